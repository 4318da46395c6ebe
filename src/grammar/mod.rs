//! What every grammar shares: spans, positions, byte classes, rule metadata, the error types, and the few
//! byte-level combinators that the rule functions are built from.

mod branch;
mod class;
mod component;
mod cursor;
mod dialect;
mod entry;
mod error;
pub mod kind;
mod node;
mod offset;
mod position;
mod reading;
pub(crate) mod reports;
mod rule;
mod span;
mod top;
mod variant;
mod wide;

pub use branch::{Branch, BranchParts};
pub use class::{ALPHA, ByteClass, DIGIT, HEXDIG};
pub use component::{Component, Components, Part};
pub use cursor::Cursor;
pub use dialect::Dialect;
pub(crate) use entry::{Entry, entries};
pub(crate) use error::Found;
pub use error::{Error, Expected, LibraryWording, RuleError, Token, Wording};
pub(crate) use error::{label, within, write_sentence};
pub(crate) use node::{Laid, after_scheme, leaf_kinds};
pub use node::{Leaf, LeafKind, Pieces};
pub(crate) use offset::Offset;
pub use position::{Position, char_span_at};
pub(crate) use reading::ReadingOf;
pub use rule::{Grammar, Rfc, UnknownRule};
pub(crate) use rule::{grammar_rules, rule_function_name, rule_tree_of};
pub use span::Span;
pub use top::Top;
pub use variant::{Diagnosing, Marker, Reporting};
pub use wide::Widening;
pub(crate) use wide::{starts_wide_run, wide_char, wide_escaped_run_at};

/// What the rule functions parse: text that knows its byte offset in the whole input.
///
/// Rule functions touch it only through its two accessors and the helpers below (`class0`, `byte`,
/// [`span_of`], ...), so the input type can change in one place.
pub type Input<'a> = Cursor<'a>;

/// The result of a rule function of grammar `R`.
pub type PResult<'a, O, R> = nom::IResult<Input<'a>, O, RuleError<R>>;

/// Wraps a whole text for parsing.
#[inline]
#[must_use]
pub fn input(text: &str) -> Input<'_> {
    Input::new(text)
}

/// A recoverable failure (another alternative may still match) at `input`, expecting `expected`.
#[inline]
pub(crate) fn mismatch<R: Grammar>(input: &Input<'_>, expected: Expected<R>) -> nom::Err<RuleError<R>> {
    nom::Err::Error(RuleError::expecting(input.location_offset(), expected))
}

/// A committed failure at `input` inside `rule`: a delimiter has been seen, so no alternative can match, and
/// `problem` says why in words.
#[inline]
pub(crate) fn failure<R: Grammar>(
    input: &Input<'_>,
    rule: R,
    expected: Expected<R>,
    problem: &'static str,
) -> nom::Err<RuleError<R>> {
    nom::Err::Failure(RuleError::problem(input.location_offset(), rule, expected, problem))
}

/// Splits off the first `length` bytes: `(rest, taken)`, nom's order.
///
/// Callers pass only lengths that end on an ASCII byte or at the end of the text (every byte class either holds
/// all of the bytes 0x80-0xFF or none of them), so the split is always on a character boundary.
#[inline]
pub(crate) fn split(input: Input<'_>, length: usize) -> (Input<'_>, Input<'_>) {
    use nom::Input as _;
    input.take_split(length)
}

/// The bytes not yet parsed.
#[inline]
pub(crate) fn rest<'a>(input: &Input<'a>) -> &'a [u8] {
    input.fragment().as_bytes()
}

/// The next byte, if any.
#[inline]
pub(crate) fn peek_byte(input: &Input<'_>) -> Option<u8> {
    rest(input).first().copied()
}

/// Zero or more bytes of `class`: the run is matched with one table load per byte and returned as a slice.
#[inline]
pub(crate) fn class0<'a, R: Grammar>(class: &'static ByteClass) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    move |input| Ok(split(input, class.run_length(rest(&input))))
}

/// One or more bytes of `class`; when there is none, `expected` says what the class stands for.
#[inline]
pub(crate) fn class1<'a, R: Grammar>(
    class: &'static ByteClass,
    expected: Expected<R>,
) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    move |input| match class.run_length(rest(&input)) {
        0 => Err(mismatch(&input, expected)),
        length => Ok(split(input, length)),
    }
}

/// `group "." group "." group "." group`, the shape of every grammar's `IPv4address`, read by index: `group`
/// gives the length of the group its bytes start with (`None` where none does), and `group_expected` names
/// it in the error. As a sequence of seven rule functions, each group and each dot returned its own pair of
/// cursors. The error is the one that sequence would give: at the first group or dot missing.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn dotted_quad<'a, R: Grammar>(
    input: Input<'a>,
    group: impl Fn(&[u8]) -> Option<usize>,
    group_expected: Expected<R>,
) -> PResult<'a, Input<'a>, R> {
    match dotted_quad_length(rest(&input), group) {
        Ok(length) => Ok(split(input, length)),
        Err(Missing::Group(at)) => Err(mismatch(&split(input, at).0, group_expected)),
        Err(Missing::Dot(at)) => Err(mismatch(&split(input, at).0, Expected::NOTHING.token(Token::Dot))),
    }
}

/// What [`dotted_quad_length`] did not find, and where.
pub(crate) enum Missing {
    /// A group, at this index.
    Group(usize),
    /// The `.` after one of the first three groups, at this index.
    Dot(usize),
}

/// The length of the [`dotted_quad`] that `bytes` starts with, or what is missing where.
#[inline(always)]
pub(crate) fn dotted_quad_length(bytes: &[u8], group: impl Fn(&[u8]) -> Option<usize>) -> Result<usize, Missing> {
    let mut end = 0;
    for index in 0..4 {
        if index > 0 {
            if bytes.get(end) != Some(&b'.') {
                return Err(Missing::Dot(end));
            }
            end += 1;
        }
        end += group(bytes.get(end..).unwrap_or_default()).ok_or(Missing::Group(end))?;
    }
    Ok(end)
}

/// The characters of a scheme after its first letter: `ALPHA / DIGIT / "+" / "-" / "."`.
pub(crate) const SCHEME_REST: ByteClass = ALPHA.union(DIGIT).with_bytes(b"+-.");

/// The text of a scheme as RFC 3986 §3.1 and RFC 2396 §3.1 both write it, `ALPHA *( ALPHA / DIGIT / "+" / "-" /
/// "." )`; when no letter starts `input`, a mismatch expecting `letter` (each grammar's own name for a letter).
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn scheme_text<'a, R: Grammar>(input: Input<'a>, letter: Expected<R>) -> PResult<'a, Input<'a>, R> {
    match rest(&input).split_first() {
        Some((&first, others)) if ALPHA.contains(first) => Ok(split(input, 1 + SCHEME_REST.run_length(others))),
        _ => Err(mismatch(&input, letter)),
    }
}

/// Exactly one byte of `class`.
#[inline]
pub(crate) fn one_of<'a, R: Grammar>(
    class: &'static ByteClass,
    expected: Expected<R>,
) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    move |input| match peek_byte(&input) {
        Some(b) if class.contains(b) => Ok(split(input, 1)),
        _ => Err(mismatch(&input, expected)),
    }
}

/// `"%" HEXDIG HEXDIG`, the escape that every URI grammar writes under a name of its own (RFC 3986
/// `pct-encoded`, RFC 2396 `escaped`, RFC 1808 `escape`), read as `rule`, whose two digits the grammar calls
/// `digits`. Each grammar's rule function quotes its own ABNF and calls this.
///
/// A `%` commits: a `%` without two hex digits is a failure at the first byte that is not one, which says
/// `problem` (each grammar's sentence).
#[inline]
pub(crate) fn percent_escape<'a, R: Grammar>(
    rule: R,
    digits: Expected<R>,
    problem: &'static str,
    input: Input<'a>,
) -> PResult<'a, Input<'a>, R> {
    within(rule, input, |input: Input<'a>| {
        let (after, _) = byte(b'%', Token::Percent)(input)?;
        let valid = rest(&after).iter().take(2).take_while(|&&b| HEXDIG.contains(b)).count();
        if valid < 2 {
            let (at, _) = split(after, valid);
            return Err(failure(&at, rule, digits, problem));
        }
        Ok(split(input, 3))
    })
}

/// The failure that a rule function run on all of `text` as `rule` returned, as the error to describe: nom's
/// `Incomplete` (which these complete-input rules do not return) as `rule` expected at the end of `text`.
pub(crate) fn failure_of<R: Grammar>(error: nom::Err<RuleError<R>>, text: &str, rule: R) -> RuleError<R> {
    match error {
        nom::Err::Error(error) | nom::Err::Failure(error) => error,
        nom::Err::Incomplete(_) => RuleError::expecting(text.len(), Expected::of(rule)),
    }
}

/// What a rule function's `result` read from `start`, as a span: how `parse_rule` and `match_prefix` report a
/// rule of any node type.
#[inline]
pub(crate) fn spanned<'a, O, R: Grammar>(start: Input<'a>, result: PResult<'a, O, R>) -> PResult<'a, Span, R> {
    result.map(|(after, _)| (after, span_between(&start, &after)))
}

/// The single ASCII byte `literal`, reported as `token` when absent.
#[inline]
pub(crate) fn byte<'a, R: Grammar>(literal: u8, token: Token) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    byte_or(literal, Expected::NOTHING.token(token))
}

/// The single ASCII byte `literal`; when it is absent, `expected` is what could have stood there (the byte, and
/// what could have continued the text before it).
#[inline]
pub(crate) fn byte_or<'a, R: Grammar>(
    literal: u8,
    expected: Expected<R>,
) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    #[inline(always)]
    move |input| match peek_byte(&input) {
        Some(b) if b == literal => Ok(split(input, 1)),
        _ => Err(mismatch(&input, expected)),
    }
}

/// The ASCII literal `text`, compared exactly, reported as `token` when absent.
#[inline]
pub(crate) fn literal<'a, R: Grammar>(
    text: &'static str,
    token: Token,
) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    move |input| {
        if rest(&input).starts_with(text.as_bytes()) {
            Ok(split(input, text.len()))
        } else {
            Err(mismatch(&input, Expected::NOTHING.token(token)))
        }
    }
}

/// `*( plain / escape )` for a class `plain` of single bytes and a grammar's percent-escape rule `escape`
/// (`"%" HEXDIG HEXDIG` under one name or another): the shape of every component rule of every RFC.
///
/// The plain bytes are skipped with the table, and from the first `%` on the escapes are checked in the same
/// eight-byte steps ([`ByteClass::escaped_run_length`]); only a bad one calls `escape`, to build the grammar's
/// own error. The run stops at the first byte that is neither. `plain` holds every hex digit, as each grammar's
/// escaping classes do (debug builds check it on every run). A class holds all of the bytes 0x80-0xFF or none,
/// so the run never ends inside a character.
#[inline]
pub(crate) fn escaped_run<'a, R: Grammar>(
    plain: &'static ByteClass,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    // Forced only where the compiler optimizes: unoptimized, every inlined copy keeps its own stack slots,
    // and the rules that read several runs would need more than the 64 KiB stack the tests give them.
    #[cfg_attr(not(debug_assertions), inline(always))]
    move |input| escaped_run_at(plain, escape, input)
}

/// [`escaped_run`] on `input`, as a function that the rules calling it can inline.
#[cfg_attr(not(debug_assertions), inline(always))]
fn escaped_run_at<'a, R: Grammar>(
    plain: &'static ByteClass,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
    input: Input<'a>,
) -> PResult<'a, Input<'a>, R> {
    let bytes = rest(&input);
    // The plain bytes are found by the table scan, eight bytes a step. Escapes come in clusters (an encoded word,
    // a UTF-8 character), where that scan would end at every `%`, so from the first one on the run is read by the
    // scan that takes escapes in its steps too, which costs more a step. It stops at the first byte that is
    // neither plain nor a well-formed escape: where that is a `%`, its escape lacks a hex digit, and the escape
    // rule fails there with its own error. (Were it to succeed, its three bytes are taken and the run goes on,
    // so the loop always ends.)
    let mut index = plain.run_length(bytes);
    loop {
        if bytes.get(index) != Some(&b'%') {
            return Ok(split(input, index));
        }
        index += plain.escaped_run_length(bytes.get(index..).unwrap_or_default());
        if bytes.get(index) != Some(&b'%') {
            return Ok(split(input, index));
        }
        index = escape_at(input, index, escape)?;
    }
}

/// Checks the escape whose `%` is at `index` of `input`, and returns the index after it.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn escape_at<'a, R: Grammar>(
    input: Input<'a>,
    index: usize,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
) -> Result<usize, nom::Err<RuleError<R>>> {
    let bytes = rest(&input);
    match bytes.get(index + 1..index + 3) {
        Some(&[high, low]) if HEXDIG.contains(high) && HEXDIG.contains(low) => Ok(index + 3),
        _ => {
            // A `%` without two hex digits: the escape rule fails here with its sentence. Were it to succeed,
            // its three bytes are taken, so the caller always moves on.
            let (at_percent, _) = split(input, index);
            escape(at_percent)?;
            Ok(index + 3)
        }
    }
}

/// `1*( plain / escape )`: as [`escaped_run`], failing with `expected` when the run is empty.
#[inline]
pub(crate) fn escaped_run1<'a, R: Grammar>(
    plain: &'static ByteClass,
    escape: fn(Input<'a>) -> PResult<'a, Input<'a>, R>,
    expected: Expected<R>,
) -> impl Fn(Input<'a>) -> PResult<'a, Input<'a>, R> {
    move |input| {
        let (after, run) = escaped_run(plain, escape)(input)?;
        if run.fragment().is_empty() { Err(mismatch(&input, expected)) } else { Ok((after, run)) }
    }
}

/// Whether the next byte starts a percent-escape or is in `plain`.
#[inline]
pub(crate) fn starts_run(input: &Input<'_>, plain: &ByteClass) -> bool {
    peek_byte(input).is_some_and(|b| b == b'%' || plain.contains(b))
}

/// `[ delimiter component ]`: the component when the next byte is `delimiter`, else nothing.
///
/// One byte decides, so an absent component costs no error value; use it where the component's rule cannot
/// fail recoverably after its delimiter (every `*( ... )` rule), so that nothing would be given back anyway.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn after_delimiter<'a, O, R: Grammar>(
    delimiter: u8,
    input: Input<'a>,
    component: impl FnOnce(Input<'a>) -> PResult<'a, O, R>,
) -> PResult<'a, Option<O>, R> {
    if peek_byte(&input) == Some(delimiter) {
        let (after, value) = component(split(input, 1).0)?;
        Ok((after, Some(value)))
    } else {
        Ok((input, None))
    }
}

/// `[ delimiter component ]` in `rule` of a grammar whose errors are told from its rules' reports:
/// [`after_delimiter`], which tells `expects` (the variant's hook, `V::expects`) that the delimiter could have
/// continued the text where the component is absent, naming `rule`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn reported_option<'a, O, R: Grammar>(
    rule: R,
    (delimiter, token): (u8, Token),
    input: Input<'a>,
    component: impl FnOnce(Input<'a>) -> PResult<'a, O, R>,
    expects: impl FnOnce(usize, Option<R>, Expected<R>),
) -> PResult<'a, Option<O>, R> {
    let result = after_delimiter(delimiter, input, component);
    if let Ok((after, None)) = &result {
        expects(after.location_offset(), Some(rule), Expected::NOTHING.token(token));
    }
    result
}

/// A run in `rule` of a grammar whose errors are told from its rules' reports: `result`, what the run read,
/// after which `expects` (the variant's hook, `V::expects`) hears that `expected` could have continued the text
/// where the run stopped, naming `rule`. A run that fails reports nothing; its error says what it expected.
///
/// It takes the run's result rather than the run: a run called through `Fn` here is not always inlined, which
/// cost the published variants instructions.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn reported_run<'a, O, R: Grammar>(
    rule: R,
    expected: Expected<R>,
    result: PResult<'a, O, R>,
    expects: impl FnOnce(usize, Option<R>, Expected<R>),
) -> PResult<'a, O, R> {
    if let Ok((after, _)) = &result {
        expects(after.location_offset(), Some(rule), expected);
    }
    result
}

/// The run that ends a rule after its first part, in a grammar whose errors are told from its rules' reports:
/// `result`, what the run read from `input`, where the first part ended; where it stops, `expects` (the variant's
/// hook, `V::expects`) hears `then`, a rule and what could have continued it; or `first` where the run read
/// nothing, so that the diagnosis names the first part, which could have gone on there.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn reported_tail<'a, O, R: Grammar>(
    first: (R, Expected<R>),
    then: (R, Expected<R>),
    input: &Input<'a>,
    result: PResult<'a, O, R>,
    expects: impl FnOnce(usize, Option<R>, Expected<R>),
) -> PResult<'a, O, R> {
    if let Ok((after, _)) = &result {
        let (rule, expected) = if after.location_offset() == input.location_offset() { first } else { then };
        expects(after.location_offset(), Some(rule), expected);
    }
    result
}

/// The span of a slice produced by the parser.
#[inline]
#[must_use]
pub fn span_of(part: &Input<'_>) -> Span {
    let start = part.location_offset();
    Span::new(start, start + part.fragment().len())
}

/// The span from the start of `from` to the start of `to` (what was consumed in between).
#[inline]
#[must_use]
pub fn span_between(from: &Input<'_>, to: &Input<'_>) -> Span {
    Span::new(from.location_offset(), to.location_offset())
}

/// The text of `from` up to the start of `to`.
#[inline]
#[must_use]
pub fn text_between<'a>(from: &Input<'a>, to: &Input<'a>) -> &'a str {
    let length = to.location_offset().saturating_sub(from.location_offset());
    from.fragment().get(..length).unwrap_or_default()
}
