//! HDU 1730 Northcott Game.
//!
//! The oracle plays the whole board from the rules: every position of the case's rows (each
//! row's two columns) with Tom or Jerry to move, Tom moving only his pieces and Jerry only his,
//! either way along the row to any empty cell not past the other piece; whoever cannot move
//! loses. Moving away can repeat a position, so the outcomes come from core's retrograde
//! analysis of games that may go on forever (`game_core::draw`), a draw being a possible answer
//! (it would show up as a mismatch). No gaps, no xor. Its reach: boards of at most
//! [`MOST_POSITIONS`] placements (m² per row, multiplied over the rows); judge-sized cases (up
//! to 1000 rows of 100 columns) are answered by the crate's proven solve.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::draw::{outcomes, Outcome};
use game_core::nim::nim_sum;
use game_core::sg::Digraph;
use hdu1730::{MAX_COLUMNS, MAX_ROWS, MIN_COLUMNS};
use itertools::Itertools;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of hdu1730.
pub struct Hdu1730;

/// One board: its columns, and each row's (Tom's column, Jerry's column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    columns: u64,
    rows: Vec<(u64, u64)>,
}

/// The most placements (m² per row, over the rows) the oracle's graph holds.
const MOST_POSITIONS: u64 = 70_000;

/// Whether the oracle reaches `rows` rows of `columns` columns.
fn within_reach(rows: usize, columns: u64) -> bool {
    u32::try_from(rows).is_ok_and(|rows| {
        (columns * columns)
            .checked_pow(rows)
            .is_some_and(|placements| placements <= MOST_POSITIONS)
    })
}

/// The cells a piece at `own` may move to, the other player's piece at `other`, on `columns`
/// columns: every empty cell on its side of the other piece.
fn targets(own: u64, other: u64, columns: u64) -> impl Iterator<Item = u64> {
    let side = if own < other {
        1..other
    } else {
        other + 1..columns + 1
    };
    side.filter(move |&cell| cell != own)
}

/// The outcome for the player to move of every placement of `rows` rows of `columns` columns,
/// Tom to move at `2 · placement`, Jerry at `2 · placement + 1`; a placement numbers each row's
/// (t − 1)·m + (j − 1) in base m².
fn outcomes_of(rows: usize, columns: u64) -> Vec<Outcome> {
    let base = columns * columns;
    let placements = base.pow(rows as u32);
    let mut graph = Digraph::new();
    for vertex in 0..placements * 2 {
        let (placement, jerry) = (vertex / 2, vertex % 2 == 1);
        let mut successors = Vec::new();
        let mut weight = 1;
        for _ in 0..rows {
            let cell = placement / weight % base;
            let (t, j) = (cell / columns + 1, cell % columns + 1);
            if t != j {
                let moved = |t: u64, j: u64| (t - 1) * columns + (j - 1);
                let next: Vec<u64> = if jerry {
                    targets(j, t, columns).map(|j2| moved(t, j2)).collect()
                } else {
                    targets(t, j, columns).map(|t2| moved(t2, j)).collect()
                };
                for to in next {
                    let placement2 = placement - cell * weight + to * weight;
                    successors.push((placement2 * 2 + u64::from(!jerry)) as u32);
                }
            }
            weight *= base;
        }
        graph.add_vertex().extend(successors);
    }
    outcomes(&graph).expect("every edge is inside")
}

thread_local! {
    static OUTCOMES: RefCell<HashMap<(usize, u64), Vec<Outcome>>> = RefCell::new(HashMap::new());
}

/// Tom's outcome, moving first on `board` (within reach), from the whole board's graph.
fn tom_outcome(board: &Board) -> Outcome {
    let columns = board.columns;
    let placement = board.rows.iter().rev().fold(0, |acc, &(t, j)| {
        acc * columns * columns + (t - 1) * columns + (j - 1)
    });
    OUTCOMES.with(|cache| {
        let mut cache = cache.borrow_mut();
        let outcomes = cache
            .entry((board.rows.len(), columns))
            .or_insert_with(|| outcomes_of(board.rows.len(), columns));
        outcomes[placement as usize * 2]
    })
}

fn answer(tom_wins: bool) -> String {
    if tom_wins { "I WIN!\n" } else { "BAD LUCK!\n" }.to_string()
}

/// A random row of `columns` columns.
fn random_row(rng: &mut Rng, columns: u64) -> (u64, u64) {
    let t = rng.range(1, columns);
    let j = loop {
        let j = rng.range(1, columns);
        if j != t {
            break j;
        }
    };
    (t, j)
}

/// Every board of `rows` rows and `columns` columns.
fn every_board(rows: usize, columns: u64) -> Vec<Board> {
    let cells: Vec<(u64, u64)> = (1..=columns)
        .flat_map(|t| (1..=columns).map(move |j| (t, j)))
        .filter(|(t, j)| t != j)
        .collect();
    let mut boards = vec![Vec::new()];
    for _ in 0..rows {
        boards = boards
            .into_iter()
            .flat_map(|rows: Vec<(u64, u64)>| {
                cells.iter().map(move |&cell| {
                    let mut longer = rows.clone();
                    longer.push(cell);
                    longer
                })
            })
            .collect();
    }
    boards
        .into_iter()
        .map(|rows| Board { columns, rows })
        .collect()
}

/// The xor of the rows' gaps as a wrong solution reads them.
fn xor_with(board: &Board, rows: usize, gap: fn(u64, u64) -> u64) -> u64 {
    nim_sum(board.rows.iter().take(rows).map(|&(t, j)| gap(t, j)))
}

impl Game for Hdu1730 {
    type Case = Board;
    const ID: &'static str = "hdu1730";
    const SOLVE: SolveFn = |input, out| hdu1730::solve(input, out);
    // HDU's page: 1000/1000 MS (Java/Others), 32768/32768 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    // The statement gives no count ("several cases, to the end of the file").
    const MAX_CASES: usize = 100;

    fn render(boards: &[Board]) -> String {
        // The statement: "an unknown number of blank lines between cases"; the sample has one
        // between its two, none after the last.
        boards
            .iter()
            .map(|board| {
                let mut text = format!("{} {}\n", board.rows.len(), board.columns);
                for (t, j) in &board.rows {
                    text += &format!("{t} {j}\n");
                }
                text
            })
            .join("\n")
    }

    fn validate(board: &Board) -> Result<(), String> {
        within("n", board.rows.len() as u64, 1..=MAX_ROWS)?;
        within("m", board.columns, MIN_COLUMNS..=MAX_COLUMNS)?;
        for &(t, j) in &board.rows {
            within("Ti", t, 1..=board.columns)?;
            within("Ji", j, 1..=board.columns)?;
            if t == j {
                return Err(format!("Ti = Ji = {t}: two pieces on one cell"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, board: &Board) -> String {
        match tom_outcome(board) {
            Outcome::Win => answer(true),
            Outcome::Lose => answer(false),
            Outcome::Draw => "DRAW (endless play: no judge answer)\n".into(),
        }
    }

    fn small_cases() -> Vec<Board> {
        let mut boards = Vec::new();
        for columns in 2..=6 {
            boards.extend(every_board(1, columns));
        }
        for columns in 2..=4 {
            boards.extend(every_board(2, columns));
        }
        boards
    }

    fn random_case(rng: &mut Rng) -> Board {
        let (rows, columns) = loop {
            let rows = rng.range(1, 5) as usize;
            let columns = rng.range(MIN_COLUMNS, 16);
            if within_reach(rows, columns) {
                break (rows, columns);
            }
        };
        Board {
            columns,
            rows: (0..rows).map(|_| random_row(rng, columns)).collect(),
        }
    }

    fn judge_sized_case(rng: &mut Rng) -> Board {
        let rows = match rng.below(3) {
            0 => MAX_ROWS,
            _ => rng.log_uniform(1, MAX_ROWS),
        };
        let columns = match rng.below(3) {
            0 => MAX_COLUMNS,
            _ => rng.range(MIN_COLUMNS, MAX_COLUMNS),
        };
        Board {
            columns,
            rows: (0..rows).map(|_| random_row(rng, columns)).collect(),
        }
    }

    fn parse(input: &str) -> Option<Vec<Board>> {
        Tokens::new(input).until_end(|tokens| {
            let rows: usize = tokens.value()?;
            let columns = tokens.value()?;
            let rows = (0..rows)
                .map(|_| Some((tokens.value()?, tokens.value()?)))
                .collect::<Option<_>>()?;
            Some(Board { columns, rows })
        })
    }

    fn shrink(board: &Board) -> Vec<Board> {
        let mut smaller: Vec<Board> = without_parts(&board.rows)
            .into_iter()
            .map(|rows| Board {
                columns: board.columns,
                rows,
            })
            .collect();
        let widest = board.rows.iter().map(|&(t, j)| t.max(j)).max().unwrap_or(0);
        if widest < board.columns && board.columns > MIN_COLUMNS {
            smaller.push(Board {
                columns: board.columns - 1,
                rows: board.rows.clone(),
            });
        }
        // Each row's gap narrowed by one: the right-hand piece one cell left.
        for (i, &(t, j)) in board.rows.iter().enumerate() {
            if t.abs_diff(j) > 1 {
                let mut rows = board.rows.clone();
                rows[i] = if t < j { (t, j - 1) } else { (t - 1, j) };
                smaller.push(Board {
                    columns: board.columns,
                    rows,
                });
            }
        }
        smaller
    }

    /// Boards of 1000 rows of 100 columns (the judge's largest), pieces anywhere.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let rows = s.pick(MAX_ROWS, 50);
        let each = format!("n = {rows} rows, m = {MAX_COLUMNS} columns (judge max)");
        // A blank line between cases, as `render` (and the sample) lays them out.
        let case = move |t: &mut Text, r: &mut Rng| {
            if !t.is_empty() {
                t.newline();
            }
            t.line(&[rows, MAX_COLUMNS]);
            for _ in 0..rows {
                let (tom, jerry) = random_row(r, MAX_COLUMNS);
                t.line(&[tom, jerry]);
            }
        };
        streamed(Self::ID, s, s.pick(100, 3), &each, Framing::ToEnd, case)
    }

    fn wrong_solutions() -> Vec<Wrong<Board>> {
        vec![
            Wrong {
                name: "heaps of the distance |Ti - Ji| (forgets the -1)",
                answer: |_, board| answer(xor_with(board, usize::MAX, |t, j| t.abs_diff(j)) != 0),
            },
            Wrong {
                name: "the parity of the sum of the gaps instead of their xor",
                answer: |_, board| {
                    let sum: u64 = board.rows.iter().map(|&(t, j)| t.abs_diff(j) - 1).sum();
                    answer(sum % 2 == 1)
                },
            },
            Wrong {
                name: "assumes Tom's piece is left of Jerry's (Ji - Ti - 1, wrapping)",
                answer: |_, board| {
                    answer(
                        xor_with(board, usize::MAX, |t, j| j.wrapping_sub(t).wrapping_sub(1)) != 0,
                    )
                },
            },
            Wrong {
                name: "an array of 100 rows (sized by m's bound, not n's)",
                answer: |_, board| answer(xor_with(board, 100, |t, j| t.abs_diff(j) - 1) != 0),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample_and_finds_no_draw() {
        let sample = |rows: Vec<(u64, u64)>| Board { columns: 6, rows };
        assert_eq!(
            tom_outcome(&sample(vec![(4, 5), (1, 2), (1, 2)])),
            Outcome::Lose
        );
        assert_eq!(
            tom_outcome(&sample(vec![(4, 5), (1, 3), (1, 2)])),
            Outcome::Win
        );
        // Endless play is possible (pieces may move away), yet no board within reach is drawn.
        for board in Hdu1730::small_cases() {
            assert_ne!(tom_outcome(&board), Outcome::Draw, "{board:?}");
        }
    }
}
