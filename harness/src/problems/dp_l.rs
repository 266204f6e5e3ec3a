//! AtCoder Educational DP Contest L, Deque: a row of numbers; Taro and Jiro alternately take the
//! first or the last and score it. The oracle plays the game from its rules: two players, each
//! with their own total, Taro maximising X − Y and Jiro minimising it, over the actual sequence
//! of numbers left (memoised on that sequence and the player to move); it knows no interval
//! indices and no negamax, and never calls core's `scoring`.

use super::piles::{parse_one_counted, render_counted, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parts::without_parts;
use crate::rng::Rng;
use std::collections::HashMap;

/// The registration of dp_l.
pub struct DpL;

/// The longest row the oracle plays (random cases stay within it).
const ORACLE_LENGTH: u64 = 40;

/// The length a known-wrong solution's array holds (the judge allows 3000).
const ARRAY_LENGTH: usize = 2048;

/// Who is to move, and the numbers left (in order): a position of the game.
type Position = (bool, Vec<u64>);

/// The rest of the game's X − Y from `left` on (Taro to move iff `taro`), with Taro maximising
/// it and Jiro minimising it; the points already scored do not change what is best from here.
fn rest_of_play(taro: bool, left: &[u64], memo: &mut HashMap<Position, i128>) -> i128 {
    if left.is_empty() {
        return 0;
    }
    let key = (taro, left.to_vec());
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    // Taro's points count for X − Y, Jiro's against it.
    let scored = |x: u64| if taro { i128::from(x) } else { -i128::from(x) };
    let last = left.len() - 1;
    let take_first = scored(left[0]) + rest_of_play(!taro, &left[1..], memo);
    let take_last = scored(left[last]) + rest_of_play(!taro, &left[..last], memo);
    let best = if taro {
        take_first.max(take_last)
    } else {
        take_first.min(take_last)
    };
    memo.insert(key, best);
    best
}

/// X − Y with best play, by playing the row from the rules.
fn played(row: &[u64]) -> i128 {
    assert!(
        row.len() as u64 <= ORACLE_LENGTH,
        "the oracle's reach: {ORACLE_LENGTH} numbers"
    );
    rest_of_play(true, row, &mut HashMap::new())
}

fn line(value: i128) -> String {
    format!("{value}\n")
}

/// Both players take the larger end (the first on a tie).
fn greedy(row: &[u64]) -> i128 {
    let (mut low, mut high) = (0, row.len());
    let (mut difference, mut taro) = (0i128, true);
    while low < high {
        let x = if row[low] >= row[high - 1] {
            low += 1;
            row[low - 1]
        } else {
            high -= 1;
            row[high]
        };
        difference += if taro { i128::from(x) } else { -i128::from(x) };
        taro = !taro;
    }
    difference
}

/// The right recurrence in `i32` (wrapping): X − Y past 2^31 comes out wrong.
fn in_i32(row: &[u64]) -> i128 {
    let n = row.len();
    let mut best: Vec<i32> = row.iter().map(|&x| x as i32).collect();
    for len in 2..=n {
        for i in 0..=n - len {
            let first = (row[i] as i32).wrapping_sub(best[i + 1]);
            let last = (row[i + len - 1] as i32).wrapping_sub(best[i]);
            best[i] = first.max(last);
        }
    }
    i128::from(best.first().copied().unwrap_or(0))
}

/// Every row of `len` numbers in 1..=`top`.
fn every_row(len: usize, top: u64) -> Vec<Vec<u64>> {
    let mut rows = vec![Vec::new()];
    for _ in 0..len {
        rows = rows
            .into_iter()
            .flat_map(|row: Vec<u64>| {
                (1..=top).map(move |x| {
                    let mut longer = row.clone();
                    longer.push(x);
                    longer
                })
            })
            .collect();
    }
    rows
}

impl Game for DpL {
    type Case = Vec<u64>;
    const ID: &'static str = "dp_l";
    const SOLVE: SolveFn = |input, out| dp_l::solve(input, out);
    /// "Time Limit: 2 sec / Memory Limit: 1024 MB" (the task's header in public copies).
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<u64>]) -> String {
        cases.iter().map(|row| render_counted(row)).collect()
    }

    fn validate(row: &Vec<u64>) -> Result<(), String> {
        within("N", row.len() as u64, 1..=dp_l::MAX_LENGTH)?;
        for &x in row {
            within("a_i", x, 1..=dp_l::MAX_VALUE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, row: &Vec<u64>) -> String {
        line(played(row))
    }

    /// Every row of 1 to 6 numbers in 1..=3 and of 7 or 8 numbers in 1..=2 (ties everywhere).
    fn small_cases() -> Vec<Vec<u64>> {
        let mut cases = Vec::new();
        for len in 1..=6 {
            cases.extend(every_row(len, 3));
        }
        for len in 7..=8 {
            cases.extend(every_row(len, 2));
        }
        cases
    }

    /// 1 to 40 numbers: small values (many ties), the judge's whole range, or the judge's
    /// largest values alternating with 1s (X − Y past 2^31).
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.range(1, ORACLE_LENGTH);
        match rng.below(3) {
            0 => {
                let top = rng.range(1, 10);
                (0..n).map(|_| rng.range(1, top)).collect()
            }
            1 => (0..n)
                .map(|_| rng.log_uniform(1, dp_l::MAX_VALUE))
                .collect(),
            _ => (0..n)
                .map(|i| {
                    if i % 2 == rng.range(0, 1) {
                        dp_l::MAX_VALUE - rng.range(0, 3)
                    } else {
                        rng.range(1, 3)
                    }
                })
                .collect(),
        }
    }

    /// N up to 3000 (the maximum often), values uniform over the judge's range, log-uniform,
    /// or the largest alternating with small ones.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, dp_l::MAX_LENGTH);
        match rng.below(3) {
            0 => (0..n).map(|_| rng.range(1, dp_l::MAX_VALUE)).collect(),
            1 => (0..n)
                .map(|_| rng.log_uniform(1, dp_l::MAX_VALUE))
                .collect(),
            _ => (0..n)
                .map(|i| {
                    if i % 2 == 0 {
                        dp_l::MAX_VALUE - rng.range(0, 1000)
                    } else {
                        rng.range(1, 1000)
                    }
                })
                .collect(),
        }
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_one_counted(input)
    }

    /// Fewer numbers (halves, quarters, … removed, down to each alone), then every number a
    /// tenth as large (at least 1: a long row's digits), then each number smaller.
    fn shrink(row: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = without_parts(row);
        if row.iter().any(|&x| x > 1) {
            smaller.push(row.iter().map(|&x| (x / 10).max(1)).collect());
        }
        if row.len() <= 64 {
            for (i, &x) in row.iter().enumerate() {
                for x in smaller_values(x, 1) {
                    let mut less = row.clone();
                    less[i] = x;
                    smaller.push(less);
                }
            }
        }
        smaller
    }

    /// N = 3000 numbers (judge max) uniform in 1..=10^9: every row is the same work.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(dp_l::MAX_LENGTH, 100);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("N = {n} (judge max) numbers uniform in 1..=10^9"),
            move |t, r| {
                t.line(&[n]);
                for i in 0..n {
                    if i > 0 {
                        t.space();
                    }
                    t.num(r.range(1, dp_l::MAX_VALUE));
                }
                t.newline();
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "greedy: both take the larger end",
                answer: |_, row| line(greedy(row)),
            },
            Wrong {
                name: "Taro takes every odd or every even place: the larger sum minus the other",
                answer: |_, row| {
                    let odd: i128 = row.iter().step_by(2).map(|&x| i128::from(x)).sum();
                    let even: i128 = row.iter().skip(1).step_by(2).map(|&x| i128::from(x)).sum();
                    line((odd - even).abs())
                },
            },
            Wrong {
                name: "the right recurrence in 32-bit integers (wraps past 2^31)",
                answer: |_, row| line(in_i32(row)),
            },
            Wrong {
                name: "an array of 2048 numbers: longer rows cut to their first 2048",
                answer: |_, row| line(dp_l::difference(&row[..row.len().min(ARRAY_LENGTH)])),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_plays_the_published_samples() {
        assert_eq!(played(&[10, 80, 90, 30]), 10);
        assert_eq!(played(&[10, 100, 10]), -80);
        assert_eq!(played(&[10]), 10);
        let alternating: Vec<u64> = (0..10)
            .map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 })
            .collect();
        assert_eq!(played(&alternating), 4_999_999_995);
        assert_eq!(played(&[4, 2, 9, 7, 1, 5]), 2);
    }

    #[test]
    fn greedy_loses_where_a_small_end_guards_a_large_middle() {
        // 2 1 100 3: greedy Taro takes the 3 and Jiro the 100 (3 − 100 + 2 − 1 = −96); best
        // is to take the 2: then whichever end Jiro takes, Taro takes the 100.
        assert_eq!(greedy(&[2, 1, 100, 3]), -96);
        assert_eq!(played(&[2, 1, 100, 3]), 2 - 3 + 100 - 1);
        assert!(greedy(&[2, 1, 100, 3]) < played(&[2, 1, 100, 3]));
    }
}
