//! POJ 2234 Matches Game: Nim, `Yes` iff the player to move wins. Cases to the end of the input.
//!
//! Also home of [`random_piles`] and [`shrink_piles`], which the other plain-Nim problems
//! (poj2975, hdu1850, nim_ritual) share.

use crate::game::{Game, SolveFn, Wrong};
use crate::oracle::nim_wins;
use crate::rng::Rng;
use itertools::Itertools;

/// The registration of poj2234.
pub struct Poj2234;

/// The judge's pile bound.
const MAX_PILE: u64 = 10_000_000;

/// Every position of `m` piles of `1..=top` matches, for each `(m, top)`.
pub(super) fn all_piles(bounds: &[(usize, u64)]) -> Vec<Vec<u64>> {
    let mut cases = Vec::new();
    for &(m, top) in bounds {
        cases.extend((0..m).map(|_| 1..=top).multi_cartesian_product());
    }
    cases
}

/// Random Nim piles within the oracle's reach: usually 1 to 5 piles of up to 12, sometimes
/// 6 to 10 piles of up to 3; never fewer than `min_len` piles. A third of the time one more
/// pile, equal to the xor of the others, makes the position a loss (random piles alone are
/// nearly always wins).
pub(super) fn random_piles(rng: &mut Rng, min_len: u64) -> Vec<u64> {
    let (m, top) = if rng.chance(1, 4) {
        (rng.range(6, 10), 3)
    } else {
        (rng.range(min_len.max(1), 5), rng.range(1, 12))
    };
    let mut piles: Vec<u64> = (0..m).map(|_| rng.range(1, top)).collect();
    let x = piles.iter().fold(0, |acc, p| acc ^ p);
    if x != 0 && rng.chance(1, 3) {
        piles.insert(rng.below(piles.len() + 1), x);
    }
    piles
}

/// Each pile removed, and each pile made one smaller (piles stay ≥ 1).
pub(super) fn shrink_piles(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut smaller = Vec::new();
    for i in 0..piles.len() {
        if piles.len() > 1 {
            let mut fewer = piles.to_vec();
            fewer.remove(i);
            smaller.push(fewer);
        }
        if piles[i] > 1 {
            let mut less = piles.to_vec();
            less[i] -= 1;
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

fn yes_no(wins: bool) -> String {
    if wins { "Yes\n" } else { "No\n" }.to_string()
}

impl Game for Poj2234 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj2234";
    const SOLVE: SolveFn = poj2234::solve;
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        cases
            .iter()
            .map(|piles| format!("{} {}\n", piles.len(), piles.iter().join(" ")))
            .collect()
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        if !(1..=poj2234::MAX_PILES as usize).contains(&piles.len()) {
            return Err(format!("M = {} is outside 1..=20", piles.len()));
        }
        check_piles(piles, MAX_PILE)
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        // Memoised search of the whole position by Nim's rules.
        yes_no(nim_wins(piles))
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 7), (2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        random_piles(rng, 1)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(piles)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "sum instead of xor: Yes iff the sum of the piles is odd",
                answer: |_, piles| yes_no(piles.iter().sum::<u64>() % 2 == 1),
            },
            Wrong {
                name: "`>` instead of `!=`: Yes iff the largest pile > the xor of the others",
                answer: |_, piles| {
                    let largest = piles.iter().position_max().unwrap_or(0);
                    let others = piles
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != largest)
                        .fold(0, |acc, (_, p)| acc ^ p);
                    yes_no(piles[largest] > others)
                },
            },
        ]
    }
}
