//! HackerEarth "The Nim Game Ritual": a count line t, then t Nim cases; count the winning moves.

use super::piles::{
    all_piles, check_piles, count_oracle, count_wrong_solutions, random_piles, render_counted,
    shrink_nim_piles,
};
use crate::bench::inputs::{nim_case, streamed, Framing, Input, Scale};
use crate::bench::text::Text;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of nim_ritual.
pub struct NimRitual;

/// The judge's heap bound.
const MAX_HEAP: u64 = 1_000_000;

impl Game for NimRitual {
    type Case = Vec<u64>;
    const ID: &'static str = "nim_ritual";
    const SOLVE: SolveFn = |input, out| nim_ritual::solve(input, out);
    const LIMITS: Limits = Limits::one_second("HackerEarth", 256);
    const MAX_CASES: usize = nim_ritual::MAX_CASES as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        let mut text = format!("{}\n", cases.len());
        for heaps in cases {
            text += &render_counted(heaps);
        }
        text
    }

    fn validate(heaps: &Vec<u64>) -> Result<(), String> {
        within("n", heaps.len() as u64, 1..=nim_ritual::MAX_HEAPS)?;
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
        shrink_nim_piles(heaps, 1)
    }

    /// t cases of n heaps ≤ 10^6; the judge's maximum (t = 100, n = 10^6) is ~690 MB.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(nim_ritual::MAX_HEAPS, 100);
        let each = format!("n = {n} (judge max) heaps ≤ 10^6");
        let case = move |t: &mut Text, r: &mut Rng| nim_case(t, r, n, MAX_HEAP);
        // ~6.9 bytes a heap: 15 cases make just over 100 MB.
        let framing = Framing::Counted {
            big_cases: s.pick(15, 2),
        };
        streamed(
            Self::ID,
            s,
            s.pick(nim_ritual::MAX_CASES, 3),
            &each,
            framing,
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        count_wrong_solutions()
    }
}
