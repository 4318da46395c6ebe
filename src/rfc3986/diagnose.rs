//! Sentences for RFC 3986 errors.
//!
//! Failures that a delimiter commits (`%`, `[`) carry their own sentence from the rule that failed. The other
//! failure is a parse that stopped before the end: the rule functions read the longest prefix they can, and what
//! stands after it is wrong. There the last component that was read says what could have continued, and so
//! what to tell the reader.

use core::fmt;

use super::ast::{Host, Parts, PathKind, UriReference};
use super::characters::{URI_CHAR, USERINFO};
use super::{Error, Res, Rule};
use crate::grammar::{Expected, Found, HEXDIG, RuleError, Token, input};

/// Where a prefix parse stopped: the component that could have gone on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// After `#` and the fragment.
    Fragment,
    /// After `?` and the query; `fragment_allowed` is false in an `absolute-URI`.
    Query { fragment_allowed: bool },
    /// In a non-empty path of this kind; `first_segment` when no `/` came after its first segment.
    Path { kind: PathKind, first_segment: bool, fragment_allowed: bool },
    /// After `:` and the port, in an authority without user information that starts at `authority_start`.
    Port { fragment_allowed: bool, authority_start: u32 },
    /// After the host.
    Host { ip_literal: bool, fragment_allowed: bool },
    /// Right after `scheme ":"`.
    AfterScheme { fragment_allowed: bool },
    /// At the start of a relative reference, having read nothing.
    Start,
    /// After a rule other than the top-level ones.
    Rule(Rule),
}

impl Stop {
    pub(crate) fn of(reference: &UriReference<'_>) -> Stop {
        match reference {
            UriReference::Uri(uri) => Stop::of_parts(&uri.parts),
            UriReference::RelativeRef(relative) => Stop::of_parts(&relative.parts),
        }
    }

    pub(crate) fn of_absolute(parts: &Parts<'_>) -> Stop {
        Stop::from_parts(parts, false)
    }

    pub(crate) fn of_parts(parts: &Parts<'_>) -> Stop {
        Stop::from_parts(parts, true)
    }

    fn from_parts(parts: &Parts<'_>, fragment_allowed: bool) -> Stop {
        let path = parts.path();
        if parts.fragment().is_some() {
            Stop::Fragment
        } else if parts.query().is_some() {
            Stop::Query { fragment_allowed }
        } else if !path.is_empty() {
            let first_segment = !path.as_str().trim_start_matches('/').contains('/');
            Stop::Path { kind: path.kind(), first_segment, fragment_allowed }
        } else if let Some(authority) = parts.authority() {
            if authority.port().is_some() {
                // A reference is at most u32::MAX bytes long where it matters; past that the reading as user
                // information is not offered.
                let authority_start = u32::try_from(authority.span().start).unwrap_or(u32::MAX);
                Stop::Port { fragment_allowed, authority_start }
            } else {
                Stop::Host { ip_literal: matches!(authority.host(), Host::IpLiteral(_)), fragment_allowed }
            }
        } else if parts.scheme().is_some() {
            Stop::AfterScheme { fragment_allowed }
        } else {
            Stop::Start
        }
    }

    /// What could have come where the parse stopped, and the rule to name.
    fn expected(self) -> (Rule, Expected<Rule>) {
        let ends = |fragment_allowed: bool| {
            let set = Expected::NOTHING.token(Token::Question).token(Token::End);
            if fragment_allowed { set.token(Token::Hash) } else { set }
        };
        match self {
            Stop::Fragment => {
                (Rule::Fragment, Expected::of(Rule::Pchar).token(Token::Slash).token(Token::Question).token(Token::End))
            }
            Stop::Query { fragment_allowed } => {
                (Rule::Query, Expected::of(Rule::Pchar).token(Token::Slash).union(ends(fragment_allowed)))
            }
            Stop::Path { kind, fragment_allowed, .. } => {
                (kind.rule(), Expected::of(Rule::Pchar).token(Token::Slash).union(ends(fragment_allowed)))
            }
            Stop::Port { fragment_allowed, .. } => {
                (Rule::Port, Expected::NOTHING.token(Token::Digit).token(Token::Slash).union(ends(fragment_allowed)))
            }
            Stop::Host { ip_literal: true, fragment_allowed } => (
                Rule::Authority,
                Expected::NOTHING.token(Token::Colon).token(Token::Slash).union(ends(fragment_allowed)),
            ),
            Stop::Host { ip_literal: false, fragment_allowed } => (
                Rule::RegName,
                Expected::of(Rule::Unreserved)
                    .rule(Rule::PctEncoded)
                    .rule(Rule::SubDelims)
                    .token(Token::Colon)
                    .token(Token::Slash)
                    .union(ends(fragment_allowed)),
            ),
            Stop::AfterScheme { fragment_allowed } => (
                Rule::HierPart,
                Expected::of(Rule::Pchar).token(Token::DoubleSlash).token(Token::Slash).union(ends(fragment_allowed)),
            ),
            Stop::Start => (
                Rule::RelativeRef,
                Expected::of(Rule::Scheme)
                    .rule(Rule::SegmentNzNc)
                    .token(Token::DoubleSlash)
                    .token(Token::Slash)
                    .union(ends(true)),
            ),
            Stop::Rule(rule) => (rule, Expected::NOTHING.token(Token::End)),
        }
    }

    /// What the parser was reading, for the sentence.
    fn place(self) -> &'static str {
        match self {
            Stop::Fragment => "a fragment",
            Stop::Query { .. } => "a query",
            Stop::Path { .. } => "a path",
            Stop::Port { .. } => "a port",
            Stop::Host { ip_literal: true, .. } => "an authority after its IP literal",
            Stop::Host { .. } => "a host",
            Stop::AfterScheme { .. } => "the hierarchical part after the scheme",
            Stop::Start => "a relative reference",
            Stop::Rule(_) => "this rule",
        }
    }
}

/// Parses all of `text` with `parser`, naming `rule` in errors; `stop_of` says where a prefix parse stopped.
#[inline]
/// `iri` says whether the parser read RFC 3987's characters (`Options::iris_rfc3987`), for the sentence.
pub(crate) fn whole<'a, T>(
    text: &'a str,
    rule: Rule,
    iri: bool,
    parser: impl FnOnce(crate::grammar::Input<'a>) -> Res<'a, T>,
    stop_of: impl FnOnce(&T) -> Stop,
) -> Result<T, Error> {
    match parser(input(text)) {
        Ok((rest, node)) if rest.fragment().is_empty() => Ok(node),
        Ok((rest, node)) => Err(stopped(text.as_bytes(), rest.location_offset(), stop_of(&node), iri)),
        Err(error) => Err(build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule, iri)),
    }
}

/// The error for a failure that a rule function returned; `iri` as for [`whole`].
pub(crate) fn build(text: &[u8], error: RuleError<Rule>, rule: Rule, iri: bool) -> Error {
    Error::build(text, error, rule, |error, found, _| match error.problem {
        Some(problem) => Reading::Problem(problem),
        None => Reading::Unexpected { found, iri },
    })
}

/// The error for a parse that read a prefix and stopped at `offset`, before what `stop` could not take.
fn stopped(text: &[u8], offset: usize, stop: Stop, iri: bool) -> Error {
    let (rule, expected) = stop.expected();
    let error = RuleError { offset, within: Some(rule), expected, problem: None };
    let farthest = match stop {
        Stop::Port { authority_start, .. } => userinfo_reach(text, authority_start as usize, iri)
            .filter(|&reach| reach > offset)
            .and_then(|reach| u32::try_from(reach).ok())
            .and_then(core::num::NonZeroU32::new),
        _ => None,
    };
    Error::build(text, error, rule, |_, found, _| Reading::Stopped { stop, found, farthest, iri })
}

/// Where reading `text` from `start` as `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` stops:
/// the first byte that cannot continue it (an `@` there would have made it user information); with `iri`,
/// RFC 3987's `iuserinfo`, which takes `ucschar` too. `None` when `start` is outside the text.
fn userinfo_reach(text: &[u8], start: usize, iri: bool) -> Option<usize> {
    let mut at = start;
    loop {
        let rest = text.get(at..)?;
        let run = USERINFO.run_length(rest);
        at += run;
        match text.get(at..).unwrap_or_default() {
            [b'%', a, b, ..] if HEXDIG.contains(*a) && HEXDIG.contains(*b) => at += 3,
            [lead, ..] if iri && *lead >= 0x80 => match crate::grammar::wide_width(text, at, false) {
                0 => return Some(at),
                width => at += width,
            },
            // A "%" is read, and goes wrong at its first byte that is not a hex digit.
            [b'%', a, ..] if HEXDIG.contains(*a) => return Some(at + 2),
            [b'%', ..] => return Some(at + 1),
            _ if run == 0 => return Some(at),
            _ => {}
        }
    }
}

/// What an RFC 3986 error is, from which its sentence is written when it is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A failure that a rule function described itself.
    Problem(&'static str),
    /// Another failure of a rule function: what stood there (what the rule expected is the error's).
    Unexpected {
        /// What stood where the rule failed.
        found: Found,
        /// Whether the text was read with RFC 3987's characters.
        iri: bool,
    },
    /// A parse that read a prefix and stopped before `found`, which `stop` could not take.
    Stopped {
        /// The component the parse stopped in.
        stop: Stop,
        /// What stood after it.
        found: Found,
        /// Where another reading of the same bytes goes wrong, when that is farther: after `host ":"` and
        /// characters no port has, the authority may still be user information (`a:b` of `a:b@host`).
        /// (Never zero: it is beyond the error's start. Kept in four bytes, so that an error stays small.)
        farthest: Option<core::num::NonZeroU32>,
        /// Whether the text was read with RFC 3987's characters.
        iri: bool,
    },
}

impl Reading {
    /// Where another reading of the text goes wrong, when that is farther than the error's start.
    pub(crate) fn farthest(&self) -> Option<usize> {
        match *self {
            Reading::Stopped { farthest, .. } => farthest.map(|reach| reach.get() as usize),
            _ => None,
        }
    }

    /// Writes the sentence, where the grammar expected `expected`.
    pub(crate) fn write(&self, expected: Expected<Rule>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match *self {
            Reading::Unexpected { iri: true, .. } | Reading::Stopped { iri: true, .. } => Words::IRI_IN_RFC3986,
            _ => Words::URI,
        };
        self.write_in(&expected, words, f)
    }

    /// Writes the sentence in `words`, where the grammar expected `expected`: RFC 3987's errors are RFC
    /// 3986's, told in the words of IRIs.
    pub(crate) fn write_in(
        &self,
        expected: &dyn fmt::Display,
        words: Words,
        f: &mut fmt::Formatter<'_>,
    ) -> fmt::Result {
        match *self {
            Reading::Problem(problem) => f.write_str(problem),
            Reading::Unexpected { found, .. } if words.is_unusable(found) => words.write_unusable(found, f),
            Reading::Unexpected { found, .. } => write!(f, "unexpected {found}; expected {expected}"),
            Reading::Stopped { found, .. } if words.is_unusable(found) => words.write_unusable(found, f),
            Reading::Stopped { stop, found, farthest, .. } => {
                write_stopped(stop, found, words, f)?;
                match farthest {
                    Some(reach) => write!(
                        f,
                        "; read as user information instead, the text goes on to byte offset {reach}, where an \"@\" would have to stand"
                    ),
                    None => Ok(()),
                }
            }
        }
    }
}

/// The sentence for a parse that stopped in `stop` before `found`, a character a URI may hold.
fn write_stopped(stop: Stop, found: Found, words: Words, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let section = words.section;
    let encode = |f: &mut fmt::Formatter<'_>| match found.percent_encoded() {
        Some(code) => write!(f, "; percent-encode it as {code}"),
        None => Ok(()),
    };
    match (stop, found) {
        (Stop::Rule(rule), _) => write!(f, "unexpected {found}: {} ends before it", (words.rule_name)(rule)),
        (Stop::Port { .. }, _) => write!(f, "port must be digits; found {found}"),
        (_, Found::Char('#'))
            if matches!(
                stop,
                Stop::Query { fragment_allowed: false }
                    | Stop::Path { fragment_allowed: false, .. }
                    | Stop::Port { fragment_allowed: false, .. }
                    | Stop::Host { fragment_allowed: false, .. }
                    | Stop::AfterScheme { fragment_allowed: false }
            ) =>
        {
            write!(f, "an absolute {} has no fragment ({section}4.3)", words.noun)
        }
        (Stop::Host { ip_literal: false, .. }, Found::Char('@')) => {
            write!(
                f,
                "a second \"@\" in the authority: only the first separates the userinfo from the host ({section}3.2.1)",
            )?;
            encode(f)
        }
        (_, Found::Char(c @ ('[' | ']'))) => {
            write!(f, "\"{c}\" is allowed only around an IP literal at the start of a host ({section}3.2.2)")?;
            encode(f)
        }
        (Stop::Path { kind: PathKind::Noscheme, first_segment: true, .. } | Stop::Start, Found::Char(':')) => write!(
            f,
            "\":\" in the first segment of a relative reference: the text before it is not a scheme, since a scheme starts with a letter and holds only letters, digits, \"+\", \"-\" and \".\" ({section}3.1), and a relative path's first segment cannot hold \":\" ({section}4.2); write \"./\" before the path",
        ),
        _ => {
            write!(f, "{found} is not allowed in {}", stop.place())?;
            encode(f)
        }
    }
}

/// The words an error's sentence is written in: a URI's (RFC 3986), or an IRI's (RFC 3987, whose rules are
/// RFC 3986's with wider classes and other names).
#[derive(Clone, Copy)]
pub(crate) struct Words {
    /// Whether the text was read as an IRI: characters of `ucschar` are allowed, `iprivate` in the query.
    pub(crate) iri: bool,
    /// What the text is called: `"URI"` or `"IRI"`.
    pub(crate) noun: &'static str,
    /// How a section of RFC 3986 is cited: `"§"`, or `"RFC 3986 §"` when the error is RFC 3987's.
    pub(crate) section: &'static str,
    /// The name of an RFC 3986 rule in the grammar the error is told in.
    pub(crate) rule_name: fn(Rule) -> &'static str,
}

impl Words {
    /// RFC 3986's own words.
    pub(crate) const URI: Words =
        Words { iri: false, noun: "URI", section: "\u{a7}", rule_name: <Rule as crate::grammar::Grammar>::name };

    /// An IRI's words, for an IRI read with RFC 3986's rules and told in their names (`Options::RFC3987`).
    pub(crate) const IRI_IN_RFC3986: Words = Words { iri: true, noun: "IRI", ..Words::URI };

    /// Whether `found` is a character that no part of a URI (or of an IRI) may hold.
    fn is_unusable(self, found: Found) -> bool {
        match found {
            Found::End => false,
            Found::Char(c) if c.is_ascii() => !URI_CHAR.contains(c as u8),
            Found::Char(c) if self.iri => !crate::rfc3987::is_ucschar(c),
            Found::Char(_) | Found::Byte(_) => true,
        }
    }

    /// The sentence for a character that no part of a URI (or of an IRI) may hold ([`Words::is_unusable`]).
    fn write_unusable(self, found: Found, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = found.percent_encoded().unwrap_or_default();
        match found {
            Found::Char(c) if self.iri && crate::rfc3987::is_iprivate(c) => write!(
                f,
                "U+{:04X} is a private-use character (iprivate), which an IRI may hold only in its query (RFC 3987 \u{a7}2.2); percent-encode its UTF-8 bytes as {code}",
                c as u32
            ),
            Found::Char(c) if self.iri && !c.is_ascii() => {
                crate::rfc3987::describe_code_point(c, f)?;
                write!(
                    f,
                    " is not a ucschar, so no part of an IRI may hold it (RFC 3987 \u{a7}2.2); percent-encode its UTF-8 bytes as {code}"
                )
            }
            _ if found.is_non_ascii() => write!(
                f,
                "non-ASCII {found} is not allowed: RFC 3986 allows only ASCII characters (\u{a7}2); percent-encode its UTF-8 bytes as {code}"
            ),
            _ => write!(
                f,
                "{found} is not allowed anywhere in a{} {} ({}2); percent-encode it as {code}",
                if self.iri { "n" } else { "" },
                self.noun,
                self.section
            ),
        }
    }
}
