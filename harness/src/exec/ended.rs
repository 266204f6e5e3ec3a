//! How a run ended, precisely: on its own (an exit code or a signal) or stopped at one of its
//! [`Limits`]; its word in the launcher's report; and how it is told to a person.

use super::rules::{Limits, Stack, DEFAULT_STACK_KIB};
use std::time::Duration;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// It exited with this code.
    Exited(i32),
    /// It was killed by this signal, not by the launcher.
    Signal(i32),
    /// Killed when its CPU time passed the limit.
    CpuLimit,
    /// Killed at the wall-clock cap (CPU time under the limit: idle, or the machine busy).
    WallCap,
    /// Killed when its peak memory passed the limit, or found over it after the end.
    MemoryLimit,
    /// It wrote more than the output limit (killed by `SIGXFSZ`, or its stdout file too long).
    OutputLimit,
}

/// The names of the signals a judged program commonly dies of.
fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGXFSZ => "SIGXFSZ",
        _ => return None,
    })
}

/// A size in KiB as a person reads it: `8 MiB`, `1.5 GiB`, `300 KiB`.
fn size(kib: u64) -> String {
    match kib {
        0..1024 => format!("{kib} KiB"),
        1024..1_048_576 if kib.is_multiple_of(1024) => format!("{} MiB", kib / 1024),
        1024..1_048_576 => format!("{:.1} MiB", kib as f64 / 1024.0),
        _ => format!("{:.1} GiB", kib as f64 / 1_048_576.0),
    }
}

fn ms(time: Duration) -> String {
    format!("{:.0} ms", time.as_secs_f64() * 1e3)
}

impl Ended {
    /// Its word in the report: `exit:3`, `signal:11`, `cpu`, `wall`, `memory`, `output`.
    pub fn word(&self) -> String {
        match self {
            Ended::Exited(code) => format!("exit:{code}"),
            Ended::Signal(signal) => format!("signal:{signal}"),
            Ended::CpuLimit => "cpu".to_string(),
            Ended::WallCap => "wall".to_string(),
            Ended::MemoryLimit => "memory".to_string(),
            Ended::OutputLimit => "output".to_string(),
        }
    }

    /// Reads back a [`Ended::word`].
    pub fn from_word(word: &str) -> Option<Ended> {
        Some(match word.split_once(':') {
            Some(("exit", code)) => Ended::Exited(code.parse().ok()?),
            Some(("signal", signal)) => Ended::Signal(signal.parse().ok()?),
            Some(_) => return None,
            None => match word {
                "cpu" => Ended::CpuLimit,
                "wall" => Ended::WallCap,
                "memory" => Ended::MemoryLimit,
                "output" => Ended::OutputLimit,
                _ => return None,
            },
        })
    }

    /// Whether it was stopped at the time limit (CPU or wall clock): a judge's TLE.
    pub fn out_of_time(&self) -> bool {
        matches!(self, Ended::CpuLimit | Ended::WallCap)
    }

    /// In a few words, or `None` for a clean exit: `exit code 3`, `killed by signal 11`, `CPU
    /// time limit`, `wall-clock cap`, `memory limit`, `output limit` (a runtime error's verdict
    /// holds it: short, and the same on every run that ends the same way).
    pub fn brief(&self) -> Option<String> {
        Some(match self {
            Ended::Exited(0) => return None,
            Ended::Exited(code) => format!("exit code {code}"),
            Ended::Signal(signal) => format!("killed by signal {signal}"),
            Ended::CpuLimit => "CPU time limit".to_string(),
            Ended::WallCap => "wall-clock cap".to_string(),
            Ended::MemoryLimit => "memory limit".to_string(),
            Ended::OutputLimit => "output limit".to_string(),
        })
    }

    /// What a signal's number does not say, against the `limits` it ran under: its name, and for
    /// a crash by `SIGSEGV` or `SIGBUS` whether the stack is a likely cause (`SIGSEGV; a stack
    /// overflow is likely …`). `None` for an exit or a limit, or a signal without a name here.
    pub fn detail(&self, limits: &Limits) -> Option<String> {
        let Ended::Signal(signal) = self else {
            return None;
        };
        let name = signal_name(*signal)?;
        if !matches!(*signal, libc::SIGSEGV | libc::SIGBUS) {
            return Some(name.to_string());
        }
        Some(match limits.stack {
            Stack::Kib(kib) if kib <= 8 * DEFAULT_STACK_KIB => format!(
                "{name}; a stack overflow is likely if the program recurses deeply: this judge's \
                 stack is {}",
                size(kib)
            ),
            Stack::Kib(kib) => format!("{name}; this judge's stack is {}", size(kib)),
            Stack::Unlimited => format!("{name}; the stack is unlimited"),
            Stack::Inherited => name.to_string(),
        })
    }

    /// What [`Ended::brief`] does not say, against the `limits` it ran under and the program's
    /// `stderr`: the [`Ended::detail`] of a signal or the value of a limit, then the last line
    /// of stderr that is not blank (cut to 200 characters: where a Python traceback or a C++
    /// abort names the error) or `nothing on stderr`.
    pub fn why(&self, limits: &Limits, stderr: &str) -> String {
        let detail = match self {
            Ended::Exited(_) | Ended::Signal(_) => self.detail(limits),
            limit => limit.told(limits),
        };
        let said = match stderr.lines().rev().find(|line| !line.trim().is_empty()) {
            Some(line) => format!("stderr: {}", line.chars().take(200).collect::<String>()),
            None => "nothing on stderr".to_string(),
        };
        detail
            .into_iter()
            .chain([said])
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// In full against the `limits` it ran under, or `None` for a clean exit: the
    /// [`Ended::brief`] words with the [`Ended::detail`] of a signal, or a limit with its value.
    pub fn told(&self, limits: &Limits) -> Option<String> {
        let brief = self.brief()?;
        Some(match self {
            Ended::Exited(_) | Ended::Signal(_) => match self.detail(limits) {
                Some(detail) => format!("{brief} ({detail})"),
                None => brief,
            },
            Ended::CpuLimit => format!("killed at the CPU time limit of {}", ms(limits.cpu)),
            Ended::WallCap => format!(
                "killed at the wall-clock cap of {} (the program was idle or the machine busy)",
                ms(limits.wall)
            ),
            Ended::MemoryLimit => match limits.memory_kib {
                Some(kib) => format!("over the memory limit of {}", size(kib)),
                None => brief,
            },
            Ended::OutputLimit => match limits.output_bytes {
                Some(bytes) => format!("over the output limit of {}", size(bytes / 1024)),
                None => brief,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ending_reads_back_from_its_word() {
        for ended in [
            Ended::Exited(0),
            Ended::Exited(-1),
            Ended::Signal(11),
            Ended::CpuLimit,
            Ended::WallCap,
            Ended::MemoryLimit,
            Ended::OutputLimit,
        ] {
            assert_eq!(Ended::from_word(&ended.word()), Some(ended));
        }
        for bad in ["", "exit", "exit:x", "signal:", "time", "cpu:1"] {
            assert_eq!(Ended::from_word(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_crash_says_whether_the_stack_is_the_likely_cause() {
        let mut limits = Limits::judged(Duration::from_secs(1), 262_144, Stack::Kib(8192), 1 << 26);
        assert_eq!(
            Ended::Signal(11).told(&limits).unwrap(),
            "killed by signal 11 (SIGSEGV; a stack overflow is likely if the program recurses \
             deeply: this judge's stack is 8 MiB)"
        );
        limits.stack = Stack::Kib(262_144);
        assert_eq!(
            Ended::Signal(7).told(&limits).unwrap(),
            "killed by signal 7 (SIGBUS; this judge's stack is 256 MiB)"
        );
        assert_eq!(
            Ended::Signal(6).told(&limits).unwrap(),
            "killed by signal 6 (SIGABRT)"
        );
        assert_eq!(
            Ended::Signal(64).told(&limits).unwrap(),
            "killed by signal 64"
        );
        assert_eq!(Ended::Signal(6).detail(&limits).unwrap(), "SIGABRT");
        assert_eq!(Ended::CpuLimit.detail(&limits), None);
        assert_eq!(Ended::Exited(0).told(&limits), None);
        // The last line that is not blank: where a traceback names its error.
        let traceback = "Traceback (most recent call last):\n  File \"a.py\"\nKeyError: 3\n  \n";
        assert_eq!(
            Ended::Signal(6).why(&limits, traceback),
            "SIGABRT; stderr: KeyError: 3"
        );
        assert_eq!(Ended::Exited(1).why(&limits, ""), "nothing on stderr");
        assert_eq!(Ended::Exited(3).told(&limits).unwrap(), "exit code 3");
    }

    #[test]
    fn a_limit_is_told_with_its_value() {
        let limits = Limits::judged(
            Duration::from_millis(250),
            524_288,
            Stack::Unlimited,
            1 << 26,
        );
        assert_eq!(
            Ended::CpuLimit.told(&limits).unwrap(),
            "killed at the CPU time limit of 250 ms"
        );
        assert_eq!(
            Ended::WallCap.told(&limits).unwrap(),
            "killed at the wall-clock cap of 1250 ms (the program was idle or the machine busy)"
        );
        assert_eq!(
            Ended::MemoryLimit.told(&limits).unwrap(),
            "over the memory limit of 512 MiB"
        );
        assert_eq!(
            Ended::OutputLimit.told(&limits).unwrap(),
            "over the output limit of 64 MiB"
        );
        assert!(Ended::CpuLimit.out_of_time() && Ended::WallCap.out_of_time());
        assert!(!Ended::MemoryLimit.out_of_time());
        assert_eq!(size(300), "300 KiB");
        assert_eq!(size(1536), "1.5 MiB");
        assert_eq!(size(3 << 20), "3.0 GiB");
    }
}
