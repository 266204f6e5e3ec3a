//! HDU 5299 Circles Game: circles on a table, any two nested or apart; a move deletes a circle
//! and every circle inside it; whoever cannot move loses, Alice first. Per case print `Alice`
//! or `Bob`, the winner.
//!
//! The circles nest as a forest (each circle's parent: the smallest circle around it), found by
//! a sweep over x; a move cuts a node with its subtree, which is Green Hackenbush on the forest
//! hung from one ground vertex (core's `hackenbush::Tree`). O(n log n) per case, O(n) memory.
//!
//! The parts, one module each: [`sweep`] finds the parents, moving a vertical line over the
//! [`events`] (each circle entering and leaving it, radix-sorted) and keeping the [`line`] of the
//! [`arc`]s it crosses, in which it searches by [`search`]; [`forest`] values the forest.

#![warn(missing_docs)]

mod arc;
mod events;
mod forest;
mod line;
mod search;
mod sweep;

use forest::value_of_forest;
use game_core::hackenbush::Tree;
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};
use sweep::Sweep;

/// The judge's most cases.
pub const MAX_CASES: u64 = 20;
/// The judge's most circles in a case.
pub const MAX_CIRCLES: u64 = 20_000;
/// The judge's largest |x|, |y| and r.
pub const MAX_COORDINATE: i64 = 20_000;
/// The most circles in a case this program takes (fifty thousand times the judge's): the two
/// arcs of every circle are numbered in a `u32`, and so are the vertices of the forest.
pub const CIRCLE_CAPACITY: u64 = 1_000_000_000;
/// The largest |x|, |y| and r this program takes (fifty times the judge's): every comparison
/// of the sweep is exact in `i64` (squares of differences up to 4·10^6, sums below 10^14), and
/// the events' x (within ±2·10^6) fit the 22 bits they are packed in.
pub const COORDINATE_CAPACITY: i64 = 1_000_000;

/// A circle: centre (x, y) and radius r ≥ 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Circle {
    /// The centre's x.
    pub x: i64,
    /// The centre's y.
    pub y: i64,
    /// The radius.
    pub r: i64,
}

/// Solves the `T` cases: `n`, then the n circles `x y r`.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut circles = Vec::new();
    let mut sweep = Sweep::default();
    let mut tree = Tree::new();
    let what = "a circle count n (this program's capacity)";
    input.for_each_case(
        "a case count T",
        what,
        0..=CIRCLE_CAPACITY,
        |input, _, n| {
            circles.clear();
            for _ in 0..n {
                circles.push(read_circle(input)?);
            }
            sweep.find_parents(&circles);
            let alice_wins = value_of_forest(&sweep.parents, &mut tree) != 0;
            out.line(if alice_wins { "Alice" } else { "Bob" })?;
            Ok(())
        },
    )
}

/// One circle `x y r`, each within [`COORDINATE_CAPACITY`], r ≥ 1.
fn read_circle<R: BufRead>(input: &mut Scanner<R>) -> Result<Circle, Error> {
    let c = COORDINATE_CAPACITY;
    let x = input.i64("a centre's x (this program's capacity)", -c..=c)?;
    let y = input.i64("a centre's y (this program's capacity)", -c..=c)?;
    let r = input.i64("a radius r (this program's capacity)", 1..=c)?;
    Ok(Circle { x, y, r })
}

/// The Sprague–Grundy value of the game on `circles`: Green Hackenbush on their nesting
/// forest, every outermost circle joined to one ground vertex. O(n log n).
pub fn forest_value(circles: &[Circle], tree: &mut Tree) -> u32 {
    value_of_forest(&parents(circles), tree)
}

/// Each circle's parent, the smallest circle around it (`None` for an outermost one). See
/// [`Sweep::find_parents`]. O(n log n).
pub fn parents(circles: &[Circle]) -> Vec<Option<usize>> {
    let mut sweep = Sweep::default();
    sweep.find_parents(circles);
    sweep.parents
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    fn circle(x: i64, y: i64, r: i64) -> Circle {
        Circle { x, y, r }
    }

    #[test]
    fn the_sample() {
        let sample = "2\n1\n0 0 1\n6\n-100 0 90\n-50 0 1\n-20 0 1\n100 0 90\n47 0 1\n23 0 1\n";
        assert_eq!(run_text(solve, sample), ("Alice\nBob\n".into(), None));
    }

    #[test]
    fn parents_of_nested_and_side_by_side_circles() {
        // 0 holds 1 and 2 side by side; 2 holds 3; 4 stands apart; 5 sits below 1 inside 0.
        let circles = [
            circle(0, 0, 100),
            circle(-50, 10, 20),
            circle(50, 0, 30),
            circle(55, 5, 5),
            circle(300, 0, 10),
            circle(-50, -40, 15),
        ];
        let expected = [None, Some(0), Some(0), Some(2), None, Some(0)];
        assert_eq!(parents(&circles), expected);
        // Values: 3 is a leaf (0), 2 = 0 + 1 = 1, 1 and 5 leaves; 0 = 1 ⊕ 2 ⊕ 1 = 2; 4: 0.
        // With the ground: (2 + 1) ⊕ (0 + 1) = 2.
        assert_eq!(forest_value(&circles, &mut Tree::new()), 2);
    }

    #[test]
    fn a_circle_above_a_sibling_takes_the_siblings_parent() {
        // 1, 2 and 3 inside 0. 2 starts (x = -30) above 1: the first arc above it is 0's upper
        // arc. 3 starts (x = -40) under 1: the first arc above it is 1's lower arc (at 70), so
        // 3 is 1's sibling and takes its parent, 0.
        let circles = [
            circle(0, 0, 1000),
            circle(0, 100, 50),
            circle(20, 300, 50),
            circle(10, -100, 50),
        ];
        assert_eq!(parents(&circles), [None, Some(0), Some(0), Some(0)]);
    }

    #[test]
    fn a_chain_and_a_column_of_circles() {
        // Concentric: each inside the one before. Value of a path of 4 edges from the ground: 4.
        let chain: Vec<Circle> = (0..4).map(|i| circle(0, 0, 40 - i)).collect();
        assert_eq!(parents(&chain), [None, Some(0), Some(1), Some(2)]);
        assert_eq!(forest_value(&chain, &mut Tree::new()), 4);
        // Apart, all entering at x = -1, listed out of height order: all outermost.
        let column = [circle(0, 8, 1), circle(0, 0, 1), circle(0, 4, 1)];
        assert_eq!(parents(&column), [None, None, None]);
        assert_eq!(forest_value(&column, &mut Tree::new()), 1);
    }

    #[test]
    fn circles_that_cross_get_an_answer_without_a_panic() {
        // Outside the statement: answered from whatever forest the sweep finds.
        let crossing = "1\n3\n0 0 5\n3 0 5\n1 1 1\n";
        let (out, error) = run_text(solve, crossing);
        assert!(
            error.is_none() && (out == "Alice\n" || out == "Bob\n"),
            "{out}"
        );
    }

    #[test]
    fn a_circle_count_past_the_capacity_is_refused() {
        let (out, error) = run_text(solve, "2\n1\n0 0 1\n1000000001\n");
        assert_eq!(out, "Alice\n");
        let expected = "line 4, column 1: expected a circle count n (this program's capacity) \
                        (0..=1000000000), found \"1000000001\"";
        assert_eq!(error.map(|e| e.to_string()), Some(expected.to_string()));
    }
}
