//! Judge I/O: read tokens from a stream with line:column errors, write answers through a buffer,
//! [`run`] a problem's `solve` so that each `main.rs` is one line, and answer the commonest
//! format, cases of a count and that many numbers, with [`CaseLists`].
//!
//! The contract every problem binary keeps:
//! - tokens may be separated by any ASCII whitespace (spaces, tabs, `\r\n`, blank lines);
//! - bad input ends the run with one line on stderr, `error: line L, column C: expected …, found …`,
//!   and exit code 1;
//! - every answer written before the error is flushed to stdout first.

mod cases;
mod error;
mod scanner;
mod writer;

pub use cases::{CaseCount, CaseLists};
pub use error::{Error, Position};
pub use scanner::Scanner;
pub use writer::Writer;

use std::io::{self, BufReader, StdinLock, StdoutLock};
use std::process::ExitCode;

/// Runs `solve` over `input` in memory, as [`run`] would over stdin: returns what it printed
/// and how it ended. For tests and tools. O(input + output).
pub fn run_in_memory<'a, F>(solve: F, input: &'a [u8]) -> (String, Result<(), Error>)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Writer<Vec<u8>>) -> Result<(), Error>,
{
    let mut output = Writer::new(Vec::new());
    let solved = solve(&mut Scanner::new(input), &mut output);
    // Writing into a Vec cannot fail.
    let printed = output.into_inner().unwrap_or_default();
    (String::from_utf8_lossy(&printed).into_owned(), solved)
}

/// [`run_in_memory`] over text, with the error as the message [`run`] would print after
/// `error: `: the form a test compares. O(input + output).
///
/// ```
/// use game_core::io::{run_text, Error, Scanner, Writer};
/// fn double(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
///     let x = input.u64("a number x", 0..=9)?;
///     out.u64(2 * x)?;
///     out.newline()?;
///     Ok(())
/// }
/// assert_eq!(run_text(double, "4\n"), ("8\n".to_string(), None));
/// let (printed, error) = run_text(double, "12");
/// assert_eq!(printed, "");
/// assert_eq!(
///     error.as_deref(),
///     Some("line 1, column 1: expected a number x (0..=9), found \"12\"")
/// );
/// ```
pub fn run_text<'a, F>(solve: F, input: &'a str) -> (String, Option<String>)
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Writer<Vec<u8>>) -> Result<(), Error>,
{
    let (printed, ended) = run_in_memory(solve, input.as_bytes());
    (printed, ended.err().map(|error| error.to_string()))
}

/// [`run_text`] as one text, the form most problem tests compare: what `solve` printed, then,
/// if it failed, `error: ` and the message, as [`run`] would show stdout then stderr.
/// O(input + output).
///
/// ```
/// use game_core::io::{transcript, Error, Scanner, Writer};
/// fn halve(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
///     while let Some(x) = input.u64_or_end("an even number", 0..=99)? {
///         if x % 2 == 1 {
///             return Err(input.reject("an even number"));
///         }
///         out.u64(x / 2)?;
///         out.newline()?;
///     }
///     Ok(())
/// }
/// assert_eq!(transcript(halve, "8 4"), "4\n2\n");
/// assert_eq!(
///     transcript(halve, "6 3"),
///     "3\nerror: line 1, column 3: expected an even number, found \"3\""
/// );
/// ```
pub fn transcript<'a, F>(solve: F, input: &'a str) -> String
where
    F: FnOnce(&mut Scanner<&'a [u8]>, &mut Writer<Vec<u8>>) -> Result<(), Error>,
{
    match run_text(solve, input) {
        (printed, None) => printed,
        (printed, Some(error)) => format!("{printed}error: {error}"),
    }
}

/// Input buffer size of [`run`]: large enough that reading costs few system calls, small enough
/// to leave a judge's memory to the problem.
const INPUT_BUFFER: usize = 1 << 16;

/// Runs `solve` on stdin and stdout: flushes every answer written, then on an error prints it as
/// one line on stderr and returns a failing exit code.
///
/// Memory: a fixed 64 KiB input buffer and 64 KiB output buffer, plus what `solve` keeps.
pub fn run<F>(solve: F) -> ExitCode
where
    F: FnOnce(
        &mut Scanner<BufReader<StdinLock<'static>>>,
        &mut Writer<StdoutLock<'static>>,
    ) -> Result<(), Error>,
{
    let mut input = Scanner::new(BufReader::with_capacity(INPUT_BUFFER, io::stdin().lock()));
    let mut output = Writer::new(io::stdout().lock());
    let solved = solve(&mut input, &mut output);
    // Flush even after an error: the answers of complete cases must reach the judge.
    let flushed = output.flush().map_err(Error::from);
    match solved.and(flushed) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufRead, Write};

    /// Echoes numbers until a non-number.
    fn echo<R: BufRead, W: Write>(
        input: &mut Scanner<R>,
        out: &mut Writer<W>,
    ) -> Result<(), Error> {
        while let Some(v) = input.u64_or_end("a number", 0..=9)? {
            out.u64(v)?;
            out.newline()?;
        }
        Ok(())
    }

    #[test]
    fn in_memory_runs_keep_output_before_an_error() {
        let (printed, ended) = run_in_memory(echo, b"1 2\n3");
        assert_eq!((printed.as_str(), ended.is_ok()), ("1\n2\n3\n", true));
        let (printed, ended) = run_in_memory(echo, b"4 x");
        assert_eq!(printed, "4\n");
        assert_eq!(
            ended.unwrap_err().to_string(),
            "line 1, column 3: expected a number (0..=9), found \"x\""
        );
    }
}
