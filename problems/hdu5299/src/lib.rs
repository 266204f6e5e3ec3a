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
use std::io::{BufRead, Write};

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

/// Green Hackenbush on the forest of `parents`, every root joined to one ground vertex. O(n).
fn value_of_forest(parents: &[Option<usize>], tree: &mut Tree) -> u32 {
    let ground = parents.len();
    tree.reset(parents.len() + 1);
    for (child, parent) in parents.iter().enumerate() {
        tree.add_edge(parent.unwrap_or(ground), child);
    }
    tree.value(ground)
        .expect("each circle's parent entered the sweep before it: a forest")
}

/// The sweep's buffers, kept from case to case.
#[derive(Debug, Default)]
struct Sweep {
    /// The events, sorted: see [`event`].
    events: Vec<u64>,
    /// The circles' indices by the height of their centres (see [`Sweep::sort_events`]).
    by_height: Vec<u64>,
    /// Room for [`sort_by_high_bits`].
    scratch: Vec<u64>,
    /// The arcs the vertical line crosses, lowest first.
    line: Line,
    /// Each circle's parent, as found.
    parents: Vec<Option<usize>>,
}

/// The bits of an event's circle index.
const INDEX_BITS: u32 = 32;
/// An event's circle index, as a mask.
const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;

/// An event of the sweep as one number, sorted by x, then leaving before entering: x (shifted
/// to be non-negative, 22 bits), whether the circle enters (1 bit), the circle's index (32 bits).
fn event(x: i64, enters: bool, circle: usize) -> u64 {
    let x = (x + 2 * COORDINATE_CAPACITY) as u64;
    ((2 * x + u64::from(enters)) << INDEX_BITS) + circle as u64
}

/// Sorts `keys` by their bits 32 to 55 (above a 32-bit index), equal ones kept in their
/// order: a radix sort, two stable passes on 12 bits each through `scratch`. O(n).
fn sort_by_high_bits(keys: &mut Vec<u64>, scratch: &mut Vec<u64>) {
    for shift in [INDEX_BITS, INDEX_BITS + 12] {
        let digit = |key: u64| (key >> shift & 0xFFF) as usize;
        // Where each digit's keys start in `scratch`.
        let mut starts = [0; 4096];
        for &key in keys.iter() {
            starts[digit(key)] += 1;
        }
        let mut total = 0;
        for start in starts.iter_mut() {
            (*start, total) = (total, total + *start);
        }
        scratch.clear();
        scratch.resize(keys.len(), 0);
        for &key in keys.iter() {
            scratch[starts[digit(key)]] = key;
            starts[digit(key)] += 1;
        }
        std::mem::swap(keys, scratch);
    }
}

/// One of the two arcs a circle is cut into at its leftmost and rightmost points, with its
/// circle (`i32`: within [`COORDINATE_CAPACITY`]) so that comparing it reads nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Arc {
    x: i32,
    y: i32,
    r: i32,
    /// The circle's index times 2, plus 1 for the upper arc.
    id: u32,
}

impl Arc {
    /// The lower (`upper` false) or upper arc of circle `index`.
    fn of(c: Circle, index: usize, upper: bool) -> Arc {
        Arc {
            x: c.x as i32,
            y: c.y as i32,
            r: c.r as i32,
            id: 2 * index as u32 + upper as u32,
        }
    }

    /// The arc's circle.
    fn circle(self) -> usize {
        (self.id / 2) as usize
    }

    /// Whether it is its circle's upper arc.
    fn is_upper(self) -> bool {
        self.id % 2 == 1
    }

    /// Whether the arc passes above the point `(px, py)` on the vertical line through it, the
    /// point being the leftmost or rightmost point of a circle (on it, not inside it, for the
    /// arc's own circle). Exact, without the arc's height: with d² the squared distance from
    /// the point to the arc's centre (cx, cy) and r its radius, the upper arc (height
    /// cy + √(r² − dx²)) is above iff py < cy or d² ≤ r², the lower one (cy − √(r² − dx²))
    /// iff py < cy and d² > r². d² = r² only for a point of the arc's own circle (other
    /// circles would touch): its upper arc is above it, its lower arc not. O(1).
    fn passes_above(self, (px, py): (i64, i64)) -> bool {
        let (dx, dy) = (px - self.x as i64, py - self.y as i64);
        let r = self.r as i64;
        let below_centre = py < self.y as i64;
        let outside = dx * dx + dy * dy > r * r;
        // Without branches (the binary searches' outcomes are unpredictable): `&` and `|`.
        below_centre & outside | self.is_upper() & (below_centre | !outside)
    }
}

impl Sweep {
    /// Each circle's parent, the smallest circle around it (`None` for an outermost one), into
    /// `self.parents`, by a sweep from left to right: when a circle's leftmost point is reached,
    /// the first arc above it is either the upper arc of the circle around it, or the lower arc
    /// of a sibling, whose parent it shares. O(n log n).
    fn find_parents(&mut self, circles: &[Circle]) {
        self.sort_events(circles);
        self.line.clear();
        self.parents.clear();
        self.parents.resize(circles.len(), None);
        for &e in &self.events {
            let i = (e & INDEX_MASK) as usize;
            let (c, enters) = (circles[i], e >> INDEX_BITS & 1 == 1);
            let point = (if enters { c.x - c.r } else { c.x + c.r }, c.y);
            let at = self.line.first_above(point);
            let (lower, upper) = (Arc::of(c, i, false), Arc::of(c, i, true));
            if enters {
                self.parents[i] = match self.line.arc_at(at) {
                    Some(arc) if arc.is_upper() => Some(arc.circle()),
                    Some(arc) => self.parents[arc.circle()],
                    None => None,
                };
                self.line.insert_pair(at, lower, upper);
            } else {
                // Everything inside the circle has left: its arcs stand side by side, the
                // point between them. (Circles that cross may leave them elsewhere, and there.)
                self.line.remove_pair(at, lower, upper);
            }
        }
    }

    /// The two events of each circle into `self.events` (see [`event`]), sorted by x, leaving
    /// before entering, and the events of one x and kind by the height of their circles'
    /// centres: the searches of the sweep then go up the line one after the other, each
    /// starting near where the last one ended. Two radix sorts. O(n).
    fn sort_events(&mut self, circles: &[Circle]) {
        // The circles by height: keys y (shifted to be non-negative, 21 bits) and index.
        self.by_height.clear();
        self.by_height
            .extend(circles.iter().enumerate().map(|(i, c)| {
                let y = (c.y + COORDINATE_CAPACITY) as u64;
                (y << INDEX_BITS) + i as u64
            }));
        sort_by_high_bits(&mut self.by_height, &mut self.scratch);
        self.events.clear();
        for &key in &self.by_height {
            let i = (key & INDEX_MASK) as usize;
            let c = circles[i];
            self.events.push(event(c.x - c.r, true, i));
            self.events.push(event(c.x + c.r, false, i));
        }
        sort_by_high_bits(&mut self.events, &mut self.scratch);
    }
}

/// The most arcs a block of the line holds before it is split in two.
const MOST_IN_BLOCK: usize = 128;

/// The arcs the sweep line crosses, lowest first, as a list cut in blocks of 1 to
/// [`MOST_IN_BLOCK`] arcs (none empty), each with a copy of its last arc. A search starts where
/// the last one ended (the finger) and steps outwards from there (1, 2, 4, … places away) before
/// it halves: over the blocks (by their last arcs), then in the block found (from the finger's
/// offset if it is the finger's block, else by halves from the start). O(log d) for an answer
/// d places away in the finger's block, O(log n) always. An insertion or removal moves at most
/// one block's arcs, and a split or an emptied block moves the list of blocks
/// (O(n / MOST_IN_BLOCK)).
#[derive(Debug, Default)]
struct Line {
    blocks: Vec<Block>,
    /// Where the last search ended (a hint only: checked before it is used).
    finger: Place,
}

/// A block of the line: its arcs, and a copy of the last one (read by the search over blocks).
#[derive(Debug)]
struct Block {
    last: Arc,
    arcs: Vec<Arc>,
}

impl Block {
    /// A block of `arcs` (not empty).
    fn new(arcs: Vec<Arc>) -> Block {
        Block {
            last: arcs[arcs.len() - 1],
            arcs,
        }
    }
}

/// A place in the line: a block and an offset in it (`(blocks, 0)`: after every arc).
type Place = (usize, usize);

/// The first index below `len` for which `above` holds (`len` if none), given that it holds
/// for every index after that one and for none before, searched outwards from `near` in steps
/// of 1, 2, 4, …, then by halves: O(log d) calls of `above` for an answer d away.
fn gallop(len: usize, near: usize, above: impl Fn(usize) -> bool) -> usize {
    let near = near.min(len);
    // The answer lies in low..=high; the steps double until they pass it.
    let (mut low, mut high, mut step) = (0, len, 1);
    if near < len && !above(near) {
        low = near + 1;
        while low + step <= len {
            if above(low + step - 1) {
                high = low + step - 1;
                break;
            }
            low += step;
            step *= 2;
        }
    } else {
        high = near;
        while step <= high {
            if !above(high - step) {
                low = high - step + 1;
                break;
            }
            high -= step;
            step *= 2;
        }
    }
    halves(low, high, above)
}

/// The first index in `low..high` for which `above` holds (`high` if none), given that it holds
/// for every index after that one and for none before: a binary search, O(log(high − low)).
fn halves(mut low: usize, mut high: usize, above: impl Fn(usize) -> bool) -> usize {
    while low < high {
        let middle = low + (high - low) / 2;
        if above(middle) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    low
}

impl Line {
    /// Removes every arc.
    fn clear(&mut self) {
        self.blocks.clear();
        self.finger = (0, 0);
    }

    /// The place of the first arc that passes above `point` (see [`Arc::passes_above`]; on the
    /// line, every arc above the point comes after every arc below it), searched from the
    /// finger: first its block (by the blocks' last arcs), then the offset in the block (from
    /// the finger's offset in the same block, else by halves).
    fn first_above(&mut self, point: (i64, i64)) -> Place {
        let blocks = &self.blocks;
        let (finger_block, finger_offset) = self.finger;
        let block = gallop(blocks.len(), finger_block, |b| {
            blocks[b].last.passes_above(point)
        });
        let offset = match blocks.get(block) {
            Some(b) => {
                let above = |i: usize| b.arcs[i].passes_above(point);
                if block == finger_block {
                    gallop(b.arcs.len(), finger_offset, above)
                } else {
                    halves(0, b.arcs.len(), above)
                }
            }
            None => 0,
        };
        self.finger = (block, offset);
        self.finger
    }

    /// The arc at `place`, if there is one.
    fn arc_at(&self, (block, offset): Place) -> Option<Arc> {
        self.blocks.get(block).map(|b| b.arcs[offset])
    }

    /// Inserts `lower` then `upper` at `place`. O(MOST_IN_BLOCK + n / MOST_IN_BLOCK).
    fn insert_pair(&mut self, (block, offset): Place, lower: Arc, upper: Arc) {
        if self.blocks.is_empty() {
            return self.blocks.push(Block::new(vec![lower, upper]));
        }
        // After every arc: at the end of the last block.
        let (block, offset) = match self.blocks.get(block) {
            Some(_) => (block, offset),
            None => (block - 1, self.blocks[block - 1].arcs.len()),
        };
        self.blocks[block]
            .arcs
            .splice(offset..offset, [lower, upper]);
        self.refresh(block);
    }

    /// After a change in block `block` (not empty): its copy of its last arc renewed, and the
    /// block split in two halves if it holds more than [`MOST_IN_BLOCK`] arcs.
    fn refresh(&mut self, block: usize) {
        let b = &mut self.blocks[block];
        b.last = b.arcs[b.arcs.len() - 1];
        if b.arcs.len() > MOST_IN_BLOCK {
            let upper_half = b.arcs.split_off(MOST_IN_BLOCK / 2);
            b.last = b.arcs[b.arcs.len() - 1];
            self.blocks.insert(block + 1, Block::new(upper_half));
        }
    }

    /// Removes `upper` at `place` and `lower` just before it, if they are there (so they are
    /// for circles that neither cross nor touch). O(MOST_IN_BLOCK + n / MOST_IN_BLOCK).
    fn remove_pair(&mut self, place: Place, lower: Arc, upper: Arc) {
        let Some(before) = self.place_before(place) else {
            return;
        };
        if self.arc_at(place) == Some(upper) && self.arc_at(before) == Some(lower) {
            // The upper arc first: the lower one's place, before it, stays where it is.
            self.remove_at(place);
            self.remove_at(before);
        }
    }

    /// The place just before `place`, if there is one.
    fn place_before(&self, (block, offset): Place) -> Option<Place> {
        if offset > 0 {
            return Some((block, offset - 1));
        }
        let previous = block.checked_sub(1)?;
        Some((previous, self.blocks[previous].arcs.len() - 1))
    }

    /// Removes the arc at `place`, and its block if it was the last.
    fn remove_at(&mut self, (block, offset): Place) {
        self.blocks[block].arcs.remove(offset);
        if self.blocks[block].arcs.is_empty() {
            self.blocks.remove(block);
        } else {
            self.refresh(block);
        }
    }
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

    /// The arcs of circle 0, centre (0, 0), radius 5: lower and upper.
    fn arcs_of_radius_5() -> (Arc, Arc) {
        let c = circle(0, 0, 5);
        (Arc::of(c, 0, false), Arc::of(c, 0, true))
    }

    #[test]
    fn an_arc_passes_above_a_point_by_its_height_on_the_line() {
        let (lower, upper) = arcs_of_radius_5();
        // At x = 3 the arcs are at heights -4 and 4.
        for (point, lower_above, upper_above) in [
            ((3, 1), false, true),  // inside, above the centre: d² = 10
            ((3, -1), false, true), // inside, below it
            ((3, 0), false, true),  // inside, level with it
            ((3, 6), false, false), // above the circle: d² = 45
            ((3, -6), true, true),  // below it
            ((5, 0), false, true),  // its own rightmost point (d² = r²): between its arcs
            ((-5, 0), false, true), // its own leftmost point
            ((6, 0), false, false), // right of it, level with the centre (a stale arc)
            ((6, -1), true, true),  // right of it, below the centre
        ] {
            assert_eq!(lower.passes_above(point), lower_above, "lower, {point:?}");
            assert_eq!(upper.passes_above(point), upper_above, "upper, {point:?}");
        }
    }

    #[test]
    fn an_arc_knows_its_circle_and_side() {
        let c = circle(-7, 9, 3);
        let (lower, upper) = (Arc::of(c, 12, false), Arc::of(c, 12, true));
        assert_eq!((lower.x, lower.y, lower.r), (-7, 9, 3));
        assert_eq!((lower.circle(), lower.is_upper()), (12, false));
        assert_eq!((upper.circle(), upper.is_upper()), (12, true));
        assert_eq!((lower.id, upper.id), (24, 25));
    }

    /// The arcs of `n` circles of radius 1 stacked on x = 0, centres 4 apart from y = 0: the
    /// line at x = 0 crosses them at -1, 1, 3, 5, 7, 9, …
    fn stacked(n: usize) -> Vec<Arc> {
        (0..n)
            .flat_map(|k| {
                let c = circle(0, 4 * k as i64, 1);
                [Arc::of(c, k, false), Arc::of(c, k, true)]
            })
            .collect()
    }

    #[test]
    fn gallop_and_halves_find_the_first_arc_above_from_any_start() {
        let arcs = stacked(6);
        // (0, 6): above 5 (the upper arc of circle 1), below 7 (the lower arc of circle 2).
        for (point, first) in [((0, 6), 4), ((0, -9), 0), ((0, 2), 2), ((0, 30), 12)] {
            let above = |i: usize| arcs[i].passes_above(point);
            assert_eq!(halves(0, arcs.len(), above), first, "{point:?} by halves");
            for near in 0..=arcs.len() + 2 {
                assert_eq!(
                    gallop(arcs.len(), near, above),
                    first,
                    "{point:?} from {near}"
                );
            }
        }
        assert_eq!(gallop(0, 0, |_| true), 0);
        assert_eq!(halves(3, 3, |_| true), 3);
    }

    impl Line {
        /// Every arc's id, lowest first, checking each block's copy of its last arc.
        fn ids(&self) -> Vec<u32> {
            for b in &self.blocks {
                assert!(!b.arcs.is_empty() && b.arcs.len() <= MOST_IN_BLOCK);
                assert_eq!(b.last, b.arcs[b.arcs.len() - 1]);
            }
            self.blocks
                .iter()
                .flat_map(|b| &b.arcs)
                .map(|a| a.id)
                .collect()
        }
    }

    #[test]
    fn the_line_keeps_its_arcs_in_order_across_blocks() {
        let n = 3 * MOST_IN_BLOCK;
        let arcs = stacked(n);
        // Inserted from the middle outwards (each at the place its point finds), then removed.
        let mut line = Line::default();
        let order: Vec<usize> = (0..n).map(|k| (n / 2 + k * 7) % n).collect();
        for &k in &order {
            let at = line.first_above((-1, 4 * k as i64));
            line.insert_pair(at, arcs[2 * k], arcs[2 * k + 1]);
        }
        assert!(line.blocks.len() > 2);
        assert_eq!(line.ids(), (0..2 * n as u32).collect::<Vec<_>>());
        for &k in order.iter().rev() {
            let at = line.first_above((1, 4 * k as i64));
            assert_eq!(line.arc_at(at), Some(arcs[2 * k + 1]));
            line.remove_pair(at, arcs[2 * k], arcs[2 * k + 1]);
        }
        assert_eq!(line.ids(), Vec::<u32>::new());
        assert_eq!(line.blocks.len(), 0);
    }

    #[test]
    fn a_pair_not_side_by_side_stays() {
        // The arcs of circles 0 and 1: circle 0's are removed only from the place of its upper
        // arc (offset 1), not from circle 1's upper arc nor from the first place.
        let arcs = stacked(2);
        let mut line = Line::default();
        line.insert_pair((0, 0), arcs[0], arcs[1]);
        line.insert_pair((1, 0), arcs[2], arcs[3]);
        line.remove_pair((0, 3), arcs[0], arcs[1]);
        line.remove_pair((0, 0), arcs[0], arcs[1]);
        assert_eq!(line.ids(), [0, 1, 2, 3]);
        line.remove_pair((0, 1), arcs[0], arcs[1]);
        assert_eq!(line.ids(), [2, 3]);
        line.clear();
        assert_eq!((line.ids(), line.finger), (vec![], (0, 0)));
    }

    #[test]
    fn events_sort_by_x_then_leaving_first() {
        let left = event(-2_000_000, true, 5);
        let leaves = event(3, false, 9);
        let enters = event(3, true, 1);
        let right = event(2_000_000, false, 0);
        assert!(left < leaves && leaves < enters && enters < right);
        assert_eq!(enters & INDEX_MASK, 1);
        assert_eq!(enters >> INDEX_BITS, (2_000_003 << 1) | 1);
        assert_eq!(right >> INDEX_BITS, 4_000_000 << 1);
    }

    #[test]
    fn the_radix_sort_orders_high_bits_and_keeps_ties_in_order() {
        let key = |high: u64, low: u64| high << INDEX_BITS | low;
        let mut keys = vec![
            key(0x7F_FFFF, 1),
            key(0x10000, 2),
            key(3, 9),
            key(0x10000, 0),
        ];
        keys.push(key(3, 4));
        keys.push(key(0x100, 5));
        sort_by_high_bits(&mut keys, &mut Vec::new());
        let expected = [
            key(3, 9),
            key(3, 4),
            key(0x100, 5),
            key(0x10000, 2),
            key(0x10000, 0),
            key(0x7F_FFFF, 1),
        ];
        assert_eq!(keys, expected);
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

    #[test]
    fn gallop_costs_the_log_of_the_distance() {
        let count = |len: usize, near: usize, answer: usize| {
            let calls = std::cell::Cell::new(0);
            let found = gallop(len, near, |i| {
                calls.set(calls.get() + 1);
                i >= answer
            });
            assert_eq!(found, answer);
            calls.get()
        };
        // Next to the finger: the finger, then the one after it.
        assert_eq!(count(16, 5, 6), 2);
        // Two left: 8, 7 (above), 5 (not), then 6 by halves.
        assert_eq!(count(16, 8, 6), 4);
        // Far right: 0, then 1, 3, 7, …, 511, 1023 (steps doubling), 9 halvings of 512..1023.
        assert_eq!(count(1024, 0, 1000), 20);
        // Far left from the end: 1023, 1021, 1017, …, 513, 1 (10 steps), 9 halvings of 2..513.
        assert_eq!(count(1024, 1024, 24), 19);
    }

    #[test]
    fn the_sweep_orders_its_events_and_empties_its_line() {
        // Circles 0 to 3 enter at x = -5 (listed out of height order), circle 4 at x = 10.
        let circles = [
            circle(0, 20, 5),
            circle(0, -20, 5),
            circle(1, 0, 6),
            circle(0, 40, 5),
            circle(13, 0, 3),
        ];
        let mut sweep = Sweep::default();
        sweep.find_parents(&circles);
        let order: Vec<(u64, usize)> = sweep
            .events
            .iter()
            .map(|&e| (e >> INDEX_BITS, (e & INDEX_MASK) as usize))
            .collect();
        let at = |x: i64, enters: bool| (2 * (x + 2_000_000) as u64) + enters as u64;
        let expected = [
            (at(-5, true), 1),
            (at(-5, true), 2),
            (at(-5, true), 0),
            (at(-5, true), 3),
            (at(5, false), 1),
            (at(5, false), 0),
            (at(5, false), 3),
            (at(7, false), 2),
            (at(10, true), 4),
            (at(16, false), 4),
        ];
        assert_eq!(order, expected);
        assert_eq!(sweep.line.ids(), Vec::<u32>::new());
        assert_eq!(sweep.parents, [None; 5]);
    }

    #[test]
    fn a_block_splits_only_past_its_most() {
        // One block of MOST_IN_BLOCK − 2 arcs, then a pair: MOST_IN_BLOCK, no split; then a block
        // of MOST_IN_BLOCK − 1 and a pair: one past it, split at half.
        let arcs = stacked(MOST_IN_BLOCK);
        let most = MOST_IN_BLOCK;
        for (start, blocks, first) in [(most - 2, 1, most), (most - 1, 2, most / 2)] {
            let block = Block::new(arcs[..start].to_vec());
            let mut line = Line {
                blocks: vec![block],
                finger: (0, 0),
            };
            line.insert_pair((0, 0), arcs[start], arcs[start + 1]);
            assert_eq!(line.blocks.len(), blocks, "from {start}");
            assert_eq!(line.blocks[0].arcs.len(), first);
            assert_eq!(line.ids().len(), start + 2);
        }
    }

    #[test]
    fn a_pair_is_removed_across_two_blocks_and_only_whole() {
        let arcs = stacked(2);
        let two_blocks = || Line {
            blocks: vec![Block::new(vec![arcs[0]]), Block::new(vec![arcs[1]])],
            finger: (0, 0),
        };
        // Circle 0's lower arc ends block 0, its upper arc starts block 1.
        let mut line = two_blocks();
        assert_eq!(line.place_before((1, 0)), Some((0, 0)));
        line.remove_pair((1, 0), arcs[0], arcs[1]);
        assert_eq!(line.ids(), Vec::<u32>::new());
        // The upper arc matches but the arc before it is not the lower one: nothing goes.
        let mut line = Line {
            blocks: vec![Block::new(vec![arcs[2], arcs[1], arcs[0]])],
            finger: (0, 0),
        };
        line.remove_pair((0, 1), arcs[0], arcs[1]);
        assert_eq!(line.ids(), [2, 1, 0]);
        // The lower arc matches but the arc at the place is not the upper one.
        line.remove_pair((0, 1), arcs[2], arcs[3]);
        assert_eq!(line.ids(), [2, 1, 0]);
    }
}
