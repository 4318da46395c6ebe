//! Sentences for RFC 1808 errors, and what the rules report where they stop.
//!
//! A bad escape commits, and carries its own sentence from [`escape`](super::escape). The other failure is a
//! parse that stopped before the end: the rule functions read the §2.4 parse string, which ends at the first
//! byte no URL can hold, and a URL inside it stops early only at a second `#` or at a path that would begin with
//! an empty segment.
//!
//! What could have continued the text there comes from the rules themselves, as for RFC 3986: each place where
//! a repetition or an option stops calls [`Variant::expects`](super::Variant::expects) with its rule and what
//! could have gone on (a run of `pchar / "/"` stops: a `pchar` or `"/"`; an absent `[ ";" params ]`: `";"`), and
//! the second form of `absoluteURL`, where the `generic-RL` is the reading taken, calls it without a rule. Those calls do nothing in the published variants.
//! When a parse has stopped early, the rules run again over the same text in [`Diagnosing`](super::Diagnosing), which
//! records them: from within the last component of the prefix the parse read (`last_component::read_last_component`), or the same
//! top rule from the start. The union of the sets reported at the byte where the parse stopped, with the end of the
//! input, is the error's expected set. A second description of what may follow each component, kept by hand beside the
//! rules, would drift from them.
//!
//! The first rule to report at that byte is the component the parse stopped in ([`Stop`]), which picks the
//! words of the sentence and the rule the error names.

use core::fmt;

use super::characters::{Charset, NATIONAL};
use super::{Error, Problem, Res, Rule};
use crate::grammar::reports::{self, Reports};
use crate::grammar::{Expected, Found, ReadingOf, RuleError, Token, Wording, input};

/// Where a prefix parse stopped: the component that could have gone on, which chooses the sentence's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// In the fragment of a `URL`.
    Fragment,
    /// After the component `rule` of the top rule `top`; `fragment_allowed` when `top` is `URL`.
    Component {
        /// The component that stopped.
        rule: Rule,
        /// The rule the whole text was parsed as.
        top: Rule,
        /// Whether a `"#"` and a fragment could have followed.
        fragment_allowed: bool,
    },
    /// After an `absoluteURL`, which is read to the end of its parse string: only a `#` or a byte that no URL
    /// holds can follow.
    NoFragment(Rule),
    /// After a rule other than the top-level ones.
    Rule(Rule),
}

impl Stop {
    /// The component that stopped in a parse of `top`, from `first`, the rule that reported first at the byte
    /// where the parse stopped (the rules report in the order they read, so the first is the component the
    /// parse was in; those after it stood at the same byte having read nothing).
    fn of_report(top: Rule, first: Option<Rule>) -> Stop {
        match (top, first) {
            (_, Some(Rule::Fragment)) => Stop::Fragment,
            // The second form of `absoluteURL` reads to the end of the parse string whatever reading is taken,
            // so it is the `absoluteURL` that ends there.
            (Rule::AbsoluteUrl, _) => Stop::NoFragment(Rule::AbsoluteUrl),
            (Rule::Url | Rule::RelativeUrl, Some(rule)) => {
                Stop::Component { rule, top, fragment_allowed: top == Rule::Url }
            }
            (rule, _) => Stop::Rule(rule),
        }
    }

    /// The rule the error names: the component that could have gone on.
    fn rule(self) -> Rule {
        match self {
            Stop::Fragment => Rule::Fragment,
            Stop::Component { rule, .. } | Stop::NoFragment(rule) | Stop::Rule(rule) => rule,
        }
    }
}

/// Parses all of `text` with `parser`, naming `rule` in errors; where it reads a prefix only, `diagnosing` runs
/// the same rule in [`Diagnosing`](super::Diagnosing) for what the rules report there (given the prefix that was
/// read, which it need not use).
#[inline]
pub(crate) fn whole<'a, T>(
    text: &'a str,
    rule: Rule,
    charset: &'static Charset,
    parser: impl FnOnce(crate::grammar::Input<'a>) -> Res<'a, T>,
    diagnosing: impl FnOnce(&T),
) -> Result<T, Error> {
    match parser(input(text)) {
        Ok((rest, node)) if rest.fragment().is_empty() => Ok(node),
        Ok((rest, prefix)) => {
            Err(stopped(text.as_bytes(), rest.location_offset(), rule, || diagnosing(&prefix), charset))
        }
        Err(error) => Err(build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule)),
    }
}

/// The error for a failure that a rule function returned. Kept out of line, as [`stopped`] is, so that the
/// successful parse is compiled the same whatever the error path does.
#[cold]
#[inline(never)]
pub(crate) fn build(text: &[u8], error: RuleError<Rule>, rule: Rule) -> Error {
    Error::build(text, error, rule, |error, found, _| match error.problem {
        Some(problem) => Reading::Problem(problem),
        None => Reading::Unexpected { found },
    })
}

/// The error for a parse of `top` that read a prefix and stopped at `offset`: the rules run again in
/// `diagnosing` and say what could have continued there, besides the end of the text, and in which component.
#[cold]
#[inline(never)]
fn stopped(text: &[u8], offset: usize, top: Rule, diagnosing: impl FnOnce(), charset: &'static Charset) -> Error {
    stopped_with(text, offset, top, reports::collect(offset, diagnosing), charset)
}

/// [`stopped`] once the rules have reported: the part that does not depend on which rules ran again, one function
/// for all of them.
#[cold]
#[inline(never)]
fn stopped_with(text: &[u8], offset: usize, top: Rule, reports: Reports<Rule>, charset: &'static Charset) -> Error {
    let stop = Stop::of_report(top, reports.first);
    let rule = stop.rule();
    let expected = reports.expected.token(Token::End);
    let error = RuleError { offset, within: Some(rule), expected, problem: None };
    // The two charsets are statics: the address says which grammar read the text.
    let rfc2068 = core::ptr::eq(charset, &super::characters::HTTP);
    // The top rules of RFC 1808 read printable ASCII alone, and the parse stopped where they stopped reading: the
    // text before it is one line of ASCII, and its position is told by its offset. (RFC 2068's read `national`
    // characters beyond ASCII too, and its `unsafe`, read alone, reads controls.)
    let ascii_line = !rfc2068 && matches!(top, Rule::Url | Rule::AbsoluteUrl | Rule::RelativeUrl);
    Error::build_after(text, error, rule, ascii_line, |_, found, _| Reading::Stopped { stop, found, rfc2068 })
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

/// This grammar's errors name no farther reading.
impl ReadingOf<Rule> for Reading {
    fn write(&self, expected: Expected<Rule>, wording: &dyn Wording, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Reading::Problem(problem) => f.write_str(problem),
            Reading::Unexpected { found } => {
                Problem::Unexpected.write(&[("found", &found), ("expected", &expected)], f)
            }
            Reading::Stopped { found, rfc2068, .. } if is_unusable(found, charset(rfc2068)) => {
                write_unusable(found, charset(rfc2068), wording, f)
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
        (Stop::Fragment, Found::Char('#')) => Problem::SecondHash.write(&[], f),
        (Stop::NoFragment(top) | Stop::Component { top, fragment_allowed: false, .. }, Found::Char('#')) => {
            Problem::FragmentOnlyInUrl.write(&[("top", &top)], f)
        }
        (Stop::Component { rule: Rule::AbsPath, .. }, Found::Char('/')) => Problem::EmptyFirstSegment.write(&[], f),
        (Stop::Rule(rule), _) => Problem::RuleEnds.write(&[("found", &found), ("rule", &rule)], f),
        (Stop::Component { rule, .. } | Stop::NoFragment(rule), _) => {
            Problem::UnexpectedAfter.write(&[("found", &found), ("rule", &rule)], f)
        }
        (Stop::Fragment, _) => Problem::UnexpectedInFragment.write(&[("found", &found)], f),
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
fn write_unusable(
    found: Found,
    charset: &'static Charset,
    wording: &dyn crate::grammar::Wording,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let code = found.percent_encoded().unwrap_or_default();
    let rfc2068 = wording.choose(crate::Dialect::Rfc1808Rfc2068);
    let problem = match found {
        Found::Char(c) if !c.is_ascii() => Problem::NonAscii,
        Found::Char(c) if NATIONAL.contains(c as u8) && !charset.url.contains(c as u8) => Problem::National,
        _ => Problem::NotAllowedAnywhere,
    };
    problem.write(&[("found", &found), ("code", &code), ("rfc2068", &rfc2068)], f)
}

#[cfg(test)]
mod tests {
    use crate::grammar::{Expected, Token};
    use crate::rfc1808::{Options, Rule, parse_absolute_url, parse_relative_url, parse_rule, parse_url_with};

    fn set(rules: &[Rule], tokens: &[Token]) -> Expected<Rule> {
        let set = rules.iter().fold(Expected::NOTHING, |set, &rule| set.rule(rule));
        tokens.iter().fold(set.token(Token::End), |set, &token| set.token(token))
    }

    #[test]
    fn a_stopped_parse_expects_what_the_rules_report_where_it_stopped() {
        use Rule::{Fsegment, Pchar, Reserved, Uchar};
        use Token::{Hash, Question, Semicolon, Slash};
        for options in [Options::RFC1808, Options::RFC2068] {
            let cases = [
                // A path's run and rel_path's options; the second form of absoluteURL is live at that byte too.
                ("http://a/b c", Rule::Path, set(&[Pchar, Uchar, Reserved], &[Slash, Semicolon, Question, Hash])),
                // net_loc's run, net_path's `[ abs_path ]`.
                ("//a b", Rule::NetLoc, set(&[Pchar], &[Slash, Semicolon, Question, Hash])),
                // An empty rel_path at the start: relativeURL's other alternatives start with "/".
                ("\"", Rule::RelPath, set(&[Fsegment], &[Slash, Semicolon, Question, Hash])),
                // After abs_path's "/", in a relative URL, no "/".
                ("//a//b", Rule::AbsPath, set(&[Fsegment], &[Semicolon, Question, Hash])),
                ("a#b#c", Rule::Fragment, set(&[Uchar, Reserved], &[])),
                // The second form of absoluteURL, read on past where the generic-RL stops.
                ("x://a//b c", Rule::AbsoluteUrl, set(&[Uchar, Reserved], &[Hash])),
                // Right after the scheme: an empty rel_path, or the second form.
                ("x:\"", Rule::RelPath, set(&[Fsegment, Uchar, Reserved], &[Slash, Semicolon, Question, Hash])),
            ];
            for (text, rule, expected) in cases {
                let error = parse_url_with(text, options).unwrap_err();
                assert_eq!((error.rule(), *error.expected()), (rule, expected), "{text} {options:?}");
            }
        }
        let error = parse_relative_url("a#b").unwrap_err();
        assert_eq!((error.rule(), *error.expected()), (Rule::Path, set(&[Pchar], &[Slash, Semicolon, Question])));
        let error = parse_absolute_url("x:y#z").unwrap_err();
        let expected = set(&[Pchar, Uchar, Reserved], &[Slash, Semicolon, Question]);
        assert_eq!((error.rule(), *error.expected()), (Rule::AbsoluteUrl, expected));
        // The second form's run, which reads on where the generic-RL stops before an empty segment.
        let error = parse_absolute_url("x://a//b\"").unwrap_err();
        assert_eq!((error.rule(), *error.expected()), (Rule::AbsoluteUrl, set(&[Uchar, Reserved], &[])));
        // A rule other than the top ones is followed by the end of the text alone.
        assert_eq!(*parse_rule(Rule::Scheme, "a_b").unwrap_err().expected(), set(&[], &[]));
    }
}
