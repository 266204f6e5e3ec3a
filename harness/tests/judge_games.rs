//! `harness judge` on an interactive problem (cf1934_d2): the harness plays Bob against real
//! programs over pipes. The workspace's binary wins everything (AC); a program that waits for
//! input it was not promised is idle (ILE) within seconds, not slow; an illegal break is WA with
//! the lost conversation shrunk to one small start and saved as a transcript.

mod common;

use common::{options, run};
use harness::judge::Verdict;
use harness::runner::{binary_dir, build_binaries, target_dir};
use std::fs;
use std::time::{Duration, Instant};

#[test]
fn the_workspace_binary_wins_every_conversation() {
    build_binaries(&["cf1934_d2"]).unwrap();
    let binary = binary_dir().join("cf1934_d2");
    let mut options = options("games-accepted", &[binary.to_str().unwrap()]);
    options.seconds = 1;
    let (verdict, printed) = run("cf1934_d2", &options);
    assert_eq!(verdict, Verdict::Accepted, "{printed}");
    assert!(printed.contains("  traps       AC"), "{printed}");
}

#[test]
fn a_program_waiting_for_input_it_was_not_promised_is_idle() {
    // It reads t and n, then waits for the judge instead of choosing a side.
    let script = "read t; read n; read nothing";
    let mut options = options("games-idle", &["sh", "-c", script]);
    options.seconds = 1;
    let started = Instant::now();
    let (verdict, printed) = run("cf1934_d2", &options);
    assert_eq!(verdict, Verdict::Idleness, "{printed}");
    // Four groups, one conversation each, plus the shrink's replays: seconds, not time limits.
    assert!(started.elapsed() < Duration::from_secs(120), "{printed}");
}

#[test]
fn an_illegal_break_is_wrong_and_its_conversation_is_saved() {
    // Says `first` and breaks every n into 1 and 1 (never a break: 1 xor 1 = 0).
    let script = "read t; while read n; do echo first; echo 1 1; read a b; done";
    let mut options = options("games-wrong", &["sh", "-c", script]);
    options.seconds = 1;
    let (verdict, printed) = run("cf1934_d2", &options);
    assert_eq!(verdict, Verdict::WrongAnswer, "{printed}");
    let lost = fs::read_to_string(target_dir().join("judge-tests/games-wrong/lost.txt")).unwrap();
    assert!(
        lost.contains("is not a break of") || lost.contains("have no break"),
        "{lost}"
    );
    // Shrunk to the first start, 1: the opening, the choice, the break, the judge's `-1 -1`.
    assert!(lost.contains("# smallest losing starts: 1\n"), "{lost}");
    assert!(
        lost.ends_with(
            "judge → program: 1\njudge → program: 1\nprogram → judge: first\n\
             program → judge: 1 1\njudge → program: -1 -1\n"
        ),
        "{lost}"
    );
}
