//! HDU 1404 / ZOJ 1104: Digital Deletions.

use super::piles::{shrink_piles, smaller_values};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{per_line, Framing, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu1404.
pub struct Hdu1404;

/// A position: its digits as values 0..=9, most significant first.
type Digits = Vec<u8>;

type DigitsSearch = Search<Digits, fn(&Digits) -> Vec<Digits>>;

/// The reach of a random string (the product of its digits plus one; prefixes add a few more):
/// the oracle's search visits about that many positions, and every string of up to 4 digits
/// (the exhaustive cases) reaches at most 10^4. Shrinking never raises it.
const RANDOM_REACH: u64 = 3_000;

/// A judge-sized string draws at most this many candidates looking for a loss.
const LOSS_TRIES: usize = 64;

/// Every move that lowers one digit to any smaller digit, and for each 0 at `i` the position
/// `delete(digits, i)`: the rules and their misreading differ only in what deleting does.
fn options_deleting(digits: &Digits, delete: fn(&Digits, usize) -> Digits) -> Vec<Digits> {
    let mut options = Vec::new();
    for (i, &d) in digits.iter().enumerate() {
        for lower in 0..d {
            let mut next = digits.clone();
            next[i] = lower;
            options.push(next);
        }
        if d == 0 {
            options.push(delete(digits, i));
        }
    }
    options
}

/// The rules: lower one digit to any smaller digit, or delete a 0 and everything right of it.
/// The empty string has no moves: the player to move there has lost.
fn options(digits: &Digits) -> Vec<Digits> {
    options_deleting(digits, |digits, i| digits[..i].to_vec())
}

/// A misreading of the rules: deleting a 0 removes that digit only.
fn options_delete_one(digits: &Digits) -> Vec<Digits> {
    options_deleting(digits, |digits, i| {
        let mut next = digits.clone();
        next.remove(i);
        next
    })
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static DIGITS: RefCell<DigitsSearch> =
        RefCell::new(Search::new(options as fn(&Digits) -> Vec<Digits>));
    /// The memo of the misread rules' search.
    static DELETE_ONE: RefCell<DigitsSearch> =
        RefCell::new(Search::new(options_delete_one as fn(&Digits) -> Vec<Digits>));
}

/// Whether the player to move wins from `digits`, by memoised search over the rules.
fn search_wins(digits: &[u8]) -> bool {
    DIGITS
        .with(|s| s.borrow_mut().wins(&digits.to_vec()))
        .expect("every move lowers a digit or shortens the string: no cycles")
}

fn answer(first_wins: bool) -> String {
    if first_wins { "Yes\n" } else { "No\n" }.to_string()
}

impl Game for Hdu1404 {
    type Case = Digits;
    const ID: &'static str = "hdu1404";
    const SOLVE: SolveFn = |input, out| hdu1404::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 2000;

    fn render(cases: &[Digits]) -> String {
        let mut text = String::new();
        for digits in cases {
            text.extend(digits.iter().map(|&d| char::from(b'0' + d)));
            text.push('\n');
        }
        text
    }

    fn validate(digits: &Digits) -> Result<(), String> {
        within("the length", digits.len(), 1..=hdu1404::MAX_LEN)?;
        if digits.iter().any(|&d| d > 9) {
            return Err(format!("{digits:?} holds a value that is not a digit"));
        }
        Ok(())
    }

    fn oracle(_: usize, digits: &Digits) -> String {
        answer(search_wins(digits))
    }

    fn small_cases() -> Vec<Digits> {
        let mut cases = Vec::new();
        for len in 1..=4 {
            cases.extend((0..len).map(|_| 0..=9u8).multi_cartesian_product());
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Digits {
        let len = rng.range(1, 6) as usize;
        let mut digits = vec![0u8; len];
        // Fill the places in a random order, each digit as large as the reach still allows.
        let mut order: Vec<usize> = (0..len).collect();
        for i in (1..len).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut budget = RANDOM_REACH;
        for &place in &order {
            let top = (budget - 1).min(9);
            let d = rng.range(0, top);
            digits[place] = d as u8;
            budget /= d + 1;
        }
        if rng.chance(1, 8) {
            digits[0] = 0;
        }
        digits
    }

    /// A string of 1 to 6 digits (6 often), its digits uniform, or each 9 less a log-uniform
    /// draw (mostly 9s and 8s, a quarter 0s: strings like 989099, far past the oracle's reach), an eighth of them with a leading 0; a third of the
    /// time the first of up to 64 such strings that the proven table calls lost (about 8% of
    /// 6-digit strings are), so losses are common too.
    fn judge_sized_case(rng: &mut Rng) -> Digits {
        let draw = |rng: &mut Rng| -> Digits {
            let len = rng.sized(1, hdu1404::MAX_LEN as u64) as usize;
            let high = rng.chance(1, 2);
            let mut digits: Digits = (0..len)
                .map(|_| if high { 9 - rng.sized(0, 9) } else { rng.range(0, 9) } as u8)
                .collect();
            if rng.chance(1, 8) {
                digits[0] = 0;
            }
            digits
        };
        let first = draw(rng);
        if rng.chance(1, 3) {
            let table = hdu1404::Table::shared();
            let ascii = |d: &Digits| d.iter().map(|&d| b'0' + d).collect::<Vec<u8>>();
            if let Some(lost) = (0..LOSS_TRIES)
                .map(|_| draw(rng))
                .find(|d| !table.first_player_wins(&ascii(d)))
            {
                return lost;
            }
        }
        first
    }

    fn parse(input: &str) -> Option<Vec<Digits>> {
        Tokens::new(input).until_end(|t| {
            t.word()?
                .bytes()
                .map(|b| b.is_ascii_digit().then(|| b - b'0'))
                .collect()
        })
    }

    fn shrink(digits: &Digits) -> Vec<Digits> {
        // One or two digits deleted (while one is left), each non-zero digit lowered; then two
        // digits lowered at once: one lowering is a move, so from a losing string it always
        // reaches a winning one, but two may reach a smaller losing one.
        let mut smaller = shrink_piles(digits, 0);
        for (i, j) in (0..digits.len()).tuple_combinations() {
            for (a, b) in smaller_values(digits[i].into(), 0)
                .into_iter()
                .cartesian_product(smaller_values(digits[j].into(), 0))
            {
                let mut less = digits.clone();
                (less[i], less[j]) = (a as u8, b as u8);
                smaller.push(less);
            }
        }
        smaller
    }

    /// Digit strings: mostly of the judge's maximal length, some shorter, some with a leading 0.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let max = hdu1404::MAX_LEN as u64;
        let cases = s.pick(1_000_000, 100);
        let string = move |t: &mut Text, r: &mut Rng| {
            let len = if r.chance(9, 10) {
                max
            } else {
                r.range(1, max)
            };
            let leading_zero = r.chance(1, 20);
            for i in 0..len {
                let digit = match (i, leading_zero) {
                    (0, false) => r.range(1, 9),
                    (0, true) => 0,
                    _ => r.range(0, 9),
                };
                t.bytes(&[b'0' + digit as u8]);
            }
            t.newline();
        };
        let what = format!("strings, 90% of {max} digits (judge max), 5% with a leading 0");
        let mut inputs = per_line(Self::ID, cases, &what, Framing::ToEnd, string);
        inputs.push(Input::new(
            Self::ID,
            Kind::Table,
            format!("1 string of {max} digits: the table of all strings up to {max} digits alone"),
            move |t, _| {
                (1..=max).for_each(|d| t.num(d));
                t.newline();
            },
        ));
        inputs
    }

    fn wrong_solutions() -> Vec<Wrong<Digits>> {
        vec![
            Wrong {
                name: "reads the string as a number: leading zeros lost",
                answer: |_, digits| {
                    let first = digits.iter().position(|&d| d != 0);
                    let number = first.map_or(&digits[..1], |i| &digits[i..]);
                    answer(search_wins(number))
                },
            },
            Wrong {
                name: "deleting a 0 removes that digit only",
                answer: |_, digits| {
                    let wins = DELETE_ONE
                        .with(|s| s.borrow_mut().wins(digits))
                        .expect("no cycles");
                    answer(wins)
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_derived_positions() {
        // The sample.
        assert!(search_wins(&[0]));
        assert!(search_wins(&[0, 0]));
        assert!(!search_wins(&[1]));
        assert!(!search_wins(&[2, 0]));
        assert!(!search_wins(&[1, 1, 1]));
        assert!(search_wins(&[1, 0, 0]));
    }
}
