//! Codeforces 150 A (= 151 C) Win or Freeze (a special judge: any winning first move is
//! accepted). A move writes a non-trivial divisor of the last number written (neither 1 nor the
//! number itself); the player who cannot move **wins**. Print `2` if the second player wins;
//! otherwise `1` and a winning first move (`0` if the first player cannot move at all).
//!
//! The player to move loses exactly when the number has two prime factors counted with
//! multiplicity (Ω = 2; the crate's README proves it), and the winning moves are the divisors
//! with Ω = 2. Found by trial division up to cube roots and a deterministic Miller–Rabin test,
//! so every q up to 2^64 − 1 is answered in at most about 2.6·10^6 divisions (21 544 for the
//! judge's 10^13); memory O(1).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest q (its smallest is 1): used by the harness's validator, generators and
/// benchmark; [`solve`] answers any q up to 2^64 − 1.
pub const MAX_Q: u64 = 10_000_000_000_000;

/// The outcome of the game from q, for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// No non-trivial divisor (q = 1 or q prime): the player to move cannot move and wins.
    NoMove,
    /// Ω(q) = 2: every move writes a prime, where the opponent cannot move and wins.
    Loses,
    /// Ω(q) ≥ 3: this move (a divisor with Ω = 2) wins.
    Wins(u64),
}

/// (a · b) mod m without overflow. O(1).
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

/// base^exp mod m. O(log exp).
fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut result = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul_mod(result, base, m);
        }
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    result
}

/// Whether n is prime: Miller–Rabin with the first twelve primes as bases, which is exact for
/// every n < 3.3·10^24, so for every u64. O(log n) multiplications a base.
///
/// ```
/// assert!(cf150a::is_prime(2) && cf150a::is_prime(1_000_000_007));
/// assert!(!cf150a::is_prime(1) && !cf150a::is_prime(3_215_031_751));
/// assert!(cf150a::is_prime(18_446_744_073_709_551_557));
/// ```
pub fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let odd = (n - 1) >> (n - 1).trailing_zeros();
    let twos = (n - 1).trailing_zeros();
    BASES.iter().all(|&a| {
        let mut x = pow_mod(a, odd, n);
        if x == 1 || x == n - 1 {
            return true;
        }
        for _ in 1..twos {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                return true;
            }
        }
        false
    })
}

/// The smallest divisor d ≥ 2 of x with d³ ≤ x, if there is one (it is then prime). O(∛x).
fn factor_below_cube_root(x: u64) -> Option<u64> {
    (2..).take_while(|&d| d <= x / d / d).find(|&d| x % d == 0)
}

/// The game from q: who wins, and a winning move.
///
/// If no prime p ≤ ∛q divides q, every prime factor is above ∛q, so there are at most two
/// (Ω(q) ≤ 2), and a composite q has Ω = 2. Otherwise, with p the smallest prime factor and
/// r = q / p, Ω(q) = 2 iff r is prime; if not, r's smallest prime factor p₂ ≤ ∛r gives the move
/// p·p₂, and if r has none, r itself has Ω = 2 and is the move. O(∛q) divisions and three
/// Miller–Rabin tests.
///
/// ```
/// use cf150a::{outcome, Outcome};
/// assert_eq!(outcome(1), Outcome::NoMove);
/// assert_eq!(outcome(6), Outcome::Loses);
/// // 30 = 2 · 15, and 15 has no factor up to its cube root: 15 itself (Ω = 2) is the move.
/// assert_eq!(outcome(30), Outcome::Wins(15));
/// assert_eq!(outcome(60), Outcome::Wins(4));
/// ```
pub fn outcome(q: u64) -> Outcome {
    if q == 1 || is_prime(q) {
        return Outcome::NoMove;
    }
    let Some(p) = factor_below_cube_root(q) else {
        return Outcome::Loses;
    };
    let r = q / p;
    if is_prime(r) {
        return Outcome::Loses;
    }
    match factor_below_cube_root(r) {
        Some(p2) => Outcome::Wins(p * p2),
        None => Outcome::Wins(r),
    }
}

/// What [`solve`] expects after q.
pub const END: &str = "the end of the input (it holds one number q)";

/// Solves the input: one number q (1..=2^64 − 1) in any whitespace, then nothing. Prints `2`,
/// or `1` and the winning move (`0` if there is no move). See [`outcome`] for the cost.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let q = input.u64("a number q", 1..=u64::MAX)?;
    match outcome(q) {
        Outcome::Loses => out.line("2")?,
        Outcome::NoMove => out.line("1\n0")?,
        Outcome::Wins(d) => {
            out.line("1")?;
            out.u64(d)?;
            out.newline()?;
        }
    }
    input.end(END)
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// Ω(x) by trial division, for the tests.
    fn omega(mut x: u64) -> u32 {
        let mut count = 0;
        let mut d = 2;
        while d * d <= x {
            while x % d == 0 {
                x /= d;
                count += 1;
            }
            d += 1;
        }
        count + u32::from(x > 1)
    }

    #[test]
    fn primality_agrees_with_trial_division() {
        for n in 0..20_000 {
            assert_eq!(is_prime(n), n >= 2 && omega(n) == 1, "{n}");
        }
        // Strong pseudoprimes to several bases, and squares of primes.
        for n in [
            3_215_031_751,
            2_152_302_898_747,
            341_550_071_728_321,
            1_000_003 * 1_000_003,
        ] {
            assert!(!is_prime(n), "{n}");
        }
        assert!(is_prime(999_999_999_989) && is_prime(9_999_999_999_971));
        assert!(!is_prime(u64::MAX));
    }

    /// pow_mod by its definition, where `is_prime` never asks: exponent 0 (its exponents are
    /// odd) and a base above the modulus (its bases are below 38).
    #[test]
    fn pow_mod_by_its_definition() {
        assert_eq!(pow_mod(5, 0, 7), 1);
        assert_eq!(pow_mod(5, 0, 1), 0);
        assert_eq!(pow_mod(u64::MAX, 1, u64::MAX - 1), 1);
        // u64::MAX ≡ 5 (mod 10), and 5³ = 125 ≡ 5.
        assert_eq!(pow_mod(u64::MAX, 3, 10), 5);
        assert_eq!(pow_mod(3, 5, 1000), 243);
    }

    #[test]
    fn the_outcome_follows_omega_and_the_move_has_two_prime_factors() {
        for q in 1..5000u64 {
            match (outcome(q), omega(q)) {
                (Outcome::NoMove, 0 | 1) | (Outcome::Loses, 2) => {}
                (Outcome::Wins(d), w) if w >= 3 => {
                    assert!(q % d == 0 && d > 1 && d < q && omega(d) == 2, "{q}: {d}");
                }
                (got, w) => panic!("{q} (Ω = {w}): {got:?}"),
            }
        }
        // Large cofactors: a prime above the cube root, two primes above it, a prime square.
        assert_eq!(outcome(2 * 999_999_999_989), Outcome::Loses);
        assert_eq!(outcome(2 * 3 * 1_666_666_666_669), Outcome::Wins(6));
        assert_eq!(
            outcome(7 * 1_000_003 * 1_000_033),
            Outcome::Wins(1_000_003 * 1_000_033)
        );
        assert_eq!(outcome(3_162_277 * 3_162_277), Outcome::Loses);
        assert_eq!(outcome(u64::MAX), Outcome::Wins(15));
        assert_eq!(outcome(18_446_744_073_709_551_557), Outcome::NoMove);
    }

    #[test]
    fn one_number_then_the_end() {
        assert_eq!(run_text(solve, "30\n"), ("1\n15\n".to_string(), None));
        assert_eq!(run_text(solve, " 6 "), ("2\n".to_string(), None));
        assert_eq!(
            run_text(solve, "1\n2\n"),
            (
                "1\n0\n".to_string(),
                Some(
                    "line 2, column 1: expected the end of the input (it holds one number q), \
                     found \"2\""
                        .to_string()
                )
            )
        );
        assert_eq!(
            run_text(solve, "0"),
            (
                String::new(),
                Some("line 1, column 1: expected a number q (1..=2^64-1), found \"0\"".to_string())
            )
        );
    }
}
