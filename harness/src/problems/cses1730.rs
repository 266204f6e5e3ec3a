//! CSES 1730 Nim Game I: t tests of normal Nim, `first` iff the player to move wins. The oracle
//! searches the whole position by Nim's rules (`crate::oracle::nim_wins`: a move takes any
//! positive number of sticks from one heap, with `game_core::sg::Search`).

use super::cses::{self, one_bit_from_zero};
use super::piles::{all_piles, check_piles, full_range_piles, random_piles, shrink_nim_piles};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Scale};
use crate::oracle::nim_wins;
use crate::rng::Rng;

/// The registration of cses1730.
pub struct Cses1730;

/// The most heaps of a judge-sized case: the sum bound shared by a file's 40 cases.
const JUDGE_SIZED_HEAPS: u64 = cses::judge_sized_len(cses1730::MAX_TOTAL_HEAPS);

impl Game for Cses1730 {
    type Case = Vec<u64>;
    const ID: &'static str = "cses1730";
    const SOLVE: SolveFn = |input, out| cses1730::solve(input, out);
    const LIMITS: Limits = cses::LIMITS;
    const MAX_CASES: usize = cses1730::MAX_TESTS as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        cses::render(cases)
    }

    fn validate(heaps: &Vec<u64>) -> Result<(), String> {
        within("n", heaps.len() as u64, 1..=cses1730::MAX_HEAPS)?;
        check_piles(heaps, cses1730::MAX_STICKS)
    }

    fn oracle(_: usize, heaps: &Vec<u64>) -> String {
        cses::winner(nim_wins(heaps))
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 7), (2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        random_piles(rng, 1)
    }

    /// n = `sized(1, 5000)` heaps over the judge's whole range 1..=10^9 ([`full_range_piles`]:
    /// a third of them losses); a quarter of the time one bit short of a loss, half of those
    /// by a bit from 2^20 up ([`one_bit_from_zero`]).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, JUDGE_SIZED_HEAPS);
        let mut heaps = full_range_piles(rng, n, cses1730::MAX_STICKS);
        if rng.chance(1, 4) {
            one_bit_from_zero(rng, &mut heaps, 1, cses1730::MAX_STICKS, 20);
        }
        heaps
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        cses::parse(input)
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_nim_piles(heaps, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "sum instead of xor: first iff the sum of the heaps is odd",
                answer: |_, heaps| cses::winner(heaps.iter().sum::<u64>() % 2 == 1),
            },
            Wrong {
                name: "misère Nim's rule: heaps all 1 win iff their count is even",
                answer: |_, heaps| {
                    let all_ones = heaps.iter().all(|&h| h == 1);
                    let x = heaps.iter().fold(0, |x, h| x ^ h);
                    cses::winner(if all_ones {
                        heaps.len() % 2 == 0
                    } else {
                        x != 0
                    })
                },
            },
            Wrong {
                name: "the nim-sum kept in 20 bits (heaps misread as ≤ 10^6)",
                answer: |_, heaps| {
                    let x = heaps.iter().fold(0, |x, h| x ^ h);
                    cses::winner(x & ((1 << 20) - 1) != 0)
                },
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        cses::bench_inputs(
            Self::ID,
            s,
            cses1730::MAX_TESTS,
            cses1730::MAX_TOTAL_HEAPS,
            "1..=10^9",
            |r| r.range(1, cses1730::MAX_STICKS),
        )
    }
}
