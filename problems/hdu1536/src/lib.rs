//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes `s ∈ S` beads from one heap. Per test case,
//! print one letter per position: `W` if the player to move wins, `L` if not.
//!
//! The SG table of the subtraction set is built once per test case, up to the largest heap the
//! case asks about; a position wins iff the xor of its heaps' SG values is not 0.
//! O(H · k + total heaps) per test case for largest heap H and k moves; memory O(H + m·l).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::nim_sum;
use game_core::sg::subtraction_table;
use std::io::{BufRead, Write};

/// The judge's largest number of moves in S, of positions per case, and of heaps per position.
pub const MAX_COUNT: u64 = 100;
/// The judge's largest heap (the SG table's size is bounded by it).
pub const MAX_HEAP: u64 = 10_000;

/// Solves every test case until `0` or the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut moves: Vec<usize> = Vec::new();
    let mut heaps: Vec<usize> = Vec::new();
    let mut position_sizes: Vec<usize> = Vec::new();
    while let Some(k) = input.u64_or_end("the size k of S, or 0 to end", 0..=MAX_COUNT)? {
        if k == 0 {
            break;
        }
        moves.clear();
        for _ in 0..k {
            // A move larger than every heap is legal and never playable: keep it as the cap.
            let s = input.u64("a move s of S", 1..=u64::MAX)?;
            moves.push(s.min(MAX_HEAP + 1) as usize);
        }
        let m = input.u64("the number of positions m", 1..=MAX_COUNT)?;
        heaps.clear();
        position_sizes.clear();
        for _ in 0..m {
            let l = input.u64("the number of heaps l", 1..=MAX_COUNT)?;
            for _ in 0..l {
                heaps.push(input.u64("a heap size", 0..=MAX_HEAP)? as usize);
            }
            position_sizes.push(l as usize);
        }
        let largest = heaps.iter().copied().max().unwrap_or(0);
        let sg = subtraction_table(&moves, largest + 1);
        let mut rest = &heaps[..];
        for &l in &position_sizes {
            let (position, tail) = rest.split_at(l);
            rest = tail;
            let x = nim_sum(position.iter().map(|&h| u64::from(sg[h])));
            out.byte(if x != 0 { b'W' } else { b'L' })?;
        }
        out.newline()?;
    }
    Ok(())
}
