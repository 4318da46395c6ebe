//! The scalar functions: one [`ScalarUDFImpl`] for all of them, told apart by [`Kind`].

use std::sync::{Arc, LazyLock};

use arrow::array::builder::NullBufferBuilder;
use arrow::array::{
    ArrayRef, BooleanArray, Int32Array, Int64Array, StringArray, StringBuilder, StringViewArray, StringViewBuilder,
    StructArray,
};
use arrow::datatypes::{DataType, Field, FieldRef, Fields};
use datafusion_common::{Result, ScalarValue, exec_err, plan_err};
use datafusion_expr::{
    ColumnarValue, DocSection, Documentation, ReturnFieldArgs, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
};
use urigram::normalize::Normalization;
use urigram::{Dialect, Span};

use crate::arrays::{Argument, Labels, Slices, Strings};
use crate::grammar::{self, DEFAULT, Grammar, One, Parts};
use crate::whatwg;

/// Which function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Kind {
    Parse,
    IsValid,
    Error,
    Resolve,
    Relativize,
    Normalize,
    NormalizeSchemeBased,
    Equivalent,
    Host,
    Path,
    QueryParam,
}

impl Kind {
    /// Every function, in the order [`crate::functions`] lists them.
    pub(crate) const ALL: [Kind; 11] = [
        Kind::Parse,
        Kind::IsValid,
        Kind::Error,
        Kind::Resolve,
        Kind::Relativize,
        Kind::Normalize,
        Kind::NormalizeSchemeBased,
        Kind::Equivalent,
        Kind::Host,
        Kind::Path,
        Kind::QueryParam,
    ];

    /// The SQL name.
    pub(crate) const fn name(self) -> &'static str {
        match self {
            Kind::Parse => "uri_parse",
            Kind::IsValid => "uri_is_valid",
            Kind::Error => "uri_error",
            Kind::Resolve => "uri_resolve",
            Kind::Relativize => "uri_relativize",
            Kind::Normalize => "uri_normalize",
            Kind::NormalizeSchemeBased => "uri_normalize_scheme_based",
            Kind::Equivalent => "uri_equivalent",
            Kind::Host => "uri_host",
            Kind::Path => "uri_path",
            Kind::QueryParam => "uri_query_param",
        }
    }

    /// How many string arguments come before the optional grammar.
    const fn strings(self) -> usize {
        match self {
            Kind::Parse | Kind::IsValid | Kind::Error | Kind::Host | Kind::Path => 1,
            Kind::Normalize | Kind::NormalizeSchemeBased => 1,
            Kind::Resolve | Kind::Relativize | Kind::Equivalent | Kind::QueryParam => 2,
        }
    }

    /// Whether a grammar literal may follow the string arguments.
    const fn takes_grammar(self) -> bool {
        matches!(
            self,
            Kind::Parse | Kind::IsValid | Kind::Error | Kind::Resolve | Kind::Host | Kind::Path | Kind::QueryParam
        )
    }

    /// The type of the result.
    fn return_type(self) -> DataType {
        match self {
            Kind::Parse => DataType::Struct(parse_fields()),
            Kind::Error => DataType::Struct(error_fields()),
            Kind::IsValid | Kind::Equivalent => DataType::Boolean,
            Kind::Host | Kind::Path | Kind::QueryParam => DataType::Utf8View,
            Kind::Resolve | Kind::Relativize | Kind::Normalize | Kind::NormalizeSchemeBased => DataType::Utf8,
        }
    }
}

/// The fields of `uri_parse`'s struct.
pub(crate) fn parse_fields() -> Fields {
    let text = |name: &str| Field::new(name, DataType::Utf8View, true);
    Fields::from(vec![
        text("scheme"),
        text("userinfo"),
        text("host"),
        text("port"),
        text("path"),
        text("query"),
        text("fragment"),
        text("host_kind"),
        Field::new("port_number", DataType::Int32, true),
    ])
}

/// The fields of `uri_error`'s struct.
pub(crate) fn error_fields() -> Fields {
    Fields::from(vec![
        Field::new("start", DataType::Int64, false),
        Field::new("end", DataType::Int64, false),
        Field::new("rule", DataType::Utf8, false),
        Field::new("section", DataType::Utf8, false),
        Field::new("message", DataType::Utf8, false),
    ])
}

/// One of the functions.
#[derive(Debug, PartialEq, Eq, Hash)]
pub(crate) struct UriFunction {
    kind: Kind,
    signature: Signature,
}

impl UriFunction {
    /// The function `kind`.
    pub(crate) fn new(kind: Kind) -> UriFunction {
        // User-defined: each string argument keeps its own type (no cast to a common one), and the grammar stays
        // the literal it was written as, which `return_field_from_args` reads when the query is planned.
        UriFunction { kind, signature: Signature::user_defined(Volatility::Immutable) }
    }

    /// Which function it is.
    pub(crate) fn kind(&self) -> Kind {
        self.kind
    }

    /// The accepted numbers of arguments.
    fn arity(&self) -> (usize, usize) {
        let strings = self.kind.strings();
        (strings, strings + usize::from(self.kind.takes_grammar()))
    }

    /// A planning error unless `count` arguments are accepted.
    fn check_arity(&self, count: usize) -> Result<()> {
        let (least, most) = self.arity();
        if (least..=most).contains(&count) {
            return Ok(());
        }
        let takes = if least == most { format!("{least}") } else { format!("{least} or {most}") };
        plan_err!(
            "{} takes {takes} arguments, not {count}: {}",
            self.kind.name(),
            documentation(self.kind).syntax_example
        )
    }
}

/// The grammar named by a literal argument, or a planning error naming the choices.
fn grammar_of(function: &str, value: Option<&ScalarValue>) -> Result<Grammar> {
    let key = match value {
        Some(ScalarValue::Utf8(Some(key)) | ScalarValue::LargeUtf8(Some(key)) | ScalarValue::Utf8View(Some(key))) => {
            key
        }
        Some(ScalarValue::Dictionary(_, inner)) => return grammar_of(function, Some(inner)),
        Some(other) => {
            return plan_err!(
                "{function}: the grammar must be a string literal, one of {}; got {other}",
                grammar::choices()
            );
        }
        None => {
            return plan_err!(
                "{function}: the grammar must be a string literal (not a column or an expression), one of {}",
                grammar::choices()
            );
        }
    };
    match grammar::grammar(key) {
        Some(grammar) => Ok(grammar),
        None => plan_err!("{function}: unknown grammar '{key}': the grammar is one of {}", grammar::choices()),
    }
}

impl ScalarUDFImpl for UriFunction {
    fn name(&self) -> &str {
        self.kind.name()
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        self.check_arity(arg_types.len())?;
        arg_types
            .iter()
            .map(|data_type| match data_type {
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Ok(data_type.clone()),
                DataType::Null => Ok(DataType::Utf8),
                DataType::Dictionary(_, value)
                    if matches!(**value, DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View) =>
                {
                    Ok((**value).clone())
                }
                other => plan_err!(
                    "{} takes strings (Utf8, LargeUtf8 or Utf8View), not {other}: {}",
                    self.kind.name(),
                    documentation(self.kind).syntax_example
                ),
            })
            .collect()
    }

    fn return_type(&self, _arg_types: &[DataType]) -> Result<DataType> {
        Ok(self.kind.return_type())
    }

    fn return_field_from_args(&self, args: ReturnFieldArgs<'_>) -> Result<FieldRef> {
        self.check_arity(args.arg_fields.len())?;
        let strings = self.kind.strings();
        if args.arg_fields.len() > strings {
            grammar_of(self.kind.name(), args.scalar_arguments.get(strings).copied().flatten())?;
        }
        Ok(Arc::new(Field::new(self.kind.name(), self.kind.return_type(), true)))
    }

    fn is_strict(&self) -> bool {
        true
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let kind = self.kind;
        let strings = kind.strings();
        let Some(text_values) = args.args.get(..strings) else {
            return exec_err!("{} takes {strings} string arguments, given {}", kind.name(), args.args.len());
        };
        let grammar = if kind.takes_grammar() { args.args.get(strings) } else { None };
        let grammar = match grammar {
            Some(ColumnarValue::Scalar(value)) => grammar_of(kind.name(), Some(value))?,
            // Not a literal: an error, as when planning.
            Some(ColumnarValue::Array(_)) => grammar_of(kind.name(), None)?,
            None => DEFAULT,
        };
        let arguments = text_values.iter().map(|value| Argument::of(value, kind.name())).collect::<Result<Vec<_>>>()?;
        let scalar = arguments.iter().all(Argument::is_scalar);
        let rows = if scalar { 1 } else { args.number_rows };
        let inputs: Vec<Strings<'_>> = arguments.iter().map(Argument::strings).collect();
        let first = inputs.first().copied().unwrap_or(Strings::Scalar(None));
        let second = inputs.get(1).copied().unwrap_or(Strings::Scalar(None));
        let array: ArrayRef = match (kind, grammar) {
            (Kind::Parse, Grammar::Rfc(dialect)) => Arc::new(parse(first, rows, dialect)?),
            (Kind::Parse, Grammar::Whatwg) => Arc::new(parse_whatwg(first, rows)?),
            (Kind::IsValid, _) => Arc::new(
                (0..rows)
                    .map(|row| {
                        first.get(row).map(|text| match grammar {
                            Grammar::Rfc(dialect) => grammar::is_valid(dialect, text),
                            Grammar::Whatwg => whatwg::is_valid(text),
                        })
                    })
                    .collect::<BooleanArray>(),
            ),
            (Kind::Error, _) => Arc::new(error(first, rows, grammar)?),
            (Kind::Host, Grammar::Rfc(dialect)) => Arc::new(component(first, rows, dialect, One::Host)?),
            (Kind::Path, Grammar::Rfc(dialect)) => Arc::new(component(first, rows, dialect, One::Path)?),
            (Kind::Host, Grammar::Whatwg) => {
                Arc::new(copied(first, rows, |url| url.has_host().then(|| url.hostname())))
            }
            (Kind::Path, Grammar::Whatwg) => Arc::new(copied(first, rows, |url| Some(url.pathname()))),
            (Kind::QueryParam, Grammar::Rfc(dialect)) => Arc::new(query_param(first, second, rows, dialect)?),
            (Kind::QueryParam, Grammar::Whatwg) => Arc::new(
                (0..rows)
                    .map(|row| {
                        let (text, key) = (first.get(row)?, second.get(row)?);
                        whatwg::query_param(&whatwg::url(text)?, key)
                    })
                    .collect::<StringViewArray>(),
            ),
            (Kind::Resolve, Grammar::Rfc(dialect)) => {
                Arc::new(strings2(first, second, rows, |base, reference| grammar::resolve(dialect, base, reference)))
            }
            (Kind::Resolve, Grammar::Whatwg) => Arc::new(strings2(first, second, rows, whatwg::resolve)),
            (Kind::Relativize, _) => Arc::new(strings2(first, second, rows, relativize)),
            (Kind::Normalize, _) => Arc::new(strings1(first, rows, |text| {
                urigram::normalize::normalize(text, Normalization::SYNTAX_BASED).ok()
            })),
            (Kind::NormalizeSchemeBased, _) => Arc::new(strings1(first, rows, |text| {
                urigram::normalize::normalize(text, Normalization::SCHEME_BASED).ok()
            })),
            (Kind::Equivalent, _) => Arc::new(
                (0..rows)
                    .map(|row| match (first.get(row), second.get(row)) {
                        (Some(a), Some(b)) => urigram::normalize::equivalent(a, b, Normalization::SCHEME_BASED).ok(),
                        _ => None,
                    })
                    .collect::<BooleanArray>(),
            ),
        };
        if scalar {
            Ok(ColumnarValue::Scalar(ScalarValue::try_from_array(&array, 0)?))
        } else {
            Ok(ColumnarValue::Array(array))
        }
    }

    fn documentation(&self) -> Option<&Documentation> {
        Some(documentation(self.kind))
    }
}

/// A span as a range.
#[inline]
fn range(span: Option<Span>) -> Option<(usize, usize)> {
    span.map(|span| (span.start, span.end))
}

/// `uri_parse`: the struct of components, each a slice of the input.
fn parse(input: Strings<'_>, rows: usize, dialect: Dialect) -> Result<StructArray> {
    let mut columns: [Slices<'_>; 7] = std::array::from_fn(|_| Slices::new(input, rows));
    let mut kinds = Labels::new(rows);
    let mut ports = Vec::with_capacity(rows);
    let mut port_nulls = NullBufferBuilder::new(rows);
    let mut valid = NullBufferBuilder::new(rows);
    for row in 0..rows {
        let parsed = input.get(row).and_then(|text| Some((text, grammar::parts(dialect, text)?)));
        let Some((text, parts)) = parsed else {
            for column in &mut columns {
                column.push_null();
            }
            kinds.push(None);
            ports.push(0);
            port_nulls.append_null();
            valid.append_null();
            continue;
        };
        let Parts { scheme, userinfo, host, port, path, query, fragment, host_kind, port_number } = parts;
        for (column, span) in columns.iter_mut().zip([scheme, userinfo, host, port, path, query, fragment]) {
            column.push(row, text, range(span));
        }
        kinds.push(host_kind);
        ports.push(port_number.map_or(0, i32::from));
        port_nulls.append(port_number.is_some());
        valid.append_non_null();
    }
    let mut arrays: Vec<ArrayRef> = Vec::with_capacity(9);
    for column in columns {
        arrays.push(Arc::new(column.finish()?));
    }
    arrays.push(Arc::new(kinds.finish()?));
    arrays.push(Arc::new(Int32Array::new(ports.into(), port_nulls.finish())));
    Ok(StructArray::try_new(parse_fields(), arrays, valid.finish())?)
}

/// `uri_parse` with the `'whatwg'` grammar: the struct of the URL record's components, copied from its
/// serialization.
fn parse_whatwg(input: Strings<'_>, rows: usize) -> Result<StructArray> {
    let mut columns: [StringViewBuilder; 7] = std::array::from_fn(|_| StringViewBuilder::with_capacity(rows));
    let mut kinds = Labels::new(rows);
    let mut ports = Vec::with_capacity(rows);
    let mut port_nulls = NullBufferBuilder::new(rows);
    let mut valid = NullBufferBuilder::new(rows);
    for row in 0..rows {
        let url = input.get(row).and_then(whatwg::url);
        let components = url.as_ref().map(whatwg::components);
        let Some(whatwg::Components { texts, host_kind, port_number }) = components else {
            for column in &mut columns {
                column.append_null();
            }
            kinds.push(None);
            ports.push(0);
            port_nulls.append_null();
            valid.append_null();
            continue;
        };
        for (column, text) in columns.iter_mut().zip(texts) {
            column.append_option(text);
        }
        kinds.push(host_kind);
        ports.push(port_number.map_or(0, i32::from));
        port_nulls.append(port_number.is_some());
        valid.append_non_null();
    }
    let mut arrays: Vec<ArrayRef> = Vec::with_capacity(9);
    for mut column in columns {
        arrays.push(Arc::new(column.finish()));
    }
    arrays.push(Arc::new(kinds.finish()?));
    arrays.push(Arc::new(Int32Array::new(ports.into(), port_nulls.finish())));
    Ok(StructArray::try_new(parse_fields(), arrays, valid.finish())?)
}

/// `uri_host`, `uri_path` with the `'whatwg'` grammar: what `f` reads from each row's URL, NULL where the parser
/// fails or `f` gives none.
fn copied(input: Strings<'_>, rows: usize, f: impl Fn(&urigram::whatwg::Url) -> Option<&str>) -> StringViewArray {
    let mut column = StringViewBuilder::with_capacity(rows);
    for row in 0..rows {
        match input.get(row).and_then(whatwg::url) {
            Some(url) => column.append_option(f(&url)),
            None => column.append_null(),
        }
    }
    column.finish()
}

/// `uri_host`, `uri_path`: one component, a slice of the input.
fn component(input: Strings<'_>, rows: usize, dialect: Dialect, one: One) -> Result<arrow::array::StringViewArray> {
    let mut column = Slices::new(input, rows);
    for row in 0..rows {
        match input.get(row).and_then(|text| Some((text, grammar::component(dialect, text, one)?))) {
            Some((text, span)) => column.push(row, text, range(span)),
            None => column.push_null(),
        }
    }
    column.finish()
}

/// `uri_query_param`: the value of a key of the query, a slice of the input.
fn query_param(
    input: Strings<'_>,
    keys: Strings<'_>,
    rows: usize,
    dialect: Dialect,
) -> Result<arrow::array::StringViewArray> {
    let mut column = Slices::new(input, rows);
    for row in 0..rows {
        let value = || {
            let text = input.get(row)?;
            let key = keys.get(row)?;
            let query = grammar::parts(dialect, text)?.query?;
            let (start, end) = grammar::query_param(text.get(query.start..query.end)?, key)?;
            Some((text, (query.start + start, query.start + end)))
        };
        match value() {
            Some((text, range)) => column.push(row, text, Some(range)),
            None => column.push_null(),
        }
    }
    column.finish()
}

/// `uri_error`: the parse error's struct, NULL for a valid reference.
fn error(input: Strings<'_>, rows: usize, grammar: Grammar) -> Result<StructArray> {
    let mut starts = Vec::with_capacity(rows);
    let mut ends = Vec::with_capacity(rows);
    let mut rules = StringBuilder::with_capacity(rows, 0);
    let mut sections = StringBuilder::with_capacity(rows, 0);
    let mut messages = StringBuilder::with_capacity(rows, 0);
    let mut failed = NullBufferBuilder::new(rows);
    for row in 0..rows {
        let failure = input.get(row).and_then(|text| match grammar {
            Grammar::Rfc(dialect) => grammar::failure(dialect, text),
            Grammar::Whatwg => whatwg::failure(text),
        });
        match failure {
            Some(failure) => {
                starts.push(i64::try_from(failure.span.start).unwrap_or(i64::MAX));
                ends.push(i64::try_from(failure.span.end).unwrap_or(i64::MAX));
                rules.append_value(&failure.rule);
                sections.append_value(failure.section);
                messages.append_value(&failure.message);
                failed.append_non_null();
            }
            None => {
                // The fields are not nullable: a NULL struct holds placeholder values under its NULL.
                starts.push(0);
                ends.push(0);
                rules.append_value("");
                sections.append_value("");
                messages.append_value("");
                failed.append_null();
            }
        }
    }
    let arrays: Vec<ArrayRef> = vec![
        Arc::new(Int64Array::from(starts)),
        Arc::new(Int64Array::from(ends)),
        Arc::new(rules.finish()),
        Arc::new(sections.finish()),
        Arc::new(messages.finish()),
    ];
    Ok(StructArray::try_new(error_fields(), arrays, failed.finish())?)
}

/// A computed string of one argument, NULL where `f` gives none.
fn strings1(input: Strings<'_>, rows: usize, f: impl Fn(&str) -> Option<String>) -> StringArray {
    (0..rows).map(|row| input.get(row).and_then(&f)).collect()
}

/// A computed string of two arguments, NULL where either is NULL or `f` gives none.
fn strings2(
    first: Strings<'_>,
    second: Strings<'_>,
    rows: usize,
    f: impl Fn(&str, &str) -> Option<String>,
) -> StringArray {
    (0..rows)
        .map(|row| match (first.get(row), second.get(row)) {
            (Some(a), Some(b)) => f(a, b),
            _ => None,
        })
        .collect()
}

/// `uri_relativize`: the shortest relative reference from `base` (an absolute URI) to `target` (a URI).
fn relativize(base: &str, target: &str) -> Option<String> {
    let base = urigram::rfc3986::parse_absolute_uri(base).ok()?;
    let target = urigram::rfc3986::parse_uri(target).ok()?;
    urigram::resolve::rfc3986::relativize(&base, &target).map(|relative| relative.to_string())
}

/// The documentation section of the functions.
const SECTION: DocSection = DocSection {
    include: true,
    label: "URI Functions (urigram)",
    description: Some(
        "URI syntax by the RFC grammars: RFC 3986 (the default), RFC 3987 IRIs, RFC 2396 and RFC 1808, each \
         optionally amended (RFC 6874, RFC 2732, RFC 2068); and URLs by the WHATWG URL Standard, as browsers \
         read them.",
    ),
};

const GRAMMAR: &str = "The grammar, a string literal: '3986' (RFC 3986, the default), '6874' (RFC 3986 with RFC \
                       6874 zone identifiers), '3987' (RFC 3987 IRIs), '3987-6874', '2396' (RFC 2396), '2732' (RFC \
                       2396 with RFC 2732 IPv6 literals), '1808' (RFC 1808), '2068' (RFC 1808 as RFC 2068 amends \
                       it) or 'whatwg' (the WHATWG URL Standard's basic URL parser, without a base, as browsers \
                       read a URL). Checked when the query is planned.";

const REFERENCE: &str = "The text, read as a URI reference of the grammar (RFC 3986's URI-reference, RFC 3987's \
                         IRI-reference, RFC 2396's URI-reference, RFC 1808's URL): relative references are valid. \
                         With 'whatwg', the text is read by the basic URL parser without a base, as `new URL(u)` \
                         reads it: a relative reference fails.";

/// The documentation of the function `kind`.
pub(crate) fn documentation(kind: Kind) -> &'static Documentation {
    static DOCS: LazyLock<Vec<Documentation>> = LazyLock::new(|| Kind::ALL.iter().map(|kind| build(*kind)).collect());
    let index = Kind::ALL.iter().position(|other| *other == kind).unwrap_or(0);
    // `DOCS` has one entry per kind, in the same order.
    &DOCS[index]
}

fn build(kind: Kind) -> Documentation {
    let doc = |description: &str, syntax: &str| Documentation::builder(SECTION, description, syntax);
    match kind {
        Kind::Parse => doc(
            "The components of a URI reference, each a string (NULL when the component is absent, '' when it is \
             empty: `http://a` has no query, `http://a?` an empty one), with `host_kind` (`reg-name`, `ipv4`, \
             `ipv6`, `ipv6-zoned`, `ipvfuture`; RFC 2396: `hostname`, `ipv4`, `ipv6`, `reg_name` for a registry-based \
             authority; RFC 1808: `hostname`, `ipv4`) and \
             `port_number`, the port as an integer (NULL when the port is absent, empty or above 65535). NULL \
             when the text is not a reference of the grammar. RFC 1808 splits its net_loc as RFC 1738 §3.1 \
             does and its path is the text between the net_loc and the query, params included. With 'whatwg' \
             the components are the URL record's as the URL API gives them (lowercased, percent-encoded, the \
             default port dropped: NULL where the parser fails): userinfo is `username[:password]` (NULL when \
             both are empty), host the hostname (NULL when the host is null), query and fragment without `?` \
             and `#` (NULL when null), host_kind `domain`, `ipv4`, `ipv6`, `opaque` or `empty`.",
            "uri_parse(u [, grammar])",
        )
        .with_sql_example(
            "```sql\n> SELECT uri_parse('http://user@example.com:8042/over/there?name=ferret#nose')['host'];\n\
             +-------------+\n| host        |\n+-------------+\n| example.com |\n+-------------+\n```",
        )
        .with_argument("u", REFERENCE)
        .with_argument("grammar", GRAMMAR)
        .build(),
        Kind::IsValid => doc(
            "Whether the text is a URI reference of the grammar. With 'whatwg': whether it is a valid URL string, \
             which the parser reads with no validation error (a browser also accepts many that are not valid: \
             `uri_parse(u, 'whatwg') IS NOT NULL` is its verdict).",
            "uri_is_valid(u [, grammar])",
        )
            .with_sql_example("```sql\n> SELECT uri_is_valid('http://a/b c');\nfalse\n```")
            .with_argument("u", REFERENCE)
            .with_argument("grammar", GRAMMAR)
            .build(),
        Kind::Error => doc(
            "Why the text is not a URI reference of the grammar: a struct of `start` and `end` (byte offsets of \
             the offending text), `rule` (the grammar rule), `section` (of the RFC) and `message`; NULL when the \
             text is one. With 'whatwg': the validation error the parser failed with, else the first one, its \
             `rule` the error type as the standard spells it (`invalid-reverse-solidus`), its `section` that of \
             the standard's algorithm (3.3, 3.5, 4.4); NULL for a valid URL string.",
            "uri_error(u [, grammar])",
        )
        .with_sql_example("```sql\n> SELECT uri_error('http://a/b c')['section'];\n3.3\n```")
        .with_argument("u", REFERENCE)
        .with_argument("grammar", GRAMMAR)
        .build(),
        Kind::Resolve => doc(
            "The target of a reference resolved against a base URI by the grammar's own algorithm (RFC 3986 \
             §5.2, strict; RFC 2396 §5.2; RFC 1808 §4; with 'whatwg', the basic URL parser with the base, \
             serialized). NULL when either does not parse or the base cannot be one (RFC 3986: a base is an \
             absolute URI without a fragment).",
            "uri_resolve(base, ref [, grammar])",
        )
        .with_sql_example("```sql\n> SELECT uri_resolve('http://a/b/c/d;p?q', '../g');\nhttp://a/b/g\n```")
        .with_argument("base", "The base URI.")
        .with_argument("ref", "The reference to resolve.")
        .with_argument("grammar", GRAMMAR)
        .build(),
        Kind::Relativize => doc(
            "The shortest relative reference that resolves (RFC 3986 §5.2, strict) against `base` to exactly \
             `target`: the inverse of uri_resolve. NULL when there is none (other scheme, ...) or either is not \
             an RFC 3986 URI (base: an absolute URI).",
            "uri_relativize(base, target)",
        )
        .with_sql_example("```sql\n> SELECT uri_relativize('http://a/b/c/d;p?q', 'http://a/b/c/g?y');\ng?y\n```")
        .with_argument("base", "The base, an absolute RFC 3986 URI.")
        .with_argument("target", "The target, an RFC 3986 URI.")
        .build(),
        Kind::Normalize => doc(
            "RFC 3986 §6.2.2 syntax-based normalization: lowercase scheme and host, uppercase percent-encoding \
             hex digits, decode percent-encoded unreserved characters, remove dot segments. NULL for a text that \
             is not an RFC 3986 URI (a relative reference has no normal form of its own).",
            "uri_normalize(u)",
        )
        .with_sql_example("```sql\n> SELECT uri_normalize('HTTP://www.Example.com/a/./b/../%7euser');\nhttp://www.example.com/a/~user\n```")
        .with_argument("u", "An RFC 3986 URI.")
        .with_related_udf("uri_normalize_scheme_based")
        .build(),
        Kind::NormalizeSchemeBased => doc(
            "RFC 3986 §6.2.3 scheme-based normalization on top of §6.2.2: for http, https, ws, wss and ftp the \
             scheme's default port and an empty port are removed and an empty path becomes `/` (file: RFC 8089's \
             rules). NULL for a text that is not an RFC 3986 URI.",
            "uri_normalize_scheme_based(u)",
        )
        .with_sql_example("```sql\n> SELECT uri_normalize_scheme_based('HTTP://www.Example.com:80');\nhttp://www.example.com/\n```")
        .with_argument("u", "An RFC 3986 URI.")
        .with_related_udf("uri_normalize")
        .build(),
        Kind::Equivalent => doc(
            "Whether two URIs are equivalent after RFC 3986 §6.2.2 and §6.2.3 normalization. NULL when either \
             is not an RFC 3986 URI.",
            "uri_equivalent(a, b)",
        )
        .with_sql_example("```sql\n> SELECT uri_equivalent('HTTP://a:80/%7e', 'http://a/~');\ntrue\n```")
        .with_argument("a", "An RFC 3986 URI.")
        .with_argument("b", "An RFC 3986 URI.")
        .build(),
        Kind::Host => doc(
            "The host of a URI reference, as uri_parse(u, grammar).host: NULL when there is none or the text is \
             not a reference of the grammar. An IP literal keeps its brackets. With 'whatwg', the hostname \
             getter's value (lowercased, after IDNA).",
            "uri_host(u [, grammar])",
        )
        .with_sql_example("```sql\n> SELECT uri_host('http://[::1]:8080/');\n[::1]\n```")
        .with_argument("u", REFERENCE)
        .with_argument("grammar", GRAMMAR)
        .build(),
        Kind::Path => doc(
            "The path of a URI reference, as uri_parse(u, grammar).path: '' when it is empty, NULL when the text \
             is not a reference of the grammar. Percent-encodings are kept. With 'whatwg', the pathname \
             getter's value.",
            "uri_path(u [, grammar])",
        )
        .with_sql_example("```sql\n> SELECT uri_path('http://a/b%20c?q');\n/b%20c\n```")
        .with_argument("u", REFERENCE)
        .with_argument("grammar", GRAMMAR)
        .build(),
        Kind::QueryParam => doc(
            "The value of the first `key=value` pair of the query (pairs separated by `&`) whose key is `key`, \
             byte for byte, as written (percent-encodings kept, `+` not a space); '' for `key=` or a bare `key`. \
             NULL when the query or the key is absent, or the text is not a reference of the grammar. With \
             'whatwg', the query is read as URLSearchParams reads it (application/x-www-form-urlencoded: \
             percent-decoded, `+` a space) and the value is its `get(key)`.",
            "uri_query_param(u, key [, grammar])",
        )
        .with_sql_example("```sql\n> SELECT uri_query_param('http://a/?x=1&y=2', 'y');\n2\n```")
        .with_argument("u", REFERENCE)
        .with_argument("key", "The key, compared byte for byte.")
        .with_argument("grammar", GRAMMAR)
        .build(),
    }
}
