//! Codeforces 255 E, Furlo and Rublo and Game: a pile of x coins goes down to any y with
//! x^(1/4) ≤ y ≤ x^(1/2) and y < x. The oracle plays from the rules: small positions whole
//! (every pile together, `game_core::sg::Search` over the sorted piles), larger ones pile by pile
//! by the Sprague–Grundy theorem, each pile's value the mex over every y of its window, the
//! window found by comparing y² and y⁴ with x (no root function) and the values of y below
//! ⌊√(7.7·10^11)⌋ + 1 tabulated the same way. It never uses the crate's intervals.

use super::piles::{parse_one_counted, render_counted, shrink_piles};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use game_core::mex::mex;
use game_core::sg::Search;
use std::cell::RefCell;
use std::sync::OnceLock;

/// The registration of cf255e.
pub struct Cf255e;

fn verdict(furlo: bool) -> String {
    format!("{}\n", cf255e::winner(furlo))
}

/// Whether y is an option of a pile of x, by the statement's words: y < x, y^4 ≥ x, y² ≤ x.
fn is_option(x: u64, y: u64) -> bool {
    let y = u128::from(y);
    y < u128::from(x) && y.pow(4) >= u128::from(x) && y * y <= u128::from(x)
}

/// Every option of a pile of x: the y from 0 up while y² ≤ x that the rules allow. O(√x).
fn options_of(x: u64) -> Vec<u64> {
    (0..)
        .take_while(|&y: &u64| u128::from(y) * u128::from(y) <= u128::from(x))
        .filter(|&y| is_option(x, y))
        .collect()
}

/// The largest pile the whole-position search holds.
const WHOLE_COINS: u64 = 10_000;

/// The rules on a whole position (the piles with a move, sorted; piles below 4 have none).
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn position_moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &x) in piles.iter().enumerate() {
        if i > 0 && piles[i - 1] == x {
            continue; // the same pile again: the same options
        }
        for y in options_of(x) {
            let mut next = piles.clone();
            next[i] = y;
            next.retain(|&a| a >= 4);
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

type PositionMoves = fn(&Vec<u64>) -> Vec<Vec<u64>>;

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static POSITIONS: RefCell<Search<Vec<u64>, PositionMoves>> =
        RefCell::new(Search::new(position_moves as PositionMoves));
}

/// The piles the oracle tabulates: every y that a pile of the judge's range can move to.
const TABLE_COINS: u64 = 881_917; // ⌊√777777777777⌋

/// g(y) for every y up to [`TABLE_COINS`], from the rules: each the mex over its whole window,
/// the window's values counted as it slides (its ends found by y² ≤ x and y⁴ ≥ x). O(TABLE).
fn table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut g: Vec<u32> = Vec::with_capacity(TABLE_COINS as usize + 1);
        let mut count = [0u64; 64];
        let (mut lo, mut hi) = (0u64, 0u64); // the window is lo..hi (hi exclusive)
        for x in 0..=TABLE_COINS {
            while hi < x && hi * hi <= x {
                count[g[hi as usize] as usize] += 1;
                hi += 1;
            }
            while lo < hi && lo.pow(4) < x {
                count[g[lo as usize] as usize] -= 1;
                lo += 1;
            }
            let value = (0..)
                .find(|&v| count[v] == 0)
                .expect("fewer than 64 values");
            g.push(value as u32);
        }
        g
    })
}

/// The value of a pile of x from the rules: tabulated up to [`TABLE_COINS`], else the mex over
/// every y of its window (each tabulated: √x ≤ [`TABLE_COINS`] for x ≤ 7.7·10^11). O(√x).
fn pile_value_by_rules(x: u64) -> u32 {
    let g = table();
    if x <= TABLE_COINS {
        return g[x as usize];
    }
    let options = options_of(x);
    assert!(
        options.last().is_some_and(|&y| y <= TABLE_COINS),
        "past the oracle's reach: {x}"
    );
    mex(options.iter().map(|&y| g[y as usize] as usize)) as u32
}

/// Whether Furlo (the first player) wins: by the whole-position search when every pile is at
/// most [`WHOLE_COINS`] and there are at most three, else by the xor of the piles' values.
fn furlo_wins(piles: &[u64]) -> bool {
    if piles.len() <= 3 && piles.iter().all(|&a| a <= WHOLE_COINS) {
        let mut position: Vec<u64> = piles.iter().copied().filter(|&a| a >= 4).collect();
        position.sort_unstable();
        POSITIONS
            .with(|search| search.borrow_mut().wins(&position))
            .expect("no cycles: every move makes a pile smaller")
    } else {
        piles.iter().fold(0, |x, &a| x ^ pile_value_by_rules(a)) != 0
    }
}

thread_local! {
    /// The crate's intervals, for the generators (never the oracle).
    static VALUES: cf255e::Values = cf255e::Values::new();
}

/// The crate's value of a pile, for the generators and the known-wrong solutions.
fn crate_value(x: u64) -> u32 {
    VALUES.with(|values| values.value(x))
}

/// A pile in `1..=max` worth `value` (0 to 3, by the crate's intervals): drawn log-uniformly
/// until one fits. `max` ≥ 6724, so that every value 0 to 3 has a pile.
fn pile_worth(rng: &mut Rng, value: u32, max: u64) -> u64 {
    loop {
        let a = rng.log_uniform(1, max);
        if crate_value(a) == value {
            return a;
        }
    }
}

/// Makes the piles a loss, where there are two or more, by replacing the last two by piles
/// whose values xor to the others' xor; a single pile becomes one worth 0.
fn balance(rng: &mut Rng, piles: &mut [u64], max: u64) {
    let n = piles.len();
    if n == 1 {
        piles[0] = pile_worth(rng, 0, max);
        return;
    }
    let rest = piles[..n - 2].iter().fold(0, |x, &a| x ^ crate_value(a));
    let first = rng.range(0, 3) as u32;
    piles[n - 2] = pile_worth(rng, first, max);
    piles[n - 1] = pile_worth(rng, first ^ rest, max);
}

/// A pile near where the values change (the interval starts, one less, one more), or any.
fn interesting_pile(rng: &mut Rng, max: u64) -> u64 {
    const STARTS: [u64; 7] = [1, 4, 16, 82, 6724, 50_626, 2_562_991_876];
    match rng.below(3) {
        0 => (rng.pick(&STARTS) + rng.range(0, 2))
            .saturating_sub(1)
            .clamp(1, max),
        1 => rng.log_uniform(1, max),
        _ => rng.range(1, max),
    }
}

/// The answer when each pile is worth `value(pile)`.
fn xor_by(piles: &[u64], value: impl Fn(u64) -> u32) -> String {
    verdict(piles.iter().fold(0, |x, &a| x ^ value(a)) != 0)
}

/// The count of piles a known-wrong solution's array holds (77777 with a 7 dropped).
const ARRAY_PILES: usize = 7_777;

impl Game for Cf255e {
    type Case = Vec<u64>;
    const ID: &'static str = "cf255e";
    const SOLVE: SolveFn = |input, out| cf255e::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 2, 256);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<u64>]) -> String {
        cases.iter().map(|row| render_counted(row)).collect()
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("n", piles.len() as u64, 1..=cf255e::MAX_PILES)?;
        for &a in piles {
            within("a_i", a, 1..=cf255e::MAX_COINS)?;
        }
        Ok(())
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        verdict(furlo_wins(piles))
    }

    /// Every position of one pile up to 7000 (past 6724, where 3 begins), two up to 100 and
    /// three up to 20.
    fn small_cases() -> Vec<Vec<u64>> {
        super::piles::all_piles(&[(1, 7000), (2, 100), (3, 20)])
    }

    /// 1 to 6 piles anywhere in the judge's range (near where the values change a third of the
    /// time, log-uniform a third); half the time balanced to a loss ([`balance`]).
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 6);
        let max = cf255e::MAX_COINS;
        let mut piles: Vec<u64> = (0..n).map(|_| interesting_pile(rng, max)).collect();
        if rng.chance(1, 2) {
            balance(rng, &mut piles, max);
        }
        piles
    }

    /// n up to 77777 (the maximum often), piles as in [`Cf255e::random_case`]; three times in
    /// four balanced to a loss ([`balance`]).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, cf255e::MAX_PILES);
        let max = cf255e::MAX_COINS;
        let mut piles: Vec<u64> = (0..n).map(|_| interesting_pile(rng, max)).collect();
        if rng.chance(3, 4) {
            balance(rng, &mut piles, max);
        }
        piles
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_one_counted(input)
    }

    /// First every pile replaced by the smallest of its value (1, 4, 16 or 6724, by the crate's
    /// intervals: the values, so the answer, stay), where that changes a pile; then fewer piles,
    /// then each smaller ([`shrink_piles`]). A failure that needs many piles (the 7777-pile
    /// array) keeps them, each of one to four digits.
    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        const SMALLEST: [u64; 4] = [1, 4, 16, 6724];
        let canonical: Vec<u64> = piles
            .iter()
            .map(|&a| {
                SMALLEST
                    .get(crate_value(a) as usize)
                    .map_or(a, |&s| s.min(a))
            })
            .collect();
        let mut smaller = Vec::new();
        if canonical != *piles {
            smaller.push(canonical);
        }
        smaller.extend(shrink_piles(piles, 1));
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "the window's low end ⌊x^(1/4)⌋ instead of ⌈x^(1/4)⌉",
                answer: |_, piles| {
                    xor_by(piles, |x| {
                        let low = cf255e::sqrt_floor(cf255e::sqrt_floor(x));
                        let high = cf255e::sqrt_floor(x).min(x.saturating_sub(1));
                        let values = (low..=high.min(TABLE_COINS)).map(|y| crate_value(y) as usize);
                        mex(values) as u32
                    })
                },
            },
            Wrong {
                name: "the value 2 from 2562991876 on forgotten (1 up to the top)",
                answer: |_, piles| {
                    xor_by(piles, |x| {
                        if x >= 2_562_991_876 {
                            1
                        } else {
                            crate_value(x)
                        }
                    })
                },
            },
            Wrong {
                name: "plain Nim: the xor of the piles",
                answer: |_, piles| verdict(piles.iter().fold(0, |x, a| x ^ a) != 0),
            },
            Wrong {
                name: "the piles read into an array of 7777 (a 7 dropped): the rest ignored",
                answer: |_, piles| xor_by(&piles[..piles.len().min(ARRAY_PILES)], crate_value),
            },
        ]
    }

    /// n = 77777 (judge maximum), piles of 12 digits near 7.7·10^11 (the longest tokens).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(cf255e::MAX_PILES, 1000);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("n = {n} (judge maximum), piles of 12 digits up to 777777777777"),
            move |t, r| {
                t.line(&[n]);
                let piles: Vec<u64> = (0..n)
                    .map(|_| r.range(100_000_000_000, cf255e::MAX_COINS))
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
    /// the piles' values from the rules agree on the small positions of two and three piles.
    #[test]
    fn the_whole_search_agrees_with_the_piles_values() {
        for piles in super::super::piles::all_piles(&[(2, 100), (3, 20)]) {
            let by_piles = piles.iter().fold(0, |x, &a| x ^ pile_value_by_rules(a)) != 0;
            assert_eq!(furlo_wins(&piles), by_piles, "{piles:?}");
        }
    }

    /// The crate's intervals give every pile's value from the rules: every pile the table holds,
    /// and around every start of an interval up to the judge's largest pile (each start, one
    /// before, one after), and the judge's largest pile itself.
    #[test]
    fn the_crates_intervals_match_the_rules() {
        let values = cf255e::Values::new();
        for x in 0..=TABLE_COINS {
            assert_eq!(values.value(x), pile_value_by_rules(x), "pile {x}");
        }
        for (start, _, _) in values.intervals() {
            for x in [start.saturating_sub(1), start, start + 1] {
                if x <= cf255e::MAX_COINS {
                    assert_eq!(values.value(x), pile_value_by_rules(x), "pile {x}");
                }
            }
        }
        let top = cf255e::MAX_COINS;
        assert_eq!(values.value(top), pile_value_by_rules(top));
    }
}
