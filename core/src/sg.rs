//! Sprague–Grundy values.
//!
//! The SG value of a position is the mex of its options' SG values; a position loses for the player
//! to move iff its SG value is 0, and a sum of games has the xor of its parts' SG values.
//!
//! - [`subtraction_table`]: one heap, a move removes `s ∈ S` stones.
//! - [`Digraph`] and [`dag_values`]: tokens on a directed acyclic graph, without recursion.
//! - [`Search`]: memoised SG over any game given its move function (for oracles and small games).

use super::mex::Mex;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::hash::Hash;

/// SG values `g[0..len]` of the subtraction game with move set `moves`: from a heap of `x`, a move
/// removes `s` stones for any `s ∈ moves` with `s ≤ x`.
///
/// `moves` may be in any order, repeat values, hold 0 (ignored: taking nothing is no move) and
/// values larger than every heap. Every value is at most the number of distinct moves.
/// O(len · k) time for k distinct moves (a bit mask per position while k < 128), O(len + k)
/// memory.
pub fn subtraction_table(moves: &[usize], len: usize) -> Vec<u32> {
    let mut moves: Vec<usize> = moves.iter().copied().filter(|&s| s > 0).collect();
    moves.sort_unstable();
    moves.dedup();
    let mut table: Vec<u32> = Vec::with_capacity(len);
    if moves.len() < 128 {
        // Every value is at most the number of moves, so below 128: a u128 holds the set of
        // options' values, and the mex is its lowest clear bit.
        // The moves playable from x, a prefix of the sorted set that only grows with x.
        let mut playable = 0;
        for x in 0..len {
            while moves.get(playable).is_some_and(|&s| s <= x) {
                playable += 1;
            }
            let seen = moves[..playable]
                .iter()
                .fold(0u128, |seen, &s| seen | 1 << table[x - s]);
            table.push((!seen).trailing_zeros());
        }
    } else {
        let mut mex = Mex::new();
        for x in 0..len {
            let legal = moves.iter().take_while(|&&s| s <= x);
            let value = mex.of(legal.map(|&s| table[x - s] as usize));
            table.push(value as u32);
        }
    }
    table
}

/// A directed graph in compressed form: vertices `0..n`, each with its list of successors.
///
/// Built vertex by vertex ([`Digraph::add_vertex`], then [`Digraph::add_edge`] for each of its
/// successors), so a reader can fill it straight from judge input without a list per vertex.
#[derive(Debug, Default, Clone)]
pub struct Digraph {
    /// `ends[v]` is one past the last index of `v`'s successors in `targets`.
    ends: Vec<usize>,
    targets: Vec<usize>,
}

impl Digraph {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// Removes every vertex and edge, keeping the allocations. O(1).
    pub fn clear(&mut self) {
        self.ends.clear();
        self.targets.clear();
    }

    /// Adds the next vertex (numbered [`Digraph::vertex_count`] before the call), with no edges yet.
    /// Amortised O(1).
    pub fn add_vertex(&mut self) {
        self.ends.push(self.targets.len());
    }

    /// Adds an edge from the most recently added vertex to `target` (which may be a vertex not
    /// added yet). Does nothing if no vertex has been added. Amortised O(1).
    pub fn add_edge(&mut self, target: usize) {
        if let Some(end) = self.ends.last_mut() {
            self.targets.push(target);
            *end += 1;
        }
    }

    /// The number of vertices. O(1).
    pub fn vertex_count(&self) -> usize {
        self.ends.len()
    }

    /// The successors of `v`, in the order added (empty for a vertex not in the graph). O(1).
    pub fn successors(&self, v: usize) -> &[usize] {
        match v.checked_sub(1) {
            _ if v >= self.ends.len() => &[],
            None => &self.targets[..self.ends[0]],
            Some(prev) => &self.targets[self.ends[prev]..self.ends[v]],
        }
    }
}

/// Why a graph has no SG values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DagError {
    /// An edge leads to a vertex that is not in the graph.
    TargetOutOfRange {
        /// The edge's source.
        from: usize,
        /// The edge's target, `≥` the number of vertices.
        to: usize,
    },
    /// The graph has a directed cycle through `vertex`: the game could go on forever.
    Cycle {
        /// A vertex on the cycle.
        vertex: usize,
    },
}

impl fmt::Display for DagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DagError::TargetOutOfRange { from, to } => {
                write!(f, "edge {from} -> {to} leads outside the graph")
            }
            DagError::Cycle { vertex } => write!(f, "a cycle through vertex {vertex}"),
        }
    }
}

/// The SG value of every vertex of an acyclic graph (a token on `v` moves along an edge; a token
/// that cannot move is worth 0).
///
/// Iterative depth-first search: no recursion, so a path of millions of vertices is fine.
/// O(V + E) time, O(V) memory besides the graph. A cycle or an edge out of range is an error,
/// found in the same pass (never a hang).
pub fn dag_values(graph: &Digraph) -> Result<Vec<u32>, DagError> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = graph.vertex_count();
    let mut state = vec![NEW; n];
    let mut values = vec![0u32; n];
    let mut mex = Mex::new();
    // Each frame: a vertex and the index of its next successor to look at.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if state[root] != NEW {
            continue;
        }
        state[root] = OPEN;
        stack.push((root, 0));
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            let successors = graph.successors(v);
            if let Some(&w) = successors.get(*next) {
                *next += 1;
                match state.get(w) {
                    None => return Err(DagError::TargetOutOfRange { from: v, to: w }),
                    Some(&OPEN) => return Err(DagError::Cycle { vertex: w }),
                    Some(&NEW) => {
                        state[w] = OPEN;
                        stack.push((w, 0));
                    }
                    Some(_) => {}
                }
            } else {
                values[v] = mex.of(successors.iter().map(|&w| values[w] as usize)) as u32;
                state[v] = DONE;
                stack.pop();
            }
        }
    }
    Ok(values)
}

/// A move function's game turned out to have a cycle: some position can be reached from itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleError;

impl fmt::Display for CycleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the game has a cycle: a position can be reached from itself")
    }
}

/// Memoised SG search over any finite game, given the function that lists a position's options.
///
/// Iterative (no recursion, so long games are fine); the memo is kept across calls, so asking for
/// every position up to a bound costs each position once. O(P · (m + cost of `moves`)) over the
/// P positions reachable and m options each; O(P) memory.
pub struct Search<P, F> {
    moves: F,
    memo: HashMap<P, u32>,
    mex: Mex,
}

impl<P, F> Search<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> Vec<P>,
{
    /// A search over the game whose options from `p` are `moves(&p)`.
    pub fn new(moves: F) -> Self {
        Search {
            moves,
            memo: HashMap::new(),
            mex: Mex::new(),
        }
    }

    /// The SG value of `start`, or an error if a cycle is reachable from it.
    pub fn value(&mut self, start: &P) -> Result<u32, CycleError> {
        if let Some(&v) = self.memo.get(start) {
            return Ok(v);
        }
        let mut open: HashSet<P> = HashSet::new();
        // Each frame: a position, its options, and how many of them are already valued.
        let mut stack: Vec<(P, Vec<P>, usize)> = Vec::new();
        open.insert(start.clone());
        let options = (self.moves)(start);
        stack.push((start.clone(), options, 0));
        while let Some((_, options, next)) = stack.last_mut() {
            if let Some(option) = options.get(*next) {
                *next += 1;
                if self.memo.contains_key(option) {
                    continue;
                }
                if open.contains(option) {
                    return Err(CycleError);
                }
                let option = option.clone();
                open.insert(option.clone());
                let options = (self.moves)(&option);
                stack.push((option, options, 0));
            } else if let Some((position, options, _)) = stack.pop() {
                let memo = &self.memo;
                let value = self.mex.of(options.iter().map(|o| memo[o] as usize)) as u32;
                open.remove(&position);
                self.memo.insert(position, value);
            }
        }
        Ok(self.memo[start])
    }

    /// Whether the player to move from `position` wins (its SG value is not 0).
    pub fn wins(&mut self, position: &P) -> Result<bool, CycleError> {
        Ok(self.value(position)? != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bash_game_is_n_mod_m_plus_1() {
        let table = subtraction_table(&[1, 2, 3], 12);
        let expected: Vec<u32> = (0..12).map(|x| x % 4).collect();
        assert_eq!(table, expected);
    }

    #[test]
    fn many_moves_take_the_general_mex_and_agree_with_search() {
        // Bash's game with moves 1..=m: g(x) = x mod (m + 1). 127 moves is the last size the bit
        // mask serves; 128 the first past it, where g(128) = 128 is itself an option of g(129),
        // which a u128 cannot hold; 200 goes well past it.
        for m in [127usize, 128, 200] {
            let moves: Vec<usize> = (1..=m).collect();
            let table = subtraction_table(&moves, 3 * m + 100);
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(g as usize, x % (m + 1), "moves 1..={m}, heap {x}");
            }
        }
        // An irregular set, each way, against the memoised search.
        for moves in [vec![1usize, 4, 9, 16, 25], (3..=140).step_by(3).collect()] {
            let table = subtraction_table(&moves, 400);
            let mut search = Search::new(|&x: &usize| {
                moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect()
            });
            for (x, &g) in table.iter().enumerate() {
                assert_eq!(search.value(&x), Ok(g), "moves {moves:?}, heap {x}");
            }
        }
    }

    #[test]
    fn unsorted_repeated_zero_and_oversized_moves() {
        // S-Nim sample: S = {2, 5}; values by hand: 0 0 1 1 0 2 1 0 0 1 1 0 2 (period 7).
        let by_hand = [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2];
        assert_eq!(subtraction_table(&[5, 2, 5, 0, 100], 13), by_hand);
        assert_eq!(subtraction_table(&[], 3), [0, 0, 0]);
        assert_eq!(subtraction_table(&[1], 0), Vec::<u32>::new());
    }

    fn graph(successors: &[&[usize]]) -> Digraph {
        let mut g = Digraph::new();
        for list in successors {
            g.add_vertex();
            list.iter().for_each(|&t| g.add_edge(t));
        }
        g
    }

    #[test]
    fn dag_values_of_the_hdu1524_sample_graph() {
        // 0 → 1, 2; 1 → ∅; 2 → 3; 3 → ∅: g1 = g3 = 0, g2 = mex{0} = 1, g0 = mex{0, 1} = 2.
        let g = graph(&[&[1, 2], &[], &[3], &[]]);
        assert_eq!(g.successors(0), [1, 2]);
        assert_eq!(g.successors(1), [] as [usize; 0]);
        assert_eq!(g.successors(9), [] as [usize; 0]);
        assert_eq!(dag_values(&g), Ok(vec![2, 0, 1, 0]));
    }

    #[test]
    fn long_path_needs_no_recursion() {
        let n = 1_000_000;
        let mut g = Digraph::new();
        for v in 0..n {
            g.add_vertex();
            if v + 1 < n {
                g.add_edge(v + 1);
            }
        }
        let values = dag_values(&g).unwrap();
        // The last vertex is 0, then they alternate.
        assert!(values
            .iter()
            .enumerate()
            .all(|(v, &g)| g == ((n - 1 - v) % 2) as u32));
    }

    #[test]
    fn cycles_and_bad_targets_are_errors() {
        assert_eq!(
            dag_values(&graph(&[&[1], &[2], &[0]])),
            Err(DagError::Cycle { vertex: 0 })
        );
        assert_eq!(
            dag_values(&graph(&[&[0]])),
            Err(DagError::Cycle { vertex: 0 })
        );
        assert_eq!(
            dag_values(&graph(&[&[], &[5]])),
            Err(DagError::TargetOutOfRange { from: 1, to: 5 })
        );
        let mut empty = Digraph::new();
        empty.add_edge(3);
        assert_eq!(empty.vertex_count(), 0);
        assert_eq!(dag_values(&empty), Ok(vec![]));
        let mut reused = graph(&[&[0]]);
        reused.clear();
        assert_eq!(dag_values(&reused), Ok(vec![]));
    }

    #[test]
    fn search_agrees_with_the_subtraction_table() {
        let moves = [2usize, 5, 7];
        let table = subtraction_table(&moves, 60);
        let mut search =
            Search::new(|&x: &usize| moves.iter().filter(|&&s| s <= x).map(|&s| x - s).collect());
        for (x, &g) in table.iter().enumerate() {
            assert_eq!(search.value(&x), Ok(g));
        }
        assert_eq!(search.wins(&0), Ok(false));
        assert_eq!(search.wins(&2), Ok(true));
    }

    #[test]
    fn search_handles_deep_games_and_reports_cycles() {
        let mut deep = Search::new(|&x: &u32| if x > 0 { vec![x - 1] } else { vec![] });
        assert_eq!(deep.value(&200_000), Ok(0));
        assert_eq!(deep.value(&200_001), Ok(1));
        let mut cyclic = Search::new(|&x: &u32| vec![(x + 1) % 3]);
        assert_eq!(cyclic.value(&0), Err(CycleError));
        assert_eq!(
            CycleError.to_string(),
            "the game has a cycle: a position can be reached from itself"
        );
        assert_eq!(
            DagError::Cycle { vertex: 4 }.to_string(),
            "a cycle through vertex 4"
        );
    }
}
