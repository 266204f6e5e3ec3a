//! Codeforces 1839 E Decreasing Game (interactive). An array a_1 … a_n of positive integers; in
//! each round the first player picks an index i with a_i > 0, the second player an index j ≠ i
//! with a_j > 0, and both values drop by min(a_i, a_j); a player with no index to pick loses.
//! This program chooses its role (`First` or `Second`) for the one game of a run and wins it.
//!
//! The second player wins iff the values split into two groups of equal sum (the crate's README
//! proves it): then this program plays `Second` and answers every i with an index from the other
//! group, which keeps the two sums equal; otherwise it plays `First`, and any legal index wins.
//! The split is a subset sum to S/2, a bitset of the reachable sums shifted by each value: O(n ·
//! S/128) word steps, O(S/2) memory (S the sum of the values); then O(n) a round, at most n
//! rounds. Every line owed to the judge is flushed at once, and nothing is read that the judge
//! has not promised.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Games a run plays: one (the judge gives one array). Used by the harness.
pub const MAX_GAMES: u64 = 1;

/// The judge's largest n (its smallest is 1): used by the harness's validator, generators and
/// benchmark. [`solve`] plays any n up to [`LENGTH_CAPACITY`].
pub const MAX_N: u64 = 300;

/// The judge's largest a_i (its smallest is 1): used by the harness. [`solve`] plays any values
/// whose sum is at most [`SUM_CAPACITY`].
pub const MAX_VALUE: u64 = 300;

/// The longest array this program plays: twice the judge's [`MAX_N`]. A longer one is an error
/// at its length. With [`SUM_CAPACITY`] it bounds the subset sum's work, n · S/128 ≤ 8.5 · 10^5
/// word steps, well inside the judge's 2 s.
pub const LENGTH_CAPACITY: u64 = 600;

/// The largest sum of the values this program plays: twice the judge's largest, 300 · 300. The
/// subset sum's table holds S/2 + 1 entries of 4 bytes (360 KB here); a value that would take
/// the sum past it is an error at that value.
pub const SUM_CAPACITY: u64 = 180_000;

/// A split of `values` into two groups of equal sum, as one flag an index (`true`: the group
/// found by the subset sum), or `None` if there is none. The group is the one a subset sum over
/// the values in order finds, read back from the half sum down: the index taken for each sum is
/// the first whose value made that sum reachable (so for equal values, the first half).
/// O(n · S/128) word steps, O(S/2) memory, S the sum.
///
/// ```
/// assert_eq!(cf1839_e::equal_split(&[10, 4, 6, 3]), None); // an odd sum
/// assert_eq!(cf1839_e::equal_split(&[2, 4]), None); // an even sum, but no 3
/// let group = cf1839_e::equal_split(&[4, 5, 5, 11, 3, 2]).unwrap();
/// assert_eq!(group, [true, false, false, true, false, false]); // 4 + 11 = 5 + 5 + 3 + 2
/// ```
pub fn equal_split(values: &[u32]) -> Option<Vec<bool>> {
    let total: u64 = values.iter().map(|&v| u64::from(v)).sum();
    if total % 2 == 1 {
        return None;
    }
    let half = usize::try_from(total / 2).ok()?;
    let by = first_reaching(values, half);
    if by[half] == UNREACHED {
        return None;
    }
    let mut group = vec![false; values.len()];
    let mut sum = half;
    while sum > 0 {
        let index = by[sum] as usize - 1;
        group[index] = true;
        sum -= values[index] as usize;
    }
    Some(group)
}

/// A sum no subset of the values reaches (in [`first_reaching`]'s table).
const UNREACHED: u32 = u32::MAX;

/// For every sum s up to `half`: 1 + the index of the first value whose addition made s
/// reachable by a subset of the values before it and itself (0 for the empty sum), or
/// [`UNREACHED`]. The sum left without that value was reached by earlier values only.
///
/// The reachable sums are a bitset, 64 sums a word, shifted by each value in turn from the top
/// word down (a word reads only words below it or itself, not yet shifted in this pass); the
/// bits a value adds are the sums it reaches first. O(n · S/128 + S/2) word steps.
fn first_reaching(values: &[u32], half: usize) -> Vec<u32> {
    let mut by = vec![UNREACHED; half + 1];
    by[0] = 0;
    let words = half / 64 + 1;
    let mut reach = vec![0u64; words];
    reach[0] = 1;
    // The sums up to half in the top word.
    let top = u64::MAX >> (63 - half % 64);
    for (index, &value) in values.iter().enumerate() {
        let (skip, shift) = (value as usize / 64, value % 64);
        for w in (skip..words).rev() {
            let from = w - skip;
            let mut shifted = reach[from] << shift;
            if shift > 0 && from > 0 {
                shifted |= reach[from - 1] >> (64 - shift);
            }
            let mut fresh = shifted & !reach[w];
            if w == words - 1 {
                fresh &= top;
            }
            reach[w] |= fresh;
            while fresh != 0 {
                by[w * 64 + fresh.trailing_zeros() as usize] = index as u32 + 1;
                fresh &= fresh - 1;
            }
        }
    }
    by
}

/// The first player's move: the index of the largest positive value (the last of equal ones),
/// or `None` if every value is 0. O(n).
///
/// ```
/// assert_eq!(cf1839_e::first_move(&[4, 4, 0, 3]), Some(1));
/// assert_eq!(cf1839_e::first_move(&[0, 0]), None);
/// ```
pub fn first_move(values: &[u32]) -> Option<usize> {
    largest_positive(values, 0..values.len())
}

/// The second player's answer to the first player's index `i`, playing the split `group`: the
/// index of the largest positive value in the group that does not hold `i` (the last of equal
/// ones), or `None` if that group's values are all 0 (never, while the groups' sums are equal
/// and a_i is positive). O(n).
///
/// ```
/// let group = [true, false, false, true, false, false];
/// assert_eq!(cf1839_e::second_move(&[4, 5, 5, 11, 3, 2], &group, 1), Some(3));
/// assert_eq!(cf1839_e::second_move(&[4, 0, 0, 0, 0, 0], &group, 0), None);
/// ```
pub fn second_move(values: &[u32], group: &[bool], i: usize) -> Option<usize> {
    let other = (0..values.len()).filter(|&k| group[k] != group[i]);
    largest_positive(values, other)
}

/// Among `candidates`, the index of the largest positive value (the last of equal ones).
fn largest_positive(values: &[u32], candidates: impl Iterator<Item = usize>) -> Option<usize> {
    candidates
        .filter(|&k| values[k] > 0)
        .max_by_key(|&k| values[k])
}

/// One round: a_i and a_j both drop by the smaller of the two.
fn play_round(values: &mut [u32], i: usize, j: usize) {
    let d = values[i].min(values[j]);
    values[i] -= d;
    values[j] -= d;
}

/// Reads the start: n (1 to [`LENGTH_CAPACITY`]), then n values of at least 1 whose sum is at
/// most [`SUM_CAPACITY`]. Memory follows the values read.
fn read_start<R: BufRead>(input: &mut Scanner<R>) -> Result<Vec<u32>, Error> {
    let n = input.u64(
        "the length n, up to this program's capacity",
        1..=LENGTH_CAPACITY,
    )?;
    let mut values = Vec::new();
    let mut room = SUM_CAPACITY;
    for _ in 0..n {
        let value = input.u64(
            "a value a_i, the values' sum up to this program's capacity",
            1..=room,
        )?;
        room -= value;
        values.push(value as u32);
    }
    Ok(values)
}

/// Prints an index (1-based) on its own line and flushes it.
fn say_index<W: Write>(out: &mut Writer<W>, index: usize) -> Result<(), Error> {
    out.u64(index as u64 + 1)?;
    out.newline()?;
    out.flush()?;
    Ok(())
}

/// Reads the judge's index (`what` names it): `None` for `0` (the judge cannot move: the
/// program won) or `-1` (the judge refused the program's last move): either way the program
/// stops. Otherwise the index (from 0), which must hold a positive value and not be `not`
/// (the first player's index, when the judge plays second); anything else is an input error
/// at it.
fn hear_index<R: BufRead>(
    input: &mut Scanner<R>,
    values: &[u32],
    not: Option<usize>,
    what: &str,
) -> Result<Option<usize>, Error> {
    let index = input.i64(what, -1..=values.len() as i64)?;
    if index <= 0 {
        return Ok(None);
    }
    let k = (index - 1) as usize;
    if values[k] > 0 && not != Some(k) {
        return Ok(Some(k));
    }
    let other = match not {
        Some(i) => format!(" other than {}", i + 1),
        None => String::new(),
    };
    Err(input.reject(format!(
        "{what}: an index{other} whose value is still positive, 0 or -1"
    )))
}

/// Plays `First`: the largest positive value each round, until the judge answers `0` or `-1`.
fn play_first<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
    mut values: Vec<u32>,
) -> Result<(), Error> {
    out.line("First")?;
    // Some value is positive at every turn of a first player with no equal split (README).
    while let Some(i) = first_move(&values) {
        say_index(out, i)?;
        match hear_index(input, &values, Some(i), "the judge's index j")? {
            Some(j) => play_round(&mut values, i, j),
            None => break,
        }
    }
    Ok(())
}

/// Plays `Second` with the split `group`: answers each index i of the judge's from the other
/// group, until the judge says `0` or `-1`.
fn play_second<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
    mut values: Vec<u32>,
    group: &[bool],
) -> Result<(), Error> {
    out.line("Second")?;
    out.flush()?;
    while let Some(i) = hear_index(input, &values, None, "the judge's index i")? {
        let j = match second_move(&values, group, i) {
            Some(j) => j,
            // The groups' sums stay equal, so the other group holds a positive value whenever
            // a_i is positive: a judge that keeps the rules never gets here.
            None => return Err(input.reject("an index i the second player can answer")),
        };
        say_index(out, j)?;
        play_round(&mut values, i, j);
    }
    Ok(())
}

/// Plays the one game of a run: reads n and the values, says `First` or `Second`, then plays
/// its rounds, flushing every line it owes the judge, and stops at the judge's `0` or `-1`
/// without reading further. A judge's line that breaks the protocol (a word, an index out of
/// range, one whose value is 0, or the first player's own) is an input error at its position.
///
/// O(n · S/128) word steps for the split, then O(n) a round; memory O(n + S/2).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let values = read_start(input)?;
    match equal_split(&values) {
        Some(group) => play_second(input, out, values, &group),
        None => play_first(input, out, values),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;
    use std::collections::HashMap;

    /// Whether some subset of `values` sums to half their sum, trying every subset.
    fn splits_by_trying_every_subset(values: &[u32]) -> bool {
        let total: u32 = values.iter().sum();
        (0..1u32 << values.len()).any(|mask| {
            let part: u32 = (0..values.len())
                .filter(|k| mask >> k & 1 == 1)
                .map(|k| values[k])
                .sum();
            2 * part == total
        })
    }

    /// Every array of `n` values in 1..=`max`.
    fn arrays(n: usize, max: u32) -> Vec<Vec<u32>> {
        let mut all = vec![Vec::new()];
        for _ in 0..n {
            all = all
                .into_iter()
                .flat_map(|a| {
                    (1..=max).map(move |v| {
                        let mut b = a.clone();
                        b.push(v);
                        b
                    })
                })
                .collect();
        }
        all
    }

    /// Whether the second player wins from `values` (first to move), by a search of the rules.
    fn second_wins(values: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
        let mut key = values.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let positive: Vec<usize> = (0..values.len()).filter(|&k| values[k] > 0).collect();
        let wins = positive.iter().all(|&i| {
            positive.iter().any(|&j| {
                let mut next = values.to_vec();
                j != i && {
                    play_round(&mut next, i, j);
                    second_wins(&next, memo)
                }
            })
        });
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn the_split_exists_iff_some_subset_sums_to_half_and_its_sums_are_equal() {
        for n in 1..=6 {
            for values in arrays(n, if n <= 4 { 6 } else { 3 }) {
                let found = equal_split(&values);
                assert_eq!(
                    found.is_some(),
                    splits_by_trying_every_subset(&values),
                    "{values:?}"
                );
                if let Some(group) = found {
                    let (mut inside, mut outside) = (0, 0);
                    for (k, &v) in values.iter().enumerate() {
                        if group[k] {
                            inside += v;
                        } else {
                            outside += v;
                        }
                    }
                    assert_eq!(inside, outside, "{values:?}");
                }
            }
        }
    }

    #[test]
    fn the_group_found_for_equal_values_is_the_first_half() {
        let group = equal_split(&[300; 300]).unwrap();
        assert!(group[..150].iter().all(|&g| g) && group[150..].iter().all(|&g| !g));
        assert_eq!(
            equal_split(&[1, 2, 3]),
            Some(vec![true, true, false]),
            "3 is reached first by 1 + 2"
        );
    }

    #[test]
    fn the_second_player_wins_iff_the_values_split_by_a_search_of_the_rules() {
        let mut memo = HashMap::new();
        for n in 1..=5 {
            for values in arrays(n, 4) {
                assert_eq!(
                    second_wins(&values, &mut memo),
                    equal_split(&values).is_some(),
                    "{values:?}"
                );
            }
        }
    }

    /// Plays the crate's choice from `values` against every line of the opponent's, by the
    /// rules: the crate must win every game.
    fn crate_wins_against_everything(values: &[u32]) -> bool {
        match equal_split(values) {
            Some(group) => second_holds(values, &group),
            None => first_holds(values),
        }
    }

    fn first_holds(values: &[u32]) -> bool {
        let Some(i) = first_move(values) else {
            return false;
        };
        (0..values.len())
            .filter(|&j| j != i && values[j] > 0)
            .all(|j| {
                let mut next = values.to_vec();
                play_round(&mut next, i, j);
                first_holds(&next)
            })
    }

    fn second_holds(values: &[u32], group: &[bool]) -> bool {
        (0..values.len())
            .filter(|&i| values[i] > 0)
            .all(|i| match second_move(values, group, i) {
                Some(j) if j != i && values[j] > 0 => {
                    let mut next = values.to_vec();
                    play_round(&mut next, i, j);
                    second_holds(&next, group)
                }
                _ => false,
            })
    }

    #[test]
    fn the_strategy_wins_every_line_of_play_from_every_small_start() {
        for n in 1..=4 {
            for values in arrays(n, 4) {
                assert!(crate_wins_against_everything(&values), "{values:?}");
            }
        }
        assert!(crate_wins_against_everything(&[3, 1, 4, 1, 5, 9, 2]));
    }

    #[test]
    fn the_published_samples_are_replayed() {
        let (printed, error) = run_text(solve, "4\n10 4 6 3\n3\n1\n0\n");
        assert_eq!((printed.as_str(), error), ("First\n1\n2\n4\n", None));
        let (printed, error) = run_text(solve, "6\n4 5 5 11 3 2\n2\n5\n4\n6\n1\n0\n");
        assert_eq!((printed.as_str(), error), ("Second\n4\n4\n3\n1\n3\n", None));
    }

    #[test]
    fn minus_one_and_zero_stop_at_once() {
        let (printed, error) = run_text(solve, "2\n1 2\n-1\n7\n");
        assert_eq!((printed.as_str(), error), ("First\n2\n", None));
        let (printed, error) = run_text(solve, "2\n3 3\n1\n-1\nx\n");
        assert_eq!((printed.as_str(), error), ("Second\n2\n", None));
        let (printed, error) = run_text(solve, "1\n5\n0\nx\n");
        assert_eq!((printed.as_str(), error), ("First\n1\n", None));
    }

    #[test]
    fn an_illegal_index_of_the_judges_is_refused_where_it_stands() {
        let (printed, error) = run_text(solve, "4\n10 4 6 3\n1\n");
        assert_eq!(printed, "First\n1\n");
        assert_eq!(
            error.as_deref(),
            Some(
                "line 3, column 1: expected the judge's index j: an index other than 1 whose \
                 value is still positive, 0 or -1, found \"1\""
            )
        );
        // Index 3 was emptied in the first round: 10 − 6 and 6 − 6.
        let (printed, error) = run_text(solve, "4\n10 4 6 3\n3\n3\n");
        assert_eq!(printed, "First\n1\n2\n");
        assert!(error
            .unwrap()
            .starts_with("line 4, column 1: expected the judge's index j"));
        let (printed, error) = run_text(solve, "2\n3 3\n1\n1\n");
        assert_eq!(printed, "Second\n2\n");
        assert_eq!(
            error.as_deref(),
            Some(
                "line 4, column 1: expected the judge's index i: an index whose value is still \
                 positive, 0 or -1, found \"1\""
            )
        );
        let (_, error) = run_text(solve, "2\n3 3\n3\n");
        assert_eq!(
            error.as_deref(),
            Some("line 3, column 1: expected the judge's index i (-1..=2), found \"3\"")
        );
    }

    #[test]
    fn the_capacities_are_errors_at_the_number_past_them() {
        let (printed, error) = run_text(solve, "601\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.as_deref(),
            Some(
                "line 1, column 1: expected the length n, up to this program's capacity \
                 (1..=600), found \"601\""
            )
        );
        let (_, error) = run_text(solve, "3\n90000 90000 1\n");
        assert_eq!(
            error.as_deref(),
            Some(
                "line 2, column 13: expected a value a_i, the values' sum up to this program's \
                 capacity (1..=0), found \"1\""
            )
        );
        // At the capacity: two values of 90000 split, and the second player answers.
        let (printed, error) = run_text(solve, "2\n90000 90000\n2\n0\n");
        assert_eq!((printed.as_str(), error), ("Second\n1\n", None));
    }
}
