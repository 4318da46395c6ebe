//! Two readings of one text side by side (the `whatwg` feature): the host RFC 3986 (or RFC 3987) reads in it and
//! the host the WHATWG URL Standard's parser, the one browsers use, reads in it, each with its span in the
//! text, whether they name the same host, and what made them differ.
//!
//! An allow-list checked against one reading and a request sent by the other is how the SSRF and open-redirect
//! bugs of the "URL parsing confusion" studies happened: `http://0x7f.1/` names the registered name `0x7f.1` by
//! RFC 3986 and the address 127.0.0.1 in a browser.
//!
//! ```
//! use urigram::differential::{Class, Verdict, compare};
//! use urigram::rfc3986::Options;
//! let differential = compare("http://0x7f.1/", Options::RFC3986, None);
//! assert_eq!(differential.verdict, Verdict::DifferentHost);
//! assert_eq!(differential.rfc.as_ref().and_then(|reading| reading.host.as_deref()), Some("0x7f.1"));
//! assert_eq!(differential.whatwg.as_ref().and_then(|reading| reading.host.as_deref()), Some("127.0.0.1"));
//! assert_eq!(differential.class(), Some(Class::NumericIpv4));
//! assert_eq!(Class::NumericIpv4.code(), "differential/numeric-ipv4");
//! ```
//!
//! The hosts are compared as each grammar defines their equality: the RFC's after RFC 3986 §6.2.2's
//! normalization (case, and percent-encoded unreserved characters decoded), an IPv6 literal as an address; the
//! WHATWG host as the standard serializes it. A text without a host on one side and with one on the other
//! names different hosts.

use alloc::string::String;
use alloc::vec::Vec;

use crate::Span;
use crate::rfc3986::{self, Options};
use crate::whatwg::{self, Url, ValidationError};

/// The host one grammar reads in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The host as the grammar gives it: the RFC's text as written, or the WHATWG URL's `hostname`; `None`
    /// when the reading has no host (an RFC reference without an authority and no base; a WHATWG URL whose
    /// host is null).
    pub host: Option<String>,
    /// Where the host was read in the text; `None` when it has none there (no host, or one taken from the base).
    pub span: Option<Span>,
}

/// Whether the two readings name the same host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Both read the text, and name the same host (or neither names one).
    SameHost,
    /// Both read the text, and name different hosts.
    DifferentHost,
    /// The text is no URI reference of the RFC, while the WHATWG parser makes a URL of it.
    RfcFails,
    /// The WHATWG parser returns failure, while the text is a URI reference of the RFC.
    WhatwgFails,
    /// Neither reads the text.
    BothFail,
}

/// What makes two readings differ, from what caused it: the WHATWG validation errors raised, and what the RFC
/// reads differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// `\` is a path separator in a special URL for the WHATWG parser, and no character of a URI for the RFC:
    /// `https://evil.com\@good.com/`.
    Backslash,
    /// The WHATWG parser reads a host after a special scheme however many slashes follow it (none, one, three),
    /// where the RFC reads a path: `http:/evil.com/`.
    SlashCount,
    /// No scheme: the RFC reads a relative reference, which the WHATWG parser resolves against the base (or
    /// fails without one): `//evil.com/`.
    MissingScheme,
    /// A host in a numeric form the WHATWG parser reads as an IPv4 address (hexadecimal, octal, fewer than four
    /// parts, a single number) and the RFC as a registered name: `http://0x7f.1/`.
    NumericIpv4,
    /// A host the WHATWG parser maps by IDNA (full-width or enclosed characters, ideographic full stops), which
    /// the RFC reads as written (RFC 3987) or rejects (RFC 3986): `http://ｅｘａｍｐｌｅ.com/`.
    IdnaMapping,
    /// A host with percent-encoded bytes, which the WHATWG parser decodes before reading it as a domain:
    /// `http://%31%32%37.0.0.1/`.
    PercentEncodedHost,
    /// Tabs, newlines, or leading and trailing controls and spaces, which the WHATWG parser removes and the RFC
    /// rejects: `http://evil\t.com/`.
    RemovedCodePoints,
    /// Userinfo one side reads and the other does not: `http://a@b@evil.com/`.
    Userinfo,
    /// A port one side rejects: `http://a:99999/`.
    Port,
    /// A character in the host that the RFC excludes and the WHATWG parser keeps (it forbids fewer):
    /// `https://"www.example.com/`.
    HostCodePoint,
    /// A Windows drive letter where the RFC reads a host: `file://C:/` (the WHATWG parser makes it the path's).
    FileDriveLetter,
}

impl Class {
    /// Every class, in the order [`Differential::class`] prefers them.
    pub const ALL: [Class; 11] = [
        Class::Backslash,
        Class::SlashCount,
        Class::MissingScheme,
        Class::NumericIpv4,
        Class::IdnaMapping,
        Class::PercentEncodedHost,
        Class::RemovedCodePoints,
        Class::Userinfo,
        Class::Port,
        Class::HostCodePoint,
        Class::FileDriveLetter,
    ];

    /// The class's stable code, `differential/` and its name.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Class::Backslash => "differential/backslash",
            Class::SlashCount => "differential/slash-count",
            Class::MissingScheme => "differential/missing-scheme",
            Class::NumericIpv4 => "differential/numeric-ipv4",
            Class::IdnaMapping => "differential/idna-mapping",
            Class::PercentEncodedHost => "differential/percent-encoded-host",
            Class::RemovedCodePoints => "differential/removed-code-points",
            Class::Userinfo => "differential/userinfo",
            Class::Port => "differential/port",
            Class::HostCodePoint => "differential/host-code-point",
            Class::FileDriveLetter => "differential/file-drive-letter",
        }
    }

    /// Why the readings differ, in a sentence.
    #[must_use]
    pub const fn description(self) -> &'static str {
        match self {
            Class::Backslash => {
                "\"\\\" is a path separator in a special URL for the WHATWG parser, and no character of a URI"
            }
            Class::SlashCount => {
                "the WHATWG parser reads a host after a special scheme whatever the number of slashes, the RFC only after \"//\""
            }
            Class::MissingScheme => {
                "without a scheme, the RFC reads a relative reference and the WHATWG parser resolves it"
            }
            Class::NumericIpv4 => {
                "the WHATWG parser reads this host as an IPv4 address in a numeric form, the RFC as a registered name"
            }
            Class::IdnaMapping => "the WHATWG parser maps this host by IDNA, the RFC reads it as written",
            Class::PercentEncodedHost => "the WHATWG parser decodes the percent-encoded bytes of this host",
            Class::RemovedCodePoints => {
                "the WHATWG parser removes tabs, newlines and surrounding controls and spaces, which the RFC rejects"
            }
            Class::Userinfo => "one side reads userinfo where the other does not",
            Class::Port => "one side rejects the port",
            Class::HostCodePoint => "the host holds a character the RFC excludes and the WHATWG parser keeps",
            Class::FileDriveLetter => "the WHATWG parser reads a Windows drive letter where the RFC reads a host",
        }
    }
}

/// The two readings of one text, and how they compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Differential {
    /// The RFC's reading, `None` when the text is no URI reference of it. Where the RFC's error is past the
    /// authority (a bad escape in the path), the host is read in the text before it, as the authority ends
    /// there whatever follows.
    pub rfc: Option<Reading>,
    /// The WHATWG parser's reading, `None` when it returns failure.
    pub whatwg: Option<Reading>,
    /// Whether they name the same host.
    pub verdict: Verdict,
    /// Whether a check made with one reading and a request sent by the other could go to different hosts: the
    /// hosts differ, or one side names a host and the other fails on the text of that host (an RFC error past
    /// the host, or on a host taken from the base, and a failure of both sides, tell of no host).
    pub differs: bool,
    /// What made them differ, in [`Class::ALL`]'s order; empty unless they differ.
    pub classes: Vec<Class>,
    /// The WHATWG validation errors raised, in input order (the failure's too).
    pub validation_errors: Vec<whatwg::Reported>,
}

impl Differential {
    /// The class that best explains the difference: the first of [`Differential::classes`].
    #[must_use]
    pub fn class(&self) -> Option<Class> {
        self.classes.first().copied()
    }
}

/// The two readings of `text`: RFC 3986's with `options` (RFC 3987's with [`Options::RFC3987`]), and the
/// WHATWG URL Standard's against `base`. With a base, an RFC reference without an authority takes the base's
/// host, as RFC 3986 §5.2.2 resolves it.
#[must_use]
pub fn compare(text: &str, options: Options, base: Option<&Url>) -> Differential {
    let parsed_rfc = rfc3986::parse_uri_reference_with(text, options);
    if let Some(agreed) = parsed_rfc.as_ref().ok().filter(|_| base.is_none()).and_then(plainly_agreed) {
        return agreed;
    }
    compare_by_both_parsers(text, options, base, parsed_rfc)
}

/// [`compare`], with the WHATWG parser run whatever the text.
fn compare_by_both_parsers(
    text: &str,
    options: Options,
    base: Option<&Url>,
    parsed_rfc: Result<rfc3986::UriReference<'_>, rfc3986::Error>,
) -> Differential {
    let rfc_error = parsed_rfc.as_ref().err().map(rfc3986::Error::span);
    let rfc = match parsed_rfc {
        Ok(reference) => Some(reference),
        // An error past the authority (a bad escape in the path) leaves the host as the text before it reads
        // it: the authority ends at the first "/", "?" or "#" after it, whatever follows.
        Err(error) => authority_end(text)
            .filter(|&end| error.span().start >= end)
            .and_then(|end| rfc3986::parse_uri_reference_with(text.get(..end)?, options).ok()),
    };
    let rfc_reading = rfc.as_ref().map(|reference| match reference.authority() {
        Some(authority) => {
            let host = authority.host();
            Reading { host: Some(String::from(host.as_str())), span: Some(host.span()) }
        }
        // A reference without a scheme or an authority takes the base's authority (RFC 3986 §5.2.2).
        None if reference.scheme().is_none() => {
            Reading { host: base.filter(|base| base.has_host()).map(|base| base.hostname().into()), span: None }
        }
        None => Reading { host: None, span: None },
    });
    let parsed = whatwg::parse(text, base);
    let (whatwg_reading, validation_errors) = match &parsed {
        Ok(parsed) => {
            let url = &parsed.url;
            let host = url.has_host().then(|| String::from(url.hostname()));
            (Some(Reading { host, span: url.spans().host }), parsed.errors.clone())
        }
        Err(failure) => {
            let mut errors = failure.errors.clone();
            errors.push(whatwg::Reported { error: failure.error, span: failure.span });
            errors.sort_by_key(|reported| reported.span.start);
            (None, errors)
        }
    };
    let file = parsed.as_ref().is_ok_and(|parsed| parsed.url.scheme() == "file");
    let verdict = match (&rfc_reading, &whatwg_reading) {
        (Some(rfc), Some(whatwg)) if same_host(rfc.host.as_deref(), whatwg.host.as_deref(), file) => Verdict::SameHost,
        (Some(_), Some(_)) => Verdict::DifferentHost,
        (None, Some(_)) => Verdict::RfcFails,
        (Some(_), None) => Verdict::WhatwgFails,
        (None, None) => Verdict::BothFail,
    };
    let named = |reading: &Option<Reading>| {
        reading.as_ref().and_then(|reading| reading.host.as_deref()).is_some_and(|host| !host.is_empty())
    };
    let differs = match verdict {
        Verdict::SameHost | Verdict::BothFail => false,
        Verdict::DifferentHost => true,
        // The RFC's error tells of a host only where it is in the authority as the RFC delimits it (up to the
        // first "/", "?" or "#" after "//"), or no later than the end of the host the WHATWG parser read in
        // the text: past both, or with the host taken from the base, the text's host is not what it rejects.
        Verdict::RfcFails => {
            let host_end = whatwg_reading.as_ref().and_then(|reading| reading.span).map(|span| span.end);
            let end = host_end.max(authority_end(text));
            named(&whatwg_reading) && rfc_error.zip(end).is_some_and(|(error, end)| error.start <= end)
        }
        Verdict::WhatwgFails => named(&rfc_reading),
    };
    let classes = if differs {
        let rfc_has_scheme = rfc.as_ref().is_some_and(|reference| reference.scheme().is_some());
        let rfc_userinfo = rfc.as_ref().and_then(|reference| reference.authority()?.userinfo()).is_some();
        let whatwg_url = parsed.as_ref().ok().map(|parsed| &parsed.url);
        let whatwg_userinfo = whatwg_url.is_some_and(|url| !url.username().is_empty() || !url.password().is_empty());
        let host_span = whatwg_reading.as_ref().and_then(|reading| reading.span);
        let facts = Facts {
            text,
            rfc_reads: rfc.is_some(),
            rfc_has_scheme,
            rfc_port_rejected: parsed.is_err()
                && rfc
                    .as_ref()
                    .and_then(|reference| reference.authority()?.port())
                    .is_some_and(|port| !port.as_str().is_empty()),
            userinfo_differs: rfc_userinfo != whatwg_userinfo,
            whatwg_input_host: host_span.and_then(|span| text.get(span.range())),
            special: whatwg_url.is_some_and(whatwg::Url::is_special),
            rfc_error_in_host: rfc_error
                .zip(host_span)
                .is_some_and(|(error, host)| (host.start..=host.end).contains(&error.start)),
        };
        classify(&validation_errors, &facts)
    } else {
        Vec::new()
    };
    Differential { rfc: rfc_reading, whatwg: whatwg_reading, verdict, differs, classes, validation_errors }
}

/// What the RFC read of a text, beside the WHATWG validation errors, for [`classify`].
struct Facts<'a> {
    /// The text.
    text: &'a str,
    /// Whether the RFC read the text (or its part up to the end of its authority).
    rfc_reads: bool,
    /// Whether the RFC read a scheme.
    rfc_has_scheme: bool,
    /// Whether the RFC read a port and the WHATWG parser failed (a `file` URL has none).
    rfc_port_rejected: bool,
    /// Whether one side read userinfo and the other did not.
    userinfo_differs: bool,
    /// The text the WHATWG parser read its host from.
    whatwg_input_host: Option<&'a str>,
    /// Whether the WHATWG URL is special, so that its host is a domain that UTS #46 maps (a non-special URL's
    /// host is opaque: percent-encoded, never mapped).
    special: bool,
    /// Whether the RFC's error is in the text the WHATWG parser read its host from.
    rfc_error_in_host: bool,
}

/// The classes of a difference, from the WHATWG validation errors and what the RFC read.
fn classify(errors: &[whatwg::Reported], facts: &Facts<'_>) -> Vec<Class> {
    let Facts {
        text,
        rfc_reads,
        rfc_has_scheme,
        rfc_port_rejected,
        userinfo_differs,
        whatwg_input_host,
        special,
        rfc_error_in_host,
    } = *facts;
    let raised = |wanted: &[ValidationError]| errors.iter().any(|reported| wanted.contains(&reported.error));
    Class::ALL
        .into_iter()
        .filter(|class| match class {
            Class::Backslash => raised(&[ValidationError::InvalidReverseSolidus]),
            Class::SlashCount => raised(&[ValidationError::SpecialSchemeMissingFollowingSolidus]),
            Class::MissingScheme => {
                (rfc_reads && !rfc_has_scheme) || raised(&[ValidationError::MissingSchemeNonRelativeUrl])
            }
            Class::NumericIpv4 => raised(&[
                ValidationError::Ipv4NonDecimalPart,
                ValidationError::Ipv4TooFewParts,
                ValidationError::Ipv4EmptyPart,
                ValidationError::Ipv4OutOfRangePart,
                ValidationError::Ipv4NonNumericPart,
                ValidationError::Ipv4TooManyParts,
            ]),
            Class::IdnaMapping => special && whatwg_input_host.is_some_and(|host| !host.is_ascii()),
            Class::PercentEncodedHost => raised(&[ValidationError::DomainPercentEncoded]),
            Class::RemovedCodePoints => {
                text.contains(['\t', '\n', '\r'])
                    || text.starts_with(|c: char| c <= ' ')
                    || text.ends_with(|c: char| c <= ' ')
            }
            Class::Userinfo => userinfo_differs || raised(&[ValidationError::InvalidCredentials]) && !rfc_reads,
            Class::Port => {
                rfc_port_rejected || raised(&[ValidationError::PortInvalid, ValidationError::PortOutOfRange])
            }
            Class::HostCodePoint => rfc_error_in_host,
            Class::FileDriveLetter => raised(&[
                ValidationError::FileInvalidWindowsDriveLetterHost,
                ValidationError::FileInvalidWindowsDriveLetter,
            ]),
        })
        .collect()
}

/// The differential of a reference whose two readings are certain to agree without running the WHATWG parser
/// (most URIs, which a check compares by the million), `None` where that takes the parser.
///
/// The reference has a scheme other than `file`, an authority, and a registered name of ASCII letters, digits,
/// `-` and `.` (no empty label, no `xn--` label, a last label that is no number, so that the WHATWG host parser
/// reads a domain, which UTS #46 maps to the same letters lowercased, or an opaque host of the same text), and a
/// port of at most 65535. Being RFC 3986's, the text holds no `\`, blank, control or second `@`, so the WHATWG
/// parser reads the same authority: after `scheme://` (a special scheme's authority slashes state, or a
/// non-special scheme's path or authority state), up to the first `/`, `?` or `#`, its userinfo up to the
/// same `@`. A test holds this reading equal to the parser's on the test data and generated texts.
fn plainly_agreed(reference: &rfc3986::UriReference<'_>) -> Option<Differential> {
    let (host, span, special) = plain_host(reference)?;
    // A special URL's domain is lowercased by UTS #46; an opaque host keeps its text.
    let whatwg_host = if special { host.to_ascii_lowercase() } else { String::from(host) };
    Some(Differential {
        rfc: Some(Reading { host: Some(String::from(host)), span: Some(span) }),
        whatwg: Some(Reading { host: Some(whatwg_host), span: Some(span) }),
        verdict: Verdict::SameHost,
        differs: false,
        classes: Vec::new(),
        validation_errors: Vec::new(),
    })
}

/// Whether the two readings of `text` (RFC 3986's with `options`, and the WHATWG parser's without a base) are
/// certain to name the same host without running the WHATWG parser: the question a linter asks of every URI,
/// answered with one RFC parse and no allocation. `false` means "compare them" ([`compare`]), not "they
/// differ".
///
/// ```
/// use urigram::differential::plainly_agrees;
/// use urigram::rfc3986::Options;
/// assert!(plainly_agrees("https://example.com/a?b", Options::RFC3986));
/// assert!(!plainly_agrees("http://0x7f.1/", Options::RFC3986)); // the WHATWG parser reads an IPv4 address
/// ```
#[must_use]
pub fn plainly_agrees(text: &str, options: Options) -> bool {
    rfc3986::parse_uri_reference_with(text, options).is_ok_and(|reference| plainly_agrees_reference(&reference))
}

/// [`plainly_agrees`] for a reference already parsed by RFC 3986 (or RFC 3987), the whole of the text: for a
/// checker that has just parsed it and would otherwise parse it again.
///
/// ```
/// use urigram::differential::plainly_agrees_reference;
/// let reference = urigram::rfc3986::parse_uri_reference("https://example.com/a?b").unwrap();
/// assert!(plainly_agrees_reference(&reference));
/// ```
#[must_use]
pub fn plainly_agrees_reference(reference: &rfc3986::UriReference<'_>) -> bool {
    plain_host(reference).is_some() || plain_address(reference)
}

/// Whether a reference's host is an IP address that both parsers read as the same address: an RFC 3986
/// `IPv4address` (dotted decimal without leading zeros, which the WHATWG IPv4 parser reads alike, or an opaque
/// host of the same text) or `IPv6address` (which the WHATWG IPv6 parser reads, however a special URL or not,
/// as the same address), after a scheme other than `file`, with a port of at most 65535.
fn plain_address(reference: &rfc3986::UriReference<'_>) -> bool {
    let Some(authority) = reference.authority() else { return false };
    let scheme = reference.scheme().map(|scheme| scheme.as_str());
    let address = matches!(
        authority.host(),
        rfc3986::ast::Host::Ipv4(_) | rfc3986::ast::Host::IpLiteral(rfc3986::ast::IpLiteral::Ipv6 { .. })
    );
    address && scheme.is_some_and(|scheme| !scheme.eq_ignore_ascii_case("file")) && plain_port(&authority)
}

/// Whether an authority's port, if any, is one the WHATWG parser takes: at most 65535, in at most five digits.
fn plain_port(authority: &rfc3986::ast::Authority<'_>) -> bool {
    authority.port().is_none_or(|port| {
        let port = port.as_str();
        port.is_empty() || port.len() <= 5 && port.parse::<u32>().is_ok_and(|number| number <= 65_535)
    })
}

/// The registered name of a reference that both parsers read alike (see [`plainly_agreed`]), its span, and
/// whether its scheme is special.
fn plain_host<'a>(reference: &rfc3986::UriReference<'a>) -> Option<(&'a str, Span, bool)> {
    let scheme = reference.scheme()?;
    if scheme.as_str().eq_ignore_ascii_case("file") {
        return None;
    }
    let authority = reference.authority()?;
    let rfc3986::ast::Host::RegName(name) = authority.host() else { return None };
    let host = name.as_str();
    if !plain_labels(host.strip_suffix('.').unwrap_or(host).as_bytes()) || !plain_port(&authority) {
        return None;
    }
    let special = ["ftp", "http", "https", "ws", "wss"].iter().any(|name| scheme.as_str().eq_ignore_ascii_case(name));
    Some((host, name.span(), special))
}

/// Whether `labels` (a host without its one final `.`) are labels of ASCII letters, digits and `-`, none empty,
/// none starting `xn--` (which UTS #46 checks as Punycode), and the last no number (all digits, or `0x` first),
/// which the WHATWG host parser would read as an IPv4 address. One pass over the bytes: every URI a check
/// compares comes here.
fn plain_labels(labels: &[u8]) -> bool {
    let mut label_start = 0;
    for (at, &byte) in labels.iter().enumerate() {
        if byte == b'.' {
            if at == label_start {
                return false;
            }
            label_start = at + 1;
        } else if !(byte.is_ascii_alphanumeric() || byte == b'-')
            || at == label_start + 3 && labels[label_start..=at].eq_ignore_ascii_case(b"xn--")
        {
            return false;
        }
    }
    let last = &labels[label_start..];
    let numeric = last.iter().all(u8::is_ascii_digit) || last.len() >= 2 && last[..2].eq_ignore_ascii_case(b"0x");
    // An empty last label is an empty host, or a name that ends in two dots.
    !last.is_empty() && !numeric
}

/// Where the authority of `text` ends (the first "/", "?" or "#" after the "//" that starts it, or the end of
/// the text), when it has one: after a scheme, or at its start.
fn authority_end(text: &str) -> Option<usize> {
    let scheme_end = text
        .find(':')
        .filter(|&colon| {
            let scheme = text.as_bytes().get(..colon).unwrap_or_default();
            scheme.first().is_some_and(u8::is_ascii_alphabetic)
                && scheme.iter().all(|&byte| byte.is_ascii_alphanumeric() || b"+-.".contains(&byte))
        })
        .map_or(0, |colon| colon + 1);
    let rest = text.get(scheme_end..)?.strip_prefix("//")?;
    let start = scheme_end + 2;
    Some(start + rest.find(['/', '?', '#']).unwrap_or(rest.len()))
}

/// Whether an RFC host and a WHATWG host are the same: both absent, or equal after RFC 3986 §6.2.2's
/// normalization of the RFC's (an IPv6 literal compared as an address).
///
/// In a `file` URL, `localhost` names no host, as the empty host does (RFC 8089 §2; the WHATWG parser reads it
/// as the empty host).
fn same_host(rfc: Option<&str>, whatwg: Option<&str>, file: bool) -> bool {
    let rfc = rfc.map(|host| if file && host.eq_ignore_ascii_case("localhost") { "" } else { host });
    match (rfc, whatwg) {
        // No host and the empty host both name none (a `file:` URL's is the empty host).
        (None | Some(""), None | Some("")) => true,
        (Some(rfc), Some(whatwg)) => {
            if let (Some(a), Some(b)) = (ipv6_literal(rfc), ipv6_literal(whatwg)) {
                return a == b;
            }
            normalized(rfc) == normalized(whatwg)
        }
        _ => false,
    }
}

/// The address of an IPv6 literal `[...]` (without a zone identifier).
fn ipv6_literal(host: &str) -> Option<core::net::Ipv6Addr> {
    host.strip_prefix('[')?.strip_suffix(']')?.parse().ok()
}

/// `host` normalized as RFC 3986 §6.2.2 says: percent-encoded unreserved characters decoded (§6.2.2.2), other
/// escapes' hexadecimal digits uppercase and every other letter lowercase (§6.2.2.1). The WHATWG parser's
/// domains are lowercase already; its opaque hosts are kept as written, and compare by the same rule.
fn normalized(host: &str) -> Vec<u8> {
    let mut normalized = Vec::with_capacity(host.len());
    let bytes = host.as_bytes();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        let escape = (byte == b'%')
            .then(|| bytes.get(at + 1..at + 3))
            .flatten()
            .and_then(|hex| core::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escape {
            Some(decoded) if decoded.is_ascii_alphanumeric() || b"-._~".contains(&decoded) => {
                normalized.push(decoded.to_ascii_lowercase());
                at += 3;
            }
            Some(_) => {
                normalized.extend(bytes.get(at..at + 3).unwrap_or_default().iter().map(u8::to_ascii_uppercase));
                at += 3;
            }
            None => {
                normalized.push(byte.to_ascii_lowercase());
                at += 1;
            }
        }
    }
    normalized
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The verdict, both hosts and the first class of `text` without a base, by RFC 3986.
    fn read(text: &str) -> (Verdict, Option<String>, Option<String>, Option<Class>) {
        let differential = compare(text, Options::RFC3986, None);
        let host = |reading: &Option<Reading>| reading.as_ref().and_then(|reading| reading.host.clone());
        (differential.verdict, host(&differential.rfc), host(&differential.whatwg), differential.class())
    }

    fn some(text: &str) -> Option<String> {
        Some(String::from(text))
    }

    /// Each checked by hand against RFC 3986's ABNF and the standard's parser states.
    #[test]
    fn published_payloads_and_one_of_each_class() {
        // "A New Era of SSRF": the RFC rejects the space; the WHATWG parser reads "1.1.1.1 &" as userinfo
        // (percent-encoding the space) and 2.2.2.2 as the host; "# @3.3.3.3/" is the fragment.
        let payload = read("http://1.1.1.1 &@2.2.2.2# @3.3.3.3/");
        assert_eq!((payload.0, payload.2.as_deref()), (Verdict::RfcFails, Some("2.2.2.2")));
        // "\" ends the authority for the WHATWG parser (special authority state: "\" with a special URL), and
        // is no character of a URI.
        assert_eq!(
            read("http://127.1.1.1:80\\@127.2.2.2:80/"),
            (Verdict::RfcFails, None, some("127.1.1.1"), Some(Class::Backslash))
        );
        assert_eq!(
            read("https://evil.com\\@good.com/"),
            (Verdict::RfcFails, None, some("evil.com"), Some(Class::Backslash))
        );
        // The RFC reads a path-absolute without an authority; the special authority slashes state goes on to
        // read a host after one slash.
        assert_eq!(read("http:/evil.com/"), (Verdict::DifferentHost, None, some("evil.com"), Some(Class::SlashCount)));
        // "0x7f.1" is a reg-name of the RFC; the IPv4 parser reads 0x7f and 1 (the last part filling three bytes).
        assert_eq!(
            read("http://0x7f.1/"),
            (Verdict::DifferentHost, some("0x7f.1"), some("127.0.0.1"), Some(Class::NumericIpv4))
        );
        assert_eq!(
            read("http://2130706433/"),
            (Verdict::DifferentHost, some("2130706433"), some("127.0.0.1"), Some(Class::NumericIpv4))
        );
        // Full-width letters are no URI characters; UTS #46 maps them to ASCII.
        assert_eq!(
            read("http://\u{FF45}vil.com/"),
            (Verdict::RfcFails, None, some("evil.com"), Some(Class::IdnaMapping))
        );
        // By RFC 3987 the host is the text as written, which names another host than the mapped one.
        let iri = compare("http://\u{FF45}vil.com/", Options::RFC3987, None);
        assert_eq!((iri.verdict, iri.class()), (Verdict::DifferentHost, Some(Class::IdnaMapping)));
        // A non-special URL's host is opaque: the WHATWG parser percent-encodes a character beyond ASCII, it does
        // not map it by IDNA (`sc://ñ` has the host `%C3%B1`), and RFC 3986 excludes the character.
        assert_eq!(read("sc://\u{F1}/"), (Verdict::RfcFails, None, some("%C3%B1"), Some(Class::HostCodePoint)));
        // Percent-encoded digits and letters are unreserved characters, which RFC 3986 §6.2.2.2 decodes: the
        // same host as the WHATWG host parser's, which decodes them too (with domain-percent-encoded).
        let encoded = compare("http://%31%32%37.0.0.1/", Options::RFC3986, None);
        assert_eq!(encoded.verdict, Verdict::SameHost, "%31 is the unreserved digit 1: §6.2.2.2 decodes it");
        let encoded = compare("http://%65vil%2Ecom/", Options::RFC3986, None);
        assert_eq!(encoded.verdict, Verdict::SameHost);
        let encoded = compare("http://evil%252Ecom/", Options::RFC3986, None);
        assert_eq!(encoded.verdict, Verdict::WhatwgFails, "%25 decodes to %, a forbidden domain code point");
        assert_eq!(encoded.class(), Some(Class::PercentEncodedHost));
        // A tab is removed by the WHATWG parser, and no character of a URI.
        assert_eq!(
            read("http://evil\t.com/"),
            (Verdict::RfcFails, None, some("evil.com"), Some(Class::RemovedCodePoints))
        );
        // Two "@": the RFC's userinfo holds no "@"; the WHATWG parser takes the last "@" as the end of it.
        assert_eq!(read("http://a@b@evil.com/"), (Verdict::RfcFails, None, some("evil.com"), Some(Class::Userinfo)));
        // A port above 65535 is valid by the RFC's ABNF (*DIGIT); the WHATWG parser fails.
        assert_eq!(read("http://a:99999/"), (Verdict::WhatwgFails, some("a"), None, Some(Class::Port)));
        // A `file` URL has no port: the file host state reads "example:1" as a host, and ":" is forbidden in one.
        assert_eq!(read("file://example:1/"), (Verdict::WhatwgFails, some("example"), None, Some(Class::Port)));
        // An empty host, which the WHATWG parser rejects after a special scheme, names no host to go to.
        let empty = compare("https://", Options::RFC3986, None);
        assert_eq!((empty.verdict, empty.differs), (Verdict::WhatwgFails, false));
        assert_eq!(read("file://C:/"), (Verdict::DifferentHost, some("C"), some(""), Some(Class::FileDriveLetter)));
        // '"' is excluded from URIs (RFC 3986 §2), and is no forbidden host code point.
        assert_eq!(
            read("https://\"www.example.com/"),
            (Verdict::RfcFails, None, some("\"www.example.com"), Some(Class::HostCodePoint))
        );
        // Without a scheme the RFC reads a network-path reference; without a base the WHATWG parser fails.
        assert_eq!(read("//evil.com/"), (Verdict::WhatwgFails, some("evil.com"), None, Some(Class::MissingScheme)));
    }

    #[test]
    fn readings_that_agree_raise_nothing() {
        // Past the authority, an RFC error leaves the host alone; a `file:` URL's empty host is no host.
        for text in [
            "http://example.com/a?b#c",
            "HTTP://EXAMPLE.COM/",
            "http://[0:0::1]:8080/",
            "mailto:a@b",
            "a:b",
            "http://a/%zz",
            "http://a?b c",
            "file:///c|/path",
            "file:/path",
            "file://localhost/etc",
            "asdf://%43%7C/",
            "non-special://H%4fSt/path",
            "data:text/plain,a b",
            "sc:\\../",
        ] {
            let differential = compare(text, Options::RFC3986, None);
            assert!(!differential.differs && differential.classes.is_empty(), "{text}: {differential:?}");
        }
        // A relative reference takes the base's host on both sides.
        let base = Url::parse("https://example.org/a/", None).expect("a base");
        let differential = compare("../b", Options::RFC3986, Some(&base));
        assert_eq!(differential.verdict, Verdict::SameHost);
        // A reference with a scheme keeps its own (absent) authority.
        let differential = compare("sc:", Options::RFC3986, Some(&base));
        assert_eq!((differential.verdict, differential.differs), (Verdict::SameHost, false));
        // The RFC rejects "\\" in a path, after the host; the WHATWG host is the base's.
        let differential = compare("\\a", Options::RFC3986, Some(&base));
        assert_eq!((differential.verdict, differential.differs), (Verdict::RfcFails, false));
    }

    /// The shortcut agrees with the parsers wherever it answers: on texts built from the pieces that matter
    /// (schemes special or not, hosts plain, numeric, IDNA or odd, ports, userinfo).
    #[test]
    fn the_plain_shortcut_agrees_with_the_parsers() {
        let schemes = ["http", "HTTPS", "ws", "ftp", "foo", "file", "git+ssh"];
        let userinfos = ["", "u@", "u:p@", "%41@"];
        let hosts = [
            "example.com",
            "EXAMPLE.com",
            "a..b",
            ".a",
            "a.",
            "1.2.3",
            "1.2.3.",
            "0x7f",
            "a.0x1",
            "a.09",
            "xn--abc",
            "a.XN--abc",
            "-a-",
            "a--b",
            "a.b-",
            "x",
            "123a",
            "a.123a",
            "0X1g",
            "localhost",
            "ab--cd.example",
            "127.0.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "[::1]",
            "[0:0::1]",
            "[::ffff:1.2.3.4]",
            "[1:2:3:4:5:6:7:8]",
            "[00ab::]",
            "[::]",
            "[1::2:3.4.5.6]",
            "[v1.x]",
        ];
        let ports = ["", ":", ":80", ":65535", ":65536", ":99999", ":000080", ":0"];
        let rests = ["", "/", "/a?b#c", "?q", "#f"];
        let mut answered = 0;
        for scheme in schemes {
            for userinfo in userinfos {
                for host in hosts {
                    for port in ports {
                        for rest in rests {
                            let text = alloc::format!("{scheme}://{userinfo}{host}{port}{rest}");
                            let Ok(reference) = rfc3986::parse_uri_reference(&text) else { continue };
                            if !plainly_agrees(&text, Options::RFC3986) {
                                continue;
                            }
                            answered += 1;
                            let shortcut = plainly_agreed(&reference);
                            let full = compare_by_both_parsers(&text, Options::RFC3986, None, Ok(reference));
                            assert_eq!((full.verdict, full.differs), (Verdict::SameHost, false), "{text}: {full:?}");
                            if let Some(shortcut) = shortcut {
                                let host = |reading: Option<Reading>| reading.map(|reading| reading.host);
                                assert_eq!(host(shortcut.whatwg), host(full.whatwg), "{text}");
                            }
                        }
                    }
                }
            }
        }
        assert!(answered > 1000, "the shortcut answered {answered} texts");
    }

    #[test]
    fn spans_are_of_the_text() {
        let text = "http://0x7f.1/";
        let differential = compare(text, Options::RFC3986, None);
        let span =
            |reading: &Option<Reading>| reading.as_ref().and_then(|reading| reading.span).map(|span| span.range());
        assert_eq!(span(&differential.rfc), Some(7..13));
        assert_eq!(span(&differential.whatwg), Some(7..13));
    }
}
