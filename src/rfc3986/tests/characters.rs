//! Unit tests of `characters.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;

fn accepts(parser: fn(Input<'_>) -> Res<'_, Input<'_>>, text: &str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

#[test]
fn pct_encoded_takes_two_hex_digits_either_case() {
    assert!(accepts(pct_encoded, "%41"));
    assert!(accepts(pct_encoded, "%aF"));
    assert!(!accepts(pct_encoded, "%4"));
    assert!(!accepts(pct_encoded, "%G1"));
    assert!(!accepts(pct_encoded, "41"));
}

#[test]
fn a_bad_percent_fails_at_the_first_bad_digit() {
    let Err(nom::Err::Failure(error)) = pct_encoded(input("%4z")) else { panic!("a bad %-escape commits") };
    assert_eq!(error.offset, 2);
    assert_eq!(error.problem, Some("expected two hex digits after \"%\""));
}

#[test]
fn character_classes_match_section_2() {
    for c in "AZaz09-._~".chars() {
        assert!(accepts(unreserved, &c.to_string()), "{c}");
    }
    for c in ":/?#[]@".chars() {
        assert!(accepts(gen_delims, &c.to_string()) && accepts(reserved, &c.to_string()), "{c}");
    }
    for c in "!$&'()*+,;=".chars() {
        assert!(accepts(sub_delims, &c.to_string()) && accepts(reserved, &c.to_string()), "{c}");
    }
    for c in " \"%<>\\^`{|}é".chars() {
        assert!(!accepts(unreserved, &c.to_string()) && !accepts(reserved, &c.to_string()), "{c}");
    }
    assert!(!accepts(unreserved, ""));
}

#[test]
fn classes_never_split_a_character() {
    for class in [UNRESERVED, RESERVED, PCHAR, PCHAR_NO_COLON, USERINFO, REG_NAME, QUERY, URI_CHAR] {
        let high = (0x80u8..=0xFF).filter(|&b| class.contains(b)).count();
        assert!(high == 0 || high == 128);
    }
}
