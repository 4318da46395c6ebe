//! The library without `std` (when this package is tested alone: `cargo test -p urigram-no-std`): every grammar
//! parses, an error keeps its place and span (its rule and expected set are the failing rule's own: the rules
//! that stopped at its byte are reported only with `std`), and diagnoses on several threads at once need no lock.

use urigram::{rfc1808, rfc2396, rfc3986, rfc3987};

#[test]
fn every_grammar_parses() {
    let uri = rfc3986::parse_uri_reference("http://user@example.com:8080/a/b?q#f").unwrap();
    assert_eq!(uri.authority().map(|a| a.host().as_str()), Some("example.com"));
    assert_eq!(uri.path().as_str(), "/a/b");
    let iri = rfc3987::parse_iri_reference("http://例え.jp/ö").unwrap();
    assert_eq!(iri.path().as_str(), "/ö");
    let reference = rfc2396::parse_uri_reference("http://example.com/a;p?q").unwrap();
    assert_eq!(reference.to_string(), "http://example.com/a;p?q");
    let url = rfc1808::parse_url("http://example.com/a;p?q#f").unwrap();
    assert_eq!(url.to_string(), "http://example.com/a;p?q#f");
}

#[test]
fn an_error_keeps_its_place_and_span() {
    let error = rfc3986::parse_uri_reference("http://a b/").unwrap_err();
    assert_eq!((error.span().start, error.span().end), (8, 9));
    assert_eq!((error.line(), error.column()), (1, 9));
    assert!(error.message().contains("not allowed anywhere in a URI"), "{}", error.message());
    let error = rfc3986::parse_uri_reference("http://[::1/").unwrap_err();
    assert_eq!(error.rule(), rfc3986::Rule::IpLiteral);
}

#[test]
fn diagnoses_on_several_threads_at_once_agree() {
    let texts = ["http://a b/", "http://[::1/", "s://h:8x/", "%zz", "http://[v1.]/"];
    let alone: [_; 5] = core::array::from_fn(|i| rfc3986::parse_uri_reference(texts[i]).unwrap_err());
    std::thread::scope(|scope| {
        let workers: [_; 4] = core::array::from_fn(|_| {
            scope.spawn(|| {
                for _ in 0..500 {
                    for (text, expected) in texts.iter().zip(&alone) {
                        assert_eq!(&rfc3986::parse_uri_reference(text).unwrap_err(), expected);
                    }
                }
            })
        });
        for worker in workers {
            worker.join().unwrap();
        }
    });
}
