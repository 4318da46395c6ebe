//! Unit tests of `net_loc.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::Span;
use crate::grammar::input;
use crate::rfc1808::{Rfc1808, Rfc2068};

#[test]
fn a_net_loc_holds_pchar_semicolon_and_question_mark_but_not_slash() {
    for (text, taken) in [
        ("a", "a"),
        ("", ""),
        ("user:pw@host:80", "user:pw@host:80"),
        ("a;b?c/d", "a;b?c"),
        ("h%41st", "h%41st"),
        ("a#b", "a"),
        ("[::1]", ""),
        ("a b", "a"),
    ] {
        let (_, net_loc) = net_loc::<Rfc1808>(input(text)).unwrap();
        assert_eq!(net_loc.as_str(), taken, "{text}");
    }
    assert!(matches!(net_loc::<Rfc1808>(input("a%zz")), Err(nom::Err::Failure(_))));
    let (_, wide) = net_loc::<Rfc2068>(input("[::1]é/")).unwrap();
    assert_eq!(wide.as_str(), "[::1]é");
}

#[test]
fn login_splits_as_rfc_1738_section_3_1() {
    let (_, node) = net_loc::<Rfc1808>(input("foo:bar@host.com:21")).unwrap();
    let login = node.login();
    assert_eq!(login.user().map(|u| u.span()), Some(Span::new(0, 3)));
    assert_eq!(login.password().map(|p| p.as_str()), Some("bar"));
    assert_eq!((login.host().as_str(), login.host().span()), ("host.com", Span::new(8, 16)));
    assert_eq!(login.port().map(|p| (p.as_str(), p.number())), Some(("21", Some(21))));

    // RFC 1738 §3.1's own examples: an empty user name, no user name, an empty password.
    let (_, node) = net_loc::<Rfc1808>(input("@host.com")).unwrap();
    let login = node.login();
    assert_eq!((login.user().map(|u| u.as_str()), login.password()), (Some(""), None));
    let (_, node) = net_loc::<Rfc1808>(input("host.com")).unwrap();
    assert_eq!((node.login().user(), node.login().host().as_str()), (None, "host.com"));
    let (_, node) = net_loc::<Rfc1808>(input("foo:@host.com")).unwrap();
    assert_eq!(node.login().password().map(|p| (p.as_str(), p.span())), Some(("", Span::new(4, 4))));

    // Only the first "@" ends the login: RFC 1738 requires "@" in a user or password to be encoded.
    let (_, node) = net_loc::<Rfc1808>(input("a@b@c:x:y")).unwrap();
    let login = node.login();
    assert_eq!((login.user().unwrap().as_str(), login.host().as_str()), ("a", "b@c"));
    assert_eq!(login.port().map(|p| (p.as_str(), p.number())), Some(("x:y", None)));
    let (_, node) = net_loc::<Rfc1808>(input("")).unwrap();
    assert_eq!((node.login().host().as_str(), node.login().port()), ("", None));
}
