//! The `json` format: JSON Lines, one object per input, with the schema documented in the crate's README.

use serde_json::{Map, Value, json};

use super::{Outcome, Report};

/// Appends the object of one report to `out`; with `located`, the file and line the input was read from come
/// first.
pub fn object(report: &Report, located: bool, out: &mut Vec<u8>) {
    let file = located.then(|| (name(&report.input.source.name), report.input.first_line()));
    let components = report.result.as_ref().ok().and_then(|parsed| parsed.json.as_deref());
    let error = error(report);
    let input = report.input.lossy();
    record(
        out,
        file.as_ref().map(|(name, line)| (&name[..], *line)),
        &input,
        report.rfc,
        report.rule,
        components,
        error,
    );
}

/// Appends `text` as a JSON string: as it is between quotes when nothing in it needs escaping (the common case,
/// checked in one pass that the compiler vectorizes), else as serde_json escapes it.
fn string(out: &mut Vec<u8>, text: &str) {
    if text.bytes().fold(true, |plain, byte| plain & (byte >= 0x20 && byte != b'"' && byte != b'\\')) {
        out.push(b'"');
        out.extend_from_slice(text.as_bytes());
        out.push(b'"');
    } else {
        // Writing to a vector cannot fail, and strings always serialize.
        let _ = serde_json::to_writer(&mut *out, text);
    }
}

/// A name as a JSON string, written once per file.
pub fn name(name: &str) -> Vec<u8> {
    serde_json::to_vec(name).unwrap_or_default()
}

/// Appends one object: `file` (already a JSON string) and `line` when `located`, then `input`, `rfc`, `rule`,
/// `valid`, `components` (already JSON, in the library's `serde` shapes, or `null`) and `error` (`null` when
/// valid).
pub fn record(
    out: &mut Vec<u8>,
    located: Option<(&[u8], usize)>,
    input: &str,
    rfc: urigram::Rfc,
    rule: &str,
    components: Option<&[u8]>,
    error: Option<Map<String, Value>>,
) {
    head(out, located, input, rfc, rule);
    match (error, components) {
        (None, components) => {
            out.extend_from_slice(b",\"valid\":true,\"components\":");
            out.extend_from_slice(components.unwrap_or(b"null"));
            out.extend_from_slice(b",\"error\":null}");
        }
        (Some(error), _) => {
            out.extend_from_slice(b",\"valid\":false,\"components\":null,\"error\":");
            // Writing to a vector cannot fail, and a map of strings and numbers always serializes.
            let _ = serde_json::to_writer(&mut *out, &error);
            out.push(b'}');
        }
    }
}

/// The start of the object of a valid input, up to its components, which the caller appends, followed by
/// `,"error":null}`: valid lines of `check` are written this way, straight from the parse.
pub fn valid_head(out: &mut Vec<u8>, located: Option<(&[u8], usize)>, input: &str, rfc: urigram::Rfc, rule: &str) {
    head(out, located, input, rfc, rule);
    out.extend_from_slice(b",\"valid\":true,\"components\":");
}

/// The fields before `valid`.
fn head(out: &mut Vec<u8>, located: Option<(&[u8], usize)>, input: &str, rfc: urigram::Rfc, rule: &str) {
    out.push(b'{');
    if let Some((file, line)) = located {
        out.extend_from_slice(b"\"file\":");
        out.extend_from_slice(file);
        out.extend_from_slice(b",\"line\":");
        out.extend_from_slice(line.to_string().as_bytes());
        out.push(b',');
    }
    out.extend_from_slice(b"\"input\":");
    string(out, input);
    out.extend_from_slice(b",\"rfc\":");
    out.extend_from_slice(crate::syntax::number(rfc).to_string().as_bytes());
    out.extend_from_slice(b",\"rule\":");
    string(out, rule);
}

/// The error object of an invalid report; nothing for a valid one.
fn error(report: &Report) -> Option<Map<String, Value>> {
    let (diagnostic, location) = report.error()?;
    let mut error = Map::new();
    error.insert("start".into(), json!(diagnostic.span.start));
    error.insert("end".into(), json!(diagnostic.span.end));
    error.insert("line".into(), json!(location.start.line));
    error.insert("column".into(), json!(location.start.column));
    error.insert("column_utf16".into(), json!(location.start.column_utf16));
    error.insert("rule".into(), json!(diagnostic.rule));
    error.insert("expected".into(), json!(diagnostic.expected));
    error.insert("section".into(), json!(diagnostic.section));
    error.insert("message".into(), json!(diagnostic.message));
    error.insert("code".into(), json!(diagnostic.code));
    Some(error)
}

/// The object of one outcome of an operation: its inputs, its result or `null`, and its error or `null`, whose
/// `side` says which input is at fault when there is more than one.
pub fn outcome(outcome: &Outcome) -> Value {
    let mut object = Map::new();
    for (field, input) in &outcome.inputs {
        object.insert((*field).into(), json!(input.lossy()));
    }
    let (result, error) = match &outcome.result {
        Ok(text) => (json!(text), Value::Null),
        Err(fault) => {
            let mut error = error(&fault.report).unwrap_or_default();
            if let Some(side) = fault.side {
                error.insert("side".into(), json!(side));
            }
            (Value::Null, Value::Object(error))
        }
    };
    object.insert(outcome.field.into(), result);
    object.insert("error".into(), error);
    Value::Object(object)
}

/// The object of `equivalent`: the two inputs (`a`, `b`), whether they are `equivalent`, on which `rung`, each
/// input's normal form by every rung (`normalized`, `null` when either is no URI), and the error of each input
/// that is no URI (`errors`).
pub fn equivalence(
    inputs: &[crate::source::Input],
    verdict: Option<Option<&str>>,
    normal: &[String],
    faults: &[&super::Fault],
) -> Value {
    let input = |index: usize| inputs.get(index).map(crate::source::Input::lossy);
    json!({
        "a": input(0),
        "b": input(1),
        "equivalent": matches!(verdict, Some(Some(_))),
        "rung": verdict.flatten(),
        "normalized": if normal.is_empty() { Value::Null } else { json!(normal) },
        "errors": faults.iter().filter_map(|fault| error(&fault.report).map(Value::Object)).collect::<Vec<_>>(),
    })
}
