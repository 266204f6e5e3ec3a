//! HDU 5754 Life Winner Bo: a king, rook, knight or queen starts on (1, 1) of an N × M board and
//! may only move right and down (by its chess move); Bo and G alternate, Bo first; whoever moves
//! it onto (N, M) wins, and a piece that cannot move before getting there is a draw. Per case
//! print `B`, `G` or `D`.
//!
//! With the distances a = N − 1 and b = M − 1 still to go: the king loses iff both are even; the
//! rook is two-heap Nim (loses iff a = b); the queen is Wythoff's game; the knight needs
//! a + b ≡ 0 (mod 3) to arrive at all, then loses iff a = b and wins iff |a − b| = 1, else it
//! ends in a draw. O(1) per case (O(log) for the queen), exact to 2^64 − 1.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::wythoff;
use std::io::{BufRead, Write};

/// The judge's most cases T.
pub const MAX_CASES: u64 = 1000;
/// The judge's smallest board side (N and M).
pub const MIN_SIDE: u64 = 2;
/// The judge's largest board side (N and M).
pub const MAX_SIDE: u64 = 1000;

/// A chess piece, by the statement's type number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// Type 1: one step right, down, or diagonally right-down.
    King,
    /// Type 2: any distance right or down.
    Rook,
    /// Type 3: one and two cells, right and down: (+1, +2) or (+2, +1).
    Knight,
    /// Type 4: any distance right, down, or diagonally right-down.
    Queen,
}

impl Piece {
    /// Every piece, by type number from 1.
    pub const ALL: [Piece; 4] = [Piece::King, Piece::Rook, Piece::Knight, Piece::Queen];
}

/// Who wins from the start with best play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Winner {
    /// Bo, who moves first: `B`.
    Bo,
    /// G, who moves second: `G`.
    G,
    /// Nobody (the piece gets stuck short of the corner): `D`.
    Draw,
}

/// The winner with `piece` on (1, 1) of a `rows` × `columns` board (both ≥ 1), the corner
/// (rows, columns) to reach. O(1); O(log) for the queen.
///
/// ```
/// use hdu5754::{winner, Piece, Winner};
/// // The sample: a 5 × 5 board.
/// assert_eq!(winner(Piece::King, 5, 5), Winner::G);
/// assert_eq!(winner(Piece::Rook, 5, 5), Winner::G);
/// assert_eq!(winner(Piece::Knight, 5, 5), Winner::Draw);
/// assert_eq!(winner(Piece::Queen, 5, 5), Winner::Bo);
/// ```
pub fn winner(piece: Piece, rows: u64, columns: u64) -> Winner {
    let (a, b) = (rows - 1, columns - 1);
    let first_wins = match piece {
        // From both distances even every step makes one odd, and from one odd a step (down,
        // right or diagonal) makes both even again.
        Piece::King => a % 2 == 1 || b % 2 == 1,
        Piece::Rook => a != b,
        Piece::Queen => wythoff::first_player_wins(a, b),
        Piece::Knight => return knight(a, b),
    };
    if first_wins {
        Winner::Bo
    } else {
        Winner::G
    }
}

/// The knight's race over distances (a, b): every move takes 3 off a + b, so the corner is
/// reachable only if 3 | a + b; then with a = b the second player answers (1, 2) with (2, 1)
/// and back and arrives; with |a − b| = 1 the first player moves to the diagonal and becomes
/// that second player; otherwise whoever would lose moves off the reachable cells (a draw).
fn knight(a: u64, b: u64) -> Winner {
    // a + b without overflow: compare residues.
    if (a % 3 + b % 3) % 3 != 0 {
        Winner::Draw
    } else if a == b {
        Winner::G
    } else if a.abs_diff(b) == 1 {
        Winner::Bo
    } else {
        Winner::Draw
    }
}

/// Solves the `T` cases: `type N M` each.
///
/// O(1) per case (O(log) for the queen), O(1) memory.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    input.for_each_case("a case count T", "a piece type", 1..=4, |input, _, kind| {
        let rows = input.u64("a row count N", MIN_SIDE..=u64::MAX)?;
        let columns = input.u64("a column count M", MIN_SIDE..=u64::MAX)?;
        let piece = Piece::ALL[kind as usize - 1];
        out.line(match winner(piece, rows, columns) {
            Winner::Bo => "B",
            Winner::G => "G",
            Winner::Draw => "D",
        })?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_boards_by_hand() {
        let sample = "4\n1 5 5\n2 5 5\n3 5 5\n4 5 5\n";
        assert_eq!(run_text(solve, sample), ("G\nG\nD\nB\n".into(), None));
        // 2 × 2 (distances 1, 1): the king and the queen step onto the corner at once; the rook
        // moves straight only and leaves G one step; the knight cannot move at all.
        let text = "4\n1 2 2\n2 2 2\n3 2 2\n4 2 2\n";
        assert_eq!(run_text(solve, text).0, "B\nG\nD\nB\n");
        // The king: one odd distance is enough (step along it); (2, 2) is lost.
        assert_eq!(winner(Piece::King, 2, 3), Winner::Bo);
        assert_eq!(winner(Piece::King, 3, 2), Winner::Bo);
        assert_eq!(winner(Piece::King, 3, 3), Winner::G);
        // The knight: distances (2, 1) arrive in one jump; (2, 3) never arrive (5 is not a
        // multiple of 3); from (3, 3) each jump is answered by the other one.
        assert_eq!(winner(Piece::Knight, 3, 2), Winner::Bo);
        assert_eq!(winner(Piece::Knight, 3, 4), Winner::Draw);
        assert_eq!(winner(Piece::Knight, 4, 4), Winner::G);
        // The queen: distances (1, 2) and (3, 5) are Wythoff's losing pairs, (2, 3) is not.
        assert_eq!(winner(Piece::Queen, 2, 3), Winner::G);
        assert_eq!(winner(Piece::Queen, 4, 6), Winner::G);
        assert_eq!(winner(Piece::Queen, 3, 4), Winner::Bo);
        // The largest sides: distances 2^64 − 2 both, equal and even; the knight's
        // (2^64 − 2, 2^64 − 3) sum to a multiple of 3 (2^64 ≡ 1) and differ by one.
        let max = u64::MAX;
        assert_eq!(winner(Piece::Rook, max, max), Winner::G);
        assert_eq!(winner(Piece::King, max, max), Winner::G);
        assert_eq!(winner(Piece::Knight, max, max - 1), Winner::Bo);
        assert_eq!(winner(Piece::Knight, max, max - 2), Winner::Draw);
    }
}
