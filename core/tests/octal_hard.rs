//! The hard solved octal games and the records of unsolved ones
//! (`tests/data/octal_hard_results_tczajka.txt`, source in its header). The quick ones run by
//! default; the long ones are `#[ignore]`d: run them in release with
//! `cargo test --release -p game-core --test octal_hard -- --ignored --nocapture`.

use game_core::octal::{Game, Values};
use game_core::period::{analyse, Proof};
use std::time::Instant;

const HARD: &str = include_str!("data/octal_hard_results_tczajka.txt");

/// `(preperiod, period, index of the largest value, largest value)` of a solved game.
fn record(code: &str) -> (usize, usize, usize, u32) {
    let line = HARD
        .lines()
        .find(|l| l.split_whitespace().take(2).eq(["solved", code]))
        .unwrap_or_else(|| panic!("no record of {code}"));
    let w: Vec<&str> = line.split_whitespace().collect();
    (
        w[2].parse().unwrap(),
        w[3].parse().unwrap(),
        w[4].parse().unwrap(),
        w[5].parse().unwrap(),
    )
}

fn certify(code: &str) {
    let (e, p, at, largest) = record(code);
    let start = Instant::now();
    let analysis = analyse(&Game::parse(code).unwrap(), 1 << 21, &mut |_| {});
    let solved = analysis
        .solved
        .unwrap_or_else(|| panic!("{code}: not certified"));
    let found = solved.periodicity();
    eprintln!(
        "{code}: preperiod {} period {} certified from {} values in {:.2?}",
        found.preperiod,
        found.period,
        analysis.values.len(),
        start.elapsed()
    );
    assert_eq!(
        (found.preperiod, found.period, found.saltus),
        (e, p, 0),
        "{code}"
    );
    // The largest value, first reached at the published index (the values past the preperiod
    // and one period repeat, so the computed ones hold the maximum).
    let max = *analysis.values.iter().max().unwrap();
    let first = analysis.values.iter().position(|&v| v == max).unwrap();
    assert_eq!((first, max), (at, largest), "{code}");
}

#[test]
fn quick_hard_games() {
    for code in [".45", ".156", ".356", ".644", ".165"] {
        certify(code);
    }
}

/// `analyse` computes 1024 values, then twice as many each round, except that a round which
/// observes a period needing fewer than twice its values goes straight to that count. .356
/// (preperiod 7315, period 142; removals to 3, two heaps left at most) is first seen at 8192
/// values (7315 + 3·142 = 7741 ≤ 8192): its proof checks g(n + 142) = g(n) for n below the
/// horizon 2·7315 + 142 + 3 = 14775, so it needs 14775 + 142 = 14917 < 16384 values, exactly
/// what is computed, not 16384.
#[test]
fn a_round_goes_straight_to_the_count_an_observed_period_needs() {
    let analysis = analyse(&Game::parse(".356").unwrap(), 1 << 21, &mut |_| {});
    let solved = analysis.solved.expect("certified");
    assert_eq!(
        solved.proof(),
        &Proof::Code {
            heaps: 2,
            max_removal: 3,
            horizon: 14775,
            terms: 14917
        }
    );
    assert_eq!(analysis.values.len(), 14917);
}

#[test]
#[ignore = "about 1 s in release, minutes in debug"]
fn dot_127() {
    certify(".127");
}

#[test]
#[ignore = "about 1 s in release (510 000 values), minutes in debug"]
fn dot_16() {
    certify(".16");
}

#[test]
#[ignore = "about 1 s in release (650 000 values), minutes in debug"]
fn dot_56() {
    certify(".56");
}

#[test]
#[ignore = "minutes: 2^17 values of a game that is not sparse"]
fn dot_04_record_to_2_17() {
    // unsolved .04 2^17 109363 1024 7b8 18860 131003: largest value 1024 first at 109363; with
    // the rare mask 0x7b8, 18860 rare values, the last at 131003.
    let mut values = Values::new(&Game::parse(".04").unwrap());
    values.extend_to(1 << 17);
    let g = values.as_slice();
    let max = *g.iter().max().unwrap();
    assert_eq!(
        (g.iter().position(|&v| v == max).unwrap(), max),
        (109363, 1024)
    );
    let rare: Vec<usize> = (0..g.len())
        .filter(|&n| (g[n] & 0x7b8).count_ones() % 2 == 0)
        .collect();
    assert_eq!((rare.len(), *rare.last().unwrap()), (18860, 131003));
    let analysis = analyse(&Game::parse(".04").unwrap(), 1 << 17, &mut |_| {});
    assert!(analysis.solved.is_none());
}

#[test]
#[ignore = "minutes: 2^21 values each"]
fn unsolved_records_to_2_21() {
    // unsolved Grundy's_game 2^21 763622 231 fe 1274 82860 and .6 2^21 1274955 319 1ee 1584 20627.
    for (code, at, largest, mask, rare_count, last_rare) in [
        ("grundy", 763622, 231, 0xfe, 1274, 82860),
        (".6", 1274955, 319, 0x1ee, 1584, 20627),
    ] {
        let start = Instant::now();
        let analysis = analyse(&Game::parse(code).unwrap(), 1 << 21, &mut |_| {});
        assert!(analysis.solved.is_none(), "{code} claimed a period");
        let g = &analysis.values;
        assert_eq!(g.len(), 1 << 21);
        let max = *g.iter().max().unwrap();
        assert_eq!(
            (g.iter().position(|&v| v == max).unwrap(), max),
            (at, largest)
        );
        let rare: Vec<usize> = (0..g.len())
            .filter(|&n| (g[n] & mask).count_ones() % 2 == 0)
            .collect();
        assert_eq!(
            (rare.len(), *rare.last().unwrap()),
            (rare_count, last_rare),
            "{code}"
        );
        eprintln!(
            "{code}: 2^21 values, no certified period, in {:.2?}",
            start.elapsed()
        );
    }
}
