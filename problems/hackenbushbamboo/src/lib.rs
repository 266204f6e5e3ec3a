//! Kattis hackenbushbamboo, Hackenbush Bamboo: Green Hackenbush on n stalks of bamboo standing
//! on the ground, of heights h_1 … h_n; a move cuts one edge, and the edges above it fall. Print
//! the value of the game, `*k`.
//!
//! A stalk of h edges is worth `*h` (cutting its i-th edge from the ground leaves a stalk of
//! i − 1: the options are worth 0 … h − 1), and stalks side by side add like Nim heaps, so
//! k = h_1 xor … xor h_n ([`game_core::nim::nim_sum`]). O(n); memory: the n heights.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::nim_sum;
use std::io::{self, BufRead, Write};

/// The judge's largest n (its smallest is 0): used by the harness's validator, generators and
/// benchmark, not by [`solve`], which answers any n whose heights follow.
pub const MAX_STALKS: u64 = 1_000;

/// The judge's largest height (its smallest is 1): used by the harness, not by [`solve`], which
/// answers any height up to 2^64 − 1 (the xor of u64 heights is exact).
pub const MAX_HEIGHT: u64 = 1_000_000_000;

/// The input: one game, a stalk count n (0 allowed: no stalk, worth `*0`) and n heights.
const GAME: CaseLists = CaseLists {
    cases: CaseCount::One("nothing after the heights (the input holds one game)"),
    count: "a stalk count n",
    counts: 0..=u64::MAX,
    number: "a stalk height h_i",
    numbers: 1..=u64::MAX,
};

/// Prints a value `k` the way the judge wants it: `*k` and a newline.
pub fn print_nimber<W: Write>(out: &mut Writer<W>, k: u64) -> io::Result<()> {
    out.byte(b'*')?;
    out.u64(k)?;
    out.newline()
}

/// Solves the input's one game: n, then the n heights; text after them is an error, reported
/// after the answer.
///
/// O(n); memory: one buffer of the n heights, grown only as they are read (a count of 10^18
/// allocates nothing before the input runs out).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    GAME.each_list(input, out, |out, _, heights| {
        print_nimber(out, nim_sum(heights.iter().copied()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_samples() {
        // 2 xor 3 xor 2 xor 1 xor 4 = 6; 3 xor 3 xor 1 xor 2 xor 3 = 0 (the statement's).
        assert_eq!(
            run_text(solve, "5\n2 3 2 1 4\n"),
            ("*6\n".to_string(), None)
        );
        assert_eq!(
            run_text(solve, "5\n3 3 1 2 3\n"),
            ("*0\n".to_string(), None)
        );
    }

    #[test]
    fn no_stalk_is_worth_zero() {
        // n = 0, with or without an empty line for the heights.
        assert_eq!(run_text(solve, "0\n"), ("*0\n".to_string(), None));
        assert_eq!(run_text(solve, "0\n\n"), ("*0\n".to_string(), None));
    }

    #[test]
    fn past_the_statement_is_answered() {
        // Heights past 10^9: 2^64 − 1 alone, and with 2^63 beside it: 2^63 − 1.
        let top = u64::MAX;
        assert_eq!(
            run_text(solve, &format!("1\n{top}\n")),
            (format!("*{top}\n"), None)
        );
        assert_eq!(
            run_text(solve, &format!("2\n{top} {}\n", 1u64 << 63)),
            (format!("*{}\n", (1u64 << 63) - 1), None)
        );
        // 1001 stalks, past the judge's 1000: 1000 stalks of 7 (an even count, worth 0) and a 5.
        let text = format!("1001\n{}5\n", "7 ".repeat(1000));
        assert_eq!(run_text(solve, &text), ("*5\n".to_string(), None));
    }

    #[test]
    fn malformed_input_is_an_error_after_nothing_or_the_answer() {
        assert_eq!(
            run_text(solve, "2\n1 0\n"),
            (
                String::new(),
                Some(
                    "line 2, column 3: expected a stalk height h_i (1..=2^64-1), found \"0\""
                        .to_string()
                )
            )
        );
        let (printed, error) = run_text(solve, "1\n4\n4\n");
        assert_eq!(printed, "*4\n");
        assert_eq!(
            error.unwrap(),
            "line 3, column 1: expected nothing after the heights (the input holds one game), \
             found \"4\""
        );
    }
}
