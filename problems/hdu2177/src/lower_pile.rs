//! The smaller pile of the losing pair whose piles differ by k, ⌊kφ⌋, by one floating-point
//! product for the judge's k.

use game_core::wythoff::losing_lower_pile;

/// Differences below this take the floating-point product; larger ones core's integer form.
const FLOAT_BELOW: u64 = 1 << 20;

/// The golden ratio, (1 + √5)/2, as the nearest f64 (5.4·10^-17 above it).
const PHI: f64 = 1.618_033_988_749_895;

/// ⌊kφ⌋, the smaller pile of the losing pair with difference k ([`losing_lower_pile`]'s answer).
/// O(1) for k < 2^20; O(log k) above, by [`losing_lower_pile`].
///
/// Why the product is exact below 2^20: φ's continued fraction is all 1s, so |kφ − n| > 1/(3k)
/// for every integer n and k ≥ 1, more than 3·10^-7 here; the computed k·PHI is off kφ by less
/// than k·2^-52 (PHI's rounding and the product's), below 3·10^-10: never across an integer.
/// The unit test checks every k below 2^20 against core's integer form all the same.
#[inline]
pub fn lower_pile(k: u64) -> Option<u64> {
    if k < FLOAT_BELOW {
        // k < 2^20 is exact in f64; the product is below 2^21, so `as` truncates it exactly.
        Some((k as f64 * PHI) as u64)
    } else {
        losing_lower_pile(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_float_product_is_cores_integer_form() {
        for k in 0..=FLOAT_BELOW + 64 {
            assert_eq!(lower_pile(k), losing_lower_pile(k), "{k}");
        }
        assert_eq!(lower_pile(u64::MAX), losing_lower_pile(u64::MAX));
    }

    /// By hand: the first losing pairs (0, 0), (1, 2), (3, 5), (4, 7), (6, 10).
    #[test]
    fn the_first_by_hand() {
        let by_hand = [0, 1, 3, 4, 6];
        for (k, lower) in by_hand.into_iter().enumerate() {
            assert_eq!(lower_pile(k as u64), Some(lower), "{k}");
        }
    }
}
