//! Codeforces 1839 E Decreasing Game, an interactive problem: the harness is the judge.
//!
//! The referee checks every line of the program by the rules (`First` or `Second`, exactly;
//! each index: a number in 1..=n holding a positive value, and not the first player's index
//! for the second player) and plays the other side. It wins whenever it can. The second player
//! wins iff the values split into two groups of equal sum (the crate's README proves it; the
//! tests below check it against a search of the rules on every array of up to 5 values of at
//! most 4): so the referee, second with a split, answers every i from the other group of its own
//! split (a subset sum written here, not the crate's); first without a split, it picks any
//! positive index and wins. A position without a split never gets one back (tested too), so the
//! referee knows the position is won for it from the first round that breaks every split.
//!
//! From a lost position it plays one of four strategies to make the program fail:
//!
//! - `random`: a random legal index;
//! - `largest`: the largest positive value (the first of equal ones);
//! - `smallest`: the smallest positive value;
//! - `fewest`: as first, the i that leaves the program the fewest replies keeping a split (a
//!   search over every reply while at most 12 values are positive, else `largest`); as second,
//!   the smallest value not equal to a_i, so that a round empties one index only and the game
//!   is as long as it can be.
//!
//! The spec's parity trap lives in the starts, not in a strategy (every round takes 2d from the
//! sum, so its parity never changes): `[2, 4]`, and judge-sized arrays of values all ≡ 2 mod 4
//! with an odd count (an even sum, half of it odd, every subset sum even).

use crate::game::{within, Limits, SolveFn};
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::interactive::pipe::{Incoming, Outgoing};
use crate::interactive::plan::{Plan, Script};
use crate::interactive::player::Player;
use crate::interactive::{play, Heard, Interactive, PlayFn, Published, Referee, WrongPlayer};
use crate::online_judge::OnlineJudge;
use crate::parts::without_parts;
use crate::rng::Rng;
use cf1839_e::{MAX_GAMES, MAX_N, MAX_VALUE};
use game_core::io::{Error, Scanner, Writer};
use std::time::Duration;

/// The registration of cf1839_e.
pub struct Cf1839E;

/// The strategies, by index (see the module doc).
const STRATEGIES: &[&str] = &["random", "largest", "smallest", "fewest"];

/// `fewest` searches every reply while at most this many values are positive.
const FEWEST_SEARCH: usize = 12;

/// A split of `values` into two groups of equal sum (a flag an index), or `None`: a subset sum
/// over bitsets, one row of reachable sums per prefix of the values, read back from the last
/// value (taken only when the sum left is not reachable without it). O(n · S/128) words.
fn split(values: &[u32]) -> Option<Vec<bool>> {
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    if total % 2 == 1 {
        return None;
    }
    let half = (total / 2) as usize;
    let words = half / 64 + 1;
    let mut rows = vec![vec![0u64; words]];
    rows[0][0] = 1;
    for &value in values {
        let previous = rows.last().expect("the empty prefix's row");
        let mut row = previous.clone();
        shift_or(&mut row, previous, value as usize);
        rows.push(row);
    }
    if !has(&rows[values.len()], half) {
        return None;
    }
    let mut group = vec![false; values.len()];
    let mut left = half;
    for k in (0..values.len()).rev() {
        if !has(&rows[k], left) {
            group[k] = true;
            left -= values[k] as usize;
        }
    }
    Some(group)
}

/// `row |= from << shift`, bits past the row's end dropped.
fn shift_or(row: &mut [u64], from: &[u64], shift: usize) {
    let (whole, bits) = (shift / 64, shift % 64);
    for w in (whole..row.len()).rev() {
        let mut moved = from[w - whole] << bits;
        if bits > 0 && w > whole {
            moved |= from[w - whole - 1] >> (64 - bits);
        }
        row[w] |= moved;
    }
}

/// Whether bit `sum` of `row` is set.
fn has(row: &[u64], sum: usize) -> bool {
    row[sum / 64] >> (sum % 64) & 1 == 1
}

/// Whether the groups of `group` have equal sums in `values`.
fn balanced(values: &[u32], group: &[bool]) -> bool {
    let mut difference = 0i64;
    for (k, &v) in values.iter().enumerate() {
        difference += if group[k] { 1 } else { -1 } * i64::from(v);
    }
    difference == 0
}

/// One round: a_i and a_j both drop by the smaller of the two (a wrong player's i = j, which
/// the judge refuses, leaves 0 there rather than underflowing its own copy).
fn round(values: &mut [u32], i: usize, j: usize) {
    let d = values[i].min(values[j]);
    values[i] = values[i].saturating_sub(d);
    values[j] = values[j].saturating_sub(d);
}

/// The indices of the positive values, except `not`.
fn positive_except(values: &[u32], not: Option<usize>) -> Vec<usize> {
    (0..values.len())
        .filter(|&k| values[k] > 0 && Some(k) != not)
        .collect()
}

/// An index as the program prints it: digits only, in 1..=n; from 0.
fn parse_index(line: &str, n: usize) -> Option<usize> {
    let word = line.trim();
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let index: usize = word.parse().ok()?;
    (1..=n).contains(&index).then(|| index - 1)
}

/// A start, for messages: the whole array if short, else its length and sum.
fn describe(values: &[u32]) -> String {
    if values.len() <= 12 {
        format!("a = {values:?}")
    } else {
        let sum: u64 = values.iter().map(|&v| u64::from(v)).sum();
        format!("n = {}, sum {sum}", values.len())
    }
}

/// Where the game stands, between two lines of the program's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The program owes `First` or `Second`.
    Choice,
    /// The program, first, owes its i.
    ProgramFirst,
    /// The program, second, owes its j to the judge's i.
    ProgramSecond(usize),
}

/// The judge's side of a conversation (one game: the first start it is given).
#[derive(Clone)]
struct Judge {
    start: Vec<u32>,
    values: Vec<u32>,
    /// A split of the current values, while one exists (kept while it stays balanced, found
    /// again when a round breaks it; once there is none, there never is again).
    split: Option<Vec<bool>>,
    phase: Phase,
    strategy: usize,
    rng: Rng,
    script: Script,
}

impl Judge {
    fn new(start: Vec<u32>, plan: &Plan) -> Judge {
        Judge {
            split: split(&start),
            values: start.clone(),
            start,
            phase: Phase::Choice,
            strategy: plan.strategy,
            rng: Rng::new(plan.seed),
            script: Script::of(plan),
        }
    }

    /// Plays the round (i, j) and keeps [`Judge::split`] true of the new values.
    fn play_round(&mut self, i: usize, j: usize) {
        round(&mut self.values, i, j);
        let kept = match &self.split {
            Some(group) => balanced(&self.values, group),
            None => true,
        };
        if !kept {
            self.split = split(&self.values);
        }
    }

    /// The judge's line for its move `index`, recorded in the script.
    fn say(&mut self, index: usize) -> Heard {
        let line = (index + 1).to_string();
        self.script.made(&line);
        Heard::Say(line + "\n")
    }

    /// The program won: the judge cannot move.
    fn lost(&self) -> Heard {
        Heard::Over {
            last: "0\n".into(),
            result: Ok(()),
        }
    }

    fn wrong(&self, why: String) -> Heard {
        Heard::Over {
            last: "-1\n".into(),
            result: Err(format!("{}: {why}", describe(&self.start))),
        }
    }

    /// By the strategy (`random`, `largest` or `smallest`; `fewest` plays `largest` here) among
    /// non-empty `choices`.
    fn pick(&mut self, choices: &[usize]) -> usize {
        let values = &self.values;
        match STRATEGIES[self.strategy] {
            "random" => *self.rng.pick(choices),
            "smallest" => *choices
                .iter()
                .min_by_key(|&&k| values[k])
                .expect("a choice"),
            _ => *choices
                .iter()
                .rev()
                .max_by_key(|&&k| values[k])
                .expect("a choice"),
        }
    }

    /// The judge, second, answers the program's i (legal).
    fn answer(&mut self, i: usize) -> Heard {
        let choices = positive_except(&self.values, Some(i));
        if choices.is_empty() {
            return self.lost();
        }
        let values = &self.values;
        let scripted = self
            .script
            .next(|line| parse_index(line, values.len()).filter(|j| choices.contains(j)));
        let j = match scripted {
            Some(j) => j,
            None => self.second_choice(i, &choices),
        };
        self.play_round(i, j);
        self.phase = Phase::ProgramFirst;
        self.say(j)
    }

    /// The judge's j by its strategy: from the other group of its split if there is one (it
    /// wins), else to make the program fail.
    fn second_choice(&mut self, i: usize, choices: &[usize]) -> usize {
        if let Some(group) = &self.split {
            let winning: Vec<usize> = choices
                .iter()
                .copied()
                .filter(|&j| group[j] != group[i])
                .collect();
            return self.pick(&winning);
        }
        if STRATEGIES[self.strategy] == "fewest" {
            let a_i = self.values[i];
            let values = &self.values;
            let longest = choices
                .iter()
                .copied()
                .filter(|&j| values[j] != a_i)
                .min_by_key(|&j| values[j]);
            if let Some(j) = longest {
                return j;
            }
        }
        self.pick(choices)
    }

    /// The judge, first, moves (after `Second`, or after the program's j).
    fn open_round(&mut self) -> Heard {
        let choices = positive_except(&self.values, None);
        if choices.is_empty() {
            return self.lost();
        }
        let values = &self.values;
        let scripted = self
            .script
            .next(|line| parse_index(line, values.len()).filter(|i| choices.contains(i)));
        let i = match scripted {
            Some(i) => i,
            None => self.first_choice(&choices),
        };
        self.phase = Phase::ProgramSecond(i);
        self.say(i)
    }

    /// The judge's i by its strategy: any positive index wins without a split; with one,
    /// `fewest` searches for the i with the fewest replies that keep a split.
    fn first_choice(&mut self, choices: &[usize]) -> usize {
        let searched = self.split.is_some()
            && STRATEGIES[self.strategy] == "fewest"
            && choices.len() <= FEWEST_SEARCH;
        if searched {
            let values = &self.values;
            return *choices
                .iter()
                .min_by_key(|&&i| keeping_replies(values, i))
                .expect("a choice");
        }
        self.pick(choices)
    }

    /// The program's index, as first player.
    fn hear_first(&mut self, line: &str) -> Heard {
        let n = self.values.len();
        let Some(i) = parse_index(line, n) else {
            return self.wrong(format!("expected an index i in 1..={n}, got {line:?}"));
        };
        if self.values[i] == 0 {
            let why = if positive_except(&self.values, None).is_empty() {
                "every value is 0: the program, first, cannot move; the judge won".to_string()
            } else {
                format!("i = {}, but a_{} is 0", i + 1, i + 1)
            };
            return self.wrong(why);
        }
        self.answer(i)
    }

    /// The program's index j, as second player, to the judge's `i`.
    fn hear_second(&mut self, i: usize, line: &str) -> Heard {
        let n = self.values.len();
        let Some(j) = parse_index(line, n) else {
            return self.wrong(format!("expected an index j in 1..={n}, got {line:?}"));
        };
        if j == i || self.values[j] == 0 {
            let why = if positive_except(&self.values, Some(i)).is_empty() {
                format!(
                    "no index but i = {} holds a positive value: the program, second, cannot \
                     move; the judge won",
                    i + 1
                )
            } else if j == i {
                format!("j = i = {}", i + 1)
            } else {
                format!("j = {}, but a_{} is 0", j + 1, j + 1)
            };
            return self.wrong(why);
        }
        self.play_round(i, j);
        self.open_round()
    }
}

/// How many replies j to the first player's `i` leave values that still split.
fn keeping_replies(values: &[u32], i: usize) -> usize {
    positive_except(values, Some(i))
        .into_iter()
        .filter(|&j| {
            let mut next = values.to_vec();
            round(&mut next, i, j);
            split(&next).is_some()
        })
        .count()
}

impl Referee for Judge {
    fn moves(&self) -> &[String] {
        self.script.moves()
    }

    fn opening(&mut self) -> String {
        let values: Vec<String> = self.start.iter().map(u32::to_string).collect();
        format!("{}\n{}\n", self.start.len(), values.join(" "))
    }

    fn hear(&mut self, line: &str) -> Heard {
        match self.phase {
            // A losing choice is not refused: the judge plays it out and wins.
            Phase::Choice => match line.trim() {
                "First" => {
                    self.phase = Phase::ProgramFirst;
                    Heard::Say(String::new())
                }
                "Second" => self.open_round(),
                _ => self.wrong(format!("expected `First` or `Second`, got {line:?}")),
            },
            Phase::ProgramFirst => self.hear_first(line),
            Phase::ProgramSecond(i) => self.hear_second(i, line),
        }
    }
}

/// How a known-wrong player plays.
struct Habits {
    /// The split it plays `Second` with (`None`: it plays `First`).
    choose: fn(&[u32]) -> Option<Vec<bool>>,
    /// Its i as first player, from the values as it sees them.
    first: fn(&[u32]) -> usize,
    /// Its j as second player to i, from the values as it sees them and its split.
    second: fn(&[u32], &[bool], usize) -> usize,
    /// Whether it plays the rounds on its copy of the values.
    updates: bool,
    /// Whether it flushes its lines.
    flushes: bool,
}

/// The largest value's index among `candidates` (the last of equal ones), positive or not;
/// `fallback` if there is none.
fn largest_of(values: &[u32], candidates: impl Iterator<Item = usize>, fallback: usize) -> usize {
    candidates
        .filter(|&k| values[k] > 0)
        .max_by_key(|&k| values[k])
        .unwrap_or(fallback)
}

fn largest_first(values: &[u32]) -> usize {
    largest_of(values, 0..values.len(), 0)
}

fn from_the_other_group(values: &[u32], group: &[bool], i: usize) -> usize {
    let other = (0..values.len()).filter(|&k| group[k] != group[i]);
    largest_of(values, other, (i + 1) % values.len())
}

/// The first positive index other than `i`, whatever its group.
fn any_other(values: &[u32], _: &[bool], i: usize) -> usize {
    (0..values.len())
        .find(|&k| k != i && values[k] > 0)
        .unwrap_or((i + 1) % values.len())
}

/// Plays `Second` on every even sum: with a real split if there is one, else with every index
/// in one group (and then answers any other positive index).
fn by_parity(values: &[u32]) -> Option<Vec<bool>> {
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    total
        .is_multiple_of(2)
        .then(|| split(values).unwrap_or_else(|| vec![false; values.len()]))
}

const RIGHT: Habits = Habits {
    choose: split,
    first: largest_first,
    second: from_the_other_group,
    updates: true,
    flushes: true,
};

/// Reads the judge's index: `None` on `0`, `-1`, or the end.
fn judge_index(input: &mut Scanner<Incoming>, n: usize) -> Result<Option<usize>, Error> {
    let index = input.i64("the judge's index", -1..=n as i64)?;
    Ok((index > 0).then(|| index as usize - 1))
}

/// A whole player with `habits`.
fn player(
    input: &mut Scanner<Incoming>,
    out: &mut Writer<Outgoing>,
    habits: &Habits,
) -> Result<(), Error> {
    let n = input.u64("n", 1..=MAX_N)? as usize;
    let mut seen = Vec::new();
    for _ in 0..n {
        seen.push(input.u64("a_i", 1..=MAX_VALUE)? as u32);
    }
    let say = |out: &mut Writer<Outgoing>, line: &str| -> Result<(), Error> {
        out.line(line)?;
        if habits.flushes {
            out.flush()?;
        }
        Ok(())
    };
    match (habits.choose)(&seen) {
        Some(group) => {
            say(out, "Second")?;
            while let Some(i) = judge_index(input, n)? {
                let j = (habits.second)(&seen, &group, i);
                say(out, &(j + 1).to_string())?;
                if habits.updates {
                    round(&mut seen, i, j);
                }
            }
        }
        None => {
            say(out, "First")?;
            loop {
                let i = (habits.first)(&seen);
                say(out, &(i + 1).to_string())?;
                let Some(j) = judge_index(input, n)? else {
                    break;
                };
                if habits.updates {
                    round(&mut seen, i, j);
                }
            }
        }
    }
    Ok(())
}

/// An array of `n` values in 1..=`max` whose values split into two groups of equal sum (n ≥ 2,
/// max ≥ 2): random values in two groups of sizes n/2 rounded down and up, then the lighter
/// group's raised (or the heavier's lowered) until the sums meet, which such sizes allow.
fn with_split(rng: &mut Rng, n: usize, max: u32) -> Vec<u32> {
    let mut values: Vec<u32> = (0..n)
        .map(|_| rng.range(1, u64::from(max)) as u32)
        .collect();
    let mut group: Vec<bool> = (0..n).map(|k| k % 2 == 0).collect();
    shuffle(&mut group, rng);
    for _ in 0..4 * n * max as usize {
        let (mut heavy, mut light) = (0i64, 0i64);
        for k in 0..n {
            if group[k] {
                heavy += i64::from(values[k]);
            } else {
                light += i64::from(values[k]);
            }
        }
        let (heavy_group, gap) = match heavy.cmp(&light) {
            std::cmp::Ordering::Equal => break,
            std::cmp::Ordering::Greater => (true, heavy - light),
            std::cmp::Ordering::Less => (false, light - heavy),
        };
        let gap = gap.min(i64::from(max)) as u32;
        if let Some(k) = (0..n).find(|&k| group[k] != heavy_group && values[k] < max) {
            values[k] += gap.min(max - values[k]);
        } else if let Some(k) = (0..n).find(|&k| group[k] == heavy_group && values[k] > 1) {
            values[k] -= gap.min(values[k] - 1);
        }
    }
    values
}

/// An odd number of values, each ≡ 2 mod 4: an even sum whose half is odd, which no subset of
/// even values reaches (the parity trap).
fn even_sum_without_split(rng: &mut Rng, n: usize) -> Vec<u32> {
    let n = if n.is_multiple_of(2) { n - 1 } else { n };
    (0..n).map(|_| 4 * rng.range(0, 74) as u32 + 2).collect()
}

impl Interactive for Cf1839E {
    type Case = Vec<u32>;
    const ID: &'static str = "cf1839_e";
    const SOLVE: SolveFn = |input, out| cf1839_e::solve(input, out);
    const PLAY: PlayFn = |input, out| cf1839_e::solve(input, out);
    // Codeforces problem page (as copied by soyeb-jim285/codes): 2 s, 256 MB.
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 2, 256);
    const MAX_GAMES: usize = MAX_GAMES as usize;
    const STRATEGIES: &'static [&'static str] = STRATEGIES;

    fn validate(values: &Vec<u32>) -> Result<(), String> {
        within("n", values.len() as u64, 1..=MAX_N)?;
        values
            .iter()
            .try_for_each(|&v| within("a_i", u64::from(v), 1..=MAX_VALUE))
    }

    fn small_cases() -> Vec<Vec<u32>> {
        // A conversation plays one game, and the harness plays all the traps in one
        // conversation: the traps but the first lead the small starts, one conversation each.
        let mut rng = Rng::new(1839);
        let mut cases = vec![
            vec![1],
            vec![300],
            vec![10, 4, 6, 3],
            vec![4, 5, 5, 11, 3, 2],
            vec![300; 300],
            with_split(&mut rng, 300, 300),
            even_sum_without_split(&mut rng, 300),
            vec![2, 2, 2],
            vec![6, 10, 14, 2, 2],
        ];
        for n in 1..=4 {
            let mut arrays = vec![Vec::new()];
            for _ in 0..n {
                arrays = arrays
                    .into_iter()
                    .flat_map(|a: Vec<u32>| {
                        (1..=4).map(move |v| {
                            let mut b = a.clone();
                            b.push(v);
                            b
                        })
                    })
                    .collect();
            }
            cases.extend(arrays);
        }
        cases
    }

    fn trap_cases() -> Vec<Vec<u32>> {
        // The spec's first trap: an even sum, no subset of 3. (The other traps lead
        // `small_cases`: one game a conversation.)
        vec![vec![2, 4]]
    }

    fn random_case(rng: &mut Rng) -> Vec<u32> {
        let n = rng.range(1, 10) as usize;
        let max = *rng.pick(&[4, 20, 300]);
        if n >= 2 && rng.chance(1, 2) {
            with_split(rng, n, max)
        } else {
            (0..n)
                .map(|_| rng.range(1, u64::from(max)) as u32)
                .collect()
        }
    }

    fn judge_sized_case(rng: &mut Rng) -> Vec<u32> {
        let n = rng.sized(2, MAX_N) as usize;
        match rng.below(5) {
            0 | 1 => with_split(rng, n, MAX_VALUE as u32),
            2 => even_sum_without_split(rng, n.max(3)),
            3 => vec![MAX_VALUE as u32; n],
            _ => (0..n).map(|_| rng.sized(1, MAX_VALUE) as u32).collect(),
        }
    }

    fn referee(games: &[Vec<u32>], plan: &Plan) -> Box<dyn Referee> {
        // One game a conversation: the first start.
        let start = games.first().cloned().unwrap_or_else(|| vec![1]);
        Box::new(Judge::new(start, plan))
    }

    fn published() -> Vec<Published<Vec<u32>>> {
        vec![
            Published {
                starts: vec![vec![10, 4, 6, 3]],
                judge_moves: vec!["3", "1"],
            },
            Published {
                starts: vec![vec![4, 5, 5, 11, 3, 2]],
                judge_moves: vec!["2", "5", "4", "6", "1"],
            },
        ]
    }

    fn shrink(values: &Vec<u32>) -> Vec<Vec<u32>> {
        // Fewer values (halves, quarters, …, single ones), then every value halved, then one
        // value lowered by one.
        let mut smaller = without_parts(values);
        if values.iter().any(|&v| v > 1) {
            smaller.push(values.iter().map(|&v| v.div_ceil(2)).collect());
        }
        for k in (0..values.len()).filter(|&k| values[k] > 1) {
            let mut lower = values.clone();
            lower[k] -= 1;
            smaller.push(lower);
        }
        smaller
    }

    fn wrong_players() -> Vec<WrongPlayer> {
        vec![
            WrongPlayer {
                name: "Second iff the sum is even",
                play: |i, o| {
                    player(
                        i,
                        o,
                        &Habits {
                            choose: by_parity,
                            ..RIGHT
                        },
                    )
                },
            },
            WrongPlayer {
                name: "as Second, the first positive j ≠ i (not from the other group)",
                play: |i, o| {
                    player(
                        i,
                        o,
                        &Habits {
                            second: any_other,
                            ..RIGHT
                        },
                    )
                },
            },
            WrongPlayer {
                name: "as First, always index 1",
                play: |i, o| {
                    player(
                        i,
                        o,
                        &Habits {
                            first: |_| 0,
                            ..RIGHT
                        },
                    )
                },
            },
            WrongPlayer {
                name: "forgets to update the array",
                play: |i, o| {
                    player(
                        i,
                        o,
                        &Habits {
                            updates: false,
                            ..RIGHT
                        },
                    )
                },
            },
            WrongPlayer {
                name: "never flushes",
                play: |i, o| {
                    player(
                        i,
                        o,
                        &Habits {
                            flushes: false,
                            ..RIGHT
                        },
                    )
                },
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_N, 8) as usize; // even: 300s split in halves
        let conversation = |start: Vec<u32>, strategy: usize| {
            let mut judge = Self::referee(&[start], &Plan::new(strategy, 0));
            let player = Player::in_process(Self::PLAY, Duration::from_secs(600));
            play(&mut *judge, player).transcript.judge_side()
        };
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!(
                    "n = {n} (judge max) values: one 298, the others 300; an even sum without a split (all \
                     even, half odd): the whole subset sum, then First for up to n rounds \
                     (judge `fewest`, one index emptied a round): the judge's side, played by \
                     the crate"
                ),
                move |t, _| {
                    // One 298 among 300s: half the sum is 149 + 150 · (n − 1), odd.
                    let mut start = vec![300; n];
                    start[0] = 298;
                    t.bytes(conversation(start, 3).as_bytes());
                },
            ),
            Input::new(
                Self::ID,
                Kind::Table,
                format!(
                    "n = {n} values 300 (judge max): the largest subset-sum table (S/2 = 45000 \
                     at n = 300), then Second for n/2 rounds (judge `random`): the judge's side, \
                     played by the crate"
                ),
                move |t, _| t.bytes(conversation(vec![300; n], 0).as_bytes()),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::super::referee_tests::wrong_player_loses;
    use super::*;
    use crate::interactive::assert_the_crate_wins;
    use std::collections::HashMap;

    /// Every array of `n` values in 1..=`max`.
    fn arrays(n: usize, max: u32) -> Vec<Vec<u32>> {
        (0..n).fold(vec![Vec::new()], |all, _| {
            all.into_iter()
                .flat_map(|a| {
                    (1..=max).map(move |v| {
                        let mut b = a.clone();
                        b.push(v);
                        b
                    })
                })
                .collect()
        })
    }

    /// Whether the second player wins from `values` (first to move), by a search of the rules,
    /// memoised over the sorted values.
    fn second_wins(values: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        let mut key = values.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = positive_except(values, None).into_iter().all(|i| {
            positive_except(values, Some(i)).into_iter().any(|j| {
                let mut next = values.to_vec();
                round(&mut next, i, j);
                second_wins(&next, memo)
            })
        });
        memo.insert(key, wins);
        wins
    }

    fn small_arrays() -> Vec<Vec<u32>> {
        (1..=5).flat_map(|n| arrays(n, 4)).collect()
    }

    #[test]
    fn the_referees_split_exists_iff_the_second_player_wins_by_a_search_of_the_rules() {
        let mut memo = HashMap::new();
        for values in small_arrays() {
            let found = split(&values);
            assert_eq!(
                found.is_some(),
                second_wins(&values, &mut memo),
                "{values:?}"
            );
            if let Some(group) = found {
                assert!(balanced(&values, &group), "{values:?}: {group:?}");
            }
        }
        assert!(split(&[300; 300]).is_some());
        assert!(split(&[2, 4]).is_none());
        assert!(split(&[2; 299]).is_none());
        let bigger = [299, 1, 300, 150, 150, 7, 3, 4];
        assert!(balanced(&bigger, &split(&bigger).unwrap()));
    }

    #[test]
    fn a_position_without_a_split_never_gets_one_back() {
        for values in small_arrays() {
            if split(&values).is_some() {
                continue;
            }
            for i in positive_except(&values, None) {
                for j in positive_except(&values, Some(i)) {
                    let mut next = values.clone();
                    round(&mut next, i, j);
                    assert!(split(&next).is_none(), "{values:?} ({i}, {j})");
                }
            }
        }
    }

    /// Whether `judge` (its values, its split, its strategy), first to move (`judge_first`) or
    /// second, wins against every line of the program's from where it stands.
    fn judge_wins_every_line(judge: &Judge, judge_first: bool) -> bool {
        let values = &judge.values;
        if judge_first {
            let choices = positive_except(values, None);
            if choices.is_empty() {
                return false;
            }
            let mut judge = judge.clone();
            let i = judge.first_choice(&choices);
            positive_except(values, Some(i)).into_iter().all(|j| {
                let mut next = judge.clone();
                next.play_round(i, j);
                judge_wins_every_line(&next, true)
            })
        } else {
            positive_except(values, None).into_iter().all(|i| {
                let choices = positive_except(values, Some(i));
                if choices.is_empty() {
                    return false;
                }
                let mut next = judge.clone();
                let j = next.second_choice(i, &choices);
                next.play_round(i, j);
                judge_wins_every_line(&next, false)
            })
        }
    }

    #[test]
    fn from_every_won_position_the_referees_moves_win_against_every_line() {
        let mut memo = HashMap::new();
        for values in (1..=4).flat_map(|n| arrays(n, 4)) {
            let second = second_wins(&values, &mut memo);
            for (strategy, name) in STRATEGIES.iter().enumerate() {
                // The judge is second where the second player wins, first elsewhere.
                let judge = Judge::new(values.clone(), &Plan::new(strategy, 5));
                assert!(
                    judge_wins_every_line(&judge, !second),
                    "{values:?}, strategy {name}"
                );
            }
        }
    }

    #[test]
    fn fewest_leaves_the_program_one_winning_reply() {
        // [1, 1, 2]: after i = 1 only j = 3 keeps a split ([0, 1, 1]); after i = 3 both do.
        let mut judge = Judge::new(vec![1, 1, 2], &Plan::new(3, 0));
        assert_eq!(keeping_replies(&[1, 1, 2], 0), 1);
        assert_eq!(keeping_replies(&[1, 1, 2], 2), 2);
        assert_eq!(judge.first_choice(&[0, 1, 2]), 0);
    }

    #[test]
    fn the_generators_make_what_they_promise() {
        let mut rng = Rng::new(3);
        for n in [2, 3, 7, 300] {
            for max in [2, 4, 300] {
                let values = with_split(&mut rng, n, max);
                assert!(split(&values).is_some(), "{values:?}");
                assert!(values.iter().all(|&v| (1..=max).contains(&v)));
            }
            let trap = even_sum_without_split(&mut rng, n.max(3));
            let sum: u32 = trap.iter().sum();
            assert!(sum.is_multiple_of(2) && split(&trap).is_none(), "{trap:?}");
        }
        for case in Cf1839E::small_cases() {
            assert_eq!(Cf1839E::validate(&case), Ok(()), "{case:?}");
        }
    }

    #[test]
    fn the_crate_wins_the_small_starts_against_every_strategy() {
        for start in Cf1839E::small_cases().into_iter().take(120) {
            assert_the_crate_wins::<Cf1839E>(std::slice::from_ref(&start));
        }
    }

    #[test]
    fn the_parity_player_loses_the_trap_and_the_careless_second_loses_to_fewest() {
        let why = wrong_player_loses::<Cf1839E>(0, &[vec![2, 4]], 1);
        assert!(why.contains("cannot move"), "{why}");
        wrong_player_loses::<Cf1839E>(1, &[vec![1, 1, 2]], 3);
    }
}
