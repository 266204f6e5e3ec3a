//! Blue-Red Hackenbush: every position is a number, computed one edge at a time.
//!
//! # The game
//!
//! A drawing of edges is joined to the ground. Left (Blue) deletes a blue edge, Right (Red) a red
//! one; every edge no longer joined to the ground disappears with it; a player with no edge of
//! their colour to delete loses. Every position is a number (each move costs its mover), and a
//! drawing's value is the sum of the values of its pieces standing on the ground.
//!
//! # The rules used here
//!
//! - **An edge under a drawing worth `x`** (the drawing standing on the edge's top end) makes a
//!   branch worth, for a blue edge, `(x + p) / 2^(p − 1)` with `p ≥ 1` the least integer such
//!   that `x + p > 1`, and for a red edge the negative of the blue edge's value under `−x`
//!   ([`edge_under`]). So a blue edge alone is worth `(0 + 2) / 2 = 1`, a blue edge under a blue
//!   edge `2`, under a red edge (`x = −1`) `1/2`. This is the branch `{0, B^L | B^R}` simplified
//!   by the simplicity rule: cutting the blue edge leaves 0, every other move is a move in the
//!   drawing above; *Winning Ways* ch. 2 and *Lessons in Play* §6 prove it (the tests below
//!   check it against canonical forms computed from the rules).
//! - **Strings** (a path standing on the ground) are folded from the top down with that rule.
//!   Equivalently (Berlekamp's sign expansion): the edges up to the first change of colour count
//!   `±1` each, and after it the `k`-th edge counts `±1/2^k` (`+` for blue).
//! - **Trees**: a vertex's drawing is the sum of the branches standing on it (pieces side by side
//!   add), so values are folded from the leaves down, one edge at a time.
//!
//! ```
//! use game_core::partizan::{blue_red, Dyadic};
//! use game_core::partizan::blue_red::Colour::{Blue, Red};
//!
//! assert_eq!(blue_red::string_value(&[Blue, Blue, Red]), Dyadic::new(3, 1)); // 1 + 1 − 1/2
//! assert_eq!(blue_red::string_value(&[Red, Red, Blue]), Dyadic::new(-3, 1));
//! // Two branches on the ground: edge 0 (blue) carries edges 1 (red) and 2 (red).
//! let parents = [None, Some(0), Some(0)];
//! assert_eq!(blue_red::tree_value(&parents, &[Blue, Red, Red]), Dyadic::new(1, 2));
//! ```
//!
//! Values are [`Dyadic`]s: exact while a drawing is at most [`super::MAX_EXPONENT`] edges high,
//! enough for oracles and small positions; a judge's deep drawings need wider numerators.

use super::Dyadic;

/// The colour of an edge: blue edges are Left's to delete, red edges Right's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Left's edges (positive values).
    Blue,
    /// Right's edges (negative values).
    Red,
}

/// The value of one edge of `colour` with a drawing worth `above` standing on its top end.
///
/// O(1): one addition and a change of exponent.
///
/// ```
/// use game_core::partizan::{blue_red::{edge_under, Colour}, Dyadic};
///
/// assert_eq!(edge_under(Colour::Blue, Dyadic::ZERO), Dyadic::integer(1));
/// assert_eq!(edge_under(Colour::Blue, Dyadic::integer(-1)), Dyadic::new(1, 1));
/// assert_eq!(edge_under(Colour::Red, Dyadic::integer(2)), Dyadic::new(-1, 2));
/// ```
///
/// # Panics
/// If the value is finer than `1/2^MAX_EXPONENT` (a drawing too high for a [`Dyadic`]).
pub fn edge_under(colour: Colour, above: Dyadic) -> Dyadic {
    match colour {
        Colour::Blue => blue_edge_under(above),
        Colour::Red => -blue_edge_under(-above),
    }
}

/// `(x + p) / 2^(p − 1)`, `p ≥ 1` the least integer with `x + p > 1`.
fn blue_edge_under(x: Dyadic) -> Dyadic {
    // x + p > 1  ⇔  p > 1 − x  ⇔  p = ⌊1 − x⌋ + 1, at least 1.
    let p = ((Dyadic::integer(1) - x).floor() + 1).max(1);
    let shifted = x + Dyadic::integer(p);
    let halvings = u32::try_from(p - 1).unwrap_or(u32::MAX);
    Dyadic::new(
        shifted.numerator(),
        shifted.exponent().saturating_add(halvings),
    )
}

/// The value of a string of edges standing on the ground, `colours[0]` touching the ground.
///
/// O(length).
pub fn string_value(colours: &[Colour]) -> Dyadic {
    colours
        .iter()
        .rev()
        .fold(Dyadic::ZERO, |above, &colour| edge_under(colour, above))
}

/// The value of a forest of edges: `parents[e]` is the edge that edge `e` stands on, `None` for
/// an edge on the ground, and every parent comes before its children (`parents[e] < e`), as
/// judges give trees.
///
/// O(edges): each edge's value is folded into its parent's drawing, last edge first.
///
/// # Panics
/// If a parent does not come before its child, or the lengths differ.
pub fn tree_value(parents: &[Option<usize>], colours: &[Colour]) -> Dyadic {
    assert_eq!(parents.len(), colours.len(), "one colour for each edge");
    let mut above = vec![Dyadic::ZERO; parents.len()];
    let mut ground = Dyadic::ZERO;
    for edge in (0..parents.len()).rev() {
        let branch = edge_under(colours[edge], above[edge]);
        match parents[edge] {
            Some(parent) => {
                assert!(parent < edge, "edge {edge} stands on a later edge {parent}");
                above[parent] = above[parent] + branch;
            }
            None => ground = ground + branch,
        }
    }
    ground
}

#[cfg(test)]
mod tests {
    use super::Colour::{Blue, Red};
    use super::*;
    use crate::canonical::{GameId, Games};

    /// The canonical form of a forest given as `parents` / `colours`, with only the edges in
    /// `alive` (a bit mask) present, searched from the rules: each move deletes an edge of the
    /// mover's colour and every edge above it.
    fn searched(
        games: &mut Games,
        parents: &[Option<usize>],
        colours: &[Colour],
        alive: u32,
    ) -> GameId {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for edge in 0..parents.len() {
            if alive & (1 << edge) == 0 {
                continue;
            }
            let mut remaining = alive & !(1 << edge);
            // Edges come after their parents, so one pass drops everything above the cut.
            for (later, parent) in parents.iter().enumerate().skip(edge + 1) {
                if let Some(parent) = *parent {
                    if remaining & (1 << parent) == 0 {
                        remaining &= !(1 << later);
                    }
                }
            }
            let option = searched(games, parents, colours, remaining);
            match colours[edge] {
                Blue => left.push(option),
                Red => right.push(option),
            }
        }
        games.game(&left, &right)
    }

    fn colours_of(mask: u32, length: usize) -> Vec<Colour> {
        (0..length)
            .map(|i| if mask & (1 << i) != 0 { Blue } else { Red })
            .collect()
    }

    #[test]
    fn every_string_up_to_eight_edges_matches_its_canonical_form() {
        let mut games = Games::new();
        for length in 0..=8 {
            let parents: Vec<Option<usize>> =
                (0..length).map(|i: usize| i.checked_sub(1)).collect();
            for mask in 0..1u32 << length {
                let colours = colours_of(mask, length);
                let game = searched(&mut games, &parents, &colours, (1 << length) - 1);
                assert_eq!(
                    games.as_number(game),
                    Some(string_value(&colours)),
                    "{colours:?}"
                );
            }
        }
    }

    #[test]
    fn sign_expansion_gives_the_textbook_strings() {
        let cases = [
            (vec![Blue, Red, Red, Blue], Dyadic::new(3, 3)),
            (vec![Blue, Blue, Red], Dyadic::new(3, 1)),
            (vec![Red, Red, Blue], Dyadic::new(-3, 1)),
            (vec![Blue, Red, Blue, Red, Blue], Dyadic::new(11, 4)),
            (vec![Blue; 5], Dyadic::integer(5)),
            (vec![], Dyadic::ZERO),
        ];
        for (colours, value) in cases {
            assert_eq!(string_value(&colours), value, "{colours:?}");
        }
    }

    #[test]
    fn random_forests_match_their_canonical_forms() {
        let mut games = Games::new();
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        for _ in 0..300 {
            let edges = 1 + next(9);
            let parents: Vec<Option<usize>> = (0..edges)
                .map(|e| match next(e + 2) {
                    0 => None,
                    k if k <= e => Some(k - 1),
                    _ => None,
                })
                .collect();
            let colours = colours_of(next(1 << edges) as u32, edges);
            let game = searched(&mut games, &parents, &colours, (1 << edges) - 1);
            assert_eq!(
                games.as_number(game),
                Some(tree_value(&parents, &colours)),
                "{parents:?} {colours:?}"
            );
        }
    }

    #[test]
    #[should_panic(expected = "stands on a later edge")]
    fn a_parent_after_its_child_is_refused() {
        tree_value(&[Some(1), None], &[Blue, Red]);
    }
}
