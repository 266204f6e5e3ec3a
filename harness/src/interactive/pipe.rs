//! In-process pipes between a player running in a thread and the referee: the player reads
//! through [`Incoming`] (a `BufRead` that blocks until the referee sends, and ends when the
//! referee hangs up) and writes through [`Outgoing`] (a `Write` whose bytes reach the referee
//! only when flushed, as a real program's stdout reaches a judge only when flushed).

use std::io::{self, BufRead, Read, Write};
use std::sync::mpsc::{Receiver, Sender};

/// The player's input: what the referee sends, chunk by chunk.
pub struct Incoming {
    chunks: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Incoming {
    /// Input that arrives on `chunks`; it ends when their sender is dropped.
    pub fn new(chunks: Receiver<Vec<u8>>) -> Incoming {
        Incoming {
            chunks,
            chunk: Vec::new(),
            at: 0,
        }
    }
}

impl Read for Incoming {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Incoming {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.at == self.chunk.len() {
            match self.chunks.recv() {
                Ok(chunk) => {
                    self.chunk = chunk;
                    self.at = 0;
                }
                // The referee hung up: the end of the input.
                Err(_) => return Ok(&[]),
            }
        }
        Ok(&self.chunk[self.at..])
    }

    fn consume(&mut self, amount: usize) {
        self.at = (self.at + amount).min(self.chunk.len());
    }
}

/// The player's output: buffered until [`Write::flush`], then sent to the referee whole.
pub struct Outgoing {
    sink: Sender<Vec<u8>>,
    pending: Vec<u8>,
}

impl Outgoing {
    /// Output sent on `sink` at each flush.
    pub fn new(sink: Sender<Vec<u8>>) -> Outgoing {
        Outgoing {
            sink,
            pending: Vec::new(),
        }
    }
}

impl Write for Outgoing {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    /// Sends what was written since the last flush; a referee that has gone is a broken pipe.
    fn flush(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let chunk = std::mem::take(&mut self.pending);
        self.sink
            .send(chunk)
            .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

    #[test]
    fn bytes_cross_only_when_flushed_and_the_input_ends_when_the_sender_goes() {
        let (to_referee, from_player) = channel();
        let mut out = Outgoing::new(to_referee);
        out.write_all(b"first\n").unwrap();
        assert!(from_player.try_recv().is_err());
        out.flush().unwrap();
        assert_eq!(from_player.try_recv().unwrap(), b"first\n");

        let (to_player, from_referee) = channel();
        let mut input = Incoming::new(from_referee);
        to_player.send(b"3\n".to_vec()).unwrap();
        to_player.send(b"0 0\n".to_vec()).unwrap();
        drop(to_player);
        let mut text = String::new();
        input.read_to_string(&mut text).unwrap();
        assert_eq!(text, "3\n0 0\n");
        drop(from_player);
        out.write_all(b"x").unwrap();
        assert_eq!(out.flush().unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    }
}
