//! HDU 1847 Good Luck in CET-4 Everybody!: a pile of `n` cards, a move takes a power of two
//! (1, 2, 4, …), whoever takes the last card wins. Kiki moves first: print `Kiki` if she wins,
//! else `Cici`.
//!
//! The player to move loses iff `n mod 3 = 0`, for every `n`. O(1) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves one `n` per line until the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(n) = input.u64_or_end("a card count n", 1..=u64::MAX)? {
        // One write per answer, its newline included, of a constant length (a fixed copy).
        if first_player_wins(n) {
            out.bytes(b"Kiki\n")?;
        } else {
            out.bytes(b"Cici\n")?;
        }
    }
    Ok(())
}

/// Whether the player to move wins from `n` cards when a move takes a power of two: iff
/// `n mod 3 ≠ 0`. No power of two is a multiple of 3, so from a multiple of 3 every move leaves a
/// non-multiple; from `n ≡ 1` or `n ≡ 2` taking 1 or 2 leaves a multiple. O(1).
pub fn first_player_wins(n: u64) -> bool {
    n % 3 != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_small_piles() {
        // 1: take it. 2: take 2. 3: 1 or 2 leaves 2 or 1, which the opponent takes.
        assert!(first_player_wins(1));
        assert!(first_player_wins(2));
        assert!(!first_player_wins(3));
        // 4: take 1 → 3. 5: take 2 → 3. 6: 1, 2, 4 leave 5, 4, 2, all winning for the opponent.
        assert!(first_player_wins(4));
        assert!(first_player_wins(5));
        assert!(!first_player_wins(6));
    }

    #[test]
    fn the_judge_bounds_and_beyond() {
        // 999 = 3·333; 1000 = 3·333 + 1.
        assert!(!first_player_wins(999));
        assert!(first_player_wins(1000));
        // 2^64 − 1 = 3·6148914691236517205; 2^64 − 2 ≡ 2.
        assert!(!first_player_wins(u64::MAX));
        assert!(first_player_wins(u64::MAX - 1));
        assert!(first_player_wins(1 << 63));
    }
}
