//! Codeforces 255 E, Furlo and Rublo and Game: n piles of coins; a move takes a pile of x coins
//! down to any y with x^(1/4) ≤ y ≤ x^(1/2) and 0 ≤ y < x. Furlo moves first and whoever cannot
//! move loses. Print `Furlo` or `Rublo`, the winner.
//!
//! The Sprague–Grundy values are constant on a few long intervals ([`Values`]), found at start-up
//! from the rules by a sweep that jumps from one change of the options' window to the next (a
//! dozen steps for every x below 2^64). A pile's value is a binary search among them; the piles
//! are xored as they are read: O(n log I) time for I intervals, O(I) memory.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::mex::mex;
use std::io::{BufRead, Write};

/// The judge's largest n (its smallest is 1): the harness's validator, generators and benchmark
/// use it; [`solve`] answers any n, 0 included (no pile: Furlo cannot move, Rublo wins).
pub const MAX_PILES: u64 = 77_777;

/// The judge's largest pile (its smallest is 1): the harness uses it; [`solve`] answers any pile
/// up to 2^64 − 1, and 0 (no move).
pub const MAX_COINS: u64 = 777_777_777_777;

/// ⌊√x⌋ for any u64, by binary search over `0..2^32` (whose square passes every u64).
/// O(32).
///
/// ```
/// assert_eq!(cf255e::sqrt_floor(80), 8);
/// assert_eq!(cf255e::sqrt_floor(81), 9);
/// assert_eq!(cf255e::sqrt_floor(u64::MAX), 4_294_967_295);
/// ```
pub fn sqrt_floor(x: u64) -> u64 {
    // low² ≤ x < high² throughout.
    let (mut low, mut high) = (0u64, 1u64 << 32);
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        if u128::from(middle) * u128::from(middle) <= u128::from(x) {
            low = middle;
        } else {
            high = middle;
        }
    }
    low
}

/// ⌈x^(1/4)⌉ for any u64: ⌊x^(1/4)⌋ = ⌊√⌊√x⌋⌋, plus one unless its fourth power is x. O(64).
///
/// ```
/// assert_eq!(cf255e::fourth_root_ceil(81), 3);
/// assert_eq!(cf255e::fourth_root_ceil(82), 4);
/// assert_eq!(cf255e::fourth_root_ceil(1), 1);
/// ```
pub fn fourth_root_ceil(x: u64) -> u64 {
    let r = sqrt_floor(sqrt_floor(x));
    if u128::from(r).pow(4) == u128::from(x) {
        r
    } else {
        r + 1
    }
}

/// The options of a pile of `x ≥ 2` coins: every y in `⌈x^(1/4)⌉..=⌊√x⌋` (below x already, as
/// ⌊√x⌋ < x from 2 on). Empty for x = 2 and 3.
fn window(x: u64) -> (u64, u64) {
    (fourth_root_ceil(x), sqrt_floor(x))
}

/// The Sprague–Grundy values of every pile from 0 to 2^64 − 1, stored as the intervals on which
/// they are constant: interval i holds the piles from `starts[i]` up to the next start (the last
/// one up to 2^64 − 1), each worth `values[i]`.
///
/// Built from the rules (README, "Why the answer is right"): g(0) = g(1) = 0 (no move), and
/// g(x) is the mex of g over its window `⌈x^(1/4)⌉..=⌊√x⌋`. Both ends of the window only grow
/// with x, so g can change only where the window first reaches an interval's start (x = s²) or
/// first leaves an interval's end (x = e⁴ + 1): the sweep evaluates g there alone, each time as
/// the mex of the values of the intervals the window meets (found by binary search). O(I log I)
/// for I intervals (I = 8 up to 2^64), O(I) memory.
///
/// ```
/// let values = cf255e::Values::new();
/// // 0..=3 lose; 4 moves to 2 (worth 0); 16 moves to 2, 3, 4 (worth 0, 0, 1).
/// assert_eq!([0, 3, 4, 15, 16, 81, 82].map(|x| values.value(x)), [0, 0, 1, 1, 2, 2, 0]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    starts: Vec<u64>,
    values: Vec<u32>,
}

impl Values {
    /// Every interval up to 2^64 − 1, by the sweep above.
    pub fn new() -> Self {
        let mut starts = vec![0u64];
        let mut values = vec![0u32];
        let mut x = 2u64;
        loop {
            let (lo, hi) = window(x);
            let interval = |y: u64, starts: &[u64]| starts.partition_point(|&s| s <= y) - 1;
            let mut next: Vec<Option<u64>> = Vec::new();
            let value = if lo > hi {
                next.push(lo.checked_mul(lo)); // where the window opens
                0
            } else {
                let (first, last) = (interval(lo, &starts), interval(hi, &starts));
                let met = mex(values[first..=last].iter().map(|&v| v as usize)) as u32;
                if let Some(&s) = starts.get(last + 1) {
                    next.push(s.checked_mul(s)); // the window reaches the next interval
                }
                if let Some(&s) = starts.get(first + 1) {
                    let end = u128::from(s - 1);
                    next.push(u64::try_from(end.pow(4) + 1).ok()); // it leaves the first
                }
                met
            };
            if value != values[values.len() - 1] {
                starts.push(x);
                values.push(value);
                // The window never meets x itself, so the interval just opened is reached only
                // at x², the first event it makes.
                next.push(x.checked_mul(x));
            }
            // Every event is past x (README; the filter only guards that proof); none left
            // below 2^64: the last interval runs on.
            match next.into_iter().flatten().filter(|&event| event > x).min() {
                Some(event) => x = event,
                None => return Values { starts, values },
            }
        }
    }

    /// The value of a pile of `x` coins: the interval holding it, by binary search. O(log I).
    pub fn value(&self, x: u64) -> u32 {
        self.values[self.starts.partition_point(|&s| s <= x) - 1]
    }

    /// The intervals, in order: (first pile, last pile, value).
    pub fn intervals(&self) -> impl Iterator<Item = (u64, u64, u32)> + '_ {
        (0..self.starts.len()).map(move |i| {
            let last = self.starts.get(i + 1).map_or(u64::MAX, |&s| s - 1);
            (self.starts[i], last, self.values[i])
        })
    }
}

impl Default for Values {
    fn default() -> Self {
        Values::new()
    }
}

/// The answer's word: `Furlo` when the first player wins, else `Rublo`.
pub fn winner(furlo: bool) -> &'static str {
    if furlo {
        "Furlo"
    } else {
        "Rublo"
    }
}

/// The input: one case, a pile count n and n piles.
const CASE: CaseLists = CaseLists {
    cases: CaseCount::One("nothing after the piles (the input holds one case)"),
    count: "the number of piles n",
    counts: 0..=u64::MAX,
    number: "a pile a_i",
    numbers: 0..=u64::MAX,
};

/// Solves the one case of the input: n, then the n piles, each xored in (by its value) as it
/// is read.
///
/// n may be past the judge's [`MAX_PILES`] (nothing is kept per pile) and 0 (Rublo wins); a
/// pile may be 0 (no move) and any u64. Text after the piles is an error, reported after the
/// answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let values = Values::new();
    let step = |x: u32, a: u64| x ^ values.value(a);
    CASE.fold(input, out, 0, step, |out, _, x| out.line(winner(x != 0)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::transcript;

    /// What `solve` prints for `input`, then `error: …` if it fails.
    fn answer(input: &str) -> String {
        transcript(solve, input)
    }

    #[test]
    fn the_published_samples() {
        assert_eq!(answer("1\n1\n"), "Rublo\n");
        assert_eq!(answer("2\n1 2\n"), "Rublo\n");
        assert_eq!(answer("10\n1 2 3 4 5 6 7 8 9 10\n"), "Furlo\n");
    }

    /// The roots by their definition, near every power where they change.
    #[test]
    fn roots_by_definition() {
        for r in 1u64..3000 {
            for x in [r * r - 1, r * r, r * r + 1] {
                let s = sqrt_floor(x);
                assert!(s * s <= x && (s + 1) * (s + 1) > x, "sqrt {x}");
            }
            let f = r.pow(4);
            for x in [f - 1, f, f + 1] {
                let c = fourth_root_ceil(x);
                assert!(
                    c.pow(4) >= x && (c == 0 || (c - 1).pow(4) < x),
                    "fourth root {x}"
                );
            }
        }
        assert_eq!(fourth_root_ceil(u64::MAX), 65_536);
        assert_eq!(fourth_root_ceil(0), 0);
    }

    /// Every value up to 10^6 from the rules, a mex over the whole window of each pile (the
    /// window's values counted as it slides), against the intervals.
    #[test]
    fn the_intervals_match_the_rules_up_to_a_million() {
        let values = Values::new();
        let mut g = vec![0u32, 0];
        for x in 2..=1_000_000u64 {
            let (lo, hi) = window(x);
            let options = (lo..=hi).map(|y| g[y as usize] as usize);
            g.push(mex(options) as u32);
        }
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(values.value(x as u64), v, "pile {x}");
        }
    }

    /// The intervals by hand (README): their starts and values.
    #[test]
    fn the_intervals_by_hand() {
        let values = Values::new();
        let found: Vec<(u64, u64, u32)> = values.intervals().collect();
        assert_eq!(
            found,
            [
                (0, 3, 0),
                (4, 15, 1),
                (16, 81, 2),
                (82, 6723, 0),
                (6724, 50625, 3),
                (50626, 2_562_991_875, 1),
                (2_562_991_876, 2_042_925_103_215_441, 2),
                (2_042_925_103_215_442, u64::MAX, 0)
            ]
        );
    }

    #[test]
    fn past_the_statement_and_malformed() {
        assert_eq!(answer("0\n"), "Rublo\n");
        assert_eq!(answer("2\n0 4\n"), "Furlo\n");
        assert_eq!(
            answer("1\n1\n2\n"),
            "Rublo\nerror: line 3, column 1: expected nothing after the piles (the input holds one case), found \"2\""
        );
        assert!(answer("2\n4\n").starts_with("error: line 3, column 1: expected a pile a_i"));
    }
}
