//! POJ 3537 Crosses and Crosses (Treblecross). The oracle plays the game from its rules, two
//! ways:
//! - strips of at most [`SEARCH_CELLS`] cells are searched whole: a position is the set of
//!   crosses on the strip, a move writes a cross in any empty cell, and a move that makes three
//!   in a row wins at once (memoised win/lose search, its own, stopping at the first winning
//!   move);
//! - longer ones (up to the judge's 2000 cells) by the rule of safe runs: a cross kills the cells
//!   within two of it, so the strip's safe cells form runs, each valued by the mex over its
//!   crosses of the two runs left (`max(0, i − 3)` and `max(0, L − i − 2)` cells), and the runs'
//!   values are xored. That rule (the crate README's theorem) is checked against the whole
//!   search in the tests, on empty strips and on every position of safe crosses.
//!
//! Neither uses core's octal code, which the crate answers with.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::mex::mex;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The registration of poj3537.
pub struct Poj3537;

/// Strips of at most this many cells are searched whole (the positions searched are those with
/// no three to complete, about 1.47^n of them: a fraction of a second in all up to 30).
const SEARCH_CELLS: u64 = 30;

/// A set of crosses, bit `c` for cell `c` (from 0).
type Crosses = u64;

/// Whether `crosses` hold three in a row.
fn three(crosses: Crosses) -> bool {
    crosses & (crosses >> 1) & (crosses >> 2) != 0
}

/// The empty cells of a strip of `n` cells where a cross makes three in a row.
fn completing(n: u64, crosses: Crosses) -> Crosses {
    let empty = !crosses & ((1 << n) - 1);
    (0..n)
        .map(|c| 1 << c)
        .filter(|&cell| empty & cell != 0 && three(crosses | cell))
        .fold(0, |all, cell| all | cell)
}

/// The same position seen from the other end: one memo entry for a position and its mirror.
fn mirrored(n: u64, crosses: Crosses) -> Crosses {
    crosses.reverse_bits() >> (64 - n)
}

/// Whether the player to move wins from `crosses` on a strip of `n` cells (no three yet): by
/// a move that makes three at once, or by a move after which the opponent loses. Memoised in
/// `memo` by (n, the smaller of the position and its mirror). Recursion depth: at most n.
fn mover_wins(n: u64, crosses: Crosses, memo: &mut HashMap<(u64, Crosses), bool>) -> bool {
    if completing(n, crosses) != 0 {
        return true;
    }
    let key = (n, crosses.min(mirrored(n, crosses)));
    if let Some(&wins) = memo.get(&key) {
        return wins;
    }
    let wins = (0..n)
        .map(|c| 1 << c)
        .filter(|&cell| crosses & cell == 0)
        .any(|cell| !mover_wins(n, crosses | cell, memo));
    memo.insert(key, wins);
    wins
}

thread_local! {
    /// One memo per thread, shared by every oracle call: positions are searched once.
    static MEMO: RefCell<HashMap<(u64, Crosses), bool>> = RefCell::new(HashMap::new());
}

/// Whether the first player wins on `crosses` (a strip of `n ≤ 64` cells), searched whole.
fn searched(n: u64, crosses: Crosses) -> bool {
    MEMO.with(|memo| mover_wins(n, crosses, &mut memo.borrow_mut()))
}

/// `G(0 ..= 2000)` on runs of safe cells, from the rule of runs: a cross at cell `i` (from 1)
/// of a run of `l` leaves `max(0, i − 3)` safe cells on its left and `max(0, l − i − 2)` on its
/// right. O(2000²) once.
fn run_values() -> &'static [u32] {
    static VALUES: OnceLock<Vec<u32>> = OnceLock::new();
    VALUES.get_or_init(|| {
        let mut g: Vec<u32> = Vec::new();
        for l in 0..=poj3537::JUDGE_MAX_N as usize {
            let options =
                (1..=l).map(|i| (g[i.saturating_sub(3)] ^ g[(l - i).saturating_sub(2)]) as usize);
            g.push(mex(options) as u32);
        }
        g
    })
}

fn answer(first_wins: bool) -> String {
    if first_wins { "1\n" } else { "2\n" }.to_string()
}

/// The value of a run of `l ≤ 2000` safe cells under a misread rule: a cross at `i` (from 1)
/// leaves `left(i)` and `right(l, i)` cells, or is not a move where either is `None`. Built up
/// to the judge's limit once per rule, in the table of `slot`.
fn wrong_value(
    slot: usize,
    left: fn(usize) -> Option<usize>,
    right: fn(usize, usize) -> Option<usize>,
    l: u64,
) -> u32 {
    thread_local! {
        static TABLES: RefCell<Vec<Vec<u32>>> = RefCell::new(vec![Vec::new(); 2]);
    }
    TABLES.with(|tables| {
        let table = &mut tables.borrow_mut()[slot];
        while table.len() <= l as usize {
            let m = table.len();
            let g = &*table;
            let options = (1..=m).filter_map(|i| Some((g[left(i)?] ^ g[right(m, i)?]) as usize));
            let value = mex(options) as u32;
            table.push(value);
        }
        table[l as usize]
    })
}

impl Game for Poj3537 {
    type Case = u64;
    const ID: &'static str = "poj3537";
    const SOLVE: SolveFn = |input, out| poj3537::solve(input, out);
    // 1000 ms and 64 MB: assumed (the judge page's header was not found).
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    /// The judge's input holds one strip length.
    const MAX_CASES: usize = 1;

    fn render(cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn validate(&n: &u64) -> Result<(), String> {
        within("n", n, poj3537::MIN_N..=poj3537::JUDGE_MAX_N)
    }

    fn oracle(_: usize, &n: &u64) -> String {
        if n <= SEARCH_CELLS {
            answer(searched(n, 0))
        } else {
            answer(run_values()[n as usize] != 0)
        }
    }

    /// Every strip the judge allows: 3 to 2000 cells (up to [`SEARCH_CELLS`] searched whole).
    fn small_cases() -> Vec<u64> {
        (poj3537::MIN_N..=poj3537::JUDGE_MAX_N).collect()
    }

    /// A strip of 3 to 2000 cells; a quarter of the time one the search plays whole.
    fn random_case(rng: &mut Rng) -> u64 {
        if rng.chance(1, 4) {
            rng.range(poj3537::MIN_N, SEARCH_CELLS)
        } else {
            rng.range(poj3537::MIN_N, poj3537::JUDGE_MAX_N)
        }
    }

    /// The oracle answers every strip of the judge's range (3 to 2000 cells, all of them in
    /// the exhaustive cases), so the random cases span it already; a judge-sized file is one
    /// of them.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        Self::random_case(rng)
    }

    /// Strip lengths, one per case, to the end of the input.
    fn parse(input: &str) -> Option<Vec<u64>> {
        Tokens::new(input).until_end(|tokens| tokens.value())
    }

    /// Every shorter strip, shortest first: the first that still fails is the shortest below n.
    fn shrink(&n: &u64) -> Vec<u64> {
        (poj3537::MIN_N..n).collect()
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "parity: the first player wins iff n is odd",
                answer: |_, &n| answer(n % 2 == 1),
            },
            Wrong {
                name: "the pattern of 6 and 12: the second player wins iff n is a multiple of 6",
                answer: |_, &n| answer(n % 6 != 0),
            },
            Wrong {
                name: "0.007 read at heap n, not n + 2 (the safe run of n cells)",
                answer: |_, &n| answer(run_values()[n as usize - 2] != 0),
            },
            Wrong {
                name: "no boundary reduction: a cross needs two cells of the run on each side",
                answer: |_, &n| {
                    let left = |i: usize| i.checked_sub(3);
                    let right = |l: usize, i: usize| (l - i).checked_sub(2);
                    answer(wrong_value(0, left, right, n) != 0)
                },
            },
            Wrong {
                name: "one dead cell a side: a cross leaves max(0, i − 2) and max(0, L − i − 1)",
                answer: |_, &n| {
                    let left = |i: usize| Some(i.saturating_sub(2));
                    let right = |l: usize, i: usize| Some((l - i).saturating_sub(1));
                    answer(wrong_value(1, left, right, n) != 0)
                },
            },
        ]
    }

    /// The judge's longest strip, and the longest this program answers (the table alone).
    fn bench_inputs(_: Scale) -> Vec<Input> {
        let (judge, max) = (poj3537::JUDGE_MAX_N, poj3537::TABLE_CAPACITY);
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!("n = {judge} (judge max)"),
                move |text, _| text.line(&[judge]),
            ),
            Input::new(
                Self::ID,
                Kind::Table,
                format!("n = {max}: the longest strip answered, past the judge's"),
                move |text, _| text.line(&[max]),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_by_hand() {
        assert!(three(0b111) && three(0b1110) && !three(0b1011) && !three(0b11011));
        // X_X: the middle completes; XX_ on 3 cells: the third.
        assert_eq!(completing(3, 0b101), 0b010);
        assert_eq!(completing(3, 0b011), 0b100);
        assert_eq!(completing(5, 0b10001), 0);
        assert_eq!(mirrored(5, 0b00011), 0b11000);
        // 3 to 5 cells: the middle cross leaves only cells within two of it.
        for n in 3..=5 {
            assert!(searched(n, 0), "{n}");
        }
        // 6 cells: every first cross leaves a cell 3 away for the answer, symmetric or not.
        assert!(!searched(6, 0));
        assert_eq!(Poj3537::oracle(1, &3), "1\n");
        assert_eq!(Poj3537::oracle(1, &6), "2\n");
    }

    /// The safe runs of a position whose crosses are at least 3 apart: the maximal stretches of
    /// cells at least 3 from every cross.
    fn safe_runs(n: u64, crosses: Crosses) -> Vec<usize> {
        let safe =
            |c: u64| (c.saturating_sub(2)..=(c + 2).min(n - 1)).all(|d| crosses >> d & 1 == 0);
        let mut runs = vec![0];
        for c in 0..n {
            if safe(c) {
                *runs.last_mut().unwrap() += 1;
            } else if *runs.last().unwrap() > 0 {
                runs.push(0);
            }
        }
        runs
    }

    #[test]
    fn the_rule_of_runs_is_the_whole_search() {
        // Empty strips up to the search's reach.
        for n in poj3537::MIN_N..=SEARCH_CELLS {
            assert_eq!(searched(n, 0), run_values()[n as usize] != 0, "{n} cells");
        }
        // Every position of crosses at least 3 apart (the only ones best play reaches) on
        // strips up to 20 cells: the mover wins iff the xor of its safe runs is not 0.
        for n in poj3537::MIN_N..=20 {
            for crosses in 0..1u64 << n {
                let spread = (1..=2).all(|d| crosses & (crosses >> d) == 0);
                if spread {
                    let xor = safe_runs(n, crosses)
                        .iter()
                        .fold(0, |x, &l| x ^ run_values()[l]);
                    assert_eq!(searched(n, crosses), xor != 0, "{n} cells, {crosses:b}");
                }
            }
        }
    }

    #[test]
    fn the_statements_values() {
        let losing: Vec<u64> = (poj3537::MIN_N..=poj3537::JUDGE_MAX_N)
            .filter(|n| Poj3537::oracle(1, n) == "2\n")
            .collect();
        assert_eq!(
            losing,
            [
                6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194,
                202, 282, 290, 302, 356, 1046
            ]
        );
    }

    #[test]
    fn where_each_wrong_solution_is_first_caught() {
        let cases = Poj3537::small_cases();
        let first = |wrong: &Wrong<u64>| -> u64 {
            let fails = |n: &&u64| (wrong.answer)(1, n) != Poj3537::oracle(1, n);
            cases.iter().find(fails).copied().unwrap_or_default()
        };
        let found: Vec<u64> = Poj3537::wrong_solutions().iter().map(first).collect();
        // Parity: 4 cells win (the second cross kills all four). Multiples of 6: 18 wins.
        // Heap n of 0.007 is the run of n − 2: G(4) = 2 stands for 6 cells, a loss. Without the
        // boundary reduction a run of 3 has no move. One dead cell a side: a cross in a run of 4
        // leaves one or two safe cells on one side, worth 1 each, so the run looks lost.
        assert_eq!(found, [4, 18, 6, 3, 4]);
    }
}
