//! A toy interactive problem for the interactive kind's own tests: take one or two stones from
//! a heap, the player who takes the last stone wins. The judge's side is written from the rules
//! (the mover wins iff the heap is not a multiple of 3) with three strategies from lost
//! positions: `slow` (take 1), `fast` (take 2), `random`.
//!
//! Protocol: judge → `n`; program → `first` or `second`; then takes alternate, one number a
//! line; the judge answers a take that empties the heap with `0`, and ends the conversation
//! after a take of its own that empties it.

use super::interactive::{Conversation, Interaction, Interactor, Starts};
use crate::game::{within, Limits, SolveFn};
use crate::inputs::{Input, Scale};
use crate::interactive::pipe::{Incoming, Outgoing};
use crate::interactive::plan::{Plan, Script};
use crate::interactive::{Heard, Interactive, PlayFn, Published, Referee, WrongPlayer};
use crate::online_judge::OnlineJudge;
use crate::rng::Rng;
use crate::verdict::Verdict;
use game_core::io::{Error, Scanner, Writer};
use std::io::BufRead;

struct TakeOneOrTwo;

const STRATEGIES: &[&str] = &["slow", "fast", "random"];

struct Judge {
    left: u64,
    strategy: usize,
    rng: Rng,
    script: Script,
}

impl Judge {
    fn moves(&mut self) -> Heard {
        let left = self.left;
        let legal = |line: &str| {
            line.parse::<u64>()
                .ok()
                .filter(|t| (1..=2.min(left)).contains(t))
        };
        let take = match self.script.next(legal) {
            Some(take) => take,
            None if !left.is_multiple_of(3) => left % 3,
            None => match STRATEGIES[self.strategy] {
                "slow" => 1,
                "fast" => 2.min(left),
                _ => self.rng.range(1, 2.min(left)),
            },
        };
        self.left -= take;
        self.script.made(&take.to_string());
        if self.left == 0 {
            return Heard::Over {
                last: format!("{take}\n"),
                result: Err("the judge took the last stone".into()),
            };
        }
        Heard::Say(format!("{take}\n"))
    }
}

impl Referee for Judge {
    fn opening(&mut self) -> String {
        format!("{}\n", self.left)
    }

    fn hear(&mut self, line: &str) -> Heard {
        let take = match line {
            "first" => return Heard::Say(String::new()),
            "second" => return self.moves(),
            take => take.parse::<u64>().ok().filter(|t| (1..=2).contains(t)),
        };
        match take {
            Some(take) if take <= self.left => {
                self.left -= take;
                if self.left == 0 {
                    Heard::Over {
                        last: "0\n".into(),
                        result: Ok(()),
                    }
                } else {
                    self.moves()
                }
            }
            _ => Heard::Over {
                last: "-1\n".into(),
                result: Err(format!(
                    "{line:?} is not a take of 1 or 2 from {}",
                    self.left
                )),
            },
        }
    }

    fn moves(&self) -> &[String] {
        self.script.moves()
    }
}

/// The right strategy, or (`bad_reply`) one that answers a take of 2 with an illegal 3.
fn player<R: BufRead, W: std::io::Write>(
    input: &mut Scanner<R>,
    out: &mut Writer<W>,
    bad_reply: bool,
) -> Result<(), Error> {
    let mut left = input.u64("n", 1..=u64::MAX)?;
    let mut last = 0;
    if left.is_multiple_of(3) {
        out.line("second")?;
        out.flush()?;
        last = input.u64("a take", 1..=2)?;
        left -= last;
    } else {
        out.line("first")?;
    }
    loop {
        let take = if bad_reply && last == 2 { 3 } else { left % 3 };
        out.line(&take.to_string())?;
        out.flush()?;
        left = left.saturating_sub(take);
        last = input.u64("a take", 0..=2)?;
        if last == 0 {
            return Ok(());
        }
        left -= last;
    }
}

impl Interactive for TakeOneOrTwo {
    type Case = u64;
    const ID: &'static str = "toy";
    const SOLVE: SolveFn = |input, out| player(input, out, false);
    const PLAY: PlayFn = |input, out| player(input, out, false);
    const LIMITS: Limits = Limits {
        judge: OnlineJudge::Codeforces,
        time_ms: 1000,
        memory_kib: 1 << 20,
        assumed: None,
    };
    const MAX_GAMES: usize = 1;
    const STRATEGIES: &'static [&'static str] = STRATEGIES;

    fn validate(n: &u64) -> Result<(), String> {
        within("n", *n, 1..=1000)
    }

    fn small_cases() -> Vec<u64> {
        (1..=12).collect()
    }

    fn trap_cases() -> Vec<u64> {
        vec![300]
    }

    fn random_case(rng: &mut Rng) -> u64 {
        rng.range(1, 100)
    }

    fn judge_sized_case(rng: &mut Rng) -> u64 {
        rng.range(1, 1000)
    }

    fn referee(games: &[u64], plan: &Plan) -> Box<dyn Referee> {
        Box::new(Judge {
            left: games[0],
            strategy: plan.strategy,
            rng: Rng::new(plan.seed),
            script: Script::of(plan),
        })
    }

    fn published() -> Vec<Published<u64>> {
        // The judge's 5 is not a take: the rest of the script is dropped there.
        vec![Published {
            starts: vec![9],
            judge_moves: vec!["1", "5", "1"],
        }]
    }

    fn shrink(n: &u64) -> Vec<u64> {
        vec![n / 2, n - 1].into_iter().filter(|&m| m >= 1).collect()
    }

    fn wrong_players() -> Vec<WrongPlayer> {
        vec![WrongPlayer {
            name: "answers a take of 2 with 3",
            play: |input: &mut Scanner<Incoming>, out: &mut Writer<Outgoing>| {
                player(input, out, true)
            },
        }]
    }

    fn bench_inputs(_scale: Scale) -> Vec<Input> {
        Vec::new()
    }
}

const TOY: Interactor<TakeOneOrTwo> = Interactor::<TakeOneOrTwo>::ENTRY;

fn in_process(play: PlayFn) -> crate::interactive::player::Player {
    super::interactive::in_process(play, TakeOneOrTwo::LIMITS)
}

#[test]
fn the_right_strategy_wins_every_conversation_and_the_sample_is_scripted() {
    let conversations = TOY.conversations(&[1, 2], 5).unwrap();
    assert_eq!(conversations[0].0, "sample");
    for (_, conversation) in &conversations {
        let played = TOY.play(conversation, in_process(TakeOneOrTwo::PLAY));
        assert_eq!(played.verdict, Verdict::Accepted, "{}", played.why);
    }
    // The sample under `fast`: the script's 1, then its 5 is not a take (dropped), `fast` plays.
    let played = TOY.play(&conversations[1].1, in_process(TakeOneOrTwo::PLAY));
    assert_eq!(
        played.transcript.judge_side(),
        "9\n1\n2\n2\n0\n",
        "{}",
        played.transcript
    );
}

#[test]
fn a_lost_conversation_shrinks_its_start_then_the_judges_line() {
    let wrong = TakeOneOrTwo::wrong_players()[0].play;
    // 300 stones, `random`: the judge takes 1 now and then before its first 2.
    let conversation = Conversation {
        starts: Starts::Traps(0),
        strategy: 2,
        seed: 5,
    };
    let whole = TOY.play(&conversation, in_process(wrong));
    assert_eq!(whole.verdict, Verdict::WrongAnswer);
    let lost = TOY
        .smallest_loss(&conversation, &|| in_process(wrong), 100)
        .expect("it loses");
    // The smallest loss: 3 stones, the judge takes 2 at once, the program answers 3.
    assert_eq!(lost.starts, ["3"]);
    assert_eq!(
        lost.played.transcript.to_string(),
        "judge → program: 3\nprogram → judge: second\njudge → program: 2\n\
         program → judge: 3\njudge → program: -1\n"
    );
}
