//! `harness judge` on programs that fail only at the judge's sizes: each is caught (by the full
//! range group where the oracle's cases stay small) and its failure shrunk to one small case,
//! a time limit included; the report shows exactly what was printed and how the program ended.
//!
//! Each program is this workspace's own binary behind a `sh` wrapper that misbehaves when the
//! input holds a number at or past a threshold.

mod common;

use common::run;
use harness::judge::{Options, Verdict};
use harness::runner::{binary_dir, build_binaries};
use std::fs;
use std::time::Duration;

/// A `sh` command that runs problem `id`'s own binary on its input, unless some number in it is
/// at least `threshold`: then it runs `misbehave` instead (on no input).
fn wrapper(id: &str, threshold: u64, misbehave: &str) -> Vec<String> {
    build_binaries(&[id]).expect("the binary builds");
    let binary = binary_dir().join(id);
    let script = format!(
        "input=$(cat); \
         if printf '%s\\n' \"$input\" | tr -s ' \\t\\r' '\\n\\n\\n' | \
            awk 'length($0) > length(\"{threshold}\") || (length($0) == length(\"{threshold}\") && $0 >= \"{threshold}\") {{ found = 1 }} END {{ exit !found }}'; \
         then {misbehave}; \
         else printf '%s\\n' \"$input\" | {}; fi",
        binary.display()
    );
    vec!["sh".to_string(), "-c".to_string(), script]
}

/// A judge of its own for `test`, with two seconds of random files.
fn options(test: &str, command: Vec<String>) -> Options {
    let words: Vec<&str> = command.iter().map(String::as_str).collect();
    let mut options = common::options(test, &words);
    options.seconds = 2;
    options
}

/// The numbers of the saved failing input.
fn failing_numbers(options: &Options) -> Vec<u64> {
    fs::read_to_string(options.dir.join("failing.in"))
        .unwrap()
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

#[test]
fn a_crash_past_a_million_is_caught_in_the_full_range_and_shrunk() {
    // hdu2176: every random case's piles are at most 12; the crash needs a pile of 10^6.
    let options = options(
        "crash-past-1e6",
        wrapper("hdu2176", 1_000_000, "kill -SEGV $$"),
    );
    let (verdict, printed) = run("hdu2176", &options);
    assert_eq!(
        verdict,
        Verdict::RuntimeError("killed by signal 11".to_string()),
        "{printed}"
    );
    assert!(printed.contains("  random      AC"), "{printed}");
    assert!(
        printed.contains("  full range  RE (killed by signal 11)"),
        "{printed}"
    );
    // One case of one pile, at least 10^6 and within a few grid steps of it, then the 0.
    let numbers = failing_numbers(&options);
    assert_eq!(numbers.len(), 3, "{numbers:?}");
    assert_eq!((numbers[0], numbers[2]), (1, 0), "{numbers:?}");
    assert!((1_000_000..1_100_000).contains(&numbers[1]), "{numbers:?}");
    // Nothing was printed: shown as nothing, saved as nothing, the signal apart.
    assert_eq!(fs::read(options.dir.join("failing.got")).unwrap(), b"");
    assert!(
        printed.contains("printed on stdout:\n    (nothing)\nthen: killed by signal 11"),
        "{printed}"
    );
    assert!(
        printed.contains(
            "judge again: cargo run -p harness -- judge hdu2176 --seed 1 --seconds 2 -- sh -c"
        ),
        "{printed}"
    );
}

#[test]
fn a_wrong_answer_past_2_to_the_31_is_shrunk_to_one_small_case() {
    // hdu1517, one n a line: this workspace's binary answers each n below 2^31; from 2^31 on,
    // "Ollie wins.", where Stan wins every n up to the judge's 2^32 − 2 (all lie in
    // (18^7, 9 · 18^7]).
    build_binaries(&["hdu1517"]).expect("the binary builds");
    let script = format!(
        "while read n; do if [ \"$n\" -ge 2147483648 ]; then echo 'Ollie wins.'; \
         else echo \"$n\" | {}; fi; done",
        binary_dir().join("hdu1517").display()
    );
    let command = ["sh", "-c", &script].map(String::from).to_vec();
    let options = options("wrong-past-2-31", command);
    let (verdict, printed) = run("hdu1517", &options);
    assert_eq!(verdict, Verdict::WrongAnswer, "{printed}");
    let numbers = failing_numbers(&options);
    assert_eq!(numbers.len(), 1, "{numbers:?}");
    assert!(numbers[0] >= 1 << 31, "{numbers:?}");
    assert!(
        printed.contains("expected:\n    Stan wins.\ngot:\n    Ollie wins.\n"),
        "{printed}"
    );
}

#[test]
fn a_time_limit_is_shrunk_to_the_case_that_hangs() {
    // hdu1517 hangs on any n from 2^31 on: the exhaustive file (its 2^31 − 1, 2^31, … come
    // after 400 smaller n) runs out of time; the shortest prefix that still does ends at 2^31,
    // which alone runs out of time too.
    let mut options = options("tle-past-2-31", wrapper("hdu1517", 1 << 31, "sleep 5"));
    options.time_limit = Some(Duration::from_millis(300));
    let (verdict, printed) = run("hdu1517", &options);
    assert_eq!(verdict, Verdict::TimeLimit, "{printed}");
    let numbers = failing_numbers(&options);
    assert_eq!(numbers.len(), 1, "{numbers:?}");
    assert!(numbers[0] >= 1 << 31, "{numbers:?}");
    // A time limit shows the resources, not the outputs, and the rerun keeps the time limit.
    // `sleep` is idle: the wall-clock cap stops it.
    assert!(
        printed.contains("killed at the wall-clock cap of 1400 ms"),
        "{printed}"
    );
    assert!(!printed.contains("expected:"), "{printed}");
    assert!(
        printed.contains("(CPU time limit 300 ms, wall-clock cap 1400 ms)"),
        "{printed}"
    );
    assert!(printed.contains("--time-limit 300"), "{printed}");
}
