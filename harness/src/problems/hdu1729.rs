//! HDU 1729: boxes with capacities; a move adds 1..=c² stones to a box holding c.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{per_line, Framing, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu1729.
pub struct Hdu1729;

/// One box: capacity `s`, stones `c ≤ s`.
type BoxState = (u64, u64);

/// A whole position: every box that can still move, sorted (a box with no move is no part of
/// the game: it changes nobody's options).
type Position = Vec<BoxState>;

type BoxesSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The judge's largest capacity.
const MAX_CAPACITY: u64 = 1_000_000;

/// The most stones the oracle lets a position still take in all (its reach): the random and
/// exhaustive cases stay within it, and shrinking never leaves it (see [`Hdu1729::shrink`]).
const MAX_ROOM: u64 = 64;

fn live(&(s, c): &BoxState) -> bool {
    c > 0 && c < s
}

fn canonical(mut boxes: Position) -> Position {
    boxes.retain(live);
    boxes.sort_unstable();
    boxes
}

/// The rules: pick a box holding `c`, add `t` stones with `1 ≤ t ≤ c²` and `c + t ≤ s`.
fn options(boxes: &Position) -> Vec<Position> {
    let mut options = Vec::new();
    for (i, &(s, c)) in boxes.iter().enumerate() {
        if i > 0 && boxes[i - 1] == (s, c) {
            continue; // the same moves as from the equal box before
        }
        let most = c.saturating_mul(c).min(s - c);
        for t in 1..=most {
            let mut next = boxes.clone();
            next[i] = (s, c + t);
            options.push(canonical(next));
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static BOXES: RefCell<BoxesSearch> =
        RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

/// Whether the player to move wins, by memoised search over the whole tuple of boxes.
fn search_wins(boxes: &[BoxState]) -> bool {
    let position = canonical(boxes.to_vec());
    BOXES
        .with(|s| s.borrow_mut().wins(&position))
        .expect("every move adds stones: no cycles")
}

/// How many stones the live boxes can still take in all (bounds the oracle's search).
fn room(boxes: &[BoxState]) -> u64 {
    boxes.iter().filter(|b| live(b)).map(|&(s, c)| s - c).sum()
}

fn answer(index: usize, first_wins: bool) -> String {
    format!("Case {index}:\n{}\n", if first_wins { "Yes" } else { "No" })
}

/// A per-box value with two classic bugs switchable: `c = 0` scored as a live `s − c`, and the
/// pivot taken as the largest `q` with `q + q² ≤ s`.
fn buggy_value(mut s: u64, c: u64, zero_is_live: bool, pivot_le: bool) -> u64 {
    if c == 0 && zero_is_live {
        return s;
    }
    loop {
        if c == 0 || s == 0 {
            return 0;
        }
        let mut q = 0u64;
        while (q + 1) * (q + 2) < s || (pivot_le && (q + 1) * (q + 2) == s) {
            q += 1;
        }
        if c > q {
            return s - c;
        }
        s = q;
    }
}

/// The box of smallest capacity worth `value` (by the proven `box_value`), `(value + k, k)` for
/// the least `k` past the pivot of `value + k` (a heap of `value`), or the dead `(0, 0)` for 0;
/// `None` past the judge's capacity. O(√value).
fn heap_box(value: u64) -> Option<BoxState> {
    if value == 0 {
        return Some((0, 0));
    }
    (1..)
        .map(|k| (value + k, k))
        .find(|&(s, k)| k > hdu1729::pivot(s))
        .filter(|&(s, _)| s <= MAX_CAPACITY)
}

/// A box's value as a C solution computes it from `s` and `c` read into 16-bit integers (the
/// judge's 10^6 wrapped modulo 2^16): the pivot recursion in signed arithmetic, so that a count
/// wrapped past its capacity gives a negative `s − c`.
fn value_16_bit(s: u16, c: u16) -> i64 {
    let (mut s, c) = (u64::from(s), u64::from(c));
    loop {
        if c == 0 {
            return 0;
        }
        let q = hdu1729::pivot(s);
        if c > q {
            return s as i64 - c as i64;
        }
        s = q;
    }
}

impl Game for Hdu1729 {
    type Case = Vec<BoxState>;
    const ID: &'static str = "hdu1729";
    const SOLVE: SolveFn = |input, out| hdu1729::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 200;

    fn render(cases: &[Vec<BoxState>]) -> String {
        let mut text = String::new();
        for boxes in cases {
            text += &format!("{}\n", boxes.len());
            for (s, c) in boxes {
                text += &format!("{s} {c}\n");
            }
        }
        text + "0\n"
    }

    fn validate(boxes: &Vec<BoxState>) -> Result<(), String> {
        within("N", boxes.len() as u64, 1..=hdu1729::MAX_BOXES)?;
        if let Some((s, c)) = boxes.iter().find(|&&(s, c)| c > s || s > MAX_CAPACITY) {
            return Err(format!("box ({s}, {c}) breaks 0 ≤ c ≤ s ≤ {MAX_CAPACITY}"));
        }
        Ok(())
    }

    fn oracle(index: usize, boxes: &Vec<BoxState>) -> String {
        answer(index, search_wins(boxes))
    }

    fn small_cases() -> Vec<Vec<BoxState>> {
        let boxes_up_to = |top: u64| -> Vec<BoxState> {
            (0..=top)
                .flat_map(|s| (0..=s).map(move |c| (s, c)))
                .collect()
        };
        let mut cases: Vec<Vec<BoxState>> = boxes_up_to(14).into_iter().map(|b| vec![b]).collect();
        for (n, top) in [(2, 6), (3, 3)] {
            let boxes = boxes_up_to(top);
            cases.extend(
                (0..n)
                    .map(|_| boxes.iter().copied())
                    .multi_cartesian_product(),
            );
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<BoxState> {
        let n = rng.range(1, 4);
        let mut boxes = Vec::new();
        for _ in 0..n {
            let b = match rng.range(1, 10) {
                // Full or dead boxes of any size.
                1 => {
                    let s = rng.log_uniform(0, MAX_CAPACITY);
                    (s, *rng.pick(&[0, s]))
                }
                // A large box that can be filled soon.
                2 => {
                    let s = rng.range(MAX_CAPACITY - 100, MAX_CAPACITY);
                    (s, s - rng.range(0, 6))
                }
                _ => {
                    let s = rng.range(0, 12);
                    (s, rng.range(0, s))
                }
            };
            // Keep the whole position within the oracle's reach.
            if room(&[b]) + room(&boxes) <= 24 {
                boxes.push(b);
            } else {
                boxes.push((b.0, b.0));
            }
        }
        boxes
    }

    /// N boxes (the judge's 50 often), each of a capacity anywhere in `0..=10^6` (the maximum
    /// often) holding none, all, 1 to 3 stones (the longest chains of pivots), any count, or
    /// a count at most the pivot or past it (a heap of `s − c` up to 10^6); a third of the time
    /// one more box of capacity 10^6 worth the xor of the others, when there is one (a loss).
    fn judge_sized_case(rng: &mut Rng) -> Vec<BoxState> {
        let n = rng.sized(1, hdu1729::MAX_BOXES);
        let mut boxes: Vec<BoxState> = (0..n)
            .map(|_| {
                let s = rng.sized(0, MAX_CAPACITY);
                let q = hdu1729::pivot(s);
                let c = match rng.below(6) {
                    0 => 0,
                    1 => s,
                    2 => rng.range(1, 3).min(s),
                    3 => rng.range(0, s),
                    4 => rng.log_uniform(q.min(1), q),
                    _ => s - rng.log_uniform(0, s.saturating_sub(q + 1)),
                };
                (s, c)
            })
            .collect();
        let x = boxes
            .iter()
            .fold(0, |x, &(s, c)| x ^ hdu1729::box_value(s, c));
        let c = MAX_CAPACITY.saturating_sub(x);
        if n < hdu1729::MAX_BOXES && c > hdu1729::pivot(MAX_CAPACITY) && rng.chance(1, 3) {
            boxes.insert(rng.below(boxes.len() + 1), (MAX_CAPACITY, c));
        }
        boxes
    }

    fn parse(input: &str) -> Option<Vec<Vec<BoxState>>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            match tokens.value::<usize>()? {
                0 => return Some(cases),
                n => cases.push(
                    (0..n)
                        .map(|_| Some((tokens.value()?, tokens.value()?)))
                        .collect::<Option<_>>()?,
                ),
            }
        }
    }

    /// Fewer boxes; each two boxes replaced by one worth the xor of their values, and each box
    /// by the smallest worth as much ([`heap_box`]: variants that keep the position's value,
    /// on which a failure often hangs); then each box (s, c) with fewer stones and the same room (s − c), a smaller
    /// size (c cut to it), or fewer stones: more room, so only within the oracle's reach
    /// ([`MAX_ROOM`]) or the case's own room, whichever is larger (a case of the oracle's stays
    /// within its reach; a judge-sized one, answered by the proven solution, may not).
    fn shrink(boxes: &Vec<BoxState>) -> Vec<Vec<BoxState>> {
        let most_room = room(boxes).max(MAX_ROOM);
        let mut smaller = Vec::new();
        if boxes.len() > 1 {
            for i in 0..boxes.len() {
                let mut fewer = boxes.clone();
                fewer.remove(i);
                smaller.push(fewer);
            }
        }
        let value = |&(s, c): &BoxState| hdu1729::box_value(s, c);
        for (i, j) in (0..boxes.len()).tuple_combinations() {
            if let Some(merged) = heap_box(value(&boxes[i]) ^ value(&boxes[j])) {
                let mut fewer = boxes.clone();
                fewer[i] = merged;
                fewer.remove(j);
                smaller.push(fewer);
            }
        }
        for (i, b) in boxes.iter().enumerate() {
            if let Some(simpler) = heap_box(value(b)).filter(|simpler| simpler.0 < b.0) {
                let mut less = boxes.clone();
                less[i] = simpler;
                smaller.push(less);
            }
        }
        smaller.retain(|less| room(less) <= most_room);
        for (i, &(s, c)) in boxes.iter().enumerate() {
            let variants = smaller_values(c, 0)
                .into_iter()
                .map(|fewer| (s - (c - fewer), fewer))
                .chain(
                    smaller_values(s, 0)
                        .into_iter()
                        .map(|size| (size, c.min(size))),
                )
                .chain(smaller_values(c, 0).into_iter().map(|fewer| (s, fewer)));
            for variant in variants.unique() {
                let mut less = boxes.clone();
                less[i] = variant;
                if room(&less) <= most_room {
                    smaller.push(less);
                }
            }
        }
        smaller
    }

    /// Cases of N = 50 boxes with s near 10^6: half of them with c ≤ 3 (the deepest recursion),
    /// a quarter empty (c = 0), a quarter with c anywhere.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = hdu1729::MAX_BOXES;
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[n]);
            for _ in 0..n {
                let size = r.range(MAX_CAPACITY - 100_000, MAX_CAPACITY);
                let count = match r.range(0, 3) {
                    0 | 1 => r.range(1, 3),
                    2 => 0,
                    _ => r.range(0, size),
                };
                t.line(&[size, count]);
            }
        };
        let cases = s.pick(20_000, 5);
        let each = format!("N = {n} (judge max) boxes, s ≤ 10^6");
        let worst = format!("cases of {each}, half with c ≤ 3 (deepest recursion)");
        let mut inputs = per_line(Self::ID, cases, &worst, Framing::Terminated(&[0]), case);
        inputs.push(Input::new(
            Self::ID,
            Kind::Table,
            format!("1 case of {each}"),
            move |t, r| {
                case(t, r);
                t.line(&[0]);
            },
        ));
        inputs
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<BoxState>>> {
        vec![
            Wrong {
                name: "no c = 0 case: an empty box scored as a heap of s − c",
                answer: |index, boxes| {
                    let x = boxes
                        .iter()
                        .fold(0, |x, &(s, c)| x ^ buggy_value(s, c, true, false));
                    answer(index, x != 0)
                },
            },
            Wrong {
                name: "pivot off by one: largest q with q + q² ≤ s",
                answer: |index, boxes| {
                    let x = boxes
                        .iter()
                        .fold(0, |x, &(s, c)| x ^ buggy_value(s, c, false, true));
                    answer(index, x != 0)
                },
            },
            Wrong {
                name: "s and c read into 16-bit integers (capacities assumed below 65536)",
                answer: |index, boxes| {
                    let x = boxes
                        .iter()
                        .fold(0, |x, &(s, c)| x ^ value_16_bit(s as u16, c as u16));
                    answer(index, x != 0)
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_derived_positions() {
        // The sample: (6, 2) is worth 4 alone (the dead boxes add nothing); (6, 3) twice is a
        // pair of equal games.
        assert!(search_wins(&[(2, 0), (3, 3), (6, 2)]));
        assert!(!search_wins(&[(6, 3), (6, 3)]));
        // From 1 stone of 6 the only move is to 2, from which the mover fills the box.
        assert!(!search_wins(&[(6, 1)]));
        assert!(!search_wins(&[(1_000_000, 0)]));
    }
}
