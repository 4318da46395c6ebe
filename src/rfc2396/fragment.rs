//! RFC 2396 §4.1, Fragment Identifier.

use super::ast::Fragment;
use super::characters::{escaped_run, uric_class};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, label};

/// `fragment = *uric` ([RFC 2396 §4.1](https://www.rfc-editor.org/rfc/rfc2396#section-4.1))
///
/// No `#`: "The character "#" is excluded because it is used to delimit a URI from a fragment identifier"
/// (§2.4.3). With RFC 2732, `[` and `]` are `uric`s too.
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended. Where the run of `uric` stops, a `uric` could have continued it.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn fragment<'a, V: Variant>(input: Input<'a>) -> Res<'a, Fragment<'a>> {
    let result = Reported::<V>::run(Rule::Fragment, Expected::of(Rule::Uric), escaped_run(uric_class::<V>())(input));
    label(Rule::Fragment, &input, result.map(|(after, text)| (after, Fragment::from_input(&text))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::input;
    use crate::rfc2396::{Rfc2396, Rfc2732};

    fn read<V: Variant>(text: &str) -> Option<(&str, usize)> {
        fragment::<V>(input(text)).map(|(rest, f)| (f.as_str(), rest.len())).ok()
    }

    #[test]
    fn a_fragment_is_any_uric_but_not_hash() {
        assert_eq!(read::<Rfc2396>("s/./x?y"), Some(("s/./x?y", 0)));
        assert_eq!(read::<Rfc2396>("a#b"), Some(("a", 2)));
        assert_eq!(read::<Rfc2396>("]"), Some(("", 1)));
        assert_eq!(read::<Rfc2732>("]"), Some(("]", 0)));
    }
}
