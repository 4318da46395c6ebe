//! Inputs whose verdict differs between RFC 2396 and RFC 3986, each with the reason.
//!
//! Columns: the text; whether strict RFC 2396 accepts it as a `URI-reference`; whether RFC 2396 with RFC 2732
//! does; whether RFC 3986 accepts it as a `URI-reference` (`urigram::rfc3986::parse_uri_reference`); why.
//! Run with `--nocapture` to print the table as markdown.

use urigram::rfc2396::{self, Options};
use urigram::rfc3986;

/// (text, RFC 2396, RFC 2396 + RFC 2732, RFC 3986, reason)
type Row = (&'static str, bool, bool, bool, &'static str);

const EMPTY_AFTER_SCHEME: &str = "2396 `absoluteURI` needs a `hier_part` or `opaque_part` after `scheme \":\"`; 3986's `hier-part` may be `path-empty`";
const QUERY_ONLY: &str = "2396 `relativeURI` needs a path before `?` (`rel_path` needs a `rel_segment`); 3986 `relative-part` may be `path-empty`";
const IPV6: &str =
    "2396 `host` has no IP literal (`[` is `unwise`, §2.4.3); RFC 2732 adds `IPv6reference`; 3986 has `IP-literal`";
const REG_NAME_AT: &str = "2396 `reg_name` may hold `@`, so a second `@` makes a registry-based authority; 3986 `userinfo` ends at the only `@`";
const REG_NAME_COLON: &str =
    "2396 `reg_name` may hold `:`, so a non-numeric port makes a registry-based authority; 3986 `port = *DIGIT`";

/// Every row differs between strict RFC 2396 and RFC 3986.
const DIFFERENCES: &[Row] = &[
    ("http:", false, false, true, EMPTY_AFTER_SCHEME),
    ("mailto:", false, false, true, EMPTY_AFTER_SCHEME),
    ("a:", false, false, true, EMPTY_AFTER_SCHEME),
    ("HTTP:", false, false, true, EMPTY_AFTER_SCHEME),
    ("svn+ssh:", false, false, true, EMPTY_AFTER_SCHEME),
    ("http:#top", false, false, true, EMPTY_AFTER_SCHEME),
    ("urn:#", false, false, true, EMPTY_AFTER_SCHEME),
    ("?", false, false, true, QUERY_ONLY),
    (
        "?y",
        false,
        false,
        true,
        "Appendix C resolves `?y`, but 2396's grammar cannot derive it (`rel_path` needs a `rel_segment`); 3986 can",
    ),
    ("?q#f", false, false, true, QUERY_ONLY),
    ("?a=b&c=d", false, false, true, QUERY_ONLY),
    ("??", false, false, true, QUERY_ONLY),
    ("?/x", false, false, true, QUERY_ONLY),
    ("http://[::1]/", false, true, true, IPV6),
    ("http://[2001:db8::7]:80/", false, true, true, IPV6),
    ("//[::1]", false, true, true, IPV6),
    ("ldap://[2001:db8::7]/c=GB?objectClass?one", false, true, true, IPV6),
    ("telnet://[::1]:23/", false, true, true, IPV6),
    ("http://[::ffff:1.2.3.4]/", false, true, true, IPV6),
    ("http://[1:2:3:4:5:6:7:8]/", false, true, true, IPV6),
    ("http://[::]", false, true, true, IPV6),
    (
        "http://[::192.9.5.5]/ipng",
        false,
        false,
        true,
        "RFC 2732 §2's own example, but RFC 2373's `IPv6address = hexpart [ \":\" IPv4address ]` needs a hex group before the IPv4 part; 3986 has `\"::\" ... ls32`",
    ),
    (
        "http://[v1.fe]/",
        false,
        false,
        true,
        "`IPvFuture` exists only in 3986; RFC 2732 allows only an `IPv6address` in brackets",
    ),
    ("http://a@b@c/", true, true, false, REG_NAME_AT),
    ("//x@y@z", true, true, false, REG_NAME_AT),
    ("ftp://u@v@host/f", true, true, false, REG_NAME_AT),
    ("//@@", true, true, false, REG_NAME_AT),
    ("http://a:b:c/", true, true, false, REG_NAME_COLON),
    ("http://a:80x/", true, true, false, REG_NAME_COLON),
    ("http://host:port/", true, true, false, REG_NAME_COLON),
    ("http://a@b:c/", true, true, false, REG_NAME_COLON),
    ("foo://a:b:c:d", true, true, false, REG_NAME_COLON),
    ("http://:a/", true, true, false, REG_NAME_COLON),
    ("http://a:8:0/", true, true, false, REG_NAME_COLON),
    ("//h:p?q", true, true, false, REG_NAME_COLON),
    ("http://user@:x/", true, true, false, REG_NAME_COLON),
    ("http://a:1.2/", true, true, false, REG_NAME_COLON),
    ("http://a:-1/", true, true, false, REG_NAME_COLON),
    ("http://a:b@c:d/", true, true, false, REG_NAME_COLON),
    ("news://srv:nntp/comp.lang", true, true, false, REG_NAME_COLON),
    ("http://host:80:80/", true, true, false, REG_NAME_COLON),
];

/// Inputs where RFC 2732 changes RFC 2396's verdict but RFC 3986 agrees with strict RFC 2396.
const RFC2732_ONLY: &[Row] = &[
    (
        "http://a/?[x]",
        false,
        true,
        false,
        "RFC 2732 adds `[` `]` to `reserved`, hence to `uric` and `query`; 3986 `query` has no brackets",
    ),
    ("http://a/#[1]", false, true, false, "the same for `fragment`"),
    ("urn:a[b]", false, true, false, "the same for `opaque_part` after its first character"),
    ("http://[1:2:3:4:5:6:7:8:9]/", false, true, false, "RFC 2373's `IPv6address` does not count groups; 3986's does"),
    ("http://[1:2:3:4:5:6:7:8::]/", false, true, false, "RFC 2373 lets `::` stand for no group; 3986 does not"),
    ("http://[:::1.2.3.4]/", false, true, false, "RFC 2373: `hexpart` `::`, then `\":\" IPv4address`"),
];

fn verdicts(text: &str) -> (bool, bool, bool) {
    (
        rfc2396::parse_uri_reference(text).is_ok(),
        rfc2396::parse_uri_reference_with(text, Options::rfc2732(true)).is_ok(),
        rfc3986::parse_uri_reference(text).is_ok(),
    )
}

fn mark(accepted: bool) -> &'static str {
    if accepted { "accepts" } else { "rejects" }
}

#[test]
fn rfc2396_and_rfc3986_differ_on_each_row() {
    assert!(DIFFERENCES.len() >= 40, "at least 40 differences");
    for &(text, strict, with_rfc2732, rfc3986, _) in DIFFERENCES {
        assert_eq!(verdicts(text), (strict, with_rfc2732, rfc3986), "{text}");
        assert_ne!(strict, rfc3986, "{text} is in the table of differences");
    }
}

#[test]
fn rfc2732_changes_these_verdicts() {
    for &(text, strict, with_rfc2732, rfc3986, _) in RFC2732_ONLY {
        assert_eq!(verdicts(text), (strict, with_rfc2732, rfc3986), "{text}");
        assert_ne!(strict, with_rfc2732, "{text}");
    }
}

/// Where RFC 3986 accepts and RFC 2396 rejects, the RFC 2396 error says so.
#[test]
fn errors_name_the_rfc3986_verdict() {
    for &(text, strict, _, rfc3986, _) in DIFFERENCES {
        if rfc3986 && !strict {
            let error = rfc2396::parse_uri_reference(text).unwrap_err();
            assert!(error.message().contains("RFC 3986 accept"), "{text}: {error}");
        }
    }
}

/// Where RFC 2396 accepts and RFC 3986 rejects, it is because the authority is a `reg_name`.
#[test]
fn rfc2396_reads_a_reg_name_where_rfc3986_fails() {
    for &(text, strict, _, rfc3986, _) in DIFFERENCES {
        if strict && !rfc3986 {
            let reference = rfc2396::parse_uri_reference(text).unwrap();
            let authority = reference.authority().unwrap();
            assert!(authority.server().is_none(), "{text} has a reg_name authority");
        }
    }
}

#[test]
fn print_markdown_table() {
    println!("| input | RFC 2396 | RFC 2396 + RFC 2732 | RFC 3986 | reason |");
    println!("|---|---|---|---|---|");
    for &(text, strict, with_rfc2732, rfc3986, reason) in DIFFERENCES.iter().chain(RFC2732_ONLY) {
        println!("| `{text}` | {} | {} | {} | {reason} |", mark(strict), mark(with_rfc2732), mark(rfc3986));
    }
}
