//! RFC 2732, Format for Literal IPv6 Addresses in URL's, as an option of the RFC 2396 parser: the example URLs
//! of its §2, the `reserved` change of §3 (3), and what RFC 2373's address grammar accepts and rejects.

use super::shared;

use urigram::rfc2396::ast::Host;
use urigram::rfc2396::{Options, Rule, parse_uri_reference, parse_uri_reference_with};

const RFC2732: Options = Options::rfc2732(true);

/// RFC 2732 §2: the example URLs, with the address and port each carries.
const SECTION_2: [(&str, &str, Option<&str>, &str); 7] = [
    (
        "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        Some("80"),
        "/index.html",
    ),
    ("http://[1080:0:0:0:8:800:200C:417A]/index.html", "1080:0:0:0:8:800:200C:417A", None, "/index.html"),
    ("http://[3ffe:2a00:100:7031::1]", "3ffe:2a00:100:7031::1", None, ""),
    ("http://[1080::8:800:200C:417A]/foo", "1080::8:800:200C:417A", None, "/foo"),
    ("http://[::192.9.5.5]/ipng", "::192.9.5.5", None, "/ipng"),
    ("http://[::FFFF:129.144.52.38]:80/index.html", "::FFFF:129.144.52.38", Some("80"), "/index.html"),
    ("http://[2010:836B:4179::836B:4179]", "2010:836B:4179::836B:4179", None, ""),
];

#[test]
fn section_2_examples_with_the_option() {
    for (text, address, port, path) in SECTION_2 {
        assert!(parse_uri_reference(text).is_err(), "strict RFC 2396 has no IPv6 literal: {text}");
        if address == "::192.9.5.5" {
            // RFC 2373 Appendix B: IPv6address = hexpart [ ":" IPv4address ]; after "::" the IPv4 part must
            // follow a hexseq and ":", so the grammar RFC 2732 cites rejects its own example.
            let error = parse_uri_reference_with(text, RFC2732).unwrap_err();
            assert_eq!(error.rule(), Rule::Ipv6Reference);
            assert_eq!(error.span(), urigram::Span::new(13, 14), "at the dot after `::192`");
            assert!(error.message().contains("only after a group of hex digits"), "{error}");
            assert!(error.message().contains("RFC 3986 accepts"), "{error}");
            continue;
        }
        let reference = parse_uri_reference_with(text, RFC2732).unwrap_or_else(|error| panic!("{text}: {error}"));
        let Some(Host::Ipv6(literal)) = reference.host() else { panic!("{text} has an IPv6 host") };
        assert_eq!(literal.address().as_str(), address);
        assert_eq!(literal.as_str(), format!("[{address}]"));
        assert_eq!(reference.authority().unwrap().port().map(|p| p.as_str()), port, "{text}");
        assert_eq!(reference.path().as_str(), path, "{text}");
        assert_eq!(reference.to_string(), text);
    }
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn section_2_addresses_are_quoted_from_the_rfc() {
    let Some(rfc) = shared::read("rfc/rfc2732.txt") else { return };
    for (text, ..) in SECTION_2 {
        assert!(rfc.contains(text), "{text} is printed in RFC 2732 §2");
    }
}

#[test]
fn brackets_become_reserved() {
    for text in ["http://a/?a[0]=1", "http://a/#x[1]", "urn:x[y]"] {
        assert!(parse_uri_reference(text).is_err(), "{text}");
        assert!(parse_uri_reference_with(text, RFC2732).is_ok(), "{text}");
    }
    // Not in a path, nor at the start of an opaque part: pchar and uric_no_slash list their characters.
    for text in ["http://a/b[1]", "urn:[x]", "http://a[::1]/", "http://[::1]x/"] {
        assert!(parse_uri_reference_with(text, RFC2732).is_err(), "{text}");
    }
}

#[test]
fn ipv4address_is_rfc2373s_under_the_option() {
    let host = |text, options| parse_uri_reference_with(text, options).unwrap().host().map(|h| h.kind());
    assert_eq!(host("http://999.1.1.1/", Options::RFC2396), Some("ipv4"));
    assert_eq!(host("http://999.1.1.1/", RFC2732), Some("ipv4"));
    assert_eq!(host("http://1234.1.1.1/", Options::RFC2396), Some("ipv4"));
    // Four digits: no IPv4address under RFC 2373, no hostname either: a reg_name authority.
    let reference = parse_uri_reference_with("http://1234.1.1.1/", RFC2732).unwrap();
    assert!(reference.authority().unwrap().server().is_none());
}

#[test]
fn a_bad_literal_is_a_committed_error() {
    let error = parse_uri_reference_with("http://[::1/", RFC2732).unwrap_err();
    assert_eq!((error.rule(), error.span()), (Rule::Ipv6Reference, urigram::Span::new(11, 12)));
    assert_eq!(
        error.to_string(),
        "expected \"]\" to close the IPv6 reference (RFC 2396 \u{a7}3.2.2 as amended by RFC 2732 \u{a7}3, IPv6reference)"
    );
    let error = parse_uri_reference_with("http://[x]/", RFC2732).unwrap_err();
    assert!(error.message().starts_with("expected an IPv6 address"), "{error}");
}
