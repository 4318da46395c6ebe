//! RFC 8089, the `file` URI scheme: its examples, its errors, and every rule function against the ABNF of
//! `grammar/rfc8089.abnf` (and `rfc8089-appendix-f.abnf`) read over RFC 3986's as updated by RFC 6874, run by
//! the backtracking oracle of `urigram-abnf`: each function accepts exactly the texts the oracle derives from
//! its rule, and reads the longest prefix the rule derives.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use urigram::Grammar as _;
use urigram::Span;
use urigram::rfc8089::{self, Options, Rule, match_prefix_with, parse_file_uri, parse_file_uri_with, parse_rule_with};
use urigram_abnf::{ChoiceTape, Grammar};

fn read(text: &str) -> Grammar {
    Grammar::parse(text).expect("valid ABNF")
}

/// The grammar of `options`: RFC 3986, amended by RFC 6874, amended by RFC 8089 §2 (and Appendix F).
fn grammar(options: Options) -> Grammar {
    let mut grammar = read(include_str!("../../grammar/rfc3986.abnf"));
    grammar.amend(&read(include_str!("../../grammar/rfc6874.abnf")));
    grammar.amend(&read(include_str!("../../grammar/rfc8089.abnf")));
    if options.appendix_f {
        grammar.amend(&read(include_str!("../../grammar/rfc8089-appendix-f.abnf")));
    }
    grammar
}

/// The rules of `options`' grammar.
fn rules(options: Options) -> impl Iterator<Item = Rule> {
    Rule::ALL.iter().copied().filter(move |rule| options.appendix_f || rule.amendment().is_none())
}

#[test]
fn rfc_8089_appendix_b_examples() {
    // "A traditional file URI for a local file with an empty authority."
    let traditional = parse_file_uri("file:///path/to/file").unwrap();
    assert!(traditional.authority().is_none() && traditional.is_local());
    assert_eq!(traditional.path().as_str(), "/path/to/file");
    // "The minimal representation of a local file with no authority field."
    assert_eq!(parse_file_uri("file:/path/to/file").unwrap().path().span(), Span::new(5, 18));
    // "A non-local file with an explicit authority."
    let remote = parse_file_uri("file://host.example.com/path/to/file").unwrap();
    assert_eq!(remote.authority().unwrap().as_str(), "host.example.com");
    assert!(!remote.is_local());
    // §2: "the "file-auth" rule can match the string "localhost"".
    let local = parse_file_uri("file://LOCALHOST/etc").unwrap();
    assert!(matches!(
        local.authority(),
        Some(rfc8089::ast::FileAuthority::Auth(rfc8089::ast::FileAuth::Localhost { .. }))
    ));
    assert!(local.is_local());
    // The scheme is a quoted string, case-insensitive.
    assert_eq!(parse_file_uri("FILE:/a").unwrap().scheme_span(), Span::new(0, 4));
}

#[test]
fn rfc_8089_appendix_e_and_f_examples() {
    let nonstandard = |text| parse_file_uri_with(text, Options::APPENDIX_F);
    // Appendix F's "Local files" and "Non-local files", each refused by §2 where it is nonstandard.
    for (text, standard) in [
        ("file:///path/to/file", true),
        ("file:/path/to/file", true),
        ("file:c:/path/to/file", false),
        ("file:///c|/path/to/file", false),
        ("file:/c|/path/to/file", false),
        ("file:c|/path/to/file", false),
        ("file://host.example.com/path/to/file", true),
        ("file:////host.example.com/path/to/file", false),
        ("file://///host.example.com/path/to/file", false),
        // E.2: "URIs of the form "file:///c:/path/to/file" are already supported by the "path-absolute" rule."
        ("file:///c:/path/to/file", true),
        // E.1: user information.
        ("file://user@vms.example.com/disk$user/file", false),
    ] {
        assert!(nonstandard(text).is_ok(), "{text}");
        assert_eq!(parse_file_uri(text).is_ok(), standard, "{text}");
    }
    let drive = nonstandard("file:c|/path/to/file").unwrap().drive_letter().unwrap();
    assert_eq!((drive.letter(), drive.is_vertical_line(), drive.span()), ('c', true, Span::new(5, 7)));
    let unc = nonstandard("file:////host.example.com/path/to/file").unwrap();
    let Some(rfc8089::ast::FileAuthority::Unc(authority)) = unc.authority() else { panic!("{unc:?}") };
    assert_eq!((authority.as_str(), authority.host().as_str()), ("//host.example.com", "host.example.com"));
    assert_eq!(unc.path().as_str(), "/path/to/file");
    // "As above, with an extra slash between the empty authority and the transformed UNC string": the host is
    // the UNC string's, not an empty `reg-name` after two of the three slashes.
    let firefox = nonstandard("file://///host.example.com/path/to/file").unwrap();
    let Some(rfc8089::ast::FileAuthority::Unc(authority)) = firefox.authority() else { panic!("{firefox:?}") };
    assert_eq!((authority.as_str(), authority.host().as_str()), ("///host.example.com", "host.example.com"));
    assert_eq!(firefox.path().as_str(), "/path/to/file");
    // E.3.2: "the "file-host" rule is the same as "host" but with percent-encoding applied to "[" and "]"".
    let inline = nonstandard("file:////%5B::1%5D/share").unwrap();
    assert!(
        matches!(inline.authority(), Some(rfc8089::ast::FileAuthority::Unc(unc)) if matches!(unc.host(), rfc8089::ast::FileHost::InlineIp { .. }))
    );
}

#[test]
fn errors_say_where_and_which_rule() {
    // No query, no fragment, no port in a file URI.
    for (text, span) in
        [("file:///a?b", Span::new(9, 10)), ("file:///a#b", Span::new(9, 10)), ("file://h:80/a", Span::new(8, 9))]
    {
        let error = parse_file_uri(text).unwrap_err();
        assert_eq!(error.span(), span, "{text}: {error}");
        assert_eq!(error.rfc(), urigram::Rfc::Rfc8089);
    }
    let error = parse_file_uri("http://a/").unwrap_err();
    // Failing at its first byte, the rule itself was expected there, as every grammar of the crate says.
    assert_eq!((error.span(), error.rule()), (Span::new(0, 1), Rule::FileUri));
    assert_eq!(error.to_string(), "unexpected \"h\"; expected file-URI (RFC 8089 §2, file-URI)");
    // `file://host` has no path: `auth-path` ends in a `path-absolute`.
    assert_eq!(parse_file_uri("file://host").unwrap_err().span(), Span::new(11, 11));
    // A reading that went wrong is told where it went wrong, not where the shortest reading (`file:/`) ended.
    let error = parse_file_uri("file://h:80/a").unwrap_err();
    assert_eq!(error.to_string(), "unexpected \":\"; expected \"/\" (RFC 8089 §2, auth-path)");
    assert_eq!(
        parse_file_uri("file:///a?b").unwrap_err().to_string(),
        "unexpected \"?\": file-URI ends before it (RFC 8089 §2, file-URI)"
    );
    assert_eq!(parse_file_uri("file:///%zz").unwrap_err().span(), Span::new(9, 10));
    let error = parse_rule_with(Rule::DriveLetter, "c!", Options::APPENDIX_F).unwrap_err();
    assert_eq!(error.span(), Span::new(1, 2));
}

/// Characters around the rules' delimiters, to edit generated texts with.
const NEIGHBOURHOOD: &[char] = &['/', ':', '|', '@', '%', '5', 'B', 'D', '[', ']', '.', 'c', 'v', '?', '#', ' ', 'é'];

#[derive(Clone, Debug)]
enum Edit {
    None,
    Insert(usize, char),
    Delete(usize),
    Replace(usize, char),
}

impl Edit {
    fn apply(&self, text: &str) -> String {
        let boundaries: Vec<usize> = text.char_indices().map(|(at, _)| at).chain([text.len()]).collect();
        let at = |index: usize| boundaries[index % boundaries.len()];
        let mut out = text.to_owned();
        match *self {
            Edit::None => {}
            Edit::Insert(index, c) => out.insert(at(index), c),
            Edit::Delete(index) | Edit::Replace(index, _) if text.is_empty() => {
                let _ = index;
            }
            Edit::Delete(index) => {
                let start = at(index % (boundaries.len() - 1));
                out.remove(start);
            }
            Edit::Replace(index, c) => {
                let start = at(index % (boundaries.len() - 1));
                out.remove(start);
                out.insert(start, c);
            }
        }
        out
    }
}

fn edit() -> impl Strategy<Value = Edit> {
    let character = prop::sample::select(NEIGHBOURHOOD.to_vec());
    prop_oneof![
        2 => Just(Edit::None),
        3 => (any::<usize>(), character.clone()).prop_map(|(at, c)| Edit::Insert(at, c)),
        2 => any::<usize>().prop_map(Edit::Delete),
        3 => (any::<usize>(), character).prop_map(|(at, c)| Edit::Replace(at, c)),
    ]
}

/// The rule function agrees with the oracle on `text`: the same verdict on the whole text, and the longest
/// prefix the rule derives read.
fn agrees(grammar: &Grammar, rule: Rule, options: Options, text: &str) -> Result<(), String> {
    let oracle = grammar.matches(rule.name(), text.as_bytes()).map_err(|error| error.to_string())?;
    let function = parse_rule_with(rule, text, options);
    if oracle != function.is_ok() {
        return Err(format!("{rule} on {text:?}: oracle {oracle}, function {function:?} ({options:?})"));
    }
    let lengths = grammar.match_lengths(rule.name(), text.as_bytes()).map_err(|error| error.to_string())?;
    // A function may read no prefix where the grammar derives one (a `%` without its two hex digits commits
    // RFC 3986's rules to a failure, as the reference's checker allows); a prefix it reads is the longest.
    if let Ok(read) = match_prefix_with(rule, text, options) {
        if Some(&read) != lengths.last() {
            return Err(format!(
                "{rule} on {text:?}: reads {read}, the derived prefixes are {lengths:?} ({options:?})"
            ));
        }
    }
    Ok(())
}

#[test]
fn every_rule_function_agrees_with_the_abnf_oracle() {
    let mut disagreements = Vec::new();
    for options in [Options::RFC8089, Options::APPENDIX_F] {
        let grammar = grammar(options);
        for rule in rules(options) {
            let generator = grammar.generator(rule.name()).expect("every rule generates");
            let mut runner = TestRunner::new(Config { cases: 512, failure_persistence: None, ..Config::default() });
            let strategy = (prop::collection::vec(any::<u32>(), 0..64), 0usize..24, edit());
            let result = runner.run(&strategy, |(choices, budget, edit)| {
                let generated = generator.generate(&mut ChoiceTape::new(&choices), budget);
                let text = edit.apply(&String::from_utf8_lossy(&generated));
                agrees(&grammar, rule, options, &text).map_err(TestCaseError::fail)
            });
            if let Err(failure) = result {
                disagreements.push(failure.to_string());
            }
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

#[test]
fn every_rule_function_agrees_on_edge_texts() {
    let texts = [
        "",
        "/",
        "//",
        "///",
        "////",
        "/////",
        "file:",
        "file:/",
        "file://",
        "file:///",
        "file:////",
        "file://///",
        "file:c:",
        "file:c:/",
        "file:/c:",
        "file:/c:/",
        "file:c|/",
        "file:/c|/",
        "file:///c|/",
        "file://localhost",
        "file://localhost/",
        "file://u@h/",
        "file://@/",
        "file:////%5B::1%5D/s",
        "file:////%5bv1.x%5d/s",
        "file:////%5B::1/s",
        "file:////1.2.3.4/s",
        "file:////1.2.3.45/s",
        "file:///%zz",
        "file://[::1]/a",
        "file://[fe80::1%25eth0]/a",
        "c:/a",
        "/c:/a",
        "c|",
        "localhost",
        "localhostx/",
        "u@h",
        "//h/p",
        "///h/p",
        "////h/p",
        "%5B::1%5D",
        "1.2.3.4",
        "//%5B::1%5D",
        "file:///a%2Fb",
        "file://h//a",
        "file://h/c|/x",
    ];
    let mut disagreements = Vec::new();
    for options in [Options::RFC8089, Options::APPENDIX_F] {
        let grammar = grammar(options);
        for rule in rules(options) {
            for text in texts {
                if let Err(disagreement) = agrees(&grammar, rule, options, text) {
                    disagreements.push(disagreement);
                }
            }
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}
