//! HDU 3032 Nim or not Nim?: Lasker's Nim. A move takes any positive number of objects from one
//! heap, or splits one heap into two non-empty heaps; whoever takes the last object wins. Per case
//! print `Alice` if the first player (Alice) wins, else `Bob`.
//!
//! A heap of x is worth [`game_core::splits::lasker`]`(x)` (a closed form, O(1)), a position the xor of its heaps:
//! O(N) per case, O(1) memory besides a fixed read buffer.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::splits::lasker;
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
        |sum, h| sum ^ lasker(h),
        |out, _, sum| out.line(if sum != 0 { "Alice" } else { "Bob" }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample_and_hand_cases() {
        // 2 2 3: 2 ^ 2 ^ 4 = 4, Alice. 3 3: 4 ^ 4 = 0, Bob.
        assert_eq!(
            run_text(solve, "2\n3\n2 2 3\n2\n3 3\n"),
            ("Alice\nBob\n".to_string(), None)
        );
        // 3 4 7: plain Nim says 3 ^ 4 ^ 7 = 0, but 4 ^ 3 ^ 8 = 15: Alice.
        // 2^64 − 1 and 2^64 − 4: 2^64 ^ (2^64 − 5) ≠ 0: Alice; 2^64 − 1 twice: Bob.
        let text = "3\n3\n3 4 7\n2\n18446744073709551615 18446744073709551612\n\
                    2\n18446744073709551615 18446744073709551615\n";
        assert_eq!(
            run_text(solve, text),
            ("Alice\nAlice\nBob\n".to_string(), None)
        );
    }

    #[test]
    fn a_case_longer_than_the_read_buffer() {
        // 4097 heaps of 3 (an odd count: worth 4), then the same count plus one more 3 (even).
        let threes = |n: usize| "3 ".repeat(n);
        let text = format!("2\n4097\n{}\n4098\n{}\n", threes(4097), threes(4098));
        assert_eq!(run_text(solve, &text), ("Alice\nBob\n".to_string(), None));
        // A heap of 1 after 4096 heaps of 4 (worth 3 each, an even count): 1, Alice.
        let text = format!("1\n4097\n{}1\n", "4 ".repeat(4096));
        assert_eq!(run_text(solve, &text), ("Alice\n".to_string(), None));
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 101 cases (the judge's T is at most 100): odd cases one heap of 5 (take it all:
        // Alice), even cases 3 3 (the second player mirrors: Bob).
        let text = format!("101\n{}1\n5\n", "1\n5\n2\n3 3\n".repeat(50));
        let expected = format!("{}Alice\n", "Alice\nBob\n".repeat(50));
        assert_eq!(run_text(solve, &text), (expected, None));
        // N = 10^6 + 1 heaps of 1 (the judge's N is at most 10^6): an odd count of heaps worth 1,
        // xor 1: Alice.
        let text = format!("1\n1000001\n{}", "1 ".repeat(1_000_001));
        assert_eq!(run_text(solve, &text), ("Alice\n".to_string(), None));
    }

    #[test]
    fn a_count_promising_more_than_follows_fails_at_the_end() {
        // T = 10^18 and N = 10^18 allocate nothing: each fails where the input ends.
        assert_eq!(
            run_text(solve, "1000000000000000000\n1\n1\n"),
            (
                "Alice\n".to_string(),
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
                "Alice\n".to_string(),
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
