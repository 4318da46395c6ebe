//! The `json` format: JSON Lines, one object per input, with the schema documented in the crate's README.

use serde_json::{Map, Value, json};

use super::Report;

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
    let error = match report.error() {
        None => Value::Null,
        Some((diagnostic, location)) => json!({
            "start": diagnostic.span.start,
            "end": diagnostic.span.end,
            "line": location.start.line,
            "column": location.start.column,
            "column_utf16": location.start.column_utf16,
            "rule": diagnostic.rule,
            "expected": diagnostic.expected,
            "section": diagnostic.section,
            "message": diagnostic.message,
            "code": diagnostic.code,
        }),
    };
    object.insert("error".into(), error);
    Value::Object(object)
}
