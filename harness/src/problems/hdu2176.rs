//! HDU 2176: Nim, listing every winning first move.

use super::piles::{
    all_piles, check_piles, random_piles, render_zero_terminated, shrink_piles, xor,
};
use crate::game::{Game, SolveFn, Wrong};
use crate::oracle::{nim_winning_moves, nim_wins};
use crate::rng::Rng;

/// The registration of hdu2176.
pub struct Hdu2176;

/// The judge's pile bound (the statement says none; 32-bit judges' data stays below 2^31).
const MAX_PILE: u64 = (1 << 31) - 1;

fn answer_with(piles: &[u64], moves: &[(usize, u64)]) -> String {
    if moves.is_empty() {
        return "No\n".to_string();
    }
    let mut text = String::from("Yes\n");
    for &(i, leave) in moves {
        text += &format!("{} {leave}\n", piles[i]);
    }
    text
}

impl Game for Hdu2176 {
    type Case = Vec<u64>;
    const ID: &'static str = "hdu2176";
    const SOLVE: SolveFn = hdu2176::solve;
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        if !(1..=hdu2176::MAX_PILES as usize).contains(&piles.len()) {
            return Err(format!("m = {} is outside 1..=200000", piles.len()));
        }
        check_piles(piles, MAX_PILE)
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        // A winning move is one that leaves a losing position; the player to move wins iff one
        // exists. Both come from the search over the whole position.
        let moves = nim_winning_moves(piles);
        assert_eq!(
            moves.is_empty(),
            !nim_wins(piles),
            "search is self-consistent"
        );
        answer_with(piles, &moves)
    }

    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 7), (2, 7), (3, 6), (4, 3)])
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        // Losing positions too (a pile equal to the xor of the others), not only wins.
        random_piles(rng, 1)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(piles, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "`<=` in the move rule, Yes iff some pile has a move",
                answer: |_, piles| {
                    let x = xor(piles);
                    let moves: Vec<(usize, u64)> = (0..piles.len())
                        .filter(|&i| piles[i] ^ x <= piles[i])
                        .map(|i| (i, piles[i] ^ x))
                        .collect();
                    answer_with(piles, &moves)
                },
            },
            Wrong {
                name: "one line per distinct pile size",
                answer: |_, piles| {
                    let x = xor(piles);
                    let moves: Vec<(usize, u64)> = (0..piles.len())
                        .filter(|&i| piles[i] ^ x < piles[i] && !piles[..i].contains(&piles[i]))
                        .map(|i| (i, piles[i] ^ x))
                        .collect();
                    answer_with(piles, &moves)
                },
            },
        ]
    }
}
