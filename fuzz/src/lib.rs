//! Properties the fuzz targets check, shared by every target (see `FUZZING.md`).
//!
//! - [`check_solve`]: one problem's `solve` over arbitrary bytes.
//! - [`check_scanner`]: the scanner against a small reference model, over arbitrary bytes and an
//!   arbitrary sequence of reads.

use game_core::io::{Error, Position, Scanner, Writer};
use std::fmt::Write as _;
use std::io::BufReader;
use std::ops::RangeInclusive;

/// The reader every target scans: a `BufReader` over the input bytes, so that the buffer size
/// (and so which tokens cross a refill) can be chosen.
pub type Input<'a> = Scanner<BufReader<&'a [u8]>>;
/// The writer every target writes answers to.
pub type Output<'a> = Writer<&'a mut Vec<u8>>;

/// Buffer sizes each problem input is solved with: the whole input in one buffer (the fast
/// paths), one byte (every token and every newline crosses a refill), and an odd size.
const CAPACITIES: [usize; 3] = [0, 1, 7];

/// Whitespace exactly as the scanner defines it.
pub fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// The 1-based line and byte column of `offset` in `data`.
pub fn position_of(data: &[u8], offset: usize) -> Position {
    let before = &data[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count() as u64;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    Position {
        line,
        column: (offset - line_start) as u64 + 1,
    }
}

/// The byte offset of `at` in `data`, if `at` names a place in it (the end counts).
pub fn offset_of(data: &[u8], at: Position) -> Option<usize> {
    if at.line == 0 || at.column == 0 {
        return None;
    }
    let mut line_start = 0usize;
    for _ in 1..at.line {
        let newline = data[line_start..].iter().position(|&b| b == b'\n')?;
        line_start += newline + 1;
    }
    let line_end = data[line_start..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(data.len(), |i| line_start + i);
    let offset = line_start.checked_add(usize::try_from(at.column - 1).ok()?)?;
    // The column may name the line's `\n` (or the end of the input), never beyond.
    (offset <= line_end).then_some(offset)
}

/// How an error message shows the token starting at `offset`: quoted, escaped and shortened like
/// the scanner does, or `end of input`.
pub fn found_at(data: &[u8], offset: usize) -> String {
    let len = data[offset..]
        .iter()
        .position(|&b| is_space(b))
        .unwrap_or(data.len() - offset);
    if len == 0 {
        return "end of input".to_string();
    }
    let token = &data[offset..offset + len];
    let mut text = String::from("\"");
    let _ = write!(text, "{}", token[..len.min(32)].escape_ascii());
    if len > 32 {
        let _ = write!(text, "…\" ({len} bytes)");
    } else {
        text.push('"');
    }
    text
}

/// Runs `solve` on `data` read through a buffer of `capacity` bytes (0: all of `data`), and
/// returns what it wrote (flushed, even after an error) and its result.
pub fn run_solve<F>(data: &[u8], capacity: usize, solve: &F) -> (Vec<u8>, Result<(), Error>)
where
    F: Fn(&mut Input<'_>, &mut Output<'_>) -> Result<(), Error>,
{
    let capacity = if capacity == 0 {
        data.len().max(1)
    } else {
        capacity
    };
    let mut out = Vec::new();
    let result = {
        let mut input = Scanner::new(BufReader::with_capacity(capacity, data));
        let mut writer = Writer::new(&mut out);
        let solved = solve(&mut input, &mut writer);
        let flushed = writer.flush().map_err(Error::from);
        solved.and(flushed)
    };
    (out, result)
}

/// Output is UTF-8 text of complete lines: empty, or ending in `\n`.
fn assert_lines(data: &[u8], out: &[u8]) {
    assert!(
        std::str::from_utf8(out).is_ok(),
        "output is not UTF-8 for input {data:?}"
    );
    assert!(
        out.is_empty() || out.ends_with(b"\n"),
        "output ends in an incomplete line for input {data:?}: {:?}",
        String::from_utf8_lossy(out)
    );
}

/// The properties of one problem's `solve` on arbitrary bytes `data`:
///
/// 1. no panic (the fuzzer's harness catches it), no hang (`-timeout`), bounded memory
///    (`-rss_limit_mb`, `-malloc_limit_mb`);
/// 2. the same output and the same result (same error message) whatever the reader's buffer
///    size: the whole input, 1 byte, 7 bytes;
/// 3. the output, also the output printed before an error, is UTF-8 made of complete `\n`-ended
///    lines;
/// 4. an error is an input error (never I/O: reading a slice and writing a `Vec` cannot fail),
///    rendered as one line `line L, column C: expected …, found …`, where `L:C` names a place in
///    the input that starts a token (or is the end of the input, after trailing whitespace), and
///    `found`, if it is a quoted token or `end of input` (a problem may also describe what it
///    found in words, e.g. a cycle), is exactly the token at that place (or the end);
/// 5. prefix consistency: if `solve` fails at `L:C` after printing `O`, solving the input cut just
///    before `L:C` prints output (whether that run succeeds or fails) that starts with `O`: the
///    answers printed before an error never depend on the input from the offending token on.
pub fn check_solve<F>(data: &[u8], solve: F)
where
    F: Fn(&mut Input<'_>, &mut Output<'_>) -> Result<(), Error>,
{
    let (out, result) = run_solve(data, CAPACITIES[0], &solve);
    assert_lines(data, &out);
    let shown = result.as_ref().err().map(ToString::to_string);
    for &capacity in &CAPACITIES[1..] {
        let (other_out, other_result) = run_solve(data, capacity, &solve);
        let other_shown = other_result.as_ref().err().map(ToString::to_string);
        assert!(
            other_out == out && other_shown == shown,
            "buffer size {capacity} changes the run on {data:?}:\n{:?} {shown:?}\nvs\n{:?} \
             {other_shown:?}",
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&other_out),
        );
    }
    let Err(error) = result else { return };
    let message = error.to_string();
    let Error::Input { at, found, .. } = &error else {
        panic!("an I/O error from in-memory I/O: {message}");
    };
    assert!(
        !message.contains('\n'),
        "a message of several lines: {message:?}"
    );
    assert!(
        message.starts_with(&format!(
            "line {}, column {}: expected ",
            at.line, at.column
        )),
        "message does not start with its place: {message:?}"
    );
    assert!(
        message.ends_with(&format!(", found {found}")),
        "{message:?}"
    );
    let offset = offset_of(data, *at)
        .unwrap_or_else(|| panic!("error place {at} is not in the input {data:?}: {message}"));
    assert!(
        offset == data.len()
            || (!is_space(data[offset]) && (offset == 0 || is_space(data[offset - 1]))),
        "error place {at} does not start a token in {data:?}: {message}"
    );
    // A problem may name what it found in its own words (`a cycle through position 1`); a
    // quoted token or `end of input` must be exactly the text at the place.
    let names_a_token = found.starts_with('"') || found == "end of input";
    assert!(
        !names_a_token || found == &found_at(data, offset),
        "`found` is not the token at {at} in {data:?}: {message}"
    );
    if offset < data.len() {
        let cut = &data[..offset];
        let (cut_out, _) = run_solve(cut, CAPACITIES[0], &solve);
        assert_lines(cut, &cut_out);
        assert!(
            cut_out.starts_with(&out),
            "answers printed before the error at {at} change when the input is cut there: \
             {data:?}\nfull: {:?} ({message})\ncut:  {:?}",
            String::from_utf8_lossy(&out),
            String::from_utf8_lossy(&cut_out),
        );
    }
}

/// A scanner read, decoded from one byte of the fuzz input.
#[derive(Debug, Clone)]
enum Op {
    U64OrEnd(RangeInclusive<u64>),
    U64(RangeInclusive<u64>),
    I64(RangeInclusive<i64>),
    U64sInto(u64, RangeInclusive<u64>),
    Token(usize),
    AtEnd,
    Reject,
}

const U64_RANGES: [RangeInclusive<u64>; 8] = [
    0..=u64::MAX,
    1..=u64::MAX,
    0..=9,
    5..=100,
    0..=0,
    u64::MAX..=u64::MAX,
    10..=1_000_000_000_000_000_000,
    9_999_999_999_999_999_999..=u64::MAX,
];
const I64_RANGES: [RangeInclusive<i64>; 4] = [i64::MIN..=i64::MAX, -5..=5, 0..=100, i64::MIN..=-1];
const COUNTS: [u64; 8] = [0, 1, 2, 3, 5, 17, 1000, u64::MAX];
const MAX_LENS: [usize; 4] = [0, 1, 6, 40];

fn decode(byte: u8) -> Op {
    let arg = usize::from(byte >> 3);
    match byte & 7 {
        0 => Op::U64OrEnd(U64_RANGES[arg % 8].clone()),
        1 => Op::U64(U64_RANGES[arg % 8].clone()),
        2 => Op::I64(I64_RANGES[arg % 4].clone()),
        3 => Op::U64sInto(COUNTS[arg % 8], U64_RANGES[(arg / 8) % 4].clone()),
        4 => Op::Token(MAX_LENS[arg % 4]),
        5 => Op::AtEnd,
        6 => Op::Reject,
        _ => Op::U64(U64_RANGES[arg % 8].clone()),
    }
}

/// The reference model of the scanner: the input split into whitespace-separated tokens.
struct Model<'a> {
    data: &'a [u8],
    /// Offset of the next unread byte.
    next: usize,
    /// Where the last token started and its length (0: the end of the input).
    last: (Position, usize, usize),
}

impl<'a> Model<'a> {
    /// The next token's offset and length, consumed; `None` at the end (then `next` is the end).
    fn token(&mut self) -> Option<(usize, usize)> {
        while self.next < self.data.len() && is_space(self.data[self.next]) {
            self.next += 1;
        }
        let start = self.next;
        while self.next < self.data.len() && !is_space(self.data[self.next]) {
            self.next += 1;
        }
        let len = self.next - start;
        self.last = (position_of(self.data, start), start, len);
        (len > 0).then_some((start, len))
    }

    fn error(&self, expected: String) -> String {
        let (at, start, len) = self.last;
        let found = if len == 0 {
            "end of input".to_string()
        } else {
            found_at(self.data, start)
        };
        format!("{at}: expected {expected}, found {found}")
    }

    fn u64_or_end(
        &mut self,
        what: &str,
        range: &RangeInclusive<u64>,
    ) -> Result<Option<u64>, String> {
        let Some((start, len)) = self.token() else {
            return Ok(None);
        };
        let token = &self.data[start..start + len];
        let value = std::str::from_utf8(token)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| {
                // Leading zeros are allowed and any count of them: strip them for `parse`.
                let t = t.trim_start_matches('0');
                if t.is_empty() {
                    Some(0)
                } else {
                    t.parse::<u64>().ok()
                }
            });
        match value {
            Some(v) if range.contains(&v) => Ok(Some(v)),
            _ => Err(self.error(format!(
                "{what} ({}..={})",
                bound(*range.start()),
                bound(*range.end())
            ))),
        }
    }

    fn u64(&mut self, what: &str, range: &RangeInclusive<u64>) -> Result<u64, String> {
        match self.u64_or_end(what, range)? {
            Some(v) => Ok(v),
            None => Err(self.error(format!(
                "{what} ({}..={})",
                bound(*range.start()),
                bound(*range.end())
            ))),
        }
    }

    fn i64(&mut self, what: &str, range: &RangeInclusive<i64>) -> Result<i64, String> {
        let value = self.token().and_then(|(start, len)| {
            let token = &self.data[start..start + len];
            let (negative, digits) = match token.split_first() {
                Some((b'-', rest)) => (true, rest),
                _ => (false, token),
            };
            if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let mut v: i128 = 0;
            for &d in digits {
                v = v * 10 + i128::from(d - b'0');
                if v > 1 << 64 {
                    return None;
                }
            }
            i64::try_from(if negative { -v } else { v }).ok()
        });
        match value {
            Some(v) if range.contains(&v) => Ok(v),
            _ => Err(self.error(format!("{what} ({}..={})", range.start(), range.end()))),
        }
    }
}

fn bound(v: u64) -> String {
    if v == u64::MAX {
        "2^64-1".to_string()
    } else {
        v.to_string()
    }
}

/// The scanner over arbitrary bytes and an arbitrary sequence of reads, against the reference
/// model: every read returns the same value or the same error message (one line, starting with
/// `line L, column C: `), [`Scanner::position`] and [`Scanner::reject`] name the last token, and
/// positions never go backwards.
///
/// `data` is `[capacity, op count, ops…, input…]`: the reader's buffer size (0: the whole input),
/// how many of the next bytes are reads ([`decode`]), then the input.
pub fn check_scanner(data: &[u8]) {
    let [capacity, count, rest @ ..] = data else {
        return;
    };
    let count = usize::from(*count).min(rest.len());
    let (ops, input) = rest.split_at(count);
    let capacity = if *capacity == 0 {
        input.len().max(1)
    } else {
        usize::from(*capacity)
    };
    let mut scanner = Scanner::new(BufReader::with_capacity(capacity, input));
    let mut model = Model {
        data: input,
        next: 0,
        last: (Position { line: 1, column: 1 }, 0, 0),
    };
    let mut previous = (0u64, 0u64);
    for op in ops.iter().map(|&b| decode(b)) {
        let what = "n";
        let (got, want): (Result<String, String>, Result<String, String>) = match &op {
            Op::U64OrEnd(range) => (
                scanner
                    .u64_or_end(what, range.clone())
                    .map(|v| format!("{v:?}"))
                    .map_err(|e| e.to_string()),
                model.u64_or_end(what, range).map(|v| format!("{v:?}")),
            ),
            Op::U64(range) => (
                scanner
                    .u64(what, range.clone())
                    .map(|v| v.to_string())
                    .map_err(|e| e.to_string()),
                model.u64(what, range).map(|v| v.to_string()),
            ),
            Op::I64(range) => (
                scanner
                    .i64(what, range.clone())
                    .map(|v| v.to_string())
                    .map_err(|e| e.to_string()),
                model.i64(what, range).map(|v| v.to_string()),
            ),
            Op::U64sInto(n, range) => {
                let mut values = vec![7];
                let got = scanner
                    .u64s_into(&mut values, *n, what, range.clone())
                    .map_err(|e| e.to_string());
                let mut expected = vec![7];
                let mut want = Ok(());
                for _ in 0..*n {
                    match model.u64(what, range) {
                        Ok(v) => expected.push(v),
                        Err(e) => {
                            want = Err(e);
                            break;
                        }
                    }
                }
                (
                    got.map(|()| format!("{values:?}"))
                        .map_err(|e| format!("{e} {values:?}")),
                    want.map(|()| format!("{expected:?}"))
                        .map_err(|e| format!("{e} {expected:?}")),
                )
            }
            Op::Token(max_len) => {
                let got = scanner
                    .token(what, *max_len)
                    .map(|t| format!("{t:?}"))
                    .map_err(|e| e.to_string());
                let want = match model.token() {
                    None => Ok("None".to_string()),
                    Some((start, len)) if len <= *max_len => {
                        Ok(format!("{:?}", Some(&input[start..start + len])))
                    }
                    Some(_) => Err(model.error(format!("{what} (at most {max_len} bytes)"))),
                };
                (got, want)
            }
            Op::AtEnd => {
                let got = scanner
                    .at_end()
                    .map(|b| b.to_string())
                    .map_err(|e| e.to_string());
                let mut next = model.next;
                while next < input.len() && is_space(input[next]) {
                    next += 1;
                }
                let end = next == input.len();
                if end {
                    model.next = next;
                    model.last = (position_of(input, next), next, 0);
                }
                (got, Ok(end.to_string()))
            }
            Op::Reject => (
                Ok(scanner.reject("x").to_string()),
                Ok(model.error("x".to_string())),
            ),
        };
        assert_eq!(got, want, "{op:?} on {input:?} (buffer {capacity})");
        if let Err(message) = &got {
            assert!(!message.contains('\n'), "{message:?}");
            assert!(message.starts_with("line "), "{message:?}");
        }
        let at = scanner.position();
        assert_eq!(at, model.last.0, "position after {op:?} on {input:?}");
        let now = (at.line, at.column);
        assert!(
            now >= previous,
            "position went back after {op:?} on {input:?}"
        );
        previous = now;
    }
}
