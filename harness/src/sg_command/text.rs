//! The sentences `harness sg` prints about a periodicity: proven, observed, or nothing seen.

use game_core::period::{Analysis, Periodicity, Proof};
use std::fmt::Write as _;

/// How many of the last values the "nothing observed" line shows.
const LAST_SHOWN: usize = 10;

/// `preperiod P period Q saltus S`.
pub fn triple(p: Periodicity) -> String {
    format!(
        "preperiod {} period {} saltus {}",
        p.preperiod, p.period, p.saltus
    )
}

/// What a search that certified nothing saw: the pattern observed, not proven, or, when none
/// held over two periods, that none did and the last values. O(1).
pub fn observed(analysis: &Analysis) -> String {
    if let Some(o) = &analysis.observed {
        let mut text = format!(
            "observed, not proven: {} over the first {} values",
            triple(o.periodicity),
            o.terms
        );
        if let Some(need) = o.needed {
            let _ = write!(text, " (proving it needs {need} values)");
        }
        return text;
    }
    let values = &analysis.values;
    let Some(last) = values.len().checked_sub(1) else {
        return "observed: nothing (no value computed)".to_string();
    };
    let first = values.len().saturating_sub(LAST_SHOWN);
    let shown: Vec<String> = values[first..].iter().map(u32::to_string).collect();
    format!(
        "observed: no period up to n = {last}; last values g({first}) … g({last}) = {}",
        shown.join(" ")
    )
}

/// The proof of a certified periodicity, in one line.
pub fn proof(proof: &Proof, p: Periodicity) -> String {
    match proof {
        Proof::Code {
            heaps,
            max_removal,
            horizon,
            terms,
        } => format!(
            "proof: g(n + {}) = g(n) for {} <= n < {horizon} (periodicity theorem for moves \
             leaving at most {heaps} heap(s) and removing at most {max_removal}), from {terms} \
             values computed from the rules",
            p.period, p.preperiod
        ),
        Proof::Arithmetic { window, terms } => format!(
            "proof: g(n + {}) = g(n) + {} for {} <= n < {} and every residue mod {} reached by \
             the splits the arithmetic-period theorem asks for (core/src/arithmetic_periods.md: \
             M = {}, depth {}, a window of {} periods), from {terms} values computed from the \
             rules",
            p.period,
            p.saltus,
            p.preperiod,
            window.end - p.period,
            p.saltus,
            window.bound,
            window.deep,
            window.periods
        ),
        Proof::Theorem(source) => format!("proof: {source}"),
    }
}
