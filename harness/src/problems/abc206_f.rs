//! AtCoder ABC206 F, Interval Game 2: players alternately choose one of N half-open intervals
//! that meets none chosen before; who cannot choose loses. The oracle plays whole positions from
//! the rules: a position is the sorted list of the intervals still choosable (those meeting no
//! chosen one, copies included), a move chooses one and drops every interval it meets (itself
//! and its copies among them), searched with `game_core::sg::Search` (memoised across cases); it
//! never splits the line into stretches, the interval DP under test.

use super::render::{counted_cases, counted_lines};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of abc206_f.
pub struct Abc206F;

/// One interval `(l, r)`, the half-open [l, r).
type Interval = (u64, u64);
type Position = Vec<Interval>;
type PositionMoves = fn(&Position) -> Vec<Position>;

/// Whether two half-open intervals share a point: [a, b) and [c, d) meet iff a < d and c < b.
fn meet((a, b): Interval, (c, d): Interval) -> bool {
    a < d && c < b
}

/// The rules: choose any choosable interval; afterwards only those that do not meet it stay
/// choosable (it meets itself, and its copies).
// `&Vec` because `Search<Vec<Interval>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn position_moves(choosable: &Position) -> Vec<Position> {
    let mut options = Vec::new();
    for (i, &chosen) in choosable.iter().enumerate() {
        if i > 0 && choosable[i - 1] == chosen {
            continue; // a copy: the same option as the one before
        }
        let rest = choosable.iter().copied().filter(|&j| !meet(j, chosen));
        options.push(rest.collect());
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static POSITIONS: RefCell<Search<Position, PositionMoves>> =
        RefCell::new(Search::new(position_moves as PositionMoves));
}

/// Whether Alice (the first player) wins with every interval choosable, by search of the whole
/// game. Exponential in N: keep it to about a dozen intervals.
fn alice_wins(intervals: &[Interval]) -> bool {
    let mut start = intervals.to_vec();
    start.sort_unstable();
    POSITIONS
        .with(|search| search.borrow_mut().wins(&start))
        .expect("no cycles: every move makes the choosable list shorter")
}

fn winner(alice: bool) -> String {
    format!("{}\n", abc206_f::winner(alice))
}

/// A random interval within 1..=`top` (`top` ≥ 2), of length at most `longest`.
fn random_interval(rng: &mut Rng, top: u64, longest: u64) -> Interval {
    let l = rng.range(1, top - 1);
    (l, rng.range(l + 1, (l + longest).min(top)))
}

/// The value of the line under a variant of the interval DP, for the known-wrong solutions:
/// `combine` joins the two stretches a choice leaves, `mex` values a stretch from its options.
/// Over the endpoints' ranks, O(W² · N).
fn variant_dp(intervals: &[Interval], combine: fn(u32, u32) -> u32, mex: fn(&[u32]) -> u32) -> u32 {
    let mut ends: Vec<u64> = intervals.iter().flat_map(|&(l, r)| [l, r]).collect();
    ends.sort_unstable();
    ends.dedup();
    let w = ends.len();
    let rank = |x: u64| ends.partition_point(|&e| e < x);
    let ranked: Vec<(usize, usize)> = intervals.iter().map(|&(l, r)| (rank(l), rank(r))).collect();
    let mut g = vec![vec![0u32; w]; w];
    for l in (0..w).rev() {
        for r in l + 1..w {
            let options: Vec<u32> = ranked
                .iter()
                .filter(|&&(a, b)| l <= a && b <= r)
                .map(|&(a, b)| combine(g[l][a], g[b][r]))
                .collect();
            g[l][r] = mex(&options);
        }
    }
    w.checked_sub(1).map_or(0, |last| g[0][last])
}

/// The smallest value `< cap` not among `values`, or `cap` if all of 0..cap are there.
fn mex_below(values: &[u32], cap: u32) -> u32 {
    (0..cap).find(|v| !values.contains(v)).unwrap_or(cap)
}

/// The mex of `values`.
fn mex(values: &[u32]) -> u32 {
    mex_below(values, u32::MAX)
}

/// `intervals` on the fewest points from 1 that keep which of them meet (the whole game): [l, r)
/// and [l', r') meet iff l < r' and l' < r, so only the order of each left end against each
/// right end matters. Along the endpoints in order (right ends first where they coincide with
/// left ones), the point moves on only from a left end to a right end; every other endpoint
/// shares the point before it. No point more than the endpoints' ranks. O(n log n).
fn packed(intervals: &[Interval]) -> Vec<Interval> {
    // (position, 0 for a right end or 1 for a left one, interval)
    let mut ends: Vec<(u64, u8, usize)> = Vec::new();
    for (i, &(l, r)) in intervals.iter().enumerate() {
        ends.push((l, 1, i));
        ends.push((r, 0, i));
    }
    ends.sort_unstable();
    let mut packed = intervals.to_vec();
    let (mut point, mut after_left) = (1, false);
    for (_, left, i) in ends {
        if left == 1 {
            packed[i].0 = point;
        } else {
            if after_left {
                point += 1;
            }
            packed[i].1 = point;
        }
        after_left = left == 1;
    }
    packed
}

/// The value a known-wrong solution's mex stops at: its options' values are kept in a byte
/// mask of this many bits.
const MASK_BITS: u32 = 4;

impl Game for Abc206F {
    type Case = Vec<Interval>;
    const ID: &'static str = "abc206_f";
    const SOLVE: SolveFn = |input, out| abc206_f::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    const MAX_CASES: usize = abc206_f::MAX_TESTS as usize;

    fn render(cases: &[Vec<Interval>]) -> String {
        counted_cases(cases, |intervals| {
            counted_lines(intervals, |(l, r)| format!("{l} {r}"))
        })
    }

    fn validate(intervals: &Vec<Interval>) -> Result<(), String> {
        within("N", intervals.len() as u64, 1..=abc206_f::MAX_INTERVALS)?;
        for &(l, r) in intervals {
            within("L_i", l, 1..=abc206_f::MAX_COORDINATE - 1)?;
            within("R_i", r, l + 1..=abc206_f::MAX_COORDINATE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, intervals: &Vec<Interval>) -> String {
        winner(alice_wins(intervals))
    }

    /// Every non-empty set of distinct intervals with endpoints in 1..=5 (1023 sets), and every
    /// multiset of two or three intervals with endpoints in 1..=4 (copies included).
    fn small_cases() -> Vec<Vec<Interval>> {
        let within = |top: u64| -> Vec<Interval> {
            (1..top)
                .flat_map(|l| (l + 1..=top).map(move |r| (l, r)))
                .collect()
        };
        let five = within(5);
        let mut cases: Vec<Vec<Interval>> = (1u32..1 << five.len())
            .map(|set| {
                let chosen = five.iter().enumerate().filter(|&(i, _)| set >> i & 1 == 1);
                chosen.map(|(_, &interval)| interval).collect()
            })
            .collect();
        let four = within(4);
        for (i, &a) in four.iter().enumerate() {
            for (j, &b) in four.iter().enumerate().skip(i) {
                cases.push(vec![a, b]);
                cases.extend(four[j..].iter().map(|&c| vec![a, b, c]));
            }
        }
        cases
    }

    /// 1 to 12 intervals, their endpoints within 1..=6, 1..=12, 1..=30 or the judge's 1..=100,
    /// short ones (up to a third of the span) half the time.
    fn random_case(rng: &mut Rng) -> Vec<Interval> {
        let n = rng.range(1, 12);
        let top = *rng.pick(&[6, 12, 30, abc206_f::MAX_COORDINATE]);
        let longest = if rng.chance(1, 2) { top / 3 + 1 } else { top };
        (0..n).map(|_| random_interval(rng, top, longest)).collect()
    }

    /// N up to 100 (the maximum often), endpoints over the judge's whole 1..=100: any
    /// intervals, short ones (up to 5 long), or a mix; a third of the time mirrored (the
    /// intervals within 1..=50 and the same shifted by 50: two equal halves, a loss for Alice).
    fn judge_sized_case(rng: &mut Rng) -> Vec<Interval> {
        let n = rng.sized(1, abc206_f::MAX_INTERVALS);
        let top = abc206_f::MAX_COORDINATE;
        if n >= 2 && rng.chance(1, 3) {
            let half: Vec<Interval> = (0..n / 2)
                .map(|_| random_interval(rng, top / 2, 5))
                .collect();
            let shifted = half.iter().map(|&(l, r)| (l + top / 2, r + top / 2));
            return half.iter().copied().chain(shifted).collect();
        }
        let shape = rng.below(3);
        (0..n)
            .map(|_| match shape {
                0 => random_interval(rng, top, top),
                1 => random_interval(rng, top, 5),
                _ => {
                    let longest = if rng.chance(1, 4) { top } else { 10 };
                    random_interval(rng, top, longest)
                }
            })
            .collect()
    }

    fn parse(input: &str) -> Option<Vec<Vec<Interval>>> {
        let mut tokens = Tokens::new(input);
        let cases = tokens.counted(|tokens| {
            let n: usize = tokens.value()?;
            let ends: Vec<u64> = tokens.many(2 * n)?;
            Some(ends.chunks(2).map(|pair| (pair[0], pair[1])).collect())
        })?;
        tokens.is_done().then_some(cases)
    }

    /// Fewer intervals (halves, quarters, … down to each one), then the endpoints packed
    /// ([`packed`]: the same game in fewer points), then each interval shorter by one at either
    /// end or moved one to the left.
    fn shrink(intervals: &Vec<Interval>) -> Vec<Vec<Interval>> {
        // A malformed case (an interval that ends before it starts, read back from a `bad-*`
        // input) is not shrunk.
        if intervals.iter().any(|&(l, r)| l >= r) {
            return Vec::new();
        }
        let mut smaller = without_parts(intervals);
        let packed = packed(intervals);
        if packed != *intervals {
            smaller.push(packed);
        }
        for (i, &(l, r)) in intervals.iter().enumerate() {
            let mut variants = vec![];
            if l > 1 {
                variants.push((l - 1, r - 1));
            }
            if r - l > 1 {
                variants.push((l, r - 1));
                variants.push((l + 1, r));
            }
            for variant in variants {
                let mut next = intervals.clone();
                next[i] = variant;
                smaller.push(next);
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<Interval>>> {
        vec![
            Wrong {
                name: "closed intervals: [12, 53] and [53, 98] meet at 53",
                answer: |_, intervals| {
                    let closed: Vec<Interval> =
                        intervals.iter().map(|&(l, r)| (l, r + 1)).collect();
                    winner(abc206_f::alice_wins(&closed))
                },
            },
            Wrong {
                name: "Alice iff the most pairwise disjoint intervals are odd in number",
                answer: |_, intervals| {
                    let mut by_end = intervals.clone();
                    by_end.sort_unstable_by_key(|&(_, r)| r);
                    let (mut count, mut free_from) = (0, 0);
                    for (l, r) in by_end {
                        if l >= free_from {
                            count += 1;
                            free_from = r;
                        }
                    }
                    winner(count % 2 == 1)
                },
            },
            Wrong {
                name: "the two stretches a choice leaves added instead of xored",
                answer: |_, intervals| winner(variant_dp(intervals, |a, b| a + b, mex) != 0),
            },
            Wrong {
                name: "the options' values kept in a mask of 4 bits (a mex past 4 read as 4)",
                answer: |_, intervals| {
                    let capped = |values: &[u32]| mex_below(values, MASK_BITS);
                    winner(variant_dp(intervals, |a, b| a ^ b, capped) != 0)
                },
            },
        ]
    }

    /// T = 20 tests (the judge's maximum) of N = 100 intervals (its maximum) with 100 distinct
    /// endpoints: the 99 unit intervals [a, a + 1) and [49, 51), every stretch of the line
    /// holding as many intervals as it can.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let tests = s.pick(abc206_f::MAX_TESTS, 2);
        let what = format!(
            "T = {tests} tests (judge maximum) of N = 100 intervals over 1..=100: 99 unit \
             intervals and [49, 51)"
        );
        vec![Input::new(Self::ID, Kind::Worst, what, move |t, _| {
            t.line(&[tests]);
            for _ in 0..tests {
                t.line(&[abc206_f::MAX_INTERVALS]);
                for a in 1..abc206_f::MAX_COORDINATE {
                    t.line(&[a, a + 1]);
                }
                t.line(&[49, 51]);
            }
        })]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_keeps_which_intervals_meet_in_fewer_points() {
        // [1, 3) and [3, 5) apart, [2, 4) meeting both: three points do.
        assert_eq!(packed(&[(1, 3), (3, 5), (2, 4)]), [(1, 2), (2, 3), (1, 3)]);
        let mut rng = Rng::new(206);
        for _ in 0..500 {
            let case = Abc206F::random_case(&mut rng);
            let p = packed(&case);
            for (&a, &pa) in case.iter().zip(&p) {
                assert!(pa.0 <= a.0 && pa.1 <= a.1, "{case:?}");
                for (&b, &pb) in case.iter().zip(&p) {
                    assert_eq!(meet(a, b), meet(pa, pb), "{case:?}");
                }
            }
            assert_eq!(packed(&p), p, "{case:?}");
        }
    }
}
