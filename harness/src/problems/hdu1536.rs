//! HDU 1536: S-Nim. The oracle searches each position whole (all its heaps together) under the
//! case's move set, from the rules; it never builds an SG table.

use super::piles::{shrink_piles, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::mex::mex;
use game_core::sg::{subtraction_table, Search};
use itertools::Itertools;

/// The registration of hdu1536.
pub struct Hdu1536;

/// The judge's largest member of S (the crate accepts any u64 member: one past every heap is
/// never playable).
const MAX_MEMBER: u64 = 10_000;

/// One test case: the move set S as given (any order, repeats allowed) and the positions asked.
#[derive(Debug, Clone, PartialEq)]
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

/// Cases with more heaps than this in all (judge-sized ones) shrink by whole parts of their
/// positions and moves only: a variant per heap value would clone the case thousands of times.
const SMALL_CASE: usize = 64;

/// The heap bound a known-wrong solution's SG table is built to (the judge's 10^4 misread).
const MISREAD_HEAP: u64 = 1000;

impl Game for Hdu1536 {
    type Case = Case;
    const ID: &'static str = "hdu1536";
    const SOLVE: SolveFn = |input, out| hdu1536::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
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
        let count = 1..=hdu1536::MAX_COUNT;
        within("k", case.moves.len() as u64, count.clone())?;
        within("m", case.positions.len() as u64, count.clone())?;
        for &s in &case.moves {
            within("a member of S", s, 1..=MAX_MEMBER)?;
        }
        for heaps in &case.positions {
            within("l", heaps.len() as u64, count.clone())?;
            for &h in heaps {
                within("a heap", h, 0..=hdu1536::MAX_HEAP)?;
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

    /// k and m and each l up to the judge's 100 (the maxima often), heaps up to 10^4 (the
    /// maximum often); S uniform up to 10^4, or small members (log-uniform: large SG values,
    /// up to k), or 1..=k in a random order. A third of the positions end in a heap worth the
    /// xor of the others' SG values, where one exists (a loss).
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let count = hdu1536::MAX_COUNT;
        let k = rng.sized(1, count);
        let shape = rng.below(3);
        let mut moves: Vec<u64> = (1..=k)
            .map(|i| match shape {
                0 => rng.range(1, MAX_MEMBER),
                1 => rng.log_uniform(1, MAX_MEMBER),
                _ => i,
            })
            .collect();
        for i in (1..moves.len()).rev() {
            moves.swap(i, rng.below(i + 1));
        }
        let playable: Vec<usize> = moves.iter().map(|&s| s as usize).collect();
        let sg = subtraction_table(&playable, hdu1536::MAX_HEAP as usize + 1);
        let m = rng.sized(1, count);
        let positions = (0..m)
            .map(|_| {
                let l = rng.sized(1, count);
                let mut heaps: Vec<u64> = (0..l).map(|_| rng.sized(0, hdu1536::MAX_HEAP)).collect();
                if rng.chance(1, 3) {
                    let x = heaps[1..].iter().fold(0, |x, &h| x ^ sg[h as usize]);
                    if let Some(h) = sg.iter().rposition(|&g| g == x) {
                        heaps[0] = h as u64;
                    }
                }
                heaps
            })
            .collect();
        Case { moves, positions }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            let k: usize = tokens.value()?;
            if k == 0 {
                return Some(cases);
            }
            let moves = tokens.many(k)?;
            let positions = tokens.counted(|t| {
                let l = t.value()?;
                t.many(l)
            })?;
            cases.push(Case { moves, positions });
        }
    }

    /// Fewer positions and fewer moves (each half, quarter, … of them removed, down to each one
    /// alone); then, for one position or at most [`SMALL_CASE`] heaps in all, in each position
    /// each two heaps replaced by the smallest heap worth the xor of their SG values (both
    /// removed if it is 0) and each heap by the smallest heap worth as much (variants that keep
    /// the position's value: a failure often hangs on it being 0 or not), fewer or smaller
    /// heaps, then smaller moves (a move of 0 is not allowed).
    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        for positions in without_parts(&case.positions) {
            smaller.push(Case {
                moves: case.moves.clone(),
                positions,
            });
        }
        for moves in without_parts(&case.moves) {
            smaller.push(Case {
                moves,
                positions: case.positions.clone(),
            });
        }
        let heaps = case.positions.iter().map(Vec::len).sum::<usize>();
        if case.positions.len() > 1 && heaps > SMALL_CASE {
            return smaller;
        }
        let top = case
            .positions
            .iter()
            .flatten()
            .max()
            .map_or(0, |&h| h as usize);
        let playable: Vec<usize> = case.moves.iter().map(|&s| s as usize).collect();
        let sg = subtraction_table(&playable, top + 1);
        let smallest_worth = |g: u32| sg.iter().position(|&v| v == g).map(|h| h as u64);
        for (i, heaps) in case.positions.iter().enumerate() {
            for (a, b) in (0..heaps.len()).tuple_combinations() {
                let mut fewer = heaps.clone();
                let merged = smallest_worth(sg[heaps[a] as usize] ^ sg[heaps[b] as usize]);
                match merged {
                    Some(0) | None if heaps.len() > 2 => {
                        fewer.remove(b);
                        fewer.remove(a);
                    }
                    Some(h) => {
                        fewer[a] = h;
                        fewer.remove(b);
                    }
                    None => continue,
                }
                let mut less = case.clone();
                less.positions[i] = fewer;
                smaller.push(less);
            }
            for (a, &h) in heaps.iter().enumerate() {
                if let Some(lower) = smallest_worth(sg[h as usize]).filter(|&l| l < h) {
                    let mut less = case.clone();
                    less.positions[i][a] = lower;
                    smaller.push(less);
                }
            }
            for heaps in shrink_piles(heaps, 0) {
                let mut less = case.clone();
                less.positions[i] = heaps;
                smaller.push(less);
            }
        }
        for (i, &s) in case.moves.iter().enumerate() {
            for s in smaller_values(s, 1) {
                let mut less = case.clone();
                less.moves[i] = s;
                smaller.push(less);
            }
        }
        smaller
    }

    /// Cases of k = 100 set members (small ones, so each SG value looks at all of them, plus one
    /// larger than every heap), m = 100 positions of l = 100 heaps ≤ 10000, one of them 10000
    /// (the whole table).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let most = hdu1536::MAX_COUNT;
        let (k, m, l) = (s.pick(most, 5), s.pick(most, 3), s.pick(most, 4));
        let top = s.pick(hdu1536::MAX_HEAP, 100);
        let case = move |t: &mut Text, r: &mut Rng, m: u64, l: u64| {
            t.num(k);
            for i in 0..k {
                t.space();
                t.num(if i == k / 2 {
                    MAX_MEMBER
                } else {
                    r.range(1, k * 3 / 2)
                });
            }
            t.newline();
            t.line(&[m]);
            for p in 0..m {
                t.num(l);
                for h in 0..l {
                    t.space();
                    t.num(if p == 0 && h == 0 {
                        top
                    } else {
                        r.range(0, top)
                    });
                }
                t.newline();
            }
        };
        let cases = s.pick(100, 3);
        let each =
            format!("k = {k}, m = {m}, l = {l} (judge maxima), heaps ≤ {top}, a table to {top}");
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!("{cases} cases (count assumed) of {each}"),
                move |t, r| {
                    (0..cases).for_each(|_| case(t, r, m, l));
                    t.line(&[0]);
                },
            )
            .assumed(),
            Input::new(
                Self::ID,
                Kind::Table,
                format!("1 case, k = {k}, one heap of {top}: the table to {top} alone"),
                move |t, r| {
                    case(t, r, 1, 1);
                    t.line(&[0]);
                },
            ),
        ]
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
            Wrong {
                name: "SG table built to 1000 (heaps past it read as 0 from the zeroed memory)",
                answer: |_, case| {
                    let moves: Vec<usize> = case.moves.iter().map(|&s| s as usize).collect();
                    let sg = subtraction_table(&moves, MISREAD_HEAP as usize + 1);
                    letters(case.positions.iter().map(|heaps| {
                        heaps
                            .iter()
                            .filter(|&&h| h <= MISREAD_HEAP)
                            .fold(0, |x, &h| x ^ sg[h as usize])
                            != 0
                    }))
                },
            },
        ]
    }
}
