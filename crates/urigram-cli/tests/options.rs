//! What a newcomer reaches for: `check` on standard input, on a folder and quietly; `resolve`, `normalize` and
//! `equivalent` on lines of standard input; `normalize`'s steps beyond §6.2.3; `equivalent`'s statuses; and each
//! subcommand's help showing its own options.

mod common;

use common::{urigram, urigram_with};

#[test]
fn check_reads_standard_input_without_a_file() {
    let run = urigram_with(&["check", "--format", "short"], Some(b"http://a/\nhttp://a/%zz\n"), &[]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.starts_with("<stdin>:2:11: error:"), "{}", run.stdout);
    let valid = urigram_with(&["check"], Some(b"http://a/\n"), &[]);
    assert_eq!((valid.code, valid.stdout.as_str()), (0, "checked 1 URI: 0 invalid\n"));
}

#[test]
fn quiet_check_says_nothing_and_answers_by_its_status() {
    for (stdin, code) in [(&b"http://a/\n"[..], 0), (&b"http://a/ b\n"[..], 1)] {
        let run = urigram_with(&["check", "-q"], Some(stdin), &[]);
        assert_eq!((run.code, run.stdout.as_str(), run.stderr.as_str()), (code, "", ""));
        let long = urigram_with(&["check", "--quiet", "-"], Some(stdin), &[]);
        assert_eq!((long.code, long.stdout.as_str()), (code, ""));
    }
    let missing = urigram(&["check", "-q", "tests/fixtures/valid.txt", "tests/fixtures/missing.txt"]);
    assert_eq!((missing.code, missing.stdout.as_str()), (2, ""));
}

/// A folder is walked as ripgrep walks it: ignored and hidden files are passed over, and only files of a known
/// kind are read (text files in line mode; Markdown, HTML and text with `--extract`), in a stable order.
#[test]
fn check_walks_a_folder() {
    let folder = std::env::temp_dir().join(format!("urigram-walk-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    for (path, text) in [
        ("a.txt", "http://a/%zz\n"),
        ("sub/b.txt", "http://b/%zz\n"),
        ("sub/c.md", "[c](http://c/%zz)\n"),
        ("sub/d.html", "<a href=\"http://d/%zz\">d</a>\n"),
        ("ignored.txt", "http://ignored/%zz\n"),
        (".hidden/e.txt", "http://hidden/%zz\n"),
        ("code.rs", "// http://code/%zz\n"),
        (".ignore", "ignored.txt\n"),
    ] {
        let path = folder.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let name = folder.to_str().unwrap();
    let found = |args: &[&str]| -> Vec<String> {
        let run = urigram(&[args, &["--format", "short", name]].concat());
        assert_eq!(run.code, 1, "{}", run.stderr);
        run.stdout.lines().map(|line| line[name.len() + 1..line.find(':').unwrap()].to_owned()).collect()
    };
    assert_eq!(found(&["check"]), ["a.txt", "sub/b.txt"]);
    assert_eq!(found(&["check", "--extract"]), ["a.txt", "sub/b.txt", "sub/c.md", "sub/d.html"]);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn operations_read_lines_of_standard_input() {
    let resolve = urigram_with(&["resolve", "http://a/b/c/d;p?q"], Some(b"../g\n\n%zz\n"), &[]);
    assert_eq!(resolve.code, 1);
    let lines: Vec<&str> = resolve.stdout.lines().take(2).collect();
    assert_eq!(lines, ["http://a/b/g", "http://a/b/c/d;p?q"], "one answer per line, the empty one too");
    assert!(resolve.stdout.contains("--> <stdin>:3:2"), "{}", resolve.stdout);
    let normalize = urigram_with(&["normalize", "--format", "short"], Some(b"HTTP://A/%7e\n"), &[]);
    assert_eq!((normalize.code, normalize.stdout.as_str()), (0, "http://a/~\n"));
    let equivalent = urigram_with(&["equivalent", "http://a/~"], Some(b"http://a/%7E\nhttp://b/\n"), &[]);
    assert_eq!(equivalent.code, 1, "the worst of the answers: one pair differs");
    assert!(equivalent.stdout.starts_with("equivalent (syntax-based"), "{}", equivalent.stdout);
    assert!(equivalent.stdout.contains("different\n"), "{}", equivalent.stdout);
}

#[test]
fn normalize_does_what_equivalent_compares() {
    let run =
        urigram(&["normalize", "--scheme-based", "--ipv6-addresses", "--remove-fragment", "http://[0:0::1]:80/#f"]);
    assert_eq!((run.code, run.stdout.as_str()), (0, "http://[::1]/\n"));
    let kept = urigram(&["normalize", "--scheme-based", "http://[0:0::1]/#f"]);
    assert_eq!(kept.stdout, "http://[0:0::1]/#f\n", "each step only when asked");
}

/// As `cmp` and `diff`: 0 equivalent, 1 different, 2 trouble (an input that is no URI, a usage error).
#[test]
fn equivalent_answers_as_cmp_does() {
    assert_eq!(urigram(&["equivalent", "http://a/", "HTTP://A/"]).code, 0);
    assert_eq!(urigram(&["equivalent", "http://a/", "http://b/"]).code, 1);
    assert_eq!(urigram(&["equivalent", "http://a/", "%zz"]).code, 2);
    assert_eq!(urigram(&["equivalent", "http://a/", "relative"]).code, 2);
    assert_eq!(urigram(&["equivalent", "--format", "json", "http://a/", "%zz"]).code, 2);
    assert_eq!(urigram(&["equivalent", "--no-such-flag", "a:", "b:"]).code, 2);
}

/// Each subcommand's help lists the options it takes, and no other's.
#[test]
fn each_subcommand_shows_its_own_options() {
    let help = |command: &str| urigram(&[command, "--help"]).stdout;
    for option in ["--jobs <N>", "--max-line-bytes <BYTES>", "--tab-width <N>", "--columns <UNIT>"] {
        assert!(!help("parse").contains(option), "parse --help lists {option}");
        assert!(help("check").contains(option), "check --help lacks {option}");
    }
    for command in ["resolve", "normalize", "equivalent", "explain"] {
        let help = help(command);
        assert!(!help.contains("--columns <UNIT>") && !help.contains("--jobs <N>"), "{command} --help:\n{help}");
        assert!(help.contains("--color <WHEN>"), "{command} --help lacks --color");
    }
    let lsp = help("lsp");
    assert!(!lsp.contains("--color <WHEN>") && !lsp.contains("--format <FORMAT>"), "{lsp}");
    assert!(lsp.contains("checkCodeBlocks") && lsp.contains("Editors"), "{lsp}");
}

/// `--grammar` names the grammar as `--rfc` does, for every subcommand that takes one.
#[test]
fn grammar_is_the_same_option_as_rfc() {
    for subcommand in ["parse", "check"] {
        let stdin = Some(&b"file:///etc/hosts\n"[..]);
        let rfc = urigram_with(&[subcommand, "--rfc", "8089", "--format", "json"], stdin, &[]);
        let grammar = urigram_with(&[subcommand, "--grammar", "8089", "--format", "json"], stdin, &[]);
        assert_eq!((rfc.code, &rfc.stdout), (grammar.code, &grammar.stdout), "{subcommand}");
        assert!(grammar.stdout.contains("\"rfc\":8089"), "{subcommand}: {}", grammar.stdout);
    }
    let resolved = urigram(&["resolve", "--grammar", "2396", "http://a/b/c", "../d"]);
    assert_eq!((resolved.code, resolved.stdout.trim()), (0, "http://a/d"));
}
