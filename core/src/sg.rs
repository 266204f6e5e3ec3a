//! Sprague–Grundy values.
//!
//! The SG value of a position is the mex of its options' SG values; a position loses for the player
//! to move iff its SG value is 0, and a sum of games has the xor of its parts' SG values.
//!
//! - [`subtraction_table`]: one heap, a move removes `s ∈ S` stones; [`subtraction_wins`]: the
//!   same game's outcomes only (win or loss), cheaper; [`subtraction_losses`]: them as a bitset.
//! - [`table`]: one heap, a move may leave a sum of smaller heaps (take, split: Lasker's Nim,
//!   octal games); [`Table2`]: the same over pairs `(x, y)` (a sheet cut into two sheets).
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
/// O(len · k) time for k distinct moves (while k < 128, the options' values as a 64-bit mask per
/// position, a second pass over the moves only where the value is 64 or more), O(len + k)
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
        // Every value is at most the number of moves, so below 128. Beside each value its bit
        // when below 64 (else 0): the options' low values are one or of those words, and only
        // when all of 0..64 are among them (the mex is 64 or more) are the options looked at
        // again for the values 64..128.
        let mut low_bits: Vec<u64> = Vec::with_capacity(len);
        // The moves playable from x, a prefix of the sorted set that only grows with x.
        let mut playable = 0;
        for x in 0..len {
            while moves.get(playable).is_some_and(|&s| s <= x) {
                playable += 1;
            }
            let legal = &moves[..playable];
            let low = legal.iter().fold(0u64, |seen, &s| seen | low_bits[x - s]);
            let value = if low != u64::MAX {
                low.trailing_ones()
            } else {
                let high = legal.iter().fold(0u64, |seen, &s| match table[x - s] {
                    v @ 64.. => seen | 1 << (v - 64),
                    _ => seen,
                });
                64 + high.trailing_ones()
            };
            table.push(value);
            low_bits.push(if value < 64 { 1 << value } else { 0 });
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

/// Whether the player to move wins from each heap `0..len` of the subtraction game with move set
/// `moves` (as [`subtraction_table`]: any order, repeats, 0 and oversized moves allowed): heap
/// `x` wins iff some move `s ≤ x` leaves a losing heap.
///
/// Outcomes only, no values: [`subtraction_losses`] unpacked to one `bool` a heap. O(len · (1 +
/// m/64)) time for m distinct moves of 64 or more, O(len + k) memory.
///
/// ```
/// use game_core::sg::subtraction_wins;
///
/// // A move takes 1, 3 or 4 stones: the losing heaps are 0, 2, 7, 9 (then period 7).
/// let wins = subtraction_wins(&[4, 1, 3], 10);
/// let letters: String = wins.iter().map(|&w| if w { 'W' } else { 'L' }).collect();
/// assert_eq!(letters, "LWLWWWWLWL");
/// ```
pub fn subtraction_wins(moves: &[usize], len: usize) -> Vec<bool> {
    let losses = subtraction_losses(moves, len);
    (0..len)
        .map(|x| losses[x / 64] >> (x % 64) & 1 == 0)
        .collect()
}

/// The losing heaps `0..len` of the subtraction game with move set `moves` (as
/// [`subtraction_wins`]) as a bitset: bit `x % 64` of word `x / 64` is set iff the player to move
/// from heap `x` loses; the bits from `len` to the end of the last word are clear.
///
/// The heaps are decided 64 at a time, one word. A move `s ≥ 64` from any heap of the word lands
/// before it, so the word's wins by such moves are the loss bits of the 64 heaps from `x₀ − s`
/// (two decided words shifted together), or-ed over those moves: one step a move a word. The
/// moves below 64 are a mask against the outcomes of the last 63 heaps, tried heap by heap.
/// O(len · (1 + m/64)) time for m distinct moves of 64 or more, O(len/64 + k) memory.
///
/// ```
/// use game_core::sg::subtraction_losses;
///
/// // A move takes 1, 3 or 4 stones: the losing heaps are 0, 2, 7, 9 (then period 7).
/// assert_eq!(subtraction_losses(&[4, 1, 3], 10), [0b10_1000_0101]);
/// ```
pub fn subtraction_losses(moves: &[usize], len: usize) -> Vec<u64> {
    // The moves of 64 or more playable from some heap below len, smallest first.
    let mut large: Vec<usize> = moves
        .iter()
        .copied()
        .filter(|&s| (64..len).contains(&s))
        .collect();
    large.sort_unstable();
    large.dedup();
    // Bit s − 1 for each move s in 1..64.
    let small = moves
        .iter()
        .filter(|&&s| (1..64).contains(&s))
        .fold(0u64, |mask, &s| mask | 1 << (s - 1));
    let mut losses = vec![0u64; (len + 63) / 64];
    // Bit i: heap x − 1 − i is a loss (0 for heaps below 0, which are no moves).
    let mut recent = 0u64;
    for w in 0..losses.len() {
        let first = w * 64;
        // Bit i: heap first + i wins by a move of 64 or more.
        let far = large
            .iter()
            .take_while(|&&s| s < first + 64)
            .fold(0u64, |far, &s| {
                far | loss_window(&losses, first as isize - s as isize)
            });
        let heaps = (len - first).min(64);
        let mut word = 0u64;
        for i in 0..heaps {
            let lost = far >> i & 1 == 0 && recent & small == 0;
            recent = recent << 1 | u64::from(lost);
            word |= u64::from(lost) << i;
        }
        losses[w] = word;
    }
    losses
}

/// The loss bits of the 64 heaps from `start` (bit i: heap `start + i`), every one of them
/// before the word being decided; heaps below 0 are no move (bit clear).
fn loss_window(losses: &[u64], start: isize) -> u64 {
    if start <= -64 {
        return 0;
    }
    if start < 0 {
        return losses[0] << -start;
    }
    let (w, shift) = (start as usize / 64, start as usize % 64);
    if shift == 0 {
        losses[w]
    } else {
        losses[w] >> shift | losses[w + 1] << (64 - shift)
    }
}

/// The options of one position while [`table`] (or [`Table2::new`]) values it: each call to
/// [`Options::leave`] adds one option, a sum of smaller positions.
///
/// Built by the table builder and handed to the move function; it cannot be made elsewhere.
#[derive(Debug)]
pub struct Options<'t> {
    /// The values found so far: every position before the one being valued.
    table: &'t [u32],
    /// The values of the options added so far (reused from position to position).
    values: &'t mut Vec<usize>,
}

impl Options<'_> {
    /// Adds the option that leaves the sum of the positions `parts` (for a heap game, the heaps
    /// left by the move: one for a take, two for a split, none for a move that clears the heap).
    /// Its value is the xor of the parts' values (Sprague–Grundy). O(parts).
    ///
    /// # Panics
    ///
    /// If a part is not smaller than the position being valued (its value is not known yet):
    /// a bug in the move function, never silently a wrong value.
    pub fn leave(&mut self, parts: &[usize]) {
        let table = self.table;
        self.push_sum(parts.iter().map(|&part| table[part]));
    }

    /// Adds the option whose parts' values are `values`: the xor of them.
    fn push_sum(&mut self, values: impl Iterator<Item = u32>) {
        self.values.push(values.fold(0, |sum, v| sum ^ v) as usize);
    }
}

/// SG values `g[0..len]` of a game whose positions are the numbers `0..len` (a heap game: a heap
/// of n) and whose moves may leave a *sum* of smaller positions: `options(n, &mut o)` lists every
/// option of `n` by calling `o.leave(&[h1, …, hk])` once per option, each `hi < n` (a take leaves
/// one heap, a split two, a move that clears the heap none).
///
/// The value of an option is the xor of its parts' values, its mex over the options is `g(n)`.
/// The table is built upward from 0, so each option's parts are known when it is listed. Lasker's
/// Nim, the octal games (Kayles, Dawson's chess, …) and the subtraction games are all of this
/// shape. O(len + total size of all options) time (one reused [`Mex`]), O(len + the most options
/// of one position) memory.
///
/// # Panics
///
/// If `options` lists a part `hi ≥ n` (see [`Options::leave`]).
///
/// ```
/// use game_core::sg::table;
///
/// // Lasker's Nim: take any positive number from a heap, or split it into two non-empty heaps.
/// let g = table(9, |n, o| {
///     for left in 0..n {
///         o.leave(&[left]);
///     }
///     for a in 1..=n / 2 {
///         o.leave(&[a, n - a]);
///     }
/// });
/// // g(3) = mex{g(0), g(1), g(2), g(1) ^ g(2)} = mex{0, 1, 2, 3} = 4;
/// // g(4) = mex{0, 1, 2, 4, g(1) ^ g(3), g(2) ^ g(2)} = mex{0, 1, 2, 4, 5, 0} = 3.
/// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn table<F>(len: usize, mut options: F) -> Vec<u32>
where
    F: FnMut(usize, &mut Options<'_>),
{
    let mut values: Vec<u32> = Vec::with_capacity(len);
    let mut seen: Vec<usize> = Vec::new();
    let mut mex = Mex::new();
    for n in 0..len {
        let mut o = Options {
            table: &values,
            values: &mut seen,
        };
        options(n, &mut o);
        let value = mex.of(seen.drain(..)) as u32;
        values.push(value);
    }
    values
}

/// The options of one position `(x, y)` while [`Table2::new`] values it: each call to
/// [`Options2::leave`] adds one option, a sum of earlier positions.
#[derive(Debug)]
pub struct Options2<'t> {
    options: Options<'t>,
    height: usize,
}

impl Options2<'_> {
    /// Adds the option that leaves the sum of the positions `parts` (for a cutting game, the two
    /// sheets a cut leaves). Its value is the xor of the parts' values. O(parts).
    ///
    /// # Panics
    ///
    /// If a part `(x', y')` is not before the position `(x, y)` being valued (`x' < x`, or
    /// `x' = x` and `y' < y`), or `y'` is not below the table's height.
    pub fn leave(&mut self, parts: &[(usize, usize)]) {
        let (table, height) = (self.options.table, self.height);
        self.options.push_sum(parts.iter().map(|&(x, y)| {
            assert!(
                y < height,
                "a part ({x}, {y}) outside the table's height {height}"
            );
            table[x * height + y]
        }));
    }
}

/// SG values of a game whose positions are pairs `(x, y)` in `0..width × 0..height` (a sheet of
/// x by y), and whose moves may leave a sum of earlier positions (a cut leaves two sheets).
///
/// `options(x, y, &mut o)` lists every option of `(x, y)` by calling `o.leave(&[…])` once per
/// option, each part `(x', y')` before `(x, y)`: `x' < x`, or `x' = x` and `y' < y` (a part no
/// larger in either side and not the same sheet always is). The positions are valued in that
/// order, with [`table`]'s builder over the index `x · height + y`. Build it once per process
/// (e.g. in a `std::sync::OnceLock`) and read it with [`Table2::value`].
///
/// O(width · height + total size of all options) time, O(width · height) memory.
///
/// ```
/// use game_core::sg::Table2;
///
/// // Cutting a sheet along a grid line into two sheets of at least 2 by 2 each (POJ 2311).
/// let g = Table2::new(7, 7, |x, y, o| {
///     for i in 2..x.saturating_sub(1) {
///         o.leave(&[(i, y), (x - i, y)]);
///     }
///     for j in 2..y.saturating_sub(1) {
///         o.leave(&[(x, j), (x, y - j)]);
///     }
/// });
/// // 2 × 2, 2 × 3 and 3 × 3 have no such cut: 0. 4 × 2 cuts into 2 × 2 twice: mex{0 ^ 0} = 1.
/// assert_eq!((g.value(2, 2), g.value(2, 3), g.value(3, 3)), (0, 0, 0));
/// assert_eq!((g.value(4, 2), g.value(2, 4)), (1, 1));
/// // 4 × 4: 2 × 4 + 2 × 4 either way, worth 1 ^ 1 = 0, so mex{0} = 1.
/// assert_eq!(g.value(4, 4), 1);
/// assert_eq!((g.width(), g.height()), (7, 7));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table2 {
    width: usize,
    height: usize,
    /// `values[x · height + y]` is the value of `(x, y)`.
    values: Vec<u32>,
}

impl Table2 {
    /// Builds the table of `0..width × 0..height` (see [`Table2`]).
    ///
    /// # Panics
    ///
    /// If `width · height` overflows `usize`, or `options` lists a part that is not before the
    /// position (see [`Options2::leave`]).
    pub fn new<F>(width: usize, height: usize, mut options: F) -> Table2
    where
        F: FnMut(usize, usize, &mut Options2<'_>),
    {
        let len = width
            .checked_mul(height)
            .expect("width · height fits usize");
        let values = table(len, |n, o| {
            let mut o2 = Options2 {
                options: Options {
                    table: o.table,
                    values: &mut *o.values,
                },
                height,
            };
            options(n / height, n % height, &mut o2);
        });
        Table2 {
            width,
            height,
            values,
        }
    }

    /// The number of values of the first coordinate: `x` ranges over `0..width`. O(1).
    pub fn width(&self) -> usize {
        self.width
    }

    /// The number of values of the second coordinate: `y` ranges over `0..height`. O(1).
    pub fn height(&self) -> usize {
        self.height
    }

    /// The SG value of `(x, y)`. O(1).
    ///
    /// # Panics
    ///
    /// If `x ≥ width` or `y ≥ height`.
    pub fn value(&self, x: usize, y: usize) -> u32 {
        assert!(
            x < self.width && y < self.height,
            "({x}, {y}) is outside the table's {} × {}",
            self.width,
            self.height
        );
        self.values[x * self.height + y]
    }
}

/// A directed graph in compressed form: vertices `0..n`, each with its list of successors.
/// Edge targets are `u32` (4 bytes an edge: edges are most of a graph's memory), so a target
/// is below 2^32; the vertex count is not limited otherwise.
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
    /// Every edge's target, grouped by source; `u32` halves the memory of the largest array
    /// (and the graph's edge scans) against `usize`.
    targets: Vec<u32>,
}

/// The vertex just added by [`Digraph::add_vertex`], to which [`NewVertex::add_edge`] (or
/// [`Extend`]) adds edges. It borrows the graph, so it ends before the next vertex is added.
#[derive(Debug)]
pub struct NewVertex<'g> {
    index: usize,
    /// The vertex's entry of `Digraph::ends`.
    end: &'g mut usize,
    /// The graph's `targets`: this vertex's successors are its tail.
    targets: &'g mut Vec<u32>,
}

impl NewVertex<'_> {
    /// The number of this vertex. O(1).
    pub fn index(&self) -> usize {
        self.index
    }

    /// Adds an edge from this vertex to `target` (which may be a vertex not added yet: a target
    /// outside the finished graph is [`dag_values`]'s [`DagError::TargetOutOfRange`]).
    /// Amortised O(1).
    pub fn add_edge(&mut self, target: u32) {
        self.targets.push(target);
        *self.end += 1;
    }
}

impl Extend<u32> for NewVertex<'_> {
    /// Adds an edge from this vertex to each target, in order. O(number of targets).
    fn extend<I: IntoIterator<Item = u32>>(&mut self, targets: I) {
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
    pub fn successors(&self, v: usize) -> &[u32] {
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
                let w = w as usize; // lossless: usize has at least 32 bits
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
                if let Some(slot) = stamps.get_mut(values[w as usize] as usize) {
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

/// The value of `start` in a game searched from its rules, memoised in `memo` across calls:
/// every position reachable from `start` that `memo` lacks is valued once, in post-order, by
/// `decide(memo, its options)` (each option already in `memo`). Iterative depth-first search: no
/// recursion, so long games are fine; a cycle reachable from `start` is an error. O(P · (m +
/// cost of `moves` + cost of `decide`)) over the P new positions with m options each; O(P)
/// memory besides the memo. Shared by [`Search`] and `misere::Outcomes`.
pub(super) fn memoised_search<P, V, F, D>(
    memo: &mut HashMap<P, V>,
    moves: &mut F,
    start: &P,
    mut decide: D,
) -> Result<V, CycleError>
where
    P: Hash + Eq + Clone,
    V: Copy,
    F: FnMut(&P) -> Vec<P>,
    D: FnMut(&HashMap<P, V>, &[P]) -> V,
{
    if let Some(&v) = memo.get(start) {
        return Ok(v);
    }
    let mut open: HashSet<P> = HashSet::new();
    // Each frame: a position, its options, and how many of them are already decided.
    let mut stack: Vec<(P, Vec<P>, usize)> = Vec::new();
    open.insert(start.clone());
    let options = moves(start);
    stack.push((start.clone(), options, 0));
    while let Some((_, options, next)) = stack.last_mut() {
        if let Some(option) = options.get(*next) {
            *next += 1;
            if memo.contains_key(option) {
                continue;
            }
            if open.contains(option) {
                return Err(CycleError);
            }
            let option = option.clone();
            open.insert(option.clone());
            let options = moves(&option);
            stack.push((option, options, 0));
        } else if let Some((position, options, _)) = stack.pop() {
            let value = decide(memo, &options);
            open.remove(&position);
            memo.insert(position, value);
        }
    }
    Ok(memo[start])
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
        let mex = &mut self.mex;
        memoised_search(&mut self.memo, &mut self.moves, start, |memo, options| {
            mex.of(options.iter().map(|o| memo[o] as usize)) as u32
        })
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
    fn outcomes_are_where_the_values_are_not_zero() {
        // Moves below 64 go through the window of recent losses, larger ones a word at a time;
        // 63 and 64 are the edges, 128 and 129 were (a move a multiple of 64 reads one word).
        let sets: [&[usize]; 13] = [
            &[1],
            &[2, 3],
            &[1, 3, 4],
            &[3, 5, 0, 3, 100],
            &[],
            &[7, 2, 9, 4],
            &[128, 1, 127],
            &[129, 1, 300, 200, 129],
            &[130, 131, 500],
            &[2, 129, 128, 3000],
            &[63, 64],
            &[64, 65, 1999, 2000],
            &[5, 64, 192, 70, 131],
        ];
        for moves in sets {
            let values = subtraction_table(moves, 2000);
            let wins: Vec<bool> = values.iter().map(|&g| g != 0).collect();
            assert_eq!(subtraction_wins(moves, 2000), wins, "{moves:?}");
        }
        assert_eq!(subtraction_wins(&[1], 0), Vec::<bool>::new());
    }

    #[test]
    fn the_loss_bits_end_at_len() {
        let moves = [1, 64, 100];
        let values = subtraction_table(&moves, 300);
        for len in [0, 1, 63, 64, 65, 128, 129, 300] {
            let losses = subtraction_losses(&moves, len);
            assert_eq!(losses.len(), (len + 63) / 64, "len {len}");
            for x in 0..losses.len() * 64 {
                let lost = losses[x / 64] >> (x % 64) & 1 == 1;
                assert_eq!(lost, x < len && values[x] == 0, "len {len}, heap {x}");
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

    fn graph(successors: &[&[u32]]) -> Digraph {
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
        assert_eq!(g.successors(1), [] as [u32; 0]);
        assert_eq!(g.successors(9), [] as [u32; 0]);
        assert_eq!(dag_values(&g), Ok(vec![2, 0, 1, 0]));
    }

    #[test]
    fn long_path_needs_no_recursion() {
        let n: usize = 1_000_000;
        let mut g = Digraph::new();
        for v in 0..n {
            let mut vertex = g.add_vertex();
            if v + 1 < n {
                vertex.add_edge(v as u32 + 1);
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
            let mut order: Vec<u32> = (0..n as u32).collect();
            for i in (1..n).rev() {
                order.swap(i, next(i + 1));
            }
            let mut lists = vec![Vec::new(); n];
            for i in 0..n {
                for _ in 0..next(2 * (n - i)) {
                    let j = i + 1 + next(n - i);
                    if j < n {
                        lists[order[i] as usize].push(order[j]);
                    }
                }
            }
            let lists_ref: Vec<&[u32]> = lists.iter().map(Vec::as_slice).collect();
            let values = dag_values(&graph(&lists_ref)).unwrap();
            let mut search = Search::new(|&v: &u32| lists[v as usize].clone());
            for (v, &g) in (0..).zip(&values) {
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
            g.add_vertex().extend((v as u32 + 1..n as u32).rev());
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
                .extend((v as u32 + 1..n as u32).chain((v == n - 1).then_some(0)));
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
        assert_eq!(g.successors(1), [] as [u32; 0]);
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

    /// Lasker's Nim's moves on one heap of `n`, for [`table`].
    fn lasker(n: usize, o: &mut Options<'_>) {
        for left in 0..n {
            o.leave(&[left]);
        }
        for a in 1..=n / 2 {
            o.leave(&[a, n - a]);
        }
    }

    /// Every option of a multiset of heaps (sorted, empty heaps dropped) when a move replaces one
    /// heap `h` by any of `parts(h)`, a list of heap lists: the whole position, all heaps
    /// together, as [`Search`] sees it.
    fn sum_options(heaps: &[usize], parts: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<Vec<usize>> {
        let mut options = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for replacement in parts(h) {
                let mut next: Vec<usize> = heaps[..i].to_vec();
                next.extend(heaps[i + 1..].iter().copied());
                next.extend(replacement.into_iter().filter(|&p| p > 0));
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }

    /// Checks `g` against a search over every multiset of up to three heaps below `top`.
    fn agrees_on_sums(g: &[u32], top: usize, parts: impl Fn(usize) -> Vec<Vec<usize>>) {
        let mut search = Search::new(|heaps: &Vec<usize>| sum_options(heaps, &parts));
        for a in 0..top {
            for b in 0..=a {
                for c in 0..=b {
                    let position: Vec<usize> = [c, b, a].into_iter().filter(|&h| h > 0).collect();
                    let xor = g[a] ^ g[b] ^ g[c];
                    assert_eq!(search.value(&position), Ok(xor), "heaps {a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn lasker_table_agrees_with_search_over_whole_positions() {
        let g = table(40, lasker);
        agrees_on_sums(&g, 10, |h| {
            let takes = (0..h).map(|left| vec![left]);
            takes.chain((1..=h / 2).map(|a| vec![a, h - a])).collect()
        });
        // One heap alone, further: the search's value of [n] is the table's.
        let mut search = Search::new(|heaps: &Vec<usize>| {
            sum_options(heaps, |h| {
                let takes = (0..h).map(|left| vec![left]);
                takes.chain((1..=h / 2).map(|a| vec![a, h - a])).collect()
            })
        });
        for (n, &v) in g.iter().enumerate().take(25).skip(1) {
            assert_eq!(search.value(&vec![n]), Ok(v), "heap {n}");
        }
    }

    #[test]
    fn kayles_an_octal_game_agrees_with_search() {
        // A row of n pins; a move knocks down one pin or two adjacent ones, leaving the pins on
        // either side as two rows. First values, by hand: g(1) = mex{0} = 1,
        // g(2) = mex{g(1), 0} = 2, g(3) = mex{g(2), g(1) ^ g(1), g(1)} = mex{2, 0, 1} = 3.
        let kayles = |n: usize| -> Vec<Vec<usize>> {
            let ones = (0..n).map(|a| vec![a, n - 1 - a]);
            ones.chain((0..n.saturating_sub(1)).map(|a| vec![a, n - 2 - a]))
                .collect()
        };
        let g = table(30, |n, o| {
            for parts in kayles(n) {
                o.leave(&parts);
            }
        });
        assert_eq!(g[..4], [0, 1, 2, 3]);
        agrees_on_sums(&g, 9, kayles);
    }

    #[test]
    fn table_of_a_subtraction_game_is_the_subtraction_table() {
        let moves = [1usize, 3, 4];
        let g = table(50, |n, o| {
            for &s in moves.iter().filter(|&&s| s <= n) {
                o.leave(&[n - s]);
            }
        });
        assert_eq!(g, subtraction_table(&moves, 50));
        // No options at all: every value is 0; an option leaving nothing is worth 0.
        assert_eq!(table(3, |_, _| {}), [0, 0, 0]);
        assert_eq!(table(3, |_, o| o.leave(&[])), [1, 1, 1]);
        assert_eq!(table(0, lasker), Vec::<u32>::new());
    }

    #[test]
    #[should_panic(expected = "index out of bounds")]
    fn a_part_as_large_as_the_heap_panics() {
        table(3, |n, o| o.leave(&[n]));
    }

    /// Every cut of an `x × y` sheet into two sheets, each side of each at least `min`.
    fn cuts(x: usize, y: usize, min: usize) -> Vec<[(usize, usize); 2]> {
        let across = (min..=x.saturating_sub(min)).map(|i| [(i, y), (x - i, y)]);
        let along = (min..=y.saturating_sub(min)).map(|j| [(x, j), (x, y - j)]);
        across.chain(along).collect()
    }

    /// Checks a table of cutting with parts of at least `min` against a search over every
    /// multiset of up to two sheets of sides `min..top`.
    fn cutting_agrees_with_search(min: usize, top: usize) {
        let g = Table2::new(top, top, |x, y, o| {
            for parts in cuts(x, y, min) {
                o.leave(&parts);
            }
        });
        let mut search = Search::new(|sheets: &Vec<(usize, usize)>| {
            let mut options = Vec::new();
            for (i, &(x, y)) in sheets.iter().enumerate() {
                for parts in cuts(x, y, min) {
                    let mut next = sheets.clone();
                    next.remove(i);
                    next.extend(parts);
                    next.sort_unstable();
                    options.push(next);
                }
            }
            options
        });
        let sides = || (min..top).flat_map(|x| (min..top).map(move |y| (x, y)));
        for a in sides() {
            assert_eq!(search.value(&vec![a]), Ok(g.value(a.0, a.1)), "{a:?}");
            for b in sides().filter(|&b| b <= a) {
                let value = g.value(a.0, a.1) ^ g.value(b.0, b.1);
                assert_eq!(search.value(&vec![b, a]), Ok(value), "{a:?} + {b:?}");
            }
        }
    }

    #[test]
    fn cutting_tables_agree_with_search_over_whole_positions() {
        // Any cut (down to 1 × 1, which has none), and cuts leaving both parts at least 2 wide.
        // (Two sheets of up to 4 × 4 already take the search seconds with 1-wide cuts.)
        cutting_agrees_with_search(1, 4);
        cutting_agrees_with_search(2, 7);
    }

    #[test]
    fn table2_reads_its_own_cells() {
        // Options that depend on the position: (x, y) has x · 3 + y options leaving nothing.
        let g = Table2::new(4, 3, |x, y, o| {
            for _ in 0..x * 3 + y {
                o.leave(&[]);
            }
        });
        for x in 0..4 {
            for y in 0..3 {
                assert_eq!(g.value(x, y), u32::from(x * 3 + y > 0), "({x}, {y})");
            }
        }
        // A non-square table, a move steps one down in x or in y: the value is (x + y) mod 2
        // (by hand: (0, 0) = 0, (0, 1) = mex{0} = 1, (1, 1) = mex{1, 1} = 0, …).
        let g = Table2::new(2, 5, |x, y, o| {
            if x > 0 {
                o.leave(&[(x - 1, y)]);
            }
            if y > 0 {
                o.leave(&[(x, y - 1)]);
            }
        });
        assert_eq!((g.width(), g.height()), (2, 5));
        let row = |x| (0..5).map(|y| g.value(x, y)).collect::<Vec<_>>();
        assert_eq!((row(0), row(1)), (vec![0, 1, 0, 1, 0], vec![1, 0, 1, 0, 1]));
        let empty = Table2::new(3, 0, |_, _, _| unreachable!("no positions"));
        assert_eq!((empty.width(), empty.height()), (3, 0));
    }

    #[test]
    #[should_panic(expected = "outside the table's height 3")]
    fn a_part_past_the_height_panics() {
        // (0, 3) would alias (1, 0) in a table of height 3.
        Table2::new(2, 3, |x, _, o| {
            if x == 1 {
                o.leave(&[(0, 3)]);
            }
        });
    }

    #[test]
    #[should_panic(expected = "index out of bounds")]
    fn a_part_not_before_the_position_panics() {
        Table2::new(2, 3, |x, y, o| o.leave(&[(x, y)]));
    }

    #[test]
    #[should_panic(expected = "(0, 3) is outside the table's 2 × 3")]
    fn a_value_outside_the_table_panics() {
        Table2::new(2, 3, |_, _, _| {}).value(0, 3);
    }
}
