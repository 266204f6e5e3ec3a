//! HDU 2177 取(2堆)石子游戏: Wythoff's game, every winning first move printed. For each pair
//! `a b` (until `0 0`): `0` if the player to move loses, else `1` and one line `x y` (x ≤ y) for
//! each position a winning first move leaves: the equal-take move's first if it wins, then the
//! one-pile moves' positions, distinct, by increasing x.
//!
//! A position loses iff it is (0, 0) or (⌊kφ⌋, ⌊kφ⌋ + k), and each pile size is in exactly one
//! losing position (core's [`game_core::wythoff`]), so at most three moves win: the equal take to
//! the losing pair whose piles differ by b − a, and a one-pile take to each pile's partner.
//! O(1) per pair below 2^20 (⌊kφ⌋ from a float product, the partners from a bitset grown to the
//! largest pile), O(log b) above (core's integer forms); memory O(largest pile) bits up to 2^20.

#![warn(missing_docs)]

mod lower_pile;
mod partners;

use lower_pile::lower_pile;
use partners::Partners;

use game_core::io::{Error, Scanner, Writer};
use game_core::wythoff::{losing_lower_pile, partner, MAX_PARTNER_PILE};
use std::io::{self, BufRead, Write};

/// The judge's largest pile.
pub const MAX_PILE: u64 = 1_000_000;

/// The largest pile this program answers (the partner of a larger pile is not computed).
pub const MAX_ANSWERED_PILE: u64 = MAX_PARTNER_PILE;

/// Piles read in one block (an even number: a block starts with a pair's first pile).
const BLOCK: u64 = 4096;

/// Solves one pair a line until `0 0` (or the end of the input).
///
/// The piles are read in blocks (`u64s_into_while`, one parsing loop over each buffer of input)
/// and each pair is answered as its second pile is read; the block read stops at the `0 0`, so
/// nothing after it is read. A block's errors name the pile as `a` (the first of a pair): one at
/// a pair's second pile is renamed `b` here, as one read a pile counted them.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut partners = Partners::new();
    let mut block = Vec::with_capacity(BLOCK as usize);
    // The first pile of the pair being read, once read.
    let mut first = None;
    // A failed write, which stops the reading.
    let mut failed: Option<io::Error> = None;
    let range = 0..=MAX_ANSWERED_PILE;
    loop {
        block.clear();
        let read =
            input.u64s_into_while(&mut block, BLOCK, "a pile size a", range.clone(), |pile| {
                if failed.is_some() {
                    return false;
                }
                let Some(a) = first else {
                    first = Some(pile);
                    return true;
                };
                if (a, pile) == (0, 0) {
                    // The end; refused, so `first` stays (this pile may be asked about again).
                    return false;
                }
                first = None;
                // The judge promises a ≤ b; the game does not care about the order.
                let moves = moves_with(a.min(pile), a.max(pile), lower_pile, |x| partners.of(x));
                match write_answer(out, moves) {
                    Ok(()) => true,
                    Err(error) => {
                        failed = Some(error);
                        false
                    }
                }
            });
        match read {
            Ok(true) => continue,
            Ok(false) => return failed.map_or(Ok(()), |error| Err(Error::Io(error))),
            Err(Error::Input { at, found, .. }) if first.is_some() => {
                let expected = format!("a pile size b (0..={MAX_ANSWERED_PILE})");
                return Err(Error::input(at, expected, found));
            }
            // The end of the input where a pair would start ends it like `0 0`.
            Err(Error::Input { found, .. }) if found == "end of input" => return Ok(()),
            Err(error) => return Err(error),
        }
    }
}

/// Writes the answer for one pair: `0`, or `1` and the positions `moves` lists.
fn write_answer<W: Write>(
    out: &mut Writer<W>,
    moves: Option<[Option<(u64, u64)>; 3]>,
) -> io::Result<()> {
    match moves {
        None => out.line("0"),
        Some(moves) => {
            out.line("1")?;
            // Each of the three checked in turn: `flatten` ran 7% more instructions on the
            // worst case (callgrind, 680 M against 637 M).
            #[allow(clippy::manual_flatten)]
            for mv in moves {
                if let Some((x, y)) = mv {
                    out.u64(x)?;
                    out.byte(b' ')?;
                    out.u64(y)?;
                    out.newline()?;
                }
            }
            Ok(())
        }
    }
}

/// The positions the winning moves from (a, b) leave, in the printed order (the equal take's,
/// then the one-pile moves' by increasing x; `None` where there is none), or `None` if the
/// player to move loses. `a ≤ b ≤` [`MAX_ANSWERED_PILE`]. O(log b), no allocation.
pub fn winning_moves(a: u64, b: u64) -> Option<[Option<(u64, u64)>; 3]> {
    moves_with(a, b, losing_lower_pile, partner)
}

/// [`winning_moves`] with the smaller pile of the losing pair of each difference from
/// `lower_pile` and the piles' partners from `partner` (core's closed forms there; in `solve`, a
/// float product and a [`Partners`] table, checked against them by their unit tests). One call
/// of `lower_pile`, two of `partner`.
fn moves_with(
    a: u64,
    b: u64,
    lower_pile: impl FnOnce(u64) -> Option<u64>,
    mut partner: impl FnMut(u64) -> Option<u64>,
) -> Option<[Option<(u64, u64)>; 3]> {
    // The losing pair with difference b − a: (a, b) itself (the mover loses), or the equal
    // take's target if its smaller pile is below a.
    let lower = lower_pile(b - a);
    if lower == Some(a) {
        return None;
    }
    let equal = lower
        .filter(|&lower| lower < a)
        .map(|lower| (lower, lower + (b - a)));
    let mut partner_of = |x: u64| partner(x).expect("piles are at most MAX_ANSWERED_PILE");
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
