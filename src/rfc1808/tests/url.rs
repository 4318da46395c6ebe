//! Unit tests of `url.rs`, kept apart so that the rule file holds its rules only.

use super::*;
use crate::Span;
use crate::grammar::input;
use crate::rfc1808::{Rfc1808, Rfc2068};

/// What `url` reads of `text`, and the rest.
fn read(text: &str) -> (Url<'_>, &str) {
    let (rest, url) = url::<Rfc1808>(input(text)).unwrap();
    (url, *rest.fragment())
}

#[test]
fn the_fragment_is_split_off_first_at_the_first_hash() {
    // §2.4.1: "?", ";", ":" and "/" after the "#" belong to the fragment.
    let (node, rest) = read("g#s/./x;p?q:r");
    assert_eq!((node.path().unwrap().as_str(), node.fragment().unwrap().as_str(), rest), ("g", "s/./x;p?q:r", ""));
    assert!(node.params().is_none() && node.query().is_none());
    // A scheme-like text after "#" is not a scheme.
    let (node, _) = read("#a:b");
    assert!(node.is_relative() && node.path().is_none());
    // The fragment cannot hold a second "#": the URL ends before it.
    let (node, rest) = read("a#b#c");
    assert_eq!((node.fragment().unwrap().as_str(), rest), ("b", "#c"));
    let (node, rest) = read("#");
    assert_eq!((node.fragment().unwrap().span(), rest), (Span::at(1), ""));
}

#[test]
fn then_the_scheme_when_a_colon_follows_scheme_characters() {
    let (node, _) = read("1ab:x");
    assert_eq!(node.scheme().unwrap().as_str(), "1ab");
    let (node, _) = read("+.-:x");
    assert_eq!(node.scheme().unwrap().as_str(), "+.-");
    // A colon at the first character, or after a character no scheme holds, is in the path.
    for text in [":foo", "./this:that", "a/b:c", "a;b:c", "a?b:c", "_a:b"] {
        let (node, rest) = read(text);
        assert!(node.is_relative() && rest.is_empty(), "{text}");
    }
    let (node, _) = read(":foo");
    assert_eq!(node.path().unwrap().as_str(), ":foo");
    // `g:h` is also a relativeURL by the grammar; §2.4.2 takes the scheme.
    let (node, _) = read("g:h");
    assert_eq!((node.scheme().unwrap().as_str(), node.path().unwrap().as_str()), ("g", "h"));
    let (_, relative) = relative_url::<Rfc1808>(input("g:h")).unwrap();
    assert_eq!(relative.path().unwrap().as_str(), "g:h");
}

#[test]
fn then_the_net_loc_up_to_the_next_slash() {
    // §2.4.3: "?" and ";" before the next "/" are in the net_loc, not a query or params.
    let (node, _) = read("http://a?q");
    assert_eq!((node.net_loc().unwrap().as_str(), node.query()), ("a?q", None));
    let (node, _) = read("//a;p?q/b;x?y");
    assert_eq!(node.net_loc().unwrap().as_str(), "a;p?q");
    assert_eq!(node.path().unwrap().as_str(), "b");
    assert_eq!((node.params().unwrap().as_str(), node.query().unwrap().as_str()), ("x", "y"));
    let (node, _) = read("//");
    assert_eq!(node.net_loc().unwrap().span(), Span::at(2));
    assert!(!node.has_abs_path());
    let (node, _) = read("file:///etc");
    assert_eq!((node.net_loc().unwrap().as_str(), node.path().unwrap().as_str()), ("", "etc"));
}

#[test]
fn then_the_query_at_the_first_question_mark_then_the_params_at_the_first_semicolon() {
    // A ";" after the "?" is in the query; a "?" is never in params.
    let (node, _) = read("g?y;z");
    assert_eq!((node.params(), node.query().unwrap().as_str()), (None, "y;z"));
    let (node, _) = read("g;x;y/z?q?r");
    assert_eq!(node.params().unwrap().as_str(), "x;y/z");
    assert_eq!(node.query().unwrap().as_str(), "q?r");
    let params: Vec<_> = node.params().unwrap().iter().map(|p| p.as_str()).collect();
    assert_eq!(params, ["x", "y/z"]);
    let (node, _) = read(";x");
    assert_eq!((node.path(), node.params().unwrap().span()), (None, Span::new(1, 2)));
    let (node, _) = read("g;");
    assert_eq!(node.params().unwrap().as_str(), "");
    let (node, _) = read("?");
    assert_eq!(node.query().unwrap().as_str(), "");
}

#[test]
fn a_path_cannot_begin_with_an_empty_segment() {
    for (text, taken) in [("//a//b", "//a/"), ("////b", "///"), ("//a//b;p?q#f", "//a/")] {
        let (node, rest) = read(text);
        assert_eq!(node.as_str(), taken, "{text}");
        assert_eq!(rest.len(), text.len() - taken.len());
    }
    // Inside the path, segments may be empty.
    let (node, rest) = read("/a//b/");
    assert_eq!((node.path().unwrap().as_str(), rest), ("a//b/", ""));
    let (node, rest) = read("///b");
    assert_eq!((node.path().unwrap().as_str(), rest), ("b", ""));
}

#[test]
fn after_a_scheme_the_second_form_of_absolute_url_takes_the_rest() {
    let (node, rest) = read("http://a//b?q#f");
    assert_eq!(rest, "");
    let Some(AbsoluteUrl::Opaque(opaque)) = node.absolute_url() else { panic!("{node:?}") };
    assert_eq!((opaque.scheme().as_str(), opaque.opaque().as_str()), ("http", "//a//b?q"));
    assert_eq!(node.fragment().unwrap().as_str(), "f");
    assert_eq!(node.net_loc(), None);
    // What the generic-RL derives is the generic-RL.
    for text in ["http:", "http:g", "http:/", "http://", "http:///", "mailto:a@b", "x:?;#", "x:;a"] {
        let (node, rest) = read(text);
        assert!(node.absolute_url().unwrap().is_generic() && rest.is_empty(), "{text}");
    }
    // Alone, generic-RL reads a prefix.
    let (rest, generic) = generic_rl::<Rfc1808>(input("http://a//b")).unwrap();
    assert_eq!((generic.as_str(), *rest.fragment()), ("http://a/", "/b"));
    // absoluteURL stops at "#".
    let (rest, absolute) = absolute_url::<Rfc1808>(input("x:y#z")).unwrap();
    assert_eq!((absolute.as_str(), *rest.fragment()), ("x:y", "#z"));
    assert!(absolute_url::<Rfc1808>(input("xy")).is_err());
}

#[test]
fn the_parse_string_ends_at_the_first_byte_no_url_holds() {
    for (text, taken) in [("a b?c", "a"), ("http://a/b c#d", "http://a/b"), ("g<x>", "g"), ("~", ""), ("aé", "a")] {
        assert_eq!(read(text).0.as_str(), taken, "{text}");
    }
    // A "?" after the end of the parse string is not the query delimiter.
    let (node, rest) = read("a b?c");
    assert_eq!((node.query(), rest), (None, " b?c"));
    // RFC 2068's national characters, non-ASCII ones included, are in the parse string.
    let (rest, node) = url::<Rfc2068>(input("http://[::1]/é~;ü?ß#`x` y")).unwrap();
    assert_eq!(node.net_loc().unwrap().as_str(), "[::1]");
    assert_eq!((node.path().unwrap().as_str(), node.params().unwrap().as_str()), ("é~", "ü"));
    assert_eq!((node.query().unwrap().as_str(), node.fragment().unwrap().as_str()), ("ß", "`x`"));
    assert_eq!(*rest.fragment(), " y");
}

#[test]
fn bad_escapes_commit_wherever_they_are_read() {
    for text in ["%", "a%2", "http://a%zz/", "x://a//%zz", "g;%", "g?%g0", "g#%"] {
        assert!(matches!(url::<Rfc1808>(input(text)), Err(nom::Err::Failure(_))), "{text}");
    }
    // An escape after the end of the URL is not read.
    assert_eq!(read("a#b#%zz").1, "#%zz");
}

#[test]
fn each_url_rule_reads_its_own_shape() {
    assert_eq!(net_path::<Rfc1808>(input("//a/b?c")).unwrap().1.abs_path().unwrap().as_str(), "/b?c");
    assert!(net_path::<Rfc1808>(input("/a")).is_err());
    assert_eq!(abs_path::<Rfc1808>(input("/b;p")).unwrap().1.rel_path().params().unwrap().as_str(), "p");
    assert!(abs_path::<Rfc1808>(input("b")).is_err());
    let (rest, empty) = rel_path::<Rfc1808>(input("/x")).unwrap();
    assert_eq!((empty.span(), rest.len()), (Span::at(0), 2));
    assert_eq!(relative_url::<Rfc1808>(input("//a")).unwrap().1.rule(), Rule::NetPath);
    assert_eq!(relative_url::<Rfc1808>(input("/a")).unwrap().1.rule(), Rule::AbsPath);
    assert_eq!(relative_url::<Rfc1808>(input("a")).unwrap().1.rule(), Rule::RelPath);
    assert_eq!(relative_url::<Rfc1808>(input("")).unwrap().1.rule(), Rule::RelPath);
}
