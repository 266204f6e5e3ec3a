//! Finding and building the binaries the harness runs: the problems' release binaries, the
//! benchmark's floor and the judge's launcher.

use crate::runner::binary_dir;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The workspace's root folder.
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the harness lives in the workspace")
        .to_path_buf()
}

/// The name of the floor program's binary (`harness/src/bin/floor.rs`).
pub const FLOOR: &str = "floor";

/// The name of the launcher's binary (`harness/src/bin/judge_exec.rs`), which runs both the
/// benchmarked and the judged programs.
pub const LAUNCHER: &str = "judge_exec";

/// Whether problem `id` has a crate with a binary yet.
pub fn crate_exists(id: &str) -> bool {
    let dir = workspace_root().join("problems").join(id);
    dir.join("Cargo.toml").is_file() && dir.join("src/main.rs").is_file()
}

/// Whether this program is a release build (its binaries are then release builds too).
pub fn is_release() -> bool {
    binary_dir().ends_with("release")
}

fn cargo(args: &[&str]) -> Result<(), String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(cargo);
    command
        .args(["build", "--quiet"])
        .args(args)
        .current_dir(workspace_root());
    if is_release() {
        command.arg("--release");
    }
    let output = command
        .output()
        .map_err(|e| format!("cannot start cargo: {e}"))?;
    if output.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let tail: Vec<&str> = stderr.lines().rev().take(6).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    Err(format!(
        "cargo build {} failed: {}",
        args.join(" "),
        tail.join(" | ")
    ))
}

/// A problem's binary, or why it did not build (cargo's last lines).
pub type Built = Result<PathBuf, String>;

/// Builds the floor program and the launcher, then the binaries of `ids` in this program's
/// profile: all at once, or, if that fails, one by one. If the floor or the launcher does not
/// build, earlier builds of them serve, and without them it is fatal; a problem's failure is its
/// own entry in the answer.
pub fn build(ids: &[&str]) -> Result<Vec<(String, Built)>, String> {
    if let Err(why) = cargo(&["-p", "harness", "--bin", FLOOR, "--bin", LAUNCHER]) {
        // The harness's library is shared with work in progress; the floor and the launcher
        // hardly ever change, so binaries built earlier serve.
        if !(floor().is_file() && launcher().is_file()) {
            return Err(why);
        }
        eprintln!("warning: {why}\nwarning: using the floor and launcher built earlier");
    }
    let mut batch = vec!["--bins"];
    for id in ids {
        batch.extend(["-p", id]);
    }
    let all_built = ids.is_empty() || cargo(&batch).is_ok();
    Ok(ids
        .iter()
        .map(|&id| {
            let built = if all_built {
                Ok(())
            } else {
                cargo(&["--bins", "-p", id])
            };
            (id.to_string(), built.map(|()| binary_dir().join(id)))
        })
        .collect())
}

/// The floor program's path (after [`build`]).
pub fn floor() -> PathBuf {
    binary_dir().join(FLOOR)
}

/// The launcher's path (after [`build`] or [`built_launcher`]).
pub fn launcher() -> PathBuf {
    binary_dir().join(LAUNCHER)
}

/// Whether the launcher is missing or older than this program: cargo will then (re)build it,
/// which in release takes a while, so it is announced.
fn launcher_stale() -> bool {
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let this = std::env::current_exe().ok().and_then(|exe| modified(&exe));
    match (modified(&launcher()), this) {
        (None, _) => true,
        (Some(launcher), Some(this)) => launcher < this,
        (Some(_), None) => false,
    }
}

/// The launcher's path, once it is built (by cargo, once per process, in this program's profile:
/// `cargo run -p harness` builds only the harness, and `cargo test --lib` no binary). A build
/// that is likely to compile (no launcher yet, or one older than this program) is announced on
/// stderr first. If cargo cannot build it, a launcher built earlier serves, with a warning;
/// without one, the error says how to build it.
pub fn built_launcher() -> Result<PathBuf, String> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            if launcher_stale() {
                eprintln!(
                    "building the launcher first: cargo build -p harness --bin {LAUNCHER}{}",
                    if is_release() { " --release" } else { "" }
                );
            }
            match cargo(&["-p", "harness", "--bin", LAUNCHER]) {
                Ok(()) => Ok(launcher()),
                Err(why) if launcher().is_file() => {
                    eprintln!("warning: {why}\nwarning: using the launcher built earlier");
                    Ok(launcher())
                }
                Err(why) => Err(format!(
                    "{why}\nthe launcher {} is needed: cargo build -p harness --bin {LAUNCHER}{}",
                    launcher().display(),
                    if is_release() { " --release" } else { "" }
                )),
            }
        })
        .clone()
}
