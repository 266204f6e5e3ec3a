//! Library Checker "Nim Product (F_{2^64})": for each of T pairs of nimbers A, B below 2^64,
//! print their nim product A ⊗ B (core's [`game_core::nimber::nim_product`]).
//!
//! O(T) time (a constant number of table look-ups a product); memory O(1): the pairs are read in
//! chunks into one reused buffer.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nimber::nim_product;
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): the harness's validator, generators and benchmark
/// hold to it; [`solve`] answers any T (0: nothing).
pub const MAX_PAIRS: u64 = 1_000_000;

/// Pairs read at a time: enough to amortise the bulk reads, small enough to stay in cache.
const CHUNK_PAIRS: u64 = 4096;

/// Solves the T pairs the first line announces; nothing after the last pair is read. T may
/// exceed the judge's 10^6: the pairs are read in chunks and answered as they come, so a T of
/// 10^18 allocates nothing for itself and fails where the input runs out.
///
/// O(T); memory: one buffer of [`CHUNK_PAIRS`] pairs.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let t = input.u64("a pair count T", 0..=u64::MAX)?;
    let mut values: Vec<u64> = Vec::with_capacity(2 * CHUNK_PAIRS as usize);
    let mut left = t;
    while left > 0 {
        let pairs = left.min(CHUNK_PAIRS);
        values.clear();
        let read = input.u64s_into(&mut values, 2 * pairs, "a nimber A or B", 0..=u64::MAX);
        // After an error, `values` still holds what came before it: answer those pairs first.
        for pair in values.chunks_exact(2) {
            out.u64(nim_product(pair[0], pair[1]))?;
            out.newline()?;
        }
        read?;
        left -= pairs;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn answers_across_chunk_boundaries() {
        // 2 ⊗ 2 = 3 and 3 ⊗ 3 = 2 (the field of 4 elements), alternating past one chunk.
        let t = 2 * CHUNK_PAIRS + 3;
        let mut input = format!("{t}\n");
        let mut expected = String::new();
        for i in 0..t {
            let (v, p) = if i % 2 == 0 { (2, 3) } else { (3, 2) };
            input += &format!("{v} {v}\n");
            expected += &format!("{p}\n");
        }
        assert_eq!(run_text(solve, &input), (expected, None));
    }

    #[test]
    fn a_short_input_fails_after_the_complete_pairs() {
        let (printed, error) = run_text(solve, "3\n1 1\n2 2\n4");
        assert_eq!(printed, "1\n3\n");
        assert_eq!(
            error.unwrap(),
            "line 4, column 2: expected a nimber A or B (0..=2^64-1), found end of input"
        );
    }

    #[test]
    fn more_pairs_than_the_judges() {
        // T = 10^6 + 1 (the judge's T is at most 10^6): 2 ⊗ 2 = 3 every time.
        let t = MAX_PAIRS + 1;
        let input = format!("{t}\n{}", "2 2\n".repeat(t as usize));
        assert_eq!(run_text(solve, &input), ("3\n".repeat(t as usize), None));
        // A T of 10^18 allocates nothing for itself: the one pair there is answered, then the
        // input runs out.
        let (printed, error) = run_text(solve, "1000000000000000000\n1 1\n");
        assert_eq!(printed, "1\n");
        assert_eq!(
            error.unwrap(),
            "line 3, column 1: expected a nimber A or B (0..=2^64-1), found end of input"
        );
    }
}
