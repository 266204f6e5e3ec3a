//! Everything that is checked for one problem, as a list of verdicts: the testdata cases (in
//! process and through the real binary), the exhaustive and seeded cases against the oracle, and
//! the known-wrong solutions (each must be caught).

use crate::compare::compare;
use crate::registry::{Generated, Problem};
use crate::runner::{run_binary, run_in_process, Outcome};
use crate::testdata;
use std::path::Path;

/// The seeds of the random cases every check runs (the snapshots use the first two).
pub const SEEDS: [u64; 12] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/// How many random cases each seed draws (capped by the problem's per-file limit).
pub const CASES_PER_SEED: usize = 40;

/// The outcome of one check.
#[derive(Debug, Clone)]
pub struct Verdict {
    /// What was checked, e.g. `testdata sample (binary)` or `seed 3, 40 cases`.
    pub name: String,
    /// `None` if it passed, else what went wrong (with the first difference).
    pub failure: Option<String>,
}

impl Verdict {
    fn new(name: String, failure: Option<String>) -> Self {
        Verdict { name, failure }
    }
}

/// Why `outcome` is not what testdata `case` expects (stdout, stderr and exit code, exactly), if
/// it is not. Public for the other ways of running a solution (e.g. its one-file bundle).
pub fn testdata_failure(case: &testdata::Case, outcome: &Outcome) -> Option<String> {
    let mut problems = Vec::new();
    if let Err(m) = compare(std::slice::from_ref(&case.stdout), &outcome.stdout) {
        problems.push(format!("stdout: {m}"));
    }
    let stderr = case.stderr.as_deref().unwrap_or("");
    if outcome.stderr != stderr {
        problems.push(format!(
            "stderr: expected {stderr:?}, got {:?}",
            outcome.stderr
        ));
    }
    if outcome.code != case.code() {
        problems.push(format!(
            "exit code: expected {}, got {}",
            case.code(),
            outcome.code
        ));
    }
    (!problems.is_empty()).then(|| problems.join("; "))
}

/// Why `outcome` differs from the oracle's answers in `file` (or is not a clean exit), if it does.
/// Public for the other ways of running a solution (e.g. its one-file bundle).
pub fn oracle_failure(file: &Generated, outcome: &Outcome) -> Option<String> {
    let mut problems = Vec::new();
    if let Err(m) = compare(&file.expected, &outcome.stdout) {
        problems.push(m.to_string());
    }
    if outcome.code != 0 || !outcome.stderr.is_empty() {
        problems.push(format!(
            "exit {}: {}",
            outcome.code,
            outcome.stderr.trim_end()
        ));
    }
    (!problems.is_empty()).then(|| problems.join("; "))
}

/// The testdata cases of `problem`, run in process and, given its path, through the binary.
pub fn check_testdata(problem: &dyn Problem, binary: Option<&Path>) -> Vec<Verdict> {
    let cases = match testdata::cases(problem.id()) {
        Ok(cases) if !cases.is_empty() => cases,
        Ok(_) => return vec![Verdict::new("testdata".into(), Some("no cases".into()))],
        Err(e) => return vec![Verdict::new("testdata".into(), Some(e.to_string()))],
    };
    let mut verdicts = Vec::new();
    for case in &cases {
        let outcome = run_in_process(problem.solve(), &case.input);
        verdicts.push(Verdict::new(
            format!("testdata {} (in process)", case.name),
            testdata_failure(case, &outcome),
        ));
        if let Some(path) = binary {
            let failure = match run_binary(path, &case.input) {
                Ok(outcome) => testdata_failure(case, &outcome),
                Err(e) => Some(format!("cannot run {}: {e}", path.display())),
            };
            verdicts.push(Verdict::new(
                format!("testdata {} (binary)", case.name),
                failure,
            ));
        }
    }
    verdicts
}

/// The exhaustive and seeded cases of `problem` against its oracle (in process; the first seed
/// also through the binary, given its path), and its known-wrong solutions.
pub fn check_oracle(problem: &dyn Problem, binary: Option<&Path>) -> Vec<Verdict> {
    let mut files = match problem.exhaustive() {
        Ok(files) => files,
        Err(e) => return vec![Verdict::new("exhaustive".into(), Some(e))],
    };
    for &seed in &SEEDS {
        match problem.seeded(seed, CASES_PER_SEED) {
            Ok(file) => files.push(file),
            Err(e) => return vec![Verdict::new(format!("seed {seed}"), Some(e))],
        }
    }
    let mut verdicts: Vec<Verdict> = files
        .iter()
        .map(|file| {
            let outcome = run_in_process(problem.solve(), file.input.as_bytes());
            Verdict::new(file.label.clone(), oracle_failure(file, &outcome))
        })
        .collect();
    if let (Some(path), Some(file)) = (binary, files.last()) {
        let failure = match run_binary(path, file.input.as_bytes()) {
            Ok(outcome) => oracle_failure(file, &outcome),
            Err(e) => Some(format!("cannot run {}: {e}", path.display())),
        };
        verdicts.push(Verdict::new(format!("{} (binary)", file.label), failure));
    }
    for (name, caught) in problem.wrong_caught(&SEEDS, CASES_PER_SEED) {
        let failure = match caught {
            Some(_) => None,
            None => Some("no case tells it from the oracle".to_string()),
        };
        let by = caught
            .map(|c| format!(", caught by {c}"))
            .unwrap_or_default();
        verdicts.push(Verdict::new(
            format!("wrong solution {name:?}{by}"),
            failure,
        ));
    }
    verdicts
}
