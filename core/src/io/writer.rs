//! A buffered writer for answers, with integer formatting that does not go through `fmt`.

use std::io::{self, Write};

/// Bytes buffered before a write to the underlying stream.
const CAPACITY: usize = 1 << 16;

/// "00" to "99", for writing numbers two digits at a time.
const DIGIT_PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// Buffers output and writes it in large blocks; call [`Writer::flush`] at the end
/// ([`super::run`] does). Memory: a fixed 64 KiB buffer.
#[derive(Debug)]
pub struct Writer<W: Write> {
    inner: W,
    buffer: Vec<u8>,
}

impl<W: Write> Writer<W> {
    /// A writer into `inner`.
    pub fn new(inner: W) -> Self {
        Writer {
            inner,
            buffer: Vec::with_capacity(CAPACITY),
        }
    }

    /// Writes `bytes`. Amortised O(len).
    pub fn bytes(&mut self, bytes: &[u8]) -> io::Result<()> {
        if self.buffer.len() + bytes.len() > CAPACITY {
            self.flush_buffer()?;
            if bytes.len() > CAPACITY {
                return self.inner.write_all(bytes);
            }
        }
        self.buffer.extend_from_slice(bytes);
        Ok(())
    }

    /// Writes `text`. Amortised O(len).
    pub fn str(&mut self, text: &str) -> io::Result<()> {
        self.bytes(text.as_bytes())
    }

    /// Writes `text` and a newline. Amortised O(len).
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        let bytes = text.as_bytes();
        if self.buffer.len() + bytes.len() >= CAPACITY {
            self.bytes(bytes)?;
            return self.newline();
        }
        // Both into the buffer after one check of its room (the common case).
        self.buffer.extend_from_slice(bytes);
        self.buffer.push(b'\n');
        Ok(())
    }

    /// Writes one byte. Amortised O(1).
    pub fn byte(&mut self, byte: u8) -> io::Result<()> {
        self.bytes(&[byte])
    }

    /// Writes `\n`. Amortised O(1).
    pub fn newline(&mut self) -> io::Result<()> {
        self.byte(b'\n')
    }

    /// Writes `value` in decimal. O(digits), two digits per step.
    pub fn u64(&mut self, value: u64) -> io::Result<()> {
        // The digits end at `DIGITS`; the `DIGITS` bytes from the first are copied whole and the
        // buffer cut back after them: a fixed-size copy (a few moves), where one of the digits'
        // own length is a `memcpy` call (5% of hdu2177's instructions on its worst case).
        const DIGITS: usize = 20;
        let mut digits = [0u8; 2 * DIGITS];
        let mut start = DIGITS;
        let mut rest = value;
        while rest >= 100 {
            let pair = (rest % 100) as usize * 2;
            rest /= 100;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
        }
        if rest >= 10 {
            let pair = rest as usize * 2;
            start -= 2;
            digits[start..start + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
        } else {
            start -= 1;
            digits[start] = b'0' + rest as u8;
        }
        if self.buffer.len() + DIGITS > CAPACITY {
            self.flush_buffer()?;
        }
        let end = self.buffer.len() + (DIGITS - start);
        self.buffer
            .extend_from_slice(&digits[start..start + DIGITS]);
        self.buffer.truncate(end);
        Ok(())
    }

    /// Writes everything buffered and flushes the underlying stream.
    pub fn flush(&mut self) -> io::Result<()> {
        self.flush_buffer()?;
        self.inner.flush()
    }

    /// Flushes and returns the underlying stream.
    pub fn into_inner(mut self) -> io::Result<W> {
        self.flush()?;
        Ok(self.inner)
    }

    fn flush_buffer(&mut self) -> io::Result<()> {
        let result = self.inner.write_all(&self.buffer);
        self.buffer.clear();
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(f: impl FnOnce(&mut Writer<&mut Vec<u8>>) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        let mut w = Writer::new(&mut out);
        f(&mut w).unwrap();
        w.flush().unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn integers_and_text() {
        let text = written(|w| {
            for v in [0, 7, 10, 45, 99, 100, 101, 1_000_000_000, u64::MAX] {
                w.u64(v)?;
                w.byte(b' ')?;
            }
            w.str("Yes")?;
            w.newline()?;
            w.line("No")
        });
        assert_eq!(
            text,
            "0 7 10 45 99 100 101 1000000000 18446744073709551615 Yes\nNo\n"
        );
    }

    #[test]
    fn every_number_up_to_a_million_and_powers_of_ten() {
        let mut expected = String::new();
        let text = written(|w| {
            let powers = (0..20).map(|k| 10u64.pow(k));
            for v in (0..1_000_000)
                .chain(powers.clone())
                .chain(powers.map(|p| p - 1))
            {
                expected += &format!("{v}\n");
                w.u64(v)?;
                w.newline()?;
            }
            Ok(())
        });
        assert_eq!(text, expected);
    }

    /// Records the size of every write it receives.
    #[derive(Default)]
    struct Recorder {
        writes: Vec<usize>,
    }

    impl Write for Recorder {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.writes.push(bytes.len());
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn writes_whole_buffers_and_never_holds_more() {
        let mut w = Writer::new(Recorder::default());
        // Pieces that tile the buffer exactly: it is written out only when full.
        for _ in 0..3 * CAPACITY / 16 {
            w.bytes(&[b'a'; 16]).unwrap();
            assert!(w.buffer.len() <= CAPACITY);
        }
        assert_eq!(w.inner.writes, [CAPACITY, CAPACITY]);
        // A piece that fits is buffered, even right after a flush.
        w.flush().unwrap();
        w.byte(b'b').unwrap();
        w.bytes(&[b'c'; CAPACITY]).unwrap();
        assert_eq!(w.inner.writes, [CAPACITY, CAPACITY, CAPACITY, 1]);
        assert_eq!(w.buffer.len(), CAPACITY);
        // A piece larger than the buffer goes straight through, without growing the buffer.
        w.bytes(&vec![b'd'; 2 * CAPACITY + 3]).unwrap();
        assert_eq!(
            w.inner.writes,
            [CAPACITY, CAPACITY, CAPACITY, 1, CAPACITY, 2 * CAPACITY + 3]
        );
        assert!(w.buffer.is_empty() && w.buffer.capacity() <= CAPACITY);
    }

    #[test]
    fn more_than_the_buffer_in_small_and_large_pieces() {
        let big = vec![b'x'; CAPACITY * 2 + 3];
        let text = written(|w| {
            for i in 0..CAPACITY as u64 {
                w.u64(i % 10)?;
            }
            w.bytes(&big)
        });
        assert_eq!(text.len(), CAPACITY * 3 + 3);
        assert!(text.starts_with("0123456789"));
        assert!(text.ends_with("xxx"));
    }

    /// Records the length of every write it is handed.
    struct Writes(Vec<usize>);

    impl Write for Writes {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.push(bytes.len());
            Ok(bytes.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Numbers reach the stream in writes that fill the buffer to its last byte when they can:
    /// a 16-digit number then 20-digit ones fill its 65 536 bytes exactly (16 + 20 · 3276), and
    /// the next number starts a new write.
    #[test]
    fn numbers_fill_the_buffer_before_a_write() {
        let mut writer = Writer::new(Writes(Vec::new()));
        writer.u64(1_000_000_000_000_000).unwrap();
        for _ in 0..3276 + 10 {
            writer.u64(u64::MAX).unwrap();
        }
        assert_eq!(writer.into_inner().unwrap().0, [CAPACITY, 10 * 20]);
    }
}
