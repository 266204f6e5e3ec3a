//! The online judges that host the problems, and the rules each applies to a submission: how it
//! compares outputs, how large a stack it gives. `harness judge` applies a problem's judge's rules
//! by default (docs/judge.md has the table, with sources).

use crate::compare::Comparison;
use std::fmt;

/// An online judge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineJudge {
    /// HDU Online Judge (acm.hdu.edu.cn).
    Hdu,
    /// PKU JudgeOnline (poj.org).
    Poj,
    /// Codeforces.
    Codeforces,
    /// AtCoder.
    AtCoder,
    /// The CSES Problem Set.
    Cses,
    /// Library Checker (judge.yosupo.jp).
    LibraryChecker,
    /// HackerEarth.
    HackerEarth,
    /// Kattis (open.kattis.com and its course and contest mirrors).
    Kattis,
    /// CodeChef.
    CodeChef,
}

/// The stack a judge gives a submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stack {
    /// As large as the memory limit (the judge raises the stack limit to it).
    MemoryLimit,
    /// The operating system's default, 8 MiB on Linux.
    Default,
}

/// The stack most judges give, and Linux by default (`ulimit -s`): 8 MiB, in KiB.
pub const DEFAULT_STACK_KIB: u64 = 8 * 1024;

impl OnlineJudge {
    /// Every judge, in the order of the documentation's table.
    pub const ALL: [OnlineJudge; 9] = [
        OnlineJudge::Hdu,
        OnlineJudge::Poj,
        OnlineJudge::Codeforces,
        OnlineJudge::AtCoder,
        OnlineJudge::Cses,
        OnlineJudge::LibraryChecker,
        OnlineJudge::HackerEarth,
        OnlineJudge::Kattis,
        OnlineJudge::CodeChef,
    ];

    /// Its usual name.
    pub const fn name(self) -> &'static str {
        match self {
            OnlineJudge::Hdu => "HDU",
            OnlineJudge::Poj => "POJ",
            OnlineJudge::Codeforces => "Codeforces",
            OnlineJudge::AtCoder => "AtCoder",
            OnlineJudge::Cses => "CSES",
            OnlineJudge::LibraryChecker => "Library Checker",
            OnlineJudge::HackerEarth => "HackerEarth",
            OnlineJudge::Kattis => "Kattis",
            OnlineJudge::CodeChef => "CodeChef",
        }
    }

    /// How it compares an output with the expected one (a problem with a checker uses the
    /// checker instead, token by token).
    ///
    /// HDU and POJ judge as the ZOJ text checker does (which HUSTOJ-based judges copy): the
    /// same text is AC, whitespace at the very end and `\r` before `\n` aside; the same tokens
    /// with other whitespace are Presentation Error. Codeforces (testlib's token checkers),
    /// AtCoder, CSES, Library Checker and Kattis (its default checker) compare tokens:
    /// whitespace never matters. HackerEarth is taken to compare lines with their trailing
    /// whitespace ignored (not confirmed), CodeChef to compare tokens (not confirmed).
    pub const fn comparison(self) -> Comparison {
        match self {
            OnlineJudge::Hdu | OnlineJudge::Poj => Comparison::Text,
            OnlineJudge::Codeforces
            | OnlineJudge::AtCoder
            | OnlineJudge::Cses
            | OnlineJudge::LibraryChecker
            | OnlineJudge::Kattis
            | OnlineJudge::CodeChef => Comparison::Tokens,
            OnlineJudge::HackerEarth => Comparison::Lines,
        }
    }

    /// The stack it gives: as large as the memory limit on Codeforces (compiled with a large
    /// stack), AtCoder, CSES, Library Checker and Kattis; the default 8 MiB elsewhere (HDU's Windows
    /// judge gives C/C++ 1 MiB unless the program asks for more with `#pragma comment(linker,
    /// "/STACK:…")`, which many accepted programs do; POJ gives little; 8 MiB is the generous
    /// reading of both).
    pub const fn stack(self) -> Stack {
        match self {
            OnlineJudge::Codeforces
            | OnlineJudge::AtCoder
            | OnlineJudge::Cses
            | OnlineJudge::LibraryChecker
            | OnlineJudge::Kattis => Stack::MemoryLimit,
            OnlineJudge::Hdu
            | OnlineJudge::Poj
            | OnlineJudge::HackerEarth
            | OnlineJudge::CodeChef => Stack::Default,
        }
    }

    /// The stack a program gets under a memory limit of `memory_kib`, KiB.
    pub const fn stack_kib(self, memory_kib: u64) -> u64 {
        match self.stack() {
            Stack::MemoryLimit => memory_kib,
            Stack::Default => DEFAULT_STACK_KIB,
        }
    }
}

impl fmt::Display for OnlineJudge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_hdu_and_poj_tell_presentation_errors() {
        for judge in OnlineJudge::ALL {
            let text = judge.comparison() == Comparison::Text;
            assert_eq!(
                text,
                matches!(judge, OnlineJudge::Hdu | OnlineJudge::Poj),
                "{judge}"
            );
        }
    }

    #[test]
    fn the_stack_follows_the_memory_limit_where_the_judge_raises_it() {
        assert_eq!(OnlineJudge::AtCoder.stack_kib(1 << 20), 1 << 20);
        assert_eq!(OnlineJudge::Hdu.stack_kib(1 << 20), DEFAULT_STACK_KIB);
    }
}
