//! HDU 3537 Daizhenyang's Coin (Mock Turtles). The oracle plays the whole row of coins from the
//! rules: a position is the set of head-up coins (a bit mask over coins `0..REACH`), a move
//! turns a head-up coin `r` to tails and turns zero, one or two other coins left of `r`; a row
//! with no heads is lost. Every row of the reach is decided once, by retrograde analysis over the
//! masks in increasing order. It knows nothing of coin values, odious numbers or xor sums.

use super::piles::{shrink_piles, smaller_values, xor};
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{shuffle, streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use itertools::Itertools;
use std::sync::OnceLock;

/// The registration of hdu3537.
pub struct Hdu3537;

/// The judge's largest position (positions are below 10^8; the crate accepts 0..=2^64 − 1).
const MAX_POSITION: u64 = 99_999_999;

/// The oracle's reach: rows of coins `0..REACH`, every one of the 2^REACH sets of heads. The
/// exhaustive and random cases stay within it; judge-sized ones do not, as the proven solution
/// answers them.
const REACH: u32 = 20;

/// Whether each row within the reach is lost for the player to move, by mask (bit `i`: coin `i`
/// shows heads). A mask is decided once every smaller one is, since a move clears its turned
/// head `r` and changes only coins below `r`, so it lowers the mask. A row nothing marked won by
/// the time it is reached is lost (the empty row first: no move); each lost row then marks won
/// every row with a move to it: the row with one coin `r` more (tails in the lost row, heads
/// before the move), and with that, zero, one or two of the coins below `r` turned back.
/// O(lost rows · REACH³): about 1.1 · 10^7 marks (16384 lost rows of 2^20).
fn lost_rows() -> &'static [bool] {
    static LOST: OnceLock<Vec<bool>> = OnceLock::new();
    LOST.get_or_init(|| {
        let rows = 1usize << REACH;
        let mut won = vec![false; rows];
        for lost in 0..rows {
            if won[lost] {
                continue;
            }
            for r in (0..REACH).filter(|&r| lost >> r & 1 == 0) {
                let before = lost | 1 << r;
                won[before] = true;
                for y in 0..r {
                    won[before ^ 1 << y] = true;
                    for z in y + 1..r {
                        won[before ^ 1 << y ^ 1 << z] = true;
                    }
                }
            }
        }
        won.into_iter().map(|w| !w).collect()
    })
}

/// The row a case lists: the set of its coins (a coin listed twice shows heads, once).
fn row(positions: &[u64]) -> usize {
    positions.iter().fold(0, |mask, &p| mask | 1 << p)
}

/// `Yes` iff the player to move loses.
fn answer(lost: bool) -> String {
    if lost { "Yes\n" } else { "No\n" }.to_string()
}

/// The `x`-th odious number (odd count of 1 bits): the value the crate gives a head at `x`, as
/// the known-wrong solutions compute it.
fn odious(x: u64) -> u64 {
    2 * x + u64::from(x.count_ones().is_multiple_of(2))
}

/// A known-wrong solution's answer: `Yes` iff the xor of `value` over `positions` is 0.
fn xor_answer(positions: impl IntoIterator<Item = u64>, value: fn(u64) -> u64) -> String {
    answer(positions.into_iter().fold(0, |acc, p| acc ^ value(p)) == 0)
}

impl Game for Hdu3537 {
    type Case = Vec<u64>;
    const ID: &'static str = "hdu3537";
    const SOLVE: SolveFn = |input, out| hdu3537::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = 100;

    fn render(cases: &[Vec<u64>]) -> String {
        cases
            .iter()
            // No line of positions when there are none (the sample's "0").
            .map(|positions| match positions.len() {
                0 => "0\n".to_string(),
                n => format!("{n}\n{}\n", positions.iter().join(" ")),
            })
            .collect()
    }

    fn validate(positions: &Vec<u64>) -> Result<(), String> {
        within("n", positions.len() as u64, 0..=hdu3537::MAX_LISTED)?;
        for &p in positions {
            within("a position", p, 0..=MAX_POSITION)?;
        }
        Ok(())
    }

    fn oracle(_: usize, positions: &Vec<u64>) -> String {
        answer(lost_rows()[row(positions)])
    }

    /// Every row of coins 0 to 11 listed in increasing order, then every list of up to three
    /// positions among coins 0 to 5, in every order and with repeats.
    fn small_cases() -> Vec<Vec<u64>> {
        let mut cases: Vec<Vec<u64>> = (0..12u64).powerset().collect();
        for n in 1..=3 {
            cases.extend((0..n).map(|_| 0..6u64).multi_cartesian_product());
        }
        cases
    }

    /// One case in eight lists nothing; the others a random row of the reach with heads (half
    /// the time a lost one, where the oracle finds one: a lost option of a random row), each of
    /// its heads once and up to 100 positions in all, the extra ones repeats of its heads, in a
    /// random order.
    fn random_case(rng: &mut Rng) -> Vec<u64> {
        if rng.chance(1, 8) {
            return Vec::new();
        }
        let top = rng.range(1, u64::from(REACH));
        let density = rng.range(1, 4);
        let mut mask = (0..top).fold(0usize, |m, i| {
            if rng.chance(density, 5) {
                m | 1 << i
            } else {
                m
            }
        });
        if mask == 0 {
            mask = 1 << rng.below(top as usize);
        }
        if rng.chance(1, 2) {
            mask = lost_option(mask).unwrap_or(mask);
        }
        let mut positions: Vec<u64> = (0..u64::from(REACH))
            .filter(|&i| mask >> i & 1 == 1)
            .collect();
        if !positions.is_empty() {
            let room = hdu3537::MAX_LISTED - positions.len() as u64;
            let extra = match rng.below(3) {
                0 => 0,
                1 => rng.range(1, room.min(3)),
                _ => rng.range(0, room),
            };
            for _ in 0..extra {
                let copy = *rng.pick(&positions);
                positions.push(copy);
            }
        }
        shuffle(&mut positions, rng);
        positions
    }

    /// One case in sixteen lists nothing; the others up to the judge's 100 distinct coins (the
    /// maximum a quarter of the time) over the whole of 0..10^8, uniform, log-uniform, drawn by
    /// [`Rng::sized`] (the largest position and 0 often) or a run of consecutive coins ending
    /// at the largest; half of the time made a lost row ([`make_lost`]); half of the time
    /// filled up to 100 positions with repeats of its coins; in a random order.
    fn judge_sized_case(rng: &mut Rng) -> Vec<u64> {
        if rng.chance(1, 16) {
            return Vec::new();
        }
        let n = rng.sized(1, hdu3537::MAX_LISTED);
        let shape = rng.below(4);
        let mut coins: Vec<u64> = (0..n)
            .map(|i| match shape {
                0 => rng.range(0, MAX_POSITION),
                1 => rng.log_uniform(0, MAX_POSITION),
                2 => rng.sized(0, MAX_POSITION),
                _ => MAX_POSITION - i,
            })
            .unique()
            .collect();
        if rng.chance(1, 2) {
            make_lost(&mut coins);
        }
        let mut positions = coins.clone();
        if !coins.is_empty() && rng.chance(1, 2) {
            let extra = rng.range(0, hdu3537::MAX_LISTED - positions.len() as u64);
            for _ in 0..extra {
                positions.push(*rng.pick(&coins));
            }
        }
        shuffle(&mut positions, rng);
        positions
    }

    /// Cases of n and n positions, to the end of the input. O(tokens).
    fn parse(input: &str) -> Option<Vec<Vec<u64>>> {
        Tokens::new(input).until_end(|t| {
            let n = t.value()?;
            t.many(n)
        })
    }

    /// The boldest first: a repeated coin alone, twice; the row without its repeats; each coin
    /// dropped with its copies, or moved with them to a smaller coin not listed; then each
    /// position dropped or lowered on its own.
    fn shrink(positions: &Vec<u64>) -> Vec<Vec<u64>> {
        let coins: Vec<u64> = positions.iter().copied().unique().collect();
        let copies = |c: u64| positions.iter().filter(|&&p| p == c).count();
        let mut smaller = Vec::new();
        if positions.len() > 2 {
            let repeated = coins.iter().filter(|&&c| copies(c) > 1);
            smaller.extend(repeated.map(|&c| vec![c, c]));
        }
        if coins.len() < positions.len() {
            smaller.push(coins.clone());
        }
        for &c in &coins {
            smaller.push(positions.iter().copied().filter(|&p| p != c).collect());
        }
        for &c in &coins {
            for v in smaller_values(c, 0) {
                if !coins.contains(&v) {
                    let moved = positions.iter().map(|&p| if p == c { v } else { p });
                    smaller.push(moved.collect());
                }
            }
        }
        smaller.extend(shrink_piles(positions, 0));
        smaller
    }

    fn wrong_solutions() -> Vec<Wrong<Vec<u64>>> {
        vec![
            Wrong {
                name: "the trap: xor of the values of the listed positions, repeats not removed",
                answer: |_, positions| xor_answer(positions.iter().copied(), odious),
            },
            Wrong {
                name: "coins counted from 1: a head at x worth the (x + 1)-th odious number",
                answer: |_, positions| {
                    xor_answer(positions.iter().copied().unique(), |x| odious(x + 1))
                },
            },
            Wrong {
                name: "evil numbers: 2x if x has an even number of 1 bits, else 2x + 1",
                answer: |_, positions| {
                    xor_answer(positions.iter().copied().unique(), |x| odious(x) ^ 1)
                },
            },
            Wrong {
                name: "plain Nim on the distinct positions: Yes iff their xor is 0",
                answer: |_, positions| xor_answer(positions.iter().copied().unique(), |x| x),
            },
            Wrong {
                name: "the sense reversed: Yes iff the first player wins",
                answer: |_, positions| {
                    let lost = positions
                        .iter()
                        .copied()
                        .unique()
                        .fold(0, |acc, p| acc ^ odious(p))
                        == 0;
                    answer(!lost)
                },
            },
        ]
    }

    /// Cases of n = 100 (judge max) distinct positions below 10^8, to the end of the input.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = hdu3537::MAX_LISTED;
        let each = format!("n = {n} (judge max) positions ≤ 10^8 − 1");
        let case = move |t: &mut Text, r: &mut Rng| {
            t.num(n);
            t.newline();
            for i in 0..n {
                if i > 0 {
                    t.space();
                }
                t.num(r.range(0, MAX_POSITION));
            }
            t.newline();
        };
        streamed(
            Self::ID,
            s,
            s.pick(20_000, 100),
            &each,
            Framing::ToEnd,
            case,
        )
    }
}

/// Distinct coins made a lost row where one change does it: a row is lost iff its heads are
/// even in number and xor to 0 (the xor of their values, 2x plus 1 for an even count of 1 bits,
/// is twice their xor plus the parity of their count and of that xor's 1 bits). An odd row
/// loses its last coin; then the first coin that, xored with the row's xor, gives a position in
/// range and not in the row takes that position. O(n²).
fn make_lost(coins: &mut Vec<u64>) {
    if coins.len() % 2 == 1 {
        coins.pop();
    }
    let x = xor(coins);
    let fix = (0..coins.len()).find(|&i| {
        let to = coins[i] ^ x;
        to <= MAX_POSITION && !coins.contains(&to)
    });
    if let Some(i) = fix {
        coins[i] ^= x;
    }
}

/// A lost row with heads one move from `mask`, if there is one (the first found), by the
/// oracle's table. (Every row of one to three heads has the empty row as a lost option.)
fn lost_option(mask: usize) -> Option<usize> {
    let lost = lost_rows();
    (0..REACH as usize)
        .filter(|&r| mask >> r & 1 == 1)
        .flat_map(|r| {
            let after = mask ^ 1 << r;
            let lower = (0..r).map(move |y| after ^ 1 << y);
            let pairs = (0..r)
                .tuple_combinations()
                .map(move |(y, z)| after ^ 1 << y ^ 1 << z);
            [after].into_iter().chain(lower).chain(pairs)
        })
        .find(|&option| option != 0 && lost[option])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_derived_rows() {
        // No heads: no move, lost. One, two or three heads: turn them all in one move, won.
        assert_eq!(Hdu3537::oracle(1, &vec![]), "Yes\n");
        for heads in (0..7u64).powerset().filter(|h| (1..=3).contains(&h.len())) {
            assert_eq!(Hdu3537::oracle(1, &heads), "No\n", "{heads:?}");
        }
        // The sample; and 5 named twice is one head, won.
        assert_eq!(Hdu3537::oracle(1, &vec![0, 1, 2, 3]), "Yes\n");
        assert_eq!(Hdu3537::oracle(1, &vec![5, 5]), "No\n");
        // 0 1 2 3 and each coin named again: the same row.
        assert_eq!(Hdu3537::oracle(1, &vec![3, 2, 1, 0, 0, 1, 2, 3]), "Yes\n");
    }

    #[test]
    fn lost_options_are_moves_to_lost_rows() {
        // From coins 0 1 2 3 4 (one more than the lost 0 1 2 3): turn coin 4 alone.
        assert_eq!(lost_option(0b11111), Some(0b01111));
        assert_eq!(lost_option(0b01111), None);
        // One to three heads: only the empty row, which does not count.
        assert_eq!(lost_option(0b1011), None);
        assert_eq!(lost_option(0), None);
    }

    /// `validate` states the judge's bounds only; the cases the oracle answers must also stay
    /// within its reach.
    #[test]
    fn exhaustive_and_random_cases_stay_within_the_oracles_reach() {
        let mut rng = Rng::new(1);
        let random = (0..2000).map(|_| Hdu3537::random_case(&mut rng));
        for positions in Hdu3537::small_cases().into_iter().chain(random) {
            assert!(
                positions.iter().all(|&p| p < u64::from(REACH)),
                "{positions:?}"
            );
        }
    }

    /// Rows made lost are lost by the oracle's table (within its reach), and by the proven
    /// solution on judge-sized coins.
    #[test]
    fn made_lost_rows_are_lost() {
        let mut small = vec![1, 2, 4, 8, 16, 19, 3];
        make_lost(&mut small);
        assert_eq!(small, [13, 2, 4, 8, 16, 19]);
        assert_eq!(Hdu3537::oracle(1, &small), "Yes\n", "{small:?}");
        let mut large = vec![MAX_POSITION, 12_345_678, 7, 99_000_000];
        make_lost(&mut large);
        let input = Hdu3537::render(&[large]);
        let out = crate::runner::run_in_process(Hdu3537::SOLVE, input.as_bytes());
        assert_eq!(out.stdout, "Yes\n");
    }
}
