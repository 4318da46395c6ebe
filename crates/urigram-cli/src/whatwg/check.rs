//! `check --grammar whatwg`: each line of a list (or, with `--extract`, each URI found in a document) read by the
//! WHATWG URL Standard's basic URL parser, as a browser reads it, and each validation error a diagnostic by the
//! standard's name at the bytes that caused it: an error where the parser returns failure, else a warning (an
//! error too with `--deny validation`).

use std::io::{self, BufRead, Read};
use std::path::PathBuf;

use serde_json::Value;

use urigram::whatwg::Url;

use super::{Reading, STANDARD, json_object, render_diagnostics};
use crate::commands::{self, Checking, Failure, Status};
use crate::extract::{DocumentKind, candidates};
use crate::format::{Format, Mode, Output, Rendered};
use crate::source::{Input, Source};
use crate::stream;

/// What `check --grammar whatwg` asks of the parser besides what every `check` asks.
#[derive(Clone, Copy, Debug)]
pub struct Whatwg<'a> {
    /// The base URL each input is parsed against (`--base`).
    pub base: Option<&'a str>,
    /// Every validation error an error (`--deny validation`), not only the failure.
    pub deny_validation: bool,
}

/// `urigram check --grammar whatwg`: the files (standard input without any; folders walked as `check` walks
/// them), with `format` (`None` for `--quiet`). The status is invalid when any input has an error: a failure of
/// the parser, or with `--deny validation` any validation error.
///
/// # Errors
///
/// A message for a base that does not parse, or output that fails.
pub fn check(
    format: Option<Format>,
    color: bool,
    whatwg: &Whatwg<'_>,
    checking: &Checking,
    max_line: usize,
    files: &[PathBuf],
) -> Result<Status, Failure> {
    let base = match whatwg.base {
        Some(text) => Some(
            Url::parse(text, None)
                .map_err(|failure| format!("the base URL {text:?} does not parse by the {STANDARD}: {failure}"))?,
        ),
        None => None,
    };
    let mut status = Status::Valid;
    if files.is_empty() && io::IsTerminal::is_terminal(&io::stdin()) {
        return Err("no file to check: name files or folders, or give URIs on standard input".to_owned());
    }
    let stdin_only = [PathBuf::from("-")];
    let (files, unwalkable) = commands::files_to_check(if files.is_empty() { &stdin_only } else { files }, checking);
    let (format, out): (Format, Box<dyn io::Write>) = match format {
        Some(format) => (format, Box::new(io::stdout().lock())),
        None => (Format::Short, Box::new(io::sink())),
    };
    let mut output = Output::new(format, Mode::Check, out, color).counting(checking.columns);
    for (path, error) in &unwalkable {
        eprintln!("urigram: cannot read {}: {error}", path.display());
        output.unreadable(&path.display().to_string(), error).map_err(commands::io_failure)?;
        status = Status::Failed;
    }
    let mut configs = std::collections::HashMap::new();
    for path in &files {
        let stdin = path.as_os_str() == "-";
        let name = if stdin { "<stdin>".to_owned() } else { path.display().to_string() };
        let config = if checking.config {
            match commands::config_for(path, stdin, &mut configs) {
                Ok(config) => config,
                Err(error) => {
                    eprintln!("urigram: {error}");
                    output.unreadable(&name, &error.to_string()).map_err(commands::io_failure)?;
                    status = Status::Failed;
                    continue;
                }
            }
        } else {
            crate::config::Config::default()
        };
        let kind = checking.kind.unwrap_or_else(|| if stdin { DocumentKind::Text } else { config.kind_of(path) });
        let mut options = config.extract.clone();
        options.code |= checking.code;
        let mut write = |line: Line| -> io::Result<()> {
            let mut rendered = Rendered::default();
            match line {
                Line::Uri(input) => {
                    render(&Reading::of(input, base.as_ref()), whatwg, format, color, &mut rendered);
                }
                Line::TooLong(input) => {
                    let reading = Reading::too_long(input, max_line);
                    render(&reading, whatwg, format, color, &mut rendered);
                }
                Line::Skipped(input, reason) => rendered = skipped(&input, reason, format),
            }
            output.rendered(rendered)
        };
        let mut write_uri = |input: Input| write(Line::Uri(input));
        let read: io::Result<()> = if checking.extract && kind == DocumentKind::Text {
            if stdin {
                commands::extract_text_parts(io::stdin().lock(), &name, false, &options, &mut write_uri)
            } else {
                std::fs::File::open(path)
                    .and_then(|file| commands::extract_text_parts(file, &name, true, &options, &mut write_uri))
            }
        } else if checking.extract {
            let bytes = if stdin {
                let mut bytes = Vec::new();
                io::stdin().lock().read_to_end(&mut bytes).map(|_| bytes)
            } else {
                std::fs::read(path)
            };
            bytes.and_then(|bytes| {
                let source = Source::new(name.clone(), !stdin, bytes);
                let text = commands::document_text(&source.bytes);
                candidates(&text, kind, &options)
                    .iter()
                    .try_for_each(|candidate| write_uri(commands::input_of(&source, candidate)))
            })
        } else {
            if stdin {
                each_line(&mut io::stdin().lock(), &name, false, max_line, &mut write)
            } else {
                std::fs::File::open(path)
                    .and_then(|file| each_line(&mut io::BufReader::new(file), &name, true, max_line, &mut write))
            }
        };
        match read {
            Ok(()) => {}
            Err(error) if stream::is_write_error(&error) => return Err(commands::io_failure(error)),
            Err(error) => {
                eprintln!("urigram: cannot read {}: {error}", path.display());
                output.unreadable(&name, &error.to_string()).map_err(commands::io_failure)?;
                status = Status::Failed;
            }
        }
    }
    if status == Status::Valid && output.invalid() > 0 {
        status = Status::Invalid;
    }
    let _ = output.finish().map_err(commands::io_failure)?;
    Ok(status)
}

/// One reading as `check` writes it, counted: its diagnostics (nothing for a valid URL string), or in JSON its
/// object after the file and line it was read at. It counts as invalid when it has an error.
fn render(reading: &Reading, whatwg: &Whatwg<'_>, format: Format, color: bool, rendered: &mut Rendered) {
    rendered.checked += 1;
    let has_error = !reading.is_valid() && (whatwg.deny_validation || reading.url().is_none());
    rendered.invalid += usize::from(has_error);
    match format {
        Format::Json => {
            let mut object = serde_json::Map::new();
            object.insert("file".to_owned(), Value::from(reading.input.source.name.clone()));
            object.insert("line".to_owned(), Value::from(reading.input.locate(urigram::Span::at(0)).start.line));
            if let Value::Object(fields) = json_object(reading, whatwg.base) {
                // A linter's record: the verdict and the errors, not the URL (`parse --grammar whatwg` has it).
                object.extend(fields.into_iter().filter(|(name, _)| name != "url"));
            }
            let _ = serde_json::to_writer(&mut rendered.text, &Value::Object(object));
            rendered.text.push(b'\n');
        }
        _ => render_diagnostics(reading, format, color, whatwg.deny_validation, rendered),
    }
}

/// The record of a line of a list that is no URI: JSON's object with `skipped`, counted, and nothing else.
fn skipped(input: &Input, reason: &str, format: Format) -> Rendered {
    let mut rendered = Rendered { skipped: 1, ..Rendered::default() };
    if format == Format::Json {
        let object = serde_json::json!({
            "file": input.source.name,
            "line": input.locate(urigram::Span::at(0)).start.line,
            "input": input.lossy(),
            "skipped": reason,
        });
        let _ = serde_json::to_writer(&mut rendered.text, &object);
        rendered.text.push(b'\n');
    }
    rendered
}

/// A line of a list.
enum Line {
    /// A line to read, whole.
    Uri(Input),
    /// The first `max_line` bytes of a longer line.
    TooLong(Input),
    /// An empty line or a comment (`#` first): no URI.
    Skipped(Input, &'static str),
}

/// Calls `each` with every line of `reader` (the file `name`), without its line end, in order: as written, but for
/// a byte-order mark at the start of the file, as `check` reads a list for the RFCs.
fn each_line(
    reader: &mut dyn BufRead,
    name: &str,
    is_file: bool,
    max_line: usize,
    each: &mut dyn FnMut(Line) -> io::Result<()>,
) -> io::Result<()> {
    let (mut number, mut offset) = (1, 0);
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        let limit = u64::try_from(max_line).unwrap_or(u64::MAX).saturating_add(1);
        let read = (&mut *reader).take(limit).read_until(b'\n', &mut buffer)?;
        if read == 0 {
            return Ok(());
        }
        let line_start = offset;
        offset += read;
        let mut too_long = false;
        if buffer.last() == Some(&b'\n') {
            buffer.pop();
            if buffer.last() == Some(&b'\r') {
                buffer.pop();
            }
        } else if buffer.len() > max_line {
            too_long = true;
            buffer.truncate(max_line);
            offset += super::skip_line(reader).map_err(io::Error::other)?;
        }
        let span = stream::uri_span(&buffer, number == 1);
        let bytes = buffer.get(span.clone()).unwrap_or_default().to_vec();
        let reason = match bytes.first() {
            None => Some("empty"),
            Some(b'#') => Some("comment"),
            Some(_) => None,
        };
        let source = Source::part(name, is_file, bytes, line_start + span.start, number);
        let input = Input::whole(&source);
        each(match reason {
            _ if too_long => Line::TooLong(input),
            Some(reason) => Line::Skipped(input, reason),
            None => Line::Uri(input),
        })?;
        number += 1;
    }
}
