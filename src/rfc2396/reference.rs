//! RFC 2396 §3, §4 and §5: URI references, absolute URIs with their hierarchical or opaque part, relative URIs,
//! and network paths.

use nom::Parser;

use super::ast::{
    AbsoluteUri, HierPart, NetPath, OpaquePart, PathPart, RelativeUri, SchemeSpecificPart, Uri, UriReference, kind,
};
use super::authority::authority;
use super::characters::{URIC_NO_SLASH, escaped, escaped_run, starts_run, uric_class};
use super::fragment::fragment;
use super::path::{abs_path, rel_path};
use super::query::query;
use super::scheme::scheme;
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{
    Expected, Input, Token, label, literal, mismatch, one_of, peek_byte, rest, span_between, text_between, within,
};

/// `URI-reference = [ absoluteURI / relativeURI ] [ "#" fragment ]` ([RFC 2396 §4](https://www.rfc-editor.org/rfc/rfc2396#section-4))
///
/// The alternatives cannot both lead to a whole reference: an `absoluteURI` has `:` right after its scheme;
/// a `relativeURI` that starts with the same letters is a `rel_path` whose `rel_segment` stops at that `:`,
/// and nothing after a `relativeURI` may be a `:`. So `absoluteURI` is tried first, then `relativeURI`, then
/// nothing. Always succeeds (the empty string is a reference), reading the longest prefix it can.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn uri_reference<'a, V: Variant>(input: Input<'a>) -> Res<'a, UriReference<'a>> {
    within(
        Rule::UriReference,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_uri, uri) = match absolute_uri::<V>(input) {
                Ok((after, uri)) => (after, Some(Uri::Absolute(uri))),
                Err(nom::Err::Error(_)) => match relative_uri::<V>(input) {
                    Ok((after, uri)) => (after, Some(Uri::Relative(uri))),
                    // Where neither alternative starts, the option is empty, and either could have started.
                    Err(nom::Err::Error(_)) => {
                        let expected = Expected::of(Rule::AbsoluteUri).rule(Rule::RelativeUri);
                        Reported::<V>::run(Rule::UriReference, expected, Ok((input, None)))?
                    }
                    Err(failure) => return Err(failure),
                },
                Err(failure) => return Err(failure),
            };
            let (after, fragment) =
                Reported::<V>::option(Rule::UriReference, (b'#', Token::Hash), after_uri, fragment::<V>)?;
            let node = UriReference::new(text_between(&input, &after), span_between(&input, &after), uri, fragment);
            Ok((after, node))
        },
    )
}

/// `absoluteURI = scheme ":" ( hier_part / opaque_part )` ([RFC 2396 §3](https://www.rfc-editor.org/rfc/rfc2396#section-3))
///
/// A `hier_part` starts with `/` and an `opaque_part` never does, so the byte after `:` picks the alternative.
/// Neither may be empty: `http:` is not an `absoluteURI` (RFC 3986's `hier-part` may be empty).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn absolute_uri<'a, V: Variant>(input: Input<'a>) -> Res<'a, AbsoluteUri<'a>> {
    within(
        Rule::AbsoluteUri,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_scheme, scheme) = scheme(input)?;
            // Read as a scheme, the text could have gone on with the `":"` after it (the reference may take
            // another reading, a `rel_path`, which stops at the same byte).
            let colon = (b':', Token::Colon);
            let (after_colon, _) =
                Reported::<V>::delimiter(colon, Expected::NOTHING.token(Token::Colon), after_scheme)?;
            let (after, part) = if peek_byte(&after_colon) == Some(b'/') {
                let (after, hier) = hier_part::<V>(after_colon)?;
                (after, SchemeSpecificPart::Hier(hier))
            } else if starts_run(&after_colon, &URIC_NO_SLASH) {
                let (after, opaque) = opaque_part::<V>(after_colon)?;
                (after, SchemeSpecificPart::Opaque(opaque))
            } else {
                return Err(mismatch(&after_colon, Expected::of(Rule::HierPart).rule(Rule::OpaquePart)));
            };
            Ok((after, AbsoluteUri::new(text_between(&input, &after), span_between(&input, &after), scheme, part)))
        },
    )
}

/// `relativeURI = ( net_path / abs_path / rel_path ) [ "?" query ]` ([RFC 2396 §5](https://www.rfc-editor.org/rfc/rfc2396#section-5))
///
/// `//` picks `net_path` (§4.3: "the authority component wins" over an `abs_path` whose first segment is
/// empty), another `/` picks `abs_path`, and anything else can only start a `rel_path`. The grammar has no
/// relative URI made only of a query: `?y` is not a `relativeURI`, though Appendix C resolves it.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn relative_uri<'a, V: Variant>(input: Input<'a>) -> Res<'a, RelativeUri<'a>> {
    within(
        Rule::RelativeUri,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_path, path) = match rest(&input) {
                [b'/', b'/', ..] => net_path::<V>(input).map(|(after, path)| (after, PathPart::NetPath(path)))?,
                [b'/', ..] => abs_path::<V>(input).map(|(after, path)| (after, PathPart::AbsPath(path)))?,
                _ => rel_path::<V>(input).map(|(after, path)| (after, PathPart::RelPath(path)))?,
            };
            let (after, query) =
                Reported::<V>::option(Rule::RelativeUri, (b'?', Token::Question), after_path, query::<V>)?;
            Ok((after, RelativeUri::new(text_between(&input, &after), span_between(&input, &after), path, query)))
        },
    )
}

/// `hier_part = ( net_path / abs_path ) [ "?" query ]` ([RFC 2396 §3](https://www.rfc-editor.org/rfc/rfc2396#section-3))
///
/// `//` commits to `net_path`: an `abs_path` can start with `//` too (its first segment empty), but §4.3 says
/// "the left-most matching rule soaks up as much of the URI reference string as it is capable of matching. In
/// other words, the authority component wins."
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn hier_part<'a, V: Variant>(input: Input<'a>) -> Res<'a, HierPart<'a>> {
    within(
        Rule::HierPart,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_path, path) = if rest(&input).starts_with(b"//") {
                net_path::<V>(input).map(|(after, path)| (after, PathPart::NetPath(path)))?
            } else {
                abs_path::<V>(input).map(|(after, path)| (after, PathPart::AbsPath(path)))?
            };
            let (after, query) =
                Reported::<V>::option(Rule::HierPart, (b'?', Token::Question), after_path, query::<V>)?;
            Ok((after, HierPart::between(&input, &after, kind::HierPart { path, query })))
        },
    )
}

/// `opaque_part = uric_no_slash *uric` ([RFC 2396 §3](https://www.rfc-editor.org/rfc/rfc2396#section-3))
///
/// What follows the scheme of a URI that is not hierarchical (`mailto:a@b`, `news:comp.lang`, `urn:isbn:0`):
/// anything but a `/` first, then any `uric`, `?` included.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended. Where the run of `uric` stops, a `uric` could have continued it.
pub fn opaque_part<'a, V: Variant>(input: Input<'a>) -> Res<'a, OpaquePart<'a>> {
    within(Rule::OpaquePart, input, |input: Input<'a>| {
        let (after_first, _) = uric_no_slash(input)?;
        let run = escaped_run(uric_class::<V>())(after_first);
        let (after, _) = Reported::<V>::run(Rule::OpaquePart, Expected::of(Rule::Uric), run)?;
        Ok((after, OpaquePart::new(text_between(&input, &after), span_between(&input, &after))))
    })
}

/// ```abnf
/// uric_no_slash = unreserved / escaped / ";" / "?" / ":" / "@" /
///                 "&" / "=" / "+" / "$" / ","
/// ```
/// ([RFC 2396 §3](https://www.rfc-editor.org/rfc/rfc2396#section-3))
pub fn uric_no_slash(input: Input<'_>) -> Res<'_, Input<'_>> {
    let result = if peek_byte(&input) == Some(b'%') {
        escaped(input)
    } else {
        one_of(&URIC_NO_SLASH, Expected::of(Rule::UricNoSlash)).parse(input)
    };
    label(Rule::UricNoSlash, &input, result)
}

/// `net_path = "//" authority [ abs_path ]` ([RFC 2396 §3](https://www.rfc-editor.org/rfc/rfc2396#section-3))
///
/// Always succeeds after `//`: a `server` may be empty (`http:///p`, `file:///etc`).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn net_path<'a, V: Variant>(input: Input<'a>) -> Res<'a, NetPath<'a>> {
    within(
        Rule::NetPath,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_slashes, _) = literal::<Rule>("//", Token::DoubleSlash)(input)?;
            let (after_authority, authority) = authority::<V>(after_slashes)?;
            let (after, abs_path) = if peek_byte(&after_authority) == Some(b'/') {
                let (after, path) = abs_path::<V>(after_authority)?;
                (after, Some(path))
            } else {
                Reported::<V>::absent(Rule::NetPath, Expected::of(Rule::AbsPath), after_authority)
            };
            Ok((after, NetPath::between(&input, &after, kind::NetPath { authority, abs_path })))
        },
    )
}

#[cfg(test)]
#[path = "tests/reference.rs"]
mod tests;
