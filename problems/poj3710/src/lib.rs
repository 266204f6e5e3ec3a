//! POJ 3710 Christmas Game: Green Hackenbush on a sum of drawings, each a graph rooted at its
//! vertex 1 (a tree with polygons hung on it). A move deletes one edge of one drawing, and what
//! is no longer joined to that drawing's root goes with it; a player who cannot move loses. Per
//! case print `Sally` if the first player (Sally) wins, else `Harry`.
//!
//! By the fusion principle each drawing is worth the value that
//! [`game_core::hackenbush::Multigraph`] computes (bridges by an iterative low-link search over
//! edge ids; each 2-edge-connected component worth its edge count's parity, plus its child
//! components as stalks), and the sum is worth their xor. O(m + k) per drawing; memory O(m + k)
//! for the largest drawing, the buffers reused.

#![warn(missing_docs)]

use game_core::hackenbush::Multigraph;
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N, the drawings of a case (N < 100). A case of 0 drawings is accepted.
pub const MAX_DRAWINGS: u64 = 99;

/// The judge's largest m, the vertices of a drawing (m < 100; at least 1, the root).
pub const MAX_VERTICES: u64 = 99;

/// The judge's largest k, the edges of a drawing (k < 500).
pub const MAX_EDGES: u64 = 499;

/// Reads one drawing (`m k`, then `k` edges `a b`) into `graph` and returns its value at
/// vertex 1. Any multigraph is accepted (loops, repeated edges, cycles sharing vertices); parts
/// not joined to vertex 1 count for nothing. O(m + k).
pub fn drawing_value<R: BufRead>(
    input: &mut Scanner<R>,
    graph: &mut Multigraph,
    buffer: &mut Vec<u64>,
) -> Result<u32, Error> {
    let m = input.u64("a vertex count m", 1..=MAX_VERTICES)?;
    let k = input.u64("an edge count k", 0..=MAX_EDGES)?;
    buffer.clear();
    input.u64s_into(buffer, 2 * k, "an edge's end a or b", 1..=m)?;
    graph.reset(m as usize);
    for edge in buffer.chunks_exact(2) {
        graph.add_edge(edge[0] as usize - 1, edge[1] as usize - 1);
    }
    Ok(graph.value(0))
}

/// The winner when the drawings' values xor to `x`: the first player wins iff it is not 0. O(1).
pub fn winner(x: u32) -> &'static str {
    if x != 0 {
        "Sally"
    } else {
        "Harry"
    }
}

/// Solves every case to the end of the input (there is no terminator).
///
/// O(total m + k); memory O(largest m + k), the buffers reused across drawings and cases.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut graph = Multigraph::new();
    let mut buffer = Vec::new();
    while let Some(n) = input.u64_or_end("a drawing count N", 0..=MAX_DRAWINGS)? {
        let mut x = 0;
        for _ in 0..n {
            x ^= drawing_value(input, &mut graph, &mut buffer)?;
        }
        out.line(winner(x))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn value_of(text: &str) -> Result<u32, String> {
        let mut input = Scanner::new(text.as_bytes());
        drawing_value(&mut input, &mut Multigraph::new(), &mut Vec::new())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn drawings_by_hand() {
        // The sample's drawings: one edge (1); an edge with a triangle on top (1 + 1 = 2).
        assert_eq!(value_of("2 1\n1 2\n"), Ok(1));
        assert_eq!(value_of("4 4\n1 2\n2 3\n2 4\n3 4\n"), Ok(2));
        // A lone root.
        assert_eq!(value_of("1 0\n"), Ok(0));
        // A doubled edge at the root: a 2-cycle, worth 0; a square: 0; a pentagon: 1.
        assert_eq!(value_of("2 2\n1 2\n2 1\n"), Ok(0));
        assert_eq!(value_of("4 4\n1 2\n2 3\n3 4\n4 1\n"), Ok(0));
        assert_eq!(value_of("5 5\n1 2\n2 3\n3 4\n4 5\n5 1\n"), Ok(1));
        // A doubled edge on top of the stalk 1–2: the stalk alone, 1.
        assert_eq!(value_of("3 3\n1 2\n2 3\n3 2\n"), Ok(1));
        // Two triangles at vertex 2 above the edge 1–2: vertex 2 worth 1 xor 1 = 0, so 1.
        assert_eq!(value_of("6 7\n1 2\n2 3\n3 4\n4 2\n2 5\n5 6\n6 2\n"), Ok(1));
        // A loop at the root is one edge: 1.
        assert_eq!(value_of("1 1\n1 1\n"), Ok(1));
    }

    #[test]
    fn the_sample() {
        let sample = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
        assert_eq!(run_text(solve, sample), ("Sally\n".to_string(), None));
    }

    #[test]
    fn cases_to_the_end_and_empty_cases() {
        // N = 0: no move, Harry; then two single edges (1 xor 1 = 0): Harry; then a triangle.
        let text = "0\n2\n2 1\n1 2\n2 1\n2 1\n1\n3 3\n1 2\n2 3\n3 1\n";
        assert_eq!(
            run_text(solve, text),
            ("Harry\nHarry\nSally\n".to_string(), None)
        );
        assert_eq!(run_text(solve, ""), (String::new(), None));
    }

    #[test]
    fn bounds_and_errors() {
        assert_eq!(
            run_text(solve, "100\n").1.unwrap(),
            "line 1, column 1: expected a drawing count N (0..=99), found \"100\""
        );
        assert_eq!(
            run_text(solve, "1\n100 0\n").1.unwrap(),
            "line 2, column 1: expected a vertex count m (1..=99), found \"100\""
        );
        assert_eq!(
            run_text(solve, "1\n0 0\n").1.unwrap(),
            "line 2, column 1: expected a vertex count m (1..=99), found \"0\""
        );
        assert_eq!(
            run_text(solve, "1\n2 500\n").1.unwrap(),
            "line 2, column 3: expected an edge count k (0..=499), found \"500\""
        );
        // The first case is answered before the second one's bad end.
        assert_eq!(
            run_text(solve, "1\n2 1\n1 2\n1\n2 1\n1 3\n"),
            (
                "Sally\n".to_string(),
                Some(
                    "line 6, column 3: expected an edge's end a or b (1..=2), found \"3\""
                        .to_string()
                )
            )
        );
        // A case cut short: a drawing is missing.
        assert_eq!(
            run_text(solve, "2\n2 1\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a vertex count m (1..=99), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn the_largest_drawings() {
        // 499 edges: a stalk of 98 edges, then 401 loops at vertex 99 (odd: worth 1), so the
        // top component is worth 1 and the root 98 + 1 = 99; 99 such drawings xor to 99.
        let stalk: String = (1..99).map(|v| format!("{v} {}\n", v + 1)).collect();
        let loops = "99 99\n".repeat(401);
        let drawing = format!("99 499\n{stalk}{loops}");
        assert_eq!(value_of(&drawing), Ok(99));
        let text = format!("99\n{}", drawing.repeat(99));
        assert_eq!(run_text(solve, &text), ("Sally\n".to_string(), None));
    }
}
