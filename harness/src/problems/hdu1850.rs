//! HDU 1850 Being a Good Boy in Spring Festival: count the winning first moves; `0` ends the
//! input. The judge's M is 2..=100 (the program also takes M = 1; see its README).

use super::piles::{
    all_piles, check_piles, count_oracle, count_with_top_bit_below, count_wrong_solutions,
    full_range_piles, parse_zero_terminated, random_piles, render_zero_terminated,
    shrink_nim_piles,
};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{nim_case, per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;

/// The registration of hdu1850.
pub struct Hdu1850;

/// The judge's pile bound.
const MAX_PILE: u64 = 1_000_000;

impl Game for Hdu1850 {
    type Case = Vec<u64>;
    const ID: &'static str = "hdu1850";
    const SOLVE: SolveFn = |input, out| hdu1850::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("M", piles.len() as u64, 2..=hdu1850::MAX_PILES)?;
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

    /// M from 2 to the judge's 100 (the maximum a quarter of the time), piles over the whole
    /// of 1..=10^6 ([`full_range_piles`]: uniform, log-uniform or all in the top half, a third
    /// of the time a loss).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let m = rng.sized(2, hdu1850::MAX_PILES);
        full_range_piles(rng, m, MAX_PILE)
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_zero_terminated(input)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_nim_piles(piles, 1)
    }

    /// Cases of M = 100 piles ≤ 10^6.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let m = hdu1850::MAX_PILES;
        let what = format!("cases of M = {m} (judge max) piles ≤ 10^6");
        let case = move |t: &mut Text, r: &mut Rng| nim_case(t, r, m, MAX_PILE);
        per_line(
            Self::ID,
            s.pick(20_000, 100),
            &what,
            Framing::Terminated(&[0]),
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        let mut wrong = count_wrong_solutions();
        wrong.push(Wrong {
            name: "the nim-sum's top bit searched below 2^17 (piles misread as ≤ 10^5)",
            answer: count_with_top_bit_below::<17>,
        });
        wrong
    }
}
