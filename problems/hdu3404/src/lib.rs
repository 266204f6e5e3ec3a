//! HDU 3404 Switch lights: lights on a grid, some on; a move picks a rectangle whose far corner
//! (x2, y2) is on and switches its corners (one, two or four distinct lights); whoever cannot
//! move loses, lxhgww moves first. Per case print `Have a try, lxhgww.` if he wins, else
//! `Don't waste your time.`
//!
//! A coin-turning game, the product of two copies of the row game where a lit x turns off and
//! optionally turns one x1 < x: a lone light at (x, y) is worth the nim product x ⊗ y (Tartan
//! theorem), a position the xor of its lights' values. O(n) per case (O(1) a light) and O(n)
//! memory for the case's lights (to reject a light named twice).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nimber::nim_product;
use std::collections::HashSet;
use std::io::{BufRead, Write};

/// The judge's most cases.
pub const MAX_CASES: u64 = 100;
/// The judge's most lights on at the start of a case.
pub const MAX_LIGHTS: u64 = 1000;
/// The judge's largest coordinate (coordinates start at 1).
pub const MAX_COORDINATE: u64 = 10_000;

/// The line printed when the first player (lxhgww) wins.
pub const WINS: &str = "Have a try, lxhgww.";
/// The line printed when the first player loses.
pub const LOSES: &str = "Don't waste your time.";

/// Solves the `T` cases: `n`, then the n lit lights `x y`.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut lit: HashSet<(u64, u64)> = HashSet::new();
    input.for_each_case(
        "a case count T",
        "a count of lit lights n",
        0..=u64::MAX,
        |input, _, n| {
            lit.clear();
            let mut value = 0;
            for _ in 0..n {
                let x = input.u64("a row x", 1..=u64::MAX)?;
                let y = input.u64("a column y", 1..=u64::MAX)?;
                if !lit.insert((x, y)) {
                    return Err(input.reject("a light not already on in this case"));
                }
                value ^= light_value(x, y);
            }
            out.line(if value != 0 { WINS } else { LOSES })?;
            Ok(())
        },
    )
}

/// The Sprague–Grundy value of a lone lit light at (x, y) (coordinates from 1): the nim product
/// x ⊗ y. O(1).
pub fn light_value(x: u64, y: u64) -> u64 {
    nim_product(x, y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_lights_by_hand() {
        let sample = "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n";
        let expected = format!("{LOSES}\n{WINS}\n");
        assert_eq!(run_text(solve, sample), (expected, None));
        // (2, 2) is worth 2 ⊗ 2 = 3 = (1, 3)'s 1 ⊗ 3: a pair that cancels. (2, 3) alone: 1.
        let text = "3\n2\n2 2\n1 3\n1\n2 3\n0\n";
        let expected = format!("{LOSES}\n{WINS}\n{LOSES}\n");
        assert_eq!(run_text(solve, text).0, expected);
        assert_eq!(
            (light_value(2, 3), light_value(4, 4), light_value(1, 7)),
            (1, 6, 7)
        );
    }

    #[test]
    fn a_light_named_twice_is_an_error_after_the_answers_before_it() {
        let (printed, error) = run_text(solve, "2\n1\n5 5\n2\n3 4\n3 4\n");
        assert_eq!(printed, format!("{WINS}\n"));
        assert_eq!(
            error.unwrap(),
            "line 6, column 3: expected a light not already on in this case, found \"4\""
        );
    }
}
