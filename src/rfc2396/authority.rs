//! RFC 2396 §3.2, Authority Component: registry-based names (§3.2.1) and servers (§3.2.2), with their user
//! information, host names, IPv4 addresses and ports.

use nom::Parser;
use nom::combinator::opt;
use nom::sequence::terminated;

use super::ast::{Authority, Host, Hostname, Hostport, Ipv4Address, Label, Port, RegName, Server, Userinfo, kind};
use super::characters::{ALPHANUM, REG_NAME, USERINFO, escaped_run, escaped_run1, starts_run};
use super::hostname_automaton;
use super::rfc2732::{ipv4_address_rfc2373, ipv6_reference};
use super::{Res, Rule, Variant};
use crate::grammar::{
    ALPHA, ByteClass, DIGIT, Expected, Input, Token, after_delimiter, byte, class0, label, mismatch, peek_byte, rest,
    span_between, split, text_between, within,
};

/// `authority = server / reg_name` ([RFC 2396 §3.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2))
///
/// Every non-empty `server` is also a `reg_name` (its characters are `reg_name` characters, or escapes in its
/// userinfo), so the grammar alone is ambiguous. An authority is a `server` when the whole authority parses as
/// one, else a `reg_name`: in `a.1`, `a@b@c` or `a:b:c` the server syntax stops before the end, and the
/// registry-based name takes the rest.
///
/// An authority is followed by `/`, `?`, `#` or the end, none of which a `reg_name` may hold, so the authority
/// is the longest run of `reg_name` characters, and the question is whether `server` reads all of that run. It
/// is answered in one pass. The `hostport` is read first: when no `reg_name` character follows it, the run
/// ends there, and it holds no `@` (a `hostport` holds none), so `[ userinfo "@" ]` cannot match and the server
/// is that `hostport`. Otherwise the run is read on from where the `hostport` stopped. `userinfo` is the run
/// without `@`, so when the run holds an `@`, the only `userinfo` that can end with one ends at the first `@`,
/// and the authority is a server when a `hostport` after it reads the rest of the run; with no `@`, the
/// `hostport` already read stopped inside the run. Anything else is the `reg_name`.
///
/// With RFC 2732, `[` and `]` belong to the authority too, but only in a server's `IPv6reference`; where one
/// starts the authority or follows the run, the `server` is read first and the `reg_name` after it, as the
/// rule reads: that text is not one run of `reg_name` characters.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn authority<'a, V: Variant>(input: Input<'a>) -> Res<'a, Authority<'a>> {
    let result = within(
        Rule::Authority,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let is_bracket =
                |at: &Input<'_>| V::OPTIONS.ipv6_literals_rfc2732 && matches!(peek_byte(at), Some(b'[' | b']'));
            if is_bracket(&input) {
                return server_then_reg_name::<V>(input);
            }
            let server = |after: &Input<'a>, userinfo, hostport| {
                Authority::Server(Server::between(&input, after, kind::Server { userinfo, hostport }))
            };
            let (after_hostport, first) = match hostport::<V>(input) {
                Ok((after, node)) => (after, Some(node)),
                Err(nom::Err::Error(_)) => (input, None),
                Err(failure) => return Err(failure),
            };
            if !continues_authority::<V>(&after_hostport) {
                return Ok((after_hostport, server(&after_hostport, None, first)));
            }
            let (end, _) = escaped_run(&REG_NAME)(after_hostport)?;
            if is_bracket(&end) {
                return server_then_reg_name::<V>(input);
            }
            // A `hostport` holds no `@`, so the first `@` of the run is at or after where it stopped.
            let unread = text_between(&after_hostport, &end).as_bytes();
            if let Some(at) = memchr::memchr(b'@', unread) {
                let read = after_hostport.location_offset() - input.location_offset();
                let (at_sign, userinfo) = split(input, read + at);
                match hostport::<V>(split(at_sign, 1).0) {
                    Ok((after, node)) if after.location_offset() == end.location_offset() => {
                        return Ok((after, server(&after, Some(Userinfo::from_input(&userinfo)), Some(node))));
                    }
                    Ok(_) | Err(nom::Err::Error(_)) => {}
                    Err(failure) => return Err(failure),
                }
            }
            Ok((end, Authority::RegName(RegName::new(text_between(&input, &end), span_between(&input, &end)))))
        },
    );
    if let Ok((after, authority)) = &result {
        super::diagnose::authority_stopped::<V>(after.location_offset(), authority);
    }
    result
}

/// `authority` as the rule reads it, for a text that RFC 2732's brackets keep from being one run of `reg_name`
/// characters: the `server`, and then the `reg_name` when the `server` stopped where the authority goes on.
fn server_then_reg_name<'a, V: Variant>(input: Input<'a>) -> Res<'a, Authority<'a>> {
    let (after_server, server) = server::<V>(input)?;
    if !continues_authority::<V>(&after_server) {
        return Ok((after_server, Authority::Server(server)));
    }
    match reg_name(input) {
        Ok((after, name)) if after.location_offset() >= after_server.location_offset() => {
            Ok((after, Authority::RegName(name)))
        }
        Ok(_) | Err(nom::Err::Error(_)) => Ok((after_server, Authority::Server(server))),
        Err(failure) => Err(failure),
    }
}

/// Whether the next byte could still belong to an authority.
fn continues_authority<V: Variant>(input: &Input<'_>) -> bool {
    starts_run(input, &REG_NAME) || (V::OPTIONS.ipv6_literals_rfc2732 && matches!(peek_byte(input), Some(b'[' | b']')))
}

/// ```abnf
/// reg_name      = 1*( unreserved / escaped / "$" / "," /
///                     ";" / ":" / "@" / "&" / "=" / "+" )
/// ```
/// ([RFC 2396 §3.2.1](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.1))
pub fn reg_name(input: Input<'_>) -> Res<'_, RegName<'_>> {
    let result = escaped_run1(&REG_NAME, Expected::of(Rule::RegName))(input)
        .map(|(after, text)| (after, RegName::from_input(&text)));
    label(Rule::RegName, &input, result)
}

/// `server = [ [ userinfo "@" ] hostport ]` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// `userinfo` cannot hold `@`, so reading it greedily and then requiring `@` finds the only split there is.
/// When that branch fails, `hostport` alone is tried, and when that fails too the server is empty: the rule
/// always succeeds, reading the longest prefix it derives.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn server<'a, V: Variant>(input: Input<'a>) -> Res<'a, Server<'a>> {
    let node =
        |after: &Input<'a>, userinfo, hostport| Server::between(&input, after, kind::Server { userinfo, hostport });
    // `userinfo "@"` needs an `@`: where the rest of the text has none, that branch cannot match, and the
    // userinfo need not be read only to be read again as a host.
    let with_userinfo = if memchr::memchr(b'@', rest(&input)).is_some() {
        (terminated(userinfo, byte(b'@', Token::At)), hostport::<V>).parse(input)
    } else {
        Err(mismatch(&input, Expected::NOTHING.token(Token::At)))
    };
    let result = match with_userinfo {
        Ok((after, (userinfo, hostport))) => Ok((after, node(&after, Some(userinfo), Some(hostport)))),
        Err(nom::Err::Error(_)) => match hostport::<V>(input) {
            Ok((after, hostport)) => Ok((after, node(&after, None, Some(hostport)))),
            Err(nom::Err::Error(_)) => Ok((input, node(&input, None, None))),
            Err(failure) => Err(failure),
        },
        Err(failure) => Err(failure),
    };
    label(Rule::Server, &input, result)
}

/// ```abnf
/// userinfo      = *( unreserved / escaped /
///                    ";" / ":" / "&" / "=" / "+" / "$" / "," )
/// ```
/// ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
pub fn userinfo(input: Input<'_>) -> Res<'_, Userinfo<'_>> {
    let result = escaped_run(&USERINFO)(input).map(|(after, text)| (after, Userinfo::from_input(&text)));
    label(Rule::Userinfo, &input, result)
}

/// `hostport = host [ ":" port ]` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn hostport<'a, V: Variant>(input: Input<'a>) -> Res<'a, Hostport<'a>> {
    within(
        Rule::Hostport,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_host, host) = host::<V>(input)?;
            let (after, port) = after_delimiter(b':', after_host, port)?;
            Ok((after, Hostport::between(&input, &after, kind::Hostport { host, port })))
        },
    )
}

/// `host = hostname / IPv4address` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// With RFC 2732 (§3 (1)): `host = hostname / IPv4address / IPv6reference`, where `[` can only start the
/// `IPv6reference` and commits to it, and `IPv4address` is RFC 2373's.
///
/// `hostname` and `IPv4address` never derive the same text (a `toplabel` starts with a letter; an
/// `IPv4address` has none), but one can derive a longer prefix than the other (`1.2.3.4.com` starts with an
/// `IPv4address`). Both are read and the longer prefix wins, which is the whole host whenever the host is one.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn host<'a, V: Variant>(input: Input<'a>) -> Res<'a, Host<'a>> {
    if V::OPTIONS.ipv6_literals_rfc2732 && peek_byte(&input) == Some(b'[') {
        let result = ipv6_reference(input).map(|(after, reference)| (after, Host::Ipv6(reference)));
        return label(Rule::Host, &input, result);
    }
    // An `IPv4address` starts with a digit; its error is never reported (a host that is neither reports
    // `host`), so where none can start it is not tried.
    // A `hostname` and an `IPv4address` both start with an `alphanum`: where none does, neither is tried (the
    // hostname's error would be built only to be dropped), and the host fails as it would after both.
    let Some(first) = peek_byte(&input).filter(|&b| ALPHANUM.contains(b)) else {
        return Err(mismatch(&input, Expected::of(Rule::Host)));
    };
    let ipv4 = if DIGIT.contains(first) { ipv4_address_in::<V>(input).ok() } else { None };
    // An `IPv4address` holds no letter, so no `hostname` ends inside it: only one that goes on past it can be
    // longer, and where the next byte cannot continue a `hostname`, the host is the address.
    if let Some((after, address)) = ipv4.filter(|(after, _)| !peek_byte(after).is_some_and(|b| HOSTNAME.contains(b))) {
        return label(Rule::Host, &input, Ok((after, Host::Ipv4(address))));
    }
    let result = match (ipv4, hostname(input)) {
        (Some((after_ipv4, _)), Ok((after_name, name)))
            if after_name.location_offset() > after_ipv4.location_offset() =>
        {
            Ok((after_name, Host::Hostname(name)))
        }
        (Some((after, address)), _) => Ok((after, Host::Ipv4(address))),
        (None, Ok((after, name))) => Ok((after, Host::Hostname(name))),
        (None, Err(_)) => Err(mismatch(&input, Expected::of(Rule::Host))),
    };
    label(Rule::Host, &input, result)
}

/// Where the run of `alphanum / "-"` that starts at `start` ends, and where its longest prefix that ends with
/// an `alphanum` ends (`start` when there is none).
#[inline(always)]
fn label_ends(bytes: &[u8], start: usize) -> (usize, usize) {
    let mut after = start;
    let mut after_alphanum = start;
    while let Some(&b) = bytes.get(after) {
        if ALPHANUM.contains(b) {
            after += 1;
            after_alphanum = after;
        } else if b == b'-' {
            after += 1;
        } else {
            break;
        }
    }
    (after, after_alphanum)
}

/// The bytes of a `hostname`: `alphanum`, `-` and `.`.
const HOSTNAME: ByteClass = ALPHANUM.with_bytes(b"-.");

/// ```abnf
/// hostname      = *( domainlabel "." ) toplabel [ "." ]
/// ```
/// ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// A greedy `*( domainlabel "." )` would eat the `toplabel` too (every `toplabel` is a `domainlabel`), so the
/// grammar needs backtracking: `a.b.c` is `a.` `b.` then the toplabel `c`. The longest `hostname` is found in one
/// pass by `hostname_automaton::whole_hostname_length`, which knows whether the label it is in started with a
/// letter; where no `hostname` ends where that pass stops, the labels are read again with [`domainlabel`] and
/// [`toplabel`] (`hostname_by_labels`), which a test holds equal to the automaton on every short text. So `a.b.c.`
/// and `1a.b` are hostnames, and the longest `hostname` of `a.1b` is `a.`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn hostname(input: Input<'_>) -> Res<'_, Hostname<'_>> {
    let length = match hostname_automaton::whole_hostname_length(rest(&input)) {
        Some(length) => Some(length),
        None => hostname_by_labels(input),
    };
    let result = match length {
        Some(length) => {
            let (after, text) = split(input, length);
            Ok((after, Hostname::from_input(&text)))
        }
        None => Err(mismatch(&input, Expected::of(Rule::Hostname))),
    };
    label(Rule::Hostname, &input, result)
}

/// `*( domainlabel "." ) toplabel [ "." ]` read as written, one label at a time: while a [`domainlabel`] and
/// `"."` come, reading goes on, and each label that is also a [`toplabel`] (with its `"."`, when one follows it)
/// ends a `hostname`. The last such end is the longest prefix that is a `hostname` (`a.` in `a.1b` and in `a.1`,
/// `a` in `a-`), whose length this returns. Out of line and cold, so that `host`, where `hostname` is inlined,
/// carries only the automaton's loop, and is laid out for it: few hosts end where no `hostname` does.
#[cold]
#[inline(never)]
pub(crate) fn hostname_by_labels(input: Input<'_>) -> Option<usize> {
    let mut at = input;
    let mut end = None;
    loop {
        if let Ok((after, _)) = toplabel(at) {
            let after = opt(byte::<Rule>(b'.', Token::Dot)).parse(after).map_or(after, |(after, _)| after);
            end = Some(after.location_offset().saturating_sub(input.location_offset()));
        }
        match terminated(domainlabel, byte(b'.', Token::Dot)).parse(at) {
            Ok((after, _)) => at = after,
            Err(_) => return end,
        }
    }
}

/// `domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// Reads the run of `alphanum` and `-` and gives back the `-`s at its end, which is the longest prefix that is
/// a `domainlabel`.
///
/// Fused into [`hostname`]'s automaton (`hostname_automaton.rs`), which reads labels by the kinds of their bytes;
/// where no `hostname` ends where the automaton stops, [`hostname`] reads the labels with this rule, and a test
/// holds the two readings equal.
pub fn domainlabel(input: Input<'_>) -> Res<'_, Label<'_>> {
    let bytes = rest(&input);
    let result = match bytes.first() {
        Some(&first) if ALPHANUM.contains(first) => {
            let (after, text) = split(input, label_ends(bytes, 0).1);
            Ok((after, Label::from_input(&text)))
        }
        _ => Err(mismatch(&input, Expected::of(Rule::Domainlabel))),
    };
    label(Rule::Domainlabel, &input, result)
}

/// `toplabel = alpha / alpha *( alphanum / "-" ) alphanum` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// As [`domainlabel`], starting with a letter: the rightmost label of a host name "will never start with a
/// digit, thus syntactically distinguishing domain names from IPv4 addresses" (§3.2.2).
///
/// Fused into [`hostname`]'s automaton as [`domainlabel`] is, and read by this rule where the automaton leaves
/// off.
pub fn toplabel(input: Input<'_>) -> Res<'_, Label<'_>> {
    let bytes = rest(&input);
    let result = match bytes.first() {
        Some(&first) if ALPHA.contains(first) => {
            let (after, text) = split(input, label_ends(bytes, 0).1);
            Ok((after, Label::from_input(&text)))
        }
        _ => Err(mismatch(&input, Expected::of(Rule::Toplabel))),
    };
    label(Rule::Toplabel, &input, result)
}

/// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
///
/// Any number of digits per group: `999.1.1.1` and `0001.2.3.4` are IPv4 addresses under RFC 2396 (RFC 3986
/// bounds each to a `dec-octet`; RFC 2732 replaces this rule with RFC 2373's, at most three digits a group).
/// `1*digit` is read greedily: a digit cannot be the `.` that must follow.
pub fn ipv4_address(input: Input<'_>) -> Res<'_, Ipv4Address<'_>> {
    let digits = |bytes: &[u8]| Some(DIGIT.run_length(bytes)).filter(|&length| length > 0);
    let result = crate::grammar::dotted_quad(input, digits, Expected::of(Rule::Digit))
        .map(|(after, text)| (after, Ipv4Address::from_input(&text)));
    label(Rule::Ipv4Address, &input, result)
}

/// `IPv4address` in the variant `V`: RFC 2396's own, or with RFC 2732 RFC 2373's, which replaces it.
#[inline]
pub(crate) fn ipv4_address_in<V: Variant>(input: Input<'_>) -> Res<'_, Ipv4Address<'_>> {
    if V::OPTIONS.ipv6_literals_rfc2732 { ipv4_address_rfc2373(input) } else { ipv4_address(input) }
}

/// `port = *digit` ([RFC 2396 §3.2.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2.2))
pub fn port(input: Input<'_>) -> Res<'_, Port<'_>> {
    let result = class0(&DIGIT)(input).map(|(after, digits)| (after, Port::from_input(&digits)));
    label(Rule::Port, &input, result)
}

#[cfg(test)]
#[path = "tests/authority.rs"]
mod tests;
