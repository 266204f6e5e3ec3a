//! A fast writer for generated input text: numbers without `fmt`, a byte count, and the first
//! write error kept for the end so that generators read as plain sequences of tokens.

use std::io::{self, Write};

/// Bytes gathered before they go to the sink.
const CHUNK: usize = 1 << 20;

/// Writes tokens into a sink through a 1 MiB buffer; counts every byte. Errors are kept and
/// returned by [`Text::finish`], so the token methods cannot fail.
pub struct Text<'a> {
    sink: &'a mut dyn Write,
    buffer: Vec<u8>,
    written: u64,
    error: Option<io::Error>,
}

impl<'a> Text<'a> {
    /// A writer into `sink`.
    pub fn new(sink: &'a mut dyn Write) -> Self {
        Text {
            sink,
            buffer: Vec::with_capacity(CHUNK),
            written: 0,
            error: None,
        }
    }

    /// Bytes written so far (buffered ones included). O(1).
    pub fn len(&self) -> u64 {
        self.written
    }

    /// Whether nothing was written yet. O(1).
    pub fn is_empty(&self) -> bool {
        self.written == 0
    }

    /// Writes raw bytes. Amortised O(len).
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.buffer.extend_from_slice(bytes);
        self.written += bytes.len() as u64;
        if self.buffer.len() >= CHUNK {
            self.drain();
        }
    }

    /// Writes `value` in decimal. O(digits).
    pub fn num(&mut self, value: u64) {
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        let mut rest = value;
        loop {
            start -= 1;
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        self.bytes(&digits[start..]);
    }

    /// Writes one space. O(1).
    pub fn space(&mut self) {
        self.bytes(b" ");
    }

    /// Writes `\n`. O(1).
    pub fn newline(&mut self) {
        self.bytes(b"\n");
    }

    /// Writes `values` separated by single spaces, then `\n`. O(total digits).
    pub fn line(&mut self, values: &[u64]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.space();
            }
            self.num(v);
        }
        self.newline();
    }

    /// Writes everything buffered to the sink and flushes it; the first error met, if any.
    pub fn finish(mut self) -> io::Result<u64> {
        self.drain();
        if let Some(error) = self.error.take() {
            return Err(error);
        }
        self.sink.flush()?;
        Ok(self.written)
    }

    fn drain(&mut self) {
        if self.error.is_none() {
            if let Err(e) = self.sink.write_all(&self.buffer) {
                self.error = Some(e);
            }
        }
        self.buffer.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_counts() {
        let mut out = Vec::new();
        let mut text = Text::new(&mut out);
        assert!(text.is_empty());
        text.line(&[0, 7, 10, u64::MAX]);
        text.bytes(b"x");
        text.space();
        text.num(42);
        assert_eq!(text.len(), 32);
        assert_eq!(text.finish().unwrap(), 32);
        assert_eq!(out, b"0 7 10 18446744073709551615\nx 42");
    }

    #[test]
    fn more_than_a_chunk() {
        let mut out = Vec::new();
        let mut text = Text::new(&mut out);
        for i in 0..(CHUNK as u64) {
            text.num(i % 10);
        }
        text.finish().unwrap();
        assert_eq!(out.len(), CHUNK);
        assert!(out.starts_with(b"0123456789"));
    }
}
