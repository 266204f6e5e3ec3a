//! HDU 1848: Fibonacci again and again. The oracle searches each position whole (the three piles
//! together, as a sorted triple) with moves generated from the rules; it never builds the
//! one-pile SG table or xors values.

use super::piles::{shrink_pair, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::{subtraction_table, Search};
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu1848.
pub struct Hdu1848;

/// A position: the three piles, sorted (the order of the piles does not matter).
type Position = [u64; 3];
type TripleSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The Fibonacci numbers from the rules, `1, 2, 3, 5, …`, up to `top`: each term the sum of the
/// two before, starting from 1, 1 (the repeated 1 is one move).
fn fibonacci_up_to(top: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut list = Vec::new();
    while a <= top {
        list.push(a);
        (a, b) = (b, a + b);
    }
    list
}

/// The rules: take a Fibonacci number `f ≤ pile` of stones from one pile. With every pile empty
/// the player to move has lost (the opponent took the last stone).
fn options(piles: &Position) -> Vec<Position> {
    let mut options = Vec::new();
    for i in 0..3 {
        for f in fibonacci_up_to(piles[i]) {
            let mut next = *piles;
            next[i] -= f;
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call: each position is searched once.
    static TRIPLES: RefCell<TripleSearch> =
        RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

/// Whether the player to move wins from `piles`, by search of the whole position.
fn oracle_wins(piles: &Position) -> bool {
    let mut position = *piles;
    position.sort_unstable();
    TRIPLES
        .with(|search| search.borrow_mut().wins(&position))
        .expect("every move removes stones: no cycles")
}

fn answer(first: bool) -> String {
    if first { "Fibo\n" } else { "Nacci\n" }.to_string()
}

/// The answer of a solution that takes its SG values from the subtraction game with `moves`.
fn answer_with_moves(moves: &[usize], piles: &Position) -> String {
    let largest = piles.iter().copied().max().unwrap_or(0) as usize;
    let g = subtraction_table(moves, largest + 1);
    answer(piles.iter().fold(0, |x, &p| x ^ g[p as usize]) != 0)
}

impl Game for Hdu1848 {
    type Case = Position;
    const ID: &'static str = "hdu1848";
    const SOLVE: SolveFn = |input, out| hdu1848::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Position]) -> String {
        let mut text: String = cases
            .iter()
            .map(|piles| format!("{}\n", piles.iter().join(" ")))
            .collect();
        text.push_str("0 0 0\n");
        text
    }

    fn validate(piles: &Position) -> Result<(), String> {
        for &p in piles {
            within("a pile", p, 1..=hdu1848::MAX_PILE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, piles: &Position) -> String {
        answer(oracle_wins(piles))
    }

    fn small_cases() -> Vec<Position> {
        (0..3)
            .map(|_| 1..=12u64)
            .multi_cartesian_product()
            .map(|p| [p[0], p[1], p[2]])
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Position {
        // The oracle visits about a·b·c/6 positions from (a, b, c): one pile anywhere up to the
        // judge's 1000 (half the time at 980 or more, where the move 987 counts), two small.
        let mut piles = if rng.chance(1, 3) {
            [rng.range(1, 40), rng.range(1, 40), rng.range(1, 8)]
        } else {
            let big = if rng.chance(1, 2) {
                rng.range(600, hdu1848::MAX_PILE)
            } else {
                rng.range(1, hdu1848::MAX_PILE)
            };
            [big, rng.range(1, 10), rng.range(1, 10)]
        };
        let i = rng.below(3);
        piles.swap(0, i);
        piles
    }

    /// Three piles anywhere in the judge's range (the oracle reaches one large pile with two
    /// small ones; three large ones are answered by the proven solution).
    fn judge_sized_case(rng: &mut Rng) -> Position {
        let max = hdu1848::MAX_PILE;
        [rng.sized(1, max), rng.sized(1, max), rng.sized(1, max)]
    }

    fn parse(input: &str) -> Option<Vec<Position>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            let piles = [tokens.value()?, tokens.value()?, tokens.value()?];
            if piles == [0, 0, 0] {
                return Some(cases);
            }
            cases.push(piles);
        }
    }

    /// Each pile alone made smaller ([`smaller_values`]: every smaller value for a small pile,
    /// else the boldest first and then closing in), and two piles lowered together.
    fn shrink(piles: &Position) -> Vec<Position> {
        let mut smaller = Vec::new();
        for i in 0..3 {
            for value in smaller_values(piles[i], 1) {
                let mut less = *piles;
                less[i] = value;
                smaller.push(less);
            }
        }
        for (i, j) in [(0, 1), (0, 2), (1, 2)] {
            for (a, b) in shrink_pair((piles[i], piles[j]), 1) {
                let mut less = *piles;
                (less[i], less[j]) = (a, b);
                smaller.push(less);
            }
        }
        smaller.into_iter().unique().collect()
    }

    fn wrong_solutions() -> Vec<Wrong<Position>> {
        vec![
            Wrong {
                name: "moves 2, 3, 5, … (the 1 lost with the repeated 1 of 1, 1, 2)",
                answer: |_, piles| {
                    let moves: Vec<usize> = fibonacci_up_to(hdu1848::MAX_PILE)
                        .into_iter()
                        .skip(1)
                        .map(|f| f as usize)
                        .collect();
                    answer_with_moves(&moves, piles)
                },
            },
            Wrong {
                // Only 987 missing would be harmless: no pile up to 1000 needs it (see the test
                // below); without 610 too, 333 piles up to 1000 change value, the first at 614.
                name: "Fibonacci array of 14 terms 1, 1, 2, …, 377 (no 610, no 987)",
                answer: |_, piles| {
                    let moves: Vec<usize> = fibonacci_up_to(377)
                        .into_iter()
                        .map(|f| f as usize)
                        .collect();
                    answer_with_moves(&moves, piles)
                },
            },
            Wrong {
                name: "plain Nim: xor of the pile sizes",
                answer: |_, piles| answer(piles.iter().fold(0, |x, p| x ^ p) != 0),
            },
        ]
    }

    /// A million cases (no count given: about 12 MB) of three piles up to 1000, and the table
    /// alone.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let max = hdu1848::MAX_PILE;
        let what = format!("m, n, p in 1..={max} (judge max)");
        let mut inputs = per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            &what,
            Framing::Terminated(&[0, 0, 0]),
            move |t, r| t.line(&[r.range(1, max), r.range(1, max), r.range(1, max)]),
        );
        inputs.push(Input::new(
            Self::ID,
            Kind::Table,
            format!("1 case {max} {max} {max}: the table to {max} alone"),
            move |t, _| {
                t.line(&[max, max, max]);
                t.line(&[0, 0, 0]);
            },
        ));
        inputs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_moves() {
        assert_eq!(
            fibonacci_up_to(1000),
            [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]
        );
        // From (1, 1, 4): either 1 − 1, then 4 − 1, 4 − 2, 4 − 3.
        assert_eq!(
            options(&[1, 1, 4]),
            [[0, 1, 4], [0, 1, 4], [1, 1, 3], [1, 1, 2], [1, 1, 1]]
        );
    }

    #[test]
    fn the_oracle_on_hand_derived_positions() {
        // The sample.
        assert_eq!(Hdu1848::oracle(1, &[1, 1, 1]), "Fibo\n");
        assert_eq!(Hdu1848::oracle(2, &[1, 4, 1]), "Nacci\n");
        // One pile of 4 loses (4 − 1, 4 − 2, 4 − 3 all leave a pile that is taken whole);
        // two equal piles lose (mirror the opponent).
        assert_eq!(Hdu1848::oracle(1, &[4, 0, 0]), "Nacci\n");
        assert_eq!(Hdu1848::oracle(1, &[0, 9, 9]), "Nacci\n");
        assert_eq!(Hdu1848::oracle(1, &[0, 0, 987]), "Fibo\n");
    }

    /// The crate's one-pile table holds the SG values the search finds for one pile (two empty
    /// ones) for every pile the judge allows.
    #[test]
    fn the_crates_table_agrees_with_the_search() {
        let table = hdu1848::grundy_table(hdu1848::MAX_PILE as usize + 1);
        for (x, &g) in table.iter().enumerate() {
            let value = TRIPLES.with(|search| search.borrow_mut().value(&[0, 0, x as u64]));
            assert_eq!(value, Ok(g), "pile {x}");
        }
    }

    /// No pile up to the judge's 1000 needs the move 987: the one-pile values without it are the
    /// same, so a list missing only its last term cannot be caught on the judge's range; without
    /// 610 as well, the pile of 614 changes value.
    #[test]
    fn the_move_987_never_matters_up_to_1000_but_610_does() {
        let len = hdu1848::MAX_PILE as usize + 1;
        let all: Vec<usize> = fibonacci_up_to(1000).iter().map(|&f| f as usize).collect();
        let full = subtraction_table(&all, len);
        assert_eq!(subtraction_table(&all[..14], len), full);
        let short = subtraction_table(&all[..13], len);
        let first_change = (0..len).find(|&x| short[x] != full[x]);
        assert_eq!(first_change, Some(614));
    }
}
