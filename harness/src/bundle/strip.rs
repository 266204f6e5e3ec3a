//! Parsing a source file without what a judge's build does not need: items marked `#[test]` or
//! `#[cfg(test)]` (in modules, impls and traits) and, unless asked to keep them, doc comments.
//!
//! This only keeps bundles small: rustc compiles test-only code out of a judge's build anyway, so
//! finer `cfg`s (`cfg(all(test, …))`, `cfg_attr`, fields, match arms) are left to rustc.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, File, ImplItem, Item, ItemImpl, ItemMod, ItemTrait, TraitItem};

/// `text` parsed, stripped; `None` if the whole file is test-only (`#![cfg(test)]`). With `docs`,
/// doc comments stay, except `#[doc = include_str!(…)]`, which names a file a bundle lacks.
pub fn parse(text: &str, docs: bool) -> syn::Result<Option<File>> {
    let tokens: TokenStream = text.parse()?;
    let mut file: File = syn::parse2(without_docs(tokens, docs))?;
    if test_only(&file.attrs) {
        return Ok(None);
    }
    Strip.visit_file_mut(&mut file);
    Ok(Some(file))
}

/// `tokens` without their doc attributes (the lexer has turned `///` and `//!` into
/// `#[doc = "…"]` and `#![doc = "…"]`), at every depth.
fn without_docs(tokens: TokenStream, docs: bool) -> TokenStream {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if matches!(&tokens[i], TokenTree::Punct(p) if p.as_char() == '#') {
            let bang = matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
            let at = i + 1 + usize::from(bang);
            if let Some(TokenTree::Group(g)) = tokens.get(at) {
                if g.delimiter() == Delimiter::Bracket && dropped_doc(g.stream(), docs) {
                    i = at + 1;
                    continue;
                }
            }
        }
        out.push(match &tokens[i] {
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), without_docs(g.stream(), docs));
                inner.set_span(g.span());
                inner.into()
            }
            other => other.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// Whether the attribute `[…]` holding `attr` is a doc comment to drop.
fn dropped_doc(attr: TokenStream, docs: bool) -> bool {
    let attr: Vec<TokenTree> = attr.into_iter().collect();
    match attr.as_slice() {
        [TokenTree::Ident(doc), TokenTree::Punct(eq), value @ ..]
            if doc == "doc" && eq.as_char() == '=' =>
        {
            !docs || !matches!(value, [TokenTree::Literal(_)])
        }
        _ => false,
    }
}

/// `#[test]` or `#[cfg(test)]` among `attrs`.
fn test_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("test")
            || (a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|p| p == "test"))
    })
}

/// The attributes of an item (none for verbatim tokens).
fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

struct Strip;

impl VisitMut for Strip {
    fn visit_file_mut(&mut self, file: &mut File) {
        file.items.retain(|item| !test_only(item_attrs(item)));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        if let Some((_, items)) = &mut module.content {
            items.retain(|item| !test_only(item_attrs(item)));
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_item_impl_mut(&mut self, item: &mut ItemImpl) {
        item.items.retain(|member| match member {
            ImplItem::Const(c) => !test_only(&c.attrs),
            ImplItem::Fn(f) => !test_only(&f.attrs),
            _ => true,
        });
    }

    fn visit_item_trait_mut(&mut self, item: &mut ItemTrait) {
        item.items.retain(|member| match member {
            TraitItem::Const(c) => !test_only(&c.attrs),
            TraitItem::Fn(f) => !test_only(&f.attrs),
            _ => true,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stripped(source: &str, docs: bool) -> String {
        prettyplease::unparse(&parse(source, docs).unwrap().unwrap())
    }

    #[test]
    fn test_items_go_from_modules_impls_and_traits() {
        let out = stripped(
            r#"
            pub fn kept() {}
            #[cfg(test)]
            mod tests { #[test] fn t() {} }
            #[test] fn bare_test() {}
            #[cfg(all(test, unix))] fn left_to_rustc() {}
            pub mod m { #[cfg(test)] fn gone() {} pub fn f() {} }
            impl S { #[cfg(test)] fn only_in_tests(&self) {} pub fn g(&self) {} }
            trait T { #[cfg(test)] fn t(); fn u(); }
            "#,
            false,
        );
        let expected = "\
pub fn kept() {}
#[cfg(all(test, unix))]
fn left_to_rustc() {}
pub mod m {
    pub fn f() {}
}
impl S {
    pub fn g(&self) {}
}
trait T {
    fn u();
}
";
        assert_eq!(out, expected);
        assert!(parse("#![cfg(test)]\nfn t() {}\n", false)
            .unwrap()
            .is_none());
    }

    #[test]
    fn doc_comments_go_unless_kept() {
        let source = "//! Crate docs.\n/// One.\n#[doc(hidden)]\npub fn f() {\n    /// Inner.\n    let x = 1;\n}\n";
        assert_eq!(
            stripped(source, false),
            "#[doc(hidden)]\npub fn f() {\n    let x = 1;\n}\n"
        );
        assert_eq!(stripped(source, true), source);
        let included = "#[doc = include_str!(\"../README.md\")]\npub fn g() {}\n";
        assert_eq!(stripped(included, true), "pub fn g() {}\n");
    }
}
