//! Dyadic rationals `n / 2^k`, exactly: the values a short partizan game takes when it is a number.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// The largest exponent a [`Dyadic`] holds: `1 / 2^62` is its finest step, so that the numerator
/// of a sum of two values at that exponent still fits an `i64` shifted by one bit.
pub const MAX_EXPONENT: u32 = 62;

/// An exact dyadic rational `numerator / 2^exponent`, kept in lowest terms (the numerator is odd,
/// or the exponent is 0), so that equal values have equal fields and `==` is value equality.
///
/// It is the value type of the numbers among short games (every short game that is a number is
/// worth a dyadic rational) and of Blue-Red Hackenbush. Its arithmetic panics with a message
/// when a result leaves the range it holds (a numerator beyond `i64`, an exponent beyond
/// [`MAX_EXPONENT`]): it serves oracles and small positions, never a judge's untrusted sizes.
///
/// ```
/// use game_core::partizan::Dyadic;
///
/// let three_eighths = Dyadic::new(3, 3);
/// assert_eq!(three_eighths.to_string(), "3/8");
/// assert_eq!(Dyadic::new(6, 4), three_eighths); // 6/16 in lowest terms
/// assert_eq!(three_eighths + Dyadic::new(5, 3), Dyadic::integer(1));
/// assert!(Dyadic::new(-3, 1) < Dyadic::integer(-1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    numerator: i64,
    exponent: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        exponent: 0,
    };

    /// The integer `n`.
    pub const fn integer(n: i64) -> Dyadic {
        Dyadic {
            numerator: n,
            exponent: 0,
        }
    }

    /// `numerator / 2^exponent` in lowest terms.
    ///
    /// # Panics
    /// If `exponent` exceeds [`MAX_EXPONENT`] once the fraction is reduced.
    pub fn new(numerator: i64, exponent: u32) -> Dyadic {
        let shift = if numerator == 0 {
            exponent
        } else {
            numerator.trailing_zeros().min(exponent)
        };
        let exponent = exponent - shift;
        assert!(
            exponent <= MAX_EXPONENT,
            "dyadic 1/2^{exponent} is finer than 1/2^{MAX_EXPONENT}"
        );
        Dyadic {
            numerator: numerator >> shift,
            exponent,
        }
    }

    /// The numerator in lowest terms (odd unless the value is an integer).
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The exponent `k` of the denominator `2^k` in lowest terms (0 for an integer).
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// Whether the value is an integer.
    pub fn is_integer(self) -> bool {
        self.exponent == 0
    }

    /// The largest integer at most the value.
    pub fn floor(self) -> i64 {
        self.numerator >> self.exponent
    }

    /// The smallest integer at least the value.
    pub fn ceil(self) -> i64 {
        let floor = self.floor();
        if self.is_integer() {
            floor
        } else {
            floor + 1
        }
    }

    /// Half the value.
    ///
    /// # Panics
    /// If the value is not an integer and its exponent is already [`MAX_EXPONENT`].
    pub fn half(self) -> Dyadic {
        Dyadic::new(self.numerator, self.exponent + 1)
    }

    /// The numerators of `self` and `other` over their common denominator `2^k`, and `k`.
    fn common(self, other: Dyadic) -> (i128, i128, u32) {
        let k = self.exponent.max(other.exponent);
        (
            i128::from(self.numerator) << (k - self.exponent),
            i128::from(other.numerator) << (k - other.exponent),
            k,
        )
    }

    /// `numerator / 2^exponent` from a wide numerator, reduced, checked to fit.
    fn from_wide(numerator: i128, exponent: u32) -> Dyadic {
        let shift = if numerator == 0 {
            exponent
        } else {
            numerator.trailing_zeros().min(exponent)
        };
        let reduced = numerator >> shift;
        let narrow = i64::try_from(reduced)
            .unwrap_or_else(|_| panic!("dyadic numerator {reduced} does not fit an i64"));
        Dyadic::new(narrow, exponent - shift)
    }

    /// The simplest number strictly between `low` and `high` (`None`: no bound on that side):
    /// the one born first, which is the value of the game `{low | high}` when both bounds are
    /// numbers with `low < high` (the simplicity rule).
    ///
    /// Simplest means: 0 if it lies between; otherwise the integer nearest 0 between; otherwise
    /// the fraction with the smallest denominator between (unique, since two fractions with the
    /// same smallest denominator `2^k` have one with denominator `2^(k−1)` between them).
    ///
    /// ```
    /// use game_core::partizan::Dyadic;
    ///
    /// let d = |n, k| Some(Dyadic::new(n, k));
    /// assert_eq!(Dyadic::simplest_between(None, None), Dyadic::ZERO); // { | } = 0
    /// assert_eq!(Dyadic::simplest_between(d(1, 0), None), Dyadic::integer(2)); // {1 | } = 2
    /// assert_eq!(Dyadic::simplest_between(d(0, 0), d(1, 0)), Dyadic::new(1, 1)); // {0 | 1} = 1/2
    /// assert_eq!(Dyadic::simplest_between(d(1, 2), d(7, 3)), Dyadic::new(1, 1)); // {1/4 | 7/8}
    /// assert_eq!(Dyadic::simplest_between(d(-7, 1), d(-3, 0)), Dyadic::new(-13, 2)); // −7/2 < −13/4 < −3
    /// ```
    ///
    /// # Panics
    /// If `low >= high`: nothing lies between.
    pub fn simplest_between(low: Option<Dyadic>, high: Option<Dyadic>) -> Dyadic {
        if let (Some(low), Some(high)) = (low, high) {
            assert!(
                low < high,
                "no number lies strictly between {low} and {high}"
            );
        }
        let above_low = |x: Dyadic| low.map_or(true, |low| low < x);
        let below_high = |x: Dyadic| high.map_or(true, |high| x < high);
        if above_low(Dyadic::ZERO) && below_high(Dyadic::ZERO) {
            return Dyadic::ZERO;
        }
        // Both bounds on one side of 0: the integer nearest 0 strictly between, if any.
        let nearest_integer = match (low, high) {
            (Some(low), _) if low >= Dyadic::ZERO => Dyadic::integer(low.floor() + 1),
            (_, Some(high)) => Dyadic::integer(high.ceil() - 1),
            _ => unreachable!("0 lies between a bound below 0 and none above, or no bounds"),
        };
        if above_low(nearest_integer) && below_high(nearest_integer) {
            return nearest_integer;
        }
        // Both bounds lie within one unit interval [m, m + 1]: the fraction with the smallest
        // denominator between them is the first multiple of 1/2, 1/4, 1/8, … strictly between
        // (what bisecting the interval finds, without forming the midpoints). Over 2^(k + 1),
        // with 2^k the bounds' common denominator, the bounds are at least 2 apart: some
        // multiple of the finest step fits.
        let (low, high) = (low.expect("bounded below"), high.expect("bounded above"));
        let (a, b, k) = low.common(high);
        let (a, b) = (a << 1, b << 1);
        for shift in (0..=k).rev() {
            // The least multiple of 2^shift above a (an arithmetic shift floors).
            let above = ((a >> shift) + 1) << shift;
            if above < b {
                return Dyadic::from_wide(above, k + 1);
            }
        }
        unreachable!("1/2^(k + 1) above the lower bound is below the upper one")
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let (a, b, _) = self.common(*other);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for Dyadic {
    type Output = Dyadic;

    fn add(self, other: Dyadic) -> Dyadic {
        let (a, b, k) = self.common(other);
        Dyadic::from_wide(a + b, k)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;

    fn neg(self) -> Dyadic {
        Dyadic::from_wide(-i128::from(self.numerator), self.exponent)
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;

    fn sub(self, other: Dyadic) -> Dyadic {
        self + -other
    }
}

/// `n` for an integer, `n/2^k` written out as `n/d` otherwise (`3/8`, `-3/2`).
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_kept_in_lowest_terms() {
        assert_eq!(Dyadic::new(12, 5), Dyadic::new(3, 3));
        assert_eq!(Dyadic::new(0, 7), Dyadic::ZERO);
        assert_eq!(Dyadic::new(-8, 2), Dyadic::integer(-2));
        assert_eq!(
            (Dyadic::new(3, 3).numerator(), Dyadic::new(3, 3).exponent()),
            (3, 3)
        );
    }

    #[test]
    fn floor_and_ceil_round_towards_the_infinities() {
        let minus_three_halves = Dyadic::new(-3, 1);
        assert_eq!(
            (minus_three_halves.floor(), minus_three_halves.ceil()),
            (-2, -1)
        );
        assert_eq!(
            (Dyadic::new(3, 1).floor(), Dyadic::new(3, 1).ceil()),
            (1, 2)
        );
        assert_eq!(
            (Dyadic::integer(-4).floor(), Dyadic::integer(-4).ceil()),
            (-4, -4)
        );
    }

    #[test]
    fn arithmetic_is_exact() {
        let x = Dyadic::new(5, 4) - Dyadic::new(3, 2); // 5/16 - 12/16
        assert_eq!(x, Dyadic::new(-7, 4));
        assert_eq!(-x, Dyadic::new(7, 4));
        assert_eq!(x.half(), Dyadic::new(-7, 5));
        assert_eq!(x.to_string(), "-7/16");
    }

    #[test]
    fn simplest_numbers_follow_the_simplicity_rule() {
        let d = |n, k| Some(Dyadic::new(n, k));
        let cases = [
            (d(-1, 0), d(1, 0), Dyadic::ZERO),
            (d(2, 0), None, Dyadic::integer(3)),
            (d(-1, 1), None, Dyadic::ZERO),
            (None, d(-5, 0), Dyadic::integer(-6)),
            (d(1, 0), d(2, 0), Dyadic::new(3, 1)),
            (d(1, 0), d(3, 1), Dyadic::new(5, 2)),
            (d(5, 3), d(7, 3), Dyadic::new(3, 2)),
            (d(-3, 1), d(-1, 0), Dyadic::new(-5, 2)),
            (d(2, 0), d(5, 0), Dyadic::integer(3)),
            (d(-5, 0), d(-2, 0), Dyadic::integer(-3)),
            (d(1, 5), d(1, 4), Dyadic::new(3, 6)),
        ];
        for (low, high, simplest) in cases {
            assert_eq!(
                Dyadic::simplest_between(low, high),
                simplest,
                "{low:?} {high:?}"
            );
        }
    }

    #[test]
    fn simplest_numbers_are_what_bisection_finds() {
        // Bisect the unit interval of the lower bound until a midpoint lies strictly between.
        let bisect = |low: Dyadic, high: Dyadic| {
            let mut left = Dyadic::integer(low.floor());
            let mut right = left + Dyadic::integer(1);
            loop {
                let middle = (left + right).half();
                match (middle > low, middle < high) {
                    (true, true) => return middle,
                    (true, false) => right = middle,
                    _ => left = middle,
                }
            }
        };
        let grid: Vec<Dyadic> = (-40..=40).map(|n| Dyadic::new(n, 4)).collect();
        let mut checked = 0;
        for &low in &grid {
            for &high in grid.iter().filter(|&&high| low < high) {
                // Not an integer: both bounds lie in one unit interval, the bisection's case.
                let simplest = Dyadic::simplest_between(Some(low), Some(high));
                if !simplest.is_integer() {
                    assert_eq!(simplest, bisect(low, high), "{low} {high}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 500, "{checked}");
    }

    #[test]
    #[should_panic(expected = "no number lies strictly between 1 and 1")]
    fn equal_bounds_have_nothing_between() {
        Dyadic::simplest_between(Some(Dyadic::integer(1)), Some(Dyadic::integer(1)));
    }

    #[test]
    #[should_panic(expected = "finer than")]
    fn too_fine_a_value_is_refused() {
        Dyadic::new(1, MAX_EXPONENT).half();
    }
}
