//! HDU 2516 取石子游戏: Fibonacci Nim. One pile of `n ≥ 2` stones; the first move takes any
//! number but not all, every later move takes 1 to twice what the opponent just took; whoever
//! takes the last stone wins. Print `Second win` if the first player loses, else `First win`.
//!
//! The first player loses iff `n` is a Fibonacci number. The 92 Fibonacci numbers from 1 to
//! u64::MAX are built once (in u64: the list passes 2^31 at its 47th term), then each case is a
//! binary search: O(log 92) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::fibonacci::fibonacci;
use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves one `n` per line until `0` or the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(n) = input.u64_or_end("a pile size n >= 2, or 0 to end", 0..=u64::MAX)? {
        match n {
            0 => break,
            1 => {
                return Err(input.reject(
                    "a pile size n >= 2 (the first move may not take every stone), or 0 to end",
                ))
            }
            _ => {
                // One write per answer, its newline included, of a constant length (a fixed copy).
                if first_player_wins(n) {
                    out.bytes(b"First win\n")?
                } else {
                    out.bytes(b"Second win\n")?
                }
            }
        }
    }
    Ok(())
}

/// The distinct Fibonacci numbers that fit in u64, increasing: 1, 2, 3, 5, 8, …,
/// 12200160415121876738 (F(2) to F(93), 92 numbers), computed at compile time by core's
/// [`fibonacci`] (an overflow there would be a compile error).
pub const FIBONACCI: [u64; 92] = fibonacci();

/// Whether the first player wins Fibonacci Nim from a pile of `n ≥ 2`: iff `n` is not a
/// Fibonacci number. O(log 92), a binary search in [`FIBONACCI`].
pub fn first_player_wins(n: u64) -> bool {
    FIBONACCI.binary_search(&n).is_err()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_fits_u64_exactly() {
        let list = FIBONACCI;
        assert_eq!(&list[..8], [1, 2, 3, 5, 8, 13, 21, 34]);
        // F(46) = 1836311903 < 2^31 − 1 < F(47) = 2971215073: the term a 32-bit list breaks on.
        assert_eq!(list[44], 1_836_311_903);
        assert_eq!(list[45], 2_971_215_073);
        // F(92) + F(93) = F(94) = 19740274219868223167 > 2^64 − 1.
        assert_eq!(list[90], 7_540_113_804_746_346_429);
        assert_eq!(list[91], 12_200_160_415_121_876_738);
        assert_eq!(list[90].checked_add(list[91]), None);
    }

    #[test]
    fn small_piles_by_hand() {
        // 2: the first move must take 1, the opponent takes the last. 3: take 1 leaves 2 with a
        // cap of 2; take 2 leaves 1. 4: take 1, leaving 3 with cap 2: the opponent takes 1 (I
        // take 2) or 2 (I take 1).
        assert!(!first_player_wins(2));
        assert!(!first_player_wins(3));
        assert!(first_player_wins(4));
        assert!(!first_player_wins(5));
        assert!(first_player_wins(6));
        assert!(first_player_wins(7));
        assert!(!first_player_wins(8));
        // The sample: 13 loses, 10000 = 6765 + 2584 + 610 + 34 + 5 + 2 wins.
        assert!(!first_player_wins(13));
        assert!(first_player_wins(10_000));
    }

    #[test]
    fn past_the_judge() {
        assert!(!first_player_wins(2_971_215_073));
        assert!(first_player_wins(2_971_215_074));
        assert!(first_player_wins((1 << 31) - 1));
        assert!(!first_player_wins(12_200_160_415_121_876_738));
        assert!(first_player_wins(u64::MAX));
    }
}
