//! HDU 1907 John: misère Nim over T counted cases. The oracle searches misère play over whole
//! positions (multisets of piles) with `game_core::misere::Outcomes`, never the rule.

use super::piles::{
    all_piles, check_piles, full_range_piles, random_piles, render_counted, shrink_piles, xor,
};
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::oracle::misere_nim_wins;
use crate::parse::Tokens;
use crate::rng::Rng;

/// The registration of hdu1907.
pub struct Hdu1907;

/// The judge's pile bound (the crate answers any pile up to 2^64 − 1).
const MAX_PILE: u64 = 4747;

fn winner(john: bool) -> String {
    if john { "John\n" } else { "Brother\n" }.to_string()
}

/// `n` piles of one candy each, then `extra` piles.
fn ones_and(n: usize, extra: &[u64]) -> Vec<u64> {
    let mut piles = vec![1; n];
    piles.extend_from_slice(extra);
    piles
}

impl Game for Hdu1907 {
    type Case = Vec<u64>;
    const ID: &'static str = "hdu1907";
    const SOLVE: SolveFn = |input, out| hdu1907::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu1907::MAX_CASES as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        counted_cases(cases, |piles| render_counted(piles))
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("N", piles.len() as u64, 1..=hdu1907::MAX_PILES)?;
        check_piles(piles, MAX_PILE)
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        winner(misere_nim_wins(piles))
    }

    /// Every row of up to 4 small piles; every count of 1-piles up to the judge's N, alone and
    /// beside one or two larger piles (where the misère rule differs from normal play).
    fn small_cases() -> Vec<Vec<u64>> {
        let mut cases = all_piles(&[(1, 8), (2, 7), (3, 6), (4, 3)]);
        let max = hdu1907::MAX_PILES as usize;
        for n in 1..=max {
            cases.push(ones_and(n, &[]));
            for extra in [[2].as_slice(), &[3], &[2, 2], &[2, 3]] {
                if n + extra.len() <= max {
                    cases.push(ones_and(n, extra));
                }
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let max = hdu1907::MAX_PILES;
        match rng.range(0, 3) {
            // Only 1-piles, any count up to the judge's N.
            0 => ones_and(rng.range(1, max) as usize, &[]),
            // Many 1-piles and up to two piles of up to 5, in any order.
            1 => {
                let extra: Vec<u64> = (0..rng.range(1, 2)).map(|_| rng.range(2, 5)).collect();
                let mut piles = ones_and(rng.range(0, max - 2) as usize, &extra);
                let at = rng.below(piles.len());
                let last = piles.len() - 1;
                piles.swap(at, last);
                piles
            }
            // Few small piles, sometimes made a normal-play loss.
            _ => random_piles(rng, 1),
        }
    }

    /// N from 1 to the judge's 47 (the maximum a quarter of the time): a sixth of the time every
    /// pile 1 (the misère rule's own case), a sixth N − 1 or N − 2 piles of 1 beside larger ones
    /// up to 4747, else piles over the whole of 1..=4747 ([`full_range_piles`], a third of the
    /// time with xor 0).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, hdu1907::MAX_PILES);
        match rng.below(6) {
            0 => ones_and(n as usize, &[]),
            1 => {
                let large = n.min(rng.range(1, 2));
                let extra: Vec<u64> = (0..large).map(|_| rng.sized(2, MAX_PILE)).collect();
                ones_and((n - large) as usize, &extra)
            }
            _ => full_range_piles(rng, n, MAX_PILE),
        }
    }

    /// T, then T cases of N and N piles. O(tokens).
    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        Tokens::new(input).counted(|t| {
            let n = t.value()?;
            t.many(n)
        })
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(piles, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "normal-play Nim: John iff the xor is not 0",
                answer: |_, piles| winner(xor(piles) != 0),
            },
            Wrong {
                name: "all 1-piles with the parity inverted: John iff their count is odd",
                answer: |_, piles| {
                    if piles.iter().all(|&p| p == 1) {
                        winner(piles.len() % 2 == 1)
                    } else {
                        winner(xor(piles) != 0)
                    }
                },
            },
            Wrong {
                name: "the 1-pile parity rule applied when any pile (not every pile) is 1",
                answer: |_, piles| {
                    if piles.contains(&1) {
                        let ones = piles.iter().filter(|&&p| p == 1).count();
                        winner(ones % 2 == 0)
                    } else {
                        winner(xor(piles) != 0)
                    }
                },
            },
        ]
    }

    /// T = 474 (judge max) cases of N = 47 (judge max) piles of 1000..=4747 (four digits each:
    /// the most bytes to read), every fifth case all 1-piles.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (t, n) = (hdu1907::MAX_CASES, hdu1907::MAX_PILES);
        let cases = s.pick(t, 5);
        let what = format!(
            "T = {cases} (judge max {t}) cases of N = {n} (judge max) piles ≤ {MAX_PILE}, \
             every fifth all 1-piles"
        );
        vec![Input::new(Self::ID, Kind::Worst, what, move |text, r| {
            text.line(&[cases]);
            for case in 0..cases {
                text.line(&[n]);
                let piles: Vec<u64> = (0..n)
                    .map(|_| {
                        if case % 5 == 4 {
                            1
                        } else {
                            r.range(1000, MAX_PILE)
                        }
                    })
                    .collect();
                text.line(&piles);
            }
        })]
    }
}
