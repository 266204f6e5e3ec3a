//! HDU 2176 取(m堆)石子游戏: Nim; print `No` for a losing position, else `Yes` and every winning
//! first move `a b` (from a pile of `a`, leave `b`), one line per pile in input order.
//!
//! O(m) per case; memory: the largest case's piles, stored only as they are read (the judge's
//! m ≤ 200000; a larger m is answered).

#![warn(missing_docs)]

use game_core::io::{CaseCount, CaseLists, Error, Scanner, Writer};
use game_core::nim::{nim_sum, winning_move};
use std::io::{BufRead, Write};

/// The judge's largest m: used by the harness's validator, generators and benchmark, not by
/// [`solve`], which answers any m whose piles follow.
pub const MAX_PILES: u64 = 200_000;

/// The input: cases until a pile count of 0 or the end, each a pile count m and m pile sizes.
const CASES: CaseLists = CaseLists {
    cases: CaseCount::UntilZero,
    count: "a pile count m, or 0 to end",
    counts: 0..=u64::MAX,
    number: "a pile size",
    numbers: 1..=u64::MAX,
};

/// Solves every case until `0` or the end of the input.
///
/// O(m) per case; memory: one reused buffer of the largest case's piles, grown only as they are
/// read (a count of 10^18 allocates nothing before the input runs out).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    CASES.each_list(input, out, |out, _, piles| {
        let x = nim_sum(piles.iter().copied());
        if x == 0 {
            return out.line("No");
        }
        out.line("Yes")?;
        for &pile in piles.iter() {
            if let Some(leave) = winning_move(pile, x) {
                out.u64(pile)?;
                out.byte(b' ')?;
                out.u64(leave)?;
                out.newline()?;
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    #[test]
    fn counts_past_the_judges_are_answered() {
        // 200000 ones (xor 0) and a 2: nim-sum 2, which only the 2 has: one move, 2 -> 0.
        let text = format!("200001\n{}2\n0\n", "1 ".repeat(200_000));
        assert_eq!(run_text(solve, &text), ("Yes\n2 0\n".to_string(), None));
        // A count of 10^18 fails at the end of the input, after the piles that follow.
        assert_eq!(
            run_text(solve, "2\n45 45\n1000000000000000000\n1 2 3\n"),
            (
                "No\n".to_string(),
                Some(
                    "line 5, column 1: expected a pile size (1..=2^64-1), found end of input"
                        .to_string()
                )
            )
        );
    }
}
