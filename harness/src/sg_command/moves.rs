//! A winning move from a position of heaps, or why there is none: the position is lost, or
//! terminal (no move at all).

use super::leaves_three_heaps;
use game_core::octal::{Game, Rules};
use game_core::period::Analysis;
use std::process::ExitCode;

/// Heaps up to this size have their moves listed one by one for a winning move.
const MOVE_SEARCH_LIMIT: u64 = 1 << 16;
/// The same for games whose moves may leave three heaps: a heap of n has about n²/12 moves.
const MOVE_SEARCH_LIMIT_THREE_HEAPS: u64 = 1 << 10;

/// `g(h)`: from the values computed, else from the certified period.
fn value_of(analysis: &Analysis, h: u64) -> Option<u64> {
    if let Some(&v) = usize::try_from(h).ok().and_then(|i| analysis.values.get(i)) {
        return Some(u64::from(v));
    }
    analysis.solved.as_ref().and_then(|s| s.at(h))
}

/// Prints the position's value and a winning move from it, or that the player to move loses
/// (and why: every move leads to a nonzero value, or there is no move at all). O(h) per heap of
/// h up to [`move_search_limit`] (O(h²) for games leaving three heaps), O(t + p) above.
pub(super) fn winning_move(
    game: &Game,
    analysis: &Analysis,
    heaps: &[u64],
    say: &mut dyn FnMut(&str),
) -> Result<ExitCode, String> {
    let mut values = Vec::new();
    for &h in heaps {
        let v = value_of(analysis, h).ok_or_else(|| {
            format!(
                "g({h}) of {game} is unknown: no certified period up to {} terms",
                analysis.values.len()
            )
        })?;
        values.push(v);
    }
    let total = values.iter().fold(0, |a, &v| a ^ v);
    let parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    say(&format!(
        "position {}: g = {} = {total}: the player to move {}",
        list.join(" "),
        parts.join(" xor "),
        if total == 0 { "loses" } else { "wins" }
    ));
    if total == 0 {
        say(if heaps.iter().all(|&h| !has_move(game, h)) {
            "no move: the position is terminal"
        } else {
            "every move leads to a position of nonzero value"
        });
        return Ok(ExitCode::SUCCESS);
    }
    for (i, (&h, &v)) in heaps.iter().zip(&values).enumerate() {
        let target = v ^ total;
        if let Some((removed, left)) = find_option(game, analysis, h, target) {
            let rest = if left.is_empty() {
                "nothing".to_string()
            } else {
                left.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(" + ")
            };
            say(&format!(
                "winning move: heap {h} (number {} in the list, g = {v}): remove {removed}, \
                 leave {rest} (g = {target})",
                i + 1
            ));
            return Ok(ExitCode::SUCCESS);
        }
    }
    let limit = move_search_limit(game);
    Err(format!(
        "no winning move found: the heaps are above {limit} and the game has no \
         certified plain period to search them by"
    ))
}

/// Whether a heap of `h` has a move. O(t) for a code of `t` digits (O(t²) if it leaves three
/// heaps), O(1) otherwise.
///
/// Every heap from `t + 3` on has the same moves' kinds: removing `k ≤ t` leaves at least 3
/// tokens, enough for one, two or three heaps, and never nothing; a named game's moves all
/// exist from a heap of 3 on (Grundy's first split is 1 + 2). So a heap has a move exactly when
/// the heap of `min(h, t + 3)` (`min(h, 3)` for a named game) has one.
fn has_move(game: &Game, h: u64) -> bool {
    let every_kind = match game.rules() {
        Rules::Code(code) => code.max_removal() as u64 + 3,
        _ => 3,
    };
    !game.options(h.min(every_kind) as usize).is_empty()
}

/// Heaps up to this size have their moves listed one by one for a winning move.
fn move_search_limit(game: &Game) -> u64 {
    if leaves_three_heaps(game) {
        MOVE_SEARCH_LIMIT_THREE_HEAPS
    } else {
        MOVE_SEARCH_LIMIT
    }
}

/// A move from heap `h` to a position of value `target`: the tokens removed and the heaps left.
fn find_option(game: &Game, analysis: &Analysis, h: u64, target: u64) -> Option<(u64, Vec<u64>)> {
    let value = |heaps: &[u64]| -> Option<u64> {
        heaps
            .iter()
            .try_fold(0u64, |acc, &x| Some(acc ^ value_of(analysis, x)?))
    };
    if h <= move_search_limit(game) {
        for mv in game.options(h as usize) {
            let left: Vec<u64> = mv.heaps.iter().map(|&x| x as u64).collect();
            if value(&left) == Some(target) {
                return Some((mv.removed as u64, left));
            }
        }
        return None;
    }
    match game.rules() {
        Rules::Nim => (target < h).then(|| (h - target, vec![target])),
        Rules::Lasker | Rules::Split3 => {
            // g(y) is y, y + 1 or y − 1: a take reaches `target` only by leaving a heap within 1
            // of it. The one value below g(h) that no take reaches is h itself (h ≡ 3 mod 4, h ≡ 7
            // mod 8), which 1 + (h − 1), resp. 1 + 2 + (h − 3), is worth.
            let mut near = target.saturating_sub(1)..=target.saturating_add(1);
            if let Some(y) = near.find(|&y| y < h && value(&[y]) == Some(target)) {
                return Some((h - y, vec![y]));
            }
            let split = if *game.rules() == Rules::Lasker {
                vec![1, h - 1]
            } else {
                vec![1, 2, h - 3]
            };
            (value(&split) == Some(target)).then_some((0, split))
        }
        Rules::Code(code) => {
            // With plain period p from e, a split a + b with a ≥ e + p has the value of
            // (a − p) + (b + p): the smaller heap can be taken below e + p.
            let solved = analysis.solved.as_ref()?;
            let p = solved.periodicity();
            if p.saltus != 0 || code.max_heaps() == 3 {
                return None;
            }
            let small = (p.preperiod + p.period) as u64;
            for (k, &d) in code.digits().iter().enumerate() {
                let k = k as u64;
                let m = h - k;
                if d & 2 != 0 && k >= 1 && value(&[m]) == Some(target) {
                    return Some((k, vec![m]));
                }
                if d & 4 != 0 {
                    for a in 1..=small.min(m / 2) {
                        if value(&[a, m - a]) == Some(target) {
                            return Some((k, vec![a, m - a]));
                        }
                    }
                }
            }
            None
        }
        _ => None,
    }
}
