//! Unit tests of `scheme.rs`, kept apart so that the rule file holds its rules only.

use crate::grammar::input;

#[test]
fn a_scheme_is_one_or_more_scheme_characters() {
    for text in ["http", "a", "svn+ssh", "z39.50r", "1ab", "+", "-.", "0"] {
        let (rest, scheme) = super::scheme(input(text)).unwrap();
        assert_eq!((scheme.as_str(), rest.len()), (text, 0));
    }
    for text in ["", ":", "/", "_a", "é"] {
        assert!(super::scheme(input(text)).is_err(), "{text}");
    }
}

#[test]
fn a_scheme_stops_at_the_first_other_character() {
    let (rest, scheme) = super::scheme(input("http://x")).unwrap();
    assert_eq!((scheme.as_str(), *rest.fragment()), ("http", "://x"));
}
