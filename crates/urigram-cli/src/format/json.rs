//! The `json` format: JSON Lines, one object per input, with the schema documented in the crate's README.

use serde_json::{Map, Value, json};

use super::{Outcome, Report};

/// What an object says beside the verdict and the error: where `check` read the input, or what `parse` parsed
/// it to.
#[derive(Clone, Copy, Debug)]
pub enum Shape<'a> {
    /// `parse` (and `explain`): the components of a valid input (already JSON, in the library's `serde` shapes),
    /// `null` for an invalid one or a rule without a tree.
    Parse {
        /// The components, or `None` for `null`.
        components: Option<&'a [u8]>,
    },
    /// `explain`: `parse`'s shape, after the grammar that judged the input, amendments and all
    /// (`"RFC 2396 + RFC 2732"`).
    Explain {
        /// The grammar, as people name it.
        grammar: &'a str,
        /// The components, or `None` for `null`.
        components: Option<&'a [u8]>,
    },
    /// `check`, a linter: the file (already a JSON string) and line the input was read from, and no components
    /// (`parse --format json` writes those).
    Check {
        /// The file's name, as a JSON string.
        file: &'a [u8],
        /// The 1-based line the input starts on.
        line: usize,
    },
}

/// Appends the object of one report to `out`: `check`'s shape when `check`, else `parse`'s.
pub fn object(report: &Report, check: bool, out: &mut Vec<u8>) {
    let name = check.then(|| name(&report.input.source.name));
    let shape = match &name {
        Some(file) => Shape::Check { file, line: report.input.first_line() },
        None => Shape::Parse { components: report.result.as_ref().ok().and_then(|parsed| parsed.json.as_deref()) },
    };
    let error = error(report);
    record(out, shape, &report.input.lossy(), report.rfc, report.rule, error);
}

/// Appends `explain`'s object of one report, judged by `grammar` (as people name it: `"RFC 2396 + RFC 2732"`).
pub fn explain_object(report: &Report, grammar: &str, out: &mut Vec<u8>) {
    let components = report.result.as_ref().ok().and_then(|parsed| parsed.json.as_deref());
    let error = error(report);
    record(out, Shape::Explain { grammar, components }, &report.input.lossy(), report.rfc, report.rule, error);
    out.push(b'\n');
}

/// Appends `text` as a JSON string: as it is between quotes when nothing in it needs escaping (the common case),
/// else as serde_json escapes it.
fn string(out: &mut Vec<u8>, text: &str) {
    if needs_escape(text.as_bytes()) {
        // Writing to a vector cannot fail, and strings always serialize.
        let _ = serde_json::to_writer(&mut *out, text);
    } else {
        out.push(b'"');
        out.extend_from_slice(text.as_bytes());
        out.push(b'"');
    }
}

/// Whether JSON escapes any of `bytes`: a control character below U+0020, `"` or `\\` (serde_json escapes
/// nothing else). Sixteen bytes at a time, in a loop without early exit inside a chunk that the compiler turns
/// into vector compares; the last chunk overlaps the one before it rather than being read byte by byte, and a
/// text shorter than a chunk is read as two overlapping eight-byte words, or byte by byte below that.
fn needs_escape(bytes: &[u8]) -> bool {
    #[inline(always)]
    fn flagged(bytes: &[u8]) -> bool {
        bytes.iter().fold(false, |flagged, &byte| flagged | (byte < 0x20) | (byte == b'"') | (byte == b'\\'))
    }
    /// The `N` bytes at `at`, as an array, whose size the compiler then knows (`at + N` is within `bytes`).
    #[inline(always)]
    fn chunk<const N: usize>(bytes: &[u8], at: usize) -> bool {
        <&[u8; N]>::try_from(&bytes[at..at + N]).map_or(true, |chunk| flagged(chunk))
    }
    const CHUNK: usize = 16;
    const HALF: usize = CHUNK / 2;
    let length = bytes.len();
    if length < HALF {
        return flagged(bytes);
    }
    if length < CHUNK {
        return chunk::<HALF>(bytes, 0) || chunk::<HALF>(bytes, length - HALF);
    }
    (0..length / CHUNK).any(|index| chunk::<CHUNK>(bytes, index * CHUNK)) || chunk::<CHUNK>(bytes, length - CHUNK)
}

/// A name as a JSON string, written once per file.
pub fn name(name: &str) -> Vec<u8> {
    serde_json::to_vec(name).unwrap_or_default()
}

/// Appends one object: for `check`, `file` and `line`; then `input`, `rfc`, `rule`, `valid`; for `parse`,
/// `components`; then `error` (`null` when valid). Written field by field rather than through a `Value`, which
/// would cost more than the parse; a test compares it with serde_json's own writing of the same object.
pub fn record(
    out: &mut Vec<u8>,
    shape: Shape<'_>,
    input: &str,
    rfc: urigram::Rfc,
    rule: &str,
    error: Option<ErrorObject<'_>>,
) {
    head(out, shape, input, rfc, rule);
    match (error, shape) {
        (None, Shape::Parse { components } | Shape::Explain { components, .. }) => {
            out.extend_from_slice(b",\"valid\":true,\"components\":");
            out.extend_from_slice(components.unwrap_or(b"null"));
            out.extend_from_slice(b",\"error\":null}");
        }
        (None, Shape::Check { .. }) => out.extend_from_slice(VALID_CHECK_TAIL),
        (Some(error), shape) => {
            let verdict: &[u8] = match shape {
                Shape::Parse { .. } | Shape::Explain { .. } => b",\"valid\":false,\"components\":null,\"error\":",
                Shape::Check { .. } => b",\"valid\":false,\"error\":",
            };
            out.extend_from_slice(verdict);
            // Writing to a vector cannot fail, and an object of strings and numbers always serializes.
            let _ = serde_json::to_writer(&mut *out, &error);
            out.push(b'}');
        }
    }
}

/// The end of the object of a valid input of `check`.
const VALID_CHECK_TAIL: &[u8] = b",\"valid\":true,\"error\":null}";

/// What `check`'s object of a valid line starts with for the file named `file` (a JSON string): up to the line
/// number.
pub fn check_head(file: &[u8]) -> Vec<u8> {
    [&b"{\"file\":"[..], file, b",\"line\":"].concat()
}

/// What `check`'s object of a valid line of `rule` ends with, after its input.
pub fn valid_check_tail(rfc: urigram::Rfc, rule: &str) -> Vec<u8> {
    let mut tail = b",\"rfc\":".to_vec();
    decimal(&mut tail, usize::from(crate::syntax::number(rfc)));
    tail.extend_from_slice(b",\"rule\":");
    string(&mut tail, rule);
    tail.extend_from_slice(VALID_CHECK_TAIL);
    tail
}

/// The key after the line number.
const INPUT_KEY: &[u8] = b",\"input\":";

/// The start of `check`'s object of a valid line, up to its input: a file's [`check_head`], the line number and
/// the input's key. Lines come one after the other, so the number is counted on in place, digit by digit, rather
/// than written anew for every line.
#[derive(Clone, Debug)]
pub struct CheckHead {
    /// The head, the line number in decimal, and the input's key.
    bytes: Vec<u8>,
    /// Where the line number starts in `bytes`.
    digits: usize,
    /// The line number `bytes` holds (0 before the first).
    line: usize,
}

impl CheckHead {
    /// The start of the objects of a file whose [`check_head`] is `head`.
    pub fn new(head: &[u8]) -> CheckHead {
        let mut bytes = head.to_vec();
        bytes.extend_from_slice(b"0");
        bytes.extend_from_slice(INPUT_KEY);
        CheckHead { bytes, digits: head.len(), line: 0 }
    }

    /// The start of the object of a valid input on line `line`.
    pub fn at(&mut self, line: usize) -> &[u8] {
        if line != self.line.wrapping_add(1) || !self.count_on() {
            self.bytes.truncate(self.digits);
            decimal(&mut self.bytes, line);
            self.bytes.extend_from_slice(INPUT_KEY);
        }
        self.line = line;
        &self.bytes
    }

    /// Adds one to the line number in place; `false` when it needs one more digit (all were nines: it is left
    /// to be written anew).
    fn count_on(&mut self) -> bool {
        let end = self.bytes.len() - INPUT_KEY.len();
        for digit in self.bytes[self.digits..end].iter_mut().rev() {
            if *digit == b'9' {
                *digit = b'0';
            } else {
                *digit += 1;
                return true;
            }
        }
        false
    }
}

/// Appends `check`'s object of a valid `input` at `line`, after `head` (of its file) and before `tail`
/// ([`valid_check_tail`]): the bytes [`record`] writes for it, with less to do per line.
pub fn valid_check(out: &mut Vec<u8>, head: &mut CheckHead, line: usize, input: &str, tail: &[u8]) {
    let head = head.at(line);
    out.reserve(head.len() + input.len() + 2 + tail.len() + 1);
    out.extend_from_slice(head);
    string(out, input);
    out.extend_from_slice(tail);
}

/// Appends `check`'s object of a line that is no URI to check (`reason`: `"empty"`, `"comment"`), after `head` (of
/// its file): its file, line and text, and `skipped` in place of a verdict, so that every line of a list has
/// its record.
pub fn skipped_check(out: &mut Vec<u8>, head: &mut CheckHead, line: usize, input: &str, reason: &str) {
    out.extend_from_slice(head.at(line));
    string(out, input);
    out.extend_from_slice(b",\"skipped\":");
    string(out, reason);
    out.extend_from_slice(b"}\n");
}

/// The start of the object of a valid input of `parse`, up to its components, which the caller appends, followed
/// by `,"error":null}`: valid lines of `parse` are written this way, straight from the parse.
pub fn valid_parse_head(out: &mut Vec<u8>, input: &str, rfc: urigram::Rfc, rule: &str) {
    head(out, Shape::Parse { components: None }, input, rfc, rule);
    out.extend_from_slice(b",\"valid\":true,\"components\":");
}

/// The fields before `valid`.
fn head(out: &mut Vec<u8>, shape: Shape<'_>, input: &str, rfc: urigram::Rfc, rule: &str) {
    out.push(b'{');
    match shape {
        Shape::Check { file, line } => {
            out.extend_from_slice(b"\"file\":");
            out.extend_from_slice(file);
            out.extend_from_slice(b",\"line\":");
            decimal(out, line);
            out.push(b',');
        }
        Shape::Explain { grammar, .. } => {
            out.extend_from_slice(b"\"grammar\":");
            string(out, grammar);
            out.push(b',');
        }
        Shape::Parse { .. } => {}
    }
    out.extend_from_slice(b"\"input\":");
    string(out, input);
    out.extend_from_slice(b",\"rfc\":");
    decimal(out, usize::from(crate::syntax::number(rfc)));
    out.extend_from_slice(b",\"rule\":");
    string(out, rule);
}

/// Appends `number` in decimal, as JSON writes an integer.
fn decimal(out: &mut Vec<u8>, number: usize) {
    out.extend_from_slice(itoa::Buffer::new().format(number).as_bytes());
}

/// The error object of an invalid report, field for field as the README documents it, and `side` for
/// `resolve`.
#[derive(Debug, serde::Serialize)]
pub struct ErrorObject<'a> {
    start: usize,
    end: usize,
    line: usize,
    column: usize,
    column_utf16: usize,
    rule: &'a str,
    expected: &'a [&'static str],
    section: &'a str,
    message: &'a str,
    code: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<&'a str>,
}

/// The error object of an invalid report; nothing for a valid one.
fn error(report: &Report) -> Option<ErrorObject<'_>> {
    let (diagnostic, location) = report.error()?;
    Some(ErrorObject {
        start: diagnostic.span.start,
        end: diagnostic.span.end,
        line: location.start.line,
        column: location.start.column,
        column_utf16: location.start.column_utf16,
        rule: diagnostic.rule,
        expected: &diagnostic.expected,
        section: diagnostic.section,
        message: &diagnostic.message,
        code: &diagnostic.code,
        side: None,
    })
}

/// `value` as a JSON value; objects of strings and numbers always convert.
fn value(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
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
            let error = error(&fault.report).map(|error| ErrorObject { side: fault.side, ..error });
            (Value::Null, value(&error))
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
        "errors": faults.iter().filter_map(|fault| error(&fault.report)).map(|error| value(&error)).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const RULES: [&str; 4] = ["URI-reference", "absolute-URI", "IPv6address", "net_loc"];
    const RFCS: [urigram::Rfc; 3] = [urigram::Rfc::Rfc3986, urigram::Rfc::Rfc2396, urigram::Rfc::Rfc1808];

    /// Text with what JSON escapes in it, often: controls, quotes, backslashes, non-ASCII, at any offset.
    fn text() -> impl Strategy<Value = String> {
        prop_oneof![
            "[a-z:/?#%.]{0,40}",
            "[\\x00-\\x7f]{0,40}",
            "[a-z\"\\\\\\x00-\\x1f\\x7f\u{e9}\u{2028}\u{1F600}]{0,40}",
            any::<String>(),
        ]
    }

    /// serde_json's writing of `value`.
    fn serde_bytes(value: &Value) -> Vec<u8> {
        serde_json::to_vec(value).unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn needs_escape_is_what_serde_json_escapes(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
            let text = String::from_utf8_lossy(&bytes);
            let escaped = serde_json::to_string(&text).unwrap();
            prop_assert_eq!(needs_escape(text.as_bytes()), escaped.len() != text.len() + 2);
            prop_assert_eq!(needs_escape(&bytes), bytes.iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\'));
        }

        #[test]
        fn check_objects_are_serde_jsons(
            file in text(), line in any::<usize>(), input in text(), rfc in 0..3usize, rule in 0..4usize,
        ) {
            let (rfc, rule) = (RFCS[rfc], RULES[rule]);
            let number = crate::syntax::number(rfc);
            let expected = serde_bytes(&json!({
                "file": file, "line": line, "input": input, "rfc": number, "rule": rule, "valid": true, "error": null,
            }));
            let mut fast = Vec::new();
            let mut head = CheckHead::new(&check_head(&name(&file)));
            valid_check(&mut fast, &mut head, line, &input, &valid_check_tail(rfc, rule));
            prop_assert_eq!(String::from_utf8_lossy(&fast), String::from_utf8_lossy(&expected));
            // The next line's number is counted on from this one's.
            if let Some(next) = line.checked_add(1) {
                let expected = serde_bytes(&json!({
                    "file": file, "line": next, "input": input, "rfc": number, "rule": rule, "valid": true,
                    "error": null,
                }));
                let mut fast = Vec::new();
                valid_check(&mut fast, &mut head, next, &input, &valid_check_tail(rfc, rule));
                prop_assert_eq!(fast, expected);
            }
            let mut general = Vec::new();
            record(&mut general, Shape::Check { file: &name(&file), line }, &input, rfc, rule, None);
            prop_assert_eq!(general, expected);
        }

        #[test]
        fn parse_and_error_objects_are_serde_jsons(
            input in text(), rfc in 0..3usize, rule in 0..4usize, file in text(), line in any::<usize>(),
            numbers in any::<[usize; 5]>(), words in proptest::collection::vec(text(), 4), components in text(),
        ) {
            let (rfc, rule) = (RFCS[rfc], RULES[rule]);
            let number = crate::syntax::number(rfc);
            let components = json!({ "path": { "text": components, "start": 0, "end": 1 } });
            let mut out = Vec::new();
            record(&mut out, Shape::Parse { components: Some(&serde_bytes(&components)) }, &input, rfc, rule, None);
            let expected = json!({
                "input": input, "rfc": number, "rule": rule, "valid": true, "components": components, "error": null,
            });
            prop_assert_eq!(out, serde_bytes(&expected));

            let expected_set: Vec<&'static str> = vec!["HEXDIG", "\"/\"", "end of input"];
            let error = || ErrorObject {
                start: numbers[0], end: numbers[1], line: numbers[2], column: numbers[3], column_utf16: numbers[4],
                rule: &words[0], expected: &expected_set, section: &words[1], message: &words[2], code: &words[3],
                side: None,
            };
            let error_json = json!({
                "start": numbers[0], "end": numbers[1], "line": numbers[2], "column": numbers[3],
                "column_utf16": numbers[4], "rule": words[0], "expected": expected_set, "section": words[1],
                "message": words[2], "code": words[3],
            });
            let mut out = Vec::new();
            record(&mut out, Shape::Parse { components: None }, &input, rfc, rule, Some(error()));
            let expected = json!({
                "input": input, "rfc": number, "rule": rule, "valid": false, "components": null, "error": error_json,
            });
            prop_assert_eq!(out, serde_bytes(&expected));
            let mut out = Vec::new();
            record(&mut out, Shape::Check { file: &name(&file), line }, &input, rfc, rule, Some(error()));
            let expected = json!({
                "file": file, "line": line, "input": input, "rfc": number, "rule": rule, "valid": false,
                "error": error_json,
            });
            prop_assert_eq!(out, serde_bytes(&expected));
        }
    }

    /// Line numbers counted on in place are those written anew, across every change in their number of digits.
    #[test]
    fn line_numbers_count_on_as_they_are_written() {
        let mut head = CheckHead::new(&check_head(&name("f")));
        let starts = [1, 8, 95, 995, 99_995, usize::MAX - 5];
        for start in starts {
            for line in start..start.saturating_add(5) {
                let written = [check_head(&name("f")), line.to_string().into_bytes(), INPUT_KEY.to_vec()].concat();
                assert_eq!(head.at(line), &written[..], "{line}");
            }
        }
        assert_eq!(head.at(7), &[check_head(&name("f")), b"7".to_vec(), INPUT_KEY.to_vec()].concat()[..]);
    }

    #[test]
    fn every_escaped_byte_is_found_at_every_offset() {
        for length in 0..24 {
            for at in 0..length {
                for byte in (0..0x20).chain([b'"', b'\\']) {
                    let mut bytes = vec![b'a'; length];
                    bytes[at] = byte;
                    assert!(needs_escape(&bytes), "{bytes:?}");
                }
                let mut bytes = vec![b'a'; length];
                bytes[at] = 0x7f;
                assert!(!needs_escape(&bytes), "DEL is not escaped: {bytes:?}");
            }
            assert!(!needs_escape(&vec![b'~'; length]));
            assert!(!needs_escape("\u{e9}".repeat(length).as_bytes()), "non-ASCII bytes are not escaped");
        }
    }
}
