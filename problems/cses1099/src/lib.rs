//! CSES 1099 Stair Game: t tests of staircase Nim (a move carries any positive number of balls
//! from stair k ≥ 2 down to stair k − 1); print `first` if the player to move wins, else
//! `second`.
//!
//! O(total stairs); memory: one block of at most 4096 stairs ([`CaseLists::fold`]), whatever t
//! and n are: the even stairs' balls are xored as they are read. The `MAX_*` constants are the
//! judge's limits, which the harness's validator, generators and benchmark hold to.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest t (its smallest is 1).
pub const MAX_TESTS: u64 = 200_000;

/// The judge's largest n, the stairs of one test (its smallest is 1).
pub const MAX_STAIRS: u64 = 200_000;

/// The judge's bound on the sum of n over one input.
pub const MAX_TOTAL_STAIRS: u64 = 200_000;

/// The judge's most balls on one stair (its fewest is 0).
pub const MAX_BALLS: u64 = 1_000_000_000;

/// The input: t tests, each a stair count n and the n stairs' ball counts. [`solve`] answers
/// past the judge's limits: any t, n ≥ 1 and count.
const TESTS: CaseLists = CaseLists {
    cases: CaseCount::Given("a test count t"),
    count: "a stair count n",
    counts: 1..=u64::MAX,
    number: "a ball count p_i",
    numbers: 0..=u64::MAX,
};

/// The nim-sum of a staircase: the xor of the balls on the even stairs 2, 4, 6, … (`balls[0]`
/// is stair 1).
///
/// ```
/// // The published sample: stair 2 holds 2, then 1 ^ 1 = 0, then 3.
/// assert_eq!(cses1099::even_stairs_xor(&[0, 2, 1]), 2);
/// assert_eq!(cses1099::even_stairs_xor(&[1, 1, 1, 1]), 0);
/// assert_eq!(cses1099::even_stairs_xor(&[5, 3]), 3);
/// ```
///
/// O(stairs).
pub fn even_stairs_xor(balls: &[u64]) -> u64 {
    balls.iter().skip(1).step_by(2).fold(0, |x, &b| x ^ b)
}

/// Whether the player to move wins: iff [`even_stairs_xor`] is not 0.
pub fn first_player_wins(balls: &[u64]) -> bool {
    even_stairs_xor(balls) != 0
}

/// Solves the t tests the first number announces, each as it is read ([`CaseLists::fold`]);
/// nothing after the last test is read. O(total stairs); memory: one block of stairs.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    // (whether the next stair is even, the xor so far); stair 1 is odd.
    let step = |(even, x): (bool, u64), p: u64| (!even, if even { x ^ p } else { x });
    TESTS.fold(input, out, (false, 0), step, |out, _, (_, x)| {
        out.line(if x != 0 { "first" } else { "second" })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_published_sample() {
        assert_eq!(
            run_text(solve, "3\n3\n0 2 1\n4\n1 1 1 1\n2\n5 3\n"),
            ("first\nsecond\nfirst\n".to_string(), None)
        );
    }

    #[test]
    fn hand_derived_positions() {
        // No move at all: the second player wins.
        assert!(!first_player_wins(&[7]));
        assert!(!first_player_wins(&[0, 0, 0]));
        // Balls on stair 3 only: the even stairs hold none, a loss (whatever is carried to
        // stair 2, the opponent carries on to stair 1).
        assert!(!first_player_wins(&[0, 0, 5]));
        assert!(first_player_wins(&[0, 1]));
        assert!(!first_player_wins(&[9, 4, 9, 4]));
        assert!(first_player_wins(&[0, 4, 0, 5]));
        assert!(!first_player_wins(&[0, MAX_BALLS, 0, MAX_BALLS]));
        assert!(first_player_wins(&[0, u64::MAX]));
        assert_eq!(even_stairs_xor(&[]), 0);
        assert_eq!(even_stairs_xor(&[1, 2, 4, 8, 16, 32]), 2 ^ 8 ^ 32);
    }

    #[test]
    fn zero_tests_and_nothing_after_the_last_is_read() {
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        assert_eq!(
            run_text(solve, "1\n2\n4 4\nnot read"),
            ("first\n".to_string(), None)
        );
    }

    #[test]
    fn malformed_input_keeps_earlier_answers() {
        assert_eq!(
            run_text(solve, "2\n1\n9\n"),
            (
                "second\n".to_string(),
                Some(
                    "line 4, column 1: expected a stair count n (1..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n2\n4 -1\n"),
            (
                String::new(),
                Some(
                    "line 3, column 3: expected a ball count p_i (0..=2^64-1), found \"-1\""
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered_in_bounded_memory() {
        // 10000 stairs of 1 ball: 5000 even stairs, xor 0; 10002: 5001, xor 1. Each stair count
        // spans several blocks, and the parity carries across them.
        let text = format!(
            "2\n10000\n{}\n10002\n{}\n",
            "1 ".repeat(10000),
            "1 ".repeat(10002)
        );
        assert_eq!(
            run_text(solve, &text),
            ("second\nfirst\n".to_string(), None)
        );
        // 4097 stairs, the last (odd-numbered: 4097) past the first block: only stair 4096
        // (even) counts.
        let mut balls = vec![0u64; 4097];
        balls[4095] = 6;
        balls[4096] = 6;
        let row: Vec<String> = balls.iter().map(u64::to_string).collect();
        let text = format!("1\n4097\n{}\n", row.join(" "));
        assert_eq!(run_text(solve, &text), ("first\n".to_string(), None));
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a ball count p_i (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }
}
