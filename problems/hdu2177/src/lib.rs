//! HDU 2177 取(2堆)石子游戏: Wythoff's game, every winning first move printed. For each pair
//! `a b` (until `0 0`): `0` if the player to move loses, else `1` and one line `x y` (x ≤ y) for
//! each position a winning first move leaves: the equal-take move's first if it wins, then the
//! one-pile moves' positions, distinct, by increasing x.
//!
//! A position loses iff it is (0, 0) or (⌊kφ⌋, ⌊kφ⌋ + k), and each pile size is in exactly one
//! losing position (core's [`game_core::wythoff`]), so at most three moves win: the equal take to
//! the losing pair whose piles differ by b − a, and a one-pile take to each pile's partner.
//! O(log b) per pair (integer square roots), O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::wythoff::{losing_lower_pile, partner, MAX_PARTNER_PILE};
use std::io::{BufRead, Write};

/// The judge's largest pile.
pub const MAX_PILE: u64 = 1_000_000;

/// The largest pile this program answers (the partner of a larger pile is not computed).
pub const MAX_ANSWERED_PILE: u64 = MAX_PARTNER_PILE;

/// Solves one pair a line until `0 0` (or the end of the input).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(a) = input.u64_or_end("a pile size a", 0..=MAX_ANSWERED_PILE)? {
        let b = input.u64("a pile size b", 0..=MAX_ANSWERED_PILE)?;
        if (a, b) == (0, 0) {
            break;
        }
        // The judge promises a ≤ b; the game does not care about the order.
        match winning_moves(a.min(b), a.max(b)) {
            None => out.line("0")?,
            Some(moves) => {
                out.line("1")?;
                for (x, y) in moves.into_iter().flatten() {
                    out.u64(x)?;
                    out.str(" ")?;
                    out.u64(y)?;
                    out.newline()?;
                }
            }
        }
    }
    Ok(())
}

/// The positions the winning moves from (a, b) leave, in the printed order (the equal take's,
/// then the one-pile moves' by increasing x; `None` where there is none), or `None` if the
/// player to move loses. `a ≤ b ≤` [`MAX_ANSWERED_PILE`]. O(log b), no allocation.
pub fn winning_moves(a: u64, b: u64) -> Option<[Option<(u64, u64)>; 3]> {
    // The losing pair with difference b − a: (a, b) itself (the mover loses), or the equal
    // take's target if its smaller pile is below a.
    let lower = losing_lower_pile(b - a);
    if lower == Some(a) {
        return None;
    }
    let equal = lower
        .filter(|&lower| lower < a)
        .map(|lower| (lower, lower + (b - a)));
    let partner_of = |x: u64| partner(x).expect("piles are at most MAX_ANSWERED_PILE");
    // Lower b to a's partner, or lower a to b's partner.
    let p = partner_of(a);
    let lower_b = (p < b).then(|| (a.min(p), a.max(p)));
    let q = partner_of(b);
    let lower_a = (q < a).then_some((q, b));
    // When both win, lowering b leaves the smaller x (the README's "Output" order): with
    // q = partner(b) < a, b is the larger pile b_j of its pair; if a = a_i is a smaller pile with
    // a_i < b_i = p < b_j then i < j and q = a_j > a_i = x; if a = b_i is a larger pile, p = a_i
    // and b_j > b_i gives q = a_j > a_i = x. They are one move when a = b: listed once.
    let lower_a = lower_a.filter(|&move_a| Some(move_a) != lower_b);
    Some([equal, lower_b, lower_a])
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_then_the_end_at_0_0() {
        let (out, error) = run_text(solve, "1 2\n5 8\n4 7\n2 2\n0 0\n5 7\n");
        assert_eq!(
            (out.as_str(), error),
            ("0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n", None)
        );
        // Swapped piles are the same game; the end of the input ends like 0 0.
        assert_eq!(run_text(solve, "8 5").0, "1\n4 7\n3 5\n");
    }

    fn listed(a: u64, b: u64) -> Option<Vec<(u64, u64)>> {
        winning_moves(a, b).map(|moves| moves.into_iter().flatten().collect())
    }

    #[test]
    fn the_moves_worked_out_by_hand() {
        // The sample, and the statement's order: the equal take first.
        assert_eq!(listed(1, 2), None);
        assert_eq!(listed(5, 8), Some(vec![(4, 7), (3, 5)]));
        assert_eq!(listed(4, 7), None);
        // (2, 2): to (0, 0) by both, to (1, 2) from either pile, listed once.
        assert_eq!(listed(2, 2), Some(vec![(0, 0), (1, 2)]));
        // (2, 3): to (1, 2) by both and by the larger pile: the equal take is listed anyway.
        assert_eq!(listed(2, 3), Some(vec![(1, 2), (1, 2)]));
        // (5, 7): to (3, 5) both ways, and to (4, 7) from the smaller pile.
        assert_eq!(listed(5, 7), Some(vec![(3, 5), (3, 5), (4, 7)]));
        // a = 0 < b: only emptying the larger pile.
        assert_eq!(listed(0, 9), Some(vec![(0, 0)]));
    }

    #[test]
    fn lowering_b_leaves_the_smaller_x_whenever_both_one_pile_moves_win() {
        for b in 0..=400 {
            for a in 0..=b {
                if let Some([_, Some(lower_b), Some(lower_a)]) = winning_moves(a, b) {
                    assert!(lower_b.0 < lower_a.0, "({a}, {b}): {lower_b:?} {lower_a:?}");
                }
            }
        }
    }

    #[test]
    fn the_largest_piles_answered() {
        use game_core::wythoff::first_player_wins;
        let top = MAX_ANSWERED_PILE;
        let moves = listed(top, top).expect("equal piles win");
        assert_eq!(moves[0], (0, 0));
        for &(x, y) in &moves {
            assert!(!first_player_wins(x, y), "({x}, {y})");
        }
    }
}
