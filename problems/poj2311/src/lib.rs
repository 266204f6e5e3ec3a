//! POJ 2311 Cutting Game: a W × H sheet of grid paper; a move cuts one piece along a grid line
//! into two; whoever first cuts out a 1 × 1 piece wins. Per line `W H` print `WIN` if the first
//! player wins, else `LOSE`.
//!
//! Nobody who can avoid it leaves a piece 1 wide (the opponent would cut a 1 × 1 out of it at
//! once), so the game is played on pieces of at least 2 × 2, and the one left without such a cut
//! loses. A [`Table`] of those pieces' SG values is grown on demand to the largest side seen
//! (at most [`TABLE_CAPACITY`]), then each line is answered in O(1): at the judge's 200, 160 KB
//! and about 2 · 10^6 steps in all.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::mex::Mex;
use std::io::{BufRead, Write};

/// The judge's smallest W and H, and the smallest sheet of the game's rules (a 1 × n strip has
/// a winning cut at once; a 1 × 1 sheet has no move and no winner).
pub const MIN_SIDE: u64 = 2;

/// The judge's largest W and H (the statement's 2 ≤ W, H ≤ 200). Not a limit of this program:
/// the harness's validator, generators and benchmark use it.
pub const MAX_SIDE: u64 = 200;

/// The largest side this program tabulates; not the judge's limit ([`MAX_SIDE`]), what this
/// program tabulates. The values have no known closed form, so a side is a table index, and the
/// table costs about S³/4 steps for S its largest side: at 500, about 3 · 10^7 steps (tens of
/// milliseconds) and 1 MB, well within the judge's 1000 ms and 64 MB. A larger side is an error.
pub const TABLE_CAPACITY: u64 = 500;

/// The SG values of the game where a cut must leave both pieces at least 2 wide, for every
/// sheet up to its side × side, grown on demand ([`Table::grow_to`]).
///
/// Stored by columns: `columns[b][x]` is g(x, b) for every x up to the side, so a larger table
/// only appends (one value to each column, and a new column), and growing to side S costs what
/// building it at once does. The cuts of a sheet read one column and one row, each contiguous
/// (g is symmetric, so each value is computed once, for x ≥ b, and stored twice). A sheet
/// narrower than 2 has no such cut and is worth 0 (it is no position of the real game: see
/// [`Table::first_player_wins`]).
///
/// ```
/// use poj2311::Table;
///
/// let mut table = Table::default();
/// table.grow_to(4);
/// // 2 × 2, 3 × 2: every cut leaves a strip 1 wide. 4 × 2 = 2 × 2 + 2 × 2: mex{0 ^ 0} = 1.
/// assert_eq!((table.value(2, 2), table.value(3, 2), table.value(4, 2)), (0, 0, 1));
/// assert_eq!(table.side(), 4);
/// ```
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// `columns[b][x]` = g(x, b) = g(b, x), for `x, b` in `0..columns.len()`.
    columns: Vec<Vec<u32>>,
    /// Core's mex buffer, reused for every sheet.
    mex: Mex,
}

impl Table {
    /// The largest side the table covers (0 for an empty table). O(1).
    pub fn side(&self) -> usize {
        self.columns.len().saturating_sub(1)
    }

    /// The SG value of a `w × h` sheet (either order). O(1).
    ///
    /// # Panics
    ///
    /// If a side is past [`Table::side`].
    pub fn value(&self, w: usize, h: usize) -> u32 {
        assert!(
            w.max(h) < self.columns.len(),
            "a {w} × {h} sheet is outside the table (up to {})",
            self.side()
        );
        self.columns[h][w]
    }

    /// Grows the table to cover every sheet up to `side × side`; nothing if it already does.
    /// O(S³/4) in all for S the largest side asked (each sheet is the mex over its
    /// (⌊w/2⌋ − 1) + (⌊h/2⌋ − 1) cuts: a cut and its mirror leave the same pieces), memory
    /// 4 · S² bytes.
    pub fn grow_to(&mut self, side: usize) {
        while self.columns.len() <= side {
            self.push_side();
        }
    }

    /// Adds side `a` (the table's sides were `0..a`): g(a, b) for b = 0..=a, each from smaller
    /// sheets, then stores them as column a and as the next entry of every column b < a.
    fn push_side(&mut self) {
        let a = self.columns.len();
        let mut row: Vec<u32> = Vec::with_capacity(a + 1);
        for b in 0..=a {
            // Cuts across the side a: (i, b) + (a − i, b), 2 ≤ i ≤ a / 2, both pieces in column
            // b below a; for b = a that column is this row itself (g(x, a) = g(a, x), x < a).
            let column: &[u32] = if b < a { &self.columns[b] } else { &row };
            let across_a = (2..=a / 2).map(|i| (column[i] ^ column[a - i]) as usize);
            // Cuts across the side b: (a, j) + (a, b − j), 2 ≤ j ≤ b / 2: earlier in this row.
            let across_b = (2..=b / 2).map(|j| (row[j] ^ row[b - j]) as usize);
            let value = self.mex.of(across_a.chain(across_b));
            // At most the number of cuts, a − 2.
            row.push(value as u32);
        }
        for (column, &value) in self.columns.iter_mut().zip(&row) {
            column.push(value);
        }
        self.columns.push(row);
    }

    /// Whether the first player wins from one `w × h` sheet, both sides at least [`MIN_SIDE`]
    /// and at most [`Table::side`]. O(1).
    ///
    /// # Panics
    ///
    /// If a side is below `MIN_SIDE` or past the table.
    ///
    /// ```
    /// use poj2311::Table;
    ///
    /// let mut table = Table::default();
    /// table.grow_to(4);
    /// // 2 × 2 and 3 × 2: every cut leaves a strip 1 wide, from which the opponent cuts a 1 × 1.
    /// assert!(!table.first_player_wins(2, 2) && !table.first_player_wins(3, 2));
    /// // 4 × 2: cut it into 2 × 2 and 2 × 2; every answer then leaves a strip 1 wide.
    /// assert!(table.first_player_wins(4, 2));
    /// ```
    pub fn first_player_wins(&self, w: u64, h: u64) -> bool {
        assert!(
            w >= MIN_SIDE && h >= MIN_SIDE,
            "a {w} × {h} sheet is no position of the game"
        );
        let side = |x: u64| usize::try_from(x).unwrap_or(usize::MAX);
        self.value(side(w), side(h)) != 0
    }
}

/// Sides read at a time (W and H of [`CHUNK_PAIRS`] lines): enough to amortise the bulk reads,
/// small enough to stay in cache.
const CHUNK_PAIRS: u64 = 4096;

/// Solves one `W H` line at a time until the end of the input.
///
/// Each side is read in [`MIN_SIDE`]`..=`[`TABLE_CAPACITY`] (past the judge's [`MAX_SIDE`]);
/// the table grows to the largest side seen (nothing for an empty input). The sides are read in
/// chunks of [`CHUNK_PAIRS`] lines by core's bulk reader, and an error is named after the side
/// it falls on (W or H: the parity of the numbers read before it). O(1) per line otherwise;
/// memory: the table and one chunk.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let sides = MIN_SIDE..=TABLE_CAPACITY;
    let mut table = Table::default();
    let mut values: Vec<u64> = Vec::with_capacity(2 * CHUNK_PAIRS as usize);
    loop {
        values.clear();
        let read = input.u64s_into(&mut values, 2 * CHUNK_PAIRS, WIDTH, sides.clone());
        // Both sides are at most TABLE_CAPACITY: the table grows to at most that.
        if let Some(&largest) = values.iter().max() {
            table.grow_to(largest as usize);
        }
        // After an error, `values` still holds what came before it: answer those lines first.
        // Every side is at least MIN_SIDE (the range read): a position of the game.
        for pair in values.chunks_exact(2) {
            let wins = table.value(pair[0] as usize, pair[1] as usize) != 0;
            out.bytes(if wins { b"WIN\n" } else { b"LOSE\n" })?;
        }
        match read {
            Ok(()) => {}
            Err(Error::Input { at, found, .. }) => {
                let on_height = values.len() % 2 == 1;
                if !on_height && found == END_OF_INPUT {
                    return Ok(());
                }
                let what = if on_height { HEIGHT } else { WIDTH };
                let expected = format!("{what} ({}..={})", sides.start(), sides.end());
                return Err(Error::input(at, expected, found));
            }
            Err(error) => return Err(error),
        }
    }
}

/// What an error says it found at the end of the input.
const END_OF_INPUT: &str = "end of input";

/// The sides as the error messages name them (the range, appended, is what this program
/// tabulates).
const WIDTH: &str = "a width W, up to what this program tabulates";
const HEIGHT: &str = "a height H, up to what this program tabulates";

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample_and_hand_cases() {
        assert_eq!(
            run_text(solve, "2 2\n3 2\n4 2\n"),
            ("LOSE\nLOSE\nWIN\n".to_string(), None)
        );
        // 3 × 3: every cut leaves a strip 1 wide: LOSE. 4 × 4: cut into 2 × 4 twice, and each
        // answer in one half is mirrored in the other: WIN. 5 × 2: 2 × 2 + 3 × 2, both dead: 0,
        // a losing position for the opponent: WIN.
        assert_eq!(
            run_text(solve, "3 3\n4 4\n5 2\n"),
            ("LOSE\nWIN\nWIN\n".to_string(), None)
        );
    }

    #[test]
    fn sides_past_the_statement_are_answered_up_to_the_capacity() {
        // A side of 201 or more: by hand, a sheet with an even side of at least 4 wins (cut it
        // into two equal halves, then mirror every cut in the other half; a narrow piece the
        // opponent makes is cut to a 1 × 1 at once), so 202 × 2, 3 × 500 (500 = 2 · 250) and
        // 500 × 500 win. 201 × 2 (no even side) has no such argument: it must at least be
        // answered as its mirror image 2 × 201 is.
        let (out, error) = run_text(solve, "202 2\n3 500\n500 500\n201 2\n2 201\n");
        assert_eq!(error, None);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[..3], ["WIN", "WIN", "WIN"]);
        assert_eq!(lines[3], lines[4]);
        // Past the capacity, a side of 1, or a case cut short: an error at its line and column,
        // every earlier answer printed.
        assert_eq!(
            run_text(solve, "2 2\n501 2\n"),
            (
                "LOSE\n".to_string(),
                Some(
                    "line 2, column 1: expected a width W, up to what this program tabulates \
                     (2..=500), found \"501\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "2 1\n"),
            (
                String::new(),
                Some(
                    "line 1, column 3: expected a height H, up to what this program tabulates \
                     (2..=500), found \"1\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "4 2\n3"),
            (
                "WIN\n".to_string(),
                Some(
                    "line 2, column 2: expected a height H, up to what this program tabulates \
                     (2..=500), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn answers_and_errors_across_chunk_boundaries() {
        // 4 × 2 wins, 2 × 2 loses, alternating past two chunks; then a bad H and a bad W, each
        // named after its side.
        let lines = 2 * CHUNK_PAIRS as usize + 3;
        let mut input = String::new();
        let mut expected = String::new();
        for i in 0..lines {
            input += if i % 2 == 0 { "4 2\n" } else { "2 2\n" };
            expected += if i % 2 == 0 { "WIN\n" } else { "LOSE\n" };
        }
        assert_eq!(run_text(solve, &input), (expected.clone(), None));
        let line = lines + 1;
        assert_eq!(
            run_text(solve, &format!("{input}2 x\n")),
            (
                expected.clone(),
                Some(format!(
                    "line {line}, column 3: expected a height H, up to what this program \
                     tabulates (2..=500), found \"x\""
                ))
            )
        );
        assert_eq!(
            run_text(solve, &format!("{input}-2 2\n")),
            (
                expected,
                Some(format!(
                    "line {line}, column 1: expected a width W, up to what this program \
                     tabulates (2..=500), found \"-2\""
                ))
            )
        );
    }

    /// The same values as the whole square built at once by core's `Table2` (the former
    /// implementation), grown in steps or at once.
    #[test]
    fn the_grown_table_is_the_square_table() {
        let len = 61;
        let square = game_core::sg::Table2::new(len, len, |w, h, o| {
            for i in 2..=w / 2 {
                o.leave(&[(i, h), (w - i, h)]);
            }
            for j in 2..=h / 2 {
                o.leave(&[(w, j), (w, h - j)]);
            }
        });
        let mut stepped = Table::default();
        for side in [3, 2, 17, 40, 60] {
            stepped.grow_to(side);
            assert_eq!(stepped.side(), side.max(3));
        }
        let mut at_once = Table::default();
        at_once.grow_to(60);
        for w in 0..len {
            for h in 0..len {
                assert_eq!(stepped.value(w, h), square.value(w, h), "{w} × {h}");
                assert_eq!(at_once.value(w, h), square.value(w, h), "{w} × {h}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "a 1 × 5 sheet is no position of the game")]
    fn a_strip_is_not_asked_of_the_table() {
        let mut table = Table::default();
        table.grow_to(5);
        table.first_player_wins(1, 5);
    }

    #[test]
    #[should_panic(expected = "a 2 × 201 sheet is outside the table (up to 200)")]
    fn a_side_past_the_table_panics() {
        let mut table = Table::default();
        table.grow_to(200);
        table.first_player_wins(2, 201);
    }
}
