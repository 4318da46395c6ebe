//! RFC 2396 §3.1, Scheme Component.

use super::ast::Scheme;
use super::{Res, Rule};
use crate::grammar::{Expected, Input, label, scheme_text};

/// `scheme = alpha *( alpha / digit / "+" / "-" / "." )` ([RFC 2396 §3.1](https://www.rfc-editor.org/rfc/rfc2396#section-3.1))
///
/// The same language as RFC 3986's `scheme`, read by the same scanner.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    let result = scheme_text(input, Expected::of(Rule::Alpha));
    label(Rule::Scheme, &input, result.map(|(after, text)| (after, Scheme::from_input(&text))))
}

#[cfg(test)]
#[path = "tests/scheme.rs"]
mod tests;
