//! The `json` format, field by field, against the schema in the crate's README and against the library: every span
//! and position in the output is the library's, and every input, however broken, gives one line of JSON.

mod common;

use std::ffi::OsString;

use serde_json::Value;
use urigram::{Components as _, Position, rfc3986};

use common::urigram_with;

const COMPONENTS: [&str; 8] = ["scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"];
const HOST_KINDS: [&str; 5] = ["ipv4", "ipv6", "ipvfuture", "reg-name", "hostname"];
const ERROR_FIELDS: [&str; 10] =
    ["start", "end", "line", "column", "column_utf16", "rule", "expected", "section", "message", "code"];

fn keys(value: &Value) -> Vec<&str> {
    value.as_object().expect("an object").keys().map(String::as_str).collect()
}

fn lines(stdout: &str) -> Vec<Value> {
    stdout.lines().map(|line| serde_json::from_str(line).expect("each line is one JSON object")).collect()
}

/// Checks one object of `parse` or `check` for `text` (valid UTF-8) whose error, if any, is at `position` of its
/// source.
fn check_object(object: &Value, text: &str, position: impl Fn(usize) -> Position) {
    assert_eq!(object["input"], text);
    assert_eq!(object["rfc"], 3986);
    assert_eq!(object["rule"], "URI-reference");
    match rfc3986::parse_uri_reference(text) {
        Ok(reference) => {
            assert_eq!(object["valid"], true);
            assert_eq!(object["error"], Value::Null);
            let components = &object["components"];
            assert_eq!(keys(components), COMPONENTS, "every component, in order, for {text:?}");
            for component in reference.components() {
                let value = &components[component.name];
                let Some(part) = component.part else {
                    assert_eq!(*value, Value::Null, "absent {} of {text:?}", component.name);
                    continue;
                };
                let (start, end) = (part.span.start, part.span.end);
                assert_eq!(value["text"], part.text);
                assert_eq!(value["start"], start);
                assert_eq!(value["end"], end);
                assert_eq!(value["text"], text[start..end], "text is the input between start and end");
                match component.name {
                    "host" => {
                        let kind = value["kind"].as_str().expect("a host has a kind");
                        assert!(HOST_KINDS.contains(&kind), "{kind}");
                        assert_eq!(Some(kind), part.kind);
                    }
                    "path" => assert_eq!(value["kind"].as_str(), part.kind),
                    _ => assert!(value.get("kind").is_none()),
                }
            }
        }
        Err(error) => {
            assert_eq!(object["valid"], false);
            assert_eq!(object["components"], Value::Null);
            let json = &object["error"];
            assert_eq!(keys(json), ERROR_FIELDS, "error fields, in order, for {text:?}");
            assert_eq!(json["start"], error.span.start);
            assert_eq!(json["end"], error.span.end);
            let at = position(error.span.start);
            assert_eq!(json["line"], at.line);
            assert_eq!(json["column"], at.column);
            assert_eq!(json["column_utf16"], at.column_utf16);
            assert_eq!(json["rule"], urigram::Grammar::name(error.rule));
            let expected: Vec<&str> = error.expected.names().collect();
            assert_eq!(json["expected"], serde_json::json!(expected));
            assert_eq!(json["section"], error.section);
            assert_eq!(json["message"], error.message);
            assert_eq!(json["code"], format!("rfc3986/{}", urigram::Grammar::name(error.rule)));
        }
    }
}

const URIS: [&str; 16] = [
    "foo://example.com:8042/over/there?name=ferret#nose",
    "http://user:pw@[2001:db8::7]:8080/a?",
    "http://[v7.x]/",
    "http://192.0.2.1:/#",
    "file:///etc/hosts",
    "//h",
    "?q",
    "",
    "../g;x?y#s",
    "http://a/%zz",
    "http://h\u{e9}te/",
    "\u{e9}\u{1F600}x",
    "http://a/\u{1F600}/\u{1F600}",
    "a\tb",
    "http://[::1",
    "1a:b",
];

#[test]
fn parse_objects_are_the_library_results() {
    let run = urigram_with(&[&["parse", "--format", "json"][..], &URIS].concat(), None, &[]);
    assert_eq!(run.code, 1);
    let objects = lines(&run.stdout);
    assert_eq!(objects.len(), URIS.len(), "one object per input");
    for (object, text) in objects.iter().zip(URIS) {
        assert_eq!(keys(object), ["input", "rfc", "rule", "valid", "components", "error"]);
        check_object(object, text, |offset| Position::of(text.as_bytes(), offset));
    }
}

#[test]
fn check_objects_locate_errors_in_the_file() {
    let path = "tests/fixtures/lines.txt";
    let run = urigram_with(&["check", "--format", "json", path], None, &[]);
    assert_eq!(run.code, 1);
    let file = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/lines.txt")).unwrap();
    let file_lines: Vec<&[u8]> = file.split(|&b| b == b'\n').collect();
    let objects = lines(&run.stdout);
    assert_eq!(objects.len(), 10, "every non-empty, non-comment line");
    for object in &objects {
        assert_eq!(keys(object), ["file", "line", "input", "rfc", "rule", "valid", "components", "error"]);
        assert_eq!(object["file"], path);
        let line = object["line"].as_u64().unwrap() as usize;
        let raw = file_lines[line - 1];
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let line_offset: usize = file_lines[..line - 1].iter().map(|l| l.len() + 1).sum();
        match std::str::from_utf8(raw) {
            Ok(text) => check_object(object, text, |offset| Position::of(&file, line_offset + offset)),
            Err(bad) => {
                let error = &object["error"];
                assert_eq!(object["valid"], false);
                assert_eq!(error["code"], "rfc3986/not-utf8");
                assert_eq!(error["start"], bad.valid_up_to());
                assert_eq!(error["end"], bad.valid_up_to() + 1);
                assert_eq!(error["line"], line);
                assert_eq!(error["column"], Position::of(&file, line_offset + bad.valid_up_to()).column);
                assert_eq!(object["input"], String::from_utf8_lossy(raw).as_ref());
            }
        }
    }
}

#[test]
fn extracted_objects_point_into_the_text() {
    let run = urigram_with(&["check", "--extract", "--format", "json", "tests/fixtures/prose.txt"], None, &[]);
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/prose.txt")).unwrap();
    let objects = lines(&run.stdout);
    let inputs: Vec<&str> = objects.iter().map(|object| object["input"].as_str().unwrap()).collect();
    assert_eq!(
        inputs,
        [
            "http://example.com/menu",
            "http://a/\u{1F600}",
            "http://example.com/a%2",
            "ftp://foo.example.com/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARN#ING",
            "http://[::1]:80/ok",
            "mailto:someone@example.com",
            "http://[::1",
        ]
    );
    // The URI broken across lines fails on its second line, where the second "#" is.
    let broken = &objects[4]["error"];
    let offset = file.rfind("#ING").unwrap();
    let at = Position::of(file.as_bytes(), offset);
    assert_eq!((broken["line"].as_u64(), broken["column"].as_u64()), (Some(at.line as u64), Some(at.column as u64)));
    // The emoji: four bytes, one character, two UTF-16 units before the columns after it.
    let emoji = &objects[1]["error"];
    let at = Position::of(file.as_bytes(), file.find('\u{1F600}').unwrap());
    assert_eq!((emoji["start"].as_u64(), emoji["end"].as_u64()), (Some(9), Some(13)));
    assert_eq!(emoji["column"].as_u64(), Some(at.column as u64));
    assert_eq!(emoji["column_utf16"].as_u64(), Some(at.column_utf16 as u64));
    assert_ne!(at.column, at.column_byte, "non-ASCII text comes before it on its line");
}

#[cfg(unix)]
#[test]
fn input_that_is_not_utf8_or_holds_a_newline_is_an_error_line() {
    use std::os::unix::ffi::OsStringExt as _;
    let arguments = [
        OsString::from("parse"),
        OsString::from("--format"),
        OsString::from("json"),
        OsString::from_vec(b"http://a/\xff".to_vec()),
        OsString::from_vec(b"a b\xff".to_vec()),
        OsString::from("http://a/\nb"),
        OsString::from("http://a/\r\n"),
    ];
    let run = urigram_with(&arguments, None, &[]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout.lines().count(), 4, "one line per input: {}", run.stdout);
    let objects = lines(&run.stdout);
    assert_eq!(objects[0]["input"], "http://a/\u{FFFD}");
    assert_eq!(objects[0]["error"]["code"], "rfc3986/not-utf8");
    assert_eq!(objects[0]["error"]["start"], 9);
    assert_eq!(objects[0]["error"]["end"], 10);
    // An error before the first byte that is not UTF-8 comes first.
    assert_eq!(objects[1]["error"]["start"], 1);
    assert_eq!(objects[1]["error"]["code"], "rfc3986/path-noscheme");
    assert_eq!(objects[2]["error"]["start"], 9);
    assert_eq!(objects[2]["error"]["line"], 1);
    assert_eq!(objects[3]["error"]["start"], 9);
    assert!(objects.iter().all(|object| object["valid"] == false));
}

#[test]
fn explain_writes_one_object_per_rfc() {
    let run = urigram_with(&["explain", "--format", "json", "http://a/ b"], None, &[]);
    assert_eq!(run.code, 1);
    let objects = lines(&run.stdout);
    let rfcs: Vec<&Value> = objects.iter().map(|object| &object["rfc"]).collect();
    assert_eq!(rfcs, [3986, 2396, 1808]);
    for object in &objects {
        assert_eq!(object["valid"], false, "a space is allowed by none of them");
        assert_eq!(object["error"]["start"], 9);
    }
    check_object(&objects[0], "http://a/ b", |offset| Position::of(b"http://a/ b", offset));
}

#[test]
fn the_readme_documents_every_field() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let schema = &readme[readme.find("## JSON schema").expect("a JSON schema section")..];
    let run = urigram_with(&["check", "--format", "json", "tests/fixtures/lines.txt"], None, &[]);
    let objects = lines(&run.stdout);
    let mut fields: Vec<String> = Vec::new();
    for object in &objects {
        fields.extend(keys(object).into_iter().map(str::to_owned));
        if let Some(error) = object["error"].as_object() {
            fields.extend(error.keys().cloned());
        }
        if let Some(components) = object["components"].as_object() {
            fields.extend(components.keys().cloned());
            for part in components.values().filter_map(Value::as_object) {
                fields.extend(part.keys().cloned());
            }
        }
    }
    fields.sort();
    fields.dedup();
    for field in fields {
        assert!(schema.contains(&format!("`{field}`")), "the README documents `{field}`");
    }
}
