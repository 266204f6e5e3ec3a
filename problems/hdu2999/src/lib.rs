//! HDU 2999 Stone Game, Why are you always there?: a row of stones and a set of numbers; a move
//! takes k consecutive stones (adjacent, none taken before), k from the set, which may cut the
//! row in two; whoever takes the last stone wins. Per question (a row of stones) print `1` if
//! the first player wins, else `2`.
//!
//! A move on a row of L takes k ∈ S and leaves two rows i and L − k − i (either may be empty):
//! the octal game with digit 7 at every place k ∈ S, whose values core's octal engine
//! ([`game_core::octal::Values`]) computes from that code. The first player wins iff the row is
//! worth non-zero. Per set, the values are extended to the longest row asked: O(L² + L·|S|)
//! worst case for a row of L, O(1) per question after; memory O(L).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::octal::{Code, Game, Values, LEAVE_ONE, LEAVE_TWO, TAKE_ALL};
use std::io::{BufRead, Write};

/// The judge's largest set size n (assumed: see the README).
pub const MAX_SET: u64 = 100;
/// The judge's largest member of the set and longest row (assumed: see the README).
pub const MAX_STONES: u64 = 1000;
/// The judge's most questions m in a test (assumed).
pub const MAX_QUESTIONS: u64 = 1000;

/// The longest row this program answers: not the judge's limit ([`MAX_STONES`]), what it
/// tabulates. The values of one set to 10 000 stones cost some tens of milliseconds (the
/// engine's quadratic mex over the splits); a longer row is an error. A member of the set
/// larger than this is kept only as "never playable".
pub const ROW_CAPACITY: u64 = 10_000;

/// The code of the game where a move takes `k` consecutive stones for each `k` with
/// `members[k]`: digit 7 at each such place (take k, leaving nothing, one row or two). O(len).
///
/// ```
/// // {1, 2}: Kayles.
/// assert_eq!(hdu2999::row_code(&[false, true, true]).to_string(), "0.77");
/// ```
pub fn row_code(members: &[bool]) -> Code {
    let digits = members
        .iter()
        .map(|&member| {
            if member {
                TAKE_ALL | LEAVE_ONE | LEAVE_TWO
            } else {
                0
            }
        })
        .collect();
    Code::from_digits(digits)
}

/// Solves every test until the end of the input: n, the n members of the set (any order,
/// repeats allowed), m, then m rows of stones to answer. A member is at least 1; members past
/// [`ROW_CAPACITY`] are never playable and are dropped as read, so any n and m are answered
/// with memory O([`ROW_CAPACITY`]).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut members = vec![false; ROW_CAPACITY as usize + 1];
    while let Some(n) = input.u64_or_end("a set size n", 0..=u64::MAX)? {
        members.iter_mut().for_each(|m| *m = false);
        let mut largest = 0;
        for _ in 0..n {
            let k = input.u64("a member k of the set", 1..=u64::MAX)?;
            if k <= ROW_CAPACITY {
                members[k as usize] = true;
                largest = largest.max(k as usize);
            }
        }
        let mut values = Values::new(&Game::from_code(row_code(&members[..=largest])));
        let m = input.u64("a question count m", 0..=u64::MAX)?;
        for _ in 0..m {
            let row = input.u64(
                "a row of stones, up to what this program tabulates",
                0..=ROW_CAPACITY,
            )?;
            values.extend_to(row as usize + 1);
            out.line(if values.as_slice()[row as usize] != 0 {
                "1"
            } else {
                "2"
            })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn rows_by_hand() {
        // S = {2} is Dawson's Kayles shifted: rows 0..=5 are worth 0, 0, 1, 1, 2, 0.
        let text = "1 2\n6 0 1 2 3 4 5\n";
        assert_eq!(run_text(solve, text), ("2\n2\n1\n1\n1\n2\n".into(), None));
        // S = {1, 2} (Kayles, repeated and unsorted): every non-empty row is won (take the middle
        // one or two stones, then mirror), the empty row lost; S = {3}: a row of 3 is taken whole, a row of 6 splits into 0+3, 1+2, 2+1, 3+0,
        // worth 1, 0, 0, 1: mex 2, won; a row of 5: 0+2, 1+1, 2+0 all worth 0: mex 1.
        let text = "3\n2 1 2\n5 1 2 3 4 0\n1 3 3 6 5 2\n";
        let expected = "1\n1\n1\n1\n2\n1\n1\n2\n";
        assert_eq!(run_text(solve, text), (expected.into(), None));
    }

    #[test]
    fn members_and_rows_past_the_capacity() {
        // A member past the capacity is never playable: S = {10^18} answers every row 2.
        let text = "1 1000000000000000000\n2 10000 7\n";
        assert_eq!(run_text(solve, text), ("2\n2\n".into(), None));
        let (out, error) = run_text(solve, "1 1\n2 1 10001\n");
        assert_eq!(out, "1\n");
        assert!(error.is_some_and(|e| e.contains("(0..=10000), found \"10001\"")));
        let (out, error) = run_text(solve, "1 0\n1 1\n");
        assert_eq!(out, "");
        assert!(error.is_some_and(|e| e.contains("a member k of the set")));
    }
}
