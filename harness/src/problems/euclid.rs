//! Pairs of Euclid's game, shared by poj2348 (Euclid's game) and hdu3595 (every-SG sums of the
//! same two-pile game): the rules as a move function, the continued-fraction shape of a pair
//! (which bounds a search's cost), and shrinking that keeps that shape small.

use super::piles::smaller_values;

/// A position: the larger pile, then the smaller one (0 once the game is over).
pub(super) type Pair = (u64, u64);

/// The most options one position may have in an oracle's search (its `big / small`): the
/// generators keep every quotient of Euclid's algorithm far below it.
pub(super) const MAX_OPTIONS: u64 = 1_000;

/// `(a, b)` as (larger, smaller).
pub(super) fn ordered(a: u64, b: u64) -> Pair {
    if a >= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// The rules: subtract `k · small` from `big` for every `k ≥ 1` that leaves it ≥ 0. A pair with a
/// 0 has no moves (the game is over). O(big / small), at most [`MAX_OPTIONS`].
pub(super) fn options(&(big, small): &Pair) -> Vec<Pair> {
    if small == 0 {
        return Vec::new();
    }
    let most = big / small;
    assert!(
        most <= MAX_OPTIONS,
        "({big}, {small}) is out of the oracle's reach"
    );
    (1..=most)
        .map(|k| ordered(big - k * small, small))
        .collect()
}

/// The sum of the quotients of Euclid's algorithm on `(a, b)`: about how many positions a search
/// from the pair visits (a cost estimate only, not an answer). 0 if a number is 0.
pub(super) fn quotient_sum(a: u64, b: u64) -> u64 {
    let (mut big, mut small) = ordered(a, b);
    let mut cost = 0u64;
    while small > 0 {
        cost = cost.saturating_add(big / small);
        (big, small) = (small, big % small);
    }
    cost
}

/// A coprime pair `p ≥ q` whose continued fraction `p / q = [a0; a1, …]` has the given quotients.
pub(super) fn from_quotients(quotients: &[u64]) -> Pair {
    let mut p = 1u64;
    let mut q = 0u64;
    for &a in quotients.iter().rev() {
        (p, q) = (a * p + q, p);
    }
    (p, q)
}

/// Greatest common divisor (Euclid's algorithm); `gcd(a, 0) = a`.
pub(super) fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b > 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Smaller pairs of the same orientation as `(a, b)` (both positive), by its shape: a pair is
/// g · (p, q) with p / q = [q0; q1, …]; shrink the scale g, then drop or lower each quotient.
/// Unfiltered: a caller keeps those smaller than `(a, b)` and within its oracle's reach.
pub(super) fn ratio_shrinks((a, b): Pair) -> Vec<Pair> {
    let (big, small) = ordered(a, b);
    let g = gcd(big, small);
    let mut quotients = Vec::new();
    let (mut p, mut q) = (big / g, small / g);
    while q > 0 {
        quotients.push(p / q);
        (p, q) = (q, p % q);
    }
    let scaled = |quotients: &[u64], scale: u64| {
        let (p, q) = from_quotients(quotients);
        let pair = (p.checked_mul(scale)?, q.checked_mul(scale)?);
        Some(if a >= b { pair } else { (pair.1, pair.0) })
    };
    let mut candidates: Vec<Pair> = smaller_values(g, 1)
        .into_iter()
        .filter_map(|scale| scaled(&quotients, scale))
        .collect();
    for i in 0..quotients.len() {
        if quotients.len() > 1 {
            let mut fewer = quotients.clone();
            fewer.remove(i);
            candidates.extend(scaled(&fewer, g));
        }
        for smaller in smaller_values(quotients[i], 1) {
            let mut less = quotients.clone();
            less[i] = smaller;
            candidates.extend(scaled(&less, g));
        }
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotients_build_the_pair() {
        // 34/12 is not coprime; 17/6 = [2; 1, 5].
        assert_eq!(from_quotients(&[2, 1, 5]), (17, 6));
        assert_eq!(from_quotients(&[1]), (1, 1));
        assert_eq!(quotient_sum(17, 6), 2 + 1 + 5);
        assert_eq!(quotient_sum(0, 6), 0);
        assert_eq!(gcd(34, 12), 2);
    }

    #[test]
    fn shrinks_keep_the_orientation() {
        // 34 / 12 = 2 · (17, 6), 17/6 = [2; 1, 5].
        let smaller = ratio_shrinks((12, 34));
        assert!(smaller.contains(&(6, 17))); // scale 1
        assert!(smaller.contains(&(10, 22))); // the quotient 1 dropped: 2 · [2; 5] = 2 · (11, 5)
        assert!(smaller.contains(&(4, 10))); // 5 lowered to 1: 2 · [2; 1, 1] = 2 · (5, 2)
        assert!(smaller.iter().all(|&(x, y)| x < y));
        assert_eq!(options(&(7, 3)), [(4, 3), (3, 1)]);
        assert!(options(&(3, 0)).is_empty());
    }
}
