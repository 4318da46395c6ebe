//! Exit statuses, colour, and the interface of the subcommands that this build does not have yet.

mod common;

use common::{urigram, urigram_with};

#[test]
fn exit_0_when_all_valid_1_when_any_is_not_2_on_usage_or_io_errors() {
    let cases: [(&[&str], i32); 16] = [
        (&["parse", "http://a/", "b"], 0),
        (&["parse", "http://a/", "%"], 1),
        (&["parse", "--format", "json", "%"], 1),
        (&["parse", "--rule", "IPv4address", "1.2.3.4"], 0),
        (&["parse", "--rule", "IPv4address", "1.2.3.256"], 1),
        (&["parse", "--rule", "no-such-rule", "x"], 2),
        (&["parse", "--format", "xml", "x"], 2),
        (&["check", "tests/fixtures/lines.txt"], 1),
        (&["check", "--extract", "tests/fixtures/prose.txt"], 1),
        (&["check", "tests/fixtures/valid.txt"], 0),
        (&["check", "tests/fixtures/valid.txt", "tests/fixtures/missing.txt"], 2),
        (&["check", "tests/fixtures/lines.txt", "tests/fixtures/missing.txt"], 2),
        (&["check"], 2),
        (&["explain", "http://a/"], 0),
        (&["explain", "http://a/%"], 1),
        (&["frobnicate"], 2),
    ];
    for (args, code) in cases {
        let run = urigram(args);
        assert_eq!(run.code, code, "urigram {}: {}{}", args.join(" "), run.stdout, run.stderr);
    }
}

#[test]
fn check_reads_standard_input_for_dash() {
    let run = urigram_with(&["check", "--format", "short", "-"], Some(b"# c\nhttp://a/\nhttp://a/%\n"), &[]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stdout,
        "<stdin>:3:11: error: expected two hex digits after \"%\" (RFC 3986 \u{a7}2.1, pct-encoded) [rfc3986/pct-encoded]\n"
    );
}

#[test]
fn every_rfc_answers_with_its_own_verdict() {
    // `1ab:x` has a scheme only under RFC 1808, whose scheme may start with a digit; `http:` is not an RFC 2396
    // absoluteURI.
    let cases =
        [("3986", "1ab:x", 1), ("2396", "1ab:x", 1), ("1808", "1ab:x", 0), ("2396", "http:", 1), ("1808", "http:", 0)];
    for (rfc, text, code) in cases {
        let run = urigram(&["parse", "--rfc", rfc, "--format", "short", text]);
        assert_eq!(run.code, code, "RFC {rfc} on {text}: {}", run.stdout);
        assert!(run.stderr.is_empty());
    }
}

#[test]
fn operations_not_built_exit_2_saying_so() {
    let cases: [&[&str]; 4] = [
        &["resolve", "http://a/b/c/d;p?q", "g", "../g"],
        &["resolve", "--format", "json", "http://a/b", "c"],
        &["normalize", "--scheme-based", "HTTP://a:80/"],
        &["equivalent", "http://a/", "HTTP://A:80/"],
    ];
    for args in cases {
        let run = urigram(args);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains("is not built into this version"), "{}", run.stderr);
    }
}

#[test]
fn colour_only_when_asked_and_never_with_no_color() {
    let plain = urigram(&["parse", "http://a/%zz"]);
    assert!(!plain.stdout.contains('\u{1b}'), "no colour without a terminal");
    let forced = urigram_with(&["parse", "http://a/%zz"], None, &[("CLICOLOR_FORCE", "1")]);
    assert!(forced.stdout.contains("\u{1b}["), "CLICOLOR_FORCE asks for colour");
    let refused = urigram_with(&["parse", "http://a/%zz"], None, &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]);
    assert_eq!(refused.stdout, plain.stdout, "NO_COLOR wins");
    let json = urigram_with(&["parse", "--format", "json", "http://a/%zz"], None, &[("CLICOLOR_FORCE", "1")]);
    assert!(!json.stdout.contains('\u{1b}'), "machine formats are never coloured");
}
