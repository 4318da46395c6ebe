//! Reads RFC 5234 ABNF text into rule definitions, with nom 8.
//!
//! The reader follows the ABNF of ABNF in RFC 5234 §4, with these documented
//! relaxations, all needed by urigram's grammar files or by ordinary files:
//! - a line may end in LF as well as CRLF, and the last line needs no end;
//! - rule names may contain `_` (RFC 2396 and RFC 1808 spell names so);
//! - comments may hold any character but CR and LF (`§` in section notes);
//! - RFC 7405's `%s"..."` and `%i"..."` are read.
//!
//! As RFC 5234 §4 says, a rule starts in column 1 and its continuation lines
//! are indented; an indented line after a blank line is an error.

use std::borrow::Cow;
use std::cell::Cell;

use nom::branch::alt;
use nom::bytes::complete::{tag, tag_no_case, take_till, take_while, take_while1};
use nom::character::complete::{char, one_of, satisfy, space0};
use nom::combinator::{eof, opt, recognize};
use nom::error::{ErrorKind, ParseError};
use nom::multi::{many0, many1};
use nom::{IResult, Parser};

use crate::ast::{
    Alternation, Base, Concatenation, Element, NumberKind, NumberValue, ProseValue, Repetition, RuleRef, Span,
    TextValue,
};
use crate::error::{ReadError, line_and_column};

/// Whether a definition starts a rule or adds alternatives to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefinedAs {
    /// `=`: the rule's first definition.
    Basic,
    /// `=/`: incremental alternatives for a rule defined before.
    Incremental,
}

/// One `rulename defined-as elements` as read, before rules are grouped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ReadDefinition {
    pub name: String,
    pub name_span: Span,
    pub defined_as: DefinedAs,
    pub elements: Alternation,
    /// From the rule name to the end of the rule's last line.
    pub span: Span,
    /// The column-1 comment lines right after the rule, `;` removed.
    pub comment: Option<String>,
}

/// How deep groups and options may nest. Reading recurses once per level,
/// so this keeps hostile text from exhausting the stack; real grammars nest
/// a handful of levels.
pub const MAX_GROUP_NESTING: usize = 200;

/// Reads every definition in `text`, in order.
pub(crate) fn read_definitions(text: &str) -> Result<Vec<ReadDefinition>, ReadError> {
    let reader = Reader { text, nesting: Cell::new(0) };
    reader.rulelist()
}

/// Why a parser stopped. `remaining` is the length of the input left at the
/// point of the error, so the offset is `text.len() - remaining`; nom builds
/// errors from the remaining input alone, which is all this needs.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Fault {
    remaining: usize,
    len: usize,
    /// Empty when nom built the error: a generic message is given later.
    message: Cow<'static, str>,
}

impl<'a> ParseError<&'a str> for Fault {
    fn from_error_kind(input: &'a str, _kind: ErrorKind) -> Self {
        Fault { remaining: input.len(), len: 0, message: Cow::Borrowed("") }
    }

    fn append(_input: &'a str, _kind: ErrorKind, other: Self) -> Self {
        other
    }

    /// Of two failed alternatives, the one that got further explains more.
    fn or(self, other: Self) -> Self {
        if other.remaining < self.remaining { other } else { self }
    }
}

type Parsed<'a, T> = IResult<&'a str, T, Fault>;

/// A hard error: `alt` and `many0` do not try anything else after it.
fn failure<T>(at: &str, len: usize, message: impl Into<Cow<'static, str>>) -> Parsed<'_, T> {
    Err(nom::Err::Failure(Fault { remaining: at.len(), len, message: message.into() }))
}

fn is_wsp(c: char) -> bool {
    c == ' ' || c == '\t'
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// `WSP = SP / HTAB`
fn wsp(input: &str) -> Parsed<'_, char> {
    one_of(" \t").parse(input)
}

/// The end of a line: CRLF, LF, or the end of the text.
fn line_end(input: &str) -> Parsed<'_, &str> {
    alt((tag("\r\n"), tag("\n"), eof)).parse(input)
}

/// `comment = ";" *(WSP / VCHAR) CRLF`, relaxed to any character but CR/LF.
fn comment(input: &str) -> Parsed<'_, &str> {
    recognize((char(';'), take_till(|c| c == '\r' || c == '\n'), line_end)).parse(input)
}

/// `c-nl = comment / CRLF`
fn c_nl(input: &str) -> Parsed<'_, &str> {
    alt((comment, line_end)).parse(input)
}

/// `c-wsp = WSP / (c-nl WSP)`: white space, possibly across a line end into
/// an indented continuation line.
fn c_wsp(input: &str) -> Parsed<'_, &str> {
    alt((recognize(wsp), recognize((c_nl, wsp)))).parse(input)
}

/// `rulename = ALPHA *(ALPHA / DIGIT / "-")`, plus `_`.
fn rulename(input: &str) -> Parsed<'_, &str> {
    recognize((satisfy(|c| c.is_ascii_alphabetic()), take_while(is_name_char))).parse(input)
}

/// A decimal number of a repeat prefix.
fn repeat_count(input: &str) -> Parsed<'_, u32> {
    let (rest, digits) = take_while1(|c: char| c.is_ascii_digit()).parse(input)?;
    match digits.parse::<u32>() {
        Ok(count) => Ok((rest, count)),
        Err(_) => failure(input, digits.len(), "repeat count too large"),
    }
}

/// Text and offsets shared by the parsers of one read.
struct Reader<'t> {
    text: &'t str,
    /// Groups and options open around the current position.
    nesting: Cell<usize>,
}

impl<'t> Reader<'t> {
    /// The byte offset in the text of a suffix of it.
    fn offset(&self, rest: &str) -> usize {
        self.text.len() - rest.len()
    }

    fn span(&self, start: &str, end: &str) -> Span {
        self.offset(start)..self.offset(end)
    }

    fn to_read_error(&self, fault: Fault) -> ReadError {
        let start = self.text.len().saturating_sub(fault.remaining);
        let end = (start + fault.len).min(self.text.len());
        let message = if fault.message.is_empty() {
            match self.text.get(start..).and_then(|rest| rest.chars().next()) {
                Some(c) => format!("unexpected {c:?}"),
                None => "unexpected end of text".to_owned(),
            }
        } else {
            fault.message.into_owned()
        };
        ReadError::at(self.text, start..end, message)
    }

    /// `rulelist = 1*( rule / (*c-wsp c-nl) )`, keeping for each rule the
    /// comment lines that follow it in column 1.
    fn rulelist(&self) -> Result<Vec<ReadDefinition>, ReadError> {
        let mut definitions: Vec<ReadDefinition> = Vec::new();
        let mut rest = self.text;
        // Whether the lines just read are a rule and the column-1 comments
        // right after it, so that a further comment line still belongs to it.
        let mut after_rule = false;
        while !rest.is_empty() {
            if let Ok((after, line)) = recognize((space0::<&str, Fault>, c_nl)).parse(rest) {
                let is_column_one_comment = line.starts_with(';');
                if after_rule && is_column_one_comment {
                    if let Some(definition) = definitions.last_mut() {
                        let note = line.trim_end_matches(['\r', '\n'])[1..].trim();
                        match &mut definition.comment {
                            Some(comment) => {
                                comment.push('\n');
                                comment.push_str(note);
                            }
                            None => definition.comment = Some(note.to_owned()),
                        }
                    }
                } else {
                    after_rule = false;
                }
                rest = after;
                continue;
            }
            if rest.starts_with(is_wsp) {
                let content = rest.trim_start_matches(is_wsp);
                let len = content.find(['\r', '\n']).unwrap_or(content.len());
                return Err(self.to_read_error(Fault {
                    remaining: content.len(),
                    len,
                    message: Cow::Borrowed(
                        "indented text with no rule to continue: a rule starts in column 1, \
                         and a blank line ends the rule before it",
                    ),
                }));
            }
            match self.rule(rest) {
                Ok((after, definition)) => {
                    definitions.push(definition);
                    after_rule = true;
                    rest = after;
                }
                Err(nom::Err::Error(fault) | nom::Err::Failure(fault)) => {
                    return Err(self.to_read_error(fault));
                }
                Err(nom::Err::Incomplete(_)) => {
                    // The complete parsers used here never ask for more input.
                    return Err(ReadError::at(self.text, self.offset(rest)..self.text.len(), "incomplete rule"));
                }
            }
        }
        Ok(definitions)
    }

    /// `rule = rulename defined-as elements c-nl`
    fn rule<'a>(&self, input: &'a str) -> Parsed<'a, ReadDefinition> {
        let (rest, name) = match rulename(input) {
            Ok(found) => found,
            Err(_) => {
                let len = input.chars().next().map_or(0, char::len_utf8);
                return failure(input, len, "expected a rule name");
            }
        };
        let name_span = self.span(input, rest);
        let (rest, defined_as) = match (many0(c_wsp), alt((tag("=/"), tag("="))), many0(c_wsp)).parse(rest) {
            Ok((after, (_, operator, _))) => {
                (after, if operator == "=/" { DefinedAs::Incremental } else { DefinedAs::Basic })
            }
            Err(_) => {
                let at = rest.trim_start_matches(is_wsp);
                return failure(
                    at,
                    at.chars().next().map_or(0, char::len_utf8),
                    format!("expected \"=\" or \"=/\" after the rule name {name:?}"),
                );
            }
        };
        let (rest, elements) = match self.alternation(rest) {
            Ok(found) => found,
            Err(nom::Err::Error(_)) => {
                let len = rest.chars().next().map_or(0, char::len_utf8);
                return failure(rest, len, format!("expected an element after \"=\" in rule {name:?}"));
            }
            Err(other) => return Err(other),
        };
        let (rest, _) = many0(c_wsp).parse(rest)?;
        // The rule's text ends with its last line, before the line end.
        let end_of_text = self.offset(rest);
        let (rest, _) = match c_nl(rest) {
            Ok(found) => found,
            Err(_) => {
                let len = rest.chars().next().map_or(0, char::len_utf8);
                return failure(
                    rest,
                    len,
                    format!(
                        "unexpected {:?} in rule {name:?}: expected an element, \"/\", \
                         a comment or the end of the line",
                        rest.chars().next().unwrap_or(' ')
                    ),
                );
            }
        };
        let comment_end = end_of_text.max(self.offset(rest));
        let rule_text_end = self.text[..comment_end].trim_end().len();
        let start = self.offset(input);
        Ok((
            rest,
            ReadDefinition {
                name: name.to_owned(),
                name_span,
                defined_as,
                elements,
                span: start..rule_text_end.max(start),
                comment: None,
            },
        ))
    }

    /// `alternation = concatenation *(*c-wsp "/" *c-wsp concatenation)`
    fn alternation<'a>(&self, input: &'a str) -> Parsed<'a, Alternation> {
        let (mut rest, first) = self.concatenation(input)?;
        let mut alternatives = vec![first];
        loop {
            let Ok((after_slash, _)) = (many0(c_wsp), char::<&str, Fault>('/'), many0(c_wsp)).parse(rest) else {
                break;
            };
            match self.concatenation(after_slash) {
                Ok((after, next)) => {
                    alternatives.push(next);
                    rest = after;
                }
                Err(nom::Err::Error(_)) => {
                    let len = after_slash.chars().next().map_or(0, char::len_utf8);
                    return failure(after_slash, len, "expected an element after \"/\"");
                }
                Err(other) => return Err(other),
            }
        }
        Ok((rest, Alternation { alternatives, span: self.span(input, rest) }))
    }

    /// `concatenation = repetition *(1*c-wsp repetition)`
    fn concatenation<'a>(&self, input: &'a str) -> Parsed<'a, Concatenation> {
        let (mut rest, first) = self.repetition(input)?;
        let mut items = vec![first];
        loop {
            let Ok((after_space, _)) = many1(c_wsp).parse(rest) else {
                break;
            };
            match self.repetition(after_space) {
                Ok((after, next)) => {
                    items.push(next);
                    rest = after;
                }
                Err(nom::Err::Error(_)) => break,
                Err(other) => return Err(other),
            }
        }
        Ok((rest, Concatenation { items, span: self.span(input, rest) }))
    }

    /// `repetition = [repeat] element`, with
    /// `repeat = 1*DIGIT / (*DIGIT "*" *DIGIT)`.
    fn repetition<'a>(&self, input: &'a str) -> Parsed<'a, Repetition> {
        let (rest, low) = opt(repeat_count).parse(input)?;
        let (rest, star) = opt((char('*'), opt(repeat_count))).parse(rest)?;
        let (min, max) = match (low, star) {
            (None, None) => (1, Some(1)),
            (Some(exact), None) => (exact, Some(exact)),
            (low, Some((_, high))) => (low.unwrap_or(0), high),
        };
        let has_prefix = rest.len() != input.len();
        if let Some(max) = max {
            if min > max {
                return failure(
                    input,
                    input.len() - rest.len(),
                    format!("repeat {min}*{max} allows nothing: its minimum is above its maximum"),
                );
            }
        }
        let (rest, element) = match self.element(rest) {
            Ok(found) => found,
            Err(nom::Err::Error(_)) if has_prefix => {
                let len = rest.chars().next().map_or(0, char::len_utf8);
                return failure(rest, len, "expected an element after the repeat prefix");
            }
            Err(other) => return Err(other),
        };
        Ok((rest, Repetition { min, max, element, span: self.span(input, rest) }))
    }

    /// `element = rulename / group / option / char-val / num-val / prose-val`
    fn element<'a>(&self, input: &'a str) -> Parsed<'a, Element> {
        match input.chars().next() {
            Some('(') => {
                let (rest, inner) = self.bracketed(input, ')')?;
                Ok((rest, Element::Group(inner)))
            }
            Some('[') => {
                let (rest, inner) = self.bracketed(input, ']')?;
                Ok((rest, Element::Optional(inner)))
            }
            Some('"') => self.text_value(input, input, false),
            Some('%') => {
                if let Ok((after, prefix)) =
                    alt((tag_no_case::<&str, &str, Fault>("%s"), tag_no_case("%i"))).parse(input)
                {
                    if after.starts_with('"') {
                        let case_sensitive = prefix.eq_ignore_ascii_case("%s");
                        return self.text_value(input, after, case_sensitive);
                    }
                }
                self.number_value(input)
            }
            Some('<') => self.prose_value(input),
            Some(c) if c.is_ascii_alphabetic() => {
                let (rest, name) = rulename(input)?;
                Ok((rest, Element::Rule(RuleRef { name: name.to_owned(), span: self.span(input, rest) })))
            }
            _ => Err(nom::Err::Error(Fault::from_error_kind(input, ErrorKind::Alt))),
        }
    }

    /// `group = "(" *c-wsp alternation *c-wsp ")"` and
    /// `option = "[" *c-wsp alternation *c-wsp "]"`.
    fn bracketed<'a>(&self, input: &'a str, close: char) -> Parsed<'a, Alternation> {
        if self.nesting.get() >= MAX_GROUP_NESTING {
            return failure(input, 1, format!("groups and options nest deeper than {MAX_GROUP_NESTING} levels"));
        }
        self.nesting.set(self.nesting.get() + 1);
        let result = self.bracketed_inside(input, close);
        self.nesting.set(self.nesting.get() - 1);
        result
    }

    fn bracketed_inside<'a>(&self, input: &'a str, close: char) -> Parsed<'a, Alternation> {
        let (rest, _) = (satisfy(|_| true), many0(c_wsp)).parse(input)?;
        let (rest, inner) = match self.alternation(rest) {
            Ok(found) => found,
            Err(nom::Err::Error(_)) => {
                let len = rest.chars().next().map_or(0, char::len_utf8);
                return failure(rest, len, format!("expected an element after {:?}", &input[..1]));
            }
            Err(other) => return Err(other),
        };
        let (rest, _) = many0(c_wsp).parse(rest)?;
        match char::<&str, Fault>(close).parse(rest) {
            Ok((rest, _)) => Ok((rest, inner)),
            Err(_) => {
                let (line, column) = line_and_column(self.text, self.offset(input));
                let len = rest.chars().next().map_or(0, char::len_utf8);
                failure(
                    rest,
                    len,
                    format!("expected {close:?} to close the {:?} at line {line}, column {column}", &input[..1]),
                )
            }
        }
    }

    /// `char-val = DQUOTE *(%x20-21 / %x23-7E) DQUOTE`, where `quote` is
    /// the opening quote and `start` the start of any `%s` / `%i` prefix.
    fn text_value<'a>(&self, start: &'a str, quote: &'a str, case_sensitive: bool) -> Parsed<'a, Element> {
        let inside = &quote[1..];
        let (rest, text) = take_while(|c: char| matches!(c, '\x20'..='\x21' | '\x23'..='\x7e')).parse(inside)?;
        match rest.chars().next() {
            Some('"') => {
                let rest = &rest[1..];
                Ok((
                    rest,
                    Element::Text(TextValue { text: text.to_owned(), case_sensitive, span: self.span(start, rest) }),
                ))
            }
            None | Some('\r' | '\n') => failure(
                start,
                start.len() - rest.len(),
                "unterminated quoted string: it needs a closing '\"' on the same line",
            ),
            Some(other) => failure(
                rest,
                other.len_utf8(),
                format!(
                    "{other:?} cannot be in a quoted string, which holds only printable \
                     US-ASCII; write it as a %x value"
                ),
            ),
        }
    }

    /// `num-val = "%" (bin-val / dec-val / hex-val)`, each
    /// `base-letter 1*digit [ 1*("." 1*digit) / ("-" 1*digit) ]`.
    fn number_value<'a>(&self, input: &'a str) -> Parsed<'a, Element> {
        let after_percent = &input[1..];
        let (base, radix, digit_name): (Base, u32, &str) = match after_percent.chars().next() {
            Some('b' | 'B') => (Base::Binary, 2, "binary"),
            Some('d' | 'D') => (Base::Decimal, 10, "decimal"),
            Some('x' | 'X') => (Base::Hexadecimal, 16, "hexadecimal"),
            _ => {
                return failure(input, 1, "expected b, d or x after \"%\" (a numeric value such as %x41)");
            }
        };
        let digits = &after_percent[1..];
        let number = |at: &'a str| -> Parsed<'a, u32> {
            let (rest, found) = take_while(|c: char| c.is_digit(radix)).parse(at)?;
            if found.is_empty() {
                let len = at.chars().next().map_or(0, char::len_utf8);
                return failure(at, len, format!("expected a {digit_name} digit"));
            }
            match u32::from_str_radix(found, radix) {
                Ok(value) => Ok((rest, value)),
                Err(_) => failure(at, found.len(), "numeric value too large"),
            }
        };
        let (mut rest, first) = number(digits)?;
        let kind = if let Some(after_dash) = rest.strip_prefix('-') {
            let (after, high) = number(after_dash)?;
            if high < first {
                return failure(input, input.len() - after.len(), "empty range: its first value is above its last");
            }
            rest = after;
            NumberKind::Range { low: first, high }
        } else {
            let mut values = vec![first];
            while let Some(after_dot) = rest.strip_prefix('.') {
                let (after, value) = number(after_dot)?;
                values.push(value);
                rest = after;
            }
            NumberKind::Sequence(values)
        };
        Ok((rest, Element::Number(NumberValue { base, kind, span: self.span(input, rest) })))
    }

    /// `prose-val = "<" *(%x20-3D / %x3F-7E) ">"`
    fn prose_value<'a>(&self, input: &'a str) -> Parsed<'a, Element> {
        let inside = &input[1..];
        let (rest, text) = take_while(|c: char| matches!(c, '\x20'..='\x3d' | '\x3f'..='\x7e')).parse(inside)?;
        match rest.strip_prefix('>') {
            Some(rest) => {
                Ok((rest, Element::Prose(ProseValue { text: text.to_owned(), span: self.span(input, rest) })))
            }
            None => failure(
                input,
                input.len() - rest.len(),
                "unterminated prose value: it needs a closing \">\" on the same line",
            ),
        }
    }
}
