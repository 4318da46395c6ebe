//! Runs of a byte class that may also hold characters beyond ASCII: how an amendment widens a grammar's classes,
//! as RFC 3987 widens RFC 3986's.
//!
//! RFC 3987's terminals are characters, not bytes (§2.2: "Terminals in the ABNF are characters, not bytes").
//! Its classes are RFC 3986's single-byte classes plus ranges of code points (`ucschar`, and `iprivate` in the
//! query), so a run reads ASCII bytes with the class's table, as RFC 3986's runs do, and looks at a character
//! beyond ASCII only where a byte of 0x80 or above stands. The input is a `str`, so that byte starts a whole
//! UTF-8 character and the run never ends inside one.
//!
//! Which characters beyond ASCII a class takes is the amendment's to say, not this module's: a [`Widening`]
//! carries its tests, and a grammar's variant type carries its widening as a constant (`rfc3986::Variant::WIDE`),
//! so that the base rules read the amended classes without naming the RFC that amends them.

use core::fmt;

use super::{ByteClass, Grammar, Input, PResult, escape_at, rest, split};

/// What an amendment adds to a grammar's classes beyond ASCII, and how its errors speak of those characters:
/// RFC 3987 adds `ucschar` to RFC 3986's unreserved characters, and `iprivate` to its query, and calls the
/// result an IRI.
///
/// A variant type carries one as a constant (`rfc3986::Variant::WIDE`, `None` where the classes are ASCII
/// alone), as iri-string's spec types carry their tables: the rules test the constant, so each instance of a
/// rule keeps one loop, and call the functions it holds, so a new amendment is a new value rather than a new
/// branch in the base rules. Only this crate builds one, as only it defines the variants.
#[derive(Clone, Copy)]
pub struct Widening {
    /// The length of the character at `bytes[at]` (a character boundary of a `str`, at a byte of 0x80 or
    /// above) when the widened classes take it, with `private` the query's class; 0 when they do not. The
    /// same test as [`Widening::is_wide`] and [`Widening::is_private`], told from the UTF-8 bytes, so that a
    /// run need not decode the characters that the first byte already decides.
    pub(crate) width: fn(bytes: &[u8], at: usize, private: bool) -> usize,
    /// Whether the widened unreserved characters take `c` (RFC 3987's `ucschar`).
    pub(crate) is_wide: fn(c: char) -> bool,
    /// Whether the widened query alone takes `c` (RFC 3987's `iprivate`).
    pub(crate) is_private: fn(c: char) -> bool,
    /// How an error's sentence names a character beyond ASCII (`U+FFFD REPLACEMENT CHARACTER`).
    pub(crate) describe: fn(c: char, out: &mut fmt::Formatter<'_>) -> fmt::Result,
    /// What a text read with the widened classes is called (`"IRI"`).
    pub(crate) noun: &'static str,
    /// The same with its article (`"an IRI"`).
    pub(crate) a_noun: &'static str,
}

/// Two widenings are equal when they take the same characters and speak of them alike: the same functions and
/// nouns. (Errors hold the widening they were read with, and errors compare.)
impl PartialEq for Widening {
    fn eq(&self, other: &Self) -> bool {
        self.width as usize == other.width as usize
            && self.is_wide as usize == other.is_wide as usize
            && self.is_private as usize == other.is_private as usize
            && self.describe as usize == other.describe as usize
            && (self.noun, self.a_noun) == (other.noun, other.a_noun)
    }
}

impl Eq for Widening {}

/// The functions have no useful `Debug`; the noun says which widening it is.
impl fmt::Debug for Widening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Widening").field("noun", &self.noun).finish_non_exhaustive()
    }
}

/// `*( plain / escape / wide )` for a class `plain` of single bytes, a percent-escape rule, and the characters
/// beyond ASCII that `wide` takes (with `private`, those of the query).
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn wide_escaped_run_at<'a, R: Grammar>(
    plain: &'static ByteClass,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
    wide: &Widening,
    private: bool,
    input: Input<'a>,
) -> PResult<'a, Input<'a>, R> {
    let bytes = rest(&input);
    let mut index = plain.run_length(bytes);
    loop {
        match bytes.get(index) {
            Some(&b) if plain.contains(b) => index += 1,
            Some(b'%') => index = escape_at(input, index, escape)?,
            Some(&b) if b >= 0x80 => match (wide.width)(bytes, index, private) {
                0 => return Ok(split(input, index)),
                width => index += width,
            },
            _ => return Ok(split(input, index)),
        }
    }
}

/// Whether the next character of `input` starts a run of `plain`, an escape or a character that `wide` takes.
#[inline]
pub(crate) fn starts_wide_run(input: &Input<'_>, plain: &ByteClass, wide: &Widening) -> bool {
    match rest(input).first() {
        Some(&b) if b == b'%' || plain.contains(b) => true,
        Some(&b) if b >= 0x80 => (wide.width)(rest(input), 0, false) > 0,
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
