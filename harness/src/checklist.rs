//! The checklist for a problem (docs/adding.md, "Adding a problem"), checked on its files: what
//! `harness new` leaves to write that running the code cannot see (a README with every section
//! filled, a description, no `TODO` or `todo!()` left, edge, layout and bad inputs, the
//! snapshots). A problem is complete when [`missing`] finds nothing.

use crate::caught::enclosing_fn;
use std::fmt;
use std::fs;
use std::path::Path;

/// The sections every problem's README has (`## Rules`, …), in this order.
pub const README_SECTIONS: [&str; 8] = [
    "Rules",
    "Input",
    "Output",
    "Why the answer is right",
    "Complexity",
    "Judge limits",
    "What this program accepts and rejects",
    "Run",
];

/// The kinds of hand-made testdata every problem has at least one of: the prefix of their
/// names, and what they are.
pub const CASE_KINDS: [(&str, &str); 3] = [
    ("edge-", "hand-derived edge cases"),
    (
        "layout-",
        "the judge's format laid out oddly: CRLF, tabs, blank lines",
    ),
    (
        "bad-",
        "malformed inputs, each with NAME.err holding the exact stderr",
    ),
];

/// The snapshots every problem has in `testdata/<id>/snapshots/` (docs/harness.md, "Snapshots").
pub const SNAPSHOTS: [&str; 3] = ["testdata", "seeded", "bundle_modules"];

/// One thing a problem still lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gap {
    /// The file or folder it concerns, relative to the workspace's root.
    pub path: String,
    /// What is missing there.
    pub what: String,
}

impl fmt::Display for Gap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.what)
    }
}

/// Everything problem `id` under the workspace root `root` still lacks by the checklist, in the
/// order of docs/adding.md's steps: its crate (README, description, sources), its testdata, its
/// harness module, its snapshots. Empty when it is complete.
pub fn missing(root: &Path, id: &str) -> Vec<Gap> {
    let crate_dir = format!("problems/{id}");
    let mut gaps = file_gaps(root, format!("{crate_dir}/README.md"), &readme_gaps);
    gaps.extend(file_gaps(
        root,
        format!("{crate_dir}/Cargo.toml"),
        &|text| description_gap(text).into_iter().collect(),
    ));
    let sources = rust_files(root, &format!("{crate_dir}/src"));
    gaps.extend(doctest_gap(root, &crate_dir, &sources));
    for source in sources {
        gaps.extend(file_gaps(root, source, &todo_gaps));
    }
    let testdata = format!("testdata/{id}");
    match file_sizes(&root.join(&testdata)) {
        Ok(files) => gaps.extend(testdata_gaps(&files).into_iter().map(|(file, what)| Gap {
            path: format!("{testdata}{file}"),
            what,
        })),
        Err(e) => gaps.push(Gap {
            path: testdata.clone(),
            what: format!("cannot read it: {e}"),
        }),
    }
    gaps.extend(file_gaps(
        root,
        format!("harness/src/problems/{id}.rs"),
        &todo_gaps,
    ));
    for name in SNAPSHOTS {
        let path = format!("{testdata}/snapshots/{name}.snap");
        if !root.join(&path).is_file() {
            let what = "missing: `cargo insta test --workspace` stores it as a .snap.new, then \
                        `cargo insta review` shows it to read and accept (docs/harness.md, \"Snapshots\")";
            gaps.push(Gap {
                path,
                what: what.to_string(),
            });
        }
    }
    gaps
}

/// What `find` finds missing in the file at `path` (relative to `root`), as gaps of that file.
fn file_gaps(root: &Path, path: String, find: &dyn Fn(&str) -> Vec<String>) -> Vec<Gap> {
    let found = match fs::read_to_string(root.join(&path)) {
        Ok(text) => find(&text),
        Err(e) => vec![format!("cannot read it: {e}")],
    };
    found
        .into_iter()
        .map(|what| Gap {
            path: path.clone(),
            what,
        })
        .collect()
}

/// The `.rs` files under `dir` (relative to `root`), as relative paths, sorted; none if it
/// cannot be read (the crate's build says why).
fn rust_files(root: &Path, dir: &str) -> Vec<String> {
    let mut files = Vec::new();
    let Ok(entries) = fs::read_dir(root.join(dir)) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = format!("{dir}/{}", entry.file_name().to_string_lossy());
        if entry.path().is_dir() {
            files.extend(rust_files(root, &path));
        } else if path.ends_with(".rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The lines (from 1) of `text` that say `TODO`, as one gap.
fn todo_lines(text: &str) -> Option<String> {
    let lines: Vec<String> = text
        .lines()
        .enumerate()
        .filter(|(_, line)| line.contains("TODO"))
        .map(|(i, _)| (i + 1).to_string())
        .collect();
    let plural = if lines.len() > 1 { "s" } else { "" };
    (!lines.is_empty()).then(|| format!("says TODO on line{plural} {}", lines.join(", ")))
}

/// What a README (its text) lacks: a `TODO` left, a required section ([`README_SECTIONS`])
/// missing or with nothing under it. Headings inside ``` blocks are not headings.
pub fn readme_gaps(text: &str) -> Vec<String> {
    // Each `##` section's title with the number of non-blank lines under it.
    let mut sections: Vec<(&str, usize)> = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        let heading = !in_code && line.starts_with('#');
        if line.starts_with("```") {
            in_code = !in_code;
        }
        match line.strip_prefix("## ") {
            Some(title) if heading => sections.push((title.trim(), 0)),
            _ if heading && !line.starts_with("###") => sections.push(("", 0)),
            _ => {
                if let Some((_, filled)) = sections.last_mut() {
                    *filled += usize::from(!line.trim().is_empty());
                }
            }
        }
    }
    let mut gaps: Vec<String> = todo_lines(text).into_iter().collect();
    for section in README_SECTIONS {
        match sections.iter().find(|(title, _)| *title == section) {
            None => gaps.push(format!("no `## {section}` section")),
            Some((_, 0)) => gaps.push(format!("`## {section}` is empty")),
            Some(_) => {}
        }
    }
    gaps
}

/// What a crate's `Cargo.toml` (its text) lacks in its `description`: absent, empty, or `TODO`.
pub fn description_gap(text: &str) -> Option<String> {
    let value = text.lines().find_map(|line| {
        let (key, value) = line.split_once('=')?;
        (key.trim() == "description").then(|| value.trim().trim_matches('"').trim())
    });
    match value {
        None => Some("no `description`".to_string()),
        Some("") => Some("`description` is empty".to_string()),
        Some(value) if value.contains("TODO") => {
            Some(format!("`description` says TODO: {value:?}"))
        }
        Some(_) => None,
    }
}

/// A crate whose `Cargo.toml` says `doctest = false` (no doc-test run to start, for a crate with
/// no doc example) while one of its `sources` has a doc example: the example would never run.
fn doctest_gap(root: &Path, crate_dir: &str, sources: &[String]) -> Option<Gap> {
    let manifest = format!("{crate_dir}/Cargo.toml");
    let text = fs::read_to_string(root.join(&manifest)).ok()?;
    if !text
        .lines()
        .any(|line| line.replace(' ', "") == "doctest=false")
    {
        return None;
    }
    let example = sources.iter().find(|source| {
        fs::read_to_string(root.join(source)).is_ok_and(|text| has_doc_example(&text))
    })?;
    Some(Gap {
        path: manifest,
        what: format!(
            "`doctest = false`, but {example} has a doc example, which would never run: remove \
             the `doctest = false`"
        ),
    })
}

/// Whether `text` (Rust source) has a doc example: a code fence in a `///` or `//!` comment.
pub fn has_doc_example(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim_start();
        (line.starts_with("///") || line.starts_with("//!")) && line.contains("```")
    })
}

/// What a Rust source file (its text) leaves to write: lines saying `TODO`, and each function
/// whose body is still a `todo!()`.
pub fn todo_gaps(text: &str) -> Vec<String> {
    let mut gaps: Vec<String> = todo_lines(text).into_iter().collect();
    for (i, line) in text.lines().enumerate() {
        if line.contains("todo!(") {
            let function = enclosing_fn(text, i + 1).unwrap_or("the code");
            gaps.push(format!(
                "line {}: `{function}` is not written yet (todo!)",
                i + 1
            ));
        }
    }
    gaps
}

/// The files of a folder (not its subfolders), by name, with their sizes.
fn file_sizes(dir: &Path) -> std::io::Result<Vec<(String, u64)>> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let metadata = entry.metadata()?;
        if metadata.is_file() {
            files.push((
                entry.file_name().to_string_lossy().into_owned(),
                metadata.len(),
            ));
        }
    }
    files.sort();
    Ok(files)
}

/// What a testdata folder lacks, given its files (name and size): a non-empty `sample.in` and
/// `sample.out`, a case of each of [`CASE_KINDS`], an `.out` beside every `.in`, an `.err` beside
/// every `bad-*.in`. Each gap with the file it concerns (`/NAME`, or `""` for the folder).
pub fn testdata_gaps(files: &[(String, u64)]) -> Vec<(String, String)> {
    let size = |name: &str| files.iter().find(|(n, _)| n == name).map(|&(_, s)| s);
    let mut gaps = Vec::new();
    for (name, what) in [
        ("sample.in", "the statement's sample input"),
        ("sample.out", "the statement's sample output"),
    ] {
        match size(name) {
            None => gaps.push((
                format!("/{name}"),
                format!("missing: {what}, byte for byte"),
            )),
            Some(0) => gaps.push((format!("/{name}"), format!("empty: {what}, byte for byte"))),
            Some(_) => {}
        }
    }
    let inputs: Vec<&str> = files
        .iter()
        .filter_map(|(name, _)| name.strip_suffix(".in"))
        .collect();
    for (prefix, what) in CASE_KINDS {
        if !inputs.iter().any(|name| name.starts_with(prefix)) {
            gaps.push((String::new(), format!("no `{prefix}*` case ({what})")));
        }
    }
    for name in inputs {
        if size(&format!("{name}.out")).is_none() {
            gaps.push((
                format!("/{name}.out"),
                format!("missing: the expected stdout of {name}.in"),
            ));
        }
        if name.starts_with("bad-") && size(&format!("{name}.err")).is_none() {
            gaps.push((
                format!("/{name}.err"),
                format!("missing: the exact stderr that rejects {name}.in"),
            ));
        }
    }
    gaps
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete_readme() -> String {
        let mut text = "# demo — Judge 1 Demo (a game)\n\n".to_string();
        for section in README_SECTIONS {
            text += &format!("## {section}\n\nSomething.\n\n");
        }
        text
    }

    #[test]
    fn doctest_false_is_refused_where_a_doc_example_would_never_run() {
        assert!(has_doc_example("/// ```\n/// assert!(true);\n/// ```\n"));
        assert!(has_doc_example("  //! ```text\n"));
        assert!(!has_doc_example("// ```\nlet s = \"```\";\n/// no fence\n"));
        let root = std::env::temp_dir().join(format!("checklist-doctest-{}", std::process::id()));
        let dir = root.join("problems/demo");
        fs::create_dir_all(dir.join("src")).unwrap();
        let sources = ["problems/demo/src/lib.rs".to_string()];
        let gap = |manifest: &str, lib: &str| {
            fs::write(dir.join("Cargo.toml"), manifest).unwrap();
            fs::write(dir.join("src/lib.rs"), lib).unwrap();
            doctest_gap(&root, "problems/demo", &sources)
        };
        let off = "[lib]\ndoctest = false\n";
        let example = "/// ```\n/// assert!(true);\n/// ```\npub fn f() {}\n";
        let found = gap(off, example).expect("an example that never runs");
        assert_eq!(found.path, "problems/demo/Cargo.toml");
        assert!(
            found.what.contains("problems/demo/src/lib.rs"),
            "{}",
            found.what
        );
        assert_eq!(gap(off, "/// No example.\npub fn f() {}\n"), None);
        assert_eq!(gap("[lib]\n", example), None);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_readme_needs_every_section_filled_and_no_todo() {
        assert_eq!(readme_gaps(&complete_readme()), Vec::<String>::new());
        let text = complete_readme()
            .replace("## Complexity\n\nSomething.\n", "## Complexity\n\n")
            .replace("## Input\n", "## Inputs\n")
            .replace("(a game)", "(TODO)");
        assert_eq!(
            readme_gaps(&text),
            [
                "says TODO on line 1",
                "no `## Input` section",
                "`## Complexity` is empty"
            ]
        );
    }

    #[test]
    fn a_heading_in_a_code_block_is_not_a_heading_and_a_subsection_is_content() {
        let text = complete_readme().replace(
            "## Run\n\nSomething.\n",
            "## Run\n```\n# Rules\n## Rules\n```\n",
        );
        assert_eq!(readme_gaps(&text), Vec::<String>::new());
        let text = complete_readme().replace("## Rules\n\nSomething.\n", "## Rules\n### Moves\n");
        assert_eq!(readme_gaps(&text), Vec::<String>::new());
        // A top-level heading ends the section before it.
        let text = complete_readme().replace("## Run\n\nSomething.\n", "## Run\n# Appendix\nx\n");
        assert_eq!(readme_gaps(&text), ["`## Run` is empty"]);
    }

    #[test]
    fn a_description_must_be_written() {
        let toml = |d: &str| format!("[package]\nname = \"demo\"\ndescription = {d}\n");
        assert_eq!(description_gap(&toml("\"Judge 1: a game.\"")), None);
        assert_eq!(
            description_gap(&toml("\"TODO: judge\"")).unwrap(),
            "`description` says TODO: \"TODO: judge\""
        );
        assert_eq!(
            description_gap(&toml("\"\"")).unwrap(),
            "`description` is empty"
        );
        assert_eq!(
            description_gap("[package]\nname = \"demo\"\n").unwrap(),
            "no `description`"
        );
    }

    #[test]
    fn todos_and_unwritten_functions_are_named() {
        let source = "// TODO: the judge\nfn render() -> String {\n    todo!(\"the input\")\n}\n";
        assert_eq!(
            todo_gaps(source),
            [
                "says TODO on line 1",
                "line 3: `render` is not written yet (todo!)"
            ]
        );
        assert_eq!(todo_gaps("fn render() {}\n"), Vec::<String>::new());
    }

    #[test]
    fn testdata_needs_a_sample_and_each_kind_of_case() {
        let files = |names: &[&str]| -> Vec<(String, u64)> {
            names.iter().map(|n| (n.to_string(), 3)).collect()
        };
        let complete = files(&[
            "bad-x.err",
            "bad-x.in",
            "bad-x.out",
            "edge-a.in",
            "edge-a.out",
            "layout-crlf.in",
            "layout-crlf.out",
            "sample.in",
            "sample.out",
        ]);
        assert_eq!(testdata_gaps(&complete), Vec::<(String, String)>::new());
        let mut skeleton = files(&["sample.in", "sample.out"]);
        skeleton[0].1 = 0;
        let gaps: Vec<String> = testdata_gaps(&skeleton)
            .into_iter()
            .map(|(file, what)| format!("{file}: {what}"))
            .collect();
        assert_eq!(
            gaps,
            [
                "/sample.in: empty: the statement's sample input, byte for byte",
                ": no `edge-*` case (hand-derived edge cases)",
                ": no `layout-*` case (the judge's format laid out oddly: CRLF, tabs, blank lines)",
                ": no `bad-*` case (malformed inputs, each with NAME.err holding the exact stderr)",
            ]
        );
        let unpaired = files(&[
            "bad-x.in",
            "bad-x.out",
            "edge-a.in",
            "layout-crlf.in",
            "layout-crlf.out",
            "sample.in",
            "sample.out",
        ]);
        let gaps: Vec<String> = testdata_gaps(&unpaired)
            .into_iter()
            .map(|(file, _)| file)
            .collect();
        assert_eq!(gaps, ["/bad-x.err", "/edge-a.out"]);
    }
}
