//! The Fibonacci numbers, at compile time: the moves of the Fibonacci subtraction game and the
//! losing piles of Fibonacci Nim.

/// The first `N` distinct Fibonacci numbers, increasing: 1, 2, 3, 5, 8, … (F(2), F(3), …: the
/// sequence 1, 1, 2, 3, … with its 1 once). Every one fits in u64 for `N ≤ 92` (the last is
/// F(93) = 12200160415121876738); a larger `N` overflows, a compile error in a `const`. O(N).
///
/// ```
/// use game_core::fibonacci::fibonacci;
/// const MOVES: [u64; 8] = fibonacci();
/// assert_eq!(MOVES, [1, 2, 3, 5, 8, 13, 21, 34]);
/// assert_eq!(fibonacci::<92>()[91], 12_200_160_415_121_876_738);
/// ```
pub const fn fibonacci<const N: usize>() -> [u64; N] {
    let mut list = [1u64; N];
    let mut i = 1;
    while i < N {
        list[i] = if i == 1 { 2 } else { list[i - 2] + list[i - 1] };
        i += 1;
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_is_the_sum_of_the_two_before() {
        assert_eq!(fibonacci::<0>(), []);
        assert_eq!(fibonacci::<1>(), [1]);
        assert_eq!(fibonacci::<2>(), [1, 2]);
        let list = fibonacci::<92>();
        // F(2) = 1, F(3) = 2, then F(k) = F(k − 1) + F(k − 2), checked in u128.
        let (mut a, mut b) = (1u128, 1u128);
        for &f in &list {
            (a, b) = (b, a + b);
            assert_eq!(u128::from(f), a);
        }
        // The next, F(94), is past u64.
        assert!(b > u128::from(u64::MAX));
    }
}
