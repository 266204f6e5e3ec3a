//! `harness cgt <game> <position>…`: a partizan position's canonical form, its outcome class
//! and, when it is a number, its value, each computed from the game's rules
//! ([`game_core::canonical::Games`]).
//!
//! Games: Blue-Red-Green Hackenbush strings ([`hackenbush`]) and trees, Cutcake ([`cutcake`]),
//! Domineering ([`domineering`]). Left is Blue, the vertical cutter, the vertical domino player.

pub mod cutcake;
pub mod domineering;
pub mod hackenbush;

use domineering::Domineering;
use game_core::canonical::{GameId, Games};
use game_core::partizan::Outcome;
use std::collections::HashMap;
use std::process::ExitCode;

/// The games `harness cgt` knows, each with an example position (`--help` lists them).
pub const GAMES: [(&str, &str); 4] = [
    ("hackenbush", "BRRB"),
    ("hackenbush-tree", "-1,1,1:BRR"),
    ("cutcake", "3x5"),
    ("domineering", "..,.."),
];

/// The options of `harness cgt`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game: hackenbush (a string from the ground up, B blue = Left, R red = Right, G green
    /// = either: BRRB), hackenbush-tree (parents 1-based, -1 the ground, then the colours:
    /// -1,1,1:BRR), cutcake (WxH, Left cuts vertically: 3x5), domineering (rows of . and #,
    /// separated by , or |, Left places vertical dominoes: ..,..).
    pub game: String,
    /// The positions, each printed as its own block.
    #[arg(required = true, allow_hyphen_values = true)]
    pub positions: Vec<String>,
}

/// A position of one of the games, read and checked, not yet computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// A Hackenbush string, from the ground up.
    String(Vec<hackenbush::Paint>),
    /// A Hackenbush tree.
    Tree(hackenbush::Tree),
    /// A Cutcake cake: width, height.
    Cake(u32, u32),
    /// A Domineering board: its empty squares.
    Board(u64),
}

impl Position {
    /// `text` read as a position of `game` (a name of [`GAMES`]), or why it is not one.
    pub fn parse(game: &str, text: &str) -> Result<Position, String> {
        let position = match game {
            "hackenbush" => hackenbush::parse_string(text).map(Position::String),
            "hackenbush-tree" => hackenbush::parse_tree(text).map(Position::Tree),
            "cutcake" => cutcake::parse(text).map(|(w, h)| Position::Cake(w, h)),
            "domineering" => domineering::parse(text).map(Position::Board),
            _ => {
                let known: Vec<String> = GAMES
                    .iter()
                    .map(|(name, example)| format!("{name} (e.g. {example})"))
                    .collect();
                return Err(format!(
                    "no game {game:?}; the games are {}",
                    known.join(", ")
                ));
            }
        };
        position.map_err(|why| format!("{game} {text:?}: {why}"))
    }

    /// The position's canonical form, computed from the rules.
    pub fn form(&self, games: &mut Games) -> GameId {
        match self {
            Position::String(colours) => hackenbush::string_form(games, colours),
            Position::Tree(tree) => hackenbush::tree_form(games, tree),
            Position::Cake(width, height) => cutcake::form(games, *width, *height),
            Position::Board(empty) => Domineering::default().form(games, *empty),
        }
    }
}

/// The letter and the sentence for an outcome class.
pub fn outcome_text(outcome: Outcome) -> (&'static str, &'static str) {
    match outcome {
        Outcome::Left => ("L", "Left wins, whoever starts"),
        Outcome::Right => ("R", "Right wins, whoever starts"),
        Outcome::Previous => ("P", "the second player wins"),
        Outcome::Next => ("N", "the first player wins"),
    }
}

/// The most positions a printed canonical form may write out: a form written out repeats each
/// option wherever it occurs, so a form of a few dozen stored games may take megabytes.
pub const MAX_PRINTED_POSITIONS: u64 = 2000;

/// How many games `g` writes out: 1 for a number or a nimber, else 1 plus its options' counts
/// (an upper bound for a number plus a nimber, written as one). Stops counting past `limit`.
fn written_size(games: &Games, g: GameId, limit: u64, memo: &mut HashMap<GameId, u64>) -> u64 {
    if games.as_number(g).is_some() || games.as_nimber(g).is_some() {
        return 1;
    }
    if let Some(&known) = memo.get(&g) {
        return known;
    }
    let mut size = 1u64;
    for &option in games.left_options(g).iter().chain(games.right_options(g)) {
        size = size.saturating_add(written_size(games, option, limit, memo));
        if size > limit {
            break;
        }
    }
    memo.insert(g, size);
    size
}

/// `g`'s name as CGSuite writes it ([`Games::name`]), or, when it would write out more than
/// [`MAX_PRINTED_POSITIONS`] games, a sentence saying so and how many options each side has.
pub fn printable_name(games: &Games, g: GameId) -> String {
    if written_size(games, g, MAX_PRINTED_POSITIONS, &mut HashMap::new()) <= MAX_PRINTED_POSITIONS {
        return games.name(g);
    }
    format!(
        "not printed: it writes out more than {MAX_PRINTED_POSITIONS} games ({} Left option(s), \
         {} Right option(s))",
        games.left_options(g).len(),
        games.right_options(g).len()
    )
}

/// Runs `harness cgt`: a block of lines per position (the position, its canonical form, its
/// outcome class, and its value when it is a number), a blank line between two blocks. Every
/// position is read before any is computed, so that a malformed one fails the command at once.
pub fn run(args: &Args, say: &mut dyn FnMut(&str)) -> Result<ExitCode, String> {
    let positions: Vec<Position> = args
        .positions
        .iter()
        .map(|text| Position::parse(&args.game, text))
        .collect::<Result<_, _>>()?;
    let mut games = Games::new();
    for (k, (position, text)) in positions.iter().zip(&args.positions).enumerate() {
        if k > 0 {
            say("");
        }
        let g = position.form(&mut games);
        let (letter, sentence) = outcome_text(games.outcome(g));
        say(&format!("{} {text}", args.game));
        say(&format!("  canonical form: {}", printable_name(&games, g)));
        say(&format!("  outcome: {letter} ({sentence})"));
        if let Some(x) = games.as_number(g) {
            say(&format!("  number: {x}"));
        }
    }
    Ok(ExitCode::SUCCESS)
}
