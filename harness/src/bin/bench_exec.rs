//! The benchmark's launcher: `bench_exec <timeout ms> <binary> <input> <stdout> <stderr>` runs
//! the binary once as `harness::bench::measure::run` does and prints
//! `<wall ns> <cpu ns> <peak RSS KiB> <exit code | -signal>`.
//!
//! Why a launcher: Linux counts into a child's peak RSS the address space it was spawned from
//! (the parent's, before `exec`). Spawned from this small process, a binary's peak RSS carries
//! this program's ~1 MiB instead of the whole harness's.

use harness::bench::measure::{run, Exit};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [timeout, binary, input, stdout, stderr] = args.as_slice() else {
        eprintln!("usage: bench_exec <timeout ms> <binary> <input> <stdout> <stderr>");
        return ExitCode::from(2);
    };
    let Ok(timeout) = timeout.parse::<u64>() else {
        eprintln!("bench_exec: bad timeout {timeout:?}");
        return ExitCode::from(2);
    };
    let paths = [binary, input, stdout, stderr].map(Path::new);
    match run(
        paths[0],
        paths[1],
        paths[2],
        paths[3],
        Duration::from_millis(timeout),
    ) {
        Ok(sample) => {
            let exit = match sample.exit {
                Exit::Code(code) => i64::from(code),
                Exit::Signal(signal) => -i64::from(signal),
            };
            println!(
                "{} {} {} {exit}",
                sample.wall.as_nanos(),
                sample.cpu.as_nanos(),
                sample.max_rss_kib
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bench_exec: {e}");
            ExitCode::FAILURE
        }
    }
}
