//! Every sentence that RFC 3987's own rules and its diagnosis write, in one place, so that the wording is
//! reviewed in one file and each sentence has a stable code; and the words in which those sentences name a
//! character beyond ASCII.
//!
//! Most failures of an IRI are RFC 3986's rules failing under RFC 3987's characters: they are told by RFC
//! 3986's [`Problem`](crate::rfc3986::Problem)s (`rfc3986/not-ucschar`, `rfc3986/private-use`), in RFC 3987's
//! rule names and with the words below. What RFC 3987 adds is its own rules' failures and §4.1.

use core::fmt;

/// A sentence that an error of RFC 3987's own rules, or of §4.1, can say.
///
/// ```
/// use urigram::rfc3987::Problem;
/// assert_eq!(Problem::BidiFormatting.code(), "rfc3987/bidi-formatting");
/// assert_eq!(Problem::RuleEnds.sentence(), "unexpected {found}: {rule} ends before it");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A rule that RFC 3987 adds (`iunreserved`, `ucschar`, `iprivate`) failed where it expected something else.
    Unexpected,
    /// A rule that RFC 3987 adds read less than the whole text.
    RuleEnds,
    /// A bidirectional formatting character, which RFC 3987 §4.1 forbids.
    BidiFormatting,
}

impl Problem {
    /// Every problem, in the order the enum lists them.
    pub const ALL: [Problem; 3] = [Problem::Unexpected, Problem::RuleEnds, Problem::BidiFormatting];

    /// The problem's stable code, for the command and editors: `rfc3987/` and a name in kebab case.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Problem::Unexpected => "rfc3987/unexpected",
            Problem::RuleEnds => "rfc3987/rule-ends",
            Problem::BidiFormatting => "rfc3987/bidi-formatting",
        }
    }

    /// The sentence, with its places in braces (`{found}`: what stood where the text went wrong; `{character}`:
    /// a character named as [`CodePoint`] names it; `{code}`: its percent-encoding; `{rule}`, `{expected}`: the
    /// rule and what it expected).
    #[must_use]
    pub const fn sentence(self) -> &'static str {
        match self {
            Problem::Unexpected => "unexpected {found}; expected {expected}",
            Problem::RuleEnds => "unexpected {found}: {rule} ends before it",
            Problem::BidiFormatting => {
                "{character} is a bidirectional formatting character, which an IRI must not contain: it changes how the IRI is shown without being part of it; put it outside the IRI, or percent-encode it as {code}"
            }
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

/// What a text read with RFC 3987's characters is called in a sentence.
pub(crate) const NOUN: &str = "IRI";

/// The same with its article.
pub(crate) const A_NOUN: &str = "an IRI";

/// How an RFC 3987 error cites a section of RFC 3986, whose rules it was read with (`RFC 3986 §3.2`).
pub(crate) const RFC3986_SECTION: &str = "RFC 3986 \u{a7}";

/// A character outside `ucschar` as an error names it: its code point and, where Unicode names it, that name
/// (`U+FFFD REPLACEMENT CHARACTER`), or else its kind (`U+0085 (a C1 control character)`).
///
/// ```
/// use urigram::rfc3987::CodePoint;
/// assert_eq!(CodePoint('\u{200E}').to_string(), "U+200E LEFT-TO-RIGHT MARK");
/// assert_eq!(CodePoint('\u{85}').to_string(), "U+0085 (a C1 control character)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CodePoint(pub char);

impl fmt::Display for CodePoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe_code_point(self.0, f)
    }
}

/// Writes `c` as [`CodePoint`] names it; the function that RFC 3987's widening of RFC 3986's classes names a
/// character with.
pub(crate) fn describe_code_point(c: char, out: &mut fmt::Formatter<'_>) -> fmt::Result {
    let code = c as u32;
    let name = match code {
        0xFFF9 => Some("INTERLINEAR ANNOTATION ANCHOR"),
        0xFFFA => Some("INTERLINEAR ANNOTATION SEPARATOR"),
        0xFFFB => Some("INTERLINEAR ANNOTATION TERMINATOR"),
        0xFFFC => Some("OBJECT REPLACEMENT CHARACTER"),
        0xFFFD => Some("REPLACEMENT CHARACTER"),
        0xE0001 => Some("LANGUAGE TAG"),
        _ => super::BIDI_FORMATTING.iter().find(|(bidi, _)| *bidi == c).map(|(_, name)| *name),
    };
    if let Some(name) = name {
        return write!(out, "U+{code:04X} {name}");
    }
    if (0xE0100..=0xE01EF).contains(&code) {
        return write!(out, "U+{code:04X} VARIATION SELECTOR-{}", code - 0xE0100 + 17);
    }
    let kind = match code {
        0x80..=0x9F => "a C1 control character",
        0xE000..=0xF8FF | 0xF0000..=0x10FFFF => "a private-use character",
        0xFDD0..=0xFDEF => "a noncharacter",
        _ if code & 0xFFFE == 0xFFFE => "a noncharacter",
        0xE0020..=0xE007F => "a tag character",
        _ => "outside ucschar",
    };
    write!(out, "U+{code:04X} ({kind})")
}
