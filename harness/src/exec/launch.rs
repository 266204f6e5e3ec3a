//! The launcher's work (`judge_exec`, a small process, so that the program's peak memory is its
//! own): run the program as its child with the launcher's stdin, stdout, stderr and
//! environment, under a process limit, its stack and output limits set before `exec`; have the
//! [`watch`] dog kill it at its CPU time, wall-clock or memory limit; take its rusage with
//! `wait4`; then kill and reap every descendant it left (the launcher is their subreaper).

use super::ended::Ended;
use super::limit::Limit;
use super::reap;
use super::report::Report;
use super::rules::{Limits, Stack};
use super::watch;
use std::ffi::{CString, OsString};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

/// Signals the launcher ignores (a Ctrl-C in the terminal must not kill it before it has killed
/// the program) and the program gets back at their default, with SIGPIPE, which Rust ignores.
const RESET_SIGNALS: [libc::c_int; 4] = [libc::SIGINT, libc::SIGHUP, libc::SIGQUIT, libc::SIGPIPE];

/// A pipe whose two ends close on `exec`: (read end, write end).
fn pipe() -> io::Result<(OwnedFd, OwnedFd)> {
    let mut fds = [0; 2];
    // SAFETY: pipe2(2) writes two descriptors into our array, which we then own.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(io::Error::last_os_error());
    }
    // SAFETY: both descriptors are fresh and owned by nobody else.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Reads into `bytes` from `fd` until it is full or the writer is gone; how many were read.
fn read_full(fd: &OwnedFd, bytes: &mut [u8]) -> usize {
    let mut got = 0;
    while got < bytes.len() {
        // SAFETY: read(2) into the unfilled rest of our buffer.
        let n = unsafe {
            libc::read(
                fd.as_raw_fd(),
                bytes[got..].as_mut_ptr().cast(),
                bytes.len() - got,
            )
        };
        if n > 0 {
            got += n as usize;
        } else if n == 0 || io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
            break;
        }
    }
    got
}

/// The resource limits the child sets on itself before `exec`, worked out before the fork.
struct Rlimits {
    /// `RLIMIT_STACK`, unless the stack is inherited.
    stack: Option<libc::rlimit>,
    /// `RLIMIT_FSIZE`, if output is limited.
    file_size: Option<libc::rlimit>,
}

impl Rlimits {
    /// The rlimits for `limits`, within this process's hard limits (a soft limit cannot pass
    /// its hard one).
    fn of(limits: &Limits) -> io::Result<Rlimits> {
        let hard = |resource| {
            // SAFETY: rlimit is a plain C struct; getrlimit(2) writes into our local.
            let mut current: libc::rlimit = unsafe { std::mem::zeroed() };
            if unsafe { libc::getrlimit(resource, &mut current) } != 0 {
                return Err(io::Error::last_os_error());
            }
            Ok(current.rlim_max)
        };
        let stack = match limits.stack {
            Stack::Inherited => None,
            Stack::Kib(kib) => Some(kib.saturating_mul(1024)),
            Stack::Unlimited => Some(libc::RLIM_INFINITY),
        };
        let stack = match stack {
            Some(bytes) => {
                let max = hard(libc::RLIMIT_STACK)?;
                Some(libc::rlimit {
                    rlim_cur: bytes.min(max),
                    rlim_max: max,
                })
            }
            None => None,
        };
        let file_size = match limits.output_bytes {
            // One byte more than the limit may be written: a file that long is over it.
            Some(bytes) => {
                let cap = bytes.saturating_add(1).min(hard(libc::RLIMIT_FSIZE)?);
                Some(libc::rlimit {
                    rlim_cur: cap,
                    rlim_max: cap,
                })
            }
            None => None,
        };
        Ok(Rlimits { stack, file_size })
    }
}

/// The forked child, until it becomes the program: closes the launcher's ends of the pipes
/// (`theirs`), waits for the launcher's go (it is then
/// under the process limit), takes its own process group, default signals and its `rlimits`,
/// lowers its recorded peak memory to what it holds (the copy of the launcher's writable
/// pages), and runs the program; if that fails, sends `errno` through `failed` and exits.
///
/// # Safety
/// Only in the child of a fork of a single-threaded process: it makes async-signal-safe calls
/// only, and never returns.
unsafe fn become_program(
    argv: &[*const libc::c_char],
    rlimits: &Rlimits,
    go: &OwnedFd,
    failed: &OwnedFd,
    theirs: [&OwnedFd; 2],
) -> ! {
    for fd in theirs {
        libc::close(fd.as_raw_fd());
    }
    let mut byte = 0u8;
    if read_full(go, std::slice::from_mut(&mut byte)) != 1 {
        libc::_exit(127);
    }
    libc::setpgid(0, 0);
    for signal in RESET_SIGNALS {
        libc::signal(signal, libc::SIG_DFL);
    }
    let limits = [
        (libc::RLIMIT_STACK, &rlimits.stack),
        (libc::RLIMIT_FSIZE, &rlimits.file_size),
    ];
    for (resource, limit) in limits {
        if let Some(limit) = limit {
            if libc::setrlimit(resource, limit) != 0 {
                report_errno_and_exit(failed);
            }
        }
    }
    let clear_refs = libc::open(
        c"/proc/self/clear_refs".as_ptr(),
        libc::O_WRONLY | libc::O_CLOEXEC,
    );
    if clear_refs >= 0 {
        // "5" resets the peak RSS ("high water mark") to the current RSS.
        libc::write(clear_refs, b"5".as_ptr().cast(), 1);
        libc::close(clear_refs);
    }
    libc::execvp(argv[0], argv.as_ptr());
    report_errno_and_exit(failed);
}

/// Sends this process's `errno` through `failed` and exits with 127: how the child tells the
/// launcher that it could not become the program.
///
/// # Safety
/// Only in the forked child (async-signal-safe calls only); never returns.
unsafe fn report_errno_and_exit(failed: &OwnedFd) -> ! {
    let errno = *libc::__errno_location();
    libc::write(
        failed.as_raw_fd(),
        (&errno as *const libc::c_int).cast(),
        std::mem::size_of::<libc::c_int>(),
    );
    libc::_exit(127);
}

/// Waits for child `pid` to end without reaping it (its pid and process group stay its own).
fn wait_unreaped(pid: libc::pid_t) -> io::Result<()> {
    loop {
        // SAFETY: siginfo_t is a plain C struct for which all zeros is valid; waitid(2) writes
        // into our local and leaves the child unreaped (WNOWAIT).
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let flags = libc::WEXITED | libc::WNOWAIT;
        if unsafe { libc::waitid(libc::P_PID, pid as libc::id_t, &mut info, flags) } == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// Reaps child `pid`: its wait status and rusage.
fn reap_with_usage(pid: libc::pid_t) -> io::Result<(libc::c_int, libc::rusage)> {
    let mut status: libc::c_int = 0;
    // SAFETY: rusage is a plain C struct of integers, for which all zeros is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4(2) with valid pointers to locals.
        if unsafe { libc::wait4(pid, &mut status, 0, &mut usage) } == pid {
            return Ok((status, usage));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

fn duration(time: libc::timeval) -> Duration {
    Duration::from_secs(time.tv_sec.max(0) as u64)
        + Duration::from_micros(time.tv_usec.max(0) as u64)
}

/// Whether this process's stdout is a regular file longer than `limit` bytes (the program's
/// output, past the output limit).
fn stdout_longer_than(limit: u64) -> bool {
    // SAFETY: stat is a plain C struct; fstat(2) writes into our local.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    let found = unsafe { libc::fstat(libc::STDOUT_FILENO, &mut stat) } == 0;
    found && stat.st_mode & libc::S_IFMT == libc::S_IFREG && stat.st_size.max(0) as u64 > limit
}

/// How the program ended, from the limit the watchdog killed it at (`watched`), else its wait
/// `status`, its output and its peak memory (`max_rss_kib`) against `limits`.
fn ending(watched: Option<Ended>, status: libc::c_int, max_rss_kib: u64, limits: &Limits) -> Ended {
    if let Some(ended) = watched {
        return ended;
    }
    let signal = libc::WIFSIGNALED(status).then(|| libc::WTERMSIG(status));
    if let Some(limit) = limits.output_bytes {
        if signal == Some(libc::SIGXFSZ) || stdout_longer_than(limit) {
            return Ended::OutputLimit;
        }
    }
    if limits.memory_kib.is_some_and(|limit| max_rss_kib > limit) {
        return Ended::MemoryLimit;
    }
    match signal {
        Some(signal) => Ended::Signal(signal),
        None => Ended::Exited(libc::WEXITSTATUS(status)),
    }
}

/// Runs `command` (program and arguments, the program looked up in `PATH`) with this process's
/// stdin, stdout, stderr and environment under `limits`, and ends every descendant it leaves.
/// An error if it could not be started (the OS error of `exec`, `fork`, `setrlimit`, …).
pub fn launch(command: &[OsString], limits: &Limits) -> io::Result<Report> {
    let argv: Vec<CString> = command
        .iter()
        .map(|word| CString::new(word.as_bytes()))
        .collect::<Result<_, _>>()
        .map_err(|_| io::Error::from_raw_os_error(libc::EINVAL))?;
    if argv.is_empty() {
        return Err(io::Error::from_raw_os_error(libc::EINVAL));
    }
    let mut pointers: Vec<*const libc::c_char> = argv.iter().map(|word| word.as_ptr()).collect();
    pointers.push(std::ptr::null());
    reap::become_subreaper()?;
    for signal in RESET_SIGNALS[..3].iter() {
        // SAFETY: signal(2) with a valid signal number and SIG_IGN.
        unsafe { libc::signal(*signal, libc::SIG_IGN) };
    }
    let rlimits = Rlimits::of(limits)?;
    let limit = Limit::prepare();
    let (go_read, go_write) = pipe()?;
    let (failed_read, failed_write) = pipe()?;
    // SAFETY: this process has one thread here (the watchdog starts after the fork), so the
    // child may run anything async-signal-safe, which `become_program` does.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        return Err(io::Error::last_os_error());
    }
    if pid == 0 {
        // SAFETY: we are the child of the fork above.
        unsafe {
            become_program(
                &pointers,
                &rlimits,
                &go_read,
                &failed_write,
                [&go_write, &failed_read],
            )
        };
    }
    drop((go_read, failed_write));
    let applied = limit.attach(pid);
    // The clock starts when the program may run: moving it into its cgroup takes the kernel
    // some milliseconds (an RCU grace period), which are not the program's.
    let start = Instant::now();
    // SAFETY: write(2) of one byte from a local; the child waits for it.
    unsafe { libc::write(go_write.as_raw_fd(), [1u8].as_ptr().cast(), 1) };
    drop(go_write);
    let mut errno = [0u8; std::mem::size_of::<libc::c_int>()];
    if read_full(&failed_read, &mut errno) == errno.len() {
        let _ = reap_with_usage(pid);
        return Err(io::Error::from_raw_os_error(libc::c_int::from_ne_bytes(
            errno,
        )));
    }
    let (done, finished) = mpsc::channel::<()>();
    let watchdog = {
        let limits = limits.clone();
        thread::spawn(move || watch::watch(pid, &limits, start, &finished))
    };
    let waited = wait_unreaped(pid);
    let wall = start.elapsed();
    let _ = done.send(());
    // The child is reaped only after the watchdog has returned: its pid stays its own.
    let (watched, seen_kib) = watchdog.join().unwrap_or((None, 0));
    // SAFETY: kill(2) takes plain integers; the child is a zombie, not reaped, so its process
    // group is still its own. This ends its group at once; `kill_all` finds the rest.
    unsafe { libc::kill(-pid, libc::SIGKILL) };
    let reaped = waited.and_then(|()| reap_with_usage(pid));
    reap::kill_all(&|| limit.members());
    let (status, usage) = reaped?;
    let max_rss_kib = (usage.ru_maxrss.max(0) as u64).max(seen_kib);
    Ok(Report {
        wall,
        cpu: duration(usage.ru_utime) + duration(usage.ru_stime),
        max_rss_kib,
        ended: ending(watched, status, max_rss_kib, limits),
        limit: applied,
    })
}
