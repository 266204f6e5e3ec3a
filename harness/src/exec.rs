//! Running a program under test as a judge does: stdin from a file, stdout to a file under an
//! output limit, stderr captured into a capped buffer, a CPU time limit with a wall-clock cap, a
//! memory limit watched during the run, the judge's stack, a clean environment ([`rules`]); how
//! it ended, precisely ([`Ended`]), and its peak memory and CPU time from its own rusage.
//!
//! The program runs under the launcher `judge_exec` (built on first use, see
//! [`binaries::built_launcher`]), a small process, so that the peak memory is the program's
//! own: Linux counts into a child's peak the address space it was spawned from, and spawned
//! from the harness that would be tens of MiB.
//!
//! Why stdout goes to a file: that is what judges do, so the output limit is the kernel's
//! (`RLIMIT_FSIZE`, set in the program: past it, `SIGXFSZ` or a failed write, and OLE), exact
//! to the byte, and the program never waits on a reader; only the first bytes are read back.
//!
//! Nothing the program does can hang or crash the caller: it may print gigabytes (stdout stops
//! at the output limit, stderr is read and dropped past the cap), never read its input (the
//! input is a file, not a pipe),
//! close its output early, crash, loop forever, fork, or fork a child that starts a session of
//! its own and keeps the output open: once the program has ended or its time is up, the launcher
//! kills every descendant (it is their child subreaper) before it ends, and the harness stops
//! reading [`GRACE`] after the launcher's end whatever still holds the pipes. The number of
//! processes is limited (a cgroup, else `RLIMIT_NPROC`; see [`limit`]); where no limit applies
//! the harness says so once on stderr.
//!
//! - [`rules`]: the limits of a run and its environment.
//! - [`ended`]: how a run ended, and how that is told.
//! - [`report`]: the launcher's command line and its one-line report.
//! - [`launch`]: the launcher's work: fork, rlimits, `wait4`, the end of every descendant.
//! - [`watch`]: the launcher's watchdog over CPU time, wall clock and memory.
//! - [`limit`]: the process limit.
//! - [`reap`]: finding, killing and reaping what the program left behind.

pub mod ended;
pub mod launch;
pub mod limit;
pub mod reap;
pub mod report;
pub mod rules;
pub mod watch;

pub use ended::Ended;
pub use rules::{Limits, Stack};

use crate::binaries;
use bytes::{Bytes, BytesMut};
use report::{ProcessLimit, ReportFile};
use std::fs::{self, File};
use std::io::{self, Read};
use std::os::fd::{AsRawFd, OwnedFd};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::Once;
use std::time::{Duration, Instant};

/// How long the harness still reads the program's output after the launcher has ended (by then
/// every descendant is gone, so the pipes are normally closed already).
pub const GRACE: Duration = Duration::from_millis(200);

/// How long past the wall-clock cap the harness waits for the launcher before killing it (the
/// launcher kills the program at the cap; this only guards against a broken launcher).
const BACKSTOP: Duration = Duration::from_secs(30);

/// What one run of the program produced and cost.
#[derive(Debug, Clone)]
pub struct Run {
    /// Its stdout, up to the cap.
    pub stdout: Bytes,
    /// Whether it printed more than the cap on stdout (the rest was not read).
    pub stdout_cut: bool,
    /// Its stderr, up to the cap.
    pub stderr: Bytes,
    /// How it ended.
    pub ended: Ended,
    /// Wall time from the spawn to its end.
    pub wall: Duration,
    /// User plus system CPU time.
    pub cpu: Duration,
    /// Peak resident memory, KiB.
    pub max_rss_kib: u64,
    /// The limit on its number of processes.
    pub process_limit: ProcessLimit,
    /// The limits it ran under.
    pub limits: Limits,
}

impl Run {
    /// How it ended, in full, if not by a clean exit (see [`Ended::told`]).
    pub fn told(&self) -> Option<String> {
        self.ended.told(&self.limits)
    }

    /// What its [`Ended::brief`] words do not say (see [`Ended::why`]), its stderr included.
    pub fn why(&self) -> String {
        self.ended
            .why(&self.limits, &String::from_utf8_lossy(&self.stderr))
    }
}

/// One output stream of the program: what was kept of it, whether more came, whether it is open.
struct Stream {
    file: File,
    kept: BytesMut,
    cut: bool,
    open: bool,
}

impl Stream {
    fn new(fd: OwnedFd) -> Stream {
        Stream {
            file: File::from(fd),
            kept: BytesMut::new(),
            cut: false,
            open: true,
        }
    }

    /// Reads what is there (after `poll` said so), keeping up to `cap` bytes in all.
    fn read_some(&mut self, chunk: &mut [u8], cap: usize) {
        match self.file.read(chunk) {
            Ok(0) => self.open = false,
            Ok(n) => {
                let room = cap - self.kept.len();
                self.kept.extend_from_slice(&chunk[..n.min(room)]);
                self.cut |= n > room;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => self.open = false,
        }
    }
}

/// Reads `streams` until all end or [`GRACE`] after `child` has ended, keeping `cap` bytes of
/// each. If `child` is still running at `backstop`, kills it: an error.
fn pump(
    child: &mut Child,
    streams: &mut [Stream],
    cap: usize,
    backstop: Instant,
) -> io::Result<()> {
    let mut chunk = vec![0u8; 1 << 16];
    let mut ended: Option<Instant> = None;
    while streams.iter().any(|s| s.open) && ended.is_none_or(|t| t.elapsed() < GRACE) {
        if ended.is_none() && Instant::now() >= backstop {
            let _ = child.kill();
            let _ = child.wait();
            return Err(io::Error::other("the launcher did not end: killed"));
        }
        let open: Vec<usize> = (0..streams.len()).filter(|&i| streams[i].open).collect();
        let mut fds: Vec<libc::pollfd> = open
            .iter()
            .map(|&i| libc::pollfd {
                fd: streams[i].file.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            })
            .collect();
        // SAFETY: poll(2) on our array of pollfd, with its length; a short timeout so that the
        // launcher's end is noticed.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as libc::nfds_t, 20) };
        if ready < 0 {
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
        for (fd, &i) in fds.iter().zip(&open) {
            if fd.revents != 0 {
                streams[i].read_some(&mut chunk, cap);
            }
        }
        if ended.is_none() && child.try_wait()?.is_some() {
            ended = Some(Instant::now());
        }
    }
    Ok(())
}

/// Says once on stderr that the judged program runs without a process limit.
fn warn_unlimited() {
    static WARNED: Once = Once::new();
    WARNED.call_once(|| {
        eprintln!(
            "warning: the judged program runs without a limit on its number of processes (no \
             writable cgroup with the pids controller, and RLIMIT_NPROC does not bind root): a \
             fork bomb could exhaust the machine"
        );
    });
}

/// Where the program's stdout goes for `input`: beside it, `<input>.stdout`.
fn stdout_path(input: &Path) -> PathBuf {
    let mut name = input.file_name().unwrap_or_default().to_os_string();
    name.push(".stdout");
    input.with_file_name(name)
}

/// The first `cap` bytes of the file at `path`, and whether it is longer.
fn read_capped(path: &Path, cap: usize) -> io::Result<(Bytes, bool)> {
    let file = File::open(path)?;
    let length = file.metadata()?.len();
    let mut kept = Vec::with_capacity(length.min(cap as u64) as usize);
    file.take(cap as u64).read_to_end(&mut kept)?;
    Ok((Bytes::from(kept), length > cap as u64))
}

/// Runs `command` (program and arguments) with `input` as stdin under `limits`, its stdout
/// written beside the input (`<input>.stdout`, removed after), and keeps at most `cap` bytes
/// of each output; the launcher kills it (and everything it started) at its first limit.
pub fn run(command: &[String], input: &Path, limits: &Limits, cap: usize) -> io::Result<Run> {
    if command.is_empty() {
        return Err(io::Error::other("no command to run"));
    }
    let launcher = binaries::built_launcher().map_err(io::Error::other)?;
    let stdin = File::open(input)?;
    let output = stdout_path(input);
    let stdout = File::create(&output)?;
    let report = ReportFile::new();
    let spawned = report::command(&launcher, limits, &report, command)
        .stdin(stdin)
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            let _ = fs::remove_file(&output);
            return Err(io::Error::new(
                e.kind(),
                format!("{}: {e}", launcher.display()),
            ));
        }
    };
    let Some(stderr) = child.stderr.take() else {
        unreachable!("stderr is piped");
    };
    let mut streams = [Stream::new(stderr.into())];
    let pumped = pump(
        &mut child,
        &mut streams,
        cap,
        Instant::now() + limits.wall + BACKSTOP,
    );
    let report = pumped.and_then(|()| report.read(child.wait()?));
    let stdout = read_capped(&output, cap);
    let _ = fs::remove_file(&output);
    let report = report?;
    let (stdout, stdout_cut) = stdout?;
    if report.limit == ProcessLimit::Unlimited {
        warn_unlimited();
    }
    let [stderr] = streams;
    Ok(Run {
        stdout,
        stdout_cut,
        stderr: stderr.kept.freeze(),
        ended: report.ended,
        wall: report.wall,
        cpu: report.cpu,
        max_rss_kib: report.max_rss_kib,
        process_limit: report.limit,
        limits: limits.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;
    use std::process::Command;

    /// A fresh input file holding `text` (its stdout goes beside it: one file per test).
    fn input(text: &str) -> PathBuf {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("judge-exec-{}-{n}.in", std::process::id());
        let path = std::env::temp_dir().join(name);
        fs::write(&path, text).unwrap();
        path
    }

    /// A judge's limits with `cpu` of CPU time, 1 GiB of memory, an 8 MiB stack and 64 MiB of
    /// output.
    fn limits(cpu: Duration) -> Limits {
        Limits::judged(cpu, 1 << 20, Stack::Kib(8192), 64 << 20)
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
            &limits(Duration::from_secs(10)),
            1 << 20,
        )
        .unwrap();
        assert_eq!(
            (&ran.stdout[..], &ran.stderr[..]),
            (&b"7\n"[..], &b"oops\n"[..])
        );
        assert_eq!(ran.ended, Ended::Exited(3));
        assert!(!ran.stdout_cut);
        assert!(!stdout_path(&path).exists(), "the stdout file is removed");
    }

    #[test]
    fn output_past_the_cap_is_dropped_and_flagged() {
        let path = input("");
        let ran = run(
            &sh("yes | head -c 100000"),
            &path,
            &limits(Duration::from_secs(10)),
            1000,
        )
        .unwrap();
        assert_eq!(ran.stdout.len(), 1000);
        assert!(ran.stdout_cut);
        assert_eq!(ran.ended, Ended::Exited(0));
    }

    #[test]
    fn a_hang_and_its_forks_are_killed_at_the_wall_cap() {
        let path = input("");
        // The background child holds stdout open: without killing the group, reading would
        // wait for it. (The launcher is built first, out of the time measured.)
        binaries::built_launcher().unwrap();
        let started = Instant::now();
        let ran = run(
            &sh("sleep 30 & sleep 30"),
            &path,
            &limits(Duration::from_millis(100)),
            1000,
        )
        .unwrap();
        assert_eq!(ran.ended, Ended::WallCap);
        assert!(ran.wall >= ran.limits.wall, "{ran:?}");
        assert!(started.elapsed() < Duration::from_secs(10));
        // A program that ends but leaves a fork behind holding stdout: the fork is killed.
        let started = Instant::now();
        let ran = run(
            &sh("(sleep 30; echo late) & echo early"),
            &path,
            &limits(Duration::from_secs(20)),
            1000,
        )
        .unwrap();
        assert_eq!(ran.ended, Ended::Exited(0));
        assert_eq!(&ran.stdout[..], b"early\n");
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_missing_program_is_an_error() {
        let path = input("");
        let command = vec!["/nonexistent/program".to_string()];
        let second = limits(Duration::from_secs(1));
        let error = run(&command, &path, &second, 10).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::NotFound, "{error}");
        assert!(
            error.to_string().contains("/nonexistent/program"),
            "{error}"
        );
        assert!(run(&[], &path, &second, 10).is_err());
        assert!(!stdout_path(&path).exists(), "the stdout file is removed");
    }

    /// A child with piped outputs, run directly (not through the launcher).
    fn piped(script: &str) -> (Child, [Stream; 2]) {
        let mut child = Command::new("sh")
            .args(["-c", script])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let streams = [
            Stream::new(child.stdout.take().unwrap().into()),
            Stream::new(child.stderr.take().unwrap().into()),
        ];
        (child, streams)
    }

    #[test]
    fn reading_stops_soon_after_the_launcher_ends_whatever_holds_the_pipe() {
        // `sh` ends at once; its `sleep` keeps both pipes open for 30 s.
        let (mut child, mut streams) = piped("sleep 30 & echo $!");
        let started = Instant::now();
        let far = started + Duration::from_secs(600);
        pump(&mut child, &mut streams, 100, far).unwrap();
        assert!(started.elapsed() < Duration::from_secs(10));
        assert!(streams[0].open, "the pipe was still open");
        let sleeper: libc::pid_t = String::from_utf8_lossy(&streams[0].kept)
            .trim()
            .parse()
            .unwrap();
        // SAFETY: kill(2) of the sleep this test started (its pid, just printed).
        unsafe { libc::kill(sleeper, libc::SIGKILL) };
    }

    #[test]
    fn a_launcher_that_does_not_end_is_killed_at_the_backstop() {
        let (mut child, mut streams) = piped("exec sleep 30");
        let soon = Instant::now() + Duration::from_millis(100);
        assert!(pump(&mut child, &mut streams, 100, soon).is_err());
        assert!(child.try_wait().unwrap().is_some());
    }
}
