//! CSES 1098 Nim Game II: t tests of Nim where a move takes 1, 2 or 3 sticks from one heap,
//! `first` iff the player to move wins. The oracle plays that game on the whole position (every
//! heap together: a move lowers one heap by 1, 2 or 3, not below 0) and searches it with
//! `game_core::sg::Search`; it never reduces a heap mod 4.

use super::cses::{self, one_bit_from_zero};
use super::piles::{all_piles, check_piles, shrink_piles, spread_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Scale};
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of cses1098.
pub struct Cses1098;

/// The most heaps of a judge-sized case: the sum bound shared by a file's 40 cases.
const JUDGE_SIZED_HEAPS: u64 = cses::judge_sized_len(cses1098::MAX_TOTAL_HEAPS);

/// The known-wrong table's end: a solution that tabulates the heap values this far (the heaps
/// misread as ≤ 10^6) and reads larger heaps as its last entry.
const WRONG_TABLE: u64 = 1_000_000;

type Heaps = Vec<u64>;
type HeapsMoves = fn(&Heaps) -> Vec<Heaps>;

/// The heaps with empty ones dropped and the rest sorted: one position for every order.
fn canonical(mut heaps: Heaps) -> Heaps {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// The game's rules: a move takes 1, 2 or 3 sticks (no more than it holds) from one heap.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut options = Vec::new();
    for i in 0..heaps.len() {
        for take in 1..=cses1098::MAX_TAKE.min(heaps[i]) {
            let mut next = heaps.clone();
            next[i] -= take;
            options.push(canonical(next));
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<Search<Heaps, HeapsMoves>> =
        RefCell::new(Search::new(moves as HeapsMoves));
}

/// Whether the player to move wins, by search of the whole position.
fn first_wins(heaps: &[u64]) -> bool {
    let position = canonical(heaps.to_vec());
    SEARCH
        .with(|search| search.borrow_mut().wins(&position))
        .expect("no cycles: every move removes a stick")
}

/// The heap nearest `h` (in 1..=10^9, within 4 of it) whose residue mod 4 is `residue`: its
/// high bits kept, for generators.
fn with_residue(h: u64, residue: u64) -> u64 {
    let v = h - h % 4 + residue;
    if v == 0 {
        4
    } else if v > cses1098::MAX_STICKS {
        v - 4
    } else {
        v
    }
}

/// The xor of `value` over the heaps, for the known-wrong solutions.
fn xor_of(heaps: &[u64], value: impl Fn(u64) -> u64) -> u64 {
    heaps.iter().fold(0, |x, &h| x ^ value(h))
}

impl Game for Cses1098 {
    type Case = Vec<u64>;
    const ID: &'static str = "cses1098";
    const SOLVE: SolveFn = |input, out| cses1098::solve(input, out);
    const LIMITS: Limits = cses::LIMITS;
    const MAX_CASES: usize = cses1098::MAX_TESTS as usize;

    fn render(cases: &[Vec<u64>]) -> String {
        cses::render(cases)
    }

    fn validate(heaps: &Vec<u64>) -> Result<(), String> {
        within("n", heaps.len() as u64, 1..=cses1098::MAX_HEAPS)?;
        check_piles(heaps, cses1098::MAX_STICKS)
    }

    fn oracle(_: usize, heaps: &Vec<u64>) -> String {
        cses::winner(first_wins(heaps))
    }

    /// Every position of 1 heap up to 40, 2 up to 12, 3 up to 8 and 4 up to 5 sticks.
    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 40), (2, 12), (3, 8), (4, 5)])
    }

    /// 1 to 5 heaps of up to 16 sticks (or, one time in eight, one or two heaps up to 60); a
    /// third of the time one more heap whose residue mod 4 cancels the others' (4 more sticks
    /// added now and then), which makes a loss: random heaps alone are mostly wins.
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let mut heaps = cses::few_heaps(rng, 16, ((1, 2), 60));
        if rng.chance(1, 3) {
            let residue = xor_of(&heaps, |h| h % 4);
            let partner = residue + 4 * rng.range(u64::from(residue == 0), 3);
            heaps.insert(rng.below(heaps.len() + 1), partner);
        }
        heaps
    }

    /// n = `sized(1, 5000)` heaps over the judge's whole range 1..=10^9 (uniform, log-uniform
    /// or all in the top half); a third of the time made a loss by the last heap's residue
    /// ([`with_residue`]: its high bits kept); else a quarter of the time the residues one bit
    /// short of cancelling ([`one_bit_from_zero`] on the residues, each heap then moved to its
    /// new residue).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, JUDGE_SIZED_HEAPS);
        let mut heaps = spread_values(rng, n, cses1098::MAX_STICKS);
        let last = heaps.len() - 1;
        if rng.chance(1, 3) {
            let rest = xor_of(&heaps[..last], |h| h % 4);
            heaps[last] = with_residue(heaps[last], rest);
        } else if rng.chance(1, 4) {
            let mut residues: Vec<u64> = heaps.iter().map(|h| h % 4).collect();
            one_bit_from_zero(rng, &mut residues, 0, 3, 1);
            for (h, r) in heaps.iter_mut().zip(residues) {
                *h = with_residue(*h, r);
            }
        }
        heaps
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        cses::parse(input)
    }

    fn shrink(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(heaps, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "plain Nim: the xor of the heaps, not of their residues mod 4",
                answer: |_, heaps| cses::winner(xor_of(heaps, |h| h) != 0),
            },
            Wrong {
                name: "residues mod 3 (the moves taken as 1 or 2)",
                answer: |_, heaps| cses::winner(xor_of(heaps, |h| h % 3) != 0),
            },
            Wrong {
                name: "the sum of the residues mod 4 instead of their xor",
                answer: |_, heaps| cses::winner(heaps.iter().map(|h| h % 4).sum::<u64>() % 4 != 0),
            },
            Wrong {
                name:
                    "values tabulated to 10^6 (heaps misread): larger heaps read as the last entry",
                answer: |_, heaps| cses::winner(xor_of(heaps, |h| h.min(WRONG_TABLE) % 4) != 0),
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        cses::bench_inputs(
            Self::ID,
            s,
            cses1098::MAX_TESTS,
            cses1098::MAX_TOTAL_HEAPS,
            "1..=10^9",
            |r| r.range(1, cses1098::MAX_STICKS),
        )
    }
}
