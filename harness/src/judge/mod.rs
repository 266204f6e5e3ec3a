//! `harness judge <id> -- <command>`: judges anyone's program (any language) against the
//! problem's testdata and oracle, as the problem's online judge would, and shrinks a failure to
//! the smallest input that still fails.
//!
//! The judge's rules ([`crate::online_judge`]) apply by default: how it compares outputs
//! (tokens, or text with Presentation Error), its stack; its time limit counts CPU time. Only
//! inputs a real judge could send are sent: every input in the statement's layout and within its
//! limits ([`Problem::canonical`]); this workspace's own leniency (odd layouts, values past the
//! statement) is `harness check`'s business, never the judge's.
//!
//! Groups, in order: every published sample (`sample`, `sample-2`, …); the other testdata
//! inputs that a judge could send; the exhaustive small positions; seeded random cases within
//! the oracle's reach; seeded random cases over the judge's whole ranges ("full range"); and
//! the benchmark's worst cases at the judge's limits. The last two are answered by this
//! workspace's own solution, itself proven against the oracle on the others. Each group gets a
//! verdict (AC, PE, WA, RE, TLE, MLE, OLE) with its slowest case's CPU time and peak memory;
//! the run's verdict is the first group's that is not AC (a time or memory limit exceeded only
//! on judge-sized inputs of a problem whose limits are assumed is told, not counted). The first
//! failure of any generated group is shrunk (within `--shrink-seconds`) and saved to
//! `target/judge/<id>/failing.{in,expected,got}` ([`default_dir`]): a wrong answer or a crash to
//! the fewest cases and the smallest values that still fail, a time or memory limit to the
//! shortest prefix of cases that still exceeds it (then its last case alone, shrunk, if that
//! exceeds it too).
//!
//! Each run works in a folder of its own ([`Workspace`]) and moves its results into
//! `target/judge/<id>/` at its end, so two judges at once never see each other's files, and an
//! accepted run leaves no earlier failure behind.
//!
//! An interactive problem is judged by playing it instead ([`games`]).
//!
//! - [`games`]: the groups of an interactive problem, played against the program.
//! - [`report`]: how a failure is told: a diff for a wrong answer, the resources for a limit,
//!   and the commands that reproduce it.
//! - [`workspace`]: a run's own folder, and its results moved into place at the end.

pub mod games;
pub mod report;
pub mod workspace;

pub use crate::verdict::Verdict;

use crate::compare::Comparison;
use crate::exec;
use crate::inputs::cache;
use crate::inputs::{Kind, Scale};
use crate::progress;
use crate::registry::CASES_PER_SEED;
use crate::registry::{Answer, Generated, Origin, Problem, Subject, Unsendable, SHRINK_BUDGET};
use crate::runner::{run_in_process, target_dir};
use crate::testdata;
use bytes::Bytes;
use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use workspace::Workspace;

/// What `harness judge` was asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// The program and its arguments.
    pub command: Vec<String>,
    /// The CPU time limit per input file (default: the judge's).
    pub time_limit: Option<Duration>,
    /// How long the random group runs.
    pub seconds: u64,
    /// The random group's first seed.
    pub seed: u64,
    /// How outputs are compared (default: as the problem's judge compares them).
    pub comparison: Option<Comparison>,
    /// How long shrinking a failure may take, in seconds.
    pub shrink_seconds: u64,
    /// Variables of this process's environment that the program gets too (it gets a clean
    /// environment otherwise, as on a judge).
    pub env: Vec<String>,
    /// Where the run's results go ([`default_dir`] unless a caller needs its own); each run
    /// works in a folder of its own inside it ([`Workspace`]).
    pub dir: PathBuf,
}

/// How long shrinking a failure takes by default, in seconds.
pub const SHRINK_SECONDS: u64 = 60;

/// The folder of a problem's judged runs: `target/judge/<id>`.
pub fn default_dir(id: &str) -> PathBuf {
    target_dir().join("judge").join(id)
}

/// How long a verdict may be in a group's line (`RE (killed by signal 11)` and every other
/// verdict fits), so that the columns after it stay aligned.
const VERDICT_WIDTH: usize = 24;

/// Cases per file of the full-range group: judge-sized cases are large, a few make a file.
pub const FULL_RANGE_CASES: usize = 6;

/// How many runs a time or memory limit's shrink may take (each failing one costs the limit).
const LIMIT_SHRINK_RUNS: usize = 40;

/// The least output limit of a judged run (more where twice the harness's read cap is more).
pub const MIN_OUTPUT_BYTES: u64 = 64 << 20;

/// The limits of one run of a program judged on `problem`: `cpu` of CPU time (with the
/// default wall-clock cap), the judge's memory and stack, `output_bytes` of output, and the
/// variables `env` names passed on from this process's environment.
pub fn run_limits(
    problem: &dyn Problem,
    env: &[String],
    cpu: Duration,
    output_bytes: u64,
) -> exec::Limits {
    let limits = problem.limits();
    let stack = exec::Stack::Kib(limits.judge.stack_kib(limits.memory_kib));
    let mut run = exec::Limits::judged(cpu, limits.memory_kib, stack, output_bytes);
    run.env = env
        .iter()
        .filter_map(|name| Some((name.clone(), std::env::var(name).ok()?)))
        .collect();
    run
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
    ended: Option<String>,
    stderr: Bytes,
    cpu: Duration,
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
    /// The slowest file's CPU time (a conversation's wall time on an interactive problem).
    pub slowest: Duration,
    /// The largest peak memory, KiB.
    pub peak_kib: u64,
    /// A time or memory limit exceeded only at limits or ranges that were assumed (what was
    /// assumed): told, but not the run's verdict.
    pub assumed: Option<&'static str>,
}

impl Group {
    /// An empty group named `name`, accepted until a file fails.
    fn new(name: &'static str) -> Group {
        Group {
            name,
            files: 0,
            verdict: Verdict::Accepted,
            slowest: Duration::ZERO,
            peak_kib: 0,
            assumed: None,
        }
    }

    /// Whether this group fails the run.
    pub fn fails(&self) -> bool {
        self.verdict != Verdict::Accepted && self.assumed.is_none()
    }
}

/// A judged program, the problem, its judge's rules, and where files go.
struct Judge<'a> {
    problem: &'a dyn Problem,
    options: &'a Options,
    time_limit: Duration,
    comparison: Comparison,
    workspace: Workspace,
}

impl Judge<'_> {
    /// Runs the program on `input` (written to `name` in the run's folder).
    fn run(&self, input: &[u8], name: &str, cap: usize) -> Result<exec::Run, String> {
        let path = self.workspace.path(name);
        fs::write(&path, input).map_err(|e| format!("{}: {e}", path.display()))?;
        let output_bytes = (2 * cap as u64).max(MIN_OUTPUT_BYTES);
        let limits = run_limits(
            self.problem,
            &self.options.env,
            self.time_limit,
            output_bytes,
        );
        exec::run(&self.options.command, &path, &limits, cap).map_err(|e| e.to_string())
    }

    /// The verdict on one run that the output does not decide: TLE, MLE, OLE, RE, or `None`.
    fn limit_verdict(&self, run: &exec::Run) -> Option<Verdict> {
        match run.ended {
            exec::Ended::CpuLimit | exec::Ended::WallCap => Some(Verdict::TimeLimit),
            exec::Ended::MemoryLimit => Some(Verdict::MemoryLimit),
            exec::Ended::OutputLimit => Some(Verdict::OutputLimit),
            ended => ended.brief().map(Verdict::RuntimeError),
        }
    }

    /// The verdict on `run`'s output for `input`, whose right answers are `expected`, and why.
    fn output_verdict(
        &self,
        input: &[u8],
        expected: &[String],
        run: &exec::Run,
    ) -> (Verdict, String) {
        if run.stdout_cut {
            return (
                Verdict::WrongAnswer,
                "far more output than expected".to_string(),
            );
        }
        let got = String::from_utf8_lossy(&run.stdout);
        let input = String::from_utf8_lossy(input);
        let judged = (self.problem).judge_submission(&input, expected, &got, self.comparison);
        match judged {
            Ok(()) => (Verdict::Accepted, String::new()),
            Err(m) if m.whitespace_only && self.comparison.tells_presentation() => {
                (Verdict::PresentationError, m.to_string())
            }
            Err(m) => (Verdict::WrongAnswer, m.to_string()),
        }
    }

    fn judge(&self, case: &Case) -> Result<Judged, String> {
        let expected_len: usize = case.expected.iter().map(String::len).sum();
        let run = self.run(&case.input, "case.in", expected_len * 2 + (1 << 20))?;
        let limits = self.problem.limits();
        let verdict = self.limit_verdict(&run);
        let (verdict, why) = match verdict {
            Some(verdict @ (Verdict::TimeLimit | Verdict::OutputLimit)) => {
                (verdict, run.told().unwrap_or_default())
            }
            Some(Verdict::RuntimeError(how)) => (Verdict::RuntimeError(how), run.why()),
            Some(verdict) => {
                let why = format!(
                    "peak {} KiB, limit {} KiB",
                    run.max_rss_kib, limits.memory_kib
                );
                (verdict, why)
            }
            None => self.output_verdict(&case.input, &case.expected, &run),
        };
        Ok(Judged {
            verdict,
            why,
            ended: run.ended.brief(),
            got: run.stdout,
            stderr: run.stderr,
            cpu: run.cpu,
            rss_kib: run.max_rss_kib,
        })
    }

    /// The right answer to `input` as this workspace's proven solution gives it (one right
    /// answer, for a checked problem).
    fn expected(&self, input: &[u8]) -> String {
        run_in_process(self.problem.solve(), input).stdout
    }

    /// The program's answer to `input` as the shrinker compares it.
    fn answer(&self, input: &[u8]) -> Answer {
        match self.run(input, "shrink.in", 1 << 24) {
            Ok(run) => Answer {
                stdout: String::from_utf8_lossy(&run.stdout).into_owned(),
                ended: run.ended.brief(),
            },
            Err(e) => Answer {
                stdout: String::new(),
                ended: Some(format!("cannot run: {e}")),
            },
        }
    }

    /// The program's verdict on `input` (its expected output from the proven solution).
    fn verdict_on(&self, input: &[u8]) -> Option<Verdict> {
        let run = self.run(input, "shrink.in", 1 << 24).ok()?;
        Some(match self.limit_verdict(&run) {
            Some(verdict) => verdict,
            None => self.output_verdict(input, &[self.expected(input)], &run).0,
        })
    }
}

/// Whether testdata case `name` is a published sample: `sample`, `sample-2`, `sample-3`, …
pub fn is_sample(name: &str) -> bool {
    name == "sample"
        || name
            .strip_prefix("sample-")
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The fixed groups and their inputs: every published sample; the other testdata inputs that a
/// judge could send ([`Problem::canonical`]: the `layout-*` files and the values past the
/// statement stay this workspace's own business, as do the `bad-*` inputs); the exhaustive
/// files.
fn fixed_groups(problem: &dyn Problem) -> Result<Vec<(&'static str, Vec<Case>)>, String> {
    let mut sample = Vec::new();
    let mut others = Vec::new();
    for case in testdata::cases(problem.id()).map_err(|e| e.to_string())? {
        let published = is_sample(&case.name);
        let sendable = case.stderr.is_none()
            && std::str::from_utf8(&case.input).is_ok_and(|text| problem.canonical(text).is_ok());
        if !published && !sendable {
            continue;
        }
        let judged = Case {
            label: if published {
                format!("the published {}", case.name.replace('-', " "))
            } else {
                format!("testdata {}", case.name)
            },
            input: Bytes::from(case.input),
            expected: vec![case.stdout],
            origin: None,
        };
        if published {
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

/// One of the benchmark's inputs at the judge's limits.
pub struct LimitInput {
    /// Its name and what it holds.
    pub label: String,
    /// The input file.
    pub input: Vec<u8>,
    /// Whether a judge could send it ([`Problem::canonical`]): a table built past the judge's
    /// range, say, is the benchmark's, not the judge's.
    pub sendable: Result<(), Unsendable>,
}

/// The benchmark's inputs at the judge's limits: those whose number of cases is the judge's
/// (not assumed) and that are not 100 MB ones.
pub fn limit_inputs(problem: &dyn Problem) -> Result<Vec<LimitInput>, String> {
    let dir = target_dir().join("bench-inputs").join(problem.id());
    let mut inputs = Vec::new();
    for input in problem.bench_inputs(Scale::Full) {
        if input.large || input.assumed || input.kind == Kind::Big {
            continue;
        }
        let prepared = cache::prepare(&dir, &input).map_err(|e| e.to_string())?;
        let bytes = fs::read(&prepared.path).map_err(|e| e.to_string())?;
        inputs.push(LimitInput {
            label: format!("{} ({})", input.name(), input.what),
            sendable: problem.canonical(&String::from_utf8_lossy(&bytes)),
            input: bytes,
        });
    }
    Ok(inputs)
}

/// The limits group: the sendable [`limit_inputs`], with this workspace's own answers (proven
/// against the oracle on every other group's cases).
fn limit_cases(problem: &dyn Problem) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for limit in limit_inputs(problem)? {
        if limit.sendable.is_err() {
            continue;
        }
        let expected = run_in_process(problem.solve(), &limit.input);
        if expected.code != 0 {
            return Err(format!(
                "{} {}: {}",
                problem.id(),
                limit.label,
                expected.stderr
            ));
        }
        cases.push(Case {
            label: limit.label,
            input: Bytes::from(limit.input),
            expected: vec![expected.stdout],
            origin: Some(Origin::Parsed),
        });
    }
    Ok(cases)
}

/// A generated file and where its cases came from, or why it could not be made.
type GeneratedFile = Result<(Generated, Origin), String>;

/// A random group: its name, its files by seed, and whether its cases are judge-sized.
type RandomGroup<'a> = (&'static str, &'a dyn Fn(u64) -> GeneratedFile, bool);

/// The generated files of a random group, from `first_seed` on, until `seconds` have passed
/// (at least one file).
fn seeded_cases<'a>(
    first_seed: u64,
    seconds: f64,
    progress: &'a indicatif::ProgressBar,
    file: &'a dyn Fn(u64) -> GeneratedFile,
) -> impl Iterator<Item = Result<Case, String>> + 'a {
    let deadline = Instant::now() + Duration::from_secs_f64(seconds);
    (first_seed..)
        .enumerate()
        .take_while(move |&(index, _)| {
            progress.inc(1);
            index == 0 || Instant::now() < deadline
        })
        .map(move |(_, seed)| {
            file(seed).map(|(generated, origin)| Case {
                label: generated.label,
                input: Bytes::from(generated.input),
                expected: generated.expected,
                origin: Some(origin),
            })
        })
}

/// The smallest input that still fails as `judged` did on `case`, if the case came from a
/// generator (or parses) and shrinking finds one within `--shrink-seconds`: its input, expected
/// output, stdout and how it ended. A wrong answer shrinks while the output is still wrong; any
/// other verdict (a crash, a limit, a presentation error) while the program still gets that
/// verdict, within fewer runs for the limits, each of which costs the limit itself.
fn shrink(judge: &Judge, case: &Case, judged: &Judged) -> Option<report::Shrunk> {
    let origin = case.origin?;
    let problem = judge.problem;
    let input = String::from_utf8_lossy(&case.input);
    let clock = Shrinking::start(Duration::from_secs(judge.options.shrink_seconds));
    if judged.verdict == Verdict::WrongAnswer {
        // Past the deadline the program is not run again: the proven answer stands in for its
        // own, so that no further candidate fails and the shrinker stops.
        let answer = |input: &[u8]| match clock.tick() {
            true => judge.answer(input),
            false => Answer {
                stdout: judge.expected(input),
                ended: None,
            },
        };
        let subject = Subject::Program {
            run: &answer,
            comparison: judge.comparison,
        };
        let failure = match origin {
            Origin::Parsed => problem.smallest_failure_in(&input, subject),
            origin => problem.smallest_failure(origin, subject),
        };
        clock.finish();
        let failure = failure?;
        return Some(report::Shrunk {
            input: failure.input,
            expected: failure.expected,
            got: failure.actual,
            ended: failure.ended,
        });
    }
    let budget = match judged.verdict {
        Verdict::TimeLimit | Verdict::MemoryLimit => LIMIT_SHRINK_RUNS,
        _ => SHRINK_BUDGET,
    };
    let verdict = &judged.verdict;
    let fails = |input: &[u8]| clock.tick() && judge.verdict_on(input).as_ref() == Some(verdict);
    let smallest = problem.smallest_by_verdict(&input, &fails, budget);
    clock.finish();
    let smallest = smallest?;
    let answer = judge.answer(smallest.as_bytes());
    Some(report::Shrunk {
        expected: judge.expected(smallest.as_bytes()),
        input: smallest,
        got: answer.stdout,
        ended: answer.ended,
    })
}

/// The shrinker's clock: its deadline, and its progress (a counter on a terminal, a line on
/// stderr every [`Shrinking::EVERY`] otherwise).
struct Shrinking {
    started: Instant,
    deadline: Instant,
    runs: std::cell::Cell<u64>,
    told: std::cell::Cell<Instant>,
    bar: indicatif::ProgressBar,
}

impl Shrinking {
    /// How often progress is told when no bar is drawn.
    const EVERY: Duration = Duration::from_secs(10);

    fn start(budget: Duration) -> Shrinking {
        let now = Instant::now();
        Shrinking {
            started: now,
            deadline: now + budget,
            runs: std::cell::Cell::new(0),
            told: std::cell::Cell::new(now),
            bar: progress::counter("shrinking: runs"),
        }
    }

    /// Counts one run of the program; `false` once the time is up (the run is not made).
    fn tick(&self) -> bool {
        let now = Instant::now();
        if now >= self.deadline {
            return false;
        }
        self.runs.set(self.runs.get() + 1);
        self.bar.inc(1);
        if !progress::visible() && now - self.told.get() >= Self::EVERY {
            self.told.set(now);
            eprintln!(
                "  … shrinking: {} runs in {:.0} s",
                self.runs.get(),
                (now - self.started).as_secs_f64()
            );
        }
        true
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
        if Instant::now() >= self.deadline {
            eprintln!(
                "  … shrinking stopped at its time limit ({} runs): the input shown is the \
                 smallest found (more time: --shrink-seconds)",
                self.runs.get()
            );
        }
    }
}

/// Runs `cases` until the first that is not accepted; the group's result and that failure.
fn run_group(
    judge: &Judge,
    name: &'static str,
    cases: impl Iterator<Item = Result<Case, String>>,
) -> Result<(Group, Option<(Case, Judged)>), String> {
    let mut group = Group::new(name);
    for case in cases {
        let case = case?;
        let judged = judge.judge(&case)?;
        group.files += 1;
        group.slowest = group.slowest.max(judged.cpu);
        group.peak_kib = group.peak_kib.max(judged.rss_kib);
        if judged.verdict != Verdict::Accepted {
            group.verdict = judged.verdict.clone();
            return Ok((group, Some((case, judged))));
        }
    }
    Ok((group, None))
}

/// Reports a failure: shrunk where it can be, saved, with the commands that reproduce it.
fn report_failure(
    judge: &Judge,
    case: Case,
    judged: Judged,
    say: &mut dyn FnMut(String),
) -> Result<(), String> {
    if case.origin.is_some() {
        say(format!("  shrinking the failing input of {} …", case.label));
    }
    let shrunk = shrink(judge, &case, &judged);
    let failure = report::Failure {
        verdict: &judged.verdict,
        label: &case.label,
        why: &judged.why,
        original: report::Shrunk {
            input: String::from_utf8_lossy(&case.input).into_owned(),
            expected: case.expected.concat(),
            got: String::from_utf8_lossy(&judged.got).into_owned(),
            ended: judged.ended.clone(),
        },
        shrunk,
        stderr: &judged.stderr,
        cpu: judged.cpu,
        rss_kib: judged.rss_kib,
    };
    let context = report::Context {
        id: judge.problem.id(),
        options: judge.options,
        time_limit: judge.time_limit,
        memory_kib: judge.problem.limits().memory_kib,
        workspace: &judge.workspace,
        checked: judge.problem.judge_checked(),
    };
    report::tell(&context, &failure, say)
}

/// The line that opens a run: the program, the problem, and the rules it is judged by.
fn header(
    problem: &dyn Problem,
    options: &Options,
    time_limit: Duration,
    comparison: Comparison,
) -> String {
    let limits = problem.limits();
    let judge = limits.judge;
    let compared = if problem.judge_checked() {
        "a checker of the rules (token by token)".to_string()
    } else {
        format!("{} comparison", comparison.name())
    };
    let mut line = format!(
        "judging `{}` on {} as {judge} judges it: time limit {} ms of CPU (killed at {} ms of \
         wall clock), memory limit {} KiB, stack {} KiB, {compared}",
        report::shell_words(&options.command),
        problem.id(),
        time_limit.as_millis(),
        exec::rules::default_wall_cap(time_limit).as_millis(),
        limits.memory_kib,
        judge.stack_kib(limits.memory_kib),
    );
    if let Some(what) = limits.assumed {
        line += &format!("\n  assumed, not confirmed: {what}");
    }
    line
}

/// Judges `options.command` on `problem`, printing through `say`; the groups' results, in
/// order. The first failure (shrunk where possible) is printed and saved.
pub fn judge(
    problem: &dyn Problem,
    options: &Options,
    say: &mut dyn FnMut(String),
) -> Result<Vec<Group>, String> {
    let workspace = Workspace::new(&options.dir)?;
    if let Some(games) = problem.interaction() {
        let groups = games::judge_games(problem, games, options, &workspace, say)?;
        workspace.publish()?;
        return Ok(groups);
    }
    let limits = problem.limits();
    let time_limit = options
        .time_limit
        .unwrap_or(Duration::from_millis(limits.time_ms));
    let comparison = options.comparison.unwrap_or(limits.judge.comparison());
    say(header(problem, options, time_limit, comparison));
    let judge = Judge {
        problem,
        options,
        time_limit,
        comparison,
        workspace,
    };
    let mut groups = Vec::new();
    let mut first_failure = None;
    let mut note = |mut group: Group,
                    failure: Option<(Case, Judged)>,
                    judge_sized: bool,
                    say: &mut dyn FnMut(String)| {
        let limit = matches!(group.verdict, Verdict::TimeLimit | Verdict::MemoryLimit);
        if judge_sized && limit {
            group.assumed = limits.assumed;
        }
        if group.files == 0 {
            say(format!("  {:<11} no input", group.name));
        } else {
            let verdict = match group.assumed {
                Some(_) => format!("{} (assumed limit)", group.verdict),
                None => group.verdict.to_string(),
            };
            say(format!(
                "  {:<11} {verdict:<VERDICT_WIDTH$} {:>6} file(s), slowest {:>8.1} ms CPU, peak {:>6.1} MiB",
                group.name,
                group.files,
                group.slowest.as_secs_f64() * 1e3,
                group.peak_kib as f64 / 1024.0
            ));
        }
        if let Some((case, judged)) = failure {
            say(format!("              {}: {}", case.label, judged.why));
            if let Some(what) = group.assumed {
                say(format!(
                    "              (only at limits or ranges that were assumed ({what}): told, \
                     not counted)"
                ));
            } else {
                first_failure.get_or_insert((case, judged));
            }
        }
        groups.push(group);
    };
    for (name, cases) in fixed_groups(problem)? {
        let (group, failure) = run_group(&judge, name, cases.into_iter().map(Ok))?;
        note(group, failure, false, say);
    }
    // The two random groups share `--seconds`, half each.
    let half = options.seconds as f64 / 2.0;
    let random = |seed| {
        let origin = Origin::Seeded {
            seed,
            count: CASES_PER_SEED,
        };
        Ok((problem.seeded(seed, CASES_PER_SEED)?, origin))
    };
    let full = |seed| {
        let origin = Origin::JudgeSized {
            seed,
            count: FULL_RANGE_CASES,
        };
        Ok((problem.judge_sized(seed, FULL_RANGE_CASES)?, origin))
    };
    let random_groups: [RandomGroup; 2] = [("random", &random, false), ("full range", &full, true)];
    for (name, file, judge_sized) in random_groups {
        let progress = progress::counter(&format!("{name} files"));
        let cases = seeded_cases(options.seed, half, &progress, file);
        let (group, failure) = run_group(&judge, name, cases)?;
        progress.finish_and_clear();
        note(group, failure, judge_sized, say);
    }
    let limits_group = limit_cases(problem)?.into_iter().map(Ok);
    let (group, failure) = run_group(&judge, "limits", limits_group)?;
    note(group, failure, true, say);
    if let Some((case, judged)) = first_failure {
        report_failure(&judge, case, judged, say)?;
    }
    judge.workspace.publish()?;
    Ok(groups)
}

/// The verdict of a whole run: the first group's that fails it ([`Group::fails`]).
pub fn overall(groups: &[Group]) -> Verdict {
    groups
        .iter()
        .find(|g| g.fails())
        .map_or(Verdict::Accepted, |g| g.verdict.clone())
}
