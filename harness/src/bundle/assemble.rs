//! Putting a bundle together: the problem crate and the selected core modules as `pub mod`s,
//! `main.rs`'s items last, printed by `prettyplease` after a header comment, each level of
//! indentation a tab instead of prettyplease's four spaces ([`indent_with_tabs`]: a third of a
//! bundle's bytes were indentation). No path is
//! rewritten here: core's paths are relative (`super::`), the problem's `crate::` paths already
//! name its module (see [`super::relocate`]), `main.rs`'s `game_core::…` and `<id>::…` name the
//! bundle's root modules, and each problem module that names `game_core` gets
//! `use crate::game_core;` first. Nothing depends on the machine, the clock or hash order, so
//! the same sources give the same bytes.

use super::load::Loaded;
use super::select::Selection;
use super::{Bundle, ModPath, Module, Options, CORE_CRATE, EDITION, JUDGE_RUST};
use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::token::Brace;
use syn::{Attribute, File, Item, ItemMod, Visibility};

/// Everything a bundle is made of.
#[derive(Debug)]
pub struct Parts<'a> {
    /// The problem's id.
    pub id: &'a str,
    /// Its crate's name (the id with `-` as `_`).
    pub name: &'a str,
    /// Its package's description, for the header.
    pub description: Option<String>,
    /// Its library crate.
    pub problem: Loaded,
    /// Its binary crate (`main.rs`).
    pub main: Loaded,
    /// Core, whole.
    pub core: Loaded,
    /// The core modules to include and the problem modules that name core.
    pub selection: &'a Selection,
    /// What to keep.
    pub options: Options,
}

/// Puts `use crate::game_core;` first in each module among `items` (module `at`, recursively)
/// that is one of `users`.
fn import_core(items: &mut Vec<Item>, at: &mut ModPath, users: &BTreeSet<ModPath>) {
    for item in items.iter_mut() {
        if let Item::Mod(ItemMod {
            ident,
            content: Some((_, inner)),
            ..
        }) = item
        {
            at.push(ident.to_string());
            import_core(inner, at, users);
            at.pop();
        }
    }
    if users.contains(at) {
        let import = format!("use crate::{CORE_CRATE};");
        items.insert(0, syn::parse_str(&import).expect("a valid use"));
    }
}

/// A library crate's root as `pub mod name { … }`. Of the root's inner attributes only doc
/// comments stay: the others (`#![no_std]`, lint levels) set up the library's own build.
fn crate_module(name: &str, root: File) -> Item {
    let attrs: Vec<Attribute> = root
        .attrs
        .into_iter()
        .filter(|a| a.path().is_ident("doc"))
        .collect();
    Item::Mod(ItemMod {
        attrs,
        vis: Visibility::Public(Default::default()),
        unsafety: None,
        mod_token: Default::default(),
        ident: Ident::new(name, Span::call_site()),
        content: Some((Brace::default(), root.items)),
        semi: None,
    })
}

fn module_name(crate_name: &str, path: &ModPath) -> String {
    std::iter::once(crate_name)
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("::")
}

/// The bundle of `parts`.
pub fn assemble(parts: Parts) -> Bundle {
    let Parts {
        id,
        name,
        description,
        mut problem,
        main,
        mut core,
        selection,
        options,
    } = parts;

    core.file.items.retain(|item| match item {
        Item::Mod(m) => selection.core.contains(&m.ident.to_string()),
        _ => true,
    });
    import_core(
        &mut problem.file.items,
        &mut ModPath::new(),
        &selection.users,
    );

    let mut modules: Vec<Module> = problem
        .modules
        .iter()
        .map(|(path, file)| Module {
            path: module_name(name, path),
            file: file.clone(),
        })
        .collect();
    let core_included: Vec<&(ModPath, String)> = core
        .modules
        .iter()
        .filter(|(path, _)| path.first().is_none_or(|m| selection.core.contains(m)))
        .collect();
    modules.extend(core_included.iter().map(|(path, file)| Module {
        path: module_name(CORE_CRATE, path),
        file: file.clone(),
    }));
    let core_modules = core_included
        .iter()
        .filter(|(path, _)| !path.is_empty())
        .map(|(path, _)| module_name(CORE_CRATE, path))
        .collect();

    let main_file = main.modules[0].1.clone();
    let mut items = vec![
        crate_module(name, problem.file),
        crate_module(CORE_CRATE, core.file),
    ];
    items.extend(main.file.items);
    let file = File {
        shebang: None,
        attrs: main.file.attrs,
        items,
    };

    let mut source = header(
        id,
        name,
        description.as_deref(),
        &modules,
        &main_file,
        options,
    );
    source.push_str(&indent_with_tabs(&prettyplease::unparse(&file)));
    Bundle {
        id: id.to_string(),
        source,
        modules,
        core_modules,
        newer_syntax: super::msrv::newer_syntax(&file),
    }
}

/// `text` (Rust as prettyplease prints it, four spaces a level) with every four spaces of a
/// line's leading indentation made a tab, except on the lines that start inside a literal (a
/// string written over several lines, whose leading spaces are part of its value). Nothing else
/// changes: the tokens, and so the program, are the same (a test parses both and compares).
/// Text that does not lex is returned as it is. O(len).
pub fn indent_with_tabs(text: &str) -> String {
    let Ok(tokens) = text.parse::<TokenStream>() else {
        return text.to_string();
    };
    let mut inside = BTreeSet::new();
    lines_inside_literals(tokens, &mut inside);
    let mut out = String::with_capacity(text.len());
    for (index, line) in text.split_inclusive('\n').enumerate() {
        // Span lines count from 1.
        if inside.contains(&(index + 1)) {
            out.push_str(line);
            continue;
        }
        let spaces = line.len() - line.trim_start_matches(' ').len();
        out.push_str(&"\t".repeat(spaces / 4));
        out.push_str(&line[spaces - spaces % 4..]);
    }
    out
}

/// Adds to `lines` the (1-based) lines that start inside a literal of `tokens`: every line of a
/// literal but its first.
fn lines_inside_literals(tokens: TokenStream, lines: &mut BTreeSet<usize>) {
    for tree in tokens {
        match tree {
            TokenTree::Group(group) => lines_inside_literals(group.stream(), lines),
            TokenTree::Literal(literal) => {
                let span = literal.span();
                lines.extend(span.start().line + 1..=span.end().line);
            }
            TokenTree::Ident(_) | TokenTree::Punct(_) => {}
        }
    }
}

/// The comment that opens a bundle: the problem, where each part came from, how it was made.
fn header(
    id: &str,
    name: &str,
    description: Option<&str>,
    modules: &[Module],
    main_file: &str,
    options: Options,
) -> String {
    let mut lines = vec![match description {
        Some(description) => format!("{id}: {description}"),
        None => format!("Problem {id}."),
    }];
    let docs = if options.docs {
        "tests and comments stripped, doc comments kept"
    } else {
        "tests, comments and doc comments stripped"
    };
    let docs_flag = if options.docs { " --docs" } else { "" };
    lines.push(String::new());
    lines.push(format!(
        "One file for a judge: the problem crate `{name}` and the modules of `{CORE_CRATE}` it uses,"
    ));
    lines.push(format!(
        "made by `cargo run -p harness -- bundle {id}{docs_flag}` from the workspace's sources"
    ));
    lines.push(format!("({docs}). Regenerate it rather than edit it."));
    lines.push(format!(
        "Compiles alone with `rustc --edition {EDITION} -O` on Rust {JUDGE_RUST} or newer."
    ));
    lines.push(String::new());
    let width = modules
        .iter()
        .map(|m| m.path.len() + 4)
        .chain([7])
        .max()
        .unwrap_or(0);
    for module in modules {
        lines.push(format!(
            "  {:width$}  {}",
            format!("mod {}", module.path),
            module.file
        ));
    }
    lines.push(format!("  {:width$}  {main_file}", "fn main"));
    let mut text: String = lines
        .iter()
        .map(|line| {
            if line.is_empty() {
                "//\n".to_string()
            } else {
                format!("// {line}\n")
            }
        })
        .collect();
    text.push('\n');
    text
}
