//! Properties of the RFC 3986 parser over generated inputs.
//!
//! - Appendix B: for every text the parser accepts, its five components are the groups of the regular
//!   expression the RFC gives for splitting a well-formed reference.
//! - §5.3: recomposing the components gives back the text, and every span slices its node's text.
//! - Any text at all gets an answer, never a panic, and an error's span lies inside the text on character
//!   boundaries.
//! - References built from the grammar's own pieces are accepted.

use proptest::prelude::*;
use regex::Regex;
use urigram::rfc3986::parse_uri_reference;

/// RFC 3986 Appendix B, verbatim.
const APPENDIX_B: &str = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?";

fn appendix_b() -> Regex {
    Regex::new(APPENDIX_B).expect("the RFC's regular expression is valid")
}

/// Texts from the characters URIs are made of, with the delimiters often, and a few that are never allowed.
fn uri_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => "[a-zA-Z0-9]{1,3}",
        3 => prop::sample::select(vec![":", "/", "//", "?", "#", "@", ".", "..", "%41", "%", "[", "]", "::", "-", "~", "!", ";", "=", "+"]).prop_map(String::from),
        1 => prop::sample::select(vec!["[::1]", "[v1.x]", "1.2.3.4", "256.0.0.1", ":80", "%zz", " ", "é", "\u{1F600}", "\t"]).prop_map(String::from),
    ];
    prop::collection::vec(piece, 0..12).prop_map(|pieces| pieces.concat())
}

/// References built from the grammar's pieces: valid by construction.
fn valid_reference() -> impl Strategy<Value = String> {
    let scheme = prop::option::of("[a-zA-Z][a-zA-Z0-9+.-]{0,5}");
    let host = prop_oneof![
        "[a-z0-9._~-]{0,8}",
        "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}",
        prop::sample::select(vec!["[::1]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]", "[v1.x:y]", "[a::b]"])
            .prop_map(String::from),
        "%[0-9A-F]{2}[a-z]{0,3}",
    ];
    let authority = prop::option::of((prop::option::of("[a-z:%0-9A-F]{0,5}"), host, prop::option::of("[0-9]{0,5}")));
    let segment = "([a-zA-Z0-9._~!$&'()*+,;=:@-]|%[0-9a-fA-F]{2}){0,4}";
    let path = prop::collection::vec(segment, 0..4);
    let query = prop::option::of("([a-zA-Z0-9/?:@=&-]|%[0-9a-f]{2}){0,6}");
    let fragment = prop::option::of("([a-zA-Z0-9/?:@-]|%[0-9a-f]{2}){0,6}");
    (scheme, authority, path, query, fragment).prop_map(|(scheme, authority, segments, query, fragment)| {
        let mut text = String::new();
        if let Some(scheme) = &scheme {
            text += scheme;
            text += ":";
        }
        let has_authority = authority.is_some();
        if let Some((userinfo, host, port)) = authority {
            text += "//";
            if let Some(userinfo) = userinfo {
                text += &userinfo.replace('%', "%25");
                text += "@";
            }
            text += &host;
            if let Some(port) = port {
                text += ":";
                text += &port;
            }
        }
        let mut path = segments.join("/");
        if has_authority && !path.is_empty() {
            path.insert(0, '/');
        }
        if !has_authority && path.starts_with("//") {
            path.insert_str(0, "/.");
        }
        if scheme.is_none() && !has_authority {
            // A relative path's first segment cannot hold ":" (§4.2).
            let first = path.split('/').next().unwrap_or_default();
            if first.contains(':') {
                path.insert_str(0, "./");
            }
        }
        text += &path;
        if let Some(query) = query {
            text += "?";
            text += &query;
        }
        if let Some(fragment) = fragment {
            text += "#";
            text += &fragment;
        }
        text
    })
}

fn check_against_appendix_b(regex: &Regex, text: &str) -> Result<(), TestCaseError> {
    let Ok(reference) = parse_uri_reference(text) else { return Ok(()) };
    let groups = regex.captures(text).expect("Appendix B's expression matches every string");
    let group = |index: usize| groups.get(index).map(|m| m.as_str());
    prop_assert_eq!(reference.scheme().map(|s| s.as_str()), group(2));
    prop_assert_eq!(reference.authority().map(|a| a.as_str()), group(4));
    prop_assert_eq!(Some(reference.path().as_str()), group(5));
    prop_assert_eq!(reference.query().map(|q| q.as_str()), group(7));
    prop_assert_eq!(reference.fragment().map(|f| f.as_str()), group(9));
    prop_assert_eq!(reference.to_string(), text);
    for component in urigram::Components::components(&reference) {
        if let Some(part) = component.part {
            prop_assert_eq!(text.get(part.span.range()), Some(part.text));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn accepted_texts_split_as_appendix_b_says(text in uri_like()) {
        check_against_appendix_b(&appendix_b(), &text)?;
    }

    #[test]
    fn references_built_from_the_grammar_are_accepted(text in valid_reference()) {
        let parsed = parse_uri_reference(&text);
        prop_assert!(parsed.is_ok(), "{:?}: {}", text, parsed.unwrap_err());
        check_against_appendix_b(&appendix_b(), &text)?;
    }

    #[test]
    fn any_text_gets_an_answer_with_a_sound_span(text in any::<String>()) {
        if let Err(error) = parse_uri_reference(&text) {
            prop_assert!(error.span().end <= text.len());
            prop_assert!(text.is_char_boundary(error.span().start) && text.is_char_boundary(error.span().end));
            prop_assert!(!error.message().is_empty());
        }
    }

    #[test]
    fn uri_like_texts_get_an_answer_with_a_sound_span(text in uri_like()) {
        if let Err(error) = parse_uri_reference(&text) {
            prop_assert!(error.span().end <= text.len());
            prop_assert!(text.is_char_boundary(error.span().start) && text.is_char_boundary(error.span().end));
            prop_assert!(!error.span().is_empty() || error.span().start == text.len(), "only the end of input is an empty span");
        }
    }
}
