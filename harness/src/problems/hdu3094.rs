//! HDU 3094 A tree game: Green Hackenbush on one tree rooted at vertex 1, T cases. The oracle
//! plays whole positions (the set of edges still joined to vertex 1) from the rules
//! (`super::hackenbush::Hackenbush`), with no colon principle and no SG value of a branch.

use super::hackenbush::{scrambled, Hackenbush};
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use std::collections::VecDeque;

/// The registration of hdu3094.
pub struct Hdu3094;

/// One case: N, and the N − 1 edges as written (vertices `1..=N`, either end first).
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The number of vertices.
    pub n: usize,
    /// The edges, in input order.
    pub edges: Vec<(usize, usize)>,
}

/// The oracle's reach for a tree of any shape: every position of 13 edges is searched at once.
/// The exhaustive and random cases stay within it (and shrinking them keeps them there: every
/// variant of a path is a path with vertex 1 no farther from an end); judge-sized cases do not,
/// as the proven solution answers them.
const ORACLE_VERTICES: usize = 14;

/// How far from an end of a path vertex 1 may be for the oracle to search the path at any
/// length: from vertex 1 at distance a, the search stops within the positions of at most
/// a + 1 edges on each side (a move nearest the root always decides quickly).
const PATH_ROOT_OFFSET: usize = 2;

/// The stack the recursive known-wrong solution is given, in frames. HDU judges on Windows,
/// whose main thread has 1 MiB of stack; a recursive DFS frame (return address, saved
/// registers, the vertex, its parent, a loop index) takes about 64 bytes, so about 2^14 levels
/// fit. A path of N = 10^5 vertices from vertex 1 needs 10^5.
const JUDGE_STACK_FRAMES: usize = 1 << 14;

fn answer(alice_wins: bool) -> String {
    if alice_wins { "Alice\n" } else { "Bob\n" }.to_string()
}

/// The neighbours of every vertex (`1..=n`; index 0 unused).
fn neighbours(case: &Case) -> Vec<Vec<usize>> {
    let mut around = vec![Vec::new(); case.n + 1];
    for &(a, b) in &case.edges {
        around[a].push(b);
        around[b].push(a);
    }
    around
}

/// The vertices in BFS order from vertex 1, and each one's distance from it (`usize::MAX` for
/// a vertex not reached).
fn bfs(around: &[Vec<usize>]) -> (Vec<usize>, Vec<usize>) {
    let mut distance = vec![usize::MAX; around.len()];
    let mut order = vec![1];
    distance[1] = 0;
    let mut queue = VecDeque::from([1]);
    while let Some(v) = queue.pop_front() {
        for &w in &around[v] {
            if distance[w] == usize::MAX {
                distance[w] = distance[v] + 1;
                order.push(w);
                queue.push_back(w);
            }
        }
    }
    (order, distance)
}

/// The case made of the vertices `kept` of `case` (vertex 1 among them) and the edges between
/// them, renumbered `1..` in their old order (so 1 stays 1), edges in their old order and ends.
fn restricted(case: &Case, kept: &[usize]) -> Case {
    let mut new_name = vec![0; case.n + 1];
    let mut sorted = kept.to_vec();
    sorted.sort_unstable();
    for (i, &v) in sorted.iter().enumerate() {
        new_name[v] = i + 1;
    }
    Case {
        n: kept.len(),
        edges: case
            .edges
            .iter()
            .filter(|&&(a, b)| new_name[a] > 0 && new_name[b] > 0)
            .map(|&(a, b)| (new_name[a], new_name[b]))
            .collect(),
    }
}

/// A random tree on `n` vertices (each joined to an earlier one), its labels shuffled with
/// vertex 1 anywhere, its edges shuffled and each written either way.
fn random_tree(rng: &mut Rng, n: usize) -> Case {
    let edges: Vec<_> = (1..n).map(|v| (v, rng.below(v))).collect();
    let edges = scrambled(rng, n, &edges, false);
    Case { n, edges }
}

/// A path of `n` vertices with vertex 1 at distance `offset` from one end.
fn path(rng: &mut Rng, n: usize, offset: usize) -> Case {
    // Build it on 0..n with the root at 0: 0 – 1 – … – offset on one side, the rest beyond.
    let order: Vec<usize> = (1..=offset).rev().chain([0]).chain(offset + 1..n).collect();
    let edges: Vec<_> = order.windows(2).map(|w| (w[0], w[1])).collect();
    let edges = scrambled(rng, n, &edges, true);
    Case { n, edges }
}

/// The known-wrong recursive solution: `SG(v)` by a recursive DFS that skips the parent, given
/// [`JUDGE_STACK_FRAMES`] frames of stack. `None` when it needs more: the program dies there.
fn recursive_sg(around: &[Vec<usize>], v: usize, parent: usize, frames: usize) -> Option<u32> {
    if frames > JUDGE_STACK_FRAMES {
        return None;
    }
    let mut sg = 0;
    for &c in &around[v] {
        if c != parent {
            sg ^= recursive_sg(around, c, v, frames + 1)? + 1;
        }
    }
    Some(sg)
}

/// `SG(1)` when the first number of each edge is taken as the parent of the second: the arcs
/// followed from vertex 1 (without recursion), every other vertex left out.
fn first_as_parent_sg(case: &Case) -> u32 {
    let mut children = vec![Vec::new(); case.n + 1];
    for &(a, b) in &case.edges {
        children[a].push(b);
    }
    // In a tree, following arcs from 1 reaches each vertex at most once: a preorder, then its
    // reverse folds children before parents.
    let mut order = vec![1];
    let mut i = 0;
    while let Some(&v) = order.get(i) {
        order.extend(&children[v]);
        i += 1;
    }
    let mut sg = vec![0u32; case.n + 1];
    for &v in order.iter().rev() {
        sg[v] = children[v].iter().fold(0, |x, &c| x ^ (sg[c] + 1));
    }
    sg[1]
}

/// Every labelled tree on `n` vertices, from its Prüfer sequence, each edge written as decoded
/// (the leaf removed first, then its neighbour): both orders relative to vertex 1 occur.
pub(super) fn every_tree(n: usize) -> Vec<Case> {
    if n == 1 {
        return vec![Case { n, edges: vec![] }];
    }
    let count = n.pow(n as u32 - 2);
    (0..count)
        .map(|mut code| {
            let prufer: Vec<usize> = (0..n - 2)
                .map(|_| {
                    let digit = code % n + 1;
                    code /= n;
                    digit
                })
                .collect();
            let mut degree = vec![1; n + 1];
            prufer.iter().for_each(|&v| degree[v] += 1);
            let mut edges = Vec::new();
            for &v in &prufer {
                let leaf = (1..=n).find(|&u| degree[u] == 1).expect("a leaf is left");
                edges.push((leaf, v));
                degree[leaf] = 0;
                degree[v] -= 1;
            }
            let last: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
            edges.push((last[0], last[1]));
            Case { n, edges }
        })
        .collect()
}

impl Game for Hdu3094 {
    type Case = Case;
    const ID: &'static str = "hdu3094";
    const SOLVE: SolveFn = |input, out| hdu3094::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32)
        .assumed("the limits were not confirmed on the judge's page");
    const MAX_CASES: usize = hdu3094::MAX_CASES as usize;

    fn render(cases: &[Case]) -> String {
        counted_cases(cases, |case| {
            let edges = case.edges.iter().map(|(a, b)| format!("{a} {b}\n"));
            format!("{}\n", case.n) + &edges.collect::<String>()
        })
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("N", case.n as u64, 1..=hdu3094::MAX_VERTICES)?;
        within("the edge count", case.edges.len(), case.n - 1..=case.n - 1)?;
        for &(a, b) in &case.edges {
            within("an edge's end", a, 1..=case.n)?;
            within("an edge's end", b, 1..=case.n)?;
        }
        let (order, _) = bfs(&neighbours(case));
        if order.len() < case.n {
            return Err("the edges do not form a tree".to_string());
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        let edges: Vec<(usize, usize)> = case.edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        answer(Hackenbush::new(case.n, &edges, &[0]).first_player_wins())
    }

    fn small_cases() -> Vec<Case> {
        (1..=6).flat_map(every_tree).collect()
    }

    fn random_case(rng: &mut Rng) -> Case {
        if rng.chance(1, 40) {
            // A path deeper than the recursive solution's stack, up to the judge's N.
            let n = rng.range(JUDGE_STACK_FRAMES as u64 + 1, hdu3094::MAX_VERTICES) as usize;
            let offset = rng.below(PATH_ROOT_OFFSET + 1);
            return path(rng, n, offset);
        }
        if rng.chance(1, 3) {
            // Two copies of one random rooted tree of s vertices hung from vertex 1: a position
            // the second player wins by copying (losses as well as wins, with no formula).
            let s = rng.range(1, (ORACLE_VERTICES as u64 - 1) / 2) as usize;
            let shape: Vec<usize> = (1..s).map(|v| rng.below(v)).collect();
            let mut edges = vec![(0, 1), (0, s + 1)];
            for (v, &p) in shape.iter().enumerate() {
                edges.push((v + 2, p + 1));
                edges.push((v + 2 + s, p + 1 + s));
            }
            let n = 2 * s + 1;
            let edges = scrambled(rng, n, &edges, true);
            return Case { n, edges };
        }
        let n = rng.range(1, ORACLE_VERTICES as u64) as usize;
        random_tree(rng, n)
    }

    /// N up to the judge's 10^5 (the maximum a quarter of the time), one of five shapes: a
    /// random tree (each vertex joined to an earlier one: shallow and bushy), a path with
    /// vertex 1 anywhere on it, a caterpillar (a path from vertex 1 with every other vertex a
    /// leaf hung from a random spine vertex), a deep random tree (each vertex joined to one of
    /// the three before it), or two copies of a random tree hung from vertex 1 (a loss: the
    /// second player copies every move). Labels and edges are shuffled, each end first at random.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(1, hdu3094::MAX_VERTICES) as usize;
        match rng.below(5) {
            0 => random_tree(rng, n),
            1 => {
                let offset = rng.below(n);
                path(rng, n, offset)
            }
            2 => {
                let spine = rng.range(1, n as u64) as usize;
                let edges: Vec<_> = (1..n)
                    .map(|v| (v, if v < spine { v - 1 } else { rng.below(spine) }))
                    .collect();
                Case {
                    n,
                    edges: scrambled(rng, n, &edges, true),
                }
            }
            3 => {
                let edges: Vec<_> = (1..n).map(|v| (v, v - 1 - rng.below(v.min(3)))).collect();
                Case {
                    n,
                    edges: scrambled(rng, n, &edges, false),
                }
            }
            _ => {
                let s = (n - 1) / 2;
                let shape: Vec<usize> = (1..s).map(|v| rng.below(v)).collect();
                let mut edges = Vec::new();
                for copy in [0, s] {
                    if s > 0 {
                        edges.push((0, copy + 1));
                    }
                    for (v, &p) in shape.iter().enumerate() {
                        edges.push((copy + v + 2, copy + p + 1));
                    }
                }
                let n = 2 * s + 1;
                Case {
                    n,
                    edges: scrambled(rng, n, &edges, true),
                }
            }
        }
    }

    /// T, then T cases of N and N − 1 edges. O(tokens).
    fn parse(input: &str) -> Option<Vec<Case>> {
        Tokens::new(input).counted(|t| {
            let n: usize = t.value()?;
            let mut edges = Vec::new();
            for _ in 0..n.checked_sub(1)? {
                edges.push((t.value()?, t.value()?));
            }
            Some(Case { n, edges })
        })
    }

    /// The first BFS-order part of the tree (the deepest vertices dropped: half of them, a
    /// quarter, …, one), then the tree without one leaf, for each leaf, then the tree with one
    /// vertex merged into its parent (the edge between them gone, the others kept as written),
    /// for each vertex. Every variant has fewer vertices.
    fn shrink(case: &Case) -> Vec<Case> {
        if !case
            .edges
            .iter()
            .all(|&(a, b)| (1..=case.n).contains(&a) && (1..=case.n).contains(&b))
        {
            return Vec::new(); // an end outside 1..=n (a malformed input read back)
        }
        let around = neighbours(case);
        let (order, distance) = bfs(&around);
        if order.len() != case.n {
            return Vec::new(); // not a tree (a malformed input read back): nothing to shrink
        }
        let mut smaller = Vec::new();
        let mut drop = case.n / 2;
        while drop > 0 {
            smaller.push(restricted(case, &order[..case.n - drop]));
            drop /= 2;
        }
        for leaf in (2..=case.n).filter(|&v| around[v].len() == 1).take(64) {
            let kept: Vec<usize> = (1..=case.n).filter(|&v| v != leaf).collect();
            smaller.push(restricted(case, &kept));
        }
        for &v in order.iter().skip(1).take(64) {
            let parent = *around[v]
                .iter()
                .find(|&&w| distance[w] + 1 == distance[v])
                .expect("a vertex below the root has a parent");
            let rename = |u: usize| if u == v { parent } else { u };
            let merged = Case {
                n: case.n,
                edges: case
                    .edges
                    .iter()
                    .filter(|&&(a, b)| (a.min(b), a.max(b)) != (v.min(parent), v.max(parent)))
                    .map(|&(a, b)| (rename(a), rename(b)))
                    .collect(),
            };
            let kept: Vec<usize> = (1..=case.n).filter(|&u| u != v).collect();
            smaller.push(restricted(&merged, &kept));
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "recursive DFS: the judge's stack overflows on a path of 10^5 vertices",
                answer: |_, case| {
                    let around = neighbours(case);
                    // Given a thread with room for the frames the judge's stack holds (debug
                    // frames are larger than a judge's), the recursion runs for real; past
                    // them, the program has died and prints nothing more.
                    let value = std::thread::Builder::new()
                        .stack_size(64 << 20)
                        .spawn(move || recursive_sg(&around, 1, 0, 1))
                        .expect("a thread starts")
                        .join()
                        .expect("the recursion stops at the judge's stack");
                    value.map_or(String::new(), |sg| answer(sg != 0))
                },
            },
            Wrong {
                name: "the first number of an edge taken as the parent",
                answer: |_, case| answer(first_as_parent_sg(case) != 0),
            },
        ]
    }

    /// T = 100 cases of N = 10^5 (judge max): random trees with shuffled labels and paths from
    /// vertex 1 (depth N − 1), edges shuffled, each end first at random.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(hdu3094::MAX_VERTICES, 50) as usize;
        let each = format!(
            "N = {n} (judge max): a random tree or a path from vertex 1, labels and edges shuffled"
        );
        let case = move |t: &mut Text, r: &mut Rng| {
            let case = if r.chance(1, 2) {
                random_tree(r, n)
            } else {
                path(r, n, 0)
            };
            t.line(&[n as u64]);
            for &(a, b) in &case.edges {
                t.line(&[a as u64, b as u64]);
            }
        };
        // ~1.2 MB a case: 85 cases make just over 100 MB.
        let framing = Framing::Counted {
            big_cases: s.pick(85, 2),
        };
        streamed(
            Self::ID,
            s,
            s.pick(hdu3094::MAX_CASES, 3),
            &each,
            framing,
            case,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(n: usize, edges: &[(usize, usize)]) -> Case {
        Case {
            n,
            edges: edges.to_vec(),
        }
    }

    #[test]
    fn hand_derived_positions() {
        // The sample.
        assert_eq!(Hdu3094::oracle(1, &case(3, &[(1, 2), (2, 3)])), "Alice\n");
        assert_eq!(Hdu3094::oracle(2, &case(3, &[(1, 2), (1, 3)])), "Bob\n");
        let third = [
            (6, 2),
            (4, 3),
            (8, 4),
            (9, 5),
            (8, 6),
            (2, 7),
            (5, 8),
            (1, 9),
            (6, 10),
        ];
        assert_eq!(Hdu3094::oracle(3, &case(10, &third)), "Alice\n");
        // One vertex: no move.
        assert_eq!(Hdu3094::oracle(1, &case(1, &[])), "Bob\n");
        // A cherry on a stalk (1–2, 2–3, 2–4): cutting 1–2 takes all; won.
        assert_eq!(
            Hdu3094::oracle(1, &case(4, &[(1, 2), (2, 3), (2, 4)])),
            "Alice\n"
        );
    }

    #[test]
    fn every_tree_is_every_labelled_tree() {
        // Cayley: n^(n − 2) labelled trees, all different and all valid.
        for n in 1..=6 {
            let trees = every_tree(n);
            assert_eq!(trees.len(), n.pow(n.saturating_sub(2) as u32));
            let mut seen: Vec<Vec<(usize, usize)>> = trees
                .iter()
                .map(|t| {
                    let mut e: Vec<_> =
                        t.edges.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                    e.sort_unstable();
                    e
                })
                .collect();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), trees.len());
            assert!(trees.iter().all(|t| Hdu3094::validate(t).is_ok()));
        }
    }

    #[test]
    fn the_wrong_solutions_fail_where_expected() {
        let wrong = Hdu3094::wrong_solutions();
        // The recursion dies one vertex past the judge's stack, and not before.
        let mut rng = Rng::new(7);
        let deep = path(&mut rng, JUDGE_STACK_FRAMES + 1, 0);
        assert_eq!((wrong[0].answer)(1, &deep), "");
        assert_eq!(Hdu3094::oracle(1, &deep), "Alice\n");
        let shallow = path(&mut rng, JUDGE_STACK_FRAMES, 0);
        assert_eq!((wrong[0].answer)(1, &shallow), "Alice\n");
        // `2 1`: read as 2 → 1, vertex 1 has no child.
        assert_eq!((wrong[1].answer)(1, &case(2, &[(2, 1)])), "Bob\n");
        assert_eq!(Hdu3094::oracle(1, &case(2, &[(2, 1)])), "Alice\n");
    }

    #[test]
    fn the_checks_seeds_hold_paths_deeper_than_the_judges_stack() {
        // `check` and the bundle test run these files through the binary and the bundle: each
        // of them meets paths that a recursive solution cannot survive.
        let deep = crate::registry::SEEDS
            .iter()
            .flat_map(|&seed| {
                let mut rng = Rng::new(seed);
                (0..crate::registry::CASES_PER_SEED).map(move |_| Hdu3094::random_case(&mut rng))
            })
            .filter(|case| case.n > JUDGE_STACK_FRAMES)
            .count();
        assert!(deep >= 5, "{deep} deep paths");
    }

    /// Whether the oracle can search `case`: a small tree, or a path with vertex 1 near one end.
    fn within_the_oracles_reach(case: &Case) -> bool {
        let around = neighbours(case);
        let (_, distance) = bfs(&around);
        let is_path = around.iter().all(|list| list.len() <= 2);
        let root_offset = if around[1].len() <= 1 {
            0
        } else {
            (2..=case.n)
                .filter(|&v| around[v].len() == 1)
                .map(|v| distance[v])
                .min()
                .unwrap_or(0)
        };
        case.n <= ORACLE_VERTICES || is_path && root_offset <= PATH_ROOT_OFFSET
    }

    /// `validate` states the judge's bounds only: the cases the oracle answers, and their
    /// shrunk variants, must also stay within its reach. The rare deep path (one random case
    /// in 40) first, one just deeper than the judge's stack, then `count` random cases; the
    /// variants of the random paths longer than `variants_up_to` vertices are left out (the
    /// first path stands for them: the same shape, its root as far from the end as any).
    fn random_cases_and_their_variants_stay_within_the_oracles_reach(
        count: usize,
        variants_up_to: usize,
    ) {
        let mut rng = Rng::new(1);
        let deepest = path(&mut rng, JUDGE_STACK_FRAMES + 1, PATH_ROOT_OFFSET);
        let cases = (0..count).map(|_| Hdu3094::random_case(&mut rng));
        for (i, case) in std::iter::once(deepest).chain(cases).enumerate() {
            assert!(within_the_oracles_reach(&case), "{case:?}");
            if i == 0 || case.n <= variants_up_to {
                for variant in Hdu3094::shrink(&case) {
                    assert!(within_the_oracles_reach(&variant), "{variant:?}");
                }
            }
        }
    }

    #[test]
    fn random_cases_and_their_variants_stay_within_the_oracles_reach_light() {
        random_cases_and_their_variants_stay_within_the_oracles_reach(100, ORACLE_VERTICES);
    }

    /// The heavy tier (`.ci/run`): 300 cases and the variants of every path (minutes, spent on
    /// ~8 paths of up to 10^5 vertices).
    mod heavy {
        #[test]
        #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
        fn random_cases_and_their_variants_stay_within_the_oracles_reach() {
            super::random_cases_and_their_variants_stay_within_the_oracles_reach(300, usize::MAX);
        }
    }

    #[test]
    fn deep_random_paths_are_valid() {
        let mut rng = Rng::new(3);
        for offset in 0..=PATH_ROOT_OFFSET {
            let p = path(&mut rng, 40, offset);
            assert_eq!(Hdu3094::validate(&p), Ok(()));
            let (_, distance) = bfs(&neighbours(&p));
            assert_eq!(
                distance.iter().filter(|&&d| d != usize::MAX).max(),
                Some(&(39 - offset))
            );
        }
    }
}
