//! Scoring games: each move earns its player points, and the result is the difference of the
//! two totals, not who moves last.
//!
//! Such a game is valued by negamax: the value of a position is the most the player to move can
//! make, their own points minus the opponent's from there on, when both play best,
//!
//! ```text
//! value(p) = max over the moves m from p of (points(m) − value(p after m)),  0 with no move,
//! ```
//!
//! since after a move the opponent is the player to move and the roles of the two totals swap.
//! The player who maximises `X − Y` and the one who minimises it play exactly this way: a
//! minimiser of `X − Y` maximises `Y − X`.
//!
//! [`take_from_ends`] is the game of a row of numbers taken from either end (AtCoder EDPC L,
//! "Deque"; LeetCode's "Predict the Winner").

/// The value of the row `row` for the player to move when a move takes the first or the last
/// number of the row and scores it: the most that player can make, their total minus the
/// opponent's, with both playing best (0 for an empty row).
///
/// Negamax over the contiguous rows that play leaves: `v(i, j) = max(row[i] − v(i + 1, j),
/// row[j] − v(i, j − 1))`, computed by increasing length, one length at a time in place.
/// O(n²) time, O(n) memory for a row of n. The result is `i128`: exact whenever the sum of the
/// absolute values is below 2^127 (always for rows of `u64` or `i64` shorter than 2^63), since
/// every value lies between minus and plus that sum; when that sum is below 2^63 (any judge's
/// row of 32-bit numbers) the values are computed in `i64`, half the width.
///
/// ```
/// use game_core::scoring::take_from_ends;
///
/// // EDPC L's first sample: taking 30 (not 10) leaves 10 80 90, whose best is 90 − 80 + 10.
/// assert_eq!(take_from_ends(&[10u64, 80, 90, 30]), 10);
/// // 10 100 10: whichever 10 the first player takes, the other takes the 100.
/// assert_eq!(take_from_ends(&[10u32, 100, 10]), -80);
/// assert_eq!(take_from_ends::<i64>(&[]), 0);
/// assert_eq!(take_from_ends(&[-5i64]), -5);
/// ```
pub fn take_from_ends<T: Copy + Into<i128>>(row: &[T]) -> i128 {
    let values: Vec<i128> = row.iter().map(|&x| x.into()).collect();
    // The sum of the absolute values, saturating: every value of the DP lies within it.
    let bound = values
        .iter()
        .fold(0i128, |sum, v| sum.saturating_add(v.saturating_abs()));
    if bound <= i128::from(i64::MAX) {
        let narrow: Vec<i64> = values.iter().map(|&v| v as i64).collect();
        i128::from(negamax(&narrow))
    } else {
        negamax(&values)
    }
}

/// [`take_from_ends`]'s recurrence on `values`, where no value of the DP overflows `V`.
fn negamax<V: Copy + Ord + Default + std::ops::Sub<Output = V>>(values: &[V]) -> V {
    let n = values.len();
    // best[i]: the value of the row's `len` numbers from index i, for the current len.
    let mut best = values.to_vec();
    for len in 2..=n {
        // The rows of this length start at 0 ..= n − len: the slices make the bounds plain.
        let starts = n - len + 1;
        let firsts = &values[..starts];
        let lasts = &values[len - 1..];
        let best = &mut best[..=starts];
        for i in 0..starts {
            let first = firsts[i] - best[i + 1];
            let last = lasts[i] - best[i];
            best[i] = first.max(last);
        }
    }
    best.first().copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays every sequence of moves, keeping both totals, the first player maximising X − Y
    /// and the second minimising it: the rules as stated, no negamax.
    fn played(row: &[i64], first_to_move: bool, x: i64, y: i64) -> i64 {
        if row.is_empty() {
            return x - y;
        }
        let n = row.len();
        let after = |taken: i64, rest: &[i64]| {
            if first_to_move {
                played(rest, false, x + taken, y)
            } else {
                played(rest, true, x, y + taken)
            }
        };
        let front = after(row[0], &row[1..]);
        let back = after(row[n - 1], &row[..n - 1]);
        if first_to_move {
            front.max(back)
        } else {
            front.min(back)
        }
    }

    #[test]
    fn agrees_with_playing_every_sequence_of_moves() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % bound
        };
        for _ in 0..300 {
            let n = next(11) as usize;
            let spread = [3, 20, 1000][next(3) as usize];
            let row: Vec<i64> = (0..n).map(|_| next(spread) as i64 - 2).collect();
            assert_eq!(
                take_from_ends(&row),
                i128::from(played(&row, true, 0, 0)),
                "{row:?}"
            );
        }
    }

    #[test]
    fn the_published_samples_and_wide_values() {
        assert_eq!(take_from_ends(&[10u64]), 10);
        assert_eq!(take_from_ends(&[4u64, 2, 9, 7, 1, 5]), 2);
        let alternating: Vec<u64> = (0..10)
            .map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 })
            .collect();
        assert_eq!(take_from_ends(&alternating), 4_999_999_995);
        // Past i64: three of u64::MAX, the first player takes two of them.
        assert_eq!(take_from_ends(&[u64::MAX; 3]), i128::from(u64::MAX));
        assert_eq!(take_from_ends(&[u64::MAX, 0]), i128::from(u64::MAX));
        // The edge of the i64 path: the sum of the absolute values at 2^63 − 1 and one past it.
        let top = i64::MAX as u64;
        assert_eq!(take_from_ends(&[top - 1, 1]), i128::from(i64::MAX) - 2);
        assert_eq!(take_from_ends(&[top, 1]), i128::from(i64::MAX) - 1);
        assert_eq!(take_from_ends(&[i64::MIN, 0]), -i128::from(i64::MIN));
    }
}
