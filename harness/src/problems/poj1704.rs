//! POJ 1704 Georgia and Bob: pieces on a strip move left. The oracle plays that game itself:
//! a position is the sorted list of occupied cells, a move shifts one piece to any free cell
//! between it and the piece (or the strip's end) to its left, and `game_core::sg::Search`
//! searches the whole position.

use super::piles::{render_counted, shrink_piles};
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of poj1704.
pub struct Poj1704;

/// The judge's largest cell (the crate answers any cell up to 2^64 − 1).
const MAX_CELL: u64 = 10_000;

type Board = Vec<u64>;
type BoardMoves = fn(&Board) -> Vec<Board>;

/// The game's rules: from sorted cells, piece `i` may move to any cell strictly between its
/// left neighbour (or 0, the edge of the strip) and its own cell.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn board_moves(cells: &Board) -> Vec<Board> {
    let mut options = Vec::new();
    for i in 0..cells.len() {
        let left = if i == 0 { 0 } else { cells[i - 1] };
        for to in left + 1..cells[i] {
            let mut next = cells.clone();
            next[i] = to;
            options.push(next);
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static BOARDS: RefCell<Search<Board, BoardMoves>> =
        RefCell::new(Search::new(board_moves as BoardMoves));
}

/// Whether the first player wins with pieces on `cells` (any order), by search of the game.
fn georgia_wins(cells: &[u64]) -> bool {
    let mut board = cells.to_vec();
    board.sort_unstable();
    BOARDS
        .with(|search| search.borrow_mut().wins(&board))
        .expect("no cycles: every move lowers a piece")
}

fn winner(georgia: bool) -> String {
    if georgia {
        "Georgia will win\n"
    } else {
        "Bob will win\n"
    }
    .to_string()
}

/// The classic answer with one step changed, for the known-wrong solutions: the xor of
/// `gap(left, right)` over the pairs `pairs` makes of `cells` (taken as given, in `i64` as a
/// C solution would).
fn wrong_answer(
    cells: &[i64],
    pairs: fn(&[i64]) -> Vec<(i64, i64)>,
    gap: fn(i64, i64) -> i64,
) -> String {
    let x = pairs(cells).iter().fold(0, |x, &(l, r)| x ^ gap(l, r));
    winner(x != 0)
}

/// Sorted, paired from the right, the lowest with a virtual piece at 0 when the count is odd.
fn pairs_from_the_right(cells: &[i64]) -> Vec<(i64, i64)> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    unsorted_pairs_from_the_right(&sorted)
}

/// Paired from the right end of the list as given, with a virtual 0 when the count is odd.
fn unsorted_pairs_from_the_right(cells: &[i64]) -> Vec<(i64, i64)> {
    let mut padded = cells.to_vec();
    if padded.len() % 2 == 1 {
        padded.insert(0, 0);
    }
    padded.chunks(2).map(|pair| (pair[0], pair[1])).collect()
}

/// Sorted `cells` (at least one) made a loss, if they are not one: the classic winning move
/// played, the right piece of the pair whose heap has the nim-sum's top bit moved left until
/// the heaps xor to 0. The cells stay sorted and distinct. O(N).
fn played_to_a_loss(cells: &mut [u64]) {
    let n = cells.len();
    // Each pair as (its right piece's index, its heap); the lowest piece of an odd count pairs
    // with the strip's edge, cell 0.
    let heaps: Vec<(usize, u64)> = (0..n)
        .rev()
        .step_by(2)
        .map(|r| (r, cells[r] - r.checked_sub(1).map_or(0, |l| cells[l]) - 1))
        .collect();
    let x = heaps.iter().fold(0, |x, &(_, heap)| x ^ heap);
    if let Some(&(r, heap)) = heaps.iter().find(|&&(_, heap)| heap ^ x < heap) {
        cells[r] -= heap - (heap ^ x);
    }
}

fn as_i64(cells: &[u64]) -> Vec<i64> {
    cells.iter().map(|&c| c as i64).collect()
}

impl Game for Poj1704 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj1704";
    const SOLVE: SolveFn = |input, out| poj1704::solve(input, out);
    const LIMITS: Limits = Limits {
        judge: OnlineJudge::Poj,
        time_ms: 1000,
        memory_kib: 10_000,
        assumed: None,
    };
    const MAX_CASES: usize = poj1704::MAX_CASES as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        counted_cases(cases, |cells| render_counted(cells))
    }

    fn validate(cells: &Vec<u64>) -> Result<(), String> {
        within("N", cells.len() as u64, 1..=poj1704::MAX_PIECES)?;
        for &cell in cells {
            within("P", cell, 1..=MAX_CELL)?;
        }
        match cells.iter().duplicates().next() {
            Some(cell) => Err(format!("two pieces on cell {cell}")),
            None => Ok(()),
        }
    }

    fn oracle(_: usize, cells: &Vec<u64>) -> String {
        winner(georgia_wins(cells))
    }

    /// Every arrangement, in every reading order, of 1 piece on cells up to 10, 2 up to 9, 3 up
    /// to 8, 4 up to 7 and 5 up to 6.
    fn small_cases() -> Vec<Vec<u64>> {
        [(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)]
            .into_iter()
            .flat_map(|(n, top)| (1..=top).permutations(n))
            .collect()
    }

    /// Up to 7 pieces on cells up to 18, or (one case in eight) 1 or 2 pieces up to cell 200;
    /// in random reading order.
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let (n, top) = if rng.chance(1, 8) {
            (rng.range(1, 2), rng.range(2, 200))
        } else {
            let n = rng.range(1, 7);
            (n, rng.range(n, 18))
        };
        let mut free: Vec<u64> = (1..=top).collect();
        shuffle(&mut free, rng);
        free.truncate(n as usize);
        free
    }

    /// N = `sized(1, 1000)` distinct cells over the judge's whole range 1..=10000: anywhere
    /// (uniform), or half the time packed against the last cell (gaps of 0 to 3 free cells);
    /// a third of the time made a loss by the winning move ([`played_to_a_loss`]: random
    /// cells are nearly always a win); read in random order.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, poj1704::MAX_PIECES) as usize;
        let mut cells: Vec<u64> = if rng.chance(1, 2) {
            let mut all: Vec<u64> = (1..=MAX_CELL).collect();
            shuffle(&mut all, rng);
            all.truncate(n);
            all.sort_unstable();
            all
        } else {
            // At most 4 cells per piece: 4000 below the last cell at most.
            let mut next = MAX_CELL + 1;
            let mut packed: Vec<u64> = (0..n)
                .map(|_| {
                    next -= 1 + rng.range(0, 3);
                    next
                })
                .collect();
            packed.reverse();
            packed
        };
        if rng.chance(1, 3) {
            played_to_a_loss(&mut cells);
        }
        shuffle(&mut cells, rng);
        cells
    }

    /// T, then each case's N and its N cells.
    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        Tokens::new(input).counted(|tokens| {
            let n = tokens.value()?;
            tokens.many(n)
        })
    }

    /// [`shrink_piles`]' variants (a long row by parts, a short one piece by piece, each piece
    /// moved to smaller cells), without two pieces on one cell.
    fn shrink(cells: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(cells, 1)
            .into_iter()
            .filter(|smaller| smaller.iter().duplicates().next().is_none())
            .collect()
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "cells not sorted: paired in reading order",
                answer: |_, cells| {
                    wrong_answer(&as_i64(cells), unsorted_pairs_from_the_right, |l, r| {
                        r - l - 1
                    })
                },
            },
            Wrong {
                name: "paired from the left, an odd count's last piece left out (no virtual 0)",
                answer: |_, cells| {
                    let from_left = |cells: &[i64]| -> Vec<(i64, i64)> {
                        let mut sorted = cells.to_vec();
                        sorted.sort_unstable();
                        sorted.chunks_exact(2).map(|p| (p[0], p[1])).collect()
                    };
                    wrong_answer(&as_i64(cells), from_left, |l, r| r - l - 1)
                },
            },
            Wrong {
                name: "heaps are the distances inside pairs, without the −1",
                answer: |_, cells| wrong_answer(&as_i64(cells), pairs_from_the_right, |l, r| r - l),
            },
            Wrong {
                name: "every gap between neighbours is a heap, not every other one",
                answer: |_, cells| {
                    let neighbours = |cells: &[i64]| -> Vec<(i64, i64)> {
                        let mut sorted = cells.to_vec();
                        sorted.sort_unstable();
                        sorted.insert(0, 0);
                        sorted.windows(2).map(|p| (p[0], p[1])).collect()
                    };
                    wrong_answer(&as_i64(cells), neighbours, |l, r| r - l - 1)
                },
            },
            Wrong {
                name:
                    "cells marked in a bucket array sized by N's bound, 1000: pieces past it lost",
                answer: |_, cells| {
                    let bucketed = |&&cell: &&u64| cell <= poj1704::MAX_PIECES;
                    let seen: Vec<u64> = cells.iter().filter(bucketed).copied().collect();
                    wrong_answer(&as_i64(&seen), pairs_from_the_right, |l, r| r - l - 1)
                },
            },
        ]
    }

    /// T = 20 (judge max) cases of N = 1000 (judge max) distinct cells up to 10000, shuffled.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (t, n) = (poj1704::MAX_CASES, poj1704::MAX_PIECES);
        let cases = s.pick(t, 3);
        let what = format!(
            "T = {cases} (judge max {t}) cases of N = {n} (judge max) distinct cells ≤ {MAX_CELL}, \
             in random order"
        );
        vec![Input::new(Self::ID, Kind::Worst, what, move |text, r| {
            text.line(&[cases]);
            for _ in 0..cases {
                let mut cells: Vec<u64> = (1..=MAX_CELL).collect();
                shuffle(&mut cells, r);
                cells.truncate(n as usize);
                text.line(&[n]);
                text.line(&cells);
            }
        })]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winning_move_leaves_a_loss() {
        // 2 5 9: pairs (0, 2) and (5, 9), heaps 1 and 3, xor 2: the 9 moves to 7.
        let mut cells = [2, 5, 9];
        assert_eq!(Poj1704::oracle(1, &cells.to_vec()), "Georgia will win\n");
        played_to_a_loss(&mut cells);
        assert_eq!(cells, [2, 5, 7]);
        assert_eq!(Poj1704::oracle(1, &cells.to_vec()), "Bob will win\n");
        // A loss already is left alone.
        played_to_a_loss(&mut cells);
        assert_eq!(cells, [2, 5, 7]);
    }
}
