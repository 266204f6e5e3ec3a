//! HDU 3094 A tree game: Green Hackenbush on one tree rooted at vertex 1. A move deletes an edge,
//! and everything no longer joined to the root goes with it; a player who cannot move loses.
//! Per case print `Alice` if the first player (Alice) wins, else `Bob`.
//!
//! By the colon principle the part hanging from v is worth `SG(v) = xor over v's children c of
//! (SG(c) + 1)` ([`game_core::hackenbush::Tree`]: the leaves are folded into their parents one by
//! one, without recursion and without orienting the edges), and Alice wins iff `SG(1) ≠ 0`. O(N)
//! per case; memory O(N) for the largest case actually read (the per-vertex arrays are sized only
//! once a case's N − 1 edges are in), the buffers reused across cases.

#![warn(missing_docs)]

use game_core::hackenbush::Tree;
use game_core::io::{Error, Position, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): used by the harness's validator, generators and
/// benchmark, not by [`solve`], which answers any T (0 too: no case, no output).
pub const MAX_CASES: u64 = 100;

/// The judge's largest N, the number of vertices of a case (its smallest is 1): used by the
/// harness's validator, generators and benchmark, not by [`solve`], which answers any N up to
/// [`VERTEX_CAPACITY`].
pub const MAX_VERTICES: u64 = 100_000;

/// The largest N this program takes: not the judge's limit (that is [`MAX_VERTICES`]) but what it
/// numbers, vertices being 32-bit in core's [`Tree`]. A case that large holds 2^32 − 2 edges, tens
/// of GB of input: memory follows the edges read, never N alone.
pub const VERTEX_CAPACITY: u64 = u32::MAX as u64;

/// Reads the `n − 1` edges of a case into `tree` (reset to `n` vertices first) and returns the
/// value of the tree at vertex 1 (`SG(1)`). Each end is checked against `1..=n` at its token;
/// edges that do not form a tree (a cycle, which with `n − 1` edges also leaves vertices cut off
/// from vertex 1) are an error at `at`, the case's `N`, once all are read.
/// O(n); memory O(n) in `tree` (8 bytes an edge as read, 16 a vertex once they are all in: a
/// case cut short has allocated only for the edges it holds), plus core's read block of 4096
/// numbers. `n` is at most [`VERTEX_CAPACITY`].
pub fn tree_value<R: BufRead>(
    input: &mut Scanner<R>,
    tree: &mut Tree,
    n: u64,
    at: Position,
) -> Result<u32, Error> {
    tree.reset(n as usize);
    // The ends come in pairs: the fold holds an edge's first end until its second is read. Both
    // are in 1..=n, checked at their tokens, and n ≤ VERTEX_CAPACITY fits a usize and the
    // tree's 32-bit numbering.
    let first_end = None;
    input.fold_u64s(
        2 * (n - 1),
        "an edge's end I or J",
        1..=n,
        first_end,
        |first, end| match first {
            None => Some(end as usize - 1),
            Some(a) => {
                tree.add_edge(a, end as usize - 1);
                None
            }
        },
    )?;
    let not_a_tree = |found: String| Error::input(at, "the N-1 edges of a tree", found);
    let value = tree
        .value(0)
        .map_err(|cycle| not_a_tree(format!("a cycle through vertex {}", cycle.vertex + 1)))?;
    match n as usize - tree.reached() {
        0 => Ok(value),
        1 => Err(not_a_tree("1 vertex not joined to vertex 1".to_string())),
        cut_off => Err(not_a_tree(format!(
            "{cut_off} vertices not joined to vertex 1"
        ))),
    }
}

/// The winner when the tree is worth `value`: the first player wins iff it is not 0. O(1).
pub fn winner(value: u32) -> &'static str {
    if value != 0 {
        "Alice"
    } else {
        "Bob"
    }
}

/// Solves the T cases the first line announces; nothing after the last case is read.
///
/// O(total N); memory O(largest N read): the tree's buffers are reused, never freed between
/// cases, and sized by a case's N only once its edges are in.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut tree = Tree::new();
    input.for_each_case(
        "a case count T",
        "a vertex count N, as many as this program numbers",
        1..=VERTEX_CAPACITY,
        |input, _, n| {
            let at = input.position();
            let value = tree_value(input, &mut tree, n, at)?;
            out.line(winner(value))?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn value_of(n: u64, edges: &str) -> Result<u32, String> {
        let at = Position { line: 1, column: 1 };
        let mut input = Scanner::new(edges.as_bytes());
        tree_value(&mut input, &mut Tree::new(), n, at).map_err(|e| e.to_string())
    }

    #[test]
    fn values_by_hand() {
        // One vertex: no edge, worth 0.
        assert_eq!(value_of(1, ""), Ok(0));
        // A stalk of 2 written child first: 2 (the first sample, reversed).
        assert_eq!(value_of(3, "3 2\n2 1\n"), Ok(2));
        // Two leaves at the root: 1 xor 1 = 0 (the second sample).
        assert_eq!(value_of(3, "1 2\n1 3\n"), Ok(0));
        // The third sample: SG(1) = 9 (derived in core's `Tree` example).
        let third = "6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
        assert_eq!(value_of(10, third), Ok(9));
        // Rooted at 1 in the middle of a path 2–1–3–4: stalks of 1 and 2, worth 3.
        assert_eq!(value_of(4, "4 3\n1 3\n2 1\n"), Ok(3));
    }

    #[test]
    fn verdicts() {
        assert_eq!(winner(0), "Bob");
        assert_eq!(winner(1), "Alice");
        assert_eq!(winner(9), "Alice");
    }

    #[test]
    fn the_sample() {
        let sample = "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n\
                      1 9\n6 10\n";
        assert_eq!(
            run_text(solve, sample),
            ("Alice\nBob\nAlice\n".to_string(), None)
        );
    }

    #[test]
    fn not_a_tree_is_an_error_at_n() {
        // A doubled edge: a cycle through 2, and vertex 3 cut off.
        assert_eq!(
            value_of(3, "1 2\n2 1\n"),
            Err(
                "line 1, column 1: expected the N-1 edges of a tree, found a cycle through \
                 vertex 2"
                    .to_string()
            )
        );
        // A triangle away from the root: no cycle joined to 1, but 3 vertices cut off.
        assert_eq!(
            value_of(4, "2 3\n3 4\n4 2\n"),
            Err(
                "line 1, column 1: expected the N-1 edges of a tree, found 3 vertices not \
                 joined to vertex 1"
                    .to_string()
            )
        );
        // A loop away from the root.
        assert_eq!(
            value_of(3, "1 2\n3 3\n"),
            Err(
                "line 1, column 1: expected the N-1 edges of a tree, found 1 vertex not joined \
                 to vertex 1"
                    .to_string()
            )
        );
        // A loop at the root.
        let (printed, error) = run_text(solve, "2\n1\n2\n1 1\n");
        assert_eq!(printed, "Bob\n");
        assert_eq!(
            error.unwrap(),
            "line 3, column 1: expected the N-1 edges of a tree, found a cycle through vertex 1"
        );
    }

    #[test]
    fn a_case_longer_than_the_read_buffer() {
        // A path of 3000 vertices (2999 edges, 5998 numbers: two reads), written deepest edge
        // first and child first: a stalk of 2999, odd, so Alice; then 3001 vertices: 3000.
        let path = |n: u64| {
            let edges: String = (1..n).rev().map(|v| format!("{} {v}\n", v + 1)).collect();
            format!("{n}\n{edges}")
        };
        let text = format!("2\n{}{}", path(3000), path(3001));
        assert_eq!(run_text(solve, &text), ("Alice\nAlice\n".to_string(), None));
        assert_eq!(value_of(3001, &path(3001)[5..]), Ok(3000));
    }

    #[test]
    fn the_largest_path_costs_no_stack() {
        let n = MAX_VERTICES;
        let edges: String = (1..n).map(|v| format!("{v} {}\n", v + 1)).collect();
        assert_eq!(value_of(n, &edges), Ok(n as u32 - 1));
    }

    #[test]
    fn counts_past_the_judges_are_answered() {
        // T = 101, past the judge's 100: 101 cases of N = 1, each a lone root, `Bob`.
        let text = format!("101\n{}", "1\n".repeat(101));
        assert_eq!(run_text(solve, &text), ("Bob\n".repeat(101), None));
        // T = 0: no case, nothing printed.
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        // N = 100001, past the judge's 100000: a star of 100000 edges at vertex 1, an even
        // number of stalks of 1, worth 0: `Bob`; with one edge moved to hang 3 below vertex 2 the
        // root has 99998 leaves (an even count, worth 0) and a stalk of 2: 2, `Alice`.
        let star: String = (2..=100_001).map(|v| format!("1 {v}\n")).collect();
        let bent = star.replacen("1 3\n", "2 3\n", 1);
        let text = format!("2\n100001\n{star}100001\n{bent}");
        assert_eq!(run_text(solve, &text), ("Bob\nAlice\n".to_string(), None));
    }

    #[test]
    fn counts_are_bounded_by_the_input_or_the_numbering() {
        // A vertex count of 10^9 with one edge: fails at the missing edge, having stored one.
        assert_eq!(
            run_text(solve, "1\n1000000000\n1 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected an edge's end I or J (1..=1000000000), found \
                     end of input"
                        .to_string()
                )
            )
        );
        // Past the 32-bit numbering: refused at its token, naming the capacity.
        assert_eq!(
            run_text(solve, "1\n4294967296\n").1.unwrap(),
            "line 2, column 1: expected a vertex count N, as many as this program numbers \
             (1..=4294967295), found \"4294967296\""
        );
        assert_eq!(
            run_text(solve, "2\n1\n"),
            (
                "Bob\n".to_string(),
                Some(
                    "line 3, column 1: expected a vertex count N, as many as this program numbers \
                     (1..=4294967295) for case 2 of 2, found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n3\n1 2\n2 4\n").1.unwrap(),
            "line 4, column 3: expected an edge's end I or J (1..=3), found \"4\""
        );
    }
}
