//! POJ 2234 Matches Game: Nim, `Yes` iff the player to move wins. Cases to the end of the input.

use super::piles::{all_piles, check_piles, full_range_piles, random_piles, shrink_nim_piles, xor};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::oracle::nim_wins;
use crate::parse::Tokens;
use crate::rng::Rng;
use itertools::Itertools;

/// The registration of poj2234.
pub struct Poj2234;

/// The judge's pile bound.
const MAX_PILE: u64 = 10_000_000;

fn yes_no(wins: bool) -> String {
    if wins { "Yes\n" } else { "No\n" }.to_string()
}

impl Game for Poj2234 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj2234";
    const SOLVE: SolveFn = |input, out| poj2234::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        cases
            .iter()
            .map(|piles| format!("{} {}\n", piles.len(), piles.iter().join(" ")))
            .collect()
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("M", piles.len() as u64, 1..=poj2234::MAX_PILES)?;
        check_piles(piles, MAX_PILE)
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        // Memoised search of the whole position by Nim's rules.
        yes_no(nim_wins(piles))
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 7), (2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        random_piles(rng, 1)
    }

    /// M = `sized(1, 20)` piles over the judge's whole range 1..=10^7 ([`full_range_piles`]: a
    /// third of them losses). A quarter of the time a near-loss: the last pile made the xor of
    /// the others (where that is a pile), then one bit of one pile flipped (where the pile stays
    /// in range), so that the nim-sum is that one bit; half the time a bit from 2^20 up, which
    /// only the judge's largest piles have (10^6 < 2^20 ≤ 10^7).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let m = rng.sized(1, poj2234::MAX_PILES);
        let mut piles = full_range_piles(rng, m, MAX_PILE);
        if rng.chance(1, 4) {
            let last = piles.len() - 1;
            let rest = xor(&piles[..last]);
            if (1..=MAX_PILE).contains(&rest) {
                piles[last] = rest;
            }
            let top = u64::from(u64::BITS - 1 - MAX_PILE.leading_zeros());
            let bit = if rng.chance(1, 2) {
                rng.range(20, top)
            } else {
                rng.range(0, top)
            };
            let i = rng.below(piles.len());
            if (1..=MAX_PILE).contains(&(piles[i] ^ 1 << bit)) {
                piles[i] ^= 1 << bit;
            }
        }
        piles
    }

    /// Cases `M p1 … pM` to the end of the input.
    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        Tokens::new(input).until_end(|tokens| {
            let m = tokens.value()?;
            tokens.many(m)
        })
    }

    /// [`shrink_nim_piles`], then each two neighbouring piles folded into their xor (the row's
    /// nim-sum kept, which a failure often hangs on): `shrink_nim_piles` folds only short rows,
    /// and a row of up to 20 piles has at most 19 such folds.
    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = shrink_nim_piles(piles, 1);
        for i in 1..piles.len() {
            let folded = piles[i - 1] ^ piles[i];
            if folded > 0 {
                let mut fewer = piles.clone();
                fewer[i - 1] = folded;
                fewer.remove(i);
                smaller.push(fewer);
            }
        }
        smaller.into_iter().unique().collect()
    }

    /// Lines of M = 20 piles ≤ 10^7.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let m = poj2234::MAX_PILES;
        let each = format!("M = {m} (judge max) piles ≤ 10^7");
        let case = move |t: &mut Text, r: &mut Rng| {
            t.num(m);
            for _ in 0..m {
                t.space();
                t.num(r.range(1, MAX_PILE));
            }
            t.newline();
        };
        streamed(
            Self::ID,
            s,
            s.pick(100_000, 100),
            &each,
            Framing::ToEnd,
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "sum instead of xor: Yes iff the sum of the piles is odd",
                answer: |_, piles| yes_no(piles.iter().sum::<u64>() % 2 == 1),
            },
            Wrong {
                name: "`>` instead of `!=`: Yes iff the largest pile > the xor of the others",
                answer: |_, piles| {
                    let largest = piles.iter().position_max().unwrap_or(0);
                    let others = xor(piles) ^ piles[largest];
                    yes_no(piles[largest] > others)
                },
            },
            Wrong {
                name: "the nim-sum counted bit by bit over bits 0..20 (piles misread as ≤ 10^6)",
                answer: |_, piles| {
                    let odd = |b: u32| piles.iter().filter(|&&p| p >> b & 1 == 1).count() % 2 == 1;
                    yes_no((0..20).any(odd))
                },
            },
        ]
    }
}
