//! The oracle's answers for RFC 3986 (grammar/rfc3986.abnf).

mod support;

use support::{check, read};

#[test]
fn ipv6address() {
    let grammar = read("rfc3986.abnf");
    check(
        &grammar,
        "IPv6address",
        &[
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7::",
            "::2:3:4:5:6:7:8",
            "1:2:3:4:5:6:7:8",
            "::ffff:1.2.3.4",
            "1:2:3:4:5:6:1.2.3.4",
            "1::1.2.3.4",
            "::1.2.3.4",
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
            "1080::8:800:200C:417A",
            "abcd::ABCD",
        ],
        &[
            "1:2:3:4:5:6:7:8:9",
            ":::",
            "",
            ":",
            "1:2:3:4:5:6:7",
            "1::2::3",
            "12345::",
            "1:2:3:4:5:6:7:1.2.3.4",
            "::256.1.1.1",
            "g::",
            "1:2:3:4:5:6:7:8::",
            "::1:2:3:4:5:6:7:8",
        ],
    );
}

#[test]
fn dec_octet_is_0_to_255_without_leading_zeros() {
    let grammar = read("rfc3986.abnf");
    let oracle = grammar.oracle("dec-octet").unwrap();
    for value in 0..=255 {
        assert!(oracle.matches(value.to_string().as_bytes()).unwrap(), "{value}");
    }
    for text in ["256", "01", "00", "300", "1000", "", "-1", "2a"] {
        assert!(!oracle.matches(text.as_bytes()).unwrap(), "{text}");
    }
}

#[test]
fn uri_reference() {
    let grammar = read("rfc3986.abnf");
    check(
        &grammar,
        "URI-reference",
        &[
            "a:b",
            "./a:b",
            "//",
            "",
            "http:",
            "http://example.com/a/b?q#f",
            "HTTP://[::1]:80/",
            "//user@host:8080",
            "?q",
            "#f",
            "mailto:a@b.c",
            "urn:isbn:0451450523",
            "//[v7.future]/",
            "%41",
            "a/b/../c",
        ],
        &["1a:b", ":a", "http://[::1", "a b", "%4", "http://h/#a#b", "[::1]"],
    );
}

#[test]
fn uri_and_relative_ref_separate_schemes_from_paths() {
    let grammar = read("rfc3986.abnf");
    check(&grammar, "URI", &["a:b", "http:", "a+b-c.d:"], &["./a:b", "//", "", "1a:b"]);
    check(&grammar, "relative-ref", &["./a:b", "//", "", "a/b:c"], &["a:b", "http:"]);
    check(&grammar, "absolute-URI", &["a:b?c"], &["a:b#c"]);
}

#[test]
fn match_lengths_lists_every_derivable_prefix() {
    let grammar = read("rfc3986.abnf");
    let lengths: Vec<usize> = grammar.match_lengths("dec-octet", b"2556").unwrap().into_iter().collect();
    assert_eq!(lengths, [1, 2, 3]);
    let lengths: Vec<usize> = grammar.match_lengths("scheme", b"ab:c").unwrap().into_iter().collect();
    assert_eq!(lengths, [1, 2]);
    assert!(grammar.match_lengths("h16", b"xyz").unwrap().is_empty());
}

#[test]
fn long_input_stays_bounded() {
    // Memoization keeps this to about one evaluation per rule and position;
    // without it the alternatives of path and host would multiply.
    let grammar = read("rfc3986.abnf");
    let oracle = grammar.oracle("URI-reference").unwrap();
    let mut input = b"http://user@example.com:8080".to_vec();
    while input.len() < 2000 {
        input.extend_from_slice(b"/seg%20ment;x=1");
    }
    input.extend_from_slice(b"?query=a/b#frag");
    assert!(oracle.matches(&input).unwrap());
    let relative = vec![b'a'; 2000];
    assert!(oracle.matches(&relative).unwrap());
    // A long input with an error at its end is still answered.
    let mut bad = relative.clone();
    bad.push(b' ');
    assert!(!oracle.matches(&bad).unwrap());
    // And a memory limit far below what it needs is reported, not exceeded.
    let tight = grammar.oracle("URI-reference").unwrap().with_memory_limit(100);
    assert!(tight.matches(&input).is_err());
}

/// Where RFC 3986 stops being a possible beginning: the byte an error should point at.
#[test]
fn viable_prefixes_of_uri_references() {
    let grammar = read("rfc3986.abnf");
    let oracle = grammar.oracle("URI-reference").unwrap();
    for (text, farthest) in [
        // Still waiting for an h16 after the last ":".
        ("http://[1:2:3:4:5:6:", 20),
        // A valid userinfo prefix up to the "]", which no userinfo, host or port holds.
        ("http://a:.;9f62F~]@", 17),
        ("http://a/b c", 10),
        ("http://a/%zz", 10),
        ("http://[::1]x", 12),
        // Not a bad port yet: "a:80x" may still be a userinfo, until the "/".
        ("http://a:80x/", 12),
        ("http://a/", 9),
    ] {
        assert_eq!(oracle.viable_prefix_length(text.as_bytes()).unwrap(), farthest, "{text}");
    }
}
