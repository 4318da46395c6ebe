//! RFC 3986 §3 and §4: the URI and its hierarchical part, URI references, relative references and absolute URIs.

use nom::Parser;

use super::ast::{AbsoluteUri, HierPart, Parts, RelativeRef, Uri, UriReference};
use super::authority::authority;
use super::characters::{PCHAR, starts_irun};
use super::path::{path_abempty, path_absolute, path_empty, path_noscheme, path_rootless};
use super::query::{fragment, query};
use super::scheme::{AFTER_SCHEME, scheme};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{
    ALPHA, Expected, Input, Token, byte_or, label, literal, peek_byte, rest, span_between, text_between, within,
};

/// `[ "?" query ] [ "#" fragment ]` after the part of `top`, a `URI` or a `relative-ref`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn query_and_fragment<'a, V: Variant>(
    top: Rule,
    input: Input<'a>,
) -> Res<'a, (Option<super::ast::Query<'a>>, Option<super::ast::Fragment<'a>>)> {
    let (after_query, query) = Reported::<V>::option(top, (b'?', Token::Question), input, query::<V>)?;
    let (after, fragment) = Reported::<V>::option(top, (b'#', Token::Hash), after_query, fragment::<V>)?;
    Ok((after, (query, fragment)))
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn uri<'a, V: Variant>(input: Input<'a>) -> Res<'a, Uri<'a>> {
    within(
        Rule::Uri,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_scheme, scheme) = scheme(input)?;
            // Where no `:` follows, the scheme could have gone on instead.
            let (after_colon, _) = byte_or(b':', AFTER_SCHEME).parse(after_scheme)?;
            let (after_hier, hier) = hier_part::<V>(after_colon)?;
            let (after_query, query) =
                Reported::<V>::option(Rule::Uri, (b'?', Token::Question), after_hier, query::<V>)?;
            let (after, fragment) = Reported::<V>::option(Rule::Uri, (b'#', Token::Hash), after_query, fragment::<V>)?;
            let parts = Parts::new(
                text_between(&input, &after),
                span_between(&input, &after),
                Some(scheme),
                hier,
                query,
                fragment,
            );
            Ok((after, Uri::from_parts(parts)))
        },
    )
}

/// ```abnf
/// hier-part     = "//" authority path-abempty
///               / path-absolute
///               / path-rootless
///               / path-empty
/// ```
/// ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3))
///
/// `//` commits to the first alternative: `path-absolute` cannot start with `//`. Otherwise the next byte
/// picks the alternative, and `path-empty` is what is left when no path character follows.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn hier_part<V: Variant>(input: Input<'_>) -> Res<'_, HierPart<'_>> {
    let result = authority_and_path::<V>(input, Rule::HierPart, Rule::Pchar, path_rootless::<V>);
    label(Rule::HierPart, &input, result)
}

/// ```abnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
/// ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2))
///
/// As [`hier_part`], with `path-noscheme`: when the first segment starts with `:` it is not a
/// `segment-nz-nc`, so the path is `path-empty` and the `:` is left for the caller to reject.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn relative_part<V: Variant>(input: Input<'_>) -> Res<'_, HierPart<'_>> {
    let result = authority_and_path::<V>(input, Rule::RelativePart, Rule::SegmentNzNc, path_noscheme::<V>);
    label(Rule::RelativePart, &input, result)
}

/// The shared shape of `hier-part` and `relative-part` (`part`), with the rule for a path that starts with a
/// segment, whose first character is `first`.
///
/// Where the part is `path-empty`, each alternative could have started there: `"//"`, `"/"` or `first`. Where
/// it is a `path-absolute`, the `"//"` of the first alternative could have gone on after its `/`.
#[cfg_attr(not(debug_assertions), inline(always))]
fn authority_and_path<'a, V: Variant>(
    input: Input<'a>,
    part: Rule,
    first: Rule,
    rootless: impl FnOnce(Input<'a>) -> Res<'a, super::ast::Path<'a>>,
) -> Res<'a, HierPart<'a>> {
    let empty = |input: Input<'a>| {
        let expected = Expected::of(first).token(Token::DoubleSlash).token(Token::Slash);
        Reported::<V>::run(part, expected, path_empty(input))
    };
    if rest(&input).starts_with(b"//") {
        let (after_slashes, _) = literal("//", Token::DoubleSlash).parse(input)?;
        let (after_authority, authority) = authority::<V>(after_slashes)?;
        let (after, path) = path_abempty::<V>(after_authority)?;
        return Ok((after, HierPart { authority: Some(authority), path }));
    }
    let (after, path) = match peek_byte(&input) {
        Some(b'/') => {
            let double_slash = (input.location_offset() + 1, Expected::NOTHING.token(Token::Slash));
            Reported::<V>::chosen(part, double_slash, || path_absolute::<V>(input))?
        }
        _ if starts_irun::<V>(&input, &PCHAR) => match rootless(input) {
            Ok(ok) => ok,
            Err(nom::Err::Error(_)) => empty(input)?,
            Err(failure) => return Err(failure),
        },
        _ => empty(input)?,
    };
    Ok((after, HierPart { authority: None, path }))
}

/// `URI-reference = URI / relative-ref` ([RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1))
///
/// The alternatives cannot both match: a `URI` has `:` right after its scheme, which a `relative-ref`'s first
/// segment cannot hold and its other forms cannot reach. So trying `URI` first and then `relative-ref` gives the
/// one derivation there is; and where the first byte is not a letter, no scheme can start, so only
/// `relative-ref` is tried.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn uri_reference<V: Variant>(input: Input<'_>) -> Res<'_, UriReference<'_>> {
    let relative =
        |input| relative_ref::<V>(input).map(|(after, relative)| (after, UriReference::RelativeRef(relative)));
    if !peek_byte(&input).is_some_and(|b| ALPHA.contains(b)) {
        // `uri` need not be tried and its error built: `relative-ref` never fails without a delimiter
        // committing it, so that error would not have been reported either. Its scheme could have started here.
        let scheme = (input.location_offset(), Expected::of(Rule::Scheme));
        return label(
            Rule::UriReference,
            &input,
            Reported::<V>::chosen(Rule::UriReference, scheme, || relative(input)),
        );
    }
    let result = match uri::<V>(input) {
        // Returned at once, not through `label` (which changes errors only): the reference is then written where
        // the caller keeps it, instead of field by field on the stack and copied in 16-byte moves, which stalled
        // on the stores they read (BENCHMARKS.md, "Figures behind the code's choices").
        Ok((after, uri)) => return Ok((after, UriReference::Uri(uri))),
        // The `URI` reading fails only where its scheme stopped and no `":"` followed: a `relative-ref` reading
        // that stops at the same byte could have gone on with that `":"`. (The scheme's own characters are those
        // of the relative reference's first segment, which reports them.) The rule's one hook call, left in place:
        // as a combinator taking the second reading as a closure, it slowed even the URIs that never come here.
        Err(nom::Err::Error(uri_error)) => {
            V::expects(uri_error.offset, None, Expected::NOTHING.token(Token::Colon));
            match relative(input) {
                Ok(ok) => Ok(ok),
                Err(nom::Err::Error(relative_error)) => {
                    Err(nom::Err::Error(nom::error::ParseError::<Input<'_>>::or(uri_error, relative_error)))
                }
                Err(other) => Err(other),
            }
        }
        Err(failure) => Err(failure),
    };
    label(Rule::UriReference, &input, result)
}

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` ([RFC 3986 §4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3))
pub fn absolute_uri<'a, V: Variant>(input: Input<'a>) -> Res<'a, AbsoluteUri<'a>> {
    within(Rule::AbsoluteUri, input, |input: Input<'a>| {
        let (after_scheme, scheme) = scheme(input)?;
        // Where no `:` follows, the scheme could have gone on instead.
        let (after_colon, _) = byte_or(b':', AFTER_SCHEME).parse(after_scheme)?;
        let (after_hier, hier) = hier_part::<V>(after_colon)?;
        let (after, query) = Reported::<V>::option(Rule::AbsoluteUri, (b'?', Token::Question), after_hier, query::<V>)?;
        let parts =
            Parts::new(text_between(&input, &after), span_between(&input, &after), Some(scheme), hier, query, None);
        Ok((after, AbsoluteUri::from_parts(parts)))
    })
}

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn relative_ref<'a, V: Variant>(input: Input<'a>) -> Res<'a, RelativeRef<'a>> {
    within(
        Rule::RelativeRef,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_part, hier) = relative_part::<V>(input)?;
            let (after_query, query) =
                Reported::<V>::option(Rule::RelativeRef, (b'?', Token::Question), after_part, query::<V>)?;
            let (after, fragment) =
                Reported::<V>::option(Rule::RelativeRef, (b'#', Token::Hash), after_query, fragment::<V>)?;
            let parts =
                Parts::new(text_between(&input, &after), span_between(&input, &after), None, hier, query, fragment);
            Ok((after, RelativeRef::from_parts(parts)))
        },
    )
}
