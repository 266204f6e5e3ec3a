//! Anti-SG games: sums of impartial games in which the player who cannot move **wins** (whoever
//! moves last loses), decided from the components' Sprague–Grundy values by the SJ theorem.
//!
//! # The SJ theorem (Sprague–Grundy–Jia)
//!
//! Jia Zhihao, *组合游戏略述——浅谈SG游戏的若干拓展及变形* (A survey of combinatorial games:
//! extensions and variants of SG games), Chinese national training team papers, 2009.
//!
//! Take a sum of games with normal-play SG values `g_1, …, g_n` (each component valued on its
//! own, as if the last mover won) and `S = g_1 ⊕ … ⊕ g_n`. Play it as an anti-SG game (the
//! player who cannot move wins) **with one rule added: once every component is worth 0, the game
//! stops and the player to move wins.** Then the player to move wins iff
//!
//! - `S ≠ 0` and some `g_i > 1`, or
//! - `S = 0` and every `g_i ≤ 1`.
//!
//! That is misère Nim's rule ([`super::nim::misere_first_player_wins`]) read on the values: the
//! sum behaves like misère Nim with heaps `g_i`, and [`first_player_wins`] is that rule.
//!
//! Proof sketch. Call the two cases above W and the other two L (`S ≠ 0` with every `g ≤ 1`;
//! `S = 0` with some `g > 1`). A move changes exactly one component's value, to any smaller
//! value (the mex property) or to some larger ones. It is enough to show that W positions
//! either have stopped (every `g = 0`, a win by the added rule) or have a move into L, and that
//! every move from an L position lands in W (an L position has a component worth more than 0,
//! so it has a move and has not stopped).
//!
//! - W, `S = 0`, every `g ≤ 1`, not all 0: an even, positive number of 1s. Lower a 1 to 0: an
//!   odd number of 1s, `S = 1`: L.
//! - W, `S ≠ 0`, exactly one `g > 1`: lower it to 0 or 1, whichever leaves an odd number of 1s:
//!   L.
//! - W, `S ≠ 0`, two or more `g > 1`: the Nim move (some `g_i` to `g_i ⊕ S < g_i`) makes
//!   `S = 0`, and one value above 1 is left whatever `g_i` became: L.
//! - L, `S ≠ 0`, every `g ≤ 1` (an odd number of 1s): a 1 becomes 0 (even 1s, `S = 0`: W) or
//!   more than 1 (`S ≠ 0` with a value above 1: W); a 0 becomes 1 (W) or more than 1 (W).
//! - L, `S = 0`, some `g > 1`: then at least two are above 1 (one alone cannot cancel in the
//!   xor); one move changes one value, so `S ≠ 0` and a value above 1 is left: W.
//!
//! # The hypothesis, and the games that break it
//!
//! The added stop rule is used at one place only: a position where every component is worth 0
//! is called a win for the player to move. Under the literal anti-SG rule that holds when such
//! a position is terminal (Nim: every heap worth 0 is empty), and more generally when **every
//! position of every component that is worth 0 and is not terminal has an option worth exactly
//! 1**: then the player to move takes one such component to 1, leaving an odd number of 1s and
//! no value above 1, an L position (by induction on the game's length, a loss). Under that
//! condition the formula is right for the literal game, with no rule added.
//!
//! Not every game meets it: the options of a position worth 0 are all worth more than 0, but
//! none need be worth 1. Green Hackenbush on trees does not meet it: a root with two paths of two edges is worth
//! `2 ⊕ 2 = 0`, and its options are worth 2 (a whole path cut) and 3 (a path shortened to
//! one edge). Alone it is literally misère Nim with heaps 2 and 2, a loss for the player to move,
//! while the formula (`S = 0`, every `g ≤ 1`) says a win. The formula answers the game with the
//! stop rule, not the literal one, whenever such a component is in play.

/// Whether the player to move wins the anti-SG sum whose components' normal-play SG values are
/// `values`, by the SJ theorem: iff (`S ≠ 0` and some value `> 1`) or (`S = 0` and every value
/// `≤ 1`), `S` the xor of the values.
///
/// **Hypothesis** (see the module documentation): the game stops, the player to move winning,
/// once every component is worth 0. The literal game (no rule added) obeys the formula too when
/// every non-terminal position of a component worth 0 has an option worth 1 (Nim does: a heap
/// worth 0 is empty). Otherwise the formula can be wrong: Green Hackenbush trees break it.
///
/// O(n) for n values, one pass.
///
/// ```
/// use game_core::anti::first_player_wins;
///
/// // Values 1 and 1: xor 0, none above 1: the player to move wins (take one to 0; the
/// // opponent must play the last 1 down to 0, or to a value above 1, and loses).
/// assert!(first_player_wins([1, 1]));
/// // One component worth 1: the player to move must change it, and loses.
/// assert!(!first_player_wins([1]));
/// // 2 and 3: xor 1 and a value above 1: a win (take the 3 to 2: xor 0, two above 1).
/// assert!(first_player_wins([2, 3]));
/// // 2 and 2: xor 0 with values above 1: a loss.
/// assert!(!first_player_wins([2, 2]));
/// // Every component worth 0 (or none at all): the game has stopped; the player to move wins.
/// assert!(first_player_wins([0, 0]));
/// assert!(first_player_wins([]));
/// ```
pub fn first_player_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    // W is "S ≠ 0 and not all ≤ 1" or "S = 0 and all ≤ 1": misère Nim's rule on heaps g_i.
    super::nim::misere_first_player_wins(values)
}

#[cfg(test)]
mod tests {
    use super::super::misere::{Outcomes, Play};
    use super::super::sg::Search;
    use super::*;

    /// Every game on positions `0..n` whose position `v` moves to a subset of `0..v` (each subset
    /// of the lower positions, for every `v`): 2^(n(n−1)/2) games, every finite impartial game
    /// on `n` positions up to renaming them in a topological order.
    fn every_game(n: usize) -> Vec<Vec<Vec<usize>>> {
        let pairs: Vec<(usize, usize)> = (0..n).flat_map(|v| (0..v).map(move |w| (v, w))).collect();
        (0u32..1 << pairs.len())
            .map(|mask| {
                let mut options = vec![Vec::new(); n];
                for (bit, &(v, w)) in pairs.iter().enumerate() {
                    if mask >> bit & 1 == 1 {
                        options[v].push(w);
                    }
                }
                options
            })
            .collect()
    }

    /// The SG value of every position of `game`, searched from its options.
    fn values(game: &[Vec<usize>]) -> Vec<u64> {
        let mut search = Search::new(|&v: &usize| game[v].clone());
        (0..game.len())
            .map(|v| u64::from(search.value(&v).unwrap()))
            .collect()
    }

    /// Every multiset of 1..=`most` tokens on positions `0..n`, each sorted.
    fn token_sets(n: usize, most: usize) -> Vec<Vec<usize>> {
        let mut sets: Vec<Vec<usize>> = vec![Vec::new()];
        let mut all = Vec::new();
        for _ in 0..most {
            sets = sets
                .iter()
                .flat_map(|set| {
                    let from = set.last().copied().unwrap_or(0);
                    (from..n).map(move |v| {
                        let mut next = set.clone();
                        next.push(v);
                        next
                    })
                })
                .collect();
            all.extend(sets.iter().cloned());
        }
        all
    }

    /// The options of a sum of tokens on `game` (a move moves one token), sorted positions;
    /// with `stop`, none once every token stands on a position worth 0.
    fn sum_options(
        game: &[Vec<usize>],
        g: &[u64],
        stop: bool,
        tokens: &[usize],
    ) -> Vec<Vec<usize>> {
        if stop && tokens.iter().all(|&v| g[v] == 0) {
            return Vec::new();
        }
        let mut options = Vec::new();
        for (i, &v) in tokens.iter().enumerate() {
            for &w in &game[v] {
                let mut next = tokens.to_vec();
                next[i] = w;
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }

    /// Whether every position worth 0 with options has an option worth exactly 1.
    fn zeros_reach_one(game: &[Vec<usize>], g: &[u64]) -> bool {
        (0..game.len())
            .all(|v| g[v] != 0 || game[v].is_empty() || game[v].iter().any(|&w| g[w] == 1))
    }

    #[test]
    fn the_rule_by_hand() {
        // Every value ≤ 1: wins iff the count of 1s is even.
        assert!(first_player_wins([]));
        assert!(first_player_wins([0]));
        assert!(!first_player_wins([1, 0]));
        assert!(first_player_wins([1, 1, 0]));
        assert!(!first_player_wins([1, 1, 1]));
        // A value above 1: as normal play (xor not 0).
        assert!(first_player_wins([2]));
        assert!(first_player_wins([5, 1, 1]));
        assert!(!first_player_wins([3, 2, 1]));
        assert!(first_player_wins([3, 2, 0]));
        assert!(!first_player_wins([u64::MAX, u64::MAX]));
        assert!(first_player_wins([u64::MAX, 1]));
    }

    #[test]
    fn agrees_with_the_search_under_the_stop_rule_on_every_small_game() {
        // Every game on at most 5 positions, every sum of 1 to 3 tokens on it, searched whole
        // with the stop rule: the SJ theorem's hypothesis, and nothing else, is assumed.
        let mut checked = 0;
        for n in 1..=5 {
            for game in every_game(n) {
                let g = values(&game);
                let mut stopped = Outcomes::new(Play::Misere, |t: &Vec<usize>| {
                    sum_options(&game, &g, true, t)
                });
                for tokens in token_sets(n, 3) {
                    let sj = first_player_wins(tokens.iter().map(|&v| g[v]));
                    assert_eq!(stopped.wins(&tokens), Ok(sj), "{game:?}, tokens {tokens:?}");
                    checked += 1;
                }
            }
        }
        // 1·3 + 2·9 + 8·19 + 64·34 + 1024·55 sums.
        assert_eq!(checked, 3 + 18 + 152 + 2176 + 56_320);
    }

    #[test]
    fn the_literal_game_agrees_where_zeros_reach_one_and_not_always_elsewhere() {
        // No stop rule: the literal anti-SG game. Where every non-terminal position worth 0 has
        // an option worth 1, the formula holds anyway; where some does not, it can fail.
        let (mut kept, mut broken) = (0, 0);
        for n in 1..=5 {
            for game in every_game(n) {
                let g = values(&game);
                let mut literal = Outcomes::new(Play::Misere, |t: &Vec<usize>| {
                    sum_options(&game, &g, false, t)
                });
                let hypothesis = zeros_reach_one(&game, &g);
                for tokens in token_sets(n, 3) {
                    let sj = first_player_wins(tokens.iter().map(|&v| g[v]));
                    let wins = literal.wins(&tokens).unwrap();
                    if hypothesis {
                        assert_eq!(wins, sj, "{game:?}, tokens {tokens:?}");
                        kept += 1;
                    } else if wins != sj {
                        broken += 1;
                    }
                }
            }
        }
        assert!(kept > 10_000, "{kept}");
        assert!(broken > 0);
    }

    #[test]
    fn the_smallest_game_that_breaks_the_hypothesis() {
        // 0 terminal, 1 → 0 (worth 1), 2 → {0, 1} (worth 2), 3 → 2 (worth 0, its only option
        // worth 2). A token on 3: the formula says a win (S = 0, nothing above 1); literally the
        // mover must go to 2, the opponent to 1, the mover to 0, and the opponent, stuck, wins.
        let game = vec![vec![], vec![0], vec![0, 1], vec![2]];
        let g = values(&game);
        assert_eq!(g, [0, 1, 2, 0]);
        assert!(!zeros_reach_one(&game, &g));
        let mut literal = Outcomes::new(Play::Misere, |t: &Vec<usize>| {
            sum_options(&game, &g, false, t)
        });
        let mut stopped = Outcomes::new(Play::Misere, |t: &Vec<usize>| {
            sum_options(&game, &g, true, t)
        });
        assert!(first_player_wins([g[3]]));
        assert_eq!(stopped.wins(&vec![3]), Ok(true));
        assert_eq!(literal.wins(&vec![3]), Ok(false));
    }
}
