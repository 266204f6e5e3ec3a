//! Nim multiplication: the field of nimbers below 2^64.
//!
//! Nim addition is xor. Nim multiplication is defined by
//! `a ⊗ b = mex{ (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b }`; with it the numbers below
//! 2^(2^k) form a field for every k. It gives the SG value of a product of games (coin-turning
//! games on a grid, by the Tartan theorem).
//!
//! How it is computed: for a Fermat 2-power `F = 2^(2^k)` and `x, y < F`, `x ⊗ F` is the ordinary
//! product `x·F`, and `F ⊗ F = F ⊕ F/2`. So with `a = a1·F ⊕ a0` and `b = b1·F ⊕ b0`,
//!
//! ```text
//! a ⊗ b = ((a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1))·F  ⊕  (a0⊗b0) ⊕ (a1⊗b1) ⊗ F/2
//! ```
//!
//! and `(a1⊗b0) ⊕ (a0⊗b1) = ((a1⊕a0)⊗(b1⊕b0)) ⊕ (a1⊗b1) ⊕ (a0⊗b0)` (Karatsuba): three products
//! of half width and one product by the constant `F/2`, which is linear over xor and so a few
//! table look-ups. At the bottom, a table of the 65,536 products of bytes.

/// The tables behind [`nim_product`], computed at compile time (about 70 KiB of read-only data:
/// no start-up cost).
struct Tables {
    /// `bytes[a << 8 | b] = a ⊗ b` for bytes a, b.
    bytes: [u8; 1 << 16],
    /// `half8[c] = c ⊗ 2^7` for a byte c.
    half8: [u8; 256],
    /// `half16[i][y] = (y << 8i) ⊗ 2^15`.
    half16: [[u16; 256]; 2],
    /// `half32[i][y] = (y << 8i) ⊗ 2^31`.
    half32: [[u32; 256]; 4],
}

/// `a ⊗ b` for `a, b < 2^bits` (`bits` a power of two ≤ 64), by the halving rule down to single
/// bits, where `⊗` is `&`. O(bits²) (4 half-width products a level); builds the nibble table, and
/// the tests check the tables against it.
const fn product_below(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let high = product_below(a1, b1, half);
    let low = product_below(a0, b0, half);
    let middle = product_below(a1 ^ a0, b1 ^ b0, half) ^ low;
    ((middle) << half) ^ low ^ product_below(high, 1 << (half - 1), half)
}

/// The 65,536 products of bytes, `bytes[a << 8 | b] = a ⊗ b`: the 256 products of nibbles by
/// [`product_below`], then each byte product from three of them by the halving rule (as
/// [`Tables::product16`] does one level up). About 65,536 · 10 steps of compile-time evaluation.
const fn byte_products() -> [u8; 1 << 16] {
    let mut nibbles = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        nibbles[i] = product_below((i >> 4) as u64, (i & 15) as u64, 4) as u8;
        i += 1;
    }
    let mut bytes = [0u8; 1 << 16];
    let mut i = 0;
    while i < 1 << 16 {
        let (a1, a0, b1, b0) = (i >> 12, (i >> 8) & 15, (i >> 4) & 15, i & 15);
        let high = nibbles[a1 << 4 | b1] as usize;
        let low = nibbles[a0 << 4 | b0];
        let middle = nibbles[(a1 ^ a0) << 4 | (b1 ^ b0)] ^ low;
        // high ⊗ 2^3, the nibble product by F/2 for F = 2^4.
        bytes[i] = middle << 4 | (low ^ nibbles[high << 4 | 8]);
        i += 1;
    }
    bytes
}

/// The tables, evaluated once when core is compiled.
static TABLES: Tables = Tables::new();

impl Tables {
    const fn new() -> Tables {
        let mut tables = Tables {
            bytes: byte_products(),
            half8: [0; 256],
            half16: [[0; 256]; 2],
            half32: [[0; 256]; 4],
        };
        let mut y = 0;
        while y < 256 {
            tables.half8[y] = tables.byte(y as u8, 0x80);
            y += 1;
        }
        let mut i = 0;
        while i < 2 {
            let mut y = 0;
            while y < 256 {
                tables.half16[i][y] = tables.product16((y << (8 * i)) as u16, 1 << 15);
                y += 1;
            }
            i += 1;
        }
        let mut i = 0;
        while i < 4 {
            let mut y = 0;
            while y < 256 {
                tables.half32[i][y] = tables.product32((y << (8 * i)) as u32, 1 << 31);
                y += 1;
            }
            i += 1;
        }
        tables
    }

    const fn byte(&self, a: u8, b: u8) -> u8 {
        self.bytes[(a as usize) << 8 | b as usize]
    }

    const fn product16(&self, a: u16, b: u16) -> u16 {
        let (a1, a0, b1, b0) = ((a >> 8) as u8, a as u8, (b >> 8) as u8, b as u8);
        let high = self.byte(a1, b1);
        let low = self.byte(a0, b0);
        let middle = self.byte(a1 ^ a0, b1 ^ b0) ^ low;
        (middle as u16) << 8 | (low ^ self.half8[high as usize]) as u16
    }

    const fn product32(&self, a: u32, b: u32) -> u32 {
        let (a1, a0, b1, b0) = ((a >> 16) as u16, a as u16, (b >> 16) as u16, b as u16);
        let high = self.product16(a1, b1);
        let low = self.product16(a0, b0);
        let middle = self.product16(a1 ^ a0, b1 ^ b0) ^ low;
        let half = self.half16[0][high as u8 as usize] ^ self.half16[1][(high >> 8) as usize];
        (middle as u32) << 16 | (low ^ half) as u32
    }

    fn product64(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = ((a >> 32) as u32, a as u32, (b >> 32) as u32, b as u32);
        let high = self.product32(a1, b1);
        let low = self.product32(a0, b0);
        let middle = self.product32(a1 ^ a0, b1 ^ b0) ^ low;
        let half = (0..4).fold(0, |h, i| {
            h ^ self.half32[i][(high >> (8 * i)) as u8 as usize]
        });
        u64::from(middle) << 32 | u64::from(low ^ half)
    }
}

/// The nim product `a ⊗ b` of two nimbers below 2^64. O(1): 27 byte products and 19 other
/// table look-ups in tables computed at compile time.
///
/// ```
/// use game_core::nimber::nim_product;
///
/// // 2 ⊗ 2 = 3: 2 = 2^(2^0) is a Fermat 2-power F, and F ⊗ F = F ⊕ F/2 = 2 ⊕ 1.
/// assert_eq!(nim_product(2, 2), 3);
/// // Below a Fermat 2-power F the product with F is the ordinary one: 3 ⊗ 4 = 12.
/// assert_eq!(nim_product(3, 4), 12);
/// // 4 ⊗ 4 = 4 ⊕ 2 = 6; and 1 is the unit.
/// assert_eq!((nim_product(4, 4), nim_product(1, 123)), (6, 123));
/// ```
pub fn nim_product(a: u64, b: u64) -> u64 {
    TABLES.product64(a, b)
}

/// `a ⊗ a ⊗ … ⊗ a` (`e` factors; `a^0 = 1`), by repeated squaring. O(log e) products.
///
/// ```
/// use game_core::nimber::{nim_power, nim_product};
///
/// assert_eq!(nim_power(2, 2), nim_product(2, 2));
/// // The nimbers below 4 form the field of 4 elements: a^3 = 1 for a ≠ 0.
/// assert_eq!((nim_power(2, 3), nim_power(3, 3)), (1, 1));
/// ```
pub fn nim_power(a: u64, mut e: u64) -> u64 {
    let tables = &TABLES;
    let (mut base, mut result) = (a, 1);
    while e > 0 {
        if e & 1 == 1 {
            result = tables.product64(result, base);
        }
        base = tables.product64(base, base);
        e >>= 1;
    }
    result
}

/// The nim inverse of `a`: the `b` with `a ⊗ b = 1`, or `None` for 0. In the field of 2^64
/// elements, `a^(2^64 − 2)` is `a`'s inverse. O(64) products.
///
/// ```
/// use game_core::nimber::{nim_inverse, nim_product};
///
/// assert_eq!(nim_inverse(2), Some(3)); // 2 ⊗ 3 = 1
/// assert_eq!(nim_inverse(0), None);
/// let a = 0x0123_4567_89ab_cdef;
/// assert_eq!(nim_product(a, nim_inverse(a).unwrap()), 1);
/// ```
pub fn nim_inverse(a: u64) -> Option<u64> {
    (a != 0).then(|| nim_power(a, u64::MAX - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `a ⊗ b` for `a, b < n` straight from the mex definition. O(n^4).
    fn by_definition(n: usize) -> Vec<Vec<u64>> {
        let mut table = vec![vec![0u64; n]; n];
        let mut seen = vec![false; n * n + 1];
        for a in 0..n {
            for b in 0..n {
                seen.iter_mut().for_each(|s| *s = false);
                for x in 0..a {
                    for y in 0..b {
                        let option = table[x][b] ^ table[a][y] ^ table[x][y];
                        if let Some(s) = seen.get_mut(option as usize) {
                            *s = true;
                        }
                    }
                }
                table[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            }
        }
        table
    }

    #[test]
    fn small_products_follow_the_mex_definition() {
        let table = by_definition(64);
        for a in 0..64 {
            for b in 0..64 {
                assert_eq!(
                    nim_product(a, b),
                    table[a as usize][b as usize],
                    "{a} ⊗ {b}"
                );
            }
        }
    }

    #[test]
    fn published_values() {
        // CGSuite's GameTest: 8 ⊗ n for n = 1..=16, and the inverses of 1..=16.
        let eights: Vec<u64> = (1..=16).map(|n| nim_product(8, n)).collect();
        assert_eq!(
            eights,
            [8, 12, 4, 11, 3, 7, 15, 13, 5, 1, 9, 6, 14, 10, 2, 128]
        );
        let inverses: Vec<u64> = (1..=16).map(|n| nim_inverse(n).unwrap()).collect();
        assert_eq!(
            inverses,
            [1, 3, 2, 15, 12, 9, 11, 10, 6, 8, 7, 5, 14, 13, 4, 170]
        );
        // The Fermat 2-powers square to F ⊕ F/2 (derived from the definition's consequences).
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            if f != 0 {
                assert_eq!(nim_product(f, f), f ^ (f >> 1), "F = 2^{}", 1 << k);
            }
        }
        // Library Checker "Nim Product (F_{2^64})"'s hand-made sample.
        assert_eq!(nim_product(123, 456), 31562);
        assert_eq!(nim_product(u64::MAX, u64::MAX), 11_290_409_524_105_353_207);
        let top = 1u64 << 32;
        assert_eq!(nim_product(top, top), top ^ (top >> 1));
    }

    #[test]
    fn field_laws_hold_on_every_byte() {
        for a in 0..256u64 {
            assert_eq!(nim_product(a, 0), 0);
            assert_eq!(nim_product(a, 1), a);
            if a > 0 {
                let inverse = nim_inverse(a).unwrap();
                assert!(inverse < 256, "bytes are a subfield");
                assert_eq!(nim_product(a, inverse), 1);
            }
            for b in 0..256u64 {
                assert_eq!(nim_product(a, b), nim_product(b, a));
            }
        }
        for a in 0..32u64 {
            for b in 0..32u64 {
                for c in 0..32u64 {
                    let ab_c = nim_product(nim_product(a, b), c);
                    assert_eq!(ab_c, nim_product(a, nim_product(b, c)));
                    let a_bc = nim_product(a, b ^ c);
                    assert_eq!(a_bc, nim_product(a, b) ^ nim_product(a, c));
                }
            }
        }
    }

    /// SplitMix64, for random operands.
    fn random(state: &mut u64) -> u64 {
        *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    #[test]
    fn field_laws_hold_on_random_64_bit_values() {
        let mut state = 1;
        for _ in 0..2000 {
            let (a, b, c) = (random(&mut state), random(&mut state), random(&mut state));
            assert_eq!(nim_product(a, b), nim_product(b, a));
            assert_eq!(
                nim_product(nim_product(a, b), c),
                nim_product(a, nim_product(b, c))
            );
            assert_eq!(nim_product(a, b ^ c), nim_product(a, b) ^ nim_product(a, c));
            if a != 0 {
                assert_eq!(nim_product(a, nim_inverse(a).unwrap()), 1);
            }
        }
    }

    #[test]
    fn the_tables_agree_with_the_plain_recursion() {
        let tables = &TABLES;
        let mut state = 7;
        for _ in 0..300 {
            let (a, b) = (random(&mut state), random(&mut state));
            assert_eq!(nim_product(a, b), product_below(a, b, 64), "{a} ⊗ {b}");
            let (a32, b32) = (a & 0xffff_ffff, b & 0xffff_ffff);
            let expected = product_below(a32, b32, 32);
            assert_eq!(
                u64::from(tables.product32(a32 as u32, b32 as u32)),
                expected
            );
            let expected = product_below(a & 0xffff, 1 << 15, 16);
            assert_eq!(u64::from(tables.product16(a as u16, 1 << 15)), expected);
        }
        // The largest operands, both ways.
        let max = u64::MAX;
        assert_eq!(nim_product(max, max), product_below(max, max, 64));
    }

    #[test]
    fn every_byte_product_agrees_with_the_plain_recursion() {
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                let expected = product_below(u64::from(a), u64::from(b), 8);
                assert_eq!(u64::from(TABLES.byte(a, b)), expected, "{a} ⊗ {b}");
            }
        }
    }
}
