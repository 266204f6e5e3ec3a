//! The program's side of a conversation as the referee hears it: the lines it has flushed, one
//! at a time, with a judge's patience. While no line comes, the program's CPU time tells a slow
//! program (still computing: it runs into the time limit) from an idle one (waiting for input
//! that is not coming, or holding a line it never flushed: idleness).

use std::fs;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The longest line a program may print (the rest of the conversation is not worth reading).
pub const MAX_LINE: usize = 1 << 20;

/// How long a program may go without printing a line while its CPU time stands still before
/// it is judged idle.
pub const IDLE_WINDOW: Duration = Duration::from_millis(1500);

/// How much CPU time a program must spend over [`IDLE_WINDOW`] to count as computing: a tenth
/// of it (a program blocked on a read spends none).
const BUSY_SHARE: u32 = 10;

/// What came (or did not) when the referee waited for the program's next line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A line, without its `\n` (and without a `\r` before it).
    Line(String),
    /// The program closed its output (it ended, most likely).
    Closed,
    /// No line for [`IDLE_WINDOW`] while the program spent (almost) no CPU time.
    Idle,
    /// The deadline passed while the program was computing.
    TimeUp,
    /// A line longer than [`MAX_LINE`] bytes.
    TooLong,
}

/// The program's output, split into lines as it arrives in chunks.
pub struct Lines {
    chunks: Receiver<Vec<u8>>,
    pending: Vec<u8>,
    closed: bool,
    cpu: Box<dyn FnMut() -> Option<Duration> + Send>,
}

impl Lines {
    /// Lines of the chunks arriving on `chunks` (closed when the program's output ends); `cpu`
    /// reads the program's CPU time so far (`None` when it cannot be read: the program is then
    /// never called idle, only slow).
    pub fn new(
        chunks: Receiver<Vec<u8>>,
        cpu: Box<dyn FnMut() -> Option<Duration> + Send>,
    ) -> Lines {
        Lines {
            chunks,
            pending: Vec::new(),
            closed: false,
            cpu,
        }
    }

    /// The next line that is not blank, waiting until `deadline` at most.
    pub fn next(&mut self, deadline: Instant) -> Event {
        let mut window_start = Instant::now();
        let mut window_cpu = (self.cpu)();
        loop {
            if let Some(event) = self.take_line() {
                return event;
            }
            if self.closed {
                return Event::Closed;
            }
            let now = Instant::now();
            if now >= deadline {
                return Event::TimeUp;
            }
            let wait = (deadline - now).min(IDLE_WINDOW.saturating_sub(window_start.elapsed()));
            match self.chunks.recv_timeout(wait) {
                Ok(chunk) => {
                    self.pending.extend_from_slice(&chunk);
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => self.closed = true,
                Err(RecvTimeoutError::Timeout) => {}
            }
            if window_start.elapsed() >= IDLE_WINDOW {
                let cpu = (self.cpu)();
                if let (Some(before), Some(after)) = (window_cpu, cpu) {
                    if after.saturating_sub(before) < IDLE_WINDOW / BUSY_SHARE {
                        return Event::Idle;
                    }
                }
                window_start = Instant::now();
                window_cpu = cpu;
            }
        }
    }

    /// Everything the program printed that was not read as a line (after the game was over).
    pub fn rest(&mut self) -> String {
        while let Ok(chunk) = self.chunks.try_recv() {
            if self.pending.len() < MAX_LINE {
                self.pending.extend_from_slice(&chunk);
            }
        }
        String::from_utf8_lossy(&std::mem::take(&mut self.pending)).into_owned()
    }

    /// The first complete line that is not blank, if one has arrived (or the last line, without
    /// its `\n`, once the output is closed).
    fn take_line(&mut self) -> Option<Event> {
        loop {
            let end = match self.pending.iter().position(|&b| b == b'\n') {
                Some(end) => end,
                None if self.pending.len() > MAX_LINE => return Some(Event::TooLong),
                None if self.closed && !self.pending.is_empty() => self.pending.len(),
                None => return None,
            };
            if end > MAX_LINE {
                return Some(Event::TooLong);
            }
            let line: Vec<u8> = self.pending.drain(..end.min(self.pending.len())).collect();
            if !self.pending.is_empty() {
                self.pending.remove(0);
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.strip_suffix('\r').unwrap_or(&text);
            if !text.trim().is_empty() {
                return Some(Event::Line(text.to_string()));
            }
        }
    }
}

/// User plus system CPU time of the task whose `stat` file is at `path` (`/proc/<pid>/stat` or
/// `/proc/self/task/<tid>/stat`), or `None` if it cannot be read (it has ended, or no procfs).
pub fn cpu_time(path: &str) -> Option<Duration> {
    let stat = fs::read_to_string(path).ok()?;
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    let after = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    // Fields 14 and 15 of the file (utime, stime) are the 12th and 13th after the name.
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // SAFETY: sysconf(3) with a valid name.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    let per_second = u64::try_from(per_second).ok().filter(|&t| t > 0)?;
    Some(Duration::from_nanos(
        ticks.saturating_mul(1_000_000_000 / per_second),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

    fn far() -> Instant {
        Instant::now() + Duration::from_secs(60)
    }

    #[test]
    fn lines_are_split_across_chunks_and_blank_ones_skipped() {
        let (send, receive) = channel();
        let mut lines = Lines::new(receive, Box::new(|| None));
        for chunk in ["fir", "st\r\n\n  \n2 ", "1\nlast"] {
            send.send(chunk.as_bytes().to_vec()).unwrap();
        }
        assert_eq!(lines.next(far()), Event::Line("first".into()));
        assert_eq!(lines.next(far()), Event::Line("2 1".into()));
        drop(send);
        assert_eq!(lines.next(far()), Event::Line("last".into()));
        assert_eq!(lines.next(far()), Event::Closed);
    }

    #[test]
    fn a_silent_program_is_idle_when_its_cpu_stands_still_and_slow_when_it_runs() {
        let (_send, receive) = channel::<Vec<u8>>();
        let mut lines = Lines::new(receive, Box::new(|| Some(Duration::ZERO)));
        let started = Instant::now();
        assert_eq!(lines.next(far()), Event::Idle);
        assert!(started.elapsed() >= IDLE_WINDOW);

        let (_send, receive) = channel::<Vec<u8>>();
        let mut spent = Duration::ZERO;
        let busy = move || {
            spent += IDLE_WINDOW;
            Some(spent)
        };
        let mut lines = Lines::new(receive, Box::new(busy));
        let deadline = Instant::now() + IDLE_WINDOW * 2 + Duration::from_millis(200);
        assert_eq!(lines.next(deadline), Event::TimeUp);
    }

    #[test]
    fn a_line_past_the_cap_is_too_long() {
        let (send, receive) = channel();
        let mut lines = Lines::new(receive, Box::new(|| None));
        send.send(vec![b'7'; MAX_LINE + 1]).unwrap();
        assert_eq!(lines.next(far()), Event::TooLong);
    }

    #[test]
    fn this_threads_cpu_time_is_read() {
        // SAFETY: gettid(2) has no preconditions.
        let tid = unsafe { libc::gettid() };
        let path = format!("/proc/self/task/{tid}/stat");
        let before = cpu_time(&path).expect("procfs");
        let mut x = 0u64;
        let started = Instant::now();
        while started.elapsed() < Duration::from_millis(300) {
            x = x.wrapping_mul(31).wrapping_add(1);
        }
        assert!(x != 1);
        assert!(cpu_time(&path).unwrap() > before);
        assert_eq!(cpu_time("/proc/self/task/0/stat"), None);
    }
}
