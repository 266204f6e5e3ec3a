//! The two kinds of players the referee talks to: a solve running in a thread of this process
//! ([`Player::in_process`], for the workspace's own crates and known-wrong strategies) and any
//! program run as a judge runs it ([`Player::program`]: under the `judge_exec` launcher, with
//! its limits, a clean environment, its peak memory, and the end of everything it started).

use super::lines::{cpu_time, Event, Lines};
use super::pipe::{Incoming, Outgoing};
use super::PlayFn;
use crate::binaries;
use crate::exec::report::{self, ReportFile};
use crate::exec::Limits;
use game_core::io::{Scanner, Writer};
use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How long a player has to end after its input is closed (or after its last game).
const ENDING: Duration = Duration::from_secs(2);

/// The stderr a program may leave for the report.
const STDERR_CAP: usize = 1 << 16;

/// How a player ended, once its input was closed.
#[derive(Debug, Clone, Default)]
pub struct Ended {
    /// How it ended if not cleanly, in a few words: `exit code 1`, `killed by signal 11`,
    /// `memory limit`, `error: …`, `panicked`.
    pub failed: Option<String>,
    /// What `failed` does not say: a signal's name and whether the stack is a likely cause, a
    /// limit's value, the first line of stderr (`nothing on stderr`).
    pub why: String,
    /// Whether it was killed at the time limit (CPU time or wall-clock cap).
    pub timed_out: bool,
    /// Its peak resident memory, KiB (0 in process: not measured).
    pub rss_kib: u64,
    /// What it printed on stderr (its first 64 KiB).
    pub stderr: String,
}

/// The running side of the program: where its lines come from and its input goes.
enum Running {
    /// A solve in a thread of this process.
    Thread {
        to_player: Option<Sender<Vec<u8>>>,
        thread: Option<JoinHandle<Result<(), String>>>,
    },
    /// A program under the launcher.
    Process {
        child: Child,
        stdin: Option<ChildStdin>,
        report: ReportFile,
        stderr: Arc<Mutex<Vec<u8>>>,
        program: Arc<AtomicI32>,
        limits: Limits,
    },
}

/// How long the referee waits, once the program's output has closed, for the launcher's word on
/// whether it killed the program at the time limit.
const REPORT_WAIT: Duration = Duration::from_millis(300);

/// A player: its lines as they come, its input, its end.
pub struct Player {
    lines: Lines,
    running: Running,
    deadline: Instant,
}

impl Player {
    /// `play` in a thread of this process, with `time_limit` for the whole conversation.
    /// Idleness is told from the thread's own CPU time. A thread cannot be killed: a player that
    /// never ends keeps its thread (only the workspace's own code runs in process).
    pub fn in_process(play: PlayFn, time_limit: Duration) -> Player {
        let (to_player, player_input) = channel::<Vec<u8>>();
        let (player_output, from_player) = channel::<Vec<u8>>();
        let tid = Arc::new(AtomicI32::new(0));
        let seen = Arc::clone(&tid);
        let thread = thread::spawn(move || {
            // SAFETY: gettid(2) has no preconditions.
            seen.store(unsafe { libc::gettid() }, Ordering::Release);
            let mut input = Scanner::new(Incoming::new(player_input));
            let mut output = Writer::new(Outgoing::new(player_output));
            let played = play(&mut input, &mut output);
            let flushed = output.flush();
            match (played, flushed) {
                (Ok(()), Ok(())) => Ok(()),
                (Err(e), _) => Err(format!("error: {e}")),
                (_, Err(e)) => Err(format!("error: {e}")),
            }
        });
        let cpu = move || match tid.load(Ordering::Acquire) {
            0 => Some(Duration::ZERO),
            tid => cpu_time(&format!("/proc/self/task/{tid}/stat")),
        };
        Player {
            lines: Lines::new(from_player, Box::new(cpu)),
            running: Running::Thread {
                to_player: Some(to_player),
                thread: Some(thread),
            },
            deadline: Instant::now() + time_limit,
        }
    }

    /// `command` (program and arguments) run as a judge runs it, with stdin and stdout piped to
    /// the referee, killed with everything it started at its first `limits` (CPU time for the
    /// whole conversation, the wall-clock cap, memory).
    pub fn program(command: &[String], limits: &Limits) -> Result<Player, String> {
        if command.is_empty() {
            return Err("no command to run".into());
        }
        let launcher = binaries::built_launcher()?;
        let report = ReportFile::new();
        let mut child = report::command(&launcher, limits, &report, command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("{}: {e}", launcher.display()))?;
        let (Some(stdin), Some(mut stdout), Some(mut stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            unreachable!("every stream is piped");
        };
        let (send, from_program) = channel();
        thread::spawn(move || {
            let mut chunk = vec![0u8; 1 << 16];
            while let Ok(n @ 1..) = stdout.read(&mut chunk) {
                if send.send(chunk[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        let kept = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&kept);
        thread::spawn(move || {
            let mut chunk = vec![0u8; 1 << 12];
            while let Ok(n @ 1..) = stderr.read(&mut chunk) {
                let mut kept = sink.lock().unwrap_or_else(|e| e.into_inner());
                let room = STDERR_CAP.saturating_sub(kept.len());
                kept.extend_from_slice(&chunk[..n.min(room)]);
            }
        });
        let launcher_pid = child.id();
        let program = Arc::new(AtomicI32::new(0));
        let found = Arc::clone(&program);
        let cpu = move || {
            if found.load(Ordering::Relaxed) == 0 {
                found.store(program_pid(launcher_pid).unwrap_or(0), Ordering::Relaxed);
            }
            match found.load(Ordering::Relaxed) {
                0 => Some(Duration::ZERO),
                pid => cpu_time(&format!("/proc/{pid}/stat")),
            }
        };
        Ok(Player {
            lines: Lines::new(from_program, Box::new(cpu)),
            running: Running::Process {
                child,
                stdin: Some(stdin),
                report,
                stderr: kept,
                program,
                limits: limits.clone(),
            },
            // The launcher kills the program at the cap; the referee stops waiting a little
            // later, so that the launcher's verdict is the one reported.
            deadline: Instant::now() + limits.wall + Duration::from_millis(500),
        })
    }

    /// Sends `text` to the player. A player that closed its input is not an error here: it
    /// shows in what it prints (or does not) next.
    pub fn send(&mut self, text: &str) {
        match &mut self.running {
            Running::Thread { to_player, .. } => {
                if let Some(sender) = to_player {
                    let _ = sender.send(text.as_bytes().to_vec());
                }
            }
            Running::Process { stdin, .. } => {
                if let Some(pipe) = stdin {
                    if pipe.write_all(text.as_bytes()).and(pipe.flush()).is_err() {
                        *stdin = None;
                    }
                }
            }
        }
    }

    /// The player's next line that is not blank, waiting as a judge waits. Output that closed
    /// because the launcher killed the program at the time limit is [`Event::TimeUp`].
    pub fn next_line(&mut self) -> Event {
        let event = self.lines.next(self.deadline);
        if let (Event::Closed, Running::Process { child, report, .. }) = (&event, &mut self.running)
        {
            if killed_at_time_limit(child, report) {
                return Event::TimeUp;
            }
        }
        event
    }

    /// Closes the player's input and waits (a short while) for its end: how it ended, and
    /// anything it printed after its last line that was read. `kill`: end it now (it lost).
    pub fn finish(mut self, kill: bool) -> (Ended, String) {
        let ended = match &mut self.running {
            Running::Thread { to_player, thread } => {
                to_player.take();
                let failed = match thread.take() {
                    Some(handle) => join_within(handle, ENDING),
                    None => None,
                };
                Ended {
                    why: failed.clone().unwrap_or_default(),
                    failed,
                    ..Ended::default()
                }
            }
            Running::Process {
                child,
                stdin,
                report,
                stderr,
                program,
                limits,
            } => {
                stdin.take();
                let pid = match program.load(Ordering::Relaxed) {
                    0 => program_pid(child.id()).unwrap_or(0),
                    pid => pid,
                };
                let until = if kill {
                    Instant::now()
                } else {
                    Instant::now().max(self.deadline.min(Instant::now() + ENDING))
                };
                finish_process(child, pid, until, report, stderr, limits)
            }
        };
        let rest = self.lines.rest();
        (ended, rest)
    }
}

/// The end of a thread, waited for until `patience` has passed: `None` if it returned `Ok`.
fn join_within(handle: JoinHandle<Result<(), String>>, patience: Duration) -> Option<String> {
    let started = Instant::now();
    while !handle.is_finished() {
        if started.elapsed() >= patience {
            return Some("did not end after its input was closed".into());
        }
        thread::sleep(Duration::from_millis(5));
    }
    match handle.join() {
        Ok(Ok(())) => None,
        Ok(Err(why)) => Some(why),
        Err(_) => Some("panicked".into()),
    }
}

/// Whether the launcher, waited for a short while ([`REPORT_WAIT`]), reports that it killed the
/// program at the time limit.
fn killed_at_time_limit(child: &mut Child, report: &ReportFile) -> bool {
    let until = Instant::now() + REPORT_WAIT;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return report.read(status).is_ok_and(|r| r.ended.out_of_time()),
            Ok(None) if Instant::now() < until => thread::sleep(Duration::from_millis(5)),
            _ => return false,
        }
    }
}

/// Waits for the launcher until `until`, then kills the program's process group (`pid` is its
/// leader; the launcher then ends every descendant and reports); the report read, told against
/// the `limits` the program ran under.
fn finish_process(
    child: &mut Child,
    pid: i32,
    until: Instant,
    report: &ReportFile,
    stderr: &Arc<Mutex<Vec<u8>>>,
    limits: &Limits,
) -> Ended {
    while Instant::now() < until {
        if let Ok(Some(_)) = child.try_wait() {
            break;
        }
        thread::sleep(Duration::from_millis(5));
    }
    if matches!(child.try_wait(), Ok(None)) && pid > 0 {
        // SAFETY: kill(2) of the program's own process group (it made itself its leader).
        unsafe { libc::kill(-pid, libc::SIGKILL) };
    }
    let status = child.wait();
    let stderr = {
        let kept = stderr.lock().unwrap_or_else(|e| e.into_inner());
        String::from_utf8_lossy(&kept).into_owned()
    };
    let report = match status.and_then(|s| report.read(s)) {
        Ok(report) => report,
        Err(e) => {
            return Ended {
                failed: Some(e.to_string()),
                why: e.to_string(),
                stderr,
                ..Ended::default()
            }
        }
    };
    let ended = report.ended;
    Ended {
        failed: ended.brief(),
        why: ended.why(limits, &stderr),
        timed_out: ended.out_of_time(),
        rss_kib: report.max_rss_kib,
        stderr,
    }
}

/// The pid of the launcher's child (the program), from `/proc/<launcher>/task/*/children`.
fn program_pid(launcher: u32) -> Option<i32> {
    let tasks = std::fs::read_dir(format!("/proc/{launcher}/task")).ok()?;
    tasks.flatten().find_map(|task| {
        let children = std::fs::read_to_string(task.path().join("children")).ok()?;
        children.split_whitespace().next()?.parse().ok()
    })
}
