//! TODO: the judge, the problem's name, and what is printed; the complexity.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves every case of the input. TODO: read with `input` (bounded by the judge's limits,
/// written as constants here), answer with `out`.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let _ = (input, out);
    Ok(())
}
