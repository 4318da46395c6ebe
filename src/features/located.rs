//! The rule functions inside a grammar whose input is nom_locate's `LocatedSpan`: the `nom_locate` feature.

use nom::error::{ErrorKind, FromExternalError, ParseError};
use nom_locate::LocatedSpan;

use crate::grammar::{Cursor, Grammar, PResult, RuleError};

/// Runs `rule`, any rule function of any grammar, on `nom_locate::LocatedSpan` input: the parser of the rule
/// for a grammar that reads located text, such as a configuration file or a protocol that embeds URIs.
///
/// The rules read [`Cursor`] (text and its byte offset, with no line counting on every split, which is what
/// makes them fast); this runs the rule on a cursor at the span's offset, so the nodes it returns carry the
/// spans of the embedding text, and gives back the rest of the input as a `LocatedSpan`, its line and column
/// counted by nom_locate. Wrap the call in `nom::combinator::consumed` to have the rule's text as a
/// `LocatedSpan` too, with its line. A failure becomes the embedding grammar's error `E` at the farthest byte
/// the rule reached, with the rule's own error (its expected set and rule) passed to
/// [`FromExternalError::from_external_error`]; a committed failure stays committed.
///
/// ```
/// use nom::{IResult, Parser};
/// use nom::bytes::complete::tag;
/// use nom::character::complete::line_ending;
/// use nom::combinator::consumed;
/// use nom::multi::many1;
/// use nom_locate::LocatedSpan;
/// use urigram::{located, rfc3986};
///
/// type Text<'a> = LocatedSpan<&'a str>;
///
/// /// `host-line = "host: " host CRLF`, a line-based grammar that embeds RFC 3986's `host`.
/// fn host_line(input: Text<'_>) -> IResult<Text<'_>, (Text<'_>, rfc3986::ast::Host<'_>)> {
///     let (rest, (_, found, _)) = (tag("host: "), consumed(located(rfc3986::host::<rfc3986::Rfc3986>)), line_ending).parse(input)?;
///     Ok((rest, found))
/// }
///
/// let text = "host: example.com\nhost: [::1]\n";
/// let (rest, hosts) = many1(host_line).parse(Text::new(text)).unwrap();
/// assert!(rest.fragment().is_empty());
/// let (line, host) = &hosts[1];
/// assert_eq!((line.location_line(), line.get_column()), (2, 7));
/// assert_eq!(host.as_str(), "[::1]");
/// // The node's span is in the embedding text's bytes.
/// assert_eq!(&text[host.span().start..host.span().end], "[::1]");
///
/// // A host that fails inside is the embedding grammar's error, where the rule stopped. Its `[` committed
/// // it to an IP literal, so the failure is one that `alt` does not backtrack from.
/// let error = host_line(Text::new("host: [::1\n")).unwrap_err();
/// let nom::Err::Failure(error) = error else { panic!("{error:?}") };
/// assert_eq!(error.input.location_offset(), 10);
/// ```
pub fn located<'a, X, O, R, E>(
    rule: impl Fn(Cursor<'a>) -> PResult<'a, O, R>,
) -> impl Fn(LocatedSpan<&'a str, X>) -> nom::IResult<LocatedSpan<&'a str, X>, O, E>
where
    X: Clone,
    R: Grammar,
    E: ParseError<LocatedSpan<&'a str, X>> + FromExternalError<LocatedSpan<&'a str, X>, RuleError<R>>,
{
    move |input: LocatedSpan<&'a str, X>| {
        let base = input.location_offset();
        let at = |offset: usize| {
            let consumed = offset.saturating_sub(base).min(input.fragment().len());
            nom::Input::take_from(&input, consumed)
        };
        match rule(Cursor::at_offset(input.fragment(), base)) {
            Ok((after, node)) => Ok((at(after.location_offset()), node)),
            Err(nom::Err::Error(error)) => {
                Err(nom::Err::Error(E::from_external_error(at(error.offset), ErrorKind::Verify, error)))
            }
            Err(nom::Err::Failure(error)) => {
                Err(nom::Err::Failure(E::from_external_error(at(error.offset), ErrorKind::Verify, error)))
            }
            Err(nom::Err::Incomplete(needed)) => Err(nom::Err::Incomplete(needed)),
        }
    }
}
