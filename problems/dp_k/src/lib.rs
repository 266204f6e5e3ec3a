//! AtCoder Educational DP Contest K, Stones: a pile of K stones and a set A of N positive
//! integers; a move removes exactly x ∈ A stones, and the player who cannot move loses. Print
//! `First` if the first player (Taro) wins, `Second` otherwise.
//!
//! The subtraction game's outcomes from 0 to K (core's [`subtraction_losses`], a bitset: a pile
//! wins iff some move leaves a losing pile). O(K · (1 + d/64)) time for d distinct moves up to
//! K, O(K) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::sg::subtraction_losses;
use std::io::{BufRead, Write};

/// The judge's largest N, the number of moves. Not a limit of this program (moves are marked in
/// a table of K + 2 entries as they are read): the harness's validator, generators and benchmark
/// use it.
pub const MAX_MOVES: u64 = 100;
/// The judge's largest K (and largest move). Not a limit of this program: the harness uses it.
pub const MAX_STONES: u64 = 100_000;
/// The largest pile this program tabulates; not the judge's limit ([`MAX_STONES`]). The table
/// holds K + 1 outcomes, a bit each, built in O(K · (1 + d/64)) for d distinct moves: at this
/// capacity with the judge's 100 moves, about 2.6·10^6 steps and 1.1 MB (with the moves' marks),
/// well inside the judge's 2 s and 1024 MB. A larger pile is an error.
pub const STONES_CAPACITY: u64 = 1_000_000;

/// Whether the first player wins from a pile of `stones` when a move removes exactly one of
/// `moves` (any order, repeats allowed; a move larger than the pile is never playable).
/// O(stones · (1 + d/64)) for d distinct moves up to `stones`.
pub fn first_player_wins(moves: &[usize], stones: usize) -> bool {
    let losses = subtraction_losses(moves, stones + 1);
    losses[stones / 64] >> (stones % 64) & 1 == 0
}

/// Solves the one case of the input: `N K`, then the N moves.
///
/// N may be past the judge's [`MAX_MOVES`] (any count: each move is marked as it is read), and
/// 0 (no move: the first player loses); K may be 0 (likewise) and past [`MAX_STONES`] up to
/// [`STONES_CAPACITY`]; a move may be any positive number (one larger than K is never
/// playable), in any order, repeated. Text after the moves is an error, reported after the
/// answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("the number of moves N", 0..=u64::MAX)?;
    let stones = input.u64(
        "the number of stones K, up to what this program tabulates",
        0..=STONES_CAPACITY,
    )? as usize;
    // Which move sizes exist, up to K + 1 (every larger move is as unplayable as K + 1).
    let mut present = vec![false; stones + 2];
    for _ in 0..n {
        let x = input.u64("a move x of A", 1..=u64::MAX)?;
        present[x.min(stones as u64 + 1) as usize] = true;
    }
    let moves: Vec<usize> = (1..=stones).filter(|&x| present[x]).collect();
    out.line(if first_player_wins(&moves, stones) {
        "First"
    } else {
        "Second"
    })?;
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
    fn the_published_samples() {
        assert_eq!(answer("2 4\n2 3\n"), "First\n");
        assert_eq!(answer("2 5\n2 3\n"), "Second\n");
        assert_eq!(answer("2 7\n2 3\n"), "First\n");
        assert_eq!(answer("3 20\n1 2 3\n"), "Second\n");
        assert_eq!(answer("3 21\n1 2 3\n"), "First\n");
        assert_eq!(answer("1 100000\n1\n"), "Second\n");
    }

    /// By hand: with A = {2, 3} the losing piles are those with K mod 5 ∈ {0, 1} (0 and 1 have
    /// no move; 2, 3, 4 reach 0 or 1; 5 and 6 only reach 2, 3, 4; and so on with period 5).
    #[test]
    fn the_losing_piles_of_two_and_three_repeat_every_five() {
        for k in 0..40 {
            let wins = first_player_wins(&[2, 3], k);
            assert_eq!(wins, k % 5 >= 2, "K = {k}");
        }
    }

    #[test]
    fn moves_past_the_pile_repeats_and_order_do_not_matter() {
        assert_eq!(answer("3 4\n3 9 2\n"), "First\n");
        assert_eq!(answer("4 5\n3 3 2 18446744073709551615\n"), "Second\n");
        assert_eq!(answer("0 7\n\n"), "Second\n");
        assert_eq!(answer("1 0\n1\n"), "Second\n");
    }

    #[test]
    fn malformed_input_is_refused() {
        assert_eq!(
            answer("1 1000001\n1\n"),
            "error: line 1, column 3: expected the number of stones K, up to what this program tabulates (0..=1000000), found \"1000001\""
        );
        assert_eq!(
            answer("2 5\n2 0\n"),
            "error: line 2, column 3: expected a move x of A (1..=2^64-1), found \"0\""
        );
        assert!(answer("2 5\n2\n").starts_with("error: "));
        assert_eq!(
            answer("1 5\n2 3\n"),
            "Second\nerror: line 2, column 3: expected nothing after the moves (the input holds one case), found \"3\""
        );
    }
}
