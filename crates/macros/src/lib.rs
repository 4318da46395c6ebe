//! Checked URI literals: `uri!("…")` is a `&'static str` that urigram's RFC 3986 grammar has accepted while
//! the crate was being compiled; a literal it rejects fails the build with the library's diagnostic (what is
//! wrong, where, the rule and the RFC section).
//!
//! ```
//! use urigram_macros::{uri, uri_reference};
//!
//! const HOME: &str = uri!("https://example.com/");
//! let relative: &str = uri_reference!("../g?y#s");
//! assert_eq!((HOME, relative), ("https://example.com/", "../g?y#s"));
//! ```
//!
//! The literal is the text itself, so it costs nothing at run time; parse it into the tree or an owned value
//! where the components are wanted (`urigram::Uri::parse(HOME)`), which then cannot fail with the same
//! version of the grammar.
//!
//! A literal that is no URI does not build, and the error says why: `uri!("http://example.com/a b")` fails with
//! `not an RFC 3986 URI: " " (space) is not allowed anywhere in a URI ... (RFC 3986 §3.3, path-abempty); at
//! column 21 (bytes 20..21 of the text)`.
//!
//! The library re-exports both macros with its `macros` feature (`urigram::uri!`), and its documentation
//! tests them, the literals that must not compile among them; this crate's own doctests would run the
//! library's examples again (see below), so it has none.

use proc_macro::{Delimiter, Group, Ident, Literal, Punct, Spacing, TokenStream, TokenTree};

// The grammar the literals are checked against is the library's own source, compiled a second time inside this
// crate: `urigram` re-exports these macros (its `macros` feature), so this crate cannot depend on it (cargo
// refuses the cycle urigram → urigram-macros → urigram). `src/library` links to the library's `src`, and the
// modules below are the library root's, with the root items its sources name as `crate::...`; `urigram::` in
// this file then names this crate. Keep the list in step with the library's `src/lib.rs` (the library's
// `tests/macros.rs` compares them). The unit tests below use the library itself, a dev-dependency, instead.
#[cfg(not(test))]
use crate as urigram;
#[cfg(not(test))]
extern crate alloc;
#[cfg(not(test))]
#[allow(unused_imports, reason = "the library's root items, which its sources name; not all are used here")]
use crate::grammar::{Component, Components, Dialect, Error, Expected, Grammar, Part, Position, Rfc, Span, Token};

macro_rules! library_modules {
    ($($(#[$attribute:meta])* $module:ident = $path:literal;)+) => {$(
        #[cfg(not(test))]
        #[path = $path]
        #[allow(dead_code, unused_imports, unused_macros, reason = "the library's module, of which the macros use the RFC 3986 parse alone")]
        #[allow(clippy::enum_variant_names, reason = "lints that clippy leaves out of a public API, which these modules are in the library")]
        $(#[$attribute])*
        mod $module;
    )+};
}

library_modules! {
    grammar = "library/grammar/mod.rs";
    build = "library/build.rs";
    dialect = "library/dialect.rs";
    features = "library/features/mod.rs";
    file = "library/file.rs";
    normalize = "library/normalize/mod.rs";
    owned = "library/owned.rs";
    percent = "library/percent.rs";
    resolve = "library/resolve/mod.rs";
    rfc1808 = "library/rfc1808/mod.rs";
    rfc2396 = "library/rfc2396/mod.rs";
    rfc3986 = "library/rfc3986/mod.rs";
    rfc3987 = "library/rfc3987/mod.rs";
    rfc8089 = "library/rfc8089/mod.rs";
}

/// An RFC 3986 `URI` (§3: with a scheme, perhaps a fragment), checked at compile time; the literal itself.
#[proc_macro]
pub fn uri(input: TokenStream) -> TokenStream {
    checked(input, "URI", |text| urigram::rfc3986::parse_uri(text).map(|_| ()))
}

/// An RFC 3986 `URI-reference` (§4.1: a URI or a relative reference), checked at compile time; the literal
/// itself.
#[proc_macro]
pub fn uri_reference(input: TokenStream) -> TokenStream {
    checked(input, "URI reference", |text| urigram::rfc3986::parse_uri_reference(text).map(|_| ()))
}

/// The literal of `input` when `parse` accepts its text, else a `compile_error!` at the literal that says why.
fn checked(input: TokenStream, what: &str, parse: impl Fn(&str) -> Result<(), urigram::rfc3986::Error>) -> TokenStream {
    let mut tokens = input.into_iter();
    let (literal, rest) = (tokens.next(), tokens.next());
    let literal = match (literal, rest) {
        (Some(TokenTree::Literal(literal)), None) => literal,
        (Some(other), _) => return error(other.span(), "expected one string literal: uri!(\"https://example.com/\")"),
        (None, _) => {
            return error(proc_macro::Span::call_site(), "expected one string literal: uri!(\"https://example.com/\")");
        }
    };
    let text = match literal_text(&literal.to_string()) {
        Ok(text) => text,
        Err(message) => return error(literal.span(), message),
    };
    match diagnostic(&text, what, parse) {
        Ok(()) => TokenStream::from(TokenTree::Literal(literal)),
        Err(message) => error(literal.span(), &message),
    }
}

/// Nothing when `parse` accepts `text`, else the build error's message: the parse error, its column and bytes.
fn diagnostic(
    text: &str,
    what: &str,
    parse: impl Fn(&str) -> Result<(), urigram::rfc3986::Error>,
) -> Result<(), String> {
    parse(text).map_err(|parse_error| {
        format!(
            "not an RFC 3986 {what}: {parse_error}; at column {} (bytes {}..{} of the text)",
            parse_error.column(),
            parse_error.span().start,
            parse_error.span().end
        )
    })
}

/// The text of a string literal as the compiler writes it (`"…"`, `r"…"`, `r#"…"#`); escapes are refused
/// rather than read, since no URI holds a backslash and every character of one can be written as itself.
fn literal_text(source: &str) -> Result<String, &'static str> {
    if let Some(raw) = source.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let inner = raw
            .get(hashes..raw.len().saturating_sub(hashes))
            .and_then(|quoted| quoted.strip_prefix('"'))
            .and_then(|quoted| quoted.strip_suffix('"'));
        return inner.map(String::from).ok_or("expected a string literal");
    }
    let inner =
        source.strip_prefix('"').and_then(|quoted| quoted.strip_suffix('"')).ok_or("expected a string literal")?;
    if inner.contains('\\') {
        return Err("escapes are not read in a URI literal: write the characters themselves (a URI has no backslash; \
                    percent-encode what RFC 3986 does not allow)");
    }
    Ok(inner.to_owned())
}

/// `::core::compile_error!("message")`, every token at `span`, so that the compiler underlines the literal.
fn error(span: proc_macro::Span, message: &str) -> TokenStream {
    let mut message = Literal::string(message);
    message.set_span(span);
    let punct = |c: char, spacing| {
        let mut punct = Punct::new(c, spacing);
        punct.set_span(span);
        TokenTree::Punct(punct)
    };
    let tokens = [
        punct(':', Spacing::Joint),
        punct(':', Spacing::Alone),
        TokenTree::Ident(Ident::new("core", span)),
        punct(':', Spacing::Joint),
        punct(':', Spacing::Alone),
        TokenTree::Ident(Ident::new("compile_error", span)),
        punct('!', Spacing::Alone),
        TokenTree::Group({
            let mut group = Group::new(Delimiter::Parenthesis, TokenStream::from(TokenTree::Literal(message)));
            group.set_span(span);
            group
        }),
    ];
    tokens.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::{diagnostic, literal_text};

    #[test]
    fn the_message_is_the_parse_error_with_its_place() {
        let uri = |text: &str| urigram::rfc3986::parse_uri(text).map(|_| ());
        assert_eq!(diagnostic("http://a/", "URI", uri), Ok(()));
        let message = diagnostic("http://example.com/a b", "URI", uri).unwrap_err();
        assert!(
            message.starts_with("not an RFC 3986 URI: \" \" (space) is not allowed anywhere in a URI"),
            "{message}"
        );
        assert!(
            message.ends_with("(RFC 3986 §3.3, path-abempty); at column 21 (bytes 20..21 of the text)"),
            "{message}"
        );
        let message = diagnostic("../g", "URI", uri).unwrap_err();
        assert!(message.starts_with("not an RFC 3986 URI: "), "{message}");
    }

    #[test]
    fn literals_are_read_as_written() {
        assert_eq!(literal_text("\"http://a/\"").unwrap(), "http://a/");
        assert_eq!(literal_text("r\"http://a/\"").unwrap(), "http://a/");
        assert_eq!(literal_text("r##\"a\"#b\"##").unwrap(), "a\"#b");
        assert!(literal_text("\"a\\u{e9}\"").is_err());
        assert!(literal_text("b\"a\"").is_err());
        assert!(literal_text("12").is_err());
    }
}
