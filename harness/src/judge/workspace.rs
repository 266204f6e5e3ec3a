//! A judge run's own folder: the inputs it runs and the failure it saves are written there, never
//! into a folder another run uses, and at the end of the run its results replace the previous
//! run's in `target/judge/<id>/` (an accepted run removes them). Two judges of one problem at
//! once therefore never read each other's inputs, and what `target/judge/<id>/` holds is always
//! the latest finished run's.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// The files a run leaves as its result (a failure's input and outputs, a lost conversation).
pub const RESULTS: [&str; 4] = ["failing.in", "failing.expected", "failing.got", "lost.txt"];

/// One run's folder, inside the problem's results folder; removed when dropped.
#[derive(Debug)]
pub struct Workspace {
    results: PathBuf,
    own: PathBuf,
}

impl Workspace {
    /// A fresh folder for one run inside `results` (created, with `results`, if missing).
    pub fn new(results: &Path) -> Result<Workspace, String> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |t| t.subsec_nanos());
        let name = format!(
            ".run-{}-{}-{nanos}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let own = results.join(name);
        fs::create_dir_all(&own).map_err(|e| format!("{}: {e}", own.display()))?;
        Ok(Workspace {
            results: results.to_path_buf(),
            own,
        })
    }

    /// Where this run writes file `name`.
    pub fn path(&self, name: &str) -> PathBuf {
        self.own.join(name)
    }

    /// Where file `name` of the results lands at the end of the run.
    pub fn result(&self, name: &str) -> PathBuf {
        self.results.join(name)
    }

    /// Writes result file `name` (one of [`RESULTS`]) into this run's folder, to be published.
    pub fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let path = self.path(name);
        fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Ends the run: the previous run's results are removed and this run's saved ones moved in
    /// their place (each by a rename, so a reader never sees half a file).
    pub fn publish(&self) -> Result<(), String> {
        for name in RESULTS {
            let (ours, shown) = (self.path(name), self.result(name));
            let moved = if ours.exists() {
                fs::rename(&ours, &shown)
            } else {
                match fs::remove_file(&shown) {
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    other => other,
                }
            };
            moved.map_err(|e| format!("{}: {e}", shown.display()))?;
        }
        Ok(())
    }
}

impl Drop for Workspace {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.own);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_replaces_the_previous_results_and_cleans_up() {
        let results = std::env::temp_dir().join(format!("judge-workspace-{}", std::process::id()));
        let first = Workspace::new(&results).unwrap();
        let second = Workspace::new(&results).unwrap();
        assert_ne!(first.path("case.in"), second.path("case.in"));
        first.save("failing.in", b"1\n").unwrap();
        first.save("failing.got", b"2\n").unwrap();
        first.publish().unwrap();
        assert_eq!(fs::read(results.join("failing.in")).unwrap(), b"1\n");
        // The second run is accepted: it saved nothing, and the failure is gone.
        second.publish().unwrap();
        assert!(!results.join("failing.in").exists() && !results.join("failing.got").exists());
        let own = first.path("");
        drop(first);
        assert!(!own.exists());
        drop(second);
        fs::remove_dir_all(&results).unwrap();
    }
}
