//! Every-SG games: sums of impartial games in which **every turn moves in every component that
//! is not over yet**, one move in each, all at once; the player who cannot move (every component
//! is over) loses. Winning Ways calls this the *remote* sum (every component must be played).
//!
//! A component's Sprague–Grundy value says nothing here (several components move in one turn, so
//! no component can be "answered" alone). What decides is how long each component lasts when the
//! side that wins it drags it out and the side that loses it ends it fast.
//!
//! # The step count
//!
//! For a position `v` of one component game (finite, acyclic):
//!
//! - `step(v) = 0` if `v` has no move (the component is over);
//! - else, if some option has an even step: `step(v) = 1 + max { step(w) : w an option with
//!   step(w) even }` (the mover wins `v` and prolongs it, among the options that keep the win);
//! - else `step(v) = 1 + min { step(w) : w an option }` (every option is odd: the mover loses
//!   `v` and shortens it).
//!
//! By induction, `step(v)` is odd iff the player to move wins `v` played alone (an option with
//! even step is one lost for the opponent); [`step`] is the rule, [`Steps`] searches it over any
//! game given its moves.
//!
//! # The every-SG theorem
//!
//! The player to move wins the every-SG sum of components with steps `s_1, …, s_n` iff
//! `max(s_1, …, s_n)` is odd (with no component, or all over, the max is 0: a loss).
//! [`first_player_wins`] is that rule.
//!
//! Proof sketch. Two facts about one component at step `s > 0`, read off the definition:
//!
//! 1. *The mover can always lower a step by exactly one*: if `s` is odd, an option with the
//!    largest even step has step `s − 1`; if `s` is even, every option is odd and one has step
//!    `s − 1` (the minimum).
//! 2. *What any move can reach*: from an even `s`, every option is odd and at least `s − 1`; from
//!    an odd `s`, an even option has step at most `s − 1`, and odd options are unconstrained.
//!
//! Call P the player to move when the largest step `M` is odd (so `M ≥ 1`), and let P lower every
//! running component by exactly one (fact 1; a running component has step `≥ 1`). If `M = 1`
//! every component is now over and the opponent, stuck, loses. Otherwise the opponent faces
//! largest step `M − 1`, even and at least 2, and at least one component at `M − 1`. Whatever the
//! opponent plays, by fact 2 each component at `M − 1` goes to an odd step `≥ M − 2`, each other
//! even component to an odd step, and each odd one (at most `M − 2`) to an odd step or an even
//! one at most `M − 3`. So every even step left is below `M − 2` while some odd step is at least
//! `M − 2`: P again faces an odd largest step. The game is finite and P always has a move (a component at
//! the odd maximum is running), so the opponent is the one who gets stuck. If instead the largest
//! step is even, either it is 0 (nothing to move: a loss) or, by the same reading of fact 2, every
//! move hands the opponent an odd largest step, a win for the opponent.
//!
//! With one component, the theorem says again that `step(v)` is odd iff the mover wins `v`.
//!
//! The tests check [`step`] against a minimax over whole plays (the mover ranks a win above a
//! loss, then a longer win, then a shorter loss) and the theorem against a search over whole sums
//! (every component's position together, a move in each running component at once).
//!
//! ```
//! use game_core::every::{first_player_wins, Steps};
//!
//! // Take 1 or 2 from a heap. From 4 the mover (who wins) takes 1, the opponent ends 3 fast by
//! // taking 2, and the mover takes the last: 3 moves.
//! let mut steps = Steps::new(|&h: &u32| (1..=h.min(2)).map(|k| h - k).collect());
//! let s: Vec<u32> = (0..7).map(|h| steps.steps(&h).unwrap()).collect();
//! assert_eq!(s, [0, 1, 1, 2, 3, 3, 4]);
//! // Heaps 1 and 3: the longest game (3, step 2) is lost by the mover, so the sum is lost,
//! // although the xor of their SG values (1 and 0) is 1.
//! assert!(!first_player_wins([s[1], s[3]]));
//! // Heaps 3 and 4: step 3 is the largest, odd: the mover wins.
//! assert!(first_player_wins([s[3], s[4]]));
//! ```

use super::sg::{memoised_search, CycleError};
use std::collections::HashMap;
use std::hash::Hash;

/// The step count of a position whose options have the step counts `options`: 0 with no
/// option; else 1 + the largest even option, if there is one; else 1 + the smallest option.
/// Odd iff the player to move wins the position played alone.
///
/// O(number of options), one pass. A step is at most the number of moves of the position's
/// longest play; an option's step of `u32::MAX` (an odd one, so a minimum) has no successor and
/// overflows.
///
/// ```
/// use game_core::every::step;
///
/// assert_eq!(step([]), 0); // no move: over
/// assert_eq!(step([0, 3]), 1); // end it now (a win); 3 is odd, a win for the opponent
/// assert_eq!(step([0, 2, 5]), 3); // win, through the longest lost option (2)
/// assert_eq!(step([5, 3, 7]), 4); // every option wins for the opponent: shortest, 3
/// ```
pub fn step<I: IntoIterator<Item = u32>>(options: I) -> u32 {
    let mut longest_lost: Option<u32> = None;
    let mut shortest: Option<u32> = None;
    for s in options {
        if s % 2 == 0 {
            longest_lost = Some(longest_lost.map_or(s, |l| l.max(s)));
        }
        shortest = Some(shortest.map_or(s, |l| l.min(s)));
    }
    match longest_lost.or(shortest) {
        Some(s) => s + 1,
        None => 0,
    }
}

/// Whether the player to move wins the every-SG sum of components with step counts `steps`
/// (each from [`step`] or [`Steps`]): iff the largest is odd. No component (or only finished
/// ones, step 0): a loss, as the player to move cannot move.
///
/// **Hypothesis**: each component is a finite acyclic impartial game, and every turn moves in
/// every component that is not over (the every-SG rule); the player who cannot move loses.
///
/// O(n) for n steps, one pass.
///
/// ```
/// use game_core::every::first_player_wins;
///
/// assert!(first_player_wins([1, 1, 1]));
/// assert!(!first_player_wins([2, 1])); // the longest component is lost by the mover
/// assert!(first_player_wins([3, 2, 0]));
/// assert!(!first_player_wins([]));
/// assert!(!first_player_wins([0, 0]));
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u32>>(steps: I) -> bool {
    steps.into_iter().max().unwrap_or(0) % 2 == 1
}

/// Memoised every-SG step search over any finite game, given the function that lists a
/// position's options: [`Steps::steps`] applies [`step`] to every position reachable.
///
/// Iterative (no recursion, so long games are fine), like [`super::sg::Search`]; the memo is
/// kept across calls, so asking for every position up to a bound costs each position once.
/// O(P · (m + cost of `moves`)) over the P positions reachable with m options each; O(P) memory.
/// A cycle reachable from the position asked about is an error (never a hang).
///
/// ```
/// use game_core::every::Steps;
/// use game_core::sg::CycleError;
///
/// // A path 3 → 2 → 1 → 0: every move is forced, the step is the length.
/// let mut path = Steps::new(|&v: &u8| if v > 0 { vec![v - 1] } else { vec![] });
/// assert_eq!(path.steps(&3), Ok(3));
/// assert_eq!(path.wins(&2), Ok(false));
/// let mut cyclic = Steps::new(|&v: &u8| vec![(v + 1) % 2]);
/// assert_eq!(cyclic.steps(&0), Err(CycleError));
/// ```
pub struct Steps<P, F> {
    moves: F,
    memo: HashMap<P, u32>,
}

impl<P, F> Steps<P, F>
where
    P: Hash + Eq + Clone,
    F: FnMut(&P) -> Vec<P>,
{
    /// A search over the game whose options from `p` are `moves(&p)`, with an empty memo. O(1).
    pub fn new(moves: F) -> Self {
        Steps {
            moves,
            memo: HashMap::new(),
        }
    }

    /// The step count of `start`, or an error if a cycle is reachable from it.
    ///
    /// O(1) for a position already searched; otherwise O(P · (m + cost of `moves`)) over the P
    /// positions reachable from `start` not yet in the memo, with m options each.
    pub fn steps(&mut self, start: &P) -> Result<u32, CycleError> {
        memoised_search(&mut self.memo, &mut self.moves, start, |memo, options| {
            step(options.iter().map(|o| memo[o]))
        })
    }

    /// Whether the player to move wins `position` played alone (its step is odd), or an error if
    /// a cycle is reachable from it. Same cost as [`Steps::steps`].
    pub fn wins(&mut self, position: &P) -> Result<bool, CycleError> {
        Ok(self.steps(position)? % 2 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::super::misere::{Outcomes, Play};
    use super::*;

    /// Subtraction games: from a heap, take any amount in `set`.
    fn subtract(set: &[u32], heap: u32) -> Vec<u32> {
        set.iter()
            .filter(|&&k| k <= heap)
            .map(|&k| heap - k)
            .collect()
    }

    /// Every nonempty subset of 1..=4, as a subtraction set.
    fn subtraction_sets() -> Vec<Vec<u32>> {
        (1u32..16)
            .map(|mask| (1..=4).filter(|k| mask >> (k - 1) & 1 == 1).collect())
            .collect()
    }

    /// One play's result from the rules, for the player to move: whether they win, and how many
    /// moves the play lasts when each side, moving, prefers a win to a loss, then a longer win, then
    /// a shorter loss. Plain minimax over whole plays, recursive (small games only).
    fn minimax<P: Copy>(moves: &dyn Fn(P) -> Vec<P>, v: P) -> (bool, u32) {
        // How much the mover likes a result: any win above any loss, then longer wins and
        // shorter losses.
        let rank = |(wins, length): (bool, u32)| {
            if wins {
                (1, i64::from(length))
            } else {
                (0, -i64::from(length))
            }
        };
        moves(v)
            .into_iter()
            .map(|w| {
                let (opponent_wins, length) = minimax(moves, w);
                (!opponent_wins, length + 1)
            })
            .max_by_key(|&result| rank(result))
            .unwrap_or((false, 0))
    }

    /// The options of an every-SG sum over `moves`: the running components (sorted, the finished
    /// ones dropped), each moved once, in every combination.
    fn sum_options<P: Ord + Clone>(moves: &dyn Fn(&P) -> Vec<P>, running: &[P]) -> Vec<Vec<P>> {
        if running.is_empty() {
            return Vec::new();
        }
        let mut options: Vec<Vec<P>> = vec![Vec::new()];
        for component in running {
            let next = moves(component);
            options = options
                .iter()
                .flat_map(|partial| {
                    next.iter().map(move |w| {
                        let mut more = partial.clone();
                        more.push(w.clone());
                        more
                    })
                })
                .collect();
        }
        for option in &mut options {
            option.retain(|w| !moves(w).is_empty());
            option.sort();
        }
        options
    }

    #[test]
    fn step_by_hand() {
        assert_eq!(step([]), 0);
        assert_eq!(step([0]), 1);
        assert_eq!(step([1]), 2);
        assert_eq!(step([2]), 3);
        // Largest even wins over a smaller even and over any odd.
        assert_eq!(step([0, 4, 2, 9]), 5);
        assert_eq!(step([4, 0, 2]), 5);
        // Only odd options: the smallest, in any order.
        assert_eq!(step([7, 3, 5]), 4);
        assert_eq!(step([3, 7]), 4);
        assert_eq!(step([u32::MAX - 1, 1]), u32::MAX);
    }

    #[test]
    fn the_theorem_by_hand() {
        assert!(!first_player_wins([]));
        assert!(!first_player_wins([0]));
        assert!(first_player_wins([1]));
        assert!(!first_player_wins([2]));
        assert!(!first_player_wins([1, 2]));
        assert!(first_player_wins([2, 3]));
        assert!(first_player_wins([3, 2, 3]));
        assert!(!first_player_wins([3, 4, 1]));
        assert!(first_player_wins([u32::MAX, 4]));
    }

    #[test]
    fn steps_agree_with_minimax_and_with_outcomes() {
        for set in subtraction_sets() {
            let moves = |h: u32| subtract(&set, h);
            let mut steps = Steps::new(|&h: &u32| subtract(&set, h));
            let mut normal = Outcomes::new(Play::Normal, |&h: &u32| subtract(&set, h));
            for heap in 0..=14 {
                let (wins, length) = minimax(&moves, heap);
                assert_eq!(steps.steps(&heap), Ok(length), "{set:?}, heap {heap}");
                assert_eq!(steps.wins(&heap), Ok(wins), "{set:?}, heap {heap}");
                assert_eq!(normal.wins(&heap), Ok(wins), "{set:?}, heap {heap}");
            }
        }
    }

    #[test]
    fn the_theorem_agrees_with_the_search_over_whole_sums() {
        // Every sum of one to three heaps of 0..=9 under every subtraction set within 1..=4,
        // searched whole: each turn moves every running heap at once.
        let mut checked = 0;
        for set in subtraction_sets() {
            let moves = |h: &u32| subtract(&set, *h);
            let mut steps = Steps::new(|&h: &u32| subtract(&set, h));
            let mut whole = Outcomes::new(Play::Normal, |running: &Vec<u32>| {
                sum_options(&moves, running)
            });
            for a in 0..=9u32 {
                for b in a..=9 {
                    for c in b..=9 {
                        for heaps in [vec![a], vec![a, b], vec![a, b, c]] {
                            let mut running = heaps.clone();
                            running.retain(|h| !moves(h).is_empty());
                            let rule =
                                first_player_wins(heaps.iter().map(|h| steps.steps(h).unwrap()));
                            assert_eq!(whole.wins(&running), Ok(rule), "{set:?}, {heaps:?}");
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 15 * 3 * 220);
    }

    #[test]
    fn euclids_game_sums_too() {
        // Two piles; a move takes a positive multiple of the smaller from the larger; over once a
        // pile is empty. Sums of two games with piles up to 7, searched whole.
        let moves = |&(big, small): &(u32, u32)| -> Vec<(u32, u32)> {
            if small == 0 {
                return Vec::new();
            }
            (1..=big / small)
                .map(|k| {
                    let left = big - k * small;
                    (left.max(small), left.min(small))
                })
                .collect()
        };
        let mut steps = Steps::new(moves);
        let mut whole = Outcomes::new(Play::Normal, |running: &Vec<(u32, u32)>| {
            sum_options(&moves, running)
        });
        let pairs: Vec<(u32, u32)> = (1..=7).flat_map(|a| (1..=a).map(move |b| (a, b))).collect();
        // (5, 3) → (3, 2) → (2, 1) → over: forced, 3 moves.
        assert_eq!(steps.steps(&(5, 3)), Ok(3));
        for &x in &pairs {
            for &y in &pairs {
                let mut running = vec![x, y];
                running.sort();
                let rule = first_player_wins([steps.steps(&x).unwrap(), steps.steps(&y).unwrap()]);
                assert_eq!(whole.wins(&running), Ok(rule), "{x:?} {y:?}");
            }
        }
    }

    #[test]
    fn the_xor_of_grundy_values_is_not_the_rule() {
        // Take 1 or 2: heap 1 has SG value 1 and step 1, heap 3 value 0 and step 2. Their xor
        // says the mover wins; the whole sum is lost (the mover must end heap 1 and walk heap 3
        // to 2, from which the opponent leaves 0).
        let moves = |h: &u32| subtract(&[1, 2], *h);
        let mut whole = Outcomes::new(Play::Normal, |running: &Vec<u32>| {
            sum_options(&moves, running)
        });
        assert_eq!(whole.wins(&vec![1, 3]), Ok(false));
        assert!(!first_player_wins([1, 2]));
    }
}
