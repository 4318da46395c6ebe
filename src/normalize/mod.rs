//! Normalization and comparison (RFC 3986 §6): each step of the §6.2 comparison ladder on its own, and an
//! equivalence check that climbs it.
//!
//! | step | section | field of [`Normalization`] |
//! |---|---|---|
//! | scheme and host to lowercase | §6.2.2.1 | [`case`](Normalization::case) |
//! | hex digits of percent-encodings to uppercase | §6.2.2.1 | [`percent_encoding_case`](Normalization::percent_encoding_case) |
//! | decode percent-encoded unreserved characters | §6.2.2.2 | [`decode_unreserved`](Normalization::decode_unreserved) |
//! | remove dot-segments | §6.2.2.3 | [`dot_segments`](Normalization::dot_segments) |
//! | default port, empty path, `file://localhost` | §6.2.3 | [`scheme_based`](Normalization::scheme_based) |
//! | IPv6 addresses as addresses (RFC 5952 text) | beyond §6 | [`ipv6_addresses`](Normalization::ipv6_addresses) |
//! | drop the fragment | §6.1 | [`remove_fragment`](Normalization::remove_fragment) |
//!
//! Normalization applies to URIs, not relative references: "the references should be converted to their
//! respective target URIs before comparison" (§6.1), which [`crate::resolve::rfc3986`] does.
//!
//! ```
//! use urigram::normalize::{Normalization, Rung, equivalent, ladder, normalize};
//!
//! // §6.2.2's example.
//! let a = "example://a/b/c/%7Bfoo%7D";
//! let b = "eXAMPLE://a/./b/../b/%63/%7bfoo%7d";
//! assert_eq!(normalize(b, Normalization::SYNTAX_BASED)?, a);
//! assert!(equivalent(a, b, Normalization::SYNTAX_BASED)?);
//! assert!(!equivalent(a, b, Normalization::NONE)?);
//!
//! // §6.2.3's four equivalent URIs.
//! for uri in ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"] {
//!     assert_eq!(normalize(uri, Normalization::SCHEME_BASED)?, "http://example.com/");
//! }
//! assert_eq!(ladder("http://example.com", "HTTP://example.com:80/")?, Some(Rung::SchemeBased));
//! assert_eq!(ladder("http://[::1]/", "http://[0:0::1]/")?, Some(Rung::Ipv6Addresses));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod ipv6;

use alloc::string::String;

use crate::Span;
use crate::percent::{escape_at, is_unreserved};
use crate::resolve::rfc3986::remove_dot_segments_into;
use crate::rfc3986::ast::{Host, IpLiteral, Uri, UriReference};

/// Which normalizations to apply; each field is one step, and the constants are the rungs of §6.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(clippy::struct_excessive_bools, reason = "each step of §6.2 is chosen on its own")]
pub struct Normalization {
    /// §6.2.2.1: "the scheme and host are case-insensitive and therefore should be normalized to lowercase".
    /// The hex digits of a percent-encoding in the host are left to
    /// [`percent_encoding_case`](Self::percent_encoding_case).
    pub case: bool,
    /// §6.2.2.1: the hexadecimal digits within a percent-encoding triplet "should be normalized to use
    /// uppercase letters for the digits A-F", in every component.
    pub percent_encoding_case: bool,
    /// §6.2.2.2: "decoding any percent-encoded octet that corresponds to an unreserved character", in every
    /// component. It runs before dot-segment removal, so `%2E%2E` is the `..` it stands for (§2.3: the two
    /// forms are equivalent) and normalizing twice changes nothing.
    pub decode_unreserved: bool,
    /// §6.2.2.3: "applying the remove_dot_segments algorithm to the path".
    pub dot_segments: bool,
    /// §6.2.3, for `http`, `https`, `ws`, `wss` and `ftp`: an empty port or the scheme's default (80, 443, 80,
    /// 443, 21; compared as numbers) is removed with its `:`, and an empty path after the authority becomes
    /// `/`. For `file` (RFC 8089): an empty port is removed, the empty path after an authority becomes `/`,
    /// and the host `localhost`, the scheme's default, becomes the empty host when userinfo and port are
    /// absent ("the reference should be normalized to an empty authority"). Other schemes are left alone.
    pub scheme_based: bool,
    /// Beyond §6: an IPv6 literal is written in the text form of RFC 5952 §4 (lowercase, no leading zeros,
    /// the longest run of zeros as `::`, an IPv4-mapped address in dotted decimal), so that `[::1]` and
    /// `[0:0::1]`, one address, compare equal.
    pub ipv6_addresses: bool,
    /// §6.1: "When URIs are compared to select (or avoid) a network action, such as retrieval of a
    /// representation, fragment components (if any) should be excluded from the comparison."
    pub remove_fragment: bool,
    /// Write the path exactly as dot-segment removal leaves it, even when the URI then reparses as another.
    /// When `false`, the default, a path without an authority that would begin with `//` keeps a `/.` in front
    /// of it (`a:/.//b` stays `a:/.//b`; the literal `a://b` would have the authority `b`).
    pub literal: bool,
}

impl Normalization {
    /// §6.2.1 Simple String Comparison: no normalization at all.
    pub const NONE: Normalization = Normalization {
        case: false,
        percent_encoding_case: false,
        decode_unreserved: false,
        dot_segments: false,
        scheme_based: false,
        ipv6_addresses: false,
        remove_fragment: false,
        literal: false,
    };
    /// §6.2.2 Syntax-Based Normalization: case, percent-encoding and dot-segments.
    pub const SYNTAX_BASED: Normalization = Normalization {
        case: true,
        percent_encoding_case: true,
        decode_unreserved: true,
        dot_segments: true,
        ..Normalization::NONE
    };
    /// §6.2.3 Scheme-Based Normalization on top of §6.2.2: the default.
    pub const SCHEME_BASED: Normalization = Normalization { scheme_based: true, ..Normalization::SYNTAX_BASED };
    /// Every step of §6.2.2 and §6.2.3, and IPv6 addresses compared as addresses. The fragment stays.
    pub const ALL: Normalization = Normalization { ipv6_addresses: true, ..Normalization::SCHEME_BASED };
}

impl Default for Normalization {
    fn default() -> Self {
        Normalization::SCHEME_BASED
    }
}

/// Why a text could not be normalized.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NormalizeError {
    /// The text is not an RFC 3986 URI reference.
    #[error("{0}")]
    Syntax(crate::rfc3986::Error),
    /// The text is a relative reference: resolve it against its base first.
    #[error(
        "a relative reference has no normal form of its own: resolve it against its base first (RFC 3986 \u{a7}6.1)"
    )]
    Relative {
        /// The whole text.
        span: Span,
    },
}

impl NormalizeError {
    /// The offending bytes.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            NormalizeError::Syntax(error) => error.span(),
            NormalizeError::Relative { span } => *span,
        }
    }
}

/// Why two texts could not be compared: which of them is at fault, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EquivalenceError {
    /// The first text.
    #[error("the first URI: {0}")]
    First(NormalizeError),
    /// The second text.
    #[error("the second URI: {0}")]
    Second(NormalizeError),
}

/// Parses `text` as a URI to normalize, with the grammar `grammar`.
fn parse(text: &str, grammar: crate::rfc3986::Options) -> Result<Uri<'_>, NormalizeError> {
    match crate::rfc3986::parse_uri_reference_with(text, grammar).map_err(NormalizeError::Syntax)? {
        UriReference::Uri(uri) => Ok(uri),
        UriReference::RelativeRef(relative) => Err(NormalizeError::Relative { span: relative.span() }),
    }
}

/// Normalizes the URI `text` with the steps `normalization` selects, and returns the normal form.
///
/// ```
/// use urigram::normalize::{Normalization, normalize};
/// assert_eq!(normalize("HTTP://www.EXAMPLE.com:80", Normalization::default()).unwrap(), "http://www.example.com/");
/// let only_case = Normalization { case: true, ..Normalization::NONE };
/// assert_eq!(normalize("HTTP://A/%7e/./B", only_case).unwrap(), "http://a/%7e/./B");
/// assert!(normalize("../g", Normalization::default()).is_err());
/// ```
pub fn normalize(text: &str, normalization: Normalization) -> Result<String, NormalizeError> {
    normalize_with(text, normalization, crate::rfc3986::Options::RFC3986)
}

/// [`normalize`], reading `text` with the grammar `grammar` (RFC 6874's zone identifiers).
///
/// ```
/// use urigram::normalize::{Normalization, normalize_with};
/// let zones = urigram::rfc3986::Options::rfc6874(true);
/// assert_eq!(normalize_with("HTTP://[FE80::A%25En1]", Normalization::default(), zones)?, "http://[fe80::a%25En1]/");
/// # Ok::<(), urigram::normalize::NormalizeError>(())
/// ```
pub fn normalize_with(
    text: &str,
    normalization: Normalization,
    grammar: crate::rfc3986::Options,
) -> Result<String, NormalizeError> {
    Ok(normalize_uri(&parse(text, grammar)?, normalization))
}

/// [`normalize`] over a parsed URI.
#[must_use]
pub fn normalize_uri(uri: &Uri<'_>, normalization: Normalization) -> String {
    let n = normalization;
    let mut out = String::with_capacity(uri.as_str().len() + 2);
    let scheme = uri.scheme().as_str();
    for byte in scheme.bytes() {
        out.push(char::from(if n.case { byte.to_ascii_lowercase() } else { byte }));
    }
    out.push(':');
    let defaults = if n.scheme_based { SchemeDefaults::of(scheme) } else { None };

    let authority = uri.authority();
    if let Some(authority) = authority {
        out.push_str("//");
        let port = authority.port().filter(|port| match defaults {
            Some(defaults) => {
                !(port.as_str().is_empty() || (port.number().is_some() && port.number() == defaults.port))
            }
            None => true,
        });
        let userinfo = authority.userinfo();
        if let Some(userinfo) = userinfo {
            push_encoded(&mut out, userinfo.as_str(), false, n);
            out.push('@');
        }
        let host_start = out.len();
        match authority.host() {
            Host::IpLiteral(IpLiteral::Ipv6 { address, .. }) if n.ipv6_addresses => {
                match ipv6::pieces(address.as_str()) {
                    Some(pieces) => {
                        out.push('[');
                        out.push_str(&ipv6::canonical(pieces));
                        out.push(']');
                    }
                    None => push_encoded(&mut out, authority.host().as_str(), n.case, n),
                }
            }
            Host::IpLiteral(IpLiteral::Ipv6Zoned { address: zoned, .. }) => {
                let (address, zone) = (zoned.address(), zoned.zone());
                out.push('[');
                match ipv6::pieces(address.as_str()).filter(|_| n.ipv6_addresses) {
                    Some(pieces) => out.push_str(&ipv6::canonical(pieces)),
                    None => push_encoded(&mut out, address.as_str(), n.case, n),
                }
                // The zone is the host's own name for an interface (RFC 6874 §2), not a DNS name: its case
                // is kept.
                out.push_str("%25");
                push_encoded(&mut out, zone.as_str(), false, n);
                out.push(']');
            }
            host => push_encoded(&mut out, host.as_str(), n.case, n),
        }
        let localhost = out.get(host_start..).is_some_and(|host| host.eq_ignore_ascii_case("localhost"));
        if defaults.is_some_and(|defaults| defaults.localhost_is_default)
            && localhost
            && userinfo.is_none()
            && port.is_none()
        {
            out.truncate(host_start);
        }
        if let Some(port) = port {
            out.push(':');
            out.push_str(port.as_str());
        }
    }

    let path_start = out.len();
    let path = uri.path().as_str();
    if n.dot_segments {
        let mut decoded = String::with_capacity(path.len());
        push_encoded(&mut decoded, path, false, n);
        remove_dot_segments_into(&decoded, &mut out);
    } else {
        push_encoded(&mut out, path, false, n);
    }
    if defaults.is_some() && authority.is_some() && out.len() == path_start {
        out.push('/');
    }
    if !n.literal
        && crate::resolve::path_needs_dot_guard(authority.is_some(), out.get(path_start..).unwrap_or_default())
    {
        out.insert_str(path_start, crate::resolve::DOT_GUARD);
    }

    if let Some(query) = uri.query() {
        out.push('?');
        push_encoded(&mut out, query.as_str(), false, n);
    }
    if let Some(fragment) = uri.fragment().filter(|_| !n.remove_fragment) {
        out.push('#');
        push_encoded(&mut out, fragment.as_str(), false, n);
    }
    out
}

/// Appends `text` (a component of a parsed URI, so ASCII) with its percent-encodings normalized as `n` says,
/// and its letters lowercased when `lowercase` (the host's, under §6.2.2.1); the hex digits of a percent-encoding
/// that stays are never lowercased, only uppercased.
fn push_encoded(out: &mut String, text: &str, lowercase: bool, n: Normalization) {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(rest) = bytes.get(at..).filter(|rest| !rest.is_empty()) {
        if let Some(octet) = escape_at(rest) {
            if n.decode_unreserved && is_unreserved(octet) {
                out.push(char::from(if lowercase { octet.to_ascii_lowercase() } else { octet }));
            } else {
                let digits = bytes.get(at + 1..at + 3).unwrap_or_default();
                out.push('%');
                for &digit in digits {
                    out.push(char::from(if n.percent_encoding_case { digit.to_ascii_uppercase() } else { digit }));
                }
            }
            at += 3;
        } else {
            // A parsed RFC 3986 component is ASCII; anything else is copied whole.
            match text.get(at..).and_then(|rest| rest.chars().next()) {
                Some(c) if c.is_ascii() => out.push(if lowercase { c.to_ascii_lowercase() } else { c }),
                Some(c) => out.push(c),
                None => {}
            }
            at += text.get(at..).and_then(|rest| rest.chars().next()).map_or(1, char::len_utf8);
        }
    }
}

/// What §6.2.3 knows of a scheme.
#[derive(Clone, Copy, Debug)]
struct SchemeDefaults {
    port: Option<u16>,
    localhost_is_default: bool,
}

impl SchemeDefaults {
    fn of(scheme: &str) -> Option<SchemeDefaults> {
        let port = |port| Some(SchemeDefaults { port: Some(port), localhost_is_default: false });
        match scheme.to_ascii_lowercase().as_str() {
            "http" | "ws" => port(80),
            "https" | "wss" => port(443),
            "ftp" => port(21),
            "file" => Some(SchemeDefaults { port: None, localhost_is_default: true }),
            _ => None,
        }
    }
}

/// Whether `a` and `b` are equivalent after the steps `normalization` selects: their normal forms are equal.
///
/// ```
/// use urigram::normalize::{Normalization, equivalent};
/// assert!(equivalent("http://a/b#x", "HTTP://A/b#x", Normalization::default()).unwrap());
/// assert!(!equivalent("http://a/b#x", "http://a/b#y", Normalization::default()).unwrap());
/// let network = Normalization { remove_fragment: true, ..Normalization::default() };
/// assert!(equivalent("http://a/b#x", "http://a/b#y", network).unwrap());
/// ```
pub fn equivalent(a: &str, b: &str, normalization: Normalization) -> Result<bool, EquivalenceError> {
    let a = normalize(a, normalization).map_err(EquivalenceError::First)?;
    let b = normalize(b, normalization).map_err(EquivalenceError::Second)?;
    Ok(a == b)
}

/// A rung of the §6.2 comparison ladder, cheapest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rung {
    /// §6.2.1: the texts are equal.
    SimpleString,
    /// §6.2.2: equal after [`Normalization::SYNTAX_BASED`].
    SyntaxBased,
    /// §6.2.3: equal after [`Normalization::SCHEME_BASED`].
    SchemeBased,
    /// Equal once IPv6 addresses are compared as addresses too ([`Normalization::ALL`]).
    Ipv6Addresses,
}

impl Rung {
    /// The normalization of the rung.
    #[must_use]
    pub const fn normalization(self) -> Normalization {
        match self {
            Rung::SimpleString => Normalization::NONE,
            Rung::SyntaxBased => Normalization::SYNTAX_BASED,
            Rung::SchemeBased => Normalization::SCHEME_BASED,
            Rung::Ipv6Addresses => Normalization::ALL,
        }
    }
}

/// Climbs the §6.2 ladder: the first rung on which `a` and `b` are equivalent, or `None` when they differ on
/// every rung ("comparison methods are designed to minimize false negatives while strictly avoiding false
/// positives", §6.1: `None` does not prove that they identify different resources).
///
/// ```
/// use urigram::normalize::{Rung, ladder};
/// assert_eq!(ladder("http://a/", "http://a/").unwrap(), Some(Rung::SimpleString));
/// assert_eq!(ladder("http://a/%7e", "http://a/~").unwrap(), Some(Rung::SyntaxBased));
/// assert_eq!(ladder("http://a/", "http://b/").unwrap(), None);
/// ```
pub fn ladder(a: &str, b: &str) -> Result<Option<Rung>, EquivalenceError> {
    ladder_with(a, b, crate::rfc3986::Options::RFC3986)
}

/// [`ladder`], reading both texts with the grammar `grammar` (RFC 6874's zone identifiers).
pub fn ladder_with(a: &str, b: &str, grammar: crate::rfc3986::Options) -> Result<Option<Rung>, EquivalenceError> {
    let first = parse(a, grammar).map_err(EquivalenceError::First)?;
    let second = parse(b, grammar).map_err(EquivalenceError::Second)?;
    if a == b {
        return Ok(Some(Rung::SimpleString));
    }
    for rung in [Rung::SyntaxBased, Rung::SchemeBased, Rung::Ipv6Addresses] {
        if normalize_uri(&first, rung.normalization()) == normalize_uri(&second, rung.normalization()) {
            return Ok(Some(rung));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_step_alone() {
        let text = "HTTP://User@EX%41mple.COM:80/a/./%7e%2fb/../c?Q%3a#F%3a";
        let step = |n: Normalization| normalize(text, n).unwrap();
        assert_eq!(step(Normalization::NONE), text);
        assert_eq!(
            step(Normalization { case: true, ..Normalization::NONE }),
            "http://User@ex%41mple.com:80/a/./%7e%2fb/../c?Q%3a#F%3a"
        );
        assert_eq!(
            step(Normalization { percent_encoding_case: true, ..Normalization::NONE }),
            "HTTP://User@EX%41mple.COM:80/a/./%7E%2Fb/../c?Q%3A#F%3A"
        );
        assert_eq!(
            step(Normalization { decode_unreserved: true, ..Normalization::NONE }),
            "HTTP://User@EXAmple.COM:80/a/./~%2fb/../c?Q%3a#F%3a"
        );
        assert_eq!(
            step(Normalization { dot_segments: true, ..Normalization::NONE }),
            "HTTP://User@EX%41mple.COM:80/a/c?Q%3a#F%3a"
        );
        assert_eq!(
            step(Normalization { scheme_based: true, ..Normalization::NONE }),
            "HTTP://User@EX%41mple.COM/a/./%7e%2fb/../c?Q%3a#F%3a"
        );
        assert_eq!(
            step(Normalization { remove_fragment: true, ..Normalization::NONE }),
            "HTTP://User@EX%41mple.COM:80/a/./%7e%2fb/../c?Q%3a"
        );
        assert_eq!(step(Normalization::ALL), "http://User@example.com/a/c?Q%3A#F%3A");
    }

    #[test]
    fn scheme_based_rules() {
        let n = Normalization::SCHEME_BASED;
        assert_eq!(normalize("https://a:443", n).unwrap(), "https://a/");
        assert_eq!(normalize("https://a:0443?", n).unwrap(), "https://a/?");
        assert_eq!(normalize("wss://a:80/", n).unwrap(), "wss://a:80/");
        assert_eq!(normalize("ftp://a:21/x", n).unwrap(), "ftp://a/x");
        assert_eq!(normalize("file://LocalHost/etc", n).unwrap(), "file:///etc");
        assert_eq!(normalize("file://u@localhost/etc", n).unwrap(), "file://u@localhost/etc");
        assert_eq!(normalize("file://localhost:/etc", n).unwrap(), "file:///etc");
        assert_eq!(normalize("file://localhost:1/etc", n).unwrap(), "file://localhost:1/etc");
        assert_eq!(normalize("foo://a:80", n).unwrap(), "foo://a:80");
        assert_eq!(normalize("http://example.com/?", n).unwrap(), "http://example.com/?");
    }

    #[test]
    fn dot_removal_invents_no_authority() {
        assert_eq!(normalize("a:/.//b", Normalization::SYNTAX_BASED).unwrap(), "a:/.//b");
        let literal = Normalization { literal: true, ..Normalization::SYNTAX_BASED };
        assert_eq!(normalize("a:/.//b", literal).unwrap(), "a://b");
        assert_eq!(normalize("a:/%2E//b", Normalization::SYNTAX_BASED).unwrap(), "a:/.//b");
    }

    #[test]
    fn ipv6_literals() {
        let n = Normalization::ALL;
        assert_eq!(normalize("http://[0:0::1]/", n).unwrap(), "http://[::1]/");
        assert_eq!(normalize("http://[2001:DB8:0:0:0:0:0:1]:8080/", n).unwrap(), "http://[2001:db8::1]:8080/");
        assert_eq!(normalize("http://[V1.AbC]/", n).unwrap(), "http://[v1.abc]/");
        assert_eq!(normalize("http://[2001:DB8::1]/", Normalization::SYNTAX_BASED).unwrap(), "http://[2001:db8::1]/");
    }
}
