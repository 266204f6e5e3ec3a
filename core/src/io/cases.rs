//! The commonest judge format written once: cases, each a count n and then n numbers, each case
//! answered as it is read. A problem states its names and ranges as one [`CaseLists`] and keeps
//! only what is particular to it: how the numbers fold into a verdict, and how it is printed.

use super::{Error, Scanner, Writer};
use std::io::{self, BufRead, Write};
use std::ops::RangeInclusive;

/// How an input says where its cases end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaseCount<'a> {
    /// A case count comes first (any u64), with this name in error messages, e.g.
    /// `a test count t`; each case's count is then read as [`Scanner::for_each_case`] reads it.
    Given(&'a str),
    /// No case count: the cases run until a count of 0 or the end of the input (the count's
    /// range must then hold 0).
    UntilZero,
    /// The input holds one case, then nothing: after its answer, anything more is an error
    /// that expects what this names, e.g. `nothing after the piles (the input holds one case)`.
    One(&'a str),
}

/// A "cases of a count n and n numbers" input: where its cases end, and the names and ranges of
/// each case's count and numbers, as the error messages show them. Built as a `const` by each
/// problem, then run with [`CaseLists::fold`] or [`CaseLists::each_list`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseLists<'a> {
    /// Where the cases end.
    pub cases: CaseCount<'a>,
    /// A case's count n, e.g. `a heap count n`.
    pub count: &'a str,
    /// The counts accepted.
    pub counts: RangeInclusive<u64>,
    /// One of a case's numbers, e.g. `a heap size x_i`.
    pub number: &'a str,
    /// The numbers accepted.
    pub numbers: RangeInclusive<u64>,
}

impl CaseLists<'_> {
    /// Runs `each` once per case, in order, with the scanner, the case's number (from 1) and
    /// its count n, as [`CaseLists::cases`] delimits them; stops at the first error.
    fn for_each<R: BufRead>(
        &self,
        input: &mut Scanner<R>,
        mut each: impl FnMut(&mut Scanner<R>, u64, u64) -> Result<(), Error>,
    ) -> Result<(), Error> {
        match self.cases {
            CaseCount::Given(name) => {
                input.for_each_case(name, self.count, self.counts.clone(), each)
            }
            CaseCount::UntilZero => {
                let mut case = 0;
                while let Some(n) = input.u64_or_end(self.count, self.counts.clone())? {
                    if n == 0 {
                        break;
                    }
                    case += 1;
                    each(input, case, n)?;
                }
                Ok(())
            }
            CaseCount::One(after) => {
                let n = input.u64(self.count, self.counts.clone())?;
                each(input, 1, n)?;
                input.end(after)
            }
        }
    }

    /// Answers every case: folds its n numbers into `init` with `step`, in order, then has
    /// `verdict` print the case's answer from the case's number (from 1) and the fold. Nothing
    /// after the last case is read (after a [`CaseCount::One`] case, nothing may follow); the
    /// first error stops the run, every answer before it printed.
    ///
    /// O(total numbers) plus what `step` and `verdict` cost; memory: one block of at most 4096
    /// numbers ([`Scanner::fold_u64s`]), whatever the counts say (a count of 10^18 fails where
    /// the input runs out, having allocated nothing for it).
    ///
    /// ```
    /// use game_core::io::{run_text, CaseCount, CaseLists, Error, Scanner, Writer};
    ///
    /// // Nim: t tests of n heaps each; the player to move wins iff the heaps' xor is not 0.
    /// const NIM: CaseLists = CaseLists {
    ///     cases: CaseCount::Given("a test count t"),
    ///     count: "a heap count n",
    ///     counts: 1..=9,
    ///     number: "a heap",
    ///     numbers: 1..=99,
    /// };
    /// fn solve(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
    ///     NIM.fold(input, out, 0, |x, h| x ^ h, |out, _, x| {
    ///         out.line(if x != 0 { "first" } else { "second" })
    ///     })
    /// }
    /// // 1 ^ 2 = 3; 3 ^ 3 = 0.
    /// assert_eq!(run_text(solve, "2\n2\n1 2\n2\n3 3\n"), ("first\nsecond\n".to_string(), None));
    /// let (printed, error) = run_text(solve, "2\n1\n5\n1\n0\n");
    /// assert_eq!(printed, "first\n");
    /// assert_eq!(
    ///     error.as_deref(),
    ///     Some("line 5, column 1: expected a heap (1..=99), found \"0\"")
    /// );
    /// ```
    pub fn fold<R, W, A, F, V>(
        &self,
        input: &mut Scanner<R>,
        out: &mut Writer<W>,
        init: A,
        mut step: F,
        mut verdict: V,
    ) -> Result<(), Error>
    where
        R: BufRead,
        W: Write,
        A: Clone,
        F: FnMut(A, u64) -> A,
        V: FnMut(&mut Writer<W>, u64, A) -> io::Result<()>,
    {
        self.for_each(input, |input, case, n| {
            let folded = input.fold_u64s(
                n,
                self.number,
                self.numbers.clone(),
                init.clone(),
                &mut step,
            )?;
            Ok(verdict(out, case, folded)?)
        })
    }

    /// Answers every case: reads its n numbers into one reused buffer, then has `verdict`
    /// print the case's answer from the case's number (from 1) and its numbers, in input order
    /// (`verdict` may reorder them). For the problems that need a case's numbers together;
    /// cases end as in [`CaseLists::fold`], and so does a run at its first error.
    ///
    /// O(total numbers) plus what `verdict` costs; memory: the largest case's numbers, grown
    /// only as they are read (a count of 10^18 allocates nothing before the input runs out).
    ///
    /// ```
    /// use game_core::io::{run_text, CaseCount, CaseLists, Error, Scanner, Writer};
    ///
    /// // Lists until a count of 0: print each list's largest number.
    /// const LISTS: CaseLists = CaseLists {
    ///     cases: CaseCount::UntilZero,
    ///     count: "a length n, or 0 to end",
    ///     counts: 0..=9,
    ///     number: "a number",
    ///     numbers: 0..=99,
    /// };
    /// fn solve(input: &mut Scanner<&[u8]>, out: &mut Writer<Vec<u8>>) -> Result<(), Error> {
    ///     LISTS.each_list(input, out, |out, _, numbers| {
    ///         out.u64(numbers.iter().copied().max().unwrap_or(0))?;
    ///         out.newline()
    ///     })
    /// }
    /// assert_eq!(run_text(solve, "3 4 9 2\n1 7\n0\nnot read"), ("9\n7\n".to_string(), None));
    /// // The end of the input ends the cases too, but not inside one.
    /// assert_eq!(run_text(solve, "1 5"), ("5\n".to_string(), None));
    /// let (printed, error) = run_text(solve, "1 5 2 8");
    /// assert_eq!(printed, "5\n");
    /// assert_eq!(
    ///     error.as_deref(),
    ///     Some("line 1, column 8: expected a number (0..=99), found end of input")
    /// );
    /// ```
    pub fn each_list<R, W, V>(
        &self,
        input: &mut Scanner<R>,
        out: &mut Writer<W>,
        mut verdict: V,
    ) -> Result<(), Error>
    where
        R: BufRead,
        W: Write,
        V: FnMut(&mut Writer<W>, u64, &mut Vec<u64>) -> io::Result<()>,
    {
        let mut numbers = Vec::new();
        self.for_each(input, |input, case, n| {
            numbers.clear();
            input.u64s_into(&mut numbers, n, self.number, self.numbers.clone())?;
            Ok(verdict(out, case, &mut numbers)?)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::run_text;

    /// Cases of a count n in 0..=5 and n values in 1..=9, ending as `cases` says.
    fn lists(cases: CaseCount<'static>) -> CaseLists<'static> {
        CaseLists {
            cases,
            count: "a count n",
            counts: 0..=5,
            number: "a value",
            numbers: 1..=9,
        }
    }

    /// Each case's number, count and sum, printed as `case:n:sum`.
    fn sums(cases: CaseCount<'static>, text: &str) -> (String, Option<String>) {
        let lists = lists(cases);
        run_text(
            |input, out| {
                lists.fold(
                    input,
                    out,
                    (0, 0),
                    |(n, s), v| (n + 1, s + v),
                    |out, case, (n, s)| out.line(&format!("{case}:{n}:{s}")),
                )
            },
            text,
        )
    }

    /// The same cases read whole, printed as `case:numbers reversed`.
    fn reversed(cases: CaseCount<'static>, text: &str) -> (String, Option<String>) {
        let lists = lists(cases);
        run_text(
            |input, out| {
                lists.each_list(input, out, |out, case, numbers| {
                    numbers.reverse();
                    out.line(&format!("{case}:{numbers:?}"))
                })
            },
            text,
        )
    }

    #[test]
    fn given_counts_fold_each_case_from_a_fresh_start() {
        let given = CaseCount::Given("a case count t");
        assert_eq!(
            sums(given, "3\n2 4 5\n0\n1 9\nnot read"),
            ("1:2:9\n2:0:0\n3:1:9\n".to_string(), None)
        );
        assert_eq!(
            reversed(given, "2\n3 1 2 3\n1 4\n"),
            ("1:[3, 2, 1]\n2:[4]\n".to_string(), None)
        );
        // A count of 0 is a case here, not the end.
        assert_eq!(reversed(given, "1\n0\n"), ("1:[]\n".to_string(), None));
        assert_eq!(
            sums(given, "2\n1 1\n"),
            (
                "1:1:1\n".to_string(),
                Some(
                    "line 3, column 1: expected a count n (0..=5) for case 2 of 2, found end of \
                     input"
                        .to_string()
                )
            )
        );
    }

    #[test]
    fn until_zero_numbers_the_cases_and_stops_at_zero_or_the_end() {
        let until = CaseCount::UntilZero;
        assert_eq!(
            sums(until, "2 4 5\n1 9\n0\n1 x"),
            ("1:2:9\n2:1:9\n".to_string(), None)
        );
        assert_eq!(sums(until, ""), (String::new(), None));
        assert_eq!(
            reversed(until, "2 1 2\n1 3"),
            ("1:[2, 1]\n2:[3]\n".to_string(), None)
        );
        // A buffer reused across cases holds only the current case.
        assert_eq!(
            reversed(until, "3 1 2 3\n1 4\n0"),
            ("1:[3, 2, 1]\n2:[4]\n".to_string(), None)
        );
        assert_eq!(
            sums(until, "1 1\n6"),
            (
                "1:1:1\n".to_string(),
                Some("line 2, column 1: expected a count n (0..=5), found \"6\"".to_string())
            )
        );
        assert_eq!(
            reversed(until, "2 1 0"),
            (
                String::new(),
                Some("line 1, column 5: expected a value (1..=9), found \"0\"".to_string())
            )
        );
    }

    #[test]
    fn one_case_is_answered_then_nothing_may_follow() {
        let one = CaseCount::One("nothing after the values");
        assert_eq!(sums(one, "2 4 5\n"), ("1:2:9\n".to_string(), None));
        assert_eq!(sums(one, "0"), ("1:0:0\n".to_string(), None));
        assert_eq!(
            reversed(one, "1 3 7"),
            (
                "1:[3]\n".to_string(),
                Some(
                    "line 1, column 5: expected nothing after the values, found \"7\"".to_string()
                )
            )
        );
        assert_eq!(
            sums(one, ""),
            (
                String::new(),
                Some(
                    "line 1, column 1: expected a count n (0..=5), found end of input".to_string()
                )
            )
        );
    }
}
