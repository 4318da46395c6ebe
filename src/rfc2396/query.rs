//! RFC 2396 §3.4, Query Component.

use super::ast::Query;
use super::characters::{escaped_run, uric_class};
use super::{Options, Res, Rule};
use crate::core::{Input, label};

/// `query = *uric` ([RFC 2396 §3.4](https://www.rfc-editor.org/rfc/rfc2396#section-3.4))
///
/// Every `uric`, `/` and `?` included; with RFC 2732, `[` and `]` too (they join `reserved`).
pub fn query(input: Input<'_>) -> Res<'_, Query<'_>> {
    query_with(input, Options::RFC2396)
}

/// `query` under `options`.
pub(crate) fn query_with(input: Input<'_>, options: Options) -> Res<'_, Query<'_>> {
    let result = escaped_run(uric_class(options))(input).map(|(after, text)| (after, Query::from_input(&text)));
    label(Rule::Query, &input, result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input;

    #[test]
    fn a_query_is_any_uric() {
        let read = |text, options| query_with(input(text), options).map(|(rest, q)| (q.as_str(), rest.len())).ok();
        assert_eq!(read("a=b&c=/?:@;", Options::RFC2396), Some(("a=b&c=/?:@;", 0)));
        assert_eq!(read("a#f", Options::RFC2396), Some(("a", 2)));
        assert_eq!(read("[x]", Options::RFC2396), Some(("", 3)));
        assert_eq!(read("[x]", Options::rfc2732(true)), Some(("[x]", 0)));
        assert!(query(input("%g0")).is_err());
    }
}
