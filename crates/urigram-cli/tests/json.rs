//! The `json` format, field by field, against the schema in the crate's README and against the library: every span
//! and position in the output is the library's, and every input, however broken, gives one line of JSON.

mod common;

use std::ffi::OsString;

use serde_json::Value;
use urigram::normalize::{Normalization, NormalizeError, normalize};
use urigram::resolve::{ResolveError, Side};
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
/// source: `parse`'s carries the components, `check`'s (a linter's verdict) none.
fn check_object(object: &Value, text: &str, position: impl Fn(usize) -> Position) {
    let is_check = object.get("file").is_some();
    assert_eq!(object.get("components").is_none(), is_check, "components in parse's objects alone: {object}");
    assert_eq!(object["input"], text);
    assert_eq!(object["rfc"], 3986);
    assert_eq!(object["rule"], "URI-reference");
    match rfc3986::parse_uri_reference(text) {
        Ok(reference) => {
            assert_eq!(object["valid"], true);
            assert_eq!(object["error"], Value::Null);
            if is_check {
                return;
            }
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
            assert_eq!(json["start"], error.span().start);
            assert_eq!(json["end"], error.span().end);
            let at = position(error.span().start);
            assert_eq!(json["line"], at.line);
            assert_eq!(json["column"], at.column);
            assert_eq!(json["column_utf16"], at.column_utf16);
            assert_eq!(json["rule"], urigram::Grammar::name(error.rule()));
            let expected: Vec<&str> = error.expected().names().collect();
            assert_eq!(json["expected"], serde_json::json!(expected));
            assert_eq!(json["section"], error.section());
            assert_eq!(json["message"], error.message());
            assert_eq!(json["code"], format!("rfc3986/{}", urigram::Grammar::name(error.rule())));
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
    let numbers: Vec<u64> = objects.iter().map(|object| object["line"].as_u64().unwrap()).collect();
    assert_eq!(numbers, (1..=13).collect::<Vec<u64>>(), "one object per line, in order");
    for object in &objects {
        assert_eq!(object["file"], path);
        let line = object["line"].as_u64().unwrap() as usize;
        if let Some(reason) = object.get("skipped") {
            // An empty line and a comment are no URIs to check, and say which they are.
            assert_eq!(keys(object), ["file", "line", "input", "skipped"]);
            let expected = if object["input"] == "" { "empty" } else { "comment" };
            assert_eq!(reason, expected, "line {line}");
            continue;
        }
        assert_eq!(keys(object), ["file", "line", "input", "rfc", "rule", "valid", "error"]);
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

/// One record per row of the human table, each naming its grammar; a valid row carries its components (and RFC
/// 3987's the URI its IRI maps to); the status says whether the grammars agree.
#[test]
fn explain_writes_one_object_per_grammar() {
    let run = urigram_with(&["explain", "--format", "json", "http://a/ b"], None, &[]);
    assert_eq!(run.code, 0, "every grammar rejects it: they agree");
    let mut objects = lines(&run.stdout);
    let grammars: Vec<&str> = objects.iter().map(|object| object["grammar"].as_str().unwrap()).collect();
    // Every grammar but RFC 8089's, which judges `file:` URIs alone, and last the WHATWG reading: a space in a
    // path is percent-encoded, with a validation error.
    let labels: Vec<&str> = urigram::Dialect::ALL
        .iter()
        .filter(|dialect| dialect.rfc() != urigram::Rfc::Rfc8089)
        .map(|dialect| dialect.label())
        .chain(["WHATWG URL Standard"])
        .collect();
    assert_eq!(grammars, labels);
    let whatwg = objects.pop().expect("the WHATWG record");
    assert_eq!(whatwg["url"]["href"], "http://a/%20b");
    assert_eq!((&whatwg["valid"], &whatwg["validation_errors"][0]["start"]), (&Value::Bool(false), &Value::from(9)));
    let rfcs: Vec<&Value> = objects.iter().map(|object| &object["rfc"]).collect();
    assert_eq!(rfcs, [3986, 3986, 3987, 3987, 2396, 2396, 1808, 1808]);
    for object in &objects {
        assert_eq!(object["valid"], false, "a space is allowed by none of them");
        assert_eq!(object["error"]["start"], 9);
    }
    check_object(&objects[0], "http://a/ b", |offset| Position::of(b"http://a/ b", offset));

    let run = urigram_with(&["explain", "--format", "json", "http://[::1]/~\u{e9}"], None, &[]);
    assert_eq!(run.code, 1, "RFC 3987 takes it, the others do not: they differ");
    for object in lines(&run.stdout).into_iter().filter(|object| object["grammar"] != "WHATWG URL Standard") {
        assert_eq!(object["valid"].as_bool(), Some(!object["components"].is_null()), "{object}");
        if object["rfc"] == 3987 {
            assert_eq!(object["uri"], "http://[::1]/~%C3%A9");
            assert_eq!(object["components"]["host"]["kind"], "ipv6");
        } else {
            assert!(object.get("uri").is_none());
        }
    }
}

/// Checks an error object against an RFC 3986 parse error of `text`.
fn check_parse_error(json: &Value, error: &rfc3986::Error, text: &str) {
    let at = Position::of(text.as_bytes(), error.span().start);
    assert_eq!(json["start"], error.span().start, "{text:?}");
    assert_eq!(json["end"], error.span().end, "{text:?}");
    assert_eq!(
        (&json["line"], &json["column"], &json["column_utf16"]),
        (&at.line.into(), &at.column.into(), &at.column_utf16.into())
    );
    assert_eq!(json["rule"], urigram::Grammar::name(error.rule()));
    let expected: Vec<&str> = error.expected().names().collect();
    assert_eq!(json["expected"], serde_json::json!(expected));
    assert_eq!(json["section"], error.section());
    assert_eq!(json["message"], error.message());
    assert_eq!(json["code"], format!("rfc3986/{}", urigram::Grammar::name(error.rule())));
}

/// `resolve` by RFC 3986 of every reference against `base`, checked against the library field by field.
fn check_resolve(base: &str, references: &[&str]) {
    let run = urigram_with(&[&["resolve", "--format", "json", base][..], references].concat(), None, &[]);
    let objects = lines(&run.stdout);
    assert_eq!(objects.len(), references.len(), "one object per reference");
    let mut failed = false;
    for (object, reference) in objects.iter().zip(references) {
        assert_eq!(keys(object), ["base", "reference", "target", "error"]);
        assert_eq!((&object["base"], &object["reference"]), (&base.into(), &(*reference).into()));
        match urigram::resolve::rfc3986::resolve(base, reference, Default::default()) {
            Ok(target) => {
                assert_eq!(object["target"], target);
                assert_eq!(object["error"], Value::Null);
                assert!(rfc3986::parse_uri(&target).is_ok(), "a target is a URI: {target}");
            }
            Err(error) => {
                failed = true;
                let json = &object["error"];
                assert_eq!(object["target"], Value::Null);
                assert_eq!(keys(json), [&ERROR_FIELDS[..], &["side"]].concat(), "{base} {reference}");
                let side = error.side().expect("RFC 3986's errors name their input");
                assert_eq!(json["side"], if side == Side::Base { "base" } else { "reference" });
                let span = error.span().expect("and a span of it");
                assert_eq!(
                    (json["start"].as_u64(), json["end"].as_u64()),
                    (Some(span.start as u64), Some(span.end as u64))
                );
                match &error {
                    ResolveError::Base(parse) => check_parse_error(json, parse, base),
                    ResolveError::Reference(parse) => check_parse_error(json, parse, reference),
                    _ => {
                        assert_eq!(json["rule"], "absolute-URI", "what a base must be");
                        assert_eq!(json["expected"], serde_json::json!([]));
                        assert!(json["code"].as_str().unwrap().starts_with("rfc3986/"));
                        assert!(!json["message"].as_str().unwrap().contains("RFC 3986"), "the RFC has its own field");
                    }
                }
            }
        }
    }
    assert_eq!(run.code, i32::from(failed));
}

#[test]
fn resolve_objects_are_the_library_results() {
    let references = ["g", "../../../g?y#s", "http:g", "", "#s", "//\u{e9}", "h%zz", "./\u{1F600}/\u{1F600}", "a\tb"];
    check_resolve("http://a/b/c/d;p?q", &references);
    check_resolve("b/c", &["g"]);
    check_resolve("http://a/b#f", &["g", "%"]);
    check_resolve("http://\u{e9}\u{1F600}/", &["g"]);
    check_resolve("http://a/%zz", &["g"]);
    check_resolve("a:/", &["/.//."]);
}

#[test]
fn resolve_by_the_older_rfcs_is_the_library_resolvers() {
    use urigram::resolve::{rfc1808, rfc2396};
    let base = "http://a/b/c/d;p?q";
    let references = ["g", "../../../g", "?y", ";x", "", "http:g", "//[::1]/"];
    let targets = |rfc: &str, extra: &[&str]| -> Vec<Value> {
        let run = urigram_with(
            &[&["resolve", "--format", "json", "--rfc", rfc], extra, &[base], &references].concat(),
            None,
            &[],
        );
        lines(&run.stdout).into_iter().map(|object| object["target"].clone()).collect()
    };
    let expected = |result: Result<String, String>| result.map_or(Value::Null, Value::from);
    let rfc2396_with = |options: rfc2396::Options| -> Vec<Value> {
        references.iter().map(|r| expected(rfc2396::resolve(base, r, options).map_err(|e| e.to_string()))).collect()
    };
    assert_eq!(targets("2396", &[]), rfc2396_with(rfc2396::Options::default()));
    let non_strict = rfc2396::Options { same_scheme_is_relative: true, ..Default::default() };
    assert_eq!(targets("2396", &["--non-strict"]), rfc2396_with(non_strict));
    let ipv6 = rfc2396::Options { grammar: urigram::rfc2396::Options::rfc2732(true), ..Default::default() };
    assert_eq!(targets("2396", &["--rfc2732"]), rfc2396_with(ipv6));
    assert_ne!(rfc2396_with(ipv6), rfc2396_with(rfc2396::Options::default()), "RFC 2732 changes a target");
    let rfc1808: Vec<Value> = references
        .iter()
        .map(|r| expected(rfc1808::resolve(base, r, rfc1808::Options::default()).map_err(|e| e.to_string())))
        .collect();
    assert_eq!(targets("1808", &[]), rfc1808);
}

#[test]
fn normalize_objects_are_the_library_results() {
    let uris = [
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "HTTP://A:80",
        "file://localhost/x",
        "../g",
        "http://a/%zz",
        "\u{e9}:x",
        "http://a/\u{1F600}",
        "",
    ];
    for (flag, normalization) in
        [(None, Normalization::SYNTAX_BASED), (Some("--scheme-based"), Normalization::SCHEME_BASED)]
    {
        let args: Vec<&str> = ["normalize", "--format", "json"].into_iter().chain(flag).chain(uris).collect();
        let run = urigram_with(&args, None, &[]);
        assert_eq!(run.code, 1);
        let objects = lines(&run.stdout);
        assert_eq!(objects.len(), uris.len());
        for (object, uri) in objects.iter().zip(uris) {
            assert_eq!(keys(object), ["input", "normalized", "error"]);
            assert_eq!(object["input"], uri);
            match normalize(uri, normalization) {
                Ok(normal) => {
                    assert_eq!(object["normalized"], normal);
                    assert_eq!(object["error"], Value::Null);
                }
                Err(error) => {
                    let json = &object["error"];
                    assert_eq!(object["normalized"], Value::Null);
                    assert_eq!(keys(json), ERROR_FIELDS, "{uri:?}");
                    match &error {
                        NormalizeError::Syntax(parse) => check_parse_error(json, parse, uri),
                        _ => {
                            assert_eq!(
                                (json["start"].as_u64(), json["end"].as_u64()),
                                (Some(0), Some(uri.len() as u64))
                            );
                            assert_eq!(json["code"], "rfc3986/relative-reference");
                            assert_eq!((&json["rule"], &json["section"]), (&"URI".into(), &"6.1".into()));
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn the_readme_documents_every_field() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let schema = &readme[readme.find("## JSON schema").expect("a JSON schema section")..];
    let runs: [&[&str]; 6] = [
        &["check", "--format", "json", "tests/fixtures/lines.txt"],
        &["parse", "--grammar", "whatwg", "--format", "json", "http://0x7f.1/", "http://[::1/", "\u{1}"],
        &["parse", "--format", "json", "http://u@[::1]:8/p?q#f", "%"],
        &["parse", "--rfc", "8089", "--appendix-f", "--format", "json", "file://u@h/c:/p", "file:c|/p"],
        &["resolve", "--format", "json", "http://a/b", "g", "%", "//a/"],
        &["normalize", "--format", "json", "http://a/", "g", "%"],
    ];
    let objects: Vec<Value> = runs.iter().flat_map(|args| lines(&urigram_with(args, None, &[]).stdout)).collect();
    assert!(objects.iter().any(|object| object["error"]["side"] == "reference"), "the side of a resolution error");
    let mut fields: Vec<String> = Vec::new();
    for object in &objects {
        fields.extend(keys(object).into_iter().map(str::to_owned));
        if let Some(error) = object["error"].as_object() {
            fields.extend(error.keys().cloned());
        }
        for part in ["url", "validation_errors"] {
            let values = match &object[part] {
                Value::Object(url) => vec![Value::Object(url.clone())],
                Value::Array(errors) => errors.clone(),
                _ => Vec::new(),
            };
            for value in values.iter().filter_map(Value::as_object) {
                fields.extend(value.keys().cloned());
            }
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
