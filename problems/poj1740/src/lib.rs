//! POJ 1740 A New Stone Game: n piles in a row; a move picks a non-empty pile, throws away at least
//! one of its stones, then may move any of that pile's remaining stones onto other non-empty piles.
//! A player with no move loses. Per case, `1` if Alice (first to move) wins, else `0`.
//!
//! The player to move loses iff the non-empty piles pair off into equal pairs (every non-empty
//! size occurs an even number of times): sort, skip the empty piles, compare neighbours in pairs.
//! O(n log n) per case; memory: the largest case's piles, stored only as they are read (any n is
//! answered: the judge's is at most 10).

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Whether the player to move wins: `true` iff the non-empty piles do not pair off into equal
/// pairs. An empty pile can neither be picked nor receive stones, so it is ignored. Sorts `piles`
/// in place. O(n log n), no allocation.
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable();
    let empty = piles.iter().take_while(|&&p| p == 0).count();
    let stones = &piles[empty..];
    stones.len() % 2 == 1 || stones.chunks_exact(2).any(|pair| pair[0] != pair[1])
}

/// The input: cases until a pile count of 0 or the end, each a pile count n and n pile sizes.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::UntilZero,
    count: "a pile count n, or 0 to end",
    counts: 0..=u64::MAX,
    number: "a pile size",
    numbers: 0..=u64::MAX,
};

/// Solves every case until `0` or the end of the input.
///
/// O(n log n) per case; memory: one reused buffer of the largest case's piles, grown only as
/// they are read ([`CaseLists::each_list`]).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    CASES.each_list(input, out, |out, _, piles| {
        out.line(if first_player_wins(piles) { "1" } else { "0" })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(piles: &[u64]) -> bool {
        first_player_wins(&mut piles.to_vec())
    }

    #[test]
    fn by_hand() {
        // One pile: throw it all away.
        assert!(wins(&[1]));
        assert!(wins(&[u64::MAX]));
        // Two equal piles: copy the opponent's move on the other pile (the sample's 1 1).
        assert!(!wins(&[1, 1]));
        assert!(!wins(&[u64::MAX, u64::MAX]));
        // 1 2: throw one from the 2, leaving 1 1.
        assert!(wins(&[1, 2]));
        // The sample's 2 1 3: from the 3, throw 2 and move 1 onto the 1: 2 2 0.
        assert!(wins(&[2, 1, 3]));
        // 1 2 3 has Nim-sum 0, yet it wins (odd count of non-empty piles).
        assert!(wins(&[1, 2, 3]));
        // 1 2 1 2 pairs off in any order.
        assert!(!wins(&[2, 1, 2, 1]));
        assert!(wins(&[1, 1, 1, 2]));
    }

    #[test]
    fn empty_piles_do_not_count() {
        // No stones at all: no move, the mover loses.
        assert!(!wins(&[0]));
        assert!(!wins(&[0, 0, 0]));
        // 0 1 1: three piles, but only the two 1s are in play: the mover loses.
        assert!(!wins(&[1, 0, 1]));
        assert!(wins(&[0, 5]));
    }

    #[test]
    fn a_large_row() {
        // 1, 1, 2, 2, …, 50000, 50000 in a scrambled order pairs off; raising one pile breaks it.
        const N: u64 = 100_000;
        let mut piles: Vec<u64> = (0..N).map(|i| (i * 7919 % N) / 2 + 1).collect();
        assert!(!wins(&piles));
        piles[0] += N;
        assert!(wins(&piles));
    }

    #[test]
    fn counts_past_the_judges_are_answered() {
        // 100001 ones: an odd number of non-empty piles never pairs off, so the mover wins
        // (each move throws a pile of 1 away). 100000 ones pair off: the mover loses.
        let text = format!(
            "100001\n{}\n100000\n{}\n0\n",
            "1 ".repeat(100_001),
            "1 ".repeat(100_000)
        );
        let (printed, ended) = game_core::io::run_in_memory(solve, text.as_bytes());
        ended.unwrap();
        assert_eq!(printed, "1\n0\n");
        // A count of 10^18 fails at the end of the input, after the piles that follow.
        let (printed, ended) =
            game_core::io::run_in_memory(solve, b"2\n1 1\n1000000000000000000\n1 2 3\n");
        assert_eq!(printed, "0\n");
        assert_eq!(
            ended.unwrap_err().to_string(),
            "line 5, column 1: expected a pile size (0..=2^64-1), found end of input"
        );
    }

    #[test]
    fn the_sample_and_the_terminator() {
        let (printed, ended) = game_core::io::run_in_memory(solve, b"3\n2 1 3\n2\n1 1\n0\n9");
        ended.unwrap();
        assert_eq!(printed.as_bytes(), b"1\n0\n");
    }
}
