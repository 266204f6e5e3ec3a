//! Reading an input file back into typed cases ([`crate::game::Game::parse`]): a reader of
//! whitespace-separated tokens, so that a failure on any input in the judge's format (the limits
//! group's, a user's) can be shrunk like a generated one.

use std::str::{FromStr, SplitAsciiWhitespace};

/// The tokens of an input text, in order, read as numbers or words; every read is `None` once
/// the text is used up or a token does not parse. O(1) per token.
pub struct Tokens<'a> {
    words: SplitAsciiWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    /// The tokens of `text` (any ASCII whitespace separates them: spaces, tabs, CRLF).
    pub fn new(text: &'a str) -> Self {
        Tokens {
            words: text.split_ascii_whitespace(),
        }
    }

    /// The next token, as it is written.
    pub fn word(&mut self) -> Option<&'a str> {
        self.words.next()
    }

    /// The next token as a `T` (`u64`, `usize`, `i64`, …).
    pub fn value<T: FromStr>(&mut self) -> Option<T> {
        self.words.next()?.parse().ok()
    }

    /// The next `count` tokens, each as a `T`; `None` if fewer follow or one does not parse.
    /// `count` is a number read from the input: nothing is reserved for it before the tokens are
    /// there.
    pub fn many<T: FromStr>(&mut self, count: usize) -> Option<Vec<T>> {
        let mut values = Vec::new();
        for _ in 0..count {
            values.push(self.value()?);
        }
        Some(values)
    }

    /// Whether every token has been read.
    pub fn is_done(&mut self) -> bool {
        self.words.clone().next().is_none()
    }

    /// Cases read by `case` until the tokens run out (inputs that end at the end of file).
    pub fn until_end<T>(&mut self, mut case: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let mut cases = Vec::new();
        while !self.is_done() {
            cases.push(case(self)?);
        }
        Some(cases)
    }

    /// A case count `T`, then that many cases read by `case`; `None` if any is missing.
    pub fn counted<T>(&mut self, mut case: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        let count: usize = self.value()?;
        let mut cases = Vec::new();
        for _ in 0..count {
            cases.push(case(self)?);
        }
        Some(cases)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_words_and_the_end() {
        let mut tokens = Tokens::new(" 3\r\n1\t2  x\n");
        assert_eq!(tokens.value::<u64>(), Some(3));
        assert_eq!(tokens.many::<u64>(2), Some(vec![1, 2]));
        assert!(!tokens.is_done());
        assert_eq!(tokens.value::<u64>(), None, "x is not a number");
        assert!(tokens.is_done());
        assert_eq!(tokens.word(), None);
        assert_eq!(Tokens::new("1 2").many::<u64>(3), None);
    }

    #[test]
    fn counted_and_until_end_cases() {
        let pair = |t: &mut Tokens| Some((t.value::<u64>()?, t.value::<u64>()?));
        assert_eq!(
            Tokens::new("2\n1 2\n3 4\n").counted(pair),
            Some(vec![(1, 2), (3, 4)])
        );
        assert_eq!(Tokens::new("3\n1 2\n3 4\n").counted(pair), None);
        assert_eq!(
            Tokens::new("1 2\n3 4\n").until_end(pair),
            Some(vec![(1, 2), (3, 4)])
        );
        assert_eq!(Tokens::new("1 2\n3\n").until_end(pair), None);
    }
}
