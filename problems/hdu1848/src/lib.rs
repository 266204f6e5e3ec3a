//! HDU 1848 Fibonacci again and again: three piles; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, …) from one pile; whoever takes the last stone wins. Per case print `Fibo` if
//! the first player wins, else `Nacci`.
//!
//! The Sprague–Grundy values of one pile are tabulated (core's subtraction table over the
//! Fibonacci moves) up to the largest pile seen so far, grown on demand to at most
//! [`TABLE_CAPACITY`], then a case is the xor of three of them: O(1) per case once the table
//! covers its piles; the table costs O(P · 30) time and 4 · P bytes in all, for P the largest pile
//! of the input (1001 values at the judge's 1000).

#![warn(missing_docs)]

use game_core::fibonacci::fibonacci;
use game_core::io::{Error, Scanner, Writer};
use game_core::sg::subtraction_table;
use std::io::{BufRead, Write};

/// The judge's largest pile (the statement's 1 ≤ m, n, p ≤ 1000). Not a limit of this program:
/// the harness's validator, generators and benchmark use it.
pub const MAX_PILE: u64 = 1000;

/// The largest pile this program tabulates; not the judge's limit ([`MAX_PILE`]), what this
/// program tabulates. The values have no known closed form, so a pile is a table index: a larger
/// one is an error. At this capacity the table takes 4 MB and about 3 · 10^7 steps (some
/// milliseconds), well within the judge's 1000 ms and 32 MB.
pub const TABLE_CAPACITY: u64 = 1_000_000;

/// The Fibonacci numbers a move may take from a pile of at most [`TABLE_CAPACITY`], increasing:
/// 1, 2, 3, 5, …, 832040 (the sequence 1, 1, 2, 3, … with its 1 once; the next term, 1346269, is
/// never playable). Computed at compile time (core's [`fibonacci`]); a term larger than the pile
/// is no move (the table ignores it), so a table of any length up to the capacity takes the same
/// list.
pub const MOVES: [u64; 29] = fibonacci();

// The list holds every Fibonacci number up to TABLE_CAPACITY and no more (checked at compile
// time).
const _: () = assert!(MOVES[28] <= TABLE_CAPACITY && MOVES[27] + MOVES[28] > TABLE_CAPACITY);

/// The SG values of one pile of `0..len` stones (index `x`: a pile of `x`). O(len · 29) time,
/// 4 · len bytes.
///
/// ```
/// // g(0..=10) by hand in the crate's tests.
/// assert_eq!(hdu1848::grundy_table(11), [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
/// ```
pub fn grundy_table(len: usize) -> Vec<u32> {
    subtraction_table(&MOVES.map(|m| m as usize), len)
}

/// The one-pile SG table of a run, grown on demand to the largest pile seen.
#[derive(Default)]
struct Grundy {
    values: Vec<u32>,
}

impl Grundy {
    /// The table, covering at least the piles `0..=largest` (`largest ≤ TABLE_CAPACITY`). A
    /// table too short is rebuilt at least twice as long (capped at the capacity), so all the
    /// builds of a run cost at most twice the last one: O(P · 29) for P the largest pile of the
    /// input.
    fn covering(&mut self, largest: u64) -> &[u32] {
        let needed = largest as usize + 1;
        if self.values.len() < needed {
            let cap = TABLE_CAPACITY as usize + 1;
            let len = needed.max(2 * self.values.len()).min(cap);
            self.values = grundy_table(len);
        }
        &self.values
    }
}

/// The piles as the error messages name them (the range, appended, is what this program
/// tabulates).
const PILE_M: &str = "a pile size m, up to what this program tabulates, or 0 0 0 to end";
const PILE_N: &str = "a pile size n, up to what this program tabulates";
const PILE_P: &str = "a pile size p, up to what this program tabulates";

/// Solves one case `m n p` per line until `0 0 0` or the end of the input; nothing after
/// `0 0 0` is read.
///
/// Each pile is read in 0..=[`TABLE_CAPACITY`] (past the judge's [`MAX_PILE`]): an empty pile
/// (below the judge's range) is a pile with no move; a case ends the input only when all three
/// are 0. The table grows to the largest pile seen (see [`Grundy`]); O(1) per case otherwise.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let range = 0..=TABLE_CAPACITY;
    let mut grundy = Grundy::default();
    while let Some(m) = input.u64_or_end(PILE_M, range.clone())? {
        let n = input.u64(PILE_N, range.clone())?;
        let p = input.u64(PILE_P, range.clone())?;
        if m == 0 && n == 0 && p == 0 {
            break;
        }
        // Each pile is at most TABLE_CAPACITY, so the table covers it.
        let g = grundy.covering(m.max(n).max(p));
        let x = g[m as usize] ^ g[n as usize] ^ g[p as usize];
        // One write per answer, its newline included, of a constant length (a fixed copy).
        if x != 0 {
            out.bytes(b"Fibo\n")?;
        } else {
            out.bytes(b"Nacci\n")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_moves() {
        assert_eq!(
            MOVES[..15],
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
        );
        assert_eq!(MOVES[28], 832_040);
    }

    #[test]
    fn the_first_values_by_hand() {
        // g(0) = 0; g(1) = mex{g0} = 1; g(2) = mex{g1, g0} = 2; g(3) = mex{g2, g1, g0} = 3;
        // g(4) = mex{g3, g2, g1} = 0; g(5) = mex{g4, g3, g2, g0} = 1; g(6) = mex{1, 0, 3, 1} = 2;
        // g(7) = mex{2, 1, 0, 2} = 3; g(8) = mex{g7, g6, g5, g3, g0} = mex{3, 2, 1, 3, 0} = 4;
        // g(9) = mex{4, 3, 2, 0, 1} = 5; g(10) = mex{g9, g8, g7, g5, g2} = mex{5, 4, 3, 1, 2} = 0.
        assert_eq!(grundy_table(11), [0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0]);
        // A longer table starts with the shorter one: the moves past a pile are no moves.
        assert_eq!(grundy_table(2001)[..1001], grundy_table(1001));
    }

    #[test]
    fn the_table_grows_to_the_largest_pile_seen() {
        let mut grundy = Grundy::default();
        assert_eq!(grundy.covering(10).len(), 11);
        // At least doubled, so a run of growing piles rebuilds O(log) times.
        assert_eq!(grundy.covering(11).len(), 22);
        assert_eq!(grundy.covering(5).len(), 22);
        assert_eq!(grundy.covering(1000).len(), 1001);
        assert_eq!(grundy.covering(600_000).len(), 600_001);
        // Doubled, but never past the capacity.
        assert_eq!(grundy.covering(700_000).len(), 1_000_001);
        assert_eq!(grundy.covering(TABLE_CAPACITY), grundy_table(1_000_001));
    }

    #[test]
    fn piles_past_the_statement_are_answered_up_to_the_capacity() {
        // Two equal piles cancel (the second player mirrors the first's moves on the other),
        // so each case is worth the third pile alone: g(1) = 1 (Fibo), g(4) = 0 (Nacci),
        // g(8) = 4 (Fibo), g(0) = 0 (Nacci).
        let input = "1001 1001 1\n1001 4 1001\n1000000 8 1000000\n0 999999 999999\n0 0 0\n";
        assert_eq!(
            run_text(solve, input),
            ("Fibo\nNacci\nFibo\nNacci\n".to_string(), None)
        );
        // Past the capacity: an error at the pile, every earlier answer printed.
        assert_eq!(
            run_text(solve, "1 1 1\n1 1000001 1\n"),
            (
                "Fibo\n".to_string(),
                Some(
                    "line 2, column 3: expected a pile size n, up to what this program \
                     tabulates (0..=1000000), found \"1000001\""
                        .to_string()
                )
            )
        );
        // A case cut short still fails at its line and column.
        assert_eq!(
            run_text(solve, "1 1 1\n1001 1001"),
            (
                "Fibo\n".to_string(),
                Some(
                    "line 2, column 10: expected a pile size p, up to what this program \
                     tabulates (0..=1000000), found end of input"
                        .to_string()
                )
            )
        );
    }
}
