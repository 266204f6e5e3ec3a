//! Sprague–Grundy values of every position of a game played on the bit masks of `w` bits (a row
//! of `w` cells, each empty or holding a piece), in one table of `2^w` bytes built without
//! recursion: [`table`].
//!
//! The table is built in one pass, in an [`Order`] that every move respects (each move goes to
//! a smaller mask, or each to a larger one), so that the options of a mask are valued before it.
//! Build it once per process (e.g. in a `std::sync::OnceLock`) and read `values[mask]`.

use std::ops::Range;

/// The direction of every move of the game, which fixes the order [`table`] values the masks in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Every move goes from a mask to a smaller one (as a number): the masks are valued from
    /// `0` upward.
    Down,
    /// Every move goes from a mask to a larger one: the masks are valued from `2^w − 1`
    /// downward.
    Up,
}

/// The largest value [`table`] holds: 63, so that a value fits a byte and the set of values seen
/// among a mask's options fits one `u64` (a `u128` set took 1.4 times the instructions to build
/// HDU 5724's table of 2^20 masks). An SG value is the mex of its options' values, so it is at
/// most the number of options (the mex of k values is at most k): a game whose masks have at
/// most 63 options each is always within it, e.g. any game that moves one of at most 32 pieces.
pub const MAX_VALUE: u8 = 63;

/// The widest table [`table`] builds: 32 bits (masks are `u32`), 4 GiB of values.
pub const MAX_WIDTH: u32 = 32;

/// The options of one mask while [`table`] values it: each call to [`MaskOptions::to`] adds one.
///
/// Built by the table builder and handed to the move function; it cannot be made elsewhere.
#[derive(Debug)]
pub struct MaskOptions<'t> {
    /// The values found so far (the others are 0 and must not be read).
    values: &'t [u8],
    /// The masks already valued, `first..first + valued`: the only ones an option may go to.
    first: usize,
    valued: usize,
    /// Bit `v` is set iff some option listed so far is worth `v`.
    seen: u64,
}

impl MaskOptions<'_> {
    /// Adds the option that moves to `next`. O(1).
    ///
    /// # Panics
    ///
    /// If `next` is not on the side of the mask being valued that the table's [`Order`] says
    /// (below it for [`Order::Down`], above it for [`Order::Up`], never the mask itself), or is
    /// `2^w` or more: its value is not known yet, a bug in the move function, never silently a
    /// wrong value.
    #[inline]
    pub fn to(&mut self, next: u32) {
        let next = next as usize;
        // One comparison: below `first`, the difference wraps to a huge number.
        assert!(
            next.wrapping_sub(self.first) < self.valued,
            "an option to mask {next:#b}, which is not valued yet (outside {:#b}..{:#b})",
            self.first,
            self.first + self.valued
        );
        // Every value in the table is at most MAX_VALUE < 64 (checked as it is stored).
        self.seen |= 1 << self.values[next];
    }
}

/// The SG values of every mask of `width` bits (`values[mask]` for `mask < 2^width`) of the game
/// whose moves `options(mask, &mut o)` lists, by calling `o.to(next)` once per move from `mask`
/// to `next`.
///
/// Hypotheses: every move goes the way `order` says ([`Order::Down`]: `next < mask`;
/// [`Order::Up`]: `next > mask`; then the game has no cycle and ends), and no value exceeds
/// [`MAX_VALUE`] (true when no mask has more than 63 options). Both are checked (see Panics). A
/// position's value is the mex of its options' values; it loses for the player to move iff it is
/// 0, and a sum of such games is worth the xor of its parts' values (Sprague–Grundy).
///
/// One pass over the masks in `order`, so each option is valued before the mask that lists it;
/// no recursion. O(2^width · (1 + options of a mask)) time, `2^width` bytes (one `u8` a mask).
///
/// # Panics
///
/// If `width > MAX_WIDTH` or `2^width` does not fit `usize`, if `options` lists a move against
/// the order (see [`MaskOptions::to`]), or if a mask's options hold every value `0..=63`, so
/// that its own would be 64.
///
/// ```
/// use game_core::bitmask::{table, Order};
///
/// // A row of 3 cells, bit 0 the rightmost; a move slides one piece one cell to the right into
/// // an empty cell: a piece at bit b > 0 with bit b − 1 clear goes to b − 1, a smaller mask.
/// let g = table(3, Order::Down, |mask, o| {
///     for b in 1..3 {
///         if mask >> b & 1 == 1 && mask >> (b - 1) & 1 == 0 {
///             o.to(mask ^ (0b11 << (b - 1)));
///         }
///     }
/// });
/// // 0b001 and 0b011 cannot move (worth 0); 0b010 → 0b001: mex{0} = 1;
/// // 0b100 → 0b010 (1): mex{1} = 0; 0b110 → 0b101 → 0b011: 0b101 = mex{0} = 1, 0b110 = mex{1} = 0.
/// assert_eq!(g, [0, 0, 1, 0, 0, 1, 0, 0]);
/// ```
pub fn table<F>(width: u32, order: Order, mut options: F) -> Vec<u8>
where
    F: FnMut(u32, &mut MaskOptions<'_>),
{
    // `checked_shl` fails where 2^width does not fit usize (width 32 on a 32-bit target).
    let len = Some(1usize)
        .filter(|_| width <= MAX_WIDTH)
        .and_then(|one| one.checked_shl(width))
        .unwrap_or_else(|| {
            panic!("a table of {width} bits: at most {MAX_WIDTH}, and 2^width must fit usize")
        });
    let mut values = vec![0u8; len];
    let mut value_of = |mask: usize, valued: Range<usize>, values: &mut [u8]| {
        let mut o = MaskOptions {
            values,
            first: valued.start,
            valued: valued.len(),
            seen: 0,
        };
        options(mask as u32, &mut o);
        // The lowest value no option has.
        let value = (!o.seen).trailing_zeros();
        assert!(
            value <= u32::from(MAX_VALUE),
            "mask {mask:#b} is worth more than {MAX_VALUE}"
        );
        values[mask] = value as u8;
    };
    match order {
        Order::Down => (0..len).for_each(|mask| value_of(mask, 0..mask, &mut values)),
        Order::Up => (0..len)
            .rev()
            .for_each(|mask| value_of(mask, mask + 1..len, &mut values)),
    }
    values
}

#[cfg(test)]
mod tests {
    use super::super::sg::Search;
    use super::*;

    /// The moves of one row of `width` cells in HDU 5724's game, from the rules, cell by cell:
    /// `cells[c]` says whether cell `c` (0 the leftmost) holds a piece; a piece moves to the
    /// first empty cell to its right. Each option is the row after the move.
    fn slides(cells: &[bool]) -> Vec<Vec<bool>> {
        let mut options = Vec::new();
        for from in 0..cells.len() {
            if !cells[from] {
                continue;
            }
            if let Some(to) = (from + 1..cells.len()).find(|&c| !cells[c]) {
                let mut next = cells.to_vec();
                next[from] = false;
                next[to] = true;
                options.push(next);
            }
        }
        options
    }

    /// The cells of `mask` in a row of `width`: the leftmost cell is bit `width − 1` if
    /// `rightmost_low`, else bit 0.
    fn cells(mask: u32, width: u32, rightmost_low: bool) -> Vec<bool> {
        (0..width)
            .map(|c| {
                let bit = if rightmost_low { width - 1 - c } else { c };
                mask >> bit & 1 == 1
            })
            .collect()
    }

    /// The slide-or-jump game's moves on masks: rightmost cell bit 0 (moves go down).
    fn chess_down(width: u32) -> impl FnMut(u32, &mut MaskOptions<'_>) {
        move |mask, o| {
            for b in 0..width {
                if mask >> b & 1 == 1 {
                    let below = !mask & ((1 << b) - 1);
                    if below != 0 {
                        let to = 31 - below.leading_zeros();
                        o.to(mask ^ (1 << b) ^ (1 << to));
                    }
                }
            }
        }
    }

    /// The same game with the leftmost cell as bit 0 (moves go up).
    fn chess_up(width: u32) -> impl FnMut(u32, &mut MaskOptions<'_>) {
        move |mask, o| {
            for b in 0..width {
                if mask >> b & 1 == 1 {
                    let above = !mask & !((2 << b) - 1) & ((1 << width) - 1);
                    if above != 0 {
                        o.to(mask ^ (1 << b) ^ (1 << above.trailing_zeros()));
                    }
                }
            }
        }
    }

    #[test]
    fn chess_rows_agree_with_a_search_from_the_rules() {
        for width in 0..=9 {
            let down = table(width, Order::Down, chess_down(width));
            let up = table(width, Order::Up, chess_up(width));
            let mut search = Search::new(|row: &Vec<bool>| slides(row));
            for mask in 0..1u32 << width {
                let row = cells(mask, width, true);
                let value = search.value(&row).unwrap();
                assert_eq!(u32::from(down[mask as usize]), value, "{row:?}");
                let reversed = cells(mask, width, false);
                assert_eq!(
                    u32::from(up[mask as usize]),
                    search.value(&reversed).unwrap()
                );
            }
        }
    }

    #[test]
    fn sums_of_rows_are_the_xor_of_the_table() {
        // Two rows of 5 cells searched together, as one position: the table's xor decides.
        let g = table(5, Order::Down, chess_down(5));
        let mut search = Search::new(|rows: &(Vec<bool>, Vec<bool>)| {
            let (a, b) = rows;
            let left = slides(a).into_iter().map(|a| (a, b.clone()));
            left.chain(slides(b).into_iter().map(|b| (a.clone(), b)))
                .collect()
        });
        for x in 0..32 {
            for y in 0..32 {
                let rows = (cells(x, 5, true), cells(y, 5, true));
                let xor = g[x as usize] ^ g[y as usize];
                assert_eq!(search.wins(&rows), Ok(xor != 0), "{x:05b} {y:05b}");
            }
        }
    }

    #[test]
    fn the_full_chess_table_stays_below_20() {
        // 20 cells: at most one move a piece, none with 20 pieces: every value is below 20.
        let g = table(20, Order::Down, chess_down(20));
        assert_eq!(g.len(), 1 << 20);
        let top = g.iter().copied().max();
        assert!(top < Some(20), "{top:?}");
        // Two pieces on the last two cells cannot move; one on the 19th steps: mex{0} = 1.
        assert_eq!((g[0b11], g[0b10], g[0]), (0, 1, 0));
    }

    #[test]
    fn turning_turtles_values_are_the_positions_of_the_heads() {
        // Coins in a row, heads the set bits; a move turns one head (bit i) to tails and may also
        // turn one coin of a lower bit j < i either way: masks go down. A lone head at bit i
        // moves to nothing or to a lone head at any j < i: worth i + 1 (a Nim heap).
        let width = 7;
        let moves = |mask: u32| -> Vec<u32> {
            let mut next = Vec::new();
            for i in (0..width).filter(|&i| mask >> i & 1 == 1) {
                next.push(mask ^ 1 << i);
                next.extend((0..i).map(|j| mask ^ 1 << i ^ 1 << j));
            }
            next
        };
        let g = table(width, Order::Down, |mask, o| {
            for next in moves(mask) {
                o.to(next);
            }
        });
        let mut search = Search::new(|&mask: &u32| moves(mask));
        for mask in 0..1u32 << width {
            assert_eq!(search.value(&mask), Ok(u32::from(g[mask as usize])));
        }
        assert_eq!(g[1 << 6], 7);
    }

    #[test]
    fn values_reach_the_option_bound() {
        // Every mask of 6 bits moves to every smaller one: g(m) = m, up to 63 with 63 options.
        let g = table(6, Order::Down, |mask, o| {
            (0..mask).for_each(|next| o.to(next))
        });
        assert!(g.iter().enumerate().all(|(m, &v)| usize::from(v) == m));
        // The same upward: g(m) = 63 − m.
        let g = table(6, Order::Up, |mask, o| (mask + 1..64).for_each(|n| o.to(n)));
        assert!(g.iter().enumerate().all(|(m, &v)| usize::from(v) == 63 - m));
        assert_eq!(table(0, Order::Up, |_, _| {}), [0]);
    }

    #[test]
    #[should_panic(expected = "mask 0b1000000 is worth more than 63")]
    fn a_value_past_the_bound_panics() {
        table(7, Order::Down, |mask, o| {
            (0..mask).for_each(|next| o.to(next))
        });
    }

    #[test]
    #[should_panic(expected = "an option to mask 0b0, which is not valued yet (outside 0b0..0b0)")]
    fn an_option_to_itself_panics() {
        table(2, Order::Down, |mask, o| o.to(mask));
    }

    #[test]
    #[should_panic(
        expected = "an option to mask 0b0, which is not valued yet (outside 0b10..0b100)"
    )]
    fn an_option_against_the_order_panics() {
        table(2, Order::Up, |mask, o| {
            if mask == 1 {
                o.to(0)
            }
        });
    }

    #[test]
    #[should_panic(expected = "an option to mask 0b100, which is not valued yet")]
    fn an_option_past_the_width_panics() {
        table(2, Order::Up, |mask, o| {
            if mask == 3 {
                o.to(4)
            }
        });
    }

    #[test]
    #[should_panic(expected = "a table of 33 bits: at most 32")]
    fn a_table_wider_than_32_bits_panics() {
        table(33, Order::Down, |_, _| {});
    }
}
