//! The judge-sized inputs that `harness bench` measures and `harness judge` sends in its limits
//! group: what an input is for ([`Kind`]), how it is written ([`Input`]), and
//! the shapes most problems share ([`per_line`], [`streamed`]). Each problem's own generators
//! live beside its registration (`harness/src/problems/<id>.rs`, `Game::bench_inputs`), sized
//! from its crate's constants.
//!
//! Every problem gets a worst case at the judge's upper limits (stressing what is expensive for
//! that problem); a problem that builds a table also gets a one-case input that costs the table
//! alone; a streaming problem (input size is its cost) also gets one maximal case and a ~100 MB
//! multi-case input (their peak memory must match). Where a judge bounds neither the number of
//! cases nor the file size, the worst case assumes a count (stated in its description) that
//! makes an input of roughly 10–20 MB, beyond the judge data of that era.
//! Every input is deterministic: its seed comes from its problem id and kind.
//!
//! - [`text`]: the generators' fast writer;
//! - [`cache`]: generated inputs on disk, reused while their key matches.

pub mod cache;
pub mod text;

use crate::rng::Rng;
use text::Text;

/// Bump when a generator changes what it writes: cached inputs are then made again.
pub const GENERATOR_VERSION: u32 = 3;

/// The size of the larger-than-judge inputs of the streaming problems.
pub const BIG_BYTES: u64 = 100_000_000;

/// Full inputs for the benchmark, or small ones of the same shape for the tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// The sizes the benchmark measures.
    Full,
    /// The same generators with small sizes: valid inputs that a debug binary runs at once.
    Small,
}

impl Scale {
    /// `full` at full scale, `small` at small scale.
    pub fn pick(self, full: u64, small: u64) -> u64 {
        match self {
            Scale::Full => full,
            Scale::Small => small,
        }
    }

    /// The size of a streaming problem's larger-than-judge input.
    pub fn big(self) -> u64 {
        self.pick(BIG_BYTES, 20_000)
    }
}

/// What an input is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The judge's worst case: its time and memory are reported against the judge's limits.
    Worst,
    /// One small case that makes the problem build its largest table: the table's cost alone.
    Table,
    /// One maximal case: the peak memory a multi-case input must not exceed.
    Single,
    /// A ~100 MB multi-case input, larger than any judge's.
    Big,
}

impl Kind {
    /// Its name: the input's file name (without `.in`) and its label in the tables.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Worst => "worst",
            Kind::Table => "table",
            Kind::Single => "single",
            Kind::Big => "big",
        }
    }
}

type Write = Box<dyn Fn(&mut Text, &mut Rng)>;

/// One generated input: what it is, and how to write it.
pub struct Input {
    /// What it is for.
    pub kind: Kind,
    /// What it holds and which limits it reaches.
    pub what: String,
    /// 100 MB or more: `--quick` skips it.
    pub large: bool,
    /// Its number of cases is assumed (the judge bounds neither the cases nor the file), not
    /// the judge's: `harness judge` does not hold a program to the time limit on it.
    pub assumed: bool,
    seed: u64,
    write: Write,
}

impl Input {
    /// The input of problem `id` for `kind`, described by `what`, written by `write` from a
    /// random generator seeded by the id and the kind.
    pub fn new(
        id: &str,
        kind: Kind,
        what: String,
        write: impl Fn(&mut Text, &mut Rng) + 'static,
    ) -> Self {
        Input {
            kind,
            what,
            large: kind == Kind::Big,
            assumed: false,
            seed: fnv1a(format!("{id}/{}", kind.name()).as_bytes()),
            write: Box::new(write),
        }
    }

    /// The same input, marked 100 MB or more (skipped by `--quick`).
    pub fn large(mut self) -> Self {
        self.large = true;
        self
    }

    /// The same input, marked as holding an assumed number of cases.
    pub fn assumed(mut self) -> Self {
        self.assumed = true;
        self
    }

    /// Its file name, without `.in`.
    pub fn name(&self) -> &'static str {
        self.kind.name()
    }

    /// What identifies the bytes it generates: a cached file with another key is made again.
    pub fn key(&self) -> String {
        format!(
            "generator v{GENERATOR_VERSION}, seed {:#018x}: {}",
            self.seed, self.what
        )
    }

    /// Writes the input into `text`. Deterministic.
    pub fn generate(&self, text: &mut Text) {
        let mut rng = Rng::new(self.seed);
        (self.write)(text, &mut rng);
    }
}

/// FNV-1a, 64 bits: a stable hash (seeds, output fingerprints). O(len).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// How the cases of a multi-case input are framed.
#[derive(Debug, Clone, Copy)]
pub enum Framing {
    /// Cases follow one another to the end of the input.
    ToEnd,
    /// Cases follow one another, then this terminator line.
    Terminated(&'static [u64]),
    /// A count line first; the ~100 MB input holds this many cases (a count must be known
    /// before the cases are written).
    Counted {
        /// The case count of the ~100 MB input.
        big_cases: u64,
    },
}

impl Framing {
    fn write(self, t: &mut Text, r: &mut Rng, cases: Cases, case: impl Fn(&mut Text, &mut Rng)) {
        if let (Framing::Counted { .. }, Cases::Exactly(n)) = (self, cases) {
            t.line(&[n]);
        }
        match cases {
            Cases::Exactly(n) => (0..n).for_each(|_| case(t, r)),
            Cases::UpToBytes(bytes) => {
                while t.len() < bytes {
                    case(t, r);
                }
            }
        }
        if let Framing::Terminated(end) = self {
            t.line(end);
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum Cases {
    Exactly(u64),
    UpToBytes(u64),
}

/// A worst case for a problem whose cases stand alone: `cases` of them (an assumed count: the
/// judge gives none), each written by `case`, framed by `framing`.
pub fn per_line(
    id: &str,
    cases: u64,
    what: &str,
    framing: Framing,
    case: impl Fn(&mut Text, &mut Rng) + 'static,
) -> Vec<Input> {
    let what = format!("{cases} {what} (case count assumed)");
    vec![Input::new(id, Kind::Worst, what, move |t, r| {
        framing.write(t, r, Cases::Exactly(cases), &case);
    })
    .assumed()]
}

/// The worst case of a problem whose cases are one number each: 10^6 of them (100 at small
/// scale; an assumed count), uniform in `low..=high` (the judge's range), framed by `framing`.
pub fn uniform_numbers(id: &str, s: Scale, low: u64, high: u64, framing: Framing) -> Vec<Input> {
    let what = format!("n uniform in {low}..={high} (judge max), one a line");
    per_line(id, s.pick(1_000_000, 100), &what, framing, move |t, r| {
        t.line(&[r.range(low, high)]);
    })
}

/// The three inputs of a streaming problem: the worst case (`worst_cases` cases), one maximal
/// case, and cases to ~100 MB (`scale.big()` bytes), each case written by `case` and described
/// by `each`. With [`Framing::Counted`], `worst_cases` is the judge's maximum count and the
/// worst case is 100 MB or more.
pub fn streamed(
    id: &str,
    scale: Scale,
    worst_cases: u64,
    each: &str,
    framing: Framing,
    case: impl Fn(&mut Text, &mut Rng) + Copy + 'static,
) -> Vec<Input> {
    let (worst_what, big, big_what) = match framing {
        Framing::Counted { big_cases } => (
            format!("{worst_cases} (judge max) cases of {each}"),
            Cases::Exactly(big_cases),
            format!("{big_cases} cases of {each}"),
        ),
        _ => (
            format!("{worst_cases} cases (count assumed) of {each}"),
            Cases::UpToBytes(scale.big()),
            format!("cases of {each}, to {} bytes", scale.big()),
        ),
    };
    let worst = Input::new(id, Kind::Worst, worst_what, move |t, r| {
        framing.write(t, r, Cases::Exactly(worst_cases), case);
    });
    vec![
        match framing {
            Framing::Counted { .. } => worst.large(),
            _ => worst.assumed(),
        },
        Input::new(
            id,
            Kind::Single,
            format!("1 case of {each}"),
            move |t, r| {
                framing.write(t, r, Cases::Exactly(1), case);
            },
        ),
        Input::new(id, Kind::Big, big_what, move |t, r| {
            framing.write(t, r, big, case);
        }),
    ]
}

/// Fisher–Yates. O(len).
pub fn shuffle<T>(items: &mut [T], r: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, r.below(i + 1));
    }
}

/// A Nim case as `n` on its line, then `n` piles in `1..=max` on the next.
pub fn nim_case(t: &mut Text, r: &mut Rng, n: u64, max: u64) {
    t.line(&[n]);
    for i in 0..n {
        if i > 0 {
            t.space();
        }
        t.num(r.range(1, max));
    }
    t.newline();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text_of(input: &Input) -> String {
        let mut out = Vec::new();
        let mut text = Text::new(&mut out);
        input.generate(&mut text);
        text.finish().unwrap();
        String::from_utf8(out).unwrap()
    }

    fn one(t: &mut Text, r: &mut Rng) {
        t.line(&[r.range(1, 9)]);
    }

    #[test]
    fn framings_write_counts_and_terminators() {
        let lines = |input: &Input| text_of(input).lines().count();
        let ended = streamed("x", Scale::Small, 3, "d", Framing::Terminated(&[0, 0]), one);
        assert_eq!(lines(&ended[0]), 4);
        assert!(text_of(&ended[0]).ends_with("\n0 0\n"));
        assert_eq!(lines(&ended[1]), 2);
        assert!(text_of(&ended[2]).len() >= 20_000);
        let counted = streamed(
            "x",
            Scale::Small,
            3,
            "d",
            Framing::Counted { big_cases: 5 },
            one,
        );
        assert!(text_of(&counted[0]).starts_with("3\n") && counted[0].large);
        assert!(ended[0].assumed && !counted[0].assumed && !ended[1].assumed);
        assert_eq!(lines(&counted[1]), 2);
        assert_eq!(lines(&counted[2]), 6);
        let to_end = per_line("x", 7, "d", Framing::ToEnd, one);
        assert_eq!(lines(&to_end[0]), 7);
        assert!(to_end[0].assumed);
    }

    #[test]
    fn seeds_differ_by_problem_and_kind() {
        let a = Input::new("a", Kind::Worst, String::new(), one);
        let b = Input::new("b", Kind::Worst, String::new(), one);
        let c = Input::new("a", Kind::Single, String::new(), one);
        assert_ne!(a.key(), b.key());
        assert_ne!(a.key(), c.key());
        assert_eq!(text_of(&a), text_of(&a));
    }
}
