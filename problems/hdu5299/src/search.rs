//! The searches of the sweep line: for a predicate false then true along a list, the first
//! place where it holds, by halves or galloping outwards from where the last search ended.

/// The first index below `len` for which `above` holds (`len` if none), given that it holds
/// for every index after that one and for none before, searched outwards from `near` in steps
/// of 1, 2, 4, …, then by halves: O(log d) calls of `above` for an answer d away.
pub(crate) fn gallop(len: usize, near: usize, above: impl Fn(usize) -> bool) -> usize {
    let near = near.min(len);
    // The answer lies in low..=high; the steps double until they pass it.
    let (mut low, mut high, mut step) = (0, len, 1);
    if near < len && !above(near) {
        low = near + 1;
        while low + step <= len {
            if above(low + step - 1) {
                high = low + step - 1;
                break;
            }
            low += step;
            step *= 2;
        }
    } else {
        high = near;
        while step <= high {
            if !above(high - step) {
                low = high - step + 1;
                break;
            }
            high -= step;
            step *= 2;
        }
    }
    halves(low, high, above)
}

/// The first index in `low..high` for which `above` holds (`high` if none), given that it holds
/// for every index after that one and for none before: a binary search, O(log(high − low)).
pub(crate) fn halves(mut low: usize, mut high: usize, above: impl Fn(usize) -> bool) -> usize {
    while low < high {
        let middle = low + (high - low) / 2;
        if above(middle) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    low
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gallop_costs_the_log_of_the_distance() {
        let count = |len: usize, near: usize, answer: usize| {
            let calls = std::cell::Cell::new(0);
            let found = gallop(len, near, |i| {
                calls.set(calls.get() + 1);
                i >= answer
            });
            assert_eq!(found, answer);
            calls.get()
        };
        // Next to the finger: the finger, then the one after it.
        assert_eq!(count(16, 5, 6), 2);
        // Two left: 8, 7 (above), 5 (not), then 6 by halves.
        assert_eq!(count(16, 8, 6), 4);
        // Far right: 0, then 1, 3, 7, …, 511, 1023 (steps doubling), 9 halvings of 512..1023.
        assert_eq!(count(1024, 0, 1000), 20);
        // Far left from the end: 1023, 1021, 1017, …, 513, 1 (10 steps), 9 halvings of 2..513.
        assert_eq!(count(1024, 1024, 24), 19);
    }
}
