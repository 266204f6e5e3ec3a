//! A judge's verdicts (AC, PE, WA, RE, TLE, MLE, OLE, ILE): shared by the judge, the
//! interactive referee and the checks, below all of them.

use std::fmt;

/// A judge's verdict on one input or one group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Accepted,
    /// Presentation error: the right tokens, other whitespace (judges that tell it: HDU, POJ).
    PresentationError,
    /// Wrong answer: the output differs.
    WrongAnswer,
    /// Runtime error: a non-zero exit or a signal, described.
    RuntimeError(String),
    /// Time limit exceeded: killed at the CPU time limit or the wall-clock cap.
    TimeLimit,
    /// Memory limit exceeded: the peak resident memory was over the judge's limit.
    MemoryLimit,
    /// Output limit exceeded: it wrote more than the judge's output limit.
    OutputLimit,
    /// Idleness limit exceeded (interactive problems): the program waited without printing
    /// while it owed the judge a line (blocked on input it was not promised, or not flushed).
    Idleness,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Accepted => f.write_str("AC"),
            Verdict::PresentationError => f.write_str("PE"),
            Verdict::WrongAnswer => f.write_str("WA"),
            Verdict::RuntimeError(how) => write!(f, "RE ({how})"),
            Verdict::TimeLimit => f.write_str("TLE"),
            Verdict::MemoryLimit => f.write_str("MLE"),
            Verdict::OutputLimit => f.write_str("OLE"),
            Verdict::Idleness => f.write_str("ILE"),
        }
    }
}
