//! Every sentence that RFC 8089's rules write, in one place, so that the wording is reviewed in one file and
//! each sentence has a stable code.

use core::fmt;

/// A sentence that an RFC 8089 error can say.
///
/// ```
/// use urigram::rfc8089::Problem;
/// assert_eq!(Problem::RuleEnds.code(), "rfc8089/rule-ends");
/// assert_eq!(Problem::RuleEnds.sentence(), "unexpected {found}: {rule} ends before it");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A rule failed where it expected something else.
    Unexpected,
    /// A rule failed where nothing could have continued the text.
    UnexpectedHere,
    /// A rule read less than the whole text.
    RuleEnds,
}

impl Problem {
    /// Every problem, in the order the enum lists them.
    pub const ALL: [Problem; 3] = [Problem::Unexpected, Problem::UnexpectedHere, Problem::RuleEnds];

    /// The problem's stable code, for the command and editors: `rfc8089/` and a name in kebab case.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Problem::Unexpected => "rfc8089/unexpected",
            Problem::UnexpectedHere => "rfc8089/unexpected-here",
            Problem::RuleEnds => "rfc8089/rule-ends",
        }
    }

    /// The sentence, with its places in braces (`{found}`: what stood where the text went wrong; `{expected}`:
    /// what could have continued it; `{rule}`: the rule that ended before it).
    #[must_use]
    pub const fn sentence(self) -> &'static str {
        match self {
            Problem::Unexpected => "unexpected {found}; expected {expected}",
            Problem::UnexpectedHere => "unexpected {found}",
            Problem::RuleEnds => "unexpected {found}: {rule} ends before it",
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
