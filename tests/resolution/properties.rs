//! Properties of resolution, normalization, percent-encoding and building over generated inputs.
//!
//! - For every base B and reference R that parse, `resolve(B, R)` parses as a URI with a scheme, under the
//!   same RFC; under RFC 3986 its authority is the one §5.2.2 assigns (no authority is invented) and its path,
//!   but for the `/.` guard, is the one §5.2 computes.
//! - Normalization is idempotent, and `normalize(x)` is equivalent to `x`.
//! - Recomposing a parsed URI reference, through the builder, gives back its text byte for byte; whatever the
//!   builder accepts parses back to the same components.
//! - Percent-encoding for a component gives a text of that component's rule, which decodes back.

use proptest::prelude::*;
use urigram::build::Builder;
use urigram::normalize::{Normalization, equivalent, normalize};
use urigram::percent::{self, Set};
use urigram::resolve::{rfc1808, rfc2396, rfc3986};

/// Texts shaped like references: schemes, authorities, dot-segments, empty segments, `;params`, queries and
/// fragments, and now and then a character no RFC allows.
fn reference_like() -> impl Strategy<Value = String> {
    let scheme = prop::option::of(prop::sample::select(vec!["http:", "a:", "s:", "HTTP:", "file:"]));
    let authority = prop::option::of(prop::sample::select(vec!["//", "//a", "//u@h:80", "//[::1]", "//h:"]));
    let piece = prop_oneof![
        3 => prop::sample::select(vec![".", "..", "", "g", "b;p", "a:b", "%2E", "%2e%2E", "x=1", "~", "@"]).prop_map(String::from),
        1 => "[a-z0-9]{1,3}",
    ];
    let path = (any::<bool>(), prop::collection::vec(piece, 0..6));
    let query = prop::option::of(prop::sample::select(vec!["", "y", "a/../b", "q=1"]));
    let fragment = prop::option::of(prop::sample::select(vec!["", "s", "s/./x", " "]));
    (scheme, authority, path, query, fragment).prop_map(|(scheme, authority, (rooted, segments), query, fragment)| {
        let mut text = String::new();
        text += scheme.unwrap_or_default();
        text += authority.unwrap_or_default();
        if rooted || (authority.is_some() && !segments.is_empty()) {
            text.push('/');
        }
        text += &segments.join("/");
        if let Some(query) = query {
            text.push('?');
            text += query;
        }
        if let Some(fragment) = fragment {
            text.push('#');
            text += fragment;
        }
        text
    })
}

/// RFC 3986 §5.2.2, as this test reads it: the authority the target must have.
fn expected_authority<'a>(
    base: &urigram::rfc3986::ast::AbsoluteUri<'a>,
    reference: &urigram::rfc3986::ast::UriReference<'a>,
) -> Option<&'a str> {
    if reference.scheme().is_some() || reference.authority().is_some() {
        reference.authority().map(|authority| authority.as_str())
    } else {
        base.authority().map(|authority| authority.as_str())
    }
}

fn check_rfc3986(base: &str, reference: &str) -> Result<(), TestCaseError> {
    let (Ok(parsed_base), Ok(parsed_reference)) =
        (rfc3986::parse_base(base), urigram::rfc3986::parse_uri_reference(reference))
    else {
        return Ok(());
    };
    for options in [rfc3986::Options::STRICT, rfc3986::Options::NON_STRICT] {
        let target = rfc3986::resolve(base, reference, options).unwrap();
        let parsed = urigram::rfc3986::parse_uri(&target);
        prop_assert!(parsed.is_ok(), "{} + {} = {}: {:?}", base, reference, target, parsed.err());
        let parsed = parsed.unwrap();
        if options.strict {
            let authority = parsed.authority().map(|authority| authority.as_str());
            prop_assert_eq!(authority, expected_authority(&parsed_base, &parsed_reference), "{}", target);
        }
        let literal = rfc3986::resolve(base, reference, rfc3986::Options { literal: true, ..options }).unwrap();
        // Where the two differ, the resolver kept a "/." before a path that would begin with "//" (and read
        // as an authority); nothing else differs. (A "/.//" that the base itself has is no guard: "http:/.//."
        // resolves "" to itself under both.)
        if target != literal {
            let guarded_path = parsed.path().as_str();
            let literal_path = guarded_path.strip_prefix("/.").filter(|path| path.starts_with("//"));
            prop_assert!(literal_path.is_some(), "{} and {}", target, literal);
            prop_assert!(literal.contains(literal_path.unwrap_or_default()), "{} and {}", target, literal);
            prop_assert_eq!(target.len() - literal.len(), 2, "{} and {}", target, literal);
        }
    }
    Ok(())
}

/// Inputs the properties below once failed on.
#[test]
fn cases_found_by_the_properties() {
    check_rfc3986("http:/.//.", "").unwrap();
    check_rfc3986("a:/", "/.//.").unwrap();
}

fn check_rfc2396(base: &str, reference: &str) -> Result<(), TestCaseError> {
    for above_root in [rfc2396::AboveRoot::Keep, rfc2396::AboveRoot::Remove] {
        for same_scheme_is_relative in [false, true] {
            let options = rfc2396::Options { above_root, same_scheme_is_relative, ..Default::default() };
            match rfc2396::resolve(base, reference, options) {
                Ok(target) => {
                    let parsed = urigram::rfc2396::parse_uri_reference(&target);
                    prop_assert!(parsed.is_ok(), "{} + {} = {}: {:?}", base, reference, target, parsed.err());
                    prop_assert!(parsed.unwrap().scheme().is_some(), "{}", target);
                }
                Err(error) => prop_assert!(
                    !matches!(error, urigram::resolve::ResolveError::AboveRoot { .. }),
                    "only Refuse refuses: {}",
                    error
                ),
            }
        }
    }
    Ok(())
}

fn check_rfc1808(base: &str, reference: &str) -> Result<(), TestCaseError> {
    if let Ok(target) = rfc1808::resolve(base, reference, rfc1808::Options::default()) {
        let parsed = urigram::rfc1808::parse_url(&target);
        prop_assert!(parsed.is_ok(), "{} + {} = {}: {:?}", base, reference, target, parsed.err());
        prop_assert!(!parsed.unwrap().is_relative(), "{}", target);
    }
    Ok(())
}

/// Components, some invalid, for the builder.
fn components() -> impl Strategy<Value = [Option<String>; 7]> {
    let part = |choices: Vec<&'static str>| prop::option::of(prop::sample::select(choices).prop_map(String::from));
    (
        part(vec!["http", "a+b", "1x", ""]),
        part(vec!["u", "u:p", "a@b", ""]),
        part(vec!["h", "[::1]", "1.2.3.4", "", "a b", "[v1.x]"]),
        part(vec!["80", "", "x"]),
        part(vec!["", "/", "//a", "a", "a:b", "/a/b", "./a:b", "a b"]),
        part(vec!["", "q", "a?b/c", "#"]),
        part(vec!["", "f", "%41", "%4"]),
    )
        .prop_map(|(a, b, c, d, e, f, g)| [a, b, c, d, e, f, g])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1_000))]

    #[test]
    fn resolution_parses_under_the_same_rfc(base in reference_like(), reference in reference_like()) {
        check_rfc3986(&base, &reference)?;
        check_rfc2396(&base, &reference)?;
        check_rfc1808(&base, &reference)?;
    }

    #[test]
    fn the_printed_base_with_any_reference(reference in reference_like()) {
        check_rfc3986("http://a/b/c/d;p?q", &reference)?;
        check_rfc2396("http://a/b/c/d;p?q", &reference)?;
        check_rfc1808("http://a/b/c/d;p?q#f", &reference)?;
    }

    #[test]
    fn normalization_is_idempotent_and_equivalent(text in reference_like()) {
        for normalization in [Normalization::NONE, Normalization::SYNTAX_BASED, Normalization::SCHEME_BASED, Normalization::ALL] {
            let Ok(once) = normalize(&text, normalization) else { continue };
            let parsed = urigram::rfc3986::parse_uri(&once);
            prop_assert!(parsed.is_ok(), "{} normalizes to {}", text, once);
            prop_assert_eq!(normalize(&once, normalization).unwrap(), once.clone(), "{}", text);
            prop_assert!(equivalent(&once, &text, normalization).unwrap());
            let literal = Normalization { literal: true, ..normalization };
            prop_assert!(normalize(&text, literal).is_ok());
        }
    }

    #[test]
    fn recomposition_is_byte_identical(text in reference_like()) {
        if let Ok(reference) = urigram::rfc3986::parse_uri_reference(&text) {
            prop_assert_eq!(Builder::from_reference(reference).build_string(), Ok(text.clone()));
            prop_assert_eq!(reference.to_string(), text);
        }
    }

    #[test]
    fn what_the_builder_accepts_parses_back(parts in components()) {
        let [scheme, userinfo, host, port, path, query, fragment] = &parts;
        let mut builder = Builder::new();
        if let Some(scheme) = scheme { builder = builder.scheme(scheme); }
        if let Some(userinfo) = userinfo { builder = builder.userinfo(userinfo); }
        if let Some(host) = host { builder = builder.host(host); }
        if let Some(port) = port { builder = builder.port(port); }
        if let Some(path) = path { builder = builder.path(path); }
        if let Some(query) = query { builder = builder.query(query); }
        if let Some(fragment) = fragment { builder = builder.fragment(fragment); }
        if let Ok(text) = builder.build_string() {
            prop_assert_eq!(builder.build().map(String::from), Ok(text.clone()));
            let reference = urigram::rfc3986::parse_uri_reference(&text);
            prop_assert!(reference.is_ok(), "{:?} built {}", parts, text);
            let reference = reference.unwrap();
            prop_assert_eq!(Builder::from_reference(reference), builder);
        }
    }

    #[test]
    fn encoding_gives_the_components_rule(text in any::<String>()) {
        use urigram::rfc3986::{Rule, parse_rule};
        for (set, rule) in [
            (Set::Userinfo, Rule::Userinfo),
            (Set::RegName, Rule::RegName),
            (Set::Segment, Rule::Segment),
            (Set::Path, Rule::PathAbempty),
            (Set::Query, Rule::Query),
            (Set::Fragment, Rule::Fragment),
        ] {
            let encoded = percent::encode(&text, set);
            prop_assert_eq!(percent::decode_utf8(&encoded).unwrap(), text.clone());
            // A path-abempty is empty or starts with "/".
            let encoded = if set == Set::Path { format!("/{encoded}") } else { encoded };
            prop_assert!(parse_rule(rule, &encoded).is_ok(), "{:?} as {:?}: {}", text, set, encoded);
        }
        let nz_nc = percent::encode(&text, Set::SegmentNzNc);
        if !nz_nc.is_empty() {
            prop_assert!(parse_rule(Rule::SegmentNzNc, &nz_nc).is_ok());
        }
    }

    #[test]
    fn remove_dot_segments_never_grows(path in "([./a]|%2E|//){0,40}") {
        let out = rfc3986::remove_dot_segments(&path);
        prop_assert!(out.len() <= path.len());
        prop_assert!(!out.split('/').any(|segment| segment == "." || segment == ".."), "{} gives {}", path, out);
    }
}
