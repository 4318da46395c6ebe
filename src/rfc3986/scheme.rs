//! RFC 3986 §3.1, Scheme.

use super::ast::Scheme;
use super::{Res, Rule};
use crate::grammar::{Expected, Input, Token, label, scheme_text};

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` ([RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1))
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    let result = scheme_text(input, Expected::NOTHING.token(Token::Alpha));
    label(Rule::Scheme, &input, result.map(|(after, text)| (after, Scheme::from_input(&text))))
}

/// What could stand after a scheme: the `":"` that ends it, or what could continue it,
/// `ALPHA / DIGIT / "+" / "-" / "."`.
pub(crate) const AFTER_SCHEME: Expected<Rule> = Expected::NOTHING
    .token(Token::Colon)
    .token(Token::Alpha)
    .token(Token::Digit)
    .token(Token::Plus)
    .token(Token::Minus)
    .token(Token::Dot);

#[cfg(test)]
#[path = "tests/scheme.rs"]
mod tests;
