//! The workspace's test bench: every problem registered with its generators, validator,
//! brute-force oracle and known-wrong solutions; checks against samples, testdata and the oracle;
//! stress with shrinking. The `harness` binary is its command line.
//!
//! The modules stand in layers, each importing only from those below it (no circle:
//! `harness/tests/layers.rs` keeps it so):
//! 1. foundations: [`compare`], [`verdict`], [`rng`], [`progress`], [`parse`], [`parts`],
//!    [`layout`], [`oracle`], [`testdata`]; then [`online_judge`] (a judge's rules), [`reply`]
//!    (a checker's reading of an output) and [`inputs`] (the judge-sized inputs);
//! 2. [`game`]: what a problem is ([`game::Game`]); [`runner`] runs a solve or a binary on an
//!    input; [`binaries`] builds them; [`exec`] runs a program under a judge's limits;
//! 3. [`interactive`]: conversations between a referee and a player;
//! 4. [`registry`]: every problem behind one interface, the interactive ones through
//!    [`registry::interactive`]; [`problems`]: one module per problem and the list of them;
//! 5. the commands: [`check`], [`judge`], [`bench`](mod@bench), [`bundle`], [`sg_command`],
//!    [`cgt_command`], [`scaffold`], with [`caught`] and [`checklist`].

#![warn(missing_docs)]

pub mod bench;
pub mod binaries;
pub mod bundle;
pub mod caught;
pub mod cgt_command;
pub mod check;
pub mod checklist;
pub mod compare;
pub mod exec;
pub mod game;
pub mod inputs;
pub mod interactive;
pub mod judge;
pub mod layout;
pub mod online_judge;
pub mod oracle;
pub mod parse;
pub mod parts;
pub mod problems;
pub mod progress;
pub mod registry;
pub mod reply;
pub mod rng;
pub mod runner;
pub mod scaffold;
pub mod sg_command;
pub mod testdata;
pub mod verdict;
