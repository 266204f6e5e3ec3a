//! Per problem: insta snapshots of what it prints (stored in `testdata/<id>/snapshots`; review
//! with `cargo insta review`), then its files against the README's checklist, its testdata
//! through `solve` and the real binary, exhaustive and seeded cases against the oracle, and its
//! known-wrong solutions caught. Every snapshot is asserted before any check can fail, so that a
//! change of output always reaches review as a diff; a failed check still fails the test after.

use game_core::io::{Error, Scanner, Writer};
use harness::caught::caught;
use harness::check::{check_oracle, check_testdata};
use harness::compare::Comparison;
use harness::game::SolveFn;
use harness::judge::Verdict as JudgeVerdict;
use harness::problems;
use harness::registry::interactive::{in_process, Conversation, Interaction, Starts};
use harness::registry::Problem;
use harness::runner::{binary_dir, build_binaries, run_binary, run_in_process};
use harness::testdata;
use std::cell::RefCell;
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

/// Every testdata case as the real binary runs it: input, stdout, stderr, exit code (whether or
/// not they are what the `.out` and `.err` files say: the checks judge that).
fn testdata_record(id: &str, binary: &Path) -> Result<String, String> {
    let mut record = String::new();
    for case in testdata::cases(id).map_err(|e| format!("testdata: {e}"))? {
        let outcome = run_binary(binary, &case.input)
            .map_err(|e| format!("cannot run {}: {e}", binary.display()))?;
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
    Ok(record)
}

/// The seeded cases of `problem` with the outputs `solve` gives them, each output marked as equal
/// to the oracle's or not (accepted by the checker or not, for a checked problem); with the record, one line per output that differs. `Err` if the
/// cases cannot be made (e.g. a `todo!()` left in the problem's harness module).
fn seeded_record(problem: &dyn Problem, solve: SolveFn) -> Result<(String, Vec<String>), String> {
    if let Some(games) = problem.interaction() {
        return Ok(played_record(problem, games));
    }
    let mut record = String::new();
    let mut differing = Vec::new();
    for seed in SNAPSHOT_SEEDS {
        let file = caught(|| problem.seeded(seed, SNAPSHOT_CASES)).and_then(|made| made)?;
        let outcome = run_in_process(solve, file.input.as_bytes());
        let judged = problem.judge_output(
            &file.input,
            &file.expected,
            &outcome.stdout,
            Comparison::Exact,
        );
        let (right, wrong) = if problem.checked() {
            ("accepted by the checker", "REJECTED by the checker")
        } else {
            ("equal to the oracle's", "DIFFERS from the oracle's")
        };
        let verdict = match judged {
            Ok(()) => right.to_string(),
            Err(m) => {
                let why = if problem.checked() {
                    "is rejected by the checker"
                } else {
                    "differs from the oracle"
                };
                differing.push(format!("{}: output {why}: {m}", file.label));
                format!("{wrong}: {m}")
            }
        };
        let _ = write!(
            record,
            "=== generator {}::random_case, {}\n--- input\n{}\n--- output ({verdict})\n{}\n",
            problem.id(),
            file.label,
            shown(file.input.as_bytes()),
            outcome.stdout
        );
    }
    Ok((record, differing))
}

/// An interactive problem's seeded conversations (the snapshot seeds' random starts, under
/// every strategy of the referee) as the crate's solve plays them: each transcript with its
/// verdict; with the record, one line per conversation not won.
fn played_record(problem: &dyn Problem, games: &dyn Interaction) -> (String, Vec<String>) {
    let mut record = String::new();
    let mut lost = Vec::new();
    for seed in SNAPSHOT_SEEDS {
        for strategy in 0..games.strategies().len() {
            let conversation = Conversation {
                starts: Starts::Random {
                    seed,
                    count: SNAPSHOT_CASES,
                },
                strategy,
                seed,
            };
            let label = games.label(&conversation);
            let player = in_process(games.play_fn(), problem.limits());
            let played = games.play(&conversation, player);
            let verdict = match played.verdict {
                JudgeVerdict::Accepted => "every game won".to_string(),
                _ => {
                    lost.push(format!("{label}: {} {}", played.verdict, played.why));
                    format!("NOT WON: {} {}", played.verdict, played.why)
                }
            };
            let _ = write!(
                record,
                "=== {label}\n--- {verdict}\n{}\n",
                played.transcript
            );
        }
    }
    (record, lost)
}

/// Compares `text` with snapshot `name` of problem `id`, `testdata/<id>/snapshots/<name>.snap`.
fn assert_snapshot(id: &str, name: &str, text: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(testdata::dir(id).join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, text));
}

/// Compares every record (snapshot name, text) with its snapshot through `assert`, each one even
/// after another has failed, and only then runs `checks`. Returns every failure: the checks',
/// then the snapshots'.
fn snapshots_then_checks(
    records: &[(&str, String)],
    assert: impl Fn(&str, &str),
    checks: impl FnOnce() -> Vec<String>,
) -> Vec<String> {
    let mismatches: Vec<String> = records
        .iter()
        .filter(|(name, text)| caught(|| assert(name, text)).is_err())
        .map(|(name, _)| {
            format!(
                "snapshot `{name}` does not match {name}.snap (insta printed the diff above; \
                 outside CI the new one waits in {name}.snap.new: `cargo insta review`)"
            )
        })
        .collect();
    let mut failures = checks();
    failures.extend(mismatches);
    failures
}

/// Problem `id`'s snapshots (each asserted, stored for review when it differs), then its checks;
/// fails with every failure of either.
fn check_problem(id: &str) {
    let problem = problems::find(id).expect("the problem is registered");
    build_binaries(IDS).expect("the problem binaries build");
    let binary = binary_dir().join(id);
    let mut records = Vec::new();
    let mut failures = Vec::new();
    match testdata_record(id, &binary) {
        Ok(record) => records.push(("testdata", record)),
        Err(e) => failures.push(format!("no testdata snapshot: {e}")),
    }
    match seeded_record(problem, problem.solve()) {
        Ok((record, differing)) => {
            records.push(("seeded", record));
            failures.extend(differing);
        }
        Err(e) => failures.push(format!("no seeded snapshot: {e}")),
    }
    let checks = || {
        let mut verdicts = check_testdata(problem, Some(&binary));
        verdicts.extend(check_oracle(problem, Some(&binary)));
        verdicts
            .into_iter()
            .filter_map(|v| v.failure.map(|why| format!("{}: {why}", v.name)))
            .collect()
    };
    let mut all = snapshots_then_checks(
        &records,
        |name, text| assert_snapshot(id, name, text),
        checks,
    );
    all.extend(failures);
    assert!(all.is_empty(), "{id}:\n{}", all.join("\n"));
}

/// Prints nothing, whatever the input: a solve whose every answer differs from the oracle's.
fn prints_nothing(_: &mut Scanner<&[u8]>, _: &mut Writer<Vec<u8>>) -> Result<(), Error> {
    Ok(())
}

#[test]
fn a_seeded_output_is_recorded_with_whether_it_equals_the_oracles() {
    let problem = problems::find("hdu1848").expect("registered");
    let (record, differing) = seeded_record(problem, problem.solve()).expect("cases are made");
    assert!(differing.is_empty(), "{differing:?}");
    assert_eq!(
        record
            .matches("--- output (equal to the oracle's)\n")
            .count(),
        2
    );
    // A wrong output is recorded, marked, and listed: not a panic before the snapshot.
    let (record, differing) = seeded_record(problem, prints_nothing).expect("cases are made");
    assert_eq!(
        differing,
        [
            "seed 1, 6 cases: output differs from the oracle: case 1, line 1: expected \"Fibo\\n\", got end of output",
            "seed 2, 6 cases: output differs from the oracle: case 1, line 1: expected \"Fibo\\n\", got end of output",
        ]
    );
    assert_eq!(
        record
            .matches("--- output (DIFFERS from the oracle's: case 1, line 1: ")
            .count(),
        2
    );
}

#[test]
fn every_snapshot_is_asserted_before_any_check_fails() {
    let log = RefCell::new(Vec::new());
    let records = [("first", "a".to_string()), ("second", "b".to_string())];
    let assert = |name: &str, text: &str| {
        log.borrow_mut().push(format!("assert {name} {text}"));
        assert_ne!(name, "first", "a mismatch");
    };
    let checks = || {
        log.borrow_mut().push("checks".to_string());
        vec!["sample: stdout differs".to_string()]
    };
    let failures = snapshots_then_checks(&records, assert, checks);
    assert_eq!(
        *log.borrow(),
        ["assert first a", "assert second b", "checks"]
    );
    assert_eq!(
        failures,
        [
            "sample: stdout differs",
            "snapshot `first` does not match first.snap (insta printed the diff above; outside CI \
             the new one waits in first.snap.new: `cargo insta review`)",
        ]
    );
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

// BEGIN GENERATED by `cargo run -p harness -- sync` from problems/*: do not edit by hand.
problems! {
    abc206_f,
    abc209_e,
    abc229_h,
    abc278_g,
    abc368_f,
    cf1033g,
    cf1149e,
    cf150a,
    cf1839_e,
    cf1844a,
    cf1934_d2,
    cf255e,
    cf603c,
    cf768e,
    cf850c,
    chefgm,
    cses1098,
    cses1099,
    cses1729,
    cses1730,
    cses2207,
    cses2208,
    dp_k,
    dp_l,
    gerald08,
    hackenbushbamboo,
    hackenbushpurplehearts,
    hackenbushshrubbery,
    hdu1079,
    hdu1404,
    hdu1517,
    hdu1524,
    hdu1536,
    hdu1538,
    hdu1564,
    hdu1729,
    hdu1730,
    hdu1846,
    hdu1847,
    hdu1848,
    hdu1850,
    hdu1907,
    hdu2149,
    hdu2176,
    hdu2177,
    hdu2516,
    hdu2999,
    hdu3032,
    hdu3094,
    hdu3389,
    hdu3404,
    hdu3537,
    hdu3544,
    hdu3590,
    hdu3595,
    hdu3980,
    hdu4111,
    hdu4203,
    hdu4315,
    hdu4664,
    hdu5299,
    hdu5724,
    hdu5754,
    hdu5795,
    nim_product_64,
    nim_ritual,
    poj1067,
    poj1704,
    poj1740,
    poj2068,
    poj2234,
    poj2311,
    poj2315,
    poj2348,
    poj2975,
    poj3533,
    poj3537,
    poj3710,
}
// END GENERATED

#[test]
fn every_registered_problem_is_tested() {
    let registered: Vec<&str> = problems::all().iter().map(|p| p.id()).collect();
    assert_eq!(registered, IDS);
}
