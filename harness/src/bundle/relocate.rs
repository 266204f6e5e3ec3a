//! The problem crate moved down one level: in a bundle it is `pub mod <name>` under the bundle's
//! root, so each of its `crate::` paths is made `crate::<name>::`, which names in the bundle what
//! it named in the library. That covers paths in code, `use` trees (`use crate::{a, b::c}`),
//! visibilities (`pub(in crate::a)`) and macro calls and definitions (`$crate::` too: in a bundle
//! `$crate` is the bundle). `super::` and `self::` paths need nothing, as the crate's modules keep
//! their nesting, and neither does `pub(crate)`, the bundle being one crate.
//!
//! The rewrite works on tokens: `crate` followed by `::` always starts a path from the crate's
//! root (`crate` is a keyword; a string is one token), wherever it stands. The one use of the
//! root that is not such a path, renaming it (`use crate as root;`), is an error.

use super::select::is_colon2;
use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::File;

/// `file`, a problem crate with every module inline, with each `crate::` path made
/// `crate::<name>::`.
pub fn relocate(file: &File, name: &str) -> Result<File, String> {
    let tokens: TokenStream = prettyplease::unparse(file)
        .parse()
        .map_err(|e| format!("cannot lex a printed crate: {e:?}"))?;
    let name = Ident::new(name, Span::call_site());
    syn::parse2(relocate_tokens(tokens, &name)?)
        .map_err(|e| format!("cannot parse the crate `{name}` once relocated: {e}"))
}

/// `tokens` with `name ::` after each `crate ::`, at every depth.
fn relocate_tokens(tokens: TokenStream, name: &Ident) -> Result<TokenStream, String> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => {
                let mut moved =
                    Group::new(group.delimiter(), relocate_tokens(group.stream(), name)?);
                moved.set_span(group.span());
                out.push(moved.into());
            }
            TokenTree::Ident(ident) if ident == "crate" && is_colon2(&tokens, i + 1) => {
                out.push(token.clone());
                out.push(Punct::new(':', Spacing::Joint).into());
                out.push(Punct::new(':', Spacing::Alone).into());
                out.push(name.clone().into());
            }
            TokenTree::Ident(ident)
                if ident == "crate"
                    && matches!(tokens.get(i + 1), Some(TokenTree::Ident(a)) if a == "as") =>
            {
                return Err(format!(
                    "`crate as …` in the crate `{name}`: in a bundle `crate` is the bundle's \
                     root; name the crate's items with `crate::` paths"
                ));
            }
            _ => out.push(token.clone()),
        }
    }
    Ok(out.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relocated(source: &str) -> Result<String, String> {
        let file = relocate(&syn::parse_file(source).unwrap(), "p")?;
        Ok(prettyplease::unparse(&file))
    }

    #[test]
    fn crate_paths_everywhere_go_under_the_module() {
        let source = r#"
            use crate::a::{b, c::d};
            use crate::*;
            pub(in crate::a) fn f(x: crate::T) -> crate::a::U {
                let s = "crate::not_a_path";
                println!("{}", crate::a::g(s));
                crate::a::E::V(x)
            }
            macro_rules! m { () => { $crate::a::g("") }; }
            pub(crate) struct S;
            mod a { pub(crate) fn g() { super::f(self::h()) } }
        "#;
        let expected = r#"use crate::p::a::{b, c::d};
use crate::p::*;
pub(in crate::p::a) fn f(x: crate::p::T) -> crate::p::a::U {
    let s = "crate::not_a_path";
    println!("{}", crate::p::a::g(s));
    crate::p::a::E::V(x)
}
macro_rules! m {
    () => {
        $crate::p::a::g("")
    };
}
pub(crate) struct S;
mod a {
    pub(crate) fn g() {
        super::f(self::h())
    }
}
"#;
        assert_eq!(relocated(source).unwrap(), expected);
    }

    #[test]
    fn renaming_the_crate_root_is_an_error() {
        let err = relocated("use crate as root;").unwrap_err();
        assert!(err.starts_with("`crate as …` in the crate `p`"), "{err}");
        // `extern crate` names another crate: left alone.
        assert_eq!(
            relocated("extern crate alloc as a;").unwrap(),
            "extern crate alloc as a;\n"
        );
    }
}
