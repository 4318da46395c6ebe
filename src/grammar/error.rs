//! The parse error: a small `Copy` value inside the combinators, a rich [`Error`] for people at the top.

use alloc::string::String;
use core::fmt;
use core::marker::PhantomData;

use super::position::Position;
use super::rule::Grammar;
use super::{Input, PResult};
use crate::Span;

/// A terminal that a grammar expects at some point but that is not a production of its own: a delimiter, one
/// of the RFC 5234 core rules, or the end of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Token {
    /// `":"`
    Colon,
    /// `"/"`
    Slash,
    /// `"//"`
    DoubleSlash,
    /// `"?"`
    Question,
    /// `"#"`
    Hash,
    /// `"@"`
    At,
    /// `"["`
    OpenBracket,
    /// `"]"`
    CloseBracket,
    /// `"."`
    Dot,
    /// `";"`
    Semicolon,
    /// `"="`
    Equals,
    /// `"%"`
    Percent,
    /// `"+"`
    Plus,
    /// `"-"`
    Minus,
    /// `"|"`, after a drive letter (RFC 8089 Appendix E.2.2)
    VerticalLine,
    /// `"v"` (case-insensitive), the start of an `IPvFuture`
    V,
    /// `ALPHA` (RFC 5234 Appendix B.1)
    Alpha,
    /// `DIGIT` (RFC 5234 Appendix B.1)
    Digit,
    /// `HEXDIG` (RFC 5234 Appendix B.1)
    Hexdig,
    /// the end of the input
    End,
}

impl Token {
    const ALL: [Token; 20] = [
        Token::Colon,
        Token::Slash,
        Token::DoubleSlash,
        Token::Question,
        Token::Hash,
        Token::At,
        Token::OpenBracket,
        Token::CloseBracket,
        Token::Dot,
        Token::Semicolon,
        Token::Equals,
        Token::Percent,
        Token::Plus,
        Token::Minus,
        Token::VerticalLine,
        Token::V,
        Token::Alpha,
        Token::Digit,
        Token::Hexdig,
        Token::End,
    ];

    /// How the token is written in ABNF (`"/"`, `DIGIT`), or `end of input`.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Token::Colon => "\":\"",
            Token::Slash => "\"/\"",
            Token::DoubleSlash => "\"//\"",
            Token::Question => "\"?\"",
            Token::Hash => "\"#\"",
            Token::At => "\"@\"",
            Token::OpenBracket => "\"[\"",
            Token::CloseBracket => "\"]\"",
            Token::Dot => "\".\"",
            Token::Semicolon => "\";\"",
            Token::Equals => "\"=\"",
            Token::Percent => "\"%\"",
            Token::Plus => "\"+\"",
            Token::Minus => "\"-\"",
            Token::VerticalLine => "\"|\"",
            Token::V => "\"v\"",
            Token::Alpha => "ALPHA",
            Token::Digit => "DIGIT",
            Token::Hexdig => "HEXDIG",
            Token::End => "end of input",
        }
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// A set of productions of grammar `R` and of [`Token`]s: what the parser would have accepted where it stopped.
///
/// Two machine words, so that failed alternatives cost nothing to build or merge.
pub struct Expected<R> {
    rules: u64,
    tokens: u32,
    grammar: PhantomData<R>,
}

impl<R> Clone for Expected<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R> Copy for Expected<R> {}
impl<R> PartialEq for Expected<R> {
    fn eq(&self, other: &Self) -> bool {
        self.rules == other.rules && self.tokens == other.tokens
    }
}
impl<R> Eq for Expected<R> {}
impl<R> core::hash::Hash for Expected<R> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.rules.hash(state);
        self.tokens.hash(state);
    }
}
impl<R> Default for Expected<R> {
    fn default() -> Self {
        Self::NOTHING
    }
}

impl<R> Expected<R> {
    /// The empty set.
    pub const NOTHING: Self = Expected { rules: 0, tokens: 0, grammar: PhantomData };

    /// Whether nothing is expected.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.rules == 0 && self.tokens == 0
    }

    /// The set with `token` added.
    #[must_use]
    pub const fn token(mut self, token: Token) -> Self {
        self.tokens |= 1 << token as u32;
        self
    }

    /// Both sets together.
    #[must_use]
    pub const fn union(mut self, other: Self) -> Self {
        self.rules |= other.rules;
        self.tokens |= other.tokens;
        self
    }

    /// Whether `token` is in the set.
    #[must_use]
    pub const fn has_token(&self, token: Token) -> bool {
        self.tokens & (1 << token as u32) != 0
    }

    /// The set as two words (rules, tokens), as a diagnosis keeps it for any grammar (`grammar::reports`).
    pub(crate) const fn to_bits(self) -> (u64, u32) {
        (self.rules, self.tokens)
    }

    /// The set of [`Expected::to_bits`].
    pub(crate) const fn from_bits(rules: u64, tokens: u32) -> Self {
        Expected { rules, tokens, grammar: PhantomData }
    }

    /// The tokens in the set, in a fixed order.
    pub fn tokens(&self) -> impl Iterator<Item = Token> + '_ {
        Token::ALL.into_iter().filter(|&token| self.has_token(token))
    }
}

impl<R: Grammar> Expected<R> {
    /// The set holding just `rule`.
    #[must_use]
    pub fn of(rule: R) -> Self {
        Self::NOTHING.rule(rule)
    }

    /// The set with `rule` added.
    #[must_use]
    pub fn rule(mut self, rule: R) -> Self {
        self.rules |= 1 << rule.index();
        self
    }

    /// Whether `rule` is in the set.
    #[must_use]
    pub fn has_rule(&self, rule: R) -> bool {
        self.rules & (1 << rule.index()) != 0
    }

    /// The rules in the set, in the order of the RFC's grammar.
    pub fn rules(&self) -> impl Iterator<Item = R> + '_ {
        R::ALL.iter().copied().filter(|&rule| self.has_rule(rule))
    }

    /// The same set in grammar `S`, each rule renamed by `rename`.
    pub(crate) fn map<S: Grammar>(self, rename: impl Fn(R) -> S) -> Expected<S> {
        let tokens = Expected { rules: 0, tokens: self.tokens, grammar: PhantomData };
        self.rules().fold(tokens, |set, rule| set.rule(rename(rule)))
    }

    /// Every member by name: rule names first, then tokens.
    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.rules().map(R::name).chain(self.tokens().map(Token::describe))
    }
}

impl<R: Grammar> fmt::Debug for Expected<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.names()).finish()
    }
}

/// `a, b or c`, the way people list alternatives.
impl<R: Grammar> fmt::Display for Expected<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let count = self.names().count();
        for (index, name) in self.names().enumerate() {
            if index > 0 {
                f.write_str(if index + 1 == count { " or " } else { ", " })?;
            }
            f.write_str(name)?;
        }
        Ok(())
    }
}

/// The error the combinators pass around: the byte offset where the parse failed, the innermost rule that had
/// consumed input before the failure, what would have been accepted there, and, for failures committed by a
/// delimiter, a sentence.
///
/// [`nom::error::ParseError::or`] keeps the failure that got farthest and merges what was expected when two
/// alternatives failed at the same byte, so the error lands where a person looks.
pub struct RuleError<R> {
    /// Byte offset of the failure from the start of the text.
    pub offset: usize,
    /// The innermost rule that had consumed input when it failed.
    pub within: Option<R>,
    /// What would have been accepted at the failure.
    pub expected: Expected<R>,
    /// Why, in words, when a combinator knows better than "expected X".
    pub problem: Option<&'static str>,
}

impl<R: Copy> Clone for RuleError<R> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<R: Copy> Copy for RuleError<R> {}

impl<R: Grammar> fmt::Debug for RuleError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleError")
            .field("offset", &self.offset)
            .field("within", &self.within)
            .field("expected", &self.expected)
            .field("problem", &self.problem)
            .finish()
    }
}

impl<R: Grammar> RuleError<R> {
    /// A failure at byte `offset`, expecting `expected`.
    #[must_use]
    pub fn expecting(offset: usize, expected: Expected<R>) -> Self {
        RuleError { offset, within: None, expected, problem: None }
    }

    /// A failure inside `rule` that a person should read as `problem`.
    #[must_use]
    pub fn problem(offset: usize, rule: R, expected: Expected<R>, problem: &'static str) -> Self {
        RuleError { offset, within: Some(rule), expected, problem: Some(problem) }
    }

    /// Records that this failure happened while parsing `rule`, which started at byte `start`.
    ///
    /// A failure at the rule's first byte means the rule itself was expected there: the inner details give way
    /// to the rule's name. A failure further in keeps its details and learns which rule it was inside.
    #[must_use]
    pub fn within_rule(mut self, rule: R, start: usize) -> Self {
        if self.offset == start && self.problem.is_none() {
            self.expected = Expected::of(rule);
            self.within = None;
        } else if self.within.is_none() {
            self.within = Some(rule);
        }
        self
    }
}

impl<R: Grammar> RuleError<R> {
    /// The same failure in grammar `S`, each rule renamed by `rename`.
    pub(crate) fn map<S: Grammar>(self, rename: impl Fn(R) -> S) -> RuleError<S> {
        RuleError {
            offset: self.offset,
            within: self.within.map(&rename),
            expected: self.expected.map(rename),
            problem: self.problem,
        }
    }
}

impl<'a, R: Grammar> nom::error::ParseError<Input<'a>> for RuleError<R> {
    fn from_error_kind(input: Input<'a>, _kind: nom::error::ErrorKind) -> Self {
        RuleError::expecting(input.location_offset(), Expected::NOTHING)
    }

    fn append(_input: Input<'a>, _kind: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    fn or(self, other: Self) -> Self {
        match self.offset.cmp(&other.offset) {
            core::cmp::Ordering::Greater => self,
            core::cmp::Ordering::Less => other,
            core::cmp::Ordering::Equal => RuleError {
                offset: self.offset,
                within: self.within.or(other.within),
                expected: self.expected.union(other.expected),
                problem: self.problem.or(other.problem),
            },
        }
    }
}

/// Runs `parser` as the body of the function of `rule`, attaching `rule` to its failures; see [`label`].
// Forced only where the compiler optimizes (as `escaped_run`): unoptimized, inlining every rule into its
// caller gives frames too big for the 64 KiB stacks the robustness tests parse on.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn within<'a, O, R: Grammar>(
    rule: R,
    input: Input<'a>,
    parser: impl FnOnce(Input<'a>) -> PResult<'a, O, R>,
) -> PResult<'a, O, R> {
    label(rule, &input, parser(input))
}

/// Attaches `rule` to a failure of a rule function that started on `start`; see [`RuleError::within_rule`].
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn label<'a, O, R: Grammar>(rule: R, start: &Input<'a>, result: PResult<'a, O, R>) -> PResult<'a, O, R> {
    match result {
        Ok(ok) => Ok(ok),
        // Matched here rather than through `nom::Err::map`, which is not inlined and moves the error twice.
        Err(nom::Err::Error(error)) => Err(nom::Err::Error(error.within_rule(rule, start.location_offset()))),
        Err(nom::Err::Failure(error)) => Err(nom::Err::Failure(error.within_rule(rule, start.location_offset()))),
        Err(nom::Err::Incomplete(needed)) => Err(nom::Err::Incomplete(needed)),
    }
}

/// Why a text is not in the language of a rule of grammar `R`, with everything an editor or a person needs: the
/// bytes to underline, the line and columns, the rule, what was expected, the RFC section, and a sentence.
///
/// It is read through its accessors ([`Error::span()`], [`Error::position()`], [`Error::rule()`],
/// [`Error::expected()`], [`Error::section()`], [`Error::message()`], ...), so that what it keeps inside can
/// change: it keeps what the failure needs and writes its sentence only when asked.
#[derive(Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{} ({rfc} \u{a7}{section}, {rule})",
    Sentence(self, &LibraryWording),
    rfc = R::RFC,
    section = self.section(),
    rule = self.rule.name()
)]
#[non_exhaustive]
pub struct Error<R: Grammar> {
    /// The offending bytes: the whole character where the parser stopped, or an empty span at the end of input.
    span: Span,
    /// Line and columns of the span's start, where they cannot be told from the offset alone.
    lines: Lines,
    /// The rule being parsed at the failure.
    rule: R,
    /// What the grammar would have accepted at the failure.
    expected: Expected<R>,
    /// The section to read when it is not the rule's own.
    section: Option<&'static str>,
    /// What the diagnosis found, from which [`Error::message`] writes the sentence.
    pub(crate) reading: R::Reading,
}

impl<R: Grammar> Error<R> {
    /// The offending bytes: the whole character where the parser stopped, or an empty span at the end of input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }

    /// Line, columns and offset of the span's start.
    #[must_use]
    pub fn position(&self) -> Position {
        self.lines.position(self.span.start)
    }

    /// The rule being parsed at the failure.
    #[must_use]
    pub fn rule(&self) -> R {
        self.rule
    }

    /// What the grammar would have accepted at the failure.
    #[must_use]
    pub fn expected(&self) -> &Expected<R> {
        &self.expected
    }

    /// The RFC section that says what is allowed there, without the `§`.
    #[must_use]
    pub fn section(&self) -> &'static str {
        self.section.unwrap_or_else(|| self.rule.section())
    }

    /// The 1-based line of the error.
    #[must_use]
    pub fn line(&self) -> usize {
        self.position().line
    }

    /// The 1-based column of the error in characters.
    #[must_use]
    pub fn column(&self) -> usize {
        self.position().column
    }

    /// The 1-based column of the error in UTF-16 code units (LSP counts these, from 0).
    #[must_use]
    pub fn column_utf16(&self) -> usize {
        self.position().column_utf16
    }

    /// A sentence for people: what is wrong and, where it can, how to mend it. It is written when asked for;
    /// the error's `Display` writes it followed by the RFC, the section and the rule.
    #[must_use]
    pub fn message(&self) -> String {
        self.message_in(&LibraryWording)
    }

    /// [`Error::message`], naming what the reader can do in `wording`'s words: where a sentence advises
    /// another grammar (RFC 2396 with RFC 2732's IPv6 literals), a command names its flags and an editor its
    /// settings, where the library names its options.
    ///
    /// ```
    /// use urigram::{Dialect, grammar::Wording};
    ///
    /// struct Flags;
    /// impl Wording for Flags {
    ///     fn choose(&self, dialect: Dialect) -> &str {
    ///         if dialect == Dialect::Rfc2396Rfc2732 { "--rfc 2396 --rfc2732" } else { dialect.label() }
    ///     }
    /// }
    /// let error = urigram::rfc2396::parse_uri_reference("http://[::1]/").unwrap_err();
    /// assert!(error.message_in(&Flags).contains("--rfc 2396 --rfc2732"));
    /// assert!(error.message().contains("rfc2396::Options::rfc2732(true)"));
    /// ```
    #[must_use]
    pub fn message_in(&self, wording: &dyn Wording) -> String {
        use alloc::string::ToString;
        Sentence(self, wording).to_string()
    }

    /// Where the text stops being the beginning of any text of the grammar, when that is beyond the error's
    /// start: the error names the likelier reading (a port of `host:80x/`), and this is where the other one
    /// (user information, `a:80x` of `a:80x@host`) goes wrong. The sentence says both.
    ///
    /// ```
    /// let error = urigram::rfc3986::parse_uri_reference("http://a:80x/").unwrap_err();
    /// assert_eq!((error.span().start, error.farthest()), (11, Some(12)));
    /// ```
    #[must_use]
    pub fn farthest(&self) -> Option<usize> {
        R::farthest(&self.reading)
    }

    /// The RFC whose grammar rejected the input.
    #[must_use]
    pub fn rfc(&self) -> super::Rfc {
        R::RFC
    }

    /// Names `rule` as the rule that failed (and its section as the one to read): for a diagnosis that knows a
    /// better place to point the reader than the rule the parser was in.
    pub(crate) fn set_rule(&mut self, rule: R) {
        self.rule = rule;
        self.section = None;
    }

    /// Names `section` as the one that says what is allowed, for a failure that another section than its rule's
    /// forbids.
    pub(crate) fn set_section(&mut self, section: &'static str) {
        self.section = Some(section);
    }

    /// The same error told in grammar `S`: `rename` names each rule there and `reading` says what the failure
    /// is there. The span, position and offsets stay; the section is the renamed rule's.
    pub(crate) fn translate<S: Grammar>(
        self,
        rename: impl Fn(R) -> S,
        reading: impl FnOnce(R::Reading) -> S::Reading,
    ) -> Error<S> {
        Error {
            span: self.span,
            lines: self.lines,
            rule: rename(self.rule),
            expected: self.expected.map(rename),
            section: None,
            reading: reading(self.reading),
        }
    }

    /// Builds the error for `text` from the combinators' `RuleError`.
    ///
    /// `rule` is the rule to name when the combinators recorded none (the rule the caller asked for);
    /// `describe` says what the failure is, given the character found there; its sentence is written later.
    pub(crate) fn build(
        text: &[u8],
        error: RuleError<R>,
        rule: R,
        describe: impl FnOnce(&RuleError<R>, Found, R) -> R::Reading,
    ) -> Self {
        Self::build_after(text, error, rule, false, describe)
    }

    /// [`Error::build`], where `read_as_ascii_line` says that the text before the error is one line of ASCII
    /// because rules that read only such characters read it (RFC 3986's, without RFC 3987's characters): its
    /// position is then told by its offset, and the text is not scanned for line breaks.
    pub(crate) fn build_after(
        text: &[u8],
        error: RuleError<R>,
        rule: R,
        read_as_ascii_line: bool,
        describe: impl FnOnce(&RuleError<R>, Found, R) -> R::Reading,
    ) -> Self {
        let offset = error.offset.min(text.len());
        let lines = if read_as_ascii_line {
            debug_assert!(matches!(Lines::before(text, offset), Lines::FirstLineAscii), "{offset} of {text:?}");
            Lines::FirstLineAscii
        } else {
            Lines::before(text, offset)
        };
        let found = Found::at(text, offset);
        // The whole character found, as `char_span_at` gives it, without decoding it a second time.
        let span = match found {
            Found::End => Span::at(text.len()),
            Found::Char(c) => Span::new(offset, offset + c.len_utf8()),
            Found::Byte(_) => Span::new(offset, offset + 1),
        };
        let rule = error.within.unwrap_or(rule);
        let reading = describe(&error, found, rule);
        Error { span, lines, rule, expected: error.expected, section: None, reading }
    }
}

/// The line and columns of an error's start, kept only where they cannot be told from its offset: a URI is
/// nearly always one line of ASCII, and then the line is 1 and every column is the offset plus one.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lines {
    /// The text before the error is ASCII without a line break.
    FirstLineAscii,
    /// Any other text: the position, counted (its offset is the error's start).
    Counted { line: usize, column_byte: usize, column: usize, column_utf16: usize },
}

impl Lines {
    /// The lines and columns of byte `offset` (at most the length) of `text`.
    #[inline]
    fn before(text: &[u8], offset: usize) -> Lines {
        let before = text.get(..offset).unwrap_or(text);
        // A byte with its high bit set or a line feed needs the counting. Eight bytes at a time: a line feed is
        // a zero byte of the word XORed with line feeds, found by the borrow it leaves (and a byte of 0x80 or
        // above sets the same bit, which is what is looked for too).
        const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
        const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
        const FEEDS: u64 = u64::from_ne_bytes([b'\n'; 8]);
        let words = before.chunks_exact(8);
        let tail = words.remainder();
        let special = |word: u64| (word | (word ^ FEEDS).wrapping_sub(ONES)) & HIGH;
        let word_of = |chunk: &[u8]| {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            u64::from_ne_bytes(word)
        };
        let seen = words.fold(0u64, |seen, chunk| seen | special(word_of(chunk)))
            | match before.len().checked_sub(8) {
                // The tail as the last eight bytes, overlapping bytes already seen (which changes nothing).
                Some(start) if !tail.is_empty() => special(word_of(&before[start..])),
                _ => tail.iter().fold(0u64, |seen, &b| seen | u64::from(b & 0x80) | u64::from(b == b'\n')),
            };
        if seen == 0 {
            Lines::FirstLineAscii
        } else {
            let Position { line, column_byte, column, column_utf16, .. } = Position::of(text, offset);
            Lines::Counted { line, column_byte, column, column_utf16 }
        }
    }

    /// The position of `offset`, the error's start, which these lines were taken at.
    #[inline]
    fn position(self, offset: usize) -> Position {
        match self {
            Lines::FirstLineAscii => {
                let column = offset + 1;
                Position { offset, line: 1, column_byte: column, column, column_utf16: column }
            }
            Lines::Counted { line, column_byte, column, column_utf16 } => {
                Position { offset, line, column_byte, column, column_utf16 }
            }
        }
    }
}

/// An error's sentence, written by its grammar from the error's reading.
struct Sentence<'a, R: Grammar>(&'a Error<R>, &'a dyn Wording);

impl<R: Grammar> fmt::Display for Sentence<'_, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        R::write_sentence(&self.0.reading, self.0.expected, self.1, f)
    }
}

/// How a sentence names what its reader can do: which words choose a grammar. The library's own sentences
/// ([`Error::message`], `Display`) name its options; a command names its flags, an editor its settings
/// ([`Error::message_in`]).
pub trait Wording {
    /// The words that choose `dialect` where the sentence is read (`rfc2396::Options::rfc2732(true)`,
    /// `--rfc 2396 --rfc2732`).
    fn choose(&self, dialect: super::Dialect) -> &str;
}

/// The library's words: its options.
#[derive(Clone, Copy, Debug)]
pub struct LibraryWording;

impl Wording for LibraryWording {
    fn choose(&self, dialect: super::Dialect) -> &str {
        use super::Dialect;
        match dialect {
            Dialect::Rfc3986 => "rfc3986::Options::RFC3986",
            Dialect::Rfc3986Rfc6874 => "rfc3986::Options::rfc6874(true)",
            Dialect::Rfc3987 => "rfc3987::Options::RFC3987",
            Dialect::Rfc3987Rfc6874 => "rfc3987::Options::RFC3987.rfc6874(true)",
            Dialect::Rfc2396 => "rfc2396::Options::RFC2396",
            Dialect::Rfc2396Rfc2732 => "rfc2396::Options::rfc2732(true)",
            Dialect::Rfc1808 => "rfc1808::Options::RFC1808",
            Dialect::Rfc1808Rfc2068 => "rfc1808::Options::RFC2068",
            Dialect::Rfc8089 => "rfc8089::Options::RFC8089",
            Dialect::Rfc8089AppendixF => "rfc8089::Options::APPENDIX_F",
        }
    }
}

impl<R: Grammar> fmt::Debug for Error<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("span", &self.span)
            .field("line", &self.position().line)
            .field("column", &self.position().column)
            .field("column_utf16", &self.position().column_utf16)
            .field("rule", &self.rule.name())
            .field("expected", &self.expected)
            .field("section", &self.section())
            .field("message", &self.message())
            .finish()
    }
}

/// What stood where the parser stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// The input ended.
    End,
    /// A character (the whole UTF-8 sequence, when the bytes are valid UTF-8).
    Char(char),
    /// A byte that does not start a valid UTF-8 character.
    Byte(u8),
}

impl Found {
    /// What stands at `offset` of `text`.
    ///
    /// Inlined: every error asks it once or twice, nearly always at an ASCII byte or the end, which take a
    /// comparison or two; a call, with its saved registers, cost more than the answer on the error path.
    #[must_use]
    #[inline]
    pub fn at(text: &[u8], offset: usize) -> Found {
        let Some(rest) = text.get(offset..).filter(|rest| !rest.is_empty()) else {
            return Found::End;
        };
        let lead = rest[0];
        // The width the lead byte announces (as `utf8_width` reads it), checked once by decoding.
        let width = match lead {
            0x00..=0x7F => return Found::Char(char::from(lead)),
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => return Found::Byte(lead),
        };
        let decoded = rest.get(..width).and_then(|sequence| core::str::from_utf8(sequence).ok());
        match decoded.and_then(|sequence| sequence.chars().next()) {
            Some(c) => Found::Char(c),
            None => Found::Byte(lead),
        }
    }

    /// Whether what was found is a character outside ASCII (or a byte that is not UTF-8).
    #[must_use]
    pub fn is_non_ascii(&self) -> bool {
        match self {
            Found::End => false,
            Found::Char(c) => !c.is_ascii(),
            Found::Byte(_) => true,
        }
    }

    /// The `%XX` percent-encoding of what was found (of each UTF-8 byte of a character), or `None` at the end.
    #[must_use]
    pub fn percent_encoded(&self) -> Option<String> {
        let mut buf = [0u8; 4];
        let bytes: &[u8] = match self {
            Found::End => return None,
            Found::Char(c) => c.encode_utf8(&mut buf).as_bytes(),
            Found::Byte(b) => core::slice::from_ref(b),
        };
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let mut out = String::with_capacity(3 * bytes.len());
        for &byte in bytes {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 0xF)]));
        }
        Some(out)
    }
}

/// `"x"`, `" " (space)`, `"é" (U+00E9)`, `byte 0xFF`, `end of input`.
impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Found::End => f.write_str("end of input"),
            Found::Char(' ') => f.write_str("\" \" (space)"),
            Found::Char('\t') => f.write_str("a tab (U+0009)"),
            Found::Char('\n') => f.write_str("a line feed (U+000A)"),
            Found::Char('\r') => f.write_str("a carriage return (U+000D)"),
            Found::Char(c) if c.is_control() => write!(f, "control character U+{:04X}", c as u32),
            Found::Char(c) if c.is_ascii() => write!(f, "\"{c}\""),
            Found::Char(c) => write!(f, "\"{c}\" (U+{:04X})", c as u32),
            Found::Byte(b) => write!(f, "byte 0x{b:02X}, which is not UTF-8"),
        }
    }
}

/// Writes `sentence` (a grammar's `Problem` sentence) with each place `{name}` filled by the value `places` gives
/// for `name`. A place that `places` does not give is written as it stands, and so is an unclosed `{`.
pub(crate) fn write_sentence(
    sentence: &str,
    places: &[(&str, &dyn fmt::Display)],
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let mut text = sentence;
    while let Some(open) = text.find('{') {
        let (before, from_brace) = text.split_at(open);
        f.write_str(before)?;
        let inside = from_brace.get(1..).unwrap_or_default();
        let Some(close) = inside.find('}') else {
            return f.write_str(from_brace);
        };
        let (name, from_close) = inside.split_at(close);
        match places.iter().find(|(place, _)| *place == name) {
            Some((_, value)) => write!(f, "{value}")?,
            None => f.write_str(from_brace.get(..close + 2).unwrap_or_default())?,
        }
        text = from_close.get(1..).unwrap_or_default();
    }
    f.write_str(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_kept_or_not_give_the_counted_position() {
        // A position is kept only where the text before it is not one line of ASCII; either way it is the one
        // Position::of counts, at every offset of texts with line feeds, non-ASCII characters and stray bytes.
        let texts: [&[u8]; 6] =
            [b"http://a/b c", b"", b"a\nb\r\nc", "x/\u{e9}/\u{1f600}/y".as_bytes(), &[b'a', 0xFF, b'b'], b"\n"];
        for text in texts {
            for offset in 0..=text.len() {
                let lines = Lines::before(text, offset);
                assert_eq!(lines.position(offset), Position::of(text, offset), "{text:?} at {offset}");
                let plain = text[..offset].iter().all(|&b| b.is_ascii() && b != b'\n');
                assert_eq!(matches!(lines, Lines::FirstLineAscii), plain, "{text:?} at {offset}");
            }
        }
    }
}
