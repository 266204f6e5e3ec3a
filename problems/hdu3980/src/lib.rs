//! HDU 3980 Paint Chain: a circle of N unpainted beads; the players take turns painting M
//! consecutive unpainted beads; whoever cannot paint loses; aekdycoin paints first. Per case print
//! `Case #k: aekdycoin` if the first player wins, else `Case #k: abcdxyzk`.
//!
//! Every first move turns the circle into the same line of N − M unpainted beads (N < M: there is
//! no first move). A move on a line of L paints M of them and leaves two lines, i and
//! L − M − i: the octal game with digit 7 at place M, whose values core's octal engine
//! ([`game_core::octal::Values`]) computes from that code. The first player wins iff N ≥ M and
//! the line of N − M is worth 0. The values of each M are kept ([`Lines`]) and extended on
//! demand: O((N − M)²) for a new M, O(1) for one seen before; memory bounded by
//! [`CACHE_VALUES`].

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::octal::{Code, Game, Values, LEAVE_ONE, LEAVE_TWO, TAKE_ALL};
use std::collections::HashMap;
use std::io::{BufRead, Write};

/// The judge's most beads in the circle.
pub const MAX_N: u64 = 1000;
/// The judge's longest run painted by a move.
pub const MAX_M: u64 = 1000;

/// The most beads this program answers: not the judge's limit ([`MAX_N`]), what this program
/// tabulates. A line of up to 5000 beads costs at most about 6 ms (a new M, by the octal
/// engine's quadratic mex: 5.6 ms of CPU measured for N = 5000, M = 1); a larger N is rejected
/// as past this capacity.
pub const BEADS_CAPACITY: u64 = 5000;

/// The most line values [`Lines`] keeps, over every M (about 12 bytes each in the engine: the
/// value and its heap in the list of rare heaps): 2^19, about 6 MiB. Every line the judge can
/// ask about, all M from 1 to 1000 with N = 1000, holds 500 500 values and fits; past that the
/// kept values are dropped and computed again when asked.
pub const CACHE_VALUES: usize = 1 << 19;

/// The winner's name when the first player (aekdycoin) wins.
pub const FIRST: &str = "aekdycoin";
/// The winner's name when the second player (abcdxyzk) wins.
pub const SECOND: &str = "abcdxyzk";

/// The code of a line where a move paints `m` consecutive beads: digit 7 at place `m` (take `m`
/// tokens, leaving nothing, one heap or two). O(m).
///
/// ```
/// assert_eq!(hdu3980::line_code(2).to_string(), "0.07"); // Dawson's Kayles
/// ```
pub fn line_code(m: usize) -> Code {
    let mut digits = vec![0; m + 1];
    digits[m] = TAKE_ALL | LEAVE_ONE | LEAVE_TWO;
    Code::from_digits(digits)
}

/// The values of lines of unpainted beads, one table per run length M, each computed by core's
/// octal engine from [`line_code`] and extended as longer lines are asked for.
pub struct Lines {
    tables: HashMap<usize, Values>,
    held: usize,
}

impl Default for Lines {
    fn default() -> Self {
        Lines::new()
    }
}

impl Lines {
    /// No table yet. O(1).
    pub fn new() -> Lines {
        Lines {
            tables: HashMap::new(),
            held: 0,
        }
    }

    /// The SG value of a line of `len` unpainted beads where a move paints `m ≥ 1` of them.
    /// O(len²) the first time (m, len) is reached, O(1) after; if the values kept would pass
    /// [`CACHE_VALUES`], every table is dropped first.
    ///
    /// ```
    /// let mut lines = hdu3980::Lines::new();
    /// // m = 2 is Dawson's Kayles: 0, 0, 1, 1, 2, 0, 3, 1, …
    /// assert_eq!(lines.value(2, 4), 2);
    /// assert_eq!(lines.value(2, 5), 0);
    /// ```
    pub fn value(&mut self, m: usize, len: usize) -> u32 {
        let known = self.tables.get(&m).map_or(0, Values::len);
        if known <= len {
            if self.held + (len + 1 - known) > CACHE_VALUES {
                self.tables.clear();
                self.held = 0;
            }
            let table = self
                .tables
                .entry(m)
                .or_insert_with(|| Values::new(&Game::from_code(line_code(m))));
            self.held += len + 1 - table.len();
            table.extend_to(len + 1);
        }
        self.tables[&m].as_slice()[len]
    }

    /// The number of values kept over every table. O(1).
    pub fn held(&self) -> usize {
        self.held
    }
}

/// Whether the first player wins on a circle of `n` beads, `m ≥ 1` painted a move: `n ≥ m`
/// and the line of `n − m` left by any first move is worth 0. See [`Lines::value`] for the
/// cost.
///
/// ```
/// let mut lines = hdu3980::Lines::new();
/// assert!(hdu3980::first_player_wins(&mut lines, 3, 1));
/// assert!(!hdu3980::first_player_wins(&mut lines, 4, 2));
/// assert!(!hdu3980::first_player_wins(&mut lines, 2, 3));
/// ```
pub fn first_player_wins(lines: &mut Lines, n: u64, m: u64) -> bool {
    n >= m && lines.value(m as usize, (n - m) as usize) == 0
}

/// Solves the input: T, then T cases `N M` (N up to [`BEADS_CAPACITY`], M ≥ 1, any layout).
/// Prints `Case #k: aekdycoin` or `Case #k: abcdxyzk` per case. See [`Lines::value`] for the
/// cost.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut lines = Lines::new();
    input.for_each_case(
        "a case count T",
        "a bead count N, up to what this program tabulates",
        0..=BEADS_CAPACITY,
        |input, case, n| {
            let m = input.u64("a run length M", 1..=u64::MAX)?;
            out.str("Case #")?;
            out.u64(case)?;
            out.str(": ")?;
            out.line(if first_player_wins(&mut lines, n, m) {
                FIRST
            } else {
                SECOND
            })?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use game_core::mex::mex;

    /// `g(0 .. len)` of lines painted `m` at a time, by the plain mex over where the run starts.
    fn by_the_rules(m: usize, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        for l in 0..len {
            let options = (0..(l + 1).saturating_sub(m)).map(|i| (g[i] ^ g[l - m - i]) as usize);
            g.push(mex(options) as u32);
        }
        g
    }

    #[test]
    fn the_sample() {
        let sample = "2\n3 1\n4 2\n";
        assert_eq!(
            run_text(solve, sample),
            ("Case #1: aekdycoin\nCase #2: abcdxyzk\n".to_string(), None)
        );
    }

    #[test]
    fn lines_are_the_rule_of_runs_for_every_m() {
        let mut lines = Lines::new();
        for m in 1..=12 {
            let expected = by_the_rules(m, 200);
            let got: Vec<u32> = (0..200).map(|l| lines.value(m, l)).collect();
            assert_eq!(got, expected, "m = {m}");
        }
        // Asked in any order, shorter after longer.
        assert_eq!(lines.value(3, 7), by_the_rules(3, 8)[7]);
        assert_eq!(lines.held(), 12 * 200);
    }

    #[test]
    fn the_cache_is_dropped_exactly_when_it_would_pass_its_bound() {
        let mut lines = Lines::new();
        // Lines shorter than their run have no move: cheap tables of zeros, 4096 values each.
        let width = 4096;
        let tables = CACHE_VALUES / width;
        for m in 0..tables - 1 {
            assert_eq!(lines.value(5000 + m, width - 1), 0);
        }
        assert_eq!(lines.held(), CACHE_VALUES - width);
        // One more value for a table held: counted alone, nothing dropped.
        assert_eq!(lines.value(5000, width), 0);
        assert_eq!(lines.held(), CACHE_VALUES - width + 1);
        // A table that fills the cache exactly: still nothing dropped.
        assert_eq!(lines.value(6000, width - 2), 0);
        assert_eq!(lines.held(), CACHE_VALUES);
        // One value more: everything is dropped, and the table asked for is built anew.
        assert_eq!(lines.value(5001, width), 0);
        assert_eq!(lines.held(), width + 1);
        // Answers stay right after the drop.
        assert_eq!(lines.value(5, 300), by_the_rules(5, 301)[300]);
        let big = BEADS_CAPACITY as usize;
        assert_eq!(lines.value(1, big - 1), 1);
        assert_eq!(lines.value(1, big - 2), 0);
    }

    #[test]
    fn circles_by_hand() {
        let mut lines = Lines::new();
        let mut wins = |n, m| first_player_wins(&mut lines, n, m);
        // n = m: the first move paints the whole circle.
        assert!(wins(7, 7));
        // n < m: no first move.
        assert!(!wins(6, 7) && !wins(0, 1) && !wins(5, u64::MAX));
        // m = 1: the players alternate beads; the first wins iff n is odd.
        assert!(wins(5, 1) && !wins(6, 1));
        // n = 2m: the line left holds exactly one more run.
        assert!(!wins(8, 4));
        // n = 2m + 1: the line of m + 1 has one run, whose two places leave nothing usable.
        assert!(!wins(9, 4));
        // Dawson's Kayles (m = 2): the line of 5 is worth 0, so the circle of 7 wins.
        assert!(wins(7, 2));
    }

    #[test]
    fn input_past_the_statement_and_bad_input() {
        let text = "4\n0 1\n5000 1\n4999 2500\n3 18446744073709551615\n";
        assert_eq!(
            run_text(solve, text).0,
            "Case #1: abcdxyzk\nCase #2: abcdxyzk\nCase #3: aekdycoin\nCase #4: abcdxyzk\n"
        );
        assert_eq!(run_text(solve, "0\n"), (String::new(), None));
        let error = |text: &str| run_text(solve, text);
        assert_eq!(
            error("2\n3 1\n5001 1\n"),
            (
                "Case #1: aekdycoin\n".to_string(),
                Some(
                    "line 3, column 1: expected a bead count N, up to what this program tabulates (0..=5000), found \"5001\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            error("1\n3 0\n").1.unwrap(),
            "line 2, column 3: expected a run length M (1..=2^64-1), found \"0\""
        );
        assert_eq!(
            error("2\n3 1\n").1.unwrap(),
            "line 3, column 1: expected a bead count N, up to what this program tabulates (0..=5000) for case 2 of 2, found end of input"
        );
        assert_eq!(
            error("1\n3").1.unwrap(),
            "line 2, column 2: expected a run length M (1..=2^64-1), found end of input"
        );
    }
}
