//! A failure against the oracle shows the failing case's input: checked with deliberately wrong
//! subjects on poj1067's first exhaustive file, whose cases are the pairs (a, b) for a, b in
//! 0..=30 in order, one a line: (3, 5) is case 3·31 + 5 + 1 = 99, on line 99, and is lost for the
//! player to move (3 = ⌊2φ⌋, 5 = 3 + 2), so the oracle answers 0.

use game_core::io::{Error, Scanner, Writer};
use harness::check::{case_lines, oracle_failure};
use harness::problems;
use harness::registry::{Generated, Problem};
use harness::runner::run_in_process;

/// poj1067's first exhaustive file.
fn poj1067() -> &'static dyn Problem {
    problems::find("poj1067").expect("registered")
}

fn first_file() -> Generated {
    let problem = poj1067();
    let file = problem.exhaustive().expect("valid cases").remove(0);
    assert!(file.label.starts_with("exhaustive 1/"), "{}", file.label);
    assert_eq!(file.input.lines().nth(98), Some("3 5"));
    file
}

/// Right on every pair but (3, 5), which it calls a win.
fn wrong_on_3_5(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
    while let Some(a) = input.u64_or_end("a", 0..=u64::MAX)? {
        let b = input.u64("b", 0..=u64::MAX)?;
        let win = game_core::wythoff::first_player_wins(a, b) || (a, b) == (3, 5);
        out.line(if win { "1" } else { "0" })?;
    }
    Ok(())
}

/// Right on every pair before (3, 5), and rejects it as if it broke a limit (`reject` names the
/// token just read: the 5, at column 3).
fn rejects_3_5(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
    while let Some(a) = input.u64_or_end("a", 0..=u64::MAX)? {
        let b = input.u64("b", 0..=u64::MAX)?;
        if (a, b) == (3, 5) {
            return Err(input.reject("a pair other than 3 5"));
        }
        out.line(if game_core::wythoff::first_player_wins(a, b) {
            "1"
        } else {
            "0"
        })?;
    }
    Ok(())
}

#[test]
fn a_wrong_answer_shows_its_case_input() {
    let file = first_file();
    let outcome = run_in_process(wrong_on_3_5, file.input.as_bytes());
    let why = oracle_failure(poj1067(), &file, &outcome, wrong_on_3_5).expect("caught");
    let lines = file.input.lines().count();
    assert_eq!(
        why,
        format!(
            "case 99, line 99: expected \"0\\n\", got \"1\\n\"\n        \
             input of case 99, lines 99..=99 of {} ({lines} lines):\n        \
             \x20  99 | 3 5",
            file.label
        )
    );
    let all: Vec<&str> = file.input.split_inclusive('\n').collect();
    assert_eq!(
        case_lines(wrong_on_3_5, &all, &file.expected, 99),
        Some(98..99)
    );
    assert_eq!(
        case_lines(wrong_on_3_5, &all, &file.expected, 1),
        Some(0..1)
    );
}

#[test]
fn an_error_shows_the_input_up_to_its_line() {
    let file = first_file();
    let outcome = run_in_process(rejects_3_5, file.input.as_bytes());
    assert_eq!(outcome.code, 1);
    let why = oracle_failure(poj1067(), &file, &outcome, rejects_3_5).expect("caught");
    // The answers stop after case 98, so no prefix prints a line of case 99: the error's line
    // number narrows the input instead, to the 12 lines up to line 99.
    let expected_head = format!(
        "case 99, line 99: expected \"0\\n\", got end of output; exit 1: error: line 99, column 3: \
         expected a pair other than 3 5, found \"5\"\n        \
         input up to line 99, where the error is, lines 88..=99 of {}",
        file.label
    );
    assert!(why.starts_with(&expected_head), "{why}");
    assert!(why.contains("\n           88 | 2 25\n"), "{why}");
    assert!(why.ends_with("\n           99 | 3 5"), "{why}");
}
