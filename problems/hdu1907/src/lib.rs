//! HDU 1907 John: misère Nim (whoever eats the last candy loses); print `John` if the first
//! player wins, else `Brother`, for each of the T cases.
//!
//! O(N) per case; memory: one reused buffer of at most [`MAX_PILES`] piles.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::misere_first_player_wins;
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1).
pub const MAX_CASES: u64 = 474;

/// The judge's largest N, the number of colours (its smallest is 1).
pub const MAX_PILES: u64 = 47;

/// Solves the T cases the first number announces; nothing after the last case is read.
///
/// O(total piles); memory: one reused buffer of at most [`MAX_PILES`] piles.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let t = input.u64("a case count T", 1..=MAX_CASES)?;
    let mut piles: Vec<u64> = Vec::new();
    for case in 1..=t {
        let n = input.u64_for_case("a pile count N", 1..=MAX_PILES, case, t)?;
        piles.clear();
        input.u64s_into(&mut piles, n, "a pile size", 1..=u64::MAX)?;
        let john = misere_first_player_wins(piles.iter().copied());
        out.line(if john { "John" } else { "Brother" })?;
    }
    Ok(())
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
                    "line 4, column 1: expected a pile count N (1..=47) for case 2 of 2, \
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
}
