//! RFC 2396 §3.1, Scheme Component.

use super::ast::Scheme;
use super::{Res, Rule};
use crate::grammar::{ALPHA, ByteClass, DIGIT, Expected, Input, label, mismatch, rest, split};

/// The characters of a scheme after its first letter: `alpha / digit / "+" / "-" / "."`.
pub(crate) const SCHEME_REST: ByteClass = ALPHA.union(DIGIT).with_bytes(b"+-.");

/// `scheme = alpha *( alpha / digit / "+" / "-" / "." )` ([RFC 2396 §3.1](https://www.rfc-editor.org/rfc/rfc2396#section-3.1))
///
/// The same language as RFC 3986's `scheme`.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    let result = match rest(&input).split_first() {
        Some((&first, others)) if ALPHA.contains(first) => {
            let (after, text) = split(input, 1 + SCHEME_REST.run_length(others));
            Ok((after, Scheme::from_input(&text)))
        }
        _ => Err(mismatch(&input, Expected::of(Rule::Alpha))),
    };
    label(Rule::Scheme, &input, result)
}

#[cfg(test)]
mod tests {
    use crate::grammar::input;

    #[test]
    fn a_scheme_starts_with_a_letter() {
        for text in ["http", "a", "svn+ssh", "z39.50r", "A-B"] {
            let (rest, scheme) = super::scheme(input(text)).unwrap();
            assert_eq!((scheme.as_str(), rest.len()), (text, 0));
        }
        for text in ["1ab", "+a", "", "-", "."] {
            assert!(super::scheme(input(text)).is_err(), "{text}");
        }
    }

    #[test]
    fn a_scheme_stops_at_the_first_other_character() {
        let (rest, scheme) = super::scheme(input("mailto:a@b")).unwrap();
        assert_eq!((scheme.as_str(), *rest.fragment()), ("mailto", ":a@b"));
    }
}
