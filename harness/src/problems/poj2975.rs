//! POJ 2975 Nim: count the winning first moves; `0` ends the input.
//!
//! Also home of the oracle and the known-wrong solutions that the other move-counting Nim
//! problems (hdu1850, nim_ritual) share.

use super::poj2234::{all_piles, check_piles, random_piles, shrink_piles};
use crate::game::{Game, SolveFn, Wrong};
use crate::oracle::nim_winning_moves;
use crate::rng::Rng;
use itertools::Itertools;

/// The registration of poj2975.
pub struct Poj2975;

/// The judge's pile bound.
const MAX_PILE: u64 = 1_000_000_000;

/// The number of winning moves of `piles`, by the rules: every move (a pile, and what it is
/// left with) whose result is a losing position, found by search of the whole position.
pub(super) fn count_oracle(piles: &[u64]) -> String {
    format!("{}\n", nim_winning_moves(piles).len())
}

/// Known-wrong ways to count Nim's winning moves.
pub(super) fn count_wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
    fn xor(piles: &[u64]) -> u64 {
        piles.iter().fold(0, |acc, p| acc ^ p)
    }
    vec![
        Wrong {
            name: "`<=` instead of `<` in the move rule",
            answer: |_, piles| {
                let x = xor(piles);
                format!("{}\n", piles.iter().filter(|&&p| p ^ x <= p).count())
            },
        },
        Wrong {
            name: "counts piles >= X instead of those with X's top bit",
            answer: |_, piles| {
                let x = xor(piles);
                let count = if x == 0 {
                    0
                } else {
                    piles.iter().filter(|&&p| p >= x).count()
                };
                format!("{count}\n")
            },
        },
    ]
}

impl Game for Poj2975 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj2975";
    const SOLVE: SolveFn = poj2975::solve;
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        let mut text = String::new();
        for piles in cases {
            text += &format!("{}\n{}\n", piles.len(), piles.iter().join(" "));
        }
        text + "0\n"
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        if !(1..=poj2975::MAX_PILES as usize).contains(&piles.len()) {
            return Err(format!("n = {} is outside 1..=1000", piles.len()));
        }
        check_piles(piles, MAX_PILE)
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        count_oracle(piles)
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 7), (2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        random_piles(rng, 1)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(piles)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        count_wrong_solutions()
    }
}
