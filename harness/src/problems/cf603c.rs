//! Codeforces 603 C, Lieges of Legendre: take one cow from a pile, or replace a pile of 2x by k
//! piles of x. The oracle plays from the rules: small positions whole (every pile together, a
//! split adding k piles, `game_core::sg::Search` over the sorted piles), larger ones pile by pile
//! by the Sprague–Grundy theorem, each pile's value the mex of its options' values (one cow
//! fewer; a split worth the xor of k copies of the half's value, folded k times); it never uses
//! the closed forms by the parity of k.

use super::piles::{shrink_piles, smaller_values};
use super::render::header_and_row;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of cf603c.
pub struct Cf603c;

/// One input: k, and the piles.
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    k: u64,
    piles: Vec<u64>,
}

fn verdict(kevin: bool) -> String {
    format!("{}\n", cf603c::winner(kevin))
}

/// A whole position: k, and the non-empty piles, sorted.
type Position = (u64, Vec<u64>);

/// The rules: from any pile remove one cow (an emptied pile leaves the position), or replace a
/// pile of 2x by k piles of x.
fn position_moves((k, piles): &Position) -> Vec<Position> {
    let mut options = Vec::new();
    for (i, &a) in piles.iter().enumerate() {
        if i > 0 && piles[i - 1] == a {
            continue; // the same pile again: the same options
        }
        let mut fewer = piles.clone();
        fewer.remove(i);
        let mut one_less = fewer.clone();
        if a > 1 {
            one_less.push(a - 1);
        }
        one_less.sort_unstable();
        options.push((*k, one_less));
        if a.is_multiple_of(2) {
            let mut split = fewer;
            split.extend((0..*k).map(|_| a / 2));
            split.sort_unstable();
            options.push((*k, split));
        }
    }
    options
}

type PositionMoves = fn(&Position) -> Vec<Position>;

/// The largest k the whole-position search plays, and the largest pile it holds (below these a
/// position's every descendant stays within some thousands of positions).
const WHOLE_K: u64 = 4;
const WHOLE_COWS: u64 = 12;
const WHOLE_PILES: usize = 3;

/// The largest k and pile the pile-by-pile values reach (a table per k, O(pile · k) to build).
const TABLE_K: u64 = 40;
const TABLE_COWS: u64 = 4096;

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static POSITIONS: RefCell<Search<Position, PositionMoves>> =
        RefCell::new(Search::new(position_moves as PositionMoves));
    /// Each k's pile values from the rules, grown on demand.
    static TABLES: RefCell<HashMap<u64, Vec<u32>>> = RefCell::new(HashMap::new());
}

/// The SG value of a pile of `cows` when a split makes `k` piles, from the rules: the mex of one
/// cow fewer and, for an even pile, the xor of k copies of the half's value (folded k times).
/// O(cows · k) the first time for each k, then O(1).
fn pile_value_by_rules(cows: u64, k: u64) -> u32 {
    TABLES.with(|tables| {
        let mut tables = tables.borrow_mut();
        let g = tables.entry(k).or_insert_with(|| vec![0]);
        while g.len() as u64 <= cows {
            let a = g.len();
            let mut options = vec![g[a - 1]];
            if a.is_multiple_of(2) {
                options.push((0..k).fold(0, |x, _| x ^ g[a / 2]));
            }
            g.push(game_core::mex::mex(options.iter().map(|&v| v as usize)) as u32);
        }
        g[cows as usize]
    })
}

/// Whether Kevin (the first player) wins: by the whole-position search when the case is small
/// enough, else by the xor of the piles' values from the rules.
fn kevin_wins(case: &Case) -> bool {
    let small = case.k <= WHOLE_K
        && case.piles.len() <= WHOLE_PILES
        && case.piles.iter().all(|&a| a <= WHOLE_COWS);
    if small {
        let mut piles: Vec<u64> = case.piles.iter().copied().filter(|&a| a > 0).collect();
        piles.sort_unstable();
        POSITIONS
            .with(|search| search.borrow_mut().wins(&(case.k, piles)))
            .expect("no cycles: every move removes a cow or halves a pile")
    } else {
        assert!(
            case.k <= TABLE_K && case.piles.iter().all(|&a| a <= TABLE_COWS),
            "past the oracle's reach: {case:?}"
        );
        case.piles
            .iter()
            .fold(0, |x, &a| x ^ pile_value_by_rules(a, case.k))
            != 0
    }
}

/// A pile in `1..=max` worth `value` (by the crate's proven [`cf603c::pile_value`]): the
/// generators use it to make losses; the oracle does not. Drawn log-uniformly until one fits,
/// except the one pile worth 2 for an even k (2 itself). `max` ≥ 4, `value` ≤ 2.
fn pile_worth(rng: &mut Rng, value: u8, k: u64, max: u64) -> u64 {
    if k.is_multiple_of(2) && value == 2 {
        return 2;
    }
    loop {
        let a = if rng.chance(1, 2) {
            rng.range(1, max)
        } else {
            rng.log_uniform(1, max)
        };
        if cf603c::pile_value(a, k) == value {
            return a;
        }
    }
}

/// Makes the position a loss, where it has two piles or more, by replacing its last two piles
/// by two whose values xor to the others' xor (each value at most 2, so the pair is (1, 1) or
/// (2, 2) for 0, (1, 0) for 1, (2, 0) for 2, (1, 2) for 3); a single pile becomes one worth 0.
fn balance(rng: &mut Rng, case: &mut Case, max: u64) {
    let n = case.piles.len();
    if n == 1 {
        case.piles[0] = pile_worth(rng, 0, case.k, max);
        return;
    }
    let rest = case.piles[..n - 2]
        .iter()
        .fold(0, |x, &a| x ^ cf603c::pile_value(a, case.k));
    let (first, second) = match rest {
        0 => {
            let v = *rng.pick(&[1, 2]);
            (v, v)
        }
        1 => (1, 0),
        2 => (2, 0),
        _ => (1, 2),
    };
    case.piles[n - 2] = pile_worth(rng, first, case.k, max);
    case.piles[n - 1] = pile_worth(rng, second, case.k, max);
}

/// The answer when each pile is worth `value(pile, k)`.
fn xor_by(case: &Case, value: fn(u64, u64) -> u8) -> String {
    verdict(case.piles.iter().fold(0, |x, &a| x ^ value(a, case.k)) != 0)
}

/// The pile a known-wrong solution's table of values reaches.
const TABULATED: u64 = 1_000_000;

/// A known-wrong solution's values: a table up to [`TABULATED`], and past it 0 (the zeroed
/// memory past the table).
fn tabulated_then_zero(cows: u64, k: u64) -> u8 {
    if cows > TABULATED {
        0
    } else {
        cf603c::pile_value(cows, k)
    }
}

impl Game for Cf603c {
    type Case = Case;
    const ID: &'static str = "cf603c";
    const SOLVE: SolveFn = |input, out| cf603c::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 2, 256);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Case]) -> String {
        cases
            .iter()
            .map(|case| header_and_row(&[case.piles.len() as u64, case.k], &case.piles))
            .collect()
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("n", case.piles.len() as u64, 1..=cf603c::MAX_PILES)?;
        within("k", case.k, 1..=cf603c::MAX_K)?;
        for &a in &case.piles {
            within("a_i", a, 1..=cf603c::MAX_COWS)?;
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        verdict(kevin_wins(case))
    }

    /// k from 1 to 4 with every position of one pile up to 12, two up to 8 and three up to 4.
    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        for k in 1..=WHOLE_K {
            for piles in super::piles::all_piles(&[(1, WHOLE_COWS), (2, 8), (3, 4)]) {
                cases.push(Case { k, piles });
            }
        }
        cases
    }

    /// k from 1 to 40 (small ones often), 1 to 6 piles up to 4096 (log-uniform: small piles
    /// too); half the time balanced to a loss ([`balance`]).
    fn random_case(rng: &mut Rng) -> Case {
        let k = if rng.chance(1, 2) {
            rng.range(1, 4)
        } else {
            rng.range(1, TABLE_K)
        };
        let n = rng.range(1, 6);
        let piles = (0..n).map(|_| rng.log_uniform(1, TABLE_COWS)).collect();
        let mut case = Case { k, piles };
        if rng.chance(1, 2) {
            balance(rng, &mut case, TABLE_COWS);
        }
        case
    }

    /// n up to 10^5 (the maximum often), k over the whole range (odd and even alike, 1 and 2
    /// often), piles uniform or log-uniform up to 10^9 or powers of two times small odd
    /// numbers (long halvings); three times in four balanced to a loss ([`balance`]).
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(1, cf603c::MAX_PILES);
        let k = match rng.below(3) {
            0 => rng.range(1, 2),
            1 => rng.range(cf603c::MAX_K - 1, cf603c::MAX_K),
            _ => rng.range(1, cf603c::MAX_K),
        };
        let max = cf603c::MAX_COWS;
        let shape = rng.below(3);
        let piles = (0..n)
            .map(|_| match shape {
                0 => rng.range(1, max),
                1 => rng.log_uniform(1, max),
                _ => {
                    let odd = 2 * rng.range(0, 7) + 1;
                    (odd << rng.range(0, 26)).min(max)
                }
            })
            .collect();
        let mut case = Case { k, piles };
        if rng.chance(3, 4) {
            balance(rng, &mut case, max);
        }
        case
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let n = tokens.value()?;
        let k = tokens.value()?;
        let piles = tokens.many(n)?;
        tokens.is_done().then_some(vec![Case { k, piles }])
    }

    /// Fewer or smaller piles ([`shrink_piles`]), then a smaller k.
    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller: Vec<Case> = shrink_piles(&case.piles, 1)
            .into_iter()
            .map(|piles| Case { k: case.k, piles })
            .collect();
        for k in smaller_values(case.k, 1) {
            smaller.push(Case {
                k,
                piles: case.piles.clone(),
            });
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "the split always worth the half's value (k's parity ignored)",
                answer: |_, case| xor_by(case, |a, _| cf603c::pile_value(a, 1)),
            },
            Wrong {
                name: "the split always worth 0 (k's parity ignored)",
                answer: |_, case| xor_by(case, |a, _| cf603c::pile_value(a, 0)),
            },
            Wrong {
                name: "odd k: every even pile from 6 on worth 1 (the half never consulted)",
                answer: |_, case| {
                    xor_by(case, |a, k| {
                        if k % 2 == 1 && a >= 6 {
                            u8::from(a % 2 == 0)
                        } else {
                            cf603c::pile_value(a, k)
                        }
                    })
                },
            },
            Wrong {
                name: "plain Nim: the xor of the piles",
                answer: |_, case| verdict(case.piles.iter().fold(0, |x, a| x ^ a) != 0),
            },
            Wrong {
                name: "values tabulated to 10^6, larger piles read as 0",
                answer: |_, case| xor_by(case, tabulated_then_zero),
            },
        ]
    }

    /// n = 10^5 (judge maximum), k = 999999999 (odd: the halving loop), piles near 10^9 that
    /// halve the most (2^29 = 536870912, 3 · 2^28 = 805306368, 5 · 2^27 = 671088640,
    /// 7 · 2^27 = 939524096).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(cf603c::MAX_PILES, 1000);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!(
                "n = {n} (judge maximum), k = 999999999, piles near 10^9 halving 27 to 29 times"
            ),
            move |t, _| {
                const LONG_HALVINGS: [u64; 4] =
                    [536_870_912, 805_306_368, 671_088_640, 939_524_096];
                t.line(&[n, cf603c::MAX_K - 1]);
                let piles: Vec<u64> = (0..n as usize)
                    .map(|i| LONG_HALVINGS[i % LONG_HALVINGS.len()])
                    .collect();
                t.line(&piles);
            },
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Sprague–Grundy theorem as the oracle uses it: the whole-position search and the xor of
    /// the piles' values from the rules agree on every position of the small cases.
    #[test]
    fn the_whole_search_agrees_with_the_piles_values() {
        for case in Cf603c::small_cases() {
            let whole = kevin_wins(&case);
            let by_piles = case
                .piles
                .iter()
                .fold(0, |x, &a| x ^ pile_value_by_rules(a, case.k))
                != 0;
            assert_eq!(whole, by_piles, "{case:?}");
        }
    }

    /// The crate's closed forms equal the values from the rules for every pile up to 4096 and
    /// every k up to 40: the finite part of the README's proof, checked.
    #[test]
    fn the_crates_values_match_the_rules() {
        for k in 1..=TABLE_K {
            for a in 0..=TABLE_COWS {
                assert_eq!(
                    u32::from(cf603c::pile_value(a, k)),
                    pile_value_by_rules(a, k),
                    "pile {a}, k {k}"
                );
            }
        }
    }
}
