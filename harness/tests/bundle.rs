//! Every registered problem's one-file bundle, as a judge would use it: bundled twice (the bytes
//! must agree), under the judges' size limit, compiled with plain `rustc --edition 2021 -O` with
//! no warning (and, with `--docs`, checked too), then run on every testdata case and on the
//! seeded random cases, compared exactly as `harness check` compares the binaries. Where
//! `clippy-driver` is installed, each bundle is also checked against the judges' Rust
//! (`clippy::incompatible_msrv` with the workspace's `rust-version`). A snapshot per problem of the
//! modules its bundle includes (`testdata/<id>/snapshots/bundle_modules.snap`) shows in review
//! any change in what a problem pulls in.
//!
//! The default run compiles two bundles ([`LIGHT`]); every bundle is compiled by the heavy tier,
//! `cargo test -p harness --test bundle -- --ignored heavy::` (`.ci/run` runs it).

use harness::bundle::{self, Bundle, Options, JUDGE_RUST, SOURCE_LIMIT};
use harness::caught::caught;
use harness::check::{oracle_failure, testdata_failure};
use harness::interactive::player::Player;
use harness::judge::{self, Verdict};
use harness::problems;
use harness::registry::Problem;
use harness::registry::{CASES_PER_SEED, SEEDS};
use harness::runner::run_binary;
use harness::testdata;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Where the bundles are written and compiled: `target/tmp/bundle/<id>/main.rs`.
fn work_dir(id: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("bundle")
        .join(id)
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// Runs `command`; `Err` with its stderr unless it succeeds with an empty stderr (no warning).
fn quietly(mut command: Command, what: &str) -> Result<(), String> {
    let output = command
        .output()
        .map_err(|e| format!("cannot start {what}: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() && stderr.is_empty() {
        Ok(())
    } else {
        Err(format!("{what}: {}\n{stderr}", output.status))
    }
}

/// `rustc --edition 2021 <args> main.rs` in `dir`, as a judge compiles a submission.
fn rustc_in(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(rustc());
    command
        .current_dir(dir)
        .args(["--edition", "2021"])
        .args(args)
        .arg("main.rs");
    command
}

/// Checks the bundle in `dir` against the judges' Rust with clippy's `incompatible_msrv` (std
/// APIs stabilised after it); `None` if `clippy-driver` is not installed.
fn msrv_check(dir: &Path) -> Option<Result<(), String>> {
    let driver = std::env::var("CLIPPY_DRIVER").unwrap_or_else(|_| "clippy-driver".to_string());
    let mut command = Command::new(driver);
    command
        .current_dir(dir)
        .env("CARGO_PKG_RUST_VERSION", JUDGE_RUST)
        .args(["--edition", "2021", "--emit=metadata", "-o", "msrv.rmeta"])
        .args([
            "-A",
            "clippy::all",
            "-D",
            "clippy::incompatible_msrv",
            "main.rs",
        ]);
    match command.output() {
        Err(e) if e.kind() == ErrorKind::NotFound => None,
        Err(e) => Some(Err(format!("cannot start clippy-driver: {e}"))),
        Ok(output) => {
            let stderr = String::from_utf8_lossy(&output.stderr);
            Some(if output.status.success() && stderr.is_empty() {
                Ok(())
            } else {
                Err(format!("clippy msrv {JUDGE_RUST}:\n{stderr}"))
            })
        }
    }
}

/// What checking one problem's bundle found.
struct Report {
    id: &'static str,
    bundle: Option<Bundle>,
    docs_size: usize,
    failures: Vec<String>,
    msrv_checked: bool,
    took: Duration,
}

fn check_bundle(problem: &dyn Problem) -> Report {
    let id = problem.id();
    let started = Instant::now();
    let mut report = Report {
        id,
        bundle: None,
        docs_size: 0,
        failures: Vec::new(),
        msrv_checked: false,
        took: Duration::ZERO,
    };
    if let Err(e) = run_checks(problem, &mut report) {
        report.failures.push(e);
    }
    report.took = started.elapsed();
    report
}

fn run_checks(problem: &dyn Problem, report: &mut Report) -> Result<(), String> {
    let id = problem.id();
    let made = bundle::bundle(id, Options::default())?;
    let again = bundle::bundle(id, Options::default())?;
    if made.source != again.source {
        report
            .failures
            .push("two bundles of the same sources differ".into());
    }
    for newer in &made.newer_syntax {
        report.failures.push(format!(
            "uses {newer}, newer than the judges' Rust {JUDGE_RUST}"
        ));
    }
    if made.len() >= SOURCE_LIMIT {
        report.failures.push(format!(
            "{} bytes: over the judges' {SOURCE_LIMIT}",
            made.len()
        ));
    }
    let dir = work_dir(id);
    let docs_dir = dir.join("docs");
    std::fs::create_dir_all(&docs_dir).map_err(|e| format!("{}: {e}", docs_dir.display()))?;
    let write = |path: PathBuf, text: &str| {
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))
    };
    write(dir.join("main.rs"), &made.source)?;
    let binary = dir.join("main");
    let _ = std::fs::remove_file(&binary);
    quietly(rustc_in(&dir, &["-O", "-o", "main"]), "rustc -O")?;

    // The --docs bundle must compile cleanly too (type-checked only: the code is the same).
    let with_docs = bundle::bundle(id, Options { docs: true })?;
    report.docs_size = with_docs.len();
    write(docs_dir.join("main.rs"), &with_docs.source)?;
    if let Err(e) = quietly(
        rustc_in(&docs_dir, &["--emit=metadata", "-o", "main.rmeta"]),
        "rustc (--docs bundle)",
    ) {
        report.failures.push(e);
    }

    match msrv_check(&dir) {
        None => {}
        Some(result) => {
            report.msrv_checked = true;
            if let Err(e) = result {
                report.failures.push(e);
            }
        }
    }

    let cases = testdata::cases(id).map_err(|e| format!("testdata: {e}"))?;
    if cases.is_empty() {
        report.failures.push("no testdata cases".into());
    }
    for case in &cases {
        let outcome = run_binary(&binary, &case.input).map_err(|e| format!("run: {e}"))?;
        if let Some(why) = testdata_failure(problem, case, &outcome) {
            report
                .failures
                .push(format!("testdata {} (bundle): {why}", case.name));
        }
    }
    if let Some(games) = problem.interaction() {
        // An interactive bundle plays the first seeds' conversations over pipes, every strategy.
        let command = [binary.display().to_string()];
        let time = Duration::from_millis(problem.limits().time_ms);
        let limits = judge::run_limits(problem, &[], time, judge::MIN_OUTPUT_BYTES);
        for (_, conversation) in games.conversations(&SEEDS[..2], CASES_PER_SEED)? {
            let played = games.play(&conversation, Player::program(&command, &limits)?);
            if played.verdict != Verdict::Accepted {
                report.failures.push(format!(
                    "{} (bundle): {} {}",
                    games.label(&conversation),
                    played.verdict,
                    played.why
                ));
            }
        }
        report.bundle = Some(made);
        return Ok(());
    }
    for &seed in &SEEDS {
        let file = problem.seeded(seed, CASES_PER_SEED)?;
        let outcome =
            run_binary(&binary, file.input.as_bytes()).map_err(|e| format!("run: {e}"))?;
        if let Some(why) = oracle_failure(problem, &file, &outcome, problem.solve()) {
            report
                .failures
                .push(format!("{} (bundle): {why}", file.label));
        }
    }
    report.bundle = Some(made);
    Ok(())
}

/// Checks the bundles of `problems`, a few at a time (compiling with `-O` is the slow part).
fn check_all(problems: &[&'static dyn Problem]) -> Vec<Report> {
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 4);
    let next = AtomicUsize::new(0);
    let reports = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(&problem) = problems.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let report = check_bundle(problem);
                    reports.lock().unwrap().push(report);
                }
            });
        }
    });
    let mut reports = reports.into_inner().unwrap();
    let order = |id: &str| problems.iter().position(|p| p.id() == id);
    reports.sort_by_key(|r| order(r.id));
    reports
}

/// The bundles the default test run compiles: the one that includes the most of core
/// (hdu3590: nine modules, submodules of `io` among them) and an interactive one (cf1934_d2,
/// played over pipes). [`heavy::every_bundle_compiles_alone_and_agrees_with_the_oracle`]
/// compiles them all.
const LIGHT: [&str; 2] = ["hdu3590", "cf1934_d2"];

#[test]
fn a_bundle_of_each_kind_compiles_alone_and_agrees_with_the_oracle() {
    let problems: Vec<&'static dyn Problem> = LIGHT
        .iter()
        .map(|id| problems::find(id).expect("registered"))
        .collect();
    assert!(problems.iter().any(|p| p.interaction().is_some()));
    assert!(problems.iter().any(|p| p.interaction().is_none()));
    check_and_report(&problems);
}

/// The heavy tier: every bundle (`.ci/run` runs it).
mod heavy {
    use super::*;

    #[test]
    #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
    fn every_bundle_compiles_alone_and_agrees_with_the_oracle() {
        check_and_report(&problems::all());
    }
}

/// Checks the bundles of `problems`, prints a table of them, and fails with every failure.
fn check_and_report(problems: &[&'static dyn Problem]) {
    let started = Instant::now();
    let reports = check_all(problems);
    println!("problem      bytes   KiB  with --docs  check time");
    for r in &reports {
        let size = r.bundle.as_ref().map_or(0, Bundle::len);
        println!(
            "{:10} {:7} {:5.1} {:12} {:9.1}s",
            r.id,
            size,
            size as f64 / 1024.0,
            r.docs_size,
            r.took.as_secs_f64()
        );
    }
    let msrv = reports.iter().filter(|r| r.msrv_checked).count();
    println!(
        "{} bundles in {:.1}s; {msrv} checked against Rust {JUDGE_RUST} by clippy{}",
        reports.len(),
        started.elapsed().as_secs_f64(),
        if msrv == 0 {
            " (clippy-driver not found)"
        } else {
            ""
        }
    );
    let failures: Vec<String> = reports
        .iter()
        .flat_map(|r| r.failures.iter().map(move |f| format!("{}: {f}", r.id)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(reports.len(), problems.len());
}

/// Every problem's snapshot is asserted, even after one differs (so that review shows every
/// change at once); then the test fails naming each that differs.
#[test]
fn included_modules_snapshots() {
    let mut failures = Vec::new();
    for problem in problems::all() {
        let id = problem.id();
        let made = match bundle::bundle(id, Options::default()) {
            Ok(made) => made,
            Err(e) => {
                failures.push(format!("{id}: does not bundle: {e}"));
                continue;
            }
        };
        let mut settings = insta::Settings::clone_current();
        settings.set_snapshot_path(testdata::dir(id).join("snapshots"));
        settings.set_prepend_module_to_snapshot(false);
        settings.set_omit_expression(true);
        let asserted = caught(|| {
            settings.bind(|| insta::assert_snapshot!("bundle_modules", made.module_list()))
        });
        if asserted.is_err() {
            failures.push(format!(
                "{id}: snapshot `bundle_modules` does not match bundle_modules.snap (insta printed \
                 the diff above; outside CI the new one waits in bundle_modules.snap.new: \
                 `cargo insta review`)"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
