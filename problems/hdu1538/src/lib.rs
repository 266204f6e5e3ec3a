//! HDU 1538 A Puzzle for Pirates: n pirates, numbered 1 (meekest) to n (fiercest), share m gold
//! pieces. The fiercest proposes a division; it passes with at least half of the votes (his
//! own counted), else he is thrown overboard and the next fiercest proposes. Pirates want, in
//! order: to survive, the most gold (a sure amount), to see others thrown. Per case print the
//! least gold pirate p is sure of, or `Thrown` if he is thrown overboard.
//!
//! While n ≤ 2m + 1 the proposer buys ⌊(n − 1)/2⌋ votes at one piece each from the pirates of
//! his own parity and keeps the rest; past that, the proposers 2m + 2^k survive with nothing and
//! those between two such numbers are thrown (README: the proof). O(1) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most pirates n.
pub const MAX_PIRATES: u64 = 10_000;
/// The judge's most gold pieces m.
pub const MAX_GOLD: u64 = 10_000_000;
/// The judge's least gold pieces m (the rules decide m = 0 too, which [`solve`] answers).
pub const MIN_GOLD: u64 = 1;
/// A bound on the number of cases for the harness's generated files (the statement gives none).
pub const MAX_CASES: u64 = 1000;

/// What one pirate ends the game with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// He survives, sure of at least this many gold pieces whatever the proposers choose.
    Gold(u64),
    /// He proposes and is voted down: thrown overboard.
    Thrown,
}

/// Solves the T cases `n m p` that follow the count line; nothing after them is read. Each case
/// is answered as it is read, so any T allocates nothing. O(T), O(1) memory.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let cases = match input.u64_or_end("a case count T", 0..=u64::MAX)? {
        Some(t) => t,
        None => return Ok(()),
    };
    for case in 1..=cases {
        let n = input.u64_for_case("a number of pirates n", 1..=u64::MAX, case, cases)?;
        let m = input.u64("a number of gold pieces m", 0..=u64::MAX)?;
        let p = input.u64("a pirate p", 1..=n)?;
        match fate(n, m, p) {
            Fate::Gold(gold) => {
                out.u64(gold)?;
                out.newline()?;
            }
            Fate::Thrown => out.line("Thrown")?,
        }
    }
    Ok(())
}

/// The fate of pirate `p` (1 ≤ p ≤ n) when `n` pirates share `m` pieces. Exact for every u64
/// (the arithmetic is in u128, where 2m + 2 cannot overflow). O(1).
pub fn fate(n: u64, m: u64, p: u64) -> Fate {
    let (n, m, p) = (u128::from(n), u128::from(m), u128::from(p));
    let paid_votes = 2 * m;
    if n <= paid_votes + 1 {
        Fate::Gold(bribed_share(n, m, p))
    } else if p <= paid_votes + highest_power_of_two_at_most(n - paid_votes) {
        Fate::Gold(0)
    } else {
        Fate::Thrown
    }
}

/// While n ≤ 2m + 1: the proposer keeps m − ⌊(n − 1)/2⌋, the pirates of his parity get one
/// piece each, the others nothing. The result is at most m, so it fits in u64.
fn bribed_share(n: u128, m: u128, p: u128) -> u64 {
    let share = if p == n {
        m - (n - 1) / 2
    } else if (n - p) % 2 == 0 {
        1
    } else {
        0
    };
    share as u64
}

/// The largest power of two at most `t` (t ≥ 1).
fn highest_power_of_two_at_most(t: u128) -> u128 {
    1 << (127 - t.leading_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample() {
        let sample = "3\n3 100 2\n4 100 2\n5 100 5\n";
        assert_eq!(run_text(solve, sample), ("0\n1\n98\n".into(), None));
    }

    #[test]
    fn one_coin_by_hand() {
        // m = 1: 3 pirates buy pirate 1; 4 buy one of 2 and 3 (each unsure of it: 0); 5 is
        // thrown, 6 = 2m + 4 lives on 5's vote and one bought vote; 7 to 9 are thrown.
        let row = |n: u64| -> Vec<Fate> { (1..=n).map(|p| fate(n, 1, p)).collect() };
        use Fate::{Gold, Thrown};
        assert_eq!(row(1), [Gold(1)]);
        assert_eq!(row(2), [Gold(0), Gold(1)]);
        assert_eq!(row(3), [Gold(1), Gold(0), Gold(0)]);
        assert_eq!(row(4), [Gold(0); 4]);
        assert_eq!(row(5), [Gold(0), Gold(0), Gold(0), Gold(0), Thrown]);
        assert_eq!(row(6), [Gold(0); 6]);
        assert_eq!(row(9)[6..], [Thrown, Thrown, Thrown]);
        assert_eq!(row(10), [Gold(0); 10]);
    }

    #[test]
    fn values_past_the_statement() {
        let max = u64::MAX;
        assert_eq!(fate(max, max, max), Fate::Gold(max - (max - 1) / 2));
        assert_eq!(fate(max, 0, max), Fate::Thrown);
        assert_eq!(fate(max, 0, 1 << 63), Fate::Gold(0));
        assert_eq!(fate(max, 0, (1 << 63) + 1), Fate::Thrown);
        // No gold: only the powers of two survive, on the votes of the doomed.
        assert_eq!(fate(1, 0, 1), Fate::Gold(0));
        assert_eq!(fate(3, 0, 3), Fate::Thrown);
        assert_eq!(fate(4, 0, 4), Fate::Gold(0));
    }

    #[test]
    fn a_pirate_past_n_is_an_error() {
        assert_eq!(
            run_text(solve, "2\n3 1 3\n3 1 4\n"),
            (
                "0\n".into(),
                Some("line 3, column 5: expected a pirate p (1..=3), found \"4\"".into())
            )
        );
    }
}
