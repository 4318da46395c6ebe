//! The `short` format: `file:line:col: error: message`, with 1-based byte columns, as vim's quickfix (`%f:%l:%c:%m`
//! in its default 'errorformat') and Emacs' compilation-mode read it.

use super::Report;

/// The line of an invalid report; nothing for a valid one.
pub fn line(report: &Report) -> Option<String> {
    let (diagnostic, location) = report.error()?;
    Some(format!(
        "{}:{}:{}: error: {} [{}]",
        report.input.source.name,
        location.start.line,
        location.start.column_byte,
        one_line(&diagnostic.full_message()),
        diagnostic.code
    ))
}

/// The text on one line: line breaks would start a new entry.
pub fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}
