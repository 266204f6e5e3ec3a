//! CSES 1730 Nim Game I: t tests of normal Nim; print `first` if the player to move wins, else
//! `second`.
//!
//! O(total heaps); memory: one block of at most 4096 heaps ([`CaseLists::fold`]), whatever t
//! and n are: the heaps are xored as they are read. The `MAX_*` constants are the judge's
//! limits, which the harness's validator, generators and benchmark hold to.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::nim_sum;
use std::io::{BufRead, Write};

/// The judge's largest t (its smallest is 1).
pub const MAX_TESTS: u64 = 200_000;

/// The judge's largest n, the heaps of one test (its smallest is 1).
pub const MAX_HEAPS: u64 = 200_000;

/// The judge's bound on the sum of n over one input.
pub const MAX_TOTAL_HEAPS: u64 = 200_000;

/// The judge's largest heap x_i (its smallest is 1).
pub const MAX_STICKS: u64 = 1_000_000_000;

/// The input: t tests, each a heap count n and n heap sizes. [`solve`] answers past the judge's
/// limits: any t, n ≥ 1 and heap ≥ 1 (the nim-sum is exact in u64).
const TESTS: CaseLists = CaseLists {
    cases: CaseCount::Given("a test count t"),
    count: "a heap count n",
    counts: 1..=u64::MAX,
    number: "a heap size x_i",
    numbers: 1..=u64::MAX,
};

/// Whether the player to move wins the Nim position `heaps`: iff their nim-sum is not 0.
///
/// ```
/// // The published sample: 5 ^ 7 ^ 2 ^ 5 = 7 and 4 ^ 1 = 5 win; 3 ^ 5 ^ 6 = 0 loses.
/// assert!(cses1730::first_player_wins(&[5, 7, 2, 5]));
/// assert!(cses1730::first_player_wins(&[4, 1]));
/// assert!(!cses1730::first_player_wins(&[3, 5, 6]));
/// ```
///
/// O(heaps).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    nim_sum(heaps.iter().copied()) != 0
}

/// The answer's word: `first` when the player to move wins, else `second`.
pub fn winner(first_wins: bool) -> &'static str {
    if first_wins {
        "first"
    } else {
        "second"
    }
}

/// Solves the t tests the first number announces, each as it is read ([`CaseLists::fold`]);
/// nothing after the last test is read. O(total heaps); memory: one block of heaps.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    TESTS.fold(
        input,
        out,
        0,
        |x, h| x ^ h,
        |out, _, x| out.line(winner(x != 0)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_published_sample() {
        assert_eq!(
            run_text(solve, "3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n"),
            ("first\nfirst\nsecond\n".to_string(), None)
        );
    }

    #[test]
    fn hand_derived_positions() {
        assert!(first_player_wins(&[1]));
        assert!(!first_player_wins(&[7, 7]));
        // 1 ^ 2 = 3.
        assert!(!first_player_wins(&[1, 2, 3]));
        // The judge's top: 10^9 ^ 10^9 = 0; with a 1 beside them, 1.
        assert!(!first_player_wins(&[MAX_STICKS, MAX_STICKS]));
        assert!(first_player_wins(&[MAX_STICKS, 1, MAX_STICKS]));
        // Past it: 2^63 ^ (2^63 − 1) = 2^64 − 1.
        assert!(!first_player_wins(&[1 << 63, (1 << 63) - 1, u64::MAX]));
        assert_eq!(winner(true), "first");
        assert_eq!(winner(false), "second");
    }

    #[test]
    fn zero_tests_print_nothing_and_nothing_after_the_last_is_read() {
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        assert_eq!(run_text(solve, "0\n1\n"), (String::new(), None));
        assert_eq!(
            run_text(solve, "1\n2\n3 3\nnot read"),
            ("second\n".to_string(), None)
        );
    }

    #[test]
    fn malformed_input_keeps_earlier_answers() {
        assert_eq!(
            run_text(solve, "2\n1\n9\n"),
            (
                "first\n".to_string(),
                Some(
                    "line 4, column 1: expected a heap count n (1..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n2\n4 0\n"),
            (
                String::new(),
                Some(
                    "line 3, column 3: expected a heap size x_i (1..=2^64-1), found \"0\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n0\n"),
            (
                String::new(),
                Some(
                    "line 2, column 1: expected a heap count n (1..=2^64-1), found \"0\""
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered_in_bounded_memory() {
        // 5000 heaps of 1 (an even count: xor 0), then 5001 (xor 1); far more than one block.
        let text = format!(
            "2\n5000\n{}\n5001\n{}\n",
            "1 ".repeat(5000),
            "1 ".repeat(5001)
        );
        assert_eq!(
            run_text(solve, &text),
            ("second\nfirst\n".to_string(), None)
        );
        // An n of 10^18 fails where the input runs out.
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a heap size x_i (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }
}
