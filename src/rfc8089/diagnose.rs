//! Sentences for RFC 8089 errors.

use core::fmt;

use super::Rule;
use crate::grammar::{Expected, Found, Grammar};

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

impl Reading {
    /// Where another reading of the text goes wrong, when that is farther than the error's start: none is
    /// recorded for RFC 8089.
    #[expect(clippy::unused_self, reason = "the shape every grammar's reading has")]
    pub(crate) fn farthest(&self) -> Option<usize> {
        None
    }

    /// Writes the sentence, where the grammar expected `expected`.
    pub(crate) fn write(
        &self,
        expected: Expected<Rule>,
        _wording: &dyn crate::grammar::Wording,
        f: &mut fmt::Formatter<'_>,
    ) -> fmt::Result {
        match *self {
            Reading::Unexpected { found } if expected.is_empty() => write!(f, "unexpected {found}"),
            Reading::Unexpected { found } => write!(f, "unexpected {found}; expected {expected}"),
            Reading::RuleEnds { rule, found } => write!(f, "unexpected {found}: {} ends before it", rule.name()),
        }
    }
}
