//! The documentation holds together: README.md stays a front page (at most [`README_LINES`]
//! lines) that lists every problem, and every relative link in README.md, docs/*.md, the other
//! root pages and problems/*/README.md reaches an existing file, and, for a `#anchor` into a
//! Markdown file, one of its headings.

use harness::binaries::workspace_root;
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The most lines README.md may have.
const README_LINES: usize = 150;

/// The Markdown files whose links are checked, relative to the workspace root.
fn pages(root: &Path) -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = ["README.md", "BENCHMARKS.md", "MUTANTS.md", "FUZZING.md"]
        .iter()
        .map(PathBuf::from)
        .collect();
    for dir in ["docs", "problems"] {
        let mut found: Vec<PathBuf> = fs::read_dir(root.join(dir))
            .unwrap_or_else(|e| panic!("{dir}: {e}"))
            .map(|entry| entry.expect("a readable folder").path())
            .filter_map(|path| {
                let page = if dir == "docs" {
                    path
                } else {
                    path.join("README.md")
                };
                let is_markdown = page.extension().is_some_and(|e| e == "md");
                (is_markdown && page.is_file())
                    .then(|| page.strip_prefix(root).unwrap().to_path_buf())
            })
            .collect();
        found.sort();
        pages.extend(found);
    }
    pages
}

/// The lines of `text` outside fenced code blocks, with their line numbers (from 1).
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// `line` without its inline code spans (`` `…` ``), which hold no links.
fn without_code(line: &str) -> String {
    line.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// The targets of the inline links `[text](target)` on `line`.
fn link_targets(line: &str) -> Vec<String> {
    let line = without_code(line);
    let mut targets = Vec::new();
    let mut rest = line.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        match after.find(')') {
            Some(end) => {
                targets.push(after[..end].trim().to_string());
                rest = &after[end..];
            }
            None => break,
        }
    }
    targets
}

/// GitHub's anchor for a heading's text: lowercase, spaces to `-`, every character that is
/// not a letter, a digit, `-` or `_` dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown text's headings, a repeated one numbered as GitHub does
/// (`name`, `name-1`, `name-2`, …).
fn anchors(text: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut anchors = Vec::new();
    for (_, line) in prose(text) {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if (1..=6).contains(&hashes) && line[hashes..].starts_with(' ') {
            let base = slug(&line[hashes..]);
            let count = seen.entry(base.clone()).or_insert(0);
            anchors.push(if *count == 0 {
                base.clone()
            } else {
                format!("{base}-{count}")
            });
            *count += 1;
        }
    }
    anchors
}

/// Every broken relative link of the page `page` (relative to `root`), as
/// `page:line: target: why`.
fn broken_links(root: &Path, page: &Path) -> Vec<String> {
    let text = fs::read_to_string(root.join(page)).expect("a readable page");
    let dir = page.parent().unwrap_or(Path::new(""));
    let mut broken = Vec::new();
    for (number, line) in prose(&text) {
        for target in link_targets(line) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                page.to_path_buf()
            } else {
                dir.join(file)
            };
            let why = if !root.join(&path).exists() {
                Some("no such file".to_string())
            } else if let (Some(anchor), true) =
                (anchor, path.extension().is_some_and(|e| e == "md"))
            {
                let headings = anchors(&fs::read_to_string(root.join(&path)).unwrap());
                (!headings.iter().any(|h| h == anchor))
                    .then(|| format!("no heading with the anchor #{anchor}"))
            } else {
                None
            };
            if let Some(why) = why {
                broken.push(format!("{}:{number}: {target}: {why}", page.display()));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_reaches_a_file_and_its_heading() {
    let root = workspace_root();
    let pages = pages(&root);
    assert!(pages.iter().any(|p| p.starts_with("docs")), "no docs/*.md");
    assert!(
        pages.iter().any(|p| p.starts_with("problems")),
        "no problems/*/README.md"
    );
    let broken: Vec<String> = pages
        .iter()
        .flat_map(|page| broken_links(&root, page))
        .collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_is_a_front_page_that_lists_every_problem() {
    let root = workspace_root();
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= README_LINES,
        "README.md has {lines} lines, at most {README_LINES}: move the detail to a page in docs/"
    );
    let ids = harness::layout::problem_ids(&root).unwrap();
    let missing: Vec<&String> = ids
        .iter()
        .filter(|id| !readme.contains(&format!("](problems/{id}/README.md)")))
        .collect();
    assert!(
        missing.is_empty(),
        "README.md's table of problems lacks {missing:?}"
    );
}

#[test]
fn links_anchors_and_code_are_read_as_on_github() {
    assert_eq!(
        link_targets("see [a](docs/a.md#x) and `[b](not/a/link)` then [c](../c.md)"),
        ["docs/a.md#x", "../c.md"]
    );
    assert_eq!(
        slug(" Against fast C++ solutions"),
        "against-fast-c-solutions"
    );
    assert_eq!(slug(" `stress`"), "stress");
    assert_eq!(slug(" The problems, by idea"), "the-problems-by-idea");
    let text = "# Top\n```\n# not a heading\n```\n## Top\nno ##heading\n### Top\n";
    assert_eq!(anchors(text), ["top", "top-1", "top-2"]);
}
