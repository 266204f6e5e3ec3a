//! What the tests of `harness judge` share: a judge of its own for each test (by the problem's
//! judge's rules), and its verdict with everything it printed.

use harness::judge::{judge, overall, Options, Verdict};
use harness::problems;
use harness::runner::target_dir;

/// Options for a judge of its own (the tests run at once).
pub fn options(test: &str, command: &[&str]) -> Options {
    Options {
        dir: target_dir().join("judge-tests").join(test),
        command: command.iter().map(|w| w.to_string()).collect(),
        time_limit: None,
        seconds: 0,
        seed: 1,
        comparison: None,
        shrink_seconds: harness::judge::SHRINK_SECONDS,
        env: Vec::new(),
    }
}

/// Judges `options` on problem `id`: the run's verdict and all it printed.
pub fn run(id: &str, options: &Options) -> (Verdict, String) {
    let mut printed = String::new();
    let groups = judge(problems::find(id).unwrap(), options, &mut |line| {
        printed += &line;
        printed.push('\n');
    })
    .expect("the judge runs");
    (overall(&groups), printed)
}
