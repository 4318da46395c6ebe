//! The `sarif` format: one SARIF 2.1.0 log with a result per invalid input (of a WHATWG reading, per validation
//! error).
//!
//! Lines and columns count from 1, columns in Unicode code points (`"columnKind": "unicodeCodePoints"`); each region
//! also has its `byteOffset` and `byteLength` in the file. An input read from a file points at the file by a
//! relative URI reference; an argument or a line of standard input has an artifact location with a description
//! only, as it has no URI.

use serde_json::{Map, Value, json};

use urigram::whatwg::{Reported, ValidationError};

use super::Report;
use crate::source::{Input, Location};
use crate::syntax::number;

/// The SARIF schema URI the log names.
const SCHEMA: &str = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/// One result, rendered where its report was made (on any thread), waiting for the index of its rule, which the
/// writer gives in the order results are written.
#[derive(Debug)]
pub struct Pending {
    /// The rule's identifier (the diagnostic's code).
    id: String,
    /// What the rule's descriptor says, written once per rule at the end of the log.
    rule: Descriptor,
    /// The result without its `ruleId` and `ruleIndex`, pretty-printed at its depth in the log.
    text: String,
}

/// What a rule's descriptor is made from.
#[derive(Debug)]
enum Descriptor {
    /// A rule of an RFC's grammar: its name, meaning, RFC and section.
    Rfc(&'static str, &'static str, urigram::Rfc, &'static str),
    /// A validation error type of the WHATWG URL Standard.
    Whatwg(ValidationError),
    /// An input the WHATWG URL parser was not given (not UTF-8, or too long a line).
    Unread,
    /// Two readings of a URI that name different hosts.
    Differential,
}

impl Descriptor {
    /// The descriptor of the rule `id`: its name, description and the address of its definition.
    fn json(&self, id: &str) -> Value {
        match *self {
            Descriptor::Rfc(name, meaning, rfc, section) => json!({
                "id": id,
                "name": name,
                "shortDescription": { "text": meaning },
                // An amended rule's section goes on in words ("3.2.2 as updated by RFC 6874 §2"): the
                // address names the section of the RFC itself.
                "helpUri": format!(
                    "https://www.rfc-editor.org/rfc/rfc{}#section-{}",
                    number(rfc),
                    section.split(' ').next().unwrap_or_default()
                ),
            }),
            Descriptor::Whatwg(error) => json!({
                "id": id,
                "name": error.name(),
                "shortDescription": { "text": error.description() },
                "helpUri": crate::whatwg::definition(error),
            }),
            Descriptor::Differential => json!({
                "id": id,
                "name": "host-differential",
                "shortDescription": {
                    "text": "RFC 3986 and the WHATWG URL Standard's parser, which browsers use, read different hosts in this URI."
                },
            }),
            Descriptor::Unread => json!({
                "id": id,
                "name": id.trim_start_matches("whatwg/"),
                "shortDescription": { "text": "The input was not given to the URL parser." },
            }),
        }
    }
}

/// The result of one validation error of a WHATWG reading: a warning, or an error for the one the parser
/// failed on.
pub fn whatwg_pending(input: &Input, reported: Reported, failure: bool) -> Pending {
    let location = input.locate(reported.span);
    let source = &input.source;
    let result = json!({
        "level": if failure { "error" } else { "warning" },
        "message": { "text": crate::whatwg::message(reported.error) },
        "locations": [{
            "physicalLocation": {
                "artifactLocation": artifact(&source.name, source.is_file),
                "region": region(&location),
            },
        }],
        "properties": {
            "input": input.lossy(),
            "grammar": "whatwg",
            "failure": failure,
        },
    });
    let text = indented(&serde_json::to_string_pretty(&result).unwrap_or_default(), 8);
    Pending { id: crate::whatwg::code(reported.error), rule: Descriptor::Whatwg(reported.error), text }
}

/// The result of an input of a WHATWG reading that was not parsed (not UTF-8, or too long a line): an error.
pub fn unread_pending(input: &Input, code: &str, span: urigram::Span, message: &str) -> Pending {
    let location = input.locate(span);
    let source = &input.source;
    let result = json!({
        "level": "error",
        "message": { "text": message },
        "locations": [{
            "physicalLocation": {
                "artifactLocation": artifact(&source.name, source.is_file),
                "region": region(&location),
            },
        }],
        "properties": { "input": input.lossy(), "grammar": "whatwg" },
    });
    let text = indented(&serde_json::to_string_pretty(&result).unwrap_or_default(), 8);
    Pending { id: code.to_owned(), rule: Descriptor::Unread, text }
}

/// The result of a `urigram/host-differential` diagnostic: at the browser's host, RFC 3986's as a related
/// location.
pub fn differential_pending(input: &Input, warning: &crate::whatwg::DifferentialWarning) -> Pending {
    let source = &input.source;
    let physical = |location: &Location| json!({ "artifactLocation": artifact(&source.name, source.is_file), "region": region(location) });
    let related: Vec<Value> = [&warning.rfc, &warning.whatwg]
        .into_iter()
        .flatten()
        .enumerate()
        .map(|(index, (location, label))| {
            json!({ "id": index, "physicalLocation": physical(location), "message": { "text": label } })
        })
        .collect();
    let result = json!({
        "level": warning.level(),
        "message": { "text": warning.message },
        "locations": [{ "physicalLocation": physical(&warning.primary) }],
        "relatedLocations": related,
        "properties": {
            "input": input.lossy(),
            "class": warning.class.map(urigram::differential::Class::code),
        },
    });
    let text = indented(&serde_json::to_string_pretty(&result).unwrap_or_default(), 8);
    Pending { id: crate::whatwg::DIFFERENTIAL_CODE.to_owned(), rule: Descriptor::Differential, text }
}

/// A region of the source: lines, columns, and bytes.
fn region(location: &Location) -> Value {
    json!({
        "startLine": location.start.line,
        "startColumn": location.start.column,
        "endLine": location.end.line,
        "endColumn": location.end.column,
        "byteOffset": location.span.start,
        "byteLength": location.span.len(),
    })
}

/// The result of an invalid report; nothing for a valid one.
pub fn pending(report: &Report) -> Option<Pending> {
    let (diagnostic, location) = report.error()?;
    let rule = Descriptor::Rfc(diagnostic.rule, diagnostic.meaning, diagnostic.rfc, diagnostic.section);
    let source = &report.input.source;
    let result = json!({
        "level": "error",
        "message": { "text": diagnostic.full_message() },
        "locations": [{
            "physicalLocation": {
                "artifactLocation": artifact(&source.name, source.is_file),
                "region": region(&location),
            },
        }],
        "properties": {
            "input": report.input.lossy(),
            "rfc": number(diagnostic.rfc),
            "rule": diagnostic.rule,
            "section": diagnostic.section,
            "expected": diagnostic.expected,
        },
    });
    let text = indented(&serde_json::to_string_pretty(&result).unwrap_or_default(), 8);
    Some(Pending { id: diagnostic.code.clone(), rule, text })
}

/// Where a source is: a file by its relative URI reference, or anything else by its name alone.
fn artifact(name: &str, is_file: bool) -> Value {
    if is_file { json!({ "uri": file_uri(name) }) } else { json!({ "description": { "text": name } }) }
}

/// A SARIF log written as it goes: the results as they come, then the rules they named, the run's column kind
/// and the invocation with the files that could not be read, so that memory does not grow with the results.
///
/// The run's properties are written in that order (`results` before `tool`): JSON objects are unordered, and only
/// at the end are all the rules known.
#[derive(Default)]
pub struct Log {
    rules: Vec<Value>,
    rule_ids: Vec<String>,
    results: usize,
    notifications: Vec<Value>,
}

/// Indents every line of `text` after the first by `depth` spaces (JSON strings hold no raw line breaks).
fn indented(text: &str, depth: usize) -> String {
    text.replace('\n', &format!("\n{}", " ".repeat(depth)))
}

impl Log {
    /// The start of the log, up to the opening of the results array.
    pub fn header() -> String {
        format!(
            "{{\n  \"$schema\": {},\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {{\n      \"results\": [",
            Value::from(SCHEMA)
        )
    }

    /// One result, its rule indexed by first appearance, as the text to write.
    pub fn result(&mut self, pending: Pending) -> String {
        let index = match self.rule_ids.iter().position(|id| *id == pending.id) {
            Some(index) => index,
            None => {
                self.rules.push(pending.rule.json(&pending.id));
                self.rule_ids.push(pending.id.clone());
                self.rules.len() - 1
            }
        };
        let separator = if self.results == 0 { "\n" } else { ",\n" };
        self.results += 1;
        // The result's text opens with "{" and a line break; its identifier and the rule's index go first.
        let rest = pending.text.strip_prefix("{\n").unwrap_or(&pending.text);
        format!(
            "{separator}        {{\n          \"ruleId\": {},\n          \"ruleIndex\": {index},\n{rest}",
            Value::from(pending.id)
        )
    }

    /// Records that the file `name` could not be read, as a notification of the invocation.
    pub fn unreadable(&mut self, name: &str, error: &str) {
        self.notifications.push(json!({
            "level": "error",
            "message": { "text": format!("cannot read {name}: {error}") },
            "locations": [{ "physicalLocation": { "artifactLocation": artifact(name, true) } }],
        }));
    }

    /// The end of the log: the results array closed, the rules, the column kind and the invocation.
    pub fn trailer(&self) -> String {
        let close = if self.results == 0 { "]" } else { "\n      ]" };
        let tool = json!({
            "driver": { "name": "urigram", "version": env!("CARGO_PKG_VERSION"), "rules": self.rules },
        });
        let mut invocation = Map::new();
        invocation.insert("executionSuccessful".into(), Value::from(self.notifications.is_empty()));
        if !self.notifications.is_empty() {
            invocation.insert("toolExecutionNotifications".into(), Value::from(self.notifications.clone()));
        }
        let pretty = |value: &Value| indented(&serde_json::to_string_pretty(value).unwrap_or_default(), 6);
        format!(
            "{close},\n      \"tool\": {},\n      \"columnKind\": \"unicodeCodePoints\",\n      \"invocations\": {}\n    }}\n  ]\n}}\n",
            pretty(&tool),
            pretty(&Value::from(vec![Value::Object(invocation)])),
        )
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
