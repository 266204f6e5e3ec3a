//! HDU 5299 Circles Game: a move deletes a circle and every circle inside it.
//!
//! The oracle plays the whole set of circles from the rules: a position is the set of circles
//! left (a bit mask), a move deletes one of them and every circle left that lies inside it
//! (exact integer geometry: inside iff the radius is smaller and the centres' distance is below
//! the difference of the radii), searched with `game_core::sg::Search`. No forest, no sweep, no
//! Hackenbush. Its reach: cases of up to [`MOST_SEARCHED`] circles; judge-sized cases (20 000
//! circles, coordinates to 20 000) are answered by the crate's proven solve.

use super::render::{counted_cases, counted_lines};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without, without_parts, SIXTY_FOURTHS};
use crate::rng::Rng;
use game_core::hackenbush::Tree;
use game_core::sg::Search;
use hdu5299::{parents, Circle, MAX_CIRCLES, MAX_COORDINATE};

/// The registration of hdu5299.
pub struct Hdu5299;

/// The circles of one case, (x, y, r).
type Circles = Vec<(i64, i64, i64)>;

/// The most circles the oracle searches.
const MOST_SEARCHED: u64 = 12;

/// Whether circle `a` lies inside circle `b` (they never touch). Exact.
fn inside(a: (i64, i64, i64), b: (i64, i64, i64)) -> bool {
    let (dx, dy) = (a.0 - b.0, a.1 - b.1);
    b.2 > a.2 && dx * dx + dy * dy < (b.2 - a.2) * (b.2 - a.2)
}

/// Whether two circles are apart (neither inside the other, no common point). Exact.
fn apart(a: (i64, i64, i64), b: (i64, i64, i64)) -> bool {
    let (dx, dy) = (a.0 - b.0, a.1 - b.1);
    dx * dx + dy * dy > (a.2 + b.2) * (a.2 + b.2)
}

/// Whether the player to move wins on `circles`, searched from the rules.
fn searched_win(circles: &Circles) -> bool {
    let n = circles.len();
    // deleted[i]: circle i and every circle inside it, as a mask.
    let deleted: Vec<u32> = (0..n)
        .map(|i| {
            (0..n)
                .filter(|&j| j == i || inside(circles[j], circles[i]))
                .fold(0, |mask, j| mask | 1 << j)
        })
        .collect();
    let moves = |left: &u32| -> Vec<u32> {
        (0..n)
            .filter(|&i| left >> i & 1 == 1)
            .map(|i| left & !deleted[i])
            .collect()
    };
    let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    Search::new(moves)
        .wins(&all)
        .expect("every move deletes a circle")
}

fn answer(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_string()
}

/// Up to `n` circles with centres in `-span..=span` and radii in `1..=max_r`, each nested in or
/// apart from every other (rejection sampling, a bounded number of tries a circle).
fn random_circles(rng: &mut Rng, n: u64, span: i64, max_r: i64) -> Circles {
    let mut circles: Circles = Vec::new();
    for _ in 0..n * 50 {
        if circles.len() as u64 == n {
            break;
        }
        let c = (
            rng.range(0, 2 * span as u64) as i64 - span,
            rng.range(0, 2 * span as u64) as i64 - span,
            rng.range(1, max_r as u64) as i64,
        );
        if circles
            .iter()
            .all(|&d| inside(c, d) || inside(d, c) || apart(c, d))
        {
            circles.push(c);
        }
    }
    if circles.is_empty() {
        circles.push((0, 0, 1));
    }
    circles
}

/// Up to `n` circles (exactly `n` unless `root` is over 10 000, so that one stack stands
/// alone) nested and side by side in stacks on a grid of centres in the judge's square:
/// each stack a circle of radius `root`, then, while its budget lasts, either one circle just
/// inside the last (radius one less) or two side by side inside it (centres half the radius
/// left and right, radii below half): never touching. O(n).
fn grid_of_nests(rng: &mut Rng, n: u64, root: i64) -> Circles {
    let step = 2 * root + 1;
    // The roots' centres within ±(20 000 − root): the nested centres stay within ±20 000 (each
    // is less than its root's radius from it). A root too large for that stands at 0.
    let low = (-MAX_COORDINATE + root).min(0);
    let per_side = ((MAX_COORDINATE - root - low).max(0) / step + 1) as u64;
    let stacks = per_side * per_side;
    let budget = n.div_ceil(stacks).max(1);
    let mut circles = Vec::new();
    'grid: for i in 0..per_side {
        for j in 0..per_side {
            let (cx, cy) = (low + i as i64 * step, low + j as i64 * step);
            let mut open = vec![(cx, cy, root, budget.min(n - circles.len() as u64))];
            while let Some((x, y, r, left)) = open.pop() {
                circles.push((x, y, r));
                if circles.len() as u64 == n {
                    break 'grid;
                }
                let left = left - 1;
                if left == 0 || r < 2 {
                    continue;
                }
                let half = r / 2;
                if half >= 2 && rng.chance(1, 3) {
                    let inner = rng.range(1, (half - 1) as u64) as i64;
                    open.push((x - half, y, inner, left / 2 + left % 2));
                    if left / 2 > 0 {
                        open.push((x + half, y, inner, left / 2));
                    }
                } else {
                    open.push((x, y, r - 1, left));
                }
            }
        }
    }
    circles
}

/// The answer of a wrong solution that values the nesting forest by `value` (each circle's
/// parent by the crate's sweep).
fn by_forest(circles: &Circles, value: fn(&[Option<usize>]) -> u32) -> String {
    let circles: Vec<Circle> = circles
        .iter()
        .map(|&(x, y, r)| Circle { x, y, r })
        .collect();
    answer(value(&parents(&circles)) != 0)
}

/// Each tree of the forest worth its number of circles (its edges to the ground), xored.
/// O(n): each circle's root found once, the chain above it memoised.
fn tree_sizes(parents: &[Option<usize>]) -> u32 {
    let mut root_of: Vec<Option<usize>> = vec![None; parents.len()];
    let mut size = vec![0u32; parents.len()];
    let mut chain = Vec::new();
    for start in 0..parents.len() {
        let mut v = start;
        let root = loop {
            if let Some(root) = root_of[v] {
                break root;
            }
            chain.push(v);
            match parents[v] {
                Some(p) => v = p,
                None => break v,
            }
        };
        for w in chain.drain(..) {
            root_of[w] = Some(root);
        }
        size[root] += 1;
    }
    size.iter().fold(0, |acc, &s| acc ^ s)
}

/// The shapes of the benchmark's cases.
#[derive(Debug, Clone, Copy)]
enum Shape {
    /// Concentric circles, radii 20 000 down: every arc on the sweep line at once.
    Chain,
    /// Circles of radius 3 on a grid, apart.
    Tiny,
    /// Nests of circles around roots of radius 60, on a grid.
    SmallNests,
    /// Nests of circles around roots of radius 2000, on a grid.
    LargeNests,
    /// Concentric chains side by side, their centres' x staggered: the sweep's searches jump
    /// from chain to chain (the hardest shape found for its finger).
    Staggered,
}

impl Shape {
    /// Every shape, in the benchmark's turn.
    const ALL: [Shape; 5] = [
        Shape::Chain,
        Shape::Tiny,
        Shape::SmallNests,
        Shape::LargeNests,
        Shape::Staggered,
    ];

    /// `n` circles of this shape (fewer only for a root too large for them).
    fn circles(self, r: &mut Rng, n: u64) -> Circles {
        match self {
            Shape::Chain => (0..n as i64).map(|i| (0, 0, MAX_COORDINATE - i)).collect(),
            Shape::Tiny => grid_of_nests(r, n, 3),
            Shape::SmallNests => grid_of_nests(r, n, 60),
            Shape::LargeNests => grid_of_nests(r, n, 2000),
            Shape::Staggered => staggered_chains(r, n),
        }
    }
}

/// `n` circles as chains of `n / 100` (at least 2) concentric circles, radii 1 up, their
/// centres 2·(chain length) + 1 apart in y (never touching) from the bottom of the judge's
/// square, each centre's x random within a chain length of 0.
fn staggered_chains(r: &mut Rng, n: u64) -> Circles {
    let length = (n / 100).max(2);
    let mut circles = Vec::new();
    for chain in 0..n.div_ceil(length) as i64 {
        let x = r.range(0, 2 * length) as i64 - length as i64;
        let y = -MAX_COORDINATE + (2 * length as i64 + 1) * chain;
        let radii = 1..=length.min(n - circles.len() as u64) as i64;
        circles.extend(radii.map(|radius| (x, y, radius)));
    }
    circles
}

/// One case: n, then the circles in random order.
fn write_case(t: &mut Text, circles: &Circles, r: &mut Rng) {
    let mut circles = circles.clone();
    shuffle(&mut circles, r);
    t.line(&[circles.len() as u64]);
    for (x, y, radius) in circles {
        t.bytes(format!("{x} {y} {radius}\n").as_bytes());
    }
}

/// `circles` moved so that the middle of their bounding box is the origin, if that writes them
/// shorter (fewer digits and minus signs). O(n).
fn centred(circles: &Circles) -> Option<Circles> {
    let middle = |coordinate: fn(&(i64, i64, i64)) -> i64| {
        let low = circles.iter().map(coordinate).min().unwrap_or(0);
        let high = circles.iter().map(coordinate).max().unwrap_or(0);
        low + (high - low) / 2
    };
    let (x0, y0) = (middle(|c| c.0), middle(|c| c.1));
    let moved: Circles = circles
        .iter()
        .map(|&(x, y, r)| (x - x0, y - y0, r))
        .collect();
    let width = |c: &Circles| -> usize {
        c.iter()
            .map(|&(x, y, _)| x.to_string().len() + y.to_string().len())
            .sum()
    };
    (width(&moved) < width(circles)).then_some(moved)
}

impl Game for Hdu5299 {
    type Case = Circles;
    const ID: &'static str = "hdu5299";
    const SOLVE: SolveFn = |input, out| hdu5299::solve(input, out);
    // HDU's page: 2000/1000 MS (Java/Others), 65536/65536 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 64);
    const MAX_CASES: usize = hdu5299::MAX_CASES as usize;

    fn render(cases: &[Circles]) -> String {
        counted_cases(cases, |circles| {
            counted_lines(circles, |(x, y, r)| format!("{x} {y} {r}"))
        })
    }

    fn validate(circles: &Circles) -> Result<(), String> {
        within("n", circles.len() as u64, 1..=MAX_CIRCLES)?;
        for &(x, y, r) in circles {
            within("|x|", x.abs(), 0..=MAX_COORDINATE)?;
            within("|y|", y.abs(), 0..=MAX_COORDINATE)?;
            within("r", r, 1..=MAX_COORDINATE)?;
        }
        // Crossing or touching circles: checked pairwise on the cases the oracle plays.
        if circles.len() as u64 <= MOST_SEARCHED {
            for (i, &a) in circles.iter().enumerate() {
                for &b in &circles[..i] {
                    if !(inside(a, b) || inside(b, a) || apart(a, b)) {
                        return Err(format!("{a:?} and {b:?} cross or touch"));
                    }
                }
            }
        }
        Ok(())
    }

    fn oracle(_: usize, circles: &Circles) -> String {
        assert!(
            circles.len() as u64 <= MOST_SEARCHED,
            "{} circles: past the oracle's reach ({MOST_SEARCHED})",
            circles.len()
        );
        answer(searched_win(circles))
    }

    fn small_cases() -> Vec<Circles> {
        let mut rng = Rng::new(5299);
        let mut cases = vec![
            vec![(0, 0, 1)],
            vec![(0, 0, 2), (0, 0, 1)],
            vec![(0, 0, 1), (3, 0, 1)],
            vec![(0, 0, 3), (0, 0, 2), (0, 0, 1)],
            vec![(0, 0, 10), (-5, 0, 2), (5, 0, 2)],
        ];
        for n in 1..=8 {
            for _ in 0..40 {
                cases.push(random_circles(&mut rng, n, 10, 8));
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Circles {
        let n = rng.range(1, MOST_SEARCHED);
        if rng.chance(1, 3) {
            let root = rng.range(1, 40) as i64;
            grid_of_nests(rng, n, root)
        } else {
            let span = *rng.pick(&[10, 40, MAX_COORDINATE]);
            let max_r = *rng.pick(&[5, span, MAX_COORDINATE]);
            random_circles(rng, n, span, max_r)
        }
    }

    fn judge_sized_case(rng: &mut Rng) -> Circles {
        let n = rng.sized(1, MAX_CIRCLES);
        let root = rng.log_uniform(1, MAX_COORDINATE as u64) as i64;
        grid_of_nests(rng, n, root)
    }

    fn parse(input: &str) -> Option<Vec<Circles>> {
        Tokens::new(input).counted(|t| {
            let n: usize = t.value()?;
            (0..n)
                .map(|_| Some((t.value()?, t.value()?, t.value()?)))
                .collect()
        })
    }

    /// The picture centred on the origin where that writes it shorter (every circle moved alike:
    /// nothing changes between them), then fewer circles: halves, quarters, … of them removed
    /// (down to each one within the oracle's reach, [`without_parts`]; down to 64ths past it,
    /// even for a judge-sized case, where `without_parts` stops at eighths: a failure that needs
    /// more than 10 000 of its 20 000 circles cannot lose an eighth), then, within the oracle's
    /// reach, smaller numbers.
    fn shrink(circles: &Circles) -> Vec<Circles> {
        let mut smaller: Vec<Circles> = centred(circles).into_iter().collect();
        if circles.len() as u64 > MOST_SEARCHED {
            let parts = parts(circles.len(), SIXTY_FOURTHS);
            smaller.extend(parts.into_iter().map(|part| without(circles, part)));
        } else {
            smaller.extend(without_parts(circles));
        }
        // Smaller numbers, one circle at a time: the validator refuses a variant that makes two
        // circles cross or touch (it checks every pair of a case within the oracle's reach).
        if circles.len() as u64 <= MOST_SEARCHED {
            // The whole picture halved (if no two circles come to touch), or moved so that the
            // first centre is at the origin (nothing changes between the circles).
            smaller.push(
                circles
                    .iter()
                    .map(|&(x, y, r)| (x / 2, y / 2, r / 2))
                    .collect(),
            );
            let (x0, y0) = (circles[0].0, circles[0].1);
            let moved: Circles = circles
                .iter()
                .map(|&(x, y, r)| (x - x0, y - y0, r))
                .collect();
            // Only if the numbers get smaller in all (so that shrinking ends).
            let size = |c: &Circles| c.iter().map(|&(x, y, _)| x.abs() + y.abs()).sum::<i64>();
            if size(&moved) < size(circles) {
                smaller.push(moved);
            }
            for (i, &(x, y, r)) in circles.iter().enumerate() {
                for nearer in [(x / 2, y, r), (x, y / 2, r), (x, y, r / 2), (x, y, r - 1)] {
                    if nearer != (x, y, r) && nearer.2 >= 1 {
                        let mut moved = circles.clone();
                        moved[i] = nearer;
                        smaller.push(moved);
                    }
                }
            }
        }
        smaller
    }

    /// T = 20 (judge max) cases of n = 20 000 (judge max) circles, the five shapes in turn (see
    /// [`Shape`]), each case's circles in random order; one chain alone (every arc on the sweep
    /// line at once: the most memory); and 320 cases (about 100 MB).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_CIRCLES, 100);
        let cases = |count: u64| {
            move |t: &mut Text, r: &mut Rng| {
                t.line(&[count]);
                for k in 0..count {
                    write_case(
                        t,
                        &Shape::ALL[k as usize % Shape::ALL.len()].circles(r, n),
                        r,
                    );
                }
            }
        };
        let shapes =
            "concentric chains, tiny circles apart, nests of two sizes, chains side by side";
        let worst =
            format!("20 (judge max) cases of n = {n} (judge max) circles: {shapes}, in turn");
        let big = s.pick(320, 10);
        vec![
            Input::new(Self::ID, Kind::Worst, worst, cases(hdu5299::MAX_CASES)),
            Input::new(
                Self::ID,
                Kind::Single,
                format!("1 case of n = {n} (judge max) concentric circles"),
                cases(1),
            ),
            Input::new(
                Self::ID,
                Kind::Big,
                format!("{big} cases of n = {n} circles: {shapes}, in turn"),
                cases(big),
            ),
        ]
    }

    fn wrong_solutions() -> Vec<Wrong<Circles>> {
        vec![
            Wrong {
                name: "Alice iff the number of circles is odd",
                answer: |_, circles| answer(circles.len() % 2 == 1),
            },
            Wrong {
                name: "each tree worth its number of circles (Nim on the trees' sizes)",
                answer: |_, circles| by_forest(circles, tree_sizes),
            },
            Wrong {
                name: "children's values xored without the +1 (each tree worth 1)",
                answer: |_, circles| {
                    by_forest(circles, |parents| {
                        parents.iter().filter(|p| p.is_none()).count() as u32 % 2
                    })
                },
            },
            Wrong {
                name: "an array of 10 000 circles (the circles past it never read)",
                answer: |_, circles| {
                    let kept: Vec<Circle> = circles
                        .iter()
                        .take(10_000)
                        .map(|&(x, y, r)| Circle { x, y, r })
                        .collect();
                    answer(hdu5299::forest_value(&kept, &mut Tree::new()) != 0)
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
        assert_eq!(Hdu5299::oracle(1, &vec![(0, 0, 1)]), answer(true));
        let second = vec![
            (-100, 0, 90),
            (-50, 0, 1),
            (-20, 0, 1),
            (100, 0, 90),
            (47, 0, 1),
            (23, 0, 1),
        ];
        assert_eq!(Hdu5299::oracle(2, &second), answer(false));
    }

    #[test]
    fn pictures_are_centred_where_that_writes_them_shorter() {
        // x in -19 999..=-19 995, y in 100..=106: the middle (-19 997, 103) moves to the origin.
        let far = vec![(-19_999, 100, 1), (-19_995, 106, 2)];
        assert_eq!(centred(&far), Some(vec![(-2, -3, 1), (2, 3, 2)]));
        assert_eq!(centred(&vec![(-2, -3, 1), (2, 3, 2)]), None);
        assert_eq!(centred(&vec![(17, 0, 3)]), Some(vec![(0, 0, 3)]));
    }

    #[test]
    fn the_generators_make_circles_that_never_cross() {
        let mut rng = Rng::new(7);
        for (n, root) in [(1, 9), (5, 9), (300, 9), (40, 15_000), (40, 20_000)] {
            let circles = grid_of_nests(&mut rng, n, root);
            // A root that fills the square alone may hold fewer than n.
            assert!(
                circles.len() as u64 == n || root > 10_000,
                "{root}: {}",
                circles.len()
            );
            assert_eq!(Hdu5299::validate(&circles), Ok(()));
            for (i, &a) in circles.iter().enumerate() {
                for &b in &circles[..i] {
                    assert!(inside(a, b) || inside(b, a) || apart(a, b), "{a:?} {b:?}");
                }
            }
        }
    }
}
