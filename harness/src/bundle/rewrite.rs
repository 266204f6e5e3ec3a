//! Rewriting paths so that a crate's code means the same once the crate is a module of the
//! bundle.
//!
//! In a crate that becomes `pub mod <name> { … }` at the bundle's root:
//! - `crate::x` becomes `crate::<name>::x` (in paths, `use` trees, `pub(in crate::x)`, and the
//!   tokens of macro calls, `$crate::x` included); `pub(crate)` stays (the bundle is one crate);
//! - a path starting with a crate it depends on, `game_core::x` or `::game_core::x`, becomes
//!   `crate::game_core::x`; `extern crate game_core [as g];` becomes `use crate::game_core [as g];`.
//!
//! `self::` and `super::` need nothing: the module structure is kept. Among the bundle's root
//! items (`main.rs`'s, outside its modules), `game_core::x` already names the root's `game_core`
//! module; only `::game_core::x` (which would name an extern crate) becomes `crate::game_core::x`;
//! `extern crate d;` goes and `extern crate d as g;` becomes `use d as g;`.

use proc_macro2::{Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{
    ExprPath, ExprStruct, Item, ItemMod, ItemUse, Macro, PatStruct, PatTupleStruct, Path,
    PathSegment, QSelf, TypePath, UsePath, UseTree, Visibility,
};

/// How to rewrite one crate's code.
#[derive(Debug, Clone, Copy)]
pub struct Rewrite<'a> {
    /// The module the crate becomes (`None`: its items are the bundle's root).
    pub module: Option<&'a str>,
    /// The crates it depends on, now modules at the bundle's root.
    pub dependencies: &'a [&'a str],
}

/// A [`Rewrite`] under way: where in the crate it is.
struct Rewriter<'a> {
    how: Rewrite<'a>,
    /// Inside a module of the crate (not among its root's items).
    nested: bool,
}

impl Rewrite<'_> {
    /// Rewrites the items of the crate's root (and everything in them).
    pub fn items(self, items: &mut Vec<Item>) {
        let mut rewriter = Rewriter {
            how: self,
            nested: false,
        };
        rewriter.extern_crates(items);
        for item in items {
            rewriter.visit_item_mut(item);
        }
    }
}

impl Rewriter<'_> {
    /// Whether the code at hand is among the bundle's root items.
    fn at_root(&self) -> bool {
        self.how.module.is_none() && !self.nested
    }

    fn is_dependency(&self, ident: &Ident) -> bool {
        self.how.dependencies.iter().any(|d| ident == d)
    }

    /// `extern crate d [as g];` of a dependency: gone at the bundle's root (`d` is a module
    /// there), else `use crate::d [as g];`.
    fn extern_crates(&self, items: &mut Vec<Item>) {
        items.retain_mut(|item| {
            let Item::ExternCrate(e) = item else {
                return true;
            };
            if !self.is_dependency(&e.ident) {
                return true;
            }
            if self.at_root() && e.rename.is_none() {
                return false;
            }
            // `use d [as g];`, which the rewrite of `use` items then places (`crate::d`).
            let name = &e.ident;
            let bound = match &e.rename {
                Some((_, rename)) => format!("{name} as {rename}"),
                None => name.to_string(),
            };
            let mut replacement: ItemUse =
                syn::parse_str(&format!("use {bound};")).expect("a valid use");
            replacement.attrs = std::mem::take(&mut e.attrs);
            replacement.vis = e.vis.clone();
            *item = Item::Use(replacement);
            true
        });
    }

    /// Rewrites `path` in place; returns how many segments it gained.
    fn path(&self, path: &mut Path) -> usize {
        let Some(first) = path.segments.first() else {
            return 0;
        };
        if path.segments.len() < 2 {
            return 0;
        }
        if first.ident == "crate" && path.leading_colon.is_none() {
            if let Some(module) = self.how.module {
                path.segments.insert(1, segment(module));
                return 1;
            }
        } else if self.is_dependency(&first.ident)
            && (path.leading_colon.is_some() || !self.at_root())
        {
            path.leading_colon = None;
            path.segments.insert(0, segment("crate"));
            return 1;
        }
        0
    }

    /// Rewrites a path that may follow `<T as Trait>`: the trait's part grows with it.
    fn qualified(&mut self, qself: &mut Option<QSelf>, path: &mut Path) {
        let gained = self.path(path);
        if let Some(q) = qself {
            if q.position > 0 {
                q.position += gained;
            }
            self.visit_type_mut(&mut q.ty);
        }
        for segment in &mut path.segments {
            self.visit_path_segment_mut(segment);
        }
    }

    /// Rewrites a `use` tree at the root of a `use` item (or inside a root-level group).
    fn use_root(&self, tree: &mut UseTree) {
        match tree {
            UseTree::Path(p) if p.ident == "crate" => {
                if let Some(module) = self.how.module {
                    let inner = std::mem::replace(&mut *p.tree, placeholder());
                    *p.tree = UseTree::Path(UsePath {
                        ident: Ident::new(module, Span::call_site()),
                        colon2_token: Default::default(),
                        tree: Box::new(inner),
                    });
                }
            }
            UseTree::Path(UsePath { ident, .. })
            | UseTree::Rename(syn::UseRename { ident, .. })
                if self.is_dependency(ident) && !self.at_root() =>
            {
                wrap_in_crate(tree)
            }
            UseTree::Name(n) if self.is_dependency(&n.ident) && !self.at_root() => {
                wrap_in_crate(tree)
            }
            UseTree::Group(group) => group.items.iter_mut().for_each(|t| self.use_root(t)),
            _ => {}
        }
    }

    /// Rewrites the tokens of a macro call (whose paths are not parsed).
    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
        for (i, token) in tokens.iter().enumerate() {
            let followed_by_colon2 = is_colon2(&tokens, i + 1);
            match token {
                TokenTree::Group(group) => {
                    let mut rewritten =
                        proc_macro2::Group::new(group.delimiter(), self.tokens(group.stream()));
                    rewritten.set_span(group.span());
                    out.push(rewritten.into());
                    continue;
                }
                TokenTree::Ident(ident) if ident == "crate" && followed_by_colon2 => {
                    let continues = i >= 2 && is_colon2(&tokens, i - 2);
                    if let (Some(module), false) = (self.how.module, continues) {
                        out.push(token.clone());
                        out.extend(colon2());
                        out.push(Ident::new(module, ident.span()).into());
                        continue;
                    }
                }
                TokenTree::Ident(ident) if self.is_dependency(ident) && followed_by_colon2 => {
                    let continues = i >= 2 && is_colon2(&tokens, i - 2);
                    let after_dot = matches!(
                        i.checked_sub(1).map(|j| &tokens[j]),
                        Some(TokenTree::Punct(p)) if p.as_char() == '.'
                    );
                    let leading_colon = continues
                        && !matches!(
                            i.checked_sub(3).map(|j| &tokens[j]),
                            Some(TokenTree::Ident(_))
                        );
                    if leading_colon {
                        // `::game_core::x`: the `::` already out becomes `crate::`.
                        out.insert(out.len() - 2, Ident::new("crate", ident.span()).into());
                    } else if !continues && !after_dot && !self.at_root() {
                        out.push(Ident::new("crate", ident.span()).into());
                        out.extend(colon2());
                    }
                }
                _ => {}
            }
            out.push(token.clone());
        }
        out.into_iter().collect()
    }
}

fn segment(name: &str) -> PathSegment {
    PathSegment::from(Ident::new(name, Span::call_site()))
}

fn placeholder() -> UseTree {
    UseTree::Group(syn::UseGroup {
        brace_token: Default::default(),
        items: Punctuated::new(),
    })
}

fn wrap_in_crate(tree: &mut UseTree) {
    let inner = std::mem::replace(tree, placeholder());
    *tree = UseTree::Path(UsePath {
        ident: Ident::new("crate", Span::call_site()),
        colon2_token: Default::default(),
        tree: Box::new(inner),
    });
}

fn is_colon2(tokens: &[TokenTree], at: usize) -> bool {
    matches!(
        (tokens.get(at), tokens.get(at + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

fn colon2() -> [TokenTree; 2] {
    [
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
    ]
}

impl VisitMut for Rewriter<'_> {
    fn visit_path_mut(&mut self, path: &mut Path) {
        self.path(path);
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_expr_path_mut(&mut self, expr: &mut ExprPath) {
        expr.attrs
            .iter_mut()
            .for_each(|a| self.visit_attribute_mut(a));
        self.qualified(&mut expr.qself, &mut expr.path);
    }

    fn visit_type_path_mut(&mut self, ty: &mut TypePath) {
        self.qualified(&mut ty.qself, &mut ty.path);
    }

    fn visit_expr_struct_mut(&mut self, expr: &mut ExprStruct) {
        self.qualified(&mut expr.qself, &mut expr.path);
        expr.attrs
            .iter_mut()
            .for_each(|a| self.visit_attribute_mut(a));
        for field in &mut expr.fields {
            self.visit_field_value_mut(field);
        }
        if let Some(rest) = &mut expr.rest {
            self.visit_expr_mut(rest);
        }
    }

    fn visit_pat_struct_mut(&mut self, pat: &mut PatStruct) {
        self.qualified(&mut pat.qself, &mut pat.path);
        pat.attrs
            .iter_mut()
            .for_each(|a| self.visit_attribute_mut(a));
        for field in &mut pat.fields {
            self.visit_field_pat_mut(field);
        }
    }

    fn visit_pat_tuple_struct_mut(&mut self, pat: &mut PatTupleStruct) {
        self.qualified(&mut pat.qself, &mut pat.path);
        pat.attrs
            .iter_mut()
            .for_each(|a| self.visit_attribute_mut(a));
        for elem in &mut pat.elems {
            self.visit_pat_mut(elem);
        }
    }

    fn visit_visibility_mut(&mut self, vis: &mut Visibility) {
        // `pub(crate)`, `pub(self)`, `pub(super)` mean the same in the bundle.
        if let Visibility::Restricted(r) = vis {
            if r.in_token.is_some() {
                self.visit_path_mut(&mut r.path);
            }
        }
    }

    fn visit_item_use_mut(&mut self, item: &mut ItemUse) {
        item.attrs
            .iter_mut()
            .for_each(|a| self.visit_attribute_mut(a));
        self.visit_visibility_mut(&mut item.vis);
        if item.leading_colon.is_some() {
            let first = match &item.tree {
                UseTree::Path(p) => Some(&p.ident),
                UseTree::Name(n) => Some(&n.ident),
                UseTree::Rename(r) => Some(&r.ident),
                _ => None,
            };
            if first.is_some_and(|f| self.is_dependency(f)) {
                item.leading_colon = None;
                wrap_in_crate(&mut item.tree);
            }
        } else {
            self.use_root(&mut item.tree);
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut Macro) {
        self.visit_path_mut(&mut mac.path);
        mac.tokens = self.tokens(std::mem::take(&mut mac.tokens));
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        let nested = std::mem::replace(&mut self.nested, true);
        if let Some((_, items)) = &mut module.content {
            self.extern_crates(items);
        }
        visit_mut::visit_item_mod_mut(self, module);
        self.nested = nested;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(source: &str, module: Option<&str>) -> String {
        let mut file = syn::parse_file(source).unwrap();
        Rewrite {
            module,
            dependencies: &["game_core", "hdu1"],
        }
        .items(&mut file.items);
        prettyplease::unparse(&file)
    }

    #[test]
    fn crate_paths_gain_the_module() {
        let out = rewritten(
            r#"
            use crate::mex::Mex;
            use crate::{nim, io::{self, Scanner}};
            pub(crate) fn f(x: crate::nim::Heap) -> <crate::sg::T as crate::sg::Tr>::Out {
                let crate::sg::P(a) = crate::sg::P::new();
                let s = crate::io::S { a: 1 };
                write!(w, "{}", crate::mex::mex(crate::nim::x()))
            }
            pub(in crate::io) struct Private;
            macro_rules! m { ($x:expr) => { $crate::nim::y($x, crate::a::b) }; }
            "#,
            Some("game_core"),
        );
        let expected = r#"use crate::game_core::mex::Mex;
use crate::game_core::{nim, io::{self, Scanner}};
pub(crate) fn f(
    x: crate::game_core::nim::Heap,
) -> <crate::game_core::sg::T as crate::game_core::sg::Tr>::Out {
    let crate::game_core::sg::P(a) = crate::game_core::sg::P::new();
    let s = crate::game_core::io::S { a: 1 };
    write!(w, "{}", crate::game_core::mex::mex(crate::game_core::nim::x()))
}
pub(in crate::game_core::io) struct Private;
macro_rules! m {
    ($x:expr) => {
        $crate::game_core::nim::y($x, crate ::game_core::a::b)
    };
}
"#;
        assert_eq!(out, expected);
    }

    #[test]
    fn dependency_paths_gain_crate_in_a_module() {
        let out = rewritten(
            r#"
            use game_core::io::{Error, Scanner};
            use ::game_core::nim;
            use {game_core::sg, std::fmt};
            use game_core as gc;
            extern crate game_core as core2;
            fn f() -> game_core::io::Error {
                let v = ::game_core::mex::mex([]);
                println!("{}", game_core::nim::nim_sum(::game_core::x()) + a.game_core::<u8>());
                let game_core = 1;
                game_core
            }
            "#,
            Some("hdu1"),
        );
        let expected = r#"use crate::game_core::io::{Error, Scanner};
use crate::game_core::nim;
use {crate::game_core::sg, std::fmt};
use crate::game_core as gc;
use crate::game_core as core2;
fn f() -> crate::game_core::io::Error {
    let v = crate::game_core::mex::mex([]);
    println!(
        "{}",
        crate::game_core::nim::nim_sum(crate::game_core::x()) + a.game_core::<u8>(),
    );
    let game_core = 1;
    game_core
}
"#;
        assert_eq!(out, expected);
    }

    #[test]
    fn at_the_root_only_extern_forms_change() {
        let out = rewritten(
            r#"
            extern crate game_core;
            extern crate hdu1 as h;
            use game_core::io::run;
            use ::hdu1::solve;
            fn main() -> std::process::ExitCode {
                game_core::io::run(hdu1::solve);
                ::game_core::io::run(crate::hdu1::solve)
            }
            mod inner {
                extern crate game_core;
                fn f() { game_core::io::x() }
            }
            "#,
            None,
        );
        let expected = r#"use hdu1 as h;
use game_core::io::run;
use crate::hdu1::solve;
fn main() -> std::process::ExitCode {
    game_core::io::run(hdu1::solve);
    crate::game_core::io::run(crate::hdu1::solve)
}
mod inner {
    use crate::game_core;
    fn f() {
        crate::game_core::io::x()
    }
}
"#;
        assert_eq!(out, expected);
    }
}
