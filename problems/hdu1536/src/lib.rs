//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes `s ∈ S` beads from one heap. Per test case,
//! print one letter per position: `W` if the player to move wins, `L` if not.
//!
//! The SG table of the subtraction set is built once per test case, up to the largest heap the
//! case asks about; a position wins iff the xor of its heaps' SG values is not 0.
//! O(H · k + total heaps) per test case for largest heap H (at most [`HEAP_CAPACITY`]) and k
//! moves; memory O(H + k + m·l), the counts any size (their numbers are pushed as read).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::nim_sum;
use game_core::sg::subtraction_table;
use std::io::{BufRead, Write};

/// The judge's largest number of moves in S, of positions per case, and of heaps per position.
/// Not a limit of this program (moves and heaps are pushed as they are read, so memory grows
/// only with the numbers actually there): the harness's validator, generators and benchmark use
/// it.
pub const MAX_COUNT: u64 = 100;
/// The judge's largest heap. Not a limit of this program: the harness uses it.
pub const MAX_HEAP: u64 = 10_000;
/// The largest heap this program tabulates; not the judge's limit ([`MAX_HEAP`]), what this
/// program tabulates. A heap indexes the case's SG table, built to the case's largest heap in
/// O(H · k) for k distinct moves up to H: at this capacity with the judge's 100 moves, 10^7
/// steps and 400 KB, some milliseconds. A larger heap is an error.
pub const HEAP_CAPACITY: u64 = 100_000;

/// A heap as the error messages name it (the range, appended, is what this program tabulates).
const HEAP: &str = "a heap size, up to what this program tabulates";

/// Solves every test case until `0` or the end of the input.
///
/// k, m and l may be any count past the judge's [`MAX_COUNT`] (a count promising more than
/// follows fails at the missing number, without allocating for it); a heap may be past the
/// judge's [`MAX_HEAP`], up to [`HEAP_CAPACITY`].
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut moves: Vec<usize> = Vec::new();
    let mut heaps: Vec<usize> = Vec::new();
    let mut position_sizes: Vec<usize> = Vec::new();
    while let Some(k) = input.u64_or_end("the size k of S, or 0 to end", 0..=u64::MAX)? {
        if k == 0 {
            break;
        }
        moves.clear();
        for _ in 0..k {
            // A move larger than every heap is legal and never playable: keep it as the cap.
            let s = input.u64("a move s of S", 1..=u64::MAX)?;
            moves.push(s.min(HEAP_CAPACITY + 1) as usize);
        }
        let m = input.u64("the number of positions m", 1..=u64::MAX)?;
        heaps.clear();
        position_sizes.clear();
        for _ in 0..m {
            let l = input.u64("the number of heaps l", 1..=u64::MAX)?;
            for _ in 0..l {
                heaps.push(input.u64(HEAP, 0..=HEAP_CAPACITY)? as usize);
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

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn counts_and_heaps_past_the_statement_are_answered() {
        // k = 101 moves 1..=101: every heap x ≤ 101 has every smaller heap as an option, so
        // g(x) = x; from 102 the options are 1..=101, values 1..=101, so g(102) = 0.
        let moves: Vec<String> = (1..=101).map(|s| s.to_string()).collect();
        let text = format!("101 {}\n2\n1 102\n1 101\n0\n", moves.join(" "));
        assert_eq!(run_text(solve, &text), ("LW\n".to_string(), None));
        // S = {2}: g(x) = 0 for x mod 4 in {0, 1}, else 1 (pairs of moves); 10001 = 4 · 2500 + 1
        // and 100000 = 4 · 25000: both 0, L.
        assert_eq!(
            run_text(solve, "1 2\n2\n1 10001\n1 100000\n0\n"),
            ("LL\n".to_string(), None)
        );
        // Past the capacity: an error at the heap; a count promising more than follows fails at
        // the missing number.
        assert_eq!(
            run_text(solve, "1 2\n1\n1 100001\n"),
            (
                String::new(),
                Some(
                    "line 3, column 3: expected a heap size, up to what this program tabulates \
                     (0..=100000), found \"100001\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1 1\n1\n1 1\n1000000000000000000 1\n"),
            (
                "W\n".to_string(),
                Some(
                    "line 5, column 1: expected a move s of S (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }
}
