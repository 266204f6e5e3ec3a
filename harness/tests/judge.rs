//! `harness judge` on real programs: this workspace's own binary is accepted; a program with a
//! classic bug gets WA with its failure shrunk to one small case and saved; a crash is RE and a
//! hang is TLE within the time limit. And the runs themselves: the peak memory is the program's
//! own (`/bin/true`, a program that touches 24 MiB, the problems' binaries within their limits);
//! a child in a session of its own holding stdout, and a fork bomb, neither stall the run nor
//! outlive it.

mod common;
#[path = "common/programs.rs"]
mod programs;

use common::{options, run};
use harness::binaries::built_launcher;
use harness::exec::{self, report::ProcessLimit, Ended, Limits, Stack};
use harness::judge::{judge, Verdict};
use harness::problems;
use harness::runner::{binary_dir, build_binaries, target_dir};
use harness::testdata;
use programs::{compile, empty_input, scratch, words};
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// The folder under `target/` of this file's scratch folders.
const SCRATCH: &str = "judge-tests";

/// How this file's C programs are compiled. Programs of its own are built with `-O1`.
const OPTIMISATION: &str = "-O1";

/// The problems whose binaries the tests run (built once per test process, all at once).
const BINARIES: &[&str] = &[
    "hdu1847", "hdu4664", "hdu1848", "hdu5724", "poj2311", "hdu3094",
];

#[test]
fn the_workspace_binary_is_accepted() {
    build_binaries(BINARIES).unwrap();
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

/// A program for cf1844a (special judge: any n from which the second player wins is right): reads
/// every token, then prints `answer` (an awk expression of a and b) for each of the t cases.
fn cf1844a_program(answer: &str) -> String {
    format!(
        "awk '{{ for (i = 1; i <= NF; i++) tok[n++] = $i + 0 }} \
         END {{ for (j = 0; j < tok[0]; j++) {{ a = tok[1 + 2 * j]; b = tok[2 + 2 * j]; print {answer} }} }}'"
    )
}

#[test]
fn a_checked_problem_accepts_any_right_answer_and_says_why_it_rejects() {
    // a + b: the first player takes a or b and the second the other, so the second player wins;
    // the crate prints the smallest such n instead (1, 2 or 3), and the sample shows 2, 6, 3.
    let right = cf1844a_program("a + b");
    let mut accepted = options("checked-right", &["sh", "-c", &right]);
    accepted.seconds = 1;
    let (verdict, printed) = run("cf1844a", &accepted);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
    // 2a is right only when b > 2a (then 2a < b and the only move takes a, leaving a); with
    // a = 1, b = 2 the first player takes 2 and wins.
    let wrong = cf1844a_program("2 * a");
    let (verdict, printed) = run("cf1844a", &options("checked-wrong", &["sh", "-c", &wrong]));
    assert_eq!(verdict, Verdict::WrongAnswer, "{printed}");
    assert!(printed.contains("is a first-player win"), "{printed}");
    assert!(
        printed.contains("one right answer (the checker judges: the reason is above):"),
        "{printed}"
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

/// How many processes run `binary` (their first argument is its path), from /proc.
fn alive(binary: &Path) -> usize {
    let wanted = binary.as_os_str().as_bytes();
    fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|entry| {
            fs::read(entry.path().join("cmdline"))
                .is_ok_and(|cmdline| cmdline.split(|&b| b == 0).next() == Some(wanted))
        })
        .count()
}

/// A judge's limits with `cpu` of CPU time, 1 GiB of memory, an 8 MiB stack and 64 MiB of
/// output.
fn limits_of(cpu: Duration) -> Limits {
    Limits::judged(cpu, 1 << 20, Stack::Kib(8192), 64 << 20)
}

/// [`limits_of`] `seconds` of CPU time.
fn limits(seconds: u64) -> Limits {
    limits_of(Duration::from_secs(seconds))
}

/// [`limits_of`] half a second of CPU time: a wall-clock cap of 2 s.
fn half_second() -> Limits {
    limits_of(Duration::from_millis(500))
}

#[test]
fn the_peak_of_true_is_its_own() {
    let dir = scratch(SCRATCH, "true");
    let input = empty_input(&dir);
    let ran = exec::run(&words(&["/bin/true"]), &input, &limits(10), 100).unwrap();
    assert_eq!(ran.ended, Ended::Exited(0));
    // Spawned from this test process, it would carry its tens of MiB.
    assert!(ran.max_rss_kib < 3 * 1024, "{} KiB", ran.max_rss_kib);
    // Through the whole judge too, on every group.
    let mut options = options("true-judged", &["/bin/true"]);
    options.dir = dir.join("judged");
    let groups = judge(problems::find("hdu1847").unwrap(), &options, &mut |_| {}).unwrap();
    for group in groups.iter().filter(|g| g.files > 0) {
        assert!(group.peak_kib < 3 * 1024, "{group:?}");
    }
}

const TOUCH_24_MIB: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    size_t n = 24u << 20;
    volatile char *p = malloc(n);
    for (size_t i = 0; i < n; i += 4096) p[i] = 1;
    char line[256];
    FILE *status = fopen("/proc/self/status", "r");
    while (fgets(line, sizeof line, status))
        if (!strncmp(line, "VmHWM:", 6)) fputs(line + 6, stdout);
    return p[n - 4096] != 1;
}
"#;

#[test]
fn the_peak_of_a_program_that_touches_24_mib_is_what_time_says() {
    let dir = scratch(SCRATCH, "touch");
    let binary = compile(&dir, "touch", TOUCH_24_MIB, OPTIMISATION);
    let input = empty_input(&dir);
    let command = words(&[binary.to_str().unwrap()]);
    let ran = exec::run(&command, &input, &limits(20), 1000).unwrap();
    assert_eq!(ran.ended, Ended::Exited(0));
    let own: u64 = String::from_utf8_lossy(&ran.stdout)
        .split_whitespace()
        .next()
        .and_then(|kib| kib.parse().ok())
        .expect("VmHWM in kB");
    let near = |a: u64, b: u64| a.abs_diff(b) * 10 <= b;
    assert!(own >= 24 * 1024, "VmHWM {own} KiB");
    assert!(
        near(ran.max_rss_kib, own),
        "{} vs VmHWM {own}",
        ran.max_rss_kib
    );
    if Path::new("/usr/bin/time").exists() {
        let timed = Command::new("/usr/bin/time")
            .args(["-f", "%M"])
            .arg(&binary)
            .output()
            .unwrap();
        let time: u64 = String::from_utf8_lossy(&timed.stderr)
            .lines()
            .last()
            .and_then(|kib| kib.trim().parse().ok())
            .expect("/usr/bin/time -f %M");
        assert!(
            near(ran.max_rss_kib, time),
            "{} vs time's {time}",
            ran.max_rss_kib
        );
    }
}

#[test]
fn the_problems_binaries_stay_within_their_memory_limits() {
    build_binaries(BINARIES).unwrap();
    let dir = scratch(SCRATCH, "binaries");
    for id in BINARIES {
        let sample = testdata::cases(id)
            .unwrap()
            .into_iter()
            .find(|case| case.name == "sample")
            .unwrap();
        let input = dir.join(format!("{id}.in"));
        fs::write(&input, &sample.input).unwrap();
        let binary = binary_dir().join(id);
        let command = words(&[binary.to_str().unwrap()]);
        let ran = exec::run(&command, &input, &limits(20), 1 << 20).unwrap();
        assert_eq!(ran.ended, Ended::Exited(0), "{id}");
        assert_eq!(String::from_utf8_lossy(&ran.stdout), sample.stdout, "{id}");
        let limit = problems::find(id).unwrap().limits().memory_kib;
        assert!(ran.max_rss_kib < limit, "{id}: {} KiB", ran.max_rss_kib);
    }
}

/// Forks a child that starts a session of its own and forks again: the grandchild writes its
/// pid to the file named by the first argument and keeps stdout open for 30 s. The program
/// prints `early` once the pid is written, then ends at once, or with a second argument sleeps
/// 30 s itself.
const SETSID: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]);
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) {
            FILE *marker = fopen(tmp, "w");
            fprintf(marker, "%d\n", getpid());
            fclose(marker);
            rename(tmp, argv[1]);
            sleep(30);
            puts("late");
        }
        _exit(0);
    }
    waitpid(child, NULL, 0);
    while (access(argv[1], F_OK) != 0) usleep(1000);
    puts("early");
    fflush(stdout);
    if (argc > 2) sleep(30);
    return 0;
}
"#;

#[test]
fn a_child_in_its_own_session_holding_stdout_neither_stalls_nor_outlives_the_run() {
    let dir = scratch(SCRATCH, "setsid");
    let binary = compile(&dir, "setsid", SETSID, OPTIMISATION);
    let input = empty_input(&dir);
    for hang in [false, true] {
        let marker = dir.join(format!("marker-{hang}"));
        let mut command = words(&[binary.to_str().unwrap(), marker.to_str().unwrap()]);
        if hang {
            command.push("hang".to_string());
        }
        // The launcher is built first, out of the time measured.
        built_launcher().unwrap();
        let started = Instant::now();
        // Idle, the hang is stopped at the wall-clock cap (3 × 0.5 s + 0.5 s).
        let ran = exec::run(&command, &input, &half_second(), 1000).unwrap();
        assert!(started.elapsed() < Duration::from_secs(10), "{hang}");
        assert_eq!(ran.ended == Ended::WallCap, hang, "{ran:?}");
        assert_eq!(String::from_utf8_lossy(&ran.stdout), "early\n");
        let pid = fs::read_to_string(&marker).unwrap().trim().to_string();
        assert!(!pid.is_empty());
        assert_eq!(alive(&binary), 0, "pid {pid} or another is still alive");
    }
}

/// Forks up to 1000 children that wait forever, prints how many it made, and waits forever.
const BOMB: &str = r#"
#include <stdio.h>
#include <unistd.h>
int main(void) {
    int made = 0;
    for (int i = 0; i < 1000; i++) {
        pid_t pid = fork();
        if (pid == 0) for (;;) pause();
        if (pid < 0) break;
        made++;
    }
    printf("%d\n", made);
    fflush(stdout);
    for (;;) pause();
}
"#;

#[test]
fn a_fork_bomb_is_limited_and_ends_at_the_time_limit() {
    let dir = scratch(SCRATCH, "bomb");
    let binary = compile(&dir, "bomb", BOMB, OPTIMISATION);
    let input = empty_input(&dir);
    let command = words(&[binary.to_str().unwrap()]);
    // The launcher is built first, out of the time measured.
    built_launcher().unwrap();
    let started = Instant::now();
    let ran = exec::run(&command, &input, &half_second(), 1000).unwrap();
    assert!(started.elapsed() < Duration::from_secs(20));
    assert!(ran.ended.out_of_time(), "{ran:?}");
    let made: u64 = String::from_utf8_lossy(&ran.stdout)
        .trim()
        .parse()
        .expect("the count of forks");
    match ran.process_limit {
        ProcessLimit::Cgroup(tasks) => assert!(made < tasks, "{made} forks"),
        // Other processes of the user take part of the room.
        ProcessLimit::Rlimit(_) => assert!(made < 1000, "{made} forks"),
        ProcessLimit::Unlimited => eprintln!("no process limit here: {made} forks"),
    }
    assert_eq!(alive(&binary), 0);
}
