//! POJ 2311 Cutting Game: a W × H sheet of grid paper; a move cuts one piece along a grid line
//! into two; whoever first cuts out a 1 × 1 piece wins. Per line `W H` print `WIN` if the first
//! player wins, else `LOSE`.
//!
//! Nobody who can avoid it leaves a piece 1 wide (the opponent would cut a 1 × 1 out of it at
//! once), so the game is played on pieces of at least 2 × 2, and the one left without such a cut
//! loses. A table of those pieces' SG values up to 200 × 200 is built once per process
//! ([`table`]: 160 KB, about 4 · 10^6 steps), then each line is answered in O(1).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::sg::Table2;
use std::io::{BufRead, Write};
use std::sync::OnceLock;

/// The judge's smallest W and H.
pub const MIN_SIDE: u64 = 2;

/// The judge's largest W and H (and the table's).
pub const MAX_SIDE: u64 = 200;

/// The SG value of every sheet up to [`MAX_SIDE`] × [`MAX_SIDE`] in the game where a cut must
/// leave both pieces at least 2 wide, built at the first call (thread-safe); later calls are O(1).
///
/// `table().value(w, h)` for `w, h ∈ 0..=MAX_SIDE`; a sheet narrower than 2 has no such cut
/// and is worth 0 there (it is no position of the real game: see [`first_player_wins`]).
/// Building it: the mex over the `(⌊w/2⌋ − 1) + (⌊h/2⌋ − 1)` cuts of each sheet (a cut and its
/// mirror leave the same pieces), O(MAX_SIDE^3) in all.
pub fn table() -> &'static Table2 {
    static SHARED: OnceLock<Table2> = OnceLock::new();
    SHARED.get_or_init(|| {
        let len = MAX_SIDE as usize + 1;
        Table2::new(len, len, |w, h, o| {
            // Cuts at 2..=w − 2 across the width, 2..=h − 2 across the height; a cut at i
            // leaves the same two pieces as one at w − i, so only i ≤ w / 2 is tried.
            for i in 2..=w / 2 {
                o.leave(&[(i, h), (w - i, h)]);
            }
            for j in 2..=h / 2 {
                o.leave(&[(w, j), (w, h - j)]);
            }
        })
    })
}

/// Whether the first player wins from one `w × h` sheet, both sides in
/// [`MIN_SIDE`]`..=`[`MAX_SIDE`]. O(1) once [`table`] is built.
///
/// # Panics
///
/// If a side is outside `MIN_SIDE..=MAX_SIDE`.
///
/// ```
/// use poj2311::first_player_wins;
///
/// // 2 × 2 and 3 × 2: every cut leaves a strip 1 wide, from which the opponent cuts a 1 × 1.
/// assert!(!first_player_wins(2, 2) && !first_player_wins(3, 2));
/// // 4 × 2: cut it into 2 × 2 and 2 × 2; every answer then leaves a strip 1 wide.
/// assert!(first_player_wins(4, 2));
/// ```
pub fn first_player_wins(w: u64, h: u64) -> bool {
    let sides = MIN_SIDE..=MAX_SIDE;
    assert!(
        sides.contains(&w) && sides.contains(&h),
        "a {w} × {h} sheet is outside the table"
    );
    table().value(w as usize, h as usize) != 0
}

/// Solves one `W H` line at a time until the end of the input.
///
/// O(1) per line after the table, which is built at the first line (not for an empty input).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(w) = input.u64_or_end("a width W", MIN_SIDE..=MAX_SIDE)? {
        let h = input.u64("a height H", MIN_SIDE..=MAX_SIDE)?;
        out.line(if first_player_wins(w, h) {
            "WIN"
        } else {
            "LOSE"
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn sample_and_hand_cases() {
        assert_eq!(
            run_text(solve, "2 2\n3 2\n4 2\n"),
            ("LOSE\nLOSE\nWIN\n".to_string(), None)
        );
        // 3 × 3: every cut leaves a strip 1 wide: LOSE. 4 × 4: cut into 2 × 4 twice, and each
        // answer in one half is mirrored in the other: WIN. 5 × 2: 2 × 2 + 3 × 2, both dead: 0,
        // a losing position for the opponent: WIN.
        assert_eq!(
            run_text(solve, "3 3\n4 4\n5 2\n"),
            ("LOSE\nWIN\nWIN\n".to_string(), None)
        );
    }

    #[test]
    fn sides_are_the_judges() {
        assert_eq!(run_text(solve, "200 200\n").1, None);
        assert_eq!(
            run_text(solve, "2 2\n201 2\n"),
            (
                "LOSE\n".to_string(),
                Some("line 2, column 1: expected a width W (2..=200), found \"201\"".to_string())
            )
        );
        assert_eq!(
            run_text(solve, "2 1\n"),
            (
                String::new(),
                Some("line 1, column 3: expected a height H (2..=200), found \"1\"".to_string())
            )
        );
        assert_eq!(
            run_text(solve, "4 2\n3"),
            (
                "WIN\n".to_string(),
                Some(
                    "line 2, column 2: expected a height H (2..=200), found end of input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn the_table_is_one_table_and_symmetric() {
        assert!(std::ptr::eq(table(), table()));
        let t = table();
        assert_eq!((t.width(), t.height()), (201, 201));
        for w in 0..=200 {
            for h in 0..=200 {
                assert_eq!(t.value(w, h), t.value(h, w), "{w} × {h}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "a 1 × 5 sheet is outside the table")]
    fn a_strip_is_not_asked_of_the_table() {
        first_player_wins(1, 5);
    }

    #[test]
    #[should_panic(expected = "a 2 × 201 sheet is outside the table")]
    fn a_side_past_the_table_panics() {
        first_player_wins(2, 201);
    }
}
