//! HackerEarth "The Nim Game Ritual": a count line t, then t Nim cases; count the winning moves.

use super::piles::{
    all_piles, check_piles, count_oracle, count_wrong_solutions, random_piles, render_counted,
    shrink_piles,
};
use crate::game::{Game, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of nim_ritual.
pub struct NimRitual;

/// The judge's heap bound.
const MAX_HEAP: u64 = 1_000_000;

impl Game for NimRitual {
    type Case = Vec<u64>;
    const ID: &'static str = "nim_ritual";
    const SOLVE: SolveFn = nim_ritual::solve;
    const MAX_CASES: usize = nim_ritual::MAX_CASES as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        let mut text = format!("{}\n", cases.len());
        for heaps in cases {
            text += &render_counted(heaps);
        }
        text
    }

    fn validate(heaps: &Vec<u64>) -> Result<(), String> {
        if !(1..=nim_ritual::MAX_HEAPS as usize).contains(&heaps.len()) {
            return Err(format!("n = {} is outside 1..=1000000", heaps.len()));
        }
        check_piles(heaps, MAX_HEAP)
    }

    fn oracle(_: usize, heaps: &Vec<u64>) -> String {
        count_oracle(heaps)
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 7), (2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        random_piles(rng, 1)
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(heaps, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        count_wrong_solutions()
    }
}
