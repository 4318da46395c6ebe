//! Unit tests of `query.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;
use crate::rfc1808::Rfc1808;

#[test]
fn query_and_fragment_hold_uchar_and_reserved_but_not_hash() {
    for parse in [
        |i| query::<Rfc1808>(i).map(|(r, q)| (r, q.as_str())),
        |i| fragment::<Rfc1808>(i).map(|(r, f)| (r, f.as_str())),
    ] as [fn(Input<'_>) -> Res<'_, &str>; 2]
    {
        for (text, taken) in [("", ""), ("a=b&c;d/e?f:g@h", "a=b&c;d/e?f:g@h"), ("x#y", "x"), ("%20 ", "%20")] {
            assert_eq!(parse(input(text)).unwrap().1, taken, "{text}");
        }
        assert!(matches!(parse(input("a%2")), Err(nom::Err::Failure(_))));
        assert_eq!(parse(input("~")).unwrap().1, "");
    }
}
