//! HDU 4111 Alice and Bob.
//!
//! The oracle plays the numbers themselves from the rules (`game_core::sg::Search` over the
//! sorted multiset): every number decreased by one (erased at 0), every two numbers replaced by
//! their sum. No count of 1s, no merged moves, no parity. Its reach: up to 7 numbers of at most
//! 16 in all; judge-sized cases (50 numbers up to 1000) are answered by the crate's proven solve.

use super::piles::shrink_piles;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use hdu4111::{Position, MAX_NUMBERS, MAX_VALUE};
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu4111.
pub struct Hdu4111;

/// The numbers on the board, sorted.
type Board = Vec<u64>;
type BoardSearch = Search<Board, fn(&Board) -> Vec<Board>>;

/// The most numbers of a random case (the search's reach).
const MOST_NUMBERS: u64 = 7;
/// The largest total of a random case.
const LARGEST_TOTAL: u64 = 16;

/// Every move of the rules, each result sorted (the board is a multiset).
fn options(board: &Board) -> Vec<Board> {
    let mut options = Vec::new();
    for i in 0..board.len() {
        let mut next = board.clone();
        if next[i] == 1 {
            next.remove(i);
        } else {
            next[i] -= 1;
        }
        next.sort_unstable();
        options.push(next);
        for j in i + 1..board.len() {
            let mut merged = board.clone();
            merged[i] += merged[j];
            merged.remove(j);
            merged.sort_unstable();
            options.push(merged);
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<BoardSearch> =
        RefCell::new(Search::new(options as fn(&Board) -> Vec<Board>));
}

fn answer(index: usize, alice: bool) -> String {
    let winner = if alice { "Alice" } else { "Bob" };
    format!("Case #{index}: {winner}\n")
}

/// The count of 1s and the moves the other numbers hold once merged (their sum plus their
/// count less one), exactly: for known-wrong solutions.
fn ones_and_moves(board: &Board) -> (u64, u64) {
    let ones = board.iter().filter(|&&x| x == 1).count() as u64;
    let (sum, count) = board
        .iter()
        .filter(|&&x| x > 1)
        .fold((0, 0), |(s, c), &x| (s + x, c + 1));
    (ones, if count == 0 { 0 } else { sum + count - 1 })
}

/// The crate's answer for `ones` 1s and `moves` merged moves (a board of the 1s and one number
/// holding the moves), for known-wrong solutions that get one of the two wrong.
fn crate_rule(ones: u64, moves: u64) -> bool {
    let mut position = Position::default();
    (0..ones).for_each(|_| position.add(1));
    if moves > 0 {
        position.add(moves);
    }
    position.mover_wins()
}

impl Game for Hdu4111 {
    type Case = Board;
    const ID: &'static str = "hdu4111";
    const SOLVE: SolveFn = |input, out| hdu4111::solve(input, out);
    // Not confirmed: HDU's usual 1000 ms and 32768 K are assumed (README).
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu4111::MAX_CASES as usize;

    fn render(boards: &[Board]) -> String {
        let mut text = format!("{}\n", boards.len());
        for board in boards {
            text += &format!("{}\n{}\n", board.len(), board.iter().join(" "));
        }
        text
    }

    fn validate(board: &Board) -> Result<(), String> {
        within("N", board.len() as u64, 1..=MAX_NUMBERS)?;
        for &x in board {
            within("A[i]", x, 1..=MAX_VALUE)?;
        }
        Ok(())
    }

    fn oracle(index: usize, board: &Board) -> String {
        let mut sorted = board.clone();
        sorted.sort_unstable();
        let wins = SEARCH.with(|search| search.borrow_mut().wins(&sorted));
        answer(index, wins.expect("every move lowers the sum or the count"))
    }

    fn small_cases() -> Vec<Board> {
        // Every multiset of numbers summing to at most 10 (138 boards).
        let mut boards = Vec::new();
        for n in 1..=10usize {
            for board in (1..=10u64).combinations_with_replacement(n) {
                if board.iter().sum::<u64>() <= 10 {
                    boards.push(board);
                }
            }
        }
        boards
    }

    fn random_case(rng: &mut Rng) -> Board {
        let n = rng.range(1, MOST_NUMBERS);
        let mut left = LARGEST_TOTAL - n;
        (0..n)
            .map(|_| {
                let spread = *rng.pick(&[0, 1, 3, 9]);
                let extra = rng.range(0, left.min(spread));
                left -= extra;
                1 + extra
            })
            .collect()
    }

    fn judge_sized_case(rng: &mut Rng) -> Board {
        let n = match rng.below(3) {
            0 => MAX_NUMBERS,
            _ => rng.range(1, MAX_NUMBERS),
        };
        match rng.below(4) {
            // Near the largest total: b passes 50 000 (50 × 1000 + 49 at most).
            0 => (0..MAX_NUMBERS)
                .map(|_| rng.range(MAX_VALUE - 1, MAX_VALUE))
                .collect(),
            // Mostly 1s: a's residue mod 6 matters.
            1 => (0..n)
                .map(|_| {
                    if rng.chance(4, 5) {
                        1
                    } else {
                        rng.range(2, MAX_VALUE)
                    }
                })
                .collect(),
            _ => (0..n).map(|_| rng.log_uniform(1, MAX_VALUE)).collect(),
        }
    }

    fn parse(input: &str) -> Option<Vec<Board>> {
        Tokens::new(input).counted(|t| {
            let n = t.value()?;
            t.many(n)
        })
    }

    fn shrink(board: &Board) -> Vec<Board> {
        shrink_piles(board, 1)
    }

    /// T = 4000 (judge max) cases of N = 50 (judge max) numbers up to 1000.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let each = format!("N = {MAX_NUMBERS} (judge max) numbers in 1..={MAX_VALUE}");
        let case = |t: &mut Text, r: &mut Rng| {
            t.line(&[MAX_NUMBERS]);
            for i in 0..MAX_NUMBERS {
                if i > 0 {
                    t.space();
                }
                t.num(r.range(1, MAX_VALUE));
            }
            t.newline();
        };
        // ~200 bytes a case: 500 000 cases make just over 100 MB.
        let framing = Framing::Counted {
            big_cases: s.pick(500_000, 2),
        };
        streamed(
            Self::ID,
            s,
            s.pick(hdu4111::MAX_CASES, 3),
            &each,
            framing,
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Board>> {
        vec![
            Wrong {
                name: "b without the merges: the sum of the numbers above 1 only",
                answer: |index, board| {
                    let (ones, _) = ones_and_moves(board);
                    let sum = board.iter().filter(|&&x| x > 1).sum();
                    answer(index, crate_rule(ones, sum))
                },
            },
            Wrong {
                name: "parity alone: Alice iff the 1s or b are odd (the rows b = 0, 2 ignored)",
                answer: |index, board| {
                    let (ones, moves) = ones_and_moves(board);
                    answer(index, ones % 2 == 1 || moves % 2 == 1)
                },
            },
            Wrong {
                name: "no merges: the parity of the sum of all numbers",
                answer: |index, board| answer(index, board.iter().sum::<u64>() % 2 == 1),
            },
            Wrong {
                name: "the 1s merged in too: Alice iff the sum plus N - 1 is odd",
                answer: |index, board| {
                    let moves = board.iter().sum::<u64>() + board.len() as u64 - 1;
                    answer(index, moves % 2 == 1)
                },
            },
            Wrong {
                name: "a table of b up to 50 000 (50 × 1000, the merges forgotten): b past it read as 50 000",
                answer: |index, board| {
                    let (ones, moves) = ones_and_moves(board);
                    answer(index, crate_rule(ones, moves.min(50_000)))
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample() {
        assert_eq!(Hdu4111::oracle(1, &vec![1, 1, 2]), "Case #1: Alice\n");
        assert_eq!(Hdu4111::oracle(2, &vec![3, 4]), "Case #2: Bob\n");
        assert_eq!(Hdu4111::oracle(3, &vec![2, 3, 5]), "Case #3: Bob\n");
    }

    #[test]
    fn moves_decrease_or_merge() {
        assert_eq!(options(&vec![1, 2]), [vec![2], vec![3], vec![1, 1]]);
        assert_eq!(options(&vec![1]), [Vec::<u64>::new()]);
    }
}
