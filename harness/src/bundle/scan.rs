//! What each module of a crate names: every path in its code (expressions, types, patterns,
//! trait bounds, attributes, and path-like token runs inside macro calls), every `use` it makes,
//! and the paths in each `impl` header. [`super::deps`] resolves these against core's modules.

use super::ModPath;
use proc_macro2::{Spacing, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use syn::visit::{self, Visit};
use syn::{File, Item, ItemImpl, ItemMod, ItemUse, Macro, Path, UseTree};

/// A path as written: its segments' names (generic arguments dropped) and whether it starts
/// with `::`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Written {
    /// `true` for `::a::b`.
    pub leading_colon: bool,
    /// `["a", "b"]`.
    pub segments: Vec<String>,
}

/// What a `use` binds a path to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Binding {
    /// `use a::b;` binds `b`, `use a::b as c;` binds `c`, `use a::{self};` binds `a`.
    Name(String),
    /// `use a::*;`.
    Glob,
    /// `use a::b as _;`.
    Nothing,
}

/// One path a `use` imports, with its binding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Import {
    /// The full path imported (for `use a::{self}`: `a`).
    pub path: Written,
    /// The name it is bound to here.
    pub binding: Binding,
}

/// What one module's own items (not its child modules') name.
#[derive(Debug, Clone, Default)]
pub struct Scan {
    /// Its child modules, by name.
    pub children: BTreeSet<String>,
    /// Every path written in it.
    pub paths: Vec<Written>,
    /// Every `use` in it (at any depth, inside functions too).
    pub imports: Vec<Import>,
    /// For each `impl` in it, the paths in the impl's header (generics, trait, type).
    pub impl_headers: Vec<Vec<Written>>,
}

/// Every module of a crate with what it names, by module path (the root is `[]`), and the
/// modules in source order.
#[derive(Debug, Clone, Default)]
pub struct CrateScan {
    /// Each module's scan.
    pub modules: BTreeMap<ModPath, Scan>,
    /// The module paths in source order, the root first.
    pub order: Vec<ModPath>,
}

/// Scans a crate loaded with every module inline.
pub fn scan_crate(file: &File) -> CrateScan {
    let mut out = CrateScan::default();
    scan_module(&file.items, ModPath::new(), &mut out);
    out
}

fn scan_module(items: &[Item], path: ModPath, out: &mut CrateScan) {
    let mut collector = Collector::default();
    let mut children = Vec::new();
    for item in items {
        match item {
            Item::Mod(ItemMod {
                ident,
                content: Some((_, inner)),
                attrs,
                ..
            }) => {
                collector.scan.children.insert(ident.to_string());
                attrs.iter().for_each(|a| collector.visit_attribute(a));
                children.push((ident.to_string(), inner));
            }
            other => collector.visit_item(other),
        }
    }
    out.order.push(path.clone());
    out.modules.insert(path.clone(), collector.scan);
    for (name, inner) in children {
        let mut child = path.clone();
        child.push(name);
        scan_module(inner, child, out);
    }
}

#[derive(Default)]
struct Collector {
    scan: Scan,
}

fn written(path: &Path) -> Written {
    Written {
        leading_colon: path.leading_colon.is_some(),
        segments: path.segments.iter().map(|s| s.ident.to_string()).collect(),
    }
}

/// Expands a `use` tree under `prefix` into the paths it imports.
fn imports(tree: &UseTree, prefix: &mut Vec<String>, leading_colon: bool, out: &mut Vec<Import>) {
    let mut push = |segments: Vec<String>, binding: Binding| {
        out.push(Import {
            path: Written {
                leading_colon,
                segments,
            },
            binding,
        })
    };
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            imports(&p.tree, prefix, leading_colon, out);
            prefix.pop();
        }
        UseTree::Name(n) if n.ident == "self" => {
            let bound = prefix.last().cloned().unwrap_or_default();
            push(prefix.clone(), Binding::Name(bound));
        }
        UseTree::Name(n) => {
            let mut segments = prefix.clone();
            segments.push(n.ident.to_string());
            push(segments, Binding::Name(n.ident.to_string()));
        }
        UseTree::Rename(r) => {
            let mut segments = prefix.clone();
            if r.ident != "self" {
                segments.push(r.ident.to_string());
            }
            let binding = if r.rename == "_" {
                Binding::Nothing
            } else {
                Binding::Name(r.rename.to_string())
            };
            push(segments, binding);
        }
        UseTree::Glob(_) => push(prefix.clone(), Binding::Glob),
        UseTree::Group(g) => {
            for tree in &g.items {
                imports(tree, prefix, leading_colon, out);
            }
        }
    }
}

fn is_colon2(tokens: &[TokenTree], at: usize) -> bool {
    matches!(
        (tokens.get(at), tokens.get(at + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// The runs `a::b::c` (two segments or more, possibly after `::`) among a macro call's tokens:
/// the arguments of `write!`, `vec!` or a `macro_rules!` body are not parsed as code, but any
/// path into another module must be seen.
pub fn token_paths(tokens: TokenStream, out: &mut Vec<Written>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(group) => {
                token_paths(group.stream(), out);
                i += 1;
            }
            TokenTree::Ident(first) => {
                let continues = i >= 2 && is_colon2(&tokens, i - 2);
                let leading_colon = continues
                    && !matches!(
                        i.checked_sub(3).map(|j| &tokens[j]),
                        Some(TokenTree::Ident(_))
                    );
                let mut segments = vec![first.to_string()];
                let mut j = i + 1;
                while is_colon2(&tokens, j) {
                    match tokens.get(j + 2) {
                        Some(TokenTree::Ident(next)) => {
                            segments.push(next.to_string());
                            j += 3;
                        }
                        _ => break,
                    }
                }
                if segments.len() >= 2 && (!continues || leading_colon) {
                    out.push(Written {
                        leading_colon,
                        segments,
                    });
                }
                i = j;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => i += 1,
        }
    }
}

impl<'ast> Visit<'ast> for Collector {
    fn visit_path(&mut self, path: &'ast Path) {
        self.scan.paths.push(written(path));
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast ItemUse) {
        for attr in &item.attrs {
            self.visit_attribute(attr);
        }
        imports(
            &item.tree,
            &mut Vec::new(),
            item.leading_colon.is_some(),
            &mut self.scan.imports,
        );
    }

    fn visit_macro(&mut self, mac: &'ast Macro) {
        self.visit_path(&mac.path);
        token_paths(mac.tokens.clone(), &mut self.scan.paths);
    }

    fn visit_item_impl(&mut self, item: &'ast ItemImpl) {
        let mut header = Collector::default();
        header.visit_generics(&item.generics);
        if let Some((_, path, _)) = &item.trait_ {
            header.visit_path(path);
        }
        header.visit_type(&item.self_ty);
        self.scan.impl_headers.push(header.scan.paths);
        visit::visit_item_impl(self, item);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(paths: &[Written]) -> Vec<String> {
        paths
            .iter()
            .map(|p| {
                let colon = if p.leading_colon { "::" } else { "" };
                format!("{colon}{}", p.segments.join("::"))
            })
            .collect()
    }

    #[test]
    fn paths_imports_impls_and_children() {
        let file = syn::parse_file(
            r#"
            use crate::{io::{self, Scanner as S}, nim::*, sg::x as _};
            use ::std::fmt;
            pub mod child { pub fn f() -> super::T { todo!() } }
            pub struct T;
            impl fmt::Display for crate::sg::D {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    write!(f, "{}", crate::mex::mex([::core::u8::MAX as usize]))
                }
            }
            "#,
        )
        .unwrap();
        let scan = scan_crate(&file);
        assert_eq!(scan.order, [vec![], vec!["child".to_string()]]);
        let root = &scan.modules[&vec![]];
        assert_eq!(root.children, BTreeSet::from(["child".to_string()]));
        let imports: Vec<String> = root
            .imports
            .iter()
            .map(|i| format!("{} {:?}", show(std::slice::from_ref(&i.path))[0], i.binding))
            .collect();
        assert_eq!(
            imports,
            [
                "crate::io Name(\"io\")",
                "crate::io::Scanner Name(\"S\")",
                "crate::nim Glob",
                "crate::sg::x Nothing",
                "::std::fmt Name(\"fmt\")",
            ]
        );
        assert_eq!(
            show(&root.impl_headers[0]),
            ["fmt::Display", "crate::sg::D"]
        );
        let paths = show(&root.paths);
        assert!(paths.contains(&"crate::mex::mex".to_string()), "{paths:?}");
        assert!(paths.contains(&"::core::u8::MAX".to_string()), "{paths:?}");
        assert!(paths.contains(&"fmt::Formatter".to_string()), "{paths:?}");
        let child = &scan.modules[&vec!["child".to_string()]];
        assert_eq!(show(&child.paths), ["super::T", "todo"]);
    }
}
