//! HDU 5795 A Simple Nim: Nim where a move may also split one heap into three non-empty heaps.
//! A move takes any positive number of candies from one heap, or splits one heap into three
//! non-empty heaps; whoever takes the last candy wins. Per case print `First player wins.` or
//! `Second player wins.`.
//!
//! A heap of x is worth [`game_core::splits::split3`]`(x)` (a closed form, O(1)), a position the xor of its heaps:
//! O(N) per case, O(1) memory besides a fixed read buffer.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::splits::split3;
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any T (0: nothing).
pub const MAX_CASES: u64 = 100;

/// The judge's largest N (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any N ≥ 1.
pub const MAX_HEAPS: u64 = 1_000_000;

/// The input: T cases, each a heap count N and N heap sizes S.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::Given("a case count T"),
    count: "a heap count N",
    counts: 1..=u64::MAX,
    number: "a heap size S",
    numbers: 0..=u64::MAX,
};

/// Solves the T cases the first line announces; nothing after the last case is read. T and N
/// may exceed the judge's limits: the heaps are streamed, so they cost only what the input holds
/// (a T or N of 10^18 fails at the end of the input, having allocated nothing for it).
///
/// O(total heaps); memory: one block of at most 4096 heaps ([`CaseLists::fold`]), whatever N is.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    CASES.fold(
        input,
        out,
        0,
        |sum, h| sum ^ split3(h),
        |out, _, sum| {
            out.line(if sum != 0 {
                "First player wins."
            } else {
                "Second player wins."
            })
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    const FIRST: &str = "First player wins.\n";
    const SECOND: &str = "Second player wins.\n";

    #[test]
    fn sample_and_hand_cases() {
        // The sample: 4 4 (4 ^ 4 = 0) loses; 1 2 4 (7 ≠ 0) wins.
        let sample = "2\n2\n4 4\n3\n1 2 4\n";
        assert_eq!(run_text(solve, sample), (format!("{SECOND}{FIRST}"), None));
        // 1 6 7: plain Nim says 1 ^ 6 ^ 7 = 0, but 1 ^ 6 ^ 8 = 15: a win. 7 8: 8 ^ 7 ≠ 0 (Nim:
        // 15, a win either way); 7 7 and 8 8 lose (mirror). 15 16: 16 ^ 15 ≠ 0; 1 14 15: 1 ^ 14
        // ^ 16 ≠ 0 though 1 ^ 14 ^ 15 = 0. 3 4 7: 3 ^ 4 ^ 8 = 15, a win (Nim: 0; Lasker's
        // values 4 ^ 3 ^ 8 = 15 too). 1 2 3: 0 here (3 cannot reach 0 by a split: 1 + 1 + 1 is
        // worth 1), though Lasker's values say 1 ^ 2 ^ 4 = 7.
        let text = "7\n3\n1 6 7\n2\n7 8\n2\n7 7\n2\n8 8\n3\n1 14 15\n3\n3 4 7\n3\n1 2 3\n";
        let expected = [FIRST, FIRST, SECOND, SECOND, FIRST, FIRST, SECOND].concat();
        assert_eq!(run_text(solve, text), (expected, None));
        // 2^64 − 1 and 2^64 − 2: 2^64 ^ (2^64 − 2) ≠ 0; 2^64 − 1 twice loses; 0 is an empty heap.
        let text = "3\n2\n18446744073709551615 18446744073709551614\n\
                    2\n18446744073709551615 18446744073709551615\n1\n0\n";
        assert_eq!(
            run_text(solve, text),
            ([FIRST, SECOND, SECOND].concat(), None)
        );
    }

    #[test]
    fn a_case_longer_than_the_read_buffer() {
        // 4097 heaps of 7 (an odd count: worth 8), then the same count plus one more 7 (even).
        let sevens = |n: usize| "7 ".repeat(n);
        let text = format!("2\n4097\n{}\n4098\n{}\n", sevens(4097), sevens(4098));
        assert_eq!(run_text(solve, &text), ([FIRST, SECOND].concat(), None));
        // A heap of 1 after 4096 heaps of 8 (worth 7 each, an even count): 1, a win.
        let text = format!("1\n4097\n{}1\n", "8 ".repeat(4096));
        assert_eq!(run_text(solve, &text), (FIRST.to_string(), None));
        // 4096 heaps of 8 and then one of 7: 8, a win only if the last heap is read too.
        let text = format!("1\n4097\n{}7\n", "8 ".repeat(4096));
        assert_eq!(run_text(solve, &text), (FIRST.to_string(), None));
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 101 cases (the judge's T is at most 100): odd cases one heap of 5 (take it all: a
        // win), even cases 3 3 (the second player mirrors: a loss).
        let text = format!("101\n{}1\n5\n", "1\n5\n2\n3 3\n".repeat(50));
        let expected = format!("{}{FIRST}", [FIRST, SECOND].concat().repeat(50));
        assert_eq!(run_text(solve, &text), (expected, None));
        // N = 10^6 + 1 heaps of 1 (the judge's N is at most 10^6): an odd count of heaps worth 1,
        // xor 1: a win. The judge's largest counts are answered too: 100 cases, 10^6 heaps of 5
        // (an even count: a loss).
        let text = format!("1\n1000001\n{}", "1 ".repeat(1_000_001));
        assert_eq!(run_text(solve, &text), (FIRST.to_string(), None));
        let text = format!("100\n{}", "1\n1\n".repeat(100));
        assert_eq!(run_text(solve, &text), (FIRST.repeat(100), None));
        let text = format!("1\n1000000\n{}", "5 ".repeat(1_000_000));
        assert_eq!(run_text(solve, &text), (SECOND.to_string(), None));
    }

    #[test]
    fn a_count_promising_more_than_follows_fails_at_the_end() {
        // T = 10^18 and N = 10^18 allocate nothing: each fails where the input ends.
        assert_eq!(
            run_text(solve, "1000000000000000000\n1\n1\n"),
            (
                FIRST.to_string(),
                Some(
                    "line 4, column 1: expected a heap count N (1..=2^64-1) for case 2 of \
                     1000000000000000000, found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a heap size S (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "2\n1\n1\n"),
            (
                FIRST.to_string(),
                Some(
                    "line 4, column 1: expected a heap count N (1..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        // T = 0: no cases, nothing to answer (below the statement's 1, answered all the same).
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
    }
}
