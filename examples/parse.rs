//! Parses each URI reference given on the command line with RFC 3986 and prints its syntax tree with spans, or
//! the error. Without arguments it parses the example of RFC 3986 §3.
//!
//! ```text
//! cargo run --example parse -- 'http://[::1]:8080/a?b#c'
//! ```

use std::process::ExitCode;

use urigram::rfc3986;

/// The URI that RFC 3986 §3 draws its component diagram under.
const SECTION_3_EXAMPLE: &str = "foo://example.com:8042/over/there?name=ferret#nose";

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let inputs = if arguments.is_empty() { vec![SECTION_3_EXAMPLE.to_owned()] } else { arguments };
    let mut all_valid = true;
    for text in &inputs {
        match rfc3986::parse_uri_reference(text) {
            Ok(reference) => println!("{text}\n{reference:#?}"),
            Err(error) => {
                all_valid = false;
                let caret = " ".repeat(error.position().column - 1) + &"^".repeat(error.span().len().max(1));
                println!("{text}\n{caret}\nerror: {error}\n{error:#?}");
            }
        }
    }
    if all_valid { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
