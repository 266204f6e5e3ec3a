//! POJ 1067 / HDU 1527 取石子游戏: Wythoff's game. Print `1` if the first player wins, else `0`.
//!
//! With `a ≤ b` and `k = b − a`, the mover loses iff `a = ⌊k·φ⌋`. Computed exactly in integers:
//! `⌊k·φ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋` in u128, so every pair of u64 gets the right answer. O(log k) per
//! pair (the integer square root), O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves one pair per line until the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(a) = input.u64_or_end("a pile size a", 0..=u64::MAX)? {
        let b = input.u64("a pile size b", 0..=u64::MAX)?;
        out.line(if first_player_wins(a, b) { "1" } else { "0" })?;
    }
    Ok(())
}

/// Whether the player to move wins Wythoff's game from piles `a` and `b`. O(log(a + b)).
pub fn first_player_wins(a: u64, b: u64) -> bool {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    losing_lower_pile(high - low) != Some(low)
}

/// The smaller pile `⌊k·φ⌋` of the losing position whose piles differ by `k`, or `None` if that
/// position's larger pile `⌊k·φ⌋ + k` exceeds u64 (then no pair of u64 piles differing by `k`
/// is losing). Exact. O(log k).
pub fn losing_lower_pile(k: u64) -> Option<u64> {
    let k = u128::from(k);
    // 5k² overflows u128 only for k > 2^64/√5 ≈ 8.2e18, where ⌊kφ⌋ + k ≈ 2.6k is past u64 anyway.
    let five_k_squared = k.checked_mul(k)?.checked_mul(5)?;
    // √(5k²) is irrational for k > 0, so halving the integer part floors correctly.
    let lower = (k + isqrt(five_k_squared)) / 2;
    let higher = lower + k;
    u64::try_from(higher).ok()?;
    u64::try_from(lower).ok()
}

/// `⌊√n⌋`, by Newton's method on integers. O(log n) iterations.
fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // Start above the root (2^⌈bits/2⌉ ≥ √n); Newton's steps then fall monotonically to it.
    let bits = 128 - n.leading_zeros();
    let mut x: u128 = 1 << ((bits + 1) / 2);
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_exact_at_squares_and_neighbours() {
        for r in [
            0u128,
            1,
            2,
            3,
            10,
            1 << 20,
            (1 << 64) - 1,
            u128::from(u64::MAX),
        ] {
            let sq = r * r;
            assert_eq!(isqrt(sq), r);
            if sq > 0 {
                assert_eq!(isqrt(sq - 1), r - 1);
            }
            assert_eq!(isqrt(sq + 2 * r), r);
        }
        assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
        // Every small n, against counting up.
        let mut root = 0u128;
        for n in 0..5_000u128 {
            while (root + 1) * (root + 1) <= n {
                root += 1;
            }
            assert_eq!(isqrt(n), root, "n = {n}");
        }
    }

    #[test]
    fn the_first_losing_positions_by_hand() {
        // (0,0) (1,2) (3,5) (4,7) (6,10) (8,13): the mex construction, by hand.
        let lower: Vec<_> = (0..6).map(|k| losing_lower_pile(k).unwrap()).collect();
        assert_eq!(lower, [0, 1, 3, 4, 6, 8]);
    }

    #[test]
    fn top_of_u64() {
        // Boundary from 80-digit decimal arithmetic: k = 7046029254386353130 gives the losing pair
        // (11400714819323198485, 2^64 − 1); k + 1 gives a larger pile past u64.
        let k = 7_046_029_254_386_353_130;
        assert_eq!(losing_lower_pile(k), Some(11_400_714_819_323_198_485));
        assert!(!first_player_wins(11_400_714_819_323_198_485, u64::MAX));
        assert!(first_player_wins(11_400_714_819_323_198_484, u64::MAX));
        assert_eq!(losing_lower_pile(k + 1), None);
        assert_eq!(losing_lower_pile(u64::MAX), None);
        assert!(first_player_wins(u64::MAX, u64::MAX - 1));
        assert!(first_player_wins(0, u64::MAX));
        assert!(!first_player_wins(0, 0));
    }
}
