//! The table `harness bench` writes at the top of BENCHMARKS.md: one row for every registered
//! problem and none for a problem that is not, readable back so that a partial run can merge.

use harness::bench::markdown::{between, Section};
use std::collections::BTreeSet;

fn tracked_section() -> Section {
    let document = include_str!("../../BENCHMARKS.md");
    let text = between(document).expect("BENCHMARKS.md has the bench markers");
    Section::parse(text).expect("the table reads back, so `bench <id>…` can merge into it")
}

#[test]
fn every_registered_problem_has_one_row() {
    let section = tracked_section();
    let rows: Vec<String> = section.ids();
    let unique: BTreeSet<&String> = rows.iter().collect();
    assert_eq!(
        unique.len(),
        rows.len(),
        "a problem with two rows: {rows:?}"
    );
    let registered: BTreeSet<String> = harness::problems::all()
        .iter()
        .map(|p| p.id().to_string())
        .collect();
    let missing: Vec<&String> = registered
        .iter()
        .filter(|id| !unique.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "no row in BENCHMARKS.md for {missing:?}: run `cargo run --release -p harness -- bench \
         <id>… --quick`"
    );
    let unknown: Vec<&&String> = unique
        .iter()
        .filter(|id| !registered.contains(**id))
        .collect();
    assert!(
        unknown.is_empty(),
        "rows for unregistered problems: {unknown:?}"
    );
}

#[test]
fn the_table_opens_the_file() {
    let document = include_str!("../../BENCHMARKS.md");
    let table = document.find("<!-- bench:begin").expect("markers");
    let history = document.find("\n## History").expect("the dated findings");
    assert!(
        table < history,
        "the generated table comes before the dated findings"
    );
    assert!(
        !tracked_section().runs.is_empty(),
        "the runs the rows come from are listed"
    );
}
