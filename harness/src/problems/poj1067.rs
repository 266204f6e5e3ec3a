//! POJ 1067: Wythoff's game.
//!
//! The oracle searches the rules for piles up to [`SEARCH_BOUND`]; beyond, it uses the Zeckendorf
//! characterisation of the losing positions (a theorem independent of the `⌊k·φ⌋` closed form
//! under test: no square roots, no φ), and a unit test checks that the two agree wherever both
//! apply.

use super::piles::shrink_pair;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of poj1067.
pub struct Poj1067;

/// The judge's largest pile.
const MAX_PILE: u64 = 1_000_000_000;
/// Piles up to this are decided by searching the game.
const SEARCH_BOUND: u64 = 60;

type Pair = (u64, u64);
type WythoffSearch = Search<Pair, fn(&Pair) -> Vec<Pair>>;

/// Wythoff's rules: take any positive number from one pile, or the same from both.
fn wythoff_options(&(a, b): &Pair) -> Vec<Pair> {
    let sorted = |x: u64, y: u64| (x.min(y), x.max(y));
    let mut options = Vec::new();
    options.extend((0..a).map(|x| sorted(x, b)));
    options.extend((0..b).map(|y| sorted(a, y)));
    options.extend((1..=a.min(b)).map(|t| sorted(a - t, b - t)));
    options
}

thread_local! {
    static SEARCH: RefCell<WythoffSearch> =
        RefCell::new(Search::new(wythoff_options as fn(&Pair) -> Vec<Pair>));
}

/// Whether the mover wins, by searching the game tree (memoised per thread; any piles, at a
/// cost that grows with them).
pub(super) fn wins_by_search(a: u64, b: u64) -> bool {
    SEARCH
        .with(|s| s.borrow_mut().wins(&(a.min(b), a.max(b))))
        .expect("every move removes stones")
}

/// Fibonacci numbers 1, 2, 3, 5, 8, … past 2^64 (the Zeckendorf digits' weights).
fn fibonacci() -> Vec<u128> {
    let mut fib = vec![1u128, 2];
    while fib[fib.len() - 1] <= u128::from(u64::MAX) {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    fib
}

/// The indices (into [`fibonacci`]) of `x`'s Zeckendorf representation, largest first.
fn zeckendorf(x: u64) -> Vec<usize> {
    let fib = fibonacci();
    let mut rest = u128::from(x);
    let mut terms = Vec::new();
    for i in (0..fib.len()).rev() {
        if fib[i] <= rest {
            rest -= fib[i];
            terms.push(i);
        }
    }
    terms
}

/// Whether the mover wins, by the Zeckendorf theorem: the losing positions are (0, 0) and the
/// pairs (a, b) where a's representation has an even number of trailing zeros (its smallest term
/// has an even index) and b is a with every term moved up one index.
fn wins_by_zeckendorf(a: u64, b: u64) -> bool {
    let (a, b) = (a.min(b), a.max(b));
    if a == 0 {
        return b != 0;
    }
    let terms = zeckendorf(a);
    let fib = fibonacci();
    let lower = terms.last().is_some_and(|&i| i % 2 == 0);
    let shifted: u128 = terms.iter().map(|&i| fib[i + 1]).sum();
    !(lower && shifted == u128::from(b))
}

fn wins(a: u64, b: u64) -> bool {
    if a.max(b) <= SEARCH_BOUND {
        wins_by_search(a, b)
    } else {
        wins_by_zeckendorf(a, b)
    }
}

fn bit(win: bool) -> String {
    if win { "1\n" } else { "0\n" }.to_string()
}

/// A losing pair (a, shift(a)) built from Zeckendorf terms, when `a` is a lower Wythoff number.
fn losing_pair_from(a: u64) -> Option<Pair> {
    let terms = zeckendorf(a);
    if a == 0 || terms.last()? % 2 != 0 {
        return None;
    }
    let fib = fibonacci();
    let b: u128 = terms.iter().map(|&i| fib[i + 1]).sum();
    Some((a, u64::try_from(b).ok()?))
}

/// Piles near Fibonacci numbers within the judge's range: where floating point goes wrong.
fn fibonacci_neighbourhood() -> Vec<Pair> {
    let mut cases = Vec::new();
    for f in fibonacci()
        .into_iter()
        .filter(|&f| f <= u128::from(MAX_PILE))
    {
        for a in [f - 1, f, f + 1] {
            let a = a as u64;
            if let Some((a, b)) = losing_pair_from(a).filter(|&(_, b)| b <= MAX_PILE) {
                cases.extend([(a, b), (b, a), (a, b - 1), (a + 1, b)]);
            }
        }
    }
    cases
}

impl Game for Poj1067 {
    type Case = Pair;
    const ID: &'static str = "poj1067";
    const SOLVE: SolveFn = |input, out| poj1067::solve(input, out);
    // POJ's 10000K is the strictest (HDU 1527 allows 32 MB).
    const LIMITS: Limits = Limits {
        judge: OnlineJudge::Poj,
        time_ms: 1000,
        memory_kib: 10_000,
        assumed: None,
    };
    const MAX_CASES: usize = 200;

    fn render(cases: &[Pair]) -> String {
        cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect()
    }

    fn validate(&(a, b): &Pair) -> Result<(), String> {
        within("a", a, 0..=MAX_PILE)?;
        within("b", b, 0..=MAX_PILE)
    }

    fn oracle(_: usize, &(a, b): &Pair) -> String {
        bit(wins(a, b))
    }

    fn small_cases() -> Vec<Pair> {
        let mut cases: Vec<Pair> = (0..=30).cartesian_product(0..=30).collect();
        cases.extend(fibonacci_neighbourhood());
        cases
    }

    fn random_case(rng: &mut Rng) -> Pair {
        match rng.below(5) {
            0 => (rng.range(0, SEARCH_BOUND), rng.range(0, SEARCH_BOUND)),
            1 => (rng.log_uniform(0, MAX_PILE), rng.log_uniform(0, MAX_PILE)),
            2 => *rng.pick(&fibonacci_neighbourhood()),
            _ => {
                // Near a losing position: the interesting answers.
                let pair = loop {
                    let a = rng.log_uniform(1, MAX_PILE / 2);
                    if let Some(pair) = losing_pair_from(a).filter(|&(_, b)| b < MAX_PILE) {
                        break pair;
                    }
                };
                let (a, b) = if rng.chance(1, 2) {
                    pair
                } else {
                    (pair.1, pair.0)
                };
                match rng.below(3) {
                    0 => (a, b),
                    1 => (a + 1, b),
                    _ => (a, b.saturating_sub(1)),
                }
            }
        }
    }

    /// The oracle reaches every pair of the judge's range (by the Zeckendorf theorem past the
    /// search), so the random cases span it already: piles log-uniform up to 10^9, losing pairs
    /// up to it and their neighbours, Fibonacci neighbourhoods; judge-sized files differ only in
    /// holding more of them.
    fn judge_sized_case(rng: &mut Rng) -> Pair {
        Self::random_case(rng)
    }

    fn parse(input: &str) -> Option<Vec<Pair>> {
        Tokens::new(input).until_end(|tokens| Some((tokens.value()?, tokens.value()?)))
    }

    fn shrink(&pair: &Pair) -> Vec<Pair> {
        // Each pile alone, both to the smaller, both lowered together (a diagonal move's shape).
        shrink_pair(pair, 0)
    }

    /// Pairs a, b ≤ 10^9, half of them losing: (⌊kφ⌋, ⌊kφ⌋ + k) in either order.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = "pairs a b ≤ 10^9, half of them losing (a = ⌊kφ⌋, b = a + k)";
        per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            what,
            Framing::ToEnd,
            |t, r| {
                let (a, b) = if r.chance(1, 2) {
                    // ⌊kφ⌋ + k ≤ 10^9 needs k ≤ 10^9 / φ² ≈ 381966011.
                    let k = r.range(0, 381_966_011);
                    let a = game_core::wythoff::losing_lower_pile(k).expect("fits in u64");
                    (a, a + k)
                } else {
                    (r.range(0, MAX_PILE), r.range(0, MAX_PILE))
                };
                if r.chance(1, 2) {
                    t.line(&[a, b]);
                } else {
                    t.line(&[b, a]);
                }
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Pair>> {
        vec![
            Wrong {
                name: "textbook double-precision test floor(k*(1+sqrt(5))/2) == a",
                answer: |_, &(a, b)| {
                    let (a, b) = (a.min(b), a.max(b));
                    let k = (b - a) as f64;
                    bit((k * (1.0 + 5f64.sqrt()) / 2.0).floor() as u64 != a)
                },
            },
            Wrong {
                name: "losing iff a == b (ignores the diagonal move)",
                answer: |_, &(a, b)| bit(a != b),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zeckendorf_theorem_agrees_with_the_search() {
        for a in 0..=SEARCH_BOUND {
            for b in 0..=SEARCH_BOUND {
                assert_eq!(wins_by_zeckendorf(a, b), wins_by_search(a, b), "({a}, {b})");
            }
        }
    }

    #[test]
    fn first_losing_positions_by_hand() {
        let losing: Vec<Pair> = (0..=13)
            .cartesian_product(0..=13)
            .filter(|&(a, b)| a <= b && !wins_by_search(a, b))
            .collect();
        assert_eq!(losing, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    }
}
