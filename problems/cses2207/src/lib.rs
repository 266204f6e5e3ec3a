//! CSES 2207 Grundy's Game: t tests, each one heap of n coins; a move splits one heap into two
//! non-empty heaps of different sizes, and the player who cannot move loses. Print `first` if
//! the player to move wins, else `second`.
//!
//! The heap loses iff n is one of the 42 heaps up to 10^6 whose Grundy value is 0
//! ([`LOSING_HEAPS`], each value computed from the rules for every n ≤ 10^6; README). O(log 42)
//! a test, O(1) memory: the tests are streamed.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest t (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any t (0: nothing).
pub const MAX_TESTS: u64 = 100_000;

/// The judge's largest n, and the largest heap this program answers: every heap up to it has its
/// Grundy value computed from the rules by the harness's test
/// `every_heap_up_to_a_million_loses_iff_listed` (README), none past it, so a larger heap is an
/// error.
pub const MAX_COINS: u64 = 1_000_000;

/// Every heap n ≤ [`MAX_COINS`] whose Grundy value is 0 (the player to move loses), increasing:
/// 0 (no coin), 1 and 2 (no split into unequal heaps), and 39 more, the last 1222.
pub const LOSING_HEAPS: [u32; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
    359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932,
    1222,
];

/// Whether the player to move wins from one heap of `coins`, for `coins` ≤ [`MAX_COINS`] (the
/// heaps proven; past them the answer is that of the list, which is not proven there).
///
/// ```
/// // The published sample: 6 and 8 win, 7 loses (7 splits into 1 + 6, 2 + 5 or 3 + 4, and each
/// // leaves the opponent a winning position).
/// assert!(cses2207::first_player_wins(6));
/// assert!(!cses2207::first_player_wins(7));
/// assert!(cses2207::first_player_wins(8));
/// ```
///
/// O(log 42).
pub fn first_player_wins(coins: u64) -> bool {
    u32::try_from(coins).map_or(true, |c| LOSING_HEAPS.binary_search(&c).is_err())
}

/// Solves the t tests the first number announces; nothing after the last test is read.
///
/// t may be past the judge's [`MAX_TESTS`] (streamed) and 0; a heap may be 0 (no move:
/// `second`); a heap past [`MAX_COINS`] is an error (not proven), reported after the answers of
/// the tests before it.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    input.for_each_case(
        "a test count t",
        "a heap n, up to what this program has proven",
        0..=MAX_COINS,
        |_, _, n| {
            // One write per answer, its newline included, of a constant length (a fixed copy).
            if first_player_wins(n) {
                out.bytes(b"first\n")?;
            } else {
                out.bytes(b"second\n")?;
            }
            Ok(())
        },
    )
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
    fn the_published_sample() {
        assert_eq!(answer("3\n6\n7\n8\n"), "first\nsecond\nfirst\n");
    }

    /// By hand: 3 → 1 + 2, both dead, so 3 wins; 4 → only 1 + 3 (2 + 2 is equal), and the 3
    /// wins for the opponent, so 4 loses; 5 → 1 + 4 (the 4 loses for the opponent) wins.
    #[test]
    fn hand_derived_heaps() {
        assert!(!first_player_wins(0));
        assert!(!first_player_wins(1));
        assert!(!first_player_wins(2));
        assert!(first_player_wins(3));
        assert!(!first_player_wins(4));
        assert!(first_player_wins(5));
        assert!(!first_player_wins(1222));
        assert!(first_player_wins(1221));
        assert!(first_player_wins(1223));
        assert!(first_player_wins(MAX_COINS));
        assert!(first_player_wins(u64::MAX));
    }

    #[test]
    fn the_list_is_increasing() {
        assert!(LOSING_HEAPS.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn zero_tests_heap_zero_and_nothing_after_the_last_test_is_read() {
        assert_eq!(answer("0\n"), "");
        assert_eq!(answer("2\n0\n1000000\nnot read"), "second\nfirst\n");
    }

    #[test]
    fn malformed_input_keeps_earlier_answers() {
        assert_eq!(
            answer("2\n4\n1000001\n"),
            "second\nerror: line 3, column 1: expected a heap n, up to what this program has proven (0..=1000000), found \"1000001\""
        );
        assert_eq!(
            answer("2\n5\n"),
            "first\nerror: line 3, column 1: expected a heap n, up to what this program has proven (0..=1000000) for case 2 of 2, found end of input"
        );
        assert_eq!(
            answer("1\n-3\n"),
            "error: line 2, column 1: expected a heap n, up to what this program has proven (0..=1000000), found \"-3\""
        );
    }
}
