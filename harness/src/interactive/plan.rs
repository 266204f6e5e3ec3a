//! How a referee plays one conversation: a strategy, a seed, and a script of judge's moves it
//! plays first (a published sample's, or a lost game's being shrunk).

use std::collections::VecDeque;

/// How the referee plays a conversation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    /// The strategy (an index of [`super::Interactive::STRATEGIES`]).
    pub strategy: usize,
    /// The seed of its random choices.
    pub seed: u64,
    /// Judge's moves to make first, in order, each the line the judge prints for it.
    pub script: Vec<String>,
}

impl Plan {
    /// `strategy` from `seed`, without a script.
    pub fn new(strategy: usize, seed: u64) -> Plan {
        Plan {
            strategy,
            seed,
            script: Vec::new(),
        }
    }
}

/// A referee's script and the record of its moves.
///
/// At each of its turns the referee asks [`Script::next`] first: the script's next move if it
/// is legal there. At the first move that is not (the program went another way than the game
/// the script was taken from) the rest of the script is dropped and the strategy plays on.
/// Every move the referee makes, scripted or not, goes through [`Script::made`], so that
/// [`Script::moves`] is a script that replays this conversation.
#[derive(Debug, Clone, Default)]
pub struct Script {
    ahead: VecDeque<String>,
    made: Vec<String>,
}

impl Script {
    /// The script of `plan`.
    pub fn of(plan: &Plan) -> Script {
        Script {
            ahead: plan.script.iter().cloned().collect(),
            made: Vec::new(),
        }
    }

    /// The script's next move as `legal` reads it (`None`: not a legal move here), taken off the
    /// script; `None` once the script is spent or dropped.
    pub fn next<M>(&mut self, legal: impl FnOnce(&str) -> Option<M>) -> Option<M> {
        let line = self.ahead.pop_front()?;
        let read = legal(&line);
        if read.is_none() {
            self.ahead.clear();
        }
        read
    }

    /// Records a move the referee made, as the line it printed for it.
    pub fn made(&mut self, line: &str) {
        self.made.push(line.trim_end().to_string());
    }

    /// The referee's moves so far, in order.
    pub fn moves(&self) -> &[String] {
        &self.made
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn even(line: &str) -> Option<u32> {
        line.parse().ok().filter(|n| n % 2 == 0)
    }

    #[test]
    fn a_script_plays_while_its_moves_are_legal_then_is_dropped() {
        let plan = Plan {
            strategy: 0,
            seed: 0,
            script: ["2", "4", "5", "6"].map(String::from).to_vec(),
        };
        let mut script = Script::of(&plan);
        assert_eq!(script.next(even), Some(2));
        assert_eq!(script.next(even), Some(4));
        assert_eq!(script.next(even), None, "5 is not legal");
        assert_eq!(script.next(even), None, "6 was dropped with it");
        script.made("2\n");
        script.made("9");
        assert_eq!(script.moves(), ["2", "9"]);
    }
}
