//! RFC 3986 §3.1, Scheme.

use super::ast::Scheme;
use super::{Res, Rule};
use crate::grammar::{ALPHA, ByteClass, DIGIT, Expected, Input, Token, label, mismatch, rest, split};

/// The characters of a scheme after its first letter: `ALPHA / DIGIT / "+" / "-" / "."`.
pub(crate) const SCHEME_REST: ByteClass = ALPHA.union(DIGIT).with_bytes(b"+-.");

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` ([RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1))
#[inline(always)]
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    let result = match rest(&input).split_first() {
        Some((&first, others)) if ALPHA.contains(first) => {
            let (after, text) = split(input, 1 + SCHEME_REST.run_length(others));
            Ok((after, Scheme::from_input(&text)))
        }
        _ => Err(mismatch(&input, Expected::NOTHING.token(Token::Alpha))),
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
        let (rest, scheme) = super::scheme(input("http://x")).unwrap();
        assert_eq!((scheme.as_str(), *rest.fragment()), ("http", "://x"));
    }
}
