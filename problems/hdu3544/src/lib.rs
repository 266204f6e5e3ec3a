//! HDU 3544 Alice's Game: chocolate bars X × Y; Alice may only split a bar's X into A + B
//! (two bars A × Y and B × Y), Bob only its Y (X × A and X × B); whoever cannot split loses;
//! Alice splits first. Per case print `Case k: Alice` if Alice wins, else `Case k: Bob`.
//!
//! Cutcake (Winning Ways, ch. 2): every bar is worth an integer ([`bar_value`]), positive when
//! it favours Alice (Left), and a sum of numbers is won by Left moving first iff it is positive.
//! Alice wins iff the bars' values add up to more than 0. O(1) a bar, O(1) memory (the values
//! are added as they are read).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most bars in a case.
pub const MAX_BARS: u64 = 100;
/// The judge's longest side of a bar.
pub const MAX_SIDE: u64 = 1_000_000_000;

/// The value of an `x × y` bar (`x, y ≥ 1`): Alice splits `x`, Bob splits `y`. Both sides
/// are halved (rounding down) as many times as the shorter one has bits after its leading one;
/// then one of them is 1 and the value is the other's excess over 1, Alice's (positive) if it
/// is `x`, Bob's (negative) if it is `y`. O(1).
///
/// ```
/// use hdu3544::bar_value;
/// // A 5 × 1 bar: four cuts for Alice, none for Bob.
/// assert_eq!(bar_value(5, 1), 4);
/// // 2 × 2, 3 × 2 and 7 × 6 are worth nothing: who cuts them first gives the other two cuts.
/// assert_eq!(bar_value(2, 2), 0);
/// assert_eq!(bar_value(3, 2), 0);
/// assert_eq!(bar_value(7, 6), 0);
/// // 9 × 2 is 4 × 1 once halved: three cuts for Alice; 2 × 9 is Bob's.
/// assert_eq!(bar_value(9, 2), 3);
/// assert_eq!(bar_value(2, 9), -3);
/// ```
pub fn bar_value(x: u64, y: u64) -> i128 {
    let halvings = x.ilog2().min(y.ilog2());
    i128::from(x >> halvings) - i128::from(y >> halvings)
}

/// Whether Alice, splitting first, wins on the bars whose values add up to `total`: iff the
/// total is positive (0: the first player loses; negative: Bob wins whoever starts). O(1).
pub fn alice_wins(total: i128) -> bool {
    total > 0
}

/// Solves the input: T, then T cases, each a bar count N and N bars `X Y` (N ≥ 0, sides
/// from 1 up to 2^64 − 1, any layout). Prints `Case k: Alice` or `Case k: Bob` per case.
/// O(total bars); memory O(1). The total is an `i128`: each value is below 2^64 in size, so
/// it could overflow only past 2^63 bars in one case, far more than any input holds.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    input.for_each_case(
        "a case count T",
        "a bar count N",
        0..=u64::MAX,
        |input, case, n| {
            let mut total: i128 = 0;
            for _ in 0..n {
                let x = input.u64("a side X_i", 1..=u64::MAX)?;
                let y = input.u64("a side Y_i", 1..=u64::MAX)?;
                total += bar_value(x, y);
            }
            out.str("Case ")?;
            out.u64(case)?;
            out.line(if alice_wins(total) {
                ": Alice"
            } else {
                ": Bob"
            })?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// The value of every bar up to `side × side` from the rules: `{ every split of x | every
    /// split of y }`, each option the sum of its two bars' values. Every option is an integer
    /// (by induction) and Left's best is at least 2 below Right's best (checked), so the bar is
    /// the simplest number strictly between them: the integer nearest 0 in that gap.
    fn values_by_the_rules(side: usize) -> Vec<Vec<i128>> {
        let mut v = vec![vec![0i128; side + 1]; side + 1];
        for x in 1..=side {
            for y in 1..=side {
                let left = (1..x).map(|a| v[a][y] + v[x - a][y]).max();
                let right = (1..y).map(|b| v[x][b] + v[x][y - b]).min();
                if let (Some(l), Some(r)) = (left, right) {
                    // Integers at least 2 apart: an integer lies strictly between them.
                    assert!(
                        l + 1 < r,
                        "{x} × {y}: options {l} | {r} leave no integer between"
                    );
                }
                let low = left.map_or(i128::MIN, |l| l + 1);
                let high = right.map_or(i128::MAX, |r| r - 1);
                v[x][y] = 0.clamp(low, high);
            }
        }
        v
    }

    #[test]
    fn bar_values_are_the_simplest_numbers_of_their_options() {
        let side = 40;
        let v = values_by_the_rules(side);
        for (x, row) in v.iter().enumerate().skip(1) {
            for (y, &value) in row.iter().enumerate().skip(1) {
                assert_eq!(bar_value(x as u64, y as u64), value, "{x} × {y}");
            }
        }
    }

    #[test]
    fn bars_at_the_ends_of_the_range() {
        let max = u64::MAX;
        assert_eq!(bar_value(max, 1), i128::from(max) - 1);
        assert_eq!(bar_value(1, max), 1 - i128::from(max));
        // Both sides have 64 bits: halved 63 times, both 1.
        assert_eq!(bar_value(max, 1 << 63), 0);
        // 2^29 ≤ 10^9 < 2^30: against 2^29 both are halved 29 times, to 1 and 1; against
        // 2^29 − 1, 28 times: 10^9 becomes ⌊3.73⌋ = 3, worth 2 to Alice.
        assert_eq!(bar_value(MAX_SIDE, 1 << 29), 0);
        assert_eq!(bar_value(MAX_SIDE, (1 << 29) - 1), 2);
        assert_eq!(bar_value(MAX_SIDE, 1), 999_999_999);
    }

    #[test]
    fn the_sample_and_cases_by_hand() {
        let sample = "4\n1\n1 1\n1\n2 1\n2\n2 2\n2 1\n1\n3 2\n";
        assert_eq!(
            run_text(solve, sample),
            (
                "Case 1: Bob\nCase 2: Alice\nCase 3: Alice\nCase 4: Bob\n".to_string(),
                None
            )
        );
        // 5 × 1 (+4) against 1 × 5 (−4): 0, Alice moves first and loses. One more 2 × 1: +1.
        // No bar: Alice cannot move. Two bars of (2^64 − 1) × 1 and one of 1 × (2^64 − 1): the
        // total passes 2^64 and comes back, exact.
        let text = format!(
            "4\n2\n5 1\n1 5\n3\n5 1\n1 5\n2 1\n0\n3\n{m} 1\n{m} 1\n1 {w}\n",
            m = u64::MAX,
            w = u64::MAX
        );
        assert_eq!(
            run_text(solve, &text),
            (
                "Case 1: Bob\nCase 2: Alice\nCase 3: Bob\nCase 4: Alice\n".to_string(),
                None
            )
        );
        assert!(!alice_wins(0) && alice_wins(1) && !alice_wins(-1));
    }

    #[test]
    fn bad_input() {
        let error = |text: &str| run_text(solve, text);
        assert_eq!(
            error("2\n1\n2 1\n1\n0 3\n"),
            (
                "Case 1: Alice\n".to_string(),
                Some("line 5, column 1: expected a side X_i (1..=2^64-1), found \"0\"".to_string())
            )
        );
        assert_eq!(
            error("1\n1\n3 0\n").1.unwrap(),
            "line 3, column 3: expected a side Y_i (1..=2^64-1), found \"0\""
        );
        assert_eq!(
            error("1\n2\n3 4\n").1.unwrap(),
            "line 4, column 1: expected a side X_i (1..=2^64-1), found end of input"
        );
        assert_eq!(
            error("2\n1\n3 4\n").1.unwrap(),
            "line 4, column 1: expected a bar count N (0..=2^64-1) for case 2 of 2, found end of input"
        );
    }
}
