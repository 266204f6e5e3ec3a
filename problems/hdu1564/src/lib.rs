//! HDU 1564 Play a game: a stone starts on a corner of an `n × n` board (that square counts as
//! visited); players alternate moving it to an orthogonally adjacent square never visited; who
//! cannot move loses. 8600 moves first: print the winner, `8600` or `ailyanlu`.
//!
//! 8600 wins iff `n` is even. O(1) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves one `n` per line until `0` or the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(n) = input.u64_or_end("a board size n, or 0 to end", 0..=u64::MAX)? {
        if n == 0 {
            break;
        }
        // One write per answer, its newline included, of a constant length (a fixed copy).
        if first_player_wins(n) {
            out.bytes(b"8600\n")?;
        } else {
            out.bytes(b"ailyanlu\n")?;
        }
    }
    Ok(())
}

/// Whether the first player wins on an `n × n` board (`n ≥ 1`): iff `n` is even. Fix a domino
/// tiling of the board (of the whole board for even `n`, of all but the start corner for odd
/// `n`); the player who always moves to the other half of the stone's current domino never runs
/// out of moves. O(1).
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_boards_by_hand() {
        // 1×1: no move at all. 2×2: the path visits all four squares, 3 moves, the first makes
        // the last one.
        assert!(!first_player_wins(1));
        assert!(first_player_wins(2));
        assert!(!first_player_wins(3));
        assert!(first_player_wins(4));
    }

    #[test]
    fn large_boards() {
        assert!(first_player_wins(10_000));
        assert!(!first_player_wins(9_999));
        assert!(!first_player_wins(u64::MAX));
        assert!(first_player_wins(u64::MAX - 1));
    }
}
