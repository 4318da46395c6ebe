//! Every production of RFC 2396 Appendix A, and the rules RFC 2732 adds, each with texts in its language and
//! texts outside it, checked through `parse_rule` (the whole text must be one derivation of the rule).

use super::shared;

use urigram::Grammar;
use urigram::rfc2396::{Options, Rule, match_prefix, parse_rule, parse_rule_with};

/// (rule, texts the rule derives, texts it does not), strict RFC 2396.
const RULES: &[(Rule, &[&str], &[&str])] = &[
    (
        Rule::UriReference,
        &["", "#", "#f", "g", "http://a/b?c#d", "mailto:a@b", "//a", "a:b"],
        &["?y", "http:", "a b", "#a#b"],
    ),
    (
        Rule::AbsoluteUri,
        &["http://a", "http:/", "urn:isbn:0", "news:comp.lang", "a:?"],
        &["http:", "http://a#f", "1a:b", "g"],
    ),
    (Rule::RelativeUri, &["g", "/g", "//g", "g?y", "./a:b", ";x"], &["", "?y", "g#s", "a:b"]),
    (Rule::HierPart, &["//a/b?c", "/", "//", "/a?"], &["", "a", "?q"]),
    (Rule::OpaquePart, &["a@b", "?x", ":", "isbn:0"], &["", "/a", "a#b"]),
    (Rule::UricNoSlash, &["a", "?", ";", "%2F", "!"], &["/", "#", "", "ab"]),
    (Rule::NetPath, &["//", "//a", "//a/b", "///"], &["/a", "//a?b", ""]),
    (Rule::AbsPath, &["/", "/a;p/b", "//"], &["", "a", "/a?"]),
    (Rule::RelPath, &["a", "a/b", "a;p/b:c", ".."], &["", "/a", "a:b"]),
    (Rule::RelSegment, &["a", "a;b", "@", "%41"], &["", "a:b", "a/b"]),
    (Rule::Scheme, &["http", "a+b-c.d", "Z9"], &["", "9a", "a_b"]),
    (Rule::Authority, &["", "a", "u@h:80", "a.1", "a@b@c", "a:b:c", "%41"], &["a/b", "a?", "[::1]"]),
    (Rule::RegName, &["a", "a.1", "a:b@c", "$,;:@&=+", "%20"], &["", "a/b", "a#"]),
    (Rule::Server, &["", "h", "u@h", "u:p@h.c:1", "1.2.3.4:"], &["a.1", "a@b@c", "u@"]),
    (Rule::Userinfo, &["", "u", "u:p", ";&=+$,", "%41"], &["a@b", "a/b"]),
    (Rule::Hostport, &["h", "h:", "h:80", "1.2.3.4:8"], &["", ":80", "h:a"]),
    (Rule::Host, &["h", "a.b.c.", "1.2.3.4", "999.1.1.1", "1.2.3.4.com"], &["", "a.1", "1.2.3", "a_b"]),
    (Rule::Hostname, &["a", "a.b.c", "a.b.c.", "1a.b", "a-b.c--d"], &["a.1b", "a.1", "1", "-a", "a..b"]),
    (Rule::Domainlabel, &["a", "1", "a-1", "1--a"], &["", "-a", "a-", "a.b"]),
    (Rule::Toplabel, &["a", "a1", "a-1"], &["", "1a", "a-"]),
    (Rule::Ipv4Address, &["1.2.3.4", "999.1.1.1", "0001.0.0.0"], &["1.2.3", "1.2.3.4.", "a.b.c.d"]),
    (Rule::Port, &["", "80", "65536"], &["a", "-1"]),
    (Rule::Path, &["", "/a", "a", "a?b"], &["#", "/a?b"]),
    (Rule::PathSegments, &["", "a/b", "a;p/;q/"], &["a?", "a#"]),
    (Rule::Segment, &["", "a", "a;b;c", ";"], &["a/b", "a?"]),
    (Rule::Param, &["", "x=1", ":@"], &["a;b", "a/b"]),
    (Rule::Pchar, &["a", ":", "@", "&", "%41"], &["", ";", "/", "?"]),
    (Rule::Query, &["", "a=b", "/?:@;"], &["#", "[", " "]),
    (Rule::Fragment, &["", "s", "s/./x?y"], &["#", "]"]),
    (Rule::Uric, &["a", ";", "/", "%41", "!"], &["", "#", "[", "ab"]),
    (Rule::Reserved, &[";", "/", "?", ":", "@", "&", "=", "+", "$", ","], &["a", "!", "[", ""]),
    (Rule::Unreserved, &["a", "Z", "0", "-", "_", ".", "!", "~", "*", "'", "(", ")"], &[";", "%", ""]),
    (Rule::Mark, &["-", "_", ".", "!", "~", "*", "'", "(", ")"], &["a", "$", ""]),
    (Rule::Escaped, &["%41", "%ff", "%0A"], &["%", "%4", "%GG", "41"]),
    (Rule::Hex, &["0", "a", "F"], &["g", "", "10"]),
    (Rule::Alphanum, &["a", "Z", "5"], &["-", ""]),
    (Rule::Alpha, &["a", "Z"], &["5", ""]),
    (Rule::Lowalpha, &["a", "z"], &["A", "1"]),
    (Rule::Upalpha, &["A", "Z"], &["a", "1"]),
    (Rule::Digit, &["0", "9"], &["a", "10"]),
    (Rule::Ipv6Reference, &["[::1]", "[1:2:3:4:5:6:7:8]"], &["::1", "[]", "[::1", "[::192.9.5.5]"]),
    (
        Rule::Ipv6Address,
        &["::1", "1::", "::FFFF:129.144.52.38", "1:2:3:4:5:6:7:8:9"],
        &["", ":", "::192.9.5.5", "1::2::3"],
    ),
    (Rule::Hexpart, &["::", "1", "1::2", "::1:2"], &["", ":1", "1:"]),
    (Rule::Hexseq, &["1", "1:2:ffff"], &["", "1::2", "12345"]),
    (Rule::Hex4, &["1", "abcd"], &["", "12345", "g"]),
    (Rule::Unwise, &["{", "}", "|", "\\", "^", "[", "]", "`"], &["", "a", "~", "%"]),
];

#[test]
fn every_rule_has_positive_and_negative_examples() {
    for rule in Rule::ALL {
        let entry = RULES.iter().find(|(r, _, _)| r == rule);
        assert!(entry.is_some_and(|(_, yes, no)| !yes.is_empty() && !no.is_empty()), "{rule} needs examples");
    }
    assert_eq!(Rule::ALL.len(), 46, "40 rules of Appendix A, 5 of RFC 2732 / RFC 2373, and §2.4.3's unwise");
}

#[test]
fn each_rule_derives_exactly_its_examples() {
    for &(rule, yes, no) in RULES {
        for text in yes {
            if let Err(error) = parse_rule(rule, text) {
                panic!("{rule} should derive {text:?}: {error}");
            }
        }
        for text in no {
            assert!(parse_rule(rule, text).is_err(), "{rule} should not derive {text:?}");
        }
    }
}

#[test]
fn rules_are_named_as_the_rfc_names_them() {
    assert_eq!(Rule::UriReference.name(), "URI-reference");
    assert_eq!(Rule::AbsoluteUri.name(), "absoluteURI");
    assert_eq!(Rule::Ipv4Address.name(), "IPv4address");
    assert_eq!("uric_no_slash".parse::<Rule>(), Ok(Rule::UricNoSlash));
    assert_eq!("ipv6reference".parse::<Rule>(), Ok(Rule::Ipv6Reference), "names compare case-insensitively");
    assert_eq!(Rule::Fragment.section(), "4.1");
    assert!("path-abempty".parse::<Rule>().is_err());
}

/// Every rule name that Appendix A defines is a `Rule`, where the RFC text is available.
#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn appendix_a_rules_are_all_here() {
    let Some(rfc) = shared::read("rfc/rfc2396.txt") else { return };
    let start = rfc.find("\nA. Collected BNF for URI\n").expect("the heading of Appendix A");
    let end = rfc.find("\nB. Parsing a URI Reference with a Regular Expression\n").expect("the heading of Appendix B");
    let appendix = &rfc[start..end];
    let mut names = 0;
    for line in appendix.lines() {
        let Some((name, _)) = line.trim_start().split_once(" =").or_else(|| line.trim_start().split_once("=")) else {
            continue;
        };
        let name = name.trim();
        if name.is_empty() || name.contains(' ') || line.starts_with("RFC") {
            continue;
        }
        assert!(name.parse::<Rule>().is_ok(), "Appendix A defines {name}");
        names += 1;
    }
    assert_eq!(names, 40, "Appendix A has 40 productions");
}

#[test]
fn rfc2732_changes_host_ipv4address_and_reserved() {
    let rfc2732 = Options::rfc2732(true);
    assert!(parse_rule_with(Rule::Host, "[::1]", rfc2732).is_ok());
    assert!(parse_rule(Rule::Host, "[::1]").is_err());
    assert!(parse_rule_with(Rule::Ipv4Address, "1234.1.1.1", rfc2732).is_err(), "RFC 2373: 1*3DIGIT");
    assert!(parse_rule_with(Rule::Ipv4Address, "999.1.1.1", rfc2732).is_ok(), "the value is not bounded");
    assert!(parse_rule_with(Rule::Reserved, "[", rfc2732).is_ok() && parse_rule(Rule::Reserved, "[").is_err());
    assert!(parse_rule_with(Rule::Query, "a[0]=1", rfc2732).is_ok());
    assert!(parse_rule_with(Rule::Authority, "u@[::1]:80", rfc2732).is_ok());
    // A host of four-digit groups is no IPv4address under RFC 2732, but the authority is still a reg_name.
    assert!(parse_rule_with(Rule::Authority, "1234.1.1.1", rfc2732).is_ok());
    assert!(parse_rule_with(Rule::Server, "1234.1.1.1", rfc2732).is_err());
}

#[test]
fn prefixes_are_the_longest_the_rule_derives() {
    assert_eq!(match_prefix(Rule::Hostname, "a.b.1"), Ok(4));
    assert_eq!(match_prefix(Rule::Hostname, "www.ietf.org:80"), Ok(12));
    assert_eq!(match_prefix(Rule::Ipv4Address, "1.2.3.4.5"), Ok(7));
    assert_eq!(match_prefix(Rule::Authority, "a@b@c/d"), Ok(5));
    assert_eq!(match_prefix(Rule::Server, "a@b@c/d"), Ok(3));
    assert_eq!(match_prefix(Rule::RelPath, "a/b:c?d"), Ok(5));
    assert_eq!(match_prefix(Rule::Hex4, "12345"), Ok(4));
    assert!(match_prefix(Rule::RelSegment, ":a").is_err());
}

#[test]
fn errors_carry_span_position_rule_expected_and_section() {
    let error = parse_rule(Rule::Escaped, "%4x").unwrap_err();
    assert_eq!((error.span(), error.line(), error.column()), (urigram::Span::new(2, 3), 1, 3));
    assert_eq!((error.rule(), error.section()), (Rule::Escaped, "2.4.1"));
    assert!(error.expected().has_rule(Rule::Hex));
    assert_eq!(error.to_string(), "expected two hex digits after \"%\" (RFC 2396 \u{a7}2.4.1, escaped)");
    let error = parse_rule(Rule::Hostname, "a.1b").unwrap_err();
    assert_eq!(error.span(), urigram::Span::new(2, 3));
    assert_eq!(error.rule(), Rule::Hostname);
}

/// The rules that only RFC 2732's amended grammar has say so, and no other rule does.
#[test]
fn the_rules_of_rfc2732_say_so() {
    let amended: Vec<_> = Rule::ALL.iter().filter(|rule| rule.amendment().is_some()).map(|rule| rule.name()).collect();
    assert_eq!(amended, ["IPv6reference", "IPv6address", "hexpart", "hexseq", "unwise", "hex4"]);
    assert!(Rule::ALL.iter().all(|rule| rule.amendment().is_none_or(|amendment| amendment == "RFC 2732")));
    assert_eq!(urigram::rfc1808::Rule::Unsafe.amendment(), Some("RFC 2068"));
    assert_eq!(urigram::rfc3986::Rule::Host.amendment(), None);
}
