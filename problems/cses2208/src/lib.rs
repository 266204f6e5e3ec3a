//! CSES 2208 Another Game: t tests; a move takes one coin from each heap of any non-empty set
//! of non-empty heaps; print `first` if the player to move wins, else `second`.
//!
//! O(total heaps); memory: one block of at most 4096 heaps ([`CaseLists::fold`]), whatever t
//! and n are: only whether some heap is odd is kept. The `MAX_*` constants are the judge's
//! limits, which the harness's validator, generators and benchmark hold to.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest t (its smallest is 1).
pub const MAX_TESTS: u64 = 200_000;

/// The judge's largest n, the heaps of one test (its smallest is 1).
pub const MAX_HEAPS: u64 = 200_000;

/// The judge's bound on the sum of n over one input.
pub const MAX_TOTAL_HEAPS: u64 = 200_000;

/// The judge's largest heap x_i (its smallest is 1).
pub const MAX_COINS: u64 = 1_000_000_000;

/// The input: t tests, each a heap count n and n heap sizes. [`solve`] answers past the judge's
/// limits: any t, n ≥ 1 and heap ≥ 1.
const TESTS: CaseLists = CaseLists {
    cases: CaseCount::Given("a test count t"),
    count: "a heap count n",
    counts: 1..=u64::MAX,
    number: "a heap size x_i",
    numbers: 1..=u64::MAX,
};

/// Whether the player to move wins with these heaps: iff some heap holds an odd number of coins.
///
/// ```
/// // The published sample: 1 2 3 and 5 5 4 5 have odd heaps; 2 2 has none.
/// assert!(cses2208::first_player_wins(&[1, 2, 3]));
/// assert!(!cses2208::first_player_wins(&[2, 2]));
/// assert!(cses2208::first_player_wins(&[5, 5, 4, 5]));
/// ```
///
/// O(heaps).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    heaps.iter().any(|&h| h % 2 == 1)
}

/// Solves the t tests the first number announces, each as it is read ([`CaseLists::fold`]);
/// nothing after the last test is read. O(total heaps); memory: one block of heaps.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let odd = |odd: bool, h: u64| odd || h % 2 == 1;
    TESTS.fold(input, out, false, odd, |out, _, odd| {
        out.line(if odd { "first" } else { "second" })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_published_sample() {
        assert_eq!(
            run_text(solve, "3\n3\n1 2 3\n2\n2 2\n4\n5 5 4 5\n"),
            ("first\nsecond\nfirst\n".to_string(), None)
        );
    }

    #[test]
    fn hand_derived_positions() {
        assert!(first_player_wins(&[1]));
        assert!(!first_player_wins(&[2]));
        // Two odd heaps (an even sum, a zero xor) still win: take one from each.
        assert!(first_player_wins(&[3, 3]));
        assert!(first_player_wins(&[1, 1, 2, 2]));
        assert!(!first_player_wins(&[2, 4, 6, 8]));
        assert!(!first_player_wins(&[MAX_COINS, MAX_COINS]));
        assert!(first_player_wins(&[MAX_COINS, MAX_COINS - 1]));
        assert!(first_player_wins(&[u64::MAX]));
        assert!(!first_player_wins(&[u64::MAX - 1]));
    }

    #[test]
    fn zero_tests_and_nothing_after_the_last_is_read() {
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        assert_eq!(
            run_text(solve, "1\n2\n4 4\nnot read"),
            ("second\n".to_string(), None)
        );
    }

    #[test]
    fn an_odd_heap_does_not_stop_the_reading_of_its_test() {
        // The 1 decides the first test, but its other heaps are still read: the second test
        // starts where it should.
        assert_eq!(
            run_text(solve, "2\n3\n1 2 2\n1\n2\n"),
            ("first\nsecond\n".to_string(), None)
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
    }

    #[test]
    fn counts_past_the_statement_are_answered_in_bounded_memory() {
        let text = format!(
            "2\n5001\n{}\n5001\n{}3\n",
            "2 ".repeat(5001),
            "2 ".repeat(5000)
        );
        assert_eq!(
            run_text(solve, &text),
            ("second\nfirst\n".to_string(), None)
        );
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
