//! RFC 3986 §3.4, Query, and §3.5, Fragment.

use super::ast::{Fragment, Query};
use super::characters::{QUERY, iquery_run, irun};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, Token, label};

/// What could continue a query or a fragment: `pchar / "/" / "?"`.
#[inline(always)]
fn goes_on() -> Expected<Rule> {
    Expected::of(Rule::Pchar).token(Token::Slash).token(Token::Question)
}

/// `query = *( pchar / "/" / "?" )` ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4))
///
/// Generic over the [`Variant`] because RFC 3987 widens it: `iquery = *( ipchar / iprivate / "/" / "?" )`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn query<V: Variant>(input: Input<'_>) -> Res<'_, Query<'_>> {
    let result = Reported::<V>::run(Rule::Query, goes_on(), iquery_run::<V>(&QUERY)(input));
    label(Rule::Query, &input, result.map(|(after, text)| (after, Query::from_input(&text))))
}

/// `fragment = *( pchar / "/" / "?" )` ([RFC 3986 §3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5))
///
/// Generic over the [`Variant`] because RFC 3987 widens it: `ifragment = *( ipchar / "/" / "?" )`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn fragment<V: Variant>(input: Input<'_>) -> Res<'_, Fragment<'_>> {
    let result = Reported::<V>::run(Rule::Fragment, goes_on(), irun::<V>(&QUERY)(input));
    label(Rule::Fragment, &input, result.map(|(after, text)| (after, Fragment::from_input(&text))))
}
