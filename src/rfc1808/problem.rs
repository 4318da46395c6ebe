//! Every sentence that RFC 1808's rules and its diagnosis write, in one place, so that the wording is reviewed in
//! one file and each sentence has a stable code.
//!
//! A rule that describes its own failure (a `%` without two hex digits) names a [`Problem`] whose sentence is
//! fixed. The diagnosis of a parse that stopped early writes a [`Problem`] whose sentence has places (`{found}`,
//! `{rule}`, ...) filled in with what stood there ([`Problem::write`]).

use core::fmt;

/// A sentence that an RFC 1808 (or RFC 2068) error can say.
///
/// ```
/// use urigram::rfc1808::Problem;
/// assert_eq!(Problem::Escape.code(), "rfc1808/escape");
/// assert_eq!(Problem::Escape.sentence(), "expected two hex digits after \"%\"");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A `%` without two hex digits (`escape`).
    Escape,
    /// A second `#`, in the fragment.
    SecondHash,
    /// A `#` after a rule that has no fragment.
    FragmentOnlyInUrl,
    /// A path that would begin with an empty segment (`//` after the `/` of `abs_path`).
    EmptyFirstSegment,
    /// A rule failed where it expected something else.
    Unexpected,
    /// A rule other than the top-level ones ended before a character.
    RuleEnds,
    /// A character after the last component that a top-level rule read.
    UnexpectedAfter,
    /// A character in the fragment that the fragment cannot hold.
    UnexpectedInFragment,
    /// A non-ASCII character.
    NonAscii,
    /// A `national` character, which RFC 1808 allows in no component.
    National,
    /// An ASCII character that no part of a URL may hold.
    NotAllowedAnywhere,
}

impl Problem {
    /// Every problem, in the order the enum lists them.
    pub const ALL: [Problem; 11] = [
        Problem::Escape,
        Problem::SecondHash,
        Problem::FragmentOnlyInUrl,
        Problem::EmptyFirstSegment,
        Problem::Unexpected,
        Problem::RuleEnds,
        Problem::UnexpectedAfter,
        Problem::UnexpectedInFragment,
        Problem::NonAscii,
        Problem::National,
        Problem::NotAllowedAnywhere,
    ];

    /// The problem's stable code, for the command and editors: `rfc1808/` and a name in kebab case.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Problem::Escape => "rfc1808/escape",
            Problem::SecondHash => "rfc1808/second-hash",
            Problem::FragmentOnlyInUrl => "rfc1808/fragment-only-in-url",
            Problem::EmptyFirstSegment => "rfc1808/empty-first-segment",
            Problem::Unexpected => "rfc1808/unexpected",
            Problem::RuleEnds => "rfc1808/rule-ends",
            Problem::UnexpectedAfter => "rfc1808/unexpected-after",
            Problem::UnexpectedInFragment => "rfc1808/unexpected-in-fragment",
            Problem::NonAscii => "rfc1808/non-ascii",
            Problem::National => "rfc1808/national",
            Problem::NotAllowedAnywhere => "rfc1808/not-allowed-anywhere",
        }
    }

    /// The sentence, with its places in braces (`{found}`: what stood where the text went wrong; `{code}`: its
    /// percent-encoding; `{rfc2068}`: how the grammar with RFC 2068's classes is named; the others as
    /// [`Problem::write`] is given them). A fixed sentence has none.
    #[must_use]
    pub const fn sentence(self) -> &'static str {
        match self {
            Problem::Escape => "expected two hex digits after \"%\"",
            Problem::SecondHash => {
                "a second \"#\": the fragment is everything after the first \"#\" (\u{a7}2.4.1) and cannot hold \"#\"; percent-encode it as %23"
            }
            Problem::FragmentOnlyInUrl => "\"#\" starts a fragment, which only the rule URL has: {top} ends before it",
            Problem::EmptyFirstSegment => {
                "a path cannot begin with an empty segment: after the \"/\" of abs_path comes rel_path, whose path begins with fsegment = 1*pchar, and \"//\" begins a net_path only at the start of a relative URL; remove the \"/\" or percent-encode it as %2F"
            }
            Problem::Unexpected => "unexpected {found}; expected {expected}",
            Problem::RuleEnds => "unexpected {found}: {rule} ends before it",
            Problem::UnexpectedAfter => "unexpected {found} after the {rule}",
            Problem::UnexpectedInFragment => "unexpected {found} in the fragment",
            Problem::NonAscii => {
                "non-ASCII {found} is not allowed: RFC 1808 allows only ASCII characters; percent-encode its UTF-8 bytes as {code}, or parse with RFC 2068's grammar ({rfc2068}), which allows every octet above 0x7F"
            }
            Problem::National => {
                "{found} is a national character, which RFC 1808 defines but allows in no component; percent-encode it as {code}, or parse with RFC 2068's grammar ({rfc2068}), where national characters are unreserved"
            }
            Problem::NotAllowedAnywhere => "{found} is not allowed anywhere in a URL; percent-encode it as {code}",
        }
    }

    /// Writes the sentence with each place `{name}` filled by the value `places` gives for `name`. A place that
    /// `places` does not give is written as it stands.
    pub fn write(self, places: &[(&str, &dyn fmt::Display)], f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::grammar::write_sentence(self.sentence(), places, f)
    }
}

impl fmt::Display for Problem {
    /// The sentence, its places unfilled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.sentence())
    }
}
