//! The one-file bundler: a problem crate plus exactly the modules of core it uses, as one `.rs`
//! file that a judge compiles with `rustc --edition 2021 -O` and no crates.
//!
//! The steps, one file each:
//! - [`files`]: where sources are read from (the workspace on disk, or memory in tests);
//! - [`load`]: each crate parsed with `syn`, every `mod x;` inlined from its file (`x.rs` or
//!   `x/mod.rs`, at any depth: core's modules and a problem crate's alike);
//! - [`strip`]: test-only items (`#[cfg(test)]`, `#[test]`) and, unless asked, doc comments go;
//! - [`relocate`]: the problem crate's `crate::` paths made `crate::<problem>::`, as it becomes
//!   module `<problem>` of the bundle;
//! - [`select`]: which of core's top-level modules the problem names, closed transitively (and
//!   no `crate::` path in core, which would break once it is a module);
//! - [`assemble`]: the file put together and printed with `prettyplease` (deterministic);
//! - [`msrv`]: syntax newer than the judges' Rust, if any, reported with the bundle.
//!
//! Only the problem's `crate::` paths are rewritten. Core's modules name each other with
//! `super::` paths, so they mean the same inside `pub mod game_core { … }`, as the problem's
//! `super::` and `self::` paths do inside `pub mod <problem> { … }` (modules keep their nesting,
//! docs and attributes); a problem module that names `game_core` gets `use crate::game_core;` as
//! its first item; `main.rs`'s items are the bundle's root, where `game_core` and `<problem>` are
//! modules.
//!
//! The bundle's shape: a header comment, then `pub mod <problem> { … }` (the problem's `lib.rs`,
//! a module so that `main.rs` keeps its `<problem>::solve` and the reader sees which code is the
//! problem's), `pub mod game_core { pub mod nim { … } … }` (the used modules, in source order), and
//! `main.rs`'s items, `fn main` last. Both crates are `pub mod`s on purpose: rustc's dead-code
//! lint treats what a crate root exports as used, so a module's public functions that this
//! problem happens not to call draw no warning, as they draw none in the library; private dead
//! code still does. No `#[allow]` is needed.

pub mod assemble;
pub mod files;
pub mod load;
pub mod msrv;
pub mod relocate;
pub mod select;
pub mod strip;

#[cfg(test)]
mod tests;

use files::{Disk, Files};
use std::path::{Path, PathBuf};

/// A module's path from its crate's root (the root is `[]`).
pub type ModPath = Vec<String>;

/// The name under which problems use core, and the module that core becomes in a bundle.
pub const CORE_CRATE: &str = "game_core";

/// Core's root file, relative to the workspace root.
pub const CORE_ROOT: &str = "core/src/lib.rs";

/// The oldest Rust the bundles are for: the judges' toolchain and the workspace's
/// `rust-version` (a unit test keeps the two equal).
pub const JUDGE_RUST: &str = "1.70";

/// The Rust edition a bundle is written in, and so compiled with: the workspace's `edition` (a
/// unit test keeps the two equal).
pub const EDITION: &str = "2021";

/// The command that compiles the bundle at `path` as a judge does, e.g.
/// `rustc --edition 2021 -O target/bundle/hdu1848.rs` (a path with characters a shell would
/// split or expand is single-quoted).
pub fn compile_command(path: &Path) -> String {
    let path = path.display().to_string();
    let plain = path
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+,:@%=".contains(c));
    let path = if plain && !path.is_empty() {
        path
    } else {
        format!("'{}'", path.replace('\'', r"'\''"))
    };
    format!("rustc --edition {EDITION} -O {path}")
}

/// The usual judge limit on a submission's size, in bytes.
pub const SOURCE_LIMIT: usize = 64 * 1024;

/// What to keep in a bundle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// Keep doc comments (`///`, `//!`); by default they go, to keep bundles small.
    pub docs: bool,
}

/// One module of a bundle and the file it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Module {
    /// Its path in the bundle, e.g. `game_core::io::scanner`.
    pub path: String,
    /// Its source file, relative to the workspace root, e.g. `core/src/io/scanner.rs`.
    pub file: String,
}

/// A problem's one-file bundle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bundle {
    /// The problem's id.
    pub id: String,
    /// The file's text.
    pub source: String,
    /// Every module in it (the problem's, then core's), in the order they appear.
    pub modules: Vec<Module>,
    /// The core modules it includes, e.g. `game_core::nim` (core's root not counted).
    pub core_modules: Vec<String>,
    /// Syntax in it newer than [`JUDGE_RUST`] (see [`msrv`]): should be empty.
    pub newer_syntax: Vec<String>,
}

impl Bundle {
    /// Its size in bytes.
    pub fn len(&self) -> usize {
        self.source.len()
    }

    /// Whether it is empty (never, for a real problem).
    pub fn is_empty(&self) -> bool {
        self.source.is_empty()
    }

    /// Its modules, one per line, each with its file, aligned.
    pub fn module_list(&self) -> String {
        let width = self.modules.iter().map(|m| m.path.len()).max().unwrap_or(0);
        self.modules
            .iter()
            .map(|m| format!("{:width$}  {}\n", m.path, m.file))
            .collect()
    }
}

/// The workspace's root folder.
pub fn workspace_root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// Bundles problem `id` from the workspace on disk.
pub fn bundle(id: &str, options: Options) -> Result<Bundle, String> {
    bundle_from(&Disk(workspace_root()), id, options)
}

/// Bundles problem `id` from `files` (laid out as the workspace is: `core/`, `problems/<id>/`).
pub fn bundle_from(files: &dyn Files, id: &str, options: Options) -> Result<Bundle, String> {
    if id.is_empty()
        || !id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
    {
        return Err(format!("{id:?} is not a problem id"));
    }
    let dir = format!("problems/{id}");
    let lib_path = format!("{dir}/src/lib.rs");
    if files.read(&lib_path)?.is_none() {
        return Err(format!("no problem crate {dir} (no {lib_path})"));
    }
    let name = id.replace('-', "_");
    let mut problem = load::load_crate(files, &lib_path, options.docs)?;
    problem.file = relocate::relocate(&problem.file, &name)?;
    let main = load::load_crate(files, &format!("{dir}/src/main.rs"), options.docs)?;
    let core = load::load_crate(files, CORE_ROOT, options.docs)?;
    let selection = select::select(&core, &problem, &main, CORE_CRATE)?;
    let description = files
        .read(&format!("{dir}/Cargo.toml"))?
        .as_deref()
        .and_then(package_description);
    Ok(assemble::assemble(assemble::Parts {
        id,
        name: &name,
        description,
        problem,
        main,
        core,
        selection: &selection,
        options,
    }))
}

/// The `description` of a `Cargo.toml`'s `[package]`, if it is a plain one-line string.
fn package_description(manifest: &str) -> Option<String> {
    let mut in_package = false;
    for line in manifest.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if let (true, Some(rest)) = (in_package, line.strip_prefix("description")) {
            let value = rest.trim_start().strip_prefix('=')?.trim();
            let inner = value.strip_prefix('"')?.strip_suffix('"')?;
            return Some(inner.replace("\\\"", "\"").replace("\\\\", "\\"));
        }
    }
    None
}
