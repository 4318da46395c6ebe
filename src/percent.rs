//! Percent-encoding (RFC 3986 §2.1): decode a component to bytes or to UTF-8 text, and encode text for a
//! component with the characters that component's rule allows.
//!
//! ```
//! use urigram::percent::{self, Set};
//!
//! assert_eq!(percent::decode("caf%C3%A9%20au%20lait")?, "café au lait".as_bytes());
//! assert_eq!(percent::decode_utf8("caf%C3%A9")?, "café");
//! let error = percent::decode_utf8("caf%C3%28").unwrap_err();
//! assert_eq!(error.span(), urigram::Span::new(3, 6)); // the octet %C3 starts no valid character
//!
//! assert_eq!(percent::encode("a b/c?d", Set::Segment), "a%20b%2Fc%3Fd");
//! assert_eq!(percent::encode("a b/c?d", Set::Query), "a%20b/c?d");
//! assert_eq!(percent::encode("été", Set::Fragment), "%C3%A9t%C3%A9");
//! # Ok::<(), urigram::percent::PercentError>(())
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::Span;
use crate::grammar::{ALPHA, ByteClass, DIGIT};

/// Why a text cannot be decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PercentError {
    /// A `%` not followed by two hex digits (`pct-encoded = "%" HEXDIG HEXDIG`, RFC 3986 §2.1).
    #[error("\"%\" at {span} is not followed by two hex digits (RFC 3986 \u{a7}2.1, pct-encoded)")]
    BadEscape {
        /// The `%` and what follows it, up to two characters.
        span: Span,
    },
    /// The decoded octets are not UTF-8 (RFC 3986 §2.5: "first encoded as octets according to the UTF-8
    /// character encoding").
    #[error("the octets at {span} are not UTF-8 (RFC 3986 \u{a7}2.5)")]
    NotUtf8 {
        /// The text that encodes the first octet sequence that is not a UTF-8 character.
        span: Span,
    },
}

impl PercentError {
    /// The offending bytes of the input.
    #[must_use]
    pub fn span(&self) -> Span {
        match *self {
            PercentError::BadEscape { span } | PercentError::NotUtf8 { span } => span,
        }
    }
}

/// The value of a hex digit, if `byte` is one.
const fn hex_value(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        b'A'..=b'F' => Some(byte - b'A' + 10),
        _ => None,
    }
}

/// The octet a well-formed `%XX` at the start of `bytes` encodes.
pub(crate) fn escape_at(bytes: &[u8]) -> Option<u8> {
    match bytes {
        [b'%', high, low, ..] => Some(hex_value(*high)? << 4 | hex_value(*low)?),
        _ => None,
    }
}

/// The pieces of `text`: each `%XX` as its octet (with the input width 3), every other byte as itself (width
/// 1), or the span of a bad escape.
fn octets(text: &str) -> impl Iterator<Item = Result<(u8, usize), Span>> + '_ {
    let bytes = text.as_bytes();
    let mut at = 0;
    core::iter::from_fn(move || {
        let rest = bytes.get(at..).filter(|rest| !rest.is_empty())?;
        let start = at;
        Some(if rest.first() == Some(&b'%') {
            match escape_at(rest) {
                Some(octet) => {
                    at += 3;
                    Ok((octet, 3))
                }
                None => {
                    // The `%` and up to two more characters, ending on a character boundary.
                    let mut end = (start + 3).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    at = bytes.len();
                    Err(Span::new(start, end))
                }
            }
        } else {
            at += 1;
            Ok((rest.first().copied().unwrap_or_default(), 1))
        })
    })
}

/// Decodes every `%XX` of `text` to its octet (§2.1) and keeps every other character as its UTF-8 bytes.
///
/// Only `%` is checked: what else a component may hold is its rule's business, so the text need not be a
/// valid component.
///
/// ```
/// assert_eq!(urigram::percent::decode("%7E%7e%FF").unwrap(), [b'~', b'~', 0xFF]);
/// assert!(urigram::percent::decode("100%").is_err());
/// ```
pub fn decode(text: &str) -> Result<Vec<u8>, PercentError> {
    let mut out = Vec::with_capacity(text.len());
    for piece in octets(text) {
        let (octet, _) = piece.map_err(|span| PercentError::BadEscape { span })?;
        out.push(octet);
    }
    Ok(out)
}

/// Decodes `text` as [`decode`] does and reads the octets as UTF-8; an error spans the text encoding the first
/// octets that are not a UTF-8 character.
///
/// ```
/// use urigram::percent::{PercentError, decode_utf8};
/// assert_eq!(decode_utf8("%E2%82%AC1").unwrap(), "€1");
/// assert_eq!(decode_utf8("ab%E2%82").unwrap_err(), PercentError::NotUtf8 { span: urigram::Span::new(2, 8) });
/// ```
pub fn decode_utf8(text: &str) -> Result<String, PercentError> {
    let bytes = decode(text)?;
    match String::from_utf8(bytes) {
        Ok(decoded) => Ok(decoded),
        Err(error) => {
            let utf8 = error.utf8_error();
            let first = utf8.valid_up_to();
            let last = utf8.error_len().map_or(usize::MAX, |length| first + length);
            Err(PercentError::NotUtf8 { span: input_span(text, first, last) })
        }
    }
}

/// [`decode`], borrowing `text` when it holds no `%`; a `%` without two hex digits after it is kept as it is
/// (the grammar's components have none).
///
/// ```
/// use std::borrow::Cow;
/// assert!(matches!(urigram::percent::decode_cow("plain"), Cow::Borrowed(b"plain")));
/// assert_eq!(urigram::percent::decode_cow("a%2Fb").as_ref(), b"a/b");
/// ```
#[must_use]
pub fn decode_cow(text: &str) -> Cow<'_, [u8]> {
    if !text.contains('%') {
        return Cow::Borrowed(text.as_bytes());
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(text.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        match escape_at(&bytes[at..]) {
            Some(octet) => {
                out.push(octet);
                at += 3;
            }
            None => {
                out.push(byte);
                at += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// [`decode_utf8`], borrowing `text` when it holds no `%`.
///
/// # Errors
///
/// As [`decode_utf8`].
///
/// ```
/// use std::borrow::Cow;
/// assert!(matches!(urigram::percent::decode_utf8_cow("plain"), Ok(Cow::Borrowed("plain"))));
/// assert_eq!(urigram::percent::decode_utf8_cow("caf%C3%A9").unwrap(), "café");
/// ```
pub fn decode_utf8_cow(text: &str) -> Result<Cow<'_, str>, PercentError> {
    if text.contains('%') { decode_utf8(text).map(Cow::Owned) } else { Ok(Cow::Borrowed(text)) }
}

/// Writes `pairs` as an `application/x-www-form-urlencoded` query (the HTML form encoding, which
/// [`Query::pairs`](crate::rfc3986::ast::Query::pairs) with [`Plus::Space`](crate::rfc3986::Plus::Space) reads):
/// `name=value` joined by `&`, a space as `+`, and every octet but ASCII letters, digits and `*-._`
/// percent-encoded with uppercase hex digits. The result is a valid RFC 3986 `query`.
///
/// ```
/// let query = urigram::percent::encode_form([("q", "a b&c"), ("lang", "fr-FR"), ("é", "")]);
/// assert_eq!(query, "q=a+b%26c&lang=fr-FR&%C3%A9=");
/// ```
#[must_use]
pub fn encode_form<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    const KEPT: ByteClass = ALPHA.union(DIGIT).with_bytes(b"*-._");
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::new();
    for (index, (name, value)) in pairs.into_iter().enumerate() {
        if index > 0 {
            out.push('&');
        }
        for (side, text) in [name, value].into_iter().enumerate() {
            if side == 1 {
                out.push('=');
            }
            for &byte in text.as_bytes() {
                if KEPT.contains(byte) {
                    out.push(char::from(byte));
                } else if byte == b' ' {
                    out.push('+');
                } else {
                    out.push('%');
                    out.push(char::from(HEX[usize::from(byte >> 4)]));
                    out.push(char::from(HEX[usize::from(byte & 0x0F)]));
                }
            }
        }
    }
    out
}

/// The span of `text` that encodes the decoded octets `first..last` (`last` may be past the end).
fn input_span(text: &str, first: usize, last: usize) -> Span {
    let (mut start, mut end, mut offset) = (text.len(), text.len(), 0);
    for (index, piece) in octets(text).enumerate() {
        let Ok((_, width)) = piece else { break };
        if index == first {
            start = offset;
        }
        if index == last {
            end = offset;
            break;
        }
        offset += width;
    }
    // The octets of a raw character are never split by an invalid sequence, but be safe on boundaries.
    while !text.is_char_boundary(end) {
        end += 1;
    }
    Span::new(start, end)
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 §2.3)
const UNRESERVED: ByteClass = ALPHA.union(DIGIT).with_bytes(b"-._~");
/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 §2.2)
const SUB_DELIMS: ByteClass = ByteClass::EMPTY.with_bytes(b"!$&'()*+,;=");

/// Whether `octet` is an `unreserved` character (§2.3), which §2.3 says "should not be" percent-encoded.
#[must_use]
pub fn is_unreserved(octet: u8) -> bool {
    UNRESERVED.contains(octet)
}

/// The component a text is encoded for: each allows the characters of its RFC 3986 rule other than
/// `pct-encoded`, and [`encode`] percent-encodes every other octet, `%` included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Set {
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (§3.2.1)
    Userinfo,
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (§3.2.2)
    RegName,
    /// `segment = *pchar`, `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (§3.3): one path
    /// segment, so `/` is encoded.
    Segment,
    /// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` (§3.3): the first segment of a
    /// relative path, which may not hold `:`.
    SegmentNzNc,
    /// A whole path, `*( "/" segment )` and its kin (§3.3): `pchar` and `/`.
    Path,
    /// `query = *( pchar / "/" / "?" )` (§3.4)
    Query,
    /// `fragment = *( pchar / "/" / "?" )` (§3.5)
    Fragment,
}

impl Set {
    /// The bytes the component allows as themselves.
    #[must_use]
    pub fn allowed(self) -> &'static ByteClass {
        const USERINFO: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b":");
        const REG_NAME: ByteClass = UNRESERVED.union(SUB_DELIMS);
        const PCHAR: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b":@");
        const SEGMENT_NZ_NC: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b"@");
        const PATH: ByteClass = PCHAR.with_bytes(b"/");
        const QUERY: ByteClass = PCHAR.with_bytes(b"/?");
        match self {
            Set::Userinfo => &USERINFO,
            Set::RegName => &REG_NAME,
            Set::Segment => &PCHAR,
            Set::SegmentNzNc => &SEGMENT_NZ_NC,
            Set::Path => &PATH,
            Set::Query | Set::Fragment => &QUERY,
        }
    }
}

/// Percent-encodes every octet of `text` (its UTF-8 bytes, §2.5) that `set`'s component does not allow, with
/// uppercase hex digits (§2.1: "should use uppercase hexadecimal digits"). `%` is always encoded, so decoding
/// the result gives `text` back.
///
/// ```
/// use urigram::percent::{Set, decode_utf8, encode};
/// assert_eq!(encode("user:pa@ss", Set::Userinfo), "user:pa%40ss");
/// assert_eq!(encode("a:b", Set::SegmentNzNc), "a%3Ab");
/// assert_eq!(encode("100%", Set::Path), "100%25");
/// assert_eq!(decode_utf8(&encode("a b€", Set::RegName)).unwrap(), "a b€");
/// ```
#[must_use]
pub fn encode(text: &str, set: Set) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let allowed = set.allowed();
    let mut out = String::with_capacity(text.len());
    for &byte in text.as_bytes() {
        if allowed.contains(byte) {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0x0F)]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_escapes_are_spanned() {
        assert_eq!(decode("a%4"), Err(PercentError::BadEscape { span: Span::new(1, 3) }));
        assert_eq!(decode("a%zzz"), Err(PercentError::BadEscape { span: Span::new(1, 4) }));
        assert_eq!(decode("%é"), Err(PercentError::BadEscape { span: Span::new(0, 3) }));
        assert_eq!(decode("%"), Err(PercentError::BadEscape { span: Span::new(0, 1) }));
    }

    #[test]
    fn utf8_errors_span_the_bad_octet() {
        assert_eq!(decode_utf8("%FF"), Err(PercentError::NotUtf8 { span: Span::new(0, 3) }));
        assert_eq!(decode_utf8("é%C3é"), Err(PercentError::NotUtf8 { span: Span::new(2, 5) }));
        assert_eq!(decode_utf8("x%C3"), Err(PercentError::NotUtf8 { span: Span::new(1, 4) }));
        assert_eq!(decode_utf8("é%A9").unwrap_err().span(), Span::new(2, 5));
    }

    #[test]
    fn every_byte_round_trips_through_every_set() {
        let all: Vec<u8> = (0..=255).collect();
        let text = String::from_utf8_lossy(&all).into_owned();
        for set in [Set::Userinfo, Set::RegName, Set::Segment, Set::SegmentNzNc, Set::Path, Set::Query, Set::Fragment] {
            let encoded = encode(&text, set);
            assert_eq!(decode_utf8(&encoded).unwrap(), text, "{set:?}");
        }
    }

    #[test]
    fn classes_never_split_a_character() {
        for set in [Set::Userinfo, Set::RegName, Set::Segment, Set::SegmentNzNc, Set::Path, Set::Query] {
            assert!((0x80u8..=0xFF).all(|b| !set.allowed().contains(b)));
        }
    }
}
