//! Blue-Red-Green Hackenbush strings and trees: their canonical forms from the rules.
//!
//! A string is written from the ground up (`BRRB`); a tree as its parents, then its colours
//! (`-1,1,1:BRR`: edge 1 stands on the ground, edges 2 and 3 on edge 1).

use game_core::canonical::{GameId, Games};
use game_core::partizan::blue_red::{self, Colour};
use game_core::partizan::MAX_EXPONENT;
use std::collections::HashMap;

/// The most edges of a string, or of a tree without green edges: a Blue-Red drawing of `n`
/// edges is worth a multiple of `1/2^(n − 1)` at the finest, which a `Dyadic` holds up to
/// `1/2^62`.
pub const MAX_EDGES: usize = MAX_EXPONENT as usize;
/// The most edges of a tree with a green edge, whose positions (the sets of edges still joined
/// to the ground) are searched one by one: up to `2^(n − 1)` of them.
pub const MAX_GREEN_TREE_EDGES: usize = 20;

/// The colour of an edge: who may cut it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Paint {
    /// Left's edge (`B`).
    Blue,
    /// Right's edge (`R`).
    Red,
    /// Either player's edge (`G`).
    Green,
}

impl Paint {
    /// Whether Left may cut an edge of this colour.
    fn left_may_cut(self) -> bool {
        self != Paint::Red
    }

    /// Whether Right may cut an edge of this colour.
    fn right_may_cut(self) -> bool {
        self != Paint::Blue
    }
}

/// The colours of `text`, one letter an edge: `B`, `R` or `G`.
pub fn parse_colours(text: &str) -> Result<Vec<Paint>, String> {
    text.chars()
        .enumerate()
        .map(|(at, letter)| match letter {
            'B' => Ok(Paint::Blue),
            'R' => Ok(Paint::Red),
            'G' => Ok(Paint::Green),
            other => Err(format!(
                "{other:?} (character {}) is not an edge colour: B (blue, Left's), R (red, \
                 Right's) or G (green, either player's)",
                at + 1
            )),
        })
        .collect()
}

/// A string of edges from the ground up, as `BRRB`: at most [`MAX_EDGES`] of them.
pub fn parse_string(text: &str) -> Result<Vec<Paint>, String> {
    let colours = parse_colours(text)?;
    if colours.len() > MAX_EDGES {
        return Err(format!(
            "a string of {} edges; at most {MAX_EDGES}",
            colours.len()
        ));
    }
    Ok(colours)
}

/// The canonical form of a string from the rules: cutting edge `i` (by a player who may) leaves
/// the `i` edges below it. O(n) positions, each a prefix.
pub fn string_form(games: &mut Games, colours: &[Paint]) -> GameId {
    let mut prefixes: Vec<GameId> = vec![games.zero()];
    for length in 1..=colours.len() {
        let mut left = Vec::new();
        let mut right = Vec::new();
        for (cut, &colour) in colours[..length].iter().enumerate() {
            if colour.left_may_cut() {
                left.push(prefixes[cut]);
            }
            if colour.right_may_cut() {
                right.push(prefixes[cut]);
            }
        }
        let form = games.game(&left, &right);
        prefixes.push(form);
    }
    prefixes[colours.len()]
}

/// A forest of edges: each edge's parent (`None`: on the ground) and colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// `parents[e]`: the edge that edge `e` stands on (0-based), `None` on the ground.
    pub parents: Vec<Option<usize>>,
    /// `colours[e]`: edge `e`'s colour.
    pub colours: Vec<Paint>,
}

/// A tree written `PARENTS:COLOURS`: the parents separated by commas, 1-based, `-1` for the
/// ground (as Kattis' Hackenbush problems number them), one colour letter an edge, e.g.
/// `-1,1,1:BRR`. Every edge must reach the ground (no cycle).
pub fn parse_tree(text: &str) -> Result<Tree, String> {
    let (parents_text, colours_text) = text.split_once(':').ok_or_else(|| {
        "a tree is PARENTS:COLOURS, e.g. -1,1,1:BRR (parents 1-based, -1 the ground)".to_string()
    })?;
    let colours = parse_colours(colours_text)?;
    let parents: Vec<Option<usize>> = if parents_text.is_empty() {
        Vec::new()
    } else {
        parents_text
            .split(',')
            .enumerate()
            .map(|(e, p)| parent(e, p, colours.len()))
            .collect::<Result<_, _>>()?
    };
    if parents.len() != colours.len() {
        return Err(format!(
            "{} parents but {} colours: one of each per edge",
            parents.len(),
            colours.len()
        ));
    }
    let limit = if colours.contains(&Paint::Green) {
        MAX_GREEN_TREE_EDGES
    } else {
        MAX_EDGES
    };
    if colours.len() > limit {
        return Err(format!(
            "a tree of {} edges; at most {MAX_EDGES} ({MAX_GREEN_TREE_EDGES} with a green edge)",
            colours.len()
        ));
    }
    for start in 0..parents.len() {
        let mut edge = start;
        for _ in 0..=parents.len() {
            match parents[edge] {
                Some(next) => edge = next,
                None => break,
            }
        }
        if parents[edge].is_some() {
            return Err(format!("edge {} never reaches the ground", start + 1));
        }
    }
    Ok(Tree { parents, colours })
}

/// Edge `e`'s (0-based) parent written `text`: `-1` or an edge `1..=edges` other than itself.
fn parent(e: usize, text: &str, edges: usize) -> Result<Option<usize>, String> {
    if text == "-1" {
        return Ok(None);
    }
    let number = text
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse::<usize>());
    match number {
        Some(Ok(p)) if (1..=edges).contains(&p) && p != e + 1 => Ok(Some(p - 1)),
        _ => Err(format!(
            "edge {}'s parent {text:?} is not -1 (the ground) or another edge from 1 to {edges}",
            e + 1
        )),
    }
}

/// The canonical form of a tree: for a Blue-Red tree, the number `blue_red::tree_value` folds
/// edge by edge; with a green edge, searched from the rules over the sets of edges still joined
/// to the ground.
pub fn tree_form(games: &mut Games, tree: &Tree) -> GameId {
    if tree.colours.contains(&Paint::Green) {
        return tree_form_from_rules(games, tree);
    }
    let order = parents_first(&tree.parents);
    let mut index = vec![0; order.len()];
    for (at, &edge) in order.iter().enumerate() {
        index[edge] = at;
    }
    let parents: Vec<Option<usize>> = order
        .iter()
        .map(|&e| tree.parents[e].map(|p| index[p]))
        .collect();
    let colours: Vec<Colour> = order
        .iter()
        .map(|&e| match tree.colours[e] {
            Paint::Blue => Colour::Blue,
            _ => Colour::Red,
        })
        .collect();
    let value = blue_red::tree_value(&parents, &colours);
    games.number(value)
}

/// The edges in an order where every parent comes before its children (breadth first from the
/// ground).
fn parents_first(parents: &[Option<usize>]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..parents.len())
        .filter(|&e| parents[e].is_none())
        .collect();
    let mut next = 0;
    while next < order.len() {
        let edge = order[next];
        order.extend((0..parents.len()).filter(|&e| parents[e] == Some(edge)));
        next += 1;
    }
    order
}

/// The canonical form of a tree from the rules: a position is the set of edges still standing
/// (a bit mask); a move cuts an edge the mover may cut, and every edge above it falls.
/// Memoised by position.
///
/// # Panics
/// If the tree has more than 32 edges (a position is a 32-bit mask).
pub fn tree_form_from_rules(games: &mut Games, tree: &Tree) -> GameId {
    let edges = tree.parents.len();
    assert!(
        edges <= 32,
        "a tree of {edges} edges: the search takes at most 32"
    );
    let mut above = vec![0u32; edges];
    for edge in 0..edges {
        let mut at = tree.parents[edge];
        above[edge] |= 1 << edge;
        while let Some(p) = at {
            above[p] |= 1 << edge;
            at = tree.parents[p];
        }
    }
    let mut memo = HashMap::new();
    let all = if edges == 0 {
        0
    } else {
        u32::MAX >> (32 - edges)
    };
    position_form(games, tree, &above, all, &mut memo)
}

/// The form of the position where the edges of `standing` stand.
fn position_form(
    games: &mut Games,
    tree: &Tree,
    above: &[u32],
    standing: u32,
    memo: &mut HashMap<u32, GameId>,
) -> GameId {
    if let Some(&known) = memo.get(&standing) {
        return known;
    }
    let mut left = Vec::new();
    let mut right = Vec::new();
    for (edge, &colour) in tree.colours.iter().enumerate() {
        if standing & (1 << edge) == 0 {
            continue;
        }
        let option = position_form(games, tree, above, standing & !above[edge], memo);
        if colour.left_may_cut() {
            left.push(option);
        }
        if colour.right_may_cut() {
            right.push(option);
        }
    }
    let form = games.game(&left, &right);
    memo.insert(standing, form);
    form
}
