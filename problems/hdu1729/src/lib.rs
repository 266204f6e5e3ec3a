//! HDU 1729 Stone Game: n boxes; box i holds `c_i` stones out of a capacity `s_i`. A move adds `t`
//! stones to one box holding `c`, `1 ≤ t ≤ c²`, without passing its capacity; who cannot move
//! loses. Per case print `Case k:`, then `Yes` if the first player wins, else `No`.
//!
//! The boxes are a sum of games: xor their SG values ([`box_value`], O(log log s) each).
//! O(N log log s) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N: the generators' and validators' bound, not a refusal. The program
/// answers any N: the boxes are xored as they are read (O(1) memory), so a count of 10^18 fails
/// at the end of the input after reading only what is there.
pub const MAX_BOXES: u64 = 50;

/// Solves every case until `0` or the end of the input.
///
/// Capacities and counts are accepted up to 2^64 − 1 (the rules make sense there and the answer
/// is exact), and so is N; a count above its box's capacity is rejected at that count.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut case = 0u64;
    while let Some(n) = input.u64_or_end("a box count N, or 0 to end", 0..=u64::MAX)? {
        if n == 0 {
            break;
        }
        case += 1;
        let mut sum = 0u64;
        for _ in 0..n {
            let s = input.u64("a capacity s", 0..=u64::MAX)?;
            let c = input.u64("a stone count c, at most the capacity s", 0..=s)?;
            sum ^= box_value(s, c);
        }
        out.str("Case ")?;
        out.u64(case)?;
        out.line(":")?;
        out.line(if sum != 0 { "Yes" } else { "No" })?;
    }
    Ok(())
}

/// The largest `q` with `q + q² < s` (for `s ≥ 1`; `0` for `s = 0`, where there is none).
///
/// From `q` stones a box of capacity `s` cannot be filled in one move, but every move leads to a
/// count that can. O(1): a floating-point square root, corrected exactly in integers.
pub fn pivot(s: u64) -> u64 {
    // q ≤ 2^32 here, so q + 1 cannot overflow; q·(q + 1) past u64 is past s too.
    let below = |q: u64| q.checked_mul(q + 1).is_some_and(|product| product < s);
    // The answer q has q² + q + 1 ≤ s, so √s ≥ q + 1/2. Converting s to f64 moves it by at most
    // s·2^-53 ≤ 2^11, which moves √s by at most 2^11 / (2√s) < 10^-6; the square root is
    // correctly rounded. So ⌊√s⌋ computed in f64 is never below q, and it is at most ⌊√s⌋ + 1,
    // where q ≥ ⌊√s⌋ − 1: at most two steps down.
    let mut q = (s as f64).sqrt() as u64;
    while q > 0 && !below(q) {
        q -= 1;
    }
    q
}

/// The SG value of a box of capacity `s` holding `c ≤ s` stones.
///
/// `c = 0`: no move (t ≤ 0²), value 0. Otherwise with `q = pivot(s)`: if `c > q` the box can be
/// filled now and acts as a Nim heap of `s − c`; else its value is that of `(q, c)`. `s` falls to
/// about `√s` per step: O(log log s) time, O(1) memory.
pub fn box_value(mut s: u64, c: u64) -> u64 {
    loop {
        if c == 0 {
            return 0;
        }
        let q = pivot(s);
        if c > q {
            return s.saturating_sub(c);
        }
        s = q;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample() {
        let input = "3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n";
        assert_eq!(
            run_text(solve, input),
            ("Case 1:\nYes\nCase 2:\nNo\n".to_string(), None)
        );
    }

    #[test]
    fn pivots_by_hand() {
        // q + q²: 0, 2, 6, 12, 20, …
        assert_eq!(pivot(0), 0);
        assert_eq!(pivot(1), 0);
        assert_eq!(pivot(2), 0);
        assert_eq!(pivot(3), 1);
        assert_eq!(pivot(6), 1);
        assert_eq!(pivot(7), 2);
        assert_eq!(pivot(12), 2);
        assert_eq!(pivot(13), 3);
        // (2^32 − 1)·2^32 = 2^64 − 2^32 < 2^64 − 1, and 2^32·(2^32 + 1) is past it.
        assert_eq!(pivot(u64::MAX), (1 << 32) - 1);
        // 999·1000 = 999000 < 10^6 < 1000·1001.
        assert_eq!(pivot(1_000_000), 999);
    }

    #[test]
    fn pivots_at_every_boundary_follow_the_definition() {
        // Around each q·(q + 1) (where the answer steps) and each square, for small q, near
        // 2^26 (where f64 still holds s exactly) and near 2^32 (where it does not).
        let qs = (0..3_000u64)
            .chain((1 << 26) - 1_000..(1 << 26) + 1_000)
            .chain((1 << 32) - 3_000..1 << 32);
        for q in qs {
            for edge in [q * (q + 1), q * q] {
                for s in [edge.saturating_sub(1), edge, edge.saturating_add(1)] {
                    let p = pivot(s);
                    let below = |q: u64| u128::from(q) * u128::from(q + 1) < u128::from(s);
                    assert!(p == 0 || below(p), "pivot({s}) = {p}: too large");
                    assert!(!below(p + 1), "pivot({s}) = {p}: too small");
                }
            }
        }
    }

    #[test]
    fn box_values_by_hand() {
        // Dead boxes: empty (no move adds more than 0²) or full.
        assert_eq!(box_value(0, 0), 0);
        assert_eq!(box_value(2, 0), 0);
        assert_eq!(box_value(1_000_000, 0), 0);
        assert_eq!(box_value(u64::MAX, 0), 0);
        assert_eq!(box_value(3, 3), 0);
        // Capacity 6: from 3, 4, 5 the box fills at once; values 3, 2, 1 as a heap of 6 − c.
        assert_eq!(box_value(6, 3), 3);
        assert_eq!(box_value(6, 5), 1);
        // From 2 (2 + 4 = 6): options 3, 4, 5, 6 with values 3, 2, 1, 0: mex 4.
        assert_eq!(box_value(6, 2), 4);
        // From 1 only 2 is reachable, worth 4: mex{4} = 0.
        assert_eq!(box_value(6, 1), 0);
        // Capacity 7: from 2 the options 3..=6 are worth 4, 3, 2, 1: value 0; from 1 only 2: 1.
        assert_eq!(box_value(7, 2), 0);
        assert_eq!(box_value(7, 1), 1);
        // Capacity 12: from 3 (3 + 9 = 12) fill at once; a heap of 9.
        assert_eq!(box_value(12, 3), 9);
        // 2^64 − 1 with 1 stone: pivots 2^32 − 1, 65535, 255, 15, 3, 1, then (1, 1) is full.
        assert_eq!(box_value(u64::MAX, 1), 0);
        assert_eq!(box_value(u64::MAX, 1 << 32), u64::MAX - (1 << 32));
        assert_eq!(box_value(u64::MAX, (1 << 32) - 1), 0);
    }

    #[test]
    fn errors_at_the_right_token() {
        assert_eq!(
            run_text(solve, "1\n6 3\n1\n6 7\n"),
            (
                "Case 1:\nYes\n".to_string(),
                Some(
                    "line 4, column 3: expected a stone count c, at most the capacity s (0..=6), \
                     found \"7\""
                        .to_string()
                )
            )
        );
        // A count promising more boxes than follow (10^18 too) fails at the end of the input.
        assert_eq!(
            run_text(solve, "51\n").1.unwrap(),
            "line 2, column 1: expected a capacity s (0..=2^64-1), found end of input"
        );
        assert_eq!(
            run_text(solve, "1000000000000000000\n6 2\n").1.unwrap(),
            "line 3, column 1: expected a capacity s (0..=2^64-1), found end of input"
        );
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 51 boxes: 50 dead ones (c = 0: no move) and (3, 2): pivot(3) = 1, c = 2 > 1, worth
        // 3 − 2 = 1: Yes. 52 boxes: 50 full ones and (3, 2) twice, 1 ^ 1 = 0: No.
        let text = format!(
            "51\n{}3 2\n52\n{}3 2\n3 2\n0\n",
            "9 0\n".repeat(50),
            "4 4\n".repeat(50)
        );
        assert_eq!(
            run_text(solve, &text),
            ("Case 1:\nYes\nCase 2:\nNo\n".to_string(), None)
        );
    }
}
