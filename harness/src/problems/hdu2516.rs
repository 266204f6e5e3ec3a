//! HDU 2516 取石子游戏: Fibonacci Nim.

use super::piles::smaller_values;
use super::render::zero_terminated;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use hdu2516::FIBONACCI;
use std::cell::RefCell;

/// The registration of hdu2516.
pub struct Hdu2516;

/// The judge's largest `n` (`n < 2^31`).
const MAX_N: u64 = (1 << 31) - 1;

/// The oracle's largest `n`: it searches about n²/2 positions and n³/6 moves.
const ORACLE_MAX_N: u64 = 240;

/// A position: stones left, largest take allowed (kept at most the stones left, which allows the
/// same moves). The first move's rule, any number but not all, is the position `(n, n − 1)`.
type Position = (u64, u64);
type FibSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The rules: take `k ∈ 1..=cap`; the opponent may then take up to `2k`. With no stone left the
/// player to move has lost (the opponent took the last one).
fn options(&(left, cap): &Position) -> Vec<Position> {
    (1..=cap.min(left))
        .map(|k| {
            let rest = left - k;
            (rest, (2 * k).min(rest))
        })
        .collect()
}

thread_local! {
    /// One memo per thread, shared by every call: each position is searched once.
    static FIB: RefCell<FibSearch> = RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

/// Whether the first player wins from a pile of `n ≥ 2`, by search.
fn first_wins(n: u64) -> bool {
    FIB.with(|search| search.borrow_mut().wins(&(n, n - 1)))
        .expect("every move removes a stone: no cycles")
}

fn answer(first: bool) -> String {
    if first { "First win\n" } else { "Second win\n" }.to_string()
}

/// Fibonacci numbers from 2, generated the way the rules' analysis names them; only used to aim
/// the random cases at the interesting piles (the oracle does not use them).
fn fibonacci_up_to(top: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut list = Vec::new();
    while b <= top {
        list.push(b);
        (a, b) = (b, a + b);
    }
    list
}

/// The first `N` Fibonacci numbers 1, 1, 2, 3, …: the table a known-wrong solution sizes too
/// small. O(N).
fn first_fibonacci<const N: usize>() -> [u64; N] {
    let mut f = [1u64; N];
    for i in 2..N {
        f[i] = f[i - 1] + f[i - 2];
    }
    f
}

impl Game for Hdu2516 {
    type Case = u64;
    const ID: &'static str = "hdu2516";
    const SOLVE: SolveFn = |input, out| hdu2516::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[u64]) -> String {
        zero_terminated(cases, |n| format!("{n}\n"))
    }

    fn validate(&n: &u64) -> Result<(), String> {
        within("n", n, 2..=MAX_N)
    }

    fn oracle(_: usize, &n: &u64) -> String {
        answer(first_wins(n))
    }

    fn small_cases() -> Vec<u64> {
        (2..=100).collect()
    }

    fn random_case(rng: &mut Rng) -> u64 {
        if rng.chance(1, 2) {
            let near = *rng.pick(&fibonacci_up_to(ORACLE_MAX_N));
            (near + rng.range(0, 2))
                .saturating_sub(1)
                .clamp(2, ORACLE_MAX_N)
        } else {
            rng.range(2, ORACLE_MAX_N)
        }
    }

    /// n over the whole of 2..=2^31 − 1 (the maximum a quarter of the time); half of the time
    /// a Fibonacci number from 2 to F(46) = 1836311903, the largest below 2^31 (a quarter of
    /// those), or one next to it: losses, and the wins around them.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        if rng.chance(1, 2) {
            let below = FIBONACCI.iter().filter(|&&f| f <= MAX_N).count() as u64;
            let fibonacci = FIBONACCI[rng.sized(1, below - 1) as usize];
            match rng.below(4) {
                0 => fibonacci - 1,
                1 => fibonacci + 1,
                _ => fibonacci,
            }
            .clamp(2, MAX_N)
        } else {
            rng.sized(2, MAX_N)
        }
    }

    /// One n per token, to a `0` or the end of the input. O(tokens).
    fn parse(input: &str) -> Option<Vec<u64>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        while !tokens.is_done() {
            match tokens.value()? {
                0 => break,
                n => cases.push(n),
            }
        }
        Some(cases)
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        smaller_values(n, 2)
    }

    /// n < 2^31, half of them Fibonacci numbers ≥ 2 (losing), half uniform.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = "n < 2^31, half of them Fibonacci numbers (losing), half uniform";
        per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            what,
            Framing::Terminated(&[0]),
            |t, r| {
                let n = if r.chance(1, 2) {
                    // FIBONACCI[1] = 2 … FIBONACCI[44] = 1836311903 < 2^31.
                    FIBONACCI[r.range(1, 44) as usize]
                } else {
                    r.range(2, MAX_N)
                };
                t.line(&[n]);
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "the first move may take every stone (First win always)",
                answer: |_, _| answer(true),
            },
            Wrong {
                name: "Fibonacci list started at 1, 3 (Lucas numbers 1, 3, 4, 7, 11, …)",
                answer: |_, &n| {
                    let (mut a, mut b) = (1u64, 3u64);
                    while b < n {
                        (a, b) = (b, a + b);
                    }
                    answer(!(a == n || b == n))
                },
            },
            Wrong {
                name: "list of the first 12 Fibonacci numbers only (1, 1, 2, …, 144)",
                answer: |_, &n| answer(!first_fibonacci::<12>().contains(&n)),
            },
            Wrong {
                name: "table of the first 40 Fibonacci numbers (to 102334155: n read as < 10^8)",
                answer: |_, &n| answer(!first_fibonacci::<40>().contains(&n)),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_on_hand_derived_positions() {
        // 2: the first move must take 1. 4: take 1, leaving 3 with a cap of 2.
        assert!(!first_wins(2));
        assert!(!first_wins(3));
        assert!(first_wins(4));
        assert!(!first_wins(5));
        assert!(!first_wins(13));
        assert!(first_wins(14));
        // The first move's rule is the position (n, n − 1): from (2, 1) the only move leaves
        // (1, 1), from which the opponent takes the last stone.
        assert_eq!(options(&(2, 1)), [(1, 1)]);
        assert_eq!(options(&(5, 2)), [(4, 2), (3, 3)]);
    }
}
