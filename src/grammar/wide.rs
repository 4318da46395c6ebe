//! Runs of a byte class that may also hold characters beyond ASCII: how RFC 3987 widens RFC 3986's classes.
//!
//! RFC 3987's terminals are characters, not bytes (§2.2: "Terminals in the ABNF are characters, not bytes").
//! Its classes are RFC 3986's single-byte classes plus ranges of code points (`ucschar`, `iprivate`), so a
//! run reads ASCII bytes with the class's table, as RFC 3986's runs do, and decodes a character only where a
//! byte of 0x80 or above stands. The input is a `str`, so that byte starts a whole UTF-8 character and the run
//! never ends inside one.

use super::{ByteClass, Grammar, Input, PResult, escape_at, rest, split};

/// `*( plain / escape / wide )` for a class `plain` of single bytes, a percent-escape rule, and the characters
/// beyond ASCII that `wide` accepts.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn wide_escaped_run_at<'a, R: Grammar>(
    plain: &'static ByteClass,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
    wide: fn(char) -> bool,
    input: Input<'a>,
) -> PResult<'a, Input<'a>, R> {
    let bytes = rest(&input);
    let mut index = plain.run_length(bytes);
    loop {
        match bytes.get(index) {
            Some(&b) if plain.contains(b) => index += 1,
            Some(b'%') => index = escape_at(input, index, escape)?,
            Some(&b) if b >= 0x80 => match wide_char_at(&input, index) {
                Some(c) if wide(c) => index += c.len_utf8(),
                _ => return Ok(split(input, index)),
            },
            _ => return Ok(split(input, index)),
        }
    }
}

/// The character that starts at byte `index` of `input`'s rest, when `index` is on a character boundary.
#[inline]
pub(crate) fn wide_char_at(input: &Input<'_>, index: usize) -> Option<char> {
    input.fragment().get(index..).and_then(|rest| rest.chars().next())
}

/// Whether the next character of `input` starts a run of `plain`, an escape or a `wide` character.
#[inline]
pub(crate) fn starts_wide_run(input: &Input<'_>, plain: &ByteClass, wide: fn(char) -> bool) -> bool {
    match rest(input).first() {
        Some(&b) if b == b'%' || plain.contains(b) => true,
        Some(&b) if b >= 0x80 => wide_char_at(input, 0).is_some_and(wide),
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
    match wide_char_at(&input, 0) {
        Some(c) if !c.is_ascii() && wide(c) => Ok(split(input, c.len_utf8())),
        _ => Err(super::mismatch(&input, expected)),
    }
}
