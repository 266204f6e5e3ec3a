//! CSES 1098 Nim Game II: t tests of Nim where a move takes 1, 2 or 3 sticks from one heap;
//! print `first` if the player to move wins, else `second`.
//!
//! O(total heaps); memory: one block of at most 4096 heaps ([`CaseLists::fold`]), whatever t
//! and n are: each heap's Grundy value, x mod 4, is xored in as it is read. The `MAX_*`
//! constants are the judge's limits, which the harness's validator, generators and benchmark
//! hold to.

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
pub const MAX_STICKS: u64 = 1_000_000_000;

/// The input: t tests, each a heap count n and n heap sizes. [`solve`] answers past the judge's
/// limits: any t, n ≥ 1 and heap ≥ 1.
const TESTS: CaseLists = CaseLists {
    cases: CaseCount::Given("a test count t"),
    count: "a heap count n",
    counts: 1..=u64::MAX,
    number: "a heap size x_i",
    numbers: 1..=u64::MAX,
};

/// The most sticks one move takes.
pub const MAX_TAKE: u64 = 3;

/// The Grundy value of one heap of `x` sticks when a move takes 1, 2 or 3 of them: `x mod 4`.
///
/// ```
/// assert_eq!(cses1098::grundy(4), 0);
/// assert_eq!(cses1098::grundy(7), 3);
/// assert_eq!(cses1098::grundy(u64::MAX), 3);
/// ```
///
/// O(1).
pub fn grundy(x: u64) -> u64 {
    x % (MAX_TAKE + 1)
}

/// Whether the player to move wins with these heaps: iff the xor of their Grundy values is not
/// 0 (the Sprague–Grundy theorem).
///
/// ```
/// // The published sample: residues 1 3 2 1 and 0 1 win; 0 0 0 loses.
/// assert!(cses1098::first_player_wins(&[5, 7, 2, 5]));
/// assert!(cses1098::first_player_wins(&[4, 1]));
/// assert!(!cses1098::first_player_wins(&[4, 4, 4]));
/// ```
///
/// O(heaps).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ grundy(h)) != 0
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
        |x, h| x ^ grundy(h),
        |out, _, x| out.line(if x != 0 { "first" } else { "second" }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use game_core::mex::mex;

    #[test]
    fn the_published_sample() {
        assert_eq!(
            run_text(solve, "3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n"),
            ("first\nfirst\nsecond\n".to_string(), None)
        );
    }

    #[test]
    fn grundy_values_follow_the_mex_of_the_three_before() {
        // g(x) = mex{g(x − 1), g(x − 2), g(x − 3)} over the moves that exist, from g(0) = 0.
        let mut g = vec![0u64];
        for x in 1..200u64 {
            let options = (1..=MAX_TAKE.min(x)).map(|k| g[(x - k) as usize] as usize);
            let mex = mex(options) as u64;
            assert_eq!(grundy(x), mex, "x = {x}");
            g.push(mex);
        }
        assert_eq!(grundy(MAX_STICKS), 0);
        assert_eq!(grundy(MAX_STICKS - 1), 3);
    }

    #[test]
    fn hand_derived_positions() {
        // One heap: a loss iff a multiple of 4.
        assert!(first_player_wins(&[1]));
        assert!(first_player_wins(&[3]));
        assert!(!first_player_wins(&[4]));
        assert!(!first_player_wins(&[8]));
        // 5 and 9 are both 1 mod 4: a loss, though 5 ^ 9 = 12 (plain Nim would win).
        assert!(!first_player_wins(&[5, 9]));
        // 1 ^ 2 ^ 3 = 0.
        assert!(!first_player_wins(&[1, 2, 3]));
        assert!(!first_player_wins(&[5, 6, 7]));
        // 10^9 is 0 mod 4; 999999999 is 3 mod 4.
        assert!(!first_player_wins(&[MAX_STICKS]));
        assert!(first_player_wins(&[MAX_STICKS - 1]));
        assert!(!first_player_wins(&[u64::MAX, 3]));
    }

    #[test]
    fn zero_tests_and_nothing_after_the_last_is_read() {
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        assert_eq!(
            run_text(solve, "1\n2\n5 9\nnot read"),
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
    }

    #[test]
    fn counts_past_the_statement_are_answered_in_bounded_memory() {
        // 5000 heaps of 5 (residue 1, an even count: xor 0), then 5001 of them (xor 1).
        let text = format!(
            "2\n5000\n{}\n5001\n{}\n",
            "5 ".repeat(5000),
            "5 ".repeat(5001)
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
