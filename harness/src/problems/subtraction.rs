//! What the subtraction-game problems share (dp_k, cses1729): the oracle's play of one pile from
//! the rules, and their generators' move sets.

use game_core::sg::Search;
use std::collections::BTreeSet;

/// The moves a pile game allows.
type PileMoves = Box<dyn FnMut(&u64) -> Vec<u64>>;

/// One pile played from the rules: a position is the number of stones left, its options the
/// piles one move leaves (a move removes exactly one of the set's sizes, at most the pile).
/// Memoised across calls, so asking every pile up to n costs O(n · k).
pub(super) struct Pile {
    search: Search<u64, PileMoves>,
}

impl Pile {
    /// The game whose moves remove exactly `moves[i]` stones (any order, repeats allowed).
    pub(super) fn new(moves: &[u64]) -> Pile {
        let moves = moves.to_vec();
        let options: PileMoves = Box::new(move |&left: &u64| {
            moves
                .iter()
                .filter(|&&x| x <= left)
                .map(|&x| left - x)
                .collect()
        });
        Pile {
            search: Search::new(options),
        }
    }

    /// Whether the player to move wins from a pile of `stones`.
    pub(super) fn wins(&mut self, stones: u64) -> bool {
        self.search
            .wins(&stones)
            .expect("no cycles: every move removes stones")
    }
}

/// `count` distinct moves in `1..=top` (fewer if `top` is smaller), drawn by `draw` (clamped to
/// the range; repeats drawn again, up to 20 draws a move, then the smallest values not drawn),
/// in increasing order.
pub(super) fn distinct_moves(count: u64, top: u64, mut draw: impl FnMut() -> u64) -> Vec<u64> {
    let count = count.min(top);
    let mut moves = BTreeSet::new();
    for _ in 0..count * 20 {
        if moves.len() as u64 == count {
            break;
        }
        moves.insert(draw().clamp(1, top));
    }
    let mut fill = 1;
    while (moves.len() as u64) < count {
        moves.insert(fill);
        fill += 1;
    }
    moves.into_iter().collect()
}

/// The move set that costs core's `subtraction_wins` the most: 1 and `count − 1` odd moves from
/// 129 up. Every move is odd, so the even heaps lose and the odd ones win; an even heap finds no
/// loss among its moves up to 128 (the window of bits) and tries every larger move, one by one.
pub(super) fn costliest_moves(count: u64) -> Vec<u64> {
    std::iter::once(1)
        .chain((1..count).map(|i| 127 + 2 * i))
        .collect()
}
