//! Progress for long runs (bench, stress, judge): a bar on a terminal's stderr, nothing when
//! stderr is piped or under CI (`CI` set), so logs and scripts see only the results.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// Whether progress is drawn: stderr is a terminal and `CI` is not set.
pub fn visible() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("CI").is_none()
}

/// A bar of `len` steps labelled `what` (hidden unless [`visible`]).
pub fn bar(len: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(len), target());
    bar.set_style(
        ProgressStyle::with_template("{prefix} [{bar:30}] {pos}/{len} {msg} ({elapsed})")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    bar.set_prefix(what.to_string());
    bar
}

/// A counter without a known end, labelled `what` (hidden unless [`visible`]).
pub fn counter(what: &str) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(None, target());
    bar.set_style(
        ProgressStyle::with_template("{spinner} {prefix} {pos} {msg} ({elapsed})")
            .expect("a valid template"),
    );
    bar.set_prefix(what.to_string());
    bar
}

fn target() -> ProgressDrawTarget {
    if visible() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    }
}
