//! Codeforces 850 C, Arpa and a game with Mojtaba: n numbers; a move chooses a prime power p^k
//! (k ≥ 1) dividing at least one of them and divides every number divisible by it by p^k; who
//! cannot move loses. Print `Mojtaba` if the first player (Mojtaba) wins, else `Arpa`.
//!
//! A move touches one prime only, so each prime p is a game of its own: the set of exponents
//! of p among the numbers ([`exponent_mask`] bits), where choosing k lowers every exponent
//! e ≥ k to e − k and leaves the smaller ones. Its Grundy values are searched over those sets,
//! memoised ([`ExponentGame`]), and xored over the primes. Numbers are
//! factored by trial division by core's sieve ([`game_core::primes`]) as they are read.
//! O(n · π(√M)) divisions for the largest number M, plus the sets searched (a few thousand at
//! most for one prime below 2^30).

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use game_core::primes::{factorize, primes_below};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::{BufRead, Write};

/// The judge's largest n (its smallest is 1): the harness's validator, generators and
/// benchmark hold to it; [`solve`] answers any n, 0 included (no move: Arpa).
pub const MAX_NUMBERS: u64 = 100;

/// The judge's largest a_i (its smallest is 1); [`solve`] answers any a_i up to
/// [`VALUE_CAPACITY`].
pub const MAX_VALUE: u64 = 1_000_000_000;

/// The largest number this program factors; not the judge's limit ([`MAX_VALUE`]). Trial
/// division needs the primes up to its square root, 10^6: a sieve of 1 MB built in a few
/// milliseconds, and at most 78 498 divisions a number (a hundred numbers: well under the
/// judge's 1 s). Exponents stay below 40, one bit each in a `u64`. A larger number is an error.
pub const VALUE_CAPACITY: u64 = 1_000_000_000_000;

/// The set of exponents of one prime: bit e for each exponent e ≥ 1 that some number has
/// (bit 0 is never set: a number without the prime is not touched by its moves).
pub type ExponentMask = u64;

/// The mask of a single exponent `e` (1 ≤ e ≤ 63).
///
/// ```
/// assert_eq!(cf850c::exponent_mask(3), 0b1000);
/// ```
pub fn exponent_mask(e: u32) -> ExponentMask {
    1 << e
}

/// The options of one prime's game: for each k from 1 to the largest exponent, every exponent
/// e ≥ k becomes e − k (an exponent 0 leaves the set: that number no longer has the prime) and
/// the smaller ones stay. O(largest exponent) options.
///
/// ```
/// // {1, 2} (the third sample's 17 and 289): k = 1 leaves {1}, k = 2 leaves {1} as well.
/// assert_eq!(cf850c::options(0b110), [0b10, 0b10]);
/// ```
pub fn options(mask: ExponentMask) -> Vec<ExponentMask> {
    let top = ExponentMask::BITS - 1 - mask.leading_zeros().min(63);
    (1..=top)
        .map(|k| {
            let below = mask & ((1 << k) - 1);
            (below | mask >> k) & !1
        })
        .collect()
}

/// The Grundy values of the one-prime game over sets of exponents, memoised across primes (and
/// calls): a depth-first search over [`options`] (a move lowers the sum of the exponents, so
/// there is no cycle, and the depth is at most that sum), each set's value kept in a hash map
/// keyed by one multiplication ([`MaskHash`]; std's SipHash took about 40% of the worst case's
/// instructions).
///
/// ```
/// let mut game = cf850c::ExponentGame::new();
/// // {1}: one move to the empty set: 1. {1, 2}: both moves leave {1}: mex{1} = 0.
/// assert_eq!(game.value(0b10), 1);
/// assert_eq!(game.value(0b110), 0);
/// // {2}: k = 1 leaves {1} (1), k = 2 leaves {} (0): 2.
/// assert_eq!(game.value(0b100), 2);
/// ```
#[derive(Default)]
pub struct ExponentGame {
    memo: HashMap<ExponentMask, u32, BuildHasherDefault<MaskHash>>,
}

impl ExponentGame {
    /// A game with nothing searched yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The Grundy value of the set of exponents `mask`. Each set reachable from it is searched
    /// once (O(largest exponent) options each) and remembered.
    pub fn value(&mut self, mask: ExponentMask) -> u32 {
        if let Some(&value) = self.memo.get(&mask) {
            return value;
        }
        // A value is at most the number of options (the largest exponent, below 64): one bit
        // each in a u64.
        let seen = options(mask)
            .into_iter()
            .fold(0u64, |seen, next| seen | 1 << self.value(next));
        let value = seen.trailing_ones();
        self.memo.insert(mask, value);
        value
    }
}

/// The hash of an [`ExponentMask`] for [`ExponentGame`]'s memo: the mask times an odd constant
/// (2^64 / φ), its high half folded into the low one (the map takes its buckets from the low
/// bits and its tags from the high ones).
#[derive(Default)]
pub struct MaskHash(u64);

impl Hasher for MaskHash {
    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 32
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = (self.0 ^ value).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

/// The primes up to the square root of the largest number seen, grown on demand (to the need
/// or twice the last size, whichever is larger, up to √[`VALUE_CAPACITY`]).
struct Primes {
    below: usize,
    list: Vec<u32>,
}

impl Primes {
    /// The primes up to √`x` or more. ⌊√x⌋ is exact in f64 for x < 2^52 (here x ≤ 10^12: a
    /// correctly rounded root of a non-square stays below the next integer), and the sieve
    /// keeps the primes below ⌊√x⌋ + 2.
    fn up_to_root_of(&mut self, x: u64) -> &[u32] {
        let need = (x as f64).sqrt() as usize + 2;
        if need > self.below {
            self.below = need.max((2 * self.below).min(ROOT_CAPACITY));
            self.list = primes_below(self.below);
        }
        &self.list
    }
}

/// The sieve's largest length: the primes up to √[`VALUE_CAPACITY`] = 10^6, and one more.
const ROOT_CAPACITY: usize = 1_000_002;

/// The sets of exponents of every prime that divides some number of `numbers` (each ≥ 1), by
/// prime. O(n · π(√M)) divisions for the largest number M.
///
/// ```
/// let sets = cf850c::exponent_sets(&[12, 18, 5]);
/// // 12 = 2^2 · 3, 18 = 2 · 3^2, 5: prime 2 has exponents {2, 1}, 3 has {1, 2}, 5 has {1}.
/// assert_eq!(sets[&2], 0b110);
/// assert_eq!(sets[&3], 0b110);
/// assert_eq!(sets[&5], 0b10);
/// assert_eq!(sets.len(), 3);
/// ```
pub fn exponent_sets(numbers: &[u64]) -> HashMap<u64, ExponentMask> {
    let mut primes = Primes {
        below: 0,
        list: Vec::new(),
    };
    let mut sets = HashMap::new();
    for &a in numbers {
        add_number(&mut sets, &mut primes, a);
    }
    sets
}

/// Adds the exponents of `a`'s prime factors to `sets`.
fn add_number(sets: &mut HashMap<u64, ExponentMask>, primes: &mut Primes, a: u64) {
    for (p, e) in factorize(a, primes.up_to_root_of(a)) {
        *sets.entry(p).or_insert(0) |= exponent_mask(e);
    }
}

/// Whether Mojtaba (the first player) wins with `numbers` (each ≥ 1): iff the xor over the
/// primes of their exponent sets' Grundy values is not 0.
///
/// ```
/// // The published samples: 1 1 1 1 (no move), 1 1 17 17 ({1}: 1), 1 1 17 289 ({1, 2}: 0),
/// // 1 2 3 4 5 (2: {1, 2} worth 0; 3 and 5: {1} worth 1 each; 0 ^ 1 ^ 1 = 0).
/// assert!(!cf850c::mojtaba_wins(&[1, 1, 1, 1]));
/// assert!(cf850c::mojtaba_wins(&[1, 1, 17, 17]));
/// assert!(!cf850c::mojtaba_wins(&[1, 1, 17, 289]));
/// assert!(!cf850c::mojtaba_wins(&[1, 2, 3, 4, 5]));
/// ```
pub fn mojtaba_wins(numbers: &[u64]) -> bool {
    let mut game = ExponentGame::new();
    exponent_sets(numbers)
        .values()
        .fold(0, |x, &mask| x ^ game.value(mask))
        != 0
}

/// The answer's word: `Mojtaba` when the first player wins, else `Arpa`.
pub fn winner(mojtaba: bool) -> &'static str {
    if mojtaba {
        "Mojtaba"
    } else {
        "Arpa"
    }
}

/// Solves the one case of the input: n, then the n numbers, each factored as it is read (the
/// numbers are not kept, only the exponent sets of their primes).
///
/// n may be past the judge's [`MAX_NUMBERS`] (a count of 10^18 fails where the numbers run
/// out, having allocated nothing for it) and 0 (Arpa); a number may be past [`MAX_VALUE`] up to
/// [`VALUE_CAPACITY`]. Text after the numbers is an error, reported after the answer.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("the count of numbers n", 0..=u64::MAX)?;
    let mut primes = Primes {
        below: 0,
        list: Vec::new(),
    };
    let mut sets = HashMap::new();
    input.fold_u64s(
        n,
        "a number a_i, up to what this program factors",
        1..=VALUE_CAPACITY,
        (),
        |(), a| add_number(&mut sets, &mut primes, a),
    )?;
    let mut game = ExponentGame::new();
    let x = sets.values().fold(0, |x, &mask| x ^ game.value(mask));
    out.line(winner(x != 0))?;
    input.end("nothing after the numbers (the input holds one case)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::transcript;

    /// What `solve` prints for `input`, then `error: …` if it fails.
    fn answer(input: &str) -> String {
        transcript(solve, input)
    }

    #[test]
    fn the_published_samples() {
        assert_eq!(answer("4\n1 1 1 1\n"), "Arpa\n");
        assert_eq!(answer("4\n1 1 17 17\n"), "Mojtaba\n");
        assert_eq!(answer("4\n1 1 17 289\n"), "Arpa\n");
        assert_eq!(answer("5\n1 2 3 4 5\n"), "Arpa\n");
    }

    #[test]
    fn hand_derived_values() {
        let mut game = ExponentGame::new();
        // No exponent: no move, 0. {e} alone is a Nim heap of e (k ≤ e leaves {e − k}).
        assert_eq!(game.value(0), 0);
        for e in 1..40 {
            assert_eq!(game.value(exponent_mask(e)), e, "{{{e}}}");
        }
        // {1, 3}: k = 1 → {2} (2), k = 2 → {1} (1), k = 3 → {1} (1): mex{2, 1} = 0.
        assert_eq!(game.value(0b1010), 0);
        // {2, 3}: k = 1 → {1, 2} (0), k = 2 → {1} (1), k = 3 → {2} (2): 3.
        assert_eq!(game.value(0b1100), 3);
        assert_eq!(options(0), Vec::<u64>::new());
        assert_eq!(options(1 << 39).len(), 39);
        assert_eq!(winner(true), "Mojtaba");
        assert_eq!(winner(false), "Arpa");
        // A hack test seen in a public solution's tests: 9 = 3², 5, 8 = 2³: 2 ^ 1 ^ 3 = 0.
        assert_eq!(answer("6\n9 5 1 1 8 1\n"), "Arpa\n");
    }

    #[test]
    fn every_exponent_from_1_to_m_together() {
        // {1..m} (the numbers 2, 4, …, 2^m together): k lowers k..m to 0..m−k and keeps
        // 1..k−1, leaving {1..max(k − 1, m − k)}, again a prefix. By hand: {1} = 1;
        // {1, 2}: both moves leave {1}: 0; {1..3}: {1, 2}, {1}, {1, 2}: mex{0, 1} = 2;
        // {1..4}: {1..3}, {1, 2}, {1, 2}, {1..3}: mex{2, 0} = 1; {1..5}: {1..4}, {1..3},
        // {1, 2}, {1..3}, {1..4}: mex{1, 2, 0} = 3.
        let prefix = |m: u32| ((1u64 << (m + 1)) - 1) & !1;
        let mut game = ExponentGame::new();
        let by_hand = [0, 1, 0, 2, 1, 3];
        for (m, &value) in by_hand.iter().enumerate() {
            assert_eq!(game.value(prefix(m as u32)), value, "{{1..{m}}}");
        }
        // Up to 39 by that rule alone, a table over m (the classic worst input, every
        // exponent to 29 present, is one of them).
        let mut table: Vec<u32> = vec![0];
        for m in 1..40usize {
            let reached: Vec<u32> = (1..=m).map(|k| table[(k - 1).max(m - k)]).collect();
            table.push((0..).find(|v| !reached.contains(v)).unwrap_or(0));
        }
        for m in 1..40u32 {
            assert_eq!(game.value(prefix(m)), table[m as usize], "{{1..{m}}}");
        }
    }

    #[test]
    fn numbers_are_factored_up_to_the_capacity() {
        // 31607² = 999 002 449 (the largest prime square below 10^9), and a prime near 10^12
        // (999 999 999 989) with one near 10^6 squared (999 983² = 999 966 000 289).
        assert_eq!(answer("1\n999002449\n"), "Mojtaba\n");
        // Beside 4: 31607 {2} and 2 {2} cancel; read as one prime it would be 1 ^ 2.
        assert_eq!(answer("2\n999002449 4\n"), "Arpa\n");
        assert_eq!(answer("2\n4 999002449\n"), "Arpa\n");
        assert_eq!(answer("2\n999999999989 2\n"), "Arpa\n");
        assert_eq!(answer("2\n999966000289 4\n"), "Arpa\n");
        let sets = exponent_sets(&[999_966_000_289, 1 << 39]);
        assert_eq!((sets[&999_983], sets[&2]), (0b100, 1 << 39));
        // The sieve grows: a small number first, a large one later.
        let sets = exponent_sets(&[6, 999_999_999_989]);
        assert_eq!(sets.len(), 3);
    }

    #[test]
    fn past_the_statement_the_rules_decide() {
        assert_eq!(answer("0\n"), "Arpa\n");
        assert_eq!(answer("1\n1\n"), "Arpa\n");
        // 2^39, past 10^9: {39}, a heap of 39.
        assert_eq!(answer("1\n549755813888\n"), "Mojtaba\n");
        let text = format!("101\n{}\n", "2 ".repeat(101));
        assert_eq!(answer(&text), "Mojtaba\n");
    }

    #[test]
    fn malformed_input_is_an_error() {
        assert_eq!(
            answer("2\n0 2\n"),
            "error: line 2, column 1: expected a number a_i, up to what this program factors \
             (1..=1000000000000), found \"0\""
        );
        assert_eq!(
            answer("1\n1000000000001\n"),
            "error: line 2, column 1: expected a number a_i, up to what this program factors \
             (1..=1000000000000), found \"1000000000001\""
        );
        assert_eq!(
            answer("1000000000000000000\n2 3\n"),
            "error: line 3, column 1: expected a number a_i, up to what this program factors \
             (1..=1000000000000), found end of input"
        );
        assert_eq!(
            answer("1\n4 5\n"),
            "Mojtaba\nerror: line 2, column 3: expected nothing after the numbers (the input \
             holds one case), found \"5\""
        );
        assert_eq!(
            answer(""),
            "error: line 1, column 1: expected the count of numbers n (0..=2^64-1), found end \
             of input"
        );
    }
}
