//! HDU 3980 Paint Chain: a circle of N beads, each move paints M consecutive unpainted ones,
//! whoever cannot paint loses. The oracle plays the game from its rules, two ways:
//! - circles of at most [`SEARCH_BEADS`] beads are searched whole with `game_core::sg::Search`:
//!   a position is the set of painted beads (a bit mask, taken up to rotation), a move paints any
//!   M consecutive unpainted beads around the circle;
//! - larger ones (up to the judge's 1000) by the rule that every first move leaves a line of
//!   N − M, each line valued by the harness's own mex over where a run starts (the two lines
//!   left are xored): [`line_value`]. The rule is checked against the whole search in the tests,
//!   on every circle up to [`SEARCH_BEADS`] beads.
//!
//! Neither uses core's octal engine, which the crate answers with.

use super::piles::shrink_pair;
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{shuffle, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::mex::mex;
use game_core::sg::Search;
use hdu3980::{Lines, FIRST, MAX_M, MAX_N, SECOND};
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of hdu3980.
pub struct Hdu3980;

/// A case: the beads N and the run painted a move, M.
type Circle = (u64, u64);

/// Circles of at most this many beads are searched whole (at most 2^18 / 18 positions up to
/// rotation, a fraction of a second).
const SEARCH_BEADS: u64 = 18;

/// The longest circle of a random case: its line is valued by [`line_value`].
const RANDOM_BEADS: u64 = 120;

/// A position: beads, run length, and the painted beads (bit `b` for bead `b`).
type Painted = (u8, u8, u32);
type CircleSearch = Search<Painted, fn(&Painted) -> Vec<Painted>>;

/// The same set of painted beads turned to its smallest rotation: one memo entry for every
/// rotation of a position (the game does not change when the circle turns).
fn canonical(n: u8, painted: u32) -> u32 {
    let all = (1u64 << n) - 1;
    let p = u64::from(painted);
    (0..n)
        .map(|r| ((p << r | p >> (n - r)) & all) as u32)
        .min()
        .unwrap_or(0)
}

/// Every move of the rules: paint the `m` beads from bead `s` on, around the circle, when
/// none of them is painted (no move when `m > n`).
fn options(&(n, m, painted): &Painted) -> Vec<Painted> {
    if m > n {
        return Vec::new();
    }
    let run = |s: u8| (0..m).fold(0u32, |r, k| r | 1 << ((s + k) % n));
    (0..n)
        .map(run)
        .filter(|&r| painted & r == 0)
        .map(|r| (n, m, canonical(n, painted | r)))
        .collect()
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<CircleSearch> =
        RefCell::new(Search::new(options as fn(&Painted) -> Vec<Painted>));
    /// The harness's line tables, by (run length, fewest beads a run leaves on each side).
    static LINES: RefCell<HashMap<(usize, usize), Vec<u32>>> = RefCell::new(HashMap::new());
    /// The crate's line values, for the known-wrong solutions.
    static CRATE_LINES: RefCell<Lines> = RefCell::new(Lines::new());
}

/// Whether the first player wins the empty circle, searched whole (`n ≤ 32`).
fn searched(n: u64, m: u64) -> bool {
    let start = (n as u8, m.min(u64::from(u8::MAX)) as u8, 0);
    SEARCH
        .with(|search| search.borrow_mut().wins(&start))
        .expect("every move paints a bead: the game ends")
}

/// The value of a line of `len` unpainted beads where a move paints `m` of them and must leave
/// at least `side` beads on each side (0: the rules), by the mex over where the run starts of
/// the xor of the two lines left. Tables kept per (m, side), extended on demand.
fn line_value(m: usize, side: usize, len: usize) -> u32 {
    LINES.with(|lines| {
        let mut lines = lines.borrow_mut();
        let g = lines.entry((m, side)).or_default();
        while g.len() <= len {
            let l = g.len();
            let starts = side..(l + 1).saturating_sub(m + side);
            let value = mex(starts.map(|i| (g[i] ^ g[l - m - i]) as usize)) as u32;
            g.push(value);
        }
        g[len]
    })
}

/// The crate's value of a line (for the known-wrong solutions).
fn crate_line(m: u64, len: u64) -> u32 {
    CRATE_LINES.with(|lines| lines.borrow_mut().value(m as usize, len as usize))
}

fn answer(index: usize, first_wins: bool) -> String {
    let winner = if first_wins { FIRST } else { SECOND };
    format!("Case #{index}: {winner}\n")
}

impl Game for Hdu3980 {
    type Case = Circle;
    const ID: &'static str = "hdu3980";
    const SOLVE: SolveFn = |input, out| hdu3980::solve(input, out);
    // 1000 ms and 32 MB: assumed, HDU's usual (the problem page's header was not found).
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    /// The judge gives no bound on T: 1000 assumed (every M once).
    const MAX_CASES: usize = 1000;

    fn render(cases: &[Circle]) -> String {
        counted_cases(cases, |(n, m)| format!("{n} {m}\n"))
    }

    fn validate(&(n, m): &Circle) -> Result<(), String> {
        within("N", n, 1..=MAX_N)?;
        within("M", m, 1..=MAX_M)
    }

    fn oracle(index: usize, &(n, m): &Circle) -> String {
        if n <= SEARCH_BEADS {
            answer(index, searched(n, m))
        } else {
            answer(
                index,
                n >= m && line_value(m as usize, 0, (n - m) as usize) == 0,
            )
        }
    }

    /// Every circle of 1 to 14 beads with every run of 1 to 15.
    fn small_cases() -> Vec<Circle> {
        (1..=14)
            .flat_map(|n| (1..=15).map(move |m| (n, m)))
            .collect()
    }

    /// Half the time a circle the search plays whole (up to [`SEARCH_BEADS`]), else up to
    /// [`RANDOM_BEADS`]; the run up to a few beads past the circle.
    fn random_case(rng: &mut Rng) -> Circle {
        let n = if rng.chance(1, 2) {
            rng.range(1, SEARCH_BEADS)
        } else {
            rng.range(1, RANDOM_BEADS)
        };
        let m = if rng.chance(1, 8) {
            rng.range(n, n + 3)
        } else {
            rng.log_uniform(1, n)
        };
        (n, m)
    }

    /// N over the judge's whole range (1000 often); M small (a long line left) or anywhere in
    /// the judge's range.
    fn judge_sized_case(rng: &mut Rng) -> Circle {
        let n = rng.sized(1, MAX_N);
        let m = if rng.chance(1, 2) {
            rng.log_uniform(1, n)
        } else {
            rng.sized(1, MAX_M)
        };
        (n, m)
    }

    fn parse(input: &str) -> Option<Vec<Circle>> {
        Tokens::new(input).counted(|t| Some((t.value()?, t.value()?)))
    }

    fn shrink(&case: &Circle) -> Vec<Circle> {
        shrink_pair(case, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<Circle>> {
        vec![
            Wrong {
                name: "the circle valued as a line of N (no first move taken out)",
                answer: |index, &(n, m)| answer(index, crate_line(m, n) != 0),
            },
            Wrong {
                name: "N < M read as the line of a negative length, worth 0: the first player wins",
                answer: |index, &(n, m)| answer(index, n < m || crate_line(m, n - m) == 0),
            },
            Wrong {
                name: "parity of the runs that fit, N / M: the first player wins iff it is odd",
                answer: |index, &(n, m)| answer(index, (n / m) % 2 == 1),
            },
            Wrong {
                name: "a run must leave at least one bead on each side of a line",
                answer: |index, &(n, m)| {
                    let value = |len: u64| line_value(m as usize, 1, len as usize);
                    answer(index, n >= m && value(n - m) == 0)
                },
            },
            Wrong {
                name: "a table of 512 line values: longer lines read as 0",
                answer: |index, &(n, m)| {
                    let value = |len: u64| if len < 512 { crate_line(m, len) } else { 0 };
                    answer(index, n >= m && value(n - m) == 0)
                },
            },
        ]
    }

    /// Every M from 1 to 1000 once, shuffled, each with N = 1000 (the longest line of every
    /// run length: every table built to its end; 1000 cases assumed, the judge gives no T); and
    /// one circle of 1000 beads painted one at a time (the longest table the judge can ask for,
    /// alone: `harness judge` holds a program to it, so it stays within the judge's range).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_N, 30);
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!(
                    "T = {n} (count assumed): every M from 1 to {n}, each with N = {n} (judge max)"
                ),
                move |text, rng| {
                    let mut runs: Vec<u64> = (1..=n).collect();
                    shuffle(&mut runs, rng);
                    text.line(&[n]);
                    for m in runs {
                        text.line(&[n, m]);
                    }
                },
            )
            .assumed(),
            Input::new(
                Self::ID,
                Kind::Table,
                format!("N = {n} (judge max), M = 1: the longest line, one case"),
                move |text, _| {
                    text.line(&[1]);
                    text.line(&[n, 1]);
                },
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample_and_the_rules_by_hand() {
        assert_eq!(Hdu3980::oracle(1, &(3, 1)), "Case #1: aekdycoin\n");
        assert_eq!(Hdu3980::oracle(2, &(4, 2)), "Case #2: abcdxyzk\n");
        assert_eq!(canonical(5, 0b10100), 0b00101);
        // Runs of 3 on 5 beads with bead 2 painted: from bead 3 (3, 4, 0) or, wrapping, from
        // bead 4 (4, 0, 1); both leave one bead unpainted, four in a row up to rotation.
        assert_eq!(options(&(5, 3, 0)).len(), 5);
        assert_eq!(
            options(&(5, 3, 0b00100)),
            [(5, 3, 0b01111), (5, 3, 0b01111)]
        );
        assert!(options(&(3, 4, 0)).is_empty());
        // Runs painted one bead at a time: the first player wins iff n is odd.
        for n in 1..=12 {
            assert_eq!(searched(n, 1), n % 2 == 1, "{n}");
        }
    }

    #[test]
    fn a_first_move_leaves_a_line_of_n_minus_m_for_every_circle_searched() {
        for n in 1..=SEARCH_BEADS {
            for m in 1..=n + 1 {
                let by_lines = n >= m && line_value(m as usize, 0, (n - m) as usize) == 0;
                assert_eq!(searched(n, m), by_lines, "n = {n}, m = {m}");
            }
        }
    }

    #[test]
    fn the_harness_lines_are_dawson_and_kayles_like() {
        // m = 2 is Dawson's Kayles (0.07); m = 1 is 0.7, worth the parity.
        let dawson: Vec<u32> = (0..12).map(|l| line_value(2, 0, l)).collect();
        assert_eq!(dawson, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
        assert!((0..50).all(|l| line_value(1, 0, l) == (l % 2) as u32));
    }

    #[test]
    fn where_each_wrong_solution_is_first_caught() {
        let cases = Hdu3980::small_cases();
        let first = |wrong: &Wrong<Circle>| -> Option<Circle> {
            let fails = |c: &&Circle| (wrong.answer)(1, c) != Hdu3980::oracle(1, c);
            cases.iter().find(fails).copied()
        };
        let found: Vec<Option<Circle>> = Hdu3980::wrong_solutions().iter().map(first).collect();
        // Circles of 4 with runs of 2 leave a line of 2, worth 1 (lost); as a line of 4 (0.07,
        // worth 2) won. Smaller circles: the line of n and of n − m agree in winning or losing.
        // One bead with runs of 2: no move, lost. 6 beads with runs of 2: 6 / 2 = 3 runs fit,
        // odd, but the line of 4 is worth 2 (lost); 5 / 2 = 2 and 4 / 2 = 2 are even and
        // those circles are lost too. Two beads painted one at a time leave a line of 1, worth
        // 1 (lost), where a run must leave a bead each side has no move (won). The table of
        // 512 is right on every small case: only judge-sized cases catch it.
        assert_eq!(
            found,
            [Some((4, 2)), Some((1, 2)), Some((6, 2)), Some((2, 1)), None]
        );
    }
}
