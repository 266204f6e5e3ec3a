//! HDU 3590 PP and QQ: Green Hackenbush on a forest of rooted trees, played anti-SG (whoever
//! deletes the last edge loses). Per case `PP` if the first player (PP) wins, else `QQ`.
//!
//! Each tree is worth its normal-play value by the colon principle
//! ([`game_core::hackenbush::Tree`], through [`TreeReader`]); the case is decided by the SJ theorem
//! ([`game_core::anti::first_player_wins`]), as the judge decides it (see the README: under the
//! literal rules the theorem's hypothesis fails for some trees, and the judge's answer is the
//! game's with the theorem's stop rule). O(m) per tree of m vertices, O(total vertices) in all;
//! memory: the buffers of the largest tree, sized only once its m − 1 edges are read, and one
//! value per tree of the largest case, reused across cases.

#![warn(missing_docs)]

use game_core::anti::first_player_wins;
use game_core::hackenbush::Tree;
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N, the number of trees of a case (N < 100): the generators' and
/// validators' bound, not a refusal (any N is answered, one value pushed per tree read). A case
/// of N = 0 trees, an empty forest, is accepted too: the player to move cannot move, and wins
/// (`PP`).
pub const MAX_TREES: u64 = 99;

/// The judge's largest m, the number of vertices of a tree (m < 100): the generators' and
/// validators' bound, not a refusal. Its smallest is 1, a tree without edges.
pub const MAX_VERTICES: u64 = 99;

/// Not the judge's limit: the most vertices a tree may have in this program, 2^32 − 1, because
/// [`Tree`] numbers vertices in 32 bits. A tree that large has m − 1 edges to read first (an
/// input of tens of GB), so no memory limit ever meets it; past it the answer could not be
/// computed, so m is refused at its token.
pub const VERTEX_CAPACITY: u64 = u32::MAX as u64;

/// Reads trees in the judge's format and values them; its buffers (the edge ends read, the
/// [`Tree`]) are reused from tree to tree and case to case.
#[derive(Debug, Default)]
pub struct TreeReader {
    /// The 2(m − 1) edge ends of the tree being read, in input order.
    ends: Vec<u64>,
    tree: Tree,
}

impl TreeReader {
    /// A reader with empty buffers. O(1).
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads one tree (its vertex count m, then m − 1 edges `a b` with `1 ≤ a, b ≤ m`) and
    /// returns its normal-play Green Hackenbush value, rooted at vertex 1.
    ///
    /// The edges' ends are read in one bulk call ([`Scanner::u64s_into`]); a vertex outside
    /// `1..=m` is rejected at its token. Edges that do not make a tree (a loop, a repeated edge,
    /// a cycle; with m − 1 edges, a vertex not joined to vertex 1 means a cycle elsewhere) are
    /// rejected at the tree's m. Any m up to [`VERTEX_CAPACITY`] is accepted: the m − 1 edges are
    /// read before the tree is sized by m, so memory follows what the input holds and an m of
    /// 10^9 with its edges missing fails at the end of the input. O(m) time; the buffers hold
    /// O(m) and are kept.
    pub fn read_value<R: BufRead>(&mut self, input: &mut Scanner<R>) -> Result<u32, Error> {
        let m = input.u64("a vertex count m", 1..=u64::MAX)?;
        if m > VERTEX_CAPACITY {
            return Err(input.reject(format!(
                "a vertex count m (1..={VERTEX_CAPACITY}, the most vertices this program numbers)"
            )));
        }
        let at = input.position();
        self.ends.clear();
        input.u64s_into(&mut self.ends, 2 * (m - 1), "an edge's vertex", 1..=m)?;
        self.tree.reset(m as usize);
        for edge in self.ends.chunks_exact(2) {
            self.tree
                .add_edge(edge[0] as usize - 1, edge[1] as usize - 1);
        }
        let expected = || format!("a tree on the vertices 1..={m}");
        let value = self.tree.value(0).map_err(|cycle| {
            let found = format!("a cycle through vertex {}", cycle.vertex + 1);
            Error::input(at, expected(), found)
        })?;
        let reached = self.tree.reached() as u64;
        if reached < m {
            let found = format!("{} of its {m} vertices not joined to vertex 1", m - reached);
            return Err(Error::input(at, expected(), found));
        }
        Ok(value)
    }
}

/// The answer for a forest whose trees are worth `values`: `PP` iff the SJ theorem says the
/// player to move wins. O(number of values).
pub fn verdict(values: &[u64]) -> &'static str {
    if first_player_wins(values.iter().copied()) {
        "PP"
    } else {
        "QQ"
    }
}

/// Solves every case to the end of the input (there is no terminator).
///
/// Any N is answered (a value pushed per tree read). O(total vertices); memory: one
/// [`TreeReader`]'s buffers for the largest tree and one value per tree of the largest case,
/// reused across cases.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut trees = TreeReader::new();
    let mut values: Vec<u64> = Vec::new();
    while let Some(n) = input.u64_or_end("a tree count N", 0..=u64::MAX)? {
        values.clear();
        for _ in 0..n {
            values.push(u64::from(trees.read_value(input)?));
        }
        out.line(verdict(&values))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn value_of(text: &str) -> Result<u32, String> {
        TreeReader::new()
            .read_value(&mut Scanner::new(text.as_bytes()))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn the_published_sample() {
        // Two single edges: 1 xor 1 = 0, none above 1: PP. One single edge: QQ.
        assert_eq!(
            run_text(solve, "2\n2\n1 2\n2\n1 2\n1\n2\n1 2\n"),
            ("PP\nQQ\n".to_string(), None)
        );
    }

    #[test]
    fn tree_values_by_hand() {
        assert_eq!(value_of("1\n"), Ok(0));
        assert_eq!(value_of("2\n2 1\n"), Ok(1));
        // A stalk of three edges, given from its far end: 3.
        assert_eq!(value_of("4\n4 3\n2 3\n1 2\n"), Ok(3));
        // A star of three edges: 1 xor 1 xor 1 = 1.
        assert_eq!(value_of("4\n1 2\n3 1\n1 4\n"), Ok(1));
        // The trap: two stalks of two from the root: 2 xor 2 = 0.
        assert_eq!(value_of("5\n1 2\n2 3\n1 4\n4 5\n"), Ok(0));
        // Rooted at 1, not at the first vertex listed: 2 is the middle of the stalk 1–2–3.
        assert_eq!(value_of("3\n2 3\n2 1\n"), Ok(2));
    }

    #[test]
    fn verdicts_follow_the_sj_rule() {
        assert_eq!(verdict(&[]), "PP");
        assert_eq!(verdict(&[0, 0]), "PP");
        assert_eq!(verdict(&[1]), "QQ");
        assert_eq!(verdict(&[1, 1]), "PP");
        assert_eq!(verdict(&[2]), "PP");
        assert_eq!(verdict(&[2, 2]), "QQ");
        assert_eq!(verdict(&[3, 2, 1]), "QQ");
    }

    #[test]
    fn the_trap_and_hand_cases() {
        // The two-stalk tree is worth 0: PP (the judge's answer; the literal game is QQ's).
        // A stalk of two: 2, PP. A stalk of two beside a single edge: 2 xor 1 = 3, PP.
        // Two stalks of two as two trees: 2 xor 2 = 0 with values above 1: QQ.
        let text = "1\n5\n1 2\n2 3\n1 4\n4 5\n1\n3\n1 2\n2 3\n2\n3\n1 2\n2 3\n2\n2 1\n\
                    2\n3\n1 2\n3 2\n3\n3 2\n1 2\n";
        assert_eq!(
            run_text(solve, text),
            ("PP\nPP\nPP\nQQ\n".to_string(), None)
        );
        // An empty forest and trees without edges: every value 0, PP.
        assert_eq!(
            run_text(solve, "0\n3\n1\n1\n1\n"),
            ("PP\nPP\n".to_string(), None)
        );
    }

    #[test]
    fn bad_trees_are_rejected() {
        // A vertex outside 1..=m, at its token.
        assert_eq!(
            value_of("2\n1 3\n"),
            Err("line 2, column 3: expected an edge's vertex (1..=2), found \"3\"".to_string())
        );
        // A loop, a repeated edge, a cycle joined to vertex 1: at m, naming a vertex on it.
        assert_eq!(
            value_of("2\n1 1\n"),
            Err("line 1, column 1: expected a tree on the vertices 1..=2, \
                 found a cycle through vertex 1"
                .to_string())
        );
        assert_eq!(
            value_of("3\n1 2\n2 1\n"),
            Err("line 1, column 1: expected a tree on the vertices 1..=3, \
                 found a cycle through vertex 2"
                .to_string())
        );
        // A cycle away from vertex 1: 1–5 is joined to it, the triangle 2–3–4 is not.
        assert_eq!(
            value_of(" 5\n2 3\n3 4\n4 2\n1 5\n"),
            Err("line 1, column 2: expected a tree on the vertices 1..=5, \
                 found 3 of its 5 vertices not joined to vertex 1"
                .to_string())
        );
        // Counts: m = 0, m past the capacity, a case cut short, counts promising more than
        // follows.
        let (printed, error) = run_text(solve, "1\n0\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.unwrap(),
            "line 2, column 1: expected a vertex count m (1..=2^64-1), found \"0\""
        );
        assert_eq!(
            value_of("4294967296\n1 2\n").unwrap_err(),
            "line 1, column 1: expected a vertex count m (1..=4294967295, the most vertices this \
             program numbers), found \"4294967296\""
        );
        let (printed, error) = run_text(solve, "2\n2\n1 2\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.unwrap(),
            "line 4, column 1: expected a vertex count m (1..=2^64-1), found end of input"
        );
        assert_eq!(
            value_of("4294967295\n1 2\n").unwrap_err(),
            "line 3, column 1: expected an edge's vertex (1..=4294967295), found end of input"
        );
        assert_eq!(
            run_text(solve, "1000000000000000000\n1\n").1.unwrap(),
            "line 3, column 1: expected a vertex count m (1..=2^64-1), found end of input"
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // N = 100 one-edge trees (worth 1 each, all 1s: PP wins iff their number is even): PP;
        // N = 101: QQ.
        let edge = "2\n1 2\n";
        let text = format!("100\n{}101\n{}", edge.repeat(100), edge.repeat(101));
        assert_eq!(run_text(solve, &text), ("PP\nQQ\n".to_string(), None));
        // m = 100: a star of 99 edges at the root, worth 99 ones xored: 1. m = 101, a stalk of
        // 100 edges: worth 100.
        let star: String = (2..=100).map(|v| format!("1 {v}\n")).collect();
        assert_eq!(value_of(&format!("100\n{star}")), Ok(1));
        let stalk: String = (1..=100).map(|v| format!("{} {v}\n", v + 1)).collect();
        assert_eq!(value_of(&format!("101\n{stalk}")), Ok(100));
    }

    #[test]
    fn the_largest_case_and_deep_trees() {
        // 99 stalks of 98 edges, given from their far ends: each worth 98, an odd count: xor 98,
        // PP. One more case: 98 of them (xor 0, values above 1): QQ.
        let stalk: String = std::iter::once("99\n".to_string())
            .chain((1..99).rev().map(|v| format!("{} {v}\n", v + 1)))
            .collect();
        let text = format!("99\n{}98\n{}", stalk.repeat(99), stalk.repeat(98));
        assert_eq!(run_text(solve, &text), ("PP\nQQ\n".to_string(), None));
    }
}
