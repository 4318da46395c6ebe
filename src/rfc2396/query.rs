//! RFC 2396 §3.4, Query Component.

use super::ast::Query;
use super::characters::{escaped_run, uric_class};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, label};

/// `query = *uric` ([RFC 2396 §3.4](https://www.rfc-editor.org/rfc/rfc2396#section-3.4))
///
/// Every `uric`, `/` and `?` included; with RFC 2732, `[` and `]` too (they join `reserved`).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended. Where the run of `uric` stops, a `uric` could have continued it.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn query<'a, V: Variant>(input: Input<'a>) -> Res<'a, Query<'a>> {
    let result = Reported::<V>::run(Rule::Query, Expected::of(Rule::Uric), escaped_run(uric_class::<V>())(input));
    label(Rule::Query, &input, result.map(|(after, text)| (after, Query::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/query.rs"]
mod tests;
