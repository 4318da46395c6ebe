//! Line mode, streamed: files (and standard input) are read in blocks of whole lines, each block is cut into
//! pieces that are checked on the worker threads, and the pieces are written in input order, so that the output
//! does not depend on the number of threads and memory does not grow with the input.
//!
//! A valid line costs one parse and, in JSON, one object written straight from the verdict (`check`) or the
//! library's tree (`parse`); an invalid
//! line (or, for `parse` in the human format, a valid one) becomes a [`Report`] rendered as every other command
//! renders it.

use std::collections::VecDeque;
use std::io::{self, Read};
use std::ops::Range;
use std::sync::{Arc, mpsc};

use urigram::{Position, Span};

use crate::format::{Format, Mode, Output, Rendered, Report, Style, json};
use crate::source::{Input, Source};
use crate::syntax::{self, Diagnostic, Need, Rule};
use urigram::Dialect;

/// Lines are read in blocks of about this many bytes, and a block is cut into pieces of at most [`PIECE`] bytes
/// (or one line) and [`PIECE_LINES`] lines: big enough that a piece costs far more than handing it to a thread,
/// small enough that every thread gets some, and that what a piece's output comes to (a SARIF result or a
/// human diagnostic is a kilobyte or two) stays bounded whatever the lines are.
const BLOCK: usize = 1 << 20;
/// See [`BLOCK`].
const PIECE: usize = 64 << 10;
/// See [`BLOCK`].
const PIECE_LINES: usize = 1024;

/// The UTF-8 byte-order mark, which at the start of a file is no part of its first line's URI.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// What `check` and `parse` do with each line.
pub struct Job {
    /// The grammar.
    pub dialect: Dialect,
    /// The rule every line is parsed as.
    pub rule: Rule,
    /// How reports are written.
    pub style: Style,
    /// The longest line that is parsed; a longer one is reported as too long, unread past that length.
    pub max_line: usize,
    /// Text buffers of pieces already written, for the next pieces to render into: a piece's JSON is about
    /// 250 KiB, and a new buffer for each one, allocated by a worker and freed by the writing thread, kept
    /// the allocator busy with fresh pages on two threads (BENCHMARKS.md, "Figures behind the code's choices").
    pub spare_text: std::sync::Mutex<Vec<Vec<u8>>>,
}

/// The most text buffers kept for reuse: more than the pieces in flight on a machine of many cores (a buffer
/// comes back only once its piece is written, so no more are kept than were in use at once).
const SPARE_TEXTS: usize = 256;

/// The largest text buffer kept for reuse (a piece of one very long line may render to more).
const SPARE_TEXT_LIMIT: usize = 4 << 20;

/// Where the lines of a piece come from.
#[derive(Debug)]
pub struct Origin {
    /// How diagnostics name it: a path, or `<stdin>`.
    pub name: String,
    /// Whether `name` is a path.
    pub is_file: bool,
    /// The start of `check`'s JSON object of a valid line of it, up to the line number.
    json_head: Vec<u8>,
}

impl Origin {
    /// The origin named `name`.
    pub fn new(name: String, is_file: bool) -> Arc<Origin> {
        Arc::new(Origin { json_head: json::check_head(&json::name(&name)), name, is_file })
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

/// How many blocks handed out are kept to be read into again once every piece of them is done with.
const SPARE_BLOCKS: usize = 4;

/// Reads whole lines from one origin, in blocks.
pub struct Lines<R> {
    reader: R,
    origin: Arc<Origin>,
    /// What the reader is reading into: its first `filled` bytes are those read after the last whole line handed
    /// out; past them it holds what an earlier use left (it is not cleared, so that no byte is written twice).
    buffer: Vec<u8>,
    /// See `buffer`.
    filled: usize,
    /// Blocks handed out, to be read into again once their pieces are dropped (so that a block's memory is
    /// allocated, zeroed and faulted in once, not once per block, and stays in the cache).
    spent: VecDeque<Arc<Vec<u8>>>,
    /// The pieces of the last block taken, not yet handed out.
    cut: VecDeque<Work>,
    /// The line and offset the carried bytes start at.
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
        Lines {
            reader,
            origin,
            buffer: Vec::new(),
            filled: 0,
            spent: VecDeque::new(),
            cut: VecDeque::new(),
            line: 1,
            offset: 0,
            ended: false,
            read_any: false,
            paused: false,
        }
    }

    /// The bytes read after the last whole line handed out.
    fn carry(&self) -> &[u8] {
        &self.buffer[..self.filled]
    }

    /// Reads more after the carried bytes; `false` at the end. A read that returns less than it had room for
    /// means the input has nothing more for now (a pipe, a terminal): `paused` says so, so that what was read is
    /// checked and written before waiting for more.
    fn fill(&mut self) -> io::Result<bool> {
        let start = self.filled;
        let room = (64 << 10).max(start / 4).min(BLOCK);
        if self.buffer.len() < start + room {
            self.buffer.resize(start + room, 0);
        }
        loop {
            match self.reader.read(&mut self.buffer[start..start + room]) {
                Ok(read) => {
                    self.filled = start + read;
                    self.read_any |= read > 0;
                    // A pipe gives at most its buffer (64 KiB) at a time; less than that means the writer is behind.
                    self.paused = read < room.min(64 << 10);
                    return Ok(read > 0);
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
    }

    /// The next unit of work: a piece of whole lines (the last line of the input may lack its line end), or a
    /// line that is too long, whose rest is read and dropped; `None` at the end.
    fn next(&mut self, max_line: usize) -> io::Result<Option<Work>> {
        loop {
            if let Some(work) = self.cut.pop_front() {
                return Ok(Some(work));
            }
            let searched = self.filled;
            if self.ended || self.paused || searched >= BLOCK {
                if let Some(cut) = memchr::memrchr(b'\n', self.carry()) {
                    self.take(cut + 1);
                    continue;
                }
            }
            if self.ended {
                if self.filled == 0 {
                    return Ok(None);
                }
                self.take(self.filled);
                continue;
            }
            // A line longer than the limit is reported from its head, and the rest of it skipped.
            if memchr::memchr(b'\n', self.carry()).is_none() && self.filled > max_line {
                return self.overlong(max_line).map(Some);
            }
            if !self.fill()? {
                self.ended = true;
            }
        }
    }

    /// A buffer to read the next block into: a spent block whose pieces are all dropped, or a new one.
    fn spare(&mut self) -> Vec<u8> {
        for _ in 0..self.spent.len() {
            match self.spent.pop_front().map(Arc::try_unwrap) {
                // A buffer that grew for one long line is let go, so that memory stays that of a block.
                Some(Ok(buffer)) if buffer.len() <= 2 * BLOCK => return buffer,
                Some(Ok(_)) | None => {}
                Some(Err(shared)) => self.spent.push_back(shared),
            }
        }
        Vec::new()
    }

    /// The first `length` bytes carried, as a block cut into pieces of work; the rest is carried on in another
    /// buffer.
    fn take(&mut self, length: usize) {
        let mut next = self.spare();
        let rest = self.filled - length;
        if next.len() < rest {
            next.resize(rest, 0);
        }
        next[..rest].copy_from_slice(&self.buffer[length..self.filled]);
        let block = Arc::new(std::mem::replace(&mut self.buffer, next));
        self.filled = rest;
        if self.spent.len() >= SPARE_BLOCKS {
            self.spent.pop_front();
        }
        self.spent.push_back(Arc::clone(&block));
        let piece =
            Piece { origin: Arc::clone(&self.origin), range: 0..length, block, line: self.line, offset: self.offset };
        self.line += pieces(piece, &mut self.cut);
        self.offset += length;
    }

    /// The line that starts the carried bytes and is longer than `max_line`: its head kept, the rest read and
    /// dropped up to its line end.
    fn overlong(&mut self, max_line: usize) -> io::Result<Work> {
        let head = self.carry()[..max_line.min(self.filled)].to_vec();
        let work = Overlong { origin: Arc::clone(&self.origin), line: self.line, offset: self.offset, head };
        loop {
            if let Some(end) = memchr::memchr(b'\n', self.carry()) {
                self.buffer.copy_within(end + 1..self.filled, 0);
                self.filled -= end + 1;
                self.offset += end + 1;
                self.line += 1;
                break;
            }
            self.offset += self.filled;
            self.filled = 0;
            if !self.fill()? {
                self.ended = true;
                break;
            }
        }
        Ok(Work::Overlong(work))
    }
}

/// Cuts a block into pieces of whole lines, at most [`PIECE`] bytes (or one line) and [`PIECE_LINES`] lines each,
/// by its bytes alone; returns how many line ends the block holds.
fn pieces(piece: Piece, out: &mut VecDeque<Work>) -> usize {
    let block = &piece.block[piece.range.clone()];
    let (mut start, mut line) = (0, piece.line);
    while start < block.len() {
        let (end, lines) = piece_end(block, start);
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
    line - piece.line
}

/// How many bytes of a piece's line ends are counted at a time.
const STEP: usize = 4 << 10;

/// Where the piece of `block` that starts at `start` ends, and how many line ends it holds.
///
/// The line ends are counted a step at a time, not searched one by one: a vector count costs a fraction of a
/// byte, a search that stops at every line end costs a call per line, which on short lines is as much as the
/// rest of the cutting. Only the step that holds the piece's last line end is searched.
fn piece_end(block: &[u8], start: usize) -> (usize, usize) {
    let limit = block.len().min(start + PIECE);
    let (mut at, mut lines) = (start, 0);
    while at < limit {
        let step = &block[at..limit.min(at + STEP)];
        let ends = line_ends(step);
        if lines + ends >= PIECE_LINES {
            let nth = PIECE_LINES - lines;
            let end = memchr::memchr_iter(b'\n', step).nth(nth - 1).map_or(at + step.len(), |end| at + end + 1);
            return (end, PIECE_LINES);
        }
        lines += ends;
        at += step.len();
    }
    if limit == block.len() {
        // The last stretch of the block, which may end without a line end (it is the input's last line).
        return (block.len(), lines);
    }
    match memchr::memrchr(b'\n', &block[start..limit]) {
        Some(last) => (start + last + 1, lines),
        // A line longer than a piece.
        None => memchr::memchr(b'\n', &block[limit..]).map_or((block.len(), 0), |end| (limit + end + 1, 1)),
    }
}

/// How many line ends `bytes` holds.
fn line_ends(bytes: &[u8]) -> usize {
    memchr::memchr_iter(b'\n', bytes).count()
}

/// What the lines of a piece share.
struct Scratch {
    /// In JSON for `check`, the start of the object of a valid line, up to its input, for the last line written.
    valid_head: json::CheckHead,
    /// In JSON for `check`, the end of the object of a valid line ([`json::valid_check_tail`]).
    valid_tail: Vec<u8>,
}

/// The stretch of `line` (which starts the file when `at_start`) that is its URI: the whole line, as written, but
/// for a UTF-8 byte-order mark at the start of the file, which marks the file's encoding and is no text of its
/// first line. Blanks around a line are part of it, and the grammar judges them (a URI never holds a blank, and a
/// checker that dropped them would pass ` http://evil.example` while the program reading the line may not).
pub fn uri_span(line: &[u8], at_start: bool) -> Range<usize> {
    let start = if at_start && line.starts_with(BOM) { BOM.len() } else { 0 };
    start..line.len()
}

impl Job {
    /// The job of `dialect`'s `rule`, written in `style`, with lines up to `max_line` bytes parsed.
    pub fn new(dialect: Dialect, rule: Rule, style: Style, max_line: usize) -> Job {
        Job { dialect, rule, style, max_line, spare_text: std::sync::Mutex::new(Vec::new()) }
    }

    /// Keeps the text buffer of a piece that has been written, emptied, for a later piece.
    fn give_back(&self, mut text: Vec<u8>) {
        if text.capacity() > SPARE_TEXT_LIMIT {
            return;
        }
        text.clear();
        if let Ok(mut spare) = self.spare_text.lock() {
            if spare.len() < SPARE_TEXTS {
                spare.push(text);
            }
        }
    }

    /// What a unit of work comes to.
    fn work(&self, work: &Work) -> Rendered {
        match work {
            Work::Piece(piece) => self.piece(piece),
            Work::Overlong(overlong) => self.overlong(overlong),
        }
    }

    /// What a piece's lines come to.
    fn piece(&self, piece: &Piece) -> Rendered {
        let mut rendered = Rendered::default();
        if let Some(text) = self.spare_text.lock().ok().and_then(|mut spare| spare.pop()) {
            rendered.text = text;
        }
        if self.style.format == Format::Json {
            // About what a line of URLs comes to in JSON (its components in `parse`, its file, line and verdict in
            // `check`), so that the text is rarely moved as it grows. (Not for a piece that is one long line: its
            // object is about as long as the line.)
            let factor = if self.style.mode == Mode::Check { 4 } else { 12 };
            let wanted = piece.range.len().min(PIECE) * factor;
            rendered.text.reserve(wanted.saturating_sub(rendered.text.capacity()));
        }
        let block = &piece.block[piece.range.clone()];
        let valid_head = json::CheckHead::new(&piece.origin.json_head);
        let mut scratch = Scratch { valid_head, valid_tail: Vec::new() };
        if self.style.format == Format::Json && self.style.mode == Mode::Check {
            scratch.valid_tail = json::valid_check_tail(self.dialect.rfc(), self.rule.name());
        }
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
        scratch: &mut Scratch,
    ) {
        if raw.len() > self.max_line {
            let overlong = Overlong { origin: Arc::clone(origin), line, offset, head: raw[..self.max_line].to_vec() };
            let piece = self.overlong(&overlong);
            rendered.checked += piece.checked;
            rendered.invalid += piece.invalid;
            rendered.skipped += piece.skipped;
            rendered.text.extend(piece.text);
            rendered.sarif.extend(piece.sarif);
            return;
        }
        let span = uri_span(raw, offset == 0);
        let bytes = &raw[span.clone()];
        if self.style.mode == Mode::Check && (bytes.is_empty() || bytes[0] == b'#') {
            // A list's empty lines and comments are no URIs; JSON still gives each its record.
            rendered.skipped += 1;
            if self.style.format == Format::Json {
                let reason = if bytes.is_empty() { "empty" } else { "comment" };
                let text = String::from_utf8_lossy(bytes);
                json::skipped_check(&mut rendered.text, &mut scratch.valid_head, line, &text, reason);
            }
            return;
        }
        let need = self.style.format.need(self.style.mode);
        let text = match raw_text {
            // The blanks and the byte-order mark cut off are whole characters.
            Some(raw_text) => raw_text.get(span.clone()),
            None => std::str::from_utf8(bytes).ok(),
        };
        if let Some(text) = text {
            let result = match need {
                Need::Verdict => match syntax::verdict(self.dialect, self.rule, text) {
                    Ok(()) if self.style.format == Format::Json => {
                        // `check`'s object of a valid line: the verdict, written straight from it.
                        json::valid_check(&mut rendered.text, &mut scratch.valid_head, line, text, &scratch.valid_tail);
                        rendered.text.push(b'\n');
                        rendered.checked += 1;
                        return;
                    }
                    Ok(()) => {
                        rendered.checked += 1;
                        return;
                    }
                    Err(diagnostic) => Err(diagnostic),
                },
                Need::Json => {
                    // The object of a valid line of `parse` is written up to its components, which the parse then
                    // appends; an invalid line's start is taken back, and the line reported as any other.
                    let start = rendered.text.len();
                    json::valid_parse_head(&mut rendered.text, text, self.dialect.rfc(), self.rule.name());
                    match syntax::parse_into_json(self.dialect, self.rule, text, &mut rendered.text) {
                        Ok(()) => {
                            rendered.text.extend_from_slice(b",\"error\":null}\n");
                            rendered.checked += 1;
                            return;
                        }
                        Err(diagnostic) => {
                            rendered.text.truncate(start);
                            Err(diagnostic)
                        }
                    }
                }
                Need::Tree => syntax::parse(self.dialect, self.rule, text, need),
            };
            let report = self.report(origin, line, offset, raw, span, result);
            self.style.report(&report, rendered);
        } else {
            let source = Source::part(origin.name.clone(), origin.is_file, raw.to_vec(), offset, line);
            let input = Input::slice(&source, Span::new(span.start, span.end));
            let report = crate::format::examine(self.dialect, self.rule, need, input);
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
        Report { input, rfc: self.dialect.rfc(), rule: self.rule.name(), result, differential: None }
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
        let base = Diagnostic::not_utf8(self.rule, &[], 0);
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
            code: format!("rfc{}/line-too-long", crate::syntax::number(self.dialect.rfc())),
            ..base
        };
        let report = Report {
            input,
            rfc: self.dialect.rfc(),
            rule: self.rule.name(),
            result: Err(diagnostic),
            differential: None,
        };
        let mut rendered = Rendered::default();
        self.style.report(&report, &mut rendered);
        rendered
    }
}

/// Checks work on worker threads and on the calling one, and writes what it comes to in input order; on one
/// thread, the calling one alone, as it is read (no hand-over, and each piece is checked while it is still in
/// the cache).
///
/// The calling thread reads the input and writes the output, which are a small part of the work, so it checks
/// pieces too: with `threads` threads there are `threads - 1` workers, and a piece goes to them when their
/// queue has room and is checked by the calling thread when it has not. A pool of `threads` workers beside a
/// reading thread would ask for one thread more than there are cores, and the reader would wait for a core
/// while the workers wait for the reader.
pub struct Runner<'o, W: io::Write> {
    job: Arc<Job>,
    /// The worker threads; none when there is to be one thread.
    workers: Option<Workers>,
    output: &'o mut Output<W>,
    /// What is checked and not yet written, from the oldest on (its number is `written`); `None` for a piece a
    /// worker is still checking.
    ready: VecDeque<Option<Rendered>>,
    /// How many pieces are written.
    written: u64,
    /// How many pieces may be in `ready` at once.
    in_flight: usize,
}

/// A unit of work for a worker: its number in input order, the job, the work.
type Task = (u64, Arc<Job>, Work);

/// What a worker sends back: the number of the work, and what it came to (`None` if checking it panicked).
type Done = (u64, Option<Rendered>);

/// How many pieces may wait for a worker.
const QUEUED: usize = 2;

/// How many pieces, for each thread, may be checked or waiting to be written at once (they are written in
/// order, so a piece that takes long holds back those after it). Few: each piece's JSON text is about 250 KiB,
/// and with four pieces a thread the buffers stay in the cores' caches, which 48 pieces on two threads did not
/// (BENCHMARKS.md, "Figures behind the code's choices").
const IN_FLIGHT_PER_THREAD: usize = 4;

/// The worker threads, and the ends of the channels to and from them.
struct Workers {
    /// Where tasks are sent; `None` once the workers are told to stop.
    tasks: Option<mpsc::SyncSender<Task>>,
    results: mpsc::Receiver<Done>,
    threads: Vec<std::thread::JoinHandle<()>>,
}

impl Workers {
    /// Starts `count` workers.
    fn start(count: usize) -> io::Result<Workers> {
        let (tasks, queue) = mpsc::sync_channel::<Task>(QUEUED * count);
        let (done, results) = mpsc::channel::<Done>();
        let queue = Arc::new(std::sync::Mutex::new(queue));
        let mut workers = Workers { tasks: Some(tasks), results, threads: Vec::with_capacity(count) };
        for number in 0..count {
            let (queue, done) = (Arc::clone(&queue), done.clone());
            let thread = std::thread::Builder::new()
                .name(format!("urigram-check-{number}"))
                .spawn(move || work_until_closed(&queue, &done))?;
            workers.threads.push(thread);
        }
        Ok(workers)
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        // Closing the queue ends each worker after its current task.
        self.tasks = None;
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// A worker's life: takes tasks from `queue` and sends what they come to, until the queue is closed or the
/// results are no longer received.
fn work_until_closed(queue: &std::sync::Mutex<mpsc::Receiver<Task>>, done: &mpsc::Sender<Done>) {
    loop {
        // The lock is held while waiting, so that the other workers wait on the lock rather than the queue.
        let task = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok((number, job, work)) = task else { return };
        // A panic is a bug; it is reported by the calling thread as a failure, not left as a piece never written.
        let rendered = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.work(&work))).ok();
        // The block is let go before the result is sent, so that the reader can read into it again.
        drop(work);
        if done.send((number, rendered)).is_err() {
            return;
        }
    }
}

impl<'o, W: io::Write> Runner<'o, W> {
    /// A runner of `job` on `threads` threads (the calling one and `threads - 1` workers), writing to `output`.
    pub fn new(job: Job, threads: usize, output: &'o mut Output<W>) -> Result<Self, String> {
        let workers = if threads > 1 {
            let workers =
                Workers::start(threads - 1).map_err(|error| format!("cannot start {threads} threads: {error}"))?;
            Some(workers)
        } else {
            None
        };
        let in_flight = IN_FLIGHT_PER_THREAD.saturating_mul(threads);
        Ok(Runner { job: Arc::new(job), workers, output, ready: VecDeque::new(), written: 0, in_flight })
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

    /// Checks `work`, or hands it to a worker, and writes what is ready in order.
    fn push(&mut self, work: Work) -> io::Result<()> {
        let Some(workers) = &self.workers else {
            let rendered = self.job.work(&work);
            drop(work);
            return self.write(rendered);
        };
        let number = self.written + self.ready.len() as u64;
        let tasks = workers.tasks.as_ref().ok_or_else(stopped)?;
        let mine = match tasks.try_send((number, Arc::clone(&self.job), work)) {
            Ok(()) => None,
            Err(mpsc::TrySendError::Full((_, _, work))) => {
                let rendered = self.job.work(&work);
                drop(work);
                Some(rendered)
            }
            Err(mpsc::TrySendError::Disconnected(_)) => return Err(stopped()),
        };
        self.ready.push_back(mine);
        self.collect(false)?;
        while self.ready.len() >= self.in_flight {
            self.collect(true)?;
        }
        Ok(())
    }

    /// Takes in what the workers have finished (waiting for one result if `wait`) and writes every piece that is
    /// next in order.
    fn collect(&mut self, wait: bool) -> io::Result<()> {
        if let Some(workers) = &self.workers {
            let mut next = if wait { workers.results.recv().map_err(|_| stopped()).map(Some)? } else { None };
            loop {
                let (number, rendered) = match next.take() {
                    Some(done) => done,
                    None => match workers.results.try_recv() {
                        Ok(done) => done,
                        Err(mpsc::TryRecvError::Empty) => break,
                        Err(mpsc::TryRecvError::Disconnected) => return Err(stopped()),
                    },
                };
                let rendered = rendered.ok_or_else(stopped)?;
                // Numbers handed out are from `written` on, and each comes back once.
                let place = number.checked_sub(self.written).and_then(|place| usize::try_from(place).ok());
                match place.and_then(|place| self.ready.get_mut(place)) {
                    Some(slot @ None) => *slot = Some(rendered),
                    _ => return Err(io::Error::other("a worker thread sent back work it was not given")),
                }
            }
        }
        while matches!(self.ready.front(), Some(Some(_))) {
            if let Some(Some(rendered)) = self.ready.pop_front() {
                self.written += 1;
                self.write(rendered)?;
            }
        }
        Ok(())
    }

    /// Writes what a piece came to, and keeps its text buffer for a later piece.
    fn write(&mut self, rendered: Rendered) -> io::Result<()> {
        let text = self.output.rendered_text(rendered)?;
        self.job.give_back(text);
        Ok(())
    }

    /// Writes everything still waiting; needed before anything else is written to the output.
    pub fn drain(&mut self) -> io::Result<()> {
        self.collect(false)?;
        while !self.ready.is_empty() {
            self.collect(true)?;
        }
        Ok(())
    }

    /// The output, once everything before is written.
    pub fn output(&mut self) -> io::Result<&mut Output<W>> {
        self.drain()?;
        Ok(self.output)
    }
}

/// The failure of a worker thread, which stopped or panicked.
fn stopped() -> io::Error {
    io::Error::other("a worker thread stopped")
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
    fn the_uri_of_a_line_is_the_line_without_the_files_bom() {
        assert_eq!(uri_span(b"\xEF\xBB\xBF http://a/\t", true), 3..14);
        assert_eq!(uri_span(b"\xEF\xBB\xBFhttp://a/", false), 0..12);
        assert_eq!(uri_span(b" \t ", true), 0..3);
        assert_eq!(uri_span(b"a b", true), 0..3);
    }

    #[test]
    fn lines_come_in_blocks_of_whole_lines_with_their_numbers() {
        let text: Vec<u8> = (0..200_000).flat_map(|n| format!("http://a/{n}\n").into_bytes()).collect();
        let mut lines = Lines::new(&text[..], Origin::new("t".into(), true));
        let (mut next_line, mut next_offset) = (1, 0);
        while let Some(Work::Piece(piece)) = lines.next(usize::MAX).unwrap() {
            assert_eq!((piece.line, piece.offset), (next_line, next_offset));
            let block = &piece.block[piece.range.clone()];
            assert_eq!(block, &text[next_offset..next_offset + block.len()], "the bytes of a reused buffer");
            assert!(block.ends_with(b"\n"));
            next_line += memchr::memchr_iter(b'\n', block).count();
            next_offset += block.len();
        }
        assert_eq!((next_line, next_offset), (200_001, text.len()));
    }

    /// The pieces of a block follow one another, end at line ends, hold at most `PIECE_LINES` lines and, but for
    /// a line longer than a piece, `PIECE` bytes, are no shorter than that allows, and know their first line.
    #[test]
    fn blocks_are_cut_into_pieces_of_whole_lines() {
        let shapes: Vec<Vec<u8>> = vec![
            b"a\n".repeat(100_000),
            b"\n".repeat(70_000),
            [b"x".repeat(3 * PIECE), b"\nb\n".to_vec(), b"c".repeat(PIECE + 7)].concat(),
            (0..30_000).flat_map(|n| format!("http://a/{}\r\n", "b".repeat(n % 97)).into_bytes()).collect(),
            b"no line end".to_vec(),
        ];
        for text in shapes {
            let origin = Origin::new("t".into(), true);
            let whole = Piece { origin, block: Arc::new(text.clone()), range: 0..text.len(), line: 1, offset: 0 };
            let mut out = VecDeque::new();
            pieces(whole, &mut out);
            let (mut offset, mut line) = (0, 1);
            for work in out {
                let Work::Piece(piece) = work else { panic!("pieces only") };
                assert_eq!((piece.range.start, piece.offset, piece.line), (offset, offset, line));
                let bytes = &text[piece.range.clone()];
                let ends = line_ends(bytes);
                assert!(ends <= PIECE_LINES);
                assert!(bytes.ends_with(b"\n") || piece.range.end == text.len());
                assert!(bytes.len() <= PIECE || ends <= 1, "only a long line makes a long piece");
                let full = ends == PIECE_LINES || piece.range.end == text.len();
                let rest = &text[piece.range.end..];
                let next_end = memchr::memchr(b'\n', rest).map_or(rest.len(), |at| at + 1);
                assert!(full || bytes.len() + next_end > PIECE, "a piece takes every line that fits");
                offset = piece.range.end;
                line += ends;
            }
            assert_eq!(offset, text.len());
        }
    }

    #[test]
    fn a_line_too_long_is_cut_and_the_next_one_read() {
        let text = [&vec![b'a'; 300_000][..], b"\nb\n"].concat();
        let mut lines = Lines::new(&text[..], Origin::new("t".into(), true));
        let Some(Work::Overlong(overlong)) = lines.next(100_000).unwrap() else { panic!("an overlong line") };
        assert_eq!((overlong.line, overlong.offset, overlong.head.len()), (1, 0, 100_000));
        let Some(Work::Piece(piece)) = lines.next(100_000).unwrap() else { panic!("the next line") };
        assert_eq!((piece.line, piece.offset, &piece.block[piece.range]), (2, 300_001, &b"b\n"[..]));
    }
}
