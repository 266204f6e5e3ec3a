//! `harness judge <id> -- <command>`: judges anyone's program (any language) against the
//! problem's testdata and oracle, as an online judge would, and shrinks a failure to the
//! smallest input that still fails.
//!
//! Groups, in order: the published sample; the other testdata inputs in the judge's format
//! (layouts, text after the terminator); the exhaustive small positions; seeded random cases for a number of seconds; and the
//! benchmark's worst cases at the judge's limits (whose expected output comes from this
//! workspace's own solution, itself proven against the oracle). Each group gets a verdict (AC,
//! WA, RE, TLE, MLE) with its slowest case's time and memory; the run's verdict is the first
//! group's that is not AC. A wrong answer or a crash on generated cases is shrunk (cases, then
//! values) and saved to `target/judge/<id>/failing.{in,expected,got}` ([`default_dir`]).
//!
//! - [`exec`]: one run of the program with a time limit, capped output and its rusage.

pub mod exec;

use crate::bench::cache;
use crate::bench::inputs::{Kind, Scale};
use crate::bench::measure::Exit;
use crate::check::CASES_PER_SEED;
use crate::compare::{compare_with, Comparison};
use crate::progress;
use crate::registry::{Failure, Origin, Problem, Subject};
use crate::runner::{run_in_process, target_dir};
use crate::testdata;
use bytes::Bytes;
use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// What `harness judge` was asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// The program and its arguments.
    pub command: Vec<String>,
    /// The time limit per input file (default: the judge's).
    pub time_limit: Option<Duration>,
    /// How long the random group runs.
    pub seconds: u64,
    /// The random group's first seed.
    pub seed: u64,
    /// How outputs are compared.
    pub comparison: Comparison,
    /// Where the inputs it runs and the failing case go ([`default_dir`] unless a caller needs
    /// its own: two judges at once must not share one).
    pub dir: PathBuf,
}

/// The folder of a problem's judged runs: `target/judge/<id>`.
pub fn default_dir(id: &str) -> PathBuf {
    target_dir().join("judge").join(id)
}

/// A judge's verdict on one input or one group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Accepted,
    /// Wrong answer: the output differs.
    WrongAnswer,
    /// Runtime error: a non-zero exit or a signal, described.
    RuntimeError(String),
    /// Time limit exceeded: killed at the limit.
    TimeLimit,
    /// Memory limit exceeded: the peak resident memory was over the judge's limit.
    MemoryLimit,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted => f.write_str("AC"),
            Verdict::WrongAnswer => f.write_str("WA"),
            Verdict::RuntimeError(how) => write!(f, "RE ({how})"),
            Verdict::TimeLimit => f.write_str("TLE"),
            Verdict::MemoryLimit => f.write_str("MLE"),
        }
    }
}

/// One input with what it must produce, and where it came from.
struct Case {
    label: String,
    input: Bytes,
    expected: Vec<String>,
    origin: Option<Origin>,
}

/// The verdict on one input, with its cost and, if it failed, why.
struct Judged {
    verdict: Verdict,
    why: String,
    got: Bytes,
    wall: Duration,
    rss_kib: u64,
}

/// One group's result.
#[derive(Debug, Clone)]
pub struct Group {
    /// Its name.
    pub name: &'static str,
    /// How many input files ran.
    pub files: usize,
    /// Its verdict (its first failing file's, or AC).
    pub verdict: Verdict,
    /// The slowest file's wall time.
    pub slowest: Duration,
    /// The largest peak memory, KiB.
    pub peak_kib: u64,
}

/// A judged program, the problem, and where files go.
struct Judge<'a> {
    problem: &'a dyn Problem,
    options: &'a Options,
    time_limit: Duration,
    dir: PathBuf,
}

/// How a run that did not exit cleanly is described inside its output when shrinking.
fn failure_note(run: &exec::Run) -> Option<String> {
    if run.timed_out {
        return Some("time limit exceeded".to_string());
    }
    match run.exit {
        Exit::Code(0) => None,
        Exit::Code(code) => Some(format!("exit code {code}")),
        Exit::Signal(signal) => Some(format!("killed by signal {signal}")),
    }
}

impl Judge<'_> {
    /// Runs the program on `input` (written to `name` in the judge's folder).
    fn run(&self, input: &[u8], name: &str, cap: usize) -> Result<exec::Run, String> {
        let path = self.dir.join(name);
        fs::write(&path, input).map_err(|e| format!("{}: {e}", path.display()))?;
        exec::run(&self.options.command, &path, self.time_limit, cap).map_err(|e| e.to_string())
    }

    fn judge(&self, case: &Case) -> Result<Judged, String> {
        let expected_len: usize = case.expected.iter().map(String::len).sum();
        let run = self.run(&case.input, "case.in", expected_len * 2 + (1 << 20))?;
        let limits = self.problem.limits();
        let (verdict, why) = if run.timed_out {
            let limit = self.time_limit.as_millis();
            (Verdict::TimeLimit, format!("killed after {limit} ms"))
        } else if let Some(how) = failure_note(&run) {
            let stderr = String::from_utf8_lossy(&run.stderr);
            let first: String = stderr
                .lines()
                .next()
                .unwrap_or("")
                .chars()
                .take(200)
                .collect();
            let why = if first.is_empty() {
                "nothing on stderr".to_string()
            } else {
                format!("stderr: {first}")
            };
            (Verdict::RuntimeError(how), why)
        } else if run.max_rss_kib > limits.memory_kib {
            let why = format!("{} KiB, limit {} KiB", run.max_rss_kib, limits.memory_kib);
            (Verdict::MemoryLimit, why)
        } else if run.stdout_cut {
            (
                Verdict::WrongAnswer,
                "far more output than expected".to_string(),
            )
        } else {
            let got = String::from_utf8_lossy(&run.stdout);
            match compare_with(&case.expected, &got, self.options.comparison) {
                Ok(()) => (Verdict::Accepted, String::new()),
                Err(mismatch) => (Verdict::WrongAnswer, mismatch.to_string()),
            }
        };
        Ok(Judged {
            verdict,
            why,
            got: run.stdout,
            wall: run.wall,
            rss_kib: run.max_rss_kib,
        })
    }

    /// The program's answer to `input` as the shrinker compares it: stdout, then a line saying
    /// how it failed if it did not exit cleanly (so that a crash never matches the oracle).
    fn answer(&self, input: &[u8]) -> String {
        match self.run(input, "shrink.in", 1 << 24) {
            Ok(run) => {
                let mut text = String::from_utf8_lossy(&run.stdout).into_owned();
                if let Some(how) = failure_note(&run) {
                    text += &format!("\n[{how}]\n");
                }
                text
            }
            Err(e) => format!("\n[cannot run: {e}]\n"),
        }
    }
}

/// Whether testdata case `name` is an input a judge could give: the sample, the layouts
/// (CRLF, tabs, blank lines) and text after the terminator. Not the `edge-*` cases, which mix
/// the judge's range with values past it that this workspace answers exactly (the exhaustive,
/// random and limits groups cover the judge's range, each case validated against it); not an
/// empty input or a missing terminator (this workspace's leniency); not `bad-*` (rejecting bad
/// input in this workspace's words is no judge's concern).
fn in_judge_format(name: &str) -> bool {
    name == "sample" || name.starts_with("layout-") || name.starts_with("after-")
}

/// The fixed groups and their inputs: the sample, the other judge-format testdata, the
/// exhaustive files.
fn fixed_groups(problem: &dyn Problem) -> Result<Vec<(&'static str, Vec<Case>)>, String> {
    let mut sample = Vec::new();
    let mut others = Vec::new();
    for case in testdata::cases(problem.id()).map_err(|e| e.to_string())? {
        if !in_judge_format(&case.name) {
            continue;
        }
        let judged = Case {
            label: format!("testdata {}", case.name),
            input: Bytes::from(case.input),
            expected: vec![case.stdout],
            origin: None,
        };
        if case.name == "sample" {
            sample.push(judged);
        } else {
            others.push(judged);
        }
    }
    let exhaustive = problem
        .exhaustive()?
        .into_iter()
        .enumerate()
        .map(|(index, file)| Case {
            label: file.label,
            input: Bytes::from(file.input),
            expected: file.expected,
            origin: Some(Origin::Exhaustive(index)),
        })
        .collect();
    Ok(vec![
        ("sample", sample),
        ("testdata", others),
        ("exhaustive", exhaustive),
    ])
}

/// The benchmark's inputs at the judge's limits: those whose number of cases is the judge's
/// (not assumed) and that are not 100 MB ones, with this workspace's own answers (proven
/// against the oracle on every other group's cases).
fn limit_cases(problem: &dyn Problem) -> Result<Vec<Case>, String> {
    let dir = target_dir().join("bench-inputs").join(problem.id());
    let mut cases = Vec::new();
    for input in problem.bench_inputs(Scale::Full) {
        if input.large || input.assumed || input.kind == Kind::Big {
            continue;
        }
        let prepared = cache::prepare(&dir, &input).map_err(|e| e.to_string())?;
        let bytes = fs::read(&prepared.path).map_err(|e| e.to_string())?;
        let expected = run_in_process(problem.solve(), &bytes);
        if expected.code != 0 {
            return Err(format!(
                "{} {}: {}",
                problem.id(),
                input.name(),
                expected.stderr
            ));
        }
        cases.push(Case {
            label: format!("{} ({})", input.name(), input.what),
            input: Bytes::from(bytes),
            expected: vec![expected.stdout],
            origin: None,
        });
    }
    Ok(cases)
}

/// The command line as a shell would take it back.
fn shell_words(words: &[String]) -> String {
    words
        .iter()
        .map(|w| {
            let plain = !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:+,@%".contains(c));
            if plain {
                w.clone()
            } else {
                format!("'{}'", w.replace('\'', r"'\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The smallest failing input under `origin`, through the harness's shrinkers.
fn shrink(judge: &Judge, origin: Origin) -> Option<Failure> {
    let answer = |input: &[u8]| judge.answer(input);
    let subject = Subject::Program {
        run: &answer,
        comparison: judge.options.comparison,
    };
    judge.problem.smallest_failure(origin, subject)
}

/// Runs `cases` until the first that is not accepted; the group's result and that failure.
fn run_group(
    judge: &Judge,
    name: &'static str,
    cases: impl Iterator<Item = Result<Case, String>>,
) -> Result<(Group, Option<(Case, Judged)>), String> {
    let mut group = Group {
        name,
        files: 0,
        verdict: Verdict::Accepted,
        slowest: Duration::ZERO,
        peak_kib: 0,
    };
    for case in cases {
        let case = case?;
        let judged = judge.judge(&case)?;
        group.files += 1;
        group.slowest = group.slowest.max(judged.wall);
        group.peak_kib = group.peak_kib.max(judged.rss_kib);
        if judged.verdict != Verdict::Accepted {
            group.verdict = judged.verdict.clone();
            return Ok((group, Some((case, judged))));
        }
    }
    Ok((group, None))
}

/// Writes the failing input, the expected and the received output; returns the input's path.
fn save(dir: &Path, input: &[u8], expected: &str, got: &[u8]) -> Result<PathBuf, String> {
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.join(name);
        fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        Ok::<PathBuf, String>(path)
    };
    write("failing.expected", expected.as_bytes())?;
    write("failing.got", got)?;
    write("failing.in", input)
}

/// At most `lines` lines of `text`, each cut to 100 characters, then how many more there were.
fn excerpt(text: &str, lines: usize) -> String {
    const WIDTH: usize = 100;
    let total = text.lines().count();
    let line = |l: &str| match l.char_indices().nth(WIDTH) {
        Some((cut, _)) => format!("    {}…\n", &l[..cut]),
        None => format!("    {l}\n"),
    };
    let mut shown: String = text.lines().take(lines).map(line).collect();
    if total > lines {
        shown += &format!("    … ({} more lines)\n", total - lines);
    }
    shown
}

/// Reports a failure: shrunk when it came from generated cases and is a wrong answer or a
/// crash, saved, with the commands that reproduce it.
fn report_failure(
    judge: &Judge,
    case: Case,
    judged: Judged,
    say: &mut dyn FnMut(String),
) -> Result<(), String> {
    let shrinkable = matches!(
        judged.verdict,
        Verdict::WrongAnswer | Verdict::RuntimeError(_)
    );
    let smallest = match case.origin {
        Some(origin) if shrinkable => {
            say(format!("  shrinking the failing input of {} …", case.label));
            shrink(judge, origin)
        }
        _ => None,
    };
    let (input, expected, got, why) = match &smallest {
        Some(f) => (
            Bytes::from(f.input.clone()),
            f.expected.clone(),
            Bytes::from(f.actual.clone()),
            f.mismatch.to_string(),
        ),
        None => (case.input, case.expected.concat(), judged.got, judged.why),
    };
    let path = save(&judge.dir, &input, &expected, &got)?;
    let input_text = String::from_utf8_lossy(&input);
    say(format!(
        "\nfirst failure: {} in {}: {why}",
        judged.verdict, case.label
    ));
    say(format!(
        "{} input ({} bytes):\n{}expected:\n{}got:\n{}",
        if smallest.is_some() {
            "smallest failing"
        } else {
            "failing"
        },
        input.len(),
        excerpt(&input_text, 30),
        excerpt(&expected, 30),
        excerpt(&String::from_utf8_lossy(&got), 30)
    ));
    say(format!(
        "saved {} (with failing.expected and failing.got beside it)\nreproduce: {} < {}",
        path.display(),
        shell_words(&judge.options.command),
        path.display()
    ));
    Ok(())
}

/// Judges `options.command` on `problem`, printing through `say`; the groups' results, in
/// order. The first failure (shrunk where possible) is printed and saved.
pub fn judge(
    problem: &dyn Problem,
    options: &Options,
    say: &mut dyn FnMut(String),
) -> Result<Vec<Group>, String> {
    let dir = options.dir.clone();
    fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let limits = problem.limits();
    let judge = Judge {
        problem,
        options,
        time_limit: options
            .time_limit
            .unwrap_or(Duration::from_millis(limits.time_ms)),
        dir,
    };
    say(format!(
        "judging `{}` on {}: time limit {} ms, memory limit {} KiB ({}), {} comparison",
        shell_words(&options.command),
        problem.id(),
        judge.time_limit.as_millis(),
        limits.memory_kib,
        limits.judge,
        match options.comparison {
            Comparison::Exact => "exact",
            Comparison::Whitespace => "whitespace-tolerant",
        },
    ));
    let mut groups = Vec::new();
    let mut first_failure = None;
    let mut note = |group: &Group, failure: Option<(Case, Judged)>, say: &mut dyn FnMut(String)| {
        if group.files == 0 {
            say(format!("  {:<11} no input", group.name));
            return;
        }
        say(format!(
            "  {:<11} {:<20} {:>6} file(s), slowest {:>8.1} ms, peak {:>6.1} MiB",
            group.name,
            group.verdict.to_string(),
            group.files,
            group.slowest.as_secs_f64() * 1e3,
            group.peak_kib as f64 / 1024.0
        ));
        if let Some((case, judged)) = failure {
            say(format!("              {}: {}", case.label, judged.why));
            first_failure.get_or_insert((case, judged));
        }
    };
    for (name, cases) in fixed_groups(problem)? {
        let (group, failure) = run_group(&judge, name, cases.into_iter().map(Ok))?;
        note(&group, failure, say);
        groups.push(group);
    }
    let deadline = Instant::now() + Duration::from_secs(options.seconds);
    let progress = progress::counter("random files");
    let random = (options.seed..).take_while(|_| {
        progress.inc(1);
        Instant::now() < deadline
    });
    let random = random.map(|seed| {
        problem.seeded(seed, CASES_PER_SEED).map(|file| Case {
            label: file.label,
            input: Bytes::from(file.input),
            expected: file.expected,
            origin: Some(Origin::Seeded {
                seed,
                count: CASES_PER_SEED,
            }),
        })
    });
    let (group, failure) = run_group(&judge, "random", random)?;
    progress.finish_and_clear();
    note(&group, failure, say);
    groups.push(group);
    let (group, failure) = run_group(&judge, "limits", limit_cases(problem)?.into_iter().map(Ok))?;
    note(&group, failure, say);
    groups.push(group);
    if let Some((case, judged)) = first_failure {
        report_failure(&judge, case, judged, say)?;
    }
    Ok(groups)
}

/// The verdict of a whole run: the first group's that is not AC.
pub fn overall(groups: &[Group]) -> Verdict {
    groups
        .iter()
        .map(|g| g.verdict.clone())
        .find(|v| *v != Verdict::Accepted)
        .unwrap_or(Verdict::Accepted)
}
