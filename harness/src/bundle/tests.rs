//! The bundler end to end on a small made-up workspace held in memory.

use super::files::Memory;
use super::*;
use std::process::Command;

mod modules;

/// A core shaped like the real one (a directory module with private submodules re-exported,
/// `super::` and `self::` paths, tests to strip) and a problem using part of it.
fn workspace() -> Memory {
    Memory::new(&[
        (
            "core/src/lib.rs",
            "//! Core.\n#![forbid(unsafe_code)]\npub mod io;\npub mod mex;\npub mod nim;\npub mod sg;\n",
        ),
        (
            "core/src/io/mod.rs",
            r#"//! Judge I/O.
mod error;
mod scanner;
pub use error::Error;
pub use self::scanner::Scanner;
/// Runs `solve`.
pub fn run(solve: fn(&mut Scanner) -> Result<(), Error>) -> std::process::ExitCode {
    let mut scanner = Scanner::new(vec![3, 1, 2]);
    match solve(&mut scanner) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => { eprintln!("error: {}", e); std::process::ExitCode::FAILURE }
    }
}
"#,
        ),
        (
            "core/src/io/error.rs",
            "/// An error.\n#[derive(Debug)]\npub struct Error(pub String);\nimpl std::fmt::Display for Error {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result { f.write_str(&self.0) }\n}\n",
        ),
        (
            "core/src/io/scanner.rs",
            r#"use super::error::Error;
pub struct Scanner { values: Vec<usize> }
impl Scanner {
    pub fn new(values: Vec<usize>) -> Self { Scanner { values } }
    pub fn next(&mut self) -> Result<usize, Error> {
        self.values.pop().ok_or_else(|| super::Error("end of input".to_string()))
    }
}
#[cfg(test)]
mod tests {
    #[test]
    fn reads() {}
}
"#,
        ),
        (
            "core/src/mex.rs",
            "//! Mex.\npub fn mex(values: &[usize]) -> usize {\n    (0..).find(|v| !values.contains(v)).unwrap_or(0)\n}\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn zero() { assert_eq!(super::mex(&[]), 0); }\n}\n",
        ),
        (
            "core/src/nim.rs",
            "pub fn nim_sum(heaps: &[u64]) -> u64 { heaps.iter().fold(0, |a, h| a ^ h) }\n",
        ),
        (
            "core/src/sg.rs",
            r#"use super::mex;
/// SG values of a subtraction game.
pub fn table(moves: &[usize], len: usize) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::new();
    for x in 0..len {
        let options: Vec<usize> = moves.iter().filter(|&&s| s <= x).map(|&s| g[x - s]).collect();
        g.push(mex::mex(&options));
    }
    g
}
pub fn describe() -> String { format!("{}", self::super::mex::mex(&[0])) }
"#,
        ),
        (
            "problems/p-1/Cargo.toml",
            "[package]\nname = \"p-1\"\ndescription = \"P 1: a \\\"game\\\".\"\n",
        ),
        (
            "problems/p-1/src/lib.rs",
            r#"//! Problem one.
use game_core::io::{Error, Scanner};
mod parse;
/// Solves it.
pub fn solve(input: &mut Scanner) -> Result<(), Error> {
    let n = parse::count(input)?;
    let g = game_core::sg::table(&[1, 2], n + 1);
    println!("{}", self::parse::verdict(g[n]));
    Ok(())
}
#[cfg(test)]
mod tests {
    use game_core::nim::nim_sum;
    #[test]
    fn t() { assert_eq!(nim_sum(&[1, 1]), 0); }
}
"#,
        ),
        (
            "problems/p-1/src/parse.rs",
            "use super::{Error, Scanner};\npub fn count(input: &mut Scanner) -> Result<usize, Error> { input.next() }\npub fn verdict(g: usize) -> &'static str { if g != 0 { \"W\" } else { \"L\" } }\n",
        ),
        (
            "problems/p-1/src/main.rs",
            "fn main() -> std::process::ExitCode {\n    game_core::io::run(p_1::solve)\n}\n",
        ),
    ])
}

const EXPECTED: &str = r#"// p-1: P 1: a "game".
//
// One file for a judge: the problem crate `p_1` and the modules of `game_core` it uses,
// made by `cargo run -p harness -- bundle p-1` from the workspace's sources
// (tests, comments and doc comments stripped). Regenerate it rather than edit it.
// Compiles alone with `rustc --edition 2021 -O` on Rust 1.70 or newer.
//
//   mod p_1                     problems/p-1/src/lib.rs
//   mod p_1::parse              problems/p-1/src/parse.rs
//   mod game_core               core/src/lib.rs
//   mod game_core::io           core/src/io/mod.rs
//   mod game_core::io::error    core/src/io/error.rs
//   mod game_core::io::scanner  core/src/io/scanner.rs
//   mod game_core::mex          core/src/mex.rs
//   mod game_core::sg           core/src/sg.rs
//   fn main                     problems/p-1/src/main.rs

pub mod p_1 {
    use crate::game_core;
    use game_core::io::{Error, Scanner};
    mod parse {
        use super::{Error, Scanner};
        pub fn count(input: &mut Scanner) -> Result<usize, Error> {
            input.next()
        }
        pub fn verdict(g: usize) -> &'static str {
            if g != 0 { "W" } else { "L" }
        }
    }
    pub fn solve(input: &mut Scanner) -> Result<(), Error> {
        let n = parse::count(input)?;
        let g = game_core::sg::table(&[1, 2], n + 1);
        println!("{}", self::parse::verdict(g[n]));
        Ok(())
    }
}
pub mod game_core {
    pub mod io {
        mod error {
            #[derive(Debug)]
            pub struct Error(pub String);
            impl std::fmt::Display for Error {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str(&self.0)
                }
            }
        }
        mod scanner {
            use super::error::Error;
            pub struct Scanner {
                values: Vec<usize>,
            }
            impl Scanner {
                pub fn new(values: Vec<usize>) -> Self {
                    Scanner { values }
                }
                pub fn next(&mut self) -> Result<usize, Error> {
                    self.values
                        .pop()
                        .ok_or_else(|| super::Error("end of input".to_string()))
                }
            }
        }
        pub use error::Error;
        pub use self::scanner::Scanner;
        pub fn run(
            solve: fn(&mut Scanner) -> Result<(), Error>,
        ) -> std::process::ExitCode {
            let mut scanner = Scanner::new(vec![3, 1, 2]);
            match solve(&mut scanner) {
                Ok(()) => std::process::ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: {}", e);
                    std::process::ExitCode::FAILURE
                }
            }
        }
    }
    pub mod mex {
        pub fn mex(values: &[usize]) -> usize {
            (0..).find(|v| !values.contains(v)).unwrap_or(0)
        }
    }
    pub mod sg {
        use super::mex;
        pub fn table(moves: &[usize], len: usize) -> Vec<usize> {
            let mut g: Vec<usize> = Vec::new();
            for x in 0..len {
                let options: Vec<usize> = moves
                    .iter()
                    .filter(|&&s| s <= x)
                    .map(|&s| g[x - s])
                    .collect();
                g.push(mex::mex(&options));
            }
            g
        }
        pub fn describe() -> String {
            format!("{}", self::super::mex::mex(&[0]))
        }
    }
}
fn main() -> std::process::ExitCode {
    game_core::io::run(p_1::solve)
}
"#;

#[test]
fn whole_bundle_of_a_small_workspace() {
    let bundle = bundle_from(&workspace(), "p-1", Options::default()).unwrap();
    // Indented by tabs; EXPECTED shows them as four spaces.
    assert!(bundle.source.contains("\n\tpub fn solve(input"));
    let spaced = bundle.source.replace('\t', "    ");
    assert_eq!(spaced, EXPECTED, "got:\n{spaced}");
    assert_eq!(bundle.newer_syntax, Vec::<String>::new());
    assert_eq!(
        bundle.core_modules,
        [
            "game_core::io",
            "game_core::io::error",
            "game_core::io::scanner",
            "game_core::mex",
            "game_core::sg"
        ]
    );
    // Byte-identical the second time.
    assert_eq!(
        bundle_from(&workspace(), "p-1", Options::default()).unwrap(),
        bundle
    );
}

#[test]
fn docs_are_kept_on_request_as_inner_and_outer_doc_comments() {
    let bundle = bundle_from(&workspace(), "p-1", Options { docs: true }).unwrap();
    for expected in [
        "pub mod p_1 {\n\t//! Problem one.\n",
        "pub mod game_core {\n\t//! Core.\n\tpub mod io {\n\t\t//! Judge I/O.\n",
        "\t\t/// Runs `solve`.\n\t\tpub fn run(",
        "tests and comments stripped, doc comments kept",
        "bundle p-1 --docs`",
    ] {
        assert!(
            bundle.source.contains(expected),
            "{expected:?} in\n{}",
            bundle.source
        );
    }
    // The library's other crate-level attributes do not follow it into a module.
    assert!(!bundle.source.contains("forbid"));
}

/// The output of `bundle` compiled with rustc alone, which must succeed without a warning, and
/// run without input (built in a temporary folder named after `what`, removed after).
fn compiled_and_run(bundle: &Bundle, what: &str) -> String {
    let dir = std::env::temp_dir().join(format!("harness-bundle-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("p1.rs");
    std::fs::write(&source, &bundle.source).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let compiled = Command::new(rustc)
        .args(["--edition", "2021", "--crate-name", "p1", "-o"])
        .arg(dir.join("p1"))
        .arg(&source)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&compiled.stderr).into_owned();
    assert!(compiled.status.success() && stderr.is_empty(), "{stderr}");
    let run = Command::new(dir.join("p1")).output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8_lossy(&run.stdout).into_owned()
}

/// The made-up bundle compiles with rustc alone, without a warning, and runs.
#[test]
fn small_bundle_compiles_without_warnings_and_runs() {
    let bundle = bundle_from(&workspace(), "p-1", Options::default()).unwrap();
    // The scanner pops 2: the subtraction game {1, 2} has g(2) = 2, a win.
    assert_eq!(compiled_and_run(&bundle, "unit"), "W\n");
}

/// The tokens of `text`, as text: what the compiler sees, literals spelled as written.
fn tokens(text: &str) -> String {
    text.parse::<proc_macro2::TokenStream>()
        .unwrap()
        .to_string()
}

#[test]
fn tabs_indent_but_never_change_a_literal() {
    let printed = prettyplease::unparse(
        &syn::parse_file(
            "mod m { fn f() -> [&'static str; 3] { if true { [\"a\n    b\", r#\"c\n        d\"#, \"e \\\n      f\"] } else { [\"\"; 3] } } }",
        )
        .unwrap(),
    );
    // prettyplease keeps each literal as written, over its lines; the lines that start inside
    // one keep their spaces, which are the literal's.
    let spaced = "mod m {\n    fn f() -> [&'static str; 3] {\n        if true { [\"a\n    b\", \
                  r#\"c\n        d\"#, \"e \\\n      f\"] } else { [\"\"; 3] }\n    }\n}\n";
    assert_eq!(printed, spaced);
    let tabbed = assemble::indent_with_tabs(&printed);
    let expected = "mod m {\n\tfn f() -> [&'static str; 3] {\n\t\tif true { [\"a\n    b\", \
                    r#\"c\n        d\"#, \"e \\\n      f\"] } else { [\"\"; 3] }\n\t}\n}\n";
    assert_eq!(tabbed, expected);
    assert_eq!(tabbed.replace('\t', "    "), printed);
    assert_eq!(tokens(&tabbed), tokens(&printed));
    // Indentation that is not a multiple of four keeps its remainder; text that does not lex
    // stays as it is.
    assert_eq!(
        assemble::indent_with_tabs("fn f() {\n      g();\n}\n"),
        "fn f() {\n\t  g();\n}\n"
    );
    assert_eq!(assemble::indent_with_tabs("    \"open\n"), "    \"open\n");
}

/// Every source file of the workspace, printed as a bundle prints it: the same tokens with tabs.
#[test]
fn tabs_keep_the_tokens_of_every_source() {
    let root = workspace_root();
    let mut dirs = vec![root.join("core/src"), root.join("problems")];
    let mut checked = 0;
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let printed = prettyplease::unparse(&syn::parse_file(&text).unwrap());
                let tabbed = assemble::indent_with_tabs(&printed);
                assert_eq!(tokens(&tabbed), tokens(&printed), "{}", path.display());
                assert!(tabbed.len() <= printed.len(), "{}", path.display());
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "{checked} files");
}

#[test]
fn only_what_is_named_is_included() {
    let mut files = workspace();
    files.0.insert(
        "problems/p-1/src/lib.rs".into(),
        "use game_core::nim::nim_sum;\npub fn solve(_: &mut game_core::io::Scanner) -> Result<(), game_core::io::Error> { println!(\"{}\", nim_sum(&[1])); Ok(()) }\n".into(),
    );
    files.0.remove("problems/p-1/src/parse.rs");
    let bundle = bundle_from(&files, "p-1", Options::default()).unwrap();
    assert_eq!(
        bundle.core_modules,
        [
            "game_core::io",
            "game_core::io::error",
            "game_core::io::scanner",
            "game_core::nim"
        ]
    );
    assert!(!bundle.source.contains("mod sg") && !bundle.source.contains("mod mex"));
    assert!(!bundle.source.contains("mod p_1::parse"));
}

#[test]
fn bad_ids_and_missing_crates() {
    let files = workspace();
    assert_eq!(
        bundle_from(&files, "../core", Options::default()).unwrap_err(),
        "\"../core\" is not a problem id"
    );
    assert_eq!(
        bundle_from(&files, "nope", Options::default()).unwrap_err(),
        "no problem crate problems/nope (no problems/nope/src/lib.rs)"
    );
}

#[test]
fn descriptions() {
    assert_eq!(
        package_description("[package]\nname = \"x\"\ndescription = \"A \\\"b\\\" c.\"\n"),
        Some("A \"b\" c.".to_string())
    );
    assert_eq!(
        package_description("[lib]\ndescription = \"no\"\n[package]\nname = \"x\"\n"),
        None
    );
}

/// The bundles' target is the workspace's `rust-version`.
#[test]
fn judge_rust_is_the_workspace_rust_version() {
    let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml")).unwrap();
    let line = format!("rust-version = \"{JUDGE_RUST}\"");
    assert!(
        manifest.lines().any(|l| l.trim() == line),
        "the root Cargo.toml has no `{line}`"
    );
}

/// The bundles' edition is the workspace's.
#[test]
fn edition_is_the_workspace_edition() {
    let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml")).unwrap();
    let line = format!("edition = \"{EDITION}\"");
    assert!(
        manifest.lines().any(|l| l.trim() == line),
        "the root Cargo.toml has no `{line}`"
    );
}

#[test]
fn the_compile_command_names_the_edition_and_the_file() {
    assert_eq!(
        compile_command(Path::new("target/bundle/hdu1848.rs")),
        "rustc --edition 2021 -O target/bundle/hdu1848.rs"
    );
    // A path a shell would split is quoted, a quote in it escaped.
    assert_eq!(
        compile_command(Path::new("/tmp/my dir/it's.rs")),
        r"rustc --edition 2021 -O '/tmp/my dir/it'\''s.rs'"
    );
}
