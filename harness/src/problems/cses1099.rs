//! CSES 1099 Stair Game: t tests of staircase Nim, `first` iff the player to move wins. The
//! oracle plays the stairs themselves (a move carries 1 to all of the balls of a stair k ≥ 2
//! down to stair k − 1) and searches the whole staircase with `game_core::sg::Search`; it
//! never looks at the even stairs alone.

use super::cses::{self, one_bit_from_zero};
use super::piles::{shrink_piles, spread_values, xor};
use crate::bench::inputs::{Input, Scale};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of cses1099.
pub struct Cses1099;

/// The most stairs of a judge-sized case: the sum bound shared by a file's 40 cases.
const JUDGE_SIZED_STAIRS: u64 = cses::judge_sized_len(cses1099::MAX_TOTAL_STAIRS);

type Stairs = Vec<u64>;
type StairsMoves = fn(&Stairs) -> Vec<Stairs>;

/// One position for every staircase that plays alike, by the rules alone: balls on stair 1 can
/// never move again (emptied), and empty stairs at the top never fill (dropped).
fn canonical(mut stairs: Stairs) -> Stairs {
    if let Some(first) = stairs.first_mut() {
        *first = 0;
    }
    while stairs.last() == Some(&0) {
        stairs.pop();
    }
    stairs
}

/// The game's rules: from a stair k ≥ 2 (index ≥ 1), any positive number of its balls down to
/// stair k − 1.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn moves(stairs: &Stairs) -> Vec<Stairs> {
    let mut options = Vec::new();
    for k in 1..stairs.len() {
        for carried in 1..=stairs[k] {
            let mut next = stairs.clone();
            next[k] -= carried;
            next[k - 1] += carried;
            options.push(canonical(next));
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<Search<Stairs, StairsMoves>> =
        RefCell::new(Search::new(moves as StairsMoves));
}

/// Whether the player to move wins, by search of the whole staircase.
fn first_wins(stairs: &[u64]) -> bool {
    SEARCH
        .with(|search| search.borrow_mut().wins(&canonical(stairs.to_vec())))
        .expect("no cycles: every move carries a ball down")
}

/// The balls of the stairs at `offset`, `offset + 2`, … (0-based), xored: a known-wrong
/// solution's guess at which stairs count.
fn xor_from(stairs: &[u64], offset: usize) -> u64 {
    stairs.iter().skip(offset).step_by(2).fold(0, |x, b| x ^ b)
}

impl Game for Cses1099 {
    type Case = Vec<u64>;
    const ID: &'static str = "cses1099";
    const SOLVE: SolveFn = |input, out| cses1099::solve(input, out);
    const LIMITS: Limits = cses::LIMITS;
    const MAX_CASES: usize = cses1099::MAX_TESTS as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        cses::render(cases)
    }

    fn validate(stairs: &Vec<u64>) -> Result<(), String> {
        within("n", stairs.len() as u64, 1..=cses1099::MAX_STAIRS)?;
        for &p in stairs {
            within("p_i", p, 0..=cses1099::MAX_BALLS)?;
        }
        Ok(())
    }

    fn oracle(_: usize, stairs: &Vec<u64>) -> String {
        cses::winner(first_wins(stairs))
    }

    /// Every staircase of 1 to 3 stairs with up to 4 balls each, 4 stairs with up to 3, and 5
    /// with up to 2.
    fn small_cases() -> Vec<Vec<u64>> {
        [(1, 4), (2, 4), (3, 4), (4, 3), (5, 2)]
            .into_iter()
            .flat_map(|(n, top)| (0..n).map(|_| 0..=top).multi_cartesian_product())
            .collect()
    }

    /// 1 to 6 stairs of up to 4 balls each (empty ones common), or one time in eight 2 to 4
    /// stairs with up to 12; a third of the time the last even stair given the xor of the
    /// other even stairs (a loss, when it stays in reach).
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let (n, top) = if rng.chance(1, 8) {
            (rng.range(2, 4), 12)
        } else {
            (rng.range(1, 6), rng.range(1, 4))
        };
        let mut stairs: Vec<u64> = (0..n)
            .map(|_| {
                if rng.chance(1, 4) {
                    0
                } else {
                    rng.range(0, top)
                }
            })
            .collect();
        if stairs.len() >= 2 && rng.chance(1, 3) {
            let last_even = (stairs.len() - 2) | 1;
            stairs[last_even] = 0;
            stairs[last_even] = xor_from(&stairs, 1);
        }
        stairs
    }

    /// n = `sized(1, 5000)` stairs over the judge's whole range 0..=10^9 (uniform, log-uniform
    /// or all in the top half, and an empty stair one time in eight); a third of the time the
    /// even stairs made to xor to 0, a quarter of the time one bit short of it, half of those
    /// by a bit from 2^20 up ([`one_bit_from_zero`]).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, JUDGE_SIZED_STAIRS);
        let mut stairs = spread_values(rng, n, cses1099::MAX_BALLS);
        for p in stairs.iter_mut() {
            if rng.chance(1, 8) {
                *p = 0;
            }
        }
        if n >= 2 {
            let mut evens: Vec<u64> = stairs.iter().skip(1).step_by(2).copied().collect();
            if rng.chance(1, 3) {
                let last = evens.len() - 1;
                let rest = xor(&evens[..last]);
                if rest <= cses1099::MAX_BALLS {
                    evens[last] = rest;
                }
            } else if rng.chance(1, 4) {
                one_bit_from_zero(rng, &mut evens, 0, cses1099::MAX_BALLS, 20);
            }
            for (p, e) in stairs.iter_mut().skip(1).step_by(2).zip(evens) {
                *p = e;
            }
        }
        stairs
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        cses::parse(input)
    }

    fn shrink(stairs: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(stairs, 0)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "the odd stairs 1, 3, 5, … xored instead of the even ones",
                answer: |_, stairs| cses::winner(xor_from(stairs, 0) != 0),
            },
            Wrong {
                name: "plain Nim: every stair xored",
                answer: |_, stairs| cses::winner(xor(stairs) != 0),
            },
            Wrong {
                name: "stairs counted from the top: the n-th, (n − 2)-th, … xored",
                answer: |_, stairs| {
                    let offset = (stairs.len() + 1) % 2;
                    cses::winner(xor_from(stairs, offset) != 0)
                },
            },
            Wrong {
                name: "the even stairs' xor kept in 20 bits (balls misread as ≤ 10^6)",
                answer: |_, stairs| cses::winner(xor_from(stairs, 1) & ((1 << 20) - 1) != 0),
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        cses::bench_inputs(
            Self::ID,
            s,
            cses1099::MAX_TESTS,
            cses1099::MAX_TOTAL_STAIRS,
            "0..=10^9",
            |r| r.range(0, cses1099::MAX_BALLS),
        )
    }
}
