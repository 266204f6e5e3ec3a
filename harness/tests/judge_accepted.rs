//! `harness judge` judged by the programs of others: programs written the way accepted solutions
//! are written (no final newline, `while (scanf(..), n)`, reading line by line, 32-bit sums that
//! only a later sample breaks, trailing spaces on a judge with Presentation Error) each get the
//! verdict the real judge gives them, as does one that uses a third of its CPU time limit while
//! six busy processes share the two cores (the heavy tier). And the runs themselves: two judges of one problem at once
//! both accept, an accepted run leaves no earlier failure behind, a wrong answer on a line of 10^6
//! characters is told in a few hundred bytes, and a slow crashing program's shrink keeps to its
//! time and names the error.
//!
//! A style is a wrapper around this workspace's binary (which answers right): the wrapper does
//! what such a program does to its input or output, so that only the style is judged.

mod common;

use common::{options, run};
use harness::judge::{judge, Verdict};
use harness::problems;
use harness::runner::{binary_dir, build_binaries, target_dir};
use std::fs;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// The problems whose binaries the tests run (built once per test process, all at once).
const BINARIES: &[&str] = &["cses1729", "poj2068", "abc206_f", "hdu1847", "dp_l"];

/// The path of this workspace's binary of `id`, built.
fn binary(id: &str) -> String {
    build_binaries(BINARIES).unwrap();
    binary_dir().join(id).to_str().unwrap().to_string()
}

/// `sh -c script`, with `$B` the workspace's binary of `id`.
fn wrapped(id: &str, script: &str) -> Vec<String> {
    let script = format!("B='{}'; {script}", binary(id));
    vec!["sh".into(), "-c".into(), script]
}

fn judged(id: &str, test: &str, command: &[String], seconds: u64) -> (Verdict, String) {
    let words: Vec<&str> = command.iter().map(String::as_str).collect();
    let mut options = options(test, &words);
    options.seconds = seconds;
    run(id, &options)
}

/// A Rust program compiled as a judge compiles a submission, `rustc -O`.
fn compiled(name: &str, source: &str) -> String {
    let dir = target_dir().join("judge-tests").join("programs");
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.rs"));
    fs::write(&path, source).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let out: PathBuf = dir.join(name);
    let status = Command::new(rustc)
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&out)
        .arg(&path)
        .status()
        .unwrap();
    assert!(status.success(), "{name} does not compile");
    out.to_str().unwrap().to_string()
}

#[test]
fn no_final_newline_is_accepted_where_the_judge_compares_tokens() {
    // CSES compares tokens: the one line of W and L without its newline is right.
    let command = wrapped("cses1729", r#""$B" | tr -d '\n'"#);
    let (verdict, printed) = judged("cses1729", "no-final-newline", &command, 1);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
}

#[test]
fn a_wrong_answer_on_a_million_characters_is_told_in_a_few_hundred_bytes() {
    // One character of the 10^6-character line flipped, past the middle of the line.
    let flip = r#""$B" | awk '{ if (length($0) > 1000) { m = int(length($0) * 2 / 3); c = substr($0, m, 1); $0 = substr($0, 1, m - 1) (c == "W" ? "L" : "W") substr($0, m + 1) } print }'"#;
    let command = wrapped("cses1729", flip);
    let (verdict, printed) = judged("cses1729", "long-line", &command, 0);
    assert_eq!(verdict, Verdict::WrongAnswer, "{printed}");
    assert!(printed.len() < 64 * 1024, "{} bytes", printed.len());
    assert!(
        printed.contains(", column "),
        "{}",
        &printed[..printed.len().min(4000)]
    );
}

#[test]
fn reading_until_the_terminator_is_accepted_since_every_input_has_one() {
    // `while (scanf("%d", &n), n)`: at the end of an input without its 0, scanf fails and n
    // keeps its last value: the loop never ends. The judge's inputs all end in their 0.
    let script = r#"input=$(cat); if printf '%s\n' "$input" | grep -qx '0'; then printf '%s\n' "$input" | "$B"; else while :; do :; done; fi"#;
    let command = wrapped("poj2068", script);
    let (verdict, printed) = judged("poj2068", "scanf-loop", &command, 1);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
}

#[test]
fn reading_line_by_line_in_the_statements_layout_is_accepted() {
    // A line-based reader crashes on a blank line, a tab or a missing final newline: the judge
    // sends none.
    let script = r#"f=$(mktemp); cat > "$f"; if grep -q '^$' "$f" || grep -q "$(printf '\t')" "$f" || [ -n "$(tail -c 1 "$f")" ]; then rm -f "$f"; echo 'line-based reader: bad line' >&2; exit 1; fi; "$B" < "$f"; rm -f "$f""#;
    let command = wrapped("abc206_f", script);
    let (verdict, printed) = judged("abc206_f", "line-based", &command, 1);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
}

/// dp_l (Deque): X − Y with sums of 3000 values up to 10^9, in `Int` arithmetic.
fn deque_program(int: &str) -> String {
    format!(
        r#"use std::io::Read;
fn main() {{
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    let a: Vec<{int}> = v[1..=n].iter().map(|&x| x as {int}).collect();
    let mut dp = vec![vec![0 as {int}; n + 1]; n + 1];
    for len in 1..=n {{
        for i in 0..=n - len {{
            let j = i + len;
            dp[i][j] = a[i].wrapping_sub(dp[i + 1][j]).max(a[j - 1].wrapping_sub(dp[i][j - 1]));
        }}
    }}
    println!("{{}}", dp[0][n]);
}}
"#
    )
}

#[test]
fn a_program_wrong_on_a_later_sample_fails_the_sample_group() {
    let right = compiled("deque_i64", &deque_program("i64"));
    let (verdict, printed) = judged("dp_l", "deque-i64", &[right], 1);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
    // 32-bit sums: the published samples 1–3 fit, sample 4 (values to 10^9) does not.
    let wrong = compiled("deque_i32", &deque_program("i32"));
    let (verdict, printed) = judged("dp_l", "deque-i32", &[wrong], 1);
    assert_eq!(verdict, Verdict::WrongAnswer, "{printed}");
    assert!(printed.contains("  sample      WA"), "{printed}");
    assert!(printed.contains("the published sample 4"), "{printed}");
}

#[test]
fn whitespace_is_a_presentation_error_on_hdu_and_the_end_of_the_output_is_not() {
    // HDU: no final newline is accepted; a space at the end of each line is PE, not WA.
    let command = wrapped(
        "hdu1847",
        r#""$B" | awk 'NR > 1 { printf "\n" } { printf "%s", $0 }'"#,
    );
    let (verdict, printed) = judged("hdu1847", "hdu-no-final-newline", &command, 1);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
    let command = wrapped("hdu1847", r#""$B" | sed 's/$/ /'"#);
    let (verdict, printed) = judged("hdu1847", "hdu-trailing-spaces", &command, 1);
    assert_eq!(verdict, Verdict::PresentationError, "{printed}");
    assert!(printed.contains("  sample      PE"), "{printed}");
    let dir = target_dir().join("judge-tests/hdu-trailing-spaces");
    assert!(dir.join("failing.in").exists());
}

#[test]
fn two_judges_of_one_problem_at_once_both_accept_and_leave_no_failure_behind() {
    let binary = binary("hdu1847");
    let mut options = options("side-by-side", &[binary.as_str()]);
    options.seconds = 2;
    // A failing run first: its results land in the shared folder.
    let mut failing = options.clone();
    failing.command = ["sh", "-c", "echo Cici"].map(String::from).to_vec();
    let (verdict, _) = run("hdu1847", &failing);
    assert_eq!(verdict, Verdict::WrongAnswer);
    assert!(options.dir.join("failing.in").exists());
    let problem = problems::find("hdu1847").unwrap();
    let verdicts: Vec<Verdict> = std::thread::scope(|scope| {
        let runs: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| {
                    let groups = judge(problem, &options, &mut |_| {}).unwrap();
                    harness::judge::overall(&groups)
                })
            })
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    assert_eq!(verdicts, [Verdict::Accepted, Verdict::Accepted]);
    // Accepted: the earlier failure is gone, and no run's own folder is left.
    for name in ["failing.in", "failing.expected", "failing.got"] {
        assert!(!options.dir.join(name).exists(), "{name} left behind");
    }
    let left: Vec<_> = fs::read_dir(&options.dir).unwrap().collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn a_slow_crashing_program_is_shrunk_within_its_time_and_its_error_is_named() {
    // Like a Python program: 0.2 s to start, and a traceback whose last line names the error;
    // it crashes on every n of three digits or more (none in the sample).
    let script = r#"sleep 0.2; input=$(cat); if printf '%s\n' "$input" | grep -qE '^[1-9][0-9]{2,}$'; then printf 'Traceback (most recent call last):\n  File "sol.py", line 3, in <module>\nZeroDivisionError: division by zero\n' >&2; exit 1; fi; printf '%s\n' "$input" | "$B""#;
    let command = wrapped("hdu1847", script);
    let words: Vec<&str> = command.iter().map(String::as_str).collect();
    let mut options = options("slow-crash", &words);
    options.seconds = 2;
    options.shrink_seconds = 5;
    let started = Instant::now();
    let (verdict, printed) = run("hdu1847", &options);
    assert_eq!(
        verdict,
        Verdict::RuntimeError("exit code 1".into()),
        "{printed}"
    );
    assert!(
        printed.contains("ZeroDivisionError: division by zero"),
        "{printed}"
    );
    // The groups and a shrink of at most 5 s (each run costs 0.2 s).
    assert!(
        started.elapsed() < Duration::from_secs(40),
        "{:?}",
        started.elapsed()
    );
    let expected = fs::read_to_string(options.dir.join("failing.expected")).unwrap();
    assert!(
        !expected.is_empty(),
        "a crash's expected output is saved too"
    );
}

/// Spins until its own CPU time reaches the milliseconds of its first argument, then becomes the
/// program named by the rest (its CPU clock goes on across `exec`).
const SPIN_THEN_EXEC: &str = r#"use std::os::unix::process::CommandExt;
#[repr(C)]
struct Timespec { s: i64, ns: i64 }
extern "C" { fn clock_gettime(id: i32, t: *mut Timespec) -> i32; }
fn cpu_ms() -> i64 {
    let mut t = Timespec { s: 0, ns: 0 };
    // CLOCK_PROCESS_CPUTIME_ID
    unsafe { clock_gettime(2, &mut t) };
    t.s * 1000 + t.ns / 1_000_000
}
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ms: i64 = args[0].parse().unwrap();
    let mut x = 0u64;
    while cpu_ms() < ms { x = x.wrapping_mul(31).wrapping_add(1); }
    std::hint::black_box(x);
    let error = std::process::Command::new(&args[1]).exec();
    panic!("{error}");
}
"#;

/// The heavy tier (`.ci/run`): the test that loads the machine on purpose. Its six busy
/// processes slowed every test running beside it about fourfold, and a cold default run of this
/// file took about 290 s with it.
mod heavy {
    use super::*;

    #[test]
    #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
    fn a_third_of_the_cpu_limit_on_an_overloaded_machine_is_accepted() {
        // Six busy processes on two cores: the program gets a quarter of a core, and its 350 ms of
        // CPU take well over the 1000 ms limit in wall time; CSES counts CPU time.
        let spin = compiled("spin_then_exec", SPIN_THEN_EXEC);
        let busy = compiled(
            "busy",
            "fn main() { let mut x = 0u64; loop { x = std::hint::black_box(x + 1); } }",
        );
        let mut load: Vec<_> = (0..6)
            .map(|_| Command::new(&busy).spawn().unwrap())
            .collect();
        let command = [spin, "350".to_string(), binary("cses1729")];
        let (verdict, printed) = judged("cses1729", "overloaded", &command, 0);
        for child in &mut load {
            let _ = child.kill();
            let _ = child.wait();
        }
        assert_eq!(verdict, Verdict::Accepted, "{printed}");
    }
}
