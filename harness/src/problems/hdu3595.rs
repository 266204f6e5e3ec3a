//! HDU 3595 GG and MM: every-SG sums of Euclid-like two-pile games. The oracle searches each case
//! whole, from the rules: a position is the multiset of the games still running, and a move picks
//! one move in EACH of them at once (every combination of their moves); the player who cannot
//! move loses. It never uses a step count, a Grundy value or the every-SG theorem.

use super::euclid::{from_quotients, options, ordered, quotient_sum, ratio_shrinks, Pair};
use super::piles::{shrink_pair, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without, SIXTY_FOURTHS};
use crate::rng::Rng;
use game_core::misere::{Outcomes, Play};
use game_core::sg::Search;
use hdu2516::FIBONACCI;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of hdu3595.
pub struct Hdu3595;

/// One case: its games, each as its two piles in input order.
type Games = Vec<Pair>;

/// The running games of a position, each as (larger, smaller > 0), sorted: the search's state.
type Running = Vec<Pair>;

type WholeSearch = Outcomes<Running, fn(&Running) -> Vec<Running>>;

/// The judge's largest pile (the crate answers piles up to 2^64 − 1).
const JUDGE_MAX_PILE: u64 = 1000;

/// The oracle's reach: at most this many combinations of moves generated over a whole search
/// ([`search_cost`]).
const MAX_COST: u64 = 50_000;

/// Games whose Euclid quotients add up to more than this are out of the oracle's reach (checked
/// before [`search_cost`], which walks each game's positions).
const MAX_QUOTIENT_SUM: u64 = 300;

/// The running games of `games`, canonical: over ones (a pile empty) dropped, each ordered, sorted.
fn running(games: &[Pair]) -> Running {
    let mut running: Running = games
        .iter()
        .map(|&(p, q)| ordered(p, q))
        .filter(|&(_, small)| small > 0)
        .collect();
    running.sort_unstable();
    running
}

/// The every-SG rules over whole positions: one move in every running game at once, every
/// combination; games that end are dropped. No running game: no move (the mover has lost).
// `&Vec` because `Outcomes<Vec<Pair>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn whole_options(games: &Running) -> Vec<Running> {
    if games.is_empty() {
        return Vec::new();
    }
    let mut combinations: Vec<Vec<Pair>> = vec![Vec::new()];
    for game in games {
        let moves = options(game);
        combinations = combinations
            .iter()
            .flat_map(|partial| {
                moves.iter().map(move |&next| {
                    let mut more = partial.clone();
                    more.push(next);
                    more
                })
            })
            .collect();
    }
    let mut positions: Vec<Running> = combinations.iter().map(|c| running(c)).collect();
    positions.sort_unstable();
    positions.dedup();
    positions
}

thread_local! {
    /// One memo per thread, shared by every oracle call: joint positions are searched once.
    static WHOLE: RefCell<WholeSearch> =
        RefCell::new(Outcomes::new(Play::Normal, whole_options as fn(&Running) -> Vec<Running>));
}

/// For each t, the number of moves from the positions one game can be in after exactly t moves
/// (counting each position once): that game's factor in the combinations the oracle generates at
/// time t. Ends with the last layer that has a running position.
fn layer_moves(start: Pair) -> Vec<u64> {
    let mut layer = vec![start];
    let mut moves = Vec::new();
    while !layer.is_empty() {
        moves.push(layer.iter().map(|p| options(p).len() as u64).sum());
        let mut next: Vec<Pair> = layer
            .iter()
            .flat_map(options)
            .filter(|&(_, small)| small > 0)
            .collect();
        next.sort_unstable();
        next.dedup();
        layer = next;
    }
    moves
}

/// An upper bound on the combinations of moves the oracle generates when it searches `games`
/// from nothing: every turn moves every running game, so the joint positions after t turns are
/// tuples of each game's positions after t moves, and their moves are products (saturating).
fn search_cost(games: &[Pair]) -> u64 {
    let layers: Vec<Vec<u64>> = running(games).into_iter().map(layer_moves).collect();
    let depth = layers.iter().map(Vec::len).max().unwrap_or(0);
    (0..depth)
        .map(|t| {
            layers.iter().fold(1u64, |acc, moves| {
                acc.saturating_mul(moves.get(t).copied().unwrap_or(1))
            })
        })
        .fold(0, u64::saturating_add)
}

/// `Err` if `games` is out of the oracle's reach: a game whose quotients add up to more than
/// [`MAX_QUOTIENT_SUM`], or a whole search costlier than [`MAX_COST`]. The random cases stay
/// within it, and so do the shrinker's variants of a case that is.
fn within_reach(games: &[Pair]) -> Result<(), String> {
    if let Some(&(p, q)) = games
        .iter()
        .find(|&&(p, q)| quotient_sum(p, q) > MAX_QUOTIENT_SUM)
    {
        return Err(format!("({p}, {q}) is out of the oracle's reach"));
    }
    within("the oracle's search cost", search_cost(games), 0..=MAX_COST)
}

fn answer(mm_wins: bool) -> String {
    if mm_wins { "MM\n" } else { "GG\n" }.to_string()
}

/// The value of one game computed bottom-up over the positions it can reach by `rule` (from its
/// options' values): for the known-wrong solutions only, which value each game on its own.
fn per_game(pair: Pair, rule: fn(&[u32]) -> u32) -> u32 {
    let start = ordered(pair.0, pair.1);
    let mut reachable = vec![start];
    let mut seen: HashMap<Pair, u32> = HashMap::new();
    let mut stack = vec![start];
    while let Some(position) = stack.pop() {
        for next in options(&position) {
            if !reachable.contains(&next) {
                reachable.push(next);
                stack.push(next);
            }
        }
    }
    // Every move lowers the sum of the piles: in increasing sums, options come first.
    reachable.sort_unstable_by_key(|&(big, small)| u128::from(big) + u128::from(small));
    for position in reachable {
        let values: Vec<u32> = options(&position).iter().map(|o| seen[o]).collect();
        seen.insert(position, rule(&values));
    }
    seen[&start]
}

/// The step rule with the winner's maximum taken over every option, lost or not: a known-wrong
/// solution's rule. 0 with no option.
fn any_option_rule(options: &[u32]) -> u32 {
    let won = options.iter().any(|s| s % 2 == 0);
    let pick = if won {
        options.iter().max()
    } else {
        options.iter().min()
    };
    pick.map_or(0, |s| s + 1)
}

/// Random piles for one game: a short continued fraction of small quotients (mostly 1, the long
/// forced games), scaled into the judge's range or, one time in `huge`, up to 2^64 − 1.
fn random_game(rng: &mut Rng, huge: u64) -> Pair {
    if rng.chance(1, 12) {
        // A game over from the start.
        return (rng.range(0, JUDGE_MAX_PILE), 0);
    }
    let len = rng.range(1, 12) as usize;
    let mut quotients: Vec<u64> = (0..len)
        .map(|_| if rng.chance(2, 3) { 1 } else { rng.range(2, 4) })
        .collect();
    if len > 1 && quotients[len - 1] == 1 {
        quotients[len - 1] = 2;
    }
    let (p, q) = from_quotients(&quotients);
    let top = if rng.chance(1, huge) {
        u64::MAX
    } else {
        JUDGE_MAX_PILE
    };
    if p > top {
        return (1, 1);
    }
    let g = rng.log_uniform(1, top / p);
    let (a, b) = (p * g, q * g);
    if rng.chance(1, 2) {
        (a, b)
    } else {
        (b, a)
    }
}

/// Consecutive Fibonacci numbers times `c`, within `max`, either order: `FIBONACCI[i] = F(i + 2)`.
fn fibonacci_game(rng: &mut Rng, max: u64) -> Pair {
    let top = FIBONACCI.iter().take_while(|&&f| f <= max).count() - 1;
    let i = rng.range(1, top as u64) as usize;
    let (high, low) = (FIBONACCI[i], FIBONACCI[i - 1]);
    let c = rng.range(1, max / high);
    if rng.chance(1, 2) {
        (c * high, c * low)
    } else {
        (c * low, c * high)
    }
}

/// Above this many games (judge-sized cases), a case shrinks by halves, quarters, …, 64ths of
/// its games, not game by game.
const SMALL_CASE: usize = 12;

/// Smaller variants of a case ([`Game::shrink`] keeps those within the oracle's reach when the
/// case is). Many games: each half, quarter, …, 64th of them removed. Few: each game removed,
/// then each game made smaller (by its Euclid ratio, to one pile, and each pile by
/// [`shrink_pair`] or [`smaller_values`]), every variant of fewer stones.
fn shrink_games(games: &Games) -> Vec<Games> {
    let mut smaller = Vec::new();
    let n = games.len();
    if n > SMALL_CASE {
        return parts(n, SIXTY_FOURTHS)
            .into_iter()
            .map(|part| without(games, part))
            .collect();
    }
    for i in 0..games.len() {
        let mut fewer = games.clone();
        fewer.remove(i);
        smaller.push(fewer);
    }
    for (i, &(p, q)) in games.iter().enumerate() {
        let mut variants: Vec<Pair> = Vec::new();
        if p > 0 && q > 0 {
            variants.extend(ratio_shrinks((p, q)));
            variants.push((p.min(q), 0));
        }
        if p.max(q) <= JUDGE_MAX_PILE {
            variants.extend(shrink_pair((p, q), 0));
        } else {
            variants.extend(smaller_values(p.min(q), 0).into_iter().map(|s| {
                if p >= q {
                    (p, s)
                } else {
                    (s, q)
                }
            }));
        }
        let size = u128::from(p) + u128::from(q);
        for pair in variants {
            if u128::from(pair.0) + u128::from(pair.1) < size {
                let mut less = games.clone();
                less[i] = pair;
                smaller.push(less);
            }
        }
    }
    smaller
}

/// A worst case's game: piles in `1..=1000`, half of them multiples of consecutive Fibonacci
/// numbers (the longest Euclid chains, up to 14 levels).
fn bench_game(t: &mut Text, r: &mut Rng) {
    let (p, q) = if r.chance(1, 2) {
        fibonacci_game(r, JUDGE_MAX_PILE)
    } else {
        (r.range(1, JUDGE_MAX_PILE), r.range(1, JUDGE_MAX_PILE))
    };
    t.line(&[p, q]);
}

/// One case of `n` games for the benchmark.
fn bench_case(t: &mut Text, r: &mut Rng, n: u64) {
    t.line(&[n]);
    for _ in 0..n {
        bench_game(t, r);
    }
}

impl Game for Hdu3595 {
    type Case = Games;
    const ID: &'static str = "hdu3595";
    const SOLVE: SolveFn = |input, out| hdu3595::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Games]) -> String {
        let mut text = String::new();
        for games in cases {
            text += &format!("{}\n", games.len());
            for (p, q) in games {
                text += &format!("{p} {q}\n");
            }
        }
        text
    }

    fn validate(games: &Games) -> Result<(), String> {
        // The judge's piles are at most 1000; the crate answers every u64 pile.
        within("N", games.len() as u64, 0..=hdu3595::MAX_GAMES).map(|_| ())
    }

    fn oracle(_: usize, games: &Games) -> String {
        let position = running(games);
        let wins = WHOLE.with(|search| search.borrow_mut().wins(&position));
        answer(wins.expect("every move lowers a pile of every running game: no cycles"))
    }

    fn small_cases() -> Vec<Games> {
        let mut cases = vec![Vec::new()];
        // One game: every pair of piles in 0..=12, both orders.
        for p in 0..=12 {
            for q in 0..=12 {
                cases.push(vec![(p, q)]);
            }
        }
        // Two games with piles in 0..=6, three with piles in 0..=4: every multiset of games.
        for (games, top) in [(2, 6), (3, 4)] {
            let pairs: Vec<Pair> = (0..=top)
                .flat_map(|a| (0..=a).map(move |b| (a, b)))
                .collect();
            let mut multisets: Vec<Vec<usize>> = vec![Vec::new()];
            for _ in 0..games {
                multisets = multisets
                    .iter()
                    .flat_map(|set| {
                        let from = set.last().copied().unwrap_or(0);
                        (from..pairs.len()).map(move |i| {
                            let mut more = set.clone();
                            more.push(i);
                            more
                        })
                    })
                    .collect();
            }
            for set in multisets {
                // Alternate the orientation of the games, so both orders are read.
                let case = set
                    .iter()
                    .enumerate()
                    .map(|(k, &i)| {
                        let (a, b) = pairs[i];
                        if k % 2 == 0 {
                            (a, b)
                        } else {
                            (b, a)
                        }
                    })
                    .collect();
                cases.push(case);
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Games {
        // Draw until the case is within the oracle's reach (most draws are).
        loop {
            let games: Games = if rng.chance(1, 6) {
                // Many games, all in forced chains of quotient 1 over a last quotient 2, or over:
                // cheap for the oracle, and the longest one decides.
                let n = rng.range(5, 40);
                (0..n)
                    .map(|_| {
                        if rng.chance(1, 4) {
                            (rng.range(0, 3), 0)
                        } else {
                            fibonacci_game(rng, JUDGE_MAX_PILE)
                        }
                    })
                    .filter(|&(p, q)| p == 0 || q == 0 || quotient_sum(p, q) <= 20)
                    .collect()
            } else {
                let n = rng.range(1, 4);
                (0..n).map(|_| random_game(rng, 5)).collect()
            };
            if within_reach(&games).is_ok() {
                return games;
            }
        }
    }

    /// Up to the judge's 1000 games of piles up to its 1000: each a uniform pair, a game on
    /// multiples of consecutive Fibonacci numbers (the longest chains, which decide), or an
    /// empty pile (a game over), in proportions drawn per case. The answer is the parity of the
    /// longest game's step count, so wins and losses both come.
    fn judge_sized_case(rng: &mut Rng) -> Games {
        let n = rng.sized(1, hdu3595::MAX_GAMES);
        let (fibonacci, over) = (rng.range(0, 8), rng.range(0, 2));
        (0..n)
            .map(|_| match rng.range(0, 9) {
                k if k < over => (rng.sized(0, JUDGE_MAX_PILE), 0),
                k if k < over + fibonacci => fibonacci_game(rng, JUDGE_MAX_PILE),
                _ => (rng.sized(1, JUDGE_MAX_PILE), rng.sized(1, JUDGE_MAX_PILE)),
            })
            .collect()
    }

    fn parse(input: &str) -> Option<Vec<Games>> {
        Tokens::new(input).until_end(|tokens| {
            let n = tokens.value()?;
            (0..n)
                .map(|_| Some((tokens.value()?, tokens.value()?)))
                .collect()
        })
    }

    /// [`shrink_games`]; a case within the oracle's reach keeps only variants within it
    /// ([`within_reach`]).
    fn shrink(games: &Games) -> Vec<Games> {
        let mut smaller = shrink_games(games);
        if within_reach(games).is_ok() {
            smaller.retain(|less| within_reach(less).is_ok());
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Games>> {
        vec![
            Wrong {
                name: "plain SG sum: xor of the games' Grundy values, as if one game moved a turn",
                answer: |_, games| {
                    let mut grundy = Search::new(options as fn(&Pair) -> Vec<Pair>);
                    let xor = games.iter().fold(0, |x, &(p, q)| {
                        x ^ grundy.value(&ordered(p, q)).expect("acyclic")
                    });
                    answer(xor != 0)
                },
            },
            Wrong {
                name: "a won game's step is 1 + the largest step of ANY option (not only lost ones)",
                answer: |_, games| {
                    let longest = games.iter().map(|&pair| per_game(pair, any_option_rule)).max();
                    answer(longest.unwrap_or(0) % 2 == 1)
                },
            },
            Wrong {
                name: "quotient ≥ 2 always adds 1 step (no detour through (r + b, b) when (b, r) is won)",
                answer: |_, games| {
                    let steps = |(p, q): Pair| -> u32 {
                        let (mut big, mut small) = ordered(p, q);
                        let mut quotients = Vec::new();
                        while small > 0 {
                            quotients.push(big / small);
                            (big, small) = (small, big % small);
                        }
                        quotients.len() as u32
                    };
                    let longest = games.iter().map(|&pair| steps(pair)).max();
                    answer(longest.unwrap_or(0) % 2 == 1)
                },
            },
            Wrong {
                name: "MM iff MM wins some game alone (the outcomes, not the lengths)",
                answer: |_, games| {
                    answer(games.iter().any(|&(p, q)| poj2348_wins(p, q)))
                },
            },
        ]
    }

    /// The judge's maximum: 100 cases (its bound) of N = 1000 games, piles in 1..=1000, half of
    /// them on consecutive Fibonacci numbers; then one such case, and cases to ~100 MB.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (cases, n) = (s.pick(100, 3), s.pick(hdu3595::MAX_GAMES, 10));
        let each = format!(
            "N = {n} (judge max) games, piles ≤ {JUDGE_MAX_PILE} (judge max), half multiples of consecutive Fibonacci numbers"
        );
        let case = move |t: &mut Text, r: &mut Rng| bench_case(t, r, n);
        let mut inputs = streamed(Self::ID, s, cases, &each, Framing::ToEnd, case);
        inputs[0] = Input::new(
            Self::ID,
            Kind::Worst,
            format!("{cases} (judge max) cases of {each}"),
            move |t, r| (0..cases).for_each(|_| case(t, r)),
        );
        inputs
    }
}

/// Whether the player to move wins one game alone: poj2348's answer (Euclid's game has the same
/// outcomes), for a known-wrong solution. A game with an empty pile is over: a loss.
fn poj2348_wins(p: u64, q: u64) -> bool {
    p > 0 && q > 0 && poj2348::first_player_wins(p, q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_by_the_oracle() {
        let sample = [
            vec![(1, 1), (1, 1), (1, 1)],
            vec![(3, 2)],
            vec![(3, 2), (1, 1)],
            vec![(5, 3), (3, 2)],
        ];
        let answers: Vec<String> = sample.iter().map(|g| Hdu3595::oracle(1, g)).collect();
        assert_eq!(answers, ["MM\n", "GG\n", "GG\n", "MM\n"]);
    }

    #[test]
    fn over_games_and_no_games_lose() {
        assert_eq!(Hdu3595::oracle(1, &vec![]), "GG\n");
        assert_eq!(Hdu3595::oracle(1, &vec![(0, 5), (7, 0)]), "GG\n");
        assert_eq!(whole_options(&vec![]), Vec::<Running>::new());
        // (2, 1) and (1, 1) together: (1, 1) must end, (2, 1) goes to (1, 1) or ends.
        assert_eq!(whole_options(&vec![(1, 1), (2, 1)]), [vec![], vec![(1, 1)]]);
    }

    #[test]
    fn the_golden_ratio_games_are_reached() {
        // (987, 610) is forced down to (2, 1): 13 single moves, then 2, then 1. (985, 577),
        // the judge's longest game (step 15), is within reach too.
        assert_eq!(search_cost(&[(987, 610)]), 13 + 2 + 1);
        assert!(search_cost(&[(985, 577), (1, 1)]) <= MAX_COST);
        assert_eq!(Hdu3595::oracle(1, &vec![(985, 577), (1, 1)]), "MM\n");
        assert_eq!(Hdu3595::oracle(1, &vec![(987, 610), (1, 1)]), "GG\n");
    }

    #[test]
    fn one_game_alone_is_euclids_game() {
        for p in 1..=30 {
            for q in 1..=30 {
                assert_eq!(
                    Hdu3595::oracle(1, &vec![(p, q)]),
                    answer(poj2348_wins(p, q)),
                    "({p}, {q})"
                );
            }
        }
    }

    #[test]
    fn per_game_values_by_a_rule() {
        // With the true step rule, the crate's steps; with the wrong one, (4, 1) (won at once,
        // step 1) walks down every option: (1, 1) is 1, (2, 1) 2, (3, 1) 3, (4, 1) 4.
        let step = |options: &[u32]| game_core::every::step(options.iter().copied());
        for p in 0..=20 {
            for q in 0..=20 {
                assert_eq!(
                    per_game((p, q), step),
                    hdu3595::game_steps(p, q),
                    "({p}, {q})"
                );
            }
        }
        assert_eq!(per_game((4, 1), any_option_rule), 4);
        assert_eq!(per_game((0, 3), any_option_rule), 0);
    }

    #[test]
    fn search_cost_counts_moves_by_turn() {
        // (2, 1): 2 moves, then (1, 1): 1 move. (3, 1): 3, then (2, 1) and (1, 1): 3, then 1.
        assert_eq!(layer_moves((2, 1)), [2, 1]);
        assert_eq!(layer_moves((3, 1)), [3, 3, 1]);
        assert_eq!(search_cost(&[(2, 1), (1, 3)]), 2 * 3 + 3 + 1);
        assert_eq!(search_cost(&[(0, 4)]), 0);
    }
}
