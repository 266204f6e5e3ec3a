//! The harness's top-level modules import one another without a circle: every module can be
//! read knowing only the modules below it (the layers are listed in `harness/src/lib.rs`).
//!
//! An import is any `crate::<module>` path in code that is not a comment and not a test (a
//! `#[cfg(test)]` item at the start of a line: a `mod tests { … }` block, or a `mod x;` whose
//! file is then skipped whole). Tests may reach upwards: a test of `inputs` may use the
//! problems' list.

use harness::binaries::workspace_root;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file below `dir`, with its module path relative to `src` (`exec/launch`).
fn sources(src: &Path, dir: &Path, found: &mut Vec<(String, PathBuf)>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a readable folder").path();
        if path.is_dir() {
            sources(src, &path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(src).expect("below src");
            let module = relative.with_extension("");
            let module = module.to_string_lossy().replace('\\', "/");
            let module = module.strip_suffix("/mod").unwrap_or(&module).to_string();
            found.push((module, path));
        }
    }
}

/// The code of a file without its comment lines and its `#[cfg(test)]` items; the names of the
/// child modules declared test-only (`#[cfg(test)] mod toy;`).
fn code_outside_tests(text: &str) -> (String, Vec<String>) {
    let mut code = String::new();
    let mut test_children = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line == "#[cfg(test)]" {
            let Some(item) = lines.next() else { break };
            if let Some(child) = item
                .strip_prefix("mod ")
                .and_then(|rest| rest.strip_suffix(';'))
            {
                test_children.push(child.to_string());
            } else if item.ends_with('{') {
                // Skip to the block's closing brace at the start of a line.
                for inner in lines.by_ref() {
                    if inner == "}" {
                        break;
                    }
                }
            }
            continue;
        }
        if !line.trim_start().starts_with("//") {
            code.push_str(line);
            code.push('\n');
        }
    }
    (code, test_children)
}

/// The top-level modules that `code` names through `crate::…` paths, `crate::{a, b::c}`
/// included.
fn imports(code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        let heads: Vec<&str> = match rest.strip_prefix('{') {
            Some(group) => group[..group.find('}').unwrap_or(group.len())]
                .split(',')
                .map(str::trim)
                .collect(),
            None => vec![rest],
        };
        for head in heads {
            let name: String = head
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if modules.contains(&name) {
                named.insert(name);
            }
        }
    }
    named
}

/// A circle in `edges`, as the modules along it (first repeated last), if there is one.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        module: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        done: &mut BTreeSet<String>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|m| m == module) {
            let mut found = path[start..].to_vec();
            found.push(module.to_string());
            return Some(found);
        }
        if !done.insert(module.to_string()) {
            return None;
        }
        path.push(module.to_string());
        for next in edges.get(module).into_iter().flatten() {
            if let Some(found) = visit(next, edges, done, path) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|module| visit(module, edges, &mut done, &mut Vec::new()))
}

#[test]
fn the_top_level_modules_import_one_another_without_a_circle() {
    let src = workspace_root().join("harness/src");
    let mut files = Vec::new();
    sources(&src, &src, &mut files);
    files.sort();
    let top = |module: &str| module.split('/').next().unwrap_or(module).to_string();
    let modules: BTreeSet<String> = files
        .iter()
        .map(|(module, _)| top(module))
        .filter(|m| !matches!(m.as_str(), "lib" | "main" | "bin"))
        .collect();
    let mut test_only: BTreeSet<String> = BTreeSet::new();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, path) in &files {
        if test_only.contains(module) || !modules.contains(&top(module)) {
            continue;
        }
        let text = fs::read_to_string(path).expect("a readable source");
        let (code, test_children) = code_outside_tests(&text);
        test_only.extend(
            test_children
                .iter()
                .map(|child| format!("{module}/{child}")),
        );
        let from = top(module);
        let named = imports(&code, &modules);
        edges
            .entry(from.clone())
            .or_default()
            .extend(named.into_iter().filter(|to| *to != from));
    }
    if let Some(found) = circle(&edges) {
        panic!(
            "the harness's modules import one another in a circle: {}\n(every module's imports: \
             {edges:#?})",
            found.join(" → ")
        );
    }
}

#[test]
fn a_circle_is_found_and_a_test_module_is_not_an_import() {
    let modules: BTreeSet<String> = ["a", "b", "c"].iter().map(|m| m.to_string()).collect();
    let (code, children) = code_outside_tests(
        "use crate::{b, c::x};\n// crate::a\n#[cfg(test)]\nmod toy;\n#[cfg(test)]\nmod tests {\n    use crate::a;\n}\n",
    );
    assert_eq!(children, vec!["toy".to_string()]);
    assert_eq!(
        imports(&code, &modules),
        ["b", "c"].iter().map(|m| m.to_string()).collect()
    );
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    edges.entry("a".into()).or_default().insert("b".into());
    edges.entry("b".into()).or_default().insert("c".into());
    assert_eq!(circle(&edges), None);
    edges.entry("c".into()).or_default().insert("a".into());
    assert_eq!(
        circle(&edges),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
}
