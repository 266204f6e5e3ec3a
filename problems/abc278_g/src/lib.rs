//! AtCoder ABC278 G Generalized Subtraction Game (interactive). Cards 1 … N lie in a row; a
//! move removes y consecutive cards still on the table, L ≤ y ≤ R; who cannot move loses. This
//! program says `First` or `Second`, then plays that side against the judge and wins.
//!
//! When some length y in [L, R] has the parity of N, it moves first, removes the middle block of
//! length y and answers every judge's move with its mirror image (the two halves stay mirror
//! images, so it always has a reply). Otherwise L = R and N − L is odd: it plays by the
//! Sprague–Grundy values of runs of consecutive cards (an O(N²) table), moving first iff the
//! row's value is not 0, and always to a position of value 0 (O(N) a turn). Every line is
//! flushed at once, and nothing is read that the judge has not promised.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// The judge's largest N (and 1 ≤ L ≤ R ≤ N): used by the harness's validator, generators and
/// benchmark; [`solve`] plays any N up to [`CAPACITY`].
pub const MAX_N: u64 = 2000;

/// The judge's number of games in one run: one.
pub const MAX_GAMES: u64 = 1;

/// The largest N this program plays (ten times the judge's): the value table costs O(N²) time,
/// about 10^8 steps at the capacity, well within the judge's 2 s; memory stays O(N).
pub const CAPACITY: u64 = 20_000;

/// One move: remove cards `start`, …, `start + len − 1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The first card removed (from 1).
    pub start: usize,
    /// How many cards are removed.
    pub len: usize,
}

/// The length of a middle block that leaves two halves of equal length: a y in [l, r] with
/// y ≡ n (mod 2), the smallest one; `None` when there is none (l = r and n − l odd).
///
/// ```
/// assert_eq!(abc278_g::middle_length(6, 1, 2), Some(2));
/// assert_eq!(abc278_g::middle_length(7, 3, 3), Some(3));
/// assert_eq!(abc278_g::middle_length(5, 2, 2), None);
/// ```
pub fn middle_length(n: usize, l: usize, r: usize) -> Option<usize> {
    if l % 2 == n % 2 {
        Some(l)
    } else if l < r {
        Some(l + 1)
    } else {
        None
    }
}

/// The mirror image of `m` in a row of `n` cards: card c ↔ card n + 1 − c, so the block
/// a … a + b − 1 maps to n + 2 − a − b … n + 1 − a.
///
/// ```
/// use abc278_g::{mirror, Move};
/// assert_eq!(mirror(6, Move { start: 1, len: 1 }), Move { start: 6, len: 1 });
/// assert_eq!(mirror(10, Move { start: 2, len: 3 }), Move { start: 7, len: 3 });
/// ```
pub fn mirror(n: usize, m: Move) -> Move {
    Move {
        start: n + 2 - m.start - m.len,
        len: m.len,
    }
}

/// The Sprague–Grundy values of a run of `0 ..= n` consecutive cards when every move removes
/// exactly `l` cards (l ≥ 1): 0 below l, and g(k) = mex { g(i) xor g(k − l − i) : 0 ≤ i ≤ k − l }
/// (the move leaves runs of i and k − l − i cards). O(n²) time (half the offsets, by
/// symmetry), O(n) memory; g(k) ≤ k.
///
/// ```
/// // Removing one card: g(k) = k mod 2.
/// assert_eq!(abc278_g::run_values(5, 1), vec![0, 1, 0, 1, 0, 1]);
/// assert_eq!(abc278_g::run_values(8, 3), vec![0, 0, 0, 1, 1, 1, 2, 2, 0]);
/// ```
pub fn run_values(n: usize, l: usize) -> Vec<usize> {
    let mut values = vec![0; n + 1];
    // seen[v] == k + 1: value v is an option of a run of k cards. Every value is at most n
    // (a mex of at most k options), so below p = (n + 1).next_power_of_two(), and so is the
    // xor of two; the mex itself is at most n + 1 ≤ p.
    let mask = (n + 1).next_power_of_two() - 1;
    let mut seen = vec![0; mask + 2];
    for k in l..=n {
        let rest = k - l;
        // The pairs (i, rest − i) for i ≤ rest / 2, as two slices walked towards each other.
        let (low, high) = (&values[..=rest / 2], &values[rest - rest / 2..=rest]);
        for (&a, &b) in low.iter().zip(high.iter().rev()) {
            // a ^ b ≤ mask already; the `&` only lets the bounds check go.
            seen[(a ^ b) & mask] = k + 1;
        }
        values[k] = seen.iter().position(|&s| s != k + 1).unwrap_or(0);
    }
    values
}

/// The runs of consecutive cards on the table: (first card, length), left to right.
/// `present[c]` tells whether card c (1 ≤ c < present.len()) is on the table. O(N).
fn runs(present: &[bool]) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut start = 0;
    for card in 1..=present.len() {
        let here = present.get(card).copied().unwrap_or(false);
        match (here, start) {
            (true, 0) => start = card,
            (false, s) if s > 0 => {
                found.push((s, card - s));
                start = 0;
            }
            _ => {}
        }
    }
    found
}

/// The move of `l` cards to a position of value 0 (the first one, scanning runs from the left
/// and offsets from the run's start), given each run's value in `values`; if no move reaches 0
/// (the position is lost), the first legal move; `None` when no move is left. O(N).
pub fn best_move(present: &[bool], l: usize, values: &[usize]) -> Option<Move> {
    let live: Vec<(usize, usize)> = runs(present)
        .into_iter()
        .filter(|&(_, len)| len >= l)
        .collect();
    let total = live.iter().fold(0, |x, &(_, len)| x ^ values[len]);
    let to_zero = live.iter().find_map(|&(start, len)| {
        let rest = len - l;
        let target = total ^ values[len];
        let row = &values[..=rest];
        row.iter()
            .zip(row.iter().rev())
            .position(|(&a, &b)| a ^ b == target)
            .map(|i| Move {
                start: start + i,
                len: l,
            })
    });
    to_zero.or_else(|| live.first().map(|&(start, _)| Move { start, len: l }))
}

/// What the judge answered.
enum Heard {
    /// `0 0`: the judge cannot move; the program won.
    Won,
    /// `-1 -1`: the judge refused the program's last line; the program must stop.
    Refused,
    /// The judge removed this block (checked legal on `present`).
    Moved(Move),
}

/// Reads the judge's answer `a b` and, if it is a move, checks it against the cards on the
/// table (`present`) and the lengths `l ..= r`, and removes its cards.
fn hear<R: BufRead>(
    input: &mut Scanner<R>,
    present: &mut [bool],
    l: usize,
    r: usize,
) -> Result<Heard, Error> {
    let n = present.len() as i64 - 1;
    let a = input.i64("the judge's first number a", -1..=n)?;
    let b = input.i64("the judge's second number b", -1..=n)?;
    match (a, b) {
        (0, 0) => return Ok(Heard::Won),
        (-1, -1) => return Ok(Heard::Refused),
        _ => {}
    }
    if let (Ok(start @ 1..), Ok(len)) = (usize::try_from(a), usize::try_from(b)) {
        let block = present.get(start..start.saturating_add(len));
        let whole = block.is_some_and(|cards| cards.iter().all(|&on| on));
        if (l..=r).contains(&len) && whole {
            present[start..start + len].fill(false);
            return Ok(Heard::Moved(Move { start, len }));
        }
    }
    Err(input.reject(format!(
        "a move `a b` removing b cards ({l} ≤ b ≤ {r}) a … a + b − 1 still on the table, \
         `0 0` or `-1 -1`"
    )))
}

/// Prints `m` as `x y`, flushes, and removes its cards from `present`.
fn play<W: Write>(out: &mut Writer<W>, present: &mut [bool], m: Move) -> std::io::Result<()> {
    present[m.start..m.start + m.len].fill(false);
    out.u64(m.start as u64)?;
    out.byte(b' ')?;
    out.u64(m.len as u64)?;
    out.newline()?;
    out.flush()
}

/// Prints `First` or `Second` and flushes.
fn choose<W: Write>(out: &mut Writer<W>, first: bool) -> std::io::Result<()> {
    out.line(if first { "First" } else { "Second" })?;
    out.flush()
}

/// Plays first: removes the middle block of length `y`, then mirrors every judge's move.
fn play_mirror<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
    (l, r): (usize, usize),
    present: &mut [bool],
    y: usize,
) -> Result<(), Error> {
    let n = present.len() - 1;
    choose(out, true)?;
    play(
        out,
        present,
        Move {
            start: (n - y) / 2 + 1,
            len: y,
        },
    )?;
    while let Heard::Moved(m) = hear(input, present, l, r)? {
        play(out, present, mirror(n, m))?;
    }
    Ok(())
}

/// Plays by the values of runs (every move removes `l` cards): first iff the row's value is not
/// 0, then always to a position of value 0.
fn play_values<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
    l: usize,
    present: &mut [bool],
) -> Result<(), Error> {
    let n = present.len() - 1;
    let values = run_values(n, l);
    let first = values[n] != 0;
    choose(out, first)?;
    if !first {
        if let Heard::Won | Heard::Refused = hear(input, present, l, l)? {
            return Ok(());
        }
    }
    loop {
        match best_move(present, l, &values) {
            Some(m) => play(out, present, m)?,
            None => {
                // Lost (it cannot happen after a right choice): concede as the protocol says.
                out.line("0 0")?;
                out.flush()?;
            }
        }
        if let Heard::Won | Heard::Refused = hear(input, present, l, l)? {
            return Ok(());
        }
    }
}

/// Plays the one game: reads `N L R`, says `First` or `Second`, plays until the judge answers
/// `0 0` or `-1 -1`, flushing every line. A judge's line that is not a legal move on the cards
/// left, `0 0` or `-1 -1` is an input error at its position; N past [`CAPACITY`] too.
///
/// O(N²) for the value table when L = R and N − L is odd, O(N) a turn; memory O(N).
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    let n = input.u64("a card count N", 1..=u64::MAX)?;
    if n > CAPACITY {
        return Err(input.reject(format!(
            "a card count N within this program's capacity (1..={CAPACITY})"
        )));
    }
    let l = input.u64("L", 1..=n)?;
    let r = input.u64("R", l..=n)?;
    let (n, l, r) = (n as usize, l as usize, r as usize);
    let mut present = vec![true; n + 1];
    present[0] = false;
    match middle_length(n, l, r) {
        Some(y) => play_mirror(input, out, (l, r), &mut present, y),
        None => play_values(input, out, l, &mut present),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::io::run_text;

    /// Whether the player to move wins on the set of cards `mask` (bit c − 1 = card c), by a
    /// search of the rules: some move leaves a lost set.
    fn wins_by_search(n: usize, l: usize, r: usize) -> Vec<bool> {
        let mut wins = vec![false; 1 << n];
        for mask in 0..1usize << n {
            wins[mask] = (l..=r).any(|y| {
                (0..=n.saturating_sub(y)).any(|x| {
                    let block = ((1 << y) - 1) << x;
                    y <= n && mask & block == block && !wins[mask ^ block]
                })
            });
        }
        wins
    }

    fn present_of(n: usize, mask: usize) -> Vec<bool> {
        (0..=n).map(|c| c > 0 && mask >> (c - 1) & 1 == 1).collect()
    }

    fn mask_after(mask: usize, m: Move) -> usize {
        mask ^ (((1 << m.len) - 1) << (m.start - 1))
    }

    #[test]
    fn the_values_decide_every_set_of_cards_and_the_best_move_wins() {
        for n in 1..=11 {
            for l in 1..=n {
                let wins = wins_by_search(n, l, l);
                let values = run_values(n, l);
                for (mask, &won) in wins.iter().enumerate() {
                    let present = present_of(n, mask);
                    let total = runs(&present)
                        .iter()
                        .fold(0, |x, &(_, len)| x ^ values[len]);
                    assert_eq!(total != 0, won, "n {n} l {l} mask {mask:b}");
                    let chosen = best_move(&present, l, &values);
                    if won {
                        let m = chosen.expect("a won position has a move");
                        assert!(!wins[mask_after(mask, m)], "n {n} l {l} mask {mask:b}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_choice_is_right_on_every_small_start() {
        for n in 1..=12 {
            for l in 1..=n {
                for r in l..=n {
                    let first_wins = wins_by_search(n, l, r)[(1 << n) - 1];
                    let first = match middle_length(n, l, r) {
                        Some(y) => {
                            assert!((l..=r).contains(&y) && y % 2 == n % 2);
                            true
                        }
                        None => run_values(n, l)[n] != 0,
                    };
                    assert_eq!(first, first_wins, "{n} {l} {r}");
                }
            }
        }
    }

    #[test]
    fn runs_are_read_left_to_right() {
        let present = [false, true, true, false, true, false, false, true];
        assert_eq!(runs(&present), vec![(1, 2), (4, 1), (7, 1)]);
        assert_eq!(runs(&[false]), vec![]);
    }

    #[test]
    fn the_mirror_answers_each_move_and_stops_at_0_0() {
        // 6 1 2: the middle cards 3, 4 go; then 1 ↔ 6, 2 ↔ 5.
        let (printed, error) = run_text(solve, "6 1 2\n1 1\n2 1\n0 0\n");
        assert_eq!((printed.as_str(), error), ("First\n3 2\n6 1\n5 1\n", None));
        // A two-card block mirrors to the other half: 1 2 ↔ 9 2 in 10 cards.
        let (printed, error) = run_text(solve, "10 2 3\n1 2\n0 0\n");
        assert_eq!((printed.as_str(), error), ("First\n5 2\n9 2\n", None));
    }

    #[test]
    fn second_is_chosen_when_the_row_is_worth_0() {
        let (printed, error) = run_text(solve, "2 1 1\n1 1\n0 0\n");
        assert_eq!((printed.as_str(), error), ("Second\n2 1\n", None));
        let (printed, error) = run_text(solve, "5 2 2\n2 2\n0 0\n");
        assert_eq!((printed.as_str(), error), ("Second\n4 2\n", None));
    }

    #[test]
    fn a_move_that_is_not_legal_is_refused_where_it_stands() {
        let (printed, error) = run_text(solve, "6 1 2\n3 2\n");
        assert_eq!(printed, "First\n3 2\n");
        assert!(error
            .unwrap()
            .starts_with("line 2, column 3: expected a move `a b`"));
        for bad in [
            "6 1 2\n6 3\n",
            "6 1 2\n0 1\n",
            "6 1 2\n-1 0\n",
            "6 1 2\n6 7\n",
        ] {
            let (_, error) = run_text(solve, bad);
            assert!(error.is_some(), "{bad:?}");
        }
    }

    #[test]
    fn minus_one_stops_at_once() {
        let (printed, error) = run_text(solve, "5 2 2\n-1 -1\n3 2\n");
        assert_eq!((printed.as_str(), error), ("Second\n", None));
    }

    #[test]
    fn no_move_is_found_where_every_run_is_shorter_than_l() {
        let values = run_values(3, 2);
        assert_eq!(best_move(&[false, true, false, true], 2, &values), None);
        assert_eq!(
            best_move(&[false, true, true, true], 2, &values),
            Some(Move { start: 1, len: 2 })
        );
    }

    #[test]
    fn a_number_past_n_is_out_of_range() {
        let (printed, error) = run_text(solve, "6 1 2\n7 1\n");
        assert_eq!(printed, "First\n3 2\n");
        assert_eq!(
            error.as_deref(),
            Some("line 2, column 1: expected the judge's first number a (-1..=6), found \"7\"")
        );
        let (_, error) = run_text(solve, "6 1 2\n6 7\n");
        assert_eq!(
            error.as_deref(),
            Some("line 2, column 3: expected the judge's second number b (-1..=6), found \"7\"")
        );
    }

    #[test]
    fn n_at_the_capacity_is_played() {
        let (printed, error) = run_text(solve, "20000 1 2\n1 1\n0 0\n");
        assert_eq!(
            (printed.as_str(), error),
            ("First\n10000 2\n20000 1\n", None)
        );
    }

    #[test]
    fn n_past_the_capacity_is_refused_as_such() {
        let (printed, error) = run_text(solve, "20001 1 1\n");
        assert_eq!(printed, "");
        assert_eq!(
            error.as_deref(),
            Some(
                "line 1, column 1: expected a card count N within this program's capacity \
                 (1..=20000), found \"20001\""
            )
        );
    }
}
