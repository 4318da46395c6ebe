//! Snapshots of the RFC 3986 syntax tree and errors for a reference set of inputs.
//!
//! Each snapshot is a claim about RFC 3986: review a changed one against the RFC text before accepting it.

use std::fmt::Write as _;

use urigram::rfc3986::parse_uri_reference;

/// Where snapshots live: the top-level `snapshots/` folder, named without the module prefix.
macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        insta::with_settings!({ snapshot_path => "../../snapshots", prepend_module_to_snapshot => false, omit_expression => true }, {
            insta::assert_snapshot!($name, $value);
        })
    };
}

/// Inputs chosen to reach every kind of node: each host kind, each path kind, empty and absent components.
const VALID: &[&str] = &[
    "foo://example.com:8042/over/there?name=ferret#nose",
    "urn:example:animal:ferret:nose",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "http://[v7.a:b]/",
    "telnet://192.0.2.16:80/",
    "ftp://user:pass@256.1.1.1:/",
    "mailto:John.Doe@example.com",
    "http://a?",
    "http://a#",
    "http:",
    "//",
    "",
    "../g;x=1/./y?q#s",
    "/a//b/",
    "a/b:c",
    "?y",
    "#",
];

/// Inputs that each fail in a different place, for a different reason.
const INVALID: &[&str] = &[
    "http://a/%zz",
    "http://a/%4",
    "http://exa mple.com/",
    "http://a:8x/",
    "http://a@b@c/",
    "http://[::1/",
    "http://[1:2:3]/",
    "http://[1:2:3:4:5:6:7:8:9]/",
    "http://[v1.]/",
    "http://[v.x]/",
    "http://[fe80::1%25eth0]/",
    "http://a/b c",
    "http://a/b?c d",
    "http://a/b#c#d",
    "1ab:c",
    ":",
    "a b:c",
    "http://é.example/",
    "http://a/\u{1F600}",
    "http://a/\t",
    "http://a/<b>",
    "http://a/[x]",
    "x:%",
];

#[test]
fn syntax_trees() {
    let mut out = String::new();
    for text in VALID {
        let reference = parse_uri_reference(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        writeln!(out, "=== {text:?}\n{reference:#?}\n").unwrap();
    }
    snapshot!("rfc3986_syntax_trees", out);
}

#[test]
fn errors() {
    let mut out = String::new();
    for text in INVALID {
        let error = parse_uri_reference(text).expect_err(text);
        let start = text[..error.span().start].chars().count();
        let width = text[error.span().range()].chars().count().max(1);
        writeln!(out, "=== {text:?}\n  {text}\n  {}{}\n{error}\n{error:#?}\n", " ".repeat(start), "^".repeat(width))
            .unwrap();
    }
    snapshot!("rfc3986_errors", out);
}
