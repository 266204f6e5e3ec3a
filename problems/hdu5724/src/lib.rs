//! HDU 5724 Chess: n rows of 20 cells hold pieces; a move takes one piece to the first empty
//! cell to its right in its row (a step, or a jump over the block of pieces beside it); whoever
//! cannot move loses. Per case print `YES` if the first player (Alice) wins, else `NO`.
//!
//! Each row is a game of its own, a 20-bit mask (cell 20 is bit 0, so every move makes the mask
//! smaller); the SG value of every mask is built once per process ([`table`]: 1 MiB, about
//! 10^7 steps), then a case is the xor of its rows' values: O(pieces) per case.

#![warn(missing_docs)]

use game_core::bitmask::{self, MaskOptions, Order};
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// The judge's largest T (its smallest is 1). Not a limit of this program (cases are answered
/// as they are read, whatever T): the harness's validator, generators and benchmark use it.
pub const MAX_CASES: u64 = 100;

/// The judge's largest n, the rows of a case (0 rows is a board without moves: `NO`). Not a
/// limit of this program (rows are xored as they are read, whatever n): the harness uses it.
pub const MAX_ROWS: u64 = 1000;

/// The cells of a row, numbered 1 (left) to `WIDTH` (right); also the most pieces in a row. A
/// rule of the game, not only the judge's limit: a cell past it, or more pieces than cells, is
/// no position.
pub const WIDTH: u64 = 20;

/// The moves of one row: a piece on bit `b` (cell `WIDTH − b`) goes to the highest clear bit
/// below `b` (the first empty cell to its right), if there is one. The mask loses `2^b` and
/// gains less: every move goes to a smaller mask. O(pieces).
fn row_moves(mask: u32, o: &mut MaskOptions<'_>) {
    let mut pieces = mask;
    while pieces != 0 {
        let b = pieces.trailing_zeros();
        pieces &= pieces - 1;
        let empty_below = !mask & ((1 << b) - 1);
        if empty_below != 0 {
            let to = 31 - empty_below.leading_zeros();
            // Bit b is set and bit to clear: this is clearing one and setting the other.
            o.to(mask - (1 << b) + (1 << to));
        }
    }
}

/// The SG value of every row, `table()[mask]` for the row whose cell `c` holds a piece iff bit
/// `WIDTH − c` of `mask` is set (cell 20 is bit 0). Built at the first call (thread-safe) by
/// [`bitmask::table`] in increasing order of masks, which the moves respect; later calls are
/// O(1).
///
/// Every value is below 20: a value is at most the number of moves, at most one a piece, and a
/// row of 20 pieces has none (the row of 1..=19 is worth 19). 2^20 bytes; O(2^20 · 20) to build.
///
/// ```
/// // The sample: 19 and 20 (bits 1 and 0) cannot move; 19 alone steps once, 18 alone twice.
/// let g = hdu5724::table();
/// assert_eq!((g[0b11], g[0b10], g[0b100]), (0, 1, 0));
/// ```
pub fn table() -> &'static [u8] {
    static SHARED: OnceLock<Vec<u8>> = OnceLock::new();
    SHARED.get_or_init(|| bitmask::table(WIDTH as u32, Order::Down, row_moves))
}

/// Solves the T cases the first line announces; nothing after the last case is read.
///
/// T and n may be any count (past the judge's [`MAX_CASES`] and [`MAX_ROWS`]; T = 0 answers
/// nothing): each case is answered and each row xored as it is read, so a count promising more
/// than follows fails at the missing data, without allocating. O(numbers read) after the
/// table, which is built at the first case. A cell repeated within a row is an error (two
/// pieces cannot share a cell). Memory: the table, whatever the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    // A row's cells, at most `WIDTH`.
    let mut cells = Vec::with_capacity(WIDTH as usize);
    input.for_each_case(
        "a case count T",
        "a row count n",
        0..=u64::MAX,
        |input, _, n| {
            let values = table();
            let mut sum = 0;
            for _ in 0..n {
                let m = input.u64("a piece count m", 0..=WIDTH)?;
                // The row's cells in one bulk read, each checked as it is read: a cell already
                // in the row stops the read there, as the token the error names.
                let mut mask = 0usize;
                let distinct = |cell: u64| {
                    let bit = 1 << (WIDTH - cell);
                    let new = mask & bit == 0;
                    mask |= bit;
                    new
                };
                cells.clear();
                if !input.u64s_into_while(&mut cells, m, "a cell p", 1..=WIDTH, distinct)? {
                    return Err(input.reject("a cell p not already in this row"));
                }
                sum ^= values[mask];
            }
            out.line(if sum != 0 { "YES" } else { "NO" })?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample_and_hand_cases() {
        assert_eq!(
            run_text(solve, "2\n1\n2 19 20\n2\n1 19\n1 18\n"),
            ("NO\nYES\n".to_string(), None)
        );
        // 18 alone: 18 → 19 → 20, two moves: worth mex{mex{0}} = 0 (the second player moves
        // last). 18 and 19 together: 19 → 20 leaves 18 20, which moves once (18 → 19): worth 1;
        // 18 jumps to 20 leaving 19 20 (dead): 0. So 18 19 is worth mex{1, 0} = 2: YES.
        // An empty row and a board of no rows: NO.
        let text = "4\n1\n1 18\n1\n2 19 18\n2\n0\n0\n0\n";
        assert_eq!(
            run_text(solve, text),
            ("NO\nYES\nNO\nNO\n".to_string(), None)
        );
        // A row twice: the second player answers every move in one with the same in the other.
        assert_eq!(
            run_text(solve, "1\n2\n3 17 18 20\n3 20 18 17\n"),
            ("NO\n".to_string(), None)
        );
    }

    #[test]
    fn values_by_hand() {
        let g = table();
        let row = |cells: &[u64]| cells.iter().fold(0, |m, &c| m | 1 << (WIDTH - c));
        // Full row, empty row, one piece at 20: no move.
        assert_eq!((g[(1 << 20) - 1], g[0], g[row(&[20])]), (0, 0, 0));
        // One piece at cell c is a path of 20 − c moves: worth (20 − c) mod 2.
        for c in 1..=WIDTH {
            assert_eq!(u64::from(g[row(&[c])]), (WIDTH - c) % 2, "cell {c}");
        }
        // 18 19: 19 → 20 (worth 1: 18 20 → 19 20) or 18 jumps to 20 (19 20, worth 0): 2.
        assert_eq!(g[row(&[18, 19])], 2);
        // k pieces just left of one empty cell, then a solid block to 20: worth k (the piece
        // j-th from the left jumps into the gap, leaving the same shape with j − 1 pieces).
        for gap in 1..=WIDTH {
            let solid = (gap + 1..=WIDTH).collect::<Vec<_>>();
            for k in 0..gap {
                let cells: Vec<u64> = (gap - k..gap).chain(solid.iter().copied()).collect();
                assert_eq!(u64::from(g[row(&cells)]), k, "{cells:?}");
            }
        }
        assert!(g.iter().all(|&v| v < 20));
        assert!(std::ptr::eq(table(), table()));
    }

    #[test]
    fn bounds_of_the_rules_and_repeated_cells_are_errors() {
        assert_eq!(
            run_text(solve, "2\n1\n1 19\n1\n3 5 6 5\n"),
            (
                "YES\n".to_string(),
                Some(
                    "line 5, column 7: expected a cell p not already in this row, found \"5\""
                        .to_string()
                )
            )
        );
        // A row count past the judge's 1000 is read row by row: 1001 promised, 1 there.
        assert_eq!(
            run_text(solve, "1\n1001\n0\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a piece count m (0..=20), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n1\n21\n"),
            (
                String::new(),
                Some(
                    "line 3, column 1: expected a piece count m (0..=20), found \"21\"".to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n1\n1 0\n"),
            (
                String::new(),
                Some("line 3, column 3: expected a cell p (1..=20), found \"0\"".to_string())
            )
        );
        assert_eq!(
            run_text(solve, "2\n0\n"),
            (
                "NO\n".to_string(),
                Some(
                    "line 3, column 1: expected a row count n (0..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        // A full row of 20 distinct cells is fine; the 21st number is the next row's count.
        let full: Vec<String> = (1..=20).rev().map(|c| c.to_string()).collect();
        let text = format!("1\n2\n20 {}\n1 1\n", full.join(" "));
        assert_eq!(run_text(solve, &text), ("YES\n".to_string(), None));
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 101 cases (T past the judge's 100), each one piece at 19 (one move: YES) or at 18
        // (two moves: the second player moves last, NO); T = 0 answers nothing.
        let cases: String = (0..101)
            .map(|i| if i % 2 == 0 { "1\n1 19\n" } else { "1\n1 18\n" })
            .collect();
        let expected: String = (0..101)
            .map(|i| if i % 2 == 0 { "YES\n" } else { "NO\n" })
            .collect();
        assert_eq!(run_text(solve, &format!("101\n{cases}")), (expected, None));
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        // 1001 rows (n past the judge's 1000): 1000 frozen rows 19 20 (no move) and one piece
        // at 18: NO. 1001 rows of one piece at 19: an odd number of single moves, so the xor is
        // 1: YES.
        let frozen = "2 19 20\n".repeat(1000);
        let one_move = "1 19\n".repeat(1001);
        let text = format!("2\n1001\n{frozen}1 18\n1001\n{one_move}");
        assert_eq!(run_text(solve, &text), ("NO\nYES\n".to_string(), None));
        // A case count promising more than follows still fails at the missing case.
        assert_eq!(
            run_text(solve, "1000000000000000000\n0\n"),
            (
                "NO\n".to_string(),
                Some(
                    "line 3, column 1: expected a row count n (0..=2^64-1) for case 2 of \
                     1000000000000000000, found end of input"
                        .to_string()
                )
            )
        );
    }
}
