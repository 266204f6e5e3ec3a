//! HDU 5299 Circles Game: circles on a table, any two nested or apart; a move deletes a circle
//! and every circle inside it; whoever cannot move loses, Alice first. Per case print `Alice`
//! or `Bob`, the winner.
//!
//! The circles nest as a forest (each circle's parent: the smallest circle around it), found by
//! a sweep over x; a move cuts a node with its subtree, which is Green Hackenbush on the forest
//! hung from one ground vertex (core's `hackenbush::Tree`). O(n log n) per case, O(n) memory.

#![warn(missing_docs)]

use game_core::hackenbush::Tree;
use game_core::io::{Error, Scanner, Writer};
use std::cell::Cell;
use std::cmp::Ordering;
use std::collections::BTreeSet;
use std::io::{BufRead, Write};
use std::ops::Bound::{Excluded, Unbounded};

/// The judge's most cases.
pub const MAX_CASES: u64 = 20;
/// The judge's most circles in a case.
pub const MAX_CIRCLES: u64 = 20_000;
/// The judge's largest |x|, |y| and r.
pub const MAX_COORDINATE: i64 = 20_000;
/// The largest |x|, |y| and r this program takes: coordinates to 10^6 keep r², distances² and
/// the arcs' heights exact enough in `f64` (two circles that do not touch are at least
/// 1/(4·10^6) apart, far above the rounding of numbers near 10^6), and far past the judge's.
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
    let t = input.u64("a case count T", 0..=u64::MAX)?;
    let mut circles = Vec::new();
    let mut tree = Tree::new();
    for case in 1..=t {
        let n = input.u64_for_case("a circle count n", 0..=u64::MAX, case, t)?;
        circles.clear();
        for _ in 0..n {
            circles.push(read_circle(input)?);
        }
        let alice_wins = forest_value(&circles, &mut tree) != 0;
        out.line(if alice_wins { "Alice" } else { "Bob" })?;
    }
    Ok(())
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
    let parents = parents(circles);
    let ground = circles.len();
    tree.reset(circles.len() + 1);
    for (child, parent) in parents.iter().enumerate() {
        tree.add_edge(parent.unwrap_or(ground), child);
    }
    tree.value(ground)
        .expect("each circle has one parent, before it in the sweep: a forest")
}

/// One of the two arcs a circle splits into at its leftmost and rightmost points, in the sweep.
#[derive(Debug, Clone, Copy)]
struct Arc {
    circle: u32,
    upper: bool,
    x: f64,
    y: f64,
    r: f64,
    /// For a look-up key, its height, known: a circle is looked up only where the line meets
    /// its two ends, at height y. NaN for the arcs in the set (computed at each comparison).
    known: f64,
}

thread_local! {
    /// Where the sweep line stands: the arcs it crosses are ordered by their height there.
    static SWEEP_X: Cell<f64> = const { Cell::new(0.0) };
}

impl Arc {
    /// The arc's height on the sweep line (the centre's height at its two ends).
    fn height(&self) -> f64 {
        if !self.known.is_nan() {
            return self.known;
        }
        let dx = SWEEP_X.with(Cell::get) - self.x;
        let half = (self.r * self.r - dx * dx).max(0.0).sqrt();
        if self.upper {
            self.y + half
        } else {
            self.y - half
        }
    }
}

/// Arcs on the sweep line, lowest first; a circle's lower arc before its upper one where they
/// meet (its two ends). Circles neither cross nor touch, so the order of the arcs in the set
/// never changes while the line moves.
impl Ord for Arc {
    fn cmp(&self, other: &Self) -> Ordering {
        if self.circle == other.circle {
            return self.upper.cmp(&other.upper);
        }
        self.height().total_cmp(&other.height())
    }
}

impl PartialOrd for Arc {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Arc {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Arc {}

/// Each circle's parent, the smallest circle around it (`None` for an outermost one), by a
/// sweep from left to right: when a circle's leftmost point is reached, the first arc above it
/// is either the upper arc of the circle around it, or the lower arc of a sibling, whose parent
/// it shares. O(n log n).
pub fn parents(circles: &[Circle]) -> Vec<Option<usize>> {
    // (x, 0 = leaves the line, 1 = enters it, circle): at one x, leaving first.
    let mut events: Vec<(i64, u8, u32)> = Vec::with_capacity(2 * circles.len());
    for (i, c) in circles.iter().enumerate() {
        events.push((c.x - c.r, 1, i as u32));
        events.push((c.x + c.r, 0, i as u32));
    }
    events.sort_unstable();
    let arc = |i: u32, upper: bool, known: bool| {
        let c = circles[i as usize];
        Arc {
            circle: i,
            upper,
            x: c.x as f64,
            y: c.y as f64,
            r: c.r as f64,
            known: if known { c.y as f64 } else { f64::NAN },
        }
    };
    let mut line: BTreeSet<Arc> = BTreeSet::new();
    let mut parents = vec![None; circles.len()];
    for (x, enters, i) in events {
        SWEEP_X.with(|sweep| sweep.set(x as f64));
        // Keys whose height is known (y, at the circle's ends), and the arcs to store.
        let (lower, upper) = (arc(i, false, true), arc(i, true, true));
        if enters == 0 {
            line.remove(&lower);
            line.remove(&upper);
            continue;
        }
        parents[i as usize] = match line.range((Excluded(upper), Unbounded)).next() {
            Some(above) if above.upper => Some(above.circle as usize),
            Some(above) => parents[above.circle as usize],
            None => None,
        };
        line.insert(arc(i, false, false));
        line.insert(arc(i, true, false));
    }
    parents
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
}
