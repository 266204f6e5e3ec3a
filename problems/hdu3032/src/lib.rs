//! HDU 3032 Nim or not Nim?: Lasker's Nim. A move takes any positive number of objects from one
//! heap, or splits one heap into two non-empty heaps; whoever takes the last object wins. Per case
//! print `Alice` if the first player (Alice) wins, else `Bob`.
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

/// The Sprague–Grundy value of one heap of `heap` objects in Lasker's Nim:
/// `x` for x ≡ 1, 2 (mod 4), `x + 1` for x ≡ 3, `x − 1` for x ≡ 0 (x > 0), and 0 for x = 0.
///
/// A `u128`, since `grundy(2^64 − 1) = 2^64`. O(1).
///
/// ```
/// // By hand: g(3) = mex{g(0), g(1), g(2), g(1) ^ g(2)} = mex{0, 1, 2, 3} = 4.
/// assert_eq!(hdu3032::grundy(3), 4);
/// assert_eq!(hdu3032::grundy(4), 3);
/// assert_eq!(hdu3032::grundy(u64::MAX), 1 << 64);
/// ```
pub fn grundy(heap: u64) -> u128 {
    let x = u128::from(heap);
    match heap % 4 {
        3 => x + 1,
        // x − 1 for x = 4, 8, …; the empty heap (x = 0) is worth 0.
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
        out.line(if sum != 0 { "Alice" } else { "Bob" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use game_core::sg::table;

    #[test]
    fn closed_form_is_the_table_built_from_the_rules() {
        // A heap of n: take to any smaller heap, or split into a and n − a (1 ≤ a ≤ n / 2).
        let g = table(2000, |n, o| {
            for left in 0..n {
                o.leave(&[left]);
            }
            for a in 1..=n / 2 {
                o.leave(&[a, n - a]);
            }
        });
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(grundy(x as u64), u128::from(v), "heap {x}");
        }
    }

    #[test]
    fn values_at_the_top_of_u64() {
        // 2^64 − 1 ≡ 3, 2^64 − 2 ≡ 2, 2^64 − 4 ≡ 0, 2^64 − 3 ≡ 1 (mod 4).
        let top = u128::from(u64::MAX);
        assert_eq!(grundy(u64::MAX), top + 1);
        assert_eq!(grundy(u64::MAX - 1), top - 1);
        assert_eq!(grundy(u64::MAX - 2), top - 2);
        assert_eq!(grundy(u64::MAX - 3), top - 4);
        // The judge's largest heap, 2^31 − 1 ≡ 3: worth 2^31, past i32.
        assert_eq!(grundy((1 << 31) - 1), 1 << 31);
    }

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
                "Alice\n".to_string(),
                Some(
                    "line 4, column 1: expected a heap count N (1..=1000000) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
    }
}
