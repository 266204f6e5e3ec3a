//! CSES 2208 Another Game: t tests; a move takes one coin from each heap of a non-empty set of
//! non-empty heaps; `first` iff the player to move wins. The oracle plays that game on the whole
//! position (every non-empty subset of the non-empty heaps is a move) and searches it with
//! `game_core::sg::Search`; it never looks at a heap's parity.

use super::cses;
use super::piles::{all_piles, check_piles, shrink_piles, spread_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Scale};
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of cses2208.
pub struct Cses2208;

/// The most heaps of a judge-sized case: the sum bound shared by a file's 40 cases.
const JUDGE_SIZED_HEAPS: u64 = cses::judge_sized_len(cses2208::MAX_TOTAL_HEAPS);

type Heaps = Vec<u64>;
type HeapsMoves = fn(&Heaps) -> Vec<Heaps>;

/// The heaps with empty ones dropped and the rest sorted: one position for every order.
fn canonical(mut heaps: Heaps) -> Heaps {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// The game's rules: every non-empty set of the (non-empty) heaps, one coin taken from each.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn moves(heaps: &Heaps) -> Vec<Heaps> {
    let n = heaps.len();
    (1..1u32 << n)
        .map(|set| {
            let next = (0..n).map(|i| heaps[i] - u64::from(set >> i & 1)).collect();
            canonical(next)
        })
        .collect()
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<Search<Heaps, HeapsMoves>> =
        RefCell::new(Search::new(moves as HeapsMoves));
}

/// Whether the player to move wins, by search of the whole position.
fn first_wins(heaps: &[u64]) -> bool {
    let position = canonical(heaps.to_vec());
    assert!(position.len() <= 16, "the oracle's reach: at most 16 heaps");
    SEARCH
        .with(|search| search.borrow_mut().wins(&position))
        .expect("no cycles: every move removes a coin")
}

/// Every heap made even (one coin more where it is odd, within 1..=10^9), for generators.
fn all_even(heaps: &mut [u64]) {
    for h in heaps.iter_mut() {
        if *h % 2 == 1 {
            *h = if *h < cses2208::MAX_COINS {
                *h + 1
            } else {
                *h - 1
            };
        }
    }
}

/// A third of the time, every heap made even (a loss: random heaps are mostly wins), then half
/// of those times one of them (anywhere in the row) made odd again.
fn a_third_made_even(rng: &mut Rng, heaps: &mut [u64]) {
    if rng.chance(1, 3) {
        all_even(heaps);
        if rng.chance(1, 2) {
            let i = rng.below(heaps.len());
            heaps[i] -= 1;
        }
    }
}

impl Game for Cses2208 {
    type Case = Vec<u64>;
    const ID: &'static str = "cses2208";
    const SOLVE: SolveFn = |input, out| cses2208::solve(input, out);
    const LIMITS: Limits = cses::LIMITS;
    const MAX_CASES: usize = cses2208::MAX_TESTS as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        cses::render(cases)
    }

    fn validate(heaps: &Vec<u64>) -> Result<(), String> {
        within("n", heaps.len() as u64, 1..=cses2208::MAX_HEAPS)?;
        check_piles(heaps, cses2208::MAX_COINS)
    }

    fn oracle(_: usize, heaps: &Vec<u64>) -> String {
        cses::winner(first_wins(heaps))
    }

    /// Every position of 1 heap up to 12, 2 up to 8, 3 up to 6, 4 up to 4 and 5 up to 3 coins.
    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 12), (2, 8), (3, 6), (4, 4), (5, 3)])
    }

    /// 1 to 5 heaps of up to 10 coins (or, one time in eight, 6 or 7 heaps of up to 4); a
    /// third of the time every heap made even (a loss: random heaps are mostly wins), and then
    /// half the time one heap made odd again (a single odd heap among even ones).
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let mut heaps = cses::few_heaps(rng, 10, ((6, 7), 4));
        a_third_made_even(rng, &mut heaps);
        heaps
    }

    /// n = `sized(1, 5000)` heaps over the judge's whole range 1..=10^9 (uniform, log-uniform
    /// or all in the top half); a third of the time every heap made even, then half the time
    /// one of them (anywhere in the row) made odd again.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, JUDGE_SIZED_HEAPS);
        let mut heaps = spread_values(rng, n, cses2208::MAX_COINS);
        a_third_made_even(rng, &mut heaps);
        heaps
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        cses::parse(input)
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(heaps, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "plain Nim: first iff the xor of the heaps is not 0",
                answer: |_, heaps| cses::winner(heaps.iter().fold(0, |x, h| x ^ h) != 0),
            },
            Wrong {
                name: "first iff the sum of the heaps is odd (two odd heaps read as even)",
                answer: |_, heaps| cses::winner(heaps.iter().sum::<u64>() % 2 == 1),
            },
            Wrong {
                name: "first iff the smallest heap is odd",
                answer: |_, heaps| cses::winner(heaps.iter().min().is_some_and(|&h| h % 2 == 1)),
            },
            Wrong {
                name: "first iff every heap is odd",
                answer: |_, heaps| cses::winner(heaps.iter().all(|&h| h % 2 == 1)),
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        cses::bench_inputs(
            Self::ID,
            s,
            cses2208::MAX_TESTS,
            cses2208::MAX_TOTAL_HEAPS,
            "1..=10^9",
            |r| r.range(1, cses2208::MAX_COINS),
        )
    }
}
