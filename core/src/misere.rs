//! Win or loss under either play convention, searched from a game's rules.
//!
//! Under **normal** play the player who cannot move loses (the last mover wins); under **misère**
//! play the player who cannot move wins (the last mover loses). Sprague–Grundy values describe
//! normal play only ([`super::sg`]); a misère game is not the sum of its parts' values, so its
//! oracle has to search whole positions. [`Outcomes`] does that for any finite game, under either
//! convention.
//!
//! Misère Nim's closed form is [`super::nim::misere_first_player_wins`]; sums of any misère
//! (anti-SG) games, from their components' SG values, are [`super::anti`]'s (the SJ theorem).

use super::sg::{memoised_search, CycleError};
use std::collections::HashMap;
use std::hash::Hash;

/// The play convention: who wins when the player to move has no move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Play {
    /// The player who cannot move loses: whoever moves last wins.
    Normal,
    /// The player who cannot move wins: whoever moves last loses.
    Misere,
}

impl Play {
    /// Whether the player to move wins a position with no move. O(1).
    pub fn stuck_player_wins(self) -> bool {
        self == Play::Misere
    }
}

/// Memoised win/loss search over any finite game under a [`Play`] convention, given the function
/// that lists a position's options.
///
/// A position with options wins for the player to move iff some option loses for the opponent;
/// one without options wins iff the convention is [`Play::Misere`]. Iterative (no recursion, so
/// long games are fine), like [`super::sg::Search`]; the memo is kept across calls, so asking
/// for every position up to a bound costs each position once. O(P · (m + cost of `moves`)) over
/// the P positions reachable and m options each; O(P) memory. A cycle reachable from the position
/// asked about is an error (never a hang).
///
/// ```
/// use game_core::misere::{Outcomes, Play};
///
/// // Nim with two heaps, searched from its rules, under each convention.
/// let nim = |&(a, b): &(u8, u8)| -> Vec<(u8, u8)> {
///     let from_a = (0..a).map(move |left| (left, b));
///     let from_b = (0..b).map(move |left| (a, left));
///     from_a.chain(from_b).collect()
/// };
/// let mut normal = Outcomes::new(Play::Normal, nim);
/// let mut misere = Outcomes::new(Play::Misere, nim);
/// // (1, 0): the only move takes the last stone. It wins under normal play, loses under misère.
/// assert_eq!(normal.wins(&(1, 0)), Ok(true));
/// assert_eq!(misere.wins(&(1, 0)), Ok(false));
/// // (1, 1): the move leaves (1, 0) (or (0, 1)): a loss under normal play, a win under misère.
/// assert_eq!(normal.wins(&(1, 1)), Ok(false));
/// assert_eq!(misere.wins(&(1, 1)), Ok(true));
/// // (2, 2): both lose (the second player copies the first, except that under misère she
/// // answers a move to (1, 2) with (1, 0), and one to (0, 2) with (0, 1)).
/// assert_eq!(normal.wins(&(2, 2)), Ok(false));
/// assert_eq!(misere.wins(&(2, 2)), Ok(false));
/// ```
pub struct Outcomes<P, F> {
    play: Play,
    moves: F,
    memo: HashMap<P, bool>,
}

impl<P, F> Outcomes<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> Vec<P>,
{
    /// A search under `play` over the game whose options from `p` are `moves(&p)`, with an
    /// empty memo. O(1).
    pub fn new(play: Play, moves: F) -> Self {
        Outcomes {
            play,
            moves,
            memo: HashMap::new(),
        }
    }

    /// The convention this search plays under. O(1).
    pub fn play(&self) -> Play {
        self.play
    }

    /// Whether the player to move from `start` wins, or an error if a cycle is reachable from it.
    ///
    /// O(1) for a position already decided; otherwise O(P · (m + cost of `moves`)) over the P
    /// positions reachable from `start` not yet in the memo, with m options each.
    pub fn wins(&mut self, start: &P) -> Result<bool, CycleError> {
        let stuck_wins = self.play.stuck_player_wins();
        memoised_search(&mut self.memo, &mut self.moves, start, |memo, options| {
            if options.is_empty() {
                stuck_wins
            } else {
                options.iter().any(|o| !memo[o])
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::nim::misere_first_player_wins;
    use super::super::sg::Search;
    use super::*;

    /// Nim's rules over a sorted multiset of non-empty heaps: take any positive number of
    /// stones from one heap.
    // `&Vec` because `Outcomes<Vec<u64>, _>` hands its move function a `&P`.
    #[allow(clippy::ptr_arg)]
    fn nim_options(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for i in 0..heaps.len() {
            for left in 0..heaps[i] {
                let mut next = heaps.clone();
                next[i] = left;
                next.retain(|&h| h > 0);
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }

    #[test]
    fn misere_nim_by_hand() {
        let mut misere = Outcomes::new(Play::Misere, nim_options);
        assert_eq!(misere.play(), Play::Misere);
        // No stone left: the opponent took the last one and lost.
        assert_eq!(misere.wins(&vec![]), Ok(true));
        // One stone: it must be taken, and its taker loses.
        assert_eq!(misere.wins(&vec![1]), Ok(false));
        // 1 1: take one, leave the last to the opponent.
        assert_eq!(misere.wins(&vec![1, 1]), Ok(true));
        assert_eq!(misere.wins(&vec![1, 1, 1]), Ok(false));
        // A heap of 2: take 1, leave one stone.
        assert_eq!(misere.wins(&vec![2]), Ok(true));
        // 2 2: to 1 2 the reply is 1 0 (a loss for the mover), to 0 2 it is 0 1: a loss.
        assert_eq!(misere.wins(&vec![2, 2]), Ok(false));
        // 1 2 3: nim-sum 0 with heaps above 1: a loss, as in normal play.
        assert_eq!(misere.wins(&vec![1, 2, 3]), Ok(false));
        // The hdu1907 sample: 3 5 1 wins, 1 loses.
        assert_eq!(misere.wins(&vec![1, 3, 5]), Ok(true));
    }

    #[test]
    fn normal_nim_by_hand() {
        let mut normal = Outcomes::new(Play::Normal, nim_options);
        assert_eq!(normal.play(), Play::Normal);
        assert_eq!(normal.wins(&vec![]), Ok(false));
        assert_eq!(normal.wins(&vec![1]), Ok(true));
        assert_eq!(normal.wins(&vec![1, 1]), Ok(false));
        assert_eq!(normal.wins(&vec![1, 1, 1]), Ok(true));
        assert_eq!(normal.wins(&vec![2, 2]), Ok(false));
        assert_eq!(normal.wins(&vec![1, 2, 3]), Ok(false));
        assert_eq!(normal.wins(&vec![1, 2, 4]), Ok(true));
    }

    #[test]
    fn misere_nim_rule_agrees_with_the_search() {
        let mut misere = Outcomes::new(Play::Misere, nim_options);
        // Three heaps up to 7 and a fourth up to 3, every combination.
        for a in 0..8u64 {
            for b in a..8 {
                for c in b..8 {
                    for d in 0..4 {
                        let mut heaps = vec![a, b, c, d];
                        heaps.retain(|&h| h > 0);
                        heaps.sort_unstable();
                        assert_eq!(
                            misere.wins(&heaps),
                            Ok(misere_first_player_wins(heaps.iter().copied())),
                            "{heaps:?}"
                        );
                    }
                }
            }
        }
    }

    /// SplitMix64: a fixed-seed generator for the random games.
    fn splitmix(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A random acyclic game on `0..n`: each vertex moves to up to four lower vertices.
    fn random_dag(state: &mut u64, n: usize) -> Vec<Vec<usize>> {
        (0..n)
            .map(|v| {
                let degree = if v == 0 { 0 } else { splitmix(state) % 5 };
                (0..degree)
                    .map(|_| (splitmix(state) % v as u64) as usize)
                    .collect()
            })
            .collect()
    }

    #[test]
    fn normal_play_wins_iff_the_sg_value_is_not_zero_on_random_games() {
        let mut state = 1907;
        for _ in 0..200 {
            let n = 1 + (splitmix(&mut state) % 30) as usize;
            let graph = random_dag(&mut state, n);
            let mut outcomes = Outcomes::new(Play::Normal, |&v: &usize| graph[v].clone());
            let mut search = Search::new(|&v: &usize| graph[v].clone());
            // From the top, so that the memo serves the lower vertices later.
            for v in (0..n).rev() {
                assert_eq!(outcomes.wins(&v), search.wins(&v), "{graph:?}, vertex {v}");
            }
        }
    }

    #[test]
    fn misere_flips_the_ends_on_random_games() {
        // Under misère a vertex without moves wins; otherwise it wins iff some option loses:
        // the same recursion as normal play with the ends flipped. Checked bottom-up, by hand.
        let mut state = 1704;
        for _ in 0..200 {
            let n = 1 + (splitmix(&mut state) % 30) as usize;
            let graph = random_dag(&mut state, n);
            let mut expected: Vec<bool> = Vec::with_capacity(n);
            for options in &graph {
                let win = options.is_empty() || options.iter().any(|&w| !expected[w]);
                expected.push(win);
            }
            let mut outcomes = Outcomes::new(Play::Misere, |&v: &usize| graph[v].clone());
            for v in (0..n).rev() {
                assert_eq!(outcomes.wins(&v), Ok(expected[v]), "{graph:?}, vertex {v}");
            }
        }
    }

    #[test]
    fn a_win_needs_a_losing_option_not_just_any() {
        // 3 → {2, 1}, 2 → {1}, 1 → {0}, 0 stuck. Normal: 0 L, 1 W, 2 L, 3 W (via 2).
        // Misère: 0 W, 1 L, 2 W, 3 W (via 1). 4 → {3, 2}: both win under misère, so 4 loses.
        let graph: Vec<Vec<u32>> = vec![vec![], vec![0], vec![1], vec![2, 1], vec![3, 2]];
        let mut normal = Outcomes::new(Play::Normal, |&v: &u32| graph[v as usize].clone());
        let mut misere = Outcomes::new(Play::Misere, |&v: &u32| graph[v as usize].clone());
        let normal_wins: Vec<_> = (0..5).map(|v| normal.wins(&v)).collect();
        let misere_wins: Vec<_> = (0..5).map(|v| misere.wins(&v)).collect();
        assert_eq!(
            normal_wins,
            [Ok(false), Ok(true), Ok(false), Ok(true), Ok(true)]
        );
        assert_eq!(
            misere_wins,
            [Ok(true), Ok(false), Ok(true), Ok(true), Ok(false)]
        );
    }

    #[test]
    fn deep_games_need_no_recursion_and_cycles_are_errors() {
        // A chain x → x − 1: under misère 0 wins, then the values alternate.
        let mut deep = Outcomes::new(
            Play::Misere,
            |&x: &u32| {
                if x > 0 {
                    vec![x - 1]
                } else {
                    vec![]
                }
            },
        );
        assert_eq!(deep.wins(&200_000), Ok(true));
        assert_eq!(deep.wins(&200_001), Ok(false));
        for play in [Play::Normal, Play::Misere] {
            let mut cyclic = Outcomes::new(play, |&x: &u8| vec![(x + 1) % 3]);
            assert_eq!(cyclic.wins(&0), Err(CycleError));
            // A cycle found later, below a position with a decided option, is still an error.
            let mut late = Outcomes::new(play, |&x: &u8| match x {
                0 => vec![1, 2],
                2 => vec![3],
                3 => vec![2],
                _ => vec![],
            });
            assert_eq!(late.wins(&0), Err(CycleError));
        }
    }

    #[test]
    fn stuck_player_wins_only_under_misere() {
        assert!(!Play::Normal.stuck_player_wins());
        assert!(Play::Misere.stuck_player_wins());
    }
}
