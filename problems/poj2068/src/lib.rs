//! POJ 2068 Nim (a team game): S stones, 2n players seated so that the teams alternate, player i
//! taking 1 to M_i stones a turn; whoever takes the last stone loses. Per line, `1` if the first
//! player's team wins, else `0`.
//!
//! Win or loss of every (stones, player to move) from 1 stone up: the player to move wins iff
//! some take leaves the next player (an opponent) a lost position. Each player's most recent
//! lost count of stones decides that in O(1), so a case costs O(S · 2n) time and O(2n) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most players a team (its fewest is 1).
pub const MAX_TEAM: u64 = 10;
/// The judge's most stones S (2^13; its fewest is 1).
pub const MAX_STONES: u64 = 1 << 13;
/// The judge's largest maximum take M_i (its smallest is 1).
pub const MAX_TAKE: u64 = 16;
/// The most position steps (stones × players) this program spends on one case: S may go past
/// the judge's 2^13 as long as S · 2n stays within it (for n = 10, S up to 3 355 443).
pub const WORK_CAPACITY: u64 = 1 << 26;

/// Whether the player to move first (player 1, on the first team) wins with `stones` stones
/// left, the players taking turns in the order of `maxima` (their largest takes, all ≥ 1) round
/// and round; whoever takes the last stone loses.
///
/// With one stone the player to move must take it: a loss. With s stones, player i wins iff a
/// take of k (1 ≤ k ≤ M_i, k < s: taking them all loses) leaves player i + 1 a lost position;
/// player i + 1's lost positions below s are known, and the largest of them decides: it is at
/// least s − M_i iff one is in reach. O(stones · players) time, O(players) memory.
///
/// ```
/// use poj2068::first_team_wins;
/// // The statement's story: 100 stones, takes of 1 to 4: leave 5k + 1.
/// assert!(first_team_wins(100, &[4, 4]));
/// assert!(!first_team_wins(101, &[4, 4]));
/// ```
pub fn first_team_wins(stones: u64, maxima: &[u64]) -> bool {
    let players = maxima.len();
    // Per player, the largest count of stones below the current one where that player, to
    // move, loses; 0 while there is none (counts start at 1).
    let mut last_lost = vec![0; players];
    let mut loses = vec![false; players];
    for s in 1..=stones {
        for (i, &most) in maxima.iter().enumerate() {
            let next = (i + 1) % players;
            let lowest_reachable = s.saturating_sub(most).max(1);
            loses[i] = last_lost[next] < lowest_reachable;
        }
        for (last, &lost) in last_lost.iter_mut().zip(&loses) {
            if lost {
                *last = s;
            }
        }
    }
    !loses[0]
}

/// Solves every line `n S M_1 … M_2n` until `0` (or the end of the input).
///
/// O(S · 2n) per case, at most [`WORK_CAPACITY`] steps; memory: the maxima actually read.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut maxima: Vec<u64> = Vec::new();
    while let Some(team) = input.u64_or_end("a team size n, or 0 to end", 0..=u64::MAX / 2)? {
        if team == 0 {
            break;
        }
        let players = team * 2;
        let stones = input.u64("a stone count S", 1..=WORK_CAPACITY / players)?;
        maxima.clear();
        input.u64s_into(
            &mut maxima,
            players,
            "a player's largest take",
            1..=u64::MAX,
        )?;
        out.line(if first_team_wins(stones, &maxima) {
            "1"
        } else {
            "0"
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_games_by_hand() {
        let sample = "1 101 4 4\n1 100 4 4\n3 97 8 7 6 5 4 3\n0\n";
        assert_eq!(run_text(solve, sample), ("0\n1\n1\n".into(), None));
        // Takes of one stone only: the player who faces an odd count takes the last one.
        assert!(!first_team_wins(1, &[1, 1]));
        assert!(first_team_wins(2, &[1, 1]));
        assert!(!first_team_wins(9, &[1, 1, 1, 1]));
        // The first player may take 3 of 4 (leaving the last for the opponent): a win; with a
        // largest take of 2 he cannot, and the opponent (who takes 1 or 2) answers.
        assert!(first_team_wins(4, &[3, 1]));
        assert!(!first_team_wins(4, &[2, 2]));
    }

    #[test]
    fn uneven_tables_searched_by_a_script_of_the_rules() {
        // (S, largest takes, whether the first team wins), from an independent memoised search
        // of the rules (the last stone loses), on random tables of 2, 4 and 6 players.
        let tables: [(u64, &[u64], bool); 12] = [
            (30, &[3, 2], true),
            (9, &[6, 1], true),
            (28, &[5, 1], true),
            (37, &[5, 1], true),
            (31, &[2, 1, 1, 4], false),
            (32, &[1, 2, 1, 5], false),
            (45, &[1, 5, 1, 2], false),
            (42, &[6, 5, 1, 5], false),
            (23, &[4, 1, 2, 1, 5, 2], true),
            (40, &[4, 2, 5, 1, 5, 3], true),
            (17, &[6, 2, 1, 5, 5, 6], false),
            (8, &[3, 1, 5, 6, 1, 5], true),
        ];
        for (stones, maxima, wins) in tables {
            assert_eq!(first_team_wins(stones, maxima), wins, "{stones} {maxima:?}");
        }
        // The statement's 2^13.
        assert_eq!(MAX_STONES, 8192);
    }

    #[test]
    fn the_work_stays_bounded() {
        // n = 10: S past 2^26 / 20 is refused before any maximum is read.
        let (out, error) = run_text(solve, "10 3355444 1\n");
        assert_eq!(out, "");
        assert_eq!(
            error.as_deref(),
            Some("line 1, column 4: expected a stone count S (1..=3355443), found \"3355444\"")
        );
        // A terminator ends the input: nothing after it is read.
        assert_eq!(run_text(solve, "1 2 1 1\n0\nx").0, "1\n");
    }
}
