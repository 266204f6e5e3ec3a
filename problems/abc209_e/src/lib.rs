//! AtCoder ABC209 E Shiritori: a dictionary of N words; each word said after the first must
//! begin with the last three letters of the word before it; words may repeat; a player who cannot
//! say a word loses, and a game that never ends is a draw. For each word, print `Takahashi`,
//! `Aoki` or `Draw`: who wins when Takahashi opens with it.
//!
//! A position is the last three letters said, one of the 52^3 three-letter strings; a word is an
//! edge from its first three letters to its last three. The positions the words use are numbered
//! ([`number_positions`]), win, lose or draw for each comes from retrograde analysis
//! ([`outcomes`]), and opening with a word hands Aoki the position of its last three letters.
//! O(N + 52^3) time and memory (the 52^3 is one zeroed table; everything else is O(N)).

#![warn(missing_docs)]

use game_core::draw::{outcomes, Outcome};
use game_core::io::{Error, Scanner, Writer};
use game_core::sg::Digraph;
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

/// Numbers the positions the words use `0..V`, in order of first appearance, and rewrites each
/// word's `(first, last)` positions ([`ends`]) as those numbers; returns V (at most 2N).
///
/// Only the positions of some word matter to the game (a position no word ends at is never
/// reached; one no word begins at has no move), so the graph gets V vertices, not 52^3. O(N) time
/// besides one zeroed table of 52^3 numbers (550 KB), the only cost that does not grow with N.
pub fn number_positions(words: &mut [(u32, u32)]) -> usize {
    // `number[p]`: 0 while position p is unseen, else its number + 1.
    let mut number = vec![0u32; POSITIONS];
    let mut count = 0;
    for (first, last) in words.iter_mut() {
        for p in [first, last] {
            let at = *p as usize;
            if number[at] == 0 {
                count += 1;
                number[at] = count;
            }
            *p = number[at] - 1;
        }
    }
    count as usize
}

/// The game graph of a dictionary given as the `(first, last)` vertex numbers of its words
/// ([`number_positions`]): vertices `0..vertices`, one edge `first → last` per word (a word listed
/// twice gives two edges, which change no outcome). `graph` is cleared first.
///
/// The words are grouped by their first vertex with a counting sort, since a [`Digraph`] takes
/// each vertex's edges together. O(N + V) time and memory.
pub fn build_graph(words: &[(u32, u32)], vertices: usize, graph: &mut Digraph) {
    // `starts[v]..starts[v + 1]`: the words from vertex `v` in `targets`.
    let mut starts = vec![0usize; vertices + 1];
    for &(first, _) in words {
        starts[first as usize + 1] += 1;
    }
    for v in 0..vertices {
        starts[v + 1] += starts[v];
    }
    let mut filled = starts.clone();
    let mut targets = vec![0u32; words.len()];
    for &(first, last) in words {
        let first = first as usize;
        // `last < vertices ≤ POSITIONS = 52^3`, however many words.
        targets[filled[first]] = last;
        filled[first] += 1;
    }
    graph.clear();
    for v in 0..vertices {
        graph
            .add_vertex()
            .extend(targets[starts[v]..starts[v + 1]].iter().copied());
    }
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
/// per word, the table that numbers positions, then a graph of at most 2N vertices and N edges
/// and its outcomes.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("a word count N", 1..=u64::MAX)?;
    let mut words = Vec::new();
    for _ in 0..n {
        let word = input.token(WORD, usize::MAX)?;
        match word.and_then(ends) {
            // A position is below 52^3 < 2^32: lossless.
            Some((first, last)) => words.push((first as u32, last as u32)),
            None => return Err(input.reject(WORD)),
        }
    }
    let vertices = number_positions(&mut words);
    let mut graph = Digraph::new();
    build_graph(&words, vertices, &mut graph);
    // Every edge ends at a vertex below `vertices`, so this error never happens; it is
    // reported as an input error rather than a panic all the same.
    let outcome = outcomes(&graph).map_err(|e| {
        Error::input(
            input.position(),
            "a graph whose edges stay inside it",
            e.to_string(),
        )
    })?;
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
    fn positions_are_numbered_in_order_of_first_appearance() {
        // Positions 900 → 7, 7 → 7, 5 → 900, 900 → 5: numbered 900 = 0, 7 = 1, 5 = 2.
        let mut words = [(900, 7), (7, 7), (5, 900), (900, 5)];
        assert_eq!(number_positions(&mut words), 3);
        assert_eq!(words, [(0, 1), (1, 1), (2, 0), (0, 2)]);
        // The first and the last position of all.
        let last = POSITIONS as u32 - 1;
        let mut words = [(last, 0), (0, last)];
        assert_eq!(number_positions(&mut words), 2);
        assert_eq!(words, [(0, 1), (1, 0)]);
    }

    #[test]
    fn the_graph_groups_edges_by_first_vertex() {
        // Words given out of order: 2 → 3, 0 → 1, 2 → 2, 0 → 1 again; vertex 4 unused.
        let mut g = Digraph::new();
        g.add_vertex().add_edge(0); // cleared by build_graph
        build_graph(&[(2, 3), (0, 1), (2, 2), (0, 1)], 5, &mut g);
        assert_eq!(g.vertex_count(), 5);
        assert_eq!(g.successors(0), [1, 1]);
        assert_eq!(g.successors(1), [] as [u32; 0]);
        assert_eq!(g.successors(2), [3, 2]);
        assert_eq!(g.successors(3), [] as [u32; 0]);
        assert_eq!(g.successors(4), [] as [u32; 0]);
        // The last vertex can hold edges too.
        build_graph(&[(1, 0)], 2, &mut g);
        assert_eq!((g.vertex_count(), g.successors(1)), (2, &[0][..]));
        assert_eq!(g.successors(0), [] as [u32; 0]);
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
