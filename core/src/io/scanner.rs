//! A streaming token scanner with line and column tracking.

use super::error::{Error, Position};
use std::fmt::Write as _;
use std::io::{self, BufRead};
use std::ops::{Bound, RangeBounds, RangeInclusive};

/// How many bytes of a token an error message quotes.
const SHOWN: usize = 32;

/// Digits of a number the fast path reads: any 19 digits fit in u64 without an overflow check.
const SHORT_DIGITS: usize = 19;

/// Bytes a number's fast read ([`window_u64`]) looks at from its first digit: up to 20 digits
/// (every u64) and the whitespace after them, in three 8-byte loads.
const WINDOW: usize = 24;

/// Reads whitespace-separated tokens from any [`BufRead`] without ever holding more than the
/// reader's buffer and one bounded token, so memory does not grow with the input.
///
/// Whitespace is any of space, `\t`, `\n`, `\r`, `\x0B`, `\x0C`. Lines end at `\n`; columns count
/// bytes from 1. Every read that can fail says what it expected and where, as an [`Error`].
///
/// ```
/// use game_core::io::Scanner;
///
/// // A count, then that many piles, across any whitespace; then a bad token on line 3.
/// let mut input = Scanner::new(&b"3\n 10 20\t30\nx"[..]);
/// let n = input.u64("a pile count", 1..=100).unwrap();
/// let mut piles = Vec::new();
/// input.u64s_into(&mut piles, n, "a pile", 0..=u64::MAX).unwrap();
/// assert_eq!(piles, [10, 20, 30]);
/// let error = input.u64_or_end("a pile count", 1..=100).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "line 3, column 1: expected a pile count (1..=100), found \"x\""
/// );
///
/// // At the end of the input, `u64_or_end` answers `None` where `u64` fails.
/// let mut input = Scanner::new(&b"7 \n"[..]);
/// assert_eq!(input.u64_or_end("n", 0..=9).unwrap(), Some(7));
/// assert_eq!(input.u64_or_end("n", 0..=9).unwrap(), None);
/// assert_eq!(
///     input.u64("n", 0..=9).unwrap_err().to_string(),
///     "line 2, column 1: expected n (0..=9), found end of input"
/// );
/// ```
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
    /// The last token's first bytes, for error messages, when it was read byte by byte or as
    /// text; stale when `number` is `Some`.
    shown: [u8; SHOWN],
    /// The last token's magnitude and sign when a number's fast path read it: its bytes (an
    /// optional `-`, then digits) are spelled out again from these and `token_len` only if an
    /// error quotes it, instead of being copied for every number.
    number: Option<(u64, bool)>,
    /// The last token's full length in bytes.
    token_len: u64,
    /// A text token's bytes, for [`Scanner::token`].
    text: Vec<u8>,
}

/// Bit `b` is set for each whitespace byte `b`: `\t \n \x0B \x0C \r` and space.
const SPACE_BITS: u64 = 1 << b'\t' | 1 << b'\n' | 1 << 0x0B | 1 << 0x0C | 1 << b'\r' | 1 << b' ';

#[inline]
fn is_space(byte: u8) -> bool {
    // One compare and one bit test, where a `matches!` over six values costs several branches.
    byte <= b' ' && SPACE_BITS >> byte & 1 == 1
}

/// Skips the whitespace of `buffer` from index `pos` and returns the index of the first byte
/// that is not whitespace (`buffer.len()` if there is none), counting the lines it passes:
/// at each `\n`, `line` goes up by one and `line_start` becomes the absolute offset of the byte
/// after it, where `offset` is the absolute offset of `buffer[0]`.
///
/// The one whitespace loop of the scanner: its general, single-number and bulk paths all use it.
#[inline(always)]
fn skip_spaces(
    buffer: &[u8],
    mut pos: usize,
    offset: u64,
    line: &mut u64,
    line_start: &mut u64,
) -> usize {
    while let Some(&byte) = buffer.get(pos) {
        if !is_space(byte) {
            break;
        }
        if byte == b'\n' {
            *line += 1;
            *line_start = offset + pos as u64 + 1;
        }
        pos += 1;
    }
    pos
}

/// Counts the lines `bytes` passes, as [`skip_spaces`] does byte by byte, but in one pass that
/// the compiler vectorises: `line` goes up by the number of `\n` in `bytes`, and if there is one,
/// `line_start` becomes the absolute offset of the byte after the last, where `offset` is the
/// absolute offset of `bytes[0]`. O(bytes.len()).
#[inline]
fn count_lines(bytes: &[u8], offset: u64, line: &mut u64, line_start: &mut u64) {
    // Fewer bytes than a chunk (a short case's numbers, or the separator after the last one):
    // eight at a time in a word, where the vector loop's setup would cost more than the bytes.
    if bytes.len() < 64 {
        count_lines_by_words(bytes, offset, line, line_start);
        return;
    }
    // Counted in bytes over chunks of at most 255, which the compiler turns into byte-wide
    // vector adds (a `usize` count per byte is not vectorised as well).
    const CHUNK: usize = 255;
    let mut newlines = 0;
    // The start of the last chunk with a `\n`: the last one is searched for there only, not
    // byte by byte back from the end (a case of a thousand piles on one line is 10 KB after
    // its count's `\n`).
    let mut last_chunk = None;
    for (i, chunk) in bytes.chunks(CHUNK).enumerate() {
        let count = chunk
            .iter()
            .fold(0u8, |n, &byte| n + u8::from(byte == b'\n'));
        if count > 0 {
            newlines += u64::from(count);
            last_chunk = Some(i * CHUNK);
        }
    }
    if let Some(start) = last_chunk {
        *line += newlines;
        let chunk = &bytes[start..bytes.len().min(start + CHUNK)];
        if let Some(last) = chunk.iter().rposition(|&byte| byte == b'\n') {
            *line_start = offset + (start + last) as u64 + 1;
        }
    }
}

/// [`count_lines`] for a few bytes: eight at a time, the `\n` among them found in one word
/// (SWAR), then the last few one at a time. O(bytes.len()).
#[inline]
fn count_lines_by_words(bytes: &[u8], offset: u64, line: &mut u64, line_start: &mut u64) {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW_SEVEN: u64 = ONES * 0x7F;
    let mut words = bytes.chunks_exact(8);
    let mut at = offset;
    for word in &mut words {
        // A byte is 0 after the xor iff it was `\n`; its high bit is then set in `newlines`
        // (exactly: adding 0x7F to the low seven bits carries into no other byte).
        let x = load_eight(word) ^ (ONES * u64::from(b'\n'));
        let newlines = !((x & LOW_SEVEN).wrapping_add(LOW_SEVEN) | x) & !LOW_SEVEN;
        if newlines != 0 {
            *line += u64::from(newlines.count_ones());
            *line_start = at + u64::from(63 - newlines.leading_zeros()) / 8 + 1;
        }
        at += 8;
    }
    for (i, _) in words
        .remainder()
        .iter()
        .enumerate()
        .filter(|&(_, &byte)| byte == b'\n')
    {
        *line += 1;
        *line_start = at + i as u64 + 1;
    }
}

/// The loop of [`Scanner::u64s_into_while`]'s and [`Scanner::fold_u64s`]' fast path: from the
/// start of `buffer`, hands `take` up to `most` numbers in `range`, of at most 20 digits (at most
/// [`SHORT_DIGITS`] in the buffer's last [`WINDOW`] bytes), each followed by whitespace inside
/// `buffer`, skipping the whitespace before each. `take` keeps a number (appends it, folds it)
/// and answers `true`, or refuses it (`false`, keeping nothing). Stops at the first token it
/// cannot take whole (or that `take` refuses: left unread).
/// Returns how many it took, how many bytes it consumed (each number's separator
/// included), and the start, length and value of the last number taken. Lines are not counted
/// here, byte by byte: [`count_lines`] counts them once over the bytes consumed.
#[inline]
fn take_short_numbers(
    buffer: &[u8],
    most: u64,
    range: &RangeInclusive<u64>,
    take: &mut impl FnMut(u64) -> bool,
) -> (u64, usize, Option<(usize, usize, u64)>) {
    // The range as two bounds compared directly; an exhausted range (its end excluded) is left
    // to the general path.
    let (low, high) = (*range.start(), *range.end());
    if !matches!(range.end_bound(), Bound::Included(_)) {
        return (0, 0, None);
    }
    // How many numbers `take` kept.
    let mut read = 0u64;
    let mut pos = 0;
    // The last number taken: its start, length and value.
    let mut last = None;
    loop {
        // The common case first: a run of numbers, each one's value, length and separator from
        // one to three 8-byte loads ([`window_u64`]), and single whitespace bytes between them
        // (the `\n` of a CRLF, a second space) skipped here. The buffer's last [`WINDOW`]
        // bytes go to the path below.
        let mut rest = &buffer[pos..];
        let mut wanted = most - read;
        while let (Some(window), true) = (window_of(rest), wanted > 0) {
            if is_space(window[0]) {
                rest = &rest[1..];
                continue;
            }
            let Some((value, digits)) = window_u64(window) else {
                break;
            };
            if value < low || value > high || !take(value) {
                let consumed = buffer.len() - rest.len();
                return (read, consumed, last);
            }
            read += 1;
            wanted -= 1;
            last = Some((buffer.len() - rest.len(), digits, value));
            // Take the separator too: it is known to be whitespace.
            rest = &rest[digits + 1..];
        }
        pos = buffer.len() - rest.len();
        if read == most {
            break;
        }
        let start = pos;
        // Whitespace, a number the window does not take (it breaks the format, or is longer),
        // or the buffer's last bytes.
        let token = &buffer[start..];
        let (value, len) = leading_digits(token);
        let separated = token.get(len).is_some_and(|&byte| is_space(byte));
        if len == 0 && separated {
            // Whitespace before the token (more than the one separator taken with the number
            // before it). Lines are not counted here: `count_lines` counts them once over the
            // bytes consumed, after the loop.
            while buffer.get(pos).is_some_and(|&byte| is_space(byte)) {
                pos += 1;
            }
            continue;
        }
        if len == 0
            || len > SHORT_DIGITS
            || !separated
            || value < low
            || value > high
            || !take(value)
        {
            break;
        }
        read += 1;
        last = Some((start, len, value));
        pos = start + len + 1;
    }
    (read, pos, last)
}

/// The number at the start of `window`, the common case of every number read: its value and
/// digit count if it is 1 to 20 digits worth at most `u64::MAX` and whitespace follows it
/// (within the window); `None` otherwise, for a slower path to decide (no digit, another byte
/// after the digits, more than 20 digits, leading zeros past 20, a value past `u64::MAX`).
/// One 8-byte load for up to 7 digits (SWAR), two for 8 to 15, three for 16 to 20.
#[inline(always)]
fn window_u64(window: &[u8; WINDOW]) -> Option<(u64, usize)> {
    let word = load_eight(&window[..8]);
    let offset = word.wrapping_sub(ZEROS);
    let not_digit = non_digits(offset);
    if not_digit != 0 {
        // 1 to 7 digits (0: no number here).
        let count = (not_digit.trailing_zeros() / 8) as usize;
        let after = (word >> (8 * count)) as u8;
        if count == 0 || !is_space(after) {
            return None;
        }
        return Some((digits_value(offset << (64 - 8 * count)), count));
    }
    // Eight digits, then 0 to 7 more: the first eight need no shift.
    let high = digits_value(offset);
    let word = load_eight(&window[8..16]);
    let offset = word.wrapping_sub(ZEROS);
    let not_digit = non_digits(offset);
    if not_digit != 0 {
        let more = (not_digit.trailing_zeros() / 8) as usize;
        let after = (word >> (8 * more)) as u8;
        if !is_space(after) {
            return None;
        }
        // Shifted in two steps so that `more = 0` leaves 0, not a shift by 64.
        let low = digits_value((offset << 8) << (56 - 8 * more));
        return Some((high * POWERS_OF_TEN[more] + low, 8 + more));
    }
    // Sixteen digits, then 0 to 4 more: past 19 digits the value is checked against u64::MAX.
    let high = high * POWERS_OF_TEN[8] + digits_value(offset);
    let word = load_eight(&window[16..]);
    let offset = word.wrapping_sub(ZEROS);
    let more = (non_digits(offset).trailing_zeros() / 8) as usize;
    if more > 4 {
        return None;
    }
    let after = (word >> (8 * more)) as u8;
    if !is_space(after) {
        return None;
    }
    let low = digits_value((offset << 8) << (56 - 8 * more));
    let value = high.checked_mul(POWERS_OF_TEN[more])?.checked_add(low)?;
    Some((value, 16 + more))
}

/// The first [`WINDOW`] bytes of `bytes`, if it has that many.
#[inline(always)]
fn window_of(bytes: &[u8]) -> Option<&[u8; WINDOW]> {
    bytes
        .get(..WINDOW)
        .and_then(|window| window.try_into().ok())
}

/// Spells out a number token read by a fast path, for an error message: `-` if `negative`,
/// then `magnitude` in decimal with zeros in front up to `len` bytes in all (the token's own
/// leading zeros). `len` is at most 21 (a sign and 20 digits); the bytes are the first `len`
/// of the answer.
fn spell_number(magnitude: u64, negative: bool, len: usize) -> [u8; SHOWN] {
    let mut bytes = [b'0'; SHOWN];
    let mut rest = magnitude;
    let mut end = len;
    while rest > 0 {
        end -= 1;
        bytes[end] = b'0' + (rest % 10) as u8;
        rest /= 10;
    }
    if negative {
        bytes[0] = b'-';
    }
    bytes
}

/// Copies the first `len ≤ SHOWN` bytes of `token` into `shown`: a fixed-size copy (a couple of
/// moves, no `memcpy` call) when `token` has `SHOWN` bytes to spare, an exact one otherwise.
#[inline]
fn keep_shown(shown: &mut [u8; SHOWN], token: &[u8], len: usize) {
    match token.get(..SHOWN) {
        Some(window) => shown.copy_from_slice(window),
        None => shown[..len].copy_from_slice(&token[..len]),
    }
}

/// The value and count of the decimal digits `token` starts with, for at most
/// [`SHORT_DIGITS`] digits; a count above [`SHORT_DIGITS`] means "too long" (its value is
/// meaningless). Reads eight digits at a time where eight more bytes are available.
#[inline]
fn leading_digits(token: &[u8]) -> (u64, usize) {
    let Some(first) = token.get(..8) else {
        return digits_one_at_a_time(token, 0, 0);
    };
    let (value, digits) = eight_digits(load_eight(first));
    if digits < 8 {
        // The common case: a number of at most 7 digits and its separator in one load.
        return (value, digits);
    }
    // 8 to 15 digits (numbers up to 10^15, such as 10^9 and 2^32) take one more load: the first
    // round of `longer_digits`, written out here because the call costs more than it does
    // (callgrind: 28.5 M instructions instead of 26.4 M on 200,000 numbers of up to 10 digits,
    // even with `longer_digits` inlined).
    match token
        .get(8..16)
        .map(|second| eight_digits(load_eight(second)))
    {
        Some((low, digits)) if digits < 8 => (value * POWERS_OF_TEN[digits] + low, 8 + digits),
        _ => longer_digits(token, value),
    }
}

/// [`leading_digits`] once the first eight bytes are all digits, worth `value`: eight more
/// digits per load.
fn longer_digits(token: &[u8], mut value: u64) -> (u64, usize) {
    let mut len = 8;
    while let Some(chunk) = token.get(len..len + 8) {
        let (chunk_value, digits) = eight_digits(load_eight(chunk));
        // At most 8 + 8 + 3 digits reach here, so at most 10^19 − 1: no wrap for a short token.
        value = value
            .wrapping_mul(POWERS_OF_TEN[digits])
            .wrapping_add(chunk_value);
        len += digits;
        if digits < 8 || len > SHORT_DIGITS {
            return (value, len);
        }
    }
    digits_one_at_a_time(token, value, len)
}

/// The rest of [`leading_digits`] where fewer than eight bytes are left: one digit at a time,
/// from `len` digits worth `value`. One digit past [`SHORT_DIGITS`] is read to see that a token is
/// too long.
fn digits_one_at_a_time(token: &[u8], mut value: u64, mut len: usize) -> (u64, usize) {
    for &byte in &token[len..] {
        let digit = byte.wrapping_sub(b'0');
        if digit >= 10 || len > SHORT_DIGITS {
            break;
        }
        value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
        len += 1;
    }
    (value, len)
}

/// The number `token` starts with, for [`Scanner::short_number_in_buffer`]: its value and length
/// if it is a u64 in `range` followed by whitespace inside `token`, of 1 to 20 digits
/// ([`window_u64`]; at most [`SHORT_DIGITS`] in the last [`WINDOW`] bytes of `token`); `None`
/// otherwise (the general path decides).
#[inline(always)]
fn short_u64(token: &[u8], range: &RangeInclusive<u64>) -> Option<(u64, usize)> {
    let (value, len) = match window_of(token) {
        Some(window) => window_u64(window)?,
        None => {
            let (value, len) = leading_digits(token);
            let separated = token.get(len).is_some_and(|&byte| is_space(byte));
            if len == 0 || len > SHORT_DIGITS || !separated {
                return None;
            }
            (value, len)
        }
    };
    range.contains(&value).then_some((value, len))
}

/// The signed number `token` starts with, for [`Scanner::short_number_in_buffer`]: an optional
/// `-`, then digits as [`short_u64`] takes them, whose value is in `range`; its value and length
/// (the sign included), or `None` (the general path decides: `-` alone, `--1`, a value past
/// `i64`). Every `i64`, `i64::MIN` too, is at most 19 digits.
#[inline]
fn short_i64(token: &[u8], range: &RangeInclusive<i64>) -> Option<(i64, usize)> {
    let negative = token.first() == Some(&b'-');
    let sign = usize::from(negative);
    let (magnitude, digits) = short_u64(&token[sign..], &(0..=u64::MAX))?;
    let value = if negative {
        0i64.checked_sub_unsigned(magnitude)?
    } else {
        i64::try_from(magnitude).ok()?
    };
    range.contains(&value).then_some((value, sign + digits))
}

/// The reader's buffer, refilled if it is empty; `None` if the read was interrupted (a signal):
/// the caller tries again, or leaves it to a path that does.
#[inline(always)]
fn fill<R: BufRead>(reader: &mut R) -> io::Result<Option<&[u8]>> {
    match reader.fill_buf() {
        Ok(buffer) => Ok(Some(buffer)),
        Err(e) if e.kind() == io::ErrorKind::Interrupted => Ok(None),
        Err(e) => Err(e),
    }
}

/// Eight bytes as a little-endian u64 (the first byte lowest). `bytes` has length 8.
#[inline]
fn load_eight(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    word.copy_from_slice(bytes);
    u64::from_le_bytes(word)
}

/// 10^0 ..= 10^8.
const POWERS_OF_TEN: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

/// The value and count of the leading decimal digits among eight bytes read little-endian (the
/// first byte lowest), computed on all eight at once (SWAR).
#[inline]
fn eight_digits(chunk: u64) -> (u64, usize) {
    let offset = chunk.wrapping_sub(ZEROS);
    let digits = (non_digits(offset).trailing_zeros() / 8) as usize;
    if digits == 0 {
        return (0, 0);
    }
    // Keep the digits, moved to the high bytes (zeros in front are digits 0).
    (digits_value(offset << (8 * (8 - digits))), digits)
}

/// `b'0'` in each of eight bytes.
const ZEROS: u64 = 0x0101_0101_0101_0101 * b'0' as u64;

/// The high bit of each of the eight bytes of `offset` (eight bytes less [`ZEROS`]) that was not
/// a digit. A byte is not a digit iff its offset is negative (high bit set after the
/// subtraction) or at least 10 (high bit set after adding 0x76). Borrows and carries only start
/// at non-digit bytes and only reach later bytes, so the first flagged byte is the first
/// non-digit.
#[inline]
fn non_digits(offset: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    (offset | offset.wrapping_add(ONES * 0x76)) & (ONES * 0x80)
}

/// The value of eight digits 0–9, one a byte read little-endian (the first byte, the most
/// significant digit, lowest): pairs, quads and halves combined (SWAR). Zero bytes in front
/// are digits 0, so a number of fewer digits is shifted to the high bytes first.
#[inline]
fn digits_value(mut v: u64) -> u64 {
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF_00FF_00FF;
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_FFFF_0000_FFFF;
    v = v.wrapping_mul(10_000) + (v >> 32);
    v & 0xFFFF_FFFF
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
            number: None,
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
            // A `reject` now speaks of the end of the input, not of the token before it.
            self.token_at = self.here();
            self.token_len = 0;
        }
        Ok(!more)
    }

    /// Reads to the end of the input: a token still there is an error at it, saying that
    /// `expected` was expected (an input of one case: `the end of the input`). O(length of the
    /// rest); memory stays bounded whatever the token's length.
    ///
    /// ```
    /// use game_core::io::Scanner;
    ///
    /// let mut input = Scanner::new(&b"7 \r\n\n"[..]);
    /// assert_eq!(input.u64("n", 0..=9).unwrap(), 7);
    /// assert!(input.end("nothing more").is_ok());
    /// let mut input = Scanner::new(&b"7\n 8"[..]);
    /// assert_eq!(input.u64("n", 0..=9).unwrap(), 7);
    /// assert_eq!(
    ///     input.end("nothing more").unwrap_err().to_string(),
    ///     "line 2, column 2: expected nothing more, found \"8\""
    /// );
    /// ```
    pub fn end(&mut self, expected: &str) -> Result<(), Error> {
        if self.scan_token(|_| {})? {
            Err(self.reject(expected))
        } else {
            Ok(())
        }
    }

    /// The next token as an unsigned number in `range`, or `None` at the end of the input.
    /// `what` names the value in the error (`a pile count`); the range is appended to it.
    /// O(token length); never allocates except for an error.
    #[inline(always)]
    pub fn u64_or_end(
        &mut self,
        what: &str,
        range: RangeInclusive<u64>,
    ) -> Result<Option<u64>, Error> {
        if let Some(value) = self.short_u64_in_buffer(&range)? {
            return Ok(Some(value));
        }
        self.u64_or_end_general(what, range)
    }

    /// The general path of [`Scanner::u64_or_end`], apart so that its fast path inlines:
    /// tokens across buffer refills, long tokens, and every error. O(token length).
    #[inline(never)]
    fn u64_or_end_general(
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
    #[inline(always)]
    pub fn u64(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        match self.u64_or_end(what, range.clone())? {
            Some(v) => Ok(v),
            None => Err(self.out_of(what, &range, bound)),
        }
    }

    /// The first number of case `case` of the `cases` the input announced: the same as
    /// [`Scanner::u64`], but the end of the input there names the missing case, as in
    /// `expected a heap count N (1..=1000000) for case 3 of 3, found end of input`. O(token
    /// length).
    ///
    /// ```
    /// use game_core::io::Scanner;
    /// let mut input = Scanner::new(&b"2\n"[..]);
    /// assert_eq!(input.u64_for_case("a heap count N", 1..=9, 1, 2).unwrap(), 2);
    /// let error = input.u64_for_case("a heap count N", 1..=9, 2, 2).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "line 2, column 1: expected a heap count N (1..=9) for case 2 of 2, found end of input"
    /// );
    /// ```
    #[inline]
    pub fn u64_for_case(
        &mut self,
        what: &str,
        range: RangeInclusive<u64>,
        case: u64,
        cases: u64,
    ) -> Result<u64, Error> {
        match self.u64_or_end(what, range.clone())? {
            Some(v) => Ok(v),
            None => Err(self.missing_case(what, &range, case, cases)),
        }
    }

    /// The error of [`Scanner::u64_for_case`] at the end of the input, apart from its fast path.
    #[cold]
    fn missing_case(
        &self,
        what: &str,
        range: &RangeInclusive<u64>,
        case: u64,
        cases: u64,
    ) -> Error {
        let what = format!(
            "{what} ({}..={}) for case {case} of {cases}",
            bound(*range.start()),
            bound(*range.end())
        );
        Error::input(self.token_at, what, "end of input")
    }

    /// Reads a case count `T` (named `count`, any u64), then runs `each` once per case, in
    /// order, with this scanner, the case's number (from 1) and the case's first number (named
    /// `first`, in `range`), read as [`Scanner::u64_for_case`] reads it: the end of the input
    /// there names the missing case. Stops at the first error, `each`'s or its own. The loop
    /// of the "T cases" problems, so that each states only what is particular to it. O(T) plus
    /// what `each` costs; memory: none of its own.
    ///
    /// ```
    /// use game_core::io::{run_text, Error, Scanner, Writer};
    ///
    /// // T cases of `n` numbers: print each case's sum.
    /// fn sums(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
    ///     input.for_each_case("a case count T", "a count n", 0..=9, |input, _case, n| {
    ///         let sum = input.fold_u64s(n, "a number", 0..=9, 0, |sum, x| sum + x)?;
    ///         out.u64(sum)?;
    ///         out.newline()?;
    ///         Ok(())
    ///     })
    /// }
    /// assert_eq!(run_text(sums, "2\n2 3 4\n0\n"), ("7\n0\n".to_string(), None));
    /// let (printed, error) = run_text(sums, "3\n1 5\n");
    /// assert_eq!(printed, "5\n");
    /// assert_eq!(
    ///     error.as_deref(),
    ///     Some("line 3, column 1: expected a count n (0..=9) for case 2 of 3, found end of input")
    /// );
    /// ```
    pub fn for_each_case(
        &mut self,
        count: &str,
        first: &str,
        range: RangeInclusive<u64>,
        mut each: impl FnMut(&mut Self, u64, u64) -> Result<(), Error>,
    ) -> Result<(), Error> {
        let cases = self.u64(count, 0..=u64::MAX)?;
        for case in 1..=cases {
            let value = self.u64_for_case(first, range.clone(), case, cases)?;
            each(self, case, value)?;
        }
        Ok(())
    }

    /// Folds `count` unsigned numbers in `range` into `init` with `f`, in order, as they are
    /// parsed (by [`Scanner::u64s_into`]'s loop over the reader's buffer): no memory of its own
    /// whatever `count` says (the streaming form of "xor the values of N heaps").
    /// O(total token length); `f` is called once a number.
    ///
    /// ```
    /// use game_core::io::Scanner;
    /// let mut input = Scanner::new(&b"3 5 6"[..]);
    /// let xor = input.fold_u64s(3, "a heap", 0..=9, 0, |x, h| x ^ h).unwrap();
    /// assert_eq!(xor, 3 ^ 5 ^ 6);
    /// ```
    pub fn fold_u64s<A>(
        &mut self,
        count: u64,
        what: &str,
        range: RangeInclusive<u64>,
        init: A,
        mut f: impl FnMut(A, u64) -> A,
    ) -> Result<A, Error> {
        // Always `Some` between numbers: an `Option` so that `f` can take the value by move.
        let mut acc = Some(init);
        let mut fold = |acc: &mut Option<A>, value| *acc = acc.take().map(|a| f(a, value));
        let mut left = count;
        while left > 0 {
            // The numbers parsed straight into `f`, not gathered in a block first: 18% fewer
            // instructions on cf768e's million piles (callgrind, 67 M to 55 M). One number
            // goes straight to `u64`, whose fast path has no bulk loop to set up.
            let read = if left > 1 {
                self.short_u64s_in_buffer_while(left, &range, &mut |value| {
                    fold(&mut acc, value);
                    true
                })?
            } else {
                0
            };
            left -= read;
            if read == 0 {
                // A token across a refill, a long one, or an error: the general path.
                let value = self.u64(what, range.clone())?;
                fold(&mut acc, value);
                left -= 1;
            }
        }
        Ok(acc.expect("`fold` leaves a value"))
    }

    /// Reads `count` unsigned numbers in `range` and appends them to `values`: the same as
    /// calling [`Scanner::u64`] `count` times, but parsing every number the reader's buffer holds
    /// in one loop. Memory grows only with the numbers actually read, never with `count` alone.
    /// On an error, `values` holds every number read before it (so a caller reading in chunks
    /// can still answer the complete cases among them). O(total token length).
    pub fn u64s_into(
        &mut self,
        values: &mut Vec<u64>,
        count: u64,
        what: &str,
        range: RangeInclusive<u64>,
    ) -> Result<(), Error> {
        self.u64s_into_while(values, count, what, range, |_| true)
            .map(|_| ())
    }

    /// [`Scanner::u64s_into`] with a check of each number: `accept` sees every number in
    /// `range`, in order, and the read stops at the first one it refuses (returns `false` for).
    /// That number is then the last token read, so [`Scanner::reject`] names it at its line and
    /// column, and the answer is `Ok(false)`; `Ok(true)` once all `count` numbers are read and
    /// accepted. Only accepted numbers are appended to `values`. `accept` may be asked again
    /// about a number it refused, so refusing should change nothing. A range error comes
    /// before `accept` is asked. O(total token length), one `accept` call a number.
    ///
    /// ```
    /// use game_core::io::Scanner;
    ///
    /// // Distinct cells: the second 5 is refused, and the error names it.
    /// let mut input = Scanner::new(&b"3 5\n6 5 7"[..]);
    /// let (mut cells, mut seen) = (Vec::new(), 0u64);
    /// let distinct = |c: u64| seen & 1 << c == 0 && { seen |= 1 << c; true };
    /// assert!(!input.u64s_into_while(&mut cells, 4, "a cell", 0..=9, distinct).unwrap());
    /// assert_eq!(cells, [3, 5, 6]);
    /// assert_eq!(
    ///     input.reject("a new cell").to_string(),
    ///     "line 2, column 3: expected a new cell, found \"5\""
    /// );
    /// ```
    pub fn u64s_into_while(
        &mut self,
        values: &mut Vec<u64>,
        count: u64,
        what: &str,
        range: RangeInclusive<u64>,
        mut accept: impl FnMut(u64) -> bool,
    ) -> Result<bool, Error> {
        let mut left = count;
        while left > 0 {
            // Worked on as a local, so that its length and capacity can stay in registers; put
            // back before an error returns (it keeps the numbers read).
            let mut taken = std::mem::take(values);
            // One number goes straight to `u64`, whose fast path has no bulk loop to set up.
            let read = if left > 1 {
                self.short_u64s_in_buffer_while(left, &range, &mut |value| {
                    accept(value) && {
                        taken.push(value);
                        true
                    }
                })
            } else {
                Ok(0)
            };
            *values = taken;
            let read = read?;
            left -= read;
            if read == 0 {
                // A token across a refill, a long one, a refused one, or an error: the general
                // path.
                let value = self.u64(what, range.clone())?;
                if !accept(value) {
                    return Ok(false);
                }
                values.push(value);
                left -= 1;
            }
        }
        Ok(true)
    }

    /// The next token as a signed number in `range` (an optional leading `-`); the end of the
    /// input is an error. O(token length).
    pub fn i64(&mut self, what: &str, range: RangeInclusive<i64>) -> Result<i64, Error> {
        if let Some(value) = self.short_i64_in_buffer(&range)? {
            return Ok(value);
        }
        // The general path: tokens across buffer refills, long tokens, and every error.
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

    /// The next token passed to `f` (as [`Scanner::token`] would return it), and what `f` makes
    /// of it; `None` at the end of the input. A token longer than `max_len` is an error naming
    /// `what`. A token that ends inside the reader's buffer is given to `f` where it lies, not
    /// copied (the common case: one pass over its bytes to find its end); any other goes through
    /// [`Scanner::token`]. Either way the token is then the last one read, for
    /// [`Scanner::reject`]. O(token length).
    ///
    /// ```
    /// use game_core::io::Scanner;
    ///
    /// let mut input = Scanner::new(&b"abc\n  x1"[..]);
    /// let all_letters = |word: &[u8]| word.iter().all(u8::is_ascii_alphabetic);
    /// assert_eq!(input.map_token("a word", 10, all_letters).unwrap(), Some(true));
    /// assert_eq!(input.map_token("a word", 10, all_letters).unwrap(), Some(false));
    /// assert_eq!(
    ///     input.reject("a word of letters").to_string(),
    ///     "line 2, column 3: expected a word of letters, found \"x1\""
    /// );
    /// assert_eq!(input.map_token("a word", 10, all_letters).unwrap(), None);
    /// ```
    pub fn map_token<T>(
        &mut self,
        what: &str,
        max_len: usize,
        f: impl FnOnce(&[u8]) -> T,
    ) -> Result<Option<T>, Error> {
        if let Some(buffer) = fill(&mut self.reader)? {
            let start = skip_spaces(buffer, 0, self.offset, &mut self.line, &mut self.line_start);
            let token = &buffer[start..];
            // The token's length, if whitespace ends it inside the buffer.
            let len = token.iter().position(|&byte| is_space(byte));
            if let Some(len) = len.filter(|&len| len > 0 && len <= max_len) {
                self.token_at = Position {
                    line: self.line,
                    column: self.offset + start as u64 - self.line_start + 1,
                };
                self.token_len = len as u64;
                keep_shown(&mut self.shown, token, len);
                self.number = None;
                let mapped = f(&token[..len]);
                self.offset += (start + len) as u64;
                self.reader.consume(start + len);
                return Ok(Some(mapped));
            }
            self.offset += start as u64;
            self.reader.consume(start);
        }
        // A token across a refill, a long one, the end of the input, or an interrupted read:
        // the general path.
        self.token(what, max_len).map(|token| token.map(f))
    }

    /// The fast path of [`Scanner::u64_or_end`]: [`short_u64`] over the reader's buffer.
    #[inline(always)]
    fn short_u64_in_buffer(&mut self, range: &RangeInclusive<u64>) -> io::Result<Option<u64>> {
        // Inlined, as the whole fast path is: a call costs more than the number it reads.
        self.short_number_in_buffer(
            #[inline(always)]
            |token| short_u64(token, range).map(|(v, len)| (v, len, v)),
        )
    }

    /// The fast path of [`Scanner::i64`]: [`short_i64`] over the reader's buffer.
    #[inline]
    fn short_i64_in_buffer(&mut self, range: &RangeInclusive<i64>) -> io::Result<Option<i64>> {
        self.short_number_in_buffer(|token| {
            short_i64(token, range).map(|(v, len)| (v, len, v.unsigned_abs()))
        })
    }

    /// The fast path of [`Scanner::u64_or_end`] and [`Scanner::i64`], one pass over the
    /// reader's buffer: skips the whitespace in it, and if `parse` takes the next token's start
    /// (a value, the token's length and the value's magnitude, for an error to spell it out: from
    /// [`short_u64`], [`short_i64`], which see that whitespace follows the token inside the
    /// buffer), consumes and returns that value. Otherwise returns `None` with only
    /// whitespace consumed (or nothing, after an interrupted read), for the general path to read
    /// the token.
    #[inline(always)]
    fn short_number_in_buffer<T>(
        &mut self,
        parse: impl FnOnce(&[u8]) -> Option<(T, usize, u64)>,
    ) -> io::Result<Option<T>> {
        let Some(buffer) = fill(&mut self.reader)? else {
            return Ok(None);
        };
        let start = skip_spaces(buffer, 0, self.offset, &mut self.line, &mut self.line_start);
        let token = &buffer[start..];
        let Some((value, len, magnitude)) = parse(token) else {
            self.offset += start as u64;
            self.reader.consume(start);
            return Ok(None);
        };
        self.token_at = Position {
            line: self.line,
            column: self.offset + start as u64 - self.line_start + 1,
        };
        self.token_len = len as u64;
        // Kept as a number, spelled out only if an error quotes it.
        self.number = Some((magnitude, token.first() == Some(&b'-')));
        self.offset += (start + len) as u64;
        self.reader.consume(start + len);
        Ok(Some(value))
    }

    /// The fast path of [`Scanner::u64s_into_while`] and [`Scanner::fold_u64s`]: hands `take` up
    /// to `most` short numbers in `range` from the reader's buffer, as
    /// [`Scanner::short_number_in_buffer`] reads one, stopping at the first token it cannot take
    /// whole, at the first `take` refuses (`false`: left unread), or at an interrupted read.
    /// Returns how many `take` kept.
    fn short_u64s_in_buffer_while(
        &mut self,
        most: u64,
        range: &RangeInclusive<u64>,
        take: &mut impl FnMut(u64) -> bool,
    ) -> io::Result<u64> {
        let Some(buffer) = fill(&mut self.reader)? else {
            return Ok(0);
        };
        let (read, pos, last) = take_short_numbers(buffer, most, range, take);
        let (mut line, mut line_start) = (self.line, self.line_start);
        // The lines up to the last token taken, for its position; then the rest consumed.
        let mut counted = 0;
        if let Some((start, len, value)) = last {
            count_lines(&buffer[..start], self.offset, &mut line, &mut line_start);
            counted = start;
            self.token_at = Position {
                line,
                column: self.offset + start as u64 - line_start + 1,
            };
            self.token_len = len as u64;
            self.number = Some((value, false));
        }
        // After the last token taken, usually only its digits and one separator.
        let rest_offset = self.offset + counted as u64;
        count_lines(
            &buffer[counted..pos],
            rest_offset,
            &mut line,
            &mut line_start,
        );
        self.line = line;
        self.line_start = line_start;
        self.offset += pos as u64;
        self.reader.consume(pos);
        Ok(read)
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
        let spelled;
        let shown = match self.number {
            Some((magnitude, negative)) => {
                spelled = spell_number(magnitude, negative, self.token_len as usize);
                &spelled
            }
            None => &self.shown,
        };
        let shown = &shown[..(self.token_len as usize).min(SHOWN)];
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
            let Some(buffer) = fill(&mut self.reader)? else {
                continue;
            };
            if buffer.is_empty() {
                return Ok(false);
            }
            let i = skip_spaces(buffer, 0, self.offset, &mut self.line, &mut self.line_start);
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
        self.number = None;
        let more = self.skip_space()?;
        self.token_at = self.here();
        if !more {
            return Ok(false);
        }
        loop {
            let Some(buffer) = fill(&mut self.reader)? else {
                continue;
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

    impl<R: BufRead> Scanner<R> {
        /// The fast path of [`Scanner::u64s_into`], every number accepted.
        fn short_u64s_in_buffer(
            &mut self,
            values: &mut Vec<u64>,
            most: u64,
            range: &RangeInclusive<u64>,
        ) -> io::Result<u64> {
            self.short_u64s_in_buffer_while(most, range, &mut |value| {
                values.push(value);
                true
            })
        }
    }

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
    fn end_takes_only_whitespace() {
        let mut s = scanner(b"5 \t\r\n\n");
        assert_eq!(s.u64("n", 0..=9).unwrap(), 5);
        assert!(s.end("nothing").is_ok());
        assert!(scanner(b"").end("nothing").is_ok());
        let mut s = scanner(b"5\n\n  x");
        assert_eq!(s.u64("n", 0..=9).unwrap(), 5);
        assert_eq!(
            error_of(s.end("nothing more")),
            "line 3, column 3: expected nothing more, found \"x\""
        );
        let long = [b'9'; 100];
        assert_eq!(
            error_of(scanner(&long).end("nothing")),
            format!(
                "line 1, column 1: expected nothing, found \"{}…\" (100 bytes)",
                "9".repeat(SHOWN)
            )
        );
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
        // 32 bytes are shown whole; one more is shortened.
        let exact = vec![b'7'; 32];
        assert_eq!(
            error_of(scanner(&exact).u64("n", 0..=1)),
            format!(
                "line 1, column 1: expected n (0..=1), found \"{}\"",
                "7".repeat(32)
            )
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
    fn leading_digits_agree_with_one_at_a_time() {
        let by_one = |token: &[u8]| {
            let len = token.iter().take_while(|b| b.is_ascii_digit()).count();
            let value = token[..len.min(SHORT_DIGITS)]
                .iter()
                .fold(0u64, |v, b| v * 10 + u64::from(b - b'0'));
            (value, len)
        };
        let mut cases: Vec<Vec<u8>> = Vec::new();
        // Every byte that is not a digit ends a number, wherever it falls in an 8-byte load.
        let mut tails: Vec<Vec<u8>> = (0..=255u8)
            .filter(|b| !b.is_ascii_digit())
            .map(|b| vec![b])
            .collect();
        tails.push(b"".to_vec());
        tails.push(b"12345678 9".to_vec());
        for digits in 0..=22 {
            for tail in &tails {
                let mut token: Vec<u8> = (0..digits).map(|i| b"9081726354"[i % 10]).collect();
                token.extend_from_slice(tail);
                token.extend_from_slice(b"        ");
                cases.push(token);
            }
        }
        cases.push(b"18446744073709551615 ".to_vec());
        cases.push(b"0000000000000000001 ".to_vec());
        for token in &cases {
            let (value, len) = leading_digits(token);
            let (expected_value, expected_len) = by_one(token);
            if expected_len <= SHORT_DIGITS {
                assert_eq!((value, len), (expected_value, expected_len), "{token:?}");
            } else {
                assert!(len > SHORT_DIGITS, "{token:?}");
            }
        }
    }

    #[test]
    fn the_fast_path_takes_a_short_number_and_leaves_the_rest_to_the_general_path() {
        let all = 0..=u64::MAX;
        let mut s = scanner(b" \n 42 1x 99");
        assert_eq!(s.short_u64_in_buffer(&all).unwrap(), Some(42));
        assert_eq!(s.position(), Position { line: 2, column: 2 });
        // `1x` is no number: only the space before it is taken.
        assert_eq!(s.short_u64_in_buffer(&all).unwrap(), None);
        assert_eq!(s.here(), Position { line: 2, column: 5 });
        assert!(s.u64("n", all.clone()).is_err());
        // A token at the end of the buffer may go on after a refill: the general path's.
        assert_eq!(s.short_u64_in_buffer(&all).unwrap(), None);
        assert_eq!(s.u64("n", all.clone()).unwrap(), 99);
        // Out of range, or too long: declined, then an error from the general path.
        let mut s = scanner(b"7 99999999999999999999 ");
        assert_eq!(s.short_u64_in_buffer(&(0..=5)).unwrap(), None);
        assert_eq!(s.short_u64_in_buffer(&(0..=9)).unwrap(), Some(7));
        assert_eq!(s.short_u64_in_buffer(&all).unwrap(), None);
        assert!(s.u64("n", all).is_err());
    }

    /// Tokens taken where they lie keep the offset: a second token on the same line, and an
    /// error at it, are placed by the bytes the first one consumed.
    #[test]
    fn map_token_keeps_columns_along_a_line() {
        let mut s = scanner(b"ab  cd x");
        assert_eq!(s.map_token("a word", 8, <[u8]>::len).unwrap(), Some(2));
        assert_eq!(
            s.map_token("a word", 8, <[u8]>::to_vec).unwrap(),
            Some(b"cd".to_vec())
        );
        assert_eq!(
            s.reject("a longer word").to_string(),
            "line 1, column 5: expected a longer word, found \"cd\""
        );
    }

    /// A bulk read whose last newline lies 400 bytes before the end of what it consumed: the
    /// column of what follows counts from that newline. `1`, a newline, then 200 `2 ` on line 2
    /// (400 bytes), then `x` at column 401.
    #[test]
    fn a_newline_chunks_before_the_end_of_a_bulk_read_still_starts_the_line() {
        let text = format!("1\n{}x", "2 ".repeat(200));
        let mut s = scanner(text.as_bytes());
        let mut values = Vec::new();
        let error = s.u64s_into(&mut values, 202, "n", 0..=9).unwrap_err();
        assert_eq!(values.len(), 201);
        assert_eq!(
            error.to_string(),
            "line 2, column 401: expected n (0..=9), found \"x\""
        );
    }

    #[test]
    fn the_bulk_fast_path_takes_every_short_number_the_buffer_holds() {
        let all = 0..=u64::MAX;
        // Newlines right after numbers: the bulk path takes them as separators.
        let text = b"12 345\n1234567890123456789\t0\n\n7 8 9 18446744073709551616 5x";
        let mut s = scanner(text);
        let mut values = Vec::new();
        // At most `most`, then on from where it stopped, line and column kept across newlines.
        assert_eq!(s.short_u64s_in_buffer(&mut values, 3, &all).unwrap(), 3);
        assert_eq!(s.position(), Position { line: 2, column: 1 });
        assert_eq!(s.short_u64s_in_buffer(&mut values, 100, &all).unwrap(), 4);
        assert_eq!(values, [12, 345, 1234567890123456789, 0, 7, 8, 9]);
        assert_eq!(s.position(), Position { line: 4, column: 5 });
        // 20 digits is past the fast path: the general path finds it too large.
        assert_eq!(s.short_u64s_in_buffer(&mut values, 100, &all).unwrap(), 0);
        assert_eq!(
            error_of(s.u64("n", all.clone())),
            "line 4, column 7: expected n (0..=2^64-1), found \"18446744073709551616\""
        );
        // `5x`: the byte after the digits is no separator.
        assert_eq!(s.short_u64s_in_buffer(&mut values, 100, &all).unwrap(), 0);
        assert_eq!(values.len(), 7);
        // Out of range: not taken.
        let mut s = scanner(b"3 4 ");
        assert_eq!(
            s.short_u64s_in_buffer(&mut values, 100, &(3..=3)).unwrap(),
            1
        );
        assert_eq!(
            s.short_u64s_in_buffer(&mut values, 100, &(0..=3)).unwrap(),
            0
        );
        assert_eq!(s.here(), Position { line: 1, column: 3 });
    }

    #[test]
    fn bulk_reads_match_one_at_a_time_across_refills_and_errors() {
        let text = b"12 345\r\n 6789012345678\t0 18446744073709551615\n\n7 8 x 9";
        for capacity in [1, 2, 3, 5, 8, 13, 64] {
            let mut bulk = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let mut values = Vec::new();
            bulk.u64s_into(&mut values, 7, "n", 0..=u64::MAX).unwrap();
            assert_eq!(values, [12, 345, 6789012345678, 0, u64::MAX, 7, 8]);
            assert_eq!(bulk.position(), Position { line: 4, column: 3 });
            assert_eq!(
                error_of(bulk.u64s_into(&mut values, 2, "n", 0..=u64::MAX)),
                "line 4, column 5: expected n (0..=2^64-1), found \"x\""
            );
            // `fold_u64s` sees the same numbers in order (a list: an accumulator moved, not
            // copied), stops at the same place and fails the same way.
            let mut folded = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let push = |mut list: Vec<u64>, value| {
                list.push(value);
                list
            };
            let list = folded.fold_u64s(7, "n", 0..=u64::MAX, Vec::new(), push);
            assert_eq!(list.unwrap(), [12, 345, 6789012345678, 0, u64::MAX, 7, 8]);
            assert_eq!(folded.position(), Position { line: 4, column: 3 });
            assert_eq!(
                error_of(folded.fold_u64s(2, "n", 0..=u64::MAX, 0, |sum, value| sum + value)),
                "line 4, column 5: expected n (0..=2^64-1), found \"x\""
            );
        }
        let mut ranged = scanner(b"1 2 3 40 5 ");
        let mut values = Vec::new();
        assert_eq!(
            error_of(ranged.u64s_into(&mut values, 5, "a pile", 1..=9)),
            "line 1, column 7: expected a pile (1..=9), found \"40\""
        );
        assert_eq!(values, [1, 2, 3]);
        let mut huge = scanner(b"5 6");
        assert!(huge.u64s_into(&mut values, u64::MAX, "n", 0..=9).is_err());
        assert_eq!(values.len(), 5);
    }

    #[test]
    fn mapped_tokens_match_copied_tokens_on_every_path() {
        // Tokens read in place (a large buffer) or across refills (tiny ones): the same bytes,
        // positions, errors and last token as `token`.
        let text = b"abc \r\n\tde\x00f\n\n  ghijklmnop q";
        for capacity in [1, 2, 3, 5, 8, 13, 64] {
            let mut s = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let mut seen = Vec::new();
            for _ in 0..2 {
                seen.push(s.map_token("w", 9, <[u8]>::to_vec).unwrap().unwrap());
            }
            assert_eq!(seen, [&b"abc"[..], b"de\x00f"], "capacity {capacity}");
            assert_eq!(
                s.reject("letters").to_string(),
                "line 2, column 2: expected letters, found \"de\\x00f\""
            );
            // Ten bytes, one past `max_len`: the error names the whole token.
            assert_eq!(
                error_of(s.map_token("a word", 9, |_| ())),
                "line 4, column 3: expected a word (at most 9 bytes), found \"ghijklmnop\""
            );
            // The last token, at the very end (no whitespace after it), then the end.
            assert_eq!(s.map_token("w", 9, <[u8]>::len).unwrap(), Some(1));
            assert_eq!(
                s.position(),
                Position {
                    line: 4,
                    column: 14
                }
            );
            assert_eq!(s.map_token("w", 9, <[u8]>::len).unwrap(), None);
            assert_eq!(
                s.reject("w").to_string(),
                "line 4, column 15: expected w, found end of input"
            );
        }
        // A long token read in place is shown shortened, as by `token`.
        let long = [&[b'x'; 40][..], b" "].concat();
        let mut s = scanner(&long);
        assert_eq!(s.map_token("w", 100, <[u8]>::len).unwrap(), Some(40));
        assert_eq!(
            s.reject("w").to_string(),
            format!(
                "line 1, column 1: expected w, found \"{}…\" (40 bytes)",
                "x".repeat(32)
            )
        );
    }

    #[test]
    fn a_refused_number_is_the_last_token_on_every_path() {
        // Distinct numbers: the second 12 (line 3, column 2) is refused, on the fast path (a
        // large buffer), on the general path (tiny buffers: tokens across refills) and between.
        let text = b"12 345\r\n 6789012345678\t0\n\t12 7 8";
        for capacity in [1, 2, 3, 5, 8, 13, 64] {
            let mut s = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let mut seen = Vec::new();
            let mut asked = 0;
            let mut values = Vec::new();
            let distinct = |v: u64| {
                asked += 1;
                !seen.contains(&v) && {
                    seen.push(v);
                    true
                }
            };
            let done = s.u64s_into_while(&mut values, 6, "n", 0..=u64::MAX, distinct);
            assert!(!done.unwrap(), "capacity {capacity}");
            assert_eq!(values, [12, 345, 6789012345678, 0]);
            assert!(asked >= 5);
            assert_eq!(
                s.reject("a new n").to_string(),
                "line 3, column 2: expected a new n, found \"12\""
            );
            // The refused token is consumed: the next read is the one after it.
            assert_eq!(s.u64("n", 0..=9).unwrap(), 7);
            // All accepted: `true`, the same as `u64s_into`.
            let mut rest = Vec::new();
            assert!(s
                .u64s_into_while(&mut rest, 1, "n", 0..=9, |_| true)
                .unwrap());
            assert_eq!(rest, [8]);
        }
        // A range error comes first: `accept` never sees 40.
        let mut s = scanner(b"1 40 ");
        let mut values = Vec::new();
        let result = s.u64s_into_while(&mut values, 2, "a pile", 1..=9, |v| {
            assert!(v < 10);
            true
        });
        assert_eq!(
            error_of(result),
            "line 1, column 3: expected a pile (1..=9), found \"40\""
        );
        assert_eq!(values, [1]);
        // Refusing the first number reads it and appends nothing.
        let mut s = scanner(b"\n 5 6");
        assert!(!s
            .u64s_into_while(&mut values, 2, "n", 0..=9, |v| v != 5)
            .unwrap());
        assert_eq!(values, [1]);
        assert_eq!(
            s.reject("not 5").to_string(),
            "line 2, column 2: expected not 5, found \"5\""
        );
    }

    #[test]
    fn the_sixteen_byte_loop_takes_every_length_to_fifteen_digits() {
        // Every length 1..=19 with each separator, and sixteen bytes to spare after each
        // number, so the 16-byte loop meets all of them: 1 to 7 digits from one load, 8 to 15
        // from two (8: the second load has no digit), 16 and more left to the general path.
        // Digits 9 then 8, 7, … so that a wrong power of ten or shift shows.
        let mut text = Vec::new();
        let mut expected = Vec::new();
        for len in 1..=19usize {
            let digits: String = (0..len)
                .map(|i| char::from(b'9' - (i % 10) as u8))
                .collect();
            expected.push(digits.parse::<u64>().unwrap());
            text.extend(digits.as_bytes());
            text.push([b' ', b'\n', b'\t', b'\r'][len % 4]);
        }
        text.extend(b"0 ".repeat(8));
        let mut s = scanner(&text);
        let mut values = Vec::new();
        s.u64s_into(&mut values, 19, "n", 0..=u64::MAX).unwrap();
        assert_eq!(values, expected);
        // The 19th number starts on line 6 (a `\n` after lengths 1, 5, 9, 13 and 17; `\r` is
        // no line end), after the 18 digits of the 18th number and its tab: column 20.
        assert_eq!(
            s.position(),
            Position {
                line: 6,
                column: 20
            }
        );
        // A bad byte right after 8 to 15 digits, with bytes to spare: the numbers before it
        // are taken and the error names the whole token.
        for len in 8..=15 {
            let mut text = b"1 ".to_vec();
            text.extend("7".repeat(len).as_bytes());
            text.extend(b"x 1 2 3 4 5 6 7 8 9");
            let mut s = scanner(&text);
            let mut values = Vec::new();
            assert_eq!(
                s.short_u64s_in_buffer(&mut values, 5, &(0..=u64::MAX))
                    .unwrap(),
                1
            );
            assert_eq!(
                error_of(s.u64s_into(&mut values, 4, "n", 0..=u64::MAX)),
                format!(
                    "line 1, column 3: expected n (0..=2^64-1), found \"{}x\"",
                    "7".repeat(len)
                )
            );
        }
        // Out of range after two loads: 10^9 + 1 against 1..=10^9.
        let mut s = scanner(b"1000000000 1000000001 1 2 3 4 5 6 7 ");
        let mut values = Vec::new();
        assert_eq!(
            error_of(s.u64s_into(&mut values, 3, "n", 1..=1_000_000_000)),
            "line 1, column 12: expected n (1..=1000000000), found \"1000000001\""
        );
        assert_eq!(values, [1_000_000_000]);
    }

    #[test]
    fn bulk_reads_count_lines_over_long_runs_and_any_layout() {
        // Numbers of every length the bulk loop treats apart (1–7 digits from one load, 8 and
        // more from two, and the last bytes of the buffer), separated by runs of each
        // whitespace byte, with 300 and 600 newlines between them (a line count past u8).
        let mut text = b"1 22\t333\r\n4444   55555\x0b666666\x0c7777777 88888888\n".to_vec();
        text.extend(b"\n".repeat(300));
        text.extend(b" \t 123456789012345 \r\n9");
        text.extend(b"\n".repeat(600));
        text.extend(b"   12 x");
        let expected = [
            1,
            22,
            333,
            4444,
            55555,
            666666,
            7777777,
            88888888,
            123456789012345,
            9,
            12,
        ];
        for capacity in [1, 2, 7, 8, 9, 16, 100, 1 << 16] {
            let mut bulk = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let mut values = Vec::new();
            bulk.u64s_into(&mut values, 9, "n", 0..=u64::MAX).unwrap();
            assert_eq!(values, expected[..9], "capacity {capacity}");
            // The last number taken, of 15 digits, is the one a `reject` quotes.
            assert_eq!(
                bulk.reject("m").to_string(),
                "line 303, column 4: expected m, found \"123456789012345\""
            );
            assert_eq!(
                bulk.position(),
                Position {
                    line: 303,
                    column: 4
                }
            );
            bulk.u64s_into(&mut values, 2, "n", 0..=u64::MAX).unwrap();
            assert_eq!(values, expected, "capacity {capacity}");
            assert_eq!(
                bulk.position(),
                Position {
                    line: 904,
                    column: 4
                }
            );
            assert_eq!(
                error_of(bulk.u64("n", 0..=9)),
                "line 904, column 7: expected n (0..=9), found \"x\""
            );
        }
    }

    #[test]
    fn bulk_reads_count_the_lines_after_the_last_number_taken() {
        // The bulk loop takes 5, then skips the blank lines after it and stops at `x`: those
        // lines come after the last number taken, and are counted all the same.
        for capacity in [1, 3, 64] {
            let text = b"4 5\n\n \n  x";
            let mut s = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let mut values = Vec::new();
            assert_eq!(
                error_of(s.u64s_into(&mut values, 3, "n", 0..=9)),
                "line 4, column 3: expected n (0..=9), found \"x\""
            );
            assert_eq!(values, [4, 5]);
        }
        let mut s = scanner(b"4 5\n\n \n  x");
        let mut values = Vec::new();
        assert_eq!(s.short_u64s_in_buffer(&mut values, 3, &(0..=9)).unwrap(), 2);
        assert_eq!(s.position(), Position { line: 1, column: 3 });
        assert_eq!(s.here(), Position { line: 4, column: 3 });
    }

    #[test]
    fn the_bulk_loop_stops_at_a_bad_token_with_bytes_to_spare() {
        // Each bad token has eight or more bytes from its start, so the 8-byte path meets it:
        // out of range, a letter after the digits, a letter alone. The numbers before it are
        // taken, the whitespace before it consumed, and the error names it.
        let cases: [(&[u8], &str); 3] = [
            (
                b"1 2\n3 40 5 6 7 8 9 ",
                "line 2, column 3: expected n (1..=9), found \"40\"",
            ),
            (
                b"1 2\n3 4x 5 6 7 8 9 ",
                "line 2, column 3: expected n (1..=9), found \"4x\"",
            ),
            (
                b"1 2\n3  x 5 6 7 8 9 ",
                "line 2, column 4: expected n (1..=9), found \"x\"",
            ),
        ];
        for (text, error) in cases {
            let mut s = scanner(text);
            // Numbers already in the Vec are kept, and not counted as read.
            let mut values = vec![7];
            assert_eq!(s.short_u64s_in_buffer(&mut values, 9, &(1..=9)).unwrap(), 3);
            assert_eq!(values, [7, 1, 2, 3]);
            assert_eq!(s.position(), Position { line: 2, column: 1 });
            assert_eq!(error_of(s.u64("n", 1..=9)), error);
        }
    }

    #[test]
    fn the_bulk_loop_takes_no_more_than_asked() {
        // Short numbers with bytes to spare after each: the 8-byte path must stop at `most`.
        let text = b"1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9 ";
        for most in [0, 1, 2, 5] {
            let mut s = scanner(text);
            let mut values = vec![7];
            let read = s.short_u64s_in_buffer(&mut values, most, &(0..=9)).unwrap();
            assert_eq!(read, most);
            assert_eq!(values.len() as u64, most + 1);
            assert_eq!(s.here().column, 2 * most + 1);
        }
        // The same on the path for longer numbers: each is taken with its separator.
        let mut s = scanner(b"12345678 123456789 1");
        let mut values = Vec::new();
        assert_eq!(
            s.short_u64s_in_buffer(&mut values, 1, &(0..=u64::MAX))
                .unwrap(),
            1
        );
        assert_eq!(s.here().column, 10);
        assert_eq!(
            s.short_u64s_in_buffer(&mut values, 1, &(0..=u64::MAX))
                .unwrap(),
            1
        );
        assert_eq!(s.here().column, 20);
        assert_eq!(values, [12345678, 123456789]);
    }

    #[test]
    fn a_bulk_read_that_takes_nothing_leaves_the_last_token_as_it_was() {
        // `5` is read; the bulk path then meets a bad token (with eight bytes to spare: a
        // letter after a digit, a number out of range, a letter alone) and takes nothing: the
        // last token is still `5`, for `reject`.
        for text in [&b"5 4x234567 "[..], b"5 12 3456789 ", b"5 x1234567 "] {
            let mut s = scanner(text);
            assert_eq!(s.u64("n", 0..=9).unwrap(), 5);
            let mut values = Vec::new();
            assert_eq!(s.short_u64s_in_buffer(&mut values, 3, &(0..=9)).unwrap(), 0);
            assert_eq!(s.position(), Position { line: 1, column: 1 }, "{text:?}");
            assert_eq!(
                s.reject("m").to_string(),
                "line 1, column 1: expected m, found \"5\""
            );
        }
    }

    #[test]
    fn bulk_reads_keep_an_exhausted_range_exclusive() {
        // An exhausted `RangeInclusive` no longer contains its end: the bulk loop leaves it to
        // the general path, which agrees with `contains`.
        let mut exhausted = 0..=3u64;
        exhausted.by_ref().for_each(drop);
        assert!(!exhausted.contains(&3));
        let mut s = scanner(b"3 4 ");
        let mut values = Vec::new();
        assert_eq!(
            s.short_u64s_in_buffer(&mut values, 100, &exhausted)
                .unwrap(),
            0
        );
        assert!(s.u64s_into(&mut values, 1, "n", exhausted).is_err());
        assert!(values.is_empty());
        // 3..=3 itself is the range of one value.
        let mut s = scanner(b"3 3 4 ");
        assert_eq!(
            s.short_u64s_in_buffer(&mut values, 100, &(3..=3)).unwrap(),
            2
        );
        assert_eq!(values, [3, 3]);
    }

    #[test]
    fn reject_quotes_the_last_token_on_every_path() {
        let mut s = scanner(b"17 4 5 6 \n");
        assert_eq!(s.u64("n", 0..=99).unwrap(), 17);
        assert_eq!(
            s.reject("x").to_string(),
            "line 1, column 1: expected x, found \"17\""
        );
        let mut values = Vec::new();
        s.u64s_into(&mut values, 3, "n", 0..=99).unwrap();
        assert_eq!(
            s.reject("y").to_string(),
            "line 1, column 8: expected y, found \"6\""
        );
        let mut slow = scanner(b"123");
        assert_eq!(slow.u64("n", 0..=999).unwrap(), 123);
        assert_eq!(
            slow.reject("z").to_string(),
            "line 1, column 1: expected z, found \"123\""
        );
    }

    /// Numbers of 16 to 20 digits are read by the window's third load: every u64, with leading
    /// zeros up to 20 digits; one past `u64::MAX`, or 21 digits, go to the general path, which
    /// names them. Checked against a one-byte buffer (the general path only).
    #[test]
    fn twenty_digit_numbers_are_read_whole_on_the_fast_path() {
        let tokens = [
            "1234567890123456",
            "12345678901234567",
            "123456789012345678",
            "1234567890123456789",
            "12345678901234567890",
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999",
            "00000000000000000042",
            "000000000000000000042",
            "1234567890123456789x",
        ];
        let expected: [Result<u64, &str>; 11] = [
            Ok(1234567890123456),
            Ok(12345678901234567),
            Ok(123456789012345678),
            Ok(1234567890123456789),
            Ok(12345678901234567890),
            Ok(u64::MAX),
            Err("line 2, column 2: expected n (0..=2^64-1), found \"18446744073709551616\""),
            Err("line 2, column 2: expected n (0..=2^64-1), found \"99999999999999999999\""),
            Ok(42),
            Ok(42),
            Err("line 2, column 2: expected n (0..=2^64-1), found \"1234567890123456789x\""),
        ];
        for (token, expected) in tokens.iter().zip(expected) {
            // Thirty bytes after the token: the window has its 24 bytes.
            let text = format!("7\n {token} 5{}", " ".repeat(30));
            let read = |capacity: usize| {
                let mut s = Scanner::new(BufReader::with_capacity(capacity, text.as_bytes()));
                assert_eq!(s.u64("n", 0..=9).unwrap(), 7);
                let value = s.u64("n", 0..=u64::MAX).map_err(|e| e.to_string());
                let quoted = s.reject("m").to_string();
                (value, quoted, s.position())
            };
            let (value, quoted, at) = read(1 << 16);
            assert_eq!(value, expected.map_err(str::to_string), "{token}");
            assert_eq!((value.clone(), quoted.clone(), at), read(1), "{token}");
            if value.is_ok() {
                // The number's bytes are spelled out again, leading zeros and all.
                assert_eq!(
                    quoted,
                    format!("line 2, column 2: expected m, found \"{token}\"")
                );
            }
        }
        // The same numbers in a bulk read.
        let text = format!("{} x{}", tokens[..6].join("\n"), " ".repeat(30));
        let mut s = scanner(text.as_bytes());
        let mut values = Vec::new();
        s.u64s_into(&mut values, 6, "n", 0..=u64::MAX).unwrap();
        assert_eq!(values[4..], [12345678901234567890, u64::MAX]);
        assert_eq!(
            s.reject("m").to_string(),
            "line 6, column 1: expected m, found \"18446744073709551615\""
        );
    }

    /// A number read by a fast path is quoted by `reject` from its value and length: the same
    /// bytes as the general path (a one-byte buffer) copies, for signs and leading zeros.
    #[test]
    fn spelled_numbers_quote_the_bytes_read() {
        let signed = [
            "0",
            "-0",
            "007",
            "-007",
            "-9223372036854775808",
            "9223372036854775807",
        ];
        for token in signed {
            let text = format!("{token} 1{}", " ".repeat(30));
            let quote = |capacity: usize| {
                let mut s = Scanner::new(BufReader::with_capacity(capacity, text.as_bytes()));
                s.i64("v", i64::MIN..=i64::MAX).unwrap();
                s.reject("w").to_string()
            };
            assert_eq!(
                quote(1 << 16),
                format!("line 1, column 1: expected w, found \"{token}\"")
            );
            assert_eq!(quote(1 << 16), quote(1), "{token}");
        }
        for token in [
            "0",
            "0000000000000000000",
            "0000000000000000000000000000042",
        ] {
            let text = format!("{token} 1{}", " ".repeat(30));
            let mut s = scanner(text.as_bytes());
            s.u64("n", 0..=99).unwrap();
            assert_eq!(
                s.reject("w").to_string(),
                format!("line 1, column 1: expected w, found \"{token}\"")
            );
        }
    }

    /// Every buffer capacity from 1 to past the input, so that each refill falls at each byte:
    /// a token across a refill, an error right after one, CRLF line ends split between two
    /// buffers, and columns after a long line give the same values, positions and messages as
    /// one large buffer, on the single, bulk and folding reads.
    #[test]
    fn refills_at_every_byte_change_nothing() {
        let long_line = format!("{}\r\n", "123456 ".repeat(40));
        let text = format!(
            "3\r\n12 345\r\n{long_line}\r\n  6789012345678 18446744073709551615\r\n\t7 x9 8"
        );
        let read = |capacity: usize| {
            let mut s = Scanner::new(BufReader::with_capacity(capacity, text.as_bytes()));
            let mut seen = Vec::new();
            let n = s.u64("n", 0..=9).unwrap();
            seen.push(format!("{n} at {}", s.position()));
            let sum = s.fold_u64s(2, "a", 0..=999, 0, |sum, v| sum + v).unwrap();
            seen.push(format!("{sum} at {} {}", s.position(), s.reject("r")));
            let mut values = Vec::new();
            s.u64s_into(&mut values, 40, "b", 0..=999_999).unwrap();
            seen.push(format!(
                "{} at {} {}",
                values.len(),
                s.position(),
                s.reject("r")
            ));
            values.clear();
            s.u64s_into(&mut values, 2, "c", 0..=u64::MAX).unwrap();
            seen.push(format!("{values:?} at {} {}", s.position(), s.reject("r")));
            let one = s.fold_u64s(1, "d", 0..=9, 0, |_, v| v).unwrap();
            seen.push(format!("{one} at {}", s.position()));
            seen.push(s.u64("e", 0..=9).unwrap_err().to_string());
            seen
        };
        let whole = read(1 << 16);
        assert_eq!(
            whole,
            [
                "3 at line 1, column 1",
                "357 at line 2, column 4 line 2, column 4: expected r, found \"345\"",
                "40 at line 3, column 274 line 3, column 274: expected r, found \"123456\"",
                "[6789012345678, 18446744073709551615] at line 5, column 17 \
                 line 5, column 17: expected r, found \"18446744073709551615\"",
                "7 at line 6, column 2",
                "line 6, column 4: expected e (0..=9), found \"x9\"",
            ]
        );
        for capacity in 1..text.len() + 2 {
            assert_eq!(read(capacity), whole, "capacity {capacity}");
        }
    }

    /// The one-number read of `u64s_into_while` (no bulk loop) refuses and names a number as
    /// the bulk loop does.
    #[test]
    fn a_single_number_read_refuses_and_names_it() {
        let mut s = scanner(b"4\n 5 6");
        let mut values = Vec::new();
        assert!(s
            .u64s_into_while(&mut values, 1, "n", 0..=9, |v| v == 4)
            .unwrap());
        assert!(!s
            .u64s_into_while(&mut values, 1, "n", 0..=9, |v| v == 4)
            .unwrap());
        assert_eq!(values, [4]);
        assert_eq!(
            s.reject("four").to_string(),
            "line 2, column 2: expected four, found \"5\""
        );
        assert_eq!(
            error_of(s.fold_u64s(1, "n", 0..=5, 0, |a, v| a + v)),
            "line 2, column 4: expected n (0..=5), found \"6\""
        );
    }

    /// `count_lines` (by words under 64 bytes, by chunks above) agrees with a count byte by
    /// byte, for every length to 300 and newlines at every place in a word, alone and in runs,
    /// next to bytes one away from `\n` (`\t`, `\x0B`) and high bytes.
    #[test]
    fn lines_counted_by_words_and_chunks_agree_with_bytes() {
        let by_bytes = |bytes: &[u8]| {
            let (mut line, mut line_start) = (1, 7);
            for (i, &byte) in bytes.iter().enumerate() {
                if byte == b'\n' {
                    line += 1;
                    line_start = 100 + i as u64 + 1;
                }
            }
            (line, line_start)
        };
        let fill = [b'\t', 0x0B, 0x8A, 0xFF, b'7', 0];
        for len in 0..300usize {
            for pattern in 0..12usize {
                let bytes: Vec<u8> = (0..len)
                    .map(|i| match (i * 7 + pattern) % (pattern + 2) {
                        0 => b'\n',
                        k => fill[k % fill.len()],
                    })
                    .collect();
                let (mut line, mut line_start) = (1, 7);
                count_lines(&bytes, 100, &mut line, &mut line_start);
                assert_eq!((line, line_start), by_bytes(&bytes), "{len} {pattern}");
            }
        }
    }

    #[test]
    fn whitespace_is_exactly_the_six_bytes() {
        for byte in 0..=255u8 {
            let expected = matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C);
            assert_eq!(is_space(byte), expected, "{byte:#x}");
        }
    }

    #[test]
    fn leading_zeros_are_a_number() {
        let mut s = scanner(b"0000000000000000000000000000000000000042");
        assert_eq!(s.u64("n", 0..=100).unwrap(), 42);
    }

    #[test]
    fn the_bytes_next_to_the_digits_are_not_digits_on_the_general_path() {
        // `/` and `:` are the neighbours of `0` and `9`; a one-byte buffer forces every token
        // through the general path.
        for text in [&b"1:"[..], b"1/", b":1", b"/1", b"-1:"] {
            let mut s = Scanner::new(BufReader::with_capacity(1, text));
            assert!(s.u64("n", 0..=u64::MAX).is_err(), "{text:?}");
            let mut s = Scanner::new(BufReader::with_capacity(1, text));
            assert!(s.i64("n", i64::MIN..=i64::MAX).is_err(), "{text:?}");
        }
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

    /// Every signed token read by `i64` with a large buffer (the fast path first) and with a
    /// one-byte buffer (the general path only): the same value, or the same error at the same
    /// line and column, then the same next token.
    #[test]
    fn signed_numbers_agree_on_the_fast_and_the_general_path() {
        let tokens = [
            "0",
            "-0",
            "7",
            "-7",
            "-",
            "--1",
            "1-",
            "-x",
            "x",
            "+5",
            "-1-",
            "5x",
            "-5x",
            "12345678",
            "-12345678",
            "123456789012345",
            "-123456789012345",
            "9223372036854775807",
            "-9223372036854775808",
            "9223372036854775808",
            "-9223372036854775809",
            "9999999999999999999",
            "-9999999999999999999",
            "18446744073709551616",
            "-18446744073709551616",
            "0000000000000000001",
            "-0000000000000000001",
            "00000000000000000000000000042",
            "-00000000000000000000000000042",
            "-99999999999999999999999999999999999999",
        ];
        let ranges = [i64::MIN..=i64::MAX, -5..=5, 0..=i64::MAX, i64::MIN..=-1];
        for token in tokens {
            for range in &ranges {
                let text = format!(" \n\t{token} \n  -3");
                let read = |capacity: usize| {
                    let mut s = Scanner::new(BufReader::with_capacity(capacity, text.as_bytes()));
                    let first = s.i64("v", range.clone()).map_err(|e| e.to_string());
                    let at = s.position();
                    let next = s.i64("w", -9..=9).map_err(|e| e.to_string());
                    (first, at, next, s.position())
                };
                assert_eq!(read(1 << 16), read(1), "{token:?} in {range:?}");
            }
        }
    }

    #[test]
    fn the_signed_fast_path_takes_every_i64_and_its_errors_stay_where_they_were() {
        let all = i64::MIN..=i64::MAX;
        let text = b"-9223372036854775808 9223372036854775807\n -0 -12 ";
        let mut s = scanner(text);
        assert_eq!(s.short_i64_in_buffer(&all).unwrap(), Some(i64::MIN));
        assert_eq!(
            s.reject("x").to_string(),
            "line 1, column 1: expected x, found \"-9223372036854775808\""
        );
        assert_eq!(s.short_i64_in_buffer(&all).unwrap(), Some(i64::MAX));
        assert_eq!(
            s.position(),
            Position {
                line: 1,
                column: 22
            }
        );
        assert_eq!(s.short_i64_in_buffer(&all).unwrap(), Some(0));
        assert_eq!(
            s.reject("y").to_string(),
            "line 2, column 2: expected y, found \"-0\""
        );
        // Out of range: declined with the whitespace before it taken, then the general path's
        // error names the token.
        assert_eq!(s.short_i64_in_buffer(&(-5..=5)).unwrap(), None);
        assert_eq!(s.here(), Position { line: 2, column: 5 });
        assert_eq!(
            error_of(s.i64("v", -5..=5)),
            "line 2, column 5: expected v (-5..=5), found \"-12\""
        );
        // Each malformed token is declined by the fast path and named by the general one.
        let cases: [(&[u8], &str); 8] = [
            (
                b"\n - 1",
                "line 2, column 2: expected v (-9..=9), found \"-\"",
            ),
            (
                b"--1 ",
                "line 1, column 1: expected v (-9..=9), found \"--1\"",
            ),
            (
                b"  1- ",
                "line 1, column 3: expected v (-9..=9), found \"1-\"",
            ),
            (
                b"-x ",
                "line 1, column 1: expected v (-9..=9), found \"-x\"",
            ),
            (
                b"-1x ",
                "line 1, column 1: expected v (-9..=9), found \"-1x\"",
            ),
            (
                b"\n\n10 ",
                "line 3, column 1: expected v (-9..=9), found \"10\"",
            ),
            (
                b"9223372036854775808 ",
                "line 1, column 1: expected v (-9..=9), found \"9223372036854775808\"",
            ),
            (
                b"-9223372036854775809 ",
                "line 1, column 1: expected v (-9..=9), found \"-9223372036854775809\"",
            ),
        ];
        for (text, error) in cases {
            let mut s = scanner(text);
            assert_eq!(s.short_i64_in_buffer(&(-9..=9)).unwrap(), None, "{text:?}");
            assert_eq!(error_of(s.i64("v", -9..=9)), error);
        }
        // The whole range's both ends, and one past each, with a one-value range.
        let mut s = scanner(b"-3 -3 -2 -4 ");
        assert_eq!(s.short_i64_in_buffer(&(-3..=-3)).unwrap(), Some(-3));
        assert_eq!(s.short_i64_in_buffer(&(-3..=-2)).unwrap(), Some(-3));
        assert_eq!(s.short_i64_in_buffer(&(-4..=-3)).unwrap(), None);
        assert_eq!(s.i64("v", -2..=-2).unwrap(), -2);
        assert_eq!(s.short_i64_in_buffer(&(-3..=-2)).unwrap(), None);
        // A token at the end of the buffer may go on after a refill: the general path's.
        let mut s = scanner(b"-12");
        assert_eq!(s.short_i64_in_buffer(&all).unwrap(), None);
        assert_eq!(s.i64("v", all).unwrap(), -12);
    }

    #[test]
    fn signed_numbers_split_across_refills_keep_values_and_places() {
        let text = b"-1 22\r\n-333 -4444\n\n\t-9223372036854775808 55555 - 7";
        for capacity in [1, 2, 3, 4, 5, 7, 8, 16, 64] {
            let mut s = Scanner::new(BufReader::with_capacity(capacity, &text[..]));
            let all = i64::MIN..=i64::MAX;
            let mut values = Vec::new();
            for _ in 0..6 {
                values.push(s.i64("v", all.clone()).unwrap());
            }
            assert_eq!(
                values,
                [-1, 22, -333, -4444, i64::MIN, 55555],
                "capacity {capacity}"
            );
            assert_eq!(
                s.reject("x").to_string(),
                "line 4, column 23: expected x, found \"55555\"",
                "capacity {capacity}"
            );
            assert_eq!(
                error_of(s.i64("v", all)),
                "line 4, column 29: expected v (-9223372036854775808..=9223372036854775807), \
                 found \"-\"",
                "capacity {capacity}"
            );
        }
    }

    /// `for_each_case` reads the count, then each case's first number, and hands the rest to
    /// the closure; its errors, and the closure's, stop the run where they occur.
    #[test]
    fn for_each_case_reads_the_count_then_each_case_first_number() {
        // Each case: `n`, then n numbers; the closure keeps (case, n, the numbers).
        let read = |text: &str| {
            let mut s = scanner(text.as_bytes());
            let mut seen = Vec::new();
            let ended = s.for_each_case("a count T", "a length n", 0..=3, |s, case, n| {
                let mut values = Vec::new();
                s.u64s_into(&mut values, n, "a value", 0..=9)?;
                seen.push((case, n, values));
                Ok(())
            });
            (seen, ended.map_err(|e| e.to_string()))
        };
        let (seen, ended) = read("3\n2 7 8\n0\n1 9\n");
        assert_eq!(seen, [(1, 2, vec![7, 8]), (2, 0, vec![]), (3, 1, vec![9])]);
        assert!(ended.is_ok());
        // No cases: nothing after the count is read.
        assert_eq!(read("0 x"), (vec![], Ok(())));
        // The count itself, a missing case, a first number out of range, the closure's error.
        assert_eq!(
            read("x").1.unwrap_err(),
            "line 1, column 1: expected a count T (0..=2^64-1), found \"x\""
        );
        assert_eq!(
            read("").1.unwrap_err(),
            "line 1, column 1: expected a count T (0..=2^64-1), found end of input"
        );
        let (seen, ended) = read("2\n1 5\n");
        assert_eq!(seen, [(1, 1, vec![5])]);
        assert_eq!(
            ended.unwrap_err(),
            "line 3, column 1: expected a length n (0..=3) for case 2 of 2, found end of input"
        );
        let (seen, ended) = read("2\n0\n 4 1 2 3 4");
        assert_eq!(seen, [(1, 0, vec![])]);
        assert_eq!(
            ended.unwrap_err(),
            "line 3, column 2: expected a length n (0..=3), found \"4\""
        );
        let (seen, ended) = read("2 1 x 1 1");
        assert!(seen.is_empty());
        assert_eq!(
            ended.unwrap_err(),
            "line 1, column 5: expected a value (0..=9), found \"x\""
        );
    }

    #[test]
    fn text_tokens_are_bounded() {
        let mut s = scanner(b"007 123 1234567 ab");
        assert_eq!(s.token("a string", 6).unwrap(), Some(&b"007"[..]));
        assert_eq!(s.token("a string", 3).unwrap(), Some(&b"123"[..]));
        assert_eq!(
            error_of(s.token("a string", 6)),
            "line 1, column 9: expected a string (at most 6 bytes), found \"1234567\""
        );
        assert_eq!(s.token("a string", 6).unwrap(), Some(&b"ab"[..]));
        assert_eq!(s.token("a string", 6).unwrap(), None);
        assert_eq!(
            s.reject("x").to_string(),
            "line 1, column 19: expected x, found end of input"
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
    fn reject_after_the_end_names_the_end() {
        // Found by fuzzing (fuzz/regressions/scanner/at-end-then-reject).
        let mut s = scanner(b"5");
        assert_eq!(s.u64("n", 0..=9).unwrap(), 5);
        assert!(s.at_end().unwrap());
        assert_eq!(
            s.reject("x").to_string(),
            "line 1, column 2: expected x, found end of input"
        );
    }

    #[test]
    fn empty_and_blank_input_is_the_end() {
        assert!(scanner(b"").at_end().unwrap());
        let mut s = scanner(b" \n\t\r\n ");
        assert!(s.at_end().unwrap());
        assert_eq!(s.position(), Position { line: 3, column: 2 });
    }

    /// A reader that plays a script of reads (each some bytes or an error kind), then ends.
    struct Scripted(Vec<Result<&'static [u8], io::ErrorKind>>);

    impl io::Read for Scripted {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Ok(0);
            }
            match self.0.remove(0) {
                Ok(bytes) => {
                    buf[..bytes.len()].copy_from_slice(bytes);
                    Ok(bytes.len())
                }
                Err(kind) => Err(io::Error::new(kind, "disk on fire")),
            }
        }
    }

    fn scripted(script: Vec<Result<&'static [u8], io::ErrorKind>>) -> Scanner<BufReader<Scripted>> {
        Scanner::new(BufReader::new(Scripted(script)))
    }

    #[test]
    fn interrupted_reads_are_retried_on_every_path() {
        use io::ErrorKind::Interrupted;
        // An interruption before a token (fast path), inside one (general path), and between
        // tokens (skipping whitespace).
        let script = vec![
            Err(Interrupted),
            Ok(&b"1"[..]),
            Err(Interrupted),
            Ok(b"2 \n"),
            Err(Interrupted),
            Ok(b" 3"),
        ];
        let mut s = scripted(script);
        assert_eq!(s.u64("n", 0..=99).unwrap(), 12);
        assert_eq!(s.u64("n", 0..=99).unwrap(), 3);
        assert!(s.at_end().unwrap());
    }

    #[test]
    fn read_errors_pass_through() {
        let fire = io::ErrorKind::Other;
        // At the first read, inside a token, and between tokens: the error, never the end.
        for script in [
            vec![Err(fire)],
            vec![Ok(&b"1"[..]), Err(fire)],
            vec![Ok(&b"1 "[..]), Err(fire)],
        ] {
            let mut s = scripted(script);
            let first = s.u64("n", 0..=1);
            let error = first.and_then(|_| s.u64("n", 0..=1));
            assert_eq!(error_of(error), "disk on fire");
        }
    }

    /// The bulk loop's last number taken is the scanner's last token: a check made after the
    /// read (a crate's "that pile is too large") names it. Every number here is taken by the
    /// fast path (sixteen bytes follow each), which stops because three were asked for.
    #[test]
    fn reject_after_a_bulk_read_names_the_last_number_taken() {
        let mut input = Scanner::new(&b"1 22\n333 4444 55555 666666 7777777 88888888\n"[..]);
        let mut values = Vec::new();
        input
            .u64s_into(&mut values, 3, "a number", 0..=u64::MAX)
            .unwrap();
        assert_eq!(values, [1, 22, 333]);
        assert_eq!(
            input.reject("a smaller number").to_string(),
            "line 2, column 1: expected a smaller number, found \"333\""
        );
    }
}
