//! Nim with splitting moves, shared by hdu3032 (Lasker's Nim: a heap may split into two) and
//! hdu5795 (into three): a position in canonical form, the rules' moves built from a heap's
//! splits, the oracle's search of a whole position, random rows (a third of them mirrored:
//! losses with no formula), and the benchmark inputs (T cases of N heaps).

use crate::inputs::text::Text;
use crate::inputs::{nim_case, streamed, Framing, Input, Scale};
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;
use std::thread::LocalKey;

/// A row of heaps.
pub(super) type Heaps = Vec<u64>;

/// The search of whole positions, memoised (one a thread, in each problem's `thread_local!`).
pub(super) type HeapsSearch = Search<Heaps, fn(&Heaps) -> Vec<Heaps>>;

/// A position in canonical form: empty heaps dropped, the rest sorted.
fn canonical(mut heaps: Heaps) -> Heaps {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// The moves of `heaps` (canonical) by the rules, each in canonical form: from heap `h`, leave
/// it with `0..h`, or replace it by one of `splits(h)` (non-empty heaps adding up to `h`, each
/// set of them once).
pub(super) fn options(heaps: &[u64], splits: impl Fn(u64) -> Vec<Vec<u64>>) -> Vec<Heaps> {
    let mut options = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue; // the same moves as from the equal heap before
        }
        let others = || heaps[..i].iter().chain(&heaps[i + 1..]).copied();
        for left in 0..h {
            options.push(canonical(others().chain([left]).collect()));
        }
        for split in splits(h) {
            options.push(canonical(others().chain(split).collect()));
        }
    }
    options
}

/// Whether the player to move wins `heaps`, by the search of the whole position in `memo`.
pub(super) fn wins(memo: &'static LocalKey<RefCell<HeapsSearch>>, heaps: &[u64]) -> bool {
    let position = canonical(heaps.to_vec());
    memo.with(|search| search.borrow_mut().wins(&position))
        .expect("every move takes from a heap or makes more heaps of less in each")
}

/// A few heaps (at most six), each drawn by `heap` from what is left of `total`; a third of the
/// time from half of it, then the row next to a copy of itself, turned: a loss (the second
/// player mirrors every move), with no formula.
pub(super) fn random_row(
    rng: &mut Rng,
    total: u64,
    mut heap: impl FnMut(&mut Rng, u64) -> u64,
) -> Heaps {
    let mirrored = rng.chance(1, 3);
    let budget = if mirrored { total / 2 } else { total };
    let mut heaps = Vec::new();
    let mut left = budget;
    while left > 0 && heaps.len() < 6 && (heaps.is_empty() || rng.chance(3, 4)) {
        let h = heap(rng, left);
        heaps.push(h);
        left -= h;
    }
    if mirrored {
        heaps.extend(heaps.clone());
        let turn = rng.below(heaps.len());
        heaps.rotate_left(turn);
    }
    heaps
}

/// T cases of N heaps in `1..=max_heap` (`bound` says it): the judge's maxima (`max_cases`
/// cases of `max_heaps`) as the worst case, and ten of those cases (~11 bytes a heap: just over
/// 100 MB) as the big input.
pub(super) fn bench_inputs(
    id: &str,
    s: Scale,
    (max_cases, max_heaps): (u64, u64),
    max_heap: u64,
    bound: &str,
) -> Vec<Input> {
    let n = s.pick(max_heaps, 100);
    let each = format!("N = {n} (judge max) heaps ≤ {bound}");
    let case = move |t: &mut Text, r: &mut Rng| nim_case(t, r, n, max_heap);
    let framing = Framing::Counted {
        big_cases: s.pick(10, 2),
    };
    streamed(id, s, s.pick(max_cases, 3), &each, framing, case)
}
