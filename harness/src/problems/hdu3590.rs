//! HDU 3590 PP and QQ: Green Hackenbush on a forest of rooted trees, whoever deletes the last edge
//! loses, with the stop rule the judge assumes.
//!
//! The oracle searches whole positions: a position is every tree's set of remaining edges (a
//! bit mask per tree); a move deletes one remaining edge and, with it, every edge it carries (the
//! edges no longer joined to vertex 1, found by walking the tree from vertex 1). The player who
//! cannot move wins; and, the judge's rule (the SJ theorem's hypothesis, see
//! `problems/hdu3590/README.md`), once every tree's Grundy value is 0 the game stops and the
//! player to move wins. Each tree's Grundy value is found by a mex search over that tree's own
//! positions (its edge sets), never by the colon principle; the win is never read off the SJ
//! formula. The literal game (no stop rule) is searched too, as a known-wrong solution: on the
//! forests where it differs, the judge's answer is the stop rule's.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without, SIXTY_FOURTHS};
use crate::rng::Rng;
use game_core::misere::{Outcomes, Play};
use game_core::sg::Search;
use std::collections::BTreeSet;

/// The registration of hdu3590.
pub struct Hdu3590;

/// One tree as the input gives it: its vertex count m and its m − 1 edges, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// m, the number of vertices (1..=m; vertex 1 is the root).
    pub vertices: u64,
    /// The edges `a b`, either end first.
    pub edges: Vec<(u64, u64)>,
}

/// The oracle's reach: at most this many edges in all the trees of a case (a position is a
/// rooted subtree of each tree; a forest of 16 single edges has 2^16 positions).
const REACH: usize = 16;

/// A forest of more than this many trees (a judge-sized one) first shrinks by parts of it.
const SMALL_FOREST: usize = 12;

/// The shrinker replaces a tree by each shape of fewer edges, below this many (115 shapes of 7
/// edges; 98 edges would have more than 10^30).
const SHAPES_BELOW: usize = 8;

/// The edges each edge carries: bit `f` of `carried[e]` is set iff deleting edge `e` (in input
/// order) cuts edge `f` off from vertex 1 (`e` itself included). Found by a walk from vertex 1.
fn carried(tree: &Tree) -> Vec<u32> {
    let m = tree.vertices as usize;
    let mut around = vec![Vec::new(); m + 1];
    for (e, &(a, b)) in tree.edges.iter().enumerate() {
        around[a as usize].push((b as usize, e));
        around[b as usize].push((a as usize, e));
    }
    // Vertices in the order reached from 1, each with the edge it was reached by.
    let mut order = vec![(1, usize::MAX)];
    let mut seen = vec![false; m + 1];
    seen[1] = true;
    let mut head = 0;
    while let Some(&(v, _)) = order.get(head) {
        head += 1;
        for &(w, e) in &around[v] {
            if !seen[w] {
                seen[w] = true;
                order.push((w, e));
            }
        }
    }
    // Children before parents: an edge carries itself and every edge below its lower end.
    let mut below = vec![0u32; m + 1];
    let mut carried = vec![0u32; tree.edges.len()];
    for &(v, e) in order[1..].iter().rev() {
        carried[e] = 1 << e | below[v];
        let (a, b) = tree.edges[e];
        let parent = (a ^ b) as usize ^ v;
        below[parent] |= carried[e];
    }
    carried
}

/// The positions one move leaves from a tree's position `mask`: each remaining edge deleted
/// with everything it carries.
fn cuts(carried: &[u32], mask: u32) -> impl Iterator<Item = u32> + '_ {
    (0..carried.len())
        .filter(move |&e| mask >> e & 1 == 1)
        .map(move |e| mask & !carried[e])
}

/// Whether PP (the player to move) wins the forest, searched over whole positions: with the
/// judge's stop rule (`stop`), or the literal game.
fn pp_wins(trees: &[Tree], stop: bool) -> bool {
    let carry: Vec<Vec<u32>> = trees.iter().map(carried).collect();
    // One mex search per tree, over its own positions.
    let mut grundy: Vec<_> = carry
        .iter()
        .map(|c| Search::new(move |&mask: &u32| cuts(c, mask).collect::<Vec<u32>>()))
        .collect();
    let carry = &carry;
    let mut outcomes = Outcomes::new(Play::Misere, |position: &Vec<u32>| {
        let mut values = position.iter().zip(&mut grundy);
        if stop && values.all(|(mask, tree)| tree.value(mask) == Ok(0)) {
            return Vec::new(); // the game has stopped: the player to move has won
        }
        let mut options = Vec::new();
        for (i, (&mask, c)) in position.iter().zip(carry).enumerate() {
            for next in cuts(c, mask) {
                let mut option = position.clone();
                option[i] = next;
                options.push(option);
            }
        }
        options
    });
    // Every edge present (a tree within the reach has at most 16 edges).
    let start: Vec<u32> = carry.iter().map(|c| (1 << c.len()) - 1).collect();
    outcomes
        .wins(&start)
        .expect("every move deletes an edge: no cycles")
}

/// Each tree's normal-play value, by a mex search over its positions (for the known-wrong
/// solutions; the oracle searches whole positions).
fn tree_values(trees: &[Tree]) -> Vec<u64> {
    trees
        .iter()
        .map(|tree| {
            let c = carried(tree);
            let mut search = Search::new(|&mask: &u32| cuts(&c, mask).collect::<Vec<u32>>());
            let all = (1 << c.len()) - 1;
            u64::from(search.value(&all).expect("no cycles"))
        })
        .collect()
}

fn answer(pp: bool) -> String {
    if pp { "PP\n" } else { "QQ\n" }.to_string()
}

/// The tree whose vertex `i + 1` hangs from `parents[i - 1] + 1` (0-based parents, each below
/// its child), as the input would give it with the labels as they are, edges parent first.
fn from_parents(parents: &[usize]) -> Tree {
    Tree {
        vertices: parents.len() as u64 + 1,
        edges: parents
            .iter()
            .enumerate()
            .map(|(i, &p)| (p as u64 + 1, i as u64 + 2))
            .collect(),
    }
}

/// The tree of `parents` (as in [`from_parents`]) with the labels 2..=m shuffled (the root
/// stays 1), the edges in a random order and each written either end first.
fn relabelled(parents: &[usize], r: &mut Rng) -> Vec<(u64, u64)> {
    let m = parents.len() + 1;
    let mut label: Vec<u64> = (1..=m as u64).collect();
    shuffle(&mut label[1..], r);
    let mut edges: Vec<(u64, u64)> = parents
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let (a, b) = (label[p], label[i + 1]);
            if r.chance(1, 2) {
                (a, b)
            } else {
                (b, a)
            }
        })
        .collect();
    shuffle(&mut edges, r);
    edges
}

/// A random tree shape on `m` vertices as 0-based parents: a stalk, a star, a caterpillar, a
/// random recursive tree, or (when `m` is odd) two equal branches from the root, worth 0.
fn random_parents(r: &mut Rng, m: usize) -> Vec<usize> {
    match r.range(0, 4) {
        0 => (0..m.saturating_sub(1)).collect(),
        1 => vec![0; m.saturating_sub(1)],
        2 => (1..m)
            .map(|v| {
                if v % 2 == 1 {
                    v.saturating_sub(2)
                } else {
                    v - 1
                }
            })
            .collect(),
        3 if m % 2 == 1 && m >= 3 => {
            // One random branch of (m − 1) / 2 vertices, hung twice from the root.
            let half = (m - 1) / 2;
            let branch: Vec<usize> = (1..half).map(|v| r.below(v)).collect();
            let mut parents = Vec::with_capacity(m - 1);
            for offset in [1, 1 + half] {
                parents.push(0);
                parents.extend(branch.iter().map(|&p| p + offset));
            }
            parents
        }
        _ => (1..m).map(|v| r.below(v)).collect(),
    }
}

/// Every rooted tree shape with `edges` edges, one labelling each (0-based parents, each
/// below its child), found by canonical form among all parent arrays.
fn shapes(edges: usize) -> Vec<Vec<usize>> {
    fn canonical(children: &[Vec<usize>], v: usize) -> String {
        let mut parts: Vec<String> = children[v]
            .iter()
            .map(|&c| canonical(children, c))
            .collect();
        parts.sort();
        format!("({})", parts.concat())
    }
    let mut seen = BTreeSet::new();
    let mut found = Vec::new();
    let mut parents = vec![0usize; edges];
    loop {
        let mut children = vec![Vec::new(); edges + 1];
        for (i, &p) in parents.iter().enumerate() {
            children[p].push(i + 1);
        }
        if seen.insert(canonical(&children, 0)) {
            found.push(parents.clone());
        }
        // The next parent array: parents[i] runs over 0..=i.
        let Some(i) = (0..edges).rev().find(|&i| parents[i] < i) else {
            return found;
        };
        parents[i] += 1;
        parents[i + 1..].iter_mut().for_each(|p| *p = 0);
    }
}

/// Every labelled tree on 1..=m (Prüfer sequences), edges in the order the decoding finds them.
fn labelled_trees(m: u64) -> Vec<Tree> {
    if m < 3 {
        return vec![from_parents(&vec![0; m as usize - 1])];
    }
    let codes = (0..m - 2).fold(vec![Vec::new()], |codes: Vec<Vec<u64>>, _| {
        codes
            .iter()
            .flat_map(|code| {
                (1..=m).map(move |v| {
                    let mut longer = code.clone();
                    longer.push(v);
                    longer
                })
            })
            .collect()
    });
    codes
        .into_iter()
        .map(|code| {
            let mut degree = vec![1u64; m as usize + 1];
            code.iter().for_each(|&v| degree[v as usize] += 1);
            let mut edges = Vec::new();
            for &v in &code {
                let leaf = (1..=m).find(|&u| degree[u as usize] == 1).unwrap();
                edges.push((leaf, v));
                degree[leaf as usize] -= 1;
                degree[v as usize] -= 1;
            }
            let last: Vec<u64> = (1..=m).filter(|&u| degree[u as usize] == 1).collect();
            edges.push((last[0], last[1]));
            Tree { vertices: m, edges }
        })
        .collect()
}

/// Whether `tree`'s edges make a tree on 1..=m (m − 1 edges, all vertices joined to 1).
fn is_tree(tree: &Tree) -> bool {
    let m = tree.vertices;
    let in_range = |v: u64| (1..=m).contains(&v);
    if tree.edges.len() as u64 + 1 != m
        || !tree.edges.iter().all(|&(a, b)| in_range(a) && in_range(b))
    {
        return false;
    }
    // m − 1 edges make a tree iff they join every vertex to vertex 1.
    let mut joined = vec![false; m as usize + 1];
    joined[1] = true;
    let mut grew = true;
    while grew {
        grew = false;
        for &(a, b) in &tree.edges {
            if joined[a as usize] != joined[b as usize] {
                joined[a as usize] = true;
                joined[b as usize] = true;
                grew = true;
            }
        }
    }
    joined[1..].iter().all(|&j| j)
}

/// `tree` with its edge `e` contracted: the end that is not vertex 1 merges into the other, and
/// the vertices above it move down by one (removing a leaf is the contraction of its edge).
fn contracted(tree: &Tree, e: usize) -> Tree {
    let (a, b) = tree.edges[e];
    let (keep, gone) = if b == 1 { (b, a) } else { (a, b) };
    let relabel = |v: u64| {
        let v = if v == gone { keep } else { v };
        if v > gone {
            v - 1
        } else {
            v
        }
    };
    Tree {
        vertices: tree.vertices - 1,
        edges: (0..tree.edges.len())
            .filter(|&f| f != e)
            .map(|f| (relabel(tree.edges[f].0), relabel(tree.edges[f].1)))
            .collect(),
    }
}

/// One tree of `m` vertices for the benchmark, in the judge's format: a random shape (see
/// [`random_parents`]), relabelled.
fn bench_tree(t: &mut Text, r: &mut Rng, m: usize) {
    let parents = random_parents(r, m);
    t.line(&[m as u64]);
    for (a, b) in relabelled(&parents, r) {
        t.line(&[a, b]);
    }
}

/// The trees of `shapes` (each a parent list, [`random_parents`]), each next to a copy of
/// itself if `mirrored` (a forest worth 0), shuffled and relabelled.
fn forest(mut shapes: Vec<Vec<usize>>, mirrored: bool, rng: &mut Rng) -> Vec<Tree> {
    if mirrored {
        shapes.extend(shapes.clone());
    }
    shuffle(&mut shapes, rng);
    shapes
        .iter()
        .map(|parents| Tree {
            vertices: parents.len() as u64 + 1,
            edges: relabelled(parents, rng),
        })
        .collect()
}

impl Game for Hdu3590 {
    type Case = Vec<Tree>;
    const ID: &'static str = "hdu3590";
    const SOLVE: SolveFn = |input, out| hdu3590::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<Tree>]) -> String {
        let mut text = String::new();
        for trees in cases {
            text += &format!("{}\n", trees.len());
            for tree in trees {
                text += &format!("{}\n", tree.vertices);
                for (a, b) in &tree.edges {
                    text += &format!("{a} {b}\n");
                }
            }
        }
        text
    }

    fn validate(trees: &Vec<Tree>) -> Result<(), String> {
        within("N", trees.len() as u64, 1..=hdu3590::MAX_TREES)?;
        for tree in trees {
            within("m", tree.vertices, 1..=hdu3590::MAX_VERTICES)?;
            if !is_tree(tree) {
                return Err(format!("{tree:?} is not a tree on 1..=m"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, trees: &Vec<Tree>) -> String {
        answer(pp_wins(trees, true))
    }

    /// Every forest of one tree shape of up to 7 edges, two of up to 6 edges in all, three of
    /// up to 5 (one labelling each); then every labelled tree on up to 5 vertices alone.
    fn small_cases() -> Vec<Vec<Tree>> {
        let by_edges: Vec<Vec<Vec<usize>>> = (0..=7).map(shapes).collect();
        let all: Vec<(usize, &Vec<usize>)> = by_edges
            .iter()
            .enumerate()
            .flat_map(|(e, list)| list.iter().map(move |p| (e, p)))
            .collect();
        let mut cases = Vec::new();
        for (i, &(e1, p1)) in all.iter().enumerate() {
            cases.push(vec![from_parents(p1)]);
            for (j, &(e2, p2)) in all.iter().enumerate().skip(i) {
                if e1 + e2 <= 6 {
                    cases.push(vec![from_parents(p1), from_parents(p2)]);
                }
                for &(e3, p3) in all.iter().skip(j) {
                    if e1 + e2 + e3 <= 5 {
                        cases.push(vec![from_parents(p1), from_parents(p2), from_parents(p3)]);
                    }
                }
            }
        }
        for m in 1..=5 {
            cases.extend(labelled_trees(m).into_iter().map(|tree| vec![tree]));
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Vec<Tree> {
        // Up to 5 trees within the reach; a third of the time a forest next to a copy of itself
        // (its xor is 0, and values above 1 make it a loss), so both answers are common.
        let mirrored = rng.chance(1, 3);
        let budget = if mirrored { REACH / 2 } else { REACH - 2 };
        let mut shapes = Vec::new();
        let mut left = budget;
        while shapes.len() < 5 && (shapes.is_empty() || rng.chance(2, 3)) {
            let edges = rng.range(0, left.min(8) as u64) as usize;
            shapes.push(random_parents(rng, edges + 1));
            left -= edges;
        }
        forest(shapes, mirrored, rng)
    }

    /// Up to the judge's 99 trees of up to 99 vertices (both counts [`Rng::sized`]), of the
    /// random shapes ([`random_parents`]: stalks, stars, caterpillars, random recursive trees,
    /// two equal branches), relabelled; a
    /// third of the time a forest next to a copy of itself (xor 0), so both answers come.
    fn judge_sized_case(rng: &mut Rng) -> Vec<Tree> {
        let mirrored = rng.chance(1, 3);
        let n = rng.sized(1, hdu3590::MAX_TREES);
        let n = if mirrored { (n / 2).max(1) } else { n };
        let shapes: Vec<Vec<usize>> = (0..n)
            .map(|_| {
                let m = rng.sized(1, hdu3590::MAX_VERTICES) as usize;
                random_parents(rng, m)
            })
            .collect();
        forest(shapes, mirrored, rng)
    }

    fn parse(input: &str) -> Option<Vec<Vec<Tree>>> {
        Tokens::new(input).until_end(|tokens| {
            let n: usize = tokens.value()?;
            (0..n)
                .map(|_| {
                    let vertices: u64 = tokens.value()?;
                    let edges = (1..vertices)
                        .map(|_| Some((tokens.value()?, tokens.value()?)))
                        .collect::<Option<Vec<(u64, u64)>>>()?;
                    Some(Tree { vertices, edges })
                })
                .collect()
        })
    }

    /// Drop halves, quarters, …, 64ths of a forest of more than [`SMALL_FOREST`] trees; drop a
    /// tree; replace a tree by each tree shape with fewer edges, up to [`SHAPES_BELOW`] edges
    /// (smallest first: a failure that needs one special tree, such as the trap, jumps to it;
    /// the shapes of more edges are too many to list); contract an edge.
    fn shrink(trees: &Vec<Tree>) -> Vec<Vec<Tree>> {
        let mut smaller = Vec::new();
        let n = trees.len();
        if n > SMALL_FOREST {
            smaller.extend(
                parts(n, SIXTY_FOURTHS)
                    .into_iter()
                    .map(|part| without(trees, part)),
            );
        }
        for i in (0..trees.len()).filter(|_| trees.len() > 1) {
            let mut fewer = trees.clone();
            fewer.remove(i);
            smaller.push(fewer);
        }
        for (i, tree) in trees.iter().enumerate() {
            for parents in (0..tree.edges.len().min(SHAPES_BELOW)).flat_map(shapes) {
                let mut simpler = trees.clone();
                simpler[i] = from_parents(&parents);
                smaller.push(simpler);
            }
        }
        for (i, tree) in trees.iter().enumerate() {
            for e in 0..tree.edges.len() {
                let mut less = trees.clone();
                less[i] = contracted(tree, e);
                smaller.push(less);
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<Tree>>> {
        vec![
            Wrong {
                name: "normal play: PP iff the xor of the tree values is not 0",
                answer: |_, trees| answer(tree_values(trees).iter().fold(0, |x, g| x ^ g) != 0),
            },
            Wrong {
                name: "misère flip without the 'some value > 1' condition: PP iff the xor is 0",
                answer: |_, trees| answer(tree_values(trees).iter().fold(0, |x, g| x ^ g) == 0),
            },
            Wrong {
                name: "the literal game searched whole, without the stop rule the judge assumes",
                answer: |_, trees| answer(pp_wins(trees, false)),
            },
            Wrong {
                name: "each tree a Nim heap of its edge count, then the SJ rule",
                answer: |_, trees| {
                    let heaps = trees.iter().map(|t| t.edges.len() as u64);
                    answer(game_core::anti::first_player_wins(heaps))
                },
            },
            Wrong {
                name: "the SJ rule with 'some value ≥ 1' for 'some value > 1'",
                answer: |_, trees| {
                    let g = tree_values(trees);
                    let x = g.iter().fold(0, |x, g| x ^ g);
                    let big = g.iter().any(|&g| g >= 1);
                    answer((x != 0 && big) || (x == 0 && !big))
                },
            },
        ]
    }

    /// Cases of N = 99 trees of m = 99 vertices (the judge's maxima), each a random shape
    /// (stalks 98 deep among them), labels and edge order shuffled.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (n, m) = (
            s.pick(hdu3590::MAX_TREES, 3),
            s.pick(hdu3590::MAX_VERTICES, 6) as usize,
        );
        let each = format!(
            "N = {n} (judge max) trees of m = {m} (judge max) vertices, random shapes (stalks, stars, caterpillars, twin branches, random recursive)"
        );
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[n]);
            for _ in 0..n {
                bench_tree(t, r, m);
            }
        };
        // ~58 KB a case: 200 cases make ~12 MB.
        streamed(Self::ID, s, s.pick(200, 3), &each, Framing::ToEnd, case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(vertices: u64, edges: &[(u64, u64)]) -> Tree {
        Tree {
            vertices,
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn the_sample_and_the_trap() {
        let edge = tree(2, &[(1, 2)]);
        assert_eq!(
            Hdu3590::oracle(1, &vec![edge.clone(), edge.clone()]),
            "PP\n"
        );
        assert_eq!(Hdu3590::oracle(2, &vec![edge]), "QQ\n");
        // Two stalks of two from the root: worth 0, so the game has stopped: PP. Literally it is
        // misère Nim 2 2, QQ's.
        let trap = vec![tree(5, &[(1, 2), (2, 3), (1, 4), (4, 5)])];
        assert_eq!(Hdu3590::oracle(1, &trap), "PP\n");
        assert!(!pp_wins(&trap, false));
        // No edge at all: PP cannot move, and wins.
        assert_eq!(Hdu3590::oracle(1, &vec![tree(1, &[])]), "PP\n");
    }

    #[test]
    fn tree_values_are_the_mex_search() {
        // A stalk of 3 given from its far end (3), a star of 3 (1), the trap tree (0).
        let trees = vec![
            tree(4, &[(4, 3), (2, 3), (1, 2)]),
            tree(4, &[(1, 2), (3, 1), (1, 4)]),
            tree(5, &[(1, 2), (2, 3), (1, 4), (4, 5)]),
        ];
        assert_eq!(tree_values(&trees), [3, 1, 0]);
        // The stalk: edge 2 (1–2) carries all three, edge 0 (4–3) only itself.
        assert_eq!(carried(&trees[0]), [0b001, 0b011, 0b111]);
    }

    #[test]
    fn enumerations_count() {
        // Rooted unlabelled trees with e edges: 1, 1, 2, 4, 9, 20, 48, 115 (OEIS A000081).
        let counts: Vec<usize> = (0..=7).map(|e| shapes(e).len()).collect();
        assert_eq!(counts, [1, 1, 2, 4, 9, 20, 48, 115]);
        // Labelled trees on m vertices: m^(m − 2) (Cayley), all of them trees.
        for m in 1..=5 {
            let trees = labelled_trees(m);
            assert_eq!(trees.len() as u64, m.pow(m.saturating_sub(2) as u32));
            assert!(trees.iter().all(is_tree));
        }
    }

    #[test]
    fn generated_trees_are_trees() {
        let mut rng = Rng::new(3590);
        for m in 1..=12 {
            for _ in 0..20 {
                let parents = random_parents(&mut rng, m);
                let t = Tree {
                    vertices: m as u64,
                    edges: relabelled(&parents, &mut rng),
                };
                assert!(is_tree(&t), "{t:?}");
            }
        }
        assert!(!is_tree(&tree(3, &[(1, 2), (2, 1)])));
        assert!(!is_tree(&tree(3, &[(1, 2)])));
        assert!(!is_tree(&tree(2, &[(1, 3)])));
    }
}
