//! An [`Interactive`] problem behind the registry's [`Problem`] interface: the byte-level parts
//! (testdata transcripts, bundle, benchmark) as for every problem, and the games through
//! [`Interaction`], the question every part asks of an interactive problem instead of an oracle.

use super::player::Player;
use super::{play, Interactive, PlayFn, Played};
use crate::bench::inputs::{Input, Scale};
use crate::compare::{compare_with, Comparison, Mismatch};
use crate::game::{Limits, SolveFn};
use crate::judge::Verdict;
use crate::problems::parts::without_parts;
use crate::registry::{Failure, Generated, Origin, Problem, Subject};
use crate::rng::Rng;
use std::marker::PhantomData;
use std::time::Duration;

/// Which starts a conversation plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Starts {
    /// The spec's traps ([`Interactive::trap_cases`]).
    Traps,
    /// Part `index` (from 0) of the small starts, cut into conversations of the game limit.
    Small(usize),
    /// `count` random starts from `seed`.
    Random {
        /// The seed.
        seed: u64,
        /// How many.
        count: usize,
    },
    /// `count` judge-sized starts from `seed`.
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

/// A lost conversation made as small as the shrinker goes: its starts (`Debug` of each), and
/// the replay that still loses.
#[derive(Debug, Clone)]
pub struct Lost {
    /// The conversation it came from.
    pub from: Conversation,
    /// The starts that still lose, shown.
    pub starts: Vec<String>,
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
    /// that still lose together); at most `budget` replays. `None` if it does not lose.
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

fn starts_of<I: Interactive>(starts: Starts) -> Vec<I::Case> {
    match starts {
        Starts::Traps => I::trap_cases(),
        Starts::Small(part) => I::small_cases()
            .chunks(I::MAX_GAMES)
            .nth(part)
            .map(<[I::Case]>::to_vec)
            .unwrap_or_default(),
        Starts::Random { seed, count } => {
            let mut rng = Rng::new(seed);
            (0..count).map(|_| I::random_case(&mut rng)).collect()
        }
        Starts::JudgeSized { seed, count } => {
            let mut rng = Rng::new(seed);
            (0..count).map(|_| I::judge_sized_case(&mut rng)).collect()
        }
    }
}

/// Plays `games` with the referee of `strategy` and `seed` against `player`.
fn play_games<I: Interactive>(
    games: &[I::Case],
    strategy: usize,
    seed: u64,
    player: Player,
) -> Played {
    play(&mut *I::referee(games, strategy, seed), player)
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
        let count = count.min(I::MAX_GAMES);
        let small_parts = I::small_cases().len().div_ceil(I::MAX_GAMES);
        let mut groups: Vec<(&'static str, Starts, u64)> = vec![("traps", Starts::Traps, 0)];
        groups.extend((0..small_parts).map(|part| ("small", Starts::Small(part), 0)));
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
            Starts::Traps => "the traps".to_string(),
            Starts::Small(part) => format!("small starts, part {}", part + 1),
            Starts::Random { seed, count } => format!("{count} random starts of seed {seed}"),
            Starts::JudgeSized { seed, count } => {
                format!("{count} judge-sized starts of seed {seed}")
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
        play_games::<I>(&games, conversation.strategy, conversation.seed, player)
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
        let (strategy, seed) = (conversation.strategy, conversation.seed);
        let games = starts_of::<I>(conversation.starts);
        let whole = play_games::<I>(&games, strategy, seed, player());
        if whole.verdict == Verdict::Accepted {
            return None;
        }
        let mut loses = |games: &[I::Case]| {
            if budget == 0 {
                return None;
            }
            budget -= 1;
            let played = play_games::<I>(games, strategy, seed, player());
            (played.verdict != Verdict::Accepted).then_some(played)
        };
        let alone = if games.len() > 1 {
            games
                .iter()
                .find_map(|g| loses(std::slice::from_ref(g)).map(|p| (g.clone(), p)))
        } else {
            games.first().cloned().map(|g| (g, whole.clone()))
        };
        let Some((mut start, mut played)) = alone else {
            // No start loses alone (the program fails across games): remove halves, quarters,
            // … of the starts while the rest still loses.
            let (mut games, mut played) = (games, whole);
            while let Some((fewer, replay)) = without_parts(&games)
                .into_iter()
                .find_map(|fewer| loses(&fewer).map(|p| (fewer, p)))
            {
                games = fewer;
                played = replay;
            }
            return Some(Lost {
                from: *conversation,
                starts: games.iter().map(|g| format!("{g:?}")).collect(),
                played,
            });
        };
        while let Some((smaller, replay)) = I::shrink(&start)
            .into_iter()
            .filter(|c| I::validate(c).is_ok())
            .find_map(|c| loses(std::slice::from_ref(&c)).map(|p| (c, p)))
        {
            start = smaller;
            played = replay;
        }
        Some(Lost {
            from: *conversation,
            starts: vec![format!("{start:?}")],
            played,
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

/// The in-process player of `play`, with [`IN_PROCESS_SLACK`] times the judge's time limit.
pub fn in_process(play: PlayFn, limits: Limits) -> Player {
    Player::in_process(
        play,
        Duration::from_millis(limits.time_ms * IN_PROCESS_SLACK),
    )
}
