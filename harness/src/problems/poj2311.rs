//! POJ 2311 Cutting Game. The oracle searches positions whole: the multiset of every piece on the
//! table, any cut of any piece (1 wide or not), and a cut that makes a 1 × 1 piece ends the game
//! (the mover has won: the position after it has no moves, so the opponent, to move, has lost).
//! It never uses the 2 × 2 restriction or an SG table.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{per_line, Framing, Input, Kind, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::sg::{Search, Table2};
use std::cell::RefCell;
use std::sync::OnceLock;

/// The registration of poj2311.
pub struct Poj2311;

/// A piece of paper, `w × h`.
type Sheet = (u64, u64);
/// A position: its pieces, sorted.
type Sheets = Vec<Sheet>;
type SheetsSearch = Search<Sheets, fn(&Sheets) -> Vec<Sheets>>;

/// The oracle's reach: both sides at most this (every sheet up to 8 × 8 takes the search a
/// fraction of a second; 10 × 10 takes about a minute).
const REACH: u64 = 8;

/// Every cut of a `w × h` piece: the two pieces it leaves.
fn cuts((w, h): Sheet) -> impl Iterator<Item = [Sheet; 2]> {
    let across = (1..w).map(move |i| [(i, h), (w - i, h)]);
    across.chain((1..h).map(move |j| [(w, j), (w, h - j)]))
}

/// The rules: cut one piece along a grid line into two. A cut that leaves a 1 × 1 piece wins
/// at once: it leads to the empty position, where the opponent has no move.
///
/// Where such a cut exists (a piece 1 wide and at least 2 long), it is the only option listed:
/// that position is won whatever its other moves, so its value stays nonzero and every other
/// position's value stays zero or nonzero as before: the answers (win or lose) are the game's,
/// and the search no longer walks the many positions behind a won one.
// `&Vec` because `Search<Vec<_>, _>` hands its move function a `&P`.
#[allow(clippy::ptr_arg)]
fn options(sheets: &Sheets) -> Vec<Sheets> {
    let strip = |&(w, h): &Sheet| w.min(h) == 1 && w.max(h) >= 2;
    if sheets.iter().any(strip) {
        return vec![Vec::new()];
    }
    let mut options = Vec::new();
    for (i, &sheet) in sheets.iter().enumerate() {
        if i > 0 && sheets[i - 1] == sheet {
            continue; // the same cuts as of the equal piece before
        }
        for parts in cuts(sheet) {
            if parts.contains(&(1, 1)) {
                options.push(Vec::new());
                continue;
            }
            let mut next = sheets.clone();
            next.remove(i);
            next.extend(parts);
            next.sort_unstable();
            options.push(next);
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call: positions are searched once.
    static CUTTING: RefCell<SheetsSearch> =
        RefCell::new(Search::new(options as fn(&Sheets) -> Vec<Sheets>));
}

fn answer(wins: bool) -> String {
    if wins { "WIN\n" } else { "LOSE\n" }.to_string()
}

/// The SG table of a misread game, up to the judge's largest sheet: a sheet for which
/// `dead(w, h)` holds has no move; any other has the cuts at `first..=w − back` and
/// `first..=h − back`. O(MAX_SIDE³).
fn wrong_table(dead: fn(usize, usize) -> bool, first: usize, back: usize) -> Table2 {
    let len = poj2311::MAX_SIDE as usize + 1;
    Table2::new(len, len, |w, h, o| {
        if dead(w, h) {
            return;
        }
        for i in first..=w.saturating_sub(back) {
            o.leave(&[(i, h), (w - i, h)]);
        }
        for j in first..=h.saturating_sub(back) {
            o.leave(&[(w, j), (w, h - j)]);
        }
    })
}

/// The answer from wrong table `which` (each built once per process, at its first use).
fn wrong_answer(which: usize, &(w, h): &Sheet) -> String {
    static TABLES: [OnceLock<Table2>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let table = TABLES[which].get_or_init(|| match which {
        // Every cut allowed, 1 × 1 the only piece without one: the last cut wins.
        0 => wrong_table(|_, _| false, 1, 1),
        // Cuts of any width, but a strip 1 wide counted as dead (no terminal rule).
        1 => wrong_table(|w, h| w < 2 || h < 2, 1, 1),
        // Both parts at least 2 wide, but the loop stops one short (i ≤ w − 3).
        _ => wrong_table(|_, _| false, 2, 3),
    });
    answer(table.value(w as usize, h as usize) != 0)
}

/// The crate's answer for one sheet within the judge's sides, from one table per thread grown to
/// the judge's largest side at its first use.
fn crates_answer(w: u64, h: u64) -> bool {
    thread_local! {
        static TABLE: poj2311::Table = {
            let mut table = poj2311::Table::default();
            table.grow_to(poj2311::MAX_SIDE as usize);
            table
        };
    }
    TABLE.with(|table| table.first_player_wins(w, h))
}

impl Game for Poj2311 {
    type Case = Sheet;
    const ID: &'static str = "poj2311";
    const SOLVE: SolveFn = |input, out| poj2311::solve(input, out);
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    const MAX_CASES: usize = 1000;

    fn render(cases: &[Sheet]) -> String {
        cases.iter().map(|(w, h)| format!("{w} {h}\n")).collect()
    }

    fn validate(&(w, h): &Sheet) -> Result<(), String> {
        // The judge's sides; the oracle's reach (REACH) is the generators' and the shrinker's
        // concern: judge-sized sheets go past it.
        let sides = poj2311::MIN_SIDE..=poj2311::MAX_SIDE;
        within("W", w, sides.clone())?;
        within("H", h, sides)
    }

    fn oracle(_: usize, &sheet: &Sheet) -> String {
        let wins = CUTTING.with(|search| search.borrow_mut().wins(&vec![sheet]));
        answer(wins.expect("every cut makes more pieces of the same total area: no cycles"))
    }

    fn small_cases() -> Vec<Sheet> {
        let sides = poj2311::MIN_SIDE..=REACH;
        sides
            .clone()
            .flat_map(|w| sides.clone().map(move |h| (w, h)))
            .collect()
    }

    fn random_case(rng: &mut Rng) -> Sheet {
        (
            rng.range(poj2311::MIN_SIDE, REACH),
            rng.range(poj2311::MIN_SIDE, REACH),
        )
    }

    /// Both sides over the judge's whole range 2..=200, each `sized` (200 a quarter of the
    /// time).
    fn judge_sized_case(rng: &mut Rng) -> Sheet {
        let sides = (poj2311::MIN_SIDE, poj2311::MAX_SIDE);
        (rng.sized(sides.0, sides.1), rng.sized(sides.0, sides.1))
    }

    /// Lines `W H` to the end of the input.
    fn parse(input: &str) -> Option<Vec<Sheet>> {
        Tokens::new(input).until_end(|tokens| Some((tokens.value()?, tokens.value()?)))
    }

    /// Each side alone made smaller ([`smaller_values`]: every smaller side for a small sheet,
    /// else the boldest first and then closing in).
    fn shrink(&(w, h): &Sheet) -> Vec<Sheet> {
        let narrower = smaller_values(w, poj2311::MIN_SIDE)
            .into_iter()
            .map(|x| (x, h));
        let lower = smaller_values(h, poj2311::MIN_SIDE)
            .into_iter()
            .map(|y| (w, y));
        narrower.chain(lower).collect()
    }

    fn wrong_solutions() -> Vec<Wrong<Sheet>> {
        vec![
            Wrong {
                name: "every cut allowed (strips 1 wide too), the last possible cut wins",
                answer: |_, sheet| wrong_answer(0, sheet),
            },
            Wrong {
                name: "cuts of any width, a strip 1 wide worth 0 (no terminal rule)",
                answer: |_, sheet| wrong_answer(1, sheet),
            },
            Wrong {
                name: "cuts from 2 to w − 3: the loop stops one short",
                answer: |_, sheet| wrong_answer(2, sheet),
            },
            Wrong {
                name: "the table filled for sides below 200 (`i < 200`): a side of 200 reads 0",
                answer: |_, &(w, h)| {
                    let side = poj2311::MAX_SIDE;
                    answer(w < side && h < side && crates_answer(w, h))
                },
            },
        ]
    }

    /// Lines `W H` with sides in 2..=200, then the table alone (one line `200 200`).
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let max = poj2311::MAX_SIDE;
        let line = move |t: &mut Text, r: &mut Rng| {
            t.line(&[
                r.range(poj2311::MIN_SIDE, max),
                r.range(poj2311::MIN_SIDE, max),
            ]);
        };
        let what = format!("lines `W H`, sides in 2..={max} (judge max)");
        let mut inputs = per_line(
            Self::ID,
            s.pick(1_000_000, 100),
            &what,
            Framing::ToEnd,
            line,
        );
        inputs.push(Input::new(
            Self::ID,
            Kind::Table,
            format!("1 line `{max} {max}`: the table to {max} × {max} alone"),
            move |t, _| t.line(&[max, max]),
        ));
        inputs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_derived_positions() {
        // The sample.
        assert_eq!(Poj2311::oracle(1, &(2, 2)), "LOSE\n");
        assert_eq!(Poj2311::oracle(2, &(3, 2)), "LOSE\n");
        assert_eq!(Poj2311::oracle(3, &(4, 2)), "WIN\n");
        // A strip wins at once; a 1 × 1 piece next to anything is no position (the game is
        // over), and the empty position loses for the player to move.
        let mut search = Search::new(options as fn(&Sheets) -> Vec<Sheets>);
        assert_eq!(search.wins(&vec![(1, 5)]), Ok(true));
        assert_eq!(search.wins(&vec![]), Ok(false));
        assert_eq!(search.wins(&vec![(2, 2), (2, 2)]), Ok(false));
    }
}
