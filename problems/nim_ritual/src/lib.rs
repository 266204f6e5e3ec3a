//! HackerEarth "The Nim Game Ritual": t cases of normal Nim; for each, print how many different
//! single moves win for the player to move (moves that leave a position of nim-sum 0), `0` for a
//! losing position.
//!
//! The workspace's largest input (up to 100 cases of 10^6 heaps): the heaps of one case are read
//! into one buffer reused for every case, and each case is answered as soon as it is read.
//!
//! O(n) per case; memory: the largest case's heaps (8 MB at n = 10^6), grown only as they are
//! read, so t and n may exceed the judge's limits.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::count_winning_moves;
use std::io::{BufRead, Write};

/// The judge's largest t (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any t (0: nothing).
pub const MAX_CASES: u64 = 100;

/// The judge's largest n (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any n ≥ 1.
pub const MAX_HEAPS: u64 = 1_000_000;

/// The input: t cases, each a heap count n and n heap sizes.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::Given("a case count t"),
    count: "a heap count n",
    counts: 1..=u64::MAX,
    number: "a heap size",
    numbers: 1..=u64::MAX,
};

/// Solves the t cases the first line announces; nothing after the last case is read.
///
/// O(total heaps); memory: one reused buffer holding the largest case's heaps, grown as they
/// are read ([`CaseLists::each_list`]).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    CASES.each_list(input, out, |out, _, heaps| {
        out.u64(count_winning_moves(heaps) as u64)?;
        out.newline()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn hand_made_sample() {
        // 5 ^ 7 ^ 9 = 11: only 9 -> 2 wins. 4 ^ 4 = 0: losing.
        assert_eq!(
            run_text(solve, "2\n3\n5 7 9\n2\n4 4\n"),
            ("1\n0\n".to_string(), None)
        );
    }

    #[test]
    fn fewer_cases_than_promised() {
        assert_eq!(
            run_text(solve, "3\n3\n5 7 9\n2\n4 4\n"),
            (
                "1\n0\n".to_string(),
                Some(
                    "line 6, column 1: expected a heap count n (1..=2^64-1) for case 3 of 3, \
                     found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, ""),
            (
                String::new(),
                Some(
                    "line 1, column 1: expected a case count t (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn nothing_after_the_last_case_is_read() {
        assert_eq!(
            run_text(solve, "1\n1\n7\nnot read"),
            ("1\n".to_string(), None)
        );
    }

    #[test]
    fn a_case_of_a_million_heaps_then_a_small_one() {
        // 10^6 ones: an even count, nim-sum 0. Then 1 1 1: nim-sum 1, each pile can be emptied.
        let text = format!("2\n1000000\n{}\n3\n1 1 1\n", "1 ".repeat(1_000_000));
        assert_eq!(run_text(solve, &text), ("0\n3\n".to_string(), None));
        // n = 10^6 + 1 (past the judge's 10^6): 10^6 ones and a 2, nim-sum 2: only the 2 can
        // move to 0.
        let text = format!("1\n1000001\n{}2\n", "1 ".repeat(1_000_000));
        assert_eq!(run_text(solve, &text), ("1\n".to_string(), None));
        // An n of 10^18 allocates nothing for itself: it fails where the input runs out.
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n5 6\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a heap size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn more_cases_than_the_judges() {
        // 101 cases (the judge's t is at most 100): 1 1 loses (0 moves); a single 3 has one
        // winning move (take it all).
        let text = format!("101\n{}1\n3\n", "2\n1 1\n1\n3\n".repeat(50));
        let expected = format!("{}1\n", "0\n1\n".repeat(50));
        assert_eq!(run_text(solve, &text), (expected, None));
    }

    #[test]
    fn heaps_past_the_judge_range() {
        // 2^32 ^ 1 ^ 1 = 2^32: only the heap 2^32 has that bit.
        assert_eq!(
            run_text(solve, "1\n3\n4294967296 1 1\n"),
            ("1\n".to_string(), None)
        );
        assert_eq!(
            run_text(solve, "1\n2\n18446744073709551615 18446744073709551615\n"),
            ("0\n".to_string(), None)
        );
    }
}
