//! POJ 3533 Light Switching Game: a move switches the eight corners of a cuboid whose far corner
//! is on (coordinates from 0, x1 < x2, y1 < y2, z1 < z2).
//!
//! The oracle plays from the rules, never the nim product. A light with a coordinate 0 is never
//! a far corner (no smaller coordinate exists), so it only ever gets switched and never enables
//! or disables a move: the searches below leave those dead lights out, and a unit test checks,
//! on every position of a board that keeps them, that leaving them out changes no outcome.
//! A case whose live lights all fit one of the [`BOARDS`] (at most 16 live cells) is searched
//! whole: every set of lit lights of that board is a mask, valued by core's `bitmask::table`
//! over the moves of the rules. Larger cases, with coordinates up to [`LIGHT_REACH`], are valued
//! light by light: each lone light's value is the mex over its moves of the xor of the lights
//! the move leaves on (the coin-turning theorem: a position is worth the xor of its lights); a
//! unit test checks that rule against the whole search on every position of every board.
//! Judge-sized cases (1000 lights, coordinates to 2^31 − 1) are answered by the crate's proven
//! solve.

use super::hdu3404::carry_less_product;
use super::lights::{every_lit_set, judge_sized_lights, random_lights, Shapes};
use super::render::counted_lines;
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
use poj3533::{FIRST_LOSES, FIRST_WINS, MAX_COORDINATE, MAX_LIGHTS};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// The registration of poj3533.
pub struct Poj3533;

/// A light's coordinates (x, y, z), each from 0.
type Light = (u64, u64, u64);

/// The lit lights of one case, all different.
type Lights = Vec<Light>;

/// The boards searched whole, by their largest live coordinates (x, y, z): at most 16 live
/// cells, one bit a cell.
const BOARDS: [Light; 7] = [
    (2, 2, 4),
    (2, 4, 2),
    (4, 2, 2),
    (1, 4, 4),
    (4, 1, 4),
    (4, 4, 1),
    (1, 2, 8),
];

/// The largest coordinate valued light by light.
const LIGHT_REACH: u64 = 16;

/// The most lights of a random case valued light by light.
const MOST_RANDOM_LIGHTS: u64 = 40;

/// A board of the search: the cells (x, y, z) with `low ≤ x ≤ high.0` (and so on); `low` is 1
/// (live cells only) or 0 (the dead planes kept too).
#[derive(Clone, Copy)]
struct Board {
    low: u64,
    high: Light,
}

impl Board {
    /// The live cells up to `high`: every coordinate from 1.
    fn live(high: Light) -> Board {
        Board { low: 1, high }
    }

    /// Every cell up to `high`, the dead planes (a coordinate 0) kept.
    fn with_dead(high: Light) -> Board {
        Board { low: 0, high }
    }

    /// The number of cells along each axis.
    fn sides(self) -> Light {
        let (x, y, z) = self.high;
        (x + 1 - self.low, y + 1 - self.low, z + 1 - self.low)
    }

    /// The number of cells.
    fn cells(self) -> u32 {
        let (a, b, c) = self.sides();
        (a * b * c) as u32
    }

    /// The bit of cell (x, y, z), or 0 if the board leaves it out (a dead light).
    fn bit(self, (x, y, z): Light) -> u32 {
        let (_, b, c) = self.sides();
        if x.min(y).min(z) < self.low {
            return 0;
        }
        let index = ((x - self.low) * b + (y - self.low)) * c + (z - self.low);
        1 << index
    }

    /// The cells of the board.
    fn lights(self) -> impl Iterator<Item = Light> {
        let (low, (hx, hy, hz)) = (self.low, self.high);
        (low..=hx)
            .flat_map(move |x| (low..=hy).flat_map(move |y| (low..=hz).map(move |z| (x, y, z))))
    }

    /// The corners on the board of the cuboid from `near` to `far` (each coordinate of `near`
    /// smaller), as bits.
    fn corners(self, near: Light, far: Light) -> u32 {
        let (xs, ys, zs) = ([near.0, far.0], [near.1, far.1], [near.2, far.2]);
        let corners = xs.into_iter().flat_map(|x| {
            ys.into_iter()
                .flat_map(move |y| zs.into_iter().map(move |z| (x, y, z)))
        });
        corners.fold(0, |bits, corner| bits | self.bit(corner))
    }
}

/// The value of every set of lit lights of `board`, from the rules: a move picks a lit
/// (x2, y2, z2) (every coordinate at least 1) and any x1 < x2, y1 < y2, z1 < z2, and switches
/// the cuboid's eight corners (those the board keeps). The far corner is the highest bit
/// switched and goes off, so every move lowers the mask.
fn board_values(board: Board) -> Vec<u8> {
    let far_corners: Vec<Light> = board
        .lights()
        .filter(|&(x, y, z)| x.min(y).min(z) >= 1)
        .collect();
    table(board.cells(), Order::Down, |mask, options| {
        for &far in &far_corners {
            if mask & board.bit(far) == 0 {
                continue;
            }
            for x1 in 0..far.0 {
                for y1 in 0..far.1 {
                    for z1 in 0..far.2 {
                        options.to(mask ^ board.corners((x1, y1, z1), far));
                    }
                }
            }
        }
    })
}

thread_local! {
    /// The boards searched so far, by their largest live coordinates.
    static BOARD_VALUES: RefCell<HashMap<Light, Vec<u8>>> = RefCell::new(HashMap::new());
}

/// Whether `lights` are on in a winning position, by the whole search of the first board of
/// [`BOARDS`] that holds all the live ones; `None` if none does.
fn searched_win(lights: &Lights) -> Option<bool> {
    let &high = BOARDS.iter().find(|&&(a, b, c)| {
        lights
            .iter()
            .all(|&(x, y, z)| x.min(y).min(z) == 0 || (x <= a && y <= b && z <= c))
    })?;
    let board = Board::live(high);
    let mask = lights
        .iter()
        .fold(0, |mask, &light| mask ^ board.bit(light));
    Some(BOARD_VALUES.with(|boards| {
        let mut boards = boards.borrow_mut();
        let values = boards.entry(high).or_insert_with(|| board_values(board));
        values[mask as usize] != 0
    }))
}

/// The index of (x, y, z) in [`light_values`].
fn value_index((x, y, z): Light) -> usize {
    let side = LIGHT_REACH as usize + 1;
    (x as usize * side + y as usize) * side + z as usize
}

/// The value of a lone light at every (x, y, z) up to [`LIGHT_REACH`] (by [`value_index`]),
/// from the rules: the mex over its moves of the xor of the values of the lights each move
/// leaves on (the seven corners other than (x, y, z), all off before). A light with a
/// coordinate 0 has no move: worth 0.
fn light_values() -> &'static Vec<usize> {
    static VALUES: OnceLock<Vec<usize>> = OnceLock::new();
    VALUES.get_or_init(|| {
        let side = LIGHT_REACH + 1;
        let mut values = vec![0; (side * side * side) as usize];
        let all = Board::with_dead((LIGHT_REACH, LIGHT_REACH, LIGHT_REACH));
        for far in all.lights() {
            let (x, y, z) = far;
            let mut options = Vec::new();
            for x1 in 0..x {
                for y1 in 0..y {
                    for z1 in 0..z {
                        let others = [
                            (x1, y1, z1),
                            (x1, y1, z),
                            (x1, y, z1),
                            (x1, y, z),
                            (x, y1, z1),
                            (x, y1, z),
                            (x, y, z1),
                        ];
                        let left_on = others
                            .iter()
                            .fold(0, |acc, &c| acc ^ values[value_index(c)]);
                        options.push(left_on);
                    }
                }
            }
            values[value_index(far)] = mex(options);
        }
        values
    })
}

/// The value of a lone light by the rules (within [`LIGHT_REACH`]).
fn searched_light_value(x: u64, y: u64, z: u64) -> u64 {
    light_values()[value_index((x, y, z))] as u64
}

/// Whether every coordinate of `lights` is within [`LIGHT_REACH`].
fn within_reach(lights: &Lights) -> bool {
    lights
        .iter()
        .all(|&(x, y, z)| x.max(y).max(z) <= LIGHT_REACH)
}

fn answer(first_wins: bool) -> String {
    format!("{}\n", if first_wins { FIRST_WINS } else { FIRST_LOSES })
}

/// `count` different lights with coordinates in `low..=high` on each axis, drawn by `rng`.
fn distinct_lights(rng: &mut Rng, count: u64, low: u64, high: Light) -> Lights {
    let cells = (high.0 + 1 - low)
        .saturating_mul(high.1 + 1 - low)
        .saturating_mul(high.2 + 1 - low);
    let count = count.min(cells);
    let mut seen = HashSet::new();
    let mut lights = Vec::new();
    while (lights.len() as u64) < count {
        let light = (
            rng.range(low, high.0),
            rng.range(low, high.1),
            rng.range(low, high.2),
        );
        if seen.insert(light) {
            lights.push(light);
        }
    }
    lights
}

/// `pairs` mirrored pairs (x, y, z), (y, x, z) with x ≠ y, coordinates in `0..=side`, shuffled:
/// the position is symmetric under swapping x and y with nothing on the plane x = y, so the
/// second player answers every move with its mirror image and wins (a loss for the first player,
/// whatever the values).
fn mirrored_lights(rng: &mut Rng, pairs: u64, side: u64) -> Lights {
    let pairs = pairs.min((side * (side + 1) / 2).saturating_mul(side + 1));
    let mut seen = HashSet::new();
    let mut lights = Vec::new();
    while (lights.len() as u64) < 2 * pairs {
        let (x, y, z) = (rng.range(0, side), rng.range(0, side), rng.range(0, side));
        if x != y && seen.insert((x.min(y), x.max(y), z)) {
            lights.push((x, y, z));
            lights.push((y, x, z));
        }
    }
    crate::inputs::shuffle(&mut lights, rng);
    lights
}

/// `count` different lights in `0..=side`³, the last one (1, 1, v) chosen so that the xor of
/// the lights' values by `value` is 0: a loss for the first player, and not a mirrored one.
/// Draws again until v is a free cell in reach (at most half the cube is drawn, so one is).
fn cancelled_lights(
    rng: &mut Rng,
    count: u64,
    side: u64,
    value: fn(u64, u64, u64) -> u64,
) -> Lights {
    let cube = (side + 1).saturating_pow(3);
    let drawn = (count.max(2) - 1).min(cube / 2);
    loop {
        let mut lights = distinct_lights(rng, drawn, 0, (side, side, side));
        let v = xor_of(&lights, value);
        // 1 ⊗ 1 ⊗ v = v: the light (1, 1, v) cancels the others.
        if (1..=side).contains(&v) && !lights.contains(&(1, 1, v)) {
            lights.push((1, 1, v));
            return lights;
        }
    }
}

/// The shapes of random cases, in cubes from 0: losses by the values of the rules (within
/// [`LIGHT_REACH`]).
const SEARCHED: Shapes<Light> = Shapes {
    distinct: |rng, count, side| distinct_lights(rng, count, 0, (side, side, side)),
    mirrored: mirrored_lights,
    cancelled: |rng, count, side| cancelled_lights(rng, count, side, searched_light_value),
};

/// The shapes of judge-sized cases: losses by the crate's proven values (the oracle does not
/// reach these coordinates).
const PROVEN: Shapes<Light> = Shapes {
    cancelled: |rng, count, side| cancelled_lights(rng, count, side, poj3533::light_value),
    ..SEARCHED
};

/// `lights` and one more light that makes the xor of their values 0, if `lights` are not a
/// loss already: within [`LIGHT_REACH`], the nearest free cell worth that xor by the rules;
/// past it (judge-sized cases, answered by the crate's proven solve), (1, 1, w) with w the xor
/// of the crate's values, if it is a free cell of the assumed judge's range.
fn with_cancelling_light(lights: &Lights) -> Option<Lights> {
    let cancelling = if within_reach(lights) {
        nearest_cell_worth(xor_of(lights, searched_light_value), lights)?
    } else {
        (1, 1, xor_of(lights, poj3533::light_value))
    };
    let fits = (1..=MAX_COORDINATE).contains(&cancelling.2) && !lights.contains(&cancelling);
    let mut cancelled = lights.clone();
    cancelled.push(cancelling);
    fits.then_some(cancelled)
}

/// The free cell within [`LIGHT_REACH`] nearest the origin that is worth `w` ≠ 0 by the rules.
fn nearest_cell_worth(w: u64, lights: &Lights) -> Option<Light> {
    let reach = Board::live((LIGHT_REACH, LIGHT_REACH, LIGHT_REACH));
    reach
        .lights()
        .filter(|&(x, y, z)| w != 0 && searched_light_value(x, y, z) == w)
        .filter(|cell| !lights.contains(cell))
        .min_by_key(|&(x, y, z)| (x + y + z, x, y))
}

/// The xor of `value(x, y, z)` over `lights`: the position's value, or a wrong solution's sum.
fn xor_of(lights: &Lights, value: fn(u64, u64, u64) -> u64) -> u64 {
    lights
        .iter()
        .fold(0, |acc, &(x, y, z)| acc ^ value(x, y, z))
}

impl Game for Poj3533 {
    type Case = Lights;
    const ID: &'static str = "poj3533";
    const SOLVE: SolveFn = |input, out| poj3533::solve(input, out);
    // Assumed: POJ's usual 1000 ms and 65536 K (the statement was not found).
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64).assumed("the statement was not found: POJ's usual 1000 ms and 65536 K, N ≤ 1000 lights, coordinates below 2^31");
    const MAX_CASES: usize = 100;

    fn render(cases: &[Lights]) -> String {
        let case = |lights: &Lights| counted_lines(lights, |(x, y, z)| format!("{x} {y} {z}"));
        cases.iter().map(case).collect()
    }

    fn validate(lights: &Lights) -> Result<(), String> {
        within("N", lights.len() as u64, 1..=MAX_LIGHTS)?;
        let mut seen = HashSet::new();
        for &(x, y, z) in lights {
            within("x", x, 0..=MAX_COORDINATE)?;
            within("y", y, 0..=MAX_COORDINATE)?;
            within("z", z, 0..=MAX_COORDINATE)?;
            if !seen.insert((x, y, z)) {
                return Err(format!("({x}, {y}, {z}) is on twice"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, lights: &Lights) -> String {
        if let Some(wins) = searched_win(lights) {
            return answer(wins);
        }
        assert!(
            within_reach(lights),
            "lights past the oracle's reach ({LIGHT_REACH}): {lights:?}"
        );
        answer(xor_of(lights, searched_light_value) != 0)
    }

    fn small_cases() -> Vec<Lights> {
        let boards = [
            Board::live((2, 2, 2)),
            Board::with_dead((1, 1, 2)),
            Board::live((1, 3, 3)),
            Board::live((1, 1, 7)),
        ];
        let mut cases = Vec::new();
        for board in boards {
            let cells: Vec<Light> = board.lights().collect();
            cases.extend(every_lit_set(&cells));
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Lights {
        let sides = [2, 4, LIGHT_REACH];
        let reach = (LIGHT_REACH, MOST_RANDOM_LIGHTS);
        random_lights(rng, &SEARCHED, reach, &sides, |rng| {
            let &high = rng.pick(&BOARDS);
            let low = rng.range(0, 1);
            let count = rng.range(1, 16);
            distinct_lights(rng, count, low, high)
        })
    }

    fn judge_sized_case(rng: &mut Rng) -> Lights {
        judge_sized_lights(rng, &PROVEN, MAX_COORDINATE, MAX_LIGHTS)
    }

    fn parse(input: &str) -> Option<Vec<Lights>> {
        Tokens::new(input).until_end(|t| {
            let n: usize = t.value()?;
            (0..n)
                .map(|_| Some((t.value()?, t.value()?, t.value()?)))
                .collect()
        })
    }

    fn shrink(lights: &Lights) -> Vec<Lights> {
        let mut smaller = without_parts(lights);
        // Every coordinate from 2 up halved at once (1 stays 1, 0 stays 0): lights on one axis
        // keep their xor (a loss stays a loss), and coordinates lose a digit every few steps.
        let half = |c: u64| if c < 2 { c } else { c / 2 };
        smaller.push(
            lights
                .iter()
                .map(|&(x, y, z)| (half(x), half(y), half(z)))
                .collect(),
        );
        // A loss keeps failing only as a loss: each variant of at least two lights fewer, made
        // a loss again by one more light where it can be (values by the rules).
        let recancelled: Vec<Lights> = smaller
            .iter()
            .filter(|fewer| fewer.len() + 2 <= lights.len())
            .filter_map(with_cancelling_light)
            .collect();
        smaller.extend(recancelled);
        let lit: HashSet<Light> = lights.iter().copied().collect();
        for (i, &(x, y, z)) in lights.iter().enumerate() {
            let nearer = [
                (x / 2, y, z),
                (x, y / 2, z),
                (x, y, z / 2),
                (x.saturating_sub(1), y, z),
                (x, y.saturating_sub(1), z),
                (x, y, z.saturating_sub(1)),
            ];
            for near in nearer {
                if near != (x, y, z) && !lit.contains(&near) {
                    let mut moved = lights.clone();
                    moved[i] = near;
                    smaller.push(moved);
                }
            }
        }
        smaller
    }

    /// Cases of N = 1000 lights (assumed), coordinates up to 2^31 − 1, to the end of the input.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_LIGHTS, 50);
        let each = format!("N = {n} (assumed max) lights in 0..={MAX_COORDINATE}³");
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[n]);
            let cube = (MAX_COORDINATE, MAX_COORDINATE, MAX_COORDINATE);
            for (x, y, z) in distinct_lights(r, n, 0, cube) {
                t.line(&[x, y, z]);
            }
        };
        streamed(
            Self::ID,
            s,
            s.pick(Self::MAX_CASES as u64, 3),
            &each,
            Framing::ToEnd,
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Lights>> {
        vec![
            Wrong {
                name: "x xor y xor z a light (Nim on three heaps, not a product)",
                answer: |_, lights| answer(xor_of(lights, |x, y, z| x ^ y ^ z) != 0),
            },
            Wrong {
                name: "(x ⊗ y) xor z: the product of two coordinates only",
                answer: |_, lights| answer(xor_of(lights, |x, y, z| nim_product(x, y) ^ z) != 0),
            },
            Wrong {
                name: "the carry-less product of the coordinates instead of the nim product",
                answer: |_, lights| {
                    answer(
                        xor_of(lights, |x, y, z| {
                            carry_less_product(carry_less_product(x, y), z)
                        }) != 0,
                    )
                },
            },
            Wrong {
                name: "coordinates from 1 with non-degenerate cuboids: (x − 1) ⊗ (y − 1) ⊗ (z − 1)",
                answer: |_, lights| {
                    answer(
                        xor_of(lights, |x, y, z| {
                            poj3533::light_value(
                                x.saturating_sub(1),
                                y.saturating_sub(1),
                                z.saturating_sub(1),
                            )
                        }) != 0,
                    )
                },
            },
            Wrong {
                name: "Yes when the first player wins (the words swapped)",
                answer: |_, lights| answer(xor_of(lights, poj3533::light_value) == 0),
            },
            Wrong {
                name: "a table of products for coordinates ≤ 1000 (past it, indices mod 1001)",
                answer: |_, lights| {
                    answer(
                        xor_of(lights, |x, y, z| {
                            poj3533::light_value(x % 1001, y % 1001, z % 1001)
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
    fn the_search_agrees_with_the_hand_derived_sample() {
        assert_eq!(Poj3533::oracle(1, &vec![(1, 1, 1)]), answer(true));
        assert_eq!(
            Poj3533::oracle(2, &vec![(2, 2, 2), (1, 1, 1)]),
            answer(false)
        );
        assert_eq!(
            Poj3533::oracle(3, &vec![(3, 3, 1), (1, 1, 2)]),
            answer(false)
        );
        let fourth = vec![(1, 2, 3), (3, 1, 3), (2, 3, 4)];
        assert_eq!(Poj3533::oracle(4, &fourth), answer(true));
    }

    #[test]
    fn leaving_the_dead_lights_out_changes_no_outcome() {
        // Every position of the board 0..=1 × 0..=2 × 0..=2, dead planes kept, against the
        // same position with its dead lights left out.
        let whole = Board::with_dead((1, 2, 2));
        let live = Board::live(whole.high);
        let (with_dead, without) = (board_values(whole), board_values(live));
        let cells: Vec<Light> = whole.lights().collect();
        for (mask, &value) in with_dead.iter().enumerate() {
            let live_mask = (0..cells.len())
                .filter(|&i| mask >> i & 1 == 1)
                .fold(0, |m, i| m | live.bit(cells[i]));
            assert_eq!(
                value != 0,
                without[live_mask as usize] != 0,
                "mask {mask:#b} of the whole board"
            );
        }
    }

    /// Every position of each board in `boards`, searched whole, is worth the xor of its
    /// lights' values.
    fn every_position_is_worth_the_xor_of_its_lights(boards: &[Light]) {
        for &high in boards {
            let board = Board::live(high);
            let whole = board_values(board);
            let cells: Vec<Light> = board.lights().collect();
            for (mask, &value) in whole.iter().enumerate() {
                let xor = (0..cells.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .fold(0, |acc, i| {
                        let (x, y, z) = cells[i];
                        acc ^ searched_light_value(x, y, z)
                    });
                assert_eq!(u64::from(value), xor, "board {high:?}, mask {mask:#b}");
            }
        }
    }

    #[test]
    fn every_position_of_the_first_board_is_worth_the_xor_of_its_lights() {
        every_position_is_worth_the_xor_of_its_lights(&BOARDS[..1]);
    }

    /// The heavy tier (`.ci/run`): every board of [`BOARDS`].
    mod heavy {
        #[test]
        #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
        fn every_position_of_every_board_is_worth_the_xor_of_its_lights() {
            super::every_position_is_worth_the_xor_of_its_lights(&super::BOARDS);
        }
    }

    #[test]
    fn the_axes_are_nim_heaps_and_one_product_by_hand() {
        // A light on a line through (1, 1, 1): x turns off and optionally one x1 < x turns on
        // (x1 = 0 is dead): a Nim heap of x.
        for v in 1..=LIGHT_REACH {
            let axes = (
                searched_light_value(v, 1, 1),
                searched_light_value(1, v, 1),
                searched_light_value(1, 1, v),
            );
            assert_eq!(axes, (v, v, v));
        }
        // 2 ⊗ 2 = 3 and 3 ⊗ 2 = 1 (the nim-product table), here found by the rules.
        assert_eq!(searched_light_value(2, 2, 1), 3);
        assert_eq!(searched_light_value(2, 2, 2), 1);
        assert_eq!(searched_light_value(0, 5, 5), 0);
    }
}
