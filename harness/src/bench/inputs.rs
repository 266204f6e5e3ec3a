//! The judges' limits and the benchmark's inputs, per problem: a worst case at the judge's upper
//! limits (stressing what is expensive for that problem), a one-case input for the table-building
//! problems (the table's cost alone), and for the streaming problems one maximal case and a
//! ~100 MB multi-case input (their peak memory must match).
//!
//! Written from the specs in `shared/problems/<id>.md`. Where a judge bounds neither the number
//! of cases nor the file size, the worst case assumes a count (stated in its description) that
//! makes an input of roughly 10–20 MB, beyond the judge data of that era.
//! Every input is deterministic: its seed comes from its problem id and name.

use super::text::Text;
use crate::rng::Rng;

/// Bump when a generator changes what it writes: cached inputs are then made again.
pub const GENERATOR_VERSION: u32 = 1;

/// The size of the larger-than-judge inputs of the streaming problems.
pub const BIG_BYTES: u64 = 100_000_000;

/// A judge's limits for one problem, from its spec.
#[derive(Debug, Clone, Copy)]
pub struct Judge {
    /// The problem's id.
    pub id: &'static str,
    /// Time limit in milliseconds.
    pub time_ms: u64,
    /// Memory limit in KiB (a judge's "32 MB" is 32768 KiB; POJ's "10000K" is 10000 KiB).
    pub memory_kib: u64,
    /// Whether input size is the problem's cost (it gets a ~100 MB input).
    pub streaming: bool,
    /// Whether the problem builds a table (it gets a one-case input that costs the table alone).
    pub table: bool,
}

const fn judge(id: &'static str, time_ms: u64, memory_kib: u64) -> Judge {
    Judge {
        id,
        time_ms,
        memory_kib,
        streaming: false,
        table: false,
    }
}

const fn streaming(judge: Judge) -> Judge {
    Judge {
        streaming: true,
        ..judge
    }
}

const fn table(judge: Judge) -> Judge {
    Judge {
        table: true,
        ..judge
    }
}

const MB32: u64 = 32 * 1024;
const MB64: u64 = 64 * 1024;

/// Every wave-1 problem with its judge's limits (the strictest where two judges host it), in the
/// specs' README order.
pub const JUDGES: &[Judge] = &[
    streaming(judge("hdu2176", 1000, MB32)),
    judge("poj1067", 1000, 10_000), // POJ 10000K; HDU 1527 has 32 MB
    table(judge("hdu1536", 1000, MB32)),
    judge("poj1740", 1000, 30_000),
    streaming(judge("poj2234", 1000, MB64)),
    judge("poj2348", 1000, MB64),
    table(judge("hdu1404", 1000, MB32)),
    streaming(table(judge("hdu1524", 1000, MB32))),
    judge("hdu1517", 1000, MB64),
    judge("hdu1564", 1000, MB32),
    table(judge("hdu1729", 1000, MB32)),
    streaming(judge("poj2975", 1000, MB64)),
    streaming(judge("nim_ritual", 1000, 256 * 1024)),
    judge("hdu1850", 1000, MB32),
    judge("hdu1846", 1000, MB32),
    judge("hdu2516", 1000, MB32),
    judge("hdu1847", 1000, MB32),
];

/// The limits of problem `id`.
pub fn find(id: &str) -> Option<&'static Judge> {
    JUDGES.iter().find(|j| j.id == id)
}

/// Full inputs for the benchmark, or small ones of the same shape for the tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// The sizes the benchmark measures.
    Full,
    /// The same generators with small sizes: valid inputs that a debug binary runs at once.
    Small,
}

impl Scale {
    fn pick(self, full: u64, small: u64) -> u64 {
        match self {
            Scale::Full => full,
            Scale::Small => small,
        }
    }

    fn big(self) -> u64 {
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
    /// A short label for tables.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Worst => "worst",
            Kind::Table => "table",
            Kind::Single => "single",
            Kind::Big => "100 MB",
        }
    }
}

type Write = Box<dyn Fn(&mut Text, &mut Rng)>;

/// One generated input: what it is, and how to write it.
pub struct Input {
    /// Its file name, without `.in`.
    pub name: &'static str,
    /// What it is for.
    pub kind: Kind,
    /// What it holds and which limits it reaches.
    pub what: String,
    /// 100 MB or more: `--quick` skips it.
    pub large: bool,
    seed: u64,
    write: Write,
}

impl Input {
    fn new(
        id: &str,
        kind: Kind,
        what: String,
        write: impl Fn(&mut Text, &mut Rng) + 'static,
    ) -> Self {
        let name = match kind {
            Kind::Worst => "worst",
            Kind::Table => "table",
            Kind::Single => "single",
            Kind::Big => "big",
        };
        Input {
            name,
            kind,
            what,
            large: kind == Kind::Big,
            seed: fnv1a(format!("{id}/{name}").as_bytes()),
            write: Box::new(write),
        }
    }

    fn large(mut self) -> Self {
        self.large = true;
        self
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

/// The inputs of problem `id` at `scale` (empty for an id without generators).
pub fn inputs(id: &str, scale: Scale) -> Vec<Input> {
    let s = scale;
    match id {
        "hdu2176" => hdu2176(id, s),
        "poj1067" => per_line(id, s, 1_000_000, "pairs a b ≤ 10^9, half of them losing (a = ⌊kφ⌋, b = a + k)", None, wythoff_pair),
        "hdu1536" => hdu1536(id, s),
        "poj1740" => per_line(id, s, 1_000_000, "cases of n = 10 (judge max) piles ≤ 100, half of them paired (losing), to sort", Some(&[0]), stones_case),
        "poj2234" => poj2234(id, s),
        "poj2348" => per_line(id, s, 1_000_000, "pairs < 2^31 that are multiples of consecutive Fibonacci numbers (up to 45 forced moves each)", Some(&[0, 0]), euclid_pair),
        "hdu1404" => hdu1404(id, s),
        "hdu1524" => hdu1524(id, s),
        "hdu1517" => per_line(id, s, 1_000_000, "n uniform in 2..=4294967294 (judge max 2^32 - 2)", None, |t, r| t.line(&[r.range(2, 4_294_967_294)])),
        "hdu1564" => per_line(id, s, 1_000_000, "n uniform in 1..=10000 (judge max)", Some(&[0]), |t, r| t.line(&[r.range(1, 10_000)])),
        "hdu1729" => hdu1729(id, s),
        "poj2975" => poj2975(id, s),
        "nim_ritual" => nim_ritual(id, s),
        "hdu1850" => per_line(id, s, 20_000, "cases of M = 100 (judge max) piles ≤ 10^6", Some(&[0]), |t, r| nim_case(t, r, 100, 1_000_000)),
        "hdu1846" => hdu1846(id, s),
        "hdu2516" => per_line(id, s, 1_000_000, "n < 2^31, half of them Fibonacci numbers (losing), half uniform", Some(&[0]), fibonacci_nim),
        "hdu1847" => per_line(id, s, 1_000_000, "n uniform in 1..=1000 (judge max)", None, |t, r| t.line(&[r.range(1, 1000)])),
        _ => Vec::new(),
    }
}

/// A worst case for a problem whose cases stand alone to the end of the input (or a terminator):
/// `cases` of them (an assumed count: the judge gives none), each written by `case`.
fn per_line(
    id: &str,
    s: Scale,
    cases: u64,
    what: &str,
    terminator: Option<&'static [u64]>,
    case: fn(&mut Text, &mut Rng),
) -> Vec<Input> {
    let count = s.pick(cases, 100);
    let what = format!("{count} {what} (case count assumed)");
    vec![Input::new(id, Kind::Worst, what, move |t, r| {
        for _ in 0..count {
            case(t, r);
        }
        if let Some(end) = terminator {
            t.line(end);
        }
    })]
}

/// Fisher–Yates. O(len).
fn shuffle<T>(items: &mut [T], r: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, r.below(i + 1));
    }
}

/// A Nim case as `n` on its line, then `n` piles in `1..=max` on the next.
fn nim_case(t: &mut Text, r: &mut Rng, n: u64, max: u64) {
    t.line(&[n]);
    for i in 0..n {
        if i > 0 {
            t.space();
        }
        t.num(r.range(1, max));
    }
    t.newline();
}

/// hdu2176: output-heavy Nim cases. All piles but one lie in [2^30, 2^31): an odd number of them
/// has bit 30, so the nim-sum has it too and each of them has a winning move (m − 1 lines out).
fn hdu2176(id: &str, s: Scale) -> Vec<Input> {
    let m = s.pick(200_000, 50);
    let case = move |t: &mut Text, r: &mut Rng| {
        t.line(&[m]);
        let low = r.range(0, m - 1);
        for i in 0..m {
            if i > 0 {
                t.space();
            }
            t.num(if i == low {
                r.range(1, (1 << 30) - 1)
            } else {
                r.range(1 << 30, (1 << 31) - 1)
            });
        }
        t.newline();
    };
    let cases = s.pick(10, 3);
    let big = s.big();
    let each = format!(
        "m = {m} (judge max) piles < 2^31, {} winning moves each",
        m - 1
    );
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!("{cases} cases (count assumed) of {each}: output-heavy"),
            move |t, r| {
                (0..cases).for_each(|_| case(t, r));
                t.line(&[0]);
            },
        ),
        Input::new(
            id,
            Kind::Single,
            format!("1 case of {each}"),
            move |t, r| {
                case(t, r);
                t.line(&[0]);
            },
        ),
        Input::new(
            id,
            Kind::Big,
            format!("cases of {each}, to {big} bytes"),
            move |t, r| {
                while t.len() < big {
                    case(t, r);
                }
                t.line(&[0]);
            },
        ),
    ]
}

/// ⌊√v⌋, exact. O(1).
fn isqrt(v: u64) -> u64 {
    let mut x = (v as f64).sqrt() as u64;
    while !matches!(x.checked_mul(x), Some(sq) if sq <= v) {
        x -= 1;
    }
    while (x + 1).checked_mul(x + 1).is_some_and(|sq| sq <= v) {
        x += 1;
    }
    x
}

/// poj1067: a Wythoff pair ≤ 10^9, a losing one (⌊kφ⌋, ⌊kφ⌋ + k) half of the time.
fn wythoff_pair(t: &mut Text, r: &mut Rng) {
    const MAX: u64 = 1_000_000_000;
    let (a, b) = if r.chance(1, 2) {
        // ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2; ⌊kφ⌋ + k ≤ 10^9 needs k ≤ 10^9 / φ² ≈ 381966011.
        let k = r.range(0, 381_966_011);
        let a = (k + isqrt(5 * k * k)) / 2;
        (a, a + k)
    } else {
        (r.range(0, MAX), r.range(0, MAX))
    };
    if r.chance(1, 2) {
        t.line(&[a, b]);
    } else {
        t.line(&[b, a]);
    }
}

/// hdu1536: cases of k = 100 set members (small ones, so each SG value looks at all of them,
/// plus one larger than every heap), m = 100 positions of l = 100 heaps ≤ 10000, one of them
/// 10000 (the whole table).
fn hdu1536(id: &str, s: Scale) -> Vec<Input> {
    let (k, m, l, top) = (
        s.pick(100, 5),
        s.pick(100, 3),
        s.pick(100, 4),
        s.pick(10_000, 100),
    );
    let case = move |t: &mut Text, r: &mut Rng, m: u64, l: u64| {
        t.num(k);
        for i in 0..k {
            t.space();
            t.num(if i == k / 2 {
                10_000
            } else {
                r.range(1, k * 3 / 2)
            });
        }
        t.newline();
        t.line(&[m]);
        for p in 0..m {
            t.num(l);
            for h in 0..l {
                t.space();
                t.num(if p == 0 && h == 0 {
                    top
                } else {
                    r.range(0, top)
                });
            }
            t.newline();
        }
    };
    let cases = s.pick(100, 3);
    let each = format!("k = {k}, m = {m}, l = {l} (judge maxima), heaps ≤ {top}, a table to {top}");
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!("{cases} cases (count assumed) of {each}"),
            move |t, r| {
                (0..cases).for_each(|_| case(t, r, m, l));
                t.line(&[0]);
            },
        ),
        Input::new(
            id,
            Kind::Table,
            format!("1 case, k = {k}, one heap of {top}: the table to {top} alone"),
            move |t, r| {
                case(t, r, 1, 1);
                t.line(&[0]);
            },
        ),
    ]
}

/// poj1740: n = 10 piles ≤ 100; half of the cases pair off (losing: the solution must sort).
fn stones_case(t: &mut Text, r: &mut Rng) {
    let mut piles = [0u64; 10];
    if r.chance(1, 2) {
        for i in 0..5 {
            let v = r.range(1, 100);
            piles[2 * i] = v;
            piles[2 * i + 1] = v;
        }
        shuffle(&mut piles, r);
    } else {
        piles.iter_mut().for_each(|p| *p = r.range(1, 100));
    }
    t.line(&[10]);
    t.line(&piles);
}

/// poj2234: lines of M = 20 piles ≤ 10^7.
fn poj2234(id: &str, s: Scale) -> Vec<Input> {
    let case = |t: &mut Text, r: &mut Rng| {
        t.num(20);
        for _ in 0..20 {
            t.space();
            t.num(r.range(1, 10_000_000));
        }
        t.newline();
    };
    let cases = s.pick(100_000, 100);
    let big = s.big();
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!("{cases} cases (count assumed) of M = 20 (judge max) piles ≤ 10^7"),
            move |t, r| {
                (0..cases).for_each(|_| case(t, r));
            },
        ),
        Input::new(
            id,
            Kind::Single,
            "1 case of M = 20 piles ≤ 10^7".to_string(),
            move |t, r| case(t, r),
        ),
        Input::new(
            id,
            Kind::Big,
            format!("cases of M = 20 piles ≤ 10^7, to {big} bytes"),
            move |t, r| {
                while t.len() < big {
                    case(t, r);
                }
            },
        ),
    ]
}

/// poj2348: c·(F(k+1), F(k)) < 2^31 for k in 20..=45, either order: the longest forced chains.
fn euclid_pair(t: &mut Text, r: &mut Rng) {
    let mut fib = [0u64; 47];
    fib[1] = 1;
    for i in 2..47 {
        fib[i] = fib[i - 1] + fib[i - 2];
    }
    let k = r.range(20, 45) as usize;
    let c = r.range(1, ((1u64 << 31) - 1) / fib[k + 1]);
    let (a, b) = (c * fib[k + 1], c * fib[k]);
    if r.chance(1, 2) {
        t.line(&[a, b]);
    } else {
        t.line(&[b, a]);
    }
}

/// hdu1404: digit strings: mostly 6 digits, some shorter, some with a leading 0.
fn hdu1404(id: &str, s: Scale) -> Vec<Input> {
    let cases = s.pick(1_000_000, 100);
    let case = |t: &mut Text, r: &mut Rng| {
        let len = if r.chance(9, 10) { 6 } else { r.range(1, 6) };
        let leading_zero = r.chance(1, 20);
        let mut digits = [0u8; 7];
        for (i, d) in digits[..len as usize].iter_mut().enumerate() {
            *d = if i == 0 && !leading_zero {
                b'1' + r.range(0, 8) as u8
            } else if i == 0 {
                b'0'
            } else {
                b'0' + r.range(0, 9) as u8
            };
        }
        digits[len as usize] = b'\n';
        t.bytes(&digits[..=len as usize]);
    };
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!(
                "{cases} strings (count assumed), 90% of 6 digits (judge max), 5% with a leading 0"
            ),
            move |t, r| {
                (0..cases).for_each(|_| case(t, r));
            },
        ),
        Input::new(
            id,
            Kind::Table,
            "1 string of 6 digits: the table of all strings up to 6 digits alone".to_string(),
            |t, _| {
                t.bytes(b"123456\n");
            },
        ),
    ]
}

/// hdu1524: the complete DAG on N positions under a random labelling (position perm[i] has an
/// edge to every perm[j], j > i, listed in random order): the most edges, and a path through all
/// N positions (SG values up to N − 1); then `queries` query lines of M = 10 pieces.
fn chess_case(t: &mut Text, r: &mut Rng, n: u64, queries: u64) {
    let n = n as usize;
    let mut perm: Vec<u64> = (0..n as u64).collect();
    shuffle(&mut perm, r);
    let mut rank = vec![0usize; n];
    for (i, &p) in perm.iter().enumerate() {
        rank[p as usize] = i;
    }
    t.line(&[n as u64]);
    let mut targets = Vec::with_capacity(n);
    for &i in &rank {
        targets.clear();
        targets.extend_from_slice(&perm[i + 1..]);
        shuffle(&mut targets, r);
        t.num(targets.len() as u64);
        for &v in &targets {
            t.space();
            t.num(v);
        }
        t.newline();
    }
    for _ in 0..queries {
        t.num(10);
        for _ in 0..10 {
            t.space();
            t.num(r.range(0, n as u64 - 1));
        }
        t.newline();
    }
    t.line(&[0]);
}

fn hdu1524(id: &str, s: Scale) -> Vec<Input> {
    let (n, queries) = (s.pick(1000, 8), s.pick(10_000, 3));
    let edges = n * (n - 1) / 2;
    let each = format!(
        "N = {n} (judge max), the complete DAG ({edges} edges, a path of {} moves)",
        n - 1
    );
    let cases = s.pick(10, 2);
    let big = s.big();
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!(
                "{cases} cases (count assumed) of {each}, {queries} queries of M = 10 (judge max)"
            ),
            move |t, r| {
                (0..cases).for_each(|_| chess_case(t, r, n, queries));
            },
        ),
        Input::new(
            id,
            Kind::Table,
            format!("1 case of {each}, 1 query: the SG table alone"),
            move |t, r| {
                chess_case(t, r, n, 1);
            },
        ),
        Input::new(
            id,
            Kind::Single,
            format!("1 case of {each}, {queries} queries of M = 10"),
            move |t, r| {
                chess_case(t, r, n, queries);
            },
        ),
        Input::new(
            id,
            Kind::Big,
            format!("cases of {each}, {queries} queries, to {big} bytes"),
            move |t, r| {
                while t.len() < big {
                    chess_case(t, r, n, queries);
                }
            },
        ),
    ]
}

/// hdu1729: cases of N = 50 boxes with s near 10^6: half of them with c ≤ 3 (the deepest
/// recursion), a quarter empty (c = 0), a quarter with c anywhere.
fn hdu1729(id: &str, s: Scale) -> Vec<Input> {
    let case = |t: &mut Text, r: &mut Rng| {
        t.line(&[50]);
        for _ in 0..50 {
            let size = r.range(900_000, 1_000_000);
            let count = match r.range(0, 3) {
                0 | 1 => r.range(1, 3),
                2 => 0,
                _ => r.range(0, size),
            };
            t.line(&[size, count]);
        }
    };
    let cases = s.pick(20_000, 5);
    vec![
        Input::new(id, Kind::Worst, format!("{cases} cases (count assumed) of N = 50 (judge max) boxes, s ≤ 10^6, half with c ≤ 3 (deepest recursion)"), move |t, r| {
            (0..cases).for_each(|_| case(t, r));
            t.line(&[0]);
        }),
        Input::new(id, Kind::Table, "1 case of N = 50 boxes, s ≤ 10^6".to_string(), move |t, r| {
            case(t, r);
            t.line(&[0]);
        }),
    ]
}

/// poj2975: cases of n = 1000 piles ≤ 10^9.
fn poj2975(id: &str, s: Scale) -> Vec<Input> {
    let n = s.pick(1000, 20);
    let cases = s.pick(2000, 5);
    let big = s.big();
    let each = format!("n = {n} (judge max) piles ≤ 10^9");
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!("{cases} cases (count assumed) of {each}"),
            move |t, r| {
                (0..cases).for_each(|_| nim_case(t, r, n, 1_000_000_000));
                t.line(&[0]);
            },
        ),
        Input::new(
            id,
            Kind::Single,
            format!("1 case of {each}"),
            move |t, r| {
                nim_case(t, r, n, 1_000_000_000);
                t.line(&[0]);
            },
        ),
        Input::new(
            id,
            Kind::Big,
            format!("cases of {each}, to {big} bytes"),
            move |t, r| {
                while t.len() < big {
                    nim_case(t, r, n, 1_000_000_000);
                }
                t.line(&[0]);
            },
        ),
    ]
}

/// nim_ritual: t cases of n heaps ≤ 10^6; the judge's maximum (t = 100, n = 10^6) is ~690 MB.
fn nim_ritual(id: &str, s: Scale) -> Vec<Input> {
    let n = s.pick(1_000_000, 100);
    let each = format!("n = {n} (judge max) heaps ≤ 10^6");
    let counted = move |t: &mut Text, r: &mut Rng, cases: u64| {
        t.line(&[cases]);
        (0..cases).for_each(|_| nim_case(t, r, n, 1_000_000));
    };
    // ~6.9 bytes a heap: 15 cases make just over 100 MB.
    let (worst, big) = (s.pick(100, 3), s.pick(15, 2));
    vec![
        Input::new(
            id,
            Kind::Worst,
            format!("t = {worst} (judge max) cases of {each}: 10^8 numbers"),
            move |t, r| counted(t, r, worst),
        )
        .large(),
        Input::new(
            id,
            Kind::Single,
            format!("t = 1 case of {each}"),
            move |t, r| counted(t, r, 1),
        ),
        Input::new(
            id,
            Kind::Big,
            format!("t = {big} cases of {each}"),
            move |t, r| counted(t, r, big),
        ),
    ]
}

/// hdu1846: the judge's maximum, C = 100 cases of n, m ≤ 1000.
fn hdu1846(id: &str, s: Scale) -> Vec<Input> {
    let cases = s.pick(100, 5);
    vec![Input::new(
        id,
        Kind::Worst,
        format!("C = {cases} (judge max) cases of n, m ≤ 1000"),
        move |t, r| {
            t.line(&[cases]);
            for _ in 0..cases {
                t.line(&[r.range(1, 1000), r.range(1, 1000)]);
            }
        },
    )]
}

/// hdu2516: n < 2^31; half of them Fibonacci numbers ≥ 2 (losing), half uniform.
fn fibonacci_nim(t: &mut Text, r: &mut Rng) {
    let n = if r.chance(1, 2) {
        // F(3) = 2 … F(46) = 1836311903 < 2^31.
        let k = r.range(3, 46);
        let (mut a, mut b) = (1u64, 1u64);
        for _ in 2..k {
            (a, b) = (b, a + b);
        }
        b
    } else {
        r.range(2, (1 << 31) - 1)
    };
    t.line(&[n]);
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

    #[test]
    fn every_judge_has_inputs_of_the_kinds_it_needs() {
        assert_eq!(JUDGES.len(), 17);
        for judge in JUDGES {
            let inputs = inputs(judge.id, Scale::Small);
            let has = |kind| inputs.iter().any(|i| i.kind == kind);
            assert!(has(Kind::Worst), "{}", judge.id);
            assert_eq!(has(Kind::Table), judge.table, "{}", judge.id);
            assert_eq!(has(Kind::Big), judge.streaming, "{}", judge.id);
            assert_eq!(has(Kind::Single), judge.streaming, "{}", judge.id);
        }
    }

    #[test]
    fn generation_is_deterministic() {
        for judge in JUDGES {
            for input in inputs(judge.id, Scale::Small) {
                assert_eq!(text_of(&input), text_of(&input), "{}", judge.id);
            }
        }
    }

    #[test]
    fn exact_floor_of_k_phi() {
        assert_eq!(isqrt(0), 0);
        assert_eq!(isqrt(24), 4);
        assert_eq!(isqrt(25), 5);
        assert_eq!(isqrt(u64::MAX), u32::MAX as u64);
        // The losing Wythoff positions begin (0,0), (1,2), (3,5), (4,7), (6,10).
        let a: Vec<u64> = (0..5).map(|k| (k + isqrt(5 * k * k)) / 2).collect();
        assert_eq!(a, [0, 1, 3, 4, 6]);
    }

    #[test]
    fn output_heavy_nim_has_a_move_on_all_piles_but_one() {
        let input = &inputs("hdu2176", Scale::Small)[1];
        let text = text_of(input);
        let piles: Vec<u64> = text
            .split_whitespace()
            .skip(1)
            .map(|v| v.parse().unwrap())
            .collect();
        let piles = &piles[..piles.len() - 1];
        let x = piles.iter().fold(0, |x, p| x ^ p);
        let winning = piles.iter().filter(|&&p| p ^ x < p).count();
        assert_eq!(winning, piles.len() - 1);
    }
}
