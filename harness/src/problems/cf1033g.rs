//! Codeforces 1033 G, Chip Game: Alice removes exactly a chips from a pile, Bob exactly b;
//! count the m² pairs (a, b) by outcome class.
//!
//! The oracle builds each pile's canonical form under (a, b) from the rules with core's partizan
//! games (`game_core::canonical::Games`): `{ v − a | v − b }`, an option only where the pile holds
//! enough, memoised by (v, a, b); a pair's game is the `Games::sum` of its piles' forms, and its
//! outcome class (`Games::outcome`) is the pair's. No reduction modulo a + b and no closed form.
//! Its reach: m up to [`MOST_M`], piles up to [`MOST_CHIPS`]; judge-sized cases (m = 10^5, 100
//! piles to 10^18) are answered by the crate's proven solve.

use super::piles::{shrink_piles, smaller_values};
use super::render::header_and_row;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use cf1033g::{MAX_CHIPS, MAX_M, MAX_PILES};
use game_core::canonical::{GameId, Games};
use game_core::partizan::Outcome;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of cf1033g.
pub struct Cf1033g;

/// The one case of an input: m, and the piles.
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    m: u64,
    piles: Vec<u64>,
}

/// The largest m of a random case (the oracle plays all m² pairs).
const MOST_M: u64 = 8;
/// The largest pile of a random case.
const MOST_CHIPS: u64 = 30;
/// The most piles of a random case.
const MOST_PILES: u64 = 4;

/// The canonical forms of single piles, memoised by `(v, a, b)`, and the table they live in.
struct Forms {
    games: Games,
    piles: HashMap<(u64, u64, u64), GameId>,
}

impl Forms {
    /// The form of a pile of `v` chips when Alice (Left) takes `a` and Bob (Right) takes `b`:
    /// `{ v − a | v − b }`, each option only where `v` is large enough.
    fn pile(&mut self, v: u64, a: u64, b: u64) -> GameId {
        if let Some(&form) = self.piles.get(&(v, a, b)) {
            return form;
        }
        let left: Vec<GameId> = (v >= a)
            .then(|| self.pile(v - a, a, b))
            .into_iter()
            .collect();
        let right: Vec<GameId> = (v >= b)
            .then(|| self.pile(v - b, a, b))
            .into_iter()
            .collect();
        let form = self.games.game(&left, &right);
        self.piles.insert((v, a, b), form);
        form
    }

    /// The outcome class of the whole game on `piles` under `(a, b)`: its piles' forms summed.
    fn outcome(&mut self, piles: &[u64], a: u64, b: u64) -> Outcome {
        let mut total = self.games.zero();
        for &v in piles {
            let form = self.pile(v, a, b);
            total = self.games.sum(total, form);
        }
        self.games.outcome(total)
    }
}

thread_local! {
    /// One table per thread, shared by every oracle call.
    static FORMS: RefCell<Forms> = RefCell::new(Forms {
        games: Games::new(),
        piles: HashMap::new(),
    });
}

/// The answer line: `w_a w_b w_f w_s`.
fn answer([alice, bob, first, second]: [u64; 4]) -> String {
    format!("{alice} {bob} {first} {second}\n")
}

/// Where each outcome class is counted in the answer line.
fn slot(outcome: Outcome) -> usize {
    match outcome {
        Outcome::Left => 0,
        Outcome::Right => 1,
        Outcome::Next => 2,
        Outcome::Previous => 3,
    }
}

/// The ways a known-wrong solution departs from the right count (all `false`: the right one).
/// Each is a bug at one place of the count per sum s = a + b.
#[derive(Clone, Copy, Default)]
struct Bugs {
    /// A residue equal to b counted as a pile only Alice can take from: `[a, b]`, not `[a, b)`.
    b_is_alices: bool,
    /// A pile Alice can make her own only when its residue exceeds 2a (`r > 2a`, not `r ≥ 2a`).
    big_past_2a: bool,
    /// One such pile taken as Alice's win outright, the parity of the others never looked at.
    one_big_wins: bool,
    /// Only the pairs a ≤ b counted, each once: no mirror image (b, a).
    no_mirrors: bool,
    /// The counts kept in 32 bits (m² passes 2^32 from m = 65536 on).
    counts_32_bits: bool,
}

/// The counts as the crate's count per sum goes (one pass over the piles a sum, then three runs
/// of a), with `bugs`. O(m · n).
fn counts_with(piles: &[u64], m: u64, bugs: Bugs) -> [u64; 4] {
    let mut w = [0u64; 4];
    let mut add = |outcome: Outcome, from: u64, to: u64, s: u64| {
        if from > to {
            return;
        }
        let smaller = to - from + 1;
        let ordered = if bugs.no_mirrors {
            smaller
        } else {
            2 * smaller - u64::from(2 * to == s)
        };
        match outcome {
            Outcome::Left if bugs.no_mirrors => w[0] += smaller,
            Outcome::Left => {
                w[0] += smaller;
                w[1] += smaller;
            }
            other => w[slot(other)] += ordered,
        }
    };
    for s in 2..=2 * m {
        let (mut alice_only, mut largest, mut second, mut odd_upper) = (0, 0, 0, false);
        let own_below = if bugs.b_is_alices { s } else { s - 1 };
        for &v in piles {
            let r = v % s;
            alice_only = alice_only.max(r.min(own_below - r));
            second = second.max(r.min(largest));
            largest = largest.max(r);
            odd_upper ^= 2 * r >= s;
        }
        let big = |r: u64| {
            if bugs.big_past_2a {
                r.saturating_sub(1) / 2
            } else {
                r / 2
            }
        };
        let (from, to) = (s.saturating_sub(m).max(1), s / 2);
        let surely = alice_only.max(big(second)).min(to);
        let one_big = big(largest).min(to).max(surely);
        let start = from.max(surely + 1);
        add(Outcome::Left, from, surely, s);
        let with_one_big = if odd_upper && !bugs.one_big_wins {
            Outcome::Next
        } else {
            Outcome::Left
        };
        add(with_one_big, start, one_big, s);
        let rest = if odd_upper {
            Outcome::Next
        } else {
            Outcome::Previous
        };
        add(rest, start.max(one_big + 1), to, s);
    }
    if bugs.counts_32_bits {
        w = w.map(|count| u64::from(count as u32));
    }
    w
}

/// The answer of the count with `bugs`.
fn answer_with(case: &Case, bugs: Bugs) -> String {
    answer(counts_with(&case.piles, case.m, bugs))
}

/// `n` judge-sized piles of one shape: uniform up to 10^18, log-uniform (small ones too), all
/// below 2m (each its own residue for the larger sums), all equal (residues in pairs), or near
/// multiples of one sum s (residues below 4 for it and its neighbours).
fn judge_piles(rng: &mut Rng, n: u64, m: u64) -> Vec<u64> {
    let shape = rng.below(5);
    let base = rng.range(2, 2 * m);
    let same = rng.range(1, MAX_CHIPS);
    (0..n)
        .map(|_| match shape {
            0 => rng.range(1, MAX_CHIPS),
            1 => rng.log_uniform(1, MAX_CHIPS),
            2 => rng.range(1, 2 * m),
            3 => same,
            _ => (base * rng.range(1, MAX_CHIPS / base) + rng.range(0, 3)).min(MAX_CHIPS),
        })
        .collect()
}

impl Game for Cf1033g {
    type Case = Case;
    const ID: &'static str = "cf1033g";
    const SOLVE: SolveFn = |input, out| cf1033g::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 5, 256)
        .assumed("time and memory limits: the statement's header was not found in any copy read");
    const MAX_CASES: usize = 1;

    fn render(cases: &[Case]) -> String {
        cases
            .iter()
            .map(|case| header_and_row(&[case.piles.len() as u64, case.m], &case.piles))
            .collect()
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("n", case.piles.len() as u64, 1..=MAX_PILES)?;
        within("m", case.m, 1..=MAX_M)?;
        for &v in &case.piles {
            within("v_i", v, 1..=MAX_CHIPS)?;
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        let mut w = [0u64; 4];
        FORMS.with(|forms| {
            let mut forms = forms.borrow_mut();
            for a in 1..=case.m {
                for b in 1..=case.m {
                    w[slot(forms.outcome(&case.piles, a, b))] += 1;
                }
            }
        });
        answer(w)
    }

    /// m from 1 to 6 with every pile up to 24 alone; m = 2 and 5 with every two piles up to 12;
    /// m = 4 with every three piles up to 6 (piles unordered).
    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        for m in 1..=6 {
            cases.extend((1..=24).map(|v| Case { m, piles: vec![v] }));
        }
        for m in [2, 5] {
            for x in 1..=12 {
                cases.extend((x..=12).map(|y| Case {
                    m,
                    piles: vec![x, y],
                }));
            }
        }
        for x in 1..=6 {
            for y in x..=6 {
                cases.extend((y..=6).map(|z| Case {
                    m: 4,
                    piles: vec![x, y, z],
                }));
            }
        }
        cases
    }

    /// m up to 8, 1 to 4 piles up to 30 (log-uniform half the time: small piles often).
    fn random_case(rng: &mut Rng) -> Case {
        let m = rng.range(1, MOST_M);
        let n = rng.range(1, MOST_PILES);
        let piles = (0..n)
            .map(|_| {
                if rng.chance(1, 2) {
                    rng.log_uniform(1, MOST_CHIPS)
                } else {
                    rng.range(1, MOST_CHIPS)
                }
            })
            .collect();
        Case { m, piles }
    }

    /// m = 10^5 (judge max) half the time, else over the whole range; n over the whole range
    /// (100 often); piles of one of [`judge_piles`]' shapes.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let m = if rng.chance(1, 2) {
            MAX_M
        } else {
            rng.sized(1, MAX_M)
        };
        let n = rng.sized(1, MAX_PILES);
        let piles = judge_piles(rng, n, m);
        Case { m, piles }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let n = tokens.value()?;
        let m = tokens.value()?;
        let piles = tokens.many(n)?;
        tokens.is_done().then_some(vec![Case { m, piles }])
    }

    /// Fewer or smaller piles ([`shrink_piles`]), then a smaller m.
    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller: Vec<Case> = shrink_piles(&case.piles, 1)
            .into_iter()
            .map(|piles| Case { m: case.m, piles })
            .collect();
        for m in smaller_values(case.m, 1) {
            smaller.push(Case {
                m,
                piles: case.piles.clone(),
            });
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "first and second player counts swapped",
                answer: |_, case| {
                    let [alice, bob, first, second] =
                        counts_with(&case.piles, case.m, Bugs::default());
                    answer([alice, bob, second, first])
                },
            },
            Wrong {
                name: "only the pairs a ≤ b counted, once each (no mirror image (b, a))",
                answer: |_, case| {
                    let bugs = Bugs {
                        no_mirrors: true,
                        ..Bugs::default()
                    };
                    answer_with(case, bugs)
                },
            },
            Wrong {
                name: "a residue equal to b taken for a pile only Alice can use ([a, b], not \
                       [a, b))",
                answer: |_, case| {
                    let bugs = Bugs {
                        b_is_alices: true,
                        ..Bugs::default()
                    };
                    answer_with(case, bugs)
                },
            },
            Wrong {
                name: "a pile Alice can make her own only past 2a (r > 2a, not r ≥ 2a)",
                answer: |_, case| {
                    let bugs = Bugs {
                        big_past_2a: true,
                        ..Bugs::default()
                    };
                    answer_with(case, bugs)
                },
            },
            Wrong {
                name: "one pile Alice can make her own wins outright (the others' parity \
                       ignored)",
                answer: |_, case| {
                    let bugs = Bugs {
                        one_big_wins: true,
                        ..Bugs::default()
                    };
                    answer_with(case, bugs)
                },
            },
            Wrong {
                name: "counts in 32 bits (unsigned int): past 2^32 they wrap",
                answer: |_, case| {
                    let bugs = Bugs {
                        counts_32_bits: true,
                        ..Bugs::default()
                    };
                    answer_with(case, bugs)
                },
            },
            Wrong {
                name: "piles read into 32 bits (their low 32 bits kept)",
                answer: |_, case| {
                    let low: Vec<u64> = case.piles.iter().map(|&v| v & 0xFFFF_FFFF).collect();
                    answer(counts_with(&low, case.m, Bugs::default()))
                },
            },
        ]
    }

    /// n = 100 and m = 10^5 (judge maxima), piles uniform in 1..=10^18: 2 · 10^7 remainders.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (n, m) = (s.pick(MAX_PILES, 10), s.pick(MAX_M, 1000));
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("n = {n} piles and m = {m} (judge maxima), piles uniform in 1..=10^18"),
            move |t, r| {
                t.line(&[n, m]);
                let piles: Vec<u64> = (0..n).map(|_| r.range(1, MAX_CHIPS)).collect();
                t.line(&piles);
            },
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::super::plain_search::mover_wins;
    use super::*;

    #[test]
    fn the_forms_agree_with_the_samples() {
        let case = |m| Case {
            m,
            piles: vec![4, 5],
        };
        assert_eq!(Cf1033g::oracle(1, &case(2)), "1 1 1 1\n");
        assert_eq!(Cf1033g::oracle(1, &case(20)), "82 82 6 230\n");
    }

    /// The outcome classes of the forms (the oracle's) and of the crate's reduction
    /// (`cf1033g::outcome`) against the plain search, both starters, for every pair (a, b) up to
    /// 7, on every position of one pile up to 40 chips, two up to 16 and three up to 9.
    #[test]
    fn the_forms_and_the_crate_agree_with_a_plain_search_of_whole_positions() {
        let mut positions: Vec<Vec<u64>> = (0..=40).map(|v| vec![v]).collect();
        for x in 1..=16 {
            for y in x..=16 {
                positions.push(vec![x, y]);
            }
        }
        for x in 1..=9 {
            for y in x..=9 {
                for z in y..=9 {
                    positions.push(vec![x, y, z]);
                }
            }
        }
        assert_eq!(positions.len(), 41 + 136 + 165);
        for piles in &positions {
            for a in 1..=7 {
                for b in 1..=7 {
                    // Alice (`left`) takes a chips from a pile, Bob b; the piles kept sorted.
                    let moves = |piles: &Vec<u64>, alice: bool| {
                        let take = if alice { a } else { b };
                        (0..piles.len())
                            .filter(|&i| piles[i] >= take)
                            .map(|i| {
                                let mut next = piles.clone();
                                next[i] -= take;
                                next.sort_unstable();
                                next
                            })
                            .collect()
                    };
                    let mut memo = HashMap::new();
                    let alice = mover_wins(piles, true, &moves, &mut memo);
                    let bob = mover_wins(piles, false, &moves, &mut memo);
                    let searched = match (alice, bob) {
                        (true, false) => Outcome::Left,
                        (false, true) => Outcome::Right,
                        (true, true) => Outcome::Next,
                        (false, false) => Outcome::Previous,
                    };
                    let formed = FORMS.with(|f| f.borrow_mut().outcome(piles, a, b));
                    assert_eq!(formed, searched, "forms: {piles:?}, a {a}, b {b}");
                    let reduced = cf1033g::outcome(piles, a, b);
                    assert_eq!(reduced, searched, "crate: {piles:?}, a {a}, b {b}");
                }
            }
        }
    }

    /// With no bug, the wrong solutions' count is the crate's, on random judge-sized cases
    /// (m kept to 2000: the count is O(m · n)).
    #[test]
    fn the_bug_free_count_is_the_crates() {
        let mut rng = Rng::new(7);
        for _ in 0..20 {
            let m = rng.range(1, 2000);
            let n = rng.range(1, MAX_PILES);
            let piles = judge_piles(&mut rng, n, m);
            let c = cf1033g::counts(&piles, m);
            assert_eq!(
                counts_with(&piles, m, Bugs::default()),
                [c.alice, c.bob, c.first, c.second],
                "{piles:?}, m {m}"
            );
        }
    }

    #[test]
    fn where_each_wrong_solution_is_first_caught() {
        let cases = Cf1033g::small_cases();
        let first = |wrong: &Wrong<Case>| -> Option<Case> {
            let fails = |c: &&Case| (wrong.answer)(1, c) != Cf1033g::oracle(1, c);
            cases.iter().find(fails).cloned()
        };
        let found: Vec<Option<Case>> = Cf1033g::wrong_solutions().iter().map(first).collect();
        let case = |m, piles: &[u64]| {
            Some(Case {
                m,
                piles: piles.to_vec(),
            })
        };
        // Pile 1, m = 1: (1, 1) is one move, the first player's, counted as the second's; and
        // with [a, b] for [a, b) its residue 1 = a = b looks like Alice's own. Pile 1, m = 2:
        // (1, 2) is Alice's (residue 1 of 3 in [1, 2)), its mirror (2, 1) Bob's, uncounted.
        // Pile 2, m = 2: at (1, 2) the residue 2 is big (2 = 2a), one for Alice to make her own
        // with no other pile: the first player's, not Alice's outright. Piles 2 and 2, m = 2:
        // two big residues at (1, 2), Alice's; with big only past 2a they are two single moves,
        // the second player's (a lone pile never tells the two apart: big or a single move,
        // the first player wins it). The 32-bit bugs are right on every small case: only
        // judge-sized cases catch them.
        assert_eq!(
            found,
            [
                case(1, &[1]),
                case(2, &[1]),
                case(1, &[1]),
                case(2, &[2, 2]),
                case(2, &[2]),
                None,
                None
            ]
        );
    }
}
