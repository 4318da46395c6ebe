//! RFC 1808 §2.2, the character rules, and their RFC 2068 §3.2.1 variant.
//!
//! Each character rule is a [`ByteClass`] table. The two grammars differ only in these tables, so they are
//! gathered in a [`Charset`] and every rule function reads its classes from one: [`STRICT`] for RFC 1808,
//! [`HTTP`] for RFC 2068.
//!
//! RFC 2068 changes three things. `national` becomes "any OCTET excluding ALPHA, DIGIT, reserved, extra, safe,
//! and unsafe", which is the nine characters of RFC 1808's `national` plus every octet 0x80-0xFF, and it joins
//! `unreserved` (in RFC 1808 no rule uses `national`, so those characters are allowed nowhere). And `+` moves from
//! `safe` to `reserved`, while `pchar` gains `+`: that changes the rules `safe`, `reserved`, `unreserved` and
//! `uchar` one by one, but no rule built from them, since every one of those admits `+` either way.

use nom::Parser;
use nom::branch::alt;

use super::{Problem, Res, Rule, Variant};
use crate::grammar::{
    ByteClass, DIGIT, Expected, HEXDIG, Input, label, mismatch, one_of, peek_byte, percent_escape, split,
};

/// `lowalpha = "a" / "b" / ... / "z"`
pub(crate) const LOWALPHA: ByteClass = ByteClass::EMPTY.with_range(b'a', b'z');
/// `hialpha = "A" / "B" / ... / "Z"`
pub(crate) const HIALPHA: ByteClass = ByteClass::EMPTY.with_range(b'A', b'Z');
/// `alpha = lowalpha / hialpha`
pub(crate) const ALPHA: ByteClass = LOWALPHA.union(HIALPHA);
/// `safe = "$" / "-" / "_" / "." / "+"`
pub(crate) const SAFE: ByteClass = ByteClass::EMPTY.with_bytes(b"$-_.+");
/// `extra = "!" / "*" / "'" / "(" / ")" / ","`
pub(crate) const EXTRA: ByteClass = ByteClass::EMPTY.with_bytes(b"!*'(),");
/// ``national = "{" / "}" / "|" / "\" / "^" / "~" / "[" / "]" / "`"``
pub(crate) const NATIONAL: ByteClass = ByteClass::EMPTY.with_bytes(b"{}|\\^~[]`");
/// `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "="`
pub(crate) const RESERVED: ByteClass = ByteClass::EMPTY.with_bytes(b";/?:@&=");
/// `punctuation = "<" / ">" / "#" / "%" / DQUOTE`
pub(crate) const PUNCTUATION: ByteClass = ByteClass::EMPTY.with_bytes(b"<>#%\"");
/// `unreserved = alpha / digit / safe / extra`
pub(crate) const UNRESERVED: ByteClass = ALPHA.union(DIGIT).union(SAFE).union(EXTRA);
/// The characters of a scheme: `alpha / digit / "+" / "-" / "."`.
pub(crate) const SCHEME: ByteClass = ALPHA.union(DIGIT).with_bytes(b"+-.");

/// RFC 2068 `safe = "$" / "-" / "_" / "."`
pub(crate) const SAFE_2068: ByteClass = ByteClass::EMPTY.with_bytes(b"$-_.");
/// RFC 2068 `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+"`
pub(crate) const RESERVED_2068: ByteClass = RESERVED.with_bytes(b"+");
/// RFC 2068 `CTL = <any US-ASCII control character (octets 0 - 31) and DEL (127)>` (§2.2)
pub(crate) const CTL: ByteClass = ByteClass::EMPTY.with_range(0x00, 0x1F).with_bytes(&[0x7F]);
/// RFC 2068 `unsafe = CTL / SP / DQUOTE / "#" / "%" / "<" / ">"`
pub(crate) const UNSAFE_2068: ByteClass = CTL.with_bytes(b" \"#%<>");
/// RFC 2068 `national = <any OCTET excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>`
pub(crate) const NATIONAL_2068: ByteClass =
    ALPHA.union(DIGIT).union(RESERVED_2068).union(EXTRA).union(SAFE_2068).union(UNSAFE_2068).complement();
/// RFC 2068 `unreserved = ALPHA / DIGIT / safe / extra / national`
pub(crate) const UNRESERVED_2068: ByteClass = ALPHA.union(DIGIT).union(SAFE_2068).union(EXTRA).union(NATIONAL_2068);

/// The character classes of one of the two grammars, and the classes of the rules built from them.
#[derive(Debug)]
pub(crate) struct Charset {
    /// `safe`
    pub(crate) safe: ByteClass,
    /// `national`
    pub(crate) national: ByteClass,
    /// `reserved`
    pub(crate) reserved: ByteClass,
    /// `unreserved`, the single-byte alternatives of `uchar`
    pub(crate) unreserved: ByteClass,
    /// The single-byte alternatives of `pchar`.
    pub(crate) pchar: ByteClass,
    /// The single-byte alternatives of `param = *( pchar / "/" )`, and of `*( "/" segment )` after a path's
    /// `fsegment`.
    pub(crate) param: ByteClass,
    /// The single-byte alternatives of `params = param *( ";" param )`: `pchar`, `/` and `;`.
    pub(crate) params: ByteClass,
    /// The single-byte alternatives of `net_loc = *( pchar / ";" / "?" )`.
    pub(crate) net_loc: ByteClass,
    /// The single-byte alternatives of `*( uchar / reserved )`: `query`, `fragment`, the second form of
    /// `absoluteURL`. Every character any part of a URL may hold except `#` and `%`.
    pub(crate) uric: ByteClass,
    /// `uric`, `%` and `#`: every byte that may appear in a `URL`, which delimits the §2.4 parse string.
    pub(crate) url: ByteClass,
}

impl Charset {
    const fn new(safe: ByteClass, national: ByteClass, reserved: ByteClass, unreserved: ByteClass) -> Charset {
        // `pchar = uchar / ":" / "@" / "&" / "="`, and RFC 2068 adds `"+"`, already in RFC 1808's `unreserved`.
        let pchar = unreserved.with_bytes(b":@&=+");
        let uric = unreserved.union(reserved);
        Charset {
            safe,
            national,
            reserved,
            unreserved,
            pchar,
            param: pchar.with_bytes(b"/"),
            params: pchar.with_bytes(b"/;"),
            net_loc: pchar.with_bytes(b";?"),
            uric,
            url: uric.with_bytes(b"%#"),
        }
    }
}

/// The classes of RFC 1808 §2.2.
pub(crate) static STRICT: Charset = Charset::new(SAFE, NATIONAL, RESERVED, UNRESERVED);
/// The classes of RFC 2068 §3.2.1.
pub(crate) static HTTP: Charset = Charset::new(SAFE_2068, NATIONAL_2068, RESERVED_2068, UNRESERVED_2068);

/// The classes of the variant `V`: [`STRICT`] for RFC 1808, [`HTTP`] for RFC 2068.
#[inline(always)]
pub(crate) fn classes<V: Variant>() -> &'static Charset {
    V::OPTIONS.charset()
}

/// `escape = "%" hex hex` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// RFC 2068 §3.2.1 writes `escape = "%" HEX HEX`, with a `HEX` of the same set as `hex`.
///
/// A `%` commits: `%` is `punctuation`, allowed nowhere else, so a `%` without two hex digits is an error at the
/// first byte that is not one, and no other alternative is tried.
pub fn escape(input: Input<'_>) -> Res<'_, Input<'_>> {
    percent_escape(Rule::Escape, Expected::of(Rule::Hex), Problem::Escape.sentence(), input)
}

/// ```abnf
/// hex         = digit / "A" / "B" / "C" / "D" / "E" / "F" /
///                       "a" / "b" / "c" / "d" / "e" / "f"
/// ```
/// ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// RFC 2068 uses the same set under the name `HEX` (§2.2), which is the same rule name in ABNF:
///
/// ```abnf
/// HEX            = "A" / "B" / "C" / "D" / "E" / "F"
///                / "a" / "b" / "c" / "d" / "e" / "f" / DIGIT
/// ```
pub fn hex(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&HEXDIG, Expected::of(Rule::Hex)).parse(input)
}

/// `alpha = lowalpha / hialpha` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
pub fn alpha(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&ALPHA, Expected::of(Rule::Alpha)).parse(input)
}

/// ```abnf
/// lowalpha    = "a" / "b" / "c" / "d" / "e" / "f" / "g" / "h" / "i" /
///               "j" / "k" / "l" / "m" / "n" / "o" / "p" / "q" / "r" /
///               "s" / "t" / "u" / "v" / "w" / "x" / "y" / "z"
/// ```
/// ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// If the quoted letters were compared case-insensitively, as RFC 5234 compares quoted strings, `lowalpha` and
/// `hialpha` would both be `alpha`; their names and their two separate lists say which letters each one means,
/// and this reads only the lower-case ones. No other rule changes: `alpha` and `hex` list both cases. In
/// `grammar/rfc1808.abnf`, where a quoted letter would match both cases, the rule is `lowalpha = %x61-7A`.
pub fn lowalpha(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&LOWALPHA, Expected::of(Rule::Lowalpha)).parse(input)
}

/// ```abnf
/// hialpha     = "A" / "B" / "C" / "D" / "E" / "F" / "G" / "H" / "I" /
///               "J" / "K" / "L" / "M" / "N" / "O" / "P" / "Q" / "R" /
///               "S" / "T" / "U" / "V" / "W" / "X" / "Y" / "Z"
/// ```
/// ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Only the upper-case letters, for the reason given at [`lowalpha`]: `hialpha = %x41-5A` in
/// `grammar/rfc1808.abnf`.
pub fn hialpha(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&HIALPHA, Expected::of(Rule::Hialpha)).parse(input)
}

/// ```abnf
/// digit       = "0" / "1" / "2" / "3" / "4" / "5" / "6" / "7" /
///               "8" / "9"
/// ```
/// ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
pub fn digit(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&DIGIT, Expected::of(Rule::Digit)).parse(input)
}

/// `safe = "$" / "-" / "_" / "." / "+"` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// RFC 2068 §3.2.1 writes `safe = "$" / "-" / "_" / "."` and moves `+` to `reserved`; see
/// [`Options`](super::Options).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn safe<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    one_of(&classes::<V>().safe, Expected::of(Rule::Safe)).parse(input)
}

/// `extra = "!" / "*" / "'" / "(" / ")" / ","` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
pub fn extra(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&EXTRA, Expected::of(Rule::Extra)).parse(input)
}

/// ``national = "{" / "}" / "|" / "\" / "^" / "~" / "[" / "]" / "`"`` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// No other rule of RFC 1808 refers to `national`, so these characters are allowed nowhere in a URL. RFC 2068
/// §3.2.1 redefines it as `national = <any OCTET excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>` and
/// puts it in `unreserved`; see [`Options`](super::Options). Worked out, that is
/// `national = %x5B-5E / %x60 / %x7B-7E / %x80-FF` (as `grammar/rfc2068.abnf` writes it); the input is a
/// `&str`, so this reads a whole character where the octets 0x80-0xFF are concerned.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn national<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    // A class that holds 0x80-0xFF holds all of them, so the split after one byte could cut a character: take
    // the whole UTF-8 character instead, which is made only of bytes of the class.
    match peek_byte(&input) {
        Some(b) if classes::<V>().national.contains(b) => Ok(split(input, char_width(&input))),
        _ => Err(mismatch(&input, Expected::of(Rule::National))),
    }
}

/// `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "="` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// RFC 2068 §3.2.1 adds `"+"`: `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+"`; see
/// [`Options`](super::Options).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn reserved<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    one_of(&classes::<V>().reserved, Expected::of(Rule::Reserved)).parse(input)
}

/// `punctuation = "<" / ">" / "#" / "%" / %x22` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2), where `%x22` is written `<">`)
///
/// No other rule of RFC 1808 refers to `punctuation`: `#` and `%` appear in URLs only as the literals of `URL`
/// and `escape`.
pub fn punctuation(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&PUNCTUATION, Expected::of(Rule::Punctuation)).parse(input)
}

/// `unsafe = CTL / SP / DQUOTE / "#" / "%" / "<" / ">"` ([RFC 2068 §3.2.1](https://www.rfc-editor.org/rfc/rfc2068#section-3.2.1), where `DQUOTE` is written `<">`)
///
/// An RFC 2068 rule with no counterpart in RFC 1808 (whose `punctuation` is close to it): the characters that
/// RFC 2068's `national` leaves out, besides the other classes. No rule refers to it otherwise, and it reads the
/// same set under either [`Options`](super::Options).
pub fn r#unsafe(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&UNSAFE_2068, Expected::of(Rule::Unsafe)).parse(input)
}

/// `unreserved = alpha / digit / safe / extra` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// RFC 2068 §3.2.1 adds `national`: `unreserved = ALPHA / DIGIT / safe / extra / national`; see
/// [`Options`](super::Options).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn unreserved<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    match peek_byte(&input) {
        Some(b) if classes::<V>().unreserved.contains(b) => Ok(split(input, char_width(&input))),
        _ => Err(mismatch(&input, Expected::of(Rule::Unreserved))),
    }
}

/// `uchar = unreserved / escape` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// The first byte picks the alternative: `escape` starts with `%`, which is not `unreserved`.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn uchar<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    let result = alt((unreserved::<V>, escape)).parse(input);
    label(Rule::Uchar, &input, result)
}

/// `pchar = uchar / ":" / "@" / "&" / "="` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// RFC 2068 §3.2.1 adds `"+"`, which RFC 1808 already has through `safe`:
/// `pchar = uchar / ":" / "@" / "&" / "=" / "+"`.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn pchar<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    let plain = |input: Input<'a>| match peek_byte(&input) {
        Some(b) if classes::<V>().pchar.contains(b) => Ok(split(input, char_width(&input))),
        _ => Err(mismatch(&input, Expected::of(Rule::Pchar))),
    };
    let result = alt((plain, escape)).parse(input);
    label(Rule::Pchar, &input, result)
}

/// The length in bytes of the character at the start of `input` (1 for ASCII), at least 1.
fn char_width(input: &Input<'_>) -> usize {
    input.fragment().chars().next().map_or(1, char::len_utf8)
}

/// `*( plain / escape )` for a class `plain` of single bytes: the shape of every component rule.
#[inline]
pub(crate) fn encoded_run<'a>(plain: &'static ByteClass) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    crate::grammar::escaped_run(plain, escape)
}

/// `1*( plain / escape )`: as [`encoded_run`], failing with `expected` when the run is empty.
#[inline]
pub(crate) fn encoded_run1<'a>(
    plain: &'static ByteClass,
    expected: Expected<Rule>,
) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    crate::grammar::escaped_run1(plain, escape, expected)
}

pub(crate) use crate::grammar::starts_run;

#[cfg(test)]
#[path = "tests/characters.rs"]
mod tests;
