//! The launcher of judged and benchmarked programs: `judge_exec <time limit ms> <report file>
//! <program> [<argument>…]` runs the program with this process's stdin, stdout and stderr, kills
//! it at the time limit, ends every process it left behind, and writes the report described in
//! `harness::judge::exec::report` to the report file.
//!
//! Why a launcher: Linux counts into a child's peak RSS the address space it was spawned from
//! (the parent's, before `exec`). Spawned from this small process, a program's peak RSS is its
//! own, not the harness's. And as a child subreaper with one program to watch, this process can
//! end all of that program's descendants.

use harness::judge::exec::{launch::launch, report};
use std::ffi::OsString;
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let [time_limit, report_file, command @ ..] = args.as_slice() else {
        eprintln!("usage: judge_exec <time limit ms> <report file> <program> [<argument>…]");
        return ExitCode::from(2);
    };
    let Some(time_limit) = time_limit.to_str().and_then(|t| t.parse::<u64>().ok()) else {
        eprintln!("judge_exec: bad time limit {time_limit:?}");
        return ExitCode::from(2);
    };
    let (line, code) = match launch(command, Duration::from_millis(time_limit)) {
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
