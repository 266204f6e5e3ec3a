//! Every problem the workspace solves, behind one object-safe interface, and the generic checks
//! that work on any [`Game`]: exhaustive and seeded cases against the oracle, known-wrong
//! solutions, and stress with shrinking.

use crate::bench::inputs::{Input, Scale};
use crate::compare::{compare, Mismatch};
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
    /// The seed that reproduces the failure (`stress <id> --seed S`).
    pub seed: u64,
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
    fn stress(&self, seed: u64, subject: Subject) -> Option<Failure>;
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

/// What answers the cases in a stress round: the real solve, or a known-wrong solution.
#[derive(Debug, Clone, Copy)]
pub enum Subject {
    /// The problem crate's `solve`, in process.
    Solve,
    /// The registered wrong solution with this index (see [`Problem::wrong_names`]).
    Wrong(usize),
}

/// The output `subject` gives for `cases` (stdout, then stderr if any; in-process).
fn answer<G: Game>(subject: Subject, cases: &[G::Case]) -> String {
    match subject {
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
    compare(&oracle_answers::<G>(cases), &answer::<G>(subject, cases)).is_err()
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

    fn stress(&self, seed: u64, subject: Subject) -> Option<Failure> {
        let mut rng = Rng::new(seed);
        let count = 1 + rng.below(G::MAX_CASES.min(8));
        let cases: Vec<G::Case> = (0..count).map(|_| G::random_case(&mut rng)).collect();
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
        let mismatch = compare(&expected, &actual).err()?;
        Some(Failure {
            seed,
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
