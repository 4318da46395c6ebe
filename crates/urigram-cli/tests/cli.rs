//! Snapshots of every subcommand in every format, over the fixtures in `tests/fixtures/`: `lines.txt` (one URI
//! reference per line: a comment, CRLF line ends, an empty line, non-ASCII text, an emoji, a tab, bytes that are
//! not UTF-8, an error at the end of the file) and `prose.txt` (free text with non-ASCII text before URIs, an
//! emoji, a tab, URIs broken across CRLF lines inside angle brackets, an error at the end of the file).
//!
//! Output is plain: the tests run without a terminal and without colour variables.

mod common;

use common::{urigram, urigram_with};

const FORMATS: [&str; 5] = ["human", "short", "json", "sarif", "github"];

/// Valid and invalid URIs for `parse`, each showing something: the RFC's example, an IP literal, a relative
/// reference, an empty query, a bad escape, non-ASCII, an emoji, a tab, a space, an error at the end.
const URIS: [&str; 10] = [
    "foo://example.com:8042/over/there?name=ferret#nose",
    "http://user@[2001:db8::7]:8080/a?",
    "../g;x?y#s",
    "urn:example:animal:ferret:nose",
    "http://a/%zz",
    "http://h\u{e9}te.example/",
    "http://a/\u{1F600}/x",
    "http://a\tb/",
    "a b",
    "http://[::1",
];

fn snapshot_run(name: &str, args: &[&str]) {
    let run = urigram(args);
    snapshot!(name, run.transcript(), format!("urigram {}", args.join(" ")));
}

#[test]
fn the_readme_command_parses_the_example_of_section_3() {
    snapshot_run("cli_parse_default", &["parse"]);
}

#[test]
fn parse_in_every_format() {
    for format in FORMATS {
        let mut args = vec!["parse", "--format", format];
        args.extend(URIS);
        snapshot_run(&format!("cli_parse_{format}"), &args);
    }
}

#[test]
fn parse_reads_lines_of_standard_input() {
    let stdin = "http://a/b\r\n\r\nhttp://a/%zz\r\n\u{e9}\u{1F600} \t?\nlast:x#y";
    for format in ["human", "short", "json"] {
        let run = urigram_with(&["parse", "--format", format], Some(stdin.as_bytes()), &[]);
        snapshot!(
            format!("cli_parse_stdin_{format}"),
            run.transcript(),
            format!("urigram parse --format {format} < {stdin:?}")
        );
    }
}

#[test]
fn parse_with_another_rule() {
    snapshot_run("cli_parse_rule_ipv6", &["parse", "--rule", "IPv6address", "2001:db8::7", "1:2:3:4:5:6:7:8:9"]);
    snapshot_run("cli_parse_rule_absolute", &["parse", "--rule", "absolute-uri", "--format", "json", "a:b#c", "a:b?c"]);
}

#[test]
fn check_lines_in_every_format() {
    for format in FORMATS {
        snapshot_run(&format!("cli_check_lines_{format}"), &["check", "--format", format, "tests/fixtures/lines.txt"]);
    }
}

#[test]
fn check_extract_in_every_format() {
    for format in FORMATS {
        snapshot_run(
            &format!("cli_check_extract_{format}"),
            &["check", "--extract", "--format", format, "tests/fixtures/prose.txt"],
        );
    }
}

#[test]
fn explain_in_every_format() {
    for format in FORMATS {
        snapshot_run(&format!("cli_explain_invalid_{format}"), &["explain", "--format", format, "http://a/%zz"]);
    }
    snapshot_run("cli_explain_valid_human", &["explain", "http://[::1]/a"]);
}

#[test]
fn usage_errors_and_parts_not_built() {
    let cases: [(&str, &[&str]); 7] = [
        ("cli_usage_unknown_rfc", &["parse", "--rfc", "1738", "http://a/"]),
        ("cli_usage_unknown_rule", &["parse", "--rule", "URL", "http://a/"]),
        ("cli_usage_missing_file", &["check", "tests/fixtures/missing.txt"]),
        ("cli_usage_resolve", &["resolve", "http://a/b/c/d;p?q", "../g"]),
        ("cli_usage_normalize", &["normalize", "--scheme-based", "HTTP://A/%7e"]),
        ("cli_usage_equivalent", &["equivalent", "http://a/", "HTTP://A/"]),
        ("cli_usage_check_without_files", &["check"]),
    ];
    for (name, args) in cases {
        snapshot_run(name, args);
    }
}

/// The older grammars through the same command: RFC 2396's tree with its server and hostname, RFC 1808's with
/// its params, and each one's own verdicts on the fixture file.
#[test]
fn parse_and_check_with_rfc_2396_and_rfc_1808() {
    snapshot_run("cli_parse_rfc2396", &["parse", "--rfc", "2396", "http://a/b;p?q", "http:", "//a@b@c/"]);
    snapshot_run("cli_parse_rfc1808", &["parse", "--rfc", "1808", "http://a/b/c/d;p?q#f", "1ab:x", "//a//b"]);
    snapshot_run(
        "cli_check_rfc1808_short",
        &["check", "--rfc", "1808", "--format", "short", "tests/fixtures/lines.txt"],
    );
    snapshot_run("cli_check_rfc2396_json", &["check", "--rfc", "2396", "--format", "json", "tests/fixtures/lines.txt"]);
}

#[test]
fn help() {
    snapshot_run("cli_help", &["--help"]);
    snapshot_run("cli_help_parse", &["parse", "--help"]);
    snapshot_run("cli_help_check", &["check", "--help"]);
}
