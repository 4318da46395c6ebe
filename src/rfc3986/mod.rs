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
//! | [RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2) | `authority` | [`ipv6_addrz`], [`zone_id`] |
//!
//! RFC 6874 updates this grammar, and the update is a type: the rules it changes (`IP-literal` and every rule
//! that reaches it) are generic over a [`Variant`], [`Rfc3986`] as published or [`Rfc6874`] as updated
//! (`host::<Rfc3986>`, `host::<Rfc6874>`); the others take no parameter. The `parse_*_with` functions take
//! the same choice as an [`Options`] value. RFC 3987 amends it too, from its own module: its variant types
//! ([`crate::rfc3987::Rfc3987`]) carry the characters beyond ASCII that it adds ([`Variant::WIDE`]), and the
//! rules whose classes hold `unreserved` read them from there, so this module's rules do not name RFC 3987.
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
//! assert_eq!(error.span(), urigram::Span::new(10, 11));
//! assert_eq!(error.to_string(), "expected two hex digits after \"%\" (RFC 3986 §2.1, pct-encoded)");
//! ```

pub mod ast;
mod authority;
pub(crate) mod characters;
pub(crate) mod diagnose;
mod last_component;
mod owned;
mod path;
mod problem;
mod query;
mod reference;
mod rule;
mod scan;
mod scheme;
mod typed;

/// The syntax tree's top-level nodes, also here beside the `parse_*` functions (each has `parse` too).
pub use ast::{AbsoluteUri, RelativeRef, Uri, UriReference};
pub use authority::{
    authority, dec_octet, h16, host, ip_literal, ipv_future, ipv4_address, ipv6_address, ipv6_addrz, ls32, port,
    reg_name, userinfo, zone_id,
};
pub use characters::{gen_delims, pct_encoded, reserved, sub_delims, unreserved};
pub use owned::{AbsoluteUriBuf, RelativeRefBuf, UriBuf, UriReferenceBuf};
pub use path::{
    path, path_abempty, path_absolute, path_empty, path_noscheme, path_rootless, pchar, segment, segment_nz,
    segment_nz_nc,
};
pub use problem::Problem;
pub use query::{fragment, query};
pub use reference::{absolute_uri, hier_part, relative_part, relative_ref, uri, uri_reference};
use rule::run_rule;
pub use rule::{Rule, rule_tree};
pub use scheme::scheme;
pub use typed::{Pairs, Plus, default_port};

/// A variant of the RFC 3986 grammar, as a type: [`Rfc3986`] as published, or [`Rfc6874`] with RFC 6874's
/// zone identifiers in IPv6 literals. The rules that RFC 6874 changes (`IP-literal` and every rule that
/// reaches it: `host`, `authority`, `hier-part`, `relative-part`, `URI`, `relative-ref`, `URI-reference`,
/// `absolute-URI`) are generic over it, as are the rules whose classes RFC 3987 widens (its variants,
/// [`crate::rfc3987::Rfc3987`] and [`crate::rfc3987::Rfc3987Rfc6874`], are this trait's too, defined with
/// what they widen in their own module); the others take no parameter. [`Options`] is the same choice made
/// at run time.
///
/// ```
/// use urigram::grammar::input;
/// use urigram::rfc3986::{Rfc3986, Rfc6874, Variant, host};
///
/// assert!(host::<Rfc3986>(input("[fe80::a%25en1]")).is_err());
/// let (rest, literal) = host::<Rfc6874>(input("[fe80::a%25en1]")).unwrap();
/// assert_eq!((literal.as_str(), rest.len()), ("[fe80::a%25en1]", 0));
/// assert!(Rfc6874::OPTIONS.zone_ids_rfc6874);
/// ```
pub trait Variant: crate::grammar::Marker + sealed::Sealed + Reporting<Rule> {
    /// The same variant as a value, for the functions that choose it at run time.
    const OPTIONS: Options;

    /// What the variant's classes take beyond ASCII, and how its errors name those characters: `None` in RFC
    /// 3986's variants, whose classes are ASCII alone; RFC 3987's `ucschar` and `iprivate` in
    /// [`crate::rfc3987`]'s variants. The rules read the amended classes through it rather than naming the
    /// amendment, so that a new one is a new value; a constant, so each instance of a rule keeps one loop.
    ///
    /// ```
    /// use urigram::rfc3986::{Rfc3986, Variant};
    /// use urigram::rfc3987::Rfc3987;
    /// assert!(Rfc3986::WIDE.is_none() && Rfc3987::WIDE.is_some());
    /// ```
    const WIDE: Option<&'static Widening>;
}

/// Only this crate's marker types for this grammar (RFC 3986's here, RFC 3987's in [`crate::rfc3987`]), and
/// [`Diagnosing`] over them, are variants of its grammar.
pub(crate) mod sealed {
    /// Implemented by the variants of the grammar alone.
    pub trait Sealed {}
}

/// RFC 3986 as published (`Options::RFC3986`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc3986;

impl sealed::Sealed for Rfc3986 {}
impl Reporting<Rule> for Rfc3986 {}
impl Variant for Rfc3986 {
    const OPTIONS: Options = Options::RFC3986;
    const WIDE: Option<&'static Widening> = None;
}

/// RFC 3986 as updated by RFC 6874, "Representing IPv6 Zone Identifiers in Address Literals and Uniform
/// Resource Identifiers" (`Options::rfc6874(true)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc6874;

impl sealed::Sealed for Rfc6874 {}
impl Reporting<Rule> for Rfc6874 {}
impl Variant for Rfc6874 {
    const OPTIONS: Options = Options::rfc6874(true);
    const WIDE: Option<&'static Widening> = None;
}

impl<V: Variant> sealed::Sealed for Diagnosing<V> {}
impl<V: Variant> Variant for Diagnosing<V> {
    const OPTIONS: Options = V::OPTIONS;
    const WIDE: Option<&'static Widening> = V::WIDE;
}

/// Runs `$body` with the type `$variant` standing for the variant that the [`Options`] value `$options` names.
///
/// `with_variant!(options, |V| uri_reference::<V>(input))` expands to
///
/// ```text
/// match (options.iris_rfc3987, options.zone_ids_rfc6874) {
///     (false, false) => {
///         type V = Rfc3986;
///         uri_reference::<V>(input)
///     }
///     // and so on for Rfc6874, Rfc3987 and Rfc3987Rfc6874
/// }
/// ```
macro_rules! with_variant {
    ($options:expr, |$variant:ident| $body:expr) => {
        match ($options.iris_rfc3987, $options.zone_ids_rfc6874) {
            (false, false) => {
                type $variant = $crate::rfc3986::Rfc3986;
                $body
            }
            (false, true) => {
                type $variant = $crate::rfc3986::Rfc6874;
                $body
            }
            (true, false) => {
                type $variant = $crate::rfc3987::Rfc3987;
                $body
            }
            (true, true) => {
                type $variant = $crate::rfc3987::Rfc3987Rfc6874;
                $body
            }
        }
    };
}

/// How to read RFC 3986: as published (the default), or with the update of a later RFC.
///
/// ```
/// use urigram::rfc3986::{Options, parse_uri_reference_with};
/// assert_eq!(Options::default(), Options::RFC3986);
/// let zoned = parse_uri_reference_with("http://[fe80::a%25en1]", Options::rfc6874(true)).unwrap();
/// let authority = zoned.authority().unwrap();
/// let urigram::rfc3986::ast::Host::IpLiteral(literal) = authority.host() else { panic!("an IP literal") };
/// assert_eq!(literal.zone().unwrap().as_str(), "en1");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// RFC 6874 (2013), "Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource
    /// Identifiers", §2: `IP-literal` gains `IPv6addrz = IPv6address "%25" ZoneID`, with
    /// `ZoneID = 1*( unreserved / pct-encoded )`. Off by default.
    pub zone_ids_rfc6874: bool,
    /// RFC 3987 (2005), "Internationalized Resource Identifiers (IRIs)", §2.2: the rules' classes of unreserved
    /// characters take `ucschar` too, and the query `iprivate`. Off by default; the rules of
    /// [`crate::rfc3987`] read RFC 3986's this way.
    pub iris_rfc3987: bool,
}

impl Options {
    /// RFC 3986 as published, with no update.
    pub const RFC3986: Options = Options { zone_ids_rfc6874: false, iris_rfc3987: false };

    /// RFC 3986 with RFC 3987's characters: the syntax of IRIs.
    pub const RFC3987: Options = Options { zone_ids_rfc6874: false, iris_rfc3987: true };

    /// RFC 3986 with RFC 6874's update when `enabled`.
    #[must_use]
    pub const fn rfc6874(enabled: bool) -> Options {
        Options { zone_ids_rfc6874: enabled, iris_rfc3987: false }
    }

    /// These options with RFC 6874's update on or off.
    #[must_use]
    pub const fn with_rfc6874(self, enabled: bool) -> Options {
        Options { zone_ids_rfc6874: enabled, ..self }
    }

    /// The [`Variant::WIDE`] of the variant these options name: what its classes take beyond ASCII, for the
    /// words of an error, which keeps the options ([`Options::packed`]) rather than the widening.
    pub(crate) fn widening(self) -> Option<&'static Widening> {
        with_variant!(self, |V| V::WIDE)
    }

    /// These options in one byte, for an error to keep; [`Options::unpacked`] reads them back.
    pub(crate) const fn packed(self) -> u8 {
        self.zone_ids_rfc6874 as u8 | (self.iris_rfc3987 as u8) << 1
    }

    /// The options that [`Options::packed`] gave `byte` for.
    pub(crate) const fn unpacked(byte: u8) -> Options {
        Options { zone_ids_rfc6874: byte & 1 != 0, iris_rfc3987: byte & 2 != 0 }
    }
}

use crate::Span;
pub(crate) use crate::grammar::Diagnosing;
use crate::grammar::Reporting;
use crate::grammar::{Entry, PResult, Widening, input};

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
    whole::<Rfc3986, _>(text)
}

/// [`parse_uri_reference`] under `options`.
pub fn parse_uri_reference_with(text: &str, options: Options) -> Result<UriReference<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as a `URI` (§3): a scheme is required, a fragment allowed.
pub fn parse_uri(text: &str) -> Result<Uri<'_>, Error> {
    whole::<Rfc3986, _>(text)
}

/// [`parse_uri`] under `options`.
pub fn parse_uri_with(text: &str, options: Options) -> Result<Uri<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as an `absolute-URI` (§4.3): a scheme is required, a fragment is not allowed.
pub fn parse_absolute_uri(text: &str) -> Result<AbsoluteUri<'_>, Error> {
    whole::<Rfc3986, _>(text)
}

/// [`parse_absolute_uri`] under `options`.
pub fn parse_absolute_uri_with(text: &str, options: Options) -> Result<AbsoluteUri<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as a `relative-ref` (§4.2): no scheme.
pub fn parse_relative_ref(text: &str) -> Result<RelativeRef<'_>, Error> {
    whole::<Rfc3986, _>(text)
}

/// [`parse_relative_ref`] under `options`.
pub fn parse_relative_ref_with(text: &str, options: Options) -> Result<RelativeRef<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as the top rule of `T` in the variant `V`: one function per variant and rule, so that
/// the run-time choice of a `parse_*_with` function calls the same code as the plain parse (four copies
/// inlined into one function were compiled worse than each alone: BENCHMARKS.md, "Figures behind the code's
/// choices"). Where the parse reads a prefix only, the rules run again in [`Diagnosing`] from the prefix's last
/// component, or the same top rule from the start where that component is the first of a relative reference.
fn whole<'a, V, T>(text: &'a str) -> Result<T, Error>
where
    V: Variant,
    T: Entry<'a, V, Rule = Rule, Last = (Rule, ast::Parts<'a>)> + Entry<'a, Diagnosing<V>>,
{
    diagnose::whole(
        text,
        <T as Entry<'a, V>>::RULE,
        V::OPTIONS,
        |input| <T as Entry<'a, V>>::read(input),
        |prefix| {
            let (top, parts) = <T as Entry<'a, V>>::last(prefix);
            last_component::read_last_component::<Diagnosing<V>>(text, top, &parts, || {
                let _ = <T as Entry<'a, Diagnosing<V>>>::read(input(text));
            });
        },
    )
}

// The diagnosis reads again from a prefix's last component, which the layout of its `URI` or `relative-ref`
// gives: a `URI-reference` read in part is one of the two.
crate::grammar::entries! {
    last: (Rule, ast::Parts<'a>);
    UriReference by uri_reference: |prefix| {
        (if prefix.is_relative() { Rule::RelativeRef } else { Rule::Uri }, *prefix.parts())
    };
    Uri by uri: |prefix| (Rule::Uri, prefix.parts);
    AbsoluteUri by absolute_uri: |prefix| (Rule::AbsoluteUri, prefix.parts);
    RelativeRef by relative_ref: |prefix| (Rule::RelativeRef, prefix.parts);
}

/// Checks that all of `text` is in the language of `rule`, and returns its span.
///
/// ```
/// use urigram::rfc3986::{Rule, parse_rule};
/// assert!(parse_rule(Rule::Ipv6Address, "1:2:3:4:5:6:1.2.3.4").is_ok());
/// assert!(parse_rule(Rule::DecOctet, "256").is_err());
/// ```
pub fn parse_rule(rule: Rule, text: &str) -> Result<Span, Error> {
    parse_rule_with(rule, text, Options::RFC3986)
}

/// [`parse_rule`] under `options`.
///
/// ```
/// use urigram::rfc3986::{Options, Rule, parse_rule_with};
/// assert!(parse_rule_with(Rule::IpLiteral, "[fe80::1%25eth0]", Options::RFC3986).is_err());
/// assert!(parse_rule_with(Rule::IpLiteral, "[fe80::1%25eth0]", Options::rfc6874(true)).is_ok());
/// ```
pub fn parse_rule_with(rule: Rule, text: &str, options: Options) -> Result<Span, Error> {
    match rule {
        Rule::UriReference => parse_uri_reference_with(text, options).map(|node| node.span()),
        Rule::Uri => parse_uri_with(text, options).map(|node| node.span()),
        Rule::AbsoluteUri => parse_absolute_uri_with(text, options).map(|node| node.span()),
        Rule::RelativeRef => parse_relative_ref_with(text, options).map(|node| node.span()),
        _ => with_variant!(options, |V| diagnose::whole(
            text,
            rule,
            V::OPTIONS,
            |input| run_rule::<V>(rule, input),
            // A rule read alone is followed by the end of the text, which is what its error expects.
            |_| {}
        )),
    }
}

/// Whether all of `text` is in the language of `rule`: the verdict of [`parse_rule`] without its span or its
/// error.
///
/// For a caller that only sorts texts into accepted and rejected. A rejection costs one parse here, where each
/// `parse_*` function (and [`parse_rule`] of the four rules they parse) also runs the rules a second time over
/// a text it read only partly, to gather what could have continued it for the error.
///
/// ```
/// use urigram::rfc3986::{Rule, accepts};
/// assert!(accepts(Rule::UriReference, "../g?q"));
/// assert!(!accepts(Rule::Uri, "../g?q"));
/// assert!(!accepts(Rule::UriReference, "http://a b/"));
/// assert!(accepts(Rule::Ipv6Address, "::1") && !accepts(Rule::Ipv6Address, "::1/"));
/// ```
#[must_use]
pub fn accepts(rule: Rule, text: &str) -> bool {
    accepts_with(rule, text, Options::RFC3986)
}

/// [`accepts`] under `options`.
///
/// Kept out of line, so that the parses of the callers inside this crate (RFC 2396's errors say whether RFC 3986
/// accepts their text) are compiled as they are without it.
///
/// ```
/// use urigram::rfc3986::{Options, Rule, accepts_with};
/// assert!(!accepts_with(Rule::Uri, "http://[fe80::1%25eth0]/", Options::RFC3986));
/// assert!(accepts_with(Rule::Uri, "http://[fe80::1%25eth0]/", Options::rfc6874(true)));
/// ```
#[must_use]
#[inline(never)]
pub fn accepts_with(rule: Rule, text: &str, options: Options) -> bool {
    fn whole<O>(result: Res<'_, O>) -> bool {
        matches!(result, Ok((rest, _)) if rest.fragment().is_empty())
    }
    with_variant!(options, |V| match rule {
        Rule::UriReference => whole(uri_reference::<V>(input(text))),
        Rule::Uri => whole(uri::<V>(input(text))),
        Rule::AbsoluteUri => whole(absolute_uri::<V>(input(text))),
        Rule::RelativeRef => whole(relative_ref::<V>(input(text))),
        _ => whole(run_rule::<V>(rule, input(text))),
    })
}

/// The length of the prefix of `text` that `rule`'s function reads, or the error when it reads none.
///
/// The functions read the longest prefix the rule derives (`h16` reads at most four digits; `IPv6address` the
/// longest prefix that is an address), except where the rule's own alternatives are ordered by the RFC.
pub fn match_prefix(rule: Rule, text: &str) -> Result<usize, Error> {
    match_prefix_with(rule, text, Options::RFC3986)
}

/// [`match_prefix`] under `options`.
pub fn match_prefix_with(rule: Rule, text: &str, options: Options) -> Result<usize, Error> {
    let run = with_variant!(options, |V| run_rule::<V>(rule, input(text)));
    run.map(|(_, span)| span.len())
        .map_err(|error| diagnose::build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule, options))
}
