//! Stripping what a judge's build does not need: items compiled only for tests (`#[cfg(test)]`,
//! `#[test]`, `#[bench]`, `#[cfg(all(test, …))]`…) and, unless asked to keep them, doc comments.
//!
//! A `cfg` predicate is evaluated only as far as it is known for a judge's build: `test` is false,
//! and `all`/`any`/`not` combine it. Anything else (`debug_assertions`, `target_os`…) is left in
//! place for rustc to decide. A predicate known to be true loses its attribute; known false, its
//! item goes. `cfg_attr` is resolved the same way.

use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{
    Arm, Attribute, Block, Expr, ExprLit, ExprMatch, Field, File, ImplItem, Item, ItemEnum,
    ItemImpl, ItemMod, ItemTrait, Lit, Meta, Stmt, Token, TraitItem, Variant,
};

/// Strips `file` in place: test-only items everywhere in it, and doc comments unless `docs`.
/// `false` if the whole file is compiled out (`#![cfg(test)]`).
pub fn strip_file(file: &mut File, docs: bool) -> bool {
    let mut strip = Strip { docs };
    if !strip.keep(&mut file.attrs) {
        return false;
    }
    strip.visit_file_mut(file);
    true
}

/// The value of a `cfg` predicate in a judge's build (not a test build), if it is known.
pub fn cfg_value(meta: &Meta) -> Option<bool> {
    let nested = |meta: &Meta| -> Option<Vec<Option<bool>>> {
        let Meta::List(list) = meta else { return None };
        let parts = list
            .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
            .ok()?;
        Some(parts.iter().map(cfg_value).collect())
    };
    let path = meta.path();
    if path.is_ident("test") && matches!(meta, Meta::Path(_)) {
        Some(false)
    } else if path.is_ident("all") {
        let parts = nested(meta)?;
        if parts.contains(&Some(false)) {
            Some(false)
        } else if parts.iter().all(|p| *p == Some(true)) {
            Some(true)
        } else {
            None
        }
    } else if path.is_ident("any") {
        let parts = nested(meta)?;
        if parts.contains(&Some(true)) {
            Some(true)
        } else if parts.iter().all(|p| *p == Some(false)) {
            Some(false)
        } else {
            None
        }
    } else if path.is_ident("not") {
        match nested(meta)?.as_slice() {
            [value] => value.map(|v| !v),
            _ => None,
        }
    } else {
        None
    }
}

struct Strip {
    docs: bool,
}

impl Strip {
    /// Settles `attrs` for a judge's build; `false` if their item is compiled out.
    fn keep(&self, attrs: &mut Vec<Attribute>) -> bool {
        let mut kept = Vec::with_capacity(attrs.len());
        let mut pending: Vec<Attribute> = std::mem::take(attrs);
        pending.reverse();
        while let Some(attr) = pending.pop() {
            let path = attr.path();
            if path.is_ident("test") || path.is_ident("bench") {
                return false;
            }
            if path.is_ident("cfg") {
                match attr.parse_args::<Meta>().ok().and_then(|m| cfg_value(&m)) {
                    Some(false) => return false,
                    Some(true) => continue,
                    None => {}
                }
            } else if path.is_ident("cfg_attr") {
                let parts = attr
                    .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                    .ok();
                if let Some(parts) = parts {
                    let mut parts = parts.into_iter();
                    match parts.next().as_ref().and_then(cfg_value) {
                        Some(false) => continue,
                        Some(true) => {
                            // The attributes it stands for, settled in their turn.
                            let expanded: Vec<Attribute> = parts
                                .map(|meta| Attribute {
                                    meta,
                                    ..attr.clone()
                                })
                                .collect();
                            pending.extend(expanded.into_iter().rev());
                            continue;
                        }
                        None => {}
                    }
                }
            } else if let (true, Meta::NameValue(doc)) = (path.is_ident("doc"), &attr.meta) {
                // `#[doc = include_str!(…)]` names a file the bundle does not carry.
                let literal = matches!(
                    &doc.value,
                    Expr::Lit(ExprLit {
                        lit: Lit::Str(_),
                        ..
                    })
                );
                if !self.docs || !literal {
                    continue;
                }
            }
            kept.push(attr);
        }
        *attrs = kept;
        true
    }

    fn keep_item(&self, item: &mut Item) -> bool {
        match item_attrs(item) {
            Some(attrs) => self.keep(attrs),
            None => true,
        }
    }
}

/// The attributes of an item (`None` for verbatim tokens).
pub fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

impl VisitMut for Strip {
    fn visit_file_mut(&mut self, file: &mut File) {
        file.items.retain_mut(|item| self.keep_item(item));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        if let Some((_, items)) = &mut module.content {
            items.retain_mut(|item| self.keep_item(item));
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_block_mut(&mut self, block: &mut Block) {
        block.stmts.retain_mut(|stmt| match stmt {
            Stmt::Local(local) => self.keep(&mut local.attrs),
            Stmt::Item(item) => self.keep_item(item),
            Stmt::Macro(mac) => self.keep(&mut mac.attrs),
            Stmt::Expr(..) => true,
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_item_impl_mut(&mut self, item: &mut ItemImpl) {
        item.items.retain_mut(|member| match member {
            ImplItem::Const(c) => self.keep(&mut c.attrs),
            ImplItem::Fn(f) => self.keep(&mut f.attrs),
            ImplItem::Type(t) => self.keep(&mut t.attrs),
            ImplItem::Macro(m) => self.keep(&mut m.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, item);
    }

    fn visit_item_trait_mut(&mut self, item: &mut ItemTrait) {
        item.items.retain_mut(|member| match member {
            TraitItem::Const(c) => self.keep(&mut c.attrs),
            TraitItem::Fn(f) => self.keep(&mut f.attrs),
            TraitItem::Type(t) => self.keep(&mut t.attrs),
            TraitItem::Macro(m) => self.keep(&mut m.attrs),
            _ => true,
        });
        visit_mut::visit_item_trait_mut(self, item);
    }

    fn visit_item_enum_mut(&mut self, item: &mut ItemEnum) {
        let variants = std::mem::take(&mut item.variants);
        item.variants = variants
            .into_pairs()
            .map(|pair| pair.into_value())
            .filter_map(|mut v: Variant| self.keep(&mut v.attrs).then_some(v))
            .collect();
        visit_mut::visit_item_enum_mut(self, item);
    }

    fn visit_fields_mut(&mut self, fields: &mut syn::Fields) {
        let list = match fields {
            syn::Fields::Named(named) => &mut named.named,
            syn::Fields::Unnamed(unnamed) => &mut unnamed.unnamed,
            syn::Fields::Unit => return,
        };
        let all = std::mem::take(list);
        *list = all
            .into_pairs()
            .map(|pair| pair.into_value())
            .filter_map(|mut f: Field| self.keep(&mut f.attrs).then_some(f))
            .collect();
        visit_mut::visit_fields_mut(self, fields);
    }

    fn visit_expr_match_mut(&mut self, expr: &mut ExprMatch) {
        expr.arms
            .retain_mut(|arm: &mut Arm| self.keep(&mut arm.attrs));
        visit_mut::visit_expr_match_mut(self, expr);
    }

    fn visit_attribute_mut(&mut self, _attr: &mut Attribute) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stripped(source: &str, docs: bool) -> String {
        let mut file = syn::parse_file(source).unwrap();
        strip_file(&mut file, docs);
        prettyplease::unparse(&file)
    }

    #[test]
    fn test_items_go_at_every_level() {
        let out = stripped(
            r#"
            pub fn kept() {}
            #[cfg(test)]
            mod tests { #[test] fn t() {} }
            #[cfg(all(test, unix))] fn gone() {}
            #[cfg(not(test))] fn ungated() {}
            #[cfg(unix)] fn left_to_rustc() {}
            #[test] fn bare_test() {}
            pub struct S { a: u8, #[cfg(test)] b: u8 }
            pub enum E { A, #[cfg(test)] B }
            impl S {
                pub fn f(&self) -> u8 {
                    #[cfg(test)]
                    let x = 1;
                    #[cfg(test)]
                    fn inner() {}
                    match self.a { #[cfg(test)] 0 => 1, _ => 2 }
                }
                #[cfg(test)] fn only_in_tests(&self) {}
            }
            #[cfg_attr(test, derive(Debug))] #[cfg_attr(not(test), derive(Clone))] pub struct T;
            "#,
            false,
        );
        let expected = "\
pub fn kept() {}
fn ungated() {}
#[cfg(unix)]
fn left_to_rustc() {}
pub struct S {
    a: u8,
}
pub enum E {
    A,
}
impl S {
    pub fn f(&self) -> u8 {
        match self.a {
            _ => 2,
        }
    }
}
#[derive(Clone)]
pub struct T;
";
        assert_eq!(out, expected);
    }

    #[test]
    fn doc_comments_go_unless_kept() {
        let source = "//! Crate docs.\n/// One.\n#[doc(hidden)]\npub fn f() {}\n";
        assert_eq!(stripped(source, false), "#[doc(hidden)]\npub fn f() {}\n");
        assert_eq!(
            stripped(source, true),
            "//! Crate docs.\n/// One.\n#[doc(hidden)]\npub fn f() {}\n"
        );
        let mut test_only = syn::parse_file("#![cfg(test)]\nfn t() {}\n").unwrap();
        assert!(!strip_file(&mut test_only, false));
        let included = "#[doc = include_str!(\"../README.md\")]\npub fn g() {}\n";
        assert_eq!(stripped(included, true), "pub fn g() {}\n");
    }

    #[test]
    fn cfg_values() {
        let value = |text: &str| cfg_value(&syn::parse_str::<Meta>(text).unwrap());
        assert_eq!(value("test"), Some(false));
        assert_eq!(value("not(test)"), Some(true));
        assert_eq!(value("all(test, unix)"), Some(false));
        assert_eq!(value("any(test, unix)"), None);
        assert_eq!(value("any(not(test), unix)"), Some(true));
        assert_eq!(value("unix"), None);
        assert_eq!(value("feature = \"test\""), None);
    }
}
