//! A plain search of a partizan game's whole positions, the rules alone: what the partizan
//! problems' unit tests check their forms and values against.

use std::collections::HashMap;
use std::hash::Hash;

/// Positions decided so far, with who was to move: `(position, left) → the mover wins`.
pub(super) type Memo<P> = HashMap<(P, bool), bool>;

/// Whether the player to move wins `position` (Left moving iff `left`) under normal play, where
/// `moves(position, left)` lists the positions the mover can reach, each in one canonical form
/// (sorted, say) so that equal positions meet in `memo`. Exponential in general: small
/// positions only.
pub(super) fn mover_wins<P: Clone + Eq + Hash>(
    position: &P,
    left: bool,
    moves: &impl Fn(&P, bool) -> Vec<P>,
    memo: &mut Memo<P>,
) -> bool {
    if let Some(&known) = memo.get(&(position.clone(), left)) {
        return known;
    }
    let wins = moves(position, left)
        .iter()
        .any(|next| !mover_wins(next, !left, moves, memo));
    memo.insert((position.clone(), left), wins);
    wins
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pile game where Left takes 1 and Right takes 2: one pile of 2 is Left's with Left to
    /// move (2 → 1 → Right stuck) and Right's with Right to move (2 → 0 → Left stuck).
    #[test]
    fn the_mover_wins_exactly_where_some_move_leaves_a_loss() {
        let moves = |&pile: &u64, left: bool| {
            let take = if left { 1 } else { 2 };
            if pile >= take {
                vec![pile - take]
            } else {
                Vec::new()
            }
        };
        let mut memo = Memo::new();
        assert!(mover_wins(&2, true, &moves, &mut memo));
        assert!(mover_wins(&2, false, &moves, &mut memo));
        assert!(!mover_wins(&0, true, &moves, &mut memo));
        // 1: Left takes it and wins; Right cannot move.
        assert!(mover_wins(&1, true, &moves, &mut memo));
        assert!(!mover_wins(&1, false, &moves, &mut memo));
        // 3, Right to move: 3 → 1, then Left takes the last chip and Right is stuck.
        assert!(!mover_wins(&3, false, &moves, &mut memo));
    }
}
