//! Brute-force oracles shared by several problems, built on `game_core::sg::Search` (and
//! `game_core::misere::Outcomes` for misère play): they play the game from its rules over the
//! whole position and never use a closed form.

use game_core::misere::{Outcomes, Play};
use game_core::sg::Search;
use std::cell::RefCell;

type NimOptions = fn(&Vec<u64>) -> Vec<Vec<u64>>;
type NimSearch = Search<Vec<u64>, NimOptions>;
type MisereNimSearch = Outcomes<Vec<u64>, NimOptions>;

/// A Nim position in canonical form: empty heaps dropped, the rest sorted.
fn canonical(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// Nim's rules: a move takes any positive number of stones from one heap.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn nim_options(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue; // the same move as from the equal heap before
        }
        for leave in 0..h {
            let mut next = heaps.clone();
            next[i] = leave;
            options.push(canonical(next));
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every Nim oracle call: positions are searched once.
    static NIM: RefCell<NimSearch> = RefCell::new(Search::new(nim_options as NimOptions));
    /// The same for misère Nim (whoever takes the last stone loses).
    static MISERE_NIM: RefCell<MisereNimSearch> =
        RefCell::new(Outcomes::new(Play::Misere, nim_options as NimOptions));
}

/// Whether the player to move wins the Nim position `heaps`, by memoised search of the whole
/// position. Exponential in the number of heaps: keep heaps few and small (≤ 6 heaps of ≤ 15).
pub fn nim_wins(heaps: &[u64]) -> bool {
    let position = canonical(heaps.to_vec());
    NIM.with(|search| search.borrow_mut().wins(&position))
        .expect("Nim has no cycles: every move removes a stone")
}

/// Whether the player to move wins the misère Nim position `heaps` (whoever takes the last stone
/// loses; with no stone left, the player to move has won), by memoised search of the whole
/// position under misère play. Exponential in the number of heaps, as [`nim_wins`]; many 1-heaps
/// are cheap (a position is a multiset).
pub fn misere_nim_wins(heaps: &[u64]) -> bool {
    let position = canonical(heaps.to_vec());
    MISERE_NIM
        .with(|search| search.borrow_mut().wins(&position))
        .expect("Nim has no cycles: every move removes a stone")
}

/// Every winning move of a Nim position, by the rules: `(i, b)` for each heap `i` and each `b`
/// it may be left with such that the result is a losing position; in heap order, then by `b`.
pub fn nim_winning_moves(heaps: &[u64]) -> Vec<(usize, u64)> {
    let mut moves = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for leave in 0..h {
            let mut next = heaps.to_vec();
            next[i] = leave;
            if !nim_wins(&next) {
                moves.push((i, leave));
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_derived_nim_positions() {
        assert!(!nim_wins(&[]));
        assert!(nim_wins(&[3]));
        assert!(!nim_wins(&[2, 2]));
        assert!(!nim_wins(&[1, 2, 3]));
        assert!(nim_wins(&[1, 2, 4]));
        // The hdu2176 statement: from 5 7 8 9 10, the winning moves are 8→1, 9→0, 10→3.
        assert_eq!(
            nim_winning_moves(&[5, 7, 8, 9, 10]),
            [(2, 1), (3, 0), (4, 3)]
        );
    }

    #[test]
    fn hand_derived_misere_nim_positions() {
        // No stone: the opponent took the last one. One stone: the mover must take it.
        assert!(misere_nim_wins(&[]));
        assert!(!misere_nim_wins(&[1]));
        assert!(misere_nim_wins(&[1, 1]));
        assert!(!misere_nim_wins(&[1, 1, 1]));
        // 3: take 2, leave the last stone. 2 2: the second player copies until 1 0 or 0 1.
        assert!(misere_nim_wins(&[3]));
        assert!(!misere_nim_wins(&[2, 2]));
        // The hdu1907 sample: 3 5 1 wins.
        assert!(misere_nim_wins(&[3, 5, 1]));
    }
}
