//! Kattis Hackenbush Purplehearts (problem E of the Kattis Hackenbush set): one Blue-Red
//! Hackenbush forest of n edges, each edge given by the edge it stands on (`-1`: the ground) and
//! its colour (`B` or `R`). Print its value, `a/2^k` in lowest terms (`a` alone for an integer,
//! `0` for zero; Blue's advantage is positive, as both samples show).
//!
//! Each edge turns the value `x` of the drawing standing on it into `(x + p) / 2^(p−1)` for a
//! blue edge (`p ≥ 1` the least integer with `x + p > 1`) and the mirror image for a red one;
//! branches side by side add. Values reach about n binary digits, so they are folded exactly
//! with [`game_core::partizan::deep`]: O(n log² n) time, O(n) memory, plus O(k²/32²) word
//! operations to print a `k`-bit numerator in decimal.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::partizan::blue_red::Colour;
use game_core::partizan::deep::{self, DeepDyadic};
use std::io::{BufRead, Write};

/// The judge's largest n, the number of edges (assumed: the set's problem B states
/// `0 ≤ n ≤ 10^5`; problem E's own bound could not be read). Used by the harness's validator,
/// generators and benchmark, not by [`solve`], which answers any n up to [`EDGE_CAPACITY`].
pub const MAX_EDGES: u64 = 100_000;

/// The largest n this program takes: the edges are numbered in 32 bits. Memory follows the edges
/// actually read, never n alone; a drawing that large takes O(n log² n) time.
pub const EDGE_CAPACITY: u64 = u32::MAX as u64;

/// The value of a drawing as the judge prints it: `a/2^k` in lowest terms, `a` alone when `k`
/// is 0 (an integer, `0` included). O(k²/32²) word operations for a `k`-bit numerator.
///
/// ```
/// use game_core::partizan::blue_red::Colour::{Blue, Red};
/// use game_core::partizan::deep::tree_value;
///
/// // Blue under red under red: 1 − 1/2 − 1/4 = 1/4.
/// let value = tree_value(&[None, Some(0), Some(1)], &[Blue, Red, Red]);
/// assert_eq!(hackenbushpurplehearts::written(&value), "1/2^2");
/// let value = tree_value(&[None, None], &[Red, Red]);
/// assert_eq!(hackenbushpurplehearts::written(&value), "-2");
/// ```
pub fn written(value: &DeepDyadic) -> String {
    match value.exponent() {
        0 => value.numerator(),
        k => format!("{}/2^{k}", value.numerator()),
    }
}

/// Reads the one drawing (n, then the n edges below, then the colours as one word) and prints
/// its value; nothing after the colours is read.
///
/// n may be 0 (no colour word follows: the value is `0`) and past the judge's [`MAX_EDGES`] up
/// to [`EDGE_CAPACITY`]. An edge below that is not `-1` or an earlier edge, or a colour word not
/// of n letters `B` and `R`, is an error at its token.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("an edge count n", 0..=EDGE_CAPACITY)? as usize;
    let mut parents = Vec::new();
    for edge in 0..n {
        // Edge edge + 1 (1-based) stands on the ground (-1) or on an edge before it.
        let below = input.i64("the edge below (-1 or an earlier edge)", -1..=edge as i64)?;
        parents.push(match below {
            -1 => None,
            0 => {
                let expected = format!("the edge below (-1, or an earlier edge 1..={edge})");
                return Err(input.reject(expected));
            }
            e => Some(e as usize - 1),
        });
    }
    let mut colours = Vec::with_capacity(n);
    if n > 0 {
        let expected = format!("{n} colours B or R");
        let read = |word: &[u8]| {
            colours.extend(word.iter().map_while(|&c| match c {
                b'B' => Some(Colour::Blue),
                b'R' => Some(Colour::Red),
                _ => None,
            }));
            colours.len() == n
        };
        if input.map_token(&expected, n, read)? != Some(true) {
            return Err(input.reject(expected));
        }
    }
    let value = deep::tree_value(&parents, &colours);
    out.line(&written(&value))?;
    Ok(())
}
