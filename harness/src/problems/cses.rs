//! Helpers shared by the CSES game problems (cses1730, cses1098, cses2208, cses1099): the same
//! input (a test count t, then each test's n and its n numbers), the same answers (`first` or
//! `second`), the same limits (t, n and the sum of n over an input at most 2·10^5; 1 s, 512 MB),
//! and the same benchmark inputs.

use super::piles::{render_counted, xor};
use super::render::counted_cases;
use crate::game::Limits;
use crate::inputs::text::Text;
use crate::inputs::{Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;

/// CSES's limits for these problems: 1.00 s and 512 MB (each statement's header).
pub(super) const LIMITS: Limits = Limits::one_second(OnlineJudge::Cses, 512);

/// The most numbers of a judge-sized case, for an input bound of `max_total` on the sum of n:
/// that bound shared by the check's 40 cases a seed, so that every generated file keeps it.
pub(super) const fn judge_sized_len(max_total: u64) -> u64 {
    max_total / crate::registry::CASES_PER_SEED as u64
}

/// The answer's line: `first` when the player to move wins, else `second`.
pub(super) fn winner(first_wins: bool) -> String {
    if first_wins { "first\n" } else { "second\n" }.to_string()
}

/// The input file of `cases`: t, then each test's n on its line and its numbers on the next.
pub(super) fn render(cases: &[Vec<u64>]) -> String {
    counted_cases(cases, |numbers| render_counted(numbers))
}

/// The tests of an input file, the inverse of [`render`].
pub(super) use super::piles::parse_counted as parse;

/// A few random heaps: one time in eight `rare_len` of them (a range) in `1..=rare_max`, else 1
/// to 5 of them in `1..=cap`, with `cap` drawn in `1..=top`.
pub(super) fn few_heaps(
    rng: &mut Rng,
    top: u64,
    (rare_len, rare_max): ((u64, u64), u64),
) -> Vec<u64> {
    if rng.chance(1, 8) {
        let (shortest, longest) = rare_len;
        (0..rng.range(shortest, longest))
            .map(|_| rng.range(1, rare_max))
            .collect()
    } else {
        let cap = rng.range(1, top);
        (0..rng.range(1, 5)).map(|_| rng.range(1, cap)).collect()
    }
}

/// `values` (at least one) made one bit short of a zero xor: the last made the xor of the
/// others (where that lies in `min..=max`), then one bit of one value flipped (where the value
/// stays in `min..=max`); half the time a bit from `high_bit` up, which only the judge's
/// largest values have. A solution that keeps too few bits of the xor sees a zero there.
pub(super) fn one_bit_from_zero(
    rng: &mut Rng,
    values: &mut [u64],
    min: u64,
    max: u64,
    high_bit: u64,
) {
    let last = values.len() - 1;
    let rest = xor(&values[..last]);
    if (min..=max).contains(&rest) {
        values[last] = rest;
    }
    let top = u64::from(u64::BITS - 1 - max.leading_zeros());
    let bit = if rng.chance(1, 2) && high_bit <= top {
        rng.range(high_bit, top)
    } else {
        rng.range(0, top)
    };
    let i = rng.below(values.len());
    if (min..=max).contains(&(values[i] ^ 1 << bit)) {
        values[i] ^= 1 << bit;
    }
}

/// One test as `n` on its line, then `n` numbers drawn by `value` on the next.
fn test_case(t: &mut Text, r: &mut Rng, n: u64, value: impl Fn(&mut Rng) -> u64) {
    t.line(&[n]);
    for i in 0..n {
        if i > 0 {
            t.space();
        }
        t.num(value(r));
    }
    t.newline();
}

/// The benchmark's inputs of a CSES game problem whose numbers are drawn by `value` (the
/// judge's range): the worst case, t = `max_tests` tests of one number each (the judge's most
/// tests and answer lines); one test of `max_total` numbers (the judge's longest); and ~100 MB
/// of tests of `max_total` numbers each (past the sum bound: memory stays one block).
pub(super) fn bench_inputs(
    id: &'static str,
    s: Scale,
    max_tests: u64,
    max_total: u64,
    range: &str,
    value: fn(&mut Rng) -> u64,
) -> Vec<Input> {
    let tests = s.pick(max_tests, 100);
    let n = s.pick(max_total, 1000);
    // About 10.5 bytes a number up to 10^9: 48 tests of 2·10^5 make just over 100 MB.
    let big = s.pick(s.big() / (n * 21 / 2) + 1, 3);
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!("t = {tests} (judge max) tests of n = 1 number in {range}"),
            move |t, r| {
                t.line(&[tests]);
                (0..tests).for_each(|_| test_case(t, r, 1, value));
            },
        ),
        Input::new(
            id,
            Kind::Single,
            format!("1 test of n = {n} (judge max, the whole sum) numbers in {range}"),
            move |t, r| {
                t.line(&[1]);
                test_case(t, r, n, value);
            },
        ),
        Input::new(
            id,
            Kind::Big,
            format!("{big} tests of n = {n} numbers in {range} (past the sum bound)"),
            move |t, r| {
                t.line(&[big]);
                (0..big).for_each(|_| test_case(t, r, n, value));
            },
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_and_parse_are_inverse() {
        let cases = vec![vec![5, 7, 2, 5], vec![4, 1], vec![3, 5, 6]];
        let text = render(&cases);
        assert_eq!(text, "3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n");
        assert_eq!(parse(&text), Some(cases));
        assert_eq!(parse("2\n1\n1\n"), None);
    }

    #[test]
    fn one_bit_from_zero_leaves_a_single_bit() {
        // The xor of the others is past 10^9 about one time in fourteen: then no zero is made.
        let mut rng = Rng::new(7);
        let mut single_bits = 0;
        for _ in 0..200 {
            let mut values: Vec<u64> = (0..5).map(|_| rng.range(1, 1_000_000_000)).collect();
            one_bit_from_zero(&mut rng, &mut values, 1, 1_000_000_000, 20);
            assert!(values.iter().all(|&v| (1..=1_000_000_000).contains(&v)));
            single_bits += usize::from(xor(&values).count_ones() <= 1);
        }
        assert!(single_bits >= 150, "{single_bits}");
    }
}
