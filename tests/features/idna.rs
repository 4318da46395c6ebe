//! The `idna` feature on IRIs: RFC 3987's examples of registered names, read by the RFC 3987 grammar and by the
//! RFC 3986 grammar after the §3.1 mapping, converted by ToASCII and ToUnicode.

#![cfg(feature = "idna")]

use urigram::rfc3986::ast::Host;
use urigram::{rfc3986, rfc3987};

fn host_of(reference: &rfc3986::UriReference<'_>) -> String {
    let Some(Host::RegName(name)) = reference.authority().map(|authority| authority.host()) else {
        panic!("{reference} has no registered name");
    };
    name.to_ascii().unwrap().into_owned()
}

/// §3.1: "the IRI "http://r&#xE9;sum&#xE9;.example.org" may be converted to "http://xn--rsum-bpad.example.org"
/// instead of "http://r%C3%A9sum%C3%A9.example.org"": ToASCII of the IRI's `ireg-name` and of the mapped URI's
/// percent-encoded `reg-name` give the same name.
#[test]
fn section_3_1_both_conversions_agree() {
    let iri = "http://r\u{E9}sum\u{E9}.example.org";
    let parsed = rfc3987::parse_iri_reference(iri).unwrap();
    assert_eq!(host_of(&parsed), "xn--rsum-bpad.example.org");
    let uri = rfc3987::iri_to_uri(iri).unwrap();
    assert_eq!(uri, "http://r%C3%A9sum%C3%A9.example.org");
    assert_eq!(host_of(&rfc3986::parse_uri_reference(&uri).unwrap()), "xn--rsum-bpad.example.org");
}

/// §3.2: "the label "xn--99zt52a" may be converted to U+7D0D U+8C46 (Japanese Natto), leading to the overall
/// IRI of "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"".
#[test]
fn section_3_2_to_unicode() {
    let uri = rfc3986::parse_uri_reference("http://xn--99zt52a.example.org/%e2%80%ae").unwrap();
    let host = uri.authority().unwrap().host();
    assert_eq!(host.to_unicode().unwrap().unwrap(), "\u{7D0D}\u{8C46}.example.org");
    let iri = rfc3987::parse_iri_reference("http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE").unwrap();
    assert_eq!(host_of(&iri), "xn--99zt52a.example.org");
}
