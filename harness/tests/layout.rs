//! The generated lists (workspace and harness dependencies, the registry, the per-problem tests,
//! the fuzz targets) match `problems/*`, and `harness new` lists a new problem everywhere.

use harness::binaries::workspace_root;
use harness::layout::{self, stale, SYNC};
use harness::scaffold::new_problem;
use std::fs;
use std::path::{Path, PathBuf};

#[test]
fn generated_lists_are_fresh() {
    let stale = stale(&workspace_root()).expect("the lists are readable");
    assert!(
        stale.is_empty(),
        "stale generated lists: {stale:?}; run `{SYNC}` and commit the result"
    );
}

/// A scratch copy of the files that hold generated lists, and two problem crates.
fn scratch(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("layout-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    for file in [
        "Cargo.toml",
        "harness/Cargo.toml",
        "harness/src/problems/mod.rs",
        "harness/tests/problems.rs",
        "fuzz/Cargo.toml",
    ] {
        fs::create_dir_all(root.join(file).parent().unwrap()).unwrap();
        fs::copy(workspace_root().join(file), root.join(file)).unwrap();
    }
    fs::create_dir_all(root.join("fuzz/fuzz_targets")).unwrap();
    fs::write(
        root.join("fuzz/fuzz_targets/scanner.rs"),
        "// hand-written\n",
    )
    .unwrap();
    for id in ["hdu2176", "nim_ritual"] {
        fs::create_dir_all(root.join("problems").join(id)).unwrap();
        fs::write(root.join("problems").join(id).join("Cargo.toml"), "").unwrap();
    }
    root
}

fn read(root: &Path, file: &str) -> String {
    fs::read_to_string(root.join(file)).unwrap()
}

#[test]
fn a_new_problem_is_listed_in_every_generated_place() {
    let root = scratch("new");
    layout::sync(&root).unwrap();
    assert!(stale(&root).unwrap().is_empty());
    assert!(!read(&root, "Cargo.toml").contains("hdu1404"));

    let written = new_problem(&root, "abc209_e").unwrap();
    for file in [
        "problems/abc209_e/Cargo.toml",
        "problems/abc209_e/src/main.rs",
        "problems/abc209_e/src/lib.rs",
        "problems/abc209_e/README.md",
        "harness/src/problems/abc209_e.rs",
        "testdata/abc209_e/sample.in",
        "testdata/abc209_e/sample.out",
        "Cargo.toml",
        "harness/Cargo.toml",
        "harness/src/problems/mod.rs",
        "harness/tests/problems.rs",
        "fuzz/Cargo.toml",
        "fuzz/fuzz_targets/abc209_e.rs",
    ] {
        assert!(written.contains(&PathBuf::from(file)), "{file} not written");
        assert!(root.join(file).is_file(), "{file} missing");
    }
    assert!(read(&root, "Cargo.toml").contains("abc209_e = { path = \"problems/abc209_e\" }\n"));
    assert!(read(&root, "harness/Cargo.toml").contains("abc209_e.workspace = true\n"));
    let registry = read(&root, "harness/src/problems/mod.rs");
    assert!(registry.contains("mod abc209_e;\n"));
    assert!(registry.contains("&Registered::<abc209_e::Abc209E>::ENTRY,\n"));
    assert!(read(&root, "harness/tests/problems.rs").contains("    abc209_e,\n"));
    assert!(read(&root, "fuzz/Cargo.toml").contains("path = \"fuzz_targets/abc209_e.rs\""));
    assert!(read(&root, "fuzz/fuzz_targets/abc209_e.rs").contains("abc209_e::solve(input, out)"));
    assert!(read(&root, "harness/src/problems/abc209_e.rs").contains("impl Game for Abc209E"));
    assert!(stale(&root).unwrap().is_empty());
    // The hand-written parts are kept.
    assert!(registry.contains("mod piles;\n"));
    assert_eq!(
        read(&root, "fuzz/fuzz_targets/scanner.rs"),
        "// hand-written\n"
    );

    // Nothing is overwritten; bad ids are refused.
    assert!(new_problem(&root, "abc209_e")
        .unwrap_err()
        .contains("exists already"));
    assert!(new_problem(&root, "ABC").is_err());
    assert!(new_problem(&root, "../x").is_err());
    fs::remove_dir_all(&root).unwrap();
}

#[test]
fn a_stale_list_is_found_and_fixed() {
    let root = scratch("stale");
    layout::sync(&root).unwrap();
    // A problem removed by hand: its lines and its fuzz target are stale.
    fs::remove_dir_all(root.join("problems/nim_ritual")).unwrap();
    let found = stale(&root).unwrap();
    assert!(found.contains(&PathBuf::from("Cargo.toml")), "{found:?}");
    assert!(found.contains(&PathBuf::from("harness/tests/problems.rs")));
    assert!(found.contains(&PathBuf::from("fuzz/fuzz_targets/nim_ritual.rs")));
    // An edit inside a generated block is stale too.
    layout::sync(&root).unwrap();
    assert!(!root.join("fuzz/fuzz_targets/nim_ritual.rs").exists());
    let edited =
        read(&root, "harness/Cargo.toml").replace("hdu2176.workspace", "hdu2177.workspace");
    fs::write(root.join("harness/Cargo.toml"), edited).unwrap();
    assert_eq!(stale(&root).unwrap(), [PathBuf::from("harness/Cargo.toml")]);
    fs::remove_dir_all(&root).unwrap();
}
