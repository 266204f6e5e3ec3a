//! Periods of SG sequences, certified by the game's own theorem, and `g(n)` for any `n < 2^64`.
//!
//! A sequence is **(arithmetic-)periodic** with preperiod `e`, period `p` and saltus `s` when
//! `g(n + p) = g(n) + s` for every `n ≥ e` (`s = 0`: plain periodicity). Seeing it in finitely
//! many values proves nothing by itself; what proves it here:
//!
//! - **Finite take-and-break codes** ([`Certificate::Code`]): the Guy–Smith periodicity theorem
//!   (Guy and Smith 1956; Winning Ways ch. 4, "The periodicity theorem"), in the form proven in
//!   [`horizon`]: if a move removes at most `t` tokens and leaves at most `j` heaps, and
//!   `g(n + p) = g(n)` for all `e ≤ n < j·e' + (j − 1)·p + t` where `e' = max(e, 1)`, then it
//!   holds for every `n ≥ e`. For `j = 2` and `e ≥ 1` this is the classical `e ≤ n < 2e + p + t`;
//!   `j = 1` covers subtraction games (a repeat of `t` = max(S) values), `j = 3` hexadecimal codes
//!   with bit 8. `e' = max(e, 1)` is the guard for preperiod 0: a heap of 0 is no heap, so the
//!   induction can only start at 1 (see [`horizon`]).
//! - **Theorems with a closed form** ([`Certificate::Theorem`]): Nim (`g(n) = n`, Bouton 1901),
//!   Lasker's Nim (Winning Ways ch. 4) and `split3`, its three-way-split twin (proven in
//!   `problems/hdu5795/README.md`), all arithmetic-periodic.
//! - **Arithmetic periods of codes with bit 8** ([`Proof::Arithmetic`]): the theorem proven in
//!   `core/src/arithmetic_periods.md` (a sufficient test for a saltus `s = 2^m`: every residue
//!   mod `s` reached by explicit splits computed from one period, [`arithmetic_test`], and
//!   `g(n + p) = g(n) + s` checked over a window [`arithmetic_window`] computed from the same
//!   values). Tried on the arithmetic period the values show when no plain period is seen.
//! - Nothing else: Grundy's game, subtraction of Fibonacci numbers or of squares, and arithmetic
//!   periods the test does not prove (a saltus that is not a power of two, such as `0.3F`'s 3)
//!   are reported as *observed*, never as proven.
//!
//! A plain period found is the least one and the preperiod the least for it: candidates are tried
//! in increasing order of `p`, a certified `(e, p)` is a true period of the infinite sequence,
//! and every period is a multiple of the least, whose least preperiod is no larger. An arithmetic
//! period certified is the least one the values show ([`observe_arithmetic`]) with its least
//! preperiod there; a shorter one that would show only past the values is not excluded.
//!
//! ```
//! use game_core::octal::Game;
//! use game_core::period::analyse;
//!
//! // Kayles: preperiod 71, period 12 (Guy and Smith 1956).
//! let kayles = Game::parse("kayles").unwrap();
//! let analysis = analyse(&kayles, 1 << 12, &mut |_| {});
//! let solved = analysis.solved.unwrap();
//! let p = solved.periodicity();
//! assert_eq!((p.preperiod, p.period, p.saltus), (71, 12, 0));
//! // g(10^18) from the period: 10^18 ≡ 4 (mod 12) (10^18 is 0 mod 4 and 1 mod 3), so
//! // g(10^18) = g(76) (76 ≥ 71 and 76 ≡ 4), and g(76) = 1 in Winning Ways' table of Kayles.
//! assert_eq!(solved.at(1_000_000_000_000_000_000), Some(1));
//! ```

use super::octal::{Code, Game, Rules, Values, LEAVE_THREE, LEAVE_TWO};

/// `g(n + period) = g(n) + saltus` for every `n ≥ preperiod`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// The first `n` from which the relation holds.
    pub preperiod: usize,
    /// The period, at least 1.
    pub period: usize,
    /// What a period adds (0 for plain periodicity).
    pub saltus: u64,
}

/// What can prove a game's periodicity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Certificate {
    /// A finite code: moves remove at most `max_removal` tokens and leave at most `heaps` heaps;
    /// a period is proven by values agreeing up to [`horizon`].
    Code {
        /// `j`: 1 (no splitting), 2 (octal splits) or 3 (hexadecimal bit 8).
        heaps: usize,
        /// `t`: the largest number of tokens a move removes.
        max_removal: usize,
    },
    /// A theorem gives the closed form.
    Theorem {
        /// The periodicity it proves.
        periodicity: Periodicity,
        /// Its first values, `g(0), …, g(preperiod + period − 1)`.
        table: &'static [u32],
        /// Where it is proven.
        source: &'static str,
    },
    /// No certificate is known: patterns are only observed.
    None {
        /// Why.
        why: &'static str,
    },
}

impl Certificate {
    /// The certificate of `game`. O(t).
    pub fn of(game: &Game) -> Certificate {
        match game.rules() {
            Rules::Code(code) => Certificate::Code {
                heaps: code.max_heaps(),
                max_removal: code.max_removal(),
            },
            Rules::Nim => Certificate::Theorem {
                periodicity: Periodicity {
                    preperiod: 0,
                    period: 1,
                    saltus: 1,
                },
                table: &[0],
                source: "g(n) = n (Bouton 1901)",
            },
            Rules::Lasker => Certificate::Theorem {
                periodicity: Periodicity {
                    preperiod: 1,
                    period: 4,
                    saltus: 4,
                },
                table: &[0, 1, 2, 4, 3],
                source: "g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 \
                         (Lasker 1931; Winning Ways ch. 4)",
            },
            Rules::Split3 => Certificate::Theorem {
                periodicity: Periodicity {
                    preperiod: 1,
                    period: 8,
                    saltus: 8,
                },
                table: &[0, 1, 2, 3, 4, 5, 6, 8, 7],
                source: "g(8k+7) = 8k+8, g(8k+8) = 8k+7, else g(n) = n \
                         (induction over n: problems/hdu5795/README.md)",
            },
            Rules::Grundy => Certificate::None {
                why: "Grundy's game is not a finite code: no periodicity theorem applies \
                      (unsolved; no period in its first 2^35 values, Flammenkamp)",
            },
            Rules::Fibonacci | Rules::Square => Certificate::None {
                why: "an infinite subtraction set: no periodicity theorem applies",
            },
        }
    }

    /// The number of values that prove preperiod `e` and period `p`: [`horizon`]` + p`, or `None`
    /// without a [`Certificate::Code`] (or on overflow). O(1).
    pub fn needed(&self, e: usize, p: usize) -> Option<usize> {
        match *self {
            Certificate::Code { heaps, max_removal } => {
                horizon(heaps, max_removal, e, p).and_then(|h| h.checked_add(p))
            }
            _ => None,
        }
    }
}

/// The end `H` of the range `e ≤ n < H` over which `g(n + p) = g(n)` proves periodicity (from `e`,
/// with period `p`) of a game whose moves remove at most `t` tokens and leave at most `j` heaps:
/// `H = j·e' + (j − 1)·p + t` with `e' = max(e, 1)`. O(1); `None` on overflow.
///
/// Proof (Guy and Smith's induction, extended to `j` heaps). Let `n ≥ H`, and suppose
/// `g(m + p) = g(m)` for `e ≤ m < n`. A move from `n + p` removes `k ≤ t` tokens and leaves
/// `l ≤ j` heaps summing to `n + p − k`; its largest heap `c` is at least
/// `(n + p − k)/l ≥ (j·e' + j·p)/j = e' + p`, so `c − p ≥ e' ≥ 1` is still a heap, `g(c − p) =
/// g(c)`, and the same move from `n` (same `k`, `c − p` for `c`) has the same value. Conversely
/// a move from `n` leaves a largest heap `c ≥ (n − k)/l ≥ e'`, and `c + p` gives a move from
/// `n + p` of the same value. Taking the whole heap is impossible from either (`n > t`). So `n`
/// and `n + p` have the same options' values, and `g(n + p) = g(n)`. With `e' = e` when `e = 0`,
/// `c − p` could be 0, which is no heap: a split would become a different move (with
/// `4.` codes, heap 0 is not even an option), and the bound would prove false periods; the
/// tests show one.
pub fn horizon(j: usize, t: usize, e: usize, p: usize) -> Option<usize> {
    let e1 = e.max(1);
    j.checked_mul(e1)?
        .checked_add(j.saturating_sub(1).checked_mul(p)?)?
        .checked_add(t)
}

/// A pattern seen in the values but not proven.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Observed {
    /// The pattern: a period seen over at least two periods and 16 values at the end of the
    /// values, with its least preperiod there.
    pub periodicity: Periodicity,
    /// The number of values it was seen in.
    pub terms: usize,
    /// The number of values that would prove it, if the game has a certificate (for an
    /// arithmetic period: its window, [`arithmetic_window`], once [`arithmetic_test`]'s
    /// coverage holds).
    pub needed: Option<usize>,
}

/// What [`scan`] found in a list of values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Scan {
    /// The least period proven by the certificate, with its least preperiod.
    pub certified: Option<Periodicity>,
    /// Otherwise, the plain period (saltus 0) that needs the fewest values to be proven, among
    /// those holding over the last two periods (and 16 values) at least; of several that need
    /// as many, the shortest; where the rule proves none of them, the shortest.
    pub observed: Option<Observed>,
}

/// Looks for the least period that `values` prove under `certificate` (only
/// [`Certificate::Code`] proves anything here), and the most promising unproven one.
///
/// Periods are tried in increasing order; for each, the last mismatch `g(i) ≠ g(i + p)` is
/// searched from the end, which stops at once for most wrong periods, and the multiples of an
/// observed period are skipped (they have the same preperiod and need more values). O(N) for
/// N values when they have no long periodic tail, O(N · number of distinct observed periods)
/// at worst.
///
/// ```
/// use game_core::period::{scan, Certificate, Periodicity};
///
/// // The subtraction game {1, 2}: g = 0 1 2 0 1 2 …; a period is proven by one window of 2
/// // values repeating, here from n = 0: needs 1 + 2 + 3 = 6 values (e' = 1).
/// let cert = Certificate::Code { heaps: 1, max_removal: 2 };
/// let found = scan(&[0, 1, 2, 0, 1, 2], &cert);
/// let p = Periodicity { preperiod: 0, period: 3, saltus: 0 };
/// assert_eq!(found.certified, Some(p));
/// // Five values are not enough.
/// assert_eq!(scan(&[0, 1, 2, 0, 1], &cert).certified, None);
/// ```
pub fn scan(values: &[u32], certificate: &Certificate) -> Scan {
    scan_by(values, &|e, p| certificate.needed(e, p))
}

/// [`scan`] with any rule for the number of values that prove preperiod `e` and period `p`
/// (`needed(e, p)`, non-decreasing in `e` and in `p`, as [`horizon`] is: once a period needs
/// more values than there are, no longer one is tried; `None`: never proven), e.g. to show that
/// a weaker rule than [`horizon`] proves false periods. Same cost as [`scan`].
pub fn scan_by(values: &[u32], needed: &dyn Fn(usize, usize) -> Option<usize>) -> Scan {
    let n = values.len();
    let mut skip = vec![false; n / 2 + 2];
    let mut observed: Option<Observed> = None;
    for p in 1..n {
        if p < skip.len() && skip[p] {
            continue;
        }
        let needed_at_least = needed(0, p);
        if needed_at_least.is_none() && 2 * p > n {
            break;
        }
        if needed_at_least.is_some_and(|need| need > n) && 2 * p > n {
            break;
        }
        // The largest preperiod that these values could prove with period p.
        let e_max = match needed_at_least {
            Some(need) if need <= n => {
                let (mut lo, mut hi) = (0usize, n);
                // needed(e, p) is non-decreasing in e: binary search the last e that fits.
                while lo < hi {
                    let mid = lo + (hi - lo + 1) / 2;
                    if needed(mid, p).is_some_and(|need| need <= n) {
                        lo = mid;
                    } else {
                        hi = mid - 1;
                    }
                }
                Some(lo)
            }
            _ => None,
        };
        let top = n - p;
        let bottom = e_max.unwrap_or(0).min(top);
        let mismatch = (bottom..top).rev().find(|&i| values[i] != values[i + p]);
        if mismatch.is_none() && e_max.is_some() {
            // Proven: find the least preperiod below.
            let e = (0..bottom)
                .rev()
                .find(|&i| values[i] != values[i + p])
                .map_or(0, |i| i + 1);
            return Scan {
                certified: Some(Periodicity {
                    preperiod: e,
                    period: p,
                    saltus: 0,
                }),
                observed: None,
            };
        }
        // Not proven: the last mismatch lies in `bottom..top` (without a provable preperiod,
        // `bottom` is 0 and the search covered every index).
        let e = mismatch.map_or(0, |i| i + 1);
        if top - e >= (2 * p).max(16) {
            let needed = needed(e, p);
            let better = match (observed, needed) {
                (None, _) => true,
                (Some(o), Some(need)) => o.needed.map_or(true, |old| need < old),
                (Some(_), None) => false,
            };
            if better {
                observed = Some(Observed {
                    periodicity: Periodicity {
                        preperiod: e,
                        period: p,
                        saltus: 0,
                    },
                    terms: n,
                    needed,
                });
            }
            let mut multiple = 2 * p;
            while multiple + e <= n && multiple < skip.len() {
                skip[multiple] = true;
                multiple += p;
            }
        }
    }
    Scan {
        certified: None,
        observed,
    }
}

/// The least arithmetic period (saltus `s > 0`) that `values` show over a tail of at least two
/// periods and 8 values, with the least preperiod for it: observed, never proven. O(N) for N
/// values unless long partial tails repeat.
///
/// ```
/// use game_core::period::{observe_arithmetic, Periodicity};
///
/// let lasker = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11];
/// let p = Periodicity { preperiod: 1, period: 4, saltus: 4 };
/// assert_eq!(observe_arithmetic(&lasker), Some(p));
/// ```
pub fn observe_arithmetic(values: &[u32]) -> Option<Periodicity> {
    let n = values.len();
    for p in 1..=n / 3 {
        let last = n - 1;
        let s = i64::from(values[last]) - i64::from(values[last - p]);
        if s <= 0 {
            continue;
        }
        let differs = |i: usize| i64::from(values[i + p]) - i64::from(values[i]) != s;
        let e = (0..n - p).rev().find(|&i| differs(i)).map_or(0, |i| i + 1);
        let tail = n - p - e;
        if tail >= 2 * p && tail >= 8 {
            return Some(Periodicity {
                preperiod: e,
                period: p,
                saltus: s as u64,
            });
        }
    }
    None
}

/// The window of the arithmetic-period theorem (`core/src/arithmetic_periods.md`) for a
/// candidate preperiod `n0`, period `p` and saltus `s = 2^m` of a code: how far
/// `g(n + p) = g(n) + s` must be checked. Every quantity comes from `g(0), …, g(n0 + p − 1)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArithmeticWindow {
    /// `M`: the largest `⌊g(y)/s⌋` for `1 ≤ y < n0 + p` (0 if there is none).
    pub bound: u64,
    /// `Δd = 4M + 5 + ⌈max(0, t + 2·n0 − 3)/p⌉` (`t` the code's largest removal): from this
    /// depth below the top, a level is filled by the explicit splits of the coverage conditions.
    pub deep: u64,
    /// `Λ₀`: the number of periods past `n0` the window spans (see [`arithmetic_window`]).
    pub periods: u64,
    /// `B = n0 + Λ₀·p`: the relation is checked for `n0 ≤ n < B − p`, from `B` values.
    pub end: usize,
}

/// The number of bits of `x` (0 for 0).
fn bit_length(x: u64) -> u32 {
    u64::BITS - x.leading_zeros()
}

/// `τ(E) = max(bit_length(M), ⌊log2 E⌋)` (`bit_length(M)` alone for `E = 0`): from bit `τ(E)` up,
/// no two numbers whose sum exceeds their xor by at most `E` share a bit, and every number up to
/// `M` lies below `2^τ(E)`.
fn disjoint_from(bound: u64, excess: u64) -> u32 {
    bit_length(bound).max(bit_length(excess).saturating_sub(1))
}

/// The window of the arithmetic-period theorem for `periodicity` (`n0`, `p`, `s`) of `code`,
/// from its first values: `Λ₀ = max(M + Δd, 2^(τ(3M) + 3), max over 0 ≤ Δ < Δd of
/// Δ + 2^(τ(3M + Δ) + 1))` periods, `B = n0 + Λ₀·p` values. `None` if `s` is not a power of two,
/// `p = 0`, `values` has fewer than `n0 + p` values, or a number overflows. O(n0 + p + M).
pub fn arithmetic_window(
    code: &Code,
    values: &[u32],
    periodicity: Periodicity,
) -> Option<ArithmeticWindow> {
    let Periodicity {
        preperiod: n0,
        period: p,
        saltus: s,
    } = periodicity;
    if !s.is_power_of_two() || p == 0 {
        return None;
    }
    let shift = s.trailing_zeros();
    let first = values.get(1..n0.checked_add(p)?)?;
    let bound = first
        .iter()
        .map(|&g| u64::from(g) >> shift)
        .max()
        .unwrap_or(0);
    let spread = (code.max_removal() + 2 * n0).saturating_sub(3);
    let deep = bound
        .checked_mul(4)?
        .checked_add(5)?
        .checked_add(u64::try_from((spread + p - 1) / p).ok()?)?;
    let three = bound.checked_mul(3)?;
    let mut periods = bound
        .checked_add(deep)?
        .max(1u64.checked_shl(disjoint_from(bound, three) + 3)?);
    for depth in 0..deep {
        let t = disjoint_from(bound, three.checked_add(depth)?);
        periods = periods.max(depth.checked_add(1u64.checked_shl(t + 1)?)?);
    }
    let end = usize::try_from(periods)
        .ok()?
        .checked_mul(p)?
        .checked_add(n0)?;
    Some(ArithmeticWindow {
        bound,
        deep,
        periods,
        end,
    })
}

/// What [`arithmetic_test`] says of a candidate arithmetic period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArithmeticTest {
    /// The coverage conditions hold and the values keep the relation over the window.
    Proven,
    /// The coverage conditions hold; this many values are needed to check the window.
    Needs(usize),
    /// The test cannot prove it: why.
    Refused(&'static str),
}

/// The arithmetic-period test of `core/src/arithmetic_periods.md` for `periodicity` (`n0`, `p`,
/// `s`) of `code`, with the relation checked for `n0 ≤ n < end − p`: the saltus must be a power
/// of two, the coverage conditions (D) and (Z) must hold for the first `n0 + p` values, and
/// `g(n + p) = g(n) + s` over the window. With `end` = [`arithmetic_window`]'s, `Proven` is the
/// theorem: the relation holds for every `n ≥ n0`. A smaller `end` is a weaker, unproven test
/// (the tests show the false periods it accepts).
///
/// O(p³·|J3| + p²·n0·|J3| + p²·|J2| + p·M·s) for the coverage (J2, J3: the removals that may
/// leave two, three heaps; a saltus above |J3|·p² is refused at once, as (D) cannot reach that
/// many residues), O(end) for the window.
pub fn arithmetic_test(
    code: &Code,
    values: &[u32],
    periodicity: Periodicity,
    end: usize,
) -> ArithmeticTest {
    let Periodicity {
        preperiod: n0,
        period: p,
        saltus: s,
    } = periodicity;
    if !s.is_power_of_two() || p == 0 {
        return ArithmeticTest::Refused("the saltus is not a power of two");
    }
    if values.len() < n0 + p {
        return ArithmeticTest::Needs(n0 + p);
    }
    if !covered(code, &values[..n0 + p], periodicity) {
        return ArithmeticTest::Refused("the splits do not reach every residue");
    }
    if values.len() < end {
        return ArithmeticTest::Needs(end);
    }
    let holds =
        (n0..end.saturating_sub(p)).all(|n| u64::from(values[n + p]) == u64::from(values[n]) + s);
    if holds {
        ArithmeticTest::Proven
    } else {
        ArithmeticTest::Refused("the values break the relation in the window")
    }
}

/// Whether the coverage conditions (D) and (Z) of the theorem hold, from `first` =
/// `g(0), …, g(n0 + p − 1)` with `s` a power of two. For every offset `u < p` of a heap
/// `N = n0 + Λ·p + u` and parity `π` of the depth `Δ` of a level below `N`'s, every residue
/// `0..s` must be reached (D) by three period heaps of offsets `a`, `b`, `c` whose sizes can sum
/// to `N − j` with `q(A) = q(B)`; and (Z), at every level `ℓ ≤ M`, by such heaps with
/// `β_c ≤ ℓ` (`λ_c ≥ 1` for the heap `c = 0` when `n0 = 0`: no empty heap), by two period heaps
/// and a preperiod heap `1 ≤ y < n0` with `q(y) = ℓ`, or, at `ℓ = 0`, by the two heaps of a
/// two-heap split. O(p³·|J3| + p²·n0·|J3| + p²·|J2| + p·M·s).
fn covered(code: &Code, first: &[u32], periodicity: Periodicity) -> bool {
    let Periodicity {
        preperiod: n0,
        period: p,
        saltus: s,
    } = periodicity;
    let shift = s.trailing_zeros();
    let q = |x: usize| u64::from(first[x]) >> shift;
    let r = |x: usize| u64::from(first[x]) & (s - 1);
    let beta: Vec<u64> = (0..p).map(|v| q(n0 + v)).collect();
    let rho: Vec<u64> = (0..p).map(|v| r(n0 + v)).collect();
    let bound = (1..n0 + p).map(q).max().unwrap_or(0);
    let digits = code.digits();
    let with = |bit: u8| -> Vec<i64> {
        (0..digits.len())
            .filter(|&j| digits[j] & bit != 0)
            .map(|j| j as i64)
            .collect()
    };
    let (two, three) = (with(LEAVE_TWO), with(LEAVE_THREE));
    // (D) reaches at most |J3|·p² residues.
    if (three.len() as u64).saturating_mul((p * p) as u64) < s {
        return false;
    }
    // The offset c < p with c − β_c·p ≡ x (mod 2p), if any (c − β_c·p is c or c + p mod 2p).
    let mut offset_of = vec![None; 2 * p];
    for c in 0..p {
        offset_of[c + p * (beta[c] % 2) as usize] = Some(c);
    }
    let (n0, p) = (n0 as i64, p as i64);
    // The offset c with c − β_c·p ≡ (k·p + rest) (mod 2p): only k's parity matters.
    let solve =
        |k: u64, rest: i64| offset_of[(((k % 2) as i64 * p + rest).rem_euclid(2 * p)) as usize];
    // The least level ℓ at which the third heap of offset c can have quotient ℓ: λ_c = ℓ − β_c
    // ≥ 0, and ≥ 1 for c = 0 when n0 = 0.
    let lowest = |c: usize| beta[c] + u64::from(n0 == 0 && c == 0);
    for u in 0..p {
        let bu = beta[u as usize];
        for parity in 0..2u64 {
            // (D) and the first case of (Z): the least level at which each residue is reached.
            let mut least = vec![u64::MAX; s as usize];
            for &j in &three {
                for a in 0..p {
                    for b in 0..p {
                        let (ba, bb) = (beta[a as usize], beta[b as usize]);
                        let Some(c) = solve(parity + bu + ba + bb, u - j - 2 * n0 - a - b) else {
                            continue;
                        };
                        let residue = rho[a as usize] ^ rho[b as usize] ^ rho[c];
                        let level = &mut least[residue as usize];
                        *level = (*level).min(lowest(c));
                    }
                }
            }
            if least.contains(&u64::MAX) {
                return false;
            }
            // (Z) at each level ℓ ≤ M: the residues the first case leaves, from the other two.
            let mut levels: Vec<Vec<bool>> = (0..=bound)
                .map(|l| least.iter().map(|&lowest| lowest <= l).collect())
                .collect();
            for &j in &three {
                for y in 1..n0 {
                    let l = q(y as usize);
                    for a in 0..p {
                        let ba = beta[a as usize];
                        if let Some(b) = solve(l + parity + bu + ba, u - j - n0 - a - y) {
                            let residue = rho[a as usize] ^ rho[b] ^ r(y as usize);
                            levels[l as usize][residue as usize] = true;
                        }
                    }
                }
            }
            for &j in &two {
                for a in 0..p {
                    let ba = beta[a as usize];
                    if let Some(b) = solve(parity + bu + ba, u - j - n0 - a) {
                        levels[0][(rho[a as usize] ^ rho[b]) as usize] = true;
                    }
                }
            }
            if levels.iter().flatten().any(|&reached| !reached) {
                return false;
            }
        }
    }
    true
}

/// A proven periodicity with the values that start it: `g(n)` for any `n < 2^64` in O(1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    periodicity: Periodicity,
    table: Vec<u32>,
    proof: Proof,
}

/// How a [`Solved`] periodicity was proven.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// Values agreeing over `preperiod ≤ n < horizon` ([`horizon`]), computed from the rules.
    Code {
        /// `j`.
        heaps: usize,
        /// `t`.
        max_removal: usize,
        /// `H`: `g(n + p) = g(n)` was checked for `preperiod ≤ n < H`.
        horizon: usize,
        /// The number of values computed.
        terms: usize,
    },
    /// The arithmetic-period theorem of `core/src/arithmetic_periods.md` ([`arithmetic_test`]):
    /// the splits reach every residue, and `g(n + p) = g(n) + s` was checked over its window.
    Arithmetic {
        /// The window, `g(n + p) = g(n) + s` checked for `preperiod ≤ n < window.end − p`.
        window: ArithmeticWindow,
        /// The number of values computed.
        terms: usize,
    },
    /// A theorem (its source).
    Theorem(&'static str),
}

impl Solved {
    /// The periodicity. O(1).
    pub fn periodicity(&self) -> Periodicity {
        self.periodicity
    }

    /// `g(0), …, g(preperiod + period − 1)`. O(1).
    pub fn table(&self) -> &[u32] {
        &self.table
    }

    /// The proof. O(1).
    pub fn proof(&self) -> &Proof {
        &self.proof
    }

    /// The periodicity as a total function, if it is plain (saltus 0): then every value is one
    /// of the table's, so `g(n)` exists for every `n` ([`Plain::at`]). `None` for an arithmetic
    /// periodicity, whose values grow past any bound ([`Solved::at`]). O(1).
    pub fn plain(&self) -> Option<Plain<'_>> {
        let Periodicity {
            preperiod,
            period,
            saltus,
        } = self.periodicity;
        (saltus == 0).then_some(Plain {
            preperiod,
            period,
            table: &self.table,
        })
    }

    /// `g(n)`, from the table and the period; `None` only if it does not fit in a `u64`
    /// (never for saltus 0: [`Solved::plain`] gives that case as a total function). O(1).
    pub fn at(&self, n: u64) -> Option<u64> {
        let Periodicity {
            preperiod: e,
            period: p,
            saltus: s,
        } = self.periodicity;
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.table.get(i)) {
            return Some(u64::from(v));
        }
        let offset = n - e as u64;
        let (q, r) = (offset / p as u64, offset % p as u64);
        let base = u64::from(self.table[e + r as usize]);
        s.checked_mul(q)?.checked_add(base)
    }
}

/// A proven plain periodicity (`g(n + period) = g(n)` for `n ≥ preperiod`) with the values
/// that start it: `g(n)` for every `n < 2^64`, total, in O(1). From [`Solved::plain`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plain<'a> {
    preperiod: usize,
    period: usize,
    table: &'a [u32],
}

impl Plain<'_> {
    /// `g(n)`: `table[n]` in the table, else the table's value at `n`'s place in the period.
    /// O(1).
    ///
    /// ```
    /// use game_core::octal::Game;
    /// use game_core::period::analyse;
    /// let kayles = Game::parse("kayles").unwrap();
    /// let solved = analyse(&kayles, 1 << 12, &mut |_| {}).solved.unwrap();
    /// let kayles = solved.plain().unwrap();
    /// // 2^64 − 1 ≡ 3 (mod 12) (it is 3 mod 4 and 0 mod 3), and 75 ≥ 71 is too: g(2^64 − 1)
    /// // = g(75) = 8, Winning Ways' table of Kayles (from 72: 4 1 2 8 1 4 7 2 1 8 2 7, again).
    /// assert_eq!(kayles.at(u64::MAX), 8);
    /// assert_eq!(kayles.at(75), 8);
    /// assert_eq!(kayles.at(72), 4);
    /// ```
    pub fn at(&self, n: u64) -> u32 {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.table.get(i)) {
            return v;
        }
        // Past the table, so n ≥ table.len() = preperiod + period > preperiod.
        let offset = n - self.preperiod as u64;
        self.table[self.preperiod + (offset % self.period as u64) as usize]
    }
}

/// Everything [`analyse`] learned about a game.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// The values computed, `g(0), …` (for a theorem, only its table).
    pub values: Vec<u32>,
    /// The game's certificate.
    pub certificate: Certificate,
    /// The proven periodicity, if any.
    pub solved: Option<Solved>,
    /// Otherwise, what was seen (a plain period, else an arithmetic one).
    pub observed: Option<Observed>,
}

/// The arithmetic period `values` show ([`observe_arithmetic`]), its window, and what
/// [`arithmetic_test`] says of it, run only if the window fits in `max_terms` values (the only
/// case where this search could prove it). O(N) plus the test's cost.
fn arithmetic(
    code: &Code,
    values: &[u32],
    max_terms: usize,
) -> Option<(Periodicity, Option<ArithmeticWindow>, ArithmeticTest)> {
    let periodicity = observe_arithmetic(values)?;
    let window = arithmetic_window(code, values, periodicity);
    let test = match window {
        Some(w) if w.end <= max_terms => arithmetic_test(code, values, periodicity, w.end),
        Some(_) => ArithmeticTest::Refused("the window is longer than the values allowed"),
        None => {
            ArithmeticTest::Refused("the saltus is not a power of two, or the window overflows")
        }
    };
    Some((periodicity, window, test))
}

/// Computes values of `game` until its certificate proves a period, or `max_terms` values are
/// known; `progress` is told the number of values computed now and then.
///
/// For a [`Certificate::Code`], values are computed 1024 at first, then to twice as many, or
/// straight to the number an observed period needs to be proven ([`Observed::needed`]) when that
/// is fewer; each round runs [`scan`], and, when it sees no plain period, [`arithmetic_test`] on
/// the arithmetic period the values show ([`observe_arithmetic`]) if its window fits in
/// `max_terms` (an observed arithmetic period's `needed` is its window, once its coverage holds).
/// The cost is that of [`Values`] for the values computed (at most about twice the number
/// needed) plus O(N) and the arithmetic test's coverage per round. A theorem answers at once;
/// without a certificate, `max_terms` values are computed and only observed.
pub fn analyse(game: &Game, max_terms: usize, progress: &mut dyn FnMut(usize)) -> Analysis {
    let certificate = Certificate::of(game);
    if let Certificate::Theorem {
        periodicity,
        table,
        source,
    } = certificate
    {
        return Analysis {
            values: table.to_vec(),
            certificate,
            solved: Some(Solved {
                periodicity,
                table: table.to_vec(),
                proof: Proof::Theorem(source),
            }),
            observed: None,
        };
    }
    let mut values = Values::new(game);
    let mut extend = |values: &mut Values, to: usize| {
        while values.len() < to {
            let next = to.min(values.len() + (1 << 14));
            values.extend_to(next);
            progress(values.len());
        }
    };
    let mut target = max_terms.min(1024);
    let mut observed;
    loop {
        extend(&mut values, target);
        let found = if let Certificate::Code { .. } = certificate {
            scan(values.as_slice(), &certificate)
        } else {
            Scan::default()
        };
        if let Some(periodicity) = found.certified {
            let Certificate::Code { heaps, max_removal } = certificate else {
                unreachable!("only codes certify")
            };
            let end = periodicity.preperiod + periodicity.period;
            let h = horizon(
                heaps,
                max_removal,
                periodicity.preperiod,
                periodicity.period,
            )
            .unwrap_or(usize::MAX);
            return Analysis {
                values: values.as_slice().to_vec(),
                certificate,
                solved: Some(Solved {
                    periodicity,
                    table: values.as_slice()[..end].to_vec(),
                    proof: Proof::Code {
                        heaps,
                        max_removal,
                        horizon: h,
                        terms: values.len(),
                    },
                }),
                observed: None,
            };
        }
        let arithmetic = match game.rules() {
            Rules::Code(code) if found.observed.is_none() => {
                arithmetic(code, values.as_slice(), max_terms)
            }
            _ => None,
        };
        if let Some((periodicity, Some(window), ArithmeticTest::Proven)) = arithmetic {
            let end = periodicity.preperiod + periodicity.period;
            return Analysis {
                values: values.as_slice().to_vec(),
                certificate,
                solved: Some(Solved {
                    periodicity,
                    table: values.as_slice()[..end].to_vec(),
                    proof: Proof::Arithmetic {
                        window,
                        terms: values.len(),
                    },
                }),
                observed: None,
            };
        }
        observed = found.observed.or_else(|| {
            arithmetic.map(|(periodicity, _, test)| Observed {
                periodicity,
                terms: values.len(),
                needed: match test {
                    ArithmeticTest::Needs(need) => Some(need),
                    _ => None,
                },
            })
        });
        if values.len() >= max_terms {
            break;
        }
        let doubled = values.len().saturating_mul(2);
        let next = observed
            .and_then(|o| o.needed)
            .filter(|&need| need > values.len() && need < doubled)
            .unwrap_or(doubled);
        target = next.min(max_terms);
    }
    let values = values.into_vec();
    if !matches!(certificate, Certificate::Code { .. }) {
        observed = scan(&values, &certificate).observed;
    }
    if observed.is_none() {
        observed = observe_arithmetic(&values).map(|periodicity| Observed {
            periodicity,
            terms: values.len(),
            needed: None,
        });
    }
    Analysis {
        values,
        certificate,
        solved: None,
        observed,
    }
}
