//! AtCoder ABC278 G Generalized Subtraction Game, an interactive problem: the harness plays the
//! judge.
//!
//! The referee checks every line of the program by the rules (`First` or `Second`, then each
//! move `x y`: 1 ≤ x, L ≤ y ≤ R, x + y − 1 ≤ N, every card x … x + y − 1 still on the table;
//! anything else, `0 0` included, is answered `-1 -1` and is a wrong answer with the reason),
//! and plays the judge's side, answering `0 0` when it has no move.
//!
//! It wins whenever it can, for every (N, L, R): a position is a sum of independent runs of
//! consecutive cards, so by the Sprague–Grundy theorem it is won iff the xor of its runs' values
//! is not 0, and the judge then moves to a position of value 0. The values are the harness's
//! own, for any [L, R]: a move on a run of k cards leaves runs of i and j cards with
//! k − R ≤ i + j ≤ k − L, so the options of k are the union of the sets
//! S(m) = { g(i) xor g(m − i) } over the window m ∈ [k − R, k − L], kept as counts that slide
//! with k (O(N²) in all, whatever R − L). The values decide every set of cards of every
//! (N, L, R) with N ≤ 12 as a search of the rules over bit masks does (tests below), and the
//! judge's moves from won positions lead to lost ones there. From a lost position it plays one
//! of four strategies to make the program fail:
//!
//! - `random`: a random legal move;
//! - `centre`: the move nearest the centre of the row, two cards long when it may be (next to
//!   the removed middle block: it breaks naive mirrors and the off-by-one mirror N + 1 − a,
//!   which agrees with the right one on one-card moves);
//! - `longest`: L cards from the left end of the first run long enough (no card wasted: the
//!   game lasts as long as it can);
//! - `fewest`: for N ≤ 16, the move after which the program has the fewest winning replies;
//!   else a random move.

use crate::game::{within, Limits, SolveFn};
use crate::inputs::{Input, Kind, Scale};
use crate::interactive::pipe::{Incoming, Outgoing};
use crate::interactive::plan::{Plan, Script};
use crate::interactive::player::Player;
use crate::interactive::{play, Heard, Interactive, PlayFn, Published, Referee, WrongPlayer};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use abc278_g::{MAX_GAMES, MAX_N};
use game_core::io::{Error, Scanner, Writer};
use std::time::Duration;

/// The registration of abc278_g.
pub struct Abc278G;

/// One game's start: N cards, moves of L to R cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    /// The number of cards N.
    pub n: usize,
    /// The fewest cards a move removes, L.
    pub l: usize,
    /// The most cards a move removes, R.
    pub r: usize,
}

/// One move: remove cards `start` … `start + len − 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Move {
    start: usize,
    len: usize,
}

/// The strategies, by index (see the module doc).
const STRATEGIES: &[&str] = &["random", "centre", "longest", "fewest"];

/// Up to this many cards `fewest` counts the program's winning replies to each move.
const FEWEST_CARDS: usize = 16;

/// The values g(0 ..= n) of a run of cards when a move removes `l ..= r` consecutive cards,
/// by the sliding union of pair sets (see the module doc). O(n²) time, O(n) memory besides
/// the counts (as many as the largest value).
fn run_values(n: usize, l: usize, r: usize) -> Vec<usize> {
    let mut values = vec![0; n + 1];
    let mut pairs = PairSets::default();
    for k in l..=n {
        pairs.add(&values, k - l, 1);
        if k > r {
            pairs.add(&values, k - r - 1, -1);
        }
        values[k] = pairs.mex();
    }
    values
}

/// How many sets S(m) in the window hold each value, and a stamp per value to count each once.
#[derive(Default)]
struct PairSets {
    counts: Vec<i64>,
    stamps: Vec<usize>,
    stamp: usize,
}

impl PairSets {
    /// Adds `sign` (1 or −1) to the count of every value of S(m) = { g(i) xor g(m − i) }.
    fn add(&mut self, values: &[usize], m: usize, sign: i64) {
        self.stamp += 1;
        for i in 0..=m / 2 {
            let v = values[i] ^ values[m - i];
            if v >= self.counts.len() {
                self.counts.resize(v + 1, 0);
                self.stamps.resize(v + 1, 0);
            }
            if self.stamps[v] != self.stamp {
                self.stamps[v] = self.stamp;
                self.counts[v] += sign;
            }
        }
    }

    /// The least value no set in the window holds.
    fn mex(&self) -> usize {
        self.counts
            .iter()
            .position(|&c| c == 0)
            .unwrap_or(self.counts.len())
    }
}

/// The runs of cards on the table, (first card, length), left to right; `cards[c]` tells
/// whether card c is there (`cards[0]` is not a card).
fn runs(cards: &[bool]) -> Vec<(usize, usize)> {
    let mut found: Vec<(usize, usize)> = Vec::new();
    for (card, _) in cards.iter().enumerate().skip(1).filter(|(_, &on)| on) {
        match found.last_mut() {
            Some((start, len)) if *start + *len == card => *len += 1,
            _ => found.push((card, 1)),
        }
    }
    found
}

/// The value of the cards on the table: the xor of its runs' values.
fn position_value(cards: &[bool], values: &[usize]) -> usize {
    runs(cards).iter().fold(0, |x, &(_, len)| x ^ values[len])
}

/// The first legal move: `l` cards from the start of the first run that long.
fn first_move(cards: &[bool], l: usize) -> Option<Move> {
    runs(cards)
        .into_iter()
        .find(|&(_, len)| len >= l)
        .map(|(start, _)| Move { start, len: l })
}

/// Every legal move of the game (`l ..= r` cards) on `cards`, run by run, length by length:
/// O(N · (R − L)) of them, so only for small N.
fn legal_moves(cards: &[bool], l: usize, r: usize) -> Vec<Move> {
    let mut moves = Vec::new();
    for (start, len) in runs(cards) {
        for y in l..=r.min(len) {
            moves.extend((0..=len - y).map(|i| Move {
                start: start + i,
                len: y,
            }));
        }
    }
    moves
}

/// A move to a position of value 0 from one of value `total` (≠ 0), the first found.
fn winning_move(cards: &[bool], (l, r): (usize, usize), values: &[usize]) -> Option<Move> {
    let total = position_value(cards, values);
    if total == 0 {
        return None;
    }
    runs(cards).into_iter().find_map(|(start, len)| {
        let target = total ^ values[len];
        (l..=r.min(len)).find_map(|y| {
            let rest = len - y;
            (0..=rest)
                .find(|&i| values[i] ^ values[rest - i] == target)
                .map(|i| Move {
                    start: start + i,
                    len: y,
                })
        })
    })
}

/// Whether `m` is legal on `cards` with lengths `l ..= r`.
fn is_legal(cards: &[bool], (l, r): (usize, usize), m: Move) -> bool {
    (l..=r).contains(&m.len)
        && m.start >= 1
        && cards
            .get(m.start..m.start.saturating_add(m.len))
            .is_some_and(|block| block.iter().all(|&on| on))
}

/// Removes the cards of `m`.
fn remove(cards: &mut [bool], m: Move) {
    cards[m.start..m.start + m.len].fill(false);
}

/// A line `a b` of two numbers (signed), nothing else.
fn parse_pair(line: &str) -> Option<(i64, i64)> {
    let mut words = line.split_whitespace().map(str::parse::<i64>);
    match (words.next(), words.next(), words.next()) {
        (Some(Ok(a)), Some(Ok(b)), None) => Some((a, b)),
        _ => None,
    }
}

/// The move a pair names, if both numbers are positive.
fn as_move((a, b): (i64, i64)) -> Option<Move> {
    match (usize::try_from(a), usize::try_from(b)) {
        (Ok(start), Ok(len)) if start > 0 && len > 0 => Some(Move { start, len }),
        _ => None,
    }
}

/// Where the game stands, between two lines of the program's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The program owes `First` or `Second`.
    Choice,
    /// The program owes a move.
    Move,
}

/// The judge's side of a conversation (one game).
struct Judge {
    start: Start,
    cards: Vec<bool>,
    values: Vec<usize>,
    phase: Phase,
    strategy: usize,
    rng: Rng,
    script: Script,
}

impl Judge {
    fn new(start: Start, plan: &Plan) -> Judge {
        let mut cards = vec![true; start.n + 1];
        cards[0] = false;
        Judge {
            start,
            cards,
            values: run_values(start.n, start.l, start.r),
            phase: Phase::Choice,
            strategy: plan.strategy,
            rng: Rng::new(plan.seed),
            script: Script::of(plan),
        }
    }

    fn lengths(&self) -> (usize, usize) {
        (self.start.l, self.start.r)
    }

    /// The judge's move on the cards left: a winning one if there is one, else the
    /// strategy's; `None` when it has no move. O(N) a move from a lost position (`fewest`:
    /// every move and reply, for N ≤ 16 only).
    fn choose(&mut self) -> Option<Move> {
        if let Some(m) = winning_move(&self.cards, self.lengths(), &self.values) {
            return Some(m);
        }
        match STRATEGIES[self.strategy] {
            "centre" => self.nearest_centre(),
            "longest" => first_move(&self.cards, self.start.l),
            "fewest" if self.start.n <= FEWEST_CARDS => self.fewest_replies(),
            _ => self.random_move(),
        }
    }

    /// A random legal move: a random run long enough, a random length, a random place.
    fn random_move(&mut self) -> Option<Move> {
        let (l, r) = self.lengths();
        let live: Vec<(usize, usize)> = runs(&self.cards)
            .into_iter()
            .filter(|&(_, len)| len >= l)
            .collect();
        if live.is_empty() {
            return None;
        }
        let &(start, len) = self.rng.pick(&live);
        let y = self.rng.range(l as u64, r.min(len) as u64) as usize;
        let i = self.rng.range(0, (len - y) as u64) as usize;
        Some(Move {
            start: start + i,
            len: y,
        })
    }

    /// The move whose block's middle is nearest the row's, L + 1 cards long when that is
    /// allowed and fits, else L (the leftmost of equals). O(N).
    fn nearest_centre(&self) -> Option<Move> {
        let (l, r) = self.lengths();
        let wanted = if l < r { l + 1 } else { l };
        let centre = self.start.n + 1;
        let mut best: Option<((bool, usize), Move)> = None;
        for (start, len) in runs(&self.cards) {
            for y in [wanted, l].into_iter().filter(|&y| y <= len.min(r)) {
                // 2x + y − 1 = N + 1 puts the block's middle on the row's; the distance is
                // convex in x, so the nearest place in the run is that x rounded and clamped.
                let last = start + len - y;
                let ideal = ((centre + 1).saturating_sub(y) / 2).clamp(start, last);
                for x in [ideal, (ideal + 1).min(last)] {
                    let key = (y != wanted, (2 * x + y - 1).abs_diff(centre));
                    if best.is_none_or(|(k, _)| key < k) {
                        best = Some((key, Move { start: x, len: y }));
                    }
                }
            }
        }
        best.map(|(_, m)| m)
    }

    /// The move after which the program has the fewest moves to a position of value 0.
    fn fewest_replies(&self) -> Option<Move> {
        let (l, r) = self.lengths();
        let replies = |m: &Move| {
            let mut after = self.cards.clone();
            remove(&mut after, *m);
            legal_moves(&after, l, r)
                .into_iter()
                .filter(|reply| {
                    let mut next = after.clone();
                    remove(&mut next, *reply);
                    position_value(&next, &self.values) == 0
                })
                .count()
        };
        legal_moves(&self.cards, l, r)
            .into_iter()
            .min_by_key(replies)
    }

    /// The judge moves (its script's next move if it is legal here), or says `0 0` if it
    /// cannot: the program won.
    fn judge_moves(&mut self) -> Heard {
        let (l, r) = self.lengths();
        let cards = &self.cards;
        let scripted = self.script.next(|line| {
            parse_pair(line)
                .and_then(as_move)
                .filter(|&m| is_legal(cards, (l, r), m))
        });
        let Some(m) = scripted.or_else(|| self.choose()) else {
            return Heard::Over {
                last: "0 0\n".into(),
                result: Ok(()),
            };
        };
        remove(&mut self.cards, m);
        self.phase = Phase::Move;
        let line = format!("{} {}", m.start, m.len);
        self.script.made(&line);
        Heard::Say(line + "\n")
    }

    fn wrong(&self, why: String) -> Heard {
        let Start { n, l, r } = self.start;
        Heard::Over {
            last: "-1 -1\n".into(),
            result: Err(format!("N = {n}, L = {l}, R = {r}: {why}")),
        }
    }

    /// The program's move line: checked, played, answered.
    fn hear_move(&mut self, line: &str) -> Heard {
        let (l, r) = self.lengths();
        let pair = match parse_pair(line) {
            Some(pair) => pair,
            None => return self.wrong(format!("expected a move `x y`, got {line:?}")),
        };
        if pair == (0, 0) {
            let why = match first_move(&self.cards, l) {
                Some(m) => format!("printed `0 0` though {} {} is a move", m.start, m.len),
                None => "had no move left: the judge won the game".to_string(),
            };
            return self.wrong(why);
        }
        match as_move(pair).filter(|&m| is_legal(&self.cards, (l, r), m)) {
            Some(m) => {
                remove(&mut self.cards, m);
                self.judge_moves()
            }
            None => self.wrong(format!(
                "{} {} is not a legal move (x ≥ 1, {l} ≤ y ≤ {r}, cards x … x + y − 1 all on \
                 the table)",
                pair.0, pair.1
            )),
        }
    }
}

impl Referee for Judge {
    fn moves(&self) -> &[String] {
        self.script.moves()
    }

    fn opening(&mut self) -> String {
        let Start { n, l, r } = self.start;
        format!("{n} {l} {r}\n")
    }

    fn hear(&mut self, line: &str) -> Heard {
        match self.phase {
            Phase::Choice => match line.trim() {
                "First" => {
                    self.phase = Phase::Move;
                    Heard::Say(String::new())
                }
                "Second" => self.judge_moves(),
                _ => self.wrong(format!("expected `First` or `Second`, got {line:?}")),
            },
            Phase::Move => self.hear_move(line),
        }
    }
}

/// What a known-wrong program gets wrong (one bug each).
#[derive(Clone, Copy, PartialEq)]
enum Bug {
    /// Always `First` and mirror: with L cards in the middle (centred as well as it goes) when
    /// no length of [L, R] has the parity of N.
    AlwaysMirror,
    /// Mirror a judge's move (a, b) to (N + 1 − a, b).
    OffByOne,
    /// Use the mirror when L < R or N is even (the parity of N alone, not N − L), with L cards
    /// in the middle when no length has the parity of N.
    ParityOfN,
    /// In the game of values, play the first legal move, not a winning one.
    FirstLegal,
    /// Never flush (the right program flushes after every line).
    NoFlush,
}

/// A whole program with `bug`: reads `N L R`, plays, stops at `0 0` or `-1 -1`.
fn wrong_program(
    input: &mut Scanner<Incoming>,
    out: &mut Writer<Outgoing>,
    bug: Bug,
) -> Result<(), Error> {
    let n = input.u64("N", 1..=MAX_N)? as usize;
    let l = input.u64("L", 1..=n as u64)? as usize;
    let r = input.u64("R", l as u64..=n as u64)? as usize;
    let mut cards = vec![true; n + 1];
    cards[0] = false;
    let right = if l % 2 == n % 2 {
        Some(l)
    } else {
        (l < r).then_some(l + 1)
    };
    let mirror = if bug == Bug::AlwaysMirror {
        Some(right.unwrap_or(l))
    } else if bug == Bug::ParityOfN {
        (l < r || n.is_multiple_of(2)).then_some(right.unwrap_or(l))
    } else {
        right
    };
    let say = |out: &mut Writer<Outgoing>, text: &str| -> Result<(), Error> {
        out.line(text)?;
        if bug != Bug::NoFlush {
            out.flush()?;
        }
        Ok(())
    };
    let values = run_values(n, l, r);
    let first = mirror.is_some() || values[n] != 0;
    say(out, if first { "First" } else { "Second" })?;
    let mut judge_to_move = !first;
    if let Some(y) = mirror {
        let middle = Move {
            start: (n - y) / 2 + 1,
            len: y,
        };
        remove(&mut cards, middle);
        say(out, &format!("{} {}", middle.start, middle.len))?;
        judge_to_move = true;
    }
    loop {
        if judge_to_move {
            let a = input.i64("a", -1..=i64::MAX)?;
            let b = input.i64("b", -1..=i64::MAX)?;
            if a <= 0 {
                return Ok(());
            }
            let theirs = Move {
                start: a as usize,
                len: b as usize,
            };
            if is_legal(&cards, (l, r), theirs) {
                remove(&mut cards, theirs);
            }
            if mirror.is_some() {
                let start = if bug == Bug::OffByOne {
                    (n + 1).saturating_sub(theirs.start)
                } else {
                    (n + 2).saturating_sub(theirs.start + theirs.len)
                };
                let mine = Move {
                    start,
                    len: theirs.len,
                };
                if is_legal(&cards, (l, r), mine) {
                    remove(&mut cards, mine);
                }
                say(out, &format!("{} {}", mine.start, mine.len))?;
                continue;
            }
        }
        judge_to_move = true;
        let mine = if bug == Bug::FirstLegal {
            first_move(&cards, l)
        } else {
            winning_move(&cards, (l, r), &values).or_else(|| first_move(&cards, l))
        };
        match mine {
            Some(m) => {
                remove(&mut cards, m);
                say(out, &format!("{} {}", m.start, m.len))?;
            }
            None => say(out, "0 0")?,
        }
    }
}

impl Interactive for Abc278G {
    type Case = Start;
    const ID: &'static str = "abc278_g";
    const SOLVE: SolveFn = |input, out| abc278_g::solve(input, out);
    const PLAY: PlayFn = |input, out| abc278_g::solve(input, out);
    // atcoder.jp task page: 2 sec / 1024 MB (one mirror shows 256 MB).
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    const MAX_GAMES: usize = MAX_GAMES as usize;

    fn shown(start: &Start) -> String {
        format!("N = {}, L = {}, R = {}", start.n, start.l, start.r)
    }

    const STRATEGIES: &'static [&'static str] = STRATEGIES;

    fn validate(start: &Start) -> Result<(), String> {
        let Start { n, l, r } = *start;
        within("N", n as u64, 1..=MAX_N)?;
        within("L", l, 1..=n)?;
        within("R", r, l..=n)
    }

    fn small_cases() -> Vec<Start> {
        // Every start with N ≤ 12, then the large traps (one game a conversation: the traps
        // group holds one start only).
        let mut starts: Vec<Start> = (1..=12)
            .flat_map(|n| (1..=n).flat_map(move |l| (l..=n).map(move |r| Start { n, l, r })))
            .collect();
        let n = MAX_N as usize;
        starts.extend(
            [
                (n, 1, n),
                (n, n, n),
                (n, 1, 2),
                (n, 3, 3),
                (n - 1, 2, 2),
                (n, n - 1, n - 1),
            ]
            .map(|(n, l, r)| Start { n, l, r }),
        );
        starts
    }

    fn trap_cases() -> Vec<Start> {
        // One game a conversation: the longest game of values (N − L odd, the row worth 0).
        // The other traps ((2, 1, 1), (5, 2, 2), the sample, L = R = N, L = 1 and R = N, …)
        // are among the small starts.
        let n = MAX_N as usize;
        vec![Start { n, l: 1, r: 1 }]
    }

    fn random_case(rng: &mut Rng) -> Start {
        let n = rng.range(1, 40) as usize;
        let l = rng.log_uniform(1, n as u64) as usize;
        let r = if rng.chance(1, 3) {
            l
        } else {
            rng.range(l as u64, n as u64) as usize
        };
        Start { n, l, r }
    }

    fn judge_sized_case(rng: &mut Rng) -> Start {
        let n = rng.sized(1, MAX_N) as usize;
        let (l, r) = match rng.below(5) {
            0 => {
                // L = R with N − L odd when N > 1: the game of values.
                let l = rng.range(1, n as u64) as usize;
                let l = if (n - l).is_multiple_of(2) && l > 1 {
                    l - 1
                } else {
                    l
                };
                (l, l)
            }
            1 => (1, n),
            2 => (n, n),
            3 => (1, 2.min(n)),
            _ => {
                let l = rng.log_uniform(1, n as u64) as usize;
                (l, rng.range(l as u64, n as u64) as usize)
            }
        };
        Start { n, l, r }
    }

    /// The protocol has one game: the referee plays the first start of `games` (the harness
    /// asks for one at a time: [`MAX_GAMES`] is 1).
    fn referee(games: &[Start], plan: &Plan) -> Box<dyn Referee> {
        let start = games.first().copied().unwrap_or(Start { n: 1, l: 1, r: 1 });
        Box::new(Judge::new(start, plan))
    }

    fn published() -> Vec<Published<Start>> {
        vec![Published {
            starts: vec![Start { n: 6, l: 1, r: 2 }],
            judge_moves: vec!["3 2", "5 1"],
        }]
    }

    fn shrink(start: &Start) -> Vec<Start> {
        let Start { n, l, r } = *start;
        let mut smaller = vec![
            Start {
                n: n / 2,
                l: l.min(n / 2),
                r: r.min(n / 2),
            },
            Start {
                n: n - 1,
                l: l.min(n - 1),
                r: r.min(n - 1),
            },
            Start { n, l, r: l },
            Start { n, l: l - 1, r },
        ];
        smaller.retain(|s| s != start && s.n >= 1 && s.l >= 1 && s.l <= s.r && s.r <= s.n);
        smaller
    }

    fn wrong_players() -> Vec<WrongPlayer> {
        vec![
            WrongPlayer {
                name: "always First and mirror",
                play: |i, o| wrong_program(i, o, Bug::AlwaysMirror),
            },
            WrongPlayer {
                name: "mirror to N + 1 - a",
                play: |i, o| wrong_program(i, o, Bug::OffByOne),
            },
            WrongPlayer {
                name: "parity of N alone",
                play: |i, o| wrong_program(i, o, Bug::ParityOfN),
            },
            WrongPlayer {
                name: "first legal move in the game of values",
                play: |i, o| wrong_program(i, o, Bug::FirstLegal),
            },
            WrongPlayer {
                name: "never flushes",
                play: |i, o| wrong_program(i, o, Bug::NoFlush),
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_N, 200) as usize;
        let game = move |start: Start| {
            let mut judge = Self::referee(&[start], &Plan::new(2, 0));
            let player = Player::in_process(Self::PLAY, Duration::from_secs(600));
            play(&mut *judge, player).transcript.judge_side()
        };
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!(
                    "N = {n} (judge max), L = R = 1 (N − L odd, the row worth 0: the game of \
                     values, Second, N moves, the judge `longest`): the judge's side of the \
                     conversation, played by the crate"
                ),
                move |t, _| t.bytes(game(Start { n, l: 1, r: 1 }).as_bytes()),
            ),
            Input::new(
                Self::ID,
                Kind::Table,
                format!(
                    "N = {n}, L = R = 1: the value table alone (the judge answers `-1 -1` to \
                     `Second`)"
                ),
                move |t, _| t.bytes(format!("{n} 1 1\n-1 -1\n").as_bytes()),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::super::referee_tests::wrong_player_loses;
    use super::*;
    use crate::interactive::assert_the_crate_wins;

    /// Whether the player to move wins on the set of cards `mask` (bit c − 1 = card c), for
    /// every mask of n cards, by a search of the rules.
    fn wins_by_search(n: usize, l: usize, r: usize) -> Vec<bool> {
        let mut wins = vec![false; 1 << n];
        for mask in 0..1usize << n {
            wins[mask] = (l..=r.min(n)).any(|y| {
                (0..=n - y).any(|x| {
                    let block = ((1 << y) - 1) << x;
                    mask & block == block && !wins[mask ^ block]
                })
            });
        }
        wins
    }

    fn cards_of(n: usize, mask: usize) -> Vec<bool> {
        (0..=n).map(|c| c > 0 && mask >> (c - 1) & 1 == 1).collect()
    }

    fn mask_of(cards: &[bool]) -> usize {
        (1..cards.len())
            .filter(|&c| cards[c])
            .fold(0, |mask, c| mask | 1 << (c - 1))
    }

    #[test]
    fn the_values_and_winning_moves_agree_with_a_search_of_the_rules() {
        for n in 1..=12 {
            for l in 1..=n {
                for r in l..=n {
                    let wins = wins_by_search(n, l, r);
                    let values = run_values(n, l, r);
                    for (mask, &won) in wins.iter().enumerate() {
                        let cards = cards_of(n, mask);
                        assert_eq!(
                            position_value(&cards, &values) != 0,
                            won,
                            "{n} {l} {r} {mask:b}"
                        );
                        if won {
                            let m = winning_move(&cards, (l, r), &values).expect("a winning move");
                            assert!(is_legal(&cards, (l, r), m));
                            let mut after = cards.clone();
                            remove(&mut after, m);
                            assert!(!wins[mask_of(&after)], "{n} {l} {r} {mask:b}: {m:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn from_every_won_position_every_strategy_moves_to_a_lost_one() {
        for (n, l, r) in [(6, 1, 2), (7, 2, 3), (8, 3, 3), (9, 1, 9), (10, 2, 2)] {
            let wins = wins_by_search(n, l, r);
            for strategy in 0..STRATEGIES.len() {
                let plan = Plan::new(strategy, 5);
                for (mask, _) in wins.iter().enumerate().filter(|(_, &won)| won) {
                    let mut judge = Judge::new(Start { n, l, r }, &plan);
                    judge.cards = cards_of(n, mask);
                    let m = judge.choose().expect("a move");
                    assert!(is_legal(&judge.cards, (l, r), m));
                    remove(&mut judge.cards, m);
                    assert!(!wins[mask_of(&judge.cards)], "{n} {l} {r} {mask:b} {m:?}");
                }
            }
        }
    }

    #[test]
    fn every_strategy_plays_legal_moves_from_lost_positions() {
        for (n, l, r) in [(6, 1, 2), (8, 3, 3), (10, 2, 5), (17, 2, 3)] {
            for strategy in 0..STRATEGIES.len() {
                let mut judge = Judge::new(Start { n, l, r }, &Plan::new(strategy, 9));
                let cards = judge.cards.clone();
                for m in legal_moves(&cards, l, r) {
                    judge.cards = cards.clone();
                    remove(&mut judge.cards, m);
                    if position_value(&judge.cards, &judge.values) == 0
                        && !legal_moves(&judge.cards, l, r).is_empty()
                    {
                        let chosen = judge.choose().expect("a move");
                        assert!(is_legal(&judge.cards, (l, r), chosen), "{chosen:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn centre_plays_next_to_the_middle_and_fewest_leaves_fewest_replies() {
        // 10 cards, 1 to 2: after the middle 5 6, the nearest two-card moves are 3 2 and 7 2.
        let mut judge = Judge::new(Start { n: 10, l: 1, r: 2 }, &Plan::new(1, 0));
        remove(&mut judge.cards, Move { start: 5, len: 2 });
        assert_eq!(judge.choose(), Some(Move { start: 3, len: 2 }));
        // 4 cards, L = R = 1, cards 3 and 4 left (value 0): either move leaves one card and one
        // winning reply; ties go to the first move.
        let mut judge = Judge::new(Start { n: 4, l: 1, r: 1 }, &Plan::new(3, 0));
        remove(&mut judge.cards, Move { start: 1, len: 1 });
        remove(&mut judge.cards, Move { start: 2, len: 1 });
        assert_eq!(position_value(&judge.cards, &judge.values), 0);
        assert_eq!(judge.choose(), Some(Move { start: 3, len: 1 }));
    }

    #[test]
    fn the_crate_wins_every_small_start_against_every_strategy() {
        for start in Abc278G::small_cases().iter().filter(|s| s.n <= 9) {
            assert_the_crate_wins::<Abc278G>(&[*start]);
        }
    }

    #[test]
    fn the_off_by_one_mirror_loses_to_centre() {
        let why = wrong_player_loses::<Abc278G>(1, &[Start { n: 10, l: 1, r: 2 }], 1);
        assert!(why.contains("not a legal move"), "{why}");
    }

    #[test]
    fn a_bad_line_is_refused_with_minus_one() {
        let mut judge = Judge::new(Start { n: 6, l: 1, r: 2 }, &Plan::new(0, 0));
        assert_eq!(judge.opening(), "6 1 2\n");
        assert!(matches!(judge.hear("first"), Heard::Over { .. }));
        let mut judge = Judge::new(Start { n: 6, l: 1, r: 2 }, &Plan::new(0, 0));
        assert_eq!(judge.hear("First"), Heard::Say(String::new()));
        for bad in ["3 3", "0 1", "6 2", "x y", "3", "3 2 1", "0 0"] {
            let mut fresh = Judge::new(Start { n: 6, l: 1, r: 2 }, &Plan::new(0, 0));
            fresh.hear("First");
            match fresh.hear(bad) {
                Heard::Over { last, result } => {
                    assert_eq!(last, "-1 -1\n");
                    assert!(result.is_err(), "{bad}");
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
    }
}
