//! Properties of the RFC 2396 parser over generated references.
//!
//! Appendix B: "^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?" breaks every reference into the
//! same components as the grammar (scheme = $2, authority = $4, path = $5, query = $7, fragment = $9). For an
//! opaque URI the grammar keeps `?` inside the `opaque_part`, so there the regex's `$5` and `$6` together are
//! the opaque part.

use proptest::prelude::*;
use urigram::rfc2396::{self, Options};

/// The components that Appendix B's regular expression reads, written out by hand.
#[derive(Debug, PartialEq, Eq)]
struct RegexParts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

fn appendix_b(text: &str) -> RegexParts<'_> {
    // (#(.*))?  -- the first `#` starts the fragment.
    let (before_fragment, fragment) = match text.split_once('#') {
        Some((before, fragment)) => (before, Some(fragment)),
        None => (text, None),
    };
    // (([^:/?#]+):)?
    let (scheme, rest) = match before_fragment.find([':', '/', '?']) {
        Some(at) if at > 0 && before_fragment.as_bytes()[at] == b':' => {
            (Some(&before_fragment[..at]), &before_fragment[at + 1..])
        }
        _ => (None, before_fragment),
    };
    // (//([^/?#]*))?
    let (authority, rest) = match rest.strip_prefix("//") {
        Some(after) => {
            let end = after.find(['/', '?']).unwrap_or(after.len());
            (Some(&after[..end]), &after[end..])
        }
        None => (None, rest),
    };
    // ([^?#]*)(\?([^#]*))?
    let (path, query) = match rest.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (rest, None),
    };
    RegexParts { scheme, authority, path, query, fragment }
}

/// Pieces that make references with every component kind, including ones RFC 2396 rejects.
fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "a", "b", "z9", "http", "g", "www", "com", "1", "999", ".", "..", "-", "_", "~", "!", "*", "'", "(", ")", ":",
        "/", "//", "?", "#", "@", ";", "&", "=", "+", "$", ",", "%41", "%", "[", "]", "::1", " ", "é", "x.y", "a.1",
    ])
}

fn reference() -> impl Strategy<Value = String> {
    prop::collection::vec(piece(), 0..10).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn appendix_b_regex_agrees_with_the_grammar(text in reference(), rfc2732 in any::<bool>()) {
        let options = Options::rfc2732(rfc2732);
        if let Ok(parsed) = rfc2396::parse_uri_reference_with(&text, options) {
            let regex = appendix_b(&text);
            let opaque = parsed.absolute_uri().is_some_and(|uri| uri.is_opaque());
            let (path, query) = if opaque {
                let whole = match regex.query {
                    Some(query) => format!("{}?{query}", regex.path),
                    None => regex.path.to_owned(),
                };
                (whole, None)
            } else {
                (regex.path.to_owned(), regex.query)
            };
            prop_assert_eq!(parsed.scheme().map(|s| s.as_str()), regex.scheme);
            prop_assert_eq!(parsed.authority().map(|a| a.as_str()), regex.authority);
            prop_assert_eq!(parsed.path().as_str(), path.as_str());
            prop_assert_eq!(parsed.query().map(|q| q.as_str()), query);
            prop_assert_eq!(parsed.fragment().map(|f| f.as_str()), regex.fragment);
        }
    }

    #[test]
    fn recomposition_gives_back_the_text(text in reference()) {
        if let Ok(parsed) = rfc2396::parse_uri_reference(&text) {
            prop_assert_eq!(parsed.to_string(), text.clone());
            for component in urigram::Components::components(&parsed) {
                if let Some(part) = component.part {
                    prop_assert_eq!(&text[part.span.range()], part.text);
                }
            }
        }
    }

    #[test]
    fn errors_point_inside_the_text_and_never_panic(text in reference()) {
        if let Err(error) = rfc2396::parse_uri_reference(&text) {
            prop_assert!(error.span().end <= text.len());
            prop_assert!(text.is_char_boundary(error.span().start) && text.is_char_boundary(error.span().end));
            prop_assert!(!error.message().is_empty());
        }
    }

    #[test]
    fn rfc2732_only_adds(text in reference()) {
        // Every reference that strict RFC 2396 accepts is accepted with RFC 2732, except where RFC 2373's
        // IPv4address (1*3DIGIT) is narrower; a host of four-digit groups is then a reg_name, still accepted.
        if rfc2396::parse_uri_reference(&text).is_ok() {
            prop_assert!(rfc2396::parse_uri_reference_with(&text, Options::rfc2732(true)).is_ok());
        }
    }

    #[test]
    fn any_text_gives_a_verdict(text in "\\PC{0,24}") {
        let _ = rfc2396::parse_uri_reference(&text);
        let _ = rfc2396::parse_uri_reference_with(&text, Options::rfc2732(true));
        for rule in <rfc2396::Rule as urigram::Grammar>::ALL {
            let _ = rfc2396::match_prefix(*rule, &text);
        }
    }
}
