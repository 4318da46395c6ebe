//! Unit tests of `authority.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::grammar::input;
use crate::rfc2396::{Rfc2396, Rfc2732};

fn whole<'a, O>(parser: impl Fn(Input<'a>) -> Res<'a, O>, text: &'a str) -> bool {
    parser(input(text)).is_ok_and(|(rest, _)| rest.fragment().is_empty())
}

fn prefix<'a, O>(parser: impl Fn(Input<'a>) -> Res<'a, O>, text: &'a str) -> Option<usize> {
    parser(input(text)).ok().map(|(rest, _)| rest.location_offset())
}

#[test]
fn hostname_backtracks_to_find_the_toplabel() {
    for text in ["a", "a.b.c", "a.b.c.", "1a.b", "www.ietf.org", "x-1.y--z.com", "A9.b"] {
        assert!(whole(hostname, text), "{text}");
    }
    for text in ["a.1b", "a.1", "1", "1.2.3.4", "-a", "a-", "a..b", ".a", "a.-b", "a.b-"] {
        assert!(!whole(hostname, text), "{text}");
    }
    assert_eq!(prefix(hostname, "a.1"), Some(2));
    assert_eq!(prefix(hostname, "a.b-"), Some(3));
    assert_eq!(prefix(hostname, "ab-:80"), Some(2));
    assert_eq!(prefix(hostname, "a.b.:80"), Some(4));
    assert_eq!(prefix(hostname, "1.2"), None);
}

#[test]
fn an_ipv4address_followed_by_no_hostname_byte_is_the_host() {
    let kind = |text| host::<Rfc2396>(input(text)).map(|(rest, host)| (host.kind(), rest.location_offset())).ok();
    assert_eq!(kind("1.2.3.4/"), Some(("ipv4", 7)));
    assert_eq!(kind("1.2.3.4:80"), Some(("ipv4", 7)));
    assert_eq!(kind("1.2.3.4a"), Some(("ipv4", 7)), "a label that starts with a digit is no toplabel");
    assert_eq!(kind("1.2.3.4a.b"), Some(("hostname", 10)));
    assert_eq!(kind("1.2.3.4-x"), Some(("ipv4", 7)));
    let rfc2732 = |text| host::<Rfc2732>(input(text)).map(|(rest, host)| (host.kind(), rest.location_offset())).ok();
    assert_eq!(rfc2732("1.2.3.4444"), Some(("ipv4", 9)), "RFC 2373's groups are at most three digits");
    assert_eq!(rfc2732("1.2.3.444x.y"), Some(("hostname", 12)));
}

#[test]
fn labels_start_and_end_alphanumeric() {
    for text in ["a", "1", "a-b", "1--2", "xn--bcher-kva"] {
        assert!(whole(domainlabel, text), "{text}");
    }
    for text in ["-a", "a-", "", "."] {
        assert!(!whole(domainlabel, text), "{text}");
    }
    assert!(whole(toplabel, "a") && whole(toplabel, "a-1") && whole(toplabel, "com"));
    assert!(!whole(toplabel, "1a") && !whole(toplabel, "a-") && !whole(toplabel, ""));
}

#[test]
fn ipv4_groups_are_any_number_of_digits() {
    for text in ["1.2.3.4", "999.1.1.1", "0001.02.3.4444", "255.255.255.255"] {
        assert!(whole(ipv4_address, text), "{text}");
    }
    for text in ["1.2.3", "1.2.3.", "a.2.3.4", "1..3.4", ""] {
        assert!(!whole(ipv4_address, text), "{text}");
    }
}

#[test]
fn host_takes_the_longer_of_hostname_and_ipv4address() {
    let kind = |text| host::<Rfc2396>(input(text)).map(|(rest, host)| (host.kind(), rest.location_offset())).ok();
    assert_eq!(kind("1.2.3.4"), Some(("ipv4", 7)));
    assert_eq!(kind("999.1.1.1"), Some(("ipv4", 9)));
    assert_eq!(kind("1.2.3.4.com"), Some(("hostname", 11)));
    assert_eq!(kind("example.com"), Some(("hostname", 11)));
    assert_eq!(kind("1.2.3"), None);
    assert_eq!(kind("[::1]"), None, "no IPv6 without RFC 2732");
}

#[test]
fn port_and_userinfo_may_be_empty() {
    assert!(whole(port, "") && whole(port, "8080") && !whole(port, "80a"));
    assert!(whole(userinfo, "") && whole(userinfo, "user:pass;auth=x") && whole(userinfo, "%41!*'()"));
    assert!(!whole(userinfo, "a@b") && !whole(userinfo, "a/b") && !whole(userinfo, "a?b"));
    assert!(userinfo(input("%zz")).is_err());
}

#[test]
fn hostport_and_server() {
    assert!(
        whole(hostport::<Rfc2396>, "a.com:80")
            && whole(hostport::<Rfc2396>, "a.com:")
            && whole(hostport::<Rfc2396>, "1.2.3.4")
    );
    assert!(!whole(hostport::<Rfc2396>, "") && !whole(hostport::<Rfc2396>, "a:b"));
    for text in ["", "a", "u@a", "u:p@a.b:8", "@a", "1.2.3.4:"] {
        assert!(whole(server::<Rfc2396>, text), "{text}");
    }
    for text in ["a@b@c", "a:b:c", "u@", "a.1", "[::1]"] {
        assert!(!whole(server::<Rfc2396>, text), "{text}");
    }
    assert_eq!(prefix(server::<Rfc2396>, "/p"), Some(0), "the empty server");
}

#[test]
fn reg_name_is_not_empty_and_holds_colon_and_at() {
    for text in ["a", "a@b@c", "a:b:c", "$,;:@&=+", "%41", "a.1", "-"] {
        assert!(whole(reg_name, text), "{text}");
    }
    for text in ["", "a/b", "a?b", "a#b", "[a]"] {
        assert!(!whole(reg_name, text), "{text}");
    }
}

#[test]
fn authority_is_a_server_when_the_whole_authority_parses_as_one() {
    let kind = |text| match authority::<Rfc2396>(input(text)) {
        Ok((rest, Authority::Server(_))) => ("server", rest.location_offset()),
        Ok((rest, Authority::RegName(_))) => ("reg_name", rest.location_offset()),
        Err(_) => ("error", 0),
    };
    assert_eq!(kind("a.b.c"), ("server", 5));
    assert_eq!(kind("a.b.c."), ("server", 6));
    assert_eq!(kind("1a.b"), ("server", 4));
    assert_eq!(kind("a.1b"), ("reg_name", 4));
    assert_eq!(kind("a.1"), ("reg_name", 3));
    assert_eq!(kind("999.1.1.1"), ("server", 9));
    assert_eq!(kind("u@h:80/p"), ("server", 6));
    assert_eq!(kind("a@b@c"), ("reg_name", 5));
    assert_eq!(kind("a:b:c"), ("reg_name", 5));
    assert_eq!(kind("/p"), ("server", 0));
    assert_eq!(kind(""), ("server", 0));
    assert_eq!(kind("%41"), ("reg_name", 3));
    assert_eq!(kind("a%zz").0, "error");
    assert_eq!(kind("u:p@h.com:8"), ("server", 11));
    assert_eq!(kind("u:p@h.1"), ("reg_name", 7));
    assert_eq!(kind("u@"), ("reg_name", 2));
    assert_eq!(kind("-a"), ("reg_name", 2));
}

/// Every text of up to four bytes from the characters that decide an authority, and a few longer ones:
/// the one-pass `authority` gives what reading the `server` and then the `reg_name` gives.
#[test]
fn one_pass_authority_reads_as_server_then_reg_name() {
    fn same<V: Variant>(text: &str) {
        let one_pass = authority::<V>(input(text)).map(|(rest, node)| (rest.location_offset(), node));
        let by_trial = server_then_reg_name::<V>(input(text)).map(|(rest, node)| (rest.location_offset(), node));
        match (one_pass, by_trial) {
            (Ok(one), Ok(trial)) => assert_eq!(one, trial, "{text:?}"),
            (Err(nom::Err::Failure(one)), Err(nom::Err::Failure(trial))) => {
                assert_eq!(format!("{one:?}"), format!("{trial:?}"), "{text:?}");
            }
            (one, trial) => panic!("{text:?}: {one:?} against {trial:?}"),
        }
    }
    let alphabet = ["a", "1", "-", ".", ":", "@", "%41", "%z", "[", "]", "/", "_"];
    let mut texts = vec![String::new()];
    for _ in 0..4 {
        let longer: Vec<String> =
            texts.iter().flat_map(|text| alphabet.iter().map(move |piece| format!("{text}{piece}"))).collect();
        texts.extend(longer);
    }
    texts.extend(["u:p@h.com:80", "[::1]:80", "u@[::1]", "a@b@[::1]", "1.2.3.4.com", "x.y-:1@z"].map(String::from));
    for text in &texts {
        same::<Rfc2396>(text);
        same::<crate::rfc2396::Rfc2732>(text);
    }
}
