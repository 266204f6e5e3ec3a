//! `harness bench`: every problem's real release binary on worst-case inputs, against a floor
//! that only reads its input and, where there is one, a C++ baseline, measured interleaved on
//! the same file.
//!
//! For each problem and input: the median CPU time (user + system, from the child's rusage) of
//! runs interleaved with the floor's and the baseline's, the ratios to them, the median wall
//! time beside it, the peak resident memory (`ru_maxrss`) and the share of the judge's limits.
//! The terminal gets every input and every target; BENCHMARKS.md, between markers at its top,
//! one row per problem ([`markdown`]): a run of every problem replaces the table, a partial run
//! (`bench <id>…`) only its problems' rows ([`markdown::Section::merge`]).
//!
//! The inputs come from [`crate::inputs`] (shared with the judge's limits group), the binaries
//! from [`crate::binaries`]; this module only measures and reports:
//! - [`measure`]: one run of one binary, with `wait4`'s rusage (through the small launcher
//!   `harness/src/bin/judge_exec.rs`, so that the harness's own size stays out of the peak RSS);
//! - [`baseline`]: the C++ baselines of `harness/baselines/`, compiled with `g++ -O2`;
//! - [`report`]: rows, targets and the terminal's table;
//! - [`markdown`]: the table in BENCHMARKS.md.

pub mod baseline;
pub mod markdown;
pub mod measure;
pub mod report;

use crate::binaries;
use crate::game::Limits;
use crate::inputs::{cache, Input, Scale};
use crate::problems;
use crate::registry::Problem;
use baseline::Baseline;
use markdown::{Context, Section, Skipped};
use measure::{Exit, Sample};
use report::{Row, Versus};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The longest a single run may take before it is killed.
const TIMEOUT: Duration = Duration::from_secs(120);

/// What `harness bench` was asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// The problems to measure (every registered problem if empty).
    pub ids: Vec<String>,
    /// Timed runs per input.
    pub runs: usize,
    /// Skip the inputs of 100 MB and more.
    pub quick: bool,
    /// Where the Markdown goes (between the markers; merged into what is there when `ids` is
    /// not empty).
    pub out: PathBuf,
    /// The command line, for the report.
    pub command: String,
}

/// Runs the benchmark: builds, generates, measures, prints the tables and writes the Markdown.
/// `Ok(false)` if a binary failed on one of the inputs (the targets are reported, not enforced).
pub fn run(options: &Options) -> Result<bool, String> {
    let load_at_start = markdown::load_average();
    let release = binaries::is_release();
    let partial = !options.ids.is_empty();
    if partial {
        // Fail before measuring, not after, if the rows cannot be merged.
        earlier_section(&options.out)?;
    }
    if !release {
        eprintln!("warning: a debug build measures debug binaries; use `cargo run --release`");
    }
    let problems: Vec<&dyn Problem> = if options.ids.is_empty() {
        problems::all()
    } else {
        options
            .ids
            .iter()
            .filter_map(|id| problems::find(id))
            .collect()
    };
    let mut skipped = Vec::new();
    let present: Vec<&str> = problems
        .iter()
        .map(|p| p.id())
        .filter(|&id| {
            let exists = binaries::crate_exists(id);
            if !exists {
                skipped.push(Skipped {
                    id: id.to_string(),
                    why: "not built yet (no crate in problems/)".to_string(),
                });
            }
            exists
        })
        .collect();
    eprintln!("building {} problem binaries and the floor…", present.len());
    let built = binaries::build(&present)?;
    let target = crate::runner::target_dir();
    let mut rows = Vec::new();
    for (id, binary) in built {
        let binary = match binary {
            Ok(binary) => binary,
            Err(why) => {
                eprintln!("{id}: {why}");
                skipped.push(Skipped { id, why });
                continue;
            }
        };
        let problem = problems::find(&id).expect("only registered ids are built");
        let inputs: Vec<Input> = problem
            .bench_inputs(Scale::Full)
            .into_iter()
            .filter(|input| !(options.quick && input.large))
            .collect();
        let kinds: Vec<_> = inputs.iter().map(|i| i.kind).collect();
        let headline = report::headline(&kinds);
        let baseline = baseline::prepare(&target, &id);
        if let Baseline::Unusable(why) = &baseline {
            eprintln!("{id}: the C++ baseline is not timed: {why}");
        }
        for input in &inputs {
            let versus = (Some(input.kind) == headline).then_some(&baseline);
            let row = bench_input(&target, problem, &binary, input, options.runs, versus)?;
            eprintln!(
                "{id} {}: {:.1} MB in {} ms CPU ({:.2}× floor{}), {} ms wall, peak {} MiB, \
                 output {:016x}{}",
                input.name(),
                row.in_bytes as f64 / 1e6,
                report::ms(row.cpu),
                row.floor_ratio(),
                row.baseline_ratio()
                    .map_or(String::new(), |r| format!(", {r:.2}× C++")),
                report::ms(row.wall),
                report::mib(row.rss_kib),
                row.out_hash,
                row.failure
                    .as_ref()
                    .map_or(String::new(), |f| format!(", FAILED: {f}"))
            );
            rows.push(row);
        }
    }
    println!("{}", report::text_table(&rows));
    for t in report::targets(&rows) {
        println!("{} {}", if t.met { "met   " } else { "MISSED" }, t.text);
    }
    for s in &skipped {
        println!("skipped {}: {}", s.id, s.why);
    }
    let context = Context {
        command: options.command.clone(),
        runs: options.runs,
        quick: options.quick,
        release,
        load: (load_at_start, markdown::load_average()),
    };
    let mut section = Section::measured(&context, &rows, &skipped);
    if partial {
        // Read again: the file may have been edited while the benchmark ran.
        if let Some(earlier) = earlier_section(&options.out)? {
            section = earlier.merge(&section);
        }
    }
    let document = fs::read_to_string(&options.out).unwrap_or_default();
    fs::write(&options.out, markdown::splice(&document, &section.render()))
        .map_err(|e| format!("cannot write {}: {e}", options.out.display()))?;
    if partial {
        println!(
            "merged into {} (the other problems' rows are kept)",
            options.out.display()
        );
    } else {
        println!("written to {}", options.out.display());
    }
    Ok(rows.iter().all(|r| r.failure.is_none()))
}

/// The section already between the markers of `out`, read back for a partial run to merge into
/// (`None` if the file or its markers do not exist yet). `Err` if it cannot be read back
/// line by line: a partial run never drops lines it does not understand.
fn earlier_section(out: &Path) -> Result<Option<Section>, String> {
    let document = match fs::read_to_string(out) {
        Ok(document) => document,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", out.display())),
    };
    markdown::between(&document)
        .map(Section::parse)
        .transpose()
        .map_err(|e| {
            format!(
                "{}: cannot merge a partial run into the section between its markers: {e}; \
                 measure every problem, or write elsewhere with --out FILE",
                out.display()
            )
        })
}

/// A program the benchmark times on one input: where it writes, and how it is run.
struct Contestant<'a> {
    binary: &'a Path,
    out: PathBuf,
    err: PathBuf,
}

impl Contestant<'_> {
    /// One run through the launcher on `input`.
    fn run(&self, launcher: &Path, input: &Path) -> std::io::Result<Sample> {
        measure::run_via(launcher, self.binary, input, &self.out, &self.err, TIMEOUT)
    }
}

/// Generates (or reuses) `input`, then measures `binary`, the floor and, if given, the C++
/// `baseline` on it: one warm-up run each (the baseline's output must be the binary's, or it
/// is not timed), then `runs` rounds of binary, floor, baseline, interleaved so that the load
/// of the moment weighs on all three alike.
fn bench_input(
    target: &Path,
    problem: &dyn Problem,
    binary: &Path,
    input: &Input,
    runs: usize,
    baseline: Option<&Baseline>,
) -> Result<Row, String> {
    let id = problem.id();
    let limits: Limits = problem.limits();
    let fail = |e: std::io::Error| format!("{id} {}: {e}", input.name());
    let dir = target.join("bench-inputs").join(id);
    let started = std::time::Instant::now();
    let prepared = cache::prepare(&dir, input).map_err(fail)?;
    if prepared.fresh {
        eprintln!(
            "{id} {}: generated {:.1} MB in {:.1} s: {}",
            input.name(),
            prepared.bytes as f64 / 1e6,
            started.elapsed().as_secs_f64(),
            input.what
        );
    }
    let outputs = target.join("bench-outputs").join(id);
    fs::create_dir_all(&outputs).map_err(fail)?;
    let (floor, launcher) = (binaries::floor(), binaries::launcher());
    let file = |name: String| outputs.join(name);
    let subject = Contestant {
        binary,
        out: file(format!("{}.out", input.name())),
        err: file(format!("{}.err", input.name())),
    };
    let floor = Contestant {
        binary: &floor,
        out: file("floor.out".to_string()),
        err: file("floor.err".to_string()),
    };
    let run_floor = || {
        let sample = floor.run(&launcher, &prepared.path).map_err(fail)?;
        match sample.exit {
            Exit::Code(0) => Ok(sample),
            other => Err(format!(
                "the floor failed ({other:?}) on {}",
                prepared.path.display()
            )),
        }
    };
    let warm = subject.run(&launcher, &prepared.path).map_err(fail)?;
    let (out_bytes, out_hash) = measure::fingerprint(&subject.out).map_err(fail)?;
    let mut row = Row {
        id,
        limits,
        kind: input.kind,
        what: input.what.clone(),
        in_bytes: prepared.bytes,
        out_bytes,
        out_hash,
        wall: Duration::ZERO,
        cpu: Duration::ZERO,
        floor_cpu: Duration::ZERO,
        rss_kib: warm.max_rss_kib,
        versus: Versus::Absent,
        failure: failure(&warm, &subject.err),
    };
    if row.failure.is_some() {
        return Ok(row);
    }
    run_floor()?;
    let cpp = match baseline {
        None | Some(Baseline::None) => None,
        Some(Baseline::Unusable(why)) => {
            row.versus = Versus::Note(why.clone());
            None
        }
        Some(Baseline::Built(path)) => {
            let cpp = Contestant {
                binary: path,
                out: file(format!("{}.cpp.out", input.name())),
                err: file(format!("{}.cpp.err", input.name())),
            };
            let warm = cpp.run(&launcher, &prepared.path).map_err(fail)?;
            let same = warm.exit == Exit::Code(0)
                && measure::fingerprint(&cpp.out).map_err(fail)? == (out_bytes, out_hash);
            if same {
                Some(cpp)
            } else {
                eprintln!(
                    "{id} {}: the C++ baseline's output differs from the binary's (it ended \
                     with {:?}): compare {} with {}",
                    input.name(),
                    warm.exit,
                    cpp.out.display(),
                    subject.out.display()
                );
                row.versus = Versus::Note("output differs".to_string());
                None
            }
        }
    };
    let (mut samples, mut floors, mut cpps) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..runs {
        let sample = subject.run(&launcher, &prepared.path).map_err(fail)?;
        if let Some(why) = failure(&sample, &subject.err) {
            row.failure = Some(why);
            return Ok(row);
        }
        samples.push(sample);
        floors.push(run_floor()?);
        if let Some(cpp) = &cpp {
            cpps.push(cpp.run(&launcher, &prepared.path).map_err(fail)?);
        }
    }
    let median = |samples: &[Sample], of: fn(&Sample) -> Duration| {
        measure::median(&samples.iter().map(of).collect::<Vec<_>>())
    };
    row.wall = median(&samples, |s| s.wall);
    row.cpu = median(&samples, |s| s.cpu);
    row.floor_cpu = median(&floors, |s| s.cpu);
    if !cpps.is_empty() {
        row.versus = Versus::Cpu(median(&cpps, |s| s.cpu));
    }
    row.rss_kib = samples
        .iter()
        .map(|s| s.max_rss_kib)
        .fold(row.rss_kib, u64::max);
    Ok(row)
}

/// Why a run failed (its exit and its stderr's first line), or `None` for a clean exit 0.
fn failure(sample: &Sample, stderr: &Path) -> Option<String> {
    let first_line = || {
        fs::read_to_string(stderr)
            .unwrap_or_default()
            .lines()
            .next()
            .unwrap_or("")
            .chars()
            .take(200)
            .collect::<String>()
    };
    match sample.exit {
        Exit::Code(0) => None,
        Exit::Code(code) => Some(format!("exit {code}: {}", first_line())),
        Exit::Signal(signal) => Some(format!("killed by signal {signal}: {}", first_line())),
    }
}
