//! `harness judge <id> -- <command>`: judges anyone's program (any language) against the
//! problem's testdata and oracle, as an online judge would, and shrinks a failure to the
//! smallest input that still fails.
//!
//! Groups, in order: the published sample; the other testdata inputs in the judge's format
//! (layouts, text after the terminator); the exhaustive small positions; seeded random cases
//! within the oracle's reach; seeded random cases over the judge's whole ranges ("full range");
//! and the benchmark's worst cases at the judge's limits. The last two are answered by this
//! workspace's own solution, itself proven against the oracle on the others. Each group gets a
//! verdict (AC, WA, RE, TLE, MLE, OLE) with its slowest case's CPU time and memory; the run's
//! verdict is the first group's that is not AC. The first failure of any generated group is
//! shrunk and saved to `target/judge/<id>/failing.{in,expected,got}` ([`default_dir`]): a wrong
//! answer or a crash to the fewest cases and the smallest values that still fail, a time or
//! memory limit to the shortest prefix of cases that still exceeds it (then its last case alone,
//! shrunk, if that exceeds it too).
//!
//! An interactive problem is judged by playing it instead ([`games`]).
//!
//! - [`exec`]: one run of the program under a judge's limits, with capped output and its rusage.
//! - [`games`]: the groups of an interactive problem, played against the program.
//! - [`report`]: how a failure is told: a diff for a wrong answer, the resources for a limit,
//!   and the commands that reproduce it.

pub mod exec;
pub mod games;
pub mod report;

pub use crate::verdict::Verdict;

use crate::bench::cache;
use crate::bench::inputs::{Kind, Scale};
use crate::check::CASES_PER_SEED;
use crate::compare::Comparison;
use crate::progress;
use crate::registry::{Answer, Generated, Origin, Problem, Subject, SHRINK_BUDGET};
use crate::runner::{run_in_process, target_dir};
use crate::testdata;
use bytes::Bytes;
use std::fs;
use std::path::PathBuf;
use std::time::{Duration, Instant};

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

/// How long a verdict may be in a group's line (`RE (killed by signal 11)` and every other
/// verdict fits), so that the columns after it stay aligned.
const VERDICT_WIDTH: usize = 24;

/// Cases per file of the full-range group: judge-sized cases are large, a few make a file.
pub const FULL_RANGE_CASES: usize = 6;

/// How many runs a time or memory limit's shrink may take (each failing one costs the limit).
const LIMIT_SHRINK_RUNS: usize = 40;

/// The least output limit of a judged run (more where twice the harness's read cap is more).
pub const MIN_OUTPUT_BYTES: u64 = 64 << 20;

/// The stack a judge gives: as large as the memory limit on AtCoder, Codeforces, CSES and
/// Library Checker, 8 MiB elsewhere.
fn stack_of(limits: &crate::game::Limits) -> exec::Stack {
    const AS_LARGE_AS_MEMORY: [&str; 4] = ["AtCoder", "Codeforces", "CSES", "Library Checker"];
    if AS_LARGE_AS_MEMORY
        .iter()
        .any(|judge| limits.judge.starts_with(judge))
    {
        exec::Stack::Kib(limits.memory_kib)
    } else {
        exec::Stack::Kib(exec::rules::DEFAULT_STACK_KIB)
    }
}

/// The limits of one run of a program judged on `problem`: `cpu` of CPU time (with the
/// default wall-clock cap), the judge's memory and stack, `output_bytes` of output.
pub fn run_limits(problem: &dyn Problem, cpu: Duration, output_bytes: u64) -> exec::Limits {
    let limits = problem.limits();
    exec::Limits::judged(cpu, limits.memory_kib, stack_of(&limits), output_bytes)
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
}

/// A judged program, the problem, and where files go.
struct Judge<'a> {
    problem: &'a dyn Problem,
    options: &'a Options,
    time_limit: Duration,
    dir: PathBuf,
}

impl Judge<'_> {
    /// Runs the program on `input` (written to `name` in the judge's folder).
    fn run(&self, input: &[u8], name: &str, cap: usize) -> Result<exec::Run, String> {
        let path = self.dir.join(name);
        fs::write(&path, input).map_err(|e| format!("{}: {e}", path.display()))?;
        let output_bytes = (2 * cap as u64).max(MIN_OUTPUT_BYTES);
        let limits = run_limits(self.problem, self.time_limit, output_bytes);
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
            None if run.stdout_cut => (
                Verdict::WrongAnswer,
                "far more output than expected".to_string(),
            ),
            None => {
                let got = String::from_utf8_lossy(&run.stdout);
                let input = String::from_utf8_lossy(&case.input);
                let comparison = self.options.comparison;
                match (self.problem).judge_output(&input, &case.expected, &got, comparison) {
                    Ok(()) => (Verdict::Accepted, String::new()),
                    Err(mismatch) => (Verdict::WrongAnswer, mismatch.to_string()),
                }
            }
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

    /// Whether the program still gets `verdict` (a crash, a time or a memory limit) on `input`.
    fn still_gets(&self, input: &[u8], verdict: &Verdict) -> bool {
        self.run(input, "shrink.in", 1 << 24)
            .is_ok_and(|run| self.limit_verdict(&run).as_ref() == Some(verdict))
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
            label: if case.name == "sample" {
                "the published sample".to_string()
            } else {
                format!("testdata {}", case.name)
            },
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
            origin: Some(Origin::Parsed),
        });
    }
    Ok(cases)
}

/// A generated file and where its cases came from, or why it could not be made.
type GeneratedFile = Result<(Generated, Origin), String>;

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
/// generator (or parses) and shrinking finds one: its input, expected output, stdout and how
/// it ended. A wrong answer shrinks while the output still differs from the expected one; a
/// crash, a time or a memory limit while the program still gets the same verdict (a crash stays
/// a crash, never becomes a mere wrong answer), within fewer runs for the limits, each of which
/// costs the limit itself.
fn shrink(judge: &Judge, case: &Case, judged: &Judged) -> Option<report::Shrunk> {
    let origin = case.origin?;
    let problem = judge.problem;
    let input = String::from_utf8_lossy(&case.input);
    let budget = match &judged.verdict {
        Verdict::WrongAnswer => {
            let answer = |input: &[u8]| judge.answer(input);
            let subject = Subject::Program {
                run: &answer,
                comparison: judge.options.comparison,
            };
            let failure = match origin {
                Origin::Parsed => problem.smallest_failure_in(&input, subject),
                origin => problem.smallest_failure(origin, subject),
            }?;
            return Some(report::Shrunk {
                input: failure.input,
                expected: failure.expected,
                got: failure.actual,
                ended: failure.ended,
            });
        }
        Verdict::RuntimeError(_) => SHRINK_BUDGET,
        _ => LIMIT_SHRINK_RUNS,
    };
    let verdict = &judged.verdict;
    let fails = |input: &[u8]| judge.still_gets(input, verdict);
    let smallest = problem.smallest_by_verdict(&input, &fails, budget)?;
    let answer = judge.answer(smallest.as_bytes());
    Some(report::Shrunk {
        input: smallest,
        expected: String::new(),
        got: answer.stdout,
        ended: answer.ended,
    })
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
        dir: &judge.dir,
        checked: judge.problem.checked(),
    };
    report::tell(&context, &failure, say)
}

/// Judges `options.command` on `problem`, printing through `say`; the groups' results, in
/// order. The first failure (shrunk where possible) is printed and saved.
pub fn judge(
    problem: &dyn Problem,
    options: &Options,
    say: &mut dyn FnMut(String),
) -> Result<Vec<Group>, String> {
    if let Some(games) = problem.interaction() {
        return games::judge_games(problem, games, options, say);
    }
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
        report::shell_words(&options.command),
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
            "  {:<11} {:<VERDICT_WIDTH$} {:>6} file(s), slowest {:>8.1} ms, peak {:>6.1} MiB",
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
    let seeded: [(&'static str, &dyn Fn(u64) -> GeneratedFile); 2] =
        [("random", &random), ("full range", &full)];
    for (name, file) in seeded {
        let progress = progress::counter(&format!("{name} files"));
        let cases = seeded_cases(options.seed, half, &progress, file);
        let (group, failure) = run_group(&judge, name, cases)?;
        progress.finish_and_clear();
        note(&group, failure, say);
        groups.push(group);
    }
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
