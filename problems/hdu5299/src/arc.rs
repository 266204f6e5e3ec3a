//! The arcs the sweep line crosses: each circle cut at its leftmost and rightmost points into a
//! lower and an upper arc, and the exact test of whether an arc passes above a point.

use crate::Circle;

/// One of the two arcs a circle is cut into at its leftmost and rightmost points, with its
/// circle (`i32`: within [`COORDINATE_CAPACITY`](crate::COORDINATE_CAPACITY)) so that comparing
/// it reads nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Arc {
    x: i32,
    y: i32,
    r: i32,
    /// The circle's index times 2, plus 1 for the upper arc.
    pub(crate) id: u32,
}

impl Arc {
    /// The lower (`upper` false) or upper arc of circle `index`.
    pub(crate) fn of(c: Circle, index: usize, upper: bool) -> Arc {
        Arc {
            x: c.x as i32,
            y: c.y as i32,
            r: c.r as i32,
            id: 2 * index as u32 + upper as u32,
        }
    }

    /// The arc's circle.
    pub(crate) fn circle(self) -> usize {
        (self.id / 2) as usize
    }

    /// Whether it is its circle's upper arc.
    pub(crate) fn is_upper(self) -> bool {
        self.id % 2 == 1
    }

    /// Whether the arc passes above the point `(px, py)` on the vertical line through it, the
    /// point being the leftmost or rightmost point of a circle (on it, not inside it, for the
    /// arc's own circle). Exact, without the arc's height: with d² the squared distance from
    /// the point to the arc's centre (cx, cy) and r its radius, the upper arc (height
    /// cy + √(r² − dx²)) is above iff py < cy or d² ≤ r², the lower one (cy − √(r² − dx²))
    /// iff py < cy and d² > r². d² = r² only for a point of the arc's own circle (other
    /// circles would touch): its upper arc is above it, its lower arc not. O(1).
    pub(crate) fn passes_above(self, (px, py): (i64, i64)) -> bool {
        let (dx, dy) = (px - self.x as i64, py - self.y as i64);
        let r = self.r as i64;
        let below_centre = py < self.y as i64;
        let outside = dx * dx + dy * dy > r * r;
        // Without branches (the binary searches' outcomes are unpredictable): `&` and `|`.
        below_centre & outside | self.is_upper() & (below_centre | !outside)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn circle(x: i64, y: i64, r: i64) -> Circle {
        Circle { x, y, r }
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
}
