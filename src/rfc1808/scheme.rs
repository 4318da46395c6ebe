//! RFC 1808 §2.2, `scheme`.

use super::ast::Scheme;
use super::characters::SCHEME;
use super::{Res, Rule};
use crate::grammar::{Expected, Input, label, mismatch, rest, split};

/// `scheme = 1*( alpha / digit / "+" / "-" / "." )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Unlike RFC 2396 and RFC 3986, a scheme may start with a digit, `+`, `-` or `.`: `1ab:x` has the scheme `1ab`.
/// §2.4.2 agrees ("a colon after the first character and before any characters not allowed as part of a scheme
/// name").
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    let result = match SCHEME.run_length(rest(&input)) {
        0 => Err(mismatch(&input, Expected::of(Rule::Scheme))),
        length => {
            let (after, text) = split(input, length);
            Ok((after, Scheme::from_input(&text)))
        }
    };
    label(Rule::Scheme, &input, result)
}

#[cfg(test)]
#[path = "tests/scheme.rs"]
mod tests;
