//! The limits of a judged run, enforced as judges enforce them: CPU time, not wall time (a
//! program that sleeps is within the limit, a busy loop is not, whatever else the machine
//! runs), a wall-clock cap for a program that waits, memory during the run (2 GiB under a
//! 512 MiB limit is MLE at once, not TLE), the stack a judge gives (deep recursion passes with
//! 256 MiB and crashes with 8 MiB, said so), an output limit (OLE), and a clean environment.

mod common;
#[path = "common/programs.rs"]
mod programs;

use common::{options, run};
use harness::exec::{self, Ended, Limits, Stack};
use harness::judge::Verdict;
use programs::{compile, empty_input, scratch, words};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The folder under `target/` of this file's scratch folders.
const SCRATCH: &str = "judge-limits-tests";

/// How this file's C programs are compiled. Unoptimised: the programs' loops and frames stay.
const OPTIMISATION: &str = "-O0";

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A judge's limits: `cpu`, a wall-clock cap of 20 s (so that a busy machine cannot turn a
/// CPU time limit into a wall-clock one), `memory_mib`, `stack`, 64 MiB of output.
fn limits(cpu: Duration, memory_mib: u64, stack: Stack) -> Limits {
    Limits {
        wall: Duration::from_secs(20),
        ..Limits::judged(cpu, memory_mib << 10, stack, 64 << 20)
    }
}

/// Spins forever.
const BUSY: &str = "int main(void) { volatile unsigned long i = 0; for (;;) i++; }";

/// Two busy loops of the test's own, killed (by their pids) when dropped.
struct Load(Vec<Child>);

impl Load {
    fn start(busy: &Path) -> Load {
        Load(
            (0..2)
                .map(|_| Command::new(busy).stdout(Stdio::null()).spawn().unwrap())
                .collect(),
        )
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

#[test]
fn cpu_time_is_limited_not_wall_time() {
    let dir = scratch(SCRATCH, "cpu");
    let busy = compile(&dir, "busy", BUSY, OPTIMISATION);
    let input = empty_input(&dir);
    // Both cores busy with other work: a program that waits 600 ms is not slow for it.
    let _load = Load::start(&busy);
    let light = words(&["sh", "-c", "sleep 0.6; echo done"]);
    let ran = exec::run(&light, &input, &limits(ms(200), 64, Stack::Kib(8192)), 100).unwrap();
    assert_eq!(ran.ended, Ended::Exited(0), "{ran:?}");
    assert_eq!(&ran.stdout[..], b"done\n");
    assert!(ran.wall >= ms(600) && ran.cpu < ms(200), "{ran:?}");
    // A busy loop is stopped at 200 ms of CPU time, told as such.
    let command = words(&[busy.to_str().unwrap()]);
    let ran = exec::run(
        &command,
        &input,
        &limits(ms(200), 64, Stack::Kib(8192)),
        100,
    )
    .unwrap();
    assert_eq!(ran.ended, Ended::CpuLimit, "{ran:?}");
    assert!((ms(200)..ms(1000)).contains(&ran.cpu), "{ran:?}");
    assert_eq!(
        ran.told().unwrap(),
        "killed at the CPU time limit of 200 ms"
    );
}

#[test]
fn a_program_that_waits_is_stopped_at_the_wall_clock_cap() {
    let dir = scratch(SCRATCH, "wall");
    let input = empty_input(&dir);
    // 100 ms of CPU time: the cap is 3 × 100 + 500 = 800 ms.
    let limits = Limits::judged(ms(100), 64 << 10, Stack::Kib(8192), 64 << 20);
    let started = Instant::now();
    let ran = exec::run(&words(&["sleep", "30"]), &input, &limits, 100).unwrap();
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(ran.ended, Ended::WallCap, "{ran:?}");
    assert!(ran.wall >= ms(800), "{ran:?}");
    assert_eq!(
        ran.told().unwrap(),
        "killed at the wall-clock cap of 800 ms (the program was idle or the machine busy)"
    );
}

/// Touches the number of MiB given as its argument, page by page, then prints `done`.
const TOUCH: &str = r#"
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    size_t n = strtoull(argv[1], NULL, 10) << 20;
    volatile char *p = malloc(n);
    if (!p) return 2;
    for (size_t i = 0; i < n; i += 4096) p[i] = 1;
    puts("done");
    return 0;
}
"#;

#[test]
fn memory_past_the_limit_is_mle_during_the_run_and_after_it() {
    let dir = scratch(SCRATCH, "memory");
    let touch = compile(&dir, "touch", TOUCH, OPTIMISATION);
    let input = empty_input(&dir);
    let path = touch.to_str().unwrap();
    // 2 GiB under 512 MiB: stopped on the way, long before the CPU limit.
    let started = Instant::now();
    let two_gib = words(&[path, "2048"]);
    let ran = exec::run(
        &two_gib,
        &input,
        &limits(ms(10_000), 512, Stack::Kib(8192)),
        100,
    )
    .unwrap();
    assert_eq!(ran.ended, Ended::MemoryLimit, "{ran:?}");
    assert!(
        ran.max_rss_kib > 512 << 10 && ran.max_rss_kib < 1536 << 10,
        "{ran:?}"
    );
    assert!(ran.stdout.is_empty());
    assert!(started.elapsed() < Duration::from_secs(10), "{ran:?}");
    assert_eq!(ran.told().unwrap(), "over the memory limit of 512 MiB");
    // 24 MiB under 16 MiB, over before the watchdog may look: the peak after the run says so.
    let small = words(&[path, "24"]);
    let ran = exec::run(&small, &input, &limits(ms(5000), 16, Stack::Kib(8192)), 100).unwrap();
    assert_eq!(ran.ended, Ended::MemoryLimit, "{ran:?}");
    // Within the limit: accepted.
    let ran = exec::run(&small, &input, &limits(ms(5000), 64, Stack::Kib(8192)), 100).unwrap();
    assert_eq!(ran.ended, Ended::Exited(0), "{ran:?}");
}

/// Recurses 100 000 deep with a frame of over 1 KiB (over 100 MiB of stack), then prints the
/// depth.
const DEEP: &str = r#"
#include <stdio.h>
int deep(int n) {
    volatile char frame[1024];
    frame[0] = (char)n;
    if (n == 0) return 0;
    return deep(n - 1) + frame[0] - (char)n + 1;
}
int main(void) { printf("%d\n", deep(100000)); return 0; }
"#;

#[test]
fn deep_recursion_passes_with_the_judges_large_stack_and_crashes_with_8_mib() {
    let dir = scratch(SCRATCH, "stack");
    let deep = compile(&dir, "deep", DEEP, OPTIMISATION);
    let input = empty_input(&dir);
    let command = words(&[deep.to_str().unwrap()]);
    let large = limits(ms(5000), 256, Stack::Kib(256 << 10));
    let ran = exec::run(&command, &input, &large, 100).unwrap();
    assert_eq!(ran.ended, Ended::Exited(0), "{ran:?}");
    assert_eq!(&ran.stdout[..], b"100000\n");
    let small = limits(ms(5000), 256, Stack::Kib(8192));
    let ran = exec::run(&command, &input, &small, 100).unwrap();
    assert_eq!(ran.ended, Ended::Signal(libc::SIGSEGV), "{ran:?}");
    assert_eq!(
        ran.told().unwrap(),
        "killed by signal 11 (SIGSEGV; a stack overflow is likely if the program recurses \
         deeply: this judge's stack is 8 MiB)"
    );
    assert_eq!(
        ran.why(),
        "SIGSEGV; a stack overflow is likely if the program recurses deeply: this judge's \
         stack is 8 MiB; nothing on stderr"
    );
}

#[test]
fn output_past_the_limit_is_ole() {
    let dir = scratch(SCRATCH, "output");
    let input = empty_input(&dir);
    let mut limits = limits(ms(5000), 64, Stack::Kib(8192));
    // A gigabyte, killed by SIGXFSZ at 64 MiB.
    let started = Instant::now();
    let gigabyte = words(&["head", "-c", "1000000000", "/dev/zero"]);
    let ran = exec::run(&gigabyte, &input, &limits, 1000).unwrap();
    assert_eq!(ran.ended, Ended::OutputLimit, "{ran:?}");
    assert!(ran.stdout.len() == 1000 && ran.stdout_cut);
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(ran.told().unwrap(), "over the output limit of 64 MiB");
    // A program that ignores SIGXFSZ fails to write past it: its file is over the limit.
    limits.output_bytes = Some(1000);
    let stubborn = words(&["sh", "-c", "trap '' XFSZ; head -c 5000 /dev/zero"]);
    let ran = exec::run(&stubborn, &input, &limits, 10_000).unwrap();
    assert_eq!(ran.ended, Ended::OutputLimit, "{ran:?}");
    assert_eq!(ran.stdout.len(), 1001);
    // Exactly the limit is within it.
    let exact = words(&["head", "-c", "1000", "/dev/zero"]);
    let ran = exec::run(&exact, &input, &limits, 10_000).unwrap();
    assert_eq!(ran.ended, Ended::Exited(0), "{ran:?}");
    assert_eq!(ran.stdout.len(), 1000);
}

#[test]
fn the_program_sees_a_minimal_environment_and_what_is_passed() {
    let dir = scratch(SCRATCH, "env");
    let input = empty_input(&dir);
    // Cargo runs this test with CARGO_PKG_NAME set; the program must not see it.
    assert!(std::env::var("CARGO_PKG_NAME").is_ok());
    let mut limits = limits(ms(5000), 64, Stack::Kib(8192));
    let names = |limits: &Limits| {
        let ran = exec::run(&words(&["env"]), &input, limits, 10_000).unwrap();
        assert_eq!(ran.ended, Ended::Exited(0), "{ran:?}");
        let mut names: Vec<String> = String::from_utf8_lossy(&ran.stdout)
            .lines()
            .map(|line| line.split('=').next().unwrap().to_string())
            .collect();
        names.sort();
        (names, String::from_utf8_lossy(&ran.stdout).into_owned())
    };
    let mut expected = vec!["HOME", "LANG", "PATH"];
    if std::env::var("TMPDIR").is_ok() {
        expected.push("TMPDIR");
    }
    let (seen, printed) = names(&limits);
    assert_eq!(seen, expected, "{printed}");
    assert!(printed.contains("LANG=C.UTF-8\n"), "{printed}");
    // Passed through on request.
    limits
        .env
        .push(("PYTHONUNBUFFERED".to_string(), "1".to_string()));
    let (_, printed) = names(&limits);
    assert!(printed.contains("PYTHONUNBUFFERED=1\n"), "{printed}");
}

#[test]
fn the_judge_says_ole_and_how_much() {
    // hdu1847's sample wants a few bytes; 100 MB is over the judge's 64 MiB output limit.
    let flood = ["sh", "-c", "head -c 100000000 /dev/zero"];
    let (verdict, printed) = run("hdu1847", &options("limits-ole", &flood));
    assert_eq!(verdict, Verdict::OutputLimit, "{printed}");
    assert!(printed.contains("  sample      OLE"), "{printed}");
    assert!(
        printed.contains("the published sample: over the output limit of 64 MiB"),
        "{printed}"
    );
}
