//! How `harness judge` tells its first failure: what failed where and why; for a wrong answer
//! the expected and the received output side by side from the first difference, for a crash
//! what was printed exactly and how the program ended, for a time or memory limit the
//! resources only, for an output limit the start of the output; the (shrunk) input saved with
//! the outputs beside it; and the commands that reproduce it, with every option that changes a
//! verdict.

use super::workspace::Workspace;
use super::{Options, Verdict};
use crate::exec::rules::default_wall_cap;
use std::time::Duration;

/// The lines of an input or output shown at most.
const SHOWN_LINES: usize = 30;

/// An input with the expected output, what the program printed on stdout, and how it ended.
#[derive(Debug, Clone)]
pub struct Shrunk {
    /// The input.
    pub input: String,
    /// The expected output (empty where a limit, not the output, failed).
    pub expected: String,
    /// The program's stdout, exactly.
    pub got: String,
    /// How the program ended, if not cleanly.
    pub ended: Option<String>,
}

/// The first failure of a judged run.
pub struct Failure<'a> {
    /// Its verdict.
    pub verdict: &'a Verdict,
    /// Which input failed, e.g. `the published sample` or `seed 3, 40 cases`.
    pub label: &'a str,
    /// Why, in one line.
    pub why: &'a str,
    /// The failing input as judged.
    pub original: Shrunk,
    /// The smallest input found that still fails, if it was shrunk.
    pub shrunk: Option<Shrunk>,
    /// The program's stderr on the original input.
    pub stderr: &'a [u8],
    /// Its CPU time there.
    pub cpu: Duration,
    /// Its peak memory there, KiB.
    pub rss_kib: u64,
}

/// What a failure is reported against.
pub struct Context<'a> {
    /// The problem's id.
    pub id: &'a str,
    /// The judge's options (for the commands that reproduce it).
    pub options: &'a Options,
    /// The CPU time limit in force (the wall-clock cap is the default one for it).
    pub time_limit: Duration,
    /// The memory limit, KiB.
    pub memory_kib: u64,
    /// The run's folder, where the failing files are saved (and published at its end).
    pub workspace: &'a Workspace,
    /// Whether a checker judges the output (then the expected output is one right answer among
    /// several, shown whole, not lined up with the received one).
    pub checked: bool,
}

/// The last `count` non-blank lines of `bytes` (lossy UTF-8), each cut to 200 characters.
pub fn last_lines(bytes: &[u8], count: usize) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<String> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| line.chars().take(200).collect())
        .collect();
    lines[lines.len().saturating_sub(count)..].to_vec()
}

/// How many of the last lines of stderr a crash's report shows.
const STDERR_LINES: usize = 8;

/// The command line as a shell would take it back.
pub fn shell_words(words: &[String]) -> String {
    words
        .iter()
        .map(|w| {
            let plain = !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:+,@%".contains(c));
            if plain {
                w.clone()
            } else {
                format!("'{}'", w.replace('\'', r"'\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The `harness judge` command that runs the same groups with the same verdicts: the same build
/// of the harness (`--release` when this one is), the seed, the seconds, the time limit, the
/// comparison and the environment repeated.
pub fn rerun_command(id: &str, options: &Options, time_limit: Duration) -> String {
    let release = crate::runner::binary_dir().ends_with("release");
    let mut words = vec![
        format!(
            "cargo run{} -p harness -- judge",
            if release { " --release" } else { "" }
        ),
        id.to_string(),
        format!("--seed {}", options.seed),
        format!("--seconds {}", options.seconds),
    ];
    if options.time_limit.is_some() {
        words.push(format!("--time-limit {}", time_limit.as_millis()));
    }
    if let Some(comparison) = options.comparison {
        words.push(format!("--compare {}", comparison.flag()));
    }
    for name in &options.env {
        words.push(format!("--env {name}"));
    }
    if options.shrink_seconds != super::SHRINK_SECONDS {
        words.push(format!("--shrink-seconds {}", options.shrink_seconds));
    }
    words.push("--".to_string());
    words.push(shell_words(&options.command));
    words.join(" ")
}

/// At most `lines` lines of `text`, each cut to 100 characters and indented, then how many more
/// there were; `(nothing)` for an empty text, and a last line without its `\n` marked.
pub fn excerpt(text: &str, lines: usize) -> String {
    const WIDTH: usize = 100;
    if text.is_empty() {
        return "    (nothing)\n".to_string();
    }
    let total = text.lines().count();
    let line = |l: &str| match l.char_indices().nth(WIDTH) {
        Some((cut, _)) => format!("    {}…\n", &l[..cut]),
        None => format!("    {l}\n"),
    };
    let mut shown: String = text.lines().take(lines).map(line).collect();
    if total > lines {
        shown += &format!("    … ({} more lines)\n", total - lines);
    } else if !text.ends_with('\n') {
        shown += "    (no newline at the end)\n";
    }
    shown
}

/// The expected and received outputs from a few lines before their first difference on, so
/// that a long output's difference is on screen.
pub fn from_first_difference(expected: &str, got: &str) -> (String, String) {
    const BEFORE: usize = 3;
    let first = expected
        .split_inclusive('\n')
        .zip(got.split_inclusive('\n'))
        .take_while(|(e, g)| e == g)
        .count();
    let skip = first.saturating_sub(BEFORE);
    let tail = |text: &str| -> String {
        let rest: String = text.split_inclusive('\n').skip(skip).collect();
        let shown = excerpt(&rest, SHOWN_LINES);
        if skip > 0 {
            format!("    … ({skip} equal lines before)\n{shown}")
        } else {
            shown
        }
    };
    (tail(expected), tail(got))
}

/// Saves the failing input, the expected and the received stdout in the run's folder.
fn save(workspace: &Workspace, failing: &Shrunk) -> Result<(), String> {
    workspace.save("failing.expected", failing.expected.as_bytes())?;
    workspace.save("failing.got", failing.got.as_bytes())?;
    workspace.save("failing.in", failing.input.as_bytes())
}

/// Tells `failure` through `say` and saves its (shrunk) input and outputs in the run's folder.
pub fn tell(
    context: &Context,
    failure: &Failure,
    say: &mut dyn FnMut(String),
) -> Result<(), String> {
    let shown = failure.shrunk.as_ref().unwrap_or(&failure.original);
    save(context.workspace, shown)?;
    let path = context.workspace.result("failing.in");
    say(format!(
        "\nfirst failure: {} in {}: {}",
        failure.verdict, failure.label, failure.why
    ));
    let title = if failure.shrunk.is_some() {
        "smallest failing input"
    } else {
        "failing input"
    };
    let mut text = format!(
        "{title} ({} bytes):\n{}",
        shown.input.len(),
        excerpt(&shown.input, SHOWN_LINES)
    );
    match failure.verdict {
        Verdict::WrongAnswer if context.checked => {
            text += &format!(
                "one right answer (the checker judges: the reason is above):\n{}got:\n{}",
                excerpt(&shown.expected, SHOWN_LINES),
                excerpt(&shown.got, SHOWN_LINES)
            );
        }
        Verdict::WrongAnswer | Verdict::PresentationError => {
            let (expected, got) = from_first_difference(&shown.expected, &shown.got);
            text += &format!("expected:\n{expected}got:\n{got}");
        }
        Verdict::RuntimeError(_) => {
            text += &format!("printed on stdout:\n{}", excerpt(&shown.got, SHOWN_LINES));
            if let Some(how) = &shown.ended {
                text += &format!("then: {how}\n");
            }
            let stderr = last_lines(failure.stderr, STDERR_LINES);
            if !stderr.is_empty() {
                text += "the end of stderr (on the input as judged):\n";
                for line in stderr {
                    text += &format!("    {line}\n");
                }
            }
        }
        Verdict::TimeLimit => {
            text += &format!(
                "time: {:.1} ms CPU as judged (CPU time limit {} ms, wall-clock cap {} ms)\n",
                failure.cpu.as_secs_f64() * 1e3,
                context.time_limit.as_millis(),
                default_wall_cap(context.time_limit).as_millis()
            );
        }
        Verdict::OutputLimit => {
            let start = excerpt(&shown.got, SHOWN_LINES);
            text += &format!("printed on stdout (its start):\n{start}");
        }
        Verdict::MemoryLimit => {
            text += &format!(
                "memory: peak {} KiB, limit {} KiB\n",
                failure.rss_kib, context.memory_kib
            );
        }
        // Files are never idle: only a played game is (see `judge::interactive`).
        Verdict::Accepted | Verdict::Idleness => {}
    }
    say(text);
    let limit = match failure.verdict {
        Verdict::TimeLimit => format!(" (time limit {} ms)", context.time_limit.as_millis()),
        Verdict::MemoryLimit => format!(" (memory limit {} KiB)", context.memory_kib),
        _ => String::new(),
    };
    say(format!(
        "saved {} (with failing.expected and failing.got beside it, at the end of the run)\n\
         reproduce: {} < {}{limit}\n\
         judge again: {}",
        path.display(),
        shell_words(&context.options.command),
        path.display(),
        rerun_command(context.id, context.options, context.time_limit)
    ));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Comparison;

    #[test]
    fn nothing_printed_is_shown_as_nothing() {
        assert_eq!(excerpt("", 5), "    (nothing)\n");
        assert_eq!(
            excerpt("a\nb", 5),
            "    a\n    b\n    (no newline at the end)\n"
        );
        assert_eq!(
            excerpt("a\nb\nc\n", 2),
            "    a\n    b\n    … (1 more lines)\n"
        );
    }

    #[test]
    fn outputs_are_shown_from_their_first_difference() {
        let expected: String = (1..=10).map(|i| format!("{i}\n")).collect();
        let got = expected.replace("8\n", "x\n");
        let (e, g) = from_first_difference(&expected, &got);
        assert_eq!(
            e,
            "    … (4 equal lines before)\n    5\n    6\n    7\n    8\n    9\n    10\n"
        );
        assert!(g.contains("    x\n") && g.starts_with("    … (4 equal lines before)\n"));
    }

    #[test]
    fn the_rerun_repeats_every_option_that_changes_a_verdict() {
        let options = Options {
            command: vec!["./a b".to_string()],
            time_limit: Some(Duration::from_millis(250)),
            seconds: 3,
            seed: 7,
            comparison: Some(Comparison::Lines),
            shrink_seconds: 5,
            env: vec!["PYTHONPATH".to_string()],
            dir: std::path::PathBuf::from("/tmp"),
        };
        assert_eq!(
            rerun_command("hdu2176", &options, Duration::from_millis(250)),
            "cargo run -p harness -- judge hdu2176 --seed 7 --seconds 3 --time-limit 250 \
             --compare lines --env PYTHONPATH --shrink-seconds 5 -- './a b'"
        );
    }
}
