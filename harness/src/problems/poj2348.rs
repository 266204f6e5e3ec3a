//! POJ 2348 / HDU 1525: Euclid's game.

use super::euclid::{
    from_quotients, options, ordered, quotient_sum, ratio_shrinks, Pair, MAX_OPTIONS,
};
use super::piles::shrink_pair;
use crate::game::{Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use hdu2516::FIBONACCI;
use std::cell::RefCell;

/// The registration of poj2348.
pub struct Poj2348;

type EuclidSearch = Search<Pair, fn(&Pair) -> Vec<Pair>>;

/// The judge's largest number (the crate answers every pair of positive u64).
const JUDGE_MAX: u64 = (1 << 31) - 1;

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static EUCLID: RefCell<EuclidSearch> =
        RefCell::new(Search::new(options as fn(&Pair) -> Vec<Pair>));
}

/// Whether the player to move wins from `(a, b)`, by memoised search over the rules.
fn search_wins(a: u64, b: u64) -> bool {
    EUCLID
        .with(|s| s.borrow_mut().wins(&ordered(a, b)))
        .expect("every move lowers a number: no cycles")
}

fn answer(stan: bool) -> String {
    if stan { "Stan wins\n" } else { "Ollie wins\n" }.to_string()
}

impl Game for Poj2348 {
    type Case = Pair;
    const ID: &'static str = "poj2348";
    const SOLVE: SolveFn = |input, out| poj2348::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    const MAX_CASES: usize = 1000;

    fn render(cases: &[Pair]) -> String {
        let mut text = String::new();
        for (a, b) in cases {
            text += &format!("{a} {b}\n");
        }
        text + "0 0\n"
    }

    fn validate(&(a, b): &Pair) -> Result<(), String> {
        // The judge's numbers are below 2^31; the statement asks for every pair of positive u64.
        // (The oracle's reach, small quotients, is the generators' and the shrinker's concern.)
        if a == 0 || b == 0 {
            return Err(format!("({a}, {b}): both numbers must be positive"));
        }
        Ok(())
    }

    fn oracle(_: usize, &(a, b): &Pair) -> String {
        answer(search_wins(a, b))
    }

    fn small_cases() -> Vec<Pair> {
        let mut cases = Vec::new();
        for a in 1..=40 {
            for b in 1..=40 {
                cases.push((a, b));
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Pair {
        let (a, b) = if rng.chance(1, 4) {
            (rng.range(1, 300), rng.range(1, 300))
        } else {
            // Small quotients, scaled by a large factor: huge numbers the search still reaches.
            // Half the time the first quotient is 1, so the smaller number is more than half the
            // larger, and above 2^63 when the larger is near the top.
            let len = rng.range(1, 6) as usize;
            let mut quotients: Vec<u64> = (0..len).map(|_| rng.range(1, 4)).collect();
            if rng.chance(1, 2) {
                quotients[0] = 1;
            }
            if len > 1 && quotients[len - 1] == 1 {
                quotients[len - 1] = 2;
            }
            let (p, q) = from_quotients(&quotients);
            let most = u64::MAX / p;
            let g = if rng.chance(1, 2) {
                most - rng.range(0, most.min(1000) - 1)
            } else {
                rng.log_uniform(1, most)
            };
            (p * g, q * g)
        };
        if rng.chance(1, 2) {
            (a, b)
        } else {
            (b, a)
        }
    }

    /// Pairs below the judge's 2^31, either order: half the time c · (F(k + 1), F(k)), the
    /// ratios nearest φ and the longest forced chains, with k and then c `sized` (F(46) and
    /// F(45), the largest below 2^31, a quarter of the time); otherwise both numbers `sized` in
    /// 1..2^31 (large quotients, far past the oracle's reach, such as (2^31 − 1, 1)).
    fn judge_sized_case(rng: &mut Rng) -> Pair {
        let (a, b) = if rng.chance(1, 2) {
            // FIBONACCI[i] = F(i + 2): F(46) = FIBONACCI[44] is the last below 2^31.
            let i = rng.sized(1, 44) as usize;
            let (high, low) = (FIBONACCI[i], FIBONACCI[i - 1]);
            let c = rng.sized(1, JUDGE_MAX / high);
            (c * high, c * low)
        } else {
            (rng.sized(1, JUDGE_MAX), rng.sized(1, JUDGE_MAX))
        };
        if rng.chance(1, 2) {
            (a, b)
        } else {
            (b, a)
        }
    }

    /// Pairs `a b` up to the pair `0 0`.
    fn parse(input: &str) -> Option<Vec<Pair>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        loop {
            let pair = (tokens.value()?, tokens.value()?);
            if pair == (0, 0) {
                return Some(cases);
            }
            cases.push(pair);
        }
    }

    fn shrink(&(a, b): &Pair) -> Vec<Pair> {
        // The game depends on the ratio only: a pair is g · (p, q), p / q = [q0; q1, …]. Shrink
        // the scale g, then each quotient (or drop it); numbers in the judge's range also
        // shrink one at a time (above it, such steps almost never keep the quotients small
        // enough for the oracle, and only cost time).
        let mut candidates = ratio_shrinks((a, b));
        if a.max(b) <= JUDGE_MAX {
            candidates.extend(shrink_pair((a, b), 1));
        }
        candidates
            .into_iter()
            .filter(|&(x, y)| {
                x > 0 && y > 0 && u128::from(x) + u128::from(y) < u128::from(a) + u128::from(b)
            })
            .filter(|&(x, y)| quotient_sum(x, y) <= MAX_OPTIONS)
            .collect()
    }

    /// Pairs c·(F(k+1), F(k)) < 2^31 for k in 20..=45, either order: the longest forced chains.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = "pairs < 2^31 that are multiples of consecutive Fibonacci numbers (up to 45 forced moves each)";
        per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            what,
            Framing::Terminated(&[0, 0]),
            |t, r| {
                // FIBONACCI[i] = F(i + 2): F(21) … F(46) < 2^31.
                let i = r.range(19, 44) as usize;
                let (high, low) = (FIBONACCI[i], FIBONACCI[i - 1]);
                let c = r.range(1, JUDGE_MAX / high);
                if r.chance(1, 2) {
                    t.line(&[c * high, c * low]);
                } else {
                    t.line(&[c * low, c * high]);
                }
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Pair>> {
        vec![
            Wrong {
                name: "`big >= 2 * small` with a wrapping 2 * small",
                answer: |_, &(a, b)| {
                    let (mut big, mut small) = ordered(a, b);
                    let mut stan = true;
                    while big % small != 0 && big < small.wrapping_mul(2) {
                        (big, small) = (small, big - small);
                        stan = !stan;
                    }
                    answer(stan)
                },
            },
            Wrong {
                name: "no `small divides big` test: the move making 0 counted as a forced step",
                answer: |_, &(a, b)| {
                    let (mut big, mut small) = ordered(a, b);
                    let mut steps = 0u32;
                    while small > 0 && big - small < small {
                        (big, small) = ordered(big - small, small);
                        steps += 1;
                    }
                    answer(steps.is_multiple_of(2))
                },
            },
            Wrong {
                name: "the golden-ratio rule in doubles: Stan iff big == small or big / small > φ",
                answer: |_, &(a, b)| {
                    let (big, small) = ordered(a, b);
                    let phi = (1.0 + 5f64.sqrt()) / 2.0;
                    answer(big == small || big as f64 / small as f64 > phi)
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
        assert!(search_wins(1, 1));
        assert!(!search_wins(3, 2));
        assert!(search_wins(5, 3));
        assert!(search_wins(34, 12));
        assert!(!search_wins(15, 24));
        // (3g, 2g) → (2g, g) only, where the opponent makes 0; 2g is above 2^63.
        let g = u64::MAX / 3;
        assert!(!search_wins(3 * g, 2 * g));
        assert!(search_wins(2 * g, g));
    }
}
