//! Helpers shared by the problems whose case is a row of Nim piles (poj2234, poj2975, hdu1850,
//! nim_ritual, hdu2176, and in part poj1740 and hdu1404): exhaustive and random rows, shrinking,
//! validation, rendering, and the move-counting oracle with its known-wrong solutions.

use crate::game::Wrong;
use crate::oracle::nim_winning_moves;
use crate::rng::Rng;
use itertools::Itertools;
use std::ops::SubAssign;

/// The xor of the piles (their nim-sum), for generators and known-wrong solutions; the oracles
/// search instead. O(piles).
pub(super) fn xor(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |acc, p| acc ^ p)
}

/// Every position of `m` piles of `1..=top` stones, for each `(m, top)` in turn; within one
/// bound, in lexicographic order.
pub(super) fn all_piles(bounds: &[(usize, u64)]) -> Vec<Vec<u64>> {
    let mut cases = Vec::new();
    for &(m, top) in bounds {
        cases.extend((0..m).map(|_| 1..=top).multi_cartesian_product());
    }
    cases
}

/// `min_len.max(1)..=5` piles of `1..=top` stones, for a random `top` in `1..=12`: within the
/// oracle's reach, and nearly always a win (see [`random_piles`] for losses too).
fn few_random_piles(rng: &mut Rng, min_len: u64) -> Vec<u64> {
    let m = rng.range(min_len.max(1), 5);
    let top = rng.range(1, 12);
    (0..m).map(|_| rng.range(1, top)).collect()
}

/// Random Nim piles within the oracle's reach: usually [`few_random_piles`], sometimes 6 to 10
/// piles of up to 3; never fewer than `min_len` piles. A third of the time one more pile, equal
/// to the xor of the others, makes the position a loss (random piles alone are nearly always
/// wins).
pub(super) fn random_piles(rng: &mut Rng, min_len: u64) -> Vec<u64> {
    let mut piles = if rng.chance(1, 4) {
        let m = rng.range(6, 10);
        (0..m).map(|_| rng.range(1, 3)).collect()
    } else {
        few_random_piles(rng, min_len)
    };
    let x = xor(&piles);
    if x != 0 && rng.chance(1, 3) {
        piles.insert(rng.below(piles.len() + 1), x);
    }
    piles
}

/// Smaller variants of a row, for shrinking a failing case: each pile removed (while more than
/// one is left), and each pile above `floor` made one smaller. Also serves rows of other small
/// counts, such as hdu1404's digits.
pub(super) fn shrink_piles<T>(piles: &[T], floor: T) -> Vec<Vec<T>>
where
    T: Copy + PartialOrd + SubAssign + From<u8>,
{
    let mut smaller = Vec::new();
    for i in 0..piles.len() {
        if piles.len() > 1 {
            let mut fewer = piles.to_vec();
            fewer.remove(i);
            smaller.push(fewer);
        }
        if piles[i] > floor {
            let mut less = piles.to_vec();
            less[i] -= T::from(1);
            smaller.push(less);
        }
    }
    smaller
}

/// `Err` naming the first pile outside `1..=max`.
pub(super) fn check_piles(piles: &[u64], max: u64) -> Result<(), String> {
    match piles.iter().find(|&&p| !(1..=max).contains(&p)) {
        Some(p) => Err(format!("pile {p} is outside 1..={max}")),
        None => Ok(()),
    }
}

/// One case as a count line and a line of its piles: `len\np1 p2 …\n`.
pub(super) fn render_counted(piles: &[u64]) -> String {
    format!("{}\n{}\n", piles.len(), piles.iter().join(" "))
}

/// Every case as [`render_counted`], then the `0` line that ends the input.
pub(super) fn render_zero_terminated(cases: &[Vec<u64>]) -> String {
    let mut text: String = cases.iter().map(|piles| render_counted(piles)).collect();
    text.push_str("0\n");
    text
}

/// The number of winning moves of `piles`, by the rules: every move (a pile, and what it is
/// left with) whose result is a losing position, found by search of the whole position.
pub(super) fn count_oracle(piles: &[u64]) -> String {
    format!("{}\n", nim_winning_moves(piles).len())
}

/// Known-wrong ways to count Nim's winning moves.
pub(super) fn count_wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
    vec![
        Wrong {
            name: "`<=` instead of `<` in the move rule",
            answer: |_, piles| {
                let x = xor(piles);
                format!("{}\n", piles.iter().filter(|&&p| p ^ x <= p).count())
            },
        },
        Wrong {
            name: "counts piles >= X instead of those with X's top bit",
            answer: |_, piles| {
                let x = xor(piles);
                let count = if x == 0 {
                    0
                } else {
                    piles.iter().filter(|&&p| p >= x).count()
                };
                format!("{count}\n")
            },
        },
    ]
}
