//! POJ 3537 Crosses and Crosses (Treblecross): two players write crosses on an empty 1 × n strip
//! in turn; whoever first makes three crosses in a row wins. Print `1` if the first player wins,
//! `2` if the second does.
//!
//! Neither player writes within two cells of a cross unless forced (the opponent would complete
//! a three at once), so the game is played on the runs of *safe* cells, and a run of L safe cells
//! is the octal game 0.007 on a heap of L + 2 tokens (the crate's README proves both). Core's
//! octal engine ([`game_core::octal::Values`]) computes `g(0 ..= n + 2)` from the rules of
//! [`CODE`]; the first player wins iff `g(n + 2) ≠ 0`. O(n²), a few milliseconds
//! for the judge's n ≤ 2000; memory O(n).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::octal::{Code, Game, Values};
use std::io::{BufRead, Write};

/// The shortest strip: on fewer cells no three can ever be made, and neither player wins.
pub const MIN_N: u64 = 3;

/// The judge's longest strip.
pub const JUDGE_MAX_N: u64 = 2000;

/// The longest strip this program tabulates; not the judge's limit ([`JUDGE_MAX_N`]), what this
/// program tabulates. 0.007 has no known period, so every value up to n is computed, in O(n²)
/// (its values are not sparse): about 20 ms of CPU at 5000, where 2000 takes under 5, well
/// within the judge's 1000 ms; a longer strip is rejected.
pub const TABLE_CAPACITY: u64 = 5000;

/// The octal code of a run of safe cells: take 3 tokens from a heap, leaving nothing, one heap
/// or two (`d_3 = 7`).
pub const CODE: [u8; 4] = [0, 0, 0, 7];

/// Tokens in the heap of a run of `safe` safe cells: `safe + 2`.
pub const HEAP_OFFSET: usize = 2;

/// Treblecross's values on runs of safe cells: `G(L)` for `L` in `0 .. len`, where
/// `G(L) = g(L + 2)` of [`CODE`], computed by core's octal engine. O(len²) (the values are not
/// sparse enough for core's rare/common split to do much better); memory O(len).
///
/// ```
/// // A run of 1 to 3 safe cells: any cross kills it (worth 1); 4: a cross at an end leaves one
/// // safe cell (worth 1), in the middle none: options 1 and 0, worth 2.
/// assert_eq!(poj3537::run_values(8), [0, 1, 1, 1, 2, 2, 0, 3]);
/// ```
pub fn run_values(len: usize) -> Vec<u32> {
    let mut values = Values::new(&Game::from_code(Code::from_digits(CODE.to_vec())));
    values.extend_to(len + HEAP_OFFSET);
    values.into_vec().split_off(HEAP_OFFSET)
}

/// Whether the first player wins on an empty strip of `n` cells (`n ≥ 3`): `G(n) ≠ 0`.
/// See [`run_values`] for the cost.
///
/// ```
/// assert!(poj3537::first_player_wins(3));
/// assert!(!poj3537::first_player_wins(6));
/// ```
pub fn first_player_wins(n: usize) -> bool {
    run_values(n + 1)[n] != 0
}

/// What [`solve`] expects after `n`.
pub const END: &str = "the end of the input (it holds one strip length n)";

/// Solves the input: one strip length n, [`MIN_N`]`..=`[`TABLE_CAPACITY`], in any whitespace. Prints `1`
/// or `2`; then any token after n is an error (the answer is already printed). See
/// [`run_values`] for the cost.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64(
        "a strip length n, up to what this program tabulates",
        MIN_N..=TABLE_CAPACITY,
    )?;
    out.line(if first_player_wins(n as usize) {
        "1"
    } else {
        "2"
    })?;
    input.end(END)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// `G(0 .. len)` by the rule of runs, written out: a cross at cell `i` (1-based) of a run of
    /// `l` safe cells leaves `max(0, i − 3)` on its left and `max(0, l − i − 2)` on its right.
    fn by_runs(len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        for l in 0..len {
            let mut seen = vec![false; l + 2];
            for i in 1..=l {
                let left = i.saturating_sub(3);
                let right = (l - i).saturating_sub(2);
                seen[(g[left] ^ g[right]) as usize] = true;
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u32);
        }
        g
    }

    #[test]
    fn core_values_are_the_rule_of_runs() {
        let len = TABLE_CAPACITY as usize + 1;
        assert_eq!(run_values(len), by_runs(len));
    }

    #[test]
    fn the_second_player_wins_exactly_25_times_up_to_2000() {
        let losing: Vec<usize> = (3..=2000).filter(|&n| !first_player_wins(n)).collect();
        assert_eq!(
            losing,
            [
                6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194,
                202, 282, 290, 302, 356, 1046
            ]
        );
    }

    #[test]
    fn sample_and_answers() {
        assert_eq!(run_text(solve, "3\n"), ("1\n".to_string(), None));
        assert_eq!(run_text(solve, "6"), ("2\n".to_string(), None));
        assert_eq!(
            run_text(solve, " \r\n\t1046 \r\n\n"),
            ("2\n".to_string(), None)
        );
        assert_eq!(run_text(solve, "2000\n"), ("1\n".to_string(), None));
        assert_eq!(run_text(solve, "4\n"), ("1\n".to_string(), None));
    }

    #[test]
    fn bad_input_is_rejected_where_it_is() {
        let error = |text: &str| run_text(solve, text).1.unwrap();
        assert_eq!(
            error("2\n"),
            "line 1, column 1: expected a strip length n, up to what this program tabulates (3..=5000), found \"2\""
        );
        assert_eq!(
            error("\n5001"),
            "line 2, column 1: expected a strip length n, up to what this program tabulates (3..=5000), found \"5001\""
        );
        assert_eq!(
            error(""),
            "line 1, column 1: expected a strip length n, up to what this program tabulates (3..=5000), found end of input"
        );
        assert_eq!(
            error("7\n 8\n"),
            format!("line 2, column 2: expected {END}, found \"8\"")
        );
        assert_eq!(run_text(solve, "6 x").0, "2\n");
    }

    #[test]
    fn the_largest_strip() {
        let g = by_runs(TABLE_CAPACITY as usize + 1);
        let expected = if g[TABLE_CAPACITY as usize] != 0 {
            "1\n"
        } else {
            "2\n"
        };
        assert_eq!(run_text(solve, "5000").0, expected);
    }
}
