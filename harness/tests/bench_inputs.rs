//! The benchmark's generators make valid inputs: the small variant of every worst-case,
//! table, single-case and 100 MB input runs through the problem's real (debug) binary with exit
//! code 0, no error, and an answer. The full-size inputs are the benchmark's job
//! (`cargo run --release -p harness -- bench`), not the tests'. The default run takes the first
//! problems that cover every kind of input; every problem's inputs are the heavy tier's
//! (`cargo test -p harness --test bench_inputs -- --ignored heavy::`, run by `.ci/run`).

use harness::inputs::text::Text;
use harness::inputs::{Input, Kind, Scale};
use harness::problems;
use harness::registry::Problem;
use harness::runner::{binary_dir, build_binaries, run_binary};

#[test]
fn every_problem_has_the_inputs_of_its_kind() {
    for problem in problems::all() {
        let inputs = problem.bench_inputs(Scale::Small);
        let has = |kind| inputs.iter().any(|i| i.kind == kind);
        let id = problem.id();
        assert!(has(Kind::Worst), "{id}: no worst case");
        // A streaming problem has both a maximal single case and a 100 MB input, or neither.
        assert_eq!(has(Kind::Single), has(Kind::Big), "{id}");
        let mut names: Vec<&str> = inputs.iter().map(|i| i.name()).collect();
        names.dedup();
        assert_eq!(names.len(), inputs.len(), "{id}: two inputs of one kind");
    }
}

/// The default run: the first problems that together have an input of every kind (each kind's
/// generator path once); the heavy tier runs every problem's.
#[test]
fn small_generated_inputs_of_every_kind_are_accepted_by_the_binaries() {
    let mut kinds_seen = Vec::new();
    let mut chosen = Vec::new();
    for problem in problems::all() {
        let kinds: Vec<Kind> = problem
            .bench_inputs(Scale::Small)
            .iter()
            .map(|i| i.kind)
            .collect();
        if kinds.iter().any(|kind| !kinds_seen.contains(kind)) {
            kinds_seen.extend(kinds);
            chosen.push(problem);
        }
    }
    assert!(kinds_seen.contains(&Kind::Big) && kinds_seen.contains(&Kind::Table));
    check_small_inputs(&chosen);
}

/// The heavy tier: every problem's inputs (`.ci/run` runs it).
mod heavy {
    use super::*;

    #[test]
    #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
    fn every_small_generated_input_is_accepted_by_the_binaries() {
        check_small_inputs(&problems::all());
    }
}

/// Every small generated input of `chosen` is deterministic and runs through the problem's
/// binary with exit code 0, no error, and an answer.
fn check_small_inputs(chosen: &[&'static dyn Problem]) {
    let ids: Vec<&str> = chosen.iter().map(|p| p.id()).collect();
    build_binaries(&ids).expect("the problem binaries build");
    for problem in chosen {
        let id = problem.id();
        for input in problem.bench_inputs(Scale::Small) {
            let bytes = generated(&input);
            assert_eq!(
                generated(&input),
                bytes,
                "{id} {}: not deterministic",
                input.name()
            );
            let outcome = run_binary(&binary_dir().join(id), &bytes).expect("the binary runs");
            assert_eq!(
                (outcome.code, outcome.stderr.as_str()),
                (0, ""),
                "{id} {}: {}",
                input.name(),
                input.what
            );
            assert!(
                !outcome.stdout.is_empty(),
                "{id} {}: no answer",
                input.name()
            );
        }
    }
}

fn generated(input: &Input) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut text = Text::new(&mut bytes);
    input.generate(&mut text);
    text.finish().expect("writing into memory cannot fail");
    bytes
}
