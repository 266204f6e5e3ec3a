//! HDU 5795 A Simple Nim (take from a heap, or split it into three). The oracle searches each
//! position whole, all its heaps together, from the rules (take any positive number from one
//! heap, or split one heap into three non-empty heaps); it never uses a heap's value, neither the
//! closed form nor a table.

use super::piles::{
    all_piles, check_piles, full_range_piles, parse_counted, render_counted, shrink_nim_piles,
    xor_by,
};
use super::render::counted_cases;
use super::split_heaps::{self, Heaps, HeapsSearch};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parts::{parts, SIXTY_FOURTHS};
use crate::rng::Rng;
use game_core::sg::Search;
use game_core::splits::{lasker, split3};
use itertools::Itertools;
use std::cell::RefCell;
use std::ops::Range;

/// The registration of hdu5795.
pub struct Hdu5795;

/// The judge's heap bound (the crate accepts 0..=2^64 − 1).
const MAX_HEAP: u64 = 1_000_000_000;

/// The most heaps of a judge-sized case: a quarter of the judge's 10^6, ~2.7 MB of text at
/// ~11 bytes a heap (a full-range file holds six cases); a longer row changes nothing for a
/// solution that xors the heaps as it reads them, and the benchmark's limits inputs hold the
/// judge's maximum.
const JUDGE_SIZED_HEAPS: u64 = hdu5795::MAX_HEAPS / 4;

/// Heaps up to this are valued from a table by the known-wrong solution that reads the heap
/// bound as N's.
const MISREAD_BOUND: u64 = 1_000_000;

/// The oracle's reach: positions of at most this many candies in all (every position reachable
/// from one is a partition of a smaller total into heaps: about 28,600 for 30). 30 reaches the
/// second period of the pattern: 15 and 16 beside other heaps (`1 14 15`).
const MAX_TOTAL: u64 = 30;

/// The rules: from heap `h`, leave it with `0..h`, or replace it by `a ≤ b ≤ c`, all at least 1,
/// with `a + b + c = h` (each split once: the order of the three heaps does not matter).
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn options(heaps: &Heaps) -> Vec<Heaps> {
    split_heaps::options(heaps, |h| {
        (1..=h / 3)
            .flat_map(|a| (a..=(h - a) / 2).map(move |b| vec![a, b, h - a - b]))
            .collect()
    })
}

thread_local! {
    /// One memo per thread, shared by every oracle call: positions are searched once.
    static SPLIT3: RefCell<HeapsSearch> =
        RefCell::new(Search::new(options as fn(&Heaps) -> Vec<Heaps>));
}

/// A heap's value by the crate's closed form (swap 8k + 7 and 8k + 8), for generators and the
/// shrinker only (the oracle searches). It is its own inverse: the heap of value `v` is
/// `worth(v)`. O(1).
fn worth(heap: u64) -> u64 {
    u64::try_from(split3(heap)).expect("heaps below 2^64 − 1 are worth less than 2^64")
}

/// `heaps` with `heaps[range]` replaced by the one heap whose `value` is the xor of theirs
/// (none if that is 0), for a `value` that is its own inverse: with [`worth`], the same game's
/// outcome; with the identity, the same sizes' xor (what a plain-Nim answer hangs on).
fn folded(heaps: &[u64], range: Range<usize>, value: fn(u64) -> u64) -> Vec<u64> {
    let xor = xor_by(&heaps[range.clone()], value);
    let mut fewer = heaps[..range.start].to_vec();
    if xor != 0 {
        fewer.push(value(xor));
    }
    fewer.extend_from_slice(&heaps[range.end..]);
    fewer
}

/// Below this many heaps, every pair is folded; above, halves, quarters, …, 64ths of the row.
const SMALL_ROW: usize = 12;

fn answer(first_wins: bool) -> String {
    if first_wins {
        "First player wins.\n"
    } else {
        "Second player wins.\n"
    }
    .to_string()
}

impl Game for Hdu5795 {
    type Case = Heaps;
    const ID: &'static str = "hdu5795";
    const SOLVE: SolveFn = |input, out| hdu5795::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 64);
    const MAX_CASES: usize = hdu5795::MAX_CASES as usize;

    fn render(cases: &[Heaps]) -> String {
        counted_cases(cases, |heaps| render_counted(heaps))
    }

    fn validate(heaps: &Heaps) -> Result<(), String> {
        within("N", heaps.len() as u64, 1..=hdu5795::MAX_HEAPS)?;
        check_piles(heaps, MAX_HEAP)
    }

    fn oracle(_: usize, heaps: &Heaps) -> String {
        answer(split_heaps::wins(&SPLIT3, heaps))
    }

    fn small_cases() -> Vec<Heaps> {
        // Every row of one to three heaps within the oracle's reach (`1 14 15` among them), and
        // of four to six small heaps.
        let mut cases = all_piles(&[(1, MAX_TOTAL), (2, MAX_TOTAL - 1), (3, MAX_TOTAL - 2)]);
        cases.retain(|heaps| heaps.iter().sum::<u64>() <= MAX_TOTAL);
        cases.extend(all_piles(&[(4, 6), (5, 4), (6, 3)]));
        cases
    }

    fn random_case(rng: &mut Rng) -> Heaps {
        // A few heaps, often one of 7, 8, 15 or 16 (where the values leave Nim's); a third of
        // the time the position next to a copy of itself, which loses (the second player mirrors
        // every move): losses as well as wins, with no formula.
        split_heaps::random_row(rng, MAX_TOTAL, |rng, left| {
            let special = [7, 8, 15, 16][rng.below(4)];
            if special <= left && rng.chance(1, 3) {
                special
            } else {
                rng.range(1, left.min(16))
            }
        })
    }

    /// Up to [`JUDGE_SIZED_HEAPS`] heaps over the whole of `1..=10^9` ([`full_range_piles`]: a
    /// quarter of large heaps are 8k + 7 or 8k + 8, whose values are not their sizes), and a
    /// third of the time the last heap replaced by the one whose value is the xor of the
    /// others' (a loss; random rows are nearly always wins).
    fn judge_sized_case(rng: &mut Rng) -> Heaps {
        let n = rng.sized(1, JUDGE_SIZED_HEAPS);
        let mut heaps = full_range_piles(rng, n, MAX_HEAP);
        if n > 1 && rng.chance(1, 3) {
            let rest = worth(xor_by(&heaps[..heaps.len() - 1], worth));
            if (1..=MAX_HEAP).contains(&rest) {
                *heaps.last_mut().expect("n > 1") = rest;
            }
        }
        heaps
    }

    fn parse(input: &str) -> Option<Vec<Heaps>> {
        parse_counted(input)
    }

    /// First parts of the row folded into the one heap of their value (the outcome kept: a
    /// failure on a loss survives it, where removing heaps would make a win), and, in a long
    /// row, into the one heap of their sizes' xor (the xor kept): each half, quarter, …, 64th
    /// of a long row, or each pair of a short one; then
    /// [`shrink_nim_piles`] (parts removed, heaps halved or made smaller, the sizes' xor kept:
    /// where a plain-Nim answer fails, it fails on the xor). Every variant has fewer heaps or
    /// fewer candies; a case within the oracle's reach ([`MAX_TOTAL`]) stays within it.
    fn shrink(heaps: &Heaps) -> Vec<Heaps> {
        let n = heaps.len();
        let mut smaller: Vec<Heaps> = Vec::new();
        if n > SMALL_ROW {
            for part in parts(n, SIXTY_FOURTHS) {
                smaller.push(folded(heaps, part.clone(), worth));
                smaller.push(folded(heaps, part, |h| h));
            }
        } else {
            for (i, j) in (0..n).tuple_combinations() {
                let mut pair = heaps.clone();
                let last = pair.remove(j);
                pair.insert(i + 1, last);
                smaller.push(folded(&pair, i..i + 2, worth));
            }
        }
        // A fold may add a candy (7 and 8 make 16): within the oracle's reach, stay there.
        let total = |heaps: &Heaps| heaps.iter().sum::<u64>();
        let cap = if total(heaps) <= MAX_TOTAL {
            MAX_TOTAL
        } else {
            u64::MAX
        };
        // A part of one heap folds to itself.
        smaller.retain(|fewer| {
            fewer != heaps && fewer.iter().all(|&h| h <= MAX_HEAP) && total(fewer) <= cap
        });
        smaller.extend(shrink_nim_piles(heaps, 1));
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Heaps>> {
        vec![
            Wrong {
                name: "plain Nim: xor of the heap sizes (splits ignored)",
                answer: |_, heaps| answer(xor_by(heaps, |h| h) != 0),
            },
            Wrong {
                name: "Lasker's Nim's values (two-way splits): 4k+3 and 4k+4 swapped",
                // Heaps here are below 2^64 − 1, so Lasker's values fit a u64.
                answer: |_, heaps| answer(xor_by(heaps, |h| lasker(h) as u64) != 0),
            },
            Wrong {
                name: "a table of 10 heaps read as the pattern: only 7 and 8 swapped",
                answer: |_, heaps| {
                    answer(
                        xor_by(heaps, |h| match h {
                            7 => 8,
                            8 => 7,
                            _ => h,
                        }) != 0,
                    )
                },
            },
            Wrong {
                name: "heaps past a table of 10^6 (the heap bound read as N's) taken as Nim heaps",
                answer: |_, heaps| {
                    let value = |h| if h <= MISREAD_BOUND { worth(h) } else { h };
                    answer(xor_by(heaps, value) != 0)
                },
            },
        ]
    }

    /// T cases of N heaps ≤ 10^9; the judge's maximum (T = 100, N = 10^6) is ~1.1 GB.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let maxima = (hdu5795::MAX_CASES, hdu5795::MAX_HEAPS);
        split_heaps::bench_inputs(Self::ID, s, maxima, MAX_HEAP, "10^9")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_cases_stay_within_the_oracles_reach() {
        let mut rng = Rng::new(5795);
        for _ in 0..1000 {
            let heaps = Hdu5795::random_case(&mut rng);
            assert!(heaps.iter().sum::<u64>() <= MAX_TOTAL, "{heaps:?}");
        }
    }

    #[test]
    fn folding_keeps_the_value() {
        // 7 is worth 8 and 8 is worth 7: folded, 7 ^ 8 = 15 is the heap 16.
        assert_eq!(folded(&[7, 8, 3], 0..2, worth), [16, 3]);
        // Two equal heaps are worth 0 together: folded away.
        assert_eq!(folded(&[5, 9, 9], 1..3, worth), [5]);
        // By sizes, 7 ^ 8 = 15.
        assert_eq!(folded(&[7, 8, 3], 0..2, |h| h), [15, 3]);
        let smaller = Hdu5795::shrink(&vec![1_000_007, 1_000_009, 1]);
        assert!(smaller.contains(&vec![worth(1_000_008 ^ 1_000_009), 1]));
    }

    #[test]
    fn hand_derived_positions() {
        // One heap always wins (take it all); two equal heaps lose (mirror).
        for h in 1..=10 {
            assert_eq!(Hdu5795::oracle(1, &vec![h]), answer(true));
            assert_eq!(Hdu5795::oracle(1, &vec![h, h]), answer(false));
        }
        // The sample.
        assert_eq!(Hdu5795::oracle(1, &vec![4, 4]), answer(false));
        assert_eq!(Hdu5795::oracle(2, &vec![1, 2, 4]), answer(true));
        // 1 6 7 loses in plain Nim, but here 7 splits into 1 + 2 + 4, leaving 1 6 1 2 4: heaps
        // below 7 only (where the game is plain Nim: no split is worth a heap's own size), of
        // nim-sum 0, a loss for the player to move.
        assert_eq!(Hdu5795::oracle(1, &vec![1, 6, 7]), answer(true));
        // 1 2 3: Lasker's Nim's values (1 ^ 2 ^ 4) say a win, but 3 cannot split into anything
        // worth 3 (1 + 1 + 1 is three heaps of 1): the Nim loss stands.
        assert_eq!(Hdu5795::oracle(1, &vec![1, 2, 3]), answer(false));
    }

    #[test]
    fn testdata_small_heaps_agree_with_the_search() {
        // testdata/hdu5795/edge-small-heaps, derived by hand from the theorem, here searched.
        let cases: [(&[u64], bool); 16] = [
            (&[1, 2, 3], false),
            (&[1, 6, 7], true),
            (&[7, 8], true),
            (&[7, 8, 15], true),
            (&[2, 5, 7], true),
            (&[3, 4, 8], false),
            (&[15, 16], true),
            (&[1, 2, 4, 7], true),
            (&[1, 2, 4, 8], false),
            (&[4, 4], false),
            (&[3], true),
            (&[7], true),
            (&[8], true),
            (&[1, 14, 15], true),
            (&[3, 4, 7], true),
            (&[8, 9, 1], true),
        ];
        for (heaps, first_wins) in cases {
            assert_eq!(
                Hdu5795::oracle(1, &heaps.to_vec()),
                answer(first_wins),
                "{heaps:?}"
            );
        }
    }
}
