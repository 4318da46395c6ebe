//! RFC 3986 §2, Characters: percent-encoding, reserved and unreserved characters.
//!
//! Each character rule is a [`ByteClass`] table; the rules of §3 match runs of them with one table load per
//! byte, and step into [`pct_encoded`] only at a `%`.

use nom::Parser;

use super::problem::Problem;
use super::{Res, Rule, Variant};
use crate::grammar::{ALPHA, ByteClass, DIGIT, Expected, Input, Token, one_of, percent_escape};

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`
pub(crate) const UNRESERVED: ByteClass = ALPHA.union(DIGIT).with_bytes(b"-._~");
/// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"`
pub(crate) const GEN_DELIMS: ByteClass = ByteClass::EMPTY.with_bytes(b":/?#[]@");
/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
pub(crate) const SUB_DELIMS: ByteClass = ByteClass::EMPTY.with_bytes(b"!$&'()*+,;=");
/// `reserved = gen-delims / sub-delims`
pub(crate) const RESERVED: ByteClass = GEN_DELIMS.union(SUB_DELIMS);
/// The single-byte alternatives of `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`.
pub(crate) const PCHAR: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b":@");
/// The single-byte alternatives of `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`.
pub(crate) const PCHAR_NO_COLON: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b"@");
/// The single-byte alternatives of `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`.
pub(crate) const USERINFO: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b":");
/// The single-byte alternatives of `reg-name = *( unreserved / pct-encoded / sub-delims )`.
pub(crate) const REG_NAME: ByteClass = UNRESERVED.union(SUB_DELIMS);
/// The single-byte alternatives of `query = *( pchar / "/" / "?" )` and of `fragment`, which is the same.
pub(crate) const QUERY: ByteClass = PCHAR.with_bytes(b"/?");
/// Every byte that may appear anywhere in a URI reference: `reserved`, `unreserved` and `%`.
pub(crate) const URI_CHAR: ByteClass = RESERVED.union(UNRESERVED).with_bytes(b"%");

/// `pct-encoded = "%" HEXDIG HEXDIG` ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1))
///
/// A `%` commits: RFC 3986 allows `%` nowhere else, so a `%` without two hex digits is an error at the first
/// byte that is not one, and no other alternative is tried.
pub fn pct_encoded(input: Input<'_>) -> Res<'_, Input<'_>> {
    percent_escape(Rule::PctEncoded, Expected::NOTHING.token(Token::Hexdig), Problem::PctEncoded.sentence(), input)
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` ([RFC 3986 §2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3))
pub fn unreserved(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&UNRESERVED, Expected::of(Rule::Unreserved)).parse(input)
}

/// `reserved = gen-delims / sub-delims` ([RFC 3986 §2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2))
pub fn reserved(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&RESERVED, Expected::of(Rule::Reserved)).parse(input)
}

/// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` ([RFC 3986 §2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2))
pub fn gen_delims(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&GEN_DELIMS, Expected::of(Rule::GenDelims)).parse(input)
}

/// ```abnf
/// sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
///               / "*" / "+" / "," / ";" / "="
/// ```
/// ([RFC 3986 §2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2))
pub fn sub_delims(input: Input<'_>) -> Res<'_, Input<'_>> {
    one_of(&SUB_DELIMS, Expected::of(Rule::SubDelims)).parse(input)
}

/// `*( plain / pct-encoded )` for a class `plain` of single bytes: the shape of every component rule.
#[inline]
pub(crate) fn encoded_run<'a>(plain: &'static ByteClass) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    crate::grammar::escaped_run(plain, pct_encoded)
}

/// `1*( plain / pct-encoded )`: as [`encoded_run`], failing with `expected` when the run is empty.
#[inline]
pub(crate) fn encoded_run1<'a>(
    plain: &'static ByteClass,
    expected: Expected<Rule>,
) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    crate::grammar::escaped_run1(plain, pct_encoded, expected)
}

pub(crate) use crate::grammar::starts_run;

/// `*( plain / pct-encoded )` under variant `V`, whose classes may take characters beyond ASCII
/// ([`Variant::WIDE`]): where RFC 3987 writes `iunreserved` for `unreserved`, the run also takes every
/// `ucschar`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn irun<'a, V: Variant>(plain: &'static ByteClass) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    wide_run::<V>(plain, false)
}

/// As [`irun`] for `iquery = *( ipchar / iprivate / "/" / "?" )`: the run takes the characters that the
/// widening keeps for the query (`iprivate`) too.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn iquery_run<'a, V: Variant>(plain: &'static ByteClass) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    wide_run::<V>(plain, true)
}

/// [`irun`] and [`iquery_run`]: beyond ASCII, what the variant's widening takes (the query's class when
/// `private`), where it has one. The variant's constant decides, so each instance keeps exactly one of the two
/// loops.
#[cfg_attr(not(debug_assertions), inline(always))]
fn wide_run<'a, V: Variant>(plain: &'static ByteClass, private: bool) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    #[cfg_attr(not(debug_assertions), inline(always))]
    move |input| match V::WIDE {
        Some(wide) => crate::grammar::wide_escaped_run_at(plain, pct_encoded, wide, private, input),
        None => encoded_run(plain)(input),
    }
}

/// `1*( plain / pct-encoded )` under variant `V`, as [`irun`], failing with `expected` when the run is empty.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn irun1<'a, V: Variant>(
    plain: &'static ByteClass,
    expected: Expected<Rule>,
) -> impl Fn(Input<'a>) -> Res<'a, Input<'a>> {
    move |input| {
        let (after, run) = irun::<V>(plain)(input)?;
        if run.fragment().is_empty() { Err(crate::grammar::mismatch(&input, expected)) } else { Ok((after, run)) }
    }
}

/// Whether the next character starts a run of `plain` under variant `V`: a byte of it, a `%`, or a character
/// beyond ASCII that the variant's widening takes (in IRIs a `ucschar`).
#[inline(always)]
pub(crate) fn starts_irun<V: Variant>(input: &Input<'_>, plain: &ByteClass) -> bool {
    match V::WIDE {
        Some(wide) => crate::grammar::starts_wide_run(input, plain, wide),
        None => starts_run(input, plain),
    }
}

#[cfg(test)]
#[path = "tests/characters.rs"]
mod tests;
