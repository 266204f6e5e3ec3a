//! Codeforces 1934 D2 XOR Break — Game Version (interactive). The judge's Bob holds a number p
//! and must break it into p1, p2 with 0 < p1, p2 < p and p1 xor p2 = p; the opponent then
//! takes one of the two parts and must break it in turn; who cannot break loses. This program
//! plays Alice in up to 1000 games: it says `first` or `second` for each start n, then breaks.
//!
//! The holder of p wins iff p has an even number of set bits (the crate's README proves it),
//! and splitting off the top bit wins within the 63 breaks allowed: the top bit of the number
//! Alice holds falls every round, so she breaks at most 62 times (59 for n ≤ 10^18).
//! O(log n) a game; memory O(1). Every line owed to the judge is flushed at once, and nothing
//! is read that the judge has not promised.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest number of games t (its smallest is 1): used by the harness's
/// validator, generators and benchmark; [`solve`] plays any t (0: nothing).
pub const MAX_GAMES: u64 = 1000;

/// The judge's largest start n (and n ≥ 1): used by the harness. [`solve`] plays any n up to
/// [`MAX_PLAYED`].
pub const MAX_N: u64 = 1_000_000_000_000_000_000;

/// The largest number [`solve`] reads (as a start or in Bob's breaks): 2^63 − 1, so that the
/// judge's `-1` fits beside every number in one signed type. Strategy and bound hold for all.
pub const MAX_PLAYED: u64 = i64::MAX as u64;

/// How many breaks Alice may make in one game: past them the judge answers `-1 -1`.
pub const MAX_BREAKS: u32 = 63;

/// Whether the player who must break `p` wins (p ≥ 1): iff `p` has an even number of set bits.
///
/// ```
/// assert!(!cf1934_d2::holder_wins(1)); // no break at all
/// assert!(cf1934_d2::holder_wins(3)); // 3 = 2 xor 1, and 2, 1 cannot be broken
/// assert!(!cf1934_d2::holder_wins(13)); // 1101: three set bits
/// ```
pub fn holder_wins(p: u64) -> bool {
    p.count_ones() % 2 == 0
}

/// The winning break of `p` (two or more set bits): its top bit, and the rest. Both parts have
/// an odd number of set bits when `p` has an even number, and the opponent cannot break the
/// top bit, so he must break the rest, which lies below the top bit.
///
/// ```
/// assert_eq!(cf1934_d2::winning_break(10), (8, 2));
/// assert_eq!(cf1934_d2::winning_break(3), (2, 1));
/// ```
pub fn winning_break(p: u64) -> (u64, u64) {
    let top = 1 << (63 - p.leading_zeros());
    (top, p ^ top)
}

/// What the judge answered to a line of Alice's (or to her `second`).
enum Heard {
    /// `0 0`: Bob cannot break; Alice won this game.
    Won,
    /// `-1 -1`: the judge refused Alice's last line; the program must stop.
    Refused,
    /// Bob broke one of the held numbers: the part Alice breaks next (the one with an even
    /// number of set bits).
    Broke(u64),
}

/// Reads Bob's answer when he must break one of `held` (Alice's two parts, or n twice).
fn hear<R: BufRead>(input: &mut Scanner<R>, held: [u64; 2]) -> Result<Heard, Error> {
    let range = -1..=i64::MAX;
    let first = input.i64("Bob's first number", range.clone())?;
    let second = input.i64("Bob's second number", range)?;
    match (first, second) {
        (0, 0) => return Ok(Heard::Won),
        (-1, -1) => return Ok(Heard::Refused),
        _ => {}
    }
    let parts = (u64::try_from(first), u64::try_from(second));
    if let (Ok(a @ 1..), Ok(b @ 1..)) = parts {
        let broken = a ^ b;
        if held.contains(&broken) && a < broken && b < broken {
            // A number with an odd count of set bits (all Alice hands over) breaks into one
            // part with an odd count and one with an even count.
            return Ok(Heard::Broke(if holder_wins(a) { a } else { b }));
        }
    }
    let expected = if held[0] == held[1] {
        format!(
            "a break of {} (two numbers below it whose xor is it)",
            held[0]
        )
    } else {
        format!(
            "a break of {} or {} (two numbers below it whose xor is it), `0 0` or `-1 -1`",
            held[0], held[1]
        )
    };
    Err(input.reject(expected))
}

/// Plays the t games the first line announces, flushing every line it owes the judge; stops
/// at once after the last game or a `-1 -1`. A line of the judge's that breaks the protocol
/// (not a break of what Bob holds, `0 0` or `-1 -1`) is an input error at its position.
///
/// O(log n) a game; memory O(1).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let t = input.u64("a game count t", 0..=u64::MAX)?;
    for game in 1..=t {
        let n = input.u64_for_case("a start n", 1..=MAX_PLAYED, game, t)?;
        let mut held = if holder_wins(n) {
            out.line("first")?;
            n
        } else {
            out.line("second")?;
            out.flush()?;
            match hear(input, [n, n])? {
                Heard::Won => continue,
                Heard::Refused => return Ok(()),
                Heard::Broke(part) => part,
            }
        };
        loop {
            let (top, rest) = winning_break(held);
            out.u64(top)?;
            out.byte(b' ')?;
            out.u64(rest)?;
            out.newline()?;
            out.flush()?;
            match hear(input, [top, rest])? {
                Heard::Won => break,
                Heard::Refused => return Ok(()),
                Heard::Broke(part) => held = part,
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// Whether the holder of p wins, by the rules: some break (a, p xor a) with both parts
    /// below p leaves two parts the opponent loses with.
    fn wins_by_search(limit: usize) -> Vec<bool> {
        let mut wins = vec![false; limit];
        for p in 1..limit {
            wins[p] = (1..p).any(|a| {
                let b = a ^ p;
                b > 0 && b < p && !wins[a] && !wins[b]
            });
        }
        wins
    }

    #[test]
    fn the_holder_wins_iff_the_count_of_set_bits_is_even() {
        let wins = wins_by_search(1 << 11);
        for (p, &won) in wins.iter().enumerate().skip(1) {
            assert_eq!(holder_wins(p as u64), won, "{p}");
        }
    }

    #[test]
    fn the_winning_break_leaves_two_losing_parts_below_the_top_bit() {
        let wins = wins_by_search(1 << 11);
        for p in (1..1u64 << 11).filter(|&p| holder_wins(p)) {
            let (top, rest) = winning_break(p);
            assert_eq!(top ^ rest, p);
            assert!(top < p && rest > 0 && rest < top, "{p}");
            assert!(!wins[top as usize] && !wins[rest as usize], "{p}");
        }
        assert_eq!(winning_break(MAX_PLAYED), (1 << 62, (1 << 62) - 1));
    }

    #[test]
    fn a_break_that_is_not_one_is_refused_where_it_stands() {
        let (printed, error) = run_text(solve, "1\n13\n10 6\n");
        assert_eq!(printed, "second\n");
        assert_eq!(
            error.as_deref(),
            Some(
                "line 3, column 4: expected a break of 13 (two numbers below it whose xor is \
                 it), found \"6\""
            )
        );
        let (printed, error) = run_text(solve, "1\n3\n0 1\n");
        assert_eq!(printed, "first\n2 1\n");
        assert!(error.unwrap().contains("a break of 2 or 1"));
    }

    #[test]
    fn every_break_of_bobs_is_followed_and_each_game_ends_at_0_0() {
        // Bob breaks 13 = 1101 into 10 = 1010 and 7 = 0111 (overlapping bits: xor, not or),
        // then cannot break 8 or 2; then 3 is Alice's, and Bob cannot break 2 or 1.
        let (printed, error) = run_text(solve, "2\n13\n10 7\n0 0\n3\n0 0\n");
        assert_eq!(
            (printed.as_str(), error),
            ("second\n8 2\nfirst\n2 1\n", None)
        );
        // The even part may come second.
        let (printed, error) = run_text(solve, "1\n13\n1 12\n0 0\n");
        assert_eq!((printed.as_str(), error), ("second\n8 4\n", None));
    }

    #[test]
    fn a_part_not_below_the_number_broken_is_refused() {
        // 3 xor 1 = 2, which Alice handed over, but 3 is not below 2.
        let (printed, error) = run_text(solve, "1\n3\n3 1\n");
        assert_eq!(printed, "first\n2 1\n");
        assert!(error.unwrap().contains("a break of 2 or 1"));
        let (_, error) = run_text(solve, "1\n3\n1 3\n");
        assert!(error.unwrap().contains("a break of 2 or 1"));
    }

    #[test]
    fn minus_one_stops_at_once() {
        let (printed, error) = run_text(solve, "2\n3\n-1 -1\n5\n");
        assert_eq!((printed.as_str(), error), ("first\n2 1\n", None));
    }
}
