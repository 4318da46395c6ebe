//! RFC 1808 §2.2, the URL and its forms: `URL`, `absoluteURL`, `generic-RL`, `relativeURL`, `net_path`,
//! `abs_path`, `rel_path`; parsed in the order of §2.4.
//!
//! The order of §2.4 and why it derives the grammar's language are explained in the documentation of
//! [`rfc1808`](crate::rfc1808).

use super::ast::{AbsPath, AbsoluteUrl, GenericRl, NetPath, OpaqueUrl, RelPath, RelativeUrl, Url, UrlBody, kind};
use super::characters::{classes, encoded_run, starts_run};
use super::net_loc::net_loc;
use super::path::path;
use super::query::fragment;
use super::query::uric_goes_on;
use super::scheme::scheme;
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, Token, byte, label, literal, rest, span_between, text_between, within};

/// `URL = ( absoluteURL / relativeURL ) [ "#" fragment ]` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// In the order of §2.4 (see the [`rfc1808`](crate::rfc1808) documentation), in one pass: §2.4.1 splits the
/// fragment off at the first `#`, and no rule of the body holds a `#`, so the body read from the start ends at
/// that `#` or before it; the body is an `absoluteURL` when it starts with a scheme and a colon (§2.4.2: a run
/// of scheme characters and then `:`, which is where `absoluteURL` fails when it does), else a `relativeURL`;
/// a `#` right after it starts the fragment. The grammar's alternatives overlap (`g:h` is also a
/// `relativeURL`), and §2.4.2's choice of the scheme derives the same language.
///
/// RFC 2068 §3.2.1 calls it `URI = ( absoluteURI / relativeURI ) [ "#" fragment ]`.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn url<'a, V: Variant>(input: Input<'a>) -> Res<'a, Url<'a>> {
    within(
        Rule::Url,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_body, body) = match absolute_url::<V>(input) {
                Ok((after, absolute)) => (after, UrlBody::Absolute(absolute)),
                // No scheme and colon: the body is relative. (Past them, `absoluteURL` never fails without a
                // bad escape committing it, so this is the only way it gives up.)
                Err(nom::Err::Error(_)) => {
                    let (after, relative) = relative_url::<V>(input)?;
                    (after, UrlBody::Relative(relative))
                }
                Err(failure) => return Err(failure),
            };
            let (after, fragment) = Reported::<V>::option(Rule::Url, (b'#', Token::Hash), after_body, fragment::<V>)?;
            let url = Url::new(text_between(&input, &after), span_between(&input, &after), body, fragment);
            Ok((after, url))
        },
    )
}

/// `absoluteURL = generic-RL / ( scheme ":" *( uchar / reserved ) )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// The second form derives every `generic-RL` too, and nearly anything after a scheme: the parse string (up to
/// the first byte that neither form holds, a `#` included) is read whole. The result is the `generic-RL` when
/// `relativeURL` reads all of the text after the colon, which is what §2.4 parses every URL into, and the
/// second form otherwise; [`AbsoluteUrl`] says which. One pass decides: the `relativeURL` is read first, and it
/// read all of the parse string when the byte after it is none of `*( uchar / reserved )`; otherwise the second
/// form's run goes on from there, since every byte and escape the `relativeURL` read is one of its own. RFC 2068
/// §3.2.1 keeps only the second form, as `absoluteURI = scheme ":" *( uchar / reserved )`, which derives the same
/// language.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn absolute_url<'a, V: Variant>(input: Input<'a>) -> Res<'a, AbsoluteUrl<'a>> {
    within(
        Rule::AbsoluteUrl,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_scheme, scheme) = scheme(input)?;
            let (after_colon, _) = byte::<Rule>(b':', Token::Colon)(after_scheme)?;
            let uric = &classes::<V>().uric;
            let opaque_from = match relative_url::<V>(after_colon) {
                Ok((after, relative)) if !starts_run(&after, uric) => {
                    // The second form stops here too, where it could have gone on, though the generic-RL is
                    // the reading taken.
                    let (text, span) = (text_between(&input, &after), span_between(&input, &after));
                    let generic_rl = AbsoluteUrl::GenericRl(GenericRl::new(text, span, scheme, relative));
                    return Reported::<V>::beside(uric_goes_on(), Ok((after, generic_rl)));
                }
                Ok((after, _)) => after,
                Err(nom::Err::Error(_)) => after_colon,
                Err(failure) => return Err(failure),
            };
            let (after, _) = Reported::<V>::run(Rule::AbsoluteUrl, uric_goes_on(), encoded_run(uric)(opaque_from))?;
            let opaque =
                super::ast::Opaque::new(text_between(&after_colon, &after), span_between(&after_colon, &after));
            let (text, span) = (text_between(&input, &after), span_between(&input, &after));
            Ok((after, AbsoluteUrl::Opaque(OpaqueUrl::new(text, span, scheme, opaque))))
        },
    )
}

/// `generic-RL = scheme ":" relativeURL` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Reads a prefix: on `http://a//b` it stops before the second `//`, which no `relativeURL` can hold there.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn generic_rl<'a, V: Variant>(input: Input<'a>) -> Res<'a, GenericRl<'a>> {
    within(
        Rule::GenericRl,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_scheme, scheme) = scheme(input)?;
            let (after_colon, _) = byte::<Rule>(b':', Token::Colon)(after_scheme)?;
            let (after, relative) = relative_url::<V>(after_colon)?;
            let (text, span) = (text_between(&input, &after), span_between(&input, &after));
            Ok((after, GenericRl::new(text, span, scheme, relative)))
        },
    )
}

/// `relativeURL = net_path / abs_path / rel_path` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2);
/// [RFC 2068 §3.2.1](https://www.rfc-editor.org/rfc/rfc2068#section-3.2.1) calls it
/// `relativeURI = net_path / abs_path / rel_path`)
///
/// The first bytes pick the alternative: `rel_path` cannot start with `/` (its path starts with
/// `fsegment = 1*pchar`), and `abs_path = "/" rel_path` cannot start with `//` for the same reason. Alone, this
/// rule derives `g:h` as a `rel_path` whose path holds `:`; only [`url`] looks for a scheme first (§2.4.2).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn relative_url<'a, V: Variant>(input: Input<'a>) -> Res<'a, RelativeUrl<'a>> {
    let slash = Expected::NOTHING.token(Token::Slash);
    let result = match rest(&input) {
        [b'/', b'/', ..] => net_path::<V>(input).map(|(after, node)| (after, RelativeUrl::NetPath(node))),
        // After the first "/", a `net_path`'s second "/" could have gone on.
        [b'/', ..] => {
            Reported::<V>::chosen(Rule::RelativeUrl, (input.location_offset() + 1, slash), || abs_path::<V>(input))
                .map(|(after, node)| (after, RelativeUrl::AbsPath(node)))
        }
        // Where the `rel_path` read nothing, a `net_path` or an `abs_path` could have started with "/".
        _ => Reported::<V>::chosen(Rule::RelativeUrl, (input.location_offset(), slash), || rel_path::<V>(input))
            .map(|(after, node)| (after, RelativeUrl::RelPath(node))),
    };
    label(Rule::RelativeUrl, &input, result)
}

/// `net_path = "//" net_loc [ abs_path ]` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// §2.4.3: the `net_loc` is the text after `//` up to the next `/`, which is where the `net_loc` rule stops.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn net_path<'a, V: Variant>(input: Input<'a>) -> Res<'a, NetPath<'a>> {
    within(
        Rule::NetPath,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_slashes, _) = literal::<Rule>("//", Token::DoubleSlash)(input)?;
            let (after_net_loc, net_loc) = net_loc::<V>(after_slashes)?;
            let slash = (b'/', Expected::NOTHING.token(Token::Slash));
            // (Closures that are inlined, where a function passed as one would be called through a shim.)
            let (after, abs_path) = Reported::<V>::starting_with(
                Rule::NetPath,
                slash,
                after_net_loc,
                #[cfg_attr(not(debug_assertions), inline(always))]
                |input| abs_path::<V>(input),
            )?;
            Ok((after, NetPath::between(&input, &after, kind::NetPath { net_loc, abs_path })))
        },
    )
}

/// `abs_path = "/" rel_path` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn abs_path<'a, V: Variant>(input: Input<'a>) -> Res<'a, AbsPath<'a>> {
    within(
        Rule::AbsPath,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            let (after_slash, _) = byte::<Rule>(b'/', Token::Slash)(input)?;
            // Its `rel_path`'s options report as the `abs_path`'s: an empty one stops right after the "/".
            let (after, rel_path) = rel_path_of::<V>(after_slash, Rule::AbsPath)?;
            Ok((after, AbsPath::between(&input, &after, kind::AbsPath { rel_path })))
        },
    )
}

/// `rel_path = [ path ] [ ";" params ] [ "?" query ]` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// §2.4 takes the query at the first `?` (§2.4.4), the params at the first `;` before it (§2.4.5), and the path
/// from what is left (§2.4.6). A `path` cannot hold `;` or `?` and `params` cannot hold `?`, so these are the
/// grammar's only splits, and reading from the start finds them on the way: the path ends at the first `;` or
/// `?`, the params at the first `?`. When the text starts with `/`, no `path` derives it, and the `rel_path` is
/// empty.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn rel_path<'a, V: Variant>(input: Input<'a>) -> Res<'a, RelPath<'a>> {
    rel_path_of::<V>(input, Rule::RelPath)
}

/// [`rel_path`], whose options report where they stop as `part`'s: the `abs_path` it ends, or itself.
#[cfg_attr(not(debug_assertions), inline(always))]
fn rel_path_of<'a, V: Variant>(input: Input<'a>, part: Rule) -> Res<'a, RelPath<'a>> {
    within(
        Rule::RelPath,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            // Where no `pchar` starts a path (a `"/"` among others, which leaves the rel_path empty), each
            // option could have begun.
            let starts_path = starts_run(&input, &classes::<V>().pchar);
            let (after_path, path) = Reported::<V>::optional(
                part,
                Expected::of(Rule::Fsegment),
                starts_path,
                input,
                #[cfg_attr(not(debug_assertions), inline(always))]
                |input| path::<V>(input),
            )?;
            let (after_params, params) =
                Reported::<V>::option(part, (b';', Token::Semicolon), after_path, super::path::params::<V>)?;
            let (after, query) =
                Reported::<V>::option(part, (b'?', Token::Question), after_params, super::query::query::<V>)?;
            Ok((after, RelPath::between(&input, &after, kind::RelPath { path, params, query })))
        },
    )
}

#[cfg(test)]
#[path = "tests/url.rs"]
mod tests;
