//! Every sentence that RFC 3986's rules and its diagnosis write, in one place, so that the wording is reviewed in
//! one file and each sentence has a stable code.
//!
//! A rule that describes its own failure (a `%` without two hex digits, an unclosed `[`) names a [`Problem`]
//! whose sentence is fixed. The diagnosis of a parse that stopped early writes a [`Problem`] whose sentence has
//! places (`{found}`, `{section}`, ...) filled in with what stood there and the words of the grammar the error is
//! told in ([`Problem::write`]).

use core::fmt;

use super::diagnose::Stop;

/// What a text read with RFC 3986's rules is called in a sentence (RFC 3987's widening names its own).
pub(crate) const NOUN: &str = "URI";

/// The same with its article.
pub(crate) const A_NOUN: &str = "a URI";

/// How a sentence cites a section of RFC 3986 in RFC 3986's own errors (`§3.2`).
pub(crate) const SECTION: &str = "\u{a7}";

/// A sentence that an RFC 3986 error (or an RFC 3987 error told in RFC 3986's rules) can say.
///
/// ```
/// use urigram::rfc3986::Problem;
/// assert_eq!(Problem::PctEncoded.code(), "rfc3986/pct-encoded");
/// assert_eq!(Problem::PctEncoded.sentence(), "expected two hex digits after \"%\"");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A `%` without two hex digits (`pct-encoded`).
    PctEncoded,
    /// A `:` in an IPv6 address that no group follows, where one could.
    Ipv6GroupAfterColon,
    /// Fewer than eight groups in an IPv6 address, and no `::`.
    Ipv6Pieces,
    /// An IP literal without its `]`.
    IpLiteralUnclosed,
    /// An IP literal whose address is followed by `%`: a zone identifier, which RFC 3986 does not have.
    IpLiteralZone,
    /// Neither an IPv6 address nor an `IPvFuture` after `[`.
    IpLiteralStart,
    /// An IP literal that goes wrong inside its address.
    IpLiteralInvalid,
    /// An IPv6 address followed by `%` but not `%25` (RFC 6874).
    ZoneNeeds25,
    /// An IPv6 address followed by the start of `%25` but not all of it (RFC 6874).
    ZoneWrite25,
    /// `%25` with no zone identifier after it (RFC 6874).
    ZoneIdMissing,
    /// `v` with no hex version after it in an `IPvFuture`.
    IpvFutureVersion,
    /// An `IPvFuture` version without the `.` after it.
    IpvFutureDot,
    /// An `IPvFuture` with nothing after its `.`.
    IpvFutureAddress,
    /// A rule failed where it expected something else.
    Unexpected,
    /// A rule other than the top-level ones ended before a character.
    RuleEnds,
    /// A port followed by a character that is not a digit.
    PortDigits,
    /// A `#` in an `absolute-URI`.
    NoFragment,
    /// A second `@` in an authority.
    SecondAt,
    /// A `[` or `]` anywhere but around an IP literal.
    Bracket,
    /// A `:` in the first segment of a relative reference.
    ColonInFirstSegment,
    /// A character the component the parse stopped in cannot hold.
    NotAllowedIn,
    /// What follows a sentence about a character a URI may hold elsewhere: how to percent-encode it.
    PercentEncodeIt,
    /// What follows a sentence where the text could also be user information, to the end of the text.
    UserinfoInstead,
    /// What follows a sentence where the text could also be user information, to where the authority ends.
    UserinfoInsteadBefore,
    /// A private-use character outside an IRI's query (RFC 3987).
    PrivateUse,
    /// A non-ASCII character that is not a `ucschar` (RFC 3987).
    NotUcschar,
    /// A non-ASCII character in a URI.
    NonAscii,
    /// An ASCII character that no part of a URI (or an IRI) may hold.
    NotAllowedAnywhere,
}

impl Problem {
    /// Every problem, in the order the enum lists them.
    pub const ALL: [Problem; 28] = [
        Problem::PctEncoded,
        Problem::Ipv6GroupAfterColon,
        Problem::Ipv6Pieces,
        Problem::IpLiteralUnclosed,
        Problem::IpLiteralZone,
        Problem::IpLiteralStart,
        Problem::IpLiteralInvalid,
        Problem::ZoneNeeds25,
        Problem::ZoneWrite25,
        Problem::ZoneIdMissing,
        Problem::IpvFutureVersion,
        Problem::IpvFutureDot,
        Problem::IpvFutureAddress,
        Problem::Unexpected,
        Problem::RuleEnds,
        Problem::PortDigits,
        Problem::NoFragment,
        Problem::SecondAt,
        Problem::Bracket,
        Problem::ColonInFirstSegment,
        Problem::NotAllowedIn,
        Problem::PercentEncodeIt,
        Problem::UserinfoInstead,
        Problem::UserinfoInsteadBefore,
        Problem::PrivateUse,
        Problem::NotUcschar,
        Problem::NonAscii,
        Problem::NotAllowedAnywhere,
    ];

    /// The problem's stable code, for the command and editors: `rfc3986/` and a name in kebab case.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Problem::PctEncoded => "rfc3986/pct-encoded",
            Problem::Ipv6GroupAfterColon => "rfc3986/ipv6-group-after-colon",
            Problem::Ipv6Pieces => "rfc3986/ipv6-pieces",
            Problem::IpLiteralUnclosed => "rfc3986/ip-literal-unclosed",
            Problem::IpLiteralZone => "rfc3986/ip-literal-zone",
            Problem::IpLiteralStart => "rfc3986/ip-literal-start",
            Problem::IpLiteralInvalid => "rfc3986/ip-literal-invalid",
            Problem::ZoneNeeds25 => "rfc3986/zone-needs-25",
            Problem::ZoneWrite25 => "rfc3986/zone-write-25",
            Problem::ZoneIdMissing => "rfc3986/zone-id-missing",
            Problem::IpvFutureVersion => "rfc3986/ipvfuture-version",
            Problem::IpvFutureDot => "rfc3986/ipvfuture-dot",
            Problem::IpvFutureAddress => "rfc3986/ipvfuture-address",
            Problem::Unexpected => "rfc3986/unexpected",
            Problem::RuleEnds => "rfc3986/rule-ends",
            Problem::PortDigits => "rfc3986/port-digits",
            Problem::NoFragment => "rfc3986/no-fragment",
            Problem::SecondAt => "rfc3986/second-at",
            Problem::Bracket => "rfc3986/bracket",
            Problem::ColonInFirstSegment => "rfc3986/colon-in-first-segment",
            Problem::NotAllowedIn => "rfc3986/not-allowed-in",
            Problem::PercentEncodeIt => "rfc3986/percent-encode-it",
            Problem::UserinfoInstead => "rfc3986/userinfo-instead",
            Problem::UserinfoInsteadBefore => "rfc3986/userinfo-instead-before",
            Problem::PrivateUse => "rfc3986/private-use",
            Problem::NotUcschar => "rfc3986/not-ucschar",
            Problem::NonAscii => "rfc3986/non-ascii",
            Problem::NotAllowedAnywhere => "rfc3986/not-allowed-anywhere",
        }
    }

    /// The sentence, with its places in braces (`{found}`: what stood where the text went wrong; `{section}`:
    /// how a section of RFC 3986 is cited, `§` or `RFC 3986 §`; the others as [`Problem::write`] is given them).
    /// A fixed sentence has none.
    #[must_use]
    pub const fn sentence(self) -> &'static str {
        match self {
            Problem::PctEncoded => "expected two hex digits after \"%\"",
            Problem::Ipv6GroupAfterColon => {
                "expected a group of one to four hex digits after \":\" in the IPv6 address"
            }
            Problem::Ipv6Pieces => "an IPv6 address needs eight groups of hex digits, or \"::\" in place of some",
            Problem::IpLiteralUnclosed => "expected \"]\" to close the IP literal",
            Problem::IpLiteralZone => {
                "expected \"]\" to close the IP literal: an IPv6 zone identifier (\"%25\" and a zone, RFC 6874) is not part of RFC 3986"
            }
            Problem::IpLiteralStart => "expected an IPv6 address or an IPvFuture (\"v\" and a hex version) after \"[\"",
            Problem::IpLiteralInvalid => "not a valid IP literal",
            Problem::ZoneNeeds25 => "expected \"%25\" and a zone identifier after the IPv6 address (RFC 6874 \u{a7}2)",
            Problem::ZoneWrite25 => {
                "an IPv6 zone identifier follows \"%25\", the percent-encoded \"%\" (RFC 6874 \u{a7}2): write \"%25\" before the zone's name, as in \"[fe80::a%25en1]\" for the scoped address fe80::a%en1"
            }
            Problem::ZoneIdMissing => {
                "expected a zone identifier after \"%25\": one or more unreserved or percent-encoded characters (RFC 6874 \u{a7}2)"
            }
            Problem::IpvFutureVersion => "expected the hex digits of an IPvFuture version after \"v\"",
            Problem::IpvFutureDot => "expected \".\" after the IPvFuture version",
            Problem::IpvFutureAddress => "expected an address after the \".\" of an IPvFuture",
            Problem::Unexpected => "unexpected {found}; expected {expected}",
            Problem::RuleEnds => "unexpected {found}: {rule} ends before it",
            Problem::PortDigits => "the port must be digits, and {found} is not one",
            Problem::NoFragment => "an absolute {noun} has no fragment ({section}4.3)",
            Problem::SecondAt => {
                "a second \"@\" in the authority: only the first separates the userinfo from the host ({section}3.2.1)"
            }
            Problem::Bracket => {
                "\"{character}\" is allowed only around an IP literal at the start of a host ({section}3.2.2)"
            }
            Problem::ColonInFirstSegment => {
                "\":\" in the first segment of a relative reference: the text before it is not a scheme, since a scheme starts with a letter and holds only letters, digits, \"+\", \"-\" and \".\" ({section}3.1), and a relative path's first segment cannot hold \":\" ({section}4.2); write \"./\" before the path"
            }
            Problem::NotAllowedIn => "{found} is not allowed in {place}",
            Problem::PercentEncodeIt => "; percent-encode it as {code}",
            Problem::UserinfoInstead => {
                "; if the text before it is user information instead, an \"@\" and a host must follow it"
            }
            Problem::UserinfoInsteadBefore => {
                "; if the text before it is user information instead, an \"@\" and a host must follow it, before the {end} that ends the authority"
            }
            Problem::PrivateUse => {
                "U+{code_point} is a private-use character (iprivate), which an IRI may hold only in its query (RFC 3987 \u{a7}2.2); percent-encode its UTF-8 bytes as {code}"
            }
            Problem::NotUcschar => {
                "{character} is not a ucschar, so no part of an IRI may hold it (RFC 3987 \u{a7}2.2); percent-encode its UTF-8 bytes as {code}"
            }
            Problem::NonAscii => {
                "non-ASCII {found} is not allowed: RFC 3986 allows only ASCII characters (\u{a7}2); percent-encode its UTF-8 bytes as {code}"
            }
            Problem::NotAllowedAnywhere => {
                "{found} is not allowed anywhere in {a_noun} ({section}2); percent-encode it as {code}"
            }
        }
    }

    /// Writes the sentence with each place `{name}` filled by the value `places` gives for `name`. A place that
    /// `places` does not give is written as it stands.
    pub fn write(self, places: &[(&str, &dyn fmt::Display)], f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::grammar::write_sentence(self.sentence(), places, f)
    }
}

/// What the parser was reading where it stopped, the `{place}` of [`Problem::NotAllowedIn`]'s sentence.
pub(crate) const fn place(stop: Stop) -> &'static str {
    match stop {
        Stop::Fragment => "a fragment",
        Stop::Query { .. } => "a query",
        Stop::Path { .. } => "a path",
        Stop::Port { .. } => "a port",
        Stop::Host { ip_literal: true, .. } => "an authority after its IP literal",
        Stop::Host { .. } => "a host",
        Stop::AfterScheme { .. } => "the hierarchical part after the scheme",
        Stop::Start => "a relative reference",
        Stop::Rule(_) => "this rule",
    }
}

impl fmt::Display for Problem {
    /// The sentence, its places unfilled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sentence())
    }
}

#[cfg(test)]
mod tests {
    use super::Problem;

    #[test]
    fn places_are_filled_and_the_rest_is_kept() {
        struct Written(Problem, &'static [(&'static str, &'static str)]);
        impl core::fmt::Display for Written {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                let places: Vec<(&str, &dyn core::fmt::Display)> =
                    self.1.iter().map(|(name, value)| (*name, value as &dyn core::fmt::Display)).collect();
                self.0.write(&places, f)
            }
        }
        let written = Written(Problem::NoFragment, &[("noun", "URI"), ("section", "\u{a7}")]).to_string();
        assert_eq!(written, "an absolute URI has no fragment (\u{a7}4.3)");
        assert_eq!(Written(Problem::PortDigits, &[]).to_string(), Problem::PortDigits.sentence());
        assert_eq!(Written(Problem::PctEncoded, &[]).to_string(), "expected two hex digits after \"%\"");
    }
}
