//! HDU 5754 Life Winner Bo.
//!
//! The oracle plays each piece from its chess moves, restricted to right and down, on the cells
//! still to go (every distance pair (p, q) up to [`REACH`], the same for every board: only the
//! distances to the corner matter), and solves the graph by retrograde analysis
//! (`game_core::draw`): the corner has no move (the player to move there has lost), and a cell
//! short of the corner with no move is given a move to itself, an endless game: a draw. No
//! parity, no Nim, no Wythoff pairs, no residues mod 3. Its reach: boards up to 64 × 64;
//! judge-sized boards (up to 1000 × 1000) are answered by the crate's proven solve.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::draw::{outcomes, Outcome};
use game_core::sg::Digraph;
use game_core::wythoff;
use hdu5754::{winner, Piece, Winner, MAX_SIDE, MIN_SIDE};
use std::sync::OnceLock;

/// The registration of hdu5754.
pub struct Hdu5754;

/// One case: the piece's type number (1 king, 2 rook, 3 knight, 4 queen) and the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    kind: u64,
    rows: u64,
    columns: u64,
}

/// The largest distance to the corner the oracle's graphs hold, either way.
const REACH: usize = 63;

/// Every move of `piece` from `(p, q)` still to go, as the distances left, right and down only.
fn moves(piece: Piece, p: usize, q: usize) -> Vec<(usize, usize)> {
    let mut to = Vec::new();
    let straight = |to: &mut Vec<_>| {
        to.extend((0..p).map(|p2| (p2, q)));
        to.extend((0..q).map(|q2| (p, q2)));
    };
    match piece {
        Piece::King => {
            to.extend([(p.wrapping_sub(1), q), (p, q.wrapping_sub(1))]);
            to.push((p.wrapping_sub(1), q.wrapping_sub(1)));
        }
        Piece::Rook => straight(&mut to),
        Piece::Knight => {
            to.extend([(p.wrapping_sub(1), q.wrapping_sub(2))]);
            to.push((p.wrapping_sub(2), q.wrapping_sub(1)));
        }
        Piece::Queen => {
            straight(&mut to);
            to.extend((1..=p.min(q)).map(|d| (p - d, q - d)));
        }
    }
    to.retain(|&(p2, q2)| p2 <= REACH && q2 <= REACH);
    to
}

/// The outcome, for the player to move, of every distance pair of `piece`, at `p · (REACH + 1)
/// + q`.
fn outcomes_of(piece: Piece) -> Vec<Outcome> {
    let side = REACH + 1;
    let mut graph = Digraph::new();
    for vertex in 0..side * side {
        let (p, q) = (vertex / side, vertex % side);
        let to = moves(piece, p, q);
        let mut successors: Vec<u32> = to.iter().map(|&(p2, q2)| (p2 * side + q2) as u32).collect();
        if successors.is_empty() && (p, q) != (0, 0) {
            // Stuck short of the corner: a draw, played as a game that never ends.
            successors.push(vertex as u32);
        }
        graph.add_vertex().extend(successors);
    }
    outcomes(&graph).expect("every edge is inside")
}

/// Bo's result with the piece of type `kind` on a board within reach.
fn searched(kind: u64, rows: u64, columns: u64) -> Outcome {
    static TABLES: OnceLock<Vec<Vec<Outcome>>> = OnceLock::new();
    let tables =
        TABLES.get_or_init(|| Piece::ALL.iter().map(|&piece| outcomes_of(piece)).collect());
    let (p, q) = ((rows - 1) as usize, (columns - 1) as usize);
    tables[kind as usize - 1][p * (REACH + 1) + q]
}

fn letter(winner: Winner) -> String {
    match winner {
        Winner::Bo => "B\n",
        Winner::G => "G\n",
        Winner::Draw => "D\n",
    }
    .to_string()
}

fn piece(board: &Board) -> Piece {
    Piece::ALL[board.kind as usize - 1]
}

/// A board on the edge of the piece's rule, near `near` rows: lost for Bo (king: both distances
/// even; rook: equal; queen: a Wythoff pair), or for the knight a race that arrives (equal
/// distances, or one apart, summing to a multiple of 3); the other side chosen to make it so.
fn close_call(rng: &mut Rng, kind: u64, near: u64, max: u64) -> Board {
    let a = rng.range(2, near - 1);
    let b = match kind {
        1 => a - a % 2 + 2 * rng.range(0, 1),
        2 => a,
        3 => match a % 3 {
            0 => a,
            1 => a + 1,
            _ => a - 1,
        },
        _ => wythoff::partner(a).expect("a small pile"),
    };
    let a = if kind == 1 { a - a % 2 } else { a };
    Board {
        kind,
        rows: a + 1,
        columns: b.clamp(MIN_SIDE - 1, max - 1) + 1,
    }
}

impl Game for Hdu5754 {
    type Case = Board;
    const ID: &'static str = "hdu5754";
    const SOLVE: SolveFn = |input, out| hdu5754::solve(input, out);
    // HDU's page: 2000/1000 MS (Java/Others), 65536/65536 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 64);
    const MAX_CASES: usize = hdu5754::MAX_CASES as usize;

    fn render(boards: &[Board]) -> String {
        let mut text = format!("{}\n", boards.len());
        for board in boards {
            text += &format!("{} {} {}\n", board.kind, board.rows, board.columns);
        }
        text
    }

    fn validate(board: &Board) -> Result<(), String> {
        within("type", board.kind, 1..=4)?;
        within("N", board.rows, MIN_SIDE..=MAX_SIDE)?;
        within("M", board.columns, MIN_SIDE..=MAX_SIDE)
    }

    fn oracle(_: usize, board: &Board) -> String {
        letter(match searched(board.kind, board.rows, board.columns) {
            Outcome::Win => Winner::Bo,
            Outcome::Lose => Winner::G,
            Outcome::Draw => Winner::Draw,
        })
    }

    fn small_cases() -> Vec<Board> {
        let mut boards = Vec::new();
        for kind in 1..=4 {
            for rows in MIN_SIDE..=14 {
                for columns in MIN_SIDE..=14 {
                    boards.push(Board {
                        kind,
                        rows,
                        columns,
                    });
                }
            }
        }
        boards
    }

    fn random_case(rng: &mut Rng) -> Board {
        let kind = rng.range(1, 4);
        let far = REACH as u64 + 1;
        if rng.chance(1, 3) {
            return close_call(rng, kind, far / 2, far);
        }
        Board {
            kind,
            rows: rng.range(MIN_SIDE, far),
            columns: rng.range(MIN_SIDE, far),
        }
    }

    fn judge_sized_case(rng: &mut Rng) -> Board {
        let kind = rng.range(1, 4);
        if rng.chance(1, 2) {
            return close_call(rng, kind, MAX_SIDE * 5 / 8, MAX_SIDE);
        }
        Board {
            kind,
            rows: rng.range(MIN_SIDE, MAX_SIDE),
            columns: rng.range(MIN_SIDE, MAX_SIDE),
        }
    }

    fn parse(input: &str) -> Option<Vec<Board>> {
        Tokens::new(input).counted(|t| {
            Some(Board {
                kind: t.value()?,
                rows: t.value()?,
                columns: t.value()?,
            })
        })
    }

    fn shrink(board: &Board) -> Vec<Board> {
        let mut smaller = Vec::new();
        for kind in 1..board.kind {
            smaller.push(Board { kind, ..*board });
        }
        for rows in super::piles::smaller_values(board.rows, MIN_SIDE) {
            smaller.push(Board { rows, ..*board });
        }
        for columns in super::piles::smaller_values(board.columns, MIN_SIDE) {
            smaller.push(Board { columns, ..*board });
        }
        smaller
    }

    /// T = 1000 (judge max) cases on boards up to 1000 × 1000, every piece.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = format!("cases of a random piece on N, M in {MIN_SIDE}..={MAX_SIDE}");
        per_line(
            Self::ID,
            s.pick(hdu5754::MAX_CASES, 3),
            &what,
            Framing::Counted { big_cases: 0 },
            |t, r| {
                t.line(&[
                    r.range(1, 4),
                    r.range(MIN_SIDE, MAX_SIDE),
                    r.range(MIN_SIDE, MAX_SIDE),
                ]);
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Board>> {
        vec![
            Wrong {
                name: "the knight never draws: B iff the distances differ by one, else G",
                answer: |_, board| {
                    wrong_for(board, Piece::Knight, |a, b| lost_unless(a.abs_diff(b) == 1))
                },
            },
            Wrong {
                name: "the queen played as the rook (Nim: lost iff the sides are equal)",
                answer: |_, board| wrong_for(board, Piece::Queen, |a, b| lost_unless(a != b)),
            },
            Wrong {
                name: "the king lost iff N + M is even (the parity of the sum, not of each side)",
                answer: |_, board| {
                    wrong_for(board, Piece::King, |a, b| lost_unless((a + b) % 2 == 1))
                },
            },
            Wrong {
                name: "the sides taken as the distances (N, M instead of N - 1, M - 1)",
                answer: |_, board| letter(winner(piece(board), board.rows + 1, board.columns + 1)),
            },
            Wrong {
                name: "Wythoff's pairs listed while the smaller pile is at most 500",
                answer: |_, board| {
                    wrong_for(board, Piece::Queen, |a, b| {
                        lost_unless(a.min(b) > 500 || wythoff::first_player_wins(a, b))
                    })
                },
            },
        ]
    }
}

/// A known-wrong solution's answer: the crate's, except for boards of `only`, answered by
/// `wrong` from the distances to the corner.
fn wrong_for(board: &Board, only: Piece, wrong: fn(u64, u64) -> Winner) -> String {
    let (rows, columns) = (board.rows, board.columns);
    letter(if piece(board) == only {
        wrong(rows - 1, columns - 1)
    } else {
        winner(piece(board), rows, columns)
    })
}

/// `B` if Bo wins, else `G`.
fn lost_unless(bo_wins: bool) -> Winner {
    if bo_wins {
        Winner::Bo
    } else {
        Winner::G
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample() {
        let answers: Vec<String> = (1..=4)
            .map(|kind| {
                let board = Board {
                    kind,
                    rows: 5,
                    columns: 5,
                };
                Hdu5754::oracle(1, &board)
            })
            .collect();
        assert_eq!(answers.concat(), "G\nG\nD\nB\n");
    }

    #[test]
    fn pieces_move_right_and_down_only() {
        assert_eq!(moves(Piece::Knight, 2, 1), [(0, 0)]);
        assert_eq!(moves(Piece::King, 1, 0), [(0, 0)]);
        assert_eq!(moves(Piece::Queen, 1, 1), [(0, 1), (1, 0), (0, 0)]);
        assert!(moves(Piece::Knight, 1, 1).is_empty());
    }
}
