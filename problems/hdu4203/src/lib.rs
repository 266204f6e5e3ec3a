//! HDU 4203 Doubloon Game: a pile of S coins; the players alternately take a power of K coins
//! (1, K, K², …); whoever takes the last coin wins. Per case print the smallest number of coins
//! the first player can take and still win, or 0 if the first player loses.
//!
//! With K odd every power is odd: the first player wins iff S is odd, by taking 1. With K even,
//! only r = S mod (K + 1) matters: r = K wins by taking K, another odd r by taking 1, an even
//! r < K loses. O(1) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most cases T (assumed: the statement was not found; see the README).
pub const MAX_CASES: u64 = 10_000;
/// The judge's largest S and K (assumed: every accepted solution found reads them into a C
/// `int`); the smallest of each is 1.
pub const MAX_VALUE: u64 = (1 << 31) - 1;

/// Solves the T cases `S K` that follow the count line. Any S (0 has no move: answer 0) and any
/// K ≥ 1 are answered exactly; K = 0 has no powers to speak of and is rejected. Each case is
/// answered as it is read: O(T) time, O(1) memory.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let cases = input.u64("a case count T", 0..=u64::MAX)?;
    for case in 1..=cases {
        let coins = input.u64_for_case("a coin count S", 0..=u64::MAX, case, cases)?;
        let base = input.u64_for_case("a base K", 1..=u64::MAX, case, cases)?;
        out.u64(smallest_winning_move(coins, base))?;
        out.newline()?;
    }
    Ok(())
}

/// The smallest power of `base` (K ≥ 1) the player to move can take from `coins` and still
/// win, or 0 if every move loses (or there is none). Exact for every u64 (K + 1 is formed only
/// for an even K, which is below 2^64 − 1). O(1).
///
/// ```
/// use hdu4203::smallest_winning_move;
/// assert_eq!(smallest_winning_move(5, 3), 1); // K odd: S odd wins by taking 1
/// assert_eq!(smallest_winning_move(6, 3), 0);
/// assert_eq!(smallest_winning_move(8, 2), 2); // 8 mod 3 = 2 = K: take K
/// assert_eq!(smallest_winning_move(9, 2), 0);
/// ```
pub fn smallest_winning_move(coins: u64, base: u64) -> u64 {
    let residue = if base % 2 == 1 {
        coins % 2
    } else {
        coins % (base + 1)
    };
    if residue == base && base % 2 == 0 {
        base
    } else {
        residue % 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use game_core::sg::subtraction_wins;

    /// The smallest winning move from every pile below `len` by the rules (a move takes a power
    /// of `base`), 0 where none: the piles won or lost from core's `subtraction_wins`.
    fn by_the_rules(base: u64, len: u64) -> Vec<u64> {
        let next = |&p: &u64| (base > 1).then(|| p * base).filter(|&q| q < len);
        let powers: Vec<u64> = std::iter::successors(Some(1u64), next).collect();
        let moves: Vec<usize> = powers.iter().map(|&p| p as usize).collect();
        let wins = subtraction_wins(&moves, len as usize);
        (0..len)
            .map(|coins| {
                let winning = powers.iter().take_while(|&&p| p <= coins);
                let first = winning.copied().find(|&p| !wins[(coins - p) as usize]);
                first.unwrap_or(0)
            })
            .collect()
    }

    #[test]
    fn agrees_with_the_rules_for_small_piles_and_bases() {
        for base in 1..=12 {
            for (coins, &expected) in by_the_rules(base, 200).iter().enumerate() {
                let got = smallest_winning_move(coins as u64, base);
                assert_eq!(got, expected, "S = {coins}, K = {base}");
            }
        }
    }

    #[test]
    fn the_assumed_bound_is_a_c_int() {
        assert_eq!(MAX_VALUE, i32::MAX as u64);
    }

    #[test]
    fn the_largest_values_do_not_overflow() {
        assert_eq!(smallest_winning_move(u64::MAX, u64::MAX), 1);
        assert_eq!(
            smallest_winning_move(u64::MAX - 1, u64::MAX - 1),
            u64::MAX - 1
        );
        assert_eq!(smallest_winning_move(u64::MAX, u64::MAX - 1), 0);
    }

    #[test]
    fn cases_by_hand() {
        // K = 1: one coin at a time. K = 4: 4 mod 5 = 4 takes 4; 3 takes 1; 5 loses.
        let text = "6\n3 1\n4 1\n4 4\n3 4\n5 4\n0 7\n";
        assert_eq!(run_text(solve, text), ("1\n0\n4\n1\n0\n0\n".into(), None));
        let (out, error) = run_text(solve, "2\n3 1\n3 0\n");
        assert_eq!(out, "1\n");
        assert!(error.is_some_and(|e| e.contains("a base K")));
    }
}
