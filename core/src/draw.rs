//! Games that may go on forever: win, lose or draw for every vertex of a directed graph with
//! cycles, by retrograde analysis (no recursion, no Sprague–Grundy values: a game with draws has
//! none).
//!
//! A token sits on a vertex; the player to move slides it along one outgoing edge; a player who
//! cannot move loses; play that never ends is a draw. Each player first avoids losing, then tries
//! to win.

use super::sg::Digraph;
use std::fmt;
use std::ops::{Add, Sub};

/// The result of optimal play for the player to move from a vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win in a finite number of moves.
    Win,
    /// The opponent can force a win, whatever the player to move does.
    Lose,
    /// Neither player can force a win: with best play the game goes on forever.
    Draw,
}

/// A vertex number or an edge count in [`outcomes_from_predecessors`]' arrays: `u32` (half the
/// memory and cache of `usize`, for graphs of fewer than 2^32 vertices and edges) or `usize`.
pub trait Index: Copy + Eq + Add<Output = Self> + Sub<Output = Self> {
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// The value as a `usize` (lossless: `usize` has at least 32 bits).
    fn get(self) -> usize;
    /// `value` as `Self`, or `None` if it does not fit.
    fn new(value: usize) -> Option<Self>;
}

impl Index for u32 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    fn get(self) -> usize {
        self as usize
    }
    fn new(value: usize) -> Option<Self> {
        u32::try_from(value).ok()
    }
}

impl Index for usize {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    fn get(self) -> usize {
        self
    }
    fn new(value: usize) -> Option<Self> {
        Some(value)
    }
}

/// An edge of the graph leads to a vertex that is not in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetOutOfRange {
    /// The edge's source.
    pub from: usize,
    /// The edge's target, `≥` the number of vertices.
    pub to: usize,
}

impl fmt::Display for TargetOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "edge {} -> {} leads outside the graph",
            self.from, self.to
        )
    }
}

/// The [`Outcome`] for the player to move from every vertex of `graph` (a move follows one
/// edge; a vertex without successors is lost for the player to move; cycles and self-loops are
/// allowed, and so are repeated edges, which change nothing).
///
/// Retrograde analysis, from the end of the game backwards: every vertex starts undecided, with a
/// count of its out-edges. A vertex without out-edges is lost and goes into a queue. Taking a
/// vertex from the queue, each undecided predecessor of a lost vertex is won (it has a move
/// to a lost vertex); each undecided predecessor of a won vertex has one edge fewer left to
/// decide, and when none is left it is lost (every move hands the opponent a win); both join the
/// queue. The vertices still undecided when the queue is empty are draws: none of them has a
/// move to a lost vertex, and each has a move to another undecided one, so the player to move
/// can always stay among them, and must, to avoid losing.
///
/// O(V + E) time and O(V + E) memory for V vertices and E edges (the reversed edges, an edge
/// count per vertex, the queue); iterative, so paths and cycles of any length cost no stack.
/// An edge to a vertex outside the graph is an error, found before any work.
///
/// ```
/// use game_core::draw::{outcomes, Outcome::{Draw, Lose, Win}};
/// use game_core::sg::Digraph;
///
/// // 0 → 1 → 2; 3 → 3 and 3 → 0; 4 ⇄ 5 and 5 → 1; 6 → 6.
/// let mut g = Digraph::new();
/// g.add_vertex().add_edge(1);
/// g.add_vertex().add_edge(2);
/// g.add_vertex();
/// g.add_vertex().extend([3, 0]);
/// g.add_vertex().add_edge(5);
/// g.add_vertex().extend([4, 1]);
/// g.add_vertex().add_edge(6);
/// // 2 has no move: lost. 1 moves to 2: won. 0's only move goes to 1: lost.
/// // 3 can move to the lost 0: won (its self-loop does not matter).
/// // 5 moves to 4 or to the won 1; 4 moves only to 5: neither is forced to lose or can force a
/// // win, so both go round 4 ⇄ 5 forever. 6 can only repeat itself: a draw too.
/// assert_eq!(outcomes(&g), Ok(vec![Lose, Win, Lose, Win, Draw, Draw, Draw]));
/// ```
pub fn outcomes(graph: &Digraph) -> Result<Vec<Outcome>, TargetOutOfRange> {
    let n = graph.vertex_count();
    // Reverse edges in compressed form: the predecessors of `w` are
    // `sources[starts[w]..starts[w + 1]]`. First count them per target (checking each target).
    let mut starts = vec![0usize; n + 1];
    for from in 0..n {
        for &to in graph.successors(from) {
            let to = to as usize; // lossless: usize has at least 32 bits
            if to >= n {
                return Err(TargetOutOfRange { from, to });
            }
            starts[to + 1] += 1;
        }
    }
    for w in 0..n {
        starts[w + 1] += starts[w];
    }
    let mut filled = starts.clone();
    let mut sources = vec![0usize; starts[n]];
    for from in 0..n {
        for &to in graph.successors(from) {
            let to = to as usize;
            sources[filled[to]] = from;
            filled[to] += 1;
        }
    }
    // `left[v]`: the out-edges of `v` not yet known to lead to a won vertex.
    let left: Vec<usize> = (0..n).map(|v| graph.successors(v).len()).collect();
    Ok(retrograde(&starts, &sources, left))
}

/// [`outcomes`] for a graph given backwards, as a caller that has its edges in another form can
/// build it without a [`Digraph`]: vertices `0..n` where `n = out_degrees.len()`; the
/// predecessors of `w` (the sources of the edges into it, one per edge) are
/// `sources[starts[w]..starts[w + 1]]`; `out_degrees[v]` is the number of edges out of `v`.
/// The same analysis and the same outcomes as [`outcomes`] on that graph. O(n + E) time; memory:
/// the outcomes and a queue of at most n vertices, besides `out_degrees`, which it counts down.
/// All three hold [`Index`]es: `u32` halves their memory against `usize`.
///
/// # Panics
///
/// If the three disagree: `starts` not of length `n + 1` or not nondecreasing up to
/// `sources.len()`, or a source not below `n`; or if `n` does not fit in `I`.
///
/// ```
/// use game_core::draw::{outcomes_from_predecessors, Outcome::{Draw, Lose, Win}};
///
/// // 0 → 1 → 2 and 3 → 3: predecessors 2 ← 1, 1 ← 0, 3 ← 3.
/// let starts = [0u32, 0, 1, 2, 3];
/// let sources = [0u32, 1, 3];
/// let out = outcomes_from_predecessors(&starts, &sources, vec![1u32, 1, 0, 1]);
/// assert_eq!(out, [Lose, Win, Lose, Draw]);
/// ```
pub fn outcomes_from_predecessors<I: Index>(
    starts: &[I],
    sources: &[I],
    out_degrees: Vec<I>,
) -> Vec<Outcome> {
    assert_eq!(
        starts.len(),
        out_degrees.len() + 1,
        "one start per vertex and one past"
    );
    assert!(I::new(out_degrees.len()).is_some(), "vertex numbers fit");
    retrograde(starts, sources, out_degrees)
}

/// The analysis of [`outcomes`] on the reversed edges: the predecessors of `w` are
/// `sources[starts[w]..starts[w + 1]]`, `left[v]` the out-edges of `v`, counted down to the
/// ones not yet known to lead to a won vertex; every vertex number fits in `I`. O(n + E).
fn retrograde<I: Index>(starts: &[I], sources: &[I], mut left: Vec<I>) -> Vec<Outcome> {
    let n = left.len();
    // Undecided vertices are marked `Draw`: those still so at the end are the draws.
    let mut outcome = vec![Outcome::Draw; n];
    let mut queue: Vec<I> = Vec::new();
    for (v, &count) in left.iter().enumerate() {
        if count == I::ZERO {
            outcome[v] = Outcome::Lose;
            queue.extend(I::new(v));
        }
    }
    // Each vertex is decided once and enters the queue once: `queue` is never longer than n.
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        let v = v.get();
        let lost = outcome[v] == Outcome::Lose;
        for &source in &sources[starts[v].get()..starts[v + 1].get()] {
            let u = source.get();
            if outcome[u] != Outcome::Draw {
                continue;
            }
            if lost {
                outcome[u] = Outcome::Win;
                queue.push(source);
            } else {
                left[u] = left[u] - I::ONE;
                if left[u] == I::ZERO {
                    outcome[u] = Outcome::Lose;
                    queue.push(source);
                }
            }
        }
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::super::sg::dag_values;
    use super::Outcome::{Draw, Lose, Win};
    use super::*;

    fn graph(successors: &[&[u32]]) -> Digraph {
        let mut g = Digraph::new();
        for list in successors {
            g.add_vertex().extend(list.iter().copied());
        }
        g
    }

    /// The outcomes from the definition: `Win` if the mover can force a win within k plies,
    /// `Lose` if the opponent can, for k = 0, 1, 2, … until nothing changes (at most 2n + 1
    /// rounds: each round that changes something decides a new vertex); the rest are draws.
    /// O(n · (n + E)), for small graphs.
    fn by_definition(successors: &[Vec<usize>]) -> Vec<Outcome> {
        let n = successors.len();
        // wins[v] / loses[v]: decided within the plies looked at so far.
        let (mut wins, mut loses) = (vec![false; n], vec![false; n]);
        loop {
            let next_wins: Vec<bool> = (0..n)
                .map(|v| successors[v].iter().any(|&w| loses[w]))
                .collect();
            let next_loses: Vec<bool> = (0..n)
                .map(|v| successors[v].iter().all(|&w| wins[w]))
                .collect();
            if next_wins == wins && next_loses == loses {
                break;
            }
            (wins, loses) = (next_wins, next_loses);
        }
        (0..n)
            .map(|v| match (wins[v], loses[v]) {
                (true, false) => Win,
                (false, true) => Lose,
                (false, false) => Draw,
                (true, true) => unreachable!("vertex {v} both won and lost"),
            })
            .collect()
    }

    fn outcomes_of(successors: &[Vec<usize>]) -> Vec<Outcome> {
        let mut g = Digraph::new();
        for list in successors {
            g.add_vertex().extend(list.iter().map(|&w| w as u32));
        }
        outcomes(&g).unwrap()
    }

    /// [`outcomes_from_predecessors`] on the graph, its edges reversed here by hand (into each
    /// vertex in order of source).
    /// Both with `u32` and with `usize` indices, which must agree.
    fn from_predecessors(successors: &[Vec<usize>]) -> Vec<Outcome> {
        let n = successors.len();
        let (mut starts, mut sources) = (vec![0], Vec::new());
        for w in 0..n {
            for (v, targets) in successors.iter().enumerate() {
                let into = targets.iter().filter(|&&t| t == w).count();
                sources.extend(std::iter::repeat(v).take(into));
            }
            starts.push(sources.len());
        }
        let degrees: Vec<usize> = successors.iter().map(Vec::len).collect();
        let wide = outcomes_from_predecessors(&starts, &sources, degrees.clone());
        let narrow = |v: &Vec<usize>| v.iter().map(|&x| x as u32).collect::<Vec<_>>();
        let got = outcomes_from_predecessors(&narrow(&starts), &narrow(&sources), narrow(&degrees));
        assert_eq!(got, wide);
        got
    }

    #[test]
    fn predecessors_given_directly() {
        // The graph of `outcomes`' example, backwards: 0 → 1 → 2; 3 → 3, 0; 4 ⇄ 5, 5 → 1; 6 → 6.
        let successors = [
            vec![1],
            vec![2],
            vec![],
            vec![3, 0],
            vec![5],
            vec![4, 1],
            vec![6],
        ];
        assert_eq!(
            from_predecessors(&successors),
            [Lose, Win, Lose, Win, Draw, Draw, Draw]
        );
        assert_eq!(outcomes_from_predecessors::<u32>(&[0], &[], vec![]), []);
    }

    #[test]
    #[should_panic(expected = "one start per vertex")]
    fn predecessors_need_one_start_per_vertex() {
        outcomes_from_predecessors::<usize>(&[0, 0], &[], vec![0, 0]);
    }

    /// xorshift64: the tests' own random numbers (core is std only).
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn a_self_loop_is_a_draw() {
        assert_eq!(outcomes(&graph(&[&[0]])), Ok(vec![Draw]));
        // A self-loop beside a move to a lost vertex: won. Beside a move to a won one: a draw
        // (moving to the won vertex loses, so the mover repeats forever).
        assert_eq!(outcomes(&graph(&[&[0, 1], &[]])), Ok(vec![Win, Lose]));
        assert_eq!(
            outcomes(&graph(&[&[0, 1], &[2], &[]])),
            Ok(vec![Draw, Win, Lose])
        );
    }

    #[test]
    fn a_two_cycle_with_an_exit() {
        // 0 ⇄ 1, 1 → 2 (no moves): 1 wins by moving to 2, so 0, whose only move is to 1, loses.
        assert_eq!(
            outcomes(&graph(&[&[1], &[0, 2], &[]])),
            Ok(vec![Lose, Win, Lose])
        );
        // 0 ⇄ 1, 1 → 2 → 3 (no moves): 2 is won, so leaving the cycle loses; both stay: draws.
        assert_eq!(
            outcomes(&graph(&[&[1], &[0, 2], &[3], &[]])),
            Ok(vec![Draw, Draw, Win, Lose])
        );
        // A 3-cycle 0 → 1 → 2 → 0 with no exit: every vertex a draw.
        assert_eq!(
            outcomes(&graph(&[&[1], &[2], &[0]])),
            Ok(vec![Draw, Draw, Draw])
        );
    }

    #[test]
    fn a_chain_alternates_from_its_end() {
        // 0 → 1 → 2 → 3 → 4: 4 lost, 3 won, 2 lost, 1 won, 0 lost.
        assert_eq!(
            outcomes(&graph(&[&[1], &[2], &[3], &[4], &[]])),
            Ok(vec![Lose, Win, Lose, Win, Lose])
        );
        // A vertex with two moves to won vertices (through repeated edges too) is lost;
        // 0 → {1, 1, 2}, 1 → 3, 2 → 3, 3 → ∅.
        assert_eq!(
            outcomes(&graph(&[&[1, 1, 2], &[3], &[3], &[]])),
            Ok(vec![Lose, Win, Win, Lose])
        );
    }

    #[test]
    fn edges_out_of_the_graph_are_errors() {
        let error = outcomes(&graph(&[&[1], &[], &[0, 3]])).unwrap_err();
        assert_eq!(error, TargetOutOfRange { from: 2, to: 3 });
        assert_eq!(error.to_string(), "edge 2 -> 3 leads outside the graph");
        assert_eq!(outcomes(&Digraph::new()), Ok(vec![]));
    }

    #[test]
    fn long_paths_and_cycles_need_no_recursion() {
        // A path of 10^6 vertices: lost at the end, alternating back. A cycle of 10^6 with one
        // exit from vertex 0 to a vertex n with no moves: 0 wins, so n - 1 (whose only move is
        // to 0) loses, n - 2 wins, …: an even-length cycle is decided all round.
        let n: usize = 1_000_000;
        let mut path = Digraph::new();
        let mut cycle = Digraph::new();
        for v in 0..n {
            let mut on_path = path.add_vertex();
            if v + 1 < n {
                on_path.add_edge(v as u32 + 1);
            }
            cycle.add_vertex().add_edge(((v + 1) % n) as u32);
        }
        let values = outcomes(&path).unwrap();
        assert!(values
            .iter()
            .enumerate()
            .all(|(v, &o)| o == if (n - 1 - v) % 2 == 0 { Lose } else { Win }));
        let mut cycle_with_exit = Digraph::new();
        cycle_with_exit.add_vertex().extend([1, n as u32]);
        for v in 1..n {
            cycle_with_exit.add_vertex().add_edge(((v + 1) % n) as u32);
        }
        cycle_with_exit.add_vertex();
        let values = outcomes(&cycle_with_exit).unwrap();
        assert_eq!(values[n], Lose);
        assert!(values[..n]
            .iter()
            .enumerate()
            .all(|(v, &o)| o == if v % 2 == 0 { Win } else { Lose }));
        assert!(outcomes(&cycle).unwrap().iter().all(|&o| o == Draw));
    }

    #[test]
    fn every_graph_on_up_to_three_vertices_agrees_with_the_definition() {
        // Every edge subset, self-loops included: 2, 16 and 512 graphs.
        for n in 1..=3usize {
            let pairs: Vec<(usize, usize)> =
                (0..n).flat_map(|u| (0..n).map(move |v| (u, v))).collect();
            for mask in 0u32..1 << pairs.len() {
                let mut successors = vec![Vec::new(); n];
                for (bit, &(u, v)) in pairs.iter().enumerate() {
                    if mask >> bit & 1 == 1 {
                        successors[u].push(v);
                    }
                }
                assert_eq!(
                    outcomes_of(&successors),
                    by_definition(&successors),
                    "{successors:?}"
                );
            }
        }
    }

    #[test]
    fn random_graphs_agree_with_the_definition() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        let (mut draws, mut wins, mut losses) = (0, 0, 0);
        for _ in 0..3000 {
            let n = 1 + (next(&mut state) % 12) as usize;
            let edges = next(&mut state) % (2 * n as u64 + 1);
            let mut successors = vec![Vec::new(); n];
            for _ in 0..edges {
                let u = (next(&mut state) % n as u64) as usize;
                let v = (next(&mut state) % n as u64) as usize;
                successors[u].push(v);
            }
            let got = outcomes_of(&successors);
            assert_eq!(got, by_definition(&successors), "{successors:?}");
            assert_eq!(from_predecessors(&successors), got, "{successors:?}");
            draws += got.iter().filter(|&&o| o == Draw).count();
            wins += got.iter().filter(|&&o| o == Win).count();
            losses += got.iter().filter(|&&o| o == Lose).count();
        }
        // The cases hold every outcome, many times.
        assert!(draws > 1000 && wins > 1000 && losses > 1000);
    }

    #[test]
    fn on_a_dag_win_iff_the_sg_value_is_not_zero() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for _ in 0..1000 {
            let n = 1 + (next(&mut state) % 15) as usize;
            // Edges only from a lower to a higher number: acyclic.
            let mut g = Digraph::new();
            for u in 0..n {
                let mut vertex = g.add_vertex();
                for v in u + 1..n {
                    if next(&mut state) % 3 == 0 {
                        vertex.add_edge(v as u32);
                    }
                }
            }
            let values = dag_values(&g).unwrap();
            let expected: Vec<Outcome> = values
                .iter()
                .map(|&g| if g != 0 { Win } else { Lose })
                .collect();
            assert_eq!(outcomes(&g).unwrap(), expected);
        }
    }
}
