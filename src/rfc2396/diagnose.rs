//! Sentences for RFC 2396 errors, what the rules report where they stop, and what RFC 3986 says of the same
//! text.
//!
//! Failures that a delimiter commits (`%`, and `[` with RFC 2732) carry their own sentence from the rule that
//! failed. The other failure is a parse that stopped before the end: the rule functions read the longest prefix
//! they can, and what stands after it is wrong. What could have continued the text there comes from the rules
//! themselves, as for RFC 3986 (see `crate::rfc3986::diagnose`): each place where a repetition or an option
//! stops calls [`Variant::expects`](super::Variant::expects) with its rule and what could have gone on (a
//! `query`'s run of `uric` stops: a `uric`; an absent `[ "?" query ]`: `"?"`), and where a reading the rules did
//! not take could have gone on at the same byte, the same hook without a rule (the `":"` after what could have
//! been a scheme). Those calls do nothing in the published variants; when a parse has stopped early,
//! the same top rule reads the text again in [`Diagnosing`](super::Diagnosing), which records them, from within the
//! last component of the prefix it read (`last_component::read_last_component`), and the union of the sets reported at the
//! byte where the parse stopped, with the end of the text, is the error's expected set. The first rule to report there
//! is the component the parse stopped in ([`Stop`]), which picks the words of the sentence and the rule the error
//! names. So the grammar is written once: no second description of what may follow each component is kept beside the
//! rules.
//!
//! Where RFC 3986 accepts a text that RFC 2396 rejects, the sentence says so, and why when the difference is a
//! known one.

use core::fmt;

use super::characters::{URI_CHAR, URI_CHAR_RFC2732};
use super::{Error, Options, Problem, Res, Rule, Variant, ast};
use crate::grammar::reports::{self, Reports};
use crate::grammar::{ALPHA, Expected, Found, HEXDIG, Input, ReadingOf, RuleError, SCHEME_REST, Token, Wording, input};
use crate::rfc3986::characters::URI_CHAR as RFC3986_CHAR;

/// Where a prefix parse stopped: the component that could have gone on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// After `#` and the fragment.
    Fragment,
    /// After `?` and the query; `fragment_allowed` is false outside a `URI-reference`.
    Query { fragment_allowed: bool },
    /// In an opaque part.
    Opaque { fragment_allowed: bool },
    /// In a non-empty path derived by `rule`; `first_segment` when no `/` came after a `rel_segment`.
    Path { rule: Rule, first_segment: bool, fragment_allowed: bool },
    /// After an authority of this kind, with no path.
    Authority { kind: AuthorityStop, fragment_allowed: bool },
    /// Having read nothing.
    Start,
    /// After a rule other than the top-level ones.
    Rule(Rule),
}

/// What an authority ended with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuthorityStop {
    /// A server's port.
    Port,
    /// A server's host.
    Host,
    /// An empty server.
    Empty,
    /// A registry-based name.
    RegName,
}

impl Stop {
    /// The component that stopped, from the rule that reported first at the byte where the parse stopped (the
    /// rules report in the order they read, so the first is the component the parse was in; those after it
    /// stood at the same byte having read nothing), and the set reported there (an absent `[ "#" fragment ]`
    /// reports `"#"` where a fragment may follow).
    fn of_report(first: Rule, expected: Expected<Rule>) -> Stop {
        let fragment_allowed = expected.has_token(Token::Hash);
        let path = |rule, first_segment| Stop::Path { rule, first_segment, fragment_allowed };
        let authority = |kind| Stop::Authority { kind, fragment_allowed };
        match first {
            Rule::Fragment => Stop::Fragment,
            Rule::Query => Stop::Query { fragment_allowed },
            Rule::OpaquePart => Stop::Opaque { fragment_allowed },
            Rule::RelSegment => path(Rule::RelPath, true),
            Rule::RelPath => path(Rule::RelPath, false),
            Rule::AbsPath => path(Rule::AbsPath, false),
            Rule::Port => authority(AuthorityStop::Port),
            Rule::Host => authority(AuthorityStop::Host),
            Rule::Server => authority(AuthorityStop::Empty),
            Rule::RegName => authority(AuthorityStop::RegName),
            Rule::UriReference => Stop::Start,
            other => Stop::Rule(other),
        }
    }

    /// The rule the error names: the component that could have gone on.
    fn rule(self) -> Rule {
        match self {
            Stop::Fragment => Rule::Fragment,
            Stop::Query { .. } => Rule::Query,
            Stop::Opaque { .. } => Rule::OpaquePart,
            Stop::Path { rule, .. } => rule,
            Stop::Authority { kind: AuthorityStop::Port, .. } => Rule::Port,
            Stop::Authority { kind: AuthorityStop::Host, .. } => Rule::Host,
            Stop::Authority { kind: AuthorityStop::Empty, .. } => Rule::Server,
            Stop::Authority { kind: AuthorityStop::RegName, .. } => Rule::RegName,
            Stop::Start => Rule::UriReference,
            Stop::Rule(rule) => rule,
        }
    }

    fn fragment_allowed(self) -> bool {
        match self {
            Stop::Query { fragment_allowed }
            | Stop::Opaque { fragment_allowed }
            | Stop::Path { fragment_allowed, .. }
            | Stop::Authority { fragment_allowed, .. } => fragment_allowed,
            Stop::Fragment | Stop::Start | Stop::Rule(_) => true,
        }
    }
}

/// Parses all of `text` with `parser`, naming `rule` in errors; where it reads a prefix only, `diagnosing`
/// reads the text again (given the prefix that was read, whose last component it reads from) with the same
/// rule in [`Diagnosing`](super::Diagnosing), for what the rules report there.
pub(crate) fn whole<'a, T>(
    text: &'a str,
    rule: Rule,
    options: Options,
    parser: impl FnOnce(Input<'a>) -> Res<'a, T>,
    diagnosing: impl FnOnce(Input<'a>, T),
) -> Result<T, Error> {
    let (error, says_what_rfc3986_accepts) = match parser(input(text)) {
        Ok((rest, node)) if rest.fragment().is_empty() => return Ok(node),
        Ok((rest, prefix)) => {
            stopped(text, rest.location_offset(), rule, move || diagnosing(input(text), prefix), options)
        }
        Err(error) => {
            let error = crate::grammar::failure_of(error, text, rule);
            let empty = is_empty_after_scheme(&error, Found::at(text.as_bytes(), error.offset));
            (build(text.as_bytes(), error, rule), empty)
        }
    };
    match says_what_rfc3986_accepts {
        true => Err(error),
        false => Err(compare_with_rfc3986(text, rule, error)),
    }
}

/// Whether the text before an error is one line of ASCII, so that its position is told by its offset (see
/// `Error::build_after`): always, since RFC 2396's rules read ASCII alone and no line break, and an error stands
/// where they stopped reading. (Debug builds check it at every error.)
const ASCII_LINE: bool = true;

/// The error for a failure that a rule function returned.
pub(crate) fn build(text: &[u8], error: RuleError<Rule>, rule: Rule) -> Error {
    Error::build_after(text, error, rule, ASCII_LINE, |error, found, _| {
        let kind = match error.problem {
            Some(problem) => return Reading::Problem { problem, rfc3986_accepts: false },
            None if is_empty_after_scheme(error, found) => Kind::EmptyAfterScheme,
            None => Kind::Unexpected { found },
        };
        Reading::Other { kind, rfc3986_accepts: false }
    })
}

/// Whether `error` is an `absoluteURI` whose scheme and `:` are followed by nothing RFC 2396 can read (the end,
/// or a fragment), which [`Problem::EmptyAfterScheme`] explains.
fn is_empty_after_scheme(error: &RuleError<Rule>, found: Found) -> bool {
    error.problem.is_none()
        && error.expected.has_rule(Rule::HierPart)
        && error.expected.has_rule(Rule::OpaquePart)
        && matches!(found, Found::End | Found::Char('#'))
}

/// Whether `text` is a scheme.
fn is_scheme(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.first().is_some_and(|&b| ALPHA.contains(b)) && bytes.iter().all(|&b| SCHEME_REST.contains(b))
}

/// The error for a parse of `whole` that read a prefix and stopped at `offset`, and whether its sentence
/// already says that RFC 3986 accepts the text: the rules read the text again in `diagnosing` and say what could
/// have continued there, besides the end of the text, and in which component. Kept out of line, so that the
/// successful parse is compiled the same whatever the error path does.
#[cold]
#[inline(never)]
fn stopped(text: &str, offset: usize, whole: Rule, diagnosing: impl FnOnce(), options: Options) -> (Error, bool) {
    stopped_with(text, offset, whole, reports::collect(offset, diagnosing), options)
}

/// [`stopped`] once the rules have reported: the part that does not depend on which rules ran again, one function
/// for all of them.
#[cold]
#[inline(never)]
fn stopped_with(text: &str, offset: usize, whole: Rule, reports: Reports<Rule>, options: Options) -> (Error, bool) {
    let stop = reports.first.map_or(Stop::Rule(whole), |first| Stop::of_report(first, reports.expected));
    let bytes = text.as_bytes();
    let found = Found::at(bytes, offset);
    // `scheme ":"` with nothing RFC 2396 can read after it: the absoluteURI failed, and the relativeURI that was
    // read instead stopped at the colon.
    if matches!((stop, found), (Stop::Path { rule: Rule::RelPath, first_segment: true, .. }, Found::Char(':')))
        && text.get(..offset).is_some_and(is_scheme)
    {
        let after = offset + 1;
        let error = RuleError {
            offset: after,
            within: Some(Rule::AbsoluteUri),
            expected: Expected::of(Rule::HierPart).rule(Rule::OpaquePart),
            problem: None,
        };
        let empty = matches!(Found::at(bytes, after), Found::End | Found::Char('#'));
        let error = Error::build_after(bytes, error, Rule::AbsoluteUri, ASCII_LINE, |_, next, _| {
            let kind = if empty { Kind::EmptyAfterScheme } else { Kind::AfterScheme { next, options } };
            Reading::Other { kind, rfc3986_accepts: false }
        });
        return (error, empty);
    }
    let rule = stop.rule();
    let expected = reports.expected.token(Token::End);
    let error = RuleError { offset, within: Some(rule), expected, problem: None };
    // Two readings name another rule than the one that stopped: a `[` where an empty server stands, which
    // only RFC 2732's host could take, and a reference that starts with its query, which relativeURI cannot.
    let no_ipv6_literals = !options.ipv6_literals_rfc2732
        && matches!(stop, Stop::Authority { kind: AuthorityStop::Empty, .. })
        && matches!(found, Found::Char('['));
    // A "?" is a uric, never an unusable character, so no sentence before this one takes it.
    let query_first = matches!(stop, Stop::Start) && matches!(found, Found::Char('?'));
    let mut error = Error::build_after(bytes, error, rule, ASCII_LINE, |_, found, _| {
        let kind = if no_ipv6_literals {
            Kind::NoIpv6Literals
        } else if is_unusable(found, options) {
            Kind::Unusable { found, options }
        } else if query_first {
            Kind::QueryFirst
        } else {
            Kind::Stopped { stop, found }
        };
        Reading::Other { kind, rfc3986_accepts: false }
    });
    if query_first {
        error.set_rule(Rule::RelativeUri);
    } else if no_ipv6_literals {
        error.set_rule(Rule::Host);
    }
    (error, query_first)
}

/// What an RFC 2396 error is, from which its sentence is written when it is read, and whether RFC 3986 accepts
/// the text, which the sentence then adds. (A rule's own sentence is a variant apart from the others so that the
/// flag packs beside the reading: an error stays within the size of a small `Result`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A failure that a rule function described itself.
    Problem {
        /// The rule's sentence.
        problem: &'static str,
        /// Whether RFC 3986 accepts the text.
        rfc3986_accepts: bool,
    },
    /// Another failure.
    Other {
        /// The failure.
        kind: Kind,
        /// Whether RFC 3986 accepts the text.
        rfc3986_accepts: bool,
    },
}

/// The failures of RFC 2396, other than a rule's own, that have sentences of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `scheme ":"` followed by nothing RFC 2396 can read.
    EmptyAfterScheme,
    /// `scheme ":"` followed by `next`, which starts neither a `hier_part` nor an `opaque_part`.
    AfterScheme {
        /// What follows the `:`.
        next: Found,
        /// The grammar that read it.
        options: Options,
    },
    /// A `[` where RFC 2396 without RFC 2732 has no host to put it in.
    NoIpv6Literals,
    /// A reference that starts with its query.
    QueryFirst,
    /// A character that no part of a URI may hold.
    Unusable {
        /// The character.
        found: Found,
        /// The grammar that read it.
        options: Options,
    },
    /// Another failure of a rule function: what stood there (what the rule expected is the error's).
    Unexpected {
        /// What stood where the rule failed.
        found: Found,
    },
    /// A parse that read a prefix and stopped before `found`, a character a URI may hold.
    Stopped {
        /// The component the parse stopped in.
        stop: Stop,
        /// What stood after it.
        found: Found,
    },
}

/// This grammar's errors name no farther reading.
impl ReadingOf<Rule> for Reading {
    fn write(&self, expected: Expected<Rule>, wording: &dyn Wording, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, rfc3986_accepts) = match *self {
            Reading::Problem { problem, rfc3986_accepts } => {
                f.write_str(problem)?;
                (None, rfc3986_accepts)
            }
            Reading::Other { kind, rfc3986_accepts } => (Some(kind), rfc3986_accepts),
        };
        match kind {
            None => {}
            Some(Kind::EmptyAfterScheme) => Problem::EmptyAfterScheme.write(&[], f)?,
            Some(Kind::AfterScheme { next, options }) if is_unusable(next, options) => write_unusable(next, f)?,
            Some(Kind::AfterScheme { next, .. }) => Problem::AfterScheme.write(&[("next", &next)], f)?,
            Some(Kind::NoIpv6Literals) => {
                let dialect = wording.choose(crate::Dialect::Rfc2396Rfc2732);
                Problem::NoIpv6Literals.write(&[("dialect", &dialect)], f)?
            }
            Some(Kind::QueryFirst) => Problem::QueryFirst.write(&[], f)?,
            Some(Kind::Unusable { found, .. }) => write_unusable(found, f)?,
            Some(Kind::Unexpected { found, .. }) if is_unusable(found, Options::RFC2396) => write_unusable(found, f)?,
            Some(Kind::Unexpected { found }) => {
                Problem::Unexpected.write(&[("found", &found), ("expected", &expected)], f)?
            }
            Some(Kind::Stopped { stop, found }) => write_stopped(stop, found, f)?,
        }
        if rfc3986_accepts { Problem::Rfc3986Accepts.write(&[], f) } else { Ok(()) }
    }
}

/// The sentence for a parse that stopped in `stop` before `found`, a character a URI may hold.
fn write_stopped(stop: Stop, found: Found, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let encode = |f: &mut fmt::Formatter<'_>| match found.percent_encoded() {
        Some(code) => Problem::EscapeIt.write(&[("code", &code)], f),
        None => Ok(()),
    };
    match (stop, found) {
        (Stop::Rule(rule), _) => Problem::RuleEnds.write(&[("found", &found), ("rule", &rule)], f),
        (_, Found::Char('#')) if !stop.fragment_allowed() => Problem::NoFragment.write(&[], f),
        (Stop::Path { first_segment: true, .. } | Stop::Start, Found::Char(':')) => {
            Problem::ColonInFirstSegment.write(&[], f)
        }
        (_, Found::Char(c @ ('[' | ']'))) => {
            Problem::Bracket.write(&[("character", &c)], f)?;
            encode(f)
        }
        _ => {
            Problem::NotAllowedIn.write(&[("found", &found), ("place", &super::problem::place(stop))], f)?;
            encode(f)
        }
    }
}

/// Whether `found` is a character that no part of a URI may hold under `options`.
fn is_unusable(found: Found, options: Options) -> bool {
    let allowed = if options.ipv6_literals_rfc2732 { &URI_CHAR_RFC2732 } else { &URI_CHAR };
    match found {
        Found::End => false,
        Found::Char(c) if c.is_ascii() => !allowed.contains(c as u8),
        Found::Char(_) | Found::Byte(_) => true,
    }
}

/// The sentence for a character that no part of a URI may hold ([`is_unusable`]).
fn write_unusable(found: Found, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let code = found.percent_encoded().unwrap_or_default();
    let problem = if found.is_non_ascii() { Problem::NonAscii } else { Problem::Excluded };
    problem.write(&[("found", &found), ("code", &code)], f)
}

/// Adds what RFC 3986 says of `text` to an error for one of the top rules, when RFC 3986 accepts the text.
fn compare_with_rfc3986(text: &str, rule: Rule, mut error: Error) -> Error {
    let accepted = match rule {
        Rule::UriReference | Rule::AbsoluteUri if outside_rfc3986(text.as_bytes(), error.span().start) => false,
        Rule::UriReference => crate::rfc3986::accepts(crate::rfc3986::Rule::UriReference, text),
        Rule::AbsoluteUri => crate::rfc3986::accepts(crate::rfc3986::Rule::AbsoluteUri, text),
        _ => false,
    };
    match &mut error.reading {
        Reading::Problem { rfc3986_accepts, .. } | Reading::Other { rfc3986_accepts, .. } => {
            *rfc3986_accepts = accepted
        }
    }
    error
}

/// Whether what stands at `offset` of `text` (where an error is) puts the text outside RFC 3986 whatever the
/// rest: a byte that no RFC 3986 rule holds (RFC 3986's characters are `reserved`, `unreserved` and `%`, §2),
/// or a `%` among the bytes up to it that starts no `pct-encoded` (§2.1: a `%` is nothing else). Most of
/// RFC 2396's rejections are one of these, and this answers for them without a second parse.
fn outside_rfc3986(text: &[u8], offset: usize) -> bool {
    let unpaired_percent = |at: usize| {
        text.get(at) == Some(&b'%')
            && !text.get(at + 1..at + 3).is_some_and(|digits| digits.iter().all(|&b| HEXDIG.contains(b)))
    };
    text.get(offset).is_some_and(|&b| !RFC3986_CHAR.contains(b))
        || (offset.saturating_sub(2)..=offset).any(unpaired_percent)
}

/// Reports where `authority` stopped, at `at`, and what could have continued it there, named by the part
/// that was read last: the `port`, the `host`, the `server` when it is empty, or the `reg_name`.
///
/// `authority = server | reg_name`, and a `server` that holds no IPv6 reference is made of `reg_name`
/// characters (or of escapes, in its user information, which a `reg_name` holds too). So where such a server
/// stops, the `reg_name` reading of the same bytes (a reading the rules did not take) could go on with any
/// `reg_name` character; and what could have continued the server's own repetitions and options is among
/// them: a `domainlabel` or `toplabel`'s `alphanum` or `"-"`, the `"."` after a label, the `":"` of
/// `[ ":" port ]`, the port's `digit`, the `"@"` of `[ userinfo "@" ]`. The set is `reg_name`'s, and an empty
/// server adds RFC 2732's `"["`, which starts an `IPv6reference` but no `reg_name`. After an `IPv6reference`,
/// no `reg_name` reads the bytes: only the server goes on, with the `":"` of its port or the port's digits.
#[inline(always)]
pub(super) fn authority_stopped<V: Variant>(at: usize, authority: &ast::Authority<'_>) {
    let reg_name = || Expected::of(Rule::RegName);
    match authority {
        ast::Authority::RegName(name) => {
            V::expects(at, Some(Rule::RegName), reg_name());
            // A `reg_name` whose one `"@"` ends it is also `userinfo "@"` (userinfo's characters are reg_name's
            // but `"@"`), after which RFC 2732's `"["` could start the host of a server. (Looked for only in a
            // diagnosis.)
            if V::DIAGNOSING && V::OPTIONS.ipv6_literals_rfc2732 {
                let text = name.as_str().as_bytes();
                if memchr::memchr(b'@', text) == text.len().checked_sub(1) {
                    V::expects(at, None, Expected::NOTHING.token(Token::OpenBracket));
                }
            }
        }
        ast::Authority::Server(server) => match server.hostport() {
            None if V::OPTIONS.ipv6_literals_rfc2732 => {
                V::expects(at, Some(Rule::Server), reg_name().token(Token::OpenBracket));
            }
            None => V::expects(at, Some(Rule::Server), reg_name()),
            Some(hostport) => {
                let rule = if hostport.port().is_some() { Rule::Port } else { Rule::Host };
                let expected = match (hostport.host(), hostport.port()) {
                    (ast::Host::Ipv6(_), Some(_)) => Expected::of(Rule::Digit),
                    (ast::Host::Ipv6(_), None) => Expected::NOTHING.token(Token::Colon),
                    _ => reg_name(),
                };
                V::expects(at, Some(rule), expected);
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Options, parse_absolute_uri, parse_uri_reference, parse_uri_reference_with};

    fn message(text: &str) -> alloc::string::String {
        parse_uri_reference(text).unwrap_err().to_string()
    }

    #[test]
    fn empty_after_the_scheme_names_the_difference_with_rfc3986() {
        assert_eq!(
            message("http:"),
            "RFC 2396 needs a path or opaque part after the scheme; RFC 3986 accepts an empty hier-part (RFC 2396 \u{a7}3, absoluteURI)"
        );
        assert!(message("http:#f").starts_with("RFC 2396 needs a path or opaque part"));
        let error = parse_absolute_uri("http:").unwrap_err();
        assert_eq!(error.span(), crate::Span::at(5));
        assert_eq!(error.message(), super::Problem::EmptyAfterScheme.sentence());
        assert_eq!(error.rule(), super::Rule::AbsoluteUri);
    }

    #[test]
    fn a_query_alone_is_explained() {
        let error = parse_uri_reference("?y").unwrap_err();
        assert_eq!(error.rule(), super::Rule::RelativeUri);
        assert!(error.message().contains("RFC 3986 accepts it"), "{}", error.message());
    }

    #[test]
    fn ipv6_literals_point_to_rfc2732() {
        let error = parse_uri_reference("http://[::1]/").unwrap_err();
        assert_eq!((error.rule(), error.span()), (super::Rule::Host, crate::Span::new(7, 8)));
        assert!(error.message().contains("Options::rfc2732"), "{}", error.message());
        assert!(error.message().contains("RFC 3986 accepts"), "{}", error.message());
        assert!(parse_uri_reference_with("http://[::1]/", Options::rfc2732(true)).is_ok());
    }

    #[test]
    fn a_text_is_said_outside_rfc3986_only_where_rfc3986_rejects_it() {
        let texts = [
            "http://a/b c",
            "http://a/%zz",
            "http://a/%4",
            "http://a/%",
            "a%",
            "%41%",
            "http://[::1]/%41",
            "http://a/\u{e9}",
            "http://a/<",
            "%25",
            "a#b#c",
            "http://[::1]",
            "http://a:80/?q#f",
            "",
        ];
        for text in texts {
            for offset in 0..=text.len() + 1 {
                if super::outside_rfc3986(text.as_bytes(), offset) {
                    assert!(!crate::rfc3986::accepts(crate::rfc3986::Rule::UriReference, text), "{text:?} at {offset}");
                }
            }
        }
        assert!(super::outside_rfc3986(b"http://a/b c", 10));
        assert!(super::outside_rfc3986(b"http://a/%zz", 10));
        assert!(super::outside_rfc3986(b"http://a/%4", 11));
        assert!(!super::outside_rfc3986(b"http://[::1]/", 7));
        assert!(!super::outside_rfc3986(b"a%41", 3));
    }

    /// The names of what the error for `text`, read as a `URI-reference` in `options`, expected.
    fn expected(text: &str, options: Options) -> alloc::vec::Vec<&'static str> {
        parse_uri_reference_with(text, options).unwrap_err().expected().names().collect()
    }

    #[test]
    fn the_rules_say_what_could_have_continued() {
        let rfc2732 = Options::rfc2732(true);
        // A first segment that could be a scheme: its ":" could have followed (`absoluteURI = scheme ":" ...`).
        assert!(expected("a\n", Options::RFC2396).contains(&"\":\""));
        assert!(!expected("1\n", Options::RFC2396).contains(&"\":\""));
        // An empty server, which RFC 2732's `IPv6reference` could have started.
        assert!(expected("//\n", rfc2732).contains(&"\"[\""));
        assert!(!expected("//\n", Options::RFC2396).contains(&"\"[\""));
        // After an IPv6 reference no reg_name reads the bytes: only the port's ":" or its digits go on.
        assert_eq!(expected("http://[::1]x", rfc2732), ["abs_path", "\":\"", "\"?\"", "\"#\"", "end of input"]);
        assert_eq!(expected("http://[::1]:8x", rfc2732), ["abs_path", "digit", "\"?\"", "\"#\"", "end of input"]);
        // A server made of reg_name characters goes on as the reg_name reading of the same bytes does.
        assert_eq!(expected("http://a:8 /", Options::RFC2396)[..2], ["abs_path", "reg_name"]);
        // A relative URI or an absolute URI has no fragment: no "#" is expected there.
        let error = super::super::parse_relative_uri("a b").unwrap_err();
        assert!(!error.expected().has_token(crate::grammar::Token::Hash));
    }

    /// The diagnosis reads a text as the parse did: the same tree, the same rest.
    fn reads_alike<V: super::super::Variant>(text: &str) {
        use super::super::{Diagnosing, uri_reference};
        let plain = uri_reference::<V>(crate::grammar::input(text)).map(|(rest, node)| (rest, node.span()));
        let diagnosing = crate::grammar::reports::outside_diagnosis(|| {
            uri_reference::<Diagnosing<V>>(crate::grammar::input(text)).map(|(rest, node)| (rest, node.span()))
        });
        assert_eq!(alloc::format!("{plain:?}"), alloc::format!("{diagnosing:?}"), "{text}");
    }

    #[test]
    fn the_diagnosing_variant_parses_as_the_others() {
        for text in ["http://a/b?c#d", "http://a:80x/", "//[::1]:8/p q", "a: b", "../g;x?y#s", "%zz", " x", "//a@b@c"] {
            reads_alike::<super::super::Rfc2396>(text);
            reads_alike::<super::super::Rfc2732>(text);
        }
    }

    #[test]
    fn excluded_characters_and_colons() {
        assert!(message("http://a/b c").contains("excluded from URIs"));
        assert!(message("http://a/é").contains("non-ASCII"));
        assert!(message("1a:b").contains("first segment of a relative path"));
        assert!(message("http://a/%zz").contains("two hex digits"));
    }
}
