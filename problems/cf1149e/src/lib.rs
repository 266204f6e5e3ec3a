//! Codeforces 1149 E Election Promises (a special judge: any winning move is accepted). Cities
//! with taxes on the vertices of an acyclic road graph; a move lowers one city's tax strictly and
//! sets the taxes of that city's direct successors to anything. The party that moves last wins.
//! Print `LOSE` if the first party loses; otherwise `WIN` and the n taxes after a winning move.
//!
//! Each city's *level* is the mex of its successors' levels (core's iterative [`dag_values`]:
//! no recursion, so a 200 000-city path is fine). The first party loses iff, for every level,
//! the xor of the taxes of that level's cities is 0 (the README proves it); otherwise the move
//! of [`winning_move`] zeroes every level's xor. O(n + m) time and memory.

#![warn(missing_docs)]

use game_core::io::{Error, Position, Scanner, Writer};
use game_core::sg::{dag_values, DagError, Digraph};
use std::io::{BufRead, Write};

/// The judge's largest n (cities): the harness's bound, not a refusal (see [`CITY_CAPACITY`]).
pub const MAX_CITIES: u64 = 200_000;

/// The judge's largest m (roads): the harness's bound, not a refusal. Any m is read: roads are
/// pushed as they are read, so memory follows the input.
pub const MAX_ROADS: u64 = 200_000;

/// The judge's largest tax h_i (its smallest is 0): the harness's bound, not a refusal (see
/// [`TAX_CAPACITY`]).
pub const MAX_TAX: u64 = 1_000_000_000;

/// The largest tax an answer may print, by the statement.
pub const MAX_ANSWER: u64 = 2_000_000_000_000_000_000;

/// Not the judge's limit: the most cities this program numbers (cities are 32-bit vertices of a
/// [`Digraph`]). Far past the judge's 200 000; a larger n is refused at its token.
pub const CITY_CAPACITY: u64 = 1 << 32;

/// Not the judge's limit: the largest tax this program accepts, 2^60 − 1. Every printed tax is
/// an xor of input taxes, so it stays below 2^60 < 2·10^18 = [`MAX_ANSWER`], and the answer
/// stays right; a larger tax could need an answer past the statement's bound, and is refused.
pub const TAX_CAPACITY: u64 = (1 << 60) - 1;

/// What [`solve`] expects after the m-th road.
pub const END: &str = "the end of the input (after the m roads)";

/// The graph of `n` cities (numbered from 0) with `roads` (source, target), grouped by source
/// for a [`Digraph`] by a counting sort. O(n + m).
pub fn digraph(n: usize, roads: &[(u32, u32)]) -> Digraph {
    let mut start = vec![0usize; n + 1];
    for &(u, _) in roads {
        start[u as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut targets = vec![0u32; roads.len()];
    for &(u, v) in roads {
        targets[fill[u as usize]] = v;
        fill[u as usize] += 1;
    }
    let mut graph = Digraph::new();
    for ends in start.windows(2) {
        graph
            .add_vertex()
            .extend(targets[ends[0]..ends[1]].iter().copied());
    }
    graph
}

/// Every city's level (the mex of its successors' levels), or a cycle as an input error at `at`
/// (the position of m). O(n + m), iterative.
pub fn levels(graph: &Digraph, at: Position) -> Result<Vec<u32>, Error> {
    dag_values(graph).map_err(|error| match error {
        DagError::Cycle { vertex } => Error::input(
            at,
            "roads that form no cycle",
            format!("a cycle through city {}", vertex + 1),
        ),
        other @ DagError::TargetOutOfRange { .. } => {
            Error::input(at, "roads between the n cities", other.to_string())
        }
    })
}

/// The xor of the taxes of each level's cities, indexed by level (up to the highest level).
/// O(n).
pub fn level_xors(levels: &[u32], taxes: &[u64]) -> Vec<u64> {
    let top = levels.iter().max().map_or(0, |&l| l as usize);
    let mut xors = vec![0u64; top + 1];
    for (&level, &tax) in levels.iter().zip(taxes) {
        xors[level as usize] ^= tax;
    }
    xors
}

/// Makes a winning move in `taxes` and returns `true`, or returns `false` (changing nothing) if
/// every level's xor is 0 (the first party loses).
///
/// With t the highest level whose xor X(t) is not 0: a city v of level t whose tax has X(t)'s top
/// bit gets tax h_v xor X(t) (smaller, as in Nim); for each lower level l, v has a successor of
/// level l (v's level is the mex of its successors'), whose tax is xored with X(l). Every
/// level's xor is then 0. O(n + out-degree of v + levels).
///
/// ```
/// use cf1149e::{digraph, winning_move};
/// use game_core::io::Position;
/// // Sample 1: roads 1 → 2 and 3 → 4, taxes 2 1 1 5: levels 1 0 1 0.
/// let graph = digraph(4, &[(0, 1), (2, 3)]);
/// let levels = cf1149e::levels(&graph, Position { line: 1, column: 1 }).unwrap();
/// let mut taxes = [2, 1, 1, 5];
/// assert!(winning_move(&graph, &levels, &mut taxes));
/// assert_eq!(taxes, [1, 5, 1, 5]);
/// assert!(!winning_move(&graph, &levels, &mut taxes));
/// ```
pub fn winning_move(graph: &Digraph, levels: &[u32], taxes: &mut [u64]) -> bool {
    let xors = level_xors(levels, taxes);
    let Some(t) = xors.iter().rposition(|&x| x != 0) else {
        return false;
    };
    let bit = 1u64 << (63 - xors[t].leading_zeros());
    let v = (0..taxes.len())
        .find(|&v| levels[v] as usize == t && taxes[v] & bit != 0)
        .expect("level t's taxes xor to a number with this bit: one of them has it");
    taxes[v] ^= xors[t];
    let mut fixed = vec![false; t];
    for &u in graph.successors(v) {
        let level = levels[u as usize] as usize;
        if level < t && !fixed[level] {
            fixed[level] = true;
            taxes[u as usize] ^= xors[level];
        }
    }
    true
}

/// Solves the input: `n m`, the n taxes, the m roads `u v`, then nothing. Prints `LOSE`, or `WIN`
/// and the n taxes after a winning move.
///
/// Any n up to [`CITY_CAPACITY`], any m, taxes up to [`TAX_CAPACITY`], repeated roads (one road
/// to the game) are answered; a city outside 1..=n, a cycle (a road from a city to itself
/// included) or anything after the last road is an error. The taxes and roads are pushed as they
/// are read, so memory follows the input, never a count alone. O(n + m) time and memory.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("a city count n", 1..=CITY_CAPACITY)?;
    let m = input.u64("a road count m", 0..=u64::MAX)?;
    let at = input.position();
    let mut taxes = Vec::new();
    input.u64s_into(&mut taxes, n, "a tax h_i", 0..=TAX_CAPACITY)?;
    let mut roads = Vec::new();
    for _ in 0..m {
        let u = input.u64("a road's first city u", 1..=n)?;
        let v = input.u64("a road's second city v", 1..=n)?;
        // Lossless: both are at most n ≤ 2^32, so u − 1 and v − 1 fit in 32 bits.
        roads.push(((u - 1) as u32, (v - 1) as u32));
    }
    input.end(END)?;
    let graph = digraph(taxes.len(), &roads);
    drop(roads);
    let levels = levels(&graph, at)?;
    if !winning_move(&graph, &levels, &mut taxes) {
        out.line("LOSE")?;
        return Ok(());
    }
    out.line("WIN")?;
    for (i, &tax) in taxes.iter().enumerate() {
        if i > 0 {
            out.byte(b' ')?;
        }
        out.u64(tax)?;
    }
    out.newline()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    const AT: Position = Position { line: 1, column: 1 };

    fn answer(text: &str) -> String {
        let (out, error) = run_text(solve, text);
        assert_eq!(error, None, "{text}");
        out
    }

    #[test]
    fn the_samples() {
        assert_eq!(answer("4 2\n2 1 1 5\n1 2\n3 4\n"), "WIN\n1 5 1 5\n");
        assert_eq!(answer("4 2\n1 5 1 5\n1 2\n3 4\n"), "LOSE\n");
        assert_eq!(answer("3 3\n314 159 265\n1 2\n1 3\n3 2\n"), "WIN\n0 0 0\n");
        assert_eq!(answer("6 4\n2 2 5 5 6 6\n1 3\n2 4\n3 5\n4 6\n"), "LOSE\n");
    }

    #[test]
    fn levels_are_mex_values_not_depths() {
        // 0 → {1, 2}, 1 → {2}: levels 2 1 0; 3 → {0, 2}: mex{2, 0} = 1, its depth is 3.
        let graph = digraph(4, &[(0, 1), (0, 2), (1, 2), (3, 0), (3, 2)]);
        assert_eq!(levels(&graph, AT).unwrap(), [2, 1, 0, 1]);
        assert_eq!(level_xors(&[2, 1, 0, 1], &[4, 1, 7, 3]), [7, 1 ^ 3, 4]);
        assert_eq!(level_xors(&[0], &[9]), [9]);
    }

    #[test]
    fn the_move_zeroes_every_level() {
        // Levels 2 1 0 1 (above); X(2) = 4, X(1) = 1 xor 3 = 2, X(0) = 7.
        let graph = digraph(4, &[(0, 1), (0, 2), (1, 2), (3, 0), (3, 2)]);
        let levels = levels(&graph, AT).unwrap();
        let mut taxes = [4, 1, 7, 3];
        assert!(winning_move(&graph, &levels, &mut taxes));
        // City 0 (the only one of level 2) drops to 0; its successors 1 (level 1) and 2
        // (level 0) take 1 xor 2 = 3 and 7 xor 7 = 0.
        assert_eq!(taxes, [0, 3, 0, 3]);
        // The top bit: X(1) = 6 xor 2 = 4 with X(2) = 0; city 1 (tax 2) lacks bit 4, city 3
        // (tax 6) has it and drops to 2; its successors at level 0 (city 2) take 5 xor 5 = 0.
        let mut taxes = [0, 2, 5, 6];
        assert!(winning_move(&graph, &levels, &mut taxes));
        assert_eq!(taxes, [0, 2, 0, 2]);
        // Level 0 alone: a sink's tax drops.
        let mut taxes = [0, 2, 5, 2];
        assert!(winning_move(&graph, &levels, &mut taxes));
        assert_eq!(taxes, [0, 2, 0, 2]);
        assert!(!winning_move(&graph, &levels, &mut taxes));
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 200_000u32;
        let roads: Vec<(u32, u32)> = (1..n).map(|v| (v - 1, v)).collect();
        let graph = digraph(n as usize, &roads);
        let levels = levels(&graph, AT).unwrap();
        assert!(levels
            .iter()
            .enumerate()
            .all(|(v, &l)| l == (n - 1 - v as u32) % 2));
    }

    #[test]
    fn errors_name_the_token() {
        let error = |text: &str| run_text(solve, text).1.expect("an error");
        assert_eq!(
            error("2 2\n1 1\n1 2\n2 1\n"),
            "line 1, column 3: expected roads that form no cycle, found a cycle through city 1"
        );
        assert_eq!(
            error("2 1\n1 1\n2 2\n"),
            "line 1, column 3: expected roads that form no cycle, found a cycle through city 2"
        );
        assert_eq!(
            error("2 1\n1 1\n1 3\n"),
            "line 3, column 3: expected a road's second city v (1..=2), found \"3\""
        );
        assert_eq!(
            error("1 0\n1 2\n"),
            "line 2, column 3: expected the end of the input (after the m roads), found \"2\""
        );
        assert_eq!(
            error("1 1000000000000000000\n0\n"),
            "line 3, column 1: expected a road's first city u (1..=1), found end of input"
        );
        assert_eq!(
            error("1 0\n1152921504606846976\n"),
            "line 2, column 1: expected a tax h_i (0..=1152921504606846975), found \
             \"1152921504606846976\""
        );
        assert_eq!(
            error("0 0\n"),
            "line 1, column 1: expected a city count n (1..=4294967296), found \"0\""
        );
    }

    #[test]
    fn past_the_statement() {
        // Repeated roads are one road; the largest taxes stay below 2^60 in the answer.
        assert_eq!(answer("2 3\n3 1\n1 2\n1 2\n1 2\n"), "WIN\n0 0\n");
        let top = TAX_CAPACITY;
        assert_eq!(answer(&format!("2 0\n{top} 1\n")), "WIN\n1 1\n");
        assert_eq!(answer(&format!("1 0\n{top}\n")), "WIN\n0\n");
        assert_eq!(answer("1 0\n0\n"), "LOSE\n");
    }
}
