//! `parse --grammar whatwg`: the WHATWG URL Standard's basic URL parser on each input, against `--base` when one
//! is given, written in every format: the URL as the URL API's getters return it, and the standard's validation
//! errors by name, each with the span of the input that caused it.
//!
//! The standard's grammar is not a rule grammar like the RFCs': its parser returns a URL record (or failure)
//! and a list of validation errors, none of which stops it but the failure. So an input has a reading, not a
//! verdict at a rule: it is a *valid URL string* when the parser reports no validation error, and the URL is
//! what a browser would use whether or not it is.

pub mod check;

use std::io::{self, BufRead};

use serde_json::{Value, json};
use urigram::Span;
use urigram::differential::{self, Differential};
use urigram::whatwg::{self, Reported, Url, ValidationError};

use crate::commands::{self, Status};
use crate::format::human::{self, Annotation, Level};
use crate::format::{Format, Mode, Output, Rendered, github, sarif, short};
use crate::source::{Input, Location, Source};
use crate::stream;

/// The standard's name, as the command writes it after a sentence.
const STANDARD: &str = "WHATWG URL Standard";

/// What the basic URL parser made of one input.
#[derive(Debug)]
pub struct Reading {
    /// The input, and where it came from.
    pub input: Input,
    /// The parse, or why there is none.
    pub outcome: Outcome,
}

/// The basic URL parser's result for one input, or why it did not run.
#[derive(Debug)]
pub enum Outcome {
    /// A URL record, and the validation errors reported on the way (none for a valid URL string); boxed, as a
    /// record is some ten times the size of the other outcomes.
    Parsed(Box<whatwg::Parsed>),
    /// The parser returned failure.
    Failed(whatwg::Failure),
    /// The input was not given to the parser: its bytes are not UTF-8 (the standard's input is a string of
    /// Unicode scalar values), or its line is longer than the command reads of one line.
    Unread {
        /// A stable identifier: `whatwg/not-utf8` or `whatwg/line-too-long`.
        code: &'static str,
        /// The bytes at fault, relative to the input.
        span: Span,
        /// Why, in a sentence.
        message: String,
    },
}

impl Reading {
    /// The basic URL parser on `input`, against `base`.
    pub fn of(input: Input, base: Option<&Url>) -> Reading {
        let outcome = match input.text() {
            Ok(text) => match whatwg::parse(text, base) {
                Ok(parsed) => Outcome::Parsed(Box::new(parsed)),
                Err(failure) => Outcome::Failed(failure),
            },
            Err(error) => {
                let offset = error.valid_up_to();
                let byte = input.bytes.get(offset).copied().unwrap_or_default();
                Outcome::Unread {
                    code: "whatwg/not-utf8",
                    span: urigram::grammar::char_span_at(&input.bytes, offset),
                    message: format!(
                        "byte 0x{byte:02X} is not UTF-8, and the URL parser reads text; percent-encode it as \
                         %{byte:02X}"
                    ),
                }
            }
        };
        Reading { input, outcome }
    }

    /// A line longer than `limit` bytes, of which `input` holds the first: not parsed.
    pub fn too_long(input: Input, limit: usize) -> Reading {
        let span = Span::new(0, input.bytes.len());
        let message =
            format!("the line is longer than {limit} bytes, the most that is read of one line, so it was not parsed");
        Reading { input, outcome: Outcome::Unread { code: "whatwg/line-too-long", span, message } }
    }

    /// The URL, unless the parser failed or did not run.
    pub fn url(&self) -> Option<&Url> {
        match &self.outcome {
            Outcome::Parsed(parsed) => Some(&parsed.url),
            _ => None,
        }
    }

    /// Whether the input is a valid URL string: parsed with no validation error.
    pub fn is_valid(&self) -> bool {
        matches!(&self.outcome, Outcome::Parsed(parsed) if parsed.is_valid())
    }

    /// Every validation error in input order (by where its span starts; as reported where two start at one
    /// place), each with whether it is the one after which the parser returned failure.
    pub fn validation_errors(&self) -> Vec<(Reported, bool)> {
        let mut errors = match &self.outcome {
            Outcome::Parsed(parsed) => parsed.errors.iter().map(|&reported| (reported, false)).collect(),
            Outcome::Failed(failure) => failure
                .errors
                .iter()
                .map(|&reported| (reported, false))
                .chain([(Reported { error: failure.error, span: failure.span }, true)])
                .collect(),
            Outcome::Unread { .. } => Vec::new(),
        };
        errors.sort_by_key(|(reported, _)| reported.span.start);
        errors
    }
}

/// The address of the error type's definition in the standard (its row of the table of validation errors).
pub fn definition(error: ValidationError) -> String {
    // The standard's source gives `domain-to-ASCII` an identifier of its own; every other row's is its name,
    // lowercased, as the standard's tooling makes it.
    let anchor = match error {
        ValidationError::DomainToAscii => "validation-error-domain-to-ascii".to_owned(),
        _ => error.name().to_ascii_lowercase(),
    };
    format!("https://url.spec.whatwg.org/#{anchor}")
}

/// The error type's stable code: `whatwg/` and its name as the standard spells it.
pub fn code(error: ValidationError) -> String {
    format!("whatwg/{}", error.name())
}

/// The sentence for the error type: the standard's description, and the standard it is from.
pub fn message(error: ValidationError) -> String {
    format!("{} ({STANDARD}, {})", error.description(), error.name())
}

/// The URL API's getters, in the order the standard's `URL` class lists them, with their values for `url`.
pub fn getters(url: &Url) -> [(&'static str, String); 11] {
    [
        ("href", url.href().to_owned()),
        ("origin", url.origin().to_string()),
        ("protocol", url.protocol().to_owned()),
        ("username", url.username().to_owned()),
        ("password", url.password().to_owned()),
        ("host", url.host().to_owned()),
        ("hostname", url.hostname().to_owned()),
        ("port", url.port_str().to_owned()),
        ("pathname", url.pathname().to_owned()),
        ("search", url.search().to_owned()),
        ("hash", url.hash().to_owned()),
    ]
}

/// The JSON object of one reading, field by field as the command's README documents it.
pub fn json_object(reading: &Reading, base: Option<&str>) -> Value {
    let url = reading.url().map(|url| {
        let mut object = serde_json::Map::new();
        for (name, value) in getters(url) {
            object.insert(name.to_owned(), Value::from(value));
        }
        Value::Object(object)
    });
    let errors: Vec<Value> = reading
        .validation_errors()
        .into_iter()
        .map(|(reported, failure)| {
            json!({
                "name": reported.error.name(),
                "start": reported.span.start,
                "end": reported.span.end,
                "failure": failure,
            })
        })
        .collect();
    let error = match &reading.outcome {
        Outcome::Unread { code, span, message } => {
            json!({ "code": code, "start": span.start, "end": span.end, "message": message })
        }
        _ => Value::Null,
    };
    json!({
        "input": reading.input.lossy(),
        "grammar": "whatwg",
        "base": base,
        "valid": reading.is_valid(),
        "url": url,
        "validation_errors": errors,
        "error": error,
    })
}

/// Renders one reading in `format`, counted, into `rendered`.
pub fn render(reading: &Reading, base: Option<&str>, format: Format, color: bool, rendered: &mut Rendered) {
    rendered.checked += 1;
    rendered.invalid += usize::from(!reading.is_valid());
    let out = &mut rendered.text;
    match format {
        Format::Json => {
            // Writing to a vector cannot fail, and a JSON value always serializes.
            let _ = serde_json::to_writer(&mut *out, &json_object(reading, base));
            out.push(b'\n');
        }
        Format::Human => out.extend_from_slice(human_text(reading, color).as_bytes()),
        _ => render_diagnostics(reading, format, color, false, rendered),
    }
}

/// Each diagnostic of a reading in `format` (JSON has none of its own: its object holds them), into `rendered`:
/// the human format's underlines, a line each in `short` and `github`, SARIF's results. The failure is an error,
/// every other validation error a warning, or an error too when `deny`.
pub fn render_diagnostics(reading: &Reading, format: Format, color: bool, deny: bool, rendered: &mut Rendered) {
    let out = &mut rendered.text;
    match format {
        Format::Json => {}
        Format::Human => out.extend_from_slice(diagnostics_text(reading, color, deny).as_bytes()),
        Format::Short => {
            for line in lines(reading, deny) {
                let location = reading.input.locate(line.span);
                short::entry(&reading.input.source.name, &location, line.level(), &line.message, &line.code, out);
            }
        }
        Format::Github => {
            for line in lines(reading, deny) {
                let location = reading.input.locate(line.span);
                let source = &reading.input.source;
                out.extend_from_slice(
                    github::command(line.level(), source, &location, &line.code, &line.message).as_bytes(),
                );
                out.push(b'\n');
            }
        }
        Format::Sarif => {
            for (reported, failure) in reading.validation_errors() {
                rendered.sarif.push(sarif::whatwg_pending(&reading.input, reported, failure || deny));
            }
            if let Outcome::Unread { code, span, message } = &reading.outcome {
                rendered.sarif.push(sarif::unread_pending(&reading.input, code, *span, message));
            }
        }
    }
}

/// One diagnostic of a reading, as the line formats write it.
struct Line {
    span: Span,
    is_error: bool,
    message: String,
    code: String,
}

impl Line {
    /// `error` for the failure (or an input not parsed), else `warning`.
    fn level(&self) -> &'static str {
        if self.is_error { "error" } else { "warning" }
    }
}

/// The row of `explain`'s table for a reading: the grammar, the verdict, where the first validation error is
/// (or the failure), and the URL a browser makes of the text with the names of its validation errors.
pub fn explain_row(reading: &Reading) -> [String; 4] {
    let errors = reading.validation_errors();
    let names: Vec<&str> = errors.iter().map(|(reported, _)| reported.error.name()).collect();
    let (verdict, why) = match &reading.outcome {
        Outcome::Parsed(parsed) if parsed.is_valid() => ("valid URL string".to_owned(), parsed.url.href().to_owned()),
        Outcome::Parsed(parsed) => (
            format!("a URL, {} validation error{}", names.len(), if names.len() == 1 { "" } else { "s" }),
            format!("{} ({})", parsed.url.href(), names.join(", ")),
        ),
        Outcome::Failed(failure) => ("failure".to_owned(), message(failure.error)),
        Outcome::Unread { message, .. } => ("not parsed".to_owned(), message.clone()),
    };
    let place = match &reading.outcome {
        Outcome::Failed(failure) => failure.span.to_string(),
        Outcome::Unread { span, .. } => span.to_string(),
        Outcome::Parsed(_) => errors.first().map(|(reported, _)| reported.span.to_string()).unwrap_or_default(),
    };
    [STANDARD.to_owned(), verdict, place, why]
}

/// Where the two readings of `text` (RFC 3986's and the WHATWG parser's) send it, in words, when they differ:
/// "RFC 3986 reads the host `0x7f.1` (bytes 7..13); a WHATWG parser, as browsers use, reads `127.0.0.1` (7..13),
/// because ...".
pub fn differential_sentence(differential: &Differential) -> Option<String> {
    sentence(differential, "RFC 3986", true)
}

/// The RFC a differential reads a text by, beside the WHATWG parser, when the grammar chosen is `rfc`: RFC 3987
/// for IRIs (its wider characters), else RFC 3986; with its name.
pub fn differential_grammar(rfc: urigram::Rfc) -> (urigram::rfc3986::Options, &'static str) {
    if rfc == urigram::Rfc::Rfc3987 {
        (urigram::rfc3986::Options::RFC3987, "RFC 3987")
    } else {
        (urigram::rfc3986::Options::RFC3986, "RFC 3986")
    }
}

/// [`differential_sentence`] without the spans, for a diagnostic placed in a document, where offsets in the URI
/// would only confuse.
pub fn differential_message(differential: &Differential, rfc: &str) -> Option<String> {
    sentence(differential, rfc, false)
}

/// [`differential_sentence`], with each host's span in the text when `spans`.
fn sentence(differential: &Differential, rfc_name: &str, spans: bool) -> Option<String> {
    if !differential.differs {
        return None;
    }
    let side = |reading: &Option<differential::Reading>| match reading {
        None => "no URL".to_owned(),
        Some(differential::Reading { host: None, .. }) => "no host".to_owned(),
        Some(differential::Reading { host: Some(host), span: Some(span) }) if spans => {
            format!("the host `{host}` ({span})")
        }
        Some(differential::Reading { host: Some(host), span: Some(_) }) => format!("the host `{host}`"),
        Some(differential::Reading { host: Some(host), span: None }) => format!("the host `{host}`, not in the text"),
    };
    let rfc = match &differential.rfc {
        None => format!("{rfc_name} reads no URI reference here"),
        reading => format!("{rfc_name} reads {}", side(reading)),
    };
    let whatwg = match &differential.whatwg {
        None => "a WHATWG parser, as browsers use, returns failure".to_owned(),
        reading => format!("a WHATWG parser, as browsers use, reads {}", side(reading)),
    };
    let mut names: Vec<&str> = Vec::new();
    for reported in &differential.validation_errors {
        if !names.contains(&reported.error.name()) {
            names.push(reported.error.name());
        }
    }
    let because = match differential.class() {
        Some(class) if names.is_empty() => format!(", because {} ({})", class.description(), class.code()),
        Some(class) => format!(", because {} ({}; {})", class.description(), class.code(), names.join(", ")),
        None => String::new(),
    };
    Some(format!("{rfc}; {whatwg}{because}."))
}

/// The differential as `explain`'s JSON writes it: `{class, rfc: {host, start, end}, whatwg: {host, start,
/// end}}`, a side `null` where that parser reads no URL, `class` `null` where no class explains the difference.
pub fn differential_object(differential: &Differential) -> Value {
    let side = |reading: &Option<differential::Reading>| {
        reading.as_ref().map(|reading| {
            json!({
                "host": reading.host,
                "start": reading.span.map(|span| span.start),
                "end": reading.span.map(|span| span.end),
            })
        })
    };
    json!({
        "class": differential.class().map(differential::Class::code),
        "rfc": side(&differential.rfc),
        "whatwg": side(&differential.whatwg),
    })
}

/// `explain`'s JSON object for the reading: [`json_object`]'s fields after the grammar's name, as each row of the
/// table is named.
///
/// With `differential`, the record ends with a `differential` object where the two readings name different
/// hosts ([`differential_object`]), `null` where they agree.
pub fn explain_object(reading: &Reading, differential: Option<&Differential>) -> Value {
    let mut object = serde_json::Map::new();
    object.insert("grammar".to_owned(), Value::from(STANDARD));
    if let Value::Object(fields) = json_object(reading, None) {
        object.extend(fields.into_iter().filter(|(name, _)| name != "grammar" && name != "base"));
    }
    let differs = differential.filter(|differential| differential.differs);
    object.insert("differential".to_owned(), differs.map_or(Value::Null, differential_object));
    Value::Object(object)
}

/// The validation errors of a reading rendered like rustc's diagnostics, as `explain` shows them under its
/// table (without the getters, which its row sums up).
pub fn render_errors(reading: &Reading, color: bool, rendered: &mut Rendered) {
    rendered.text.extend_from_slice(diagnostics_text(reading, color, false).as_bytes());
}

/// The diagnostics of a reading: each validation error (an error for the failure, or for every one when `deny`,
/// else a warning), or why the input was not parsed.
fn lines(reading: &Reading, deny: bool) -> Vec<Line> {
    if let Outcome::Unread { code, span, message } = &reading.outcome {
        return vec![Line { span: *span, is_error: true, message: message.clone(), code: (*code).to_owned() }];
    }
    reading
        .validation_errors()
        .into_iter()
        .map(|(reported, failure)| Line {
            span: reported.span,
            is_error: failure || deny,
            message: message(reported.error),
            code: code(reported.error),
        })
        .collect()
}

/// The human format: a heading with the verdict, the URL API's getters (unless the parser failed), and each
/// validation error rendered like rustc's diagnostics, with its span underlined.
fn human_text(reading: &Reading, color: bool) -> String {
    let name = &reading.input.source.name;
    let count = |n: usize| if n == 1 { "1 validation error".to_owned() } else { format!("{n} validation errors") };
    let mut out = match &reading.outcome {
        Outcome::Parsed(parsed) if parsed.is_valid() => format!("{name}: a valid URL string ({STANDARD})\n\n"),
        Outcome::Parsed(parsed) => {
            format!("{name}: a URL, but not a valid URL string: {} ({STANDARD})\n\n", count(parsed.errors.len()))
        }
        Outcome::Failed(_) => format!("{name}: no URL: the parser returns failure ({STANDARD})\n\n"),
        Outcome::Unread { .. } => format!("{name}: not parsed\n\n"),
    };
    if let Some(url) = reading.url() {
        for (getter, value) in getters(url) {
            let quoted = serde_json::to_string(&value).unwrap_or_default();
            out.push_str(&format!("  {getter:<9} {quoted}\n"));
        }
        out.push('\n');
    }
    out.push_str(&diagnostics_text(reading, color, false));
    out
}

/// Each validation error of a reading rendered like rustc's diagnostics, with its span underlined (an error for
/// the failure, or for every one when `deny`), or why the input was not parsed.
fn diagnostics_text(reading: &Reading, color: bool, deny: bool) -> String {
    let mut out = String::new();
    for (reported, failure) in reading.validation_errors() {
        let location = reading.input.locate(reported.span);
        let title = reported.error.description();
        let code = code(reported.error);
        let note = format!("{} ({STANDARD}): {}", reported.error.name(), definition(reported.error));
        let (level, label) = match (failure, deny) {
            (true, _) => (Level::Error, "the parser returns failure here"),
            (false, true) => (Level::Error, "validation error (denied)"),
            (false, false) => (Level::Warning, "validation error"),
        };
        let annotation = Annotation { level, title, code: &code, label, note: &note };
        out.push_str(&human::render_annotation(&reading.input.source, location, &annotation, color));
        out.push('\n');
    }
    if let Outcome::Unread { code, span, message } = &reading.outcome {
        let location = reading.input.locate(*span);
        let annotation = Annotation { level: Level::Error, title: message, code, label: "here", note: STANDARD };
        out.push_str(&human::render_annotation(&reading.input.source, location, &annotation, color));
        out.push('\n');
    }
    out
}

/// `urigram parse --grammar whatwg`: each argument, else each line of standard input, read by the basic URL
/// parser against `base`. The status is the worst of the inputs': valid only when every input is a valid URL
/// string.
///
/// # Errors
///
/// A message for a base that does not parse, or output or standard input that fails.
pub fn parse(
    base: Option<&str>,
    format: Format,
    color: bool,
    max_line: usize,
    uris: &[std::ffi::OsString],
) -> Result<Status, String> {
    let base_url = match base {
        Some(text) => Some(
            Url::parse(text, None)
                .map_err(|failure| format!("the base URL {text:?} does not parse by the {STANDARD}: {failure}"))?,
        ),
        None => None,
    };
    let mut output = Output::new(format, Mode::Parse, io::stdout().lock(), color);
    let write = |output: &mut Output<_>, reading: &Reading| -> Result<(), String> {
        let mut rendered = Rendered::default();
        render(reading, base, format, color, &mut rendered);
        output.rendered(rendered).map_err(commands::io_failure)
    };
    if uris.is_empty() {
        let stdin = io::stdin();
        let mut read_any = false;
        if !io::IsTerminal::is_terminal(&stdin) {
            each_line(stdin.lock(), max_line, |line| {
                read_any = true;
                let reading = match line {
                    StdinLine::Whole(input) => Reading::of(input, base_url.as_ref()),
                    StdinLine::TooLong(input) => Reading::too_long(input, max_line),
                };
                write(&mut output, &reading)
            })?;
        }
        if !read_any {
            write(&mut output, &Reading::of(example_input(), base_url.as_ref()))?;
        }
    } else {
        for (index, argument) in uris.iter().enumerate() {
            let source = Source::new(format!("<arg{}>", index + 1), false, commands::argument_bytes(argument));
            write(&mut output, &Reading::of(Input::whole(&source), base_url.as_ref()))?;
        }
    }
    let status = if output.invalid() == 0 { Status::Valid } else { Status::Invalid };
    let _ = output.finish().map_err(commands::io_failure)?;
    Ok(status)
}

/// `urigram resolve --grammar whatwg BASE [REF...]`: each reference (each line of standard input without one)
/// read by the basic URL parser against the base, as a browser resolves a link. The human and short formats
/// write each target's `href` on a line of its own, or the failure's diagnostics; JSON one object per reference
/// (`base`, `reference`, `target`, `validation_errors`, `error`); SARIF and GitHub the validation errors. The
/// status is valid when every reference has a target.
///
/// # Errors
///
/// A message for output or standard input that fails.
pub fn resolve(
    format: Format,
    color: bool,
    base: &std::ffi::OsStr,
    references: &[std::ffi::OsString],
) -> Result<Status, String> {
    let base_source = Source::new("<base>", false, commands::argument_bytes(base));
    let base_reading = Reading::of(Input::whole(&base_source), None);
    let mut output = Output::new(format, Mode::Operation, io::stdout().lock(), color);
    let Some(base_url) = base_reading.url() else {
        // No base: its own diagnostics, in every format that has them, and nothing resolves.
        let mut rendered = Rendered::default();
        match format {
            Format::Json => {
                let failure = base_reading.validation_errors().into_iter().find(|(_, failure)| *failure);
                let (span, description) = match (&base_reading.outcome, failure) {
                    (_, Some((reported, _))) => (reported.span, message(reported.error)),
                    (Outcome::Unread { span, message, .. }, None) => (*span, message.clone()),
                    _ => (Span::new(0, base_reading.input.bytes.len()), String::new()),
                };
                let object = json!({
                    "base": base_reading.input.lossy(),
                    "reference": Value::Null,
                    "target": Value::Null,
                    "validation_errors": json_object(&base_reading, None)["validation_errors"].clone(),
                    "error": {
                        "code": "whatwg/base-failure",
                        "side": "base",
                        "start": span.start,
                        "end": span.end,
                        "message": format!("the base URL does not parse: {description}"),
                    },
                });
                let _ = serde_json::to_writer(&mut rendered.text, &object);
                rendered.text.push(b'\n');
            }
            Format::Human => render_errors(&base_reading, color, &mut rendered),
            _ => render(&base_reading, None, format, color, &mut rendered),
        }
        output.rendered(rendered).map_err(commands::io_failure)?;
        let _ = output.finish().map_err(commands::io_failure)?;
        return Ok(Status::Invalid);
    };
    let base_text = base_reading.input.lossy();
    let mut status = Status::Valid;
    for reference in commands::operation_inputs(references, "ref")? {
        let reading = Reading::of(reference, Some(base_url));
        status = status.max(if reading.url().is_some() { Status::Valid } else { Status::Invalid });
        let mut rendered = Rendered::default();
        match (format, reading.url()) {
            (Format::Json, _) => {
                let mut object = serde_json::Map::new();
                object.insert("base".to_owned(), Value::from(base_text.as_str()));
                object.insert("reference".to_owned(), Value::from(reading.input.lossy()));
                object.insert("target".to_owned(), reading.url().map_or(Value::Null, |url| Value::from(url.href())));
                if let Value::Object(fields) = json_object(&reading, None) {
                    let wanted = ["validation_errors", "error"];
                    object.extend(fields.into_iter().filter(|(name, _)| wanted.contains(&name.as_str())));
                }
                let _ = serde_json::to_writer(&mut rendered.text, &Value::Object(object));
                rendered.text.push(b'\n');
            }
            (Format::Human | Format::Short, Some(url)) => {
                rendered.text.extend_from_slice(url.href().as_bytes());
                rendered.text.push(b'\n');
            }
            (Format::Human, None) => render_errors(&reading, color, &mut rendered),
            _ => render(&reading, None, format, color, &mut rendered),
        }
        output.rendered(rendered).map_err(commands::io_failure)?;
    }
    let _ = output.finish().map_err(commands::io_failure)?;
    Ok(status)
}

/// The example the command parses when it is given nothing: RFC 3986 §3's, as for the RFCs' grammars.
fn example_input() -> Input {
    Input::whole(&Source::new("<example>", false, commands::SECTION_3_EXAMPLE.as_bytes().to_vec()))
}

/// A line of standard input: whole, or the first `max_line` bytes of a longer one.
enum StdinLine {
    Whole(Input),
    TooLong(Input),
}

/// Calls `each` with every line of `reader` (without its line end, `\n` or `\r\n`, and without a byte-order mark
/// at the start), in order; a line longer than `max_line` bytes is handed over cut, and its rest read past
/// without being kept.
///
/// # Errors
///
/// What `each` returns, or the message of a failure to read.
fn each_line(
    mut reader: impl BufRead,
    max_line: usize,
    mut each: impl FnMut(StdinLine) -> Result<(), String>,
) -> Result<(), String> {
    let mut number = 1;
    let mut offset = 0;
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        let limit = u64::try_from(max_line).unwrap_or(u64::MAX).saturating_add(1);
        let read = io::Read::take(reader.by_ref(), limit).read_until(b'\n', &mut buffer).map_err(read_failure)?;
        let line_start = offset;
        offset += read;
        if read == 0 {
            return Ok(());
        }
        let ended = buffer.last() == Some(&b'\n');
        let mut too_long = false;
        if ended {
            buffer.pop();
            if buffer.last() == Some(&b'\r') {
                buffer.pop();
            }
        } else if buffer.len() > max_line {
            too_long = true;
            buffer.truncate(max_line);
            offset += skip_line(&mut reader)?;
        }
        let span = stream::uri_span(&buffer, number == 1);
        let start = line_start + span.start;
        let bytes = buffer.get(span).unwrap_or_default().to_vec();
        let source = Source::part("<stdin>", false, bytes, start, number);
        let input = Input::whole(&source);
        each(if too_long { StdinLine::TooLong(input) } else { StdinLine::Whole(input) })?;
        number += 1;
    }
}

/// Reads past the rest of a line, keeping none of it; how many bytes that was.
fn skip_line(reader: &mut (impl BufRead + ?Sized)) -> Result<usize, String> {
    let mut skipped = 0;
    loop {
        let available = reader.fill_buf().map_err(read_failure)?;
        if available.is_empty() {
            return Ok(skipped);
        }
        let (length, ended) = match memchr::memchr(b'\n', available) {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        reader.consume(length);
        skipped += length;
        if ended {
            return Ok(skipped);
        }
    }
}

/// The message of a failure to read standard input.
fn read_failure(error: io::Error) -> String {
    format!("cannot read standard input: {error}")
}

/// The stable code of the warning `check` gives a URI that RFC 3986 and a browser's parser read with different
/// hosts.
pub const DIFFERENTIAL_CODE: &str = "urigram/host-differential";

/// The `urigram/host-differential` diagnostic of one input, as every format writes it: the sentence, and each
/// reading's host where it is in the source.
#[derive(Debug)]
pub struct DifferentialWarning {
    /// Where RFC 3986 and a browser send the input, and why they differ ([`differential_sentence`]).
    pub message: String,
    /// RFC 3986's host in the source, with its label; `None` where RFC 3986 reads no host in the text.
    pub rfc: Option<(Location, String)>,
    /// The WHATWG parser's host in the source, with its label; `None` where it reads no host in the text.
    pub whatwg: Option<(Location, String)>,
    /// Where the diagnostic is: the WHATWG host, else RFC 3986's, else the start of the input.
    pub primary: Location,
    /// An error (`--deny differential`) rather than a warning.
    pub is_error: bool,
    /// What made the readings differ.
    pub class: Option<differential::Class>,
}

impl DifferentialWarning {
    /// The diagnostic of `differential`, the two readings of `input`.
    pub fn of(input: &Input, differential: &Differential, rfc: &str, is_error: bool) -> DifferentialWarning {
        let place = |reading: &Option<differential::Reading>, who: &str| {
            let reading = reading.as_ref()?;
            let span = reading.span?;
            let host = reading.host.as_deref().unwrap_or_default();
            Some((input.locate(span), format!("{who} reads the host `{host}`")))
        };
        let rfc_place = place(&differential.rfc, rfc);
        let whatwg = place(&differential.whatwg, "a browser");
        let primary =
            whatwg.as_ref().or(rfc_place.as_ref()).map_or_else(|| input.locate(Span::at(0)), |(location, _)| *location);
        DifferentialWarning {
            // The diagnostic is placed in the file; offsets in the URI would only confuse there.
            message: differential_message(differential, rfc).unwrap_or_default(),
            rfc: rfc_place,
            whatwg,
            primary,
            is_error,
            class: differential.class(),
        }
    }

    /// The level's word: `warning`, or `error` when denied.
    pub fn level(&self) -> &'static str {
        if self.is_error { "error" } else { "warning" }
    }

    /// Appends the `short` format's line: `file:line:col: warning: sentence [urigram/host-differential]`.
    pub fn short_line(&self, name: &str, out: &mut Vec<u8>) {
        short::entry(name, &self.primary, self.level(), &self.message, DIFFERENTIAL_CODE, out);
    }

    /// The `github` format's workflow command, with its line end.
    pub fn github_line(&self, source: &Source) -> String {
        github::command(self.level(), source, &self.primary, DIFFERENTIAL_CODE, &self.message) + "\n"
    }
}
