//! CSES 1099 Stair Game: t tests of staircase Nim, `first` iff the player to move wins. The
//! oracle plays the stairs themselves (a move carries 1 to all of the balls of a stair k ≥ 2
//! down to stair k − 1) and searches the whole staircase with `game_core::sg::Search`; it
//! never looks at the even stairs alone.

use super::cses::{self, one_bit_from_zero};
use super::piles::{shrink_piles, spread_values, xor};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Scale};
use crate::parts::folded_parts;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;
use std::ops::Range;

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

/// The stairs of `part` replaced by the fewest that keep both the xor of the even stairs (odd
/// indices from 0) and the parity of every stair after the part: none, or the xor on a stair of
/// the part's first even index with empty odd stairs around it (`[x]`, `[0, x]`, `[x, 0]` or
/// `[0, x, 0]`, as the part starts and ends).
fn folded_stairs(stairs: &[u64], part: Range<usize>) -> Vec<u64> {
    let odd_start = part.start % 2 == 1;
    let x = xor_from(&stairs[part.clone()], usize::from(!odd_start));
    match (x, odd_start, part.len() % 2 == 1) {
        (0, _, false) => Vec::new(),
        (0, _, true) => vec![0],
        (_, true, true) => vec![x],
        (_, true, false) => vec![x, 0],
        (_, false, false) => vec![0, x],
        (_, false, true) => vec![0, x, 0],
    }
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

    /// Halves, quarters, … of the staircase folded into the fewest stairs that keep the even
    /// stairs' xor (the game's value) and the parity of the stairs after them
    /// ([`folded_stairs`]), then [`shrink_piles`].
    fn shrink(stairs: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = folded_parts(stairs, |part| folded_stairs(stairs, part));
        smaller.extend(shrink_piles(stairs, 0));
        smaller
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folded_stairs_keep_the_even_stairs_xor_and_the_parity_after_them() {
        let stairs = [1, 2, 4, 8, 16, 32, 64];
        // From stair 1 (index 0): 1 2 4 8 → the even stairs 2 ^ 8 = 10 at index 1.
        assert_eq!(folded_stairs(&stairs, 0..4), [0, 10]);
        // From index 1: 2 4 8 16 32 → 2 ^ 8 ^ 32 = 42, alone at index 1.
        assert_eq!(folded_stairs(&stairs, 1..6), [42]);
        assert_eq!(folded_stairs(&stairs, 1..5), [10, 0]);
        assert_eq!(folded_stairs(&stairs, 0..5), [0, 10, 0]);
        assert!(folded_stairs(&[0, 3, 5, 3], 0..4).is_empty());
        assert_eq!(folded_stairs(&[0, 3, 5, 3, 7], 0..5), [0]);
        let row: Vec<u64> = (0..30).map(|i| i * 7 + 1).collect();
        let folds = folded_parts(&row, |part| folded_stairs(&row, part));
        // The halves, quarters and eighths of 4 stairs (two stairs fold into no fewer).
        assert!(folds.len() >= 2 + 4 + 7, "{}", folds.len());
        for variant in folds {
            assert!(variant.len() < row.len(), "{variant:?}");
            assert_eq!(xor_from(&variant, 1), xor_from(&row, 1), "{variant:?}");
        }
    }
}
