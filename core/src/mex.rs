//! Minimum excluded value: the smallest natural number not in a set.

/// The mex of a collection of small values: the smallest `v ≥ 0` not among them.
///
/// Values may repeat and come in any order. O(n) time and O(n) scratch memory for n values (the
/// mex of n values is at most n, so larger values are ignored without allocating for them).
/// In a loop, keep a [`Mex`] instead: it reuses its buffers.
///
/// ```
/// use game_core::mex::mex;
///
/// assert_eq!(mex([0, 1, 3]), 2); // 2 is the first value missing
/// assert_eq!(mex([1, 2]), 0); // 0 is missing
/// assert_eq!(mex([]), 0); // a position without moves is worth 0
/// assert_eq!(mex([2, 0, 1, 1]), 3); // order and repeats do not matter
/// ```
pub fn mex<I: IntoIterator<Item = usize>>(values: I) -> usize {
    Mex::new().of(values)
}

/// A reusable mex for hot loops: marks values with a generation stamp, so a call costs O(n) for
/// its n values and never clears the whole buffer.
///
/// Memory grows only to the largest number of values seen in one call: one `usize` and one `u32`
/// per value.
///
/// ```
/// use game_core::mex::Mex;
///
/// let mut mex = Mex::new();
/// assert_eq!(mex.of([0, 2]), 1);
/// // Values of an earlier call are forgotten: only 1 and 2 are marked now.
/// assert_eq!(mex.of([1, 2]), 0);
/// assert_eq!(mex.of(vec![3, 0, 1, 2]), 4);
/// ```
#[derive(Debug, Default, Clone)]
pub struct Mex {
    values: Vec<usize>,
    stamps: Vec<u32>,
    generation: u32,
}

impl Mex {
    /// An empty buffer; it grows on demand.
    pub fn new() -> Self {
        Self::default()
    }

    /// The mex of `values`, as [`mex`] computes it. Amortised O(n) for n values.
    pub fn of<I: IntoIterator<Item = usize>>(&mut self, values: I) -> usize {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Stamps from 2^32 calls ago could alias the new generation: start afresh, once.
            self.stamps.iter_mut().for_each(|s| *s = 0);
            self.generation = 1;
        }
        self.values.clear();
        self.values.extend(values);
        // The mex of n values is at most n: only slots 0..=n matter.
        let n = self.values.len();
        if self.stamps.len() <= n {
            self.stamps.resize(n + 1, 0);
        }
        for &v in &self.values {
            if v <= n {
                self.stamps[v] = self.generation;
            }
        }
        let generation = self.generation;
        self.stamps[..=n]
            .iter()
            .position(|&s| s != generation)
            .unwrap_or(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Straight from the definition, for comparison.
    fn mex_by_definition(values: &[usize]) -> usize {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn hand_cases() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([0]), 1);
        assert_eq!(mex([1, 2, 3]), 0);
        assert_eq!(mex([2, 0, 1, 1, 0]), 3);
        assert_eq!(mex([0, usize::MAX, 1]), 2);
        assert_eq!(mex([3, 0, 1, 2]), 4);
        assert_eq!(mex((0..5).filter(|&v| v != 3)), 3);
    }

    #[test]
    fn reusable_agrees_with_the_definition_on_every_small_multiset() {
        let mut reusable = Mex::new();
        // Every sequence of length ≤ 4 over 0..=5: reuse across calls must not leak stamps.
        for len in 0..=4u32 {
            for code in 0..6usize.pow(len) {
                let values: Vec<usize> = (0..len).map(|i| code / 6usize.pow(i) % 6).collect();
                let expected = mex_by_definition(&values);
                assert_eq!(mex(values.iter().copied()), expected, "{values:?}");
                assert_eq!(reusable.of(values.iter().copied()), expected, "{values:?}");
            }
        }
    }

    #[test]
    fn generation_wraparound_starts_afresh() {
        let mut m = Mex::new();
        assert_eq!(m.of([0, 1, 2]), 3);
        m.generation = u32::MAX;
        assert_eq!(m.of([0]), 1);
        assert_eq!(m.of([1, 2]), 0);
        // Wrapping to generation 0 must restart at 1: new slots are filled with 0, and a stamp
        // of 0 would read as "seen" (a mutant that skipped the restart answered 1 here).
        let mut fresh = Mex::new();
        fresh.generation = u32::MAX;
        assert_eq!(fresh.of([1]), 0);
    }
}
