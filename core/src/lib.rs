//! Shared primitives for combinatorial-game judge problems, std only so that a problem and the
//! parts of this crate it uses bundle into one file a judge compiles with no crates.
//!
//! - [`nim`]: nim-sum and the winning-move rule of Nim, and the rule of misère Nim.
//! - [`anti`]: anti-SG sums (the last mover loses) from their components' SG values: the SJ
//!   theorem, its hypothesis, and the games (Green Hackenbush trees) that break it.
//! - [`coins`]: coin-turning games: a row's value is the xor of its single heads' values (the
//!   coin-turning theorem); Mock Turtles (odious numbers) and the Ruler game.
//! - [`mex`]: minimum excluded value, one-off and reusable for hot loops.
//! - [`nimber`]: nim multiplication, the field of nimbers below 2^64.
//! - [`every`]: every-SG sums (each turn moves in every running component): step counts over any
//!   game, and the rule that the longest component decides.
//! - [`misere`]: win or loss under normal or misère play (the last mover loses), memoised search
//!   over any game; misère Nim's rule is [`nim::misere_first_player_wins`].
//! - [`splits`]: closed forms of Nim with two- or three-way splits (Lasker's Nim, `split3`).
//! - [`octal`]: take-and-break games from their code (octal, hexadecimal, subtraction, named
//!   games) and their SG values, fast on sparse values.
//! - [`period`]: periods of SG sequences proven by the game's own theorem; `g(n)` for any n < 2^64.
//! - [`primes`]: one sieve of Eratosthenes, Ω (prime factors with multiplicity) for a range,
//!   factorisation by trial division.
//! - [`scoring`]: scoring games (the difference of the players' points decides, not the last
//!   move): negamax, and the row of numbers taken from either end in O(n²) time, O(n) memory.
//! - [`bitmask`]: SG values of every position of a game on the bit masks of `w` bits (a row of
//!   cells), one byte a mask, built in one pass in the order the moves respect.
//! - [`sg`]: Sprague–Grundy values: subtraction games, heap games whose moves split heaps,
//!   two-dimensional tables (sheets cut in two), DAGs, memoised search over any game.
//! - [`draw`]: games that may go on forever: win, lose or draw on any directed graph.
//! - [`hackenbush`]: Green Hackenbush on rooted trees (colon principle) and on any multigraph
//!   (fusion principle), without recursion.
//! - [`wythoff`]: Wythoff's game: its losing positions exactly in integers, each pile's partner.
//! - [`fibonacci`]: the Fibonacci numbers at compile time (Fibonacci subtraction and Nim).
//! - [`partizan`]: games where Left and Right move differently: exact dyadic numbers, Blue-Red
//!   Hackenbush, outcome classes; [`canonical`]: canonical forms of short games with sums,
//!   comparison and outcome classes (the partizan oracle).
//! - [`io`]: judge I/O: a streaming scanner with line:column errors, a buffered writer, [`io::run`],
//!   and [`io::CaseLists`] for the cases of a count and that many numbers.
//!
//! Each module's main items have an example to start from.
//!
//! # Why four integer types for game values
//!
//! - **Nim values are `u64`** ([`nim::nim_sum`], [`nim::winning_move`]): they are heap sizes as
//!   the judge gives them, read by [`io::Scanner::u64`] and answered exactly up to 2^64 − 1. A
//!   xor never carries, so no wider type is ever needed.
//! - **mex values are `usize`** ([`mex::mex`], [`mex::Mex`]): the mex of n values is at most n,
//!   a count of values held in memory, and [`mex::Mex`] marks each value `v ≤ n` in a stamp array
//!   at index `v`; an index is a `usize`.
//! - **SG values in tables are `u32`** ([`sg::subtraction_table`], [`sg::table`],
//!   [`sg::Table2`], [`sg::dag_values`], [`sg::Search`]): an SG value is the mex of its options' values, so it is at most the number
//!   of options (the distinct moves of a subtraction game, a vertex's out-degree), far below
//!   2^32 for any game whose moves fit in memory (2^32 successors of one vertex take 32 GiB); `u32` halves a table's memory next to `usize`
//!   or `u64`. They become `usize` (`as usize`, lossless) to go into a mex, come back with
//!   `as u32`, and widen with `u64::from` to be combined by [`nim::nim_sum`].
//! - **SG values of mask tables are `u8`** ([`bitmask::table`]): a table holds a value for each
//!   of the `2^w` masks of a row, so its memory is the bytes a value takes; its values stay at
//!   most [`bitmask::MAX_VALUE`] (63, checked as each is stored) and widen with `u64::from`.
//!
//! ```
//! use game_core::{mex::mex, nim::nim_sum, sg::subtraction_table};
//!
//! // The game where a move takes 1, 3 or 4 stones from a heap.
//! let g = subtraction_table(&[1, 3, 4], 8);
//! // A heap of 7 moves to 6, 4 or 3, worth 2, 2 and 1: its value is their mex, 0 (it loses).
//! assert_eq!((g[6], g[4], g[3]), (2, 2, 1));
//! assert_eq!(mex([g[6] as usize, g[4] as usize, g[3] as usize]), 0);
//! assert_eq!(g[7], 0);
//! // Two heaps of 5 and 6 are worth 3 xor 2 = 1, not 0: the first player wins.
//! assert_eq!(nim_sum([u64::from(g[5]), u64::from(g[6])]), 1);
//! ```

#![warn(missing_docs)]

// Inside this crate a path to another module goes through `super::` or `self::`, never `crate::`:
// a judge bundle places these modules in `pub mod game_core { … }`, where `crate::` would name the
// bundle's root (the bundler rejects `crate::` paths here).

pub mod anti;
pub mod bitmask;
pub mod canonical;
pub mod coins;
pub mod draw;
pub mod every;
pub mod fibonacci;
pub mod hackenbush;
pub mod io;
pub mod mex;
pub mod misere;
pub mod nim;
pub mod nimber;
pub mod octal;
pub mod partizan;
pub mod period;
pub mod primes;
pub mod scoring;
pub mod sg;
pub mod splits;
pub mod wythoff;
