//! What the subtraction-game problems share (dp_k, cses1729): the oracle's play of one pile from
//! the rules, their generators' piles and move sets, and their shrinkers' smaller games.

use super::piles::smaller_values;
use crate::parts::without_parts;
use crate::rng::Rng;
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

/// A random game, (pile, moves): a pile in `1..=most_pile`, and 1 to 6 distinct moves up to a
/// top drawn in `1..=min(pile, 30)` (increasing).
pub(super) fn random_game(rng: &mut Rng, most_pile: u64) -> (u64, Vec<u64>) {
    let pile = rng.range(1, most_pile);
    let top = rng.range(1, pile.min(30));
    let count = rng.range(1, 6);
    let moves = distinct_moves(count, top, || rng.range(1, top));
    (pile, moves)
}

/// A judge-sized game, (pile, moves): a pile up to `max_pile` and up to `max_moves` moves (the
/// maxima often, by [`Rng::sized`]), uniform in `1..=pile`, or small (log-uniform: many moves
/// playable at every pile, a table's worst), or `1..=count` (increasing).
pub(super) fn judge_sized_game(rng: &mut Rng, max_pile: u64, max_moves: u64) -> (u64, Vec<u64>) {
    let pile = rng.sized(1, max_pile);
    let count = rng.sized(1, max_moves).min(pile);
    let moves = match rng.below(3) {
        0 => distinct_moves(count, pile, || rng.range(1, pile)),
        1 => distinct_moves(count, pile, || rng.log_uniform(1, pile)),
        _ => (1..=count).collect(),
    };
    (pile, moves)
}

/// The smaller games of a shrinker, (pile, moves): fewer moves (halves, quarters, … of them
/// removed, down to each alone), then a smaller pile (down to `pile_floor`), then each move
/// smaller (the `i`th down to `move_floor(i)`), in that order.
pub(super) fn smaller_games(
    pile: u64,
    moves: &[u64],
    pile_floor: u64,
    move_floor: impl Fn(usize) -> u64,
) -> Vec<(u64, Vec<u64>)> {
    let mut smaller: Vec<(u64, Vec<u64>)> = without_parts(moves)
        .into_iter()
        .map(|fewer| (pile, fewer))
        .collect();
    for less in smaller_values(pile, pile_floor) {
        smaller.push((less, moves.to_vec()));
    }
    for (i, &x) in moves.iter().enumerate() {
        for x in smaller_values(x, move_floor(i)) {
            let mut less = moves.to_vec();
            less[i] = x;
            smaller.push((pile, less));
        }
    }
    smaller
}
