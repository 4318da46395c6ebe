//! Every URI example printed in RFC 2396 (§1.3, §3, §5, Appendix B, Appendix C, Appendix D, Appendix E,
//! Appendix G), parsed and checked component by component.
//!
//! Where the RFC text is available (`$URIGRAM_SHARED/rfc/rfc2396.txt`, `../shared` by default), a test also
//! checks that each example is printed there exactly as written here.

use super::shared;

use urigram::rfc2396::ast::{Authority, Host, Path};
use urigram::rfc2396::{Options, Resolvable, Rule, parse_resolvable_reference, parse_uri_reference};

/// Scheme, authority, path, query and fragment, `None` where absent.
type Parts<'a> = (Option<&'a str>, Option<&'a str>, &'a str, Option<&'a str>, Option<&'a str>);

fn parts(text: &str) -> Parts<'_> {
    let reference = parse_uri_reference(text).unwrap_or_else(|error| panic!("{text}: {error}"));
    assert_eq!(reference.to_string(), text, "recomposition (§5.2 step 7) gives back the text");
    (
        reference.scheme().map(|s| s.as_str()),
        reference.authority().map(|a| a.as_str()),
        reference.path().as_str(),
        reference.query().map(|q| q.as_str()),
        reference.fragment().map(|f| f.as_str()),
    )
}

fn path_rule(text: &str) -> Rule {
    parse_uri_reference(text).unwrap().path().rule()
}

/// §1.3 Example URI.
const SECTION_1_3: [(&str, Parts<'static>); 6] = [
    ("ftp://ftp.is.co.za/rfc/rfc1808.txt", (Some("ftp"), Some("ftp.is.co.za"), "/rfc/rfc1808.txt", None, None)),
    (
        "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
        (Some("gopher"), Some("spinaltap.micro.umn.edu"), "/00/Weather/California/Los%20Angeles", None, None),
    ),
    (
        "http://www.math.uio.no/faq/compression-faq/part1.html",
        (Some("http"), Some("www.math.uio.no"), "/faq/compression-faq/part1.html", None, None),
    ),
    ("mailto:mduerst@ifi.unizh.ch", (Some("mailto"), None, "mduerst@ifi.unizh.ch", None, None)),
    ("news:comp.infosystems.www.servers.unix", (Some("news"), None, "comp.infosystems.www.servers.unix", None, None)),
    ("telnet://melvyl.ucop.edu/", (Some("telnet"), Some("melvyl.ucop.edu"), "/", None, None)),
];

#[test]
fn section_1_3_examples() {
    for (text, expected) in SECTION_1_3 {
        assert_eq!(parts(text), expected, "{text}");
    }
    assert_eq!(path_rule("mailto:mduerst@ifi.unizh.ch"), Rule::OpaquePart);
    assert_eq!(path_rule("news:comp.infosystems.www.servers.unix"), Rule::OpaquePart);
    assert_eq!(path_rule("telnet://melvyl.ucop.edu/"), Rule::AbsPath);
    for text in ["ftp://ftp.is.co.za/rfc/rfc1808.txt", "telnet://melvyl.ucop.edu/"] {
        let host = parse_uri_reference(text).unwrap().host().unwrap();
        assert!(matches!(host, Host::Hostname(_)), "{text}");
    }
}

/// §3: the layout `<scheme>://<authority><path>?<query>`, and §5's `./this:that` against `this:that`.
#[test]
fn section_3_and_5_examples() {
    assert_eq!(parts("foo:/bar"), (Some("foo"), None, "/bar", None, None));
    assert_eq!(parts("foo:bar"), (Some("foo"), None, "bar", None, None));
    assert_eq!(path_rule("foo:/bar"), Rule::AbsPath, "Appendix G.2: the slash is part of the path");
    assert_eq!(path_rule("foo:bar"), Rule::OpaquePart);
    // §5: "a path segment which contains a colon character cannot be used as the first segment of a relative
    // URI path (e.g., "this:that")": it is an absolute URI, and "./this:that" is the relative path.
    let this_that = parse_uri_reference("this:that").unwrap();
    assert!(!this_that.is_relative() && this_that.absolute_uri().unwrap().is_opaque());
    assert_eq!(parts("./this:that"), (None, None, "./this:that", None, None));
    assert_eq!(path_rule("./this:that"), Rule::RelPath);
}

/// Appendix B: the regular expression's example, component by component.
#[test]
fn appendix_b_example() {
    let text = "http://www.ics.uci.edu/pub/ietf/uri/#Related";
    assert_eq!(parts(text), (Some("http"), Some("www.ics.uci.edu"), "/pub/ietf/uri/", None, Some("Related")));
}

/// Appendix C: the base and every reference of C.1 and C.2 with what it resolves to; each reference and each
/// result is parsed, component by component.
const BASE: &str = "http://a/b/c/d;p?q";

/// (reference, its components, the resolved URI that Appendix C gives)
const APPENDIX_C: &[(&str, Parts<'static>, &str)] = &[
    ("g:h", (Some("g"), None, "h", None, None), "g:h"),
    ("g", (None, None, "g", None, None), "http://a/b/c/g"),
    ("./g", (None, None, "./g", None, None), "http://a/b/c/g"),
    ("g/", (None, None, "g/", None, None), "http://a/b/c/g/"),
    ("/g", (None, None, "/g", None, None), "http://a/g"),
    ("//g", (None, Some("g"), "", None, None), "http://g"),
    ("g?y", (None, None, "g", Some("y"), None), "http://a/b/c/g?y"),
    ("#s", (None, None, "", None, Some("s")), ""),
    ("g#s", (None, None, "g", None, Some("s")), "http://a/b/c/g#s"),
    ("g?y#s", (None, None, "g", Some("y"), Some("s")), "http://a/b/c/g?y#s"),
    (";x", (None, None, ";x", None, None), "http://a/b/c/;x"),
    ("g;x", (None, None, "g;x", None, None), "http://a/b/c/g;x"),
    ("g;x?y#s", (None, None, "g;x", Some("y"), Some("s")), "http://a/b/c/g;x?y#s"),
    (".", (None, None, ".", None, None), "http://a/b/c/"),
    ("./", (None, None, "./", None, None), "http://a/b/c/"),
    ("..", (None, None, "..", None, None), "http://a/b/"),
    ("../", (None, None, "../", None, None), "http://a/b/"),
    ("../g", (None, None, "../g", None, None), "http://a/b/g"),
    ("../..", (None, None, "../..", None, None), "http://a/"),
    ("../../", (None, None, "../../", None, None), "http://a/"),
    ("../../g", (None, None, "../../g", None, None), "http://a/g"),
    ("", (None, None, "", None, None), ""),
    ("../../../g", (None, None, "../../../g", None, None), "http://a/../g"),
    ("../../../../g", (None, None, "../../../../g", None, None), "http://a/../../g"),
    ("/./g", (None, None, "/./g", None, None), "http://a/./g"),
    ("/../g", (None, None, "/../g", None, None), "http://a/../g"),
    ("g.", (None, None, "g.", None, None), "http://a/b/c/g."),
    (".g", (None, None, ".g", None, None), "http://a/b/c/.g"),
    ("g..", (None, None, "g..", None, None), "http://a/b/c/g.."),
    ("..g", (None, None, "..g", None, None), "http://a/b/c/..g"),
    ("./../g", (None, None, "./../g", None, None), "http://a/b/g"),
    ("./g/.", (None, None, "./g/.", None, None), "http://a/b/c/g/"),
    ("g/./h", (None, None, "g/./h", None, None), "http://a/b/c/g/h"),
    ("g/../h", (None, None, "g/../h", None, None), "http://a/b/c/h"),
    ("g;x=1/./y", (None, None, "g;x=1/./y", None, None), "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", (None, None, "g;x=1/../y", None, None), "http://a/b/c/y"),
    ("g?y/./x", (None, None, "g", Some("y/./x"), None), "http://a/b/c/g?y/./x"),
    ("g?y/../x", (None, None, "g", Some("y/../x"), None), "http://a/b/c/g?y/../x"),
    ("g#s/./x", (None, None, "g", None, Some("s/./x")), "http://a/b/c/g#s/./x"),
    ("g#s/../x", (None, None, "g", None, Some("s/../x")), "http://a/b/c/g#s/../x"),
    ("http:g", (Some("http"), None, "g", None, None), "http:g"),
];

#[test]
fn appendix_c_references_and_results() {
    assert_eq!(parts(BASE), (Some("http"), Some("a"), "/b/c/d;p", Some("q"), None));
    let base = parse_uri_reference(BASE).unwrap();
    let last = base.path().segments().last().unwrap();
    assert_eq!((last.name(), last.params().next().unwrap().as_str()), ("d", "p"));
    for &(reference, expected, result) in APPENDIX_C {
        assert_eq!(parts(reference), expected, "{reference}");
        if !result.is_empty() {
            parse_uri_reference(result).unwrap_or_else(|error| panic!("{result}: {error}"));
        }
    }
    // "http:g": for validating parsers an opaque URI, not the relative path "g" (C.2).
    assert_eq!(path_rule("http:g"), Rule::OpaquePart);
    assert_eq!(path_rule("g;x?y#s"), Rule::RelPath);
    assert!(matches!(parse_uri_reference("//g").unwrap().authority(), Some(Authority::Server(_))));
}

/// `?y` (C.1) is outside the grammar: `relativeURI` needs a path before its query. The strict parser rejects
/// it, saying why; [`parse_resolvable_reference`] accepts it explicitly for a resolver.
#[test]
fn appendix_c_query_only_reference() {
    let error = parse_uri_reference("?y").unwrap_err();
    assert_eq!(error.span(), urigram::Span::new(0, 1));
    assert!(error.message().starts_with("RFC 2396 cannot derive a reference that starts with its query"));
    let Ok(Resolvable::QueryOnly { query, fragment, span }) = parse_resolvable_reference("?y", Options::RFC2396) else {
        panic!("Appendix C resolves ?y");
    };
    assert_eq!((query.as_str(), fragment, span), ("y", None, urigram::Span::new(0, 2)));
    assert!(matches!(parse_resolvable_reference("g?y", Options::RFC2396), Ok(Resolvable::Reference(_))));
    assert!(parse_resolvable_reference("?y z", Options::RFC2396).is_err());
    parse_uri_reference("http://a/b/c/?y").unwrap();
}

/// Appendix D and E: the references they print.
#[test]
fn appendix_d_and_e_examples() {
    assert_eq!(
        parts("http://www.ics.uci.edu/Test/a/b/c"),
        (Some("http"), Some("www.ics.uci.edu"), "/Test/a/b/c", None, None)
    );
    assert_eq!(parts("../x"), (None, None, "../x", None, None));
    assert_eq!(
        parts("http://www.ics.uci.edu/Test/a/x"),
        (Some("http"), Some("www.ics.uci.edu"), "/Test/a/x", None, None)
    );
    assert_eq!(parts("http://test.com/"), (Some("http"), Some("test.com"), "/", None, None));
    assert_eq!(parts("http://www.w3.org/Addressing/"), (Some("http"), Some("www.w3.org"), "/Addressing/", None, None));
    assert_eq!(parts("ftp://ds.internic.net/rfc/"), (Some("ftp"), Some("ds.internic.net"), "/rfc/", None, None));
    assert_eq!(
        parts("http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"),
        (Some("http"), Some("www.ics.uci.edu"), "/pub/ietf/uri/historical.html", None, Some("WARNING"))
    );
}

/// Appendix F: an abbreviated URL "has the same syntax as a relative URL path".
#[test]
fn appendix_f_abbreviated_url_is_a_relative_path() {
    assert_eq!(parts("www.w3.org/Addressing/"), (None, None, "www.w3.org/Addressing/", None, None));
    assert_eq!(path_rule("www.w3.org/Addressing/"), Rule::RelPath);
}

/// Appendix G.2: `<foo:/bar>` and `<foo:bar>` differ (the slash belongs to the path); G.3: the port may be empty,
/// and a URL may have no host (`file:///`).
#[test]
fn appendix_g_examples() {
    let with_slash = parse_uri_reference("foo:/bar").unwrap();
    let without = parse_uri_reference("foo:bar").unwrap();
    assert!(matches!(with_slash.path(), Path::AbsPath(_)) && matches!(without.path(), Path::OpaquePart(_)));
    let empty_port = parse_uri_reference("http://a:/").unwrap();
    assert_eq!(empty_port.authority().unwrap().port().unwrap().as_str(), "");
    let no_host = parse_uri_reference("file:///etc/hosts").unwrap();
    let server = no_host.authority().unwrap().server().unwrap();
    assert!(server.is_empty());
    assert_eq!(no_host.path().as_str(), "/etc/hosts");
    // G.3: "localhost"; G.2: "~" is unreserved, "user:password" is a scheme-specific userinfo.
    assert_eq!(parts("http://localhost/~user"), (Some("http"), Some("localhost"), "/~user", None, None));
    let userinfo = parse_uri_reference("ftp://user:password@host/").unwrap();
    assert_eq!(userinfo.authority().unwrap().userinfo().unwrap().as_str(), "user:password");
}

/// Each example above is printed in RFC 2396 as written here.
#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn examples_are_quoted_from_the_rfc() {
    let Some(rfc) = shared::read("rfc/rfc2396.txt") else { return };
    let printed = SECTION_1_3.iter().map(|(text, _)| *text).chain(APPENDIX_C.iter().flat_map(|(r, _, s)| [*r, *s]));
    for text in printed.filter(|text| !text.is_empty()) {
        assert!(rfc.contains(text), "{text} is not printed in RFC 2396");
    }
    for text in [BASE, "http://www.ics.uci.edu/pub/ietf/uri/#Related", "<foo:/bar>", "<foo:bar>", "?y", "../x"] {
        assert!(rfc.contains(text), "{text} is not printed in RFC 2396");
    }
}
