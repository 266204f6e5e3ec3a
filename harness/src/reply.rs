//! Reading a program's output as a checker does: the answers of a problem with many right
//! outputs ([`crate::game::Answers::Checked`]) are read token by token, as Codeforces' checkers
//! read them (any whitespace between tokens), each token with the line it stands on, and every
//! case's answer is judged by the problem's checker from the rules.

use crate::compare::Mismatch;
use std::str::FromStr;

/// A checker: whether the answer to case `index` (from 1), read from the output by the
/// [`Reply`], is right by the game's rules; `Err` says why not (`30 is not a divisor of 12`).
/// It reads exactly the tokens of that one answer, so the next case's answer follows.
pub type Checker<C> = fn(usize, &C, &mut Reply<'_>) -> Result<(), String>;

/// The tokens of an output, in order, each with its line (from 1). O(1) per token.
pub struct Reply<'a> {
    text: &'a str,
    /// Byte offset of the next unread character.
    at: usize,
    /// Line of the next unread character.
    next_line: usize,
    /// Line of the last token read (or of the end, once a read found nothing).
    line: usize,
}

impl<'a> Reply<'a> {
    /// The tokens of `text`.
    pub fn new(text: &'a str) -> Self {
        Reply {
            text,
            at: 0,
            next_line: 1,
            line: 1,
        }
    }

    /// Skips whitespace, counting lines.
    fn skip_space(&mut self) {
        let rest = &self.text[self.at..];
        let len = rest.len() - rest.trim_start().len();
        self.next_line += rest[..len].matches('\n').count();
        self.at += len;
    }

    /// The next token, or `Err("expected {what}, found the end of the output")`.
    pub fn word(&mut self, what: &str) -> Result<&'a str, String> {
        self.skip_space();
        self.line = self.next_line;
        let rest = &self.text[self.at..];
        let len = rest.find(char::is_whitespace).unwrap_or(rest.len());
        if len == 0 {
            return Err(format!("expected {what}, found the end of the output"));
        }
        self.at += len;
        Ok(&rest[..len])
    }

    /// The next token as a `T`, or why not (`expected {what}, found "x"`).
    pub fn value<T: FromStr>(&mut self, what: &str) -> Result<T, String> {
        let word = self.word(what)?;
        word.parse()
            .map_err(|_| format!("expected {what}, found {:?}", shortened(word)))
    }

    /// The line of the last token read (where a checker's objection points).
    pub fn line(&self) -> usize {
        self.line
    }

    /// The text of line `line` (from 1), without its line break; empty past the end.
    fn line_text(&self, line: usize) -> &'a str {
        self.text
            .split('\n')
            .nth(line - 1)
            .map_or("", |l| l.trim_end_matches('\r'))
    }
}

/// At most 40 characters of a token, with `…` when cut.
fn shortened(word: &str) -> String {
    let mut shown: String = word.chars().take(40).collect();
    if shown.len() < word.len() {
        shown.push('…');
    }
    shown
}

/// Judges `output` as the answers to `cases` by `check`, case by case in order, then requires
/// that nothing follows the last answer. The first objection is a [`Mismatch`] naming the case,
/// the line and the checker's reason. O(output + the checker's work).
pub fn check_all<C>(check: Checker<C>, cases: &[C], output: &str) -> Result<(), Mismatch> {
    let mut reply = Reply::new(output);
    let objection = |reply: &Reply, case: Option<usize>, reason: String| {
        let line = reply.line();
        let text = reply.line_text(line);
        Mismatch {
            case,
            line,
            expected: None,
            actual: (!text.is_empty() || line <= output.lines().count()).then(|| text.to_string()),
            whitespace_only: false,
            reason: Some(reason),
        }
    };
    for (i, case) in cases.iter().enumerate() {
        if let Err(reason) = check(i + 1, case, &mut reply) {
            return Err(objection(&reply, Some(i + 1), reason));
        }
    }
    match reply.word("nothing") {
        Err(_) => Ok(()),
        Ok(extra) => {
            let reason = format!(
                "output goes on after the last case's answer: {:?}",
                shortened(extra)
            );
            Err(objection(&reply, None, reason))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checker of "print any even number n ≤ case".
    fn even_up_to(_: usize, bound: &u64, reply: &mut Reply) -> Result<(), String> {
        let n: u64 = reply.value("an even number")?;
        if !n.is_multiple_of(2) || n > *bound {
            return Err(format!("{n} is not an even number up to {bound}"));
        }
        Ok(())
    }

    #[test]
    fn tokens_carry_their_lines() {
        let mut reply = Reply::new(" a\r\n\n b\tc\n");
        assert_eq!(reply.word("x"), Ok("a"));
        assert_eq!(reply.line(), 1);
        assert_eq!(reply.word("x"), Ok("b"));
        assert_eq!(reply.line(), 3);
        assert_eq!(
            reply.value::<u64>("a number"),
            Err("expected a number, found \"c\"".into())
        );
        assert_eq!(
            reply.word("more"),
            Err("expected more, found the end of the output".into())
        );
        assert_eq!(reply.line(), 4);
    }

    #[test]
    fn every_case_is_checked_and_nothing_may_follow() {
        let cases = [4, 10];
        assert_eq!(check_all(even_up_to, &cases, "2\n10\n"), Ok(()));
        assert_eq!(check_all(even_up_to, &cases, "0 8"), Ok(()));
        let m = check_all(even_up_to, &cases, "2\n12\n").unwrap_err();
        assert_eq!((m.case, m.line), (Some(2), 2));
        assert_eq!(
            m.to_string(),
            "case 2, line 2: 12 is not an even number up to 10 (got \"12\")"
        );
        let m = check_all(even_up_to, &cases, "2\n").unwrap_err();
        assert_eq!(
            m.to_string(),
            "case 2, line 2: expected an even number, found the end of the output"
        );
        let m = check_all(even_up_to, &cases, "2\n4\n6\n").unwrap_err();
        assert_eq!(
            m.to_string(),
            "line 3: output goes on after the last case's answer: \"6\" (got \"6\")"
        );
    }
}
