//! HDU 4664 Triangulation: N planes of points in convex position; a move draws a segment between
//! two points of one plane that shares no point (no end, no crossing) with the segments already
//! drawn there; whoever cannot move loses. Per case print `Carol` if the first player wins, else
//! `Dave`.
//!
//! One plane of n points is Dawson's Kayles, the octal game 0.07 (a segment uses its two ends and
//! leaves the points of its two sides as two independent planes). Its Sprague–Grundy values
//! g(0 … 86) come from that recurrence once per process ([`plane_values`]); past them the values
//! repeat with preperiod 53 and period 34 ([`PREPERIOD`], [`PERIOD`]), which core's
//! `period::analyse` certifies by the Guy–Smith periodicity theorem in this crate's tests (not at
//! run time: with core's octal and period modules the one-file bundle is over the judge's 64 KiB).
//! A plane is then worth [`plane_value`] of its number of points, O(1), and a case is the xor of
//! its planes: O(N) per case, O(1) memory besides a fixed read buffer.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::mex::Mex;
use std::io::{BufRead, Write};

/// The judge's bound on the sum of N over the whole input (so also on T: each judge case has
/// N ≥ 1): the harness's validator, generators and benchmark hold to it; [`solve`] answers any
/// total, as the planes are streamed.
pub const MAX_TOTAL_PLANES: u64 = 1_000_000;

/// The octal code of one plane: Dawson's Kayles (a move takes two adjacent tokens from a row,
/// leaving nothing, one row, or two rows).
pub const CODE: &str = "0.07";

/// Where one plane's values start to repeat: g(n + [`PERIOD`]) = g(n) for every n ≥ 53, and not
/// from 52 (g(52) = 2, g(86) = 9). Certified in the tests by core's `period::analyse` (the
/// Guy–Smith theorem, from 176 values: 53 ≤ n < 2·53 + 34 + 2 = 142).
pub const PREPERIOD: usize = 53;

/// The period of one plane's values past [`PREPERIOD`] (certified with it).
pub const PERIOD: usize = 34;

/// g(0 … 86), a preperiod and a period of one plane's values: [`plane_values`].
pub type PlaneValues = [u8; PREPERIOD + PERIOD];

/// g(n) of one plane of n points for n < 87, by the recurrence: no segment below 2 points, and a
/// first segment leaves arcs of i and n − 2 − i points, worth g(i) ⊕ g(n − 2 − i). O(87²).
///
/// ```
/// let g = hdu4664::plane_values();
/// // Dawson's Kayles: 0 0 1 1 2 0 3 1 1 0 3 3 …
/// assert_eq!(g[..12], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
/// ```
pub fn plane_values() -> PlaneValues {
    let mut g: PlaneValues = [0; PREPERIOD + PERIOD];
    let mut mex = Mex::new();
    for n in 2..g.len() {
        let value = mex.of((0..=n - 2).map(|i| usize::from(g[i] ^ g[n - 2 - i])));
        // Every value below 87 is at most 9 (the tests check them all).
        g[n] = value as u8;
    }
    g
}

/// The value of one plane of `points` points, from `g` = [`plane_values`]: g(points) below
/// [`PREPERIOD`], else the value one whole number of periods back. O(1), any `u64`.
///
/// ```
/// let g = hdu4664::plane_values();
/// // 10^9 = 53 + 34·29411763 + 5: a plane of 10^9 points is worth g(58) = 3.
/// assert_eq!(hdu4664::plane_value(&g, 1_000_000_000), 3);
/// ```
pub fn plane_value(g: &PlaneValues, points: u64) -> u8 {
    let (preperiod, period) = (PREPERIOD as u64, PERIOD as u64);
    let n = if points < preperiod {
        points
    } else {
        preperiod + (points - preperiod) % period
    };
    g[n as usize]
}

/// The input: T cases, each a plane count N and the N planes' numbers of points.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::Given("a case count T"),
    count: "a plane count N",
    counts: 0..=u64::MAX,
    number: "a number of points n_i",
    numbers: 0..=u64::MAX,
};

/// Solves the T cases the first line announces; nothing after the last case is read.
///
/// T is any value (0: no cases, nothing printed) and each N any value (N = 0: no plane, a loss for the first player),
/// whatever the judge's sum bound says: the planes are streamed, so a T or N of 10^18 allocates
/// nothing for itself and fails where the input runs out. Each plane's number of points is any
/// `u64` (exact: the period is proven for every n). O(total planes); memory: core's read block
/// (4096 numbers) and the 87 values.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let g = plane_values();
    let step = |sum, points| sum ^ plane_value(&g, points);
    CASES.fold(input, out, 0, step, |out, _, sum| {
        out.line(if sum != 0 { "Carol" } else { "Dave" })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use game_core::octal::Game;
    use game_core::period::{self, Proof, Solved};

    /// g(0..=n) by the recurrence of one plane, written out: a first segment leaves arcs of `i`
    /// and `n − 2 − i` free points, worth g(i) ⊕ g(n − 2 − i).
    fn by_recurrence(len: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(len);
        for n in 0..len {
            let mut seen = [false; 64];
            for i in 0..n.saturating_sub(1) {
                seen[(g[i] ^ g[n - 2 - i]) as usize] = true;
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }

    /// Core's certified values of [`CODE`] from at most 256 of them.
    fn certified() -> Solved {
        let game = Game::parse(CODE).unwrap();
        period::analyse(&game, 256, &mut |_| {}).solved.unwrap()
    }

    #[test]
    fn the_certificate() {
        let solved = certified();
        let p = solved.periodicity();
        assert_eq!((p.preperiod, p.period, p.saltus), (53, 34, 0));
        assert_eq!((PREPERIOD, PERIOD), (p.preperiod, p.period));
        // t = 2 tokens at most per move, j = 2 heaps left: checked for 53 ≤ n < 2·53 + 34 + 2.
        let proof = Proof::Code {
            heaps: 2,
            max_removal: 2,
            horizon: 142,
            terms: 256,
        };
        assert_eq!(solved.proof(), &proof);
        assert_eq!(solved.table().len(), PREPERIOD + PERIOD);
    }

    #[test]
    fn values_are_the_recurrences_and_cores_far_past_the_certificate() {
        let solved = certified();
        // The statement's g(0..34), then every n to 5000 by the recurrence.
        let first = [
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 2, 7,
        ];
        let g = by_recurrence(5000);
        assert_eq!(g[..34], first);
        let values = plane_values();
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(u64::from(plane_value(&values, n as u64)), v, "g({n})");
            assert_eq!(solved.at(n as u64), Some(v), "core's g({n})");
        }
        // The last exception: g(52) = 2 but g(86) = 9, so 52 is not in the periodic part.
        assert_eq!((g[52], g[86]), (2, 9));
    }

    #[test]
    fn values_up_to_the_top_of_u64() {
        let values = plane_values();
        let g = by_recurrence(53 + 34);
        // 2^64 − 1 is odd and divisible by 17 (2^4 ≡ −1, so 2^64 = (2^4)^16 ≡ 1 mod 17): it is
        // 17 mod 34, and 2^64 − 1 − 53 ≡ 17 − 53 ≡ 32: g(53 + 32) = g(85).
        assert_eq!(u64::from(plane_value(&values, u64::MAX)), g[85]);
        assert_eq!(certified().at(u64::MAX), Some(g[85]));
        // 10^9 is even and 7 mod 17 (10^2 ≡ −2, 10^8 ≡ 16 ≡ −1, 10^9 ≡ −10): 24 mod 34, and
        // 10^9 − 53 ≡ 24 − 53 ≡ 5: the judge's largest plane is worth g(58).
        assert_eq!(u64::from(plane_value(&values, 1_000_000_000)), g[58]);
        assert_eq!((g[85], g[58]), (5, 3));
    }

    #[test]
    fn sample_and_hand_cases() {
        // One plane of 2: one segment, Carol. Two planes of 2: one segment each, Dave.
        assert_eq!(
            run_text(solve, "2\n1\n2\n2\n2 2\n"),
            ("Carol\nDave\n".to_string(), None)
        );
        // 1 point: no move (Dave). 5 points: g = 0, a loss: whatever segment, the arcs (a, b)
        // with a + b = 3 are 0 + 3 (worth 1) or 1 + 2 (worth 1): Dave. 3 and 2: 1 ^ 1 = 0, Dave.
        // 103 and 120 (the windows that start before 53 get these wrong): 8 ^ 9 ≠ 0, Carol.
        // No plane at all: Dave.
        assert_eq!(
            run_text(solve, "6\n1\n1\n1\n5\n2\n3 2\n1\n103\n2\n103 120\n0\n"),
            ("Dave\nDave\nDave\nCarol\nCarol\nDave\n".to_string(), None)
        );
    }

    #[test]
    fn a_case_longer_than_the_read_buffer() {
        // 4097 planes of 2 (an odd count of 1s), then 4098 of them (even).
        let twos = |n: usize| "2 ".repeat(n);
        let text = format!("2\n4097\n{}\n4098\n{}\n", twos(4097), twos(4098));
        assert_eq!(run_text(solve, &text), ("Carol\nDave\n".to_string(), None));
        // A plane of 4 (worth 2) after 4096 planes of 3 (worth 1, an even count): Carol.
        let text = format!("1\n4097\n{}4\n", "3 ".repeat(4096));
        assert_eq!(run_text(solve, &text), ("Carol\n".to_string(), None));
    }

    #[test]
    fn past_the_sum_bound() {
        // 10^6 planes of 2 (each worth g(2) = 1, an even count: 0, Dave), then one more plane
        // of 2 (1: Carol): the sum of N is 10^6 + 1, past the judge's 10^6.
        let all = "2 ".repeat(MAX_TOTAL_PLANES as usize);
        let text = format!("2\n{MAX_TOTAL_PLANES}\n{all}\n1\n2\n");
        assert_eq!(run_text(solve, &text), ("Dave\nCarol\n".to_string(), None));
        // T = 10^6 + 1 cases of no plane: Carol cannot move in any, Dave every time.
        let t = MAX_TOTAL_PLANES + 1;
        let text = format!("{t}\n{}", "0\n".repeat(t as usize));
        assert_eq!(run_text(solve, &text), ("Dave\n".repeat(t as usize), None));
    }

    #[test]
    fn a_count_promising_more_than_follows_fails_at_the_end() {
        // N = 10^18 allocates nothing for itself: it fails where the input runs out.
        assert_eq!(
            run_text(solve, "1\n1000000000000000000\n2 2\n"),
            (
                String::new(),
                Some(
                    "line 4, column 1: expected a number of points n_i (0..=2^64-1), found end \
                     of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1000000000000000000\n0\n"),
            (
                "Dave\n".to_string(),
                Some(
                    "line 3, column 1: expected a plane count N (0..=2^64-1) for case 2 of \
                     1000000000000000000, found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "2\n1\n3\n"),
            (
                "Carol\n".to_string(),
                Some(
                    "line 4, column 1: expected a plane count N (0..=2^64-1) for case 2 of 2, \
                     found end of input"
                        .to_string()
                )
            )
        );
    }
}
