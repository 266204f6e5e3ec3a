//! The shapes most judge inputs are built from: "T, then T cases", "cases, then a 0 line", "a
//! count, then one line an item" and "a header line, then one row". Each `Game::render` states
//! only its own case's text.

use itertools::Itertools;
use std::fmt::Write;

/// The input "T, then the T cases": a line with the number of cases, then each case as `case`
/// writes it (its lines with their newlines). O(total length).
pub(super) fn counted_cases<C>(cases: &[C], case: impl Fn(&C) -> String) -> String {
    let mut text = format!("{}\n", cases.len());
    for each in cases {
        text += &case(each);
    }
    text
}

/// Each case as `case` writes it (its lines with their newlines), then the `0` line that ends
/// the input. O(total length).
pub(super) fn zero_terminated<C>(cases: &[C], case: impl Fn(&C) -> String) -> String {
    let mut text: String = cases.iter().map(case).collect();
    text.push_str("0\n");
    text
}

/// A line of the `header` numbers, then a line of the `row`: the `n k` / `a_1 … a_n` shape of
/// a case of one list. O(length).
pub(super) fn header_and_row(header: &[u64], row: &[u64]) -> String {
    format!("{}\n{}\n", header.iter().join(" "), row.iter().join(" "))
}

/// A count line, then one line an item, `line` writing the item (without its newline): the
/// `n` / `x y` … shape of a case listing n things. O(total length).
pub(super) fn counted_lines<T>(items: &[T], line: impl Fn(&T) -> String) -> String {
    let mut text = format!("{}\n", items.len());
    for item in items {
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{}", line(item));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_line_then_the_cases_then_the_items() {
        let cases = [vec![(1, 2), (3, 4)], vec![]];
        let text = counted_cases(&cases, |pairs| {
            counted_lines(pairs, |(a, b)| format!("{a} {b}"))
        });
        assert_eq!(text, "2\n2\n1 2\n3 4\n0\n");
        assert_eq!(counted_cases(&[] as &[u64], |n| format!("{n}\n")), "0\n");
    }

    #[test]
    fn cases_then_a_zero_line_and_a_header_then_a_row() {
        assert_eq!(zero_terminated(&[3, 5], |n| format!("{n}\n")), "3\n5\n0\n");
        assert_eq!(zero_terminated(&[] as &[u64], |n| format!("{n}\n")), "0\n");
        assert_eq!(header_and_row(&[3, 7], &[1, 2, 4]), "3 7\n1 2 4\n");
        assert_eq!(header_and_row(&[1], &[10]), "1\n10\n");
    }
}
