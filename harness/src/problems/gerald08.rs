//! CodeChef GERALD08 Chef and Tree Game: Blue-Red Hackenbush on a tree rooted at vertex 1, T
//! cases; per case who wins with Chef first, then with Ksen first. The oracle plays both games
//! from the rules: a position is the set of edges still joined to vertex 1, a move deletes an
//! edge of the mover's colour and keeps what is still joined, and a plain win/lose search
//! (memoised by position and mover) decides each start. No value, no orientation, no sign rule.

use super::hdu3094::every_tree;
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::partizan::blue_red::Colour;
use game_core::partizan::deep;
use std::cmp::Ordering;
use std::collections::HashMap;

/// The registration of gerald08.
pub struct Gerald08;

/// One case: N, and the N − 1 edges as written, `(U, V, C)` (vertices `1..=N`, either end first,
/// C = 0 black (Chef's), 1 white (Ksen's)).
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The number of vertices.
    pub n: usize,
    /// The edges, in input order.
    pub edges: Vec<(usize, usize, u8)>,
}

/// The oracle's reach: every position of a tree of up to this many edges is searched.
const ORACLE_EDGES: usize = 13;

/// The most vertices of a judge-sized case: the judge's bound on the sum of N over a file,
/// shared by the check's 40 cases a seed, so that every generated file keeps it.
const JUDGE_SIZED_VERTICES: u64 =
    gerald08::MAX_TOTAL_VERTICES / crate::registry::CASES_PER_SEED as u64;

/// The answer line: who wins with Chef first, then with Ksen first.
fn answer(chef_first_wins: bool, ksen_first_wins: bool) -> String {
    let first = if chef_first_wins { "Chef" } else { "Ksen" };
    let second = if ksen_first_wins { "Ksen" } else { "Chef" };
    format!("{first} {second}\n")
}

/// The answer line for a value of sign `sign` (Chef's advantage).
fn by_sign(sign: Ordering) -> String {
    answer(sign == Ordering::Greater, sign == Ordering::Less)
}

/// The win/lose search of one case from the rules: edges as bit masks, every position the set
/// of edges still joined to vertex 1.
struct Search<'a> {
    case: &'a Case,
    memo: HashMap<(u32, bool), bool>,
}

impl Search<'_> {
    /// The edges of `alive` still joined to vertex 1 through edges of `alive`.
    fn joined(&self, alive: u32) -> u32 {
        let mut reached = vec![false; self.case.n + 1];
        reached[1] = true;
        let mut kept = 0;
        loop {
            let before = kept;
            for (e, &(u, v, _)) in self.case.edges.iter().enumerate() {
                if alive & (1 << e) != 0 && (reached[u] || reached[v]) {
                    reached[u] = true;
                    reached[v] = true;
                    kept |= 1 << e;
                }
            }
            if kept == before {
                return kept;
            }
        }
    }

    /// Whether the player to move (Chef when `chef`) wins from `alive`.
    fn wins(&mut self, alive: u32, chef: bool) -> bool {
        if let Some(&known) = self.memo.get(&(alive, chef)) {
            return known;
        }
        let colour = if chef { 0 } else { 1 };
        let mut win = false;
        for (e, &(_, _, c)) in self.case.edges.iter().enumerate() {
            if alive & (1 << e) != 0 && c == colour {
                let after = self.joined(alive & !(1 << e));
                if !self.wins(after, !chef) {
                    win = true;
                    break;
                }
            }
        }
        self.memo.insert((alive, chef), win);
        win
    }
}

/// The case with labels shuffled (vertex 1 kept), edges shuffled and each end first at random:
/// `edges` on vertices `0..n`, vertex 0 the root.
fn scrambled(rng: &mut Rng, n: usize, edges: &[(usize, usize, u8)]) -> Case {
    let mut label: Vec<usize> = (1..=n).collect();
    shuffle(&mut label[1.min(n)..], rng);
    let mut edges: Vec<(usize, usize, u8)> = edges
        .iter()
        .map(|&(a, b, c)| {
            let (a, b) = (label[a], label[b]);
            if rng.chance(1, 2) {
                (a, b, c)
            } else {
                (b, a, c)
            }
        })
        .collect();
    shuffle(&mut edges, rng);
    Case { n, edges }
}

/// A colouring of `m` edges: a random share black, or (one time in four) all one colour.
fn colours(rng: &mut Rng, m: usize) -> Vec<u8> {
    if rng.chance(1, 4) {
        return vec![rng.range(0, 1) as u8; m];
    }
    let black_share = rng.range(1, 3);
    (0..m)
        .map(|_| u8::from(rng.range(0, 3) >= black_share))
        .collect()
}

/// The parent of each vertex `1..n` (vertex 0 the root) of a random rooted tree: a random
/// recursive tree (bushy), a deep one (each vertex under one of the three before it), or a
/// path from the root.
fn random_parents(rng: &mut Rng, n: usize) -> Vec<usize> {
    match rng.below(3) {
        0 => (1..n).map(|v| rng.below(v)).collect(),
        1 => (1..n).map(|v| v - 1 - rng.below(v.min(3))).collect(),
        _ => (1..n).map(|v| v - 1).collect(),
    }
}

/// A random tree of `n` vertices in one of [`random_parents`]' shapes, randomly coloured.
fn random_tree(rng: &mut Rng, n: usize) -> Case {
    let parents = random_parents(rng, n);
    let colours = colours(rng, n - 1);
    let edges: Vec<_> = (1..n)
        .map(|v| (v, parents[v - 1], colours[v - 1]))
        .collect();
    scrambled(rng, n, &edges)
}

/// A branch of `s` vertices and its mirror image (colours swapped) side by side at vertex 1,
/// worth 0, plus one edge of random colour hung from the deepest vertex of the first: the
/// sign of the whole is that edge's colour (an edge of Chef's added anywhere helps Chef
/// strictly), decided `depth` levels down, far below a float's precision on a deep branch.
fn mirrored(rng: &mut Rng, s: usize) -> Case {
    let parents = random_parents(rng, s + 1);
    let colours = colours(rng, s);
    let mut edges = Vec::new();
    for copy in [0, s] {
        for v in 1..=s {
            let p = parents[v - 1];
            let above = if p == 0 { 0 } else { p + copy };
            let c = if copy == 0 {
                colours[v - 1]
            } else {
                1 - colours[v - 1]
            };
            edges.push((v + copy, above, c));
        }
    }
    // The deepest vertex of the first copy: the last one of the longest chain.
    let mut depth = vec![0; s + 1];
    for v in 1..=s {
        depth[v] = depth[parents[v - 1]] + 1;
    }
    let deepest = (0..=s).max_by_key(|&v| depth[v]).unwrap_or(0);
    let n = 2 * s + 2;
    edges.push((n - 1, deepest, rng.range(0, 1) as u8));
    scrambled(rng, n, &edges)
}

/// The edges in breadth-first order from vertex 1, each with the edge below it and its colour;
/// `None` if they do not form a tree on `1..=n`.
fn oriented(case: &Case) -> Option<gerald08::Drawing> {
    let edges: Option<Vec<(u32, u32, Colour)>> = case
        .edges
        .iter()
        .map(|&(u, v, c)| {
            let end = |x: usize| (1..=case.n).contains(&x).then(|| x as u32 - 1);
            let colour = if c == 0 { Colour::Blue } else { Colour::Red };
            Some((end(u)?, end(v)?, colour))
        })
        .collect();
    gerald08::oriented(case.n, &edges?).ok()
}

/// The value folded in `f64` by the edge rule, exact to 53 bits, wrong past them.
fn float_value(drawing: &gerald08::Drawing) -> f64 {
    let n = drawing.parents.len();
    let mut above = vec![0f64; n];
    let mut ground = 0f64;
    let blue = |x: f64| {
        let p = (1.0 - x).floor().max(0.0) + 1.0;
        (x + p) / 2f64.powf(p - 1.0)
    };
    for e in (0..n).rev() {
        let branch = match drawing.colours[e] {
            Colour::Blue => blue(above[e]),
            Colour::Red => -blue(-above[e]),
        };
        match drawing.parents[e] {
            None => ground += branch,
            Some(p) => above[p] += branch,
        }
    }
    ground
}

/// The value when the first number of each edge is taken as the parent of the second: the arcs
/// followed from vertex 1 (without recursion), every edge not reached left out.
fn first_as_parent_sign(case: &Case) -> Ordering {
    let mut children = vec![Vec::new(); case.n + 1];
    for &(u, v, c) in &case.edges {
        children[u].push((v, c));
    }
    // Breadth-first from vertex 1 along the arcs; in a tree each vertex is reached at most once.
    let mut parents = Vec::new();
    let mut colours = Vec::new();
    let mut queue = vec![(1, None)];
    let mut i = 0;
    while let Some(&(v, edge)) = queue.get(i) {
        i += 1;
        for &(w, c) in &children[v] {
            queue.push((w, Some(parents.len())));
            parents.push(edge);
            colours.push(if c == 0 { Colour::Blue } else { Colour::Red });
        }
    }
    deep::tree_value(&parents, &colours).sign()
}

impl Game for Gerald08 {
    type Case = Case;
    const ID: &'static str = "gerald08";
    const SOLVE: SolveFn = |input, out| gerald08::solve(input, out);
    const LIMITS: Limits = Limits::seconds(OnlineJudge::CodeChef, 3, 64)
        .assumed("the memory limit (CodeChef's help page promises at least 64 MB)");
    const MAX_CASES: usize = gerald08::MAX_CASES as usize;

    fn render(cases: &[Case]) -> String {
        counted_cases(cases, |case| {
            let edges = case.edges.iter().map(|(u, v, c)| format!("{u} {v} {c}\n"));
            format!("{}\n", case.n) + &edges.collect::<String>()
        })
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("N", case.n as u64, 1..=gerald08::MAX_VERTICES)?;
        within("the edge count", case.edges.len(), case.n - 1..=case.n - 1)?;
        for &(u, v, c) in &case.edges {
            within("an edge's end", u, 1..=case.n)?;
            within("an edge's end", v, 1..=case.n)?;
            within("an edge's colour", c, 0..=1)?;
        }
        match oriented(case) {
            Some(_) => Ok(()),
            None => Err("the edges do not form a tree".to_string()),
        }
    }

    fn oracle(_: usize, case: &Case) -> String {
        let m = case.edges.len();
        assert!(m <= ORACLE_EDGES, "{m} edges are past the oracle's reach");
        let mut search = Search {
            case,
            memo: HashMap::new(),
        };
        let all = (1u32 << m) - 1;
        let chef_first = search.wins(all, true);
        let ksen_first = search.wins(all, false);
        answer(chef_first, ksen_first)
    }

    /// Every labelled tree of up to 5 vertices (each edge in both orders among them, from
    /// Prüfer codes) in every colouring.
    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        for shape in (1..=5).flat_map(every_tree) {
            let m = shape.edges.len();
            for mask in 0..1u32 << m {
                let edges = shape
                    .edges
                    .iter()
                    .enumerate()
                    .map(|(e, &(u, v))| (u, v, (mask >> e & 1) as u8))
                    .collect();
                cases.push(Case { n: shape.n, edges });
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Case {
        if rng.chance(1, 3) {
            let s = rng.range(1, (ORACLE_EDGES as u64 - 1) / 2) as usize;
            return mirrored(rng, s);
        }
        let n = rng.range(1, ORACLE_EDGES as u64 + 1) as usize;
        random_tree(rng, n)
    }

    /// N up to the judge's sum bound shared by a file's cases: a random tree in one of three
    /// shapes (bushy, deep, a path from vertex 1), or a branch and its mirror image with one
    /// edge added at its deepest vertex (the sign decided that deep: past 53 levels a float
    /// loses it).
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(1, JUDGE_SIZED_VERTICES) as usize;
        if n >= 4 && rng.chance(1, 2) {
            return mirrored(rng, (n - 2) / 2);
        }
        random_tree(rng, n)
    }

    /// T, then T cases of N and N − 1 edges `U V C`. O(tokens).
    fn parse(input: &str) -> Option<Vec<Case>> {
        Tokens::new(input).counted(|t| {
            let n: usize = t.value()?;
            let mut edges = Vec::new();
            for _ in 0..n.checked_sub(1)? {
                edges.push((t.value()?, t.value()?, t.value()?));
            }
            Some(Case { n, edges })
        })
    }

    /// The tree without one leaf (an edge nothing hangs from), for each of the 64 deepest
    /// leaves in breadth-first order, vertices renumbered to stay `1..=N − 1`; then the case
    /// with one edge's colour flipped to black, for each white edge (a smaller sum of colours).
    fn shrink(case: &Case) -> Vec<Case> {
        if oriented(case).is_none() || case.edges.iter().any(|&(_, _, c)| c > 1) {
            return Vec::new(); // a malformed input read back: nothing to shrink
        }
        let mut degree = vec![0; case.n + 1];
        for &(u, v, _) in &case.edges {
            degree[u] += 1;
            degree[v] += 1;
        }
        let mut smaller = Vec::new();
        for leaf in (2..=case.n).rev().filter(|&v| degree[v] == 1).take(64) {
            let rename = |x: usize| if x > leaf { x - 1 } else { x };
            smaller.push(Case {
                n: case.n - 1,
                edges: case
                    .edges
                    .iter()
                    .filter(|&&(u, v, _)| u != leaf && v != leaf)
                    .map(|&(u, v, c)| (rename(u), rename(v), c))
                    .collect(),
            });
        }
        for (e, &(u, v, c)) in case.edges.iter().enumerate() {
            if c == 1 {
                let mut edges = case.edges.clone();
                edges[e] = (u, v, 0);
                smaller.push(Case { n: case.n, edges });
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "black edges minus white edges, the tree ignored",
                answer: |_, case| {
                    let white = case.edges.iter().filter(|e| e.2 == 1).count();
                    by_sign((case.edges.len() - white).cmp(&white))
                },
            },
            Wrong {
                name: "the value folded in f64 (exact to 53 bits)",
                answer: |_, case| {
                    let value = oriented(case).map_or(0.0, |d| float_value(&d));
                    by_sign(value.partial_cmp(&0.0).unwrap_or(Ordering::Equal))
                },
            },
            Wrong {
                name: "a value of 0 read as a first-player win: `Chef Ksen`",
                answer: |_, case| match oriented(case) {
                    Some(d) => match deep::tree_value(&d.parents, &d.colours).sign() {
                        Ordering::Equal => "Chef Ksen\n".to_string(),
                        sign => by_sign(sign),
                    },
                    None => String::new(),
                },
            },
            Wrong {
                name: "the first number of an edge taken as the parent",
                answer: |_, case| by_sign(first_as_parent_sign(case)),
            },
        ]
    }

    /// One case of N = 10^5 (the judge's largest N, the whole sum bound): a comb, a spine of
    /// N/2 edges from vertex 1 (black, white, then random colours) with a leaf of random colour
    /// on each spine vertex, so that every fold carries a value thousands of bits deep.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(gerald08::MAX_VERTICES, 100);
        let worst = format!(
            "T = 1, N = {n} (judge max): a spine of {} edges from vertex 1, a leaf on each \
             spine vertex, random colours, edges shuffled",
            n / 2
        );
        vec![Input::new(Self::ID, Kind::Worst, worst, move |t, r| {
            let spine = n / 2;
            let mut edges: Vec<[u64; 3]> = (2..=n)
                .map(|v| {
                    let parent = if v <= spine + 1 { v - 1 } else { v - spine };
                    let colour = match v {
                        2 => 0,
                        3 => 1,
                        _ => r.range(0, 1),
                    };
                    [parent, v, colour]
                })
                .collect();
            shuffle(&mut edges, r);
            t.line(&[1]);
            t.line(&[n]);
            for edge in &edges {
                t.line(edge);
            }
        })]
    }
}
