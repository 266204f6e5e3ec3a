//! Nim: the nim-sum of a position and the rule that finds every winning move.
//!
//! A Nim position loses for the player to move iff the xor of its heap sizes (its nim-sum `X`) is 0.
//! From a position with `X ≠ 0`, taking from heap `a` wins iff it leaves `a ⊕ X`, which is a legal
//! move iff `a ⊕ X < a` (that is, iff `a` has the highest set bit of `X`): the resulting nim-sum is
//! then 0. Every heap has at most one winning move.

/// The nim-sum (xor) of heap sizes (or of SG values).
///
/// O(n) for n heaps.
///
/// ```
/// use game_core::nim::nim_sum;
///
/// // 3 = 011, 4 = 100, 5 = 101: 011 ^ 100 = 111, 111 ^ 101 = 010.
/// assert_eq!(nim_sum([3, 4, 5]), 2); // not 0: the player to move wins
/// assert_eq!(nim_sum([1, 4, 5]), 0); // 0: the player to move loses
/// ```
pub fn nim_sum<I: IntoIterator<Item = u64>>(heaps: I) -> u64 {
    heaps.into_iter().fold(0, |acc, heap| acc ^ heap)
}

/// The winning move from a heap of `heap` stones when the whole position's nim-sum is `nim_sum`:
/// `Some(b)` if leaving `b` stones in this heap makes the nim-sum 0, `None` if this heap has no
/// winning move (always `None` when `nim_sum` is 0).
///
/// O(1).
///
/// ```
/// use game_core::nim::{nim_sum, winning_move};
///
/// // Piles 3, 4, 5 have nim-sum 2. Only pile 3 has bit 1 set: 3 ^ 2 = 1, so take it to 1,
/// // which leaves 1, 4, 5, of nim-sum 0. 4 ^ 2 = 6 and 5 ^ 2 = 7 would add stones.
/// let piles = [3, 4, 5];
/// let x = nim_sum(piles);
/// assert_eq!(winning_move(3, x), Some(1));
/// assert_eq!(winning_move(4, x), None);
/// assert_eq!(winning_move(5, x), None);
/// assert_eq!(nim_sum([1, 4, 5]), 0);
/// ```
pub fn winning_move(heap: u64, nim_sum: u64) -> Option<u64> {
    let leave = heap ^ nim_sum;
    (leave < heap).then_some(leave)
}

/// The number of winning moves in a Nim position (0 if it is losing).
///
/// O(n) for n heaps.
///
/// ```
/// use game_core::nim::count_winning_moves;
///
/// assert_eq!(count_winning_moves(&[3, 4, 5]), 1); // 3 -> 1 only
/// assert_eq!(count_winning_moves(&[1, 2, 3]), 0); // 1 ^ 2 ^ 3 = 0: a losing position
/// ```
pub fn count_winning_moves(heaps: &[u64]) -> usize {
    let x = nim_sum(heaps.iter().copied());
    heaps
        .iter()
        .filter(|&&heap| winning_move(heap, x).is_some())
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nim_sum_is_xor() {
        assert_eq!(nim_sum([]), 0);
        assert_eq!(nim_sum([45, 45]), 0);
        assert_eq!(nim_sum([3, 6, 9]), 12);
        assert_eq!(nim_sum([u64::MAX, 1]), u64::MAX - 1);
    }

    #[test]
    fn winning_moves_of_the_hdu2176_sample() {
        // 5 7 8 9 10: X = 5^7^8^9^10 = 9; the statement lists 8→1, 9→0, 10→3.
        let heaps = [5, 7, 8, 9, 10];
        let x = nim_sum(heaps);
        assert_eq!(x, 9);
        let moves: Vec<_> = heaps.iter().map(|&h| winning_move(h, x)).collect();
        assert_eq!(moves, [None, None, Some(1), Some(0), Some(3)]);
        assert_eq!(count_winning_moves(&heaps), 3);
    }

    #[test]
    fn no_move_from_a_losing_position_and_equal_leave_is_not_a_move() {
        assert_eq!(winning_move(7, 0), None);
        assert_eq!(count_winning_moves(&[4, 4]), 0);
        // 3 ^ 2 = 1 < 3 is a move; 1 ^ 2 = 3 > 1 is not.
        assert_eq!(winning_move(3, 2), Some(1));
        assert_eq!(winning_move(1, 2), None);
        // Removing the whole heap is a move.
        assert_eq!(winning_move(6, 6), Some(0));
    }

    #[test]
    fn top_of_u64() {
        let heaps = [u64::MAX, u64::MAX - 1, 1 << 63];
        let x = nim_sum(heaps);
        for &h in &heaps {
            if let Some(b) = winning_move(h, x) {
                assert_eq!(
                    nim_sum(heaps.iter().map(|&g| if g == h { b } else { g })),
                    0
                );
            }
        }
    }
}
