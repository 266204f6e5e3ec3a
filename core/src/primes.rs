//! Primes: one sieve of Eratosthenes ([`primes_below`]); Ω, the number of prime factors counted
//! with multiplicity, for every number of a range, by the linear sieve ([`omega_table`]); and
//! the factorisation of one number by trial division ([`factorize`]).

/// Every prime below `n`, ascending: the sieve of Eratosthenes (each prime p crosses out its
/// multiples from p², so what stays uncrossed is prime). O(n log log n) time, n bytes of
/// scratch, 4 bytes a prime kept; `n` up to 2^32 (a prime is a `u32`).
///
/// ```
/// use game_core::primes::primes_below;
///
/// assert_eq!(primes_below(20), [2, 3, 5, 7, 11, 13, 17, 19]);
/// assert_eq!(primes_below(2), []); // none below 2
/// // Enough to factor any number up to 10^9 by trial division: 3401 primes below 31 623.
/// assert_eq!(primes_below(31_623).len(), 3401);
/// ```
pub fn primes_below(n: usize) -> Vec<u32> {
    let mut composite = vec![false; n];
    let mut primes = Vec::new();
    for p in 2..n {
        if composite[p] {
            continue;
        }
        primes.push(p as u32);
        if let Some(square) = p.checked_mul(p) {
            for multiple in (square..n).step_by(p) {
                composite[multiple] = true;
            }
        }
    }
    primes
}

/// Ω(x), the number of prime factors of x counted with multiplicity, for every x in `0..len`
/// (Ω(0) and Ω(1) are 0; Ω(12) = Ω(2 · 2 · 3) = 3), by the linear sieve: walking x up from 2, an
/// x still at 0 is prime (Ω = 1), and x times each prime p up to x's smallest prime factor is
/// reached from x alone, with Ω(x · p) = Ω(x) + 1; so every number is written once. O(len) time,
/// one byte a number (Ω < 64 for any `len`) and 4 bytes a prime below `len`; `len` up to 2^32.
///
/// ```
/// use game_core::primes::omega_table;
///
/// let omega = omega_table(13);
/// assert_eq!(omega, [0, 0, 1, 1, 2, 1, 2, 1, 3, 2, 2, 1, 3]);
/// ```
pub fn omega_table(len: usize) -> Vec<u8> {
    assert!(len as u64 <= 1 << 32, "omega_table: len {len} past 2^32");
    let mut omega = vec![0u8; len];
    let mut primes: Vec<u32> = Vec::new();
    for x in 2..len {
        if omega[x] == 0 {
            omega[x] = 1;
            primes.push(x as u32);
        }
        let next = omega[x] + 1;
        for &p in &primes {
            // Below 2^64: x and p are below 2^32.
            let multiple = x as u64 * u64::from(p);
            if multiple >= len as u64 {
                break;
            }
            omega[multiple as usize] = next;
            // p divides x, so it is the smallest prime factor of x · q for every larger prime
            // q too: that number is reached from x · q / p, later. (A u32 division: x < 2^32.)
            if x as u32 % p == 0 {
                break;
            }
        }
    }
    omega
}

/// The prime factorisation of `x` ≥ 1, as `(p, e)` pairs with p ascending (p^e exactly divides
/// x; none for 1), by trial division by `primes`, ascending, which must hold every prime up to
/// √x ([`primes_below`] of ⌊√x⌋ + 1 or more; larger ones are never tried): once p² > x, or the
/// list ends, what is left of x is 1 or a prime. A list that stops short of √x may leave a
/// composite, reported as one prime. O(π(√x) + log x) divisions.
///
/// ```
/// use game_core::primes::{factorize, primes_below};
///
/// let primes = primes_below(31_623); // every prime up to √(10^9)
/// assert_eq!(factorize(360, &primes), [(2, 3), (3, 2), (5, 1)]);
/// assert_eq!(factorize(1, &primes), []);
/// // 999 999 937 is prime; 2^29 is one prime to the 29th.
/// assert_eq!(factorize(999_999_937, &primes), [(999_999_937, 1)]);
/// assert_eq!(factorize(1 << 29, &primes), [(2, 29)]);
/// // 17 needs the primes up to 4: 2 and 3.
/// assert_eq!(factorize(17, &primes_below(5)), [(17, 1)]);
/// ```
pub fn factorize(mut x: u64, primes: &[u32]) -> Vec<(u64, u32)> {
    let mut factors = Vec::new();
    for p in primes.iter().map(|&p| u64::from(p)) {
        if p > x / p {
            break;
        }
        let mut e = 0;
        while x % p == 0 {
            x /= p;
            e += 1;
        }
        if e > 0 {
            factors.push((p, e));
        }
    }
    if x > 1 {
        factors.push((x, 1));
    }
    factors
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The prime factors of x with multiplicity, by trial division by every integer.
    fn by_division(mut x: u64) -> Vec<(u64, u32)> {
        let mut factors = Vec::new();
        let mut d = 2;
        while d * d <= x {
            let mut e = 0;
            while x % d == 0 {
                x /= d;
                e += 1;
            }
            if e > 0 {
                factors.push((d, e));
            }
            d += 1;
        }
        if x > 1 {
            factors.push((x, 1));
        }
        factors
    }

    #[test]
    fn the_sieve_keeps_exactly_the_primes() {
        let primes = primes_below(10_000);
        for n in 0..10_000u64 {
            let prime = by_division(n) == [(n, 1)];
            assert_eq!(primes.binary_search(&(n as u32)).is_ok(), prime, "{n}");
        }
        assert_eq!(primes_below(0), []);
        assert_eq!(primes_below(3), [2]);
        // 1229 primes below 10^4, 78 498 below 10^6.
        assert_eq!(primes.len(), 1229);
        assert_eq!(primes_below(1_000_000).len(), 78_498);
    }

    #[test]
    fn the_omega_table_counts_with_multiplicity() {
        let table = omega_table(5000);
        for (x, &omega) in table.iter().enumerate().skip(1) {
            let count: u32 = by_division(x as u64).iter().map(|&(_, e)| e).sum();
            assert_eq!(u32::from(omega), count, "Ω({x})");
        }
        assert_eq!(table[0], 0);
        assert!(omega_table(0).is_empty());
        assert_eq!(omega_table(3), [0, 0, 1]);
        // 2^23 and 10^7 = 2^7 · 5^7, near the top of a table of 10^7.
        let big = omega_table(10_000_001);
        assert_eq!((big[1 << 23], big[10_000_000], big[9_999_991]), (23, 14, 1));
    }

    #[test]
    fn factorize_agrees_with_division_by_every_integer() {
        let primes = primes_below(1000);
        for x in 1..20_000u64 {
            assert_eq!(factorize(x, &primes), by_division(x), "{x}");
        }
        // Near the top of what primes below 1000 reach (x < 998², or the division stops at a
        // p² > x first): squares and products of the largest primes, 998² − 3, and more.
        for x in [997 * 997, 991 * 997, 2 * 997 * 991, 996_001, 999_999] {
            assert_eq!(factorize(x, &primes), by_division(x), "{x}");
        }
        // Every prime up to √x, and not one more, is enough: 31 607² = 999 002 449.
        let exact = primes_below(31_608);
        assert_eq!(factorize(31_607 * 31_607, &exact), [(31_607, 2)]);
        assert_eq!(
            factorize(735_134_400, &exact),
            [(2, 6), (3, 3), (5, 2), (7, 1), (11, 1), (13, 1), (17, 1)]
        );
    }

    #[test]
    fn a_list_short_of_the_root_leaves_a_composite() {
        // The documented limit, not a use: 49 with the primes up to 5 only.
        assert_eq!(factorize(49, &[2, 3, 5]), [(49, 1)]);
        assert_eq!(factorize(4, &[]), [(4, 1)]);
    }

    #[test]
    fn factorize_reaches_the_top_of_u64() {
        // 2^64 − 1 = (2^32 − 1)(2^32 + 1) = (3 · 5 · 17 · 257 · 65 537)(641 · 6 700 417), the
        // second by Euler. Once 65 537 is divided out, what is left, 6 700 417, is below 2589²,
        // so the primes below 65 538 are enough; no product may overflow on the way.
        let expected = [
            (3, 1),
            (5, 1),
            (17, 1),
            (257, 1),
            (641, 1),
            (65_537, 1),
            (6_700_417, 1),
        ];
        assert_eq!(by_division(u64::MAX), expected);
        assert_eq!(factorize(u64::MAX, &primes_below(65_538)), expected);
    }
}
