//! Codeforces 850 C, Arpa and a game with Mojtaba: a move chooses a prime power dividing some
//! of the numbers and divides each of those by it. The oracle plays the whole position from the
//! rules (the sorted list of the numbers above 1, every prime power dividing one of them a move,
//! found by trial division) with `game_core::sg::Search`, memoised across cases; it never splits
//! the game by prime nor looks at sets of exponents.

use super::piles::{parse_one_counted, render_counted, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of cf850c.
pub struct Cf850c;

type Position = Vec<u64>;
type PositionMoves = fn(&Position) -> Vec<Position>;

/// The position in canonical form: the 1s (no move touches them) dropped, the rest sorted.
fn canonical(mut numbers: Vec<u64>) -> Vec<u64> {
    numbers.retain(|&a| a > 1);
    numbers.sort_unstable();
    numbers
}

/// The rules: for every prime p dividing some number (found by trying every d ≥ 2 that leaves
/// no smaller factor) and every k ≥ 1 with p^k dividing some number, the numbers divisible by
/// p^k are divided by it.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn position_moves(numbers: &Position) -> Vec<Position> {
    let mut primes: Vec<u64> = Vec::new();
    for &a in numbers {
        let mut x = a;
        let mut d = 2;
        while x > 1 {
            if x % d == 0 {
                if !primes.contains(&d) {
                    primes.push(d);
                }
                while x % d == 0 {
                    x /= d;
                }
            }
            d += 1;
        }
    }
    let mut options = Vec::new();
    for p in primes {
        let mut power = p;
        while numbers.iter().any(|&a| a % power == 0) {
            let next = numbers
                .iter()
                .map(|&a| if a % power == 0 { a / power } else { a })
                .collect();
            options.push(canonical(next));
            power *= p;
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static POSITIONS: RefCell<Search<Position, PositionMoves>> =
        RefCell::new(Search::new(position_moves as PositionMoves));
}

/// Whether Mojtaba (the first player) wins, by search of the whole position. The numbers'
/// divisors make the positions: keep them few and small (up to 4 numbers of at most 4096, or 8
/// up to 64).
fn mojtaba_wins(numbers: &[u64]) -> bool {
    let start = canonical(numbers.to_vec());
    POSITIONS
        .with(|search| search.borrow_mut().wins(&start))
        .expect("no cycles: every move makes a number smaller")
}

fn winner(mojtaba: bool) -> String {
    format!("{}\n", cf850c::winner(mojtaba))
}

/// A number made of small primes with large exponents: 2^a · 3^b · 5^c at most `max`.
fn smooth(rng: &mut Rng, max: u64) -> u64 {
    let mut a = 1u64;
    for p in [2, 3, 5] {
        let e = rng.range(0, 64 / p);
        for _ in 0..e {
            if a * p > max {
                break;
            }
            a *= p;
        }
    }
    a
}

/// The xor over the primes of `value(exponent set)`, Mojtaba's iff not 0, with the numbers
/// factored by trial division by every d up to `divisors_to` (what is left taken as prime).
fn xor_by(numbers: &[u64], divisors_to: u64, value: impl Fn(u64) -> u64) -> String {
    let mut sets: Vec<(u64, u64)> = Vec::new();
    for &a in numbers {
        let mut x = a;
        let mut d = 2;
        let mut add = |p: u64, e: u32| match sets.iter_mut().find(|(q, _)| *q == p) {
            Some((_, mask)) => *mask |= 1 << e,
            None => sets.push((p, 1 << e)),
        };
        while d <= divisors_to && d * d <= x {
            let mut e = 0;
            while x % d == 0 {
                x /= d;
                e += 1;
            }
            if e > 0 {
                add(d, e);
            }
            d += 1;
        }
        if x > 1 {
            add(x, 1);
        }
    }
    winner(sets.iter().fold(0, |x, &(_, mask)| x ^ value(mask)) != 0)
}

/// The proven value of a set of exponents (core's search over the crate's move function), for
/// the known-wrong solution that factors badly.
fn set_value(mask: u64) -> u64 {
    u64::from(cf850c::ExponentGame::new().value(mask))
}

impl Game for Cf850c {
    type Case = Vec<u64>;
    const ID: &'static str = "cf850c";
    const SOLVE: SolveFn = |input, out| cf850c::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Codeforces, 256);
    const MAX_CASES: usize = 1;

    fn render(cases: &[Vec<u64>]) -> String {
        cases.iter().map(|row| render_counted(row)).collect()
    }

    fn validate(numbers: &Vec<u64>) -> Result<(), String> {
        within("n", numbers.len() as u64, 1..=cf850c::MAX_NUMBERS)?;
        for &a in numbers {
            within("a_i", a, 1..=cf850c::MAX_VALUE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, numbers: &Vec<u64>) -> String {
        winner(mojtaba_wins(numbers))
    }

    /// Every multiset of one number up to 300, two up to 64 and three up to 24.
    fn small_cases() -> Vec<Vec<u64>> {
        let mut cases: Vec<Vec<u64>> = (1..=300).map(|a| vec![a]).collect();
        for a in 1..=64 {
            cases.extend((a..=64).map(|b| vec![a, b]));
        }
        for a in 1..=24 {
            for b in a..=24 {
                cases.extend((b..=24).map(|c| vec![a, b, c]));
            }
        }
        cases
    }

    /// 1 to 4 numbers: up to 4096 made of 2, 3 and 5 (large exponents), or uniform up to 1000;
    /// or 5 to 8 numbers up to 64.
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        if rng.chance(1, 4) {
            let n = rng.range(5, 8);
            return (0..n).map(|_| rng.range(1, 64)).collect();
        }
        let n = rng.range(1, 4);
        (0..n)
            .map(|_| {
                if rng.chance(2, 3) {
                    smooth(rng, 4096)
                } else {
                    rng.range(1, 1000)
                }
            })
            .collect()
    }

    /// n up to 100 (the maximum often): numbers uniform in 1..=10^9, log-uniform, powers of
    /// one small prime (many exponents of it), or made of 2, 3 and 5; then an odd number of
    /// them (up to an eighth) replaced by products of two primes between 1000 and √(10^9)
    /// (squares among them), which a factorisation that stops early takes for primes.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        let n = rng.sized(1, cf850c::MAX_NUMBERS);
        let max = cf850c::MAX_VALUE;
        let shape = rng.below(4);
        let large_primes: Vec<u64> = game_core::primes::primes_below(31_623)
            .into_iter()
            .filter(|&p| p > 1000)
            .map(u64::from)
            .collect();
        let mut numbers: Vec<u64> = (0..n)
            .map(|_| match shape {
                0 => rng.range(1, max),
                1 => rng.log_uniform(1, max),
                2 => {
                    let p = *rng.pick(&[2u64, 3, 5, 7]);
                    let top = (max as f64).log(p as f64) as u64;
                    p.pow(rng.range(1, top) as u32)
                }
                _ => smooth(rng, max),
            })
            .collect();
        let products = 2 * rng.range(0, n / 16) + 1;
        for a in numbers.iter_mut().take(products as usize) {
            *a = *rng.pick(&large_primes) * *rng.pick(&large_primes);
        }
        numbers
    }

    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        parse_one_counted(input)
    }

    /// Fewer numbers, then each one divided by one of its prime factors or made smaller.
    fn shrink(numbers: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut smaller = without_parts(numbers);
        for (i, &a) in numbers.iter().enumerate() {
            let divided = (2..=a.min(1000)).filter(|d| a % d == 0).map(|d| a / d);
            for b in divided.take(3).chain(smaller_values(a, 1)) {
                let mut next = numbers.clone();
                next[i] = b;
                smaller.push(next);
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "Nim on Ω: each number a heap of its prime factors with multiplicity",
                answer: |_, numbers| {
                    let omega = |a: u64| {
                        let (mut x, mut d, mut count) = (a, 2, 0);
                        while d * d <= x {
                            while x % d == 0 {
                                x /= d;
                                count += 1;
                            }
                            d += 1;
                        }
                        count + u64::from(x > 1)
                    };
                    winner(numbers.iter().fold(0, |x, &a| x ^ omega(a)) != 0)
                },
            },
            Wrong {
                name: "each prime worth the parity of its count of distinct exponents",
                answer: |_, numbers| xor_by(numbers, u64::MAX, |mask| u64::from(mask.count_ones() % 2)),
            },
            Wrong {
                name: "each prime a Nim heap of its largest exponent",
                answer: |_, numbers| xor_by(numbers, u64::MAX, |mask| u64::from(63 - mask.leading_zeros())),
            },
            Wrong {
                name: "trial division only up to 1000 (a product of two larger primes read as one prime)",
                answer: |_, numbers| xor_by(numbers, 1000, set_value),
            },
        ]
    }

    /// n = 100 (the judge's maximum): 2^e for a set of 12 exponents whose game reaches 3613
    /// sets (the most a hill climb over sets below 2^30 found), the primes near 10^9 (trial
    /// division to the end of the sieve), and squares of the largest primes below √(10^9).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(cf850c::MAX_NUMBERS, 20) as usize;
        let what = format!(
            "n = {n} (judge maximum): powers of 2 with 12 exponents (a game of 3613 sets), \
             primes near 10^9, squares of primes near 31 622"
        );
        vec![Input::new(Self::ID, Kind::Worst, what, move |t, _| {
            const EXPONENTS: u64 = 0b110111100000111111000000000000;
            const PRIMES: [u64; 3] = [999_999_937, 999_999_929, 999_999_893];
            const ROOTS: [u64; 3] = [31_607, 31_601, 31_583];
            let mut numbers: Vec<u64> = (1..30)
                .filter(|e| EXPONENTS >> e & 1 == 1)
                .map(|e| 1 << e)
                .collect();
            let mut i = 0;
            while numbers.len() < n {
                numbers.push(match i % 2 {
                    0 => PRIMES[i / 2 % 3],
                    _ => ROOTS[i / 2 % 3] * ROOTS[i / 2 % 3],
                });
                i += 1;
            }
            numbers.truncate(n);
            t.line(&[n as u64]);
            t.line(&numbers);
        })]
    }
}
