//! Unit tests of `characters.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;
use crate::rfc2396::{Rfc2396, Rfc2732};

fn accepts(parser: fn(Input<'_>) -> Res<'_, Input<'_>>, text: &str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

#[test]
fn letters_and_digits_follow_section_1_6() {
    assert!(accepts(alpha, "a") && accepts(alpha, "Z") && !accepts(alpha, "1") && !accepts(alpha, ""));
    assert!(accepts(lowalpha, "q") && !accepts(lowalpha, "Q"));
    assert!(accepts(upalpha, "Q") && !accepts(upalpha, "q"));
    assert!(accepts(digit, "7") && !accepts(digit, "a"));
    assert!(accepts(alphanum, "7") && accepts(alphanum, "x") && !accepts(alphanum, "-"));
    assert!(!accepts(alpha, "ab"), "one character only");
}

#[test]
fn marks_are_unreserved_and_not_reserved() {
    for c in "-_.!~*'()".chars() {
        let text = c.to_string();
        assert!(accepts(mark, &text) && accepts(unreserved, &text) && !accepts(reserved::<Rfc2396>, &text), "{c}");
    }
    for c in ";/?:@&=+$,".chars() {
        let text = c.to_string();
        assert!(
            accepts(reserved::<Rfc2396>, &text) && !accepts(unreserved, &text) && accepts(uric::<Rfc2396>, &text),
            "{c}"
        );
    }
    for c in " \"#%<>[]\\^`{|}é".chars() {
        let text = c.to_string();
        assert!(!accepts(unreserved, &text) && !accepts(reserved::<Rfc2396>, &text), "{c}");
    }
}

#[test]
fn rfc2732_adds_brackets_to_reserved() {
    let with = |text| reserved::<Rfc2732>(input(text)).is_ok();
    assert!(with("[") && with("]") && with(";"));
    assert!(!accepts(reserved::<Rfc2396>, "[") && !accepts(reserved::<Rfc2396>, "]"));
    assert!(uric::<Rfc2732>(input("[")).is_ok() && !accepts(uric::<Rfc2396>, "["));
}

#[test]
fn escaped_takes_two_hex_digits_and_commits() {
    assert!(accepts(escaped, "%41") && accepts(escaped, "%aF") && accepts(uric::<Rfc2396>, "%20"));
    assert!(!accepts(escaped, "%4") && !accepts(escaped, "41"));
    let Err(nom::Err::Failure(error)) = escaped(input("%4z")) else { panic!("a bad escape commits") };
    assert_eq!(error.offset, 2);
    assert!(accepts(hex, "f") && accepts(hex, "F") && accepts(hex, "0") && !accepts(hex, "g"));
}

#[test]
fn classes_never_split_a_character() {
    for class in [
        LOWALPHA,
        UPALPHA,
        UNWISE,
        UNWISE_RFC2732,
        ALPHANUM,
        MARK,
        UNRESERVED,
        RESERVED,
        RESERVED_RFC2732,
        URIC,
        URIC_RFC2732,
        URIC_NO_SLASH,
        PCHAR,
        REL_SEGMENT,
        REG_NAME,
        USERINFO,
        URI_CHAR,
        URI_CHAR_RFC2732,
    ] {
        let high = (0x80u8..=0xFF).filter(|&b| class.contains(b)).count();
        assert!(high == 0 || high == 128);
    }
}
