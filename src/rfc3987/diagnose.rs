//! Sentences for RFC 3987 errors: RFC 3986's diagnosis of the same text, told in RFC 3987's names, and the
//! §4.1 rule on bidirectional formatting characters.

use core::fmt;

use super::problem::{CodePoint, Problem};
use super::rule::from_rfc3986;
use super::{Error, Rule};
use crate::grammar::{Expected, Found, Grammar, ReadingOf, RuleError, Wording};
use crate::rfc3986::{self, diagnose::Reading as UriReading, diagnose::Words};

/// What an RFC 3987 error is, from which its sentence is written when it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// RFC 3986's reading of the failure, under RFC 3987's characters.
    Rfc3986(UriReading),
    /// A rule that RFC 3987 adds read less than the whole text; `found` stood after it.
    RuleEnds {
        /// The rule.
        rule: Rule,
        /// What stood after what it read.
        found: Found,
    },
    /// A failure of a rule that RFC 3987 adds, at `found`.
    Unexpected {
        /// What stood where the rule failed.
        found: Found,
    },
    /// A bidirectional formatting character, which RFC 3987 §4.1 forbids.
    BidiFormatting(char),
}

/// The words of RFC 3987's errors: an IRI's, with RFC 3986's sections cited as such and its rules named as RFC
/// 3987 names them.
const IRI_WORDS: Words = Words {
    section: super::problem::RFC3986_SECTION,
    rule_name: iri_name,
    ..Words::of(Some(&super::characters::IRI_CHARACTERS))
};

/// The RFC 3987 name of an RFC 3986 rule.
fn iri_name(rule: rfc3986::Rule) -> &'static str {
    from_rfc3986(rule).name()
}

impl ReadingOf<Rule> for Reading {
    /// Where another reading of the text goes wrong, when that is farther than the error's start.
    fn farthest(&self) -> Option<usize> {
        match self {
            Reading::Rfc3986(reading) => reading.farthest(),
            _ => None,
        }
    }

    /// Writes the sentence, where the grammar expected `expected`.
    fn write(&self, expected: Expected<Rule>, _wording: &dyn Wording, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reading::Rfc3986(reading) => reading.write_in(&expected, IRI_WORDS, f),
            Reading::RuleEnds { rule, found } => {
                Problem::RuleEnds.write(&[("found", &found), ("rule", &rule.name())], f)
            }
            Reading::Unexpected { found } => {
                Problem::Unexpected.write(&[("found", &found), ("expected", &expected)], f)
            }
            Reading::BidiFormatting(c) => {
                let code = Found::Char(c).percent_encoded().unwrap_or_default();
                Problem::BidiFormatting.write(&[("character", &CodePoint(c)), ("code", &code)], f)
            }
        }
    }
}

/// RFC 3986's error for a text read with RFC 3987's characters, told in RFC 3987's names.
pub(crate) fn from_uri_error(error: rfc3986::Error) -> Error {
    // After a registered name, what may continue it is `iunreserved`, not `unreserved`: the one place where
    // RFC 3986's set names a class that RFC 3987 widens without renaming a rule of the set itself.
    let in_reg_name = matches!(
        error.reading,
        UriReading::Stopped { stop: rfc3986::diagnose::Stop::Host { ip_literal: false, .. }, .. }
    );
    error.translate(
        |rule| match rule {
            rfc3986::Rule::Unreserved if in_reg_name => Rule::Iunreserved,
            _ => from_rfc3986(rule),
        },
        Reading::Rfc3986,
    )
}

/// The combinators' failure in RFC 3987's names.
pub(crate) fn from_uri_rule_error(error: RuleError<rfc3986::Rule>) -> RuleError<Rule> {
    error.map(from_rfc3986)
}

/// The error for `text` where RFC 3987's own `rule` (`iunreserved`, `ucschar`, `iprivate`) failed, or read
/// less than the whole text and stopped at `stopped`.
pub(crate) fn own_rule_error(text: &str, rule: Rule, error: RuleError<Rule>, stopped: bool) -> Error {
    Error::build(text.as_bytes(), error, rule, |_, found, rule| {
        if stopped { Reading::RuleEnds { rule, found } } else { Reading::Unexpected { found } }
    })
}

/// The error for the bidirectional formatting character `c` at byte `offset` of `text` (RFC 3987 §4.1).
pub(crate) fn bidi_error(text: &str, offset: usize, c: char) -> Error {
    let error = RuleError { offset, within: Some(Rule::Ucschar), expected: Expected::NOTHING, problem: None };
    let mut error = Error::build(text.as_bytes(), error, Rule::Ucschar, |_, _, _| Reading::BidiFormatting(c));
    error.set_section("4.1");
    error
}
