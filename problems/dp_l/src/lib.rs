//! AtCoder Educational DP Contest L, Deque: a row a_1 … a_N; Taro and Jiro alternately take the
//! first or the last number of the row and score it, Taro first. Print X − Y, Taro's total minus
//! Jiro's, when Taro maximises it and Jiro minimises it.
//!
//! Core's [`take_from_ends`] (negamax over the contiguous rows play leaves): O(N²) time, O(N)
//! memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::scoring::take_from_ends;
use std::io::{BufRead, Write};

/// The judge's largest N (its smallest is 1). Not this program's limit ([`LENGTH_CAPACITY`]):
/// the harness's validator, generators and benchmark use it.
pub const MAX_LENGTH: u64 = 3000;
/// The judge's largest a_i (its smallest is 1); [`solve`] answers any a_i up to 2^64 − 1.
pub const MAX_VALUE: u64 = 1_000_000_000;
/// The longest row this program answers; not the judge's limit ([`MAX_LENGTH`]). The time is
/// quadratic: N(N − 1)/2 steps, about 0.2 s at this capacity (3⅓ times the judge's N, 11 times
/// its work; the README has the measurement), inside the judge's 2 s; memory 40 bytes a number.
/// A longer row is an error.
pub const LENGTH_CAPACITY: u64 = 10_000;

/// X − Y for the row `row` with best play: Taro (to move) maximises it, Jiro minimises it.
/// Exact for every row of at most [`LENGTH_CAPACITY`] numbers below 2^64 (|X − Y| is at most
/// their sum, far inside `i128`). O(N²) time, O(N) memory.
///
/// ```
/// // The published samples 1 and 2.
/// assert_eq!(dp_l::difference(&[10, 80, 90, 30]), 10);
/// assert_eq!(dp_l::difference(&[10, 100, 10]), -80);
/// ```
pub fn difference(row: &[u64]) -> i128 {
    take_from_ends(row)
}

/// Solves the one case of the input: N, then a_1 … a_N.
///
/// N may be 0 (no number: nobody moves, X − Y = 0) and past the judge's [`MAX_LENGTH`] up to
/// [`LENGTH_CAPACITY`] (the numbers are stored as they are read, so memory follows the input);
/// a number may be 0 and past the judge's [`MAX_VALUE`] up to 2^64 − 1. Text after the row is
/// an error, reported after the answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64(
        "the length N, up to this program's capacity",
        0..=LENGTH_CAPACITY,
    )?;
    let mut row = Vec::new();
    for _ in 0..n {
        row.push(input.u64("a number a_i", 0..=u64::MAX)?);
    }
    out.line(&difference(&row).to_string())?;
    input.end("nothing after the row (the input holds one case)")
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
        assert_eq!(answer("4\n10 80 90 30\n"), "10\n");
        assert_eq!(answer("3\n10 100 10\n"), "-80\n");
        assert_eq!(answer("1\n10\n"), "10\n");
        assert_eq!(
            answer("10\n1000000000 1 1000000000 1 1000000000 1 1000000000 1 1000000000 1\n"),
            "4999999995\n"
        );
        assert_eq!(answer("6\n4 2 9 7 1 5\n"), "2\n");
    }

    /// By hand: two numbers, Taro takes the larger (3 − 1 = 2); 1 5 1 1: Taro takes the last
    /// 1, and whatever Jiro takes, Taro gets the 5 (1 + 5 − 1 − 1 = 4), while taking the first
    /// 1 is the same by symmetry of the ends; 2 − 2 = 0 for a tie.
    #[test]
    fn hand_derived_rows() {
        assert_eq!(difference(&[1, 3]), 2);
        assert_eq!(difference(&[3, 1]), 2);
        assert_eq!(difference(&[2, 2]), 0);
        assert_eq!(difference(&[1, 5, 1, 1]), 4);
        assert_eq!(difference(&[]), 0);
    }

    #[test]
    fn past_the_statement() {
        assert_eq!(answer("0\n"), "0\n");
        assert_eq!(answer("3\n0 0 7\n"), "7\n");
        assert_eq!(
            answer("3\n18446744073709551615 18446744073709551615 18446744073709551615\n"),
            "18446744073709551615\n"
        );
    }

    #[test]
    fn malformed_input_is_refused() {
        assert_eq!(
            answer("10001\n1\n"),
            "error: line 1, column 1: expected the length N, up to this program's capacity (0..=10000), found \"10001\""
        );
        assert_eq!(
            answer("3\n1 2\n"),
            "error: line 3, column 1: expected a number a_i (0..=2^64-1), found end of input"
        );
        assert_eq!(
            answer("2\n1 -2\n"),
            "error: line 2, column 3: expected a number a_i (0..=2^64-1), found \"-2\""
        );
        assert_eq!(
            answer("1\n5\n6\n"),
            "5\nerror: line 3, column 1: expected nothing after the row (the input holds one case), found \"6\""
        );
    }
}
