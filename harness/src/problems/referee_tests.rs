//! What the interactive problems' unit tests share: a known-wrong player played against a
//! referee, which must rule it wrong.

use crate::interactive::plan::Plan;
use crate::interactive::player::Player;
use crate::interactive::{play, Interactive};
use crate::verdict::Verdict;
use std::time::Duration;

/// Plays `I`'s known-wrong player number `wrong` in process against the referee of `starts`
/// with `strategy` (seed 0), asserts that it gets a wrong answer, and returns why.
pub(super) fn wrong_player_loses<I: Interactive>(
    wrong: usize,
    starts: &[I::Case],
    strategy: usize,
) -> String {
    let player = Player::in_process(I::wrong_players()[wrong].play, Duration::from_secs(60));
    let mut referee = I::referee(starts, &Plan::new(strategy, 0));
    let played = play(&mut *referee, player);
    assert_eq!(
        played.verdict,
        Verdict::WrongAnswer,
        "{}: {}",
        played.why,
        played.transcript
    );
    played.why
}
