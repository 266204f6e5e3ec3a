//! Comparing a solution's output with the expected one, case by case, with a readable verdict.

use std::fmt;

/// Where an output first differs from what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// The case (from 1) whose answer differs, when the expected output is known per case.
    pub case: Option<usize>,
    /// The output line (from 1) where they first differ.
    pub line: usize,
    /// The expected line there (`None`: the expected output had ended).
    pub expected: Option<String>,
    /// The actual line there (`None`: the actual output had ended).
    pub actual: Option<String>,
    /// The outputs differ only in whitespace.
    pub whitespace_only: bool,
    /// A checker's objection, for a problem with many right outputs (then `expected` is `None`
    /// and `actual` is the line the objection points at).
    pub reason: Option<String>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(case) = self.case {
            write!(f, "case {case}, ")?;
        }
        if let Some(reason) = &self.reason {
            write!(f, "line {}: {reason}", self.line)?;
            if let Some(got) = &self.actual {
                write!(f, " (got {got:?})")?;
            }
            return Ok(());
        }
        let show = |line: &Option<String>| match line {
            Some(text) => format!("{text:?}"),
            None => "end of output".to_string(),
        };
        write!(
            f,
            "line {}: expected {}, got {}",
            self.line,
            show(&self.expected),
            show(&self.actual)
        )?;
        if self.whitespace_only {
            f.write_str(" (only whitespace differs)")?;
        }
        Ok(())
    }
}

/// Compares `actual` with the concatenation of `expected_cases` (one string per case, each a
/// sequence of `\n`-terminated lines). Exact: `Ok` only if the bytes are identical.
pub fn compare(expected_cases: &[String], actual: &str) -> Result<(), Mismatch> {
    let expected: String = expected_cases.concat();
    if expected == actual {
        return Ok(());
    }
    // Which case each expected line belongs to.
    let mut case_of_line = Vec::new();
    for (index, case) in expected_cases.iter().enumerate() {
        case_of_line.extend(std::iter::repeat_n(
            index + 1,
            case.split_inclusive('\n').count(),
        ));
    }
    let mut expected_lines = expected.split_inclusive('\n');
    let mut actual_lines = actual.split_inclusive('\n');
    let mut line = 0;
    loop {
        line += 1;
        match (expected_lines.next(), actual_lines.next()) {
            (Some(e), Some(a)) if e == a => continue,
            (e, a) => {
                return Err(Mismatch {
                    case: case_of_line
                        .get(line - 1)
                        .copied()
                        .or(case_of_line.last().copied()),
                    line,
                    expected: e.map(str::to_string),
                    actual: a.map(str::to_string),
                    whitespace_only: expected.split_whitespace().eq(actual.split_whitespace()),
                    reason: None,
                })
            }
        }
    }
}

/// How an output is compared with the expected one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Comparison {
    /// Byte for byte, as most judges do.
    #[default]
    Exact,
    /// Line by line, each line as its whitespace-separated tokens (spaces, tabs, a `\r` before
    /// the `\n`), blank lines at the end ignored: what lenient judges accept.
    Whitespace,
}

/// Compares `actual` with the concatenation of `expected_cases` under `comparison`; the
/// mismatch names the first differing line (and its case). O(length of both).
pub fn compare_with(
    expected_cases: &[String],
    actual: &str,
    comparison: Comparison,
) -> Result<(), Mismatch> {
    let exact = compare(expected_cases, actual);
    let Err(mismatch) = exact else {
        return Ok(());
    };
    if comparison == Comparison::Exact {
        return Err(mismatch);
    }
    let expected = expected_cases.concat();
    let (want, got) = (token_lines(&expected), token_lines(actual));
    match want.iter().zip(&got).position(|(w, g)| w != g) {
        None if want.len() == got.len() => Ok(()),
        at => {
            let line = at.unwrap_or(want.len().min(got.len()));
            let mut case_of_line = Vec::new();
            for (index, case) in expected_cases.iter().enumerate() {
                case_of_line.extend(std::iter::repeat_n(index + 1, case.lines().count()));
            }
            Err(Mismatch {
                case: case_of_line.get(line).or(case_of_line.last()).copied(),
                line: line + 1,
                expected: want.get(line).cloned(),
                actual: got.get(line).cloned(),
                whitespace_only: false,
                reason: None,
            })
        }
    }
}

/// Each line of `text` as its tokens joined by one space, trailing blank lines dropped.
fn token_lines(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = text
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cases(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn identical_is_ok() {
        assert_eq!(
            compare(&cases(&["No\n", "Yes\n9 5\n"]), "No\nYes\n9 5\n"),
            Ok(())
        );
    }

    #[test]
    fn names_case_line_and_whitespace() {
        let expected = cases(&["No\n", "Yes\n9 5\n"]);
        let m = compare(&expected, "No\nYes\n9 6\n").unwrap_err();
        assert_eq!((m.case, m.line, m.whitespace_only), (Some(2), 3, false));
        assert_eq!(
            m.to_string(),
            "case 2, line 3: expected \"9 5\\n\", got \"9 6\\n\""
        );
        let m = compare(&expected, "No\nYes\n9 5 \n").unwrap_err();
        assert!(m.whitespace_only);
        let m = compare(&expected, "No\n").unwrap_err();
        assert_eq!(
            m.to_string(),
            "case 2, line 2: expected \"Yes\\n\", got end of output"
        );
        let m = compare(&expected, "No\nYes\n9 5\nextra\n").unwrap_err();
        assert_eq!((m.case, m.line), (Some(2), 4));
    }

    #[test]
    fn whitespace_comparison_ignores_spacing_but_not_tokens_or_lines() {
        let expected = cases(&["No\n", "Yes\n9 5\n"]);
        let lenient = |actual| compare_with(&expected, actual, Comparison::Whitespace);
        assert_eq!(lenient("No\r\nYes \n9\t5\n\n\n"), Ok(()));
        assert_eq!(lenient("No\nYes\n9 5"), Ok(()));
        let m = lenient("No\nYes\n9 6\n").unwrap_err();
        assert_eq!((m.case, m.line), (Some(2), 3));
        // Tokens may not move across lines.
        let m = lenient("No Yes\n9 5\n").unwrap_err();
        assert_eq!((m.case, m.line), (Some(1), 1));
        let m = lenient("No\nYes\n").unwrap_err();
        assert_eq!((m.line, m.actual), (3, None));
        assert!(compare_with(&expected, "No\nYes\n9 5 \n", Comparison::Exact).is_err());
    }
}
