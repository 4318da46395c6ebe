//! urigram's URI grammars as SQL functions for [Apache DataFusion](https://datafusion.apache.org) (and its
//! distributed scheduler, [Ballista](https://datafusion.apache.org/ballista/)).
//!
//! Each function is a [`ScalarUDFImpl`](datafusion_expr::ScalarUDFImpl) over urigram's parsers: the components
//! of a URI reference, its validity and its parse error under RFC 3986 (the default), RFC 3987, RFC 2396, RFC
//! 1808 or the WHATWG URL Standard, reference resolution, relativization, RFC 3986 §6 normalization and
//! equivalence.
//!
//! | function | result |
//! |---|---|
//! | `uri_parse(u [, grammar])` | struct `scheme, userinfo, host, port, path, query, fragment, host_kind` (strings) and `port_number` (`Int32`); NULL when `u` is not a reference of the grammar |
//! | `uri_is_valid(u [, grammar])` | boolean |
//! | `uri_error(u [, grammar])` | NULL, or struct `start, end` (byte offsets), `rule, section, message` |
//! | `uri_resolve(base, ref [, grammar])` | the target, by the grammar's own algorithm |
//! | `uri_relativize(base, target)` | the shortest relative reference from `base` to `target` (RFC 3986) |
//! | `uri_normalize(u)`, `uri_normalize_scheme_based(u)` | RFC 3986 §6.2.2, and §6.2.3 on top of it |
//! | `uri_equivalent(a, b)` | equal after §6.2.2 and §6.2.3 normalization |
//! | `uri_host(u [, grammar])`, `uri_path(u [, grammar])` | one component |
//! | `uri_query_param(u, key [, grammar])` | the value of the first `key=...` of the query, as written |
//!
//! Every function takes `Utf8`, `LargeUtf8` and `Utf8View` strings, columns or constants, and gives NULL for
//! NULL. A text is read as the grammar's reference rule (`URI-reference`, `IRI-reference`, RFC 1808's `URL`), so
//! a relative reference is valid and has no scheme. In the struct of `uri_parse`, an absent component is NULL
//! and an empty one is `''` (`http://a` has no query, `http://a?` has an empty one: RFC 3986 §5.3 keeps them
//! apart). The grammar is a string literal, checked when the query is planned: `'3986'`, `'6874'` (RFC 3986
//! with RFC 6874's zone identifiers), `'3987'`, `'3987-6874'`, `'2396'`, `'2732'` (RFC 2396 with RFC 2732's
//! IPv6 literals), `'1808'` or `'2068'` (RFC 1808 as RFC 2068 amends it), the keys of [`urigram::Dialect`]; or
//! `'whatwg'`, the WHATWG URL Standard (see [`Grammar::Whatwg`]).
//!
//! With `'whatwg'` a text is read as a browser reads it, by the standard's basic URL parser without a base: a
//! relative reference fails, and `uri_parse` is NULL only where the parser returns failure. Its components are
//! the URL API's (lowercased, percent-encoded, IDNA applied, a special scheme's default port dropped), and so
//! copies, not slices of the input. `uri_is_valid` asks for a *valid URL string* (no validation error), and
//! `uri_error` names the standard's validation error (`invalid-reverse-solidus`, ...) with its span;
//! `uri_query_param` reads the query as `URLSearchParams` does (decoded). `uri_relativize`, `uri_normalize` and
//! `uri_equivalent` are RFC 3986's and take no grammar.
//!
//! The components that `uri_parse`, `uri_host`, `uri_path` and `uri_query_param` return under the RFC grammars
//! are `Utf8View` strings that point into the buffers of the input column: no component is copied.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::error::Result<()> {
//! use datafusion::prelude::SessionContext;
//!
//! let mut ctx = SessionContext::new();
//! urigram_datafusion::register(&mut ctx)?;
//! let batches = ctx
//!     .sql("SELECT uri_parse('foo://user@example.com:8042/over/there?name=ferret#nose')['port_number'] AS port, \
//!                  uri_is_valid('http://a/b c') AS valid, uri_error('http://a/b c')['section'] AS section")
//!     .await?
//!     .collect()
//!     .await?;
//! let table = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(table.contains("| 8042 | false | 3.3     |"), "{table}");
//!
//! // An unknown grammar is an error when the query is planned.
//! let error = ctx.sql("SELECT uri_is_valid('a', '3896')").await.unwrap_err();
//! assert!(error.to_string().contains("unknown grammar '3896'"), "{error}");
//!
//! // As a browser reads it: `\` is `/` in a special URL, and the host is lowercased.
//! let batches = ctx
//!     .sql("SELECT uri_host('https://EXAMPLE.com\\a', 'whatwg') AS host, \
//!                  uri_error('https://EXAMPLE.com\\a', 'whatwg')['rule'] AS rule")
//!     .await?
//!     .collect()
//!     .await?;
//! let table = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(table.contains("| example.com | invalid-reverse-solidus |"), "{table}");
//! # Ok(())
//! # }
//! ```
//!
//! With Ballista, register the functions in the `SessionState` that the scheduler and the executors are made
//! from ([`functions`] for `SessionStateBuilder::with_scalar_functions`); the crate's `tests/ballista.rs` runs a
//! standalone cluster so.
//!
//! # Minimum supported Rust version
//!
//! Rust 1.94, which DataFusion 55 needs (the library `urigram` itself needs 1.85).
#![deny(missing_docs)]
#![forbid(unsafe_code)]

use std::sync::Arc;

use datafusion_common::{DataFusionError, Result};
use datafusion_expr::ScalarUDF;
use datafusion_expr::registry::FunctionRegistry;

mod arrays;
mod functions;
mod grammar;
mod rewrite;
mod whatwg;

pub use grammar::{Grammar, grammar};

/// Every function of the crate, to register in a `SessionContext`, a `SessionState` (Ballista's executors are
/// made from one) or any other [`FunctionRegistry`].
///
/// ```
/// let names: Vec<String> = urigram_datafusion::functions().iter().map(|f| f.name().to_owned()).collect();
/// assert!(names.contains(&"uri_parse".to_owned()));
/// assert!(urigram_datafusion::functions().iter().all(|f| f.documentation().is_some()));
/// ```
#[must_use]
pub fn functions() -> Vec<Arc<ScalarUDF>> {
    functions::Kind::ALL
        .into_iter()
        .map(|kind| Arc::new(ScalarUDF::new_from_impl(functions::UriFunction::new(kind))))
        .collect()
}

/// Registers every function in `registry`: `register(&mut ctx)` for a DataFusion `SessionContext`, or a
/// `SessionState`.
///
/// Where the registry takes function rewrites (a `SessionContext` and a `SessionState` do), it also registers
/// one that plans `uri_parse(u)['host']` as `uri_host(u)` and `uri_parse(u)['path']` as `uri_path(u)`: the same
/// values, without building the struct's other eight columns for every row (the column keeps its name).
///
/// It takes DataFusion's [`FunctionRegistry`] trait, which `SessionContext` and `SessionState` implement,
/// rather than a `SessionContext`: this crate depends on DataFusion's function interfaces only (`datafusion-expr`
/// and `datafusion-common`), not on the engine, so that an engine built on them (Ballista's executors,
/// datafusion-distributed, an application pinned to a different set of DataFusion features) takes it without
/// a second copy of the engine.
///
/// ```
/// # fn main() -> datafusion::error::Result<()> {
/// let mut ctx = datafusion::prelude::SessionContext::new();
/// urigram_datafusion::register(&mut ctx)?;
/// # Ok(())
/// # }
/// ```
///
/// # Errors
///
/// When the registry refuses a function (DataFusion's never do).
pub fn register(registry: &mut dyn FunctionRegistry) -> Result<()> {
    for function in functions() {
        registry.register_udf(function)?;
    }
    match registry.register_function_rewrite(Arc::new(rewrite::FieldOfParse)) {
        // A registry without rewrites (the trait's default) runs `uri_parse` in full: the same answers.
        Err(DataFusionError::NotImplemented(_)) => Ok(()),
        other => other,
    }
}
