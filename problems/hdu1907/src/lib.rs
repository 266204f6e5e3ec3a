//! HDU 1907 John: misère Nim (whoever eats the last candy loses); print `John` if the first
//! player wins, else `Brother`, for each of the T cases.
//!
//! O(N) per case; memory: one reused buffer of the largest case's piles, grown as they are read.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::misere_first_player_wins;
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any T (0: nothing).
pub const MAX_CASES: u64 = 474;

/// The judge's largest N, the number of colours (its smallest is 1): the harness's validator,
/// generators and benchmark hold to it; [`solve`] answers any N ≥ 1.
pub const MAX_PILES: u64 = 47;

/// The input: T cases, each a pile count N and N pile sizes.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::Given("a case count T"),
    count: "a pile count N",
    counts: 1..=u64::MAX,
    number: "a pile size",
    numbers: 1..=u64::MAX,
};

/// Solves the T cases the first number announces; nothing after the last case is read.
///
/// O(total piles); memory: one reused buffer of the largest case's piles, grown as they are
/// read ([`CaseLists::each_list`]).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    CASES.each_list(input, out, |out, _, piles| {
        let john = misere_first_player_wins(piles.iter().copied());
        out.line(if john { "John" } else { "Brother" })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_published_sample() {
        assert_eq!(
            run_text(solve, "2\n3\n3 5 1\n1\n1\n"),
            ("John\nBrother\n".to_string(), None)
        );
    }

    #[test]
    fn fewer_cases_than_promised_and_nothing_read_after_the_last() {
        assert_eq!(
            run_text(solve, "2\n2\n1 1\n"),
            (
                "John\n".to_string(),
                Some(
                    "line 4, column 1: expected a pile count N (1..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n1\n2\nnot read"),
            ("John\n".to_string(), None)
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 475 cases (the judge's T is at most 474): one pile of 1 (John must eat the last
        // candy: Brother), then two piles of 1 (John eats one, his brother the last: John).
        let text = format!("475\n{}1\n1\n", "1\n1\n2\n1 1\n".repeat(237));
        let expected = format!("{}Brother\n", "Brother\nJohn\n".repeat(237));
        assert_eq!(run_text(solve, &text), (expected, None));
        // 48 piles (the judge's N is at most 47): 48 ones, an even count: John. 46 ones and two
        // 2s: a pile above 1 and xor 0 (46 ones cancel, 2 ^ 2 = 0): Brother.
        let text = format!("2\n48\n{}\n48\n{}2 2\n", "1 ".repeat(48), "1 ".repeat(46));
        assert_eq!(
            run_text(solve, &text),
            ("John\nBrother\n".to_string(), None)
        );
        // T and N of 10^18 allocate nothing for themselves: each fails where the input ends.
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a pile size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1000000000000000000\n1\n1\n"),
            (
                "Brother\n".to_string(),
                Some(
                    "line 4, column 1: expected a pile count N (1..=2^64-1) for case 2 of \
                     1000000000000000000, found end of input"
                        .to_string()
                )
            )
        );
    }
}
