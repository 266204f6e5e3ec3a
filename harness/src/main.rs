//! The harness's command line: `list`, `check <id>…`, `stress <id> --seconds N`.

use harness::check::{check_oracle, check_testdata, Verdict};
use harness::registry::{self, Problem, Subject};
use harness::runner::{binary_dir, build_binaries};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: harness <command>
  list                                   every problem, with its known-wrong solutions
  check [<id>…] [--no-binary]            testdata, exhaustive and seeded cases, wrong solutions
                                         (every problem if no id is given)
  stress <id> [--seconds N] [--seed S] [--wrong K]
                                         random cases against the oracle until a mismatch
                                         (--wrong K: stress known-wrong solution K instead)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("list") => list(),
        Some("check") => check(&args[1..]),
        Some("stress") => stress(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

fn problem(id: &str) -> Result<&'static dyn Problem, String> {
    registry::find(id).ok_or_else(|| format!("no problem {id:?}; `harness list` shows them"))
}

/// The value after `--flag`, parsed, or `default` if the flag is absent.
fn flag<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a value\n{USAGE}")),
    }
}

fn list() -> Result<ExitCode, String> {
    for p in registry::all() {
        println!("{}", p.id());
        for (k, name) in p.wrong_names().iter().enumerate() {
            println!("    wrong {k}: {name}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn check(args: &[String]) -> Result<ExitCode, String> {
    let ids: Vec<&str> = args
        .iter()
        .filter(|a| !a.starts_with("--"))
        .map(String::as_str)
        .collect();
    let problems: Vec<&dyn Problem> = if ids.is_empty() {
        registry::all()
    } else {
        ids.iter().map(|id| problem(id)).collect::<Result<_, _>>()?
    };
    let use_binary = !args.iter().any(|a| a == "--no-binary");
    if use_binary {
        let ids: Vec<&str> = problems.iter().map(|p| p.id()).collect();
        build_binaries(&ids).map_err(|e| e.to_string())?;
    }
    let mut failed = 0;
    for p in problems {
        let binary = use_binary.then(|| binary_dir().join(p.id()));
        let mut verdicts: Vec<Verdict> = check_testdata(p, binary.as_deref());
        verdicts.extend(check_oracle(p, binary.as_deref()));
        println!("{}:", p.id());
        for v in &verdicts {
            match &v.failure {
                None => println!("  ok    {}", v.name),
                Some(why) => println!("  FAIL  {}\n        {why}", v.name),
            }
        }
        failed += verdicts.iter().filter(|v| v.failure.is_some()).count();
    }
    if failed > 0 {
        println!("{failed} check(s) failed");
        return Ok(ExitCode::FAILURE);
    }
    println!("all checks passed");
    Ok(ExitCode::SUCCESS)
}

fn stress(args: &[String]) -> Result<ExitCode, String> {
    let id = args.first().ok_or_else(|| USAGE.to_string())?;
    let p = problem(id)?;
    let seconds: u64 = flag(args, "--seconds", 10)?;
    let first_seed: u64 = flag(args, "--seed", 1)?;
    let subject = match flag::<usize>(args, "--wrong", usize::MAX)? {
        usize::MAX => Subject::Solve,
        k if k < p.wrong_names().len() => Subject::Wrong(k),
        k => return Err(format!("{id} has no wrong solution {k}")),
    };
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut rounds = 0u64;
    let mut seed = first_seed;
    while Instant::now() < deadline {
        if let Some(failure) = p.stress(seed, subject) {
            println!("MISMATCH after {rounds} rounds; reproduce with: harness stress {id} --seed {} --seconds 1", failure.seed);
            println!("{}", failure.mismatch);
            println!("--- smallest failing input\n{}", failure.input);
            println!("--- expected (oracle)\n{}", failure.expected);
            println!("--- actual\n{}", failure.actual);
            return Ok(ExitCode::FAILURE);
        }
        rounds += 1;
        seed += 1;
    }
    println!("{id}: {rounds} rounds (seeds {first_seed}..{seed}) agreed with the oracle");
    Ok(ExitCode::SUCCESS)
}
