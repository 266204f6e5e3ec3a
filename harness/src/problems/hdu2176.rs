//! HDU 2176: Nim, listing every winning first move.

use crate::game::{Game, SolveFn, Wrong};
use crate::oracle::{nim_winning_moves, nim_wins};
use crate::rng::Rng;
use itertools::Itertools;

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
        let mut text = String::new();
        for piles in cases {
            text += &format!("{}\n{}\n", piles.len(), piles.iter().join(" "));
        }
        text + "0\n"
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        if !(1..=hdu2176::MAX_PILES as usize).contains(&piles.len()) {
            return Err(format!("m = {} is outside 1..=200000", piles.len()));
        }
        match piles.iter().find(|&&p| !(1..=MAX_PILE).contains(&p)) {
            Some(p) => Err(format!("pile {p} is outside 1..2^31")),
            None => Ok(()),
        }
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
        let mut cases = Vec::new();
        for (m, top) in [(1, 7), (2, 7), (3, 6), (4, 3)] {
            cases.extend((0..m).map(|_| 1..=top).multi_cartesian_product());
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let m = rng.range(1, 5) as usize;
        let top = rng.range(1, 12);
        (0..m).map(|_| rng.range(1, top)).collect()
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = Vec::new();
        for i in 0..piles.len() {
            if piles.len() > 1 {
                let mut fewer = piles.clone();
                fewer.remove(i);
                smaller.push(fewer);
            }
            if piles[i] > 1 {
                let mut less = piles.clone();
                less[i] -= 1;
                smaller.push(less);
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "`<=` in the move rule, Yes iff some pile has a move",
                answer: |_, piles| {
                    let x = piles.iter().fold(0, |acc, p| acc ^ p);
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
                    let x = piles.iter().fold(0, |acc, p| acc ^ p);
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
