//! The `serde` feature: the documented shapes of the trees, spans and errors, and owned types that
//! deserialize only from valid text.
#![cfg(feature = "serde")]

use serde_json::{Value, json, to_value};
use urigram::{Span, rfc1808, rfc2396, rfc3986};

#[test]
fn a_reference_serializes_as_its_components_with_spans() {
    let reference = rfc3986::parse_uri_reference("http://[::1]:80/a?q").unwrap();
    assert_eq!(
        to_value(reference).unwrap(),
        json!({
            "rfc": 3986,
            "rule": "URI-reference",
            "text": "http://[::1]:80/a?q",
            "start": 0,
            "end": 19,
            "components": {
                "scheme": {"text": "http", "start": 0, "end": 4},
                "authority": {"text": "[::1]:80", "start": 7, "end": 15},
                "userinfo": null,
                "host": {"text": "[::1]", "start": 7, "end": 12, "kind": "ipv6"},
                "port": {"text": "80", "start": 13, "end": 15},
                "path": {"text": "/a", "start": 15, "end": 17, "kind": "path-abempty"},
                "query": {"text": "q", "start": 18, "end": 19},
                "fragment": null,
            }
        })
    );
}

#[test]
fn every_rfc_uses_the_same_top_level_shape() {
    let text = "http://a/b;p?q#f";
    let shapes = [
        to_value(rfc3986::parse_uri_reference(text).unwrap()).unwrap(),
        to_value(rfc3986::parse_uri(text).unwrap()).unwrap(),
        to_value(rfc2396::parse_uri_reference(text).unwrap()).unwrap(),
        to_value(rfc1808::parse_url(text).unwrap()).unwrap(),
        to_value(rfc3986::parse_absolute_uri("http://a/b;p?q").unwrap()).unwrap(),
        to_value(rfc2396::parse_absolute_uri("http://a/b;p?q").unwrap()).unwrap(),
        to_value(rfc1808::parse_absolute_url("http://a/b;p?q").unwrap()).unwrap(),
        to_value(rfc3986::parse_relative_ref("b?q").unwrap()).unwrap(),
        to_value(rfc2396::parse_relative_uri("b?q").unwrap()).unwrap(),
        to_value(rfc1808::parse_relative_url("b?q").unwrap()).unwrap(),
    ];
    for shape in &shapes {
        // Sorted: the workspace may turn on serde_json's `preserve_order`, which keeps the serialization order.
        let mut keys: Vec<&str> = shape.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["components", "end", "rfc", "rule", "start", "text"], "{shape}");
    }
    assert_eq!(shapes[1]["rule"], "URI");
    assert_eq!(shapes[2]["rfc"], 2396);
    assert_eq!(shapes[3]["rule"], "URL");
    assert_eq!(shapes[3]["components"]["params"], json!({"text": "p", "start": 11, "end": 12}));
    assert_eq!(shapes[2]["components"]["path"]["kind"], "abs_path");
    assert_eq!(shapes[4]["components"]["fragment"], Value::Null);
    assert_eq!(shapes[9]["rule"], "relativeURL");
}

#[test]
fn inner_nodes_serialize_with_their_children() {
    let reference = rfc3986::parse_uri_reference("//u@h:1/a/b").unwrap();
    let authority = reference.authority().unwrap();
    assert_eq!(
        to_value(authority).unwrap(),
        json!({
            "text": "u@h:1", "start": 2, "end": 7,
            "userinfo": {"text": "u", "start": 2, "end": 3},
            "host": {"text": "h", "start": 4, "end": 5, "kind": "reg-name"},
            "port": {"text": "1", "start": 6, "end": 7},
        })
    );
    assert_eq!(
        to_value(reference.path()).unwrap(),
        json!({
            "text": "/a/b", "start": 7, "end": 11, "kind": "path-abempty",
            "segments": [{"text": "a", "start": 8, "end": 9}, {"text": "b", "start": 10, "end": 11}],
        })
    );
    let literal = rfc3986::parse_uri_reference("//[v1.x]").unwrap().authority().unwrap().host();
    assert_eq!(
        to_value(literal).unwrap(),
        json!({"text": "[v1.x]", "start": 2, "end": 8, "kind": "ipvfuture",
               "address": {"text": "v1.x", "start": 3, "end": 7}})
    );
    let host = rfc2396::parse_uri_reference("http://www.ics.uci.edu/").unwrap().host().unwrap();
    assert_eq!(to_value(host).unwrap(), json!({"text": "www.ics.uci.edu", "start": 7, "end": 22}));
}

#[test]
fn a_parse_error_serializes_its_fields() {
    let error = rfc3986::parse_uri_reference("http://a/%zz").unwrap_err();
    assert_eq!(
        to_value(&error).unwrap(),
        json!({
            "rfc": 3986, "rule": "pct-encoded", "section": "2.1",
            "message": "expected two hex digits after \"%\"",
            "start": 10, "end": 11, "line": 1, "column": 11, "column_utf16": 11,
            "expected": ["HEXDIG"], "code": "rfc3986/pct-encoded",
        })
    );
    let error = rfc1808::parse_url("http://a/~b").unwrap_err();
    assert_eq!(to_value(&error).unwrap()["code"], "rfc1808/abs_path");
}

#[test]
fn the_other_errors_serialize_kind_message_and_span() {
    use urigram::resolve::rfc3986::{Options, resolve};
    let error = resolve("http://a/b#f", "g", Options::default()).unwrap_err();
    let value = to_value(&error).unwrap();
    assert_eq!(value["kind"], "base-fragment");
    assert_eq!(value["side"], "base");
    assert_eq!((value["start"].clone(), value["end"].clone()), (json!(10), json!(12)));
    assert_eq!(value["message"], error.to_string());

    let error = resolve("http://a/", "a b", Options::default()).unwrap_err();
    let value = to_value(&error).unwrap();
    assert_eq!(value["kind"], "reference");
    assert_eq!(value["error"]["code"], "rfc3986/path-noscheme");

    let error = urigram::percent::decode("%zz").unwrap_err();
    assert_eq!(to_value(error).unwrap()["kind"], "bad-escape");

    let error = urigram::build::Builder::new().port("80").build().unwrap_err();
    let value = to_value(&error).unwrap();
    assert_eq!((value["kind"].as_str(), value["component"].as_str()), (Some("needs-host"), Some("port")));
    assert_eq!(value["start"], Value::Null);

    let error = urigram::normalize::equivalent("http://a/", "../b", Default::default()).unwrap_err();
    let value = to_value(&error).unwrap();
    assert_eq!((value["kind"].as_str(), value["error"]["kind"].as_str()), (Some("second"), Some("relative")));
}

#[test]
fn spans_rules_and_rfcs_round_trip() {
    let span = Span::new(3, 7);
    assert_eq!(to_value(span).unwrap(), json!({"start": 3, "end": 7}));
    assert_eq!(serde_json::from_value::<Span>(json!({"start": 3, "end": 7})).unwrap(), span);
    assert!(serde_json::from_value::<Span>(json!({"start": 7, "end": 3})).is_err());

    assert_eq!(to_value(rfc3986::Rule::Ipv6Address).unwrap(), json!("IPv6address"));
    assert_eq!(serde_json::from_value::<rfc3986::Rule>(json!("ipv6ADDRESS")).unwrap(), rfc3986::Rule::Ipv6Address);
    assert!(serde_json::from_value::<rfc2396::Rule>(json!("IPvFuture")).is_err());
    assert_eq!(serde_json::from_value::<urigram::Rfc>(json!(1808)).unwrap(), urigram::Rfc::Rfc1808);
    assert!(serde_json::from_value::<urigram::Rfc>(json!(2616)).is_err());
}

#[test]
fn owned_types_serialize_as_text_and_deserialize_only_valid_text() {
    #[derive(serde::Deserialize, serde::Serialize)]
    struct Link {
        href: rfc3986::UriReferenceBuf,
        base: rfc3986::AbsoluteUriBuf,
        legacy: rfc1808::UrlBuf,
    }
    let json = r#"{"href":"../g?x","base":"http://a/b/c","legacy":"http://a/b;p"}"#;
    let link: Link = serde_json::from_str(json).unwrap();
    assert_eq!(link.href.get().path().as_str(), "../g");
    assert_eq!(link.legacy.get().params().unwrap().as_str(), "p");
    assert_eq!(serde_json::to_string(&link).unwrap(), json);

    let error = serde_json::from_str::<Link>(r#"{"href":"a b","base":"http://a/","legacy":""}"#).err().unwrap();
    let expected = rfc3986::parse_uri_reference("a b").unwrap_err().to_string();
    assert!(error.to_string().starts_with(&expected), "{error}");
    assert!(serde_json::from_str::<rfc3986::AbsoluteUriBuf>(r#""http://a/#f""#).is_err());
    assert!(serde_json::from_str::<rfc2396::UriReferenceBuf>(r#""http:""#).is_err());
    assert!(serde_json::from_str::<rfc3986::UriBuf>("12").is_err());
    // An escaped string arrives owned, and is parsed all the same.
    assert_eq!(serde_json::from_str::<rfc3986::UriBuf>(r#""a:\u0062""#).unwrap(), "a:b");
}

/// A WHATWG URL is its href in JSON, and a string the parser fails on does not deserialize.
#[cfg(feature = "whatwg")]
#[test]
fn whatwg_urls_are_their_href() {
    use urigram::whatwg::{SearchParams, Url};
    let url = Url::parse("HTTPS://EXAMPLE.org:443/a/../b?q=1 2#f", None).unwrap();
    assert_eq!(to_value(&url).unwrap(), json!("https://example.org/b?q=1%202#f"));
    let back: Url = serde_json::from_value(json!("https://example.org/b?q=1%202#f")).unwrap();
    assert_eq!(back.href(), url.href());
    let failure = serde_json::from_value::<Url>(json!("http://[::1")).unwrap_err().to_string();
    assert!(failure.contains("IPv6-unclosed"), "{failure}");
    let params: SearchParams = serde_json::from_value(json!("a=1&b=x+y")).unwrap();
    assert_eq!((params.get("b"), to_value(&params).unwrap()), (Some("x y"), json!("a=1&b=x+y")));
}
