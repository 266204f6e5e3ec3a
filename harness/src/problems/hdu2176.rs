//! HDU 2176: Nim, listing every winning first move.

use super::piles::{
    all_piles, check_piles, full_range_piles, parse_zero_terminated, random_piles,
    render_zero_terminated, shrink_nim_piles, xor,
};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
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
    const SOLVE: SolveFn = |input, out| hdu2176::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("m", piles.len() as u64, 1..=hdu2176::MAX_PILES)?;
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

    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let m = rng.sized(1, hdu2176::MAX_PILES);
        full_range_piles(rng, m, MAX_PILE)
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_zero_terminated(input)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_nim_piles(piles, 1)
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
            Wrong {
                name: "the nim-sum's top bit searched below 2^20 (piles assumed under 10^6)",
                answer: |_, piles| {
                    let x = xor(piles);
                    let moves: Vec<(usize, u64)> = match (0..20).rev().find(|b| x >> b & 1 == 1) {
                        None => Vec::new(),
                        Some(top) => (0..piles.len())
                            .filter(|&i| piles[i] >> top & 1 == 1)
                            .map(|i| (i, piles[i] ^ x))
                            .collect(),
                    };
                    answer_with(piles, &moves)
                },
            },
        ]
    }

    /// Output-heavy cases: all piles but one lie in [2^30, 2^31), so an odd number of them has
    /// bit 30, the nim-sum has it too, and each of them has a winning move (m − 1 lines out).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let m = s.pick(hdu2176::MAX_PILES, 50);
        let each = format!(
            "m = {m} (judge max) piles < 2^31, {} winning moves each: output-heavy",
            m - 1
        );
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[m]);
            let low = r.range(0, m - 1);
            for i in 0..m {
                if i > 0 {
                    t.space();
                }
                t.num(if i == low {
                    r.range(1, (1 << 30) - 1)
                } else {
                    r.range(1 << 30, MAX_PILE)
                });
            }
            t.newline();
        };
        streamed(
            Self::ID,
            s,
            s.pick(10, 3),
            &each,
            Framing::Terminated(&[0]),
            case,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inputs::Kind;

    #[test]
    fn output_heavy_case_has_a_move_on_all_piles_but_one() {
        let single = Hdu2176::bench_inputs(Scale::Small)
            .into_iter()
            .find(|i| i.kind == Kind::Single)
            .expect("a single case");
        let mut bytes = Vec::new();
        let mut text = Text::new(&mut bytes);
        single.generate(&mut text);
        text.finish().unwrap();
        let numbers: Vec<u64> = String::from_utf8(bytes)
            .unwrap()
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect();
        let piles = &numbers[1..numbers.len() - 1];
        let x = xor(piles);
        let winning = piles.iter().filter(|&&p| p ^ x < p).count();
        assert_eq!(winning, piles.len() - 1);
    }
}
