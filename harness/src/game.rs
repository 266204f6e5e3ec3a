//! What the harness knows about one judge problem: its solve function, the judge's limits, how to
//! generate and render cases, a brute-force oracle, known-wrong solutions, and the benchmark's
//! worst-case inputs.

use crate::inputs::{Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::reply::Checker;
use crate::rng::Rng;
use game_core::io::{Error, Scanner, Writer};
use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;

/// A problem's `solve`, instantiated for in-process runs over bytes. Registered as a closure,
/// `|input, out| hdu2176::solve(input, out)`, since a generic function cannot be named for every
/// input lifetime at once.
pub type SolveFn = for<'a> fn(&mut Scanner<&'a [u8]>, &mut Writer<Vec<u8>>) -> Result<(), Error>;

/// A judge's resource limits for one problem: the time limit `harness judge` and the benchmark
/// hold a solution to, and the memory limit the benchmark compares peak memory with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The judge whose limits and rules these are (the strictest where several host it).
    pub judge: OnlineJudge,
    /// Time limit per input file, in milliseconds.
    pub time_ms: u64,
    /// Memory limit in KiB (a judge's "32 MB" is 32768 KiB; POJ's "10000K" is 10000 KiB).
    pub memory_kib: u64,
    /// What of the limits or the ranges was assumed, not read off the judge's page (`None`: all
    /// confirmed). A time or memory limit exceeded only on judge-sized inputs of such a problem
    /// is reported as at an assumed limit, not as the run's verdict.
    pub assumed: Option<&'static str>,
}

impl Limits {
    /// The most common limits of the era: 1 s and `memory_mib` MB.
    pub const fn one_second(judge: OnlineJudge, memory_mib: u64) -> Limits {
        Limits {
            judge,
            time_ms: 1000,
            memory_kib: memory_mib * 1024,
            assumed: None,
        }
    }

    /// `seconds` s and `memory_mib` MB.
    pub const fn seconds(judge: OnlineJudge, seconds: u64, memory_mib: u64) -> Limits {
        Limits {
            time_ms: seconds * 1000,
            ..Limits::one_second(judge, memory_mib)
        }
    }

    /// The same limits, with what was assumed of them.
    pub const fn assumed(self, what: &'static str) -> Limits {
        Limits {
            assumed: Some(what),
            ..self
        }
    }
}

/// A known-wrong solution: answers one case (1-based index, case) the way a classic bug would.
pub struct Wrong<C> {
    /// A short description of the bug, e.g. `float floor(k·φ)`.
    pub name: &'static str,
    /// The buggy answer to case `index` (the same text format as [`Game::oracle`]).
    pub answer: fn(usize, &C) -> String,
}

/// How a problem's output is judged.
#[derive(Clone, Copy)]
pub enum Answers<C: 'static> {
    /// One right output per input: the oracle's text, byte for byte (token by token for a
    /// judged program under `--whitespace`).
    Exact,
    /// Several outputs may be right (a special judge: "print any winning move"): the checker
    /// decides each case's answer from the rules, token by token. The oracle still gives one
    /// right answer, searched from the rules, which the checker must accept; it is shown beside
    /// a rejected answer, never compared with one.
    Checked(Checker<C>),
}

/// `Ok` if `value` lies in `range`, else the validator's message `"{what} = {value} is outside
/// {range}"`: messages are made from the constants, never typed beside them.
pub fn within<T: PartialOrd + Display>(
    what: &str,
    value: T,
    range: RangeInclusive<T>,
) -> Result<(), String> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(format!(
            "{what} = {value} is outside {}..={}",
            range.start(),
            range.end()
        ))
    }
}

/// One judge problem, as the harness sees it. Implemented once per problem in
/// `harness/src/problems/<id>.rs`; the problem's constraints come from its crate's constants
/// (or, for a range the crate answers beyond, from one constant in that module).
pub trait Game: 'static {
    /// One case of the problem's input, typed.
    type Case: Clone + Debug + PartialEq;

    /// The problem's id, as its crate, testdata folder and snapshots are named.
    const ID: &'static str;

    /// The problem crate's `solve`.
    const SOLVE: SolveFn;

    /// The judge's time and memory limits (the strictest where several judges host it).
    const LIMITS: Limits;

    /// How outputs are judged: exactly (the default), or by a checker built from the rules.
    const ANSWERS: Answers<Self::Case> = Answers::Exact;

    /// How `harness judge` judges a submission's outputs: as [`Game::ANSWERS`], unless the
    /// statement leaves a choice open that this workspace's answer fixes by a convention and
    /// accepted programs differ on (hdu2177's line order): then a checker that accepts every
    /// reading, while the crate's own output stays held to its convention.
    const JUDGE_ANSWERS: Answers<Self::Case> = Self::ANSWERS;

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
    /// For a checked problem ([`Answers::Checked`]): one right answer, which its checker accepts.
    fn oracle(index: usize, case: &Self::Case) -> String;

    /// Every position up to a small bound, as cases: the exhaustive part of the check.
    fn small_cases() -> Vec<Self::Case>;

    /// A random case within the judge's constraints (and the oracle's reach), drawn from `rng`.
    fn random_case(rng: &mut Rng) -> Self::Case;

    /// A random case over the judge's whole ranges: values up to the judge's maxima (past 2^31
    /// and 2^32 where the judge allows), counts up to its limits, the extremes more often than
    /// chance would draw them. Its expected answer comes from the problem crate's own `solve`
    /// (proven against the oracle on the exhaustive and random cases), not from the oracle, so
    /// it need not stay within the oracle's reach; it must pass [`Game::validate`].
    fn judge_sized_case(rng: &mut Rng) -> Self::Case;

    /// The cases of `input`, an input file in the judge's format (what [`Game::render`] writes,
    /// laid out with any whitespace), or `None` if it is not one: how a failure on an input that
    /// was not generated from typed cases (the limits group's) is shrunk. Reads through
    /// [`crate::parse::Tokens`]; `parse(render(cases)) == cases` for every generated file.
    fn parse(input: &str) -> Option<Vec<Self::Case>>;

    /// Smaller variants of a failing case, tried in order when `stress` shrinks a failure: it
    /// takes the first valid variant that still fails, again and again, so list the boldest
    /// first, shrink values as well as counts (see `problems/piles.rs`: `smaller_values`,
    /// `shrink_pair`, `shrink_piles`), and make every variant strictly smaller (fewer items, or
    /// a smaller sum), or shrinking may not end. `harness/tests/shrink.rs` bounds the result.
    fn shrink(_case: &Self::Case) -> Vec<Self::Case> {
        Vec::new()
    }

    /// Known-wrong solutions that the cases must catch.
    fn wrong_solutions() -> Vec<Wrong<Self::Case>>;

    /// The benchmark's inputs at `scale`: always a worst case at the judge's limits; for a
    /// problem that builds a table, a one-case input that costs the table alone; for a streaming
    /// problem, one maximal case and a ~100 MB input (see [`crate::inputs`]).
    fn bench_inputs(scale: Scale) -> Vec<Input>;
}
