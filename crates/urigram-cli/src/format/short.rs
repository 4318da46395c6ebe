//! The `short` format: `file:line:col: error: message`, with 1-based byte columns, as vim's quickfix (`%f:%l:%c:%m`
//! in its default 'errorformat') and Emacs' compilation-mode read it. A file name's `%`, CR and LF are
//! percent-encoded, so that every record is one line.

use super::{ColumnKind, Columns, Report};

/// Appends the line of an invalid report, its column counted as `columns` says, and its line end; nothing for a
/// valid one. Written piece by piece into `out`, without a string of its own.
pub fn line(report: &Report, columns: Columns, out: &mut Vec<u8>) {
    let Some((diagnostic, location)) = report.error() else { return };
    let column = if columns.kind == ColumnKind::Screen {
        let (line_start, line) = report.input.source.line_at(location.span.start);
        let before = line.get(..location.span.start - line_start).unwrap_or(line);
        columns.column(before, &location.start)
    } else {
        columns.column(&[], &location.start)
    };
    escape_name(&report.input.source.name, out);
    out.push(b':');
    out.extend_from_slice(itoa::Buffer::new().format(location.start.line).as_bytes());
    out.push(b':');
    out.extend_from_slice(itoa::Buffer::new().format(column).as_bytes());
    out.extend_from_slice(b": error: ");
    // The message with the RFC, section and rule after it, as `Diagnostic::full_message` writes it; the RFC's
    // name, the section and the rule hold no line break.
    one_line(&diagnostic.message, out);
    out.extend_from_slice(b" (");
    out.extend_from_slice(diagnostic.rfc.label().as_bytes());
    out.extend_from_slice(" \u{a7}".as_bytes());
    out.extend_from_slice(diagnostic.section.as_bytes());
    out.extend_from_slice(b", ");
    out.extend_from_slice(diagnostic.rule.as_bytes());
    out.extend_from_slice(b") [");
    out.extend_from_slice(diagnostic.code.as_bytes());
    out.extend_from_slice(b"]\n");
}

/// Appends the line of a diagnostic whose sentence is whole already: `name:line:column: level: message [code]`,
/// with its line end.
pub fn entry(
    name: &str,
    location: &crate::source::Location,
    level: &str,
    message: &str,
    code: &str,
    out: &mut Vec<u8>,
) {
    escape_name(name, out);
    let head = format!(":{}:{}: {level}: ", location.start.line, location.start.column_byte);
    out.extend_from_slice(head.as_bytes());
    one_line(message, out);
    out.extend_from_slice(format!(" [{code}]\n").as_bytes());
}

/// Appends a file name on one line: `%`, CR and LF percent-encoded (`%25`, `%0D`, `%0A`), as the `github` format
/// does, so that a name with a line break cannot split a record in two.
pub fn escape_name(name: &str, out: &mut Vec<u8>) {
    if name.contains(['%', '\r', '\n']) {
        out.extend_from_slice(super::github::escape_data(name).as_bytes());
    } else {
        out.extend_from_slice(name.as_bytes());
    }
}

/// Appends the text on one line: line breaks would start a new entry, so each becomes a space.
pub fn one_line(text: &str, out: &mut Vec<u8>) {
    let start = out.len();
    out.extend_from_slice(text.as_bytes());
    for byte in &mut out[start..] {
        if matches!(*byte, b'\r' | b'\n') {
            *byte = b' ';
        }
    }
}
