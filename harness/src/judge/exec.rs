//! Running a program under test as a judge does: stdin from a file, stdout and stderr captured
//! into capped buffers, a time limit after which the program and everything it forked are
//! killed, and its peak memory and CPU time from its own rusage.
//!
//! Nothing the program does can hang or crash the caller: it may print gigabytes (the rest is
//! read and dropped past the cap), never read its input (the input is a file, not a pipe),
//! close its output early, crash, loop forever, or fork (it runs in a process group of its own,
//! killed whole once the program ends or its time is up).

use crate::bench::measure::{reset_own_peak, Exit};
use bytes::{Bytes, BytesMut};
use std::fs::File;
use std::io::{self, Read};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

/// What one run of the program produced and cost.
#[derive(Debug, Clone)]
pub struct Run {
    /// Its stdout, up to the cap.
    pub stdout: Bytes,
    /// Whether it printed more than the cap on stdout (the rest was dropped).
    pub stdout_cut: bool,
    /// Its stderr, up to the cap.
    pub stderr: Bytes,
    /// How it ended.
    pub exit: Exit,
    /// Whether it was killed at the time limit.
    pub timed_out: bool,
    /// Wall time from the spawn to its end.
    pub wall: Duration,
    /// User plus system CPU time.
    pub cpu: Duration,
    /// Peak resident memory, KiB.
    pub max_rss_kib: u64,
}

/// Reads `source` to its end, keeping the first `cap` bytes; returns them and whether more came.
/// O(bytes read) time, at most `cap` bytes kept.
fn capture(mut source: impl Read, cap: usize) -> (Bytes, bool) {
    let mut kept = BytesMut::with_capacity(cap.min(1 << 16));
    let mut chunk = [0u8; 1 << 16];
    let mut cut = false;
    loop {
        match source.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => {
                let room = cap - kept.len();
                kept.extend_from_slice(&chunk[..n.min(room)]);
                cut |= n > room;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(_) => break,
        }
    }
    (kept.freeze(), cut)
}

fn duration(time: libc::timeval) -> Duration {
    Duration::from_secs(time.tv_sec.max(0) as u64)
        + Duration::from_micros(time.tv_usec.max(0) as u64)
}

/// Kills process group `group` (no error if it is gone already).
fn kill_group(group: libc::pid_t) {
    // SAFETY: kill(2) takes plain integers. The group's leader is our child and is not reaped
    // before the last call (see `run`), so the group id cannot have been reused.
    unsafe { libc::kill(-group, libc::SIGKILL) };
}

/// Runs `command` (program and arguments) with `input` as stdin, kills it (and its process
/// group) after `time_limit`, and keeps at most `cap` bytes of each output.
pub fn run(command: &[String], input: &Path, time_limit: Duration, cap: usize) -> io::Result<Run> {
    let (program, args) = command
        .split_first()
        .ok_or_else(|| io::Error::other("no command to run"))?;
    let stdin = File::open(input)?;
    reset_own_peak();
    let start = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| io::Error::new(e.kind(), format!("cannot run {program:?}: {e}")))?;
    let pid = child.id() as libc::pid_t;
    let (stdout, stderr) = (child.stdout.take(), child.stderr.take());
    let stdout = thread::spawn(move || stdout.map_or((Bytes::new(), false), |o| capture(o, cap)));
    let stderr = thread::spawn(move || stderr.map_or((Bytes::new(), false), |e| capture(e, cap)));
    let timed_out = Arc::new(AtomicBool::new(false));
    let (done, finished) = mpsc::channel::<()>();
    let watchdog = {
        let timed_out = Arc::clone(&timed_out);
        thread::spawn(move || {
            if let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(time_limit) {
                timed_out.store(true, Ordering::SeqCst);
                kill_group(pid);
            }
        })
    };
    // Wait for the end without reaping (the zombie keeps the group id ours), kill whatever it
    // forked, then reap it with its rusage.
    loop {
        // SAFETY: siginfo_t is a plain C struct for which all zeros is valid; waitid(2) writes
        // into our local and leaves the child unreaped (WNOWAIT).
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let waited = unsafe {
            libc::waitid(
                libc::P_PID,
                pid as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        if waited == 0 {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            kill_group(pid);
            return Err(error);
        }
    }
    let wall = start.elapsed();
    let _ = done.send(());
    let _ = watchdog.join();
    kill_group(pid);
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is a plain C struct of integers, for which all zeros is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4(2) with valid pointers to locals; it reaps our own child, which std's
        // `Child` never waits for afterwards (it is only dropped).
        let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if reaped == pid {
            break;
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    drop(child);
    let ((stdout, stdout_cut), (stderr, _)) = (
        stdout.join().unwrap_or_default(),
        stderr.join().unwrap_or_default(),
    );
    Ok(Run {
        stdout,
        stdout_cut,
        stderr,
        exit: if libc::WIFEXITED(status) {
            Exit::Code(libc::WEXITSTATUS(status))
        } else {
            Exit::Signal(libc::WTERMSIG(status))
        },
        timed_out: timed_out.load(Ordering::SeqCst),
        wall,
        cpu: duration(usage.ru_utime) + duration(usage.ru_stime),
        max_rss_kib: usage.ru_maxrss.max(0) as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn input(text: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!(
            "judge-exec-{}-{}.in",
            std::process::id(),
            text.len()
        ));
        fs::write(&path, text).unwrap();
        path
    }

    fn sh(script: &str) -> Vec<String> {
        ["sh", "-c", script].map(String::from).to_vec()
    }

    #[test]
    fn captures_output_exit_and_input() {
        let path = input("3 4\n");
        let ran = run(
            &sh("read a b; echo $((a+b)); echo oops >&2; exit 3"),
            &path,
            Duration::from_secs(10),
            1 << 20,
        )
        .unwrap();
        assert_eq!(
            (&ran.stdout[..], &ran.stderr[..]),
            (&b"7\n"[..], &b"oops\n"[..])
        );
        assert_eq!(ran.exit, Exit::Code(3));
        assert!(!ran.timed_out && !ran.stdout_cut);
    }

    #[test]
    fn output_past_the_cap_is_dropped_and_flagged() {
        let path = input("");
        let ran = run(
            &sh("yes | head -c 100000"),
            &path,
            Duration::from_secs(10),
            1000,
        )
        .unwrap();
        assert_eq!(ran.stdout.len(), 1000);
        assert!(ran.stdout_cut);
        assert_eq!(ran.exit, Exit::Code(0));
    }

    #[test]
    fn a_hang_and_its_forks_are_killed_at_the_limit() {
        let path = input("");
        // The background child holds stdout open: without killing the group, reading would
        // wait for it.
        let started = Instant::now();
        let ran = run(
            &sh("sleep 30 & sleep 30"),
            &path,
            Duration::from_millis(300),
            1000,
        )
        .unwrap();
        assert!(ran.timed_out);
        assert_eq!(ran.exit, Exit::Signal(libc::SIGKILL));
        assert!(started.elapsed() < Duration::from_secs(10));
        // A program that ends but leaves a fork behind holding stdout: the fork is killed.
        let started = Instant::now();
        let ran = run(
            &sh("(sleep 30; echo late) & echo early"),
            &path,
            Duration::from_secs(20),
            1000,
        )
        .unwrap();
        assert!(!ran.timed_out);
        assert_eq!(&ran.stdout[..], b"early\n");
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_missing_program_is_an_error() {
        let path = input("");
        let command = vec!["/nonexistent/program".to_string()];
        assert!(run(&command, &path, Duration::from_secs(1), 10).is_err());
    }
}
