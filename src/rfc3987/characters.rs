//! RFC 3987 §2.2, the characters that IRIs add to URIs: `ucschar` and `iprivate`, and `iunreserved` made of
//! them; and §4.1's bidirectional formatting characters, which IRIs must not hold.
//!
//! Each class is a test on a code point, used by RFC 3986's rules where a byte of 0x80 or above stands (see
//! `crate::grammar::wide`): the ASCII part of every class is RFC 3986's table. [`IRI_CHARACTERS`] hands the
//! tests to those rules, through the variant types (`rfc3986::Variant::WIDE`).

use super::{Res, Rule, rename};
use crate::grammar::{Expected, Input, Widening, wide_char};

/// What RFC 3987 adds to RFC 3986's classes, as the IRI variants carry it (`rfc3986::Variant::WIDE`):
/// `ucschar` in every class that holds `unreserved`, `iprivate` in the query, and an IRI's words for errors.
pub(crate) const IRI_CHARACTERS: Widening = Widening {
    width: wide_width,
    is_wide: is_ucschar,
    is_private: is_iprivate,
    describe: super::problem::describe_code_point,
    noun: super::problem::NOUN,
    a_noun: super::problem::A_NOUN,
};

/// The length of the character at `bytes[at]` (a character boundary of a `str`, at a byte of 0x80 or above)
/// when it is a `ucschar`, or, with `private`, an `iprivate`; 0 when it is neither: [`is_ucschar`] and
/// [`is_iprivate`] told from the UTF-8 bytes, for the runs of RFC 3986's rules.
///
/// Most characters are told by their first byte alone: every two-byte character from U+00C0 and every
/// three-byte one below U+E000 is a `ucschar` (U+D800-U+DFFF cannot stand in a `str`). Only the lead bytes
/// `C2`, `EE`, `EF` and `F0`-`F4` need the code point.
#[inline(always)]
fn wide_width(bytes: &[u8], at: usize, private: bool) -> usize {
    let continuation = |offset: usize| u32::from(bytes.get(at + offset).copied().unwrap_or(0) & 0x3F);
    let (width, code) = match bytes.get(at).copied().unwrap_or(0) {
        0xC3..=0xDF => return 2,
        0xE0..=0xED => return 3,
        // U+0080-U+00BF: the C1 controls (not ucschar) below U+00A0.
        0xC2 => return if bytes.get(at + 1).is_some_and(|&b| b >= 0xA0) { 2 } else { 0 },
        // U+E000-U+EFFF: private use.
        0xEE => return if private { 3 } else { 0 },
        lead @ 0xEF => (3, (u32::from(lead) & 0x0F) << 12 | continuation(1) << 6 | continuation(2)),
        lead @ 0xF0..=0xF4 => {
            (4, (u32::from(lead) & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3))
        }
        _ => return 0,
    };
    match char::from_u32(code) {
        Some(c) if is_ucschar(c) || (private && is_iprivate(c)) => width,
        _ => 0,
    }
}

/// Whether `c` is a [`ucschar`] (RFC 3987 §2.2), whose ranges are quoted there.
///
/// From U+10000 on, the ranges are the planes 1 to 14 without each plane's last two code points (U+xFFFE and
/// U+xFFFF, which Unicode makes noncharacters), and plane 14 starts at U+E1000, leaving out its tags and
/// variation selectors.
#[inline]
#[must_use]
pub const fn is_ucschar(c: char) -> bool {
    let code = c as u32;
    match code {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        0x10000..=0xDFFFD => code & 0xFFFF <= 0xFFFD,
        0xE1000..=0xEFFFD => true,
        _ => false,
    }
}

/// Whether `c` is an [`iprivate`] (RFC 3987 §2.2): a private-use character, which only `iquery` takes.
#[inline]
#[must_use]
pub const fn is_iprivate(c: char) -> bool {
    matches!(c as u32, 0xE000..=0xF8FF | 0xF0000..=0xFFFFD | 0x10_0000..=0x10_FFFD)
}

/// The characters beyond ASCII of `iquery = *( ipchar / iprivate / "/" / "?" )`: `ucschar` and `iprivate`.
#[inline]
#[must_use]
pub const fn is_iquery_char(c: char) -> bool {
    is_ucschar(c) || is_iprivate(c)
}

/// The bidirectional formatting characters of RFC 3987 §4.1 ("IRIs MUST NOT contain bidirectional formatting
/// characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)"), with their Unicode names; each is a `ucschar`.
pub const BIDI_FORMATTING: [(char, &str); 7] = [
    ('\u{200E}', "LEFT-TO-RIGHT MARK"),
    ('\u{200F}', "RIGHT-TO-LEFT MARK"),
    ('\u{202A}', "LEFT-TO-RIGHT EMBEDDING"),
    ('\u{202B}', "RIGHT-TO-LEFT EMBEDDING"),
    ('\u{202C}', "POP DIRECTIONAL FORMATTING"),
    ('\u{202D}', "LEFT-TO-RIGHT OVERRIDE"),
    ('\u{202E}', "RIGHT-TO-LEFT OVERRIDE"),
];

/// Whether `c` is one of the bidirectional formatting characters that RFC 3987 §4.1 forbids in IRIs.
#[inline]
#[must_use]
pub fn is_bidi_formatting(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

/// ```abnf
/// ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///                / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)), one character; [`is_ucschar`] is
/// the same test on a `char`.
pub fn ucschar(input: Input<'_>) -> Res<'_, Input<'_>> {
    wide_char(input, is_ucschar, Expected::of(Rule::Ucschar))
}

/// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD`, one character
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn iprivate(input: Input<'_>) -> Res<'_, Input<'_>> {
    wide_char(input, is_iprivate, Expected::of(Rule::Iprivate))
}

/// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar`
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2))
pub fn iunreserved(input: Input<'_>) -> Res<'_, Input<'_>> {
    match rename(crate::rfc3986::unreserved(input)) {
        Ok(ok) => Ok(ok),
        Err(_) => wide_char(input, is_ucschar, Expected::of(Rule::Iunreserved)),
    }
}

#[cfg(test)]
#[path = "tests/characters.rs"]
mod tests;
