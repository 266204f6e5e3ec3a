//! HDU 4315 Climbing the Hill: N persons on distinct cells below a hilltop (cell 0, which holds
//! any number), one of them the king; a move sends a person not on the top up any number of
//! cells without passing the person above; whoever moves the king onto the top wins. Alice
//! moves first; print `Alice` or `Bob` for each case.
//!
//! Staircase Nim: pairs of persons from the bottom, the empty cells inside each pair a Nim heap;
//! a lone topmost person's heap is his distance to the top, one less if he stands just above
//! the king (moving him onto the top lets the king follow). The king nearest the top: Alice.
//! O(N) per case, O(1) memory (the cells are folded as they are read).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most persons N (its fewest is 1).
pub const MAX_PERSONS: u64 = 1000;
/// The judge's farthest cell from the top ("less than 100000"; the nearest is 1).
pub const MAX_CELL: u64 = 99_999;

/// The Nim heap person `i` of `persons` (counted from 0 at the top, standing on `cell`, the
/// person above him on `above`, 0 for the topmost) adds, the king being the `king`-th nearest
/// the top (from 1): pairs are formed from the bottom, so person i closes a pair when
/// `persons - i` is odd, and its heap is the empty cells up to the person above. A lone topmost
/// person (N odd) pairs with the top itself: his heap is `cell` moves, or `cell - 1` if he is
/// the king's neighbour (he must not step onto the top). Every other person adds nothing.
///
/// Needs `above < cell` (and `cell ≥ 1`). O(1).
///
/// ```
/// use hdu4315::heap;
/// // Three persons on 1 2 4, the king third: pairs (2, 4) with one cell between, and the lone
/// // person on 1 with a heap of 1: xor 0, Bob wins (the sample).
/// assert_eq!(heap(3, 3, 0, 0, 1) ^ heap(3, 3, 1, 1, 2) ^ heap(3, 3, 2, 2, 4), 0);
/// // The lone person on 1 just above the king: no room at all.
/// assert_eq!(heap(3, 2, 0, 0, 1), 0);
/// ```
pub fn heap(persons: u64, king: u64, i: u64, above: u64, cell: u64) -> u64 {
    if (persons - i) % 2 == 0 {
        0
    } else if i > 0 {
        cell - above - 1
    } else if king == 2 {
        cell - 1
    } else {
        cell
    }
}

/// Solves every case (`N k`, then N increasing cells) to the end of the input.
///
/// O(N) per case; memory O(1) whatever N says (the cells are folded as they are read).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(persons) = input.u64_or_end("a person count N", 1..=u64::MAX)? {
        let king = input.u64("the king's rank k", 1..=persons)?;
        let mut above = 0;
        let mut xor = 0;
        for i in 0..persons {
            let cell = input.u64("a cell below the previous person's", above + 1..=u64::MAX)?;
            xor ^= heap(persons, king, i, above, cell);
            above = cell;
        }
        out.line(if king == 1 || xor != 0 {
            "Alice"
        } else {
            "Bob"
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_hills_by_hand() {
        let sample = "3 3\n1 2 4\n2 1\n100 200\n";
        assert_eq!(run_text(solve, sample), ("Bob\nAlice\n".into(), None));
        // The king's neighbour alone on the top row of cells: on cell 1 he cannot move; the
        // king (cell 2) is blocked; the third person on 3 is packed: Alice is stuck and must
        // step onto the top, and Bob's king follows. With the king third, the person on 1 may
        // go to the top (heap 1). Two persons, the king second: one pair, the gap is the heap.
        // One person: he is the king.
        let hills = "3 2\n1 2 3\n3 3\n1 2 3\n2 2\n5 6\n2 2\n5 7\n1 1\n99999\n";
        assert_eq!(run_text(solve, hills).0, "Bob\nAlice\nBob\nAlice\nAlice\n");
    }

    #[test]
    fn the_cells_must_rise_and_the_king_must_be_there() {
        let (out, error) = run_text(solve, "2 1\n3 4\n2 1\n4 4\n");
        assert_eq!(out, "Alice\n");
        assert_eq!(
            error.as_deref(),
            Some("line 4, column 3: expected a cell below the previous person's (5..=2^64-1), found \"4\"")
        );
        let (_, error) = run_text(solve, "2 3\n1 2\n");
        assert!(error.is_some_and(|e| e.contains("the king's rank k (1..=2)")));
    }
}
