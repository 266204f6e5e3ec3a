//! POJ 3710 Christmas Game: Green Hackenbush on a sum of drawings, each a graph rooted at its
//! vertex 1 (a tree with polygons hung on it). A move deletes one edge of one drawing, and what
//! is no longer joined to that drawing's root goes with it; a player who cannot move loses. Per
//! case print `Sally` if the first player (Sally) wins, else `Harry`.
//!
//! By the fusion principle each drawing is worth the value that
//! [`game_core::hackenbush::Multigraph`] computes (bridges by an iterative low-link search over
//! edge ids; each 2-edge-connected component worth its edge count's parity, plus its child
//! components as stalks), and the sum is worth their xor. O(k) per drawing of k edges (O(k log k)
//! when its vertex numbers run past 2k + 1 and are compressed); memory O(k) for the drawing with
//! the most edges, the buffers reused, whatever m says.

#![warn(missing_docs)]

use game_core::hackenbush::Multigraph;
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N, the drawings of a case (N < 100): the generators' and validators'
/// bound, not a refusal. The program answers any N, each drawing read and folded in turn.
pub const MAX_DRAWINGS: u64 = 99;

/// The judge's largest m, the vertices of a drawing (m < 100; at least 1, the root): the
/// generators' and validators' bound, not a refusal. The program answers any m ≥ 1: its vertex
/// arrays are sized by the edges read, never by m.
pub const MAX_VERTICES: u64 = 99;

/// The judge's largest k, the edges of a drawing (k < 500): the generators' and validators'
/// bound, not a refusal. The program answers any k, the edges read before anything is sized.
pub const MAX_EDGES: u64 = 499;

/// Not the judge's limit: the most edges a drawing may have in this program, 2^31 − 1, so that
/// its at most 2k + 1 vertices fit the 32-bit numbering of [`Multigraph`]. A drawing that large
/// has its 2^31 edges to read first (an input of tens of GB, more memory than any judge gives),
/// so nothing answerable is lost; past it the value could not be computed, so k is refused at
/// its token.
pub const EDGE_CAPACITY: u64 = (1 << 31) - 1;

/// The buffers [`drawing_value`] reuses across drawings and cases.
#[derive(Debug, Default)]
pub struct Drawings {
    graph: Multigraph,
    /// The ends of the drawing's edges as read, two an edge.
    ends: Vec<u64>,
    /// The vertex numbers in use, sorted, when they are compressed.
    ids: Vec<u64>,
}

impl Drawings {
    /// Empty buffers.
    pub fn new() -> Self {
        Self::default()
    }
}

/// Reads one drawing (`m k`, then `k` edges `a b`, each end in `1..=m`) and returns its value at
/// vertex 1. Any multigraph is accepted (loops, repeated edges, cycles sharing vertices); parts
/// not joined to vertex 1 count for nothing, and so do vertices on no edge.
///
/// The edges are read first (memory grows with the edges actually there, whatever k says), and
/// only then is the graph sized: by m if it is at most 2k + 1 (every judge drawing: connected,
/// so m ≤ k + 1), else by the largest end if that is at most 2k + 1, else on the distinct ends
/// renumbered in order (vertex 1 first), at most 2k + 1 of them. So an m of 10^18 with a few
/// edges costs what the edges cost. O(k), or O(k log k) when renumbered.
pub fn drawing_value<R: BufRead>(
    input: &mut Scanner<R>,
    buffers: &mut Drawings,
) -> Result<u32, Error> {
    let m = input.u64("a vertex count m", 1..=u64::MAX)?;
    let k = input.u64("an edge count k", 0..=u64::MAX)?;
    if k > EDGE_CAPACITY {
        return Err(input.reject(format!(
            "an edge count k (0..={EDGE_CAPACITY}, the most edges this program numbers)"
        )));
    }
    let Drawings { graph, ends, ids } = buffers;
    ends.clear();
    input.u64s_into(ends, 2 * k, "an edge's end a or b", 1..=m)?;
    // The largest vertex number to table: m itself when it is small enough (no scan), else the
    // largest end read.
    let most = ends.len() as u64 + 1;
    let top = if m <= most {
        m
    } else {
        ends.iter().copied().max().unwrap_or(1)
    };
    if top <= most {
        graph.reset(top as usize);
        for edge in ends.chunks_exact(2) {
            graph.add_edge(edge[0] as usize - 1, edge[1] as usize - 1);
        }
    } else {
        ids.clear();
        ids.push(1);
        ids.extend_from_slice(ends);
        ids.sort_unstable();
        ids.dedup();
        graph.reset(ids.len());
        let index = |v: u64| ids.binary_search(&v).expect("every end is listed");
        for edge in ends.chunks_exact(2) {
            graph.add_edge(index(edge[0]), index(edge[1]));
        }
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
/// Any N and m, and any k up to [`EDGE_CAPACITY`], are answered (a count promising more than
/// follows fails at the end of the input). O(total k) (O(k log k) for a drawing whose vertex numbers are compressed); memory
/// O(largest k), the buffers reused across drawings and cases.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut buffers = Drawings::new();
    while let Some(n) = input.u64_or_end("a drawing count N", 0..=u64::MAX)? {
        let mut x = 0;
        for _ in 0..n {
            x ^= drawing_value(input, &mut buffers)?;
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
        drawing_value(&mut input, &mut Drawings::new()).map_err(|e| e.to_string())
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
    fn past_the_statement_is_answered() {
        // N = 100 drawings of one edge each (worth 1): 100 ones xor to 0, Harry; 101: Sally.
        let one_edge = "2 1\n1 2\n";
        let text = format!("100\n{}101\n{}", one_edge.repeat(100), one_edge.repeat(101));
        assert_eq!(run_text(solve, &text), ("Harry\nSally\n".to_string(), None));
        // m = 100: the edge 1–100 is one edge at the root, worth 1.
        assert_eq!(value_of("100 1\n1 100\n"), Ok(1));
        // k = 500 loops at the root: one component of 500 edges, worth 500 mod 2 = 0; k = 501
        // loops: 1. With a stalk 1–2 of 1 under 500 loops at 2: the loops' component is
        // worth 0, so the root 0 + 1 = 1.
        assert_eq!(value_of(&format!("1 500\n{}", "1 1\n".repeat(500))), Ok(0));
        assert_eq!(value_of(&format!("1 501\n{}", "1 1\n".repeat(501))), Ok(1));
        assert_eq!(
            value_of(&format!("2 501\n1 2\n{}", "2 2\n".repeat(500))),
            Ok(1)
        );
    }

    #[test]
    fn vertex_numbers_past_the_edges_are_compressed() {
        // m = 10^18 and a stalk 1–10^18–(10^18 − 1) of two edges: worth 2, on three vertices.
        let big = 1_000_000_000_000_000_000u64;
        let stalk = format!("{big} 2\n1 {big}\n{big} {}\n", big - 1);
        assert_eq!(value_of(&stalk), Ok(2));
        // A triangle 1–7–5 (largest end 7 ≤ 2k + 1 = 7: tabled directly) and the same triangle
        // on 1–70–50 (70 > 7: renumbered): worth 1 both ways; with a doubled edge 50–9 on top
        // (a 2-cycle, worth 0), still 1.
        assert_eq!(value_of("7 3\n1 7\n7 5\n5 1\n"), Ok(1));
        assert_eq!(value_of("70 3\n1 70\n70 50\n50 1\n"), Ok(1));
        assert_eq!(value_of("70 5\n1 70\n70 50\n50 1\n50 9\n9 50\n"), Ok(1));
        // m = 1000 past 2k + 1 = 7, but the ends (a triangle 1–2–3, worth 1) within it: tabled
        // by the largest end.
        assert_eq!(value_of("1000 3\n1 2\n2 3\n3 1\n"), Ok(1));
        // Vertex 1 on no edge: the edges 5–6 are cut off, worth nothing.
        assert_eq!(value_of("99 1\n5 6\n"), Ok(0));
        // An edge 10^18 – 10^18 − 1 cut off from the root, and the root's edge 1–2: worth 1.
        let apart = format!("{big} 2\n{big} {}\n2 1\n", big - 1);
        assert_eq!(value_of(&apart), Ok(1));
    }

    #[test]
    fn malformed_input_stays_an_error() {
        assert_eq!(
            run_text(solve, "1\n0 0\n").1.unwrap(),
            "line 2, column 1: expected a vertex count m (1..=2^64-1), found \"0\""
        );
        // The first case is answered before the second one's end past m.
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
                    "line 4, column 1: expected a vertex count m (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        // Counts of 10^18 and 2^64 − 1 fail at the missing data, having allocated nothing.
        assert_eq!(
            run_text(solve, "1000000000000000000\n1 0\n").1.unwrap(),
            "line 3, column 1: expected a vertex count m (1..=2^64-1), found end of input"
        );
        assert_eq!(
            run_text(solve, "1\n18446744073709551615 2147483647\n1 2\n")
                .1
                .unwrap(),
            "line 4, column 1: expected an edge's end a or b (1..=2^64-1), found end of input"
        );
        // Past 2^31 − 1 edges, k is refused at its token (the 32-bit vertex numbering).
        assert_eq!(
            run_text(solve, "1\n2 2147483648\n1 2\n").1.unwrap(),
            "line 2, column 3: expected an edge count k (0..=2147483647, the most edges this \
             program numbers), found \"2147483648\""
        );
        assert_eq!(
            run_text(solve, "1\n18446744073709551616 0\n").1.unwrap(),
            "line 2, column 1: expected a vertex count m (1..=2^64-1), \
             found \"18446744073709551616\""
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
