//! HDU 1079 / POJ 1082: Calendar Game. The oracle plays the calendar: its own Gregorian calendar
//! (not the crate's), a move to the next day or to the same day of the next month when that date
//! exists and is not past the end, searched with `game_core::sg::Search` from the date asked to
//! the end date. It never looks at the parity of month + day.

use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;

/// The registration of hdu1079.
pub struct Hdu1079;

/// A date as (year, month, day); tuples compare in calendar order.
type Date = (u64, u64, u64);
type CalendarSearch = Search<Date, fn(&Date) -> Vec<Date>>;

/// The first date of the game, from the statement.
const FIRST: Date = (1900, 1, 1);
/// The last date, from the statement: whoever reaches it wins.
const END: Date = (2001, 11, 4);

/// A calendar: which years are leap years. The rules' calendar is the Gregorian one.
type Leap = fn(u64) -> bool;

/// The Gregorian rule: every fourth year is a leap year, except the centuries, except every
/// fourth century.
fn gregorian(year: u64) -> bool {
    if year.is_multiple_of(400) {
        true
    } else if year.is_multiple_of(100) {
        false
    } else {
        year.is_multiple_of(4)
    }
}

/// The length of `month` in `year` under `leap`: "thirty days hath September, April, June and
/// November; February has 28, 29 in a leap year; all the rest have 31".
fn month_length(leap: Leap, year: u64, month: u64) -> u64 {
    match (month, leap(year)) {
        (9 | 4 | 6 | 11, _) => 30,
        (2, true) => 29,
        (2, false) => 28,
        _ => 31,
    }
}

/// The next calendar day.
fn next_day(leap: Leap, (year, month, day): Date) -> Date {
    if day < month_length(leap, year, month) {
        (year, month, day + 1)
    } else if month < 12 {
        (year, month + 1, 1)
    } else {
        (year + 1, 1, 1)
    }
}

/// The same day of the next month, if that date exists.
fn same_day_next_month(leap: Leap, (year, month, day): Date) -> Option<Date> {
    let (year, month) = if month < 12 {
        (year, month + 1)
    } else {
        (year + 1, 1)
    };
    (day <= month_length(leap, year, month)).then_some((year, month, day))
}

/// A misreading of the month move: a day the next month lacks becomes its last day.
fn clamped_day_next_month(leap: Leap, date: Date) -> Option<Date> {
    let (year, month) = if date.1 < 12 {
        (date.0, date.1 + 1)
    } else {
        (date.0 + 1, 1)
    };
    Some((year, month, date.2.min(month_length(leap, year, month))))
}

/// The moves from `date` under a calendar and a month move: none from the end (the player to
/// move there has lost); else the next day (never past the end) and the month move unless it
/// does not exist or passes the end (a move past the end loses at once, so it is never better
/// than the next day: leaving it out changes no outcome).
fn moves(leap: Leap, month_move: fn(Leap, Date) -> Option<Date>, date: Date) -> Vec<Date> {
    if date >= END {
        return Vec::new();
    }
    let mut options = vec![next_day(leap, date)];
    options.extend(month_move(leap, date).filter(|&d| d <= END));
    options
}

/// The rules: the Gregorian calendar, the same day of the next month.
fn options(date: &Date) -> Vec<Date> {
    moves(gregorian, same_day_next_month, *date)
}

fn clamped_options(date: &Date) -> Vec<Date> {
    moves(gregorian, clamped_day_next_month, *date)
}

thread_local! {
    /// One memo per thread, shared by every oracle call: each date is searched once.
    static CALENDAR: RefCell<CalendarSearch> =
        RefCell::new(Search::new(options as fn(&Date) -> Vec<Date>));
    /// The same for the misread month move (a known-wrong solution).
    static CLAMPED: RefCell<CalendarSearch> =
        RefCell::new(Search::new(clamped_options as fn(&Date) -> Vec<Date>));
}

fn answer(first: bool) -> String {
    if first { "YES\n" } else { "NO\n" }.to_string()
}

/// Every date of the game, from the first to the end, under `leap`, in order.
fn all_dates(leap: Leap) -> Vec<Date> {
    let mut dates = vec![FIRST];
    while let Some(&last) = dates.last().filter(|&&d| d < END) {
        dates.push(next_day(leap, last));
    }
    dates
}

impl Game for Hdu1079 {
    type Case = Date;
    const ID: &'static str = "hdu1079";
    const SOLVE: SolveFn = |input, out| hdu1079::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 1000;

    fn render(cases: &[Date]) -> String {
        counted_cases(cases, |(year, month, day)| {
            format!("{year} {month} {day}\n")
        })
    }

    fn validate(&(year, month, day): &Date) -> Result<(), String> {
        within("year", year, hdu1079::FIRST_YEAR..=hdu1079::END_YEAR)?;
        within("month", month, 1..=12)?;
        within("day", day, 1..=month_length(gregorian, year, month))?;
        let end = (hdu1079::END_YEAR, hdu1079::END_MONTH, hdu1079::END_DAY);
        if (year, month, day) > end {
            return Err(format!("{year}-{month}-{day} is past the end {end:?}"));
        }
        Ok(())
    }

    fn oracle(_: usize, date: &Date) -> String {
        let wins = CALENDAR.with(|search| search.borrow_mut().wins(date));
        answer(wins.expect("every move goes forward in time: no cycles"))
    }

    /// Every date of the game: 37,198 cases.
    fn small_cases() -> Vec<Date> {
        all_dates(gregorian)
    }

    fn random_case(rng: &mut Rng) -> Date {
        let year = rng.range(FIRST.0, END.0);
        let last_month = if year == END.0 { END.1 } else { 12 };
        let month = rng.range(1, last_month);
        let length = if (year, month) == (END.0, END.1) {
            END.2
        } else {
            month_length(gregorian, year, month)
        };
        // A month's last days (30, 31, February's end) half the time: where the rule bends.
        let day = if rng.chance(1, 2) {
            rng.range(length.saturating_sub(2).max(1), length)
        } else {
            rng.range(1, length)
        };
        (year, month, day)
    }

    /// The random cases: the exhaustive cases already hold every date of the game, in files of
    /// the judge's whole count (see `NO_FULL_RANGE_ONLY_BUG`).
    fn judge_sized_case(rng: &mut Rng) -> Date {
        Self::random_case(rng)
    }

    fn parse(input: &str) -> Option<Vec<Date>> {
        Tokens::new(input).counted(|t| Some((t.value()?, t.value()?, t.value()?)))
    }

    fn shrink(&date: &Date) -> Vec<Date> {
        // A later date has a shorter game.
        let later = next_day(gregorian, date);
        if later <= END {
            vec![later]
        } else {
            Vec::new()
        }
    }

    fn wrong_solutions() -> Vec<Wrong<Date>> {
        vec![
            Wrong {
                name: "parity of month + day without the exceptions 09-30 and 11-30",
                answer: |_, &(_, month, day)| answer((month + day) % 2 == 0),
            },
            Wrong {
                name: "09-30 as the only exception (11-30 forgotten)",
                answer: |_, &(_, month, day)| {
                    answer((month + day) % 2 == 0 || (month, day) == (9, 30))
                },
            },
            Wrong {
                name: "month move to the next month's last day when the day does not exist",
                answer: |_, date| {
                    let wins = CLAMPED.with(|search| search.borrow_mut().wins(date));
                    answer(wins.expect("every move goes forward in time"))
                },
            },
        ]
    }

    /// T = 1,000,000 dates (the count is not bounded: about 11 MB), uniform over the game.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let cases = s.pick(1_000_000, 100);
        let dates = all_dates(gregorian);
        let what = format!("dates uniform over {} days", dates.len());
        per_line(
            Self::ID,
            cases,
            &what,
            Framing::Counted { big_cases: cases },
            move |t, r| {
                let (year, month, day) = *r.pick(&dates);
                t.line(&[year, month, day]);
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_calendar() {
        assert!(!gregorian(1900) && gregorian(1904) && gregorian(2000) && !gregorian(2001));
        // 101 years of 365 days and the 25 leap days of 1904..=2000, then 2001's 304 days of
        // January to October and 4 of November.
        assert_eq!(all_dates(gregorian).len(), 101 * 365 + 25 + 304 + 4);
        assert_eq!(next_day(gregorian, (1900, 2, 28)), (1900, 3, 1));
        assert_eq!(next_day(gregorian, (2000, 2, 28)), (2000, 2, 29));
        assert_eq!(next_day(gregorian, (1999, 12, 31)), (2000, 1, 1));
        assert_eq!(
            same_day_next_month(gregorian, (1999, 12, 31)),
            Some((2000, 1, 31))
        );
        assert_eq!(same_day_next_month(gregorian, (2000, 1, 30)), None);
        assert_eq!(
            same_day_next_month(gregorian, (2000, 1, 29)),
            Some((2000, 2, 29))
        );
        assert_eq!(same_day_next_month(gregorian, (2001, 3, 31)), None);
        // The end has no move; the month move past it is left out.
        assert!(options(&END).is_empty());
        assert_eq!(options(&(2001, 10, 5)), [(2001, 10, 6)]);
        assert_eq!(options(&(2001, 10, 4)), [(2001, 10, 5), END]);
    }

    #[test]
    fn the_oracle_on_hand_derived_dates() {
        // The sample.
        assert_eq!(Hdu1079::oracle(1, &(2001, 11, 3)), "YES\n");
        assert_eq!(Hdu1079::oracle(2, &(2001, 11, 2)), "NO\n");
        assert_eq!(Hdu1079::oracle(3, &(2001, 10, 3)), "NO\n");
        // 2001-10-04 moves to the end at once; 2001-11-04 is the end (no move: lost).
        assert_eq!(Hdu1079::oracle(1, &(2001, 10, 4)), "YES\n");
        assert_eq!(Hdu1079::oracle(1, &END), "NO\n");
    }

    /// A wrong leap-year rule changes no outcome of a real date (the README's proof holds for
    /// February of 28 and of 29 days alike): the trap is in which dates are accepted, which the
    /// testdata checks (1900-02-29 rejected, 2000-02-29 answered).
    #[test]
    fn a_wrong_leap_rule_changes_no_outcome() {
        fn every_fourth(year: u64) -> bool {
            year.is_multiple_of(4)
        }
        fn no_centuries(year: u64) -> bool {
            year.is_multiple_of(4) && !year.is_multiple_of(100)
        }
        for leap in [every_fourth as Leap, no_centuries] {
            let mut wrong = Search::new(move |d: &Date| moves(leap, same_day_next_month, *d));
            let dates = all_dates(leap);
            assert_ne!(dates.len(), all_dates(gregorian).len());
            for date in all_dates(gregorian) {
                assert_eq!(
                    answer(wrong.wins(&date).unwrap()),
                    Hdu1079::oracle(1, &date),
                    "{date:?}"
                );
            }
        }
    }
}
