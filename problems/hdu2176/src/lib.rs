//! HDU 2176 取(m堆)石子游戏: Nim; print `No` for a losing position, else `Yes` and every winning
//! first move `a b` (from a pile of `a`, leave `b`), one line per pile in input order.
//!
//! O(m) per case; memory: the largest case's piles.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::{nim_sum, winning_move};
use std::io::{BufRead, Write};

/// The judge's largest m.
pub const MAX_PILES: u64 = 200_000;

/// Solves every case until `0` or the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut piles: Vec<u64> = Vec::new();
    while let Some(m) = input.u64_or_end("a pile count m, or 0 to end", 0..=MAX_PILES)? {
        if m == 0 {
            break;
        }
        piles.clear();
        input.u64s_into(&mut piles, m, "a pile size", 1..=u64::MAX)?;
        let x = nim_sum(piles.iter().copied());
        if x == 0 {
            out.line("No")?;
            continue;
        }
        out.line("Yes")?;
        for &pile in &piles {
            if let Some(leave) = winning_move(pile, x) {
                out.u64(pile)?;
                out.byte(b' ')?;
                out.u64(leave)?;
                out.newline()?;
            }
        }
    }
    Ok(())
}
