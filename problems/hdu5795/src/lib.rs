//! HDU 5795 A Simple Nim: Nim where a move may also split one heap into three non-empty heaps.
//! A move takes any positive number of candies from one heap, or splits one heap into three
//! non-empty heaps; whoever takes the last candy wins. Per case print `First player wins.` or
//! `Second player wins.`.
//!
//! A heap of x is worth [`grundy`]`(x)` (a closed form, O(1)), a position the xor of its heaps:
//! O(N) per case, O(1) memory besides a fixed read buffer.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1).
pub const MAX_CASES: u64 = 100;

/// The judge's largest N (its smallest is 1).
pub const MAX_HEAPS: u64 = 1_000_000;

/// Heaps read per bulk read: the buffer is this size whatever N says.
const CHUNK: u64 = 4096;

/// The Sprague–Grundy value of one heap of `heap` candies: `x + 1` for x ≡ 7 (mod 8), `x − 1`
/// for x ≡ 0 (mod 8, x > 0), else `x` (0 for the empty heap). Proven in the crate's README.
///
/// Width: `grundy(x) ≤ x + 1`, so at the judge (heaps ≤ 10^9) the values are at most 10^9 (the
/// largest, from 10^9 − 1 ≡ 7; 10^9 ≡ 0 is worth 10^9 − 1), below 2^30: a `u32` would hold them
/// and their xor. A `u64` holds the value of every heap below 2^64 − 1; but this crate answers
/// every `u64` heap, and `grundy(2^64 − 1) = 2^64` needs 65 bits: hence a `u128` (xoring two
/// words per heap costs nothing next to reading its digits). O(1).
///
/// ```
/// // By hand: g(7) = mex{g(0), …, g(6), g(1) ^ g(2) ^ g(4), …} = mex{0, …, 6, 7, …} = 8.
/// assert_eq!(hdu5795::grundy(7), 8);
/// assert_eq!(hdu5795::grundy(8), 7);
/// assert_eq!(hdu5795::grundy(6), 6);
/// assert_eq!(hdu5795::grundy(u64::MAX), 1 << 64);
/// ```
pub fn grundy(heap: u64) -> u128 {
    let x = u128::from(heap);
    match heap % 8 {
        7 => x + 1,
        // x − 1 for x = 8, 16, …; the empty heap (x = 0) is worth 0.
        0 => x.saturating_sub(1),
        _ => x,
    }
}

/// Solves the T cases the first line announces; nothing after the last case is read.
///
/// O(total heaps); memory: a buffer of at most 4096 heaps, whatever N is.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let t = input.u64("a case count T", 1..=MAX_CASES)?;
    let mut heaps: Vec<u64> = Vec::new();
    for case in 1..=t {
        let n = input.u64_for_case("a heap count N", 1..=MAX_HEAPS, case, t)?;
        let mut sum = 0;
        let mut left = n;
        while left > 0 {
            let read = left.min(CHUNK);
            heaps.clear();
            input.u64s_into(&mut heaps, read, "a heap size S", 0..=u64::MAX)?;
            sum = heaps.iter().fold(sum, |sum, &h| sum ^ grundy(h));
            left -= read;
        }
        out.line(if sum != 0 {
            "First player wins."
        } else {
            "Second player wins."
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use game_core::sg::table;

    const FIRST: &str = "First player wins.\n";
    const SECOND: &str = "Second player wins.\n";

    #[test]
    fn closed_form_is_the_table_built_from_the_rules() {
        // A heap of n: take to any smaller heap, or split into a ≤ b ≤ c, all at least 1.
        let g = table(500, |n, o| {
            for left in 0..n {
                o.leave(&[left]);
            }
            for a in 1..=n / 3 {
                for b in a..=(n - a) / 2 {
                    o.leave(&[a, b, n - a - b]);
                }
            }
        });
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(grundy(x as u64), u128::from(v), "heap {x}");
        }
    }

    #[test]
    fn values_at_the_top_of_u64_and_of_the_judge() {
        // 2^64 − 1 ≡ 7, 2^64 − 2 ≡ 6, 2^64 − 8 ≡ 0, 2^64 − 9 ≡ 7 (mod 8).
        let top = u128::from(u64::MAX);
        assert_eq!(grundy(u64::MAX), top + 1);
        assert_eq!(grundy(u64::MAX - 1), top - 1);
        assert_eq!(grundy(u64::MAX - 7), top - 8);
        assert_eq!(grundy(u64::MAX - 8), top - 7);
        // The judge's largest heap, 10^9 ≡ 0 (mod 8), and 10^9 − 1 ≡ 7: the judge's largest
        // value is 10^9 < 2^30.
        assert_eq!(grundy(1_000_000_000), 999_999_999);
        assert_eq!(grundy(999_999_999), 1_000_000_000);
        assert_eq!(grundy(0), 0);
    }

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
    fn counts_are_the_judges() {
        assert_eq!(
            run_text(solve, "1\n1000001\n"),
            (
                String::new(),
                Some(
                    "line 2, column 1: expected a heap count N (1..=1000000), found \"1000001\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "101\n"),
            (
                String::new(),
                Some(
                    "line 1, column 1: expected a case count T (1..=100), found \"101\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "2\n1\n1\n"),
            (
                FIRST.to_string(),
                Some(
                    "line 4, column 1: expected a heap count N (1..=1000000) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        // The largest counts are accepted: T = 100 cases of one heap, and N = 10^6 heaps.
        let text = format!("100\n{}", "1\n1\n".repeat(100));
        assert_eq!(run_text(solve, &text), (FIRST.repeat(100), None));
        let text = format!("1\n1000000\n{}", "5 ".repeat(1_000_000));
        assert_eq!(run_text(solve, &text), (SECOND.to_string(), None));
    }
}
