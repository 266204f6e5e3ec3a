//! HDU 1517 A Multiplication Game (POJ 2505, UVa 847): `p` starts at 1, a move multiplies it by
//! 2 to 9, whoever first makes `p ≥ n` wins. Stan moves first: print `Stan wins.` or
//! `Ollie wins.`.
//!
//! Stan wins iff `18^j < n ≤ 9·18^j` for some `j ≥ 0`. O(log n) per case, O(1) memory.

#![warn(missing_docs)]

use game_core::io::{Error, Scanner, Writer};
use std::io::{BufRead, Write};

/// Solves one `n` per line until the end of the input.
pub fn solve<R: BufRead, W: Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
) -> Result<(), Error> {
    while let Some(n) = input.u64_or_end("a target n", 2..=u64::MAX)? {
        // One write per answer, its newline included, of a constant length (a fixed copy).
        if first_player_wins(n) {
            out.bytes(b"Stan wins.\n")?;
        } else {
            out.bytes(b"Ollie wins.\n")?;
        }
    }
    Ok(())
}

/// Whether the player to move from `p = 1` wins with target `n ≥ 2`. While `n > 18`, replace `n`
/// by `⌈n/18⌉` (the intervals `(18^j, 9·18^j]` and `(9·18^j, 18^(j+1)]` scale down by 18 onto
/// the previous ones); then the mover wins iff `n ≤ 9`. No overflow: `⌈n/18⌉ = (n − 1)/18 + 1`.
/// O(log n).
pub fn first_player_wins(n: u64) -> bool {
    let mut n = n;
    while n > 18 {
        n = (n - 1) / 18 + 1;
    }
    n <= 9
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample() {
        // 17: any first move leaves p ∈ 2..=9 and Ollie multiplies past 17. 162 = 9·18: Stan
        // makes p = 9, then Ollie's p ∈ 18..=81 is won by Stan (81·2 = 162).
        assert!(first_player_wins(162));
        assert!(!first_player_wins(17));
        assert!(first_player_wins(34_012_226));
    }

    #[test]
    fn interval_boundaries() {
        // (1, 9] Stan, (9, 18] Ollie, (18, 162] Stan, (162, 324] Ollie, (324, 2916] Stan.
        for (n, stan) in [
            (2, true),
            (9, true),
            (10, false),
            (18, false),
            (19, true),
            (162, true),
            (163, false),
            (324, false),
            (325, true),
            (2916, true),
            (2917, false),
            (5832, false),
            (5833, true),
        ] {
            assert_eq!(first_player_wins(n), stan, "n = {n}");
        }
    }

    #[test]
    fn past_32_bits() {
        // 18^7 = 612220032 < 2^31 < 2^32 < 9·18^7 = 5509980288: all of (2^31, 2^32) is Stan's.
        assert!(first_player_wins((1 << 31) + 1));
        assert!(first_player_wins(4_294_967_294));
        assert!(first_player_wins(5_509_980_288));
        assert!(!first_player_wins(5_509_980_289));
        assert!(!first_player_wins(11_019_960_576)); // 18^8
        assert!(first_player_wins(11_019_960_577));
        // 18^15 = 6746640616477458432 < 2^64 − 1 < 9·18^15; 9·18^14 = 18^15 / 2.
        assert!(!first_player_wins(6_746_640_616_477_458_432));
        assert!(first_player_wins(6_746_640_616_477_458_433));
        assert!(first_player_wins(3_373_320_308_238_729_216));
        assert!(!first_player_wins(3_373_320_308_238_729_217));
        assert!(first_player_wins(u64::MAX));
    }
}
