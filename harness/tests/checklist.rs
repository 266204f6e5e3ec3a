//! The checklist (docs/adding.md, "Adding a problem") on whole problems: a skeleton fresh from
//! `harness new` lacks everything it asks for, each named with its file; a complete problem
//! (hdu1848, copied) lacks nothing, and loses each thing it is given back as one gap.

use harness::binaries::workspace_root;
use harness::checklist::{missing, README_SECTIONS};
use harness::scaffold::files;
use std::fs;
use std::path::{Path, PathBuf};

/// An empty scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("checklist-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(&root).unwrap();
    root
}

fn write(root: &Path, path: &str, text: &[u8]) {
    let full = root.join(path);
    fs::create_dir_all(full.parent().unwrap()).unwrap();
    fs::write(full, text).unwrap();
}

fn gaps(root: &Path, id: &str) -> Vec<String> {
    missing(root, id).iter().map(ToString::to_string).collect()
}

#[test]
fn a_skeleton_lacks_everything_the_checklist_asks_for() {
    let root = scratch("skeleton");
    for (path, text) in files("zz_demo") {
        write(&root, path.to_str().unwrap(), text.as_bytes());
    }
    let snapshot = "missing: `cargo insta test --workspace` stores it as a .snap.new, then \
                    `cargo insta review` shows it to read and accept (docs/harness.md, \"Snapshots\")";
    let mut expected = vec!["problems/zz_demo/README.md: says TODO on line 1".to_string()];
    // Every section but `## Run`, which the skeleton fills.
    for section in README_SECTIONS.iter().filter(|&&s| s != "Run") {
        expected.push(format!(
            "problems/zz_demo/README.md: `## {section}` is empty"
        ));
    }
    expected.extend(
        [
            "problems/zz_demo/Cargo.toml: `description` says TODO: \"TODO: judge, problem name: \
             the game in one line.\"",
            "problems/zz_demo/src/lib.rs: says TODO on lines 1, 8",
            "testdata/zz_demo/sample.in: empty: the statement's sample input, byte for byte",
            "testdata/zz_demo/sample.out: empty: the statement's sample output, byte for byte",
            "testdata/zz_demo: no `edge-*` case (hand-derived edge cases)",
            "testdata/zz_demo: no `layout-*` case (the judge's format laid out oddly: CRLF, tabs, \
             blank lines)",
            "testdata/zz_demo: no `bad-*` case (malformed inputs, each with NAME.err holding the \
             exact stderr)",
            "harness/src/problems/zz_demo.rs: says TODO on lines 1, 14, 15",
            "harness/src/problems/zz_demo.rs: line 19: `render` is not written yet (todo!)",
            "harness/src/problems/zz_demo.rs: line 23: `validate` is not written yet (todo!)",
            "harness/src/problems/zz_demo.rs: line 27: `oracle` is not written yet (todo!)",
            "harness/src/problems/zz_demo.rs: line 31: `small_cases` is not written yet (todo!)",
            "harness/src/problems/zz_demo.rs: line 35: `random_case` is not written yet (todo!)",
            "harness/src/problems/zz_demo.rs: line 39: `judge_sized_case` is not written yet \
             (todo!)",
            "harness/src/problems/zz_demo.rs: line 43: `parse` is not written yet (todo!)",
            "harness/src/problems/zz_demo.rs: line 47: `wrong_solutions` is not written yet \
             (todo!)",
            "harness/src/problems/zz_demo.rs: line 51: `bench_inputs` is not written yet (todo!)",
        ]
        .map(String::from),
    );
    for name in ["testdata", "seeded", "bundle_modules"] {
        expected.push(format!(
            "testdata/zz_demo/snapshots/{name}.snap: {snapshot}"
        ));
    }
    assert_eq!(gaps(&root, "zz_demo"), expected);
    fs::remove_dir_all(&root).unwrap();
}

/// Copies every file of problem `id` that the checklist reads from the workspace into `root`.
fn copy_problem(root: &Path, id: &str) {
    let from = workspace_root();
    let mut dirs = vec![
        format!("problems/{id}"),
        format!("testdata/{id}"),
        format!("harness/src/problems/{id}.rs"),
    ];
    while let Some(path) = dirs.pop() {
        if from.join(&path).is_dir() {
            for entry in fs::read_dir(from.join(&path)).unwrap() {
                let name = entry.unwrap().file_name().into_string().unwrap();
                dirs.push(format!("{path}/{name}"));
            }
        } else {
            write(root, &path, &fs::read(from.join(&path)).unwrap());
        }
    }
}

#[test]
fn a_complete_problem_lacks_nothing_and_each_gap_is_found() {
    let root = scratch("complete");
    copy_problem(&root, "hdu1848");
    assert_eq!(gaps(&root, "hdu1848"), Vec::<String>::new());

    let edit = |path: &str, from: &str, to: &str| {
        let text = fs::read_to_string(root.join(path)).unwrap();
        assert!(text.contains(from), "{path} has no {from:?}");
        fs::write(root.join(path), text.replacen(from, to, 1)).unwrap();
    };
    edit("problems/hdu1848/README.md", "## Complexity", "## Cost");
    edit("problems/hdu1848/src/lib.rs", "//!", "//! TODO");
    fs::remove_file(root.join("testdata/hdu1848/bad-negative.err")).unwrap();
    for name in ["layout-crlf", "layout-blank-lines-tabs"] {
        fs::remove_file(root.join(format!("testdata/hdu1848/{name}.in"))).unwrap();
    }
    fs::remove_file(root.join("testdata/hdu1848/snapshots/seeded.snap")).unwrap();
    assert_eq!(
        gaps(&root, "hdu1848"),
        [
            "problems/hdu1848/README.md: no `## Complexity` section",
            "problems/hdu1848/src/lib.rs: says TODO on line 1",
            "testdata/hdu1848: no `layout-*` case (the judge's format laid out oddly: CRLF, tabs, \
             blank lines)",
            "testdata/hdu1848/bad-negative.err: missing: the exact stderr that rejects \
             bad-negative.in",
            "testdata/hdu1848/snapshots/seeded.snap: missing: `cargo insta test --workspace` \
             stores it as a .snap.new, then `cargo insta review` shows it to read and accept \
             (docs/harness.md, \"Snapshots\")",
        ]
    );
    fs::remove_dir_all(&root).unwrap();
}
