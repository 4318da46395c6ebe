//! The subcommands.

use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal as _, Read as _, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use urigram::normalize::{Normalization, Rung};
use urigram::resolve::Side;
use urigram::rfc3986;

use crate::config::{Config, load_config};
use crate::extract::{Candidate, DocumentKind, candidates};
use crate::format::{self, Columns, Fault, Format, Mode, Outcome, Output, Report, Style, examine};
use crate::source::{Input, Source};
use crate::stream::{self, Job, Lines, Origin, Runner};
use crate::syntax::{Amendments, Diagnostic, Resolution, RfcArg, Rule, dialect_of};
use urigram::Dialect;

/// The URI that RFC 3986 §3 draws its component diagram under, parsed when there is nothing else to parse.
pub const SECTION_3_EXAMPLE: &str = "foo://example.com:8042/over/there?name=ferret#nose";

/// How a command ended, from best to worst; the exit status is the worst of its inputs'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Every input is valid: exit 0.
    Valid,
    /// Some input is not: exit 1.
    Invalid,
    /// Some input could not be read: exit 2.
    Failed,
}

impl Status {
    /// The process exit status.
    pub fn code(self) -> ExitCode {
        ExitCode::from(self as u8)
    }

    fn of(report: &Report) -> Status {
        if report.is_valid() { Status::Valid } else { Status::Invalid }
    }
}

/// A usage or I/O error: the message, for an exit with status 2.
pub type Failure = String;

/// Whether the human format may use colours: only on a terminal, never with `NO_COLOR` (and always with
/// `CLICOLOR_FORCE`), as anstream decides for standard output.
pub(crate) fn color() -> bool {
    anstream::AutoStream::choice(&io::stdout()) != anstream::ColorChoice::Never
}

/// The width to wrap `explain`'s table to: the terminal's when standard output is one, else `COLUMNS` when it is
/// set (as shells export it), else none (no wrapping, so that piped output does not depend on where it ran).
fn terminal_width() -> Option<usize> {
    let stdout = io::stdout();
    if stdout.is_terminal() {
        if let Some((terminal_size::Width(width), _)) = terminal_size::terminal_size_of(&stdout) {
            return Some(usize::from(width));
        }
    }
    std::env::var("COLUMNS").ok()?.parse().ok().filter(|&width| width > 0)
}

/// The failure of a write to standard output; when its reader has gone (`urigram check big.txt | head -1`), the
/// process stops here, quietly, with the status of a line tool stopped by SIGPIPE (128 + 13), as a shell reports
/// `cat` or `grep` in the same place: the output was cut short on purpose, and no verdict was reached.
pub(crate) fn io_failure(error: io::Error) -> Failure {
    let inner = error.get_ref().and_then(|inner| inner.downcast_ref::<stream::WriteError>()).map_or(&error, |e| &e.0);
    if inner.kind() == io::ErrorKind::BrokenPipe {
        std::process::exit(CLOSED_OUTPUT);
    }
    format!("cannot write the output: {inner}")
}

/// The exit status when standard output's reader has gone: what a shell reports for a process killed by SIGPIPE.
pub const CLOSED_OUTPUT: i32 = 128 + 13;

/// The rule named `name` in `dialect`, or its reference rule.
fn rule_of(dialect: Dialect, name: Option<&str>) -> Result<Rule, Failure> {
    let Some(name) = name else { return Ok(dialect.reference()) };
    dialect.rule_named(name).ok_or_else(|| {
        let names: Vec<&str> = dialect.rules().map(Rule::name).collect();
        format!("{} has no rule named {name:?}; its rules are: {}", dialect.rfc(), names.join(", "))
    })
}

/// The bytes of a command-line argument, which need not be UTF-8.
pub(crate) fn argument_bytes(argument: &OsStr) -> Vec<u8> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt as _;
        argument.as_bytes().to_vec()
    }
    #[cfg(not(unix))]
    {
        argument.to_string_lossy().into_owned().into_bytes()
    }
}

/// Each argument, as a source of its own named `<argN>`.
fn argument_inputs(arguments: &[OsString]) -> Vec<Input> {
    arguments
        .iter()
        .enumerate()
        .map(|(index, argument)| {
            Input::whole(&Source::new(format!("<arg{}>", index + 1), false, argument_bytes(argument)))
        })
        .collect()
}

/// Writes the reports of `inputs` and returns the worst status.
fn run(
    dialect: Dialect,
    rule: Rule,
    format: Format,
    mode: Mode,
    inputs: Vec<Input>,
    status: Status,
) -> Result<Status, Failure> {
    let mut output = Output::new(format, mode, io::stdout().lock(), color());
    let mut status = status;
    for input in inputs {
        let report = examine(dialect, rule, format.need(mode), input);
        status = status.max(Status::of(&report));
        output.report(&report).map_err(io_failure)?;
    }
    let _ = output.finish().map_err(io_failure)?;
    Ok(status)
}

/// How `check` and `parse` read lines: on how many threads, and how long a line may be.
#[derive(Clone, Copy, Debug)]
pub struct Lining {
    /// The number of threads that check lines (at least 1).
    pub jobs: usize,
    /// The longest line that is parsed, in bytes.
    pub max_line: usize,
}

/// A job of `dialect` and `rule` for the streamed lines.
fn job(dialect: Dialect, rule: Rule, style: Style, lining: Lining) -> Job {
    Job::new(dialect, rule, style, lining.max_line)
}

/// `urigram parse`: each URI, or each line of standard input, or the example of RFC 3986 §3.
pub fn parse(
    rfc: RfcArg,
    amendments: Amendments,
    rule: Option<&str>,
    format: Format,
    lining: Lining,
    uris: &[OsString],
) -> Result<Status, Failure> {
    let dialect = dialect_of(rfc, amendments).map_err(|error| error.to_string())?;
    let rule = rule_of(dialect, rule)?;
    if !uris.is_empty() {
        return run(dialect, rule, format, Mode::Parse, argument_inputs(uris), Status::Valid);
    }
    let stdin = io::stdin();
    let example = || vec![Input::whole(&Source::new("<example>", false, SECTION_3_EXAMPLE.as_bytes().to_vec()))];
    if stdin.is_terminal() {
        return run(dialect, rule, format, Mode::Parse, example(), Status::Valid);
    }
    let mut output = Output::new(format, Mode::Parse, io::stdout().lock(), color());
    let mut lines = Lines::new(stdin.lock(), Origin::new("<stdin>".to_owned(), false));
    let read = {
        let mut runner = Runner::new(job(dialect, rule, output.style(), lining), lining.jobs, &mut output)?;
        let read = runner.lines(&mut lines);
        runner.drain().map_err(io_failure)?;
        read
    };
    let status = match read {
        Err(error) if stream::is_write_error(&error) => return Err(io_failure(error)),
        Err(error) => return Err(format!("cannot read standard input: {error}")),
        Ok(()) if !lines.read_any => {
            for input in example() {
                let report = examine(dialect, rule, format.need(Mode::Parse), input);
                output.report(&report).map_err(io_failure)?;
            }
            Status::Valid
        }
        Ok(()) => Status::Valid,
    };
    finish(output, status)
}

/// Writes the end of `output`, and the status its reports come to with `status`.
fn finish<W: Write>(output: Output<W>, status: Status) -> Result<Status, Failure> {
    let invalid = output.invalid() > 0;
    let _ = output.finish().map_err(io_failure)?;
    Ok(if invalid { status.max(Status::Invalid) } else { status })
}

/// How `check` finds the URIs of its files.
#[derive(Clone, Copy, Debug, Default)]
pub struct Checking {
    /// Find the URIs in the text of each file (by its kind) instead of taking each line for one.
    pub extract: bool,
    /// The kind of every file, instead of the configuration's and the extension's.
    pub kind: Option<DocumentKind>,
    /// Check URIs in code too.
    pub code: bool,
    /// Read the project configuration (`urigram.toml`).
    pub config: bool,
    /// How the reports count columns (`--columns`, `--tab-width`).
    pub columns: Columns,
    /// Whether each URI found (with `extract`) is also read as a browser reads it, and a different host a
    /// warning or an error: the command line's choice, `None` when it makes none (then each file's
    /// configuration's, else a warning with `extract`).
    pub differential: Option<format::Differential>,
}

/// The grammar a file is checked with: the command line's RFC when it names one (with its amendments), else the
/// configuration's (with its amendments and the command line's), else RFC 3986.
fn grammar_of(rfc: Option<RfcArg>, amendments: Amendments, config: &Config) -> (RfcArg, Amendments) {
    match (rfc, config.rfc) {
        (Some(rfc), _) => (rfc, amendments),
        (None, Some(rfc)) => (
            rfc,
            Amendments {
                rfc2732: amendments.rfc2732 || config.amendments.rfc2732,
                rfc2068: amendments.rfc2068 || config.amendments.rfc2068,
                rfc6874: amendments.rfc6874 || config.amendments.rfc6874,
                appendix_f: amendments.appendix_f || config.amendments.appendix_f,
            },
        ),
        (None, None) => (RfcArg::Rfc3986, amendments),
    }
}

/// The configuration for `path` (standard input's is the current folder's), read once per folder.
pub(crate) fn config_for(
    path: &std::path::Path,
    stdin: bool,
    cache: &mut std::collections::HashMap<PathBuf, Config>,
) -> Result<Config, crate::config::ConfigError> {
    let folder = if stdin { PathBuf::from(".") } else { path.parent().map(PathBuf::from).unwrap_or_default() };
    if let Some(config) = cache.get(&folder) {
        return Ok(config.clone());
    }
    let config = load_config(if stdin { std::path::Path::new(".") } else { path })?;
    cache.insert(folder, config.clone());
    Ok(config)
}

/// `urigram check`: the URI lines of each file, or with `extract` the URIs in its text.
///
/// `format` is `None` for `--quiet`: nothing is written, and the status alone answers. No file means standard
/// input; a folder is walked ([`files_to_check`]).
pub fn check(
    rfc: Option<RfcArg>,
    amendments: Amendments,
    rule: Option<&str>,
    format: Option<Format>,
    checking: Checking,
    lining: Lining,
    files: &[PathBuf],
) -> Result<Status, Failure> {
    let mut configs = std::collections::HashMap::new();
    let mut status = Status::Valid;
    if files.is_empty() && io::stdin().is_terminal() {
        return Err("no file to check: name files or folders, or give URIs on standard input".to_owned());
    }
    let stdin_only = [PathBuf::from("-")];
    let (files, unwalkable) = files_to_check(if files.is_empty() { &stdin_only } else { files }, &checking);
    for (path, error) in &unwalkable {
        eprintln!("urigram: cannot read {}: {error}", path.display());
        status = Status::Failed;
    }
    // `--quiet` writes the `short` format, the leanest, to nowhere.
    let (format, out): (Format, Box<dyn Write>) = match format {
        Some(format) => (format, Box::new(io::stdout().lock())),
        None => (Format::Short, Box::new(io::sink())),
    };
    let mut output = Output::new(format, Mode::Check, out, color()).counting(checking.columns);
    for (path, error) in &unwalkable {
        output.unreadable(&path.display().to_string(), error).map_err(io_failure)?;
    }
    let style = output.style();
    // Each file's grammar (and the rule in it) is chosen, and checked, with its configuration; the runner starts
    // with RFC 3986's and changes before the first file.
    let first = Dialect::Rfc3986;
    let mut grammar = None;
    let mut runner = Runner::new(job(first, first.reference(), style, lining), lining.jobs, &mut output)?;
    for path in &files {
        let stdin = path.as_os_str() == "-";
        let name = if stdin { "<stdin>".to_owned() } else { path.display().to_string() };
        let config = if checking.config {
            match config_for(path, stdin, &mut configs) {
                Ok(config) => config,
                Err(error) => {
                    eprintln!("urigram: {error}");
                    let output = runner.output().map_err(io_failure)?;
                    output.unreadable(&name, &error.to_string()).map_err(io_failure)?;
                    status = Status::Failed;
                    continue;
                }
            }
        } else {
            Config::default()
        };
        let wanted = grammar_of(rfc, amendments, &config);
        let dialect = dialect_of(wanted.0, wanted.1).map_err(|error| error.to_string())?;
        let rule = rule_of(dialect, rule)?;
        if grammar != Some(wanted) {
            runner.change_job(job(dialect, rule, style, lining)).map_err(io_failure)?;
            grammar = Some(wanted);
        }
        let kind = checking.kind.unwrap_or_else(|| if stdin { DocumentKind::Text } else { config.kind_of(path) });
        let default = if checking.extract { format::Differential::Warn } else { format::Differential::Off };
        let differential = checking.differential.or(config.differential).unwrap_or(default);
        runner.output().map_err(io_failure)?.compare_as(differential);
        let mut options = config.extract.clone();
        options.code |= checking.code;
        let read = if checking.extract && kind == DocumentKind::Text {
            let is_file = !stdin;
            let mut each = |input: Input| -> io::Result<()> {
                let report = format::examine_compared(dialect, rule, format.need(Mode::Check), input, differential);
                runner.output()?.report(&report).map_err(stream::write_error)
            };
            if stdin {
                extract_text_parts(io::stdin().lock(), &name, is_file, &options, &mut each)
            } else {
                std::fs::File::open(path).and_then(|file| extract_text_parts(file, &name, is_file, &options, &mut each))
            }
        } else if checking.extract {
            let bytes = if stdin {
                let mut bytes = Vec::new();
                io::stdin().lock().read_to_end(&mut bytes).map(|_| bytes)
            } else {
                std::fs::read(path)
            };
            bytes.and_then(|bytes| {
                let output = runner.output()?;
                let source = Source::new(name.clone(), !stdin, bytes);
                let text = document_text(&source.bytes);
                for candidate in candidates(&text, kind, &options) {
                    let input = input_of(&source, &candidate);
                    let report = format::examine_compared(dialect, rule, format.need(Mode::Check), input, differential);
                    output.report(&report).map_err(stream::write_error)?;
                }
                Ok(())
            })
        } else if stdin {
            runner.lines(&mut Lines::new(io::stdin().lock(), Origin::new(name.clone(), false)))
        } else {
            std::fs::File::open(path)
                .and_then(|file| runner.lines(&mut Lines::new(file, Origin::new(name.clone(), true))))
        };
        match read {
            Ok(()) => {}
            Err(error) if stream::is_write_error(&error) => return Err(io_failure(error)),
            Err(error) => {
                eprintln!("urigram: cannot read {}: {error}", path.display());
                runner.output().map_err(io_failure)?.unreadable(&name, &error.to_string()).map_err(io_failure)?;
                status = Status::Failed;
            }
        }
    }
    runner.drain().map_err(io_failure)?;
    drop(runner);
    finish(output, status)
}

/// The files that `check` reads for the `paths` it was given: each file as it is (and `-`), each folder walked as
/// ripgrep walks one (`.gitignore`, `.ignore` and hidden files respected, in a stable order) for the files of a
/// kind the configuration or the extension names: with `--extract`, Markdown, HTML and text; without it, text
/// (`.txt`, `.text`, `[kinds] text`), the lists of URIs that line mode reads. Also what could not be walked.
pub(crate) fn files_to_check(paths: &[PathBuf], checking: &Checking) -> (Vec<PathBuf>, Vec<(PathBuf, String)>) {
    let mut files = Vec::new();
    let mut unwalkable = Vec::new();
    let mut configs = std::collections::HashMap::new();
    for path in paths {
        if path.as_os_str() == "-" || !path.is_dir() {
            files.push(path.clone());
            continue;
        }
        let walk = ignore::WalkBuilder::new(path).sort_by_file_name(std::cmp::Ord::cmp).build();
        for entry in walk {
            let entry = match entry {
                Ok(entry) => entry,
                Err(error) => {
                    unwalkable.push((path.clone(), error.to_string()));
                    continue;
                }
            };
            if !entry.file_type().is_some_and(|kind| kind.is_file()) {
                continue;
            }
            let file = entry.into_path();
            let kind = match checking.kind {
                Some(kind) => Some(kind),
                None if checking.config => match config_for(&file, false, &mut configs) {
                    Ok(config) => config.known_kind_of(&file),
                    // The file is taken, and its configuration's error reported when it is checked.
                    Err(_) => Some(DocumentKind::Text),
                },
                None => DocumentKind::named_by_extension(&file),
            };
            if kind.is_some_and(|kind| checking.extract || kind == DocumentKind::Text) {
                files.push(file);
            }
        }
    }
    (files, unwalkable)
}

/// How much plain text is read at a time by [`extract_text_parts`].
const TEXT_PART: usize = 1 << 20;
/// How far back from a part's end an angle bracket still open holds the cut back: a URI broken across lines
/// inside angle brackets is far shorter, and so the parts (and memory) stay bounded.
const OPEN_ANGLE_REACH: usize = 64 << 10;

/// Where the plain text read so far (`bytes`, not at the end of the input) may be cut: before an angle bracket
/// still open near the end (its URI may go on on the next lines), just after the last line end before that, else
/// just after the last blank (no bare URI holds one); `None` when there is neither yet.
fn text_cut(bytes: &[u8]) -> Option<usize> {
    let end = memchr::memrchr(b'\n', bytes).map_or(bytes.len(), |line_end| line_end + 1);
    let limit = match memchr::memrchr(b'<', &bytes[..end]) {
        Some(open) if end - open <= OPEN_ANGLE_REACH && memchr::memchr(b'>', &bytes[open..end]).is_none() => open,
        _ => end,
    };
    let before = &bytes[..limit];
    match memchr::memrchr(b'\n', before) {
        Some(line_end) if line_end + 1 == limit || limit < end => Some(line_end + 1),
        _ => memchr::memrchr2(b' ', b'\t', before).map(|blank| blank + 1),
    }
    .filter(|&cut| cut > 0)
}

/// The URIs of plain text read from `reader`, given to `each` in order: read in parts of about [`TEXT_PART`]
/// bytes cut between lines ([`text_cut`]), so that memory does not grow with the input, with what the
/// suppression markers of one part leave open carried to the next.
pub(crate) fn extract_text_parts<R: io::Read>(
    reader: R,
    name: &str,
    is_file: bool,
    options: &crate::extract::ExtractOptions,
    each: &mut dyn FnMut(Input) -> io::Result<()>,
) -> io::Result<()> {
    extract_text_parts_of(reader, TEXT_PART, name, is_file, options, each)
}

/// [`extract_text_parts`] in parts of about `part_size` bytes.
fn extract_text_parts_of<R: io::Read>(
    mut reader: R,
    part_size: usize,
    name: &str,
    is_file: bool,
    options: &crate::extract::ExtractOptions,
    each: &mut dyn FnMut(Input) -> io::Result<()>,
) -> io::Result<()> {
    let mut carry: Vec<u8> = Vec::new();
    let (mut offset, mut line) = (0, 1);
    let mut hiding = crate::extract::Hiding::default();
    let mut ended = false;
    while !ended || !carry.is_empty() {
        if !ended {
            let start = carry.len();
            carry.resize(start + part_size, 0);
            let read = loop {
                match reader.read(&mut carry[start..]) {
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    result => break result,
                }
            };
            let read = read.inspect_err(|_| carry.truncate(start))?;
            carry.truncate(start + read);
            ended = read == 0;
            if !ended && carry.len() < part_size {
                continue;
            }
        }
        let cut = match text_cut(&carry) {
            _ if ended => carry.len(),
            Some(cut) => cut,
            // Text without a line end or a blank: keep reading up to a bound, then cut at a character boundary (a
            // URI longer than that is reported in pieces).
            None if carry.len() < 16 * part_size => continue,
            None => (carry.len().saturating_sub(4)..carry.len())
                .rev()
                .find(|&at| carry[at] & 0xC0 != 0x80)
                .unwrap_or(carry.len()),
        };
        if cut == 0 {
            continue;
        }
        let rest = carry.split_off(cut);
        let part = std::mem::replace(&mut carry, rest);
        let lines = memchr::memchr_iter(b'\n', &part).count();
        let source = Source::part(name.to_owned(), is_file, part, offset, line);
        let text = document_text(&source.bytes);
        for candidate in crate::extract::candidates_after(&text, DocumentKind::Text, options, &mut hiding) {
            each(input_of(&source, &candidate))?;
        }
        offset += source.bytes.len();
        line += lines;
    }
    Ok(())
}

/// A document's bytes as text for the extractors, of the same length: each byte that is not UTF-8 becomes
/// U+001A (SUBSTITUTE), so that offsets in the text are offsets in the file, and the URI that holds it is
/// reported from the file's own bytes as not UTF-8.
pub(crate) fn document_text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        text.extend(std::iter::repeat_n('\u{1a}', chunk.invalid().len()));
    }
    std::borrow::Cow::Owned(text)
}

/// The input that the parser is given for `candidate` of `source`: the file's own bytes where the URI is
/// written as it is, the decoded ones elsewhere, each mapped to where it is in the file.
pub(crate) fn input_of(source: &std::sync::Arc<Source>, candidate: &Candidate<'_>) -> Input {
    let span = urigram::Span::new(candidate.span.start, candidate.span.end);
    if candidate.is_verbatim() {
        return Input::slice(source, span);
    }
    let (bytes, ranges) = candidate
        .uri
        .bytes()
        .zip(candidate.byte_map())
        .map(|(byte, (range, literal))| {
            (if literal { source.bytes.get(range.start).copied().unwrap_or(byte) } else { byte }, range)
        })
        .unzip();
    Input::mapped(source, bytes, ranges, candidate.span.end)
}

/// `urigram explain`: the verdict of every RFC, and where and why each that rejects the URI does; and the WHATWG
/// URL Standard's reading, the URL a browser makes of the text and its validation errors.
///
/// It compares, as `diff` does: the status is 0 when every grammar gives the same verdict (all accept the text,
/// or all reject it; for the WHATWG URL Standard, whether it is a valid URL string) and 1 when they differ, in
/// every format.
pub fn explain(format: Format, uri: &OsStr) -> Result<Status, Failure> {
    let source = Source::new("<arg1>", false, argument_bytes(uri));
    // Every grammar of the library, each amendment as a column of its own: what `--rfc` and the amendment
    // flags can choose between; RFC 8089's, a scheme's syntax, only for a `file:` URI.
    let need = format.need(Mode::Explain);
    let mut reports: Vec<(urigram::Dialect, Report)> = Vec::with_capacity(urigram::Dialect::ALL.len());
    for dialect in urigram::Dialect::ALL.into_iter().filter(|&dialect| crate::syntax::compares(dialect, &source.bytes))
    {
        reports.push((dialect, examine(dialect, dialect.reference(), need, Input::whole(&source))));
    }
    // The WHATWG URL Standard's reading, as a browser makes it: its verdict is whether the text is a valid URL
    // string.
    let reading = crate::whatwg::Reading::of(Input::whole(&source), None);
    // Where RFC 3986 and a browser would send the text, when both read it as text.
    let differential = std::str::from_utf8(&source.bytes)
        .ok()
        .map(|text| urigram::differential::compare(text, rfc3986::Options::RFC3986, None));
    let agree = reports.windows(2).all(|pair| pair[0].1.is_valid() == pair[1].1.is_valid())
        && reports.first().is_none_or(|(_, report)| report.is_valid() == reading.is_valid());
    let status = if agree { Status::Valid } else { Status::Invalid };
    let mut out = io::stdout().lock();
    if format == Format::Human {
        let rows: Vec<format::ExplainRow<'_>> = reports.iter().map(|(dialect, report)| (*dialect, report)).collect();
        let mut text = format::explain_table(&format::printable(&source.bytes), &rows, &reading, terminal_width());
        // An amendment that rejects the text as its base grammar does (same bytes, rule and words) adds no
        // diagnostic of its own: the table's row already says it.
        let mut shown: Vec<(urigram::Span, &str, &str)> = Vec::new();
        for (_, report) in reports.iter().filter(|(_, report)| !report.is_valid()) {
            if let Err(diagnostic) = &report.result {
                let key = (diagnostic.span, diagnostic.rule, diagnostic.message.as_str());
                if shown.contains(&key) {
                    continue;
                }
                shown.push(key);
            }
            text.push('\n');
            text.push_str(&format::render_diagnostic(report, color()));
        }
        if let Some(sentence) = differential.as_ref().and_then(crate::whatwg::differential_sentence) {
            text.push('\n');
            text.push_str(&sentence);
            text.push('\n');
        }
        let mut rendered = format::Rendered::default();
        crate::whatwg::render_errors(&reading, color(), &mut rendered);
        if !rendered.text.is_empty() {
            text.push('\n');
            text.push_str(&String::from_utf8_lossy(&rendered.text));
        }
        out.write_all(text.as_bytes()).and_then(|()| out.flush()).map_err(io_failure)?;
    } else if format == Format::Json {
        // One record per row of the table, each naming its grammar, amendments and all.
        let mut text = Vec::new();
        for (dialect, report) in &reports {
            format::json::explain_object(report, dialect.label(), &mut text);
        }
        // Writing to a vector cannot fail, and a JSON value always serializes.
        let _ = serde_json::to_writer(&mut text, &crate::whatwg::explain_object(&reading, differential.as_ref()));
        text.push(b'\n');
        out.write_all(&text).and_then(|()| out.flush()).map_err(io_failure)?;
    } else {
        // The diagnostic formats name a rule's code (`rfc2396/host`), which an amendment shares with its base
        // grammar, so they keep one diagnostic per RFC, its grammar as published; the table and JSON show the
        // amendments too.
        let mut output = Output::new(format, Mode::Explain, out, false);
        for (_, report) in reports.iter().filter(|(dialect, _)| dialect.base().is_none()) {
            output.report(report).map_err(io_failure)?;
        }
        let mut rendered = format::Rendered::default();
        crate::whatwg::render(&reading, None, format, false, &mut rendered);
        output.rendered(rendered).map_err(io_failure)?;
        let _ = output.finish().map_err(io_failure)?;
    }
    Ok(status)
}

/// Each line of standard input as an input of its own, named `<stdin>` at its line, as given (without its line end,
/// and without a UTF-8 byte-order mark at the start), for an operation given no inputs on its command line.
fn stdin_inputs() -> Result<Vec<Input>, Failure> {
    let mut bytes = Vec::new();
    io::stdin().lock().read_to_end(&mut bytes).map_err(|error| format!("cannot read standard input: {error}"))?;
    let mut inputs = Vec::new();
    let (mut offset, mut line) = (0, 1);
    let body = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
    if bytes.is_empty() {
        return Ok(inputs);
    }
    for raw in body.split(|&byte| byte == b'\n') {
        let length = raw.len() + 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let span = stream::uri_span(raw, offset == 0);
        let source = Source::part("<stdin>", false, raw.to_vec(), offset, line);
        inputs.push(Input::slice(&source, urigram::Span::new(span.start, span.end)));
        offset += length;
        line += 1;
    }
    Ok(inputs)
}

/// The inputs of an operation: its arguments, named `<{name}1>`, `<{name}2>`, ..., or with none the lines of
/// standard input.
pub(crate) fn operation_inputs(arguments: &[OsString], name: &str) -> Result<Vec<Input>, Failure> {
    if arguments.is_empty() {
        return stdin_inputs();
    }
    Ok(arguments
        .iter()
        .enumerate()
        .map(|(index, argument)| named_input(format!("<{name}{}>", index + 1), argument_bytes(argument)))
        .collect())
}

/// The input of `bytes` named `name`, for an operation.
fn named_input(name: String, bytes: Vec<u8>) -> Input {
    Input::whole(&Source::new(name, false, bytes))
}

/// The text of `input`, or the fault of its first byte that is not UTF-8, reported as one of `rule`.
fn text_of<'a>(input: &'a Input, rule: Rule, side: Option<&'static str>) -> Result<&'a str, Fault> {
    input
        .text()
        .map_err(|error| Fault::new(side, input.clone(), Diagnostic::not_utf8(rule, &input.bytes, error.valid_up_to())))
}

/// Writes `outcomes` in `format` and returns the worst status: an operation that failed is an invalid input.
fn run_operation(format: Format, outcomes: impl Iterator<Item = Outcome>) -> Result<Status, Failure> {
    let mut output = Output::new(format, Mode::Operation, io::stdout().lock(), color());
    let mut status = Status::Valid;
    for outcome in outcomes {
        status = status.max(if outcome.result.is_ok() { Status::Valid } else { Status::Invalid });
        output.outcome(&outcome).map_err(io_failure)?;
    }
    let _ = output.finish().map_err(io_failure)?;
    Ok(status)
}

/// `urigram resolve`: the target URI of each reference against the base, by the RFC's own algorithm (RFC 3986
/// §5.2, RFC 2396 §5.2, RFC 1808 §4).
///
/// The base is named `<base>` and the references `<ref1>`, `<ref2>`, ... in diagnostics.
pub fn resolve(
    rfc: RfcArg,
    amendments: Amendments,
    how: Resolution,
    format: Format,
    base: &OsStr,
    references: &[OsString],
) -> Result<Status, Failure> {
    let dialect = dialect_of(rfc, amendments).map_err(|error| error.to_string())?;
    if !dialect.resolves() {
        return Err(format!(
            "--rfc {}: {} defines no resolution of its own; resolve with the generic syntax's algorithm (--rfc 3986)",
            crate::syntax::number(dialect.rfc()),
            dialect.rfc()
        ));
    }
    if how.non_strict && !dialect.resolves_non_strict() {
        return Err(format!(
            "--non-strict: {} has no non-strict resolution; it always reads a reference with a scheme as absolute",
            dialect.rfc()
        ));
    }
    let rule = dialect.reference();
    let base = named_input("<base>".to_owned(), argument_bytes(base));
    let outcomes = operation_inputs(references, "ref")?.into_iter().map(|reference| {
        let result = text_of(&base, rule, Some("base")).and_then(|base_text| {
            let reference_text = text_of(&reference, rule, Some("reference"))?;
            crate::syntax::resolve(dialect, base_text, reference_text, how).map_err(|(side, diagnostic)| match side {
                Side::Base => Fault::new(Some("base"), base.clone(), diagnostic),
                Side::Reference => Fault::new(Some("reference"), reference.clone(), diagnostic),
            })
        });
        Outcome { inputs: vec![("base", base.clone()), ("reference", reference)], field: "target", result }
    });
    run_operation(format, outcomes)
}

/// The normalization `normalize` applies: syntax-based (RFC 3986 §6.2.2), and scheme-based (§6.2.3) too when
/// asked.
/// `urigram normalize`: each URI in syntax-based normal form (RFC 3986 §6.2.2), and with `scheme_based` also
/// scheme-based (§6.2.3).
pub fn normalize(
    normalization: Normalization,
    grammar: rfc3986::Options,
    format: Format,
    uris: &[OsString],
) -> Result<Status, Failure> {
    let outcomes = operation_inputs(uris, "arg")?.into_iter().map(|input| {
        let result = text_of(&input, Dialect::Rfc3986.reference(), None).and_then(|text| {
            urigram::normalize::normalize_with(text, normalization, grammar)
                .map_err(|error| Fault::new(None, input.clone(), Diagnostic::of_normalize(&error)))
        });
        Outcome { inputs: vec![("input", input)], field: "normalized", result }
    });
    run_operation(format, outcomes)
}

/// What `equivalent` says of each rung of the RFC 3986 §6.2 comparison ladder.
fn rung(rung: Rung) -> &'static str {
    match rung {
        Rung::SimpleString => "simple string comparison, RFC 3986 \u{a7}6.2.1",
        Rung::SyntaxBased => "syntax-based normalization, RFC 3986 \u{a7}6.2.2",
        Rung::SchemeBased => "scheme-based normalization, RFC 3986 \u{a7}6.2.3",
        Rung::Ipv6Addresses => {
            "scheme-based normalization and IPv6 addresses compared as addresses, beyond RFC 3986 \u{a7}6.2"
        }
    }
}

/// `urigram equivalent`: whether two URIs are equivalent by the RFC 3986 §6.2 comparison ladder, and on which
/// rung; exit 0 when they are, 1 when they are not, 2 when either is no URI (with a diagnostic for each that is
/// not) or they cannot be compared, as `cmp` and `diff` answer. Without `b`, each line of standard input is
/// compared with `a`, one answer per line, and the status is the worst.
///
/// In the human and short formats, the verdict as text (or the diagnostics); in JSON one object with both
/// inputs, `equivalent`, the `rung` and each input's normal form (`normalized`), or the `errors`; SARIF and
/// GitHub give the diagnostics only.
pub fn equivalent(grammar: rfc3986::Options, format: Format, a: &OsStr, b: Option<&OsStr>) -> Result<Status, Failure> {
    let first = named_input("<arg1>".to_owned(), argument_bytes(a));
    let seconds = match b {
        Some(b) => vec![named_input("<arg2>".to_owned(), argument_bytes(b))],
        None => stdin_inputs()?,
    };
    let mut out = io::stdout().lock();
    // SARIF and GitHub carry the diagnostics alone, of every comparison in one log.
    let mut diagnostics = matches!(format, Format::Sarif | Format::Github)
        .then(|| Output::new(format, Mode::Operation, Vec::new(), false));
    let mut status = Status::Valid;
    for second in seconds {
        let inputs = [first.clone(), second];
        let comparison = compare(grammar, &inputs)?;
        status = status.max(comparison.status());
        let text = match (format, &mut diagnostics) {
            (_, Some(output)) => {
                for fault in &comparison.faults {
                    output.report(&fault.report).map_err(io_failure)?;
                }
                continue;
            }
            (Format::Json, None) => {
                let verdict = comparison.verdict.map(|found| found.map(rung));
                let faults: Vec<&Fault> = comparison.faults.iter().collect();
                format!("{}\n", format::equivalence_json(&inputs, verdict, &comparison.normal, &faults))
            }
            (_, None) => match comparison.verdict {
                Some(Some(found)) => format!("equivalent ({})\n", rung(found)),
                Some(None) => {
                    let mut text = "different\n".to_owned();
                    for normal in &comparison.normal {
                        text.push_str(&format!("  {normal}\n"));
                    }
                    text
                }
                None => {
                    let mut output = Output::new(format, Mode::Operation, Vec::new(), color());
                    for fault in &comparison.faults {
                        output.report(&fault.report).map_err(io_failure)?;
                    }
                    String::from_utf8_lossy(&output.finish().map_err(io_failure)?).into_owned()
                }
            },
        };
        out.write_all(text.as_bytes()).map_err(io_failure)?;
    }
    if let Some(output) = diagnostics {
        out.write_all(&output.finish().map_err(io_failure)?).map_err(io_failure)?;
    }
    out.flush().map_err(io_failure)?;
    Ok(status)
}

/// What comparing two URIs found: the cheapest rung that makes them equal (`Some(None)`: none does; `None`: one
/// is no URI), both normalized as far as the ladder goes, and the fault of each input that is no URI.
struct Comparison {
    verdict: Option<Option<Rung>>,
    normal: Vec<String>,
    faults: Vec<Fault>,
}

impl Comparison {
    /// 0 when equivalent, 1 when different, 2 when either is no URI.
    fn status(&self) -> Status {
        match self.verdict {
            Some(Some(_)) => Status::Valid,
            Some(None) => Status::Invalid,
            None => Status::Failed,
        }
    }
}

/// Compares the two `inputs` up the ladder, in `grammar`.
fn compare(grammar: rfc3986::Options, inputs: &[Input; 2]) -> Result<Comparison, Failure> {
    let checked: Vec<Result<&str, Fault>> = inputs
        .iter()
        .map(|input| {
            let text = text_of(input, Dialect::Rfc3986.reference(), None)?;
            match urigram::normalize::normalize_with(text, Normalization::NONE, grammar) {
                Ok(_) => Ok(text),
                Err(error) => Err(Fault::new(None, input.clone(), Diagnostic::of_normalize(&error))),
            }
        })
        .collect();
    // IRIs are compared as RFC 3987 §5.3.2.3 says: mapped to URIs (§3.1), whose escapes the ladder aligns.
    let mapped: Vec<Option<std::borrow::Cow<'_, str>>> = checked
        .iter()
        .map(|checked| {
            checked.as_ref().ok().map(|text| {
                if grammar.iris_rfc3987 {
                    urigram::rfc3987::encode_to_uri(text)
                } else {
                    std::borrow::Cow::Borrowed(*text)
                }
            })
        })
        .collect();
    let grammar = rfc3986::Options { iris_rfc3987: false, ..grammar };
    let (verdict, normal) = match mapped.as_slice() {
        [Some(a), Some(b)] => {
            let found = urigram::normalize::ladder_with(a, b, grammar)
                .map_err(|error| format!("cannot compare the URIs: {error}"))?;
            let normal = [a, b]
                .iter()
                .map(|uri| urigram::normalize::normalize_with(uri, Normalization::ALL, grammar).unwrap_or_default())
                .collect();
            (Some(found), normal)
        }
        _ => (None, Vec::new()),
    };
    let faults = checked.into_iter().filter_map(Result::err).collect();
    Ok(Comparison { verdict, normal, faults })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the parts of `text` give, as the start of each URI in the file, its line and its text.
    fn from_parts(text: &str, part_size: usize) -> Vec<(usize, usize, String)> {
        let mut found = Vec::new();
        let options = crate::extract::ExtractOptions::default();
        extract_text_parts_of(text.as_bytes(), part_size, "t", true, &options, &mut |input| {
            let location = input.locate(urigram::Span::new(0, input.bytes.len()));
            found.push((location.span.start, location.start.line, input.lossy()));
            Ok(())
        })
        .unwrap();
        found
    }

    #[test]
    fn plain_text_in_parts_gives_what_the_whole_text_gives() {
        let mut text = String::new();
        for n in 0..300 {
            text.push_str(&format!("Line {n}: see http://a/{n}. Or <http://b/\n  {n}> and \"c:x{n}\"\n"));
            if n % 7 == 0 {
                text.push_str("# urigram-ignore-next-line\nhttp://hidden/\n");
            }
            if n % 50 == 0 {
                text.push_str("urigram-ignore-start\nhttp://hidden/\n\nurigram-ignore-end\n");
            }
            if n % 11 == 0 {
                text.push_str(&"word http://long/line ".repeat(20));
            }
        }
        let whole = from_parts(&text, 1 << 24);
        assert_eq!(whole.len(), 300 * 3 + 28 * 20);
        assert!(whole.iter().all(|(_, _, uri)| !uri.contains("hidden")));
        for part_size in [64, 200, 4096] {
            assert_eq!(from_parts(&text, part_size), whole, "parts of {part_size} bytes");
        }
    }
}
