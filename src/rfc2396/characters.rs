//! RFC 2396 §1.6 and §2, characters: letters and digits, `uric`, reserved and unreserved characters, marks, and
//! escaped octets.
//!
//! Each character rule is a [`ByteClass`] table; the rules of §3 match runs of them with one table load per byte
//! and step into [`escaped`] only at a `%`. RFC 2396 writes its grammar in the notation of RFC 822 with `|` for
//! alternatives (§1.6); the doc comments below quote it in RFC 5234 notation, `|` written `/`.

use nom::Parser;

use super::{Problem, Res, Rule, Variant};
use crate::grammar::{ALPHA, ByteClass, DIGIT, Expected, HEXDIG, Input, label, one_of, peek_byte, percent_escape};

/// `lowalpha = "a" / "b" / ... / "z"`
pub(crate) const LOWALPHA: ByteClass = ByteClass::EMPTY.with_range(b'a', b'z');
/// `upalpha = "A" / "B" / ... / "Z"`
pub(crate) const UPALPHA: ByteClass = ByteClass::EMPTY.with_range(b'A', b'Z');
/// `alphanum = alpha / digit`
pub(crate) const ALPHANUM: ByteClass = ALPHA.union(DIGIT);
/// `mark = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"`
pub(crate) const MARK: ByteClass = ByteClass::EMPTY.with_bytes(b"-_.!~*'()");
/// `unreserved = alphanum / mark`
pub(crate) const UNRESERVED: ByteClass = ALPHANUM.union(MARK);
/// `reserved = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ","`
pub(crate) const RESERVED: ByteClass = ByteClass::EMPTY.with_bytes(b";/?:@&=+$,");
/// `reserved` as RFC 2732 §3 (3) amends it: `"[" / "]"` added.
pub(crate) const RESERVED_RFC2732: ByteClass = RESERVED.with_bytes(b"[]");
/// ``unwise = "{" / "}" / "|" / "\" / "^" / "[" / "]" / "`"`` (§2.4.3)
pub(crate) const UNWISE: ByteClass = ByteClass::EMPTY.with_bytes(b"{}|\\^[]`");
/// `unwise` as RFC 2732 §3 (3) amends it: `"[" / "]"` removed.
pub(crate) const UNWISE_RFC2732: ByteClass = UNWISE.minus(ByteClass::EMPTY.with_bytes(b"[]"));
/// The single-byte alternatives of `uric = reserved / unreserved / escaped`.
pub(crate) const URIC: ByteClass = RESERVED.union(UNRESERVED);
/// The single-byte alternatives of `uric` with RFC 2732's `reserved`.
pub(crate) const URIC_RFC2732: ByteClass = RESERVED_RFC2732.union(UNRESERVED);
/// The single-byte alternatives of `uric_no_slash` (§3).
pub(crate) const URIC_NO_SLASH: ByteClass = UNRESERVED.with_bytes(b";?:@&=+$,");
/// The single-byte alternatives of `pchar = unreserved / escaped / ":" / "@" / "&" / "=" / "+" / "$" / ","`.
pub(crate) const PCHAR: ByteClass = UNRESERVED.with_bytes(b":@&=+$,");
/// The single-byte alternatives of `rel_segment` (§5): `pchar` without `:`, with `;`.
pub(crate) const REL_SEGMENT: ByteClass = UNRESERVED.with_bytes(b";@&=+$,");
/// The single-byte alternatives of `reg_name` (§3.2.1).
pub(crate) const REG_NAME: ByteClass = UNRESERVED.with_bytes(b"$,;:@&=+");
/// The single-byte alternatives of `userinfo` (§3.2.2).
pub(crate) const USERINFO: ByteClass = UNRESERVED.with_bytes(b";:&=+$,");
/// Every byte that may appear somewhere in a URI reference: `uric`, `%` and the `#` before a fragment.
pub(crate) const URI_CHAR: ByteClass = URIC.with_bytes(b"%#");
/// [`URI_CHAR`] with RFC 2732's `[` and `]`.
pub(crate) const URI_CHAR_RFC2732: ByteClass = URIC_RFC2732.with_bytes(b"%#");

/// The single-byte alternatives of `uric` in the variant `V`.
pub(crate) const fn uric_class<V: Variant>() -> &'static ByteClass {
    if V::OPTIONS.ipv6_literals_rfc2732 { &URIC_RFC2732 } else { &URIC }
}

/// `alpha = lowalpha / upalpha` ([RFC 2396 §1.6](https://www.rfc-editor.org/rfc/rfc2396#section-1.6))
pub fn alpha(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&ALPHA, Expected::of(Rule::Alpha)).parse(input)
}

/// ```abnf
/// lowalpha = "a" / "b" / "c" / "d" / "e" / "f" / "g" / "h" / "i" /
///            "j" / "k" / "l" / "m" / "n" / "o" / "p" / "q" / "r" /
///            "s" / "t" / "u" / "v" / "w" / "x" / "y" / "z"
/// ```
/// ([RFC 2396 §1.6](https://www.rfc-editor.org/rfc/rfc2396#section-1.6))
///
/// RFC 2396's literals are the characters they show (§1.6), so `"a"` does not match `A` here, unlike an
/// RFC 5234 quoted string; `grammar/rfc2396.abnf` writes the rule `lowalpha = %x61-7A` for that reason.
pub fn lowalpha(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&LOWALPHA, Expected::of(Rule::Lowalpha)).parse(input)
}

/// ```abnf
/// upalpha  = "A" / "B" / "C" / "D" / "E" / "F" / "G" / "H" / "I" /
///            "J" / "K" / "L" / "M" / "N" / "O" / "P" / "Q" / "R" /
///            "S" / "T" / "U" / "V" / "W" / "X" / "Y" / "Z"
/// ```
/// ([RFC 2396 §1.6](https://www.rfc-editor.org/rfc/rfc2396#section-1.6))
///
/// Only the upper-case letters, as at [`lowalpha`]: `upalpha = %x41-5A` in `grammar/rfc2396.abnf`.
pub fn upalpha(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&UPALPHA, Expected::of(Rule::Upalpha)).parse(input)
}

/// ```abnf
/// digit    = "0" / "1" / "2" / "3" / "4" / "5" / "6" / "7" /
///            "8" / "9"
/// ```
/// ([RFC 2396 §1.6](https://www.rfc-editor.org/rfc/rfc2396#section-1.6))
pub fn digit(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&DIGIT, Expected::of(Rule::Digit)).parse(input)
}

/// `alphanum = alpha / digit` ([RFC 2396 §1.6](https://www.rfc-editor.org/rfc/rfc2396#section-1.6))
pub fn alphanum(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&ALPHANUM, Expected::of(Rule::Alphanum)).parse(input)
}

/// `uric = reserved / unreserved / escaped` ([RFC 2396 §2](https://www.rfc-editor.org/rfc/rfc2396#section-2))
///
/// With RFC 2732, its `reserved` holds `[` and `]`.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
pub fn uric<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    let result = if peek_byte(&input) == Some(b'%') {
        escaped(input)
    } else {
        one_of(uric_class::<V>(), Expected::of(Rule::Uric)).parse(input)
    };
    label(Rule::Uric, &input, result)
}

/// ```abnf
/// reserved    = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" /
///               "$" / ","
/// ```
/// ([RFC 2396 §2.2](https://www.rfc-editor.org/rfc/rfc2396#section-2.2))
///
/// With [`Options::rfc2732`](super::Options::rfc2732), RFC 2732 §3 (3) adds `"[" / "]"`:
///
/// ```abnf
/// reserved    = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" /
///               "$" / "," / "[" / "]"
/// ```
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
pub fn reserved<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    let class = if V::OPTIONS.ipv6_literals_rfc2732 { &RESERVED_RFC2732 } else { &RESERVED };
    one_of(class, Expected::of(Rule::Reserved)).parse(input)
}

/// ``unwise = "{" / "}" / "|" / "\" / "^" / "[" / "]" / "`"`` ([RFC 2396 §2.4.3](https://www.rfc-editor.org/rfc/rfc2396#section-2.4.3))
///
/// Not part of the collected grammar of Appendix A, and no rule refers to it: §2.4.3 lists these characters
/// as ones to escape. With [`Options::rfc2732`](super::Options::rfc2732), RFC 2732 §3 (3) takes `[` and `]` out
/// of it, since they become `reserved`:
///
/// ```abnf
/// unwise      = "{" / "}" / "|" / "\" / "^" / "`"
/// ```
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
pub fn unwise<'a, V: Variant>(input: Input<'a>) -> Res<'a, Input<'a>> {
    let class = if V::OPTIONS.ipv6_literals_rfc2732 { &UNWISE_RFC2732 } else { &UNWISE };
    one_of(class, Expected::of(Rule::Unwise)).parse(input)
}

/// `unreserved = alphanum / mark` ([RFC 2396 §2.3](https://www.rfc-editor.org/rfc/rfc2396#section-2.3))
///
/// Unlike RFC 3986, the marks `!`, `*`, `'`, `(` and `)` are unreserved here; RFC 3986 moved them to
/// `sub-delims`.
pub fn unreserved(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&UNRESERVED, Expected::of(Rule::Unreserved)).parse(input)
}

/// ```abnf
/// mark        = "-" / "_" / "." / "!" / "~" / "*" / "'" /
///               "(" / ")"
/// ```
/// ([RFC 2396 §2.3](https://www.rfc-editor.org/rfc/rfc2396#section-2.3))
pub fn mark(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&MARK, Expected::of(Rule::Mark)).parse(input)
}

/// `escaped = "%" hex hex` ([RFC 2396 §2.4.1](https://www.rfc-editor.org/rfc/rfc2396#section-2.4.1))
///
/// A `%` commits: §2.4.2 says the percent character "always has the reserved purpose of being the escape
/// indicator", so a `%` without two hex digits is an error at the first byte that is not one.
pub fn escaped(input: Input<'_>) -> Res<'_, Input<'_>> {
    percent_escape(Rule::Escaped, Expected::of(Rule::Hex), Problem::Escaped.sentence(), input)
}

/// ```abnf
/// hex         = digit / "A" / "B" / "C" / "D" / "E" / "F" /
///                       "a" / "b" / "c" / "d" / "e" / "f"
/// ```
/// ([RFC 2396 §2.4.1](https://www.rfc-editor.org/rfc/rfc2396#section-2.4.1))
pub fn hex(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&HEXDIG, Expected::of(Rule::Hex)).parse(input)
}

/// `*( plain / escaped )` for a class `plain` of single bytes: the shape of every component rule.
#[inline]
pub(crate) fn escaped_run<'a>(plain: &'static ByteClass) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    crate::grammar::escaped_run(plain, escaped)
}

/// `1*( plain / escaped )`: as [`escaped_run`], failing with `expected` when the run is empty.
#[inline]
pub(crate) fn escaped_run1<'a>(
    plain: &'static ByteClass,
    expected: Expected<Rule>,
) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    crate::grammar::escaped_run1(plain, escaped, expected)
}

pub(crate) use crate::grammar::starts_run;

#[cfg(test)]
#[path = "tests/characters.rs"]
mod tests;
