//! Errors of reading ABNF text and of using a grammar.

use crate::ast::Span;

/// ABNF text that could not be read: where and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{column}: {message}")]
pub struct ReadError {
    /// The bytes of the text the error is about (empty at a point).
    pub span: Span,
    /// 1-based line of `span.start`.
    pub line: usize,
    /// 1-based column of `span.start`, counted in characters.
    pub column: usize,
    /// What is wrong, in words.
    pub message: String,
}

impl ReadError {
    /// An error at `span` of `text`, with line and column computed from it.
    pub(crate) fn at(text: &str, span: Span, message: impl Into<String>) -> Self {
        let (line, column) = line_and_column(text, span.start);
        ReadError { span, line, column, message: message.into() }
    }
}

/// The 1-based line and character column of byte `offset` in `text`.
pub(crate) fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    // An offset inside a multi-byte character counts as that character.
    let before = text.get(..offset).unwrap_or_else(|| {
        let start = (0..offset).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        &text[..start]
    });
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// A grammar that cannot answer the question asked of it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GrammarError {
    /// The rule asked for is neither in the grammar nor a core rule.
    #[error("no rule named {name:?}")]
    UnknownRule {
        /// The name asked for.
        name: String,
    },
    /// A rule refers to a rule that is neither defined nor a core rule.
    #[error("rule {referenced_from:?} refers to {name:?}, which is not defined")]
    UndefinedReference {
        /// The missing rule.
        name: String,
        /// The rule whose definition names it.
        referenced_from: String,
    },
    /// A rule can reach itself without consuming input, so matching it
    /// would never end.
    #[error("left recursion: {}", cycle.join(" -> "))]
    LeftRecursion {
        /// The rules of the cycle, the first repeated at the end.
        cycle: Vec<String>,
    },
    /// Matching reached a prose value, whose language is only described in
    /// words.
    #[error("rule {rule:?} uses the prose value <{prose}>, which cannot be matched")]
    ProseValue {
        /// The rule containing it.
        rule: String,
        /// The prose.
        prose: String,
    },
    /// No finite string derives from the rule (it needs a prose value, a
    /// surrogate code point, or itself without end).
    #[error("no string can be generated from rule {rule:?}")]
    NoFiniteDerivation {
        /// The rule asked for.
        rule: String,
    },
    /// The smallest string of the rule is larger than the generator's
    /// bound ([`crate::MAX_DERIVATION_SIZE`]).
    #[error("the smallest string of rule {rule:?} has size {size}, above the generator's bound")]
    DerivationTooLarge {
        /// The rule asked for.
        rule: String,
        /// Its smallest derivation size (rule expansions plus octets).
        size: u64,
    },
    /// Matching needed to remember more end positions than allowed.
    #[error("matching needs more than {limit} remembered end positions")]
    MemoryLimit {
        /// The limit in force.
        limit: usize,
    },
}
