//! SG values of a take-and-break code by a plain mex straight from its rules, independent of
//! the engine (`core/src/octal.rs`), for tests that check what the engine proves.

use game_core::octal::Code;

/// `g(0), …, g(len − 1)` of `code` by a plain mex over every move, as the module docs of
/// `octal.rs` state the rules (digit `d_k`: bit 1 takes a whole heap of `k`, bit 2 takes `k ≥ 1`
/// and leaves one heap, bit 4 two non-empty heaps, bit 8 three). Splits are listed with their
/// parts in increasing order (the xor does not depend on the order): O(n²/12) a heap.
pub fn rule_values(code: &Code, len: usize) -> Vec<u32> {
    let d = code.digits();
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut seen: Vec<bool> = Vec::new();
    for n in 0..len {
        seen.clear();
        let mut mark = |v: u32| {
            let v = v as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        };
        for (k, &dk) in d.iter().enumerate().take(n + 1) {
            let m = n - k;
            if dk & 1 != 0 && m == 0 {
                mark(0);
            }
            if dk & 2 != 0 && k >= 1 && m >= 1 {
                mark(g[m]);
            }
            if dk & 4 != 0 {
                for a in 1..=m / 2 {
                    mark(g[a] ^ g[m - a]);
                }
            }
            if dk & 8 != 0 {
                for a in 1..=m / 3 {
                    for b in a..=(m - a) / 2 {
                        mark(g[a] ^ g[b] ^ g[m - a - b]);
                    }
                }
            }
        }
        let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        g.push(mex as u32);
    }
    g
}
