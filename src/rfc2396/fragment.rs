//! RFC 2396 §4.1, Fragment Identifier.

use super::ast::Fragment;
use super::characters::{escaped_run, uric_class};
use super::{Options, Res, Rule};
use crate::core::{Input, label};

/// `fragment = *uric` ([RFC 2396 §4.1](https://www.rfc-editor.org/rfc/rfc2396#section-4.1))
///
/// No `#`: "The character "#" is excluded because it is used to delimit a URI from a fragment identifier"
/// (§2.4.3). With RFC 2732, `[` and `]` are `uric`s too.
pub fn fragment(input: Input<'_>) -> Res<'_, Fragment<'_>> {
    fragment_with(input, Options::RFC2396)
}

/// `fragment` under `options`.
pub(crate) fn fragment_with(input: Input<'_>, options: Options) -> Res<'_, Fragment<'_>> {
    let result = escaped_run(uric_class(options))(input).map(|(after, text)| (after, Fragment::from_input(&text)));
    label(Rule::Fragment, &input, result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input;

    #[test]
    fn a_fragment_is_any_uric_but_not_hash() {
        let read = |text, options| fragment_with(input(text), options).map(|(rest, f)| (f.as_str(), rest.len())).ok();
        assert_eq!(read("s/./x?y", Options::RFC2396), Some(("s/./x?y", 0)));
        assert_eq!(read("a#b", Options::RFC2396), Some(("a", 2)));
        assert_eq!(read("]", Options::RFC2396), Some(("", 1)));
        assert_eq!(read("]", Options::rfc2732(true)), Some(("]", 0)));
    }
}
