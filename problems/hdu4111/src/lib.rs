//! HDU 4111 Alice and Bob: N positive numbers; a move either decreases a number by one (a 0 is
//! erased) or replaces two numbers by their sum; whoever cannot move loses. Alice moves first;
//! per case print `Case #k: Alice` or `Case #k: Bob`.
//!
//! Only two things matter: a, the count of 1s, and b, the moves the numbers above 1 hold if they
//! are all merged into one (their sum, plus their count less one). Alice wins iff, with b ≥ 3,
//! a or b is odd; with b = 0 or 2, a is not a multiple of 3. O(N) per case, O(1) memory: only a
//! mod 6 and b's parity and size class are kept, so any input is answered exactly.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most cases T (its fewest is 1).
pub const MAX_CASES: u64 = 4000;
/// The judge's most numbers N (its fewest is 1).
pub const MAX_NUMBERS: u64 = 50;
/// The judge's largest number (its smallest is 1).
pub const MAX_VALUE: u64 = 1000;

/// What decides a position: the count of 1s, and the moves b the numbers above 1 hold (their
/// sum plus their count less one, 0 if there are none), each kept only as far as the answer
/// needs: the 1s mod 6, b exactly while it is below 4 and then only its parity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Position {
    ones_mod_6: u64,
    big_sum: u64,
    big_count: u64,
}

impl Position {
    /// Adds one number (≥ 1) to the position. O(1).
    pub fn add(&mut self, number: u64) {
        if number == 1 {
            self.ones_mod_6 = (self.ones_mod_6 + 1) % 6;
        } else {
            // Past 4 only the parity of the sum and of the count matter: keep both mod 2, above 4.
            self.big_sum = squeeze(self.big_sum.saturating_add(number));
            self.big_count = squeeze(self.big_count + 1);
        }
    }

    /// b: the moves the numbers above 1 hold once merged, 0 if there are none; exact below 4,
    /// else some number ≥ 4 of the same parity. O(1).
    fn big_moves(&self) -> u64 {
        if self.big_count == 0 {
            0
        } else {
            squeeze(self.big_sum + self.big_count - 1)
        }
    }

    /// Whether the player to move wins. O(1).
    ///
    /// ```
    /// use hdu4111::Position;
    /// let position = |numbers: &[u64]| {
    ///     let mut p = Position::default();
    ///     numbers.iter().for_each(|&x| p.add(x));
    ///     p
    /// };
    /// // The sample: 1 1 2 (a = 2, b = 2), 3 4 (a = 0, b = 8), 2 3 5 (a = 0, b = 12).
    /// assert!(position(&[1, 1, 2]).mover_wins());
    /// assert!(!position(&[3, 4]).mover_wins());
    /// assert!(!position(&[2, 3, 5]).mover_wins());
    /// ```
    pub fn mover_wins(&self) -> bool {
        let (a, b) = (self.ones_mod_6, self.big_moves());
        if b >= 3 {
            a % 2 == 1 || b % 2 == 1
        } else {
            a % 3 != 0
        }
    }
}

/// `x` itself below 4; else 4 or 5, of x's parity: what the answer can tell apart.
fn squeeze(x: u64) -> u64 {
    if x < 4 {
        x
    } else {
        4 + x % 2
    }
}

/// The input: T cases, each a count N and N numbers.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::Given("a case count T"),
    count: "a count N",
    counts: 1..=u64::MAX,
    number: "a number",
    numbers: 1..=u64::MAX,
};

/// Solves the `T` cases: `N`, then the N numbers.
///
/// O(N) per case, O(1) memory whatever N says.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let step = |mut p: Position, x| {
        p.add(x);
        p
    };
    CASES.fold(input, out, Position::default(), step, |out, case, p| {
        out.str("Case #")?;
        out.u64(case)?;
        out.line(if p.mover_wins() { ": Alice" } else { ": Bob" })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_positions_by_hand() {
        let sample = "3\n3\n1 1 2\n2\n3 4\n3\n2 3 5\n";
        let expected = "Case #1: Alice\nCase #2: Bob\nCase #3: Bob\n";
        assert_eq!(run_text(solve, sample), (expected.into(), None));
        // Only 1s: a mod 3 decides (three 1s: any move leaves 1 1 or 2, both won).
        let ones = "3\n3\n1 1 1\n1\n1\n2\n1 1\n";
        let expected = "Case #1: Bob\nCase #2: Alice\nCase #3: Alice\n";
        assert_eq!(run_text(solve, ones).0, expected);
        // A lone 2 is lost (take one, the other player takes the last); 3 is won.
        assert_eq!(
            run_text(solve, "2\n1\n2\n1\n3\n").0,
            "Case #1: Bob\nCase #2: Alice\n"
        );
        // One 1 beside a 4 (a = 1, b = 4): take the 1, leaving a lone 4 (a = 0, b even): Alice.
        // Five 1s beside a 4: a = 5 is odd too. 2 4 (a = 0, b = 7) and 1 1 2 4 (a = 2, b = 7):
        // b odd, Alice.
        let odd_ones = "4\n2\n1 4\n6\n1 1 1 1 1 4\n2\n2 4\n4\n1 1 2 4\n";
        let expected = "Case #1: Alice\nCase #2: Alice\nCase #3: Alice\nCase #4: Alice\n";
        assert_eq!(run_text(solve, odd_ones).0, expected);
    }

    #[test]
    fn huge_numbers_keep_their_parity() {
        // 2^64 − 1 and 2^64 − 2: b = (2^65 − 3) + 1, even, with no 1s: Bob. Plus a 1: Alice.
        let max = u64::MAX;
        let text = format!("2\n2\n{max} {}\n3\n{max} {} 1\n", max - 1, max - 1);
        assert_eq!(run_text(solve, &text).0, "Case #1: Bob\nCase #2: Alice\n");
    }
}
