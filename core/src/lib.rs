//! Shared primitives for combinatorial-game judge problems, std only so that a problem and the
//! parts of this crate it uses bundle into one file a judge compiles with no crates.
//!
//! - [`nim`]: nim-sum and the winning-move rule of Nim.
//! - [`mex`]: minimum excluded value, one-off and reusable for hot loops.
//! - [`sg`]: Sprague–Grundy values: subtraction games, DAGs, memoised search over any game.
//! - [`io`]: judge I/O: a streaming scanner with line:column errors, a buffered writer, [`io::run`].

#![warn(missing_docs)]

// Inside this crate a path to another module goes through `super::` or `self::`, never `crate::`:
// a judge bundle places these modules in `pub mod game_core { … }`, where `crate::` would name the
// bundle's root (the bundler rejects `crate::` paths here).

pub mod io;
pub mod mex;
pub mod nim;
pub mod sg;
