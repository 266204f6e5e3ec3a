//! What `harness sg` does for a question, decided from the game's kind and the options alone,
//! before any value is computed: a question that no certificate can answer is refused at once.

use super::{
    leaves_three_heaps, view_terms, Args, DEFAULT_MAX_TERMS, DEFAULT_MAX_TERMS_THREE_HEAPS,
    MAX_PRINTED_TERMS,
};
use game_core::octal::Game;
use game_core::period::Certificate;

/// What to do for the question asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Plan {
    /// The answer, known without computing any value: the lines for stdout, or the one-line
    /// error.
    Now(Result<Vec<String>, String>),
    /// Print `g(0) … g(N − 1)` (`--terms N`), from the rules.
    Terms(usize),
    /// Print `g(n)`, computed from the rules (`n + 1` values).
    Direct(u64),
    /// Search for a certified period over at most `max_terms` values, then answer.
    Search {
        /// The most values computed.
        max_terms: usize,
        /// What to answer from the search.
        question: Question,
    },
}

/// What a [`Plan::Search`] answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// `--period`.
    Period,
    /// `--at n`.
    At(u64),
    /// The table view (and a winning move from the heaps given).
    View,
}

/// The plan for `args` on `game`: O(t) for a code of `t` digits, and no value computed.
///
/// A period can be certified only by a theorem with a closed form (answered at once) or by the
/// periodicity theorem of a finite code, and the latter needs at least
/// [`Certificate::needed`]`(0, 1)` values: a game without a certificate (Grundy's game, the
/// Fibonacci and square subtraction games), or a `--max-terms` below that, gets `--period` and
/// `--at n` past what is computed from the rules refused here, with the reason.
pub fn plan(game: &Game, args: &Args) -> Plan {
    if let Some(n) = args.terms {
        if n > MAX_PRINTED_TERMS {
            return Plan::Now(Err(format!("--terms is at most {MAX_PRINTED_TERMS}")));
        }
        return Plan::Terms(n);
    }
    let default = if leaves_three_heaps(game) {
        DEFAULT_MAX_TERMS_THREE_HEAPS
    } else {
        DEFAULT_MAX_TERMS
    };
    let max_terms = args.max_terms.unwrap_or(default);
    if args.period {
        return match unprovable(game, max_terms) {
            Some(why) => Plan::Now(Ok(vec![format!("no certified period: {why}")])),
            None => Plan::Search {
                max_terms,
                question: Question::Period,
            },
        };
    }
    if let Some(n) = args.at {
        let search = Plan::Search {
            max_terms,
            question: Question::At(n),
        };
        if let Certificate::Theorem { .. } = Certificate::of(game) {
            return search;
        }
        if n < view_terms(game) as u64 {
            return Plan::Direct(n);
        }
        return match unprovable(game, max_terms) {
            None => search,
            Some(_) if n < max_terms as u64 => Plan::Direct(n),
            Some(why) => Plan::Now(Err(format!(
                "g({n}) of {game} is unknown: no certified period: {why}"
            ))),
        };
    }
    Plan::Search {
        max_terms: args.max_terms.unwrap_or_else(|| view_terms(game)),
        question: Question::View,
    }
}

/// Why no period of `game` can be certified from at most `max_terms` values, if none can. O(t).
pub fn unprovable(game: &Game, max_terms: usize) -> Option<String> {
    let certificate = Certificate::of(game);
    match certificate {
        Certificate::Theorem { .. } => None,
        Certificate::None { why } => Some(why.to_string()),
        Certificate::Code { .. } => match certificate.needed(0, 1) {
            Some(need) if need <= max_terms => None,
            Some(need) => Some(format!(
                "proving any period of {game} takes at least {need} values, more than the \
                 {max_terms} of --max-terms"
            )),
            None => Some(format!(
                "proving a period of {game} takes 2^64 values or more"
            )),
        },
    }
}
