//! Running a solution: in process through its `solve`, or as a real binary through pipes.

use crate::game::SolveFn;
use game_core::io::run_in_memory;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, PoisonError};

/// What one run produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Everything written to stdout.
    pub stdout: String,
    /// Everything written to stderr (for an in-process run: `error: …\n` as `run` prints it).
    pub stderr: String,
    /// The exit code (in process: 0 on success, 1 on error as `run` returns).
    pub code: i32,
}

/// Runs `solve` in process on `input`, as [`game_core::io::run`] would on stdin (through core's
/// [`run_in_memory`], with no copy of the input).
pub fn run_in_process(solve: SolveFn, input: &[u8]) -> Outcome {
    let (stdout, solved) = run_in_memory(solve, input);
    let (stderr, code) = match solved {
        Ok(()) => (String::new(), 0),
        Err(e) => (format!("error: {e}\n"), 1),
    };
    Outcome {
        stdout,
        stderr,
        code,
    }
}

/// The folder that holds the workspace's binaries for the profile this program was built in.
pub fn binary_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the harness knows its own path");
    let dir = exe.parent().expect("an executable lives in a folder");
    // Test executables live in target/<profile>/deps.
    if dir.ends_with("deps") {
        dir.parent().expect("deps has a parent").to_path_buf()
    } else {
        dir.to_path_buf()
    }
}

/// The build's `target` folder (the parent of [`binary_dir`]): where the harness writes bundles,
/// benchmark inputs and judged programs' failing cases.
pub fn target_dir() -> PathBuf {
    binary_dir()
        .parent()
        .map_or_else(|| PathBuf::from("target"), Path::to_path_buf)
}

/// Builds the binaries of `ids` not built yet by this process, in the profile this program was
/// built in, so that tests can run the real binaries. Each id is built at most once per process
/// (a failed build is tried again by the next call); the calls take turns.
pub fn build_binaries(ids: &[&str]) -> io::Result<()> {
    static BUILT: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let mut built = BUILT.lock().unwrap_or_else(PoisonError::into_inner);
    let missing: Vec<&str> = ids
        .iter()
        .copied()
        .filter(|id| !built.iter().any(|done| done == id))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(cargo);
    command
        .args(["build", "--quiet", "--bins"])
        .current_dir(env!("CARGO_MANIFEST_DIR"));
    if binary_dir().ends_with("release") {
        command.arg("--release");
    }
    for id in &missing {
        command.args(["-p", id]);
    }
    match command.status() {
        Ok(status) if status.success() => {
            built.extend(missing.into_iter().map(String::from));
            Ok(())
        }
        Ok(status) => Err(io::Error::other(format!("cargo build failed: {status}"))),
        Err(e) => Err(io::Error::other(format!("cannot start cargo: {e}"))),
    }
}

/// Runs the binary at `path` with `input` on stdin, collecting stdout, stderr and exit code.
pub fn run_binary(path: &Path, input: &[u8]) -> io::Result<Outcome> {
    let mut child = Command::new(path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Write from another thread: a binary that answers before reading everything must not
    // deadlock against a full pipe.
    let writer = std::thread::spawn(move || {
        // A binary that stops reading early (after an error) closes the pipe: not our failure.
        let _ = stdin.write_all(&input);
    });
    let output = child.wait_with_output()?;
    let _ = writer.join();
    Ok(Outcome {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        code: output.status.code().unwrap_or(-1),
    })
}
