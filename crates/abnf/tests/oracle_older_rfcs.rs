//! The oracle's answers for RFC 2396, RFC 2732 (over 2396), RFC 1808 and
//! RFC 2068 (over 1808).

mod support;

use support::{check, read, rfc1808_with_2068, rfc2396_with_2732};

#[test]
fn rfc2396_hostname() {
    let grammar = read("rfc2396.abnf");
    check(
        &grammar,
        "hostname",
        &["a.b.c", "a.b.c.", "1a.b", "a", "a-b.c-d", "xn--d.com", "A.B"],
        &["a.1b", "a.1", "", ".", "a..b", "-a.b", "a-.b", "a.b-", "a_b.c", "1"],
    );
}

#[test]
fn rfc2396_absolute_uri_and_references() {
    let grammar = read("rfc2396.abnf");
    check(
        &grammar,
        "absoluteURI",
        &["http://a/b", "http:/", "mailto:a@b", "urn:x:y", "http://host:80/p;q/r?s", "ftp://user@host/"],
        &["http:", "http:#f", "1a:b", "http://a/b#f", "http:/a b"],
    );
    check(
        &grammar,
        "URI-reference",
        &["", "#f", "http:/", "a", "../a", "//host", "http://a/b#f", "a?q"],
        // RFC 2396's relativeURI needs a path before "?": a bare query is
        // not a reference (RFC 3986 allows it).
        &["http:", "##", "http://[::1]/", "?q"],
    );
    check(&grammar, "IPv4address", &["1.2.3.4", "999.0.0.1234"], &["1.2.3", "1.2.3.4.5"]);
    // An authority that is not a server can still be a reg_name.
    check(&grammar, "server", &["1.2.3.4"], &["1.2.3.4.5", "a_b"]);
    check(&grammar, "reg_name", &["1.2.3.4.5", "a_b"], &[""]);
    check(&grammar, "hex", &["a", "F", "9"], &["g", ""]);
    check(&grammar, "lowalpha", &["q"], &["Q"]);
    check(&grammar, "upalpha", &["Q"], &["q"]);
}

#[test]
fn rfc2732_adds_ipv6_references_to_rfc2396() {
    let grammar = rfc2396_with_2732();
    check(
        &grammar,
        "absoluteURI",
        &[
            "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
            "http://[1080:0:0:0:8:800:200C:417A]/index.html",
            "http://[3ffe:2a00:100:7031::1]",
            "http://[1080::8:800:200C:417A]/foo",
            "http://[::FFFF:129.144.52.38]:80/index.html",
            "http://[2010:836B:4179::836B:4179]",
            "http://1.2.3.4/",
        ],
        // RFC 2732 §2 gives http://[::192.9.5.5]/ipng as an example, but
        // RFC 2373's grammar does not derive "::192.9.5.5" (see the note in
        // rfc2732.abnf).
        &["http://[::192.9.5.5]/ipng", "http://[::1/"],
    );
    check(
        &grammar,
        "IPv6address",
        &["::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8::"],
        &["::13.1.68.3", ":::", "1::2::3", "12345::"],
    );
    check(&grammar, "reserved", &["[", "]", ";"], &["{"]);
    check(&grammar, "unwise", &["{", "`"], &["[", "]"]);
    // The overlay names the rule "ipv6reference"; host refers to it as
    // "IPv6reference".
    assert!(grammar.rule("IPV6REFERENCE").is_some());
    // Without the overlay there are no IPv6 literals.
    check(&read("rfc2396.abnf"), "host", &["a.b"], &["[::1]"]);
}

#[test]
fn rfc2732_overlay_alone_is_usable_for_its_self_contained_rules() {
    let overlay = read("rfc2732.abnf");
    check(&overlay, "IPv6address", &["::ffff:1.2.3.4"], &["::1.2.3.4"]);
    assert!(overlay.oracle("host").is_err(), "hostname is defined by RFC 2396 only");
}

#[test]
fn rfc1808_url() {
    let grammar = read("rfc1808.abnf");
    check(
        &grammar,
        "URL",
        &["", "http://a/b/c/d;p?q#f", "g;x=1/y", "../../g", "#s", "mailto:a@b", "http:", "//g", ";x", "?y"],
        &["a b", "http://a/%zz", "#a#b", "a{b"],
    );
    check(&grammar, "scheme", &["1a", "x-y.z+"], &["", "a_b"]);
    check(&grammar, "national", &["{", "~", "`"], &["a", "\x7f"]);
    check(&grammar, "punctuation", &["\"", "<", "%"], &["'"]);
}

#[test]
fn rfc2068_changes_reserved_safe_and_national() {
    let grammar = rfc1808_with_2068();
    check(&grammar, "URI", &["http://a/b+c", "*", "/a{b}", "http://h/\u{e9}", "rel+path", ""], &["a b", "a\"b", "a<b"]);
    // RFC 1808's scheme may start with a digit.
    check(&grammar, "absoluteURI", &["http:", "http://a/b?c", "a:{", "1:"], &[":", "a"]);
    check(&grammar, "reserved", &["+"], &["$"]);
    check(&grammar, "safe", &["$", "_"], &["+"]);
    check(&grammar, "escape", &["%aF"], &["%g0"]);
}

#[test]
fn rfc2068_national_is_every_octet_outside_the_other_classes() {
    // RFC 2068 §3.2.1: national = <any OCTET excluding ALPHA, DIGIT,
    // reserved, extra, safe, and unsafe>. rfc2068.abnf writes it as ranges;
    // check them against the prose using the grammar's own classes.
    let grammar = rfc1808_with_2068();
    let national = grammar.oracle("national").unwrap();
    let excluded: Vec<_> = ["ALPHA", "DIGIT", "reserved", "extra", "safe", "unsafe"]
        .iter()
        .map(|rule| grammar.oracle(rule).unwrap())
        .collect();
    for octet in 0..=255u8 {
        let in_other_class = excluded.iter().any(|oracle| oracle.matches(&[octet]).unwrap());
        assert_eq!(national.matches(&[octet]).unwrap(), !in_other_class, "octet {octet:#04x}");
    }
}

#[test]
fn rfc1808_generic_rl_is_covered_by_its_other_alternative() {
    // The note on absoluteURI in rfc2068.abnf relies on this.
    use urigram_abnf::SplitMix64;
    let grammar = read("rfc1808.abnf");
    let generic = grammar.generator("generic-RL").unwrap();
    let plain = urigram_abnf::Grammar::parse("plain = scheme \":\" *( uchar / reserved )\n").unwrap();
    let mut combined = grammar.clone();
    combined.amend(&plain);
    let oracle = combined.oracle("plain").unwrap();
    for seed in 0..300 {
        let text = generic.generate(&mut SplitMix64::new(seed), 30);
        assert!(oracle.matches(&text).unwrap(), "{:?}", String::from_utf8_lossy(&text));
    }
}

#[test]
fn long_rfc2396_inputs_stay_bounded() {
    // Hostname labels and path segments are ambiguous in length; the
    // memoized position sets keep these near-linear.
    let grammar = rfc2396_with_2732();
    let oracle = grammar.oracle("URI-reference").unwrap();
    let mut host = b"http://".to_vec();
    while host.len() < 2000 {
        host.extend_from_slice(b"a-b.c1.");
    }
    host.extend_from_slice(b"com:80/p;q?r#s");
    assert!(oracle.matches(&host).unwrap());
    let mut label = b"ftp://".to_vec();
    label.extend(std::iter::repeat_n(b'x', 2000));
    label.extend_from_slice(b"-/");
    // "x...x-" is not a hostname (it ends in "-") but is a reg_name.
    assert!(oracle.matches(&label).unwrap());
    let rfc1808 = read("rfc1808.abnf");
    let url = rfc1808.oracle("URL").unwrap();
    let mut path = b"http://h".to_vec();
    while path.len() < 2000 {
        path.extend_from_slice(b"/a;b=c");
    }
    assert!(url.matches(&path).unwrap());
}

#[test]
fn rfc6874_adds_zone_identifiers_to_rfc3986() {
    let grammar = support::rfc3986_with_6874();
    check(
        &grammar,
        "URI",
        // RFC 6874 §2: "http://[fe80::a%25en1]"; §3: "fe80::a%25ee1".
        &["http://[fe80::a%25en1]", "http://[fe80::a%25ee1]/", "http://[::1]", "http://[v1.x]"],
        &["http://[fe80::a%en1]", "http://[fe80::a%ee1]", "http://[fe80::a%25]", "http://[v1.x%25a]"],
    );
    check(&grammar, "ZoneID", &["en1", "0", "%5D", "a-._~"], &["", "a:b", "%", "a]"]);
    check(&grammar, "IPv6addrz", &["fe80::a%25en1", "::%250"], &["fe80::a", "fe80::a%en1", "fe80::a%25"]);
    // Without the overlay, RFC 3986 has no zone.
    check(&read("rfc3986.abnf"), "URI", &["http://[fe80::a]"], &["http://[fe80::a%25en1]"]);
}

/// RFC 3987 §2.2 over code points: its examples in XML notation (`&#xE9;` is "é"), written as the characters
/// they stand for.
#[test]
fn rfc3987_iris_and_their_character_classes() {
    let grammar = read("rfc3987.abnf");
    check(
        &grammar,
        "IRI",
        &[
            // §3.1: "http://r&#xE9;sum&#xE9;.example.org"; §3.2: "http://example.com/&#x10300;&#x10301;&#x10302".
            "http://r\u{e9}sum\u{e9}.example.org",
            "http://example.com/\u{10300}\u{10301}\u{10302}",
            // §3.2.1: "http://www.example.org/D&#xFC;rst"; §4.1 is about "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE".
            "http://www.example.org/D\u{fc}rst",
            "http://\u{7d0d}\u{8c46}.example.org/%E2%80%AE",
            "http://www.example.org/red%09ros\u{e9}#red",
            // iprivate only in iquery.
            "http://a/?\u{e000}",
        ],
        &["http://a/\u{e000}", "http://a/#\u{e000}", "http://\u{e000}/", "http://a/\u{fffd}", "http://a/\u{9f}"],
    );
    check(&grammar, "ucschar", &["\u{a0}", "\u{d7ff}", "\u{e1000}", "\u{efffd}"], &["\u{e000}", "\u{fdd0}", "a"]);
    check(&grammar, "iprivate", &["\u{e000}", "\u{f8ff}", "\u{10fffd}"], &["\u{a0}", "\u{10ffff}"]);
    // Every URI is an IRI.
    check(&grammar, "IRI-reference", &["http://a/b?c#d", "../g", "", "//[::1]/"], &["%zz", "a b"]);
    // "This syntax does not support IPv6 scoped addressing zone identifiers" (§2.2); RFC 6874's rule does.
    check(&grammar, "IRI", &[], &["http://[fe80::a%25en1]/"]);
    check(
        &support::rfc3987_with_6874(),
        "IRI",
        &["http://[fe80::a%25en1]/r\u{e9}sum\u{e9}"],
        &["http://[fe80::a%en1]/"],
    );
}
