//! RFC 2396 §3.4, Query Component.

use super::ast::Query;
use super::characters::{escaped_run, uric_class};
use super::{Res, Rule, Variant};
use crate::grammar::reports::Reported;
use crate::grammar::{Expected, Input, label};

/// `query = *uric` ([RFC 2396 §3.4](https://www.rfc-editor.org/rfc/rfc2396#section-3.4))
///
/// Every `uric`, `/` and `?` included; with RFC 2732, `[` and `]` too (they join `reserved`).
///
/// Generic over the [`Variant`](super::Variant) of the grammar: [`Rfc2396`](super::Rfc2396) as published, or
/// [`Rfc2732`](super::Rfc2732) as amended. Where the run of `uric` stops, a `uric` could have continued it.
#[cfg_attr(not(debug_assertions), inline(always))]
pub fn query<'a, V: Variant>(input: Input<'a>) -> Res<'a, Query<'a>> {
    let result = Reported::<V>::run(Rule::Query, Expected::of(Rule::Uric), escaped_run(uric_class::<V>())(input));
    label(Rule::Query, &input, result.map(|(after, text)| (after, Query::from_input(&text))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammar::input;
    use crate::rfc2396::{Rfc2396, Rfc2732};

    fn read<V: Variant>(text: &str) -> Option<(&str, usize)> {
        query::<V>(input(text)).map(|(rest, q)| (q.as_str(), rest.len())).ok()
    }

    #[test]
    fn a_query_is_any_uric() {
        assert_eq!(read::<Rfc2396>("a=b&c=/?:@;"), Some(("a=b&c=/?:@;", 0)));
        assert_eq!(read::<Rfc2396>("a#f"), Some(("a", 2)));
        assert_eq!(read::<Rfc2396>("[x]"), Some(("", 3)));
        assert_eq!(read::<Rfc2732>("[x]"), Some(("[x]", 0)));
        assert!(query::<Rfc2396>(input("%g0")).is_err());
    }
}
