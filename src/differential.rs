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

impl Verdict {
    /// Whether a request and a check made with the two readings could go to different places: the hosts differ,
    /// or one side reads the text and the other does not.
    #[must_use]
    pub const fn differs(self) -> bool {
        matches!(self, Verdict::DifferentHost | Verdict::RfcFails | Verdict::WhatwgFails)
    }
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
}

impl Class {
    /// Every class, in the order [`Differential::class`] prefers them.
    pub const ALL: [Class; 9] = [
        Class::Backslash,
        Class::SlashCount,
        Class::MissingScheme,
        Class::NumericIpv4,
        Class::IdnaMapping,
        Class::PercentEncodedHost,
        Class::RemovedCodePoints,
        Class::Userinfo,
        Class::Port,
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
        }
    }
}

/// The two readings of one text, and how they compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Differential {
    /// The RFC's reading, `None` when the text is no URI reference of it.
    pub rfc: Option<Reading>,
    /// The WHATWG parser's reading, `None` when it returns failure.
    pub whatwg: Option<Reading>,
    /// Whether they name the same host.
    pub verdict: Verdict,
    /// What made them differ, in [`Class::ALL`]'s order; empty when they agree.
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
    let rfc = rfc3986::parse_uri_reference_with(text, options).ok();
    let rfc_reading = rfc.as_ref().map(|reference| match reference.authority() {
        Some(authority) => {
            let host = authority.host();
            Reading { host: Some(String::from(host.as_str())), span: Some(host.span()) }
        }
        None => Reading { host: base.filter(|base| base.has_host()).map(|base| base.hostname().into()), span: None },
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
    let verdict = match (&rfc_reading, &whatwg_reading) {
        (Some(rfc), Some(whatwg)) if same_host(rfc.host.as_deref(), whatwg.host.as_deref()) => Verdict::SameHost,
        (Some(_), Some(_)) => Verdict::DifferentHost,
        (None, Some(_)) => Verdict::RfcFails,
        (Some(_), None) => Verdict::WhatwgFails,
        (None, None) => Verdict::BothFail,
    };
    let classes = if verdict.differs() {
        let rfc_has_scheme = rfc.as_ref().is_some_and(|reference| reference.scheme().is_some());
        let rfc_userinfo = rfc.as_ref().and_then(|reference| reference.authority()?.userinfo()).is_some();
        let whatwg_url = parsed.as_ref().ok().map(|parsed| &parsed.url);
        let whatwg_userinfo = whatwg_url.is_some_and(|url| !url.username().is_empty() || !url.password().is_empty());
        let input_host =
            whatwg_reading.as_ref().and_then(|reading| reading.span).and_then(|span| text.get(span.range()));
        classify(&validation_errors, text, rfc.is_some(), rfc_has_scheme, rfc_userinfo != whatwg_userinfo, input_host)
    } else {
        Vec::new()
    };
    Differential { rfc: rfc_reading, whatwg: whatwg_reading, verdict, classes, validation_errors }
}

/// The classes of a difference, from the WHATWG validation errors and what the RFC read.
fn classify(
    errors: &[whatwg::Reported],
    text: &str,
    rfc_reads: bool,
    rfc_has_scheme: bool,
    userinfo_differs: bool,
    whatwg_input_host: Option<&str>,
) -> Vec<Class> {
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
            Class::IdnaMapping => whatwg_input_host.is_some_and(|host| !host.is_ascii()),
            Class::PercentEncodedHost => raised(&[ValidationError::DomainPercentEncoded]),
            Class::RemovedCodePoints => {
                text.contains(['\t', '\n', '\r'])
                    || text.starts_with(|c: char| c <= ' ')
                    || text.ends_with(|c: char| c <= ' ')
            }
            Class::Userinfo => userinfo_differs || raised(&[ValidationError::InvalidCredentials]) && !rfc_reads,
            Class::Port => raised(&[ValidationError::PortInvalid, ValidationError::PortOutOfRange]),
        })
        .collect()
}

/// Whether an RFC host and a WHATWG host are the same: both absent, or equal after RFC 3986 §6.2.2's
/// normalization of the RFC's (an IPv6 literal compared as an address).
fn same_host(rfc: Option<&str>, whatwg: Option<&str>) -> bool {
    match (rfc, whatwg) {
        (None, None) => true,
        (Some(rfc), Some(whatwg)) => {
            if let (Some(a), Some(b)) = (ipv6_literal(rfc), ipv6_literal(whatwg)) {
                return a == b;
            }
            normalized_equals(rfc, whatwg)
        }
        _ => false,
    }
}

/// The address of an IPv6 literal `[...]` (without a zone identifier).
fn ipv6_literal(host: &str) -> Option<core::net::Ipv6Addr> {
    host.strip_prefix('[')?.strip_suffix(']')?.parse().ok()
}

/// Whether `rfc`, with its letters lowercased and its percent-encoded unreserved characters decoded (RFC 3986
/// §6.2.2.1, §6.2.2.2), equals `whatwg`, byte for byte.
fn normalized_equals(rfc: &str, whatwg: &str) -> bool {
    let mut normalized = Vec::with_capacity(rfc.len());
    let bytes = rfc.as_bytes();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        let decoded = (byte == b'%')
            .then(|| bytes.get(at + 1..at + 3))
            .flatten()
            .and_then(|hex| core::str::from_utf8(hex).ok())
            .and_then(|hex| u8::from_str_radix(hex, 16).ok())
            .filter(|decoded| decoded.is_ascii_alphanumeric() || b"-._~".contains(decoded));
        match decoded {
            Some(decoded) => {
                normalized.push(decoded.to_ascii_lowercase());
                at += 3;
            }
            None => {
                normalized.push(byte.to_ascii_lowercase());
                at += 1;
            }
        }
    }
    normalized == whatwg.as_bytes()
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
        // Without a scheme the RFC reads a network-path reference; without a base the WHATWG parser fails.
        assert_eq!(read("//evil.com/"), (Verdict::WhatwgFails, some("evil.com"), None, Some(Class::MissingScheme)));
    }

    #[test]
    fn readings_that_agree_raise_nothing() {
        for text in ["http://example.com/a?b#c", "HTTP://EXAMPLE.COM/", "http://[0:0::1]:8080/", "mailto:a@b", "a:b"] {
            let differential = compare(text, Options::RFC3986, None);
            assert_eq!(differential.verdict, Verdict::SameHost, "{text}");
            assert!(differential.classes.is_empty(), "{text}");
        }
        // A relative reference takes the base's host on both sides.
        let base = Url::parse("https://example.org/a/", None).expect("a base");
        let differential = compare("../b", Options::RFC3986, Some(&base));
        assert_eq!(differential.verdict, Verdict::SameHost);
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
