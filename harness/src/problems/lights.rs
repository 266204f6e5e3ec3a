//! What the light-switching problems share (hdu3404 on a plane, poj3533 in space): every set of
//! lit cells of a small board, for their exhaustive cases, and the shapes their random and
//! judge-sized cases are drawn in, whatever a light's coordinates.

use crate::rng::Rng;

/// How a problem draws the lights of a case on a board of a given side (`rng`, a count, the
/// side).
pub(super) struct Shapes<L> {
    /// That many different lights.
    pub(super) distinct: fn(&mut Rng, u64, u64) -> Vec<L>,
    /// That many mirrored pairs: a loss for the first player, whatever the values.
    pub(super) mirrored: fn(&mut Rng, u64, u64) -> Vec<L>,
    /// That many different lights, the last one cancelling the others' values: a loss, and
    /// not a mirrored one.
    pub(super) cancelled: fn(&mut Rng, u64, u64) -> Vec<L>,
}

/// Every non-empty set of the `cells` (at most 31) lit, each in the cells' order.
pub(super) fn every_lit_set<L: Copy>(cells: &[L]) -> Vec<Vec<L>> {
    let mut cases = Vec::new();
    for mask in 1u32..1 << cells.len() {
        let lit = cells
            .iter()
            .enumerate()
            .filter(|&(i, _)| mask >> i & 1 == 1);
        cases.push(lit.map(|(_, &cell)| cell).collect());
    }
    cases
}

/// A random case: a third of the time one drawn by `on_a_board` (within a board searched
/// whole); a third, 1 to `most` lights within `reach`, half of them cancelled to a loss; a
/// third, 1 to `most / 2` mirrored pairs on a board whose side is one of `sides`.
pub(super) fn random_lights<L>(
    rng: &mut Rng,
    shapes: &Shapes<L>,
    (reach, most): (u64, u64),
    sides: &[u64],
    on_a_board: impl FnOnce(&mut Rng) -> Vec<L>,
) -> Vec<L> {
    match rng.below(3) {
        0 => on_a_board(rng),
        1 => {
            let count = rng.range(1, most);
            if rng.chance(1, 2) {
                (shapes.cancelled)(rng, count, reach)
            } else {
                (shapes.distinct)(rng, count, reach)
            }
        }
        _ => {
            let side = *rng.pick(sides);
            let pairs = rng.range(1, most / 2);
            (shapes.mirrored)(rng, pairs, side)
        }
    }
}

/// A judge-sized case of up to `max_lights` lights (the maximum often), on a board of side
/// `max_coordinate` a third of the time, else of a log-uniform side: a third mirrored pairs, a
/// third cancelled to a loss, a third different lights.
pub(super) fn judge_sized_lights<L>(
    rng: &mut Rng,
    shapes: &Shapes<L>,
    max_coordinate: u64,
    max_lights: u64,
) -> Vec<L> {
    let side = match rng.below(3) {
        0 => max_coordinate,
        _ => rng.log_uniform(2, max_coordinate),
    };
    match rng.below(3) {
        0 => {
            let pairs = rng.sized(1, max_lights / 2);
            (shapes.mirrored)(rng, pairs, side)
        }
        1 => {
            let count = rng.sized(2, max_lights);
            (shapes.cancelled)(rng, count, side)
        }
        _ => {
            let count = rng.sized(1, max_lights);
            (shapes.distinct)(rng, count, side)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lit_set_of_three_cells() {
        let sets = every_lit_set(&['a', 'b', 'c']);
        let expected: Vec<Vec<char>> = vec![
            vec!['a'],
            vec!['b'],
            vec!['a', 'b'],
            vec!['c'],
            vec!['a', 'c'],
            vec!['b', 'c'],
            vec!['a', 'b', 'c'],
        ];
        assert_eq!(sets, expected);
    }
}
