//! Typed readings of the components of the RFC 3986 tree: the host as an IP address, the port as a number (or
//! the scheme's default), the query as pairs, and the percent-decoded text of every component that may hold
//! `pct-encoded`, none of which allocates unless something is decoded.
//!
//! ```
//! use std::net::{IpAddr, Ipv6Addr};
//! use urigram::rfc3986::{Plus, parse_uri};
//!
//! let uri = parse_uri("https://[::1]/caf%C3%A9?q=a+b&x=%26&flag")?;
//! let authority = uri.hier_part().authority().unwrap();
//! assert_eq!(authority.host().ip(), Some(IpAddr::V6(Ipv6Addr::LOCALHOST)));
//! assert_eq!(authority.port_number(), None);
//! assert_eq!(uri.port_or_default(), Some(443));
//! assert_eq!(uri.hier_part().path().decode().unwrap(), "/café");
//! let pairs: Vec<_> = uri.query().unwrap().pairs(Plus::Space).collect();
//! assert_eq!(pairs, [("q".into(), "a b".into()), ("x".into(), "&".into()), ("flag".into(), "".into())]);
//! # Ok::<(), urigram::rfc3986::Error>(())
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use super::ast::{
    Authority, Fragment, Host, IpLiteral, Layout, Parts, Path, Query, RegName, SchemeRequired, Segment, UriReference,
    Userinfo,
};
use crate::percent::{self, PercentError};

/// Percent-decoding (RFC 3986 §2.1) as a method of each component that may hold `pct-encoded`.
///
/// `decoded!(Query)` expands to
///
/// ```text
/// impl<'a> Query<'a> {
///     /// The text with every `%XX` decoded (§2.1), as UTF-8 (§2.5) ...
///     pub fn decode(&self) -> Result<Cow<'a, str>, PercentError> {
///         percent::decode_utf8_cow(self.as_str())
///     }
/// }
/// ```
macro_rules! decoded {
    ($($node:ident),* $(,)?) => {$(
        impl<'a> $node<'a> {
            /// The text with every `%XX` decoded (§2.1), as UTF-8 (§2.5); borrowed when there is nothing to
            /// decode.
            ///
            /// # Errors
            ///
            /// [`PercentError::NotUtf8`] when the decoded octets are no UTF-8 text (the grammar already
            /// checked that every `%` has two hex digits).
            pub fn decode(&self) -> Result<Cow<'a, str>, PercentError> {
                percent::decode_utf8_cow(self.as_str())
            }

            /// The octets the text encodes (§2.1); borrowed when there is nothing to decode.
            #[must_use]
            pub fn decode_bytes(&self) -> Cow<'a, [u8]> {
                percent::decode_cow(self.as_str())
            }
        }
    )*};
}

decoded!(Userinfo, RegName, Segment, Path, Query, Fragment);

impl<'a> Host<'a> {
    /// The host as an IP address: an `IPv4address`, or the `IPv6address` of an `IP-literal`, read by
    /// [`core::net`]'s parsers; `None` for a registered name or an `IPvFuture`.
    #[must_use]
    #[inline]
    pub fn ip(&self) -> Option<IpAddr> {
        match self {
            Host::Ipv4(address) => Some(IpAddr::V4(Ipv4Addr::from(address.octets()))),
            Host::IpLiteral(literal @ IpLiteral::Ipv6 { .. }) => {
                literal.address().parse::<Ipv6Addr>().ok().map(IpAddr::V6)
            }
            _ => None,
        }
    }

    /// The registered name, percent-decoded (§3.2.2: "URI producing applications must not use
    /// percent-encoding in host unless it is used to represent a UTF-8 character sequence"); `None` for an IP
    /// address.
    ///
    /// # Errors
    ///
    /// Inside the `Some`: [`PercentError::NotUtf8`] when the decoded octets are no UTF-8 text.
    #[must_use]
    pub fn name(&self) -> Option<Result<Cow<'a, str>, PercentError>> {
        match self {
            Host::RegName(name) => Some(name.decode()),
            _ => None,
        }
    }
}

impl Authority<'_> {
    /// The port as a number: `None` when there is none, when it is empty (`http://a:/`, which §3.2.3 says
    /// stands for the default) and when its digits are beyond 65535 (`port = *DIGIT` has no bound, and a port
    /// beyond 16 bits is the scheme's business; [`Port::number`](super::ast::Port::number) says the same).
    #[must_use]
    #[inline]
    pub fn port_number(&self) -> Option<u16> {
        self.port_digits().and_then(port_number_of)
    }
}

/// The number that `digits` (a `port`'s, `*DIGIT`) write, or `None` when they are none or beyond 65535; `None`
/// too for any byte that is no digit, which a parsed port never holds.
#[inline]
pub(crate) fn port_number_of(digits: &[u8]) -> Option<u16> {
    if digits.is_empty() {
        return None;
    }
    let mut number = 0u32;
    for &byte in digits {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        // At most 65535 before, so at most 655359 after: no overflow.
        number = number * 10 + u32::from(digit);
        if number > u32::from(u16::MAX) {
            return None;
        }
    }
    u16::try_from(number).ok()
}

/// The default port of `scheme` (compared case-insensitively, [RFC 3986
/// §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)), for the schemes whose specification gives one
/// ([§3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3): "A scheme may define a default port");
/// `None` for the others.
///
/// ```
/// assert_eq!(urigram::rfc3986::default_port("HTTPS"), Some(443));
/// assert_eq!(urigram::rfc3986::default_port("mailto"), None);
/// ```
#[must_use]
#[inline]
pub fn default_port(scheme: &str) -> Option<u16> {
    default_port_of(scheme.as_bytes())
}

/// [`default_port`] of the scheme's bytes.
///
/// The names of 4 and 5 bytes (`http` and `https`, most of the URIs there are, among them) are compared here,
/// in the caller once inlined; the others in a call of their own, so that the compiler keeps the two common
/// lengths as two tests rather than folding every length into one table jump.
#[inline]
pub(crate) fn default_port_of(scheme: &[u8]) -> Option<u16> {
    match *scheme {
        [a, b, c, d] => match fold4([a, b, c, d]) {
            HTTP => Some(80),
            NNTP => Some(119),
            WAIS => Some(210),
            COAP => Some(5683),
            _ => None,
        },
        [a, b, c, d, e] => {
            let (word, last) = (fold4([a, b, c, d]), e | 0x20);
            if word == HTTP && last == SMALL_S {
                Some(443)
            } else if word == COAP && last == SMALL_S {
                Some(5684)
            } else {
                None
            }
        }
        _ => other_default_port(scheme),
    }
}

// Each scheme's own specification, which the IANA URI scheme registry names:
// http 80 (RFC 1738 §3.3: "If :<port> is omitted, the port defaults to 80"; RFC 9110 §4.2.1),
// https 443 (RFC 9110 §4.2.2), ws 80 and wss 443 (RFC 6455 §3), coap 5683 and coaps 5684 (RFC 7252 §6.1,
// §6.2), and RFC 1738's "the port defaults to" for ftp 21 (§3.2), gopher 70 (§3.4), nntp 119 (§3.7),
// telnet 23 (§3.8), wais 210 (§3.9) and prospero 1525 (§3.11).
//
// The names have 2 to 8 bytes, all letters, so the scheme's length picks the names it can be, and its
// bytes are read as one word (a 5-byte name as a word and its last byte), each byte with bit 0x20 set,
// which lower-cases an ASCII capital and leaves a small letter as it is; a word shorter than its type is
// padded with spaces, which the bit leaves alone, in the text as in the names. Only a letter has a letter
// as its image, so a word equals a name's exactly when the text is that name in any case, as schemes
// compare (§3.1).
const fn fold2(name: [u8; 2]) -> u16 {
    u16::from_le_bytes(name) | 0x2020
}
const fn fold4(name: [u8; 4]) -> u32 {
    u32::from_le_bytes(name) | 0x2020_2020
}
const fn fold8(name: [u8; 8]) -> u64 {
    u64::from_le_bytes(name) | 0x2020_2020_2020_2020
}
const HTTP: u32 = fold4(*b"http");
const NNTP: u32 = fold4(*b"nntp");
const WAIS: u32 = fold4(*b"wais");
const COAP: u32 = fold4(*b"coap");
const SMALL_S: u8 = b's';

/// [`default_port_of`] for the names of 2, 3, 6 and 8 bytes.
#[inline(never)]
fn other_default_port(scheme: &[u8]) -> Option<u16> {
    const WSS: u32 = fold4(*b"wss ");
    const FTP: u32 = fold4(*b"ftp ");
    const GOPHER: u64 = fold8(*b"gopher  ");
    const TELNET: u64 = fold8(*b"telnet  ");
    const PROSPERO: u64 = fold8(*b"prospero");
    match *scheme {
        [a, b] if fold2([a, b]) == fold2(*b"ws") => Some(80),
        [a, b, c] => match fold4([a, b, c, b' ']) {
            WSS => Some(443),
            FTP => Some(21),
            _ => None,
        },
        [a, b, c, d, e, f] => match fold8([a, b, c, d, e, f, b' ', b' ']) {
            GOPHER => Some(70),
            TELNET => Some(23),
            _ => None,
        },
        [a, b, c, d, e, f, g, h] if fold8([a, b, c, d, e, f, g, h]) == PROSPERO => Some(1525),
        _ => None,
    }
}

/// The port a [`Uri`](super::ast::Uri) or an [`AbsoluteUri`](super::ast::AbsoluteUri) names, or its scheme's
/// default: [`Authority::port_number`], else [`default_port`].
impl<K: SchemeRequired> crate::grammar::Top<'_, Layout, K> {
    /// The port of the authority as a number, or, when it is empty or not given, the default port of the
    /// scheme ([`default_port`]); `None` when neither is known, and for digits beyond 65535, which name no
    /// usable port (never the default: §3.2.3 assumes the default only for an empty or absent port).
    #[must_use]
    #[inline]
    pub fn port_or_default(&self) -> Option<u16> {
        self.parts.port_or_default()
    }
}

impl UriReference<'_> {
    /// The port of the authority as a number, or, when it is empty or not given, the default port of the scheme
    /// ([`default_port`]); `None` when neither is known (a relative reference without a port, a scheme without a
    /// default), and for digits beyond 65535, which name no usable port: §3.2.3 assumes the default only when the
    /// port is empty or not given, so `http://a:99999/` is not port 80.
    ///
    /// ```
    /// use urigram::rfc3986::parse_uri_reference;
    ///
    /// assert_eq!(parse_uri_reference("https://example.com/")?.port_or_default(), Some(443));
    /// assert_eq!(parse_uri_reference("https://example.com:/")?.port_or_default(), Some(443));
    /// assert_eq!(parse_uri_reference("http://example.com:8080/")?.port_or_default(), Some(8080));
    /// assert_eq!(parse_uri_reference("http://example.com:99999/")?.port_or_default(), None);
    /// assert_eq!(parse_uri_reference("//example.com/")?.port_or_default(), None);
    /// # Ok::<(), urigram::rfc3986::Error>(())
    /// ```
    #[must_use]
    #[inline]
    pub fn port_or_default(&self) -> Option<u16> {
        self.parts().port_or_default()
    }
}

impl Parts<'_> {
    /// The port's number when it has digits (`None` beyond 65535), else [`default_port`], read from the layout's offsets: the digits and the
    /// scheme as bytes, without building their nodes.
    #[inline]
    fn port_or_default(&self) -> Option<u16> {
        match self.authority().and_then(|authority| authority.port_digits()) {
            Some(digits) if !digits.is_empty() => port_number_of(digits),
            _ => self.scheme_bytes().and_then(default_port_of),
        }
    }
}

/// What a `+` in a query means when it is read as pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Plus {
    /// A `+`, as RFC 3986 reads it (a `sub-delims` character like any other).
    Literal,
    /// A space, as `application/x-www-form-urlencoded` (HTML forms) writes one.
    Space,
}

impl<'a> Query<'a> {
    /// The query as `name=value` pairs: split on `&`, then on the first `=` of each piece (a piece without one
    /// is a name with the empty value), empty pieces skipped, each side percent-decoded, with `+` as `plus`
    /// says. Octets that are no UTF-8 text decode to U+FFFD, as form decoding does; [`Query::decode`] says
    /// where they are. Nothing is allocated for a side with nothing to decode.
    #[must_use]
    pub fn pairs(&self, plus: Plus) -> Pairs<'a> {
        Pairs { rest: self.as_str(), plus }
    }
}

/// The pairs of a query: see [`Query::pairs`].
#[derive(Clone, Debug)]
pub struct Pairs<'a> {
    rest: &'a str,
    plus: Plus,
}

impl<'a> Iterator for Pairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    #[inline(always)]
    fn next(&mut self) -> Option<Self::Item> {
        let spaces = self.plus == Plus::Space;
        loop {
            if self.rest.is_empty() {
                return None;
            }
            // One pass over the piece: where it ends, where its first `=` is, and whether each side holds
            // anything to decode (a `%`, or a `+` read as a space).
            let bytes = self.rest.as_bytes();
            let mut end = bytes.len();
            let mut equals = None;
            let (mut name_encoded, mut value_encoded) = (false, false);
            for (at, &byte) in bytes.iter().enumerate() {
                match byte {
                    b'&' => {
                        end = at;
                        break;
                    }
                    b'=' if equals.is_none() => equals = Some(at),
                    b'%' | b'+' if byte == b'%' || spaces => {
                        *(if equals.is_none() { &mut name_encoded } else { &mut value_encoded }) = true;
                    }
                    _ => {}
                }
            }
            // The piece ends at its `&` or the end, and its name at its `=` or the piece's end: each split is
            // one check (of a character boundary, which an ASCII byte is), and the delimiter after it is
            // stripped unchecked, as `strip_prefix` does.
            let (piece, after) = self.rest.split_at_checked(end).unwrap_or((self.rest, ""));
            self.rest = after.strip_prefix('&').unwrap_or(after);
            if piece.is_empty() {
                continue;
            }
            let (name, value) = piece.split_at_checked(equals.unwrap_or(end)).unwrap_or((piece, ""));
            let value = value.strip_prefix('=').unwrap_or(value);
            let decode =
                |text, encoded| if encoded { Cow::Owned(form_decode(text, self.plus)) } else { Cow::Borrowed(text) };
            return Some((decode(name, name_encoded), decode(value, value_encoded)));
        }
    }
}

/// `text`, which holds a `%` or (for [`Plus::Space`]) a `+`, percent-decoded, `+` read as `plus` says, octets
/// that are no UTF-8 text as U+FFFD.
fn form_decode(text: &str, plus: Plus) -> String {
    let spaces = plus == Plus::Space;
    // One buffer: each `%XX` its octet, a `+` of the text a space (an encoded one, `%2B`, stays a `+`).
    let bytes = text.as_bytes();
    let mut octets = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        if let Some(octet) = (byte == b'%').then(|| percent::escape_at(&bytes[at..])).flatten() {
            octets.push(octet);
            at += 3;
        } else {
            octets.push(if spaces && byte == b'+' { b' ' } else { byte });
            at += 1;
        }
    }
    String::from_utf8(octets).unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::*;
    use crate::rfc3986::{parse_uri, parse_uri_reference};

    fn host(text: &str) -> Option<IpAddr> {
        parse_uri_reference(text).unwrap().authority().unwrap().host().ip()
    }

    #[test]
    fn hosts_as_addresses() {
        assert_eq!(host("//192.0.2.1"), Some(IpAddr::V4(Ipv4Addr::new(192, 0, 2, 1))));
        assert_eq!(host("//[2001:db8::7]"), Some("2001:db8::7".parse().unwrap()));
        assert_eq!(host("//[::ffff:192.0.2.1]"), Some("::ffff:192.0.2.1".parse().unwrap()));
        assert_eq!(host("//[v7.x]"), None);
        assert_eq!(host("//example.com"), None);
        assert_eq!(host("//1.2.3.256"), None, "a registered name, by §3.2.2's first-match rule");
        for address in ["0.0.0.0", "255.255.255.255", "10.200.3.40", "99.9.100.249"] {
            assert_eq!(host(&alloc::format!("//{address}")), Some(address.parse().unwrap()), "{address}");
        }
        let reference = parse_uri_reference("//caf%C3%A9.example").unwrap();
        assert_eq!(reference.authority().unwrap().host().name().unwrap().unwrap(), "café.example");
        let reference = parse_uri_reference("//a%FF").unwrap();
        assert!(reference.authority().unwrap().host().name().unwrap().is_err());
    }

    #[test]
    fn ports_and_defaults() {
        let port = |text: &str| parse_uri(text).unwrap().port_or_default();
        assert_eq!(port("http://a:8080/"), Some(8080));
        assert_eq!(port("http://a/"), Some(80));
        assert_eq!(port("HTTP://a:/"), Some(80));
        assert_eq!(port("ws://a"), Some(80));
        assert_eq!(port("foo://a"), None);
        assert_eq!(port("foo://a:65536"), None);
        assert_eq!(port("http://a:65536"), None, "digits beyond 16 bits are no port, and not the default");
        let authority = |text: &'static str| parse_uri(text).unwrap().hier_part().authority().unwrap();
        assert_eq!(authority("http://a:65535").port_number(), Some(65535));
        assert_eq!(authority("http://a:007").port_number(), Some(7));
        assert_eq!(authority("http://a").port_number(), None);
        assert_eq!(authority("http://a:").port_number(), None, "an empty port stands for the default");
        assert_eq!(authority("http://a:0000000000080").port_number(), Some(80), "leading zeros, as u16's parser");
        assert_eq!(authority("http://a:99999999999999999999").port_number(), None);
        let reference = |text: &str| parse_uri_reference(text).unwrap().port_or_default();
        assert_eq!(reference("https://a"), Some(443));
        assert_eq!(reference("HTTPS://a:8443"), Some(8443));
        assert_eq!(reference("coaps:x"), Some(5684), "no authority: the scheme's default");
        assert_eq!(reference("//a:81"), Some(81));
        assert_eq!(reference("//a"), None, "no scheme, no default");
        assert_eq!(reference("/p"), None);
        assert_eq!(reference("mailto:a@b"), None);
        // A port beyond 65535 is no usable port, and not the default either (§3.2.3: the default stands for an empty
        // or absent port only).
        assert_eq!(reference("http://a:99999/"), None);
        assert_eq!(reference("https://a:65536/"), None);
        assert_eq!(reference("https://a:/"), Some(443), "an empty port stands for the default");
        let uri = |text: &str| crate::rfc3986::parse_uri(text).unwrap().port_or_default();
        assert_eq!((uri("http://a:99999/"), uri("http://a:/"), uri("http://a:65535/")), (None, Some(80), Some(65535)));
    }

    #[test]
    fn port_digits_read_as_the_number_they_write() {
        for digits in ["0", "7", "80", "65535", "65536", "099", "123456", "00065535", "00065536"] {
            assert_eq!(port_number_of(digits.as_bytes()), digits.parse::<u16>().ok(), "{digits}");
        }
        assert_eq!(port_number_of(b""), None);
        assert_eq!(port_number_of(b"8a"), None, "no digit");
    }

    #[test]
    fn a_registered_name_from_a_reference_is_its_text_at_its_place() {
        let reference = parse_uri_reference("http://caf%C3%A9.example:8/").unwrap();
        let Host::RegName(name) = reference.authority().unwrap().host() else { panic!("a registered name") };
        assert_eq!((name.as_str(), name.span()), ("caf%C3%A9.example", crate::Span::new(7, 24)));
        assert_eq!(alloc::format!("{name:?}"), r#"RegName("caf%C3%A9.example" @ 7..24)"#);
        assert_eq!(alloc::format!("{name}"), "caf%C3%A9.example");
        let owned = reference.into_owned();
        let Host::RegName(again) = owned.get().authority().unwrap().host() else { panic!("a registered name") };
        assert_eq!(name, again, "the same text at the same place, from another copy of the text");
        assert_eq!(name.decode().unwrap(), "café.example");
    }

    #[test]
    fn default_ports_ignore_case_and_nothing_else() {
        assert_eq!(default_port("HtTpS"), Some(443));
        assert_eq!(default_port("PROSPERO"), Some(1525));
        assert_eq!(default_port("Ws"), Some(80));
        assert_eq!(default_port("coapS"), Some(5684));
        // Bytes whose image under the lower-casing bit is a letter of a name, though they are no letter.
        for scheme in ["", "htt", "httpx", "prosperos", "mailto", "https+x", "h\u{e9}", "\u{8}ttp", "\0http", "H\x14TP"]
        {
            assert_eq!(default_port(scheme), None, "{scheme}");
        }
    }

    #[test]
    fn every_named_scheme_has_its_port_in_any_case() {
        let ports = [
            ("ws", 80),
            ("ftp", 21),
            ("wss", 443),
            ("http", 80),
            ("nntp", 119),
            ("wais", 210),
            ("coap", 5683),
            ("https", 443),
            ("coaps", 5684),
            ("gopher", 70),
            ("telnet", 23),
            ("prospero", 1525),
        ];
        for (name, port) in ports {
            assert_eq!(default_port(name), Some(port), "{name}");
            assert_eq!(default_port(&name.to_ascii_uppercase()), Some(port), "{name}");
            assert_eq!(default_port(&alloc::format!("{name}x")), None, "{name}x");
            assert_eq!(default_port(&name[1..]), None, "{name} less its first byte");
        }
    }

    #[test]
    fn query_pairs() {
        let pairs = |text: &str, plus| -> Vec<(String, String)> {
            let reference = parse_uri_reference(text).unwrap();
            let query = reference.query().unwrap();
            query.pairs(plus).map(|(name, value)| (name.into_owned(), value.into_owned())).collect()
        };
        let owned = |items: &[(&str, &str)]| -> Vec<(String, String)> {
            items.iter().map(|&(a, b)| (a.into(), b.into())).collect()
        };
        assert_eq!(pairs("?a=1&b=2", Plus::Literal), owned(&[("a", "1"), ("b", "2")]));
        assert_eq!(pairs("?a=1+2&&c", Plus::Literal), owned(&[("a", "1+2"), ("c", "")]));
        assert_eq!(pairs("?a=1+2&&c", Plus::Space), owned(&[("a", "1 2"), ("c", "")]));
        assert_eq!(pairs("?a%3D=b=c&%2B=%20", Plus::Space), owned(&[("a=", "b=c"), ("+", " ")]));
        assert_eq!(pairs("?x=%FF", Plus::Literal), owned(&[("x", "\u{FFFD}")]));
        assert_eq!(pairs("?", Plus::Literal), owned(&[]));
        let reference = parse_uri_reference("?plain=text").unwrap();
        let query = reference.query().unwrap();
        let (name, value) = query.pairs(Plus::Space).next().unwrap();
        assert!(matches!((name, value), (Cow::Borrowed(_), Cow::Borrowed(_))), "nothing to decode, nothing copied");
        let reference = parse_uri_reference("?a+b=1+2&c%41=d").unwrap();
        let query = reference.query().unwrap();
        let mut pairs = query.pairs(Plus::Literal);
        assert!(
            matches!(pairs.next(), Some((Cow::Borrowed("a+b"), Cow::Borrowed("1+2")))),
            "a literal + copies nothing"
        );
        assert!(matches!(pairs.next(), Some((Cow::Owned(name), Cow::Borrowed("d"))) if name == "cA"));
        assert_eq!(pairs.next(), None);
        let pairs: Vec<_> = query.pairs(Plus::Space).collect();
        assert_eq!(pairs, [("a b".into(), "1 2".into()), ("cA".into(), "d".into())]);
    }

    #[test]
    fn components_decode() {
        let reference = parse_uri_reference("http://us%65r@a/p%2Fq/r?%41#%23").unwrap();
        assert_eq!(reference.authority().unwrap().userinfo().unwrap().decode().unwrap(), "user");
        assert_eq!(reference.path().decode().unwrap(), "/p/q/r");
        let segments: Vec<_> = reference.path().segments().map(|segment| segment.decode().unwrap()).collect();
        assert_eq!(segments, ["p/q", "r"]);
        assert_eq!(reference.query().unwrap().decode().unwrap(), "A");
        assert_eq!(reference.fragment().unwrap().decode_bytes().as_ref(), b"#");
        assert!(matches!(reference.path().decode(), Ok(Cow::Owned(_))));
        let plain = parse_uri_reference("/plain").unwrap();
        assert!(matches!(plain.path().decode(), Ok(Cow::Borrowed("/plain"))));
    }
}
