//! The conventions a Rust user relies on, checked for every RFC's top-level types: `FromStr` gives the owned
//! type and `TryFrom<&str>` the borrowed one, `Display` recomposes the text exactly, equality is byte equality,
//! and every error is a `std::error::Error` that is `Send + Sync + 'static`.

use std::collections::HashMap;
use std::error::Error as StdError;

use urigram::{rfc1808, rfc2396, rfc3986};

/// Compiles only for a type that can cross threads and live in a `Box<dyn Error + Send + Sync>`.
fn assert_error<E: StdError + Send + Sync + 'static>() {}
fn assert_value<T: Send + Sync + 'static + Clone + Eq + std::hash::Hash + Ord + std::fmt::Debug>() {}

#[test]
fn every_error_is_send_sync_static() {
    assert_error::<urigram::Error<rfc3986::Rule>>();
    assert_error::<rfc3986::Error>();
    assert_error::<rfc2396::Error>();
    assert_error::<rfc1808::Error>();
    assert_error::<urigram::grammar::UnknownRule>();
    assert_error::<urigram::resolve::rfc3986::Error>();
    assert_error::<urigram::resolve::rfc2396::Error>();
    assert_error::<urigram::resolve::rfc1808::Error>();
    assert_error::<urigram::normalize::NormalizeError>();
    assert_error::<urigram::normalize::EquivalenceError>();
    assert_error::<urigram::percent::PercentError>();
    assert_error::<urigram::build::BuildError>();

    // So `?` lifts any of them into the error type most applications use.
    fn parse() -> Result<(), Box<dyn StdError + Send + Sync>> {
        rfc3986::parse_uri_reference("http://a b")?;
        Ok(())
    }
    assert_eq!(parse().unwrap_err().to_string(), rfc3986::parse_uri_reference("http://a b").unwrap_err().to_string());
}

#[test]
fn owned_types_are_plain_values() {
    assert_value::<rfc3986::UriReferenceBuf>();
    assert_value::<rfc3986::UriBuf>();
    assert_value::<rfc3986::AbsoluteUriBuf>();
    assert_value::<rfc3986::RelativeRefBuf>();
    assert_value::<rfc2396::UriReferenceBuf>();
    assert_value::<rfc2396::AbsoluteUriBuf>();
    assert_value::<rfc2396::RelativeUriBuf>();
    assert_value::<rfc1808::UrlBuf>();
    assert_value::<rfc1808::AbsoluteUrlBuf>();
    assert_value::<rfc1808::RelativeUrlBuf>();
}

/// Inputs that every grammar's URI reference accepts, and that exercise every component.
const COMMON: &[&str] = &[
    "http://user@example.com:8080/a/b;p?q=1#frag",
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "mailto:John.Doe@example.com",
    "g;x?y#s",
    "../../g",
    "//g",
    "#s",
    "",
];

#[test]
fn from_str_is_owned_and_try_from_is_borrowed() {
    for &text in COMMON {
        let owned: rfc3986::UriReferenceBuf = text.parse().unwrap();
        let borrowed = rfc3986::ast::UriReference::try_from(text).unwrap();
        assert_eq!(owned.get(), borrowed);
        // The borrowed tree points into `text`; the owned one into its own copy.
        assert_eq!(borrowed.as_str().as_ptr(), text.as_ptr());

        let owned: rfc2396::UriReferenceBuf = text.parse().unwrap();
        assert_eq!(owned.get(), rfc2396::ast::UriReference::try_from(text).unwrap());

        let owned: rfc1808::UrlBuf = text.parse().unwrap();
        assert_eq!(owned.get(), rfc1808::ast::Url::try_from(text).unwrap());
    }
}

#[test]
fn display_recomposes_exactly() {
    for &text in COMMON {
        assert_eq!(rfc3986::parse_uri_reference(text).unwrap().to_string(), text);
        assert_eq!(rfc2396::parse_uri_reference(text).unwrap().to_string(), text);
        assert_eq!(rfc1808::parse_url(text).unwrap().to_string(), text);
        assert_eq!(text.parse::<rfc3986::UriReferenceBuf>().unwrap().to_string(), text);
        assert_eq!(text.parse::<rfc2396::UriReferenceBuf>().unwrap().to_string(), text);
        assert_eq!(text.parse::<rfc1808::UrlBuf>().unwrap().to_string(), text);
    }
    for text in ["http://a/b?q", "urn:isbn:0451450523"] {
        assert_eq!(rfc3986::parse_uri(text).unwrap().to_string(), text);
        assert_eq!(rfc3986::parse_absolute_uri(text).unwrap().to_string(), text);
        assert_eq!(rfc2396::parse_absolute_uri(text).unwrap().to_string(), text);
        assert_eq!(rfc1808::parse_absolute_url(text).unwrap().to_string(), text);
    }
    assert_eq!(rfc3986::parse_relative_ref("//h/p?q#f").unwrap().to_string(), "//h/p?q#f");
    assert_eq!(rfc2396::parse_relative_uri("//h/p?q").unwrap().to_string(), "//h/p?q");
    assert_eq!(rfc1808::parse_relative_url("//h/p;x?q").unwrap().to_string(), "//h/p;x?q");
}

#[test]
fn equality_is_byte_equality_and_owned_keys_are_looked_up_by_str() {
    let mut visits: HashMap<rfc3986::UriReferenceBuf, u32> = HashMap::new();
    for text in ["http://a/", "HTTP://a/", "http://a/"] {
        *visits.entry(text.parse().unwrap()).or_default() += 1;
    }
    // Equivalent under RFC 3986 §6.2.2.1, but not equal: equality compares bytes.
    assert_eq!(visits.len(), 2);
    assert_eq!(visits["http://a/"], 2);
    assert_eq!(visits.get("HTTP://a/"), Some(&1));
    assert!(urigram::normalize::equivalent("http://a/", "HTTP://a/", urigram::normalize::Normalization::ALL).unwrap());

    // The borrowed trees compare by text and spans too.
    let a = rfc3986::parse_uri_reference("http://a/").unwrap();
    let b = rfc3986::parse_uri_reference("HTTP://a/").unwrap();
    assert_ne!(a, b);
}

#[test]
fn debug_shows_components_and_spans() {
    let reference: rfc3986::UriReferenceBuf = "http://a:1/b?c#d".parse().unwrap();
    assert_eq!(
        format!("{reference:?}"),
        "Uri { span: 0..16, scheme: Scheme(\"http\" @ 0..4), authority: Some(Authority { text: \"a:1\", span: 7..10, \
         userinfo: None, host: RegName(\"a\" @ 7..8), port: Some(Port(\"1\" @ 9..10)) }), path: \
         Path::Abempty(\"/b\" @ 10..12) [Segment(\"b\" @ 11..12)], query: Some(Query(\"c\" @ 13..14)), fragment: \
         Some(Fragment(\"d\" @ 15..16)) }"
    );
}

#[test]
fn as_ref_str_is_the_text() {
    fn text<T: AsRef<str>>(value: &T) -> &str {
        value.as_ref()
    }
    let input = "http://a/b";
    assert_eq!(text(&rfc3986::parse_uri_reference(input).unwrap()), input);
    assert_eq!(text(&rfc3986::parse_uri(input).unwrap()), input);
    assert_eq!(text(&rfc2396::parse_uri_reference(input).unwrap()), input);
    assert_eq!(text(&rfc1808::parse_url(input).unwrap()), input);
    assert_eq!(text(&rfc3986::parse_uri_reference(input).unwrap().authority().unwrap()), "a");
    assert_eq!(text(&rfc3986::parse_uri_reference(input).unwrap().authority().unwrap().host()), "a");
    assert_eq!(text(&rfc3986::parse_uri_reference(input).unwrap().path()), "/b");
    assert_eq!(text(&rfc2396::parse_uri_reference(input).unwrap().authority().unwrap()), "a");
    assert_eq!(text(&rfc2396::parse_uri_reference(input).unwrap().path()), "/b");
    assert_eq!(text(&rfc1808::parse_url(input).unwrap().absolute_url().unwrap()), input);
    assert_eq!(text(&rfc1808::parse_url(input).unwrap().relative_url().unwrap()), "//a/b");
    assert_eq!(text(&input.parse::<rfc3986::UriReferenceBuf>().unwrap()), input);
    assert_eq!(text(&input.parse::<rfc1808::UrlBuf>().unwrap()), input);
}

#[test]
fn the_reference_types_parse_where_a_reader_of_them_looks() {
    // The borrowed types parse themselves, and RFC 3986's are at the crate's root.
    let reference = urigram::UriReference::parse("https://example.com/a?b#c").unwrap();
    assert_eq!(reference.authority().unwrap().host().as_str(), "example.com");
    assert!(urigram::Uri::parse("//example.com/").is_err());
    assert!(rfc3986::RelativeRef::parse("../a").is_ok());
    assert_eq!(rfc2396::UriReference::parse("/a;p").unwrap().path().as_str(), "/a;p");
    assert!(rfc2396::AbsoluteUri::parse("http:").is_err());
    assert_eq!(rfc1808::Url::parse("g;x?y#s").unwrap().params().unwrap().as_str(), "x");
    assert!(rfc1808::AbsoluteUrl::parse("g").is_err());
    // The same as the module's functions.
    assert_eq!(rfc3986::UriReference::parse("a:b"), rfc3986::parse_uri_reference("a:b"));
}
