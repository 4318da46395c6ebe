//! RFC 1808: every production, every URL of §5, the order of §2.4, the RFC 2068 switch, errors, and the
//! differences from RFC 2396 and RFC 3986.

#[path = "../support/rfc1808_section_5.rs"]
mod section_5;
#[path = "../support/shared.rs"]
mod shared;

use std::fmt::Write as _;

use urigram::rfc1808::{self, Options, Rule, ast::AbsoluteUrl, parse_rule, parse_rule_with, parse_url, parse_url_with};
use urigram::{Components, Grammar, Span};

fn snapshot(name: &str, value: &str) {
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, value);
    });
}

/// The RFC text, or `None` (with a message) when the shared folder is absent.
fn rfc_text(name: &str) -> Option<String> {
    shared::read(&format!("rfc/{name}"))
}

/// One line per component: `name "text" @ span (kind)`, or `name -` when absent.
fn components(url: &rfc1808::ast::Url<'_>) -> String {
    let mut out = String::new();
    for component in url.components() {
        if let Some(part) = component.part {
            let _ = write!(out, " {}={:?}@{:?}", component.name, part.text, part.span);
            if let Some(kind) = part.kind {
                let _ = write!(out, "({kind})");
            }
        }
    }
    out
}

#[test]
fn the_base_url_of_section_5() {
    let url = parse_url(section_5::BASE).unwrap();
    assert_eq!(url.to_string(), section_5::BASE);
    snapshot("rfc1808_section_5_base", &format!("{url:#?}"));
}

#[test]
fn every_url_of_section_5_parses_with_its_components() {
    let mut listing = String::new();
    for (relative, resolved) in section_5::all() {
        for text in [relative, resolved] {
            let url = parse_url(text).unwrap_or_else(|error| panic!("{text}: {error}"));
            assert_eq!(url.to_string(), text);
            assert_eq!(url.span(), Span::new(0, text.len()));
        }
        let url = parse_url(relative).unwrap();
        let label = if relative.is_empty() { "<>" } else { relative };
        let line = format!("{label:<14}{}", components(&url));
        let _ = writeln!(listing, "{}", line.trim_end());
    }
    snapshot("rfc1808_section_5_examples", &listing);
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn every_production_of_section_2_2_is_a_rule() {
    let Some(text) = rfc_text("rfc1808.txt") else { return };
    let start = text.find("   URL         = ").unwrap();
    let end = text.find("2.3.  Specific Schemes").unwrap();
    let names: Vec<&str> = text[start..end]
        .lines()
        .filter_map(|line| {
            let (name, _) = line.split_once(" = ")?;
            let name = name.trim();
            (!name.is_empty() && !name.contains(' ')).then_some(name)
        })
        .collect();
    // `unsafe` is RFC 2068's, after the rules of §2.2.
    let ours: Vec<&str> = Rule::ALL.iter().filter(|&&rule| rule != Rule::Unsafe).map(|rule| rule.name()).collect();
    assert_eq!(names, ours);
}

/// For each rule: texts in its language, and texts not in it.
const LANGUAGES: &[(Rule, &[&str], &[&str])] = &[
    (Rule::Url, &["", "g:h", "http://a/b;p?q#f", "#", "//a", ":x", "x://a//b"], &["a#b#c", "//a//b", "a b", "~"]),
    (Rule::AbsoluteUrl, &["g:h", "1:", "x://a//b", "x:", "mailto:a@b"], &["", "g", ":x", "x:#", "x: "]),
    (Rule::GenericRl, &["g:h", "http://a/b;p?q", "http:", "x:;"], &["g", "x://a//b", "x:#"]),
    (Rule::RelativeUrl, &["", "g:h", "//a", "/a", "a;b?c", "///x"], &["//a//b", "#", "////"]),
    (Rule::NetPath, &["//", "//a", "//a?b;c/d", "//a/"], &["/a", "//a//b", ""]),
    (Rule::AbsPath, &["/", "/a//b", "/;p", "/?q"], &["", "//a", "a"]),
    (Rule::RelPath, &["", "a", "a:b/c;d;e/f?g?h", ";", "?"], &["/a", "a#b"]),
    (Rule::Path, &["a", "a/", "a//b", "a:b@c&d=e"], &["", "/a", "a;b", "a?b"]),
    (Rule::Fsegment, &["a", "%41", "a:b"], &["", "a/b", "/"]),
    (Rule::Segment, &["", "a", "%41"], &["a/b", ";"]),
    (Rule::Params, &["", "a", "a;b", "a/b;;"], &["a?b", "a#b"]),
    (Rule::Param, &["", "a/b", "a=b"], &["a;b", "?"]),
    (Rule::Scheme, &["http", "1ab", "+", "a.b-c+d"], &["", "a_b", "a:"]),
    (Rule::NetLoc, &["", "a", "u:p@h:1", "a;b?c"], &["a/b", "[::1]", "a#"]),
    (Rule::Query, &["", "a=b&c", "/?;:@&="], &["#", "a b"]),
    (Rule::Fragment, &["", "s/./x", "?;"], &["#", "<"]),
    (Rule::Pchar, &["a", ":", "@", "&", "=", "+", "%7e"], &["/", ";", "?", "~", "%"]),
    (Rule::Uchar, &["a", "$", "%20"], &[":", "/", "%2"]),
    (Rule::Unreserved, &["a", "Z", "0", "$", "-", "_", ".", "+", "!", "*", "'", "(", ")", ","], &["~", ":", "%"]),
    (Rule::Escape, &["%00", "%aF"], &["%", "%0", "%GG", "a"]),
    (Rule::Hex, &["0", "a", "F"], &["g", "G", ""]),
    (Rule::Alpha, &["a", "Z"], &["0", "é"]),
    (Rule::Lowalpha, &["a", "z"], &["A"]),
    (Rule::Hialpha, &["A", "Z"], &["a"]),
    (Rule::Digit, &["0", "9"], &["a"]),
    (Rule::Safe, &["$", "-", "_", ".", "+"], &["!", "a"]),
    (Rule::Extra, &["!", "*", "'", "(", ")", ","], &["$"]),
    (Rule::National, &["{", "}", "|", "\\", "^", "~", "[", "]", "`"], &["é", "a", "#"]),
    (Rule::Reserved, &[";", "/", "?", ":", "@", "&", "="], &["+", "#"]),
    (Rule::Punctuation, &["<", ">", "#", "%", "\""], &["~"]),
    (Rule::Unsafe, &["\u{0}", "\u{7f}", " ", "\"", "#", "%", "<", ">"], &["~", "a", "é", ""]),
];

#[test]
fn every_production_accepts_its_language_and_rejects_the_rest() {
    for rule in Rule::ALL {
        assert!(LANGUAGES.iter().any(|(tested, _, _)| tested == rule), "{rule} has no test");
    }
    for &(rule, good, bad) in LANGUAGES {
        for text in good {
            assert_eq!(parse_rule(rule, text), Ok(Span::new(0, text.len())), "{rule} should accept {text:?}");
        }
        for text in bad {
            assert!(parse_rule(rule, text).is_err(), "{rule} should reject {text:?}");
        }
    }
}

#[test]
fn match_prefix_reads_what_the_rule_derives() {
    use rfc1808::match_prefix;
    assert_eq!(match_prefix(Rule::Url, "//a//b"), Ok(4));
    assert_eq!(match_prefix(Rule::GenericRl, "http://a//b"), Ok(9));
    assert_eq!(match_prefix(Rule::AbsoluteUrl, "http://a//b#f"), Ok(11));
    assert_eq!(match_prefix(Rule::Scheme, "1ab:x"), Ok(3));
    assert_eq!(match_prefix(Rule::NetLoc, "a?b/c"), Ok(3));
    assert_eq!(match_prefix(Rule::National, "~x"), Ok(1));
    assert!(match_prefix(Rule::Escape, "%4").is_err());
}

#[test]
fn the_rfc_2068_switch_admits_national_characters_and_every_non_ascii_character() {
    for text in ["/~user", "http://[::1]/", "http://a/b|c", "http://a/{x}^`\\", "http://a/é", "g;ü?ß#€", "😀:x"]
    {
        assert!(parse_url(text).is_err(), "RFC 1808 rejects {text}");
        let url = parse_url_with(text, Options::RFC2068).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(url.to_string(), text);
    }
    // Non-ASCII characters are whole: a component never ends inside one.
    let url = parse_url_with("http://ü.example/ä/ö;ü?é#😀", Options::RFC2068).unwrap();
    assert_eq!(url.net_loc().unwrap().as_str(), "ü.example");
    let segments: Vec<_> = url.path().unwrap().segments().map(|s| s.as_str()).collect();
    assert_eq!(segments, ["ä", "ö"]);
    assert_eq!(url.fragment().unwrap().as_str(), "😀");
    // `unsafe` stays out: controls, space, <">, "<", ">"; "#" and "%" keep their roles.
    for text in ["a b", "a\u{7f}", "a\tb", "a\"b", "a<b", "a>b", "a#b#c", "a%zz"] {
        assert!(parse_url_with(text, Options::RFC2068).is_err(), "RFC 2068 rejects {text:?}");
    }
    // RFC 2068's `+` is reserved, not safe; every rule built from them still admits it.
    assert!(parse_rule_with(Rule::Safe, "+", Options::RFC2068).is_err());
    assert!(parse_rule_with(Rule::Reserved, "+", Options::RFC2068).is_ok());
    assert!(parse_rule_with(Rule::Uchar, "+", Options::RFC2068).is_err());
    assert!(parse_rule_with(Rule::Pchar, "+", Options::RFC2068).is_ok());
    assert!(parse_rule_with(Rule::National, "é", Options::RFC2068).is_ok());
    assert_eq!(Options::default(), Options::RFC1808);
}

#[test]
fn errors_say_where_and_why() {
    let mut listing = String::new();
    for text in
        ["http://a/b c", "/~user", "http://a/é", "http://[::1]/", "a#b#c", "//a//b", "http://a/%zz", "g;x%2", "x\u{7}"]
    {
        let error = parse_url(text).unwrap_err();
        let _ = writeln!(listing, "{text:?}\n  {error}\n  {error:?}");
    }
    for (rule, text) in [(Rule::AbsoluteUrl, "x:y#z"), (Rule::Scheme, "a_b"), (Rule::Path, "/g")] {
        let error = parse_rule(rule, text).unwrap_err();
        let _ = writeln!(listing, "{rule} {text:?}\n  {error}\n  {error:?}");
    }
    let error = rfc1808::parse_relative_url("a#b").unwrap_err();
    let _ = writeln!(listing, "relativeURL \"a#b\"\n  {error}\n  {error:?}");
    snapshot("rfc1808_errors", &listing);
}

#[test]
fn the_tree_says_which_alternative_matched() {
    let opaque = parse_url("http://a//b").unwrap();
    assert!(matches!(opaque.absolute_url(), Some(AbsoluteUrl::Opaque(_))));
    let generic = parse_url("http://a/b").unwrap();
    assert!(matches!(generic.absolute_url(), Some(AbsoluteUrl::GenericRl(_))));
    snapshot(
        "rfc1808_alternatives",
        &format!("{opaque:#?}\n{generic:#?}\n{:#?}", parse_url("//u:p@h:1/;a;b/c").unwrap()),
    );
    let absolute = rfc1808::parse_absolute_url("x://a//b").unwrap();
    assert!(!absolute.is_generic() && absolute.to_string() == "x://a//b");
    let relative = rfc1808::parse_relative_url("g:h").unwrap();
    assert_eq!(relative.path().unwrap().as_str(), "g:h");
}

/// A verdict: the components that differ, or the rejection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Valid,
    Invalid,
}
use Verdict::{Invalid, Valid};

/// One row of the comparison: the input, its verdict under RFC 1808, RFC 1808 with RFC 2068's `national`,
/// RFC 2396 and RFC 3986, the RFC 1808
/// components when it is valid there, and why.
struct Row {
    input: &'static str,
    rfc1808: Verdict,
    rfc2068: Verdict,
    rfc2396: Verdict,
    rfc3986: Verdict,
    components_1808: &'static str,
    reason: &'static str,
}

const COMPARISON: &[Row] = &[
    Row {
        input: "g;x?y#s",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: " path=\"g\"@0..1(rel_path) params=\"x\"@2..3 query=\"y\"@4..5 fragment=\"s\"@6..7",
        reason: "1808 splits `;params` off the path (§2.4.5); in 2396 `g;x` is one rel_segment, which may hold `;`; in 3986 it is the path",
    },
    Row {
        input: "http://a/b;p/c",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: " scheme=\"http\"@0..4(generic-RL) net_loc=\"a\"@7..8 path=\"b\"@9..10(abs_path) params=\"p/c\"@11..14",
        reason: "1808 params run to the `?` and may hold `/`; 2396 has a param per segment (`b;p`, then `c`); 3986 has the path `/b;p/c`",
    },
    Row {
        input: "http://a?q",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: " scheme=\"http\"@0..4(generic-RL) net_loc=\"a?q\"@7..10",
        reason: "1808 net_loc = *( pchar | \";\" | \"?\" ) runs to the next `/` (§2.4.3), so there is no query; 2396 and 3986 end the authority at `?`",
    },
    Row {
        input: "1ab:x",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Invalid,
        components_1808: " scheme=\"1ab\"@0..3(generic-RL) path=\"x\"@4..5(rel_path)",
        reason: "1808 scheme = 1*( alpha | digit | \"+\" | \"-\" | \".\" ); 2396 and 3986 need a letter first, and a relative path's first segment cannot hold `:`",
    },
    Row {
        input: ":foo",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Invalid,
        components_1808: " path=\":foo\"@0..4(rel_path)",
        reason: "no scheme (§2.4.2 needs a character before the colon), and 1808's pchar holds `:`; 2396 rel_segment and 3986 segment-nz-nc do not",
    },
    Row {
        input: "?y",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Valid,
        components_1808: " query=\"y\"@1..2",
        reason: "1808 rel_path = [ path ] [ \";\" params ] [ \"?\" query ] may lack a path; 2396 relativeURI needs net_path, abs_path or a non-empty rel_segment before `?` (an erratum 3986 fixed)",
    },
    Row {
        input: "http:",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Valid,
        components_1808: " scheme=\"http\"@0..4(generic-RL)",
        reason: "1808 generic-RL = scheme \":\" relativeURL with an empty rel_path (§5.2 lists it); 2396 needs a hier_part or a non-empty opaque_part after the colon; 3986 has path-empty",
    },
    Row {
        input: "//a//b",
        rfc1808: Invalid,
        rfc2068: Invalid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: "",
        reason: "after net_loc, abs_path = \"/\" rel_path and rel_path's path starts with fsegment = 1*pchar, so a path cannot begin with an empty segment; 2396 and 3986 segments may be empty",
    },
    Row {
        input: "http://a//b",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: " scheme=\"http\"@0..4(opaque) opaque=\"//a//b\"@5..11",
        reason: "valid in 1808 only by absoluteURL's second form scheme \":\" *( uchar | reserved ), for the reason of the previous row: there is no net_loc or path",
    },
    Row {
        input: "http://[::1]/",
        rfc1808: Invalid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Valid,
        components_1808: "",
        reason: "`[` `]` are 1808 national, used by no rule (2068 makes them unreserved); 2396 calls them unwise (RFC 2732 added IPv6 literals later); 3986 has IP-literal",
    },
    Row {
        input: "/~user",
        rfc1808: Invalid,
        rfc2068: Valid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: "",
        reason: "`~` is 1808 national, allowed nowhere; 2068 makes it unreserved; 2396 mark and 3986 unreserved include `~`",
    },
    Row {
        input: "http://a/b|c",
        rfc1808: Invalid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Invalid,
        components_1808: "",
        reason: "`|` is 1808 national and 2396 unwise; only 2068's national admits it; 3986 allows it nowhere",
    },
    Row {
        input: "http://a/é",
        rfc1808: Invalid,
        rfc2068: Valid,
        rfc2396: Invalid,
        rfc3986: Invalid,
        components_1808: "",
        reason: "only 2068's national (any octet not otherwise classed and not unsafe) admits bytes 0x80-0xFF; the others need %C3%A9",
    },
    Row {
        input: "",
        rfc1808: Valid,
        rfc2068: Valid,
        rfc2396: Valid,
        rfc3986: Valid,
        components_1808: "",
        reason: "the same verdict everywhere (1808 §5.2: the empty reference is the base), listed as the control",
    },
];

#[test]
fn the_three_rfcs_side_by_side() {
    let mark = |verdict: Verdict| if verdict == Valid { "valid" } else { "invalid" };
    let mut table = String::from(
        "| input | RFC 1808 | RFC 1808 + RFC 2068 national | RFC 2396 | RFC 3986 | RFC 1808 components | reason |\n|---|---|---|---|---|---|---|\n",
    );
    for row in COMPARISON {
        let verdict_of = |result: bool| if result { Valid } else { Invalid };
        let rfc1808 = parse_url(row.input);
        assert_eq!(verdict_of(rfc1808.is_ok()), row.rfc1808, "RFC 1808 on {:?}", row.input);
        assert_eq!(verdict_of(parse_url_with(row.input, Options::RFC2068).is_ok()), row.rfc2068, "{:?}", row.input);
        let rfc2396 = urigram::rfc2396::parse_uri_reference(row.input);
        assert_eq!(verdict_of(rfc2396.is_ok()), row.rfc2396, "RFC 2396 on {:?}", row.input);
        let rfc3986 = urigram::rfc3986::parse_uri_reference(row.input);
        assert_eq!(verdict_of(rfc3986.is_ok()), row.rfc3986, "RFC 3986 on {:?}", row.input);
        if let Ok(url) = &rfc1808 {
            assert_eq!(components(url), row.components_1808, "{:?}", row.input);
        }
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} |",
            if row.input.is_empty() { String::from("(empty)") } else { format!("`{}`", row.input.replace('|', "\\|")) },
            mark(row.rfc1808),
            mark(row.rfc2068),
            mark(row.rfc2396),
            mark(row.rfc3986),
            row.components_1808.trim().replace('|', "\\|"),
            row.reason.replace('|', "\\|"),
        );
    }
    snapshot("rfc1808_comparison_table", &table);
}

#[test]
fn display_recomposes_and_components_cover_the_text() {
    let texts = ["http://u:p@h:8/a/b;c;d?e#f", "x://a//b#c", "g", "", "//a", "/", ";", "?", "#", "a:b/c"];
    for text in texts {
        let url = parse_url(text).unwrap();
        assert_eq!(url.to_string(), text);
        let mut rebuilt = String::new();
        for component in url.components() {
            if let Some(part) = component.part {
                assert_eq!(&text[part.span.range()], part.text, "{text} {}", component.name);
                rebuilt.push_str(part.text);
            }
        }
        assert!(rebuilt.len() <= text.len());
    }
}

mod properties {
    use proptest::prelude::*;
    use urigram::rfc1808::{Options, parse_url, parse_url_with};

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

        /// Any text: no panic, and an accepted one prints back unchanged under both grammars.
        #[test]
        fn any_text_parses_or_fails_cleanly(text in "[a-z0-9:/?#;%@&=+.~ é\\[\\]]{0,24}") {
            for options in [Options::RFC1808, Options::RFC2068] {
                match parse_url_with(&text, options) {
                    Ok(url) => prop_assert_eq!(url.to_string(), text.clone()),
                    Err(error) => prop_assert!(error.span().end <= text.len()),
                }
            }
            // RFC 2068's grammar accepts a superset of RFC 1808's.
            if parse_url(&text).is_ok() {
                prop_assert!(parse_url_with(&text, Options::RFC2068).is_ok());
            }
        }
    }
}
