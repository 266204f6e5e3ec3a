//! Cutting a long list (of piles, trees, games, rows, drawings) into parts, for the shrinkers of
//! judge-sized cases: a variant per item, or per pair of items, would be millions of them.

use std::ops::Range;

/// How finely the shrinkers of long rows cut them: into 64ths at most.
pub(crate) const SIXTY_FOURTHS: usize = 64;

/// The ranges that cut `0..len` into halves, then quarters, …, the largest first, down to
/// `finest` parts or to single items, whichever comes first: at most 2 · min(len, finest)
/// ranges, none for an empty list.
pub(crate) fn parts(len: usize, finest: usize) -> Vec<Range<usize>> {
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
pub(crate) fn without<T: Clone>(items: &[T], part: Range<usize>) -> Vec<T> {
    let mut fewer = items[..part.start].to_vec();
    fewer.extend_from_slice(&items[part.end..]);
    fewer
}

/// Lists longer than this shrink by at most 64ths (each variant clones most of the list).
const LONG_LIST: usize = 256;

/// Lists longer than this shrink by at most eighths.
const VERY_LONG_LIST: usize = 4096;

/// `items` with each half of them removed, then each quarter, … down to each single item (for
/// a list of at most [`LONG_LIST`] items; a longer one stops at 64ths, one of more than
/// [`VERY_LONG_LIST`] at eighths), boldest first; nothing for a list of one.
/// O(n · variants) to build: at most 2n variants (126 for a long list, 14 for a very long one).
pub(crate) fn without_parts<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    folded_parts(items, |_| Vec::new())
}

/// `items` with each part that [`without_parts`] removes replaced by `fold` of it (given its
/// range) instead, where that is shorter than the part: a fold keeps what removing the part
/// would lose (such as the xor of its values, which a failure may hang on). Nothing for a list
/// of one. O(n · variants) to build, as [`without_parts`].
pub(crate) fn folded_parts<T: Clone>(
    items: &[T],
    fold: impl Fn(Range<usize>) -> Vec<T>,
) -> Vec<Vec<T>> {
    let n = items.len();
    let finest = if n > VERY_LONG_LIST {
        8
    } else if n > LONG_LIST {
        SIXTY_FOURTHS
    } else {
        usize::MAX
    };
    if n <= 1 {
        return Vec::new();
    }
    parts(n, finest)
        .into_iter()
        .filter_map(|part| {
            let folded = fold(part.clone());
            (folded.len() < part.len()).then(|| {
                let mut fewer = items[..part.start].to_vec();
                fewer.extend(folded);
                fewer.extend_from_slice(&items[part.end..]);
                fewer
            })
        })
        .collect()
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
        assert_eq!(parts(1, usize::MAX), vec![0..1]);
        assert!(parts(0, SIXTY_FOURTHS).is_empty());
        assert_eq!(without(&[1, 2, 3, 4], 1..3), [1, 4]);
    }

    #[test]
    fn lists_lose_their_parts_ever_more_coarsely_the_longer_they_are() {
        assert_eq!(
            without_parts(&[1, 2, 3]),
            [vec![3], vec![1, 2], vec![2, 3], vec![1, 3], vec![1, 2]]
        );
        assert!(without_parts(&[1]).is_empty());
        assert_eq!(without_parts(&vec![0; 300]).len(), 2 + 4 + 8 + 16 + 30 + 60);
        assert_eq!(without_parts(&vec![0; 5000]).len(), 2 + 4 + 8);
    }

    #[test]
    fn parts_fold_where_the_fold_is_shorter() {
        // Each part replaced by its sum where that is one item: the parts of one item stay.
        let items = [1, 2, 3, 4];
        let sums = folded_parts(&items, |part| vec![items[part].iter().sum::<u64>()]);
        assert_eq!(sums, [vec![3, 3, 4], vec![1, 2, 7]]);
        // A fold to nothing is a removal.
        assert_eq!(
            folded_parts(&[1, 2, 3, 4, 5], |_| Vec::new()),
            without_parts(&[1, 2, 3, 4, 5])
        );
    }
}
