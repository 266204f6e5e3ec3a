//! POJ 2234 Matches Game: normal Nim on M piles; print `Yes` if the player to move wins, else
//! `No`. Cases run to the end of the input (no terminator).
//!
//! O(M) per case; memory: one case's piles, as many as are read (the judge's 1 ≤ M ≤ 20; any M is
//! answered, its piles stored only as they come).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::nim_sum;
use std::io::{BufRead, Write};

/// The judge's largest M (its smallest is 1): used by the harness's validator, generators and
/// benchmark, not by [`solve`], which answers any M whose piles follow (M = 0 too: no pile, a
/// loss for the player to move).
pub const MAX_PILES: u64 = 20;

/// Whether the player to move wins the Nim position `piles`: iff their nim-sum is not 0.
///
/// O(len).
pub fn first_player_wins(piles: &[u64]) -> bool {
    nim_sum(piles.iter().copied()) != 0
}

/// Solves every case until the end of the input.
///
/// O(M) per case; memory: one reused buffer of the largest case's piles, grown only as they are
/// read (a count of 10^18 allocates nothing before the input runs out).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut piles: Vec<u64> = Vec::new();
    while let Some(m) = input.u64_or_end("a pile count M", 0..=u64::MAX)? {
        piles.clear();
        input.u64s_into(&mut piles, m, "a pile size", 1..=u64::MAX)?;
        out.line(if first_player_wins(&piles) {
            "Yes"
        } else {
            "No"
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn hand_derived_positions() {
        // 45 ^ 45 = 0.
        assert!(!first_player_wins(&[45, 45]));
        // 3 ^ 6 = 5, 5 ^ 9 = 12.
        assert!(first_player_wins(&[3, 6, 9]));
        // 1 ^ 2 = 3 = 3.
        assert!(!first_player_wins(&[1, 2, 3]));
        assert!(first_player_wins(&[1]));
        // 2^63 ^ (2^63 - 1) = 2^64 - 1.
        assert!(!first_player_wins(&[1 << 63, (1 << 63) - 1, u64::MAX]));
    }

    #[test]
    fn sample_and_end_of_input() {
        assert_eq!(
            run_text(solve, "2 45 45\n3 3 6 9\n"),
            ("No\nYes\n".to_string(), None)
        );
        assert_eq!(run_text(solve, ""), (String::new(), None));
        assert_eq!(run_text(solve, " \n\t\n"), (String::new(), None));
    }

    #[test]
    fn twenty_piles_and_more() {
        // 1 ^ 2 ^ … ^ 20 = 20 (the xor of 1..=n is n when n is a multiple of 4).
        let ones_to_twenty: Vec<String> = (1..=20).map(|v| v.to_string()).collect();
        let text = format!("20 {}\n", ones_to_twenty.join(" "));
        assert_eq!(run_text(solve, &text), ("Yes\n".to_string(), None));
        // Past the judge's 20: 21 ones, xor 1: the player to move wins.
        let text = format!("21{}\n", " 1".repeat(21));
        assert_eq!(run_text(solve, &text), ("Yes\n".to_string(), None));
        // A count of 10^18 fails at the end of the input, after the pile that follows.
        assert_eq!(
            run_text(solve, "2 45 45\n1000000000000000000 1"),
            (
                "No\n".to_string(),
                Some(
                    "line 2, column 22: expected a pile size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn zero_piles_is_a_loss_not_a_terminator() {
        // M = 0 (below the judge's 1): no pile, no move, the player to move loses; the cases
        // after it are read as usual.
        assert_eq!(
            run_text(solve, "2 45 45\n0\n1 7\n"),
            ("No\nNo\nYes\n".to_string(), None)
        );
    }

    #[test]
    fn truncated_case_keeps_earlier_answers() {
        assert_eq!(
            run_text(solve, "1 7\n3 3 6\n"),
            (
                "Yes\n".to_string(),
                Some(
                    "line 3, column 1: expected a pile size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }
}
