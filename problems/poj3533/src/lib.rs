//! POJ 3533 Light Switching Game: lights at the points of a three-dimensional grid, some on; a
//! move picks a cuboid whose far corner is on and switches its eight corners; whoever cannot
//! move loses. Per case print `Yes` if the first player loses (the xor below is 0), else `No`.
//! Cases run to the end of the input.
//!
//! A coin-turning game, the product of three copies of the line game where a lit x turns off and
//! one x1 < x is switched: a lone light at (x, y, z) is worth the nim product x ⊗ y ⊗ z (Tartan
//! theorem), a position the xor of its lights' values. O(N) per case (O(1) a light), O(1)
//! memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nimber::nim_product;
use std::io::{BufRead, Write};

/// The most lights of a case the harness's validator, generators and benchmark use (assumed:
/// the statement was not found). [`solve`] answers any count.
pub const MAX_LIGHTS: u64 = 1000;
/// The largest coordinate the harness uses: 2^31 − 1, what every solution found reads into a
/// 32-bit `int` (assumed). [`solve`] answers any coordinate below 2^64.
pub const MAX_COORDINATE: u64 = i32::MAX as u64;

/// The line printed when the first player loses (the solutions' `Yes`).
pub const FIRST_LOSES: &str = "Yes";
/// The line printed when the first player wins.
pub const FIRST_WINS: &str = "No";

/// Solves every case until the end of the input: `N`, then N lights `x y z`.
///
/// O(N) per case; memory O(1) whatever N says. A light listed twice is switched twice, so off
/// again (its value cancels in the xor, as in every solution found).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(n) = input.u64_or_end("a count of lit lights N", 0..=u64::MAX)? {
        let mut value = 0;
        for _ in 0..n {
            let x = input.u64("a coordinate x", 0..=u64::MAX)?;
            let y = input.u64("a coordinate y", 0..=u64::MAX)?;
            let z = input.u64("a coordinate z", 0..=u64::MAX)?;
            value ^= light_value(x, y, z);
        }
        out.line(if value == 0 { FIRST_LOSES } else { FIRST_WINS })?;
    }
    Ok(())
}

/// The Sprague–Grundy value of a lone lit light at (x, y, z) (coordinates from 0; a light with
/// a coordinate 0 can never be a far corner and is worth 0): the nim product x ⊗ y ⊗ z. O(1).
pub fn light_value(x: u64, y: u64, z: u64) -> u64 {
    nim_product(nim_product(x, y), z)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_hand_derived_sample() {
        // 1 ⊗ 1 ⊗ 1 = 1; 2 ⊗ 2 ⊗ 2 = 3 ⊗ 2 = 1; 3 ⊗ 3 ⊗ 1 = 2 = 1 ⊗ 1 ⊗ 2;
        // 1 ⊗ 2 ⊗ 3 = 1, 3 ⊗ 1 ⊗ 3 = 2, 2 ⊗ 3 ⊗ 4 = 1 ⊗ 4 = 4: xor 7.
        let sample = "1\n1 1 1\n2\n2 2 2\n1 1 1\n2\n3 3 1\n1 1 2\n3\n1 2 3\n3 1 3\n2 3 4\n";
        assert_eq!(run_text(solve, sample), ("No\nYes\nYes\nNo\n".into(), None));
        assert_eq!(
            (
                light_value(2, 2, 2),
                light_value(3, 3, 1),
                light_value(0, 5, 7)
            ),
            (1, 2, 0)
        );
    }

    #[test]
    fn a_light_listed_twice_is_off_and_zero_lights_lose() {
        assert_eq!(run_text(solve, "2\n4 5 6\n4 5 6\n0\n").0, "Yes\nYes\n");
    }

    #[test]
    fn a_case_cut_short_is_an_error_after_the_answers_before_it() {
        let (printed, error) = run_text(solve, "1\n1 1 2\n2\n3 3 3\n1 2\n");
        assert_eq!(printed, "No\n");
        assert_eq!(
            error.unwrap(),
            "line 6, column 1: expected a coordinate z (0..=2^64-1), found end of input"
        );
    }
}
