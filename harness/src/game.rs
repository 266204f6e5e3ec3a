//! What the harness knows about one judge problem: its solve function, how to generate and render
//! cases, the judge's constraints, a brute-force oracle, and known-wrong solutions.

use crate::rng::Rng;
use game_core::io::{Error, Scanner, Writer};
use std::fmt::Debug;
use std::io::Cursor;

/// A problem's `solve`, instantiated for in-process runs over bytes.
pub type SolveFn = fn(&mut Scanner<Cursor<Vec<u8>>>, &mut Writer<Vec<u8>>) -> Result<(), Error>;

/// A known-wrong solution: answers one case (1-based index, case) the way a classic bug would.
pub struct Wrong<C> {
    /// A short description of the bug, e.g. `float floor(k·φ)`.
    pub name: &'static str,
    /// The buggy answer to case `index` (the same text format as [`Game::oracle`]).
    pub answer: fn(usize, &C) -> String,
}

/// One judge problem, as the harness sees it. Implemented once per problem in
/// `harness/src/problems/<id>.rs`.
pub trait Game: 'static {
    /// One case of the problem's input, typed.
    type Case: Clone + Debug;

    /// The problem's id, as its crate, testdata folder and snapshots are named.
    const ID: &'static str;

    /// The problem crate's `solve`.
    const SOLVE: SolveFn;

    /// Largest number of cases one input file may hold (a count line's limit, or a reasonable
    /// batch where the format has no count).
    const MAX_CASES: usize;

    /// The input file holding `cases`, exactly as a judge would give it (count lines,
    /// terminators). Layout variations (CRLF, blank lines) are the testdata's job.
    fn render(cases: &[Self::Case]) -> String;

    /// The judge's constraints on one case: `Err` says which one a generated case breaks.
    fn validate(case: &Self::Case) -> Result<(), String>;

    /// The expected output of case `index` (from 1), computed from the game's rules alone by
    /// searching its positions (never the closed form under test). Each line ends in `\n`.
    fn oracle(index: usize, case: &Self::Case) -> String;

    /// Every position up to a small bound, as cases: the exhaustive part of the check.
    fn small_cases() -> Vec<Self::Case>;

    /// A random case within the judge's constraints (and the oracle's reach), drawn from `rng`.
    fn random_case(rng: &mut Rng) -> Self::Case;

    /// Smaller variants of a failing case, tried in order when `stress` shrinks a failure.
    fn shrink(_case: &Self::Case) -> Vec<Self::Case> {
        Vec::new()
    }

    /// Known-wrong solutions that the cases must catch.
    fn wrong_solutions() -> Vec<Wrong<Self::Case>>;
}
