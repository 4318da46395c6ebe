//! RFC 3987 (IRIs): every example the RFC prints, checked against its text; the classes of §2.2 at their
//! edges; errors that name code points and count columns in characters and UTF-16; §4.1's option; the
//! mappings of §3.1 and §3.2, comparison (§5.3) and resolution (§6.5).
//!
//! RFC 3987 writes most of its IRIs in XML notation (`r&#xE9;sum&#xE9;`); here they are written as the
//! characters the notation stands for, with the notation quoted beside them.

use urigram::normalize::Normalization;
use urigram::rfc3987::{self, Options, Rule};
use urigram::{Grammar, Span};

fn valid(text: &str) -> bool {
    rfc3987::parse_iri_reference(text).is_ok()
}

/// §2.2 "Terminals in the ABNF are characters, not bytes": every component takes ucschar.
#[test]
fn every_component_takes_ucschar() {
    let iri = rfc3987::parse_iri_reference("http://ü:ß@bücher.example:8080/straße/ä?ö=ü#süß").unwrap();
    let authority = iri.authority().unwrap();
    assert_eq!(authority.userinfo().unwrap().as_str(), "ü:ß");
    assert_eq!(authority.host().as_str(), "bücher.example");
    assert_eq!(authority.port().unwrap().as_str(), "8080");
    assert_eq!(iri.path().as_str(), "/straße/ä");
    assert_eq!(iri.query().unwrap().as_str(), "ö=ü");
    assert_eq!(iri.fragment().unwrap().as_str(), "süß");
    assert_eq!(iri.fragment().unwrap().span(), Span::new(51, 56));
    // A relative reference whose first segment is not ASCII, and a rootless path after a scheme.
    assert!(rfc3987::parse_iri_reference("日本語/テスト").unwrap().is_relative());
    assert_eq!(rfc3987::parse_iri("urn:例:é").unwrap().path().as_str(), "例:é");
    // None of these is a URI.
    for text in ["http://bücher.example/", "日本語", "urn:例"] {
        assert!(urigram::rfc3986::parse_uri_reference(text).is_err(), "{text}");
    }
}

/// §2.2's ranges, at both ends of each, through the whole grammar.
#[test]
fn ucschar_and_iprivate_at_their_edges() {
    let ucs = [
        (0xA0, 0xD7FF),
        (0xF900, 0xFDCF),
        (0xFDF0, 0xFFEF),
        (0x10000, 0x1FFFD),
        (0x20000, 0x2FFFD),
        (0x30000, 0x3FFFD),
        (0x40000, 0x4FFFD),
        (0x50000, 0x5FFFD),
        (0x60000, 0x6FFFD),
        (0x70000, 0x7FFFD),
        (0x80000, 0x8FFFD),
        (0x90000, 0x9FFFD),
        (0xA0000, 0xAFFFD),
        (0xB0000, 0xBFFFD),
        (0xC0000, 0xCFFFD),
        (0xD0000, 0xDFFFD),
        (0xE1000, 0xEFFFD),
    ];
    for (low, high) in ucs {
        for code in [low, high] {
            let c = char::from_u32(code).unwrap();
            assert!(valid(&format!("http://a/{c}?{c}#{c}")), "U+{code:04X}");
            // Just outside: below the first, between the ranges, after each plane's last.
            for outside in [low - 1, high + 1] {
                let Some(o) = char::from_u32(outside) else { continue };
                if rfc3987::is_ucschar(o) {
                    continue;
                }
                assert!(!valid(&format!("http://a/{o}")), "U+{outside:04X} in a path");
            }
        }
    }
    // iprivate is allowed in the query alone.
    for code in [0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x10_0000, 0x10_FFFD] {
        let c = char::from_u32(code).unwrap();
        assert!(valid(&format!("http://a/b?{c}")), "U+{code:04X} in a query");
        for outside_query in [format!("http://a/{c}"), format!("http://a/b#{c}"), format!("http://{c}/")] {
            assert!(!valid(&outside_query), "U+{code:04X}: {outside_query}");
        }
    }
    for rule in [Rule::Ucschar, Rule::Iprivate, Rule::Iunreserved] {
        assert!(rfc3987::parse_rule(rule, "").is_err());
        assert!(rfc3987::parse_rule(rule, "ab").is_err());
    }
    assert!(rfc3987::parse_rule(Rule::Iunreserved, "~").is_ok());
    assert!(rfc3987::parse_rule(Rule::Iunreserved, "ü").is_ok());
    assert!(rfc3987::parse_rule(Rule::Iunreserved, "\u{E000}").is_err());
    // The rules that are "the same as those in [RFC3986]" stay ASCII.
    assert!(rfc3987::parse_rule(Rule::Scheme, "hé").is_err());
    assert!(rfc3987::parse_rule(Rule::Unreserved, "é").is_err());
    assert!(rfc3987::parse_rule(Rule::IpvFuture, "v1.é").is_err());
    assert!(!valid("http://[v1.é]/"));
    assert!(!valid("http://a:8é/"));
}

/// An IPv4 address wins only when no ireg-name character follows it, as in RFC 3986.
#[test]
fn an_address_followed_by_a_ucschar_is_a_registered_name() {
    let iri = rfc3987::parse_iri_reference("http://1.2.3.4é/").unwrap();
    assert!(matches!(iri.authority().unwrap().host(), urigram::rfc3986::ast::Host::RegName(_)));
    let iri = rfc3987::parse_iri_reference("http://1.2.3.4/").unwrap();
    assert!(matches!(iri.authority().unwrap().host(), urigram::rfc3986::ast::Host::Ipv4(_)));
}

/// Errors point at whole characters, count columns in characters and UTF-16, and name the code point.
#[test]
fn errors_name_the_code_point() {
    let error = rfc3987::parse_iri_reference("http://例え.jp/\u{FFFD}").unwrap_err();
    assert_eq!(error.span(), Span::new(17, 20));
    assert_eq!((error.column(), error.column_utf16()), (14, 14));
    assert_eq!(error.rfc(), urigram::Rfc::Rfc3987);
    assert_eq!(error.rule(), Rule::IpathAbempty);
    assert_eq!(
        error.to_string(),
        "U+FFFD REPLACEMENT CHARACTER is not a ucschar, so no part of an IRI may hold it (RFC 3987 \u{a7}2.2); \
         percent-encode its UTF-8 bytes as %EF%BF%BD (RFC 3987 \u{a7}2.2, ipath-abempty)"
    );
    // Outside the BMP, a character counts two UTF-16 units.
    let error = rfc3987::parse_iri_reference("http://a/\u{10300}\u{1FFFE}").unwrap_err();
    assert_eq!((error.span(), error.column(), error.column_utf16()), (Span::new(13, 17), 11, 12));
    assert!(error.message().starts_with("U+1FFFE (a noncharacter) is not a ucschar"), "{}", error.message());
    let error = rfc3987::parse_iri_reference("http://a/\u{85}").unwrap_err();
    assert!(error.message().starts_with("U+0085 (a C1 control character) is not a ucschar"), "{}", error.message());
    let error = rfc3987::parse_iri_reference("http://a/\u{E000}").unwrap_err();
    assert_eq!(
        error.message(),
        "U+E000 is a private-use character (iprivate), which an IRI may hold only in its query (RFC 3987 \u{a7}2.2); \
         percent-encode its UTF-8 bytes as %EE%80%80"
    );
    let error = rfc3987::parse_iri_reference("http://a/\u{E0001}").unwrap_err();
    assert!(error.message().starts_with("U+E0001 LANGUAGE TAG is not a ucschar"), "{}", error.message());
    let error = rfc3987::parse_iri_reference("http://a/\u{E0100}").unwrap_err();
    assert!(error.message().starts_with("U+E0100 VARIATION SELECTOR-17 is not"), "{}", error.message());
    // ASCII that no URI allows is no more allowed in an IRI, and its rule is named as RFC 3987 names it.
    let error = rfc3987::parse_iri_reference("http://例/a b").unwrap_err();
    assert_eq!(error.span(), Span::new(12, 13));
    assert_eq!(
        error.to_string(),
        "\" \" (space) is not allowed anywhere in an IRI (RFC 3986 \u{a7}2); percent-encode it as %20 \
         (RFC 3987 \u{a7}2.2, ipath-abempty)"
    );
    let error = rfc3987::parse_iri_reference("http://例/%zz").unwrap_err();
    assert_eq!((error.rule(), error.span()), (Rule::PctEncoded, Span::new(12, 13)));
    // A ucschar where the grammar allows none (a port) is told as such.
    let error = rfc3987::parse_iri_reference("http://a:8é/").unwrap_err();
    assert_eq!(error.span(), Span::new(10, 12));
    assert!(error.message().contains("\"é\" (U+00E9)"), "{}", error.message());
    // A ":" then what no port holds: the authority may still be user information, which in an IRI takes
    // ucschar too, so the other reading goes on past "é" to where an "@" would have to stand.
    let error = rfc3987::parse_iri_reference("http://a:bé/").unwrap_err();
    assert_eq!((error.span().start, error.farthest()), (9, Some(12)));
    // After a registered name, what may continue it is iunreserved.
    let error = rfc3987::parse_iri_reference("http://a\u{E000}/").unwrap_err();
    assert!(error.expected().has_rule(Rule::Iunreserved), "{:?}", error.expected());
}

/// §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
/// PDF)", enforced by default; the language of §2.2 alone holds them, as the rule functions read it.
#[test]
fn bidi_formatting_characters_are_refused_by_default() {
    for (c, name) in rfc3987::BIDI_FORMATTING {
        let text = format!("http://a/b{c}c");
        let error = rfc3987::parse_iri_reference(&text).unwrap_err();
        assert_eq!(error.span(), Span::new(10, 13), "{name}");
        assert_eq!(error.section(), "4.1");
        assert!(error.message().contains(name), "{}", error.message());
        assert!(error.to_string().ends_with("(RFC 3987 \u{a7}4.1, ucschar)"), "{error}");
        let pure = Options::default().forbid_bidi_formatting(false);
        assert!(rfc3987::parse_iri_reference_with(&text, pure).is_ok(), "{name}");
        assert!(rfc3987::parse_rule(Rule::Ucschar, &c.to_string()).is_err());
        assert!(rfc3987::match_prefix(Rule::Ucschar, &c.to_string()).is_ok());
    }
    // The first problem of the text is the one reported.
    let error = rfc3987::parse_iri_reference("http://a/%zz\u{200E}").unwrap_err();
    assert_eq!(error.rule(), Rule::PctEncoded);
    let error = rfc3987::parse_iri_reference("http://a/\u{200E}%zz").unwrap_err();
    assert_eq!(error.section(), "4.1");
    // Other formatting characters are no business of §4.1.
    assert!(valid("http://a/\u{2066}"));
}

/// §3.1 Step 2, with the RFC's examples.
#[test]
fn mapping_to_uris_follows_section_3_1() {
    // "http://r&#xE9;sum&#xE9;.example.org" → "http://r%C3%A9sum%C3%A9.example.org"
    assert_eq!(
        rfc3987::iri_to_uri("http://r\u{E9}sum\u{E9}.example.org").unwrap(),
        "http://r%C3%A9sum%C3%A9.example.org"
    );
    // "http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.example.org"
    assert_eq!(
        rfc3987::iri_to_uri("http://validator.w3.org/check?uri=http%3A%2F%2Fr\u{E9}sum\u{E9}.example.org").unwrap(),
        "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"
    );
    // "http://www.example.org/red%09ros&#xE9;#red": existing escapes are not encoded further.
    assert_eq!(
        rfc3987::iri_to_uri("http://www.example.org/red%09ros\u{E9}#red").unwrap(),
        "http://www.example.org/red%09ros%C3%A9#red"
    );
    // "http://example.com/&#x10300;&#x10301;&#x10302": non-BMP characters.
    assert_eq!(
        rfc3987::iri_to_uri("http://example.com/\u{10300}\u{10301}\u{10302}").unwrap(),
        "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
    );
    // iprivate is mapped too, and the mapping is an identity on URIs, and idempotent.
    assert_eq!(rfc3987::iri_to_uri("http://a/?\u{E000}").unwrap(), "http://a/?%EE%80%80");
    for uri in ["http://www.example.org/D%C3%BCrst", "foo://u@[::1]:8/p?q#f", ""] {
        assert_eq!(rfc3987::iri_to_uri(uri).unwrap(), uri);
    }
    let once = rfc3987::iri_to_uri("http://例え.jp/δ?ε#ζ").unwrap();
    assert_eq!(rfc3987::iri_to_uri(&once).unwrap(), once);
    assert!(urigram::rfc3986::parse_uri_reference(&once).is_ok());
    // Only IRIs are mapped.
    assert!(rfc3987::iri_to_uri("http://a/b c").is_err());
    assert!(rfc3987::iri_to_uri("http://a/\u{202E}").is_err());
}

/// §3.2.1's three examples, step by step as the RFC shows them, and the text's `r%E9sum%E9` example.
#[test]
fn conversion_to_iris_follows_section_3_2() {
    // 5. http://www.example.org/D&#xFC;rst
    assert_eq!(rfc3987::uri_to_iri("http://www.example.org/D%C3%BCrst").unwrap(), "http://www.example.org/D\u{FC}rst");
    // <fc> is not part of a strictly legal UTF-8 sequence: re-percent-encoded in step 3.
    assert_eq!(rfc3987::uri_to_iri("http://www.example.org/D%FCrst").unwrap(), "http://www.example.org/D%FCrst");
    // U+202E RIGHT-TO-LEFT OVERRIDE is forbidden by §4.1: re-encoded in step 4, uppercase.
    assert_eq!(
        rfc3987::uri_to_iri("http://xn--99zt52a.example.org/%e2%80%ae").unwrap(),
        "http://xn--99zt52a.example.org/%E2%80%AE"
    );
    // "It must not be converted to an IRI containing these e-acute characters."
    assert_eq!(
        rfc3987::uri_to_iri("http://www.example.org/r%E9sum%E9.html").unwrap(),
        "http://www.example.org/r%E9sum%E9.html"
    );
    // Step 2 keeps "%", reserved characters and ASCII characters not allowed in URIs encoded; unreserved
    // ones are decoded.
    assert_eq!(rfc3987::uri_to_iri("http://a/%25%2F%3F%20%7E%41").unwrap(), "http://a/%25%2F%3F%20~A");
    // iprivate only in the query; a character outside ucschar nowhere.
    assert_eq!(rfc3987::uri_to_iri("http://a/%EE%80%80?%EE%80%80").unwrap(), "http://a/%EE%80%80?\u{E000}");
    assert_eq!(rfc3987::uri_to_iri("http://a/%EF%BF%BD").unwrap(), "http://a/%EF%BF%BD");
    // A truncated sequence, then a whole one.
    assert_eq!(rfc3987::uri_to_iri("http://a/%C3%C3%BC").unwrap(), "http://a/%C3\u{FC}");
    // What comes out maps back to what went in (up to the case of escapes and decoded unreserved ones).
    for uri in ["http://www.example.org/D%C3%BCrst", "http://a/%E6%97%A5%E6%9C%AC?%EE%80%80#%F0%90%8C%80"] {
        let iri = rfc3987::uri_to_iri(uri).unwrap();
        assert!(valid(&iri), "{iri}");
        assert_eq!(rfc3987::iri_to_uri(&iri).unwrap(), uri);
    }
    assert!(rfc3987::uri_to_iri("http://a/é").is_err(), "the input must be a URI");
}

/// §5.3: comparison after syntax-based normalization, by way of URIs (§5.3.2.3).
#[test]
fn comparison_follows_section_5_3() {
    let n = Normalization::default();
    // §5.3.2: "example://a/b/c/%7Bfoo%7D/ros&#xE9;" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9".
    assert!(
        rfc3987::equivalent("example://a/b/c/%7Bfoo%7D/ros\u{E9}", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", n)
            .unwrap()
    );
    // §5.3.2.1: "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/".
    assert!(rfc3987::equivalent("HTTP://www.EXAMPLE.com/", "http://www.example.com/", n).unwrap());
    // §5.3.2.3: "http://example.org/~user", "http://example.org/%7euser" and "http://example.org/%7Euser".
    assert!(rfc3987::equivalent("http://example.org/~user", "http://example.org/%7euser", n).unwrap());
    assert!(rfc3987::equivalent("http://example.org/%7Euser", "http://example.org/%7euser", n).unwrap());
    // §5.3.2.2: "Equivalence of IRIs MUST rely on the assumption that IRIs are appropriately
    // pre-character-normalized rather than apply character normalization": "r&#xE9;sum&#xE9;" (NFC) and
    // "re&#x301;sume&#x301;" (not NFC) are not equivalent.
    assert!(
        !rfc3987::equivalent(
            "http://www.example.org/r\u{E9}sum\u{E9}.html",
            "http://www.example.org/re\u{301}sume\u{301}.html",
            n
        )
        .unwrap()
    );
    assert!(rfc3987::equivalent("http://a/\u{E9}", "http://a/\u{E9}", n).unwrap());
    assert!(rfc3987::equivalent("http://a/b\u{FFFD}", "http://a/b", n).is_err());
    // The normal form keeps the IRI's characters.
    assert_eq!(rfc3987::normalize("HTTP://例え.JP/a/../%7e/é", n).unwrap(), "http://例え.jp/~/é");
}

/// §5.3.3's scheme-based examples and §6.4's URIs and IRIs of documents.
#[test]
fn sections_5_3_3_and_6_4() {
    // §5.3.3: "the following four IRIs are equivalent", and "the second IRI above is the normal form".
    let scheme_based = Normalization::SCHEME_BASED;
    let four = ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"];
    for iri in four {
        assert_eq!(rfc3987::normalize(iri, scheme_based).unwrap(), "http://example.com/", "{iri}");
        assert!(rfc3987::equivalent(iri, four[0], scheme_based).unwrap(), "{iri}");
    }
    // "the IRI "http://example.com/?" cannot be assumed to be equivalent to any of the examples above".
    assert!(!rfc3987::equivalent("http://example.com/?", four[1], scheme_based).unwrap());
    // §6.4: "http://www.example.org/r%C3%A9sum%C3%A9.html" and the IRI "http://www.example.org/r&#xE9;sum&#xE9;.html".
    assert_eq!(
        rfc3987::uri_to_iri("http://www.example.org/r%C3%A9sum%C3%A9.html").unwrap(),
        "http://www.example.org/r\u{E9}sum\u{E9}.html"
    );
    assert_eq!(
        rfc3987::iri_to_uri("http://www.example.org/r\u{E9}sum\u{E9}.html").unwrap(),
        "http://www.example.org/r%C3%A9sum%C3%A9.html"
    );
    // §6.4: "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9" corresponds to
    // "http://www.example.org/r%E9sum%E9.xml#r&#xE9;sum&#xE9;": the path's iso-8859-1 octets stay encoded.
    assert_eq!(
        rfc3987::uri_to_iri("http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9").unwrap(),
        "http://www.example.org/r%E9sum%E9.xml#r\u{E9}sum\u{E9}"
    );
}

/// §6.5: RFC 3986's resolution, "treating the characters additionally allowed in IRI references in the same
/// way that unreserved characters are in URI references".
#[test]
fn resolution_follows_section_6_5() {
    let options = Default::default();
    // RFC 3986 §5.4's examples with every ASCII name made non-ASCII.
    let base = "http://á/ḃ/ć/ḋ;p?q";
    for (reference, target) in [
        ("g:h", "g:h"),
        ("ğ", "http://á/ḃ/ć/ğ"),
        ("./ğ", "http://á/ḃ/ć/ğ"),
        ("ğ/", "http://á/ḃ/ć/ğ/"),
        ("/ğ", "http://á/ğ"),
        ("//ğ", "http://ğ"),
        ("?ý", "http://á/ḃ/ć/ḋ;p?ý"),
        ("#ś", "http://á/ḃ/ć/ḋ;p?q#ś"),
        ("..", "http://á/ḃ/"),
        ("../ğ", "http://á/ḃ/ğ"),
        ("../../../ğ", "http://á/ğ"),
        ("", "http://á/ḃ/ć/ḋ;p?q"),
    ] {
        assert_eq!(rfc3987::resolve(base, reference, options).unwrap(), target, "{reference}");
    }
    let error = rfc3987::resolve("http://á/", "\u{FFFD}", options).unwrap_err();
    assert!(matches!(error, urigram::resolve::ResolveError::Reference(_)), "{error}");
    let error = rfc3987::resolve("ḃ/ć", "g", options).unwrap_err();
    assert!(error.to_string().ends_with("(RFC 3987 \u{a7}6.5)"), "{error}");
    let zones = Options::default().rfc6874(true);
    assert_eq!(
        rfc3987::resolve_with("http://[fe80::a%25en1]/ä/ö", "ü", options, zones).unwrap(),
        "http://[fe80::a%25en1]/ä/ü"
    );
}

/// The everyday work of RFC 3986's trees works on IRIs: owned forms, a resolver over a fixed base, and
/// relativization, which gives the shortest reference that resolves back.
#[test]
fn iris_are_resolved_and_relativized_through_rfc_3986_trees() {
    use urigram::resolve::rfc3986::{Resolver, relativize};
    let base = rfc3987::parse_absolute_iri("http://例え.jp/ä/ö/ü?q").unwrap();
    let resolver = Resolver::with_base(base.into_owned());
    let reference = rfc3987::parse_iri_reference("../ß#ende").unwrap();
    let target = resolver.resolve(reference);
    assert_eq!(target.as_str(), "http://例え.jp/ä/ß#ende");
    assert_eq!(target.get().fragment().unwrap().as_str(), "ende");
    for (target, expected) in [
        ("http://例え.jp/ä/ö/δ", "δ"),
        ("http://例え.jp/ä/ε/", "../ε/"),
        ("http://例え.jp/ä/ö/ü?r", "?r"),
        ("http://ドメイン.jp/x", "//ドメイン.jp/x"),
    ] {
        let target_tree = rfc3987::parse_iri(target).unwrap();
        let relative = relativize(&base, &target_tree).expect("same scheme");
        assert_eq!(relative.as_str(), expected, "{target}");
        assert_eq!(rfc3987::resolve(base.as_str(), relative.as_str(), Default::default()).unwrap(), target);
    }
    assert!(relativize(&base, &rfc3987::parse_iri("ftp://例え.jp/").unwrap()).is_none());
}

/// §4.4's bidi examples, in the RFC's Bidi Notation (upper case stands for right-to-left letters): each is
/// printed in its logical order and is an IRI, even "Example 8 (not allowed)" and "Example 9 (not allowed)",
/// which §4.2's "SHOULD"s advise against but the syntax allows.
#[test]
fn the_bidi_examples_of_section_4_4_are_iris() {
    for logical in [
        "http://ab.CDEFGH.ij/kl/mn/op.html",
        "http://ab.CDE.FGH/ij/kl/mn/op.html",
        "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV",
        "http://AB.CD.ef/gh/IJ/KL.html",
        "http://ab.cd.EF/GH/ij/kl.html",
        "http://ab.CD.EF/GH/IJ/kl.html",
        "http://ab.CDE123FGH.ij/kl/mn/op.html",
        "http://ab.cd.ef/GH1/2IJ/KL.html",
        "http://ab.cd.ef/GH%31/%32IJ/KL.html",
        "http://ab.CDEFGH.123/kl/mn/op.html",
    ] {
        assert!(valid(logical), "{logical}");
    }
}

/// Every example above that the RFC prints as it is (not in XML or Bidi notation) is in the RFC's text.
#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn the_examples_are_printed_in_the_rfc() {
    let shared = std::env::var("URIGRAM_SHARED")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    let path = shared.join("rfc/rfc3987.txt");
    let Ok(rfc) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent (set URIGRAM_SHARED to the folder holding rfc/)", path.display());
        return;
    };
    for printed in [
        "http://r%C3%A9sum%C3%A9.example.org",
        "http://xn--rsum-bpad.example.org",
        "http://www.example.org/red%09ros%C3%A9#red",
        "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
        "http://www.example.org/D%C3%BCrst",
        "http://www.example.org/D%FCrst",
        "http://xn--99zt52a.example.org/%e2%80%ae",
        "http://xn--99zt52a.example.org/%E2%80%AE",
        "http://www.example.org/r%E9sum%E9.html",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
        "HTTP://www.EXAMPLE.com/",
        "http://example.org/%7euser",
        "http://ab.CDEFGH.ij/kl/mn/op.html",
        "http://ab.cd.ef/GH%31/%32IJ/KL.html",
        "http://example.com:80/",
        "http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9",
        "ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF",
        "iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD",
        "(LRM, RLM, LRE, RLE, LRO, RLO, and PDF)",
    ] {
        assert!(rfc.contains(printed), "RFC 3987 prints {printed:?}");
    }
}

/// The rule table lists every production of §2.2 and names them as the RFC does.
#[test]
fn every_rule_is_named_as_printed() {
    assert_eq!(Rule::ALL.len(), 41);
    for rule in Rule::ALL {
        assert_eq!(rule.name().parse::<Rule>(), Ok(*rule));
        assert!(rule.section().starts_with("2.2"), "{rule}");
        if let Some(uri_rule) = rfc3987::rfc3986_rule(*rule) {
            assert_eq!(rfc3987::from_rfc3986(uri_rule), *rule);
        }
    }
    for uri_rule in urigram::rfc3986::Rule::ALL {
        assert_eq!(rfc3987::rfc3986_rule(rfc3987::from_rfc3986(*uri_rule)), Some(*uri_rule));
    }
}

/// 2 MiB of non-ASCII text in every component, on a 64 KiB stack: no recursion grows with the input.
#[test]
fn long_non_ascii_inputs_need_no_deep_stack() {
    let run = std::thread::Builder::new().stack_size(64 * 1024).spawn(|| {
        let part = "ü".repeat(256 * 1024);
        let text = format!("http://{part}@{part}/{part}/{part}?{part}\u{E000}#{part}");
        assert!(text.len() > 2 * 1024 * 1024);
        let iri = rfc3987::parse_iri_reference(&text).unwrap();
        assert_eq!(iri.fragment().unwrap().as_str().len(), part.len());
        let bad = format!("{text}\u{FFFD}");
        assert_eq!(rfc3987::parse_iri_reference(&bad).unwrap_err().span().start, text.len());
    });
    run.unwrap().join().unwrap();
}
