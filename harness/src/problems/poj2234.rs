//! POJ 2234 Matches Game: Nim, `Yes` iff the player to move wins. Cases to the end of the input.

use super::piles::{all_piles, check_piles, random_piles, shrink_nim_piles, xor};
use crate::bench::inputs::{streamed, Framing, Input, Scale};
use crate::bench::text::Text;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::oracle::nim_wins;
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
    const LIMITS: Limits = Limits::one_second("POJ", 64);
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

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_nim_piles(piles, 1)
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
        ]
    }
}
