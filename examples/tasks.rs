//! The everyday tasks of a URI library, each in its shortest form, every result asserted: `cargo run --example
//! tasks` prints each task as it passes, and `cargo test` runs it (a task that no longer gives its answer fails
//! the build). The tasks that need a feature are `tasks_idna` (`idna`) and `tasks_literal` (`macros`).
//!
//! ```text
//! cargo run --example tasks
//! ```

use std::error::Error;

use urigram::build::Builder;
use urigram::file::{PathStyle, file_uri_to_path, path_to_file_uri};
use urigram::normalize::{Normalization, Rung, equivalent, ladder, normalize};
use urigram::resolve::rfc3986::Resolver;
use urigram::rfc3986::{Plus, Rule, accepts};
use urigram::{Span, Uri, UriBuf, UriReference, percent, rfc1808, rfc2396, rfc3986, rfc3987};

type Task = fn() -> Result<(), Box<dyn Error>>;

fn main() -> Result<(), Box<dyn Error>> {
    let tasks: [(&str, Task); 16] = [
        ("parse a URI and read its components", parse_and_read),
        ("keep a parsed URI and read it later", keep_and_read),
        ("validate many texts without building errors", validate),
        ("resolve references against a base", resolve),
        ("relativize a target against a base", relativize),
        ("normalize (RFC 3986 §6.2)", normalize_uri),
        ("compare for equivalence", compare),
        ("build a URI from typed parts", build),
        ("set, change and remove components", set_components),
        ("read the query as pairs", read_query_pairs),
        ("decode a form body", decode_form_body),
        ("percent-encode a component", percent_encode),
        ("file path to URI and back", file_paths),
        ("IRI to URI and back", iri_to_uri),
        ("choose the RFC a text was written against", choose_rfc),
        ("report an error with its position", error_with_position),
    ];
    for (name, task) in tasks {
        task().map_err(|error| format!("{name}: {error}"))?;
        println!("ok  {name}");
    }
    Ok(())
}

fn parse_and_read() -> Result<(), Box<dyn Error>> {
    let uri = Uri::parse("https://user@example.com:8443/a/b?q=1#top")?;
    assert_eq!(uri.scheme().as_str(), "https");
    let authority = uri.authority().ok_or("an authority")?;
    assert_eq!(authority.userinfo().map(|userinfo| userinfo.as_str()), Some("user"));
    assert_eq!((authority.host().as_str(), authority.port_number()), ("example.com", Some(8443)));
    assert_eq!(uri.path().segments().map(|segment| segment.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!((uri.query().map(|q| q.as_str()), uri.fragment().map(|f| f.as_str())), (Some("q=1"), Some("top")));
    assert_eq!(uri.query().ok_or("a query")?.span(), Span::new(34, 37));
    Ok(())
}

fn keep_and_read() -> Result<(), Box<dyn Error>> {
    let kept: UriBuf = "https://example.com/caf%C3%A9".parse()?;
    assert_eq!(kept.path().decode()?, "/café");
    assert_eq!(kept.authority().ok_or("an authority")?.host().as_str(), "example.com");
    let mut sorted = [UriReference::parse("b")?, UriReference::parse("a:b")?];
    sorted.sort();
    assert_eq!(sorted[0].as_str(), "a:b");
    Ok(())
}

fn validate() -> Result<(), Box<dyn Error>> {
    let texts = ["http://a/b", "../g", "http://a b/", "http://[::1]/", "%zz"];
    let valid: Vec<&str> = texts.into_iter().filter(|text| accepts(Rule::UriReference, text)).collect();
    assert_eq!(valid, ["http://a/b", "../g", "http://[::1]/"]);
    Ok(())
}

fn resolve() -> Result<(), Box<dyn Error>> {
    let resolver = Resolver::new("http://a/b/c/d;p?q")?;
    assert_eq!(resolver.resolve_str("../g")?, "http://a/b/g");
    let reference: rfc3986::RelativeRefBuf = "g?y#s".parse()?;
    assert_eq!(resolver.resolve(&reference), "http://a/b/c/g?y#s");
    // Each RFC by its own algorithm: RFC 2396 keeps the ".." that RFC 3986 removes.
    let base = "http://a/b/c/d;p?q";
    let options = urigram::resolve::rfc2396::Options::default();
    assert_eq!(urigram::resolve::rfc2396::resolve(base, "../../../g", options)?, "http://a/../g");
    Ok(())
}

fn relativize() -> Result<(), Box<dyn Error>> {
    let resolver = Resolver::new("http://a/b/c/d;p?q")?;
    let target: UriBuf = "http://a/b/g?y".parse()?;
    assert_eq!(resolver.relativize(&target).ok_or("same scheme")?, "../g?y");
    assert!(resolver.relativize(Uri::parse("https://a/b/g")?).is_none());
    Ok(())
}

fn normalize_uri() -> Result<(), Box<dyn Error>> {
    let normal = normalize("HTTP://www.Example.com:80/a/./b/../%7euser", Normalization::default())?;
    assert_eq!(normal, "http://www.example.com/a/~user");
    Ok(())
}

fn compare() -> Result<(), Box<dyn Error>> {
    assert!(equivalent("http://[::1]/", "http://[0:0::1]/", Normalization::ALL)?);
    assert_eq!(ladder("http://a/%7e", "http://a/~")?, Some(Rung::SyntaxBased));
    // Equality of values is byte equality; equivalence is asked for.
    assert_ne!("HTTP://a/".parse::<UriBuf>()?, "http://a/".parse::<UriBuf>()?);
    Ok(())
}

fn build() -> Result<(), Box<dyn Error>> {
    let host = std::net::Ipv6Addr::LOCALHOST;
    let uri = Builder::new().scheme("https").host(host).port(8443).path("/a%20b").query("x=1").build()?;
    assert_eq!(uri, "https://[::1]:8443/a%20b?x=1");
    let error = Builder::new().scheme("https").host("exa mple.com").build().unwrap_err();
    assert_eq!((error.component(), error.span()), ("host", Span::new(3, 4)));
    Ok(())
}

fn set_components() -> Result<(), Box<dyn Error>> {
    let mut uri: UriBuf = "https://example.com/search?q=old#top".parse()?;
    uri.set_query(Some(&percent::encode_form([("q", "new value"), ("page", "2")])))?;
    uri.set_fragment(None)?;
    uri.set_port(Some("8443"))?;
    assert_eq!(uri, "https://example.com:8443/search?q=new+value&page=2");
    let error = uri.set_path("no-slash").unwrap_err();
    assert!(matches!(error, urigram::build::BuildError::PathAfterAuthority { .. }), "{error}");
    Ok(())
}

fn read_query_pairs() -> Result<(), Box<dyn Error>> {
    let uri = Uri::parse("http://a/?q=caf%C3%A9+au+lait&page=2")?;
    let pairs: Vec<_> = uri.query().ok_or("a query")?.pairs(Plus::Space).collect();
    assert_eq!(pairs, [("q".into(), "café au lait".into()), ("page".into(), "2".into())]);
    Ok(())
}

fn decode_form_body() -> Result<(), Box<dyn Error>> {
    // What a browser posts: a lone `%` and raw non-ASCII text, which the `query` rule refuses.
    let body = "q=100%&r=ü&s=a+b";
    let pairs: Vec<_> = percent::decode_form(body).collect();
    assert_eq!(pairs, [("q".into(), "100%".into()), ("r".into(), "ü".into()), ("s".into(), "a b".into())]);
    Ok(())
}

fn percent_encode() -> Result<(), Box<dyn Error>> {
    assert_eq!(percent::encode("a b/c?d", percent::Set::Segment), "a%20b%2Fc%3Fd");
    assert_eq!(percent::encode("a b/c?d", percent::Set::Query), "a%20b/c?d");
    assert_eq!(percent::decode_utf8("caf%C3%A9")?, "café");
    Ok(())
}

fn file_paths() -> Result<(), Box<dyn Error>> {
    let uri = path_to_file_uri("/srv/ana/notes #1/été.md", PathStyle::Posix)?;
    assert_eq!(uri, "file:///srv/ana/notes%20%231/%C3%A9t%C3%A9.md");
    assert_eq!(file_uri_to_path(uri.as_str(), PathStyle::Posix)?, "/srv/ana/notes #1/été.md");
    let share = path_to_file_uri(r"\\server\share\100% done.txt", PathStyle::Windows)?;
    assert_eq!(share, "file://server/share/100%25%20done.txt");
    assert_eq!(file_uri_to_path("file:///C:/Program%20Files", PathStyle::Windows)?, r"C:\Program Files");
    Ok(())
}

fn iri_to_uri() -> Result<(), Box<dyn Error>> {
    let iri = "http://例え.jp/δ?q=ü";
    assert!(rfc3986::parse_uri_reference(iri).is_err());
    assert_eq!(rfc3987::parse_iri_reference(iri)?.authority().ok_or("an authority")?.host().as_str(), "例え.jp");
    assert_eq!(rfc3987::iri_to_uri(iri)?, "http://%E4%BE%8B%E3%81%88.jp/%CE%B4?q=%C3%BC");
    assert_eq!(rfc3987::uri_to_iri("http://a/%CE%B4")?, "http://a/δ");
    Ok(())
}

fn choose_rfc() -> Result<(), Box<dyn Error>> {
    let text = "http://[::1]/~user";
    assert!(rfc3986::parse_uri_reference(text).is_ok());
    assert!(rfc2396::parse_uri_reference(text).is_err());
    assert!(rfc2396::parse_uri_reference_with(text, rfc2396::Options::rfc2732(true)).is_ok());
    assert!(rfc1808::parse_url_with(text, rfc1808::Options::RFC2068).is_ok());
    Ok(())
}

fn error_with_position() -> Result<(), Box<dyn Error>> {
    let text = "http://example.com/a b";
    let error = rfc3986::parse_uri_reference(text).unwrap_err();
    assert_eq!((error.span(), error.column(), error.section()), (Span::new(20, 21), 21, "3.3"));
    assert_eq!(error.rule().to_string(), "path-abempty");
    let caret = " ".repeat(error.column() - 1) + "^";
    println!("    {text}\n    {caret} {error}");
    Ok(())
}
