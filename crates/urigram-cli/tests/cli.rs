//! Snapshots of every subcommand in every format (`equivalent` has one), over the fixtures in `tests/fixtures/`: `lines.txt` (one URI
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

/// Each document kind, found as its author wrote it: Markdown links, images, definitions and raw HTML, HTML
/// attributes with entity references, plain text; positioned in the file in bytes and in UTF-16 units (the
/// documents have non-ASCII text and emoji before some URIs).
#[test]
fn check_extract_each_document_kind() {
    for (kind, file) in [("markdown", "guide.md"), ("html", "page.html"), ("text", "notes.txt")] {
        let path = format!("tests/extract/{file}");
        snapshot_run(&format!("cli_check_extract_{kind}_short"), &["check", "--extract", "--format", "short", &path]);
        snapshot_run(
            &format!("cli_check_extract_{kind}_utf16"),
            &["check", "--extract", "--format", "short", "--columns", "utf16", &path],
        );
        snapshot_run(&format!("cli_check_extract_{kind}_human"), &["check", "--extract", "--format", "human", &path]);
    }
    snapshot_run(
        "cli_check_extract_kind_override",
        &["check", "--extract", "--kind", "text", "--format", "short", "tests/extract/guide.md"],
    );
    snapshot_run(
        "cli_check_extract_code",
        &["check", "--extract", "--code", "--format", "short", "tests/extract/guide.md"],
    );
}

#[test]
fn explain_in_every_format() {
    for format in FORMATS {
        snapshot_run(&format!("cli_explain_invalid_{format}"), &["explain", "--format", format, "http://a/%zz"]);
    }
    snapshot_run("cli_explain_valid_human", &["explain", "http://[::1]/a"]);
}

/// Several runs in one snapshot, each headed by its command line.
fn snapshot_runs(name: &str, runs: &[&[&str]]) {
    let mut text = String::new();
    for args in runs {
        text.push_str(&format!("$ urigram {}\n{}\n", args.join(" "), urigram(args).transcript()));
    }
    snapshot!(name, text, format!("{} runs of urigram", runs.len()));
}

#[test]
fn usage_errors() {
    let cases: [(&str, &[&str]); 9] = [
        ("cli_usage_unknown_rfc", &["parse", "--rfc", "1738", "http://a/"]),
        ("cli_usage_unknown_rule", &["parse", "--rule", "URL", "http://a/"]),
        ("cli_usage_missing_file", &["check", "tests/fixtures/missing.txt"]),
        ("cli_usage_resolve", &["resolve", "--rfc", "1808", "--non-strict", "http://a/b/c/d;p?q", "http:g"]),
        ("cli_usage_normalize", &["normalize", "--ipv6", "http://[::1]/"]),
        ("cli_usage_equivalent", &["equivalent"]),
        ("cli_usage_check_without_files", &["check", "--jobs", "0"]),
        ("cli_usage_rfc2732", &["parse", "--rfc2732", "http://[::1]/"]),
        ("cli_usage_rfc2068", &["resolve", "--rfc", "2396", "--rfc2068", "http://a/", "g"]),
    ];
    for (name, args) in cases {
        snapshot_run(name, args);
    }
}

/// The base of RFC 3986 §5.4, and references that show something: a normal and an abnormal example, a scheme
/// equal to the base's (strict), a network-path reference, a bad escape, an emoji, a space, an error at the end.
const REFERENCES: [&str; 8] = ["g", "../../../g?y#s", "http:g", "//g", "h%zz", "./\u{1F600}", "a b", "g?%"];

#[test]
fn resolve_in_every_format() {
    for format in FORMATS {
        let mut args = vec!["resolve", "--format", format, "http://a/b/c/d;p?q"];
        args.extend(REFERENCES);
        snapshot_run(&format!("cli_resolve_{format}"), &args);
    }
}

/// Bases that are no base: a relative reference, one with a fragment, one that does not parse; in the human
/// format the base is underlined once for each reference, and in JSON the error's side is `base`.
#[test]
fn resolve_against_a_base_that_is_none() {
    for format in ["human", "json"] {
        snapshot_runs(
            &format!("cli_resolve_bad_base_{format}"),
            &[
                &["resolve", "--format", format, "b/c/d", "g"],
                &["resolve", "--format", format, "http://a/b#f", "g", "h"],
                &["resolve", "--format", format, "http://\u{e9}/%zz", "g"],
            ],
        );
    }
}

/// The options and the older RFCs: non-strict, literal output, RFC 2396 with and without RFC 2732, RFC 1808 with
/// its empty base and its bases that are no generic-RL, and RFC 2068's characters.
#[test]
fn resolve_with_options_and_other_rfcs() {
    let base = "http://a/b/c/d;p?q";
    snapshot_runs(
        "cli_resolve_options",
        &[
            &["resolve", "--non-strict", base, "http:g", "https:g"],
            &["resolve", "a:/", "/.//."],
            &["resolve", "--literal", "a:/", "/.//."],
            &["resolve", "--rfc", "2396", base, "../../../g", "?y", "http:g", "//[::1]/x"],
            &["resolve", "--rfc", "2396", "--non-strict", base, "http:g"],
            &["resolve", "--rfc", "2396", "--rfc2732", base, "//[::1]/x"],
            &["resolve", "--rfc", "2396", "http://a", "g"],
            &["resolve", "--rfc", "2396", "--literal", "http://a", "g"],
            &["resolve", "--rfc", "2396", "mailto:a@b", "g"],
            &["resolve", "--rfc", "1808", "http://a/b/c/d;p?q#f", ";x", "?y", "", "../../../g"],
            &["resolve", "--rfc", "1808", "", "g", "http://a/"],
            &["resolve", "--rfc", "1808", "--format", "short", "http://a//b", "g"],
            &["resolve", "--rfc", "1808", base, "\u{e9}"],
            &["resolve", "--rfc", "1808", "--rfc2068", base, "\u{e9}"],
        ],
    );
}

/// URIs for `normalize`: RFC 3986 §6.2.2's example, §6.2.3's, a file URI, an IPv6 literal, a relative reference
/// (which has no normal form), a bad escape, non-ASCII text, an emoji, and an error at the end.
const TO_NORMALIZE: [&str; 9] = [
    "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    "HTTP://www.Example.com:80",
    "file://LocalHost/etc/%68osts",
    "http://[0:0::1]:/",
    "../g",
    "http://a/%zz",
    "http://H\u{c9}te.example/%7e",
    "http://a/\u{1F600} x",
    "http://a/%",
];

#[test]
fn normalize_in_every_format() {
    for format in FORMATS {
        let mut args = vec!["normalize", "--format", format];
        args.extend(TO_NORMALIZE);
        snapshot_run(&format!("cli_normalize_{format}"), &args);
    }
    let mut args = vec!["normalize", "--scheme-based"];
    args.extend(TO_NORMALIZE);
    snapshot_run("cli_normalize_scheme_based", &args);
}

/// Each rung of the RFC 3986 §6.2 ladder, two URIs that differ on every rung, and inputs that are no URI.
#[test]
fn equivalent_says_which_rung() {
    snapshot_runs(
        "cli_equivalent",
        &[
            &["equivalent", "http://a/b", "http://a/b"],
            &["equivalent", "example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"],
            &["equivalent", "http://example.com", "HTTP://example.com:80/"],
            &["equivalent", "http://[::1]/", "http://[0:0::1]/"],
            &["equivalent", "http://a/b", "http://a/B"],
            &["equivalent", "http://a/b#x", "http://a/b"],
            &["equivalent", "../b", "http://a/%"],
        ],
    );
}

/// The amendments through `parse` and `check`: RFC 2396 with RFC 2732's IPv6 literals, RFC 1808 with RFC 2068's
/// characters.
#[test]
fn parse_and_check_with_amended_grammars() {
    snapshot_runs(
        "cli_parse_amended",
        &[
            &["parse", "--rfc", "2396", "--format", "short", "http://[::1]/", "http://a/?[x]"],
            &[
                "parse",
                "--rfc",
                "2396",
                "--rfc2732",
                "--format",
                "short",
                "http://[::1]/",
                "http://a/?[x]",
                "http://[::1",
            ],
            &["parse", "--rfc", "1808", "--format", "short", "http://a/~\u{e4}{x}"],
            &["parse", "--rfc", "1808", "--rfc2068", "--format", "short", "http://a/~\u{e4}{x}", "http://a/b c"],
            &["check", "--rfc", "1808", "--rfc2068", "--format", "short", "tests/fixtures/lines.txt"],
        ],
    );
    snapshot_run("cli_parse_rfc2732", &["parse", "--rfc", "2396", "--rfc2732", "http://[2001:db8::7]:80/a?[q]"]);
}

/// RFC 6874's zone identifiers through every format of `parse`, and through `--rule`, `resolve`, `normalize`
/// and `equivalent`;
/// the zone written as an operating system prints it (`%en1`) is an error that says to write `%25`.
#[test]
fn zone_identifiers_with_rfc6874() {
    let zoned = ["http://[fe80::a%25en1]/", "http://[fe80::a%en1]/", "http://[fe80::a%25]/"];
    for format in FORMATS {
        let mut args = vec!["parse", "--rfc6874", "--format", format];
        args.extend(zoned);
        snapshot_run(&format!("cli_parse_rfc6874_{format}"), &args);
    }
    snapshot_runs(
        "cli_rfc6874_commands",
        &[
            &["parse", "--format", "short", "http://[fe80::a%25en1]/"],
            &["parse", "--rfc6874", "--rule", "ZoneID", "en1", "e%n1"],
            &["resolve", "--rfc6874", "http://[fe80::a%25en1]/a/b", "../c", "//[::1%25eth0]/x"],
            &["normalize", "--rfc6874", "HTTP://[FE80::A%25En1]:80/./b", "http://[fe80::a%en1]/"],
            &["equivalent", "--rfc6874", "http://[fe80::a%25en1]/", "HTTP://[FE80::A%25en1]/"],
            &["equivalent", "--rfc6874", "http://[fe80::a%25en1]/", "http://[fe80::a%25EN1]/"],
        ],
    );
}

/// RFC 3987's IRIs through every format and every subcommand: a valid IRI in several scripts, a character
/// outside ucschar (named), a private-use character outside the query, a bidirectional formatting character
/// (§4.1), and zone identifiers with `--rfc6874`.
#[test]
fn iris_with_rfc3987() {
    let iris =
        ["https://bücher.example/straße?ö=ü#süß", "http://例え.jp/\u{FFFD}", "http://a/\u{E000}", "http://a/b\u{200F}"];
    for format in FORMATS {
        let mut args = vec!["parse", "--rfc", "3987", "--format", format];
        args.extend(iris);
        snapshot_run(&format!("cli_parse_rfc3987_{format}"), &args);
    }
    snapshot_runs(
        "cli_rfc3987_commands",
        &[
            &[
                "parse",
                "--rfc",
                "3987",
                "--rfc6874",
                "--format",
                "short",
                "http://[fe80::a%25en1]/é",
                "http://[fe80::a%en1]/",
            ],
            &["parse", "--rfc", "3987", "--rule", "ucschar", "é", "\u{E000}"],
            &["parse", "--rfc", "3987", "--rule", "iprivate", "\u{E000}"],
            &["resolve", "--rfc", "3987", "http://例え.jp/a/b/c", "../δ?q", "//ü/", "\u{FFFD}"],
            &["normalize", "--rfc3987", "HTTP://Bücher.EXAMPLE/a/./b/../c"],
            &["equivalent", "--rfc3987", "http://example.org/résumé", "HTTP://example.org/r%c3%a9sum%C3%A9"],
            &["equivalent", "--rfc3987", "http://example.org/résumé", "http://example.org/resume"],
            &["parse", "--rfc", "2396", "--rfc6874", "http://a/"],
            &["parse", "--rfc", "3987", "--rfc2732", "http://a/"],
        ],
    );
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

/// RFC 8089's examples (Appendix B), with `file:` URIs that §2 refuses: a query, which a file URI does not have,
/// and Appendix E.2's drive letter without a slash.
const FILE_URIS: [&str; 5] = [
    "file:///path/to/file",
    "file:/path/to/file",
    "file://host.example.com/path/to/file",
    "file:///path/to/file?q",
    "file:c:/path/to/file",
];

/// The forms Appendix F lists under "Local files" and "Non-local files", with Appendix E.1's user information.
const APPENDIX_F_URIS: [&str; 8] = [
    "file:///path/to/file",
    "file:c:/path/to/file",
    "file:///c|/path/to/file",
    "file:/c|/path/to/file",
    "file:c|/path/to/file",
    "file:////host.example.com/path/to/file",
    "file://///host.example.com/path/to/file",
    "file://user@host.example.com/path/to/file",
];

/// RFC 8089 (`--rfc 8089`) through every format of `parse`, with and without Appendix F (`--appendix-f`),
/// through `check`, `--rule` and `explain` (which compares RFC 8089's grammars for a `file:` URI alone), and the
/// usage errors: Appendix F without RFC 8089, and `resolve`, since RFC 8089 defines no resolution.
#[test]
fn file_uris_with_rfc8089() {
    for format in FORMATS {
        let mut args = vec!["parse", "--rfc", "8089", "--format", format];
        args.extend(FILE_URIS);
        snapshot_run(&format!("cli_parse_rfc8089_{format}"), &args);
    }
    let mut appendix_f = vec!["parse", "--rfc", "8089", "--appendix-f", "--format", "short"];
    appendix_f.extend(APPENDIX_F_URIS);
    let mut standard = vec!["parse", "--rfc", "8089", "--format", "short"];
    standard.extend(APPENDIX_F_URIS);
    snapshot_runs(
        "cli_rfc8089_commands",
        &[
            &standard,
            &appendix_f,
            &["parse", "--rfc", "8089", "--appendix-f", "file:///c|/path/to/file"],
            &["parse", "--rfc", "8089", "--appendix-f", "--format", "json", "file:////host.example.com/path/to/file"],
            &["parse", "--rfc", "8089", "--appendix-f", "--rule", "drive-letter", "c|", "c/"],
            &["parse", "--rfc", "8089", "--rule", "file-auth", "localhost", "user@host"],
            &["check", "--rfc", "8089", "--format", "short", "tests/fixtures/file-uris.txt"],
            &["check", "--rfc", "8089", "--appendix-f", "--format", "short", "tests/fixtures/file-uris.txt"],
            &["explain", "file:///c|/path/to/file"],
            &["explain", "--format", "json", "FILE:/path/to/file"],
            &["explain", "--format", "short", "file:///path/to/file?q"],
        ],
    );
    snapshot_runs(
        "cli_usage_rfc8089",
        &[
            &["parse", "--appendix-f", "file:c:/path/to/file"],
            &["check", "--rfc", "3987", "--appendix-f", "tests/fixtures/file-uris.txt"],
            &["resolve", "--rfc", "8089", "file:///path/to/file", "other"],
        ],
    );
}

/// `explain` leaves RFC 8089's grammars out of a URI of another scheme, which they would all reject: the
/// verdicts, the records and the exit status are the generic grammars' alone (and the WHATWG reading's, the
/// last record).
#[test]
fn explain_compares_rfc8089_for_file_uris_alone() {
    for uri in ["http://a/b", "files:/a", "fil:/a", "/path/to/file", "file"] {
        let run = urigram(&["explain", "--format", "json", uri]);
        assert_eq!(run.stdout.lines().count(), 9, "{uri}");
        assert!(!run.stdout.contains("8089"), "{uri}");
    }
    for uri in ["file:///a", "FiLe:/a", "file:c:/a", "file:"] {
        let run = urigram(&["explain", "--format", "json", uri]);
        assert_eq!(run.stdout.lines().count(), 11, "{uri}");
        assert_eq!(run.stdout.matches("\"rfc\":8089").count(), 2, "{uri}");
    }
    // Every grammar reads `file:///a` as valid; only RFC 8089's refuse a query.
    assert_eq!(urigram(&["explain", "file:///a"]).code, 0);
    assert_eq!(urigram(&["explain", "file:///a?q"]).code, 1);
    assert_eq!(urigram(&["explain", "http://a/?q"]).code, 0);
}

#[test]
fn help() {
    snapshot_run("cli_help", &["--help"]);
    snapshot_run("cli_help_parse", &["parse", "--help"]);
    snapshot_run("cli_help_check", &["check", "--help"]);
    snapshot_run("cli_help_resolve", &["resolve", "--help"]);
    snapshot_run("cli_help_normalize", &["normalize", "--help"]);
    snapshot_run("cli_help_equivalent", &["equivalent", "--help"]);
    snapshot_run("cli_help_explain", &["explain", "--help"]);
}
