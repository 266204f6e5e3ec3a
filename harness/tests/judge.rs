//! `harness judge` on real programs: this workspace's own binary is accepted; a program with a
//! classic bug gets WA with its failure shrunk to one small case and saved; a crash is RE and a
//! hang is TLE within the time limit.

use harness::compare::Comparison;
use harness::judge::{judge, overall, Options, Verdict};
use harness::registry;
use harness::runner::{binary_dir, build_binaries, target_dir};
use std::fs;
use std::time::{Duration, Instant};

/// Options for a judge of its own (the tests run at once).
fn options(test: &str, command: &[&str]) -> Options {
    Options {
        dir: target_dir().join("judge-tests").join(test),
        command: command.iter().map(|w| w.to_string()).collect(),
        time_limit: None,
        seconds: 0,
        seed: 1,
        comparison: Comparison::Exact,
    }
}

fn run(id: &str, options: &Options) -> (Verdict, String) {
    let mut printed = String::new();
    let groups = judge(registry::find(id).unwrap(), options, &mut |line| {
        printed += &line;
        printed.push('\n');
    })
    .expect("the judge runs");
    (overall(&groups), printed)
}

#[test]
fn the_workspace_binary_is_accepted() {
    build_binaries(&["hdu1847"]).unwrap();
    let binary = binary_dir().join("hdu1847");
    let mut options = options("accepted", &[binary.to_str().unwrap()]);
    options.seconds = 1;
    let (verdict, printed) = run("hdu1847", &options);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
    assert!(printed.contains("  random      AC"), "{printed}");
}

#[test]
fn a_wrong_program_is_shrunk_to_one_small_case() {
    // hdu1847: Kiki wins iff n is not a multiple of 3; this program always answers Kiki.
    let script = "while read n; do echo Kiki; done";
    let (verdict, printed) = run("hdu1847", &options("wrong", &["sh", "-c", script]));
    assert_eq!(verdict, Verdict::WrongAnswer, "{printed}");
    let dir = target_dir().join("judge-tests/wrong");
    // The sample already fails (it holds n = 3); generated cases shrink to one n ≡ 0 (mod 3).
    let input = fs::read_to_string(dir.join("failing.in")).unwrap();
    assert!(printed.contains("first failure: WA"), "{printed}");
    let numbers: Vec<u64> = input
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(
        !numbers.is_empty() && numbers.iter().any(|n| n % 3 == 0),
        "{input:?}"
    );
    assert_eq!(
        fs::read_to_string(dir.join("failing.got"))
            .unwrap()
            .lines()
            .next(),
        Some("Kiki")
    );
}

#[test]
fn crashes_and_hangs_get_re_and_tle_in_time() {
    let (verdict, _) = run("hdu1847", &options("crash", &["sh", "-c", "kill -SEGV $$"]));
    assert_eq!(
        verdict,
        Verdict::RuntimeError("killed by signal 11".to_string())
    );
    let (verdict, _) = run("hdu1847", &options("exit", &["sh", "-c", "exit 3"]));
    assert_eq!(verdict, Verdict::RuntimeError("exit code 3".to_string()));
    let mut silent = options("hang", &["sleep", "100"]);
    silent.time_limit = Some(Duration::from_millis(200));
    let started = Instant::now();
    let (verdict, _) = run("hdu1847", &silent);
    assert_eq!(verdict, Verdict::TimeLimit);
    // One timeout per fixed group (each stops at its first failure), not 100 s.
    assert!(started.elapsed() < Duration::from_secs(20));
}
