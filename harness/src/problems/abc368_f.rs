//! AtCoder ABC368 F, Dividing Game: N numbers, a move replaces one of them by a proper divisor
//! (a positive divisor other than itself); who cannot move loses. The oracle plays the whole
//! position from the rules (every number together, as a sorted multiset with the 1s dropped,
//! with `game_core::sg::Search`), never Ω.

use super::piles::{all_piles, parse_one_counted, render_counted, shrink_piles};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of abc368_f.
pub struct Abc368F;

fn winner(anna: bool) -> String {
    format!("{}\n", if anna { "Anna" } else { "Bruno" })
}

/// A position in canonical form: the 1s (no move) dropped, the rest sorted.
fn canonical(mut numbers: Vec<u64>) -> Vec<u64> {
    numbers.retain(|&a| a > 1);
    numbers.sort_unstable();
    numbers
}

/// The rules: a move replaces one number by one of its positive divisors other than itself
/// (found by trying every smaller positive number).
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn options(numbers: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (i, &a) in numbers.iter().enumerate() {
        if i > 0 && numbers[i - 1] == a {
            continue; // the same moves as from the equal number before
        }
        for x in (1..a).filter(|x| a.is_multiple_of(*x)) {
            let mut next = numbers.clone();
            next[i] = x;
            options.push(canonical(next));
        }
    }
    options
}

type DividingSearch = Search<Vec<u64>, fn(&Vec<u64>) -> Vec<Vec<u64>>>;

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<DividingSearch> = RefCell::new(Search::new(options as fn(&_) -> _));
}

/// Whether the first player (Anna) wins, by memoised search of the whole position.
/// Exponential in the count of numbers: keep them few and small (≤ 4 numbers up to 64, or up to
/// 8 numbers up to 12).
fn anna_wins(numbers: &[u64]) -> bool {
    let position = canonical(numbers.to_vec());
    SEARCH
        .with(|search| search.borrow_mut().wins(&position))
        .expect("no cycles: every move makes a number smaller")
}

/// Ω(a) by trial division: the generators use it to make losses (random positions are nearly
/// always wins); the oracle does not.
fn omega(mut a: u64) -> u64 {
    let (mut count, mut d) = (0, 2);
    while d * d <= a {
        while a.is_multiple_of(d) {
            a /= d;
            count += 1;
        }
        d += 1;
    }
    count + u64::from(a > 1)
}

/// Replaces the last number by one whose Ω is the xor of the others' (2^(k−j) · 3^j for a random
/// j, or 2^k, at most `max`), which makes the position a loss, where that xor k is in 1..=16 and
/// such a number fits; first drops numbers from the end while the xor of all but the last is
/// not in 1..=16 (and two or more are left).
fn balance(rng: &mut Rng, numbers: &mut Vec<u64>, max: u64) {
    let prefix = |numbers: &[u64]| {
        numbers[..numbers.len() - 1]
            .iter()
            .fold(0, |x, &a| x ^ omega(a))
    };
    while numbers.len() >= 2 && !(1..=16).contains(&prefix(numbers)) {
        numbers.pop();
    }
    if numbers.len() < 2 {
        return;
    }
    let k = prefix(numbers);
    let j = rng.range(0, k);
    let a = (1u64 << (k - j)) * 3u64.pow(j as u32);
    let last = numbers.len() - 1;
    if a <= max {
        numbers[last] = a;
    } else if 1u64 << k <= max {
        numbers[last] = 1 << k;
    }
}

/// The xor of `value` over the numbers, Anna's iff not 0.
fn xor_by(numbers: &[u64], value: impl Fn(u64) -> u64) -> String {
    winner(numbers.iter().fold(0, |x, &a| x ^ value(a)) != 0)
}

/// The value a known-wrong solution's table reaches (the judge's 10^5 misread as 10^4).
const MISREAD_VALUE: u64 = 10_000;

impl Game for Abc368F {
    type Case = Vec<u64>;
    const ID: &'static str = "abc368_f";
    const SOLVE: SolveFn = |input, out| abc368_f::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::AtCoder, 2, 1024);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<u64>]) -> String {
        cases.iter().map(|row| render_counted(row)).collect()
    }

    fn validate(numbers: &Vec<u64>) -> Result<(), String> {
        within("N", numbers.len() as u64, 1..=abc368_f::MAX_NUMBERS)?;
        for &a in numbers {
            within("A_i", a, 2..=abc368_f::MAX_VALUE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, numbers: &Vec<u64>) -> String {
        winner(anna_wins(numbers))
    }

    /// Every position of one number up to 64, two up to 24 and three up to 12 (each at least 2).
    fn small_cases() -> Vec<Vec<u64>> {
        all_piles(&[(1, 64), (2, 24), (3, 12)])
            .into_iter()
            .filter(|numbers| numbers.iter().all(|&a| a >= 2))
            .collect()
    }

    /// 1 to 4 numbers up to 64, or 5 to 8 up to 12; half the time the last one balanced to a
    /// loss ([`balance`]).
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        let (n, top) = if rng.chance(1, 4) {
            (rng.range(5, 8), 12)
        } else {
            (rng.range(1, 4), 64)
        };
        let mut numbers: Vec<u64> = (0..n).map(|_| rng.range(2, top)).collect();
        if rng.chance(1, 2) {
            balance(rng, &mut numbers, top);
        }
        numbers
    }

    /// N up to 10^5 (the maximum often); the numbers uniform in 2..=10^5, log-uniform, or
    /// powers of 2 and 3 and their products (large Ω); two times in three balanced to a loss
    /// ([`balance`]).
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, abc368_f::MAX_NUMBERS);
        let max = abc368_f::MAX_VALUE;
        let shape = rng.below(3);
        let mut numbers: Vec<u64> = (0..n)
            .map(|_| match shape {
                0 => rng.range(2, max),
                1 => rng.log_uniform(2, max),
                _ => {
                    let a = 1u64 << rng.range(0, 16);
                    let b = 3u64.pow(rng.range(0, 10) as u32);
                    (a * b).min(max).max(2)
                }
            })
            .collect();
        if rng.chance(2, 3) {
            balance(rng, &mut numbers, max);
        }
        numbers
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_one_counted(input)
    }

    /// Fewer numbers, then each smaller (down to 2).
    fn shrink(numbers: &Vec<u64>) -> Vec<Vec<u64>> {
        shrink_piles(numbers, 2)
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "distinct prime factors (ω) instead of counted with multiplicity (Ω)",
                answer: |_, numbers| {
                    xor_by(numbers, |mut a| {
                        let (mut count, mut d) = (0, 2);
                        while d * d <= a {
                            if a.is_multiple_of(d) {
                                count += 1;
                                while a.is_multiple_of(d) {
                                    a /= d;
                                }
                            }
                            d += 1;
                        }
                        count + u64::from(a > 1)
                    })
                },
            },
            Wrong {
                name: "parity of N: Anna iff N is odd",
                answer: |_, numbers| winner(numbers.len() % 2 == 1),
            },
            Wrong {
                name: "Nim on the numbers themselves: the xor of the A_i",
                answer: |_, numbers| xor_by(numbers, |a| a),
            },
            Wrong {
                name: "Ω tabulated to 10^4 (numbers past it read as Ω 0 from the zeroed memory)",
                answer: |_, numbers| {
                    let table = game_core::primes::omega_table(MISREAD_VALUE as usize + 1);
                    xor_by(numbers, |a| {
                        u64::from(table.get(a as usize).copied().unwrap_or(0))
                    })
                },
            },
        ]
    }

    /// N = 10^5 numbers near 10^5 with many prime factors (2^15 · 3 = 98304, 2^16 = 65536,
    /// 2^13 · 3^2 = 73728, 2^5 · 3^7 = 69984, and 10^5 itself): the table is built to 10^5.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(abc368_f::MAX_NUMBERS, 1000);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("N = {n} (judge maximum), numbers near 10^5 with many prime factors"),
            move |t, _| {
                const MANY_FACTORS: [u64; 5] = [98_304, 65_536, 73_728, 69_984, 100_000];
                t.line(&[n]);
                let numbers: Vec<u64> = (0..n as usize)
                    .map(|i| MANY_FACTORS[i % MANY_FACTORS.len()])
                    .collect();
                t.line(&numbers);
            },
        )]
    }
}
