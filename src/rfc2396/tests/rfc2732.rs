//! Unit tests of `rfc2732.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;

fn whole<'a, O>(parser: impl Fn(Input<'a>) -> Res<'a, O>, text: &'a str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

/// The seven addresses of RFC 2732 §2, and what RFC 2373's grammar says of each.
#[test]
fn rfc2732_section_2_addresses() {
    for text in [
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        "1080:0:0:0:8:800:200C:4171",
        "3ffe:2a00:100:7031::1",
        "1080::8:800:200C:417A",
        "::FFFF:129.144.52.38",
        "2010:836B:4179::836B:4179",
    ] {
        assert!(whole(ipv6_address, text), "{text}");
    }
    assert!(!whole(ipv6_address, "::192.9.5.5"), "the IPv4 part needs a hex group and \":\" before it");
}

#[test]
fn rfc2373_does_not_count_groups() {
    for text in ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8::", "::", "1::", "::1", ":::1.2.3.4", "1:2.3.4.5"] {
        assert!(whole(ipv6_address, text), "{text}");
    }
    for text in ["", ":", ":1", "1:", "1::2::3", "12345::", "1:2:3:4:5:6:7:1.2.3", "g::"] {
        assert!(!whole(ipv6_address, text), "{text}");
    }
}

#[test]
fn hexpart_hexseq_hex4() {
    for text in ["1", "1:2", "1::", "1::2", "::", "::1:2"] {
        assert!(whole(hexpart, text), "{text}");
    }
    assert!(!whole(hexpart, ":1") && !whole(hexpart, "1:::"));
    assert!(whole(hexseq, "a:b:c") && !whole(hexseq, "a::b") && !whole(hexseq, ""));
    assert!(whole(hex4, "beef") && whole(hex4, "0") && !whole(hex4, "12345") && !whole(hex4, "x"));
}

#[test]
fn rfc2373_ipv4_has_one_to_three_digits_a_group() {
    assert!(whole(ipv4_address_rfc2373, "1.2.3.4") && whole(ipv4_address_rfc2373, "999.999.999.999"));
    assert!(!whole(ipv4_address_rfc2373, "1234.1.1.1") && !whole(ipv4_address_rfc2373, "1.2.3"));
}

#[test]
fn the_bracket_commits() {
    assert!(whole(ipv6_reference, "[::1]") && whole(ipv6_reference, "[1:2:3:4:5:6:7:8:9]"));
    for text in ["[", "[]", "[::1", "[x]", "[::192.9.5.5]"] {
        assert!(matches!(ipv6_reference(input(text)), Err(nom::Err::Failure(_))), "{text}");
    }
    assert!(matches!(ipv6_reference(input("::1")), Err(nom::Err::Error(_))));
}

/// Where an IPv6 reference goes wrong, and what could have continued it there, as RFC 2373's grammar
/// reads it: after a `":"` the grammar waits for one more group, a `"::"` or an IPv4 part, and an IPv4 part
/// after `":::"` goes wrong where its own digits and dots do.
#[test]
fn a_failing_reference_goes_wrong_where_the_grammar_stops_reaching() {
    let failure = |text: &str| match ipv6_reference(input(text)) {
        Err(nom::Err::Failure(error)) => {
            (error.offset, error.expected.tokens().collect::<Vec<_>>(), error.expected.rules().count())
        }
        other => panic!("{text}: {other:?}"),
    };
    use Token::{CloseBracket, Colon, Digit, Dot, Hexdig};
    assert_eq!(failure("[:x]"), (2, vec![Colon], 0));
    assert_eq!(failure("[a:]"), (3, vec![Colon, Hexdig], 0));
    assert_eq!(failure("[a::b:]"), (6, vec![Hexdig], 0));
    assert_eq!(failure("[:::3@]"), (5, vec![Dot, Digit], 0));
    assert_eq!(failure("[:::96.8.2-]"), (10, vec![Dot, Digit], 0));
    assert_eq!(failure("[b:1x]"), (4, vec![Colon, CloseBracket, Dot, Hexdig], 0));
    assert_eq!(failure("[::1x]"), (4, vec![Colon, CloseBracket, Hexdig], 0));
    assert_eq!(failure("[1:2.3.4.5x]"), (10, vec![CloseBracket, Digit], 0));
    // Each says in words what the grammar waited for.
    let problem = |text: &str| match ipv6_reference(input(text)) {
        Err(nom::Err::Failure(error)) => error.problem.unwrap_or_default(),
        other => panic!("{text}: {other:?}"),
    };
    assert!(problem("[:x]").contains("expected a second \":\""));
    assert!(problem("[a:]").starts_with("expected more of the IPv6 address after \":\""));
    assert!(problem("[:::3@]").starts_with("the IPv4 part of the IPv6 address needs four groups"));
    for (text, length) in [("1.2.3.4", 7), ("1.2.3.4.5", 7), ("12.3", 4), ("1234", 3), ("1..2", 2), ("", 0)] {
        assert_eq!(ipv4_prefix_length(text.as_bytes()), length, "{text}");
    }
}
