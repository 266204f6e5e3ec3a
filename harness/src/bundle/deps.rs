//! Which of core's modules a problem needs, transitively, at module granularity.
//!
//! Every path a module writes (see [`super::scan`]) is resolved as far as it goes through core's
//! module tree: `crate::a::b::Item` inside core, `game_core::a::b::Item` in the problem, `super::`,
//! `self::`, a child module's name, or a name a `use` bound to a core module (`use crate::io;`,
//! `use game_core as gc;`, a glob of a module's children) all lead to the deepest module named,
//! and that module is needed. The selection is closed under three rules:
//! - a needed module's parent is needed (it contains it);
//! - whatever a needed module's own code names is needed (it is included whole);
//! - a module with an `impl` whose header names only needed modules (besides its own) is needed:
//!   an `impl Display for crate::a::T` living in `b` is part of what `a::T` can do.
//!
//! Over-approximation is safe (a module too many only costs bytes); what cannot be seen is a
//! path built by a macro from pieces, or an item reached through a glob re-export chain of items.

use super::scan::{Binding, CrateScan, Scan, Written};
use super::ModPath;
use std::collections::{BTreeMap, BTreeSet};

/// Where a path is written: inside core (in which module), or in a crate that depends on core
/// under the name `core_name`.
#[derive(Debug, Clone, Copy)]
pub enum Place<'a> {
    /// In core's module at this path.
    Core(&'a [String]),
    /// In a dependent crate, which names core `core_name`.
    Dependent {
        /// The name under which the crate refers to core (`game_core`).
        core_name: &'a str,
    },
}

/// Core's module tree with what each module names.
#[derive(Debug, Clone)]
pub struct Tree {
    scan: CrateScan,
}

impl Tree {
    /// The tree of a scanned core.
    pub fn new(scan: CrateScan) -> Self {
        Tree { scan }
    }

    fn children(&self, module: &[String]) -> Option<&BTreeSet<String>> {
        self.scan.modules.get(module).map(|s| &s.children)
    }

    /// The deepest core module `path` leads to, and whether all of the path was modules;
    /// `None` if it does not lead into core.
    pub fn resolve(
        &self,
        place: Place,
        aliases: &BTreeMap<String, ModPath>,
        path: &Written,
    ) -> Option<(ModPath, bool)> {
        let segments = &path.segments;
        let first = segments.first()?;
        let (mut module, mut rest): (ModPath, &[String]) = match place {
            Place::Core(_) if path.leading_colon => return None,
            Place::Core(_) if first == "crate" => (ModPath::new(), &segments[1..]),
            Place::Core(current) if first == "self" || first == "super" => {
                let mut module = current.to_vec();
                let mut rest = &segments[..];
                if first == "self" {
                    rest = &rest[1..];
                }
                while rest.first().is_some_and(|s| s == "super") {
                    module.pop()?;
                    rest = &rest[1..];
                }
                (module, rest)
            }
            Place::Dependent { core_name } if first == core_name => {
                (ModPath::new(), &segments[1..])
            }
            _ if path.leading_colon => return None,
            _ => {
                if let Some(target) = aliases.get(first) {
                    (target.clone(), &segments[1..])
                } else if let Place::Core(current) = place {
                    if self.children(current)?.contains(first) {
                        let mut module = current.to_vec();
                        module.push(first.clone());
                        (module, &segments[1..])
                    } else {
                        return None;
                    }
                } else {
                    return None;
                }
            }
        };
        while let Some(next) = rest.first() {
            if !self.children(&module)?.contains(next) {
                break;
            }
            module.push(next.clone());
            rest = &rest[1..];
        }
        Some((module, rest.is_empty()))
    }

    /// The names `scan`'s `use`s bind to core modules.
    fn aliases(&self, place: Place, scan: &Scan) -> BTreeMap<String, ModPath> {
        let mut aliases = BTreeMap::new();
        // Twice: a `use` may go through a name another `use` bound (`use crate::io; use io::x;`).
        for _ in 0..2 {
            for import in &scan.imports {
                let Some((module, true)) = self.resolve(place, &aliases, &import.path) else {
                    continue;
                };
                match &import.binding {
                    Binding::Name(name) => {
                        aliases.insert(name.clone(), module);
                    }
                    Binding::Glob => {
                        for child in self.children(&module).into_iter().flatten() {
                            let mut path = module.clone();
                            path.push(child.clone());
                            aliases.insert(child.clone(), path);
                        }
                    }
                    Binding::Nothing => {}
                }
            }
        }
        aliases
    }

    /// The core modules named by `scan`'s paths and imports, written at `place`.
    pub fn named_by(&self, place: Place, scan: &Scan) -> BTreeSet<ModPath> {
        let aliases = self.aliases(place, scan);
        let imported = scan.imports.iter().map(|i| &i.path);
        scan.paths
            .iter()
            .chain(imported)
            .filter_map(|path| self.resolve(place, &aliases, path).map(|(m, _)| m))
            .collect()
    }

    /// The core modules that `dependent`'s modules name.
    pub fn needed_by(&self, dependent: &CrateScan, core_name: &str) -> BTreeSet<ModPath> {
        dependent
            .modules
            .values()
            .flat_map(|scan| self.named_by(Place::Dependent { core_name }, scan))
            .collect()
    }

    /// `needed` closed under the rules above (the root always included).
    pub fn select(&self, needed: BTreeSet<ModPath>) -> BTreeSet<ModPath> {
        let mut selected = BTreeSet::new();
        let mut queue: Vec<ModPath> = needed.into_iter().chain([ModPath::new()]).collect();
        loop {
            while let Some(module) = queue.pop() {
                if !self.scan.modules.contains_key(&module) || !selected.insert(module.clone()) {
                    continue;
                }
                if let Some((_, parent)) = module.split_last() {
                    queue.push(parent.to_vec());
                }
                queue.extend(self.named_by(Place::Core(&module), &self.scan.modules[&module]));
            }
            // Impls elsewhere whose headers name only selected modules.
            for module in &self.scan.order {
                if selected.contains(module) {
                    continue;
                }
                let scan = &self.scan.modules[module];
                let aliases = self.aliases(Place::Core(module), scan);
                let wanted = scan.impl_headers.iter().any(|header| {
                    let named: BTreeSet<ModPath> = header
                        .iter()
                        .filter_map(|p| self.resolve(Place::Core(module), &aliases, p))
                        .map(|(m, _)| m)
                        .filter(|m| m != module && !module.starts_with(m))
                        .collect();
                    !named.is_empty() && named.is_subset(&selected)
                });
                if wanted {
                    queue.push(module.clone());
                }
            }
            if queue.is_empty() {
                return selected;
            }
        }
    }

    /// The modules of `selected` in source order.
    pub fn in_order<'a>(
        &'a self,
        selected: &'a BTreeSet<ModPath>,
    ) -> impl Iterator<Item = &'a ModPath> {
        self.scan
            .order
            .iter()
            .filter(move |m| selected.contains(*m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bundle::scan::scan_crate;

    fn core(source: &str) -> Tree {
        Tree::new(scan_crate(&syn::parse_file(source).unwrap()))
    }

    fn names<'a>(modules: impl IntoIterator<Item = &'a ModPath>) -> Vec<String> {
        modules.into_iter().map(|m| m.join("::")).collect()
    }

    fn selected_for(tree: &Tree, dependent: &str) -> Vec<String> {
        let scan = scan_crate(&syn::parse_file(dependent).unwrap());
        let selected = tree.select(tree.needed_by(&scan, "game_core"));
        names(tree.in_order(&selected))
    }

    const CORE: &str = r#"
        pub mod io {
            mod error { pub struct E; }
            mod scanner { use super::error::E; pub struct S(E); }
            pub mod extra { pub fn unused() {} }
            pub use error::E;
            pub use scanner::S;
        }
        pub mod mex { pub fn mex() {} }
        pub mod nim { pub fn nim_sum() {} }
        pub mod sg { use crate::mex; pub fn table() { mex::mex() } }
        pub mod show { impl std::fmt::Display for crate::nim::Heap {} }
        pub mod both { impl From<crate::sg::X> for crate::io::E {} }
        pub mod deep { pub mod deeper { pub fn f() { super::super::mex::mex() } } }
    "#;

    #[test]
    fn transitive_through_use_aliases_and_super() {
        let tree = core(CORE);
        assert_eq!(
            selected_for(&tree, "use game_core::sg::table;"),
            ["", "mex", "sg"]
        );
        assert_eq!(
            selected_for(&tree, "use game_core::io::{S, E};"),
            ["", "io", "io::error", "io::scanner"]
        );
        assert_eq!(
            selected_for(&tree, "fn f() { game_core::deep::deeper::f() }"),
            ["", "mex", "deep", "deep::deeper"]
        );
        assert_eq!(
            selected_for(&tree, "use game_core as gc; fn f() { gc::mex::mex() }"),
            ["", "mex"]
        );
        assert_eq!(
            selected_for(&tree, "use game_core::*; fn f() { mex::mex() }"),
            ["", "mex"]
        );
        assert_eq!(
            selected_for(
                &tree,
                "fn f() { println!(\"{}\", ::game_core::mex::mex()) }"
            ),
            ["", "mex"]
        );
        assert_eq!(
            selected_for(&tree, "use std::io; fn f() { io::stdin(); }"),
            [""]
        );
    }

    #[test]
    fn impls_elsewhere_follow_their_types() {
        let tree = core(CORE);
        // `show` implements Display for a nim type: it comes with nim.
        assert_eq!(
            selected_for(&tree, "use game_core::nim::nim_sum;"),
            ["", "nim", "show"]
        );
        // `both` needs sg and io together.
        assert_eq!(
            selected_for(&tree, "use game_core::io::E;"),
            ["", "io", "io::error", "io::scanner"]
        );
        assert_eq!(
            selected_for(&tree, "use game_core::{io::E, sg::table};"),
            ["", "io", "io::error", "io::scanner", "mex", "sg", "both"]
        );
    }
}
