//! CSES 1729 Stick Game: one heap, a move removes exactly p ∈ P sticks; every heap 1..=n asked.
//! The oracle plays each heap from the rules (`subtraction::Pile`: `game_core::sg::Search` over
//! the sticks left, memoised across the heaps of a case); it builds no table.

use super::cses;
use super::render::header_and_row;
use super::subtraction::{costliest_moves, judge_sized_game, random_game, smaller_games, Pile};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::subtraction_wins;
use itertools::Itertools;

/// The registration of cses1729.
pub struct Cses1729;

/// One input: the heaps asked, 1..=n, and the move set P (distinct, any order, holding 1).
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    sticks: u64,
    moves: Vec<u64>,
}

fn letters(wins: impl Iterator<Item = bool>) -> String {
    wins.map(|w| if w { 'W' } else { 'L' }).collect::<String>() + "\n"
}

/// The heap a known-wrong solution's table reaches (the judge's 10^6 misread as 10^5).
const MISREAD_STICKS: u64 = 100_000;

/// The outcomes of heaps 1..=n as a classic bug computes them: the loop over P stops at the
/// first move larger than the heap, which is right only when P is sorted.
fn wins_assuming_sorted(case: &Case) -> Vec<bool> {
    let mut wins = vec![false];
    for x in 1..=case.sticks {
        let mut win = false;
        for &p in &case.moves {
            if p > x {
                break;
            }
            win |= !wins[(x - p) as usize];
        }
        wins.push(win);
    }
    wins.remove(0);
    wins
}

impl Game for Cses1729 {
    type Case = Case;
    const ID: &'static str = "cses1729";
    const SOLVE: SolveFn = |input, out| cses1729::solve(input, out);
    const LIMITS: Limits = cses::LIMITS;
    const MAX_CASES: usize = 1;

    fn render(cases: &[Case]) -> String {
        cases
            .iter()
            .map(|case| header_and_row(&[case.sticks, case.moves.len() as u64], &case.moves))
            .collect()
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("n", case.sticks, 1..=cses1729::MAX_STICKS)?;
        within("k", case.moves.len() as u64, 1..=cses1729::MAX_MOVES)?;
        for &p in &case.moves {
            within("a move", p, 1..=case.sticks)?;
        }
        if !case.moves.iter().all_unique() {
            return Err(format!("the moves {:?} repeat", case.moves));
        }
        if !case.moves.contains(&1) {
            return Err(format!("the moves {:?} do not hold 1", case.moves));
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        let mut pile = Pile::new(&case.moves);
        letters((1..=case.sticks).map(|x| pile.wins(x)))
    }

    fn small_cases() -> Vec<Case> {
        // Every set holding 1 within {1..=5}, in descending order (a sorted-P bug shows), and
        // every n from its largest member to 16.
        (2..=5u64)
            .powerset()
            .flat_map(|rest| {
                let mut moves: Vec<u64> = rest.into_iter().rev().collect();
                moves.push(1);
                let low = moves[0];
                (low..=16).map(move |sticks| Case {
                    sticks,
                    moves: moves.clone(),
                })
            })
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Case {
        let (sticks, mut moves) = random_game(rng, 300);
        if !moves.contains(&1) {
            moves[0] = 1;
        }
        shuffle(&mut moves, rng);
        Case { sticks, moves }
    }

    /// n up to 10^6 and k up to 100 (the maxima often); P (holding 1, shuffled) uniform in 1..=n,
    /// or small members (log-uniform), or 1..=k.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let (sticks, mut moves) = judge_sized_game(rng, cses1729::MAX_STICKS, cses1729::MAX_MOVES);
        if !moves.contains(&1) {
            moves[0] = 1;
        }
        shuffle(&mut moves, rng);
        Case { sticks, moves }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let sticks = tokens.value()?;
        let k = tokens.value()?;
        let moves = tokens.many(k)?;
        tokens.is_done().then_some(vec![Case { sticks, moves }])
    }

    /// Fewer moves (halves, quarters, … removed, down to each alone), a smaller n, then each
    /// move smaller (variants that repeat a move, drop 1 or exceed n are invalid and skipped).
    fn shrink(case: &Case) -> Vec<Case> {
        let floor = case.moves.iter().copied().max().unwrap_or(1);
        smaller_games(case.sticks, &case.moves, floor, |_| 2)
            .into_iter()
            .map(|(sticks, moves)| Case { sticks, moves })
            .collect()
    }

    /// n = 10^6 with P = 1 and 99 odd moves from 129 up, shuffled: every even heap tries every
    /// move above 128 ([`costliest_moves`]), the most work the judge's sizes allow.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (n, k) = (
            s.pick(cses1729::MAX_STICKS, 1000),
            s.pick(cses1729::MAX_MOVES, 10),
        );
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!(
                "n = {n}, k = {k} (judge maxima), P = 1 and {} odd moves from 129 up, shuffled",
                k - 1
            ),
            move |t, r| {
                t.line(&[n, k]);
                let mut moves = costliest_moves(k);
                shuffle(&mut moves, r);
                t.line(&moves);
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "loop over P stops at the first move larger than the heap (assumes P sorted)",
                answer: |_, case| letters(wins_assuming_sorted(case).into_iter()),
            },
            Wrong {
                name: "Bash game: W iff x mod (largest move + 1) ≠ 0 (right only for P = 1..=m)",
                answer: |_, case| {
                    let largest = case.moves.iter().copied().max().unwrap_or(1);
                    letters((1..=case.sticks).map(|x| x % (largest + 1) != 0))
                },
            },
            Wrong {
                name: "table to 10^5 (heaps past it printed as losses)",
                answer: |_, case| {
                    let moves: Vec<usize> = case.moves.iter().map(|&p| p as usize).collect();
                    let wins = subtraction_wins(&moves, MISREAD_STICKS as usize + 1);
                    letters((1..=case.sticks).map(|x| wins.get(x as usize) == Some(&true)))
                },
            },
        ]
    }
}
