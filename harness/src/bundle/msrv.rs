//! Syntax newer than the judges' Rust ([`super::JUDGE_RUST`], 1.70), found in a bundle's tree.
//!
//! Only one toolchain is installed where the bundles are tested, so a bundle that compiles there
//! may still use something a 1.70 judge rejects. Library APIs stabilised later are caught by
//! clippy's `incompatible_msrv` lint (the bundle test runs it where clippy is installed); what
//! that lint does not see is *syntax*, checked here against a list of what was stabilised after
//! 1.70 and can be told from the tree alone. (Language changes that only show in type checking,
//! e.g. trait upcasting in 1.86, are beyond both.)

use syn::visit::{self, Visit};
use syn::{
    Attribute, Expr, ExprClosure, File, GenericArgument, Lit, Pat, RangeLimits, TraitItemFn,
    TypeParamBound,
};

/// Each piece of syntax in `file` newer than Rust 1.70, as `what (Rust 1.NN)`, in source order.
pub fn newer_syntax(file: &File) -> Vec<String> {
    let mut finder = Finder::default();
    finder.visit_file(file);
    finder.found
}

#[derive(Default)]
struct Finder {
    found: Vec<String>,
}

impl Finder {
    fn found(&mut self, what: &str, version: &str) {
        self.found.push(format!("{what} (Rust {version})"));
    }
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_attribute(&mut self, attr: &'ast Attribute) {
        let path = attr.path();
        if path.is_ident("expect") {
            self.found("#[expect] lint attribute", "1.81");
        } else if path.is_ident("unsafe") {
            self.found("#[unsafe(...)] attribute", "1.82");
        } else if path
            .segments
            .first()
            .is_some_and(|s| s.ident == "diagnostic")
        {
            self.found("#[diagnostic::...] attribute", "1.78");
        }
        visit::visit_attribute(self, attr);
    }

    fn visit_lit(&mut self, lit: &'ast Lit) {
        if let Lit::CStr(_) = lit {
            self.found("C string literal c\"...\"", "1.77");
        }
        visit::visit_lit(self, lit);
    }

    fn visit_expr(&mut self, expr: &'ast Expr) {
        match expr {
            Expr::Const(_) => self.found("inline const block", "1.79"),
            Expr::RawAddr(_) => self.found("&raw const / &raw mut", "1.82"),
            _ => {}
        }
        visit::visit_expr(self, expr);
    }

    fn visit_expr_closure(&mut self, closure: &'ast ExprClosure) {
        if closure.asyncness.is_some() {
            self.found("async closure", "1.85");
        }
        visit::visit_expr_closure(self, closure);
    }

    fn visit_pat(&mut self, pat: &'ast Pat) {
        if let Pat::Range(range) = pat {
            if matches!(range.limits, RangeLimits::HalfOpen(_)) && range.end.is_some() {
                self.found("exclusive range pattern a..b", "1.80");
            }
        }
        visit::visit_pat(self, pat);
    }

    fn visit_generic_argument(&mut self, arg: &'ast GenericArgument) {
        if let GenericArgument::Constraint(_) = arg {
            self.found("associated type bound Trait<Assoc: Bound>", "1.79");
        }
        visit::visit_generic_argument(self, arg);
    }

    fn visit_type_param_bound(&mut self, bound: &'ast TypeParamBound) {
        if let TypeParamBound::PreciseCapture(_) = bound {
            self.found("precise capturing use<..>", "1.82");
        }
        visit::visit_type_param_bound(self, bound);
    }

    fn visit_trait_item_fn(&mut self, item: &'ast TraitItemFn) {
        if item.sig.asyncness.is_some() {
            self.found("async fn in a trait", "1.75");
        }
        if let syn::ReturnType::Type(_, ty) = &item.sig.output {
            if matches!(**ty, syn::Type::ImplTrait(_)) {
                self.found("impl Trait returned from a trait method", "1.75");
            }
        }
        visit::visit_trait_item_fn(self, item);
    }

    fn visit_item_foreign_mod(&mut self, item: &'ast syn::ItemForeignMod) {
        if item.unsafety.is_some() {
            self.found("unsafe extern block", "1.82");
        }
        visit::visit_item_foreign_mod(self, item);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(source: &str) -> Vec<String> {
        newer_syntax(&syn::parse_file(source).unwrap())
    }

    #[test]
    fn old_syntax_passes() {
        let source = r#"
            trait T { fn f(&self) -> Box<dyn Iterator<Item = u8>>; }
            #[allow(dead_code)]
            fn g(x: u8) -> u8 {
                let Some(y) = Some(x) else { return 0 };
                match y { 0..=9 => 1, 10.. => 2 }
            }
        "#;
        assert_eq!(found(source), Vec::<String>::new());
    }

    #[test]
    fn newer_syntax_is_named_with_its_version() {
        let source = r#"
            #[expect(dead_code)]
            fn f(x: u8) -> u8 {
                let _ = c"nul";
                let _ = const { 1 + 1 };
                match x { 0..10 => 1, _ => 2 }
            }
            fn g<I: Iterator<Item: Copy>>(_: I) -> impl Sized + use<I> {}
            trait T { async fn a(&self); fn b(&self) -> impl Sized; }
        "#;
        assert_eq!(
            found(source),
            [
                "#[expect] lint attribute (Rust 1.81)",
                "C string literal c\"...\" (Rust 1.77)",
                "inline const block (Rust 1.79)",
                "exclusive range pattern a..b (Rust 1.80)",
                "associated type bound Trait<Assoc: Bound> (Rust 1.79)",
                "precise capturing use<..> (Rust 1.82)",
                "async fn in a trait (Rust 1.75)",
                "impl Trait returned from a trait method (Rust 1.75)",
            ]
        );
    }
}
