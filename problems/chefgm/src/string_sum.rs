//! The sign of a sum of Blue-Red Hackenbush strings of any length, exactly, in machine words.
//!
//! A string's value by its sign expansion (Berlekamp; `game_core::partizan::blue_red`): the
//! edges up to the first change of colour count ±1 each, and after it the j-th edge counts
//! ±1/2^j (+ for blue). So a sum of strings is `whole + Σ_j digits[j] / 2^j`, where `whole`
//! adds up the strings' first runs and `digits[j]` the signs of their j-th edges past the first
//! change: small integers (each at most the number of strings in size), whatever the lengths.
//! Its sign comes from carrying the digits up, finest first ([`StringSum::sign`]).

use std::cmp::Ordering;

/// A sum of Blue-Red Hackenbush strings as `whole + Σ_{j ≥ 1} digits[j − 1] / 2^j`, each digit
/// a signed count. Reused from case to case ([`StringSum::clear`]), so its memory is the
/// longest string's.
#[derive(Clone, Debug, Default)]
pub struct StringSum {
    whole: i64,
    digits: Vec<i64>,
}

impl StringSum {
    /// Back to 0 (keeping the digits' memory).
    pub fn clear(&mut self) {
        self.whole = 0;
        self.digits.clear();
    }

    /// Adds the string whose edges, from the ground up, are blue where `edges` says `true`.
    /// O(length).
    ///
    /// ```
    /// use chefgm::StringSum;
    /// use std::cmp::Ordering;
    /// // Blue, blue, red is 1 + 1 − 1/2; red, red, blue, blue is −2 + 1/2 + 1/4: the sum is 1/4.
    /// let mut sum = StringSum::default();
    /// sum.add_string([true, true, false]);
    /// sum.add_string([false, false, true, true]);
    /// assert_eq!(sum.sign(), Ordering::Greater);
    /// // One more red edge: −1 + 1/4 < 0.
    /// sum.add_string([false]);
    /// assert_eq!(sum.sign(), Ordering::Less);
    /// ```
    pub fn add_string(&mut self, edges: impl IntoIterator<Item = bool>) {
        let sign = |blue: bool| if blue { 1 } else { -1 };
        let mut edges = edges.into_iter();
        let Some(first) = edges.next() else {
            return;
        };
        self.whole += sign(first);
        let mut past_change = 0;
        for blue in edges {
            if past_change == 0 && blue == first {
                self.whole += sign(blue);
                continue;
            }
            if past_change == self.digits.len() {
                self.digits.push(0);
            }
            self.digits[past_change] += sign(blue);
            past_change += 1;
        }
    }

    /// The sign of the sum. The digits are carried up from the finest: `r = digit + carry`
    /// is `2q + b` with `b` in {0, 1} (Euclidean division), `q` carried to the next place up and
    /// `b` left as a binary digit. What is left is `whole + carry + f`, `f` in [0, 1) and 0
    /// only when every `b` is: negative iff `whole + carry < 0`, positive iff it is above 0 or
    /// it is 0 and some `b` is 1. Every `|carry|` stays below the largest `|digit|`. O(digits).
    pub fn sign(&self) -> Ordering {
        let mut carry = 0i64;
        let mut fraction = false;
        for &digit in self.digits.iter().rev() {
            let r = digit + carry;
            carry = r.div_euclid(2);
            fraction |= r.rem_euclid(2) == 1;
        }
        match (self.whole + carry).cmp(&0) {
            Ordering::Equal if fraction => Ordering::Greater,
            whole => whole,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::partizan::blue_red::{string_value, Colour};
    use game_core::partizan::Dyadic;

    /// Every string up to `longest` edges, as its colours from the ground up.
    fn strings(longest: u32) -> Vec<Vec<bool>> {
        (0..=longest)
            .flat_map(|len| {
                (0..1u32 << len).map(move |bits| (0..len).map(|i| bits >> i & 1 == 1).collect())
            })
            .collect()
    }

    fn value(edges: &[bool]) -> Dyadic {
        let colours: Vec<Colour> = edges
            .iter()
            .map(|&blue| if blue { Colour::Blue } else { Colour::Red })
            .collect();
        string_value(&colours)
    }

    #[test]
    fn every_pair_of_short_strings_has_the_sign_of_core_s_values() {
        let all = strings(6);
        for one in &all {
            for other in &all {
                let mut sum = StringSum::default();
                sum.add_string(one.iter().copied());
                sum.add_string(other.iter().copied());
                let exact = value(one) + value(other);
                assert_eq!(sum.sign(), exact.cmp(&Dyadic::ZERO), "{one:?} + {other:?}");
            }
        }
    }

    #[test]
    fn carries_across_many_places() {
        // Blue then 60 reds is 2^−60; blue then 59 reds is 2^−59: their difference needs every
        // place. Red, blue under 60 reds' mirror image cancels the first exactly.
        let tiny = |reds: usize| {
            let mut edges = vec![true];
            edges.extend(std::iter::repeat(false).take(reds));
            edges
        };
        let mirror = |edges: &[bool]| edges.iter().map(|&b| !b).collect::<Vec<_>>();
        let mut sum = StringSum::default();
        sum.add_string(tiny(60));
        assert_eq!(sum.sign(), Ordering::Greater);
        sum.add_string(mirror(&tiny(60)));
        assert_eq!(sum.sign(), Ordering::Equal);
        sum.add_string(mirror(&tiny(59)));
        sum.add_string(tiny(60));
        sum.add_string(tiny(60));
        assert_eq!(sum.sign(), Ordering::Equal);
        sum.add_string(tiny(200));
        assert_eq!(sum.sign(), Ordering::Greater);
        sum.clear();
        assert_eq!(sum.sign(), Ordering::Equal);
        sum.add_string(mirror(&tiny(1000)));
        assert_eq!(sum.sign(), Ordering::Less);
    }
}
