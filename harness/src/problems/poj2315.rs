//! POJ 2315 Football Game: kick between 1 and M balls a move, each at most L, a ball rolling
//! only whole turns of 2πR; the player with no ball to kick loses.
//!
//! The oracle plays the game the judge decides, from its rules: each ball is a heap of
//! ⌈S/(2πR)⌉ turns (computed here in floating point, on distances small enough to be exact),
//! reduced mod K + 1 for K = ⌊L/(2πR)⌋ (the judge's reduction: the crate's README shows where
//! the literal game, where a kick takes at most K turns, departs from it when M ≥ 2); then Moore's
//! Nim_M is searched whole (`game_core::sg::Search`): a move lowers between 1 and M heaps, each to
//! any smaller size. No bit counts. Its reach: up to 5 balls of up to 8 turns with K ≤ 4;
//! judge-sized tests (30 balls, distances to 10^8) are answered by the crate.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::nim::{moore_first_player_wins, nim_sum};
use game_core::sg::Search;
use itertools::Itertools;
use poj2315::{MAX_BALLS, MAX_DISTANCE, MAX_RADIUS, MAX_TESTS};
use std::f64::consts::PI;

/// The registration of poj2315.
pub struct Poj2315;

/// One test: the most balls a move kicks (M), the longest kick (L), the radius (R) and each
/// ball's distance (S).
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    balls: u64,
    kick: u64,
    radius: u64,
    distances: Vec<u64>,
}

/// `x / (2πR)` in floating point.
fn float_turns(x: u64, radius: u64) -> f64 {
    x as f64 / (2.0 * PI * radius as f64)
}

/// Each ball's whole turns, rounded by `round` (the rules round up), reduced mod K + 1 when
/// `reduce` (the judge's step), in floating point.
fn float_heaps(case: &Case, round: fn(f64) -> f64, reduce: bool) -> Vec<u64> {
    let period = float_turns(case.kick, case.radius).floor() as u64 + 1;
    let heaps = case.distances.iter();
    let turns = heaps.map(|&s| round(float_turns(s, case.radius)) as u64);
    turns.map(|t| if reduce { t % period } else { t }).collect()
}

/// The heaps as the judge reads them, ⌈S/(2πR)⌉ mod (K + 1), for the oracle's small cases:
/// every quotient is checked to be far from a whole number, where f64 is exact enough.
fn judge_heaps(case: &Case) -> Vec<u64> {
    for x in case.distances.iter().chain([&case.kick]) {
        let turns = float_turns(*x, case.radius);
        assert!(
            (turns - turns.round()).abs() > 1e-9,
            "{x} / 2π{} is too near a whole number for the oracle",
            case.radius
        );
    }
    float_heaps(case, f64::ceil, true)
}

/// Every move of Moore's Nim_M from `heaps` (sorted): lower between 1 and `m` heaps, each to any
/// smaller size.
fn moore_options(heaps: &[u64], m: u64) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    for count in 1..=(m as usize).min(nonempty.len()) {
        for chosen in nonempty.iter().copied().combinations(count) {
            let sizes = chosen
                .iter()
                .map(|&i| 0..heaps[i])
                .multi_cartesian_product();
            for sizes in sizes {
                let mut next = heaps.to_vec();
                chosen
                    .iter()
                    .zip(sizes)
                    .for_each(|(&i, size)| next[i] = size);
                next.sort_unstable();
                options.push(next);
            }
        }
    }
    options.into_iter().unique().collect()
}

fn answer(alice: bool) -> String {
    if alice { "Alice\n" } else { "Bob\n" }.to_string()
}

/// A distance of exactly `turns` whole turns of radius `radius` (the largest integer at most
/// 2πR·turns; 0 for 0 turns), for the generators.
fn distance_of(turns: u64, radius: u64) -> u64 {
    (2.0 * PI * radius as f64 * turns as f64).floor() as u64
}

impl Game for Poj2315 {
    type Case = Case;
    const ID: &'static str = "poj2315";
    const SOLVE: SolveFn = |input, out| poj2315::solve(input, out);
    // POJ's page: 1000 ms, 65536 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    const MAX_CASES: usize = MAX_TESTS as usize;

    fn render(cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            let (n, m, l, r) = (case.distances.len(), case.balls, case.kick, case.radius);
            text += &format!("{n} {m} {l} {r}\n{}\n", case.distances.iter().join(" "));
        }
        text
    }

    fn validate(case: &Case) -> Result<(), String> {
        let n = case.distances.len() as u64;
        within("N", n, 1..=MAX_BALLS)?;
        within("M", case.balls, 1..=n)?;
        within("L", case.kick, 1..=MAX_DISTANCE)?;
        within("R", case.radius, 1..=MAX_RADIUS)?;
        for &s in &case.distances {
            within("a distance S", s, 1..=MAX_DISTANCE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        let mut heaps = judge_heaps(case);
        heaps.sort_unstable();
        let m = case.balls;
        let mut search = Search::new(move |heaps: &Vec<u64>| moore_options(heaps, m));
        answer(search.wins(&heaps).expect("every move lowers a heap"))
    }

    /// R = 1, K from 0 to 3, M from 1 to 3, every sorted row of 1 to 3 balls of 1 to 5 turns.
    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        for most in 0..=3u64 {
            // The shortest kick of `most` whole turns (1 for none).
            let kick = distance_of(most, 1) + 1;
            for n in 1..=3 {
                for turns in (1..=5u64).combinations_with_replacement(n) {
                    for balls in 1..=n as u64 {
                        let distances = turns.iter().map(|&t| distance_of(t, 1)).collect();
                        cases.push(Case {
                            balls,
                            kick,
                            radius: 1,
                            distances,
                        });
                    }
                }
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Case {
        let radius = rng.range(1, 20);
        let n = rng.range(1, 5);
        let balls = rng.range(1, n);
        let kick = rng.range(1, distance_of(5, radius) - 1);
        let distances = (0..n)
            .map(|_| rng.range(1, distance_of(8, radius)))
            .collect();
        Case {
            balls,
            kick,
            radius,
            distances,
        }
    }

    /// N up to 30 and M up to N (the maxima often), R from 1 to 9999 (a third of the time up to
    /// 10, else log-uniform: small radii make many turns), L and the distances up to 10^8 − 1; a third of the time the balls come
    /// in groups of M + 1 with the same turns mod K + 1 but different distances (every bit
    /// count a multiple of M + 1: a loss, unless a rounding error moves a ball to the next turn).
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let radius = match rng.below(3) {
            0 => rng.range(1, 10),
            _ => rng.log_uniform(1, MAX_RADIUS),
        };
        let kick = rng.sized(1, MAX_DISTANCE);
        let balls = rng.sized(1, MAX_BALLS);
        let girth = 2.0 * PI * radius as f64;
        let most_turns = (MAX_DISTANCE as f64 / girth).floor() as u64;
        let distances: Vec<u64> = if rng.chance(1, 3) && balls < MAX_BALLS && most_turns > 0 {
            let period = (kick as f64 / girth).floor() as u64 + 1;
            let groups = rng.range(1, MAX_BALLS / (balls + 1));
            let mut distances: Vec<u64> = Vec::new();
            for _ in 0..groups {
                let reduced = rng.range(0, (period - 1).min(most_turns));
                for _ in 0..=balls {
                    let laps = rng.range(0, (most_turns - reduced) / period);
                    let turns = (reduced + laps * period).max(1);
                    // A distance of exactly `turns` turns: in ((turns − 1)·2πR, turns·2πR].
                    let low = ((turns - 1) as f64 * girth).floor() as u64 + 1;
                    let high = (turns as f64 * girth).floor() as u64;
                    distances.push(rng.range(low, high.max(low)).min(MAX_DISTANCE));
                }
            }
            for i in (1..distances.len()).rev() {
                distances.swap(i, rng.below(i + 1));
            }
            distances
        } else {
            let n = rng.sized(balls, MAX_BALLS);
            (0..n).map(|_| rng.sized(1, MAX_DISTANCE)).collect()
        };
        Case {
            balls: balls.min(distances.len() as u64),
            kick,
            radius,
            distances,
        }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        Tokens::new(input).until_end(|t| {
            let n = t.value()?;
            let (balls, kick, radius) = (t.value()?, t.value()?, t.value()?);
            let distances = t.many(n)?;
            Some(Case {
                balls,
                kick,
                radius,
                distances,
            })
        })
    }

    /// Each ball alone and each pair of balls with M = 1 (a loss of many balls often hangs on
    /// two of them), fewer balls (halves, quarters, … down to one; M lowered to fit), then
    /// smaller distances, a shorter kick, a smaller M and radius.
    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        if case.distances.len() > 2 {
            for few in (1..=2).flat_map(|k| case.distances.iter().copied().combinations(k)) {
                smaller.push(Case {
                    balls: 1,
                    distances: few,
                    ..case.clone()
                });
            }
        }
        for distances in without_parts(&case.distances) {
            let balls = case.balls.min(distances.len() as u64);
            smaller.push(Case {
                balls,
                distances,
                ..case.clone()
            });
        }
        for (i, &s) in case.distances.iter().enumerate() {
            for s in smaller_values(s, 1) {
                let mut less = case.clone();
                less.distances[i] = s;
                smaller.push(less);
            }
        }
        for kick in smaller_values(case.kick, 1) {
            smaller.push(Case {
                kick,
                ..case.clone()
            });
        }
        for balls in smaller_values(case.balls, 1) {
            smaller.push(Case {
                balls,
                ..case.clone()
            });
        }
        for radius in smaller_values(case.radius, 1) {
            smaller.push(Case {
                radius,
                ..case.clone()
            });
        }
        smaller
    }

    /// 100 tests (count assumed) of N = 30 balls at distances near 10^8, radius 1, the longest
    /// kick: every heap has about 24 bits.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let tests = s.pick(MAX_TESTS, 3);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("{tests} tests (count assumed) of N = M = 30, L, S < 10^8, R = 1"),
            move |t, r| {
                for _ in 0..tests {
                    t.line(&[MAX_BALLS, MAX_BALLS, MAX_DISTANCE, 1]);
                    let distances: Vec<u64> = (0..MAX_BALLS)
                        .map(|_| r.range(MAX_DISTANCE / 2, MAX_DISTANCE))
                        .collect();
                    t.line(&distances);
                }
            },
        )
        .assumed()]
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "Nim on the reduced heaps (M ignored: their xor)",
                answer: |_, case| answer(nim_sum(float_heaps(case, f64::ceil, true)) != 0),
            },
            Wrong {
                name: "Moore's rule on the whole turns (no reduction mod K + 1)",
                answer: |_, case| {
                    let turns = float_heaps(case, f64::ceil, false);
                    answer(moore_first_player_wins(turns, case.balls))
                },
            },
            Wrong {
                name: "a ball's turns rounded down (⌊S/2πR⌋, not ⌈S/2πR⌉)",
                answer: |_, case| {
                    let heaps = float_heaps(case, f64::floor, true);
                    answer(moore_first_player_wins(heaps, case.balls))
                },
            },
            Wrong {
                name: "single-precision turns (float, not double: about 7 digits)",
                answer: |_, case| {
                    let girth = 2.0 * std::f32::consts::PI * case.radius as f32;
                    let most = (case.kick as f32 / girth).floor() as u64;
                    let heaps = case
                        .distances
                        .iter()
                        .map(|&s| (s as f32 / girth).ceil() as u64 % (most + 1));
                    answer(moore_first_player_wins(heaps, case.balls))
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The literal game: a kick lowers between 1 and M balls by 1 to K turns each.
    fn literal_wins(turns: &[u64], m: u64, most: u64) -> bool {
        let mut search = Search::new(move |heaps: &Vec<u64>| {
            let mut options = Vec::new();
            let nonempty: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
            for count in 1..=(m as usize).min(nonempty.len()) {
                for chosen in nonempty.iter().copied().combinations(count) {
                    let takes = chosen.iter().map(|&i| 1..=heaps[i].min(most));
                    for takes in takes.multi_cartesian_product() {
                        let mut next = heaps.clone();
                        chosen
                            .iter()
                            .zip(takes)
                            .for_each(|(&i, take)| next[i] -= take);
                        next.sort_unstable();
                        options.push(next);
                    }
                }
            }
            options
        });
        search
            .wins(&turns.to_vec())
            .expect("every move lowers a heap")
    }

    #[test]
    fn the_sample_by_the_search() {
        let case = |distances: Vec<u64>| Case {
            balls: 1,
            kick: 30,
            radius: 1,
            distances,
        };
        let got: String = [vec![8, 14], vec![8, 12], vec![8, 10], vec![40, 200]]
            .into_iter()
            .map(|d| Poj2315::oracle(1, &case(d)))
            .collect();
        assert_eq!(got, "Alice\nBob\nBob\nBob\n");
    }

    #[test]
    fn the_judges_reduction_departs_from_the_literal_game_when_m_is_2() {
        // Turns 1 1 1 2, M = 2, K = 1: literally a first-player win (lower the 2 and a 1:
        // 1 1 0 1, three single turns, at most two kicked a move), which the judge's rule (mod
        // 2: 1 1 1 0, three 1s = M + 1) calls a loss.
        assert!(literal_wins(&[1, 1, 1, 2], 2, 1));
        assert!(!moore_first_player_wins([1, 1, 1, 0], 2));
        // With M = 1 (a sum of Bash games) the two agree.
        for turns in (0..=4u64).combinations_with_replacement(3) {
            for most in 1..=3 {
                let reduced = turns.iter().map(|&t| t % (most + 1));
                assert_eq!(
                    literal_wins(&turns, 1, most),
                    nim_sum(reduced) != 0,
                    "{turns:?} K = {most}"
                );
            }
        }
    }
}
