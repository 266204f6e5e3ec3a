//! POJ 1067 / HDU 1527 取石子游戏: Wythoff's game. Print `1` if the first player wins, else `0`.
//!
//! With `a ≤ b` and `k = b − a`, the mover loses iff `a = ⌊k·φ⌋`: core's
//! [`game_core::wythoff::first_player_wins`], exact in integers for every pair of u64. O(log k)
//! per pair (an integer square root), O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::wythoff::first_player_wins;
use std::io::{BufRead, Write};

/// Solves one pair per line until the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(a) = input.u64_or_end("a pile size a", 0..=u64::MAX)? {
        let b = input.u64("a pile size b", 0..=u64::MAX)?;
        out.line(if first_player_wins(a, b) { "1" } else { "0" })?;
    }
    Ok(())
}
