//! HDU 1564 Play a game: a path game on an `n × n` board from a corner.

use super::render::zero_terminated;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{uniform_numbers, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of hdu1564.
pub struct Hdu1564;

/// The judge's largest `n`.
const MAX_N: u64 = 10_000;

/// The oracle's largest board side: the search visits every (visited set, square) pair reachable
/// by a self-avoiding walk from the corner.
const ORACLE_MAX_N: u64 = 5;

/// A position: the board side, the set of visited squares (bit `r·n + c`), the stone's square.
type Position = (u8, u32, u8);
type PathSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The rules: move the stone to an orthogonally adjacent square not visited yet; a player with
/// no such square has lost.
fn options(&(side, visited, at): &Position) -> Vec<Position> {
    let (row, col) = (at / side, at % side);
    let mut next = Vec::with_capacity(4);
    if row > 0 {
        next.push(at - side);
    }
    if row + 1 < side {
        next.push(at + side);
    }
    if col > 0 {
        next.push(at - 1);
    }
    if col + 1 < side {
        next.push(at + 1);
    }
    next.into_iter()
        .filter(|&square| visited & (1 << square) == 0)
        .map(|square| (side, visited | (1 << square), square))
        .collect()
}

thread_local! {
    /// One memo per thread, shared by every call: each board is searched once.
    static PATHS: RefCell<PathSearch> = RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

/// Whether the first player (8600) wins on an `n × n` board, `1 ≤ n ≤ 5`, by search from the
/// corner square 0 (visited).
fn first_wins(n: u64) -> bool {
    assert!((1..=5).contains(&n), "the oracle plays boards up to 5×5");
    let start = (n as u8, 1, 0);
    PATHS
        .with(|search| search.borrow_mut().wins(&start))
        .expect("every move visits a new square: no cycles")
}

fn answer(first: bool) -> String {
    if first { "8600\n" } else { "ailyanlu\n" }.to_string()
}

impl Game for Hdu1564 {
    type Case = u64;
    const ID: &'static str = "hdu1564";
    const SOLVE: SolveFn = |input, out| hdu1564::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[u64]) -> String {
        zero_terminated(cases, |n| format!("{n}\n"))
    }

    fn validate(&n: &u64) -> Result<(), String> {
        within("n", n, 1..=MAX_N)
    }

    fn oracle(_: usize, &n: &u64) -> String {
        answer(first_wins(n))
    }

    fn small_cases() -> Vec<u64> {
        (1..=ORACLE_MAX_N).collect()
    }

    fn random_case(rng: &mut Rng) -> u64 {
        rng.range(1, ORACLE_MAX_N)
    }

    /// Boards of any side up to the judge's 10^4 (the maximum, even, often; 1 often), and half
    /// the time the side one off, so that both parities are common at every size.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        let n = rng.sized(1, MAX_N);
        if rng.chance(1, 2) {
            return if n == MAX_N { n - 1 } else { n + 1 };
        }
        n
    }

    fn parse(input: &str) -> Option<Vec<u64>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            match tokens.value()? {
                0 => return Some(cases),
                n => cases.push(n),
            }
        }
    }

    /// Every smaller side, smallest first: a greedy shrinker takes the smallest failing one.
    fn shrink(&n: &u64) -> Vec<u64> {
        (1..n).collect()
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        uniform_numbers(Self::ID, s, 1, MAX_N, Framing::Terminated(&[0]))
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "parity swapped: n odd → 8600",
                answer: |_, &n| answer(n % 2 == 1),
            },
            Wrong {
                name: "8600 unless the board is 1×1",
                answer: |_, &n| answer(n != 1),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_on_hand_derived_boards() {
        // 1×1: no move. 2×2: three moves along the only two paths, the first makes the last.
        assert!(!first_wins(1));
        assert!(first_wins(2));
        // From the corner of a 2×2 board the stone may go right (square 1) or down (square 2).
        assert_eq!(options(&(2, 1, 0)), [(2, 0b101, 2), (2, 0b011, 1)]);
        assert_eq!(options(&(2, 0b1111, 3)), []);
    }
}
