//! Generated inputs on disk, in `target/bench-inputs/<id>/<name>.in`, each with a `.key` file
//! that records what made it: a rerun reuses a file whose key and length still match.

use super::text::Text;
use super::Input;
use std::fs::{self, File};
use std::io::{self, BufWriter};
use std::path::{Path, PathBuf};

/// An input file ready to run.
#[derive(Debug, Clone)]
pub struct Prepared {
    /// Where it is.
    pub path: PathBuf,
    /// Its length in bytes.
    pub bytes: u64,
    /// Whether this call wrote it (rather than reusing a cached one).
    pub fresh: bool,
}

/// The input file for `input` in `dir`, written unless a cached one with the same key exists.
/// O(input size) when written; memory: a 1 MiB buffer.
pub fn prepare(dir: &Path, input: &Input) -> io::Result<Prepared> {
    fs::create_dir_all(dir)?;
    let path = dir.join(format!("{}.in", input.name()));
    let key_path = dir.join(format!("{}.key", input.name()));
    let key = input.key();
    if let (Ok(recorded), Ok(meta)) = (fs::read_to_string(&key_path), fs::metadata(&path)) {
        if recorded == format!("{key}\n{}\n", meta.len()) {
            return Ok(Prepared {
                path,
                bytes: meta.len(),
                fresh: false,
            });
        }
    }
    // Write beside, then rename: an interrupted run leaves no half file under the real name,
    // and two runs preparing the same input at once (two judges) never write into one file.
    let partial = dir.join(format!(
        "{}.in.partial-{}-{:?}",
        input.name(),
        std::process::id(),
        std::thread::current().id()
    ));
    let mut sink = BufWriter::new(File::create(&partial)?);
    let mut text = Text::new(&mut sink);
    input.generate(&mut text);
    let bytes = text.finish()?;
    drop(sink);
    fs::rename(&partial, &path)?;
    fs::write(&key_path, format!("{key}\n{bytes}\n"))?;
    Ok(Prepared {
        path,
        bytes,
        fresh: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inputs::Scale;
    use crate::problems;

    #[test]
    fn a_cached_input_is_reused_until_its_key_changes() {
        let dir = std::env::temp_dir().join(format!("bench-cache-{}", std::process::id()));
        let inputs = problems::find("hdu1846")
            .unwrap()
            .bench_inputs(Scale::Small);
        let input = &inputs[0];
        let first = prepare(&dir, input).unwrap();
        assert!(first.fresh);
        assert_eq!(fs::metadata(&first.path).unwrap().len(), first.bytes);
        assert!(!prepare(&dir, input).unwrap().fresh);
        fs::write(dir.join(format!("{}.key", input.name())), "another key\n").unwrap();
        let again = prepare(&dir, input).unwrap();
        assert!(again.fresh);
        assert_eq!(again.bytes, first.bytes);
        fs::remove_dir_all(&dir).unwrap();
    }
}
