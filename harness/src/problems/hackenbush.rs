//! Green Hackenbush played from its rules, for the oracles of hdu3094 and poj3710: no colon
//! principle, no fusion, no cycle structure, no Sprague–Grundy value, only the moves.
//!
//! A position is the set of edges still joined to the ground (a bit set over the edges). A move
//! deletes one of them; then every edge no longer joined to a ground vertex by remaining edges is
//! dropped. The player to move wins iff some move leaves a position lost for the opponent, and a
//! position without edges is lost. A sum of drawings is one position: its edges all together,
//! with every drawing's root a ground vertex (a move in one drawing cannot change what another's
//! root holds, since the drawings share no vertex).

use crate::inputs::shuffle;
use crate::rng::Rng;
use std::collections::HashMap;

/// A set of edges, one bit each.
type Position = Vec<u64>;

/// A drawing (or a sum of drawings) as the oracle plays it.
pub struct Hackenbush {
    /// `around[v]`: the edges at `v`, as `(other end, edge id)`; a loop appears twice.
    around: Vec<Vec<(usize, usize)>>,
    grounds: Vec<usize>,
    /// Every edge, nearest the ground first (by its nearer end's distance): the order moves are
    /// tried in, so that a win by cutting a whole branch is found before deep moves. Only a
    /// heuristic: the answer does not depend on it.
    order: Vec<usize>,
    words: usize,
}

impl Hackenbush {
    /// The drawing on the vertices `0..n` with the given undirected `edges` (loops and repeated
    /// edges allowed), grounded at `grounds`.
    pub fn new(n: usize, edges: &[(usize, usize)], grounds: &[usize]) -> Hackenbush {
        let mut around = vec![Vec::new(); n];
        for (e, &(a, b)) in edges.iter().enumerate() {
            around[a].push((b, e));
            around[b].push((a, e));
        }
        let mut distance = vec![usize::MAX; n];
        let mut queue = std::collections::VecDeque::new();
        for &g in grounds {
            distance[g] = 0;
            queue.push_back(g);
        }
        while let Some(v) = queue.pop_front() {
            for &(w, _) in &around[v] {
                if distance[w] == usize::MAX {
                    distance[w] = distance[v] + 1;
                    queue.push_back(w);
                }
            }
        }
        let mut order: Vec<usize> = (0..edges.len()).collect();
        order.sort_by_key(|&e| distance[edges[e].0].min(distance[edges[e].1]));
        Hackenbush {
            around,
            grounds: grounds.to_vec(),
            order,
            words: edges.len().div_ceil(64),
        }
    }

    /// The edges of `kept` still joined to a ground vertex by edges of `kept`. O(n + m).
    fn joined(&self, kept: &Position) -> Position {
        let has = |set: &Position, e: usize| set[e / 64] >> (e % 64) & 1 == 1;
        let mut joined = vec![0u64; self.words];
        let mut reached = vec![false; self.around.len()];
        let mut stack = self.grounds.clone();
        for &g in &self.grounds {
            reached[g] = true;
        }
        while let Some(v) = stack.pop() {
            for &(w, e) in &self.around[v] {
                if has(kept, e) {
                    joined[e / 64] |= 1 << (e % 64);
                    if !reached[w] {
                        reached[w] = true;
                        stack.push(w);
                    }
                }
            }
        }
        joined
    }

    /// Whether the player to move wins the whole drawing. Iterative search over whole positions,
    /// memoised, stopping at a position's first move to a lost position. Every move deletes an
    /// edge, so the search ends; O(P · m · (n + m)) over the P positions it visits.
    pub fn first_player_wins(&self) -> bool {
        let start = self.joined(&vec![u64::MAX; self.words]);
        let mut memo: HashMap<Position, bool> = HashMap::new();
        // Each frame: a position and the index in `order` of the next move to try from it.
        let mut stack: Vec<(Position, usize)> = vec![(start, 0)];
        // The value (for its player to move) of the option of the top frame just looked at.
        let mut option_wins: Option<bool> = None;
        loop {
            let (position, next) = stack
                .last_mut()
                .expect("the start is popped only to return");
            let wins = if option_wins.take() == Some(false) {
                true // a move to a lost position: the top frame wins
            } else {
                let has = |e: usize| position[e / 64] >> (e % 64) & 1 == 1;
                match self.order[*next..].iter().position(|&e| has(e)) {
                    // Every move (if any) leaves a win for the opponent.
                    None => false,
                    Some(skip) => {
                        let e = self.order[*next + skip];
                        *next += skip + 1;
                        let mut option = position.clone();
                        option[e / 64] &= !(1 << (e % 64));
                        let option = self.joined(&option);
                        match memo.get(&option) {
                            Some(&wins) => option_wins = Some(wins),
                            None => stack.push((option, 0)),
                        }
                        continue;
                    }
                }
            };
            let (position, _) = stack.pop().expect("the top frame");
            if stack.is_empty() {
                return wins;
            }
            memo.insert(position, wins);
            option_wins = Some(wins);
        }
    }
}

/// The drawing with `edges` on `0..n`, relabelled `1..=n` at random (vertex 0 staying vertex 1
/// if `keep_root`), its edges shuffled and each written either way.
pub fn scrambled(
    rng: &mut Rng,
    n: usize,
    edges: &[(usize, usize)],
    keep_root: bool,
) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (1..=n).collect();
    let from = usize::from(keep_root).min(n);
    shuffle(&mut label[from..], rng);
    let mut edges: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(a, b)| {
            let (a, b) = (label[a], label[b]);
            if rng.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    shuffle(&mut edges, rng);
    edges
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(n: usize, edges: &[(usize, usize)], grounds: &[usize]) -> bool {
        Hackenbush::new(n, edges, grounds).first_player_wins()
    }

    #[test]
    fn positions_by_hand() {
        // Nothing to cut: lost. One edge: won. A lone loop: won.
        assert!(!wins(1, &[], &[0]));
        assert!(wins(2, &[(0, 1)], &[0]));
        assert!(wins(1, &[(0, 0)], &[0]));
        // Two edges at the root: lost (each move leaves one edge). A stalk of two: won.
        assert!(!wins(3, &[(0, 1), (0, 2)], &[0]));
        assert!(wins(3, &[(0, 1), (1, 2)], &[0]));
        // A doubled edge: cutting either leaves one edge, a win for the opponent: lost. A
        // triangle: cutting any edge leaves a stalk of two or two stalks of one at the root; the
        // latter is lost, so the triangle is won.
        assert!(!wins(2, &[(0, 1), (1, 0)], &[0]));
        assert!(wins(3, &[(0, 1), (1, 2), (2, 0)], &[0]));
        // Edges not joined to the ground are not in the game.
        assert!(!wins(4, &[(1, 2), (2, 3)], &[0]));
        // Two drawings, each one edge, grounded at their own roots: lost (a sum of two equal
        // games). Three: won.
        assert!(!wins(4, &[(0, 1), (2, 3)], &[0, 2]));
        assert!(wins(6, &[(0, 1), (2, 3), (4, 5)], &[0, 2, 4]));
    }

    #[test]
    fn stalks_of_equal_length_at_the_root_lose_and_unequal_ones_win() {
        // A path of a + b edges grounded at the vertex a from one end.
        for a in 0..5 {
            for b in 0..5 {
                let n = a + b + 1;
                let edges: Vec<_> = (0..n - 1).map(|v| (v, v + 1)).collect();
                assert_eq!(wins(n, &edges, &[a]), a != b, "{a} {b}");
            }
        }
    }

    #[test]
    fn a_long_stalk_is_won_at_once() {
        // The first move tried, nearest the ground, cuts the whole stalk: no deep search.
        let n = 100_000;
        let edges: Vec<_> = (1..n).map(|v| (v, v - 1)).collect();
        assert!(wins(n, &edges, &[0]));
    }
}
