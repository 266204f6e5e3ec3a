//! Helpers shared by the problems whose case is a row of Nim piles (poj2234, poj2975, hdu1850,
//! nim_ritual, hdu2176, and in part poj1740 and hdu1404): exhaustive and random rows, shrinking,
//! validation, rendering, and the move-counting oracle with its known-wrong solutions.

use super::render::zero_terminated;
use crate::game::Wrong;
use crate::oracle::nim_winning_moves;
use crate::parse::Tokens;
use crate::parts::{folded_parts, parts, without, SIXTY_FOURTHS};
use crate::rng::Rng;
use itertools::Itertools;

/// The xor of the piles (their nim-sum), for generators and known-wrong solutions; the oracles
/// search instead. O(piles).
pub(super) fn xor(piles: &[u64]) -> u64 {
    piles.iter().fold(0, |acc, p| acc ^ p)
}

/// The xor of `value(pile)` over the piles: a known-wrong solution's guess at a sum's value when
/// each pile is worth `value` of its size. O(piles).
pub(super) fn xor_by(piles: &[u64], value: fn(u64) -> u64) -> u64 {
    piles.iter().fold(0, |acc, &p| acc ^ value(p))
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

/// `m` values in `1..=max`, all of one shape drawn first: uniform, log-uniform (small values
/// too), or all in the top half (every one with the top bit of `max`). O(m).
pub(super) fn spread_values(rng: &mut Rng, m: u64, max: u64) -> Vec<u64> {
    let shape = rng.below(3);
    (0..m)
        .map(|_| match shape {
            0 => rng.range(1, max),
            1 => rng.log_uniform(1, max),
            _ => rng.range(max / 2 + 1, max),
        })
        .collect()
}

/// `m` piles over the whole of `1..=max`, for judge-sized cases ([`spread_values`]), and a third of the time the last pile replaced by the xor of the others when that is a pile (a loss).
pub(super) fn full_range_piles(rng: &mut Rng, m: u64, max: u64) -> Vec<u64> {
    let mut piles = spread_values(rng, m, max);
    if m > 1 && rng.chance(1, 3) {
        let rest = xor(&piles[..piles.len() - 1]);
        if (1..=max).contains(&rest) {
            *piles.last_mut().expect("m > 1") = rest;
        }
    }
    piles
}

/// The cases of a `count, piles` input ended by a `0` count (what [`render_zero_terminated`]
/// writes); `None` if it is not one.
pub(super) fn parse_zero_terminated(input: &str) -> Option<Vec<Vec<u64>>> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    loop {
        let m: usize = tokens.value()?;
        if m == 0 {
            return Some(cases);
        }
        cases.push(tokens.many(m)?);
    }
}

/// Values below `x`, down to `floor`, in increasing order: every one when there are at most
/// [`DENSE`]; else `floor`, `floor + 1`, `floor + 2`, the points that cut `floor..x` into
/// [`GRID`] equal parts, and `x` less half its distance to `floor`, less a quarter, …, and last
/// `x − 1`. Each value once, each in `floor..x` (none if `x ≤ floor`). A greedy shrinker that
/// takes the first value that still fails takes the smallest failing one outright when the
/// values are few, jumps to small values when they fail, and otherwise lands on a grid point or
/// closes in on `x` in O(log x) steps, then tries again from there: it stops only at a value
/// none of whose candidates fails (a local minimum), not after walking down by ones.
pub(super) fn smaller_values(x: u64, floor: u64) -> Vec<u64> {
    if x <= floor {
        return Vec::new();
    }
    let span = x - floor;
    if span <= DENSE {
        return (floor..x).collect();
    }
    let mut values: Vec<u64> = (floor..floor + 3).collect();
    values.extend(
        (1..GRID).map(|k| floor + (u128::from(span) * u128::from(k) / u128::from(GRID)) as u64),
    );
    let mut step = span / 2;
    while step > 0 {
        values.push(x - step);
        step /= 2;
    }
    values.sort_unstable();
    values.dedup();
    values
}

/// Below this many smaller values, [`smaller_values`] lists them all.
const DENSE: u64 = 16;

/// [`smaller_values`] cuts a larger range into this many equal parts.
const GRID: u64 = 8;

/// Smaller variants of a pair whose coordinates are each at least `floor`: each coordinate
/// alone made smaller ([`smaller_values`]), both made the smaller of the two, and both lowered
/// together by the same amount (the difference kept). Each variant is smaller in one coordinate
/// and no larger in the other.
pub(super) fn shrink_pair((a, b): (u64, u64), floor: u64) -> Vec<(u64, u64)> {
    let mut smaller: Vec<(u64, u64)> = Vec::new();
    let low = a.min(b);
    for lower in smaller_values(low, floor) {
        smaller.push((a - (low - lower), b - (low - lower)));
    }
    if a != b {
        smaller.push((low, low));
    }
    smaller.extend(smaller_values(a, floor).into_iter().map(|x| (x, b)));
    smaller.extend(smaller_values(b, floor).into_iter().map(|y| (a, y)));
    smaller.into_iter().unique().collect()
}

/// Rows longer than this (judge-sized ones) shrink by halves, quarters, … of the row, not pile
/// by pile: a variant per pile, or per pair of piles, would be millions.
const SMALL_ROW: usize = 12;

/// Smaller variants of a row, for shrinking a failing case. A long row (more than
/// [`SMALL_ROW`] piles): each half, quarter, … (down to a 64th) of it removed, then every pile
/// halved at once. A short row: each pile removed (while more than one is left), each two piles
/// removed (while more than two are left), then each pile above `floor` made smaller
/// ([`smaller_values`]). Also serves rows of other small counts, such as hdu1404's digits.
pub(super) fn shrink_piles<T>(piles: &[T], floor: T) -> Vec<Vec<T>>
where
    T: Copy + Into<u64> + TryFrom<u64>,
{
    let mut smaller = Vec::new();
    if piles.len() > SMALL_ROW {
        for part in parts(piles.len(), SIXTY_FOURTHS) {
            smaller.push(without(piles, part));
        }
        let halved: Option<Vec<T>> = piles
            .iter()
            .map(|&p| T::try_from((p.into() / 2).max(floor.into())).ok())
            .collect();
        if let Some(halved) = halved {
            if halved.iter().zip(piles).any(|(&h, &p)| h.into() < p.into()) {
                smaller.push(halved);
            }
        }
        return smaller;
    }
    if piles.len() > 1 {
        for i in 0..piles.len() {
            let mut fewer = piles.to_vec();
            fewer.remove(i);
            smaller.push(fewer);
        }
    }
    if piles.len() > 2 {
        for (i, j) in (0..piles.len()).tuple_combinations() {
            let mut fewer = piles.to_vec();
            fewer.remove(j);
            fewer.remove(i);
            smaller.push(fewer);
        }
    }
    for (i, &pile) in piles.iter().enumerate() {
        for value in smaller_values(pile.into(), floor.into()) {
            let Ok(value) = T::try_from(value) else {
                continue;
            };
            let mut less = piles.to_vec();
            less[i] = value;
            smaller.push(less);
        }
    }
    smaller
}

/// For a row of Nim piles: variants that keep the row's xor (a Nim solution's failure often hangs
/// on the xor, which removing piles changes), then [`shrink_piles`]. A long row: each half,
/// quarter, … of it folded into one pile of its xor ([`xor_folded_parts`]) first. A short row,
/// after `shrink_piles`: each pile folded into another (both replaced by their xor, where that is
/// at least `floor`), and each two piles lowered at once, the first to each of its smaller
/// values and the second to the value that keeps the xor, where that is smaller too.
pub(super) fn shrink_nim_piles(piles: &[u64], floor: u64) -> Vec<Vec<u64>> {
    if piles.len() > SMALL_ROW {
        let mut smaller = xor_folded_parts(piles);
        smaller.extend(shrink_piles(piles, floor));
        return smaller;
    }
    let mut smaller = shrink_piles(piles, floor);
    for (i, j) in (0..piles.len()).tuple_combinations() {
        let folded = piles[i] ^ piles[j];
        if folded >= floor {
            let mut fewer = piles.to_vec();
            fewer[i] = folded;
            fewer.remove(j);
            smaller.push(fewer);
        }
    }
    for (i, j) in (0..piles.len()).permutations(2).map(|p| (p[0], p[1])) {
        for lower in smaller_values(piles[i], floor) {
            let partner = piles[j] ^ piles[i] ^ lower;
            if (floor..piles[j]).contains(&partner) {
                let mut less = piles.to_vec();
                less[i] = lower;
                less[j] = partner;
                smaller.push(less);
            }
        }
    }
    smaller
}

/// A long row (more than [`SMALL_ROW`] values) with each half, quarter, … of it folded into one
/// value, their xor, or removed where that is 0 ([`folded_parts`]): the row's xor kept, each
/// variant shorter. The folded value may pass the judge's bound (the validator drops those).
/// Nothing for a short row.
pub(super) fn xor_folded_parts(row: &[u64]) -> Vec<Vec<u64>> {
    if row.len() <= SMALL_ROW {
        return Vec::new();
    }
    folded_parts(row, |part| {
        let x = xor(&row[part]);
        if x == 0 {
            Vec::new()
        } else {
            vec![x]
        }
    })
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

/// T, then T cases of a count and that many piles: the inverse of [`render_counted`] under
/// `counted_cases`. O(tokens).
pub(super) fn parse_counted(input: &str) -> Option<Vec<Vec<u64>>> {
    Tokens::new(input).counted(|tokens| {
        let n = tokens.value()?;
        tokens.many(n)
    })
}

/// The one case of an input of a count and that many numbers (the inverse of
/// [`render_counted`]). O(tokens).
pub(super) fn parse_one_counted(input: &str) -> Option<Vec<Vec<u64>>> {
    let mut tokens = Tokens::new(input);
    let n = tokens.value()?;
    let row = tokens.many(n)?;
    tokens.is_done().then_some(vec![row])
}

/// Every case as [`render_counted`], then the `0` line that ends the input.
pub(super) fn render_zero_terminated(cases: &[Vec<u64>]) -> String {
    zero_terminated(cases, |piles| render_counted(piles))
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

/// The count of winning moves by a solution that searches the nim-sum's top bit only below
/// 2^`BITS` (the piles' bound misread): 0 when the nim-sum has no 1 bit there. As a
/// [`Wrong::answer`]: `count_with_top_bit_below::<17>`. O(piles).
// `&Vec<u64>`, not a slice: the signature of `Wrong::answer` for cases that are `Vec<u64>`.
#[allow(clippy::ptr_arg)]
pub(super) fn count_with_top_bit_below<const BITS: u32>(_: usize, piles: &Vec<u64>) -> String {
    let x = xor(piles);
    let count = (0..BITS).rev().find(|b| x >> b & 1 == 1).map_or(0, |top| {
        piles.iter().filter(|&&p| p >> top & 1 == 1).count()
    });
    format!("{count}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smaller_values_all_or_bold_first() {
        // Few: all of them.
        assert_eq!(smaller_values(10, 0), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(smaller_values(17, 1).len(), 16);
        // 1, 2, 3; eighths of 1..100: 1 + 99k/8 = 13, 25, 38, 50, 62, 75, 87; then 100 − 49
        // = 51, − 24, − 12, − 6, − 3, − 1.
        assert_eq!(
            smaller_values(100, 1),
            [1, 2, 3, 13, 25, 38, 50, 51, 62, 75, 76, 87, 88, 94, 97, 99]
        );
        assert!(smaller_values(u64::MAX, 0).len() < 80);
        assert_eq!(smaller_values(2, 1), [1]);
        assert!(smaller_values(1, 1).is_empty());
        assert!(smaller_values(0, 1).is_empty());
    }

    #[test]
    fn pairs_shrink_each_number_together_and_to_the_smaller() {
        assert_eq!(
            shrink_pair((3, 5), 0),
            [
                // Both lowered by 3, 2, 1 (the difference 2 kept), then both to 3.
                (0, 2),
                (1, 3),
                (2, 4),
                (3, 3),
                // The first alone, then the second alone (5 − 2 = 3, 5 − 1 = 4).
                (0, 5),
                (1, 5),
                (2, 5),
                (3, 0),
                (3, 1),
                (3, 2),
                (3, 4),
            ]
        );
        assert!(shrink_pair((1, 1), 1).is_empty());
    }

    #[test]
    fn long_rows_shrink_by_parts_then_halved() {
        let row: Vec<u64> = (1..=100).collect();
        let smaller = shrink_piles(&row, 1);
        // Halves, quarters, …, 64ths (of 2 piles each: 50 of them), then all halved.
        assert_eq!(smaller[0], (51..=100).collect::<Vec<u64>>());
        assert_eq!(smaller[1], (1..=50).collect::<Vec<u64>>());
        assert_eq!(smaller.len(), 2 + 4 + 8 + 15 + 25 + 50 + 1);
        let halved: Vec<u64> = row.iter().map(|&p| (p / 2).max(1)).collect();
        assert_eq!(smaller.last(), Some(&halved));
        assert!(smaller
            .iter()
            .all(|v| v.len() < row.len() || v.iter().sum::<u64>() < 5050));
    }

    #[test]
    fn long_rows_fold_into_their_xor_first() {
        let row: Vec<u64> = (1..=20).collect();
        let smaller = shrink_nim_piles(&row, 1);
        // 1 ^ 2 ^ … ^ 10 = 11: the first half folded into one pile of 11.
        let mut first = vec![11];
        first.extend(11..=20);
        assert_eq!(smaller[0], first);
        // 11 ^ … ^ 20 = 31; 1 ^ 2 ^ 3 = 0: a part whose xor is 0 is removed.
        assert_eq!(smaller[1][10..], [31]);
        assert!(smaller.contains(&(4..=20).collect::<Vec<u64>>()));
        for variant in xor_folded_parts(&row) {
            assert!(variant.len() < row.len(), "{variant:?}");
            assert_eq!(xor(&variant), xor(&row), "{variant:?}");
        }
        assert!(xor_folded_parts(&row[..SMALL_ROW]).is_empty());
    }

    #[test]
    fn nim_rows_shrink_keeping_the_xor_too() {
        let row = [3, 10, 9]; // xor 0
        let smaller = shrink_nim_piles(&row, 1);
        // 3 and 10 folded into 3 ^ 10 = 9; 3 lowered to 1 with 10 lowered to 10 ^ 3 ^ 1 = 8.
        assert!(smaller.contains(&vec![9, 9]));
        assert!(smaller.contains(&vec![1, 8, 9]));
        assert!(smaller.contains(&vec![10, 9]) && smaller.contains(&vec![3]));
        // Every variant has fewer piles or fewer stones, so greedy shrinking ends.
        for variant in &smaller {
            let stones: u64 = variant.iter().sum();
            assert!(variant.len() < row.len() || stones < 22, "{variant:?}");
            assert!(variant.iter().all(|&p| p >= 1), "{variant:?}");
        }
    }
}
