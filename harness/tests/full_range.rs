//! The full-range cases of every problem (`harness judge`'s "full range" group): judge-sized
//! files that validate and that the proven solution answers, read back by `Game::parse` to the
//! same cases (so any judge-format input can be shrunk), and a known-wrong solution that only
//! they catch, wherever the judge's range holds one the oracle's cases cannot reach.

use harness::check::CASES_PER_SEED;
use harness::registry::{self, Problem};

/// Seeds of the judge-sized files checked here.
const SEEDS: [u64; 3] = [1, 2, 3];

/// Problems whose known-wrong solutions need no judge-sized case, each with the reason: the
/// oracle's random cases already span the judge's whole range, or every bug that larger cases
/// would show is already shown by smaller ones.
const NO_FULL_RANGE_ONLY_BUG: &[(&str, &str)] = &[
    (
        "hdu1517",
        "the oracle reaches every n of the judge's range: the random cases span it already",
    ),
    (
        "hdu1079",
        "the exhaustive cases are every date of the game (37,198), in files of 1000 dates: the \
         judge's only other range is the count T, which no answer depends on",
    ),
    (
        "hdu1404",
        "the random cases hold strings of every length to 6, numbers past 10^5 included (small \
         digits: 100000 reaches few positions), so a table or a number type too small for 6 \
         digits shows there; judge-sized strings add only large digits, which no size depends on",
    ),
    (
        "hdu1564",
        "the winner is n's parity alone, no table is needed, and n ≤ 10^4 overflows nothing \
         (even n² = 10^8 < 2^31): any bug in that rule shows on the oracle's boards 1..=5",
    ),
    (
        "hdu1846",
        "n, m ≤ 1000: the random cases reach n = 1000 (with m ≤ 12) and m = 1000 (with \
         n ≤ 120), and the rule's only arithmetic, n mod (m + 1), stays below 1001",
    ),
    (
        "hdu1848",
        "the random cases reach every pile size (one pile to 1000, two small); three large \
         piles only xor three values below 16, which the small cases exercise",
    ),
];

/// Problems whose `Game::parse` and judge-sized generator are not written yet.
const NOT_YET: &[&str] = &[
    "hdu1524",
    "hdu1847",
    "hdu1850",
    "hdu1907",
    "hdu2149",
    "hdu2516",
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
    "poj1067",
    "poj1704",
    "poj1740",
    "poj2234",
    "poj2311",
    "poj2348",
    "poj2975",
    "poj3537",
    "poj3710",
];

fn problems() -> impl Iterator<Item = &'static dyn Problem> {
    registry::all()
        .into_iter()
        .filter(|p| !NOT_YET.contains(&p.id()))
}

#[test]
fn judge_sized_files_validate_and_the_proven_solution_answers_them() {
    let mut problems_found = Vec::new();
    for problem in problems() {
        for seed in SEEDS {
            if let Err(e) = problem.judge_sized(seed, 6) {
                problems_found.push(format!("{}: {e}", problem.id()));
            }
        }
    }
    assert!(problems_found.is_empty(), "{}", problems_found.join("\n"));
}

#[test]
fn every_generated_file_parses_back_to_its_cases() {
    let mismatches: Vec<String> = problems()
        .filter_map(|p| {
            p.parse_mismatch(&SEEDS, CASES_PER_SEED)
                .map(|why| format!("{}: {why}", p.id()))
        })
        .collect();
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn some_known_wrong_solution_is_caught_only_by_full_range_cases() {
    let mut missing = Vec::new();
    for problem in problems() {
        let excepted = NO_FULL_RANGE_ONLY_BUG
            .iter()
            .any(|&(id, _)| id == problem.id());
        let only_full_range = problem
            .wrong_caught(&SEEDS, CASES_PER_SEED)
            .into_iter()
            .filter(|(_, by)| by.as_deref().is_some_and(|b| b.starts_with("judge-sized")))
            .count();
        if excepted && only_full_range > 0 {
            missing.push(format!(
                "{}: listed as having no full-range-only bug, but {only_full_range} wrong \
                 solution(s) are caught only there: drop it from the list",
                problem.id()
            ));
        }
        if !excepted && only_full_range == 0 {
            missing.push(format!(
                "{}: no known-wrong solution is caught only by judge-sized cases",
                problem.id()
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_lists_name_registered_problems() {
    for id in NO_FULL_RANGE_ONLY_BUG
        .iter()
        .map(|&(id, _)| id)
        .chain(NOT_YET.iter().copied())
    {
        assert!(registry::find(id).is_some(), "{id} is not registered");
    }
}
