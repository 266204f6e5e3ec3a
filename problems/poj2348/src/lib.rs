//! POJ 2348 / HDU 1525 Euclid's Game: from two positive numbers, a move subtracts a positive
//! multiple of the smaller from the larger (leaving it ≥ 0); whoever first makes a number 0 wins.
//! Print `Stan wins` if the first player wins, else `Ollie wins`.
//!
//! O(log(a + b)) per pair (at most 90 forced steps for u64, on consecutive Fibonacci numbers),
//! O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves one pair per line until `0 0` or the end of the input.
///
/// Any pair of positive u64 is answered exactly; a pair with one 0 and one positive number is no
/// game (it is already over) and is rejected at the number that makes it so.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(a) =
        input.u64_or_end("the first number of a pair, or 0 0 to end", 0..=u64::MAX)?
    {
        if a == 0 {
            input.u64(
                "the terminator's second 0, as a pair with one 0 is no game",
                0..=0,
            )?;
            break;
        }
        let b = input.u64(
            "a positive second number, as a pair with one 0 is no game",
            1..=u64::MAX,
        )?;
        out.line(if first_player_wins(a, b) {
            "Stan wins"
        } else {
            "Ollie wins"
        })?;
    }
    Ok(())
}

/// Whether the player to move wins from the positive numbers `a` and `b`.
///
/// With `big ≥ small`: if `small` divides `big`, or `big ≥ 2·small` (tested as
/// `big − small ≥ small`, which cannot overflow), the mover wins; otherwise the only move is to
/// `(small, big − small)` and the turn passes. The pair shrinks like Euclid's algorithm:
/// O(log(a + b)) steps, O(1) memory. `a = 0` or `b = 0` is no game; it answers `false`.
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (mut big, mut small) = if a >= b { (a, b) } else { (b, a) };
    let mut mover_is_first = true;
    while small > 0 {
        // The mover chooses when big ≥ 2·small; below that, small ≤ big < 2·small, where small
        // divides big only if they are equal (then the mover takes all of big and wins).
        if big - small >= small || big == small {
            return mover_is_first;
        }
        (big, small) = (small, big - small);
        mover_is_first = !mover_is_first;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample() {
        assert_eq!(
            run_text(solve, "34 12\n15 24\n0 0\n"),
            ("Stan wins\nOllie wins\n".to_string(), None)
        );
    }

    #[test]
    fn small_pairs_by_hand() {
        // Equal numbers, or one at least twice the other: make a 0, or choose the parity.
        assert!(first_player_wins(1, 1));
        assert!(first_player_wins(7, 7));
        assert!(first_player_wins(1, 5));
        assert!(first_player_wins(5, 2));
        // (3, 2) → (2, 1) only, and then the opponent makes 0: the mover loses.
        assert!(!first_player_wins(3, 2));
        assert!(!first_player_wins(2, 3));
        // (5, 3) → (3, 2) only, a loss for the opponent.
        assert!(first_player_wins(5, 3));
        // (8, 5) → (5, 3), a win for the opponent.
        assert!(!first_player_wins(8, 5));
        // (7, 4) → (4, 3) → (3, 1): both moves forced, then the first player takes 3 and wins.
        assert!(first_player_wins(7, 4));
        // The sample: (34, 12) has 34 ≥ 24. (24, 15) → (15, 9) → (9, 6) → (6, 3), forced, and
        // (6, 3) is the second player's turn: 3 divides 6.
        assert!(first_player_wins(34, 12));
        assert!(!first_player_wins(15, 24));
        // A pair with a 0 is no game: documented as `false`.
        assert!(!first_player_wins(0, 5) && !first_player_wins(5, 0) && !first_player_wins(0, 0));
    }

    #[test]
    fn no_overflow_at_the_top() {
        let top = u64::MAX;
        let half = 1u64 << 63;
        // 2·b wraps here; really a < 2b, so the move is forced: (2^63 + 1, 2^63) → (2^63, 1),
        // where the opponent makes 0.
        assert!(!first_player_wins(half + 1, half));
        assert!(first_player_wins(top, top));
        assert!(first_player_wins(top, 1));
        // (2^64 − 1, 2^63) → (2^63, 2^63 − 1) → (2^63 − 1, 1), forced; then the first player
        // makes 0.
        assert!(first_player_wins(top, half));
        // (3g, 2g) → (2g, g), which the opponent wins at once.
        let g = u64::MAX / 3;
        assert!(!first_player_wins(3 * g, 2 * g));
    }

    #[test]
    fn terminator_and_one_zero() {
        assert_eq!(
            run_text(solve, "3 2\n0 0\n5 5\n"),
            ("Ollie wins\n".to_string(), None)
        );
        assert_eq!(run_text(solve, "3 2"), ("Ollie wins\n".to_string(), None));
        assert_eq!(
            run_text(solve, "3 2\n0 5\n").1.unwrap(),
            "line 2, column 3: expected the terminator's second 0, as a pair with one 0 is no \
             game (0..=0), found \"5\""
        );
        assert_eq!(
            run_text(solve, "5 0\n").1.unwrap(),
            "line 1, column 3: expected a positive second number, as a pair with one 0 is no \
             game (1..=2^64-1), found \"0\""
        );
    }
}
