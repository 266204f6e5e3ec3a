//! HDU 1848 Fibonacci again and again: three piles; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, …) from one pile; whoever takes the last stone wins. Per case print `Fibo` if
//! the first player wins, else `Nacci`.
//!
//! The Sprague–Grundy values of one pile, 0 to [`MAX_PILE`], are built once per process (core's
//! subtraction table: 1001 values × 15 moves), then a case is the xor of three of them: O(1) per
//! case, O(MAX_PILE) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::sg::subtraction_table;
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// The judge's largest pile (and the last pile the table covers).
pub const MAX_PILE: u64 = 1000;

/// The Fibonacci numbers a move may take from a pile of at most [`MAX_PILE`], increasing: 1, 2,
/// 3, 5, …, 610, 987 (the sequence 1, 1, 2, 3, … with its 1 once; the next term, 1597, is never
/// playable). Computed at compile time.
pub const MOVES: [usize; 15] = fibonacci_moves();

const fn fibonacci_moves() -> [usize; 15] {
    let mut list = [1usize; 15];
    list[1] = 2;
    let mut i = 2;
    while i < list.len() {
        list[i] = list[i - 2] + list[i - 1];
        i += 1;
    }
    list
}

// The list holds every Fibonacci number up to MAX_PILE and no more (checked at compile time).
const _: () = assert!(MOVES[14] as u64 <= MAX_PILE && (MOVES[13] + MOVES[14]) as u64 > MAX_PILE);

/// The SG value of one pile of `x` stones at index `x`, for `x` in 0..=[`MAX_PILE`]; built at
/// the first call of the process (thread-safe), O(MAX_PILE · 15), then O(1) per call.
pub fn grundy_table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| subtraction_table(&MOVES, MAX_PILE as usize + 1))
}

/// Solves one case `m n p` per line until `0 0 0` or the end of the input; nothing after
/// `0 0 0` is read.
///
/// Each pile is read in 0..=[`MAX_PILE`]: an empty pile (below the judge's range) is a pile with
/// no move; a case ends the input only when all three are 0. The table is built at the first
/// case. O(1) per case.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(m) = input.u64_or_end("a pile size m, or 0 0 0 to end", 0..=MAX_PILE)? {
        let n = input.u64("a pile size n", 0..=MAX_PILE)?;
        let p = input.u64("a pile size p", 0..=MAX_PILE)?;
        if m == 0 && n == 0 && p == 0 {
            break;
        }
        // Each pile is at most MAX_PILE, so it indexes the table.
        let g = grundy_table();
        let x = g[m as usize] ^ g[n as usize] ^ g[p as usize];
        out.line(if x != 0 { "Fibo" } else { "Nacci" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moves() {
        assert_eq!(
            MOVES,
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
        );
    }

    #[test]
    fn the_first_values_by_hand() {
        // g(0) = 0; g(1) = mex{g0} = 1; g(2) = mex{g1, g0} = 2; g(3) = mex{g2, g1, g0} = 3;
        // g(4) = mex{g3, g2, g1} = 0; g(5) = mex{g4, g3, g2, g0} = 1; g(6) = mex{1, 0, 3, 1} = 2;
        // g(7) = mex{2, 1, 0, 2} = 3; g(8) = mex{g7, g6, g5, g3, g0} = mex{3, 2, 1, 3, 0} = 4;
        // g(9) = mex{4, 3, 2, 0, 1} = 5; g(10) = mex{g9, g8, g7, g5, g2} = mex{5, 4, 3, 1, 2} = 0.
        assert_eq!(grundy_table()[..11], [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
        assert_eq!(grundy_table().len(), MAX_PILE as usize + 1);
    }

    #[test]
    fn the_table_is_built_once() {
        assert!(std::ptr::eq(grundy_table(), grundy_table()));
    }
}
