//! The benchmark's results: one row per problem and input, the targets they meet or miss, and a
//! plain-text table for the terminal. Every time figure is CPU time (user + system of the
//! child): on this shared machine wall time moves 2–4× with the load, CPU time does not.

use crate::game::Limits;
use crate::inputs::Kind;
use std::fmt::Write as _;
use std::time::Duration;

/// How a problem's binary compares with its C++ baseline on one input.
#[derive(Debug, Clone, PartialEq)]
pub enum Versus {
    /// No baseline, or not measured on this input (only the headline input is).
    Absent,
    /// The baseline could not be timed: why (no g++, a compile error, a different output).
    Note(String),
    /// The baseline's median CPU time, from runs interleaved with the binary's.
    Cpu(Duration),
}

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
    pub wall: Duration,
    /// The binary's median CPU time (user + system): the headline figure.
    pub cpu: Duration,
    /// The floor's median CPU time on the same input, from runs interleaved with the binary's.
    pub floor_cpu: Duration,
    /// The binary's peak RSS over all its runs, KiB.
    pub rss_kib: u64,
    /// The C++ baseline on the same input.
    pub versus: Versus,
    /// Why the binary failed on this input (a non-zero exit, a signal), if it did.
    pub failure: Option<String>,
}

impl Row {
    /// The binary's CPU time over the floor's.
    pub fn floor_ratio(&self) -> f64 {
        self.cpu.as_secs_f64() / self.floor_cpu.as_secs_f64().max(1e-9)
    }

    /// The binary's CPU time over its C++ baseline's, if the baseline was timed.
    pub fn baseline_ratio(&self) -> Option<f64> {
        match self.versus {
            Versus::Cpu(cpu) => Some(self.cpu.as_secs_f64() / cpu.as_secs_f64().max(1e-9)),
            _ => None,
        }
    }

    /// CPU milliseconds beyond the floor's (never negative).
    pub fn above_floor_ms(&self) -> f64 {
        (self.cpu.as_secs_f64() - self.floor_cpu.as_secs_f64()).max(0.0) * 1e3
    }

    /// The CPU time as a share of the judge's time limit, in percent.
    pub fn time_percent(&self) -> f64 {
        self.cpu.as_secs_f64() * 1e3 / self.limits.time_ms as f64 * 100.0
    }

    /// The peak memory as a share of the judge's memory limit, in percent.
    pub fn memory_percent(&self) -> f64 {
        self.rss_kib as f64 / self.limits.memory_kib as f64 * 100.0
    }

    /// The × baseline figure as a table shows it: the ratio, the note, or `—`.
    pub fn baseline_cell(&self) -> String {
        match (&self.versus, self.baseline_ratio()) {
            (_, Some(ratio)) => format!("{ratio:.2}"),
            (Versus::Note(note), _) => note.clone(),
            _ => "—".to_string(),
        }
    }

    fn cells(&self) -> Vec<String> {
        let mb = |bytes: u64| format!("{:.1}", bytes as f64 / 1e6);
        let mut cells = vec![self.id.to_string(), self.kind.name().to_string()];
        cells.extend([mb(self.in_bytes), mb(self.out_bytes)]);
        if let Some(failure) = &self.failure {
            cells.push(format!("FAILED: {failure}"));
            return cells;
        }
        cells.extend([
            ms(self.cpu),
            ms(self.wall),
            ms(self.floor_cpu),
            format!("{:.2}", self.floor_ratio()),
            self.baseline_cell(),
            mib(self.rss_kib),
            format!("{:.1}", self.time_percent()),
            format!("{:.1}", self.memory_percent()),
            format!("{:016x}", self.out_hash),
        ]);
        cells
    }
}

/// Milliseconds, two decimals under 10 and one above.
pub fn ms(d: Duration) -> String {
    let v = d.as_secs_f64() * 1e3;
    if v < 10.0 {
        format!("{v:.2}")
    } else {
        format!("{v:.1}")
    }
}

/// KiB as MiB, one decimal.
pub fn mib(kib: u64) -> String {
    format!("{:.1}", kib as f64 / 1024.0)
}

const HEADER: [&str; 13] = [
    "problem",
    "input",
    "in MB",
    "out MB",
    "CPU ms",
    "wall ms",
    "floor CPU ms",
    "× floor",
    "× baseline",
    "peak MiB",
    "% time",
    "% memory",
    "output FNV-1a",
];

/// The input whose figures stand for a problem: its worst case if it was measured (`--quick`
/// skips a worst case of 100 MB or more), else its single maximal case, else the first.
pub fn headline(kinds: &[Kind]) -> Option<Kind> {
    [Kind::Worst, Kind::Single]
        .into_iter()
        .find(|k| kinds.contains(k))
        .or_else(|| kinds.first().copied())
}

/// The most a binary may take over its C++ baseline and still meet the target: this
/// machine's run-to-run noise on one binary is about ±5%.
pub const BASELINE_SLACK: f64 = 1.05;

/// One target of the issue, met or missed.
#[derive(Debug, Clone)]
pub struct Target {
    /// The problem it is about.
    pub id: &'static str,
    /// Whether the measurement meets it.
    pub met: bool,
    /// The target and the measurement.
    pub text: String,
    /// The measurement in a few words, for the table's "targets missed" column.
    pub short: String,
}

/// The targets the rows can be judged against, all on CPU time: streaming problems within 2.0×
/// the floor on their largest input, peak memory within the judge's limit on the worst case and
/// the same on the 100 MB input as on one maximal case, tables under 5% of the time limit above
/// the floor, every worst case under 10% of it, and at most the C++ baseline's time.
pub fn targets(rows: &[Row]) -> Vec<Target> {
    let mut targets = Vec::new();
    let ok: Vec<&Row> = rows.iter().filter(|r| r.failure.is_none()).collect();
    let mut ids: Vec<&'static str> = ok.iter().map(|r| r.id).collect();
    ids.dedup();
    for id in ids {
        let of = |kind: Kind| ok.iter().find(|r| r.id == id && r.kind == kind);
        let mut push = |met: bool, text: String, short: String| {
            targets.push(Target {
                id,
                met,
                text: format!("{id}: {text}"),
                short,
            })
        };
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
            let mb = largest.in_bytes as f64 / 1e6;
            push(
                largest.floor_ratio() <= 2.0,
                format!(
                    "at most 2.0× the floor's CPU time on its largest input ({}, {mb:.0} MB): \
                     {:.2}×",
                    largest.kind.name(),
                    largest.floor_ratio()
                ),
                format!(
                    "{:.2}× floor on {} ({mb:.0} MB)",
                    largest.floor_ratio(),
                    largest.kind.name()
                ),
            );
        }
        if let Some(worst) = of(Kind::Worst) {
            push(
                worst.rss_kib <= limits.memory_kib,
                format!(
                    "peak memory within the judge's {} KiB on the worst case: {} KiB ({:.1}%)",
                    limits.memory_kib,
                    worst.rss_kib,
                    worst.memory_percent()
                ),
                format!("peak {:.0}% of the memory limit", worst.memory_percent()),
            );
        }
        if let (Some(single), Some(big)) = (of(Kind::Single), of(Kind::Big)) {
            let slack = (single.rss_kib / 10).max(1024);
            push(
                big.rss_kib <= single.rss_kib + slack,
                format!(
                    "the same peak memory on {:.0} MB as on one maximal case (±max(10%, 1 MiB)): \
                     {} KiB vs {} KiB",
                    big.in_bytes as f64 / 1e6,
                    big.rss_kib,
                    single.rss_kib
                ),
                format!(
                    "{} MiB on big, {} on single",
                    mib(big.rss_kib),
                    mib(single.rss_kib)
                ),
            );
        }
        if let Some(table) = of(Kind::Table) {
            let share = table.above_floor_ms() / limits.time_ms as f64 * 100.0;
            push(
                share < 5.0,
                format!(
                    "table build (CPU time above the floor on one small case) under 5% of {} ms: \
                     {:.2} ms ({share:.2}%)",
                    limits.time_ms,
                    table.above_floor_ms()
                ),
                format!("table {share:.1}% of the time limit"),
            );
        }
        if let Some(worst) = of(Kind::Worst) {
            push(
                worst.time_percent() < 10.0,
                format!(
                    "worst case under 10% of the judge's {} ms: {} ms CPU ({:.1}%)",
                    limits.time_ms,
                    ms(worst.cpu),
                    worst.time_percent()
                ),
                format!("worst {:.1}% of the time limit", worst.time_percent()),
            );
        }
        for row in ok.iter().filter(|r| r.id == id) {
            if let Some(ratio) = row.baseline_ratio() {
                push(
                    ratio <= BASELINE_SLACK,
                    format!(
                        "at most the C++ baseline's CPU time (within {BASELINE_SLACK}×, the noise) \
                         on {}: {ratio:.2}×",
                        row.kind.name()
                    ),
                    format!("{ratio:.2}× the C++ baseline"),
                );
            }
            if let Versus::Note(note) = &row.versus {
                push(
                    !note.starts_with("output differs"),
                    format!("the C++ baseline on {}: {note}", row.kind.name()),
                    format!("C++ baseline: {note}"),
                );
            }
        }
    }
    for row in rows.iter().filter(|r| r.failure.is_some()) {
        let failure = row.failure.as_deref().unwrap_or_default();
        targets.push(Target {
            id: row.id,
            met: false,
            text: format!(
                "{} {}: the binary must run the input: {failure}",
                row.id,
                row.kind.name()
            ),
            short: format!("FAILED on {}: {failure}", row.kind.name()),
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A row of `id` on `kind` taking `cpu_ms` against a floor of `floor_ms` (limits: 1 s,
    /// 32 MiB), peak `rss_kib`.
    pub(crate) fn row(
        id: &'static str,
        kind: Kind,
        cpu_ms: u64,
        floor_ms: u64,
        rss_kib: u64,
    ) -> Row {
        let ms = Duration::from_millis;
        Row {
            id,
            limits: Limits::one_second(crate::online_judge::OnlineJudge::Hdu, 32),
            kind,
            what: format!("{id} input"),
            in_bytes: 2_000_000,
            out_bytes: 10,
            out_hash: 0xabc,
            wall: ms(cpu_ms * 3),
            cpu: ms(cpu_ms),
            floor_cpu: ms(floor_ms),
            rss_kib,
            versus: Versus::Absent,
            failure: None,
        }
    }

    #[test]
    fn the_headline_is_the_worst_case_if_measured() {
        assert_eq!(headline(&[Kind::Table, Kind::Worst]), Some(Kind::Worst));
        assert_eq!(
            headline(&[Kind::Table, Kind::Single, Kind::Big]),
            Some(Kind::Single)
        );
        assert_eq!(headline(&[Kind::Table]), Some(Kind::Table));
        assert_eq!(headline(&[]), None);
    }

    #[test]
    fn targets_are_judged_on_cpu_time() {
        // 90 ms CPU is 9% of 1 s (met), though its wall time, 270 ms, is 27%.
        let met = row("aaa", Kind::Worst, 90, 10, 2048);
        // 110 ms CPU: 11% (missed); 64 MiB: twice the 32 MiB limit (missed).
        let missed = row("bbb", Kind::Worst, 110, 10, 64 * 1024);
        let mut versus = row("ccc", Kind::Worst, 30, 10, 2048);
        versus.versus = Versus::Cpu(Duration::from_millis(20));
        let all = targets(&[met, missed, versus]);
        let summary: Vec<(&str, bool, &str)> = all
            .iter()
            .map(|t| (t.id, t.met, t.short.as_str()))
            .collect();
        assert_eq!(
            summary,
            [
                ("aaa", true, "peak 6% of the memory limit"),
                ("aaa", true, "worst 9.0% of the time limit"),
                ("bbb", false, "peak 200% of the memory limit"),
                ("bbb", false, "worst 11.0% of the time limit"),
                ("ccc", true, "peak 6% of the memory limit"),
                ("ccc", true, "worst 3.0% of the time limit"),
                // 30 / 20 ms: 1.5×, past the 1.05× slack.
                ("ccc", false, "1.50× the C++ baseline"),
            ]
        );
    }

    #[test]
    fn streaming_tables_and_failures() {
        // Largest input: big (3 MB) at 7 / 2 ms = 3.5× the floor; its peak 4 MiB against 2 on
        // one case (slack 1 MiB): missed. The table: 60 - 10 = 50 ms above the floor, 5%.
        let single = row("sss", Kind::Single, 4, 2, 2048);
        let mut big = row("sss", Kind::Big, 7, 2, 4096);
        big.in_bytes = 3_000_000;
        let table = row("sss", Kind::Table, 60, 10, 2048);
        let mut failed = row("fff", Kind::Worst, 1, 1, 1);
        failed.failure = Some("exit 1: no".to_string());
        let mut differs = row("ddd", Kind::Worst, 1, 1, 1024);
        differs.versus = Versus::Note("output differs".to_string());
        let shorts: Vec<(bool, String)> = targets(&[single, big, table, failed, differs])
            .into_iter()
            .map(|t| (t.met, t.short))
            .collect();
        let expected = [
            (false, "3.50× floor on big (3 MB)"),
            (false, "4.0 MiB on big, 2.0 on single"),
            (false, "table 5.0% of the time limit"),
            (true, "peak 3% of the memory limit"),
            (true, "worst 0.1% of the time limit"),
            (false, "C++ baseline: output differs"),
            (false, "FAILED on worst: exit 1: no"),
        ];
        let expected: Vec<(bool, String)> =
            expected.iter().map(|(m, s)| (*m, s.to_string())).collect();
        assert_eq!(shorts, expected);
    }
}
