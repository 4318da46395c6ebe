//! Checks a file of URI references, one per line (blank lines and lines starting with `#` are skipped), and
//! prints a diagnostic for each invalid one: `file:line:column: error: sentence`, the line, and a caret under
//! the offending bytes. Exits with 1 when any line is invalid.
//!
//! ```text
//! cargo run --example diagnose -- [--rfc 3986|2396|1808] FILE
//! ```

use std::process::ExitCode;

use urigram::{rfc1808, rfc2396, rfc3986};

/// What every RFC's error offers the printer, whichever grammar rejected the line.
struct Diagnostic {
    column: usize,
    span: urigram::Span,
    message: String,
}

impl<R: urigram::Grammar> From<urigram::Error<R>> for Diagnostic {
    fn from(error: urigram::Error<R>) -> Self {
        Diagnostic { column: error.column(), span: error.span(), message: error.to_string() }
    }
}

fn check(rfc: &str, line: &str) -> Result<(), Diagnostic> {
    match rfc {
        "2396" => rfc2396::parse_uri_reference(line).map(drop).map_err(Diagnostic::from),
        "1808" => rfc1808::parse_url(line).map(drop).map_err(Diagnostic::from),
        _ => rfc3986::parse_uri_reference(line).map(drop).map_err(Diagnostic::from),
    }
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let (rfc, path) = match arguments.as_slice() {
        [flag, rfc, path] if flag == "--rfc" && ["3986", "2396", "1808"].contains(&rfc.as_str()) => {
            (rfc.as_str(), path)
        }
        [path] => ("3986", path),
        _ => {
            eprintln!("usage: diagnose [--rfc 3986|2396|1808] FILE");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{path}: {error}");
            return ExitCode::from(2);
        }
    };
    let mut invalid = 0;
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Err(diagnostic) = check(rfc, line) {
            invalid += 1;
            // Columns and carets count characters, so the caret lands under the character on any terminal.
            let width = line.get(diagnostic.span.range()).map_or(1, |text| text.chars().count().max(1));
            let caret = " ".repeat(diagnostic.column - 1) + &"^".repeat(width);
            println!("{path}:{}:{}: error: {}", index + 1, diagnostic.column, diagnostic.message);
            println!("    {line}\n    {caret}");
        }
    }
    println!("{invalid} invalid under RFC {rfc}");
    if invalid == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
