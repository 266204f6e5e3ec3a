//! HDU 1846 Brave Game: Bash's game. One pile of `n` stones, a move takes 1 to `m` stones, whoever
//! takes the last stone wins. Print `first` if the first player wins, else `second`.
//!
//! The player to move loses iff `n mod (m + 1) = 0`. O(1) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest number of cases C: the harness's validator, generators and benchmark hold
/// to it; [`solve`] answers any C.
pub const MAX_CASES: u64 = 100;

/// Solves the C cases that follow the count line; nothing after them is read. C may exceed the
/// judge's 100: each case is answered as it is read, so a C of 10^18 allocates nothing and fails
/// where the input runs out. O(C), O(1) memory.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let cases = match input.u64_or_end("a case count C", 0..=u64::MAX)? {
        Some(c) => c,
        None => return Ok(()),
    };
    for _ in 0..cases {
        let n = input.u64("a pile size n", 1..=u64::MAX)?;
        let m = input.u64("a largest take m", 1..=u64::MAX)?;
        out.line(if first_player_wins(n, m) {
            "first"
        } else {
            "second"
        })?;
    }
    Ok(())
}

/// Whether the player to move wins Bash's game from a pile of `n` when a move takes 1 to `m`
/// stones: iff `n mod (m + 1) ≠ 0`. Exact for every u64 (`m + 1 = 2^64` is handled). O(1).
pub fn first_player_wins(n: u64, m: u64) -> bool {
    match m.checked_add(1) {
        Some(period) => n % period != 0,
        // m + 1 = 2^64 > n, so n mod (m + 1) = n.
        None => n != 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 101 cases (the judge's C is at most 100): 1 stone, take 1: first; 2 stones, take 1:
        // the second player takes the last: second.
        let text = format!("101\n{}1 1\n", "1 1\n2 1\n".repeat(50));
        let expected = format!("{}first\n", "first\nsecond\n".repeat(50));
        assert_eq!(run_text(solve, &text), (expected, None));
        // A C of 10^18 allocates nothing: the one case there is answered, then the input ends.
        assert_eq!(
            run_text(solve, "1000000000000000000\n23 2\n"),
            (
                "first\n".to_string(),
                Some(
                    "line 3, column 1: expected a pile size n (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn the_sample() {
        // 23 = 7·3 + 2: take 2, leave a multiple of 3. 4 = 1·4: every take leaves 1..3, which the
        // opponent takes whole.
        assert!(first_player_wins(23, 2));
        assert!(!first_player_wins(4, 3));
    }

    #[test]
    fn by_hand() {
        // m = 1: the players alternate single stones; the first takes the last iff n is odd.
        assert!(first_player_wins(1, 1));
        assert!(!first_player_wins(2, 1));
        assert!(first_player_wins(999, 1));
        assert!(!first_player_wins(1000, 1));
        // m ≥ n: take everything.
        assert!(first_player_wins(1, 1000));
        assert!(first_player_wins(1000, 1000));
        // 1000 = 2·500 loses with m = 499; 1001 = 7·143 loses with m = 6 and m = 142.
        assert!(!first_player_wins(1000, 499));
        assert!(!first_player_wins(1001, 6));
        assert!(!first_player_wins(1001, 142));
        assert!(first_player_wins(1001, 141));
    }

    #[test]
    fn past_the_judge_without_overflow() {
        // m + 1 = 2^64 > n: take everything. m + 1 = 2^64 − 1 = n: exactly one period.
        assert!(first_player_wins(u64::MAX, u64::MAX));
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1));
        assert!(first_player_wins(u64::MAX - 1, u64::MAX - 1));
        // 2^64 − 1 = 3·5·17·257·641·65537·6700417: m + 1 = 3 divides it, m + 1 = 2 does not.
        assert!(!first_player_wins(u64::MAX, 2));
        assert!(first_player_wins(u64::MAX, 1));
        assert!(!first_player_wins(u64::MAX, 6_700_416));
        // 2^63 with m = 2^63 − 1: exactly one period.
        assert!(!first_player_wins(1 << 63, (1 << 63) - 1));
        assert!(!first_player_wins(0, u64::MAX));
    }
}
