use super::*;
use crate::canonical::{GameId, Games};
use crate::partizan::blue_red;
use crate::partizan::blue_red::Colour::{Blue, Red};
use std::collections::HashMap;

/// A forest as `tree_value` takes it: parents before children.
struct Forest {
    parents: Vec<Option<usize>>,
    colours: Vec<Colour>,
}

/// A xorshift generator: the tests' random forests, reproducible.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }

    /// A random forest of `edges` edges: each edge on the ground or on an earlier edge, leaning
    /// to recent edges (deep drawings) when `deep`.
    fn forest(&mut self, edges: usize, deep: bool) -> Forest {
        let parents = (0..edges)
            .map(|e| match self.below(e + 2) {
                0 => None,
                _ if deep && e > 0 && self.below(4) != 0 => Some(e - 1 - self.below(e.min(3))),
                k if k <= e => Some(k - 1),
                _ => None,
            })
            .collect();
        let colours = (0..edges)
            .map(|_| if self.below(2) == 0 { Blue } else { Red })
            .collect();
        Forest { parents, colours }
    }
}

/// The canonical form of the edges in `alive` (a bit mask) of `forest`, searched from the
/// rules: a move deletes an edge of the mover's colour and every edge above it. Memoised by
/// mask.
fn searched(
    games: &mut Games,
    memo: &mut HashMap<u32, GameId>,
    forest: &Forest,
    alive: u32,
) -> GameId {
    if let Some(&game) = memo.get(&alive) {
        return game;
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for edge in (0..forest.parents.len()).filter(|&e| alive & (1 << e) != 0) {
        let mut remaining = alive & !(1 << edge);
        for (later, parent) in forest.parents.iter().enumerate().skip(edge + 1) {
            if matches!(parent, Some(p) if remaining & (1 << p) == 0) {
                remaining &= !(1 << later);
            }
        }
        let option = searched(games, memo, forest, remaining);
        match forest.colours[edge] {
            Blue => left.push(option),
            Red => right.push(option),
        }
    }
    let game = games.game(&left, &right);
    memo.insert(alive, game);
    game
}

#[test]
fn random_forests_to_twelve_edges_match_their_canonical_forms() {
    let mut games = Games::new();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..400 {
        let edges = 1 + rng.below(12);
        let forest = rng.forest(edges, round % 2 == 0);
        let mut memo = HashMap::new();
        let game = searched(&mut games, &mut memo, &forest, (1 << edges) - 1);
        let value = tree_value(&forest.parents, &forest.colours);
        assert_eq!(
            games.as_number(game),
            value.to_dyadic(),
            "{:?} {:?}",
            forest.parents,
            forest.colours
        );
        let sign = match games.outcome(game) {
            crate::partizan::Outcome::Left => Ordering::Greater,
            crate::partizan::Outcome::Right => Ordering::Less,
            _ => Ordering::Equal,
        };
        assert_eq!(value.sign(), sign);
    }
}

#[test]
fn random_forests_to_fifty_edges_match_the_small_fold() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for round in 0..3000 {
        let edges = 1 + rng.below(50);
        let forest = rng.forest(edges, round % 3 != 0);
        let small = blue_red::tree_value(&forest.parents, &forest.colours);
        let deep = tree_value(&forest.parents, &forest.colours);
        assert_eq!(deep.to_dyadic(), Some(small), "{:?}", forest.parents);
        assert_eq!(deep.sign(), small.cmp(&Dyadic::ZERO));
        assert_eq!(deep.exponent(), u64::from(small.exponent()));
        assert_eq!(deep.numerator(), small.numerator().to_string());
    }
}

/// A string from the ground up.
fn string(colours: &[Colour]) -> DeepDyadic {
    let parents: Vec<Option<usize>> = (0..colours.len()).map(|e| e.checked_sub(1)).collect();
    tree_value(&parents, colours)
}

#[test]
fn deep_strings_follow_the_sign_expansion() {
    // Blue, then 100 reds: 1 − 1/2 − 1/4 − … − 1/2^100 = 1/2^100.
    let mut colours = vec![Blue];
    colours.extend([Red; 100]);
    let value = string(&colours);
    assert_eq!(
        (value.numerator(), value.exponent()),
        ("1".to_string(), 100)
    );
    // Blue, red, then 100 blues: 1 − 1/2 + 1/4 + … + 1/2^101 = 1 − 1/2^101 = (2^101 − 1)/2^101.
    let mut colours = vec![Blue, Red];
    colours.extend([Blue; 100]);
    let value = string(&colours);
    assert_eq!(value.numerator(), "2535301200456458802993406410751");
    assert_eq!(value.exponent(), 101);
    // The mirror image is its negative.
    let mirrored: Vec<Colour> = colours
        .iter()
        .map(|&c| if c == Blue { Red } else { Blue })
        .collect();
    let value = string(&mirrored);
    assert_eq!(value.numerator(), "-2535301200456458802993406410751");
    assert_eq!(value.sign(), Ordering::Less);
    // Three blues and a red on top, beside a blue edge under 65 reds:
    // 3 − 1/2 + 1/2^65 = (5·2^64 + 1)/2^65.
    let mut parents: Vec<Option<usize>> = vec![None, Some(0), Some(1), Some(2), None];
    let mut colours = vec![Blue, Blue, Blue, Red, Blue];
    for e in 5..70 {
        parents.push(Some(e - 1));
        colours.push(Red);
    }
    let value = tree_value(&parents, &colours);
    assert_eq!(value.exponent(), 65);
    assert_eq!(value.numerator(), "92233720368547758081");
}

#[test]
fn integers_and_zero_print_without_a_denominator() {
    assert_eq!(string(&[]).numerator(), "0");
    assert_eq!(string(&[]).sign(), Ordering::Equal);
    assert_eq!(string(&[Red, Red, Red]).numerator(), "-3");
    assert_eq!(string(&[Red, Red, Red]).exponent(), 0);
    // Blue and red side by side on the ground: 0.
    let value = tree_value(&[None, None], &[Blue, Red]);
    assert_eq!(
        (value.sign(), value.numerator()),
        (Ordering::Equal, "0".into())
    );
}

#[test]
fn a_deep_comb_is_exact_and_fast() {
    // A spine of 50 000 edges alternating blue and red from the ground, a red leaf on each
    // spine vertex: every fold carries a value tens of thousands of bits deep.
    let spine = 50_000;
    let mut parents = Vec::new();
    let mut colours = Vec::new();
    for e in 0..spine {
        parents.push(if e == 0 { None } else { Some(2 * (e - 1)) });
        colours.push(if e % 2 == 0 { Blue } else { Red });
        parents.push(Some(2 * e));
        colours.push(Red);
    }
    let value = tree_value(&parents, &colours);
    // Sign only: the value is checked against the fold on small combs above; here the point is
    // that 100 000 edges finish (n log² n), where a numerator per vertex would take n².
    assert_ne!(value.sign(), Ordering::Equal);
    assert!(value.exponent() > 1000, "{}", value.exponent());
}

#[test]
#[should_panic(expected = "stands on a later edge")]
fn a_parent_after_its_child_is_refused() {
    tree_value(&[Some(1), None], &[Blue, Red]);
}

#[test]
fn a_dyadic_holds_values_down_to_its_finest_step() {
    // A blue edge under m red ones: 1 − 1/2 − … − 1/2^m = 1/2^m. A `Dyadic` holds m = 62
    // (`MAX_EXPONENT`), not m = 63.
    let mut colours = vec![Blue];
    colours.extend([Red; 62]);
    let finest = string(&colours);
    assert_eq!(finest.exponent(), 62);
    assert_eq!(finest.to_dyadic(), Some(Dyadic::new(1, 62)));
    colours.push(Red);
    let finer = string(&colours);
    assert_eq!(finer.exponent(), 63);
    assert_eq!(finer.to_dyadic(), None);
}

#[test]
fn a_whole_part_reaching_the_next_limb_prints_in_full() {
    // Two blue edges (or three red ones) on the ground beside a blue edge under 31 reds:
    // 2 + 1/2^31 = (2^32 + 1)/2^31, and −3 + 1/2^31 = −(3·2^31 − 1)/2^31; the whole part's
    // bits straddle the numerator's first two 32-bit limbs.
    for (whole, colour, numerator) in [(2, Blue, "4294967297"), (3, Red, "-6442450943")] {
        let mut parents = vec![None; whole + 1];
        let mut colours = vec![colour; whole];
        colours.push(Blue);
        for e in whole + 1..whole + 32 {
            parents.push(Some(e - 1));
            colours.push(Red);
        }
        let value = tree_value(&parents, &colours);
        assert_eq!(value.exponent(), 31);
        assert_eq!(value.numerator(), numerator);
    }
}
