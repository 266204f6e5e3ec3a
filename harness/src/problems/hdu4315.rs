//! HDU 4315 Climbing the Hill.
//!
//! The oracle plays the whole hill from the rules (`game_core::sg::Search`): every person not on
//! the top climbs to any cell above his own, up to just below the person above him, or onto the
//! top (cell 0, which holds any number) when nobody above him stands between; once the king is
//! on the top the player to move has lost (the other one put him there). No pairs, no heaps, no
//! special neighbour. Its reach: hills of up to 6 persons on cells up to 14; judge-sized cases
//! (1000 persons on cells up to 99 999) are answered by the crate's proven solve.

use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::parts::without_parts;
use crate::rng::Rng;
use game_core::sg::Search;
use hdu4315::{heap, MAX_CELL, MAX_PERSONS};
use std::cell::RefCell;
use std::collections::BTreeSet;

/// The registration of hdu4315.
pub struct Hdu4315;

/// One case: the king's rank from the top (from 1) and the persons' cells, increasing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hill {
    king: u64,
    cells: Vec<u64>,
}

/// A position of play: the king's index (from 0) and every person's cell, 0 on the top.
type Position = (usize, Vec<u64>);
type HillSearch = Search<Position, fn(&Position) -> Vec<Position>>;

/// The most persons of a random case (the search's reach).
const MOST_PERSONS: u64 = 6;
/// The farthest cell of a random case.
const FARTHEST_CELL: u64 = 14;

/// Every move of the rules; none once the king is on the top (the game is over).
fn options((king, cells): &Position) -> Vec<Position> {
    if cells[*king] == 0 {
        return Vec::new();
    }
    let mut options = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        let highest = match i.checked_sub(1).map(|j| cells[j]) {
            None | Some(0) => 0,
            Some(above) => above + 1,
        };
        for to in highest..cell {
            let mut next = cells.clone();
            next[i] = to;
            options.push((*king, next));
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<HillSearch> =
        RefCell::new(Search::new(options as fn(&Position) -> Vec<Position>));
}

fn answer(alice: bool) -> String {
    if alice { "Alice\n" } else { "Bob\n" }.to_string()
}

/// `n` distinct cells in `1..=farthest`, increasing.
fn random_cells(rng: &mut Rng, n: u64, farthest: u64) -> Vec<u64> {
    let mut cells = BTreeSet::new();
    while (cells.len() as u64) < n {
        cells.insert(rng.range(1, farthest));
    }
    cells.into_iter().collect()
}

/// A king's rank for `n` persons: often 1, 2 or 3 (the ranks the rules single out), else any.
fn random_king(rng: &mut Rng, n: u64) -> u64 {
    match rng.below(4) {
        0 => rng.range(1, n.min(3)),
        _ => rng.range(1, n),
    }
}

/// Moves the lowest person so that the heaps' xor is 0 (a loss for Alice unless k = 1), where
/// the cell that needs is free and within the judge's range: random judge-sized hills are
/// nearly always won, and a bug may show only on lost ones. Uses the crate's heaps: judge-sized
/// cases are answered by the crate's proven solve anyway.
fn lose_if_possible(hill: &mut Hill) {
    let n = hill.cells.len() as u64;
    if n < 2 {
        return;
    }
    let mut above = 0;
    let mut xor = 0;
    for (i, &cell) in (0..).zip(&hill.cells) {
        xor ^= heap(n, hill.king, i, above, cell);
        above = cell;
    }
    let [.., upper, lowest] = hill.cells[..] else {
        return;
    };
    let target = (lowest - upper - 1) ^ xor;
    if upper + 1 + target <= MAX_CELL {
        *hill.cells.last_mut().expect("n ≥ 2") = upper + 1 + target;
    }
}

/// The answer of the staircase with the lone topmost person's heap `lone(king, cell)`, pairs
/// taken from the bottom (`from_bottom`) or from the top, and `king == 1` winning or not.
fn staircase(hill: &Hill, from_bottom: bool, lone: fn(u64, u64) -> u64, king_first: bool) -> bool {
    let mut cells: Vec<u64> = hill.cells.clone();
    if !from_bottom {
        // Pairs from the top: (c1, c2), (c3, c4), …, the last one alone against nothing.
        cells.reverse();
    }
    let mut xor = 0;
    let mut rest = cells.as_slice();
    while let [.., above, below] = rest {
        xor ^= below.abs_diff(*above) - 1;
        rest = &rest[..rest.len() - 2];
    }
    if let [first] = rest {
        xor ^= lone(hill.king, *first);
    }
    (king_first && hill.king == 1) || xor != 0
}

impl Game for Hdu4315 {
    type Case = Hill;
    const ID: &'static str = "hdu4315";
    const SOLVE: SolveFn = |input, out| hdu4315::solve(input, out);
    // HDU's page: 2000/1000 MS (Java/Others), 32768/32768 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    // The statement gives no count ("several test cases", to the end of the file).
    const MAX_CASES: usize = 100;

    fn render(hills: &[Hill]) -> String {
        let mut text = String::new();
        for hill in hills {
            text += &format!("{} {}\n", hill.cells.len(), hill.king);
            let cells: Vec<String> = hill.cells.iter().map(u64::to_string).collect();
            text += &format!("{}\n", cells.join(" "));
        }
        text
    }

    fn validate(hill: &Hill) -> Result<(), String> {
        let n = hill.cells.len() as u64;
        within("N", n, 1..=MAX_PERSONS)?;
        within("k", hill.king, 1..=n)?;
        for &cell in &hill.cells {
            within("a position", cell, 1..=MAX_CELL)?;
        }
        if hill.cells.windows(2).any(|w| w[0] >= w[1]) {
            return Err("the positions are not increasing".into());
        }
        Ok(())
    }

    fn oracle(_: usize, hill: &Hill) -> String {
        let position = (hill.king as usize - 1, hill.cells.clone());
        let wins = SEARCH.with(|search| search.borrow_mut().wins(&position));
        answer(wins.expect("every move takes a person up"))
    }

    fn small_cases() -> Vec<Hill> {
        // Every set of cells within 1..=8 (255 sets), with every king.
        let mut hills = Vec::new();
        for set in 1u64..1 << 8 {
            let cells: Vec<u64> = (1..=8).filter(|c| set >> (c - 1) & 1 == 1).collect();
            for king in 1..=cells.len() as u64 {
                hills.push(Hill {
                    king,
                    cells: cells.clone(),
                });
            }
        }
        hills
    }

    fn random_case(rng: &mut Rng) -> Hill {
        let n = rng.range(1, MOST_PERSONS);
        let farthest = rng.range(n, FARTHEST_CELL);
        Hill {
            king: random_king(rng, n),
            cells: random_cells(rng, n, farthest),
        }
    }

    fn judge_sized_case(rng: &mut Rng) -> Hill {
        let n = match rng.below(3) {
            0 => MAX_PERSONS - rng.range(0, 1),
            _ => rng.log_uniform(1, MAX_PERSONS),
        };
        let farthest = match rng.below(3) {
            0 => MAX_CELL,
            _ => rng.range(n, MAX_CELL),
        };
        let mut hill = Hill {
            king: random_king(rng, n),
            cells: random_cells(rng, n, farthest),
        };
        if rng.chance(1, 2) {
            lose_if_possible(&mut hill);
        }
        hill
    }

    fn parse(input: &str) -> Option<Vec<Hill>> {
        Tokens::new(input).until_end(|tokens| {
            let n = tokens.value()?;
            let king = tokens.value()?;
            let cells = tokens.many(n)?;
            Some(Hill { king, cells })
        })
    }

    fn shrink(hill: &Hill) -> Vec<Hill> {
        let mut smaller: Vec<Hill> = without_parts(&hill.cells)
            .into_iter()
            .filter(|cells| !cells.is_empty())
            .map(|cells| Hill {
                king: hill.king.min(cells.len() as u64),
                cells,
            })
            .collect();
        // Each person one cell up, where the cell is free and not the top.
        for (i, &cell) in hill.cells.iter().enumerate() {
            let above = if i == 0 { 0 } else { hill.cells[i - 1] };
            if cell > above + 1 {
                let mut cells = hill.cells.clone();
                cells[i] -= 1;
                smaller.push(Hill {
                    king: hill.king,
                    cells,
                });
            }
        }
        smaller
    }

    /// Hills of 1000 persons (the judge's most) on cells up to 99 999, the king's neighbour
    /// alone at the top (N odd, k = 2) half the time.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_PERSONS, 51);
        let each = format!("N = {n} persons (judge max) on cells up to {MAX_CELL}, k = 2 or 3");
        let case = move |t: &mut Text, r: &mut Rng| {
            let odd = n - (n + 1) % 2;
            let persons = *r.pick(&[n, odd]);
            t.line(&[persons, r.range(2, 3)]);
            for (i, cell) in random_cells(r, persons, MAX_CELL).into_iter().enumerate() {
                if i > 0 {
                    t.space();
                }
                t.num(cell);
            }
            t.newline();
        };
        streamed(Self::ID, s, s.pick(100, 3), &each, Framing::ToEnd, case)
    }

    fn wrong_solutions() -> Vec<Wrong<Hill>> {
        vec![
            Wrong {
                name: "no neighbour rule: the lone topmost person's heap is always his cell",
                answer: |_, hill| answer(staircase(hill, true, |_, cell| cell, true)),
            },
            Wrong {
                name: "the neighbour rule for every even k (a published solution's k % 2 - 1)",
                answer: |_, hill| {
                    let lone = |king: u64, cell: u64| cell - u64::from(king.is_multiple_of(2));
                    answer(staircase(hill, true, lone, true))
                },
            },
            Wrong {
                name: "pairs taken from the top instead of from the bottom",
                answer: |_, hill| {
                    let lone = |king: u64, cell: u64| cell - u64::from(king == 2);
                    answer(staircase(hill, false, lone, true))
                },
            },
            Wrong {
                name: "forgets that a king nearest the top goes up at once",
                answer: |_, hill| {
                    let lone = |king: u64, cell: u64| cell - u64::from(king == 2);
                    answer(staircase(hill, true, lone, false))
                },
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample() {
        let hill = |king, cells: &[u64]| Hill {
            king,
            cells: cells.to_vec(),
        };
        assert_eq!(Hdu4315::oracle(1, &hill(3, &[1, 2, 4])), "Bob\n");
        assert_eq!(Hdu4315::oracle(2, &hill(1, &[100, 200])), "Alice\n");
    }

    #[test]
    fn the_top_holds_many_but_nobody_passes() {
        // Person 0 on the top, person 1 below on 3: person 1 may go to 2, 1 or the top.
        let moves = options(&(1, vec![0, 3]));
        assert_eq!(moves, [(1, vec![0, 0]), (1, vec![0, 1]), (1, vec![0, 2])]);
        // Person 0 on 2: person 1 may go only to 3 (not onto 2, not past it).
        let moves: Vec<Vec<u64>> = options(&(1, vec![2, 4])).into_iter().map(|p| p.1).collect();
        assert_eq!(moves, [vec![0, 4], vec![1, 4], vec![2, 3]]);
        // The king on the top: the game is over.
        assert!(options(&(0, vec![0, 4])).is_empty());
    }
}
