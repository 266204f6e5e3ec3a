//! CodeChef CHEFGM Chef Game: piles of numbers; a move picks a number of a pile and removes
//! every number of that pile at least as large; Ciel, moving first, picks only even numbers
//! (EVEN) or only odd ones (ODD), her opponent the others. Which choice wins, if any?
//!
//! The oracle builds each pile's canonical form from the rules with core's partizan games
//! (`game_core::canonical::Games`): EVEN (Left) may pick any even number of the pile, ODD (Right)
//! any odd one, each option the pile of the numbers below the one picked, memoised by the
//! sorted pile (duplicates kept: the rules decide what they do). A case is the `Games::sum` of
//! its piles; Ciel wins with EVEN iff Left moving first wins it (outcome Left or Next), with
//! ODD iff Right moving first does (Right or Next). No Hackenbush values, no sorting trick. Its
//! reach: piles of a few numbers below about 16; judge-sized cases (100 piles of 45 numbers
//! below 2^31) are answered by the crate's proven solve.

use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without, SIXTY_FOURTHS};
use crate::rng::Rng;
use chefgm::{MAX_NUMBER, MAX_PILE, MAX_PILES};
use game_core::canonical::{GameId, Games};
use game_core::partizan::Outcome;
use itertools::Itertools;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of chefgm.
pub struct Chefgm;

/// A pile: its numbers in input order.
type Pile = Vec<u64>;
/// A case: its piles.
type Piles = Vec<Pile>;

/// The largest number of a random case (the oracle's reach: piles of up to [`MOST_PILE`]
/// numbers below it have their forms built in a fraction of a second).
const MOST_NUMBER: u64 = 15;
/// The most numbers of a random case's pile.
const MOST_PILE: u64 = 6;
/// The most piles of a random case.
const MOST_PILES: u64 = 4;
/// Above this many piles (judge-sized cases), a case shrinks by halves, quarters, …, 64ths of
/// its piles, not pile by pile.
const SMALL_CASE: usize = 12;

/// The canonical forms of piles, memoised by the sorted pile, and the table they live in.
struct Forms {
    games: Games,
    piles: HashMap<Pile, GameId>,
}

impl Forms {
    /// The canonical form of `pile` (sorted) from the rules: picking `x` leaves the numbers
    /// below `x`; EVEN (Left) picks even numbers, ODD (Right) odd ones.
    fn pile(&mut self, pile: &[u64]) -> GameId {
        if let Some(&form) = self.piles.get(pile) {
            return form;
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for &x in pile {
            let below: Pile = pile.iter().copied().filter(|&y| y < x).collect();
            let option = self.pile(&below);
            if x % 2 == 0 {
                left.push(option);
            } else {
                right.push(option);
            }
        }
        let form = self.games.game(&left, &right);
        self.piles.insert(pile.to_vec(), form);
        form
    }

    /// The canonical form of a whole case: the sum of its piles' forms.
    fn position(&mut self, piles: &[Pile]) -> GameId {
        let mut total = self.games.zero();
        for pile in piles {
            let mut sorted = pile.clone();
            sorted.sort_unstable();
            let form = self.pile(&sorted);
            total = self.games.sum(total, form);
        }
        total
    }
}

thread_local! {
    /// One table per thread, shared by every oracle call.
    static FORMS: RefCell<Forms> = RefCell::new(Forms {
        games: Games::new(),
        piles: HashMap::new(),
    });
}

/// The outcome class of `piles`, by the canonical form of the whole position (Left: EVEN).
fn outcome_by_forms(piles: &[Pile]) -> Outcome {
    FORMS.with(|forms| {
        let mut forms = forms.borrow_mut();
        let position = forms.position(piles);
        forms.games.outcome(position)
    })
}

/// The line for an outcome class: EVEN wins as Left moving first, ODD as Right moving first.
fn answer(outcome: Outcome) -> String {
    let line = match outcome {
        Outcome::Left => "EVEN",
        Outcome::Right => "ODD",
        Outcome::Previous => "DON'T PLAY",
        Outcome::Next => panic!("both choices win, which the statement says cannot happen"),
    };
    format!("{line}\n")
}

/// The line for a value's sign, as the wrong solutions compute it.
fn answer_by_sign(positive: bool, negative: bool) -> String {
    answer(match (positive, negative) {
        (true, _) => Outcome::Left,
        (_, true) => Outcome::Right,
        _ => Outcome::Previous,
    })
}

/// A pile's string in `order` (its numbers sorted, deduplicated or not), as `(even, weight)`
/// pairs by the sign expansion: ±1 up to the first change of parity, then ±1/2, ±1/4, … .
/// Exact in `f64` while the pile is short, which is what the wrong solutions rely on.
fn edge_weights(order: &[u64]) -> Vec<(bool, f64)> {
    let Some(&first) = order.first() else {
        return Vec::new();
    };
    let mut weight = 1.0;
    let mut changed = false;
    order
        .iter()
        .map(|&x| {
            changed |= x % 2 != first % 2;
            if changed {
                weight /= 2.0;
            }
            (x % 2 == 0, weight)
        })
        .collect()
}

/// EVEN's and ODD's totals over `piles` in `f64`, each pile arranged by `arrange` before its
/// edges are weighed ([`edge_weights`]).
fn float_totals(piles: &[Pile], arrange: fn(&mut Pile)) -> (f64, f64) {
    let (mut even, mut odd) = (0.0, 0.0);
    for pile in piles {
        let mut order = pile.clone();
        arrange(&mut order);
        for (is_even, weight) in edge_weights(&order) {
            if is_even {
                even += weight;
            } else {
                odd += weight;
            }
        }
    }
    (even, odd)
}

/// A random number of `0..=most`, often next to another one of the pile (so that runs of one
/// parity and changes of parity both come up), now and then equal to one (a duplicate).
fn random_pile(rng: &mut Rng, n: u64, most: u64) -> Pile {
    let mut pile: Pile = Vec::new();
    for _ in 0..n {
        let x = match (pile.is_empty(), rng.below(6)) {
            (false, 0) => *rng.pick(&pile),
            (false, 1) => rng.pick(&pile).saturating_add(rng.range(1, 2)).min(most),
            _ => rng.range(0, most),
        };
        pile.push(x);
    }
    pile
}

/// `piles` and their mirror images (each number one more: every parity flipped, the order
/// kept), worth 0 together, numbers drawn below [`MAX_NUMBER`] so that one more still fits.
fn mirrored(piles: &[Pile]) -> Piles {
    let mut all = piles.to_vec();
    all.extend(
        piles
            .iter()
            .map(|pile| pile.iter().map(|&x| x + 1).collect()),
    );
    all
}

/// A pile worth ±2^−(n − 1): one number of a parity, then `n − 1` of the other, increasing
/// (EVEN's when the first is even).
fn tiny_pile(rng: &mut Rng, n: u64, even_first: bool) -> Pile {
    let start = rng.range(0, MAX_NUMBER / 2 - 2 * n) * 2 + u64::from(!even_first);
    (0..n)
        .map(|i| if i == 0 { start } else { start + 2 * i - 1 })
        .collect()
}

impl Game for Chefgm {
    type Case = Piles;
    const ID: &'static str = "chefgm";
    const SOLVE: SolveFn = |input, out| chefgm::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::CodeChef, 2, 256).assumed(
        "memory limit: not on the stored statement (2 s is), CodeChef's usual 256 MB assumed; \
         k ≥ 1 and n_i ≥ 1 assumed (the statement gives only upper bounds)",
    );
    const MAX_CASES: usize = chefgm::MAX_TESTS as usize;

    fn render(cases: &[Piles]) -> String {
        counted_cases(cases, |piles| {
            let mut text = format!("{}\n", piles.len());
            for pile in piles {
                text += &format!(
                    "{}\n",
                    std::iter::once(pile.len() as u64)
                        .chain(pile.iter().copied())
                        .join(" ")
                );
            }
            text
        })
    }

    fn validate(piles: &Piles) -> Result<(), String> {
        within("k", piles.len() as u64, 1..=MAX_PILES)?;
        for pile in piles {
            within("n_i", pile.len() as u64, 1..=MAX_PILE)?;
            for &x in pile {
                within("a number", x, 0..=MAX_NUMBER)?;
            }
        }
        Ok(())
    }

    fn oracle(_: usize, piles: &Piles) -> String {
        answer(outcome_by_forms(piles))
    }

    /// Every pile of distinct numbers below 6 alone, in increasing and in decreasing order;
    /// every pair of piles of one to three numbers below 4, duplicates allowed (unordered).
    fn small_cases() -> Vec<Piles> {
        let mut cases = Vec::new();
        for set in (0..6u64).powerset().filter(|set| !set.is_empty()) {
            let mut reversed = set.clone();
            reversed.reverse();
            cases.push(vec![set]);
            if reversed.len() > 1 {
                cases.push(vec![reversed]);
            }
        }
        let multisets: Vec<Pile> = (1..=3)
            .flat_map(|n| (0..4u64).combinations_with_replacement(n))
            .collect();
        for (i, one) in multisets.iter().enumerate() {
            for other in &multisets[i..] {
                cases.push(vec![one.clone(), other.clone()]);
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Piles {
        let most = rng.range(1, MOST_NUMBER);
        let k = rng.range(1, MOST_PILES);
        (0..k)
            .map(|_| {
                let n = rng.range(1, MOST_PILE);
                random_pile(rng, n, most)
            })
            .collect()
    }

    /// k and n_i over the judge's whole ranges (100 and 45 often), numbers below 2^31: uniform,
    /// crowded (many duplicates) or near 2^31. A quarter of the cases are worth almost nothing:
    /// mirror-image pairs of piles of one parity each (long first runs: large totals for both
    /// players) beside one pile worth ±2^−44, below what a `double` keeps next to such totals.
    fn judge_sized_case(rng: &mut Rng) -> Piles {
        let k = rng.sized(1, MAX_PILES);
        let n = |rng: &mut Rng| rng.sized(1, MAX_PILE);
        match rng.below(4) {
            0 => {
                let piles: Piles = (0..(k - 1) / 2)
                    .map(|_| {
                        let n = n(rng);
                        let parity = rng.range(0, 1);
                        (0..n)
                            .map(|_| rng.range(0, MAX_NUMBER / 2 - 1) * 2 + parity)
                            .collect()
                    })
                    .collect();
                let mut all = mirrored(&piles);
                let even_first = rng.chance(1, 2);
                all.push(tiny_pile(rng, MAX_PILE, even_first));
                all
            }
            1 => {
                let most = rng.range(1, 200);
                (0..k)
                    .map(|_| {
                        let n = n(rng);
                        random_pile(rng, n, most)
                    })
                    .collect()
            }
            2 => (0..k)
                .map(|_| {
                    let n = n(rng);
                    (0..n).map(|_| MAX_NUMBER - rng.range(0, 100)).collect()
                })
                .collect(),
            _ => (0..k)
                .map(|_| {
                    let n = n(rng);
                    (0..n).map(|_| rng.range(0, MAX_NUMBER)).collect()
                })
                .collect(),
        }
    }

    fn parse(input: &str) -> Option<Vec<Piles>> {
        Tokens::new(input).counted(|t| {
            let k: usize = t.value()?;
            (0..k)
                .map(|_| {
                    let n: usize = t.value()?;
                    t.many(n)
                })
                .collect()
        })
    }

    /// For a long case: each half, quarter, …, 64th of its piles removed, then every number
    /// halved keeping its parity. For a short one: each pile removed (while more than one is
    /// left), each number removed (while its pile keeps one), each number halved keeping its
    /// parity.
    fn shrink(piles: &Piles) -> Vec<Piles> {
        let halve = |x: u64| x / 2 / 2 * 2 + x % 2;
        let mut smaller = Vec::new();
        if piles.len() > SMALL_CASE {
            for part in parts(piles.len(), SIXTY_FOURTHS) {
                smaller.push(without(piles, part));
            }
            let halved: Piles = piles
                .iter()
                .map(|pile| pile.iter().map(|&x| halve(x)).collect())
                .collect();
            if halved != *piles {
                smaller.push(halved);
            }
            return smaller;
        }
        if piles.len() > 1 {
            for i in 0..piles.len() {
                let mut fewer = piles.clone();
                fewer.remove(i);
                smaller.push(fewer);
            }
        }
        for (i, pile) in piles.iter().enumerate() {
            for (j, &x) in pile.iter().enumerate() {
                if pile.len() > 1 {
                    let mut variant = piles.clone();
                    variant[i].remove(j);
                    smaller.push(variant);
                }
                if halve(x) != x {
                    let mut variant = piles.clone();
                    variant[i][j] = halve(x);
                    smaller.push(variant);
                }
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Piles>> {
        vec![
            Wrong {
                name: "duplicates kept: a pile sorted but not deduplicated (equal numbers taken \
                       for separate edges)",
                answer: |_, piles| {
                    let (even, odd) = float_totals(piles, |p| p.sort_unstable());
                    answer_by_sign(even > odd, even < odd)
                },
            },
            Wrong {
                name: "the pile in input order, not sorted",
                answer: |_, piles| {
                    let (even, odd) = float_totals(piles, |p| p.dedup());
                    answer_by_sign(even > odd, even < odd)
                },
            },
            Wrong {
                name: "counting: EVEN iff more even numbers than odd ones",
                answer: |_, piles| {
                    let even = piles.iter().flatten().filter(|&&x| x % 2 == 0).count();
                    let odd = piles.iter().flatten().count() - even;
                    answer_by_sign(even > odd, even < odd)
                },
            },
            Wrong {
                name: "each player's total in a double: a 2^−44 difference is lost beside \
                       totals past 2^9",
                answer: |_, piles| {
                    let (even, odd) = float_totals(piles, |p| {
                        p.sort_unstable();
                        p.dedup();
                    });
                    answer_by_sign(even > odd, even < odd)
                },
            },
        ]
    }

    /// 1000 cases (judge max) of 100 piles (judge max) of 45 numbers (judge max) uniform below
    /// 2^31, about 50 MB; one such case; and 2000 of them, about 100 MB.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (k, n) = (s.pick(MAX_PILES, 10), s.pick(MAX_PILE, 10));
        let cases = move |count: u64| {
            move |t: &mut Text, r: &mut Rng| {
                t.line(&[count]);
                for _ in 0..count {
                    t.line(&[k]);
                    for _ in 0..k {
                        let mut line = vec![n];
                        line.extend((0..n).map(|_| r.range(0, MAX_NUMBER)));
                        t.line(&line);
                    }
                }
            }
        };
        let each =
            format!("k = {k} piles (judge max) of n = {n} numbers (judge max) uniform below 2^31");
        let (worst, big) = (s.pick(chefgm::MAX_TESTS, 3), s.pick(2000, 6));
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!("t = {worst} (judge max) cases of {each}"),
                cases(worst),
            ),
            Input::new(
                Self::ID,
                Kind::Single,
                format!("1 case of {each}"),
                cases(1),
            ),
            Input::new(
                Self::ID,
                Kind::Big,
                format!("t = {big} cases of {each}"),
                cases(big),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::super::plain_search::mover_wins;
    use super::*;

    /// EVEN's (`left`) or ODD's moves from `piles` (each sorted, the list sorted): a number of
    /// the mover's parity and every greater one in its pile go.
    fn moves(piles: &Piles, even: bool) -> Vec<Piles> {
        let mut reached = Vec::new();
        for (i, pile) in piles.iter().enumerate() {
            for &x in pile.iter().filter(|&&x| (x % 2 == 0) == even) {
                let mut next = piles.clone();
                next[i].retain(|&y| y < x);
                next.retain(|pile| !pile.is_empty());
                next.sort_unstable();
                reached.push(next);
            }
        }
        reached
    }

    #[test]
    fn the_forms_agree_with_the_sample() {
        let sample = Chefgm::parse("2\n2 \n2 3 4\n2 4 5\n1\n3 1 2 3\n").unwrap();
        assert_eq!(sample, [vec![vec![3, 4], vec![4, 5]], vec![vec![1, 2, 3]]]);
        assert_eq!(Chefgm::oracle(1, &sample[0]), "DON'T PLAY\n");
        assert_eq!(Chefgm::oracle(2, &sample[1]), "ODD\n");
    }

    #[test]
    fn the_forms_agree_with_a_plain_search_of_whole_positions() {
        let mut memo = HashMap::new();
        let mut checked = 0;
        for piles in Chefgm::small_cases() {
            let mut sorted: Piles = piles
                .iter()
                .map(|pile| pile.iter().copied().sorted().collect())
                .collect();
            sorted.sort_unstable();
            let even_first = mover_wins(&sorted, true, &moves, &mut memo);
            let odd_first = mover_wins(&sorted, false, &moves, &mut memo);
            let expected = match (even_first, odd_first) {
                (true, false) => "EVEN\n",
                (false, true) => "ODD\n",
                (false, false) => "DON'T PLAY\n",
                (true, true) => panic!("{piles:?}: both choices win"),
            };
            assert_eq!(Chefgm::oracle(1, &piles), expected, "{piles:?}");
            checked += 1;
        }
        assert_eq!(checked, Chefgm::small_cases().len());
    }

    #[test]
    fn where_each_wrong_solution_is_first_caught() {
        let cases = Chefgm::small_cases();
        let first = |wrong: &Wrong<Piles>| -> Option<Piles> {
            let fails = |c: &&Piles| (wrong.answer)(1, c) != Chefgm::oracle(1, c);
            cases.iter().find(fails).cloned()
        };
        let found: Vec<Option<Piles>> = Chefgm::wrong_solutions().iter().map(first).collect();
        // Duplicates: {0} and {1, 1} is 1 − 1 = 0 (both 1s leave at once: whoever starts
        // loses), not 1 − 2. Input order: {1, 0} is blue under red, 1/2, not −1/2. Counting:
        // {0, 1} is one even and one odd number, yet 1/2, EVEN's. Doubles are exact on every
        // small case: only the judge-sized ones catch them.
        assert_eq!(
            found,
            [
                Some(vec![vec![0], vec![1, 1]]),
                Some(vec![vec![1, 0]]),
                Some(vec![vec![0, 1]]),
                None
            ]
        );
    }

    #[test]
    fn a_tiny_pile_beside_mirrored_ones_fools_the_doubles() {
        // 49 mirrored pairs of 45 even numbers (and their odd mirror images): totals of 2205
        // each; a pile of an even number under 44 odd ones: 2^−44, EVEN's.
        let mut rng = Rng::new(7);
        let piles: Piles = (0..49)
            .map(|p| (0..45).map(|i| 1000 * p + 2 * i).collect())
            .collect();
        let mut case = mirrored(&piles);
        case.push(tiny_pile(&mut rng, MAX_PILE, true));
        assert_eq!(Chefgm::validate(&case), Ok(()));
        let doubles = &Chefgm::wrong_solutions()[3];
        assert_eq!((doubles.answer)(1, &case), "DON'T PLAY\n");
        let mut sum = chefgm::StringSum::default();
        for pile in &case {
            chefgm::add_pile(&mut sum, &mut pile.clone());
        }
        assert_eq!(chefgm::choice(sum.sign()), "EVEN");
    }
}
