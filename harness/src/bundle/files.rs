//! Where the bundler reads sources from: the workspace on disk, or (in unit tests) memory.
//! Paths are relative to the workspace root and `/`-separated, so that they read the same in
//! every bundle header on every machine.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::PathBuf;

/// A read-only tree of source files.
pub trait Files {
    /// The text of the file at `path`, `Ok(None)` if there is no such file.
    fn read(&self, path: &str) -> Result<Option<String>, String>;
}

/// The files under a folder on disk (the workspace root).
#[derive(Debug, Clone)]
pub struct Disk(pub PathBuf);

impl Files for Disk {
    fn read(&self, path: &str) -> Result<Option<String>, String> {
        match fs::read_to_string(self.0.join(path)) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("{path}: {e}")),
        }
    }
}

/// Files held in memory, by path: for tests of the bundler on small made-up crates.
#[derive(Debug, Clone, Default)]
pub struct Memory(pub BTreeMap<String, String>);

impl Memory {
    /// A tree of `(path, text)` pairs.
    pub fn new(files: &[(&str, &str)]) -> Self {
        Memory(
            files
                .iter()
                .map(|(path, text)| (path.to_string(), text.to_string()))
                .collect(),
        )
    }
}

impl Files for Memory {
    fn read(&self, path: &str) -> Result<Option<String>, String> {
        Ok(self.0.get(path).cloned())
    }
}
