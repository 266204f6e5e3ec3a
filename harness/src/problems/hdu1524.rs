//! HDU 1524 / POJ 2425 A Chess Game: pieces on a DAG, WIN or LOSE per query.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, streamed, Framing, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::sg::{dag_values, Digraph, Search};
use itertools::Itertools;
use std::collections::HashMap;

/// The registration of hdu1524.
pub struct Hdu1524;

/// One case: the graph (`successors[v]`, the out-list of position `v`) and its queries (each the
/// positions of its pieces, several pieces may share one).
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The out-list of every position, in input order.
    pub successors: Vec<Vec<usize>>,
    /// The queries, each the list of its pieces' positions.
    pub queries: Vec<Vec<usize>>,
}

/// The complete DAG on `n` positions under a random labelling (position `perm[i]` has an edge to
/// every `perm[j]`, j > i, listed in random order), then `queries` query lines of M pieces.
fn complete_dag_case(t: &mut Text, r: &mut Rng, n: u64, queries: u64) {
    let mut perm: Vec<u64> = (0..n).collect();
    shuffle(&mut perm, r);
    let mut rank = vec![0usize; n as usize];
    for (i, &p) in perm.iter().enumerate() {
        rank[p as usize] = i;
    }
    t.line(&[n]);
    let mut targets = Vec::with_capacity(n as usize);
    for &i in &rank {
        targets.clear();
        targets.extend_from_slice(&perm[i + 1..]);
        shuffle(&mut targets, r);
        t.num(targets.len() as u64);
        for &v in &targets {
            t.space();
            t.num(v);
        }
        t.newline();
    }
    for _ in 0..queries {
        t.num(hdu1524::MAX_PIECES);
        for _ in 0..hdu1524::MAX_PIECES {
            t.space();
            t.num(r.range(0, n - 1));
        }
        t.newline();
    }
    t.line(&[0]);
}

fn lines(words: impl IntoIterator<Item = &'static str>) -> String {
    words.into_iter().map(|w| format!("{w}\n")).collect()
}

fn win_lose(win: bool) -> &'static str {
    if win {
        "WIN"
    } else {
        "LOSE"
    }
}

/// Whether `successors` has no directed cycle (Kahn's algorithm: every vertex gets removed).
fn acyclic(successors: &[Vec<usize>]) -> bool {
    let n = successors.len();
    let mut indegree = vec![0usize; n];
    successors.iter().flatten().for_each(|&t| indegree[t] += 1);
    let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut removed = 0;
    while let Some(v) = ready.pop() {
        removed += 1;
        for &t in &successors[v] {
            indegree[t] -= 1;
            if indegree[t] == 0 {
                ready.push(t);
            }
        }
    }
    removed == n
}

/// The SG values of the case's graph, for the wrong solutions and the judge-sized cases' losing
/// queries (the oracle never uses them).
fn sg_of(successors: &[Vec<usize>]) -> Vec<u32> {
    let mut graph = Digraph::new();
    for list in successors {
        graph.add_vertex().extend(list.iter().map(|&w| w as u32));
    }
    dag_values(&graph).expect("validated cases are acyclic")
}

/// Every labelled graph on `n` vertices without self-loops or repeated edges that is acyclic,
/// each edge subset given by a bitmask over the ordered pairs (u, v), u ≠ v.
fn every_dag(n: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .cartesian_product(0..n)
        .filter(|(u, v)| u != v)
        .collect();
    (0u32..1 << pairs.len())
        .map(|mask| {
            let mut successors = vec![Vec::new(); n];
            for (bit, &(u, v)) in pairs.iter().enumerate() {
                if mask >> bit & 1 == 1 {
                    successors[u].push(v);
                }
            }
            successors
        })
        .filter(|g| acyclic(g))
        .collect()
}

/// Cases with more edges than this shrink without single edges or pieces: a variant per edge
/// clones the graph once per edge.
const SMALL_GRAPH: usize = 2000;

/// Cases with more edges than this shrink by the boldest parts only, and keep their out-lists.
const MEDIUM_GRAPH: usize = 20_000;

/// Cases with more queries than this keep their pieces where they are while shrinking.
const FEW_QUERIES: usize = 8;

/// The positions some piece of some query can reach (its own included), in increasing order.
/// O(N + E).
fn reachable_from_pieces(case: &Case) -> Vec<usize> {
    let mut seen = vec![false; case.successors.len()];
    let mut stack: Vec<usize> = case.queries.iter().flatten().copied().collect();
    while let Some(v) = stack.pop() {
        if !std::mem::replace(&mut seen[v], true) {
            stack.extend(&case.successors[v]);
        }
    }
    (0..seen.len()).filter(|&v| seen[v]).collect()
}

/// `case` on the positions `kept` only (in increasing order), renumbered `0..kept.len()` in that
/// order: edges to dropped positions go, pieces on them go, and queries left empty go. O(N + E).
fn keeping(case: &Case, kept: &[usize]) -> Case {
    let mut number = vec![None; case.successors.len()];
    for (new, &old) in kept.iter().enumerate() {
        number[old] = Some(new);
    }
    let successors = kept
        .iter()
        .map(|&v| {
            case.successors[v]
                .iter()
                .filter_map(|&t| number[t])
                .collect()
        })
        .collect();
    let queries = case
        .queries
        .iter()
        .map(|q| q.iter().filter_map(|&p| number[p]).collect::<Vec<_>>())
        .filter(|q| !q.is_empty())
        .collect();
    Case {
        successors,
        queries,
    }
}

/// `case` with the positions of equal SG value merged: each edge and piece moved to the
/// position of its SG value of least height (longest path to a position without moves, so no
/// cycle appears), each out-list keeping one successor per value, the other positions dropped.
/// Every position keeps its value, so every query its answer. O(N + E).
fn merged_by_value(case: &Case) -> Case {
    let sg = sg_of(&case.successors);
    let n = case.successors.len();
    let mut height = vec![0usize; n];
    for v in topological_order(&case.successors).into_iter().rev() {
        height[v] = case.successors[v]
            .iter()
            .map(|&t| height[t] + 1)
            .max()
            .unwrap_or(0);
    }
    let mut representative: HashMap<u32, usize> = HashMap::new();
    for v in 0..n {
        let best = representative.entry(sg[v]).or_insert(v);
        if height[v] < height[*best] {
            *best = v;
        }
    }
    let to = |v: usize| representative[&sg[v]];
    let successors = (0..n)
        .map(|v| case.successors[v].iter().map(|&t| to(t)).unique().collect())
        .collect();
    let queries = case
        .queries
        .iter()
        .map(|q| q.iter().map(|&p| to(p)).collect())
        .collect();
    let kept: Vec<usize> = representative.values().copied().sorted().collect();
    keeping(
        &Case {
            successors,
            queries,
        },
        &kept,
    )
}

/// The positions in an order where every edge goes forward (Kahn's algorithm). O(N + E).
fn topological_order(successors: &[Vec<usize>]) -> Vec<usize> {
    let n = successors.len();
    let mut indegree = vec![0usize; n];
    successors.iter().flatten().for_each(|&t| indegree[t] += 1);
    let mut order: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut head = 0;
    while let Some(&v) = order.get(head) {
        head += 1;
        for &t in &successors[v] {
            indegree[t] -= 1;
            if indegree[t] == 0 {
                order.push(t);
            }
        }
    }
    order
}

impl Game for Hdu1524 {
    type Case = Case;
    const ID: &'static str = "hdu1524";
    const SOLVE: SolveFn = |input, out| hdu1524::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Case]) -> String {
        let mut text = String::new();
        for (i, case) in cases.iter().enumerate() {
            if i > 0 {
                text.push('\n'); // the sample separates its cases by a blank line
            }
            text += &format!("{}\n", case.successors.len());
            // Each out-list, then each query: a count and then its items, on one line.
            for list in case.successors.iter().chain(&case.queries) {
                text += &format!(
                    "{}\n",
                    std::iter::once(list.len())
                        .chain(list.iter().copied())
                        .join(" ")
                );
            }
            text += "0\n";
        }
        text
    }

    fn validate(case: &Case) -> Result<(), String> {
        let n = case.successors.len();
        within("N", n as u64, 1..=hdu1524::MAX_POSITIONS)?;
        for (v, list) in case.successors.iter().enumerate() {
            if list.len() > n - 1 {
                return Err(format!(
                    "position {v} has {} > N - 1 successors",
                    list.len()
                ));
            }
            if let Some(t) = list.iter().find(|&&t| t >= n || t == v) {
                return Err(format!("edge {v} -> {t} leaves the graph or loops"));
            }
        }
        if !acyclic(&case.successors) {
            return Err("the graph has a cycle".to_string());
        }
        for pieces in &case.queries {
            within("M", pieces.len() as u64, 1..=hdu1524::MAX_PIECES)?;
            if let Some(p) = pieces.iter().find(|&&p| p >= n) {
                return Err(format!("piece on {p} is outside the graph"));
            }
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        // The whole position is the multiset of the pieces' positions (sorted); a move slides one
        // piece along one edge. Memoised over the case's queries (the graph is the case's own).
        let successors = &case.successors;
        let mut search = Search::new(|pieces: &Vec<usize>| {
            let mut options = Vec::new();
            for (i, &p) in pieces.iter().enumerate() {
                for &t in &successors[p] {
                    let mut next = pieces.clone();
                    next[i] = t;
                    next.sort_unstable();
                    options.push(next);
                }
            }
            options.sort_unstable();
            options.dedup();
            options
        });
        let mut text = String::new();
        for pieces in &case.queries {
            let mut start = pieces.clone();
            start.sort_unstable();
            let wins = search.wins(&start).expect("validated cases are acyclic");
            text += win_lose(wins);
            text.push('\n');
        }
        text
    }

    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        // Every DAG on ≤ 3 positions with every multiset of 1..=3 pieces; on 4 positions, 1..=2.
        for (n, most) in [(1, 3), (2, 3), (3, 3), (4, 2)] {
            let queries: Vec<Vec<usize>> = (1..=most)
                .flat_map(|m| (0..n).combinations_with_replacement(m))
                .collect();
            for successors in every_dag(n) {
                cases.push(Case {
                    successors,
                    queries: queries.clone(),
                });
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Case {
        let n = rng.range(1, 6) as usize;
        // Edges only go forward in a random order of the positions, so the graph is acyclic.
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let density = rng.range(1, 4);
        let mut successors = vec![Vec::new(); n];
        for i in 0..n {
            for j in i + 1..n {
                if rng.chance(density, 5) {
                    successors[order[i]].push(order[j]);
                }
            }
        }
        for list in &mut successors {
            for k in (1..list.len()).rev() {
                list.swap(k, rng.below(k + 1));
            }
        }
        let queries = (0..rng.range(1, 4))
            .map(|_| (0..rng.range(1, 3)).map(|_| rng.below(n)).collect())
            .collect();
        Case {
            successors,
            queries,
        }
    }

    /// N positions up to the judge's 1000 (the maximum often), edges only forward in a random
    /// order of them: every later position (the complete DAG: SG values up to N − 1, 2.6 MB at
    /// N = 1000) or up to a drawn out-degree of random later ones; up to 1000 queries of M ≤ 10
    /// pieces (the judge's maximum often), a third of them ending in a piece worth the xor of
    /// the others, where one exists (a loss).
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(1, hdu1524::MAX_POSITIONS) as usize;
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let complete = rng.chance(1, 4);
        let most = rng.sized(0, n as u64 - 1) as usize;
        let mut successors = vec![Vec::new(); n];
        for i in 0..n {
            let mut later = order[i + 1..].to_vec();
            let degree = if complete {
                later.len()
            } else {
                rng.range(0, most.min(later.len()) as u64) as usize
            };
            for k in 0..degree {
                let pick = k + rng.below(later.len() - k);
                later.swap(k, pick);
            }
            later.truncate(degree);
            successors[order[i]] = later;
        }
        let sg = sg_of(&successors);
        let queries = (0..rng.sized(1, 1000))
            .map(|_| {
                let mut pieces: Vec<usize> = (0..rng.sized(1, hdu1524::MAX_PIECES))
                    .map(|_| rng.below(n))
                    .collect();
                if rng.chance(1, 3) {
                    let x = pieces[1..].iter().fold(0, |x, &p| x ^ sg[p]);
                    if let Some(p) = sg.iter().position(|&g| g == x) {
                        pieces[0] = p;
                    }
                }
                pieces
            })
            .collect();
        Case {
            successors,
            queries,
        }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        while !tokens.is_done() {
            let n: usize = tokens.value()?;
            if n == 0 {
                break;
            }
            let successors = (0..n)
                .map(|_| {
                    let count = tokens.value()?;
                    tokens.many(count)
                })
                .collect::<Option<Vec<Vec<usize>>>>()?;
            let mut queries = Vec::new();
            loop {
                let m: usize = tokens.value()?;
                if m == 0 {
                    break;
                }
                queries.push(tokens.many(m)?);
            }
            cases.push(Case {
                successors,
                queries,
            });
        }
        Some(cases)
    }

    /// Without each half, quarter, … of the queries, down to each one alone ([`without_parts`]);
    /// the positions of equal SG value merged ([`merged_by_value`]); only the positions some
    /// piece can reach; for at most [`FEW_QUERIES`] queries, without each half, quarter, … of a
    /// query's pieces, and each piece moved to each of its successors (the sum of the pieces'
    /// depths falls); without each half, quarter, … of the positions (their edges and pieces
    /// with them, the rest renumbered in order), down to each one alone; then, for a case of at
    /// most [`MEDIUM_GRAPH`] edges, each out-list without each half or quarter of it, and for
    /// one of at most [`SMALL_GRAPH`] edges, without each edge. A case of more edges gets only
    /// the halves, quarters and eighths of its queries and positions.
    fn shrink(case: &Case) -> Vec<Case> {
        let n = case.successors.len();
        let edges = case.successors.iter().map(Vec::len).sum::<usize>();
        // A large case's variants are limited to the boldest: each clones the graph.
        let boldest = if edges > MEDIUM_GRAPH { 14 } else { usize::MAX };
        let mut smaller: Vec<Case> = without_parts(&case.queries)
            .into_iter()
            .take(boldest)
            .map(|queries| Case {
                successors: case.successors.clone(),
                queries,
            })
            .collect();
        let merged = merged_by_value(case);
        if merged.successors.len() < n
            || merged.successors.iter().map(Vec::len).sum::<usize>() < edges
        {
            smaller.push(merged);
        }
        let reachable = reachable_from_pieces(case);
        if reachable.len() < n {
            smaller.push(keeping(case, &reachable));
        }
        if case.queries.len() <= FEW_QUERIES {
            for (i, pieces) in case.queries.iter().enumerate() {
                for fewer in without_parts(pieces) {
                    let mut less = case.clone();
                    less.queries[i] = fewer;
                    smaller.push(less);
                }
                for (j, &p) in pieces.iter().enumerate() {
                    for &t in &case.successors[p] {
                        let mut lower = case.clone();
                        lower.queries[i][j] = t;
                        smaller.push(lower);
                    }
                }
            }
        }
        let positions: Vec<usize> = (0..n).collect();
        smaller.extend(
            without_parts(&positions)
                .iter()
                .take(boldest)
                .map(|kept| keeping(case, kept)),
        );
        if edges > MEDIUM_GRAPH {
            return smaller;
        }
        for v in 0..n {
            for fewer in without_parts(&case.successors[v]).into_iter().take(6) {
                let mut sparser = case.clone();
                sparser.successors[v] = fewer;
                smaller.push(sparser);
            }
        }
        if edges > SMALL_GRAPH {
            return smaller;
        }
        for v in 0..n {
            for k in 0..case.successors[v].len() {
                let mut sparser = case.clone();
                sparser.successors[v].remove(k);
                smaller.push(sparser);
            }
        }
        smaller
    }

    /// The complete DAG on N positions (the most edges, and a path through all N positions: SG
    /// values up to N − 1), then query lines of M = 10 pieces.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (n, queries) = (s.pick(hdu1524::MAX_POSITIONS, 8), s.pick(10_000, 3));
        let edges = n * (n - 1) / 2;
        let each = format!(
            "N = {n} (judge max), the complete DAG ({edges} edges, a path of {} moves), {queries} queries of M = {} (judge max)",
            n - 1,
            hdu1524::MAX_PIECES
        );
        let case = move |t: &mut Text, r: &mut Rng| complete_dag_case(t, r, n, queries);
        let mut inputs = streamed(Self::ID, s, s.pick(10, 2), &each, Framing::ToEnd, case);
        inputs.push(Input::new(
            Self::ID,
            Kind::Table,
            format!("1 case of N = {n}, the complete DAG, 1 query: the SG table alone"),
            move |t, r| complete_dag_case(t, r, n, 1),
        ));
        inputs
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "WIN iff some piece can move",
                answer: |_, case| {
                    lines(
                        case.queries
                            .iter()
                            .map(|q| win_lose(q.iter().any(|&p| !case.successors[p].is_empty()))),
                    )
                },
            },
            Wrong {
                name: "xor of the pieces' out-degrees",
                answer: |_, case| {
                    lines(case.queries.iter().map(|q| {
                        win_lose(q.iter().fold(0, |x, &p| x ^ case.successors[p].len()) != 0)
                    }))
                },
            },
            Wrong {
                name: "sum of the pieces' SG values instead of their xor",
                answer: |_, case| {
                    let sg = sg_of(&case.successors);
                    lines(
                        case.queries
                            .iter()
                            .map(|q| win_lose(q.iter().map(|&p| sg[p]).sum::<u32>() != 0)),
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
    fn every_dag_counts() {
        // Labelled DAGs on 1..=4 vertices: 1, 3, 25, 543 (OEIS A003024).
        let counts: Vec<usize> = (1..=4).map(|n| every_dag(n).len()).collect();
        assert_eq!(counts, [1, 3, 25, 543]);
    }

    #[test]
    fn merging_equal_values_keeps_every_answer() {
        // Values: 1 and 3 are 0 (both of height 0: 1 stays), 2 is 1, 0 is 2.
        let case = Case {
            successors: vec![vec![1, 2], vec![], vec![3], vec![]],
            queries: vec![vec![0], vec![0, 2], vec![3, 1]],
        };
        let merged = merged_by_value(&case);
        assert_eq!(merged.successors, [vec![1, 2], vec![], vec![1]]);
        assert_eq!(merged.queries, [vec![0], vec![0, 2], vec![1, 1]]);
        assert_eq!(Hdu1524::oracle(1, &merged), Hdu1524::oracle(1, &case));
    }

    #[test]
    fn oracle_on_the_sample() {
        let case = Case {
            successors: vec![vec![1, 2], vec![], vec![3], vec![]],
            queries: vec![vec![0], vec![0, 2]],
        };
        assert_eq!(Hdu1524::oracle(1, &case), "WIN\nWIN\n");
        let case = Case {
            successors: vec![vec![1], vec![2], vec![], vec![]],
            queries: vec![vec![0, 1], vec![1, 1], vec![0, 1, 3]],
        };
        assert_eq!(Hdu1524::oracle(2, &case), "WIN\nLOSE\nWIN\n");
    }
}
