//! Partizan games: Left and Right have different moves, and a position's value is a number, a
//! nimber, an infinitesimal like `↑`, a switch like `±1`, or any other short game.
//!
//! # The theory in brief
//!
//! A short game `G = {G^L | G^R}` is given by the positions Left may move to and those Right may
//! move to; the player who cannot move loses (normal play). In a sum `G + H` a move is a move in
//! one component. Every game falls in one of four outcome classes ([`Outcome`]): `G > 0` (Left
//! wins whoever starts), `G < 0` (Right wins), `G = 0` (the second player wins), `G ‖ 0`
//! (confused with 0: the first player wins). Games form an ordered group: `G ≥ H` when Left wins
//! `G − H` moving second, and `−G` swaps the players' roles.
//!
//! Some games are numbers ([`Dyadic`]): `{ | } = 0`, `{0 | } = 1`, `{0 | 1} = 1/2`, and `{x | y}`
//! with numbers `x < y` is the simplest number between them ([`Dyadic::simplest_between`]).
//! Numbers add like numbers, and a sum of numbers is won by Left when positive, by Right when
//! negative, by the second player when 0. Blue-Red Hackenbush ([`blue_red`]) takes only numbers.
//!
//! Every short game has a unique simplest form equal to it, its canonical form
//! ([`crate::canonical::Games`]):
//! the independent oracle for partizan problems, as [`crate::sg::Search`] is for impartial ones.
//!
//! # What this module computes
//!
//! - [`Dyadic`]: exact dyadic rationals, their order, sums and the simplicity rule;
//! - [`blue_red`]: Blue-Red Hackenbush strings and trees, one edge at a time, in O(edges);
//! - [`deep`]: the same trees at judge scale (10^5 edges, values 10^5 binary digits deep), exact,
//!   in O(n log² n);
//! - [`crate::canonical::Games`] (a module of its own, so that bundles of problems that need only
//!   numbers leave it out): canonical forms from options, sums, negatives, comparison, outcome classes, and
//!   names as CGSuite writes them (`3/8`, `*2`, `^*`, `±1`, `{1|0}`).
//!
//! Sources: Berlekamp, Conway and Guy, *Winning Ways*, ch. 1–2; Albert, Nowakowski and Wolfe,
//! *Lessons in Play*, ch. 4–6; Siegel, *Combinatorial Game Theory*, ch. II.
//!
//! ```
//! use game_core::canonical::Games;
//! use game_core::partizan::{blue_red, Outcome};
//! use game_core::partizan::blue_red::Colour::{Blue, Red};
//!
//! // A Hackenbush string from the ground up: blue, red, red, blue is worth 3/8 to Left (Blue).
//! let value = blue_red::string_value(&[Blue, Red, Red, Blue]);
//! assert_eq!(value.to_string(), "3/8");
//! // As a game it is positive: Blue wins whoever starts.
//! let mut games = Games::new();
//! let game = games.number(value);
//! assert_eq!(games.outcome(game), Outcome::Left);
//! ```

pub mod blue_red;
pub mod deep;
mod dyadic;

pub use dyadic::{Dyadic, MAX_EXPONENT};

/// Who wins a game with perfect play, whoever starts (its outcome class).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Left wins moving first or second (`G > 0`).
    Left,
    /// Right wins moving first or second (`G < 0`).
    Right,
    /// The second player wins (`G = 0`): a P-position.
    Previous,
    /// The first player wins (`G ‖ 0`): an N-position.
    Next,
}
