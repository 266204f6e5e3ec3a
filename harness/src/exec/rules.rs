//! The rules one run is held to, as a judge holds a submission to them: a CPU time limit with a
//! wall-clock cap, a memory limit, a stack size, an output limit, and a clean environment; and
//! their one-word form on the launcher's command line.

use std::time::Duration;

pub use crate::online_judge::DEFAULT_STACK_KIB;

/// The size of the program's stack (`RLIMIT_STACK`, set in the child before `exec`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stack {
    /// At most this many KiB.
    Kib(u64),
    /// No limit.
    Unlimited,
    /// The caller's own limit, unchanged (the benchmarks).
    Inherited,
}

/// What a run may use before it is stopped, and what it sees of the caller's environment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// CPU time (user plus system, every thread of the program): past it, TLE.
    pub cpu: Duration,
    /// Wall-clock cap: past it, TLE too (the program was idle, or the machine busy).
    pub wall: Duration,
    /// Peak resident memory in KiB, watched during the run and checked after it: past it, MLE.
    pub memory_kib: Option<u64>,
    /// The program's stack.
    pub stack: Stack,
    /// Bytes the program may write to a file, its stdout among them (`RLIMIT_FSIZE`): past it,
    /// OLE. Applies where stdout is a file (a pipe has no size).
    pub output_bytes: Option<u64>,
    /// Variables passed to the program on top of the minimal environment
    /// ([`Limits::environment`]).
    pub env: Vec<(String, String)>,
}

/// The wall-clock cap that goes with CPU time limit `cpu` by default: three times it, plus half a
/// second for the start of a slow runtime on a busy machine.
pub fn default_wall_cap(cpu: Duration) -> Duration {
    cpu * 3 + Duration::from_millis(500)
}

impl Limits {
    /// A judge's limits: `cpu` with the [`default_wall_cap`], `memory_kib`, `stack`, and
    /// `output_bytes`; no variable passed through.
    pub fn judged(cpu: Duration, memory_kib: u64, stack: Stack, output_bytes: u64) -> Limits {
        Limits {
            cpu,
            wall: default_wall_cap(cpu),
            memory_kib: Some(memory_kib),
            stack,
            output_bytes: Some(output_bytes),
            env: Vec::new(),
        }
    }

    /// Only a time limit, `timeout`, as CPU and wall clock alike (the benchmarks, which measure
    /// memory and output rather than limit them); the caller's stack.
    pub fn timeout(timeout: Duration) -> Limits {
        Limits {
            cpu: timeout,
            wall: timeout,
            memory_kib: None,
            stack: Stack::Inherited,
            output_bytes: None,
            env: Vec::new(),
        }
    }

    /// The program's whole environment: `PATH`, `HOME` and `TMPDIR` from this process's (where
    /// set), `LANG=C.UTF-8`, then [`Limits::env`]. Nothing else of the caller's: a judge's
    /// machine does not have it.
    pub fn environment(&self) -> Vec<(String, String)> {
        let mut variables: Vec<(String, String)> = ["PATH", "HOME", "TMPDIR"]
            .into_iter()
            .filter_map(|name| Some((name.to_string(), std::env::var(name).ok()?)))
            .collect();
        variables.push(("LANG".to_string(), "C.UTF-8".to_string()));
        variables.extend(self.env.iter().cloned());
        variables
    }

    /// The launcher's argument for these limits (the environment apart, which the launcher is
    /// given as its own): `cpu=<µs>,wall=<µs>,memory=<KiB>|none,stack=<KiB>|unlimited|inherited,
    /// output=<bytes>|none`.
    pub fn word(&self) -> String {
        let or_none = |value: Option<u64>| value.map_or("none".to_string(), |v| v.to_string());
        let stack = match self.stack {
            Stack::Kib(kib) => kib.to_string(),
            Stack::Unlimited => "unlimited".to_string(),
            Stack::Inherited => "inherited".to_string(),
        };
        format!(
            "cpu={},wall={},memory={},stack={stack},output={}",
            self.cpu.as_micros(),
            self.wall.as_micros(),
            or_none(self.memory_kib),
            or_none(self.output_bytes)
        )
    }

    /// Reads back a [`Limits::word`] (with no variable passed through); `None` if it is not one.
    pub fn from_word(word: &str) -> Option<Limits> {
        let fields: Vec<(&str, &str)> = word
            .split(',')
            .map(|field| field.split_once('='))
            .collect::<Option<_>>()?;
        let [("cpu", cpu), ("wall", wall), ("memory", memory), ("stack", stack), ("output", output)] =
            fields[..]
        else {
            return None;
        };
        let micros = |value: &str| value.parse().ok().map(Duration::from_micros);
        let optional = |value: &str| match value {
            "none" => Some(None),
            value => value.parse().ok().map(Some),
        };
        Some(Limits {
            cpu: micros(cpu)?,
            wall: micros(wall)?,
            memory_kib: optional(memory)?,
            stack: match stack {
                "unlimited" => Stack::Unlimited,
                "inherited" => Stack::Inherited,
                kib => Stack::Kib(kib.parse().ok()?),
            },
            output_bytes: optional(output)?,
            env: Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_back_from_their_word() {
        let judged = Limits::judged(Duration::from_millis(1500), 262_144, Stack::Kib(262_144), 1);
        assert_eq!(
            judged.word(),
            "cpu=1500000,wall=5000000,memory=262144,stack=262144,output=1"
        );
        assert_eq!(Limits::from_word(&judged.word()), Some(judged.clone()));
        let open = Limits {
            stack: Stack::Unlimited,
            ..Limits::timeout(Duration::from_micros(7))
        };
        assert_eq!(
            open.word(),
            "cpu=7,wall=7,memory=none,stack=unlimited,output=none"
        );
        assert_eq!(Limits::from_word(&open.word()), Some(open));
        let inherited = Limits::timeout(Duration::from_secs(1));
        assert_eq!(Limits::from_word(&inherited.word()), Some(inherited));
        // Out of order, missing, extra or malformed fields.
        assert_eq!(
            Limits::from_word("wall=1,cpu=1,memory=none,stack=1,output=1"),
            None
        );
        assert_eq!(Limits::from_word("cpu=1,wall=1,memory=none,stack=1"), None);
        let extra = format!("{},x=1", judged.word());
        assert_eq!(Limits::from_word(&extra), None);
        assert_eq!(
            Limits::from_word("cpu=1,wall=1,memory=-3,stack=1,output=1"),
            None
        );
        assert_eq!(Limits::from_word(""), None);
    }

    #[test]
    fn the_environment_is_minimal_plus_what_is_passed() {
        let mut limits = Limits::timeout(Duration::from_secs(1));
        limits
            .env
            .push(("PYTHONUNBUFFERED".to_string(), "1".to_string()));
        let names: Vec<String> = limits.environment().into_iter().map(|(n, _)| n).collect();
        assert!(names
            .iter()
            .all(|n| ["PATH", "HOME", "TMPDIR", "LANG", "PYTHONUNBUFFERED"].contains(&n.as_str())));
        assert!(names.contains(&"LANG".to_string()));
        assert_eq!(names.last().map(String::as_str), Some("PYTHONUNBUFFERED"));
        // Cargo runs this test with CARGO_PKG_NAME set: the program does not see it.
        assert!(std::env::var("CARGO_PKG_NAME").is_ok());
        assert!(!names.contains(&"CARGO_PKG_NAME".to_string()));
    }
}
