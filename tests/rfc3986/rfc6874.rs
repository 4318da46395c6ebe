//! RFC 6874, Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource Identifiers, as an
//! update of the RFC 3986 parser: every example its text prints, the zone as a node of its own, and the error
//! for a zone written as an operating system prints it (`%eth0`, without the `25`).

#[path = "../support/shared.rs"]
mod shared;

use urigram::Span;
use urigram::rfc3986::ast::{Host, IpLiteral};
use urigram::rfc3986::{Options, Rule, parse_rule_with, parse_uri_reference, parse_uri_reference_with};

const RFC6874: Options = Options::rfc6874(true);

/// The IP literal of `text` under RFC 6874, which must parse.
fn literal_of(text: &str) -> IpLiteral<'_> {
    let reference = parse_uri_reference_with(text, RFC6874).unwrap_or_else(|error| panic!("{text}: {error}"));
    match reference.authority().map(|authority| authority.host()) {
        Some(Host::IpLiteral(literal)) => literal,
        other => panic!("{text} has an IP literal, not {other:?}"),
    }
}

/// RFC 6874 §2: "the scoped address fe80::a%en1 would appear in a URI as http://[fe80::a%25en1]".
#[test]
fn section_2_example_uri() {
    let text = "http://[fe80::a%25en1]";
    assert!(parse_uri_reference(text).is_err(), "RFC 3986 alone has no zone identifier");
    let literal = literal_of(text);
    let IpLiteral::Ipv6Zoned { address: zoned, .. } = literal else { panic!("a zoned address: {literal:?}") };
    assert_eq!((zoned.as_str(), zoned.span()), ("fe80::a%25en1", Span::new(8, 21)));
    let (address, zone) = (zoned.address(), zoned.zone());
    assert_eq!((address.as_str(), address.span()), ("fe80::a", Span::new(8, 15)));
    assert_eq!((zone.as_str(), zone.span()), ("en1", Span::new(18, 21)));
    assert_eq!((literal.as_str(), literal.span()), ("[fe80::a%25en1]", Span::new(7, 22)));
    assert_eq!(literal.address(), "fe80::a");
    assert_eq!(
        format!("{literal:?}"),
        r#"IpLiteral::Ipv6Zoned("[fe80::a%25en1]" @ 7..22, Ipv6Addrz("fe80::a%25en1" @ 8..21))"#
    );
}

/// RFC 6874 §2: "the first Ethernet interface in a host might be called %0, %1, %en1, %eth0": each is a zone
/// once its `%` is written `%25`, and none is one as printed.
#[test]
fn section_2_zone_names() {
    for name in ["0", "1", "en1", "eth0"] {
        let zoned = format!("http://[fe80::1%25{name}]/");
        assert_eq!(literal_of(&zoned).zone().map(|zone| zone.as_str()), Some(name));
        let bare = format!("http://[fe80::1%{name}]/");
        let error = parse_uri_reference_with(&bare, RFC6874).unwrap_err();
        assert_eq!(error.rule(), Rule::Ipv6Addrz, "{bare}");
        assert!(error.message().contains("write \"%25\" before the zone's name"), "{bare}: {error}");
    }
}

/// RFC 6874 §3: `fe80::a%en1` pasted from `ping` is not a URI zone, and "%ee1" "would need to be manually
/// rewritten to "fe80::a%25ee1"": `%ee` is a percent-encoded octet, which the grammar does not take for a zone.
#[test]
fn section_3_bare_percent_is_an_error_that_says_to_write_25() {
    let error = parse_uri_reference_with("http://[fe80::a%en1]", RFC6874).unwrap_err();
    assert_eq!(error.span().start, 16, "at the byte where \"%25\" stops matching");
    assert_eq!(
        error.message(),
        "an IPv6 zone identifier follows \"%25\", the percent-encoded \"%\" (RFC 6874 \u{a7}2): write \"%25\" before the zone's name, as in \"[fe80::a%25en1]\" for the scoped address fe80::a%en1"
    );
    let error = parse_uri_reference_with("http://[fe80::a%ee1]", RFC6874).unwrap_err();
    assert_eq!(error.span().start, 16);
    assert!(error.message().contains("%25"), "{error}");
    assert_eq!(literal_of("http://[fe80::a%25ee1]").zone().unwrap().as_str(), "ee1");
    // Half of "%25" goes wrong where it stops.
    let error = parse_uri_reference_with("http://[fe80::a%2en1]", RFC6874).unwrap_err();
    assert_eq!(error.span().start, 17);
}

/// §2: `ZoneID = 1*( unreserved / pct-encoded )`: characters outside `unreserved` are percent-encoded, and the
/// zone is not empty.
#[test]
fn zone_id_rule() {
    assert_eq!(literal_of("http://[fe80::1%25%5D%25]").zone().unwrap().as_str(), "%5D%25");
    assert_eq!(literal_of("http://[::1%25a-b._~]").zone().unwrap().as_str(), "a-b._~");
    for (text, start, words) in [
        ("http://[fe80::1%25]", 18, "expected a zone identifier after \"%25\""),
        ("http://[fe80::1%25eth0", 22, "expected \"]\""),
        ("http://[fe80::1%25eth:0]", 21, "expected \"]\""),
        ("http://[fe80::1%25%zz]", 19, "two hex digits"),
    ] {
        let error = parse_uri_reference_with(text, RFC6874).unwrap_err();
        assert_eq!(error.span().start, start, "{text}: {error}");
        assert!(error.message().contains(words), "{text}: {error}");
    }
    // An IPvFuture has no zone, and a zone follows a whole address only.
    assert!(parse_uri_reference_with("http://[v1.a%25b]", RFC6874).is_err());
    assert!(parse_uri_reference_with("http://[fe80:%25a]", RFC6874).is_err());
    assert!(parse_rule_with(Rule::ZoneId, "eth0", RFC6874).is_ok());
    assert!(parse_rule_with(Rule::ZoneId, "", RFC6874).is_err());
    assert!(parse_rule_with(Rule::Ipv6Addrz, "fe80::a%25en1", RFC6874).is_ok());
    assert!(parse_rule_with(Rule::Ipv6Addrz, "fe80::a", RFC6874).is_err());
}

/// Without the update, the zone is rejected as before, with the sentence that names RFC 6874.
#[test]
fn rfc3986_alone_names_the_update() {
    let error = parse_uri_reference("http://[fe80::a%25en1]").unwrap_err();
    assert_eq!(error.span().start, 15);
    assert!(error.message().contains("RFC 6874"), "{error}");
    assert_eq!(parse_uri_reference_with("http://[fe80::a%25en1]", Options::RFC3986).unwrap_err(), error);
}

/// Every reference without a zone reads the same with and without the update.
#[test]
fn the_update_changes_nothing_else() {
    for text in ["http://[::1]:80/a?b#c", "http://[v7.x]/", "//a@b:1", "../g", "http://[::1%]"] {
        let plain = parse_uri_reference(text).map(|reference| format!("{reference:?}"));
        let updated = parse_uri_reference_with(text, RFC6874).map(|reference| format!("{reference:?}"));
        assert_eq!(plain.is_ok(), updated.is_ok(), "{text}");
        if let (Ok(plain), Ok(updated)) = (plain, updated) {
            assert_eq!(plain, updated, "{text}");
        }
    }
}

/// The examples above are quoted from the RFC's text.
#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn examples_are_quoted_from_the_rfc() {
    let Some(rfc) = shared::read("rfc/rfc6874.txt") else { return };
    for quoted in [
        "http://[fe80::a%25en1]",
        "fe80::a%en1",
        "%0, %1, %en1, %eth0",
        "\"%ee1\"",
        "\"fe80::a%25ee1\"",
        "ZoneID = 1*( unreserved / pct-encoded )",
        "IPv6addrz = IPv6address \"%25\" ZoneID",
        "IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture  ) \"]\"",
    ] {
        assert!(rfc.contains(quoted), "{quoted} is printed in RFC 6874");
    }
}

/// The owned tree keeps the zone, and normalization (RFC 3986 §6.2.2) canonicalizes the address and keeps
/// the zone as written, the host's own name for an interface.
#[test]
fn owned_tree_and_normalization_keep_the_zone() {
    let text = "HTTP://[FE80:0::A%25En1]/";
    let reference = parse_uri_reference_with(text, RFC6874).unwrap();
    let owned = reference.into_owned();
    let Some(Host::IpLiteral(literal)) = owned.get().authority().map(|authority| authority.host()) else {
        panic!("an IP literal")
    };
    assert_eq!((literal.zone().unwrap().as_str(), literal.zone().unwrap().span()), ("En1", Span::new(20, 23)));
    let urigram::rfc3986::ast::UriReference::Uri(uri) = reference else { panic!("a URI") };
    let normal = urigram::normalize::normalize_uri(&uri, urigram::normalize::Normalization::default());
    assert_eq!(normal, "http://[fe80:0::a%25En1]/");
    let ipv6 = urigram::normalize::Normalization { ipv6_addresses: true, ..Default::default() };
    assert_eq!(urigram::normalize::normalize_uri(&uri, ipv6), "http://[fe80::a%25En1]/");
}
