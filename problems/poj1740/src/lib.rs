//! POJ 1740 A New Stone Game: n piles in a row; a move picks a non-empty pile, throws away at least
//! one of its stones, then may move any of that pile's remaining stones onto other non-empty piles.
//! A player with no move loses. Per case, `1` if Alice (first to move) wins, else `0`.
//!
//! The player to move loses iff the non-empty piles pair off into equal pairs (every non-empty
//! size occurs an even number of times). When every pile is below 128 (the judge's are at most
//! 100), each pile toggles its size's bit in a 128-bit mask: O(n) per case. Otherwise: sort, skip
//! the empty piles, compare neighbours in pairs, O(n log n). Memory: the largest case's piles,
//! stored only as they are read (any n is answered: the judge's is at most 10).

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Whether the player to move wins: `true` iff the non-empty piles do not pair off into equal
/// pairs. An empty pile can neither be picked nor receive stones, so it is ignored. O(n) by
/// [`odd_small_sizes`] when every pile is below 128; otherwise sorts `piles` in place,
/// O(n log n). No allocation.
pub fn first_player_wins(piles: &mut [u64]) -> bool {
    if let Some(odd) = odd_small_sizes(piles) {
        return odd != 0;
    }
    piles.sort_unstable();
    let empty = piles.iter().take_while(|&&p| p == 0).count();
    let stones = &piles[empty..];
    stones.len() % 2 == 1 || stones.chunks_exact(2).any(|pair| pair[0] != pair[1])
}

/// The sizes 1..=127 that occur an odd number of times among `piles`, bit s for size s (each pile
/// toggles its bit; bit 0, the empty piles', is cleared), or `None` if a pile is 128 or more.
/// The piles pair off iff the mask is 0. O(n).
pub fn odd_small_sizes(piles: &[u64]) -> Option<u128> {
    if piles.iter().any(|&p| p >= 128) {
        return None;
    }
    let odd = piles.iter().fold(0u128, |odd, &p| odd ^ 1 << p);
    Some(odd & !1)
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

    /// Whether `piles` pair off, by counting each non-empty size's piles (independent of both
    /// of the crate's ways).
    fn pair_off_by_counting(piles: &[u64]) -> bool {
        let mut counts = std::collections::HashMap::new();
        for &p in piles.iter().filter(|&&p| p != 0) {
            *counts.entry(p).or_insert(0u32) += 1;
        }
        counts.values().all(|c| c % 2 == 0)
    }

    #[test]
    fn the_mask_and_the_sort_agree_with_counting() {
        // Every list of up to 4 piles from {0, 1, 2, 127, 128, 2^64 − 1}: the lists with a pile
        // of 128 or more take the sort, the others the mask (127 is its top bit).
        let sizes = [0, 1, 2, 127, 128, u64::MAX];
        for len in 0..=4u32 {
            for code in 0..sizes.len().pow(len) {
                let piles: Vec<u64> = (0..len)
                    .map(|i| sizes[code / sizes.len().pow(i) % sizes.len()])
                    .collect();
                let small = piles.iter().all(|&p| p < 128);
                assert_eq!(odd_small_sizes(&piles).is_some(), small, "{piles:?}");
                assert_eq!(wins(&piles), !pair_off_by_counting(&piles), "{piles:?}");
            }
        }
        // The mask's bits: 3 and 127 occur once each, 5 twice, the empty piles not at all.
        assert_eq!(
            odd_small_sizes(&[3, 5, 0, 127, 5, 0]),
            Some(1 << 3 | 1 << 127)
        );
    }
}
