//! The two shapes most judge inputs are built from: "T, then T cases" and "a count, then one
//! line an item". Each `Game::render` states only its own case's text.

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
}
