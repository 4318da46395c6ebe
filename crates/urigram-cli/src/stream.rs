//! Line mode, streamed: files (and standard input) are read in blocks of whole lines, each block is cut into
//! pieces that are checked on the worker threads, and the pieces are written in input order, so that the output
//! does not depend on the number of threads and memory does not grow with the input.
//!
//! A valid line costs one parse and, in JSON, one object written straight from the library's tree; an invalid
//! line (or, for `parse` in the human format, a valid one) becomes a [`Report`] rendered as every other command
//! renders it.

use std::collections::VecDeque;
use std::io::{self, Read};
use std::ops::Range;
use std::sync::{Arc, mpsc};

use rayon::prelude::*;
use urigram::{Position, Span};

use crate::format::{Mode, Output, Rendered, Report, Style, json};
use crate::source::{Input, Source};
use crate::syntax::{Diagnostic, Need, Syntax};

/// Lines are read in blocks of about this many bytes, and a block is cut into pieces of at most [`PIECE`] bytes
/// (or one line) and [`PIECE_LINES`] lines: big enough that a piece costs far more than handing it to a thread,
/// small enough that every thread gets some, and that what a piece's output comes to (a SARIF result or a
/// human diagnostic is a kilobyte or two) stays bounded whatever the lines are.
const BLOCK: usize = 1 << 20;
/// See [`BLOCK`].
const PIECE: usize = 64 << 10;
/// See [`BLOCK`].
const PIECE_LINES: usize = 1024;
/// How many pieces are handed to the pool at once.
const BATCH: usize = 16;
/// How many batches may be checked or waiting to be written at once.
const IN_FLIGHT: usize = 3;

/// The UTF-8 byte-order mark, which at the start of a file is no part of its first line's URI.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// What `check` and `parse` do with each line.
pub struct Job {
    /// The grammar.
    pub syntax: &'static dyn Syntax,
    /// The rule every line is parsed as.
    pub rule: &'static str,
    /// How reports are written.
    pub style: Style,
    /// The longest line that is parsed; a longer one is reported as too long, unread past that length.
    pub max_line: usize,
}

/// Where the lines of a piece come from.
#[derive(Debug)]
pub struct Origin {
    /// How diagnostics name it: a path, or `<stdin>`.
    pub name: String,
    /// Whether `name` is a path.
    pub is_file: bool,
    /// `name` as a JSON string.
    json_name: Vec<u8>,
}

impl Origin {
    /// The origin named `name`.
    pub fn new(name: String, is_file: bool) -> Arc<Origin> {
        Arc::new(Origin { json_name: json::name(&name), name, is_file })
    }
}

/// Whole lines of one origin, starting at line `line` and at byte `offset` of it.
struct Piece {
    origin: Arc<Origin>,
    block: Arc<Vec<u8>>,
    range: Range<usize>,
    line: usize,
    offset: usize,
}

/// A line longer than [`Job::max_line`]: where it starts, and its first bytes.
struct Overlong {
    origin: Arc<Origin>,
    line: usize,
    offset: usize,
    head: Vec<u8>,
}

/// A unit of work, in input order.
enum Work {
    Piece(Piece),
    Overlong(Overlong),
}

/// Reads whole lines from one origin, in blocks.
pub struct Lines<R> {
    reader: R,
    origin: Arc<Origin>,
    /// Bytes read after the last whole line handed out.
    carry: Vec<u8>,
    /// The line and offset `carry` starts at.
    line: usize,
    offset: usize,
    /// Whether the reader has ended.
    ended: bool,
    /// Whether anything was read.
    pub read_any: bool,
    /// Whether the last read found the input with nothing more for now.
    paused: bool,
}

impl<R: Read> Lines<R> {
    /// The lines of `reader`, named by `origin`.
    pub fn new(reader: R, origin: Arc<Origin>) -> Self {
        Lines { reader, origin, carry: Vec::new(), line: 1, offset: 0, ended: false, read_any: false, paused: false }
    }

    /// Reads more into `carry`; `false` at the end. A read that returns less than it had room for means the
    /// input has nothing more for now (a pipe, a terminal): `paused` says so, so that what was read is checked
    /// and written before waiting for more.
    fn fill(&mut self) -> io::Result<bool> {
        let start = self.carry.len();
        let room = (64 << 10).max(start / 4).min(BLOCK);
        self.carry.resize(start + room, 0);
        loop {
            match self.reader.read(&mut self.carry[start..]) {
                Ok(read) => {
                    self.carry.truncate(start + read);
                    self.read_any |= read > 0;
                    // A pipe gives at most its buffer (64 KiB) at a time; less than that means the writer is behind.
                    self.paused = read < room.min(64 << 10);
                    return Ok(read > 0);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => {
                    self.carry.truncate(start);
                    return Err(error);
                }
            }
        }
    }

    /// The next unit of work: a block of whole lines (the last line of the input may lack its line end), or a
    /// line that is too long, whose rest is read and dropped; `None` at the end.
    fn next(&mut self, max_line: usize) -> io::Result<Option<Work>> {
        loop {
            let searched = self.carry.len();
            if self.ended || self.paused || searched >= BLOCK {
                if let Some(cut) = memchr::memrchr(b'\n', &self.carry) {
                    return Ok(Some(self.take(cut + 1)));
                }
            }
            if self.ended {
                return Ok((!self.carry.is_empty()).then(|| self.take(self.carry.len())));
            }
            // A line longer than the limit is reported from its head, and the rest of it skipped.
            if memchr::memchr(b'\n', &self.carry).is_none() && self.carry.len() > max_line {
                return self.overlong(max_line).map(Some);
            }
            if !self.fill()? {
                self.ended = true;
            }
        }
    }

    /// The first `length` bytes of `carry`, as a piece of work.
    fn take(&mut self, length: usize) -> Work {
        let rest = self.carry.split_off(length);
        let block = std::mem::replace(&mut self.carry, rest);
        let lines = memchr::memchr_iter(b'\n', &block).count();
        let piece = Piece {
            origin: Arc::clone(&self.origin),
            range: 0..block.len(),
            block: Arc::new(block),
            line: self.line,
            offset: self.offset,
        };
        self.line += lines;
        self.offset += length;
        Work::Piece(piece)
    }

    /// The line that starts `carry` and is longer than `max_line`: its head kept, the rest read and dropped up to
    /// its line end.
    fn overlong(&mut self, max_line: usize) -> io::Result<Work> {
        let head = self.carry[..max_line.min(self.carry.len())].to_vec();
        let work = Overlong { origin: Arc::clone(&self.origin), line: self.line, offset: self.offset, head };
        loop {
            if let Some(end) = memchr::memchr(b'\n', &self.carry) {
                self.carry.drain(..=end);
                self.offset += end + 1;
                self.line += 1;
                break;
            }
            self.offset += self.carry.len();
            self.carry.clear();
            if !self.fill()? {
                self.ended = true;
                break;
            }
        }
        Ok(Work::Overlong(work))
    }
}

/// Cuts a block into pieces of whole lines, at most [`PIECE`] bytes (or one line) and [`PIECE_LINES`] lines each,
/// by its bytes alone.
fn pieces(piece: Piece, out: &mut VecDeque<Work>) {
    let block = &piece.block[piece.range.clone()];
    let (mut start, mut line) = (0, piece.line);
    while start < block.len() {
        let limit = block.len().min(start + PIECE);
        let mut ends = memchr::memchr_iter(b'\n', &block[start..limit]).map(|at| start + at + 1);
        let (mut end, mut lines) = (None, 0);
        for at in ends.by_ref().take(PIECE_LINES) {
            (end, lines) = (Some(at), lines + 1);
        }
        // The line ends counted are those before `end`, but for the last stretch of the block, which may end
        // without one (it is the input's last line), and for a line longer than a piece.
        let (end, lines) = match end {
            _ if lines < PIECE_LINES && limit == block.len() => (block.len(), lines),
            Some(end) => (end, lines),
            None => memchr::memchr(b'\n', &block[start..]).map_or((block.len(), 0), |at| (start + at + 1, 1)),
        };
        out.push_back(Work::Piece(Piece {
            origin: Arc::clone(&piece.origin),
            block: Arc::clone(&piece.block),
            range: piece.range.start + start..piece.range.start + end,
            line,
            offset: piece.offset + start,
        }));
        line += lines;
        start = end;
    }
}

/// Whether a byte is a blank around a line's URI: a space or a tab (RFC 3986 Appendix C: whitespace is not part
/// of a URI).
fn is_blank(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t')
}

/// The stretch of `line` (which starts the file when `at_start`) that holds its URI: without a byte-order mark at
/// the start of the file and without the blanks around it.
pub fn uri_span(line: &[u8], at_start: bool) -> Range<usize> {
    let mut start = if at_start && line.starts_with(BOM) { BOM.len() } else { 0 };
    let mut end = line.len();
    while start < end && is_blank(line[start]) {
        start += 1;
    }
    while end > start && is_blank(line[end - 1]) {
        end -= 1;
    }
    start..end
}

impl Job {
    /// What a piece's lines come to.
    fn piece(&self, piece: &Piece) -> Rendered {
        let mut rendered = Rendered::default();
        if self.style.format == crate::format::Format::Json {
            // About what a line of URLs comes to in JSON, so that the text is rarely moved as it grows.
            // (Not for a piece that is one long line: its object is about as long as the line.)
            rendered.text.reserve(piece.range.len().min(PIECE) * 12);
        }
        let mut scratch = Vec::new();
        let block = &piece.block[piece.range.clone()];
        // One check of the whole piece, rather than one per short line: where it is UTF-8, so is every line.
        let text = std::str::from_utf8(block).ok();
        let (mut start, mut line) = (0, piece.line);
        // One search over the piece finds every line end (a search per line costs more on short lines).
        let mut ends = memchr::memchr_iter(b'\n', block);
        while start < block.len() {
            let end = ends.next().unwrap_or(block.len());
            let raw = &block[start..end];
            let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
            // A line starts after a line end and ends before one (or a CR): character boundaries.
            let raw_text = text.and_then(|text| text.get(start..start + raw.len()));
            self.line(&piece.origin, line, piece.offset + start, (raw, raw_text), &mut rendered, &mut scratch);
            start = end + 1;
            line += 1;
        }
        rendered
    }

    /// One line of the file: checked, and written if the format writes it.
    fn line(
        &self,
        origin: &Arc<Origin>,
        line: usize,
        offset: usize,
        (raw, raw_text): (&[u8], Option<&str>),
        rendered: &mut Rendered,
        scratch: &mut Vec<u8>,
    ) {
        if raw.len() > self.max_line {
            let overlong = Overlong { origin: Arc::clone(origin), line, offset, head: raw[..self.max_line].to_vec() };
            let piece = self.overlong(&overlong);
            rendered.checked += piece.checked;
            rendered.invalid += piece.invalid;
            rendered.text.extend(piece.text);
            rendered.sarif.extend(piece.sarif);
            return;
        }
        let span = uri_span(raw, offset == 0);
        let bytes = &raw[span.clone()];
        if self.style.mode == Mode::Check && (bytes.is_empty() || bytes[0] == b'#') {
            return;
        }
        let need = self.style.format.need(self.style.mode);
        let text = match raw_text {
            // The blanks and the byte-order mark cut off are whole characters.
            Some(raw_text) => raw_text.get(span.clone()),
            None => std::str::from_utf8(bytes).ok(),
        };
        if let Some(text) = text {
            let result = if need == Need::Json {
                // The object of a valid line is written up to its components, which the parse then appends; an
                // invalid line's start is taken back, and the line reported as any other.
                let start = rendered.text.len();
                let located = (self.style.mode == Mode::Check).then_some((&origin.json_name[..], line));
                json::valid_head(&mut rendered.text, located, text, self.syntax.rfc(), self.rule);
                let result = self.syntax.parse_with(self.rule, text, need, &mut rendered.text);
                match result {
                    Ok(_) => {
                        rendered.text.extend_from_slice(b",\"error\":null}\n");
                        rendered.checked += 1;
                        return;
                    }
                    Err(_) => rendered.text.truncate(start),
                }
                result
            } else {
                self.syntax.parse_with(self.rule, text, need, scratch)
            };
            match result {
                Ok(_) if need == Need::Verdict => rendered.checked += 1,
                Ok(parsed) => {
                    let report = self.report(origin, line, offset, raw, span, Ok(parsed));
                    self.style.report(&report, rendered);
                }
                Err(diagnostic) => {
                    let report = self.report(origin, line, offset, raw, span, Err(diagnostic));
                    self.style.report(&report, rendered);
                }
            }
        } else {
            let source = Source::part(origin.name.clone(), origin.is_file, raw.to_vec(), offset, line);
            let input = Input::slice(&source, Span::new(span.start, span.end));
            let report = crate::format::examine(self.syntax, self.rule, need, input);
            self.style.report(&report, rendered);
        }
    }

    /// The report of the URI at `span` of a line.
    fn report(
        &self,
        origin: &Origin,
        line: usize,
        offset: usize,
        raw: &[u8],
        span: Range<usize>,
        result: Result<crate::syntax::Parsed, Diagnostic>,
    ) -> Report {
        let source = Source::part(origin.name.clone(), origin.is_file, raw.to_vec(), offset, line);
        let input = Input::slice(&source, Span::new(span.start, span.end));
        Report { input, rfc: self.syntax.rfc(), rule: self.rule, result }
    }

    /// The report of a line too long to check.
    fn overlong(&self, overlong: &Overlong) -> Rendered {
        let source = Source::part(
            overlong.origin.name.clone(),
            overlong.origin.is_file,
            overlong.head.clone(),
            overlong.offset,
            overlong.line,
        );
        let span = uri_span(&overlong.head, overlong.offset == 0);
        let input = Input::slice(&source, Span::new(span.start, overlong.head.len()));
        let base = self.syntax.not_utf8(self.rule, &[], 0);
        let at = input.bytes.len();
        let diagnostic = Diagnostic {
            span: Span::at(at),
            expected: Vec::new(),
            message: format!(
                "the line is longer than {} bytes, the most that is read of one line (--max-line-bytes), so it \
                 was not checked",
                self.max_line
            ),
            position: Position::of(&input.bytes, at),
            code: format!("rfc{}/line-too-long", crate::syntax::number(self.syntax.rfc())),
            ..base
        };
        let report = Report { input, rfc: self.syntax.rfc(), rule: self.rule, result: Err(diagnostic) };
        let mut rendered = Rendered::default();
        self.style.report(&report, &mut rendered);
        rendered
    }
}

/// Checks work on a pool of threads, a few blocks at a time, and writes what it comes to in input order.
pub struct Runner<'o, W: io::Write> {
    job: Arc<Job>,
    pool: rayon::ThreadPool,
    output: &'o mut Output<W>,
    waiting: VecDeque<mpsc::Receiver<Vec<Rendered>>>,
    batch: VecDeque<Work>,
}

impl<'o, W: io::Write> Runner<'o, W> {
    /// A runner of `job` on `threads` threads, writing to `output`.
    pub fn new(job: Job, threads: usize, output: &'o mut Output<W>) -> Result<Self, String> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|error| format!("cannot start {threads} threads: {error}"))?;
        Ok(Runner { job: Arc::new(job), pool, output, waiting: VecDeque::new(), batch: VecDeque::new() })
    }

    /// Runs `job` from now on, once what the last one was given is written.
    pub fn change_job(&mut self, job: Job) -> io::Result<()> {
        self.drain()?;
        self.job = Arc::new(job);
        Ok(())
    }

    /// Reads, checks and writes all of `lines`.
    pub fn lines<R: Read>(&mut self, lines: &mut Lines<R>) -> io::Result<()> {
        while let Some(work) = lines.next(self.job.max_line)? {
            self.push(work).map_err(write_error)?;
            if lines.paused {
                // The input waits: what it gave so far is written before waiting with it.
                self.drain().map_err(write_error)?;
            }
        }
        Ok(())
    }

    /// Adds work to the batch, sending batches to the pool as they fill.
    fn push(&mut self, work: Work) -> io::Result<()> {
        match work {
            Work::Piece(piece) => pieces(piece, &mut self.batch),
            overlong @ Work::Overlong(_) => self.batch.push_back(overlong),
        }
        while self.batch.len() >= BATCH {
            self.send(BATCH)?;
        }
        Ok(())
    }

    /// Sends the first `count` pieces of work to the pool, and writes the oldest results when enough are
    /// waiting.
    fn send(&mut self, count: usize) -> io::Result<()> {
        let batch: Vec<Work> = self.batch.drain(..count.min(self.batch.len())).collect();
        if batch.is_empty() {
            return Ok(());
        }
        let (sender, receiver) = mpsc::channel();
        let job = Arc::clone(&self.job);
        self.pool.spawn(move || {
            let rendered: Vec<Rendered> = batch
                .par_iter()
                .map(|work| match work {
                    Work::Piece(piece) => job.piece(piece),
                    Work::Overlong(overlong) => job.overlong(overlong),
                })
                .collect();
            // The receiver lives until the results are written.
            let _ = sender.send(rendered);
        });
        self.waiting.push_back(receiver);
        while self.waiting.len() >= IN_FLIGHT {
            self.write_oldest()?;
        }
        Ok(())
    }

    /// Writes the results of the oldest batch.
    fn write_oldest(&mut self) -> io::Result<()> {
        if let Some(receiver) = self.waiting.pop_front() {
            let rendered = receiver.recv().map_err(|_| io::Error::other("a worker thread stopped"))?;
            for piece in rendered {
                self.output.rendered(piece)?;
            }
        }
        Ok(())
    }

    /// Writes everything still waiting; needed before anything else is written to the output.
    pub fn drain(&mut self) -> io::Result<()> {
        while !self.batch.is_empty() {
            self.send(BATCH)?;
        }
        while !self.waiting.is_empty() {
            self.write_oldest()?;
        }
        Ok(())
    }

    /// The output, once everything before is written.
    pub fn output(&mut self) -> io::Result<&mut Output<W>> {
        self.drain()?;
        Ok(self.output)
    }
}

/// A failure to write the output, told apart from a failure to read.
#[derive(Debug)]
pub struct WriteError(pub io::Error);

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot write the output: {}", self.0)
    }
}

impl std::error::Error for WriteError {}

/// Marks a write error, so that the caller does not take it for a read error.
pub fn write_error(error: io::Error) -> io::Error {
    io::Error::other(WriteError(error))
}

/// Whether `error` came from writing the output.
pub fn is_write_error(error: &io::Error) -> bool {
    error.get_ref().is_some_and(|inner| inner.is::<WriteError>())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_uri_of_a_line_leaves_out_the_bom_and_blanks() {
        assert_eq!(uri_span(b"\xEF\xBB\xBF http://a/\t", true), 4..13);
        assert_eq!(uri_span(b"\xEF\xBB\xBFhttp://a/", false), 0..12);
        assert_eq!(uri_span(b" \t ", true), 3..3);
        assert_eq!(uri_span(b"a b", true), 0..3);
    }

    #[test]
    fn lines_come_in_blocks_of_whole_lines_with_their_numbers() {
        let text: Vec<u8> = (0..200_000).flat_map(|n| format!("http://a/{n}\n").into_bytes()).collect();
        let mut lines = Lines::new(&text[..], Origin::new("t".into(), true));
        let (mut next_line, mut next_offset) = (1, 0);
        while let Some(Work::Piece(piece)) = lines.next(usize::MAX).unwrap() {
            assert_eq!((piece.line, piece.offset), (next_line, next_offset));
            assert!(piece.block.ends_with(b"\n"));
            next_line += memchr::memchr_iter(b'\n', &piece.block).count();
            next_offset += piece.block.len();
        }
        assert_eq!((next_line, next_offset), (200_001, text.len()));
    }

    #[test]
    fn a_line_too_long_is_cut_and_the_next_one_read() {
        let text = [&vec![b'a'; 300_000][..], b"\nb\n"].concat();
        let mut lines = Lines::new(&text[..], Origin::new("t".into(), true));
        let Some(Work::Overlong(overlong)) = lines.next(100_000).unwrap() else { panic!("an overlong line") };
        assert_eq!((overlong.line, overlong.offset, overlong.head.len()), (1, 0, 100_000));
        let Some(Work::Piece(piece)) = lines.next(100_000).unwrap() else { panic!("the next line") };
        assert_eq!((piece.line, piece.offset, &piece.block[..]), (2, 300_001, &b"b\n"[..]));
    }
}
