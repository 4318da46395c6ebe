//! The `json` format: JSON Lines, one object per input, with the schema documented in the crate's README.

use serde_json::{Map, Value, json};

use super::{Outcome, Report};

/// The object of one report; with `located`, the file and line the input was read from come first.
pub fn object(report: &Report, located: bool) -> Value {
    let mut object = Map::new();
    if located {
        object.insert("file".into(), json!(report.input.source.name));
        object.insert("line".into(), json!(report.input.first_line()));
    }
    object.insert("input".into(), json!(report.input.lossy()));
    object.insert("rfc".into(), json!(crate::syntax::number(report.rfc)));
    object.insert("rule".into(), json!(report.rule));
    object.insert("valid".into(), json!(report.is_valid()));
    let components = match &report.result {
        Ok(parsed) => match &parsed.tree {
            Some(tree) => Value::Object(
                tree.components
                    .iter()
                    .map(|component| {
                        let value = match &component.part {
                            None => Value::Null,
                            Some(part) => {
                                let mut part_object = Map::new();
                                part_object.insert("text".into(), json!(part.text));
                                part_object.insert("start".into(), json!(part.span.start));
                                part_object.insert("end".into(), json!(part.span.end));
                                if let Some(kind) = part.kind {
                                    part_object.insert("kind".into(), json!(kind));
                                }
                                Value::Object(part_object)
                            }
                        };
                        (component.name.to_owned(), value)
                    })
                    .collect(),
            ),
            None => Value::Null,
        },
        Err(_) => Value::Null,
    };
    object.insert("components".into(), components);
    object.insert("error".into(), error(report).map_or(Value::Null, Value::Object));
    Value::Object(object)
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
