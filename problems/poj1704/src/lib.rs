//! POJ 1704 Georgia and Bob: staircase Nim with pieces on a strip; print `Georgia will win` if
//! the first player wins, else `Bob will win`, for each of the T cases.
//!
//! O(N log N) per case (the cells read in bulk, each checked against a hash set of the case's
//! cells as it arrives, then sorted); memory: one case's cells, stored as they are read.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::nim_sum;
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any T (0: nothing).
pub const MAX_CASES: u64 = 20;

/// The judge's largest N, the number of pieces (its smallest is 1): the harness's validator,
/// generators and benchmark hold to it; [`solve`] answers any N ≥ 1.
pub const MAX_PIECES: u64 = 1000;

/// Whether the first player wins with pieces on `cells` (the strip's cells are 1, 2, 3, …; a
/// move shifts one piece left by at least one cell, without reaching or passing another piece or
/// leaving the strip; whoever cannot move loses).
///
/// Pair the pieces from the right end (the highest two, the next two, …), the lowest piece with
/// a virtual piece on cell 0 when their number is odd: the empty cells inside each pair are the
/// Nim heaps, and the first player wins iff their xor is not 0. A piece on cell 0 (off the
/// strip) counts as having no room.
///
/// `cells` must be increasing (sorted, distinct). O(N) for N cells.
///
/// ```
/// use poj1704::first_player_wins;
///
/// // 1 2 3: pairs (2, 3) and (0, 1), no empty cell inside either: the first player is stuck.
/// assert!(!first_player_wins(&[1, 2, 3]));
/// // 2 5: one pair, two empty cells inside (3 and 4): move 5 to 3 and win.
/// assert!(first_player_wins(&[2, 5]));
/// ```
pub fn first_player_wins(cells: &[u64]) -> bool {
    let mut from_right = cells.iter().rev();
    let gaps = std::iter::from_fn(|| {
        let right = *from_right.next()?;
        Some(match from_right.next() {
            // Distinct cells in decreasing order: right > left, so no overflow.
            Some(&left) => right - left - 1,
            None => right.saturating_sub(1),
        })
    });
    nim_sum(gaps) != 0
}

/// Solves the T cases the first number announces; nothing after the last case is read.
///
/// O(N log N) per case; memory: the case's cells and a set of them, each stored as it is read
/// (the set is sized from N only up to 2048 slots: an N of 10^18 fails where the input runs
/// out, having stored only the cells actually there).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut cells: Vec<u64> = Vec::new();
    let mut occupied = Occupied::default();
    input.for_each_case(
        "a case count T",
        "a piece count N",
        1..=u64::MAX,
        |input, _, n| {
            cells.clear();
            occupied.reset(n);
            let distinct =
                input.u64s_into_while(&mut cells, n, "a piece's cell", 1..=u64::MAX, |cell| {
                    occupied.insert(cell)
                })?;
            if !distinct {
                // The refused cell is the last token read.
                return Err(input.reject("a cell no other piece is on"));
            }
            cells.sort_unstable();
            out.line(if first_player_wins(&cells) {
                "Georgia will win"
            } else {
                "Bob will win"
            })?;
            Ok(())
        },
    )
}

/// A set of cells (each ≥ 1: 0 marks an empty slot) by open addressing with linear probing,
/// never more than half full: the check that no two pieces share a cell, at a few instructions
/// a cell (a `BTreeSet` insert cost about 200).
#[derive(Default)]
struct Occupied {
    slots: Vec<u64>,
    len: usize,
}

impl Occupied {
    /// Empties the set, with room for `expected` cells (at most 1024: more slots come as cells
    /// do). O(min(expected, 1024)).
    fn reset(&mut self, expected: u64) {
        let room = expected.clamp(1, 1024) as usize;
        self.slots.clear();
        self.slots.resize(2 * room.next_power_of_two(), 0);
        self.len = 0;
    }

    /// Adds `cell` (≥ 1); false if it was there already (then nothing changes). Amortised O(1).
    fn insert(&mut self, cell: u64) -> bool {
        if 2 * (self.len + 1) > self.slots.len() {
            let grown = vec![0; 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, grown);
            self.len = 0;
            for kept in old.into_iter().filter(|&c| c != 0) {
                self.insert(kept);
            }
        }
        let mask = self.slots.len() - 1;
        // Fibonacci hashing: the product's high half mixes every bit of the cell.
        let mut i = (cell.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & mask;
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = cell;
                    self.len += 1;
                    return true;
                }
                c if c == cell => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn wins(cells: &[u64]) -> bool {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        first_player_wins(&sorted)
    }

    #[test]
    fn the_published_sample() {
        assert_eq!(
            run_text(solve, "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n"),
            ("Bob will win\nGeorgia will win\n".to_string(), None)
        );
    }

    #[test]
    fn pairs_from_the_right_by_hand() {
        // One piece: it can move iff it is not on cell 1.
        assert!(!wins(&[1]));
        assert!(wins(&[2]));
        // 1 3 5: pairs (3, 5) with 1 empty cell and (0, 1) with none: xor 1.
        assert!(wins(&[1, 3, 5]));
        // 2 3 5: (3, 5) holds 1, (0, 2) holds 1: xor 0.
        assert!(!wins(&[2, 3, 5]));
        // 2 3: one pair, nothing inside; the empty cell left of 2 is no heap.
        assert!(!wins(&[2, 3]));
        // Order of reading does not matter: `wins` sorts, as `solve` does.
        assert!(!wins(&[5, 3, 2]));
        // The top of u64: pair (2^64 − 3, 2^64 − 1) holds 1, and (0, 2) holds 1.
        assert!(!wins(&[2, u64::MAX - 2, u64::MAX]));
        assert!(wins(&[u64::MAX]));
        // Off the strip, cell 0 counts as no room.
        assert!(!wins(&[0]));
        assert!(!first_player_wins(&[]));
    }

    #[test]
    fn two_pieces_on_one_cell_are_rejected_where_the_second_is() {
        assert_eq!(
            run_text(solve, "2\n1\n4\n3\n7 2 7\n"),
            (
                "Georgia will win\n".to_string(),
                Some(
                    "line 5, column 5: expected a cell no other piece is on, found \"7\""
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn fewer_cases_than_promised_and_nothing_read_after_the_last() {
        assert_eq!(
            run_text(solve, "2\n1\n1\n"),
            (
                "Bob will win\n".to_string(),
                Some(
                    "line 4, column 1: expected a piece count N (1..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n1\n2\nnot read"),
            ("Georgia will win\n".to_string(), None)
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 21 cases (the judge's T is at most 20): a piece on cell 1 cannot move (Bob), a piece
        // on cell 2 moves to 1 and leaves Bob stuck (Georgia).
        let text = format!("21\n{}1\n1\n", "1\n1\n1\n2\n".repeat(10));
        let expected = format!(
            "{}Bob will win\n",
            "Bob will win\nGeorgia will win\n".repeat(10)
        );
        assert_eq!(run_text(solve, &text), (expected, None));
        // 1001 pieces (the judge's N is at most 1000): on cells 1..=1001 none can move (Bob);
        // on 2..=1002 only the lowest can, to cell 1, and then none (Georgia).
        let row = |from: u64| {
            (from..from + 1001)
                .map(|c| format!("{c} "))
                .collect::<String>()
        };
        let text = format!("2\n1001\n{}\n1001\n{}\n", row(1), row(2));
        assert_eq!(
            run_text(solve, &text),
            ("Bob will win\nGeorgia will win\n".to_string(), None)
        );
        // An N of 10^18 stores nothing for itself: it fails where the input runs out.
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a piece's cell (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }
}
