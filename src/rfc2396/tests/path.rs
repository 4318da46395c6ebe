//! Unit tests of `path.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;
use crate::rfc2396::Rfc2396;

fn whole<'a, O>(parser: impl Fn(Input<'a>) -> Res<'a, O>, text: &'a str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

#[test]
fn abs_path_is_a_slash_and_segments() {
    for text in ["/", "//", "/a/b;p=1/c;x;y", "/%41", "/a:b@c", "/!*'()"] {
        assert!(whole(abs_path::<Rfc2396>, text), "{text}");
    }
    for text in ["", "a", "/a?b", "/a#b", "/a b", "/[x]"] {
        assert!(!whole(abs_path::<Rfc2396>, text), "{text}");
    }
}

#[test]
fn rel_segment_excludes_colon() {
    for text in ["a", "g;x=1", "..", "@&=+$,", "%3A"] {
        assert!(whole(rel_segment, text), "{text}");
    }
    for text in ["", "a:b", ":", "a/b"] {
        assert!(!whole(rel_segment, text), "{text}");
    }
    assert!(
        whole(rel_path::<Rfc2396>, "g/h:i")
            && whole(rel_path::<Rfc2396>, "./this:that")
            && !whole(rel_path::<Rfc2396>, "this:that")
    );
    assert!(!whole(rel_path::<Rfc2396>, "") && !whole(rel_path::<Rfc2396>, "/a"));
}

#[test]
fn segments_params_and_pchar() {
    assert!(whole(segment, "") && whole(segment, "a;b;c") && whole(segment, ";") && !whole(segment, "a/b"));
    assert!(whole(param, "") && whole(param, "x=1") && !whole(param, "a;b"));
    assert!(whole(path_segments, "") && whole(path_segments, "a/b;c/") && !whole(path_segments, "a?"));
    for c in [":", "@", "&", "=", "+", "$", ",", "a", "-", "%20"] {
        assert!(whole(pchar, c), "{c}");
    }
    for c in [";", "/", "?", "#", "[", " ", ""] {
        assert!(!whole(pchar, c), "{c}");
    }
}

#[test]
fn path_is_an_abs_path_an_opaque_part_or_nothing() {
    let kind = |text| path::<Rfc2396>(input(text)).map(|(rest, path)| (path.rule(), rest.location_offset())).ok();
    assert_eq!(kind("/a?b"), Some((Rule::AbsPath, 2)));
    assert_eq!(kind("a?b"), Some((Rule::OpaquePart, 3)));
    assert_eq!(kind(""), Some((Rule::Path, 0)));
    assert_eq!(kind("#x"), Some((Rule::Path, 0)));
}
