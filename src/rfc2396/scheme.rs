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
mod tests {
    use crate::grammar::input;

    #[test]
    fn a_scheme_is_read_as_rfc3986_reads_it() {
        let texts =
            ["http", "a", "svn+ssh", "z39.50r", "A-B", "mailto:a@b", "a b", "1ab", "+a", "", "-", ".", "\u{e9}"];
        for text in texts {
            let ours = super::scheme(input(text)).map(|(rest, scheme)| (scheme.as_str(), *rest.fragment()));
            let rfc3986 = crate::rfc3986::scheme(input(text)).map(|(rest, scheme)| (scheme.as_str(), *rest.fragment()));
            assert_eq!(ours.map_err(drop), rfc3986.map_err(drop), "{text:?}");
        }
        assert!(super::scheme(input("1ab")).is_err());
    }
}
