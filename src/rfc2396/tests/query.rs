//! Unit tests of `query.rs`, kept apart so that the rule file holds its rules only.

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
