//! RFC 1808 §2.2, `query` and `fragment`.

use super::ast::{Fragment, Query};
use super::characters::{classes, encoded_run};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, label};

/// What could have continued a run of `*( uchar / reserved )`, where it stops.
pub(crate) fn uric_goes_on() -> Expected<Rule> {
    Expected::of(Rule::Uchar).rule(Rule::Reserved)
}

/// `query = *( uchar / reserved )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn query<'a, V: Variant>(input: Input<'a>) -> Res<'a, Query<'a>> {
    let result = Reported::<V>::run(Rule::Query, uric_goes_on(), encoded_run(&classes::<V>().uric)(input));
    label(Rule::Query, &input, result.map(|(after, text)| (after, Query::from_input(&text))))
}

/// `fragment = *( uchar / reserved )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc1808`](super::Rfc1808) as published, or
/// [`Rfc2068`](super::Rfc2068) with RFC 2068's classes.
pub fn fragment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Fragment<'a>> {
    let result = Reported::<V>::run(Rule::Fragment, uric_goes_on(), encoded_run(&classes::<V>().uric)(input));
    label(Rule::Fragment, &input, result.map(|(after, text)| (after, Fragment::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/query.rs"]
mod tests;
