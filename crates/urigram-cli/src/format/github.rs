//! The `github` format: GitHub Actions workflow commands, which the runner turns into annotations.
//!
//! `::error file=F,line=L,col=C,endLine=L,endColumn=E,title=T::message`. Columns count characters from 1;
//! `endColumn` is the column of the last offending character (the same as `col` for an error at the end of the
//! input). `file` is given only for inputs read from a file. The message escapes `%`, `\r` and `\n`; property
//! values also escape `:` and `,`, which URIs are full of.

use super::Report;
use crate::source::{Location, Source};

/// `%`, `\r` and `\n` escaped, as a workflow command's message needs.
pub fn escape_data(text: &str) -> String {
    text.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// [`escape_data`] and `:` and `,` escaped too, as a workflow command's property value needs.
pub fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// The workflow command of an invalid report; nothing for a valid one.
pub fn line(report: &Report) -> Option<String> {
    let (diagnostic, location) = report.error()?;
    Some(command("error", &report.input.source, &location, &diagnostic.code, &diagnostic.full_message()))
}

/// The workflow command `::level ...::message` of a diagnostic at `location` of `source`, titled by its code
/// (without a line end).
pub fn command(level: &str, source: &Source, location: &Location, code: &str, message: &str) -> String {
    let mut properties = Vec::new();
    if source.is_file {
        properties.push(format!("file={}", escape_property(&source.name)));
    }
    let last_column = if location.span.is_empty() || location.end.line != location.start.line {
        location.start.column
    } else {
        location.end.column - 1
    };
    properties.push(format!("line={}", location.start.line));
    properties.push(format!("col={}", location.start.column));
    properties.push(format!("endLine={}", location.start.line));
    properties.push(format!("endColumn={last_column}"));
    properties.push(format!("title={}", escape_property(&format!("urigram {code}"))));
    format!("::{level} {}::{}", properties.join(","), escape_data(message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(escape_data("100%\r\nx: a,b"), "100%25%0D%0Ax: a,b");
        assert_eq!(escape_property("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae");
    }
}
