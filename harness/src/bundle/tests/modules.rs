//! The bundler on a problem crate in modules, read from a crate tree written to a temporary
//! folder: a flat module file (`input.rs`), a directory module (`rules/mod.rs`) with a nested
//! one (`rules/verdict.rs`), `crate::`, `super::`, `$crate::` and `pub(in crate::…)` paths, and
//! inner attributes.

use super::super::files::Disk;
use super::super::*;
use super::{compiled_and_run, workspace};

/// The problem `p-1` split in modules, as `(path, text)` pairs replacing the one-file crate.
const PROBLEM: [(&str, &str); 4] = [
    (
        "problems/p-1/src/lib.rs",
        r#"//! Problem one, in modules.
#![warn(missing_docs)]
use game_core::io::{Error, Scanner};
/// Reading the input.
mod input;
pub mod rules;
/// Solves it.
pub fn solve(input: &mut Scanner) -> Result<(), Error> {
    let n = input::count(input)?;
    println!("{}", crate::rules::verdict::of(rules::value(n)));
    Ok(())
}
#[cfg(test)]
mod tests;
"#,
    ),
    (
        "problems/p-1/src/input.rs",
        "//! The input.\nuse crate::{Error, Scanner};\n/// The count.\npub fn count(input: &mut Scanner) -> Result<usize, Error> { input.next() }\n",
    ),
    (
        "problems/p-1/src/rules/mod.rs",
        r#"//! The rules.
#![deny(unsafe_code)]
pub mod verdict;
const LOSS: usize = 0;
/// The value of `n` in the subtraction game {1, 2}.
pub fn value(n: usize) -> usize { game_core::sg::table(&[1, 2], n + 1)[n] }
"#,
    ),
    (
        "problems/p-1/src/rules/verdict.rs",
        r#"//! Who wins.
/// A winner's letter.
pub(in crate::rules) struct Letter(pub &'static str);
macro_rules! letter { ($x:literal) => { $crate::rules::verdict::Letter($x) }; }
/// The winner's letter for value `g`.
pub fn of(g: usize) -> &'static str {
    let letter = if g != super::LOSS { letter!("W") } else { letter!("L") };
    letter.0
}
"#,
    ),
];

/// The small workspace of [`workspace`] with the problem in modules, written under a new
/// temporary folder, which is returned (the caller removes it).
fn written() -> std::path::PathBuf {
    let mut files = workspace();
    files.0.remove("problems/p-1/src/parse.rs");
    for (path, text) in PROBLEM {
        files.0.insert(path.to_string(), text.to_string());
    }
    let root = std::env::temp_dir().join(format!("harness-bundle-tree-{}", std::process::id()));
    for (path, text) in &files.0 {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    root
}

/// The header's module list and the problem's module, by hand: each file inlined where its
/// `mod` stood, `crate::` paths under `p_1`, `use crate::game_core;` in each module naming core,
/// the inner attribute kept, tests and (by default) doc comments gone.
const EXPECTED: &str = r#"//   mod p_1                     problems/p-1/src/lib.rs
//   mod p_1::input              problems/p-1/src/input.rs
//   mod p_1::rules              problems/p-1/src/rules/mod.rs
//   mod p_1::rules::verdict     problems/p-1/src/rules/verdict.rs
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
    mod input {
        use crate::p_1::{Error, Scanner};
        pub fn count(input: &mut Scanner) -> Result<usize, Error> {
            input.next()
        }
    }
    pub mod rules {
        #![deny(unsafe_code)]
        use crate::game_core;
        pub mod verdict {
            pub(in crate::p_1::rules) struct Letter(pub &'static str);
            macro_rules! letter {
                ($x:literal) => {
                    $crate::p_1::rules::verdict::Letter($x)
                };
            }
            pub fn of(g: usize) -> &'static str {
                let letter = if g != super::LOSS { letter!("W") } else { letter!("L") };
                letter.0
            }
        }
        const LOSS: usize = 0;
        pub fn value(n: usize) -> usize {
            game_core::sg::table(&[1, 2], n + 1)[n]
        }
    }
    pub fn solve(input: &mut Scanner) -> Result<(), Error> {
        let n = input::count(input)?;
        println!("{}", crate::p_1::rules::verdict::of(rules::value(n)));
        Ok(())
    }
}
pub mod game_core {
"#;

#[test]
fn a_problem_in_modules_is_inlined_with_its_paths_kept_valid() {
    let root = written();
    let bundle = bundle_from(&Disk(root.clone()), "p-1", Options::default());
    let with_docs = bundle_from(&Disk(root.clone()), "p-1", Options { docs: true });
    std::fs::remove_dir_all(&root).unwrap();
    let (bundle, with_docs) = (bundle.unwrap(), with_docs.unwrap());
    let spaced = bundle.source.replace('\t', "    ");
    let from = spaced.find("//   mod p_1 ").expect("a module list");
    assert!(spaced[from..].starts_with(EXPECTED), "got:\n{spaced}");
    // Docs kept: the `///` on `mod input;` outside it, the file's `//!` inside it.
    for expected in [
        "\t/// Reading the input.\n\tmod input {\n\t\t//! The input.\n",
        "\tpub mod rules {\n\t\t//! The rules.\n\t\t#![deny(unsafe_code)]\n",
        "\t\t\t/// A winner's letter.\n\t\t\tpub(in crate::p_1::rules) struct Letter",
    ] {
        assert!(
            with_docs.source.contains(expected),
            "{expected:?} in\n{}",
            with_docs.source
        );
    }
    // The scanner pops 2: g(2) = 2 in the subtraction game {1, 2}, a win. Both compile alone.
    assert_eq!(compiled_and_run(&bundle, "tree"), "W\n");
    assert_eq!(compiled_and_run(&with_docs, "tree-docs"), "W\n");
}

#[test]
fn renaming_the_problem_crate_root_is_refused() {
    let mut files = workspace();
    let lib = "problems/p-1/src/lib.rs".to_string();
    let text = files.0[&lib].replace("mod parse;", "mod parse;\nuse crate as root;");
    files.0.insert(lib, text);
    let err = bundle_from(&files, "p-1", Options::default()).unwrap_err();
    assert!(err.starts_with("`crate as …` in the crate `p_1`"), "{err}");
}
