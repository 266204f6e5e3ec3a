//! `harness new <id>`: the skeleton of a new problem in each of its three homes (its crate, its
//! harness module, its testdata), then [`crate::layout::sync`] to list it everywhere else.
//!
//! The skeleton compiles, and its tests fail until it is filled in: the `Game` methods that
//! need the problem's rules are `todo!()`, and the sample is empty. Nothing is overwritten.

use crate::layout::{self, type_name, valid_id};
use std::fs;
use std::path::{Path, PathBuf};

/// The files of a new problem `id`, relative to the workspace root, with their contents.
pub fn files(id: &str) -> Vec<(PathBuf, String)> {
    let game = type_name(id);
    let file = |path: String, text: &str| {
        (
            PathBuf::from(path),
            text.replace("{id}", id).replace("{Game}", &game),
        )
    };
    vec![
        file(format!("problems/{id}/Cargo.toml"), CARGO_TOML),
        file(format!("problems/{id}/src/main.rs"), MAIN_RS),
        file(format!("problems/{id}/src/lib.rs"), LIB_RS),
        file(format!("problems/{id}/README.md"), README_MD),
        file(format!("harness/src/problems/{id}.rs"), HARNESS_RS),
        file(format!("testdata/{id}/sample.in"), ""),
        file(format!("testdata/{id}/sample.out"), ""),
    ]
}

/// Creates problem `id` under `root`: its skeleton files, then every generated list. Returns
/// every file written or changed (relative paths). Refuses an invalid id or an existing problem.
pub fn new_problem(root: &Path, id: &str) -> Result<Vec<PathBuf>, String> {
    if !valid_id(id) {
        return Err(format!(
            "{id:?} is not a problem id: lowercase letters, digits and `_`, starting with a letter"
        ));
    }
    let files = files(id);
    if let Some((path, _)) = files.iter().find(|(path, _)| root.join(path).exists()) {
        return Err(format!(
            "{} exists already: nothing written",
            path.display()
        ));
    }
    let mut written = Vec::new();
    for (path, text) in files {
        let full = root.join(&path);
        if let Some(dir) = full.parent() {
            fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        fs::write(&full, text).map_err(|e| format!("{}: {e}", full.display()))?;
        written.push(path);
    }
    written.extend(layout::sync(root)?);
    Ok(written)
}

const CARGO_TOML: &str = r#"[package]
name = "{id}"
description = "TODO: judge, problem name: the game in one line."
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[dependencies]
game-core.workspace = true

# The binary is `main.rs`'s one call of `solve`; its tests are the library's and the harness's:
# no test harness to build and link for it.
[[bin]]
name = "{id}"
path = "src/main.rs"
test = false
"#;

const MAIN_RS: &str = "fn main() -> std::process::ExitCode {
    game_core::io::run({id}::solve)
}
";

const LIB_RS: &str = r#"//! TODO: the judge, the problem's name, and what is printed; the complexity.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves every case of the input. TODO: read with `input`, answer with `out`. The judge's
/// limits are constants here for the harness; past them, answer whatever stays right with
/// memory bounded by what was read (docs/contract.md: the input and error contract).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let _ = (input, out);
    Ok(())
}
"#;

const README_MD: &str = "# {id} — TODO: judge, number, name (the game)

## Rules

## Input

## Output

## Why the answer is right

## Complexity

## Judge limits

## What this program accepts and rejects

## Run
```
cargo run -p {id} < testdata/{id}/sample.in
```
";

const HARNESS_RS: &str = r#"//! TODO: the judge, the problem's name; how the oracle searches the game from its rules.

use crate::inputs::{Input, Scale};
use crate::game::{Game, Limits, SolveFn, Wrong};
use crate::rng::Rng;

/// The registration of {id}.
pub struct {Game};

impl Game for {Game} {
    type Case = Vec<u64>;
    const ID: &'static str = "{id}";
    const SOLVE: SolveFn = |input, out| {id}::solve(input, out);
    // TODO: the judge's limits.
    const LIMITS: Limits = Limits::one_second("TODO", 32);
    const MAX_CASES: usize = 100;

    fn render(_cases: &[Vec<u64>]) -> String {
        todo!("the input file of these cases, as the judge gives it")
    }

    fn validate(_case: &Vec<u64>) -> Result<(), String> {
        todo!("the judge's constraints, from {id}'s constants (see game::within)")
    }

    fn oracle(_index: usize, _case: &Vec<u64>) -> String {
        todo!("the answer, searched from the rules (game_core::sg::Search), never the closed form")
    }

    fn small_cases() -> Vec<Vec<u64>> {
        todo!("every position up to a small bound")
    }

    fn random_case(_rng: &mut Rng) -> Vec<u64> {
        todo!("a random case within the judge's constraints and the oracle's reach")
    }

    fn judge_sized_case(_rng: &mut Rng) -> Vec<u64> {
        todo!("a random case over the judge's whole ranges (see Rng::sized)")
    }

    fn parse(_input: &str) -> Option<Vec<Vec<u64>>> {
        todo!("the cases of an input file, the inverse of render (see parse::Tokens)")
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        todo!("the classic bugs, which the cases must catch")
    }

    fn bench_inputs(_scale: Scale) -> Vec<Input> {
        todo!("the worst case at the judge's limits (see harness/src/inputs)")
    }
}
"#;
