//! § 1.3 "Percent-encoded bytes": the percent-encode sets and UTF-8 percent-encoding, and percent-decoding.

use alloc::string::String;
use alloc::vec::Vec;

/// A percent-encode set: "A percent-encode set is a set of code points." Every set holds every code point
/// above U+007E (~); they differ in ASCII.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PercentEncodeSet {
    /// "The C0 control percent-encode set is a percent-encode set consisting of C0 controls and all code
    /// points greater than U+007E (~)."
    C0Control,
    /// "The fragment percent-encode set is a percent-encode set consisting of the C0 control percent-encode
    /// set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)."
    Fragment,
    /// "The query percent-encode set is a percent-encode set consisting of the C0 control percent-encode set
    /// and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)."
    Query,
    /// "The special-query percent-encode set is a percent-encode set consisting of the query percent-encode
    /// set and U+0027 (')."
    SpecialQuery,
    /// "The path percent-encode set is a percent-encode set consisting of the query percent-encode set and
    /// U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})."
    Path,
    /// "The userinfo percent-encode set is a percent-encode set consisting of the path percent-encode set and
    /// U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+0040 (@), U+005B (\[) to U+005D (\]), inclusive, and
    /// U+007C (|)."
    Userinfo,
    /// "The component percent-encode set is a percent-encode set consisting of the userinfo percent-encode
    /// set and U+0024 ($) to U+0026 (&), inclusive, U+002B (+), and U+002C (,)."
    Component,
    /// "The application/x-www-form-urlencoded percent-encode set is a percent-encode set consisting of the
    /// component percent-encode set and U+0021 (!), U+0027 (') to U+0029 RIGHT PARENTHESIS, inclusive, and
    /// U+007E (~)."
    FormUrlencoded,
}

/// The set of ASCII code points as a 128-bit mask, bit `n` for U+00nn.
const fn mask(points: &[u8]) -> u128 {
    let mut bits = 0u128;
    let mut i = 0;
    while i < points.len() {
        bits |= 1u128 << points[i];
        i += 1;
    }
    bits
}

/// C0 controls (U+0000 to U+001F) and U+007F, the ASCII part of the C0 control percent-encode set.
const C0: u128 = 0xFFFF_FFFF | (1u128 << 0x7F);
const FRAGMENT: u128 = C0 | mask(b" \"<>`");
const QUERY: u128 = C0 | mask(b" \"#<>");
const SPECIAL_QUERY: u128 = QUERY | mask(b"'");
const PATH: u128 = QUERY | mask(b"?^`{}");
const USERINFO: u128 = PATH | mask(b"/:;=@[\\]|");
const COMPONENT: u128 = USERINFO | mask(b"$%&+,");
const FORM: u128 = COMPONENT | mask(b"!'()~");

/// The ASCII URL code points (§ 4.3): "ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('),
/// U+0028 LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,), U+002D (-),
/// U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040 (@), U+005F (_), U+007E (~)".
const ASCII_URL_CODE_POINTS: u128 =
    mask(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!$&'()*+,-./:;=?@_~");

/// The bytes that a state of the basic URL parser appends to a component as they are, reporting no
/// validation error: the ASCII URL code points outside the component's percent-encode set, without the bytes
/// that end the component or a part of it. (`%` is not a URL code point: it is checked for the two hex digits
/// after it on its own.)
pub(crate) struct UnchangedBytes([bool; 256]);

impl UnchangedBytes {
    const fn new(set: PercentEncodeSet, stops: &[u8]) -> UnchangedBytes {
        let passing = ASCII_URL_CODE_POINTS & !set.ascii_bits() & !mask(stops);
        let mut table = [false; 256];
        let mut byte = 0;
        while byte < 128 {
            table[byte] = passing & (1u128 << byte) != 0;
            byte += 1;
        }
        UnchangedBytes(table)
    }

    /// Whether `byte` is one of these bytes.
    #[inline]
    pub(crate) fn has(&self, byte: u8) -> bool {
        self.0[usize::from(byte)]
    }

    /// The end of the run of such bytes from `start` on.
    #[inline]
    pub(crate) fn run_end(&self, bytes: &[u8], start: usize) -> usize {
        let rest = bytes.get(start..).unwrap_or(&[]);
        start + rest.iter().position(|&b| !self.0[usize::from(b)]).unwrap_or(rest.len())
    }
}

/// A path segment's: `/` ends it.
pub(crate) static PATH_SEGMENT_UNCHANGED: UnchangedBytes = UnchangedBytes::new(PercentEncodeSet::Path, b"/");
/// A path's, its `/` with them, but for `.` (the fast path stops at a `.` or `%` only, to look for dot
/// segments).
pub(crate) static PATH_UNCHANGED_BUT_DOT: UnchangedBytes = UnchangedBytes::new(PercentEncodeSet::Path, b".");
/// An opaque path's: `?` ends it (`#` is not a URL code point).
pub(crate) static OPAQUE_PATH_UNCHANGED: UnchangedBytes = UnchangedBytes::new(PercentEncodeSet::C0Control, b"?");
/// The query's of a URL that is not special (`#`, which ends it, is in the set).
pub(crate) static QUERY_UNCHANGED: UnchangedBytes = UnchangedBytes::new(PercentEncodeSet::Query, b"");
/// The query's of a special URL.
pub(crate) static SPECIAL_QUERY_UNCHANGED: UnchangedBytes = UnchangedBytes::new(PercentEncodeSet::SpecialQuery, b"");
/// The fragment's.
pub(crate) static FRAGMENT_UNCHANGED: UnchangedBytes = UnchangedBytes::new(PercentEncodeSet::Fragment, b"");

impl PercentEncodeSet {
    /// The set's ASCII code points as a mask.
    const fn ascii_bits(self) -> u128 {
        match self {
            PercentEncodeSet::C0Control => C0,
            PercentEncodeSet::Fragment => FRAGMENT,
            PercentEncodeSet::Query => QUERY,
            PercentEncodeSet::SpecialQuery => SPECIAL_QUERY,
            PercentEncodeSet::Path => PATH,
            PercentEncodeSet::Userinfo => USERINFO,
            PercentEncodeSet::Component => COMPONENT,
            PercentEncodeSet::FormUrlencoded => FORM,
        }
    }

    /// Whether `c` is in the set.
    ///
    /// ```
    /// use urigram::whatwg::PercentEncodeSet;
    /// assert!(PercentEncodeSet::Path.contains('{'));
    /// assert!(!PercentEncodeSet::Query.contains('{'));
    /// assert!(PercentEncodeSet::C0Control.contains('\u{7F}'));
    /// assert!(PercentEncodeSet::C0Control.contains('é'));
    /// ```
    #[must_use]
    pub const fn contains(self, c: char) -> bool {
        let point = c as u32;
        if point > 0x7E {
            return true;
        }
        self.ascii_bits() & (1u128 << point) != 0
    }
}

/// The ASCII upper hex digits.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// "To percent-encode a byte byte, return a string consisting of U+0025 (%), followed by two ASCII upper hex
/// digits representing byte." Appends to `output`.
pub fn percent_encode(byte: u8, output: &mut String) {
    output.push('%');
    output.push(char::from(HEX[usize::from(byte >> 4)]));
    output.push(char::from(HEX[usize::from(byte & 0xF)]));
}

/// "To UTF-8 percent-encode a scalar value scalarValue using a percentEncodeSet, return the result of running
/// percent-encode after encoding with UTF-8, scalarValue as a string, and percentEncodeSet." Appends to `output`.
///
/// ```
/// use urigram::whatwg::{utf8_percent_encode, PercentEncodeSet};
/// let mut out = String::new();
/// utf8_percent_encode('\u{2261}', PercentEncodeSet::Userinfo, &mut out);
/// assert_eq!(out, "%E2%89%A1");
/// ```
pub fn utf8_percent_encode(c: char, set: PercentEncodeSet, output: &mut String) {
    if set.contains(c) {
        let mut bytes = [0u8; 4];
        for byte in c.encode_utf8(&mut bytes).bytes() {
            percent_encode(byte, output);
        }
    } else {
        output.push(c);
    }
}

/// [`utf8_percent_encode`] into `buffer`, for a caller that inserts the result: the text written (at most
/// twelve bytes, four percent-encoded bytes).
pub(crate) fn utf8_percent_encode_into(c: char, set: PercentEncodeSet, buffer: &mut [u8; 12]) -> &str {
    let mut utf8 = [0u8; 4];
    let bytes = c.encode_utf8(&mut utf8).as_bytes();
    let mut length = 0;
    if set.contains(c) {
        for &byte in bytes {
            for digit in [b'%', HEX[usize::from(byte >> 4)], HEX[usize::from(byte & 0xF)]] {
                if let Some(slot) = buffer.get_mut(length) {
                    *slot = digit;
                }
                length += 1;
            }
        }
    } else {
        for &byte in bytes {
            if let Some(slot) = buffer.get_mut(length) {
                *slot = byte;
            }
            length += 1;
        }
    }
    core::str::from_utf8(buffer.get(..length).unwrap_or(&[])).unwrap_or("")
}

/// "To UTF-8 percent-encode a scalar value string input using a percentEncodeSet", appended to `output`
/// (with the `application/x-www-form-urlencoded` set, as "percent-encode after encoding" says, a space
/// becomes `+`).
///
/// ```
/// use urigram::whatwg::{utf8_percent_encode_str, PercentEncodeSet};
/// let mut out = String::new();
/// utf8_percent_encode_str("Say what\u{203D}", PercentEncodeSet::Userinfo, &mut out);
/// assert_eq!(out, "Say%20what%E2%80%BD");
/// ```
pub fn utf8_percent_encode_str(input: &str, set: PercentEncodeSet, output: &mut String) {
    for c in input.chars() {
        if c == ' ' && set == PercentEncodeSet::FormUrlencoded {
            output.push('+');
        } else {
            utf8_percent_encode(c, set, output);
        }
    }
}

/// The value of an ASCII hex digit.
const fn hex_value(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        b'A'..=b'F' => Some(byte - b'A' + 10),
        _ => None,
    }
}

/// "To percent-decode a byte sequence input": each `%` followed by two ASCII hex digits becomes the byte they
/// spell; every other byte is kept.
///
/// ```
/// assert_eq!(urigram::whatwg::percent_decode(b"%25%s%1G"), b"%%s%1G");
/// ```
#[must_use]
pub fn percent_decode(input: &[u8]) -> Vec<u8> {
    let mut output = Vec::with_capacity(input.len());
    let mut i = 0;
    while let Some(&byte) = input.get(i) {
        if byte == b'%' {
            let high = input.get(i + 1).copied().and_then(hex_value);
            let low = input.get(i + 2).copied().and_then(hex_value);
            if let (Some(high), Some(low)) = (high, low) {
                output.push(high << 4 | low);
                i += 3;
                continue;
            }
        }
        output.push(byte);
        i += 1;
    }
    output
}
