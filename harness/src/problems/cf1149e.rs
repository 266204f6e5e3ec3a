//! Codeforces 1149 E Election Promises, a special judge: `LOSE`, or `WIN` and the n taxes after
//! any winning move. The checker decides from the rules: it checks the move's legality (one city
//! strictly lowered, every other changed city a direct successor of it), then whether the
//! position reached is lost. Tiny positions (n · bit length of the largest tax ≤
//! [`SEARCH_BITS`]) are decided by searching the game (core's `sg::Search`) with every tax
//! capped at 2^k − 1, k that bit length (the README shows the capped game has the same winner);
//! larger ones by the level-xor lemma, with levels computed here by Kahn's algorithm (not the
//! crate's DFS), the lemma itself tested against the search on every position of many small
//! random graphs. The oracle takes the first winning move the search finds (the lemma's move
//! beyond the search).

use super::piles::smaller_values;
use crate::game::{within, Answers, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::reply::Reply;
use crate::rng::Rng;
use game_core::mex::Mex;
use game_core::sg::Search;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

/// The registration of cf1149e.
pub struct Cf1149e;

/// One input: the taxes of cities 0..n and the roads (from, to), numbered from 0.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// h_1 … h_n.
    pub taxes: Vec<u64>,
    /// The roads u → v, from 0, in input order.
    pub roads: Vec<(u32, u32)>,
}

/// Positions are searched when n times the bit length of the largest tax is at most this
/// (at most 2^8 = 256 positions): n ≤ 4 with taxes ≤ 3, n ≤ 2 with taxes ≤ 15, n = 1 to 255.
const SEARCH_BITS: u32 = 8;

/// The roads as out-lists, each sorted and without repeats (a repeated road is one road).
struct Graph {
    start: Vec<usize>,
    succ: Vec<u32>,
}

impl Graph {
    /// O(n + m log m).
    fn of(case: &Case) -> Graph {
        let n = case.taxes.len();
        let mut lists: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &(u, v) in &case.roads {
            lists[u as usize].push(v);
        }
        let mut start = vec![0];
        let mut succ = Vec::new();
        for mut list in lists {
            list.sort_unstable();
            list.dedup();
            succ.extend(list);
            start.push(succ.len());
        }
        Graph { start, succ }
    }

    fn len(&self) -> usize {
        self.start.len() - 1
    }

    fn successors(&self, v: usize) -> &[u32] {
        &self.succ[self.start[v]..self.start[v + 1]]
    }
}

/// Every city's level, mex of its successors' levels, by Kahn's algorithm on the reversed
/// graph (a city is valued once all its successors are); `None` if the roads form a cycle.
/// O(n + m), iterative.
fn levels(g: &Graph) -> Option<Vec<u32>> {
    let n = g.len();
    let mut left: Vec<usize> = (0..n).map(|v| g.successors(v).len()).collect();
    let mut pred_start = vec![0usize; n + 1];
    for &u in &g.succ {
        pred_start[u as usize + 1] += 1;
    }
    for v in 0..n {
        pred_start[v + 1] += pred_start[v];
    }
    let mut fill = pred_start.clone();
    let mut preds = vec![0usize; g.succ.len()];
    for v in 0..n {
        for &u in g.successors(v) {
            preds[fill[u as usize]] = v;
            fill[u as usize] += 1;
        }
    }
    let mut ready: Vec<usize> = (0..n).filter(|&v| left[v] == 0).collect();
    let mut level = vec![0u32; n];
    let mut mex = Mex::new();
    let mut done = 0;
    while let Some(v) = ready.pop() {
        done += 1;
        level[v] = mex.of(g.successors(v).iter().map(|&u| level[u as usize] as usize)) as u32;
        for &p in &preds[pred_start[v]..pred_start[v + 1]] {
            left[p] -= 1;
            if left[p] == 0 {
                ready.push(p);
            }
        }
    }
    (done == n).then_some(level)
}

/// The xor of each level's taxes, by level.
fn level_xors(levels: &[u32], taxes: &[u64]) -> Vec<u64> {
    let top = levels.iter().max().map_or(0, |&l| l as usize);
    let mut xors = vec![0u64; top + 1];
    for (&l, &h) in levels.iter().zip(taxes) {
        xors[l as usize] ^= h;
    }
    xors
}

/// The cap of the searched game for `taxes`, 2^k − 1 with k the bit length of the largest tax
/// (at least 1), if the position is small enough to search.
fn search_cap(taxes: &[u64]) -> Option<u64> {
    let top = taxes.iter().max().copied().unwrap_or(0);
    let bits = (64 - top.leading_zeros()).max(1);
    if taxes.len() as u32 * bits <= SEARCH_BITS {
        Some((1u64 << bits) - 1)
    } else {
        None
    }
}

/// A position of the capped game as a number in base cap + 1 (city 0 the lowest digit).
fn encode(taxes: &[u64], cap: u64) -> u32 {
    taxes
        .iter()
        .rev()
        .fold(0, |code, &h| code * (cap as u32 + 1) + h as u32)
}

fn decode(mut code: u32, n: usize, cap: u64) -> Vec<u64> {
    let base = cap as u32 + 1;
    (0..n)
        .map(|_| {
            let h = code % base;
            code /= base;
            u64::from(h)
        })
        .collect()
}

/// Every move of the rules from `code` in the game with taxes capped at `cap`: a city v with a
/// positive tax takes any smaller tax, and each successor of v any tax in 0..=cap (its own
/// included). In order of v, then v's new tax, then the successors' taxes.
fn moves(g: &Graph, cap: u64, code: u32) -> Vec<u32> {
    let n = g.len();
    let taxes = decode(code, n, cap);
    let mut options = Vec::new();
    for v in 0..n {
        let succ = g.successors(v);
        for lowered in 0..taxes[v] {
            let mut next = taxes.clone();
            next[v] = lowered;
            // Every assignment of 0..=cap to the successors, as an odometer.
            let mut digits = vec![0u64; succ.len()];
            loop {
                for (&u, &d) in succ.iter().zip(&digits) {
                    next[u as usize] = d;
                }
                options.push(encode(&next, cap));
                let Some(i) = digits.iter().position(|&d| d < cap) else {
                    break;
                };
                digits[i] += 1;
                digits[..i].fill(0);
            }
        }
    }
    options
}

type Tables = HashMap<(Vec<usize>, Vec<u32>, u64), Rc<Vec<bool>>>;

thread_local! {
    /// Per graph and cap: whether each position of the capped game is lost for the player to
    /// move, searched once.
    static TABLES: RefCell<Tables> = RefCell::new(HashMap::new());
}

/// Whether each position (by code) of the game on `g` with taxes capped at `cap` is lost for
/// the player to move, by core's `Search` over the moves of the rules. Memoised per graph.
fn lost_table(g: &Graph, cap: u64) -> Rc<Vec<bool>> {
    let key = (g.start.clone(), g.succ.clone(), cap);
    if let Some(table) = TABLES.with(|t| t.borrow().get(&key).cloned()) {
        return table;
    }
    let count = (cap as u32 + 1).pow(g.len() as u32);
    let mut search = Search::new(|&code: &u32| moves(g, cap, code));
    let table: Rc<Vec<bool>> = Rc::new(
        (0..count)
            .map(|code| {
                search
                    .value(&code)
                    .expect("a move lowers a tax and changes only successors: no cycle")
                    == 0
            })
            .collect(),
    );
    TABLES.with(|t| t.borrow_mut().insert(key, table.clone()));
    table
}

/// Whether `taxes` is lost for the player to move, and why: searched if small enough, else by
/// the level-xor lemma.
fn decide(g: &Graph, levels: &[u32], taxes: &[u64]) -> (bool, String) {
    if let Some(cap) = search_cap(taxes) {
        let lost = lost_table(g, cap)[encode(taxes, cap) as usize];
        let why = if lost {
            format!("a search of the game (taxes capped at {cap}) finds no winning move from it")
        } else {
            format!("a search of the game (taxes capped at {cap}) finds a winning move from it")
        };
        return (lost, why);
    }
    let xors = level_xors(levels, taxes);
    match xors.iter().rposition(|&x| x != 0) {
        None => (true, "every level's taxes xor to 0".to_string()),
        Some(t) => (
            false,
            format!("level {t}'s taxes xor to {}, not 0", xors[t]),
        ),
    }
}

/// Whether `after` is one legal move from `before`: the changed cities are one city whose tax
/// went down and some of its successors. O(n + m).
fn legal(g: &Graph, before: &[u64], after: &[u64]) -> Result<(), String> {
    let changed: Vec<usize> = (0..before.len())
        .filter(|&i| before[i] != after[i])
        .collect();
    if changed.is_empty() {
        return Err("no tax changed: that is no move".to_string());
    }
    let mut in_changed = vec![false; before.len()];
    for &i in &changed {
        in_changed[i] = true;
    }
    let lowered: Vec<usize> = changed
        .iter()
        .copied()
        .filter(|&i| after[i] < before[i])
        .collect();
    for &v in &lowered {
        let inside = g
            .successors(v)
            .iter()
            .filter(|&&u| in_changed[u as usize])
            .count();
        if inside == changed.len() - 1 {
            return Ok(());
        }
    }
    let Some(&v) = lowered.first() else {
        let i = changed[0];
        return Err(format!(
            "no tax went down (city {} went from {} to {}): a move lowers its city's tax",
            i + 1,
            before[i],
            after[i]
        ));
    };
    let u = changed
        .iter()
        .copied()
        .find(|&u| u != v && g.successors(v).binary_search(&(u as u32)).is_err())
        .expect("v is not the move's city: some changed city is not its successor");
    Err(format!(
        "not one move: city {} went down ({} to {}), but city {} changed too ({} to {}) and no \
         road leads from {} to {} (nor does any other lowered city explain every change)",
        v + 1,
        before[v],
        after[v],
        u + 1,
        before[u],
        after[u],
        v + 1,
        u + 1
    ))
}

/// The checker: `LOSE` iff the position is lost; else `WIN` and n taxes in 0..=2·10^18 that are
/// one legal move to a lost position.
fn check(_: usize, case: &Case, reply: &mut Reply) -> Result<(), String> {
    let g = Graph::of(case);
    let levels = levels(&g).ok_or("the roads form a cycle: no game")?;
    let (lost, why) = decide(&g, &levels, &case.taxes);
    match reply.word("WIN or LOSE")? {
        "LOSE" if lost => Ok(()),
        "LOSE" => Err(format!("the first party wins: {why}")),
        "WIN" if lost => Err(format!("the first party loses: {why}")),
        "WIN" => {
            let mut after = Vec::new();
            for _ in 0..case.taxes.len() {
                let h: u64 = reply.value("a tax h'_i (0..=2000000000000000000)")?;
                if h > cf1149e::MAX_ANSWER {
                    return Err(format!("{h} is past the largest tax allowed, 2·10^18"));
                }
                after.push(h);
            }
            legal(&g, &case.taxes, &after)?;
            let (lost_after, why_after) = decide(&g, &levels, &after);
            if lost_after {
                Ok(())
            } else {
                Err(format!(
                    "after this move the second party wins: {why_after}"
                ))
            }
        }
        other => Err(format!("expected WIN or LOSE, found {other:?}")),
    }
}

/// The answer text for `after` (`None`: `LOSE`).
fn answer(after: Option<Vec<u64>>) -> String {
    match after {
        None => "LOSE\n".to_string(),
        Some(taxes) => {
            let line: Vec<String> = taxes.iter().map(u64::to_string).collect();
            format!("WIN\n{}\n", line.join(" "))
        }
    }
}

/// How [`construct`] makes its move: the lemma's (`Lemma`) or a classic bug's.
#[derive(Clone, Copy, PartialEq)]
enum Build {
    Lemma,
    /// The first city of the top level with a positive tax, whatever its bits.
    AnyTopCity,
    /// Only the top level's city changes.
    TopOnly,
}

/// The lemma's move over `levels` (the right ones or a bug's): with t the highest level whose
/// xor is not 0, a city of level t takes h xor X(t), and for each lower level l the first
/// successor of that level takes h xor X(l). `None` if every xor is 0 (or the move cannot be
/// built, which only wrong levels cause).
fn construct(g: &Graph, levels: &[u32], taxes: &[u64], build: Build) -> Option<Vec<u64>> {
    let xors = level_xors(levels, taxes);
    let t = xors.iter().rposition(|&x| x != 0)?;
    let bit = 1u64 << (63 - xors[t].leading_zeros());
    let v = (0..taxes.len()).find(|&v| {
        levels[v] as usize == t
            && if build == Build::AnyTopCity {
                taxes[v] > 0
            } else {
                taxes[v] & bit != 0
            }
    })?;
    let mut after = taxes.to_vec();
    after[v] ^= xors[t];
    if build != Build::TopOnly {
        for (l, &x) in xors.iter().enumerate().take(t) {
            if let Some(&u) = g
                .successors(v)
                .iter()
                .find(|&&u| levels[u as usize] as usize == l)
            {
                after[u as usize] ^= x;
            }
        }
    }
    Some(after)
}

/// The lemma's answer with the harness's own levels.
fn lemma_answer(case: &Case) -> String {
    let g = Graph::of(case);
    let levels = levels(&g).expect("validated: no cycle");
    answer(construct(&g, &levels, &case.taxes, Build::Lemma))
}

/// A random acyclic graph on `n` cities: a random order, each forward pair a road with
/// probability `num / den`, then the labels and the road order shuffled.
fn random_dag(rng: &mut Rng, n: usize, num: u64, den: u64) -> Vec<(u32, u32)> {
    let mut order: Vec<u32> = (0..n as u32).collect();
    shuffle(&mut order, rng);
    let mut roads = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if rng.chance(num, den) {
                roads.push((order[i], order[j]));
            }
        }
    }
    shuffle(&mut roads, rng);
    roads
}

/// `case` made a lost position by the lemma's move (harness's levels), if it is won. The move's
/// taxes are xors of the case's, which can pass 10^9 (up to 2^30 − 1): taxes of 2^29 or more are
/// first cut to their low 29 bits, so every tax stays within the judge's range.
fn made_lost(mut case: Case) -> Case {
    if case.taxes.iter().any(|&h| h >= 1 << 29) {
        for h in &mut case.taxes {
            *h &= (1 << 29) - 1;
        }
    }
    let g = Graph::of(&case);
    let levels = levels(&g).expect("acyclic by construction");
    if let Some(after) = construct(&g, &levels, &case.taxes, Build::Lemma) {
        case.taxes = after;
    }
    case
}

/// The roads of a judge-sized graph on `n` cities with at most `budget` roads: a complete
/// acyclic graph on the first k cities of a random order (k from 257, so levels pass 255, up to
/// what the budget allows), then a path or random forward roads over the rest.
fn big_roads(rng: &mut Rng, n: usize, budget: usize, path: bool) -> Vec<(u32, u32)> {
    let mut order: Vec<u32> = (0..n as u32).collect();
    shuffle(&mut order, rng);
    let mut roads = Vec::new();
    let mut most = 1;
    while (most + 1) * most / 2 <= budget && most < n {
        most += 1;
    }
    let k = if most > 257 {
        rng.range(257, most as u64) as usize
    } else {
        most
    };
    for i in 0..k {
        for j in i + 1..k {
            roads.push((order[i], order[j]));
        }
    }
    let left = budget - roads.len();
    if path {
        for i in k.max(1)..n.min(k.max(1) + left) {
            roads.push((order[i - 1], order[i]));
        }
    } else if n >= 2 {
        let mut seen: HashSet<(u32, u32)> = roads.iter().copied().collect();
        for _ in 0..left {
            let a = rng.below(n);
            let b = rng.below(n);
            let (i, j) = (a.min(b), a.max(b));
            if i != j && seen.insert((order[i], order[j])) {
                roads.push((order[i], order[j]));
            }
        }
    }
    shuffle(&mut roads, rng);
    roads
}

/// Graphs with more cities than this (judge-sized ones) shrink by parts of their cities and
/// roads only, not by a variant per tax.
const SMALL_GRAPH: usize = 64;

/// The graph on the cities `kept` (increasing), numbered from 0 in that order, with the roads
/// between them, in order. O(n + m).
fn induced(case: &Case, kept: &[u32]) -> Case {
    let mut index = vec![None; case.taxes.len()];
    for (new, &old) in kept.iter().enumerate() {
        index[old as usize] = Some(new as u32);
    }
    Case {
        taxes: kept.iter().map(|&v| case.taxes[v as usize]).collect(),
        roads: case
            .roads
            .iter()
            .filter_map(|&(u, v)| Some((index[u as usize]?, index[v as usize]?)))
            .collect(),
    }
}

impl Game for Cf1149e {
    type Case = Case;
    const ID: &'static str = "cf1149e";
    const SOLVE: SolveFn = |input, out| cf1149e::solve(input, out);
    /// 2 s, 256 MB: the Codeforces page as copied in the soyeb-jim285/codes mirror.
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 2, 256);
    const ANSWERS: Answers<Case> = Answers::Checked(check);
    /// The judge's input holds one graph.
    const MAX_CASES: usize = 1;

    fn render(cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            text += &format!("{} {}\n", case.taxes.len(), case.roads.len());
            let taxes: Vec<String> = case.taxes.iter().map(u64::to_string).collect();
            text += &taxes.join(" ");
            text.push('\n');
            for &(u, v) in &case.roads {
                text += &format!("{} {}\n", u + 1, v + 1);
            }
        }
        text
    }

    fn validate(case: &Case) -> Result<(), String> {
        let n = case.taxes.len() as u64;
        within("n", n, 1..=cf1149e::MAX_CITIES)?;
        within("m", case.roads.len() as u64, 0..=cf1149e::MAX_ROADS)?;
        for &h in &case.taxes {
            within("h_i", h, 0..=cf1149e::MAX_TAX)?;
        }
        let mut seen = HashSet::new();
        for &(u, v) in &case.roads {
            within("u", u64::from(u) + 1, 1..=n)?;
            within("v", u64::from(v) + 1, 1..=n)?;
            if u == v {
                return Err(format!("road {} → {} leads to its own city", u + 1, v + 1));
            }
            if !seen.insert((u, v)) {
                return Err(format!("road {} → {} is repeated", u + 1, v + 1));
            }
        }
        levels(&Graph::of(case))
            .map(|_| ())
            .ok_or_else(|| "the roads form a cycle".to_string())
    }

    /// From the rules where the search reaches: the first move (by city, its new tax, its
    /// successors' taxes) to a lost position of the capped game; beyond it, the lemma's move.
    fn oracle(_: usize, case: &Case) -> String {
        let Some(cap) = search_cap(&case.taxes) else {
            return lemma_answer(case);
        };
        let g = Graph::of(case);
        let table = lost_table(&g, cap);
        let start = encode(&case.taxes, cap);
        let found = moves(&g, cap, start)
            .into_iter()
            .find(|&code| table[code as usize]);
        answer(found.map(|code| decode(code, g.len(), cap)))
    }

    /// Every acyclic graph on 1 to 3 cities (25 on three), with every taxes in 0..=3.
    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        for n in 1..=3u32 {
            let pairs: Vec<(u32, u32)> = (0..n)
                .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
                .collect();
            for mask in 0..1u32 << pairs.len() {
                let roads: Vec<(u32, u32)> = (0..pairs.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| pairs[i])
                    .collect();
                let probe = Case {
                    taxes: vec![0; n as usize],
                    roads: roads.clone(),
                };
                if levels(&Graph::of(&probe)).is_none() {
                    continue;
                }
                for code in 0..4u32.pow(n) {
                    cases.push(Case {
                        taxes: decode(code, n as usize, 3),
                        roads: roads.clone(),
                    });
                }
            }
        }
        cases
    }

    /// Half within the search (n ≤ 4, taxes ≤ 3), half up to 40 cities with taxes to 10^9 or
    /// small, sometimes a complete graph's levels; a third made lost by the lemma's move.
    fn random_case(rng: &mut Rng) -> Case {
        let case = if rng.chance(1, 2) {
            let n = rng.range(1, 4) as usize;
            let den = rng.range(1, 4);
            Case {
                taxes: (0..n).map(|_| rng.range(0, 3)).collect(),
                roads: random_dag(rng, n, 1, den),
            }
        } else {
            let n = rng.range(5, 40) as usize;
            let (num, den) = *rng.pick(&[(1, 1), (1, 2), (1, 5), (1, 20)]);
            let small = rng.chance(1, 2);
            Case {
                taxes: (0..n)
                    .map(|_| {
                        if small {
                            rng.range(0, 7)
                        } else {
                            rng.log_uniform(0, cf1149e::MAX_TAX)
                        }
                    })
                    .collect(),
                roads: random_dag(rng, n, num, den),
            }
        };
        if rng.chance(1, 3) {
            made_lost(case)
        } else {
            case
        }
    }

    /// Up to n = m = 200 000: a complete graph on 257 or more cities (levels past 255), then a
    /// path or random roads, taxes to 10^9; a third made lost by the lemma's move.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(700, cf1149e::MAX_CITIES) as usize;
        let budget = rng.sized(40_000, cf1149e::MAX_ROADS) as usize;
        let path = rng.chance(1, 2);
        let case = Case {
            taxes: (0..n).map(|_| rng.sized(0, cf1149e::MAX_TAX)).collect(),
            roads: big_roads(rng, n, budget, path),
        };
        if rng.chance(1, 3) {
            made_lost(case)
        } else {
            case
        }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        let mut tokens = Tokens::new(input);
        let n: usize = tokens.value()?;
        let m: usize = tokens.value()?;
        let taxes: Vec<u64> = tokens.many(n)?;
        let mut roads = Vec::new();
        for _ in 0..m {
            let u: u32 = tokens.value()?;
            let v: u32 = tokens.value()?;
            if u == 0 || v == 0 || u as usize > n || v as usize > n {
                return None;
            }
            roads.push((u - 1, v - 1));
        }
        // What the crate refuses is no input of the judge's format: no cities, a tax past its
        // capacity, a cycle.
        let case = Case { taxes, roads };
        let readable = n >= 1
            && case.taxes.iter().all(|&h| h <= cf1149e::TAX_CAPACITY)
            && levels(&Graph::of(&case)).is_some();
        (readable && tokens.is_done()).then(|| vec![case])
    }

    /// Fewer cities (halves, quarters, … of them removed with their roads, those with the fewest
    /// roads first, the rest numbered in order: down to each city of a small graph,
    /// [`without_parts`]), then fewer roads (the same parts of the road list), then, for a small
    /// graph, each tax smaller ([`smaller_values`]). Cities by their roads: what a judge-sized
    /// failure needs is a dense core (a city of level 256 has 256 roads), around which the long
    /// path and the scattered roads go first.
    fn shrink(case: &Case) -> Vec<Case> {
        let n = case.taxes.len();
        let mut degree = vec![0usize; n];
        for &(u, v) in &case.roads {
            degree[u as usize] += 1;
            degree[v as usize] += 1;
        }
        let mut cities: Vec<u32> = (0..n as u32).collect();
        cities.sort_by_key(|&v| degree[v as usize]);
        let mut smaller: Vec<Case> = without_parts(&cities)
            .into_iter()
            .map(|mut kept| {
                kept.sort_unstable();
                induced(case, &kept)
            })
            .collect();
        smaller.extend(without_parts(&case.roads).into_iter().map(|roads| Case {
            taxes: case.taxes.clone(),
            roads,
        }));
        // A variant per tax only for small graphs: for a judge-sized one that would be millions
        // of copies of the whole graph.
        if n > SMALL_GRAPH {
            return smaller;
        }
        for (i, &h) in case.taxes.iter().enumerate() {
            for lower in smaller_values(h, 0) {
                let mut taxes = case.taxes.clone();
                taxes[i] = lower;
                smaller.push(Case {
                    taxes,
                    roads: case.roads.clone(),
                });
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        fn with_levels(case: &Case, levels: impl Fn(&Graph) -> Vec<u32>, build: Build) -> String {
            let g = Graph::of(case);
            let levels = levels(&g);
            answer(construct(&g, &levels, &case.taxes, build))
        }
        vec![
            Wrong {
                name: "height (the longest road path to a dead end) instead of the mex level",
                answer: |_, case| {
                    with_levels(
                        case,
                        |g| {
                            // Heights in the order of the right levels' computation: a city's
                            // height is 1 + its successors' largest.
                            let order = topological(g);
                            let mut height = vec![0u32; g.len()];
                            for v in order {
                                height[v] = g
                                    .successors(v)
                                    .iter()
                                    .map(|&u| height[u as usize] + 1)
                                    .max()
                                    .unwrap_or(0);
                            }
                            height
                        },
                        Build::Lemma,
                    )
                },
            },
            Wrong {
                name: "one xor of every tax (every city on one level)",
                answer: |_, case| with_levels(case, |g| vec![0; g.len()], Build::Lemma),
            },
            Wrong {
                name: "the top level's first city with a positive tax, without X(t)'s top bit",
                answer: |_, case| with_levels(case, |g| levels(g).unwrap(), Build::AnyTopCity),
            },
            Wrong {
                name: "the lower levels left as they are (no successor's tax reset)",
                answer: |_, case| with_levels(case, |g| levels(g).unwrap(), Build::TopOnly),
            },
            Wrong {
                name: "levels in a byte (a mex table of 256: levels past 255 wrap)",
                answer: |_, case| {
                    with_levels(
                        case,
                        |g| levels(g).unwrap().iter().map(|&l| l % 256).collect(),
                        Build::Lemma,
                    )
                },
            },
        ]
    }

    /// n = m = 200 000 (the judge's maxima): a complete graph on 632 cities (199 396 roads,
    /// levels 0 to 631), a path of 604 roads through the rest, taxes to 10^9.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(cf1149e::MAX_CITIES, 300);
        let m = s.pick(cf1149e::MAX_ROADS, 300);
        let write = move |t: &mut Text, r: &mut Rng| {
            let roads = big_roads(r, n as usize, m as usize, true);
            t.line(&[n, roads.len() as u64]);
            let taxes: Vec<u64> = (0..n).map(|_| r.range(0, cf1149e::MAX_TAX)).collect();
            t.line(&taxes);
            for (u, v) in roads {
                t.line(&[u64::from(u) + 1, u64::from(v) + 1]);
            }
        };
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!(
                "n = {n}, m = {m} (judge max): a complete graph on the most cities m allows \
                 (levels to 631), a path through the rest, taxes to 10^9"
            ),
            write,
        )]
    }
}

/// A topological order, dead ends first: the post-order of an iterative depth-first search.
fn topological(g: &Graph) -> Vec<usize> {
    let n = g.len();
    let mut order: Vec<usize> = Vec::with_capacity(n);
    let mut state = vec![0u8; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&u) = g.successors(v).get(*next) {
                *next += 1;
                if state[u as usize] == 0 {
                    state[u as usize] = 1;
                    stack.push((u as usize, 0));
                }
            } else {
                order.push(v);
                stack.pop();
            }
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reply::check_all;

    fn case(taxes: &[u64], roads: &[(u32, u32)]) -> Case {
        Case {
            taxes: taxes.to_vec(),
            roads: roads.iter().map(|&(u, v)| (u - 1, v - 1)).collect(),
        }
    }

    /// The lemma (lost iff every level's xor is 0) against the search of the rules, on every
    /// position of many small random graphs, and the lemma's move always legal and winning.
    #[test]
    fn the_level_xor_lemma_agrees_with_the_search() {
        let mut rng = Rng::new(1149);
        let mut graphs = 0;
        for round in 0..400 {
            let (n, cap) = if round % 4 == 0 {
                (2, 15)
            } else {
                (rng.range(1, 4) as usize, 3)
            };
            let den = rng.range(1, 3);
            let roads = random_dag(&mut rng, n, 1, den);
            let c = Case {
                taxes: vec![0; n],
                roads,
            };
            let g = Graph::of(&c);
            let levels = levels(&g).unwrap();
            let table = lost_table(&g, cap);
            for code in 0..table.len() as u32 {
                let taxes = decode(code, n, cap);
                let lost = level_xors(&levels, &taxes).iter().all(|&x| x == 0);
                assert_eq!(table[code as usize], lost, "{c:?} {taxes:?}");
                if let Some(after) = construct(&g, &levels, &taxes, Build::Lemma) {
                    assert_eq!(legal(&g, &taxes, &after), Ok(()), "{c:?} {taxes:?}");
                    assert!(after.iter().all(|&h| h <= cap));
                    assert!(table[encode(&after, cap) as usize], "{c:?} {taxes:?}");
                }
            }
            graphs += 1;
        }
        assert_eq!(graphs, 400);
        // A graph where levels are not heights: 1 → {2, 3}, 2 → 3, 4 → {1, 3}.
        let c = case(&[0; 4], &[(1, 2), (1, 3), (2, 3), (4, 1), (4, 3)]);
        let g = Graph::of(&c);
        assert_eq!(levels(&g).unwrap(), [2, 1, 0, 1]);
        let table = lost_table(&g, 3);
        for code in 0..table.len() as u32 {
            let taxes = decode(code, 4, 3);
            let lost = level_xors(&[2, 1, 0, 1], &taxes).iter().all(|&x| x == 0);
            assert_eq!(table[code as usize], lost, "{taxes:?}");
        }
    }

    /// The case `harness judge` drew with seed 888045228 before taxes were cut: made lost, a tax
    /// became 1036714474 > 10^9. Made lost now, every case stays valid.
    #[test]
    fn cases_made_lost_stay_within_the_judge_s_range() {
        let big = case(&[1 << 29, 1_000_000_000 - (1 << 29) + 7, 3], &[(1, 2)]);
        let lost = made_lost(big);
        assert_eq!(Cf1149e::validate(&lost), Ok(()));
        assert_eq!(Cf1149e::oracle(1, &lost), "LOSE\n");
        let mut rng = Rng::new(888_045_228);
        for _ in 0..300 {
            let c = Cf1149e::random_case(&mut rng);
            assert_eq!(Cf1149e::validate(&c), Ok(()), "{c:?}");
        }
    }

    #[test]
    fn shrinking_drops_the_cities_with_fewest_roads_first() {
        // 1 → 2, 1 → 3, 2 → 3 and city 4 alone: by their roads, 4 (none), then 1, 2, 3 (two
        // each); the first half removed is 4 and 1, the second 2 and 3.
        let c = case(&[5, 6, 7, 8], &[(1, 2), (1, 3), (2, 3)]);
        let smaller = Cf1149e::shrink(&c);
        assert_eq!(smaller[0], case(&[6, 7], &[(1, 2)]));
        assert_eq!(smaller[1], case(&[5, 8], &[]));
        assert!(smaller.contains(&case(&[5, 6, 7], &[(1, 2), (1, 3), (2, 3)])));
        assert!(smaller.contains(&case(&[5, 7, 8], &[(1, 2)])));
        assert!(smaller.contains(&case(&[5, 6, 7, 8], &[(1, 3), (2, 3)])));
        assert!(smaller.contains(&case(&[5, 6, 0, 8], &[(1, 2), (1, 3), (2, 3)])));
        for variant in smaller {
            assert_eq!(Cf1149e::validate(&variant), Ok(()), "{variant:?}");
        }
    }

    #[test]
    fn levels_by_kahn() {
        let c = case(&[0; 3], &[(1, 2), (2, 3)]);
        assert_eq!(levels(&Graph::of(&c)).unwrap(), [0, 1, 0]);
        let c = case(&[0; 2], &[(1, 2), (2, 1)]);
        assert_eq!(levels(&Graph::of(&c)), None);
        // Repeated roads are one road.
        let c = case(&[0; 2], &[(1, 2), (1, 2)]);
        assert_eq!(levels(&Graph::of(&c)).unwrap(), [1, 0]);
        assert_eq!(topological(&Graph::of(&c)), [1, 0]);
    }

    #[test]
    fn the_checker_on_the_samples_and_its_objections() {
        let sample = case(&[2, 1, 1, 5], &[(1, 2), (3, 4)]);
        let ok = |c: &Case, out: &str| check_all(check, std::slice::from_ref(c), out);
        let why = |c: &Case, out: &str| ok(c, out).unwrap_err().reason.expect("a reason");
        assert_eq!(ok(&sample, "WIN\n1 5 1 5 \n"), Ok(()));
        // Another right move: city 3 (level 1, tax 1) lacks X(1) = 3's top bit 2: city 1 must
        // move; 2 → 1 and city 2 to 1 xor 4 = 5 is the only way; so try city 4's level: no.
        assert_eq!(
            why(&sample, "WIN\n2 1 1 5\n"),
            "no tax changed: that is no move"
        );
        assert_eq!(
            why(&sample, "WIN\n1 5 1 4\n"),
            "not one move: city 1 went down (2 to 1), but city 4 changed too (5 to 4) and no \
             road leads from 1 to 4 (nor does any other lowered city explain every change)"
        );
        assert_eq!(
            why(&sample, "WIN\n3 5 0 5\n"),
            "not one move: city 3 went down (1 to 0), but city 1 changed too (2 to 3) and no \
             road leads from 3 to 1 (nor does any other lowered city explain every change)"
        );
        assert_eq!(
            why(&sample, "WIN\n2 5 1 5\n"),
            "no tax went down (city 2 went from 1 to 5): a move lowers its city's tax"
        );
        assert!(why(&sample, "WIN\n1 4 1 5\n").starts_with("after this move the second party wins"));
        assert!(why(&sample, "LOSE\n").starts_with("the first party wins: level 1's taxes xor"));
        assert_eq!(
            why(&sample, "WIN\n1 5 1\n"),
            "expected a tax h'_i (0..=2000000000000000000), found the end of the output"
        );
        assert_eq!(
            why(&sample, "WIN\n1 5 1 2000000000000000001\n"),
            "2000000000000000001 is past the largest tax allowed, 2·10^18"
        );
        assert_eq!(why(&sample, "win\n"), "expected WIN or LOSE, found \"win\"");
        assert!(why(&sample, "WIN\n1 5 1 5\n0\n").starts_with("output goes on"));
        let lost = case(&[1, 5, 1, 5], &[(1, 2), (3, 4)]);
        assert_eq!(ok(&lost, "LOSE\n"), Ok(()));
        assert_eq!(
            why(&lost, "WIN\n0 0 1 5\n"),
            "the first party loses: every level's taxes xor to 0"
        );
        // Searched: a tiny position.
        let tiny = case(&[1, 1], &[]);
        assert_eq!(ok(&tiny, "LOSE"), Ok(()));
        assert_eq!(
            why(&tiny, "WIN 0 1"),
            "the first party loses: a search of the game (taxes capped at 1) finds no winning \
             move from it"
        );
        let tiny = case(&[3, 1], &[(1, 2)]);
        assert_eq!(ok(&tiny, "WIN 0 0"), Ok(()));
        assert!(
            why(&tiny, "WIN 1 1").starts_with("after this move the second party wins: a search")
        );
        assert!(
            why(&tiny, "WIN 2 0").starts_with("after this move the second party wins: a search")
        );
        // Samples 3: the published move.
        let third = case(&[314, 159, 265], &[(1, 2), (1, 3), (3, 2)]);
        assert_eq!(ok(&third, "WIN\n0 0 0\n"), Ok(()));
        let fourth = case(&[2, 2, 5, 5, 6, 6], &[(1, 3), (2, 4), (3, 5), (4, 6)]);
        assert_eq!(ok(&fourth, "LOSE\n"), Ok(()));
    }

    #[test]
    fn the_oracle_searches_the_rules() {
        assert_eq!(Cf1149e::oracle(1, &case(&[1, 1], &[])), "LOSE\n");
        assert_eq!(Cf1149e::oracle(1, &case(&[3, 1], &[(1, 2)])), "WIN\n0 0\n");
        assert_eq!(Cf1149e::oracle(1, &case(&[2, 3], &[])), "WIN\n2 2\n");
        // Beyond the search: the lemma's move, sample 1's published one.
        let sample = case(&[2, 1, 1, 5], &[(1, 2), (3, 4)]);
        assert_eq!(Cf1149e::oracle(1, &sample), "WIN\n1 5 1 5\n");
    }
}
