//! Codeforces 1844 A Subtraction Game, a special judge: any pile size n (1 ≤ n ≤ 10^6) from
//! which the second player wins the {a, b} subtraction game is right. The checker decides each
//! printed n from the rules: a win/lose table of the game from 0 up to n (core's
//! `sg::subtraction_table`, n lost for the player to move iff its value is 0), memoised per
//! (a, b) while tables stay small. It never uses a closed form: the remembered "n mod (a + b) < a"
//! rejects right answers whenever b > 2a (a test below shows it). The oracle searches the same
//! table upwards for the smallest such n.

use super::render::counted_cases;
use crate::game::{within, Answers, Game, Limits, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::reply::Reply;
use crate::rng::Rng;
use game_core::sg::subtraction_table;
use std::cell::RefCell;
use std::collections::HashMap;

/// The registration of cf1844a.
pub struct Cf1844a;

/// Tables up to this length are kept per (a, b) (at most 4950 pairs at the judge: 4950 × 64 KiB
/// at worst); a longer one, asked for by a wild answer, is built for that answer alone.
const MEMO_LEN: usize = 1 << 14;

thread_local! {
    /// The table of each (a, b) seen so far, grown on demand (see [`MEMO_LEN`]).
    static TABLES: RefCell<HashMap<(u64, u64), Vec<u32>>> = RefCell::new(HashMap::new());
}

/// Whether the player to move from `n` stones loses the game with moves {a, b} (the second
/// player wins), from the table of the rules. O(n) the first time, O(1) after for small n.
fn second_player_wins(a: u64, b: u64, n: u64) -> bool {
    let need = n as usize + 1;
    let moves = [a as usize, b as usize];
    if need > MEMO_LEN {
        return subtraction_table(&moves, need)[n as usize] == 0;
    }
    TABLES.with(|tables| {
        let mut tables = tables.borrow_mut();
        let table = tables.entry((a, b)).or_default();
        if table.len() < need {
            *table = subtraction_table(&moves, need.max(2 * table.len()).min(MEMO_LEN));
        }
        table[n as usize] == 0
    })
}

/// Why `n` is not a second-player win (when it is not): the first player's move to a
/// second-player win, found in the table.
fn first_player_move(a: u64, b: u64, n: u64) -> String {
    let take = [a, b]
        .into_iter()
        .find(|&s| s <= n && second_player_wins(a, b, n - s))
        .expect("a position the mover wins has a move to one the mover loses");
    let left = n - take;
    let then = if left == 0 {
        "where the second player cannot move".to_string()
    } else {
        "from which the player to move (the second) loses".to_string()
    };
    format!("{n} is a first-player win for a = {a}, b = {b}: take {take} to leave {left}, {then}")
}

/// The checker: one integer n, 1 ≤ n ≤ 10^6, from which the second player wins.
fn check(_: usize, &(a, b): &(u64, u64), reply: &mut Reply) -> Result<(), String> {
    let n: u64 = reply.value("a pile size n")?;
    if n == 0 {
        return Err("n = 0 is not a positive pile size".to_string());
    }
    if n > cf1844a::MAX_ANSWER {
        return Err(format!(
            "n = {n} is past the allowed 1..={}",
            cf1844a::MAX_ANSWER
        ));
    }
    if second_player_wins(a, b, n) {
        Ok(())
    } else {
        Err(first_player_move(a, b, n))
    }
}

/// All pairs 1 ≤ a < b ≤ `max`.
fn pairs(max: u64) -> Vec<(u64, u64)> {
    (1..max)
        .flat_map(|a| (a + 1..=max).map(move |b| (a, b)))
        .collect()
}

impl Game for Cf1844a {
    type Case = (u64, u64);
    const ID: &'static str = "cf1844a";
    const SOLVE: SolveFn = |input, out| cf1844a::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Codeforces, 256);
    const ANSWERS: Answers<(u64, u64)> = Answers::Checked(check);
    const MAX_CASES: usize = cf1844a::MAX_CASES as usize;

    fn render(cases: &[(u64, u64)]) -> String {
        counted_cases(cases, |(a, b)| format!("{a} {b}\n"))
    }

    fn validate(&(a, b): &(u64, u64)) -> Result<(), String> {
        within("a", a, 1..=cf1844a::MAX_TAKE - 1)?;
        within("b", b, a + 1..=cf1844a::MAX_TAKE)
    }

    /// The smallest n ≥ 1 the table of the rules calls a second-player win (tables grown by
    /// doubling until one is found).
    fn oracle(_: usize, &(a, b): &(u64, u64)) -> String {
        let mut len = 8;
        loop {
            let table = subtraction_table(&[a as usize, b as usize], len);
            if let Some(n) = (1..len).find(|&n| table[n] == 0) {
                return format!("{n}\n");
            }
            len *= 2;
        }
    }

    /// Every pair of the judge's range: 4950 of them.
    fn small_cases() -> Vec<(u64, u64)> {
        pairs(cf1844a::MAX_TAKE)
    }

    /// a = 1 a third of the time (then b = 2, the one pair answered by 3, a quarter of that),
    /// else a small more often than a large.
    fn random_case(rng: &mut Rng) -> (u64, u64) {
        if rng.chance(1, 3) {
            return (
                1,
                if rng.chance(1, 4) {
                    2
                } else {
                    rng.range(2, cf1844a::MAX_TAKE)
                },
            );
        }
        let a = rng.log_uniform(1, cf1844a::MAX_TAKE - 1);
        (a, rng.range(a + 1, cf1844a::MAX_TAKE))
    }

    /// The judge's whole range, its ends often (the random cases span it too).
    fn judge_sized_case(rng: &mut Rng) -> (u64, u64) {
        let b = rng.sized(2, cf1844a::MAX_TAKE);
        (rng.sized(1, b - 1), b)
    }

    /// The judge's format; a pair the rules do not allow (a or b = 0) is not one.
    fn parse(input: &str) -> Option<Vec<(u64, u64)>> {
        Tokens::new(input).counted(|t| {
            let (a, b) = (t.value()?, t.value()?);
            (a > 0 && b > 0).then_some((a, b))
        })
    }

    fn shrink(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut smaller = vec![
            (1, 2),
            (1, b),
            (a, a + 1),
            (a / 2, b),
            (a, b - 1),
            (a - 1, b - 1),
        ];
        smaller.retain(|&(x, y)| x >= 1 && x < y && x + y < a + b);
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<(u64, u64)>> {
        vec![
            Wrong {
                name: "always 2a (a second-player win only when b > 2a)",
                answer: |_, &(a, _)| format!("{}\n", 2 * a),
            },
            Wrong {
                name: "b − a",
                answer: |_, &(a, b)| format!("{}\n", b - a),
            },
            Wrong {
                name: "0 when the first player has no move at 1 (n must be positive)",
                answer: |_, &(a, b)| format!("{}\n", if a >= 2 { 0 } else { a + b }),
            },
            Wrong {
                name: "a + b in an 8-bit signed integer (wraps past 127)",
                answer: |_, &(a, b)| format!("{}\n", (a + b) as u8 as i8),
            },
            Wrong {
                name: "10^4 · (a + b): a second-player win, past 10^6 when a + b > 100",
                answer: |_, &(a, b)| format!("{}\n", 10_000 * (a + b)),
            },
        ]
    }

    /// The judge's maximum: t = 100 pairs with b ≤ 100.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let cases = s.pick(cf1844a::MAX_CASES, 5);
        vec![Input::new(
            Self::ID,
            Kind::Worst,
            format!(
                "t = {cases} (judge max) pairs a < b ≤ {}",
                cf1844a::MAX_TAKE
            ),
            move |t, r| {
                t.line(&[cases]);
                for _ in 0..cases {
                    let a = r.range(1, cf1844a::MAX_TAKE - 1);
                    t.line(&[a, r.range(a + 1, cf1844a::MAX_TAKE)]);
                }
            },
        )]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reply::check_all;

    /// Win/lose from the rules with no table code shared: a position is lost for the player to
    /// move iff every move leads to a position won for the player to move.
    fn lost_positions(a: u64, b: u64, len: u64) -> Vec<bool> {
        let mut lost: Vec<bool> = Vec::new();
        for x in 0..len {
            let win = [a, b].iter().any(|&s| s <= x && lost[(x - s) as usize]);
            lost.push(!win);
        }
        lost
    }

    /// The remembered closed form, which a checker must not use.
    fn trap(a: u64, b: u64, n: u64) -> bool {
        n % (a + b) < a
    }

    #[test]
    fn the_table_is_the_rules() {
        for (a, b) in pairs(30) {
            let lost = lost_positions(a, b, 400);
            for n in 0..400 {
                assert_eq!(second_player_wins(a, b, n), lost[n as usize], "{a} {b} {n}");
            }
        }
        // A table past the memo's length, built for one answer.
        let n = MEMO_LEN as u64 + 5;
        assert_eq!(
            second_player_wins(3, 10, n),
            lost_positions(3, 10, n + 1)[n as usize]
        );
    }

    /// The closed form calls a second-player win only positions that are one (a mirror
    /// strategy: answer a with b and b with a), but misses some exactly when b > 2a: a checker
    /// built on it rejects right answers, such as the statement's 2 for (1, 4), and 2a.
    #[test]
    fn the_closed_form_is_a_wrong_checker_exactly_when_b_exceeds_2a() {
        for (a, b) in pairs(cf1844a::MAX_TAKE) {
            let lost = lost_positions(a, b, 600);
            let misses = (1..600).any(|n| lost[n as usize] && !trap(a, b, n));
            assert!((1..600).all(|n| !trap(a, b, n) || lost[n as usize]));
            assert_eq!(misses, b > 2 * a, "{a} {b}");
            if b > 2 * a {
                assert!(lost[2 * a as usize] && !trap(a, b, 2 * a));
            }
        }
        assert!(!trap(1, 4, 2));
        assert_eq!(check_all(check, &[(1, 4)], "2\n"), Ok(()));
    }

    #[test]
    fn the_checker_explains_its_objections() {
        let why = |case: (u64, u64), out: &str| {
            check_all(check, &[case], out)
                .unwrap_err()
                .reason
                .expect("a reason")
        };
        assert_eq!(
            why((1, 4), "3\n"),
            "3 is a first-player win for a = 1, b = 4: take 1 to leave 2, from which the \
             player to move (the second) loses"
        );
        assert_eq!(
            why((2, 5), "5\n"),
            "5 is a first-player win for a = 2, b = 5: take 5 to leave 0, where the second \
             player cannot move"
        );
        assert_eq!(why((1, 4), "0\n"), "n = 0 is not a positive pile size");
        assert_eq!(
            why((1, 4), "1000005\n"),
            "n = 1000005 is past the allowed 1..=1000000"
        );
        assert_eq!(why((1, 4), "-2\n"), "expected a pile size n, found \"-2\"");
        assert_eq!(
            why((1, 4), ""),
            "expected a pile size n, found the end of the output"
        );
        assert!(why((1, 4), "2 2\n").starts_with("output goes on"));
        // 10^6 itself is allowed: 10^6 = 200000 · 5 is a second-player win for (1, 4).
        assert_eq!(check_all(check, &[(1, 4)], "1000000\n"), Ok(()));
    }

    #[test]
    fn the_oracle_and_the_sample() {
        assert_eq!(Cf1844a::oracle(1, &(1, 4)), "2\n");
        assert_eq!(Cf1844a::oracle(1, &(1, 2)), "3\n");
        assert_eq!(Cf1844a::oracle(1, &(9, 26)), "1\n");
        let sample = [(1, 4), (1, 5), (9, 26)];
        assert_eq!(check_all(check, &sample, "2\n6\n3\n"), Ok(()));
    }
}
