//! The arcs the sweep line crosses, kept in order of their heights on the line: a list cut in
//! blocks, searched from where the last search ended.

use crate::arc::Arc;
use crate::search::{gallop, halves};

/// The most arcs a block of the line holds before it is split in two.
const MOST_IN_BLOCK: usize = 128;

/// The arcs the sweep line crosses, lowest first, as a list cut in blocks of 1 to
/// [`MOST_IN_BLOCK`] arcs (none empty), each with a copy of its last arc. A search starts where
/// the last one ended (the finger) and steps outwards from there (1, 2, 4, … places away) before
/// it halves: over the blocks (by their last arcs), then in the block found (from the finger's
/// offset if it is the finger's block, else by halves from the start). O(log d) for an answer
/// d places away in the finger's block, O(log n) always. An insertion or removal moves at most
/// one block's arcs, and a split or an emptied block moves the list of blocks
/// (O(n / MOST_IN_BLOCK)).
#[derive(Debug, Default)]
pub(crate) struct Line {
    blocks: Vec<Block>,
    /// Where the last search ended (a hint only: checked before it is used).
    finger: Place,
}

/// A block of the line: its arcs, and a copy of the last one (read by the search over blocks).
#[derive(Debug)]
struct Block {
    last: Arc,
    arcs: Vec<Arc>,
}

impl Block {
    /// A block of `arcs` (not empty).
    fn new(arcs: Vec<Arc>) -> Block {
        Block {
            last: arcs[arcs.len() - 1],
            arcs,
        }
    }
}

/// A place in the line: a block and an offset in it (`(blocks, 0)`: after every arc).
type Place = (usize, usize);

impl Line {
    /// Removes every arc.
    pub(crate) fn clear(&mut self) {
        self.blocks.clear();
        self.finger = (0, 0);
    }

    /// The place of the first arc that passes above `point` (see [`Arc::passes_above`]; on the
    /// line, every arc above the point comes after every arc below it), searched from the
    /// finger: first its block (by the blocks' last arcs), then the offset in the block (from
    /// the finger's offset in the same block, else by halves).
    pub(crate) fn first_above(&mut self, point: (i64, i64)) -> Place {
        let blocks = &self.blocks;
        let (finger_block, finger_offset) = self.finger;
        let block = gallop(blocks.len(), finger_block, |b| {
            blocks[b].last.passes_above(point)
        });
        let offset = match blocks.get(block) {
            Some(b) => {
                let above = |i: usize| b.arcs[i].passes_above(point);
                if block == finger_block {
                    gallop(b.arcs.len(), finger_offset, above)
                } else {
                    halves(0, b.arcs.len(), above)
                }
            }
            None => 0,
        };
        self.finger = (block, offset);
        self.finger
    }

    /// The arc at `place`, if there is one.
    pub(crate) fn arc_at(&self, (block, offset): Place) -> Option<Arc> {
        self.blocks.get(block).map(|b| b.arcs[offset])
    }

    /// Inserts `lower` then `upper` at `place`. O(MOST_IN_BLOCK + n / MOST_IN_BLOCK).
    pub(crate) fn insert_pair(&mut self, (block, offset): Place, lower: Arc, upper: Arc) {
        if self.blocks.is_empty() {
            return self.blocks.push(Block::new(vec![lower, upper]));
        }
        // After every arc: at the end of the last block.
        let (block, offset) = match self.blocks.get(block) {
            Some(_) => (block, offset),
            None => (block - 1, self.blocks[block - 1].arcs.len()),
        };
        self.blocks[block]
            .arcs
            .splice(offset..offset, [lower, upper]);
        self.refresh(block);
    }

    /// After a change in block `block` (not empty): its copy of its last arc renewed, and the
    /// block split in two halves if it holds more than [`MOST_IN_BLOCK`] arcs.
    fn refresh(&mut self, block: usize) {
        let b = &mut self.blocks[block];
        b.last = b.arcs[b.arcs.len() - 1];
        if b.arcs.len() > MOST_IN_BLOCK {
            let upper_half = b.arcs.split_off(MOST_IN_BLOCK / 2);
            b.last = b.arcs[b.arcs.len() - 1];
            self.blocks.insert(block + 1, Block::new(upper_half));
        }
    }

    /// Removes `upper` at `place` and `lower` just before it, if they are there (so they are
    /// for circles that neither cross nor touch). O(MOST_IN_BLOCK + n / MOST_IN_BLOCK).
    pub(crate) fn remove_pair(&mut self, place: Place, lower: Arc, upper: Arc) {
        let Some(before) = self.place_before(place) else {
            return;
        };
        if self.arc_at(place) == Some(upper) && self.arc_at(before) == Some(lower) {
            // The upper arc first: the lower one's place, before it, stays where it is.
            self.remove_at(place);
            self.remove_at(before);
        }
    }

    /// The place just before `place`, if there is one.
    fn place_before(&self, (block, offset): Place) -> Option<Place> {
        if offset > 0 {
            return Some((block, offset - 1));
        }
        let previous = block.checked_sub(1)?;
        Some((previous, self.blocks[previous].arcs.len() - 1))
    }

    /// Removes the arc at `place`, and its block if it was the last.
    fn remove_at(&mut self, (block, offset): Place) {
        self.blocks[block].arcs.remove(offset);
        if self.blocks[block].arcs.is_empty() {
            self.blocks.remove(block);
        } else {
            self.refresh(block);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Circle;

    fn circle(x: i64, y: i64, r: i64) -> Circle {
        Circle { x, y, r }
    }

    /// The arcs of `n` circles of radius 1 stacked on x = 0, centres 4 apart from y = 0: the
    /// line at x = 0 crosses them at -1, 1, 3, 5, 7, 9, …
    fn stacked(n: usize) -> Vec<Arc> {
        (0..n)
            .flat_map(|k| {
                let c = circle(0, 4 * k as i64, 1);
                [Arc::of(c, k, false), Arc::of(c, k, true)]
            })
            .collect()
    }

    #[test]
    fn gallop_and_halves_find_the_first_arc_above_from_any_start() {
        let arcs = stacked(6);
        // (0, 6): above 5 (the upper arc of circle 1), below 7 (the lower arc of circle 2).
        for (point, first) in [((0, 6), 4), ((0, -9), 0), ((0, 2), 2), ((0, 30), 12)] {
            let above = |i: usize| arcs[i].passes_above(point);
            assert_eq!(halves(0, arcs.len(), above), first, "{point:?} by halves");
            for near in 0..=arcs.len() + 2 {
                assert_eq!(
                    gallop(arcs.len(), near, above),
                    first,
                    "{point:?} from {near}"
                );
            }
        }
        assert_eq!(gallop(0, 0, |_| true), 0);
        assert_eq!(halves(3, 3, |_| true), 3);
    }

    impl Line {
        /// Every arc's id, lowest first, checking each block's copy of its last arc.
        pub(crate) fn ids(&self) -> Vec<u32> {
            for b in &self.blocks {
                assert!(!b.arcs.is_empty() && b.arcs.len() <= MOST_IN_BLOCK);
                assert_eq!(b.last, b.arcs[b.arcs.len() - 1]);
            }
            self.blocks
                .iter()
                .flat_map(|b| &b.arcs)
                .map(|a| a.id)
                .collect()
        }
    }

    #[test]
    fn the_line_keeps_its_arcs_in_order_across_blocks() {
        let n = 3 * MOST_IN_BLOCK;
        let arcs = stacked(n);
        // Inserted from the middle outwards (each at the place its point finds), then removed.
        let mut line = Line::default();
        let order: Vec<usize> = (0..n).map(|k| (n / 2 + k * 7) % n).collect();
        for &k in &order {
            let at = line.first_above((-1, 4 * k as i64));
            line.insert_pair(at, arcs[2 * k], arcs[2 * k + 1]);
        }
        assert!(line.blocks.len() > 2);
        assert_eq!(line.ids(), (0..2 * n as u32).collect::<Vec<_>>());
        for &k in order.iter().rev() {
            let at = line.first_above((1, 4 * k as i64));
            assert_eq!(line.arc_at(at), Some(arcs[2 * k + 1]));
            line.remove_pair(at, arcs[2 * k], arcs[2 * k + 1]);
        }
        assert_eq!(line.ids(), Vec::<u32>::new());
        assert_eq!(line.blocks.len(), 0);
    }

    #[test]
    fn a_pair_not_side_by_side_stays() {
        // The arcs of circles 0 and 1: circle 0's are removed only from the place of its upper
        // arc (offset 1), not from circle 1's upper arc nor from the first place.
        let arcs = stacked(2);
        let mut line = Line::default();
        line.insert_pair((0, 0), arcs[0], arcs[1]);
        line.insert_pair((1, 0), arcs[2], arcs[3]);
        line.remove_pair((0, 3), arcs[0], arcs[1]);
        line.remove_pair((0, 0), arcs[0], arcs[1]);
        assert_eq!(line.ids(), [0, 1, 2, 3]);
        line.remove_pair((0, 1), arcs[0], arcs[1]);
        assert_eq!(line.ids(), [2, 3]);
        line.clear();
        assert_eq!((line.ids(), line.finger), (vec![], (0, 0)));
    }

    #[test]
    fn a_block_splits_only_past_its_most() {
        // One block of MOST_IN_BLOCK − 2 arcs, then a pair: MOST_IN_BLOCK, no split; then a block
        // of MOST_IN_BLOCK − 1 and a pair: one past it, split at half.
        let arcs = stacked(MOST_IN_BLOCK);
        let most = MOST_IN_BLOCK;
        for (start, blocks, first) in [(most - 2, 1, most), (most - 1, 2, most / 2)] {
            let block = Block::new(arcs[..start].to_vec());
            let mut line = Line {
                blocks: vec![block],
                finger: (0, 0),
            };
            line.insert_pair((0, 0), arcs[start], arcs[start + 1]);
            assert_eq!(line.blocks.len(), blocks, "from {start}");
            assert_eq!(line.blocks[0].arcs.len(), first);
            assert_eq!(line.ids().len(), start + 2);
        }
    }

    #[test]
    fn a_pair_is_removed_across_two_blocks_and_only_whole() {
        let arcs = stacked(2);
        let two_blocks = || Line {
            blocks: vec![Block::new(vec![arcs[0]]), Block::new(vec![arcs[1]])],
            finger: (0, 0),
        };
        // Circle 0's lower arc ends block 0, its upper arc starts block 1.
        let mut line = two_blocks();
        assert_eq!(line.place_before((1, 0)), Some((0, 0)));
        line.remove_pair((1, 0), arcs[0], arcs[1]);
        assert_eq!(line.ids(), Vec::<u32>::new());
        // The upper arc matches but the arc before it is not the lower one: nothing goes.
        let mut line = Line {
            blocks: vec![Block::new(vec![arcs[2], arcs[1], arcs[0]])],
            finger: (0, 0),
        };
        line.remove_pair((0, 1), arcs[0], arcs[1]);
        assert_eq!(line.ids(), [2, 1, 0]);
        // The lower arc matches but the arc at the place is not the upper one.
        line.remove_pair((0, 1), arcs[2], arcs[3]);
        assert_eq!(line.ids(), [2, 1, 0]);
    }
}
