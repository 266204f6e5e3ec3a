//! POJ 3710 Christmas Game: Green Hackenbush on a sum of drawings with cycles, cases to the end
//! of the input. The oracle plays the whole sum as one position (the set of edges still joined
//! to their drawings' roots, all drawings together) from the rules
//! (`super::hackenbush::Hackenbush`): no fusion, no cycle structure, no value of a drawing.

use super::hackenbush::{scrambled, Hackenbush};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without};
use crate::rng::Rng;
use game_core::hackenbush::Multigraph;

/// The registration of poj3710.
pub struct Poj3710;

/// One drawing as written: m, and its k edges (vertices `1..=m`, either end first).
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    /// The number of vertices.
    pub m: usize,
    /// The edges, in input order.
    pub edges: Vec<(usize, usize)>,
}

/// The oracle's reach: the whole sum has at most this many edges (every position of the sum
/// together is a set of them).
const ORACLE_EDGES: usize = 12;

fn answer(sally_wins: bool) -> String {
    if sally_wins { "Sally\n" } else { "Harry\n" }.to_string()
}

/// The neighbours `(other end, edge id)` of every vertex, 0-based.
fn around(d: &Drawing) -> Vec<Vec<(usize, usize)>> {
    let mut around = vec![Vec::new(); d.m];
    for (e, &(a, b)) in d.edges.iter().enumerate() {
        around[a - 1].push((b - 1, e));
        around[b - 1].push((a - 1, e));
    }
    around
}

/// The vertices joined to vertex 1 by edges other than those in `without` (0-based flags).
fn joined(around: &[Vec<(usize, usize)>], without: &[usize]) -> Vec<bool> {
    let mut seen = vec![false; around.len()];
    seen[0] = true;
    let mut stack = vec![0];
    while let Some(v) = stack.pop() {
        for &(w, e) in &around[v] {
            if !without.contains(&e) && !seen[w] {
                seen[w] = true;
                stack.push(w);
            }
        }
    }
    seen
}

/// The judge's promise on a drawing's shape: connected, no loop, and every cycle a polygon that
/// shares exactly one vertex (its hanging point) with the rest of the drawing, the root
/// counting as part of the rest. Checked on the edges that lie on cycles (removing one leaves
/// the drawing connected): grouped through their corners (vertices other than the root with
/// only two edges, both on cycles), each group must have as many vertices as edges and exactly
/// one vertex that is no corner. Then each group is a simple cycle (a doubled edge included)
/// touching the rest at that vertex alone.
fn judge_shaped(d: &Drawing) -> Result<(), String> {
    if d.edges.iter().any(|&(a, b)| a == b) {
        return Err("a loop (the judge has none)".to_string());
    }
    let around = around(d);
    if joined(&around, &[]).contains(&false) {
        return Err("a drawing that is not connected".to_string());
    }
    let on_cycle: Vec<bool> = (0..d.edges.len())
        .map(|e| joined(&around, &[e]).iter().all(|&s| s))
        .collect();
    let corner =
        |v: usize| v != 0 && around[v].len() == 2 && around[v].iter().all(|&(_, e)| on_cycle[e]);
    // Union-find over the edges: the two edges at a corner are in one group.
    let mut group: Vec<usize> = (0..d.edges.len()).collect();
    let find = |group: &Vec<usize>, mut e: usize| {
        while group[e] != e {
            e = group[e];
        }
        e
    };
    for v in (0..d.m).filter(|&v| corner(v)) {
        let (x, y) = (find(&group, around[v][0].1), find(&group, around[v][1].1));
        group[x] = y;
    }
    for root in (0..d.edges.len()).filter(|&e| on_cycle[e] && find(&group, e) == e) {
        let edges: Vec<usize> = (0..d.edges.len())
            .filter(|&e| find(&group, e) == root)
            .collect();
        let mut vertices: Vec<usize> = edges
            .iter()
            .flat_map(|&e| [d.edges[e].0 - 1, d.edges[e].1 - 1])
            .collect();
        vertices.sort_unstable();
        vertices.dedup();
        let hanging = vertices.iter().filter(|&&v| !corner(v)).count();
        if vertices.len() != edges.len() || hanging != 1 {
            let (a, b) = d.edges[root];
            return Err(format!(
                "the cycle through the edge {a} {b} is not a polygon hung by one vertex"
            ));
        }
    }
    Ok(())
}

/// How a contestant's bridge search scores a drawing, right or with one of the two classic bugs.
#[derive(Clone, Copy, PartialEq)]
enum Contestant {
    /// A polygon counted as one edge, whatever its parity.
    CycleIsOneEdge,
    /// The DFS skips every edge back to the parent vertex, not only the one it came by.
    SkipsParentVertex,
}

/// A drawing's value by a recursive low-link DFS over edge ids (m < 100: no depth problem), as a
/// contestant writes it, with `bug`.
fn contestant_value(d: &Drawing, bug: Contestant) -> u32 {
    struct Search<'a> {
        around: &'a [Vec<(usize, usize)>],
        bug: Contestant,
        entry: Vec<usize>,
        low: Vec<usize>,
        order: Vec<(usize, usize)>,
    }
    impl Search<'_> {
        fn visit(&mut self, v: usize, parent: usize, by: usize) {
            self.entry[v] = self.order.len();
            self.low[v] = self.order.len();
            self.order.push((v, parent));
            let around = self.around;
            for &(w, e) in &around[v] {
                let back = match self.bug {
                    Contestant::SkipsParentVertex => w == parent,
                    Contestant::CycleIsOneEdge => e == by,
                };
                if back {
                    continue;
                }
                if self.entry[w] == usize::MAX {
                    self.visit(w, v, e);
                    self.low[v] = self.low[v].min(self.low[w]);
                } else {
                    self.low[v] = self.low[v].min(self.entry[w]);
                }
            }
        }
    }
    let around = around(d);
    let mut search = Search {
        around: &around,
        bug,
        entry: vec![usize::MAX; d.m],
        low: vec![0; d.m],
        order: Vec::new(),
    };
    search.visit(0, usize::MAX, usize::MAX);
    // A vertex starts a new component when nothing below it reaches above it.
    let mut top = vec![0; d.m];
    for &(v, parent) in &search.order[1..] {
        top[v] = if search.low[v] == search.entry[v] {
            v
        } else {
            top[parent]
        };
    }
    let mut inside = vec![0u32; d.m];
    for &(a, b) in &d.edges {
        if top[a - 1] == top[b - 1] {
            inside[top[a - 1]] += 1;
        }
    }
    let mut value: Vec<u32> = inside
        .iter()
        .map(|&k| match bug {
            Contestant::CycleIsOneEdge => u32::from(k > 0),
            Contestant::SkipsParentVertex => k % 2,
        })
        .collect();
    for &(v, parent) in search.order[1..].iter().rev() {
        if top[v] == v {
            value[top[parent]] ^= value[v] + 1;
        }
    }
    value[0]
}

/// A judge-shaped drawing on `0..`: a random tree of `t` vertices, then polygons of the given
/// sizes (2: a doubled edge), each hung at a random tree vertex; scrambled.
fn random_drawing(rng: &mut Rng, t: usize, polygons: &[usize]) -> Drawing {
    let mut edges: Vec<(usize, usize)> = (1..t).map(|v| (v, rng.below(v))).collect();
    let mut m = t;
    for &sides in polygons {
        let hang = rng.below(t);
        let corners: Vec<usize> = [hang].into_iter().chain(m..m + sides - 1).collect();
        m += sides - 1;
        for i in 0..sides {
            edges.push((corners[i], corners[(i + 1) % sides]));
        }
    }
    Drawing {
        m,
        edges: scrambled(rng, m, &edges, true),
    }
}

/// A random judge-shaped drawing of at most `budget` edges.
fn budget_drawing(rng: &mut Rng, budget: usize) -> Drawing {
    let t = rng.range(1, budget.min(4) as u64 + 1) as usize;
    let mut left = budget - (t - 1);
    let mut polygons = Vec::new();
    while left >= 2 && rng.chance(2, 3) {
        let sides = rng.range(2, left.min(5) as u64) as usize;
        polygons.push(sides);
        left -= sides;
    }
    random_drawing(rng, t, &polygons)
}

/// The drawing after the moves that delete the edges `cut`: what is no longer joined to
/// vertex 1 gone, the vertices left renumbered in their old order.
fn after_moves(d: &Drawing, cut: &[usize]) -> Drawing {
    let seen = joined(&around(d), cut);
    let mut name = vec![0; d.m];
    let mut m = 0;
    for v in 0..d.m {
        if seen[v] {
            m += 1;
            name[v] = m;
        }
    }
    let edges = d
        .edges
        .iter()
        .enumerate()
        .filter(|&(i, &(a, _))| !cut.contains(&i) && seen[a - 1])
        .map(|(_, &(a, b))| (name[a - 1], name[b - 1]))
        .collect();
    Drawing { m, edges }
}

/// The drawing with the ends of edge `e` merged (into the smaller label) and `e` gone.
fn contracted(d: &Drawing, e: usize) -> Drawing {
    let (a, b) = d.edges[e];
    let (keep, gone) = (a.min(b), a.max(b));
    let rename = |v: usize| match v.cmp(&gone) {
        std::cmp::Ordering::Less => v,
        std::cmp::Ordering::Equal => keep,
        std::cmp::Ordering::Greater => v - 1,
    };
    Drawing {
        m: d.m - 1,
        edges: d
            .edges
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != e)
            .map(|(_, &(x, y))| (rename(x), rename(y)))
            .collect(),
    }
}

/// Every judge-shaped drawing of at most `most` edges: trees of 1 to 4 vertices (each vertex
/// after the first joined to an earlier one), polygons of 2 to 5 sides at their vertices
/// (unordered), written in the order built.
fn every_drawing(most: usize) -> Vec<Drawing> {
    let mut trees: Vec<Vec<usize>> = vec![Vec::new()];
    for t in 2..=most.min(3) + 1 {
        let shorter: Vec<Vec<usize>> = trees.iter().filter(|p| p.len() == t - 2).cloned().collect();
        for p in shorter {
            trees.extend((1..t).map(|parent| p.iter().copied().chain([parent]).collect()));
        }
    }
    let mut drawings = Vec::new();
    for parents in &trees {
        let t = parents.len() + 1;
        // Polygons as a non-decreasing list of kinds (hanging vertex, sides).
        let kinds: Vec<(usize, usize)> =
            (1..=t).flat_map(|h| (2..=4).map(move |s| (h, s))).collect();
        let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
        while let Some(chosen) = stack.pop() {
            let mut edges: Vec<(usize, usize)> = parents
                .iter()
                .enumerate()
                .map(|(i, &p)| (p, i + 2))
                .collect();
            let mut m = t;
            for &k in &chosen {
                let (hang, sides) = kinds[k];
                let corners: Vec<usize> = [hang].into_iter().chain(m + 1..m + sides).collect();
                m += sides - 1;
                for i in 0..sides {
                    edges.push((corners[i], corners[(i + 1) % sides]));
                }
            }
            let used = edges.len();
            drawings.push(Drawing { m, edges });
            let from = chosen.last().copied().unwrap_or(0);
            for (k, &(_, sides)) in kinds.iter().enumerate().skip(from) {
                if used + sides <= most {
                    stack.push(chosen.iter().copied().chain([k]).collect());
                }
            }
        }
    }
    drawings
}

/// A judge-shaped drawing of `m` vertices over the judge's whole range: a tree of `t`
/// vertices (one, the root alone; `m`, no polygon; or any number between) with polygons hung
/// on it that take the other vertices: all doubled edges (the most edges the judge's shape
/// allows, 2(m − 1) when the tree is the root alone), one polygon of them all, or sides drawn
/// at random. Scrambled ([`random_drawing`]). O(m).
fn judge_sized_drawing(rng: &mut Rng, m: usize) -> Drawing {
    let t = match rng.below(4) {
        0 => 1,
        1 => m,
        _ => rng.range(1, m as u64) as usize,
    };
    let style = rng.below(3);
    let mut left = m - t;
    let mut polygons = Vec::new();
    while left > 0 {
        let sides = match style {
            0 => 2,
            1 => left + 1,
            _ => rng.range(2, left as u64 + 1) as usize,
        };
        polygons.push(sides);
        left -= sides - 1;
    }
    random_drawing(rng, t, &polygons)
}

/// `d` written again: its vertices relabelled (the root kept), its edges reordered and turned.
fn rewritten(rng: &mut Rng, d: &Drawing) -> Drawing {
    let edges: Vec<(usize, usize)> = d.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
    Drawing {
        m: d.m,
        edges: scrambled(rng, d.m, &edges, true),
    }
}

/// Edge arrays sized for a tree of 100 vertices hold 2 · 100 directed edges: the undirected
/// edges a contestant's adjacency lists keep.
const TREE_EDGE_SLOTS: usize = 100;

/// Smaller variants of a sum too large for [`Poj3710::shrink`]'s edge-by-edge variants (more
/// than three drawings, or more edges than the oracle reaches): the drawings by parts (each
/// half, quarter, … of them removed, down to each one alone); then in each drawing its edges by
/// parts (each half of its edge list deleted as moves, with what hangs from them, and for a sum
/// of at most three drawings each quarter, eighth, … down to each edge alone, then each edge
/// contracted: finer variants of a hundred drawings would copy the whole sum ten thousand
/// times). Every variant has fewer edges or vertices.
fn shrink_large(drawings: &[Drawing]) -> Vec<Vec<Drawing>> {
    let mut smaller = Vec::new();
    for part in parts(drawings.len(), usize::MAX) {
        smaller.push(without(drawings, part));
    }
    let few = drawings.len() <= 3;
    for (i, d) in drawings.iter().enumerate() {
        let edge_parts = parts(d.edges.len(), usize::MAX);
        let taken = if few {
            edge_parts.len()
        } else {
            edge_parts.len().min(2)
        };
        for part in &edge_parts[..taken] {
            let cut: Vec<usize> = part.clone().collect();
            let mut changed = drawings.to_vec();
            changed[i] = after_moves(d, &cut);
            smaller.push(changed);
        }
    }
    if !few {
        return smaller;
    }
    for (i, d) in drawings.iter().enumerate() {
        for e in 0..d.edges.len() {
            let mut changed = drawings.to_vec();
            changed[i] = contracted(d, e);
            smaller.push(changed);
        }
    }
    smaller
}

impl Game for Poj3710 {
    type Case = Vec<Drawing>;
    const ID: &'static str = "poj3710";
    const SOLVE: SolveFn = |input, out| poj3710::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<Drawing>]) -> String {
        let mut text = String::new();
        for drawings in cases {
            text += &format!("{}\n", drawings.len());
            for d in drawings {
                text += &format!("{} {}\n", d.m, d.edges.len());
                for &(a, b) in &d.edges {
                    text += &format!("{a} {b}\n");
                }
            }
        }
        text
    }

    fn validate(drawings: &Vec<Drawing>) -> Result<(), String> {
        within("N", drawings.len() as u64, 0..=poj3710::MAX_DRAWINGS)?;
        for d in drawings {
            within("m", d.m as u64, 1..=poj3710::MAX_VERTICES)?;
            within("k", d.edges.len() as u64, 0..=poj3710::MAX_EDGES)?;
            for &(a, b) in &d.edges {
                within("an edge's end", a, 1..=d.m)?;
                within("an edge's end", b, 1..=d.m)?;
            }
            judge_shaped(d)?;
        }
        // The oracle's reach (ORACLE_EDGES in all) is the generators' and the shrinker's
        // concern: judge-sized cases go far past it.
        Ok(())
    }

    fn oracle(_: usize, drawings: &Vec<Drawing>) -> String {
        // The whole sum as one drawing: each drawing's vertices after the ones before, each
        // drawing's vertex 1 a ground vertex.
        let mut edges = Vec::new();
        let mut grounds = Vec::new();
        let mut offset = 0;
        for d in drawings {
            grounds.push(offset);
            edges.extend(
                d.edges
                    .iter()
                    .map(|&(a, b)| (offset + a - 1, offset + b - 1)),
            );
            offset += d.m;
        }
        answer(Hackenbush::new(offset, &edges, &grounds).first_player_wins())
    }

    /// No drawing; every drawing of up to 7 edges alone; every pair of drawings of up to 3
    /// edges each.
    fn small_cases() -> Vec<Vec<Drawing>> {
        let alone = every_drawing(7);
        let small = every_drawing(3);
        let mut cases = vec![Vec::new()];
        cases.extend(alone.into_iter().map(|d| vec![d]));
        for (i, a) in small.iter().enumerate() {
            for b in &small[i..] {
                cases.push(vec![a.clone(), b.clone()]);
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<Drawing> {
        if rng.chance(1, 30) {
            return Vec::new();
        }
        if rng.chance(1, 3) {
            // A drawing beside a copy of itself (written differently): the second player copies
            // every move, so it loses; with a third drawing, it is worth that drawing.
            let first = budget_drawing(rng, ORACLE_EDGES / 2);
            let copy = rewritten(rng, &first);
            let mut drawings = vec![first, copy];
            let left = ORACLE_EDGES - 2 * drawings[0].edges.len();
            if left > 0 && rng.chance(1, 2) {
                drawings.push(budget_drawing(rng, left.min(3)));
            }
            let turn = rng.below(drawings.len());
            drawings.rotate_left(turn);
            return drawings;
        }
        let n = rng.range(1, 3) as usize;
        let mut left = ORACLE_EDGES;
        let mut drawings = Vec::new();
        for i in 0..n {
            let budget = rng.range(0, (left / (n - i)).min(8) as u64) as usize;
            let d = budget_drawing(rng, budget);
            left -= d.edges.len();
            drawings.push(d);
        }
        drawings
    }

    /// N = `sized(0, 99)` drawings of m = `sized(1, 99)` vertices each
    /// ([`judge_sized_drawing`]: up to 2(m − 1) = 196 edges, values up to 98). A third of the
    /// time (N ≥ 2) the drawings come in pairs, each beside a copy written differently (padded
    /// with an edgeless drawing when N is odd), in random order: a loss, where random drawings'
    /// values nearly always xor to a win.
    fn judge_sized_case(rng: &mut Rng) -> Vec<Drawing> {
        let n = rng.sized(0, poj3710::MAX_DRAWINGS) as usize;
        let drawing = |rng: &mut Rng| {
            let m = rng.sized(1, poj3710::MAX_VERTICES) as usize;
            judge_sized_drawing(rng, m)
        };
        if n < 2 || rng.chance(2, 3) {
            return (0..n).map(|_| drawing(rng)).collect();
        }
        let mut drawings = Vec::new();
        for _ in 0..n / 2 {
            let d = drawing(rng);
            drawings.push(rewritten(rng, &d));
            drawings.push(d);
        }
        if n % 2 == 1 {
            drawings.push(Drawing {
                m: 1,
                edges: Vec::new(),
            });
        }
        shuffle(&mut drawings, rng);
        drawings
    }

    /// Cases to the end of the input: N, then each drawing's `m k` and its k edges.
    fn parse(input: &str) -> Option<Vec<Vec<Drawing>>> {
        Tokens::new(input).until_end(|tokens| {
            tokens.counted(|tokens| {
                let m = tokens.value()?;
                let k: usize = tokens.value()?;
                let mut edges = Vec::new();
                for _ in 0..k {
                    edges.push((tokens.value()?, tokens.value()?));
                }
                Some(Drawing { m, edges })
            })
        })
    }

    /// A sum of more than three drawings or more edges than the oracle reaches shrinks by parts
    /// ([`shrink_large`]). A smaller one: one drawing fewer; one drawing after a move (an edge deleted, and what hung from it);
    /// one drawing with an edge contracted (a polygon one side shorter, a tree edge gone); then
    /// two of those removals at once (a failure that needs a pair of parts to cancel, such as
    /// two equal branches, shrinks only by losing both).
    fn shrink(drawings: &Vec<Drawing>) -> Vec<Vec<Drawing>> {
        // A malformed drawing read back from a user's input (an end outside 1..=m): nothing to
        // shrink.
        let ends_fit = |d: &Drawing| {
            d.edges
                .iter()
                .all(|&(a, b)| (1..=d.m).contains(&a) && (1..=d.m).contains(&b))
        };
        if !drawings.iter().all(ends_fit) {
            return Vec::new();
        }
        let edges: usize = drawings.iter().map(|d| d.edges.len()).sum();
        if drawings.len() > 3 || edges > ORACLE_EDGES {
            return shrink_large(drawings);
        }
        // A removal: a whole drawing (`None`), or one edge of it.
        let removals: Vec<(usize, Option<usize>)> = (0..drawings.len())
            .flat_map(|i| {
                [(i, None)]
                    .into_iter()
                    .chain((0..drawings[i].edges.len()).map(move |e| (i, Some(e))))
            })
            .collect();
        let apply = |chosen: &[(usize, Option<usize>)]| -> Vec<Drawing> {
            let mut result = Vec::new();
            for (i, d) in drawings.iter().enumerate() {
                if chosen.contains(&(i, None)) {
                    continue;
                }
                let cut: Vec<usize> = chosen
                    .iter()
                    .filter(|&&(j, _)| j == i)
                    .filter_map(|&(_, e)| e)
                    .collect();
                result.push(after_moves(d, &cut));
            }
            result
        };
        let mut smaller: Vec<Vec<Drawing>> = removals.iter().map(|&r| apply(&[r])).collect();
        for (i, d) in drawings.iter().enumerate() {
            for e in 0..d.edges.len() {
                let mut changed = drawings.clone();
                changed[i] = contracted(d, e);
                smaller.push(changed);
            }
        }
        for (x, &first) in removals.iter().enumerate() {
            for &second in &removals[x + 1..] {
                smaller.push(apply(&[first, second]));
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<Drawing>>> {
        vec![
            Wrong {
                name: "every polygon counted as one edge (an even cycle and a doubled edge too)",
                answer: |_, drawings| {
                    let x = drawings.iter().fold(0, |x, d| {
                        x ^ contestant_value(d, Contestant::CycleIsOneEdge)
                    });
                    answer(x != 0)
                },
            },
            Wrong {
                name:
                    "the DFS skips the parent vertex, not the parent edge (a doubled edge is one)",
                answer: |_, drawings| {
                    let x = drawings.iter().fold(0, |x, d| {
                        x ^ contestant_value(d, Contestant::SkipsParentVertex)
                    });
                    answer(x != 0)
                },
            },
            Wrong {
                name: "edge arrays sized for a tree (2 · 100 directed slots): edges past the \
                       100th lost",
                answer: |_, drawings| {
                    let mut graph = Multigraph::new();
                    let x = drawings.iter().fold(0, |x, d| {
                        graph.reset(d.m);
                        for &(a, b) in d.edges.iter().take(TREE_EDGE_SLOTS) {
                            graph.add_edge(a - 1, b - 1);
                        }
                        x ^ graph.value(0)
                    });
                    answer(x != 0)
                },
            },
        ]
    }

    /// Cases of N = 99 drawings (judge max) of m = 99 vertices (judge max): a random tree of 33
    /// vertices with polygons of 2 to 4 sides hung at random on it, about 130 edges (the judge's
    /// shape allows at most 2(m − 1) = 196: every vertex but the root on a doubled edge).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(poj3710::MAX_DRAWINGS, 3);
        let m = poj3710::MAX_VERTICES as usize;
        let each = format!(
            "N = {n} (judge max) drawings of m = {m} (judge max): a tree of 33 vertices, polygons \
             of 2 to 4 sides"
        );
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[n]);
            for _ in 0..n {
                let mut polygons = Vec::new();
                let mut left = m - 33;
                while left > 0 {
                    let sides = (r.range(2, 4) as usize).min(left + 1);
                    polygons.push(sides);
                    left -= sides - 1;
                }
                let d = random_drawing(r, 33, &polygons);
                t.line(&[d.m as u64, d.edges.len() as u64]);
                for &(a, b) in &d.edges {
                    t.line(&[a as u64, b as u64]);
                }
            }
        };
        streamed(Self::ID, s, s.pick(100, 3), &each, Framing::ToEnd, case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drawing(m: usize, edges: &[(usize, usize)]) -> Drawing {
        Drawing {
            m,
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn hand_derived_positions() {
        // The sample: an edge, and an edge with a triangle on it: Sally.
        let sample = vec![
            drawing(2, &[(1, 2)]),
            drawing(4, &[(1, 2), (2, 3), (2, 4), (3, 4)]),
        ];
        assert_eq!(Poj3710::oracle(1, &sample), "Sally\n");
        // No drawing: Harry. A doubled edge: each cut leaves one edge: Harry.
        assert_eq!(Poj3710::oracle(1, &vec![]), "Harry\n");
        assert_eq!(
            Poj3710::oracle(1, &vec![drawing(2, &[(1, 2), (2, 1)])]),
            "Harry\n"
        );
        // A triangle: cutting a root edge leaves a stalk of 2 (a win), the far edge two stalks
        // of 1 (a loss): Sally.
        let triangle = drawing(3, &[(1, 2), (2, 3), (3, 1)]);
        assert_eq!(Poj3710::oracle(1, &vec![triangle.clone()]), "Sally\n");
        // Two triangles: Harry.
        assert_eq!(
            Poj3710::oracle(1, &vec![triangle.clone(), triangle]),
            "Harry\n"
        );
    }

    #[test]
    fn the_hand_derived_testdata_agrees_with_the_oracle() {
        // The edge files' cases (some beyond the judge's shapes: loops, chords, tripled edges,
        // parts cut off), read back and played from the rules.
        for name in ["edge-polygons", "edge-beyond-the-judge", "sample"] {
            let dir = crate::testdata::dir(Poj3710::ID);
            let text = std::fs::read_to_string(dir.join(format!("{name}.in"))).unwrap();
            let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
            let mut numbers = text
                .split_ascii_whitespace()
                .map(|t| t.parse::<usize>().unwrap());
            let mut got = String::new();
            while let Some(n) = numbers.next() {
                let case: Vec<Drawing> = (0..n)
                    .map(|_| {
                        let m = numbers.next().unwrap();
                        let k = numbers.next().unwrap();
                        let edges = (0..k)
                            .map(|_| (numbers.next().unwrap(), numbers.next().unwrap()))
                            .collect();
                        Drawing { m, edges }
                    })
                    .collect();
                got += &Poj3710::oracle(1, &case);
            }
            assert_eq!(got, expected, "{name}");
        }
    }

    #[test]
    fn the_tree_sized_edge_arrays_lose_the_101st_edge() {
        // 50 doubled edges at the root (worth 0 each), then one edge (worth 1): 101 edges, a
        // win; without its last edge the drawing is worth 0.
        let mut edges: Vec<(usize, usize)> = (2..=51).flat_map(|v| [(1, v), (v, 1)]).collect();
        edges.push((1, 52));
        let d = drawing(52, &edges);
        assert_eq!(judge_shaped(&d), Ok(()));
        let case = vec![d];
        assert_eq!(Poj3710::oracle(1, &vec![]), "Harry\n");
        let wrong = Poj3710::wrong_solutions().pop().expect("registered");
        assert_eq!((wrong.answer)(1, &case), "Harry\n");
        let expected =
            crate::runner::run_in_process(Poj3710::SOLVE, Poj3710::render(&[case]).as_bytes());
        assert_eq!(expected.stdout, "Sally\n");
    }

    #[test]
    fn judge_shapes() {
        assert_eq!(
            judge_shaped(&drawing(4, &[(1, 2), (2, 3), (2, 4), (3, 4)])),
            Ok(())
        );
        assert_eq!(judge_shaped(&drawing(2, &[(1, 2), (2, 1)])), Ok(()));
        assert!(judge_shaped(&drawing(2, &[(1, 1), (1, 2)])).is_err());
        assert!(judge_shaped(&drawing(3, &[(1, 2)])).is_err());
        // A tripled edge: its 2-cycles share edges.
        assert!(judge_shaped(&drawing(2, &[(1, 2), (1, 2), (1, 2)])).is_err());
        // A square with a chord, and a triangle with an edge hung at a second vertex.
        assert!(judge_shaped(&drawing(4, &[(1, 2), (2, 3), (3, 4), (4, 1), (1, 3)])).is_err());
        assert!(judge_shaped(&drawing(4, &[(1, 2), (2, 3), (3, 1), (3, 4)])).is_err());
        // Two polygons at one vertex, the root: fine.
        let bowtie = drawing(5, &[(1, 2), (2, 3), (3, 1), (1, 4), (4, 5), (5, 1)]);
        assert_eq!(judge_shaped(&bowtie), Ok(()));
    }

    #[test]
    fn contestants_by_hand() {
        use Contestant::*;
        let doubled = drawing(2, &[(1, 2), (2, 1)]);
        let square = drawing(4, &[(1, 2), (2, 3), (3, 4), (4, 1)]);
        let sample = drawing(4, &[(1, 2), (2, 3), (2, 4), (3, 4)]);
        // The doubled edge is worth 0; the parent-vertex DFS and the one-edge count say 1.
        assert_eq!(contestant_value(&doubled, SkipsParentVertex), 1);
        assert_eq!(contestant_value(&doubled, CycleIsOneEdge), 1);
        // A square is worth 0: only the one-edge count says 1.
        assert_eq!(contestant_value(&square, SkipsParentVertex), 0);
        assert_eq!(contestant_value(&square, CycleIsOneEdge), 1);
        // Odd polygons are scored right by both.
        assert_eq!(contestant_value(&sample, SkipsParentVertex), 2);
        assert_eq!(contestant_value(&sample, CycleIsOneEdge), 2);
    }

    #[test]
    fn every_drawing_is_judge_shaped_and_distinct() {
        let all = every_drawing(6);
        assert!(all.iter().all(|d| judge_shaped(d).is_ok()));
        let mut texts: Vec<String> = all.iter().map(|d| format!("{d:?}")).collect();
        texts.sort();
        texts.dedup();
        assert_eq!(texts.len(), all.len());
    }
}
