//! The game's value: Green Hackenbush on the circles' nesting forest, every outermost circle
//! hung from one ground vertex (a move deletes a circle with its subtree, as cutting its edge
//! does).

use game_core::hackenbush::Tree;

/// Green Hackenbush on the forest of `parents`, every root joined to one ground vertex. O(n).
pub(crate) fn value_of_forest(parents: &[Option<usize>], tree: &mut Tree) -> u32 {
    let ground = parents.len();
    tree.reset(parents.len() + 1);
    for (child, parent) in parents.iter().enumerate() {
        tree.add_edge(parent.unwrap_or(ground), child);
    }
    tree.value(ground)
        .expect("each circle's parent entered the sweep before it: a forest")
}
