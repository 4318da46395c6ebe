//! RFC 2396 §4.1, Fragment Identifier.

use super::ast::Fragment;
use super::characters::{escaped_run, uric_class};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, label};

/// `fragment = *uric` ([RFC 2396 §4.1](https://www.rfc-editor.org/rfc/rfc2396#section-4.1))
///
/// No `#`: "The character "#" is excluded because it is used to delimit a URI from a fragment identifier"
/// (§2.4.3). With RFC 2732, `[` and `]` are `uric`s too.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended. Where the run of `uric` stops, a `uric` could have continued it.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn fragment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Fragment<'a>> {
    let result = Reported::<V>::run(Rule::Fragment, Expected::of(Rule::Uric), escaped_run(uric_class::<V>())(input));
    label(Rule::Fragment, &input, result.map(|(after, text)| (after, Fragment::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/fragment.rs"]
mod tests;
