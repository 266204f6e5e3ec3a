//! HDU 2149 Public Sale: an auction starts at price 0 and each bid raises the price by 1 to `N`;
//! whoever first brings it to `M` or more buys the land. Lele bids first. Per case print every
//! winning first bid in increasing order, separated by single spaces, or `none`.
//!
//! Bash's game: the winning first bids are `M..=N` when `M ≤ N`, else the one bid `M mod (N + 1)`
//! if it is not 0. O(1) per case plus its output (at most [`BID_CAPACITY`] numbers; a list of bids
//! up to the judge's 1099 is one copy from the bids written out once at the start), O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};
use std::ops::RangeInclusive;

/// The judge's bound on `M` and on `N`: both lie in `1..=JUDGE_MAX` (the statement says
/// `0 < M, N < 1100`). The generators' and validators' bound, not a refusal.
pub const JUDGE_MAX: u64 = 1099;

/// Not the judge's limit (its longest list is 1099 bids, `M = 1`, `N = 1099`): the most bids
/// this program lists in one answer. The output of a case is its `N − M + 1` bids when
/// `M ≤ N`, so a 40-byte line could ask for 2^64 numbers: `N ≤ M + BID_CAPACITY − 1` is
/// required. At the capacity one case prints about 6.9 MB in about 10 ms of CPU, far inside the
/// judge's 1000 ms; any other `M, N ≥ 1` up to 2^64 − 1 is answered exactly.
pub const BID_CAPACITY: u64 = 1_000_000;

/// Solves one case `M N` per line until the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let raise = format!(
        "a largest raise N, at most M + {} (at most {BID_CAPACITY} winning bids, what this \
         program lists in one answer)",
        BID_CAPACITY - 1
    );
    let listed = Listed::new();
    while let Some(m) = input.u64_or_end("a price M", 1..=u64::MAX)? {
        let n = input.u64(&raise, 1..=m.saturating_add(BID_CAPACITY - 1))?;
        let Some(bids) = winning_bids(m, n) else {
            out.line("none")?;
            continue;
        };
        let (first, last) = bids.into_inner();
        if let Some(text) = listed.bids(first, last) {
            out.bytes(text)?;
            out.newline()?;
            continue;
        }
        out.u64(first)?;
        // Counting up to `last`, never past it: `last` may be 2^64 − 1.
        let mut bid = first;
        while bid < last {
            bid += 1;
            out.byte(b' ')?;
            out.u64(bid)?;
        }
        out.newline()?;
    }
    Ok(())
}

/// The bids 1 to [`JUDGE_MAX`] written out once, `1 2 … 1099 ` (4.9 KB): an answer within them is
/// one copy of a slice, not a number at a time.
struct Listed {
    /// The bids, each followed by a space.
    text: Vec<u8>,
    /// Where bid b starts in `text`, for b in 1..=JUDGE_MAX + 1 (the last: the end of `text`).
    start: Vec<usize>,
}

impl Listed {
    /// Writes the list out. O(JUDGE_MAX).
    fn new() -> Self {
        let mut text = Vec::new();
        let mut start = vec![0, 0];
        for bid in 1..=JUDGE_MAX {
            text.extend_from_slice(bid.to_string().as_bytes());
            text.push(b' ');
            start.push(text.len());
        }
        Listed { text, start }
    }

    /// The bids `first..=last` separated by single spaces, if `last` is at most [`JUDGE_MAX`].
    fn bids(&self, first: u64, last: u64) -> Option<&[u8]> {
        (last <= JUDGE_MAX)
            .then(|| &self.text[self.start[first as usize]..self.start[last as usize + 1] - 1])
    }
}

/// Lele's winning first bids when the land goes at price `m ≥ 1` and a bid raises the price by
/// 1 to `n ≥ 1`, as a range (`None` when every first bid loses):
/// - `m ≤ n`: every bid from `m` to `n` buys the land at once, and a smaller bid leaves the
///   opponent within reach: `m..=n`;
/// - `m > n`: the player to move loses iff the price still to go is a multiple of `n + 1`, so the
///   one winning bid is `m mod (n + 1)` (`None`, if that is 0).
///
/// Exact for every u64 (`n < m` makes `n + 1` safe). O(1).
pub fn winning_bids(m: u64, n: u64) -> Option<RangeInclusive<u64>> {
    if m <= n {
        return Some(m..=n);
    }
    match m % (n + 1) {
        0 => None,
        bid => Some(bid..=bid),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample() {
        // 4 = 3 + 1: bid 1, then answer every raise r with 3 − r; 3 = 1·(2 + 1) loses; with
        // N = 5 ≥ M = 3 the bids 3, 4 and 5 win at once.
        assert_eq!(winning_bids(4, 2), Some(1..=1));
        assert_eq!(winning_bids(3, 2), None);
        assert_eq!(winning_bids(3, 5), Some(3..=5));
    }

    #[test]
    fn by_hand() {
        // N = 1: the players add 1 in turn, and Lele reaches M iff M is odd.
        assert_eq!(winning_bids(1, 1), Some(1..=1));
        assert_eq!(winning_bids(2, 1), None);
        assert_eq!(winning_bids(3, 1), Some(1..=1));
        assert_eq!(winning_bids(1099, 1), Some(1..=1));
        // M ≤ N: every bid from M to N, however long the list.
        assert_eq!(winning_bids(1099, 1099), Some(1099..=1099));
        assert_eq!(winning_bids(1, 1099), Some(1..=1099));
        // M = N + 1: any bid leaves the opponent within reach.
        assert_eq!(winning_bids(1100, 1099), None);
        // 10 = 2·4 + 2 with N = 3: bid 2, then keep the sum of each round at 4.
        assert_eq!(winning_bids(10, 3), Some(2..=2));
    }

    #[test]
    fn past_the_judge_without_overflow() {
        let max = u64::MAX;
        assert_eq!(winning_bids(max, max), Some(max..=max));
        // N + 1 = 2^64 − 1 = M: one full round.
        assert_eq!(winning_bids(max, max - 1), None);
        // 2^64 − 1 is a multiple of 3 and is 3 mod 4.
        assert_eq!(winning_bids(max, 2), None);
        assert_eq!(winning_bids(max, 3), Some(3..=3));
        assert_eq!(winning_bids(max, 1), Some(1..=1));
    }

    /// The lists within the judge's bids come from one written-out list: every bid of them, from
    /// its first to its last number, against the numbers joined one by one.
    #[test]
    fn lists_within_the_judge_are_the_bids_joined() {
        use game_core::io::run_text;
        for (m, n) in [
            (1, 1),
            (1, 1099),
            (9, 10),
            (99, 100),
            (999, 1000),
            (1099, 1099),
            (5, 7),
        ] {
            let list: Vec<String> = (m..=n).map(|b: u64| b.to_string()).collect();
            let input = format!("{m} {n}\n");
            assert_eq!(
                run_text(solve, &input),
                (format!("{}\n", list.join(" ")), None)
            );
        }
        // Single bids (M > N) and none, between lists.
        assert_eq!(
            run_text(solve, "10 3\n3 5\n3 2\n1098 1099\n"),
            ("2\n3 4 5\nnone\n1098 1099\n".to_string(), None)
        );
    }

    #[test]
    fn lists_past_the_statement_are_answered_up_to_the_capacity() {
        use game_core::io::run_text;
        // M = 1, N = 1100 (the judge's N < 1100): every bid 1..=1100 wins at once.
        let list: Vec<String> = (1..=1100).map(|b| b.to_string()).collect();
        assert_eq!(
            run_text(solve, "1 1100\n"),
            (format!("{}\n", list.join(" ")), None)
        );
        // At the capacity: 10^6 bids, 1000 to 1000999.
        let (printed, error) = run_text(solve, "1000 1000999\n");
        assert_eq!(error, None);
        assert!(printed.starts_with("1000 1001 "));
        assert!(printed.ends_with(" 1000998 1000999\n"));
        assert_eq!(printed.split(' ').count(), 1_000_000);
        // One bid past it is refused at N, after the earlier answers.
        assert_eq!(
            run_text(solve, "4 2\n1000 1001000\n"),
            (
                "1\n".to_string(),
                Some(
                    "line 2, column 6: expected a largest raise N, at most M + 999999 (at most \
                     1000000 winning bids, what this program lists in one answer) \
                     (1..=1000999), found \"1001000\""
                        .to_string()
                )
            )
        );
    }
}
