//! `harness sg <game> …`: a heap game's SG values, its certified period, `g(n)` far out, and a
//! winning move, for a learner (a table by default) or a script (`--terms`, `--period`, `--at`).
//!
//! What can be answered is decided first ([`plan`]): a question no certificate can answer is
//! refused before any value is computed; a long search shows progress on a terminal and ends
//! with what it observed.

mod moves;
mod plan;
mod text;

pub use plan::{plan, unprovable, Plan, Question};

use crate::progress;
use game_core::octal::{Game, Rules, Values};
use game_core::period::{analyse, Analysis, Certificate};
use std::fmt::Write as _;
use std::process::ExitCode;

/// The default of `--max-terms` for `--period` and `--at`: 2^21.
pub const DEFAULT_MAX_TERMS: usize = 1 << 21;
/// The default for games that leave three heaps, whose values cost O(n² · v): 2^12.
pub const DEFAULT_MAX_TERMS_THREE_HEAPS: usize = 1 << 12;
/// How many values the table view computes at most, and below which `--at` values a heap from
/// the rules directly: 2^16 ([`DEFAULT_MAX_TERMS_THREE_HEAPS`] for games that leave three heaps).
pub const VIEW_MAX_TERMS: usize = 1 << 16;
/// The most values `--terms` prints: 2^26.
pub const MAX_PRINTED_TERMS: usize = 1 << 26;
/// How many values are computed between two updates of the progress bar.
const PROGRESS_STEP: usize = 1 << 14;

/// The options of `harness sg`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: an octal or hexadecimal code (0.77, .07, 0.137, 4.3, 0.3F), subtract:1,3,4, or
    /// nim, kayles, dawson, grundy, lasker, split3, fibonacci, square.
    pub game: String,
    /// The heaps of a position to find a winning move from, e.g. `3 5 7` (any size below 2^64 once
    /// the period is certified).
    #[arg(value_parser = heap_size, allow_negative_numbers = true)]
    pub heaps: Vec<u64>,
    /// Print g(0) … g(N−1): the last line is exactly these N values, separated by spaces.
    #[arg(long, value_name = "N", conflicts_with_all = ["period", "at"])]
    pub terms: Option<usize>,
    /// Print `preperiod P period Q saltus S certified`, or `no certified period up to N terms`
    /// followed by what was observed (the proof goes to stderr); for a game no theorem can
    /// certify (grundy, fibonacci, square), or a --max-terms too small for any proof,
    /// `no certified period: <why>` at once, computing nothing.
    #[arg(long, conflicts_with = "at")]
    pub period: bool,
    /// The most values computed looking for a certified period, at least 1 (default 2^21; 2^16
    /// for the table view; 2^12 for games that leave three heaps, in every form).
    #[arg(long, value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub max_terms: Option<usize>,
    /// Print g(n) for any n < 2^64: from the rules for n < 2^16 (2^12 for games that leave three
    /// heaps; and below --max-terms for games without a certificate), beyond only with a
    /// certified period (else a one-line error and exit code 2: at once for a game no theorem
    /// can certify, after the search, with what it observed, for a code).
    #[arg(long, value_name = "n", value_parser = heap_size, allow_negative_numbers = true)]
    pub at: Option<u64>,
}

/// A heap size on the command line: an integer from 0 to 2^64 − 1, a sign refused as such.
fn heap_size(text: &str) -> Result<u64, String> {
    if text.starts_with('-') {
        return Err("heap sizes are non-negative".to_string());
    }
    text.parse()
        .map_err(|e| format!("{e} (a heap size is an integer from 0 to 2^64 - 1)"))
}

/// Whether a move may leave three heaps (a code with bit 8, or `split3`).
fn leaves_three_heaps(game: &Game) -> bool {
    match game.rules() {
        Rules::Code(code) => code.max_heaps() == 3,
        rules => *rules == Rules::Split3,
    }
}

/// How many values the table view computes by default, and below which `--at` values a heap
/// from the rules directly: [`VIEW_MAX_TERMS`], or [`DEFAULT_MAX_TERMS_THREE_HEAPS`] for a game
/// whose values cost O(n² · v) (2^16 of them would take hours).
fn view_terms(game: &Game) -> usize {
    if leaves_three_heaps(game) {
        DEFAULT_MAX_TERMS_THREE_HEAPS
    } else {
        VIEW_MAX_TERMS
    }
}

/// Runs `harness sg`; `say` prints a line on stdout. The [`plan`] comes first: a
/// [`Plan::Now`] is printed as it is, with no value computed.
pub fn run(args: &Args, say: &mut dyn FnMut(&str)) -> Result<ExitCode, String> {
    let game = Game::parse(&args.game).map_err(|e| e.to_string())?;
    match plan(&game, args) {
        Plan::Now(answer) => {
            for line in answer? {
                say(&line);
            }
            Ok(ExitCode::SUCCESS)
        }
        Plan::Terms(n) => {
            let line = values_with_progress(&game, n)
                .iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(" ");
            say(&line);
            Ok(ExitCode::SUCCESS)
        }
        Plan::Direct(n) => {
            let values = values_with_progress(&game, n as usize + 1);
            say(&values[n as usize].to_string());
            Ok(ExitCode::SUCCESS)
        }
        Plan::Search {
            max_terms,
            question,
        } => {
            let analysis = analyse_with_progress(&game, max_terms);
            match question {
                Question::Period => Ok(period(&analysis, say)),
                Question::At(n) => at(&game, &analysis, n, say),
                Question::View => view(&game, &analysis, &args.heaps, say),
            }
        }
    }
}

/// `--period` after a search: the certified triple (its proof on stderr), or what was observed.
fn period(analysis: &Analysis, say: &mut dyn FnMut(&str)) -> ExitCode {
    match &analysis.solved {
        Some(solved) => {
            say(&format!("{} certified", text::triple(solved.periodicity())));
            eprintln!("{}", text::proof(solved.proof(), solved.periodicity()));
        }
        None => {
            say(&format!(
                "no certified period up to {} terms",
                analysis.values.len()
            ));
            say(&text::observed(analysis));
        }
    }
    ExitCode::SUCCESS
}

/// `--at n` after a search: from the values computed, else from the certified period.
fn at(
    game: &Game,
    analysis: &Analysis,
    n: u64,
    say: &mut dyn FnMut(&str),
) -> Result<ExitCode, String> {
    if let Some(&v) = usize::try_from(n).ok().and_then(|i| analysis.values.get(i)) {
        say(&v.to_string());
        return Ok(ExitCode::SUCCESS);
    }
    match &analysis.solved {
        Some(solved) => match solved.at(n) {
            Some(v) => {
                say(&v.to_string());
                Ok(ExitCode::SUCCESS)
            }
            None => Err(format!("g({n}) of {game} is 2^64 or more")),
        },
        None => Err(format!(
            "g({n}) of {game} is unknown: no certified period up to {} terms; {}",
            analysis.values.len(),
            text::observed(analysis)
        )),
    }
}

/// `g(0) … g(len − 1)` from the rules, with a progress bar on a terminal.
fn values_with_progress(game: &Game, len: usize) -> Vec<u32> {
    let bar = progress::bar(len as u64, &format!("{game} values"));
    let mut values = Values::new(game);
    while values.len() < len {
        values.extend_to(len.min(values.len() + PROGRESS_STEP));
        bar.set_position(values.len() as u64);
    }
    bar.finish_and_clear();
    values.into_vec()
}

/// [`analyse`] with a progress bar (of `max_terms`, the most it computes) on a terminal.
fn analyse_with_progress(game: &Game, max_terms: usize) -> Analysis {
    let bar = progress::bar(max_terms as u64, &format!("{game} values"));
    let analysis = analyse(game, max_terms, &mut |n| bar.set_position(n as u64));
    bar.finish_and_clear();
    analysis
}

/// The table view: the rules, the first values, the period, and a winning move.
fn view(
    game: &Game,
    analysis: &Analysis,
    heaps: &[u64],
    say: &mut dyn FnMut(&str),
) -> Result<ExitCode, String> {
    say(&format!("{game}: {}", game.describe()));
    let shown = match &analysis.solved {
        Some(s) => {
            let p = s.periodicity();
            (p.preperiod + 2 * p.period).clamp(40, 200)
        }
        None => 100,
    };
    let values = game.values(shown);
    say(&format!("g(n) for n = 0 … {}:", shown - 1));
    let mut header = String::from("      ");
    for c in 0..10 {
        let _ = write!(header, " {:>4}", format!("+{c}"));
    }
    say(&header);
    for (row, chunk) in values.chunks(10).enumerate() {
        let mut line = format!("{:>6}", row * 10);
        for v in chunk {
            let _ = write!(line, " {v:>4}");
        }
        say(&line);
    }
    match &analysis.solved {
        Some(s) => {
            say(&format!(
                "period: {}, certified",
                text::triple(s.periodicity())
            ));
            say(&format!("  {}", text::proof(s.proof(), s.periodicity())));
        }
        None => {
            say(&format!(
                "period: none certified up to {} terms",
                analysis.values.len()
            ));
            say(&format!("  {}", text::observed(analysis)));
            if let Certificate::None { why } = analysis.certificate {
                say(&format!("  no certificate: {why}"));
            }
        }
    }
    if heaps.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    moves::winning_move(game, analysis, heaps, say)
}
