//! POJ 1740 A New Stone Game: throw stones from one pile, spread some of the rest onto others.

use super::piles::{parse_zero_terminated, render_zero_terminated, shrink_piles, xor};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, shuffle, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of poj1740.
pub struct Poj1740;

/// The judge's largest n and pile size (the statement does not forbid empty piles).
const MAX_N: u64 = 10;
const MAX_PILE: u64 = 100;

/// Every way to add `left` stones in all onto the piles `receivers[k..]` of `next`, each way's
/// position (sorted) pushed onto `options`.
fn spread(next: &mut Vec<u64>, receivers: &[usize], left: u64, options: &mut Vec<Vec<u64>>) {
    match receivers.split_first() {
        None => {
            if left == 0 {
                let mut position = next.clone();
                position.sort_unstable();
                options.push(position);
            }
        }
        Some((&j, rest)) => {
            for given in 0..=left {
                next[j] += given;
                spread(next, rest, left - given, options);
                next[j] -= given;
            }
        }
    }
}

/// The game's rules: pick a non-empty pile `i`, throw away `t ≥ 1` of its stones, then move any
/// `d` of the `a_i - t` left onto the other piles that are non-empty (any split); pile `i` keeps
/// `a_i - t - d`. An empty pile stays in the position (it can never be picked nor fed again).
/// Positions are sorted multisets.
#[allow(clippy::ptr_arg)] // `Search` hands its move function a `&P`, and `P` is `Vec<u64>`
fn options(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &a) in piles.iter().enumerate() {
        if a == 0 || (i > 0 && piles[i - 1] == a) {
            continue; // nothing to pick, or the same moves as from the equal pile before
        }
        let receivers: Vec<usize> = (0..piles.len())
            .filter(|&j| j != i && piles[j] > 0)
            .collect();
        for thrown in 1..=a {
            let rest = a - thrown;
            for moved in 0..=rest {
                let mut next = piles.clone();
                next[i] = rest - moved;
                spread(&mut next, &receivers, moved, &mut options);
            }
        }
    }
    options.sort_unstable();
    options.dedup();
    options
}

type StoneSearch = Search<Vec<u64>, fn(&Vec<u64>) -> Vec<Vec<u64>>>;

thread_local! {
    /// One memo per thread, shared by every case: each position is searched once.
    static SEARCH: RefCell<StoneSearch> =
        RefCell::new(Search::new(options as fn(&Vec<u64>) -> Vec<Vec<u64>>));
}

/// Whether the player to move wins, by memoised search over the whole position.
/// Keep positions tiny: n ≤ 4 piles of ≤ 4 stones (piles grow as stones are spread).
fn search_wins(piles: &[u64]) -> bool {
    let mut position = piles.to_vec();
    position.sort_unstable();
    SEARCH
        .with(|search| search.borrow_mut().wins(&position))
        .expect("every move throws a stone away: no cycles")
}

fn bit(win: bool) -> String {
    if win { "1\n" } else { "0\n" }.to_string()
}

impl Game for Poj1740 {
    type Case = Vec<u64>;
    const ID: &'static str = "poj1740";
    const SOLVE: SolveFn = |input, out| poj1740::solve(input, out);
    const LIMITS: Limits = Limits {
        judge: OnlineJudge::Poj,
        time_ms: 1000,
        memory_kib: 30_000,
        assumed: None,
    };
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        render_zero_terminated(cases)
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("n", piles.len() as u64, 1..=MAX_N)?;
        piles
            .iter()
            .try_for_each(|&p| within("a pile", p, 0..=MAX_PILE))
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        bit(search_wins(piles))
    }

    fn small_cases() -> Vec<Vec<u64>> {
        // Every row of 1..=4 piles of 0..=4 stones (in every order: the program must sort); the
        // rows without an empty pile first.
        let rows = |low: u64| {
            (1..=4).flat_map(move |n| (0..n).map(|_| low..=4u64).multi_cartesian_product())
        };
        let mut cases: Vec<Vec<u64>> = rows(1).collect();
        cases.extend(rows(0).filter(|row| row.contains(&0)));
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 4) as usize;
        let top = rng.range(1, 4);
        // Empty piles now and then (they must be ignored), the rest 1..=top.
        let pile = |rng: &mut Rng| {
            if rng.chance(1, 6) {
                0
            } else {
                rng.range(1, top)
            }
        };
        if n.is_multiple_of(2) && rng.chance(1, 2) {
            // A paired row, shuffled, sometimes with one pile redrawn: losing and near-losing.
            let mut piles: Vec<u64> = (0..n / 2).map(|_| pile(rng)).collect();
            piles.extend(piles.clone());
            if rng.chance(1, 3) {
                let i = rng.below(n);
                piles[i] = pile(rng);
            }
            for i in (1..n).rev() {
                piles.swap(i, rng.below(i + 1));
            }
            return piles;
        }
        (0..n).map(|_| pile(rng)).collect()
    }

    /// n = `sized(1, 10)` piles over the judge's whole range 0..=100 (100 a quarter of the time,
    /// an empty pile an eighth). Half the time (n ≥ 2) a paired row, padded with an empty pile
    /// when n is odd (a loss, and odd n with one), a third of those with one pile redrawn;
    /// shuffled.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, MAX_N) as usize;
        let pile = |rng: &mut Rng| rng.sized(0, MAX_PILE);
        if n < 2 || rng.chance(1, 2) {
            return (0..n).map(|_| pile(rng)).collect();
        }
        let mut piles: Vec<u64> = (0..n / 2).map(|_| pile(rng)).collect();
        piles.extend(piles.clone());
        if n % 2 == 1 {
            piles.push(0);
        }
        if rng.chance(1, 3) {
            let i = rng.below(n);
            piles[i] = pile(rng);
        }
        shuffle(&mut piles, rng);
        piles
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_zero_terminated(input)
    }

    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        // Empty piles are legal here: a pile may shrink to 0.
        shrink_piles(piles, 0)
    }

    /// Cases of n = 10 piles ≤ 100; half of them pair off (losing: the solution must sort).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = format!(
            "cases of n = {MAX_N} (judge max) piles ≤ {MAX_PILE}, half of them paired (losing), to sort"
        );
        per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            &what,
            Framing::Terminated(&[0]),
            |t, r| {
                let mut piles = [0u64; MAX_N as usize];
                if r.chance(1, 2) {
                    for pair in piles.chunks_mut(2) {
                        pair.fill(r.range(1, MAX_PILE));
                    }
                    shuffle(&mut piles, r);
                } else {
                    piles.iter_mut().for_each(|p| *p = r.range(1, MAX_PILE));
                }
                t.line(&[MAX_N]);
                t.line(&piles);
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "plain Nim: the mover loses iff the xor of the piles is 0",
                answer: |_, piles| bit(xor(piles) != 0),
            },
            Wrong {
                name: "even n always loses (odd n wins)",
                answer: |_, piles| bit(piles.len() % 2 == 1),
            },
            Wrong {
                name: "empty piles counted: odd n wins, else pairs of the sorted row",
                answer: |_, piles| {
                    let sorted: Vec<u64> = piles.iter().copied().sorted().collect();
                    bit(sorted.len() % 2 == 1 || sorted.chunks(2).any(|p| p[0] != p[1]))
                },
            },
            Wrong {
                name: "a count table `cnt[100]` by size: a pile of 100 falls off its end",
                answer: |_, piles| {
                    let mut count = [0u32; MAX_PILE as usize];
                    for &p in piles {
                        if let Some(c) = count.get_mut(p as usize) {
                            *c += 1;
                        }
                    }
                    bit(count[1..].iter().any(|c| c % 2 == 1))
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_by_hand() {
        // From 2 1: pick the 2 (throw 1 or 2; with 1 left, keep it or move it onto the 1), or
        // pick the 1 (throw it). Sorted results: 1 1, 0 1, 0 2, 0 2 (again); deduplicated.
        assert_eq!(options(&vec![1, 2]), [vec![0, 1], vec![0, 2], vec![1, 1]]);
        // An empty pile receives nothing: from 0 2, only the 2 can shrink.
        assert_eq!(options(&vec![0, 2]), [vec![0, 0], vec![0, 1]]);
        assert!(options(&vec![0, 0]).is_empty());
    }

    #[test]
    fn search_by_hand() {
        assert!(!search_wins(&[]));
        assert!(!search_wins(&[0, 0]));
        assert!(search_wins(&[3]));
        assert!(!search_wins(&[1, 1]));
        assert!(search_wins(&[2, 1, 3]));
        assert!(!search_wins(&[1, 0, 1]));
    }
}
