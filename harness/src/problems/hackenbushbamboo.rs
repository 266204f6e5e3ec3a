//! Kattis hackenbushbamboo, Hackenbush Bamboo: green stalks on the ground, print the game's
//! value `*k`. The oracle plays whole positions from the rules: a position is the sorted list of
//! the stalks' heights, a move cuts one edge of one stalk (the edges above it fall, leaving a
//! shorter stalk or none), and its value is the mex of its options' values, searched with
//! `game_core::sg::Search` (memoised across cases); it never xors the heights.

use super::piles::{
    all_piles, check_piles, full_range_piles, parse_one_counted, random_piles, render_counted,
    shrink_nim_piles, xor,
};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of hackenbushbamboo.
pub struct Hackenbushbamboo;

type Position = Vec<u64>;
type PositionMoves = fn(&Position) -> Vec<Position>;

/// The rules: cut the `j`-th edge from the ground (1 ≤ j ≤ h) of any stalk of `h`; what stood on
/// it falls, leaving a stalk of `j − 1` (none when `j` = 1).
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn position_moves(stalks: &Position) -> Vec<Position> {
    let mut options = Vec::new();
    for (i, &h) in stalks.iter().enumerate() {
        if i > 0 && stalks[i - 1] == h {
            continue; // the same stalk again: the same options
        }
        for left in 0..h {
            let mut next = stalks.clone();
            if left == 0 {
                next.remove(i);
            } else {
                next[i] = left;
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

/// The value of the stalks `heights`, searched from the rules. Exponential in their number: keep
/// it to about ten stalks of a dozen edges.
fn searched_value(heights: &[u64]) -> u32 {
    let mut start = heights.to_vec();
    start.sort_unstable();
    POSITIONS
        .with(|search| search.borrow_mut().value(&start))
        .expect("no cycles: every move removes edges")
}

fn nimber(k: u64) -> String {
    format!("*{k}\n")
}

impl Game for Hackenbushbamboo {
    type Case = Vec<u64>;
    const ID: &'static str = "hackenbushbamboo";
    const SOLVE: SolveFn = |input, out| hackenbushbamboo::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Kattis, 1024)
        .assumed("not on the stored copy of the page: Kattis's usual 1 s and 1024 MB");
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<u64>]) -> String {
        cases
            .iter()
            .map(|heights| render_counted(heights))
            .collect()
    }

    fn validate(heights: &Vec<u64>) -> Result<(), String> {
        within("n", heights.len() as u64, 0..=hackenbushbamboo::MAX_STALKS)?;
        check_piles(heights, hackenbushbamboo::MAX_HEIGHT)
    }

    fn oracle(_: usize, heights: &Vec<u64>) -> String {
        nimber(u64::from(searched_value(heights)))
    }

    /// No stalk; up to three stalks of up to 6 edges; four of up to 3.
    fn small_cases() -> Vec<Vec<u64>> {
        let mut cases = vec![Vec::new()];
        cases.extend(all_piles(&[(1, 6), (2, 6), (3, 6), (4, 3)]));
        cases
    }

    /// Usually a few stalks of up to a dozen edges (a third of the time a loss), sometimes six
    /// to ten stalks of up to 3, now and then none.
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        if rng.chance(1, 20) {
            return Vec::new();
        }
        random_piles(rng, 1)
    }

    /// n from 0 to the judge's 1000 (the maximum a quarter of the time), heights over the whole
    /// of 1..=10^9 (uniform, log-uniform or all in the top half, a third of the time a loss).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(0, hackenbushbamboo::MAX_STALKS);
        full_range_piles(rng, n, hackenbushbamboo::MAX_HEIGHT)
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_one_counted(input)
    }

    fn shrink(heights: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_nim_piles(heights, 1)
    }

    /// n = 1000 stalks (judge max) of heights uniform in 1..=10^9.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(hackenbushbamboo::MAX_STALKS, 10);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("n = {n} stalks (judge max), heights uniform in 1..=10^9"),
            move |t, r| {
                t.line(&[n]);
                let heights: Vec<u64> = (0..n)
                    .map(|_| r.range(1, hackenbushbamboo::MAX_HEIGHT))
                    .collect();
                t.line(&heights);
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "the parity of the edges (the sum of the heights mod 2)",
                answer: |_, heights| nimber(heights.iter().sum::<u64>() % 2),
            },
            Wrong {
                name: "the tallest stalk instead of the xor",
                answer: |_, heights| nimber(heights.iter().copied().max().unwrap_or(0)),
            },
            Wrong {
                name: "the xor without the `*`",
                answer: |_, heights| format!("{}\n", xor(heights)),
            },
            Wrong {
                name: "heights read into 16 bits (h mod 2^16)",
                answer: |_, heights| nimber(heights.iter().fold(0, |x, &h| x ^ (h & 0xffff))),
            },
        ]
    }
}
