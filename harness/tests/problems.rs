//! Per problem: its testdata through `solve` and the real binary, exhaustive and seeded cases
//! against the oracle, its known-wrong solutions caught, and insta snapshots of what it prints
//! (stored in `testdata/<id>/snapshots`; review with `cargo insta review`).

use harness::check::{check_oracle, check_testdata};
use harness::compare::compare;
use harness::registry::{self, Problem};
use harness::runner::{binary_dir, build_binaries, run_binary};
use harness::testdata;
use std::fmt::Write as _;
use std::path::Path;

/// Seeds whose cases are recorded in the snapshots (the oracle checks many more).
const SNAPSHOT_SEEDS: [u64; 2] = [1, 2];
/// Cases per snapshotted seed: enough to read, few enough to review.
const SNAPSHOT_CASES: usize = 6;
/// How much of an input a snapshot shows.
const SHOWN_INPUT: usize = 600;

fn shown(bytes: &[u8]) -> String {
    let cut = &bytes[..bytes.len().min(SHOWN_INPUT)];
    // Escape everything but the line breaks, so `\r`, tabs and hostile bytes stay visible.
    let mut text = cut
        .split(|&b| b == b'\n')
        .map(|line| line.escape_ascii().to_string())
        .collect::<Vec<_>>()
        .join("\n");
    if bytes.len() > SHOWN_INPUT {
        let _ = write!(text, "… ({} bytes in all)", bytes.len());
    }
    text
}

/// Every testdata case as the real binary runs it: input, stdout, stderr, exit code.
fn testdata_record(id: &str, binary: &Path) -> String {
    let mut record = String::new();
    for case in testdata::cases(id).expect("testdata is readable") {
        let outcome = run_binary(binary, &case.input).expect("the binary runs");
        let _ = write!(
            record,
            "=== {}\n--- input\n{}\n--- stdout\n{}--- stderr\n{}--- exit {}\n\n",
            case.name,
            shown(&case.input),
            outcome.stdout,
            outcome.stderr,
            outcome.code
        );
    }
    record
}

/// The seeded cases with their outputs, each output checked against the oracle first.
fn seeded_record(problem: &dyn Problem) -> String {
    let mut record = String::new();
    for seed in SNAPSHOT_SEEDS {
        let file = problem.seeded(seed, SNAPSHOT_CASES).expect("valid cases");
        let outcome = harness::runner::run_in_process(problem.solve(), file.input.as_bytes());
        if let Err(m) = compare(&file.expected, &outcome.stdout) {
            panic!(
                "{} {}: output differs from the oracle: {m}",
                problem.id(),
                file.label
            );
        }
        let _ = write!(
            record,
            "=== generator {}::random_case, {}\n--- input\n{}\n--- output (equal to the oracle's)\n{}\n",
            problem.id(),
            file.label,
            shown(file.input.as_bytes()),
            outcome.stdout
        );
    }
    record
}

fn check_problem(id: &str) {
    let problem = registry::find(id).expect("the problem is registered");
    build_binaries(IDS).expect("the problem binaries build");
    let binary = binary_dir().join(id);
    let mut verdicts = check_testdata(problem, Some(&binary));
    verdicts.extend(check_oracle(problem, Some(&binary)));
    let failures: Vec<String> = verdicts
        .iter()
        .filter_map(|v| v.failure.as_ref().map(|why| format!("{}: {why}", v.name)))
        .collect();
    assert!(failures.is_empty(), "{id}:\n{}", failures.join("\n"));

    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(testdata::dir(id).join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| {
        insta::assert_snapshot!("testdata", testdata_record(id, &binary));
        insta::assert_snapshot!("seeded", seeded_record(problem));
    });
}

macro_rules! problems {
    ($($id:ident),* $(,)?) => {
        /// The problems tested here, in registry order.
        const IDS: &[&str] = &[$(stringify!($id)),*];
        $(
            #[test]
            fn $id() {
                check_problem(stringify!($id));
            }
        )*
    };
}

problems!(
    hdu2176, poj1067, hdu1536, poj2234, poj2975, hdu1850, nim_ritual, poj2348, hdu1524, poj1740,
    hdu1846, hdu1847, hdu2516, hdu1517, hdu1564, hdu1729, hdu1404
);

#[test]
fn every_registered_problem_is_tested() {
    let registered: Vec<&str> = registry::all().iter().map(|p| p.id()).collect();
    assert_eq!(registered, IDS);
}
