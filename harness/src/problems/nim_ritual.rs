//! HackerEarth "The Nim Game Ritual": a count line t, then t Nim cases; count the winning moves.

use super::piles::{
    all_piles, check_piles, count_oracle, count_with_top_bit_below, count_wrong_solutions,
    full_range_piles, random_piles, render_counted, shrink_nim_piles,
};
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{nim_case, streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;

/// The registration of nim_ritual.
pub struct NimRitual;

/// The judge's heap bound.
const MAX_HEAP: u64 = 1_000_000;

/// The most heaps of a judge-sized case: a quarter of the judge's 10^6, ~1.7 MB of text at
/// ~7 bytes a heap (a full-range file holds six cases); a longer row changes nothing for a
/// solution that counts as it reads, and the benchmark's limits inputs hold the judge's
/// maximum.
const JUDGE_SIZED_HEAPS: u64 = nim_ritual::MAX_HEAPS / 4;

impl Game for NimRitual {
    type Case = Vec<u64>;
    const ID: &'static str = "nim_ritual";
    const SOLVE: SolveFn = |input, out| nim_ritual::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::HackerEarth, 256);
    const MAX_CASES: usize = nim_ritual::MAX_CASES as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        counted_cases(cases, |heaps| render_counted(heaps))
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

    /// Up to [`JUDGE_SIZED_HEAPS`] heaps over the whole of `1..=10^6` ([`full_range_piles`]:
    /// a third of the time a loss).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, JUDGE_SIZED_HEAPS);
        full_range_piles(rng, n, MAX_HEAP)
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        Tokens::new(input).counted(|tokens| {
            let n = tokens.value()?;
            tokens.many(n)
        })
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
        let mut wrong = count_wrong_solutions();
        wrong.push(Wrong {
            name: "the nim-sum's top bit searched below 2^17 (heaps assumed at most 10^5)",
            answer: count_with_top_bit_below::<17>,
        });
        wrong
    }
}
