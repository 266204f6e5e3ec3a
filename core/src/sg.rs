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
///
/// ```
/// use game_core::sg::subtraction_table;
///
/// // A move takes 1, 3 or 4 stones. g(0) = 0 (no move); g(1) = mex{g(0)} = 1;
/// // g(2) = mex{g(1)} = 0; g(3) = mex{g(2), g(0)} = 1; g(4) = mex{g(3), g(1), g(0)} = 2;
/// // g(5) = mex{g(4), g(2), g(1)} = 3; g(6) = mex{g(5), g(3), g(2)} = 2;
/// // g(7) = mex{g(6), g(4), g(3)} = 0; from there the values repeat with period 7.
/// let g = subtraction_table(&[1, 3, 4], 10);
/// assert_eq!(g, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// // The player to move from a heap of x loses iff g(x) = 0: here x = 0, 2, 7, 9.
/// ```
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
/// Built vertex by vertex, so a reader can fill it straight from judge input without a list per
/// vertex: [`Digraph::add_vertex`] adds the next vertex and returns a [`NewVertex`], the only way
/// to give that vertex its edges. An edge therefore always has a source: there is no edge to add
/// before the first vertex, and none to add to a vertex once the next one exists (the handle
/// borrows the graph until it is dropped, so the compiler rejects both).
///
/// ```
/// use game_core::sg::{dag_values, Digraph};
///
/// // 0 → 1, 0 → 2, 2 → 3 (1 and 3 have no moves).
/// let mut g = Digraph::new();
/// g.add_vertex().extend([1, 2]);
/// g.add_vertex();
/// g.add_vertex().add_edge(3);
/// g.add_vertex();
/// assert_eq!(g.successors(0), [1, 2]);
/// // g(1) = g(3) = 0, g(2) = mex{g(3)} = 1, g(0) = mex{g(1), g(2)} = mex{0, 1} = 2.
/// let values = dag_values(&g).unwrap();
/// assert_eq!(values, [2, 0, 1, 0]);
/// // Tokens on 0 and 2 are worth 2 xor 1 = 3, not 0: the first player wins.
/// assert_ne!(values[0] ^ values[2], 0);
/// ```
///
/// ```compile_fail
/// use game_core::sg::Digraph;
/// let mut g = Digraph::new();
/// g.add_edge(1); // no vertex to start from: edges are added through `add_vertex`'s handle
/// ```
///
/// ```compile_fail
/// use game_core::sg::Digraph;
/// let mut g = Digraph::new();
/// let mut first = g.add_vertex();
/// g.add_vertex();
/// first.add_edge(1); // vertex 0's edges were closed when vertex 1 was added
/// ```
#[derive(Debug, Default, Clone)]
pub struct Digraph {
    /// `ends[v]` is one past the last index of `v`'s successors in `targets`.
    ends: Vec<usize>,
    targets: Vec<usize>,
}

/// The vertex just added by [`Digraph::add_vertex`], to which [`NewVertex::add_edge`] (or
/// [`Extend`]) adds edges. It borrows the graph, so it ends before the next vertex is added.
#[derive(Debug)]
pub struct NewVertex<'g> {
    index: usize,
    /// The vertex's entry of `Digraph::ends`.
    end: &'g mut usize,
    /// The graph's `targets`: this vertex's successors are its tail.
    targets: &'g mut Vec<usize>,
}

impl NewVertex<'_> {
    /// The number of this vertex. O(1).
    pub fn index(&self) -> usize {
        self.index
    }

    /// Adds an edge from this vertex to `target` (which may be a vertex not added yet: a target
    /// outside the finished graph is [`dag_values`]'s [`DagError::TargetOutOfRange`]).
    /// Amortised O(1).
    pub fn add_edge(&mut self, target: usize) {
        self.targets.push(target);
        *self.end += 1;
    }
}

impl Extend<usize> for NewVertex<'_> {
    /// Adds an edge from this vertex to each target, in order. O(number of targets).
    fn extend<I: IntoIterator<Item = usize>>(&mut self, targets: I) {
        // One `Vec::extend` (a single copy loop for a slice's iterator), then the end once.
        self.targets.extend(targets);
        *self.end = self.targets.len();
    }
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

    /// Adds the next vertex (numbered [`Digraph::vertex_count`] before the call), with no edges
    /// yet, and returns the handle that adds its edges; drop it (or ignore it) for a vertex
    /// without successors. Amortised O(1).
    pub fn add_vertex(&mut self) -> NewVertex<'_> {
        let index = self.ends.len();
        self.ends.push(self.targets.len());
        NewVertex {
            index,
            end: &mut self.ends[index],
            targets: &mut self.targets,
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
///
/// ```
/// use game_core::sg::{dag_values, DagError, Digraph};
///
/// // A path 0 → 1 → 2: values alternate from the end, 0 at 2.
/// let mut path = Digraph::new();
/// path.add_vertex().add_edge(1);
/// path.add_vertex().add_edge(2);
/// path.add_vertex();
/// assert_eq!(dag_values(&path), Ok(vec![0, 1, 0]));
/// // A cycle 0 → 1 → 0 has no values.
/// let mut cycle = Digraph::new();
/// cycle.add_vertex().add_edge(1);
/// cycle.add_vertex().add_edge(0);
/// assert_eq!(dag_values(&cycle), Err(DagError::Cycle { vertex: 0 }));
/// ```
pub fn dag_values(graph: &Digraph) -> Result<Vec<u32>, DagError> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let Digraph { ends, targets } = graph;
    let n = ends.len();
    let mut state = vec![NEW; n];
    let mut values = vec![0u32; n];
    // The mex of `v` is found by writing the stamp `v + 1` at the index of each successor's value,
    // then looking for the first index without it: each vertex has its own stamp, so nothing is
    // ever cleared. A value is at most n - 1 (it needs that many distinct successors, and a
    // vertex has at most n - 1 besides itself), so index n is never stamped and ends the look.
    let mut stamps = vec![0usize; n + 1];
    // Each frame: a vertex and the index in `targets` of its next successor to look at.
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if state[root] != NEW {
            continue;
        }
        state[root] = OPEN;
        stack.push((root, first_edge(ends, root)));
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            // Past the successors already done, to the first one not visited yet, if any.
            let end = ends[v];
            let mut unvisited = None;
            let mut i = *next;
            while let Some(&w) = targets[..end].get(i) {
                match state.get(w) {
                    Some(&DONE) => i += 1,
                    Some(&NEW) => {
                        unvisited = Some(w);
                        break;
                    }
                    Some(_) => return Err(DagError::Cycle { vertex: w }),
                    None => return Err(DagError::TargetOutOfRange { from: v, to: w }),
                }
            }
            *next = i;
            if let Some(w) = unvisited {
                // `next` stays on w: it is done when v's frame is on top again.
                state[w] = OPEN;
                stack.push((w, first_edge(ends, w)));
                continue;
            }
            // Every successor is done (and in range): v's value is their mex.
            let stamp = v + 1;
            let successors = &targets[first_edge(ends, v)..end];
            for &w in successors {
                if let Some(slot) = stamps.get_mut(values[w] as usize) {
                    *slot = stamp;
                }
            }
            let mex = stamps.iter().position(|&s| s != stamp).unwrap_or(n);
            values[v] = mex as u32;
            state[v] = DONE;
            stack.pop();
        }
    }
    Ok(values)
}

/// The index in a [`Digraph`]'s `targets` of the first successor of `v`, given its `ends`. O(1).
fn first_edge(ends: &[usize], v: usize) -> usize {
    match v.checked_sub(1) {
        Some(previous) => ends[previous],
        None => 0,
    }
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
///
/// ```
/// use game_core::sg::{CycleError, Search};
///
/// // Nim with two heaps, searched from its rules: a move takes any number of stones (at least
/// // one) from one heap. Sprague–Grundy says the pair (3, 5) is worth 3 xor 5 = 6.
/// let mut nim = Search::new(|&(a, b): &(u8, u8)| {
///     let from_a = (0..a).map(|left| (left, b));
///     let from_b = (0..b).map(|left| (a, left));
///     from_a.chain(from_b).collect()
/// });
/// assert_eq!(nim.value(&(3, 5)), Ok(6));
/// assert_eq!(nim.wins(&(4, 4)), Ok(false)); // equal heaps lose: 4 xor 4 = 0
/// // A game that can go on forever has no SG value.
/// let mut cyclic = Search::new(|&x: &u8| vec![(x + 1) % 3]);
/// assert_eq!(cyclic.value(&0), Err(CycleError));
/// ```
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
            g.add_vertex().extend(list.iter().copied());
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
            let mut vertex = g.add_vertex();
            if v + 1 < n {
                vertex.add_edge(v + 1);
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
        assert_eq!(dag_values(&Digraph::new()), Ok(vec![]));
        let mut reused = graph(&[&[0]]);
        reused.clear();
        assert_eq!(dag_values(&reused), Ok(vec![]));
    }

    #[test]
    fn dag_values_agree_with_search_on_random_graphs() {
        // Random DAGs on up to 12 vertices under a random numbering, with repeated edges and
        // successors listed in any order, against the memoised search over the same lists.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |bound: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % bound
        };
        for _ in 0..400 {
            let n = 1 + next(12);
            // order[i] is the vertex at rank i; edges go from lower to higher rank.
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, next(i + 1));
            }
            let mut lists = vec![Vec::new(); n];
            for i in 0..n {
                for _ in 0..next(2 * (n - i)) {
                    let j = i + 1 + next(n - i);
                    if j < n {
                        lists[order[i]].push(order[j]);
                    }
                }
            }
            let lists_ref: Vec<&[usize]> = lists.iter().map(Vec::as_slice).collect();
            let values = dag_values(&graph(&lists_ref)).unwrap();
            let mut search = Search::new(|&v: &usize| lists[v].clone());
            for (v, &g) in values.iter().enumerate() {
                assert_eq!(search.value(&v), Ok(g), "{lists:?}, vertex {v}");
            }
        }
    }

    #[test]
    fn dag_values_of_the_complete_dag_reach_n_minus_1() {
        // Every vertex moves to every later one: g(v) = n - 1 - v, the largest value a graph of
        // n vertices can have; successors listed backwards, so the search goes deep first.
        let n = 300;
        let mut g = Digraph::new();
        for v in 0..n {
            g.add_vertex().extend((v + 1..n).rev());
        }
        let values = dag_values(&g).unwrap();
        assert!(values
            .iter()
            .enumerate()
            .all(|(v, &x)| x as usize == n - 1 - v));
        // A back edge from the last vertex to the first closes a cycle through all of them.
        let mut cyclic = Digraph::new();
        for v in 0..n {
            cyclic
                .add_vertex()
                .extend((v + 1..n).chain((v == n - 1).then_some(0)));
        }
        assert_eq!(dag_values(&cyclic), Err(DagError::Cycle { vertex: 0 }));
    }

    #[test]
    fn edges_go_to_the_vertex_whose_handle_adds_them() {
        // Adding an edge with no vertex does not compile (the `compile_fail` examples on
        // `Digraph`); here, each handle's edges land on its own vertex and nowhere else.
        let mut g = Digraph::new();
        assert_eq!(g.vertex_count(), 0);
        let mut first = g.add_vertex();
        assert_eq!(first.index(), 0);
        first.add_edge(2);
        first.add_edge(1);
        g.add_vertex();
        let mut third = g.add_vertex();
        assert_eq!(third.index(), 2);
        third.extend([1, 7]);
        assert_eq!(g.vertex_count(), 3);
        assert_eq!(g.successors(0), [2, 1]);
        assert_eq!(g.successors(1), [] as [usize; 0]);
        assert_eq!(g.successors(2), [1, 7]);
        // Target 7 was never added: an error of the finished graph, not of `add_edge`.
        assert_eq!(
            dag_values(&g),
            Err(DagError::TargetOutOfRange { from: 2, to: 7 })
        );
        // After `clear`, the first vertex is 0 again and has none of the old edges.
        g.clear();
        g.add_vertex().add_edge(0);
        assert_eq!((g.vertex_count(), g.successors(0)), (1, &[0][..]));
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
