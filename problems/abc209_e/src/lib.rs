//! AtCoder ABC209 E Shiritori: a dictionary of N words; each word said after the first must
//! begin with the last three letters of the word before it; words may repeat; a player who cannot
//! say a word loses, and a game that never ends is a draw. For each word, print `Takahashi`,
//! `Aoki` or `Draw`: who wins when Takahashi opens with it.
//!
//! A position is the last three letters said, one of the 52^3 three-letter strings; a word is an
//! edge from its first three letters to its last three. Win, lose or draw for each position
//! comes from retrograde analysis over the reversed edges ([`position_outcomes`]), and opening
//! with a word hands Aoki the position of its last three letters. O(N + 52^3) time and memory
//! (the 52^3 are a few tables of fixed size; everything else is O(N)).

#![warn(missing_docs)]

use game_core::draw::{outcomes_from_predecessors, Index, Outcome};
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N (words in the dictionary); its smallest is 1. Not a limit of this
/// program (the words are kept as they are read, so memory grows with the words actually
/// there): the harness's validator, generators and benchmark use it.
pub const MAX_WORDS: u64 = 200_000;

/// The shortest word, in letters: the game needs a word's last three letters. A rule, kept.
pub const MIN_LEN: usize = 3;

/// The judge's longest word, in letters. Not a limit of this program (only a word's first three
/// and last three letters matter; a longer word is answered): the harness uses it.
pub const MAX_LEN: usize = 8;

/// The letters: `A`–`Z` and `a`–`z`, different letters each.
pub const LETTERS: usize = 52;

/// The positions of the game: every string of three letters.
pub const POSITIONS: usize = LETTERS * LETTERS * LETTERS;

/// What a word token must be, for error messages.
const WORD: &str = "a word of 3 or more ASCII letters";

/// The number of letter `byte` (`A`–`Z` are 0–25, `a`–`z` are 26–51), or `None` for any other
/// byte. O(1).
pub fn letter(byte: u8) -> Option<usize> {
    match byte {
        b'A'..=b'Z' => Some(usize::from(byte - b'A')),
        b'a'..=b'z' => Some(usize::from(byte - b'a') + 26),
        _ => None,
    }
}

/// The position (`0..POSITIONS`) of three letters. O(1).
fn position(a: usize, b: usize, c: usize) -> usize {
    (a * LETTERS + b) * LETTERS + c
}

/// The positions of a word's first three and last three letters (they overlap in a word shorter
/// than 6), or `None` if it is not 3 or more ASCII letters (any length past the judge's
/// [`MAX_LEN`]). O(word length).
pub fn ends(word: &[u8]) -> Option<(usize, usize)> {
    if word.len() < MIN_LEN || !word.iter().all(u8::is_ascii_alphabetic) {
        return None;
    }
    // Every byte is a letter: `A`–`Z` below `a`–`z`, so the number is one comparison away.
    let code = |i: usize| {
        let byte = word[i];
        usize::from(if byte <= b'Z' {
            byte - b'A'
        } else {
            byte - b'a' + 26
        })
    };
    let last = word.len() - 3;
    Some((
        position(code(0), code(1), code(2)),
        position(code(last), code(last + 1), code(last + 2)),
    ))
}

/// The outcome for the player to move from each of the 52^3 positions, given the `(first,
/// last)` positions of the words ([`ends`]): one edge `first → last` per word (a word listed
/// twice gives two edges, which change no outcome); a position no word begins at is lost.
///
/// The edges are reversed straight into compressed form by a counting sort over the positions
/// (no renumbering, no intermediate graph), then [`outcomes_from_predecessors`] decides every
/// position. O(N + 52^3) time; memory: a 4-byte source per word, and tables of 52^3 entries that
/// do not grow with N.
pub fn position_outcomes(words: &[(u32, u32)]) -> Vec<Outcome> {
    // Counts of words in `u32` (half the memory of `usize`) unless there are 2^32 words or more.
    if u32::try_from(words.len()).is_ok() {
        outcomes_counted_in::<u32>(words)
    } else {
        outcomes_counted_in::<usize>(words)
    }
}

/// [`position_outcomes`] with the word counts and positions in `I`, which holds `words.len()`.
fn outcomes_counted_in<I: Index>(words: &[(u32, u32)]) -> Vec<Outcome> {
    let at = |p: u32| p as usize;
    // `starts[w]` counts the words into `w`, then (prefix sums) is one past its last
    // predecessor, then (each word placed backwards) its first: no second array to fill from.
    let mut starts = vec![I::ZERO; POSITIONS + 1];
    let mut out_degrees = vec![I::ZERO; POSITIONS];
    for &(first, last) in words {
        starts[at(last)] = starts[at(last)] + I::ONE;
        out_degrees[at(first)] = out_degrees[at(first)] + I::ONE;
    }
    for w in 0..POSITIONS {
        starts[w + 1] = starts[w + 1] + starts[w];
    }
    let mut sources = vec![I::ZERO; words.len()];
    for &(first, last) in words.iter().rev() {
        let slot = &mut starts[at(last)];
        *slot = *slot - I::ONE;
        // A position is below 52^3, which fits in `I`.
        sources[slot.get()] = I::new(at(first)).unwrap_or(I::ZERO);
    }
    outcomes_from_predecessors(&starts, &sources, out_degrees)
}

/// The answer for a word whose last three letters leave Aoki, to move, with `outcome`: Aoki loses
/// → `Takahashi`, Aoki wins → `Aoki`, a draw → `Draw`. O(1).
pub fn verdict(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Lose => "Takahashi",
        Outcome::Win => "Aoki",
        Outcome::Draw => "Draw",
    }
}

/// Solves the one case of the input: N, then N words; nothing after the N-th word is read.
///
/// N must be at least 1 (any count past the judge's [`MAX_WORDS`]: the words are pushed as they
/// are read, so a count promising more than follows fails at the missing word without
/// allocating for it); each word 3 or more ASCII letters (past the judge's [`MAX_LEN`]; only its
/// ends are kept). The answers are written once every word is read (each needs the whole
/// dictionary), so a bad word prints none. O(N + 52^3) time and memory: two positions
/// per word, then [`position_outcomes`] (a source per word, tables of 52^3 entries).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("a word count N", 1..=u64::MAX)?;
    let mut words = Vec::new();
    for _ in 0..n {
        // The word's ends straight from the reader's buffer where it lies there whole.
        match input.map_token(WORD, usize::MAX, ends)?.flatten() {
            // A position is below 52^3 < 2^32: lossless.
            Some((first, last)) => words.push((first as u32, last as u32)),
            None => return Err(input.reject(WORD)),
        }
    }
    let outcome = position_outcomes(&words);
    // Each answer with its newline, in one write.
    let lines = [Outcome::Lose, Outcome::Win, Outcome::Draw].map(|o| format!("{}\n", verdict(o)));
    let line = |o: Outcome| match o {
        Outcome::Lose => &lines[0],
        Outcome::Win => &lines[1],
        Outcome::Draw => &lines[2],
    };
    for &(_, last) in &words {
        out.str(line(outcome[last as usize]))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn letters_and_positions() {
        assert_eq!(letter(b'A'), Some(0));
        assert_eq!(letter(b'Z'), Some(25));
        assert_eq!(letter(b'a'), Some(26));
        assert_eq!(letter(b'z'), Some(51));
        for byte in [b'@', b'[', b'`', b'{', b'0', 0, 0xC3] {
            assert_eq!(letter(byte), None, "{byte}");
        }
        // "aaa" = (26·52 + 26)·52 + 26 = 1378·52 + 26 = 71682; "zzz" is the last position; "AAA" the first.
        assert_eq!(ends(b"AAA"), Some((0, 0)));
        assert_eq!(ends(b"zzz"), Some((POSITIONS - 1, POSITIONS - 1)));
        assert_eq!(ends(b"aaa"), Some((71_682, 71_682)));
        // "abcd": abc → bcd; "Bcdefghi": Bcd → ghi (8 letters); "ada": ada → ada.
        let abc = position(26, 27, 28);
        assert_eq!(ends(b"abcd"), Some((abc, position(27, 28, 29))));
        assert_eq!(
            ends(b"Bcdefghi"),
            Some((position(1, 28, 29), position(32, 33, 34)))
        );
        assert_eq!(
            ends(b"ada"),
            Some((position(26, 29, 26), position(26, 29, 26)))
        );
        for bad in [&b"ab"[..], b"", b"abcdefghi1", b"ab1", b"a-cd", b"abc\0"] {
            assert_eq!(ends(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn outcomes_of_positions() {
        // Positions 900 → 7, 7 → 7, 5 → 900, 900 → 5, and the last position → the first.
        // 5 → 900 → 5 with 900 → 7 (a self-loop, a draw): 5 and 900 go round or to 7, draws.
        // The last position moves to 0, which has no move: won; 0 is lost.
        let last = POSITIONS as u32 - 1;
        let words = [(900, 7), (7, 7), (5, 900), (900, 5), (last, 0)];
        let outcome = position_outcomes(&words);
        assert_eq!(outcome.len(), POSITIONS);
        assert_eq!([outcome[7], outcome[5], outcome[900]], [Outcome::Draw; 3]);
        assert_eq!(outcome[last as usize], Outcome::Win);
        assert_eq!(outcome[0], Outcome::Lose);
        // A word twice changes nothing; 1 → 2 → 3: 3 lost, 2 won, 1 lost.
        let outcome = position_outcomes(&[(2, 3), (1, 2), (2, 3)]);
        assert_eq!(
            [outcome[1], outcome[2], outcome[3]],
            [Outcome::Lose, Outcome::Win, Outcome::Lose]
        );
    }

    #[test]
    fn verdicts() {
        assert_eq!(verdict(Outcome::Lose), "Takahashi");
        assert_eq!(verdict(Outcome::Win), "Aoki");
        assert_eq!(verdict(Outcome::Draw), "Draw");
    }

    #[test]
    fn the_samples() {
        // abcd: Aoki at bcd says bcda, Takahashi at cda has no word: Aoki. bcda: Aoki at cda
        // has none: Takahashi. ada: both say ada forever: Draw.
        assert_eq!(
            run_text(solve, "3\nabcd\nbcda\nada\n"),
            ("Aoki\nTakahashi\nDraw\n".to_string(), None)
        );
        assert_eq!(run_text(solve, "1\nABC\n"), ("Draw\n".to_string(), None));
    }

    #[test]
    fn letters_are_case_sensitive() {
        // abcd ends in bcd; BCDx begins with BCD, another position: Aoki has no word.
        assert_eq!(
            run_text(solve, "2\nabcd\nBCDx\n"),
            ("Takahashi\nTakahashi\n".to_string(), None)
        );
        // With bcdx, Aoki answers abcd and Takahashi at cdx has nothing.
        assert_eq!(
            run_text(solve, "2\nabcd\nbcdx\n"),
            ("Aoki\nTakahashi\n".to_string(), None)
        );
    }

    #[test]
    fn a_cycle_with_an_exit_is_decided() {
        // abca: abc → bca; bcab: bca → cab; cabc: cab → abc (a 3-cycle); bcax: bca → cax (no
        // word from cax). At bca the mover wins (say bcax). At abc the mover must say abca and
        // hand over bca: lost. At cab the mover says cabc and hands over abc: won.
        // abca opens → Aoki at bca wins: Aoki. bcab → Aoki at cab wins: Aoki.
        // cabc → Aoki at abc loses: Takahashi. bcax → Aoki at cax loses: Takahashi.
        assert_eq!(
            run_text(solve, "4\nabca\nbcab\ncabc\nbcax\n"),
            ("Aoki\nAoki\nTakahashi\nTakahashi\n".to_string(), None)
        );
    }

    #[test]
    fn bad_input_is_rejected_where_it_is() {
        let cases = [
            (
                "",
                "line 1, column 1: expected a word count N (1..=2^64-1), found end of input",
            ),
            (
                "0\n",
                "line 1, column 1: expected a word count N (1..=2^64-1), found \"0\"",
            ),
            (
                "2\nabc\nab\n",
                "line 3, column 1: expected a word of 3 or more ASCII letters, found \"ab\"",
            ),
            (
                "1\nab1\n",
                "line 2, column 1: expected a word of 3 or more ASCII letters, found \"ab1\"",
            ),
            (
                "1\nabcdefghi_\n",
                "line 2, column 1: expected a word of 3 or more ASCII letters, found \"abcdefghi_\"",
            ),
            (
                "2\nabc\n",
                "line 3, column 1: expected a word of 3 or more ASCII letters, found end of input",
            ),
        ];
        for (text, error) in cases {
            assert_eq!(
                run_text(solve, text),
                (String::new(), Some(error.to_string())),
                "{text:?}"
            );
        }
        // A count of 10^18 fails at the first missing word, without allocating for it.
        let (printed, error) = run_text(solve, "1000000000000000000\nabc\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.unwrap(),
            "line 3, column 1: expected a word of 3 or more ASCII letters, found end of input"
        );
    }

    #[test]
    fn past_the_statement_are_answered() {
        // 200001 words (N past the judge's 200000): "abcd" 200000 times then "bcda", as in
        // the_largest_dictionary below: Aoki for each abcd, Takahashi for bcda.
        let mut text = String::from("200001\n");
        text += &"abcd\n".repeat(200_000);
        text += "bcda\n";
        let expected = "Aoki\n".repeat(200_000) + "Takahashi\n";
        assert_eq!(run_text(solve, &text), (expected, None));
        // Words past 8 letters: only the ends count. abcdefghijk: abc → ijk; ijkxyzzy: ijk → zzy
        // (no word from zzy). Opening with ijkxyzzy leaves Aoki at zzy, stuck: Takahashi.
        // Opening with abcdefghijk leaves Aoki at ijk, who says ijkxyzzy: Aoki.
        assert_eq!(
            run_text(solve, "2\nabcdefghijk\nijkxyzzy\n"),
            ("Aoki\nTakahashi\n".to_string(), None)
        );
        assert_eq!(ends(b"abcdefghijk"), ends(b"abcijk"));
    }

    #[test]
    fn nothing_after_the_last_word_is_read() {
        assert_eq!(
            run_text(solve, "1\nabc\n!!\n"),
            ("Draw\n".to_string(), None)
        );
    }

    #[test]
    fn the_largest_dictionary() {
        // "abcd" 199999 times, then "bcda": opening with abcd, Aoki at bcd says bcda and
        // Takahashi at cda has no word: Aoki. Opening with bcda leaves Aoki at cda: Takahashi.
        let mut text = String::from("200000\n");
        text += &"abcd\n".repeat(199_999);
        text += "bcda\n";
        let expected = "Aoki\n".repeat(199_999) + "Takahashi\n";
        assert_eq!(run_text(solve, &text), (expected, None));
    }
}
