//! CSES 2207 Grundy's Game: t tests, one heap each; a move splits a heap into two unequal
//! non-empty heaps. The oracle plays whole positions from the rules (the multiset of heaps,
//! searched with `game_core::sg::Search`) for heaps up to [`SEARCH_COINS`]; larger heaps, up to
//! [`TABLE_COINS`], are valued by the harness's own table of single heaps (the mex over every
//! split of the xor of the two parts' values: the Sprague–Grundy theorem, checked against the
//! whole search on every heap up to [`SEARCH_COINS`]). It never reads the crate's list.

use super::cses;
use super::piles::smaller_values;
use crate::game::{within, Game, SolveFn, Wrong};
use crate::inputs::{Input, Kind, Scale};
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::Search;
use std::cell::RefCell;
use std::sync::OnceLock;

/// The registration of cses2207.
pub struct Cses2207;

/// The largest heap whose whole game the oracle searches.
const SEARCH_COINS: u64 = 32;

/// The largest heap the oracle values, by its own table (past the last losing heap, 1222).
const TABLE_COINS: u64 = 1500;

/// The heaps a known-wrong solution tabulates (heaps past it read as wins).
const SHORT_TABLE: u64 = 1000;

type Heaps = Vec<u64>;
type HeapsMoves = fn(&Heaps) -> Vec<Heaps>;

/// The heaps that can still be split (3 coins or more: 1 cannot be split, and 2 only into
/// equal heaps), sorted: one position for every order and every number of dead heaps.
fn canonical(mut heaps: Heaps) -> Heaps {
    heaps.retain(|&h| h >= 3);
    heaps.sort_unstable();
    heaps
}

/// The game's rules: any heap of h split into a and h − a with 1 ≤ a < h − a.
// `&Vec` because `Search<Vec<u64>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut options = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue; // the same heap again: the same options
        }
        for a in (1..h).take_while(|&a| a < h - a) {
            let mut next = heaps.clone();
            next[i] = a;
            next.push(h - a);
            options.push(canonical(next));
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<Search<Heaps, HeapsMoves>> =
        RefCell::new(Search::new(moves as HeapsMoves));
}

/// Whether the player to move wins from `heaps`, by search of the whole position.
fn searched_wins(heaps: &[u64]) -> bool {
    SEARCH
        .with(|search| search.borrow_mut().wins(&canonical(heaps.to_vec())))
        .expect("no cycles: every move makes more heaps")
}

/// The Grundy value of every single heap up to `max`: the mex, over the splits of h into
/// a < h − a, of g(a) xor g(h − a). O(max²).
fn heap_values(max: u64, unequal: bool) -> Vec<u32> {
    let mut g = vec![0u32; max as usize + 1];
    for h in 1..g.len() {
        let mut seen = vec![false; h + 1];
        for a in (1..h).take_while(|&a| a < h - a || (!unequal && a == h - a)) {
            let v = (g[a] ^ g[h - a]) as usize;
            if v <= h {
                seen[v] = true;
            }
        }
        g[h] = seen.iter().position(|&s| !s).unwrap_or(h + 1) as u32;
    }
    g
}

/// [`heap_values`] of Grundy's game up to [`TABLE_COINS`], computed once.
fn table() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| heap_values(TABLE_COINS, true))
}

/// Whether the player to move wins from one heap of `coins`, from the rules.
fn first_wins(coins: u64) -> bool {
    if coins <= SEARCH_COINS {
        searched_wins(&[coins])
    } else {
        assert!(
            coins <= TABLE_COINS,
            "the oracle's reach: {TABLE_COINS} coins"
        );
        table()[coins as usize] != 0
    }
}

/// Splits into two equal heaps allowed too (the rule misread), by the same table.
fn equal_splits_values() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| heap_values(TABLE_COINS, false))
}

/// A heap from the judge's range that a generator favours: a losing heap of the crate's list
/// (read only to aim the generators at the answers that matter), one next to it, or any.
fn interesting_heap(rng: &mut Rng, max: u64) -> u64 {
    let listed = || cses2207::LOSING_HEAPS.iter().map(|&h| u64::from(h));
    let candidates: Vec<u64> = listed().filter(|&h| (1..=max).contains(&h)).collect();
    match rng.below(4) {
        0 => *rng.pick(&candidates),
        1 => (*rng.pick(&candidates) + rng.range(0, 2))
            .saturating_sub(1)
            .clamp(1, max),
        _ => rng.range(1, max),
    }
}

impl Game for Cses2207 {
    type Case = u64;
    const ID: &'static str = "cses2207";
    const SOLVE: SolveFn = |input, out| cses2207::solve(input, out);
    const LIMITS: crate::game::Limits = cses::LIMITS;
    const MAX_CASES: usize = cses2207::MAX_TESTS as usize;

    fn render(cases: &[u64]) -> String {
        let lines: String = cases.iter().map(|n| format!("{n}\n")).collect();
        format!("{}\n{lines}", cases.len())
    }

    fn validate(&n: &u64) -> Result<(), String> {
        within("n", n, 1..=cses2207::MAX_COINS)
    }

    fn oracle(_: usize, &n: &u64) -> String {
        cses::winner(first_wins(n))
    }

    /// Every heap from 1 to 32 (the whole search's reach).
    fn small_cases() -> Vec<u64> {
        (1..=SEARCH_COINS).collect()
    }

    /// Heaps up to 1500 (the oracle's table: every losing heap is below it), half the time a
    /// losing heap of the list or a neighbour.
    fn random_case(rng: &mut Rng) -> u64 {
        interesting_heap(rng, TABLE_COINS)
    }

    /// Heaps over the judge's whole range 1..=10^6 (its maximum often, every magnitude), or a
    /// losing heap or a neighbour of one.
    fn judge_sized_case(rng: &mut Rng) -> u64 {
        if rng.chance(1, 2) {
            rng.sized(1, cses2207::MAX_COINS)
        } else {
            interesting_heap(rng, cses2207::MAX_COINS)
        }
    }

    fn parse(input: &str) -> Option<Vec<u64>> {
        Tokens::new(input).counted(|tokens| tokens.value())
    }

    fn shrink(&n: &u64) -> Vec<u64> {
        smaller_values(n, 1)
    }

    /// t = 10^5 tests (judge max) of heaps uniform in 1..=10^6, one test of the largest heap,
    /// and ~100 MB of tests (past the judge's t: the tests are streamed).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let tests = s.pick(cses2207::MAX_TESTS, 100);
        // About 7.9 bytes a line for heaps up to 10^6.
        let big = s.big() / 8 + 1;
        let write = |t: &mut crate::inputs::text::Text, r: &mut Rng, count: u64| {
            t.line(&[count]);
            for _ in 0..count {
                t.line(&[r.range(1, cses2207::MAX_COINS)]);
            }
        };
        vec![
            Input::new(
                Self::ID,
                Kind::Worst,
                format!("t = {tests} (judge max) heaps uniform in 1..=10^6"),
                move |t, r| write(t, r, tests),
            ),
            Input::new(
                Self::ID,
                Kind::Single,
                "t = 1 test, the judge's largest heap n = 10^6".to_string(),
                |t, _| {
                    t.line(&[1]);
                    t.line(&[cses2207::MAX_COINS]);
                },
            ),
            Input::new(
                Self::ID,
                Kind::Big,
                format!("t = {big} heaps uniform in 1..=10^6 (past the judge's t)"),
                move |t, r| write(t, r, big),
            ),
        ]
    }

    fn wrong_solutions() -> Vec<Wrong<u64>> {
        vec![
            Wrong {
                name: "a table to 1000 only: heaps past it read as wins (1222 loses)",
                answer: |_, &n| cses::winner(n > SHORT_TABLE || table()[n as usize] != 0),
            },
            Wrong {
                name: "splits into two equal heaps allowed too",
                answer: |_, &n| {
                    let values = equal_splits_values();
                    cses::winner(values.get(n as usize).is_none_or(|&g| g != 0))
                },
            },
            Wrong {
                name: "first iff the heap can be split at all (n ≥ 3)",
                answer: |_, &n| cses::winner(n >= 3),
            },
            Wrong {
                name: "an array of 10^6 values: n = 10^6, past its end, read as a loss",
                answer: |_, &n| {
                    cses::winner(n < cses2207::MAX_COINS && cses2207::first_player_wins(n))
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::octal::{Game as Octal, Values};

    /// The Sprague–Grundy theorem for this game, checked: a heap wins by the whole search iff
    /// its table value is not 0, for every heap the search reaches, and for every pair of them
    /// the whole search agrees with the xor of the two values.
    #[test]
    fn the_table_agrees_with_the_whole_search() {
        let g = table();
        for n in 1..=SEARCH_COINS {
            assert_eq!(searched_wins(&[n]), g[n as usize] != 0, "heap {n}");
        }
        for a in 1..=16 {
            for b in a..=16 {
                let xor = g[a as usize] ^ g[b as usize];
                assert_eq!(searched_wins(&[a, b]), xor != 0, "heaps {a} {b}");
            }
        }
    }

    /// The crate's list is every heap up to 1500 that the harness's own table says loses.
    #[test]
    fn the_list_is_the_tables_losing_heaps_up_to_1500() {
        let g = table();
        let losing: Vec<u32> = (0..=TABLE_COINS as u32)
            .filter(|&n| g[n as usize] == 0)
            .collect();
        assert_eq!(losing, cses2207::LOSING_HEAPS);
    }

    /// Core's octal engine (exact, from the rules of Grundy's game) agrees with the harness's
    /// table up to 1500, then decides every heap up to `bound`: it loses iff the crate lists it.
    fn losing_heaps_by_core_up_to(bound: u64) {
        let mut values = Values::new(&Octal::parse("grundy").expect("a named game"));
        values.extend_to(bound as usize + 1);
        let g = values.as_slice();
        assert_eq!(&g[..=TABLE_COINS as usize], table());
        for (n, &value) in g.iter().enumerate() {
            let n = n as u64;
            assert_eq!(
                value == 0,
                !cses2207::first_player_wins(n),
                "heap {n}: core's value {value}"
            );
        }
    }

    /// Every heap up to 20 000 (seconds in a debug build).
    #[test]
    fn every_heap_up_to_20000_loses_iff_listed() {
        losing_heaps_by_core_up_to(20_000);
    }

    /// Every heap the judge allows, up to 10^6: the proof of the crate's list over its whole
    /// range (88 s in the test profile on a loaded 2-core machine, hence ignored; the README
    /// names it): `cargo test -p harness --lib cses2207 -- --ignored`.
    #[test]
    #[ignore]
    fn every_heap_up_to_a_million_loses_iff_listed() {
        losing_heaps_by_core_up_to(cses2207::MAX_COINS);
    }
}
