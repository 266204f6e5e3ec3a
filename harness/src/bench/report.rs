//! The benchmark's results: one row per problem and input, the targets they meet or miss, a
//! plain-text table for the terminal and Markdown for BENCHMARKS.md.

use super::inputs::Kind;
use crate::game::Limits;
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

/// The results as Markdown: command, date, machine, the table, every input, the targets, and
/// what was skipped.
pub fn markdown(context: &Context, rows: &[Row], skipped: &[Skipped]) -> String {
    let mut md = String::new();
    let _ = writeln!(md, "Command: `{}`  ", context.command);
    let _ = writeln!(md, "Date: {} (UTC)  ", utc_date(SystemTime::now()));
    let _ = writeln!(md, "Machine: {}  ", machine());
    let _ = writeln!(
        md,
        "Method: each binary runs once to warm up, then {} times alternating with the floor \
         (`harness/src/bin/floor.rs`) on the same input file; the median wall times are shown. \
         Input on stdin is the file itself, output goes to a file. MB = 10^6 bytes. CPU ms is the \
         binary's median user + system time, and × floor CPU the ratio of the CPU times: on a \
         loaded machine they stay put while wall times stretch.{}{}",
        context.runs,
        if context.quick {
            " `--quick`: the 100 MB inputs were skipped."
        } else {
            ""
        },
        if context.release {
            ""
        } else {
            " **Debug build: these numbers say nothing.**"
        }
    );
    md.push('\n');
    let _ = writeln!(md, "| {} |", HEADER.join(" | "));
    let _ = writeln!(
        md,
        "|{}",
        HEADER
            .iter()
            .enumerate()
            .map(|(i, _)| if i < 2 { "---|" } else { "---:|" })
            .collect::<String>()
    );
    for row in rows {
        let _ = writeln!(md, "| {} |", row.cells().join(" | "));
    }
    md.push_str(
        "\nInputs (`target/bench-inputs/<id>/<input>.in`), with their output's FNV-1a:\n\n",
    );
    for row in rows {
        let _ = writeln!(
            md,
            "- {} {}: {} — output {:016x}",
            row.id,
            row.kind.name(),
            row.what,
            row.out_hash
        );
    }
    md.push_str("\nTargets:\n\n");
    for target in targets(rows) {
        let _ = writeln!(
            md,
            "- {} {}",
            if target.met { "met:" } else { "**MISSED:**" },
            target.text
        );
    }
    if !skipped.is_empty() {
        md.push_str("\nNot measured:\n\n");
        for s in skipped {
            let _ = writeln!(md, "- {}: {}", s.id, s.why);
        }
    }
    md
}

/// Where the generated section starts and ends in BENCHMARKS.md.
pub const BEGIN: &str =
    "<!-- bench:begin: written by `harness bench`; edit outside these markers -->";
/// See [`BEGIN`].
pub const END: &str = "<!-- bench:end -->";

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
