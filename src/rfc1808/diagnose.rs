//! Sentences for RFC 1808 errors.
//!
//! A bad escape commits, and carries its own sentence from [`escape`](super::escape). The other failure is a
//! parse that stopped before the end: the rule functions read the §2.4 parse string, which ends at the first
//! byte no URL can hold, and a URL inside it stops early only at a second `#` or at a path that would begin with
//! an empty segment. The component that was read last says what could have continued.

use core::fmt;

use super::ast::{AbsoluteUrl, RelativeUrl, Url, UrlBody};
use super::characters::{Charset, NATIONAL};
use super::{Error, Res, Rule};
use crate::grammar::{Expected, Found, RuleError, Token, input};

/// Where a prefix parse stopped: the component that could have gone on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// In the fragment of a `URL`.
    Fragment,
    /// After the component `rule` of the top rule `top`; `fragment_allowed` when `top` is `URL`.
    Component { rule: Rule, top: Rule, fragment_allowed: bool },
    /// After an `absoluteURL`, which is read to the end of its parse string: only a `#` or a byte that no URL
    /// holds can follow.
    NoFragment(Rule),
    /// After a rule other than the top-level ones.
    Rule(Rule),
}

impl Stop {
    pub(crate) fn of(url: &Url<'_>) -> Stop {
        if url.fragment().is_some() {
            return Stop::Fragment;
        }
        match url.body() {
            UrlBody::Absolute(AbsoluteUrl::Opaque(_)) => {
                Stop::Component { rule: Rule::AbsoluteUrl, top: Rule::Url, fragment_allowed: true }
            }
            UrlBody::Absolute(AbsoluteUrl::GenericRl(generic)) => {
                Stop::from_relative(&generic.relative_url(), Rule::Url)
            }
            UrlBody::Relative(relative) => Stop::from_relative(&relative, Rule::Url),
        }
    }

    /// Where a parse of `top`, a rule without a fragment, stopped after `relative`.
    pub(crate) fn of_relative(relative: &RelativeUrl<'_>, top: Rule) -> Stop {
        Stop::from_relative(relative, top)
    }

    fn from_relative(relative: &RelativeUrl<'_>, top: Rule) -> Stop {
        let fragment_allowed = top == Rule::Url;
        let rule = if relative.query().is_some() {
            Rule::Query
        } else if relative.params().is_some() {
            Rule::Params
        } else if relative.path().is_some() {
            Rule::Path
        } else if relative.abs_path().is_some() {
            Rule::AbsPath
        } else if relative.net_loc().is_some() {
            Rule::NetLoc
        } else {
            Rule::RelPath
        };
        Stop::Component { rule, top, fragment_allowed }
    }

    /// What could have come where the parse stopped, and the rule to name.
    fn expected(self) -> (Rule, Expected<Rule>) {
        let ends = |fragment_allowed: bool| {
            let set = Expected::NOTHING.token(Token::End);
            if fragment_allowed { set.token(Token::Hash) } else { set }
        };
        let uric = Expected::of(Rule::Uchar).rule(Rule::Reserved);
        let rest_of_rel_path = Expected::NOTHING.token(Token::Semicolon).token(Token::Question);
        match self {
            Stop::Fragment => (Rule::Fragment, uric.token(Token::End)),
            Stop::NoFragment(rule) => (rule, uric.union(ends(false))),
            Stop::Component { rule, fragment_allowed, .. } => {
                let expected = match rule {
                    Rule::Query | Rule::AbsoluteUrl => uric,
                    Rule::Params => Expected::of(Rule::Pchar).token(Token::Slash).union(rest_of_rel_path),
                    Rule::Path => Expected::of(Rule::Pchar).token(Token::Slash).union(rest_of_rel_path),
                    Rule::AbsPath => Expected::of(Rule::Fsegment).union(rest_of_rel_path),
                    Rule::NetLoc => Expected::of(Rule::Pchar).token(Token::Semicolon).token(Token::Question),
                    _ => Expected::of(Rule::Fsegment).token(Token::Slash).union(rest_of_rel_path),
                };
                (rule, expected.union(ends(fragment_allowed)))
            }
            Stop::Rule(rule) => (rule, Expected::NOTHING.token(Token::End)),
        }
    }
}

/// Parses all of `text` with `parser`, naming `rule` in errors; `stop_of` says where a prefix parse stopped.
pub(crate) fn whole<'a, T>(
    text: &'a str,
    rule: Rule,
    charset: &'static Charset,
    parser: impl FnOnce(crate::grammar::Input<'a>) -> Res<'a, T>,
    stop_of: impl FnOnce(&T) -> Stop,
) -> Result<T, Error> {
    match parser(input(text)) {
        Ok((rest, node)) if rest.fragment().is_empty() => Ok(node),
        Ok((rest, node)) => Err(stopped(text.as_bytes(), rest.location_offset(), stop_of(&node), charset)),
        Err(error) => Err(build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule)),
    }
}

/// The error for a failure that a rule function returned.
pub(crate) fn build(text: &[u8], error: RuleError<Rule>, rule: Rule) -> Error {
    Error::build(text, error, rule, |error, found, _| match error.problem {
        Some(problem) => Reading::Problem(problem),
        None => Reading::Unexpected { found },
    })
}

/// The error for a parse that read a prefix and stopped at `offset`, before what `stop` could not take.
fn stopped(text: &[u8], offset: usize, stop: Stop, charset: &'static Charset) -> Error {
    let (rule, expected) = stop.expected();
    let (rule, expected) = match (stop, Found::at(text, offset)) {
        (Stop::Component { rule: Rule::AbsPath, .. }, Found::Char('/')) => (Rule::AbsPath, expected),
        _ => (rule, expected),
    };
    let error = RuleError { offset, within: Some(rule), expected, problem: None };
    // The two charsets are statics: the address says which grammar read the text.
    let rfc2068 = core::ptr::eq(charset, &super::characters::HTTP);
    Error::build(text, error, rule, |_, found, _| Reading::Stopped { stop, found, rfc2068 })
}

/// What an RFC 1808 error is, from which its sentence is written when it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A failure that a rule function described itself.
    Problem(&'static str),
    /// Another failure of a rule function: what stood there (what the rule expected is the error's).
    Unexpected {
        /// What stood where the rule failed.
        found: Found,
    },
    /// A parse that read a prefix and stopped before `found`, which `stop` could not take.
    Stopped {
        /// The component the parse stopped in.
        stop: Stop,
        /// What stood after it.
        found: Found,
        /// Whether RFC 2068's classes read it, rather than RFC 1808's.
        rfc2068: bool,
    },
}

impl Reading {
    /// Where another reading of the text goes wrong, when that is farther: this grammar's errors name none.
    pub(crate) fn farthest(&self) -> Option<usize> {
        None
    }

    /// Writes the sentence, where the grammar expected `expected`.
    pub(crate) fn write(&self, expected: Expected<Rule>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reading::Problem(problem) => f.write_str(problem),
            Reading::Unexpected { found } => write!(f, "unexpected {found}; expected {expected}"),
            Reading::Stopped { found, rfc2068, .. } if is_unusable(found, charset(rfc2068)) => {
                write_unusable(found, charset(rfc2068), f)
            }
            Reading::Stopped { stop, found, .. } => write_stopped(stop, found, f),
        }
    }
}

/// The classes of RFC 2068 or of RFC 1808.
fn charset(rfc2068: bool) -> &'static Charset {
    super::Options { rfc2068_national: rfc2068 }.charset()
}

/// The sentence for a parse that stopped in `stop` before `found`, a character a URL may hold.
fn write_stopped(stop: Stop, found: Found, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match (stop, found) {
        (Stop::Fragment, Found::Char('#')) => f.write_str(
            "a second \"#\": the fragment is everything after the first \"#\" (\u{a7}2.4.1) and cannot hold \"#\"; percent-encode it as %23",
        ),
        (Stop::NoFragment(top) | Stop::Component { top, fragment_allowed: false, .. }, Found::Char('#')) => {
            write!(f, "\"#\" starts a fragment, which only the rule URL has: {top} ends before it")
        }
        (Stop::Component { rule: Rule::AbsPath, .. }, Found::Char('/')) => f.write_str(
            "a path cannot begin with an empty segment: after the \"/\" of abs_path comes rel_path, whose path begins with fsegment = 1*pchar, and \"//\" begins a net_path only at the start of a relative URL; remove the \"/\" or percent-encode it as %2F",
        ),
        (Stop::Rule(rule), _) => write!(f, "unexpected {found}: {rule} ends before it"),
        (Stop::Component { rule, .. } | Stop::NoFragment(rule), _) => write!(f, "unexpected {found} after the {rule}"),
        (Stop::Fragment, _) => write!(f, "unexpected {found} in the fragment"),
    }
}

/// Whether `found` is a character that no part of a URL may hold under `charset`.
fn is_unusable(found: Found, charset: &'static Charset) -> bool {
    match found {
        Found::End => false,
        Found::Char(c) if c.is_ascii() => !charset.url.contains(c as u8),
        Found::Char(_) | Found::Byte(_) => true,
    }
}

/// The sentence for a character that no part of a URL may hold under `charset` ([`is_unusable`]).
fn write_unusable(found: Found, charset: &'static Charset, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let code = found.percent_encoded().unwrap_or_default();
    let hint = "or parse with RFC 2068's grammar (Options::RFC2068)";
    match found {
        Found::Char(c) if !c.is_ascii() => write!(
            f,
            "non-ASCII {found} is not allowed: RFC 1808 allows only ASCII characters; percent-encode its UTF-8 bytes as {code}, {hint}, which allows every octet above 0x7F"
        ),
        Found::Char(c) if NATIONAL.contains(c as u8) && !charset.url.contains(c as u8) => write!(
            f,
            "{found} is a national character, which RFC 1808 defines but allows in no component; percent-encode it as {code}, {hint}, where national characters are unreserved"
        ),
        _ => write!(f, "{found} is not allowed anywhere in a URL; percent-encode it as {code}"),
    }
}
