//! The harness's command line (`cargo run -p harness -- --help`): list, check, stress, judge,
//! bench, bundle, and the two commands that keep the problem lists in order, sync and new.

use clap::{Parser, Subcommand};
use harness::binaries::{is_release, workspace_root};
use harness::bundle::{Options as BundleOptions, JUDGE_RUST, SOURCE_LIMIT};
use harness::check::{check_oracle, check_testdata, Verdict};
use harness::compare::Comparison;
use harness::judge::{self as judging, Options as JudgeOptions};
use harness::layout::{self, SYNC};
use harness::problems;
use harness::progress;
use harness::registry::interactive::{in_process, Conversation, Interaction, Starts};
use harness::registry::{Problem, Subject};
use harness::rng::fresh_seed;
use harness::runner::{binary_dir, build_binaries, target_dir};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Checks every problem against its samples and a brute-force oracle; bundles and benchmarks
/// them; keeps the lists of problems in order.
#[derive(Parser)]
#[command(name = "harness", bin_name = "cargo run -p harness --")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every problem, with its known-wrong solutions.
    List,
    /// Testdata, exhaustive and seeded cases against the oracle, known-wrong solutions caught.
    Check {
        /// The problems to check (every problem if none).
        ids: Vec<String>,
        /// Run in process only, not through the real binaries.
        #[arg(long)]
        no_binary: bool,
    },
    /// Random cases against the oracle until a mismatch, which is shrunk and printed (for an
    /// interactive problem: random conversations against the referee until one is lost).
    Stress {
        /// The problem.
        id: String,
        /// How long to try, in seconds (at least 1).
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
        seconds: u64,
        /// The first seed (default: a random one, printed, so that any run can be repeated).
        #[arg(long)]
        seed: Option<u64>,
        /// Stress known-wrong solution K (see `list`) instead of the problem's solve.
        #[arg(long, value_name = "K")]
        wrong: Option<usize>,
    },
    /// Judge any program (any language) against the testdata and the oracle, as a judge would:
    /// a verdict per group, the smallest failing input saved to target/judge/<id>/.
    Judge {
        /// The problem.
        id: String,
        /// The CPU time limit per input file in milliseconds, at least 1 (default: the judge's);
        /// the wall-clock cap is 3 × it + 0.5 s.
        #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
        time_limit: Option<u64>,
        /// How long the two random groups (within the oracle's reach, and over the judge's
        /// whole ranges) run, in seconds, half each; each runs at least one file, so 0 runs
        /// one of each.
        #[arg(long, default_value_t = 5)]
        seconds: u64,
        /// The random group's first seed (default: a random one, printed).
        #[arg(long)]
        seed: Option<u64>,
        /// How outputs are compared (default: as the problem's judge compares them: tokens on
        /// Codeforces, AtCoder and CSES; text with Presentation Error on HDU and POJ).
        #[arg(long, value_enum, value_name = "HOW")]
        compare: Option<Comparison>,
        /// Compare byte for byte (the same as `--compare exact`).
        #[arg(long, conflicts_with = "compare")]
        exact: bool,
        /// How long shrinking a failure may take, in seconds.
        #[arg(long, default_value_t = judging::SHRINK_SECONDS, value_name = "SECONDS")]
        shrink_seconds: u64,
        /// Pass this variable of your environment on to the program (which otherwise gets only
        /// PATH, HOME, TMPDIR and LANG, as on a judge); repeatable.
        #[arg(long, value_name = "NAME")]
        env: Vec<String>,
        /// The program and its arguments, after `--`, e.g. `-- ./a.out` or `-- python3 sol.py`.
        #[arg(last = true, required = true, value_name = "COMMAND")]
        command: Vec<String>,
    },
    /// Worst-case inputs through the release binaries, against a read-only floor.
    Bench {
        /// The problems to measure (every problem if none).
        ids: Vec<String>,
        /// Timed runs per input.
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..))]
        runs: u64,
        /// Skip the inputs of 100 MB and more.
        #[arg(long)]
        quick: bool,
        /// Where the Markdown table goes.
        #[arg(long, value_name = "FILE", default_value_os_t = workspace_root().join("BENCHMARKS.md"))]
        out: PathBuf,
    },
    /// One .rs file to submit to a judge: the problem and the core modules it uses.
    Bundle {
        /// The problem.
        id: String,
        /// Print the file instead of writing it (size and modules go to stderr).
        #[arg(long, conflicts_with = "out")]
        stdout: bool,
        /// Keep doc comments.
        #[arg(long)]
        docs: bool,
        /// Where to write it (default target/bundle/<id>.rs).
        #[arg(long, value_name = "PATH")]
        out: Option<PathBuf>,
    },
    /// Regenerate every list of problems (workspace and harness dependencies, the registry, the
    /// per-problem tests, the fuzz targets) from problems/*.
    Sync {
        /// Only report stale lists (exit 1 if any), write nothing.
        #[arg(long)]
        check: bool,
    },
    /// Create the skeleton of a new problem (crate, harness module, testdata) and list it.
    New {
        /// The problem's id: lowercase letters, digits and `_`, e.g. `hdu1848`.
        id: String,
    },
    /// A heap game's SG values, certified period, g(n) up to 2^64 and a winning move.
    Sg(harness::sg_command::Args),
    /// A partizan position's canonical form, outcome class and value, from the rules:
    /// `hackenbush BRRB`, `hackenbush-tree -1,1,1:BRR`, `cutcake 3x5`, `domineering ..,..`.
    Cgt(harness::cgt_command::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::List => list(),
        Command::Check { ids, no_binary } => check(&ids, !no_binary),
        Command::Stress {
            id,
            seconds,
            seed,
            wrong,
        } => stress(&id, seconds, seed, wrong),
        Command::Judge {
            id,
            time_limit,
            seconds,
            seed,
            compare,
            exact,
            shrink_seconds,
            env,
            command,
        } => judge(
            &id,
            JudgeOptions {
                dir: judging::default_dir(&id),
                command,
                time_limit: time_limit.map(Duration::from_millis),
                seconds,
                seed: seed.unwrap_or_else(fresh_seed),
                comparison: if exact {
                    Some(Comparison::Exact)
                } else {
                    compare
                },
                shrink_seconds,
                env,
            },
        ),
        Command::Bench {
            ids,
            runs,
            quick,
            out,
        } => bench(ids, runs as usize, quick, out),
        Command::Bundle {
            id,
            stdout,
            docs,
            out,
        } => bundle(&id, stdout, BundleOptions { docs }, out),
        Command::Sync { check } => sync(check),
        Command::New { id } => new(&id),
        Command::Sg(args) => {
            harness::sg_command::run(&args, &mut |line| say(format_args!("{line}")))
        }
        Command::Cgt(args) => {
            harness::cgt_command::run(&args, &mut |line| say(format_args!("{line}")))
        }
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Prints `text` on stdout; a reader that closed the pipe (`harness list | head -1`) ends the
/// program quietly instead of failing it.
fn say(text: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(text).and_then(|()| out.write_all(b"\n")) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: writing to stdout: {e}");
        std::process::exit(2);
    }
}

macro_rules! say {
    ($($arg:tt)*) => { say(format_args!($($arg)*)) };
}

fn problem(id: &str) -> Result<&'static dyn Problem, String> {
    problems::find(id)
        .ok_or_else(|| format!("no problem {id:?}; `cargo run -p harness -- list` shows them"))
}

fn list() -> Result<ExitCode, String> {
    for p in problems::all() {
        say!("{}", p.id());
        for (k, name) in p.wrong_names().iter().enumerate() {
            say!("    wrong {k}: {name}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn check(ids: &[String], use_binary: bool) -> Result<ExitCode, String> {
    let problems: Vec<&dyn Problem> = if ids.is_empty() {
        problems::all()
    } else {
        ids.iter().map(|id| problem(id)).collect::<Result<_, _>>()?
    };
    if use_binary {
        let ids: Vec<&str> = problems.iter().map(|p| p.id()).collect();
        build_binaries(&ids).map_err(|e| e.to_string())?;
    }
    let mut failed = 0;
    for p in problems {
        let binary = use_binary.then(|| binary_dir().join(p.id()));
        let mut verdicts: Vec<Verdict> = check_testdata(p, binary.as_deref());
        verdicts.extend(check_oracle(p, binary.as_deref()));
        say!("{}:", p.id());
        for v in &verdicts {
            match &v.failure {
                None => say!("  ok    {}", v.name),
                Some(why) => say!("  FAIL  {}\n        {why}", v.name),
            }
        }
        failed += verdicts.iter().filter(|v| v.failure.is_some()).count();
    }
    if failed > 0 {
        say!("{failed} check(s) failed");
        return Ok(ExitCode::FAILURE);
    }
    say!("all checks passed");
    Ok(ExitCode::SUCCESS)
}

fn stress(
    id: &str,
    seconds: u64,
    seed: Option<u64>,
    wrong: Option<usize>,
) -> Result<ExitCode, String> {
    let p = problem(id)?;
    if let Some(games) = p.interaction() {
        return stress_games(p, games, seconds, seed, wrong);
    }
    let subject = match wrong {
        None => Subject::Solve,
        Some(k) if k < p.wrong_names().len() => Subject::Wrong(k),
        Some(k) => return Err(format!("{id} has no wrong solution {k}")),
    };
    let first_seed = seed.unwrap_or_else(fresh_seed);
    let against = wrong.map_or(String::new(), |k| format!(" --wrong {k}"));
    say!("{id}: stress{against} from seed {first_seed} for {seconds} s");
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let progress = progress::counter(&format!("{id} rounds"));
    let mut seed = first_seed;
    while Instant::now() < deadline {
        if let Some(failure) = p.stress(seed, subject) {
            progress.finish_and_clear();
            say!(
                "MISMATCH after {} rounds; reproduce with:\n  cargo run -p harness -- stress {id} --seed {} --seconds 1{against}",
                seed - first_seed,
                failure.origin.seed().unwrap_or(seed)
            );
            say!("{}", failure.mismatch);
            say!("--- smallest failing input\n{}", failure.input);
            if p.checked() {
                say!(
                    "--- one right answer (oracle; the checker judges)\n{}",
                    failure.expected
                );
            } else {
                say!("--- expected (oracle)\n{}", failure.expected);
            }
            say!("--- actual\n{}", failure.actual);
            if let Some(how) = &failure.ended {
                say!("--- then: {how}");
            }
            return Ok(ExitCode::FAILURE);
        }
        progress.inc(1);
        seed += 1;
    }
    progress.finish_and_clear();
    say!(
        "{id}: {} rounds (seeds {first_seed}..{seed}) agreed with the oracle",
        seed - first_seed
    );
    Ok(ExitCode::SUCCESS)
}

/// Starts per conversation of an interactive stress round (at most the problem's game limit).
const STRESS_STARTS: usize = 40;

/// Replays a lost conversation's shrink may take.
const STRESS_SHRINK_REPLAYS: usize = 200;

/// `stress` on an interactive problem: each seed's random starts, then its judge-sized starts,
/// under every strategy of the referee, played in process by the crate's solve (or known-wrong
/// strategy K) until a conversation is lost; the loss is shrunk and its transcript printed.
fn stress_games(
    p: &dyn Problem,
    games: &dyn Interaction,
    seconds: u64,
    seed: Option<u64>,
    wrong: Option<usize>,
) -> Result<ExitCode, String> {
    let id = p.id();
    let play = match wrong {
        None => games.play_fn(),
        Some(k) => match games.wrong_players().get(k) {
            Some(&(_, play)) => play,
            None => return Err(format!("{id} has no wrong strategy {k}")),
        },
    };
    let first_seed = seed.unwrap_or_else(fresh_seed);
    let against = wrong.map_or(String::new(), |k| format!(" --wrong {k}"));
    say!("{id}: stress{against} from seed {first_seed} for {seconds} s (the harness plays the judge)");
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let progress = progress::counter(&format!("{id} conversations"));
    let player = || in_process(play, p.limits());
    let mut seed = first_seed;
    while Instant::now() < deadline {
        for starts in [
            Starts::Random {
                seed,
                count: STRESS_STARTS,
            },
            Starts::JudgeSized {
                seed,
                count: STRESS_STARTS,
            },
        ] {
            for strategy in 0..games.strategies().len() {
                let conversation = Conversation {
                    starts,
                    strategy,
                    seed,
                };
                progress.inc(1);
                let Some(lost) = games.smallest_loss(&conversation, &player, STRESS_SHRINK_REPLAYS)
                else {
                    continue;
                };
                progress.finish_and_clear();
                say!(
                    "LOST {}: {} ({}); reproduce with:\n  cargo run -p harness -- stress {id} --seed {seed} --seconds 1{against}",
                    games.label(&conversation),
                    lost.played.verdict,
                    lost.played.why
                );
                say!("smallest losing starts: {}", lost.starts.join(", "));
                say!("the judge's moves: {}", lost.plan);
                say!("--- transcript\n{}", lost.played.transcript);
                return Ok(ExitCode::FAILURE);
            }
        }
        seed += 1;
    }
    progress.finish_and_clear();
    say!("{id}: every conversation of seeds {first_seed}..{seed} won",);
    Ok(ExitCode::SUCCESS)
}

fn judge(id: &str, options: JudgeOptions) -> Result<ExitCode, String> {
    let p = problem(id)?;
    let groups = judging::judge(p, &options, &mut |line| say!("{line}"))?;
    let verdict = judging::overall(&groups);
    say!("\n{id}: {verdict}");
    let time_limit = options
        .time_limit
        .unwrap_or(Duration::from_millis(p.limits().time_ms));
    // A failure's report has said it already, as `judge again:`.
    if verdict == judging::Verdict::Accepted {
        say!(
            "the same cases again: {}",
            judging::report::rerun_command(id, &options, time_limit)
        );
    }
    Ok(if verdict == judging::Verdict::Accepted {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn bench(ids: Vec<String>, runs: usize, quick: bool, out: PathBuf) -> Result<ExitCode, String> {
    for id in &ids {
        problem(id)?;
    }
    let command = std::iter::once(if is_release() {
        "cargo run --release -p harness --"
    } else {
        "cargo run -p harness --"
    })
    .map(String::from)
    .chain(std::env::args().skip(1))
    .collect::<Vec<_>>()
    .join(" ");
    let options = harness::bench::Options {
        ids,
        runs,
        quick,
        out,
        command,
    };
    Ok(match harness::bench::run(&options)? {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    })
}

fn bundle(
    id: &str,
    to_stdout: bool,
    options: BundleOptions,
    out: Option<PathBuf>,
) -> Result<ExitCode, String> {
    problem(id)?;
    let made = harness::bundle::bundle(id, options)?;
    let size = made.len();
    let modules: String = made
        .module_list()
        .lines()
        .map(|line| format!("  {line}\n"))
        .collect();
    let size_line = format!(
        "{size} bytes ({:.1} KiB; judges commonly accept up to {} KiB)",
        size as f64 / 1024.0,
        SOURCE_LIMIT / 1024,
    );
    if to_stdout {
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(made.source.as_bytes())
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("writing the bundle to stdout: {e}"))?;
        eprint!("{id}: {size_line}\nmodules:\n{modules}");
    } else {
        // Beside the build's own output: target/bundle/<id>.rs.
        let path = out.unwrap_or_else(|| target_dir().join("bundle").join(format!("{id}.rs")));
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(&path, &made.source).map_err(|e| format!("{}: {e}", path.display()))?;
        say!(
            "wrote {}: {size_line}\ncompile it with: {}\nmodules:\n{modules}",
            path.display(),
            harness::bundle::compile_command(&path)
        );
    }
    for newer in &made.newer_syntax {
        eprintln!("warning: the bundle of {id} uses {newer}, newer than judges' Rust {JUDGE_RUST}");
    }
    if size >= SOURCE_LIMIT {
        eprintln!(
            "warning: the bundle of {id} is over {} KiB, too large for many judges",
            SOURCE_LIMIT / 1024
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn sync(check_only: bool) -> Result<ExitCode, String> {
    let root = workspace_root();
    if check_only {
        let stale = layout::stale(&root)?;
        for path in &stale {
            say!("stale: {}", path.display());
        }
        if stale.is_empty() {
            say!("every generated list is fresh");
            return Ok(ExitCode::SUCCESS);
        }
        say!("run `{SYNC}` to regenerate them");
        return Ok(ExitCode::FAILURE);
    }
    let changed = layout::sync(&root)?;
    for path in &changed {
        say!("wrote {}", path.display());
    }
    if changed.is_empty() {
        say!("every generated list was fresh");
    }
    Ok(ExitCode::SUCCESS)
}

fn new(id: &str) -> Result<ExitCode, String> {
    let written = harness::scaffold::new_problem(&workspace_root(), id)?;
    for path in &written {
        say!("wrote {}", path.display());
    }
    say!(
        "next: fill in problems/{id}/src/lib.rs, its README, testdata/{id}/ and \
         harness/src/problems/{id}.rs (every todo!), then `cargo run -p harness -- check {id}`"
    );
    Ok(ExitCode::SUCCESS)
}
