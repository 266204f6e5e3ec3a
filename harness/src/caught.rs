//! Running a problem's harness code so that a panic becomes a message instead of a crash: a
//! `todo!()` that `harness new` left names the method still to write, e.g.
//! "harness/src/problems/hdu1848.rs:20: `small_cases` is not written yet (todo!: …)", and the
//! default panic report (with its backtrace note) is not printed for it.

use crate::binaries::workspace_root;
use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// What `todo!()` panics with, before its own message.
const TODO: &str = "not yet implemented";

thread_local! {
    /// How many calls of [`caught`] this thread is inside: while it is not 0, a panic on this
    /// thread is recorded instead of reported.
    static DEPTH: Cell<usize> = const { Cell::new(0) };
    /// Where this thread's last recorded panic happened: file and line.
    static LOCATION: RefCell<Option<(String, u32)>> = const { RefCell::new(None) };
}

/// Installs, once per process, a panic hook that records the location of a panic on a thread
/// inside [`caught`], and hands every other panic to the hook that was there before (so tests'
/// and other threads' panics are reported as usual).
fn install_hook() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if DEPTH.with(Cell::get) == 0 {
                previous(info);
            } else {
                let location = info.location().map(|l| (l.file().to_string(), l.line()));
                LOCATION.with(|last| *last.borrow_mut() = location);
            }
        }));
    });
}

/// Runs `f`; if it panics, `Err` with a message saying where and why (see [`message`]), and
/// nothing printed.
pub fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    install_hook();
    DEPTH.with(|depth| depth.set(depth.get() + 1));
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    DEPTH.with(|depth| depth.set(depth.get() - 1));
    result.map_err(|payload| {
        let text = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".to_string());
        let location = LOCATION.with(|last| last.borrow_mut().take());
        let source = location
            .as_ref()
            .and_then(|(file, _)| std::fs::read_to_string(workspace_root().join(file)).ok());
        message(&text, location.as_ref(), source.as_deref())
    })
}

/// The message of a panic with text `text` at `location` (file, line), in a file whose text is
/// `source`: for a `todo!()`, "FILE:LINE: `FN` is not written yet (todo!: WHAT)", naming the
/// function it is in when `source` shows it; for any other panic, "panicked at FILE:LINE: TEXT".
pub fn message(text: &str, location: Option<&(String, u32)>, source: Option<&str>) -> String {
    let at = location.map_or_else(
        || "(unknown place)".to_string(),
        |(file, line)| format!("{file}:{line}"),
    );
    let Some(what) = text.strip_prefix(TODO) else {
        return format!("panicked at {at}: {text}");
    };
    let what = what.strip_prefix(": ").unwrap_or(what);
    let function = location
        .zip(source)
        .and_then(|((_, line), source)| enclosing_fn(source, *line as usize));
    let subject = function.map_or_else(|| "this".to_string(), |f| format!("`{f}`"));
    let todo = if what.is_empty() {
        "todo!".to_string()
    } else {
        format!("todo!: {what}")
    };
    format!("{at}: {subject} is not written yet ({todo})")
}

/// The name of the last function declared at or before line `line` (from 1) of `source`: the
/// one a panic on that line is in, for code laid out as rustfmt lays it out.
pub fn enclosing_fn(source: &str, line: usize) -> Option<&str> {
    source
        .lines()
        .take(line)
        .filter_map(|text| {
            let mut words = text.split_whitespace();
            words.find(|&word| word == "fn")?;
            let name = words.next()?;
            let end = name
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(name.len());
            (end > 0).then(|| &name[..end])
        })
        .last()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SKELETON: &str = "impl Game for Demo {
    fn render(_cases: &[Vec<u64>]) -> String {
        todo!(\"the input file\")
    }

    fn small_cases() -> Vec<Vec<u64>> {
        todo!()
    }
}
";

    #[test]
    fn a_todo_names_the_function_it_is_in() {
        let at = ("harness/src/problems/demo.rs".to_string(), 3);
        assert_eq!(
            message(
                "not yet implemented: the input file",
                Some(&at),
                Some(SKELETON)
            ),
            "harness/src/problems/demo.rs:3: `render` is not written yet (todo!: the input file)"
        );
        let at = ("harness/src/problems/demo.rs".to_string(), 7);
        assert_eq!(
            message("not yet implemented", Some(&at), Some(SKELETON)),
            "harness/src/problems/demo.rs:7: `small_cases` is not written yet (todo!)"
        );
        assert_eq!(
            message("not yet implemented", Some(&at), None),
            "harness/src/problems/demo.rs:7: this is not written yet (todo!)"
        );
    }

    #[test]
    fn another_panic_says_where_and_why() {
        let at = ("core/src/sg.rs".to_string(), 12);
        assert_eq!(
            message("index out of bounds", Some(&at), Some(SKELETON)),
            "panicked at core/src/sg.rs:12: index out of bounds"
        );
        assert_eq!(
            message("boom", None, None),
            "panicked at (unknown place): boom"
        );
    }

    #[test]
    fn the_enclosing_function_is_the_last_declared_before_the_line() {
        assert_eq!(enclosing_fn(SKELETON, 1), None);
        assert_eq!(enclosing_fn(SKELETON, 2), Some("render"));
        assert_eq!(enclosing_fn(SKELETON, 5), Some("render"));
        assert_eq!(enclosing_fn(SKELETON, 9), Some("small_cases"));
    }

    #[test]
    fn a_panic_is_caught_with_its_place_and_a_value_passes_through() {
        assert_eq!(caught(|| 7), Ok(7));
        let line = line!() + 1;
        let why = caught(|| -> u8 { todo!("the rest") }).unwrap_err();
        assert_eq!(
            why,
            format!("harness/src/caught.rs:{line}: `a_panic_is_caught_with_its_place_and_a_value_passes_through` is not written yet (todo!: the rest)")
        );
        let why = caught(|| panic!("plain {}", 1)).unwrap_err();
        assert!(
            why.starts_with("panicked at harness/src/caught.rs:"),
            "{why}"
        );
        assert!(why.ends_with(": plain 1"), "{why}");
    }
}
