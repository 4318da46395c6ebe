//! The setters of the owned RFC 3986 types: each component checked against its rule and the reference's shape
//! (§3.3, §4.2), the error spanned in the component's text, the text and its offsets changed in place. The
//! property: after any change that succeeds, the text parses to the very tree the value gives; after one that
//! fails, the value is as it was.

use proptest::prelude::*;
use urigram::Span;
use urigram::build::BuildError;
use urigram::rfc3986::{
    AbsoluteUriBuf, RelativeRefBuf, Rule, UriBuf, UriReferenceBuf, parse_absolute_uri, parse_relative_ref, parse_uri,
    parse_uri_reference,
};

#[test]
fn each_component_is_replaced_added_and_removed() {
    let mut uri: UriBuf = "http://example.com/a?b#c".parse().unwrap();
    uri.set_query(Some("q=1&r=2")).unwrap();
    assert_eq!(uri, "http://example.com/a?q=1&r=2#c");
    assert_eq!(uri.query().unwrap().as_str(), "q=1&r=2");
    uri.set_fragment(None).unwrap();
    uri.set_port(Some("8080")).unwrap();
    uri.set_userinfo(Some("user:pw")).unwrap();
    assert_eq!(uri, "http://user:pw@example.com:8080/a?q=1&r=2");
    assert_eq!(uri.authority().unwrap().port().unwrap().number(), Some(8080));
    uri.set_host(Some("[::1]")).unwrap();
    assert_eq!(uri.authority().unwrap().host().ip(), Some("::1".parse().unwrap()));
    uri.set_scheme("https").unwrap();
    uri.set_path("/x/y").unwrap();
    assert_eq!(uri, "https://user:pw@[::1]:8080/x/y?q=1&r=2");
    uri.set_userinfo(None).unwrap();
    uri.set_port(None).unwrap();
    uri.set_query(None).unwrap();
    assert_eq!(uri, "https://[::1]/x/y");
    uri.set_host(None).unwrap();
    assert_eq!(uri, "https:/x/y");
    uri.set_host(Some("")).unwrap();
    assert_eq!(uri, "https:///x/y");
    uri.set_query(Some("")).unwrap();
    uri.set_fragment(Some("")).unwrap();
    assert_eq!(uri, "https:///x/y?#");
    assert_eq!(uri.get(), urigram::rfc3986::parse_uri("https:///x/y?#").unwrap());
}

/// One setter call on a URI.
type Setter = fn(&mut UriBuf) -> Result<(), BuildError>;

#[test]
fn each_rule_error_is_spanned_in_the_new_component() {
    let mut uri: UriBuf = "http://h/p".parse().unwrap();
    let cases: [(Setter, &str, Rule, Span); 7] = [
        (|uri| uri.set_scheme("1http"), "scheme", Rule::Scheme, Span::new(0, 1)),
        (|uri| uri.set_userinfo(Some("a@b")), "userinfo", Rule::Userinfo, Span::new(1, 2)),
        (|uri| uri.set_host(Some("exa mple")), "host", Rule::Host, Span::new(3, 4)),
        (|uri| uri.set_port(Some("8o")), "port", Rule::Port, Span::new(1, 2)),
        (|uri| uri.set_path("/a b"), "path", Rule::Path, Span::new(2, 3)),
        (|uri| uri.set_query(Some("a#b")), "query", Rule::Query, Span::new(1, 2)),
        (|uri| uri.set_fragment(Some("%g0")), "fragment", Rule::PctEncoded, Span::new(1, 2)),
    ];
    for (set, component, rule, span) in cases {
        let error = set(&mut uri).unwrap_err();
        assert_eq!((error.component(), error.span()), (component, span), "{error}");
        let BuildError::Component { error: inner, .. } = &error else { panic!("{error}") };
        assert_eq!(inner.rule().to_string(), rule.to_string(), "{error}");
        assert_eq!(uri, "http://h/p", "a refused change changes nothing");
    }
}

#[test]
fn the_path_is_checked_against_the_shape_of_the_reference() {
    // §3.3: "When authority is present, the path must either be empty or begin with a slash".
    let mut uri: UriBuf = "http://h/p".parse().unwrap();
    assert_eq!(uri.set_path("a/b"), Err(BuildError::PathAfterAuthority { span: Span::new(0, 1) }));
    uri.set_path("").unwrap();
    assert_eq!(uri, "http://h");
    // "If a URI does not contain an authority component, then the path cannot begin with two slash characters".
    let mut opaque: UriBuf = "urn:a:b".parse().unwrap();
    assert_eq!(opaque.set_path("//x"), Err(BuildError::PathStartsWithTwoSlashes { span: Span::new(0, 2) }));
    opaque.set_path("c:d").unwrap();
    assert_eq!(opaque.path().kind(), urigram::rfc3986::ast::PathKind::Rootless);
    // An authority cannot come before a rootless path.
    assert_eq!(opaque.set_host(Some("h")), Err(BuildError::PathAfterAuthority { span: Span::new(0, 3) }));
    // §4.2: a relative reference's first segment holds no ":".
    let mut relative: RelativeRefBuf = "a/b".parse().unwrap();
    assert_eq!(relative.set_path("x:y/z"), Err(BuildError::ColonInFirstSegment { span: Span::new(1, 2) }));
    relative.set_path("./x:y/z").unwrap();
    assert_eq!(relative.path().kind(), urigram::rfc3986::ast::PathKind::Noscheme);
    // Removing a scheme makes a relative reference: the same rule then.
    let mut reference: UriReferenceBuf = "s:a:b".parse().unwrap();
    assert_eq!(reference.set_scheme(None), Err(BuildError::ColonInFirstSegment { span: Span::new(1, 2) }));
    reference.set_path("a/b").unwrap();
    reference.set_scheme(None).unwrap();
    assert!(reference.is_relative());
    assert_eq!(reference, "a/b");
    reference.set_scheme(Some("t")).unwrap();
    assert_eq!(reference, "t:a/b");
    // Removing the authority: no userinfo or port may be left, and the path may not then begin with `//`.
    let mut network: RelativeRefBuf = "//u@h//p".parse().unwrap();
    assert_eq!(network.set_host(None), Err(BuildError::NeedsHost { component: "userinfo" }));
    network.set_userinfo(None).unwrap();
    assert_eq!(network.set_host(None), Err(BuildError::PathStartsWithTwoSlashes { span: Span::new(0, 2) }));
    network.set_path("/p").unwrap();
    network.set_host(None).unwrap();
    assert_eq!(network, "/p");
    // A userinfo or a port needs an authority.
    assert_eq!(network.set_port(Some("1")), Err(BuildError::NeedsHost { component: "port" }));
    assert_eq!(network.set_userinfo(Some("u")), Err(BuildError::NeedsHost { component: "userinfo" }));
    let mut absolute: AbsoluteUriBuf = "x:/y".parse().unwrap();
    absolute.set_host(Some("h")).unwrap();
    absolute.set_query(Some("z")).unwrap();
    assert_eq!(absolute, "x://h/y?z");
}

/// A component's text: mostly what its rule accepts, sometimes a character no rule accepts where it is.
fn component() -> impl Strategy<Value = String> {
    prop::string::string_regex("[a-z0-9:/@?#%\\[\\]. .-]{0,8}|(%[0-9A-F]{2}|[a-z.:/]){0,6}").unwrap()
}

/// References of every shape: each host kind, each path kind, absent and empty components.
const SHAPES: &[&str] = &[
    "foo://example.com:8042/over/there?name=ferret#nose",
    "http://[::1]:8080/a?b#c",
    "http://[v1.x]/",
    "http://1.2.3.4",
    "http://u:p@h:/",
    "file:///etc/hosts",
    "urn:example:a",
    "http:",
    "http://a?",
    "http://a#",
    "//h",
    "/a/b",
    "a/b",
    "",
    "?q",
    "#f",
    "../g;x?y#s",
];

/// One of the [`SHAPES`].
fn reference() -> impl Strategy<Value = String> {
    prop::sample::select(SHAPES).prop_map(String::from)
}

/// An owned value of each type holds the tree its text parses to, shown and printed alike.
#[test]
fn the_owned_tree_is_the_parsed_tree() {
    for text in SHAPES {
        let owned: UriReferenceBuf = text.parse().unwrap();
        assert_eq!(owned.get(), parse_uri_reference(text).unwrap(), "{text}");
        assert_eq!(format!("{owned:?}"), format!("{:?}", parse_uri_reference(text).unwrap()));
        assert_eq!(owned.to_string(), *text);
        if let Ok(uri) = parse_uri(text) {
            assert_eq!(UriBuf::parse(*text).unwrap().get(), uri);
        }
        if let Ok(absolute) = parse_absolute_uri(text) {
            assert_eq!(AbsoluteUriBuf::parse(*text).unwrap().get(), absolute);
        }
        if let Ok(relative) = parse_relative_ref(text) {
            assert_eq!(RelativeRefBuf::parse(*text).unwrap().get(), relative);
        }
    }
}

#[derive(Debug, Clone)]
enum Change {
    Scheme(Option<String>),
    Userinfo(Option<String>),
    Host(Option<String>),
    Port(Option<String>),
    Path(String),
    Query(Option<String>),
    Fragment(Option<String>),
}

fn change() -> impl Strategy<Value = Change> {
    let optional = || prop::option::weighted(0.8, component());
    prop_oneof![
        prop::option::weighted(0.8, "[a-zA-Z][a-zA-Z0-9+.-]{0,4}|[0-9+]{1,2}").prop_map(Change::Scheme),
        optional().prop_map(Change::Userinfo),
        prop::option::weighted(0.8, "[a-z0-9.]{0,6}|\\[::[0-9]\\]|\\[v1\\.x\\]|[0-9]{1,3}(\\.[0-9]{1,3}){3}")
            .prop_map(Change::Host),
        prop::option::weighted(0.8, "[0-9]{0,6}|[0-9a]{1,2}").prop_map(Change::Port),
        component().prop_map(Change::Path),
        optional().prop_map(Change::Query),
        optional().prop_map(Change::Fragment),
    ]
}

fn apply(reference: &mut UriReferenceBuf, change: &Change) -> Result<(), BuildError> {
    match change {
        Change::Scheme(scheme) => reference.set_scheme(scheme.as_deref()),
        Change::Userinfo(userinfo) => reference.set_userinfo(userinfo.as_deref()),
        Change::Host(host) => reference.set_host(host.as_deref()),
        Change::Port(port) => reference.set_port(port.as_deref()),
        Change::Path(path) => reference.set_path(path),
        Change::Query(query) => reference.set_query(query.as_deref()),
        Change::Fragment(fragment) => reference.set_fragment(fragment.as_deref()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// After any change that succeeds the text parses to the very tree the value gives (text, spans, kinds);
    /// after one that fails nothing changed; and a change succeeds exactly when the component's rule accepts
    /// the new text (the shape constraints aside).
    #[test]
    fn changes_keep_the_text_and_its_tree_in_step(start in reference(), changes in prop::collection::vec(change(), 1..6)) {
        let mut reference: UriReferenceBuf = start.parse().unwrap();
        for change in &changes {
            let before = reference.clone();
            match apply(&mut reference, change) {
                Ok(()) => {
                    let reparsed = parse_uri_reference(reference.as_str());
                    prop_assert_eq!(reparsed, Ok(reference.get()), "{:?} on {}", change, before);
                    // The component reads back as it was set.
                    let read = match change {
                        Change::Scheme(scheme) => (reference.scheme().map(|s| s.as_str().to_owned()), scheme.clone()),
                        Change::Userinfo(userinfo) => (reference.authority().and_then(|a| a.userinfo()).map(|u| u.as_str().to_owned()), userinfo.clone()),
                        Change::Host(host) => (reference.authority().map(|a| a.host().as_str().to_owned()), host.clone()),
                        Change::Port(port) => (reference.authority().and_then(|a| a.port()).map(|p| p.as_str().to_owned()), port.clone()),
                        Change::Path(path) => (Some(reference.path().as_str().to_owned()), Some(path.clone())),
                        Change::Query(query) => (reference.query().map(|q| q.as_str().to_owned()), query.clone()),
                        Change::Fragment(fragment) => (reference.fragment().map(|f| f.as_str().to_owned()), fragment.clone()),
                    };
                    prop_assert_eq!(read.0, read.1);
                }
                Err(error) => {
                    prop_assert_eq!(&reference, &before, "{}", error);
                    prop_assert_eq!(reference.get(), before.get());
                }
            }
        }
    }
}
