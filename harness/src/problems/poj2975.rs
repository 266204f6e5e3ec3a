//! POJ 2975 Nim: count the winning first moves; `0` ends the input.

use super::piles::{
    all_piles, check_piles, count_oracle, count_with_top_bit_below, count_wrong_solutions,
    full_range_piles, parse_zero_terminated, random_piles, render_zero_terminated,
    shrink_nim_piles,
};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{nim_case, streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;

/// The registration of poj2975.
pub struct Poj2975;

/// The judge's pile bound.
const MAX_PILE: u64 = 1_000_000_000;

impl Game for Poj2975 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj2975";
    const SOLVE: SolveFn = |input, out| poj2975::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("n", piles.len() as u64, 1..=poj2975::MAX_PILES)?;
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

    /// n = `sized(1, 1000)` piles over the judge's whole range 1..=10^9 (see
    /// [`full_range_piles`]: uniform, log-uniform or all in the top half, a third of them
    /// losses).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, poj2975::MAX_PILES);
        full_range_piles(rng, n, MAX_PILE)
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_zero_terminated(input)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_nim_piles(piles, 1)
    }

    /// Cases of n = 1000 piles ≤ 10^9.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(poj2975::MAX_PILES, 20);
        let each = format!("n = {n} (judge max) piles ≤ 10^9");
        let case = move |t: &mut Text, r: &mut Rng| nim_case(t, r, n, MAX_PILE);
        streamed(
            Self::ID,
            s,
            s.pick(2000, 5),
            &each,
            Framing::Terminated(&[0]),
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        let mut wrong = count_wrong_solutions();
        wrong.push(Wrong {
            name: "the nim-sum's top bit searched below 2^20 (piles misread as ≤ 10^6)",
            answer: count_with_top_bit_below::<20>,
        });
        wrong
    }
}
