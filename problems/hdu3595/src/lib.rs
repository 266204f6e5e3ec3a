//! HDU 3595 GG and MM: N games of two piles are played at once, a move in every game not yet
//! over each turn (every-SG); in one game a move takes a positive multiple of the smaller pile
//! from the larger, and a game is over once a pile is empty. Per case print `MM` if the first
//! player (MM) wins, else `GG`.
//!
//! Each game's every-SG step count comes from Euclid's chain of its piles ([`game_steps`],
//! O(log(p + q)), at most 91 levels for u64), and the first player wins iff the largest step is
//! odd ([`game_core::every::first_player_wins`]). O(N log max pile) per case; memory: one step
//! per game of the case as read (any N: the buffer grows with the games actually there), reused
//! across cases.

#![warn(missing_docs)]

use game_core::every::first_player_wins;
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N (games per case): the generators' and validators' bound, not a refusal.
/// The program answers any N, one step pushed per game read, so a count of 10^18 fails at the
/// end of the input having allocated only for the games there. N = 0 is a case with no game (the
/// first player cannot move).
pub const MAX_GAMES: u64 = 1000;

/// The every-SG step count of one game with piles `p` and `q`: 0 if a pile is empty (the game is
/// over), else the number of moves it lasts when the side that wins it prolongs it and the side
/// that loses it ends it fast (odd iff the player to move wins it).
///
/// With `big ≥ small > 0`, `q = big / small` and `r = big mod small`: `r = 0` gives 1 (empty
/// the larger pile at once); otherwise the step of `(small, r)` plus 1 if `q = 1` (the only
/// move) or if `(small, r)` is lost (even), plus 2 if `q ≥ 2` and `(small, r)` is won (the
/// mover goes to `(small + r, small)`, whose only move leads to `(small, r)`): the crate's README
/// proves it. The recursion runs down Euclid's algorithm, recording one bit a level (quotient 1
/// or not) in a `u128`, and back up: no recursion, no allocation, and no division at a level of
/// quotient 1. The chain has at most 91
/// levels for u64 piles (consecutive Fibonacci numbers are the longest), so 128 bits suffice
/// and the step is at most 183. O(log(p + q)).
pub fn game_steps(p: u64, q: u64) -> u32 {
    let (mut big, mut small) = if p >= q { (p, q) } else { (q, p) };
    if small == 0 {
        return 0;
    }
    // Bit i of `forced` is set iff the quotient at depth `levels − 1 − i` is 1.
    let mut forced: u128 = 0;
    let mut levels = 0u32;
    loop {
        // Quotient 1 (small ≤ big < 2·small, tested as `big − small < small`, which cannot
        // overflow) needs no division: most levels of the long games are such forced moves.
        let rest = big - small;
        let (one, r) = if rest < small {
            (true, rest)
        } else {
            (false, big % small)
        };
        if r == 0 {
            break;
        }
        forced = forced << 1 | u128::from(one);
        (big, small) = (small, r);
        levels += 1;
    }
    let mut steps = 1;
    for level in 0..levels {
        steps = if forced >> level & 1 == 1 {
            steps + 1
        } else {
            // q ≥ 2: the next odd number above `steps` (+1 if even, +2 if odd).
            (steps + 1) | 1
        };
    }
    steps
}

/// Solves every case until the end of the input (no terminator: a line `0` is a case of no
/// games, answered `GG`).
///
/// Piles are any u64 (the judge's are at most 1000), answered exactly; N is any count (the
/// judge's is at most [`MAX_GAMES`]). O(N log max pile) per case; memory: the steps of the
/// largest case as read, reused.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut steps: Vec<u32> = Vec::new();
    while let Some(n) = input.u64_or_end("a game count N", 0..=u64::MAX)? {
        steps.clear();
        for _ in 0..n {
            let p = input.u64("a game's first pile", 0..=u64::MAX)?;
            let q = input.u64("a game's second pile", 0..=u64::MAX)?;
            steps.push(game_steps(p, q));
        }
        out.line(if first_player_wins(steps.iter().copied()) {
            "MM"
        } else {
            "GG"
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::every::Steps;
    use game_core::io::run_text;

    /// The rules of one game, as (larger pile, smaller pile): a positive multiple of the smaller
    /// leaves the larger; none once a pile is empty.
    fn options(&(big, small): &(u64, u64)) -> Vec<(u64, u64)> {
        if small == 0 {
            return Vec::new();
        }
        (1..=big / small)
            .map(|k| {
                let left = big - k * small;
                (left.max(small), left.min(small))
            })
            .collect()
    }

    #[test]
    fn sample() {
        let input = "3\n1 1\n1 1\n1 1\n1\n3 2\n2\n3 2\n1 1\n2\n5 3\n3 2\n";
        assert_eq!(
            run_text(solve, input),
            ("MM\nGG\nGG\nMM\n".to_string(), None)
        );
    }

    #[test]
    fn steps_by_hand() {
        // Over from the start.
        assert_eq!(game_steps(0, 0), 0);
        assert_eq!(game_steps(0, 7), 0);
        assert_eq!(game_steps(7, 0), 0);
        // A divisible pair ends in one move, however large the quotient.
        assert_eq!(game_steps(1, 1), 1);
        assert_eq!(game_steps(9, 3), 1);
        assert_eq!(game_steps(1, 1000), 1);
        // (3, 2) → (2, 1) → over; (5, 3) → (3, 2) → …: forced.
        assert_eq!(game_steps(3, 2), 2);
        assert_eq!(game_steps(2, 3), 2);
        assert_eq!(game_steps(5, 3), 3);
        assert_eq!(game_steps(8, 5), 4);
        // (7, 3): q = 2 over (3, 1), won at step 1; the mover goes to (4, 3) → (3, 1) → over.
        assert_eq!(game_steps(7, 3), 3);
        // (8, 3): q = 2 over (3, 2), lost at step 2; the mover goes to (3, 2) itself.
        assert_eq!(game_steps(8, 3), 3);
        // (11, 3): q = 3 over (3, 2): step 3 as well (the longer walk to (5, 3) is won by the
        // opponent).
        assert_eq!(game_steps(11, 3), 3);
        // (7, 5): q = 1 over (5, 2), which is q = 2 over (2, 1) (step 1): 3, then 4.
        assert_eq!(game_steps(5, 2), 3);
        assert_eq!(game_steps(7, 5), 4);
    }

    #[test]
    fn steps_agree_with_the_search_from_the_rules() {
        let mut search = Steps::new(options);
        for p in 0..=90u64 {
            for q in 0..=90u64 {
                let position = (p.max(q), p.min(q));
                assert_eq!(Ok(game_steps(p, q)), search.steps(&position), "({p}, {q})");
            }
        }
    }

    #[test]
    fn longest_game_in_the_judges_range() {
        // Consecutive Fibonacci numbers below 1000: (987, 610) has 14 levels of quotient 1.
        assert_eq!(game_steps(987, 610), 14);
        assert_eq!(game_steps(985, 577), 15);
        let mut longest = (0, (0, 0));
        for p in 1..=1000u64 {
            for q in 1..=p {
                longest = longest.max((game_steps(p, q), (p, q)));
            }
        }
        assert_eq!(longest.0, 15);
    }

    #[test]
    fn the_top_of_u64() {
        // F(93) and F(92), the longest Euclid chain in u64: 90 forced levels over (2, 1).
        let (mut a, mut b) = (1u64, 1u64); // F(2), F(1)
        for _ in 0..91 {
            (a, b) = (a + b, a);
        }
        assert_eq!(
            (a, b),
            (12_200_160_415_121_876_738, 7_540_113_804_746_346_429)
        );
        assert_eq!(game_steps(a, b), 91);
        assert_eq!(game_steps(b, a), 91);
        let top = u64::MAX;
        assert_eq!(game_steps(top, top), 1);
        assert_eq!(game_steps(top, 1), 1);
        // (2^64 − 1, 2^63): q = 1 over (2^63, 2^63 − 1), q = 1 over (2^63 − 1, 1), which ends at
        // once: 1, 2, 3.
        assert_eq!(game_steps(top, 1 << 63), 3);
        // (3g, 2g) → (2g, g) → over, with 2g above 2^63.
        let g = u64::MAX / 3;
        assert_eq!(game_steps(3 * g, 2 * g), 2);
    }

    #[test]
    fn cases_run_to_the_end_of_the_input() {
        // `0` is a case of no games; a game with an empty pile is over: GG either way.
        assert_eq!(
            run_text(solve, "0\n1\n0 5\n2\n4 0\n2 3\n"),
            ("GG\nGG\nGG\n".to_string(), None)
        );
        assert_eq!(run_text(solve, ""), (String::new(), None));
        // The plain SG sum would say MM: (1, 1) is worth 1, (3, 2) worth 0.
        assert_eq!(run_text(solve, "2 3 2 1 1"), ("GG\n".to_string(), None));
    }

    #[test]
    fn counts_past_the_statement_are_answered() {
        // 1001 games of equal piles: each ends at MM's first move (the only one), so MM moves
        // last: MM. 1001 games over from the start (an empty pile): MM cannot move: GG.
        let text = format!(
            "1001\n{}1001\n{}",
            "4 4\n".repeat(1001),
            "0 3\n".repeat(1001)
        );
        assert_eq!(run_text(solve, &text), ("MM\nGG\n".to_string(), None));
    }

    #[test]
    fn errors_keep_earlier_answers() {
        // A count promising more games than follow (10^18 too) fails at the end of the input.
        assert_eq!(
            run_text(solve, "1\n1 1\n1001\n"),
            (
                "MM\n".to_string(),
                Some(
                    "line 4, column 1: expected a game's first pile (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1000000000000000000\n1 1\n").1.unwrap(),
            "line 3, column 1: expected a game's first pile (0..=2^64-1), found end of input"
        );
        assert_eq!(
            run_text(solve, "18446744073709551616\n").1.unwrap(),
            "line 1, column 1: expected a game count N (0..=2^64-1), found \"18446744073709551616\""
        );
        assert_eq!(
            run_text(solve, "2\n1 1\n3"),
            (
                String::new(),
                Some(
                    "line 3, column 2: expected a game's second pile (0..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "1\n-1 2\n").1.unwrap(),
            "line 2, column 1: expected a game's first pile (0..=2^64-1), found \"-1\""
        );
    }
}
