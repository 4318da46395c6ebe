//! Every production of RFC 3986 Appendix A, with texts it accepts whole and texts it rejects.
//!
//! The tricky cases of ABNF versus ordered choice are here: IPv6address's nine forms, dec-octet's range without
//! leading zeros, IPv4address versus reg-name in host, path-noscheme versus scheme.

use urigram::Grammar;
use urigram::rfc3986::{Rule, parse_rule};

/// (rule, accepted, rejected)
const CASES: &[(Rule, &[&str], &[&str])] = &[
    (
        Rule::Uri,
        &[
            "a:b",
            "http:",
            "http://",
            "foo://example.com:8042/over/there?name=ferret#nose",
            "urn:a:b",
            "a:/",
            "a://@:/?#",
            "x-y+z.1:rest",
        ],
        &["", "//a", "/a", "1a:b", "a", ":a", "a:b c", "a:%g0", "http://a/#b#c"],
    ),
    (Rule::HierPart, &["", "//", "//a/b", "/", "/a//b", "a:b/c", "a", "//[::1]:80"], &["?", "//a b", "[", "//[::1"]),
    (
        Rule::UriReference,
        &["", "a:b", "./a:b", "a/b:c", "//", "http:", "http://", "?", "#", "?#", "../..", "/%41"],
        &["1a:b", ":", "a b", "http://a b", "%", "%zz", "#a#b", "[::1]"],
    ),
    (Rule::AbsoluteUri, &["a:b", "http:", "http://h/p?q", "a:?"], &["a:b#c", "//h", "", "a"]),
    (
        Rule::RelativeRef,
        &["", "g", "./g:h", "//g", "/g", "?y", "#s", "g?y#s", "g;x=1/../y", "//[v7.a]/"],
        &["g:h", ":", "http://a", "g h"],
    ),
    (Rule::RelativePart, &["", "//a", "/a", "a/b:c", "a@b"], &["a:b", "?", ":a"]),
    (Rule::Scheme, &["a", "http", "svn+ssh", "z39.50", "A-1"], &["", "1a", "+", "a_b", "a:"]),
    (
        Rule::Authority,
        &["", "a", "a:80", "u@a", "u:p@a:1", "@", ":", "[::1]:8", "1.2.3.4", "[v1.x]"],
        &["a@b@c", "a b", "[::1", "a:b:c", "a/b"],
    ),
    (Rule::Userinfo, &["", "user", "u:p", "a%20b", "!$&'()*+,;=", ":::"], &["a@b", "a/b", "%", "a b"]),
    (
        Rule::Host,
        &["", "example.com", "1.2.3.4", "256.1.1.1", "1.2.3", "[::1]", "[v1.x]", "a%2Fb", "1.2.3.4.5"],
        &["[::1", "a:b", "a@b", "[1.2.3.4]", "[]"],
    ),
    (Rule::Port, &["", "0", "80", "65536", "0000123456789"], &["a", "8a", "-1", " 80"]),
    (
        Rule::IpLiteral,
        &["[::]", "[::1]", "[1:2:3:4:5:6:7:8]", "[v1.x]", "[V9.a:b]", "[::ffff:1.2.3.4]"],
        &["[v1.]", "[v.x]", "[1.2.3.4]", "::1", "[::1", "[]", "[1:2:3:4:5:6:7:8:9]", "[::1%eth0]"],
    ),
    (Rule::IpvFuture, &["v1.x", "V1.x", "vFF.a:b!$", "v0.0"], &["v1.", "v.x", "v1x", "1.x", "vg.x", "v1.x/"]),
    (
        Rule::Ipv6Address,
        &[
            "::",
            "::1",
            "1::",
            "1::2",
            "1:2:3:4:5:6:7::",
            "::ffff:1.2.3.4",
            "1:2:3:4:5:6:1.2.3.4",
            "1:2:3:4:5:6:7:8",
            "::2:3:4:5:6:7:8",
            "1::3:4:5:6:7:8",
            "1:2:3:4:5::8",
            "1:2:3:4:5::1.2.3.4",
            "::1.2.3.4",
            "abcd:ef01::",
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
            "1:2::1.2.3.4",
            "0:0:0:0:0:0:0:0",
        ],
        &[
            "",
            ":",
            ":::",
            "1:2:3:4:5:6:7:8:9",
            "1:2:3:4:5:6:7",
            "1::2::3",
            "12345::",
            "1:2:3:4:5:6:7:1.2.3.4",
            "1:2:3:4:5:6:7:8::",
            "::1:2:3:4:5:6:7:8",
            "1::2:3:4:5:6:7:8",
            "::1.2.3",
            "::256.1.1.1",
            "1:2:3:4:5:1.2.3.4",
            "::1.2.3.4:5",
            "g::",
            "1:",
            ":1",
            "1::2:",
            "::01.2.3.4",
            "1:2:3:4:5:6:7::8",
        ],
    ),
    (Rule::H16, &["0", "ffff", "FFFF", "1a2B"], &["", "12345", "g", ":"]),
    (Rule::Ls32, &["1:2", "ffff:ffff", "1.2.3.4", "255.255.255.255"], &["1", "1:", "1.2.3", "1:2:3", "256.0.0.0"]),
    (
        Rule::Ipv4Address,
        &["0.0.0.0", "1.2.3.4", "255.255.255.255", "192.0.2.16", "9.99.199.249"],
        &["256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4.", "1.2.3.04", "1..2.3", "a.b.c.d"],
    ),
    (
        Rule::DecOctet,
        &["0", "9", "10", "99", "100", "199", "200", "249", "250", "255"],
        &["", "256", "01", "00", "300", "1000", "-1", "a"],
    ),
    (
        Rule::RegName,
        &["", "example.com", "a-b_c~d", "%41", "!$&'()*+,;=", "256.1.1.1"],
        &["a:b", "a@b", "a/b", "[a]", "%4", "a b"],
    ),
    (Rule::Path, &["", "/", "//", "/a", "a", "a:b", "a/b/", "//a//", "%20"], &["?", "a?b", "#", "a b"]),
    (Rule::PathAbempty, &["", "/", "//", "/a/b/", "/a:b@c"], &["a", "a/", "/a?"]),
    (Rule::PathAbsolute, &["/", "/a", "/a/", "/a//b", "/:"], &["", "//", "//a", "a"]),
    (Rule::PathNoscheme, &["a", "a/b:c", "a/", "@", ".", ".."], &["", "a:b", ":", "/a"]),
    (Rule::PathRootless, &["a", "a:b", ":", "a/", "a//"], &["", "/a"]),
    (Rule::PathEmpty, &[""], &["a", "/"]),
    (Rule::Segment, &["", "a", "a:b@c", "%20", "."], &["/", "a/b", "?"]),
    (Rule::SegmentNz, &["a", ":", "a:b"], &["", "a/b"]),
    (Rule::SegmentNzNc, &["a", "@", "a@b", "%3A"], &["", ":", "a:b"]),
    (Rule::Pchar, &["a", ":", "@", "%41", "!", "~"], &["", "/", "?", "#", "%", "ab", " "]),
    (Rule::Query, &["", "a=b&c=d", "/?", "??//", "%20"], &["#", "a#", " ", "[", "%"]),
    (Rule::Fragment, &["", "nose", "/?:@", "s/../x"], &["#", "a#b", " "]),
    (Rule::PctEncoded, &["%41", "%aF", "%00", "%FF"], &["%", "%4", "%g1", "41", "%411"]),
    (Rule::Unreserved, &["A", "z", "0", "-", ".", "_", "~"], &["", "!", "%", " ", "é", "AB"]),
    (
        Rule::Reserved,
        &[":", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="],
        &["", "a", "-", "%", "~"],
    ),
    (Rule::GenDelims, &[":", "/", "?", "#", "[", "]", "@"], &["", "!", "a", "::"]),
    (Rule::SubDelims, &["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="], &["", ":", "a", "~"]),
    // RFC 6874's rules, which only its update reaches from `IP-literal`; alone they are the same in both.
    (
        Rule::Ipv6Addrz,
        &["fe80::a%25en1", "::1%250", "1:2:3:4:5:6:7:8%25%5D", "::%25a-._~"],
        &["fe80::a", "fe80::a%en1", "fe80::a%25", "%25a", "[::1%25a]", "fe80::a%25a:b"],
    ),
    (Rule::ZoneId, &["en1", "0", "%25", "a-._~", "%5Db"], &["", "a:b", "%", "a]", "a%2"]),
];

#[test]
fn every_production_accepts_its_examples_and_rejects_the_others() {
    let mut failures = Vec::new();
    for &(rule, accepted, rejected) in CASES {
        for text in accepted {
            if let Err(error) = parse_rule(rule, text) {
                failures.push(format!("{} should accept {text:?}: {error}", rule.name()));
            }
        }
        for text in rejected {
            if parse_rule(rule, text).is_ok() {
                failures.push(format!("{} should reject {text:?}", rule.name()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_production_has_cases() {
    for rule in Rule::ALL {
        let cases = CASES.iter().find(|(r, ..)| r == rule);
        assert!(cases.is_some_and(|(_, yes, no)| !yes.is_empty() && !no.is_empty()), "{} has no cases", rule.name());
    }
}

#[test]
fn rule_names_round_trip() {
    for &rule in Rule::ALL {
        assert_eq!(rule.name().parse::<Rule>(), Ok(rule));
        assert_eq!(rule.name().to_uppercase().parse::<Rule>(), Ok(rule), "rule names are case-insensitive");
        assert!(!rule.section().is_empty() && !rule.meaning().is_empty());
    }
    assert!("no-such-rule".parse::<Rule>().is_err());
}

/// `dec-octet` reads its digits by their values rather than by trying its five alternatives: on every text of
/// up to four digits and dots, it must read what the alternatives read, the longest that matches.
#[test]
fn dec_octet_reads_the_longest_alternative_on_every_short_text() {
    let alphabet = b"0123456789.";
    let mut texts = vec![String::new()];
    for _ in 0..4 {
        let longer: Vec<String> =
            texts.iter().flat_map(|text| alphabet.iter().map(move |&b| format!("{text}{}", b as char))).collect();
        texts.extend(longer);
    }
    texts.sort();
    texts.dedup();
    for text in &texts {
        // The alternatives, longest first, as numbers: three digits 100-255, two digits 10-99, one digit.
        let digits = text.bytes().take_while(u8::is_ascii_digit).count();
        let value = |length: usize| text[..length].parse::<u16>().ok();
        let expected = if digits >= 3 && value(3).is_some_and(|v| (100..=255).contains(&v)) {
            Some(3)
        } else if digits >= 2 && value(2).is_some_and(|v| (10..=99).contains(&v)) {
            Some(2)
        } else if digits >= 1 {
            Some(1)
        } else {
            None
        };
        let read = urigram::rfc3986::match_prefix(Rule::DecOctet, text).ok();
        assert_eq!(read, expected, "{text:?}");
    }
}

/// An IPv6 address that stops after a `:` goes wrong at the byte after it, the farthest the grammar reaches:
/// `1:2:` may still go on with another group, or with a second `:`.
#[test]
fn an_unfinished_ipv6_address_is_wrong_after_its_last_colon() {
    for (text, start) in [("http://[1:2:3:4:5:6:", 20), ("http://[1:2:]", 12), ("http://[1:2:3:4:5:6:7:]", 22)] {
        let error = urigram::rfc3986::parse_uri_reference(text).unwrap_err();
        assert_eq!((error.span().start, error.rule()), (start, Rule::Ipv6Address), "{text}");
    }
    // Without a `:` after the last group, the address is wrong where it stops.
    let error = urigram::rfc3986::parse_uri_reference("http://[1:2]").unwrap_err();
    assert_eq!(error.span().start, 11);
    // A whole address with `::` may still take `:` and a group, unless it has all the groups it can.
    for (text, start, rule) in [
        ("http://[::1:]", 12, Rule::Ipv6Address),
        ("http://[::1::]", 12, Rule::Ipv6Address),
        ("http://[::1:g]", 12, Rule::Ipv6Address),
        ("http://[1::2:3:4:5:6:7:]", 22, Rule::IpLiteral),
    ] {
        let error = urigram::rfc3986::parse_uri_reference(text).unwrap_err();
        assert_eq!((error.span().start, error.rule()), (start, rule), "{text}");
    }
}
