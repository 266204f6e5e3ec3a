//! HDU 1517 A Multiplication Game: multiply `p` by 2..=9, whoever first makes `p ≥ n` wins.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{uniform_numbers, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of hdu1517.
pub struct Hdu1517;

/// The judge's range: `1 < n < 4294967295`.
const MIN_N: u64 = 2;
const MAX_N: u64 = 4_294_967_294;

thread_local! {
    /// The oracle's answers, by `n`: each target is searched once per thread.
    static ANSWERS: RefCell<HashMap<u64, bool>> = RefCell::new(HashMap::new());
}

/// Whether Stan (moving first from `p = 1`) wins with target `n`, by search over the products.
///
/// The position is the product `p` itself. A move multiplies it by 2..=9; every product `≥ n`
/// is bucketed into the one position `n` (the game is over: the player to move there has lost,
/// since the opponent reached the target). The positions searched are the products of 2..=9
/// below `n` (the 7-smooth numbers: 6623 below 2^32 − 2), so every `n` of the judge's range is
/// within reach.
fn stan_wins(n: u64) -> bool {
    if let Some(known) = ANSWERS.with(|answers| answers.borrow().get(&n).copied()) {
        return known;
    }
    let mut search = Search::new(|&p: &u64| -> Vec<u64> {
        if p >= n {
            return Vec::new();
        }
        (2..=9).map(|k| p.saturating_mul(k).min(n)).collect()
    });
    let wins = search
        .wins(&1)
        .expect("every move multiplies p by at least 2: no cycles");
    ANSWERS.with(|answers| answers.borrow_mut().insert(n, wins));
    wins
}

fn answer(stan: bool) -> String {
    if stan {
        "Stan wins.\n"
    } else {
        "Ollie wins.\n"
    }
    .to_string()
}

/// The interval ends `18^j` and `9·18^j` inside the judge's range, where the winner changes.
fn boundaries() -> Vec<u64> {
    let mut ends = Vec::new();
    let mut power = 1u64;
    while power <= MAX_N {
        ends.extend([power, 9 * power].into_iter().filter(|&e| e <= MAX_N));
        power *= 18;
    }
    ends
}

impl Game for Hdu1517 {
    type Case = u64;
    const ID: &'static str = "hdu1517";
    const SOLVE: SolveFn = |input, out| hdu1517::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 64);
    const MAX_CASES: usize = 100;

    fn render(cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn validate(&n: &u64) -> Result<(), String> {
        within("n", n, MIN_N..=MAX_N)
    }

    fn oracle(_: usize, &n: &u64) -> String {
        answer(stan_wins(n))
    }

    fn small_cases() -> Vec<u64> {
        let mut cases: Vec<u64> = (MIN_N..=400).collect();
        for end in boundaries() {
            cases.extend((end.saturating_sub(1)..=end + 1).filter(|&n| n > 400 && n <= MAX_N));
        }
        cases.extend([(1 << 31) - 1, 1 << 31, (1 << 31) + 1, MAX_N - 1, MAX_N]);
        cases
    }

    fn random_case(rng: &mut Rng) -> u64 {
        match rng.below(4) {
            // Past 2^31, where 32-bit arithmetic breaks.
            0 => rng.range(1 << 31, MAX_N),
            1 => rng.range(1_000_000_000, MAX_N),
            2 => {
                let end = *rng.pick(&boundaries());
                (end + rng.range(0, 2))
                    .saturating_sub(1)
                    .clamp(MIN_N, MAX_N)
            }
            _ => rng.log_uniform(MIN_N, MAX_N),
        }
    }

    /// The oracle reaches every `n` of the judge's range, so the random cases span it already
    /// (past 2^31 a quarter of the time); judge-sized files differ only in holding more of them.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        Self::random_case(rng)
    }

    fn parse(input: &str) -> Option<Vec<u64>> {
        Tokens::new(input).until_end(|tokens| tokens.value())
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        // n / 18 rounded both ways first: two rounds multiply p by 4 to 81, and the winner
        // repeats on the scale of 18 (see `boundaries`), so a failure often repeats there too.
        let mut smaller: Vec<u64> = [n / 18, n.div_ceil(18)]
            .into_iter()
            .filter(|&m| m >= MIN_N && m < n)
            .collect();
        smaller.extend(smaller_values(n, MIN_N));
        smaller.into_iter().unique().collect()
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        uniform_numbers(Self::ID, s, MIN_N, MAX_N, Framing::ToEnd)
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "×9 / ×2 simulation with the product p in 32 bits (wraps past 2^32)",
                answer: |_, &n| {
                    // Stan multiplies by 9, Ollie by 2, until p ≥ n; p is a u32 that wraps.
                    let mut p: u32 = 1;
                    for turn in 0..200 {
                        p = p.wrapping_mul(if turn % 2 == 0 { 9 } else { 2 });
                        if u64::from(p) >= n {
                            return answer(turn % 2 == 0);
                        }
                    }
                    answer(false)
                },
            },
            Wrong {
                name: "⌊n/18⌋ instead of ⌈n/18⌉",
                answer: |_, &n| {
                    let mut n = n;
                    while n > 18 {
                        n /= 18;
                    }
                    answer(n <= 9)
                },
            },
            Wrong {
                name: "the winner makes p > n (not p ≥ n)",
                answer: |_, &n| {
                    let mut n = n + 1;
                    while n > 18 {
                        n = (n - 1) / 18 + 1;
                    }
                    answer(n <= 9)
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_on_hand_derived_positions() {
        // (1, 9] Stan at once; (9, 18] every first move lets Ollie win; 162 = 9·18: Stan plays 9.
        assert!(stan_wins(2));
        assert!(stan_wins(9));
        assert!(!stan_wins(10));
        assert!(!stan_wins(17));
        assert!(!stan_wins(18));
        assert!(stan_wins(19));
        assert!(stan_wins(162));
        assert!(!stan_wins(163));
        assert!(stan_wins(34_012_226));
    }

    #[test]
    fn the_32_bit_simulation_is_caught_past_2_pow_31() {
        // p runs 9, 18, …, 612220032, then 9·612220032 wraps to 1215012992: for n just past it
        // the simulation lets Ollie reach 2430025984 ≥ n, but Stan wins (18^7 < n ≤ 9·18^7).
        let wrong = &Hdu1517::wrong_solutions()[0];
        let n = 2_200_000_000;
        assert_eq!((wrong.answer)(1, &n), "Ollie wins.\n");
        assert_eq!(Hdu1517::oracle(1, &n), "Stan wins.\n");
    }
}
