//! TODO: the judge, the problem's name; how the oracle searches the game from its rules.

use crate::bench::inputs::{Input, Scale};
use crate::game::{Game, Limits, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of hdu5724.
pub struct Hdu5724;

impl Game for Hdu5724 {
    type Case = Vec<u64>;
    const ID: &'static str = "hdu5724";
    const SOLVE: SolveFn = |input, out| hdu5724::solve(input, out);
    // TODO: the judge's limits.
    const LIMITS: Limits = Limits::one_second("TODO", 32);
    const MAX_CASES: usize = 100;

    fn render(_cases: &[Vec<u64>]) -> String {
        todo!("the input file of these cases, as the judge gives it")
    }

    fn validate(_case: &Vec<u64>) -> Result<(), String> {
        todo!("the judge's constraints, from hdu5724's constants (see game::within)")
    }

    fn oracle(_index: usize, _case: &Vec<u64>) -> String {
        todo!("the answer, searched from the rules (game_core::sg::Search), never the closed form")
    }

    fn small_cases() -> Vec<Vec<u64>> {
        todo!("every position up to a small bound")
    }

    fn random_case(_rng: &mut Rng) -> Vec<u64> {
        todo!("a random case within the judge's constraints and the oracle's reach")
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        todo!("the classic bugs, which the cases must catch")
    }

    fn bench_inputs(_scale: Scale) -> Vec<Input> {
        todo!("the worst case at the judge's limits (see bench::inputs)")
    }
}
