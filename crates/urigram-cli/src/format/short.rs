//! The `short` format: `file:line:col: error: message`, with 1-based byte columns, as vim's quickfix (`%f:%l:%c:%m`
//! in its default 'errorformat') and Emacs' compilation-mode read it. A file name's `%`, CR and LF are
//! percent-encoded, so that every record is one line.

use super::{ColumnKind, Columns, Report};

/// The line of an invalid report, its column counted as `columns` says; nothing for a valid one.
pub fn line(report: &Report, columns: Columns) -> Option<String> {
    let (diagnostic, location) = report.error()?;
    let column = if columns.kind == ColumnKind::Screen {
        let (line_start, line) = report.input.source.line_at(location.span.start);
        let before = line.get(..location.span.start - line_start).unwrap_or(line);
        columns.column(before, &location.start)
    } else {
        columns.column(&[], &location.start)
    };
    Some(format!(
        "{}:{}:{}: error: {} [{}]",
        escape_name(&report.input.source.name),
        location.start.line,
        column,
        one_line(&diagnostic.full_message()),
        diagnostic.code
    ))
}

/// A file name on one line: `%`, CR and LF percent-encoded (`%25`, `%0D`, `%0A`), as the `github` format does, so
/// that a name with a line break cannot split a record in two.
pub fn escape_name(name: &str) -> String {
    super::github::escape_data(name)
}

/// The text on one line: line breaks would start a new entry.
pub fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}
