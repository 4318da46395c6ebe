//! The `sarif` format: one SARIF 2.1.0 log with a result per invalid input.
//!
//! Lines and columns count from 1, columns in Unicode code points (`"columnKind": "unicodeCodePoints"`); each region
//! also has its `byteOffset` and `byteLength` in the file. An input read from a file points at the file by a
//! relative URI reference; an argument or a line of standard input has an artifact location with a description
//! only, as it has no URI.

use serde_json::{Value, json};

use super::Report;
use crate::syntax::number;

/// The SARIF schema URI the log names.
const SCHEMA: &str = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// The results and rules gathered so far.
#[derive(Default)]
pub struct Log {
    rules: Vec<Value>,
    rule_ids: Vec<String>,
    results: Vec<Value>,
}

impl Log {
    /// Adds the result of an invalid report; a valid one adds nothing.
    pub fn add(&mut self, report: &Report) {
        let Some((diagnostic, location)) = report.error() else { return };
        let index = match self.rule_ids.iter().position(|id| *id == diagnostic.code) {
            Some(index) => index,
            None => {
                self.rule_ids.push(diagnostic.code.clone());
                self.rules.push(json!({
                    "id": diagnostic.code,
                    "name": diagnostic.rule,
                    "shortDescription": { "text": diagnostic.meaning },
                    "helpUri": format!(
                        "https://www.rfc-editor.org/rfc/rfc{}#section-{}",
                        number(diagnostic.rfc),
                        diagnostic.section
                    ),
                }));
                self.rules.len() - 1
            }
        };
        let source = &report.input.source;
        let artifact = if source.is_file {
            json!({ "uri": file_uri(&source.name) })
        } else {
            json!({ "description": { "text": source.name } })
        };
        self.results.push(json!({
            "ruleId": diagnostic.code,
            "ruleIndex": index,
            "level": "error",
            "message": { "text": diagnostic.full_message() },
            "locations": [{
                "physicalLocation": {
                    "artifactLocation": artifact,
                    "region": {
                        "startLine": location.start.line,
                        "startColumn": location.start.column,
                        "endLine": location.end.line,
                        "endColumn": location.end.column,
                        "byteOffset": location.span.start,
                        "byteLength": location.span.len(),
                    },
                },
            }],
            "properties": {
                "input": report.input.lossy(),
                "rfc": number(diagnostic.rfc),
                "rule": diagnostic.rule,
                "section": diagnostic.section,
                "expected": diagnostic.expected,
            },
        }));
    }

    /// The whole log.
    pub fn to_json(&self) -> Value {
        json!({
            "$schema": SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {
                    "driver": {
                        "name": "urigram",
                        "version": env!("CARGO_PKG_VERSION"),
                        "rules": self.rules,
                    },
                },
                "columnKind": "unicodeCodePoints",
                "results": self.results,
            }],
        })
    }
}

/// A path as a relative URI reference: every byte but unreserved characters, sub-delims, `@` and `/` is
/// percent-encoded (`:` too, which a relative reference's first segment cannot hold).
fn file_uri(path: &str) -> String {
    let path = if cfg!(windows) { path.replace('\\', "/") } else { path.to_owned() };
    let mut uri = String::with_capacity(path.len());
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=@/".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_uris_are_uri_references() {
        assert_eq!(file_uri("tests/fixtures/a b:c%.txt"), "tests/fixtures/a%20b%3Ac%25.txt");
        assert_eq!(file_uri("café"), "caf%C3%A9");
        for path in ["tests/fixtures/a b:c%.txt", "café", "C:\\x\\y", "#?[]", "a\u{1}b"] {
            assert!(urigram::rfc3986::parse_relative_ref(&file_uri(path)).is_ok(), "{path}");
        }
    }
}
