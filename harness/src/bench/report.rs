//! The benchmark's results: one row per problem and input, the targets they meet or miss, a
//! plain-text table for the terminal and Markdown for BENCHMARKS.md.

use crate::game::Limits;
use crate::inputs::Kind;
use std::fmt::Write as _;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// One problem on one input.
#[derive(Debug, Clone)]
pub struct Row {
    /// The problem's id.
    pub id: &'static str,
    /// The judge's limits.
    pub limits: Limits,
    /// What the input is for.
    pub kind: Kind,
    /// What it holds.
    pub what: String,
    /// Input length in bytes.
    pub in_bytes: u64,
    /// Output length in bytes.
    pub out_bytes: u64,
    /// FNV-1a of the output: a change means the output changed.
    pub out_hash: u64,
    /// The binary's median wall time.
    pub median: Duration,
    /// The binary's median CPU time (user + system).
    pub cpu: Duration,
    /// The floor's median wall time on the same input.
    pub floor: Duration,
    /// The floor's median CPU time on the same input.
    pub floor_cpu: Duration,
    /// The binary's peak RSS over all its runs, KiB.
    pub rss_kib: u64,
    /// The floor's peak RSS, KiB.
    pub floor_rss_kib: u64,
    /// Why the binary failed on this input (a non-zero exit, a signal), if it did.
    pub failure: Option<String>,
}

impl Row {
    /// The binary's time over the floor's.
    pub fn ratio(&self) -> f64 {
        self.median.as_secs_f64() / self.floor.as_secs_f64().max(1e-9)
    }

    /// The binary's CPU time over the floor's: steadier than [`Row::ratio`] on a loaded machine.
    pub fn cpu_ratio(&self) -> f64 {
        self.cpu.as_secs_f64() / self.floor_cpu.as_secs_f64().max(1e-9)
    }

    /// Milliseconds beyond the floor (never negative).
    pub fn above_floor_ms(&self) -> f64 {
        (self.median.as_secs_f64() - self.floor.as_secs_f64()).max(0.0) * 1e3
    }

    /// The median time as a share of the judge's time limit, in percent.
    pub fn time_percent(&self) -> f64 {
        self.median.as_secs_f64() * 1e3 / self.limits.time_ms as f64 * 100.0
    }

    /// The peak memory as a share of the judge's memory limit, in percent.
    pub fn memory_percent(&self) -> f64 {
        self.rss_kib as f64 / self.limits.memory_kib as f64 * 100.0
    }

    fn cells(&self) -> Vec<String> {
        let mb = |bytes: u64| format!("{:.1}", bytes as f64 / 1e6);
        let mib = |kib: u64| format!("{:.1}", kib as f64 / 1024.0);
        let mut cells = vec![self.id.to_string(), self.kind.name().to_string()];
        cells.extend([mb(self.in_bytes), mb(self.out_bytes)]);
        if let Some(failure) = &self.failure {
            cells.push(format!("FAILED: {failure}"));
            return cells;
        }
        cells.extend([
            ms(self.median),
            ms(self.cpu),
            ms(self.floor),
            format!("{:.2}", self.ratio()),
            format!("{:.2}", self.cpu_ratio()),
            format!("{:.1}", self.above_floor_ms()),
            format!(
                "{:.0}",
                self.in_bytes as f64 / 1e6 / self.median.as_secs_f64().max(1e-9)
            ),
            mib(self.rss_kib),
            mib(self.floor_rss_kib),
            format!("{:.1}", self.time_percent()),
            format!("{:.1}", self.memory_percent()),
        ]);
        cells
    }
}

fn ms(d: Duration) -> String {
    let v = d.as_secs_f64() * 1e3;
    if v < 10.0 {
        format!("{v:.2}")
    } else {
        format!("{v:.1}")
    }
}

const HEADER: [&str; 15] = [
    "problem",
    "input",
    "in MB",
    "out MB",
    "median ms",
    "CPU ms",
    "floor ms",
    "× floor",
    "× floor CPU",
    "ms above floor",
    "MB/s",
    "peak RSS MiB",
    "floor RSS MiB",
    "% time limit",
    "% memory limit",
];

/// A problem that was not measured, and why.
#[derive(Debug, Clone)]
pub struct Skipped {
    /// The problem's id.
    pub id: String,
    /// Why (`not built yet`, cargo's error).
    pub why: String,
}

/// One target of the issue, met or missed.
#[derive(Debug, Clone)]
pub struct Target {
    /// Whether the measurement meets it.
    pub met: bool,
    /// The target and the measurement.
    pub text: String,
}

/// The targets the rows can be judged against: streaming problems within 2.0× the floor on
/// their largest input, peak memory within the judge's limit on the worst case and the same on
/// the 100 MB input as on one maximal case, tables under 5% of the time limit, every worst case
/// under 10% of it.
pub fn targets(rows: &[Row]) -> Vec<Target> {
    let mut targets = Vec::new();
    let ok: Vec<&Row> = rows.iter().filter(|r| r.failure.is_none()).collect();
    let mut ids: Vec<&str> = ok.iter().map(|r| r.id).collect();
    ids.dedup();
    for id in ids {
        let of = |kind: Kind| ok.iter().find(|r| r.id == id && r.kind == kind);
        let limits = ok
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.limits)
            .expect("a row of id");
        // A streaming problem is one with a single-case or 100 MB input.
        if of(Kind::Single).is_some() || of(Kind::Big).is_some() {
            let largest = ok
                .iter()
                .filter(|r| r.id == id)
                .max_by_key(|r| r.in_bytes)
                .expect("a row of id");
            targets.push(Target {
                met: largest.ratio() <= 2.0,
                text: format!(
                    "{id}: at most 2.0× the floor on its largest input ({}, {:.0} MB): {:.2}× \
                     (CPU time: {:.2}×)",
                    largest.kind.name(),
                    largest.in_bytes as f64 / 1e6,
                    largest.ratio(),
                    largest.cpu_ratio()
                ),
            });
        }
        if let Some(worst) = of(Kind::Worst) {
            targets.push(Target {
                met: worst.rss_kib <= limits.memory_kib,
                text: format!(
                    "{id}: peak memory within the judge's {} KiB on the worst case: {} KiB ({:.1}%)",
                    limits.memory_kib,
                    worst.rss_kib,
                    worst.memory_percent()
                ),
            });
        }
        if let (Some(single), Some(big)) = (of(Kind::Single), of(Kind::Big)) {
            let slack = (single.rss_kib / 10).max(1024);
            targets.push(Target {
                met: big.rss_kib <= single.rss_kib + slack,
                text: format!(
                    "{id}: the same peak memory on {:.0} MB as on one maximal case (±max(10%, 1 MiB)): {} KiB vs {} KiB",
                    big.in_bytes as f64 / 1e6,
                    big.rss_kib,
                    single.rss_kib
                ),
            });
        }
        if let Some(table) = of(Kind::Table) {
            let share = table.above_floor_ms() / limits.time_ms as f64 * 100.0;
            targets.push(Target {
                met: share < 5.0,
                text: format!(
                    "{id}: table build (time above the floor on one small case) under 5% of {} ms: {:.2} ms ({share:.2}%)",
                    limits.time_ms,
                    table.above_floor_ms()
                ),
            });
        }
        if let Some(worst) = of(Kind::Worst) {
            targets.push(Target {
                met: worst.time_percent() < 10.0,
                text: format!(
                    "{id}: worst case under 10% of the judge's {} ms: {} ms ({:.1}%)",
                    limits.time_ms,
                    ms(worst.median),
                    worst.time_percent()
                ),
            });
        }
    }
    for row in rows.iter().filter(|r| r.failure.is_some()) {
        targets.push(Target {
            met: false,
            text: format!(
                "{} {}: the binary must run the input: {}",
                row.id,
                row.kind.name(),
                row.failure.as_deref().unwrap_or_default()
            ),
        });
    }
    targets
}

/// The rows as an aligned plain-text table.
pub fn text_table(rows: &[Row]) -> String {
    let lines: Vec<Vec<String>> = std::iter::once(HEADER.iter().map(|h| h.to_string()).collect())
        .chain(rows.iter().map(Row::cells))
        .collect();
    let mut widths = vec![0; HEADER.len()];
    for line in &lines {
        for (i, cell) in line.iter().enumerate() {
            widths[i] = widths[i].max(cell.chars().count());
        }
    }
    let mut text = String::new();
    for line in &lines {
        let mut out = String::new();
        for (i, cell) in line.iter().enumerate() {
            let pad = widths[i].saturating_sub(cell.chars().count());
            if i < 2 || cell.starts_with("FAILED") {
                let _ = write!(out, "{cell}{}  ", " ".repeat(pad));
            } else {
                let _ = write!(out, "{}{cell}  ", " ".repeat(pad));
            }
        }
        text.push_str(out.trim_end());
        text.push('\n');
    }
    text
}

/// What the Markdown section says about how the numbers were taken.
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
}

/// One run of `harness bench` as the Markdown records it: the problems whose lines come from
/// it, and how it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// The problems it measured (or tried to: a problem it could not build is listed too).
    pub ids: Vec<String>,
    /// The command, date, timed runs per input and machine, as Markdown on one line.
    pub about: String,
}

/// A line of the Markdown about one problem, with that problem's id.
pub type Line = (String, String);

/// The Markdown between the markers, each line filed under the problem it is about, so that a
/// partial run (`bench <id>…`) can replace its problems' lines and keep the others
/// ([`Section::merge`]). Every line of one problem comes from one run.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Section {
    /// The runs whose lines the section holds, the newest first.
    pub runs: Vec<Run>,
    /// The table's rows.
    pub rows: Vec<Line>,
    /// The inputs, with their outputs' hashes.
    pub inputs: Vec<Line>,
    /// The targets, met or missed.
    pub targets: Vec<Line>,
    /// The problems not measured, and why.
    pub skipped: Vec<Line>,
}

/// The method, the same for every run (what varies is in each [`Run::about`]).
const METHOD: &str = "Method: each binary runs once to warm up, then the number of times its run \
     below gives, alternating with the floor (`harness/src/bin/floor.rs`) on the same input file; \
     the median wall times are shown. Input on stdin is the file itself, output goes to a file. \
     MB = 10^6 bytes. CPU ms is the binary's median user + system time, and × floor CPU the ratio \
     of the CPU times: on a loaded machine they stay put while wall times stretch.";

/// The heading of the list of runs.
const RUNS: &str =
    "Runs (each problem's rows, inputs and targets come from the one run that names \
     it; `bench <id>…` replaces only its problems' lines, a run of every problem replaces all):";

/// The heading of the list of inputs.
const INPUTS: &str = "Inputs (`target/bench-inputs/<id>/<input>.in`), with their output's FNV-1a:";

/// How one run is described: `` `command`, date (UTC), N timed runs per input; machine: … ``.
fn about(context: &Context, date: &str, machine: &str) -> String {
    format!(
        "`{}`, {date} (UTC), {} timed runs per input{}{}; machine: {machine}",
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
        }
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

/// The ids of `lines`, in order, each once.
fn ids_of<'a>(lines: impl IntoIterator<Item = &'a Line>) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    for (id, _) in lines {
        if !ids.contains(id) {
            ids.push(id.clone());
        }
    }
    ids
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
        let line = |id: &str, text: String| (id.to_string(), text);
        let mut section = Section {
            runs: Vec::new(),
            rows: rows
                .iter()
                .map(|row| line(row.id, format!("| {} |", row.cells().join(" | "))))
                .collect(),
            inputs: rows
                .iter()
                .map(|row| {
                    let text = format!(
                        "- {} {}: {} — output {:016x}",
                        row.id,
                        row.kind.name(),
                        row.what,
                        row.out_hash
                    );
                    line(row.id, text)
                })
                .collect(),
            targets: targets(rows)
                .into_iter()
                .map(|t| {
                    let text = format!(
                        "- {} {}",
                        if t.met { "met:" } else { "**MISSED:**" },
                        t.text
                    );
                    (leading_id(&t.text).unwrap_or_default(), text)
                })
                .collect(),
            skipped: skipped
                .iter()
                .map(|s| line(&s.id, format!("- {}: {}", s.id, s.why)))
                .collect(),
        };
        section.runs.push(Run {
            ids: section.ids(),
            about: about.to_string(),
        });
        section
    }

    /// Every problem the section has a line about, in the order of the table (then of the
    /// problems not measured).
    pub fn ids(&self) -> Vec<String> {
        ids_of(
            self.rows
                .iter()
                .chain(&self.inputs)
                .chain(&self.targets)
                .chain(&self.skipped),
        )
    }

    /// This section with `newer`'s problems replaced: every problem a run of `newer` names gets
    /// `newer`'s lines (and only those), every other problem keeps its lines here, and each
    /// run here keeps the problems no newer run replaced (a run left with none is dropped).
    /// Problems keep their places; problems new to the section come after them.
    pub fn merge(&self, newer: &Section) -> Section {
        let replaced: Vec<&String> = newer.runs.iter().flat_map(|r| &r.ids).collect();
        let is_replaced = |id: &String| replaced.contains(&id);
        let mut order = self.ids();
        for id in newer.ids() {
            if !order.contains(&id) {
                order.push(id);
            }
        }
        let pick = |old: &[Line], new: &[Line]| -> Vec<Line> {
            order
                .iter()
                .flat_map(|id| {
                    let from = if is_replaced(id) { new } else { old };
                    from.iter().filter(move |(of, _)| of == id).cloned()
                })
                .collect()
        };
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
        Section {
            runs,
            rows: pick(&self.rows, &newer.rows),
            inputs: pick(&self.inputs, &newer.inputs),
            targets: pick(&self.targets, &newer.targets),
            skipped: pick(&self.skipped, &newer.skipped),
        }
    }

    /// The section as Markdown: the method, the runs, the table, every input, the targets, and
    /// what was not measured.
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
            HEADER
                .iter()
                .enumerate()
                .map(|(i, _)| if i < 2 { "---|" } else { "---:|" })
                .collect::<String>()
        );
        let lines = |md: &mut String, lines: &[Line]| {
            for (_, line) in lines {
                md.push_str(line);
                md.push('\n');
            }
        };
        lines(&mut md, &self.rows);
        let _ = writeln!(md, "\n{INPUTS}\n");
        lines(&mut md, &self.inputs);
        md.push_str("\nTargets:\n\n");
        lines(&mut md, &self.targets);
        if !self.skipped.is_empty() {
            md.push_str("\nNot measured:\n\n");
            lines(&mut md, &self.skipped);
        }
        md
    }

    /// Reads back a section [`Section::render`] wrote, or one written before runs were listed
    /// (`Command:`, `Date:`, `Machine:` and `Method:` lines: one run of every problem in it).
    /// `Err` names the first line that is neither, so that nothing is dropped unread.
    pub fn parse(text: &str) -> Result<Section, String> {
        #[derive(PartialEq)]
        enum Part {
            Head,
            Inputs,
            Targets,
            Skipped,
        }
        let mut part = Part::Head;
        let mut section = Section::default();
        let (mut command, mut date, mut machine, mut method) = (None, None, None, None);
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim_end();
            let bad = || format!("line {} is not one `harness bench` writes: {line:?}", n + 1);
            let keyed = |rest: &str| leading_id(rest).map(|id| (id, line.to_string()));
            if line.is_empty() || line.starts_with("Runs (") || line.starts_with("|---") {
                continue;
            }
            if let Some(rest) = line.strip_prefix("Method: ") {
                method = Some(rest.to_string());
            } else if let Some(rest) = line.strip_prefix("Command: ") {
                command = Some(rest.to_string());
            } else if let Some(rest) = line.strip_prefix("Date: ") {
                date = Some(rest.to_string());
            } else if let Some(rest) = line.strip_prefix("Machine: ") {
                machine = Some(rest.to_string());
            } else if line.starts_with("Inputs (") {
                part = Part::Inputs;
            } else if line == "Targets:" {
                part = Part::Targets;
            } else if line == "Not measured:" {
                part = Part::Skipped;
            } else if part == Part::Head && line == format!("| {} |", HEADER.join(" | ")) {
                continue;
            } else if part == Part::Head && line.starts_with("| problem |") {
                return Err(format!("{}: the table's columns have changed", bad()));
            } else if let (Part::Head, Some(rest)) = (&part, line.strip_prefix("- **")) {
                let (ids, about) = rest.split_once("**: ").ok_or_else(bad)?;
                let ids: Vec<String> = ids.split(", ").map(str::to_string).collect();
                if ids.iter().any(|id| leading_id(id).as_ref() != Some(id)) {
                    return Err(bad());
                }
                section.runs.push(Run {
                    ids,
                    about: about.to_string(),
                });
            } else if let (Part::Head, Some(rest)) = (&part, line.strip_prefix("| ")) {
                section.rows.push(keyed(rest).ok_or_else(bad)?);
            } else if let Some(rest) = line.strip_prefix("- ") {
                let (lines, rest) = match part {
                    Part::Head => return Err(bad()),
                    Part::Inputs => (&mut section.inputs, rest),
                    Part::Skipped => (&mut section.skipped, rest),
                    Part::Targets => (
                        &mut section.targets,
                        rest.strip_prefix("met: ")
                            .or_else(|| rest.strip_prefix("**MISSED:** "))
                            .ok_or_else(bad)?,
                    ),
                };
                lines.push(keyed(rest).ok_or_else(bad)?);
            } else {
                return Err(bad());
            }
        }
        if section.runs.is_empty() {
            if let (Some(command), Some(date)) = (command, date) {
                // Written before runs were listed: one run of everything in the table.
                let method = method.unwrap_or_default();
                let runs = method
                    .split_once("then ")
                    .and_then(|(_, rest)| rest.split_once(" times"))
                    .map_or("?", |(n, _)| n);
                section.runs.push(Run {
                    ids: section.ids(),
                    about: format!(
                        "{command}, {date}, {runs} timed runs per input{}{}; machine: {}",
                        if method.contains("`--quick`") {
                            ", `--quick` (inputs of 100 MB and more skipped)"
                        } else {
                            ""
                        },
                        if method.contains("Debug build") {
                            ", **debug build: these numbers say nothing**"
                        } else {
                            ""
                        },
                        machine.unwrap_or_else(|| "not recorded".to_string())
                    ),
                });
            }
        }
        let named: Vec<&String> = section.runs.iter().flat_map(|r| &r.ids).collect();
        if let Some(id) = section.ids().into_iter().find(|id| !named.contains(&id)) {
            return Err(format!("no run names {id}, which has lines"));
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
        "{}, {cores} cores (`nproc`; shared with other work, so expect noise), {model}, {} {}",
        std::env::consts::ARCH,
        std::env::consts::OS,
        kernel.trim()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The table's header and separator lines, as every section has them.
    fn table_head() -> String {
        format!(
            "| {} |\n|---|---|{}\n",
            HEADER.join(" | "),
            "---:|".repeat(HEADER.len() - 2)
        )
    }

    /// A small section in the format written before runs were listed (as BENCHMARKS.md had it):
    /// aaa with two inputs, bbb, ccc failing, ddd not built.
    fn legacy() -> String {
        format!(
            "Command: `cargo run --release -p harness -- bench`  \n\
             Date: 2026-11-21 14:03 (UTC)  \n\
             Machine: M1  \n\
             Method: each binary runs once to warm up, then 5 times alternating with the floor.\n\
             \n{}\
             | aaa | worst | 1 |\n\
             | aaa | single | 2 |\n\
             | bbb | worst | 3 |\n\
             | ccc | worst | 4 | 0.0 | FAILED: exit 1: error |\n\
             \n\
             Inputs (`target/bench-inputs/<id>/<input>.in`), with their output's FNV-1a:\n\
             \n\
             - aaa worst: A1 — output 01\n\
             - aaa single: A2 — output 02\n\
             - bbb worst: B1 — output 03\n\
             - ccc worst: C1 — output 04\n\
             \n\
             Targets:\n\
             \n\
             - met: aaa: at most 2.0× the floor\n\
             - **MISSED:** bbb: worst case under 10%\n\
             - **MISSED:** ccc worst: the binary must run the input: exit 1: error\n\
             \n\
             Not measured:\n\
             \n\
             - ddd: not built yet\n",
            table_head()
        )
    }

    /// A partial run of bbb, ddd (now built) and eee (new), in the current format.
    fn partial() -> String {
        format!(
            "Method: anything\n\
             \n\
             Runs (anything):\n\
             \n\
             - **bbb, ddd, eee**: `bench bbb ddd eee`, 2026-11-22 09:00 (UTC), 3 timed runs \
             per input; machine: M2\n\
             \n{}\
             | bbb | worst | 30 |\n\
             | eee | worst | 50 |\n\
             | ddd | worst | 40 |\n\
             \n\
             Inputs (anything):\n\
             \n\
             - bbb worst: B1 — output 33\n\
             - eee worst: E1 — output 55\n\
             - ddd worst: D1 — output 44\n\
             \n\
             Targets:\n\
             \n\
             - met: bbb: worst case under 10%\n\
             - met: eee: worst case under 10%\n\
             - **MISSED:** ddd: worst case under 10%\n",
            table_head()
        )
    }

    #[test]
    fn a_partial_run_replaces_only_its_problems_lines() {
        let old = Section::parse(&legacy()).unwrap();
        let new = Section::parse(&partial()).unwrap();
        let merged = old.merge(&new).render();
        // By hand: bbb and ddd take the new run's lines, eee comes last, aaa and ccc stay, and
        // the old run keeps aaa and ccc only; ddd's "not built yet" is gone.
        let expected = format!(
            "{METHOD}\n\n{RUNS}\n\n\
             - **bbb, ddd, eee**: `bench bbb ddd eee`, 2026-11-22 09:00 (UTC), 3 timed runs per \
             input; machine: M2\n\
             - **aaa, ccc**: `cargo run --release -p harness -- bench`, 2026-11-21 14:03 (UTC), \
             5 timed runs per input; machine: M1\n\
             \n{}\
             | aaa | worst | 1 |\n\
             | aaa | single | 2 |\n\
             | bbb | worst | 30 |\n\
             | ccc | worst | 4 | 0.0 | FAILED: exit 1: error |\n\
             | ddd | worst | 40 |\n\
             | eee | worst | 50 |\n\
             \n{INPUTS}\n\
             \n\
             - aaa worst: A1 — output 01\n\
             - aaa single: A2 — output 02\n\
             - bbb worst: B1 — output 33\n\
             - ccc worst: C1 — output 04\n\
             - ddd worst: D1 — output 44\n\
             - eee worst: E1 — output 55\n\
             \n\
             Targets:\n\
             \n\
             - met: aaa: at most 2.0× the floor\n\
             - met: bbb: worst case under 10%\n\
             - **MISSED:** ccc worst: the binary must run the input: exit 1: error\n\
             - **MISSED:** ddd: worst case under 10%\n\
             - met: eee: worst case under 10%\n",
            table_head()
        );
        assert_eq!(merged, expected);
        // Merged again with the same run: nothing changes.
        let merged = Section::parse(&merged).unwrap();
        assert_eq!(merged.merge(&new), merged);
        // A later run of aaa to ddd leaves the partial run only eee.
        let mut later = Section::parse(&legacy()).unwrap();
        later.runs[0].about = "later".to_string();
        let runs: Vec<(Vec<String>, String)> = merged
            .merge(&later)
            .runs
            .into_iter()
            .map(|r| (r.ids, r.about.chars().take(18).collect()))
            .collect();
        let ids = |ids: &[&str]| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>();
        assert_eq!(
            runs,
            [
                (ids(&["aaa", "bbb", "ccc", "ddd"]), "later".to_string()),
                (ids(&["eee"]), "`bench bbb ddd eee".to_string())
            ]
        );
        assert_eq!(merged.merge(&later).rows[..4], later.rows[..]);
    }

    #[test]
    fn a_measured_section_reads_back_as_itself() {
        let limits = Limits::one_second(crate::online_judge::OnlineJudge::Hdu, 32);
        let row = |id, kind, failure: Option<&str>| Row {
            id,
            limits,
            kind,
            what: format!("{id} input"),
            in_bytes: 2_000_000,
            out_bytes: 10,
            out_hash: 0xabc,
            median: Duration::from_millis(20),
            cpu: Duration::from_millis(19),
            floor: Duration::from_millis(5),
            floor_cpu: Duration::from_millis(5),
            rss_kib: 2048,
            floor_rss_kib: 1900,
            failure: failure.map(str::to_string),
        };
        let rows = [
            row("p_1", Kind::Worst, None),
            row("p_1", Kind::Table, None),
            row("q2", Kind::Worst, Some("exit 1: error: line 1")),
        ];
        let skipped = [Skipped {
            id: "r3".to_string(),
            why: "not built yet (no crate in problems/)".to_string(),
        }];
        let section = Section::of_run("`bench`, now", &rows, &skipped);
        assert_eq!(section.runs[0].ids, ["p_1", "q2", "r3"]);
        // p_1: memory, table and worst-case time; q2: the failure; by problem.
        let target_ids: Vec<&str> = section.targets.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(target_ids, ["p_1", "p_1", "p_1", "q2"]);
        assert_eq!(Section::parse(&section.render()), Ok(section));
    }

    #[test]
    fn lines_it_did_not_write_stop_a_merge() {
        let note = format!("{}\nA note typed by hand.\n", legacy());
        let err = Section::parse(&note).unwrap_err();
        assert!(err.starts_with("line 30 "), "{err}");
        let unnamed = partial().replace("| eee | worst | 50 |", "| fff | worst | 50 |");
        assert_eq!(
            Section::parse(&unnamed),
            Err("no run names fff, which has lines".to_string())
        );
        let columns = legacy().replace("| % memory limit |", "| % memory |");
        assert!(Section::parse(&columns).is_err());
    }

    #[test]
    fn the_tracked_benchmarks_md_can_take_a_partial_run() {
        let document = include_str!("../../../BENCHMARKS.md");
        let section = Section::parse(between(document).expect("markers")).unwrap();
        assert!(section.ids().iter().any(|id| id == "poj1067"));
        assert!(!section.runs.is_empty());
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
