//! The harness's command line: `list`, `check <id>…`, `stress <id> --seconds N`,
//! `bench [<id>…]`, `bundle <id>`.

use harness::bundle::{Options, JUDGE_RUST, SOURCE_LIMIT};
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
                                         (--wrong K: stress known-wrong solution K instead)
  bench [<id>…] [--runs N] [--quick] [--out FILE]
                                         worst-case inputs through the release binaries, against
                                         a read-only floor (--quick: skip the 100 MB inputs;
                                         --out: the Markdown, default BENCHMARKS.md)
  bundle <id> [--stdout] [--docs] [--out PATH]
                                         one .rs file to submit to a judge: the problem and the
                                         core modules it uses (default target/bundle/<id>.rs;
                                         --docs keeps doc comments)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("list") => list(),
        Some("check") => check(&args[1..]),
        Some("stress") => stress(&args[1..]),
        Some("bundle") => bundle(&args[1..]),
        Some("bench") => bench(&args[1..]),
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

fn bench(args: &[String]) -> Result<ExitCode, String> {
    let options = harness::bench::Options::parse(args).map_err(|e| format!("{e}\n{USAGE}"))?;
    Ok(match harness::bench::run(&options)? {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    })
}

fn bundle(args: &[String]) -> Result<ExitCode, String> {
    let mut id = None;
    let mut out = None;
    let mut to_stdout = false;
    let mut options = Options::default();
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--stdout" => to_stdout = true,
            "--docs" => options.docs = true,
            "--out" => {
                let path = rest
                    .next()
                    .ok_or_else(|| format!("--out needs a path\n{USAGE}"))?;
                out = Some(std::path::PathBuf::from(path));
            }
            flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}\n{USAGE}")),
            _ if id.is_some() => return Err(format!("one problem at a time\n{USAGE}")),
            _ => id = Some(arg.as_str()),
        }
    }
    let id = id.ok_or_else(|| USAGE.to_string())?;
    let made = harness::bundle::bundle(id, options)?;
    let size = made.len();
    let modules: String = made
        .module_list()
        .lines()
        .map(|line| format!("  {line}\n"))
        .collect();
    let summary = format!(
        "{size} bytes ({:.1} KiB; judges commonly accept up to {} KiB)\nmodules:\n{modules}",
        size as f64 / 1024.0,
        SOURCE_LIMIT / 1024,
    );
    if to_stdout {
        use std::io::Write as _;
        let mut stdout = std::io::stdout().lock();
        stdout
            .write_all(made.source.as_bytes())
            .and_then(|()| stdout.flush())
            .map_err(|e| format!("writing the bundle to stdout: {e}"))?;
        eprint!("{id}: {summary}");
    } else {
        // Beside the build's own output: target/bundle/<id>.rs.
        let path = out.unwrap_or_else(|| {
            let target = binary_dir().parent().map(|p| p.to_path_buf());
            target
                .unwrap_or_default()
                .join("bundle")
                .join(format!("{id}.rs"))
        });
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(&path, &made.source).map_err(|e| format!("{}: {e}", path.display()))?;
        println!("wrote {}: {summary}", path.display());
    }
    for newer in &made.newer_syntax {
        eprintln!("warning: the bundle of {id} uses {newer}, newer than judges' Rust {JUDGE_RUST}");
    }
    if size >= SOURCE_LIMIT {
        eprintln!(
            "warning: the bundle of {id} is over {} KiB, too large for many judges",
            SOURCE_LIMIT / 1024
        );
    }
    Ok(ExitCode::SUCCESS)
}
