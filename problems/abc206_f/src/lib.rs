//! AtCoder ABC206 F, Interval Game 2: T tests, each N half-open intervals [L_i, R_i); Alice and
//! Bob (Alice first) alternately choose an interval that meets none already chosen, and who
//! cannot choose loses. Print `Alice` or `Bob` per test.
//!
//! A chosen interval [a, b) splits the free stretch of the line around it into [l, a) and
//! [b, r), two games that no later interval joins, so g(l, r) = mex over the intervals inside
//! [l, r) of g(l, a) xor g(b, r) ([`grundy`]), over the case's distinct endpoints. O(W² · D)
//! time for W distinct endpoints and D distinct intervals (the judge's worst, W = 100 and
//! D = 100: 10^6 steps a test), O(W²) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest T (its smallest is 1): the harness's validator, generators and
/// benchmark hold to it; [`solve`] answers any T (0: nothing).
pub const MAX_TESTS: u64 = 20;

/// The judge's largest N (its smallest is 1); [`solve`] answers any N (0: Alice cannot move),
/// its distinct endpoints up to [`ENDPOINT_CAPACITY`].
pub const MAX_INTERVALS: u64 = 100;

/// The judge's largest R_i (1 ≤ L_i < R_i ≤ 100); [`solve`] answers any 0 ≤ L_i < R_i up to
/// 2^64 − 1 (only the order of the endpoints matters).
pub const MAX_COORDINATE: u64 = 100;

/// The most distinct endpoints one test may hold in this program (not the judge's limit: its
/// tests hold at most 100, the values 1 to 100). The table is W² values for W endpoints and
/// the work at most W² · D / 4 for D distinct intervals: at this capacity 160 KB and, with
/// every one of its 19 900 intervals, about 7·10^7 steps (tens of milliseconds) a test. A
/// test with more is an error.
pub const ENDPOINT_CAPACITY: usize = 200;

/// The Grundy value of the game on `intervals` (each `(l, r)` with l < r, the half-open
/// [l, r); repeats allowed): the value of the whole line, by the interval DP over the distinct
/// endpoints.
///
/// Endpoints are replaced by their ranks (only their order decides which intervals meet), and
/// repeated intervals kept once (two copies meet each other: choosing either makes both
/// unavailable). For endpoint ranks l < r, g(l, r) is the value of the free stretch [l, r):
/// the mex, over the intervals [a, b) with l ≤ a and b ≤ r, of g(l, a) xor g(b, r); g(l, l) = 0.
/// O(W² · D) time (at most W² · D / 4 steps), O(W² + D) memory, for W distinct endpoints and
/// D distinct intervals.
///
/// ```
/// // The published sample's first test: [12, 53) and [53, 98) meet nothing of each other,
/// // [8, 43) meets both; a lost position (Bob).
/// assert_eq!(abc206_f::grundy(&[(53, 98), (8, 43), (12, 53)]), 0);
/// // One interval: a single move, value 1 (Alice).
/// assert_eq!(abc206_f::grundy(&[(5, 9)]), 1);
/// // Two disjoint ones are two single moves: 1 xor 1 = 0.
/// assert_eq!(abc206_f::grundy(&[(1, 2), (2, 3)]), 0);
/// ```
pub fn grundy(intervals: &[(u64, u64)]) -> u32 {
    let mut endpoints: Vec<u64> = intervals.iter().flat_map(|&(l, r)| [l, r]).collect();
    endpoints.sort_unstable();
    endpoints.dedup();
    let rank = |x: u64| endpoints.partition_point(|&e| e < x);
    let w = endpoints.len();
    // The distinct intervals as rank pairs, by left end: those starting at ranks l..r are
    // pairs[first[l]..first[r]].
    let mut pairs: Vec<(usize, usize)> =
        intervals.iter().map(|&(l, r)| (rank(l), rank(r))).collect();
    pairs.sort_unstable();
    pairs.dedup();
    let mut first = vec![0; w + 1];
    for &(a, _) in &pairs {
        first[a + 1] += 1;
    }
    for a in 0..w {
        first[a + 1] += first[a];
    }
    // seen[v] == stamp: value v is an option of the stretch being valued (a stamp a stretch, so
    // nothing is cleared between them). Every value is at most the number of distinct intervals
    // (a mex of that many options), so below the power of two above it, and so is a xor of two.
    let mut seen = vec![0u32; (pairs.len() + 1).next_power_of_two() + 1];
    let mut stamp = 0;
    // g[l * w + r] for l ≤ r, filled with l from the right and r from l up: g(l, a) has a < r
    // (the same l, a shorter stretch) and g(b, r) has b > l (a later l, already filled).
    let mut g = vec![0u32; w * w];
    for l in (0..w).rev() {
        for r in l + 1..w {
            stamp += 1;
            for &(a, b) in &pairs[first[l]..first[r]] {
                if b <= r {
                    seen[(g[l * w + a] ^ g[b * w + r]) as usize] = stamp;
                }
            }
            let mex = seen.iter().position(|&s| s != stamp);
            g[l * w + r] = mex.expect("seen's last entry is never stamped") as u32;
        }
    }
    match w {
        0 => 0,
        _ => g[w - 1],
    }
}

/// Whether Alice (the first player) wins on `intervals`: iff their game's [`grundy`] value is
/// not 0. Same cost.
///
/// ```
/// // The published sample's fifth test: one interval, Alice takes it.
/// assert!(abc206_f::alice_wins(&[(5, 9)]));
/// assert!(!abc206_f::alice_wins(&[(58, 98), (11, 29)]));
/// ```
pub fn alice_wins(intervals: &[(u64, u64)]) -> bool {
    grundy(intervals) != 0
}

/// The answer's word: `Alice` when the first player wins, else `Bob`.
pub fn winner(alice: bool) -> &'static str {
    if alice {
        "Alice"
    } else {
        "Bob"
    }
}

/// Reads one test's `n` intervals, keeping the distinct endpoints sorted in `endpoints` to
/// refuse the first one past [`ENDPOINT_CAPACITY`] at its token. O(n · W) for W endpoints;
/// memory grows with what is read, never with `n` itself.
fn read_intervals<R: BufRead>(
    input: &mut Scanner<R>,
    n: u64,
    intervals: &mut Vec<(u64, u64)>,
    endpoints: &mut Vec<u64>,
) -> Result<(), Error> {
    intervals.clear();
    endpoints.clear();
    let mut note = |input: &Scanner<R>, x: u64| {
        if let Err(at) = endpoints.binary_search(&x) {
            if endpoints.len() == ENDPOINT_CAPACITY {
                return Err(input.reject(
                    "an endpoint, at most 200 distinct ones in a test (this program's capacity)",
                ));
            }
            endpoints.insert(at, x);
        }
        Ok(())
    };
    for _ in 0..n {
        let l = input.u64("a left end L_i", 0..=u64::MAX - 1)?;
        note(input, l)?;
        let r = input.u64("a right end R_i above L_i", l + 1..=u64::MAX)?;
        note(input, r)?;
        intervals.push((l, r));
    }
    Ok(())
}

/// Solves the T tests the first number announces, printing each answer as its test is read;
/// nothing after the last test is read.
///
/// T and N may be past the judge's limits (N = 0: no interval, Bob), the endpoints any
/// 0 ≤ L_i < R_i ≤ 2^64 − 1, with at most [`ENDPOINT_CAPACITY`] distinct ones in a test. Cost:
/// [`grundy`]'s a test.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let mut intervals = Vec::new();
    let mut endpoints = Vec::new();
    input.for_each_case(
        "a test count T",
        "an interval count N",
        0..=u64::MAX,
        |input, _, n| {
            read_intervals(input, n, &mut intervals, &mut endpoints)?;
            out.line(winner(alice_wins(&intervals)))?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::transcript;

    /// What `solve` prints for `input`, then `error: …` if it fails.
    fn answer(input: &str) -> String {
        transcript(solve, input)
    }

    const SAMPLE: &str = "5\n3\n53 98\n8 43\n12 53\n10\n4 7\n5 7\n3 7\n4 5\n5 8\n6 9\n4 8\n5 10\n\
                          1 9\n5 10\n2\n58 98\n11 29\n6\n79 83\n44 83\n38 74\n49 88\n18 45\n64 99\n\
                          1\n5 9\n";

    #[test]
    fn the_published_sample() {
        assert_eq!(answer(SAMPLE), "Bob\nAlice\nBob\nAlice\nAlice\n");
    }

    #[test]
    fn hand_derived_values() {
        assert_eq!(grundy(&[]), 0);
        // Nested: [1, 4) alone, or [2, 3) inside it: from [1, 4), the move [2, 3) leaves
        // [1, 2) and [3, 4), empty of intervals (0); [1, 4) leaves nothing (0): mex{0} = 1.
        assert_eq!(grundy(&[(1, 4), (2, 3)]), 1);
        // Three unit intervals side by side: three single moves, 1 ^ 1 ^ 1 = 1.
        assert_eq!(grundy(&[(1, 2), (2, 3), (3, 4)]), 1);
        // A chain [1,3), [2,4), [3,5): the middle takes everything it meets ([1,3) and
        // [3,5) both meet [2,4)) leaving 0; an end leaves the other end alone (1): mex{0, 1}.
        assert_eq!(grundy(&[(1, 3), (2, 4), (3, 5)]), 2);
        // Repeats are one interval: [4, 5) twice is one move.
        assert_eq!(grundy(&[(4, 5), (4, 5)]), 1);
        // Only the order of endpoints matters: the chain again, far apart and past 2^32.
        assert_eq!(
            grundy(&[(0, 1 << 40), (7, 1 << 41), (1 << 40, u64::MAX)]),
            2
        );
        assert_eq!(winner(true), "Alice");
        assert_eq!(winner(false), "Bob");
    }

    #[test]
    fn the_value_of_a_row_of_unit_intervals_is_its_parity_and_a_staircase_grows() {
        // k unit intervals in a row: k single moves, value k mod 2.
        for k in 1..60u64 {
            let row: Vec<(u64, u64)> = (1..=k).map(|i| (i, i + 1)).collect();
            assert_eq!(grundy(&row), (k % 2) as u32, "{k}");
        }
        // Every interval of 1..=4: values of the free stretches by hand: a stretch of one cell
        // (one interval) is 1; of two cells [a, a+2): mex{g(one) ^ 0, 0 ^ g(one), 0} = mex{1, 0}
        // = 2; of three: options [1,2) → 0 ^ 2, [2,3) → 1 ^ 1, [3,4) → 2 ^ 0, [1,3) → 0 ^ 1,
        // [2,4) → 1 ^ 0, [1,4) → 0: {2, 0, 1} → 3.
        let all: Vec<(u64, u64)> = (1..4)
            .flat_map(|l| (l + 1..=4).map(move |r| (l, r)))
            .collect();
        assert_eq!(grundy(&all), 3);
    }

    /// Whether the player to move wins when the intervals of `choosable` (a bit per interval of
    /// `all`) may still be chosen: the rules searched directly, memoised by the set.
    fn wins_by_the_rules(all: &[(u64, u64)], choosable: u32, memo: &mut [Option<bool>]) -> bool {
        if let Some(known) = memo[choosable as usize] {
            return known;
        }
        let meet = |(a, b): (u64, u64), (c, d): (u64, u64)| a < d && c < b;
        let wins = (0..all.len())
            .filter(|&i| choosable >> i & 1 == 1)
            .any(|i| {
                let rest = (0..all.len())
                    .filter(|&j| choosable >> j & 1 == 1 && !meet(all[i], all[j]))
                    .fold(0, |set, j| set | 1 << j);
                !wins_by_the_rules(all, rest, memo)
            });
        memo[choosable as usize] = Some(wins);
        wins
    }

    #[test]
    fn every_set_of_intervals_within_1_to_5_agrees_with_the_rules() {
        let all: Vec<(u64, u64)> = (1..5)
            .flat_map(|l| (l + 1..=5).map(move |r| (l, r)))
            .collect();
        let mut memo = vec![None; 1 << all.len()];
        for set in 1u32..1 << all.len() {
            let chosen: Vec<(u64, u64)> = (0..all.len())
                .filter(|&i| set >> i & 1 == 1)
                .map(|i| all[i])
                .collect();
            let by_rules = wins_by_the_rules(&all, set, &mut memo);
            assert_eq!(alice_wins(&chosen), by_rules, "{chosen:?}");
        }
    }

    #[test]
    fn past_the_statement_the_rules_decide() {
        assert_eq!(answer("0\n"), "");
        assert_eq!(answer("1\n0\n"), "Bob\n");
        assert_eq!(answer("1\n1\n0 18446744073709551615\n"), "Alice\n");
        // Nothing after the last test is read.
        assert_eq!(answer("1\n1\n1 2\nnot read"), "Alice\n");
        // 199 unit intervals side by side, over 200 endpoints (past the judge's 100): 199
        // single moves, Alice.
        let mut text = String::from("1\n199\n");
        for i in 1..200 {
            text.push_str(&format!("{} {}\n", i, i + 1));
        }
        assert_eq!(answer(&text), "Alice\n");
    }

    #[test]
    fn malformed_input_keeps_earlier_answers() {
        assert_eq!(
            answer("2\n1\n1 2\n1\n3 3\n"),
            "Alice\nerror: line 5, column 3: expected a right end R_i above L_i \
             (4..=2^64-1), found \"3\""
        );
        assert_eq!(
            answer("2\n1\n1 2\n"),
            "Alice\nerror: line 4, column 1: expected an interval count N (0..=2^64-1) for \
             case 2 of 2, found end of input"
        );
        assert_eq!(
            answer("1\n1000000000000000000\n1 2\n"),
            "error: line 4, column 1: expected a left end L_i (0..=18446744073709551614), \
             found end of input"
        );
        assert_eq!(
            answer("1\n1\n18446744073709551615 1\n"),
            "error: line 3, column 1: expected a left end L_i (0..=18446744073709551614), \
             found \"18446744073709551615\""
        );
        assert_eq!(
            answer(""),
            "error: line 1, column 1: expected a test count T (0..=2^64-1), found end of input"
        );
    }

    #[test]
    fn a_test_past_the_endpoint_capacity_is_an_error_at_the_first_endpoint_too_many() {
        // 100 disjoint intervals with 200 distinct endpoints: within the capacity (100 single
        // moves: Bob); a 101st with one more endpoint is refused at that endpoint.
        let mut text = String::from("2\n100\n");
        for i in 0..100 {
            text.push_str(&format!("{} {}\n", 3 * i, 3 * i + 1));
        }
        text.push_str("101\n");
        for i in 0..100 {
            text.push_str(&format!("{} {}\n", 3 * i, 3 * i + 1));
        }
        // An endpoint already seen is no new one; 1000 is.
        text.push_str("0 1000\n");
        assert_eq!(
            answer(&text),
            "Bob\nerror: line 204, column 3: expected an endpoint, at most 200 distinct ones in \
             a test (this program's capacity), found \"1000\""
        );
    }
}
