//! Runs one binary on one input file the way a judge does (stdin a file, stdout a file) and
//! measures it: wall time, CPU time, and peak resident memory from the child's own rusage
//! (`wait4`, in the launcher `judge_exec`; std has no call that returns it).

use crate::exec::report::{self, ReportFile};
use crate::exec::{Ended, Limits};
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;
use std::time::Duration;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Exited with this code.
    Code(i32),
    /// Killed by this signal (a timeout kills with SIGKILL).
    Signal(i32),
}

impl From<Ended> for Exit {
    /// A run's end as the benchmark sees it: a time limit is a `SIGKILL`, the output limit a
    /// `SIGXFSZ` (the benchmarks set neither a memory nor an output limit).
    fn from(ended: Ended) -> Exit {
        match ended {
            Ended::Exited(code) => Exit::Code(code),
            Ended::Signal(signal) => Exit::Signal(signal),
            Ended::CpuLimit | Ended::WallCap | Ended::MemoryLimit => Exit::Signal(libc::SIGKILL),
            Ended::OutputLimit => Exit::Signal(libc::SIGXFSZ),
        }
    }
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

/// Runs `binary` with `input` as its stdin and `stdout`, `stderr` as its output files, killed
/// after `timeout` (of CPU or wall time), through `launcher` (the `judge_exec` binary, see
/// [`crate::exec::launch`]): a small process, so that the peak RSS is the binary's own,
/// not the calling program's. The time counts the fork and the exit, as a judge's would.
pub fn run_via(
    launcher: &Path,
    binary: &Path,
    input: &Path,
    stdout: &Path,
    stderr: &Path,
    timeout: Duration,
) -> io::Result<Sample> {
    let report = ReportFile::new();
    let status = report::command(launcher, &Limits::timeout(timeout), &report, &[binary])
        .stdin(File::open(input)?)
        .stdout(File::create(stdout)?)
        .stderr(File::create(stderr)?)
        .status()?;
    let report = report.read(status)?;
    Ok(Sample {
        wall: report.wall,
        cpu: report.cpu,
        max_rss_kib: report.max_rss_kib,
        exit: Exit::from(report.ended),
    })
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
    use std::fs;

    #[test]
    fn medians() {
        let ms = Duration::from_millis;
        assert_eq!(median(&[]), Duration::ZERO);
        assert_eq!(median(&[ms(5), ms(1), ms(9)]), ms(5));
        assert_eq!(median(&[ms(4), ms(1), ms(9), ms(2)]), ms(3));
    }

    #[test]
    fn a_real_child_is_measured() {
        let launcher = crate::binaries::built_launcher().unwrap();
        let dir = std::env::temp_dir().join(format!("bench-measure-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let input = dir.join("in");
        fs::write(&input, "hello\n").unwrap();
        let (out, err) = (dir.join("out"), dir.join("err"));
        let cat = Path::new("/bin/cat");
        let sample = run_via(&launcher, cat, &input, &out, &err, Duration::from_secs(20)).unwrap();
        assert_eq!(sample.exit, Exit::Code(0));
        // `cat`'s own peak, not this test process's (tens of MiB).
        assert!((1..8192).contains(&sample.max_rss_kib), "{sample:?}");
        assert_eq!(fs::read_to_string(&out).unwrap(), "hello\n");
        assert_eq!(
            fingerprint(&out).unwrap(),
            (6, crate::inputs::fnv1a(b"hello\n"))
        );
        let sleep = Path::new("/bin/sleep");
        let sample = run_via(
            &launcher,
            sleep,
            &input,
            &out,
            &err,
            Duration::from_millis(1),
        );
        // `sleep` without an operand fails at once or is killed: either way it ends.
        assert!(sample.is_ok());
        let missing = Path::new("/nonexistent/binary");
        let sample = run_via(
            &launcher,
            missing,
            &input,
            &out,
            &err,
            Duration::from_secs(1),
        );
        assert_eq!(sample.unwrap_err().kind(), io::ErrorKind::NotFound);
        fs::remove_dir_all(&dir).unwrap();
    }
}
