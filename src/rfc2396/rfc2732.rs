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

use super::ast::{Ipv4Address, Ipv6Address, Ipv6Reference};
use super::{Res, Rule};
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
            let problem = if rest(&after_address).first() == Some(&b'.') {
                "RFC 2373's IPv6address takes an IPv4 part only after a group of hex digits and \":\" (\"::ffff:1.2.3.4\", not \"::1.2.3.4\")"
            } else {
                "expected \"]\" to close the IPv6 reference"
            };
            failure(&after_address, Rule::Ipv6Reference, Expected::NOTHING.token(Token::CloseBracket), problem)
        })?;
        let reference =
            Ipv6Reference { text: text_between(&input, &after), span: span_between(&input, &after), address };
        Ok((after, reference))
    })
}

/// Turns a failure inside the brackets into a committed one that says what an address looks like.
fn committed(error: nom::Err<RuleError<Rule>>, inside: &Input<'_>) -> nom::Err<RuleError<Rule>> {
    match error {
        nom::Err::Error(mut e) => {
            if e.problem.is_none() {
                e.problem = Some(if e.offset == inside.location_offset() {
                    "expected an IPv6 address (RFC 2373 Appendix B) after \"[\""
                } else {
                    "not a valid IPv6 address"
                });
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
    let dot = || byte(b'.', Token::Dot);
    let result = nom::combinator::recognize((group, dot(), group, dot(), group, dot(), group))
        .parse(input)
        .map(|(after, text)| (after, Ipv4Address::from_input(&text)));
    label(Rule::Ipv4Address, &input, result)
}

/// `1*3DIGIT`: one to three digits.
fn group(input: Input<'_>) -> Res<'_, Input<'_>> {
    let length = rest(&input).iter().take(3).take_while(|&&b| DIGIT.contains(b)).count();
    if length == 0 { Err(mismatch(&input, Expected::of(Rule::Digit))) } else { Ok(split(input, length)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::input;

    fn whole<'a, O>(parser: impl Fn(Input<'a>) -> Res<'a, O>, text: &'a str) -> bool {
        parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
    }

    /// The seven addresses of RFC 2732 §2, and what RFC 2373's grammar says of each.
    #[test]
    fn rfc2732_section_2_addresses() {
        for text in [
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
            "1080:0:0:0:8:800:200C:4171",
            "3ffe:2a00:100:7031::1",
            "1080::8:800:200C:417A",
            "::FFFF:129.144.52.38",
            "2010:836B:4179::836B:4179",
        ] {
            assert!(whole(ipv6_address, text), "{text}");
        }
        assert!(!whole(ipv6_address, "::192.9.5.5"), "the IPv4 part needs a hex group and \":\" before it");
    }

    #[test]
    fn rfc2373_does_not_count_groups() {
        for text in ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8::", "::", "1::", "::1", ":::1.2.3.4", "1:2.3.4.5"] {
            assert!(whole(ipv6_address, text), "{text}");
        }
        for text in ["", ":", ":1", "1:", "1::2::3", "12345::", "1:2:3:4:5:6:7:1.2.3", "g::"] {
            assert!(!whole(ipv6_address, text), "{text}");
        }
    }

    #[test]
    fn hexpart_hexseq_hex4() {
        for text in ["1", "1:2", "1::", "1::2", "::", "::1:2"] {
            assert!(whole(hexpart, text), "{text}");
        }
        assert!(!whole(hexpart, ":1") && !whole(hexpart, "1:::"));
        assert!(whole(hexseq, "a:b:c") && !whole(hexseq, "a::b") && !whole(hexseq, ""));
        assert!(whole(hex4, "beef") && whole(hex4, "0") && !whole(hex4, "12345") && !whole(hex4, "x"));
    }

    #[test]
    fn rfc2373_ipv4_has_one_to_three_digits_a_group() {
        assert!(whole(ipv4_address_rfc2373, "1.2.3.4") && whole(ipv4_address_rfc2373, "999.999.999.999"));
        assert!(!whole(ipv4_address_rfc2373, "1234.1.1.1") && !whole(ipv4_address_rfc2373, "1.2.3"));
    }

    #[test]
    fn the_bracket_commits() {
        assert!(whole(ipv6_reference, "[::1]") && whole(ipv6_reference, "[1:2:3:4:5:6:7:8:9]"));
        for text in ["[", "[]", "[::1", "[x]", "[::192.9.5.5]"] {
            assert!(matches!(ipv6_reference(input(text)), Err(nom::Err::Failure(_))), "{text}");
        }
        assert!(matches!(ipv6_reference(input("::1")), Err(nom::Err::Error(_))));
    }
}
