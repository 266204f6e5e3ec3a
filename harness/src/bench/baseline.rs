//! The C++ baselines (`harness/baselines/<id>.cpp`, each with `#include "fast_io.h"` from the
//! same folder): compiled with `g++ -O2` into `target/baselines/<id>-cpp`, again only when the
//! source or `fast_io.h` is newer than the binary.

use crate::binaries::workspace_root;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// A problem's baseline, ready to run or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Baseline {
    /// There is no `harness/baselines/<id>.cpp`.
    None,
    /// It is there but cannot be run: why (no g++, a compile error).
    Unusable(String),
    /// The compiled binary.
    Built(PathBuf),
}

/// The folder of the baselines' sources.
pub fn sources() -> PathBuf {
    workspace_root().join("harness").join("baselines")
}

/// Problem `id`'s baseline, compiled into `target`'s `baselines/` folder if its binary is
/// missing or older than its source or `fast_io.h`.
pub fn prepare(target: &Path, id: &str) -> Baseline {
    let source = sources().join(format!("{id}.cpp"));
    if !source.is_file() {
        return Baseline::None;
    }
    let dir = target.join("baselines");
    let binary = dir.join(format!("{id}-cpp"));
    if is_fresh(&binary, &[&source, &sources().join("fast_io.h")]) {
        return Baseline::Built(binary);
    }
    if let Err(e) = fs::create_dir_all(&dir) {
        return Baseline::Unusable(format!("cannot create {}: {e}", dir.display()));
    }
    let output = Command::new("g++")
        .arg("-O2")
        .arg("-o")
        .arg(&binary)
        .arg(&source)
        .output();
    match output {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            Baseline::Unusable("no g++ on this machine".to_string())
        }
        Err(e) => Baseline::Unusable(format!("cannot start g++: {e}")),
        Ok(out) if !out.status.success() => {
            let stderr = String::from_utf8_lossy(&out.stderr);
            let first = stderr.lines().find(|l| l.contains("error")).unwrap_or("");
            Baseline::Unusable(format!("g++ failed: {first}"))
        }
        Ok(_) => Baseline::Built(binary),
    }
}

/// Whether `binary` exists and is at least as new as every one of `sources`.
fn is_fresh(binary: &Path, sources: &[&Path]) -> bool {
    let modified = |path: &Path| -> Option<SystemTime> { fs::metadata(path).ok()?.modified().ok() };
    let Some(built) = modified(binary) else {
        return false;
    };
    sources
        .iter()
        .all(|source| modified(source).is_some_and(|m| m <= built))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_without_a_source_has_no_baseline() {
        let target = std::env::temp_dir();
        assert_eq!(prepare(&target, "no_such_problem"), Baseline::None);
    }

    #[test]
    fn a_binary_older_than_its_source_is_stale() {
        let dir = std::env::temp_dir().join(format!("bench-baseline-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let (source, binary) = (dir.join("a.cpp"), dir.join("a-cpp"));
        fs::write(&source, "int main() {}\n").unwrap();
        assert!(!is_fresh(&binary, &[&source]), "no binary yet");
        fs::write(&binary, "").unwrap();
        assert!(is_fresh(&binary, &[&source]));
        let later = SystemTime::now() + std::time::Duration::from_secs(60);
        fs::File::options()
            .write(true)
            .open(&source)
            .unwrap()
            .set_modified(later)
            .unwrap();
        assert!(!is_fresh(&binary, &[&source]), "the source is newer");
        assert!(!is_fresh(&binary, &[&dir.join("missing.h")]));
        fs::remove_dir_all(&dir).unwrap();
    }
}
