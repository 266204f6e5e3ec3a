//! An [`Interactive`] problem behind the registry's [`Problem`] interface: the byte-level parts
//! (testdata transcripts, bundle, benchmark) as for every problem, and the games through
//! [`Interaction`], the question every part asks of an interactive problem instead of an oracle.

use super::{Failure, Generated, Origin, Problem, Subject};
use crate::compare::{compare_with, Comparison, Mismatch};
use crate::game::{Limits, SolveFn};
use crate::inputs::{Input, Scale};
use crate::interactive::plan::Plan;
use crate::interactive::player::Player;
use crate::interactive::{play, Interactive, PlayFn, Played};
use crate::parts::without_parts;
use crate::rng::Rng;
use crate::verdict::Verdict;
use std::marker::PhantomData;
use std::time::Duration;

/// Which starts a conversation plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Starts {
    /// Published sample `index` (from 0): its starts, its judge's moves scripted
    /// ([`Interactive::published`]).
    Published(usize),
    /// Part `index` (from 0) of the spec's traps ([`Interactive::trap_cases`]), cut into
    /// conversations of the game limit.
    Traps(usize),
    /// Part `index` (from 0) of the small starts, cut into conversations of the game limit.
    Small(usize),
    /// `count` random starts from `seed` (at most the problem's `MAX_GAMES`).
    Random {
        /// The seed.
        seed: u64,
        /// How many.
        count: usize,
    },
    /// `count` judge-sized starts from `seed` (at most the problem's `MAX_GAMES`).
    JudgeSized {
        /// The seed.
        seed: u64,
        /// How many.
        count: usize,
    },
}

/// One conversation to play: its starts, the referee's strategy and seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conversation {
    /// Its starts.
    pub starts: Starts,
    /// The referee's strategy (an index of [`Interaction::strategies`]).
    pub strategy: usize,
    /// The referee's seed.
    pub seed: u64,
}

/// A lost conversation made as small as the shrinker goes: its starts ([`Interactive::shown`]), the
/// judge's plan that makes the shortest transcript, and the replay that still loses.
#[derive(Debug, Clone)]
pub struct Lost {
    /// The conversation it came from.
    pub from: Conversation,
    /// The starts that still lose, shown.
    pub starts: Vec<String>,
    /// How the judge played the replay: a strategy, after a script of moves.
    pub plan: String,
    /// The replay on them.
    pub played: Played,
}

/// The questions every part asks of an interactive problem.
pub trait Interaction: Sync {
    /// The referee's strategies, by name.
    fn strategies(&self) -> &'static [&'static str];
    /// The crate's `solve` on the in-process pipes.
    fn play_fn(&self) -> PlayFn;
    /// The conversations a check plays, in order, by group: the traps, the small starts, then
    /// `count` random and `count` judge-sized starts from each of `seeds`; each under every
    /// strategy (seeded by the seed, or 0). `Err` if a generated start breaks the judge's
    /// constraints.
    fn conversations(
        &self,
        seeds: &[u64],
        count: usize,
    ) -> Result<Vec<(&'static str, Conversation)>, String>;
    /// What `conversation` is, for people: `small 1/3, strategy "longest", seed 0`.
    fn label(&self, conversation: &Conversation) -> String;
    /// Plays `conversation` against `player`.
    fn play(&self, conversation: &Conversation, player: Player) -> Played;
    /// The known-wrong strategies.
    fn wrong_players(&self) -> Vec<(&'static str, PlayFn)>;
    /// `conversation` (lost by what `player` makes) shrunk: the first start that loses alone,
    /// then smaller starts while one still loses (or, if none loses alone, the fewest starts
    /// that still lose together); then the judge's line of moves, while a shorter transcript
    /// still loses (another strategy, alone or after a prefix of the moves that won), and the
    /// start again under the shorter line; at most `budget` replays. `None` if it does not
    /// lose.
    fn smallest_loss(
        &self,
        conversation: &Conversation,
        player: &dyn Fn() -> Player,
        budget: usize,
    ) -> Option<Lost>;
}

/// The adapter from an [`Interactive`] to a [`Problem`] and an [`Interaction`].
pub struct Interactor<I>(PhantomData<fn() -> I>);

impl<I> Interactor<I> {
    /// The registry entry of `I`.
    pub const ENTRY: Interactor<I> = Interactor(PhantomData);
}

/// `6 random starts`, or `1 random start` for a one-game protocol (`count` capped at
/// `MAX_GAMES`, as [`starts_of`] plays them).
fn starts_of_kind<I: Interactive>(count: usize, kind: &str) -> String {
    match count.min(I::MAX_GAMES) {
        1 => format!("1 {kind} start"),
        n => format!("{n} {kind} starts"),
    }
}

/// Part `part` (from 0) of `starts` cut into conversations of at most `MAX_GAMES` games.
fn part_of<I: Interactive>(starts: Vec<I::Case>, part: usize) -> Vec<I::Case> {
    starts
        .chunks(I::MAX_GAMES)
        .nth(part)
        .map(<[I::Case]>::to_vec)
        .unwrap_or_default()
}

/// The number of conversations `starts` make, at most `MAX_GAMES` games each.
fn parts<I: Interactive>(starts: Vec<I::Case>) -> usize {
    starts.len().div_ceil(I::MAX_GAMES)
}

fn starts_of<I: Interactive>(starts: Starts) -> Vec<I::Case> {
    match starts {
        Starts::Published(index) => I::published()
            .into_iter()
            .nth(index)
            .map(|sample| sample.starts)
            .unwrap_or_default(),
        Starts::Traps(part) => part_of::<I>(I::trap_cases(), part),
        Starts::Small(part) => part_of::<I>(I::small_cases(), part),
        Starts::Random { seed, count } => {
            let mut rng = Rng::new(seed);
            (0..count.min(I::MAX_GAMES))
                .map(|_| I::random_case(&mut rng))
                .collect()
        }
        Starts::JudgeSized { seed, count } => {
            let mut rng = Rng::new(seed);
            (0..count.min(I::MAX_GAMES))
                .map(|_| I::judge_sized_case(&mut rng))
                .collect()
        }
    }
}

/// How the referee plays `conversation`: its strategy and seed, after the published sample's
/// judge's moves if it plays the sample.
fn plan_of<I: Interactive>(conversation: &Conversation) -> Plan {
    let mut plan = Plan::new(conversation.strategy, conversation.seed);
    if let Starts::Published(index) = conversation.starts {
        plan.script = I::published()
            .into_iter()
            .nth(index)
            .map(|sample| sample.judge_moves.iter().map(ToString::to_string).collect())
            .unwrap_or_default();
    }
    plan
}

/// One replay: what was played, and the judge's moves in it.
#[derive(Clone)]
struct Replay {
    played: Played,
    moves: Vec<String>,
}

/// Plays `games` with the referee of `plan` against `player`.
fn play_games<I: Interactive>(games: &[I::Case], plan: &Plan, player: Player) -> Replay {
    let mut referee = I::referee(games, plan);
    let played = play(&mut *referee, player);
    Replay {
        played,
        moves: referee.moves().to_vec(),
    }
}

/// `plan` for people: `strategy "longest", seed 3` and how many scripted moves come first.
fn describe<I: Interactive>(plan: &Plan) -> String {
    let scripted = match plan.script.len() {
        0 => String::new(),
        n => format!(" after {n} scripted move(s)"),
    };
    format!(
        "strategy {:?}, seed {}{scripted}",
        I::STRATEGIES[plan.strategy],
        plan.seed
    )
}

/// Bold first: the other plans a lost line of judge's `moves` under `plan` may shorten to:
/// every strategy alone, then every strategy after 1, 2, 4, … of the moves.
fn shorter_lines(plan: &Plan, moves: &[String], strategies: usize) -> Vec<Plan> {
    let prefixes = std::iter::once(0).chain((0..).map(|k| 1 << k).take_while(|&k| k < moves.len()));
    prefixes
        .flat_map(|k| {
            (0..strategies).map(move |strategy| Plan {
                strategy,
                seed: plan.seed,
                script: moves[..k].to_vec(),
            })
        })
        .filter(|candidate| candidate != plan)
        .collect()
}

impl<I: Interactive> Interaction for Interactor<I> {
    fn strategies(&self) -> &'static [&'static str] {
        I::STRATEGIES
    }

    fn play_fn(&self) -> PlayFn {
        I::PLAY
    }

    fn conversations(
        &self,
        seeds: &[u64],
        count: usize,
    ) -> Result<Vec<(&'static str, Conversation)>, String> {
        let samples =
            (0..I::published().len()).map(|index| ("sample", Starts::Published(index), 0));
        let mut groups: Vec<(&'static str, Starts, u64)> = samples.collect();
        groups
            .extend((0..parts::<I>(I::trap_cases())).map(|part| ("traps", Starts::Traps(part), 0)));
        groups.extend(
            (0..parts::<I>(I::small_cases())).map(|part| ("small", Starts::Small(part), 0)),
        );
        for &seed in seeds {
            groups.push(("random", Starts::Random { seed, count }, seed));
        }
        for &seed in seeds {
            groups.push(("full range", Starts::JudgeSized { seed, count }, seed));
        }
        let mut conversations = Vec::new();
        for (group, starts, seed) in groups {
            for (index, case) in starts_of::<I>(starts).iter().enumerate() {
                I::validate(case)
                    .map_err(|why| format!("{group}: start {} {case:?}: {why}", index + 1))?;
            }
            for strategy in 0..I::STRATEGIES.len() {
                conversations.push((
                    group,
                    Conversation {
                        starts,
                        strategy,
                        seed,
                    },
                ));
            }
        }
        Ok(conversations)
    }

    fn label(&self, conversation: &Conversation) -> String {
        let starts = match conversation.starts {
            Starts::Published(index) => format!("published sample {}", index + 1),
            Starts::Traps(part) => format!("the traps, part {}", part + 1),
            Starts::Small(part) => format!("small starts, part {}", part + 1),
            Starts::Random { seed, count } => {
                format!("{} of seed {seed}", starts_of_kind::<I>(count, "random"))
            }
            Starts::JudgeSized { seed, count } => {
                format!(
                    "{} of seed {seed}",
                    starts_of_kind::<I>(count, "judge-sized")
                )
            }
        };
        format!(
            "{starts}, strategy {:?}, referee seed {}",
            I::STRATEGIES[conversation.strategy],
            conversation.seed
        )
    }

    fn play(&self, conversation: &Conversation, player: Player) -> Played {
        let games = starts_of::<I>(conversation.starts);
        play_games::<I>(&games, &plan_of::<I>(conversation), player).played
    }

    fn wrong_players(&self) -> Vec<(&'static str, PlayFn)> {
        I::wrong_players()
            .into_iter()
            .map(|w| (w.name, w.play))
            .collect()
    }

    fn smallest_loss(
        &self,
        conversation: &Conversation,
        player: &dyn Fn() -> Player,
        mut budget: usize,
    ) -> Option<Lost> {
        let mut plan = plan_of::<I>(conversation);
        let games = starts_of::<I>(conversation.starts);
        let whole = play_games::<I>(&games, &plan, player());
        if whole.played.verdict == Verdict::Accepted {
            return None;
        }
        let mut loses = |games: &[I::Case], plan: &Plan| {
            if budget == 0 {
                return None;
            }
            budget -= 1;
            let replay = play_games::<I>(games, plan, player());
            (replay.played.verdict != Verdict::Accepted).then_some(replay)
        };
        let alone = if games.len() > 1 {
            // The shortest-written starts first: a small start that loses alone is kept rather
            // than a large one met earlier.
            let mut by_size: Vec<&I::Case> = games.iter().collect();
            by_size.sort_by_key(|g| I::shown(g).len());
            by_size
                .into_iter()
                .find_map(|g| loses(std::slice::from_ref(g), &plan).map(|r| (g.clone(), r)))
        } else {
            games.first().cloned().map(|g| (g, whole.clone()))
        };
        let Some((mut start, mut replay)) = alone else {
            // No start loses alone (the program fails across games): remove halves, quarters,
            // … of the starts while the rest still loses.
            let (mut games, mut replay) = (games, whole);
            while let Some((fewer, fewer_replay)) = without_parts(&games)
                .into_iter()
                .find_map(|fewer| loses(&fewer, &plan).map(|r| (fewer, r)))
            {
                games = fewer;
                replay = fewer_replay;
            }
            return Some(Lost {
                from: *conversation,
                starts: games.iter().map(I::shown).collect(),
                plan: describe::<I>(&plan),
                played: replay.played,
            });
        };
        // The start, then the judge's line, then the start again under the shorter line, …
        loop {
            while let Some((smaller, smaller_replay)) = I::shrink(&start)
                .into_iter()
                .filter(|c| I::validate(c).is_ok())
                .find_map(|c| loses(std::slice::from_ref(&c), &plan).map(|r| (c, r)))
            {
                start = smaller;
                replay = smaller_replay;
            }
            let length = replay.played.transcript.lines.len();
            let shorter = shorter_lines(&plan, &replay.moves, I::STRATEGIES.len())
                .into_iter()
                .find_map(|candidate| {
                    loses(std::slice::from_ref(&start), &candidate)
                        .filter(|r| r.played.transcript.lines.len() < length)
                        .map(|r| (candidate, r))
                });
            let Some((shorter, shorter_replay)) = shorter else {
                break;
            };
            plan = shorter;
            replay = shorter_replay;
        }
        Some(Lost {
            from: *conversation,
            starts: vec![I::shown(&start)],
            plan: describe::<I>(&plan),
            played: replay.played,
        })
    }
}

/// Why a method of the exact kind was asked of an interactive problem (a caller that forgot
/// to ask [`Problem::interaction`] first fails loudly).
fn not_files(id: &str) -> String {
    format!("{id} is interactive: its games are played (Problem::interaction), not read from files")
}

impl<I: Interactive> Problem for Interactor<I> {
    fn id(&self) -> &'static str {
        I::ID
    }

    fn solve(&self) -> SolveFn {
        I::SOLVE
    }

    fn limits(&self) -> Limits {
        I::LIMITS
    }

    fn checked(&self) -> bool {
        false
    }

    fn interaction(&self) -> Option<&dyn Interaction> {
        Some(self)
    }

    /// A transcript's program side, compared exactly (the testdata of an interactive problem).
    fn judge_output(
        &self,
        _input: &str,
        expected: &[String],
        actual: &str,
        comparison: Comparison,
    ) -> Result<(), Mismatch> {
        compare_with(expected, actual, comparison)
    }

    fn bench_inputs(&self, scale: Scale) -> Vec<Input> {
        I::bench_inputs(scale)
    }

    fn exhaustive(&self) -> Result<Vec<Generated>, String> {
        Err(not_files(I::ID))
    }

    fn seeded(&self, _seed: u64, _count: usize) -> Result<Generated, String> {
        Err(not_files(I::ID))
    }

    fn judge_sized(&self, _seed: u64, _count: usize) -> Result<Generated, String> {
        Err(not_files(I::ID))
    }

    fn parse_mismatch(&self, _seeds: &[u64], _count: usize) -> Option<String> {
        None
    }

    /// The known-wrong strategies, each with the first conversation it loses (in process).
    fn wrong_caught(&self, seeds: &[u64], count: usize) -> Vec<(&'static str, Option<String>)> {
        let conversations = self.conversations(seeds, count).unwrap_or_default();
        I::wrong_players()
            .into_iter()
            .map(|wrong| {
                let caught = conversations.iter().find_map(|(_, c)| {
                    let played = Interaction::play(self, c, in_process(wrong.play, I::LIMITS));
                    (played.verdict != Verdict::Accepted)
                        .then(|| format!("{} ({}: {})", self.label(c), played.verdict, played.why))
                });
                (wrong.name, caught)
            })
            .collect()
    }

    fn wrong_names(&self) -> Vec<&'static str> {
        I::wrong_players().iter().map(|w| w.name).collect()
    }

    fn oracle_answer(&self, _input: &str) -> Option<String> {
        None
    }

    fn smallest_failure(&self, _origin: Origin, _subject: Subject) -> Option<Failure> {
        None
    }

    fn smallest_failure_in(&self, _input: &str, _subject: Subject) -> Option<Failure> {
        None
    }

    fn smallest_by_verdict(
        &self,
        _input: &str,
        _fails: &dyn Fn(&[u8]) -> bool,
        _budget: usize,
    ) -> Option<String> {
        None
    }
}

/// How many times the judge's time limit an in-process conversation may take: in process the
/// games check answers, not speed (the benchmark measures that), on a machine that may be busy.
const IN_PROCESS_SLACK: u64 = 10;

/// The in-process player of `play`, with `IN_PROCESS_SLACK` times the judge's time limit.
pub fn in_process(play: PlayFn, limits: Limits) -> Player {
    Player::in_process(
        play,
        Duration::from_millis(limits.time_ms * IN_PROCESS_SLACK),
    )
}
