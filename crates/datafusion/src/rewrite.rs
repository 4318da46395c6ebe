//! `uri_parse(u)['host']` planned as `uri_host(u)`, and `['path']` as `uri_path(u)`.
//!
//! DataFusion evaluates a function's whole result before a field access picks one field of it, so the struct of
//! `uri_parse` (nine columns) would be built for every row to keep one; `uri_host` and `uri_path` build that one
//! column from the same parse, and give the same values (NULL for a text that is no reference of the grammar, NULL
//! for an absent host). DataFusion's SQL planner turns `expr['field']` into `get_field(expr, 'field')` before a
//! planner of this crate could see it, and `get_field` simplifies only over its own struct constructors, so the
//! rewrite is a [`FunctionRewrite`]: the analyzer applies it to every expression of the plan, bottom up, before
//! type coercion, and keeps the expression's name (the column stays `uri_parse(t.url)[host]`).

use std::sync::Arc;

use datafusion_common::config::ConfigOptions;
use datafusion_common::tree_node::Transformed;
use datafusion_common::{DFSchema, Result, ScalarValue};
use datafusion_expr::expr::ScalarFunction;
use datafusion_expr::expr_rewriter::FunctionRewrite;
use datafusion_expr::{Expr, ScalarUDF};

use crate::functions::{Kind, UriFunction};

/// The rewrite of a field access on `uri_parse` to the one-component function that gives that field.
#[derive(Debug, Default)]
pub(crate) struct FieldOfParse;

/// The name DataFusion's field access function has in a plan.
const GET_FIELD: &str = "get_field";

/// The function that gives the field `name` of `uri_parse`'s struct alone, if there is one.
fn component(name: &str) -> Option<Kind> {
    match name {
        "host" => Some(Kind::Host),
        "path" => Some(Kind::Path),
        _ => None,
    }
}

/// `Some((kind, arguments))` when `expr` is `get_field(uri_parse(arguments...), 'field')` and `kind` gives
/// `field` alone.
fn field_of_parse(expr: &Expr) -> Option<(Kind, &[Expr])> {
    let Expr::ScalarFunction(ScalarFunction { func, args }) = expr else { return None };
    if func.name() != GET_FIELD {
        return None;
    }
    let [Expr::ScalarFunction(ScalarFunction { func: inner, args: inner_args }), Expr::Literal(name, _)] =
        args.as_slice()
    else {
        return None;
    };
    let function = inner.inner().downcast_ref::<UriFunction>()?;
    if function.kind() != Kind::Parse {
        return None;
    }
    let (ScalarValue::Utf8(Some(name)) | ScalarValue::LargeUtf8(Some(name)) | ScalarValue::Utf8View(Some(name))) = name
    else {
        return None;
    };
    Some((component(name)?, inner_args.as_slice()))
}

impl FunctionRewrite for FieldOfParse {
    fn name(&self) -> &str {
        "urigram_field_of_uri_parse"
    }

    fn rewrite(&self, expr: Expr, _schema: &DFSchema, _config: &ConfigOptions) -> Result<Transformed<Expr>> {
        let Some((kind, arguments)) = field_of_parse(&expr) else {
            return Ok(Transformed::no(expr));
        };
        // The same arguments, the grammar literal included: `uri_host` and `uri_path` take the same ones.
        let function = Arc::new(ScalarUDF::new_from_impl(UriFunction::new(kind)));
        Ok(Transformed::yes(Expr::ScalarFunction(ScalarFunction::new_udf(function, arguments.to_vec()))))
    }
}
