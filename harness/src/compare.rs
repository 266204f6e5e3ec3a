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
        let (expected, actual) = (self.expected.as_deref(), self.actual.as_deref());
        let column = first_difference(expected.unwrap_or(""), actual.unwrap_or(""));
        let long = [expected, actual]
            .iter()
            .any(|line| line.is_some_and(|l| l.chars().count() > SHOWN_CHARS));
        let show = |line: Option<&str>| match line {
            Some(text) if long => format!("{:?}", around(text, column)),
            Some(text) => format!("{text:?}"),
            None => "end of output".to_string(),
        };
        write!(f, "line {}", self.line)?;
        if long {
            write!(f, ", column {}", column + 1)?;
        }
        write!(f, ": expected {}, got {}", show(expected), show(actual))?;
        if self.whitespace_only {
            f.write_str(" (only whitespace differs)")?;
        }
        Ok(())
    }
}

/// Lines longer than this many characters are shown cut around their first difference.
const SHOWN_CHARS: usize = 120;

/// The character index where `a` and `b` first differ (the shorter one's length if one is a
/// prefix of the other).
fn first_difference(a: &str, b: &str) -> usize {
    a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count()
}

/// At most [`SHOWN_CHARS`] characters of `line` around character `column`, with `…` where it is
/// cut: a 10^6-character line's difference in a report of a few hundred bytes.
fn around(line: &str, column: usize) -> String {
    let total = line.chars().count();
    let start = column.saturating_sub(SHOWN_CHARS / 2).min(total);
    let shown: String = line.chars().skip(start).take(SHOWN_CHARS).collect();
    let before = if start > 0 { "…" } else { "" };
    let after = if start + SHOWN_CHARS < total {
        "…"
    } else {
        ""
    };
    format!("{before}{shown}{after}")
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

/// How an output is compared with the expected one. Each judge has its own
/// ([`crate::online_judge::OnlineJudge::comparison`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Comparison {
    /// Byte for byte: what this workspace's own binaries are held to.
    #[default]
    Exact,
    /// Line by line, each line as its whitespace-separated tokens (spaces, tabs, a `\r` before
    /// the `\n`), blank lines at the end ignored (testlib's `lcmp`).
    Lines,
    /// The whitespace-separated tokens, wherever the lines break (testlib's `wcmp`):
    /// Codeforces, AtCoder, CSES.
    Tokens,
    /// The text, whitespace at its very end and `\r` before `\n` aside; the same tokens with
    /// other whitespace are a Presentation Error ([`Mismatch::whitespace_only`]): the ZOJ text
    /// checker, as HDU and POJ judge.
    Text,
}

impl Comparison {
    /// Its name on the command line (`--compare tokens`).
    pub const fn flag(self) -> &'static str {
        match self {
            Comparison::Exact => "exact",
            Comparison::Lines => "lines",
            Comparison::Tokens => "tokens",
            Comparison::Text => "text",
        }
    }

    /// How the comparison is named in a report.
    pub const fn name(self) -> &'static str {
        match self {
            Comparison::Exact => "byte-for-byte",
            Comparison::Lines => "line-by-line tokens",
            Comparison::Tokens => "token",
            Comparison::Text => "text (with Presentation Error)",
        }
    }

    /// Whether a mismatch in whitespace alone is a Presentation Error rather than a wrong
    /// answer.
    pub const fn tells_presentation(self) -> bool {
        matches!(self, Comparison::Text)
    }
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
    match comparison {
        Comparison::Exact => Err(mismatch),
        Comparison::Text => {
            let normalized: Vec<String> = expected_cases
                .iter()
                .map(|case| case.replace("\r\n", "\n"))
                .collect();
            let expected = normalized.concat();
            let actual = actual.replace("\r\n", "\n");
            if expected.trim_end() == actual.trim_end() {
                Ok(())
            } else {
                // Their ends trimmed alike, so that the mismatch is not the final newline.
                let ending = &expected[expected.trim_end().len()..];
                compare(&normalized, &(actual.trim_end().to_string() + ending))
            }
        }
        Comparison::Tokens => {
            let expected = expected_cases.concat();
            if expected.split_whitespace().eq(actual.split_whitespace()) {
                Ok(())
            } else {
                Err(mismatch)
            }
        }
        Comparison::Lines => lines_of_tokens(expected_cases, actual),
    }
}

/// [`Comparison::Lines`]: the first line whose tokens differ.
fn lines_of_tokens(expected_cases: &[String], actual: &str) -> Result<(), Mismatch> {
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
    fn line_comparison_ignores_spacing_but_not_tokens_or_lines() {
        let expected = cases(&["No\n", "Yes\n9 5\n"]);
        let lenient = |actual| compare_with(&expected, actual, Comparison::Lines);
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

    #[test]
    fn token_comparison_ignores_every_whitespace_but_not_tokens() {
        let expected = cases(&["No\n", "Yes\n9 5\n"]);
        let tokens = |actual| compare_with(&expected, actual, Comparison::Tokens);
        assert_eq!(tokens("No Yes 9 5"), Ok(()));
        assert_eq!(tokens("\nNo\r\nYes\n9\t5\n\n"), Ok(()));
        assert!(tokens("No Yes 9 6").is_err());
        assert!(tokens("No Yes 9").is_err());
        assert!(tokens("No Yes 9 5 1").is_err());
    }

    #[test]
    fn text_comparison_tells_presentation_errors_as_the_zoj_checker_does() {
        let expected = cases(&["No\n", "Yes\n9 5\n"]);
        let text = |actual| compare_with(&expected, actual, Comparison::Text);
        // The end of the file and CRLF do not matter.
        assert_eq!(text("No\nYes\n9 5"), Ok(()));
        assert_eq!(text("No\r\nYes\r\n9 5\r\n\n \n"), Ok(()));
        // Other whitespace is a presentation error: the same tokens, differently spaced.
        for spaced in [
            "No\nYes\n9  5\n",
            "No Yes\n9 5\n",
            "No\n\nYes\n9 5\n",
            " No\nYes\n9 5\n",
        ] {
            let m = text(spaced).unwrap_err();
            assert!(m.whitespace_only, "{spaced:?}: {m}");
        }
        let m = text("No\nYes\n9 6").unwrap_err();
        assert!(!m.whitespace_only);
        assert_eq!((m.case, m.line), (Some(2), 3));
        assert!(Comparison::Text.tells_presentation());
        assert!(!Comparison::Tokens.tells_presentation());
    }

    #[test]
    fn a_long_line_is_shown_around_its_first_difference() {
        let long: String = "1".repeat(1_000_000);
        let other = format!("{}2{}", &long[..500_000], &long[500_001..]);
        let m = compare(&cases(&[&format!("{long}\n")]), &format!("{other}\n")).unwrap_err();
        let told = m.to_string();
        assert!(told.len() < 400, "{} bytes", told.len());
        assert!(
            told.starts_with("case 1, line 1, column 500001: expected \"…111"),
            "{told}"
        );
        assert!(told.contains("1112111"), "{told}");
    }
}
