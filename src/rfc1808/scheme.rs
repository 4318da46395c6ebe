//! RFC 1808 §2.2, `scheme`.

use nom::Parser;

use super::ast::Scheme;
use super::characters::SCHEME;
use super::{Res, Rule};
use crate::grammar::{Expected, Input, class1, label};

/// `scheme = 1*( alpha / digit / "+" / "-" / "." )` ([RFC 1808 §2.2](https://www.rfc-editor.org/rfc/rfc1808#section-2.2))
///
/// Unlike RFC 2396 and RFC 3986, a scheme may start with a digit, `+`, `-` or `.`: `1ab:x` has the scheme `1ab`.
/// §2.4.2 agrees ("a colon after the first character and before any characters not allowed as part of a scheme
/// name").
pub fn scheme(input: Input<'_>) -> Res<'_, Scheme<'_>> {
    let result =
        class1(&SCHEME, Expected::of(Rule::Scheme)).parse(input).map(|(rest, text)| (rest, Scheme::from_input(&text)));
    label(Rule::Scheme, &input, result)
}

#[cfg(test)]
mod tests {
    use crate::grammar::input;

    #[test]
    fn a_scheme_is_one_or_more_scheme_characters() {
        for text in ["http", "a", "svn+ssh", "z39.50r", "1ab", "+", "-.", "0"] {
            let (rest, scheme) = super::scheme(input(text)).unwrap();
            assert_eq!((scheme.as_str(), rest.len()), (text, 0));
        }
        for text in ["", ":", "/", "_a", "é"] {
            assert!(super::scheme(input(text)).is_err(), "{text}");
        }
    }

    #[test]
    fn a_scheme_stops_at_the_first_other_character() {
        let (rest, scheme) = super::scheme(input("http://x")).unwrap();
        assert_eq!((scheme.as_str(), *rest.fragment()), ("http", "://x"));
    }
}
