//! HDU 1850 Being a Good Boy in Spring Festival: normal Nim on M piles of cards; print how many
//! different first moves win (moves that leave a position of nim-sum 0), `0` if none. `0` ends
//! the input.
//!
//! The judge promises 1 < M ≤ 100. A single pile (M = 1) is still a legal Nim position with
//! exactly one winning move (take the whole pile), so it is accepted and answered `1`.
//!
//! O(M) per case; memory: one case's piles, as many as are read (the judge's M ≤ 100; a larger M
//! is answered, its piles stored only as they come).

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::count_winning_moves;
use std::io::{BufRead, Write};

/// The judge's largest M (its smallest is 2; this program also takes 1; 0 ends the input): used by
/// the harness's validator, generators and benchmark, not by [`solve`], which answers any M whose
/// piles follow.
pub const MAX_PILES: u64 = 100;

/// The input: cases until a pile count of 0 or the end, each a pile count M and M pile sizes.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::UntilZero,
    count: "a pile count M, or 0 to end",
    counts: 0..=u64::MAX,
    number: "a pile size",
    numbers: 1..=u64::MAX,
};

/// Solves every case until `0` or the end of the input.
///
/// O(M) per case; memory: one reused buffer of the largest case's piles, grown only as they are
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
        // 5 ^ 7 ^ 9 = 11 (top bit 8): only 9 has it, and 9 -> 9 ^ 11 = 2.
        assert_eq!(run_text(solve, "3\n5 7 9\n0\n"), ("1\n".to_string(), None));
    }

    #[test]
    fn a_single_pile_is_won_by_taking_it() {
        assert_eq!(
            run_text(solve, "1\n5\n1\n1\n0\n"),
            ("1\n1\n".to_string(), None)
        );
    }

    #[test]
    fn judge_extremes_and_beyond() {
        // 10^6 ^ (10^6 - 1) = 127: only 10^6 has bit 6.
        assert_eq!(
            run_text(solve, "2\n1000000 999999\n"),
            ("1\n".to_string(), None)
        );
        assert_eq!(
            run_text(solve, "2\n1000000 1000000\n"),
            ("0\n".to_string(), None)
        );
        // Three piles of 2^64 - 1: the nim-sum is 2^64 - 1 and each pile can be emptied.
        assert_eq!(
            run_text(
                solve,
                "3\n18446744073709551615 18446744073709551615 18446744073709551615\n"
            ),
            ("3\n".to_string(), None)
        );
    }

    #[test]
    fn a_hundred_piles_and_more() {
        // 1 ^ 2 ^ … ^ 100 = 100 (top bit 64): the 37 piles 64..=100 have that bit.
        let piles: Vec<String> = (1..=100).map(|v| v.to_string()).collect();
        let text = format!("100\n{}\n0\n", piles.join(" "));
        assert_eq!(run_text(solve, &text), ("37\n".to_string(), None));
        // Past the judge's 100: 100 ones (xor 0) and a 3: nim-sum 3 (top bit 2), which only the
        // 3 has: one winning move, 3 -> 0.
        let text = format!("101\n{}3\n0\n", "1 ".repeat(100));
        assert_eq!(run_text(solve, &text), ("1\n".to_string(), None));
        // A count of 10^18 fails at the end of the input, after the one pile that follows.
        assert_eq!(
            run_text(solve, "1000000000000000000\n7\n"),
            (
                String::new(),
                Some(
                    "line 3, column 1: expected a pile size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn end_of_input_is_the_end_and_after_zero_nothing_is_read() {
        assert_eq!(run_text(solve, ""), (String::new(), None));
        assert_eq!(run_text(solve, "2\n3 3\n"), ("0\n".to_string(), None));
        assert_eq!(run_text(solve, "2\n3 3\n0\nx"), ("0\n".to_string(), None));
    }
}
