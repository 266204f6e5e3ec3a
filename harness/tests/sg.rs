//! `harness sg`: its three script forms (`--terms`, `--period`, `--at`) and its table view,
//! against published values only: Tomek Czajka's tables of 82 periodic octal games and CGSuite's
//! own unit-test vectors (copied into `core/tests/data/`, each file's header names its source).

use harness::sg_command::{run, Args, DEFAULT_MAX_TERMS_THREE_HEAPS};
use std::process::ExitCode;

#[path = "../../core/tests/published/mod.rs"]
mod published;

use published::{cgsuite, published};

/// The arguments of `harness sg <game> [heaps…]` with no option.
fn args(game: &str) -> Args {
    Args {
        game: game.to_string(),
        heaps: Vec::new(),
        terms: None,
        period: false,
        max_terms: None,
        at: None,
    }
}

/// The lines `harness sg` prints on stdout, or its one-line error.
fn sg(args: &Args) -> Result<Vec<String>, String> {
    let mut lines = Vec::new();
    let code = run(args, &mut |line| lines.push(line.to_string()))?;
    assert_eq!(code, ExitCode::SUCCESS);
    Ok(lines)
}

/// The last line printed.
fn last(args: &Args) -> String {
    sg(args).unwrap().pop().unwrap()
}

fn joined(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_published_periodic_game_by_each_script_form() {
    let games = published();
    assert_eq!(games.len(), 82);
    for game in &games {
        let terms = Args {
            terms: Some(game.values.len()),
            ..args(&game.code)
        };
        assert_eq!(last(&terms), joined(&game.values), "{} --terms", game.code);
        let period = Args {
            period: true,
            ..args(&game.code)
        };
        assert_eq!(
            sg(&period).unwrap(),
            [format!(
                "preperiod {} period {} saltus 0 certified",
                game.preperiod, game.period
            )],
            "{} --period",
            game.code
        );
        for n in [200, 10u64.pow(18), u64::MAX] {
            let at = Args {
                at: Some(n),
                ..args(&game.code)
            };
            assert_eq!(last(&at), game.at(n).to_string(), "{} --at {n}", game.code);
        }
    }
}

#[test]
fn named_games_agree_with_cgsuite() {
    for (name, label) in [
        ("kayles", "kayles_0.77_n1..20"),
        ("dawson", "dawsons_kayles_0.07_n1..20"),
        ("grundy", "grundy_4!.0_n1..20"),
        ("0.3F", "takeandbreak_0.3F_n1..20"),
        ("subtract:2,3,7", "subtraction{2,3,7}_0.0330003_n1..20"),
    ] {
        let mut expected = vec![0];
        expected.extend(cgsuite(label));
        let terms = Args {
            terms: Some(21),
            ..args(name)
        };
        assert_eq!(last(&terms), joined(&expected), "{name}");
    }
    // CheckPeriodicity(2000)'s results.
    for (name, line) in [
        ("kayles", "preperiod 71 period 12 saltus 0 certified"),
        ("dawson", "preperiod 53 period 34 saltus 0 certified"),
        ("subtract:2,3,7", "preperiod 0 period 5 saltus 0 certified"),
    ] {
        let period = Args {
            period: true,
            ..args(name)
        };
        assert_eq!(sg(&period).unwrap(), [line], "{name}");
    }
}

#[test]
fn unsolved_games_never_get_a_period_nor_a_far_value() {
    for name in ["grundy", ".6", ".04"] {
        let period = Args {
            period: true,
            max_terms: Some(3000),
            ..args(name)
        };
        let lines = sg(&period).unwrap();
        assert_eq!(lines[0], "no certified period up to 3000 terms", "{name}");
        let at = Args {
            at: Some(10u64.pow(18)),
            max_terms: Some(3000),
            ..args(name)
        };
        let error = sg(&at).unwrap_err();
        assert!(error.contains("is unknown"), "{name}: {error}");
    }
}

#[test]
fn three_heap_games_stop_at_their_own_default() {
    // 0.3F's values (CGSuite: 1 2 0 1 2 3 4 5 3 4 5 …) climb by 3 every 6 heaps: an arithmetic
    // period that no theorem here proves, so it is only observed, over the default 2^12 values.
    let period = Args {
        period: true,
        ..args("0.3F")
    };
    assert_eq!(
        sg(&period).unwrap(),
        [
            "no certified period up to 4096 terms".to_string(),
            "observed, not proven: preperiod 0 period 6 saltus 3 over the first 4096 values"
                .to_string(),
        ]
    );
    assert_eq!(DEFAULT_MAX_TERMS_THREE_HEAPS, 4096);
    // The table view and `--at` use the same default (2^16 values of a three-heap game would
    // take hours): a heap past it is refused, one below it valued from the rules.
    let view = sg(&args("0.3F")).unwrap();
    assert!(
        view.contains(&"period: none certified up to 4096 terms".to_string()),
        "{view:?}"
    );
    let far = Args {
        at: Some(5000),
        ..args("0.3F")
    };
    assert!(sg(&far)
        .unwrap_err()
        .contains("no certified period up to 4096 terms"));
    let near = Args {
        at: Some(20),
        ..args("0.3F")
    };
    assert_eq!(
        last(&near),
        cgsuite("takeandbreak_0.3F_n1..20")[19].to_string()
    );
}
