//! HDU 2177 取(2堆)石子游戏: Wythoff's game, every winning first move listed.
//!
//! The oracle lists every move of the rules from (a, b) (each pile lowered alone, both lowered
//! by the same amount) and keeps those that leave a losing position, decided by poj1067's search
//! of the game tree; then prints them in the order the statement fixes (the equal take first)
//! and the convention the crate's README gives (the one-pile positions distinct, by increasing
//! x; the equal take even when a one-pile move leaves the same position). Its reach: piles up
//! to [`SEARCH_BOUND`]; the judge-sized cases (piles to 10^6) are answered by the crate's proven
//! solve.

use super::piles::shrink_pair;
use super::poj1067::wins_by_search;
use crate::game::{within, Answers, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::reply::Reply;
use crate::rng::Rng;
use game_core::wythoff::partner;
use hdu2177::MAX_PILE;
use itertools::Itertools;

/// The registration of hdu2177.
pub struct Hdu2177;

type Pair = (u64, u64);

/// Piles up to this are answered by the oracle's search.
const SEARCH_BOUND: u64 = 60;

/// The positions a player leaves from (a, b), a ≤ b, by winning moves: the equal takes' and the
/// one-pile moves' (each sorted, smaller pile first), from every move of the rules.
fn winning_moves_by_search((a, b): Pair) -> (Vec<Pair>, Vec<Pair>) {
    let loses = |(x, y): Pair| !wins_by_search(x, y);
    let equal: Vec<Pair> = (1..=a)
        .map(|t| (a - t, b - t))
        .filter(|&p| loses(p))
        .collect();
    let one_pile: Vec<Pair> = (0..a)
        .map(|x| (x, b))
        .chain((0..b).map(|y| (a.min(y), a.max(y))))
        .filter(|&p| loses(p))
        .sorted()
        .dedup()
        .collect();
    (equal, one_pile)
}

/// The answer text: `0`, or `1` and one line a position.
fn text(moves: &[Pair]) -> String {
    if moves.is_empty() {
        return "0\n".into();
    }
    let mut text = String::from("1\n");
    for (x, y) in moves {
        text += &format!("{x} {y}\n");
    }
    text
}

/// The crate's three winning moves (for the wrong solutions, which reorder or drop them): the
/// equal take, the larger pile lowered to a's partner, the smaller pile lowered to b's
/// partner; each `None` where that move does not win (all of them from a losing position).
fn closed_form_moves((a, b): Pair) -> [Option<Pair>; 3] {
    hdu2177::winning_moves(a, b).unwrap_or([None; 3])
}

/// The winning moves from (a, b), as [`winning_moves_by_search`] gives them: by the search
/// within its reach, past it by the crate's closed form (proven equal to the search there,
/// `the_closed_forms_agree_with_the_search`).
fn winning_moves((a, b): Pair) -> (Vec<Pair>, Vec<Pair>) {
    if b <= SEARCH_BOUND {
        return winning_moves_by_search((a, b));
    }
    let [equal, larger, smaller] = closed_form_moves((a, b));
    let one_pile = [larger, smaller].into_iter().flatten().sorted().dedup();
    (equal.into_iter().collect(), one_pile.collect())
}

/// The judge's reading of one answer: the statement fixes only that the equal take comes
/// first, so the one-pile moves may come in any order (three of the four accepted programs
/// found list the smaller pile's first). Every winning move, each once, and nothing else.
fn in_any_order(_: usize, &(a, b): &Pair, reply: &mut Reply<'_>) -> Result<(), String> {
    let (equal, mut one_pile) = winning_moves((a, b));
    let wins = !(equal.is_empty() && one_pile.is_empty());
    match (reply.value::<u8>("0 or 1")?, wins) {
        (0, false) => return Ok(()),
        (1, true) => {}
        (0, true) => return Err(format!("({a}, {b}) is a win: 0 says it loses")),
        (1, false) => return Err(format!("({a}, {b}) loses: 1 says it wins")),
        (other, _) => return Err(format!("expected 0 or 1, found {other}")),
    }
    let mut next =
        |what: &str| -> Result<Pair, String> { Ok((reply.value(what)?, reply.value(what)?)) };
    if let Some(&take) = equal.first() {
        let got = next("the equal take")?;
        if got != take {
            return Err(format!(
                "the equal take {} {} comes first (the statement), found {} {}",
                take.0, take.1, got.0, got.1
            ));
        }
    }
    while !one_pile.is_empty() {
        let got = next("a one-pile move")?;
        let Some(at) = one_pile.iter().position(|&m| m == got) else {
            return Err(format!(
                "{} {} is not a winning one-pile move from ({a}, {b}) left to list",
                got.0, got.1
            ));
        };
        one_pile.remove(at);
    }
    Ok(())
}

/// Piles near the losing pairs: the interesting answers (zero, one, two or three moves).
fn near_a_losing_pair(rng: &mut Rng, most: u64) -> Pair {
    let a = rng.log_uniform(0, most * 3 / 8);
    let b = partner(a).expect("within range");
    let (a, b) = (a.min(b), a.max(b));
    let (da, db) = (rng.range(0, 3), rng.range(0, 3));
    let pair = (a + da, (b + db).min(most));
    let pair = (pair.0.min(pair.1), pair.0.max(pair.1));
    if pair == (0, 0) {
        (0, 1)
    } else {
        pair
    }
}

impl Game for Hdu2177 {
    type Case = Pair;
    const ID: &'static str = "hdu2177";
    const SOLVE: SolveFn = |input, out| hdu2177::solve(input, out);
    // HDU's page: 3000/1000 MS (Java/Others), 32768/32768 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    // The statement fixes the equal take first, and no order of the one-pile moves.
    const JUDGE_ANSWERS: Answers<Pair> = Answers::Checked(in_any_order);
    // The statement gives no count ("several lines").
    const MAX_CASES: usize = 1000;

    fn render(cases: &[Pair]) -> String {
        let mut text: String = cases.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
        text += "0 0\n";
        text
    }

    fn validate(&(a, b): &Pair) -> Result<(), String> {
        within("b", b, 1..=MAX_PILE)?;
        within("a", a, 0..=b)
    }

    fn oracle(_: usize, &pair: &Pair) -> String {
        let (equal, one_pile) = winning_moves_by_search(pair);
        // At most one equal take wins (two would leave two losing pairs with one difference).
        assert!(equal.len() <= 1, "{pair:?}: {equal:?}");
        text(&[equal, one_pile].concat())
    }

    fn small_cases() -> Vec<Pair> {
        (0..=25u64)
            .flat_map(|b| (0..=b).map(move |a| (a, b)))
            .filter(|&pair| pair != (0, 0))
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Pair {
        if rng.chance(1, 2) {
            near_a_losing_pair(rng, SEARCH_BOUND)
        } else {
            let b = rng.range(1, SEARCH_BOUND);
            (rng.range(0, b), b)
        }
    }

    fn judge_sized_case(rng: &mut Rng) -> Pair {
        match rng.below(3) {
            0 => near_a_losing_pair(rng, MAX_PILE),
            1 => (MAX_PILE - rng.range(0, 2), MAX_PILE),
            _ => {
                let b = rng.log_uniform(1, MAX_PILE);
                (rng.range(0, b), b)
            }
        }
    }

    fn parse(input: &str) -> Option<Vec<Pair>> {
        let mut tokens = Tokens::new(input);
        let mut cases = Vec::new();
        while !tokens.is_done() {
            match (tokens.value()?, tokens.value()?) {
                (0, 0) => break,
                pair => cases.push(pair),
            }
        }
        Some(cases)
    }

    fn shrink(&pair: &Pair) -> Vec<Pair> {
        shrink_pair(pair, 0)
            .into_iter()
            .map(|(x, y)| (x.min(y), x.max(y)))
            .filter(|&p| p != (0, 0) && p != pair)
            .unique()
            .collect()
    }

    /// Pairs up to 10^6, half of them next to a losing pair (two or three winning moves).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = "pairs a ≤ b ≤ 10^6, half of them next to a losing pair";
        per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            what,
            Framing::Terminated(&[0, 0]),
            |t, r| {
                let (a, b) = if r.chance(1, 2) {
                    near_a_losing_pair(r, MAX_PILE)
                } else {
                    let b = r.range(1, MAX_PILE);
                    (r.range(0, b), b)
                };
                t.line(&[a, b]);
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Pair>> {
        vec![
            Wrong {
                name: "drops a line that repeats the equal take's (an accepted 2012 submission)",
                answer: |_, &pair| {
                    let [equal, larger, smaller] = closed_form_moves(pair);
                    let one_pile = [larger, smaller].into_iter().flatten().sorted().dedup();
                    text(&equal.into_iter().chain(one_pile).unique().collect_vec())
                },
            },
            Wrong {
                name: "never lowers the smaller pile (misses (5, 7) → (4, 7))",
                answer: |_, &pair| {
                    let [equal, larger, _] = closed_form_moves(pair);
                    text(&[equal, larger].into_iter().flatten().collect_vec())
                },
            },
            Wrong {
                name: "the smaller pile's move before the larger pile's",
                answer: |_, &pair| {
                    let [equal, larger, smaller] = closed_form_moves(pair);
                    let one_pile = [smaller, larger].into_iter().flatten().unique();
                    text(&equal.into_iter().chain(one_pile).collect_vec())
                },
            },
            Wrong {
                name: "a table of partners only up to 2^17 (piles past it get no one-pile move)",
                answer: |_, &pair| {
                    let [equal, larger, smaller] = closed_form_moves(pair);
                    let within = |p: &Pair| p.1 < 1 << 17;
                    let one_pile = [larger, smaller].into_iter().flatten().filter(within);
                    text(
                        &equal
                            .into_iter()
                            .chain(one_pile.sorted().dedup())
                            .collect_vec(),
                    )
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_lists_the_samples_moves() {
        assert_eq!(Hdu2177::oracle(0, &(5, 8)), "1\n4 7\n3 5\n");
        assert_eq!(Hdu2177::oracle(0, &(2, 2)), "1\n0 0\n1 2\n");
        assert_eq!(Hdu2177::oracle(0, &(4, 7)), "0\n");
        // The convention: the equal take listed even when a one-pile move repeats it.
        assert_eq!(Hdu2177::oracle(0, &(5, 7)), "1\n3 5\n3 5\n4 7\n");
    }

    #[test]
    fn the_judge_accepts_the_one_pile_moves_in_any_order_and_nothing_else() {
        let judged =
            |output: &str| crate::reply::check_all(in_any_order, &[(5, 7), (4, 7), (1, 2)], output);
        // (5, 7): the equal take to (3, 5), then (3, 5) and (4, 7) by one pile (the README);
        // (4, 7) loses.
        let right = format!(
            "{}{}{}",
            Hdu2177::oracle(1, &(5, 7)),
            Hdu2177::oracle(2, &(4, 7)),
            Hdu2177::oracle(3, &(1, 2))
        );
        assert_eq!(judged(&right), Ok(()));
        let swapped = right.replacen("3 5\n4 7\n", "4 7\n3 5\n", 1);
        assert_ne!(swapped, right);
        assert_eq!(judged(&swapped), Ok(()));
        // The equal take must come first; no move may be missing or repeated.
        assert!(judged(&right.replacen("3 5\n3 5\n4 7\n", "3 5\n4 7\n3 5\n", 1)).is_ok());
        assert!(judged(&right.replacen("1\n3 5\n3 5\n4 7\n", "1\n4 7\n3 5\n3 5\n", 1)).is_err());
        assert!(judged(&right.replacen("3 5\n3 5\n4 7\n", "3 5\n4 7\n4 7\n", 1)).is_err());
        assert!(judged(&right.replacen("3 5\n3 5\n4 7\n", "3 5\n3 5\n", 1)).is_err());
    }

    #[test]
    fn the_closed_forms_agree_with_the_search() {
        for b in 0..=40 {
            for a in 0..=b {
                let (equal, one_pile) = winning_moves_by_search((a, b));
                let [e, larger, smaller] = closed_form_moves((a, b));
                assert_eq!(equal, e.into_iter().collect_vec(), "({a}, {b})");
                let closed = [larger, smaller].into_iter().flatten().sorted().dedup();
                assert_eq!(one_pile, closed.collect_vec(), "({a}, {b})");
            }
        }
    }
}
