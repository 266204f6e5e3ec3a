//! Every problem the workspace solves, behind one object-safe interface, and the generic checks
//! that work on any [`Game`]: exhaustive and seeded cases against the oracle, known-wrong
//! solutions, and stress with shrinking.

use crate::bench::inputs::{Input, Scale};
use crate::compare::{compare_with, Comparison, Mismatch};
use crate::game::{Game, Limits, SolveFn};
use crate::problems;
use crate::rng::Rng;
use crate::runner::run_in_process;
use std::marker::PhantomData;

/// An input file with the oracle's answer for each of its cases.
#[derive(Debug, Clone)]
pub struct Generated {
    /// How it was made, e.g. `exhaustive 3/7` or `seed 5, 8 cases`.
    pub label: String,
    /// The input text.
    pub input: String,
    /// The oracle's output, one string per case.
    pub expected: Vec<String>,
}

/// A failing input found by [`Problem::stress`], shrunk as far as the problem's shrinker goes.
#[derive(Debug, Clone)]
pub struct Failure {
    /// Where its cases came from (a stress round's seed reproduces it: `stress <id> --seed S`).
    pub origin: Origin,
    /// The smallest failing input found.
    pub input: String,
    /// The oracle's output for it.
    pub expected: String,
    /// What the subject printed (stdout, then stderr if any).
    pub actual: String,
    /// Where the outputs first differ.
    pub mismatch: Mismatch,
}

/// A problem, type-erased for the registry, the CLI and the tests.
pub trait Problem: Sync {
    /// The problem's id.
    fn id(&self) -> &'static str;
    /// The problem crate's `solve`.
    fn solve(&self) -> SolveFn;
    /// The judge's time and memory limits.
    fn limits(&self) -> Limits;
    /// The benchmark's inputs at `scale` (see [`Game::bench_inputs`]).
    fn bench_inputs(&self, scale: Scale) -> Vec<Input>;
    /// The exhaustive small cases, in input files of at most the problem's case limit.
    fn exhaustive(&self) -> Result<Vec<Generated>, String>;
    /// One input file of `count` random cases drawn from `seed` (each validated).
    fn seeded(&self, seed: u64, count: usize) -> Result<Generated, String>;
    /// The known-wrong solutions' names, each with the first of the suite's cases that catches
    /// it (the exhaustive ones, then `count` cases from each of `seeds`); `None`: not caught.
    fn wrong_caught(&self, seeds: &[u64], count: usize) -> Vec<(&'static str, Option<String>)>;
    /// The known-wrong solutions' names, in registration order.
    fn wrong_names(&self) -> Vec<&'static str>;
    /// One stress round from `seed`: random cases answered by `subject` and by the oracle;
    /// a failure is narrowed to one case and shrunk.
    fn stress(&self, seed: u64, subject: Subject) -> Option<Failure> {
        self.smallest_failure(Origin::Stress(seed), subject)
    }
    /// The cases of `origin` answered by `subject` and by the oracle; if they differ, the
    /// failure narrowed to one case (when one alone fails) and shrunk while it still fails.
    fn smallest_failure(&self, origin: Origin, subject: Subject) -> Option<Failure>;
}

/// Where a file of generated cases came from, so that its typed cases can be made again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// File `index` (from 0) of [`Problem::exhaustive`].
    Exhaustive(usize),
    /// [`Problem::seeded`] with this seed and count.
    Seeded {
        /// The seed.
        seed: u64,
        /// The number of cases asked for.
        count: usize,
    },
    /// A stress round: 1 to 8 cases drawn from this seed.
    Stress(u64),
}

impl Origin {
    /// The seed that reproduces it, if it has one.
    pub fn seed(self) -> Option<u64> {
        match self {
            Origin::Exhaustive(_) => None,
            Origin::Seeded { seed, .. } | Origin::Stress(seed) => Some(seed),
        }
    }
}

/// The adapter from a [`Game`] to a [`Problem`].
pub struct Registered<G>(PhantomData<fn() -> G>);

impl<G> Registered<G> {
    /// The registry entry of `G`.
    pub const ENTRY: Registered<G> = Registered(PhantomData);
}

fn generated<G: Game>(label: String, cases: &[G::Case]) -> Result<Generated, String> {
    for (index, case) in cases.iter().enumerate() {
        G::validate(case).map_err(|why| format!("{label}: case {} {case:?}: {why}", index + 1))?;
    }
    Ok(Generated {
        label,
        input: G::render(cases),
        expected: cases
            .iter()
            .enumerate()
            .map(|(i, case)| G::oracle(i + 1, case))
            .collect(),
    })
}

fn random_cases<G: Game>(seed: u64, count: usize) -> Vec<G::Case> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| G::random_case(&mut rng)).collect()
}

/// What answers the cases: the real solve, a known-wrong solution, or any program.
#[derive(Clone, Copy)]
pub enum Subject<'a> {
    /// The problem crate's `solve`, in process.
    Solve,
    /// The registered wrong solution with this index (see [`Problem::wrong_names`]).
    Wrong(usize),
    /// A program: `run` answers an input file with its output (stdout, then a line saying how
    /// it failed if it did not exit cleanly), compared with the oracle's by `comparison`.
    Program {
        /// Runs the program on an input.
        run: &'a dyn Fn(&[u8]) -> String,
        /// How its output is compared.
        comparison: Comparison,
    },
}

impl Subject<'_> {
    fn comparison(&self) -> Comparison {
        match self {
            Subject::Program { comparison, .. } => *comparison,
            _ => Comparison::Exact,
        }
    }
}

/// The output `subject` gives for `cases` (stdout, then stderr if any).
fn answer<G: Game>(subject: Subject, cases: &[G::Case]) -> String {
    match subject {
        Subject::Program { run, .. } => run(G::render(cases).as_bytes()),
        Subject::Solve => {
            let outcome = run_in_process(G::SOLVE, G::render(cases).as_bytes());
            outcome.stdout + &outcome.stderr
        }
        Subject::Wrong(which) => {
            let wrong = &G::wrong_solutions()[which];
            cases
                .iter()
                .enumerate()
                .map(|(i, c)| (wrong.answer)(i + 1, c))
                .collect()
        }
    }
}

fn oracle_answers<G: Game>(cases: &[G::Case]) -> Vec<String> {
    cases
        .iter()
        .enumerate()
        .map(|(i, c)| G::oracle(i + 1, c))
        .collect()
}

fn fails<G: Game>(subject: Subject, cases: &[G::Case]) -> bool {
    let (expected, actual) = (oracle_answers::<G>(cases), answer::<G>(subject, cases));
    compare_with(&expected, &actual, subject.comparison()).is_err()
}

/// The typed cases of `origin`.
fn cases_of<G: Game>(origin: Origin) -> Vec<G::Case> {
    match origin {
        Origin::Exhaustive(index) => G::small_cases()
            .chunks(G::MAX_CASES)
            .nth(index)
            .map_or_else(Vec::new, <[G::Case]>::to_vec),
        Origin::Seeded { seed, count } => random_cases::<G>(seed, count.min(G::MAX_CASES)),
        Origin::Stress(seed) => {
            let mut rng = Rng::new(seed);
            let count = 1 + rng.below(G::MAX_CASES.min(8));
            (0..count).map(|_| G::random_case(&mut rng)).collect()
        }
    }
}

impl<G: Game> Problem for Registered<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn solve(&self) -> SolveFn {
        G::SOLVE
    }

    fn limits(&self) -> Limits {
        G::LIMITS
    }

    fn bench_inputs(&self, scale: Scale) -> Vec<Input> {
        G::bench_inputs(scale)
    }

    fn exhaustive(&self) -> Result<Vec<Generated>, String> {
        let small = G::small_cases();
        let files = small.len().div_ceil(G::MAX_CASES);
        small
            .chunks(G::MAX_CASES)
            .enumerate()
            .map(|(i, chunk)| generated::<G>(format!("exhaustive {}/{files}", i + 1), chunk))
            .collect()
    }

    fn seeded(&self, seed: u64, count: usize) -> Result<Generated, String> {
        let count = count.min(G::MAX_CASES);
        generated::<G>(
            format!("seed {seed}, {count} cases"),
            &random_cases::<G>(seed, count),
        )
    }

    fn wrong_caught(&self, seeds: &[u64], count: usize) -> Vec<(&'static str, Option<String>)> {
        let mut files = vec![("exhaustive".to_string(), G::small_cases())];
        for &seed in seeds {
            files.push((
                format!("seed {seed}"),
                random_cases::<G>(seed, count.min(G::MAX_CASES)),
            ));
        }
        G::wrong_solutions()
            .into_iter()
            .map(|wrong| {
                let caught = files.iter().find_map(|(label, cases)| {
                    cases.iter().enumerate().find_map(|(i, case)| {
                        let index = i % G::MAX_CASES + 1;
                        ((wrong.answer)(index, case) != G::oracle(index, case)).then(|| {
                            let shown: String = format!("{case:?}").chars().take(80).collect();
                            format!("{label}, case {}: {shown}", i + 1)
                        })
                    })
                });
                (wrong.name, caught)
            })
            .collect()
    }

    fn wrong_names(&self) -> Vec<&'static str> {
        G::wrong_solutions().iter().map(|w| w.name).collect()
    }

    fn smallest_failure(&self, origin: Origin, subject: Subject) -> Option<Failure> {
        let cases = cases_of::<G>(origin);
        if !fails::<G>(subject, &cases) {
            return None;
        }
        // Narrow to one failing case alone (it becomes case 1), then shrink it while it fails.
        let mut smallest = match cases
            .iter()
            .find(|c| fails::<G>(subject, std::slice::from_ref(*c)))
        {
            Some(case) => vec![case.clone()],
            None => cases,
        };
        if let [case] = smallest.as_slice() {
            let mut case = case.clone();
            while let Some(smaller) = G::shrink(&case)
                .into_iter()
                .find(|c| G::validate(c).is_ok() && fails::<G>(subject, std::slice::from_ref(c)))
            {
                case = smaller;
            }
            smallest = vec![case];
        }
        let expected = oracle_answers::<G>(&smallest);
        let actual = answer::<G>(subject, &smallest);
        let mismatch = compare_with(&expected, &actual, subject.comparison()).err()?;
        Some(Failure {
            origin,
            input: G::render(&smallest),
            expected: expected.concat(),
            actual,
            mismatch,
        })
    }
}

/// Every registered problem, by id: the one list of problems (generated from `problems/*`).
pub fn all() -> Vec<&'static dyn Problem> {
    problems::ALL.to_vec()
}

/// The problem with this id.
pub fn find(id: &str) -> Option<&'static dyn Problem> {
    problems::ALL.iter().copied().find(|p| p.id() == id)
}
