//! HDU 3032 Nim or not Nim? (Lasker's Nim). The oracle searches each position whole, all its
//! heaps together, from the rules (take any positive number from one heap, or split one heap into
//! two non-empty heaps); it never uses a heap's value, neither the closed form nor a table.

use super::piles::{all_piles, check_piles, parse_counted, render_counted, shrink_piles, xor_by};
use super::render::counted_cases;
use super::split_heaps::{self, Heaps, HeapsSearch};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use game_core::sg::Search;
use game_core::splits::lasker;
use std::cell::RefCell;

/// The registration of hdu3032.
pub struct Hdu3032;

/// The judge's heap bound (the crate accepts 0..=2^64 − 1).
const MAX_HEAP: u64 = (1 << 31) - 1;

/// The oracle's reach: positions of at most this many objects in all (every position reachable
/// from one is a partition of a smaller total into heaps: a few thousand). The exhaustive and
/// random cases stay within it; judge-sized ones do not, as the proven solution answers them.
const MAX_TOTAL: u64 = 22;

/// The most heaps in a judge-sized case: the judge's N = 10^6 heaps of up to ten digits are
/// 11 MB of text, and a full-range file holds several cases; 200 000 heaps are about 2.2 MB.
const FULL_RANGE_MAX_HEAPS: u64 = 200_000;

/// Lasker's Nim's rules: from heap `h`, leave it with `0..h`, or replace it by `a` and `h − a`.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn options(heaps: &Heaps) -> Vec<Heaps> {
    split_heaps::options(heaps, |h| (1..=h / 2).map(|a| vec![a, h - a]).collect())
}

thread_local! {
    /// One memo per thread, shared by every oracle call: positions are searched once.
    static LASKER: RefCell<HeapsSearch> =
        RefCell::new(Search::new(options as fn(&Heaps) -> Vec<Heaps>));
}

fn answer(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_string()
}

impl Game for Hdu3032 {
    type Case = Heaps;
    const ID: &'static str = "hdu3032";
    const SOLVE: SolveFn = |input, out| hdu3032::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu3032::MAX_CASES as usize;

    fn render(cases: &[Heaps]) -> String {
        counted_cases(cases, |heaps| render_counted(heaps))
    }

    fn validate(heaps: &Heaps) -> Result<(), String> {
        within("N", heaps.len() as u64, 1..=hdu3032::MAX_HEAPS)?;
        check_piles(heaps, MAX_HEAP)
    }

    fn oracle(_: usize, heaps: &Heaps) -> String {
        answer(split_heaps::wins(&LASKER, heaps))
    }

    fn small_cases() -> Vec<Heaps> {
        all_piles(&[(1, 22), (2, 11), (3, 7), (4, 4), (5, 3), (6, 2)])
    }

    fn random_case(rng: &mut Rng) -> Heaps {
        // A few heaps; a third of the time the position next to a copy of itself, which loses
        // (the second player mirrors every move): losses as well as wins, with no formula.
        split_heaps::random_row(rng, MAX_TOTAL, |rng, left| rng.range(1, left.min(12)))
    }

    /// N up to [`FULL_RANGE_MAX_HEAPS`] (that maximum a quarter of the time), heaps over the
    /// whole of 1..=2^31 − 1, in one of four shapes: uniform, log-uniform, all in the top half,
    /// or each drawn by [`Rng::sized`] (2^31 − 1, whose value 2^31 needs bit 31, a quarter of the
    /// time). A third of the time the last heap is replaced by the one that makes the values'
    /// xor 0 (a loss), when that heap is in range (the value map is its own inverse).
    fn judge_sized_case(rng: &mut Rng) -> Heaps {
        let n = rng.sized(1, FULL_RANGE_MAX_HEAPS);
        let shape = rng.below(4);
        let mut heaps: Heaps = (0..n)
            .map(|_| match shape {
                0 => rng.range(1, MAX_HEAP),
                1 => rng.log_uniform(1, MAX_HEAP),
                2 => rng.range(MAX_HEAP / 2 + 1, MAX_HEAP),
                _ => rng.sized(1, MAX_HEAP),
            })
            .collect();
        if n > 1 && rng.chance(1, 3) {
            let rest = heaps[..heaps.len() - 1]
                .iter()
                .fold(0, |x, &h| x ^ lasker(h));
            let last = u64::try_from(rest).map_or(0, lasker);
            if (1..=u128::from(MAX_HEAP)).contains(&last) {
                *heaps.last_mut().expect("n > 1") = last as u64;
            }
        }
        heaps
    }

    /// T, then T cases of N and N heaps. O(tokens).
    fn parse(input: &str) -> Option<Vec<Heaps>> {
        parse_counted(input)
    }

    fn shrink(heaps: &Heaps) -> Vec<Heaps> {
        shrink_piles(heaps, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Heaps>> {
        vec![
            Wrong {
                name: "plain Nim: xor of the heap sizes (splits ignored)",
                answer: |_, heaps| answer(xor_by(heaps, |h| h) != 0),
            },
            Wrong {
                name: "4k+3 and 4k+4 swapped: x − 1 for x ≡ 3, x + 1 for x ≡ 0 (mod 4)",
                answer: |_, heaps| {
                    answer(
                        xor_by(heaps, |h| match h % 4 {
                            3 => h - 1,
                            0 => h + 1,
                            _ => h,
                        }) != 0,
                    )
                },
            },
            Wrong {
                name: "values in i32 (g(2^31 − 1) = 2^31 wraps negative) and Alice iff xor > 0",
                answer: |_, heaps| {
                    let xor = heaps.iter().fold(0i32, |x, &h| x ^ lasker(h) as u32 as i32);
                    answer(xor > 0)
                },
            },
        ]
    }

    /// T cases of N heaps ≤ 2^31 − 1; the judge's maximum (T = 100, N = 10^6) is ~1.05 GB.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let maxima = (hdu3032::MAX_CASES, hdu3032::MAX_HEAPS);
        split_heaps::bench_inputs(Self::ID, s, maxima, MAX_HEAP, "2^31 − 1")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_derived_positions() {
        // One heap always wins (take it all); two equal heaps lose (mirror).
        for h in 1..=8 {
            assert_eq!(Hdu3032::oracle(1, &vec![h]), "Alice\n");
            assert_eq!(Hdu3032::oracle(1, &vec![h, h]), "Bob\n");
        }
        // 1 2 3 loses in plain Nim, but here 3 splits into 1 + 2, leaving 1 2 1 2 (a mirror).
        assert_eq!(Hdu3032::oracle(1, &vec![1, 2, 3]), "Alice\n");
        // The sample.
        assert_eq!(Hdu3032::oracle(1, &vec![2, 2, 3]), "Alice\n");
        assert_eq!(Hdu3032::oracle(2, &vec![3, 3]), "Bob\n");
    }

    /// `validate` states the judge's bounds only; the cases the oracle answers must also stay
    /// within its reach.
    #[test]
    fn exhaustive_and_random_cases_stay_within_the_oracles_reach() {
        let mut rng = Rng::new(1);
        let random = (0..2000).map(|_| Hdu3032::random_case(&mut rng));
        for heaps in Hdu3032::small_cases().into_iter().chain(random) {
            assert!(heaps.iter().sum::<u64>() <= MAX_TOTAL, "{heaps:?}");
        }
    }

    /// One heap is won (take it all), but the i32 value of 2^31 − 1 wraps to i32::MIN; the
    /// heap below it is worth itself, and the wrong solution is right there.
    #[test]
    fn the_i32_solution_fails_on_the_largest_heap_only() {
        let wrong = &Hdu3032::wrong_solutions()[2];
        assert_eq!((wrong.answer)(1, &vec![MAX_HEAP]), "Bob\n");
        assert_eq!((wrong.answer)(1, &vec![MAX_HEAP - 1]), "Alice\n");
        assert_eq!((wrong.answer)(1, &vec![MAX_HEAP, MAX_HEAP]), "Bob\n");
    }
}
