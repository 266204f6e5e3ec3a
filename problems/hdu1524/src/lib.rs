//! HDU 1524 / POJ 2425 A Chess Game: pieces on a directed acyclic graph; a move slides one piece
//! along one edge; a player who cannot move loses. Per query, `WIN` if the first player wins, else
//! `LOSE`.
//!
//! Each case's graph is read straight into a [`Digraph`] (reused across cases), its SG values are
//! computed once by an iterative DFS ([`dag_values`]), and a query wins iff the xor of its pieces'
//! SG values is not 0 (the pieces are a sum of independent one-piece games).
//! O(N + E) per case for N positions and E edges, plus O(M) per query of M pieces. Memory
//! O(N + E + M) for the largest case and the largest query, grown only by what is actually
//! read: a query's pieces are read into one buffer (8 bytes a piece, reused across queries and
//! cases), then their SG values are xored.

#![warn(missing_docs)]

use game_core::io::{Error, Position, Scanner, Writer};
use game_core::sg::{dag_values, DagError, Digraph};
use std::io::{BufRead, Write};

/// The judge's largest N (positions per case): the generators' and validators' bound, not a
/// refusal. The program answers any N up to [`POSITION_CAPACITY`]: the graph grows with the
/// out-lists actually read (each position's line is read before it is stored).
pub const MAX_POSITIONS: u64 = 1000;

/// The judge's largest M (pieces per query): the generators' and validators' bound, not a
/// refusal. The program answers any M: a query's pieces are pushed into a buffer as they are
/// read, so memory follows the input and a count of 10^18 fails at the end of the input.
pub const MAX_PIECES: u64 = 10;

/// Not the judge's limit: the most positions a case may have in this program, 2^32, because
/// [`Digraph`] numbers positions in 32 bits. A larger case would need more than 2^32 out-lists in
/// the input (and more memory than any judge gives) before its answer, which the 32-bit
/// numbering could not give right, so N is refused at its token.
pub const POSITION_CAPACITY: u64 = 1 << 32;

/// Reads the `n` out-lists of a case (position `i`'s line: `X_i`, then `X_i` successors) into
/// `graph`, which is cleared first.
///
/// An out-degree is any count (repeated edges are accepted, they change no game, so a degree
/// past `n - 1` is legal); the successors are pushed as they are read, so memory follows the
/// input and a degree of 10^18 fails at the end of the input. A successor outside `0..n` is
/// rejected at its token. Cycles (a self-loop included) are left to [`sg_values`]. `n` must be
/// at most [`POSITION_CAPACITY`]. O(n + E) for E edges; memory O(n + E).
pub fn read_graph<R: BufRead>(
    input: &mut Scanner<R>,
    graph: &mut Digraph,
    n: u64,
) -> Result<(), Error> {
    graph.clear();
    let last = n.saturating_sub(1);
    let mut targets = Vec::new();
    for _ in 0..n {
        let degree = input.u64("an out-degree X_i", 0..=u64::MAX)?;
        targets.clear();
        input.u64s_into(&mut targets, degree, "a successor position", 0..=last)?;
        graph
            .add_vertex()
            // Lossless: a target was checked to be at most `n - 1 < POSITION_CAPACITY = 2^32`.
            .extend(targets.iter().map(|&target| target as u32));
    }
    Ok(())
}

/// The SG value of every position of `graph`; a cycle (or an edge out of range, which
/// [`read_graph`] never lets through) is an input error at `at`, the case's `N`.
/// O(V + E), iterative: no recursion, whatever the graph's depth.
pub fn sg_values(graph: &Digraph, at: Position) -> Result<Vec<u32>, Error> {
    dag_values(graph).map_err(|error| match error {
        DagError::Cycle { vertex } => Error::input(
            at,
            "an acyclic graph",
            format!("a cycle through position {vertex}"),
        ),
        other @ DagError::TargetOutOfRange { .. } => {
            Error::input(at, "a graph whose edges stay inside it", other.to_string())
        }
    })
}

/// The answer for a query whose pieces' SG values xor to `x`: the first player wins iff `x ≠ 0`.
/// O(1).
pub fn verdict(x: u32) -> &'static str {
    if x != 0 {
        "WIN"
    } else {
        "LOSE"
    }
}

/// Solves every case until a lone `0` where `N` would be, or the end of the input. Within a case,
/// a query line `0` (or the end of the input) ends its queries.
///
/// Any N up to [`POSITION_CAPACITY`] and any M are answered. Each query's M pieces are read
/// into a buffer with [`Scanner::u64s_into`] (every position checked against `0..N` as it is
/// read; the buffer grows only with the pieces actually read), then their SG values are xored
/// and the verdict written. O(N + E) per case plus O(M) per query; memory O(N + E) for the graph
/// of the largest case plus O(M) for the largest query's pieces, both buffers reused, never
/// freed between cases.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut graph = Digraph::new();
    let mut pieces = Vec::new();
    while let Some(n) = input.u64_or_end("a position count N, or 0 to end", 0..=u64::MAX)? {
        if n == 0 {
            break;
        }
        if n > POSITION_CAPACITY {
            return Err(input.reject(format!(
                "a position count N, or 0 to end (0..={POSITION_CAPACITY}, the most positions \
                 this program numbers)"
            )));
        }
        let at = input.position();
        read_graph(input, &mut graph, n)?;
        let values = sg_values(&graph, at)?;
        while let Some(m) =
            input.u64_or_end("a piece count M, or 0 to end the case", 0..=u64::MAX)?
        {
            if m == 0 {
                break;
            }
            pieces.clear();
            input.u64s_into(&mut pieces, m, "a piece's position", 0..=n - 1)?;
            let x = pieces
                .iter()
                .fold(0, |x, &piece| x ^ values[piece as usize]);
            out.line(verdict(x))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn graph_of(text: &str, n: u64) -> Result<Digraph, Error> {
        let mut graph = Digraph::new();
        read_graph(&mut Scanner::new(text.as_bytes()), &mut graph, n)?;
        Ok(graph)
    }

    const AT: Position = Position { line: 1, column: 1 };

    #[test]
    fn sample_graphs_by_hand() {
        // 0 → {1, 2}, 1 → ∅, 2 → {3}, 3 → ∅: g1 = g3 = 0, g2 = mex{0} = 1, g0 = mex{0, 1} = 2.
        let g = graph_of("2 1 2\n0\n1 3\n0\n", 4).unwrap();
        assert_eq!(sg_values(&g, AT).unwrap(), [2, 0, 1, 0]);
        // A path 0 → 1 → 2 → 3: values alternate from the end, 1 0 1 0.
        let g = graph_of("1 1\n1 2\n1 3\n0\n", 4).unwrap();
        assert_eq!(sg_values(&g, AT).unwrap(), [1, 0, 1, 0]);
    }

    #[test]
    fn verdicts() {
        assert_eq!(verdict(0), "LOSE");
        assert_eq!(verdict(1), "WIN");
        assert_eq!(verdict(2 ^ 1), "WIN");
        assert_eq!(verdict(3 ^ 3), "LOSE");
    }

    #[test]
    fn the_sample() {
        let sample =
            "4\n2 1 2\n0\n1 3\n0\n1 0\n2 0 2\n0\n\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n";
        // Case 1: g = [2, 0, 1, 0]; {0}: 2 WIN; {0, 2}: 2^1 = 3 WIN.
        // Case 2: path 0 → 1 → 2, 3 isolated: g = [0, 1, 0, 0]; {0, 1}: 1 WIN; {1, 1}: 0 LOSE;
        // {0, 1, 3}: 1 WIN.
        assert_eq!(
            run_text(solve, sample),
            ("WIN\nWIN\nWIN\nLOSE\nWIN\n".to_string(), None)
        );
    }

    #[test]
    fn bad_edges_are_rejected_at_their_token() {
        let error = graph_of("1 1\n1 4\n", 2).unwrap_err().to_string();
        assert_eq!(
            error,
            "line 2, column 3: expected a successor position (0..=1), found \"4\""
        );
        // A degree promising more successors than follow fails at the end of the input.
        let error = graph_of("2 1\n", 2).unwrap_err().to_string();
        assert_eq!(
            error,
            "line 2, column 1: expected a successor position (0..=1), found end of input"
        );
        let error = graph_of("1000000000000000000 1\n", 2)
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "line 2, column 1: expected a successor position (0..=1), found end of input"
        );
        // Repeated edges are one edge to the game: 0 → {1, 1}, g0 = mex{0} = 1; a degree past
        // n − 1 is legal then: 0 → {1, 1, 1}, the same.
        let g = graph_of("1 1\n0\n", 2).unwrap();
        assert_eq!(sg_values(&g, AT).unwrap(), [1, 0]);
        let g = graph_of("3 1 1 1\n0\n", 2).unwrap();
        assert_eq!(sg_values(&g, AT).unwrap(), [1, 0]);
    }

    #[test]
    fn a_cycle_is_an_error_at_n_naming_a_vertex_on_it() {
        // A self-loop is the shortest cycle: 0 → 1 → 1.
        let g = graph_of("1 1\n1 1\n", 2).unwrap();
        assert_eq!(
            sg_values(&g, AT).unwrap_err().to_string(),
            "line 1, column 1: expected an acyclic graph, found a cycle through position 1"
        );
        // 0 → 1 → 2 → 1: the DFS from 0 meets 1 again while it is still open.
        let (printed, error) = run_text(solve, "1\n0\n1 0\n0\n3\n1 1\n1 2\n1 1\n1 0\n0\n");
        assert_eq!(printed, "LOSE\n");
        assert_eq!(
            error.unwrap(),
            "line 5, column 1: expected an acyclic graph, found a cycle through position 1"
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 0 → 1: g = [1, 0]. 10^6 pieces (the judge's M ≤ 10) on 0 xor to 0 (an even count of
        // 1s); with one of them on 1 instead, 999999 ones xor to 1.
        let m = 1_000_000;
        let all_on_0 = " 0".repeat(m);
        let one_on_1 = " 0".repeat(m - 1) + " 1";
        let text = format!("2\n1 1\n0\n{m}{all_on_0}\n{m}{one_on_1}\n0\n");
        assert_eq!(run_text(solve, &text), ("LOSE\nWIN\n".to_string(), None));
        // N = 1001 (the judge's N ≤ 1000): the path 0 → 1 → … → 1000, g(i) = (1000 − i) mod 2.
        // {0}: 0, LOSE; {0, 999}: 0 ^ 1, WIN.
        let path: String = (1..=1000).map(|v| format!("1 {v}\n")).collect();
        let text = format!("1001\n{path}0\n1 0\n2 0 999\n0\n");
        assert_eq!(run_text(solve, &text), ("LOSE\nWIN\n".to_string(), None));
    }

    #[test]
    fn counts_promising_more_than_follows_fail_at_the_end() {
        let (printed, error) = run_text(solve, "1\n0\n1 0\n0\n4000000000\n0\n");
        assert_eq!(printed, "LOSE\n");
        assert_eq!(
            error.unwrap(),
            "line 7, column 1: expected an out-degree X_i (0..=2^64-1), found end of input"
        );
        let (printed, error) = run_text(solve, "1\n0\n1000000000000000000 0\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.unwrap(),
            "line 4, column 1: expected a piece's position (0..=0), found end of input"
        );
        // Past 2^32 positions, N is refused at its token (the 32-bit numbering).
        assert_eq!(
            run_text(solve, "4294967297\n").1.unwrap(),
            "line 1, column 1: expected a position count N, or 0 to end (0..=4294967296, the \
             most positions this program numbers), found \"4294967297\""
        );
    }

    #[test]
    fn ends_and_terminators() {
        assert_eq!(run_text(solve, ""), (String::new(), None));
        // A lone 0 where N would be ends the input: nothing after it is read.
        assert_eq!(
            run_text(solve, "1\n0\n1 0\n0\n0\nx"),
            ("LOSE\n".to_string(), None)
        );
        // The end of the input may take the place of the queries' 0.
        assert_eq!(
            run_text(solve, "2\n1 1\n0\n1 0"),
            ("WIN\n".to_string(), None)
        );
        // A piece outside the graph.
        let (printed, error) = run_text(solve, "2\n1 1\n0\n1 2\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.unwrap(),
            "line 4, column 3: expected a piece's position (0..=1), found \"2\""
        );
    }
}
