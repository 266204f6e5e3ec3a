//! AtCoder Educational DP Contest K, Stones: one pile, a move removes exactly x ∈ A stones. The
//! oracle plays the pile from the rules (`subtraction::Pile`: `game_core::sg::Search` over the
//! stones left); it builds no table.

use super::render::header_and_row;
use super::subtraction::{costliest_moves, judge_sized_game, random_game, smaller_games, Pile};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::subtraction_table;
use itertools::Itertools;

/// The registration of dp_k.
pub struct DpK;

/// One input: the set A (as given: increasing) and the pile K.
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    moves: Vec<u64>,
    stones: u64,
}

fn winner(first: bool) -> String {
    if first { "First\n" } else { "Second\n" }.to_string()
}

/// The pile a known-wrong solution's table reaches (the judge's 10^5 misread as 10^4).
const MISREAD_STONES: u64 = 10_000;

impl Game for DpK {
    type Case = Case;
    const ID: &'static str = "dp_k";
    const SOLVE: SolveFn = |input, out| dp_k::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Case]) -> String {
        cases
            .iter()
            .map(|case| header_and_row(&[case.moves.len() as u64, case.stones], &case.moves))
            .collect()
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("N", case.moves.len() as u64, 1..=dp_k::MAX_MOVES)?;
        within("K", case.stones, 1..=dp_k::MAX_STONES)?;
        for &x in &case.moves {
            within("a move", x, 1..=case.stones)?;
        }
        if !case.moves.windows(2).all(|pair| pair[0] < pair[1]) {
            return Err(format!("the moves {:?} are not increasing", case.moves));
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        winner(Pile::new(&case.moves).wins(case.stones))
    }

    fn small_cases() -> Vec<Case> {
        // Every set within {1..=5} and every pile from its largest member to 16.
        (1..=5u64)
            .powerset()
            .filter(|set| !set.is_empty())
            .flat_map(|moves| {
                let low = moves[moves.len() - 1];
                (low..=16).map(move |stones| Case {
                    moves: moves.clone(),
                    stones,
                })
            })
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Case {
        let (stones, moves) = random_game(rng, 400);
        Case { moves, stones }
    }

    /// N up to 100 and K up to 10^5 (the maxima often); A uniform in 1..=K, or small members
    /// (log-uniform: many moves playable at every pile, the DP's worst), or 1..=N.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let (stones, moves) = judge_sized_game(rng, dp_k::MAX_STONES, dp_k::MAX_MOVES);
        Case { moves, stones }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let n = tokens.value()?;
        let stones = tokens.value()?;
        let moves = tokens.many(n)?;
        tokens.is_done().then_some(vec![Case { moves, stones }])
    }

    /// Fewer moves (halves, quarters, … of them removed, down to each alone), then a smaller
    /// pile, then each move smaller (the set kept increasing: invalid variants are skipped).
    fn shrink(case: &Case) -> Vec<Case> {
        let floor = case.moves.last().copied().unwrap_or(1);
        let move_floor = |i: usize| if i == 0 { 1 } else { case.moves[i - 1] + 1 };
        smaller_games(case.stones, &case.moves, floor, move_floor)
            .into_iter()
            .map(|(stones, moves)| Case { moves, stones })
            .collect()
    }

    /// N = 100 moves, 1 and 99 odd moves from 129 up ([`costliest_moves`]: every even pile tries
    /// every move above 128), and K = 10^5.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (n, k) = (s.pick(dp_k::MAX_MOVES, 10), s.pick(dp_k::MAX_STONES, 1000));
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!(
                "N = {n}, K = {k} (judge maxima), A = 1 and {} odd moves from 129 up",
                n - 1
            ),
            move |t, _| {
                t.line(&[n, k]);
                t.line(&costliest_moves(n));
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name:
                    "Bash game: First iff K mod (largest move + 1) ≠ 0 (right only for A = 1..=m)",
                answer: |_, case| {
                    let largest = case.moves.last().copied().unwrap_or(1);
                    winner(case.stones % (largest + 1) != 0)
                },
            },
            Wrong {
                name: "greedy: both take the largest playable move; First iff the moves are odd",
                answer: |_, case| {
                    let (mut left, mut played) = (case.stones, 0u64);
                    while let Some(&x) = case.moves.iter().rev().find(|&&x| x <= left) {
                        left -= x;
                        played += 1;
                    }
                    winner(!played.is_multiple_of(2))
                },
            },
            Wrong {
                name: "table to 10^4 (piles past it read as lost from the zeroed memory)",
                answer: |_, case| {
                    let moves: Vec<usize> = case.moves.iter().map(|&x| x as usize).collect();
                    let table = subtraction_table(&moves, MISREAD_STONES as usize + 1);
                    let k = case.stones as usize;
                    winner(table.get(k).is_some_and(|&g| g != 0))
                },
            },
        ]
    }
}
