//! HDU 3389 Game: n boxes numbered 1 to n hold cards; a move takes any positive number of cards
//! from a box A to a box B with B < A, A + B odd and A + B a multiple of 3 (A + B ≡ 3 mod 6);
//! whoever cannot move loses; Alice moves first. Per case print `Case k: Alice` or `Case k: Bob`.
//!
//! Staircase Nim: cards come to rest only in boxes 1, 3 and 4, and every move goes from a box
//! an odd number of moves away from them (i ≡ 0, 2, 5 mod 6) to one an even number away, or
//! back. Alice wins iff the xor of the cards in the odd boxes is not 0. O(n) per case, O(1)
//! memory (the cards are folded as they are read).

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's most cases.
pub const MAX_CASES: u64 = 100;
/// The judge's most boxes.
pub const MAX_BOXES: u64 = 10_000;
/// The judge's most cards in a box.
pub const MAX_CARDS: u64 = 100;

/// The input: T cases, each a box count n and the n boxes' card counts.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::Given("a case count T"),
    count: "a box count n",
    counts: 0..=u64::MAX,
    number: "a card count",
    numbers: 0..=u64::MAX,
};

/// Solves the `T` cases: `n`, then the n boxes' card counts.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    // (box number mod 6, xor so far), the box number counted from 1.
    let step = |(i, x): (u64, u64), c: u64| ((i + 1) % 6, if odd_box(i) { x ^ c } else { x });
    CASES.fold(input, out, (1, 0), step, |out, case, (_, xor)| {
        out.str("Case ")?;
        out.u64(case)?;
        out.line(if xor != 0 { ": Alice" } else { ": Bob" })
    })
}

/// Whether box `i` is an odd number of moves from the boxes where cards come to rest, by its
/// number mod 6: boxes ≡ 0, 2, 5 send cards to boxes ≡ 3, 1, 4, which send them (if anywhere)
/// to boxes ≡ 0, 2, 5 again. O(1).
pub fn odd_box(i: u64) -> bool {
    matches!(i % 6, 0 | 2 | 5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn the_sample_and_boxes_by_hand() {
        let sample = "2\n2\n1 2\n7\n1 3 3 2 2 1 2\n";
        assert_eq!(
            run_text(solve, sample),
            ("Case 1: Alice\nCase 2: Bob\n".into(), None)
        );
        // Box 6 (odd) and box 12 (odd) cancel; box 9 (even) does not count.
        let text = "2\n12\n0 0 0 0 0 5 0 0 7 0 0 5\n6\n9 0 9 9 0 0\n";
        assert_eq!(run_text(solve, text).0, "Case 1: Bob\nCase 2: Bob\n");
        let boxes: Vec<u64> = (1..=12).filter(|&i| odd_box(i)).collect();
        assert_eq!(boxes, [2, 5, 6, 8, 11, 12]);
    }
}
