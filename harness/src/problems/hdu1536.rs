//! HDU 1536: S-Nim. The oracle searches each position whole (all its heaps together) under the
//! case's move set, from the rules; it never builds an SG table.

use crate::game::{Game, SolveFn, Wrong};
use crate::rng::Rng;
use game_core::mex::mex;
use game_core::sg::Search;
use itertools::Itertools;

/// The registration of hdu1536.
pub struct Hdu1536;

/// One test case: the move set S as given (any order, repeats allowed) and the positions asked.
#[derive(Debug, Clone)]
pub struct Case {
    moves: Vec<u64>,
    positions: Vec<Vec<u64>>,
}

fn letters(wins: impl Iterator<Item = bool>) -> String {
    wins.map(|w| if w { 'W' } else { 'L' }).collect::<String>() + "\n"
}

/// The SG value of one heap, as a classic bug computes it: the loop over S stops at the first
/// move too large for the heap, which is right only when S is sorted.
fn sg_assuming_sorted(moves: &[u64], heap: u64) -> usize {
    let mut table: Vec<usize> = Vec::new();
    for x in 0..=heap {
        let mut options = Vec::new();
        for &s in moves {
            if s > x {
                break;
            }
            options.push(table[(x - s) as usize]);
        }
        table.push(mex(options));
    }
    table[heap as usize]
}

impl Game for Hdu1536 {
    type Case = Case;
    const ID: &'static str = "hdu1536";
    const SOLVE: SolveFn = hdu1536::solve;
    const MAX_CASES: usize = 20;

    fn render(cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            text += &format!(
                "{} {}\n{}\n",
                case.moves.len(),
                case.moves.iter().join(" "),
                case.positions.len()
            );
            for heaps in &case.positions {
                text += &format!("{} {}\n", heaps.len(), heaps.iter().join(" "));
            }
        }
        text + "0\n"
    }

    fn validate(case: &Case) -> Result<(), String> {
        let count = 1..=100;
        if !count.contains(&case.moves.len()) || !count.contains(&case.positions.len()) {
            return Err("k and m must be in 1..=100".into());
        }
        if case.moves.iter().any(|s| !(1..=10_000).contains(s)) {
            return Err("a move is outside 1..=10000".into());
        }
        for heaps in &case.positions {
            if !count.contains(&heaps.len()) || heaps.iter().any(|&h| h > 10_000) {
                return Err(format!("position {heaps:?} breaks l ≤ 100 or h ≤ 10000"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        // The state is the whole position: its heaps as a sorted multiset.
        let moves = case.moves.clone();
        let mut search = Search::new(move |heaps: &Vec<u64>| {
            let mut options = Vec::new();
            for (i, &h) in heaps.iter().enumerate() {
                for &s in moves.iter().filter(|&&s| s <= h) {
                    let mut next = heaps.clone();
                    next[i] = h - s;
                    next.sort_unstable();
                    options.push(next);
                }
            }
            options
        });
        letters(case.positions.iter().map(|heaps| {
            let position = heaps.iter().copied().sorted().collect();
            search.wins(&position).expect("every move removes beads")
        }))
    }

    fn small_cases() -> Vec<Case> {
        // Every move set within {1..=5}, each in descending order (a sorted-S bug shows), asked
        // about every single heap up to 10 and every pair of heaps up to 5.
        let mut positions: Vec<Vec<u64>> = (0..=10).map(|h| vec![h]).collect();
        positions.extend((0..=5).cartesian_product(0..=5).map(|(a, b)| vec![a, b]));
        (1..=5u64)
            .powerset()
            .filter(|set| !set.is_empty())
            .map(|set| Case {
                moves: set.into_iter().rev().collect(),
                positions: positions.clone(),
            })
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Case {
        let k = rng.range(1, 4) as usize;
        let top = rng.range(1, 12);
        // Any order, repeats allowed, sometimes larger than every heap.
        let moves = (0..k).map(|_| rng.range(1, top + 3)).collect();
        let m = rng.range(1, 5) as usize;
        let positions = (0..m)
            .map(|_| {
                let l = rng.range(1, 3) as usize;
                (0..l).map(|_| rng.range(0, 15)).collect()
            })
            .collect();
        Case { moves, positions }
    }

    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        for i in 0..case.positions.len() {
            if case.positions.len() > 1 {
                let mut fewer = case.clone();
                fewer.positions.remove(i);
                smaller.push(fewer);
            }
        }
        for i in 0..case.moves.len() {
            if case.moves.len() > 1 {
                let mut fewer = case.clone();
                fewer.moves.remove(i);
                smaller.push(fewer);
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "SG loop stops at the first move larger than the heap (assumes S sorted)",
                answer: |_, case| {
                    letters(case.positions.iter().map(|heaps| {
                        heaps
                            .iter()
                            .fold(0, |x, &h| x ^ sg_assuming_sorted(&case.moves, h))
                            != 0
                    }))
                },
            },
            Wrong {
                name: "plain Nim: xor of the heap sizes",
                answer: |_, case| {
                    letters(
                        case.positions
                            .iter()
                            .map(|heaps| heaps.iter().fold(0, |x, h| x ^ h) != 0),
                    )
                },
            },
        ]
    }
}
