//! POJ 2315 Football Game: N balls at distances S_i from the goal; a ball of radius R only rolls
//! whole turns (2πR each), and a kick sends it at most L. Alice and Bob alternate, Alice first;
//! a move kicks between 1 and M balls; whoever has no ball left to kick loses. Per test print
//! `Alice` or `Bob`, as the judge decides it (see the README: the judge's rule departs from the
//! literal game when M ≥ 2).
//!
//! A ball is a heap of ⌈S/(2πR)⌉ turns, a kick takes 1 to K = ⌊L/(2πR)⌋ of them. The judge's
//! rule: reduce each heap mod K + 1, then Moore's Nim_M (`game_core::nim::moore_first_player_wins`).
//! The turns are computed exactly (π to 28 decimals in 128-bit integers: no floating point), for
//! S, L, R up to 2^32 − 1. O(N) per test, memory O(N) for the heaps read.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::nim::moore_first_player_wins;
use std::io::{BufRead, Write};

/// The judge's most balls N (the statement: 1 ≤ M ≤ N ≤ 30).
pub const MAX_BALLS: u64 = 30;
/// The judge's bound on L and on each S (the statement: 0 < L, S < 10^8).
pub const MAX_DISTANCE: u64 = 99_999_999;
/// The judge's bound on R (the statement: 0 < R < 10^4).
pub const MAX_RADIUS: u64 = 9_999;
/// The judge's most tests in a file (not stated; assumed).
pub const MAX_TESTS: u64 = 100;

/// The largest S, L and R this program computes with exactly (the bound of its proof that 28
/// decimals of π decide every floor): 2^32 − 1, far past the judge's 10^8.
pub const EXACT_UP_TO: u64 = u32::MAX as u64;

/// ⌊π · 10^28⌋: π = 3.1415926535897932384626433832795…
const PI_E28: u128 = 31_415_926_535_897_932_384_626_433_832;
/// 10^28.
const E28: u128 = 10_000_000_000_000_000_000_000_000_000;

/// ⌊d / (2πR)⌋: the whole turns of a ball of radius `radius ≥ 1` in a distance `distance`, for
/// both at most [`EXACT_UP_TO`]. Exact: with π between p = ⌊π·10^28⌋/10^28 and p + 10^-28,
/// the floors of d/(2R(p + 10^-28)) and d/(2Rp) agree unless some integer q has |d − 2Rqπ| <
/// 2Rq · 10^-28 < 10^-18; but 2Rq < 2^31 here, and no multiple aπ with a < 2^31 comes within
/// 10^-10 of an integer (|aπ − p| ≥ 1/(q + q') for the convergent denominators q ≤ a < q' of
/// π; around 2^31 they are 1 963 319 607 and 4 738 167 652), so they always agree. O(1).
///
/// ```
/// use poj2315::whole_turns;
/// assert_eq!(whole_turns(30, 1), 4); // 30 / 6.283… = 4.77…
/// assert_eq!(whole_turns(6, 1), 0);
/// assert_eq!(whole_turns(7, 1), 1);
/// // 355/113 is within 3·10^-7 of π, above it: 710 = 2·355 is just past 113 turns.
/// assert_eq!(whole_turns(710, 1), 113);
/// assert_eq!(whole_turns(709, 1), 112);
/// ```
pub fn whole_turns(distance: u64, radius: u64) -> u64 {
    debug_assert!(distance <= EXACT_UP_TO && (1..=EXACT_UP_TO).contains(&radius));
    let scaled = u128::from(distance) * E28;
    let diameter = 2 * u128::from(radius);
    // π is above PI_E28 and below PI_E28 + 1 (in units of 10^-28): the turns are at least the
    // first floor and at most the second, and the proof above says they are equal.
    let at_least = scaled / (diameter * (PI_E28 + 1));
    let at_most = scaled / (diameter * PI_E28);
    debug_assert_eq!(at_least, at_most);
    at_least as u64
}

/// The judge's decision: Alice (the player to move) wins iff Moore's Nim_M on the heaps
/// ⌈S/(2πR)⌉ mod (K + 1), K = ⌊L/(2πR)⌋, is a first-player win. `balls ≥ 1` kicked at most a
/// move; `distances`, `longest_kick` and `radius ≥ 1` at most [`EXACT_UP_TO`]. O(N).
///
/// ```
/// use poj2315::alice_wins;
/// // R = 1, L = 30: K = 4; 8 and 14 are 2 and 3 turns: Nim on 2, 3 (M = 1), a win.
/// assert!(alice_wins(&[8, 14], 1, 30, 1));
/// assert!(!alice_wins(&[8, 12], 1, 30, 1));
/// ```
pub fn alice_wins(distances: &[u64], balls: u64, longest_kick: u64, radius: u64) -> bool {
    let most_per_kick = whole_turns(longest_kick, radius);
    let heaps = distances.iter().map(|&s| {
        // S/(2πR) is never a whole number (π is irrational), so its ceiling is the floor + 1.
        let turns = if s == 0 {
            0
        } else {
            whole_turns(s, radius) + 1
        };
        turns % (most_per_kick + 1)
    });
    moore_first_player_wins(heaps, balls)
}

/// Solves every test until the end of the input: `N M L R`, then the N distances. Any N (the
/// distances are pushed as read), any M ≥ 1; L and each S from 0 and R from 1, up to
/// [`EXACT_UP_TO`] (past it, an error).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let exact = 0..=EXACT_UP_TO;
    let mut distances: Vec<u64> = Vec::new();
    while let Some(n) = input.u64_or_end("a ball count N", 0..=u64::MAX)? {
        let balls = input.u64("the most balls a move kicks M", 1..=u64::MAX)?;
        let longest_kick = input.u64("the longest kick L", exact.clone())?;
        let radius = input.u64("the radius R", 1..=EXACT_UP_TO)?;
        distances.clear();
        input.u64s_into(&mut distances, n, "a distance S", exact.clone())?;
        let winner = alice_wins(&distances, balls, longest_kick, radius);
        out.line(if winner { "Alice" } else { "Bob" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn turns_agree_with_floating_point_away_from_whole_numbers() {
        let mut checked = 0;
        for radius in [1, 2, 3, 7, 113, 9999, 65_536, EXACT_UP_TO] {
            for distance in (0..=EXACT_UP_TO).step_by(9_999_991).chain([EXACT_UP_TO]) {
                let turns = distance as f64 / (2.0 * std::f64::consts::PI * radius as f64);
                // f64 holds this quotient to about 10^-6 here: trust it 10^-3 from a whole number.
                if (turns - turns.round()).abs() > 1e-3 {
                    assert_eq!(whole_turns(distance, radius), turns.floor() as u64);
                    checked += 1;
                }
            }
        }
        assert!(checked > 3000);
    }

    #[test]
    fn near_misses_of_pi_are_decided() {
        // 2 · 103993 / 33102 and 2 · 833719 / 265381 come within 10^-9 and 10^-11 of 2π:
        // 103993 ≈ 33102π − 0.0000191, so 2·103993 is just short of 33102 turns of radius 1.
        assert_eq!(whole_turns(2 * 103_993, 1), 33_101);
        assert_eq!(whole_turns(2 * 103_993 + 1, 1), 33_102);
        // 833719 ≈ 265381π − 0.0000026: 2·833719 is just below 265381 turns.
        assert_eq!(whole_turns(2 * 833_719, 1), 265_380);
        assert_eq!(whole_turns(2 * 833_719 - 1, 1), 265_380);
        assert_eq!(whole_turns(2 * 833_719 + 1, 1), 265_381);
    }

    #[test]
    fn tests_by_hand() {
        // K = 0 (L < 2πR): nobody can kick: Bob. M = 2 on three balls of 1 turn: Bob.
        let text = "1 1 6 1\n100\n3 2 7 1\n5 6 1\n3 3 7 1\n5 6 1\n";
        assert_eq!(run_text(solve, text), ("Bob\nBob\nAlice\n".into(), None));
        let (out, error) = run_text(solve, "1 1 7 1\n1\n1 1 7 0\n1\n");
        assert_eq!(out, "Alice\n");
        assert!(error.is_some_and(|e| e.contains("the radius R")));
        let (_, error) = run_text(solve, "1 1 7 1\n4294967296\n");
        assert!(error.is_some_and(|e| e.contains("(0..=4294967295)")));
    }
}
