//! The benchmark's generators make valid inputs: the small variant of every worst-case,
//! table, single-case and 100 MB input runs through the problem's real (debug) binary with exit
//! code 0, no error, and an answer. The full-size inputs are the benchmark's job
//! (`cargo run --release -p harness -- bench`), not the tests'.

use harness::bench::binaries::crate_exists;
use harness::bench::inputs::{inputs, Scale, JUDGES};
use harness::bench::text::Text;
use harness::runner::{binary_dir, build_binaries, run_binary};

#[test]
fn small_generated_inputs_are_accepted_by_the_binaries() {
    let ids: Vec<&str> = JUDGES
        .iter()
        .map(|j| j.id)
        .filter(|id| crate_exists(id))
        .collect();
    build_binaries(&ids).expect("the problem binaries build");
    for id in ids {
        for input in inputs(id, Scale::Small) {
            let mut bytes = Vec::new();
            let mut text = Text::new(&mut bytes);
            input.generate(&mut text);
            text.finish().expect("writing into memory cannot fail");
            let outcome = run_binary(&binary_dir().join(id), &bytes).expect("the binary runs");
            assert_eq!(
                (outcome.code, outcome.stderr.as_str()),
                (0, ""),
                "{id} {}: {}",
                input.name,
                input.what
            );
            assert!(!outcome.stdout.is_empty(), "{id} {}: no answer", input.name);
        }
    }
}
