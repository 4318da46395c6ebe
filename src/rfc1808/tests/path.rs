//! Unit tests of `path.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::Span;
use crate::grammar::input;
use crate::rfc1808::Rfc1808;

#[test]
fn a_path_starts_with_a_non_empty_segment() {
    for (text, taken) in [("g", "g"), ("b/c/d", "b/c/d"), ("a//b/", "a//b/"), ("g:h", "g:h"), ("..", "..")] {
        let (_, node) = path::<Rfc1808>(input(text)).unwrap();
        assert_eq!(node.as_str(), taken);
    }
    for (text, taken) in [("g;x", "g"), ("g?y", "g"), ("g#s", "g"), ("a b", "a")] {
        assert_eq!(path::<Rfc1808>(input(text)).unwrap().1.as_str(), taken, "{text}");
    }
    for text in ["", "/g", ";x", "?", "~"] {
        assert!(matches!(path::<Rfc1808>(input(text)), Err(nom::Err::Error(_))), "{text}");
    }
    assert!(matches!(path::<Rfc1808>(input("a/%x")), Err(nom::Err::Failure(_))));
    let (_, node) = path::<Rfc1808>(input("a//b")).unwrap();
    let segments: Vec<_> = node.segments().map(|s| (s.as_str(), s.span())).collect();
    assert_eq!(segments, [("a", Span::new(0, 1)), ("", Span::new(2, 2)), ("b", Span::new(3, 4))]);
}

#[test]
fn segments_may_be_empty_except_the_first() {
    assert_eq!(fsegment::<Rfc1808>(input("ab/c")).unwrap().1.as_str(), "ab");
    assert!(fsegment::<Rfc1808>(input("/c")).is_err());
    assert_eq!(segment::<Rfc1808>(input("/c")).unwrap().1.as_str(), "");
    assert_eq!(segment::<Rfc1808>(input("a:@&=+$,b;c")).unwrap().1.as_str(), "a:@&=+$,b");
}

#[test]
fn params_are_separated_by_semicolons_and_may_hold_slashes() {
    let (rest, node) = params::<Rfc1808>(input("type=a;b/c;?q")).unwrap();
    assert_eq!((node.as_str(), *rest.fragment()), ("type=a;b/c;", "?q"));
    let each: Vec<_> = node.iter().map(|p| (p.as_str(), p.span())).collect();
    assert_eq!(each, [("type=a", Span::new(0, 6)), ("b/c", Span::new(7, 10)), ("", Span::new(11, 11))]);
    let (_, empty) = params::<Rfc1808>(input("")).unwrap();
    assert_eq!(empty.iter().count(), 1);
    assert_eq!(param::<Rfc1808>(input("b/c;d")).unwrap().1.as_str(), "b/c");
    assert_eq!(param::<Rfc1808>(input(";d")).unwrap().1.as_str(), "");
}
