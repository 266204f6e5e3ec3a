//! Inputs past the judge's stated limits (more cases, more piles, a wider board, a larger pile
//! where the rules still decide it) are answered, not refused: judges' data does not always keep
//! to the statement. Each such testdata case, `edge-past-statement-*`, is answered by the
//! problem's oracle from the rules (its cases read back by `Game::parse`, not validated), and its
//! expected output must be the oracle's.

use harness::caught::caught;
use harness::compare::Comparison;
use harness::problems;
use harness::registry::Problem;
use harness::testdata;

/// Problems whose statement's limits were once refusals here and are now answered: each must
/// keep at least one `edge-past-statement-*` case.
const ANSWERED_PAST_THE_STATEMENT: &[&str] = &[
    "abc209_e",
    "abc368_f",
    "cf1149e",
    "cf150a",
    "cf1844a",
    "cf255e",
    "cf603c",
    "cf768e",
    "cses1098",
    "cses1099",
    "cses1729",
    "cses1730",
    "cses2208",
    "dp_k",
    "hdu1524",
    "hdu1536",
    "hdu1729",
    "hdu1846",
    "hdu1848",
    "hdu1850",
    "hdu1907",
    "hdu2149",
    "hdu3032",
    "hdu3094",
    "hdu3537",
    "hdu3590",
    "hdu3595",
    "hdu4664",
    "hdu5724",
    "hdu5795",
    "nim_product_64",
    "nim_ritual",
    "poj1704",
    "poj1740",
    "poj2234",
    "poj2975",
    "poj3710",
];

const PREFIX: &str = "edge-past-statement-";

fn past_statement_cases(problem: &dyn Problem) -> Vec<testdata::Case> {
    testdata::cases(problem.id())
        .unwrap_or_else(|e| panic!("{}: {e}", problem.id()))
        .into_iter()
        .filter(|case| case.name.starts_with(PREFIX))
        .collect()
}

#[test]
fn every_case_past_the_statement_is_the_oracles_answer() {
    let mut checked = 0;
    for problem in problems::all() {
        for case in past_statement_cases(problem) {
            let label = format!("{}/{}", problem.id(), case.name);
            assert_eq!(case.stderr, None, "{label}: answered, so no .err");
            let input = String::from_utf8(case.input.clone())
                .unwrap_or_else(|_| panic!("{label}: not UTF-8"));
            let oracle = problem
                .oracle_answer(&input)
                .unwrap_or_else(|| panic!("{label}: not in the judge's format (parse is None)"));
            // Exactly the oracle's answer; for a checked problem, an answer its checker accepts,
            // as it must accept the oracle's own.
            if problem.checked() {
                let judged = problem.judge_output(&input, &[], &oracle, Comparison::Exact);
                if let Err(m) = judged {
                    panic!("{label}: the checker rejects the oracle's answer: {m}");
                }
            }
            let judged = problem.judge_output(&input, &[oracle], &case.stdout, Comparison::Exact);
            if let Err(m) = judged {
                panic!("{label}: the expected output is not the oracle's answer: {m}");
            }
            checked += 1;
        }
    }
    assert!(
        checked >= ANSWERED_PAST_THE_STATEMENT.len(),
        "{checked} cases"
    );
}

#[test]
fn each_problem_once_refusing_past_its_statement_keeps_such_a_case() {
    for id in ANSWERED_PAST_THE_STATEMENT {
        let problem = problems::find(id).unwrap_or_else(|| panic!("{id} is not registered"));
        assert!(
            !past_statement_cases(problem).is_empty(),
            "{id}: no {PREFIX}* case in testdata/{id}"
        );
    }
}

#[test]
fn every_testdata_input_is_read_back_or_refused_without_a_panic() {
    // `Game::parse` reads any text (a user's input, a malformed testdata case) and `Game::shrink`
    // any case it reads: they may refuse, never panic. `smallest_by_verdict` with a verdict that
    // never fails only parses, shrinks (trying nothing) and renders.
    for problem in problems::all() {
        for case in testdata::cases(problem.id()).unwrap() {
            let input = String::from_utf8_lossy(&case.input);
            let read = caught(|| problem.smallest_by_verdict(&input, &|_| false, 0));
            if let Err(why) = read {
                panic!(
                    "{}/{}: parse or shrink panicked: {why}",
                    problem.id(),
                    case.name
                );
            }
        }
    }
}
