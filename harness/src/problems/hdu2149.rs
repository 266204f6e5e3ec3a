//! HDU 2149: Public Sale. The oracle plays the auction from its rules: a position is the price
//! still to go (and the largest raise), a bid raises the price by 1 to N, and reaching the price
//! ends the game; each first bid is judged by searching the position it leaves.

use super::piles::shrink_pair;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu2149.
pub struct Hdu2149;

/// A position: the price still to go before the land is bought (0: the last bid bought it), and
/// the largest raise N.
type Position = (u64, u64);
type AuctionSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The rules: with `left > 0` still to go, a bid raises the price by `k ∈ 1..=n`, leaving
/// `left − k` to go, or nothing if the bid reaches the price (every `k ≥ left` does: one option).
/// With nothing left the land is sold: the player to move has lost.
fn options(&(left, n): &Position) -> Vec<Position> {
    (1..=n.min(left)).map(|k| (left - k, n)).collect()
}

thread_local! {
    /// One memo per thread, shared by every oracle call: each (price to go, N) is searched once.
    static AUCTION: RefCell<AuctionSearch> =
        RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

/// Every first bid `b ∈ 1..=n` after which the opponent, to move with `m − b` still to go (or
/// nothing), loses: by search.
fn oracle_bids(m: u64, n: u64) -> Vec<u64> {
    AUCTION.with(|search| {
        let mut search = search.borrow_mut();
        (1..=n)
            .filter(|&b| {
                let left = (m.saturating_sub(b), n);
                !search.wins(&left).expect("every bid raises the price")
            })
            .collect()
    })
}

fn answer(bids: &[u64]) -> String {
    if bids.is_empty() {
        "none\n".to_string()
    } else {
        format!("{}\n", bids.iter().join(" "))
    }
}

impl Game for Hdu2149 {
    type Case = (u64, u64);
    const ID: &'static str = "hdu2149";
    const SOLVE: SolveFn = |input, out| hdu2149::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[(u64, u64)]) -> String {
        cases.iter().map(|(m, n)| format!("{m} {n}\n")).collect()
    }

    fn validate(&(m, n): &(u64, u64)) -> Result<(), String> {
        within("M", m, 1..=hdu2149::JUDGE_MAX)?;
        within("N", n, 1..=hdu2149::JUDGE_MAX)
    }

    fn oracle(_: usize, &(m, n): &(u64, u64)) -> String {
        answer(&oracle_bids(m, n))
    }

    fn small_cases() -> Vec<(u64, u64)> {
        (1..=30).cartesian_product(1..=30).collect()
    }

    fn random_case(rng: &mut Rng) -> (u64, u64) {
        // The search of a new N costs about Σ min(left, N) options over the prices to go, at
        // most M · N: keep large N rare and large lists (M ≤ N costs M²/2) at M ≤ 300.
        let max = hdu2149::JUDGE_MAX;
        let n = match rng.below(8) {
            0..=3 => rng.range(1, 30),
            4..=6 => rng.range(31, 300),
            _ => rng.range(301, max),
        };
        let m = match rng.below(3) {
            // M ≤ N: the whole list from M to N.
            0 => rng.range(1, n.min(300)),
            // Next to a multiple of N + 1: `none` and its neighbours.
            1 => {
                let rounds = rng.range(1, (max / (n + 1)).max(1));
                (rounds * (n + 1) + rng.range(0, 2) - 1).min(max)
            }
            _ => rng.range(1, max),
        };
        (m, n)
    }

    /// The oracle searches any M and N of the judge's range (both below 1100), and the random
    /// cases draw them over all of it (N up to 1099, M up to 1099 and next to multiples of
    /// N + 1): a judge-sized case is a random one.
    fn judge_sized_case(rng: &mut Rng) -> (u64, u64) {
        Self::random_case(rng)
    }

    /// `M N` pairs to the end of the input. O(tokens).
    fn parse(input: &str) -> Option<Vec<(u64, u64)>> {
        Tokens::new(input).until_end(|t| Some((t.value()?, t.value()?)))
    }

    /// M and N each made smaller ([`smaller_values`](super::piles::smaller_values)), both
    /// lowered together (their difference kept: M ≤ N stays a list), or both made the smaller
    /// ([`shrink_pair`]).
    fn shrink(&case: &(u64, u64)) -> Vec<(u64, u64)> {
        shrink_pair(case, 1)
    }

    fn wrong_solutions() -> Vec<Wrong<(u64, u64)>> {
        vec![
            Wrong {
                name: "M ≤ N prints only the bid M",
                answer: |_, &(m, n)| {
                    let bid = if m <= n { m } else { m % (n + 1) };
                    answer(&[bid][..usize::from(bid != 0)])
                },
            },
            Wrong {
                name: "period N instead of N + 1 (bid M mod N)",
                answer: |_, &(m, n)| {
                    if m <= n {
                        answer(&(m..=n).collect_vec())
                    } else {
                        answer(&[m % n][..usize::from(m % n != 0)])
                    }
                },
            },
            Wrong {
                name: "a space after every bid (trailing space)",
                answer: |_, &(m, n)| match hdu2149::winning_bids(m, n) {
                    None => "none\n".to_string(),
                    Some(bids) => bids.map(|b| format!("{b} ")).collect::<String>() + "\n",
                },
            },
        ]
    }

    /// Output-heavy: a case lists up to 1099 bids (about 5 KB), so the assumed count is 10,000
    /// cases (about 12 MB out, the judge gives no count), one in ten the longest list
    /// `1 1099`, the rest uniform (half of them M ≤ N, a list).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let max = hdu2149::JUDGE_MAX;
        let what = format!("M, N in 1..={max} (judge max), 1 in 10 the list 1..={max}");
        per_line(
            Self::ID,
            s.pick(10_000, 100),
            &what,
            Framing::ToEnd,
            move |t, r| {
                if r.chance(1, 10) {
                    t.line(&[1, max]);
                } else {
                    t.line(&[r.range(1, max), r.range(1, max)]);
                }
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_on_hand_derived_cases() {
        // The sample.
        assert_eq!(Hdu2149::oracle(1, &(4, 2)), "1\n");
        assert_eq!(Hdu2149::oracle(2, &(3, 2)), "none\n");
        assert_eq!(Hdu2149::oracle(3, &(3, 5)), "3 4 5\n");
        // N = 1: Lele reaches M iff M is odd.
        assert_eq!(Hdu2149::oracle(1, &(2, 1)), "none\n");
        assert_eq!(Hdu2149::oracle(1, &(7, 1)), "1\n");
        // 10 with raises up to 3: bid 2, then make each round add 4.
        assert_eq!(Hdu2149::oracle(1, &(10, 3)), "2\n");
        assert_eq!(Hdu2149::oracle(1, &(12, 3)), "none\n");
    }
}
