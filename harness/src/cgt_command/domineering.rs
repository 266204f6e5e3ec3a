//! Domineering: Left places vertical dominoes, Right horizontal ones, each on two empty
//! squares; a board is written as its rows of `.` (empty) and `#` (filled), separated by `,` or
//! `|` (CGSuite's separator), e.g. `..,..`.

use game_core::canonical::{GameId, Games};
use std::collections::HashMap;

/// The most rows, and the most columns, of a board: a board is kept as a 64-bit mask, eight
/// squares a row.
pub const MAX_SIDE: usize = 8;
/// The bits of a mask's first column.
const FIRST_COLUMN: u64 = 0x0101_0101_0101_0101;
/// The bits of a mask's last column.
const LAST_COLUMN: u64 = FIRST_COLUMN << 7;

/// A board's empty squares as a mask: bit `8 · row + column`.
pub fn parse(text: &str) -> Result<u64, String> {
    let rows: Vec<&str> = text.split([',', '|']).collect();
    let width = rows[0].len();
    if rows.len() > MAX_SIDE || width > MAX_SIDE || width == 0 {
        return Err(format!(
            "a board of {} row(s) of {width} square(s); rows and columns run from 1 to {MAX_SIDE}",
            rows.len()
        ));
    }
    let mut empty = 0u64;
    for (r, row) in rows.iter().enumerate() {
        if row.len() != width {
            return Err(format!(
                "row {} has {} squares, row 1 has {width}: a board is a rectangle",
                r + 1,
                row.chars().count()
            ));
        }
        for (c, square) in row.chars().enumerate() {
            match square {
                '.' => empty |= 1 << (8 * r + c),
                '#' => {}
                other => {
                    return Err(format!(
                        "{other:?} (row {}, column {}) is not a square: . (empty) or # (filled)",
                        r + 1,
                        c + 1
                    ))
                }
            }
        }
    }
    Ok(empty)
}

/// The squares of `empty` that Left (vertical) could cover with the square below them.
fn vertical_pairs(empty: u64) -> u64 {
    empty & (empty >> 8)
}

/// The squares of `empty` that Right (horizontal) could cover with the square to their right.
fn horizontal_pairs(empty: u64) -> u64 {
    empty & (empty >> 1) & !LAST_COLUMN
}

/// The squares of `within` next to a square of `cells`.
fn neighbours(cells: u64, within: u64) -> u64 {
    (cells << 8 | cells >> 8 | (cells << 1 & !FIRST_COLUMN) | (cells >> 1 & !LAST_COLUMN)) & within
}

/// The canonical forms of Domineering positions from the rules, memoised by region.
///
/// A position is split into its regions (empty squares joined side by side), independent games
/// whose sum it is; each region is stored once up to translation and to the mirror images that
/// keep vertical vertical (left-right, top-bottom). Squares with no empty neighbour are dropped:
/// no domino ever covers them.
#[derive(Default)]
pub struct Domineering {
    regions: HashMap<u64, GameId>,
}

impl Domineering {
    /// The canonical form of the board whose empty squares are `empty`.
    pub fn form(&mut self, games: &mut Games, empty: u64) -> GameId {
        let mut rest = empty & neighbours(empty, empty);
        let mut total = games.zero();
        while rest != 0 {
            let mut region = rest & rest.wrapping_neg();
            loop {
                let grown = region | neighbours(region, rest);
                if grown == region {
                    break;
                }
                region = grown;
            }
            rest &= !region;
            let form = self.region_form(games, region);
            total = games.sum(total, form);
        }
        total
    }

    /// The canonical form of one region: every domino each player may place.
    fn region_form(&mut self, games: &mut Games, region: u64) -> GameId {
        let key = normal(region);
        if let Some(&known) = self.regions.get(&key) {
            return known;
        }
        let mut left = Vec::new();
        let mut pairs = vertical_pairs(region);
        while pairs != 0 {
            let square = pairs & pairs.wrapping_neg();
            pairs &= pairs - 1;
            left.push(self.form(games, region & !(square | square << 8)));
        }
        let mut right = Vec::new();
        let mut pairs = horizontal_pairs(region);
        while pairs != 0 {
            let square = pairs & pairs.wrapping_neg();
            pairs &= pairs - 1;
            right.push(self.form(games, region & !(square | square << 1)));
        }
        let form = games.game(&left, &right);
        self.regions.insert(key, form);
        form
    }
}

/// `cells` moved to the top-left corner, and the least of its four mirror images (none,
/// left-right, top-bottom, both), each moved there too.
fn normal(cells: u64) -> u64 {
    let shifted = to_corner(cells);
    let (mut height, mut width) = (0, 0);
    for bit in 0..64 {
        if shifted & (1 << bit) != 0 {
            height = height.max(bit / 8 + 1);
            width = width.max(bit % 8 + 1);
        }
    }
    let mirror = |cells: u64, flip_rows: bool, flip_columns: bool| {
        let mut image = 0u64;
        for bit in 0..64 {
            if cells & (1 << bit) != 0 {
                let (r, c) = (bit / 8, bit % 8);
                let r = if flip_rows { height - 1 - r } else { r };
                let c = if flip_columns { width - 1 - c } else { c };
                image |= 1 << (8 * r + c);
            }
        }
        image
    };
    [(false, true), (true, false), (true, true)]
        .into_iter()
        .map(|(rows, columns)| mirror(shifted, rows, columns))
        .fold(shifted, u64::min)
}

/// `cells` moved up and left until a square touches the first row and one the first column.
fn to_corner(cells: u64) -> u64 {
    if cells == 0 {
        return 0;
    }
    let mut columns = 0u64;
    for row in 0..8 {
        columns |= (cells >> (8 * row)) & 0xff;
    }
    let first_row = cells.trailing_zeros() / 8;
    cells >> (8 * first_row + columns.trailing_zeros())
}
