//! AtCoder ABC229 H Advance or Eat: an N × N board; Takahashi moves a white piece one square up
//! into an empty square or eats any black piece, Snuke moves a black piece up or eats any white
//! piece; who cannot move loses.
//!
//! The oracle builds each column's canonical form from the rules with core's partizan games
//! (`game_core::canonical::Games`): `{ every W moved up, every B eaten | every B moved up, every
//! W eaten }`, memoised by the column's squares; a board is the `Games::sum` of its columns (a
//! move changes one column only), and Takahashi, moving first, wins iff that sum's outcome
//! class is Left or Next. No simplicity rule of its own, no closed form. Its reach: the judge's
//! whole range (N ≤ 8: 6561 columns of 8 squares, built once per thread). Its tests also check
//! a plain win/lose search of every whole board up to 3 × 3, and that every column of up to
//! 7 squares is a number equal to the crate's value.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use abc229_h::MAX_N;
use game_core::canonical::{GameId, Games};
use game_core::partizan::{Dyadic, Outcome};
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of abc229_h.
pub struct Abc229H;

/// A board: its rows from the top, each of `W`, `B` and `.`.
type Board = Vec<String>;

/// The canonical forms of columns, memoised by their squares (from the top), and the table they
/// live in.
struct Forms {
    games: Games,
    columns: HashMap<Vec<u8>, GameId>,
}

/// Every column one move away from `column`: `(Takahashi's, Snuke's)`. Takahashi moves a `W`
/// up into an empty square or eats a `B`; Snuke moves a `B` up or eats a `W`.
fn options(column: &[u8]) -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (i, &piece) in column.iter().enumerate() {
        let (eater, mover) = match piece {
            b'B' => (&mut left, &mut right),
            b'W' => (&mut right, &mut left),
            _ => continue,
        };
        let mut eaten = column.to_vec();
        eaten[i] = b'.';
        eater.push(eaten);
        if i > 0 && column[i - 1] == b'.' {
            let mut moved = column.to_vec();
            moved.swap(i - 1, i);
            mover.push(moved);
        }
    }
    (left, right)
}

impl Forms {
    /// The canonical form of one column from the rules ([`options`]).
    fn column(&mut self, column: &[u8]) -> GameId {
        if let Some(&form) = self.columns.get(column) {
            return form;
        }
        let (left, right) = options(column);
        let left: Vec<GameId> = left.iter().map(|next| self.column(next)).collect();
        let right: Vec<GameId> = right.iter().map(|next| self.column(next)).collect();
        let form = self.games.game(&left, &right);
        self.columns.insert(column.to_vec(), form);
        form
    }

    /// The canonical form of a whole board: the sum of its columns' forms.
    fn board(&mut self, board: &Board) -> GameId {
        let mut total = self.games.zero();
        for column in columns(board) {
            let form = self.column(&column);
            total = self.games.sum(total, form);
        }
        total
    }
}

thread_local! {
    /// One table per thread, shared by every oracle call.
    static FORMS: RefCell<Forms> = RefCell::new(Forms {
        games: Games::new(),
        columns: HashMap::new(),
    });
}

/// The columns of `board`, each from the top.
fn columns(board: &Board) -> Vec<Vec<u8>> {
    (0..board.len())
        .map(|j| board.iter().map(|row| row.as_bytes()[j]).collect())
        .collect()
}

/// Whether Takahashi, moving first, wins `board`, by the canonical form of the whole board.
fn takahashi_wins_by_forms(board: &Board) -> bool {
    FORMS.with(|forms| {
        let mut forms = forms.borrow_mut();
        let position = forms.board(board);
        matches!(forms.games.outcome(position), Outcome::Left | Outcome::Next)
    })
}

/// Each column's value as a number, read off its canonical form (for the wrong solutions, which
/// misuse right values).
fn column_values(board: &Board) -> Vec<Dyadic> {
    FORMS.with(|forms| {
        let mut forms = forms.borrow_mut();
        columns(board)
            .iter()
            .map(|column| {
                let form = forms.column(column);
                forms
                    .games
                    .as_number(form)
                    .expect("every column is a number")
            })
            .collect()
    })
}

fn answer(takahashi_wins: bool) -> String {
    let winner = if takahashi_wins { "Takahashi" } else { "Snuke" };
    format!("{winner}\n")
}

/// The Grundy value of a column if either player could make every move (the impartial
/// misreading), memoised.
fn impartial_grundy(column: &[u8], memo: &mut HashMap<Vec<u8>, u32>) -> u32 {
    if let Some(&known) = memo.get(column) {
        return known;
    }
    let (left, right) = options(column);
    let reached: Vec<u32> = left
        .iter()
        .chain(&right)
        .map(|next| impartial_grundy(next, memo))
        .collect();
    let mex = (0..).find(|g| !reached.contains(g)).expect("a finite set");
    memo.insert(column.to_vec(), mex);
    mex
}

/// A board of side `n`, each square empty with probability `1 − density`, else white with
/// probability `white` (both out of 8).
fn random_board(rng: &mut Rng, n: usize, density: u64, white: u64) -> Board {
    (0..n)
        .map(|_| {
            (0..n)
                .map(|_| match (rng.chance(density, 8), rng.chance(white, 8)) {
                    (false, _) => '.',
                    (true, true) => 'W',
                    (true, false) => 'B',
                })
                .collect()
        })
        .collect()
}

/// `board` with its columns paired, each with its colours swapped (the other player's mirror
/// image, worth its negative): a board worth 0, lost by Takahashi moving first. An odd side
/// keeps its last column as it is.
fn mirrored(board: &Board) -> Board {
    let n = board.len();
    let swap = |square: u8| match square {
        b'W' => b'B',
        b'B' => b'W',
        other => other,
    };
    let mut cols = columns(board);
    for j in (1..n).step_by(2) {
        cols[j] = cols[j - 1].iter().map(|&square| swap(square)).collect();
    }
    (0..n)
        .map(|i| cols.iter().map(|column| column[i] as char).collect())
        .collect()
}

/// A random board of side `n`: a fifth of them mirrored ([`mirrored`], worth 0), half of those
/// with one square changed after.
fn varied_board(rng: &mut Rng, n: usize) -> Board {
    let density = rng.range(1, 8);
    let white = rng.range(0, 8);
    let mut board = random_board(rng, n, density, white);
    if rng.chance(1, 5) {
        board = mirrored(&board);
        if rng.chance(1, 2) {
            let (i, j) = (rng.below(n), rng.below(n));
            let square = *rng.pick(&["W", "B", "."]);
            board[i].replace_range(j..=j, square);
        }
    }
    board
}

impl Game for Abc229H {
    type Case = Board;
    const ID: &'static str = "abc229_h";
    const SOLVE: SolveFn = |input, out| abc229_h::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    /// One board a file.
    const MAX_CASES: usize = 1;

    fn render(boards: &[Board]) -> String {
        boards
            .iter()
            .map(|rows| format!("{}\n{}\n", rows.len(), rows.join("\n")))
            .collect()
    }

    fn validate(board: &Board) -> Result<(), String> {
        let n = board.len();
        within("N", n as u64, 1..=MAX_N)?;
        for row in board {
            within("a row's length", row.len(), n..=n)?;
            if let Some(bad) = row.chars().find(|c| !"WB.".contains(*c)) {
                return Err(format!("a square is {bad:?}, not W, B or ."));
            }
        }
        Ok(())
    }

    fn oracle(_index: usize, board: &Board) -> String {
        answer(takahashi_wins_by_forms(board))
    }

    /// Every board of side 1, 2 and 3: 3 + 81 + 19 683.
    fn small_cases() -> Vec<Board> {
        let mut boards = Vec::new();
        for n in 1..=3usize {
            let squares = n * n;
            for mut code in 0..3usize.pow(squares as u32) {
                let mut cells = String::with_capacity(squares);
                for _ in 0..squares {
                    cells.push(['.', 'W', 'B'][code % 3]);
                    code /= 3;
                }
                boards.push(
                    (0..n)
                        .map(|i| cells[i * n..(i + 1) * n].to_string())
                        .collect(),
                );
            }
        }
        boards
    }

    /// Any side of the judge's range (8, its largest, a third of the time), any density and mix
    /// of colours, a fifth of them worth 0 (or one square from it).
    fn random_case(rng: &mut Rng) -> Board {
        let n = if rng.chance(1, 3) {
            MAX_N
        } else {
            rng.range(1, MAX_N)
        };
        varied_board(rng, n as usize)
    }

    /// The judge's largest side (8) most of the time ([`Rng::sized`]), as random cases are.
    fn judge_sized_case(rng: &mut Rng) -> Board {
        let n = rng.sized(1, MAX_N);
        varied_board(rng, n as usize)
    }

    fn parse(input: &str) -> Option<Vec<Board>> {
        let mut tokens = Tokens::new(input);
        let n: usize = tokens.value()?;
        let rows = (0..n)
            .map(|_| tokens.word().map(str::to_string))
            .collect::<Option<Board>>()?;
        Some(vec![rows])
    }

    /// First the board emptied (every piece removed: a sum of 0, which then shrinks to one
    /// empty square), then each row and column removed together (a board one smaller), then
    /// each piece removed: every variant has fewer squares or fewer pieces. A board that is not
    /// square (a malformed input read back) has none.
    fn shrink(board: &Board) -> Vec<Board> {
        let n = board.len();
        let mut smaller = Vec::new();
        // A malformed board read back (a row of another length, a non-ASCII byte): nothing.
        if board.iter().any(|row| row.len() != n || !row.is_ascii()) {
            return smaller;
        }
        if board
            .iter()
            .any(|row| row.bytes().any(|square| square != b'.'))
        {
            smaller.push(vec![".".repeat(n); n]);
        }
        if n > 1 {
            for i in 0..n {
                for j in 0..n {
                    smaller.push(
                        (0..n)
                            .filter(|&r| r != i)
                            .map(|r| {
                                let row = &board[r];
                                format!("{}{}", &row[..j], &row[j + 1..])
                            })
                            .collect(),
                    );
                }
            }
        }
        for i in 0..n {
            for j in 0..n {
                if &board[i][j..=j] != "." {
                    let mut fewer = board.clone();
                    fewer[i].replace_range(j..=j, ".");
                    smaller.push(fewer);
                }
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Board>> {
        vec![
            Wrong {
                name: "Takahashi wins a sum of 0 too (the first player taken to win a zero game)",
                answer: |_, board| {
                    let total = column_values(board)
                        .into_iter()
                        .fold(Dyadic::ZERO, |sum, v| sum + v);
                    answer(total >= Dyadic::ZERO)
                },
            },
            Wrong {
                name: "each column's value cut to an integer (fractions dropped, toward 0)",
                answer: |_, board| {
                    let total: i64 = column_values(board)
                        .into_iter()
                        .map(|v| {
                            if v < Dyadic::ZERO {
                                v.ceil()
                            } else {
                                v.floor()
                            }
                        })
                        .sum();
                    answer(total > 0)
                },
            },
            Wrong {
                name: "columns taken as impartial: xor of Grundy values (every move for both)",
                answer: |_, board| {
                    let mut memo = HashMap::new();
                    let xor = columns(board)
                        .iter()
                        .fold(0, |x, column| x ^ impartial_grundy(column, &mut memo));
                    answer(xor != 0)
                },
            },
            Wrong {
                name: "counting moves: Takahashi iff he has more moves now than Snuke",
                answer: |_, board| {
                    let (mut takahashi, mut snuke) = (0, 0);
                    for column in columns(board) {
                        let (left, right) = options(&column);
                        takahashi += left.len();
                        snuke += right.len();
                    }
                    answer(takahashi > snuke)
                },
            },
        ]
    }

    /// The judge's largest board, 8 × 8, dense and mixed: columns that reach the most of the
    /// 6561 columns of 8 squares.
    fn bench_inputs(_scale: Scale) -> Vec<Input> {
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("N = {MAX_N} (judge max): every square a piece, white or black at random"),
            move |t, r| {
                let n = MAX_N as usize;
                t.line(&[MAX_N]);
                for row in random_board(r, n, 8, 4) {
                    t.bytes(row.as_bytes());
                    t.newline();
                }
            },
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abc229_h::{ColumnValues, Square};

    /// Whether the player to move wins `board` (Takahashi iff `takahashi`): a plain search of
    /// whole boards, no values and no sums.
    fn search(board: Board, takahashi: bool, memo: &mut HashMap<(Board, bool), bool>) -> bool {
        if let Some(&known) = memo.get(&(board.clone(), takahashi)) {
            return known;
        }
        let (mine, theirs) = if takahashi {
            (b'W', b'B')
        } else {
            (b'B', b'W')
        };
        let n = board.len();
        let mut nexts: Vec<Board> = Vec::new();
        for i in 0..n {
            for j in 0..n {
                let square = board[i].as_bytes()[j];
                if square == theirs {
                    let mut next = board.clone();
                    next[i].replace_range(j..=j, ".");
                    nexts.push(next);
                }
                if square == mine && i > 0 && board[i - 1].as_bytes()[j] == b'.' {
                    let mut next = board.clone();
                    next[i].replace_range(j..=j, ".");
                    next[i - 1].replace_range(j..=j, if takahashi { "W" } else { "B" });
                    nexts.push(next);
                }
            }
        }
        let wins = nexts
            .into_iter()
            .any(|next| !search(next, !takahashi, memo));
        memo.insert((board, takahashi), wins);
        wins
    }

    fn board(rows: &[&str]) -> Board {
        rows.iter().map(|row| row.to_string()).collect()
    }

    #[test]
    fn the_forms_agree_with_the_samples() {
        assert_eq!(
            Abc229H::oracle(1, &board(&["BB.", ".B.", "..."])),
            "Takahashi\n"
        );
        assert_eq!(Abc229H::oracle(1, &board(&["..", "WW"])), "Snuke\n");
        let third = board(&["WWBW", "WWWW", "BWB.", "BBBB"]);
        assert_eq!(Abc229H::oracle(1, &third), "Snuke\n");
    }

    #[test]
    fn the_forms_agree_with_a_plain_search_of_whole_boards() {
        let mut memo = HashMap::new();
        let boards = Abc229H::small_cases();
        for b in &boards {
            assert_eq!(
                takahashi_wins_by_forms(b),
                search(b.clone(), true, &mut memo),
                "{b:?}"
            );
        }
        assert_eq!(boards.len(), 3 + 81 + 19_683);
    }

    #[test]
    fn every_column_is_a_number_and_the_crate_s_value() {
        // By hand: `B` is {0 | } = 1, `.W` is {-1 | 0} = −1/2 (`W.` is { | 0} = −1), `.B` is
        // {0 | 1} = 1/2.
        let value = |column: &str| column_values(&vec![column.to_string()])[0].to_string();
        assert_eq!(value("B"), "1");
        let by_columns = |rows: &[&str]| {
            column_values(&board(rows))
                .iter()
                .map(Dyadic::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(by_columns(&["..", "WB"]), ["-1/2", "1/2"]);
        assert_eq!(by_columns(&["WB", ".."]), ["-1", "1"]);
        FORMS.with(|forms| {
            let mut forms = forms.borrow_mut();
            for len in 1..=7usize {
                let mut values = ColumnValues::new(len);
                for mut code in 0..3usize.pow(len as u32) {
                    let mut column = Vec::with_capacity(len);
                    for _ in 0..len {
                        column.push(b".WB"[code % 3]);
                        code /= 3;
                    }
                    let form = forms.column(&column);
                    let squares: Vec<Square> = column
                        .iter()
                        .map(|&byte| Square::from_byte(byte).expect("a square"))
                        .collect();
                    let expected = values.value(values.code(&squares));
                    assert_eq!(forms.games.as_number(form), Some(expected), "{column:?}");
                }
            }
        });
    }

    #[test]
    fn where_each_wrong_solution_is_first_caught() {
        let cases = Abc229H::small_cases();
        let first = |wrong: &Wrong<Board>| -> Option<Board> {
            let fails = |c: &&Board| (wrong.answer)(1, c) != Abc229H::oracle(1, c);
            cases.iter().find(fails).cloned()
        };
        let found: Vec<Option<Board>> = Abc229H::wrong_solutions().iter().map(first).collect();
        // `.`: worth 0, Takahashi cannot move. `..`/`B.`: its columns `.B` and `..` (read
        // downwards) are worth 1/2 and 0, cut to 0; and each player has one move there (Takahashi
        // eats, Snuke moves up), yet Takahashi wins by eating. `W`: Takahashi has no move, but
        // the impartial column has one (eating it), Grundy 1.
        let two = board(&["..", "B."]);
        assert_eq!(
            found,
            [
                Some(board(&["."])),
                Some(two.clone()),
                Some(board(&["W"])),
                Some(two)
            ]
        );
    }

    #[test]
    fn mirrored_boards_are_worth_0() {
        let mut rng = Rng::new(229);
        for _ in 0..50 {
            let n = 2 * rng.range(1, MAX_N / 2) as usize;
            let b = mirrored(&random_board(&mut rng, n, 6, 4));
            let total = column_values(&b)
                .into_iter()
                .fold(Dyadic::ZERO, |sum, v| sum + v);
            assert_eq!(total, Dyadic::ZERO, "{b:?}");
        }
    }
}
