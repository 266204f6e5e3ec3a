//! The limit on how many processes the judged program may have, so that a fork bomb cannot take
//! the machine down: a pids cgroup of its own where one is writable (cgroup v1's pids hierarchy,
//! or cgroup v2 with the pids controller), else `RLIMIT_NPROC` where the kernel enforces it (not
//! for root), else none.
//!
//! The cgroup also lists every process to kill at the end; it is removed when the [`Limit`] is
//! dropped.

use super::report::ProcessLimit;
use std::fs;
use std::path::PathBuf;
use std::thread;
use std::time::Duration;

/// How many tasks (processes and threads) the program may have at once: room for a JVM's
/// threads, not for a fork bomb.
pub const MAX_TASKS: u64 = 128;

/// A run's process limit: its cgroup, if one could be made.
#[derive(Debug)]
pub struct Limit {
    cgroup: Option<PathBuf>,
}

/// Where this process sits in each mounted hierarchy that can count pids: `(mount, own path)`,
/// from `/proc/mounts` and `/proc/self/cgroup`. v1 pids hierarchies come with their controller's
/// line; v2's with its `0::` line.
fn hierarchies(mounts: &str, cgroups: &str) -> Vec<PathBuf> {
    let own = |wanted: &dyn Fn(&str, &str) -> bool| {
        cgroups.lines().find_map(|line| {
            let mut fields = line.splitn(3, ':');
            let (id, controllers, path) = (fields.next()?, fields.next()?, fields.next()?);
            wanted(id, controllers).then(|| path.trim_start_matches('/').to_string())
        })
    };
    let mut found = Vec::new();
    for line in mounts.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [_, mount, kind, options, ..] = fields[..] else {
            continue;
        };
        let path = match kind {
            "cgroup" if options.split(',').any(|o| o == "pids") => {
                own(&|_, controllers| controllers.split(',').any(|c| c == "pids"))
            }
            "cgroup2" => own(&|id, controllers| id == "0" && controllers.is_empty()),
            _ => continue,
        };
        if let Some(path) = path {
            found.push(PathBuf::from(mount).join(path));
        }
    }
    found
}

/// Makes `parent/judge-exec-<pid>` with `pids.max` set; `None` if that cannot be done.
fn make_cgroup(parent: PathBuf) -> Option<PathBuf> {
    let dir = parent.join(format!("judge-exec-{}", std::process::id()));
    // A launcher killed earlier with this pid may have left its (empty) cgroup behind.
    let _ = fs::remove_dir(&dir);
    // Under cgroup v2, `pids.max` exists only where the parent hands the pids controller down
    // (delegated); this does not change the parent's settings.
    fs::create_dir(&dir).ok()?;
    if fs::write(dir.join("pids.max"), MAX_TASKS.to_string()).is_ok() {
        Some(dir)
    } else {
        let _ = fs::remove_dir(&dir);
        None
    }
}

/// Whether `status` (the text of `/proc/<pid>/status`) gives capability `bit` in `CapEff`.
fn has_capability(status: &str, bit: u32) -> bool {
    status
        .lines()
        .find_map(|line| line.strip_prefix("CapEff:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| mask >> bit & 1 == 1)
}

/// Whether the kernel enforces `RLIMIT_NPROC` on this process's children: not for root, nor
/// with `CAP_SYS_RESOURCE` or `CAP_SYS_ADMIN`.
fn rlimit_enforced() -> bool {
    const CAP_SYS_ADMIN: u32 = 21;
    const CAP_SYS_RESOURCE: u32 = 24;
    let status = fs::read_to_string("/proc/self/status").unwrap_or_default();
    // SAFETY: getuid(2) cannot fail.
    let uid = unsafe { libc::getuid() };
    uid != 0
        && !has_capability(&status, CAP_SYS_ADMIN)
        && !has_capability(&status, CAP_SYS_RESOURCE)
}

/// How many tasks (threads included, as `RLIMIT_NPROC` counts them) user `uid` has now.
/// O(processes on the machine).
fn tasks_of(uid: libc::uid_t) -> u64 {
    let Ok(entries) = fs::read_dir("/proc") else {
        return 0;
    };
    let mut tasks = 0;
    for entry in entries.flatten() {
        let Ok(status) = fs::read_to_string(entry.path().join("status")) else {
            continue;
        };
        let field = |name: &str| {
            status
                .lines()
                .find_map(|line| line.strip_prefix(name))
                .and_then(|rest| rest.split_whitespace().next())
                .and_then(|value| value.parse::<u64>().ok())
        };
        if field("Uid:") == Some(u64::from(uid)) {
            tasks += field("Threads:").unwrap_or(1);
        }
    }
    tasks
}

/// Sets `RLIMIT_NPROC` of `pid` to its user's tasks now plus [`MAX_TASKS`] (never above its hard
/// limit), where the kernel enforces it.
fn limit_user(pid: libc::pid_t) -> ProcessLimit {
    if !rlimit_enforced() {
        return ProcessLimit::Unlimited;
    }
    // SAFETY: getuid(2) cannot fail.
    let wanted = tasks_of(unsafe { libc::getuid() }) + MAX_TASKS;
    // SAFETY: rlimit is a plain C struct; prlimit(2) reads and writes our locals only.
    unsafe {
        let mut old: libc::rlimit = std::mem::zeroed();
        if libc::prlimit(pid, libc::RLIMIT_NPROC, std::ptr::null(), &mut old) != 0 {
            return ProcessLimit::Unlimited;
        }
        let cap = wanted.min(old.rlim_max).min(old.rlim_cur);
        let new = libc::rlimit {
            rlim_cur: cap,
            rlim_max: cap,
        };
        if libc::prlimit(pid, libc::RLIMIT_NPROC, &new, std::ptr::null_mut()) != 0 {
            return ProcessLimit::Unlimited;
        }
        ProcessLimit::Rlimit(cap)
    }
}

impl Limit {
    /// Makes this run's cgroup if a pids hierarchy is writable (before the program starts).
    pub fn prepare() -> Limit {
        let mounts = fs::read_to_string("/proc/mounts").unwrap_or_default();
        let cgroups = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
        Limit {
            cgroup: hierarchies(&mounts, &cgroups)
                .into_iter()
                .find_map(make_cgroup),
        }
    }

    /// Puts process `pid` (before it runs the program) under the limit; which one applied.
    pub fn attach(&self, pid: libc::pid_t) -> ProcessLimit {
        if let Some(dir) = &self.cgroup {
            if fs::write(dir.join("cgroup.procs"), pid.to_string()).is_ok() {
                return ProcessLimit::Cgroup(MAX_TASKS);
            }
        }
        limit_user(pid)
    }

    /// The processes in the cgroup now (none without one).
    pub fn members(&self) -> Vec<libc::pid_t> {
        let Some(dir) = &self.cgroup else {
            return Vec::new();
        };
        fs::read_to_string(dir.join("cgroup.procs"))
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|pid| pid.parse().ok())
            .collect()
    }
}

impl Drop for Limit {
    /// Removes the cgroup: its processes are gone, but the kernel may take a moment to let go.
    fn drop(&mut self) {
        if let Some(dir) = &self.cgroup {
            for _ in 0..100 {
                if fs::remove_dir(dir).is_ok() || !dir.exists() {
                    return;
                }
                thread::sleep(Duration::from_millis(2));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pids_hierarchies_are_found_where_this_process_sits() {
        let mounts = "proc /proc proc rw 0 0\n\
            cgroup /sys/fs/cgroup/memory cgroup rw,relatime,memory 0 0\n\
            cgroup /sys/fs/cgroup/pids cgroup rw,relatime,pids 0 0\n\
            cgroup2 /sys/fs/cgroup/unified cgroup2 rw,relatime 0 0\n";
        let cgroups = "8:pids:/user/42\n4:memory:/elsewhere\n0::/slice/me\n";
        assert_eq!(
            hierarchies(mounts, cgroups),
            [
                PathBuf::from("/sys/fs/cgroup/pids/user/42"),
                PathBuf::from("/sys/fs/cgroup/unified/slice/me")
            ]
        );
        // No pids line, no v2 line: nothing.
        assert!(hierarchies(mounts, "4:memory:/x\n").is_empty());
    }

    #[test]
    fn capabilities_are_read_from_cap_eff() {
        let status = "Name:\tx\nCapEff:\t0000000001000000\n";
        assert!(has_capability(status, 24));
        assert!(!has_capability(status, 21));
        assert!(!has_capability("Name:\tx\n", 24));
    }

    #[test]
    fn this_user_has_tasks() {
        // SAFETY: getuid(2) cannot fail.
        let uid = unsafe { libc::getuid() };
        // This test process alone has a main thread and a test thread.
        assert!(tasks_of(uid) >= 2);
    }
}
