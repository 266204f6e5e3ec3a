//! HDU 1404 / ZOJ 1104 Digital Deletions: a position is a string of digits; a move lowers one
//! digit, or deletes a `0` with everything right of it. Who deletes the last digit wins. Per
//! string print `Yes` if the first player wins, else `No`.
//!
//! A table of every string up to 6 digits is built once per process, at the first string
//! ([`Table::shared`]: about 1 MB and a few milliseconds), then each string is answered in O(6).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// The longest string the judge gives (and the table covers).
pub const MAX_LEN: usize = 6;

/// `10^MAX_LEN`: the strings without a leading 0 are the numbers below it.
const LIMIT: usize = 1_000_000;

/// Solves one string per token until the end of the input.
///
/// A token longer than 6 bytes, or with a byte other than `0`..`9`, is rejected. The table is
/// built at the first string of the process (not for an empty input), once.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    const WHAT: &str = "a string of 1 to 6 digits";
    // The token is looked at where it lies in the input buffer (`map_token`), not copied.
    while let Some(answer) = input.map_token(WHAT, MAX_LEN, |token| {
        token
            .iter()
            .all(u8::is_ascii_digit)
            .then(|| Table::shared().first_player_wins(token))
    })? {
        let wins = answer.ok_or_else(|| input.reject(WHAT))?;
        // One write per answer, its newline included, of a constant length (a fixed copy).
        if wins {
            out.bytes(b"Yes\n")?;
        } else {
            out.bytes(b"No\n")?;
        }
    }
    Ok(())
}

/// Win or loss for the player to move, for every digit string of length 1 to 6.
///
/// A string starting with `0` wins at once (delete it all). Any other string of up to 6 digits is
/// the decimal spelling of a number `x < 10^6`, and every move from it either leads to a string
/// starting with `0` (a win for the opponent, so never a good move) or to a smaller number
/// (a lowered digit, or a prefix). So the numbers are decided in increasing order.
pub struct Table {
    /// `wins[x]`: the mover wins from the decimal spelling of `x` (`x ≥ 1`).
    wins: Vec<bool>,
}

impl Table {
    /// The table of this process, built at the first call (thread-safe). Later calls are O(1).
    pub fn shared() -> &'static Table {
        static SHARED: OnceLock<Table> = OnceLock::new();
        SHARED.get_or_init(Table::new)
    }

    /// Builds the table: walking up from 1, a number not yet marked as a win is a loss, and then
    /// every string with a move to it is marked as a win: each digit raised (to any larger
    /// digit), and the string followed by `0` and any further digits up to 6 in all.
    ///
    /// O(10^6 + L · (54 + appended strings)) for the L losing numbers; 1 MB of memory.
    pub fn new() -> Self {
        let mut wins = vec![false; LIMIT];
        for x in 1..LIMIT {
            if wins[x] {
                continue;
            }
            // Raise one digit: the digit at `place` is d; any d' in d+1..=9.
            let mut place = 1;
            while place <= x {
                let digit = x / place % 10;
                for up in 1..=9 - digit {
                    wins[x + up * place] = true;
                }
                place *= 10;
            }
            // Append `0` and then any k ≥ 0 digits, while the length stays ≤ 6: from there,
            // deleting that `0` leaves x.
            let mut first = x * 10;
            let mut count = 1;
            while first < LIMIT {
                wins[first..first + count]
                    .iter_mut()
                    .for_each(|w| *w = true);
                first *= 10;
                count *= 10;
            }
        }
        Table { wins }
    }

    /// Whether the player to move wins from `digits` (ASCII `0`..`9`, length 1 to 6; an empty or
    /// longer string, or a non-digit, answers `false`). O(length).
    pub fn first_player_wins(&self, digits: &[u8]) -> bool {
        match digits.first() {
            Some(b'0') => true,
            Some(_) if digits.len() <= MAX_LEN => {
                let mut x = 0usize;
                for &d in digits {
                    if !d.is_ascii_digit() {
                        return false;
                    }
                    x = x * 10 + usize::from(d - b'0');
                }
                self.wins[x]
            }
            _ => false,
        }
    }
}

impl Default for Table {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample() {
        assert_eq!(
            run_text(solve, "0\n00\n1\n20\n"),
            ("Yes\nYes\nNo\nNo\n".to_string(), None)
        );
    }

    #[test]
    fn the_shared_table_is_built_once() {
        assert!(std::ptr::eq(Table::shared(), Table::shared()));
    }

    #[test]
    fn positions_by_hand() {
        let table = Table::new();
        let wins = |s: &str| table.first_player_wins(s.as_bytes());
        // A leading 0: delete everything.
        assert!(wins("0") && wins("00") && wins("000000") && wins("099999"));
        // "1" can only become "0", which the opponent deletes; every other digit moves to "1".
        assert!(!wins("1"));
        assert!((2..=9).all(|d| wins(&d.to_string())));
        // "10" → "1" (delete the 0); "20" → "10", "00" or "2", all wins for the opponent.
        assert!(wins("10"));
        assert!(!wins("20"));
        assert!(wins("30") && wins("22") && wins("21"));
        // All ones: every move leaves a 0 that cuts back to a shorter all-ones string.
        assert!(!wins("11") && !wins("111") && !wins("1111") && !wins("111111"));
        // A 0 right after a losing prefix wins.
        assert!(wins("100000") && wins("110000") && wins("200000") && wins("111110"));
        assert!(!wins("") && !wins("1234567") && !wins("1a"));
    }

    #[test]
    fn bad_strings() {
        assert_eq!(
            run_text(solve, "1\n1234567\n"),
            (
                "No\n".to_string(),
                Some(
                    "line 2, column 1: expected a string of 1 to 6 digits (at most 6 bytes), \
                     found \"1234567\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "0 -1").1.unwrap(),
            "line 1, column 3: expected a string of 1 to 6 digits, found \"-1\""
        );
    }
}
