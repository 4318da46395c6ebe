//! Runs of a byte class that may also hold characters beyond ASCII: how RFC 3987 widens RFC 3986's classes.
//!
//! RFC 3987's terminals are characters, not bytes (§2.2: "Terminals in the ABNF are characters, not bytes").
//! Its classes are RFC 3986's single-byte classes plus ranges of code points (`ucschar`, and `iprivate` in the
//! query), so a run reads ASCII bytes with the class's table, as RFC 3986's runs do, and looks at a character
//! beyond ASCII only where a byte of 0x80 or above stands. The input is a `str`, so that byte starts a whole
//! UTF-8 character and the run never ends inside one.
//!
//! Most characters are told by their first byte alone: every two-byte character from U+00C0 and every
//! three-byte one below U+E000 is a `ucschar` (U+D800-U+DFFF cannot stand in a `str`). Only the lead bytes
//! `C2`, `EE`, `EF` and `F0`-`F4` need the code point.

use super::{ByteClass, Grammar, Input, PResult, escape_at, rest, split};

/// The length of the character at `bytes[at]` (a character boundary of a `str`, at a byte of 0x80 or above)
/// when it is a `ucschar`, or, with `private`, an `iprivate`; 0 when it is neither.
#[inline(always)]
pub(crate) fn wide_width(bytes: &[u8], at: usize, private: bool) -> usize {
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
        Some(c) if crate::rfc3987::is_ucschar(c) || (private && crate::rfc3987::is_iprivate(c)) => width,
        _ => 0,
    }
}

/// `*( plain / escape / wide )` for a class `plain` of single bytes, a percent-escape rule, and the characters
/// beyond ASCII of `ucschar` (and of `iprivate` when `private`).
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn wide_escaped_run_at<'a, R: Grammar>(
    plain: &'static ByteClass,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
    private: bool,
    input: Input<'a>,
) -> PResult<'a, Input<'a>, R> {
    let bytes = rest(&input);
    let mut index = plain.run_length(bytes);
    loop {
        match bytes.get(index) {
            Some(&b) if plain.contains(b) => index += 1,
            Some(b'%') => index = escape_at(input, index, escape)?,
            Some(&b) if b >= 0x80 => match wide_width(bytes, index, private) {
                0 => return Ok(split(input, index)),
                width => index += width,
            },
            _ => return Ok(split(input, index)),
        }
    }
}

/// Whether the next character of `input` starts a run of `plain`, an escape or a `ucschar`.
#[inline]
pub(crate) fn starts_wide_run(input: &Input<'_>, plain: &ByteClass) -> bool {
    match rest(input).first() {
        Some(&b) if b == b'%' || plain.contains(b) => true,
        Some(&b) if b >= 0x80 => wide_width(rest(input), 0, false) > 0,
        _ => false,
    }
}

/// One character beyond ASCII that `wide` accepts; otherwise a recoverable failure expecting `expected`.
#[inline]
pub(crate) fn wide_char<'a, R: Grammar>(
    input: Input<'a>,
    wide: fn(char) -> bool,
    expected: super::Expected<R>,
) -> PResult<'a, Input<'a>, R> {
    match input.fragment().chars().next() {
        Some(c) if !c.is_ascii() && wide(c) => Ok(split(input, c.len_utf8())),
        _ => Err(super::mismatch(&input, expected)),
    }
}
