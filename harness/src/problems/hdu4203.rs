//! HDU 4203 Doubloon Game: S coins, a move takes a power of K (1, K, K², …), the last coin
//! wins; print the smallest winning first move, or 0.
//!
//! The oracle plays the pile from the rules: core's `sg::subtraction_wins` over the moves
//! "every power of K up to S" gives each pile up to S as won or lost, and the answer is the
//! smallest power whose remainder is lost. No residues, no parity. Its reach: piles up to 3000
//! (every K); judge-sized piles (to 2^31 − 1) are answered by the crate's proven rule.

use super::piles::shrink_pair;
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::subtraction_wins;
use hdu4203::{MAX_CASES, MAX_VALUE};

/// The registration of hdu4203.
pub struct Hdu4203;

/// A case: the coins S and the base K.
type Case = (u64, u64);

/// The largest pile of a random case (the oracle's reach).
const MOST_COINS: u64 = 3000;

/// Every power of `base` up to `coins`, each once (K = 1 has the single power 1).
fn powers_up_to(coins: u64, base: u64) -> Vec<u64> {
    let next = |&power: &u64| (base > 1).then(|| power.checked_mul(base)).flatten();
    std::iter::successors(Some(1), next)
        .take_while(|&power| power <= coins)
        .collect()
}

fn answer(coins: u64) -> String {
    format!("{coins}\n")
}

/// The rule-based wrong answers below: r = S mod (K + 1) (K + 1 ≤ 2^31 at the judge's sizes).
fn residue((coins, base): Case) -> u64 {
    coins % (base + 1)
}

impl Game for Hdu4203 {
    type Case = Case;
    const ID: &'static str = "hdu4203";
    const SOLVE: SolveFn = |input, out| hdu4203::solve(input, out);
    // Not found (README): HDU's usual 1000 ms (others) and 32 MB assumed.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32)
        .assumed("the statement was not found: HDU's usual 1000 ms and 32 MB");
    const MAX_CASES: usize = MAX_CASES as usize;

    fn render(cases: &[Case]) -> String {
        counted_cases(cases, |(coins, base)| format!("{coins} {base}\n"))
    }

    fn validate(&(coins, base): &Case) -> Result<(), String> {
        within("S", coins, 1..=MAX_VALUE)?;
        within("K", base, 1..=MAX_VALUE)
    }

    fn oracle(_: usize, &(coins, base): &Case) -> String {
        let powers = powers_up_to(coins, base);
        let moves: Vec<usize> = powers.iter().map(|&p| p as usize).collect();
        let wins = subtraction_wins(&moves, coins as usize + 1);
        let first = powers.into_iter().find(|&p| !wins[(coins - p) as usize]);
        answer(first.unwrap_or(0))
    }

    fn small_cases() -> Vec<Case> {
        (1..=40)
            .flat_map(|coins| (1..=40).map(move |base| (coins, base)))
            .collect()
    }

    /// A pile up to 3000 and a base up to 60 (sometimes past the pile); half the time the pile
    /// is moved to the residue K (mod K + 1), where only the move K wins.
    fn random_case(rng: &mut Rng) -> Case {
        let coins = rng.log_uniform(1, MOST_COINS);
        let base = match rng.below(3) {
            0 => rng.range(1, 60),
            1 => 2 * rng.range(1, 30),
            _ => rng.log_uniform(1, MOST_COINS),
        };
        if rng.chance(1, 2) {
            let lower = coins - coins % (base + 1);
            return ((lower + base).min(MOST_COINS), base);
        }
        (coins, base)
    }

    /// S and K anywhere in 1..=2^31 − 1, the maximum often; half the time S moved to the
    /// residue K (mod K + 1) when it fits.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let (coins, base) = (rng.sized(1, MAX_VALUE), rng.sized(1, MAX_VALUE));
        let moved = coins - coins % (base + 1) + base;
        if moved <= MAX_VALUE && rng.chance(1, 2) {
            return (moved, base);
        }
        (coins, base)
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        Tokens::new(input).counted(|t| Some((t.value()?, t.value()?)))
    }

    fn shrink(&case: &Case) -> Vec<Case> {
        shrink_pair(case, 1)
    }

    /// T = 10 000 (assumed judge max) cases of S, K near 2^31.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let cases = s.pick(MAX_CASES, 5);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("T = {cases} (assumed judge max) cases of S, K ≤ 2^31 − 1"),
            move |t, r| {
                t.line(&[cases]);
                for _ in 0..cases {
                    let low = MAX_VALUE / 2;
                    t.line(&[r.range(low, MAX_VALUE), r.range(low, MAX_VALUE)]);
                }
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "the parity of S mod (K + 1) alone (the residue K is called a loss)",
                answer: |_, &case| answer(residue(case) % 2),
            },
            Wrong {
                name: "the residue rule for every K (an odd K's residue K answered K, not 1)",
                answer: |_, &(coins, base)| {
                    let r = residue((coins, base));
                    answer(if r == base { base } else { r % 2 })
                },
            },
            Wrong {
                name: "Bash's move: take S mod (K + 1) coins (not always a power of K)",
                answer: |_, &case| answer(residue(case)),
            },
            Wrong {
                name: "a table of 10 000 piles indexed by S mod 10 000 (as SG templates size it)",
                answer: |_, &(coins, base)| {
                    answer(hdu4203::smallest_winning_move(coins % 10_000, base))
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_on_hand_derived_piles() {
        // K = 2: 1 → take 1; 2 → take 2 (taking 1 leaves 1, a win); 3 → lost (1 or 2 leave a
        // win); 8 = 2 mod 3 → take 2; 9 → lost.
        for (case, expected) in [
            ((1, 2), 1),
            ((2, 2), 2),
            ((3, 2), 0),
            ((8, 2), 2),
            ((9, 2), 0),
        ] {
            assert_eq!(Hdu4203::oracle(1, &case), answer(expected), "{case:?}");
        }
        // K = 3: all powers odd, S odd wins by 1; K = 1 the same.
        assert_eq!(Hdu4203::oracle(1, &(27, 3)), answer(1));
        assert_eq!(Hdu4203::oracle(1, &(28, 1)), answer(0));
        assert_eq!(powers_up_to(100, 3), [1, 3, 9, 27, 81]);
        assert_eq!(powers_up_to(100, 1), [1]);
    }
}
