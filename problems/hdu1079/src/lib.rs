//! HDU 1079 / POJ 1082 Calendar Game: a date between 1900-01-01 and 2001-11-04; a move goes to
//! the next day, or to the same day of the next month if that date exists (and is not past the
//! end); whoever reaches 2001-11-04 wins. Per date print `YES` if Adam, who moves first, wins,
//! else `NO`.
//!
//! Adam wins iff month + day is even, or the date is September 30 or November 30 (the proof is in
//! the README). O(1) per date, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The year of the first date of the game, 1900-01-01.
pub const FIRST_YEAR: u64 = 1900;
/// The year of the last date, 2001-11-04: whoever reaches it wins.
pub const END_YEAR: u64 = 2001;
/// The month of the last date.
pub const END_MONTH: u64 = 11;
/// The day of the last date.
pub const END_DAY: u64 = 4;

/// Solves the T dates that follow the count line; nothing after them is read.
///
/// A date must exist (Gregorian calendar) and lie within 1900-01-01..=2001-11-04: the year, the
/// month and the day are each read with the range that the values before them allow, so the
/// error names the first number that leaves the range. T is not bounded (it sizes nothing: each
/// date is answered as it is read). O(1) per date.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let Some(count) = input.u64_or_end("a case count T", 0..=u64::MAX)? else {
        return Ok(());
    };
    let end = format!("{END_YEAR}-{END_MONTH:02}-{END_DAY:02}");
    let last_year_month = format!("a month of {END_YEAR}, when the game ends on {end}");
    let last_month_day = format!("a day up to the end date {end}");
    for _ in 0..count {
        let year = input.u64("a year", FIRST_YEAR..=END_YEAR)?;
        let month = if year == END_YEAR {
            input.u64(&last_year_month, 1..=END_MONTH)?
        } else {
            input.u64("a month", 1..=12)?
        };
        let day = if (year, month) == (END_YEAR, END_MONTH) {
            input.u64(&last_month_day, 1..=END_DAY)?
        } else {
            input.u64("a day of that month", 1..=days_in_month(year, month))?
        };
        // One write per answer, its newline included, of a constant length (a fixed copy).
        if first_player_wins(month, day) {
            out.bytes(b"YES\n")?;
        } else {
            out.bytes(b"NO\n")?;
        }
    }
    Ok(())
}

/// Whether `year` is a leap year of the Gregorian calendar: divisible by 4, except the years
/// divisible by 100 that are not divisible by 400 (1900 is not a leap year, 2000 is). O(1).
pub fn is_leap(year: u64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

/// The number of days of `month` (1..=12) in `year`: 28 or 29 for February, 30 for April, June,
/// September and November, 31 for the others (and for any number outside 1..=12). O(1).
pub fn days_in_month(year: u64, month: u64) -> u64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Whether the player to move wins from the date with this month and day (any date from
/// 1900-01-01 to 2001-11-04; the year does not matter): iff `month + day` is even, or the date is
/// September 30 or November 30. O(1).
pub fn first_player_wins(month: u64, day: u64) -> bool {
    (month + day) % 2 == 0 || (day == 30 && (month == 9 || month == 11))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample() {
        // 2001-11-03 → 2001-11-04 wins at once. From 11-02 the only move is to 11-03 (12-02
        // is past the end), a win for the opponent; from 10-03 both moves, to 10-04 (which
        // moves to 11-04) and to 11-03, are wins for the opponent.
        assert!(first_player_wins(11, 3));
        assert!(!first_player_wins(11, 2));
        assert!(!first_player_wins(10, 3));
        // The end itself: the player to move has lost.
        assert!(!first_player_wins(END_MONTH, END_DAY));
    }

    #[test]
    fn the_exceptions() {
        // 09-30 → 10-01 and 11-30 → 12-01 are odd and lose; 04-30 and 06-30 are even and win
        // anyway; 10-31 (odd) has no exception.
        assert!(first_player_wins(9, 30));
        assert!(first_player_wins(11, 30));
        assert!(!first_player_wins(10, 1));
        assert!(!first_player_wins(12, 1));
        assert!(first_player_wins(4, 30));
        assert!(!first_player_wins(10, 31));
        assert!(!first_player_wins(9, 28));
        assert!(!first_player_wins(11, 28));
        assert!(!first_player_wins(7, 30));
    }

    #[test]
    fn the_calendar() {
        assert!(!is_leap(1900));
        assert!(is_leap(1904));
        assert!(is_leap(2000));
        assert!(!is_leap(2001));
        assert_eq!(days_in_month(1900, 2), 28);
        assert_eq!(days_in_month(2000, 2), 29);
        assert_eq!(days_in_month(1999, 2), 28);
        let lengths: Vec<u64> = (1..=12).map(|m| days_in_month(2001, m)).collect();
        assert_eq!(lengths, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
        // 101 years of 365 days with the 25 leap years 1904..=2000, then 2001 up to 11-04.
        let whole: u64 = (FIRST_YEAR..END_YEAR)
            .flat_map(|y| (1..=12).map(move |m| days_in_month(y, m)))
            .sum();
        assert_eq!(whole, 101 * 365 + 25);
    }
}
