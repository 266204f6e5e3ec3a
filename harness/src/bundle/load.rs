//! Loading a crate as one syntax tree: its root file parsed, stripped (see [`super::strip`]), and
//! every `mod name;` replaced by the module's file, found as rustc finds it (`name.rs` or
//! `name/mod.rs` beside a `lib.rs`/`main.rs`/`mod.rs`, else in the folder named after the file),
//! stripped in turn; that file's inner attributes (`//!` docs) become the inline module's.

use super::files::Files;
use super::strip;
use super::ModPath;
use syn::token::Brace;
use syn::{AttrStyle, File, Item};

/// A crate with all its modules inline.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The crate root's inner attributes and items, every module inline.
    pub file: File,
    /// Every module (the root first, then in source order) with the file that defines it.
    pub modules: Vec<(ModPath, String)>,
}

/// Loads the crate whose root file is `root` (e.g. `core/src/lib.rs`).
pub fn load_crate(files: &dyn Files, root: &str, docs: bool) -> Result<Loaded, String> {
    let Some(Parsed::File(mut file)) = parse(files, root, docs)? else {
        return Err(format!("{root}: no such file, or compiled out whole"));
    };
    let mut modules = vec![(ModPath::new(), root.to_string())];
    let dir = parent(root);
    inline_modules(
        files,
        &mut file.items,
        &dir,
        &ModPath::new(),
        root,
        docs,
        &mut modules,
    )?;
    Ok(Loaded { file, modules })
}

fn parent(path: &str) -> String {
    path.rsplit_once('/')
        .map(|(dir, _)| dir.to_string())
        .unwrap_or_default()
}

fn join(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_string()
    } else {
        format!("{dir}/{name}")
    }
}

/// A module's file, parsed and stripped.
enum Parsed {
    /// What is left of it.
    File(File),
    /// It is compiled out whole (`#![cfg(test)]`).
    CompiledOut,
}

/// Parses and strips the file at `path`; `None` if there is none.
fn parse(files: &dyn Files, path: &str, docs: bool) -> Result<Option<Parsed>, String> {
    let Some(text) = files.read(path)? else {
        return Ok(None);
    };
    let file = strip::parse(&text, docs).map_err(|e| format!("{path}: cannot parse: {e}"))?;
    Ok(Some(file.map_or(Parsed::CompiledOut, Parsed::File)))
}

/// Replaces each `mod name;` among `items` (of module `module`, defined in file `source`, whose
/// child modules' files live in `dir`) by the module's inline content, recursively.
fn inline_modules(
    files: &dyn Files,
    items: &mut Vec<Item>,
    dir: &str,
    module: &ModPath,
    source: &str,
    docs: bool,
    modules: &mut Vec<(ModPath, String)>,
) -> Result<(), String> {
    let mut gone = Vec::new();
    for (index, item) in items.iter_mut().enumerate() {
        let Item::Mod(decl) = item else { continue };
        let name = decl.ident.to_string();
        let mut path = module.clone();
        path.push(name.clone());
        if decl.attrs.iter().any(|a| a.path().is_ident("path")) {
            return Err(format!(
                "{source}: `#[path]` on `mod {name}` is not supported by the bundler"
            ));
        }
        let child_dir = join(dir, &name);
        match &mut decl.content {
            Some((_, inner)) => {
                modules.push((path.clone(), source.to_string()));
                inline_modules(files, inner, &child_dir, &path, source, docs, modules)?;
            }
            None => {
                let flat = join(dir, &format!("{name}.rs"));
                let nested = join(&child_dir, "mod.rs");
                let (file_path, file) =
                    match (parse(files, &flat, docs)?, parse(files, &nested, docs)?) {
                        (Some(file), None) => (flat, file),
                        (None, Some(file)) => (nested, file),
                        (Some(_), Some(_)) => {
                            return Err(format!(
                                "{source}: `mod {name}` is both {flat} and {nested}"
                            ))
                        }
                        (None, None) => {
                            return Err(format!(
                                "{source}: `mod {name}` has no file ({flat} or {nested})"
                            ))
                        }
                    };
                let Parsed::File(file) = file else {
                    gone.push(index);
                    continue;
                };
                modules.push((path.clone(), file_path.clone()));
                let mut inner = file.items;
                inline_modules(
                    files, &mut inner, &child_dir, &path, &file_path, docs, modules,
                )?;
                decl.attrs.extend(file.attrs.into_iter().map(|mut attr| {
                    attr.style = AttrStyle::Inner(Default::default());
                    attr
                }));
                decl.content = Some((Brace::default(), inner));
                decl.semi = None;
            }
        }
    }
    for index in gone.into_iter().rev() {
        items.remove(index);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bundle::files::Memory;

    fn names(loaded: &Loaded) -> Vec<String> {
        loaded
            .modules
            .iter()
            .map(|(path, file)| format!("{} {file}", path.join("::")))
            .collect()
    }

    #[test]
    fn nested_module_directories_and_inline_modules() {
        let files = Memory::new(&[
            ("c/src/lib.rs", "//! Root.\npub mod io;\npub mod nim;\n"),
            (
                "c/src/io/mod.rs",
                "//! Io.\nmod error;\npub use error::E;\n#[cfg(test)]\nmod tests;\n",
            ),
            ("c/src/io/error.rs", "//! Error.\npub struct E;\n"),
            (
                "c/src/nim.rs",
                "pub mod inline { pub mod deep; }\nmod only_tests;\n",
            ),
            ("c/src/nim/only_tests.rs", "#![cfg(test)]\nfn t() {}\n"),
            ("c/src/nim/inline/deep.rs", "pub fn f() {}\n"),
        ]);
        let loaded = load_crate(&files, "c/src/lib.rs", true).unwrap();
        assert_eq!(
            names(&loaded),
            [
                " c/src/lib.rs",
                "io c/src/io/mod.rs",
                "io::error c/src/io/error.rs",
                "nim c/src/nim.rs",
                "nim::inline c/src/nim.rs",
                "nim::inline::deep c/src/nim/inline/deep.rs",
            ]
        );
        let text = prettyplease::unparse(&loaded.file);
        assert!(
            text.starts_with(
                "//! Root.\npub mod io {\n    //! Io.\n    mod error {\n        //! Error.\n"
            ),
            "{text}"
        );
        assert!(
            !text.contains("tests"),
            "the cfg(test) module file is never read: {text}"
        );
    }

    #[test]
    fn missing_ambiguous_and_path_modules_are_errors() {
        let missing = Memory::new(&[("c/lib.rs", "mod a;")]);
        assert_eq!(
            load_crate(&missing, "c/lib.rs", false).unwrap_err(),
            "c/lib.rs: `mod a` has no file (c/a.rs or c/a/mod.rs)"
        );
        let both = Memory::new(&[("c/lib.rs", "mod a;"), ("c/a.rs", ""), ("c/a/mod.rs", "")]);
        assert_eq!(
            load_crate(&both, "c/lib.rs", false).unwrap_err(),
            "c/lib.rs: `mod a` is both c/a.rs and c/a/mod.rs"
        );
        let path = Memory::new(&[("c/lib.rs", "#[path = \"x.rs\"] mod a;")]);
        assert!(load_crate(&path, "c/lib.rs", false)
            .unwrap_err()
            .contains("not supported"));
    }
}
