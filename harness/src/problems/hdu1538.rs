//! HDU 1538 A Puzzle for Pirates: n pirates share m gold pieces by proposals of the fiercest,
//! passed by at least half of the votes; print the least gold pirate p is sure of, or `Thrown`.
//!
//! The oracle plays the rules by backward induction over the number of pirates left, keeping
//! for every pirate the SET of outcomes (gold amounts, or thrown) over all the optimal choices
//! of the proposers. A voter takes a sure offer over an unsure fallback when the offer beats the
//! fallback's worst case ("a bird in the hand"), and votes against when it only ties it (he
//! would rather see the proposer thrown); a pirate who would be thrown if the proposal fails
//! votes for anything. A proposer keeps the most he can among the proposals that pass: an
//! optimal proposal pays each voter it buys exactly his price (the least offer that wins his
//! vote, found by a binary search over the offers 0..=m of his voting rule) and nobody else
//! anything, so the optimal proposals are the cheapest sets of enough bought votes, found by a
//! knapsack over the prices (every pirate with and without his vote bought). No powers of two, no
//! parity. A test checks this against every division of the gold, tried one by one, for up to 7
//! pirates and 4 pieces, and another shows that valuing a fallback at its best case instead
//! prints the same answers. Its reach: up to [`MOST_PIRATES`] pirates with any m (cases with
//! n ≤ 24 and m ≤ 10 exhaustively); judge-sized cases (10^4 pirates, 10^7 pieces) are answered by
//! the crate's proven closed form.

use super::piles::smaller_values;
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use hdu1538::{MAX_GOLD, MAX_PIRATES, MIN_GOLD};
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};

/// The registration of hdu1538.
pub struct Hdu1538;

/// A case: n pirates, m gold pieces, the pirate p asked about.
type Case = (u64, u64, u64);

/// The most pirates of a random case (the oracle's reach: it costs about n^4/8 steps).
const MOST_PIRATES: u64 = 30;
/// The most gold pieces of the exhaustive cases.
const SMALL_GOLD: u64 = 10;
/// The most pirates of the exhaustive cases.
const SMALL_PIRATES: u64 = 24;

/// What a pirate may end the game with, over every optimal choice of the proposers.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Outcome {
    /// He proposes and is voted down.
    Thrown,
    /// He survives with one of these amounts, depending on the proposers' choices.
    Gold(BTreeSet<u64>),
}

/// How many of k votes pass a proposal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Majority {
    /// The statement's "50 percent or more".
    AtLeastHalf,
    /// A classic misreading: more than half.
    MoreThanHalf,
}

/// How a voter weighs a fallback he is not sure of against a sure offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Valuation {
    /// At its worst case: a sure offer above it wins his vote (the statement's "bird in hand").
    WorstCase,
    /// At its best case: only an offer above every possible fallback wins his vote (a test
    /// shows it prints the same answers).
    #[cfg(test)]
    BestCase,
}

/// The rules a table of outcomes is played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Rules {
    majority: Majority,
    valuation: Valuation,
}

/// The statement's rules.
const RULES: Rules = Rules {
    majority: Majority::AtLeastHalf,
    valuation: Valuation::WorstCase,
};

/// Whether `yes` votes of `k` pass a proposal.
fn passes(yes: usize, k: usize, majority: Majority) -> bool {
    match majority {
        Majority::AtLeastHalf => 2 * yes >= k,
        Majority::MoreThanHalf => 2 * yes > k,
    }
}

/// Whether a pirate votes for a proposal offering him `offer`, if `fallback` is what he ends
/// with when it fails: to survive he votes for anything; else for gold above the fallback's
/// worst (or best) case, and against a tie, to see the proposer thrown.
fn votes_yes(offer: u64, fallback: &Outcome, valuation: Valuation) -> bool {
    match fallback {
        Outcome::Thrown => true,
        Outcome::Gold(amounts) => {
            let weighed = match valuation {
                Valuation::WorstCase => amounts.first(),
                #[cfg(test)]
                Valuation::BestCase => amounts.last(),
            };
            offer > *weighed.expect("a survivor has some amount")
        }
    }
}

/// The least offer in `0..=m` that wins the vote of a pirate whose fallback is `fallback`, or
/// `None` if no offer does: a binary search, since more gold never loses a vote.
fn price(fallback: &Outcome, m: u64, valuation: Valuation) -> Option<u64> {
    if !votes_yes(m, fallback, valuation) {
        return None;
    }
    let (mut low, mut high) = (0, m);
    while low < high {
        let mid = low + (high - low) / 2;
        if votes_yes(mid, fallback, valuation) {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    Some(low)
}

/// The least total price of `need` votes bought among `prices`, leaving out pirate `skip`
/// (`None` if too few can be bought): a knapsack over the number of votes. O(len · need).
fn cheapest(prices: &[Option<u64>], skip: usize, need: usize) -> Option<u128> {
    let mut best: Vec<Option<u128>> = vec![None; need + 1];
    best[0] = Some(0);
    for (i, price) in prices.iter().enumerate() {
        let Some(price) = *price else { continue };
        if i == skip {
            continue;
        }
        for votes in (1..=need).rev() {
            if let Some(before) = best[votes - 1] {
                let total = before + u128::from(price);
                best[votes] = Some(best[votes].map_or(total, |b| b.min(total)));
            }
        }
    }
    best[need]
}

/// The outcomes of the game of `previous.len() + 1` pirates, from those of one pirate fewer
/// (what each voter gets if the new proposer is thrown).
fn next_round(previous: &[Outcome], m: u64, rules: Rules) -> Vec<Outcome> {
    let k = previous.len() + 1;
    let prices: Vec<Option<u64>> = previous
        .iter()
        .map(|fallback| price(fallback, m, rules.valuation))
        .collect();
    // The proposer's own vote is yes.
    let need = (0..k)
        .find(|&bought| passes(bought + 1, k, rules.majority))
        .expect("k votes pass");
    let cost = cheapest(&prices, usize::MAX, need).filter(|&c| c <= u128::from(m));
    let Some(cost) = cost else {
        let mut outcomes = previous.to_vec();
        outcomes.push(Outcome::Thrown);
        return outcomes;
    };
    let mut outcomes: Vec<Outcome> = (0..k - 1)
        .map(|i| Outcome::Gold(amounts_of_voter(&prices, i, need, cost)))
        .collect();
    let kept = u64::try_from(u128::from(m) - cost).expect("at most m");
    outcomes.push(Outcome::Gold(BTreeSet::from([kept])));
    outcomes
}

/// What voter `i` may get over the cheapest proposals that buy `need` votes for `cost`:
/// nothing if one leaves him out, his price if one buys him.
fn amounts_of_voter(prices: &[Option<u64>], i: usize, need: usize, cost: u128) -> BTreeSet<u64> {
    let mut amounts = BTreeSet::new();
    if cheapest(prices, i, need) == Some(cost) {
        amounts.insert(0);
    }
    if let (Some(price), true) = (prices[i], need > 0) {
        if cheapest(prices, i, need - 1).map(|rest| rest + u128::from(price)) == Some(cost) {
            amounts.insert(price);
        }
    }
    amounts
}

/// The outcomes of the games of 1, 2, … pirates (pirates 1..=k each), for one m and rules.
type Rounds = Vec<Vec<Outcome>>;

thread_local! {
    /// Per (m, rules), the rounds played so far, grown on demand.
    static TABLES: RefCell<HashMap<(u64, Rules), Rounds>> = RefCell::new(HashMap::new());
}

/// What pirate p may end with when n pirates share m pieces under `rules`.
fn outcome(&(n, m, p): &Case, rules: Rules) -> Outcome {
    TABLES.with(|tables| {
        let mut tables = tables.borrow_mut();
        let rounds = tables.entry((m, rules)).or_default();
        while (rounds.len() as u64) < n {
            let previous = rounds.last().map_or(&[][..], |r| &r[..]);
            let next = next_round(previous, m, rules);
            rounds.push(next);
        }
        rounds[n as usize - 1][p as usize - 1].clone()
    })
}

/// The answer line: the least amount p may get (what he is sure of), or `Thrown`.
fn least(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Thrown => "Thrown\n".to_string(),
        Outcome::Gold(amounts) => format!("{}\n", amounts.first().expect("some amount")),
    }
}

/// The answer line of the wrong reading that prints the most p may get.
fn most(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Thrown => "Thrown\n".to_string(),
        Outcome::Gold(amounts) => format!("{}\n", amounts.last().expect("some amount")),
    }
}

/// A closed form with the bribing regime ending at `last_bribed(m)` (the right one: 2m + 1)
/// and the survivors at 2m + `survivor(n − 2m)` past it: a frame for the boundary bugs.
fn closed_form((n, m, p): Case, last_bribed: fn(u64) -> u64, survivor: fn(u64) -> u64) -> String {
    if n <= last_bribed(m) {
        let share = if p == n {
            m.saturating_sub((n - 1) / 2)
        } else {
            u64::from((n - p) % 2 == 0)
        };
        return format!("{share}\n");
    }
    let paid = m.saturating_mul(2);
    if p <= paid.saturating_add(survivor(n.saturating_sub(paid))) {
        "0\n".to_string()
    } else {
        "Thrown\n".to_string()
    }
}

/// 2m + extra, saturating (the wrong solutions meet any testdata's m).
fn twice_plus(m: u64, extra: u64) -> u64 {
    m.saturating_mul(2).saturating_add(extra)
}

/// The largest power of two at most t (1 for t = 0).
fn power_at_most(t: u64) -> u64 {
    1 << (63 - t.max(1).leading_zeros())
}

impl Game for Hdu1538 {
    type Case = Case;
    const ID: &'static str = "hdu1538";
    const SOLVE: SolveFn = |input, out| hdu1538::solve(input, out);
    // HDU's page: 2000/1000 MS (Java/Others), 65536/32768 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu1538::MAX_CASES as usize;

    fn render(cases: &[Case]) -> String {
        counted_cases(cases, |(n, m, p)| format!("{n} {m} {p}\n"))
    }

    fn validate(&(n, m, p): &Case) -> Result<(), String> {
        within("n", n, 1..=MAX_PIRATES)?;
        within("m", m, MIN_GOLD..=MAX_GOLD)?;
        within("p", p, 1..=n)
    }

    fn oracle(_: usize, case: &Case) -> String {
        least(&outcome(case, RULES))
    }

    fn small_cases() -> Vec<Case> {
        let mut cases = Vec::new();
        for m in MIN_GOLD..=SMALL_GOLD {
            for n in 1..=SMALL_PIRATES {
                cases.extend((1..=n).map(|p| (n, m, p)));
            }
        }
        cases
    }

    /// Few pieces (where proposers are thrown) most of the time, else any m to the judge's.
    fn random_case(rng: &mut Rng) -> Case {
        let n = rng.range(1, MOST_PIRATES);
        let m = match rng.below(4) {
            0 => rng.log_uniform(MIN_GOLD, MAX_GOLD),
            _ => rng.range(MIN_GOLD, 12),
        };
        (n, m, rng.range(1, n))
    }

    /// n and m over the judge's ranges; a third of the time few pieces and many pirates
    /// (n − 2m up to 10^4: the powers of two past 2^10), p in the upper half, where the thrown
    /// pirates are.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let (n, m) = match rng.below(3) {
            0 => (
                rng.range(MAX_PIRATES / 2, MAX_PIRATES),
                rng.log_uniform(MIN_GOLD, 100),
            ),
            _ => (rng.sized(1, MAX_PIRATES), rng.sized(MIN_GOLD, MAX_GOLD)),
        };
        let p = match rng.below(2) {
            0 => rng.range(n.div_ceil(2), n),
            _ => rng.sized(1, n),
        };
        (n, m, p)
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        Tokens::new(input).counted(|t| Some((t.value()?, t.value()?, t.value()?)))
    }

    /// Fewer pirates (p lowered with n, or kept), fewer pieces (with n − 2m kept, or n kept), a
    /// meeker p. No value grows, so a parsed case outside the rules (p = 0, p > n) shrinks too.
    fn shrink(&(n, m, p): &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        for fewer in smaller_values(n, 1) {
            smaller.push((fewer, m, p.saturating_sub(n - fewer).max(1).min(p)));
            smaller.push((fewer, m, p.min(fewer)));
        }
        for g in smaller_values(m, MIN_GOLD) {
            // n − 2m kept (the regime and the power of two), p lowered with n or kept.
            if let Some(cut) = (m - g).checked_mul(2).filter(|&cut| cut < n) {
                smaller.push((n - cut, g, p.saturating_sub(cut).max(1).min(p)));
                smaller.push((n - cut, g, p.min(n - cut)));
            }
            smaller.push((n, g, p));
        }
        smaller.extend(smaller_values(p, 1).into_iter().map(|q| (n, m, q)));
        smaller.dedup();
        smaller
    }

    /// 10^6 cases (the statement bounds no count; about 20 MB) over the judge's ranges.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let cases = s.pick(1_000_000, 100);
        let what = format!("n ≤ {MAX_PIRATES}, m ≤ {MAX_GOLD}, p ≤ n");
        per_line(
            Self::ID,
            cases,
            &what,
            Framing::Counted { big_cases: cases },
            move |t, r| {
                let n = r.range(1, MAX_PIRATES);
                t.line(&[n, r.range(MIN_GOLD, MAX_GOLD), r.range(1, n)]);
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "more than half of the votes needed (2·yes > k), not 50 percent or more",
                answer: |_, case| {
                    let rules = Rules {
                        majority: Majority::MoreThanHalf,
                        ..RULES
                    };
                    least(&outcome(case, rules))
                },
            },
            Wrong {
                name: "the most p may get over the proposers' choices, not the least he is sure of",
                answer: |_, case| most(&outcome(case, RULES)),
            },
            Wrong {
                name: "bribing up to n = 2m + 2 (off by one past 2m + 1)",
                answer: |_, &case| closed_form(case, |m| twice_plus(m, 2), power_at_most),
            },
            Wrong {
                name: "no special case n = 2m + 1: powers of two from n > 2m",
                answer: |_, &case| closed_form(case, |m| twice_plus(m, 0), power_at_most),
            },
            Wrong {
                name: "the survivor 2m + 2^k searched with a strict < (n = 2m + 2^k thrown)",
                answer: |_, &case| {
                    closed_form(case, |m| twice_plus(m, 1), |t| power_at_most(t - 1))
                },
            },
            Wrong {
                name: "the pirates of the other parity bribed",
                answer: |_, &(n, m, p)| {
                    if p < n && n <= twice_plus(m, 1) {
                        format!("{}\n", (n - p) % 2)
                    } else {
                        closed_form((n, m, p), |m| twice_plus(m, 1), power_at_most)
                    }
                },
            },
            Wrong {
                name: "powers of two from a table to 2^10 (n − 2m ≥ 2^11 falls through to 0)",
                answer: |_, &case| {
                    let table = |t: u64| if t < 1 << 11 { power_at_most(t) } else { t };
                    closed_form(case, |m| twice_plus(m, 1), table)
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every division of `m` pieces among `k` pirates, as a list per pirate.
    fn divisions(m: u64, k: usize) -> Vec<Vec<u64>> {
        if k == 1 {
            return vec![vec![m]];
        }
        (0..=m)
            .flat_map(|first| {
                divisions(m - first, k - 1)
                    .into_iter()
                    .map(move |mut rest| {
                        rest.insert(0, first);
                        rest
                    })
            })
            .collect()
    }

    /// The game of k pirates by trying every division: those that pass, then those that leave
    /// the proposer the most, then each pirate's amounts over them.
    fn round_by_every_division(previous: &[Outcome], m: u64) -> Vec<Outcome> {
        let k = previous.len() + 1;
        let passing: Vec<Vec<u64>> = divisions(m, k)
            .into_iter()
            .filter(|d| {
                let bought = previous
                    .iter()
                    .zip(d)
                    .filter(|&(fallback, &offer)| votes_yes(offer, fallback, RULES.valuation))
                    .count();
                passes(bought + 1, k, RULES.majority)
            })
            .collect();
        let Some(best) = passing.iter().map(|d| d[k - 1]).max() else {
            let mut outcomes = previous.to_vec();
            outcomes.push(Outcome::Thrown);
            return outcomes;
        };
        let optimal: Vec<&Vec<u64>> = passing.iter().filter(|d| d[k - 1] == best).collect();
        (0..k)
            .map(|i| Outcome::Gold(optimal.iter().map(|d| d[i]).collect()))
            .collect()
    }

    #[test]
    fn the_priced_search_agrees_with_every_division() {
        for m in 0..=4 {
            let mut by_division: Vec<Outcome> = Vec::new();
            for n in 1..=7 {
                by_division = round_by_every_division(&by_division, m);
                for p in 1..=n {
                    let case = (n, m, p);
                    assert_eq!(
                        outcome(&case, RULES),
                        by_division[p as usize - 1],
                        "{case:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_sample_and_small_games_by_hand() {
        assert_eq!(Hdu1538::oracle(1, &(3, 100, 2)), "0\n");
        assert_eq!(Hdu1538::oracle(2, &(4, 100, 2)), "1\n");
        assert_eq!(Hdu1538::oracle(3, &(5, 100, 5)), "98\n");
        // One piece, 4 pirates: 4 buys 2 or 3 (each had nothing from 3, who paid 1).
        let gold = |amounts: &[u64]| Outcome::Gold(amounts.iter().copied().collect());
        let four: Vec<Outcome> = (1..=4).map(|p| outcome(&(4, 1, p), RULES)).collect();
        assert_eq!(four, [gold(&[0]), gold(&[0, 1]), gold(&[0, 1]), gold(&[0])]);
        // 5 cannot buy two votes with one piece; 6 has 5's vote for nothing.
        assert_eq!(outcome(&(5, 1, 5), RULES), Outcome::Thrown);
        assert_eq!(outcome(&(6, 1, 6), RULES), gold(&[0]));
        assert_eq!(outcome(&(6, 1, 5), RULES), gold(&[0]));
    }

    #[test]
    fn valuing_an_unsure_fallback_at_its_best_case_prints_the_same() {
        let best_case = Rules {
            valuation: Valuation::BestCase,
            ..RULES
        };
        for m in 0..=8 {
            for n in 1..=MOST_PIRATES {
                for p in 1..=n {
                    let case = (n, m, p);
                    assert_eq!(
                        least(&outcome(&case, best_case)),
                        least(&outcome(&case, RULES)),
                        "{case:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn no_gold_is_played_by_the_rules() {
        // Past the statement (m ≥ 1): with nothing to pay, only the doomed vote for a proposer.
        let thrown: Vec<u64> = (1..=16)
            .filter(|&n| outcome(&(n, 0, n), RULES) == Outcome::Thrown)
            .collect();
        assert_eq!(thrown, [3, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15]);
    }
}
