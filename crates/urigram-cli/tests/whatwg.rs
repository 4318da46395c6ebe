//! `parse --grammar whatwg` and `check --grammar whatwg`: the command's contract for the WHATWG URL Standard, in
//! every format.
//!
//! The web-platform-tests data needs the shared folder and is ignored without it: run it with
//! `cargo test -p urigram-cli --test whatwg -- --include-ignored`.

mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde_json::Value;

use common::{urigram, urigram_with};

/// The JSON objects of a run, one per line.
fn objects(stdout: &str) -> Vec<Value> {
    stdout.lines().map(|line| serde_json::from_str(line).expect("one JSON object per line")).collect()
}

/// The names and spans of an object's validation errors.
fn errors(object: &Value) -> Vec<(String, u64, u64, bool)> {
    object["validation_errors"]
        .as_array()
        .expect("validation_errors is an array")
        .iter()
        .map(|error| {
            (
                error["name"].as_str().expect("name").to_owned(),
                error["start"].as_u64().expect("start"),
                error["end"].as_u64().expect("end"),
                error["failure"].as_bool().expect("failure"),
            )
        })
        .collect()
}

#[test]
fn json_holds_the_url_api_values_and_each_validation_error_with_its_span() {
    let run = urigram(&["parse", "--grammar", "whatwg", "--format", "json", "https:\\\\evil.com\\@good.com/"]);
    assert_eq!(run.code, 1, "not a valid URL string: {}", run.stderr);
    let [object] = &objects(&run.stdout)[..] else { panic!("one object: {}", run.stdout) };
    let keys: Vec<&str> = object.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["input", "grammar", "base", "valid", "url", "validation_errors", "error"]);
    assert_eq!(object["grammar"], "whatwg");
    assert_eq!(object["valid"], false);
    assert_eq!(object["base"], Value::Null);
    assert_eq!(object["error"], Value::Null);
    let url = object["url"].as_object().expect("a URL");
    let getters: Vec<&str> = url.keys().map(String::as_str).collect();
    assert_eq!(
        getters,
        [
            "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search",
            "hash"
        ]
    );
    assert_eq!(url["href"], "https://evil.com/@good.com/");
    assert_eq!(url["host"], "evil.com");
    assert_eq!(url["origin"], "https://evil.com");
    // Without a base, "https:" goes to the special authority slashes state: the missing "//", then each "\"
    // in its place (the special authority ignore slashes state); the last "\" is the path's.
    let input = "https:\\\\evil.com\\@good.com/";
    let expected = [
        ("special-scheme-missing-following-solidus", 6, 6),
        ("special-scheme-missing-following-solidus", 6, 7),
        ("special-scheme-missing-following-solidus", 7, 8),
        ("invalid-reverse-solidus", 16, 17),
    ];
    let found = errors(object);
    assert_eq!(found.len(), expected.len(), "{found:?}");
    for ((name, start, end, failure), (expected_name, expected_start, expected_end)) in found.iter().zip(expected) {
        assert_eq!((name.as_str(), *start, *end, *failure), (expected_name, expected_start, expected_end, false));
        assert!(input.get(*start as usize..*end as usize).is_some(), "a span of the input");
    }
}

#[test]
fn a_failure_has_no_url_and_its_error_last_marked_as_the_failure() {
    let run = urigram(&["parse", "--grammar", "whatwg", "--format", "json", "http://1.2.3.4.5:99999/", "http://a/"]);
    assert_eq!(run.code, 1);
    let objects = objects(&run.stdout);
    assert_eq!(objects.len(), 2, "one object per input");
    assert_eq!(objects[0]["url"], Value::Null);
    let found = errors(&objects[0]);
    let (name, start, end, failure) = found.last().expect("the failure");
    assert_eq!((name.as_str(), *start, *end, *failure), ("IPv4-too-many-parts", 7, 16, true));
    assert!(found[..found.len() - 1].iter().all(|error| !error.3), "only the last is the failure");
    // In input order, the failure among the others: a tab removed after the place the parser failed.
    let run = urigram(&["parse", "--grammar", "whatwg", "--format", "json", "  b\t/c"]);
    let found: Vec<(String, u64)> = errors(&self::objects(&run.stdout)[0]).into_iter().map(|e| (e.0, e.1)).collect();
    let names = ["invalid-URL-unit", "missing-scheme-non-relative-URL", "invalid-URL-unit"];
    assert_eq!(found, names.iter().zip([0, 2, 3]).map(|(n, at)| ((*n).to_owned(), at)).collect::<Vec<_>>());
    assert_eq!((&objects[1]["valid"], &objects[1]["url"]["href"]), (&Value::Bool(true), &Value::from("http://a/")));
}

#[test]
fn a_base_is_parsed_against_and_reported() {
    let run =
        urigram(&["parse", "--grammar", "whatwg", "--base", "https://example.org/a/b", "--format", "json", "../c"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let [object] = &objects(&run.stdout)[..] else { panic!("one object") };
    assert_eq!(object["base"], "https://example.org/a/b");
    assert_eq!(object["url"]["href"], "https://example.org/c");
    let bad = urigram(&["parse", "--grammar", "whatwg", "--base", "not a URL", "x"]);
    assert_eq!(bad.code, 2);
    assert!(bad.stderr.contains("the base URL \"not a URL\" does not parse"), "{}", bad.stderr);
}

#[test]
fn each_line_of_standard_input_is_one_input_as_written() {
    // Blanks around a line are part of it (the parser strips them, and says so); an empty line is an input
    // too; a line end, "\n" or "\r\n", is not.
    let run =
        urigram_with(&["parse", "--grammar", "whatwg", "--format", "json"], Some(b" http://a/\r\n\nhttp://b/\n"), &[]);
    let objects = objects(&run.stdout);
    let inputs: Vec<&str> = objects.iter().map(|object| object["input"].as_str().unwrap()).collect();
    assert_eq!(inputs, [" http://a/", "", "http://b/"]);
    assert_eq!(errors(&objects[0]), [("invalid-URL-unit".to_owned(), 0, 1, false)]);
    assert_eq!(objects[1]["url"], Value::Null);
    assert_eq!(objects[2]["valid"], true);
}

#[test]
fn bytes_that_are_not_utf8_are_an_error_not_a_url() {
    let run = urigram_with(&["parse", "--grammar", "whatwg", "--format", "json"], Some(b"http://a/\xff\n"), &[]);
    let [object] = &objects(&run.stdout)[..] else { panic!("one object") };
    assert_eq!(object["url"], Value::Null);
    assert_eq!(object["error"]["code"], "whatwg/not-utf8");
    assert_eq!((&object["error"]["start"], &object["error"]["end"]), (&Value::from(9), &Value::from(10)));
}

#[test]
fn every_format_reports_each_validation_error_at_its_place() {
    let args = |format: &'static str| {
        ["parse", "--grammar", "whatwg", "--format", format, "--color", "never", "http://0x7f.1/"]
    };
    let human = urigram(&args("human"));
    assert_eq!(human.code, 1);
    assert!(human.stdout.starts_with("<arg1>: a URL, but not a valid URL string: 2 validation errors"));
    assert!(human.stdout.contains("  href      \"http://127.0.0.1/\"\n"), "{}", human.stdout);
    assert!(human.stdout.contains("warning[whatwg/IPv4-non-decimal-part]"), "{}", human.stdout);
    assert!(human.stdout.contains("1 | http://0x7f.1/\n  |        ---- validation error"), "{}", human.stdout);
    let short = urigram(&args("short"));
    assert_eq!(
        short.stdout,
        "<arg1>:1:8: warning: An IPv4 address has fewer than 4 parts. (WHATWG URL Standard, IPv4-too-few-parts) \
         [whatwg/IPv4-too-few-parts]\n<arg1>:1:8: warning: The IPv4 address contains numbers expressed using \
         hexadecimal or octal digits. (WHATWG URL Standard, IPv4-non-decimal-part) [whatwg/IPv4-non-decimal-part]\n"
    );
    let github = urigram(&args("github"));
    assert!(
        github
            .stdout
            .starts_with("::warning line=1,col=8,endLine=1,endColumn=13,title=urigram whatwg/IPv4-too-few-parts::")
    );
    let sarif: Value = serde_json::from_str(&urigram(&args("sarif")).stdout).expect("one SARIF log");
    let results = sarif["runs"][0]["results"].as_array().expect("results");
    assert_eq!(results.len(), 2);
    assert_eq!(results[1]["ruleId"], "whatwg/IPv4-non-decimal-part");
    assert_eq!(results[1]["level"], "warning");
    assert_eq!(results[1]["locations"][0]["physicalLocation"]["region"]["byteOffset"], 7);
    assert_eq!(results[1]["locations"][0]["physicalLocation"]["region"]["byteLength"], 4);
    let rules = sarif["runs"][0]["tool"]["driver"]["rules"].as_array().expect("rules");
    assert_eq!(rules[1]["helpUri"], "https://url.spec.whatwg.org/#ipv4-non-decimal-part");
    // A failure is an error in every format.
    let failed = urigram(&["parse", "--grammar", "whatwg", "--format", "short", "http://[::1/"]);
    assert!(
        failed.stdout.contains(": error: ") && failed.stdout.contains("[whatwg/IPv6-unclosed]"),
        "{}",
        failed.stdout
    );
}

#[test]
fn rfc_options_are_refused_with_whatwg_and_base_without_it() {
    for args in [
        &["parse", "--grammar", "whatwg", "--rule", "URI", "http://a/"][..],
        &["parse", "--grammar", "whatwg", "--rfc6874", "http://a/"],
        &["parse", "--base", "http://a/", "b"],
        &["check", "--grammar", "whatwg", "--rfc6874", "-"],
    ] {
        let run = urigram(args);
        assert_eq!(run.code, 2, "{args:?}: a usage error");
        assert!(!run.stderr.is_empty(), "{args:?} says why");
    }
    // `--rfc` is the same option.
    let run = urigram(&["parse", "--rfc", "whatwg", "--format", "json", "http://a/"]);
    assert_eq!(objects(&run.stdout)[0]["grammar"], "whatwg");
}

#[test]
fn explain_says_where_the_two_readings_send_a_url_that_they_read_differently() {
    let run = urigram(&["explain", "--color", "never", "http://0x7f.1/"]);
    assert_eq!(run.code, 1, "the RFCs accept it, and it is no valid URL string");
    assert!(
        run.stdout.contains(
            "RFC 3986 reads the host `0x7f.1` (7..13); a WHATWG parser, as browsers use, reads the host `127.0.0.1` \
             (7..13), because the WHATWG parser reads this host as an IPv4 address in a numeric form, the RFC as a \
             registered name (differential/numeric-ipv4; IPv4-too-few-parts, IPv4-non-decimal-part)."
        ),
        "{}",
        run.stdout
    );
    let json = urigram(&["explain", "--format", "json", "https://evil.com\\@good.com/"]);
    let whatwg = objects(&json.stdout).pop().expect("the WHATWG record");
    assert_eq!(whatwg["grammar"], "WHATWG URL Standard");
    let differential = &whatwg["differential"];
    assert_eq!(differential["class"], "differential/backslash");
    assert_eq!(differential["rfc"], Value::Null, "RFC 3986 rejects the backslash");
    assert_eq!(differential["whatwg"], serde_json::json!({"host": "evil.com", "start": 8, "end": 16}));
    // Where the readings agree, no differential.
    let same = urigram(&["explain", "--format", "json", "http://a/%zz"]);
    assert_eq!(objects(&same.stdout).pop().expect("the WHATWG record")["differential"], Value::Null);
}

#[test]
fn resolve_reads_each_reference_against_the_base_as_a_browser_does() {
    let run = urigram(&["resolve", "--grammar", "whatwg", "https://example.org/a/b", "../c", "\\\\x", "http://["]);
    assert_eq!(run.code, 1, "the last has no target");
    let lines: Vec<&str> = run.stdout.lines().collect();
    // "\\" is "//" in a special URL: a scheme-relative reference to the host x.
    assert_eq!(&lines[..2], ["https://example.org/c", "https://x/"]);
    assert!(run.stdout.contains("error[whatwg/IPv6-unclosed]"), "{}", run.stdout);
    let json = urigram(&["resolve", "--rfc", "whatwg", "--format", "json", "https://example.org/a/b", "?q"]);
    assert_eq!(json.code, 0);
    let [object] = &objects(&json.stdout)[..] else { panic!("one object") };
    let keys: Vec<&str> = object.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["base", "reference", "target", "validation_errors", "error"]);
    assert_eq!(object["target"], "https://example.org/a/b?q");
    let no_base = urigram(&["resolve", "--grammar", "whatwg", "--format", "json", "a b", "c"]);
    assert_eq!(no_base.code, 1);
    let [object] = &objects(&no_base.stdout)[..] else { panic!("one object") };
    assert_eq!(object["error"]["code"], "whatwg/base-failure");
    assert_eq!((&object["error"]["start"], &object["error"]["end"]), (&Value::from(0), &Value::from(3)));
    let usage = urigram(&["resolve", "--grammar", "whatwg", "--literal", "http://a/", "b"]);
    assert_eq!(usage.code, 2);
}

/// `check --extract` reads each URI it finds as a browser does too, and says where the two readings name
/// different hosts: a warning by default, in every format, an error with `--deny differential`.
#[test]
fn check_extract_warns_where_a_browser_reads_another_host() {
    let dir = std::env::temp_dir().join(format!("urigram-differential-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("links.md");
    std::fs::write(&file, "See <http://0x7f.1/> and <http://example.com/>.\n").unwrap();
    let path = file.to_str().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["check", "--extract", "--color", "never"];
        args.extend_from_slice(extra);
        args.push(path);
        urigram(&args)
    };
    let human = run(&[]);
    assert_eq!(human.code, 0, "a warning leaves the status alone: {}", human.stdout);
    assert!(
        human.stdout.contains("warning[urigram/host-differential]: RFC 3986 reads the host `0x7f.1`; a WHATWG parser")
    );
    assert!(human.stdout.contains("a browser reads the host `127.0.0.1`"), "{}", human.stdout);
    let short = run(&["--format", "short"]);
    assert!(
        short.stdout.starts_with(&format!("{path}:1:13: warning: RFC 3986 reads the host `0x7f.1`")),
        "{}",
        short.stdout
    );
    assert!(short.stdout.ends_with("[urigram/host-differential]\n"), "{}", short.stdout);
    let json = run(&["--format", "json"]);
    let objects = objects(&json.stdout);
    assert_eq!(objects.len(), 2, "one object per URI");
    assert_eq!(objects[0]["differential"]["class"], "differential/numeric-ipv4");
    assert_eq!(objects[0]["differential"]["whatwg"], serde_json::json!({"host": "127.0.0.1", "start": 7, "end": 13}));
    assert_eq!(objects[1]["differential"], Value::Null);
    let sarif: Value = serde_json::from_str(&run(&["--format", "sarif"]).stdout).unwrap();
    let result = &sarif["runs"][0]["results"][0];
    assert_eq!(
        (&result["ruleId"], &result["level"]),
        (&Value::from("urigram/host-differential"), &Value::from("warning"))
    );
    assert_eq!(result["relatedLocations"].as_array().map(Vec::len), Some(2));
    let github = run(&["--format", "github"]);
    assert!(github.stdout.starts_with("::warning file="), "{}", github.stdout);
    let denied = run(&["--deny", "differential", "--format", "short"]);
    assert_eq!(denied.code, 1, "denied, the difference fails the check");
    assert!(denied.stdout.contains(": error: RFC 3986 reads the host"), "{}", denied.stdout);
    let off = run(&["--differential", "off", "--format", "json"]);
    assert!(!off.stdout.contains("\"differential\""), "{}", off.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// With `--grammar 3987`, the differential reads the text by RFC 3987 beside the WHATWG parser: a full-width
/// letter is an IRI's character, which RFC 3987 keeps in the host and UTS #46 maps.
#[test]
fn the_differential_reads_by_rfc_3987_with_its_grammar() {
    let dir = std::env::temp_dir().join(format!("urigram-differential-3987-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("links.md");
    std::fs::write(&file, "See <http://\u{FF45}vil.com/>.\n").unwrap();
    let path = file.to_str().unwrap();
    let run = urigram(&["check", "--extract", "--no-config", "--grammar", "3987", "--format", "json", path]);
    let objects = objects(&run.stdout);
    assert_eq!(objects[0]["valid"], true, "an IRI: {}", run.stdout);
    assert_eq!(objects[0]["differential"]["class"], "differential/idna-mapping");
    assert_eq!(objects[0]["differential"]["whatwg"]["host"], "evil.com");
    let short = urigram(&["check", "--extract", "--no-config", "--grammar", "3987", "--format", "short", path]);
    assert!(short.stdout.contains(": warning: RFC 3987 reads the host `\u{FF45}vil.com`;"), "{}", short.stdout);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `urigram.toml`'s `differential` chooses for the files below it, and the command line's choice wins.
#[test]
fn the_configuration_chooses_what_a_differential_is() {
    let dir = std::env::temp_dir().join(format!("urigram-differential-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("urigram.toml"), "differential = \"deny\"\n").unwrap();
    let file = dir.join("links.md");
    std::fs::write(&file, "See <http://0x7f.1/>.\n").unwrap();
    let path = file.to_str().unwrap();
    let run = |extra: &[&str]| {
        let mut args = vec!["check", "--extract", "--format", "short"];
        args.extend_from_slice(extra);
        args.push(path);
        urigram(&args)
    };
    let denied = run(&[]);
    assert_eq!(denied.code, 1, "the configuration denies it: {}", denied.stdout);
    assert!(denied.stdout.contains(": error: RFC 3986 reads the host `0x7f.1`"), "{}", denied.stdout);
    let warned = run(&["--differential", "warn"]);
    assert_eq!(warned.code, 0, "the command line wins: {}", warned.stdout);
    assert!(warned.stdout.contains(": warning: RFC 3986 reads the host"), "{}", warned.stdout);
    let unconfigured = run(&["--no-config"]);
    assert_eq!(unconfigured.code, 0, "without the configuration, a warning: {}", unconfigured.stdout);
    std::fs::write(dir.join("urigram.toml"), "differential = \"off\"\n").unwrap();
    assert_eq!(run(&[]).stdout, "", "the configuration turns it off");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The examples of the standard's validation-error table (`url.bs`, "Validation errors"): the input, the base it
/// is parsed against, the error type, where its span starts, and whether the parser fails. The library's tests
/// check each span's text; these go through `check --grammar whatwg`. The table's `ht<br>tps://example.org`
/// holds a line break, which no line of a list can: the library's test has it.
const TABLE_EXAMPLES: [(&str, Option<&str>, &str, usize, bool); 44] = [
    ("https://exa%23mple.org", None, "domain-to-ASCII", 8, true),
    ("https://exam%70le.org", None, "domain-percent-encoded", 12, false),
    ("foo://exa[mple.org", None, "host-invalid-code-point", 9, true),
    ("https://127.0.0.1./", None, "IPv4-empty-part", 17, false),
    ("https://1.2.3/", None, "IPv4-too-few-parts", 8, false),
    ("https://1.2.3.4.5/", None, "IPv4-too-many-parts", 8, true),
    ("https://test.42", None, "IPv4-non-numeric-part", 8, true),
    ("https://127.0.0x0.1", None, "IPv4-non-decimal-part", 14, false),
    ("https://255.255.4000.1", None, "IPv4-out-of-range-part", 16, true),
    ("https://[::1", None, "IPv6-unclosed", 8, true),
    ("https://[:1]", None, "IPv6-invalid-compression", 9, true),
    ("https://[1:2:3:4:5:6:7:8:9]", None, "IPv6-too-many-pieces", 25, true),
    ("https://[1::1::1]", None, "IPv6-multiple-compression", 14, true),
    ("https://[1:2:3!:4]", None, "IPv6-invalid-code-point", 14, true),
    ("https://[1:2:3:]", None, "IPv6-invalid-code-point", 15, true),
    ("https://[1:2:3]", None, "IPv6-too-few-pieces", 9, true),
    ("https://[::01]", None, "IPv6-piece-leading-zero", 11, false),
    ("https://[1:1:1:1:1:1:1:127.0.0.1]", None, "IPv4-in-IPv6-too-many-pieces", 23, true),
    ("https://[ffff::.0.0.1]", None, "IPv4-in-IPv6-invalid-code-point", 15, true),
    ("https://[ffff::127.0.xyz.1]", None, "IPv4-in-IPv6-invalid-code-point", 21, true),
    ("https://[ffff::127.0xyz]", None, "IPv4-in-IPv6-invalid-code-point", 20, true),
    ("https://[ffff::127.00.0.1]", None, "IPv4-in-IPv6-invalid-code-point", 20, true),
    ("https://[ffff::127.0.0.1.2]", None, "IPv4-in-IPv6-invalid-code-point", 24, true),
    ("https://[ffff::127.0.0.4000]", None, "IPv4-in-IPv6-out-of-range-part", 23, true),
    ("https://[ffff::127.0.0]", None, "IPv4-in-IPv6-too-few-parts", 15, true),
    ("https://example.org/>", None, "invalid-URL-unit", 20, false),
    (" https://example.org ", None, "invalid-URL-unit", 0, false),
    (" https://example.org ", None, "invalid-URL-unit", 20, false),
    ("https://example.org/%s", None, "invalid-URL-unit", 20, false),
    ("file:c:/my-secret-folder", None, "special-scheme-missing-following-solidus", 5, false),
    ("https:example.org", None, "special-scheme-missing-following-solidus", 6, false),
    ("https:foo.html", Some("https://example.org/"), "special-scheme-missing-following-solidus", 6, false),
    ("\u{1F4A9}", None, "missing-scheme-non-relative-URL", 0, true),
    ("\u{1F4A9}", Some("mailto:user@example.org"), "missing-scheme-non-relative-URL", 0, true),
    ("https://example.org\\path\\to\\file", None, "invalid-reverse-solidus", 19, false),
    ("https://user@example.org", None, "invalid-credentials", 8, false),
    ("ssh://user@example.org", None, "invalid-credentials", 6, false),
    ("https://#fragment", None, "host-missing", 8, true),
    ("https://:443", None, "host-missing", 8, true),
    ("https://user:pass@", None, "host-missing", 18, true),
    ("https://example.org:70000", None, "port-out-of-range", 20, true),
    ("https://example.org:7z", None, "port-invalid", 21, true),
    ("file://c:", None, "file-invalid-Windows-drive-letter-host", 7, false),
    ("c|/path/to/file", Some("file:///c:/"), "file-invalid-Windows-drive-letter", 0, false),
];

/// Every example of the standard's table through `check --grammar whatwg`, in every format: one list per base,
/// each example a line, and each format names the example's error type at its line and column, as an error
/// where the parser fails and a warning where it does not.
#[test]
fn the_standards_examples_through_check_in_every_format() {
    let dir = std::env::temp_dir().join(format!("urigram-whatwg-table-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut bases: Vec<Option<&str>> = TABLE_EXAMPLES.iter().map(|example| example.1).collect();
    bases.dedup();
    bases.sort();
    bases.dedup();
    for (index, base) in bases.into_iter().enumerate() {
        let examples: Vec<_> = TABLE_EXAMPLES.iter().filter(|example| example.1 == base).collect();
        let file = dir.join(format!("examples-{index}.txt"));
        let list: String = examples.iter().map(|(input, ..)| format!("{input}\n")).collect();
        std::fs::write(&file, list).unwrap();
        let path = file.to_str().unwrap();
        let run = |format: &str| {
            let mut args = vec!["check", "--grammar", "whatwg", "--color", "never", "--format", format];
            if let Some(base) = base {
                args.extend(["--base", base]);
            }
            args.push(path);
            let run = urigram(&args);
            let fails = examples.iter().any(|example| example.4);
            assert_eq!(run.code, i32::from(fails), "{format}, base {base:?}: {}{}", run.stdout, run.stderr);
            run.stdout
        };
        let (json, short, human, github) = (run("json"), run("short"), run("human"), run("github"));
        let sarif: Value = serde_json::from_str(&run("sarif")).expect("one SARIF log");
        let records = objects(&json);
        assert_eq!(records.len(), examples.len(), "one record per line");
        for (line, (input, _, name, start, fails)) in examples.iter().enumerate() {
            let line = line + 1;
            let record = &records[line - 1];
            assert_eq!((record["line"].as_u64(), record["input"].as_str()), (Some(line as u64), Some(*input)));
            assert!(
                errors(record).iter().any(|(n, s, _, failure)| n == name && *s == *start as u64 && failure == fails),
                "{input:?}: {name} at {start} (failure {fails}) not in {record}"
            );
            // Columns count bytes in `short` (the default `--columns`); the examples are ASCII up to the span.
            let column = start + 1;
            let level = if *fails { "error" } else { "warning" };
            let entry = format!("{path}:{line}:{column}: {level}: ");
            assert!(
                short.lines().any(|l| l.starts_with(&entry) && l.ends_with(&format!("[whatwg/{name}]"))),
                "{input:?}: no `{entry}... [whatwg/{name}]` in\n{short}"
            );
            let heading = format!("{level}[whatwg/{name}]");
            let place = format!(" --> {path}:{line}:{column}\n");
            assert!(
                human.split("\n\n").any(|block| block.contains(&heading) && block.contains(&place)),
                "{input:?}: no {heading} at {place} in\n{human}"
            );
            let command = format!("::{level} file={path},line={line},");
            assert!(
                github
                    .lines()
                    .any(|l| l.starts_with(&command) && l.contains(&format!("title=urigram whatwg/{name}::"))),
                "{input:?}: no {command}... in\n{github}"
            );
            let results = sarif["runs"][0]["results"].as_array().expect("results");
            assert!(
                results.iter().any(|result| {
                    let region = &result["locations"][0]["physicalLocation"]["region"];
                    result["ruleId"] == format!("whatwg/{name}").as_str()
                        && result["level"] == level
                        && region["startLine"] == line
                }),
                "{input:?}: no SARIF result {name} at line {line}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `check --grammar whatwg` judges each line as written, skips a list's empty lines and comments as `check`
/// does for the RFCs, reads the URIs `--extract` finds, and makes every validation error an error with `--deny
/// validation`; the flags that compare with or choose an RFC's grammar are refused.
#[test]
fn check_by_the_whatwg_grammar() {
    let dir = std::env::temp_dir().join(format!("urigram-whatwg-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("links.txt");
    std::fs::write(&list, "https://example.com/\n\n# mirrors\nhttp://0x7f.1/\n").unwrap();
    let path = list.to_str().unwrap();
    let json = urigram(&["check", "--grammar", "whatwg", "--format", "json", path]);
    assert_eq!(json.code, 0, "warnings alone: {}", json.stdout);
    let records = objects(&json.stdout);
    assert_eq!(records.len(), 4, "a record per line");
    assert_eq!(records[0]["valid"], true);
    assert_eq!((records[1]["skipped"].as_str(), records[2]["skipped"].as_str()), (Some("empty"), Some("comment")));
    assert_eq!(records[3]["valid"], false);
    assert_eq!(records[3]["url"], Value::Null, "a linter's record has no URL");
    let denied = urigram(&["check", "--grammar", "whatwg", "--deny", "validation", "--format", "short", path]);
    assert_eq!(denied.code, 1);
    assert!(denied.stdout.contains(":4:8: error: An IPv4 address has fewer than 4 parts."), "{}", denied.stdout);
    let summary = urigram(&["check", "--grammar", "whatwg", "--color", "never", path]);
    assert!(
        summary.stdout.ends_with("checked 2 URIs: 0 invalid; 2 lines skipped (empty, or a comment)\n"),
        "{}",
        summary.stdout
    );

    let document = dir.join("page.md");
    std::fs::write(&document, "See <https://[::1> and [home](https://example.com/).\n").unwrap();
    let found =
        urigram(&["check", "--grammar", "whatwg", "--extract", "--format", "short", document.to_str().unwrap()]);
    assert_eq!(found.code, 1);
    assert_eq!(
        found.stdout,
        format!(
            "{}:1:14: error: An IPv6 address is missing the closing U+005D (]). (WHATWG URL Standard, IPv6-unclosed) \
             [whatwg/IPv6-unclosed]\n",
            document.display()
        )
    );
    for (flags, says) in [
        (&["--extract", "--differential", "warn"][..], "--differential"),
        (&["--rule", "URI"][..], "--rule"),
        (&["--deny", "differential"][..], "--deny differential"),
    ] {
        let mut args = vec!["check", "--grammar", "whatwg"];
        args.extend_from_slice(flags);
        args.push(path);
        let refused = urigram(&args);
        assert_eq!(refused.code, 2, "{flags:?}");
        assert!(refused.stderr.contains(says), "{flags:?}: {}", refused.stderr);
    }
    let rfc = urigram(&["check", "--deny", "validation", path]);
    assert_eq!(rfc.code, 2);
    assert!(rfc.stderr.contains("--deny validation is for --grammar whatwg"), "{}", rfc.stderr);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The shared folder: `URIGRAM_SHARED` (relative to the repository), else `../shared` beside the repository.
fn shared() -> PathBuf {
    let repository = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    repository.join(std::env::var_os("URIGRAM_SHARED").unwrap_or_else(|| "../shared".into()))
}

/// The JSON text with every `\u` escape of a surrogate made `\uFFFD`, so that serde_json reads the lone ones
/// (a Rust string cannot hold one); the cases whose input then holds U+FFFD are left to the library's test.
fn surrogates_replaced(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let mut rest = json;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        let escape = &rest[at..];
        let unit =
            escape.get(2..6).filter(|_| escape.starts_with("\\u")).and_then(|hex| u16::from_str_radix(hex, 16).ok());
        let length = match unit {
            Some(0xD800..=0xDFFF) => {
                out.push_str("\\uFFFD");
                6
            }
            _ => {
                // Any other escape is two characters or more: copy its first two (an escaped backslash whole).
                out.push_str(escape.get(..2).unwrap_or(escape));
                2.min(escape.len())
            }
        };
        rest = &escape[length..];
    }
    out.push_str(rest);
    out
}

/// Every case of web-platform-tests' `urltestdata.json` through the command: for each base, one run with its
/// inputs as arguments, and each object's `url` compared with the case, attribute by attribute, or `null` for
/// a failure. Inputs holding U+0000 cannot be arguments (the library's own test reads those).
#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED)"]
fn urltestdata_through_the_command() {
    let path = shared().join("whatwg/urltestdata.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    let Value::Array(items) = serde_json::from_str(&surrogates_replaced(&text)).expect("JSON") else {
        panic!("an array")
    };
    let mut by_base: BTreeMap<Option<String>, Vec<&serde_json::Map<String, Value>>> = BTreeMap::new();
    for item in &items {
        let Value::Object(case) = item else { continue };
        let input = case["input"].as_str().expect("input");
        // An argument holds no U+0000; a surrogate was replaced (below). The library's test reads these.
        if input.contains(['\0', '\u{FFFD}']) {
            continue;
        }
        let base = case.get("base").and_then(Value::as_str).map(str::to_owned);
        by_base.entry(base).or_default().push(case);
    }
    let mut compared = 0;
    for (base, cases) in &by_base {
        let mut args = vec!["parse".to_owned(), "--grammar".to_owned(), "whatwg".to_owned()];
        args.extend(["--format".to_owned(), "json".to_owned()]);
        if let Some(base) = base {
            args.extend(["--base".to_owned(), base.clone()]);
        }
        args.extend(cases.iter().map(|case| case["input"].as_str().unwrap().to_owned()));
        let run = urigram_with(&args, None, &[]);
        assert!(run.code == 0 || run.code == 1, "{base:?}: {}", run.stderr);
        let objects = objects(&run.stdout);
        assert_eq!(objects.len(), cases.len(), "one object per input");
        for (case, object) in cases.iter().zip(&objects) {
            let input = case["input"].as_str().unwrap();
            assert_eq!(object["input"], input);
            if case.get("failure").and_then(Value::as_bool) == Some(true) {
                assert_eq!(object["url"], Value::Null, "{input:?} against {base:?} fails");
                let failures = errors(object).into_iter().filter(|error| error.3).count();
                assert_eq!(failures, 1, "{input:?}: one error is the failure");
            } else {
                for (attribute, value) in object["url"].as_object().expect("a URL") {
                    if let Some(expected) = case.get(attribute) {
                        assert_eq!(value, expected, "{input:?} against {base:?}: {attribute}");
                    }
                }
            }
            compared += 1;
        }
    }
    assert!(compared > 850, "compared {compared} cases");
}
