//! Library Checker "Nim Product (F_{2^64})". The oracle never uses core's `nimber`: below 64 it
//! reads the product off the mex definition itself; above, it expands both operands into powers
//! of two and multiplies those by the Fermat 2-power rules (a method of its own, checked
//! against the definition below 64).

use super::piles::smaller_values;
use crate::game::{Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use itertools::Itertools;
use std::sync::OnceLock;

/// The registration of nim_product_64.
pub struct NimProduct64;

/// Operands below this are answered from the mex definition.
const DEFINED_BELOW: usize = 64;

/// `a ⊗ b` for `a, b <` [`DEFINED_BELOW`], straight from the definition
/// `a ⊗ b = mex{(a'⊗b) ⊕ (a⊗b') ⊕ (a'⊗b') : a' < a, b' < b}`.
fn by_definition() -> &'static Vec<Vec<u64>> {
    static TABLE: OnceLock<Vec<Vec<u64>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let n = DEFINED_BELOW;
        let mut table = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let mut seen = vec![false; n * n];
                for x in 0..a {
                    for y in 0..b {
                        let option = table[x][b] ^ table[a][y] ^ table[x][y];
                        seen[option as usize] = true;
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap_or(n * n) as u64;
            }
        }
        table
    })
}

/// `2^i ⊗ 2^j` for `i, j < 64`: with m the top bit of `i | j`, H = 2^m and F = 2^H a Fermat
/// 2-power, `2^i = F·2^(i−H)` when i has bit m (an ordinary product: `2^(i−H) < F`); then
/// `F ⊗ Q = F·Q` for `Q < F`, and `F ⊗ F = F ⊕ F/2`.
fn power_product(i: u32, j: u32, memo: &mut [[Option<u64>; 64]; 64]) -> u64 {
    if let Some(known) = memo[i as usize][j as usize] {
        return known;
    }
    let product = if i == 0 || j == 0 {
        1u64 << (i | j)
    } else {
        let m = 31 - (i | j).leading_zeros();
        let h = 1u32 << m;
        match (i & h != 0, j & h != 0) {
            (true, false) => power_product(i - h, j, memo) << h,
            (false, true) => power_product(i, j - h, memo) << h,
            _ => {
                let q = power_product(i - h, j - h, memo);
                // (F ⊕ F/2) ⊗ Q = F·Q ⊕ 2^(H−1) ⊗ Q, all indices below H.
                let half: u64 = bits(q)
                    .map(|b| power_product(h - 1, b, memo))
                    .fold(0, |x, y| x ^ y);
                (q << h) ^ half
            }
        }
    };
    memo[i as usize][j as usize] = Some(product);
    product
}

/// The set bits of `v`, as indices.
fn bits(v: u64) -> impl Iterator<Item = u32> {
    (0..64).filter(move |&b| v >> b & 1 == 1)
}

/// The 64×64 products of powers of two.
fn power_products() -> &'static [[u64; 64]; 64] {
    static TABLE: OnceLock<[[u64; 64]; 64]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut memo = [[None; 64]; 64];
        let mut table = [[0; 64]; 64];
        for i in 0..64 {
            for j in 0..64 {
                table[i as usize][j as usize] = power_product(i, j, &mut memo);
            }
        }
        table
    })
}

/// `a ⊗ b` by expanding both into powers of two: ⊗ distributes over ⊕. O(64²).
fn expanded_product(a: u64, b: u64) -> u64 {
    let table = power_products();
    bits(a)
        .flat_map(|i| bits(b).map(move |j| table[i as usize][j as usize]))
        .fold(0, |x, y| x ^ y)
}

/// The product the oracle answers: from the definition when both operands are small.
fn product(a: u64, b: u64) -> u64 {
    let small = DEFINED_BELOW as u64;
    if a < small && b < small {
        by_definition()[a as usize][b as usize]
    } else {
        expanded_product(a, b)
    }
}

/// `a ⊗ b` with the classic slip `F ⊗ F = F` (forgetting `⊕ F/2`): the same expansion over
/// powers of two, wrong where two operands share a Fermat factor.
fn product_without_half(a: u64, b: u64) -> u64 {
    fn power(i: u32, j: u32) -> u64 {
        if i == 0 || j == 0 {
            return 1u64 << (i | j);
        }
        let h = 1u32 << (31 - (i | j).leading_zeros());
        match (i & h != 0, j & h != 0) {
            (true, false) => power(i - h, j) << h,
            (false, true) => power(i, j - h) << h,
            _ => power(i - h, j - h) << h,
        }
    }
    bits(a)
        .flat_map(|i| bits(b).map(move |j| power(i, j)))
        .fold(0, |x, y| x ^ y)
}

impl Game for NimProduct64 {
    type Case = (u64, u64);
    const ID: &'static str = "nim_product_64";
    const SOLVE: SolveFn = |input, out| nim_product_64::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::LibraryChecker, 10, 1024);
    const MAX_CASES: usize = 1000;

    fn render(cases: &[(u64, u64)]) -> String {
        let pairs: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        format!("{}\n{pairs}", cases.len())
    }

    fn validate(_: &(u64, u64)) -> Result<(), String> {
        // Every pair of u64 is a case; the count is bounded by MAX_CASES ≤ MAX_PAIRS.
        Ok(())
    }

    fn oracle(_: usize, &(a, b): &(u64, u64)) -> String {
        format!("{}\n", product(a, b))
    }

    fn small_cases() -> Vec<(u64, u64)> {
        let small = (0..16).flat_map(|a| (0..16).map(move |b| (a, b)));
        let edges = [0, 1, 2, 1 << 31, 1 << 32, 1 << 63, u64::MAX - 1, u64::MAX];
        let edge_pairs = edges.into_iter().flat_map(|a| edges.map(|b| (a, b)));
        small.chain(edge_pairs).collect()
    }

    fn random_case(rng: &mut Rng) -> (u64, u64) {
        let operand = |rng: &mut Rng| match rng.below(5) {
            0 => rng.range(0, DEFINED_BELOW as u64 - 1),
            1 => 1 << rng.below(64),
            2 => u64::MAX - rng.range(0, 3),
            3 => rng.log_uniform(1, u64::MAX),
            _ => rng.next_u64(),
        };
        (operand(rng), operand(rng))
    }

    /// The oracle answers every pair of u64 and the random operands span all 64 bits, so the
    /// random cases reach the judge's whole range already; judge-sized files differ only in
    /// holding more of them.
    fn judge_sized_case(rng: &mut Rng) -> (u64, u64) {
        Self::random_case(rng)
    }

    fn parse(input: &str) -> Option<Vec<(u64, u64)>> {
        Tokens::new(input).counted(|tokens| Some((tokens.value()?, tokens.value()?)))
    }

    /// Each operand alone: 0, 1, its high half, halved, its lowest set bit cleared (the bit
    /// structure decides a nim product), then [`smaller_values`] (a local minimum in value).
    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let smaller = |v: u64| {
            let mut values = vec![0, 1, v >> 32, v >> 1, v & v.wrapping_sub(1)];
            values.extend(smaller_values(v, 0));
            values
        };
        let mut candidates: Vec<(u64, u64)> = smaller(a).into_iter().map(|x| (x, b)).collect();
        candidates.extend(smaller(b).into_iter().map(|y| (a, y)));
        candidates.retain(|&(x, y)| (x, y) != (a, b) && x <= a && y <= b);
        candidates.into_iter().unique().collect()
    }

    fn wrong_solutions() -> Vec<Wrong<(u64, u64)>> {
        vec![
            Wrong {
                name: "carry-less (polynomial) product, truncated to 64 bits",
                answer: |_, &(a, b)| {
                    let product = bits(b).fold(0u64, |p, j| p ^ (a << j));
                    format!("{product}\n")
                },
            },
            Wrong {
                name: "F ⊗ F = F for a Fermat 2-power F (the ⊕ F/2 forgotten)",
                answer: |_, &(a, b)| format!("{}\n", product_without_half(a, b)),
            },
            Wrong {
                name: "operands read as 32-bit numbers",
                answer: |_, &(a, b)| format!("{}\n", product(a & 0xffff_ffff, b & 0xffff_ffff)),
            },
        ]
    }

    /// The judge's maximum: T = 10^6 pairs of uniform 64-bit nimbers.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let t = s.pick(nim_product_64::MAX_PAIRS, 100);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("T = {t} (judge max) pairs of uniform 64-bit nimbers"),
            move |text, r| {
                text.line(&[t]);
                for _ in 0..t {
                    text.line(&[r.next_u64(), r.next_u64()]);
                }
            },
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_expansion_agrees_with_the_definition() {
        let defined = by_definition();
        for a in 0..DEFINED_BELOW as u64 {
            for b in 0..DEFINED_BELOW as u64 {
                assert_eq!(expanded_product(a, b), defined[a as usize][b as usize]);
            }
        }
        // Published: CGSuite's 8 ⊗ n, n = 1..=16 (16 ⊗ 8 = 128 needs the expansion).
        let row: Vec<u64> = (1..=16).map(|n| expanded_product(8, n)).collect();
        assert_eq!(
            row,
            [8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128]
        );
        assert_eq!(
            expanded_product(u64::MAX, u64::MAX),
            11_290_409_524_105_353_207
        );
    }
}
