//! RFC 1808 §2.2, the path and its params: `path`, `fsegment`, `segment`, `params`, `param`.
//!
//! `*( "/" segment )` is exactly the strings of `pchar` and `/` that are empty or start with `/`, and
//! `param *( ";" param )` is exactly the strings of `pchar`, `/` and `;`. So each rule is one run over its
//! class, with no loop over segments or params; [`Path::segments`] and [`Params::iter`] split them when asked.
//!
//! [`Path::segments`]: super::ast::Path::segments
//! [`Params::iter`]: super::ast::Params::iter

use super::ast::{Param, Params, Path, Segment};
use super::characters::{classes, encoded_run, encoded_run1, starts_run};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, Token, label, span_between, text_between, within};

/// `path = fsegment *( "/" segment )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// The path of a URL never starts with `/`: the `/` of an `abs_path` is not part of it (§2.4.6), and its first
/// segment is not empty.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn path<'a, V: Variant>(input: Input<'a>) -> Res<'a, Path<'a>> {
    within(
        Rule::Path,
        input,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input: Input<'a>| {
            if !starts_run(&input, &classes::<V>().pchar) {
                // No `fsegment` starts here: its error is the path's.
                fsegment::<V>(input)?;
            }
            // `fsegment` is a run of `pchar`, and `*( "/" segment )` a run of `pchar / "/"` that starts with `/`
            // when it is not empty: together, one run of `pchar / "/"` from a first byte that is not `/`.
            let goes_on = Expected::of(Rule::Pchar).token(Token::Slash);
            let (after, _) = Reported::<V>::run(Rule::Path, goes_on, encoded_run(&classes::<V>().param)(input))?;
            Ok((after, Path::new(text_between(&input, &after), span_between(&input, &after))))
        },
    )
}

/// `fsegment = 1*pchar` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn fsegment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Segment<'a>> {
    let run = encoded_run1(&classes::<V>().pchar, Expected::of(Rule::Pchar))(input);
    let result = Reported::<V>::run(Rule::Fsegment, Expected::of(Rule::Pchar), run);
    label(Rule::Fsegment, &input, result.map(|(after, text)| (after, Segment::from_input(&text))))
}

/// `segment = *pchar` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn segment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Segment<'a>> {
    let result =
        Reported::<V>::run(Rule::Segment, Expected::of(Rule::Pchar), encoded_run(&classes::<V>().pchar)(input));
    label(Rule::Segment, &input, result.map(|(after, text)| (after, Segment::from_input(&text))))
}

/// `params = param *( ";" param )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Always matches, possibly the empty string (one empty `param`): the `;` before it is what makes params
/// present (§2.4.5).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn params<'a, V: Variant>(input: Input<'a>) -> Res<'a, Params<'a>> {
    // `param`'s `*( pchar / "/" )` or, between params, `*( ";" param )`.
    let goes_on = Expected::of(Rule::Pchar).token(Token::Slash).token(Token::Semicolon);
    let result = Reported::<V>::run(Rule::Params, goes_on, encoded_run(&classes::<V>().params)(input));
    label(Rule::Params, &input, result.map(|(after, text)| (after, Params::from_input(&text))))
}

/// `param = *( pchar / "/" )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn param<'a, V: Variant>(input: Input<'a>) -> Res<'a, Param<'a>> {
    let goes_on = Expected::of(Rule::Pchar).token(Token::Slash);
    let result = Reported::<V>::run(Rule::Param, goes_on, encoded_run(&classes::<V>().param)(input));
    label(Rule::Param, &input, result.map(|(after, text)| (after, Param::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/path.rs"]
mod tests;
