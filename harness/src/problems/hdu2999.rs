//! HDU 2999 Stone Game, Why are you always there?: take k consecutive stones from a row, k from
//! a given set; the row may split in two; the last stone wins.
//!
//! The oracle searches each row whole from the rules (`game_core::sg::Search`): a position is
//! the multiset of the rows left, a move takes k ∈ S adjacent stones from one row anywhere in
//! it, leaving the stones before and after as (up to) two rows. No octal code, no SG values of
//! single rows. Its reach: rows of up to 18 stones with members up to 8; judge-sized cases (rows
//! to 1000, 100 members to 1000) are answered by the crate, from core's octal engine.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::octal::{Code, Game as OctalGame, Values, LEAVE_TWO, TAKE_ALL};
use game_core::sg::{subtraction_table, Search};
use hdu2999::{MAX_QUESTIONS, MAX_SET, MAX_STONES};
use itertools::Itertools;

/// The registration of hdu2999.
pub struct Hdu2999;

/// One test: the set as given (any order, repeats allowed) and the rows asked about.
#[derive(Debug, Clone, PartialEq)]
pub struct Case {
    members: Vec<u64>,
    rows: Vec<u64>,
}

/// The longest row of a random case (the search's reach).
const MOST_STONES: u64 = 18;
/// The largest member of a random case.
const MOST_MEMBER: u64 = 8;

/// Every move of the rules from the rows left (sorted lengths, none empty): k ∈ S adjacent
/// stones from one row, i stones before them and the rest after.
fn options(members: &[u64], rows: &[u64]) -> Vec<Vec<u64>> {
    let mut options = Vec::new();
    for (at, &len) in rows.iter().enumerate().dedup_by(|a, b| a.1 == b.1) {
        for &k in members.iter().filter(|&&k| k <= len).unique() {
            for before in 0..=(len - k) / 2 {
                let mut next = rows.to_vec();
                next.remove(at);
                next.extend([before, len - k - before].into_iter().filter(|&r| r > 0));
                next.sort_unstable();
                options.push(next);
            }
        }
    }
    options
}

fn answer(wins: impl Iterator<Item = bool>) -> String {
    wins.map(|w| if w { "1\n" } else { "2\n" }).collect()
}

/// The SG values of rows to `len` under the octal code with `digit` at each member's place
/// (core's engine): a known-wrong solution's game when `digit` is not 7.
fn values_with(members: &[u64], digit: u8, len: u64) -> Vec<u32> {
    let top = members.iter().copied().max().unwrap_or(0) as usize;
    let mut digits = vec![0; top + 1];
    members.iter().for_each(|&k| digits[k as usize] = digit);
    let mut values = Values::new(&OctalGame::from_code(Code::from_digits(digits)));
    values.extend_to(len as usize + 1);
    values.into_vec()
}

/// The answers when each row's value is read from `values` (row 0 up).
fn answer_by(case: &Case, value: impl Fn(u64) -> u32) -> String {
    answer(case.rows.iter().map(|&row| value(row) != 0))
}

fn longest(case: &Case) -> u64 {
    case.rows.iter().copied().max().unwrap_or(0)
}

impl Game for Hdu2999 {
    type Case = Case;
    const ID: &'static str = "hdu2999";
    const SOLVE: SolveFn = |input, out| hdu2999::solve(input, out);
    // Not found (README): HDU's usual 1000 ms (others) and 32 MB assumed.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32)
        .assumed("the statement was not found: HDU's usual 1000 ms and 32 MB");
    const MAX_CASES: usize = 20;

    fn render(cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            text += &format!(
                "{}\n{}\n",
                case.members.len(),
                case.members.iter().join(" ")
            );
            text += &format!("{}\n{}\n", case.rows.len(), case.rows.iter().join(" "));
        }
        text
    }

    fn validate(case: &Case) -> Result<(), String> {
        within("n", case.members.len() as u64, 1..=MAX_SET)?;
        within("m", case.rows.len() as u64, 1..=MAX_QUESTIONS)?;
        // The statement is lost; the accepted solutions found read the set as increasing.
        if !case.members.windows(2).all(|pair| pair[0] < pair[1]) {
            return Err(format!(
                "the set {:?} is not increasing without repeats (the accepted solutions' reading)",
                case.members
            ));
        }
        for &k in &case.members {
            within("a member of the set", k, 1..=MAX_STONES)?;
        }
        for &row in &case.rows {
            within("a row", row, 1..=MAX_STONES)?;
        }
        Ok(())
    }

    fn oracle(_: usize, case: &Case) -> String {
        let members = case.members.clone();
        let mut search = Search::new(move |rows: &Vec<u64>| options(&members, rows));
        answer(case.rows.iter().map(|&row| {
            search
                .wins(&vec![row])
                .expect("every move takes stones: no cycles")
        }))
    }

    /// Every non-empty set within {1, …, 4}, largest first (and its largest member repeated),
    /// asked about every row from 1 to 14.
    fn small_cases() -> Vec<Case> {
        (1..=4u64)
            .powerset()
            .filter(|set| !set.is_empty())
            .map(|members| Case {
                members,
                rows: (1..=14).collect(),
            })
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Case {
        let n = rng.range(1, 4) as usize;
        let members = (0..n)
            .map(|_| rng.range(1, MOST_MEMBER))
            .sorted()
            .dedup()
            .collect();
        let m = rng.range(1, 6) as usize;
        let rows = (0..m).map(|_| rng.range(1, MOST_STONES)).collect();
        Case { members, rows }
    }

    /// n up to the assumed 100 and m up to 1000 (the maxima often); members uniform to 1000,
    /// log-uniform (small ones: large values), or 1..=n shuffled; rows up to 1000, the
    /// maximum often.
    fn judge_sized_case(rng: &mut Rng) -> Case {
        let n = rng.sized(1, MAX_SET);
        let shape = rng.below(3);
        let mut members: Vec<u64> = (1..=n)
            .map(|i| match shape {
                0 => rng.range(1, MAX_STONES),
                1 => rng.log_uniform(1, MAX_STONES),
                _ => i,
            })
            .collect();
        members.sort_unstable();
        members.dedup();
        let m = rng.sized(1, MAX_QUESTIONS);
        let rows = (0..m).map(|_| rng.sized(1, MAX_STONES)).collect();
        Case { members, rows }
    }

    fn parse(input: &str) -> Option<Vec<Case>> {
        Tokens::new(input).until_end(|t| {
            let n = t.value()?;
            let members = t.many(n)?;
            let m = t.value()?;
            let rows = t.many(m)?;
            Some(Case { members, rows })
        })
    }

    /// Fewer rows and fewer members (halves, quarters, … down to one each); then each row and
    /// each member smaller (a member of 0 or a row of 0 is not allowed).
    fn shrink(case: &Case) -> Vec<Case> {
        let mut smaller = Vec::new();
        for rows in without_parts(&case.rows) {
            smaller.push(Case {
                members: case.members.clone(),
                rows,
            });
        }
        for members in without_parts(&case.members) {
            smaller.push(Case {
                members,
                rows: case.rows.clone(),
            });
        }
        if case.rows.len() + case.members.len() <= 16 {
            for (i, &row) in case.rows.iter().enumerate() {
                for row in smaller_values(row, 1) {
                    let mut less = case.clone();
                    less.rows[i] = row;
                    smaller.push(less);
                }
            }
            for (i, &k) in case.members.iter().enumerate() {
                for k in smaller_values(k, 1) {
                    let mut less = case.clone();
                    less.members[i] = k;
                    smaller.push(less);
                }
            }
        }
        smaller
    }

    /// 20 tests (count assumed) of n = 100 members (the dense 1..=100, or uniform to 1000) and
    /// m = 1000 rows up to 1000, one of them 1000 (every value to 1000).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let (n, m) = (s.pick(MAX_SET, 5), s.pick(MAX_QUESTIONS, 5));
        let top = s.pick(MAX_STONES, 50);
        let test = move |t: &mut Text, r: &mut Rng, dense: bool| {
            t.line(&[n]);
            let members: Vec<u64> = (1..=n)
                .map(|i| if dense { i } else { r.range(1, top) })
                .collect();
            t.line(&members);
            t.line(&[m]);
            let rows: Vec<u64> = (0..m)
                .map(|q| if q == 0 { top } else { r.range(1, top) })
                .collect();
            t.line(&rows);
        };
        let tests = s.pick(Self::MAX_CASES as u64, 2);
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!(
                    "{tests} tests (count assumed) of n = {n} members (dense or to {top}), \
                     m = {m} rows to {top}"
                ),
                move |t, r| (0..tests).for_each(|i| test(t, r, i % 2 == 0)),
            )
            .assumed(),
            Input::new(
                Self::ID,
                Kind::Table,
                format!("1 test, members 1..={n}, rows to {top}: one set's values alone"),
                move |t, r| test(t, r, true),
            ),
        ]
    }

    fn wrong_solutions() -> Vec<Wrong<Case>> {
        vec![
            Wrong {
                name: "a subtraction game: stones taken from an end only (no split)",
                answer: |_, case| {
                    let moves: Vec<usize> = case.members.iter().map(|&k| k as usize).collect();
                    let sg = subtraction_table(&moves, longest(case) as usize + 1);
                    answer_by(case, |row| sg[row as usize])
                },
            },
            Wrong {
                name: "a move takes a whole row or leaves two non-empty rows (never from an end)",
                answer: |_, case| {
                    let sg = values_with(&case.members, TAKE_ALL | LEAVE_TWO, longest(case));
                    answer_by(case, |row| sg[row as usize])
                },
            },
            Wrong {
                name: "the mirror strategy only: wins iff some member k ≤ L has the parity of L",
                answer: |_, case| {
                    answer(
                        case.rows
                            .iter()
                            .map(|&row| case.members.iter().any(|&k| k <= row && k % 2 == row % 2)),
                    )
                },
            },
            Wrong {
                name: "a table of 1000 rows (sg[1000]): the row 1000 read as lost",
                answer: |_, case| {
                    let sg = values_with(&case.members, 7, longest(case));
                    answer_by(case, |row| if row >= 1000 { 0 } else { sg[row as usize] })
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::run_in_process;

    #[test]
    fn an_unsorted_set_with_repeats_is_answered_as_the_set() {
        // The judge sends increasing sets; this program answers any order and repeats alike.
        for case in Hdu2999::small_cases() {
            let mut members: Vec<u64> = case.members.iter().rev().copied().collect();
            members.push(members[0]);
            let lenient = Case {
                members,
                rows: case.rows.clone(),
            };
            assert!(Hdu2999::validate(&lenient).is_err());
            let text = Hdu2999::render(&[lenient]);
            let solved = run_in_process(Hdu2999::SOLVE, text.as_bytes());
            assert_eq!(solved.stdout, Hdu2999::oracle(1, &case), "{text}");
        }
    }

    #[test]
    fn the_search_on_rows_by_hand() {
        // S = {2}: rows 1..=5 worth 0, 1, 1, 2, 0 (Dawson's Kayles shifted): 2 1 1 1 2.
        let case = Case {
            members: vec![2],
            rows: vec![1, 2, 3, 4, 5],
        };
        assert_eq!(Hdu2999::oracle(1, &case), "2\n1\n1\n1\n2\n");
        // From a row of 5 with S = {2}: 3, 1 + 2 (taking stones 2-3), and nothing else new.
        assert_eq!(options(&[2, 2], &[5]), [vec![3], vec![1, 2]]);
        assert_eq!(options(&[1], &[1, 1]), [vec![1]]);
    }
}
