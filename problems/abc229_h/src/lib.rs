//! AtCoder ABC229 H Advance or Eat: an N × N board of white pieces (`W`), black pieces (`B`)
//! and empty squares (`.`). Takahashi (first) moves a white piece one square up into an empty
//! square or eats any black piece; Snuke moves a black piece one square up into an empty square
//! or eats any white piece; both see "up" the same way. Whoever cannot move loses. Print
//! `Takahashi` or `Snuke`: who wins with best play.
//!
//! Every move stays in one column, so the board is the sum of its columns, and every column is
//! a number (README: every Left option of a column is below every Right option). A column's
//! value is the simplest number strictly between its best Left and best Right options
//! ([`ColumnValues`]), memoised over the 3^N columns of length N; Takahashi (Left) wins iff the
//! columns add up to more than 0 ([`takahashi_wins`]). O(3^N · N) time and O(3^N) memory at
//! worst: 6561 columns at the judge's N = 8.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::partizan::Dyadic;
use std::io::{BufRead, Write};

/// The judge's largest N (rows and columns); its smallest is 1.
pub const MAX_N: u64 = 8;

/// The largest N this program answers (the judge's is [`MAX_N`]): the value table has 3^N
/// entries, 531 441 at the capacity (about 13 MB, filled in well under a second).
pub const CAPACITY: u64 = 12;

/// A square's content, and its digit in a column's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Square {
    /// `.`: nothing on it.
    Empty = 0,
    /// `W`: a white piece, Takahashi's (Left).
    White = 1,
    /// `B`: a black piece, Snuke's (Right).
    Black = 2,
}

impl Square {
    /// The square a board character stands for, or `None` for any byte but `.`, `W` and `B`.
    /// O(1).
    pub fn from_byte(byte: u8) -> Option<Square> {
        match byte {
            b'.' => Some(Square::Empty),
            b'W' => Some(Square::White),
            b'B' => Some(Square::Black),
            _ => None,
        }
    }
}

/// The values of the columns of one length, memoised. A column is coded in base 3, one digit
/// a square ([`Square`]), the top square the lowest digit ([`ColumnValues::code`]).
pub struct ColumnValues {
    /// `3^i` for each square `i`, counted from the top.
    powers: Vec<u32>,
    /// The value of each code, once known.
    values: Vec<Option<Dyadic>>,
}

/// `best` made `value` if that is better for its player: the larger for Left (`left`), the
/// smaller for Right.
fn keep(best: &mut Option<Dyadic>, value: Dyadic, left: bool) {
    *best = Some(match *best {
        Some(known) if left => known.max(value),
        Some(known) => known.min(value),
        None => value,
    });
}

impl ColumnValues {
    /// An empty memo for columns of `len` squares (`len ≤ 19`, so that codes fit a `u32`; the
    /// table takes 3^len entries). O(3^len).
    pub fn new(len: usize) -> ColumnValues {
        assert!(len <= 19, "a column of {len} squares: its codes pass u32");
        ColumnValues {
            powers: (0..len as u32).map(|i| 3u32.pow(i)).collect(),
            values: vec![None; 3usize.pow(len as u32)],
        }
    }

    /// The code of a column listed from the top, as long as the memo's columns. O(len).
    pub fn code(&self, column: &[Square]) -> u32 {
        assert_eq!(
            column.len(),
            self.powers.len(),
            "a column of another length"
        );
        column
            .iter()
            .zip(&self.powers)
            .map(|(&square, &power)| square as u32 * power)
            .sum()
    }

    /// The value of the column `code` to Takahashi (Left): the simplest number strictly above
    /// every Left option and below every Right option (the README proves that there is one).
    /// Left advances a `W` into the empty square above it or eats any `B`; Right advances a `B`
    /// or eats any `W`. O(len) for each column not seen before; each is reached at most once.
    pub fn value(&mut self, code: u32) -> Dyadic {
        if let Some(value) = self.values[code as usize] {
            return value;
        }
        let (mut left, mut right) = (None, None);
        for i in 0..self.powers.len() {
            let piece = code / self.powers[i] % 3;
            if piece == Square::Empty as u32 {
                continue;
            }
            // The piece on square i eaten; or moved up into square i − 1, if that is empty.
            let eaten = code - piece * self.powers[i];
            let eaten_value = self.value(eaten);
            let moved_up = (i > 0 && code / self.powers[i - 1] % 3 == Square::Empty as u32)
                .then(|| self.value(eaten + piece * self.powers[i - 1]));
            // Left eats a black piece and moves a white one; Right the other way round.
            let (eater, mover) = if piece == Square::Black as u32 {
                (&mut left, &mut right)
            } else {
                (&mut right, &mut left)
            };
            keep(eater, eaten_value, piece == Square::Black as u32);
            if let Some(value) = moved_up {
                keep(mover, value, piece == Square::White as u32);
            }
        }
        let value = Dyadic::simplest_between(left, right);
        self.values[code as usize] = Some(value);
        value
    }
}

/// Whether Takahashi, moving first, wins a board whose columns add up to `total`: iff it is
/// positive (0: the first player loses; negative: Snuke wins whoever starts). O(1).
pub fn takahashi_wins(total: Dyadic) -> bool {
    total > Dyadic::ZERO
}

/// What a row must be, for error messages.
fn row_expected(n: usize) -> String {
    format!("a row of {n} squares, each `W`, `B` or `.`")
}

/// Solves the input: N, then N rows of N squares each (`W`, `B` or `.`), any whitespace between
/// the tokens. Prints `Takahashi` or `Snuke`. N from 1 to [`CAPACITY`] (the judge's is at most
/// [`MAX_N`]); a token after the last row is an error. O(3^N · N) time and memory at worst
/// (the columns' values, memoised), O(N²) for the board.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("the side N within this program's capacity", 1..=CAPACITY)? as usize;
    // columns[j][i]: the square in row i (from the top) and column j.
    let mut columns = vec![vec![Square::Empty; n]; n];
    for i in 0..n {
        let expected = row_expected(n);
        let read = input.map_token(&expected, n, |row| {
            row.len() == n
                && row.iter().zip(columns.iter_mut()).all(|(&byte, column)| {
                    Square::from_byte(byte)
                        .map(|square| column[i] = square)
                        .is_some()
                })
        })?;
        if read != Some(true) {
            return Err(input.reject(expected));
        }
    }
    input.end("nothing after the last row (the input holds one board)")?;
    let mut values = ColumnValues::new(n);
    let mut total = Dyadic::ZERO;
    for column in &columns {
        let code = values.code(column);
        total = total + values.value(code);
    }
    out.line(if takahashi_wins(total) {
        "Takahashi"
    } else {
        "Snuke"
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// The value of the column given from the top as text.
    fn value(column: &str) -> String {
        let squares: Vec<Square> = column.bytes().filter_map(Square::from_byte).collect();
        let mut values = ColumnValues::new(squares.len());
        let code = values.code(&squares);
        values.value(code).to_string()
    }

    #[test]
    fn columns_by_hand() {
        // `B`: {0 | } = 1; `W`: { | 0} = −1; `W.` (the white piece at the top): { | 0} = −1;
        // `.W`: {−1 | 0} = −1/2; `.B`: {0 | 1} = 1/2; `..`: 0.
        assert_eq!(value("B"), "1");
        assert_eq!(value("W"), "-1");
        assert_eq!(value("W."), "-1");
        assert_eq!(value(".W"), "-1/2");
        assert_eq!(value(".B"), "1/2");
        assert_eq!(value(".."), "0");
        // `BB.` (sample 1's second column): Takahashi eats either (to `.B.` or `B..`), Snuke has
        // no move: {1 | } = 2. Eight black pieces: 8; eight white ones: −8.
        assert_eq!(value("BB."), "2");
        assert_eq!(value("BBBBBBBB"), "8");
        assert_eq!(value("WWWWWWWW"), "-8");
        assert!(takahashi_wins(Dyadic::new(1, 7)));
        assert!(!takahashi_wins(Dyadic::ZERO) && !takahashi_wins(Dyadic::new(-1, 1)));
    }

    #[test]
    fn the_samples_and_bad_input() {
        let run = |text: &str| run_text(solve, text);
        assert_eq!(run("3\nBB.\n.B.\n...\n"), ("Takahashi\n".to_string(), None));
        assert_eq!(run("2\n..\nWW\n"), ("Snuke\n".to_string(), None));
        let third = "4\nWWBW\nWWWW\nBWB.\nBBBB\n";
        assert_eq!(run(third), ("Snuke\n".to_string(), None));
        assert_eq!(
            run("2\n..\nW?\n").1.unwrap(),
            "line 3, column 1: expected a row of 2 squares, each `W`, `B` or `.`, found \"W?\""
        );
    }
}
