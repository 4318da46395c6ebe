//! Snapshots of the RFC 2396 syntax tree and of RFC 2396 errors for a reference set, in `snapshots/`.

use std::fmt::Write as _;

use urigram::rfc2396::ast::Host;
use urigram::rfc2396::{Options, parse_uri_reference_with};

/// References whose trees show each shape RFC 2396 has: opaque and hierarchical parts, server and reg_name
/// authorities, hostname labels, IPv4 addresses, an empty server, segment parameters, and RFC 2732 literals.
const TREES: &[(&str, Options)] = &[
    ("http://www.ics.uci.edu/pub/ietf/uri/#Related", Options::RFC2396),
    ("http://a/b/c/d;p?q", Options::RFC2396),
    ("mailto:mduerst@ifi.unizh.ch", Options::RFC2396),
    ("urn:isbn:0?x", Options::RFC2396),
    ("ftp://user:pass@999.1.1.1:21/a;type=i", Options::RFC2396),
    ("http://a.1/", Options::RFC2396),
    ("http://a@b@c/", Options::RFC2396),
    ("file:///etc/hosts", Options::RFC2396),
    ("//www.ietf.org./rfc", Options::RFC2396),
    ("g;x=1/../y?q#s", Options::RFC2396),
    ("", Options::RFC2396),
    ("#s", Options::RFC2396),
    ("http://[::FFFF:129.144.52.38]:80/index.html", Options::rfc2732(true)),
];

/// Texts that RFC 2396 rejects, one per kind of error.
const ERRORS: &[(&str, Options)] = &[
    ("http:", Options::RFC2396),
    ("?y", Options::RFC2396),
    ("http://[::1]/", Options::RFC2396),
    ("http://[::192.9.5.5]/ipng", Options::rfc2732(true)),
    ("http://[::1", Options::rfc2732(true)),
    ("http://a/b c", Options::RFC2396),
    ("http://a/%zz", Options::RFC2396),
    ("http://a/caf\u{e9}", Options::RFC2396),
    ("1a:b", Options::RFC2396),
    ("http://a/b#c#d", Options::RFC2396),
    ("http://a/?[x]", Options::RFC2396),
    ("http://a/b[1]", Options::rfc2732(true)),
    ("mailto:a@b\nc", Options::RFC2396),
];

fn with_settings(test: impl FnOnce()) {
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, { test() });
}

#[test]
fn trees() {
    let mut out = String::new();
    for (text, options) in TREES {
        let tree = parse_uri_reference_with(text, *options).unwrap_or_else(|error| panic!("{text}: {error}"));
        writeln!(out, "{text:?} {options:?}\n{tree:#?}").unwrap();
        if let Some(Host::Hostname(name)) = tree.host() {
            let labels: Vec<_> = name.labels().collect();
            writeln!(out, "labels: {labels:?}, toplabel: {:?}", name.toplabel()).unwrap();
        }
        for segment in tree.path().segments() {
            let params: Vec<_> = segment.params().collect();
            writeln!(out, "segment {segment:?}: name {:?}, params {params:?}", segment.name()).unwrap();
        }
        writeln!(out).unwrap();
    }
    with_settings(|| insta::assert_snapshot!("rfc2396_trees", out));
}

#[test]
fn errors() {
    let mut out = String::new();
    for (text, options) in ERRORS {
        let error = parse_uri_reference_with(text, *options).expect_err(text);
        writeln!(out, "{text:?} {options:?}\n{error}\n{error:#?}\n").unwrap();
    }
    with_settings(|| insta::assert_snapshot!("rfc2396_errors", out));
}
