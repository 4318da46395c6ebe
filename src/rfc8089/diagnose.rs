//! Sentences for RFC 8089 errors.

use core::fmt;

use super::{Problem, Rule};
use crate::grammar::{Expected, Found, Grammar, ReadingOf, Wording};

/// What an RFC 8089 error is, from which its sentence is written when it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A rule failed at `found`.
    Unexpected {
        /// What stood where the rule failed.
        found: Found,
    },
    /// A rule read less than the whole text; `found` stood after it.
    RuleEnds {
        /// The rule.
        rule: Rule,
        /// What stood after what it read.
        found: Found,
    },
}

/// No farther reading is recorded for RFC 8089.
impl ReadingOf<Rule> for Reading {
    fn write(&self, expected: Expected<Rule>, _wording: &dyn Wording, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reading::Unexpected { found } if expected.is_empty() => {
                Problem::UnexpectedHere.write(&[("found", &found)], f)
            }
            Reading::Unexpected { found } => {
                Problem::Unexpected.write(&[("found", &found), ("expected", &expected)], f)
            }
            Reading::RuleEnds { rule, found } => {
                Problem::RuleEnds.write(&[("found", &found), ("rule", &rule.name())], f)
            }
        }
    }
}
