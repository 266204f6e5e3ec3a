//! Codeforces 1844 A Subtraction Game (a special judge: any right answer is accepted). A move
//! removes exactly a or exactly b stones from one pile; a player who cannot move loses. For each
//! pair (a, b) print a pile size n ≥ 1 from which the second player wins.
//!
//! This program prints the smallest such n, which is 1, 2 or 3 (the crate's README proves it):
//! 1 when both a and b are at least 2 (the first player cannot move at all), 3 for {1, 2}, and 2
//! when one of them is 1 and the other is not 2. O(1) a case; memory O(1).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest t (its smallest is 1): used by the harness's validator, generators and
/// benchmark; [`solve`] answers any t (0: nothing).
pub const MAX_CASES: u64 = 100;

/// The judge's largest b (and a < b, a ≥ 1): used by the harness; [`solve`] answers any
/// a, b ≥ 1.
pub const MAX_TAKE: u64 = 100;

/// The judge's largest allowed answer n (answers are 1 ≤ n ≤ 10^6): what the checker holds an
/// answer to. Every answer of this program is at most 3.
pub const MAX_ANSWER: u64 = 1_000_000;

/// The smallest pile size n ≥ 1 from which the second player wins the subtraction game with
/// moves {a, b} (a, b ≥ 1, in either order, equal allowed).
///
/// ```
/// assert_eq!(cf1844a::smallest_second_player_win(9, 26), 1);
/// assert_eq!(cf1844a::smallest_second_player_win(1, 4), 2);
/// assert_eq!(cf1844a::smallest_second_player_win(2, 1), 3);
/// ```
pub fn smallest_second_player_win(a: u64, b: u64) -> u64 {
    match (a.min(b), a.max(b)) {
        (1, 2) => 3,
        (1, _) => 2,
        _ => 1,
    }
}

/// Solves the t cases the first line announces; nothing after the last case is read.
///
/// O(t); memory O(1).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    input.for_each_case("a case count t", "a move a", 1..=u64::MAX, |input, _, a| {
        let b = input.u64("a move b", 1..=u64::MAX)?;
        out.u64(smallest_second_player_win(a, b))?;
        out.newline()?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// Whether the second player wins from `n` (the player to move loses), by the rules: a
    /// table of win/lose from 0 up.
    fn loses(a: u64, b: u64, n: u64) -> bool {
        let mut lost = vec![true];
        for x in 1..=n {
            let wins = [a, b].iter().any(|&s| s <= x && lost[(x - s) as usize]);
            lost.push(!wins);
        }
        lost[n as usize]
    }

    #[test]
    fn the_answer_is_the_smallest_second_player_win() {
        for a in 1..=12 {
            for b in 1..=12 {
                let n = smallest_second_player_win(a, b);
                assert!(loses(a, b, n), "{a} {b}: {n}");
                assert!((1..n).all(|m| !loses(a, b, m)), "{a} {b}: below {n}");
            }
        }
    }

    #[test]
    fn huge_moves_and_the_count() {
        let text = "4\n1 18446744073709551615\n18446744073709551615 2\n7 7\n1 1\n";
        assert_eq!(run_text(solve, text), ("2\n1\n1\n2\n".to_string(), None));
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        assert_eq!(
            run_text(solve, "2\n1 2\n"),
            (
                "3\n".to_string(),
                Some(
                    "line 3, column 1: expected a move a (1..=2^64-1) for case 2 of 2, found end \
                     of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n0 2\n"),
            (
                String::new(),
                Some("line 2, column 1: expected a move a (1..=2^64-1), found \"0\"".to_string())
            )
        );
    }
}
