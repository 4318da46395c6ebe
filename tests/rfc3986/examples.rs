//! Every example URI printed in RFC 3986, parsed, with each component checked against what the RFC says of it.
//!
//! Each expectation lists the present components as `name=text`, the host and path with the rule that matched
//! in brackets; absent components are left out, empty ones are written `name=`.

use urigram::Components;
use urigram::rfc3986::parse_uri_reference;

fn describe(text: &str) -> String {
    let reference = parse_uri_reference(text).unwrap_or_else(|error| panic!("{text:?} must parse: {error}"));
    assert_eq!(reference.to_string(), text, "recomposition (§5.3) gives back the input");
    reference
        .components()
        .into_iter()
        .filter_map(|component| {
            let part = component.part?;
            assert_eq!(&text[part.span.range()], part.text, "{}'s span slices its text", component.name);
            Some(match part.kind {
                Some(kind) => format!("{}[{kind}]={}", component.name, part.text),
                None => format!("{}={}", component.name, part.text),
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[track_caller]
fn check(cases: &[(&str, &str)]) {
    for (text, expected) in cases {
        assert_eq!(describe(text), *expected, "{text}");
    }
}

#[test]
fn section_1_1_2_examples() {
    check(&[
        (
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "scheme=ftp authority=ftp.is.co.za host[reg-name]=ftp.is.co.za path[path-abempty]=/rfc/rfc1808.txt",
        ),
        (
            "http://www.ietf.org/rfc/rfc2396.txt",
            "scheme=http authority=www.ietf.org host[reg-name]=www.ietf.org path[path-abempty]=/rfc/rfc2396.txt",
        ),
        (
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "scheme=ldap authority=[2001:db8::7] host[ipv6]=[2001:db8::7] path[path-abempty]=/c=GB query=objectClass?one",
        ),
        ("mailto:John.Doe@example.com", "scheme=mailto path[path-rootless]=John.Doe@example.com"),
        ("news:comp.infosystems.www.servers.unix", "scheme=news path[path-rootless]=comp.infosystems.www.servers.unix"),
        ("tel:+1-816-555-1212", "scheme=tel path[path-rootless]=+1-816-555-1212"),
        (
            "telnet://192.0.2.16:80/",
            "scheme=telnet authority=192.0.2.16:80 host[ipv4]=192.0.2.16 port=80 path[path-abempty]=/",
        ),
        (
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            "scheme=urn path[path-rootless]=oasis:names:specification:docbook:dtd:xml:4.1.2",
        ),
    ]);
}

/// §3's diagram names each component of its two examples.
#[test]
fn section_3_diagram() {
    check(&[
        (
            "foo://example.com:8042/over/there?name=ferret#nose",
            "scheme=foo authority=example.com:8042 host[reg-name]=example.com port=8042 path[path-abempty]=/over/there query=name=ferret fragment=nose",
        ),
        ("urn:example:animal:ferret:nose", "scheme=urn path[path-rootless]=example:animal:ferret:nose"),
    ]);
    let uri = parse_uri_reference("foo://example.com:8042/over/there?name=ferret#nose").unwrap();
    let authority = uri.authority().unwrap();
    assert_eq!(uri.scheme().unwrap().span(), urigram::Span::new(0, 3));
    assert_eq!(authority.span(), urigram::Span::new(6, 22));
    assert_eq!(uri.path().span(), urigram::Span::new(22, 33));
    assert_eq!(uri.query().unwrap().span(), urigram::Span::new(34, 45));
    assert_eq!(uri.fragment().unwrap().span(), urigram::Span::new(46, 50));
}

/// §3.3: "<mailto:fred@example.com> has a path of "fred@example.com", whereas the URI
/// <foo://info.example.com?fred> has an empty path."
#[test]
fn section_3_3_examples() {
    check(&[
        ("mailto:fred@example.com", "scheme=mailto path[path-rootless]=fred@example.com"),
        (
            "foo://info.example.com?fred",
            "scheme=foo authority=info.example.com host[reg-name]=info.example.com path[path-abempty]= query=fred",
        ),
    ]);
}

/// §3.2.2 says a host that matches IPv4address is one, and anything else of digits and dots is a reg-name.
#[test]
fn section_3_2_2_host_kinds() {
    check(&[
        ("//1.2.3.4", "authority=1.2.3.4 host[ipv4]=1.2.3.4 path[path-abempty]="),
        ("//256.1.1.1", "authority=256.1.1.1 host[reg-name]=256.1.1.1 path[path-abempty]="),
        ("//1.2.3", "authority=1.2.3 host[reg-name]=1.2.3 path[path-abempty]="),
        ("//1.2.3.4.5", "authority=1.2.3.4.5 host[reg-name]=1.2.3.4.5 path[path-abempty]="),
        ("//01.2.3.4", "authority=01.2.3.4 host[reg-name]=01.2.3.4 path[path-abempty]="),
        ("//[v7.host]", "authority=[v7.host] host[ipvfuture]=[v7.host] path[path-abempty]="),
    ]);
}

/// §5.4: the base URI and every reference of the normal and abnormal examples is a URI reference.
#[test]
fn section_5_4_references() {
    check(&[
        ("http://a/b/c/d;p?q", "scheme=http authority=a host[reg-name]=a path[path-abempty]=/b/c/d;p query=q"),
        ("g:h", "scheme=g path[path-rootless]=h"),
        ("g", "path[path-noscheme]=g"),
        ("./g", "path[path-noscheme]=./g"),
        ("g/", "path[path-noscheme]=g/"),
        ("/g", "path[path-absolute]=/g"),
        ("//g", "authority=g host[reg-name]=g path[path-abempty]="),
        ("?y", "path[path-empty]= query=y"),
        ("g?y", "path[path-noscheme]=g query=y"),
        ("#s", "path[path-empty]= fragment=s"),
        ("g#s", "path[path-noscheme]=g fragment=s"),
        ("g?y#s", "path[path-noscheme]=g query=y fragment=s"),
        (";x", "path[path-noscheme]=;x"),
        ("g;x", "path[path-noscheme]=g;x"),
        ("g;x?y#s", "path[path-noscheme]=g;x query=y fragment=s"),
        ("", "path[path-empty]="),
        (".", "path[path-noscheme]=."),
        ("./", "path[path-noscheme]=./"),
        ("..", "path[path-noscheme]=.."),
        ("../", "path[path-noscheme]=../"),
        ("../g", "path[path-noscheme]=../g"),
        ("../..", "path[path-noscheme]=../.."),
        ("../../", "path[path-noscheme]=../../"),
        ("../../g", "path[path-noscheme]=../../g"),
        ("../../../g", "path[path-noscheme]=../../../g"),
        ("../../../../g", "path[path-noscheme]=../../../../g"),
        ("/./g", "path[path-absolute]=/./g"),
        ("/../g", "path[path-absolute]=/../g"),
        ("g.", "path[path-noscheme]=g."),
        (".g", "path[path-noscheme]=.g"),
        ("g..", "path[path-noscheme]=g.."),
        ("..g", "path[path-noscheme]=..g"),
        ("./../g", "path[path-noscheme]=./../g"),
        ("./g/.", "path[path-noscheme]=./g/."),
        ("g/./h", "path[path-noscheme]=g/./h"),
        ("g/../h", "path[path-noscheme]=g/../h"),
        ("g;x=1/./y", "path[path-noscheme]=g;x=1/./y"),
        ("g;x=1/../y", "path[path-noscheme]=g;x=1/../y"),
        ("g?y/./x", "path[path-noscheme]=g query=y/./x"),
        ("g?y/../x", "path[path-noscheme]=g query=y/../x"),
        ("g#s/./x", "path[path-noscheme]=g fragment=s/./x"),
        ("g#s/../x", "path[path-noscheme]=g fragment=s/../x"),
        ("http:g", "scheme=http path[path-rootless]=g"),
    ]);
    for target in [
        "http://a/b/c/g",
        "http://a/b/c/g/",
        "http://a/g",
        "http://g",
        "http://a/b/c/d;p?y",
        "http://a/b/c/g?y",
        "http://a/b/c/d;p?q#s",
        "http://a/b/c/g#s",
        "http://a/b/c/g?y#s",
        "http://a/b/c/;x",
        "http://a/b/c/g;x",
        "http://a/b/c/g;x?y#s",
        "http://a/b/c/",
        "http://a/b/",
        "http://a/b/g",
        "http://a/",
        "http://a/b/c/g.",
        "http://a/b/c/.g",
        "http://a/b/c/g..",
        "http://a/b/c/..g",
        "http://a/b/c/g/h",
        "http://a/b/c/h",
        "http://a/b/c/g;x=1/y",
        "http://a/b/c/y",
        "http://a/b/c/g?y/./x",
        "http://a/b/c/g#s/../x",
    ] {
        let uri = urigram::rfc3986::parse_uri(target).unwrap_or_else(|e| panic!("{target}: {e}"));
        assert_eq!(uri.scheme().as_str(), "http");
    }
}

/// §6.2: the examples of equivalence all parse, with the components the comparison ladder works on.
#[test]
fn section_6_2_examples() {
    check(&[
        ("example://a/b/c/%7Bfoo%7D", "scheme=example authority=a host[reg-name]=a path[path-abempty]=/b/c/%7Bfoo%7D"),
        (
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "scheme=eXAMPLE authority=a host[reg-name]=a path[path-abempty]=/./b/../b/%63/%7bfoo%7d",
        ),
        (
            "HTTP://www.EXAMPLE.com/",
            "scheme=HTTP authority=www.EXAMPLE.com host[reg-name]=www.EXAMPLE.com path[path-abempty]=/",
        ),
        (
            "http://www.example.com/",
            "scheme=http authority=www.example.com host[reg-name]=www.example.com path[path-abempty]=/",
        ),
        ("http://example.com", "scheme=http authority=example.com host[reg-name]=example.com path[path-abempty]="),
        ("http://example.com/", "scheme=http authority=example.com host[reg-name]=example.com path[path-abempty]=/"),
        (
            "http://example.com:/",
            "scheme=http authority=example.com: host[reg-name]=example.com port= path[path-abempty]=/",
        ),
        (
            "http://example.com:80/",
            "scheme=http authority=example.com:80 host[reg-name]=example.com port=80 path[path-abempty]=/",
        ),
        (
            "http://example.com/?",
            "scheme=http authority=example.com host[reg-name]=example.com path[path-abempty]=/ query=",
        ),
        ("mailto:Joe@Example.COM", "scheme=mailto path[path-rootless]=Joe@Example.COM"),
        ("mailto:Joe@example.com", "scheme=mailto path[path-rootless]=Joe@example.com"),
        (
            "http://example.com/data",
            "scheme=http authority=example.com host[reg-name]=example.com path[path-abempty]=/data",
        ),
        (
            "http://example.com/data/",
            "scheme=http authority=example.com host[reg-name]=example.com path[path-abempty]=/data/",
        ),
    ]);
}

/// §7.6's semantic attack: the userinfo, not the host, is `cnn.example.com&story=breaking_news`.
#[test]
fn section_7_6_example() {
    check(&[(
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
        "scheme=ftp authority=cnn.example.com&story=breaking_news@10.0.0.1 userinfo=cnn.example.com&story=breaking_news host[ipv4]=10.0.0.1 path[path-abempty]=/top_story.htm",
    )]);
}

/// Appendix B's example and Appendix C's examples of URIs in context.
#[test]
fn appendix_b_and_c_examples() {
    check(&[
        (
            "http://www.ics.uci.edu/pub/ietf/uri/#Related",
            "scheme=http authority=www.ics.uci.edu host[reg-name]=www.ics.uci.edu path[path-abempty]=/pub/ietf/uri/ fragment=Related",
        ),
        (
            "http://www.w3.org/Addressing/",
            "scheme=http authority=www.w3.org host[reg-name]=www.w3.org path[path-abempty]=/Addressing/",
        ),
        (
            "ftp://foo.example.com/rfc/",
            "scheme=ftp authority=foo.example.com host[reg-name]=foo.example.com path[path-abempty]=/rfc/",
        ),
        (
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
            "scheme=http authority=www.ics.uci.edu host[reg-name]=www.ics.uci.edu path[path-abempty]=/pub/ietf/uri/historical.html fragment=WARNING",
        ),
    ]);
}

/// The tricky cases of the grammar: empty and absent components, and the edges of each rule.
#[test]
fn edges_of_the_grammar() {
    check(&[
        ("", "path[path-empty]="),
        ("//", "authority= host[reg-name]= path[path-abempty]="),
        ("http:", "scheme=http path[path-empty]="),
        ("http://", "scheme=http authority= host[reg-name]= path[path-abempty]="),
        ("http://a?", "scheme=http authority=a host[reg-name]=a path[path-abempty]= query="),
        ("http://a#", "scheme=http authority=a host[reg-name]=a path[path-abempty]= fragment="),
        ("http://a", "scheme=http authority=a host[reg-name]=a path[path-abempty]="),
        ("a:b", "scheme=a path[path-rootless]=b"),
        ("./a:b", "path[path-noscheme]=./a:b"),
        ("a/b:c", "path[path-noscheme]=a/b:c"),
        ("file:///etc/hosts", "scheme=file authority= host[reg-name]= path[path-abempty]=/etc/hosts"),
        ("a://@:", "scheme=a authority=@: userinfo= host[reg-name]= port= path[path-abempty]="),
        ("s:/.//p", "scheme=s path[path-absolute]=/.//p"),
    ]);
}

/// An authority taken from a parsed reference and the one the `authority` rule reads at the same place are
/// the same node: equal, with equal hashes and the same components, though one keeps the whole reference's
/// text and the other only its own.
#[test]
fn an_authority_is_the_same_node_whichever_text_it_was_taken_from() {
    use std::hash::{BuildHasher, RandomState};
    use urigram::grammar::{Input, input};
    let text = "foo://user:pw@example.com:8042/over/there?name=ferret#nose";
    let from_reference = parse_uri_reference(text).unwrap().authority().unwrap();
    let rest: Input<'_> = nom::Input::take_from(&input(text), "foo://".len());
    let (_, from_rule) = urigram::rfc3986::authority::<urigram::rfc3986::Rfc3986>(rest).unwrap();
    assert_eq!(from_reference, from_rule);
    let hasher = RandomState::new();
    assert_eq!(hasher.hash_one(from_reference), hasher.hash_one(from_rule));
    assert_eq!(from_reference.as_str(), "user:pw@example.com:8042");
    assert_eq!(from_reference.span(), from_rule.span());
    assert_eq!(from_reference.userinfo(), from_rule.userinfo());
    assert_eq!(from_reference.host(), from_rule.host());
    assert_eq!(from_reference.port().map(|port| port.as_str()), Some("8042"));
    assert_eq!(format!("{from_reference:?}"), format!("{from_rule:?}"));
    let other = parse_uri_reference("foo://user:pw@example.com:8043/").unwrap().authority().unwrap();
    assert_ne!(from_reference, other);
}
