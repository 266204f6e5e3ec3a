//! The workspace's test bench: every problem registered with its generators, validator,
//! brute-force oracle and known-wrong solutions; checks against samples, testdata and the oracle;
//! stress with shrinking. The `harness` binary is its command line.

#![warn(missing_docs)]

pub mod bench;
pub mod bundle;
pub mod caught;
pub mod check;
pub mod checklist;
pub mod compare;
pub mod game;
pub mod interactive;
pub mod judge;
pub mod layout;
pub mod online_judge;
pub mod oracle;
pub mod parse;
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
