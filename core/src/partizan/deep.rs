//! Blue-Red Hackenbush trees at judge scale: exact values with up to one binary digit per edge.
//!
//! # The problem
//!
//! [`super::blue_red::tree_value`] folds a tree one edge at a time in [`Dyadic`]s, exact while a
//! drawing is at most 62 edges high. A judge's tree of 10^5 edges is worth `a / 2^k` with `k` up
//! to about 10^5: a path of one blue edge under `m` red ones is worth `1/2^m`. A big-integer
//! numerator per vertex is exact but slow: on a path carrying a leaf at every vertex each edge
//! rewrites a numerator of Θ(depth) bits, Θ(n²) bit operations in all.
//!
//! # The representation
//!
//! A [`DeepDyadic`] is `whole + Σ_{q ∈ S} 2^−q`: its floor `whole` (an `i64`: a drawing of `m`
//! edges is worth at most `m` in absolute value) and the set `S` of the positions `q ≥ 1` of the
//! one-bits of its fractional part, in `[0, 1)`. `S` is stored as keys `q − shift` in a
//! [`BTreeSet`], so that halving the whole fraction `d` times is `shift += d`, O(1).
//!
//! # The operations, and why they are right
//!
//! - **Sum** ([`DeepDyadic::add`]): the wholes add; each bit of the smaller set is inserted in
//!   the larger one, a bit already there carrying into the position above (`2^−q + 2^−q =
//!   2^−(q−1)`, and `2^0` carries into `whole`).
//! - **A blue edge under `x = w + f`** (`w` the floor, `f` the fraction): `p ≥ 1` is the least
//!   integer with `x + p > 1`: `p = max(1, 2 − w)` when `f = 0`, else `max(1, 1 − w)`. The value
//!   is `(x + p) / 2^(p−1)` ([`super::blue_red::edge_under`]). When `p = 1` that is `w + 1 + f`.
//!   When `p > 1`, `x + p − 1 ≤ 1` by minimality, so `w + p` is 1 or 2 and the result is the
//!   fraction shifted by `d = p − 1` places plus one or two new bits (`2^−d`, `2^−(d−1)`), below
//!   every shifted bit: O(1) changes besides the shift.
//! - **A red edge under `x`**: the negative of a blue edge under `−x`, that is
//!   `(x − p) / 2^(p−1)` with `p ≥ 1` the least integer with `x − p < −1`: `p = max(1, w + 2)`.
//!   When `p = 1` the floor drops by 1. When `p > 1` (`x ≥ 0`), `x − p = −2 + f` and the result
//!   `−2^(1−d) + f / 2^d` (`d = p − 1 = w + 1`) has floor −1 and fraction
//!   `Σ_{k=1}^{d−1} 2^−k + f / 2^d`: `d − 1 = w` new bits.
//!
//! # Complexity: O(n log² n) for a tree of `n` edges, memory O(n)
//!
//! - **Bits made by edges.** A blue edge makes at most 2 bits; a red edge with `p > 1` makes
//!   `w ≥ 0` bits, its drawing's floor. Let `Φ` be the sum of `max(floor, 0)` over the values
//!   being folded. A blue edge with `p = 1` raises it by 1, any other blue edge leaves a value at
//!   most 1 (raises `Φ` by at most 1), a sum raises it by at most 1 (`⌊a + b⌋ ≤ ⌊a⌋ + ⌊b⌋ + 1`),
//!   and a red edge with `p > 1` lowers it by its `w`. So those `w`s total at most `3n`: O(n)
//!   bits are made by edges.
//! - **Bits moved by sums.** A value of `m` edges has at most `m` bits: its game tree is at most
//!   `m` moves deep, so its birthday is at most `m`, and a number `a / 2^k` (`a` odd, `k ≥ 1`) is
//!   born on day `k + 1` or later. A sum inserts the smaller set's bits, at most
//!   `min(m_A, m_B)`; an edge counted on the smaller side of a sum lands in a drawing at least
//!   twice as large, so each edge is counted at most `log₂ n` times: O(n log n) insertions.
//! - **Carries.** Each step of a carry deletes a bit, and no more bits are deleted than made:
//!   O(n log n) in all. Each set operation costs O(log n) in the [`BTreeSet`].
//!
//! [`DeepDyadic::numerator`] then writes `a` in decimal: O(k²/w²) word operations for a
//! `k`-bit numerator (32-bit limbs divided by 10^9), about 10^7 for `k = 10^5`.
//!
//! Sources: the simplification of a branch is *Winning Ways* ch. 2 (see [`super::blue_red`]);
//! merging the smaller expansion into the larger is the CodeChef GERALD08 editorial's
//! technique (sparse binary fractions), with the bound above proven here.
//!
//! ```
//! use game_core::partizan::blue_red::Colour::{Blue, Red};
//! use game_core::partizan::deep::{tree_value, DeepDyadic};
//! use std::cmp::Ordering;
//!
//! // A blue edge under 70 red ones is worth 1/2^70: too fine for a `Dyadic`.
//! let mut colours = vec![Blue];
//! colours.extend([Red; 70]);
//! let parents: Vec<Option<usize>> = (0..71).map(|e: usize| e.checked_sub(1)).collect();
//! let value = tree_value(&parents, &colours);
//! assert_eq!(value.sign(), Ordering::Greater);
//! assert_eq!((value.numerator(), value.exponent()), ("1".to_string(), 70));
//! ```

use super::blue_red::Colour;
use super::Dyadic;
use std::cmp::Ordering;
use std::collections::BTreeSet;

/// An exact dyadic rational `whole + Σ 2^−q` over a sparse set of fraction bits: the value of a
/// Blue-Red Hackenbush drawing of any size (the [module](self) explains the representation and
/// proves the cost of its operations).
#[derive(Clone, Debug, Default)]
pub struct DeepDyadic {
    /// The floor of the value.
    whole: i64,
    /// Added to a key to give the bit's position `q ≥ 1` (the bit is worth `2^−q`).
    shift: i64,
    /// The fraction's one-bits, as `q − shift`.
    keys: BTreeSet<i64>,
}

impl DeepDyadic {
    /// Zero: the empty drawing.
    pub fn zero() -> DeepDyadic {
        DeepDyadic::default()
    }

    /// The sign of the value: `Greater` when Blue (Left) wins whoever starts, `Less` when Red
    /// (Right) does, `Equal` when the second player wins. O(1).
    pub fn sign(&self) -> Ordering {
        match self.whole.cmp(&0) {
            Ordering::Equal if !self.keys.is_empty() => Ordering::Greater,
            other => other,
        }
    }

    /// The exponent `k` of the value `a / 2^k` in lowest terms (0 for an integer). O(log n).
    pub fn exponent(&self) -> u64 {
        self.keys
            .iter()
            .next_back()
            .map_or(0, |&key| (key + self.shift) as u64)
    }

    /// Adds `other` to `self`, moving the smaller set of fraction bits into the larger.
    /// O(min(bits) · log n) besides carries, which are paid by the bits they delete.
    pub fn add(&mut self, mut other: DeepDyadic) {
        if other.keys.len() > self.keys.len() {
            std::mem::swap(self, &mut other);
        }
        self.whole += other.whole;
        for key in other.keys {
            self.insert_bit(key + other.shift);
        }
    }

    /// Adds `2^−q` (`q ≥ 0`), carrying while the bit is already set.
    fn insert_bit(&mut self, mut q: i64) {
        loop {
            if q == 0 {
                self.whole += 1;
                return;
            }
            if !self.keys.remove(&(q - self.shift)) {
                self.keys.insert(q - self.shift);
                return;
            }
            q -= 1;
        }
    }

    /// Turns the value of a drawing into the value of an edge of `colour` with that drawing
    /// standing on its top end ([`super::blue_red::edge_under`], at any depth). O(1) set
    /// operations for a blue edge, `floor` new bits for a red edge over a value `≥ 0` (O(n) in
    /// all over a tree, the [module](self) proves).
    pub fn put_under(&mut self, colour: Colour) {
        let w = self.whole;
        match colour {
            Colour::Blue => {
                let p = if self.keys.is_empty() { 2 - w } else { 1 - w }.max(1);
                if p == 1 {
                    self.whole += 1;
                    return;
                }
                // w + p is 1 or 2: its bits go to positions d and d − 1 (d − 1 = 0 is the floor).
                let d = p - 1;
                let top = w + p;
                self.shift += d;
                self.whole = 0;
                if top == 2 {
                    self.insert_bit(d - 1);
                } else {
                    debug_assert_eq!(top, 1);
                    self.insert_bit(d);
                }
            }
            Colour::Red => {
                let p = (w + 2).max(1);
                if p == 1 {
                    self.whole -= 1;
                    return;
                }
                // x − p = −2 + f: floor −1, fraction 2^−1 + … + 2^−(d−1) + f / 2^d.
                let d = p - 1;
                self.shift += d;
                self.whole = -1;
                for q in 1..d {
                    self.keys.insert(q - self.shift);
                }
            }
        }
    }

    /// The value as a [`Dyadic`], if it is one (its exponent at most
    /// [`super::MAX_EXPONENT`], its numerator within `i64`). O(bits).
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        let k = self.exponent();
        if k > u64::from(super::MAX_EXPONENT) {
            return None;
        }
        let mut numerator = self.whole.checked_mul(1i64.checked_shl(k as u32)?)?;
        for &key in &self.keys {
            numerator = numerator.checked_add(1i64 << (k as i64 - (key + self.shift)))?;
        }
        Some(Dyadic::new(numerator, k as u32))
    }

    /// The numerator `a` of the value `a / 2^k` in lowest terms ([`DeepDyadic::exponent`]), in
    /// decimal with a leading `-` when negative. O(k²) bit operations, in 32-bit words.
    pub fn numerator(&self) -> String {
        let k = self.exponent();
        // The fraction's bits as a k-bit integer F, little-endian 32-bit limbs, with room for
        // |whole| · 2^k on top (|whole| < 2^63).
        let mut limbs = vec![0u32; k as usize / 32 + 3];
        for &key in &self.keys {
            let bit = k - (key + self.shift) as u64;
            limbs[bit as usize / 32] |= 1 << (bit % 32);
        }
        // a = whole · 2^k + F; when whole < 0, |a| = |whole| · 2^k − F (F < 2^k).
        let magnitude = self.whole.unsigned_abs();
        let mut high = vec![0u32; limbs.len()];
        let (limb, offset) = (k as usize / 32, k % 32);
        let wide = u128::from(magnitude) << offset;
        for (i, slot) in high.iter_mut().skip(limb).take(3).enumerate() {
            *slot = (wide >> (32 * i)) as u32;
        }
        if self.whole >= 0 {
            add_limbs(&mut limbs, &high);
            decimal(limbs)
        } else {
            sub_limbs(&mut high, &limbs);
            format!("-{}", decimal(high))
        }
    }
}

/// `a += b`, both little-endian 32-bit limbs of the same length, no carry out.
fn add_limbs(a: &mut [u32], b: &[u32]) {
    let mut carry = 0u64;
    for (x, &y) in a.iter_mut().zip(b) {
        let sum = u64::from(*x) + u64::from(y) + carry;
        *x = sum as u32;
        carry = sum >> 32;
    }
}

/// `a −= b` with `a ≥ b`, both little-endian 32-bit limbs of the same length.
fn sub_limbs(a: &mut [u32], b: &[u32]) {
    let mut borrow = 0i64;
    for (x, &y) in a.iter_mut().zip(b) {
        let diff = i64::from(*x) - i64::from(y) - borrow;
        borrow = i64::from(diff < 0);
        *x = diff.rem_euclid(1 << 32) as u32;
    }
}

/// A non-negative integer (little-endian 32-bit limbs) in decimal, by repeated division by 10^9.
fn decimal(mut limbs: Vec<u32>) -> String {
    const CHUNK: u64 = 1_000_000_000;
    let mut chunks = Vec::new();
    loop {
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        if limbs.is_empty() {
            break;
        }
        let mut remainder = 0u64;
        for limb in limbs.iter_mut().rev() {
            let current = (remainder << 32) | u64::from(*limb);
            *limb = (current / CHUNK) as u32;
            remainder = current % CHUNK;
        }
        chunks.push(remainder);
    }
    match chunks.split_last() {
        None => "0".to_string(),
        Some((first, rest)) => {
            let mut text = first.to_string();
            for chunk in rest.iter().rev() {
                text.push_str(&format!("{chunk:09}"));
            }
            text
        }
    }
}

/// The value of a forest of edges, as [`super::blue_red::tree_value`] takes it (`parents[e]`
/// the edge that edge `e` stands on, `None` on the ground, every parent before its children),
/// exact at any depth. O(n log² n) for `n` edges, memory O(n) (the [module](self) proves it).
///
/// # Panics
/// If a parent does not come before its child, or the lengths differ.
pub fn tree_value(parents: &[Option<usize>], colours: &[Colour]) -> DeepDyadic {
    assert_eq!(parents.len(), colours.len(), "one colour for each edge");
    let mut above: Vec<DeepDyadic> = vec![DeepDyadic::zero(); parents.len()];
    let mut ground = DeepDyadic::zero();
    for edge in (0..parents.len()).rev() {
        let mut branch = std::mem::take(&mut above[edge]);
        branch.put_under(colours[edge]);
        match parents[edge] {
            Some(parent) => {
                assert!(parent < edge, "edge {edge} stands on a later edge {parent}");
                above[parent].add(branch);
            }
            None => ground.add(branch),
        }
    }
    ground
}

#[cfg(test)]
mod tests;
