//! Cutting a long list (of piles, trees, games, rows, drawings) into parts, for the shrinkers of
//! judge-sized cases: a variant per item, or per pair of items, would be millions of them.

use std::ops::Range;

/// How finely the shrinkers of long rows cut them: into 64ths at most.
pub(super) const SIXTY_FOURTHS: usize = 64;

/// The ranges that cut `0..len` into halves, then quarters, …, the largest first, down to
/// `finest` parts or to single items, whichever comes first: at most 2 · min(len, finest)
/// ranges, none for an empty list.
pub(super) fn parts(len: usize, finest: usize) -> Vec<Range<usize>> {
    let mut ranges = Vec::new();
    let mut count = 2;
    while count <= finest.max(2) && len > 0 {
        let size = len.div_ceil(count);
        ranges.extend(
            (0..len)
                .step_by(size)
                .map(|start| start..(start + size).min(len)),
        );
        if size == 1 {
            break;
        }
        count = count.saturating_mul(2);
    }
    ranges
}

/// `items` without `items[part]`. O(len).
pub(super) fn without<T: Clone>(items: &[T], part: Range<usize>) -> Vec<T> {
    let mut fewer = items[..part.start].to_vec();
    fewer.extend_from_slice(&items[part.end..]);
    fewer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_halve_down_to_the_finest_or_single_items() {
        assert_eq!(
            parts(5, usize::MAX),
            [0..3, 3..5, 0..2, 2..4, 4..5, 0..1, 1..2, 2..3, 3..4, 4..5]
        );
        assert_eq!(
            parts(4, SIXTY_FOURTHS),
            [0..2, 2..4, 0..1, 1..2, 2..3, 3..4]
        );
        // Sizes 500, 250, 125, 63, 32, 16: 64ths of 1000 are 63 parts of 16.
        assert_eq!(parts(1000, SIXTY_FOURTHS).len(), 2 + 4 + 8 + 16 + 32 + 63);
        assert_eq!(parts(1, usize::MAX), [0..1]);
        assert!(parts(0, SIXTY_FOURTHS).is_empty());
        assert_eq!(without(&[1, 2, 3, 4], 1..3), [1, 4]);
    }
}
