//! HDU 1847 Good Luck in CET-4 Everybody!: `n` cards, a move takes a power of two.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{uniform_numbers, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of hdu1847.
pub struct Hdu1847;

/// The judge's largest `n`.
const MAX_N: u64 = 1000;

type CardSearch = Search<u64, fn(&u64) -> Vec<u64>>;

/// The rules: from `n` cards a move takes `2^k ≤ n` cards; with no card left the player to move
/// has lost.
fn options(&n: &u64) -> Vec<u64> {
    (0..64)
        .map(|k| 1u64 << k)
        .take_while(|&take| take <= n)
        .map(|take| n - take)
        .collect()
}

thread_local! {
    /// One memo per thread, shared by every call: each pile is searched once.
    static CARDS: RefCell<CardSearch> = RefCell::new(Search::new(options as fn(&u64) -> Vec<u64>));
}

fn answer(kiki: bool) -> String {
    if kiki { "Kiki\n" } else { "Cici\n" }.to_string()
}

impl Game for Hdu1847 {
    type Case = u64;
    const ID: &'static str = "hdu1847";
    const SOLVE: SolveFn = |input, out| hdu1847::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[u64]) -> String {
        cases.iter().map(|n| format!("{n}\n")).collect()
    }

    fn validate(&n: &u64) -> Result<(), String> {
        within("n", n, 1..=MAX_N)
    }

    fn oracle(_: usize, &n: &u64) -> String {
        let wins = CARDS
            .with(|search| search.borrow_mut().wins(&n))
            .expect("every move removes a card: no cycles");
        answer(wins)
    }

    fn small_cases() -> Vec<u64> {
        // The whole judge range.
        (1..=MAX_N).collect()
    }

    fn random_case(rng: &mut Rng) -> u64 {
        rng.log_uniform(1, MAX_N)
    }

    /// The oracle's memoised search answers every n of the judge's range (the exhaustive cases
    /// are 1..=1000), so a judge-sized case is a random one.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        Self::random_case(rng)
    }

    /// One n per token, to the end of the input. O(tokens).
    fn parse(input: &str) -> Option<Vec<u64>> {
        Tokens::new(input).until_end(|t| t.value())
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        smaller_values(n, 1)
    }

    fn bench_inputs(s: Scale) -> Vec<Input> {
        uniform_numbers(Self::ID, s, 1, MAX_N, Framing::ToEnd)
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "Kiki iff n is odd (the parity of take-one play)",
                answer: |_, &n| answer(n % 2 == 1),
            },
            Wrong {
                name: "1 = 2^0 forgotten: moves 2, 4, 8, …",
                answer: |_, &n| {
                    let moves: Vec<usize> = (1..10).map(|k| 1 << k).collect();
                    let table = game_core::sg::subtraction_table(&moves, n as usize + 1);
                    answer(table[n as usize] != 0)
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::sg::subtraction_table;

    /// Core's SG table of the subtraction set {1, 2, 4, …, 512} agrees with the closed form
    /// `n mod 3 = 0 ⇔ the mover loses` on the whole judge range.
    #[test]
    fn core_subtraction_table_agrees_with_the_closed_form() {
        let powers: Vec<usize> = (0..10).map(|k| 1 << k).collect();
        assert_eq!(powers.last(), Some(&512));
        let table = subtraction_table(&powers, MAX_N as usize + 1);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(g == 0, n % 3 == 0, "n = {n}");
            assert_eq!(g == 0, !hdu1847::first_player_wins(n as u64), "n = {n}");
        }
    }

    #[test]
    fn the_oracle_on_hand_derived_positions() {
        assert_eq!(Hdu1847::oracle(1, &1), "Kiki\n");
        assert_eq!(Hdu1847::oracle(2, &3), "Cici\n");
        assert_eq!(Hdu1847::oracle(1, &4), "Kiki\n");
        assert_eq!(Hdu1847::oracle(1, &6), "Cici\n");
    }
}
