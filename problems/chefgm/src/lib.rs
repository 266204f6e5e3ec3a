//! CodeChef CHEFGM Chef Game: k piles of numbers; a move picks a number of one pile and removes
//! every number of that pile greater than or equal to it. Chef Ciel moves first, after choosing
//! EVEN or ODD: she may then only pick numbers of that parity, her opponent only the others;
//! whoever cannot move loses. Per case print `EVEN` or `ODD` (the choice that wins) or
//! `DON'T PLAY` (neither does).
//!
//! Each pile is a Blue-Red Hackenbush string ([`StringSum`]): its distinct numbers in increasing
//! order, even ones blue (EVEN's), odd ones red. The piles add up to a number G; Ciel wins with
//! EVEN iff G > 0, with ODD iff G < 0, and with neither iff G = 0 ([`choice`]). O(n log n) a pile
//! of n numbers (the sort); memory: the largest pile.

#![warn(missing_docs)]

mod string_sum;

pub use string_sum::StringSum;

use game_core::io::{Error, Scanner, Writer};
use std::cmp::Ordering;
use std::io::{BufRead, Write};

/// The judge's most test cases t.
pub const MAX_TESTS: u64 = 1000;
/// The judge's most piles k in a case.
pub const MAX_PILES: u64 = 100;
/// The judge's most numbers n_i in a pile.
pub const MAX_PILE: u64 = 45;
/// The judge's largest number in a pile (they are below 2^31).
pub const MAX_NUMBER: u64 = (1 << 31) - 1;

/// What Ciel should say for a position worth `sign` (positive: EVEN's, the blue player's).
/// She moves first: with EVEN she is Left moving first, who wins a number iff it is positive;
/// with ODD she is Right moving first, who wins iff it is negative; on 0 whoever moves first
/// loses.
///
/// ```
/// use chefgm::choice;
/// use std::cmp::Ordering;
/// assert_eq!(choice(Ordering::Greater), "EVEN");
/// assert_eq!(choice(Ordering::Less), "ODD");
/// assert_eq!(choice(Ordering::Equal), "DON'T PLAY");
/// ```
pub fn choice(sign: Ordering) -> &'static str {
    match sign {
        Ordering::Greater => "EVEN",
        Ordering::Less => "ODD",
        Ordering::Equal => "DON'T PLAY",
    }
}

/// Adds the pile `numbers` to `sum` as a Blue-Red Hackenbush string: sorted and deduplicated
/// in place (equal numbers leave together, whichever is picked), then even numbers blue, odd
/// red, the smallest on the ground. O(n log n).
pub fn add_pile(sum: &mut StringSum, numbers: &mut Vec<u64>) {
    numbers.sort_unstable();
    numbers.dedup();
    sum.add_string(numbers.iter().map(|&x| x % 2 == 0));
}

/// Solves the input: t, then t cases, each a pile count k and k piles `n_i a_1 … a_{n_i}`
/// (any counts, 0 included; numbers up to 2^64 − 1; any layout). Prints one line a case:
/// `EVEN`, `ODD` or `DON'T PLAY`. O(total numbers · log(pile size)); memory: the largest pile
/// and the longest pile's digits, reused from case to case.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut sum = StringSum::default();
    let mut numbers = Vec::new();
    input.for_each_case(
        "a test count t",
        "a pile count k",
        0..=u64::MAX,
        |input, _, piles| {
            sum.clear();
            for _ in 0..piles {
                let n = input.u64("a pile size n_i", 0..=u64::MAX)?;
                numbers.clear();
                input.u64s_into(&mut numbers, n, "a number of the pile", 0..=u64::MAX)?;
                add_pile(&mut sum, &mut numbers);
            }
            out.line(choice(sum.sign()))?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample() {
        // {3, 4} is red under blue, −1/2; {4, 5} is +1/2: 0. {1, 2, 3}: −1 + 1/2 − 1/4 < 0.
        assert_eq!(
            run_text(solve, "2\n2 \n2 3 4\n2 4 5\n1\n3 1 2 3\n"),
            ("DON'T PLAY\nODD\n".to_string(), None)
        );
    }

    #[test]
    fn cases_by_hand() {
        // {2} alone: EVEN picks 2 and wins. {2, 2, 3} and {3}: the two 2s leave together, so
        // the first pile is 1/2 (not 3/2) and the second −1: ODD (picking 3 of the first pile
        // first, then 3 of the second after EVEN's only move). No pile, or empty piles: Ciel
        // cannot move. {5, 0}: 0 is even and on the ground, 5 red above it: +1/2. 2^64 − 1 is
        // odd.
        let text = format!(
            "6\n1\n1 2\n2\n3 2 2 3\n1 3\n0\n2\n0\n0\n1\n2 5 0\n1\n1 {}\n",
            u64::MAX
        );
        assert_eq!(
            run_text(solve, &text),
            (
                "EVEN\nODD\nDON'T PLAY\nDON'T PLAY\nEVEN\nODD\n".to_string(),
                None
            )
        );
    }

    #[test]
    fn the_statement_s_largest_number_is_odd() {
        // "less than 2^31": 2^31 − 1 = 2147483647, an odd number (ODD's edge), above an even one.
        assert_eq!(MAX_NUMBER, 2_147_483_647);
        let text = format!("1\n1\n2 {} {}\n", MAX_NUMBER, MAX_NUMBER - 1);
        assert_eq!(run_text(solve, &text), ("EVEN\n".to_string(), None));
    }

    #[test]
    fn bad_input() {
        assert_eq!(
            run_text(solve, "2\n1\n1 2\n1\n2 4\n"),
            (
                "EVEN\n".to_string(),
                Some(
                    "line 6, column 1: expected a number of the pile (0..=2^64-1), found end of \
                     input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n1\n1 -2\n").1.unwrap(),
            "line 3, column 3: expected a number of the pile (0..=2^64-1), found \"-2\""
        );
        assert_eq!(
            run_text(solve, "2\n0\n").1.unwrap(),
            "line 3, column 1: expected a pile count k (0..=2^64-1) for case 2 of 2, found end \
             of input"
        );
        assert_eq!(
            run_text(solve, "1\n2\n1 4\n").1.unwrap(),
            "line 4, column 1: expected a pile size n_i (0..=2^64-1), found end of input"
        );
    }
}
