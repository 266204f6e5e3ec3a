//! `harness bench`: every problem's real release binary on worst-case inputs, against a floor
//! that only reads its input, measured side by side on the same file.
//!
//! For each problem and input: the median wall time of several runs, the peak resident memory
//! (the child's `ru_maxrss`), the input throughput, the ratio to the floor (the headline: it
//! holds across machines and load), and the shares of the judge's time and memory limits.
//! Results go to the terminal and, as Markdown, into BENCHMARKS.md between markers: a run of
//! every problem replaces the text there; a partial run (`bench <id>…`) replaces only its
//! problems' rows, inputs and targets and keeps the others, and the section lists which run
//! each problem's lines come from ([`report::Section::merge`]).
//!
//! The inputs come from [`crate::inputs`] (shared with the judge's limits group), the binaries
//! from [`crate::binaries`]; this module only measures and reports:
//! - [`measure`]: one run of one binary, with `wait4`'s rusage (through the small launcher
//!   `harness/src/bin/judge_exec.rs`, so that the harness's own size stays out of the peak RSS);
//! - [`report`]: rows, targets, the table and the Markdown.

pub mod measure;
pub mod report;

use crate::binaries;
use crate::game::Limits;
use crate::inputs::{cache, Input, Scale};
use crate::problems;
use crate::registry::Problem;
use measure::{Exit, Sample};
use report::{Context, Row, Section, Skipped};
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

/// Runs the benchmark: builds, generates, measures, prints the table and writes the Markdown.
/// `Ok(false)` if a binary failed on one of the inputs (the targets are reported, not enforced).
pub fn run(options: &Options) -> Result<bool, String> {
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
        for input in problem.bench_inputs(Scale::Full) {
            if options.quick && input.large {
                continue;
            }
            let row = bench_input(&target, problem, &binary, &input, options.runs)?;
            eprintln!(
                "{id} {}: {:.1} MB in {:.2} ms ({:.2}× floor), peak {:.1} MiB{}",
                input.name(),
                row.in_bytes as f64 / 1e6,
                row.median.as_secs_f64() * 1e3,
                row.ratio(),
                row.rss_kib as f64 / 1024.0,
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
    };
    let mut section = Section::measured(&context, &rows, &skipped);
    if partial {
        // Read again: the file may have been edited while the benchmark ran.
        if let Some(earlier) = earlier_section(&options.out)? {
            section = earlier.merge(&section);
        }
    }
    let document = fs::read_to_string(&options.out).unwrap_or_default();
    fs::write(&options.out, report::splice(&document, &section.render()))
        .map_err(|e| format!("cannot write {}: {e}", options.out.display()))?;
    if partial {
        println!(
            "merged into {} (the other problems' lines are kept)",
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
    report::between(&document)
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

/// Generates (or reuses) `input`, then measures `binary` and the floor on it: one warm-up run
/// each, then `runs` timed runs alternating floor and binary.
fn bench_input(
    target: &Path,
    problem: &dyn Problem,
    binary: &Path,
    input: &Input,
    runs: usize,
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
    let out = outputs.join(format!("{}.out", input.name()));
    let err = outputs.join(format!("{}.err", input.name()));
    let (floor_out, floor_err) = (outputs.join("floor.out"), outputs.join("floor.err"));
    let (floor, launcher) = (binaries::floor(), binaries::launcher());
    let run_binary =
        || measure::run_via(&launcher, binary, &prepared.path, &out, &err, TIMEOUT).map_err(fail);
    let run_floor = || {
        let sample = measure::run_via(
            &launcher,
            &floor,
            &prepared.path,
            &floor_out,
            &floor_err,
            TIMEOUT,
        )
        .map_err(fail)?;
        match sample.exit {
            Exit::Code(0) => Ok(sample),
            other => Err(format!(
                "the floor failed ({other:?}) on {}",
                prepared.path.display()
            )),
        }
    };
    let warm = run_binary()?;
    let (out_bytes, out_hash) = measure::fingerprint(&out).map_err(fail)?;
    let mut row = Row {
        id,
        limits,
        kind: input.kind,
        what: input.what.clone(),
        in_bytes: prepared.bytes,
        out_bytes,
        out_hash,
        median: Duration::ZERO,
        cpu: Duration::ZERO,
        floor: Duration::ZERO,
        floor_cpu: Duration::ZERO,
        rss_kib: warm.max_rss_kib,
        floor_rss_kib: 0,
        failure: failure(&warm, &err),
    };
    if row.failure.is_some() {
        return Ok(row);
    }
    let mut floors = vec![run_floor()?];
    let mut samples: Vec<Sample> = Vec::new();
    for _ in 0..runs {
        floors.push(run_floor()?);
        let sample = run_binary()?;
        if let Some(why) = failure(&sample, &err) {
            row.failure = Some(why);
            return Ok(row);
        }
        samples.push(sample);
    }
    let timed_floors = &floors[1..];
    row.median = measure::median(&samples.iter().map(|s| s.wall).collect::<Vec<_>>());
    row.cpu = measure::median(&samples.iter().map(|s| s.cpu).collect::<Vec<_>>());
    row.floor = measure::median(&timed_floors.iter().map(|s| s.wall).collect::<Vec<_>>());
    row.floor_cpu = measure::median(&timed_floors.iter().map(|s| s.cpu).collect::<Vec<_>>());
    row.rss_kib = samples
        .iter()
        .map(|s| s.max_rss_kib)
        .fold(row.rss_kib, u64::max);
    row.floor_rss_kib = floors.iter().map(|s| s.max_rss_kib).max().unwrap_or(0);
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
