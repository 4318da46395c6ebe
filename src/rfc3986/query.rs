//! RFC 3986 §3.4, Query, and §3.5, Fragment.

use super::ast::{Fragment, Query};
use super::characters::{QUERY, encoded_run};
use super::{Res, Rule};
use crate::grammar::{Input, label};

/// `query = *( pchar / "/" / "?" )` ([RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4))
#[inline(always)]
pub fn query(input: Input<'_>) -> Res<'_, Query<'_>> {
    let result = encoded_run(&QUERY)(input).map(|(after, text)| (after, Query::from_input(&text)));
    label(Rule::Query, &input, result)
}

/// `fragment = *( pchar / "/" / "?" )` ([RFC 3986 §3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5))
#[inline(always)]
pub fn fragment(input: Input<'_>) -> Res<'_, Fragment<'_>> {
    let result = encoded_run(&QUERY)(input).map(|(after, text)| (after, Fragment::from_input(&text)));
    label(Rule::Fragment, &input, result)
}
