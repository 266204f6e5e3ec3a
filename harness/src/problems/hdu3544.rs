//! HDU 3544 Alice's Game: chocolate bars X × Y, Alice splits an X, Bob a Y; who cannot split
//! loses.
//!
//! The oracle builds each bar's canonical form from the rules with core's partizan games
//! (`game_core::canonical::Games`): `{ every split of X | every split of Y }`, each option the
//! sum of its two bars' forms, memoised by (X, Y); a case is the `Games::sum` of its bars, and
//! Alice, moving first, wins iff that sum's outcome class is Left or Next. No closed form. Its
//! reach: bars of sides up to [`MOST_SIDE`]; judge-sized cases (100 bars of sides up to 10^9)
//! are answered by the crate's proven solve.

use super::piles::shrink_pair;
use super::render::{counted_cases, counted_lines};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::{parts, without, SIXTY_FOURTHS};
use crate::rng::Rng;
use game_core::canonical::{GameId, Games};
use game_core::partizan::Outcome;
use hdu3544::{MAX_BARS, MAX_SIDE};
use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::HashMap;

/// The registration of hdu3544.
pub struct Hdu3544;

/// One bar: `(X, Y)`, Alice splitting X and Bob Y.
type Bar = (u64, u64);
/// A case: its bars.
type Bars = Vec<Bar>;

/// The longest side of a random case's bars (the oracle's reach: every bar up to 24 × 24 has
/// its form built once per thread, in a fraction of a second).
const MOST_SIDE: u64 = 24;
/// The most bars of a random case.
const MOST_BARS: u64 = 6;
/// Above this many bars (judge-sized cases), a case shrinks by halves, quarters, …, 64ths of
/// its bars, not bar by bar.
const SMALL_CASE: usize = 12;

/// The canonical forms of bars, memoised by `(X, Y)`, and the table they live in.
struct Forms {
    games: Games,
    bars: HashMap<Bar, GameId>,
}

impl Forms {
    /// The canonical form of the bar `x × y` from the rules: Alice's options are every split
    /// `a + (x − a)` of x, Bob's every split `b + (y − b)` of y, each the sum of its two bars.
    fn bar(&mut self, (x, y): Bar) -> GameId {
        if let Some(&form) = self.bars.get(&(x, y)) {
            return form;
        }
        let mut left = Vec::new();
        for a in 1..x {
            let (one, other) = (self.bar((a, y)), self.bar((x - a, y)));
            left.push(self.games.sum(one, other));
        }
        let mut right = Vec::new();
        for b in 1..y {
            let (one, other) = (self.bar((x, b)), self.bar((x, y - b)));
            right.push(self.games.sum(one, other));
        }
        let form = self.games.game(&left, &right);
        self.bars.insert((x, y), form);
        form
    }

    /// The canonical form of a whole case: the sum of its bars' forms.
    fn position(&mut self, bars: &[Bar]) -> GameId {
        let mut total = self.games.zero();
        for &bar in bars {
            let form = self.bar(bar);
            total = self.games.sum(total, form);
        }
        total
    }
}

thread_local! {
    /// One table per thread, shared by every oracle call.
    static FORMS: RefCell<Forms> = RefCell::new(Forms {
        games: Games::new(),
        bars: HashMap::new(),
    });
}

/// Whether Alice, moving first, wins `bars`, by the canonical form of the whole position.
fn alice_wins_by_forms(bars: &[Bar]) -> bool {
    FORMS.with(|forms| {
        let mut forms = forms.borrow_mut();
        let position = forms.position(bars);
        matches!(forms.games.outcome(position), Outcome::Left | Outcome::Next)
    })
}

fn answer(index: usize, alice_wins: bool) -> String {
    let winner = if alice_wins { "Alice" } else { "Bob" };
    format!("Case {index}: {winner}\n")
}

/// Alice's and Bob's totals the way the accepted programs keep them: both sides halved while
/// both exceed 1, then `X − 1` to Alice or `Y − 1` to Bob, added by `add` (for the wrong
/// solutions' integer types).
fn totals<T: Copy>(bars: &[Bar], zero: T, add: fn(T, u64) -> T) -> (T, T) {
    let (mut alice, mut bob) = (zero, zero);
    for &(mut x, mut y) in bars {
        while x > 1 && y > 1 {
            x /= 2;
            y /= 2;
        }
        if y == 1 {
            alice = add(alice, x - 1);
        }
        if x == 1 {
            bob = add(bob, y - 1);
        }
    }
    (alice, bob)
}

/// A bar worth `v − 1` to one player: `v × 1` for Alice, `1 × v` for Bob.
type BarOfValue = fn(u64) -> Bar;

/// `bars` with Alice's totals (as [`totals`] counts them) folded into bars `MAX_SIDE × 1` and
/// one remainder bar `(r + 1) × 1`, Bob's likewise into `1 × MAX_SIDE` bars: both totals kept,
/// so a bug that depends only on them still fails, on as few bars as can hold them; bars worth
/// nothing dropped. `None` when the folded case would pass the judge's bar count.
fn folded(bars: &[Bar]) -> Option<Bars> {
    let (alice, bob) = totals(bars, 0u128, |t, v| t + u128::from(v));
    let mut fewer = Bars::new();
    let sides: [(u128, BarOfValue); 2] = [(alice, |v| (v, 1)), (bob, |v| (1, v))];
    for (total, bar) in sides {
        let each = u128::from(MAX_SIDE - 1);
        let whole = u64::try_from(total / each)
            .ok()
            .filter(|&n| n <= MAX_BARS)?;
        fewer.extend((0..whole).map(|_| bar(MAX_SIDE)));
        let rest = (total % each) as u64;
        if rest > 0 {
            fewer.push(bar(rest + 1));
        }
    }
    (!fewer.is_empty() && fewer.len() as u64 <= MAX_BARS).then_some(fewer)
}

/// A random bar of sides up to `most`, one side much longer than the other often.
fn random_bar(rng: &mut Rng, most: u64) -> Bar {
    let long = rng.log_uniform(1, most);
    let short = rng.log_uniform(1, long);
    match rng.below(3) {
        0 => (long, short),
        1 => (short, long),
        _ => (rng.range(1, most), rng.range(1, most)),
    }
}

impl Game for Hdu3544 {
    type Case = Bars;
    const ID: &'static str = "hdu3544";
    const SOLVE: SolveFn = |input, out| hdu3544::solve(input, out);
    // 1000 ms and 32 MB: assumed, HDU's usual (the problem page's header was not found).
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32)
        .assumed("time and memory limits: HDU's usual, the page's header was not found");
    /// The judge gives no bound on T: 1000 assumed.
    const MAX_CASES: usize = 1000;

    fn render(cases: &[Bars]) -> String {
        counted_cases(cases, |bars| {
            counted_lines(bars, |(x, y)| format!("{x} {y}"))
        })
    }

    fn validate(bars: &Bars) -> Result<(), String> {
        within("N", bars.len() as u64, 1..=MAX_BARS)?;
        for &(x, y) in bars {
            within("X_i", x, 1..=MAX_SIDE)?;
            within("Y_i", y, 1..=MAX_SIDE)?;
        }
        Ok(())
    }

    fn oracle(index: usize, bars: &Bars) -> String {
        answer(index, alice_wins_by_forms(bars))
    }

    /// Every bar up to 12 × 12 alone, every two bars up to 4 × 4, every three up to 3 × 3
    /// (unordered).
    fn small_cases() -> Vec<Bars> {
        let bars = |side: u64| -> Vec<Bar> {
            (1..=side)
                .flat_map(|x| (1..=side).map(move |y| (x, y)))
                .collect()
        };
        let mut cases: Vec<Bars> = bars(12).into_iter().map(|bar| vec![bar]).collect();
        let four = bars(4);
        for (i, &one) in four.iter().enumerate() {
            for &two in &four[i..] {
                cases.push(vec![one, two]);
            }
        }
        let three = bars(3);
        for (i, &one) in three.iter().enumerate() {
            for (j, &two) in three.iter().enumerate().skip(i) {
                for &third in &three[j..] {
                    cases.push(vec![one, two, third]);
                }
            }
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Bars {
        let n = rng.range(1, MOST_BARS);
        (0..n).map(|_| random_bar(rng, MOST_SIDE)).collect()
    }

    /// N over the judge's whole range (100 often); sides up to 10^9, a quarter of the cases
    /// every bar long one way (half to all of 10^9) and short (1 to 3) the other, all leaning
    /// one player's way (totals past 2^31 from five bars), an eighth of them a position and its
    /// mirror image (worth 0) with one bar more.
    fn judge_sized_case(rng: &mut Rng) -> Bars {
        let n = rng.sized(1, MAX_BARS);
        let mut bars: Bars = (0..n).map(|_| random_bar(rng, MAX_SIDE)).collect();
        match rng.below(8) {
            0 | 1 => {
                let alice = rng.chance(1, 2);
                for bar in &mut bars {
                    let (long, short) = (rng.range(MAX_SIDE / 2, MAX_SIDE), rng.range(1, 3));
                    *bar = if alice { (long, short) } else { (short, long) };
                }
            }
            2 => {
                bars.truncate((n as usize).div_ceil(2).min(MAX_BARS as usize / 2));
                let mirror: Bars = bars.iter().map(|&(x, y)| (y, x)).collect();
                bars.extend(mirror);
                if bars.len() < MAX_BARS as usize {
                    bars.push(random_bar(rng, MAX_SIDE));
                }
            }
            _ => {}
        }
        bars
    }

    fn parse(input: &str) -> Option<Vec<Bars>> {
        Tokens::new(input).counted(|t| {
            let n: usize = t.value()?;
            (0..n).map(|_| Some((t.value()?, t.value()?))).collect()
        })
    }

    /// First the case folded ([`folded`]), if that has fewer bars. Then, for a long case: each
    /// half, quarter, …, 64th of its bars removed, then every side halved. For a short one: each
    /// bar removed (while more than one is left), then each bar made smaller ([`shrink_pair`]).
    fn shrink(bars: &Bars) -> Vec<Bars> {
        let mut smaller = Vec::new();
        if let Some(fewer) = folded(bars).filter(|fewer| fewer.len() < bars.len()) {
            smaller.push(fewer);
        }
        if bars.len() > SMALL_CASE {
            for part in parts(bars.len(), SIXTY_FOURTHS) {
                smaller.push(without(bars, part));
            }
            let halved: Bars = bars
                .iter()
                .map(|&(x, y)| ((x / 2).max(1), (y / 2).max(1)))
                .collect();
            if halved != *bars {
                smaller.push(halved);
            }
            return smaller;
        }
        if bars.len() > 1 {
            for i in 0..bars.len() {
                let mut fewer = bars.clone();
                fewer.remove(i);
                smaller.push(fewer);
            }
        }
        for (i, &bar) in bars.iter().enumerate() {
            for less in shrink_pair(bar, 1) {
                let mut variant = bars.clone();
                variant[i] = less;
                smaller.push(variant);
            }
        }
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Bars>> {
        vec![
            Wrong {
                name: "Alice wins a total of 0 too (the first player taken to win a zero game)",
                answer: |index, bars| {
                    let (alice, bob) = totals(bars, 0u64, |t, v| t + v);
                    answer(index, alice >= bob)
                },
            },
            Wrong {
                name: "counts of possible cuts: Alice iff Σ(X − 1) > Σ(Y − 1)",
                answer: |index, bars| {
                    let cuts = |side: fn(&Bar) -> u64| bars.iter().map(|b| side(b) - 1).sum();
                    let (alice, bob): (u64, u64) = (cuts(|b| b.0), cuts(|b| b.1));
                    answer(index, alice > bob)
                },
            },
            Wrong {
                name: "the longer side divided by the shorter (X / Y − 1), not by the power of \
                       two below it",
                answer: |index, bars| {
                    let value = |&(x, y): &Bar| match x.cmp(&y) {
                        Ordering::Greater => (x / y) as i64 - 1,
                        Ordering::Less => 1 - (y / x) as i64,
                        Ordering::Equal => 0,
                    };
                    answer(index, bars.iter().map(value).sum::<i64>() > 0)
                },
            },
            Wrong {
                name: "totals in 32 bits (int): past 2^31 they wrap",
                answer: |index, bars| {
                    let (alice, bob) = totals(bars, 0i32, |t, v| t.wrapping_add(v as i32));
                    answer(index, alice > bob)
                },
            },
        ]
    }

    /// 1000 cases (count assumed: the judge gives no T) of 100 bars (judge max) of sides up to
    /// 10^9; one such case; and 50 000 of them, about 100 MB.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_BARS, 10);
        let cases = move |count: u64| {
            move |t: &mut Text, r: &mut Rng| {
                t.line(&[count]);
                for _ in 0..count {
                    t.line(&[n]);
                    for _ in 0..n {
                        t.line(&[r.range(1, MAX_SIDE), r.range(1, MAX_SIDE)]);
                    }
                }
            }
        };
        let each = format!("N = {n} (judge max) bars of sides uniform in 1..=10^9");
        let (worst, big) = (s.pick(1000, 3), s.pick(50_000, 20));
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!("T = {worst} (count assumed) cases of {each}"),
                cases(worst),
            )
            .assumed(),
            Input::new(
                Self::ID,
                Kind::Single,
                format!("1 case of {each}"),
                cases(1),
            ),
            Input::new(
                Self::ID,
                Kind::Big,
                format!("T = {big} cases of {each}"),
                cases(big),
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::super::plain_search::mover_wins;
    use super::*;
    use game_core::partizan::Dyadic;

    /// Alice's (`left`: cuts along x) or Bob's moves from `bars` (sorted): a bar cut in two;
    /// bars of 1 × 1, with no move for anyone, dropped.
    fn moves(bars: &Bars, alice: bool) -> Vec<Bars> {
        let mut reached = Vec::new();
        for (i, &(x, y)) in bars.iter().enumerate() {
            let side = if alice { x } else { y };
            for a in 1..side {
                let mut next = bars.clone();
                next.remove(i);
                if alice {
                    next.extend([(a, y), (x - a, y)]);
                } else {
                    next.extend([(x, a), (x, y - a)]);
                }
                next.retain(|&bar| bar != (1, 1));
                next.sort_unstable();
                reached.push(next);
            }
        }
        reached
    }

    #[test]
    fn the_forms_agree_with_the_sample() {
        assert_eq!(Hdu3544::oracle(1, &vec![(1, 1)]), "Case 1: Bob\n");
        assert_eq!(Hdu3544::oracle(2, &vec![(2, 1)]), "Case 2: Alice\n");
        assert_eq!(Hdu3544::oracle(3, &vec![(2, 2), (2, 1)]), "Case 3: Alice\n");
        assert_eq!(Hdu3544::oracle(4, &vec![(3, 2)]), "Case 4: Bob\n");
    }

    #[test]
    fn every_small_bar_is_an_integer_and_cutcake_s_values_by_hand() {
        FORMS.with(|forms| {
            let mut forms = forms.borrow_mut();
            for x in 1..=16 {
                for y in 1..=16 {
                    let form = forms.bar((x, y));
                    let value = forms.games.as_number(form);
                    assert!(value.is_some_and(Dyadic::is_integer), "{x} × {y}");
                }
            }
            // Winning Ways' Cutcake: n × 1 is n − 1 for Left; 4 × 2 is 1, 8 × 2 is 3, 8 × 3 is
            // 3, 8 × 4 is 1, and the mirror images are Right's.
            let mut value = |bar| {
                let form = forms.bar(bar);
                forms.games.as_number(form).map(|v| v.numerator())
            };
            assert_eq!(value((7, 1)), Some(6));
            assert_eq!(value((1, 7)), Some(-6));
            assert_eq!(value((4, 2)), Some(1));
            assert_eq!(value((8, 2)), Some(3));
            assert_eq!(value((8, 3)), Some(3));
            assert_eq!(value((8, 4)), Some(1));
            assert_eq!(value((3, 8)), Some(-3));
            assert_eq!(value((3, 3)), Some(0));
        });
    }

    #[test]
    fn the_forms_agree_with_a_plain_search_of_whole_positions() {
        let mut memo = HashMap::new();
        let bars: Bars = (1..=4).flat_map(|x| (1..=4).map(move |y| (x, y))).collect();
        let mut checked = 0;
        for (i, &one) in bars.iter().enumerate() {
            for (j, &two) in bars.iter().enumerate().skip(i) {
                for &three in &bars[j..] {
                    for position in [vec![one], vec![one, two], vec![one, two, three]] {
                        let mut sorted = position.clone();
                        sorted.sort_unstable();
                        let searched = mover_wins(&sorted, true, &moves, &mut memo);
                        assert_eq!(alice_wins_by_forms(&position), searched, "{position:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 3 * 816);
    }

    #[test]
    fn where_each_wrong_solution_is_first_caught() {
        let cases = Hdu3544::small_cases();
        let first = |wrong: &Wrong<Bars>| -> Option<Bars> {
            let fails = |c: &&Bars| (wrong.answer)(1, c) != Hdu3544::oracle(1, c);
            cases.iter().find(fails).cloned()
        };
        let found: Vec<Option<Bars>> = Hdu3544::wrong_solutions().iter().map(first).collect();
        // 1 × 1: no move, total 0, Bob. 3 × 2: two cuts for Alice, one for Bob, worth 0. 4 × 3:
        // 4 / 3 − 1 = 0, but it is worth ⌊4 / 2⌋ − 1 = 1, Alice's (before it, sides of 1, 2 or
        // a power of two divide the same either way, and 3 × 4 is Bob's either way: 0 or −1).
        // The 32-bit totals are right on every small case: only judge-sized cases catch them.
        assert_eq!(
            found,
            [
                Some(vec![(1, 1)]),
                Some(vec![(3, 2)]),
                Some(vec![(4, 3)]),
                None
            ]
        );
    }

    #[test]
    fn folding_keeps_both_totals_on_fewer_bars() {
        // Alice: 5 × 1 is 4, 3 × 1 is 2, 9 × 2 halves to 4 × 1, 3: 9 in all; Bob: 1 × 4 is 3;
        // 2 × 2 is worth nothing.
        let bars = vec![(5, 1), (3, 1), (9, 2), (1, 4), (2, 2)];
        assert_eq!(folded(&bars), Some(vec![(10, 1), (1, 4)]));
        // Already folded: 2 · (10^9 − 1) + (10^9 − 2) for Alice, 2 for Bob.
        let big = vec![(MAX_SIDE, 1), (MAX_SIDE, 1), (MAX_SIDE - 1, 1), (1, 3)];
        assert_eq!(
            folded(&big),
            Some(vec![
                (MAX_SIDE, 1),
                (MAX_SIDE, 1),
                (MAX_SIDE - 1, 1),
                (1, 3)
            ])
        );
        assert_eq!(folded(&[(2, 2), (1, 1)]), None);
        let shrunk = Hdu3544::shrink(&bars);
        assert_eq!(shrunk[0], [(10, 1), (1, 4)]);
    }

    #[test]
    fn a_long_lopsided_case_passes_2_to_the_31() {
        let bars = vec![(MAX_SIDE, 1); 3];
        let wrong = &Hdu3544::wrong_solutions()[3];
        assert_eq!((wrong.answer)(1, &bars), "Case 1: Bob\n");
        let (alice, bob) = totals(&bars, 0u64, |t, v| t + v);
        assert_eq!((alice, bob), (3 * (MAX_SIDE - 1), 0));
    }
}
