//! RFC 3986 (STD 66), Uniform Resource Identifier (URI): Generic Syntax.
//!
//! Every production of Appendix A is one function here, named after its rule (`IPv6address` →
//! [`ipv6_address`]), with the rule quoted above it, grouped by the section that defines it:
//!
//! | section | module | rules |
//! |---|---|---|
//! | [§2](https://www.rfc-editor.org/rfc/rfc3986#section-2) Characters | `characters` | [`pct_encoded`], [`unreserved`], [`reserved`], [`gen_delims`], [`sub_delims`] |
//! | [§3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1) Scheme | `scheme` | [`scheme`] |
//! | [§3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2) Authority | `authority` | [`authority`], [`userinfo`], [`host`], [`port`], [`ip_literal`], [`ipv_future`], [`ipv6_address`], [`h16`], [`ls32`], [`ipv4_address`], [`dec_octet`], [`reg_name`] |
//! | [§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3) Path | `path` | [`path`], [`path_abempty`], [`path_absolute`], [`path_noscheme`], [`path_rootless`], [`path_empty`], [`segment`], [`segment_nz`], [`segment_nz_nc`], [`pchar`] |
//! | [§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4), [§3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5) | `query` | [`query`], [`fragment`] |
//! | [§3](https://www.rfc-editor.org/rfc/rfc3986#section-3), [§4](https://www.rfc-editor.org/rfc/rfc3986#section-4) | `reference` | [`uri`], [`hier_part`], [`uri_reference`], [`absolute_uri`], [`relative_ref`], [`relative_part`] |
//!
//! Every rule function is public so that it can be embedded in another grammar: each is a nom 8 parser
//! `fn(Input) -> Res<Node>` over [`crate::grammar::Input`] (make one with [`crate::grammar::input`]), whose error is
//! a [`crate::grammar::RuleError`]; see the crate documentation, "Embed a rule in your own grammar".
//!
//! The rule functions read a prefix of their input, as nom parsers do. The `parse_*` functions read a whole
//! string as one of the top rules and return its [`ast`]; [`parse_rule`] and [`match_prefix`] do the same for
//! any rule named by a [`Rule`].
//!
//! ```
//! use urigram::rfc3986;
//!
//! let uri = rfc3986::parse_uri_reference("foo://example.com:8042/over/there?name=ferret#nose").unwrap();
//! assert_eq!(uri.scheme().unwrap().as_str(), "foo");
//! let authority = uri.authority().unwrap();
//! assert_eq!(authority.host().as_str(), "example.com");
//! assert_eq!(authority.port().unwrap().span(), urigram::Span::new(18, 22));
//! assert_eq!(uri.query().unwrap().as_str(), "name=ferret");
//!
//! let error = rfc3986::parse_uri_reference("http://a/%zz").unwrap_err();
//! assert_eq!(error.span, urigram::Span::new(10, 11));
//! assert_eq!(error.to_string(), "expected two hex digits after \"%\" (RFC 3986 §2.1, pct-encoded)");
//! ```

pub mod ast;
mod authority;
mod characters;
mod diagnose;
mod owned;
mod path;
mod query;
mod reference;
mod rule;
mod scheme;

/// The syntax tree's top-level nodes, also here beside the `parse_*` functions (each has `parse` too).
pub use ast::{AbsoluteUri, RelativeRef, Uri, UriReference};
pub use authority::{
    authority, dec_octet, h16, host, ip_literal, ipv_future, ipv4_address, ipv6_address, ls32, port, reg_name, userinfo,
};
pub use characters::{gen_delims, pct_encoded, reserved, sub_delims, unreserved};
pub use owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriReferenceBuf};
pub use path::{
    path, path_abempty, path_absolute, path_empty, path_noscheme, path_rootless, pchar, segment, segment_nz,
    segment_nz_nc,
};
pub use query::{fragment, query};
pub use reference::{absolute_uri, hier_part, relative_part, relative_ref, uri, uri_reference};
use rule::run_rule;
pub use rule::{Rule, rule_tree};
pub use scheme::scheme;

use crate::Span;
use crate::grammar::{PResult, input};

/// The result of an RFC 3986 rule function.
pub type Res<'a, O> = PResult<'a, O, Rule>;

/// Why a text is not in the language of an RFC 3986 rule.
pub type Error = crate::grammar::Error<Rule>;

/// Parses all of `text` as a `URI-reference` (§4.1): a URI or a relative reference.
///
/// ```
/// let reference = urigram::rfc3986::parse_uri_reference("../g?q").unwrap();
/// assert!(reference.is_relative());
/// assert_eq!(reference.path().as_str(), "../g");
/// ```
pub fn parse_uri_reference(text: &str) -> Result<UriReference<'_>, Error> {
    diagnose::whole(text, Rule::UriReference, uri_reference, |reference| diagnose::Stop::of(reference))
}

/// Parses all of `text` as a `URI` (§3): a scheme is required, a fragment allowed.
pub fn parse_uri(text: &str) -> Result<Uri<'_>, Error> {
    diagnose::whole(text, Rule::Uri, uri, |uri| diagnose::Stop::of_parts(&uri.parts))
}

/// Parses all of `text` as an `absolute-URI` (§4.3): a scheme is required, a fragment is not allowed.
pub fn parse_absolute_uri(text: &str) -> Result<AbsoluteUri<'_>, Error> {
    diagnose::whole(text, Rule::AbsoluteUri, absolute_uri, |uri| diagnose::Stop::of_absolute(&uri.parts))
}

/// Parses all of `text` as a `relative-ref` (§4.2): no scheme.
pub fn parse_relative_ref(text: &str) -> Result<RelativeRef<'_>, Error> {
    diagnose::whole(text, Rule::RelativeRef, relative_ref, |relative| diagnose::Stop::of_parts(&relative.parts))
}

/// Checks that all of `text` is in the language of `rule`, and returns its span.
///
/// ```
/// use urigram::rfc3986::{Rule, parse_rule};
/// assert!(parse_rule(Rule::Ipv6Address, "1:2:3:4:5:6:1.2.3.4").is_ok());
/// assert!(parse_rule(Rule::DecOctet, "256").is_err());
/// ```
pub fn parse_rule(rule: Rule, text: &str) -> Result<Span, Error> {
    match rule {
        Rule::UriReference => parse_uri_reference(text).map(|node| node.span()),
        Rule::Uri => parse_uri(text).map(|node| node.span()),
        Rule::AbsoluteUri => parse_absolute_uri(text).map(|node| node.span()),
        Rule::RelativeRef => parse_relative_ref(text).map(|node| node.span()),
        _ => diagnose::whole(text, rule, |input| run_rule(rule, input), |_| diagnose::Stop::Rule(rule)),
    }
}

/// The length of the prefix of `text` that `rule`'s function reads, or the error when it reads none.
///
/// The functions read the longest prefix the rule derives (`h16` reads at most four digits; `IPv6address` the
/// longest prefix that is an address), except where the rule's own alternatives are ordered by the RFC.
pub fn match_prefix(rule: Rule, text: &str) -> Result<usize, Error> {
    let run = run_rule(rule, input(text));
    run.map(|(_, span)| span.len())
        .map_err(|error| diagnose::build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule))
}
