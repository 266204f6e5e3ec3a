//! Codeforces 150 A (= 151 C) Win or Freeze, a special judge: `2`, or `1` and any winning first
//! move (`0` if there is none). The checker decides from the rules: for q up to
//! [`SEARCH_BOUND`] by searching the divisor game (core's `misere::Outcomes`: the player who
//! cannot move wins), memoised; above it by the proven characterisation "the player to move
//! loses iff Ω = 2" (Ω: prime factors with multiplicity, by the harness's own trial division),
//! which a test checks against the search for every q below 5000. The oracle gives the smallest
//! winning move the search finds (the characterisation above the bound).

use crate::game::{within, Answers, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::reply::Reply;
use crate::rng::Rng;
use game_core::misere::{Outcomes, Play};
use std::cell::RefCell;

/// The registration of cf150a.
pub struct Cf150a;

/// Numbers up to this are decided by searching the game; larger ones by Ω.
const SEARCH_BOUND: u64 = 1_000_000;

/// The non-trivial divisors of x (neither 1 nor x), ascending: the moves of the rules.
/// O(√x).
fn moves(&x: &u64) -> Vec<u64> {
    let mut low = Vec::new();
    let mut high = Vec::new();
    let mut d = 2;
    while d <= x / d {
        if x.is_multiple_of(d) {
            low.push(d);
            if d * d != x {
                high.push(x / d);
            }
        }
        d += 1;
    }
    low.extend(high.into_iter().rev());
    low
}

type DivisorGame = Outcomes<u64, fn(&u64) -> Vec<u64>>;

thread_local! {
    /// One memo per thread: each number is searched once.
    static GAME: RefCell<DivisorGame> =
        RefCell::new(Outcomes::new(Play::Misere, moves as fn(&u64) -> Vec<u64>));
}

/// Whether the player to move from x wins, by search of the rules. Memoised.
fn searched_wins(x: u64) -> bool {
    GAME.with(|game| game.borrow_mut().wins(&x))
        .expect("every move writes a smaller number: no cycle")
}

/// Ω(x), counted up to 3 (3 means "3 or more"), by trial division. O(√x) at most.
fn omega_up_to_3(mut x: u64) -> u32 {
    let mut count = 0;
    let mut d = 2;
    while d <= x / d {
        while x.is_multiple_of(d) {
            x /= d;
            count += 1;
            if count == 2 && x > 1 {
                return 3;
            }
        }
        d += 1;
    }
    (count + u32::from(x > 1)).min(3)
}

/// Whether the player to move from x wins: searched up to [`SEARCH_BOUND`], else Ω(x) ≠ 2.
fn wins(x: u64) -> bool {
    if x <= SEARCH_BOUND {
        searched_wins(x)
    } else {
        omega_up_to_3(x) != 2
    }
}

/// Whether x has a move (a non-trivial divisor): Ω(x) ≥ 2.
fn has_move(x: u64) -> bool {
    omega_up_to_3(x) >= 2
}

/// The checker: `2` iff the second player wins; else `1` and a winning move, `0` iff none.
fn check(_: usize, &q: &u64, reply: &mut Reply) -> Result<(), String> {
    let winner: u64 = reply.value("the winning player, 1 or 2")?;
    let first_wins = wins(q);
    match winner {
        2 if first_wins => Err(format!(
            "{q} is a first-player win: {}",
            if has_move(q) {
                "it has a move to a position the player to move loses"
            } else {
                "the first player cannot move, and so wins"
            }
        )),
        2 => Ok(()),
        1 if !first_wins => Err(format!(
            "{q} is a second-player win: every non-trivial divisor of it is a prime, from which \
             the second player cannot move, and so wins"
        )),
        1 => {
            let d: u64 = reply.value("the first move, or 0")?;
            if !has_move(q) {
                return if d == 0 {
                    Ok(())
                } else {
                    Err(format!(
                        "{q} has no non-trivial divisor: the move must be 0"
                    ))
                };
            }
            if d == 0 {
                return Err(format!(
                    "{q} has a move (it is neither 1 nor a prime): 0 is wrong"
                ));
            }
            if d <= 1 || d >= q || !q.is_multiple_of(d) {
                return Err(format!("{d} is not a non-trivial divisor of {q}"));
            }
            if wins(d) {
                return Err(format!(
                    "{d} is a first-player win for the opponent (it is not a product of exactly \
                     two primes)"
                ));
            }
            Ok(())
        }
        _ => Err(format!("{winner} is not a player: 1 or 2")),
    }
}

impl Game for Cf150a {
    type Case = u64;
    const ID: &'static str = "cf150a";
    const SOLVE: SolveFn = |input, out| cf150a::solve(input, out);
    /// 2 s, 256 MB: a vjudge copy's header ("2000 ms, 262 MB"), not the Codeforces page.
    const LIMITS: Limits = Limits::seconds(OnlineJudge::Codeforces, 2, 256);
    const ANSWERS: Answers<u64> = Answers::Checked(check);
    /// The judge's input holds one q.
    const MAX_CASES: usize = 1;

    fn render(cases: &[u64]) -> String {
        cases.iter().map(|q| format!("{q}\n")).collect()
    }

    fn validate(&q: &u64) -> Result<(), String> {
        within("q", q, 1..=cf150a::MAX_Q)
    }

    /// From the rules up to [`SEARCH_BOUND`]: the smallest move to a position the player to
    /// move loses; above it, by Ω (the smallest divisor with Ω = 2).
    fn oracle(_: usize, &q: &u64) -> String {
        if !wins(q) {
            return "2\n".to_string();
        }
        let found = if q <= SEARCH_BOUND {
            moves(&q).into_iter().find(|&d| !searched_wins(d))
        } else {
            let mut small = (2..)
                .take_while(|&d| d <= q / d)
                .filter(|&d| q.is_multiple_of(d));
            small.find(|&d| omega_up_to_3(d) == 2).or_else(|| {
                // Every divisor up to √q has Ω ≠ 2: one above it does (the checker decides).
                moves(&q).into_iter().find(|&d| omega_up_to_3(d) == 2)
            })
        };
        format!("1\n{}\n", found.unwrap_or(0))
    }

    /// Every q up to 2000.
    fn small_cases() -> Vec<u64> {
        (1..=2000).collect()
    }

    /// Within the search: q up to 10^6, a product of two or three small primes often.
    fn random_case(rng: &mut Rng) -> u64 {
        let primes: Vec<u64> = (2..1000).filter(|&p| omega_up_to_3(p) == 1).collect();
        match rng.below(3) {
            0 => rng.log_uniform(1, SEARCH_BOUND),
            1 => rng.pick(&primes) * rng.pick(&primes),
            _ => (rng.pick(&primes) * rng.pick(&primes) * rng.pick(&primes)).min(SEARCH_BOUND),
        }
    }

    /// Up to 10^13: primes, products of two primes above 10^6 (which a trial division stopping
    /// at 10^6 misreads as a prime), 2·3·p, p², and any number, the maximum often.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        // The crate's Miller–Rabin (tested there against trial division) only draws the cases;
        // the checker decides them by its own trial division.
        let prime_from = |rng: &mut Rng, low: u64, high: u64| {
            let mut p = rng.range(low, high);
            while !cf150a::is_prime(p) {
                p += 1;
            }
            p
        };
        match rng.below(5) {
            0 => prime_from(rng, 1, cf150a::MAX_Q - 1000),
            1 => prime_from(rng, 1_000_001, 3_000_000) * prime_from(rng, 1_000_001, 3_000_000),
            2 => 6 * prime_from(rng, 2, cf150a::MAX_Q / 7),
            3 => {
                let p = prime_from(rng, 2, 3_162_000);
                p * p
            }
            _ => rng.sized(1, cf150a::MAX_Q),
        }
    }

    fn parse(input: &str) -> Option<Vec<u64>> {
        let mut tokens = Tokens::new(input);
        let q: u64 = tokens.value()?;
        (q >= 1 && tokens.is_done()).then(|| vec![q])
    }

    fn shrink(&q: &u64) -> Vec<u64> {
        let mut smaller: Vec<u64> = [1, 2, 4, 6, 8, 12, 30, q / 2, q / 3, q - 1]
            .into_iter()
            .filter(|&x| x >= 1 && x < q)
            .collect();
        smaller.dedup();
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "normal play's ending (who cannot move loses): 2 for 1 and primes",
                answer: |i, &q| {
                    if has_move(q) {
                        Cf150a::oracle(i, &q)
                    } else {
                        "2\n".to_string()
                    }
                },
            },
            Wrong {
                name: "the smallest non-trivial divisor (a prime) as the move",
                answer: |i, &q| match moves(&q).first() {
                    Some(&d) if wins(q) => format!("1\n{d}\n"),
                    _ => Cf150a::oracle(i, &q),
                },
            },
            Wrong {
                name: "a divisor with three prime factors (q itself when Ω(q) = 3)",
                answer: |i, &q| match factors(q).get(..3) {
                    Some(f) if wins(q) => format!("1\n{}\n", f.iter().product::<u64>()),
                    _ => Cf150a::oracle(i, &q),
                },
            },
            Wrong {
                name: "distinct prime factors instead of with multiplicity",
                answer: |_, &q| {
                    let mut distinct = factors(q);
                    distinct.dedup();
                    match distinct.len() {
                        0 | 1 => "1\n0\n".to_string(),
                        2 => "2\n".to_string(),
                        _ => format!("1\n{}\n", distinct[0] * distinct[1]),
                    }
                },
            },
            Wrong {
                name: "trial division stopping at 10^6, the cofactor left taken for a prime",
                answer: |_, &q| {
                    let mut f = Vec::new();
                    let mut x = q;
                    let mut d = 2;
                    while d * d <= x && d < 1_000_000 {
                        while x.is_multiple_of(d) {
                            x /= d;
                            f.push(d);
                        }
                        d += 1;
                    }
                    if x > 1 {
                        f.push(x);
                    }
                    match f.len() {
                        0 | 1 => "1\n0\n".to_string(),
                        2 => "2\n".to_string(),
                        _ => format!("1\n{}\n", f[0] * f[1]),
                    }
                },
            },
        ]
    }

    /// The slowest q for this crate: a square of a prime near √(10^13), where the trial division
    /// runs to the cube root and finds nothing, and both Miller–Rabin tests run in full. (A prime
    /// just below 10^13, the slowest q for a solution dividing up to √q, is answered by one
    /// Miller–Rabin test here; the benchmark holds one worst case a problem, so it is not kept.)
    fn bench_inputs(_: Scale) -> Vec<Input> {
        let q: u64 = 3_162_277 * 3_162_277;
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            "q = 3162277², a prime's square near 10^13".to_string(),
            move |t, _| t.line(&[q]),
        )]
    }
}

/// The prime factors of q with multiplicity, ascending, by trial division. O(√q).
fn factors(mut q: u64) -> Vec<u64> {
    let mut f = Vec::new();
    let mut d = 2;
    while d <= q / d {
        while q.is_multiple_of(d) {
            q /= d;
            f.push(d);
        }
        d += 1;
    }
    if q > 1 {
        f.push(q);
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reply::check_all;

    /// The characterisation the checker uses above the search bound, against the search.
    #[test]
    fn omega_two_is_exactly_where_the_player_to_move_loses() {
        for q in 1..5000 {
            assert_eq!(searched_wins(q), omega_up_to_3(q) != 2, "{q}");
            assert_eq!(omega_up_to_3(q), (factors(q).len() as u32).min(3), "{q}");
        }
        for q in 1..5000 {
            // The winning moves are exactly the divisors with Ω = 2.
            for d in moves(&q) {
                assert_eq!(!searched_wins(d), omega_up_to_3(d) == 2, "{q} → {d}");
            }
        }
    }

    #[test]
    fn the_checker_on_the_samples_and_its_objections() {
        let ok = |q: u64, out: &str| check_all(check, &[q], out);
        let why = |q: u64, out: &str| ok(q, out).unwrap_err().reason.expect("a reason");
        assert_eq!(ok(6, "2\n"), Ok(()));
        for d in [6, 10, 15] {
            assert_eq!(ok(30, &format!("1\n{d}\n")), Ok(()));
        }
        assert_eq!(ok(1, "1\n0\n"), Ok(()));
        assert_eq!(ok(7, "1 0"), Ok(()));
        assert_eq!(
            why(30, "1\n2\n"),
            "2 is a first-player win for the opponent (it is not a product of exactly two primes)"
        );
        assert_eq!(why(30, "1\n30\n"), "30 is not a non-trivial divisor of 30");
        assert_eq!(why(30, "1\n7\n"), "7 is not a non-trivial divisor of 30");
        assert_eq!(
            why(30, "1\n0\n"),
            "30 has a move (it is neither 1 nor a prime): 0 is wrong"
        );
        assert_eq!(
            why(7, "1\n7\n"),
            "7 has no non-trivial divisor: the move must be 0"
        );
        assert!(why(7, "2\n").starts_with("7 is a first-player win: the first player cannot"));
        assert!(why(30, "2\n").starts_with("30 is a first-player win: it has a move"));
        assert!(why(6, "1\n2\n").starts_with("6 is a second-player win"));
        assert_eq!(why(6, "3\n"), "3 is not a player: 1 or 2");
        assert_eq!(
            why(1, "1\n"),
            "expected the first move, or 0, found the end of the output"
        );
        assert!(why(6, "2\n0\n").starts_with("output goes on"));
        // Above the search: 2·3·p with a large prime p, and two primes above 10^6.
        let q = 6 * 1_666_666_666_669;
        assert_eq!(ok(q, "1\n6\n"), Ok(()));
        assert_eq!(ok(q, &format!("1\n{}\n", 2 * 1_666_666_666_669u64)), Ok(()));
        assert!(why(q, "1\n3\n").starts_with("3 is a first-player win"));
        assert_eq!(ok(1_000_003 * 1_000_033, "2\n"), Ok(()));
    }

    #[test]
    fn the_oracle_searches_the_rules() {
        assert_eq!(Cf150a::oracle(1, &6), "2\n");
        assert_eq!(Cf150a::oracle(1, &30), "1\n6\n");
        assert_eq!(Cf150a::oracle(1, &1), "1\n0\n");
        assert_eq!(Cf150a::oracle(1, &(6 * 1_666_666_666_669)), "1\n6\n");
        assert_eq!(Cf150a::oracle(1, &u64::MAX), "1\n15\n");
    }
}
