//! HDU 3537 Daizhenyang's Coin: Mock Turtles. A row of coins numbered from 0, the listed ones
//! heads; a move turns one, two or three coins, the rightmost from heads to tails. Per case print
//! `Yes` if the player to move (Daizhenyang) loses, else `No`. Cases run to the end of the input.
//!
//! A head at `x` is worth [`game_core::coins::mock_turtle`]`(x)`, a row the xor over its
//! distinct heads ([`game_core::coins::row_value`]): O(n log n) per case, memory one case's
//! positions as read (any n: the buffer grows with the positions actually there).

#![warn(missing_docs)]

use game_core::coins::{mock_turtle, row_value};
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest n, the number of positions a case lists (its smallest is 0): the
/// generators' and validators' bound, not a refusal (the program answers any n).
pub const MAX_LISTED: u64 = 100;

/// Solves every case until the end of the input.
///
/// Any n is answered: the positions are pushed as they are read, so a count of 10^18 fails at
/// the end of the input having allocated only for what was there. O(n log n) per case;
/// memory: one reused buffer of the largest case's positions.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut heads: Vec<u64> = Vec::new();
    while let Some(n) = input.u64_or_end("a count of head-up coins n", 0..=u64::MAX)? {
        heads.clear();
        input.u64s_into(&mut heads, n, "a coin position", 0..=u64::MAX)?;
        let lost = row_value(&mut heads, mock_turtle) == 0;
        out.line(if lost { "Yes" } else { "No" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample_and_hand_cases() {
        // No heads: lost. Coin 0 alone: worth 1, won. Coins 0..3: 1 ^ 2 ^ 4 ^ 7 = 0, lost.
        assert_eq!(
            run_text(solve, "0\n1\n0\n4\n0 1 2 3\n"),
            ("Yes\nNo\nYes\n".to_string(), None)
        );
        // Coins 1, 2, 3: 2 ^ 4 ^ 7 = 1, won. Coins 4, 5, 0, 1: 8 ^ 11 ^ 1 ^ 2 = 0, lost.
        assert_eq!(
            run_text(solve, "3\n1 2 3\n4 4 5 0 1\n"),
            ("No\nYes\n".to_string(), None)
        );
    }

    #[test]
    fn a_repeated_position_is_one_head() {
        // One head at 5 (worth 11), named twice: won, not the empty row.
        assert_eq!(run_text(solve, "2\n5 5\n"), ("No\n".to_string(), None));
        // 0 1 2 3 lose; naming 2 again changes nothing.
        assert_eq!(
            run_text(solve, "5\n2 0 1 2 3\n3\n0 0 0\n"),
            ("Yes\nNo\n".to_string(), None)
        );
    }

    #[test]
    fn positions_past_the_judges_range() {
        // A lone head is never lost: 2^63 is worth 2^64, 2^64 − 1 (named twice) 2^65 − 1, and
        // 99999999 (named three times) 199999998 or 199999999.
        let text = "1\n9223372036854775808\n2\n18446744073709551615 18446744073709551615\n\
                    3\n99999999 99999999 99999999\n";
        assert_eq!(run_text(solve, text), ("No\nNo\nNo\n".to_string(), None));
        // Coins 2^64 − 1 (64 ones) and 2^64 − 2 (63 ones) are worth 2^65 − 1 and 2^65 − 4, whose
        // xor is 3; with coin 1 (worth 2) and coin 0 (worth 1) the row is lost.
        let text = "4\n18446744073709551615 18446744073709551614 1 0\n";
        assert_eq!(run_text(solve, text), ("Yes\n".to_string(), None));
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 101 positions, coin 7 each time: one head, worth 14: No. 150 positions, coins 0..=3
        // and their repeats: heads 0 to 3, worth 1 ^ 2 ^ 4 ^ 7 = 0: Yes.
        let sevens = "7 ".repeat(101);
        let four = "0 1 2 3 ".repeat(37);
        assert_eq!(
            run_text(solve, &format!("101\n{sevens}\n150\n{four}0 1\n")),
            ("No\nYes\n".to_string(), None)
        );
        // A count promising more than follows fails at the end of the input, the complete
        // cases answered; 10^18 as well, having allocated only for the positions there.
        assert_eq!(
            run_text(solve, "1\n3\n2\n4\n"),
            (
                "No\n".to_string(),
                Some(
                    "line 5, column 1: expected a coin position (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "0\n1000000000000000000\n1 2 3\n"),
            (
                "Yes\n".to_string(),
                Some(
                    "line 4, column 1: expected a coin position (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "18446744073709551616\n").1.unwrap(),
            "line 1, column 1: expected a count of head-up coins n (0..=2^64-1), \
             found \"18446744073709551616\""
        );
    }

    #[test]
    fn the_end_of_the_input_ends_the_cases() {
        assert_eq!(run_text(solve, ""), (String::new(), None));
        assert_eq!(run_text(solve, "\r\n\t \n"), (String::new(), None));
        assert_eq!(run_text(solve, "0"), ("Yes\n".to_string(), None));
    }
}
