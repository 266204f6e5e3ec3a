//! Cutcake: a `W×H` cake of unit squares; Left cuts it along a vertical line (into two cakes of
//! widths `a + b = W`, height `H`), Right along a horizontal line (heights `a + b = H`).

use game_core::canonical::{GameId, Games};
use std::collections::HashMap;

/// The largest width or height: the values are integers below it, and the search costs
/// O(W · H · (W + H)) sums of integers.
pub const MAX_SIDE: u32 = 100;

/// A cake written `WxH` (width, then height), each side from 1 to [`MAX_SIDE`].
pub fn parse(text: &str) -> Result<(u32, u32), String> {
    let (width, height) = text
        .split_once('x')
        .ok_or_else(|| "a cake is WxH, e.g. 3x5 (width 3, height 5)".to_string())?;
    Ok((side(width, "width")?, side(height, "height")?))
}

/// A width or height: an integer from 1 to [`MAX_SIDE`], digits only.
fn side(text: &str, name: &str) -> Result<u32, String> {
    let number = text
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse::<u32>().ok())
        .flatten();
    match number {
        Some(n) if (1..=MAX_SIDE).contains(&n) => Ok(n),
        _ => Err(format!(
            "the {name} {text:?} is not an integer from 1 to {MAX_SIDE}"
        )),
    }
}

/// The canonical form of a `width × height` cake from the rules: every cut of each player,
/// each leaving the sum of two cakes. Memoised by (width, height).
pub fn form(games: &mut Games, width: u32, height: u32) -> GameId {
    let mut memo = HashMap::new();
    cake(games, width, height, &mut memo)
}

/// The form of one cake, memoised in `memo`.
fn cake(
    games: &mut Games,
    width: u32,
    height: u32,
    memo: &mut HashMap<(u32, u32), GameId>,
) -> GameId {
    if let Some(&known) = memo.get(&(width, height)) {
        return known;
    }
    let mut left = Vec::new();
    for a in 1..width {
        let (one, other) = (
            cake(games, a, height, memo),
            cake(games, width - a, height, memo),
        );
        left.push(games.sum(one, other));
    }
    let mut right = Vec::new();
    for a in 1..height {
        let (one, other) = (
            cake(games, width, a, memo),
            cake(games, width, height - a, memo),
        );
        right.push(games.sum(one, other));
    }
    let form = games.game(&left, &right);
    memo.insert((width, height), form);
    form
}
