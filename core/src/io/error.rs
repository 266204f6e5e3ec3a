//! The one error type of judge I/O: bad input with its place, or a failed read or write.

use std::fmt;
use std::io;

/// A place in the input: 1-based line, and 1-based column counted in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// Line number, from 1; a line ends at `\n`.
    pub line: u64,
    /// Byte offset within the line, from 1.
    pub column: u64,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// Why a run stopped early.
#[derive(Debug)]
pub enum Error {
    /// The input breaks the format or the problem's constraints.
    Input {
        /// Where the offending token starts (or where input ended).
        at: Position,
        /// What was expected there, e.g. `a pile count (1..=200000)`.
        expected: String,
        /// What was found: `end of input` or the token quoted, e.g. `"x7"`.
        found: String,
    },
    /// Reading stdin or writing stdout failed.
    Io(io::Error),
}

impl Error {
    /// An input error at `at`.
    pub fn input(at: Position, expected: impl Into<String>, found: impl Into<String>) -> Self {
        Error::Input {
            at,
            expected: expected.into(),
            found: found.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Input {
                at,
                expected,
                found,
            } => write!(f, "{at}: expected {expected}, found {found}"),
            Error::Io(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Error::Io(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_messages() {
        let at = Position { line: 3, column: 7 };
        let e = Error::input(at, "a pile size (1..=2^63)", "\"x7\"");
        assert_eq!(
            e.to_string(),
            "line 3, column 7: expected a pile size (1..=2^63), found \"x7\""
        );
        let io = Error::from(io::Error::new(io::ErrorKind::BrokenPipe, "broken pipe"));
        assert_eq!(io.to_string(), "broken pipe");
    }
}
