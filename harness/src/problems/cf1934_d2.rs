//! Codeforces 1934 D2 XOR Break — Game Version, an interactive problem: the harness plays Bob.
//!
//! The referee checks every line of the program by the rules (its `first`/`second`, each break:
//! both parts positive, below the number broken, xor equal to it, that number being n or one of
//! Bob's last two; at most 63 breaks a game) and plays Bob. Bob wins whenever he can: he holds a
//! winning position iff one of his numbers has an even count of set bits (the holder of p wins
//! iff popcount(p) is even: proven in the crate's README, and checked against a search of the
//! rules below for every p < 2^11), and he then breaks it into two parts with odd counts. From a
//! lost position he plays one of three strategies to make the program fail:
//!
//! - `longest`: break the breakable number with the higher top bit, handing back an even part
//!   with the *same* top bit and as many set bits as possible (the trap for an Alice who does
//!   not lower the top bit: the low bits refill, and 63 breaks run out);
//! - `fewest`: hand back 2^h + 1, the even part with exactly one winning break;
//! - `random`: a random legal break of a random breakable number (random winning breaks too).

use crate::game::{within, Limits, SolveFn};
use crate::inputs::{Input, Kind, Scale};
use crate::interactive::pipe::{Incoming, Outgoing};
use crate::interactive::plan::{Plan, Script};
use crate::interactive::player::Player;
use crate::interactive::{play, Heard, Interactive, PlayFn, Published, Referee, WrongPlayer};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use cf1934_d2::{MAX_BREAKS, MAX_GAMES, MAX_N};
use game_core::io::{Error, Scanner, Writer};
use std::time::Duration;

/// The registration of cf1934_d2.
pub struct Cf1934D2;

/// Whether the holder of `p` wins: an even count of set bits (see the module doc).
fn holder_wins(p: u64) -> bool {
    p.count_ones().is_multiple_of(2)
}

/// The top set bit of `p` (p ≥ 1).
fn top_bit(p: u64) -> u64 {
    1 << (63 - p.leading_zeros())
}

/// Where a game stands, between two lines of the program's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The program owes `first` or `second`.
    Choice,
    /// The program owes a break of one of these (n twice at the start).
    Break([u64; 2]),
}

/// The judge's side of a conversation.
struct Bob {
    games: Vec<u64>,
    game: usize,
    phase: Phase,
    breaks: u32,
    strategy: usize,
    rng: Rng,
    script: Script,
}

/// The strategies, by index (see the module doc).
const STRATEGIES: &[&str] = &["longest", "fewest", "random"];

impl Bob {
    /// Bob's break when he must break one of `held`: `None` if neither can be broken.
    fn move_from(&mut self, held: [u64; 2]) -> Option<(u64, u64)> {
        if let Some(&winning) = held.iter().find(|&&p| holder_wins(p)) {
            return Some(self.winning_break(winning));
        }
        let breakable = held.iter().copied().filter(|p| p.count_ones() >= 3);
        let q = if self.strategy == 2 {
            let choices: Vec<u64> = breakable.collect();
            if choices.is_empty() {
                return None;
            }
            *self.rng.pick(&choices)
        } else {
            breakable.max_by_key(|&p| (top_bit(p), p))?
        };
        let h = top_bit(q);
        let r = q ^ h;
        // Bob hands back m = 2^h + s (s < r, an odd count of set bits) and r xor s.
        let s = match STRATEGIES[self.strategy] {
            "longest" => most_bits_below(r),
            "fewest" => 1,
            _ => self.random_below(r, 1),
        };
        Some((h | s, r ^ s))
    }

    /// A break of `p` (an even count of set bits) into two parts with odd counts: the top bit
    /// and the rest, or (random strategy) a random such break.
    fn winning_break(&mut self, p: u64) -> (u64, u64) {
        let h = top_bit(p);
        let r = p ^ h;
        // p = 2^h + r; parts 2^h + s and r xor s with s < r and an even count of set bits.
        let s = if self.strategy == 2 {
            self.random_below(r, 0)
        } else {
            0
        };
        (h | s, r ^ s)
    }

    /// A random s < r whose count of set bits has parity `parity` (a few draws, then the
    /// smallest such s: 0 for even, 1 for odd, which is below r whenever Bob asks).
    fn random_below(&mut self, r: u64, parity: u32) -> u64 {
        for _ in 0..64 {
            let s = self.rng.range(0, r - 1);
            if s.count_ones() % 2 == parity {
                return s;
            }
        }
        u64::from(parity)
    }

    /// The judge's words when game `self.game` is won by the program: `0 0`, then the next
    /// start, or the end.
    fn next_game(&mut self) -> Heard {
        self.game += 1;
        self.phase = Phase::Choice;
        self.breaks = 0;
        match self.games.get(self.game) {
            Some(n) => Heard::Say(format!("0 0\n{n}\n")),
            None => Heard::Over {
                last: "0 0\n".into(),
                result: Ok(()),
            },
        }
    }

    /// Bob moves on `held` (his script's next break if it is one): the program won the game if
    /// he cannot.
    fn bob_moves(&mut self, held: [u64; 2]) -> Heard {
        if held.iter().all(|p| p.count_ones() < 2) {
            return self.next_game();
        }
        let scripted = self
            .script
            .next(|line| parse_pair(line).filter(|&(a, b)| is_break(held, a, b)));
        let (a, b) = match scripted {
            Some(parts) => parts,
            None => {
                let (even, odd) = self
                    .move_from(held)
                    .expect("a number with two set bits can be broken");
                // `longest` names the part Alice should take first, `fewest` last, `random`
                // either: a program must look at both.
                let swap = match self.strategy {
                    0 => false,
                    1 => true,
                    _ => self.rng.chance(1, 2),
                };
                if swap {
                    (odd, even)
                } else {
                    (even, odd)
                }
            }
        };
        self.phase = Phase::Break([a, b]);
        let line = format!("{a} {b}");
        self.script.made(&line);
        Heard::Say(line + "\n")
    }

    fn wrong(&self, why: String) -> Heard {
        Heard::Over {
            last: "-1 -1\n".into(),
            result: Err(format!(
                "game {} (n = {}): {why}",
                self.game + 1,
                self.games[self.game]
            )),
        }
    }
}

/// Two numbers, as a line `p1 p2` gives them.
fn parse_pair(line: &str) -> Option<(u64, u64)> {
    let mut words = line.split_whitespace().map(str::parse::<u64>);
    match (words.next(), words.next(), words.next()) {
        (Some(Ok(a)), Some(Ok(b)), None) => Some((a, b)),
        _ => None,
    }
}

/// Whether (a, b) is a break of one of `held`: two positive numbers below it whose xor is it.
fn is_break(held: [u64; 2], a: u64, b: u64) -> bool {
    let broken = a ^ b;
    a > 0 && b > 0 && held.contains(&broken) && a < broken && b < broken
}

/// The largest s < r (r ≥ 2: Bob breaks only numbers with three or more set bits) with an odd
/// count of set bits and as many as possible: r with one set bit cleared and every bit below it
/// set, over each set bit, dropping the lowest bit if the count is even.
fn most_bits_below(r: u64) -> u64 {
    (0..64)
        .filter(|j| r >> j & 1 == 1)
        .map(|j| {
            let s = (r & !((1u64 << j) | ((1u64 << j) - 1))) | ((1u64 << j) - 1);
            if s.count_ones() % 2 == 1 {
                s
            } else {
                s & s.wrapping_sub(1)
            }
        })
        .filter(|&s| s.count_ones() % 2 == 1)
        .max_by_key(|&s| (s.count_ones(), s))
        .unwrap_or(1)
}

impl Referee for Bob {
    fn moves(&self) -> &[String] {
        self.script.moves()
    }

    fn opening(&mut self) -> String {
        match self.games.first() {
            Some(n) => format!("{}\n{n}\n", self.games.len()),
            None => "0\n".into(),
        }
    }

    fn hear(&mut self, line: &str) -> Heard {
        let n = self.games[self.game];
        match self.phase {
            // A wrong choice is not refused: Bob plays it out and wins, as the real judge does.
            Phase::Choice => match line.trim().to_ascii_lowercase().as_str() {
                "first" => {
                    self.phase = Phase::Break([n, n]);
                    Heard::Say(String::new())
                }
                "second" => self.bob_moves([n, n]),
                _ => self.wrong(format!("expected `first` or `second`, got {line:?}")),
            },
            Phase::Break(held) => {
                let words: Vec<&str> = line.split_whitespace().collect();
                let parts: Vec<Option<u64>> = words.iter().map(|w| w.parse().ok()).collect();
                let (a, b) = match parts.as_slice() {
                    [Some(0), Some(0)] => {
                        let why = match held.iter().find(|p| p.count_ones() >= 2) {
                            Some(p) => format!("printed `0 0` though {p} can be broken"),
                            None => {
                                format!("cannot break {} or {}: Bob won the game", held[0], held[1])
                            }
                        };
                        return self.wrong(why);
                    }
                    [Some(a), Some(b)] => (*a, *b),
                    _ => return self.wrong(format!("expected a break `p1 p2`, got {line:?}")),
                };
                if !is_break(held, a, b) {
                    // A number with one bit set has no break at all: say which can be broken.
                    let breakable: Vec<String> = held
                        .iter()
                        .filter(|p| p.count_ones() >= 2)
                        .map(u64::to_string)
                        .collect();
                    let of = match breakable.as_slice() {
                        [] => format!("{} and {} have no break", held[0], held[1]),
                        [p] => format!("it is not a break of {p}"),
                        [p, q] => format!("it is not a break of {p} or {q}"),
                        _ => unreachable!("two numbers are held"),
                    };
                    return self.wrong(format!(
                        "{a} {b}: {of} (a break of p is two positive numbers below p whose xor \
                         is p)"
                    ));
                }
                self.breaks += 1;
                let bob_can_move = [a, b].iter().any(|p| p.count_ones() >= 2);
                if self.breaks >= MAX_BREAKS && bob_can_move {
                    return self.wrong(format!(
                        "{MAX_BREAKS} breaks made and Bob can still break {a} or {b}"
                    ));
                }
                self.bob_moves([a, b])
            }
        }
    }
}

/// Reads two numbers from the judge (`0 0` and `-1 -1` included).
fn judge_pair(input: &mut Scanner<Incoming>) -> Result<(i64, i64), Error> {
    let a = input.i64("a number", -1..=i64::MAX)?;
    Ok((a, input.i64("a number", -1..=i64::MAX)?))
}

/// A whole wrong Alice: `choose` says first or not from n; `split` breaks what she holds;
/// `take` picks the number she breaks from Bob's two; `flush` whether she flushes.
fn alice(
    input: &mut Scanner<Incoming>,
    out: &mut Writer<Outgoing>,
    choose: fn(u64) -> bool,
    split: fn(u64) -> (u64, u64),
    take: fn(u64, u64) -> u64,
    flush: bool,
    games: Option<u64>,
) -> Result<(), Error> {
    let t = input.u64("t", 0..=u64::MAX)?;
    for _ in 0..games.unwrap_or(t).min(t) {
        let n = input.u64("n", 1..=u64::MAX)?;
        let mut held = n;
        if !choose(n) {
            out.line("second")?;
            if flush {
                out.flush()?;
            }
            match judge_pair(input)? {
                (0, 0) => continue,
                (-1, -1) => return Ok(()),
                (a, b) => held = take(a as u64, b as u64),
            }
        } else {
            out.line("first")?;
        }
        loop {
            let (a, b) = if held.count_ones() >= 2 {
                split(held)
            } else {
                (0, 0)
            };
            out.line(&format!("{a} {b}"))?;
            if flush {
                out.flush()?;
            }
            match judge_pair(input)? {
                (0, 0) => break,
                (-1, -1) => return Ok(()),
                (a, b) => held = take(a as u64, b as u64),
            }
        }
    }
    Ok(())
}

fn even_part(a: u64, b: u64) -> u64 {
    if holder_wins(a) {
        a
    } else {
        b
    }
}

fn top_split(p: u64) -> (u64, u64) {
    (top_bit(p), p ^ top_bit(p))
}

fn low_split(p: u64) -> (u64, u64) {
    let low = p & p.wrapping_neg();
    (low, p ^ low)
}

impl Interactive for Cf1934D2 {
    type Case = u64;
    const ID: &'static str = "cf1934_d2";
    const SOLVE: SolveFn = |input, out| cf1934_d2::solve(input, out);
    const PLAY: PlayFn = |input, out| cf1934_d2::solve(input, out);
    // Codeforces problem page (two mirrors agree): 3 s, 256 MB.
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 3, 256);
    const MAX_GAMES: usize = MAX_GAMES as usize;
    const STRATEGIES: &'static [&'static str] = STRATEGIES;

    fn validate(n: &u64) -> Result<(), String> {
        within("n", *n, 1..=MAX_N)
    }

    fn small_cases() -> Vec<u64> {
        (1..=2048).collect()
    }

    fn trap_cases() -> Vec<u64> {
        // The published example's starts; a power of two; the largest n; the longest game
        // (59 breaks from 2^59 + 2^58 + …: an even count of set bits just below 10^18).
        vec![
            1,
            3,
            13,
            777_777_770_001,
            1 << 59,
            MAX_N,
            (1 << 59) | ((1 << 58) - 1) & !1,
            (1 << 59) | 1,
        ]
    }

    fn random_case(rng: &mut Rng) -> u64 {
        rng.log_uniform(1, 1 << 20)
    }

    fn judge_sized_case(rng: &mut Rng) -> u64 {
        match rng.below(4) {
            0 => MAX_N - rng.range(0, 3),
            1 => (1u64 << 59) | (rng.next_u64() & ((1 << 59) - 1)) & !(1 << 58 >> rng.below(3)),
            _ => rng.log_uniform(1, MAX_N),
        }
        .min(MAX_N)
    }

    fn referee(games: &[u64], plan: &Plan) -> Box<dyn Referee> {
        Box::new(Bob {
            games: games.to_vec(),
            game: 0,
            phase: Phase::Choice,
            breaks: 0,
            strategy: plan.strategy,
            rng: Rng::new(plan.seed),
            script: Script::of(plan),
        })
    }

    fn published() -> Vec<Published<u64>> {
        // The example's Bob answers Alice's 10 7 (game 3) with 3 4, and gives up game 4 with a
        // breakable 777777770000 in hand (no move of the rules says that).
        vec![Published {
            starts: vec![1, 3, 13, 777_777_770_001],
            judge_moves: vec!["3 4"],
        }]
    }

    fn shrink(n: &u64) -> Vec<u64> {
        // Fewer set bits (each one dropped), then smaller numbers with as many.
        let mut smaller: Vec<u64> = (0..64)
            .filter(|j| n >> j & 1 == 1)
            .map(|j| n & !(1 << j))
            .filter(|&m| m > 0)
            .collect();
        smaller.push(n >> 1);
        smaller.retain(|&m| m > 0 && m < *n);
        smaller
    }

    fn wrong_players() -> Vec<WrongPlayer> {
        vec![
            WrongPlayer {
                name: "split off the low bit",
                play: |i, o| alice(i, o, holder_wins, low_split, even_part, true, None),
            },
            WrongPlayer {
                name: "always first",
                play: |i, o| alice(i, o, |_| true, top_split, even_part, true, None),
            },
            WrongPlayer {
                name: "breaks the first of Bob's numbers",
                play: |i, o| alice(i, o, holder_wins, top_split, |a, _| a, true, None),
            },
            WrongPlayer {
                name: "stops after the first game",
                play: |i, o| alice(i, o, holder_wins, top_split, even_part, true, Some(1)),
            },
            WrongPlayer {
                name: "never flushes",
                play: |i, o| alice(i, o, holder_wins, top_split, even_part, false, None),
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        let games = s.pick(MAX_GAMES, 5) as usize;
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!(
                "t = {games} (judge max) games of 59 breaks each (n just below 10^18, Bob \
                 `longest`): the judge's side of the conversation, played by the crate"
            ),
            move |t, r| {
                let starts: Vec<u64> = (0..games)
                    .map(|_| {
                        let low = r.next_u64() & ((1 << 58) - 1);
                        let n = (1 << 59) | low;
                        if holder_wins(n) {
                            n
                        } else {
                            n ^ 1
                        }
                    })
                    .collect();
                let mut bob = Self::referee(&starts, &Plan::new(0, 0));
                let player = Player::in_process(Self::PLAY, Duration::from_secs(600));
                t.bytes(play(&mut *bob, player).transcript.judge_side().as_bytes());
            },
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::super::referee_tests::wrong_player_loses;
    use super::*;
    use crate::interactive::assert_the_crate_wins;

    /// Whether the holder of p wins, by a search of the rules: some break into two parts below
    /// p (a, p xor a) leaves the opponent two numbers he loses with.
    fn wins_by_search(limit: usize) -> Vec<bool> {
        let mut wins = vec![false; limit];
        for p in 1..limit {
            wins[p] = (1..p).any(|a| {
                let b = a ^ p;
                b > 0 && b < p && !wins[a] && !wins[b]
            });
        }
        wins
    }

    #[test]
    fn the_referees_values_and_moves_agree_with_a_search_of_the_rules() {
        let wins = wins_by_search(1 << 11);
        for p in 1..1u64 << 11 {
            assert_eq!(holder_wins(p), wins[p as usize], "{p}");
        }
        for strategy in 0..STRATEGIES.len() {
            let mut bob = Bob {
                games: vec![1],
                game: 0,
                phase: Phase::Choice,
                breaks: 0,
                strategy,
                rng: Rng::new(7),
                script: Script::default(),
            };
            for p in 1..1u64 << 11 {
                let parts = bob.move_from([p, p]);
                let Some((a, b)) = parts else {
                    assert_eq!(p.count_ones(), 1, "{p}: Bob gave up a breakable number");
                    continue;
                };
                assert!(
                    a > 0 && b > 0 && a < p && b < p && a ^ b == p,
                    "{p}: {a} {b}"
                );
                if wins[p as usize] {
                    // From a won position Bob leaves two lost numbers.
                    assert!(!wins[a as usize] && !wins[b as usize], "{p}: {a} {b}");
                }
            }
        }
    }

    #[test]
    fn longest_keeps_the_top_bit_and_fewest_leaves_one_winning_break() {
        for q in [0b1011u64, 0b1110_0000_1000, (1 << 59) | 0b110] {
            let (h, r) = (top_bit(q), q ^ top_bit(q));
            let s = most_bits_below(r);
            assert!(s < r && s.count_ones() % 2 == 1, "{q}: {s}");
            // No s' < r with an odd count has more set bits.
            if r < 1 << 12 {
                let best = (0..r)
                    .filter(|x| x.count_ones() % 2 == 1)
                    .map(u64::count_ones)
                    .max();
                assert_eq!(Some(s.count_ones()), best, "{q}");
            }
            assert_eq!(top_bit(h | s), h);
        }
        // 2^h + 1 has exactly one break into two parts with odd counts: (2^h, 1).
        let m = (1u64 << 9) + 1;
        let winning = (1..m)
            .filter(|&a| (a ^ m) < m && a.count_ones() % 2 == 1 && (a ^ m).count_ones() % 2 == 1)
            .count();
        assert_eq!(winning, 2); // (2^h, 1) and (1, 2^h): one break, either order
    }

    #[test]
    fn the_crate_wins_every_small_start_against_every_strategy() {
        let games: Vec<u64> = (1..=300).collect();
        assert_the_crate_wins::<Cf1934D2>(&games);
    }

    #[test]
    fn the_low_bit_split_runs_out_of_breaks_against_longest() {
        let why = wrong_player_loses::<Cf1934D2>(0, &[(1 << 40) | ((1 << 20) - 1)], 0);
        assert!(why.contains("63 breaks"), "{why}");
    }
}
