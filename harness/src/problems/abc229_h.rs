//! TODO: the judge, the problem's name; how the oracle searches the game from its rules.

use crate::inputs::{Input, Scale};
use crate::game::{Game, Limits, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of abc229_h.
pub struct Abc229H;

impl Game for Abc229H {
    type Case = Vec<u64>;
    const ID: &'static str = "abc229_h";
    const SOLVE: SolveFn = |input, out| abc229_h::solve(input, out);
    // TODO: the judge's limits.
    const LIMITS: Limits = Limits::one_second("TODO", 32);
    const MAX_CASES: usize = 100;

    fn render(_cases: &[Vec<u64>]) -> String {
        todo!("the input file of these cases, as the judge gives it")
    }

    fn validate(_case: &Vec<u64>) -> Result<(), String> {
        todo!("the judge's constraints, from abc229_h's constants (see game::within)")
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

    fn judge_sized_case(_rng: &mut Rng) -> Vec<u64> {
        todo!("a random case over the judge's whole ranges (see Rng::sized)")
    }

    fn parse(_input: &str) -> Option<Vec<Vec<u64>>> {
        todo!("the cases of an input file, the inverse of render (see parse::Tokens)")
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        todo!("the classic bugs, which the cases must catch")
    }

    fn bench_inputs(_scale: Scale) -> Vec<Input> {
        todo!("the worst case at the judge's limits (see harness/src/inputs)")
    }
}
