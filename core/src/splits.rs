//! Closed forms of Nim with splitting: a move takes any positive number of tokens from one heap,
//! or splits one heap into `k` non-empty heaps (taking nothing). For `k = 2` (Lasker's Nim) and
//! `k = 3` the value of a heap of `x` is `x`, except that the last two residues of each block of
//! `2^k` swap: `g(x) = x + 1` for `x ≡ −1`, `g(x) = x − 1` for `x ≡ 0` (x > 0), modulo 4 for
//! `k = 2`, modulo 8 for `k = 3`.
//!
//! Proofs: Lasker's Nim in Winning Ways ch. 4; the three-way form in `problems/hdu5795/README.md`.
//! Both forms are checked against SG tables built from the rules (`core/tests/octal_games.rs`),
//! and [`octal`](super::octal)'s named games `lasker` and `split3` use them.
//!
//! The values are `u128`: `g(2^64 − 1) = 2^64` needs 65 bits.

/// `x`, with the last two residues of each block of `block` swapped (see the module). O(1).
///
/// Branch-free: heaps are read in bulk and their residues are unpredictable, so a `match` on the
/// residue mispredicts on a quarter to a half of random heaps (measured on hdu5795 and hdu3032,
/// BENCHMARKS.md).
fn swap_block_ends(x: u64, block: u64) -> u128 {
    let r = x % block;
    // + 1 at the block's last residue; − 1 at x = block, 2·block, … (the empty heap is worth 0).
    u128::from(x) + u128::from(r == block - 1) - u128::from(r == 0 && x > 0)
}

/// The value of a heap of `heap` in Lasker's Nim (take any number, or split in two):
/// `x + 1` for x ≡ 3, `x − 1` for x ≡ 0 (x > 0), else `x` (mod 4). O(1).
///
/// ```
/// use game_core::splits::lasker;
/// // By hand: g(3) = mex{g(0), g(1), g(2), g(1) ^ g(2)} = mex{0, 1, 2, 3} = 4.
/// assert_eq!((lasker(3), lasker(4), lasker(5)), (4, 3, 5));
/// assert_eq!(lasker(u64::MAX), 1 << 64);
/// ```
pub fn lasker(heap: u64) -> u128 {
    swap_block_ends(heap, 4)
}

/// The value of a heap of `heap` when a move takes any number or splits a heap in three:
/// `x + 1` for x ≡ 7, `x − 1` for x ≡ 0 (x > 0), else `x` (mod 8). O(1).
///
/// ```
/// use game_core::splits::split3;
/// // By hand: g(7) = mex{g(0), …, g(6), g(1) ^ g(2) ^ g(4), …} = mex{0, …, 7} = 8.
/// assert_eq!((split3(6), split3(7), split3(8)), (6, 8, 7));
/// assert_eq!(split3(u64::MAX), 1 << 64);
/// ```
pub fn split3(heap: u64) -> u128 {
    swap_block_ends(heap, 8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_at_the_ends_of_u64() {
        let top = u128::from(u64::MAX);
        // 2^64 − 1 ≡ 3 (mod 4) and ≡ 7 (mod 8); 2^64 − 4 ≡ 0 (mod 4); 2^64 − 8 ≡ 0 (mod 8).
        assert_eq!(lasker(u64::MAX), top + 1);
        assert_eq!(lasker(u64::MAX - 1), top - 1);
        assert_eq!(lasker(u64::MAX - 3), top - 4);
        assert_eq!(split3(u64::MAX), top + 1);
        assert_eq!(split3(u64::MAX - 3), top - 3);
        assert_eq!(split3(u64::MAX - 7), top - 8);
        assert_eq!((lasker(0), split3(0)), (0, 0));
    }
}
