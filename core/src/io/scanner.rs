//! A streaming token scanner with line and column tracking.

use super::error::{Error, Position};
use std::fmt::Write as _;
use std::io::{self, BufRead};
use std::ops::RangeInclusive;

/// How many bytes of a token an error message quotes.
const SHOWN: usize = 32;

/// Reads whitespace-separated tokens from any [`BufRead`] without ever holding more than the
/// reader's buffer and one bounded token, so memory does not grow with the input.
///
/// Whitespace is any of space, `\t`, `\n`, `\r`, `\x0B`, `\x0C`. Lines end at `\n`; columns count
/// bytes from 1. Every read that can fail says what it expected and where, as an [`Error`].
#[derive(Debug)]
pub struct Scanner<R> {
    reader: R,
    /// Current line, from 1.
    line: u64,
    /// Absolute offset of the current line's first byte.
    line_start: u64,
    /// Absolute offset of the next unread byte.
    offset: u64,
    /// Where the last token started (or where input ended, after a read at the end).
    token_at: Position,
    /// The last token's first bytes, for error messages.
    shown: [u8; SHOWN],
    /// The last token's full length in bytes.
    token_len: u64,
    /// A text token's bytes, for [`Scanner::token`].
    text: Vec<u8>,
}

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// `v` for an error message, with `u64::MAX` spelled as the power it is close to.
fn bound(v: u64) -> String {
    if v == u64::MAX {
        "2^64-1".to_string()
    } else {
        v.to_string()
    }
}

impl<R: BufRead> Scanner<R> {
    /// A scanner at the start of `reader`.
    pub fn new(reader: R) -> Self {
        Scanner {
            reader,
            line: 1,
            line_start: 0,
            offset: 0,
            token_at: Position { line: 1, column: 1 },
            shown: [0; SHOWN],
            token_len: 0,
            text: Vec::new(),
        }
    }

    /// Where the last token read started (or where the input ended, if the last read found its
    /// end). O(1).
    pub fn position(&self) -> Position {
        self.token_at
    }

    /// An input error at the last token: expected `expected`, found that token.
    /// Use it for a value that parsed but breaks the problem's rules. O(1).
    pub fn reject(&self, expected: impl Into<String>) -> Error {
        Error::input(self.token_at, expected, self.found())
    }

    /// Skips whitespace and tells whether the input has no more tokens. Amortised O(whitespace).
    pub fn at_end(&mut self) -> Result<bool, Error> {
        let more = self.skip_space()?;
        if !more {
            self.token_at = self.here();
        }
        Ok(!more)
    }

    /// The next token as an unsigned number in `range`, or `None` at the end of the input.
    /// `what` names the value in the error (`a pile count`); the range is appended to it.
    /// O(token length); never allocates except for an error.
    pub fn u64_or_end(
        &mut self,
        what: &str,
        range: RangeInclusive<u64>,
    ) -> Result<Option<u64>, Error> {
        let mut value: Option<u64> = Some(0);
        let mut digits_only = true;
        let found = self.scan_token(|byte| {
            let digit = byte.wrapping_sub(b'0');
            if digit < 10 {
                value = value
                    .and_then(|v| v.checked_mul(10))
                    .and_then(|v| v.checked_add(u64::from(digit)));
            } else {
                digits_only = false;
            }
        })?;
        if !found {
            return Ok(None);
        }
        match value {
            Some(v) if digits_only && range.contains(&v) => Ok(Some(v)),
            _ => Err(self.out_of(what, &range, bound)),
        }
    }

    /// The next token as an unsigned number in `range`; the end of the input is an error.
    /// O(token length).
    pub fn u64(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        match self.u64_or_end(what, range.clone())? {
            Some(v) => Ok(v),
            None => Err(self.out_of(what, &range, bound)),
        }
    }

    /// The next token as a signed number in `range` (an optional leading `-`); the end of the
    /// input is an error. O(token length).
    pub fn i64(&mut self, what: &str, range: RangeInclusive<i64>) -> Result<i64, Error> {
        // Accumulate the magnitude as a negative number: i64::MIN has no positive twin.
        let mut value: Option<i64> = Some(0);
        let mut negative = false;
        let mut well_formed = true;
        let mut digits = 0u64;
        let mut index = 0u64;
        let found = self.scan_token(|byte| {
            let digit = byte.wrapping_sub(b'0');
            if byte == b'-' && index == 0 {
                negative = true;
            } else if digit < 10 {
                digits += 1;
                value = value
                    .and_then(|v| v.checked_mul(10))
                    .and_then(|v| v.checked_sub(i64::from(digit)));
            } else {
                well_formed = false;
            }
            index += 1;
        })?;
        let value = if negative {
            value
        } else {
            value.and_then(i64::checked_neg)
        };
        match value {
            Some(v) if found && well_formed && digits > 0 && range.contains(&v) => Ok(v),
            _ => Err(self.out_of(what, &range, |v| v.to_string())),
        }
    }

    /// The next token's bytes, or `None` at the end of the input. A token longer than `max_len`
    /// is an error naming `what` (memory stays bounded by `max_len`). O(token length).
    pub fn token(&mut self, what: &str, max_len: usize) -> Result<Option<&[u8]>, Error> {
        let mut text = std::mem::take(&mut self.text);
        text.clear();
        let found = self.scan_token(|byte| {
            if text.len() <= max_len {
                text.push(byte);
            }
        });
        self.text = text;
        if !found? {
            return Ok(None);
        }
        if self.text.len() > max_len {
            return Err(self.reject(format!("{what} (at most {max_len} bytes)")));
        }
        Ok(Some(&self.text))
    }

    /// The error for a token that is not a `what` in `range` (or for the end of the input).
    fn out_of<T: Copy>(
        &self,
        what: &str,
        range: &RangeInclusive<T>,
        show: impl Fn(T) -> String,
    ) -> Error {
        let expected = format!("{what} ({}..={})", show(*range.start()), show(*range.end()));
        Error::input(self.token_at, expected, self.found())
    }

    /// The last token for an error message: quoted and escaped, shortened if long, or
    /// `end of input`.
    fn found(&self) -> String {
        if self.token_len == 0 {
            return "end of input".to_string();
        }
        let shown = &self.shown[..(self.token_len as usize).min(SHOWN)];
        let mut text = String::from("\"");
        let _ = write!(text, "{}", shown.escape_ascii());
        if self.token_len > SHOWN as u64 {
            let _ = write!(text, "…\" ({} bytes)", self.token_len);
        } else {
            text.push('"');
        }
        text
    }

    /// The position of the next unread byte.
    fn here(&self) -> Position {
        Position {
            line: self.line,
            column: self.offset - self.line_start + 1,
        }
    }

    /// Skips whitespace; `true` if a token byte follows, `false` at the end of the input.
    fn skip_space(&mut self) -> io::Result<bool> {
        loop {
            let buffer = match self.reader.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buffer.is_empty() {
                return Ok(false);
            }
            let mut i = 0;
            while i < buffer.len() && is_space(buffer[i]) {
                if buffer[i] == b'\n' {
                    self.line += 1;
                    self.line_start = self.offset + i as u64 + 1;
                }
                i += 1;
            }
            let token_follows = i < buffer.len();
            self.offset += i as u64;
            self.reader.consume(i);
            if token_follows {
                return Ok(true);
            }
        }
    }

    /// Skips whitespace and reads one token, feeding each of its bytes to `each`; records its
    /// position and its first bytes. `false` at the end of the input.
    fn scan_token(&mut self, mut each: impl FnMut(u8)) -> io::Result<bool> {
        self.token_len = 0;
        let more = self.skip_space()?;
        self.token_at = self.here();
        if !more {
            return Ok(false);
        }
        loop {
            let buffer = match self.reader.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            let mut i = 0;
            while i < buffer.len() && !is_space(buffer[i]) {
                let byte = buffer[i];
                each(byte);
                if let Some(slot) = self.shown.get_mut(self.token_len as usize + i) {
                    *slot = byte;
                }
                i += 1;
            }
            let token_ends = i < buffer.len() || buffer.is_empty();
            self.token_len += i as u64;
            self.offset += i as u64;
            self.reader.consume(i);
            if token_ends {
                return Ok(true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufReader;

    fn scanner(text: &[u8]) -> Scanner<&[u8]> {
        Scanner::new(text)
    }

    #[test]
    fn numbers_across_any_whitespace() {
        let mut s = scanner(b" 12\t34\r\n\n 0 18446744073709551615\x0b\x0c7");
        let all = 0..=u64::MAX;
        assert_eq!(s.u64("a", all.clone()).unwrap(), 12);
        assert_eq!(s.u64("a", all.clone()).unwrap(), 34);
        assert_eq!(s.u64("a", all.clone()).unwrap(), 0);
        assert_eq!(s.position(), Position { line: 3, column: 2 });
        assert_eq!(s.u64("a", all.clone()).unwrap(), u64::MAX);
        assert_eq!(s.u64("a", all.clone()).unwrap(), 7);
        assert!(s.at_end().unwrap());
        assert_eq!(s.u64_or_end("a", all).unwrap(), None);
    }

    fn error_of<T: std::fmt::Debug>(result: Result<T, Error>) -> String {
        result.unwrap_err().to_string()
    }

    #[test]
    fn errors_name_what_where_and_what_was_found() {
        let mut s = scanner(b"5\n  x7 -3 +4 18446744073709551616 0");
        assert_eq!(s.u64("m", 1..=9).unwrap(), 5);
        assert_eq!(
            error_of(s.u64("a pile size", 1..=u64::MAX)),
            "line 2, column 3: expected a pile size (1..=2^64-1), found \"x7\""
        );
        assert_eq!(
            error_of(s.u64("n", 0..=10)),
            "line 2, column 6: expected n (0..=10), found \"-3\""
        );
        assert_eq!(
            error_of(s.u64("n", 0..=10)),
            "line 2, column 9: expected n (0..=10), found \"+4\""
        );
        assert_eq!(
            error_of(s.u64("n", 0..=u64::MAX)),
            "line 2, column 12: expected n (0..=2^64-1), found \"18446744073709551616\""
        );
        assert_eq!(
            error_of(s.u64("m", 1..=9)),
            "line 2, column 33: expected m (1..=9), found \"0\""
        );
        assert_eq!(
            error_of(s.u64("m", 1..=9)),
            "line 2, column 34: expected m (1..=9), found end of input"
        );
    }

    #[test]
    fn hostile_bytes_are_quoted_escaped_and_shortened() {
        let mut s = scanner(b"\x00\xff1");
        assert_eq!(
            error_of(s.u64("n", 0..=1)),
            "line 1, column 1: expected n (0..=1), found \"\\x00\\xff1\""
        );
        let long = vec![b'9'; 100];
        let mut s = scanner(&long);
        assert_eq!(
            error_of(s.u64("n", 0..=1)),
            format!(
                "line 1, column 1: expected n (0..=1), found \"{}…\" (100 bytes)",
                "9".repeat(32)
            )
        );
    }

    #[test]
    fn leading_zeros_are_a_number() {
        let mut s = scanner(b"0000000000000000000000000000000000000042");
        assert_eq!(s.u64("n", 0..=100).unwrap(), 42);
    }

    #[test]
    fn signed_numbers() {
        let mut s =
            scanner(b"-9223372036854775808 9223372036854775807 -0 - 5- 9223372036854775808");
        let all = i64::MIN..=i64::MAX;
        assert_eq!(s.i64("v", all.clone()).unwrap(), i64::MIN);
        assert_eq!(s.i64("v", all.clone()).unwrap(), i64::MAX);
        assert_eq!(s.i64("v", all.clone()).unwrap(), 0);
        assert!(s.i64("v", all.clone()).is_err());
        assert!(s.i64("v", all.clone()).is_err());
        assert!(s.i64("v", all.clone()).is_err());
        assert_eq!(
            error_of(s.i64("v", -5..=5)),
            "line 1, column 69: expected v (-5..=5), found end of input"
        );
    }

    #[test]
    fn text_tokens_are_bounded() {
        let mut s = scanner(b"007 1234567 ab");
        assert_eq!(s.token("a string", 6).unwrap(), Some(&b"007"[..]));
        assert_eq!(
            error_of(s.token("a string", 6)),
            "line 1, column 5: expected a string (at most 6 bytes), found \"1234567\""
        );
        assert_eq!(s.token("a string", 6).unwrap(), Some(&b"ab"[..]));
        assert_eq!(s.token("a string", 6).unwrap(), None);
        assert_eq!(
            s.reject("x").to_string(),
            "line 1, column 15: expected x, found end of input"
        );
    }

    #[test]
    fn tokens_split_across_tiny_buffers() {
        // A one-byte buffer makes every token and every newline cross a refill.
        let text = b"123 \r\n 4567\n\n89 x";
        let mut s = Scanner::new(BufReader::with_capacity(1, &text[..]));
        assert_eq!(s.u64("n", 0..=10_000).unwrap(), 123);
        assert_eq!(s.u64("n", 0..=10_000).unwrap(), 4567);
        assert_eq!(s.position(), Position { line: 2, column: 2 });
        assert_eq!(s.u64("n", 0..=10_000).unwrap(), 89);
        assert_eq!(
            error_of(s.u64("n", 0..=10_000)),
            "line 4, column 4: expected n (0..=10000), found \"x\""
        );
    }

    #[test]
    fn empty_and_blank_input_is_the_end() {
        assert!(scanner(b"").at_end().unwrap());
        let mut s = scanner(b" \n\t\r\n ");
        assert!(s.at_end().unwrap());
        assert_eq!(s.position(), Position { line: 3, column: 2 });
    }

    #[test]
    fn read_errors_pass_through() {
        struct Failing;
        impl io::Read for Failing {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
            }
        }
        let mut s = Scanner::new(BufReader::new(Failing));
        assert_eq!(error_of(s.u64("n", 0..=1)), "disk on fire");
    }
}
