//! Putting a bundle together: the problem crate and the selected core modules as `pub mod`s,
//! `main.rs`'s items last, paths rewritten, printed by `prettyplease` after a header comment.
//! Nothing depends on the machine, the clock or hash order, so the same sources give the same
//! bytes.

use super::load::Loaded;
use super::rewrite::Rewrite;
use super::{Bundle, ModPath, Module, Options, CORE_CRATE, JUDGE_RUST};
use proc_macro2::{Ident, Span};
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
    /// The core modules to include (closed: see [`super::deps`]).
    pub selected: &'a BTreeSet<ModPath>,
    /// What to keep.
    pub options: Options,
}

/// Removes the modules under `at` that are not `selected`.
fn prune(items: &mut Vec<Item>, at: &ModPath, selected: &BTreeSet<ModPath>) {
    items.retain_mut(|item| {
        let Item::Mod(ItemMod {
            ident,
            content: Some((_, inner)),
            ..
        }) = item
        else {
            return true;
        };
        let mut path = at.clone();
        path.push(ident.to_string());
        let keep = selected.contains(&path);
        if keep {
            prune(inner, &path, selected);
        }
        keep
    });
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
        mut main,
        mut core,
        selected,
        options,
    } = parts;

    prune(&mut core.file.items, &ModPath::new(), selected);
    Rewrite {
        module: Some(CORE_CRATE),
        dependencies: &[],
    }
    .items(&mut core.file.items);
    Rewrite {
        module: Some(name),
        dependencies: &[CORE_CRATE],
    }
    .items(&mut problem.file.items);
    Rewrite {
        module: None,
        dependencies: &[CORE_CRATE, name],
    }
    .items(&mut main.file.items);

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
        .filter(|(path, _)| selected.contains(path))
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
    source.push_str(&prettyplease::unparse(&file));
    Bundle {
        id: id.to_string(),
        source,
        modules,
        core_modules,
        newer_syntax: super::msrv::newer_syntax(&file),
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
        "Compiles alone with `rustc --edition 2021 -O` on Rust {JUDGE_RUST} or newer."
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
