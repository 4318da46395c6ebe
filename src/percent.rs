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

/// Reads an `application/x-www-form-urlencoded` body (what an HTML form posts, or a query written the same
/// way) into its name-value pairs, as the WHATWG URL Standard's parser reads it (§5.1,
/// "application/x-www-form-urlencoded parsing"):
///
/// > 1. Let *sequences* be the result of splitting *input* on 0x26 (&).
/// > 2. Let *output* be an initially empty list of name-value tuples where both name and value hold a string.
/// > 3. For each byte sequence *bytes* in *sequences*:
/// >    1. If *bytes* is the empty byte sequence, then continue.
/// >    2. If *bytes* contains a 0x3D (=), then let *name* be the bytes from the start of *bytes* up to but
/// >       excluding its first 0x3D (=), and let *value* be the bytes, if any, after the first 0x3D (=) up to
/// >       the end of *bytes*. If 0x3D (=) is the first byte, then *name* will be the empty byte sequence. If
/// >       it is the last, then *value* will be the empty byte sequence.
/// >    3. Otherwise, let *name* have the value of *bytes* and let *value* be the empty byte sequence.
/// >    4. Replace any 0x2B (+) in *name* and *value* with 0x20 (SP).
/// >    5. Let *nameString* and *valueString* be the result of running UTF-8 decode without BOM on the
/// >       percent-decoding of *name* and *value*, respectively.
/// >    6. Append (*nameString*, *valueString*) to *output*.
/// > 4. Return *output*.
///
/// Its percent-decoding is lenient by definition: "if *byte* is 0x25 (%) and the next two bytes after *byte*
/// in *input* are not in the ranges 0x30 (0) to 0x39 (9), 0x41 (A) to 0x46 (F), and 0x61 (a) to 0x66 (f), all
/// inclusive, append *byte* to *output*" (a `%` that starts no escape stays); and UTF-8 decode without BOM puts
/// U+FFFD for each malformed sequence (as [`String::from_utf8_lossy`] does) and keeps a leading U+FEFF. Each
/// side is borrowed from the body when there is nothing to change; nothing is allocated for those. The pairs
/// come lazily, in order, repeated names kept.
///
/// How it differs from [`Query::pairs`](crate::rfc3986::ast::Query::pairs): that reads a *query* that RFC
/// 3986's grammar accepted, so it never sees what the grammar refuses and browsers send anyway (a lone `%`,
/// a space, non-ASCII text: `q=100%&r=ü`), and a `+` is a space there only when asked ([`Plus::Space`](
/// crate::rfc3986::Plus::Space)). This reads any bytes, never fails, and a `+` is always a space. Use it for a
/// request body, or for a query you take as a browser wrote it rather than as a URI.
///
/// ```
/// use urigram::percent::decode_form;
///
/// let pairs: Vec<_> = decode_form("q=100%&r=%C3%BC+caf\u{e9}&&flag&=x&a=b=c").collect();
/// assert_eq!(pairs, [("q", "100%"), ("r", "ü café"), ("flag", ""), ("", "x"), ("a", "b=c")].map(|(n, v)| (n.into(), v.into())));
/// assert!(urigram::rfc3986::parse_uri("http://a/?q=100%").is_err()); // the `query` rule refuses a lone `%`
/// // Nothing to decode: borrowed.
/// assert!(matches!(decode_form("a=b").next(), Some((std::borrow::Cow::Borrowed("a"), std::borrow::Cow::Borrowed("b")))));
/// // Bytes that are no UTF-8 text, encoded or not, become U+FFFD.
/// assert_eq!(decode_form(b"x=%FF\xFE".as_slice()).next().unwrap().1, "\u{FFFD}\u{FFFD}");
/// ```
#[must_use]
pub fn decode_form<B: AsRef<[u8]> + ?Sized>(body: &B) -> FormPairs<'_> {
    FormPairs { rest: Some(body.as_ref()) }
}

/// The name-value pairs of an `application/x-www-form-urlencoded` body: see [`decode_form`].
#[derive(Clone, Debug)]
pub struct FormPairs<'a> {
    /// What is left to read, or `None` once the last sequence was read.
    rest: Option<&'a [u8]>,
}

impl<'a> Iterator for FormPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let rest = self.rest?;
            // Step 1: the sequences between the `&`s (the last one runs to the end).
            let bytes = match memchr::memchr(b'&', rest) {
                Some(at) => {
                    self.rest = rest.get(at + 1..);
                    rest.get(..at).unwrap_or_default()
                }
                None => {
                    self.rest = None;
                    rest
                }
            };
            // Step 3.1: empty sequences are skipped.
            if bytes.is_empty() {
                continue;
            }
            // Steps 3.2 and 3.3: split at the first `=`, if any.
            let (name, value) = match memchr::memchr(b'=', bytes) {
                Some(at) => (bytes.get(..at).unwrap_or_default(), bytes.get(at + 1..).unwrap_or_default()),
                None => (bytes, &[][..]),
            };
            return Some((form_string(name), form_string(value)));
        }
    }
}

impl core::iter::FusedIterator for FormPairs<'_> {}

/// Steps 3.4 and 3.5 for one side: `+` as a space, lenient percent-decoding, UTF-8 decode without BOM (with
/// replacement); borrowed when there is no `+` and no escape.
fn form_string(bytes: &[u8]) -> Cow<'_, str> {
    let starts_escape = |at: usize| escape_at(bytes.get(at..).unwrap_or_default()).is_some();
    let changes = bytes.iter().enumerate().any(|(at, &byte)| byte == b'+' || (byte == b'%' && starts_escape(at)));
    if !changes {
        return String::from_utf8_lossy(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        match (byte, escape_at(bytes.get(at..).unwrap_or_default())) {
            (b'%', Some(octet)) => {
                out.push(octet);
                at += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                at += 1;
            }
            (other, _) => {
                out.push(other);
                at += 1;
            }
        }
    }
    match String::from_utf8(out) {
        Ok(text) => Cow::Owned(text),
        Err(error) => Cow::Owned(String::from_utf8_lossy(error.as_bytes()).into_owned()),
    }
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

    /// `decode_form` collected, each side as an owned `String`.
    fn form(body: &[u8]) -> Vec<(String, String)> {
        decode_form(body).map(|(name, value)| (name.into_owned(), value.into_owned())).collect()
    }

    fn pairs(expected: &[(&str, &str)]) -> Vec<(String, String)> {
        expected.iter().map(|(name, value)| (String::from(*name), String::from(*value))).collect()
    }

    #[test]
    fn form_bodies_split_skip_and_decode_as_the_whatwg_parser_does() {
        assert_eq!(form(b""), pairs(&[]));
        assert_eq!(form(b"&&&"), pairs(&[]));
        assert_eq!(form(b"="), pairs(&[("", "")]));
        assert_eq!(form(b"a&b=&=c&d=e=f"), pairs(&[("a", ""), ("b", ""), ("", "c"), ("d", "e=f")]));
        assert_eq!(form(b"a+b=c+%2B+d"), pairs(&[("a b", "c + d")]));
        assert_eq!(form(b"a=b&a=c"), pairs(&[("a", "b"), ("a", "c")]));
    }

    #[test]
    fn form_percent_decoding_is_lenient() {
        // A `%` not followed by two hex digits stays, and the bytes after it are read on.
        assert_eq!(
            form(b"q=100%&r=%4&s=%zz&t=%%41&u=%e9%"),
            pairs(&[("q", "100%"), ("r", "%4"), ("s", "%zz"), ("t", "%A"), ("u", "\u{FFFD}%")])
        );
        // Both cases of hex digits; a `+` encoded as %2B stays a `+`.
        assert_eq!(form(b"x=%c3%A9%2b"), pairs(&[("x", "\u{e9}+")]));
    }

    #[test]
    fn form_text_is_utf8_decoded_without_bom_with_replacement() {
        // The byte order mark is kept (UTF-8 decode *without BOM* does not strip it), encoded or not.
        assert_eq!(form("\u{FEFF}a=%EF%BB%BFb".as_bytes()), pairs(&[("\u{FEFF}a", "\u{FEFF}b")]));
        // One U+FFFD for each maximal ill-formed subsequence.
        assert_eq!(
            form(b"a=%F0%9F%98&b=\xC3(&c=%80%80"),
            pairs(&[("a", "\u{FFFD}"), ("b", "\u{FFFD}("), ("c", "\u{FFFD}\u{FFFD}")])
        );
        assert_eq!(form("r=ü".as_bytes()), pairs(&[("r", "ü")]));
    }

    #[test]
    fn form_sides_without_changes_are_borrowed() {
        let body = "name=value&lone=100%&caf\u{e9}=x";
        for (name, value) in decode_form(body) {
            assert!(matches!(name, Cow::Borrowed(_)) && matches!(value, Cow::Borrowed(_)), "{name}={value}");
        }
        let (name, value) = decode_form("a+b=%41").next().unwrap();
        assert!(matches!(name, Cow::Owned(_)) && matches!(value, Cow::Owned(_)));
    }

    proptest::proptest! {
        /// What `encode_form` writes, `decode_form` reads back: the same pairs, in order.
        #[test]
        fn decode_form_reads_what_encode_form_writes(written in proptest::collection::vec(("\\PC{0,6}", "\\PC{0,6}"), 0..5)) {
            let encoded = encode_form(written.iter().map(|(name, value)| (name.as_str(), value.as_str())));
            // `encode_form` writes `=` after every name, so no pair is empty and none is skipped.
            proptest::prop_assert_eq!(form(encoded.as_bytes()), written);
        }

        /// Any bytes: no panic, and never more pairs than `&`-separated sequences.
        #[test]
        fn decode_form_reads_any_bytes(body in proptest::collection::vec(proptest::num::u8::ANY, 0..40)) {
            let count = decode_form(&body).count();
            proptest::prop_assert!(count <= body.iter().filter(|&&byte| byte == b'&').count() + 1);
        }
    }

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
