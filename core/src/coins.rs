//! Coin-turning games: a row of coins, some showing heads; a move turns over a set of coins
//! whose rightmost coin shows heads (and so ends tails). Which sets may be turned depends only on
//! the coins' places, never on what the other coins of the set show.
//!
//! **The coin-turning theorem.** Under those two hypotheses (the rightmost turned coin goes from
//! heads to tails; the legal sets depend on places alone), the Sprague–Grundy value of a row is
//! the xor, over its head-up coins, of the value of a row with that one coin heads
//! ([`row_value`]). A coin counts once however often a list names it: two names of one coin are
//! one head, not two heads that cancel.
//!
//! Two games' single-coin values, proven from their rules and checked against a search over
//! every set of heads (this module's tests):
//!
//! - [`mock_turtle`]: Mock Turtles, coins numbered 0, 1, 2, … from the left; a move turns one,
//!   two or three coins. A lone head at `x` is worth the `x`-th odious number (from 0), the one of
//!   `2x` and `2x + 1` with an odd number of 1 bits.
//! - [`ruler`]: the Ruler game, coins numbered 1, 2, 3, …; a move turns any run of consecutive
//!   coins. A lone head at `x` is worth the largest power of 2 dividing `x`.
//!
//! Proofs (the theorem and Mock Turtles' values): `problems/hdu3537/README.md`; Winning Ways,
//! ch. 14. Values are exact for every `u64` place: Mock Turtles' need 65 bits, so they are `u128`.

use std::num::NonZeroU64;

/// The Sprague–Grundy value of a row of coins whose head-up coins are `heads`, in any order and
/// possibly named more than once, in a coin-turning game whose lone head at `x` is worth
/// `coin(x)`: the xor of `coin(x)` over the distinct `x` in `heads` (the coin-turning theorem;
/// see the module for its hypotheses). The player to move loses iff it is 0.
///
/// Sorts `heads` and removes the repeats, in place: O(n log n) for n names, no allocation.
///
/// ```
/// use game_core::coins::{mock_turtle, row_value};
/// // Mock Turtles: coins 0 to 3 are worth 1, 2, 4, 7, and 1 ^ 2 ^ 4 ^ 7 = 0.
/// assert_eq!(row_value(&mut vec![3, 0, 2, 1], mock_turtle), 0);
/// // Coin 5 named twice is one head, worth 11 (not 11 ^ 11 = 0).
/// let mut heads = vec![5, 5];
/// assert_eq!(row_value(&mut heads, mock_turtle), 11);
/// assert_eq!(heads, [5]);
/// ```
pub fn row_value(heads: &mut Vec<u64>, coin: impl Fn(u64) -> u128) -> u128 {
    heads.sort_unstable();
    heads.dedup();
    heads.iter().fold(0, |value, &x| value ^ coin(x))
}

/// Mock Turtles' value of a lone head at `x` (coins numbered from 0; a move turns one, two or
/// three coins): the `x`-th odious number, `2x` if `x` has an odd number of 1 bits, else
/// `2x + 1`. Any `x < 2^64`, exactly (the value needs 65 bits from `x = 2^63`). O(1).
///
/// ```
/// use game_core::coins::mock_turtle;
/// let values: Vec<u128> = (0..8).map(mock_turtle).collect();
/// assert_eq!(values, [1, 2, 4, 7, 8, 11, 13, 14]);
/// assert_eq!(mock_turtle(u64::MAX), (1 << 65) - 1);
/// ```
pub fn mock_turtle(x: u64) -> u128 {
    let evil = x.count_ones() % 2 == 0;
    (u128::from(x) << 1) | u128::from(evil)
}

/// The Ruler game's value of a lone head at `x` (coins numbered from 1; a move turns any run of
/// consecutive coins): the largest power of 2 that divides `x`. O(1).
///
/// ```
/// use game_core::coins::ruler;
/// use std::num::NonZeroU64;
/// let values: Vec<u64> = (1..=8).map(|x| ruler(NonZeroU64::new(x).unwrap())).collect();
/// assert_eq!(values, [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn ruler(x: NonZeroU64) -> u64 {
    let x = x.get();
    x & x.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::super::mex::Mex;
    use super::*;

    /// The SG value of every row of `width` coins (bit `i` of a mask: coin `i` shows heads), by
    /// the mex over the moves `turns(r)` lists for a head at `r`: each a mask of the coins turned,
    /// `r` its highest bit. Every move clears its highest bit and changes only lower ones, so it
    /// lowers the mask: increasing order computes options first. O(2^width · moves).
    fn values_by_search(width: u32, turns: impl Fn(u32) -> Vec<u64>) -> Vec<u32> {
        let moves: Vec<Vec<u64>> = (0..width).map(&turns).collect();
        let mut mex = Mex::new();
        let mut values: Vec<u32> = Vec::with_capacity(1 << width);
        for mask in 0..1u64 << width {
            let heads = (0..width).filter(|&r| mask >> r & 1 == 1);
            let options = heads.flat_map(|r| moves[r as usize].iter().map(move |t| mask ^ t));
            let value = mex.of(options.map(|o| values[o as usize] as usize));
            values.push(value as u32);
        }
        values
    }

    /// Mock Turtles' moves from a head at `r`: `r` alone, with one coin left of it, or with two.
    fn mock_turtle_turns(r: u32) -> Vec<u64> {
        let mut turns = vec![1 << r];
        for y in 0..r {
            turns.push(1 << r | 1 << y);
            for z in y + 1..r {
                turns.push(1 << r | 1 << y | 1 << z);
            }
        }
        turns
    }

    /// The Ruler game's moves from a head at bit `r` (coin `r + 1`): the runs of coins ending
    /// at it.
    fn ruler_turns(r: u32) -> Vec<u64> {
        (0..=r).map(|low| (2 << r) - (1 << low)).collect()
    }

    /// The coins a mask shows heads on, each once.
    fn heads_of(mask: usize) -> Vec<u64> {
        (0..64).filter(|&i| mask >> i & 1 == 1).collect()
    }

    #[test]
    fn mock_turtles_rows_against_the_rules() {
        let values = values_by_search(12, mock_turtle_turns);
        for x in 0..12 {
            assert_eq!(u128::from(values[1 << x]), mock_turtle(x), "a head at {x}");
        }
        for (mask, &value) in values.iter().enumerate() {
            let theorem = row_value(&mut heads_of(mask), mock_turtle);
            assert_eq!(u128::from(value), theorem, "heads {mask:#b}");
        }
    }

    #[test]
    fn ruler_rows_against_the_rules() {
        let values = values_by_search(12, ruler_turns);
        let coin = |x: u64| u128::from(ruler(NonZeroU64::new(x + 1).unwrap()));
        for (mask, &value) in values.iter().enumerate() {
            assert_eq!(u128::from(value), row_value(&mut heads_of(mask), coin));
        }
        // Coins 1 to 12 (bits 0 to 11).
        let singles: Vec<u32> = (0..12).map(|x| values[1 << x]).collect();
        assert_eq!(singles, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
    }

    #[test]
    fn repeated_heads_count_once_in_any_order() {
        let mut heads = vec![7, 5, 7, 5, 5, 0];
        // 14 ^ 11 ^ 1 = 4.
        assert_eq!(row_value(&mut heads, mock_turtle), 4);
        assert_eq!(heads, [0, 5, 7]);
        assert_eq!(row_value(&mut Vec::new(), mock_turtle), 0);
    }

    #[test]
    fn values_at_the_ends_of_u64() {
        // 2^63 has one 1 bit: 2^64; 2^63 − 1 has 63: 2^64 − 2; 2^63 + 1 has two: 2^64 + 3.
        assert_eq!(mock_turtle(1 << 63), 1 << 64);
        assert_eq!(mock_turtle((1 << 63) - 1), (1 << 64) - 2);
        assert_eq!(mock_turtle((1 << 63) + 1), (1 << 64) + 3);
        assert_eq!(mock_turtle(u64::MAX - 1), (1 << 65) - 4);
        let top = NonZeroU64::new(1 << 63).unwrap();
        assert_eq!(ruler(top), 1 << 63);
        assert_eq!(ruler(NonZeroU64::new(u64::MAX).unwrap()), 1);
        assert_eq!(ruler(NonZeroU64::new(3 << 62).unwrap()), 1 << 62);
    }
}
