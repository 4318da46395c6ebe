//! Unit tests of `characters.rs`, kept apart so that the rule file holds its rules only.

use super::*;

#[test]
fn ucschar_ranges_are_those_printed() {
    for (low, high) in [
        (0xA0, 0xD7FF),
        (0xF900, 0xFDCF),
        (0xFDF0, 0xFFEF),
        (0x10000, 0x1FFFD),
        (0x20000, 0x2FFFD),
        (0xD0000, 0xDFFFD),
        (0xE1000, 0xEFFFD),
    ] {
        for code in [low, high] {
            assert!(is_ucschar(char::from_u32(code).unwrap()), "{code:X}");
        }
    }
    for code in [0x9F, 0xE000, 0xF8FF, 0xFDD0, 0xFDEF, 0xFFF0, 0xFFFD, 0x1FFFE, 0x1FFFF, 0xE0000, 0xE0FFF, 0xEFFFE] {
        assert!(!is_ucschar(char::from_u32(code).unwrap()), "{code:X}");
    }
    assert!(!is_ucschar('a'));
}

#[test]
fn iprivate_ranges_are_those_printed() {
    for code in [0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x10_0000, 0x10_FFFD] {
        assert!(is_iprivate(char::from_u32(code).unwrap()), "{code:X}");
    }
    for code in [0xD7FF, 0xF900, 0xFFFFE, 0x10_FFFE, 0x10_FFFF] {
        assert!(!is_iprivate(char::from_u32(code).unwrap_or('a')), "{code:X}");
    }
}

/// The runs of RFC 3986's rules tell the classes from the UTF-8 bytes ([`IRI_CHARACTERS`]'s width): the
/// same verdict as the tests on a code point, for every character beyond ASCII, followed by more text or
/// by nothing.
#[test]
fn the_width_from_the_bytes_agrees_with_the_classes() {
    for c in (0x80..=0x10_FFFF).filter_map(char::from_u32) {
        let mut buffer = [0; 5];
        let bytes = c.encode_utf8(&mut buffer).as_bytes().to_vec();
        let followed = [bytes.as_slice(), b"a"].concat();
        for text in [&bytes, &followed] {
            let width = |private| (IRI_CHARACTERS.width)(text, 0, private);
            assert_eq!(width(false), if is_ucschar(c) { c.len_utf8() } else { 0 }, "{c:?}");
            assert_eq!(width(true), if is_iquery_char(c) { c.len_utf8() } else { 0 }, "{c:?}");
        }
    }
}

#[test]
fn bidi_formatting_characters_are_ucschars() {
    for (c, _) in BIDI_FORMATTING {
        assert!(is_ucschar(c) && is_bidi_formatting(c));
    }
    assert!(!is_bidi_formatting('\u{2066}'));
}
