//! Which of core's modules a bundle includes: the top-level modules (`io`, `nim`, …) that the
//! problem names, closed under what each of them names in turn. A top-level module comes whole,
//! with its submodules (core's submodules are all re-exported by their parents, so a finer choice
//! would never leave one out).
//!
//! Paths are read from the printed tokens, so those inside macro calls count too:
//! - in the problem and `main.rs`: `game_core::x` or `game_core::{x, …}` names `x`; a bare
//!   `game_core` (`use game_core as gc;`) or `game_core::*` names every module;
//! - in core, in a module at depth d (the root is 0): a path that climbs to the root,
//!   `super::`ᵈ`x` (after an optional `self::`), names `x`; at the root, a path's first name.
//!
//! A module too many only costs bytes; one too few fails the bundle test's compilation. Core
//! becomes a module of the bundle whose parts are chosen here, so a `crate::` path in it is an
//! error; the problem's `crate::` paths were made to name its module (see [`super::relocate`]).

use super::load::Loaded;
use super::ModPath;
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};

/// What a crate's modules name.
#[derive(Debug, Default)]
struct Found {
    /// For each module of the crate, the names it gives core's top-level modules (`*`: all).
    names: BTreeMap<ModPath, BTreeSet<String>>,
    /// Each `crate::` path (`$crate::` included), with the module it is in (an error in core).
    crate_paths: Vec<(ModPath, String)>,
}

/// What a bundle takes from core, and where the problem needs core's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    /// The top-level core modules to include.
    pub core: BTreeSet<String>,
    /// The problem's modules that name `game_core` (each gets `use crate::game_core;`).
    pub users: BTreeSet<ModPath>,
}

/// The selection for a problem crate and its `main.rs`; `core_name` is the name they use.
pub fn select(
    core: &Loaded,
    problem: &Loaded,
    main: &Loaded,
    core_name: &str,
) -> Result<Selection, String> {
    let top: BTreeSet<String> = core
        .file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) if m.content.is_some() => Some(m.ident.to_string()),
            _ => None,
        })
        .collect();
    let in_core = scan_crate(core, None)?;
    let in_problem = scan_crate(problem, Some(core_name))?;
    let in_main = scan_crate(main, Some(core_name))?;
    if let Some((module, path)) = in_core.crate_paths.first() {
        // The file of the module, or of its closest listed ancestor.
        let file = (0..=module.len())
            .rev()
            .find_map(|k| core.modules.iter().find(|(m, _)| m[..] == module[..k]))
            .map_or("?", |(_, file)| file.as_str());
        return Err(format!(
            "{file}: `{path}`: in a bundle core is a module, where `crate::` names the bundle's \
             root; write the path from `super::` or `self::`"
        ));
    }
    let expand = |names: &BTreeSet<String>| -> Vec<String> {
        if names.contains("*") {
            top.iter().cloned().collect()
        } else {
            names.intersection(&top).cloned().collect()
        }
    };
    // What each top-level module names ("" for the root's own items).
    let mut edges: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (module, names) in &in_core.names {
        let owner = module.first().map_or("", String::as_str);
        edges.entry(owner).or_default().extend(expand(names));
    }
    let mut queue: Vec<String> = [&in_problem, &in_main]
        .iter()
        .flat_map(|found| found.names.values())
        .flat_map(expand)
        .chain(edges.get("").into_iter().flatten().cloned())
        .collect();
    let mut selected = BTreeSet::new();
    while let Some(module) = queue.pop() {
        if let Some(next) = edges.get(module.as_str()) {
            if !selected.contains(&module) {
                queue.extend(next.iter().cloned());
            }
        }
        selected.insert(module);
    }
    Ok(Selection {
        core: selected,
        users: in_problem.names.into_keys().collect(),
    })
}

/// Scans a loaded crate: core's own paths if `dependent_of` is `None`, else the paths that
/// start with that name.
fn scan_crate(loaded: &Loaded, dependent_of: Option<&str>) -> Result<Found, String> {
    let tokens: TokenStream = prettyplease::unparse(&loaded.file)
        .parse()
        .map_err(|e| format!("cannot lex a printed crate: {e:?}"))?;
    let mut found = Found::default();
    scan(tokens, dependent_of, &mut ModPath::new(), &mut found);
    Ok(found)
}

fn is_punct(token: Option<&TokenTree>, c: char) -> bool {
    matches!(token, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Whether `tokens[at]` and `tokens[at + 1]` are the two colons of a `::`.
pub fn is_colon2(tokens: &[TokenTree], at: usize) -> bool {
    matches!(
        (tokens.get(at), tokens.get(at + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// Whether `tokens[i]` starts a path: it is not after `::` or `.`, nor a module's name.
fn starts_path(tokens: &[TokenTree], i: usize) -> bool {
    let after = |c: char| i >= 1 && is_punct(Some(&tokens[i - 1]), c);
    let after_mod = i >= 1 && matches!(&tokens[i - 1], TokenTree::Ident(m) if m == "mod");
    let after_colon2 = i >= 2 && is_colon2(tokens, i - 2);
    !after('.') && !after_mod && !after_colon2
}

/// Scans `tokens`, the code of module `module`, into `found`.
fn scan(tokens: TokenStream, dependent_of: Option<&str>, module: &mut ModPath, found: &mut Found) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let before = |i: usize, back: usize| i.checked_sub(back).map(|j| &tokens[j]);
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(group) => {
                // `mod name { … }`: a module one level deeper.
                let name = match (before(i, 2), before(i, 1)) {
                    (Some(TokenTree::Ident(m)), Some(TokenTree::Ident(name)))
                        if m == "mod" && group.delimiter() == Delimiter::Brace =>
                    {
                        Some(name.to_string())
                    }
                    _ => None,
                };
                if let Some(name) = &name {
                    module.push(name.clone());
                }
                scan(group.stream(), dependent_of, module, found);
                if name.is_some() {
                    module.pop();
                }
                i += 1;
            }
            TokenTree::Ident(_) if starts_path(&tokens, i) => {
                i = path(&tokens, i, dependent_of, module, found);
            }
            _ => i += 1,
        }
    }
}

/// Reads the path starting at `tokens[start]` into `found`; returns where its last segment ends
/// (a trailing `{ … }` group is left to the caller to scan).
fn path(
    tokens: &[TokenTree],
    start: usize,
    dependent_of: Option<&str>,
    module: &ModPath,
    found: &mut Found,
) -> usize {
    let mut segments = Vec::new();
    let mut next = None;
    let mut i = start;
    if let TokenTree::Ident(first) = &tokens[i] {
        segments.push(first.to_string());
    }
    i += 1;
    while is_colon2(tokens, i) {
        match tokens.get(i + 2) {
            Some(TokenTree::Ident(ident)) => {
                segments.push(ident.to_string());
                i += 3;
            }
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                next = Some(group_heads(g.stream()));
                i += 2;
                break;
            }
            Some(TokenTree::Punct(p)) if p.as_char() == '*' => {
                next = Some(vec!["*".to_string()]);
                i += 3;
                break;
            }
            _ => break,
        }
    }
    if segments[0] == "crate" && (segments.len() > 1 || next.is_some()) {
        let mut written = segments.join("::");
        if next.is_some() {
            written.push_str("::…");
        }
        found.crate_paths.push((module.clone(), written));
        return i;
    }
    let rest: &[String] = match dependent_of {
        Some(core_name) if segments[0] == core_name => {
            if segments.len() == 1 && next.is_none() {
                next = Some(vec!["*".to_string()]);
            }
            &segments[1..]
        }
        Some(_) => return i,
        None => {
            let mut rest = &segments[..];
            if rest.len() > 1 && rest[0] == "self" {
                rest = &rest[1..];
            }
            let climbs = rest.iter().take_while(|s| *s == "super").count();
            if climbs != module.len() {
                return i;
            }
            &rest[climbs..]
        }
    };
    let named: Vec<String> = match rest.first() {
        Some(first) => vec![first.clone()],
        None => next.unwrap_or_default(),
    };
    if !named.is_empty() {
        found.names.entry(module.clone()).or_default().extend(named);
    }
    i
}

/// The first names of the comma-separated paths in a `use` group (`*` for `*` or `self`).
fn group_heads(tokens: TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    tokens
        .split(|t| is_punct(Some(t), ','))
        .filter_map(|part| match part.first()? {
            TokenTree::Ident(ident) if ident == "self" => Some("*".to_string()),
            TokenTree::Ident(ident) => Some(ident.to_string()),
            TokenTree::Punct(p) if p.as_char() == '*' => Some("*".to_string()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loaded(source: &str) -> Loaded {
        Loaded {
            file: syn::parse_file(source).unwrap(),
            modules: vec![(ModPath::new(), "lib.rs".to_string())],
        }
    }

    const CORE: &str = r#"
        pub mod io {
            mod error { pub struct E; }
            mod scanner { use super::error::E; pub struct S(E); }
            pub use error::E;
            pub use scanner::S;
        }
        pub mod mex { pub fn mex() {} }
        pub mod nim { pub fn nim_sum() {} }
        pub mod sg { use super::mex; pub fn table() { mex::mex() } }
        pub mod fmt { pub fn f() { println!("{}", self::super::nim::nim_sum()) } }
        pub mod deep { pub mod deeper { pub fn f() { super::super::mex::mex() } } }
        pub mod both { use super::{io::E, sg}; }
    "#;

    fn selected(problem: &str) -> Vec<String> {
        let main = loaded("fn main() {}");
        let selection = select(&loaded(CORE), &loaded(problem), &main, "game_core").unwrap();
        selection.core.into_iter().collect()
    }

    #[test]
    fn transitive_through_super_paths_groups_and_macros() {
        assert_eq!(selected("use game_core::sg::table;"), ["mex", "sg"]);
        assert_eq!(selected("use game_core::io::{S, E};"), ["io"]);
        assert_eq!(
            selected("fn f() { game_core::deep::deeper::f() }"),
            ["deep", "mex"]
        );
        assert_eq!(
            selected("use game_core::{fmt, mex::mex};"),
            ["fmt", "mex", "nim"]
        );
        assert_eq!(
            selected("use game_core::both;"),
            ["both", "io", "mex", "sg"]
        );
        assert_eq!(
            selected("fn f() { println!(\"{}\", game_core::mex::mex()) }"),
            ["mex"]
        );
        assert_eq!(
            selected("use std::io; fn f() { io::stdin(); a.game_core::<u8>(); }"),
            Vec::<String>::new()
        );
        // A name for all of core selects all of it.
        assert_eq!(selected("use game_core as gc;").len(), 7);
        assert_eq!(selected("use game_core::*;").len(), 7);
    }

    #[test]
    fn the_problem_modules_that_name_core() {
        let problem = loaded(
            "use game_core::io::S; mod a { fn f() { game_core::nim::nim_sum() } } mod b { fn g() {} }",
        );
        let selection = select(&loaded(CORE), &problem, &loaded(""), "game_core").unwrap();
        assert_eq!(
            selection.users,
            BTreeSet::from([vec![], vec!["a".to_string()]])
        );
    }

    #[test]
    fn crate_paths_are_errors_in_core_only() {
        let core =
            loaded("pub mod sg { use crate::mex::Mex; }\npub mod mex {}\npub(crate) fn f() {}");
        let err = select(&core, &loaded(""), &loaded(""), "game_core").unwrap_err();
        assert!(err.starts_with("lib.rs: `crate::mex::Mex`: "), "{err}");
        let macro_core = loaded("pub mod m { macro_rules! m { () => { $crate::x::y() } } }");
        assert!(select(&macro_core, &loaded(""), &loaded(""), "game_core").is_err());
        let group_core = loaded("pub mod m { use crate::{a, b}; }");
        let err = select(&group_core, &loaded(""), &loaded(""), "game_core").unwrap_err();
        assert!(err.contains("`crate::…`"), "{err}");
        // The problem's, relocated under its module, name no part of core.
        let problem = loaded("use crate::p::{a, b}; mod a { pub fn f() { crate::p::b() } }");
        let selection = select(&loaded(CORE), &problem, &loaded(""), "game_core").unwrap();
        assert_eq!(selection.core, BTreeSet::new());
        // At the bundle's root (main.rs), `crate::` means what it meant.
        let main = loaded("fn main() { crate::f() }");
        assert!(select(&loaded(CORE), &loaded(""), &main, "game_core").is_ok());
    }
}
