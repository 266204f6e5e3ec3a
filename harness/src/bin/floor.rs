//! The benchmark's floor: the least any solution must do, reading all of stdin in 64 KiB blocks
//! and touching every byte (a wrapping sum, printed so the work cannot be optimised away).
//! `harness bench` reports every problem's time as a ratio to this program's on the same input.

use std::io::{self, Read, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut buffer = vec![0u8; 1 << 16];
    let mut stdin = io::stdin().lock();
    let (mut length, mut sum) = (0u64, 0u64);
    loop {
        match stdin.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => {
                length += n as u64;
                sum = buffer[..n]
                    .iter()
                    .fold(sum, |s, &b| s.wrapping_add(u64::from(b)));
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    match writeln!(io::stdout(), "{length} {sum}") {
        Ok(()) => ExitCode::SUCCESS,
        Err(_) => ExitCode::FAILURE,
    }
}
