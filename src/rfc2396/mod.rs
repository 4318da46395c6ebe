//! RFC 2396 (1998), Uniform Resource Identifiers (URI): Generic Syntax, with RFC 2732's IPv6 literals as an
//! option.
//!
//! RFC 2396 is the grammar of `java.net.URI` and of many XML and RDF specifications, and it differs from
//! RFC 3986 in ways that matter: `http:` is not an `absoluteURI` (the part after the scheme may not be empty);
//! an `authority` is a `server` or a `reg_name`, and a `reg_name` may hold `:` and `@`; host names have labels
//! with rules of their own; every path segment may carry `;params`; `!*'()` are marks, not sub-delimiters. This
//! module is that grammar on its own, sharing only the RFC 5234 core rules and the error and span types with
//! [`crate::rfc3986`].
//!
//! Every production of Appendix A is one function here, named after its rule (`hier_part` → [`hier_part`],
//! `IPv4address` → [`ipv4_address`]), with the rule quoted above it, grouped by the section that defines it:
//!
//! | section | module | rules |
//! |---|---|---|
//! | [§1.6](https://www.rfc-editor.org/rfc/rfc2396#section-1.6), [§2](https://www.rfc-editor.org/rfc/rfc2396#section-2) Characters | `characters` | [`uric`], [`reserved`], [`unreserved`], [`mark`], [`escaped`], [`hex`], [`alphanum`], [`alpha`], [`lowalpha`], [`upalpha`], [`digit`], [`unwise`] |
//! | [§3.1](https://www.rfc-editor.org/rfc/rfc2396#section-3.1) Scheme | `scheme` | [`scheme`] |
//! | [§3.2](https://www.rfc-editor.org/rfc/rfc2396#section-3.2) Authority | `authority` | [`authority`], [`reg_name`], [`server`], [`userinfo`], [`hostport`], [`host`], [`hostname`], [`domainlabel`], [`toplabel`], [`ipv4_address`], [`port`] |
//! | [§3.3](https://www.rfc-editor.org/rfc/rfc2396#section-3.3) Path, [§5](https://www.rfc-editor.org/rfc/rfc2396#section-5) | `path` | [`path`], [`abs_path`], [`rel_path`], [`rel_segment`], [`path_segments`], [`segment`], [`param`], [`pchar`] |
//! | [§3.4](https://www.rfc-editor.org/rfc/rfc2396#section-3.4) Query | `query` | [`query`] |
//! | [§4.1](https://www.rfc-editor.org/rfc/rfc2396#section-4.1) Fragment | `fragment` | [`fragment`] |
//! | [§3](https://www.rfc-editor.org/rfc/rfc2396#section-3), [§4](https://www.rfc-editor.org/rfc/rfc2396#section-4), [§5](https://www.rfc-editor.org/rfc/rfc2396#section-5) | `reference` | [`uri_reference`], [`absolute_uri`], [`relative_uri`], [`hier_part`], [`opaque_part`], [`uric_no_slash`], [`net_path`] |
//! | RFC 2732, RFC 2373 | `rfc2732` | [`ipv6_reference`], [`ipv6_address`], [`hexpart`], [`hexseq`], [`hex4`], [`ipv4_address_rfc2373`] |
//!
//! Every rule function is public so that it can be embedded in another grammar: each is a nom 8 parser
//! `fn(Input) -> Res<Node>` over [`crate::grammar::Input`] (make one with [`crate::grammar::input`]), whose error is
//! a [`crate::grammar::RuleError`]; see the crate documentation, "Embed a rule in your own grammar".
//!
//! RFC 2732 amends this grammar, and the amendment is a type: the rules it changes (`host`, `reserved`, and
//! every rule that reaches them) are generic over a [`Variant`], [`Rfc2396`] as published or [`Rfc2732`] as
//! amended, so each rule is one function in both (`host::<Rfc2396>`, `host::<Rfc2732>`). The rules it leaves
//! alone take no parameter. Its `IPv4address` is RFC 2373's, [`ipv4_address_rfc2373`], which
//! `host::<Rfc2732>` reads.
//!
//! The rule functions read a prefix of their input, as nom parsers do. The `parse_*` functions read a whole
//! string as one of the top rules and return its [`ast`]; [`parse_rule`] and [`match_prefix`] do the same for
//! any rule named by a [`Rule`]. Each has a `_with` twin that takes [`Options`], the same choice of variant
//! made at run time ([`Options::rfc2732`]).
//!
//! ```
//! use urigram::rfc2396;
//!
//! let reference = rfc2396::parse_uri_reference("http://www.ics.uci.edu/pub/ietf/uri/;v=2#Related").unwrap();
//! assert_eq!(reference.scheme().unwrap().as_str(), "http");
//! assert_eq!(reference.host().unwrap().as_str(), "www.ics.uci.edu");
//! let last = reference.path().segments().last().unwrap();
//! assert_eq!(last.params().next().unwrap().as_str(), "v=2");
//!
//! let opaque = rfc2396::parse_uri_reference("mailto:mduerst@ifi.unizh.ch").unwrap();
//! assert!(opaque.absolute_uri().unwrap().is_opaque());
//!
//! let error = rfc2396::parse_uri_reference("http:").unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "RFC 2396 needs a path or opaque part after the scheme; RFC 3986 accepts an empty hier-part (RFC 2396 §3, absoluteURI)"
//! );
//!
//! let ipv6 = rfc2396::Options::rfc2732(true);
//! assert!(rfc2396::parse_uri_reference("http://[::1]/").is_err());
//! assert!(rfc2396::parse_uri_reference_with("http://[::1]/", ipv6).is_ok());
//! ```

pub mod ast;
mod authority;
mod characters;
mod diagnose;
mod fragment;
mod hostname_automaton;
mod last_component;
mod owned;
mod path;
mod problem;
mod query;
mod reference;
mod rfc2732;
mod rule;
mod scheme;

/// The syntax tree's top-level nodes, also here beside the `parse_*` functions (each has `parse` too).
pub use ast::{AbsoluteUri, RelativeUri, Uri, UriReference};
pub(crate) use authority::ipv4_address_in;
pub use authority::{
    authority, domainlabel, host, hostname, hostport, ipv4_address, port, reg_name, server, toplabel, userinfo,
};
pub use characters::{
    alpha, alphanum, digit, escaped, hex, lowalpha, mark, reserved, unreserved, unwise, upalpha, uric,
};
pub use fragment::fragment;
pub use owned::{AbsoluteUriBuf, RelativeUriBuf, UriReferenceBuf};
pub use path::{abs_path, param, path, path_segments, pchar, rel_path, rel_segment, segment};
pub use problem::Problem;
pub use query::query;
pub use reference::{absolute_uri, hier_part, net_path, opaque_part, relative_uri, uri_reference, uric_no_slash};
pub use rfc2732::{hex4, hexpart, hexseq, ipv4_address_rfc2373, ipv6_address, ipv6_reference};
use rule::run_rule;
pub use rule::{Rule, rule_tree};
pub use scheme::scheme;

/// A variant of the RFC 2396 grammar, as a type: [`Rfc2396`] as published, or [`Rfc2732`] with RFC 2732's
/// IPv6 literals. The rules that RFC 2732 changes are generic over it (`host::<Rfc2732>`); the others are
/// the same in both and take no parameter. [`Options`] is the same choice made at run time.
///
/// ```
/// use urigram::grammar::input;
/// use urigram::rfc2396::{Rfc2396, Rfc2732, Variant, host};
///
/// assert!(host::<Rfc2396>(input("[::1]")).is_err());
/// let (rest, literal) = host::<Rfc2732>(input("[::1]")).unwrap();
/// assert_eq!((literal.as_str(), rest.len()), ("[::1]", 0));
/// assert!(Rfc2732::OPTIONS.ipv6_literals_rfc2732);
/// ```
pub trait Variant: crate::grammar::Marker + sealed::Sealed + Reporting<Rule> {
    /// The same variant as a value, for the functions that choose it at run time.
    const OPTIONS: Options;
}

/// Only this module's marker types, and [`Diagnosing`] over them, are variants of its grammar.
mod sealed {
    /// Implemented by the variants of the module alone.
    pub trait Sealed {}
}

/// RFC 2396 as published (`Options::RFC2396`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc2396;

impl sealed::Sealed for Rfc2396 {}
impl Reporting<Rule> for Rfc2396 {}
impl Variant for Rfc2396 {
    const OPTIONS: Options = Options::RFC2396;
}

/// RFC 2396 as amended by RFC 2732, "Format for Literal IPv6 Addresses in URL's" (`Options::rfc2732(true)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc2732;

impl sealed::Sealed for Rfc2732 {}
impl Reporting<Rule> for Rfc2732 {}
impl Variant for Rfc2732 {
    const OPTIONS: Options = Options::rfc2732(true);
}

impl<V: Variant> sealed::Sealed for Diagnosing<V> {}
impl<V: Variant> Variant for Diagnosing<V> {
    const OPTIONS: Options = V::OPTIONS;
}

/// Runs `$body` with the type `$variant` standing for the variant that the [`Options`] value `$options` names.
///
/// `with_variant!(options, |V| uri_reference::<V>(input))` expands to
///
/// ```text
/// if options.ipv6_literals_rfc2732 {
///     type V = Rfc2732;
///     uri_reference::<V>(input)
/// } else {
///     type V = Rfc2396;
///     uri_reference::<V>(input)
/// }
/// ```
macro_rules! with_variant {
    ($options:expr, |$variant:ident| $body:expr) => {
        if $options.ipv6_literals_rfc2732 {
            type $variant = Rfc2732;
            $body
        } else {
            type $variant = Rfc2396;
            $body
        }
    };
}

use crate::Span;
pub(crate) use crate::grammar::Diagnosing;
use crate::grammar::Reporting;
use crate::grammar::{Entry, PResult, input, span_between};
use ast::{Fragment, Query};
use last_component::LastComponent;

/// The result of an RFC 2396 rule function.
pub type Res<'a, O> = PResult<'a, O, Rule>;

/// Why a text is not in the language of an RFC 2396 rule.
pub type Error = crate::grammar::Error<Rule>;

/// How to read RFC 2396: strictly (the default), or with the amendments of later RFCs.
///
/// ```
/// use urigram::rfc2396::Options;
/// assert_eq!(Options::default(), Options::RFC2396);
/// assert!(Options::rfc2732(true).ipv6_literals_rfc2732);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// RFC 2732 (1999), "Format for Literal IPv6 Addresses in URL's", §3: `host` gains
    /// `IPv6reference = "[" IPv6address "]"` with RFC 2373 Appendix B's `IPv6address`; `IPv4address` becomes
    /// RFC 2373's (one to three digits a group); and `reserved` gains `[` and `]`, so they may also appear in a
    /// query, a fragment and an opaque part (after its first character). Off by default.
    pub ipv6_literals_rfc2732: bool,
}

impl Options {
    /// RFC 2396 as published, with no amendment.
    pub const RFC2396: Options = Options { ipv6_literals_rfc2732: false };

    /// RFC 2396 with RFC 2732's amendment when `enabled`.
    #[must_use]
    pub const fn rfc2732(enabled: bool) -> Options {
        Options { ipv6_literals_rfc2732: enabled }
    }
}

/// Parses all of `text` as a `URI-reference` (§4): an absolute or relative URI, or nothing, and an optional
/// fragment.
///
/// ```
/// let reference = urigram::rfc2396::parse_uri_reference("../g;x?y#s").unwrap();
/// assert!(reference.is_relative());
/// assert_eq!(reference.path().as_str(), "../g;x");
/// assert_eq!(reference.fragment().unwrap().as_str(), "s");
/// ```
pub fn parse_uri_reference(text: &str) -> Result<UriReference<'_>, Error> {
    parse_uri_reference_with(text, Options::RFC2396)
}

/// [`parse_uri_reference`] under `options`.
pub fn parse_uri_reference_with(text: &str, options: Options) -> Result<UriReference<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as an `absoluteURI` (§3): a scheme and a hierarchical or opaque part; no fragment.
pub fn parse_absolute_uri(text: &str) -> Result<AbsoluteUri<'_>, Error> {
    parse_absolute_uri_with(text, Options::RFC2396)
}

/// [`parse_absolute_uri`] under `options`.
pub fn parse_absolute_uri_with(text: &str, options: Options) -> Result<AbsoluteUri<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as a `relativeURI` (§5): a network, absolute or relative path and an optional query;
/// no scheme, no fragment.
pub fn parse_relative_uri(text: &str) -> Result<RelativeUri<'_>, Error> {
    parse_relative_uri_with(text, Options::RFC2396)
}

/// [`parse_relative_uri`] under `options`.
pub fn parse_relative_uri_with(text: &str, options: Options) -> Result<RelativeUri<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as the top rule of `T` in the variant `V`, its parse inlined into `diagnose::whole` where
/// the compiler optimizes: passed as a plain function, RFC 2732's parse of a `URI-reference` stayed a call that
/// returned its reference through memory (BENCHMARKS.md, "Figures behind the code's choices"). Where the parse
/// reads a prefix only, the same rule reads the text again in [`Diagnosing`], whose rules report what could have
/// continued it, from within the prefix's last component ([`read_again`]). The reading is given the text rather
/// than holding it, so that the successful parse, which never runs it, carries no argument for it.
fn whole<'a, V, T>(text: &'a str) -> Result<T, Error>
where
    V: Variant,
    T: Entry<'a, V, Rule = Rule, Last = (usize, LastComponent)> + Entry<'a, Diagnosing<V>, Rule = Rule>,
{
    diagnose::whole(
        text,
        <T as Entry<'a, V>>::RULE,
        V::OPTIONS,
        #[cfg_attr(not(debug_assertions), inline(always))]
        |input| <T as Entry<'a, V>>::read(input),
        |input, prefix: T| {
            let (end, last) = <T as Entry<'a, V>>::last(&prefix);
            read_again::<V, _>(input, end, last, <T as Entry<'a, Diagnosing<V>>>::read);
        },
    )
}

/// Reads the text again with `rule`, a top rule in [`Diagnosing`], for what its rules report: the diagnosis of
/// a parse that read a prefix only, ending at byte `end`, whose last component is `last` (the rules read again
/// from within it; see `last_component::read_last_component`). A function of its own: called straight from
/// [`whole`]'s closure, `read_last_component` stayed a call that cost each rejected line 31 instructions more.
fn read_again<'a, V: Variant, O>(
    input: crate::grammar::Input<'a>,
    end: usize,
    last: LastComponent,
    rule: impl FnOnce(crate::grammar::Input<'a>) -> Res<'a, O>,
) {
    last_component::read_last_component::<Diagnosing<V>>(input, end, last, |input| {
        let _ = rule(input);
    });
}

// The last component is found before the byte where the prefix ends, as the entry functions did before `whole`:
// the other order cost RFC 2732 about three instructions a rejected line on kasztp.txt (953 over 341 lines).
crate::grammar::entries! {
    last: (usize, LastComponent);
    UriReference by uri_reference: |prefix| {
        let last = LastComponent::of_reference(prefix);
        (prefix.span().end, last)
    };
    AbsoluteUri by absolute_uri: |prefix| {
        let last = LastComponent::of_absolute(prefix);
        (prefix.span().end, last)
    };
    RelativeUri by relative_uri: |prefix| {
        let last = LastComponent::of_relative(prefix);
        (prefix.span().end, last)
    };
}

/// A reference as a resolver takes it: a `URI-reference`, or a query with an optional fragment, which the
/// grammar cannot derive but Appendix C resolves.
///
/// RFC 2396's `relativeURI` needs a path before its query (`rel_path` needs a `rel_segment`), so `?y` is not a
/// `URI-reference`; yet Appendix C lists `?y = http://a/b/c/?y` among its normal examples. The parser stays
/// strict ([`parse_uri_reference`] rejects `?y` and says why); a resolver that follows Appendix C asks for
/// this type instead, with [`parse_resolvable_reference`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(clippy::large_enum_variant, reason = "the tree is borrowed and Copy: boxing would allocate while parsing")]
pub enum Resolvable<'a> {
    /// A reference the grammar derives.
    Reference(UriReference<'a>),
    /// `"?" query [ "#" fragment ]`: outside the grammar, accepted for Appendix C's `?y`.
    QueryOnly {
        /// The whole text.
        span: Span,
        /// The query, without its `?`.
        query: Query<'a>,
        /// The fragment, without its `#`.
        fragment: Option<Fragment<'a>>,
    },
}

/// Parses `text` as a reference to resolve: a `URI-reference`, or (outside the grammar, for Appendix C's `?y`)
/// a query and an optional fragment. See [`Resolvable`].
///
/// ```
/// use urigram::rfc2396::{Options, Resolvable, parse_resolvable_reference};
/// let Ok(Resolvable::QueryOnly { query, .. }) = parse_resolvable_reference("?y", Options::RFC2396) else {
///     panic!("Appendix C resolves ?y")
/// };
/// assert_eq!(query.as_str(), "y");
/// assert!(urigram::rfc2396::parse_uri_reference("?y").is_err());
/// ```
pub fn parse_resolvable_reference(text: &str, options: Options) -> Result<Resolvable<'_>, Error> {
    if !text.starts_with('?') {
        return parse_uri_reference_with(text, options).map(Resolvable::Reference);
    }
    let (start, after_mark) = {
        let start = input(text);
        (start, crate::grammar::split(start, 1).0)
    };
    let parsed = with_variant!(options, |V| query::<V>(after_mark).and_then(|(after_query, query)| {
        let (after, fragment) = nom::Parser::parse(
            &mut nom::combinator::opt(nom::sequence::preceded(
                crate::grammar::byte(b'#', crate::grammar::Token::Hash),
                fragment::<V>,
            )),
            after_query,
        )?;
        Ok((after, (query, fragment)))
    }));
    match parsed {
        Ok((after, (query, fragment))) if after.fragment().is_empty() => {
            Ok(Resolvable::QueryOnly { span: span_between(&start, &after), query, fragment })
        }
        // Not a query-only reference either: report it as the grammar sees it.
        _ => parse_uri_reference_with(text, options).map(Resolvable::Reference),
    }
}

/// Checks that all of `text` is in the language of `rule`, and returns its span.
///
/// ```
/// use urigram::rfc2396::{Rule, parse_rule};
/// assert!(parse_rule(Rule::Hostname, "a.b.c.").is_ok());
/// assert!(parse_rule(Rule::Hostname, "a.1b").is_err());
/// assert!(parse_rule(Rule::Ipv4Address, "999.1.1.1").is_ok());
/// ```
pub fn parse_rule(rule: Rule, text: &str) -> Result<Span, Error> {
    parse_rule_with(rule, text, Options::RFC2396)
}

/// [`parse_rule`] under `options`.
pub fn parse_rule_with(rule: Rule, text: &str, options: Options) -> Result<Span, Error> {
    match rule {
        Rule::UriReference => parse_uri_reference_with(text, options).map(|node| node.span()),
        Rule::AbsoluteUri => parse_absolute_uri_with(text, options).map(|node| node.span()),
        Rule::RelativeUri => parse_relative_uri_with(text, options).map(|node| node.span()),
        _ => with_variant!(options, |V| {
            // Another rule than the top ones expects the end of the text where it stops: its error names the
            // rule, not a component, so its rules are not read again.
            diagnose::whole(text, rule, options, |i| run_rule::<V>(rule, i), |_, _| {})
        }),
    }
}

/// The length of the prefix of `text` that `rule`'s function reads, or the error when it reads none.
///
/// The functions read the longest prefix the rule derives (`hex4` reads at most four digits, `hostname` the
/// longest prefix that is a host name), except where RFC 2396 orders the alternatives itself (§4.3: the
/// authority wins).
pub fn match_prefix(rule: Rule, text: &str) -> Result<usize, Error> {
    match_prefix_with(rule, text, Options::RFC2396)
}

/// [`match_prefix`] under `options`.
pub fn match_prefix_with(rule: Rule, text: &str, options: Options) -> Result<usize, Error> {
    let run = with_variant!(options, |V| run_rule::<V>(rule, input(text)));
    run.map(|(_, span)| span.len())
        .map_err(|error| diagnose::build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule))
}
