//! Kattis Hackenbush Purplehearts: the value of one Blue-Red Hackenbush forest, `a/2^k`. The
//! oracle builds the forest's canonical form from the rules (`game_core::canonical::Games`: every
//! set of edges still joined to the ground is a position, a move deletes an edge of the mover's
//! colour and all that hangs from it), memoised by position, and reads the number it is; it
//! never uses the edge-by-edge rule of `blue_red` or `deep`.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::canonical::{GameId, Games};
use std::collections::HashMap;

/// The registration of hackenbushpurplehearts.
pub struct Hackenbushpurplehearts;

/// One drawing as written: the edge below each edge (`-1`: the ground, else `1..i`), and the
/// colours (`B`, `R`).
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The edge below edge `i + 1`, as written.
    pub below: Vec<i64>,
    /// One letter an edge.
    pub colours: String,
}

/// The oracle's reach: every position of a forest of up to 14 edges is searched.
const ORACLE_EDGES: usize = 14;

/// `a/2^k`, or `a` when `k = 0`, as the judge prints a value.
fn written(numerator: impl std::fmt::Display, exponent: u32) -> String {
    match exponent {
        0 => format!("{numerator}\n"),
        k => format!("{numerator}/2^{k}\n"),
    }
}

/// The canonical form of the edges in `alive` (a bit mask), searched from the rules.
fn searched(games: &mut Games, memo: &mut HashMap<u32, GameId>, case: &Case, alive: u32) -> GameId {
    if let Some(&game) = memo.get(&alive) {
        return game;
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (edge, colour) in case.colours.bytes().enumerate() {
        if alive & (1 << edge) == 0 {
            continue;
        }
        // Cutting `edge` drops every edge whose edge below is gone (edges come after the edge
        // they stand on, so one pass in order does it).
        let mut remaining = alive & !(1 << edge);
        for (later, &below) in case.below.iter().enumerate().skip(edge + 1) {
            if below > 0 && remaining & (1 << (below - 1)) == 0 {
                remaining &= !(1 << later);
            }
        }
        let option = searched(games, memo, case, remaining);
        if colour == b'B' {
            left.push(option);
        } else {
            right.push(option);
        }
    }
    let game = games.game(&left, &right);
    memo.insert(alive, game);
    game
}

/// Every forest of `n` edges (each edge on the ground or on an earlier edge) in every colouring.
fn all_forests(n: usize) -> Vec<Case> {
    let mut shapes: Vec<Vec<i64>> = vec![Vec::new()];
    for i in 0..n {
        shapes = shapes
            .into_iter()
            .flat_map(|shape| {
                (-1..=i as i64).filter(|&b| b != 0).map(move |b| {
                    let mut longer = shape.clone();
                    longer.push(b);
                    longer
                })
            })
            .collect();
    }
    let mut cases = Vec::new();
    for below in shapes {
        for mask in 0..1u32 << n {
            let colours = (0..n)
                .map(|i| if mask & (1 << i) != 0 { 'B' } else { 'R' })
                .collect();
            cases.push(Case {
                below: below.clone(),
                colours,
            });
        }
    }
    cases
}

/// A random forest of `n` edges: a path's worth of depth when `deep` (each edge mostly on one
/// of the last few), else each edge on the ground or on any earlier edge.
fn random_forest(rng: &mut Rng, n: usize, deep: bool) -> Case {
    let below = (0..n)
        .map(|i| {
            if i == 0 || rng.chance(1, if deep { 16 } else { 4 }) {
                -1
            } else if deep {
                (i - rng.below(i.min(3))) as i64
            } else {
                1 + rng.below(i) as i64
            }
        })
        .collect();
    let blue_share = rng.range(1, 3);
    let colours = (0..n)
        .map(|_| {
            if rng.range(0, 3) < blue_share {
                'B'
            } else {
                'R'
            }
        })
        .collect();
    Case { below, colours }
}

/// The value in `f64`, edge by edge: exact to 53 bits, wrong past them.
fn float_value(case: &Case) -> f64 {
    let mut above = vec![0f64; case.below.len()];
    let mut ground = 0f64;
    for (edge, colour) in case.colours.bytes().enumerate().rev() {
        let blue = |x: f64| {
            let p = (1.0 - x).floor().max(0.0) + 1.0;
            (x + p) / 2f64.powf(p - 1.0)
        };
        let branch = if colour == b'B' {
            blue(above[edge])
        } else {
            -blue(-above[edge])
        };
        match case.below[edge] {
            -1 => ground += branch,
            b => above[b as usize - 1] += branch,
        }
    }
    ground
}

/// A value `numerator / 2^exponent` kept in an `i64` numerator whose shifts wrap.
#[derive(Clone, Copy, Default)]
struct Wrapping {
    numerator: i64,
    exponent: u32,
}

impl Wrapping {
    fn reduced(mut self) -> Wrapping {
        while self.exponent > 0 && self.numerator % 2 == 0 {
            self.numerator /= 2;
            self.exponent -= 1;
        }
        self
    }

    fn add(self, other: Wrapping) -> Wrapping {
        let exponent = self.exponent.max(other.exponent);
        let lift = |v: Wrapping| v.numerator.wrapping_shl(exponent - v.exponent);
        Wrapping {
            numerator: lift(self).wrapping_add(lift(other)),
            exponent,
        }
        .reduced()
    }

    fn neg(self) -> Wrapping {
        Wrapping {
            numerator: self.numerator.wrapping_neg(),
            exponent: self.exponent,
        }
    }

    fn floor(self) -> i64 {
        self.numerator.wrapping_shr(self.exponent)
    }

    fn blue_under(self) -> Wrapping {
        let p = if self.exponent == 0 {
            2i64.wrapping_sub(self.numerator)
        } else {
            1i64.wrapping_sub(self.floor())
        }
        .max(1);
        let shifted = self.add(Wrapping {
            numerator: p,
            exponent: 0,
        });
        Wrapping {
            numerator: shifted.numerator,
            exponent: shifted.exponent.wrapping_add((p - 1) as u32),
        }
        .reduced()
    }
}

/// The value with `i64` numerators, shifted without a check: exact while the numerators fit.
fn wrapping_value(case: &Case) -> Wrapping {
    let mut above = vec![Wrapping::default(); case.below.len()];
    let mut ground = Wrapping::default();
    for (edge, colour) in case.colours.bytes().enumerate().rev() {
        let branch = if colour == b'B' {
            above[edge].blue_under()
        } else {
            above[edge].neg().blue_under().neg()
        };
        match case.below[edge] {
            -1 => ground = ground.add(branch),
            b => above[b as usize - 1] = above[b as usize - 1].add(branch),
        }
    }
    ground
}

/// `case` without the edges marked in `drop` and all that stands on them, renumbered (each
/// edge still after the edge it stands on).
fn without(case: &Case, drop: &[bool]) -> Case {
    let mut gone = drop.to_vec();
    let mut number = vec![0i64; case.below.len()];
    let mut kept = Case {
        below: Vec::new(),
        colours: String::new(),
    };
    for (edge, (&below, colour)) in case.below.iter().zip(case.colours.chars()).enumerate() {
        // Edges come after the edge they stand on: one pass in order finds all that falls.
        gone[edge] |= below > 0 && gone[below as usize - 1];
        if !gone[edge] {
            kept.below.push(if below > 0 {
                number[below as usize - 1]
            } else {
                -1
            });
            kept.colours.push(colour);
            number[edge] = kept.below.len() as i64;
        }
    }
    kept
}

/// Edge `top` and all that stands on it, alone on the ground, renumbered.
fn branch(case: &Case, top: usize) -> Case {
    let mut number = vec![0i64; case.below.len()];
    let mut alone = Case {
        below: vec![-1],
        colours: case.colours[top..=top].to_string(),
    };
    number[top] = 1;
    for (edge, (&below, colour)) in case.below.iter().zip(case.colours.chars()).enumerate() {
        if edge > top && below > 0 && number[below as usize - 1] > 0 {
            alone.below.push(number[below as usize - 1]);
            alone.colours.push(colour);
            number[edge] = alone.below.len() as i64;
        }
    }
    alone
}

/// The benchmark's worst case: a spine of `n / 2` edges (blue, red, then random colours) with a
/// leaf of random colour on each, so that every fold carries a value thousands of bits deep and
/// the answer's numerator has about n/2 binary digits.
fn comb(t: &mut Text, r: &mut Rng, n: u64) {
    t.line(&[n]);
    let mut colours = Vec::with_capacity(n as usize);
    for i in 0..n {
        if i > 0 {
            t.space();
        }
        if i % 2 == 0 {
            // A spine edge: on the ground, or on the spine edge before it (edge i − 1, 1-based).
            if i == 0 {
                t.bytes(b"-1");
            } else {
                t.num(i - 1);
            }
            colours.push(match i {
                0 => b'B',
                2 => b'R',
                _ => *r.pick(b"BR"),
            });
        } else {
            // A leaf on the spine edge just before it (edge i, 1-based).
            t.num(i);
            colours.push(*r.pick(b"BR"));
        }
    }
    t.newline();
    t.bytes(&colours);
    t.newline();
}

impl Game for Hackenbushpurplehearts {
    type Case = Case;
    const ID: &'static str = "hackenbushpurplehearts";
    const SOLVE: SolveFn = |input, out| hackenbushpurplehearts::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Kattis, 1, 1024)
        .assumed("time and memory limits, and n ≤ 10^5 (the statement's bounds were not readable)");
    const MAX_CASES: usize = 1;

    fn render(cases: &[Case]) -> String {
        cases
            .iter()
            .map(|case| {
                let below: Vec<String> = case.below.iter().map(i64::to_string).collect();
                format!(
                    "{}\n{}\n{}\n",
                    case.below.len(),
                    below.join(" "),
                    case.colours
                )
            })
            .collect()
    }

    fn validate(case: &Case) -> Result<(), String> {
        within(
            "n",
            case.below.len() as u64,
            1..=hackenbushpurplehearts::MAX_EDGES,
        )?;
        within(
            "the colours' length",
            case.colours.len(),
            case.below.len()..=case.below.len(),
        )?;
        for (i, &below) in case.below.iter().enumerate() {
            if below != -1 {
                within("the edge below", below, 1..=i as i64)?;
            }
        }
        match case.colours.bytes().find(|c| !matches!(c, b'B' | b'R')) {
            Some(c) => Err(format!("colour {:?} is not B or R", c as char)),
            None => Ok(()),
        }
    }

    fn oracle(_: usize, case: &Case) -> String {
        let n = case.below.len();
        assert!(n <= ORACLE_EDGES, "{n} edges are past the oracle's reach");
        let mut games = Games::new();
        let game = searched(&mut games, &mut HashMap::new(), case, (1u32 << n) - 1);
        let value = games
            .as_number(game)
            .expect("a Blue-Red Hackenbush position is a number");
        written(value.numerator(), value.exponent())
    }

    fn small_cases() -> Vec<Case> {
        (1..=5).flat_map(all_forests).collect()
    }

    fn random_case(rng: &mut Rng) -> Case {
        let n = rng.range(1, ORACLE_EDGES as u64) as usize;
        let deep = rng.chance(1, 2);
        random_forest(rng, n, deep)
    }

    /// n = `sized(1, 10^5)` edges, half the time nearly a path (values ~n/16 binary digits
    /// deep), else a random recursive forest.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(1, hackenbushpurplehearts::MAX_EDGES) as usize;
        let deep = rng.chance(1, 2);
        random_forest(rng, n, deep)
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let n: usize = tokens.value()?;
        let below = tokens.many(n)?;
        let colours = if n == 0 {
            String::new()
        } else {
            tokens.word()?.to_string()
        };
        Some(vec![Case { below, colours }])
    }

    /// Up to 64 branches alone on the ground (sizes from a 64th of the forest up), then each
    /// half, quarter, … (down to a 64th) of the edges dropped with all that stands on them; a
    /// forest of at most 64 edges, each edge dropped alone too. So a failure that one branch
    /// carries is cut to that branch in a round, and the rest goes in a few more. Nothing for
    /// a malformed input read back.
    fn shrink(case: &Case) -> Vec<Case> {
        let n = case.below.len();
        let on_earlier = |(i, &b): (usize, &i64)| b == -1 || (1..=i as i64).contains(&b);
        if case.colours.len() != n || !case.below.iter().enumerate().all(on_earlier) {
            return Vec::new(); // a malformed input read back: nothing to shrink
        }
        let mut size = vec![1; n];
        for edge in (1..n).rev() {
            if case.below[edge] > 0 {
                size[case.below[edge] as usize - 1] += size[edge];
            }
        }
        let mut branches: Vec<usize> = (0..n)
            .filter(|&e| size[e] < n && 64 * size[e] >= n)
            .collect();
        branches.sort_by_key(|&e| size[e]);
        let step = branches.len().div_ceil(64).max(1);
        let mut smaller: Vec<Case> = branches
            .iter()
            .step_by(step)
            .map(|&top| branch(case, top))
            .collect();
        let mut parts = 2;
        while parts <= 64 && parts <= n {
            for k in 0..parts {
                let drop: Vec<bool> = (0..n).map(|e| e * parts / n == k).collect();
                smaller.push(without(case, &drop));
            }
            parts *= 2;
        }
        if n <= 64 {
            for e in 0..n {
                let drop: Vec<bool> = (0..n).map(|d| d == e).collect();
                smaller.push(without(case, &drop));
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "red as Left: the value's sign flipped",
                answer: |_, case| {
                    let mirrored = Case {
                        below: case.below.clone(),
                        colours: case
                            .colours
                            .chars()
                            .map(|c| if c == 'B' { 'R' } else { 'B' })
                            .collect(),
                    };
                    let value = wrapping_value(&mirrored);
                    written(value.numerator, value.exponent)
                },
            },
            Wrong {
                name: "an integer printed as a/2^0",
                answer: |_, case| {
                    let value = wrapping_value(case);
                    format!("{}/2^{}\n", value.numerator, value.exponent)
                },
            },
            Wrong {
                name: "doubles: the value folded in f64 (the editorial's warning)",
                answer: |_, case| {
                    let value = float_value(case);
                    let mut exponent = 0;
                    while exponent < 1100 && (value * 2f64.powi(exponent)).fract() != 0.0 {
                        exponent += 1;
                    }
                    written((value * 2f64.powi(exponent)) as i64, exponent as u32)
                },
            },
            Wrong {
                name: "i64 numerators, shifted past 63 bits without a check",
                answer: |_, case| {
                    let value = wrapping_value(case);
                    written(value.numerator, value.exponent)
                },
            },
        ]
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(hackenbushpurplehearts::MAX_EDGES, 40);
        let worst = format!(
            "n = {n} (assumed judge max): a spine of {} edges, a leaf on each, random colours",
            n / 2
        );
        vec![Input::new(Self::ID, Kind::Worst, worst, move |t, r| {
            comb(t, r, n)
        })]
    }
}
