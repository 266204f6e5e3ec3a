//! HDU 1846 Brave Game: Bash's game, `n` stones, a move takes 1 to `m`.

use super::piles::shrink_pair;
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of hdu1846.
pub struct Hdu1846;

/// The judge's bound on `n` and on `m`.
const MAX_VALUE: u64 = 1000;

/// A position: stones left, largest take.
type Position = (u64, u64);
type BashSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The rules: from `n` stones a move takes `k ∈ 1..=min(m, n)`; with no stone left the player to
/// move has lost (the opponent took the last one).
fn options(&(n, m): &Position) -> Vec<Position> {
    (1..=m.min(n)).map(|k| (n - k, m)).collect()
}

thread_local! {
    /// One memo per thread, shared by every call: each `(n, m)` is searched once.
    static BASH: RefCell<BashSearch> = RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

fn answer(first: bool) -> String {
    if first { "first\n" } else { "second\n" }.to_string()
}

impl Game for Hdu1846 {
    type Case = (u64, u64);
    const ID: &'static str = "hdu1846";
    const SOLVE: SolveFn = |input, out| hdu1846::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu1846::MAX_CASES as usize;

    fn render(cases: &[(u64, u64)]) -> String {
        counted_cases(cases, |(n, m)| format!("{n} {m}\n"))
    }

    fn validate(&(n, m): &(u64, u64)) -> Result<(), String> {
        within("n", n, 1..=MAX_VALUE)?;
        within("m", m, 1..=MAX_VALUE)
    }

    fn oracle(_: usize, &(n, m): &(u64, u64)) -> String {
        let wins = BASH
            .with(|search| search.borrow_mut().wins(&(n, m)))
            .expect("every move removes a stone: no cycles");
        answer(wins)
    }

    fn small_cases() -> Vec<(u64, u64)> {
        (1..=24)
            .flat_map(|n| (1..=24).map(move |m| (n, m)))
            .collect()
    }

    fn random_case(rng: &mut Rng) -> (u64, u64) {
        // The oracle's cost for one m is about n·min(n, m) option lists: keep one of n and m
        // small, and aim at multiples of m + 1 (the losing piles) half the time.
        let (n, m) = match rng.below(3) {
            0 => (rng.range(1, MAX_VALUE), rng.range(1, 12)),
            1 => (rng.range(1, 120), rng.range(1, MAX_VALUE)),
            _ => (rng.log_uniform(1, 400), rng.log_uniform(1, 400)),
        };
        if rng.chance(1, 2) {
            let period = m + 1;
            let multiple = (n / period).max(1) * period;
            let n = (multiple + rng.range(0, 2)).saturating_sub(1);
            return (n.clamp(1, MAX_VALUE), m);
        }
        (n, m)
    }

    /// `n` and `m` anywhere in `1..=1000` together (the random cases keep one of them small),
    /// the maximum often; half the time `n` moved to a multiple of `m + 1` (a loss) when one
    /// fits. The closed form's only arithmetic, `n mod (m + 1)`, stays below 1001.
    fn judge_sized_case(rng: &mut Rng) -> (u64, u64) {
        let (n, m) = (rng.sized(1, MAX_VALUE), rng.sized(1, MAX_VALUE));
        let losing = (n / (m + 1)) * (m + 1);
        if losing > 0 && rng.chance(1, 2) {
            return (losing, m);
        }
        (n, m)
    }

    fn parse(input: &str) -> Option<Vec<(u64, u64)>> {
        Tokens::new(input).counted(|t| Some((t.value()?, t.value()?)))
    }

    fn shrink(&case: &(u64, u64)) -> Vec<(u64, u64)> {
        shrink_pair(case, 1)
    }

    /// The judge's maximum: C = 100 cases of n, m ≤ 1000.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let cases = s.pick(hdu1846::MAX_CASES, 5);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!("C = {cases} (judge max) cases of n, m ≤ {MAX_VALUE}"),
            move |t, r| {
                t.line(&[cases]);
                for _ in 0..cases {
                    t.line(&[r.range(1, MAX_VALUE), r.range(1, MAX_VALUE)]);
                }
            },
        )]
    }

    fn wrong_solutions() -> Vec<Wrong<(u64, u64)>> {
        vec![Wrong {
            name: "period m instead of m + 1 (second iff n % m == 0)",
            answer: |_, &(n, m)| answer(n % m != 0),
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::sg::subtraction_table;

    /// Core's SG table of the subtraction set {1..m} agrees with the closed form
    /// `n mod (m + 1) = 0 ⇔ the mover loses` for every n up to the judge's bound and every m up
    /// to `most_m`.
    fn core_subtraction_table_agrees_with_the_closed_form(most_m: usize) {
        let len = MAX_VALUE as usize + 1;
        for m in 1..=most_m {
            let moves: Vec<usize> = (1..=m).collect();
            let table = subtraction_table(&moves, len);
            for (n, &g) in table.iter().enumerate() {
                assert_eq!(g == 0, n % (m + 1) == 0, "n = {n}, m = {m}");
                assert_eq!(g == 0, !hdu1846::first_player_wins(n as u64, m as u64));
            }
        }
    }

    #[test]
    fn core_subtraction_table_agrees_with_the_closed_form_for_m_up_to_100() {
        core_subtraction_table_agrees_with_the_closed_form(100);
    }

    /// The heavy tier (`.ci/run`): every m the judge allows (seconds, not milliseconds).
    mod heavy {
        #[test]
        #[ignore = "heavy: run by .ci/run via `cargo test --workspace --tests -- --ignored heavy::`"]
        fn core_subtraction_table_agrees_with_the_closed_form_for_every_m() {
            super::core_subtraction_table_agrees_with_the_closed_form(super::MAX_VALUE as usize);
        }
    }

    #[test]
    fn the_oracle_on_hand_derived_positions() {
        assert_eq!(Hdu1846::oracle(1, &(23, 2)), "first\n");
        assert_eq!(Hdu1846::oracle(2, &(4, 3)), "second\n");
        assert_eq!(Hdu1846::oracle(1, &(1, 1)), "first\n");
        assert_eq!(Hdu1846::oracle(1, &(2, 1)), "second\n");
        assert_eq!(Hdu1846::oracle(1, &(10, 4)), "second\n");
    }
}
