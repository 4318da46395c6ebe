//! The functions called on Arrow arrays directly: NULLs, the three string types, sliced arrays, constant
//! arguments, and the views into the input's buffers.

use std::sync::Arc;

use datafusion::arrow::array::{
    Array, ArrayRef, AsArray, BooleanArray, Int32Array, LargeStringArray, StringArray, StringViewArray, StructArray,
};
use datafusion::arrow::datatypes::{DataType, Field};
use datafusion::common::ScalarValue;
use datafusion::common::config::ConfigOptions;
use datafusion::logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDF};

fn function(name: &str) -> Arc<ScalarUDF> {
    urigram_datafusion::functions()
        .into_iter()
        .find(|function| function.name() == name)
        .unwrap_or_else(|| panic!("no function {name}"))
}

/// Calls `name` on `args` with `rows` rows, as DataFusion does after planning.
fn call(name: &str, args: Vec<ColumnarValue>, rows: usize) -> ColumnarValue {
    let function = function(name);
    let arg_fields: Vec<_> =
        args.iter().enumerate().map(|(i, arg)| Arc::new(Field::new(format!("a{i}"), arg.data_type(), true))).collect();
    let scalars: Vec<Option<ScalarValue>> = args
        .iter()
        .map(|arg| match arg {
            ColumnarValue::Scalar(value) => Some(value.clone()),
            ColumnarValue::Array(_) => None,
        })
        .collect();
    let scalar_refs: Vec<Option<&ScalarValue>> = scalars.iter().map(Option::as_ref).collect();
    let return_field = function
        .return_field_from_args(datafusion::logical_expr::ReturnFieldArgs {
            arg_fields: &arg_fields,
            scalar_arguments: &scalar_refs,
        })
        .expect("planning");
    function
        .invoke_with_args(ScalarFunctionArgs {
            args,
            arg_fields,
            number_rows: rows,
            return_field,
            config_options: Arc::new(ConfigOptions::default()),
        })
        .expect("evaluation")
}

fn array(value: ColumnarValue) -> ArrayRef {
    match value {
        ColumnarValue::Array(array) => array,
        ColumnarValue::Scalar(value) => panic!("expected an array, got the scalar {value}"),
    }
}

fn column(strings: &[Option<&str>], data_type: &DataType) -> ArrayRef {
    match data_type {
        DataType::Utf8 => Arc::new(StringArray::from(strings.to_vec())),
        DataType::LargeUtf8 => Arc::new(LargeStringArray::from(strings.to_vec())),
        DataType::Utf8View => Arc::new(StringViewArray::from(strings.to_vec())),
        other => panic!("not a string type: {other}"),
    }
}

const TYPES: [DataType; 3] = [DataType::Utf8, DataType::LargeUtf8, DataType::Utf8View];

/// The string values of a `Utf8View` column.
fn texts(array: &dyn Array) -> Vec<Option<String>> {
    array.as_string_view().iter().map(|value| value.map(str::to_owned)).collect()
}

const ROWS: [Option<&str>; 6] = [
    Some("foo://user@example.com:8042/over/there?name=ferret#nose"),
    None,
    Some("http://a b"),
    Some("//[::1]/a-long-path-segment?"),
    Some(""),
    Some("mailto:someone@example.org"),
];

#[test]
fn uri_parse_gives_every_component_for_each_string_type_and_null_for_null_and_invalid_rows() {
    for data_type in &TYPES {
        let result = array(call("uri_parse", vec![ColumnarValue::Array(column(&ROWS, data_type))], ROWS.len()));
        let result: &StructArray = result.as_struct();
        assert_eq!(result.len(), 6);
        let nulls: Vec<bool> = (0..6).map(|row| result.is_null(row)).collect();
        assert_eq!(nulls, [false, true, true, false, false, false], "{data_type}");
        let field = |name: &str| texts(result.column_by_name(name).expect(name).as_ref());
        let some = |text: &str| Some(text.to_owned());
        assert_eq!(field("scheme")[0], some("foo"));
        assert_eq!(field("userinfo")[0], some("user"));
        assert_eq!(field("host")[0], some("example.com"));
        assert_eq!(field("port")[0], some("8042"));
        assert_eq!(field("path")[0], some("/over/there"));
        assert_eq!(field("query")[0], some("name=ferret"));
        assert_eq!(field("fragment")[0], some("nose"));
        assert_eq!(field("host_kind")[0], some("reg-name"));
        // A relative reference: no scheme, an IPv6 host, an empty (not absent) query, no fragment.
        assert_eq!(field("scheme")[3], None);
        assert_eq!(field("host")[3], some("[::1]"));
        assert_eq!(field("host_kind")[3], some("ipv6"));
        assert_eq!(field("path")[3], some("/a-long-path-segment"));
        assert_eq!(field("query")[3], some(""));
        assert_eq!(field("fragment")[3], None);
        // The empty reference: an empty path and nothing else.
        assert_eq!((field("path")[4].clone(), field("host")[4].clone()), (some(""), None));
        assert_eq!((field("scheme")[5].clone(), field("host")[5].clone()), (some("mailto"), None));
        assert_eq!(field("path")[5], some("someone@example.org"));
        let ports = result.column_by_name("port_number").expect("port_number");
        let ports: &Int32Array = ports.as_primitive();
        assert_eq!(ports.iter().collect::<Vec<_>>(), [Some(8042), None, None, None, None, None]);
    }
}

#[test]
fn components_are_views_into_the_input_buffers_not_copies() {
    let long = "http://a-rather-long-host-name.example/with/a/long/path";
    for data_type in &TYPES {
        let input = column(&[Some(long), Some("http://h/p")], data_type);
        let result = array(call("uri_host", vec![ColumnarValue::Array(Arc::clone(&input))], 2));
        let hosts = result.as_string_view();
        assert_eq!(hosts.value(0), "a-rather-long-host-name.example");
        assert_eq!(hosts.value(1), "h");
        // The long host's bytes are those of the input: the same address, not a copy.
        let input_text = match data_type {
            DataType::Utf8 => input.as_string::<i32>().value(0),
            DataType::LargeUtf8 => input.as_string::<i64>().value(0),
            _ => input.as_string_view().value(0),
        };
        assert_eq!(hosts.value(0).as_ptr(), input_text[7..].as_ptr(), "{data_type}");
        // No buffer of its own: only the input's.
        let input_buffers: Vec<*const u8> = match data_type {
            DataType::Utf8View => input.as_string_view().data_buffers().iter().map(|b| b.as_ptr()).collect(),
            DataType::Utf8 => vec![input.as_string::<i32>().values().as_ptr()],
            _ => vec![input.as_string::<i64>().values().as_ptr()],
        };
        for buffer in hosts.data_buffers() {
            assert!(input_buffers.contains(&buffer.as_ptr()), "{data_type}: a buffer that is not the input's");
        }
    }
}

#[test]
fn sliced_arrays_read_their_own_rows() {
    let rows = [Some("http://one/1"), Some("http://two.example.org/2"), None, Some("http://four.example.org/4")];
    for data_type in &TYPES {
        let input = column(&rows, data_type).slice(1, 3);
        let result = array(call("uri_host", vec![ColumnarValue::Array(input)], 3));
        assert_eq!(
            texts(result.as_ref()),
            [Some("two.example.org".to_owned()), None, Some("four.example.org".to_owned())],
            "{data_type}"
        );
        let input = column(&rows, data_type).slice(1, 3);
        let parsed = array(call("uri_parse", vec![ColumnarValue::Array(input)], 3));
        let paths = texts(parsed.as_struct().column_by_name("path").expect("path").as_ref());
        assert_eq!(paths, [Some("/2".to_owned()), None, Some("/4".to_owned())], "{data_type}");
    }
}

#[test]
fn constants_give_constants_and_null_gives_null() {
    let text = |value: &str| ColumnarValue::Scalar(ScalarValue::Utf8(Some(value.to_owned())));
    for value in [
        ScalarValue::Utf8(Some("http://h/p".into())),
        ScalarValue::LargeUtf8(Some("http://h/p".into())),
        ScalarValue::Utf8View(Some("http://h/p".into())),
    ] {
        match call("uri_host", vec![ColumnarValue::Scalar(value.clone())], 5) {
            ColumnarValue::Scalar(ScalarValue::Utf8View(Some(host))) => assert_eq!(host, "h"),
            other => panic!("{value:?}: {other:?}"),
        }
    }
    match call("uri_is_valid", vec![ColumnarValue::Scalar(ScalarValue::Utf8(None))], 3) {
        ColumnarValue::Scalar(ScalarValue::Boolean(None)) => {}
        other => panic!("{other:?}"),
    }
    match call("uri_parse", vec![ColumnarValue::Scalar(ScalarValue::Null)], 3) {
        ColumnarValue::Scalar(value) => assert!(value.is_null(), "{value:?}"),
        other => panic!("{other:?}"),
    }
    // A constant base and a column of references.
    let references = column(&[Some("g"), None, Some("../x"), Some("#f")], &DataType::Utf8View);
    let targets = array(call("uri_resolve", vec![text("http://a/b/c/d;p?q"), ColumnarValue::Array(references)], 4));
    let targets: Vec<Option<&str>> = targets.as_string::<i32>().iter().collect();
    assert_eq!(targets, [Some("http://a/b/c/g"), None, Some("http://a/b/x"), Some("http://a/b/c/d;p?q#f")]);
    // A column of URIs and a constant key.
    let uris = column(&[Some("http://a/?x=1&y=22"), Some("http://a/?y"), Some("http://a/"), None], &DataType::Utf8);
    let values = array(call("uri_query_param", vec![ColumnarValue::Array(uris), text("y")], 4));
    assert_eq!(texts(values.as_ref()), [Some("22".to_owned()), Some(String::new()), None, None]);
}

#[test]
fn the_grammar_argument_changes_the_verdict() {
    let rows = [Some("http://[::1]/"), Some("http://例え.jp/"), Some("http://a/~user")];
    let verdicts = |grammar: &str| -> Vec<Option<bool>> {
        let input = column(&rows, &DataType::Utf8View);
        let grammar = ColumnarValue::Scalar(ScalarValue::Utf8(Some(grammar.to_owned())));
        let result = array(call("uri_is_valid", vec![ColumnarValue::Array(input), grammar], 3));
        let result: &BooleanArray = result.as_boolean();
        result.iter().collect()
    };
    assert_eq!(verdicts("3986"), [Some(true), Some(false), Some(true)]);
    assert_eq!(verdicts("3987"), [Some(true), Some(true), Some(true)]);
    assert_eq!(verdicts("2396"), [Some(false), Some(false), Some(true)]);
    assert_eq!(verdicts("2732"), [Some(true), Some(false), Some(true)]);
    assert_eq!(verdicts("1808"), [Some(false), Some(false), Some(false)]);
    // RFC 2068 makes RFC 1808's national characters, octets above 127 among them, unreserved.
    assert_eq!(verdicts("2068"), [Some(true), Some(true), Some(true)]);
    // A valid URL string by the WHATWG URL Standard: the domain goes through IDNA without a validation error.
    assert_eq!(verdicts("whatwg"), [Some(true), Some(true), Some(true)]);
}

#[test]
fn an_unknown_grammar_is_refused_when_planning_naming_the_choices() {
    let function = function("uri_parse");
    let fields = vec![Arc::new(Field::new("u", DataType::Utf8, true)), Arc::new(Field::new("g", DataType::Utf8, true))];
    let grammar = ScalarValue::Utf8(Some("3896".to_owned()));
    let error = function
        .return_field_from_args(datafusion::logical_expr::ReturnFieldArgs {
            arg_fields: &fields,
            scalar_arguments: &[None, Some(&grammar)],
        })
        .expect_err("an unknown grammar");
    let message = error.to_string();
    for choice in ["'3896'", "'3986'", "'3987'", "'2396'", "'1808'", "'whatwg' (the WHATWG URL Standard)"] {
        assert!(message.contains(choice), "{message}");
    }
    // A column in the grammar's place is refused too.
    let error = function
        .return_field_from_args(datafusion::logical_expr::ReturnFieldArgs {
            arg_fields: &fields,
            scalar_arguments: &[None, None],
        })
        .expect_err("a grammar that is not a literal");
    assert!(error.to_string().contains("string literal"), "{error}");
}

#[test]
fn uri_error_gives_the_library_error() {
    let input = column(&[Some("http://a/b c"), Some("http://a/"), None], &DataType::Utf8);
    let result = array(call("uri_error", vec![ColumnarValue::Array(input)], 3));
    let errors = result.as_struct();
    assert_eq!((errors.is_null(0), errors.is_null(1), errors.is_null(2)), (false, true, true));
    let library = urigram::rfc3986::parse_uri_reference("http://a/b c").expect_err("invalid");
    let int = |name: &str| {
        errors.column_by_name(name).expect(name).as_primitive::<datafusion::arrow::datatypes::Int64Type>().value(0)
    };
    let string = |name: &str| errors.column_by_name(name).expect(name).as_string::<i32>().value(0).to_owned();
    assert_eq!((int("start"), int("end")), (library.span().start as i64, library.span().end as i64));
    assert_eq!(string("rule"), library.rule().to_string());
    assert_eq!(string("section"), library.section());
    assert_eq!(string("message"), library.message());
}

#[test]
fn normalize_relativize_and_equivalent_follow_the_library() {
    let input = column(&[Some("HTTP://www.Example.com:80/a/./b/../%7euser"), Some("../g"), None], &DataType::Utf8View);
    let syntax = array(call("uri_normalize", vec![ColumnarValue::Array(Arc::clone(&input))], 3));
    let syntax: Vec<Option<&str>> = syntax.as_string::<i32>().iter().collect();
    assert_eq!(syntax, [Some("http://www.example.com:80/a/~user"), None, None]);
    let scheme = array(call("uri_normalize_scheme_based", vec![ColumnarValue::Array(input)], 3));
    let scheme: Vec<Option<&str>> = scheme.as_string::<i32>().iter().collect();
    assert_eq!(scheme, [Some("http://www.example.com/a/~user"), None, None]);

    let text = |value: &str| ColumnarValue::Scalar(ScalarValue::Utf8(Some(value.to_owned())));
    let targets = column(&[Some("http://a/b/c/g?y#s"), Some("https://a/"), Some("not a uri")], &DataType::LargeUtf8);
    let relative = array(call("uri_relativize", vec![text("http://a/b/c/d;p?q"), ColumnarValue::Array(targets)], 3));
    let relative: Vec<Option<&str>> = relative.as_string::<i32>().iter().collect();
    assert_eq!(relative, [Some("g?y#s"), None, None]);

    let others = column(&[Some("http://a/%7e"), Some("http://a/x"), None], &DataType::Utf8);
    let same = array(call("uri_equivalent", vec![text("HTTP://a:80/~"), ColumnarValue::Array(others)], 3));
    let same: Vec<Option<bool>> = same.as_boolean().iter().collect();
    assert_eq!(same, [Some(true), Some(false), None]);
}

#[test]
fn rfc_1808_splits_its_net_loc_and_keeps_params_in_the_path() {
    let input = column(&[Some("ftp://foo:bar@host.com:21/pub;type=d?x#f")], &DataType::Utf8);
    let grammar = ColumnarValue::Scalar(ScalarValue::Utf8(Some("1808".to_owned())));
    let result = array(call("uri_parse", vec![ColumnarValue::Array(input), grammar], 1));
    let parts = result.as_struct();
    let field = |name: &str| texts(parts.column_by_name(name).expect(name).as_ref())[0].clone();
    assert_eq!(field("scheme").as_deref(), Some("ftp"));
    assert_eq!(field("userinfo").as_deref(), Some("foo:bar"));
    assert_eq!(field("host").as_deref(), Some("host.com"));
    assert_eq!(field("port").as_deref(), Some("21"));
    assert_eq!(field("path").as_deref(), Some("/pub;type=d"));
    assert_eq!(field("query").as_deref(), Some("x"));
    assert_eq!(field("fragment").as_deref(), Some("f"));
}

/// With `'whatwg'`, the components are the URL record's as the URL API's getters give them (copies: the parser
/// lowercases the host and drops the default port), and the verdict is the standard's "valid URL string".
#[test]
fn the_whatwg_grammar_gives_the_url_records_components() {
    let rows = [
        Some("HTTPS://User:Pw@EXAMPLE.com:443/a/../b?x=1+2&x=3#f"),
        Some("https://[::1]:8080/"),
        Some("mailto:a@b"),
        Some("foo://h/p?"),
        Some("/relative"),
        None,
    ];
    let whatwg = || ColumnarValue::Scalar(ScalarValue::Utf8(Some("whatwg".to_owned())));
    for data_type in &TYPES {
        let input = || ColumnarValue::Array(column(&rows, data_type));
        let result = array(call("uri_parse", vec![input(), whatwg()], rows.len()));
        let parts = result.as_struct();
        let field = |name: &str| texts(parts.column_by_name(name).expect(name).as_ref());
        let some = |text: &str| Some(text.to_owned());
        assert_eq!(field("scheme"), [some("https"), some("https"), some("mailto"), some("foo"), None, None]);
        assert_eq!(field("userinfo"), [some("User:Pw"), None, None, None, None, None]);
        assert_eq!(field("host"), [some("example.com"), some("[::1]"), None, some("h"), None, None]);
        assert_eq!(field("port"), [None, some("8080"), None, None, None, None]);
        assert_eq!(field("path"), [some("/b"), some("/"), some("a@b"), some("/p"), None, None]);
        assert_eq!(field("query"), [some("x=1+2&x=3"), None, None, some(""), None, None]);
        assert_eq!(field("fragment"), [some("f"), None, None, None, None, None]);
        assert_eq!(field("host_kind"), [some("domain"), some("ipv6"), None, some("opaque"), None, None]);
        let ports: Vec<Option<i32>> = parts
            .column_by_name("port_number")
            .expect("port_number")
            .as_primitive::<datafusion::arrow::datatypes::Int32Type>()
            .iter()
            .collect();
        assert_eq!(ports, [None, Some(8080), None, None, None, None]);
        let nulls: Vec<bool> = (0..rows.len()).map(|row| parts.is_null(row)).collect();
        assert_eq!(nulls, [false, false, false, false, true, true]);

        let host = array(call("uri_host", vec![input(), whatwg()], rows.len()));
        assert_eq!(texts(host.as_ref()), field("host"), "uri_host is uri_parse's host");
        let path = array(call("uri_path", vec![input(), whatwg()], rows.len()));
        assert_eq!(texts(path.as_ref()), field("path"), "uri_path is uri_parse's path");

        let key = ColumnarValue::Scalar(ScalarValue::Utf8(Some("x".to_owned())));
        let value = array(call("uri_query_param", vec![input(), key, whatwg()], rows.len()));
        assert_eq!(texts(value.as_ref()), [some("1 2"), None, None, None, None, None], "URLSearchParams' get");

        let valid = array(call("uri_is_valid", vec![input(), whatwg()], rows.len()));
        let valid: Vec<Option<bool>> = valid.as_boolean().iter().collect();
        assert_eq!(valid, [Some(false), Some(true), Some(true), Some(true), Some(false), None]);

        let errors = array(call("uri_error", vec![input(), whatwg()], rows.len()));
        let errors = errors.as_struct();
        let rule = |row: usize| errors.column_by_name("rule").expect("rule").as_string::<i32>().value(row).to_owned();
        let at = |name: &str, row: usize| {
            errors
                .column_by_name(name)
                .expect(name)
                .as_primitive::<datafusion::arrow::datatypes::Int64Type>()
                .value(row)
        };
        let failed: Vec<bool> = (0..rows.len()).map(|row| errors.is_valid(row)).collect();
        assert_eq!(failed, [true, false, false, false, true, false]);
        assert_eq!((rule(0), at("start", 0), at("end", 0)), ("invalid-credentials".to_owned(), 8, 16));
        assert_eq!((rule(4), at("start", 4), at("end", 4)), ("missing-scheme-non-relative-URL".to_owned(), 0, 9));
        let section = errors.column_by_name("section").expect("section").as_string::<i32>();
        assert_eq!((section.value(0), section.value(4)), ("4.4", "4.4"));
        let message = errors.column_by_name("message").expect("message").as_string::<i32>().value(4);
        assert!(message.ends_with("The parser returns failure here."), "{message}");
    }

    let base = ColumnarValue::Scalar(ScalarValue::Utf8(Some("http://a/b/c".to_owned())));
    let references = column(&[Some("../d"), Some("\\\\x\\y"), None], &DataType::Utf8);
    let resolved = array(call("uri_resolve", vec![base, ColumnarValue::Array(references), whatwg()], 3));
    let resolved: Vec<Option<&str>> = resolved.as_string::<i32>().iter().collect();
    assert_eq!(resolved, [Some("http://a/d"), Some("http://x/y"), None]);
}
