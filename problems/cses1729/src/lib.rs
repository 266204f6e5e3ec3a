//! CSES 1729 Stick Game: a heap of sticks and a move set P; a move removes p ∈ P sticks, and the
//! player who takes the last stick wins. Print, for every heap 1, 2, …, n, `W` if the player to
//! move wins and `L` if not, as one string.
//!
//! The subtraction game's outcomes for heaps 0 … n (core's [`subtraction_losses`], a bitset: a
//! heap wins iff some move leaves a losing heap), printed from heap 1, 64 letters at a time.
//! O(n · (1 + k/64)) time for k distinct moves up to n, O(n/64 + k) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::sg::subtraction_losses;
use std::io::{BufRead, Write};

/// The judge's largest n (and largest move). Not a limit of this program: the harness's
/// validator, generators and benchmark use it.
pub const MAX_STICKS: u64 = 1_000_000;
/// The judge's largest k, the number of moves. Not a limit of this program (moves are marked in
/// a table of n + 2 entries as they are read): the harness uses it.
pub const MAX_MOVES: u64 = 100;
/// The largest n this program tabulates; not the judge's limit ([`MAX_STICKS`]). The moves are
/// marked in n + 2 bytes and the outcomes take a bit a heap, decided in about n · (1 + k/64)
/// steps for k distinct moves: at this capacity with 100 moves, 4.5 MB and about 10^7 steps,
/// far inside the judge's 1 s and 512 MB. A larger n is an error.
pub const STICKS_CAPACITY: u64 = 4_000_000;

/// Solves the one case of the input: `n k`, then the k moves; prints n letters and a newline.
///
/// k may be any count past the judge's [`MAX_MOVES`] and may be 0 (no move: every heap loses);
/// n may be 0 (an empty line) and past [`MAX_STICKS`] up to [`STICKS_CAPACITY`]; a move may be any
/// positive number (larger than n: never playable), in any order, repeated, and 1 need not be
/// among them. Text after the moves is an error, reported after the answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64(
        "the number of sticks n, up to what this program tabulates",
        0..=STICKS_CAPACITY,
    )? as usize;
    let k = input.u64("the number of moves k", 0..=u64::MAX)?;
    // Which move sizes exist, up to n + 1 (every larger move is as unplayable as n + 1).
    let mut present = vec![false; n + 2];
    for _ in 0..k {
        let p = input.u64("a move p", 1..=u64::MAX)?;
        present[p.min(n as u64 + 1) as usize] = true;
    }
    let moves: Vec<usize> = (1..=n).filter(|&p| present[p]).collect();
    let losses = subtraction_losses(&moves, n + 1);
    // The letters of heaps 0 … n, a word at a time; heap 0 is not printed.
    let mut letters = [0u8; 64];
    for (w, &word) in losses.iter().enumerate() {
        let heaps = (n + 1 - w * 64).min(64);
        for (i, letter) in letters[..heaps].iter_mut().enumerate() {
            *letter = if word >> i & 1 == 1 { b'L' } else { b'W' };
        }
        out.bytes(&letters[usize::from(w == 0)..heaps])?;
    }
    out.newline()?;
    input.end("nothing after the moves (the input holds one case)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::transcript;

    /// What `solve` prints for `input`, then `error: …` if it fails.
    fn answer(input: &str) -> String {
        transcript(solve, input)
    }

    #[test]
    fn the_published_sample() {
        assert_eq!(answer("10 3\n1 3 4\n"), "WLWWWWLWLW\n");
    }

    /// By hand: with P = {1, 2} the losing heaps are the multiples of 3; with P = {1} the even
    /// heaps; with P = {2, 5} (no 1: past the statement) heaps 1 and 0 have no move.
    #[test]
    fn small_sets_by_hand() {
        assert_eq!(answer("7 2\n2 1\n"), "WWLWWLW\n");
        assert_eq!(answer("5 1\n1\n"), "WLWLW\n");
        // P = {2, 5}: 1 L (no move); 2 W (→ 0); 3 W (→ 1); 4 L (→ 2 only); 5 W (→ 0);
        // 6 W (→ 4); 7 L (→ 5, → 2, both wins); 8 L (→ 6, → 3, both wins).
        assert_eq!(answer("8 2\n5 2\n"), "LWWLWWLL\n");
    }

    #[test]
    fn past_the_statement() {
        assert_eq!(answer("0 1\n1\n"), "\n");
        assert_eq!(answer("4 0\n\n"), "LLLL\n");
        assert_eq!(answer("4 3\n1 1 18446744073709551615\n"), "WLWL\n");
    }

    #[test]
    fn malformed_input_is_refused() {
        assert_eq!(
            answer("4000001 1\n1\n"),
            "error: line 1, column 1: expected the number of sticks n, up to what this program tabulates (0..=4000000), found \"4000001\""
        );
        assert_eq!(
            answer("3 1\n1 2\n"),
            "WLW\nerror: line 2, column 3: expected nothing after the moves (the input holds one case), found \"2\""
        );
        assert_eq!(
            answer("3 2\n0 1\n"),
            "error: line 2, column 1: expected a move p (1..=2^64-1), found \"0\""
        );
    }
}
