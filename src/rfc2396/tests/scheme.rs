//! Unit tests of `scheme.rs`, kept apart so that the rule file holds its rules only.

use crate::grammar::input;

#[test]
fn a_scheme_is_read_as_rfc3986_reads_it() {
    let texts = ["http", "a", "svn+ssh", "z39.50r", "A-B", "mailto:a@b", "a b", "1ab", "+a", "", "-", ".", "\u{e9}"];
    for text in texts {
        let ours = super::scheme(input(text)).map(|(rest, scheme)| (scheme.as_str(), *rest.fragment()));
        let rfc3986 = crate::rfc3986::scheme(input(text)).map(|(rest, scheme)| (scheme.as_str(), *rest.fragment()));
        assert_eq!(ours.map_err(drop), rfc3986.map_err(drop), "{text:?}");
    }
    assert!(super::scheme(input("1ab")).is_err());
}
