//! Exit statuses and colour.

mod common;

use common::{urigram, urigram_with};

#[test]
fn exit_0_when_all_valid_1_when_any_is_not_2_on_usage_or_io_errors() {
    let cases: [(&[&str], i32); 19] = [
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
        (&["check"], 0),
        // `explain` compares: 0 when every grammar gives the same verdict, 1 when they differ.
        (&["explain", "http://a/"], 0),
        (&["explain", "http://a/%"], 0),
        (&["explain", "http://[::1]/~a"], 1),
        (&["explain", "--format", "json", "http://[::1]/~a"], 1),
        (&["explain", "--format", "json", "http://a/%"], 0),
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
fn operations_exit_0_when_every_input_gives_a_result_1_when_any_does_not_2_on_usage_errors() {
    let base = "http://a/b/c/d;p?q";
    let cases: [(&[&str], i32); 28] = [
        (&["resolve", base, "g", "../g"], 0),
        (&["resolve", "--format", "json", base, "g", "%"], 1),
        (&["resolve", "--format", "sarif", base, "%"], 1),
        (&["resolve", "b/c", "g"], 1),
        (&["resolve", "http://a/#f", "g"], 1),
        (&["resolve", "--rfc", "2396", "mailto:a@b", "g"], 1),
        (&["resolve", "--rfc", "2396", "--non-strict", base, "http:g"], 0),
        (&["resolve", "--rfc", "1808", "", "g"], 1),
        (&["resolve", "--rfc", "1808", "--non-strict", base, "g"], 2),
        (&["resolve", "--rfc2732", base, "g"], 2),
        // Without references, the lines of standard input (here none) are the references.
        (&["resolve", base], 0),
        (&["normalize", "HTTP://A/%7e", "http://a/b"], 0),
        (&["normalize", "--scheme-based", "--format", "github", "http://a:80", "g"], 1),
        (&["normalize"], 0),
        (&["equivalent", "http://a/", "HTTP://A:80/"], 0),
        (&["equivalent", "http://a/", "http://b/"], 1),
        // An input that is no URI is trouble (2, as `cmp` says), with its diagnostic on standard output:
        // `tests/options.rs` has those.
        (&["equivalent", "--format", "json", "http://a/", "http://a/"], 0),
        (&["equivalent", "--format", "json", "http://a/", "http://b/"], 1),
        (&["equivalent", "--format", "xml", "http://a/", "http://a/"], 2),
        (&["parse", "--rfc", "2396", "--rfc2732", "http://[::1]/"], 0),
        (&["parse", "--rfc", "2396", "http://[::1]/"], 1),
        (&["check", "--rfc2068", "tests/fixtures/valid.txt"], 2),
        (&["parse", "--rfc", "1808", "--rfc2068", "--rfc2732", "http://a/"], 2),
        (&["parse", "--rfc6874", "http://[fe80::a%25en1]/"], 0),
        (&["parse", "http://[fe80::a%25en1]/"], 1),
        (&["parse", "--rfc6874", "http://[fe80::a%en1]/"], 1),
        (&["parse", "--rfc", "2396", "--rfc6874", "http://a/"], 2),
        (&["resolve", "--rfc6874", "http://[fe80::a%25en1]/a", "b"], 0),
    ];
    for (args, code) in cases {
        let run = urigram(args);
        assert_eq!(run.code, code, "urigram {}: {}{}", args.join(" "), run.stdout, run.stderr);
        assert_eq!(run.stderr.is_empty(), code != 2, "urigram {}: only usage errors go to stderr", args.join(" "));
    }
}

#[test]
fn resolve_writes_one_line_per_reference_in_the_human_and_short_formats() {
    let run = urigram(&["resolve", "--format", "short", "http://a/b/c/d;p?q", "g", "%", "../g"]);
    assert_eq!(run.code, 1);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stdout);
    assert_eq!(lines[0], "http://a/b/c/g");
    assert!(lines[1].starts_with("<ref2>:1:2: error: "), "{}", lines[1]);
    assert_eq!(lines[2], "http://a/b/g");
    let targets = urigram(&["resolve", "--format", "github", "http://a/b/c/d;p?q", "g"]);
    assert_eq!((targets.code, targets.stdout.as_str()), (0, ""), "GitHub annotations are for errors only");
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

#[test]
fn colour_is_chosen_with_the_color_option() {
    let always = urigram(&["parse", "--color", "always", "http://a/%zz"]);
    assert!(always.stdout.contains("\u{1b}["), "--color always colours without a terminal");
    let never = urigram_with(&["parse", "--color", "never", "http://a/%zz"], None, &[("CLICOLOR_FORCE", "1")]);
    assert!(!never.stdout.contains('\u{1b}'), "--color never wins over CLICOLOR_FORCE");
    let auto = urigram_with(&["parse", "--color", "auto", "http://a/%zz"], None, &[("CLICOLOR_FORCE", "1")]);
    assert!(auto.stdout.contains("\u{1b}["), "auto follows CLICOLOR_FORCE");
    assert_eq!(urigram(&["check", "--color", "sometimes", "tests/fixtures/valid.txt"]).code, 2);
}

#[test]
fn explain_wraps_its_table_to_the_terminal_width() {
    let wide = urigram(&["explain", "http://[::1]/a"]);
    let narrow = urigram_with(&["explain", "http://[::1]/a"], None, &[("COLUMNS", "80")]);
    let table = |text: &str| -> Vec<String> {
        text.split("\n\n").nth(1).expect("the table after the URI").lines().map(str::to_owned).collect()
    };
    assert!(table(&wide.stdout).iter().any(|line| line.chars().count() > 80), "without a width, no wrapping");
    let lines = table(&narrow.stdout);
    assert!(lines.len() > 4, "{}", narrow.stdout);
    assert!(lines.iter().all(|line| line.chars().count() <= 80), "{}", narrow.stdout);
    let words = |lines: &[String]| lines.join(" ").split_whitespace().map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(words(&lines), words(&table(&wide.stdout)), "the same words, wrapped");
}

#[test]
fn equivalent_writes_json() {
    let run = urigram(&["equivalent", "--format", "json", "http://a/%7e", "HTTP://A/~"]);
    assert_eq!(run.code, 0);
    let object: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(object["equivalent"], true);
    assert_eq!(object["rung"], "syntax-based normalization, RFC 3986 \u{a7}6.2.2");
    assert_eq!(object["normalized"], serde_json::json!(["http://a/~", "http://a/~"]));
    let run = urigram(&["equivalent", "--format", "json", "g", "http://a/%"]);
    assert_eq!(run.code, 2, "no URI: trouble, as cmp answers");
    let object: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!((object["equivalent"].as_bool(), object["errors"].as_array().map(Vec::len)), (Some(false), Some(2)));
    assert_eq!(object["errors"][1]["code"], "rfc3986/pct-encoded");
}

/// A reader that goes away (`urigram check big.txt | head -1`) ends the command quietly, with the status a shell
/// gives a line tool stopped by SIGPIPE, not a usage or I/O error and a message.
#[test]
fn a_closed_output_ends_the_command_quietly() {
    use std::io::{BufRead as _, BufReader, Write as _};
    use std::process::{Command, Stdio};
    let lines = std::sync::Arc::new("http://a b/\n".repeat(200_000));
    for args in [&["check", "--format", "short", "-"][..], &["parse", "--format", "json"][..]] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let lines = std::sync::Arc::clone(&lines);
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(lines.as_bytes());
        });
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        assert!(!first.is_empty(), "{args:?}: a first line");
        drop(stdout);
        let output = child.wait_with_output().unwrap();
        let _ = writer.join();
        assert_eq!(output.status.code(), Some(141), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{args:?}: nothing said");
    }
}
