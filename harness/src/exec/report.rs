//! The launcher's protocol: the command line that starts `judge_exec` and the one-line report it
//! writes to a file its caller names (its stdin, stdout and stderr are the program's).
//!
//! The command line is `judge_exec <limits> <report file> <program> [<argument>…]`, the limits
//! in one word ([`Limits::word`]); the launcher's environment is the program's.
//!
//! The report is `<wall ns> <cpu ns> <peak RSS KiB> <ended> <process limit>` ([`Ended::word`]),
//! or `failed <errno> <message>` when the program could not be started.

use super::ended::Ended;
use super::rules::Limits;
use std::ffi::OsStr;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The limit on the number of processes that applied to the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProcessLimit {
    /// A pids cgroup of its own (v1 or v2), at most this many tasks (threads count).
    Cgroup(u64),
    /// `RLIMIT_NPROC` at this many tasks of its user.
    Rlimit(u64),
    /// None could be applied (no writable pids cgroup, and `RLIMIT_NPROC` is not enforced for
    /// root or a process with `CAP_SYS_RESOURCE` or `CAP_SYS_ADMIN`).
    Unlimited,
}

/// What one run of the program cost and how it ended, as the launcher measured it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// From the moment the forked child may become the program (it is under its process limit)
    /// to the end of the program (not of its descendants): `exec` and the exit count.
    pub wall: Duration,
    /// User plus system CPU time of the program and the descendants it reaped.
    pub cpu: Duration,
    /// The program's peak resident set size in KiB (`ru_maxrss` from `wait4`).
    pub max_rss_kib: u64,
    /// How the program ended.
    pub ended: Ended,
    /// The process limit it ran under.
    pub limit: ProcessLimit,
}

impl Report {
    /// The report as the launcher writes it.
    pub fn line(&self) -> String {
        let limit = match self.limit {
            ProcessLimit::Cgroup(n) => format!("cgroup:{n}"),
            ProcessLimit::Rlimit(n) => format!("rlimit:{n}"),
            ProcessLimit::Unlimited => "none".to_string(),
        };
        format!(
            "{} {} {} {} {limit}\n",
            self.wall.as_nanos(),
            self.cpu.as_nanos(),
            self.max_rss_kib,
            self.ended.word()
        )
    }

    /// Reads back a [`Report::line`], or the error of a `failed` line; `None` if it is neither.
    pub fn parse(text: &str) -> Option<io::Result<Report>> {
        if let Some(failure) = text.strip_prefix("failed ") {
            let (errno, message) = failure.trim_end().split_once(' ')?;
            let kind = match errno.parse().ok()? {
                0 => io::ErrorKind::Other,
                errno => io::Error::from_raw_os_error(errno).kind(),
            };
            return Some(Err(io::Error::new(kind, message.to_string())));
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let [wall, cpu, rss, ended, limit] = words[..] else {
            return None;
        };
        let limit = match limit.split_once(':') {
            Some(("cgroup", n)) => ProcessLimit::Cgroup(n.parse().ok()?),
            Some(("rlimit", n)) => ProcessLimit::Rlimit(n.parse().ok()?),
            _ if limit == "none" => ProcessLimit::Unlimited,
            _ => return None,
        };
        Some(Ok(Report {
            wall: Duration::from_nanos(wall.parse().ok()?),
            cpu: Duration::from_nanos(cpu.parse().ok()?),
            max_rss_kib: rss.parse().ok()?,
            ended: Ended::from_word(ended)?,
            limit,
        }))
    }
}

/// The `failed` line for an error starting the program: its `errno` (0 if none) and `message`.
pub fn failure_line(errno: i32, message: &str) -> String {
    format!("failed {errno} {}\n", message.replace('\n', " "))
}

/// `launcher` (the `judge_exec` binary) set to run `words` (program and arguments) under
/// `limits`, with their environment and nothing else of this process's, reporting to `report`.
/// The caller sets its stdin, stdout and stderr: they are the program's.
pub fn command(
    launcher: &Path,
    limits: &Limits,
    report: &ReportFile,
    words: &[impl AsRef<OsStr>],
) -> Command {
    let mut command = Command::new(launcher);
    command
        .env_clear()
        .envs(limits.environment())
        .arg(limits.word())
        .arg(&report.path)
        .args(words);
    command
}

/// A file for one report, unique in this process, removed when dropped.
pub struct ReportFile {
    path: PathBuf,
}

impl ReportFile {
    /// A fresh path in the temporary folder (nothing is created yet).
    pub fn new() -> ReportFile {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let name = format!("judge-exec-{}-{n}.report", std::process::id());
        ReportFile {
            path: std::env::temp_dir().join(name),
        }
    }

    /// The report the launcher wrote; an error (naming `launcher`'s exit `status`) if it
    /// wrote none or the program could not be started.
    pub fn read(&self, status: std::process::ExitStatus) -> io::Result<Report> {
        let text = fs::read_to_string(&self.path).unwrap_or_default();
        Report::parse(&text).unwrap_or_else(|| {
            Err(io::Error::other(format!(
                "the launcher ended ({status}) without a report: {text:?}"
            )))
        })
    }
}

impl Default for ReportFile {
    fn default() -> Self {
        ReportFile::new()
    }
}

impl Drop for ReportFile {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_read_back() {
        let report = Report {
            wall: Duration::from_nanos(1_234_567),
            cpu: Duration::from_nanos(890),
            max_rss_kib: 1968,
            ended: Ended::Signal(9),
            limit: ProcessLimit::Cgroup(128),
        };
        assert_eq!(Report::parse(&report.line()).unwrap().unwrap(), report);
        let other = Report {
            ended: Ended::CpuLimit,
            limit: ProcessLimit::Rlimit(300),
            ..report
        };
        assert_eq!(Report::parse(&other.line()).unwrap().unwrap(), other);
        let none = Report {
            limit: ProcessLimit::Unlimited,
            ..other
        };
        assert_eq!(Report::parse(&none.line()).unwrap().unwrap(), none);
        assert!(Report::parse("1 2 3 exit:0 0 none").is_none());
        assert!(Report::parse("1 2 3 time none").is_none());
        assert!(Report::parse("1 2 3 exit:0 many").is_none());
        assert!(Report::parse("").is_none());
    }

    #[test]
    fn failures_read_back_as_errors() {
        let line = failure_line(libc::ENOENT, "cannot run \"x\": gone\nreally");
        let read = Report::parse(&line).unwrap().unwrap_err();
        assert_eq!(read.to_string(), "cannot run \"x\": gone really");
        assert_eq!(read.kind(), io::ErrorKind::NotFound);
        let read = Report::parse(&failure_line(0, "odd")).unwrap().unwrap_err();
        assert_eq!(read.kind(), io::ErrorKind::Other);
    }
}
