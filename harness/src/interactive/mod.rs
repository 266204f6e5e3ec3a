//! Interactive problems: the program plays a game against the judge over stdin and stdout, and
//! the harness is the judge. A problem's referee ([`Referee`]) speaks the protocol, checks
//! every line of the program by the rules, and plays the judge's side with one of several
//! strategies (each seeded); [`play`] runs one conversation between a referee and a
//! [`Player`] (a solve in a thread, or any program) and gives the verdict a judge gives, with
//! the whole transcript.
//!
//! - [`plan`]: how a referee plays: a strategy, a seed, and judge's moves scripted first.
//! - [`pipe`]: the in-process pipes a solve plays through.
//! - [`lines`]: the program's lines as they come; idleness told from slowness by CPU time.
//! - [`player`]: a solve in a thread, or a program under the judge's launcher.

pub mod lines;
pub mod pipe;
pub mod plan;
pub mod player;

use crate::game::{Limits, SolveFn};
use crate::inputs::{Input, Scale};
use crate::rng::Rng;
use crate::verdict::Verdict;
use game_core::io::{Error, Scanner, Writer};
use lines::Event;
use pipe::{Incoming, Outgoing};
use plan::Plan;
use player::Player;
use std::fmt::{self, Debug};

/// A problem's `solve` instantiated on the in-process pipes, registered as a closure
/// (`|input, out| cf1934_d2::solve(input, out)`); a known-wrong strategy has the same shape.
pub type PlayFn = fn(&mut Scanner<Incoming>, &mut Writer<Outgoing>) -> Result<(), Error>;

/// A known-wrong strategy: plays the whole protocol the way a classic bug would.
pub struct WrongPlayer {
    /// The bug, e.g. `split off the low bit`.
    pub name: &'static str,
    /// The strategy.
    pub play: PlayFn,
}

/// What the referee makes of a line of the program's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Heard {
    /// Send this (possibly nothing: the program owes another line first) and go on.
    Say(String),
    /// The conversation is over: send `last` (a final answer such as `0 0` or `-1 -1`, or
    /// nothing), then the program must end. `result`: every game won, or why not.
    Over {
        /// The judge's last words.
        last: String,
        /// `Ok`, or the reason for a wrong answer (`lost game 3 from n = 13: …`).
        result: Result<(), String>,
    },
}

/// The judge's side of one conversation (one input file's worth of games), made for a list of
/// games and a [`Plan`] by [`Interactive::referee`].
pub trait Referee {
    /// What the judge says first (e.g. the number of games and the first start).
    fn opening(&mut self) -> String;
    /// The judge's answer to the program's next line (not blank, without its line end).
    fn hear(&mut self, line: &str) -> Heard;
    /// The judge's moves so far, each as the line it printed (starts and end-of-game words left
    /// out): the script that replays this conversation ([`plan::Script::moves`]).
    fn moves(&self) -> &[String];
}

/// A problem's published sample (one conversation): its starts and the judge's moves in it, in
/// order.
#[derive(Debug, Clone)]
pub struct Published<C> {
    /// The starts, one game each.
    pub starts: Vec<C>,
    /// The judge's moves, each the line the judge printed for it.
    pub judge_moves: Vec<&'static str>,
}

/// Who said a line of a transcript.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The harness, playing the judge.
    Judge,
    /// The program under test.
    Program,
}

/// A conversation, line by line, each marked with who said it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transcript {
    /// The lines in order.
    pub lines: Vec<(Side, String)>,
}

impl Transcript {
    fn record(&mut self, side: Side, text: &str) {
        for line in text.lines() {
            self.lines.push((side, line.to_string()));
        }
    }

    /// The judge's lines alone, each ending in `\n`: what a deterministic program reads
    /// (the input that replays this conversation through its byte-level `solve`).
    pub fn judge_side(&self) -> String {
        self.side(Side::Judge)
    }

    /// The program's lines alone, each ending in `\n`.
    pub fn program_side(&self) -> String {
        self.side(Side::Program)
    }

    fn side(&self, which: Side) -> String {
        self.lines
            .iter()
            .filter(|(side, _)| *side == which)
            .map(|(_, line)| format!("{line}\n"))
            .collect()
    }
}

impl fmt::Display for Transcript {
    /// One line each: `judge → program: 4` or `program → judge: first`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (side, line) in &self.lines {
            let arrow = match side {
                Side::Judge => "judge → program:",
                Side::Program => "program → judge:",
            };
            writeln!(f, "{arrow} {line}")?;
        }
        Ok(())
    }
}

/// The end of one conversation.
#[derive(Debug, Clone)]
pub struct Played {
    /// The judge's verdict.
    pub verdict: Verdict,
    /// Why, if not accepted.
    pub why: String,
    /// What was said.
    pub transcript: Transcript,
    /// The program's peak memory, KiB (0 in process).
    pub rss_kib: u64,
    /// What it printed on stderr.
    pub stderr: String,
}

/// Plays one conversation between `referee` and `player` to its end, as a judge does: every
/// line of the program is heard by the referee, which answers or ends it; a program that ends
/// early, goes idle, runs out of time, prints a huge line, goes on after the end or does not
/// end cleanly gets the judge's verdict for it (a wrong answer is decided before its exit is
/// looked at). Memory is not judged here (the caller holds the peak against the limit).
pub fn play(referee: &mut dyn Referee, mut player: Player) -> Played {
    let mut transcript = Transcript::default();
    let opening = referee.opening();
    transcript.record(Side::Judge, &opening);
    player.send(&opening);
    let (verdict, why) = loop {
        let line = match player.next_line() {
            Event::Line(line) => line,
            Event::Closed => {
                break (
                    Verdict::WrongAnswer,
                    "the program ended before the games were over".into(),
                )
            }
            Event::Idle => {
                break (
                    Verdict::Idleness,
                    "the program waits without printing: for input it was not promised, or \
                     holding a line it has not flushed"
                        .into(),
                )
            }
            Event::TimeUp => break (Verdict::TimeLimit, "killed at the time limit".into()),
            Event::TooLong => {
                break (
                    Verdict::WrongAnswer,
                    format!("a line longer than {} bytes", lines::MAX_LINE),
                )
            }
        };
        transcript.record(Side::Program, &line);
        match referee.hear(&line) {
            Heard::Say(text) => {
                transcript.record(Side::Judge, &text);
                player.send(&text);
            }
            Heard::Over { last, result } => {
                transcript.record(Side::Judge, &last);
                player.send(&last);
                match result {
                    Ok(()) => break (Verdict::Accepted, String::new()),
                    Err(why) => break (Verdict::WrongAnswer, why),
                }
            }
        }
    };
    let (ended, rest) = player.finish(verdict != Verdict::Accepted);
    let (verdict, why) = match verdict {
        Verdict::Accepted if ended.timed_out => {
            (Verdict::TimeLimit, "killed at the time limit".into())
        }
        Verdict::Accepted if !rest.trim().is_empty() => (
            Verdict::WrongAnswer,
            format!("printed after the last game: {:?}", excerpt(&rest)),
        ),
        // The verdict names how it ended; the reason says when.
        Verdict::Accepted => match ended.failed {
            Some(how) => (Verdict::RuntimeError(how), ended.why.clone()),
            None => (Verdict::Accepted, why),
        },
        // A program that ended before the games were over because it failed: a runtime error.
        Verdict::WrongAnswer if why.starts_with("the program ended") => match ended.failed {
            Some(how) => (Verdict::RuntimeError(how), ended.why.clone()),
            None => (verdict, why),
        },
        _ => (verdict, why),
    };
    Played {
        verdict,
        why,
        transcript,
        rss_kib: ended.rss_kib,
        stderr: ended.stderr,
    }
}

/// The first 80 characters of `text`.
fn excerpt(text: &str) -> String {
    text.trim().chars().take(80).collect()
}

/// One interactive judge problem, as the harness sees it. Implemented once per problem in
/// `harness/src/problems/<id>.rs`; a case is one game's start, and one conversation plays a
/// list of them (up to [`Interactive::MAX_GAMES`]).
pub trait Interactive: 'static {
    /// One game's start.
    type Case: Clone + Debug + PartialEq;

    /// The problem's id.
    const ID: &'static str;

    /// The crate's `solve` over bytes: reads a conversation's judge side from a file and prints
    /// its own side (testdata transcripts, the bundle test, fuzzing).
    const SOLVE: SolveFn;

    /// The crate's `solve` over the in-process pipes.
    const PLAY: PlayFn;

    /// The judge's time and memory limits (time for one conversation).
    const LIMITS: Limits;

    /// Most games one conversation may hold.
    const MAX_GAMES: usize;

    /// A start as a report shows it (its `Debug` form unless the problem words it better).
    fn shown(start: &Self::Case) -> String {
        format!("{start:?}")
    }

    /// The referee's strategies, by name (index = the `strategy` of [`Interactive::referee`]).
    const STRATEGIES: &'static [&'static str];

    /// The judge's constraints on one start.
    fn validate(case: &Self::Case) -> Result<(), String>;

    /// Every start up to a small bound.
    fn small_cases() -> Vec<Self::Case>;

    /// The starts the spec's traps need (played first, in every check).
    fn trap_cases() -> Vec<Self::Case>;

    /// A random start within the judge's constraints.
    fn random_case(rng: &mut Rng) -> Self::Case;

    /// A random start over the judge's whole ranges, the extremes more often than chance.
    fn judge_sized_case(rng: &mut Rng) -> Self::Case;

    /// The judge for a conversation of `games` played as `plan` says: its script's moves while
    /// they are legal ([`plan::Script`]), then its strategy, random choices from its seed. From
    /// a start the program can win the strategy plays to make it fail; from one the judge can
    /// win, it wins, from the rules alone.
    fn referee(games: &[Self::Case], plan: &Plan) -> Box<dyn Referee>;

    /// The published samples' starts and judge's moves, one conversation each (played as a
    /// script: the sample's judge need not play well, and a right program need not repeat the
    /// sample's moves).
    fn published() -> Vec<Published<Self::Case>>;

    /// Smaller starts than `case`, boldest first (every one strictly smaller).
    fn shrink(case: &Self::Case) -> Vec<Self::Case>;

    /// Known-wrong strategies that the games must catch.
    fn wrong_players() -> Vec<WrongPlayer>;

    /// The benchmark's inputs: conversations' judge sides for the byte-level `solve`.
    fn bench_inputs(scale: Scale) -> Vec<Input>;
}

/// Test support: the crate's own `PLAY`, in process, must win one conversation of `starts`
/// under every strategy of `I`'s referee (seed 3); panics with the start and the reason.
#[cfg(test)]
pub(crate) fn assert_the_crate_wins<I: Interactive>(starts: &[I::Case]) {
    for (strategy, name) in I::STRATEGIES.iter().enumerate() {
        let mut referee = I::referee(starts, &Plan::new(strategy, 3));
        let player = Player::in_process(I::PLAY, std::time::Duration::from_secs(60));
        let played = play(&mut *referee, player);
        assert_eq!(
            played.verdict,
            Verdict::Accepted,
            "{starts:?}, strategy {name:?}: {}",
            played.why
        );
    }
}
