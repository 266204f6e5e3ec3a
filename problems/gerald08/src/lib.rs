//! CodeChef GERALD08 Chef and Tree Game: Blue-Red Hackenbush on a tree rooted at vertex 1. Chef
//! deletes a black edge (colour 0), Ksen a white one (colour 1); every edge no longer joined to
//! the root goes with it; a player who cannot move loses. Per case print who wins when Chef
//! moves first, then who wins when Ksen does.
//!
//! The tree is a Blue-Red Hackenbush drawing, Chef Blue (Left), so its value `x` is a number
//! and decides both games: `x > 0` Chef wins either way (`Chef Chef`), `x < 0` Ksen does
//! (`Ksen Ksen`), `x = 0` the second player does (`Ksen Chef`). The edges are oriented from
//! vertex 1 by a breadth-first search (no recursion: a path of 10^5 edges costs no stack), and
//! the value is folded exactly with [`game_core::partizan::deep`]: a path of 10^5 edges can be
//! worth `2^−99999`, far below any float. O(N log² N) per case, memory O(N).

#![warn(missing_docs)]

use game_core::io::{Error, Position, Scanner, Writer};
use game_core::partizan::blue_red::Colour;
use game_core::partizan::deep;
use std::cmp::Ordering;
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): used by the harness's validator, generators and
/// benchmark, not by [`solve`], which answers any T (0 too: no case, no output).
pub const MAX_CASES: u64 = 1000;

/// The judge's largest N, the number of vertices of a case (its smallest is 1): used by the
/// harness, not by [`solve`], which answers any N up to [`VERTEX_CAPACITY`].
pub const MAX_VERTICES: u64 = 100_000;

/// The judge's bound on the sum of N over one input file: used by the harness, not by
/// [`solve`].
pub const MAX_TOTAL_VERTICES: u64 = 100_000;

/// The largest N this program takes: vertices are numbered in 32 bits. Memory follows the edges
/// actually read, never N alone.
pub const VERTEX_CAPACITY: u64 = u32::MAX as u64;

/// A tree as Blue-Red Hackenbush takes it: the edges in breadth-first order from vertex 1,
/// `parents[e]` the edge just below edge `e` (`None` for an edge at vertex 1; always an earlier
/// edge), `colours[e]` its colour, Chef's black edges [`Colour::Blue`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// The edge below each edge, `None` on the ground (vertex 1).
    pub parents: Vec<Option<usize>>,
    /// Each edge's colour: black (0) is Blue, white (1) is Red.
    pub colours: Vec<Colour>,
}

/// Orients the `n − 1` edges `(u, v, colour)` (vertices `0..n`, vertex 0 the root) by a
/// breadth-first search from the root. `Err(k)` when `k ≥ 1` vertices are not joined to the
/// root (with `n − 1` edges that is also every cycle, loop or doubled edge). O(n), no recursion.
///
/// ```
/// use game_core::partizan::blue_red::Colour::{Blue, Red};
/// // The path 1 – 3 – 2 written leaf first: the white edge stands on the black one.
/// let drawing = gerald08::oriented(3, &[(1, 2, Red), (0, 2, Blue)]).unwrap();
/// assert_eq!(drawing.parents, [None, Some(0)]);
/// assert_eq!(drawing.colours, [Blue, Red]);
/// // A doubled edge away from the root: vertices 2 and 3 cut off.
/// assert_eq!(gerald08::oriented(3, &[(1, 2, Red), (1, 2, Blue)]), Err(2));
/// ```
pub fn oriented(n: usize, edges: &[(u32, u32, Colour)]) -> Result<Drawing, usize> {
    // The neighbours of each vertex, with the joining edge, in one flat array (CSR).
    let mut start = vec![0usize; n + 1];
    for &(u, v, _) in edges {
        start[u as usize + 1] += 1;
        start[v as usize + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut next = start.clone();
    let mut around = vec![(0u32, 0u32); 2 * edges.len()];
    for (e, &(u, v, _)) in edges.iter().enumerate() {
        around[next[u as usize]] = (v, e as u32);
        next[u as usize] += 1;
        around[next[v as usize]] = (u, e as u32);
        next[v as usize] += 1;
    }
    // The edge joining each reached vertex to its parent, by its place in the drawing.
    const UNSEEN: usize = usize::MAX;
    const ROOT: usize = usize::MAX - 1;
    let mut edge_above = vec![UNSEEN; n];
    edge_above[0] = ROOT;
    let mut order = Vec::with_capacity(n);
    order.push(0u32);
    let mut drawing = Drawing::default();
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        let v = v as usize;
        for &(w, e) in &around[start[v]..start[v + 1]] {
            if edge_above[w as usize] != UNSEEN {
                continue;
            }
            edge_above[w as usize] = drawing.parents.len();
            drawing
                .parents
                .push((edge_above[v] != ROOT).then_some(edge_above[v]));
            drawing.colours.push(edges[e as usize].2);
            order.push(w);
        }
    }
    match n - order.len() {
        0 => Ok(drawing),
        cut_off => Err(cut_off),
    }
}

/// The answer line for a tree worth a value of sign `sign` (Chef's advantage): the winner when
/// Chef moves first, then when Ksen does. O(1).
///
/// ```
/// use std::cmp::Ordering;
/// assert_eq!(gerald08::winners(Ordering::Greater), "Chef Chef");
/// assert_eq!(gerald08::winners(Ordering::Less), "Ksen Ksen");
/// assert_eq!(gerald08::winners(Ordering::Equal), "Ksen Chef");
/// ```
pub fn winners(sign: Ordering) -> &'static str {
    match sign {
        Ordering::Greater => "Chef Chef",
        Ordering::Less => "Ksen Ksen",
        Ordering::Equal => "Ksen Chef",
    }
}

/// Reads the `n − 1` edges `U V C` of a case and orients them from vertex 1. Ends are checked
/// against `1..=n` and colours against `0..=1` at their tokens; edges that do not form a tree
/// are an error at `at` (the case's N) once all are read. O(n); memory O(edges read).
pub fn read_drawing<R: BufRead>(
    input: &mut Scanner<R>,
    n: u64,
    at: Position,
) -> Result<Drawing, Error> {
    let mut edges = Vec::new();
    for _ in 1..n {
        let u = input.u64("an edge's end U or V", 1..=n)? as u32 - 1;
        let v = input.u64("an edge's end U or V", 1..=n)? as u32 - 1;
        let colour = match input.u64("an edge's colour C (0 black, 1 white)", 0..=1)? {
            0 => Colour::Blue,
            _ => Colour::Red,
        };
        edges.push((u, v, colour));
    }
    oriented(n as usize, &edges).map_err(|cut_off| {
        let found = match cut_off {
            1 => "1 vertex not joined to vertex 1".to_string(),
            k => format!("{k} vertices not joined to vertex 1"),
        };
        Error::input(at, "the N-1 edges of a tree", found)
    })
}

/// Solves the T cases the first line announces; nothing after the last case is read.
///
/// T may be 0 or past the judge's [`MAX_CASES`], N up to [`VERTEX_CAPACITY`] and the sum of N
/// past [`MAX_TOTAL_VERTICES`]. O(N log² N) a case; memory O(N) for the case being solved.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    input.for_each_case(
        "a case count T",
        "a vertex count N, as many as this program numbers",
        1..=VERTEX_CAPACITY,
        |input, _, n| {
            let at = input.position();
            let drawing = read_drawing(input, n, at)?;
            let value = deep::tree_value(&drawing.parents, &drawing.colours);
            out.line(winners(value.sign()))?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    const SAMPLE: &str = "5\n1\n2\n1 2 0\n2\n1 2 1\n3\n1 2 0\n1 3 1\n3\n1 2 0\n2 3 1\n";

    /// The answer line to a text of one case.
    fn answer(case: &str) -> Result<String, String> {
        match run_text(solve, &format!("1\n{case}")) {
            (printed, None) => Ok(printed),
            (_, Some(error)) => Err(error),
        }
    }

    /// A path from vertex 1 through vertices 2, 3, … with the given colours from the root up,
    /// written leaf first and each edge child first (so no edge is written parent first).
    fn path(colours: &[u8]) -> String {
        let n = colours.len() + 1;
        let edges: String = (1..n)
            .rev()
            .map(|v| format!("{} {v} {}\n", v + 1, colours[v - 1]))
            .collect();
        format!("{n}\n{edges}")
    }

    #[test]
    fn the_sample() {
        let expected = "Ksen Chef\nChef Chef\nKsen Ksen\nKsen Chef\nChef Chef\n";
        assert_eq!(run_text(solve, SAMPLE), (expected.to_string(), None));
    }

    #[test]
    fn values_by_hand() {
        // Black under white from the root: 1/2 > 0, written child first.
        assert_eq!(answer(&path(&[0, 1])), Ok("Chef Chef\n".to_string()));
        // White under black: −1/2.
        assert_eq!(answer(&path(&[1, 0])), Ok("Ksen Ksen\n".to_string()));
        // The two side by side at vertex 1 (through vertex 2 and vertex 4): 1/2 − 1/2 = 0.
        let pair = "5\n3 2 1\n2 1 0\n4 5 0\n1 4 1\n";
        assert_eq!(answer(pair), Ok("Ksen Chef\n".to_string()));
        // Rooted in the middle of the path 2 – 1 – 3: a black and a white leaf, 0.
        assert_eq!(answer("3\n2 1 0\n1 3 1\n"), Ok("Ksen Chef\n".to_string()));
    }

    #[test]
    fn a_value_below_any_float_decides() {
        // Black, black, then 60 whites from the root (the string ++−…− is 1 + 2^−60), beside one
        // white edge (−1): 2^−60 > 0, though 1 + 2^−60 is 1 in f64. Then the mirror image.
        let mut colours = vec![0, 0];
        colours.extend([1; 60]);
        let spine = path(&colours);
        let n = colours.len() + 1;
        let with_leaf = |spine: &str, c: u8| {
            let (_, edges) = spine.split_once('\n').unwrap();
            format!("{}\n{edges}1 {} {c}\n", n + 1, n + 1)
        };
        assert_eq!(answer(&with_leaf(&spine, 1)), Ok("Chef Chef\n".to_string()));
        let mirror: Vec<u8> = colours.iter().map(|c| 1 - c).collect();
        assert_eq!(
            answer(&with_leaf(&path(&mirror), 0)),
            Ok("Ksen Ksen\n".to_string())
        );
    }

    #[test]
    fn the_longest_path_costs_no_stack() {
        // Black at the root under 99 998 whites: 2^−99998 > 0.
        let mut colours = vec![0];
        colours.extend(std::iter::repeat(1).take(MAX_VERTICES as usize - 2));
        assert_eq!(answer(&path(&colours)), Ok("Chef Chef\n".to_string()));
    }

    #[test]
    fn not_a_tree_is_an_error_at_n() {
        assert_eq!(
            answer("3\n1 2 0\n2 1 1\n"),
            Err(
                "line 2, column 1: expected the N-1 edges of a tree, found 1 vertex not joined \
                 to vertex 1"
                    .to_string()
            )
        );
        assert_eq!(
            answer("4\n2 3 0\n3 4 0\n4 2 1\n"),
            Err(
                "line 2, column 1: expected the N-1 edges of a tree, found 3 vertices not \
                 joined to vertex 1"
                    .to_string()
            )
        );
        // A loop at the root, after a first case answered.
        let (printed, error) = run_text(solve, "2\n1\n2\n1 1 0\n");
        assert_eq!(printed, "Ksen Chef\n");
        assert_eq!(
            error.unwrap(),
            "line 3, column 1: expected the N-1 edges of a tree, found 1 vertex not joined to \
             vertex 1"
        );
    }

    #[test]
    fn tokens_out_of_range_are_errors_at_them() {
        assert_eq!(
            answer("2\n1 2 2\n").unwrap_err(),
            "line 3, column 5: expected an edge's colour C (0 black, 1 white) (0..=1), found \"2\""
        );
        assert_eq!(
            answer("2\n1 3 0\n").unwrap_err(),
            "line 3, column 3: expected an edge's end U or V (1..=2), found \"3\""
        );
        assert_eq!(
            answer("0\n").unwrap_err(),
            "line 2, column 1: expected a vertex count N, as many as this program numbers \
             (1..=4294967295), found \"0\""
        );
    }

    #[test]
    fn counts_past_the_judges_are_answered() {
        // T = 0: nothing printed; T = 1001 lone roots: 1001 lines.
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        let text = format!("1001\n{}", "1\n".repeat(1001));
        assert_eq!(run_text(solve, &text), ("Ksen Chef\n".repeat(1001), None));
        // A vertex count of 10^9 with one edge: fails at the missing edge, having stored one.
        assert_eq!(
            answer("1000000000\n1 2 0\n").unwrap_err(),
            "line 4, column 1: expected an edge's end U or V (1..=1000000000), found end of input"
        );
    }
}
