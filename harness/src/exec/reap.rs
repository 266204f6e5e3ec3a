//! Ending everything the program left behind. The launcher is a child subreaper
//! (`PR_SET_CHILD_SUBREAPER`): every orphan below it, in its own session or not, becomes its
//! child instead of init's, so killing and reaping its children until it has none leaves no
//! descendant alive.

use std::fs;
use std::io;

/// Makes this process the reaper of its orphaned descendants.
pub fn become_subreaper() -> io::Result<()> {
    // SAFETY: prctl(2) with PR_SET_CHILD_SUBREAPER takes plain integers.
    if unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) } == 0 {
        Ok(())
    } else {
        Err(io::Error::last_os_error())
    }
}

/// The parent pid in the text of `/proc/<pid>/stat` (after the command name, which may hold
/// spaces and parentheses).
fn parent_in_stat(stat: &str) -> Option<libc::pid_t> {
    let (_, rest) = stat.rsplit_once(')')?;
    rest.split_whitespace().nth(1)?.parse().ok()
}

/// The children of process `parent`, from `/proc/*/stat`. O(processes on the machine).
pub fn children_of(parent: libc::pid_t) -> Vec<libc::pid_t> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: libc::pid_t = entry.file_name().to_str()?.parse().ok()?;
            let stat = fs::read_to_string(entry.path().join("stat")).ok()?;
            (parent_in_stat(&stat)? == parent).then_some(pid)
        })
        .collect()
}

/// Kills and reaps every child of this process and every pid in `also` (a cgroup's members),
/// again and again as orphans arrive, until this process has no child left. With this process
/// a subreaper, that is every descendant.
pub fn kill_all(also: &dyn Fn() -> Vec<libc::pid_t>) {
    // SAFETY: getpid(2) cannot fail.
    let me = unsafe { libc::getpid() };
    loop {
        // Reap whatever has ended; with no child left at all, nothing is left below.
        loop {
            // SAFETY: waitpid(2) with a null status pointer.
            let reaped = unsafe { libc::waitpid(-1, std::ptr::null_mut(), libc::WNOHANG) };
            if reaped > 0 {
                continue;
            }
            if reaped < 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ECHILD) {
                return;
            }
            break;
        }
        for pid in children_of(me).into_iter().chain(also()) {
            // SAFETY: kill(2) takes plain integers. Only this process reaps its children, so a
            // child's pid is still its own. A cgroup member could be reaped by its parent right
            // after the listing, but its pid is reused only after the kernel has handed out
            // every other free pid (they are allocated cyclically).
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
        // Every child found was just killed: waiting blocks only until one of them ends.
        // SAFETY: waitpid(2) with a null status pointer.
        unsafe { libc::waitpid(-1, std::ptr::null_mut(), 0) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parent_is_read_past_an_odd_command_name() {
        assert_eq!(parent_in_stat("12 (a) b (c)) S 7 12 12 0"), Some(7));
        assert_eq!(parent_in_stat("12 (sh) R 1 12"), Some(1));
        assert_eq!(parent_in_stat("garbage"), None);
    }

    #[test]
    fn this_process_is_found_among_its_parents_children() {
        // SAFETY: getpid(2) and getppid(2) cannot fail.
        let (me, parent) = unsafe { (libc::getpid(), libc::getppid()) };
        assert!(children_of(parent).contains(&me));
    }
}
