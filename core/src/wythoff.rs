//! Wythoff's game: two piles; a move takes any positive number of stones from one pile, or the
//! same positive number from both; whoever cannot move loses. Its losing positions are (0, 0)
//! and the pairs (a_k, b_k) = (⌊k·φ⌋, ⌊k·φ⌋ + k), k ≥ 1, and every positive integer is a pile of
//! exactly one of them (Wythoff, 1907). Computed exactly in integers,
//! `⌊k·φ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋` in u128: no floating point.
//!
//! ```
//! use game_core::wythoff::{first_player_wins, losing_lower_pile, partner};
//!
//! // (3, 5) loses: the piles differ by 2 and ⌊2φ⌋ = 3.
//! assert_eq!(losing_lower_pile(2), Some(3));
//! assert!(!first_player_wins(5, 3));
//! assert!(first_player_wins(4, 5));
//! // 7 is the larger pile of (4, 7); 0 pairs with itself.
//! assert_eq!((partner(7), partner(4), partner(0)), (Some(4), Some(7), Some(0)));
//! ```

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
    let lower = floor_phi(k)?;
    u64::try_from(lower + k).ok()?;
    u64::try_from(lower).ok()
}

/// ⌊k·φ⌋, or `None` if 5k² overflows u128 (k > 8.2·10^18). O(log k).
fn floor_phi(k: u128) -> Option<u128> {
    let five_k_squared = k.checked_mul(k)?.checked_mul(5)?;
    // √(5k²) is irrational for k > 0, so halving the integer part floors correctly.
    Some((k + isqrt(five_k_squared)) / 2)
}

/// `⌊√n⌋`: in u64 arithmetic below 2^64 ([`isqrt_u64`]), else by Newton's method on integers.
/// O(1) below 2^64, O(log n) iterations above.
fn isqrt(n: u128) -> u128 {
    if let Ok(small) = u64::try_from(n) {
        return u128::from(isqrt_u64(small));
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

/// `⌊√n⌋` from f64's square root, corrected exactly. The float root is never below
/// r = ⌊√n⌋: rounding is monotone with a relative error at most 2^-53, so fl(n) ≥ r²(1 − 2^-53)
/// and the exact root of fl(n) falls short of r by less than half the gap below r (2^(e−53) for
/// 2^e ≤ r < 2^(e+1)), so the correctly rounded root is r or more. It may be r + 1 (n just
/// below a square rounds up to it): the step down fixes that. O(1).
fn isqrt_u64(n: u64) -> u64 {
    let mut root = (n as f64).sqrt() as u64;
    while root.checked_mul(root).map_or(true, |square| square > n) {
        root -= 1;
    }
    root
}

/// The largest pile [`partner`] answers: 2^62 (its search squares 5·(x + 1)² in u128).
pub const MAX_PARTNER_PILE: u64 = 1 << 62;

/// The other pile of the losing position that has a pile of `x` (every pile size is in exactly
/// one, 0 in (0, 0) with itself), or `None` if `x` > [`MAX_PARTNER_PILE`]. O(log x).
///
/// `x` is either a smaller pile ⌊kφ⌋ (then k = ⌊(x + 1)/φ⌋, since kφ − 1 < x < kφ) or a larger
/// pile ⌊kφ²⌋ (then k = ⌊(x + 1)/φ²⌋); both k follow from ⌊(x + 1)φ⌋ exactly, and the one whose
/// pair holds `x` gives the partner.
pub fn partner(x: u64) -> Option<u64> {
    if x > MAX_PARTNER_PILE {
        return None;
    }
    let y = u128::from(x) + 1;
    // x ≤ 2^62: every ⌊kφ⌋ below is of k ≤ 2^62 + 1, where 5k² < 2^127.
    let y_phi = floor_phi(y)?;
    // ⌊y/φ⌋ = ⌊yφ⌋ − y and ⌊y/φ²⌋ = y − ⌊y/φ⌋ − 1 (yφ is irrational for y ≥ 1).
    let k_lower = y_phi - y;
    let k_upper = y - k_lower - 1;
    let x = u128::from(x);
    let partner = if floor_phi(k_lower)? == x {
        x + k_lower
    } else {
        x - k_upper
    };
    u64::try_from(partner).ok()
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
        // The u64 path at its top, where n as f64 rounds up to 2^64.
        assert_eq!(isqrt(u128::from(u64::MAX)), (1 << 32) - 1);
        for r in [(1u64 << 32) - 1, 3_037_000_499, 1 << 20, 94_906_265] {
            let square = r * r;
            assert_eq!(isqrt_u64(square), r);
            assert_eq!(isqrt_u64(square - 1), r - 1);
            assert_eq!(isqrt_u64(square.saturating_add(2 * r)), r);
        }
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

    /// The losing positions up to `limit` by Wythoff's construction: a_k is the smallest number
    /// not yet in a pair, b_k = a_k + k. Returns each pile's partner.
    fn partners_by_construction(limit: usize) -> Vec<u64> {
        let mut partner = vec![u64::MAX; limit + 1];
        partner[0] = 0;
        let mut k = 1;
        for a in 1..=limit {
            if partner[a] != u64::MAX {
                continue;
            }
            let b = a + k;
            partner[a] = b as u64;
            if b <= limit {
                partner[b] = a as u64;
            }
            k += 1;
        }
        partner
    }

    #[test]
    fn partners_agree_with_the_construction() {
        let by_construction = partners_by_construction(200_000);
        for (x, &p) in by_construction.iter().enumerate() {
            assert_eq!(partner(x as u64), Some(p), "x = {x}");
        }
    }

    #[test]
    fn partners_pair_up_at_the_top_of_their_range() {
        for x in (MAX_PARTNER_PILE - 1000..=MAX_PARTNER_PILE).chain([1 << 40, 999_999_999_999]) {
            let p = partner(x).expect("within range");
            let (a, b) = (x.min(p), x.max(p));
            assert!(!first_player_wins(a, b), "({a}, {b})");
            if p <= MAX_PARTNER_PILE {
                assert_eq!(partner(p), Some(x), "x = {x}");
            }
        }
        assert_eq!(partner(MAX_PARTNER_PILE + 1), None);
        assert_eq!(partner(u64::MAX), None);
    }
}
