//! Every problem the workspace solves, behind one object-safe interface, and the generic checks
//! that work on any [`Game`]: exhaustive and seeded cases against the oracle, known-wrong
//! solutions, and stress with shrinking.

pub mod interactive;
#[cfg(test)]
mod toy;

use crate::compare::{compare_with, Comparison, Mismatch};
use crate::game::{Answers, Game, Limits, SolveFn};
use crate::inputs::{Input, Scale};
use crate::parts::without_parts;
use crate::registry::interactive::Interaction;
use crate::reply::check_all;
use crate::rng::Rng;
use crate::runner::run_in_process;
use std::cell::OnceCell;
use std::marker::PhantomData;

/// The seeds of the random cases every check runs (the snapshots use the first two).
pub const SEEDS: [u64; 12] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/// How many random cases each seed draws (capped by the problem's per-file limit).
pub const CASES_PER_SEED: usize = 40;

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
    /// The expected output for it (the oracle's, or the proven solution's: [`Origin::expected`]).
    pub expected: String,
    /// What the subject printed on stdout, exactly.
    pub actual: String,
    /// How the subject ended, if not cleanly (e.g. `killed by signal 11`).
    pub ended: Option<String>,
    /// Where the outputs first differ.
    pub mismatch: Mismatch,
}

/// Where the expected output of generated cases comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// The oracle: the game searched from its rules ([`Game::oracle`]).
    Oracle,
    /// The problem crate's own `solve`, proven against the oracle wherever the oracle reaches:
    /// for cases past its reach (judge-sized cases, the limits group's inputs).
    Proven,
}

/// How many answers a shrink may ask of its subject before it stops where it is: a judged
/// program may take the whole time limit on each.
pub const SHRINK_BUDGET: usize = 4000;

/// A problem, type-erased for the registry, the CLI and the tests.
pub trait Problem: Sync {
    /// The problem's id.
    fn id(&self) -> &'static str;
    /// The problem crate's `solve`.
    fn solve(&self) -> SolveFn;
    /// The judge's time and memory limits.
    fn limits(&self) -> Limits;
    /// Whether several outputs may be right, judged by a checker ([`Answers::Checked`]).
    fn checked(&self) -> bool;
    /// The games of an interactive problem (`None` for a problem of files): every part asks
    /// this first, and plays them instead of comparing files; the methods below that make or
    /// read files are then not to be used (the generators return `Err`, the others `None`).
    fn interaction(&self) -> Option<&dyn Interaction> {
        None
    }
    /// Whether `actual` is a right output for `input`, whose expected answers (one string per
    /// case, or one for the whole file) are `expected`: compared by `comparison` for an exact
    /// problem; for a checked one, judged by its checker on `input`'s cases ([`Game::parse`]),
    /// or compared with `expected` when `input` does not parse (a malformed input's answers
    /// before the error, which the workspace's own testdata records).
    fn judge_output(
        &self,
        input: &str,
        expected: &[String],
        actual: &str,
        comparison: Comparison,
    ) -> Result<(), Mismatch>;
    /// [`Problem::judge_output`] as `harness judge` judges a submission ([`Game::JUDGE_ANSWERS`]).
    fn judge_submission(
        &self,
        input: &str,
        expected: &[String],
        actual: &str,
        comparison: Comparison,
    ) -> Result<(), Mismatch> {
        self.judge_output(input, expected, actual, comparison)
    }
    /// Whether `harness judge` judges a submission by a checker ([`Game::JUDGE_ANSWERS`]).
    fn judge_checked(&self) -> bool {
        self.checked()
    }
    /// `Ok` if `input` is an input a judge could send: its cases parse, each is within the
    /// statement's limits ([`Game::validate`]), and rendering them gives `input` back byte for
    /// byte (the statement's layout); else why not. An interactive problem has no input files:
    /// always [`Unsendable::Unparsable`].
    fn canonical(&self, _input: &str) -> Result<(), Unsendable> {
        Err(Unsendable::Unparsable)
    }
    /// The benchmark's inputs at `scale` (see [`Game::bench_inputs`]).
    fn bench_inputs(&self, scale: Scale) -> Vec<Input>;
    /// The exhaustive small cases, in input files of at most the problem's case limit.
    fn exhaustive(&self) -> Result<Vec<Generated>, String>;
    /// One input file of `count` random cases drawn from `seed` (each validated).
    fn seeded(&self, seed: u64, count: usize) -> Result<Generated, String>;
    /// One input file of `count` judge-sized cases drawn from `seed` ([`Game::judge_sized_case`],
    /// each validated), expected from the proven solution as one string for the whole file.
    fn judge_sized(&self, seed: u64, count: usize) -> Result<Generated, String>;
    /// Why [`Game::parse`] does not give back the cases of a generated file (exhaustive, and
    /// `count` random and judge-sized cases from each of `seeds`), if it does not.
    fn parse_mismatch(&self, seeds: &[u64], count: usize) -> Option<String>;
    /// The known-wrong solutions' names, each with the first of the suite's cases that catches
    /// it (the exhaustive ones, then `count` random cases from each of `seeds` against the
    /// oracle, then `count` judge-sized cases from each of `seeds` against the proven solution,
    /// labelled `judge-sized seed S`); `None`: not caught.
    fn wrong_caught(&self, seeds: &[u64], count: usize) -> Vec<(&'static str, Option<String>)>;
    /// The known-wrong solutions' names, in registration order.
    fn wrong_names(&self) -> Vec<&'static str>;
    /// The oracle's answer to `input`, any input in the judge's format read back with
    /// [`Game::parse`], its cases not validated: how an input past the judge's stated limits
    /// (more cases, a wider board) is checked from the rules. `None` if it does not parse.
    fn oracle_answer(&self, input: &str) -> Option<String>;
    /// One stress round from `seed`: random cases answered by `subject` and by the oracle;
    /// a failure is narrowed to one case and shrunk.
    fn stress(&self, seed: u64, subject: Subject) -> Option<Failure> {
        self.smallest_failure(Origin::Stress(seed), subject)
    }
    /// The cases of `origin` answered by `subject` and by the oracle; if they differ, the
    /// failure narrowed to one case (when one alone fails) and shrunk while it still fails.
    fn smallest_failure(&self, origin: Origin, subject: Subject) -> Option<Failure>;
    /// [`Problem::smallest_failure`] for `input`, any input in the judge's format (read back with
    /// [`Game::parse`]), against the proven solution; `None` if it does not parse or does not fail.
    fn smallest_failure_in(&self, input: &str, subject: Subject) -> Option<Failure>;
    /// The smallest input that still `fails` (a verdict such as a time limit, decided by running
    /// the program), from `input` (which fails): the shortest prefix of its cases, then its last
    /// case alone if that fails, then that case shrunk by [`Game::shrink`]; at most `budget`
    /// calls of `fails`. `None` if `input` does not parse.
    fn smallest_by_verdict(
        &self,
        input: &str,
        fails: &dyn Fn(&[u8]) -> bool,
        budget: usize,
    ) -> Option<String>;
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
    /// [`Problem::judge_sized`] with this seed and count.
    JudgeSized {
        /// The seed.
        seed: u64,
        /// The number of cases asked for.
        count: usize,
    },
    /// An input read back with [`Game::parse`] (the limits group's, a user's).
    Parsed,
}

impl Origin {
    /// The seed that reproduces it, if it has one.
    pub fn seed(self) -> Option<u64> {
        match self {
            Origin::Exhaustive(_) | Origin::Parsed => None,
            Origin::Seeded { seed, .. }
            | Origin::Stress(seed)
            | Origin::JudgeSized { seed, .. } => Some(seed),
        }
    }

    /// Where the expected output of its cases comes from: the oracle for the cases within its
    /// reach, the proven solution for judge-sized and parsed ones.
    pub fn expected(self) -> Expected {
        match self {
            Origin::Exhaustive(_) | Origin::Seeded { .. } | Origin::Stress(_) => Expected::Oracle,
            Origin::JudgeSized { .. } | Origin::Parsed => Expected::Proven,
        }
    }
}

/// A file of judge-sized cases: its seed, its cases, and the proven solution's answer (`None`
/// if it rejects them).
type JudgeSizedFile<C> = (u64, Vec<C>, Option<Vec<String>>);

/// The adapter from a [`Game`] to a [`Problem`].
pub struct Registered<G>(PhantomData<fn() -> G>);

impl<G> Registered<G> {
    /// The registry entry of `G`.
    pub const ENTRY: Registered<G> = Registered(PhantomData);
}

fn generated<G: Game>(
    label: String,
    cases: &[G::Case],
    source: Expected,
) -> Result<Generated, String> {
    for (index, case) in cases.iter().enumerate() {
        G::validate(case).map_err(|why| format!("{label}: case {} {case:?}: {why}", index + 1))?;
    }
    let expected = expected_answers::<G>(source, cases).map_err(|e| format!("{label}: {e}"))?;
    Ok(Generated {
        label,
        input: G::render(cases),
        expected,
    })
}

fn random_cases<G: Game>(seed: u64, count: usize) -> Vec<G::Case> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| G::random_case(&mut rng)).collect()
}

fn judge_sized_cases<G: Game>(seed: u64, count: usize) -> Vec<G::Case> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| G::judge_sized_case(&mut rng)).collect()
}

/// The expected output of `cases`: the oracle's answer to each, or the proven solution's output
/// for the whole file (one string). `Err` if the proven solution rejects the cases (a bug: they
/// are validated first).
fn expected_answers<G: Game>(source: Expected, cases: &[G::Case]) -> Result<Vec<String>, String> {
    match source {
        Expected::Oracle => {
            let answers: Vec<String> = cases
                .iter()
                .enumerate()
                .map(|(i, c)| G::oracle(i + 1, c))
                .collect();
            // A checked problem's oracle gives one right answer: its checkers (the crate's and
            // the judge's) must accept it.
            for answers_kind in [G::ANSWERS, G::JUDGE_ANSWERS] {
                if let Answers::Checked(check) = answers_kind {
                    if let Err(m) = check_all(check, cases, &answers.concat()) {
                        return Err(format!("the checker rejects the oracle's answer: {m}"));
                    }
                }
            }
            Ok(answers)
        }
        Expected::Proven => {
            let outcome = run_in_process(G::SOLVE, G::render(cases).as_bytes());
            if outcome.code != 0 {
                return Err(format!(
                    "{}'s own solve rejected valid cases: {}",
                    G::ID,
                    outcome.stderr.trim_end()
                ));
            }
            Ok(vec![outcome.stdout])
        }
    }
}

/// How a subject answered an input: what it printed, and how it ended if not cleanly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// Its stdout, exactly.
    pub stdout: String,
    /// How it ended if it did not exit cleanly: `killed by signal 11`, `exit code 3`, …
    pub ended: Option<String>,
}

impl Answer {
    /// The text compared with the expected output: the stdout, then, if it did not exit
    /// cleanly, `[how it ended]` on a line of its own, so that a crash never matches.
    pub fn compared(&self) -> String {
        match &self.ended {
            None => self.stdout.clone(),
            Some(how) => format!("{}\n[{how}]\n", self.stdout),
        }
    }
}

/// Why an input is not one a judge could send ([`Problem::canonical`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unsendable {
    /// It does not parse as the problem's input.
    Unparsable,
    /// A case is past the statement's limits (why).
    OutsideLimits(String),
    /// Its cases are valid, but laid out otherwise than the statement lays them out.
    Layout,
}

impl std::fmt::Display for Unsendable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsendable::Unparsable => f.write_str("it does not parse"),
            Unsendable::OutsideLimits(why) => write!(f, "past the statement's limits: {why}"),
            Unsendable::Layout => {
                f.write_str("its layout is not the statement's (render(parse(input)) differs)")
            }
        }
    }
}

/// What answers the cases: the real solve, a known-wrong solution, or any program.
#[derive(Clone, Copy)]
pub enum Subject<'a> {
    /// The problem crate's `solve`, in process.
    Solve,
    /// The registered wrong solution with this index (see [`Problem::wrong_names`]).
    Wrong(usize),
    /// A program: `run` answers an input file, compared with the expected output by
    /// `comparison`.
    Program {
        /// Runs the program on an input.
        run: &'a dyn Fn(&[u8]) -> Answer,
        /// How its output is compared.
        comparison: Comparison,
    },
}

impl Subject<'_> {
    /// How this subject's outputs are judged: a program as `harness judge` judges it.
    fn answers<G: Game>(&self) -> Answers<G::Case> {
        match self {
            Subject::Program { .. } => G::JUDGE_ANSWERS,
            _ => G::ANSWERS,
        }
    }

    fn comparison(&self) -> Comparison {
        match self {
            Subject::Program { comparison, .. } => *comparison,
            _ => Comparison::Exact,
        }
    }
}

/// The answer `subject` gives for `cases`.
fn answer<G: Game>(subject: Subject, cases: &[G::Case]) -> Answer {
    match subject {
        Subject::Program { run, .. } => run(G::render(cases).as_bytes()),
        Subject::Solve => {
            let outcome = run_in_process(G::SOLVE, G::render(cases).as_bytes());
            let clean = outcome.code == 0 && outcome.stderr.is_empty();
            Answer {
                stdout: outcome.stdout,
                ended: (!clean)
                    .then(|| format!("exit code {}: {}", outcome.code, outcome.stderr.trim_end())),
            }
        }
        Subject::Wrong(which) => {
            let wrong = &G::wrong_solutions()[which];
            Answer {
                stdout: cases
                    .iter()
                    .enumerate()
                    .map(|(i, c)| (wrong.answer)(i + 1, c))
                    .collect(),
                ended: None,
            }
        }
    }
}

/// Whether `actual` is a right output for `cases`, whose expected answers from `source` are
/// `expected`: compared with them by `comparison`, or judged by the checker of `answers`.
fn verdict<G: Game>(
    answers: Answers<G::Case>,
    cases: &[G::Case],
    expected: &[String],
    actual: &str,
    comparison: Comparison,
) -> Result<(), Mismatch> {
    match answers {
        Answers::Exact => compare_with(expected, actual, comparison),
        Answers::Checked(check) => check_all(check, cases, actual),
    }
}

/// Whether `subject` answers `cases` other than `source` expects (or, for a checked problem,
/// than its checker accepts). Cases that the proven solution rejects (none should) do not
/// count as failing.
fn fails<G: Game>(source: Expected, subject: Subject, cases: &[G::Case]) -> bool {
    let Ok(expected) = expected_answers::<G>(source, cases) else {
        return false;
    };
    let actual = answer::<G>(subject, cases).compared();
    verdict::<G>(
        subject.answers::<G>(),
        cases,
        &expected,
        &actual,
        subject.comparison(),
    )
    .is_err()
}

/// Shrinks `cases` while `fails` holds, within `budget` calls of it: first the case alone that
/// fails, if one does (it becomes case 1), then that case made smaller by [`Game::shrink`] (the
/// first valid variant that still fails, again and again: a local minimum of the shrinker's
/// moves); if none fails alone, the fewest cases that still fail together, by removing halves,
/// quarters, … of them. Assumes `cases` fails.
fn shrink_cases<G: Game>(
    cases: Vec<G::Case>,
    fails: &mut dyn FnMut(&[G::Case]) -> bool,
    mut budget: usize,
) -> Vec<G::Case> {
    let mut still_fails = |cases: &[G::Case]| {
        if budget == 0 {
            return false;
        }
        budget -= 1;
        fails(cases)
    };
    let alone = if cases.len() > 1 {
        cases
            .iter()
            .find(|c| still_fails(std::slice::from_ref(*c)))
            .cloned()
    } else {
        cases.first().cloned()
    };
    let Some(mut case) = alone else {
        // No case fails alone (the program's answers hang on several together): remove halves,
        // quarters, … of the cases while the rest still fails.
        let mut cases = cases;
        while let Some(fewer) = without_parts(&cases)
            .into_iter()
            .find(|fewer| still_fails(fewer))
        {
            cases = fewer;
        }
        return cases;
    };
    while let Some(smaller) = G::shrink(&case)
        .into_iter()
        .filter(|c| G::validate(c).is_ok())
        .find(|c| still_fails(std::slice::from_ref(c)))
    {
        case = smaller;
    }
    vec![case]
}

/// The failure of `subject` on `cases` (which come from `origin`), shrunk.
fn failure_of<G: Game>(origin: Origin, subject: Subject, cases: Vec<G::Case>) -> Option<Failure> {
    let source = origin.expected();
    if !fails::<G>(source, subject, &cases) {
        return None;
    }
    let smallest = shrink_cases::<G>(
        cases,
        &mut |cases| fails::<G>(source, subject, cases),
        SHRINK_BUDGET,
    );
    let expected = expected_answers::<G>(source, &smallest).ok()?;
    let actual = answer::<G>(subject, &smallest);
    let mismatch = verdict::<G>(
        subject.answers::<G>(),
        &smallest,
        &expected,
        &actual.compared(),
        subject.comparison(),
    )
    .err()?;
    Some(Failure {
        origin,
        input: G::render(&smallest),
        expected: expected.concat(),
        actual: actual.stdout,
        ended: actual.ended,
        mismatch,
    })
}

/// The shortest prefix of `cases` (at least one case) that still `fails`, by bisection: assumes
/// the whole fails, and that a prefix of a failing prefix that fails … (a time limit grows with
/// the cases). At most ⌈log2 n⌉ calls of `fails`.
fn shortest_failing_prefix<C>(cases: &[C], fails: &mut dyn FnMut(&[C]) -> bool) -> usize {
    let (mut low, mut high) = (1, cases.len());
    while low < high {
        let middle = low + (high - low) / 2;
        if fails(&cases[..middle]) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    high
}

/// Whether `actual` is a right output for the input file `input` by `answers`: its checker on
/// the input's cases, or (an exact problem, or an input that does not parse: a malformed input's
/// answers before the error) compared with `expected` by `comparison`. Only a checked problem
/// reads the input back.
fn judged_by<G: Game>(
    answers: Answers<G::Case>,
    input: &str,
    expected: &[String],
    actual: &str,
    comparison: Comparison,
) -> Result<(), Mismatch> {
    let checked = match answers {
        Answers::Checked(check) => G::parse(input).map(|cases| (check, cases)),
        Answers::Exact => None,
    };
    match checked {
        Some((check, cases)) => check_all(check, &cases, actual),
        None => compare_with(expected, actual, comparison),
    }
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
        Origin::JudgeSized { seed, count } => judge_sized_cases::<G>(seed, count.min(G::MAX_CASES)),
        Origin::Parsed => Vec::new(),
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

    fn checked(&self) -> bool {
        matches!(G::ANSWERS, Answers::Checked(_))
    }

    fn judge_output(
        &self,
        input: &str,
        expected: &[String],
        actual: &str,
        comparison: Comparison,
    ) -> Result<(), Mismatch> {
        judged_by::<G>(G::ANSWERS, input, expected, actual, comparison)
    }

    fn judge_submission(
        &self,
        input: &str,
        expected: &[String],
        actual: &str,
        comparison: Comparison,
    ) -> Result<(), Mismatch> {
        judged_by::<G>(G::JUDGE_ANSWERS, input, expected, actual, comparison)
    }

    fn judge_checked(&self) -> bool {
        matches!(G::JUDGE_ANSWERS, Answers::Checked(_))
    }

    fn canonical(&self, input: &str) -> Result<(), Unsendable> {
        let cases = G::parse(input).ok_or(Unsendable::Unparsable)?;
        for (index, case) in cases.iter().enumerate() {
            G::validate(case)
                .map_err(|why| Unsendable::OutsideLimits(format!("case {}: {why}", index + 1)))?;
        }
        if G::render(&cases) == input {
            Ok(())
        } else {
            Err(Unsendable::Layout)
        }
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
            .map(|(i, chunk)| {
                let label = format!("exhaustive {}/{files}", i + 1);
                generated::<G>(label, chunk, Expected::Oracle)
            })
            .collect()
    }

    fn seeded(&self, seed: u64, count: usize) -> Result<Generated, String> {
        let count = count.min(G::MAX_CASES);
        generated::<G>(
            format!("seed {seed}, {count} cases"),
            &random_cases::<G>(seed, count),
            Expected::Oracle,
        )
    }

    fn judge_sized(&self, seed: u64, count: usize) -> Result<Generated, String> {
        let count = count.min(G::MAX_CASES);
        generated::<G>(
            format!("judge-sized seed {seed}, {count} cases"),
            &judge_sized_cases::<G>(seed, count),
            Expected::Proven,
        )
    }

    fn parse_mismatch(&self, seeds: &[u64], count: usize) -> Option<String> {
        let mut files = vec![("exhaustive".to_string(), G::small_cases())];
        for &seed in seeds {
            let count = count.min(G::MAX_CASES);
            files.push((format!("seed {seed}"), random_cases::<G>(seed, count)));
            let label = format!("judge-sized seed {seed}");
            files.push((label, judge_sized_cases::<G>(seed, count)));
        }
        files.into_iter().find_map(|(label, cases)| {
            cases.chunks(G::MAX_CASES).find_map(|chunk| {
                let text = G::render(chunk);
                match G::parse(&text) {
                    Some(parsed) if parsed == chunk => None,
                    Some(parsed) => {
                        let at = parsed.iter().zip(chunk).position(|(a, b)| a != b);
                        Some(format!(
                            "{label}: parse(render(cases)) differs (case {}: {} cases back, {} given)",
                            at.map_or(parsed.len().min(chunk.len()), |i| i) + 1,
                            parsed.len(),
                            chunk.len()
                        ))
                    }
                    None => Some(format!("{label}: parse(render(cases)) is None")),
                }
            })
        })
    }

    fn oracle_answer(&self, input: &str) -> Option<String> {
        let cases = G::parse(input)?;
        Some(
            cases
                .iter()
                .enumerate()
                .map(|(i, case)| G::oracle(i + 1, case))
                .collect(),
        )
    }

    fn wrong_caught(&self, seeds: &[u64], count: usize) -> Vec<(&'static str, Option<String>)> {
        let count = count.min(G::MAX_CASES);
        let mut files = vec![("exhaustive".to_string(), G::small_cases())];
        for &seed in seeds {
            files.push((format!("seed {seed}"), random_cases::<G>(seed, count)));
        }
        // Judge-sized files are made only when a wrong solution survives the small ones, and
        // only up to the seed that catches it: most wrong solutions never need one, and a
        // judge-sized file (say 40 trees of 10^5 vertices) costs seconds to make and answer.
        let judge_sized: Vec<OnceCell<JudgeSizedFile<G::Case>>> =
            seeds.iter().map(|_| OnceCell::new()).collect();
        let judge_sized_file = |k: usize| {
            judge_sized[k].get_or_init(|| {
                let cases = judge_sized_cases::<G>(seeds[k], count);
                let expected = expected_answers::<G>(Expected::Proven, &cases).ok();
                (seeds[k], cases, expected)
            })
        };
        G::wrong_solutions()
            .into_iter()
            .enumerate()
            .map(|(which, wrong)| {
                let by_oracle = files.iter().find_map(|(label, cases)| {
                    cases.iter().enumerate().find_map(|(i, case)| {
                        let index = i % G::MAX_CASES + 1;
                        let alone = std::slice::from_ref(case);
                        let oracle = [G::oracle(index, case)];
                        let answer = (wrong.answer)(index, case);
                        let rejected = match G::ANSWERS {
                            Answers::Exact => answer != oracle[0],
                            Answers::Checked(_) => {
                                verdict::<G>(G::ANSWERS, alone, &oracle, &answer, Comparison::Exact)
                                    .is_err()
                            }
                        };
                        rejected.then(|| {
                            let shown: String = format!("{case:?}").chars().take(80).collect();
                            format!("{label}, case {}: {shown}", i + 1)
                        })
                    })
                });
                let by_size = || {
                    (0..seeds.len()).find_map(|k| {
                        let (seed, cases, expected) = judge_sized_file(k);
                        let got = answer::<G>(Subject::Wrong(which), cases).stdout;
                        let rejected = expected.as_ref().is_none_or(|expected| {
                            verdict::<G>(G::ANSWERS, cases, expected, &got, Comparison::Exact)
                                .is_err()
                        });
                        rejected.then(|| format!("judge-sized seed {seed}, {} cases", cases.len()))
                    })
                };
                (wrong.name, by_oracle.or_else(by_size))
            })
            .collect()
    }

    fn wrong_names(&self) -> Vec<&'static str> {
        G::wrong_solutions().iter().map(|w| w.name).collect()
    }

    fn smallest_failure(&self, origin: Origin, subject: Subject) -> Option<Failure> {
        failure_of::<G>(origin, subject, cases_of::<G>(origin))
    }

    fn smallest_failure_in(&self, input: &str, subject: Subject) -> Option<Failure> {
        failure_of::<G>(Origin::Parsed, subject, G::parse(input)?)
    }

    fn smallest_by_verdict(
        &self,
        input: &str,
        fails: &dyn Fn(&[u8]) -> bool,
        budget: usize,
    ) -> Option<String> {
        let cases = G::parse(input)?;
        if cases.is_empty() {
            return Some(input.to_string());
        }
        let runs = std::cell::Cell::new(0usize);
        let counted = |cases: &[G::Case]| {
            runs.set(runs.get() + 1);
            fails(G::render(cases).as_bytes())
        };
        let prefix = shortest_failing_prefix(&cases, &mut |c| counted(c));
        let mut cases = cases;
        cases.truncate(prefix);
        // The last case of the shortest failing prefix is the one that tips it over: alone, it
        // may fail too (then it is shrunk); if not, the prefix is the answer.
        let last = cases[cases.len() - 1].clone();
        let alone_fails =
            cases.len() == 1 || runs.get() < budget && counted(std::slice::from_ref(&last));
        if alone_fails {
            let left = budget.saturating_sub(runs.get());
            let smallest = shrink_cases::<G>(vec![last], &mut |c| counted(c), left);
            return Some(G::render(&smallest));
        }
        Some(G::render(&cases))
    }
}
