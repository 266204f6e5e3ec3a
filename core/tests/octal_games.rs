//! Take-and-break games and their certified periods against brute force from the rules and
//! against published tables (`tests/data/`, each file's header names its source).

use game_core::octal::{Code, Game, Move, Rules, Values};
use game_core::period::{
    analyse, horizon, observe_arithmetic, scan, scan_by, Certificate, Periodicity, Proof,
};
use game_core::sg::{table, Options, Search};

mod published;

use published::{cgsuite, published};

/// A position: the heaps, in increasing order, none empty.
type Position = Vec<usize>;

/// Every position one move away, straight from the rules as the module docs state them: digit
/// `d_k`'s bit 1 takes a whole heap of `k`, bit 2 takes `k ≥ 1` and leaves one heap, bit 4 takes
/// `k` and leaves two non-empty heaps, bit 8 three.
fn moves_from_rules(rules: &Rules, position: &Position) -> Vec<Position> {
    let mut out = Vec::new();
    for (i, &h) in position.iter().enumerate() {
        let mut rest = position.clone();
        rest.remove(i);
        let mut leave = |heaps: &[usize]| {
            let mut next = rest.clone();
            next.extend(heaps.iter().copied().filter(|&x| x > 0));
            next.sort_unstable();
            out.push(next);
        };
        match rules {
            Rules::Code(code) => {
                for (k, &d) in code.digits().iter().enumerate() {
                    if k > h {
                        break;
                    }
                    let m = h - k;
                    if d & 1 == 1 && m == 0 {
                        leave(&[]);
                    }
                    if d & 2 == 2 && k >= 1 && m >= 1 {
                        leave(&[m]);
                    }
                    if d & 4 == 4 {
                        for a in 1..m {
                            leave(&[a, m - a]);
                        }
                    }
                    if d & 8 == 8 {
                        for a in 1..m {
                            for b in 1..m - a {
                                leave(&[a, b, m - a - b]);
                            }
                        }
                    }
                }
            }
            Rules::Nim => (0..h).for_each(|left| leave(&[left])),
            Rules::Lasker => {
                (0..h).for_each(|left| leave(&[left]));
                (1..h).for_each(|a| leave(&[a, h - a]));
            }
            Rules::Split3 => {
                (0..h).for_each(|left| leave(&[left]));
                for a in 1..h {
                    (1..h - a).for_each(|b| leave(&[a, b, h - a - b]));
                }
            }
            Rules::Grundy => (1..h)
                .filter(|&a| 2 * a != h)
                .for_each(|a| leave(&[a, h - a])),
            Rules::Fibonacci => {
                let fib = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
                fib.iter()
                    .filter(|&&s| s <= h)
                    .for_each(|&s| leave(&[h - s]));
            }
            Rules::Square => (1..=h)
                .filter(|&s| (1..=s).any(|r| r * r == s))
                .for_each(|s| leave(&[h - s])),
        }
    }
    out
}

/// `g` of single heaps `0..=max` and of some two- and three-heap positions by searching whole
/// positions, against `Game::values`.
fn check_against_search(game: &Game, max: usize) {
    let rules = game.rules().clone();
    let mut search = Search::new(|p: &Position| moves_from_rules(&rules, p));
    let values = game.values(max + 1);
    for n in 0..=max {
        let position = if n == 0 { vec![] } else { vec![n] };
        assert_eq!(
            search.value(&position),
            Ok(values[n]),
            "{game}: heap {n} (values {values:?})"
        );
    }
    for a in 1..=max.min(9) {
        for b in a..=max.min(9) {
            assert_eq!(
                search.value(&vec![a, b]),
                Ok(values[a] ^ values[b]),
                "{game}: heaps {a} {b}"
            );
        }
    }
}

fn game(text: &str) -> Game {
    Game::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn codes_parse_as_written() {
    let digits = |t: &str| Code::parse(t).unwrap().digits().to_vec();
    assert_eq!(digits("0.77"), [0, 7, 7]);
    assert_eq!(digits(".77"), [0, 7, 7]);
    assert_eq!(digits("0.07"), [0, 0, 7]);
    assert_eq!(digits("0.137"), [0, 1, 3, 7]);
    assert_eq!(digits("0.6"), [0, 6]);
    assert_eq!(digits("4.3"), [4, 3]);
    assert_eq!(digits("4"), [4]);
    assert_eq!(digits("0.3F"), [0, 3, 15]);
    assert_eq!(digits("0.3f"), [0, 3, 15]);
    assert_eq!(digits("C.1"), [12, 1]);
    assert_eq!(digits("0.1200"), [0, 1, 2]);
    assert_eq!(Code::parse("0.3F").unwrap().max_heaps(), 3);
    assert_eq!(Code::parse("0.6").unwrap().max_heaps(), 2);
    assert_eq!(Code::parse("0.33").unwrap().max_heaps(), 1);
    assert_eq!(Code::parse("0.137").unwrap().max_removal(), 3);
    assert_eq!(Code::parse("4").unwrap().max_removal(), 0);
    assert_eq!(Code::parse("4.30").unwrap().to_string(), "4.3");
    // Hexadecimal digits print in upper case, a lone d_0 without a point.
    assert_eq!(Code::parse("0.3f").unwrap().to_string(), "0.3F");
    assert_eq!(Code::parse("c.1a0").unwrap().to_string(), "C.1A");
    assert_eq!(Code::parse("8.0").unwrap().to_string(), "8");
    assert_eq!(Code::parse("0").unwrap().to_string(), "0");
    for bad in ["1.3", "2.3", "0.", "0.7x", "", "3", "0.-1", "5.1"] {
        assert!(Code::parse(bad).is_err(), "{bad:?} accepted");
    }
    // Names and subtraction sets.
    assert_eq!(game("kayles").rules(), game("0.77").rules());
    assert_eq!(game("Dawson").rules(), game(".07").rules());
    assert_eq!(game("subtract:2,3,7").rules(), game("0.0330003").rules());
    assert_eq!(game("subtract: 7, 2,3,3").name(), "subtract:2,3,7");
    assert_eq!(game("nim").rules(), &Rules::Nim);
    assert_eq!(game("lasker").rules(), &Rules::Lasker);
    assert_eq!(game("Split3").rules(), &Rules::Split3);
    assert_eq!(game("split3").name(), "split3");
    for bad in [
        "subtract:",
        "subtract:0",
        "subtract:1,x",
        "subtract:-1",
        "chess",
        "0.77 0.6",
    ] {
        assert!(Game::parse(bad).is_err(), "{bad:?} accepted");
    }
    // The messages say what is wrong.
    assert_eq!(Code::parse("").unwrap_err().to_string(), "an empty code");
    let chess = Game::parse("chess").unwrap_err().to_string();
    assert!(
        chess.starts_with("`chess` is not a game: give a code"),
        "{chess}"
    );
}

#[test]
fn descriptions_say_the_rules() {
    let describe = |text: &str| game(text).describe();
    assert_eq!(
        describe("split3"),
        "remove any number of tokens from a heap, or split a heap into three"
    );
    assert_eq!(
        describe("lasker"),
        "remove any number of tokens from a heap, or split a heap into two"
    );
    assert_eq!(
        describe("0.37"),
        "remove 1: take a whole heap or leave one heap; \
         remove 2: take a whole heap or leave one heap or split the rest in two"
    );
    assert_eq!(describe("0"), "no move at all");
}

#[test]
fn options_list_each_move_once() {
    let m = |removed, heaps: &[usize]| Move {
        removed,
        heaps: heaps.to_vec(),
    };
    // 4.3 from 4: split 1 + 3 or 2 + 2; take 1 leaving 3, or all of... (4 > 1: no).
    assert_eq!(
        game("4.3").options(4),
        [m(0, &[1, 3]), m(0, &[2, 2]), m(1, &[3])]
    );
    assert_eq!(game("0.3F").options(2), [m(1, &[1]), m(2, &[])]);
    assert_eq!(
        game("0.3F").options(5),
        [m(1, &[4]), m(2, &[3]), m(2, &[1, 2]), m(2, &[1, 1, 1])]
    );
    assert_eq!(game("grundy").options(6), [m(0, &[1, 5]), m(0, &[2, 4])]);
    assert_eq!(
        game("split3").options(5),
        [
            m(1, &[4]),
            m(2, &[3]),
            m(3, &[2]),
            m(4, &[1]),
            m(5, &[]),
            m(0, &[1, 1, 3]),
            m(0, &[1, 2, 2])
        ]
    );
    // The option lists, as sets of positions, are the rules' moves.
    for text in [
        "0.77",
        "4.3",
        "0.3F",
        "0.137",
        "lasker",
        "split3",
        "grundy",
        "square",
        "fibonacci",
    ] {
        let g = game(text);
        for n in 0..14 {
            let mut from_options: Vec<Position> = g
                .options(n)
                .into_iter()
                .map(|mv| mv.heaps.into_iter().filter(|&h| h > 0).collect())
                .collect();
            let mut from_rules = moves_from_rules(g.rules(), &vec![n]);
            from_rules.retain(|p| !p.is_empty() || n > 0);
            from_options.sort();
            from_options.dedup();
            from_rules.sort();
            from_rules.dedup();
            assert_eq!(from_options, from_rules, "{text} from {n}");
        }
    }
}

#[test]
fn values_agree_with_a_search_of_whole_positions() {
    // Every published periodic game, octal and 4.x.
    for p in published() {
        check_against_search(&game(&p.code), 16);
    }
    // Named games, hexadecimal codes, subtraction games, and a few longer runs.
    for text in [
        "nim",
        "lasker",
        "split3",
        "grundy",
        "fibonacci",
        "square",
        "kayles",
        "dawson",
    ] {
        check_against_search(&game(text), 22);
    }
    for text in ["0.3F", "0.F", "0.8", "0.38", "4.F", "C.1", "8", "0.B7"] {
        check_against_search(&game(text), 11);
    }
    for text in [
        "subtract:1,3,4",
        "subtract:2,5,7",
        "0.6",
        "0.04",
        "0.16",
        "0.56",
        "4",
    ] {
        check_against_search(&game(text), 22);
    }
}

/// The plain mex over every option, for comparison with the sparse engine: O(n²) a heap for
/// codes that leave two heaps, O(n³) for three.
fn plain_values(code: &Code, len: usize) -> Vec<u32> {
    let d = code.digits();
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut seen = vec![false; 4 * len + 64];
        for (k, &dk) in d.iter().enumerate().take(n + 1) {
            let m = n - k;
            if dk & 1 == 1 && m == 0 {
                seen[0] = true;
            }
            if dk & 2 == 2 && k >= 1 && m >= 1 {
                seen[g[m] as usize] = true;
            }
            if dk & 4 == 4 {
                for a in 1..m {
                    seen[(g[a] ^ g[m - a]) as usize] = true;
                }
            }
            if dk & 8 == 8 {
                for a in 1..m {
                    for b in 1..m - a {
                        seen[(g[a] ^ g[b] ^ g[m - a - b]) as usize] = true;
                    }
                }
            }
        }
        g.push(seen.iter().position(|&s| !s).unwrap() as u32);
    }
    g
}

/// A code with digit `digit` at each `(k, digit)` of `digits` and 0 elsewhere.
fn code_with(digits: &[(usize, u8)]) -> Code {
    let len = digits.iter().map(|&(k, _)| k + 1).max().unwrap_or(1);
    let mut all = vec![0; len];
    for &(k, digit) in digits {
        all[k] = digit;
    }
    Code::from_digits(all)
}

#[test]
fn values_past_the_scratch_sets_first_words_are_marked() {
    // 0.3F's values grow by 3 every 6 heaps and pass 128 at heap 254: the options of a heap
    // then reach 255, the scratch set's fourth word.
    let g = game("0.3F");
    let Rules::Code(code) = g.rules() else {
        unreachable!()
    };
    let values = g.values(400);
    assert_eq!(values, plain_values(code, 400));
    assert!(values.iter().any(|&v| v > 128));
}

#[test]
fn splits_far_from_the_end_of_a_long_code_are_all_scanned() {
    // 0.16 (a heap of one taken whole; two taken leaving one heap or two: 34 of the first 1023
    // heaps rare under its best mask, few enough for the rare path), and split in two after
    // removing 700 (digit 4 at position 700): from heap 1024 on the rare/common split is in use,
    // and every heap from 702 up has splits of n − 700 whose values only the scan of common
    // pairs finds. With a second split nearer the end (digit 6 at position 5) the scan runs over
    // splits of two sizes, far apart.
    for extra in [vec![], vec![(5, 6)]] {
        let mut digits = vec![(1, 1), (2, 6), (700, 4)];
        digits.extend(extra);
        let code = code_with(&digits);
        let mut values = Values::new(&Game::from_code(code.clone()));
        values.extend_to(1400);
        assert_eq!(values.as_slice(), plain_values(&code, 1400), "{code}");
        assert_ne!(values.mask(), 0, "{code}");
    }
}

#[test]
fn values_report_what_they_hold() {
    let g = game("0.16");
    assert_eq!(g.to_string(), "0.16");
    assert_eq!(game("subtract: 3, 1").to_string(), "subtract:1,3");
    let mut values = Values::new(&g);
    assert!(values.is_empty());
    values.extend_to(10);
    assert!(!values.is_empty());
    assert_eq!(values.len(), 10);
    // Before the first choice of a mask (at 1024 values) every heap from 1 is rare.
    assert_eq!(values.mask(), 0);
    assert_eq!(values.rare_count(), 9);
}

#[test]
fn the_sparse_engine_agrees_with_the_plain_mex() {
    for text in ["0.16", "0.56", "0.45", "0.156", "0.6", "0.04", "0.127"] {
        let g = game(text);
        let Rules::Code(code) = g.rules() else {
            unreachable!()
        };
        let len = 6000;
        let mut values = Values::new(&g);
        values.extend_to(len);
        assert_eq!(values.as_slice(), plain_values(code, len), "{text}");
        if text == "0.16" || text == "0.56" {
            // The rare/common split is in use, with few rare heaps.
            assert_ne!(values.mask(), 0, "{text}");
            assert!(values.rare_count() < len / 20, "{text}");
        }
    }
    // Grundy's game, unequal splits, against its own plain mex.
    let grundy = game("grundy").values(5000);
    let mut plain = vec![0u32; 5000];
    for n in 1..5000 {
        let mut seen = [false; 256];
        for a in 1..(n + 1) / 2 {
            seen[(plain[a] ^ plain[n - a]) as usize] = true;
        }
        plain[n] = seen.iter().position(|&s| !s).unwrap() as u32;
    }
    assert_eq!(grundy, plain);
}

#[test]
fn the_82_published_periodic_games_are_certified_with_their_least_period_and_preperiod() {
    let all = published();
    assert_eq!(all.len(), 82);
    for p in all {
        let g = game(&p.code);
        let analysis = analyse(&g, 1 << 16, &mut |_| {});
        let solved = analysis
            .solved
            .unwrap_or_else(|| panic!("{}: no certified period", p.code));
        assert_eq!(
            solved.periodicity(),
            Periodicity {
                preperiod: p.preperiod,
                period: p.period,
                saltus: 0
            },
            "{}",
            p.code
        );
        assert_eq!(solved.table(), p.values, "{}", p.code);
        // Every computed value follows the published table.
        for (n, &v) in analysis.values.iter().enumerate() {
            assert_eq!(v, p.at(n as u64), "{} at {n}", p.code);
        }
        // g(n) far out, from the published table.
        let plain = solved
            .plain()
            .unwrap_or_else(|| panic!("{}: plain", p.code));
        for n in [0u64, 1, 999_999_999_999, u64::MAX] {
            assert_eq!(solved.at(n), Some(u64::from(p.at(n))), "{} at {n}", p.code);
            assert_eq!(plain.at(n), p.at(n), "{} at {n}", p.code);
        }
        // Around the table's end and over a few periods past it, from the published table.
        let end = (p.preperiod + p.period) as u64;
        for n in end.saturating_sub(3)..end + 3 * p.period as u64 {
            assert_eq!(plain.at(n), p.at(n), "{} at {n}", p.code);
        }
    }
}

#[test]
fn cgsuite_vectors() {
    let from1 = |text: &str| game(text).values(21)[1..].to_vec();
    assert_eq!(from1("nim"), cgsuite("nim_0.[3]_n1..20"));
    assert_eq!(from1("grundy"), cgsuite("grundy_4!.0_n1..20"));
    assert_eq!(from1("kayles"), cgsuite("kayles_0.77_n1..20"));
    assert_eq!(from1("0.07"), cgsuite("dawsons_kayles_0.07_n1..20"));
    assert_eq!(
        from1("subtract:2,3,7"),
        cgsuite("subtraction{2,3,7}_0.0330003_n1..20")
    );
    assert_eq!(
        from1("0.0330003"),
        cgsuite("subtraction{2,3,7}_0.0330003_n1..20")
    );
    assert_eq!(from1("0.3F"), cgsuite("takeandbreak_0.3F_n1..20"));
    // CheckPeriodicity results (CGSuite's CheckPeriodicity(2000)).
    let solve = |text: &str| analyse(&game(text), 1 << 14, &mut |_| {}).solved.unwrap();
    let p = solve("kayles").periodicity();
    assert_eq!((p.preperiod, p.period, p.saltus), (71, 12, 0));
    let p = solve("subtract:2,3,7").periodicity();
    assert_eq!((p.preperiod, p.period, p.saltus), (0, 5, 0));
    let p = solve("0.07").periodicity();
    assert_eq!((p.preperiod, p.period, p.saltus), (53, 34, 0));
}

#[test]
fn too_eager_certificates_prove_false_periods_and_ours_does_not() {
    // 0.04 (take 2 and split the rest in two): g = 0 0 0 0 1 …. Guy–Smith's range with e = 0,
    // 0 ≤ n < 0 + 1 + 2, would prove period 1 from four zeros; the true bound starts at e' = 1.
    let g = game("0.04").values(40);
    assert_eq!(&g[..5], [0, 0, 0, 0, 1]);
    let naive = |e: usize, p: usize| Some(2 * e + p + 2 + p);
    let claim = scan_by(&g[..4], &naive).certified.unwrap();
    assert_eq!((claim.preperiod, claim.period), (0, 1));
    let cert = Certificate::Code {
        heaps: 2,
        max_removal: 2,
    };
    for n in 0..40 {
        assert_eq!(scan(&g[..n], &cert).certified, None, "0.04 with {n} values");
    }
    // `4` (split a heap in two, remove nothing): t = 0, and g = 0 0 1 0 1 0 …: with e = 0 the
    // range 0 ≤ n < p would prove period 1 from g(0) = g(1) = 0.
    let four = game("4").values(30);
    assert_eq!(&four[..4], [0, 0, 1, 0]);
    let naive_t0 = |e: usize, p: usize| Some(2 * e + p + p);
    assert_eq!(
        scan_by(&four[..2], &naive_t0).certified.map(|c| c.period),
        Some(1)
    );
    let four_cert = Certificate::Code {
        heaps: 2,
        max_removal: 0,
    };
    assert_eq!(scan(&four[..2], &four_cert).certified, None);
    let p = scan(&four, &four_cert).certified.unwrap();
    assert_eq!((p.preperiod, p.period), (1, 2));
    // One value short of the horizon (t − 1 instead of t) proves a false period for 0.01
    // (g = 0 0 1 0 0 0 …, no split, t = 2): with e' + (t − 1) + p values, [0 0 1 0] would prove
    // period 2 from 1, but g(4) = 0 ≠ g(2).
    let g = game("0.01").values(20);
    assert_eq!(&g[..6], [0, 0, 1, 0, 0, 0]);
    let short = |e: usize, p: usize| Some(e.max(1) + 1 + p);
    assert!(scan_by(&g[..4], &short).certified.is_some());
    let g_cert = Certificate::Code {
        heaps: 1,
        max_removal: 2,
    };
    for n in 0..20 {
        let c = scan(&g[..n], &g_cert).certified;
        assert!(
            c.is_none() || c.unwrap().period == 1,
            "0.01 with {n}: {c:?}"
        );
    }
}

#[test]
fn every_claim_on_small_codes_holds_far_beyond() {
    // Every code 0.ab, 4.ab and a sample of 0.abc, with every number of values from 2 to 160:
    // whatever the certificate proves must hold over 1200 values, and be the least period there.
    let mut codes = Vec::new();
    for d0 in [0u8, 4] {
        for a in 0..8u8 {
            for b in 0..8u8 {
                codes.push(vec![d0, a, b]);
                codes.push(vec![d0, b, a, (a * 3 + b) % 8]);
            }
        }
    }
    let len = 1200;
    for digits in codes {
        let code = Code::from_digits(digits);
        let cert = Certificate::Code {
            heaps: code.max_heaps(),
            max_removal: code.max_removal(),
        };
        let g = game(&code.to_string()).values(len);
        for n in 2..160 {
            if let Some(c) = scan(&g[..n], &cert).certified {
                let (e, p) = (c.preperiod, c.period);
                assert!(
                    (e..len - p).all(|i| g[i] == g[i + p]),
                    "{code}: false period {p} from {e} proven by {n} values"
                );
                if e > 0 {
                    assert_ne!(g[e - 1], g[e - 1 + p], "{code}: preperiod {e} not least");
                }
                for q in 1..p {
                    assert!(
                        (e..len - q).any(|i| g[i] != g[i + q]),
                        "{code}: period {p} not least"
                    );
                }
                break;
            }
        }
    }
}

#[test]
fn hexadecimal_three_heap_certificates_hold() {
    // Codes with bit 8: the horizon for three heaps, 3e' + 2p + t.
    let len = 300;
    for text in [
        "0.8", "0.08", "0.18", "0.28", "0.48", "0.98", "0.A", "0.C", "8.1", "0.19",
    ] {
        let g = game(text).values(len);
        let code = Code::parse(text).unwrap();
        let cert = Certificate::Code {
            heaps: code.max_heaps(),
            max_removal: code.max_removal(),
        };
        assert_eq!(
            cert,
            Certificate::Code {
                heaps: 3,
                max_removal: code.max_removal()
            }
        );
        for n in 2..100 {
            if let Some(c) = scan(&g[..n], &cert).certified {
                let (e, p) = (c.preperiod, c.period);
                assert!(
                    (e..len - p).all(|i| g[i] == g[i + p]),
                    "{text}: false period {p} from {e} with {n} values"
                );
                break;
            }
        }
    }
    assert_eq!(horizon(3, 2, 0, 5), Some(3 + 10 + 2));
    assert_eq!(horizon(2, 2, 71, 12), Some(142 + 12 + 2));
    assert_eq!(horizon(1, 4, 0, 7), Some(5));
}

#[test]
fn least_period_and_least_preperiod_not_a_multiple_or_a_late_start() {
    // A subtraction game whose certificate needs one window: {1, 2, 3}: period 4 from 0.
    let cert = Certificate::Code {
        heaps: 1,
        max_removal: 3,
    };
    let g: Vec<u32> = (0..64).map(|n| n % 4).collect();
    let p = scan(&g, &cert).certified.unwrap();
    assert_eq!((p.preperiod, p.period), (0, 4));
    // Values periodic with period 3 after a late irregularity: the least preperiod is right after
    // the last exception, not a multiple of the period, and period 6 is not reported.
    let mut h: Vec<u32> = (0..200).map(|n| [0, 1, 2][n % 3]).collect();
    h[10] = 7;
    let p = scan(&h, &cert).certified.unwrap();
    assert_eq!((p.preperiod, p.period), (11, 3));
    // An irregularity that repeats after 6 but not after 3: period 6 (not 3, not 12).
    let mut h2: Vec<u32> = (0..300).map(|n| [0, 1, 2][n % 3]).collect();
    for n in (40..300).step_by(6) {
        h2[n] = 5;
    }
    let p = scan(&h2, &cert).certified.unwrap();
    assert_eq!((p.preperiod, p.period), (40 - 6 + 1, 6));
    // Periodic from 0 for a long time, then not: the change is too recent for any claim.
    let mut late: Vec<u32> = (0..400).map(|n| (n % 2) as u32).collect();
    late[300] = 3;
    let c2 = Certificate::Code {
        heaps: 2,
        max_removal: 2,
    };
    assert_eq!(scan(&late, &c2).certified, None);
    let seen = scan(&late, &c2).observed.unwrap();
    assert_eq!(seen.periodicity.preperiod, 301);
    assert_eq!(seen.needed, Some(2 * 301 + 2 + 2 + 2));
}

#[test]
fn named_games_certified_only_by_theorems() {
    let nim = analyse(&game("nim"), 1 << 10, &mut |_| {}).solved.unwrap();
    assert_eq!(nim.at(u64::MAX), Some(u64::MAX));
    assert!(matches!(nim.proof(), Proof::Theorem(_)));
    let lasker = analyse(&game("lasker"), 1 << 10, &mut |_| {})
        .solved
        .unwrap();
    let p = lasker.periodicity();
    assert_eq!((p.preperiod, p.period, p.saltus), (1, 4, 4));
    // The closed form against the rules (searched) is in values_agree_with_a_search_…; here the
    // formula far out: g(4k + 3) = 4k + 4.
    assert_eq!(
        lasker.at(4_000_000_000_000_000_003),
        Some(4_000_000_000_000_000_004)
    );
    assert_eq!(lasker.at(u64::MAX), None); // 2^64 − 1 = 4k + 3: its value is 2^64, past u64
    let split3 = analyse(&game("split3"), 1 << 10, &mut |_| {})
        .solved
        .unwrap();
    let p = split3.periodicity();
    assert_eq!((p.preperiod, p.period, p.saltus), (1, 8, 8));
    assert!(matches!(split3.proof(), Proof::Theorem(_)));
    // g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, g(8k + 3) = 8k + 3 (10^18 is a multiple of 8).
    assert_eq!(
        split3.at(1_000_000_000_000_000_007),
        Some(1_000_000_000_000_000_008)
    );
    assert_eq!(
        split3.at(1_000_000_000_000_000_008),
        Some(1_000_000_000_000_000_007)
    );
    assert_eq!(
        split3.at(1_000_000_000_000_000_003),
        Some(1_000_000_000_000_000_003)
    );
    // 2^64 − 1 = 8k + 7: its value is 2^64, past u64; 2^64 − 8 = 8k + 8 is worth 2^64 − 9.
    assert_eq!(split3.at(u64::MAX), None);
    assert_eq!(split3.at(u64::MAX - 7), Some(u64::MAX - 8));
    for text in ["grundy", "fibonacci", "square", "0.6", "0.04"] {
        let analysis = analyse(&game(text), 1 << 12, &mut |_| {});
        assert!(analysis.solved.is_none(), "{text} claimed a period");
    }
    // Arithmetic periodicity is observed, never proven, for codes: 0.3F grows by 3 every 6.
    let a = analyse(&game("0.3F"), 600, &mut |_| {});
    assert!(a.solved.is_none());
    let o = a.observed.unwrap().periodicity;
    assert_eq!((o.period, o.saltus), (6, 3));
    assert_eq!(observe_arithmetic(&[0, 0, 0, 0]), None);
}

/// Lasker's Nim's moves from a heap of `n`, straight from its rules, for [`table`]: take any
/// positive number (leaving `0..n`), or split into two non-empty heaps.
fn lasker_moves(n: usize, o: &mut Options<'_>) {
    (0..n).for_each(|left| o.leave(&[left]));
    (1..=n / 2).for_each(|a| o.leave(&[a, n - a]));
}

/// `split3`'s moves from a heap of `n`: take any positive number, or split into three non-empty
/// heaps `a ≤ b ≤ c`.
fn split3_moves(n: usize, o: &mut Options<'_>) {
    (0..n).for_each(|left| o.leave(&[left]));
    for a in 1..=n / 3 {
        (a..=(n - a) / 2).for_each(|b| o.leave(&[a, b, n - a - b]));
    }
}

#[test]
fn lasker_and_split3_closed_forms_are_the_tables_of_their_rules() {
    // The SG-table builder values each heap from its options, sums of smaller heaps; the closed
    // forms are the theorems' certificates (g(n) for any n from the table and the period) and
    // the value engine's formulas. 600 heaps: 75 periods of split3, 150 of Lasker's Nim.
    let len = 600;
    for (name, moves) in [
        ("lasker", lasker_moves as fn(usize, &mut Options<'_>)),
        ("split3", split3_moves),
    ] {
        let g = table(len, moves);
        let solved = analyse(&game(name), len, &mut |_| {}).solved.unwrap();
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(solved.at(n as u64), Some(u64::from(v)), "{name}: heap {n}");
        }
        assert_eq!(solved.plain(), None, "{name}: arithmetic, not plain");
        assert_eq!(game(name).values(len), g, "{name}");
        // The least period and its least preperiod, observed in the table itself.
        assert_eq!(observe_arithmetic(&g), Some(solved.periodicity()), "{name}");
    }
    // By hand: split3's first values, and where it differs from Lasker's Nim. g(3) = 3 (no
    // split of 3 but 1 + 1 + 1, worth 1), g(7) = mex{0 … 6, 1 ^ 2 ^ 4 = 7} = 8, g(8) = 7.
    let g = table(17, split3_moves);
    assert_eq!(
        g,
        [0, 1, 2, 3, 4, 5, 6, 8, 7, 9, 10, 11, 12, 13, 14, 16, 15]
    );
}

/// `scan_by`'s early exits stop only where nothing more can be proven or observed: a period
/// longer than half the values is still proven when the rule allows it, and a rule that proves
/// nothing still lets a pattern be observed. (Each case fails if an exit comes too early or, for
/// the last, if the list of skipped periods is read past its end.)
#[test]
fn scan_tries_every_period_its_values_can_prove_or_show() {
    let plain = |preperiod, period| Periodicity {
        preperiod,
        period,
        saltus: 0,
    };
    // A rule under which e + p + 2 values prove preperiod e and period p.
    let short = |e: usize, p: usize| Some(e + p + 2);
    // Period 3 of 5 values needs exactly all 5 (2·3 > 5).
    let found = scan_by(&[0, 1, 2, 0, 1], &short);
    assert_eq!(found.certified, Some(plain(0, 3)));
    // Period 4 of 7 values needs 6 of them.
    let found = scan_by(&[0, 1, 2, 3, 0, 1, 2], &short);
    assert_eq!(found.certified, Some(plain(0, 4)));
    // Period 9 of 12 values: past the periods whose multiples are tracked.
    let found = scan_by(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2], &short);
    assert_eq!(found.certified, Some(plain(0, 9)));
    // A rule that never proves, and one that always wants more values than there are: the
    // pattern 0 1 0 1 … is still observed.
    let alternating: Vec<u32> = (0..40).map(|i| i % 2).collect();
    for rule in [
        &|_: usize, _: usize| None as Option<usize>,
        &|_: usize, _: usize| Some(1000),
    ] as [&dyn Fn(usize, usize) -> Option<usize>; 2]
    {
        let found = scan_by(&alternating, rule);
        assert_eq!(found.certified, None);
        assert_eq!(found.observed.map(|o| o.periodicity), Some(plain(0, 2)));
    }
}

/// A pattern is observed only over two of its periods (and 16 values) at least: 0 … 19 repeated
/// over 50 values holds for 30, too few for period 20; over 60 values it holds for 40.
#[test]
fn an_observed_period_holds_over_two_periods() {
    let never = |_: usize, _: usize| None;
    let ramp = |len: u32| (0..len).map(|i| i % 20).collect::<Vec<u32>>();
    assert_eq!(scan_by(&ramp(50), &never).observed, None);
    let seen = scan_by(&ramp(60), &never).observed.map(|o| o.periodicity);
    assert_eq!(
        seen,
        Some(Periodicity {
            preperiod: 0,
            period: 20,
            saltus: 0
        })
    );
}

/// When two periods are observed, `scan` reports the one that needs fewer values to be proven,
/// and on a tie the shorter one (found first). It takes a word where two periods, neither a
/// multiple of the other, both hold at the end: the block `0 1 2 0 1 2 … 0 1` of 20 values
/// (period 3 inside it, broken where it repeats: the block ends `… 0 1` and starts `0 1 2`),
/// four times. Period 20 holds from 0; period 3 holds over the last block only (preperiod 60:
/// at i = 57, 58, 59 the values 2, 0, 1 meet 0, 1, 2 three further on), 17 pairs ≥ 16, so it
/// is observed too. By Fine and Wilf two periods over one stretch force their gcd only over
/// 3 + 20 − 1 = 22 values, and the stretch here is 20: both periods are genuine. Period 20 is
/// no multiple of 3, but it is 2 + 3·6: a skip of the "multiples" from 2 + p instead of 2p
/// would drop it.
#[test]
fn of_two_observed_periods_the_one_needing_fewer_values_is_reported() {
    let block: Vec<u32> = (0..20).map(|i| i % 3).collect();
    let values: Vec<u32> = block.iter().copied().cycle().take(80).collect();
    let observed = |rule: &dyn Fn(usize, usize) -> Option<usize>| {
        let found = scan_by(&values, rule);
        assert_eq!(found.certified, None);
        let o = found.observed.expect("observed");
        (o.periodicity.preperiod, o.periodicity.period, o.needed)
    };
    // Needs growing with e and p (and never met by 80 values): period 20 from 0 needs
    // 1000 + 20, period 3 from 60 needs 1000 + 63.
    assert_eq!(observed(&|e, p| Some(1000 + e + p)), (0, 20, Some(1020)));
    // The same need for both: the shorter period, seen first, stays.
    assert_eq!(observed(&|_, _| Some(1000)), (60, 3, Some(1000)));
    // No rule proves anything: the first observed stays.
    assert_eq!(observed(&|_, _| None), (60, 3, None));
}

/// A constant tail is period 1, observed when no rule proves it: three distinct values, then
/// twenty 0s (19 pairs ≥ 16), period 1 from 3. (Its multiples 2, 3, … are skipped, each once.)
#[test]
fn a_constant_tail_is_observed_as_period_one() {
    let values: Vec<u32> = [5, 6, 7].into_iter().chain([0; 20]).collect();
    let observed = scan_by(&values, &|_, _| None).observed.expect("observed");
    assert_eq!(
        (observed.periodicity, observed.needed),
        (
            Periodicity {
                preperiod: 3,
                period: 1,
                saltus: 0
            },
            None
        )
    );
}

/// A game no theorem certifies still has its plain patterns observed. Taking a Fibonacci number
/// (1, 2, 3, 5, 8, 13, 21, …) from a heap: g(0..9) = 0 1 2 3 0 1 2 3 4 5 (g(8) = mex{g(7),
/// g(6), g(5), g(3), g(0)} = 4, g(9) = mex{4, 3, 2, 1, 0} = 5), and that block repeats while
/// no move of 34 exists: g(0..33) is it three times and 0 1 2 3. So 34 values show period 10
/// from 0 (24 pairs ≥ 20), observed, not proven. (g(34) = mex{3, 2, 1, 5, 2, 1, 3, 0} = 4
/// ends it.)
#[test]
fn a_game_without_a_certificate_has_its_plain_patterns_observed() {
    let analysis = analyse(&game("fibonacci"), 34, &mut |_| {});
    assert!(matches!(analysis.certificate, Certificate::None { .. }));
    assert!(analysis.solved.is_none());
    let block = [0, 1, 2, 3, 0, 1, 2, 3, 4, 5];
    let expected: Vec<u32> = (0..34).map(|n| block[n % 10]).collect();
    assert_eq!(analysis.values, expected);
    let observed = analysis.observed.expect("observed");
    assert_eq!(
        (observed.periodicity, observed.terms, observed.needed),
        (
            Periodicity {
                preperiod: 0,
                period: 10,
                saltus: 0
            },
            34,
            None
        )
    );
}

/// An arithmetic pattern is observed only over two of its periods after its preperiod: ten
/// unrelated values, then a block of 10 that climbs by 10 each time, seen for 15 values (too
/// few) and for 20.
#[test]
fn an_observed_arithmetic_period_holds_over_two_periods() {
    let block = [0, 7, 3, 9, 1, 5, 8, 2, 6, 4];
    let values = |len: u32| -> Vec<u32> {
        (0..len)
            .map(|i| match i.checked_sub(10) {
                None => 1000 + i,
                Some(j) => block[(j % 10) as usize] + 10 * (j / 10),
            })
            .collect()
    };
    assert_eq!(observe_arithmetic(&values(35)), None);
    let p = Periodicity {
        preperiod: 10,
        period: 10,
        saltus: 10,
    };
    assert_eq!(observe_arithmetic(&values(40)), Some(p));
}
