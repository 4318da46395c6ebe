//! The subcommands.

use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal as _, Read as _, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::rc::Rc;

use urigram::Span;

use crate::extract::extract;
use crate::format::{self, Format, Mode, Output, Report, examine};
use crate::source::{Input, Source};
use crate::syntax::{RfcArg, Syntax, syntax};

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

/// A usage or I/O error, or a part this build does not have: the message, for an exit with status 2.
pub type Failure = String;

/// Whether the human format may use colours: only on a terminal, never with `NO_COLOR` (and always with
/// `CLICOLOR_FORCE`), as anstream decides for standard output.
fn color() -> bool {
    anstream::AutoStream::choice(&io::stdout()) != anstream::ColorChoice::Never
}

fn io_failure(error: io::Error) -> Failure {
    format!("cannot write the output: {error}")
}

/// The rule named `name` in `syntax`, or the RFC's URI reference.
fn rule_of(syntax: &dyn Syntax, name: Option<&str>) -> Result<&'static str, Failure> {
    let Some(name) = name else { return Ok(syntax.default_rule()) };
    syntax.rule_named(name).ok_or_else(|| {
        let names: Vec<&str> = syntax.rules().into_iter().map(|(name, _, _)| name).collect();
        format!("{} has no rule named {name:?}; its rules are: {}", syntax.rfc(), names.join(", "))
    })
}

/// The bytes of a command-line argument, which need not be UTF-8.
fn argument_bytes(argument: &OsStr) -> Vec<u8> {
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

/// Each line of `source`, without its line end (`\n` or `\r\n`); `skip` says which lines to leave out.
fn line_inputs(source: &Rc<Source>, skip: impl Fn(&[u8]) -> bool) -> Vec<Input> {
    let bytes = &source.bytes;
    let mut inputs = Vec::new();
    let mut start = 0;
    while start < bytes.len() {
        let end = bytes[start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |i| start + i);
        let line = &bytes[start..end];
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if !skip(line) {
            inputs.push(Input::slice(source, Span::new(start, start + line.len())));
        }
        start = end + 1;
    }
    inputs
}

/// Writes the reports of `inputs` and returns the worst status.
fn run(
    syntax: &dyn Syntax,
    rule: &'static str,
    format: Format,
    mode: Mode,
    inputs: Vec<Input>,
    status: Status,
) -> Result<Status, Failure> {
    let mut output = Output::new(format, mode, io::stdout().lock(), color());
    let mut status = status;
    for input in inputs {
        let report = examine(syntax, rule, input);
        status = status.max(Status::of(&report));
        output.report(&report).map_err(io_failure)?;
    }
    let _ = output.finish().map_err(io_failure)?;
    Ok(status)
}

/// `urigram parse`: each URI, or each line of standard input, or the example of RFC 3986 §3.
pub fn parse(rfc: RfcArg, rule: Option<&str>, format: Format, uris: &[OsString]) -> Result<Status, Failure> {
    let syntax = syntax(rfc).map_err(|error| error.to_string())?;
    let rule = rule_of(syntax, rule)?;
    let inputs = if uris.is_empty() {
        let stdin = io::stdin();
        let mut bytes = Vec::new();
        if !stdin.is_terminal() {
            stdin.lock().read_to_end(&mut bytes).map_err(|error| format!("cannot read standard input: {error}"))?;
        }
        if bytes.is_empty() {
            vec![Input::whole(&Source::new("<example>", false, SECTION_3_EXAMPLE.as_bytes().to_vec()))]
        } else {
            line_inputs(&Source::new("<stdin>", false, bytes), |_| false)
        }
    } else {
        argument_inputs(uris)
    };
    run(syntax, rule, format, Mode::Parse, inputs, Status::Valid)
}

/// `urigram check`: the URI lines of each file, or with `extract` the URIs in its text.
pub fn check(
    rfc: RfcArg,
    rule: Option<&str>,
    format: Format,
    extract_uris: bool,
    files: &[PathBuf],
) -> Result<Status, Failure> {
    let syntax = syntax(rfc).map_err(|error| error.to_string())?;
    let rule = rule_of(syntax, rule)?;
    let mut status = Status::Valid;
    let mut inputs = Vec::new();
    for path in files {
        let read = if path.as_os_str() == "-" {
            let mut bytes = Vec::new();
            io::stdin().lock().read_to_end(&mut bytes).map(|_| Source::new("<stdin>", false, bytes))
        } else {
            std::fs::read(path).map(|bytes| Source::new(path.display().to_string(), true, bytes))
        };
        match read {
            Ok(source) if extract_uris => inputs.extend(extract(&source)),
            Ok(source) => inputs.extend(line_inputs(&source, |line| line.is_empty() || line.starts_with(b"#"))),
            Err(error) => {
                eprintln!("urigram: cannot read {}: {error}", path.display());
                status = Status::Failed;
            }
        }
    }
    run(syntax, rule, format, Mode::Check, inputs, status)
}

/// `urigram explain`: the verdict of every RFC, and where and why each that rejects the URI does.
pub fn explain(format: Format, uri: &OsStr) -> Result<Status, Failure> {
    let source = Source::new("<arg1>", false, argument_bytes(uri));
    let reports: Vec<(RfcArg, Result<Report, String>)> = RfcArg::ALL
        .into_iter()
        .map(|rfc| {
            let report = syntax(rfc)
                .map(|syntax| examine(syntax, syntax.default_rule(), Input::whole(&source)))
                .map_err(|error| error.to_string());
            (rfc, report)
        })
        .collect();
    let built = || reports.iter().filter_map(|(_, report)| report.as_ref().ok());
    let status = built().map(Status::of).max().unwrap_or(Status::Valid);
    let mut out = io::stdout().lock();
    if format == Format::Human {
        let rows: Vec<format::ExplainRow<'_>> =
            reports.iter().map(|(rfc, report)| (rfc.rfc(), report.as_ref().map_err(Clone::clone))).collect();
        let mut text = format::explain_table(&format::printable(&source.bytes), &rows);
        for report in built().filter(|report| !report.is_valid()) {
            text.push('\n');
            text.push_str(&format::render_diagnostic(report, color()));
        }
        out.write_all(text.as_bytes()).and_then(|()| out.flush()).map_err(io_failure)?;
    } else {
        let mut output = Output::new(format, Mode::Explain, out, false);
        for report in built() {
            output.report(report).map_err(io_failure)?;
        }
        let _ = output.finish().map_err(io_failure)?;
    }
    Ok(status)
}

/// The operations of RFC 3986 §5 (resolution) and §6 (normalization and comparison): the one place that says this
/// build does not have them, so that wiring them in changes this function and its three callers.
fn operation_not_built(operation: &str) -> Result<Status, Failure> {
    Err(format!("{operation} is not built into this version"))
}

/// `urigram resolve`: the target URI of each reference against the base (RFC 3986 §5.2).
pub fn resolve(rfc: RfcArg, format: Format, base: &OsStr, references: &[OsString]) -> Result<Status, Failure> {
    syntax(rfc).map_err(|error| error.to_string())?;
    let _ = (format, base, references);
    operation_not_built("reference resolution (RFC 3986 \u{a7}5)")
}

/// `urigram normalize`: each URI in syntax-based normal form (RFC 3986 §6.2.2), and with `scheme_based` also
/// scheme-based (§6.2.3).
pub fn normalize(scheme_based: bool, format: Format, uris: &[OsString]) -> Result<Status, Failure> {
    let _ = (scheme_based, format, uris);
    operation_not_built("normalization (RFC 3986 \u{a7}6.2)")
}

/// `urigram equivalent`: whether two URIs are equivalent after normalization (RFC 3986 §6).
pub fn equivalent(a: &OsStr, b: &OsStr) -> Result<Status, Failure> {
    let _ = (a, b);
    operation_not_built("comparison (RFC 3986 \u{a7}6)")
}
