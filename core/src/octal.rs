//! Take-and-break games from their code, and their SG values, fast.
//!
//! A game is played on heaps of tokens; a move acts on one heap. Its **code** `d_0.d_1 d_2 …`
//! says what a move may do: digit `d_k`'s bits allow, after removing `k` tokens from a heap,
//!
//! | bit | the rest of the heap |
//! |---|---|
//! | 1 | is nothing (the move removes the whole heap, `k` tokens) |
//! | 2 | stays one heap (not empty) |
//! | 4 | is split into two heaps (neither empty) |
//! | 8 | is split into three heaps (none empty): hexadecimal codes only |
//!
//! `d_0` removes nothing, so only its splitting bits make sense: it is `0`, `4` (split a heap in
//! two), `8` or `C`. Octal codes have digits up to 7 (`0.77` Kayles, `0.07` Dawson's Kayles,
//! `0.137` Dawson's chess, `4.3`); a digit `8`–`F` makes a hexadecimal code (`0.3F`). `.77` is
//! `0.77`, and `4` is `4.0`.
//!
//! [`Game`] also holds finite subtraction games (`subtract:1,3,4`, the code with digit 3 at each
//! `s`) and the named games `nim`, `kayles`, `dawson`, `grundy` (split a heap into two unequal
//! heaps), `lasker` (Lasker's Nim: take any number, or split a heap in two), `split3` (take any
//! number, or split a heap in three), `fibonacci` and `square` (subtract a Fibonacci number, a
//! square).
//!
//! [`Values`] computes `g(0), g(1), …` by the rare/common split ("sparse space", Gangolli and
//! Plambeck 1989, Flammenkamp): it is exact for every game, and fast where the values are sparse.
//!
//! ```
//! use game_core::octal::Game;
//!
//! // Kayles: knock down one pin or two adjacent ones, from a row of pins.
//! let kayles: Game = "0.77".parse().unwrap();
//! // g(1) = mex{g(0)} = 1; g(2) = mex{g(1), g(0)} = 2; g(3) = mex{g(2), g(1), g(1)^g(1)} = 3.
//! assert_eq!(kayles.values(6), [0, 1, 2, 3, 1, 4]);
//! // Dawson's Kayles, written without the leading 0.
//! assert_eq!(Game::parse(".07").unwrap().values(6), [0, 0, 1, 1, 2, 0]);
//! ```

use super::splits::{lasker, split3};
use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// Digit bit: the move may remove the whole heap.
pub const TAKE_ALL: u8 = 1;
/// Digit bit: the move may leave one (non-empty) heap.
pub const LEAVE_ONE: u8 = 2;
/// Digit bit: the move may leave two (non-empty) heaps.
pub const LEAVE_TWO: u8 = 4;
/// Digit bit: the move may leave three (non-empty) heaps (hexadecimal codes).
pub const LEAVE_THREE: u8 = 8;

/// The most digits a code (or the largest element of a subtraction set) may have: `2^20`.
pub const MAX_DIGITS: usize = 1 << 20;

/// Why a game's text was not understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    message: String,
}

impl ParseError {
    fn new(message: impl Into<String>) -> Self {
        ParseError {
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

/// A finite take-and-break code `d_0.d_1 … d_t` (octal or hexadecimal), trailing zeros dropped.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Code {
    digits: Vec<u8>,
}

impl Code {
    /// Parses `0.77`, `.77`, `4.3`, `4`, `0.3F` (hexadecimal digits in either case).
    ///
    /// `d_0` (before the point, `0` if absent) must be `0`, `4`, `8` or `C`: bits 1 and 2 would
    /// remove nothing and leave the heap as it was. O(length of `text`).
    ///
    /// ```
    /// use game_core::octal::Code;
    ///
    /// let code = Code::parse("4.3").unwrap();
    /// assert_eq!(code.digits(), [4, 3]);
    /// assert_eq!(Code::parse(".0770").unwrap().to_string(), "0.077");
    /// assert!(Code::parse("1.3").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Code, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::new("an empty code"));
        }
        let (head, tail) = match text.find('.') {
            Some(dot) => (&text[..dot], Some(&text[dot + 1..])),
            None => (text, None),
        };
        let d0 = match head {
            "" | "0" => 0,
            "4" => 4,
            "8" => 8,
            "c" | "C" => 12,
            _ => {
                return Err(ParseError::new(format!(
                "`{text}`: the digit before the point must be 0, 4, 8 or C (it removes nothing, \
                     so it can only split the heap)"
            )))
            }
        };
        let mut digits = vec![d0];
        if let Some(tail) = tail {
            if tail.is_empty() {
                return Err(ParseError::new(format!(
                    "`{text}`: no digit after the point"
                )));
            }
            if tail.len() >= MAX_DIGITS {
                return Err(ParseError::new(format!(
                    "`{text}`: a code has fewer than {MAX_DIGITS} digits"
                )));
            }
            for c in tail.chars() {
                match c.to_digit(16) {
                    Some(d) => digits.push(d as u8),
                    None => {
                        return Err(ParseError::new(format!(
                            "`{text}`: `{c}` is not an octal or hexadecimal digit"
                        )))
                    }
                }
            }
        }
        Ok(Code::from_digits(digits))
    }

    /// The code whose digit `d_k` is `digits[k]` (each below 16; `digits[0]` may only hold bits
    /// 4 and 8: its bits 1 and 2 are dropped). O(number of digits).
    pub fn from_digits(mut digits: Vec<u8>) -> Code {
        if digits.is_empty() {
            digits.push(0);
        }
        digits[0] &= LEAVE_TWO | LEAVE_THREE;
        for d in &mut digits {
            *d &= 15;
        }
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        Code { digits }
    }

    /// The subtraction game of `set`: a move removes `s ∈ set` tokens (digit 3 at each `s`;
    /// zeros are ignored). O(max(set)).
    pub fn subtraction(set: &[usize]) -> Code {
        let max = set.iter().copied().max().unwrap_or(0);
        let mut digits = vec![0; max + 1];
        for &s in set.iter().filter(|&&s| s > 0) {
            digits[s] = TAKE_ALL | LEAVE_ONE;
        }
        Code::from_digits(digits)
    }

    /// The digits `d_0, d_1, …, d_t` (`d_t ≠ 0` unless the code is `0`). O(1).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// `t`, the largest number of tokens a move removes (0 for `0` and `4`). O(1).
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// The most heaps a move leaves: 3 if some digit has bit 8, else 2 if some has bit 4, else 1.
    /// O(t).
    pub fn max_heaps(&self) -> usize {
        let all = self.digits.iter().fold(0, |a, &d| a | d);
        if all & LEAVE_THREE != 0 {
            3
        } else if all & LEAVE_TWO != 0 {
            2
        } else {
            1
        }
    }
}

impl fmt::Display for Code {
    /// `d_0.d_1…d_t` in upper case, `d_0` alone when `t = 0` (`4`, `0`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // One write of the whole text: a `write!` a digit cost about 100 instructions each, and
        // a game of a 1000-digit code is named once per table (hdu3980, 1000 of them).
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let hex = |d: u8| char::from(HEX[usize::from(d)]);
        let mut text = String::with_capacity(self.digits.len() + 1);
        text.push(hex(self.digits[0]));
        if self.digits.len() > 1 {
            text.push('.');
            text.extend(self.digits[1..].iter().map(|&d| hex(d)));
        }
        f.write_str(&text)
    }
}

/// The rules of a [`Game`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rules {
    /// A finite code (octal, hexadecimal, or a finite subtraction set).
    Code(Code),
    /// Nim: remove any number of tokens (at least one) from a heap.
    Nim,
    /// Lasker's Nim: remove any number of tokens from a heap, or split a heap into two.
    Lasker,
    /// Lasker's Nim with three-way splits (`split3`): remove any number of tokens from a heap, or
    /// split a heap into three (HDU 5795 A Simple Nim).
    Split3,
    /// Grundy's game: split a heap into two unequal (non-empty) heaps.
    Grundy,
    /// Remove a Fibonacci number (1, 2, 3, 5, 8, …) of tokens.
    Fibonacci,
    /// Remove a positive square (1, 4, 9, …) of tokens.
    Square,
}

/// One move from a heap: `removed` tokens taken, the rest left as `heaps` (empty: nothing left).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    /// Tokens removed.
    pub removed: usize,
    /// The heaps left, in increasing order.
    pub heaps: Vec<usize>,
}

/// A heap game: its rules and the name it was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    name: String,
}

impl Game {
    /// Parses a game: an octal or hexadecimal code ([`Code::parse`]), `subtract:1,3,4`, or one of
    /// the names `nim`, `kayles` (0.77), `dawson` (0.07), `grundy`, `lasker`, `split3`,
    /// `fibonacci`, `square` (any case). O(length of `text` + max of a subtraction set).
    ///
    /// ```
    /// use game_core::octal::{Game, Rules};
    ///
    /// assert_eq!(Game::parse("subtract:1,3,4").unwrap().values(8), [0, 1, 0, 1, 2, 3, 2, 0]);
    /// assert_eq!(*Game::parse("Grundy").unwrap().rules(), Rules::Grundy);
    /// assert!(Game::parse("subtract:0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Game, ParseError> {
        let trimmed = text.trim();
        let lower = trimmed.to_ascii_lowercase();
        let named = |rules: Rules, name: &str| {
            Ok(Game {
                rules,
                name: name.to_string(),
            })
        };
        let code = |code: &str, name: &str| named(Rules::Code(Code::parse(code)?), name);
        match lower.as_str() {
            "nim" => return named(Rules::Nim, "nim"),
            "lasker" => return named(Rules::Lasker, "lasker"),
            "split3" => return named(Rules::Split3, "split3"),
            "grundy" => return named(Rules::Grundy, "grundy"),
            "fibonacci" => return named(Rules::Fibonacci, "fibonacci"),
            "square" | "squares" => return named(Rules::Square, "square"),
            "kayles" => return code("0.77", "kayles"),
            "dawson" | "dawsons" => return code("0.07", "dawson"),
            _ => {}
        }
        if let Some(list) = lower
            .strip_prefix("subtract:")
            .or_else(|| lower.strip_prefix("subtraction:"))
        {
            let mut set = Vec::new();
            for item in list.split(',') {
                let item = item.trim();
                let s: usize = item.parse().map_err(|_| {
                    ParseError::new(format!("`{trimmed}`: `{item}` is not a positive number"))
                })?;
                if s == 0 || s >= MAX_DIGITS {
                    return Err(ParseError::new(format!(
                        "`{trimmed}`: a subtraction must be between 1 and {}",
                        MAX_DIGITS - 1
                    )));
                }
                set.push(s);
            }
            set.sort_unstable();
            set.dedup();
            let name = format!(
                "subtract:{}",
                set.iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            );
            return named(Rules::Code(Code::subtraction(&set)), &name);
        }
        if trimmed.is_empty() || !trimmed.chars().all(|c| c == '.' || c.is_ascii_hexdigit()) {
            return Err(ParseError::new(format!(
                "`{trimmed}` is not a game: give a code (0.77, .07, 4.3, 0.3F), subtract:1,3,4, \
                 or one of nim, kayles, dawson, grundy, lasker, split3, fibonacci, square"
            )));
        }
        let parsed = Code::parse(trimmed)?;
        let name = parsed.to_string();
        named(Rules::Code(parsed), &name)
    }

    /// The game of a code.
    pub fn from_code(code: Code) -> Game {
        let name = code.to_string();
        Game {
            rules: Rules::Code(code),
            name,
        }
    }

    /// The rules. O(1).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The name: the code in canonical form (`0.77`), `subtract:…`, or the game's name. O(1).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A sentence describing the rules. O(t).
    pub fn describe(&self) -> String {
        match &self.rules {
            Rules::Code(code) => {
                let mut parts = Vec::new();
                for (k, &d) in code.digits().iter().enumerate() {
                    let mut what = Vec::new();
                    if d & TAKE_ALL != 0 {
                        what.push("take a whole heap");
                    }
                    if d & LEAVE_ONE != 0 {
                        what.push("leave one heap");
                    }
                    if d & LEAVE_TWO != 0 {
                        what.push("split the rest in two");
                    }
                    if d & LEAVE_THREE != 0 {
                        what.push("split the rest in three");
                    }
                    if !what.is_empty() {
                        parts.push(format!("remove {k}: {}", what.join(" or ")));
                    }
                }
                if parts.is_empty() {
                    "no move at all".to_string()
                } else {
                    parts.join("; ")
                }
            }
            Rules::Nim => "remove any number of tokens from a heap".to_string(),
            Rules::Lasker => {
                "remove any number of tokens from a heap, or split a heap into two".to_string()
            }
            Rules::Split3 => {
                "remove any number of tokens from a heap, or split a heap into three".to_string()
            }
            Rules::Grundy => "split a heap into two unequal heaps".to_string(),
            Rules::Fibonacci => {
                "remove a Fibonacci number (1, 2, 3, 5, 8, …) of tokens".to_string()
            }
            Rules::Square => "remove a square number (1, 4, 9, …) of tokens".to_string(),
        }
    }

    /// Every move from a heap of `n` tokens, each once (heaps left in increasing order).
    /// O(n) moves for two-heap splits, O(n²) for three-heap ones (codes with bit 8, `split3`),
    /// O(n) for Nim.
    ///
    /// ```
    /// use game_core::octal::{Game, Move};
    ///
    /// // Kayles from 3 pins: take 1 (leaving 2, or 1 + 1), or take 2 (leaving 1).
    /// let moves = Game::parse("kayles").unwrap().options(3);
    /// let m = |removed, heaps: &[usize]| Move { removed, heaps: heaps.to_vec() };
    /// assert_eq!(moves, [m(1, &[2]), m(1, &[1, 1]), m(2, &[1])]);
    /// ```
    pub fn options(&self, n: usize) -> Vec<Move> {
        let mut out = Vec::new();
        let mv = |removed: usize, heaps: Vec<usize>| Move { removed, heaps };
        match &self.rules {
            Rules::Code(code) => {
                for (k, &d) in code.digits().iter().enumerate().take(n + 1) {
                    let m = n - k;
                    if d & TAKE_ALL != 0 && m == 0 {
                        out.push(mv(k, vec![]));
                    }
                    if d & LEAVE_ONE != 0 && m >= 1 && k >= 1 {
                        out.push(mv(k, vec![m]));
                    }
                    if d & LEAVE_TWO != 0 {
                        out.extend((1..=m / 2).map(|a| mv(k, vec![a, m - a])));
                    }
                    if d & LEAVE_THREE != 0 {
                        for a in 1..=m / 3 {
                            for b in a..=(m - a) / 2 {
                                out.push(mv(k, vec![a, b, m - a - b]));
                            }
                        }
                    }
                }
            }
            Rules::Nim | Rules::Lasker | Rules::Split3 => {
                out.extend((1..=n).map(|k| mv(k, if k == n { vec![] } else { vec![n - k] })));
                if self.rules == Rules::Lasker {
                    out.extend((1..=n / 2).map(|a| mv(0, vec![a, n - a])));
                }
                if self.rules == Rules::Split3 {
                    for a in 1..=n / 3 {
                        out.extend((a..=(n - a) / 2).map(|b| mv(0, vec![a, b, n - a - b])));
                    }
                }
            }
            Rules::Grundy => out.extend((1..(n + 1) / 2).map(|a| mv(0, vec![a, n - a]))),
            Rules::Fibonacci | Rules::Square => {
                for s in subtraction_set(&self.rules, n) {
                    out.push(mv(s, if s == n { vec![] } else { vec![n - s] }));
                }
            }
        }
        out
    }

    /// `g(0), …, g(len − 1)`: [`Values`] for one call.
    pub fn values(&self, len: usize) -> Vec<u32> {
        let mut values = Values::new(self);
        values.extend_to(len);
        values.into_vec()
    }
}

impl FromStr for Game {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Game, ParseError> {
        Game::parse(s)
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// The elements `≤ n` of an infinite subtraction set, increasing. O(size of the answer).
fn subtraction_set(rules: &Rules, n: usize) -> Vec<usize> {
    let mut set = Vec::new();
    match rules {
        Rules::Fibonacci => {
            let (mut a, mut b) = (1usize, 2usize);
            while a <= n {
                set.push(a);
                (a, b) = (b, a.saturating_add(b));
            }
        }
        Rules::Square => {
            let mut k = 1usize;
            while k * k <= n {
                set.push(k * k);
                k += 1;
            }
        }
        _ => {}
    }
    set
}

/// How [`Values`] computes a game.
#[derive(Debug, Clone)]
enum Engine {
    /// A code, or Grundy's game (`unequal`: the two heaps of a split must differ).
    Splits {
        /// `k` whose digit has bit 1.
        take_all: Vec<usize>,
        /// `k ≥ 1` whose digit has bit 2.
        leave_one: Vec<usize>,
        /// `k` whose digit has bit 4.
        leave_two: Vec<usize>,
        /// `k` whose digit has bit 8.
        leave_three: Vec<usize>,
        unequal: bool,
    },
    /// `g(n) = n`.
    Nim,
    /// Lasker's Nim, by its closed form.
    Lasker,
    /// `split3`, by its closed form.
    Split3,
    /// An infinite subtraction set (Fibonacci numbers, squares).
    Subtract(Rules),
}

/// The SG values of a game's heaps, `g(0), g(1), …`, computed on demand from the rules.
///
/// Two-heap splits use the rare/common split of the values (Gangolli and Plambeck 1989, "sparse
/// space"): a bit mask `M` is chosen from the values so far (at every power of two from 1024) so
/// that few heaps have a value of even parity on `M` ("rare"); an option `g(a) ⊕ g(b)` has odd
/// parity only if one of `a`, `b` is rare, so the odd-parity options of a heap are found from
/// the R rare heaps alone; the other splits are then scanned in order, marking their values,
/// only until the smallest unmarked value has odd parity (it is the mex), usually after a few
/// dozen splits. The result is exact whatever the mask; the time is O(n · (R + w)) for n heaps,
/// R rare heaps and w splits scanned per heap (w = n/2 when the value is rare, so O(n²) when no
/// mask makes the values sparse, e.g. early on). With several two-heap digits and no mask in
/// use, the values of each heap's splits are kept as bits once computed, so that d digits cost
/// O(n/2 + d · v/64) a heap for values below v, not O(d · n/2). Three-heap splits (hexadecimal bit 8) take O(n² · v) for
/// values below v. Lasker's Nim and `split3` use their closed forms (Lasker's proven in Winning
/// Ways, ch. 4, `split3`'s in hdu5795's README; both checked against the rules in the tests), Nim
/// `g(n) = n`. O(n) memory, plus O(n · v/64) words for the kept split sets (only while no mask
/// is in use).
///
/// ```
/// use game_core::octal::{Game, Values};
///
/// // Dawson's chess: take 1 only as a whole heap, 2 as a whole heap or leaving one, 3 in any
/// // way. g(1) = mex{0} = 1, g(2) = mex{0} = 1, g(3) = mex{g(1), 0} = 2, g(4) = mex{g(2), g(1)}
/// // = 0: Dawson's Kayles (0.07) shifted by one heap.
/// let mut v = Values::new(&Game::parse("0.137").unwrap());
/// v.extend_to(8);
/// assert_eq!(v.as_slice(), [0, 1, 1, 2, 0, 3, 1, 1]);
/// assert_eq!(&v.as_slice()[..7], &Game::parse("0.07").unwrap().values(8)[1..]);
/// ```
#[derive(Debug, Clone)]
pub struct Values {
    engine: Engine,
    g: Vec<u32>,
    /// The parity mask: value `v` is rare when `(v & mask).count_ones()` is even; 0 = every
    /// value is rare (the plain O(n) mex).
    mask: u32,
    /// The heaps `≥ 1` whose value is rare, increasing; kept only while a mask is in use (with
    /// none every heap is rare and the list is not read).
    rare: Vec<usize>,
    /// Scratch: the set of option values, one bit each.
    seen: Vec<u64>,
    /// For three-heap games: the distinct values `g(b) ⊕ g(m − b)` of every heap `m`.
    pairs: Vec<Vec<u32>>,
    /// For games with several two-heap digits, while no mask is in use: the values `g(r) ⊕
    /// g(m − r)` of the splits of every heap `m` so far, as bits, so that each digit `k` reads
    /// the splits of `n − k` in a few words instead of scanning them.
    split_sets: Vec<Vec<u64>>,
    /// When the mask is next chosen again.
    next_mask_check: usize,
    /// The largest value so far.
    max: u32,
}

impl Values {
    /// Values of `game`, none computed yet. O(t).
    pub fn new(game: &Game) -> Values {
        let engine = match game.rules() {
            Rules::Code(code) => {
                // One pass over the digits, most of which are 0 in a long code.
                let [mut take_all, mut leave_one, mut leave_two, mut leave_three] =
                    [vec![], vec![], vec![], vec![]];
                for (k, &d) in code.digits().iter().enumerate().filter(|&(_, &d)| d != 0) {
                    for (bit, list) in [
                        (TAKE_ALL, &mut take_all),
                        (LEAVE_ONE, &mut leave_one),
                        (LEAVE_TWO, &mut leave_two),
                        (LEAVE_THREE, &mut leave_three),
                    ] {
                        if d & bit != 0 {
                            list.push(k);
                        }
                    }
                }
                Engine::Splits {
                    take_all,
                    leave_one,
                    leave_two,
                    leave_three,
                    unequal: false,
                }
            }
            Rules::Grundy => Engine::Splits {
                take_all: vec![],
                leave_one: vec![],
                leave_two: vec![0],
                leave_three: vec![],
                unequal: true,
            },
            Rules::Nim => Engine::Nim,
            Rules::Lasker => Engine::Lasker,
            Rules::Split3 => Engine::Split3,
            rules @ (Rules::Fibonacci | Rules::Square) => Engine::Subtract(rules.clone()),
        };
        Values {
            engine,
            g: Vec::new(),
            mask: 0,
            rare: Vec::new(),
            seen: Vec::new(),
            pairs: Vec::new(),
            split_sets: Vec::new(),
            next_mask_check: 1024,
            max: 0,
        }
    }

    /// The values computed so far. O(1).
    pub fn as_slice(&self) -> &[u32] {
        &self.g
    }

    /// The number of values computed so far. O(1).
    pub fn len(&self) -> usize {
        self.g.len()
    }

    /// Whether no value is computed yet. O(1).
    pub fn is_empty(&self) -> bool {
        self.g.is_empty()
    }

    /// The values, by value. O(1).
    pub fn into_vec(self) -> Vec<u32> {
        self.g
    }

    /// The current rare mask (0 while the plain mex is used). O(1).
    pub fn mask(&self) -> u32 {
        self.mask
    }

    /// The number of heaps `≥ 1` with a rare value under the current mask. O(1).
    pub fn rare_count(&self) -> usize {
        if self.mask == 0 {
            self.g.len().saturating_sub(1)
        } else {
            self.rare.len()
        }
    }

    /// Computes values until `len` are known (nothing if there are already). See [`Values`] for
    /// the cost.
    pub fn extend_to(&mut self, len: usize) {
        self.g.reserve(len.saturating_sub(self.g.len()));
        while self.g.len() < len {
            let n = self.g.len();
            let value = match &self.engine {
                Engine::Nim => n as u32,
                // Values stay within u32 here: `n` indexes a table, and `g(n) ≤ n + 1`.
                Engine::Lasker => lasker(n as u64) as u32,
                Engine::Split3 => split3(n as u64) as u32,
                Engine::Subtract(rules) => {
                    let set = subtraction_set(rules, n);
                    self.clear_seen(set.len());
                    for s in set {
                        mark(&mut self.seen, self.g[n - s]);
                    }
                    first_clear(&self.seen)
                }
                Engine::Splits { .. } => self.next_split_value(),
            };
            self.push(value);
        }
    }

    fn push(&mut self, value: u32) {
        let n = self.g.len();
        self.g.push(value);
        self.max = self.max.max(value);
        if let Engine::Splits {
            leave_two,
            leave_three,
            unequal,
            ..
        } = &self.engine
        {
            if n >= 1 && self.mask != 0 && self.is_rare(value) {
                self.rare.push(n);
            }
            if leave_two.len() >= 2 && self.mask == 0 && self.split_sets.len() == n {
                // Every value so far is below 2^bits (bits = the bit length of `max`), and so
                // is every xor of two of them: 2^bits bits, in whole words.
                let bits = u32::BITS - self.max.leading_zeros();
                let words = ((1usize << bits) + 63) / 64;
                let mut set = vec![0u64; words];
                mark_every_split(&mut set, &self.g, n, *unequal, self.max);
                self.split_sets.push(set);
            }
            if !leave_three.is_empty() {
                let mut values: Vec<u32> = (1..n).map(|b| self.g[b] ^ self.g[n - b]).collect();
                values.sort_unstable();
                values.dedup();
                self.pairs.push(values);
            }
            if n + 1 == self.next_mask_check && !leave_two.is_empty() {
                self.next_mask_check *= 2;
                self.choose_mask();
            }
        }
    }

    fn is_rare(&self, value: u32) -> bool {
        (value & self.mask).count_ones() % 2 == 0
    }

    /// Chooses the mask that makes the fewest heaps rare, or 0 if even the best leaves an eighth
    /// of them rare. The rare path pays a mark a rare heap (a scattered load and store) and then
    /// scans common splits until the mex has odd parity; the plain path scans every split in a
    /// loop of a few instructions (no branch while the values stay below 64). Past an eighth the
    /// plain scan is cheaper: Treblecross (0.007) keeps about 30% of its heaps rare under its
    /// best mask, and at 2000 heaps the rare path cost 18.5 M instructions against the plain
    /// scan's 10.9 M (143 M against 86 M at 5000; callgrind, poj3537). O(n + 4^B) for values below
    /// 2^B (skipped when B > 11).
    fn choose_mask(&mut self) {
        let bits = 32 - self.max.leading_zeros();
        if bits > 11 {
            return;
        }
        let mut histogram = vec![0usize; 1 << bits];
        for &v in &self.g[1..] {
            histogram[v as usize] += 1;
        }
        let mut best = (self.g.len(), 0u32);
        for mask in 1..(1u32 << bits) {
            let rare: usize = histogram
                .iter()
                .enumerate()
                .filter(|&(v, _)| (v as u32 & mask).count_ones() % 2 == 0)
                .map(|(_, &c)| c)
                .sum();
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        let mask = if best.0 * 8 < self.g.len() { best.1 } else { 0 };
        if mask != self.mask {
            self.mask = mask;
            self.rare = if mask == 0 {
                Vec::new()
            } else {
                (1..self.g.len())
                    .filter(|&i| self.is_rare(self.g[i]))
                    .collect()
            };
        }
    }

    /// Clears the scratch set for a heap with `options` options: every option value is at most
    /// the largest value so far, and the mex at most `options`.
    fn clear_seen(&mut self, options: usize) {
        let words = (self.max as usize).max(options) / 64 + 1;
        if self.seen.len() < words {
            self.seen.resize(words, 0);
        }
        self.seen.iter_mut().for_each(|w| *w = 0);
    }

    fn next_split_value(&mut self) -> u32 {
        let n = self.g.len();
        let Engine::Splits {
            take_all,
            leave_one,
            leave_two,
            leave_three,
            unequal,
        } = &self.engine
        else {
            unreachable!("only split engines come here")
        };
        let unequal = *unequal;
        // Clear only the words that can hold an option value.
        let bound = (self.max as usize + 1).next_power_of_two();
        let words = bound / 64 + 1;
        if self.seen.len() < words {
            self.seen.resize(words, 0);
        }
        let seen = &mut self.seen[..words];
        seen.iter_mut().for_each(|w| *w = 0);
        let g = &self.g;
        for &k in take_all {
            if k == n {
                mark(seen, 0);
            }
        }
        for &k in leave_one {
            if k < n {
                mark(seen, g[n - k]);
            }
        }
        for &k in leave_two {
            if n < k + 2 {
                continue;
            }
            let m = n - k;
            if self.mask == 0 {
                match self.split_sets.get(m) {
                    Some(set) => seen.iter_mut().zip(set).for_each(|(w, s)| *w |= s),
                    None => mark_every_split(seen, g, m, unequal, self.max),
                }
                continue;
            }
            for &r in &self.rare {
                if r >= m {
                    break;
                }
                if unequal && 2 * r == m {
                    continue;
                }
                mark(seen, g[r] ^ g[m - r]);
            }
        }
        for &k in leave_three {
            if n < k + 3 {
                continue;
            }
            let m = n - k;
            for (a, &ga) in g.iter().enumerate().take(m / 3 + 1).skip(1) {
                for &w in &self.pairs[m - a] {
                    mark(seen, ga ^ w);
                }
            }
        }
        // The mex: an odd-parity value is an option only through a rare heap, all marked; an
        // even-parity one may come from two common heaps. Scan the splits in order, marking their
        // values, until the smallest unmarked value has odd parity (or every split is marked).
        let mask = self.mask;
        let odd = |v: u32| mask == 0 || (v & mask).count_ones() % 2 == 1;
        let mut v = 0u32;
        while is_marked(seen, v) {
            v += 1;
        }
        if odd(v) {
            return v;
        }
        let half = leave_two
            .iter()
            .filter(|&&k| n >= k + 2)
            .map(|&k| (n - k) / 2)
            .max()
            .unwrap_or(0);
        // The splits go in blocks of first parts, checked after each: marking a few more options
        // than needed changes no mex, and the tight loop of `mark_splits` beats a check a split.
        const BLOCK: usize = 64;
        let mut from = 1;
        while from <= half {
            let to = (from + BLOCK - 1).min(half);
            for &k in leave_two {
                if n >= k + 2 {
                    let m = n - k;
                    let parts = from..=to.min(largest_part(m, unequal));
                    mark_splits(seen, g, m, parts, self.max);
                }
            }
            while is_marked(seen, v) {
                v += 1;
            }
            if odd(v) {
                return v;
            }
            from = to + 1;
        }
        v
    }
}

/// Marks `g(r) ⊕ g(m − r)` for every split of a heap of `m` into two non-empty heaps (unequal
/// ones only if `unequal`): with no mask every heap is rare, and the split `(r, m − r)` is
/// `(m − r, r)`, so `r ≤ m / 2` gives every option. O(m). Every value of `g[..m]` is at most
/// `max`, and `seen` has a bit for every value below the power of two above `max`.
fn mark_every_split(seen: &mut [u64], g: &[u32], m: usize, unequal: bool, max: u32) {
    mark_splits(seen, g, m, 1..=largest_part(m, unequal), max);
}

/// The largest first part `r` that [`mark_every_split`] marks for a heap of `m ≥ 2`: `m / 2`,
/// less one for an even `m` when the parts must be unequal.
fn largest_part(m: usize, unequal: bool) -> usize {
    if unequal && m % 2 == 0 {
        m / 2 - 1
    } else {
        m / 2
    }
}

/// Marks `g(r) ⊕ g(m − r)` for the first parts `r` in `parts` (within `1..=largest_part(m, _)`;
/// an empty range marks nothing). O(parts). Every value of `g[..m]` is at most `max`, and `seen`
/// has a bit for every value below the power of two above `max`.
fn mark_splits(seen: &mut [u64], g: &[u32], m: usize, parts: RangeInclusive<usize>, max: u32) {
    let (from, to) = (*parts.start(), *parts.end());
    if from > to {
        return;
    }
    let small = &g[from..=to];
    let large = g[m - to..=m - from].iter().rev();
    if max < 32 {
        // Every xor is below 32: the set is one 32-bit word, built with no branch (the compiler
        // vectorises it).
        let low = small
            .iter()
            .zip(large)
            .fold(0u32, |set, (a, b)| set | 1 << ((a ^ b) & 31));
        seen[0] |= u64::from(low);
        return;
    }
    if max < 64 {
        // Every xor is below 64: one 64-bit word, still with no branch.
        seen[0] |= small
            .iter()
            .zip(large)
            .fold(0u64, |set, (a, b)| set | 1 << ((a ^ b) & 63));
        return;
    }
    // Larger values: each marked in memory, with no branch on its size (a test of `v < 64` is
    // a coin toss once the values pass 64, and its mispredictions cost more than the stores).
    for (a, b) in small.iter().zip(large) {
        mark(seen, a ^ b);
    }
}

#[inline]
fn mark(seen: &mut [u64], v: u32) {
    seen[(v >> 6) as usize] |= 1 << (v & 63);
}

#[inline]
fn is_marked(seen: &[u64], v: u32) -> bool {
    seen.get((v >> 6) as usize)
        .is_some_and(|w| w >> (v & 63) & 1 == 1)
}

fn first_clear(seen: &[u64]) -> u32 {
    let mut v = 0u32;
    for &w in seen {
        if w != u64::MAX {
            return v + (!w).trailing_zeros();
        }
        v += 64;
    }
    v
}

#[cfg(test)]
mod tests {
    use super::super::mex::mex;
    use super::*;

    #[test]
    fn the_first_clear_value_may_lie_past_full_words() {
        assert_eq!(first_clear(&[]), 0);
        assert_eq!(first_clear(&[0b1011]), 2);
        assert_eq!(first_clear(&[u64::MAX, u64::MAX, 0b0111]), 131);
        assert_eq!(first_clear(&[u64::MAX, u64::MAX]), 128);
    }

    /// `g(0 .. len)` by a plain mex over [`Game::options`]: the rules, with no rare heaps.
    fn by_the_rules(game: &Game, len: usize) -> Vec<u32> {
        let mut g: Vec<u32> = Vec::with_capacity(len);
        for n in 0..len {
            let options = game.options(n).into_iter();
            g.push(mex(options.map(|m| m.heaps.iter().fold(0, |x, &h| x ^ g[h]) as usize)) as u32);
        }
        g
    }

    #[test]
    fn every_split_marked_from_half_the_heaps_is_the_rules() {
        // A block of k removed from a row (digit 7 at k), Grundy's game (unequal heaps: a heap
        // of 2 has no split), and 0.8F, whose values pass 64 (the word kept in a register).
        let mut games: Vec<Game> = (1..=6)
            .map(|k| {
                let mut digits = vec![0; k + 1];
                digits[k] = 7;
                Game::from_code(Code::from_digits(digits))
            })
            .collect();
        games.push(Game::parse("grundy").unwrap());
        games.push(Game::parse("0.8F").unwrap());
        // Several two-heap digits: the splits of each heap are kept as bits (values past 64
        // too: a block of any size from 1 to 120 removed).
        games.push(Game::parse("0.7777").unwrap());
        games.push(Game::parse("0.4047004").unwrap());
        let blocks = Game::from_code(Code::from_digits([0].into_iter().chain([7; 120]).collect()));
        assert!(blocks.values(300).iter().any(|&v| v >= 64));
        games.push(blocks);
        games.push(Game::parse("4.7").unwrap());
        for game in &games {
            let values = game.values(300);
            assert_eq!(values, by_the_rules(game, 300), "{}", game.name());
        }
        assert!(Game::parse("0.8F").unwrap().values(300)[299] >= 64);
    }

    #[test]
    fn the_scratch_set_holds_the_largest_value_and_the_mex() {
        let mut values = Values::new(&Game::parse("square").unwrap());
        values.max = 640;
        values.clear_seen(3);
        assert!(values.seen.len() * 64 > 640);
        values.max = 0;
        values.clear_seen(700);
        assert!(values.seen.len() * 64 > 700);
        assert!(values.seen.iter().all(|&w| w == 0));
    }
}
