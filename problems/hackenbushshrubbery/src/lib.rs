//! Kattis hackenbushshrubbery, Hackenbush Shrubbery: Green Hackenbush on a forest of n edges;
//! edge i stands on the ground (parent −1) or on top of its parent edge p_i. A move cuts one
//! edge, and everything no longer joined to the ground falls. Print the value of the game, `*k`.
//!
//! With the ground as a root vertex and edge i leading up to a vertex of its own, the forest is
//! a rooted tree, worth `SG(v) = xor over v's children c of (SG(c) + 1)` at the ground by the
//! colon principle ([`game_core::hackenbush::Tree`]: the leaves are folded into their parents
//! one by one, without recursion and without orienting the edges, so the parents may come in
//! any order). O(n) time and memory.

#![warn(missing_docs)]

use game_core::hackenbush::Tree;
use game_core::io::{Error, Position, Scanner, Writer};
use std::io::{self, BufRead, Write};

/// The judge's largest n, the number of edges (its smallest is 0): used by the harness's
/// validator, generators and benchmark, not by [`solve`], which answers any n up to
/// [`EDGE_CAPACITY`].
pub const MAX_EDGES: u64 = 100_000;

/// The largest n this program takes: not the judge's limit (that is [`MAX_EDGES`]) but what it
/// numbers, the ground and the n edges' upper ends being 32-bit vertices in core's [`Tree`]. A
/// forest that large is tens of GB of input: memory follows the parents read, never n alone.
pub const EDGE_CAPACITY: u64 = u32::MAX as u64 - 1;

/// Prints a value `k` the way the judge wants it: `*k` and a newline.
pub fn print_nimber<W: Write>(out: &mut Writer<W>, k: u64) -> io::Result<()> {
    out.byte(b'*')?;
    out.u64(k)?;
    out.newline()
}

/// What a parent must be, in error messages.
const PARENT: &str = "a parent p_i (-1: the ground, or an edge)";

/// Reads the n parents into `tree` (reset to the ground, vertex 0, and vertex i at the top of
/// edge i) and returns the forest's value at the ground. Each parent is checked against −1 and
/// `1..=n` at its token; parents that do not make a forest (an edge on top of itself, or a
/// cycle of edges each on top of the next) are an error at `at`, n's position, once all are
/// read. O(n); memory O(n) in `tree` (8 bytes an edge as read, 16 a vertex once they are all
/// in). `n` is at most [`EDGE_CAPACITY`].
pub fn forest_value<R: BufRead>(
    input: &mut Scanner<R>,
    tree: &mut Tree,
    n: u64,
    at: Position,
) -> Result<u32, Error> {
    tree.reset(n as usize + 1);
    let parents = -1..=n as i64;
    for edge in 1..=n as usize {
        let parent = input.i64(PARENT, parents.clone())?;
        if parent == 0 {
            return Err(input.reject(format!("{PARENT} (-1 or 1..={n})")));
        }
        // −1, the ground, is vertex 0; edge p's top is vertex p.
        tree.add_edge(parent.max(0) as usize, edge);
    }
    // Every vertex but the ground has exactly one edge to its parent's top, so a cycle of
    // parents is a part of its own, never joined to the ground: it shows as edges cut off.
    let value = tree
        .value(0)
        .expect("a cycle of parents is never joined to the ground");
    match n as usize + 1 - tree.reached() {
        0 => Ok(value),
        cut_off => Err(Error::input(
            at,
            "the parents of a forest",
            format!("{cut_off} of the edges on a cycle of parents or on top of one"),
        )),
    }
}

/// Solves the input's one game: n, then the n parents. What follows them is not read (the
/// statement has nothing after them; a line of colours, as the set's Blue-Red problem has, would
/// be ignored).
///
/// O(n); memory O(n), sized by the parents actually read (a count of 10^9 with three parents
/// behind it fails at the missing fourth, having stored three).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64(
        "an edge count n, as many as this program numbers",
        0..=EDGE_CAPACITY,
    )?;
    let at = input.position();
    let value = forest_value(input, &mut Tree::new(), n, at)?;
    Ok(print_nimber(out, u64::from(value))?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn value_of(text: &str) -> Result<String, String> {
        match run_text(solve, text) {
            (printed, None) => Ok(printed),
            (_, Some(error)) => Err(error),
        }
    }

    #[test]
    fn values_by_hand() {
        // No edge: *0.
        assert_eq!(value_of("0\n").as_deref(), Ok("*0\n"));
        // One edge: *1; a stalk of three, parents first or last: *3.
        assert_eq!(value_of("1\n-1\n").as_deref(), Ok("*1\n"));
        assert_eq!(value_of("3\n-1 1 2\n").as_deref(), Ok("*3\n"));
        assert_eq!(value_of("3\n2 3 -1\n").as_deref(), Ok("*3\n"));
        // A V on one trunk edge: the two twigs cancel (1 xor 1 = 0), so the trunk is a stalk
        // of 1: *1. Beside it a lone edge: 1 xor 1 = *0.
        assert_eq!(value_of("3\n-1 1 1\n").as_deref(), Ok("*1\n"));
        assert_eq!(value_of("4\n-1 1 1 -1\n").as_deref(), Ok("*0\n"));
        // The tree of the Blue-Red problem's first sample, all green: edges 1, 2, 3 a stalk
        // from the ground, 4 and 5 on 3, 6 and 7 on 5, 8 on 7; 9 alone; 10 with 11 and 12 on
        // it. A vertex is worth the xor of (its children's worth + 1): the top of 7 is worth 1
        // (8 on it), 5's top 1 xor 2 = 3, 3's top 1 xor 4 = 5, then 6 and 7 down the stalk;
        // 10's top 1 xor 1 = 0. The ground: (7 + 1) xor (0 + 1) xor (0 + 1) = *8.
        let first = "12\n-1 1 2 3 3 5 5 7 -1 -1 10 10\n";
        assert_eq!(value_of(first).as_deref(), Ok("*8\n"));
    }

    #[test]
    fn what_follows_the_parents_is_not_read() {
        assert_eq!(value_of("2\n-1 1\nGG\n").as_deref(), Ok("*2\n"));
    }

    #[test]
    fn parents_that_are_no_forest_are_an_error_at_n() {
        // An edge on top of itself.
        assert_eq!(
            value_of("2\n-1 2\n"),
            Err(
                "line 1, column 1: expected the parents of a forest, found 1 of the edges on a \
                 cycle of parents or on top of one"
                    .to_string()
            )
        );
        // Edges 2 and 3 on each other, 4 on 3.
        assert_eq!(
            value_of("4\n-1 3 2 3\n"),
            Err(
                "line 1, column 1: expected the parents of a forest, found 3 of the edges on a \
                 cycle of parents or on top of one"
                    .to_string()
            )
        );
        // 0 and n + 1 are no parents.
        assert_eq!(
            value_of("2\n-1 0\n"),
            Err(
                "line 2, column 4: expected a parent p_i (-1: the ground, or an edge) (-1 or \
                 1..=2), found \"0\""
                    .to_string()
            )
        );
        assert_eq!(
            value_of("2\n-1 3\n"),
            Err(
                "line 2, column 4: expected a parent p_i (-1: the ground, or an edge) (-1..=2), \
                 found \"3\""
                    .to_string()
            )
        );
    }

    #[test]
    fn the_largest_stalk_costs_no_stack() {
        // 10^5 edges, each on the one before: a stalk of 10^5.
        let parents: String = (0..MAX_EDGES as i64)
            .map(|p| format!("{} ", if p == 0 { -1 } else { p }))
            .collect();
        let text = format!("{MAX_EDGES}\n{parents}\n");
        assert_eq!(value_of(&text), Ok(format!("*{MAX_EDGES}\n")));
    }

    #[test]
    fn counts_are_bounded_by_the_input_or_the_numbering() {
        assert_eq!(
            value_of("1000000000\n-1 1 2\n"),
            Err(
                "line 3, column 1: expected a parent p_i (-1: the ground, or an edge) \
                 (-1..=1000000000), found end of input"
                    .to_string()
            )
        );
        assert_eq!(
            value_of("4294967295\n"),
            Err(
                "line 1, column 1: expected an edge count n, as many as this program numbers \
                 (0..=4294967294), found \"4294967295\""
                    .to_string()
            )
        );
    }
}
