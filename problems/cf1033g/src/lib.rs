//! Codeforces 1033 G, Chip Game: n piles of chips; Alice picks a, Bob picks b (both in 1..=m);
//! then on her turn Alice removes exactly a chips from a pile holding at least a, Bob likewise
//! b; whoever cannot move loses. Over all m² pairs (a, b), count the games Alice wins whoever
//! starts, Bob wins whoever starts, the first player wins, the second player wins.
//!
//! A partizan game ([`Outcome`]: Left is Alice). Its outcome does not change when every pile is
//! reduced modulo s = a + b, and for a ≤ b the reduced piles decide it through four numbers
//! ([`Residues`]: the README proves both). For each s the numbers take one pass over the piles,
//! and the pairs with that sum fall into at most three runs of a with one outcome each:
//! O(m · n) time, O(n) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::partizan::Outcome;
use std::io::{BufRead, Write};

/// The judge's most piles (its fewest is 1): the harness's validator, generators and benchmark
/// use it; [`solve`] answers any n, 0 included (no pile: nobody can move).
pub const MAX_PILES: u64 = 100;
/// The judge's largest m (its smallest is 1); [`solve`] answers m up to [`M_CAPACITY`], 0
/// included (no pair: four zeros).
pub const MAX_M: u64 = 100_000;
/// The judge's largest pile (its smallest is 1); [`solve`] answers any pile up to 2^64 − 1, 0
/// included (a pile nobody can take from).
pub const MAX_CHIPS: u64 = 1_000_000_000_000_000_000;
/// The largest m this program answers: the time is O(m · n), and m = 10^6 with the judge's
/// 100 piles still takes well under the judge's 5 s (the README's figures); past it the
/// answer would still fit (m² < 2^64 up to 2^32 − 1) but the time would not.
pub const M_CAPACITY: u64 = 1_000_000;

/// What the piles reduced modulo `s = a + b` say about every pair with that sum: one pass over
/// the piles, kept as four numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Residues {
    /// The sum a + b.
    s: u64,
    /// The largest `min(r, s − 1 − r)` over the residues r (0 with no pile): some residue lies
    /// in `[a, b)` (a pile only Alice can take from) iff `a ≤ alice_only`.
    alice_only: u64,
    /// The largest and second largest residue (0 where there are fewer): `r ≥ 2a` makes a pile
    /// Alice can turn into her own, and there are two such piles iff `a ≤ ⌊second / 2⌋`.
    largest: u64,
    /// The second largest residue.
    second: u64,
    /// Whether an odd number of residues lie in the upper half (`2r ≥ s`): past `alice_only`,
    /// these are exactly the piles either player can take from.
    odd_upper: bool,
}

impl Residues {
    /// The summary of `piles` modulo `s` (`s ≥ 2`). O(n): one division a pile.
    ///
    /// ```
    /// use cf1033g::Residues;
    /// use game_core::partizan::Outcome;
    /// // The first sample's piles 4 and 5 with a = 1, b = 2: residues 1 and 2 modulo 3; the 1
    /// // lies in [1, 2): a pile only Alice can take from. Alice wins.
    /// assert_eq!(Residues::of(&[4, 5], 3).outcome(1), Outcome::Left);
    /// // a = b = 2: residues 0 and 1 modulo 4, nobody can move: the second player wins.
    /// assert_eq!(Residues::of(&[4, 5], 4).outcome(2), Outcome::Previous);
    /// ```
    pub fn of(piles: &[u64], s: u64) -> Residues {
        let mut summary = Residues {
            s,
            alice_only: 0,
            largest: 0,
            second: 0,
            odd_upper: false,
        };
        for &v in piles {
            let r = v % s;
            summary.alice_only = summary.alice_only.max(r.min(s - 1 - r));
            summary.second = summary.second.max(r.min(summary.largest));
            summary.largest = summary.largest.max(r);
            summary.odd_upper ^= r >= s - r;
        }
        summary
    }

    /// The last a (from 1) at which Alice wins whoever starts for sure: a pile only she can take
    /// from (`a ≤ alice_only`), or two she can make her own (`a ≤ ⌊second / 2⌋`).
    fn alice_surely(&self) -> u64 {
        self.alice_only.max(self.second / 2)
    }

    /// The last a of the run where exactly one pile (the largest) is Alice's to make her own.
    fn one_big(&self) -> u64 {
        self.largest / 2
    }

    /// The outcome of the pair (a, b = s − a) with a ≤ b, Alice Left. O(1).
    pub fn outcome(&self, a: u64) -> Outcome {
        debug_assert!(a >= 1 && a <= self.s - a);
        if a <= self.alice_surely() {
            Outcome::Left
        } else if a <= self.one_big() {
            // One pile Alice can make her own, and the upper-half piles but it give one move
            // each: an odd number of those, and Bob moving first cannot win.
            if self.odd_upper {
                Outcome::Next
            } else {
                Outcome::Left
            }
        } else if self.odd_upper {
            Outcome::Next
        } else {
            Outcome::Previous
        }
    }
}

/// The outcome of the game on `piles` when Alice takes `a` and Bob `b` (`a, b ≥ 1`), Alice
/// Left: by the mirror image when `a > b` (the players' roles swapped). O(n).
///
/// ```
/// use cf1033g::outcome;
/// use game_core::partizan::Outcome;
/// // The second sample's piles 4 and 5 with a = 7, b = 6: nobody can move.
/// assert_eq!(outcome(&[4, 5], 7, 6), Outcome::Previous);
/// // a = 2, b = 1: Bob has the pile of 5 − 4 = 1 chip to himself.
/// assert_eq!(outcome(&[4, 5], 2, 1), Outcome::Right);
/// ```
pub fn outcome(piles: &[u64], a: u64, b: u64) -> Outcome {
    let s = a + b;
    if a <= b {
        Residues::of(piles, s).outcome(a)
    } else {
        match Residues::of(piles, s).outcome(b) {
            Outcome::Left => Outcome::Right,
            Outcome::Right => Outcome::Left,
            same => same,
        }
    }
}

/// How many of the m² games fall in each outcome class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Won by Alice whoever starts (w_a).
    pub alice: u64,
    /// Won by Bob whoever starts (w_b).
    pub bob: u64,
    /// Won by the first player (w_f).
    pub first: u64,
    /// Won by the second player (w_s).
    pub second: u64,
}

impl Counts {
    /// Adds the pairs whose smaller number runs over `from..=to` (within `1..=s/2`) with sum
    /// `s`, all of one outcome: each `a < b` counts twice, once as `(a, b)` and once mirrored
    /// as `(b, a)` (Left's becoming Right's), and `a = b` once.
    fn add_run(&mut self, from: u64, to: u64, s: u64, outcome: Outcome) {
        if from > to {
            return;
        }
        let smaller = to - from + 1;
        let ordered = 2 * smaller - u64::from(2 * to == s);
        match outcome {
            Outcome::Left => {
                debug_assert!(2 * to < s, "a = b is impartial: never Left's");
                self.alice += smaller;
                self.bob += smaller;
            }
            Outcome::Right => unreachable!("with a ≤ b, Bob never wins whoever starts"),
            Outcome::Next => self.first += ordered,
            Outcome::Previous => self.second += ordered,
        }
    }
}

/// The four counts for `piles` and every pair (a, b) in `1..=m`. For each sum s from 2 to 2m,
/// the pairs with a ≤ b have a from `max(1, s − m)` to `⌊s/2⌋`, and [`Residues::outcome`]
/// changes at most twice along them: three runs, counted whole. O(m · n) time, O(1) memory
/// beyond the piles. `m ≤ 2^32 − 1` keeps every count within u64.
///
/// ```
/// use cf1033g::{counts, Counts};
/// let c = counts(&[4, 5], 20);
/// assert_eq!(c, Counts { alice: 82, bob: 82, first: 6, second: 230 });
/// ```
pub fn counts(piles: &[u64], m: u64) -> Counts {
    let mut total = Counts::default();
    for s in 2..=2 * m {
        let residues = Residues::of(piles, s);
        let (from, to) = (s.saturating_sub(m).max(1), s / 2);
        let surely = residues.alice_surely().min(to);
        let one_big = residues.one_big().min(to).max(surely);
        let start = from.max(surely + 1);
        total.add_run(from, surely, s, Outcome::Left);
        let with_one_big = if residues.odd_upper {
            Outcome::Next
        } else {
            Outcome::Left
        };
        total.add_run(start, one_big, s, with_one_big);
        let rest = if residues.odd_upper {
            Outcome::Next
        } else {
            Outcome::Previous
        };
        total.add_run(start.max(one_big + 1), to, s, rest);
    }
    total
}

/// Solves the one case of the input: n and m, then the n piles. Prints `w_a w_b w_f w_s`.
///
/// n may be any count (the piles are kept: 8 bytes each) and 0; m any number up to
/// [`M_CAPACITY`], 0 included; a pile any u64, 0 included. Text after the piles is an error,
/// reported after the answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("the number of piles n", 0..=u64::MAX)?;
    let m = input.u64("the bound m", 0..=u64::MAX)?;
    if m > M_CAPACITY {
        return Err(input.reject(format!(
            "the bound m within this program's capacity (0..={M_CAPACITY})"
        )));
    }
    let mut piles = Vec::new();
    input.u64s_into(&mut piles, n, "a pile v_i", 0..=u64::MAX)?;
    let c = counts(&piles, m);
    for (i, count) in [c.alice, c.bob, c.first, c.second].into_iter().enumerate() {
        if i > 0 {
            out.byte(b' ')?;
        }
        out.u64(count)?;
    }
    out.newline()?;
    input.end("nothing after the piles (the input holds one case)")
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
        assert_eq!(answer("2 2\n4 5\n"), "1 1 1 1\n");
        assert_eq!(answer("2 20\n4 5\n"), "82 82 6 230\n");
    }

    /// The first sample's note, pair by pair: (1, 1) first player, (1, 2) Alice, (2, 1) Bob,
    /// (2, 2) second player; and the second's: (7, 6) ends at once, a second player's game.
    #[test]
    fn the_samples_pairs() {
        let piles = [4, 5];
        assert_eq!(outcome(&piles, 1, 1), Outcome::Next);
        assert_eq!(outcome(&piles, 1, 2), Outcome::Left);
        assert_eq!(outcome(&piles, 2, 1), Outcome::Right);
        assert_eq!(outcome(&piles, 2, 2), Outcome::Previous);
        assert_eq!(outcome(&piles, 7, 6), Outcome::Previous);
    }

    /// The runs of [`counts`] against [`outcome`] pair by pair, for every m up to 24 on a few
    /// positions (no pile, equal piles, piles near multiples of small sums, huge piles).
    #[test]
    fn counts_add_up_the_outcomes() {
        let positions: [&[u64]; 7] = [
            &[],
            &[4, 5],
            &[7, 7],
            &[1, 2, 3, 4, 5, 6],
            &[30, 31, 59, 60, 61],
            &[MAX_CHIPS, MAX_CHIPS - 1, 1 << 62],
            &[u64::MAX, 0, 17],
        ];
        for piles in positions {
            for m in 0..=24 {
                let mut expected = Counts::default();
                for a in 1..=m {
                    for b in 1..=m {
                        match outcome(piles, a, b) {
                            Outcome::Left => expected.alice += 1,
                            Outcome::Right => expected.bob += 1,
                            Outcome::Next => expected.first += 1,
                            Outcome::Previous => expected.second += 1,
                        }
                    }
                }
                assert_eq!(counts(piles, m), expected, "{piles:?}, m {m}");
            }
        }
    }

    /// No pile: every game is a second player's. One pile of 1 with m = 1: a = b = 1, one
    /// move: the first player's.
    #[test]
    fn by_hand() {
        assert_eq!(answer("0 3\n"), "0 0 0 9\n");
        assert_eq!(answer("1 1\n1\n"), "0 0 1 0\n");
        assert_eq!(answer("1 0\n5\n"), "0 0 0 0\n");
        // A pile of 0 is nobody's: the same as no pile.
        assert_eq!(answer("2 3\n0 0\n"), "0 0 0 9\n");
    }

    /// At the capacity every count still fits, and m² is their sum.
    #[test]
    fn counts_add_up_to_m_squared_at_the_capacity() {
        let piles = [MAX_CHIPS, 3, 999_999_999_999, 12_345_678_901];
        let c = counts(&piles, M_CAPACITY);
        assert_eq!(c.alice, c.bob);
        assert_eq!(
            c.alice + c.bob + c.first + c.second,
            M_CAPACITY * M_CAPACITY
        );
    }

    #[test]
    fn past_the_capacity_and_malformed() {
        // At the capacity, one pile of 1: (1, 1) the first player's; (1, b) for b > 1 Alice's
        // (residue 1 in [1, b)), their mirrors Bob's; the (m − 1)² pairs of a, b ≥ 2 nobody's
        // to move in: the second player's.
        assert_eq!(answer("1 1000000\n1\n"), "999999 999999 1 999998000001\n");
        assert_eq!(
            answer("1 1000001\n5\n"),
            "error: line 1, column 3: expected the bound m within this program's capacity \
             (0..=1000000), found \"1000001\""
        );
        // One pile of 4 with m = 2: a = b (sums 2 and 4) leaves residue 0, nobody moves; a = 1,
        // b = 2 leaves 1 modulo 3, Alice's own; (2, 1) is its mirror image.
        assert_eq!(
            answer("1 2\n4\n5\n"),
            "1 1 0 2\nerror: line 3, column 1: expected nothing after the piles (the input \
             holds one case), found \"5\""
        );
        assert!(answer("2 2\n4\n").starts_with("error: line 3, column 1: expected a pile v_i"));
        assert!(answer("2\n").starts_with("error: line 2, column 1: expected the bound m"));
        assert!(answer("1 2\n-4\n").starts_with("error: line 2, column 1: expected a pile v_i"));
    }
}
