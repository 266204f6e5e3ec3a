//! Codeforces 603 C, Lieges of Legendre: n piles of cows and a number k; a move removes one cow
//! from a pile, or replaces a pile of 2x cows (x > 0) by k piles of x. Kevin moves first and
//! whoever cannot move loses. Print `Kevin` or `Nicky`, the winner.
//!
//! A pile is worth [`pile_value`]: a closed form by the parity of k (the README proves it), O(1)
//! for even k and O(log a) for odd k. The piles are xored as they are read: O(n log a) time,
//! O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest n (its smallest is 1): the harness's validator, generators and benchmark
/// use it; [`solve`] answers any n, 0 included (no pile: Kevin cannot move, Nicky wins).
pub const MAX_PILES: u64 = 100_000;

/// The judge's largest k (its smallest is 1): the harness uses it; [`solve`] answers any k up to
/// 2^64 − 1, and k = 0 (a split then removes the pile, worth 0 like an even k).
pub const MAX_K: u64 = 1_000_000_000;

/// The judge's largest pile (its smallest is 1): the harness uses it; [`solve`] answers any pile
/// up to 2^64 − 1, and 0 (an empty pile, worth 0).
pub const MAX_COWS: u64 = 1_000_000_000;

/// The Sprague–Grundy values of the piles 0 to 4 when k is odd; from 5 on, odd piles are worth
/// 0 and an even pile is worth 2 if its half is worth 1, else 1 (the README's proof).
const ODD_K_SMALL: [u8; 5] = [0, 1, 0, 1, 2];

/// The Sprague–Grundy value of a pile of `cows` when a split makes `k` piles.
///
/// Even k (0 included): 0, 1, 2 for piles 0, 1, 2; from 3 on, 0 for odd piles and 1 for even
/// ones. Odd k: [`ODD_K_SMALL`] below 5; from 5 on, 0 for odd piles, and for even ones 2 if half
/// the pile is worth 1, else 1, found by halving until the pile is odd or below 5 and climbing
/// back. O(1) for even k, O(log cows) for odd k; exact for every u64.
///
/// ```
/// use cf603c::pile_value;
/// // Even k: a split is worth 0 (an even number of equal piles).
/// assert_eq!([0, 1, 2, 3, 4, 5, 6].map(|a| pile_value(a, 2)), [0, 1, 2, 0, 1, 0, 1]);
/// // Odd k: a split is worth the half's value.
/// assert_eq!([0, 1, 2, 3, 4, 5, 6, 8, 16].map(|a| pile_value(a, 1)), [0, 1, 0, 1, 2, 0, 2, 1, 2]);
/// ```
pub fn pile_value(cows: u64, k: u64) -> u8 {
    if k % 2 == 0 {
        return match cows {
            0..=2 => cows as u8,
            _ => u8::from(cows % 2 == 0),
        };
    }
    let mut base = cows;
    let mut halvings = 0u32;
    while base >= 5 && base % 2 == 0 {
        base /= 2;
        halvings += 1;
    }
    let mut value = if base < 5 {
        ODD_K_SMALL[base as usize]
    } else {
        0
    };
    for _ in 0..halvings {
        value = if value == 1 { 2 } else { 1 };
    }
    value
}

/// The answer's word: `Kevin` when the first player wins, else `Nicky`.
pub fn winner(kevin: bool) -> &'static str {
    if kevin {
        "Kevin"
    } else {
        "Nicky"
    }
}

/// Solves the one case of the input: n and k, then the n piles, each xored in (by its
/// [`pile_value`]) as it is read.
///
/// n may be past the judge's [`MAX_PILES`] (nothing is kept per pile) and 0 (Nicky wins); k and
/// the piles may be any u64 (0 included). Text after the piles is an error, reported after the
/// answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("the number of piles n", 0..=u64::MAX)?;
    let k = input.u64("the number of piles k a split makes", 0..=u64::MAX)?;
    let x = input.fold_u64s(n, "a pile a_i", 0..=u64::MAX, 0u8, |x, a| {
        x ^ pile_value(a, k)
    })?;
    out.line(winner(x != 0))?;
    input.end("nothing after the piles (the input holds one case)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::transcript;
    use game_core::mex::mex;

    /// What `solve` prints for `input`, then `error: …` if it fails.
    fn answer(input: &str) -> String {
        transcript(solve, input)
    }

    #[test]
    fn the_published_samples() {
        assert_eq!(answer("2 1\n3 4\n"), "Kevin\n");
        assert_eq!(answer("1 2\n3\n"), "Nicky\n");
    }

    /// Equal values cancel: piles 1 and 3 are both worth 1 for odd k (1 xor 1 = 0, where 1 or 1
    /// would be 1), and 4 and 16 both 2.
    #[test]
    fn equal_values_cancel() {
        assert_eq!(answer("2 1\n1 3\n"), "Nicky\n");
        assert_eq!(answer("2 3\n4 16\n"), "Nicky\n");
        assert_eq!(answer("3 1\n4 16 1\n"), "Kevin\n");
    }

    /// The values straight from the rules, g(a) = mex{g(a − 1), g(a/2) if k is odd else 0 (a
    /// even)}, a table built here with core's `mex` for piles up to 4096 and both parities,
    /// against `pile_value` (the harness searches the game itself).
    #[test]
    fn pile_values_follow_the_recurrence() {
        for k in [1u64, 2, 3, 4] {
            let mut g = vec![0u8];
            for a in 1..=4096u64 {
                let mut options = vec![usize::from(g[a as usize - 1])];
                if a % 2 == 0 {
                    options.push(if k % 2 == 1 {
                        g[a as usize / 2].into()
                    } else {
                        0
                    });
                }
                g.push(mex(options) as u8);
            }
            for (a, &value) in g.iter().enumerate() {
                assert_eq!(pile_value(a as u64, k), value, "pile {a}, k {k}");
            }
        }
    }

    /// By hand, odd k: 2^62 halves down to 4 (worth 2), then climbs 60 times 2 → 1 → 2 …: an
    /// even count of climbs from 2 gives 2. 3 · 2^62 halves to 3 (worth 1): 62 climbs from 1
    /// alternate 2, 1, …, ending at 1. u64::MAX is odd: 0. Even k at the top: u64::MAX odd → 0,
    /// u64::MAX − 1 even → 1.
    #[test]
    fn values_at_the_top_of_u64() {
        assert_eq!(pile_value(1 << 62, 1), 2);
        assert_eq!(pile_value(3 << 62, 1), 1);
        assert_eq!(pile_value(u64::MAX, 1), 0);
        assert_eq!(pile_value(u64::MAX, u64::MAX), 0);
        assert_eq!(pile_value(u64::MAX, 0), 0);
        assert_eq!(pile_value(u64::MAX - 1, 0), 1);
        assert_eq!(pile_value(u64::MAX - 1, 1_000_000_000), 1);
    }

    #[test]
    fn past_the_statement_and_malformed() {
        assert_eq!(answer("0 1\n"), "Nicky\n");
        assert_eq!(answer("2 0\n0 2\n"), "Kevin\n");
        assert_eq!(
            answer("1 18446744073709551615\n18446744073709551615\n"),
            "Nicky\n"
        );
        assert_eq!(
            answer("1 1\n4\n5\n"),
            "Kevin\nerror: line 3, column 1: expected nothing after the piles (the input holds one case), found \"5\""
        );
        assert!(answer("2 1\n4\n").starts_with("error: line 3, column 1: expected a pile a_i"));
        assert!(
            answer("1\n").starts_with("error: line 2, column 1: expected the number of piles k")
        );
    }
}
