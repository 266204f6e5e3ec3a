//! Runs one binary on one input file the way a judge does (stdin a file, stdout a file) and
//! measures it: wall time, CPU time, and peak resident memory from the child's own rusage
//! (`wait4`; std has no call that returns it).

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::Path;
use std::process::Command;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Exited with this code.
    Code(i32),
    /// Killed by this signal (a timeout kills with SIGKILL).
    Signal(i32),
}

/// One measured run.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    /// From just before the spawn to the reaping of the child.
    pub wall: Duration,
    /// User plus system CPU time of the child.
    pub cpu: Duration,
    /// The child's peak resident set size, in KiB (`ru_maxrss`).
    pub max_rss_kib: u64,
    /// How it ended.
    pub exit: Exit,
}

/// Linux counts into a child's peak RSS the memory of the process it was spawned from (its
/// address space before `exec`), so the harness lowers its own recorded peak to its current
/// size before each spawn. Best effort: without `/proc`, nothing changes.
pub fn reset_own_peak() {
    let _ = fs::write("/proc/self/clear_refs", "5");
}

fn duration(time: libc::timeval) -> Duration {
    Duration::from_secs(time.tv_sec.max(0) as u64)
        + Duration::from_micros(time.tv_usec.max(0) as u64)
}

/// Runs `binary` with `input` as its stdin and `stdout`, `stderr` as its output files; kills it
/// after `timeout`. The time counts the spawn and the exit, as a judge's would.
pub fn run(
    binary: &Path,
    input: &Path,
    stdout: &Path,
    stderr: &Path,
    timeout: Duration,
) -> io::Result<Sample> {
    let stdin = File::open(input)?;
    let stdout = File::create(stdout)?;
    let stderr = File::create(stderr)?;
    reset_own_peak();
    let start = Instant::now();
    let child = Command::new(binary)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(stderr)
        .spawn()?;
    let pid = child.id() as libc::pid_t;
    let (done, finished) = mpsc::channel::<()>();
    let watchdog = thread::spawn(move || {
        if let Err(RecvTimeoutError::Timeout) = finished.recv_timeout(timeout) {
            // SAFETY: kill(2) takes plain integers; the child is not reaped yet (the waiting
            // thread reaps it only after it has ended), so the pid is still ours.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
    });
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is a plain C struct of integers, for which all zeros is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = loop {
        // SAFETY: wait4(2) with valid pointers to locals that outlive the call; it reaps our
        // own child, which std's `Child` never waits for afterwards (it is only dropped).
        let reaped = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if reaped == pid {
            break Ok(());
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            break Err(error);
        }
    };
    let wall = start.elapsed();
    let _ = done.send(());
    let _ = watchdog.join();
    drop(child);
    waited?;
    let exit = if libc::WIFEXITED(status) {
        Exit::Code(libc::WEXITSTATUS(status))
    } else {
        Exit::Signal(libc::WTERMSIG(status))
    };
    Ok(Sample {
        wall,
        cpu: duration(usage.ru_utime) + duration(usage.ru_stime),
        max_rss_kib: usage.ru_maxrss.max(0) as u64,
        exit,
    })
}

/// Runs `binary` as [`run`] does, but from `launcher` (the `bench_exec` binary), a small process:
/// the peak RSS then carries the launcher's ~1 MiB, not the calling program's size.
pub fn run_via(
    launcher: &Path,
    binary: &Path,
    input: &Path,
    stdout: &Path,
    stderr: &Path,
    timeout: Duration,
) -> io::Result<Sample> {
    let output = Command::new(launcher)
        .arg(timeout.as_millis().to_string())
        .args([binary, input, stdout, stderr])
        .output()?;
    let text = String::from_utf8_lossy(&output.stdout);
    let fields: Vec<i64> = text
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    match fields[..] {
        [wall, cpu, rss, exit] if output.status.success() => Ok(Sample {
            wall: Duration::from_nanos(wall.max(0) as u64),
            cpu: Duration::from_nanos(cpu.max(0) as u64),
            max_rss_kib: rss.max(0) as u64,
            exit: if exit >= 0 {
                Exit::Code(exit as i32)
            } else {
                Exit::Signal(-exit as i32)
            },
        }),
        _ => Err(io::Error::other(format!(
            "{} failed: {}",
            launcher.display(),
            String::from_utf8_lossy(&output.stderr).trim()
        ))),
    }
}

/// The median of `values` (the mean of the middle two for an even count); zero if empty.
pub fn median(values: &[Duration]) -> Duration {
    let mut sorted = values.to_vec();
    sorted.sort();
    match sorted.len() {
        0 => Duration::ZERO,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
    }
}

/// A file's length and FNV-1a hash, read in 64 KiB blocks. O(length).
pub fn fingerprint(path: &Path) -> io::Result<(u64, u64)> {
    let mut file = File::open(path)?;
    let mut buffer = vec![0u8; 1 << 16];
    let (mut length, mut hash) = (0u64, 0xcbf2_9ce4_8422_2325u64);
    loop {
        let n = match file.read(&mut buffer) {
            Ok(0) => return Ok((length, hash)),
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        length += n as u64;
        for &byte in &buffer[..n] {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians() {
        let ms = Duration::from_millis;
        assert_eq!(median(&[]), Duration::ZERO);
        assert_eq!(median(&[ms(5), ms(1), ms(9)]), ms(5));
        assert_eq!(median(&[ms(4), ms(1), ms(9), ms(2)]), ms(3));
    }

    #[test]
    fn a_real_child_is_measured() {
        let dir = std::env::temp_dir().join(format!("bench-measure-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let input = dir.join("in");
        fs::write(&input, "hello\n").unwrap();
        let (out, err) = (dir.join("out"), dir.join("err"));
        let sample = run(
            Path::new("/bin/cat"),
            &input,
            &out,
            &err,
            Duration::from_secs(20),
        )
        .unwrap();
        assert_eq!(sample.exit, Exit::Code(0));
        assert!(sample.max_rss_kib > 0);
        assert_eq!(fs::read_to_string(&out).unwrap(), "hello\n");
        assert_eq!(
            fingerprint(&out).unwrap(),
            (6, super::super::inputs::fnv1a(b"hello\n"))
        );
        let sample = run(
            Path::new("/bin/sleep"),
            &input,
            &out,
            &err,
            Duration::from_millis(1),
        );
        // `sleep` without an operand fails at once or is killed: either way it ends.
        assert!(sample.is_ok());
        fs::remove_dir_all(&dir).unwrap();
    }
}
