//! HDU 1730 Northcott Game. Each row of a board holds Tom's piece and Jerry's; a player moves
//! one of their own pieces along its row to any empty cell without passing the opponent's piece;
//! whoever makes the last move wins; Tom moves first. Print `I WIN!` if Tom wins, else
//! `BAD LUCK!`.
//!
//! Each row is a Nim heap of the empty cells between its two pieces (moving towards the other
//! piece takes from the heap; moving away adds to it, and the winner answers by moving after it,
//! which ends since the loser can push a row only so far towards the board's edge), so Tom wins
//! iff the xor of the gaps is not 0. O(n) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::nim_sum;
use std::io::{BufRead, Write};

/// The judge's most rows.
pub const MAX_ROWS: u64 = 1000;
/// The judge's fewest columns.
pub const MIN_COLUMNS: u64 = 2;
/// The judge's most columns.
pub const MAX_COLUMNS: u64 = 100;

/// Solves every case (`n m`, then n rows `Ti Ji`) to the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(rows) = input.u64_or_end("a row count n", 0..=u64::MAX)? {
        let columns = input.u64("a column count m", MIN_COLUMNS..=u64::MAX)?;
        let mut failure = None;
        let gaps = (0..rows).map_while(|_| match gap(input, columns) {
            Ok(gap) => Some(gap),
            Err(e) => {
                failure = Some(e);
                None
            }
        });
        let xor = nim_sum(gaps);
        if let Some(e) = failure {
            return Err(e);
        }
        out.line(if xor != 0 { "I WIN!" } else { "BAD LUCK!" })?;
    }
    Ok(())
}

/// Reads one row `Ti Ji` of a board of `columns` columns: the empty cells between the pieces.
fn gap<R: BufRead>(input: &mut Scanner<R>, columns: u64) -> Result<u64, Error> {
    let tom = input.u64("Tom's column", 1..=columns)?;
    let jerry = input.u64("Jerry's column", 1..=columns)?;
    if tom == jerry {
        return Err(input.reject("Jerry's column, not Tom's (one piece a cell)"));
    }
    Ok(tom.abs_diff(jerry) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_rows_either_way_round() {
        let sample = "3 6\n4 5\n1 2\n1 2\n\n3 6\n4 5\n1 3\n1 2\n";
        assert_eq!(
            run_text(solve, sample),
            ("BAD LUCK!\nI WIN!\n".into(), None)
        );
        // Gaps 8 and 8 cancel; 8 and 7 do not.
        assert_eq!(run_text(solve, "2 10\n1 10\n10 1\n").0, "BAD LUCK!\n");
        assert_eq!(run_text(solve, "2 10\n1 10\n9 1\n").0, "I WIN!\n");
        let (out, error) = run_text(solve, "1 5\n2 2\n");
        assert_eq!(out, "");
        assert!(error.is_some_and(|e| e.contains("one piece a cell")));
    }
}
