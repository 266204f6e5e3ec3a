//! POJ 2975 Nim: count the winning first moves; `0` ends the input.

use super::piles::{
    all_piles, check_piles, count_oracle, count_wrong_solutions, random_piles,
    render_zero_terminated, shrink_piles,
};
use crate::game::{Game, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of poj2975.
pub struct Poj2975;

/// The judge's pile bound.
const MAX_PILE: u64 = 1_000_000_000;

impl Game for Poj2975 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj2975";
    const SOLVE: SolveFn = poj2975::solve;
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
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
        shrink_piles(piles, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        count_wrong_solutions()
    }
}
