//! HDU 5724 Chess. The oracle searches each board whole, every row's occupied cells at once, from
//! the rules (a piece goes to the first empty cell to its right in its row, stepping or jumping);
//! it never values a row on its own, uses no SG table, and xors nothing.

use super::render::{counted_cases, counted_lines};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without, SIXTY_FOURTHS};
use crate::rng::Rng;
use game_core::bitmask::{self, MaskOptions, Order};
use game_core::sg::Search;
use hdu5724::{MAX_ROWS, WIDTH};
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu5724.
pub struct Hdu5724;

/// One row: the cells of its pieces, in the order the input lists them.
type Row = Vec<u8>;
/// A board: its rows.
type Board = Vec<Row>;
type BoardSearch = Search<Board, fn(&Board) -> Vec<Board>>;

/// The last cell of a row, as the cells are typed here.
const LAST: u8 = WIDTH as u8;

/// The oracle's reach: at most this many boards may be reachable from a case, counted as the
/// product over its rows of the ways to place the row's pieces between its leftmost piece and
/// cell 20 (pieces only move right). A search of that many boards takes a fraction of a second.
const REACH: u64 = 40_000;

/// The most boards reachable from `row` alone (see [`REACH`]): C(21 − leftmost cell, pieces).
fn row_reach(row: &[u8]) -> u64 {
    let Some(&left) = row.iter().min() else {
        return 1;
    };
    let span = u64::from(LAST + 1 - left);
    (0..row.len() as u64).fold(1, |c, i| c * (span - i) / (i + 1))
}

/// The most boards reachable from `board` (see [`REACH`]), saturating.
fn reach(board: &[Row]) -> u64 {
    board
        .iter()
        .fold(1u64, |r, row| r.saturating_mul(row_reach(row)))
}

/// `Err` if `board` is out of the oracle's reach ([`REACH`]). The random cases stay within
/// it, and so do the shrinker's variants of a board that is.
fn within_reach(board: &[Row]) -> Result<(), String> {
    within(
        "the boards reachable (the oracle's reach)",
        reach(board),
        1..=REACH,
    )
}

/// Above this many rows (judge-sized boards), a board shrinks by halves, quarters, …, 64ths of
/// its rows, not row by row.
const SMALL_BOARD: usize = 12;

/// The first empty cell right of `cell` in the sorted row `row`, if there is one.
fn landing(row: &[u8], cell: u8) -> Option<u8> {
    (cell + 1..=LAST).find(|c| !row.contains(c))
}

/// A board in canonical form: each row sorted, the rows where no piece can move dropped (they
/// never change and never move), the rest sorted.
fn canonical(board: Board) -> Board {
    let mut rows: Board = board
        .into_iter()
        .map(|mut row| {
            row.sort_unstable();
            row
        })
        .filter(|row| row.iter().any(|&c| landing(row, c).is_some()))
        .collect();
    rows.sort_unstable();
    rows
}

/// The rules: any piece of any row goes to the first empty cell to its right, if there is one.
// `&Vec` because `Search<Vec<_>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn options(board: &Board) -> Vec<Board> {
    let mut options = Vec::new();
    for (i, row) in board.iter().enumerate() {
        if i > 0 && board[i - 1] == *row {
            continue; // the same moves as from the equal row before
        }
        for (j, &cell) in row.iter().enumerate() {
            if let Some(to) = landing(row, cell) {
                let mut next = board.clone();
                next[i][j] = to;
                options.push(canonical(next));
            }
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call: boards are searched once.
    static CHESS: RefCell<BoardSearch> =
        RefCell::new(Search::new(options as fn(&Board) -> Vec<Board>));
}

fn answer(alice_wins: bool) -> String {
    if alice_wins { "YES\n" } else { "NO\n" }.to_string()
}

/// A row's mask with cell `c` as bit `c − 1` (`leftmost_low`) or bit `20 − c`.
fn mask(row: &[u8], leftmost_low: bool) -> usize {
    row.iter().fold(0, |m, &c| {
        m | 1 << if leftmost_low { c - 1 } else { LAST - c }
    })
}

/// The wrong tables, built once per thread on first use.
enum WrongTable {
    /// Cell 1 as bit 0, so moves go to larger masks, but the table filled upward from 0: each
    /// option read before it is valued (as 0).
    WrongOrder,
    /// A piece only steps into an empty next cell; a piece with a neighbour on its right is stuck.
    StepOnly,
}

/// The classic bug of [`WrongTable::WrongOrder`]: the right moves, the wrong order.
fn wrong_order_table() -> Vec<u8> {
    let width = u32::from(LAST);
    let mut values = vec![0u8; 1 << width];
    for mask in 0..1u32 << width {
        let mut seen = 0u32;
        for b in (0..width).filter(|&b| mask >> b & 1 == 1) {
            let above = !mask & !((2 << b) - 1) & ((1 << width) - 1);
            if above != 0 {
                let next = mask ^ (1 << b) ^ (1 << above.trailing_zeros());
                seen |= 1 << values[next as usize];
            }
        }
        values[mask as usize] = (!seen).trailing_zeros() as u8;
    }
    values
}

/// The step-only game's moves (cell 20 as bit 0): a piece on bit b > 0 with bit b − 1 clear.
fn step_moves(mask: u32, o: &mut MaskOptions<'_>) {
    for b in (1..u32::from(LAST)).filter(|&b| mask >> b & 1 == 1 && mask >> (b - 1) & 1 == 0) {
        o.to(mask ^ (0b11 << (b - 1)));
    }
}

fn wrong_table_answer(which: WrongTable, board: &Board) -> String {
    thread_local! {
        static TABLES: [Vec<u8>; 2] = [
            wrong_order_table(),
            bitmask::table(u32::from(LAST), Order::Down, step_moves),
        ];
    }
    TABLES.with(|tables| {
        let (table, leftmost_low) = match which {
            WrongTable::WrongOrder => (&tables[0], true),
            WrongTable::StepOnly => (&tables[1], false),
        };
        let sum = board
            .iter()
            .fold(0, |sum, row| sum ^ table[mask(row, leftmost_low)]);
        answer(sum != 0)
    })
}

/// A row of `pieces` distinct cells drawn from `low..=LAST`, in random order.
fn random_row(rng: &mut Rng, low: u8, pieces: usize) -> Row {
    let mut cells: Row = (low..=LAST).collect();
    shuffle(&mut cells, rng);
    cells.truncate(pieces);
    cells
}

/// A row where no piece can move: empty, or a solid block ending at cell 20, in random order.
fn frozen_row(rng: &mut Rng) -> Row {
    let pieces = rng.range(0, WIDTH) as u8;
    random_row(rng, LAST + 1 - pieces, usize::from(pieces))
}

/// A row that usually has moves: a few pieces anywhere, a few gaps, or any set of the last
/// cells.
fn live_row(rng: &mut Rng) -> Row {
    match rng.below(3) {
        0 => {
            let pieces = rng.range(1, 3) as usize;
            random_row(rng, 1, pieces)
        }
        1 => {
            let gaps = rng.range(1, 3) as usize;
            random_row(rng, 1, WIDTH as usize - gaps)
        }
        _ => {
            let span = rng.range(2, 9) as u8;
            let pieces = rng.range(1, u64::from(span)) as usize;
            random_row(rng, LAST + 1 - span, pieces)
        }
    }
}

impl Game for Hdu5724 {
    type Case = Board;
    const ID: &'static str = "hdu5724";
    const SOLVE: SolveFn = |input, out| hdu5724::solve(input, out);
    // The judge page's header was not found: 1 s and 64 MB assumed.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 64)
        .assumed("the judge page's header was not found: 1 s and 64 MB");
    const MAX_CASES: usize = hdu5724::MAX_CASES as usize;

    fn render(cases: &[Board]) -> String {
        counted_cases(cases, |board| {
            counted_lines(board, |row| {
                let cells = row.iter().map(|c| format!(" {c}")).collect::<String>();
                format!("{}{cells}", row.len())
            })
        })
    }

    fn validate(board: &Board) -> Result<(), String> {
        within("n", board.len() as u64, 0..=MAX_ROWS)?;
        for row in board {
            within("m", row.len() as u64, 0..=WIDTH)?;
            for &c in row {
                within("a cell", u64::from(c), 1..=WIDTH)?;
            }
            if !row.iter().all_unique() {
                return Err(format!("a cell twice in the row {row:?}"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, board: &Board) -> String {
        let position = canonical(board.clone());
        let wins = CHESS.with(|search| search.borrow_mut().wins(&position));
        answer(wins.expect("every move takes a piece right: the game ends"))
    }

    fn small_cases() -> Vec<Board> {
        let subsets = |low: u8| {
            (low..=LAST)
                .powerset()
                .map(|cells| cells.into_iter().collect::<Row>())
        };
        let mut cases: Vec<Board> = vec![Vec::new()];
        // One row: every set of the last 7 cells; every row of at most 2 pieces or 2 gaps.
        cases.extend(subsets(LAST - 6).map(|row| vec![row]));
        for k in 1..=2 {
            for cells in (1..=LAST).combinations(k) {
                let gaps: Row = (1..=LAST).filter(|c| !cells.contains(c)).collect();
                cases.push(vec![cells]);
                cases.push(vec![gaps]);
            }
        }
        // Two rows: every pair of sets of the last 4 cells; three rows of the last 3.
        for (a, b) in subsets(LAST - 3).tuple_combinations() {
            cases.push(vec![a, b]);
        }
        for rows in subsets(LAST - 2).combinations_with_replacement(3) {
            cases.push(rows);
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Board {
        // A few live rows; a third of the time the rows twice over (the second player mirrors
        // every move: a loss, with no formula); sometimes many frozen rows around them.
        let mirrored = rng.chance(1, 3);
        let budget = if mirrored { 200 } else { REACH };
        let mut board: Board = Vec::new();
        for _ in 0..rng.range(1, 4) {
            let row = live_row(rng);
            if reach(&board).saturating_mul(row_reach(&row)) <= budget {
                board.push(row);
            }
        }
        if mirrored {
            let mut copies = board.clone();
            for row in &mut copies {
                shuffle(row, rng);
            }
            board.extend(copies);
        }
        if rng.chance(1, 4) {
            let frozen = if rng.chance(1, 8) {
                MAX_ROWS as usize - board.len()
            } else {
                rng.range(1, 30) as usize
            };
            board.extend((0..frozen).map(|_| frozen_row(rng)));
        }
        shuffle(&mut board, rng);
        board
    }

    /// Up to the judge's 1000 rows, each of up to 20 pieces on distinct cells (both counts
    /// [`Rng::sized`]: full rows, empty ones and every count between); a third of the time
    /// the rows twice over, the copies shuffled (a loss: the second player mirrors every move).
    fn judge_sized_case(rng: &mut Rng) -> Board {
        let mirrored = rng.chance(1, 3);
        let rows = rng.sized(0, MAX_ROWS);
        let rows = if mirrored { rows / 2 } else { rows };
        let mut board: Board = (0..rows)
            .map(|_| {
                let pieces = rng.sized(0, WIDTH) as usize;
                random_row(rng, 1, pieces)
            })
            .collect();
        if mirrored {
            let mut copies = board.clone();
            for row in &mut copies {
                shuffle(row, rng);
            }
            board.extend(copies);
            shuffle(&mut board, rng);
        }
        board
    }

    fn parse(input: &str) -> Option<Vec<Board>> {
        Tokens::new(input).counted(|tokens| {
            let n: usize = tokens.value()?;
            (0..n)
                .map(|_| {
                    let m = tokens.value()?;
                    tokens.many(m)
                })
                .collect()
        })
    }

    /// Every variant has fewer rows, or as many rows and fewer pieces, or as many of both and a
    /// smaller sum of cells (pieces only ever move left here), so shrinking ends. A board of
    /// more than [`SMALL_BOARD`] rows loses halves, quarters, …, 64ths of its rows (after its
    /// frozen rows); a board within the oracle's reach keeps only variants within it.
    fn shrink(board: &Board) -> Vec<Board> {
        let mut smaller = Vec::new();
        // Fewer rows: all frozen ones at once, each row alone, each pair, each row removed.
        let live: Board = canonical(board.clone());
        if live.len() < board.len() {
            smaller.push(live);
        }
        let n = board.len();
        if n > SMALL_BOARD {
            smaller.extend(
                parts(n, SIXTY_FOURTHS)
                    .into_iter()
                    .map(|part| without(board, part)),
            );
            return smaller;
        }
        if board.len() > 1 {
            smaller.extend(board.iter().map(|row| vec![row.clone()]));
        }
        if board.len() > 2 {
            smaller.extend(
                (0..board.len())
                    .tuple_combinations()
                    .map(|(i, j)| vec![board[i].clone(), board[j].clone()]),
            );
        }
        for i in 0..board.len() {
            let mut fewer = board.clone();
            fewer.remove(i);
            smaller.push(fewer);
        }
        for (i, row) in board.iter().enumerate() {
            // Fewer pieces: each piece removed, then each two.
            for j in 0..row.len() {
                let mut less = board.clone();
                less[i].remove(j);
                smaller.push(less);
            }
            for (j, k) in (0..row.len()).tuple_combinations() {
                let mut less = board.clone();
                less[i].remove(k);
                less[i].remove(j);
                smaller.push(less);
            }
            // The same shape further left, the boldest shift first; then one piece moved left
            // to an empty cell, the leftmost first.
            let left = row.iter().copied().min().unwrap_or(1);
            for shift in (1..left).rev() {
                let mut shifted = board.clone();
                shifted[i].iter_mut().for_each(|c| *c -= shift);
                smaller.push(shifted);
            }
            for (j, &c) in row.iter().enumerate() {
                for to in (1..c).filter(|to| !row.contains(to)) {
                    let mut moved = board.clone();
                    moved[i][j] = to;
                    smaller.push(moved);
                }
            }
        }
        if within_reach(board).is_ok() {
            smaller.retain(|less| within_reach(less).is_ok());
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Board>> {
        vec![
            Wrong {
                name: "cell 1 as bit 0 (moves go up), the table still filled upward",
                answer: |_, board| wrong_table_answer(WrongTable::WrongOrder, board),
            },
            Wrong {
                name: "a jump treated as a step: a piece moves only into an empty next cell",
                answer: |_, board| wrong_table_answer(WrongTable::StepOnly, board),
            },
            Wrong {
                name: "the xor of the rows' piece counts",
                answer: |_, board| answer(board.iter().fold(0, |x, row| x ^ row.len()) != 0),
            },
            Wrong {
                name: "every piece a Nim heap of the empty cells to its right",
                answer: |_, board| {
                    let heap =
                        |row: &Row, c: u8| (c + 1..=LAST).filter(|d| !row.contains(d)).count();
                    let sum = board
                        .iter()
                        .fold(0, |x, row| row.iter().fold(x, |x, &c| x ^ heap(row, c)));
                    answer(sum != 0)
                },
            },
        ]
    }

    /// T = 100 cases of n = 1000 rows (the judge's maxima), each of 18 to 20 pieces in random
    /// order (2 · 10^6 numbers, 5.9 MB); then the table alone (one case, one empty row).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (cases, rows) = (s.pick(hdu5724::MAX_CASES, 3), s.pick(MAX_ROWS, 5));
        let width = WIDTH as usize;
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[rows]);
            for _ in 0..rows {
                let pieces = width - r.below(3);
                let row = random_row(r, 1, pieces);
                t.num(row.len() as u64);
                for c in row {
                    t.space();
                    t.num(u64::from(c));
                }
                t.newline();
            }
        };
        let what = format!(
            "T = {cases} cases of n = {rows} rows (judge maxima) of 18 to 20 pieces, shuffled"
        );
        vec![
            Input::new(Self::ID, Kind::Worst, what, move |t, r| {
                t.line(&[cases]);
                (0..cases).for_each(|_| case(t, r));
            }),
            Input::new(
                Self::ID,
                Kind::Table,
                "1 case of 1 empty row: the table of 2^20 rows alone".to_string(),
                |t, _| [1, 1, 0].iter().for_each(|&v| t.line(&[v])),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_boards_stay_within_the_oracles_reach() {
        let mut rng = Rng::new(5724);
        for _ in 0..1000 {
            let board = Hdu5724::random_case(&mut rng);
            assert_eq!(within_reach(&board), Ok(()), "{board:?}");
        }
    }

    #[test]
    fn hand_derived_boards() {
        // The sample.
        assert_eq!(Hdu5724::oracle(1, &vec![vec![19, 20]]), "NO\n");
        assert_eq!(Hdu5724::oracle(2, &vec![vec![19], vec![18]]), "YES\n");
        // One piece on cell c makes 20 − c moves, whoever moves: YES iff that is odd.
        for c in 1..=LAST {
            let wins = (LAST - c) % 2 == 1;
            assert_eq!(Hdu5724::oracle(1, &vec![vec![c]]), answer(wins), "{c}");
        }
        // 18 19: the 18 jumps to 20, leaving 19 20: no move. YES. No rows: NO.
        assert_eq!(Hdu5724::oracle(1, &vec![vec![19, 18]]), "YES\n");
        assert_eq!(Hdu5724::oracle(1, &vec![]), "NO\n");
        // Canonical boards drop rows without moves and sort the rest.
        assert_eq!(
            canonical(vec![vec![20, 19], vec![], vec![3, 1], vec![2]]),
            vec![vec![1, 3], vec![2]]
        );
        assert_eq!(row_reach(&[19, 18]), 3);
        assert_eq!(reach(&[vec![1], vec![], vec![20, 19]]), 20);
    }

    #[test]
    fn the_wrong_order_table_reads_options_as_0() {
        // Filled upward with moves going up, every option reads 0: a row is worth 1 iff it has
        // a move. 18 alone is worth 0 (two steps), but 1 there; 19 20 has no move: 0.
        let g = wrong_order_table();
        assert_eq!(g[mask(&[18], true)], 1);
        assert_eq!(g[mask(&[19, 20], true)], 0);
        assert!(g.iter().all(|&v| v <= 1));
    }
}
