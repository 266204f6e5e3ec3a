//! AtCoder ABC209 E Shiritori: `Takahashi`, `Aoki` or `Draw` for each opening word.
//!
//! The oracle plays the game on the words themselves: a position is the word said last, a move
//! is any word that begins with its last three letters. Won and lost positions come from the
//! definition, "the player to move can force a win (or the opponent can) within k plies", for
//! k = 0, 1, 2, … until nothing changes; what is never decided is a draw. It uses neither the
//! three-letter vertices of the crate nor core's retrograde analysis.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::draw::{outcomes, Outcome};
use game_core::sg::Digraph;
use itertools::Itertools;
use std::collections::HashMap;
use std::hash::Hash;

/// The registration of abc209_e.
pub struct Abc209E;

/// The answer line for a game whose second player (Aoki, to move after the opening word) wins,
/// loses, or neither.
fn name(aoki_wins: bool, aoki_loses: bool) -> &'static str {
    match (aoki_wins, aoki_loses) {
        (true, _) => "Aoki",
        (_, true) => "Takahashi",
        _ => "Draw",
    }
}

/// A word's first three and last three letters.
fn ends(word: &str) -> (&str, &str) {
    (&word[..3], &word[word.len() - 3..])
}

/// The answers from the rules: positions are words, searched to a fixpoint (see the module doc).
/// O(N^3) for N words: at most 2N + 1 rounds of O(N^2).
fn play(words: &[String]) -> String {
    let n = words.len();
    // moves[i]: the words that may follow word i.
    let moves: Vec<Vec<usize>> = words
        .iter()
        .map(|said| {
            (0..n)
                .filter(|&j| ends(&words[j]).0 == ends(said).1)
                .collect()
        })
        .collect();
    // wins[i] (loses[i]): the player to move after word i wins (loses) within the plies so far.
    let (mut wins, mut loses) = (vec![false; n], vec![false; n]);
    loop {
        let next_wins: Vec<bool> = moves.iter().map(|m| m.iter().any(|&j| loses[j])).collect();
        let next_loses: Vec<bool> = moves.iter().map(|m| m.iter().all(|&j| wins[j])).collect();
        if (&next_wins, &next_loses) == (&wins, &loses) {
            break;
        }
        (wins, loses) = (next_wins, next_loses);
    }
    (0..n)
        .map(|i| format!("{}\n", name(wins[i], loses[i])))
        .collect()
}

/// The three-letter positions of the words (numbered in order of first appearance) and the
/// outcome of each by core's retrograde analysis: for the wrong solutions only. O(N).
fn by_positions(words: &[String]) -> (Vec<(usize, usize)>, Vec<Outcome>) {
    by_keys(words, |three| three)
}

/// [`by_positions`] with two three-letter strings taken for one position when `key` maps them
/// to the same value (a wrong solution's numbering of positions). O(N) expected.
fn by_keys<'a, K: Hash + Eq>(
    words: &'a [String],
    key: impl Fn(&'a str) -> K,
) -> (Vec<(usize, usize)>, Vec<Outcome>) {
    let mut number: HashMap<K, usize> = HashMap::new();
    let mut pairs = Vec::new();
    for word in words {
        let (first, last) = ends(word);
        let count = number.len();
        let first = *number.entry(key(first)).or_insert(count);
        let count = number.len();
        let last = *number.entry(key(last)).or_insert(count);
        pairs.push((first, last));
    }
    let mut successors = vec![Vec::new(); number.len()];
    for &(first, last) in &pairs {
        successors[first].push(last as u32);
    }
    let mut graph = Digraph::new();
    for list in successors {
        graph.add_vertex().extend(list);
    }
    (pairs, outcomes(&graph).expect("every edge is inside"))
}

/// Every letter of the judge's alphabet, upper case first.
const ALL: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn verdict(outcome: Outcome) -> &'static str {
    name(outcome == Outcome::Win, outcome == Outcome::Lose)
}

/// Every word of 3 or 4 letters over `letters`.
fn short_words(letters: &str) -> Vec<String> {
    let letters: Vec<char> = letters.chars().collect();
    (3..=4)
        .flat_map(|len| {
            (0..len)
                .map(|_| letters.iter().copied())
                .multi_cartesian_product()
                .map(|w| w.into_iter().collect::<String>())
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The games over {a, A}, 26 to a dictionary: the k-th game of a dictionary over the k-th
/// letter and its capital (`a`/`A`, `b`/`B`, …). Games over different letters share no
/// three-letter position, so each stays its own game, and a dictionary's answers are its games'
/// answers in turn.
fn packed(games: &[Vec<String>]) -> Vec<Vec<String>> {
    let over = |word: &String, lower: u8| -> String {
        word.bytes()
            .map(|b| match b {
                b'a' => char::from(lower),
                _ => char::from(lower.to_ascii_uppercase()),
            })
            .collect()
    };
    games
        .chunks(26)
        .map(|chunk| {
            chunk
                .iter()
                .zip(b'a'..=b'z')
                .flat_map(|(game, lower)| game.iter().map(move |word| over(word, lower)))
                .collect()
        })
        .collect()
}

impl Game for Abc209E {
    /// One dictionary, in input order.
    type Case = Vec<String>;
    const ID: &'static str = "abc209_e";
    const SOLVE: SolveFn = |input, out| abc209_e::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    /// The judge's input holds one dictionary.
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<String>]) -> String {
        // One case a file (MAX_CASES): N, then a word a line.
        cases
            .iter()
            .map(|words| format!("{}\n{}", words.len(), lines(words)))
            .collect()
    }

    fn validate(words: &Vec<String>) -> Result<(), String> {
        within("N", words.len() as u64, 1..=abc209_e::MAX_WORDS)?;
        for word in words {
            within(
                "a word's length",
                word.len(),
                abc209_e::MIN_LEN..=abc209_e::MAX_LEN,
            )?;
            if !word.bytes().all(|b| b.is_ascii_alphabetic()) {
                return Err(format!("{word:?} is not all ASCII letters"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, words: &Vec<String>) -> String {
        play(words)
    }

    /// Every multiset of up to 2 words of 3 or 4 letters over {a, A} (the same letter in two
    /// cases, so that folding case changes the game), and of 3 or 4 words of 4 letters (a
    /// repeated word beside a cycle and a chain needs 4): 5016 games, packed 26 to a dictionary
    /// by [`packed`] (193 dictionaries, so 193 runs of the crate instead of 5016).
    fn small_cases() -> Vec<Vec<String>> {
        let words = short_words("aA");
        let four: Vec<String> = words.iter().filter(|w| w.len() == 4).cloned().collect();
        let mut games: Vec<Vec<String>> = Vec::new();
        for size in 1..=2 {
            games.extend(words.iter().cloned().combinations_with_replacement(size));
        }
        for size in 3..=4 {
            games.extend(four.iter().cloned().combinations_with_replacement(size));
        }
        packed(&games)
    }

    /// 1 to 12 words of mostly 3 to 5 letters (up to 8) over two to four letters, a quarter of
    /// them repeating an earlier word: few positions, so chains, cycles and draws are common.
    fn random_case(rng: &mut Rng) -> Vec<String> {
        let letters: Vec<char> = rng.pick(&["ab", "aA", "abc", "aAbB"]).chars().collect();
        let n = rng.range(1, 12) as usize;
        let mut words: Vec<String> = Vec::with_capacity(n);
        for _ in 0..n {
            if !words.is_empty() && rng.chance(1, 4) {
                let again = words[rng.below(words.len())].clone();
                words.push(again);
                continue;
            }
            let len = if rng.chance(1, 4) {
                rng.range(3, 8)
            } else {
                rng.range(3, 5)
            };
            words.push((0..len).map(|_| *rng.pick(&letters)).collect());
        }
        words
    }

    /// N words up to the judge's 2·10^5 (the maximum often), of 3 to 8 letters (mostly 3 or 4)
    /// over the judge's 52 letters, or over a few of them (dense graphs: cycles and draws), or
    /// a chain of 4-letter words (each starting with the last three letters of the one before:
    /// retrograde analysis along a path of N positions); an eighth of them repeat an earlier
    /// word. At most 1.8 MB of text.
    fn judge_sized_case(rng: &mut Rng) -> Vec<String> {
        let n = rng.sized(1, abc209_e::MAX_WORDS) as usize;
        let letters: Vec<u8> = match rng.below(3) {
            0 => ALL.to_vec(),
            _ => (0..rng.sized(1, 8)).map(|_| *rng.pick(ALL)).collect(),
        };
        let chain = rng.chance(1, 4);
        let mut end: Vec<u8> = (0..3).map(|_| *rng.pick(&letters)).collect();
        let mut words: Vec<String> = Vec::with_capacity(n);
        for _ in 0..n {
            if !words.is_empty() && rng.chance(1, 8) {
                let again = words[rng.below(words.len())].clone();
                words.push(again);
                continue;
            }
            let word: Vec<u8> = if chain {
                let mut word = end.clone();
                word.push(*rng.pick(&letters));
                end = word[1..].to_vec();
                word
            } else {
                let len = if rng.chance(1, 4) {
                    rng.range(3, 8)
                } else {
                    rng.range(3, 4)
                };
                (0..len).map(|_| *rng.pick(&letters)).collect()
            };
            words.push(String::from_utf8(word).expect("ASCII letters"));
        }
        words
    }

    fn parse(input: &str) -> Option<Vec<Vec<String>>> {
        let mut tokens = Tokens::new(input);
        let n = tokens.value()?;
        let words = (0..n)
            .map(|_| tokens.word().map(str::to_string))
            .collect::<Option<Vec<String>>>()?;
        Some(vec![words])
    }

    /// Without each half, quarter, … of the words (down to each one alone, see
    /// [`without_parts`]); then, for at most 64 words, with one word a letter shorter at either
    /// end.
    fn shrink(words: &Vec<String>) -> Vec<Vec<String>> {
        let mut smaller = without_parts(words);
        if words.len() > 64 {
            return smaller;
        }
        for i in 0..words.len() {
            // Words are ASCII letters (`validate`); any other word is left as it is.
            if words[i].len() > abc209_e::MIN_LEN && words[i].is_ascii() {
                for cut in [&words[i][1..], &words[i][..words[i].len() - 1]] {
                    let mut shorter = words.clone();
                    shorter[i] = cut.to_string();
                    smaller.push(shorter);
                }
            }
        }
        smaller
    }

    /// N = 2·10^5 words (the judge's maximum): a chain of 4-letter words through random
    /// positions of all 52 letters, and words of 3 to 8 letters over {a, b, c} (27 positions,
    /// dense, with cycles), shuffled. Also N = 1, which costs the 52^3 positions alone.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(abc209_e::MAX_WORDS, 40);
        let worst = format!(
            "N = {n} (judge max): a chain of {} 4-letter words over all 52 letters and {} words \
             of 3-8 letters over {{a, b, c}}, shuffled",
            n / 2,
            n - n / 2
        );
        vec![
            Input::new(Self::ID, Kind::Worst, worst, move |t, r| {
                worst_case(t, r, n)
            }),
            Input::new(
                Self::ID,
                Kind::Table,
                "N = 1: the 52^3 positions alone".to_string(),
                |t, _| {
                    t.line(&[1]);
                    t.bytes(b"ABC\n");
                },
            ),
        ]
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<String>>> {
        vec![
            Wrong {
                name: "a draw counted as a loss for the player to move",
                answer: |_, words| {
                    let (pairs, outcome) = by_positions(words);
                    let lose = |o| o != Outcome::Win;
                    lines(
                        pairs
                            .iter()
                            .map(|&(_, last)| name(!lose(outcome[last]), lose(outcome[last]))),
                    )
                },
            },
            Wrong {
                name: "recursive search counting a position on the current path as won",
                answer: |_, words| {
                    let (pairs, _) = by_positions(words);
                    let mut memo = HashMap::new();
                    lines(pairs.iter().map(|&(_, last)| {
                        let wins = path_search(&pairs, last, &mut Vec::new(), &mut memo);
                        name(wins, !wins)
                    }))
                },
            },
            Wrong {
                name: "letters compared without case",
                answer: |_, words| {
                    let folded: Vec<String> =
                        words.iter().map(|w| w.to_ascii_lowercase()).collect();
                    let (pairs, outcome) = by_positions(&folded);
                    lines(pairs.iter().map(|&(_, last)| verdict(outcome[last])))
                },
            },
            Wrong {
                name:
                    "out-degrees count distinct successors, but every copy of a word is propagated",
                answer: |_, words| {
                    let (pairs, _) = by_positions(words);
                    let outcome = distinct_degrees(&pairs);
                    lines(pairs.iter().map(|&(_, last)| verdict(outcome[last])))
                },
            },
            Wrong {
                name:
                    "Takahashi to move at the opening word's first three letters, any word allowed",
                answer: |_, words| {
                    let (pairs, outcome) = by_positions(words);
                    lines(pairs.iter().map(|&(first, _)| {
                        name(
                            outcome[first] == Outcome::Lose,
                            outcome[first] == Outcome::Win,
                        )
                    }))
                },
            },
            Wrong {
                name: "letters numbered c − 'A' (58 codes: 'u'..'z' past 51) in a base-52 position",
                answer: |_, words| {
                    let code = |three: &str| {
                        three
                            .bytes()
                            .fold(0u64, |code, b| code * 52 + u64::from(b - b'A'))
                    };
                    let (pairs, outcome) = by_keys(words, code);
                    lines(pairs.iter().map(|&(_, last)| verdict(outcome[last])))
                },
            },
        ]
    }
}

/// Each item on its own line.
fn lines<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items.into_iter().map(|item| format!("{item}\n")).collect()
}

/// The classic recursive search that ignores draws: the mover at `p` wins iff some move leads to
/// a position where the mover loses; a position already on the search path counts as won for
/// its mover (so moving into a cycle is never chosen). Memoised, even for results that depended
/// on the path. Fine on the small cases only.
fn path_search(
    pairs: &[(usize, usize)],
    p: usize,
    path: &mut Vec<usize>,
    memo: &mut HashMap<usize, bool>,
) -> bool {
    if path.contains(&p) {
        return true;
    }
    if let Some(&wins) = memo.get(&p) {
        return wins;
    }
    path.push(p);
    let wins = pairs
        .iter()
        .filter(|e| e.0 == p)
        .any(|e| !path_search(pairs, e.1, path, memo));
    path.pop();
    memo.insert(p, wins);
    wins
}

/// Retrograde analysis with a bug: a position's count of undecided moves is its number of
/// distinct successors, but a won successor reached by k copies of a word takes k off it, so a
/// position can be lost too early.
fn distinct_degrees(pairs: &[(usize, usize)]) -> Vec<Outcome> {
    let n = pairs.iter().map(|e| e.0.max(e.1) + 1).max().unwrap_or(0);
    let mut left: Vec<i64> = (0..n)
        .map(|p| {
            pairs
                .iter()
                .filter(|e| e.0 == p)
                .map(|e| e.1)
                .unique()
                .count() as i64
        })
        .collect();
    let mut outcome = vec![Outcome::Draw; n];
    let mut queue: Vec<usize> = (0..n).filter(|&p| left[p] == 0).collect();
    for &p in &queue {
        outcome[p] = Outcome::Lose;
    }
    let mut head = 0;
    while let Some(&v) = queue.get(head) {
        head += 1;
        for &(u, _) in pairs.iter().filter(|e| e.1 == v) {
            if outcome[u] != Outcome::Draw {
                continue;
            }
            if outcome[v] == Outcome::Lose {
                outcome[u] = Outcome::Win;
                queue.push(u);
            } else {
                left[u] -= 1;
                if left[u] <= 0 {
                    outcome[u] = Outcome::Lose;
                    queue.push(u);
                }
            }
        }
    }
    outcome
}

/// The benchmark's worst case: N, then a chain of `n / 2` 4-letter words (each begins with the
/// last three letters of the one before, over all 52 letters) and `n - n / 2` random words of
/// 3 to 8 letters over {a, b, c}, in random order.
fn worst_case(t: &mut Text, r: &mut Rng, n: u64) {
    let mut words: Vec<Vec<u8>> = Vec::with_capacity(n as usize);
    let mut end: Vec<u8> = (0..3).map(|_| *r.pick(ALL)).collect();
    for _ in 0..n / 2 {
        let mut word = end.clone();
        word.push(*r.pick(ALL));
        end = word[1..].to_vec();
        words.push(word);
    }
    for _ in n / 2..n {
        let len = r.range(3, 8);
        words.push((0..len).map(|_| *r.pick(b"abc")).collect());
    }
    shuffle(&mut words, r);
    t.line(&[n]);
    for word in &words {
        t.bytes(word);
        t.newline();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::run_in_process;

    fn dictionary(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn oracle_on_the_samples_and_by_hand() {
        assert_eq!(
            play(&dictionary(&["abcd", "bcda", "ada"])),
            "Aoki\nTakahashi\nDraw\n"
        );
        assert_eq!(play(&dictionary(&["ABC"])), "Draw\n");
        // aaa → aaa, aaa → aaA ×2, aaA → aAa (no word): aAa lost, aaA won, aaa a draw (its
        // only other move repeats it).
        assert_eq!(
            play(&dictionary(&["aaaa", "aaaA", "aaaA", "aaAa"])),
            "Draw\nAoki\nAoki\nTakahashi\n"
        );
    }

    #[test]
    fn the_distinct_degree_bug_is_caught_by_a_repeated_word() {
        // The case above: aaa has 2 distinct successors (aaa, aaA) but 2 copies of aaaA.
        let words = dictionary(&["aaaa", "aaaA", "aaaA", "aaAa"]);
        let wrong = &Abc209E::wrong_solutions()[3];
        assert_ne!((wrong.answer)(1, &words), play(&words));
    }

    #[test]
    fn many_random_dictionaries_agree_with_the_oracle() {
        // The registry checks one random dictionary per seed (one case a file): here, many.
        let mut rng = Rng::new(209);
        for _ in 0..400 {
            let words = Abc209E::random_case(&mut rng);
            Abc209E::validate(&words).unwrap();
            let input = Abc209E::render(std::slice::from_ref(&words));
            let outcome = run_in_process(Abc209E::SOLVE, input.as_bytes());
            assert_eq!(outcome.stdout, play(&words), "{words:?}");
        }
    }

    #[test]
    fn small_cases_count() {
        // 24 words of 3 or 4 letters over {a, A}: 24 + C(25, 2) = 300 multisets of one or two;
        // C(16 + 2, 3) = 816 multisets of three 4-letter words, C(16 + 3, 4) = 3876 of four:
        // 5016 games, 26 to a dictionary.
        let games: usize = 24 + 300 + 816 + 3876;
        assert_eq!(Abc209E::small_cases().len(), games.div_ceil(26));
        let words: usize = Abc209E::small_cases().iter().map(Vec::len).sum();
        assert_eq!(words, 24 + 2 * 300 + 3 * 816 + 4 * 3876);
    }

    /// A packed dictionary answers as its games would alone: the oracle on the dictionary
    /// against the oracle on each game, in turn.
    #[test]
    fn a_packed_dictionary_answers_as_its_games() {
        let games = [
            dictionary(&["aaaa", "aaaA", "aaaA", "aaAa"]),
            dictionary(&["aAa"]),
            dictionary(&["aaAa", "aAaa", "Aaaa"]),
        ];
        let dictionary = &packed(&games)[0];
        assert_eq!(
            dictionary[..6],
            ["aaaa", "aaaA", "aaaA", "aaAa", "bBb", "ccCc"]
        );
        let alone: String = games.iter().map(|game| play(game)).collect();
        assert_eq!(play(dictionary), alone);
    }
}
