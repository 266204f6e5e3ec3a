//! Canonical forms of short partizan games ([`crate::partizan`] tells the theory): one stored
//! form per value, so that equal games get equal ids. The independent oracle for partizan
//! problems, as [`crate::sg::Search`] is for impartial ones. A module of its own, beside
//! `partizan`, so that a bundle of a problem that needs only numbers leaves it out.

use std::collections::HashMap;

use super::partizan::{Dyadic, Outcome};

/// A short game in canonical form, as stored in a [`Games`] table: two ids from one table are
/// equal exactly when the games are equal in value (`G − H` is a second-player win).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

/// A game in canonical form and what is known about it.
struct Node {
    left: Vec<GameId>,
    right: Vec<GameId>,
    /// `Some((x, n))` when the game is the number `x` plus the nimber `*n`.
    number_nimber: Option<(Dyadic, u32)>,
}

/// A table of short partizan games in canonical form: builds games from their options, adds,
/// negates and compares them, and names their outcome class.
///
/// A game `{L | R}` is given by the games Left (`L`) and Right (`R`) may move to. Its canonical
/// form is the simplest game equal to it, reached by two rules that keep the value:
/// - **dominated options removed**: a Left option `A` with `A ≤ B` for another Left option `B`
///   is never better for Left (and a Right option `A ≥ B` likewise for Right);
/// - **reversible options bypassed**: when a Left option `A` has a Right option `A^R ≤ G`, Right
///   would answer `A` by `A^R` at once, no worse for him than `G`; `A` is replaced by the Left
///   options of `A^R` (symmetrically for Right).
///
/// Two games in canonical form that are equal are identical (Conway, *On Numbers and Games*,
/// ch. 10), so the table stores each canonical form once and an id names a value. Comparison is
/// the recursive definition: `G ≤ H` unless some `G^L ≥ H` or some `H^R ≤ G`. Results are
/// memoised, so a comparison, a sum or a negation of stored games is computed once.
///
/// Cost: a game born on day `b` has options born before `b`, and a comparison or a sum recurses
/// through the options of both sides (at most the product of the number of positions of the two
/// games, each computed once). This is the oracle for small positions, as [`crate::sg::Search`]
/// is for impartial ones, not a solver for a judge's largest inputs.
///
/// ```
/// use game_core::canonical::Games;
/// use game_core::partizan::{Dyadic, Outcome};
///
/// let mut games = Games::new();
/// let (zero, star, up) = (games.zero(), games.star(), games.up());
/// // {0 | 1} is 1/2, and 1/2 + 1/2 = 1.
/// let one = games.integer(1);
/// let half = games.game(&[zero], &[one]);
/// assert_eq!(games.as_number(half), Some(Dyadic::new(1, 1)));
/// assert_eq!(games.sum(half, half), one);
/// // ↑ = {0 | *} is positive, yet confused with *; ↑ + * = {0, * | 0}, a first-player win.
/// assert_eq!(games.outcome(up), Outcome::Left);
/// let up_star = games.sum(up, star);
/// assert_eq!(games.outcome(up_star), Outcome::Next);
/// assert_eq!(games.name(up_star), "^*");
/// // The switch {1 | −1} is its own negative, so twice it is 0.
/// let minus_one = games.integer(-1);
/// let switch = games.game(&[one], &[minus_one]);
/// assert_eq!(games.name(switch), "±1");
/// assert_eq!(games.sum(switch, switch), zero);
/// ```
pub struct Games {
    nodes: Vec<Node>,
    ids: HashMap<(Vec<GameId>, Vec<GameId>), GameId>,
    less_or_equal: HashMap<(GameId, GameId), bool>,
    sums: HashMap<(GameId, GameId), GameId>,
    negations: HashMap<GameId, GameId>,
}

impl Default for Games {
    fn default() -> Games {
        Games::new()
    }
}

impl Games {
    /// A table holding only `0 = { | }`.
    pub fn new() -> Games {
        let mut games = Games {
            nodes: Vec::new(),
            ids: HashMap::new(),
            less_or_equal: HashMap::new(),
            sums: HashMap::new(),
            negations: HashMap::new(),
        };
        games.intern(Vec::new(), Vec::new());
        games
    }

    /// `0 = { | }`: no moves for either player; the player to move loses.
    pub fn zero(&self) -> GameId {
        GameId(0)
    }

    /// `* = {0 | 0}`: either player moves to 0 and wins.
    pub fn star(&mut self) -> GameId {
        self.nimber(1)
    }

    /// The nimber `*n = {0, *, …, *(n−1) | 0, *, …, *(n−1)}`, a Nim heap of `n`.
    pub fn nimber(&mut self, n: u32) -> GameId {
        let mut heaps = Vec::new();
        for _ in 0..n {
            let next = self.game(&heaps, &heaps);
            heaps.push(next);
        }
        self.game(&heaps, &heaps)
    }

    /// `↑ = {0 | *}`: positive, smaller than every positive number, confused with `*`.
    pub fn up(&mut self) -> GameId {
        let (zero, star) = (self.zero(), self.star());
        self.game(&[zero], &[star])
    }

    /// The integer `n`: `{n − 1 | }` for `n > 0`, `{ | n + 1}` for `n < 0`.
    pub fn integer(&mut self, n: i64) -> GameId {
        self.number(Dyadic::integer(n))
    }

    /// The number `x` in its canonical form: an integer as [`Games::integer`] says, a fraction
    /// `m / 2^k` (m odd) as `{x − 1/2^k | x + 1/2^k}`.
    pub fn number(&mut self, x: Dyadic) -> GameId {
        let zero = self.zero();
        if x == Dyadic::ZERO {
            return zero;
        }
        let step = Dyadic::new(1, x.exponent());
        let (below, above) = if x.is_integer() {
            let toward_zero = self.number(x - Dyadic::integer(x.numerator().signum()));
            if x > Dyadic::ZERO {
                (Some(toward_zero), None)
            } else {
                (None, Some(toward_zero))
            }
        } else {
            (Some(self.number(x - step)), Some(self.number(x + step)))
        };
        let (left, right) = (Vec::from_iter(below), Vec::from_iter(above));
        self.game(&left, &right)
    }

    /// The canonical form of the game `{left | right}` whose options are games of this table.
    ///
    /// Dominated options are removed and reversible ones bypassed until neither rule applies.
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        let mut left = left.to_vec();
        let mut right = right.to_vec();
        // Comparisons of stored games with the game being simplified: its value never changes
        // while it is simplified, so what is learnt stays true from one round to the next.
        let mut memo = FormMemo::default();
        loop {
            self.remove_dominated(&mut left, &mut right);
            if let Some((index, replacement)) = self.reversible_left(&left, &right, &mut memo) {
                left.swap_remove(index);
                left.extend_from_slice(&self.nodes[replacement.0 as usize].left.clone());
            } else if let Some((index, replacement)) =
                self.reversible_right(&left, &right, &mut memo)
            {
                right.swap_remove(index);
                right.extend_from_slice(&self.nodes[replacement.0 as usize].right.clone());
            } else {
                return self.intern(left, right);
            }
        }
    }

    /// The Left options of `g` in canonical form, sorted by id.
    pub fn left_options(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.0 as usize].left
    }

    /// The Right options of `g` in canonical form, sorted by id.
    pub fn right_options(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.0 as usize].right
    }

    /// `g`'s value if it is a number.
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        match self.nodes[g.0 as usize].number_nimber {
            Some((x, 0)) => Some(x),
            _ => None,
        }
    }

    /// `n` if `g` is the nimber `*n` (0 is `*0`).
    pub fn as_nimber(&self, g: GameId) -> Option<u32> {
        match self.nodes[g.0 as usize].number_nimber {
            Some((x, n)) if x == Dyadic::ZERO => Some(n),
            _ => None,
        }
    }

    /// Whether `g ≤ h`: Left, moving second in `h − g`, wins.
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        if let (Some((x, 0)), Some((y, 0))) = (
            self.nodes[g.0 as usize].number_nimber,
            self.nodes[h.0 as usize].number_nimber,
        ) {
            return x <= y;
        }
        if let Some(&known) = self.less_or_equal.get(&(g, h)) {
            return known;
        }
        let (g_left, h_right) = (
            self.left_options(g).to_vec(),
            self.right_options(h).to_vec(),
        );
        let answer =
            !g_left.iter().any(|&gl| self.le(h, gl)) && !h_right.iter().any(|&hr| self.le(hr, g));
        self.less_or_equal.insert((g, h), answer);
        answer
    }

    /// The sum `g + h`: each move is a move in one of the two.
    pub fn sum(&mut self, g: GameId, h: GameId) -> GameId {
        let key = (g.min(h), g.max(h));
        if g == self.zero() || h == self.zero() {
            return key.1;
        }
        if let (Some(x), Some(y)) = (self.as_number(g), self.as_number(h)) {
            return self.number(x + y);
        }
        if let Some(&known) = self.sums.get(&key) {
            return known;
        }
        let mut left = Vec::new();
        let mut right = Vec::new();
        for gl in self.left_options(g).to_vec() {
            left.push(self.sum(gl, h));
        }
        for hl in self.left_options(h).to_vec() {
            left.push(self.sum(g, hl));
        }
        for gr in self.right_options(g).to_vec() {
            right.push(self.sum(gr, h));
        }
        for hr in self.right_options(h).to_vec() {
            right.push(self.sum(g, hr));
        }
        let total = self.game(&left, &right);
        self.sums.insert(key, total);
        total
    }

    /// The negative `−g`: the roles of Left and Right exchanged.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(&known) = self.negations.get(&g) {
            return known;
        }
        let left: Vec<GameId> = self.right_options(g).to_vec();
        let right: Vec<GameId> = self.left_options(g).to_vec();
        let left: Vec<GameId> = left.into_iter().map(|option| self.neg(option)).collect();
        let right: Vec<GameId> = right.into_iter().map(|option| self.neg(option)).collect();
        let negative = self.game(&left, &right);
        self.negations.insert(g, negative);
        self.negations.insert(negative, g);
        negative
    }

    /// Who wins `g` with perfect play: compared with 0, `g > 0` is a win for Left whoever
    /// starts, `g < 0` for Right, `g = 0` for the second player, `g ‖ 0` for the first.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => Outcome::Previous,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Next,
        }
    }

    /// `g` written the way CGSuite writes it: a number (`3/8`, `-2`), a nimber (`*`, `*3`), a
    /// number plus a nimber (`1/2*`), `^`, `v`, `^*`, `v*` (up, down, and each plus `*`), a
    /// switch `±x` for `{x | −x}` with `x > 0` a number, or else `{L1,L2|R1}` with each option
    /// named the same way.
    pub fn name(&self, g: GameId) -> String {
        let node = &self.nodes[g.0 as usize];
        if let Some((x, n)) = node.number_nimber {
            return match (x == Dyadic::ZERO, n) {
                (true, 0) => "0".to_string(),
                (false, 0) => x.to_string(),
                (true, 1) => "*".to_string(),
                (true, _) => format!("*{n}"),
                (false, 1) => format!("{x}*"),
                (false, _) => format!("{x}*{n}"),
            };
        }
        if let Some(name) = self.up_name(g) {
            return name.to_string();
        }
        if let ([l], [r]) = (&node.left[..], &node.right[..]) {
            if let (Some(x), Some(y)) = (self.as_number(*l), self.as_number(*r)) {
                if x > Dyadic::ZERO && x == -y {
                    return format!("±{x}");
                }
            }
        }
        let list = |options: &[GameId]| {
            options
                .iter()
                .map(|&option| self.name(option))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!("{{{}|{}}}", list(&node.left), list(&node.right))
    }

    /// `^`, `v`, `^*` or `v*` when `g` is one of them, from the shapes of their canonical forms:
    /// `↑ = {0 | *}`, `↓ = {* | 0}`, `↑* = {0, * | 0}`, `↓* = {0 | 0, *}`.
    fn up_name(&self, g: GameId) -> Option<&'static str> {
        let node = &self.nodes[g.0 as usize];
        let nimbers = |options: &[GameId]| -> Option<Vec<u32>> {
            let mut values: Option<Vec<u32>> = options
                .iter()
                .map(|&option| self.as_nimber(option))
                .collect();
            if let Some(values) = values.as_mut() {
                values.sort_unstable();
            }
            values
        };
        match (
            nimbers(&node.left)?.as_slice(),
            nimbers(&node.right)?.as_slice(),
        ) {
            ([0], [1]) => Some("^"),
            ([1], [0]) => Some("v"),
            ([0, 1], [0]) => Some("^*"),
            ([0], [0, 1]) => Some("v*"),
            _ => None,
        }
    }

    /// Removes every dominated option, and repeated ones.
    fn remove_dominated(&mut self, left: &mut Vec<GameId>, right: &mut Vec<GameId>) {
        for (options, keep_larger) in [(left, true), (right, false)] {
            options.sort_unstable();
            options.dedup();
            let mut index = 0;
            while index < options.len() {
                let candidate = options[index];
                let dominated = options.iter().any(|&other| {
                    other != candidate
                        && if keep_larger {
                            self.le(candidate, other)
                        } else {
                            self.le(other, candidate)
                        }
                });
                if dominated {
                    options.remove(index);
                } else {
                    index += 1;
                }
            }
        }
    }

    /// A Left option of `G = {left | right}` with a Right option `A^R ≤ G`, and that `A^R`.
    fn reversible_left(
        &mut self,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FormMemo,
    ) -> Option<(usize, GameId)> {
        for (index, &option) in left.iter().enumerate() {
            for reply in self.right_options(option).to_vec() {
                if self.le_form(reply, left, right, memo) {
                    return Some((index, reply));
                }
            }
        }
        None
    }

    /// A Right option of `G = {left | right}` with a Left option `B^L ≥ G`, and that `B^L`.
    fn reversible_right(
        &mut self,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FormMemo,
    ) -> Option<(usize, GameId)> {
        for (index, &option) in right.iter().enumerate() {
            for reply in self.left_options(option).to_vec() {
                if self.form_le(left, right, reply, memo) {
                    return Some((index, reply));
                }
            }
        }
        None
    }

    /// Whether the stored `x ≤ G = {left | right}`: no `x^L ≥ G` and no `G^R ≤ x`.
    fn le_form(
        &mut self,
        x: GameId,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FormMemo,
    ) -> bool {
        if let Some(&known) = memo.stored_le_form.get(&x) {
            return known;
        }
        let answer = !right.iter().any(|&gr| self.le(gr, x))
            && !self
                .left_options(x)
                .to_vec()
                .into_iter()
                .any(|xl| self.form_le(left, right, xl, memo));
        memo.stored_le_form.insert(x, answer);
        answer
    }

    /// Whether `G = {left | right} ≤` the stored `y`: no `G^L ≥ y` and no `y^R ≤ G`.
    fn form_le(
        &mut self,
        left: &[GameId],
        right: &[GameId],
        y: GameId,
        memo: &mut FormMemo,
    ) -> bool {
        if let Some(&known) = memo.form_le_stored.get(&y) {
            return known;
        }
        let answer = !left.iter().any(|&gl| self.le(y, gl))
            && !self
                .right_options(y)
                .to_vec()
                .into_iter()
                .any(|yr| self.le_form(yr, left, right, memo));
        memo.form_le_stored.insert(y, answer);
        answer
    }

    /// The id of the canonical form `{left | right}` (options already canonical, undominated,
    /// not reversible), stored on first sight with what it is known to be.
    fn intern(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        right.sort_unstable();
        if let Some(&id) = self.ids.get(&(left.clone(), right.clone())) {
            return id;
        }
        let number_nimber = self.number_nimber(&left, &right);
        let id = GameId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 games"));
        self.ids.insert((left.clone(), right.clone()), id);
        self.nodes.push(Node {
            left,
            right,
            number_nimber,
        });
        id
    }

    /// `Some((x, n))` when the canonical form `{left | right}` is `x + *n`: a number when it has
    /// at most one option a side, numbers with the Left one below the Right one (its value is
    /// then the simplest number between them); `x + *n` for `n ≥ 1` when both sides are the same
    /// list `x + *0, …, x + *(n−1)`.
    fn number_nimber(&self, left: &[GameId], right: &[GameId]) -> Option<(Dyadic, u32)> {
        let number = |options: &[GameId]| match options {
            [] => Some(None),
            [only] => self.as_number(*only).map(Some),
            _ => None,
        };
        if let (Some(low), Some(high)) = (number(left), number(right)) {
            if low.zip(high).map_or(true, |(low, high)| low < high) {
                return Some((Dyadic::simplest_between(low, high), 0));
            }
        }
        if left != right {
            return None;
        }
        let parts: Option<Vec<(Dyadic, u32)>> = left
            .iter()
            .map(|&option| self.nodes[option.0 as usize].number_nimber)
            .collect();
        let mut parts = parts?;
        parts.sort_unstable_by_key(|&(_, n)| n);
        let x = parts.first()?.0;
        let counted = parts
            .iter()
            .enumerate()
            .all(|(m, &(y, n))| y == x && n as usize == m);
        counted.then_some((x, parts.len() as u32))
    }
}

/// What one simplification has learnt about the game being simplified, `G`: for a stored game,
/// whether it is `≤ G`, and whether `G ≤` it.
#[derive(Default)]
struct FormMemo {
    stored_le_form: HashMap<GameId, bool>,
    form_le_stored: HashMap<GameId, bool>,
}

#[cfg(test)]
mod tests;
