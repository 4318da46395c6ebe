//! Sentences for RFC 3986 errors, and what the rules report where they stop.
//!
//! Failures that a delimiter commits (`%`, `[`) carry their own sentence and expected set from the rule that
//! failed. The other failure is a parse that stopped before the end: the rule functions read the longest prefix they
//! can, and what stands after it is wrong. What could have continued the text there comes from the rules themselves:
//! each place where a repetition or an option stops calls [`Variant::expects`](super::Variant::expects) with its rule
//! and what could have gone on (a run of `pchar` stops: a `pchar` or `"/"`; an absent `[ "?" query ]`: `"?"`); where a
//! reading the rules did not take goes farther, [`Variant::reaches`](super::Variant::reaches); and where such a reading
//! could have gone on at the same byte, `expects` without a rule (the `"@"` after a host that could have been user
//! information), so that the set is every byte the grammar takes there.
//!
//! Those calls do nothing in the published variants, and the compiler removes them, so that a successful parse costs
//! what it cost without them. When a parse has stopped early, the same rule functions run again on the same text in
//! [`Diagnosing`](super::Diagnosing), a variant that records the calls, from within the last component of the prefix
//! the parse read (the rules of the components before it ended earlier and report elsewhere; see
//! `last_component::read_last_component`): the union of the sets reported at the byte where the parse stopped is the error's
//! expected set (with the end of the input, which the whole text needed), and the farthest byte reported beyond it is
//! where the other reading goes wrong. This keeps the grammar in one place: a second description of what may follow
//! each component, kept by hand beside the rules, would drift from them. The choice costs one more parse of that
//! component on an error, and nothing on a success: a collector threaded through every rule, or a set carried out of
//! every successful rule, would tax the successful parse, which is what nearly every URI is.
//!
//! The first rule to report at that byte is the component the parse stopped in ([`Stop`]): that picks the
//! words of the sentence and the rule the error names.

use core::fmt;

use super::ast::PathKind;
use super::authority::{Address, ipvfuture_goes_on};
use super::characters::URI_CHAR;
use super::problem::Problem;
use super::{Error, Options, Res, Rule};
use crate::grammar::reports::{self, Reports};
use crate::grammar::{
    Expected, Found, Input, ReadingOf, RuleError, Token, Widening, Wording, failure, input, peek_byte, text_between,
};

/// Where a prefix parse stopped: the component that could have gone on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// After `#` and the fragment.
    Fragment,
    /// After `?` and the query; `fragment_allowed` is false in an `absolute-URI`.
    Query { fragment_allowed: bool },
    /// In a non-empty path of this kind; `first_segment` when it is a `path-noscheme` or a `path-rootless` and
    /// no `/` came after its first segment.
    Path { kind: PathKind, first_segment: bool, fragment_allowed: bool },
    /// After `:` and the port.
    Port { fragment_allowed: bool },
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
    /// The component that stopped, from the rule that reported first at the byte where the parse stopped (the
    /// rules report in the order they read, so the first is the component the parse was in; those after it
    /// stood at the same byte having read nothing), and the set reported there (an absent `[ "#" fragment ]`
    /// reports `"#"` where a fragment may follow).
    fn of_report(first: Rule, expected: Expected<Rule>) -> Stop {
        let fragment_allowed = expected.has_token(Token::Hash);
        let path = |kind, first_segment| Stop::Path { kind, first_segment, fragment_allowed };
        match first {
            Rule::Fragment => Stop::Fragment,
            Rule::Query => Stop::Query { fragment_allowed },
            Rule::PathAbempty => path(PathKind::Abempty, false),
            Rule::PathAbsolute => path(PathKind::Absolute, false),
            Rule::SegmentNzNc => path(PathKind::Noscheme, true),
            Rule::PathNoscheme => path(PathKind::Noscheme, false),
            Rule::SegmentNz => path(PathKind::Rootless, true),
            Rule::PathRootless => path(PathKind::Rootless, false),
            Rule::Port => Stop::Port { fragment_allowed },
            // The authority's `[ ":" port ]` is the first to report only after an IP literal: a `reg-name`
            // (an IPv4 address too, which is read as one first) reports where it ends.
            Rule::Authority => Stop::Host { ip_literal: true, fragment_allowed },
            Rule::RegName => Stop::Host { ip_literal: false, fragment_allowed },
            Rule::HierPart => Stop::AfterScheme { fragment_allowed },
            Rule::UriReference | Rule::RelativePart => Stop::Start,
            other => Stop::Rule(other),
        }
    }

    /// The rule the error names: the component that could have gone on.
    fn rule(self) -> Rule {
        match self {
            Stop::Fragment => Rule::Fragment,
            Stop::Query { .. } => Rule::Query,
            Stop::Path { kind, .. } => kind.rule(),
            Stop::Port { .. } => Rule::Port,
            Stop::Host { ip_literal: true, .. } => Rule::Authority,
            Stop::Host { ip_literal: false, .. } => Rule::RegName,
            Stop::AfterScheme { .. } => Rule::HierPart,
            Stop::Start => Rule::RelativeRef,
            Stop::Rule(rule) => rule,
        }
    }
}

/// Parses all of `text` with `parser`, naming `rule` in errors; where it reads a prefix only, `diagnosing` runs the
/// same rule in [`Diagnosing`](super::Diagnosing) for what the rules report there, given the prefix that was read
/// (which says where its components are, so that the rules need not read again what cannot report where it stops).
/// `options` name the variant the parser read with, whose classes may take characters beyond ASCII
/// (`Variant::WIDE`), for the sentence.
#[inline]
pub(crate) fn whole<'a, T>(
    text: &'a str,
    rule: Rule,
    options: Options,
    parser: impl FnOnce(Input<'a>) -> Res<'a, T>,
    diagnosing: impl FnOnce(&T),
) -> Result<T, Error> {
    match parser(input(text)) {
        Ok((rest, node)) if rest.fragment().is_empty() => Ok(node),
        Ok((rest, prefix)) => Err(stopped(text, rest.location_offset(), rule, || diagnosing(&prefix), options)),
        Err(error) => Err(build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule, options)),
    }
}

/// The error for a failure that a rule function returned; `options` as for [`whole`]. Kept out of line, as
/// [`stopped`] is, so that the successful parse is compiled the same whatever the error path does.
#[cold]
#[inline(never)]
pub(crate) fn build(text: &[u8], error: RuleError<Rule>, rule: Rule, options: Options) -> Error {
    // Without a widening, the rules read ASCII alone and no line break.
    Error::build_after(text, error, rule, options.widening().is_none(), |error, found, _| match error.problem {
        Some(problem) => Reading::Problem(problem),
        None => Reading::Unexpected { found, read_in: ReadIn::of(options) },
    })
}

/// The error for a parse of `whole` that read a prefix and stopped at `offset`: the rules run again in
/// `diagnosing` and say what could have continued there, besides the end of the text, and in which component.
#[cold]
#[inline(never)]
fn stopped(text: &str, offset: usize, whole: Rule, diagnosing: impl FnOnce(), options: Options) -> Error {
    stopped_with(text, offset, whole, reports::collect(offset, diagnosing), options)
}

/// [`stopped`] once the rules have reported: the part that does not depend on which rules ran again, one function
/// for all of them.
#[cold]
#[inline(never)]
fn stopped_with(text: &str, offset: usize, whole: Rule, reports: Reports<Rule>, options: Options) -> Error {
    let stop = reports.first.map_or(Stop::Rule(whole), |first| Stop::of_report(first, reports.expected));
    let rule = stop.rule();
    let expected = reports.expected.token(Token::End);
    let error = RuleError { offset, within: Some(rule), expected, problem: None };
    // Kept in four bytes (see `Reading::Stopped`): past u32::MAX the other reading is not offered.
    let farthest = Some(reports.farthest)
        .filter(|&reach| reach > offset)
        .and_then(|reach| u32::try_from(reach).ok())
        .and_then(core::num::NonZeroU32::new);
    let authority_end = farthest.map_or(Found::End, |reach| Found::at(text.as_bytes(), reach.get() as usize));
    Error::build_after(text.as_bytes(), error, rule, options.widening().is_none(), |_, found, _| Reading::Stopped {
        stop,
        found,
        farthest,
        authority_end,
        read_in: ReadIn::of(options),
    })
}

/// The variant a text was read in, kept in one byte (its [`Options`], packed): an error keeps it for the words
/// of its sentence, and the two bytes of an `Options`, or a widening's address, would make every error eight
/// bytes larger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadIn(u8);

impl ReadIn {
    /// The variant that `options` name.
    fn of(options: Options) -> ReadIn {
        ReadIn(options.packed())
    }

    /// What the variant's classes take beyond ASCII ([`super::Variant::WIDE`]).
    fn widening(self) -> Option<&'static Widening> {
        Options::unpacked(self.0).widening()
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
        /// The variant the text was read in, whose widening (RFC 3987's characters) words the sentence.
        read_in: ReadIn,
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
        /// What stands at `farthest`, where the authority ends (a `/`, `?`, `#`, the end), when it is set.
        authority_end: Found,
        /// The variant the text was read in, whose widening (RFC 3987's characters) words the sentence.
        read_in: ReadIn,
    },
}

impl ReadingOf<Rule> for Reading {
    /// Where another reading of the text goes wrong, when that is farther than the error's start.
    fn farthest(&self) -> Option<usize> {
        match *self {
            Reading::Stopped { farthest, .. } => farthest.map(|reach| reach.get() as usize),
            _ => None,
        }
    }

    /// Writes the sentence, where the grammar expected `expected`.
    fn write(&self, expected: Expected<Rule>, _wording: &dyn Wording, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match *self {
            Reading::Unexpected { read_in, .. } | Reading::Stopped { read_in, .. } => Words::of(read_in.widening()),
            Reading::Problem(_) => Words::URI,
        };
        self.write_in(&expected, words, f)
    }
}

impl Reading {
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
            Reading::Unexpected { found, .. } => {
                Problem::Unexpected.write(&[("found", &found), ("expected", expected)], f)
            }
            Reading::Stopped { found, .. } if words.is_unusable(found) => words.write_unusable(found, f),
            Reading::Stopped { stop, found, farthest, authority_end, .. } => {
                write_stopped(stop, found, words, f)?;
                match (farthest, authority_end) {
                    (None, _) => Ok(()),
                    (Some(_), Found::End) => Problem::UserinfoInstead.write(&[], f),
                    (Some(_), end) => Problem::UserinfoInsteadBefore.write(&[("end", &end)], f),
                }
            }
        }
    }
}

/// The sentence for a parse that stopped in `stop` before `found`, a character a URI may hold.
fn write_stopped(stop: Stop, found: Found, words: Words, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let section = words.section;
    let encode = |f: &mut fmt::Formatter<'_>| match found.percent_encoded() {
        Some(code) => Problem::PercentEncodeIt.write(&[("code", &code)], f),
        None => Ok(()),
    };
    match (stop, found) {
        (Stop::Rule(rule), _) => Problem::RuleEnds.write(&[("found", &found), ("rule", &(words.rule_name)(rule))], f),
        (Stop::Port { .. }, _) => Problem::PortDigits.write(&[("found", &found)], f),
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
            Problem::NoFragment.write(&[("noun", &words.noun), ("section", &section)], f)
        }
        (Stop::Host { ip_literal: false, .. }, Found::Char('@')) => {
            Problem::SecondAt.write(&[("section", &section)], f)?;
            encode(f)
        }
        (_, Found::Char(c @ ('[' | ']'))) => {
            Problem::Bracket.write(&[("character", &c), ("section", &section)], f)?;
            encode(f)
        }
        (Stop::Path { kind: PathKind::Noscheme, first_segment: true, .. } | Stop::Start, Found::Char(':')) => {
            Problem::ColonInFirstSegment.write(&[("section", &section)], f)
        }
        _ => {
            Problem::NotAllowedIn.write(&[("found", &found), ("place", &super::problem::place(stop))], f)?;
            encode(f)
        }
    }
}

/// The words an error's sentence is written in: a URI's (RFC 3986), or an IRI's (RFC 3987, whose rules are
/// RFC 3986's with wider classes and other names).
#[derive(Clone, Copy)]
pub(crate) struct Words {
    /// What the classes took beyond ASCII, when the text was read with a widening (as an IRI: `ucschar`, and
    /// `iprivate` in the query).
    pub(crate) wide: Option<&'static Widening>,
    /// What the text is called: `"URI"` or, as the widening names it, `"IRI"`.
    pub(crate) noun: &'static str,
    /// The same with its article: `"a URI"`, `"an IRI"`.
    pub(crate) a_noun: &'static str,
    /// How a section of RFC 3986 is cited: `"§"`, or `"RFC 3986 §"` when the error is RFC 3987's.
    pub(crate) section: &'static str,
    /// The name of an RFC 3986 rule in the grammar the error is told in.
    pub(crate) rule_name: fn(Rule) -> &'static str,
}

impl Words {
    /// RFC 3986's own words.
    pub(crate) const URI: Words = Words {
        wide: None,
        noun: super::problem::NOUN,
        a_noun: super::problem::A_NOUN,
        section: super::problem::SECTION,
        rule_name: <Rule as crate::grammar::Grammar>::name,
    };

    /// The words for a text read with RFC 3986's rules and told in their names, widened by `wide` (an IRI read
    /// with `Options::RFC3987`) or not.
    pub(crate) const fn of(wide: Option<&'static Widening>) -> Words {
        match wide {
            Some(widening) => Words { wide, noun: widening.noun, a_noun: widening.a_noun, ..Words::URI },
            None => Words::URI,
        }
    }

    /// Whether `found` is a character that no part of a URI (or of an IRI) may hold.
    fn is_unusable(self, found: Found) -> bool {
        match (found, self.wide) {
            (Found::End, _) => false,
            (Found::Char(c), _) if c.is_ascii() => !URI_CHAR.contains(c as u8),
            (Found::Char(c), Some(wide)) => !(wide.is_wide)(c),
            (Found::Char(_) | Found::Byte(_), _) => true,
        }
    }

    /// The sentence for a character that no part of a URI (or of an IRI) may hold ([`Words::is_unusable`]).
    fn write_unusable(self, found: Found, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = found.percent_encoded().unwrap_or_default();
        match (found, self.wide) {
            (Found::Char(c), Some(wide)) if (wide.is_private)(c) => {
                Problem::PrivateUse.write(&[("code_point", &format_args!("{:04X}", c as u32)), ("code", &code)], f)
            }
            (Found::Char(c), Some(wide)) if !c.is_ascii() => {
                Problem::NotUcschar.write(&[("character", &CodePoint(c, wide.describe)), ("code", &code)], f)
            }
            _ if found.is_non_ascii() => Problem::NonAscii.write(&[("found", &found), ("code", &code)], f),
            _ => Problem::NotAllowedAnywhere
                .write(&[("found", &found), ("a_noun", &self.a_noun), ("section", &self.section), ("code", &code)], f),
        }
    }
}

/// A code point as the widening's sentences name it (RFC 3987's: `U+FFFD REPLACEMENT CHARACTER`), with the
/// widening's way of naming it.
struct CodePoint(char, fn(char, &mut fmt::Formatter<'_>) -> fmt::Result);

impl fmt::Display for CodePoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.1)(self.0, f)
    }
}

// What the rules of an `IP-literal` say when they fail: the failures they return and what could have gone on
// where they stopped. Only a failing parse calls these.

/// The failure of an `IP-literal` whose `address` (read from `inside`) is not followed by `"]"`: before the `]`,
/// the address could have gone on (the zone, the IPvFuture's characters, or what may extend the IPv6 address);
/// without RFC 6874 (`zone_ids` false), a `%` there starts a zone identifier, which the sentence names.
#[cold]
#[inline(never)]
pub(super) fn unclosed(
    inside: &Input<'_>,
    after_address: &Input<'_>,
    address: &Address<'_>,
    zone_ids: bool,
) -> nom::Err<RuleError<Rule>> {
    let address_goes_on = match address {
        Address::Zoned(_) => Expected::of(Rule::Unreserved).rule(Rule::PctEncoded),
        Address::Future(_) => ipvfuture_goes_on(),
        Address::V6(_) => ipv6_goes_on(text_between(inside, after_address)),
    };
    let zone = matches!(address, Address::V6(_)) && !zone_ids && peek_byte(after_address) == Some(b'%');
    failure(
        after_address,
        Rule::IpLiteral,
        Expected::NOTHING.token(Token::CloseBracket).union(address_goes_on),
        if zone { Problem::IpLiteralZone } else { Problem::IpLiteralUnclosed }.sentence(),
    )
}

/// What could go on after `prefix`, the beginning of an `IPv6address` that the rule has read: every kind of
/// byte after which the text is still the beginning of one (the `"]"` of an `IP-literal` is the caller's).
///
/// The prefix is groups and `:`s; its last group (after its last `:`) is the one being read. An `h16` may
/// start where there is room for one more piece (eight, or seven with a `::`, which stands for at least
/// one), and continue a group of fewer than four. A `:` may end a group where another piece still fits, and
/// make a `::` where there is none yet. A `.` may follow a group that is a `dec-octet` where an `IPv4address`
/// fits as the last two pieces. Inside an `IPv4address`, a digit may extend an octet while it can still be a
/// `dec-octet` (the set says `DIGIT` where only `0`-`5` would do, after `25`), and a `.` may end one of the
/// first three. Only an error asks, so it is kept out of line.
#[cold]
#[inline(never)]
pub(super) fn ipv6_goes_on(prefix: &str) -> Expected<Rule> {
    // One pass: the pieces ended by a `:`, whether a `::` came, and where the last group starts.
    let bytes = prefix.as_bytes();
    let (mut pieces, mut compressed, mut group_start) = (0usize, false, 0usize);
    // Without a branch per byte (see `another_group_may_follow`).
    for (index, &byte) in bytes.iter().enumerate() {
        let colon = byte == b':';
        let after_group = index > group_start;
        pieces += usize::from(colon & after_group);
        compressed |= colon & !after_group & (index > 0);
        group_start = if colon { index + 1 } else { group_start };
    }
    let group = &bytes[group_start..];
    let room = |more: usize| pieces + more <= if compressed { 7 } else { 8 };
    let mut expected = Expected::NOTHING;
    if let Some(last_dot) = group.iter().rposition(|&b| b == b'.') {
        let octet = &group[last_dot + 1..];
        if matches!(*octet, [] | [b'1'..=b'9'] | [b'1', _] | [b'2', b'0'..=b'5']) {
            expected = expected.token(Token::Digit);
        }
        let dots = group.iter().filter(|&&b| b == b'.').count();
        if !octet.is_empty() && dots < 3 {
            expected = expected.token(Token::Dot);
        }
    } else if group.is_empty() {
        if bytes == b":" {
            return expected.token(Token::Colon);
        }
        if room(1) {
            expected = expected.rule(Rule::H16);
        }
        // A second `:` makes the `::`, after a group or at the start.
        if bytes.is_empty() || (!compressed && pieces <= 7) {
            expected = expected.token(Token::Colon);
        }
    } else {
        if group.len() < 4 {
            expected = expected.token(Token::Hexdig);
        }
        if room(2) {
            expected = expected.token(Token::Colon);
        }
        let is_dec_octet = matches!(*group, [b'0'..=b'9'] | [b'1'..=b'9', b'0'..=b'9'])
            || matches!(
                *group,
                [b'1', b'0'..=b'9', b'0'..=b'9'] | [b'2', b'0'..=b'4', b'0'..=b'9'] | [b'2', b'5', b'0'..=b'5']
            );
        let ipv4_fits = if compressed { pieces + 2 <= 7 } else { pieces == 6 };
        if is_dec_octet && ipv4_fits {
            expected = expected.token(Token::Dot);
        }
    }
    expected
}

/// Whether `address`, a whole `IPv6address`, may be followed by `:` and one more group: whether
/// `address ":0"` is still an address. It is when the address has `::` (without it, a whole address has all
/// eight pieces), does not end with it (`:::` is no address), does not end with an `IPv4address` (which may
/// only be last), and has fewer than seven groups (`::` stands for at least one piece). Only an error asks.
///
/// One pass over the bytes: a `:` after a `:` is the `::`, and a group starts at each other byte that follows
/// a `:` or the start. Kept out of line: only a failing literal asks.
#[cold]
#[inline(never)]
pub(super) fn another_group_may_follow(address: &str) -> bool {
    // Counted without a branch per byte, as `h16_length` reads a group: which bytes are `:` varies at every
    // group, and a `match` on it was mispredicted there.
    let (mut compressed, mut groups, mut dotted) = (false, 0usize, false);
    // Whether the byte before is a `:`, and whether a group would start here (at the start, or after a `:`).
    let (mut after_colon, mut group_starts) = (false, true);
    for &byte in address.as_bytes() {
        let colon = byte == b':';
        compressed |= colon & after_colon;
        groups += usize::from(!colon & group_starts);
        dotted |= byte == b'.';
        (after_colon, group_starts) = (colon, colon);
    }
    !dotted && compressed && !address.ends_with("::") && groups < 7
}

/// Turns a failure inside the brackets into a committed one that says what an address looks like.
pub(super) fn committed(
    error: nom::Err<crate::grammar::RuleError<Rule>>,
    inside: &Input<'_>,
) -> nom::Err<crate::grammar::RuleError<Rule>> {
    match error {
        nom::Err::Error(mut e) => {
            if e.problem.is_none() {
                e.problem = Some(if e.offset == inside.location_offset() {
                    e.expected = e.expected.rule(Rule::IpvFuture);
                    Problem::IpLiteralStart.sentence()
                } else {
                    Problem::IpLiteralInvalid.sentence()
                });
                e.within = e.within.or(Some(Rule::IpLiteral));
            }
            nom::Err::Failure(e)
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::another_group_may_follow;
    use crate::grammar::Reporting as _;
    use crate::grammar::reports::{self, Reports, Tally};
    use crate::grammar::{Expected, Token, input};
    use crate::rfc3986::Diagnosing;
    use crate::rfc3986::last_component::read_last_component;
    use crate::rfc3986::{Rfc3986, Rfc6874, Rule, Variant, absolute_uri, relative_ref, uri, uri_reference};
    use crate::rfc3987::Rfc3987;

    /// Compares, for each top rule that reads only a prefix of `text` in `V`, the reports at its end from a
    /// reading of the whole text and from a reading of the prefix's last component.
    fn last_component_reports_alike<V: Variant>(text: &str, tally: &mut Tally) {
        let mut compare = |top: Rule, end: usize, parts: &crate::rfc3986::ast::Parts<'_>, again: &dyn Fn()| {
            let from_last = || read_last_component::<Diagnosing<V>>(text, top, parts, again);
            // Where the last component is the start is the reading's own choice here: every prefix counts.
            tally.compare::<Rule>(text, end, &top, false, again, &from_last);
        };
        if let Ok((rest, node)) = uri_reference::<V>(input(text)) {
            let top = if node.is_relative() { Rule::RelativeRef } else { Rule::Uri };
            compare(top, rest.location_offset(), node.parts(), &|| {
                let _ = uri_reference::<Diagnosing<V>>(input(text));
            });
        }
        if let Ok((rest, node)) = uri::<V>(input(text)) {
            compare(Rule::Uri, rest.location_offset(), &node.parts, &|| {
                let _ = uri::<Diagnosing<V>>(input(text));
            });
        }
        if let Ok((rest, node)) = absolute_uri::<V>(input(text)) {
            compare(Rule::AbsoluteUri, rest.location_offset(), &node.parts, &|| {
                let _ = absolute_uri::<Diagnosing<V>>(input(text));
            });
        }
        if let Ok((rest, node)) = relative_ref::<V>(input(text)) {
            compare(Rule::RelativeRef, rest.location_offset(), &node.parts, &|| {
                let _ = relative_ref::<Diagnosing<V>>(input(text));
            });
        }
    }

    #[test]
    fn the_last_component_reports_as_the_whole_text() {
        reports::assert_last_components_compared(10_000, 10_000, |text, tally| {
            last_component_reports_alike::<Rfc3986>(text, tally);
            last_component_reports_alike::<Rfc6874>(text, tally);
            last_component_reports_alike::<Rfc3987>(text, tally);
        });
    }

    /// The diagnosis reads a text as the parse did: the same tree, the same rest.
    fn reads_alike<V: Variant>(text: &str) {
        let plain = uri_reference::<V>(input(text)).map(|(rest, node)| (rest, node.span()));
        let diagnosing = reports::outside_diagnosis(|| {
            uri_reference::<Diagnosing<V>>(input(text)).map(|(rest, node)| (rest, node.span()))
        });
        assert_eq!(format!("{plain:?}"), format!("{diagnosing:?}"), "{text}");
    }

    #[test]
    fn the_diagnosing_variant_parses_as_the_others() {
        for text in ["http://a/b?c#d", "http://a:80x/", "//[::1]:8/p q", "a: b", "../g;x?y#s", "%zz", " x", "é"] {
            reads_alike::<Rfc3986>(text);
            reads_alike::<Rfc6874>(text);
            reads_alike::<Rfc3987>(text);
        }
    }

    #[test]
    fn reports_gather_at_the_stop_and_nowhere_else() {
        let gathered = reports::collect(10, || {
            Diagnosing::<Rfc3986>::expects(9, Some(Rule::Query), Expected::NOTHING.token(Token::Hash));
            Diagnosing::<Rfc3986>::expects(10, None, Expected::<Rule>::NOTHING.token(Token::At));
            Diagnosing::<Rfc3986>::expects(11, None, Expected::<Rule>::NOTHING.token(Token::Slash));
            Diagnosing::<Rfc3986>::expects(10, Some(Rule::Port), Expected::NOTHING.token(Token::Digit));
            Diagnosing::<Rfc3986>::expects(10, Some(Rule::Authority), Expected::NOTHING.token(Token::Colon));
            Diagnosing::<Rfc3986>::expects(12, Some(Rule::Fragment), Expected::NOTHING.token(Token::Question));
            <Diagnosing<Rfc3986> as crate::grammar::Reporting<Rule>>::reaches(11);
        });
        // What another reading expects joins the set at the stop, but does not name the component.
        assert_eq!(gathered.first, Some(Rule::Port));
        let expected: Vec<_> = gathered.expected.tokens().collect();
        assert_eq!((expected, gathered.farthest), (vec![Token::Colon, Token::At, Token::Digit], 11));
        // Outside a diagnosis, a report goes nowhere.
        Diagnosing::<Rfc3986>::expects(0, Some(Rule::Query), Expected::NOTHING.token(Token::Hash));
        let empty: Reports<Rule> = reports::collect(0, || {});
        assert!(empty.expected.is_empty());
    }

    #[test]
    fn another_group_may_follow_a_compressed_address_with_room() {
        for (address, may) in [
            ("::1", true),
            ("1::", false),
            ("::", false),
            ("1:2:3:4:5:6:7:8", false),
            ("1::2:3:4:5:6", true),
            ("1::2:3:4:5:6:7", false),
            ("::1.2.3.4", false),
            ("a:b::c", true),
            ("ffff::ffff:ffff:ffff:ffff:ffff", true),
        ] {
            assert_eq!(another_group_may_follow(address), may, "{address}");
        }
    }
}
