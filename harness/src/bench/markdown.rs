//! The table `harness bench` keeps at the top of BENCHMARKS.md, between markers: one row per
//! problem (its headline input's figures and the targets it misses on any input) and the list
//! of runs the rows come from, so that a partial run (`bench <id>…`) replaces only its rows
//! ([`Section::merge`]).

use super::report::{self, headline, mib, ms, Row, Target};
use std::fmt::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

/// A problem that was not measured, and why.
#[derive(Debug, Clone)]
pub struct Skipped {
    /// The problem's id.
    pub id: String,
    /// Why (`not built yet`, cargo's error).
    pub why: String,
}

/// How the numbers of one run were taken.
#[derive(Debug, Clone)]
pub struct Context {
    /// The command line that produced the results.
    pub command: String,
    /// Timed runs per input (after one warm-up run).
    pub runs: usize,
    /// Whether the 100 MB inputs were skipped.
    pub quick: bool,
    /// Whether the binaries are release builds.
    pub release: bool,
    /// The machine's load average (1 minute) at the start and at the end of the run.
    pub load: (String, String),
}

/// One run of `harness bench` as the Markdown records it: the problems whose rows come from
/// it, and how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// The problems it measured (or tried to: a problem it could not build is listed too).
    pub ids: Vec<String>,
    /// The command, date, timed runs per input, load and machine, as Markdown on one line.
    pub about: String,
}

/// A row of the table, with its problem's id.
pub type Line = (String, String);

/// The Markdown between the markers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Section {
    /// The runs whose rows the section holds, the newest first.
    pub runs: Vec<Run>,
    /// The table's rows, one per problem, by id.
    pub rows: Vec<Line>,
}

/// The method, the same for every run (what varies is in each [`Run::about`]).
const METHOD: &str = "Method: on each input, each program runs once to warm up, then the number \
     of times its run below gives, interleaved (the binary, the floor `harness/src/bin/floor.rs`, \
     the C++ baseline `harness/baselines/<id>.cpp` where there is one); every figure is the \
     median CPU time (user + system, from the child's rusage), wall time beside it only: on this \
     shared machine wall time moves 2–4× with the load, CPU time does not. Each row is the \
     problem's worst input (its single maximal case when `--quick` skipped a worst case of \
     100 MB or more); the targets missed are over all its inputs.";

/// The heading of the list of runs.
const RUNS: &str = "Runs (each problem's row comes from the one run that names it; `bench \
     <id>…` replaces only its problems' rows, a run of every problem replaces all):";

/// The table's columns.
const HEADER: [&str; 9] = [
    "problem",
    "worst input",
    "CPU ms",
    "wall ms",
    "% time limit",
    "× floor",
    "× baseline",
    "peak MiB",
    "targets missed",
];

/// How one run is described: `` `command`, date (UTC), N timed runs per input, load; machine ``.
fn about(context: &Context, date: &str, machine: &str) -> String {
    format!(
        "`{}`, {date} (UTC), {} timed runs per input{}{}, load average {} at the start and {} \
         at the end; machine: {machine}",
        context.command,
        context.runs,
        if context.quick {
            ", `--quick` (inputs of 100 MB and more skipped)"
        } else {
            ""
        },
        if context.release {
            ""
        } else {
            ", **debug build: these numbers say nothing**"
        },
        context.load.0,
        context.load.1
    )
}

/// The problem id at the start of `text` (lowercase letters, digits and `_`), if any.
fn leading_id(text: &str) -> Option<String> {
    let id: String = text
        .chars()
        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
        .collect();
    (!id.is_empty()).then_some(id)
}

/// One table row of cells as Markdown, with `|` inside a cell made `/`.
fn markdown_row(cells: &[String]) -> String {
    let cells: Vec<String> = cells.iter().map(|c| c.replace('|', "/")).collect();
    format!("| {} |", cells.join(" | "))
}

/// The row of problem `id`, from its measured `rows` (at least one) and `targets`.
fn problem_row(id: &str, rows: &[&Row], targets: &[&Target]) -> String {
    let kinds: Vec<_> = rows.iter().map(|r| r.kind).collect();
    let kind = headline(&kinds).expect("at least one row");
    let row = rows.iter().find(|r| r.kind == kind).expect("its row");
    let missed: Vec<&str> = targets
        .iter()
        .filter(|t| !t.met)
        .map(|t| t.short.as_str())
        .collect();
    let missed = if missed.is_empty() {
        "none".to_string()
    } else {
        missed.join("; ")
    };
    let input = format!(
        "{}, {:.1} MB{}",
        kind.name(),
        row.in_bytes as f64 / 1e6,
        if kind == crate::inputs::Kind::Worst {
            ""
        } else {
            " (worst skipped)"
        }
    );
    let cells = if row.failure.is_some() {
        let mut cells = vec![id.to_string(), input];
        cells.extend(std::iter::repeat_n("—".to_string(), 6));
        cells.push(missed);
        cells
    } else {
        vec![
            id.to_string(),
            input,
            ms(row.cpu),
            ms(row.wall),
            format!("{:.1}", row.time_percent()),
            format!("{:.2}", row.floor_ratio()),
            row.baseline_cell(),
            mib(row.rss_kib),
            missed,
        ]
    };
    markdown_row(&cells)
}

impl Section {
    /// The section of one run that measured `rows` and could not measure `skipped`, dated now,
    /// on this machine.
    pub fn measured(context: &Context, rows: &[Row], skipped: &[Skipped]) -> Section {
        Section::of_run(
            &about(context, &utc_date(SystemTime::now()), &machine()),
            rows,
            skipped,
        )
    }

    /// The section of one run described by `about` (see [`Section::measured`]).
    fn of_run(about: &str, rows: &[Row], skipped: &[Skipped]) -> Section {
        let targets = report::targets(rows);
        let mut ids: Vec<&str> = rows.iter().map(|r| r.id).collect();
        ids.dedup();
        let mut lines: Vec<Line> = ids
            .into_iter()
            .map(|id| {
                let rows: Vec<&Row> = rows.iter().filter(|r| r.id == id).collect();
                let targets: Vec<&Target> = targets.iter().filter(|t| t.id == id).collect();
                (id.to_string(), problem_row(id, &rows, &targets))
            })
            .collect();
        lines.extend(skipped.iter().map(|s| {
            let mut cells = vec![s.id.clone()];
            cells.extend(std::iter::repeat_n("—".to_string(), 7));
            cells.push(format!("not measured: {}", s.why));
            (s.id.clone(), markdown_row(&cells))
        }));
        lines.sort();
        Section {
            runs: vec![Run {
                ids: lines.iter().map(|(id, _)| id.clone()).collect(),
                about: about.to_string(),
            }],
            rows: lines,
        }
    }

    /// Every problem the section has a row for, in the table's order.
    pub fn ids(&self) -> Vec<String> {
        self.rows.iter().map(|(id, _)| id.clone()).collect()
    }

    /// This section with `newer`'s problems replaced: every problem a run of `newer` names gets
    /// `newer`'s row, every other problem keeps its row here, and each run here keeps the
    /// problems no newer run replaced (a run left with none is dropped). Rows are by id.
    pub fn merge(&self, newer: &Section) -> Section {
        let replaced: Vec<&String> = newer.runs.iter().flat_map(|r| &r.ids).collect();
        let is_replaced = |id: &String| replaced.contains(&id);
        let mut rows: Vec<Line> = self
            .rows
            .iter()
            .filter(|(id, _)| !is_replaced(id))
            .chain(&newer.rows)
            .cloned()
            .collect();
        rows.sort();
        let mut runs = newer.runs.clone();
        for run in &self.runs {
            let ids: Vec<String> = run
                .ids
                .iter()
                .filter(|id| !is_replaced(id))
                .cloned()
                .collect();
            if !ids.is_empty() {
                runs.push(Run {
                    ids,
                    about: run.about.clone(),
                });
            }
        }
        Section { runs, rows }
    }

    /// The section as Markdown: the method, the runs, the table.
    pub fn render(&self) -> String {
        let mut md = String::new();
        let _ = writeln!(md, "{METHOD}\n\n{RUNS}\n");
        for run in &self.runs {
            let _ = writeln!(md, "- **{}**: {}", run.ids.join(", "), run.about);
        }
        let _ = writeln!(md, "\n| {} |", HEADER.join(" | "));
        let _ = writeln!(
            md,
            "|{}",
            (0..HEADER.len())
                .map(|i| if i < 2 || i + 1 == HEADER.len() {
                    "---|"
                } else {
                    "---:|"
                })
                .collect::<String>()
        );
        for (_, line) in &self.rows {
            md.push_str(line);
            md.push('\n');
        }
        md
    }

    /// Reads back a section [`Section::render`] wrote. `Err` names the first line it did not
    /// write (a partial run never drops lines it does not understand), or the first row no run
    /// names.
    pub fn parse(text: &str) -> Result<Section, String> {
        let mut section = Section::default();
        let header = format!("| {} |", HEADER.join(" | "));
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim_end();
            let bad = || format!("line {} is not one `harness bench` writes: {line:?}", n + 1);
            if line.is_empty()
                || line.starts_with("Method: ")
                || line.starts_with("Runs (")
                || line.starts_with("|---")
                || line == header
            {
                continue;
            }
            if line.starts_with("| problem |") {
                return Err(format!("{}: the table's columns have changed", bad()));
            } else if let Some(rest) = line.strip_prefix("- **") {
                let (ids, about) = rest.split_once("**: ").ok_or_else(bad)?;
                let ids: Vec<String> = ids.split(", ").map(str::to_string).collect();
                if ids.iter().any(|id| leading_id(id).as_ref() != Some(id)) {
                    return Err(bad());
                }
                section.runs.push(Run {
                    ids,
                    about: about.to_string(),
                });
            } else if let Some(rest) = line.strip_prefix("| ") {
                let id = leading_id(rest).ok_or_else(bad)?;
                section.rows.push((id, line.to_string()));
            } else {
                return Err(bad());
            }
        }
        let named: Vec<&String> = section.runs.iter().flat_map(|r| &r.ids).collect();
        if let Some(id) = section.ids().into_iter().find(|id| !named.contains(&id)) {
            return Err(format!("no run names {id}, which has a row"));
        }
        Ok(section)
    }
}

/// Where the generated section starts and ends in BENCHMARKS.md.
pub const BEGIN: &str =
    "<!-- bench:begin: written by `harness bench`; edit outside these markers -->";
/// See [`BEGIN`].
pub const END: &str = "<!-- bench:end -->";

/// The text between [`BEGIN`] and [`END`] in `document`, if it has them.
pub fn between(document: &str) -> Option<&str> {
    let begin = document.find(BEGIN)? + BEGIN.len();
    let end = document.find(END)?;
    document
        .get(begin..end)
        .map(|text| text.trim_start_matches('\n'))
}

/// `document` with the text between [`BEGIN`] and [`END`] replaced by `section`; a document
/// without them gets them appended.
pub fn splice(document: &str, section: &str) -> String {
    let block = format!("{BEGIN}\n{section}{END}");
    match (document.find(BEGIN), document.find(END)) {
        (Some(begin), Some(end)) if begin < end => format!(
            "{}{block}{}",
            &document[..begin],
            &document[end + END.len()..]
        ),
        _ if document.is_empty() => format!("# Benchmarks\n\n{block}\n"),
        _ => format!("{}\n\n{block}\n", document.trim_end()),
    }
}

/// The 1-minute load average (`/proc/loadavg`), or `?`.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".to_string())
}

/// `YYYY-MM-DD HH:MM` in UTC.
fn utc_date(now: SystemTime) -> String {
    let secs = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    let minute = secs % 86_400 / 60;
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}", minute / 60, minute % 60)
}

/// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// `x86_64, 2 cores (CPU model), Linux <release>`, from std and `/proc`.
fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let kernel = std::fs::read_to_string("/proc/sys/kernel/osrelease").unwrap_or_default();
    format!(
        "{}, {cores} cores (`nproc`; shared with other work), {model}, {} {}",
        std::env::consts::ARCH,
        std::env::consts::OS,
        kernel.trim()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench::report::tests::row;
    use crate::bench::report::Versus;
    use crate::inputs::Kind;
    use std::time::Duration;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
        assert_eq!(
            utc_date(UNIX_EPOCH + Duration::from_secs(951_782_400 + 3_660)),
            "2000-02-29 01:01"
        );
    }

    /// A run of ppp (worst and big inputs, a C++ baseline on worst), qqq (single only: its
    /// worst case skipped), rrr (failed) and sss (not built).
    fn run_of_four() -> Section {
        let mut worst = row("ppp", Kind::Worst, 50, 10, 2048);
        worst.versus = Versus::Cpu(Duration::from_millis(100));
        let mut big = row("ppp", Kind::Big, 300, 100, 2048);
        big.in_bytes = 100_000_000;
        let single = row("qqq", Kind::Single, 5, 5, 1024);
        let mut failed = row("rrr", Kind::Worst, 1, 1, 1024);
        failed.failure = Some("exit 1: a | b".to_string());
        let skipped = [Skipped {
            id: "sss".to_string(),
            why: "not built yet".to_string(),
        }];
        Section::of_run("`bench`, then", &[worst, big, single, failed], &skipped)
    }

    #[test]
    fn one_row_per_problem_with_its_missed_targets() {
        let section = run_of_four();
        // By hand: ppp's worst is 50 ms CPU (150 wall), 5% of 1 s, 5× the floor, 0.5× the
        // C++; its big input is 3× the floor (missed, the only miss). qqq: single, 1× floor.
        let expected = [
            "| ppp | worst, 2.0 MB | 50.0 | 150.0 | 5.0 | 5.00 | 0.50 | 2.0 | 3.00× floor on big (100 MB) |",
            "| qqq | single, 2.0 MB (worst skipped) | 5.00 | 15.0 | 0.5 | 1.00 | — | 1.0 | none |",
            "| rrr | worst, 2.0 MB | — | — | — | — | — | — | FAILED on worst: exit 1: a / b |",
            "| sss | — | — | — | — | — | — | — | not measured: not built yet |",
        ];
        let rows: Vec<&str> = section.rows.iter().map(|(_, l)| l.as_str()).collect();
        assert_eq!(rows, expected);
        assert_eq!(section.runs[0].ids, ["ppp", "qqq", "rrr", "sss"]);
        assert_eq!(Section::parse(&section.render()), Ok(section));
    }

    #[test]
    fn a_partial_run_replaces_only_its_problems_rows() {
        let old = run_of_four();
        let mut newer_row = row("qqq", Kind::Worst, 7, 7, 1024);
        newer_row.in_bytes = 1_000_000;
        let fresh = row("aaa", Kind::Worst, 7, 7, 1024);
        let newer = Section::of_run("`bench qqq aaa`, now", &[newer_row, fresh], &[]);
        let merged = old.merge(&newer);
        assert_eq!(merged.ids(), ["aaa", "ppp", "qqq", "rrr", "sss"]);
        assert_eq!(merged.rows[0], newer.rows[0]);
        assert_eq!(merged.rows[1], old.rows[0]);
        assert!(merged.rows[2].1.starts_with("| qqq | worst, 1.0 MB |"));
        let runs: Vec<(Vec<String>, &str)> = merged
            .runs
            .iter()
            .map(|r| (r.ids.clone(), r.about.as_str()))
            .collect();
        let ids = |ids: &[&str]| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>();
        assert_eq!(
            runs,
            [
                (ids(&["aaa", "qqq"]), "`bench qqq aaa`, now"),
                (ids(&["ppp", "rrr", "sss"]), "`bench`, then")
            ]
        );
        let reread = Section::parse(&merged.render()).unwrap();
        assert_eq!(reread, merged);
        assert_eq!(
            reread.merge(&newer),
            merged,
            "merging twice changes nothing"
        );
    }

    #[test]
    fn lines_it_did_not_write_stop_a_merge() {
        let text = run_of_four().render();
        let note = format!("{text}A note typed by hand.\n");
        let err = Section::parse(&note).unwrap_err();
        assert!(err.contains("A note typed by hand."), "{err}");
        let unnamed = text.replace("| qqq |", "| fff |");
        assert_eq!(
            Section::parse(&unnamed),
            Err("no run names fff, which has a row".to_string())
        );
        let columns = text.replace("| peak MiB |", "| peak |");
        assert!(Section::parse(&columns)
            .unwrap_err()
            .contains("columns have changed"));
    }

    #[test]
    fn the_text_between_the_markers() {
        let document = format!("intro\n{BEGIN}\nold\n{END}\nnotes\n");
        assert_eq!(between(&document), Some("old\n"));
        assert_eq!(between("no markers"), None);
        assert_eq!(between(&format!("{END}{BEGIN}")), None);
    }

    #[test]
    fn splicing_keeps_what_is_outside_the_markers() {
        let first = splice("", "one\n");
        assert_eq!(first, format!("# Benchmarks\n\n{BEGIN}\none\n{END}\n"));
        let document = format!("intro\n\n{BEGIN}\nold\n{END}\n\nnotes\n");
        assert_eq!(
            splice(&document, "new\n"),
            format!("intro\n\n{BEGIN}\nnew\n{END}\n\nnotes\n")
        );
        assert_eq!(
            splice("text\n", "x\n"),
            format!("text\n\n{BEGIN}\nx\n{END}\n")
        );
    }
}
