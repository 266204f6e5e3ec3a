//! The sweep's events, each a circle entering or leaving the vertical line, packed in one `u64`
//! each so that sorting the numbers sorts the events, and the radix sort that sorts them.

use crate::COORDINATE_CAPACITY;

/// The bits of an event's circle index.
pub(crate) const INDEX_BITS: u32 = 32;
/// An event's circle index, as a mask.
pub(crate) const INDEX_MASK: u64 = (1 << INDEX_BITS) - 1;

/// An event of the sweep as one number, sorted by x, then leaving before entering: x (shifted
/// to be non-negative, 22 bits), whether the circle enters (1 bit), the circle's index (32 bits).
pub(crate) fn event(x: i64, enters: bool, circle: usize) -> u64 {
    let x = (x + 2 * COORDINATE_CAPACITY) as u64;
    ((2 * x + u64::from(enters)) << INDEX_BITS) + circle as u64
}

/// Sorts `keys` by their bits 32 to 55 (above a 32-bit index), equal ones kept in their
/// order: a radix sort, two stable passes on 12 bits each through `scratch`. O(n).
pub(crate) fn sort_by_high_bits(keys: &mut Vec<u64>, scratch: &mut Vec<u64>) {
    for shift in [INDEX_BITS, INDEX_BITS + 12] {
        let digit = |key: u64| (key >> shift & 0xFFF) as usize;
        // Where each digit's keys start in `scratch`.
        let mut starts = [0; 4096];
        for &key in keys.iter() {
            starts[digit(key)] += 1;
        }
        let mut total = 0;
        for start in starts.iter_mut() {
            (*start, total) = (total, total + *start);
        }
        scratch.clear();
        scratch.resize(keys.len(), 0);
        for &key in keys.iter() {
            scratch[starts[digit(key)]] = key;
            starts[digit(key)] += 1;
        }
        std::mem::swap(keys, scratch);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_sort_by_x_then_leaving_first() {
        let left = event(-2_000_000, true, 5);
        let leaves = event(3, false, 9);
        let enters = event(3, true, 1);
        let right = event(2_000_000, false, 0);
        assert!(left < leaves && leaves < enters && enters < right);
        assert_eq!(enters & INDEX_MASK, 1);
        assert_eq!(enters >> INDEX_BITS, (2_000_003 << 1) | 1);
        assert_eq!(right >> INDEX_BITS, 4_000_000 << 1);
    }

    #[test]
    fn the_radix_sort_orders_high_bits_and_keeps_ties_in_order() {
        let key = |high: u64, low: u64| high << INDEX_BITS | low;
        let mut keys = vec![
            key(0x7F_FFFF, 1),
            key(0x10000, 2),
            key(3, 9),
            key(0x10000, 0),
        ];
        keys.push(key(3, 4));
        keys.push(key(0x100, 5));
        sort_by_high_bits(&mut keys, &mut Vec::new());
        let expected = [
            key(3, 9),
            key(3, 4),
            key(0x100, 5),
            key(0x10000, 2),
            key(0x10000, 0),
            key(0x7F_FFFF, 1),
        ];
        assert_eq!(keys, expected);
    }
}
