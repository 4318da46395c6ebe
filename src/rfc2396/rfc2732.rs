//! RFC 2732, Format for Literal IPv6 Addresses in URL's: the `IPv6reference` it adds to RFC 2396's `host`, and
//! the IPv6 and IPv4 address grammar of RFC 2373 Appendix B that it takes ("where IPv6address is defined as in
//! RFC2373").
//!
//! These rules are used only with [`Options::rfc2732`](super::Options::rfc2732). RFC 2373's grammar is looser
//! than RFC 3986's `IPv6address` in one way and stricter in another:
//!
//! - it does not count groups: `1:2:3:4:5:6:7:8:9` and `1:2:3:4:5:6:7:8::` are `IPv6address`es here, not in
//!   RFC 3986;
//! - it takes an IPv4 part only after a group and `:` (`IPv6address = hexpart [ ":" IPv4address ]`), so
//!   `::192.9.5.5`, which RFC 2732 §2 itself prints as an example, is not one, while `::ffff:1.2.3.4` and even
//!   `:::1.2.3.4` are;
//! - its `IPv4address` bounds each group to one to three digits but not to 255.
//!
//! This module implements what the grammar says; the tests record each of these cases.

use nom::Parser;

use super::ast::{Ipv4Address, Ipv6Address, Ipv6Reference, kind};
use super::{Problem, Res, Rule};
use crate::grammar::{
    DIGIT, Expected, HEXDIG, Input, RuleError, Token, byte, failure, label, mismatch, rest, span_between, split,
    text_between, within,
};

/// ```abnf
/// ipv6reference = "[" IPv6address "]"
/// ```
/// ([RFC 2732 §3](https://www.rfc-editor.org/rfc/rfc2732#section-3) (1), which spells it `IPv6reference` in `host`; rule names are case-insensitive)
///
/// The `[` commits: nothing else in an RFC 2396 authority may hold one.
pub fn ipv6_reference<'a>(input: Input<'a>) -> Res<'a, Ipv6Reference<'a>> {
    within(Rule::Ipv6Reference, input, |input: Input<'a>| {
        let (inside, _) = byte(b'[', Token::OpenBracket).parse(input)?;
        let (after_address, address) = ipv6_address(inside).map_err(|error| committed(error, &inside))?;
        let (after, _) = byte::<Rule>(b']', Token::CloseBracket).parse(after_address).map_err(|_| {
            let read = text_between(&inside, &after_address);
            if rest(&after_address).first() == Some(&b':') && !read.contains('.') {
                // The grammar reads the `:` too (it may begin one more group, a `::`, or an IPv4 part), so the
                // text goes wrong at the byte after it, or farther inside an IPv4 part that starts there.
                let after_colon = split(after_address, 1).0;
                let ipv4_read = ipv4_prefix_length(rest(&after_colon));
                let stop = split(after_colon, ipv4_read).0;
                let goes_on = address_goes_on(text_between(&inside, &stop));
                let problem = if ipv4_read == 0 { Problem::Ipv6AfterColon } else { Problem::Ipv6Ipv4Part };
                return failure(&stop, Rule::Ipv6Address, goes_on, problem.sentence());
            }
            let problem = if rest(&after_address).first() == Some(&b'.') {
                Problem::Ipv4PartAfterGroup
            } else {
                Problem::Ipv6ReferenceUnclosed
            };
            let expected = address_goes_on(read).token(Token::CloseBracket);
            failure(&after_address, Rule::Ipv6Reference, expected, problem.sentence())
        })?;
        Ok((after, Ipv6Reference::between(&input, &after, kind::Ipv6Reference { address })))
    })
}

/// What could go on after `prefix`, the beginning of an RFC 2373 `IPv6address` (groups and `:`s, and perhaps an
/// IPv4 part): every kind of byte after which the text is still the beginning of one (the `"]"` of the
/// reference is the caller's). The grammar counts no groups, so only the shape of the end matters:
/// - in an IPv4 part (after the `":"` that a `"."` follows, or after `":::"`, a `"::"` and the `":"` of an
///   IPv4 part), a digit extends its last group of fewer than three, and a `"."` ends a group of the first three;
/// - after `"::"`, a `hexseq`'s hex digit, or the `":"` before an IPv4 part;
/// - after a single `":"`, a hex digit (a `hex4`, or an IPv4 part's digit), or a second `":"` where no `"::"`
///   came yet;
/// - after a group, a hex digit while it has fewer than four, a `":"`, and a `"."` where the group is digits
///   that could begin an IPv4 part: one to three, after a `":"` that follows a whole `hexpart`.
///
/// Only an error asks, so it is kept out of line.
#[cold]
#[inline(never)]
fn address_goes_on(prefix: &str) -> Expected<Rule> {
    let bytes = prefix.as_bytes();
    let nothing = Expected::NOTHING;
    // An IPv4 part: after the last `":"` where a `"."` came, or where `":::"` came (a `"::"` and the `":"`
    // before an IPv4 part, which no `hex4` may follow).
    let ipv4_part = match (bytes.iter().rposition(|&b| b == b'.'), prefix.find(":::")) {
        (Some(_), _) => bytes.iter().rposition(|&b| b == b':').map(|colon| &bytes[colon + 1..]),
        (None, Some(colons)) => Some(&bytes[colons + 3..]),
        (None, None) => None,
    };
    if let Some(part) = ipv4_part {
        let group = part.rsplit(|&b| b == b'.').next().unwrap_or_default();
        let dots = part.iter().filter(|&&b| b == b'.').count();
        let mut expected = nothing;
        if group.len() < 3 {
            expected = expected.token(Token::Digit);
        }
        if !group.is_empty() && dots < 3 {
            expected = expected.token(Token::Dot);
        }
        return expected;
    }
    let compressed = prefix.contains("::");
    if prefix.ends_with("::") {
        return nothing.token(Token::Hexdig).token(Token::Colon);
    }
    if bytes.is_empty() {
        return nothing.token(Token::Hexdig).token(Token::Colon);
    }
    if prefix.ends_with(':') {
        return if compressed {
            nothing.token(Token::Hexdig)
        } else {
            nothing.token(Token::Hexdig).token(Token::Colon)
        };
    }
    let group_start = bytes.iter().rposition(|&b| b == b':').map_or(0, |colon| colon + 1);
    let group = &bytes[group_start..];
    let mut expected = nothing.token(Token::Colon);
    if group.len() < 4 {
        expected = expected.token(Token::Hexdig);
    }
    // The `":"` before the group, and a whole `hexpart` before that: a hex digit, or a `"::"`.
    let before_colon = &bytes[..group_start.saturating_sub(1)];
    let after_hexpart = before_colon.last().is_some_and(|&b| HEXDIG.contains(b)) || before_colon.ends_with(b"::");
    if group_start > 0 && group.len() <= 3 && group.iter().all(|&b| DIGIT.contains(b)) && after_hexpart {
        expected = expected.token(Token::Dot);
    }
    expected
}

/// The length of the longest prefix of `bytes` that begins an RFC 2373 `IPv4address`: up to four groups of one
/// to three digits, a `"."` after each of the first three.
fn ipv4_prefix_length(bytes: &[u8]) -> usize {
    let (mut length, mut groups) = (0, 0);
    while groups < 4 {
        let digits = bytes[length..].iter().take(3).take_while(|&&b| DIGIT.contains(b)).count();
        if digits == 0 {
            break;
        }
        length += digits;
        groups += 1;
        if groups == 4 || bytes.get(length) != Some(&b'.') {
            break;
        }
        length += 1;
    }
    length
}

/// Turns a failure inside the brackets into a committed one that says what an address looks like.
fn committed(error: nom::Err<RuleError<Rule>>, inside: &Input<'_>) -> nom::Err<RuleError<Rule>> {
    match error {
        nom::Err::Error(mut e) => {
            if e.problem.is_none() {
                let problem = if e.offset == inside.location_offset() {
                    Problem::Ipv6ReferenceStart
                } else {
                    Problem::Ipv6ReferenceInvalid
                };
                e.problem = Some(problem.sentence());
                e.within = e.within.or(Some(Rule::Ipv6Reference));
            }
            nom::Err::Failure(e)
        }
        other => other,
    }
}

/// `IPv6address = hexpart [ ":" IPv4address ]` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
///
/// The `hexseq`s of `hexpart` would read the first group of the IPv4 part as a `hex4` (`1:2.3.4.5` starts
/// with the `hexseq` `1:2`), so each `":" hex4` is taken only when `":" IPv4address` does not match there;
/// where both match, only the IPv4 reading can go on (a `hex4` followed by `.` ends the address). Otherwise the
/// `hexpart` is read as [`hexpart`] reads it. This reads the longest prefix that is an `IPv6address`.
pub fn ipv6_address<'a>(input: Input<'a>) -> Res<'a, Ipv6Address<'a>> {
    within(Rule::Ipv6Address, input, |input: Input<'a>| {
        let (after_hexpart, _) = hexpart_reading(input, true)?;
        let mut after = after_hexpart;
        let ipv4 = (rest(&after).first() == Some(&b':')).then(|| ipv4_address_rfc2373(split(after, 1).0).ok());
        if let Some(Some((after_ipv4, _))) = ipv4 {
            after = after_ipv4;
        }
        Ok((after, Ipv6Address::new(text_between(&input, &after), span_between(&input, &after))))
    })
}

/// `hexpart = hexseq / hexseq "::" [ hexseq ] / "::" [ hexseq ]` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
///
/// The alternatives are read as one: an optional `hexseq`, then, when `::` follows, the `::` and an optional
/// `hexseq`. A `hexseq` never reads a `:` that is not followed by a hex digit, so it stops before `::`. This is
/// the longest prefix that is a `hexpart`.
pub fn hexpart(input: Input<'_>) -> Res<'_, Input<'_>> {
    let result = hexpart_reading(input, false);
    label(Rule::Hexpart, &input, result)
}

/// `hexpart`, stopping each `hexseq` before `":" IPv4address` when `before_ipv4`.
fn hexpart_reading(input: Input<'_>, before_ipv4: bool) -> Res<'_, Input<'_>> {
    let after_first = if rest(&input).starts_with(b"::") {
        input
    } else if rest(&input).first() == Some(&b':') {
        // A `hexpart` starts with `":"` only in its `"::"`: the grammar reads the first and waits for the second.
        return Err(nom::Err::Error(RuleError {
            offset: input.location_offset() + 1,
            within: Some(Rule::Hexpart),
            expected: Expected::NOTHING.token(Token::Colon),
            problem: Some(Problem::HexpartColon.sentence()),
        }));
    } else {
        match hexseq_reading(input, before_ipv4) {
            Ok((after, _)) => after,
            Err(nom::Err::Error(_)) => return Err(mismatch(&input, Expected::of(Rule::Hexpart))),
            Err(other) => return Err(other),
        }
    };
    let after = if rest(&after_first).starts_with(b"::") {
        let after_colons = split(after_first, 2).0;
        match hexseq_reading(after_colons, before_ipv4) {
            Ok((after, _)) => after,
            Err(_) => after_colons,
        }
    } else {
        after_first
    };
    let length = after.location_offset() - input.location_offset();
    Ok(split(input, length))
}

/// `hexseq = hex4 *( ":" hex4)` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
///
/// A `:` is read only when a hex digit follows it, so the sequence never ends in `:` and stops before `::`.
pub fn hexseq(input: Input<'_>) -> Res<'_, Input<'_>> {
    let result = hexseq_reading(input, false);
    label(Rule::Hexseq, &input, result)
}

/// `hexseq`, stopping before `":" IPv4address` when `before_ipv4`.
fn hexseq_reading(input: Input<'_>, before_ipv4: bool) -> Res<'_, Input<'_>> {
    let (mut cursor, _) = hex4(input)?;
    loop {
        let next = rest(&cursor);
        if next.first() != Some(&b':') || !next.get(1).is_some_and(|&b| HEXDIG.contains(b)) {
            break;
        }
        let after_colon = split(cursor, 1).0;
        if before_ipv4 && ipv4_address_rfc2373(after_colon).is_ok() {
            break;
        }
        cursor = hex4(after_colon)?.0;
    }
    let length = cursor.location_offset() - input.location_offset();
    Ok(split(input, length))
}

/// `hex4 = 1*4HEXDIG` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
///
/// Reads at most four digits; a fifth is left for the caller, where nothing valid can follow it.
pub fn hex4(input: Input<'_>) -> Res<'_, Input<'_>> {
    let length = rest(&input).iter().take(4).take_while(|&&b| HEXDIG.contains(b)).count();
    let result = if length == 0 { Err(mismatch(&input, Expected::of(Rule::Hex4))) } else { Ok(split(input, length)) };
    label(Rule::Hex4, &input, result)
}

/// `IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT` ([RFC 2373 Appendix B](https://www.rfc-editor.org/rfc/rfc2373#appendix-B))
///
/// RFC 2732 §3 (2) replaces RFC 2396's `IPv4address` with this one, "as it correctly defines an IPv4address
/// as consisting of at most three decimal digits per segment"; the value is still not bounded (`999.1.1.1`
/// matches). Reported as [`Rule::Ipv4Address`]. Each group reads at most three digits: a fourth cannot be the
/// `.` that must follow.
pub fn ipv4_address_rfc2373(input: Input<'_>) -> Res<'_, Ipv4Address<'_>> {
    let result = crate::grammar::dotted_quad(input, group_length, Expected::of(Rule::Digit))
        .map(|(after, text)| (after, Ipv4Address::from_input(&text)));
    label(Rule::Ipv4Address, &input, result)
}

/// The length of the `1*3DIGIT` that `bytes` starts with: one to three digits.
fn group_length(bytes: &[u8]) -> Option<usize> {
    Some(bytes.iter().take(3).take_while(|&&b| DIGIT.contains(b)).count()).filter(|&length| length > 0)
}

#[cfg(test)]
#[path = "tests/rfc2732.rs"]
mod tests;
