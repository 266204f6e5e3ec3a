//! `harness judge` for an interactive problem: the harness plays the judge's side against the
//! program, conversation by conversation, as [`crate::check::check_games`] does in process.
//!
//! Groups, in order: the published sample (its judge's moves scripted), the spec's traps, every
//! small start, random starts (seeded from
//! `--seed`, for half of `--seconds`) and judge-sized starts (the other half), each under every
//! strategy of the referee. A group's verdict is its first lost conversation's: WA with the
//! referee's reason (an illegal move, a malformed line, a lost game it could win, a wrong
//! choice of side, too many moves, a game left unfinished), RE, TLE, MLE, or ILE (idleness: the
//! program waits without printing while its CPU time stands still). The first loss is replayed
//! and shrunk (the first start that loses alone, then smaller starts, then the shortest line of
//! the judge's moves that still loses) and its transcript saved to `target/judge/<id>/lost.txt`,
//! each line marked judge → program or program → judge.

use super::report::{rerun_command, shell_words};
use super::workspace::Workspace;
use super::{Group, Options, Verdict};
use crate::interactive::player::Player;
use crate::interactive::Played;
use crate::progress;
use crate::registry::interactive::{Conversation, Interaction, Starts};
use crate::registry::Problem;
use std::time::{Duration, Instant};

/// How many replays the shrink of a lost conversation may take (each may cost the time limit).
const SHRINK_REPLAYS: usize = 60;

/// Starts per random conversation.
const RANDOM_STARTS: usize = 40;

/// One played conversation with its cost.
struct Judged {
    conversation: Conversation,
    played: Played,
    wall: Duration,
}

/// Plays `conversation` against a fresh run of the program; MLE when its peak memory is over
/// the limit (whatever else the conversation came to: the launcher kills it past the limit).
fn judged(
    games: &dyn Interaction,
    problem: &dyn Problem,
    options: &Options,
    time_limit: Duration,
    conversation: Conversation,
) -> Result<Judged, String> {
    let started = Instant::now();
    let limits = super::run_limits(problem, &options.env, time_limit, super::MIN_OUTPUT_BYTES);
    let player = Player::program(&options.command, &limits)?;
    let mut played = games.play(&conversation, player);
    let limit = problem.limits().memory_kib;
    if played.rss_kib > limit {
        played.verdict = Verdict::MemoryLimit;
        played.why = format!("peak {} KiB, limit {limit} KiB", played.rss_kib);
    }
    Ok(Judged {
        conversation,
        played,
        wall: started.elapsed(),
    })
}

/// Judges `options.command` on the interactive `problem`: the groups' results, in order; the
/// first loss is shrunk, printed and saved.
pub fn judge_games(
    problem: &dyn Problem,
    games: &dyn Interaction,
    options: &Options,
    workspace: &Workspace,
    say: &mut dyn FnMut(String),
) -> Result<Vec<Group>, String> {
    let limits = problem.limits();
    let time_limit = options
        .time_limit
        .unwrap_or(Duration::from_millis(limits.time_ms));
    say(format!(
        "judging `{}` on {} (interactive: the harness plays the judge): time limit {} ms per \
         conversation, memory limit {} KiB ({}); referee strategies: {}",
        shell_words(&options.command),
        problem.id(),
        time_limit.as_millis(),
        limits.memory_kib,
        limits.judge,
        games.strategies().join(", ")
    ));
    let fixed = games.conversations(&[], RANDOM_STARTS)?;
    let mut groups = Vec::new();
    let mut first_loss: Option<Judged> = None;
    let mut run_group = |name: &'static str,
                         conversations: &mut dyn Iterator<Item = Conversation>,
                         say: &mut dyn FnMut(String)|
     -> Result<(), String> {
        let progress = progress::counter(&format!("{name} conversations"));
        let mut group = Group::new(name);
        let mut lost = None;
        for conversation in conversations {
            let judged = judged(games, problem, options, time_limit, conversation)?;
            progress.inc(1);
            group.files += 1;
            group.slowest = group.slowest.max(judged.wall);
            group.peak_kib = group.peak_kib.max(judged.played.rss_kib);
            if judged.played.verdict != Verdict::Accepted {
                group.verdict = judged.played.verdict.clone();
                lost = Some(judged);
                break;
            }
        }
        progress.finish_and_clear();
        say(format!(
            "  {:<11} {:<24} {:>6} conversation(s), slowest {:>8.1} ms, peak {:>6.1} MiB",
            group.name,
            group.verdict.to_string(),
            group.files,
            group.slowest.as_secs_f64() * 1e3,
            group.peak_kib as f64 / 1024.0
        ));
        if let Some(judged) = lost {
            say(format!(
                "              {}: {}",
                games.label(&judged.conversation),
                judged.played.why
            ));
            first_loss.get_or_insert(judged);
        }
        groups.push(group);
        Ok(())
    };
    for name in ["sample", "traps", "small"] {
        let mut these = fixed.iter().filter(|(g, _)| *g == name).map(|(_, c)| *c);
        run_group(name, &mut these, say)?;
    }
    let half = Duration::from_secs_f64(options.seconds as f64 / 2.0);
    let strategies = games.strategies().len() as u64;
    for (name, judge_sized) in [("random", false), ("full range", true)] {
        let deadline = Instant::now() + half;
        let first = options.seed;
        let mut seeded = (0..).map_while(|k: u64| {
            // At least one conversation a strategy, then as many as the time allows.
            (k < strategies || Instant::now() < deadline).then(|| {
                let seed = first + k / strategies;
                let count = RANDOM_STARTS;
                Conversation {
                    starts: if judge_sized {
                        Starts::JudgeSized { seed, count }
                    } else {
                        Starts::Random { seed, count }
                    },
                    strategy: (k % strategies) as usize,
                    seed,
                }
            })
        });
        run_group(name, &mut seeded, say)?;
    }
    if let Some(loss) = first_loss {
        report_loss(problem, games, options, time_limit, loss, workspace, say)?;
    }
    Ok(groups)
}

/// Shrinks the lost conversation, prints its transcript and saves it.
fn report_loss(
    problem: &dyn Problem,
    games: &dyn Interaction,
    options: &Options,
    time_limit: Duration,
    loss: Judged,
    workspace: &Workspace,
    say: &mut dyn FnMut(String),
) -> Result<(), String> {
    let progress = progress::counter("replays of the lost conversation");
    let player = || {
        progress.inc(1);
        let limits = super::run_limits(problem, &options.env, time_limit, super::MIN_OUTPUT_BYTES);
        Player::program(&options.command, &limits).unwrap_or_else(|_| {
            // The program ran a moment ago: if it cannot start now, the replay is lost for it.
            Player::in_process(|_, _| Ok(()), time_limit)
        })
    };
    let shrunk = games.smallest_loss(&loss.conversation, &player, SHRINK_REPLAYS);
    progress.finish_and_clear();
    let (starts, plan, played) = match shrunk {
        Some(lost) => (lost.starts.join(", "), lost.plan, lost.played),
        // It won the replay: a loss that depends on timing. Report it as it was.
        None => (
            "(as first played: the replay was won)".to_string(),
            "as first played".to_string(),
            loss.played,
        ),
    };
    let path = workspace.result("lost.txt");
    let rerun = rerun_command(problem.id(), options, time_limit);
    let text = format!(
        "# {}: {} ({})\n# from: {}\n# smallest losing starts: {starts}\n# the judge's moves: \
         {plan}\n# judge again: {rerun}\n{}",
        problem.id(),
        played.verdict,
        played.why,
        games.label(&loss.conversation),
        played.transcript
    );
    workspace.save("lost.txt", text.as_bytes())?;
    let shown: Vec<&str> = text.lines().collect();
    let tail = &shown[shown.len().saturating_sub(24)..];
    say(format!(
        "\nlost: {} ({})\nsmallest losing starts: {starts}\nthe judge's moves: {plan}\ntranscript ({} lines; the last {}):\n{}",
        played.verdict,
        played.why,
        played.transcript.lines.len(),
        tail.len(),
        tail.join("\n")
    ));
    if let Some(line) = played.stderr.lines().next() {
        say(format!("stderr: {line}"));
    }
    say(format!(
        "saved {} (at the end of the run)\njudge again: {rerun}",
        path.display()
    ));
    Ok(())
}
