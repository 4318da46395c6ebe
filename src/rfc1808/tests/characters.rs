//! Unit tests of `characters.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;
use crate::rfc1808::{Rfc1808, Rfc2068};

fn accepts(parser: fn(Input<'_>) -> Res<'_, Input<'_>>, text: &str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

fn accepts_only(parser: fn(Input<'_>) -> Res<'_, Input<'_>>, members: &str) {
    for byte in 0u8..0x80 {
        let text = char::from(byte).to_string();
        assert_eq!(accepts(parser, &text), members.contains(char::from(byte)), "{text:?}");
    }
    assert!(!accepts(parser, "é") && !accepts(parser, ""));
}

#[test]
fn each_character_rule_is_its_section_2_2_list() {
    accepts_only(lowalpha, "abcdefghijklmnopqrstuvwxyz");
    accepts_only(hialpha, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    accepts_only(alpha, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
    accepts_only(digit, "0123456789");
    accepts_only(hex, "0123456789ABCDEFabcdef");
    accepts_only(safe::<Rfc1808>, "$-_.+");
    accepts_only(extra, "!*'(),");
    accepts_only(national::<Rfc1808>, "{}|\\^~[]`");
    accepts_only(reserved::<Rfc1808>, ";/?:@&=");
    accepts_only(punctuation, "<>#%\"");
    let controls: String = (0u8..0x20).chain([0x7F]).map(char::from).collect();
    accepts_only(r#unsafe, &format!("{controls} \"#%<>"));
    let alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    accepts_only(unreserved::<Rfc1808>, &format!("{alnum}$-_.+!*'(),"));
    // A lone `%` is not a whole escape: `uchar` and `pchar` commit to it and fail.
    accepts_only(uchar::<Rfc1808>, &format!("{alnum}$-_.+!*'(),"));
    accepts_only(pchar::<Rfc1808>, &format!("{alnum}$-_.+!*'(),:@&="));
}

#[test]
fn escapes_take_two_hex_digits_and_commit() {
    for text in ["%41", "%aF", "%00"] {
        assert!(accepts(escape, text) && accepts(uchar::<Rfc1808>, text) && accepts(pchar::<Rfc1808>, text), "{text}");
    }
    assert!(!accepts(escape, "41"));
    let Err(nom::Err::Failure(error)) = escape(input("%4z")) else { panic!("a bad escape commits") };
    assert_eq!(error.offset, 2);
    assert_eq!(error.problem, Some("expected two hex digits after \"%\""));
    assert!(matches!(pchar::<Rfc1808>(input("%g0")), Err(nom::Err::Failure(_))));
}

#[test]
fn the_classes_partition_ascii_as_section_2_2_says() {
    // Every printable ASCII character is in exactly one of alpha, digit, safe::<Rfc1808>, extra, national::<Rfc1808>, reserved::<Rfc1808>,
    // punctuation; space and the controls are in none.
    for byte in 0u8..0x80 {
        let count = [ALPHA, DIGIT, SAFE, EXTRA, NATIONAL, RESERVED, PUNCTUATION]
            .iter()
            .filter(|class| class.contains(byte))
            .count();
        let printable = (0x21..0x7F).contains(&byte);
        assert_eq!(count, usize::from(printable), "{byte:#04x}");
    }
}

#[test]
fn rfc_2068_national_is_the_nine_characters_and_every_high_octet() {
    for byte in 0u8..=0xFF {
        let expected = NATIONAL.contains(byte) || byte >= 0x80;
        assert_eq!(NATIONAL_2068.contains(byte), expected, "{byte:#04x}");
    }
    // `+` moved from `safe` to `reserved`; the composite classes are unchanged apart from `national`.
    assert!(!SAFE_2068.contains(b'+') && RESERVED_2068.contains(b'+'));
    assert_eq!(HTTP.pchar, STRICT.pchar.union(NATIONAL_2068));
    assert_eq!(HTTP.uric, STRICT.uric.union(NATIONAL_2068));
    assert_eq!(HTTP.url, STRICT.url.union(NATIONAL_2068));
    assert_eq!(HTTP.unreserved, STRICT.unreserved.minus(ByteClass::EMPTY.with_bytes(b"+")).union(NATIONAL_2068));
}

#[test]
fn the_rfc_2068_rules_take_whole_characters() {
    let (rest, taken) = national::<Rfc2068>(input("é/")).unwrap();
    assert_eq!((*taken.fragment(), *rest.fragment()), ("é", "/"));
    let (rest, taken) = pchar::<Rfc2068>(input("😀x")).unwrap();
    assert_eq!((*taken.fragment(), *rest.fragment()), ("😀", "x"));
    assert!(national::<Rfc2068>(input("a")).is_err() && national::<Rfc2068>(input(" ")).is_err());
    assert!(unreserved::<Rfc2068>(input("~")).is_ok() && unreserved::<Rfc2068>(input("+")).is_err());
    assert!(reserved::<Rfc2068>(input("+")).is_ok() && safe::<Rfc2068>(input("+")).is_err());
}

#[test]
fn classes_never_split_a_character() {
    for charset in [&STRICT, &HTTP] {
        for class in [
            charset.safe,
            charset.national,
            charset.reserved,
            charset.unreserved,
            charset.pchar,
            charset.param,
            charset.params,
            charset.net_loc,
            charset.uric,
            charset.url,
        ] {
            let high = (0x80u8..=0xFF).filter(|&b| class.contains(b)).count();
            assert!(high == 0 || high == 128);
        }
    }
    for class in [ALPHA, LOWALPHA, HIALPHA, SAFE, EXTRA, NATIONAL, RESERVED, PUNCTUATION, UNRESERVED, SCHEME] {
        assert!((0x80u8..=0xFF).all(|b| !class.contains(b)));
    }
}
