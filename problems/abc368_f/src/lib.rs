//! AtCoder ABC368 F, Dividing Game: N integers, each at least 2; a move replaces one of them by
//! one of its positive divisors other than itself, and the player who cannot move loses. Print
//! `Anna` if the first player (Anna) wins, `Bruno` otherwise.
//!
//! A number x is a Nim heap of Ω(x) stones (its prime factors counted with multiplicity: a move
//! leaves any smaller Ω and only a smaller one), so Anna wins iff the xor of the Ω(A_i) is not
//! 0. Ω comes from a table ([`Omegas`]) built to [`MAX_VALUE`] and grown on demand to the largest
//! number read, up to [`VALUE_CAPACITY`]. O(N + M) time for M the larger of [`MAX_VALUE`] and
//! the largest number, O(M) bytes; the numbers themselves are xored as they are read, never
//! stored.

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::primes::omega_table;
use std::io::{BufRead, Write};

/// The judge's largest N (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any N, 0 included (no move: Bruno wins).
pub const MAX_NUMBERS: u64 = 100_000;

/// The judge's largest A_i (its smallest is 2): the harness uses it; [`solve`] answers any
/// A_i from 1 (no move) up to [`VALUE_CAPACITY`].
pub const MAX_VALUE: u64 = 100_000;

/// The largest number this program tabulates; not the judge's limit ([`MAX_VALUE`]). The table
/// is one byte a number (10 MB here), built in O(M) (the linear sieve): tens of milliseconds at this capacity,
/// well inside the judge's 2 s and 1024 MB. A larger number is an error.
pub const VALUE_CAPACITY: u64 = 10_000_000;

/// Ω(x), the number of prime factors of x counted with multiplicity (Ω(1) = 0, Ω(12) = 3),
/// for every x below the table's length, which grows on demand.
///
/// ```
/// let mut omegas = abc368_f::Omegas::new();
/// assert_eq!(omegas.get(1), 0);
/// assert_eq!(omegas.get(97), 1);
/// assert_eq!(omegas.get(12), 3);
/// assert_eq!(omegas.get(65_536), 16);
/// ```
#[derive(Debug, Default, Clone)]
pub struct Omegas {
    table: Vec<u8>,
}

impl Omegas {
    /// An empty table: the first [`Omegas::get`] builds it.
    pub fn new() -> Self {
        Omegas { table: Vec::new() }
    }

    /// Ω(`x`) for `x ≥ 1`. The first call builds the table to the judge's [`MAX_VALUE`] (one
    /// build for any judge input, as a judge solution's fixed table) or to `x` if larger. If
    /// `x` is past the table, the table is rebuilt up to `x` or twice its length, whichever is
    /// larger (at most [`VALUE_CAPACITY`] when `x` is within it), so reading numbers in any
    /// order costs at most twice the last build. O(1) when tabulated.
    pub fn get(&mut self, x: u64) -> u8 {
        let x = x as usize;
        if x >= self.table.len() {
            let doubled = (2 * self.table.len()).min(VALUE_CAPACITY as usize + 1);
            let judge = MAX_VALUE as usize + 1;
            self.table = omega_table(doubled.max(judge).max(x + 1));
        }
        self.table[x]
    }
}

/// Whether Anna (the first player) wins with `numbers` (each at least 1), by the xor of their
/// Ω. O(len + M) for M the larger of [`MAX_VALUE`] and the largest number.
///
/// ```
/// // The published samples: Ω = 1, 1, 2 xor to 2; Ω = 1, 1, 2, 2 to 0.
/// assert!(abc368_f::anna_wins(&[2, 3, 4]));
/// assert!(!abc368_f::anna_wins(&[2, 3, 4, 6]));
/// ```
pub fn anna_wins(numbers: &[u64]) -> bool {
    let mut omegas = Omegas::new();
    numbers.iter().fold(0, |x, &a| x ^ omegas.get(a)) != 0
}

/// The answer's word: `Anna` when the first player wins, else `Bruno`.
pub fn winner(anna: bool) -> &'static str {
    if anna {
        "Anna"
    } else {
        "Bruno"
    }
}

/// The input: one case, a count N and N numbers.
const CASE: CaseLists = CaseLists {
    cases: CaseCount::One("nothing after the numbers (the input holds one case)"),
    count: "the count of numbers N",
    counts: 0..=u64::MAX,
    number: "a number A_i, up to what this program tabulates",
    numbers: 1..=VALUE_CAPACITY,
};

/// Solves the one case of the input: N, then the N numbers, each xored in (by its Ω) as it is
/// read.
///
/// N may be past the judge's [`MAX_NUMBERS`] (nothing is kept per number: a count of 10^18
/// fails where the numbers run out, having allocated nothing for it) and 0 (Bruno); a number
/// may be 1 (no move) and past [`MAX_VALUE`] up to [`VALUE_CAPACITY`]. Text after the numbers
/// is an error, reported after the answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut omegas = Omegas::new();
    let step = |x: u8, a: u64| x ^ omegas.get(a);
    CASE.fold(input, out, 0, step, |out, _, x| out.line(winner(x != 0)))
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
        assert_eq!(answer("3\n2 3 4\n"), "Anna\n");
        assert_eq!(answer("4\n2 3 4 6\n"), "Bruno\n");
    }

    #[test]
    fn the_table_grows_on_demand_in_any_order() {
        let mut omegas = Omegas::new();
        // The first build covers the judge's numbers.
        let judge = MAX_VALUE as usize + 1;
        assert_eq!(omegas.get(1), 0);
        assert_eq!(omegas.table.len(), judge);
        assert_eq!(omegas.get(MAX_VALUE), 10); // 10^5 = 2^5 · 5^5
        assert_eq!(omegas.table.len(), judge);
        // Doubled when that is larger than the number asked for.
        assert_eq!(omegas.get(MAX_VALUE + 1), 2); // 100001 = 11 · 9091
        assert_eq!(omegas.table.len(), 2 * judge);
        assert_eq!(omegas.get(2), 1);
        assert_eq!(omegas.table.len(), 2 * judge);
        // To the number asked for when that is larger.
        assert_eq!(omegas.get(3 << 20), 21);
        assert_eq!(omegas.table.len(), (3 << 20) + 1);
        // The first number past the judge's: the table goes to it.
        let mut omegas = Omegas::new();
        assert_eq!(omegas.get(1 << 20), 20);
        assert_eq!(omegas.table.len(), (1 << 20) + 1);
        // 2^23 = 8388608 ≤ the capacity: 23, the largest Ω it holds.
        assert_eq!(omegas.get(1 << 23), 23);
        assert_eq!(omegas.get(VALUE_CAPACITY), 14); // 10^7 = 2^7 · 5^7
        assert_eq!(omegas.get(9_999_991), 1); // the largest prime below 10^7
        assert_eq!(omegas.table.len(), VALUE_CAPACITY as usize + 1);
    }

    #[test]
    fn hand_derived_positions() {
        // 2^12 = 4096 (Ω 12) against 2 · 3 · 5 · 7 · 11 · 13 = 30030 (Ω 6) and 2^10 (10): 0.
        assert_eq!(answer("3\n4096 30030 1024\n"), "Bruno\n");
        // Distinct primes would give 1 ^ 6 ^ 1 = 6: Anna; multiplicity decides.
        assert_eq!(answer("2\n4 9\n"), "Bruno\n");
        assert_eq!(answer("1\n100000\n"), "Anna\n");
        assert_eq!(answer("2\n99991 2\n"), "Bruno\n");
        assert_eq!(winner(true), "Anna");
        assert_eq!(winner(false), "Bruno");
        assert!(anna_wins(&[12, 2, 2, 2]));
        assert!(!anna_wins(&[12, 8]));
    }

    #[test]
    fn past_the_statement_the_rules_decide() {
        // No number, or only 1s: Anna cannot move.
        assert_eq!(answer("0\n"), "Bruno\n");
        assert_eq!(answer("3\n1 1 1\n"), "Bruno\n");
        assert_eq!(answer("2\n1 7\n"), "Anna\n");
        // Past 10^5: 2^23 (Ω 23) and 3 · 2^21 = 6291456 (Ω 22): 23 ^ 22 = 1.
        assert_eq!(answer("2\n8388608 6291456\n"), "Anna\n");
        // Many numbers, more than one block of the scanner: 5001 twos.
        let text = format!("5001\n{}\n", "2 ".repeat(5001));
        assert_eq!(answer(&text), "Anna\n");
    }

    #[test]
    fn malformed_input_is_an_error() {
        assert_eq!(
            answer("2\n0 2\n"),
            "error: line 2, column 1: expected a number A_i, up to what this program tabulates \
             (1..=10000000), found \"0\""
        );
        assert_eq!(
            answer("1\n10000001\n"),
            "error: line 2, column 1: expected a number A_i, up to what this program tabulates \
             (1..=10000000), found \"10000001\""
        );
        assert_eq!(
            answer("1000000000000000000\n2 3\n"),
            "error: line 3, column 1: expected a number A_i, up to what this program tabulates \
             (1..=10000000), found end of input"
        );
        assert_eq!(
            answer("1\n4 5\n"),
            "Anna\nerror: line 2, column 3: expected nothing after the numbers (the input \
             holds one case), found \"5\""
        );
        assert_eq!(
            answer(""),
            "error: line 1, column 1: expected the count of numbers N (0..=2^64-1), found end \
             of input"
        );
    }
}
