//! The launcher's watchdog: every few milliseconds it reads the program's CPU time (its
//! process CPU clock: every thread, user and system) and its peak resident memory (`VmHWM`),
//! and kills it at the first limit it passes: the memory limit, the CPU time limit, or the
//! wall-clock cap. CPU time is what judges limit; the wall cap stops a program that waits.
//!
//! Only the program's own process is watched: a child it runs counts in its CPU time once it
//! has reaped it, and is bounded by the wall cap before that.

use super::ended::Ended;
use super::rules::Limits;
use std::fs;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How often the watchdog looks.
pub const POLL: Duration = Duration::from_millis(4);

extern "C" {
    /// glibc's and musl's `clock_getcpuclockid(3)` (the `libc` crate lacks it on Linux).
    fn clock_getcpuclockid(pid: libc::pid_t, clock: *mut libc::clockid_t) -> libc::c_int;
}

/// What the watchdog saw of the program at one look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seen {
    /// Its CPU time so far.
    pub cpu: Duration,
    /// Its peak resident memory so far, KiB.
    pub peak_kib: u64,
    /// The wall time since it was let run.
    pub wall: Duration,
}

/// The limit `seen` has passed, if any: memory first (a program that swells also slows), then
/// CPU time, then the wall cap.
pub fn passed(seen: &Seen, limits: &Limits) -> Option<Ended> {
    if limits.memory_kib.is_some_and(|kib| seen.peak_kib > kib) {
        Some(Ended::MemoryLimit)
    } else if seen.cpu > limits.cpu {
        Some(Ended::CpuLimit)
    } else if seen.wall > limits.wall {
        Some(Ended::WallCap)
    } else {
        None
    }
}

/// The `VmHWM` (peak resident set) in KiB in the text of a `/proc/<pid>/status`.
fn peak_in_status(status: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// The CPU clock of process `pid` (all its threads).
fn cpu_clock(pid: libc::pid_t) -> Option<libc::clockid_t> {
    let mut clock: libc::clockid_t = 0;
    // SAFETY: clock_getcpuclockid(3) writes into our local.
    (unsafe { clock_getcpuclockid(pid, &mut clock) } == 0).then_some(clock)
}

/// The time on `clock`.
fn read_clock(clock: libc::clockid_t) -> Option<Duration> {
    // SAFETY: timespec is a plain C struct; clock_gettime(2) writes into our local.
    let mut time: libc::timespec = unsafe { std::mem::zeroed() };
    if unsafe { libc::clock_gettime(clock, &mut time) } != 0 {
        return None;
    }
    Some(Duration::new(
        time.tv_sec.max(0) as u64,
        time.tv_nsec.max(0) as u32,
    ))
}

/// Watches child `pid` (not reaped before this returns, so that its pid stays its own), let
/// run at `start`, until `finished` says it has ended; kills it with `SIGKILL` at the first
/// limit it passes. Returns that limit, and the largest peak memory it saw (the kernel's
/// counters are approximate: `ru_maxrss` may come out a little lower).
pub fn watch(
    pid: libc::pid_t,
    limits: &Limits,
    start: Instant,
    finished: &Receiver<()>,
) -> (Option<Ended>, u64) {
    let clock = cpu_clock(pid);
    let status = format!("/proc/{pid}/status");
    let mut peak_kib = 0;
    loop {
        match finished.recv_timeout(POLL) {
            Err(RecvTimeoutError::Timeout) => {}
            Ok(()) | Err(RecvTimeoutError::Disconnected) => return (None, peak_kib),
        }
        let seen = Seen {
            cpu: clock.and_then(read_clock).unwrap_or_default(),
            peak_kib: fs::read_to_string(&status)
                .ok()
                .and_then(|text| peak_in_status(&text))
                .unwrap_or(0),
            wall: start.elapsed(),
        };
        peak_kib = peak_kib.max(seen.peak_kib);
        if let Some(ended) = passed(&seen, limits) {
            // SAFETY: kill(2) takes plain integers; the child is not reaped before the
            // watchdog has returned, so its pid is still its own.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            return (Some(ended), peak_kib);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::rules::Stack;

    #[test]
    fn the_first_limit_passed_is_named() {
        let limits = Limits::judged(Duration::from_millis(100), 1000, Stack::Kib(8192), 1);
        let ms = Duration::from_millis;
        let seen = |cpu, peak_kib, wall| Seen {
            cpu: ms(cpu),
            peak_kib,
            wall: ms(wall),
        };
        assert_eq!(passed(&seen(100, 1000, 100), &limits), None);
        assert_eq!(
            passed(&seen(101, 1000, 101), &limits),
            Some(Ended::CpuLimit)
        );
        // Idle long past the CPU limit: only the wall cap (3 × 100 + 500 ms) stops it.
        assert_eq!(passed(&seen(5, 10, 799), &limits), None);
        assert_eq!(passed(&seen(5, 10, 801), &limits), Some(Ended::WallCap));
        assert_eq!(
            passed(&seen(500, 1001, 900), &limits),
            Some(Ended::MemoryLimit)
        );
        let unlimited = Limits::timeout(ms(100));
        assert_eq!(passed(&seen(5, u64::MAX, 5), &unlimited), None);
    }

    #[test]
    fn the_peak_is_read_from_the_status() {
        let status = "Name:\tx\nVmPeak:\t  9000 kB\nVmHWM:\t    1968 kB\nVmRSS:\t 1500 kB\n";
        assert_eq!(peak_in_status(status), Some(1968));
        assert_eq!(peak_in_status("Name:\tx\n"), None);
        let own = fs::read_to_string("/proc/self/status").unwrap();
        assert!(peak_in_status(&own).is_some_and(|kib| kib > 0));
    }

    #[test]
    fn this_process_has_a_cpu_clock_that_advances() {
        // SAFETY: getpid(2) cannot fail.
        let clock = cpu_clock(unsafe { libc::getpid() }).unwrap();
        let before = read_clock(clock).unwrap();
        let mut x = 0u64;
        let started = Instant::now();
        while started.elapsed() < Duration::from_millis(30) {
            x = std::hint::black_box(x.wrapping_add(1));
        }
        assert!(read_clock(clock).unwrap() > before, "{x}");
    }
}
