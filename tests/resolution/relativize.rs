//! Relativization against resolution (RFC 3986 §5.2), over generated bases and references: what `relativize`
//! gives resolves back to the target, it finds a reference for every target that resolution can write, and none
//! longer than the reference that wrote it; and the fixed-base resolver's owned targets are the parsed texts.

use proptest::prelude::*;
use urigram::resolve::rfc3986::remove_dot_segments;
use urigram::resolve::rfc3986::{Options, Resolver, relativize, resolve_reference};
use urigram::rfc3986::ast::{AbsoluteUri, Uri, UriReference};
use urigram::rfc3986::{
    RelativeRefBuf, UriBuf, parse_absolute_uri, parse_relative_ref, parse_uri, parse_uri_reference,
};

/// A path: segments that are empty, dots, plain, with a `:` or parameters, perhaps starting with `/`.
fn path() -> impl Strategy<Value = String> {
    let segment = prop_oneof!["", ".", "..", "a", "b", "g", "c:d", "g;x", "%41"];
    (any::<bool>(), proptest::collection::vec(segment, 0..5)).prop_map(|(absolute, segments)| {
        let joined = segments.join("/");
        if absolute { format!("/{joined}") } else { joined }
    })
}

fn authority() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(prop_oneof!["", "a", "b", "u@a:80", "[::1]"].prop_map(String::from))
}

fn query() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(prop_oneof!["", "q", "y=1&z", "/./"].prop_map(String::from))
}

/// A text from its components, with the delimiters of §5.3; an authority forces a path that is empty or starts
/// with `/`.
fn compose(
    scheme: Option<&str>,
    authority: Option<&str>,
    path: &str,
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let mut text = String::new();
    if let Some(scheme) = scheme {
        text.push_str(scheme);
        text.push(':');
    }
    if let Some(authority) = authority {
        text.push_str("//");
        text.push_str(authority);
        if !path.is_empty() && !path.starts_with('/') {
            text.push('/');
        }
    }
    text.push_str(path);
    if let Some(query) = query {
        text.push('?');
        text.push_str(query);
    }
    if let Some(fragment) = fragment {
        text.push('#');
        text.push_str(fragment);
    }
    text
}

fn base() -> impl Strategy<Value = String> {
    (prop_oneof!["http", "s"], authority(), path(), query())
        .prop_map(|(scheme, authority, path, query)| {
            compose(Some(&scheme), authority.as_deref(), &path, query.as_deref(), None)
        })
        .prop_filter("an absolute URI", |text| parse_absolute_uri(text).is_ok())
}

/// A reference: relative mostly, sometimes with a scheme.
fn reference() -> impl Strategy<Value = String> {
    let scheme = proptest::option::weighted(0.2, prop_oneof!["http", "s", "HTTP"].prop_map(String::from));
    let fragment = proptest::option::of(prop_oneof!["", "f", "s/./"].prop_map(String::from));
    (scheme, authority(), path(), query(), fragment)
        .prop_map(|(scheme, authority, path, query, fragment)| {
            compose(scheme.as_deref(), authority.as_deref(), &path, query.as_deref(), fragment.as_deref())
        })
        .prop_filter("a URI reference", |text| parse_uri_reference(text).is_ok())
}

/// The shortest of every form a relative reference to `target` can take (an empty path, `?query`, a relative
/// path from the base's directory, with or without its dot segments, an absolute path, a network path), each
/// checked by resolving it: a search, which `relativize` must match in length without searching.
fn searched(base: &AbsoluteUri<'_>, target: &Uri<'_>) -> Option<RelativeRefBuf> {
    if target.scheme().as_str() != base.scheme().as_str() {
        return None;
    }
    let target_authority = target.hier_part().authority().map(|authority| authority.as_str());
    let base_authority = base.hier_part().authority().map(|authority| authority.as_str());
    let path = target.hier_part().path().as_str();
    let base_path = base.hier_part().path().as_str();
    let with_query = |text: String| match target.query() {
        Some(query) => format!("{text}?{}", query.as_str()),
        None => text,
    };
    let mut candidates = Vec::new();
    if target_authority == base_authority {
        if path == base_path {
            candidates.push(String::new());
            candidates.push(with_query(String::new()));
        }
        let directory = if base_authority.is_some() && base_path.is_empty() {
            "/"
        } else {
            base_path.rfind('/').map_or("", |slash| &base_path[..=slash])
        };
        for directory in [directory.to_owned(), remove_dot_segments(directory)] {
            let same = directory.bytes().zip(path.bytes()).take_while(|(a, b)| a == b).count();
            // Every place to climb to, not only the longest shared one, and with `./` or not.
            for shared in (0..=same).filter(|&at| at == 0 || directory.as_bytes()[at - 1] == b'/') {
                let up = directory[shared..].matches('/').count();
                for rest in [&path[shared..], path.get(shared + 1..).unwrap_or_default()] {
                    for lead in ["", ".", "./"] {
                        let mut text = "../".repeat(up);
                        if rest.is_empty() && up > 0 {
                            text.pop();
                        }
                        candidates.push(with_query(format!("{text}{lead}{rest}")));
                    }
                }
            }
        }
        for guard in ["", "/."] {
            candidates.push(with_query(format!("{guard}{path}")));
            candidates.push(with_query(format!("{guard}{}", path.get(2..).unwrap_or_default())));
        }
    }
    if let Some(authority) = target_authority {
        candidates.push(with_query(format!("//{authority}{path}")));
    }
    candidates.sort_by_key(String::len);
    candidates.into_iter().find_map(|mut candidate| {
        if let Some(fragment) = target.fragment() {
            candidate.push('#');
            candidate.push_str(fragment.as_str());
        }
        let relative = RelativeRefBuf::parse(candidate).ok()?;
        let reference = UriReference::RelativeRef(relative.get());
        (resolve_reference(base, &reference, Options::default()) == target.as_str()).then_some(relative)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6_000))]

    /// `resolve(base, relativize(base, target)) == target`, for every target resolution writes; and the
    /// relative form is never longer than the relative reference that gave the target.
    #[test]
    fn relativize_inverts_resolution(base in base(), reference in reference()) {
        let parsed_base = parse_absolute_uri(&base).unwrap();
        let target = resolve_reference(&parsed_base, &parse_uri_reference(&reference).unwrap(), Options::default());
        let parsed_target = parse_uri(&target).unwrap();
        let relative = relativize(&parsed_base, &parsed_target);
        let relative_reference = parse_relative_ref(&reference).is_ok();
        match &relative {
            Some(relative) => {
                let again = resolve_reference(
                    &parsed_base,
                    &parse_uri_reference(relative.as_str()).unwrap(),
                    Options::default(),
                );
                prop_assert_eq!(&again, &target, "{} against {}", relative, base);
                if relative_reference {
                    prop_assert!(relative.as_str().len() <= reference.len(), "{} is longer than {}", relative, reference);
                }
            }
            // A reference with a scheme may write what no relative one does (`s:` against `s:a/b`).
            None => prop_assert!(!relative_reference, "no relative form for {} against {}, which {} gives", target, base, reference),
        }
        // As short as the shortest of the forms a search checks by resolving each.
        let search = searched(&parsed_base, &parsed_target);
        prop_assert_eq!(
            relative.as_ref().map(|relative| relative.as_str().len()),
            search.as_ref().map(|relative| relative.as_str().len()),
            "{:?} where a search finds {:?}, against {}", relative, search, base
        );
    }

    /// The fixed-base resolver's targets are what `resolve_reference` writes, and their components those of a
    /// parse of that text.
    #[test]
    fn the_resolvers_targets_are_parsed_uris(base in base(), reference in reference(), strict in any::<bool>()) {
        let resolver = Resolver::new(&base).unwrap().strict(strict);
        let parsed = parse_uri_reference(&reference).unwrap();
        let target = resolver.resolve(parsed);
        let options = Options { strict, literal: false };
        prop_assert_eq!(target.as_str(), resolve_reference(&parse_absolute_uri(&base).unwrap(), &parsed, options));
        prop_assert_eq!(target.get(), parse_uri(target.as_str()).unwrap());
        prop_assert_eq!(target.clone(), target.as_str().parse::<UriBuf>().unwrap());
    }
}
