//! RFC 3986 §3.2, Authority: user information, host (IP literal, IPv4 address, registered name) and port.

use nom::Parser;
use nom::branch::alt;
use nom::combinator::recognize;
use nom::sequence::terminated;

use super::ast::{
    Authority, Host, IpLiteral, Ipv4Address, Ipv6Address, Ipv6Addrz, IpvFuture, Port, RegName, Userinfo, ZoneId,
};
use super::characters::{REG_NAME, SUB_DELIMS, UNRESERVED, USERINFO, encoded_run1, irun, starts_irun};
use super::diagnose::{another_group_may_follow, committed, ipv6_goes_on, unclosed};
use super::problem::Problem;
use super::scan::dec_octet_length;
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{
    ByteClass, DIGIT, Expected, HEXDIG, Input, RuleError, Token, byte, class0, class1, dotted_quad, failure, label,
    mismatch, one_of, peek_byte, rest, span_between, split, text_between, within,
};

/// `authority = [ userinfo "@" ] host [ ":" port ]` ([RFC 3986 §3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2))
///
/// `userinfo` cannot hold `@`, so reading it greedily and then requiring `@` finds the only split there is. The
/// authority is read once: a `reg-name` is read first, since its characters are those of `userinfo` but `:`.
/// When `@` follows, that run was the userinfo; when `:` follows, the userinfo run goes on from there, and only
/// an `@` at its end makes it the userinfo; otherwise the run is the host, and the `:` starts the port.
///
/// Generic over the [`Variant`] because its `host` is: RFC 6874 widens `IP-literal`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn authority<'a, V: Variant>(input: Input<'a>) -> Res<'a, Authority<'a>> {
    within(
        Rule::Authority,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_host, (userinfo, host)) = userinfo_and_host::<V>(input)?;
            let colon = (b':', Token::Colon);
            let (after, port) = Reported::<V>::option(Rule::Authority, colon, after_host, reported_port::<V>)?;
            let authority =
                Authority::new(text_between(&input, &after), span_between(&input, &after), userinfo, host, port);
            Ok((after, authority))
        },
    )
}

/// `[ userinfo "@" ] host` at the start of an authority, read once: a `reg-name` first, which is the userinfo
/// when [`userinfo_end`] finds its `"@"`, and otherwise the host or the start of one ([`host_after_name`]).
#[cfg_attr(not(debug_assertions), inline(always))]
fn userinfo_and_host<'a, V: Variant>(input: Input<'a>) -> Res<'a, (Option<Userinfo<'a>>, Host<'a>)> {
    let (after_name, name) = reg_name::<V>(input)?;
    match userinfo_end::<V>(after_name)? {
        Some(at) => {
            let userinfo = Userinfo::new(text_between(&input, &at), span_between(&input, &at));
            let (after_host, host) = host::<V>(split(at, 1).0)?;
            Ok((after_host, (Some(userinfo), host)))
        }
        None => host_after_name::<V>(input, after_name, name).map(|(after_host, host)| (after_host, (None, host))),
    }
}

/// Where the `userinfo` ends (at its `"@"`), given the `reg-name` read from the authority's start, or `None`
/// when the authority has none: when `@` follows the name, the name was the userinfo; when `:` follows, the
/// userinfo run goes on from there, and only an `@` at its end makes it the userinfo.
#[cfg_attr(not(debug_assertions), inline(always))]
fn userinfo_end<'a, V: Variant>(after_name: Input<'a>) -> Result<Option<Input<'a>>, nom::Err<RuleError<Rule>>> {
    match peek_byte(&after_name) {
        Some(b'@') => Ok(Some(after_name)),
        Some(b':') => match irun::<V>(&USERINFO)(after_name)? {
            (after_run, _) if peek_byte(&after_run) == Some(b'@') => Ok(Some(after_run)),
            // Read as user information, the text goes on to here, where an `@` would have to be.
            (after_run, _) => Reported::<V>::untaken(userinfo_goes_on(), Ok((after_run, None))).map(|(_, no)| no),
        },
        // The name could have been user information, had an `@` followed it.
        _ => Reported::<V>::beside(Expected::NOTHING.token(Token::At), Ok((after_name, None))).map(|(_, no)| no),
    }
}

/// [`port`], reporting where its digits stop: a digit could have gone on there. (Where the authority's
/// `[ ":" port ]` is absent, its `":"` could have.)
#[cfg_attr(not(debug_assertions), inline(always))]
fn reported_port<V: Variant>(input: Input<'_>) -> Res<'_, Port<'_>> {
    Reported::<V>::run(Rule::Port, Expected::NOTHING.token(Token::Digit), port(input))
}

/// The host at `input`, given the `reg-name` that was read there and not followed by `@`.
///
/// When the host cannot be an IP literal or an IPv4 address (it does not start with `[` or a digit), it is
/// that `reg-name`; otherwise [`host`] decides.
#[cfg_attr(not(debug_assertions), inline(always))]
fn host_after_name<'a, V: Variant>(input: Input<'a>, after_name: Input<'a>, name: RegName<'a>) -> Res<'a, Host<'a>> {
    match peek_byte(&input) {
        Some(b) if b == b'[' || DIGIT.contains(b) => host::<V>(input),
        _ => Reported::<V>::if_empty(&input, ip_literal_starts(), Ok((after_name, Host::RegName(name)))),
    }
}

/// Where a host read as a `reg-name` is empty, an `IP-literal` could have started there: its `"["` could
/// have continued the text.
fn ip_literal_starts() -> Expected<Rule> {
    Expected::NOTHING.token(Token::OpenBracket)
}

/// What could continue user information (`userinfo`'s characters), or end it (`"@"`).
fn userinfo_goes_on() -> Expected<Rule> {
    reg_name_goes_on().token(Token::Colon).token(Token::At)
}

/// What could continue a `reg-name`.
fn reg_name_goes_on() -> Expected<Rule> {
    Expected::of(Rule::Unreserved).rule(Rule::PctEncoded).rule(Rule::SubDelims)
}

/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1))
///
/// Generic over the [`Variant`] because RFC 3987 widens it (`iuserinfo`, with `iunreserved`).
pub fn userinfo<V: Variant>(input: Input<'_>) -> Res<'_, Userinfo<'_>> {
    let result = irun::<V>(&USERINFO)(input).map(|(rest, text)| (rest, Userinfo::from_input(&text)));
    label(Rule::Userinfo, &input, result)
}

/// `host = IP-literal / IPv4address / reg-name` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// A `[` can only start an `IP-literal`. Otherwise `IPv4address` is tried first, as §3.2.2 requires ("If host
/// matches the rule for IPv4address, then it should be considered an IPv4 address literal and not a reg-name"),
/// but it wins only when no `reg-name` character follows it: in `1.2.3.45a` or `1.2.3.256` the ABNF can match
/// the host only as a `reg-name`, because nothing that may follow a host (`:`, `/`, `?`, `#`, the end) is a
/// `reg-name` character.
///
/// Generic over the [`Variant`] because its `IP-literal` is (RFC 6874), and its `reg-name` (RFC 3987).
pub fn host<V: Variant>(input: Input<'_>) -> Res<'_, Host<'_>> {
    let result = if peek_byte(&input) == Some(b'[') {
        ip_literal::<V>(input).map(|(rest, literal)| (rest, Host::IpLiteral(literal)))
    } else {
        // An IPv4address starts with a digit; anything else can only be a reg-name.
        let ipv4 = match peek_byte(&input) {
            Some(b) if DIGIT.contains(b) => terminated(ipv4_address, no_reg_name_char::<V>).parse(input).ok(),
            _ => None,
        };
        match ipv4 {
            // Read as a `reg-name`, the same bytes could have gone on.
            Some((after, address)) => Reported::<V>::beside(reg_name_goes_on(), Ok((after, Host::Ipv4(address)))),
            None => {
                let name = reg_name::<V>(input).map(|(after, name)| (after, Host::RegName(name)));
                Reported::<V>::if_empty(&input, ip_literal_starts(), name)
            }
        }
    };
    label(Rule::Host, &input, result)
}

/// Succeeds, consuming nothing, when the next byte cannot continue a `reg-name`.
fn no_reg_name_char<V: Variant>(input: Input<'_>) -> Res<'_, ()> {
    if starts_irun::<V>(&input, &REG_NAME) { Err(mismatch(&input, Expected::NOTHING)) } else { Ok((input, ())) }
}

/// `port = *DIGIT` ([RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn port(input: Input<'_>) -> Res<'_, Port<'_>> {
    let result = class0(&DIGIT)(input).map(|(rest, digits)| (rest, Port::from_input(&digits)));
    label(Rule::Port, &input, result)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture  ) "]"` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)),
/// and with RFC 6874 `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"` ([RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2))
///
/// The `[` commits: nothing else in an authority may hold one. `IPvFuture` starts with `v` and `IPv6address`
/// never does, so the first byte after `[` picks the alternative. `IPv6addrz` is an `IPv6address` and `"%25"`:
/// with the RFC 6874 [`Variant`], a `%` after the address commits to it.
///
/// `IPv6address` reads the longest address it can, and never ends in a single `:`; when a `:` stands after it
/// and could begin one more group (`[::1:]`), the error is at the byte after that `:`, which is where the
/// grammar stops reaching, rather than at the `:`.
pub fn ip_literal<'a, V: Variant>(input: Input<'a>) -> Res<'a, IpLiteral<'a>> {
    within(Rule::IpLiteral, input, |input: Input<'a>| {
        let (inside, _) = byte(b'[', Token::OpenBracket).parse(input)?;
        let (after_address, address) = address_in_brackets(inside, V::OPTIONS.zone_ids_rfc6874)?;
        let (after, _) = byte::<Rule>(b']', Token::CloseBracket)
            .parse(after_address)
            .map_err(|_| unclosed(&inside, &after_address, &address, V::OPTIONS.zone_ids_rfc6874))?;
        Ok((after, address.literal(&input, &after)))
    })
}

/// `IPv6address / IPvFuture` inside the brackets of an `IP-literal`, or with RFC 6874 (`zone_ids`) `IPv6addrz`
/// too: the first byte picks the alternative, and with RFC 6874 a `%` after an `IPv6address` commits to the
/// zone. A failure inside commits ([`committed`]), and so does a `:` after a whole address where one more group
/// could follow it ([`another_group_may_follow`]). None of it depends on the [`Variant`] but for its zones, so
/// it is one function, not one per variant.
fn address_in_brackets(inside: Input<'_>, zone_ids: bool) -> Res<'_, Address<'_>> {
    if matches!(peek_byte(&inside), Some(b'v' | b'V')) {
        let (after, address) = ipv_future(inside).map_err(|e| committed(e, &inside))?;
        return Ok((after, Address::Future(address)));
    }
    let (after, address) = ipv6_address(inside).map_err(|e| committed(e, &inside))?;
    if peek_byte(&after) == Some(b':') && another_group_may_follow(address.as_str()) {
        // The address is whole, but the grammar reads the `:` after it too (it may begin one more group): the
        // text goes wrong at the byte after it.
        let at = split(after, 1).0;
        return Err(failure(&at, Rule::Ipv6Address, Expected::of(Rule::H16), Problem::Ipv6GroupAfterColon.sentence()));
    }
    if zone_ids && peek_byte(&after) == Some(b'%') {
        let (after_zone, _) = zone_after(after)?;
        let address = Ipv6Addrz::new(text_between(&inside, &after_zone), span_between(&inside, &after_zone));
        return Ok((after_zone, Address::Zoned(address)));
    }
    Ok((after, Address::V6(address)))
}

/// The address inside the brackets of an `IP-literal`.
pub(super) enum Address<'a> {
    V6(Ipv6Address<'a>),
    Zoned(Ipv6Addrz<'a>),
    Future(IpvFuture<'a>),
}

impl<'a> Address<'a> {
    /// The `IP-literal` of this address, from its `[` at `start` to `after` its `]`.
    fn literal(self, start: &Input<'a>, after: &Input<'a>) -> IpLiteral<'a> {
        let (literal, span) = (text_between(start, after), span_between(start, after));
        match self {
            Address::V6(address) => IpLiteral::Ipv6 { literal, span, address },
            Address::Zoned(address) => IpLiteral::Ipv6Zoned { literal, span, address },
            Address::Future(address) => IpLiteral::IpvFuture { literal, span, address },
        }
    }
}

/// `IPv6addrz = IPv6address "%25" ZoneID` ([RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2))
///
/// A rule of RFC 6874 alone: `ip_literal` reads it only in the RFC 6874 [`Variant`]. The `%` after the
/// address commits, so that `fe80::1%eth0`, the zone as an operating system prints it, fails at the byte
/// where `%25` stops matching and says to write `%25`.
pub fn ipv6_addrz<'a>(input: Input<'a>) -> Res<'a, Ipv6Addrz<'a>> {
    within(Rule::Ipv6Addrz, input, |input: Input<'a>| {
        let (after_address, _) = ipv6_address(input)?;
        let (after, _) = zone_after(after_address)?;
        Ok((after, Ipv6Addrz::new(text_between(&input, &after), span_between(&input, &after))))
    })
}

/// `"%25" ZoneID`, the part of an `IPv6addrz` after its address, at a `%`.
fn zone_after<'a>(at_percent: Input<'a>) -> Res<'a, ZoneId<'a>> {
    let bytes = rest(&at_percent);
    let matched = bytes.iter().zip(b"%25").take_while(|(byte, expected)| byte == expected).count();
    if matched < 3 {
        let problem = if matched == 0 { Problem::ZoneNeeds25 } else { Problem::ZoneWrite25 };
        return Err(failure(
            &split(at_percent, matched).0,
            Rule::Ipv6Addrz,
            Expected::of(Rule::Ipv6Addrz),
            problem.sentence(),
        ));
    }
    let after_percent = split(at_percent, 3).0;
    zone_id(after_percent).map_err(|error| match error {
        nom::Err::Error(mut e) => {
            e.within = Some(Rule::ZoneId);
            e.problem = e.problem.or(Some(Problem::ZoneIdMissing.sentence()));
            nom::Err::Failure(e)
        }
        other => other,
    })
}

/// The characters of a `ZoneID` that are not `pct-encoded`: `unreserved`.
const ZONE_ID: ByteClass = UNRESERVED;

/// `ZoneID = 1*( unreserved / pct-encoded )` ([RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2))
pub fn zone_id(input: Input<'_>) -> Res<'_, ZoneId<'_>> {
    let result = encoded_run1(&ZONE_ID, Expected::of(Rule::Unreserved).rule(Rule::PctEncoded))(input)
        .map(|(rest, text)| (rest, ZoneId::from_input(&text)));
    label(Rule::ZoneId, &input, result)
}

/// The characters after the `.` of an `IPvFuture`: `unreserved / sub-delims / ":"`.
const IPVFUTURE_ADDRESS: ByteClass = UNRESERVED.union(SUB_DELIMS).with_bytes(b":");
/// What may continue an `IPvFuture` after its `.`, named as its rule is written.
pub(super) fn ipvfuture_goes_on() -> Expected<Rule> {
    Expected::of(Rule::Unreserved).rule(Rule::SubDelims).token(Token::Colon)
}
/// The `v` of an `IPvFuture`, in either case: ABNF quoted strings are case-insensitive (RFC 5234 §2.3).
const LETTER_V: ByteClass = ByteClass::EMPTY.with_bytes(b"vV");

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
pub fn ipv_future<'a>(input: Input<'a>) -> Res<'a, IpvFuture<'a>> {
    within(Rule::IpvFuture, input, |input: Input<'a>| {
        let (after_v, _) = one_of(&LETTER_V, Expected::NOTHING.token(Token::V)).parse(input)?;
        let (after_version, _) =
            class1(&HEXDIG, Expected::<Rule>::NOTHING.token(Token::Hexdig)).parse(after_v).map_err(|_| {
                failure(
                    &after_v,
                    Rule::IpvFuture,
                    Expected::NOTHING.token(Token::Hexdig),
                    Problem::IpvFutureVersion.sentence(),
                )
            })?;
        let (after_dot, _) = byte::<Rule>(b'.', Token::Dot).parse(after_version).map_err(|_| {
            failure(
                &after_version,
                Rule::IpvFuture,
                Expected::NOTHING.token(Token::Dot).token(Token::Hexdig),
                Problem::IpvFutureDot.sentence(),
            )
        })?;
        let (after, _) = class1(&IPVFUTURE_ADDRESS, Expected::of(Rule::IpvFuture)).parse(after_dot).map_err(|_| {
            failure(&after_dot, Rule::IpvFuture, ipvfuture_goes_on(), Problem::IpvFutureAddress.sentence())
        })?;
        Ok((after, IpvFuture::new(text_between(&input, &after), span_between(&input, &after))))
    })
}

/// ```abnf
/// IPv6address   =                            6( h16 ":" ) ls32
///               /                       "::" 5( h16 ":" ) ls32
///               / [               h16 ] "::" 4( h16 ":" ) ls32
///               / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
///               / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
///               / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
///               / [ *4( h16 ":" ) h16 ] "::"              ls32
///               / [ *5( h16 ":" ) h16 ] "::"              h16
///               / [ *6( h16 ":" ) h16 ] "::"
/// ```
/// ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// The nine alternatives say one thing: eight 16-bit pieces, where an `ls32` counts as two and may only be last,
/// or fewer than eight with one `::` standing for the rest (at least one piece) anywhere among them. Trying the
/// alternatives in order would need backtracking; instead the pieces are read left to right, each an [`h16`],
/// and where a group is followed by `.` and an `ls32` fits (as pieces 7 and 8 without `::`, or at most as 6 and
/// 7 after one), the [`ls32`] there, whose `IPv4address` ends the address. Reading stops as soon as the count
/// is full, and the count is checked at the end. This reads the longest prefix that is an `IPv6address`, which
/// is the whole text whenever the text is one. A single `:` is read only where an `h16` follows it, so that a
/// prefix never ends in `:`.
pub fn ipv6_address<'a>(input: Input<'a>) -> Res<'a, Ipv6Address<'a>> {
    within(Rule::Ipv6Address, input, |input: Input<'a>| {
        let mut compressed = rest(&input).starts_with(b"::");
        let mut at = if compressed { split(input, 2).0 } else { input };
        let mut pieces = 0usize;
        while pieces < if compressed { 7 } else { 8 } {
            let Ok((after_group, _)) = h16(at) else { break };
            // (The `.` is asked first: it is almost never there, so that branch is the one predicted well.)
            let ls32_fits = if compressed { pieces + 2 <= 7 } else { pieces == 6 };
            if peek_byte(&after_group) == Some(b'.') && ls32_fits {
                if let Ok((after, _)) = ls32(at) {
                    (at, pieces) = (after, pieces + 2);
                    break;
                }
            }
            (at, pieces) = (after_group, pieces + 1);
            let next = rest(&at);
            if next.starts_with(b"::") && !compressed && pieces < 8 {
                (at, compressed) = (split(at, 2).0, true);
            } else if pieces < if compressed { 7 } else { 8 }
                && next.first() == Some(&b':')
                && next.get(1).is_some_and(|&b| HEXDIG.contains(b))
            {
                at = split(at, 1).0;
            } else {
                break;
            }
        }
        if compressed || pieces == 8 {
            Ok((at, Ipv6Address::new(text_between(&input, &at), span_between(&input, &at))))
        } else if pieces == 0 {
            Err(mismatch(&input, Expected::of(Rule::Ipv6Address)))
        } else {
            // Fewer than eight pieces and no `::`. A `:` after the last piece was left unread because no piece
            // follows it, but the grammar reads it (another h16, or a second `:`, may come after it): the text
            // goes wrong at the byte after it.
            let at = if peek_byte(&at) == Some(b':') { split(at, 1).0 } else { at };
            Err(failure(
                &at,
                Rule::Ipv6Address,
                ipv6_goes_on(text_between(&input, &at)),
                Problem::Ipv6Pieces.sentence(),
            ))
        }
    })
}

/// `h16 = 1*4HEXDIG` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// Reads at most four digits; a fifth is left for the caller, where it cannot be followed by anything valid.
///
/// Without a branch on the digits: a group's length varies from one to four, so a loop's exit would be
/// mispredicted at about every group of an address. The four bytes' digit bits, with a stop bit above them, give
/// the length as the count of digits before the first byte that is not one (a byte past the end counts as not
/// one).
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn h16(input: Input<'_>) -> Res<'_, Input<'_>> {
    let bytes = rest(&input);
    let [a, b, c, d] = match bytes.first_chunk::<4>() {
        Some(&window) => window,
        // Near the end, zeros (no digit) stand for the bytes past it.
        None => core::array::from_fn(|index| bytes.get(index).copied().unwrap_or(0)),
    };
    let digit = |byte: u8, index: u32| u32::from(HEXDIG.contains(byte)) << index;
    let length = (!(digit(a, 0) | digit(b, 1) | digit(c, 2) | digit(d, 3))).trailing_zeros() as usize;
    let result = if length == 0 { Err(mismatch(&input, Expected::of(Rule::H16))) } else { Ok(split(input, length)) };
    label(Rule::H16, &input, result)
}

/// `ls32 = ( h16 ":" h16 ) / IPv4address` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// The alternatives cannot both match: after its digits, `h16 ":" h16` needs `:` and an `IPv4address` needs `.`.
pub fn ls32(input: Input<'_>) -> Res<'_, Input<'_>> {
    let result = alt((recognize((h16, byte(b':', Token::Colon), h16)), recognize(ipv4_address))).parse(input);
    label(Rule::Ls32, &input, result)
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// Its four [`dec_octet`]s and dots are read by index with the octet's own reading
/// (`scan::dec_octet_length`), as one fused scan.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn ipv4_address(input: Input<'_>) -> Res<'_, Ipv4Address<'_>> {
    let result = dotted_quad(input, dec_octet_length, Expected::of(Rule::DecOctet))
        .map(|(after, text)| (after, Ipv4Address::from_input(&text)));
    label(Rule::Ipv4Address, &input, result)
}

/// ```abnf
/// dec-octet     = DIGIT                 ; 0-9
///               / %x31-39 DIGIT         ; 10-99
///               / "1" 2DIGIT            ; 100-199
///               / "2" %x30-34 DIGIT     ; 200-249
///               / "25" %x30-35          ; 250-255
/// ```
/// ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// Reads the longest alternative that matches, from the digits themselves rather than by trying the five in
/// turn: three digits when they are `100`-`255`, else two when they are `10`-`99`, else one. So `255` is not
/// read as `25` followed by `5`; `256` reads as `25` and leaves `6`, and `01` reads as `0` and leaves `1`, so
/// neither is a whole `dec-octet`.
///
/// Fused into [`ipv4_address`], which reads its four octets by index with this rule's reading,
/// `scan::dec_octet_length`; a test holds that reading to the five alternatives.
pub fn dec_octet(input: Input<'_>) -> Res<'_, Input<'_>> {
    match dec_octet_length(rest(&input)) {
        Some(length) => Ok(split(input, length)),
        None => Err(mismatch(&input, Expected::of(Rule::DecOctet))),
    }
}

/// `reg-name = *( unreserved / pct-encoded / sub-delims )` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2))
///
/// Generic over the [`Variant`] because RFC 3987 widens it (`ireg-name`, with `iunreserved`).
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn reg_name<V: Variant>(input: Input<'_>) -> Res<'_, RegName<'_>> {
    let result = Reported::<V>::run(Rule::RegName, reg_name_goes_on(), irun::<V>(&REG_NAME)(input));
    label(Rule::RegName, &input, result.map(|(rest, text)| (rest, RegName::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/authority.rs"]
mod tests;
