//! Every sentence that RFC 2396's rules (with RFC 2732's) and its diagnosis write, in one place, so that the
//! wording is reviewed in one file and each sentence has a stable code.
//!
//! A rule that describes its own failure (a `%` without two hex digits, an unclosed `[`) names a [`Problem`]
//! whose sentence is fixed. The diagnosis of a parse that stopped early writes a [`Problem`] whose sentence has
//! places (`{found}`, `{place}`, ...) filled in with what stood there ([`Problem::write`]).

use core::fmt;

use super::diagnose::Stop;

/// A sentence that an RFC 2396 (or RFC 2732) error can say.
///
/// ```
/// use urigram::rfc2396::Problem;
/// assert_eq!(Problem::Escaped.code(), "rfc2396/escaped");
/// assert_eq!(Problem::Escaped.sentence(), "expected two hex digits after \"%\"");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A `%` without two hex digits (`escaped`).
    Escaped,
    /// An IPv6 address in an `IPv6reference` that ends in a `:` that nothing of the address follows.
    Ipv6AfterColon,
    /// An IPv4 part of an IPv6 address that is not four groups of one to three digits.
    Ipv6Ipv4Part,
    /// An IPv4 part right after the `::` of an IPv6 address, which RFC 2373 does not take.
    Ipv4PartAfterGroup,
    /// An `IPv6reference` without its `]`.
    Ipv6ReferenceUnclosed,
    /// No IPv6 address after the `[` of an `IPv6reference`.
    Ipv6ReferenceStart,
    /// An `IPv6reference` that goes wrong inside its address.
    Ipv6ReferenceInvalid,
    /// A `hexpart` that starts with one `:` rather than `::`.
    HexpartColon,
    /// `scheme ":"` followed by nothing RFC 2396 can read.
    EmptyAfterScheme,
    /// `scheme ":"` followed by a character that starts neither a `hier_part` nor an `opaque_part`.
    AfterScheme,
    /// A `[` where RFC 2396 without RFC 2732 has no host to put it in.
    NoIpv6Literals,
    /// A reference that starts with its query.
    QueryFirst,
    /// A rule failed where it expected something else.
    Unexpected,
    /// A rule other than the top-level ones ended before a character.
    RuleEnds,
    /// A `#` in an `absoluteURI` or a `relativeURI`.
    NoFragment,
    /// A `:` in the first segment of a relative path.
    ColonInFirstSegment,
    /// A `[` or `]` where RFC 2732 does not allow it.
    Bracket,
    /// A character the component the parse stopped in cannot hold.
    NotAllowedIn,
    /// What follows a sentence about a character a URI may hold elsewhere: how to escape it.
    EscapeIt,
    /// A non-ASCII character.
    NonAscii,
    /// An ASCII character that no part of a URI may hold (`control`, `space`, `delims`, `unwise`).
    Excluded,
    /// What follows a sentence when RFC 3986 accepts the text.
    Rfc3986Accepts,
}

impl Problem {
    /// Every problem, in the order the enum lists them.
    pub const ALL: [Problem; 22] = [
        Problem::Escaped,
        Problem::Ipv6AfterColon,
        Problem::Ipv6Ipv4Part,
        Problem::Ipv4PartAfterGroup,
        Problem::Ipv6ReferenceUnclosed,
        Problem::Ipv6ReferenceStart,
        Problem::Ipv6ReferenceInvalid,
        Problem::HexpartColon,
        Problem::EmptyAfterScheme,
        Problem::AfterScheme,
        Problem::NoIpv6Literals,
        Problem::QueryFirst,
        Problem::Unexpected,
        Problem::RuleEnds,
        Problem::NoFragment,
        Problem::ColonInFirstSegment,
        Problem::Bracket,
        Problem::NotAllowedIn,
        Problem::EscapeIt,
        Problem::NonAscii,
        Problem::Excluded,
        Problem::Rfc3986Accepts,
    ];

    /// The problem's stable code, for the command and editors: `rfc2396/` and a name in kebab case.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Problem::Escaped => "rfc2396/escaped",
            Problem::Ipv6AfterColon => "rfc2396/ipv6-after-colon",
            Problem::Ipv6Ipv4Part => "rfc2396/ipv6-ipv4-part",
            Problem::Ipv4PartAfterGroup => "rfc2396/ipv4-part-after-group",
            Problem::Ipv6ReferenceUnclosed => "rfc2396/ipv6-reference-unclosed",
            Problem::Ipv6ReferenceStart => "rfc2396/ipv6-reference-start",
            Problem::Ipv6ReferenceInvalid => "rfc2396/ipv6-reference-invalid",
            Problem::HexpartColon => "rfc2396/hexpart-colon",
            Problem::EmptyAfterScheme => "rfc2396/empty-after-scheme",
            Problem::AfterScheme => "rfc2396/after-scheme",
            Problem::NoIpv6Literals => "rfc2396/no-ipv6-literals",
            Problem::QueryFirst => "rfc2396/query-first",
            Problem::Unexpected => "rfc2396/unexpected",
            Problem::RuleEnds => "rfc2396/rule-ends",
            Problem::NoFragment => "rfc2396/no-fragment",
            Problem::ColonInFirstSegment => "rfc2396/colon-in-first-segment",
            Problem::Bracket => "rfc2396/bracket",
            Problem::NotAllowedIn => "rfc2396/not-allowed-in",
            Problem::EscapeIt => "rfc2396/escape-it",
            Problem::NonAscii => "rfc2396/non-ascii",
            Problem::Excluded => "rfc2396/excluded",
            Problem::Rfc3986Accepts => "rfc2396/rfc3986-accepts",
        }
    }

    /// The sentence, with its places in braces (`{found}`: what stood where the text went wrong; `{code}`: its
    /// escape; `{place}`: the component the parse stopped in; `{dialect}`: how the grammar with RFC 2732 is named;
    /// the others as [`Problem::write`] is given them). A fixed sentence has none.
    #[must_use]
    pub const fn sentence(self) -> &'static str {
        match self {
            Problem::Escaped => "expected two hex digits after \"%\"",
            Problem::Ipv6AfterColon => {
                "expected more of the IPv6 address after \":\": a group of hex digits, or \"::\" or an IPv4 part where the address allows one"
            }
            Problem::Ipv6Ipv4Part => {
                "the IPv4 part of the IPv6 address needs four groups of one to three digits, joined by \".\""
            }
            Problem::Ipv4PartAfterGroup => {
                "RFC 2373's IPv6address takes an IPv4 part only after a group of hex digits and \":\" (\"::ffff:1.2.3.4\", not \"::1.2.3.4\")"
            }
            Problem::Ipv6ReferenceUnclosed => "expected \"]\" to close the IPv6 reference",
            Problem::Ipv6ReferenceStart => "expected an IPv6 address (RFC 2373 Appendix B) after \"[\"",
            Problem::Ipv6ReferenceInvalid => "not a valid IPv6 address",
            Problem::HexpartColon => "an IPv6 address starts with \":\" only as \"::\"; expected a second \":\"",
            Problem::EmptyAfterScheme => {
                "RFC 2396 needs a path or opaque part after the scheme; RFC 3986 accepts an empty hier-part"
            }
            Problem::AfterScheme => {
                "{next} cannot start what follows the scheme: a hier_part starts with \"/\", an opaque_part with a uric_no_slash"
            }
            Problem::NoIpv6Literals => {
                "RFC 2396 has no IPv6 literals: \"[\" is an \"unwise\" character (\u{a7}2.4.3); RFC 2732 adds \"[\" IPv6address \"]\" as a host: parse with {dialect}"
            }
            Problem::QueryFirst => {
                "RFC 2396 cannot derive a reference that starts with its query: relativeURI needs a path before \"?\" (\u{a7}5); RFC 3986 accepts it as a relative-ref with an empty path"
            }
            Problem::Unexpected => "unexpected {found}; expected {expected}",
            Problem::RuleEnds => "unexpected {found}: {rule} ends before it",
            Problem::NoFragment => {
                "an absoluteURI or relativeURI has no fragment: the fragment belongs to the URI-reference (\u{a7}4)"
            }
            Problem::ColonInFirstSegment => {
                "\":\" in the first segment of a relative path: the text before it is not a scheme, since a scheme starts with a letter and holds only letters, digits, \"+\", \"-\" and \".\" (\u{a7}3.1), and a rel_segment cannot hold \":\" (\u{a7}5); write \"./\" before the path"
            }
            Problem::Bracket => {
                "\"{character}\" is allowed only around the IPv6 address of a host, in a query, a fragment, or an opaque part after its first character (RFC 2732 \u{a7}3)"
            }
            Problem::NotAllowedIn => "{found} is not allowed in {place}",
            Problem::EscapeIt => "; escape it as {code}",
            Problem::NonAscii => {
                "non-ASCII {found} is not allowed: RFC 2396 allows only US-ASCII characters (\u{a7}2.1); escape its octets as {code}"
            }
            Problem::Excluded => "{found} is excluded from URIs (\u{a7}2.4.3); escape it as {code}",
            Problem::Rfc3986Accepts => "; RFC 3986 accepts this text",
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
        Stop::Fragment => "a fragment (\u{a7}4.1)",
        Stop::Query { .. } => "a query (\u{a7}3.4)",
        Stop::Opaque { .. } => "an opaque part (\u{a7}3)",
        Stop::Path { first_segment: true, .. } => "the first segment of a relative path (\u{a7}5)",
        Stop::Path { .. } => "a path (\u{a7}3.3)",
        Stop::Authority { .. } => "an authority (\u{a7}3.2)",
        Stop::Start => "a URI reference (\u{a7}4)",
        Stop::Rule(_) => "this rule",
    }
}

impl fmt::Display for Problem {
    /// The sentence, its places unfilled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sentence())
    }
}
