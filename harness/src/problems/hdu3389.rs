//! HDU 3389 Game: cards moved between boxes A → B with B < A and A + B ≡ 3 (mod 6).
//!
//! The oracle searches the whole row of boxes from the rules (`game_core::sg::Search`): every
//! move of any positive number of cards from any non-empty box A to any box B < A with A + B
//! odd and a multiple of 3. No residues, no staircase. Its reach: rows of up to 9 boxes holding
//! up to 7 cards in all; judge-sized cases (10 000 boxes of up to 100 cards) are answered by the
//! crate's proven solve.

use super::piles::{render_counted, shrink_piles};
use super::render::counted_cases;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::text::Text;
use crate::inputs::{streamed, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::nim::nim_sum;
use game_core::sg::Search;
use hdu3389::{MAX_BOXES, MAX_CARDS};
use itertools::Itertools;
use std::cell::RefCell;

/// The registration of hdu3389.
pub struct Hdu3389;

/// The cards in boxes 1, 2, …, n.
type Boxes = Vec<u64>;
type BoxesSearch = Search<Boxes, fn(&Boxes) -> Vec<Boxes>>;

/// The most cards in all of a random case (the search's reach).
const MOST_CARDS: u64 = 7;
/// The most boxes of a random case.
const MOST_BOXES: u64 = 9;

/// Every move of the rules: any positive number of cards from box a to box b < a, a + b odd and
/// a multiple of 3 (boxes numbered from 1).
fn options(boxes: &Boxes) -> Vec<Boxes> {
    let mut options = Vec::new();
    for (a, &cards) in boxes.iter().enumerate() {
        for b in 0..a {
            let (box_a, box_b) = (a + 1, b + 1);
            if (box_a + box_b) % 2 == 1 && (box_a + box_b) % 3 == 0 {
                for k in 1..=cards {
                    let mut next = boxes.clone();
                    next[a] -= k;
                    next[b] += k;
                    options.push(next);
                }
            }
        }
    }
    options
}

thread_local! {
    /// One memo per thread, shared by every oracle call.
    static SEARCH: RefCell<BoxesSearch> =
        RefCell::new(Search::new(options as fn(&Boxes) -> Vec<Boxes>));
}

fn answer(index: usize, alice_wins: bool) -> String {
    let winner = if alice_wins { "Alice" } else { "Bob" };
    format!("Case {index}: {winner}\n")
}

/// The xor of the cards in the boxes `counts` picks (by number, from 1), over the first `most`.
fn xor_where(boxes: &Boxes, most: usize, counts: fn(usize) -> bool) -> u64 {
    let picked = boxes.iter().take(most).enumerate();
    nim_sum(picked.filter(|&(i, _)| counts(i + 1)).map(|(_, &c)| c))
}

impl Game for Hdu3389 {
    type Case = Boxes;
    const ID: &'static str = "hdu3389";
    const SOLVE: SolveFn = |input, out| hdu3389::solve(input, out);
    // HDU's page: 2000/1000 MS (Java/Others), 32768/32768 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Hdu, 32);
    const MAX_CASES: usize = hdu3389::MAX_CASES as usize;

    fn render(cases: &[Boxes]) -> String {
        counted_cases(cases, |boxes| render_counted(boxes))
    }

    fn validate(boxes: &Boxes) -> Result<(), String> {
        within("n", boxes.len() as u64, 1..=MAX_BOXES)?;
        for &cards in boxes {
            within("a box's cards", cards, 0..=MAX_CARDS)?;
        }
        Ok(())
    }

    fn oracle(index: usize, boxes: &Boxes) -> String {
        let wins = SEARCH.with(|search| search.borrow_mut().wins(boxes));
        answer(index, wins.expect("every move sends cards to a lower box"))
    }

    fn small_cases() -> Vec<Boxes> {
        let mut cases: Vec<Boxes> = Vec::new();
        for (n, top) in [(1, 3), (2, 3), (3, 2), (4, 2), (5, 1), (6, 1), (7, 1)] {
            cases.extend((0..n).map(|_| 0..=top).multi_cartesian_product());
        }
        cases
    }

    fn random_case(rng: &mut Rng) -> Boxes {
        let n = rng.range(1, MOST_BOXES) as usize;
        let mut boxes = vec![0; n];
        for _ in 0..rng.range(0, MOST_CARDS) {
            boxes[rng.below(n)] += 1;
        }
        boxes
    }

    fn judge_sized_case(rng: &mut Rng) -> Boxes {
        let n = match rng.below(3) {
            0 => MAX_BOXES,
            _ => rng.log_uniform(1, MAX_BOXES),
        };
        let top = *rng.pick(&[1, MAX_CARDS / 2, MAX_CARDS]);
        (0..n).map(|_| rng.range(0, top)).collect()
    }

    fn parse(input: &str) -> Option<Vec<Boxes>> {
        Tokens::new(input).counted(|t| {
            let n = t.value()?;
            t.many(n)
        })
    }

    fn shrink(boxes: &Boxes) -> Vec<Boxes> {
        shrink_piles(boxes, 0)
    }

    /// T = 100 (judge max) cases of 10 000 boxes of up to 100 cards.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let n = s.pick(MAX_BOXES, 100);
        let each = format!("n = {n} (judge max) boxes of 0..=100 cards");
        let case = move |t: &mut Text, r: &mut Rng| {
            t.line(&[n]);
            for i in 0..n {
                if i > 0 {
                    t.space();
                }
                t.num(r.range(0, MAX_CARDS));
            }
            t.newline();
        };
        // ~3.5 bytes a box: 3000 cases of 10 000 boxes make just over 100 MB.
        let framing = Framing::Counted {
            big_cases: s.pick(3000, 2),
        };
        streamed(
            Self::ID,
            s,
            s.pick(hdu3389::MAX_CASES, 3),
            &each,
            framing,
            case,
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Boxes>> {
        vec![
            Wrong {
                name: "staircase on odd box numbers (i % 2 == 1), as if every box moved one step",
                answer: |index, boxes| {
                    answer(index, xor_where(boxes, usize::MAX, |i| i % 2 == 1) != 0)
                },
            },
            Wrong {
                name: "the boxes where cards rest (1, 3, 4 mod 6) instead of the odd ones",
                answer: |index, boxes| {
                    let resting = |i: usize| matches!(i % 6, 1 | 3 | 4);
                    answer(index, xor_where(boxes, usize::MAX, resting) != 0)
                },
            },
            Wrong {
                name: "plain Nim over every box",
                answer: |index, boxes| answer(index, xor_where(boxes, usize::MAX, |_| true) != 0),
            },
            Wrong {
                name: "an array of 1000 boxes (the boxes past it are never read)",
                answer: |index, boxes| {
                    answer(
                        index,
                        xor_where(boxes, 1000, |i| hdu3389::odd_box(i as u64)) != 0,
                    )
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
        assert_eq!(Hdu3389::oracle(1, &vec![1, 2]), "Case 1: Alice\n");
        assert_eq!(
            Hdu3389::oracle(2, &vec![1, 3, 3, 2, 2, 1, 2]),
            "Case 2: Bob\n"
        );
    }

    #[test]
    fn cards_rest_only_in_boxes_1_3_and_4() {
        for n in 1..=30 {
            let stuck: Vec<usize> = (1..=n)
                .filter(|&a| {
                    let mut boxes = vec![0; n];
                    boxes[a - 1] = 1;
                    options(&boxes).is_empty()
                })
                .collect();
            let expected: Vec<usize> = [1, 3, 4].into_iter().filter(|&b| b <= n).collect();
            assert_eq!(stuck, expected, "n = {n}");
        }
    }
}
