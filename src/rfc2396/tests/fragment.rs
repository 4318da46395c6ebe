//! Unit tests of `fragment.rs`, kept apart so that the rule file holds its rules only.

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
