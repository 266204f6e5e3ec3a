//! The nesting forest found by a sweep over x: a vertical line moves right over the circles'
//! events, and when it reaches a circle's leftmost point the first arc above that point says
//! which circle is its parent.

use crate::arc::Arc;
use crate::events::{event, sort_by_high_bits, INDEX_BITS, INDEX_MASK};
use crate::line::Line;
use crate::{Circle, COORDINATE_CAPACITY};

/// The sweep's buffers, kept from case to case.
#[derive(Debug, Default)]
pub(crate) struct Sweep {
    /// The events, sorted: see [`event`].
    events: Vec<u64>,
    /// The circles' indices by the height of their centres (see [`Sweep::sort_events`]).
    by_height: Vec<u64>,
    /// Room for [`sort_by_high_bits`].
    scratch: Vec<u64>,
    /// The arcs the vertical line crosses, lowest first.
    line: Line,
    /// Each circle's parent, as found.
    pub(crate) parents: Vec<Option<usize>>,
}

impl Sweep {
    /// Each circle's parent, the smallest circle around it (`None` for an outermost one), into
    /// `self.parents`, by a sweep from left to right: when a circle's leftmost point is reached,
    /// the first arc above it is either the upper arc of the circle around it, or the lower arc
    /// of a sibling, whose parent it shares. O(n log n).
    pub(crate) fn find_parents(&mut self, circles: &[Circle]) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn circle(x: i64, y: i64, r: i64) -> Circle {
        Circle { x, y, r }
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
}
