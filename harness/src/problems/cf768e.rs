//! Codeforces 768 E, Game of Stones: piles from which no amount may be removed twice. The oracle
//! plays whole positions from the rules: a pile is its stones left and the set of amounts
//! already taken from it, a position the sorted list of its non-empty piles, searched with
//! `game_core::sg::Search` (memoised across cases); it never uses the triangular values.

use super::piles::{parse_one_counted, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parts::{folded_parts, without_parts};
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of cf768e.
pub struct Cf768e;

/// One pile during play: the stones left and the amounts already removed (bit k: k removed).
type Pile = (u64, u64);
type Position = Vec<Pile>;
type PositionMoves = fn(&Position) -> Vec<Position>;

/// The game's rules: from any pile remove k ≥ 1 stones, at most what is left, k not removed from
/// that pile before; an emptied pile leaves the position.
// `&Vec` because `Search<Vec<Pile>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn position_moves(piles: &Position) -> Vec<Position> {
    let mut options = Vec::new();
    for (i, &(left, taken)) in piles.iter().enumerate() {
        if i > 0 && piles[i - 1] == piles[i] {
            continue; // the same pile again: the same options
        }
        for k in (1..=left).filter(|&k| taken >> k & 1 == 0) {
            let mut next = piles.clone();
            if k == left {
                next.remove(i);
            } else {
                next[i] = (left - k, taken | 1 << k);
            }
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static POSITIONS: RefCell<Search<Position, PositionMoves>> =
        RefCell::new(Search::new(position_moves as PositionMoves));
}

/// Whether Sam (the first player) wins on fresh piles of `stones`, by search of the whole game.
fn sam_wins(stones: &[u64]) -> bool {
    let mut start: Position = stones.iter().filter(|&&s| s > 0).map(|&s| (s, 0)).collect();
    start.sort_unstable();
    POSITIONS
        .with(|search| search.borrow_mut().wins(&start))
        .expect("no cycles: every move removes stones")
}

fn verdict(jon_wins: bool) -> String {
    if jon_wins { "YES\n" } else { "NO\n" }.to_string()
}

/// The largest pile a known-wrong solution tabulates (the oracle's cases stay below it).
const TABULATED: u64 = 45;

/// The largest k with k(k + 1)/2 < `stones` (strictly): a classic off-by-one.
fn value_strictly_below(stones: u64) -> u64 {
    (0..=stones)
        .take_while(|k| k * (k + 1) / 2 < stones)
        .last()
        .unwrap_or(0)
}

/// The sizes that occur in `piles` an odd number of times, in increasing order. O(n log n).
fn odd_sizes(piles: &[u64]) -> Vec<u64> {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable();
    let mut odd: Vec<u64> = Vec::new();
    for s in sorted {
        if odd.last() == Some(&s) {
            odd.pop();
        } else {
            odd.push(s);
        }
    }
    odd
}

impl Game for Cf768e {
    type Case = Vec<u64>;
    const ID: &'static str = "cf768e";
    const SOLVE: SolveFn = |input, out| cf768e::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 3, 256);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<u64>]) -> String {
        cases
            .iter()
            .map(|piles| {
                let lines: String = piles.iter().map(|s| format!("{s}\n")).collect();
                format!("{}\n{lines}", piles.len())
            })
            .collect()
    }

    fn validate(piles: &Vec<u64>) -> Result<(), String> {
        within("n", piles.len() as u64, 1..=cf768e::MAX_PILES)?;
        for &s in piles {
            within("a pile", s, 1..=cf768e::MAX_STONES)?;
        }
        Ok(())
    }

    fn oracle(_: usize, piles: &Vec<u64>) -> String {
        verdict(!sam_wins(piles))
    }

    fn small_cases() -> Vec<Vec<u64>> {
        // One pile of 1 to 20 stones, and two piles of 1 to 9.
        let mut cases: Vec<Vec<u64>> = (1..=20).map(|s| vec![s]).collect();
        for a in 1..=9 {
            cases.extend((a..=9).map(|b| vec![a, b]));
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, 3) as usize;
        let top = if n == 1 { 30 } else { 12 };
        (0..n).map(|_| rng.range(1, top)).collect()
    }

    /// n up to 10^6 (the maximum often), piles uniform in 1..=60 (every value class, 1 to 10,
    /// common); a third of the time the first pile is one whose value cancels the others' xor
    /// (a loss for Sam), where such a pile exists.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, cf768e::MAX_PILES) as usize;
        let mut piles: Vec<u64> = (0..n).map(|_| rng.range(1, cf768e::MAX_STONES)).collect();
        if rng.chance(1, 3) {
            let rest = piles[1..].iter().fold(0, |x, &s| x ^ cf768e::pile_value(s));
            if let Some(s) = (1..=cf768e::MAX_STONES).find(|&s| cf768e::pile_value(s) == rest) {
                piles[0] = s;
            }
        }
        piles
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_one_counted(input)
    }

    /// Halves, quarters, … of the row folded into the sizes that occur in them an odd number of
    /// times (pairs of equal piles cancel in any xor of the piles' values, right or wrong), then
    /// fewer piles (halves, quarters, … removed, down to each alone), then each pile smaller.
    fn shrink(piles: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = folded_parts(piles, |part| odd_sizes(&piles[part]));
        smaller.extend(without_parts(piles));
        if piles.len() <= 64 {
            for (i, &s) in piles.iter().enumerate() {
                for s in smaller_values(s, 1) {
                    let mut less = piles.clone();
                    less[i] = s;
                    smaller.push(less);
                }
            }
        }
        smaller
    }

    /// n = 10^6 piles uniform in 1..=60 (judge maxima), one a line.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(cf768e::MAX_PILES, 100);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("n = {n} piles (judge max) uniform in 1..=60"),
            move |t, r| {
                t.line(&[n]);
                for _ in 0..n {
                    t.line(&[r.range(1, cf768e::MAX_STONES)]);
                }
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "plain Nim: xor of the pile sizes",
                answer: |_, piles| verdict(piles.iter().fold(0, |x, s| x ^ s) == 0),
            },
            Wrong {
                name: "off by one: the largest k with k(k+1)/2 < s",
                answer: |_, piles| {
                    verdict(piles.iter().fold(0, |x, &s| x ^ value_strictly_below(s)) == 0)
                },
            },
            Wrong {
                name: "the answer for Sam: YES when the xor is not 0",
                answer: |_, piles| {
                    verdict(piles.iter().fold(0, |x, &s| x ^ cf768e::pile_value(s)) != 0)
                },
            },
            Wrong {
                name: "values tabulated for piles up to 45 only (larger piles read as 0)",
                answer: |_, piles| {
                    let value = |s: u64| {
                        if s <= TABULATED {
                            cf768e::pile_value(s)
                        } else {
                            0
                        }
                    };
                    verdict(piles.iter().fold(0, |x, &s| x ^ value(s)) == 0)
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_fold_into_their_sizes_of_odd_count() {
        assert_eq!(odd_sizes(&[5, 3, 5, 3, 3, 1]), [1, 3]);
        assert!(odd_sizes(&[2, 2]).is_empty());
        let row: Vec<u64> = (0..40).map(|i| 46 + i % 3).collect();
        // The first half, 46 47 48 … (20 piles), folds into 46 47 (each seven times, 48 six).
        let mut first = vec![46, 47];
        first.extend(&row[20..]);
        assert_eq!(Cf768e::shrink(&row)[0], first);
    }

    /// The crate's value of every fresh pile of up to `most` stones is the Grundy value of the
    /// pile alone, searched from the rules (each pile's states: the stones left and the amounts
    /// taken).
    fn every_pile_has_the_crates_value(most: u64) {
        let mut search = Search::new(position_moves as PositionMoves);
        for s in 1..=most {
            let value = search.value(&vec![(s, 0)]).expect("no cycles");
            assert_eq!(u64::from(value), cf768e::pile_value(s), "pile of {s}");
        }
    }

    #[test]
    fn every_pile_up_to_40_has_the_crates_value() {
        every_pile_has_the_crates_value(40);
    }

    /// The heavy tier (`.ci/run`): every pile the judge allows (the search grows fast with s).
    mod heavy {
        #[test]
        #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
        fn every_pile_up_to_60_has_the_crates_value() {
            super::every_pile_has_the_crates_value(cf768e::MAX_STONES);
        }
    }
}
