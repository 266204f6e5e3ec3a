//! Codeforces 768 E, Game of Stones: piles of stones; a move removes some stones from one pile,
//! but never an amount already removed from that pile. Sam moves first, Jon second, and the
//! player who cannot move loses. Print `YES` if Jon wins, `NO` if Sam does.
//!
//! A fresh pile of s stones is worth the largest k with 1 + 2 + … + k ≤ s (the README proves it),
//! and Jon wins iff the xor of the piles' values is 0. O(1) a pile (a table of the 61 values the
//! judge's piles can have, built at compile time), O(1) memory: the piles are streamed.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest number of piles. Not a limit of this program (the piles are streamed):
/// the harness's validator, generators and benchmark use it.
pub const MAX_PILES: u64 = 1_000_000;
/// The judge's largest pile, and the largest this program values: the value of a fresh pile
/// ([`pile_value`]) is checked against a search of the game from its rules for every pile up to
/// 60 (the harness's `every_pile_up_to_60_has_the_crates_value`), and not proven past it, so a
/// larger pile is an error.
pub const MAX_STONES: u64 = 60;

/// The largest k with k(k + 1)/2 ≤ `stones`: the most moves a fresh pile of `stones` allows
/// (distinct amounts 1, 2, …, k), and its Sprague–Grundy value for every pile up to
/// [`MAX_STONES`] (checked by search; not proven beyond). O(log stones), exact for every u64.
pub const fn pile_value(stones: u64) -> u64 {
    // The answer lies in [0, 2^33): (2^33)(2^33 + 1)/2 > 2^64.
    let (mut low, mut high) = (0u64, 1u64 << 33);
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        // Widening casts (`u128::from` is not callable in a `const fn`).
        let sum = middle as u128 * (middle + 1) as u128 / 2;
        if sum <= stones as u128 {
            low = middle;
        } else {
            high = middle;
        }
    }
    low
}

/// [`pile_value`] of every pile up to [`MAX_STONES`], indexed by the pile: the values `solve`
/// xors, looked up instead of searched for (the binary search with its u128 products cost
/// nine tenths of the time on a million piles). Computed at compile time.
const VALUES: [u8; MAX_STONES as usize + 1] = {
    let mut values = [0u8; MAX_STONES as usize + 1];
    let mut stones = 0;
    while stones <= MAX_STONES {
        // At most 10 (pile_value(60)): fits a byte.
        values[stones as usize] = pile_value(stones) as u8;
        stones += 1;
    }
    values
};

/// Solves the one case of the input: n, then the n piles.
///
/// n may be past the judge's [`MAX_PILES`] (streamed) and 0 (no pile: Sam cannot move, Jon
/// wins); a pile may be 0 (worth 0); a pile past [`MAX_STONES`] is an error. Text after the
/// piles is an error, reported after the answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("the number of piles n", 0..=u64::MAX)?;
    // The piles folded as `fold_u64s` parses them, in one loop over each buffer of input.
    let xor = input.fold_u64s(
        n,
        "a pile s, up to what this program has proven",
        0..=MAX_STONES,
        0u8,
        |xor, stones| xor ^ VALUES[stones as usize],
    )?;
    out.line(if xor == 0 { "YES" } else { "NO" })?;
    input.end("nothing after the piles (the input holds one case)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// What `solve` prints for `input`, then `error: …` if it fails.
    fn answer(input: &str) -> String {
        match run_text(solve, input) {
            (printed, None) => printed,
            (printed, Some(error)) => format!("{printed}error: {error}"),
        }
    }

    #[test]
    fn the_published_samples() {
        assert_eq!(answer("1\n5\n"), "NO\n");
        assert_eq!(answer("2\n1\n2\n"), "YES\n");
    }

    /// By hand: 1 → 1 (1), 2 → 1 (1 + 2 > 2), 3 → 2 (1 + 2), 5 → 2, 6 → 3, 9 → 3, 10 → 4,
    /// 60 → 10 (55 ≤ 60 < 66); at the top of u64 the last k with k(k+1)/2 ≤ 2^64 − 1 is
    /// 6074000999 (its sum 18446744070963499500; the next, 18446744077037500500, is past 2^64).
    #[test]
    fn pile_values_by_hand() {
        let by_hand = [
            (0, 0),
            (1, 1),
            (2, 1),
            (3, 2),
            (5, 2),
            (6, 3),
            (9, 3),
            (10, 4),
            (60, 10),
        ];
        for (stones, value) in by_hand {
            assert_eq!(pile_value(stones), value, "{stones}");
            assert_eq!(u64::from(VALUES[stones as usize]), value, "{stones}");
        }
        assert_eq!(pile_value(u64::MAX), 6_074_000_999);
        assert_eq!(pile_value(18_446_744_070_963_499_500), 6_074_000_999);
        assert_eq!(pile_value(18_446_744_070_963_499_499), 6_074_000_998);
    }

    #[test]
    fn past_the_statement_and_malformed() {
        assert_eq!(answer("0\n"), "YES\n");
        assert_eq!(answer("2\n0\n0\n"), "YES\n");
        assert_eq!(answer("2\n55\n60\n"), "YES\n");
        assert_eq!(
            answer("2\n60\n61\n"),
            "error: line 3, column 1: expected a pile s, up to what this program has proven (0..=60), found \"61\""
        );
        assert_eq!(
            answer("1\n5\n6\n"),
            "NO\nerror: line 3, column 1: expected nothing after the piles (the input holds one case), found \"6\""
        );
        assert!(answer("2\n5\n").starts_with("error: line 3, column 1: expected a pile s,"));
    }
}
