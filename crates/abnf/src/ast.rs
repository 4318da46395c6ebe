//! The syntax tree of an ABNF rule definition, with byte spans into the text
//! it was read from.

use std::ops::Range;

/// A byte range in the ABNF text a node was read from.
pub type Span = Range<usize>;

/// `alternation = concatenation *( "/" concatenation )`: the input matches if
/// any alternative matches. ABNF alternatives are unordered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternation {
    /// The alternatives, in the order they are written.
    pub alternatives: Vec<Concatenation>,
    /// Where the alternation is written.
    pub span: Span,
}

/// `concatenation = repetition *( 1*c-wsp repetition )`: the items match
/// consecutive parts of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Concatenation {
    /// The items, in order.
    pub items: Vec<Repetition>,
    /// Where the concatenation is written.
    pub span: Span,
}

/// `repetition = [repeat] element`: between `min` and `max` consecutive
/// matches of `element`. An element written without a repeat prefix has
/// `min == 1` and `max == Some(1)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Repetition {
    /// The fewest occurrences allowed.
    pub min: u32,
    /// The most occurrences allowed; `None` when the repeat has no upper
    /// bound (`*x`, `2*x`).
    pub max: Option<u32>,
    /// What is repeated.
    pub element: Element,
    /// Where the repetition, prefix included, is written.
    pub span: Span,
}

/// One element of a concatenation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Element {
    /// A reference to a rule by name (`rulename`).
    Rule(RuleRef),
    /// `( alternation )`.
    Group(Alternation),
    /// `[ alternation ]`, the same as `*1( alternation )`.
    Optional(Alternation),
    /// A quoted string (`char-val`), with RFC 7405's `%s` / `%i` prefixes.
    Text(TextValue),
    /// A numeric value (`num-val`): a single value, a range or a sequence.
    Number(NumberValue),
    /// A prose description between angle brackets (`prose-val`). It names a
    /// language in words, so it can neither be matched nor generated.
    Prose(ProseValue),
}

/// A reference to a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleRef {
    /// The name as written; rule names compare case-insensitively.
    pub name: String,
    /// Where the name is written.
    pub span: Span,
}

/// A quoted string.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextValue {
    /// The characters between the quotes (printable US-ASCII).
    pub text: String,
    /// `true` for RFC 7405's `%s"..."`; plain `"..."` and `%i"..."` match
    /// ASCII letters of either case (RFC 5234 §2.3).
    pub case_sensitive: bool,
    /// Where the string, prefix and quotes included, is written.
    pub span: Span,
}

/// The base a numeric value is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    /// `%b`
    Binary,
    /// `%d`
    Decimal,
    /// `%x`
    Hexadecimal,
}

/// A numeric terminal value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberValue {
    /// The base it is written in.
    pub base: Base,
    /// What it denotes.
    pub kind: NumberKind,
    /// Where it is written, `%` included.
    pub span: Span,
}

/// The two shapes of a numeric value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumberKind {
    /// `%x41.42.43`, or a single `%x41`: these values, in order.
    Sequence(Vec<u32>),
    /// `%x41-5A`: any one value from `low` to `high`, both included.
    Range {
        /// The smallest value.
        low: u32,
        /// The largest value.
        high: u32,
    },
}

/// A prose value, `<...>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProseValue {
    /// The text between the angle brackets.
    pub text: String,
    /// Where it is written, brackets included.
    pub span: Span,
}
