//! POJ 2975 Nim (also ZOJ 3067): normal Nim on n piles; print how many first moves win (moves
//! that leave a position of nim-sum 0), `0` for a losing position. `0` ends the input.
//!
//! O(n) per case; memory: one case's piles, as many as are read (the judge's n ≤ 1000; a larger n
//! is answered, its piles stored only as they come).

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::count_winning_moves;
use std::io::{BufRead, Write};

/// The judge's largest n (its smallest is 1; 0 ends the input): used by the harness's validator,
/// generators and benchmark, not by [`solve`], which answers any n whose piles follow.
pub const MAX_PILES: u64 = 1000;

/// The input: cases until a pile count of 0 or the end, each a pile count n and n pile sizes.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::UntilZero,
    count: "a pile count n, or 0 to end",
    counts: 0..=u64::MAX,
    number: "a pile size",
    numbers: 1..=u64::MAX,
};

/// Solves every case until `0` or the end of the input.
///
/// O(n) per case; memory: one reused buffer of the largest case's piles, grown only as they are
/// read ([`CaseLists::each_list`]).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    CASES.each_list(input, out, |out, _, piles| {
        out.u64(count_winning_moves(piles) as u64)?;
        out.newline()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample() {
        // 7 ^ 11 ^ 13 = 1: every odd pile can drop its low bit, and all three are odd.
        assert_eq!(
            run_text(solve, "3\n7 11 13\n2\n1000000000 1000000000\n0\n"),
            ("3\n0\n".to_string(), None)
        );
    }

    #[test]
    fn terminator_end_of_input_and_what_follows() {
        assert_eq!(run_text(solve, ""), (String::new(), None));
        assert_eq!(run_text(solve, "1\n5\n"), ("1\n".to_string(), None));
        assert_eq!(
            run_text(solve, "2\n4 4\n0\nnot read"),
            ("0\n".to_string(), None)
        );
    }

    #[test]
    fn piles_past_32_bits() {
        // 2^32 ^ 1 ^ 1 = 2^32: only the pile 2^32 has that bit (cut to 32 bits it would be 0).
        assert_eq!(
            run_text(solve, "3\n4294967296 1 1\n"),
            ("1\n".to_string(), None)
        );
        // (2^64-1) ^ 2^63 ^ 1 = 2^63 - 2, top bit 62: only 2^64-1 has it.
        assert_eq!(
            run_text(solve, "3\n18446744073709551615 9223372036854775808 1\n"),
            ("1\n".to_string(), None)
        );
    }

    #[test]
    fn counts_past_the_judges_are_answered() {
        // 999 ones and a 2: nim-sum 1 ^ 2 = 3; only the 2 (bit 1) can move to 2 ^ 3 = 1.
        let text = format!("1000\n{}2\n", "1 ".repeat(999));
        assert_eq!(run_text(solve, &text), ("1\n".to_string(), None));
        // Past the judge's 1000: 1000 ones (xor 0) and a 2: nim-sum 2, only the 2 has bit 1.
        let text = format!("1001\n{}2\n0\n", "1 ".repeat(1000));
        assert_eq!(run_text(solve, &text), ("1\n".to_string(), None));
        // A count of 10^18 with one pile after it fails at the end of the input, at once.
        assert_eq!(
            run_text(solve, "1\n5\n1000000000000000000\n1\n"),
            (
                "1\n".to_string(),
                Some(
                    "line 5, column 1: expected a pile size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn an_empty_pile_is_rejected() {
        assert_eq!(
            run_text(solve, "1\n1\n2\n0 1\n"),
            (
                "1\n".to_string(),
                Some(
                    "line 4, column 1: expected a pile size (1..=2^64-1), found \"0\"".to_string()
                )
            )
        );
    }
}
