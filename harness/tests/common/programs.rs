//! What the tests that run programs of their own share (judge.rs, judge_limits.rs): a scratch
//! folder, C programs compiled into it, an empty input, and a command's words.

use harness::runner::target_dir;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A folder of the test's own, `target/<tests>/<test>`, emptied.
pub fn scratch(tests: &str, test: &str) -> PathBuf {
    let dir = target_dir().join(tests).join(test);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compiles the C program `source` into `dir/name` with the system's C compiler (Rust links
/// with it, so it is there) at `optimisation` (`-O0` keeps every loop and frame).
pub fn compile(dir: &Path, name: &str, source: &str, optimisation: &str) -> PathBuf {
    let (c, binary) = (dir.join(format!("{name}.c")), dir.join(name));
    fs::write(&c, source).unwrap();
    let status = Command::new("cc")
        .args([optimisation, "-o"])
        .args([&binary, &c])
        .status()
        .expect("a C compiler");
    assert!(status.success(), "cc {}", c.display());
    binary
}

/// An empty input file in `dir`.
pub fn empty_input(dir: &Path) -> PathBuf {
    let input = dir.join("in");
    fs::write(&input, "").unwrap();
    input
}

/// A command's words, owned.
pub fn words(command: &[&str]) -> Vec<String> {
    command.iter().map(|w| w.to_string()).collect()
}
