//! The hand-made cases in `testdata/<id>/`: for each `NAME.in`, the expected stdout in `NAME.out`
//! (published or derived by hand) and, for input that must be rejected, the expected stderr in
//! `NAME.err` (then the exit code must be 1; without it, 0 and an empty stderr).

use std::fs;
use std::io;
use std::path::PathBuf;

/// One hand-made case.
#[derive(Debug, Clone)]
pub struct Case {
    /// The file name without `.in`.
    pub name: String,
    /// The input bytes (not necessarily UTF-8: hostile inputs are bytes).
    pub input: Vec<u8>,
    /// The expected stdout.
    pub stdout: String,
    /// The expected stderr, if the input must be rejected.
    pub stderr: Option<String>,
}

impl Case {
    /// The exit code this case expects.
    pub fn code(&self) -> i32 {
        if self.stderr.is_some() {
            1
        } else {
            0
        }
    }
}

/// The workspace's `testdata` folder.
pub fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata"))
}

/// The testdata folder of problem `id`.
pub fn dir(id: &str) -> PathBuf {
    root().join(id)
}

/// Every case of problem `id`, sorted by name. A `.in` without its `.out` is an error.
pub fn cases(id: &str) -> io::Result<Vec<Case>> {
    let dir = dir(id);
    let mut names: Vec<String> = fs::read_dir(&dir)?
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".in").map(str::to_string)
        })
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let read = |ext: &str| fs::read(dir.join(format!("{name}.{ext}")));
            let text = |ext: &str| read(ext).map(|b| String::from_utf8_lossy(&b).into_owned());
            let stdout = text("out")
                .map_err(|e| io::Error::new(e.kind(), format!("testdata/{id}/{name}.out: {e}")))?;
            let stderr = match text("err") {
                Ok(err) => Some(err),
                Err(e) if e.kind() == io::ErrorKind::NotFound => None,
                Err(e) => return Err(e),
            };
            Ok(Case {
                input: read("in")?,
                name,
                stdout,
                stderr,
            })
        })
        .collect()
}
