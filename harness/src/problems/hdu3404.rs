//! HDU 3404 Switch lights: a move switches the corners of a rectangle whose far corner is on.
//!
//! The oracle plays from the rules, never the nim product. A case whose lights all fit one of
//! the [`BOARDS`] (at most 16 cells) is searched whole: every set of lit lights of that board is
//! a mask, valued by core's `bitmask::table` over the moves of the rules (a lit (x2, y2), any
//! x1 ≤ x2 and y1 ≤ y2, the distinct corners switched). Larger cases, with coordinates up to
//! [`LIGHT_REACH`], are valued light by light: each lone light's value is the mex over its moves
//! of the xor of the lights the move leaves on (the coin-turning theorem: a position is worth
//! the xor of its lights), and the case is a win iff the xor of its lights' values is not 0. A
//! unit test checks that rule against the whole search on every position of every board.
//! Judge-sized cases (1000 lights, coordinates to 10 000) are answered by the crate's proven
//! solve.

use super::lights::{every_lit_set, judge_sized_lights, random_lights, Shapes};
use super::render::{counted_cases, counted_lines};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::bitmask::{table, Order};
use game_core::mex::mex;
use game_core::nimber::nim_product;
use hdu3404::{LOSES, MAX_COORDINATE, MAX_LIGHTS, WINS};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// The registration of hdu3404.
pub struct Hdu3404;

/// The lit lights of one case, (x, y) from 1, all different.
type Lights = Vec<(u64, u64)>;

/// The boards searched whole, (rows, columns): at most 16 cells, one bit a cell.
const BOARDS: [(u64, u64); 5] = [(4, 4), (2, 8), (8, 2), (3, 5), (5, 3)];

/// The largest coordinate valued light by light.
const LIGHT_REACH: u64 = 48;

/// The most lights of a random case valued light by light.
const MOST_RANDOM_LIGHTS: u64 = 40;

/// The cell (x, y) of a board of `columns` columns as a bit.
fn bit(x: u64, y: u64, columns: u64) -> u32 {
    1 << ((x - 1) * columns + (y - 1))
}

/// The distinct corners of the rectangle from (x1, y1) to (x2, y2), as the bits of a board of
/// `columns` columns: one, two or four lights.
fn corners(x1: u64, y1: u64, x2: u64, y2: u64, columns: u64) -> u32 {
    let mut corners = bit(x2, y2, columns);
    if x1 < x2 {
        corners |= bit(x1, y2, columns);
    }
    if y1 < y2 {
        corners |= bit(x2, y1, columns);
    }
    if x1 < x2 && y1 < y2 {
        corners |= bit(x1, y1, columns);
    }
    corners
}

/// The value of every set of lit lights of a `rows` × `columns` board, from the rules: a move
/// picks a lit (x2, y2) and any x1 ≤ x2, y1 ≤ y2 and switches the rectangle's distinct corners.
/// (x2, y2) is the highest bit switched and goes off, so every move lowers the mask.
fn board_values(rows: u64, columns: u64) -> Vec<u8> {
    table((rows * columns) as u32, Order::Down, |mask, options| {
        for x2 in 1..=rows {
            for y2 in 1..=columns {
                if mask & bit(x2, y2, columns) != 0 {
                    for x1 in 1..=x2 {
                        for y1 in 1..=y2 {
                            options.to(mask ^ corners(x1, y1, x2, y2, columns));
                        }
                    }
                }
            }
        }
    })
}

thread_local! {
    /// The boards searched so far, by shape.
    static BOARD_VALUES: RefCell<HashMap<(u64, u64), Vec<u8>>> = RefCell::new(HashMap::new());
}

/// Whether `lights` are on in a winning position, by the whole search of the first board of
/// [`BOARDS`] that holds them all; `None` if none does.
fn searched_win(lights: &Lights) -> Option<bool> {
    let &(rows, columns) = BOARDS
        .iter()
        .find(|&&(rows, columns)| lights.iter().all(|&(x, y)| x <= rows && y <= columns))?;
    let mask = lights
        .iter()
        .fold(0, |mask, &(x, y)| mask | bit(x, y, columns));
    Some(BOARD_VALUES.with(|boards| {
        let mut boards = boards.borrow_mut();
        let values = boards
            .entry((rows, columns))
            .or_insert_with(|| board_values(rows, columns));
        values[mask as usize] != 0
    }))
}

/// The value of a lone light at every (x, y) up to [`LIGHT_REACH`] (`values[x][y]`, row and
/// column 0 unused), from the rules: the mex over its moves of the xor of the values of the
/// lights each move leaves on (the corners other than (x, y), all off before).
fn light_values() -> &'static Vec<Vec<usize>> {
    static VALUES: OnceLock<Vec<Vec<usize>>> = OnceLock::new();
    VALUES.get_or_init(|| {
        let side = LIGHT_REACH as usize + 1;
        let mut values = vec![vec![0; side]; side];
        for x in 1..side {
            for y in 1..side {
                let options = (1..=x).flat_map(|x1| (1..=y).map(move |y1| (x1, y1)));
                let left_on = |(x1, y1): (usize, usize)| {
                    let mut value = 0;
                    if x1 < x {
                        value ^= values[x1][y];
                    }
                    if y1 < y {
                        value ^= values[x][y1];
                    }
                    if x1 < x && y1 < y {
                        value ^= values[x1][y1];
                    }
                    value
                };
                let value = mex(options.map(left_on).collect::<Vec<_>>());
                values[x][y] = value;
            }
        }
        values
    })
}

/// The xor of the lone-light values of `lights` (all within [`LIGHT_REACH`]).
fn light_by_light(lights: &Lights) -> usize {
    let values = light_values();
    lights
        .iter()
        .fold(0, |acc, &(x, y)| acc ^ values[x as usize][y as usize])
}

fn answer(wins: bool) -> String {
    format!("{}\n", if wins { WINS } else { LOSES })
}

/// `count` different lights with coordinates in `1..=rows` × `1..=columns`, drawn by `rng`.
fn distinct_lights(rng: &mut Rng, count: u64, rows: u64, columns: u64) -> Lights {
    let count = count.min(rows * columns);
    let mut seen = HashSet::new();
    let mut lights = Vec::new();
    while (lights.len() as u64) < count {
        let light = (rng.range(1, rows), rng.range(1, columns));
        if seen.insert(light) {
            lights.push(light);
        }
    }
    lights
}

/// `pairs` mirrored pairs (x, y), (y, x) with x ≠ y in `1..=side`, shuffled: the board is
/// symmetric in its diagonal, so the second player copies the first's move mirrored and wins
/// (a loss for the first player, whatever the values).
fn mirrored_lights(rng: &mut Rng, pairs: u64, side: u64) -> Lights {
    let pairs = pairs.min(side * (side - 1) / 2);
    let mut seen = HashSet::new();
    let mut lights = Vec::new();
    while (lights.len() as u64) < 2 * pairs {
        let (x, y) = (rng.range(1, side), rng.range(1, side));
        if x != y && seen.insert((x.min(y), x.max(y))) {
            lights.push((x, y));
            lights.push((y, x));
        }
    }
    let mut shuffled = lights.clone();
    crate::inputs::shuffle(&mut shuffled, rng);
    shuffled
}

/// `count` different lights in `1..=side`², the last one (1, v) chosen so that the xor of the
/// lights' values by `value` is 0: a loss for the first player, and not a mirrored one. Draws
/// again until v is a free cell of the board (at most half the board is drawn, so one is).
fn cancelled_lights(rng: &mut Rng, count: u64, side: u64, value: fn(u64, u64) -> u64) -> Lights {
    let drawn = (count.max(2) - 1).min(side * side / 2);
    loop {
        let mut lights = distinct_lights(rng, drawn, side, side);
        let v = lights.iter().fold(0, |acc, &(x, y)| acc ^ value(x, y));
        // 1 ⊗ v = v: the light (1, v) cancels the others.
        if (1..=side).contains(&v) && !lights.contains(&(1, v)) {
            lights.push((1, v));
            return lights;
        }
    }
}

/// The shapes of random cases, on square boards: losses by the values of the rules (within
/// [`LIGHT_REACH`]).
const SEARCHED: Shapes<(u64, u64)> = Shapes {
    distinct: |rng, count, side| distinct_lights(rng, count, side, side),
    mirrored: mirrored_lights,
    cancelled: |rng, count, side| cancelled_lights(rng, count, side, searched_light_value),
};

/// The shapes of judge-sized cases: losses by the crate's proven values (the oracle does not
/// reach these coordinates).
const PROVEN: Shapes<(u64, u64)> = Shapes {
    cancelled: |rng, count, side| cancelled_lights(rng, count, side, hdu3404::light_value),
    ..SEARCHED
};

/// `lights` and one more light that makes the xor of their values 0, if `lights` are not a
/// loss already: within [`LIGHT_REACH`], the nearest free cell worth that xor by the rules;
/// past it (judge-sized cases, answered by the crate's proven solve), (1, w) with w the xor of
/// the crate's values, if it is a free cell of the judge's board.
fn with_cancelling_light(lights: &Lights) -> Option<Lights> {
    let cancelling = if lights.iter().all(|&(x, y)| x.max(y) <= LIGHT_REACH) {
        nearest_cell_worth(light_by_light(lights), lights)?
    } else {
        let w = xor_of(lights, usize::MAX, hdu3404::light_value);
        (1, w)
    };
    let fits = (1..=MAX_COORDINATE).contains(&cancelling.1) && !lights.contains(&cancelling);
    let mut cancelled = lights.clone();
    cancelled.push(cancelling);
    fits.then_some(cancelled)
}

/// The free cell within [`LIGHT_REACH`] nearest (1, 1) that is worth `w` ≠ 0 by the rules.
fn nearest_cell_worth(w: usize, lights: &Lights) -> Option<(u64, u64)> {
    let values = light_values();
    let reach = 1..=LIGHT_REACH;
    let cells = reach
        .clone()
        .flat_map(|x| reach.clone().map(move |y| (x, y)));
    cells
        .filter(|&(x, y)| w != 0 && values[x as usize][y as usize] == w)
        .filter(|cell| !lights.contains(cell))
        .min_by_key(|&(x, y)| (x + y, x))
}

/// The value of a lone light by the rules (within [`LIGHT_REACH`]).
fn searched_light_value(x: u64, y: u64) -> u64 {
    light_values()[x as usize][y as usize] as u64
}

/// The xor of `value(x, y)` over the first `most` lights: a wrong solution's sum.
fn xor_of(lights: &Lights, most: usize, value: fn(u64, u64) -> u64) -> u64 {
    lights
        .iter()
        .take(most)
        .fold(0, |acc, &(x, y)| acc ^ value(x, y))
}

/// The carry-less (xor) product of a and b (a wrong solution's product here and in poj3533).
pub(super) fn carry_less_product(a: u64, b: u64) -> u64 {
    (0..64)
        .filter(|i| b >> i & 1 == 1)
        .fold(0, |acc, i| acc ^ a.wrapping_shl(i))
}

impl Game for Hdu3404 {
    type Case = Lights;
    const ID: &'static str = "hdu3404";
    const SOLVE: SolveFn = |input, out| hdu3404::solve(input, out);
    // Assumed: HDU's usual 1000 ms and 32768 K (the statement's copies do not show them).
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu3404::MAX_CASES as usize;

    fn render(cases: &[Lights]) -> String {
        counted_cases(cases, |lights| {
            counted_lines(lights, |(x, y)| format!("{x} {y}"))
        })
    }

    fn validate(lights: &Lights) -> Result<(), String> {
        within("n", lights.len() as u64, 1..=MAX_LIGHTS)?;
        let mut seen = HashSet::new();
        for &(x, y) in lights {
            within("x", x, 1..=MAX_COORDINATE)?;
            within("y", y, 1..=MAX_COORDINATE)?;
            if !seen.insert((x, y)) {
                return Err(format!("({x}, {y}) is on twice"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, lights: &Lights) -> String {
        if let Some(wins) = searched_win(lights) {
            return answer(wins);
        }
        assert!(
            lights.iter().all(|&(x, y)| x.max(y) <= LIGHT_REACH),
            "lights past the oracle's reach ({LIGHT_REACH}): {lights:?}"
        );
        answer(light_by_light(lights) != 0)
    }

    fn small_cases() -> Vec<Lights> {
        let mut cases = Vec::new();
        for (rows, columns) in [(3, 3), (2, 4), (4, 2), (1, 6), (6, 1)] {
            let cells: Vec<(u64, u64)> = (1..=rows)
                .flat_map(|x| (1..=columns).map(move |y| (x, y)))
                .collect();
            cases.extend(every_lit_set(&cells));
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Lights {
        let sides = [4, 8, LIGHT_REACH];
        let reach = (LIGHT_REACH, MOST_RANDOM_LIGHTS);
        random_lights(rng, &SEARCHED, reach, &sides, |rng| {
            let &(rows, columns) = rng.pick(&BOARDS);
            let count = rng.range(1, rows * columns);
            distinct_lights(rng, count, rows, columns)
        })
    }

    fn judge_sized_case(rng: &mut Rng) -> Lights {
        judge_sized_lights(rng, &PROVEN, MAX_COORDINATE, MAX_LIGHTS)
    }

    fn parse(input: &str) -> Option<Vec<Lights>> {
        Tokens::new(input).counted(|t| {
            let n: usize = t.value()?;
            (0..n).map(|_| Some((t.value()?, t.value()?))).collect()
        })
    }

    fn shrink(lights: &Lights) -> Vec<Lights> {
        let mut smaller = without_parts(lights);
        // A loss keeps failing only as a loss: each variant of at least two lights fewer, made
        // a loss again by one light (1, w) where it can be (values by the rules); boldest, each
        // light alone with the one that cancels it.
        let alone = lights.iter().map(|&light| vec![light]);
        let recancelled: Vec<Lights> = alone
            .chain(smaller.iter().cloned())
            .filter(|fewer| fewer.len() + 2 <= lights.len())
            .filter_map(|fewer| with_cancelling_light(&fewer))
            .collect();
        smaller.extend(recancelled);
        let lit: HashSet<(u64, u64)> = lights.iter().copied().collect();
        for (i, &(x, y)) in lights.iter().enumerate() {
            for nearer in [(x / 2, y), (x, y / 2), (x - 1, y), (x, y - 1)] {
                if nearer.0 >= 1 && nearer.1 >= 1 && !lit.contains(&nearer) {
                    let mut moved = lights.clone();
                    moved[i] = nearer;
                    smaller.push(moved);
                }
            }
        }
        smaller
    }

    /// T = 100 (judge max) cases of 1000 lights, coordinates up to 10 000.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_LIGHTS, 50);
        let each = format!("n = {n} (judge max) lights in 1..={MAX_COORDINATE}²");
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[n]);
            for (x, y) in distinct_lights(r, n, MAX_COORDINATE, MAX_COORDINATE) {
                t.line(&[x, y]);
            }
        };
        // ~10.9 bytes a light: 9200 cases of 1000 lights make just over 100 MB.
        let framing = Framing::Counted {
            big_cases: s.pick(9200, 2),
        };
        streamed(
            Self::ID,
            s,
            s.pick(hdu3404::MAX_CASES, 3),
            &each,
            framing,
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Lights>> {
        vec![
            Wrong {
                name: "x xor y a light (the game where a move switches two lights in a line)",
                answer: |_, lights| answer(xor_of(lights, usize::MAX, |x, y| x ^ y) != 0),
            },
            Wrong {
                name: "the carry-less product of x − 1 and y − 1 instead of the nim product",
                answer: |_, lights| {
                    answer(xor_of(lights, usize::MAX, |x, y| carry_less_product(x - 1, y - 1)) != 0)
                },
            },
            Wrong {
                name: "coordinates from 0: (x − 1) ⊗ (y − 1)",
                answer: |_, lights| {
                    answer(xor_of(lights, usize::MAX, |x, y| nim_product(x - 1, y - 1)) != 0)
                },
            },
            Wrong {
                name: "the ordinary product x·y a light",
                answer: |_, lights| answer(xor_of(lights, usize::MAX, |x, y| x * y) != 0),
            },
            Wrong {
                name: "a table of x ⊗ y for x, y ≤ 1000 (sized by n's bound; past it mod 1001)",
                answer: |_, lights| {
                    answer(
                        xor_of(lights, usize::MAX, |x, y| {
                            hdu3404::light_value(x % 1001, y % 1001)
                        }) != 0,
                    )
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample() {
        assert_eq!(Hdu3404::oracle(1, &vec![(1, 2), (2, 1)]), answer(false));
        assert_eq!(Hdu3404::oracle(2, &vec![(1, 1), (2, 2)]), answer(true));
    }

    #[test]
    fn every_position_of_every_board_is_worth_the_xor_of_its_lights() {
        let values = light_values();
        for (rows, columns) in BOARDS {
            let whole = board_values(rows, columns);
            for (mask, &value) in whole.iter().enumerate() {
                let xor = (0..rows * columns)
                    .filter(|&i| mask >> i & 1 == 1)
                    .fold(0, |acc, i| {
                        acc ^ values[(i / columns + 1) as usize][(i % columns + 1) as usize]
                    });
                assert_eq!(
                    usize::from(value),
                    xor,
                    "{rows}×{columns} board, mask {mask:#b}"
                );
            }
        }
    }

    #[test]
    fn the_first_row_and_column_are_nim_heaps() {
        // The row game alone: a light at x goes off, or moves to any x1 < x: a Nim heap of x.
        let values = light_values();
        for (v, row) in values.iter().enumerate().skip(1) {
            assert_eq!((values[1][v], row[1]), (v, v));
        }
        // 2 ⊗ 2 = 3 by the rules: the options of (2, 2) are worth 0, 1, 2 (and 1 ⊕ 2 ⊕ 1).
        assert_eq!(values[2][2], 3);
    }
}
