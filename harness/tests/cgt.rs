//! `harness cgt`: each game's printed values against published ones (cited at each test) and
//! against a second computation: Blue-Red strings and trees by their closed forms
//! (`blue_red::string_value`, `tree_value`) and by a search over the sets of standing edges,
//! Cutcake and Domineering by a plain search of their rules written here (no splitting into
//! independent parts, no symmetry) and by a win/lose search for the outcome class.

use game_core::canonical::{GameId, Games};
use game_core::partizan::blue_red::{self, Colour};
use game_core::partizan::{Dyadic, Outcome};
use harness::cgt_command::hackenbush::{self, Paint, Tree};
use harness::cgt_command::{outcome_text, run, Args, Position};
use std::collections::HashMap;
use std::process::{Command, ExitCode, Stdio};

/// The lines `harness cgt <game> <positions…>` prints, or its one-line error.
fn cgt(game: &str, positions: &[&str]) -> Result<Vec<String>, String> {
    let args = Args {
        game: game.to_string(),
        positions: positions.iter().map(|p| p.to_string()).collect(),
    };
    let mut lines = Vec::new();
    let code = run(&args, &mut |line| lines.push(line.to_string()))?;
    assert_eq!(code, ExitCode::SUCCESS);
    Ok(lines)
}

/// The block `harness cgt` prints for one position.
fn block(
    game: &str,
    position: &str,
    form: &str,
    outcome: &str,
    number: Option<&str>,
) -> Vec<String> {
    let mut lines = vec![
        format!("{game} {position}"),
        format!("  canonical form: {form}"),
        format!("  outcome: {outcome}"),
    ];
    lines.extend(number.map(|x| format!("  number: {x}")));
    lines
}

/// The canonical form of `text` in `game`, in `games`.
fn form(games: &mut Games, game: &str, text: &str) -> GameId {
    Position::parse(game, text).unwrap().form(games)
}

#[test]
fn the_issues_acceptance_strings() {
    // Issue 39's examples, also Winning Ways ch. 2's: BRRB = 1 − 1/2 − 1/4 + 1/8 = 3/8.
    let lines = cgt("hackenbush", &["BRRB", "BBR", "RRB"]).unwrap();
    let mut expected = block(
        "hackenbush",
        "BRRB",
        "3/8",
        "L (Left wins, whoever starts)",
        Some("3/8"),
    );
    expected.push(String::new());
    expected.extend(block(
        "hackenbush",
        "BBR",
        "3/2",
        "L (Left wins, whoever starts)",
        Some("3/2"),
    ));
    expected.push(String::new());
    expected.extend(block(
        "hackenbush",
        "RRB",
        "-3/2",
        "R (Right wins, whoever starts)",
        Some("-3/2"),
    ));
    assert_eq!(lines, expected);
}

#[test]
fn green_stalks_are_nimbers() {
    // A Green Hackenbush stalk of n edges is the Nim heap *n: R. Esselstein, "Winning Strategies
    // for Green Hackenbush", http://merganser.math.gvsu.edu/david/reed05/projects/esselstein/
    // msri/Esselstein/index.html ("Bamboo Basics": the stalk's value is its number of edges with
    // a * in front).
    assert_eq!(
        cgt("hackenbush", &[""]).unwrap(),
        block(
            "hackenbush",
            "",
            "0",
            "P (the second player wins)",
            Some("0")
        )
    );
    assert_eq!(
        cgt("hackenbush", &["G"]).unwrap(),
        block("hackenbush", "G", "*", "N (the first player wins)", None)
    );
    for n in 2..=12 {
        let stalk = "G".repeat(n);
        assert_eq!(
            cgt("hackenbush", &[&stalk]).unwrap(),
            block(
                "hackenbush",
                &stalk,
                &format!("*{n}"),
                "N (the first player wins)",
                None
            )
        );
    }
}

fn colour(paint: Paint) -> Colour {
    match paint {
        Paint::Blue => Colour::Blue,
        Paint::Red => Colour::Red,
        Paint::Green => panic!("no green edge in a Blue-Red drawing"),
    }
}

/// Every string of `length` edges over `letters`.
fn strings(letters: &[char], length: u32) -> Vec<String> {
    let base = letters.len();
    (0..base.pow(length))
        .map(|mut code| {
            (0..length)
                .map(|_| {
                    let letter = letters[code % base];
                    code /= base;
                    letter
                })
                .collect()
        })
        .collect()
}

#[test]
fn blue_red_strings_from_the_rules_match_the_sign_expansion() {
    let mut games = Games::new();
    for length in 0..=10 {
        for text in strings(&['B', 'R'], length) {
            let colours: Vec<Colour> = hackenbush::parse_string(&text)
                .unwrap()
                .into_iter()
                .map(colour)
                .collect();
            let g = form(&mut games, "hackenbush", &text);
            assert_eq!(
                games.as_number(g),
                Some(blue_red::string_value(&colours)),
                "{text}"
            );
        }
    }
    // The longest string taken: 62 edges, alternating after the first, is 1 − 1/2 + 1/4 − …
    let long = format!("B{}", "RB".repeat(30) + "R");
    let g = form(&mut games, "hackenbush", &long);
    let colours: Vec<Colour> = hackenbush::parse_string(&long)
        .unwrap()
        .into_iter()
        .map(colour)
        .collect();
    assert_eq!(games.as_number(g), Some(blue_red::string_value(&colours)));
}

/// Whether the player to move wins the string of the first `length` edges: a plain search of
/// the rules (cutting edge i leaves the i edges below it), `left` to move.
fn mover_wins(
    colours: &[Paint],
    length: usize,
    left: bool,
    memo: &mut HashMap<(usize, bool), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(length, left)) {
        return known;
    }
    let wins = (0..length).any(|cut| {
        let may = match colours[cut] {
            Paint::Blue => left,
            Paint::Red => !left,
            Paint::Green => true,
        };
        may && !mover_wins(colours, cut, !left, memo)
    });
    memo.insert((length, left), wins);
    wins
}

/// The outcome class from who wins moving first as Left and as Right.
fn outcome_of(left_first_wins: bool, right_first_wins: bool) -> Outcome {
    match (left_first_wins, right_first_wins) {
        (true, true) => Outcome::Next,
        (true, false) => Outcome::Left,
        (false, true) => Outcome::Right,
        (false, false) => Outcome::Previous,
    }
}

/// A string as a tree: each edge stands on the one below it.
fn path(colours: Vec<Paint>) -> Tree {
    let parents = (0..colours.len()).map(|e| e.checked_sub(1)).collect();
    Tree { parents, colours }
}

#[test]
fn green_strings_agree_with_a_win_lose_search_and_the_tree_search() {
    let mut games = Games::new();
    for length in 0..=7 {
        for text in strings(&['B', 'R', 'G'], length) {
            let g = form(&mut games, "hackenbush", &text);
            let colours = hackenbush::parse_string(&text).unwrap();
            let mut memo = HashMap::new();
            let n = colours.len();
            let expected = outcome_of(
                mover_wins(&colours, n, true, &mut memo),
                mover_wins(&colours, n, false, &mut memo),
            );
            assert_eq!(games.outcome(g), expected, "{text}");
            let as_tree = hackenbush::tree_form_from_rules(&mut games, &path(colours));
            assert_eq!(as_tree, g, "{text}");
        }
    }
    // A blue edge on a green one: {0, * | 0} = ↑*, by the definition of ↑* (Winning Ways ch. 3:
    // ↑* = {0, * | 0}); hand-derived: Left cuts the green edge (0) or the blue one (*), Right
    // only the green one (0).
    assert_eq!(
        cgt("hackenbush", &["GB"]).unwrap(),
        block("hackenbush", "GB", "^*", "N (the first player wins)", None)
    );
}

/// A random forest of `edges` edges written as `harness cgt` reads it, its parents numbered in a
/// shuffled order so that a parent may come after its child.
fn random_tree(next: &mut dyn FnMut(usize) -> usize, edges: usize, letters: &[char]) -> String {
    let mut parents: Vec<Option<usize>> = (0..edges)
        .map(|e| match next(e + 2) {
            0 => None,
            k if k <= e => Some(k - 1),
            _ => None,
        })
        .collect();
    // Renumber edge e as label[e].
    let mut label: Vec<usize> = (0..edges).collect();
    for i in (1..edges).rev() {
        label.swap(i, next(i + 1));
    }
    let mut by_label = vec![(None, 'B'); edges];
    for e in 0..edges {
        by_label[label[e]] = (
            parents[e].take().map(|p| label[p]),
            letters[next(letters.len())],
        );
    }
    let parents: Vec<String> = by_label
        .iter()
        .map(|(p, _)| p.map_or("-1".to_string(), |p| (p + 1).to_string()))
        .collect();
    let colours: String = by_label.iter().map(|(_, c)| c).collect();
    format!("{}:{colours}", parents.join(","))
}

fn xorshift(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |bound| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    }
}

#[test]
fn trees_by_the_edge_rule_match_the_search_of_their_positions() {
    let mut games = Games::new();
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..400 {
        let edges = 1 + next(12);
        let text = random_tree(&mut next, edges, &['B', 'R']);
        let tree = hackenbush::parse_tree(&text).unwrap();
        let closed = form(&mut games, "hackenbush-tree", &text);
        assert!(games.as_number(closed).is_some(), "{text}");
        assert_eq!(
            hackenbush::tree_form_from_rules(&mut games, &tree),
            closed,
            "{text}"
        );
    }
    // The `--help` example: a blue edge on the ground carrying two red edges. Hand-derived by the
    // edge rule: the red edges above are worth −2, and a blue edge under −2 is (−2 + 4) / 2^3
    // = 1/4 (p = 4, the least with −2 + p > 1).
    let g = form(&mut games, "hackenbush-tree", "-1,1,1:BRR");
    assert_eq!(games.as_number(g), Some(Dyadic::new(1, 2)));
}

#[test]
fn green_trees_agree_with_a_win_lose_search() {
    let mut games = Games::new();
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    for _ in 0..200 {
        let edges = 1 + next(10);
        let text = random_tree(&mut next, edges, &['B', 'R', 'G']);
        let tree = hackenbush::parse_tree(&text).unwrap();
        let g = form(&mut games, "hackenbush-tree", &text);
        let all = (1u32 << edges) - 1;
        let mut memo = HashMap::new();
        let expected = outcome_of(
            tree_mover_wins(&tree, all, true, &mut memo),
            tree_mover_wins(&tree, all, false, &mut memo),
        );
        assert_eq!(games.outcome(g), expected, "{text}");
    }
    // Green trees are nimbers (the colon principle): a green edge carrying two green edges is
    // 1 + (1 ⊕ 1) = *1, i.e. * (Winning Ways ch. 7; hand-derived: *(1 + 0)).
    let g = form(&mut games, "hackenbush-tree", "-1,1,1:GGG");
    assert_eq!(games.name(g), "*");
}

/// Whether the player to move wins the tree with the edges of `standing` left: a plain search of
/// the rules, an edge falling when its path to the ground is cut.
fn tree_mover_wins(
    tree: &Tree,
    standing: u32,
    left: bool,
    memo: &mut HashMap<(u32, bool), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(standing, left)) {
        return known;
    }
    let grounded = |set: u32, e: usize| {
        let mut at = Some(e);
        while let Some(x) = at {
            if set & (1 << x) == 0 {
                return false;
            }
            at = tree.parents[x];
        }
        true
    };
    let wins = (0..tree.colours.len()).any(|cut| {
        let may = match tree.colours[cut] {
            Paint::Blue => left,
            Paint::Red => !left,
            Paint::Green => true,
        };
        if !may || standing & (1 << cut) == 0 {
            return false;
        }
        let without = standing & !(1 << cut);
        let after = (0..tree.colours.len())
            .filter(|&e| grounded(without, e))
            .fold(0u32, |set, e| set | 1 << e);
        !tree_mover_wins(tree, after, !left, memo)
    });
    memo.insert((standing, left), wins);
    wins
}

/// The canonical form of a position of several cakes, from the rules with no splitting into
/// components: a cut replaces one cake by two.
fn cakes_form(
    games: &mut Games,
    cakes: Vec<(u32, u32)>,
    memo: &mut HashMap<Vec<(u32, u32)>, GameId>,
) -> GameId {
    let mut cakes = cakes;
    cakes.sort_unstable();
    if let Some(&known) = memo.get(&cakes) {
        return known;
    }
    let mut left = Vec::new();
    let mut right = Vec::new();
    for (i, &(w, h)) in cakes.iter().enumerate() {
        let others = || {
            let mut rest = cakes.clone();
            rest.remove(i);
            rest
        };
        for a in 1..w {
            let mut next = others();
            next.extend([(a, h), (w - a, h)]);
            left.push(cakes_form(games, next, memo));
        }
        for a in 1..h {
            let mut next = others();
            next.extend([(w, a), (w, h - a)]);
            right.push(cakes_form(games, next, memo));
        }
    }
    let g = games.game(&left, &right);
    memo.insert(cakes, g);
    g
}

#[test]
fn cutcake_matches_its_rules_searched_whole_and_the_published_cakes() {
    // Left cuts up and down (vertically), Right left to right: T. Morley's Coursera lecture 2.1
    // "Cutcake and adding games" (https://lyrics.az/index.php/tom-morley/-/lecture-2-1-cutcake-
    // and-adding-games.html), whose 2 by 2 cake is lost by whoever starts: 0.
    assert_eq!(
        cgt("cutcake", &["2x2"]).unwrap(),
        block(
            "cutcake",
            "2x2",
            "0",
            "P (the second player wins)",
            Some("0")
        )
    );
    // A strip one square high is n − 1 free cuts for Left, one square wide n − 1 for Right
    // (hand-derived: each cut leaves strips, only one player ever cuts): n − 1 and −(n − 1).
    // "Cutting Brownies" (Conway's Cutcake with Vicky Vertical and Harry Horizontal): a 1 × 2
    // brownie (1 wide, 2 deep) is Harry's (Right's) win, 2 × 1 Vicky's.
    let mut games = Games::new();
    for n in 1..=20 {
        let strip = form(&mut games, "cutcake", &format!("{n}x1"));
        assert_eq!(
            games.as_number(strip),
            Some(Dyadic::integer(i64::from(n) - 1))
        );
        let strip = form(&mut games, "cutcake", &format!("1x{n}"));
        assert_eq!(
            games.as_number(strip),
            Some(Dyadic::integer(1 - i64::from(n)))
        );
    }
    // Every cake up to 5 × 5 against the rules searched over whole positions (lists of cakes).
    let mut memo = HashMap::new();
    for w in 1..=5 {
        for h in 1..=5 {
            let g = form(&mut games, "cutcake", &format!("{w}x{h}"));
            assert_eq!(
                cakes_form(&mut games, vec![(w, h)], &mut memo),
                g,
                "{w}x{h}"
            );
            assert!(
                games.as_number(g).is_some(),
                "{w}x{h}: Cutcake's values are numbers"
            );
        }
    }
}

/// The canonical form of a Domineering board (a mask, 8 squares a row) from the rules, with no
/// splitting into regions and no symmetry: every vertical domino for Left, horizontal for Right.
fn board_form(games: &mut Games, empty: u64, memo: &mut HashMap<u64, GameId>) -> GameId {
    if let Some(&known) = memo.get(&empty) {
        return known;
    }
    let mut left = Vec::new();
    let mut right = Vec::new();
    for square in 0..64 {
        let here = 1u64 << square;
        if empty & here == 0 {
            continue;
        }
        if square < 56 && empty & (here << 8) != 0 {
            left.push(board_form(games, empty & !(here | here << 8), memo));
        }
        if square % 8 < 7 && empty & (here << 1) != 0 {
            right.push(board_form(games, empty & !(here | here << 1), memo));
        }
    }
    let g = games.game(&left, &right);
    memo.insert(empty, g);
    g
}

#[test]
fn domineering_matches_cgsuite_values() {
    // The values t4ccer/cgt-tools tests ("values confirmed with cgsuite", Left vertical), file
    // cgt/short/partizan/games/domineering.rs, rows separated by `|` as CGSuite writes them.
    let cases = [
        (".|.", "1"),
        ("..", "-1"),
        ("..|..", "±1"),
        ("..#|..#|##.", "±1"),
        ("....", "-2"),
        (".#|..", "*"),
        (".##|.##|...", "0"),
        ("..#|..#|...", "{1/2|-2}"),
        ("...|...|...", "±1"),
        (".#.#|.#..", "1*"),
        ("#...|....|....|....", "{1*|-1*}"),
    ];
    let mut games = Games::new();
    for (board, name) in cases {
        let g = form(&mut games, "domineering", board);
        assert_eq!(games.name(g), name, "{board}");
        let with_commas = board.replace('|', ",");
        let (letter, sentence) = outcome_text(games.outcome(g));
        let number = games.as_number(g).map(|x| x.to_string());
        assert_eq!(
            cgt("domineering", &[&with_commas]).unwrap(),
            block(
                "domineering",
                &with_commas,
                name,
                &format!("{letter} ({sentence})"),
                number.as_deref()
            )
        );
    }
}

#[test]
fn the_empty_five_by_five_board_is_a_second_player_win() {
    // "the 5x5 board is known to be a second-player win (Conway, 1976)": the README of
    // kylin-zhuo/domineering_simulation. A second-player win is a zero game, printed as the
    // number 0.
    let board = ".....,.....,.....,.....,.....";
    assert_eq!(
        cgt("domineering", &[board]).unwrap(),
        block(
            "domineering",
            board,
            "0",
            "P (the second player wins)",
            Some("0")
        )
    );
}

#[test]
fn domineering_regions_and_mirrors_change_nothing() {
    let mut games = Games::new();
    let mut memo = HashMap::new();
    // Every board of 3 × 3 squares, and random boards of 4 × 4 with about 11 empty squares.
    let mut boards: Vec<String> = (0..1u32 << 9)
        .map(|mask| board_text(mask as u64, 3, 3))
        .collect();
    let mut next = xorshift(0x1234_5678_9abc_def1);
    for _ in 0..150 {
        let mask = (0..16).fold(0u64, |m, bit| if next(16) < 11 { m | 1 << bit } else { m });
        boards.push(board_text(mask, 4, 4));
    }
    for board in boards {
        let g = form(&mut games, "domineering", &board);
        let Position::Board(empty) = Position::parse("domineering", &board).unwrap() else {
            unreachable!()
        };
        assert_eq!(board_form(&mut games, empty, &mut memo), g, "{board}");
    }
}

/// A `rows × columns` board whose square `columns · r + c` is empty when that bit of `mask` is.
fn board_text(mask: u64, rows: usize, columns: usize) -> String {
    (0..rows)
        .map(|r| {
            (0..columns)
                .map(|c| {
                    if mask & (1 << (columns * r + c)) != 0 {
                        '.'
                    } else {
                        '#'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Runs the built `harness` with `arguments`: its exit code, stdout and stderr.
fn harness(arguments: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_harness"))
        .args(arguments)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn malformed_positions_fail_with_one_line_and_exit_code_2() {
    let cases = [
        (["hackenbush", "BXR"], "error: hackenbush \"BXR\": 'X' (character 2) is not an edge colour: B (blue, Left's), R (red, Right's) or G (green, either player's)"),
        (["hackenbush-tree", "-1,3:BR"], "error: hackenbush-tree \"-1,3:BR\": edge 2's parent \"3\" is not -1 (the ground) or another edge from 1 to 2"),
        (["hackenbush-tree", "2,1:BR"], "error: hackenbush-tree \"2,1:BR\": edge 1 never reaches the ground"),
        (["cutcake", "3x0"], "error: cutcake \"3x0\": the height \"0\" is not an integer from 1 to 100"),
        (["domineering", "..,."], "error: domineering \"..,.\": row 2 has 1 squares, row 1 has 2: a board is a rectangle"),
        (["chess", "e4"], "error: no game \"chess\"; the games are hackenbush (e.g. BRRB), hackenbush-tree (e.g. -1,1,1:BRR), cutcake (e.g. 3x5), domineering (e.g. ..,..)"),
    ];
    for (arguments, message) in cases {
        let (code, stdout, stderr) = harness(&["cgt", arguments[0], arguments[1]]);
        assert_eq!(code, Some(2), "{arguments:?}");
        assert_eq!(stderr, format!("{message}\n"), "{arguments:?}");
        assert_eq!(stdout, "", "{arguments:?}");
    }
    // A malformed position after a good one fails before any block is printed.
    let (code, stdout, _) = harness(&["cgt", "hackenbush", "BRRB", "BRRb"]);
    assert_eq!((code, stdout.as_str()), (Some(2), ""));
    let (code, stdout, _) = harness(&["cgt", "hackenbush", "BRRB"]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout, "hackenbush BRRB\n  canonical form: 3/8\n  outcome: L (Left wins, whoever starts)\n  number: 3/8\n");
}

#[test]
fn help_lists_every_game_with_its_example() {
    let output = Command::new(env!("CARGO_BIN_EXE_harness"))
        .args(["cgt", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    for (game, example) in harness::cgt_command::GAMES {
        assert!(help.contains(&format!("{game} (")), "{game}: {help}");
        assert!(help.contains(example), "{example}: {help}");
    }
}

#[test]
fn a_form_too_long_to_write_out_is_summed_up_and_its_outcome_still_printed() {
    let text = "GBGRGBGRGBGRGBGRBBGR";
    let lines = cgt("hackenbush", &[text]).unwrap();
    assert!(
        lines[1].starts_with("  canonical form: not printed: it writes out more than 2000 games ("),
        "{}",
        lines[1]
    );
    let colours = hackenbush::parse_string(text).unwrap();
    let mut memo = HashMap::new();
    let (letter, sentence) = outcome_text(outcome_of(
        mover_wins(&colours, colours.len(), true, &mut memo),
        mover_wins(&colours, colours.len(), false, &mut memo),
    ));
    assert_eq!(lines[2], format!("  outcome: {letter} ({sentence})"));
    assert_eq!(lines.len(), 3);
}
