//! `harness sg <game> …`: a heap game's SG values, its certified period, `g(n)` far out, and a
//! winning move, for a learner (a table by default) or a script (`--terms`, `--period`, `--at`).

use crate::progress;
use game_core::octal::{Game, Rules};
use game_core::period::{analyse, Analysis, Certificate, Observed, Periodicity, Proof};
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
/// Heaps up to this size have their moves listed one by one for a winning move.
const MOVE_SEARCH_LIMIT: u64 = 1 << 16;
/// The same for games whose moves may leave three heaps: a heap of n has about n²/12 moves.
const MOVE_SEARCH_LIMIT_THREE_HEAPS: u64 = 1 << 10;

/// The options of `harness sg`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: an octal or hexadecimal code (0.77, .07, 0.137, 4.3, 0.3F), subtract:1,3,4, or
    /// nim, kayles, dawson, grundy, lasker, split3, fibonacci, square.
    pub game: String,
    /// The heaps of a position to find a winning move from, e.g. `3 5 7` (any size below 2^64 once
    /// the period is certified).
    pub heaps: Vec<u64>,
    /// Print g(0) … g(N−1): the last line is exactly these N values, separated by spaces.
    #[arg(long, value_name = "N", conflicts_with_all = ["period", "at"])]
    pub terms: Option<usize>,
    /// Print `preperiod P period Q saltus S certified`, or `no certified period up to N terms`
    /// followed by what was observed (the proof or the reason goes to stderr).
    #[arg(long, conflicts_with = "at")]
    pub period: bool,
    /// The most values computed looking for a certified period (default 2^21; 2^16 for the table
    /// view; 2^12 for games that leave three heaps, in every form).
    #[arg(long, value_name = "N")]
    pub max_terms: Option<usize>,
    /// Print g(n) for any n < 2^64: from the rules for n < 2^16 (2^12 for games that leave three
    /// heaps; and below --max-terms for games without a certificate), beyond only with a
    /// certified period (else a one-line error and exit code 2).
    #[arg(long, value_name = "n")]
    pub at: Option<u64>,
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

/// Runs `harness sg`; `say` prints a line on stdout.
pub fn run(args: &Args, say: &mut dyn FnMut(&str)) -> Result<ExitCode, String> {
    let game = Game::parse(&args.game).map_err(|e| e.to_string())?;
    let max_terms = args.max_terms.unwrap_or(if leaves_three_heaps(&game) {
        DEFAULT_MAX_TERMS_THREE_HEAPS
    } else {
        DEFAULT_MAX_TERMS
    });
    if let Some(n) = args.terms {
        if n > MAX_PRINTED_TERMS {
            return Err(format!("--terms is at most {MAX_PRINTED_TERMS}"));
        }
        let values = with_progress(&game, |_| game.values(n));
        let line = values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        say(&line);
        return Ok(ExitCode::SUCCESS);
    }
    if args.period {
        let analysis = analyse_with_progress(&game, max_terms);
        match &analysis.solved {
            Some(solved) => {
                say(&format!("{} certified", triple(solved.periodicity())));
                eprintln!("{}", proof_text(solved.proof(), solved.periodicity()));
            }
            None => {
                say(&format!(
                    "no certified period up to {} terms",
                    analysis.values.len()
                ));
                if let Some(o) = &analysis.observed {
                    say(&observed_text(o));
                }
                if let Certificate::None { why } = analysis.certificate {
                    eprintln!("no certificate: {why}");
                }
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(n) = args.at {
        // Small heaps (and any heap below --max-terms of a game without a certificate) are
        // valued from the rules directly: no period is needed.
        let certificate = Certificate::of(&game);
        let direct = n < view_terms(&game) as u64
            || matches!(certificate, Certificate::None { .. }) && n < max_terms as u64;
        if direct && !matches!(certificate, Certificate::Theorem { .. }) {
            let values = with_progress(&game, |_| game.values(n as usize + 1));
            say(&values[n as usize].to_string());
            return Ok(ExitCode::SUCCESS);
        }
        if let Certificate::None { why } = certificate {
            return Err(format!(
                "g({n}) of {game} is unknown: no certified period ({why})"
            ));
        }
        let analysis = analyse_with_progress(&game, max_terms);
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| analysis.values.get(i)) {
            say(&v.to_string());
            return Ok(ExitCode::SUCCESS);
        }
        return match &analysis.solved {
            Some(solved) => match solved.at(n) {
                Some(v) => {
                    say(&v.to_string());
                    Ok(ExitCode::SUCCESS)
                }
                None => Err(format!("g({n}) of {game} is 2^64 or more")),
            },
            None => Err(format!(
                "g({n}) of {game} is unknown: no certified period up to {} terms",
                analysis.values.len()
            )),
        };
    }
    view(&game, args, say)
}

fn triple(p: Periodicity) -> String {
    format!(
        "preperiod {} period {} saltus {}",
        p.preperiod, p.period, p.saltus
    )
}

fn observed_text(o: &Observed) -> String {
    let mut text = format!(
        "observed, not proven: {} over the first {} values",
        triple(o.periodicity),
        o.terms
    );
    if let Some(need) = o.needed {
        let _ = write!(text, " (proving it needs {need} values)");
    }
    text
}

fn proof_text(proof: &Proof, p: Periodicity) -> String {
    match proof {
        Proof::Code {
            heaps,
            max_removal,
            horizon,
            terms,
        } => format!(
            "proof: g(n + {}) = g(n) for {} <= n < {horizon} (periodicity theorem for moves \
             leaving at most {heaps} heap(s) and removing at most {max_removal}), from {terms} \
             values computed from the rules",
            p.period, p.preperiod
        ),
        Proof::Theorem(source) => format!("proof: {source}"),
    }
}

fn with_progress<T>(game: &Game, work: impl FnOnce(&Game) -> T) -> T {
    let bar = progress::counter(&format!("{game} values"));
    let out = work(game);
    bar.finish_and_clear();
    out
}

fn analyse_with_progress(game: &Game, max_terms: usize) -> Analysis {
    let bar = progress::counter(&format!("{game} values"));
    let analysis = analyse(game, max_terms, &mut |n| bar.set_position(n as u64));
    bar.finish_and_clear();
    analysis
}

/// The table view: the rules, the first values, the period, and a winning move.
fn view(game: &Game, args: &Args, say: &mut dyn FnMut(&str)) -> Result<ExitCode, String> {
    let max_terms = args.max_terms.unwrap_or_else(|| view_terms(game));
    let analysis = analyse_with_progress(game, max_terms);
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
            say(&format!("period: {}, certified", triple(s.periodicity())));
            say(&format!("  {}", proof_text(s.proof(), s.periodicity())));
        }
        None => {
            say(&format!(
                "period: none certified up to {} terms",
                analysis.values.len()
            ));
            if let Some(o) = &analysis.observed {
                say(&format!("  {}", observed_text(o)));
            }
            if let Certificate::None { why } = analysis.certificate {
                say(&format!("  no certificate: {why}"));
            }
        }
    }
    if args.heaps.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    winning_move(game, &analysis, &args.heaps, say)
}

/// `g(h)`: from the values computed, else from the certified period.
fn value_of(analysis: &Analysis, h: u64) -> Option<u64> {
    if let Some(&v) = usize::try_from(h).ok().and_then(|i| analysis.values.get(i)) {
        return Some(u64::from(v));
    }
    analysis.solved.as_ref().and_then(|s| s.at(h))
}

fn winning_move(
    game: &Game,
    analysis: &Analysis,
    heaps: &[u64],
    say: &mut dyn FnMut(&str),
) -> Result<ExitCode, String> {
    let mut values = Vec::new();
    for &h in heaps {
        let v = value_of(analysis, h).ok_or_else(|| {
            format!(
                "g({h}) of {game} is unknown: no certified period up to {} terms",
                analysis.values.len()
            )
        })?;
        values.push(v);
    }
    let total = values.iter().fold(0, |a, &v| a ^ v);
    let parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    say(&format!(
        "position {}: g = {} = {total}: the player to move {}",
        list.join(" "),
        parts.join(" xor "),
        if total == 0 { "loses" } else { "wins" }
    ));
    if total == 0 {
        say("every move leads to a position of nonzero value");
        return Ok(ExitCode::SUCCESS);
    }
    for (i, (&h, &v)) in heaps.iter().zip(&values).enumerate() {
        let target = v ^ total;
        if let Some((removed, left)) = find_option(game, analysis, h, target) {
            let rest = if left.is_empty() {
                "nothing".to_string()
            } else {
                left.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(" + ")
            };
            say(&format!(
                "winning move: heap {h} (number {} in the list, g = {v}): remove {removed}, \
                 leave {rest} (g = {target})",
                i + 1
            ));
            return Ok(ExitCode::SUCCESS);
        }
    }
    let limit = move_search_limit(game);
    Err(format!(
        "no winning move found: the heaps are above {limit} and the game has no \
         certified plain period to search them by"
    ))
}

/// Heaps up to this size have their moves listed one by one for a winning move.
fn move_search_limit(game: &Game) -> u64 {
    if leaves_three_heaps(game) {
        MOVE_SEARCH_LIMIT_THREE_HEAPS
    } else {
        MOVE_SEARCH_LIMIT
    }
}

/// A move from heap `h` to a position of value `target`: the tokens removed and the heaps left.
fn find_option(game: &Game, analysis: &Analysis, h: u64, target: u64) -> Option<(u64, Vec<u64>)> {
    let value = |heaps: &[u64]| -> Option<u64> {
        heaps
            .iter()
            .try_fold(0u64, |acc, &x| Some(acc ^ value_of(analysis, x)?))
    };
    if h <= move_search_limit(game) {
        for mv in game.options(h as usize) {
            let left: Vec<u64> = mv.heaps.iter().map(|&x| x as u64).collect();
            if value(&left) == Some(target) {
                return Some((mv.removed as u64, left));
            }
        }
        return None;
    }
    match game.rules() {
        Rules::Nim => (target < h).then(|| (h - target, vec![target])),
        Rules::Lasker | Rules::Split3 => {
            // g(y) is y, y + 1 or y − 1: a take reaches `target` only by leaving a heap within 1
            // of it. The one value below g(h) that no take reaches is h itself (h ≡ 3 mod 4, h ≡ 7
            // mod 8), which 1 + (h − 1), resp. 1 + 2 + (h − 3), is worth.
            let mut near = target.saturating_sub(1)..=target.saturating_add(1);
            if let Some(y) = near.find(|&y| y < h && value(&[y]) == Some(target)) {
                return Some((h - y, vec![y]));
            }
            let split = if *game.rules() == Rules::Lasker {
                vec![1, h - 1]
            } else {
                vec![1, 2, h - 3]
            };
            (value(&split) == Some(target)).then_some((0, split))
        }
        Rules::Code(code) => {
            // With plain period p from e, a split a + b with a ≥ e + p has the value of
            // (a − p) + (b + p): the smaller heap can be taken below e + p.
            let solved = analysis.solved.as_ref()?;
            let p = solved.periodicity();
            if p.saltus != 0 || code.max_heaps() == 3 {
                return None;
            }
            let small = (p.preperiod + p.period) as u64;
            for (k, &d) in code.digits().iter().enumerate() {
                let k = k as u64;
                let m = h - k;
                if d & 2 != 0 && k >= 1 && value(&[m]) == Some(target) {
                    return Some((k, vec![m]));
                }
                if d & 4 != 0 {
                    for a in 1..=small.min(m / 2) {
                        if value(&[a, m - a]) == Some(target) {
                            return Some((k, vec![a, m - a]));
                        }
                    }
                }
            }
            None
        }
        _ => None,
    }
}
