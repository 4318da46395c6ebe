//! Row by row against the library, on the benchmark corpora of the shared folder (`kasztp.txt`, real URLs, and
//! `synthetic.txt`): through SQL, for every grammar, every row's verdict is the library's, every component
//! that `uri_parse` gives is the library's (RFC 3986 and RFC 3987: its list of components; every grammar: the
//! components put back together are the text), and `uri_error` is the library's error. With `'whatwg'`, every
//! component is the URL API's getter of the library's URL, the verdict is "valid URL string" and the error is
//! the failure's, else the first validation error.
//!
//! The corpora are not in the repository: these tests are ignored unless asked for
//! (`cargo test -p urigram-datafusion --test corpora -- --ignored`), and then fail when the shared folder is
//! missing (`URIGRAM_SHARED` names it, relative to the repository; `../shared` beside it by default).

#[path = "../../../tests/support/shared.rs"]
mod shared;

use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, AsArray, RecordBatch, StringArray, StructArray, UInt32Array};
use datafusion::arrow::datatypes::{DataType, Field, Int32Type, Int64Type, Schema};
use datafusion::prelude::{SessionConfig, SessionContext};
use urigram::{Components, Dialect};

/// The lines of `name` in the shared folder; a panic when it cannot be read, since the test was asked for.
fn corpus(name: &str) -> Vec<String> {
    let text = shared::read(&format!("bench/{name}"))
        .unwrap_or_else(|| panic!("bench/{name} of the shared folder is needed: set URIGRAM_SHARED"));
    text.lines().map(str::to_owned).collect()
}

/// The SQL result for every line: the URL, its `uri_parse` struct and its `uri_error` struct, in line order.
async fn evaluate(lines: &[String], key: &str) -> Vec<RecordBatch> {
    let schema =
        Arc::new(Schema::new(vec![Field::new("i", DataType::UInt32, false), Field::new("url", DataType::Utf8, false)]));
    let numbers = UInt32Array::from_iter_values(0..u32::try_from(lines.len()).expect("fewer than 2^32 lines"));
    let batch =
        RecordBatch::try_new(schema, vec![Arc::new(numbers), Arc::new(StringArray::from_iter_values(lines.iter()))])
            .expect("a batch");
    let mut ctx = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(2).with_batch_size(1000));
    urigram_datafusion::register(&mut ctx).expect("register");
    ctx.register_batch("corpus", batch).expect("register the corpus");
    let sql = format!(
        "SELECT url, uri_parse(url, '{key}') AS parts, uri_error(url, '{key}') AS error, \
         uri_is_valid(url, '{key}') AS valid FROM corpus ORDER BY i"
    );
    ctx.sql(&sql).await.expect("plan").collect().await.expect("run")
}

/// The text of a `Utf8View` struct field, row `row`.
fn text(parts: &datafusion::arrow::array::StructArray, name: &str, row: usize) -> Option<String> {
    let column: &ArrayRef = parts.column_by_name(name).expect(name);
    let strings = column.as_string_view();
    strings.is_valid(row).then(|| strings.value(row).to_owned())
}

/// One row of [`evaluate`]'s result: the URL, its `uri_parse` and `uri_error` structs, its verdict.
struct Row<'b> {
    url: &'b str,
    parts: &'b StructArray,
    errors: &'b StructArray,
    valid: bool,
    row: usize,
}

/// The rows of `batches`, checked to be the lines of `name` in their order, all of them.
fn rows<'b>(name: &str, lines: &[String], batches: &'b [RecordBatch]) -> Vec<Row<'b>> {
    let mut rows = Vec::with_capacity(lines.len());
    for batch in batches {
        let urls = batch.column(0).as_string::<i32>();
        let (parts, errors) = (batch.column(1).as_struct(), batch.column(2).as_struct());
        let verdicts = batch.column(3).as_boolean();
        for row in 0..batch.num_rows() {
            let url = urls.value(row);
            assert_eq!(url, lines[rows.len()], "line {} of {name}: rows out of order", rows.len() + 1);
            rows.push(Row { url, parts, errors, valid: verdicts.value(row), row });
        }
    }
    assert_eq!(rows.len(), lines.len(), "{name}: every line");
    rows
}

/// Every component of every line agrees with the library, under `dialect`.
async fn compare(name: &str, dialect: Dialect) {
    let lines = corpus(name);
    let batches = evaluate(&lines, dialect.key()).await;
    let mut valid = 0;
    for Row { url, parts, errors, valid: verdict, row } in rows(name, &lines, &batches) {
        let library = library_error(dialect, url);
        assert_eq!(verdict, library.is_none(), "{name}, {dialect}: {url}");
        assert_eq!(parts.is_valid(row), library.is_none(), "{name}, {dialect}: {url}");
        assert_eq!(errors.is_valid(row), library.is_some(), "{name}, {dialect}: {url}");
        if let Some((start, end, rule, section, message)) = library {
            let start_at = errors.column_by_name("start").expect("start").as_primitive::<Int64Type>().value(row);
            let end_at = errors.column_by_name("end").expect("end").as_primitive::<Int64Type>().value(row);
            let string = |field: &str| errors.column_by_name(field).expect(field).as_string::<i32>().value(row);
            assert_eq!((start_at, end_at), (start, end), "{name}, {dialect}: {url}");
            assert_eq!((string("rule"), string("section"), string("message")), (&*rule, section, &*message));
            continue;
        }
        valid += 1;
        let field = |component: &str| text(parts, component, row);
        // The components put back together are the text, under every grammar.
        let mut whole = String::new();
        if let Some(scheme) = field("scheme") {
            whole.push_str(&scheme);
            whole.push(':');
        }
        let host = field("host");
        if host.is_some() || field("userinfo").is_some() || field("port").is_some() {
            whole.push_str("//");
        }
        if let Some(userinfo) = field("userinfo") {
            whole.push_str(&userinfo);
            whole.push('@');
        }
        whole.push_str(host.as_deref().unwrap_or_default());
        if let Some(port) = field("port") {
            whole.push(':');
            whole.push_str(&port);
        }
        whole.push_str(&field("path").expect("a path, always"));
        if let Some(query) = field("query") {
            whole.push('?');
            whole.push_str(&query);
        }
        if let Some(fragment) = field("fragment") {
            whole.push('#');
            whole.push_str(&fragment);
        }
        // An authority that is empty (`file:///`) has an empty host: the `//` is written with it.
        assert_eq!(whole, url, "{name}, {dialect}: the components put back together");
        let port_number = parts.column_by_name("port_number").expect("port_number").as_primitive::<Int32Type>();
        let port_number = port_number.is_valid(row).then(|| port_number.value(row));
        // RFC 3986 and RFC 3987: each component is the library's component of that name.
        if matches!(dialect.rfc(), urigram::Rfc::Rfc3986 | urigram::Rfc::Rfc3987) {
            let options = urigram::rfc3986::Options::RFC3986.with_rfc6874(dialect.amendment().is_some());
            let options = if dialect.rfc() == urigram::Rfc::Rfc3987 {
                urigram::rfc3986::Options::RFC3987.with_rfc6874(dialect.amendment().is_some())
            } else {
                options
            };
            let reference = urigram::rfc3986::parse_uri_reference_with(url, options).expect("valid");
            for component in reference.components() {
                if component.name == "authority" {
                    continue;
                }
                let expected = component.part.map(|part| part.text.to_owned());
                assert_eq!(field(component.name), expected, "{name}, {dialect}: {} of {url}", component.name);
                if component.name == "host" {
                    let kind = component.part.and_then(|part| part.kind).map(str::to_owned);
                    assert_eq!(field("host_kind"), kind, "{name}, {dialect}: the kind of host of {url}");
                }
            }
            let number = reference.authority().and_then(|a| a.port()).and_then(|port| port.number());
            assert_eq!(port_number, number.map(i32::from), "{name}, {dialect}: the port of {url}");
        }
    }
    assert!(valid > 0, "{name}, {dialect}: no valid line at all");
    eprintln!("{name}, {dialect}: {} lines, {valid} valid, every component compared", lines.len());
}

/// Every component of every line agrees with the library's WHATWG URL, its verdict and its first error.
async fn compare_whatwg(name: &str) {
    use urigram::whatwg::{HostKind, Url, parse};
    let lines = corpus(name);
    let batches = evaluate(&lines, "whatwg").await;
    let mut urls_read = 0;
    for Row { url: text_of_row, parts, errors, valid: verdict, row } in rows(name, &lines, &batches) {
        let parsed = parse(text_of_row, None);
        let first = match &parsed {
            Err(failure) => Some((failure.error, failure.span)),
            Ok(parsed) => parsed.errors.first().map(|reported| (reported.error, reported.span)),
        };
        assert_eq!(verdict, first.is_none(), "{name}: {text_of_row}");
        assert_eq!(errors.is_valid(row), first.is_some(), "{name}: {text_of_row}");
        if let Some((error, span)) = first {
            let at = |field: &str| errors.column_by_name(field).expect(field).as_primitive::<Int64Type>().value(row);
            let string = |field: &str| errors.column_by_name(field).expect(field).as_string::<i32>().value(row);
            let offset = |at: usize| i64::try_from(at).expect("an offset");
            assert_eq!((at("start"), at("end")), (offset(span.start), offset(span.end)), "{name}: {text_of_row}");
            assert_eq!((string("rule"), string("section")), (error.name(), error.section()), "{text_of_row}");
        }
        let url: Option<Url> = parsed.ok().map(|parsed| parsed.url);
        assert_eq!(parts.is_valid(row), url.is_some(), "{name}: {text_of_row}");
        let Some(url) = url else { continue };
        urls_read += 1;
        let field = |component: &str| text(parts, component, row);
        let credentials = match (url.username(), url.password()) {
            ("", "") => None,
            (username, "") => Some(username.to_owned()),
            (username, password) => Some(format!("{username}:{password}")),
        };
        let kind = url.host_kind().map(|kind| match kind {
            HostKind::Domain => "domain",
            HostKind::Ipv4(_) => "ipv4",
            HostKind::Ipv6(_) => "ipv6",
            HostKind::Opaque => "opaque",
            HostKind::Empty => "empty",
        });
        let expected = [
            ("scheme", Some(url.scheme().to_owned())),
            ("userinfo", credentials),
            ("host", url.has_host().then(|| url.hostname().to_owned())),
            ("port", url.port().map(|port| port.to_string())),
            ("path", Some(url.pathname().to_owned())),
            ("query", url.query().map(str::to_owned)),
            ("fragment", url.fragment().map(str::to_owned)),
            ("host_kind", kind.map(str::to_owned)),
        ];
        for (component, value) in expected {
            assert_eq!(field(component), value, "{name}: {component} of {text_of_row}");
        }
        let port_number = parts.column_by_name("port_number").expect("port_number").as_primitive::<Int32Type>();
        let port_number = port_number.is_valid(row).then(|| port_number.value(row));
        assert_eq!(port_number, url.port().map(i32::from), "{name}: the port of {text_of_row}");
    }
    assert!(urls_read > 0, "{name}, whatwg: no URL at all");
    eprintln!("{name}, whatwg: {} lines, {urls_read} URLs, every component compared", lines.len());
}

/// The library's error for `url`: offsets, rule, section and message; `None` for a reference of the grammar.
fn library_error(dialect: Dialect, url: &str) -> Option<(i64, i64, String, &'static str, String)> {
    fn of<R: urigram::Grammar + std::fmt::Display>(
        error: &urigram::Error<R>,
    ) -> (i64, i64, String, &'static str, String) {
        let span = error.span();
        let offset = |at: usize| i64::try_from(at).expect("an offset");
        (offset(span.start), offset(span.end), error.rule().to_string(), error.section(), error.message())
    }
    let amended = dialect.amendment().is_some();
    match dialect.rfc() {
        urigram::Rfc::Rfc3986 => {
            urigram::rfc3986::parse_uri_reference_with(url, urigram::rfc3986::Options::rfc6874(amended))
                .err()
                .map(|e| of(&e))
        }
        urigram::Rfc::Rfc3987 => {
            let options = urigram::rfc3987::Options::RFC3987.rfc6874(amended);
            urigram::rfc3987::parse_iri_reference_with(url, options).err().map(|e| of(&e))
        }
        urigram::Rfc::Rfc2396 => {
            urigram::rfc2396::parse_uri_reference_with(url, urigram::rfc2396::Options::rfc2732(amended))
                .err()
                .map(|e| of(&e))
        }
        urigram::Rfc::Rfc1808 => {
            let options = if amended { urigram::rfc1808::Options::RFC2068 } else { urigram::rfc1808::Options::RFC1808 };
            urigram::rfc1808::parse_url_with(url, options).err().map(|e| of(&e))
        }
        other => panic!("the functions offer no grammar of {other:?}"),
    }
}

#[tokio::test]
#[ignore = "needs the shared folder (URIGRAM_SHARED): bench/kasztp.txt"]
async fn kasztp_every_row_every_component_every_grammar() {
    for dialect in Dialect::ALL.into_iter().filter(|dialect| urigram_datafusion::grammar(dialect.key()).is_some()) {
        compare("kasztp.txt", dialect).await;
    }
    compare_whatwg("kasztp.txt").await;
}

#[tokio::test]
#[ignore = "needs the shared folder (URIGRAM_SHARED): bench/synthetic.txt"]
async fn synthetic_every_row_every_component_every_grammar() {
    for dialect in Dialect::ALL.into_iter().filter(|dialect| urigram_datafusion::grammar(dialect.key()).is_some()) {
        compare("synthetic.txt", dialect).await;
    }
    compare_whatwg("synthetic.txt").await;
}
