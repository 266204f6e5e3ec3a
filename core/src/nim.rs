//! Nim: the nim-sum of a position and the rule that finds every winning move.
//!
//! A Nim position loses for the player to move iff the xor of its heap sizes (its nim-sum `X`) is 0.
//! From a position with `X ≠ 0`, taking from heap `a` wins iff it leaves `a ⊕ X`, which is a legal
//! move iff `a ⊕ X < a` (that is, iff `a` has the highest set bit of `X`): the resulting nim-sum is
//! then 0. Every heap has at most one winning move.
//!
//! Under misère play (whoever takes the last stone loses), [`misere_first_player_wins`] gives the
//! rule: the same as normal play unless every heap has at most one stone. The SJ theorem
//! ([`super::anti`]) applies the same rule to the SG values of anti-SG sums under its hypothesis.

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
    // `winning_move(heap, x).is_some()`, written as a sum of 0s and 1s that the compiler
    // vectorises (a `filter().count()` over the `Option` is compiled one heap at a time).
    heaps.iter().map(|&heap| usize::from(heap ^ x < heap)).sum()
}

/// Whether the player to move wins misère Nim (a move takes any positive number of stones from
/// one heap; whoever takes the last stone **loses**) from `heaps`. Empty heaps may be included;
/// they change nothing.
///
/// The rule (Bouton, 1901): if every heap has at most one stone, the player to move wins iff the
/// number of 1-heaps is even (each move then takes one heap, and an odd count leaves the last
/// one to the player to move); otherwise iff the nim-sum is not 0, as in normal play. Proof
/// sketch: while some heap has two or more stones, play normal Nim, except that the move that
/// would leave only 1-heaps (possible only from exactly one heap ≥ 2) leaves an **odd** number of
/// them instead: take that heap to 0 or 1, whichever makes the count of 1-heaps odd.
///
/// The SJ theorem ([`super::anti::first_player_wins`], which calls this function) carries this
/// rule over to sums of anti-SG games that meet its hypothesis, read on the components' SG
/// values: misère Nim is its case of heaps worth their sizes (and meets the hypothesis, since a
/// heap worth 0 is empty).
///
/// O(n) for n heaps, one pass.
///
/// ```
/// use game_core::nim::misere_first_player_wins;
///
/// // 3 5 1: a heap above 1, nim-sum 3 ^ 5 ^ 1 = 7 ≠ 0: the player to move wins.
/// assert!(misere_first_player_wins([3, 5, 1]));
/// // One heap of 1: the player to move must take the last stone, and loses.
/// assert!(!misere_first_player_wins([1]));
/// // Two heaps of 1: take one, the opponent takes the last: the player to move wins,
/// // although the nim-sum is 0 (under normal play this position loses).
/// assert!(misere_first_player_wins([1, 1]));
/// // 2 2: a heap above 1 and nim-sum 0: the player to move loses, as in normal play.
/// assert!(!misere_first_player_wins([2, 2]));
/// // No stone at all: the opponent took the last one, so the player to move has won.
/// assert!(misere_first_player_wins([]));
/// ```
pub fn misere_first_player_wins<I: IntoIterator<Item = u64>>(heaps: I) -> bool {
    let (x, all_small) = heaps
        .into_iter()
        .fold((0, true), |(x, small), heap| (x ^ heap, small && heap <= 1));
    // With every heap ≤ 1 the nim-sum is the parity of the 1-heaps: odd (1) loses.
    (x != 0) != all_small
}

/// Whether the player to move wins Moore's Nim_k: a move takes stones from at least one and at
/// most `k ≥ 1` heaps (any positive number from each), and whoever cannot move loses. Moore's
/// theorem (1910): the player to move loses iff, in every binary place, the number of heaps with
/// a 1 there is a multiple of k + 1 (k = 1 is Nim: the nim-sum is 0). O(64 + number of 1 bits
/// over the heaps): each heap adds to the counts of its own places only.
///
/// ```
/// use game_core::nim::moore_first_player_wins;
///
/// // Three heaps of 1, k = 2: the count in place 0 is 3 = k + 1: the player to move loses
/// // (take from one or two heaps; the opponent takes the rest).
/// assert!(!moore_first_player_wins([1, 1, 1], 2));
/// // 1 2 3, k = 2: places 0 and 1 each count 2, not a multiple of 3: a win (lower the 2 and
/// // the 3 to 1, leaving 1 1 1).
/// assert!(moore_first_player_wins([1, 2, 3], 2));
/// // Under Nim (k = 1) 1 2 3 is lost: 1 ^ 2 ^ 3 = 0.
/// assert!(!moore_first_player_wins([1, 2, 3], 1));
/// ```
pub fn moore_first_player_wins<I: IntoIterator<Item = u64>>(heaps: I, k: u64) -> bool {
    let mut counts = [0u64; 64];
    for heap in heaps {
        // The 1 bits one by one, lowest first (a heap of a few bits costs a few steps, not 64).
        let mut rest = heap;
        while rest != 0 {
            counts[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
    counts.iter().any(|&count| match k.checked_add(1) {
        Some(modulus) => count % modulus != 0,
        // k + 1 = 2^64 exceeds every count.
        None => count != 0,
    })
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
    fn the_count_is_the_number_of_heaps_with_a_winning_move() {
        // Rows of every length 0..=40 (vectorised loops have a remainder after each block of
        // heaps) of pseudo-random heaps, small and near 2^64: the sum counts exactly the heaps
        // `winning_move` finds a move in.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for len in 0..=40 {
            let heaps: Vec<u64> = (0..len)
                .map(|i| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    if i % 3 == 0 {
                        state
                    } else {
                        state % 16 + 1
                    }
                })
                .collect();
            let x = nim_sum(heaps.iter().copied());
            let expected = heaps
                .iter()
                .filter(|&&h| winning_move(h, x).is_some())
                .count();
            assert_eq!(count_winning_moves(&heaps), expected, "{heaps:?}");
        }
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

    #[test]
    fn misere_rule_by_hand() {
        // Only 1-heaps (and empty ones): an even count of 1-heaps wins.
        assert!(misere_first_player_wins([]));
        assert!(misere_first_player_wins([0, 0]));
        assert!(!misere_first_player_wins([1]));
        assert!(!misere_first_player_wins([1, 0]));
        assert!(misere_first_player_wins([1, 1]));
        assert!(!misere_first_player_wins([1, 1, 1]));
        assert!(misere_first_player_wins([1, 1, 1, 1]));
        // One heap of 2 or more: take it to 0 or 1 to leave an odd count of 1-heaps: a win.
        assert!(misere_first_player_wins([2]));
        assert!(misere_first_player_wins([2, 1]));
        assert!(misere_first_player_wins([1, 1, 7]));
        // Two or more big heaps: as normal Nim.
        assert!(!misere_first_player_wins([2, 2]));
        assert!(!misere_first_player_wins([1, 2, 3]));
        assert!(misere_first_player_wins([1, 2, 4]));
        assert!(!misere_first_player_wins([u64::MAX, u64::MAX, 1, 1]));
        assert!(misere_first_player_wins([u64::MAX, u64::MAX - 1, 1, 1]));
    }

    /// Moore's Nim_k searched from its rules: every non-empty set of at most k heaps, any
    /// positive take from each.
    fn moore_by_the_rules(
        heaps: &[u64],
        k: usize,
        memo: &mut std::collections::HashMap<Vec<u64>, bool>,
    ) -> bool {
        let mut key = heaps.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let n = key.len();
        let mut wins = false;
        // Each heap's new size (≤ its size); a move changes between 1 and k of them.
        let mut next = key.clone();
        'search: for code in 1..(1usize << n) {
            let chosen: Vec<usize> = (0..n).filter(|&i| code >> i & 1 == 1).collect();
            if chosen.len() > k || chosen.iter().any(|&i| key[i] == 0) {
                continue;
            }
            let mut sizes = vec![0u64; chosen.len()];
            loop {
                for (&i, &size) in chosen.iter().zip(&sizes) {
                    next[i] = size;
                }
                if !moore_by_the_rules(&next, k, memo) {
                    wins = true;
                    break 'search;
                }
                // The next assignment of sizes below each chosen heap.
                let mut j = 0;
                while j < chosen.len() {
                    sizes[j] += 1;
                    if sizes[j] < key[chosen[j]] {
                        break;
                    }
                    sizes[j] = 0;
                    j += 1;
                }
                if j == chosen.len() {
                    break;
                }
            }
            next.clone_from(&key);
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn moore_agrees_with_the_rules_on_small_positions() {
        for k in 1..=3 {
            let mut memo = std::collections::HashMap::new();
            for a in 0..=5u64 {
                for b in 0..=a {
                    for c in 0..=b {
                        for d in 0..=c.min(3) {
                            let heaps = vec![a, b, c, d];
                            let expected = moore_by_the_rules(&heaps, k, &mut memo);
                            assert_eq!(
                                moore_first_player_wins(heaps, k as u64),
                                expected,
                                "{a} {b} {c} {d}, k = {k}"
                            );
                        }
                    }
                }
            }
        }
        assert!(moore_first_player_wins([u64::MAX], u64::MAX));
        assert!(!moore_first_player_wins([0, 0], u64::MAX));
        // The top place counts like the others (k = 2: a loss iff every count is 0 mod 3).
        let top = 1 << 63;
        assert!(!moore_first_player_wins([top | 1, top | 1, top | 1], 2));
        assert!(moore_first_player_wins([top, top, top | 1], 2));
        assert!(moore_first_player_wins([top, top], 2));
    }
}
