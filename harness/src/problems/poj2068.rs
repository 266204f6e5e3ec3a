//! POJ 2068 Nim (a team game).
//!
//! The oracle plays the game from its rules as a misère game (`game_core::misere`): a position
//! is (stones left, player to move), a move takes 1 to M_i stones, the last stone included, and
//! passes the turn to the next player round the table; with no stones left the player to move
//! has no move and, under misère play, wins (the previous player took the last stone). No
//! table of "most recent lost counts" and no rule against taking the last stone. Its reach: any
//! table of up to 8 players and 200 stones; judge-sized cases (20 players, 8192 stones) are
//! answered by the crate's proven solve.

use super::piles::smaller_values;
use crate::game::{within, Game, Limits, SolveFn, Wrong};
use crate::inputs::{per_line, Framing, Input, Scale};
use crate::online_judge::OnlineJudge;
use crate::parse::Tokens;
use crate::rng::Rng;
use game_core::misere::{Outcomes, Play};
use itertools::Itertools;
use poj2068::{first_team_wins, MAX_STONES, MAX_TAKE, MAX_TEAM};

/// The registration of poj2068.
pub struct Poj2068;

/// One game: the stones on the table and each player's largest take, in seating order (the
/// first team's players first, third, fifth, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    stones: u64,
    maxima: Vec<u64>,
}

/// The most stones of a random case (the search's reach).
const MOST_STONES: u64 = 200;
/// The largest team of a random case.
const LARGEST_TEAM: u64 = 4;

/// Whether the first player wins `table`, searched from the rules under misère play.
fn search_wins(table: &Table) -> bool {
    let maxima = table.maxima.clone();
    let players = maxima.len();
    let moves = move |&(stones, player): &(u64, usize)| -> Vec<(u64, usize)> {
        let most = maxima[player].min(stones);
        (1..=most)
            .map(|take| (stones - take, (player + 1) % players))
            .collect()
    };
    let mut outcomes = Outcomes::new(Play::Misere, moves);
    outcomes
        .wins(&(table.stones, 0))
        .expect("every move takes a stone")
}

fn bit(first_team: bool) -> String {
    if first_team { "1\n" } else { "0\n" }.to_string()
}

/// A table of `team` players a side, largest takes in `1..=most_take`, and `stones` stones.
fn random_table(rng: &mut Rng, team: u64, most_take: u64, stones: u64) -> Table {
    Table {
        stones,
        maxima: (0..2 * team).map(|_| rng.range(1, most_take)).collect(),
    }
}

impl Game for Poj2068 {
    type Case = Table;
    const ID: &'static str = "poj2068";
    const SOLVE: SolveFn = |input, out| poj2068::solve(input, out);
    // POJ's page: 1000 MS, 65536 K.
    const LIMITS: Limits = Limits::one_second(OnlineJudge::Poj, 64);
    // The statement gives no count of lines.
    const MAX_CASES: usize = 100;

    fn render(tables: &[Table]) -> String {
        let mut text = String::new();
        for table in tables {
            let team = table.maxima.len() / 2;
            text += &format!(
                "{team} {} {}\n",
                table.stones,
                table.maxima.iter().join(" ")
            );
        }
        text + "0\n"
    }

    fn validate(table: &Table) -> Result<(), String> {
        let players = table.maxima.len() as u64;
        if players % 2 == 1 {
            return Err(format!("{players} players: the teams must be equal"));
        }
        within("n", players / 2, 1..=MAX_TEAM)?;
        within("S", table.stones, 1..=MAX_STONES)?;
        for &most in &table.maxima {
            within("M_i", most, 1..=MAX_TAKE)?;
        }
        Ok(())
    }

    fn oracle(_: usize, table: &Table) -> String {
        bit(search_wins(table))
    }

    fn small_cases() -> Vec<Table> {
        // One player a side: every pair of largest takes up to 5 and every S up to 30.
        let mut tables = Vec::new();
        for (a, b) in (1..=5).cartesian_product(1..=5) {
            tables.extend((1..=30).map(|stones| Table {
                stones,
                maxima: vec![a, b],
            }));
        }
        // Two a side: every largest takes in 1..=3 and S up to 12.
        for maxima in (0..4).map(|_| 1..=3u64).multi_cartesian_product() {
            tables.extend((1..=12).map(|stones| Table {
                stones,
                maxima: maxima.clone(),
            }));
        }
        tables
    }

    fn random_case(rng: &mut Rng) -> Table {
        let team = rng.range(1, LARGEST_TEAM);
        let most_take = *rng.pick(&[3, 6, MAX_TAKE]);
        let stones = rng.range(1, MOST_STONES);
        random_table(rng, team, most_take, stones)
    }

    fn judge_sized_case(rng: &mut Rng) -> Table {
        let team = match rng.below(3) {
            0 => MAX_TEAM,
            _ => rng.range(1, MAX_TEAM),
        };
        let stones = match rng.below(3) {
            0 => MAX_STONES - rng.range(0, 20),
            _ => rng.log_uniform(1, MAX_STONES),
        };
        random_table(rng, team, MAX_TAKE, stones)
    }

    fn parse(input: &str) -> Option<Vec<Table>> {
        let mut tokens = Tokens::new(input);
        let mut tables = Vec::new();
        loop {
            let team: usize = tokens.value()?;
            if team == 0 {
                return Some(tables);
            }
            let stones = tokens.value()?;
            let maxima = tokens.many(2 * team)?;
            tables.push(Table { stones, maxima });
        }
    }

    fn shrink(table: &Table) -> Vec<Table> {
        let mut smaller = Vec::new();
        // Every largest take 1 at once, and the first two players alone: jumps past the local
        // minima that changing one player at a time gets stuck in.
        if table.maxima.iter().any(|&most| most > 1) {
            smaller.push(Table {
                stones: table.stones,
                maxima: vec![1; table.maxima.len()],
            });
        }
        if table.maxima.len() > 2 {
            smaller.push(Table {
                stones: table.stones,
                maxima: table.maxima[..2].to_vec(),
            });
        }
        // One player a side fewer: drop a pair of neighbours (the teams still alternate).
        if table.maxima.len() > 2 {
            for i in (0..table.maxima.len()).step_by(2) {
                let mut maxima = table.maxima.clone();
                maxima.drain(i..i + 2);
                smaller.push(Table {
                    stones: table.stones,
                    maxima,
                });
            }
        }
        smaller.extend(
            smaller_values(table.stones, 1)
                .into_iter()
                .map(|stones| Table {
                    stones,
                    maxima: table.maxima.clone(),
                }),
        );
        for (i, &most) in table.maxima.iter().enumerate() {
            for less in smaller_values(most, 1) {
                let mut maxima = table.maxima.clone();
                maxima[i] = less;
                smaller.push(Table {
                    stones: table.stones,
                    maxima,
                });
            }
        }
        smaller
    }

    /// Lines of n = 10 (judge max) players a side, S = 8192 (judge max), takes up to 16.
    fn bench_inputs(s: Scale) -> Vec<Input> {
        let what = format!(
            "lines of n = {MAX_TEAM} (judge max), S = {MAX_STONES} (judge max), largest takes \
             in 1..={MAX_TAKE}"
        );
        per_line(
            Self::ID,
            s.pick(100, 3),
            &what,
            Framing::Terminated(&[0]),
            |t, r| {
                let table = random_table(r, MAX_TEAM, MAX_TAKE, MAX_STONES);
                t.line(&[MAX_TEAM, table.stones]);
                t.line(&table.maxima);
            },
        )
    }

    fn wrong_solutions() -> Vec<Wrong<Table>> {
        vec![
            Wrong {
                name: "two players: only the first two largest takes count",
                answer: |_, table| bit(first_team_wins(table.stones, &table.maxima[..2])),
            },
            Wrong {
                name: "whoever takes the last stone wins (normal play)",
                answer: |_, table| {
                    // Normal play is misère play with one more stone that nobody may take
                    // last: S + 1 stones under the "last stone loses" rule.
                    bit(first_team_wins(table.stones + 1, &table.maxima))
                },
            },
            Wrong {
                name: "turns go round the first n players only (index mod n, not mod 2n)",
                answer: |_, table| {
                    let team = table.maxima.len() / 2;
                    bit(team == 1 || first_team_wins(table.stones, &table.maxima[..team]))
                },
            },
            Wrong {
                name: "Bash by the first player's take: loses iff S - 1 is a multiple of M_1 + 1",
                answer: |_, table| bit((table.stones - 1) % (table.maxima[0] + 1) != 0),
            },
            Wrong {
                name: "a table of 214 stones (the statement's 2^13 read as 213)",
                answer: |_, table| bit(first_team_wins(table.stones.min(213), &table.maxima)),
            },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_agrees_with_the_sample() {
        let table = |stones, maxima: &[u64]| Table {
            stones,
            maxima: maxima.to_vec(),
        };
        assert!(!search_wins(&table(101, &[4, 4])));
        assert!(search_wins(&table(100, &[4, 4])));
        assert!(search_wins(&table(97, &[8, 7, 6, 5, 4, 3])));
    }
}
