//! Everything that is checked for one problem, as a list of verdicts: its files against the
//! checklist (docs/adding.md), the testdata cases (in process and through the real binary), the
//! exhaustive and seeded cases against the oracle, and the known-wrong solutions (each must be
//! caught). A failure against the oracle shows the failing case's input; a panic in the
//! problem's harness module (a `todo!()` not yet written) is a failing verdict that says where.

use crate::binaries::workspace_root;
use crate::caught::caught;
use crate::checklist;
use crate::compare::Comparison;
use crate::game::SolveFn;
use crate::interactive::player::Player;
use crate::interactive::Played;
use crate::registry::interactive::{in_process, Interaction};
use crate::registry::{Generated, Problem, CASES_PER_SEED, SEEDS};
use crate::runner::{run_binary, run_in_process, Outcome};
use crate::testdata;
use crate::verdict::Verdict as JudgeVerdict;
use std::ops::Range;
use std::path::Path;
use std::time::Duration;

/// The most input lines a failure shows.
pub const SHOWN_LINES: usize = 12;

/// The most characters of one input line a failure shows.
pub const SHOWN_LINE_CHARS: usize = 120;

/// How far a failure's continuation lines are indented (`harness check` prints the first line
/// of a failure after 8 spaces).
const INDENT: &str = "        ";

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

/// Why `outcome` is not what testdata `case` of `problem` expects, if it is not: stderr and exit
/// code exactly; stdout exactly, or, for a checked problem, accepted by its checker
/// ([`Problem::judge_output`]). Public for the other ways of running a solution (e.g. its
/// one-file bundle).
pub fn testdata_failure(
    problem: &dyn Problem,
    case: &testdata::Case,
    outcome: &Outcome,
) -> Option<String> {
    let mut problems = Vec::new();
    let input = String::from_utf8_lossy(&case.input);
    let expected = std::slice::from_ref(&case.stdout);
    if let Err(m) = problem.judge_output(&input, expected, &outcome.stdout, Comparison::Exact) {
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

/// Why `outcome` differs from the oracle's answers in `file` of `problem` (or, for a checked
/// problem, is not accepted by its checker; or is not a clean exit), if it does, followed by the
/// input that fails ([`failing_input`]; `solve` is the code that produced `outcome`, run again
/// on parts of the file to find the failing case's lines). Public for the other ways of running
/// a solution (e.g. its one-file bundle).
pub fn oracle_failure(
    problem: &dyn Problem,
    file: &Generated,
    outcome: &Outcome,
    solve: SolveFn,
) -> Option<String> {
    let mut problems = Vec::new();
    let mut case = None;
    let judged = problem.judge_output(
        &file.input,
        &file.expected,
        &outcome.stdout,
        Comparison::Exact,
    );
    if let Err(m) = judged {
        case = m.case;
        problems.push(m.to_string());
    }
    if outcome.code != 0 || !outcome.stderr.is_empty() {
        problems.push(format!(
            "exit {}: {}",
            outcome.code,
            outcome.stderr.trim_end()
        ));
    }
    if problems.is_empty() {
        return None;
    }
    let error_line = error_line(&outcome.stderr);
    Some(problems.join("; ") + &failing_input(file, case, error_line, solve))
}

/// The line of the input an error message (`error: line L, column C: …`) names.
fn error_line(stderr: &str) -> Option<usize> {
    let rest = stderr.strip_prefix("error: line ")?;
    rest[..rest.find(|c: char| !c.is_ascii_digit())?]
        .parse()
        .ok()
}

/// The input to show with a failure of `file`, as indented numbered lines after a title: the
/// lines of case `case` if [`case_lines`] finds them; else, after an error at `error_line`,
/// the lines up to it; else the whole file. At most [`SHOWN_LINES`] lines of at most
/// [`SHOWN_LINE_CHARS`] characters each are shown, and the title says what was left out.
pub fn failing_input(
    file: &Generated,
    case: Option<usize>,
    error_line: Option<usize>,
    solve: SolveFn,
) -> String {
    let lines: Vec<&str> = file.input.split_inclusive('\n').collect();
    let of = format!("of {} ({} lines)", file.label, lines.len());
    let found =
        case.and_then(|case| Some((case, case_lines(solve, &lines, &file.expected, case)?)));
    let (title, range) = match (found, error_line) {
        (Some((case, range)), _) => (format!("input of case {case}"), range),
        (None, Some(line)) if (1..=lines.len()).contains(&line) => (
            format!("input up to line {line}, where the error is"),
            line.saturating_sub(SHOWN_LINES)..line,
        ),
        _ => ("input".to_string(), 0..lines.len()),
    };
    if range.is_empty() {
        return format!("\n{INDENT}{title} {of}: empty");
    }
    let mut text = format!(
        "\n{INDENT}{title}, lines {}..={} {of}:",
        range.start + 1,
        range.end
    );
    for (i, line) in lines[range.clone()].iter().enumerate().take(SHOWN_LINES) {
        let line = line.trim_end_matches(['\n', '\r']);
        let mut shown: String = line.chars().take(SHOWN_LINE_CHARS).collect();
        if shown.len() < line.len() {
            shown.push('…');
        }
        text += &format!("\n{INDENT}{:>5} | {shown}", range.start + i + 1);
    }
    if range.len() > SHOWN_LINES {
        text += &format!("\n{INDENT}      … {} more lines", range.len() - SHOWN_LINES);
    }
    text
}

/// The lines (indices into `lines`, the input file's lines) that hold case `case` (from 1) of a
/// file whose expected answers per case are `expected`, found by running `solve` on prefixes of
/// whole lines: the case starts after the shortest prefix on which it prints every line of the
/// answers before it, and ends with the shortest on which it prints more. A solution prints
/// each answer once it has read its case, and keeps what it printed when the input stops early
/// (the workspace's input contract), so the lines printed only grow with the prefix; `None` if
/// they do not, or if nothing is printed for the case.
pub fn case_lines(
    solve: SolveFn,
    lines: &[&str],
    expected: &[String],
    case: usize,
) -> Option<Range<usize>> {
    let before: usize = expected
        .get(..case.checked_sub(1)?)?
        .iter()
        .map(|answer| answer.split_inclusive('\n').count())
        .sum();
    let printed = |k: usize| {
        run_in_process(solve, lines[..k].concat().as_bytes())
            .stdout
            .split_inclusive('\n')
            .count()
    };
    let prefixes: Vec<usize> = (0..=lines.len()).collect();
    let start = prefixes.partition_point(|&k| printed(k) < before);
    let end = prefixes.partition_point(|&k| printed(k) <= before);
    // The search assumes the printed lines grow with the prefix: check it where it matters.
    let sound = start < end
        && end <= lines.len()
        && printed(start) >= before
        && printed(end - 1) <= before
        && printed(end) > before;
    sound.then_some(start..end)
}

/// The files of problem `id` against the checklist (docs/adding.md) ([`checklist::missing`]): one
/// failing verdict per file that lacks something, with every gap in it, or one passing verdict.
pub fn check_checklist(id: &str) -> Vec<Verdict> {
    let mut verdicts: Vec<Verdict> = Vec::new();
    for gap in checklist::missing(&workspace_root(), id) {
        let name = format!("checklist: {}", gap.path);
        match verdicts.last_mut() {
            Some(Verdict {
                name: last,
                failure: Some(why),
            }) if *last == name => *why += &format!("\n{INDENT}{}", gap.what),
            _ => verdicts.push(Verdict::new(name, Some(gap.what))),
        }
    }
    if verdicts.is_empty() {
        verdicts.push(Verdict::new(
            "checklist (docs/adding.md, \"Adding a problem\")".into(),
            None,
        ));
    }
    verdicts
}

/// The files of `problem` against the checklist ([`check_checklist`]), then its testdata cases,
/// run in process and, given its path, through the binary.
pub fn check_testdata(problem: &dyn Problem, binary: Option<&Path>) -> Vec<Verdict> {
    let mut verdicts = check_checklist(problem.id());
    let cases = match testdata::cases(problem.id()) {
        Ok(cases) if !cases.is_empty() => cases,
        Ok(_) => {
            verdicts.push(Verdict::new("testdata".into(), Some("no cases".into())));
            return verdicts;
        }
        Err(e) => {
            verdicts.push(Verdict::new("testdata".into(), Some(e.to_string())));
            return verdicts;
        }
    };
    for case in &cases {
        if problem.checked() {
            // The `.out` of a checked problem is one right answer (the statement's, or one
            // derived by hand): the checker must accept it.
            let input = String::from_utf8_lossy(&case.input);
            let out = std::slice::from_ref(&case.stdout);
            let judged = problem.judge_output(&input, out, &case.stdout, Comparison::Exact);
            verdicts.push(Verdict::new(
                format!("testdata {}.out (checker)", case.name),
                judged.err().map(|m| format!("the checker rejects it: {m}")),
            ));
        }
        let outcome = run_in_process(problem.solve(), &case.input);
        verdicts.push(Verdict::new(
            format!("testdata {} (in process)", case.name),
            testdata_failure(problem, case, &outcome),
        ));
        if let Some(path) = binary {
            let failure = match run_binary(path, &case.input) {
                Ok(outcome) => testdata_failure(problem, case, &outcome),
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

/// The exhaustive and seeded cases of `problem` against its oracle (in process; the last seed
/// also through the binary, given its path), and its known-wrong solutions. Cases that cannot be
/// made (an invalid case, or a panic such as a `todo!()` in the harness module) fail the check
/// with the reason.
pub fn check_oracle(problem: &dyn Problem, binary: Option<&Path>) -> Vec<Verdict> {
    if let Some(games) = problem.interaction() {
        return check_games(problem, games, binary);
    }
    let mut files = match caught(|| problem.exhaustive()).and_then(|made| made) {
        Ok(files) => files,
        Err(e) => return vec![Verdict::new("exhaustive".into(), Some(e))],
    };
    for &seed in &SEEDS {
        match caught(|| problem.seeded(seed, CASES_PER_SEED)).and_then(|made| made) {
            Ok(file) => files.push(file),
            Err(e) => return vec![Verdict::new(format!("seed {seed}"), Some(e))],
        }
    }
    let mut verdicts: Vec<Verdict> = files
        .iter()
        .map(|file| {
            let outcome = run_in_process(problem.solve(), file.input.as_bytes());
            Verdict::new(
                file.label.clone(),
                oracle_failure(problem, file, &outcome, problem.solve()),
            )
        })
        .collect();
    if let (Some(path), Some(file)) = (binary, files.last()) {
        let failure = match run_binary(path, file.input.as_bytes()) {
            Ok(outcome) => oracle_failure(problem, file, &outcome, problem.solve()),
            Err(e) => Some(format!("cannot run {}: {e}", path.display())),
        };
        verdicts.push(Verdict::new(format!("{} (binary)", file.label), failure));
    }
    let wrong = match caught(|| problem.wrong_caught(&SEEDS, CASES_PER_SEED)) {
        Ok(wrong) => wrong,
        Err(e) => {
            verdicts.push(Verdict::new("wrong solutions".into(), Some(e)));
            return verdicts;
        }
    };
    for (name, caught_by) in wrong {
        let failure = match caught_by {
            Some(_) => None,
            None => Some("no case tells it from the oracle".to_string()),
        };
        let by = caught_by
            .map(|c| format!(", caught by {c}"))
            .unwrap_or_default();
        verdicts.push(Verdict::new(
            format!("wrong solution {name:?}{by}"),
            failure,
        ));
    }
    verdicts
}

/// The games of an interactive problem: every conversation of [`Interaction::conversations`]
/// (the traps, the small starts, [`CASES_PER_SEED`] random and judge-sized starts from each of
/// [`SEEDS`], each under every strategy of the referee) won by the crate's solve in process, the
/// last one also by the real binary over pipes; then each known-wrong strategy must lose one.
pub fn check_games(
    problem: &dyn Problem,
    games: &dyn Interaction,
    binary: Option<&Path>,
) -> Vec<Verdict> {
    let conversations = match caught(|| games.conversations(&SEEDS, CASES_PER_SEED)) {
        Ok(Ok(conversations)) => conversations,
        Ok(Err(e)) | Err(e) => return vec![Verdict::new("conversations".into(), Some(e))],
    };
    let lost = |played: Played| {
        (played.verdict != JudgeVerdict::Accepted).then(|| {
            format!(
                "{}: {}\n{INDENT}transcript (last lines):\n{}",
                played.verdict,
                played.why,
                last_lines(&played.transcript.to_string())
            )
        })
    };
    let mut verdicts: Vec<Verdict> = conversations
        .iter()
        .map(|(group, c)| {
            let player = in_process(games.play_fn(), problem.limits());
            Verdict::new(
                format!("{group}: {}", games.label(c)),
                lost(games.play(c, player)),
            )
        })
        .collect();
    if let (Some(path), Some((group, c))) = (binary, conversations.last()) {
        let command = [path.display().to_string()];
        let time = Duration::from_millis(problem.limits().time_ms);
        let limits = crate::judge::run_limits(problem, &[], time, crate::judge::MIN_OUTPUT_BYTES);
        let failure = match Player::program(&command, &limits) {
            Ok(player) => lost(games.play(c, player)),
            Err(e) => Some(format!("cannot run {}: {e}", path.display())),
        };
        verdicts.push(Verdict::new(
            format!("{group}: {} (binary)", games.label(c)),
            failure,
        ));
    }
    for (name, caught_by) in problem.wrong_caught(&SEEDS, CASES_PER_SEED) {
        let by = caught_by
            .as_ref()
            .map(|c| format!(", lost {c}"))
            .unwrap_or_default();
        verdicts.push(Verdict::new(
            format!("wrong strategy {name:?}{by}"),
            caught_by.is_none().then(|| "wins every game".to_string()),
        ));
    }
    verdicts
}

/// The last [`SHOWN_LINES`] lines of `text`, indented.
fn last_lines(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(SHOWN_LINES)..]
        .iter()
        .map(|line| format!("{INDENT}{line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_lines_are_read_from_the_message() {
        assert_eq!(
            error_line("error: line 12, column 3: expected a pile, found \"x\"\n"),
            Some(12)
        );
        assert_eq!(error_line("thread panicked at line 5"), None);
        assert_eq!(error_line(""), None);
    }

    #[test]
    fn without_a_case_the_whole_file_is_shown_cut_to_size() {
        let long = "7 ".repeat(70); // 140 characters
        let input: String = (1..=14)
            .map(|i| format!("{i}\n"))
            .chain([format!("{long}\n")])
            .collect();
        let file = Generated {
            label: "t".to_string(),
            input,
            expected: Vec::new(),
        };
        let solve: SolveFn = |_, _| Ok(());
        let shown = failing_input(&file, None, None, solve);
        let mut expected = "\n        input, lines 1..=15 of t (15 lines):".to_string();
        for i in 1..=12 {
            expected += &format!("\n        {i:>5} | {i}");
        }
        expected += "\n              … 3 more lines";
        assert_eq!(shown, expected);
        // Up to an error on line 15: the last 12 lines, the long one cut to 120 characters.
        let shown = failing_input(&file, None, Some(15), solve);
        assert!(shown.starts_with("\n        input up to line 15, where the error is, lines 4..=15 of t (15 lines):\n            4 | 4\n"));
        assert!(shown.ends_with(&format!("\n           15 | {}…", &long[..120])));
        let empty = Generated {
            input: String::new(),
            ..file
        };
        assert_eq!(
            failing_input(&empty, None, None, solve),
            "\n        input of t (0 lines): empty"
        );
    }
}
