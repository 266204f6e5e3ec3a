//! The launcher of judged and benchmarked programs: `judge_exec <limits> <report file>
//! <program> [<argument>…]` runs the program with this process's stdin, stdout, stderr and
//! environment under the limits (one word, see `harness::exec::rules`: CPU time, wall
//! cap, memory, stack, output), kills it at the first it passes, ends every process it left
//! behind, and writes the report described in `harness::exec::report` to the report file.
//!
//! Why a launcher: Linux counts into a child's peak RSS the address space it was spawned from
//! (the parent's, before `exec`). Spawned from this small process, a program's peak RSS is its
//! own, not the harness's. And as a child subreaper with one program to watch, this process can
//! end all of that program's descendants.

use harness::exec::{launch::launch, report, rules::Limits};
use std::ffi::OsString;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let [limits, report_file, command @ ..] = args.as_slice() else {
        eprintln!("usage: judge_exec <limits> <report file> <program> [<argument>…]");
        return ExitCode::from(2);
    };
    let Some(limits) = limits.to_str().and_then(Limits::from_word) else {
        eprintln!("judge_exec: bad limits {limits:?}");
        return ExitCode::from(2);
    };
    let (line, code) = match launch(command, &limits) {
        Ok(report) => (report.line(), ExitCode::SUCCESS),
        Err(e) => {
            let program = command
                .first()
                .map(|p| p.to_string_lossy())
                .unwrap_or_default();
            let message = format!("cannot run {program:?}: {e}");
            (
                report::failure_line(e.raw_os_error().unwrap_or(0), &message),
                ExitCode::FAILURE,
            )
        }
    };
    if let Err(e) = std::fs::write(report_file, line) {
        eprintln!("judge_exec: {}: {e}", report_file.to_string_lossy());
        return ExitCode::from(2);
    }
    code
}
