//! HDU 1850 Being a Good Boy in Spring Festival: count the winning first moves; `0` ends the
//! input. The judge's M is 2..=100 (the program also takes M = 1; see its README).

use super::piles::{
    all_piles, check_piles, count_oracle, count_wrong_solutions, random_piles,
    render_zero_terminated, shrink_piles,
};
use crate::game::{Game, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of hdu1850.
pub struct Hdu1850;

/// The judge's pile bound.
const MAX_PILE: u64 = 1_000_000;

impl Game for Hdu1850 {
    type Case = Vec<u64>;
    const ID: &'static str = "hdu1850";
    const SOLVE: SolveFn = hdu1850::solve;
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        if !(2..=hdu1850::MAX_PILES as usize).contains(&piles.len()) {
            return Err(format!("M = {} is outside 2..=100", piles.len()));
        }
        check_piles(piles, MAX_PILE)
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        count_oracle(piles)
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        random_piles(rng, 2)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(piles, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        count_wrong_solutions()
    }
}
