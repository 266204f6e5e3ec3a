//! The published tables in `core/tests/data/` (each file's header names its source), read for
//! the tests of core and of `harness sg`: Tomek Czajka's 82 periodic octal games and CGSuite's
//! own unit-test vectors. A test crate includes this file as a module (`harness` by `#[path]`).

/// Czajka's table: per game its code, preperiod, period and the values up to the end of the
/// first period.
pub const PERIODIC: &str = include_str!("../data/octal_periodic_games_tczajka.txt");
/// CGSuite's vectors: a label, then numbers.
pub const CGSUITE: &str = include_str!("../data/cgsuite_test_vectors.txt");

/// One game of Czajka's table.
pub struct Published {
    /// The code as the table writes it (`.77`, `4.3`, …).
    pub code: String,
    /// The least preperiod.
    pub preperiod: usize,
    /// The least period.
    pub period: usize,
    /// g(0) … g(preperiod + period − 1).
    pub values: Vec<u32>,
}

impl Published {
    /// g(n) for any n, from the published values and period.
    pub fn at(&self, n: u64) -> u32 {
        let i = match usize::try_from(n) {
            Ok(i) if i < self.values.len() => i,
            _ => self.preperiod + ((n - self.preperiod as u64) % self.period as u64) as usize,
        };
        self.values[i]
    }
}

/// Every game of Czajka's table, in its order.
pub fn published() -> Vec<Published> {
    PERIODIC
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let mut words = line.split_whitespace();
            let code = words.next().unwrap().to_string();
            let preperiod = words.next().unwrap().parse().unwrap();
            let period = words.next().unwrap().parse().unwrap();
            let values: Vec<u32> = words.map(|w| w.parse().unwrap()).collect();
            assert_eq!(values.len(), preperiod + period, "{code}");
            Published {
                code,
                preperiod,
                period,
                values,
            }
        })
        .collect()
}

/// The numbers of CGSuite's vector `label`.
pub fn cgsuite(label: &str) -> Vec<u32> {
    let line = CGSUITE
        .lines()
        .find(|l| l.split_whitespace().next() == Some(label))
        .unwrap_or_else(|| panic!("no {label} in the CGSuite vectors"));
    line.split_whitespace()
        .skip(1)
        .map(|w| w.parse().unwrap())
        .collect()
}
