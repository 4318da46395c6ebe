//! Unit tests of `reference.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;
use crate::rfc2396::Rfc2396;

fn whole<'a, O>(parser: impl Fn(Input<'a>) -> Res<'a, O>, text: &'a str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

#[test]
fn opaque_part_must_not_start_with_slash() {
    for text in ["a@b", "comp.lang", "isbn:0", "?x", "a/b", "%2Fa", ";x"] {
        assert!(whole(opaque_part::<Rfc2396>, text), "{text}");
    }
    for text in ["", "/a", "a#b", "a b"] {
        assert!(!whole(opaque_part::<Rfc2396>, text), "{text}");
    }
    assert!(whole(uric_no_slash, "?") && whole(uric_no_slash, "%2F") && !whole(uric_no_slash, "/"));
}

#[test]
fn absolute_uri_needs_a_path_or_opaque_part() {
    for text in ["mailto:a@b", "news:comp.lang", "urn:isbn:0", "http://a/b?c", "http:/", "http:///p", "a:?"] {
        assert!(whole(absolute_uri::<Rfc2396>, text), "{text}");
    }
    for text in ["http:", "http", ":a", "1a:b", "http:#f", "http://a/#f"] {
        assert!(!whole(absolute_uri::<Rfc2396>, text), "{text}");
    }
    let (_, uri) = absolute_uri::<Rfc2396>(input("urn:isbn:0")).unwrap();
    assert!(uri.is_opaque());
}

#[test]
fn hier_part_and_net_path() {
    for text in ["//a", "//", "///", "/", "/a?b", "//u@h:1/p?q"] {
        assert!(whole(hier_part::<Rfc2396>, text), "{text}");
    }
    assert!(!whole(hier_part::<Rfc2396>, "a") && !whole(hier_part::<Rfc2396>, ""));
    for text in ["//", "//a", "///p", "//a.1/b"] {
        assert!(whole(net_path::<Rfc2396>, text), "{text}");
    }
    assert!(!whole(net_path::<Rfc2396>, "/a") && !whole(net_path::<Rfc2396>, "//a?b"));
    let (_, hier) = hier_part::<Rfc2396>(input("//a/b")).unwrap();
    assert!(matches!(hier.path_part(), PathPart::NetPath(_)), "the authority component wins (§4.3)");
}

#[test]
fn relative_uri_has_a_path() {
    for text in ["g", "./g", "../g?y", "//g", "/g", "g;x=1/../y", ".", "a/b:c"] {
        assert!(whole(relative_uri::<Rfc2396>, text), "{text}");
    }
    for text in ["", "?y", "a:b", "#s", ":a"] {
        assert!(!whole(relative_uri::<Rfc2396>, text), "{text}");
    }
}

#[test]
fn uri_reference_takes_absolute_relative_or_nothing() {
    for text in ["", "#", "#s", "g#s", "http://a/b#f", "mailto:a@b#x", "a:b"] {
        assert!(whole(uri_reference::<Rfc2396>, text), "{text}");
    }
    for text in ["?y", "http:", "a:b:#c#d", " "] {
        assert!(!whole(uri_reference::<Rfc2396>, text), "{text}");
    }
    let (_, reference) = uri_reference::<Rfc2396>(input("a:b")).unwrap();
    assert!(!reference.is_relative(), "a:b is an opaque URI, never a relative path");
}
