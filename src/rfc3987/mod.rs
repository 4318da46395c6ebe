//! RFC 3987, Internationalized Resource Identifiers (IRIs): RFC 3986's syntax with characters beyond ASCII.
//!
//! RFC 3987 amends RFC 3986 the way RFC 2732 amends RFC 2396: its grammar "closely follows the URI grammar in
//! \[RFC3986\], except that the range of unreserved characters is expanded to include UCS characters, with the
//! restriction that private UCS characters can occur only in query parts" (§2.2). So each rule of §2.2 is one
//! function here, named after it, with the rule quoted above it; the ones that differ from RFC 3986's are RFC
//! 3986's functions read with the [`Rfc3987`] variant, whose classes take `ucschar` (and `iprivate` in
//! `iquery`), and every failure is told in RFC 3987's names. The syntax tree is RFC 3986's
//! ([`crate::rfc3986::ast`]): an IRI has the same components, and every accessor, typed reading, resolution and
//! normalization of RFC 3986's trees works on it.
//!
//! | section | rules |
//! |---|---|
//! | [§2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2), differing from RFC 3986 | [`iri`], [`ihier_part`], [`iri_reference`], [`absolute_iri`], [`irelative_ref`], [`irelative_part`], [`iauthority`], [`iuserinfo`], [`ihost`], [`ireg_name`], [`ipath`], [`ipath_abempty`], [`ipath_absolute`], [`ipath_noscheme`], [`ipath_rootless`], [`ipath_empty`], [`isegment`], [`isegment_nz`], [`isegment_nz_nc`], [`ipchar`], [`iquery`], [`ifragment`], [`iunreserved`], [`ucschar`], [`iprivate`] |
//! | [§2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2), the same as RFC 3986's | [`scheme`], [`port`], [`ip_literal`], [`ipv_future`], [`ipv6_address`], [`h16`], [`ls32`], [`ipv4_address`], [`dec_octet`], [`pct_encoded`], [`unreserved`], [`reserved`], [`gen_delims`], [`sub_delims`] |
//! | [RFC 6874 §2](https://www.rfc-editor.org/rfc/rfc6874#section-2) | [`ipv6_addrz`], [`zone_id`] |
//! | [§3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1), [§3.2](https://www.rfc-editor.org/rfc/rfc3987#section-3.2) | [`iri_to_uri`], [`encode_to_uri`], [`uri_to_iri`] |
//! | [§5.3](https://www.rfc-editor.org/rfc/rfc3987#section-5.3), [§6.5](https://www.rfc-editor.org/rfc/rfc3987#section-6.5) | [`normalize`], [`equivalent`], [`resolve`] |
//!
//! An IRI is built from typed parts (a port as `u16`, a host as an `IpAddr` or a name) by the crate's one
//! builder in RFC 3987's syntax, [`Builder::iri`](crate::build::Builder::iri), which checks each component
//! against its rule here (`iuserinfo`, `ihost`, `ipath`, `iquery`, `ifragment`) and names it in its error.
//!
//! §4.1 says "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
//! PDF)", though each is a `ucschar`, so the language of §2.2 holds them. The rule functions read that
//! language; the `parse_*` functions also enforce §4.1 unless [`Options::forbid_bidi_formatting`] is off. It
//! is on by default because an IRI that holds one is shown differently from what it is, which is the reason
//! §4.1 gives, and a linter should say so; the pure §2.2 language stays one option away.
//!
//! ```
//! use urigram::rfc3987;
//!
//! let iri = rfc3987::parse_iri_reference("https://bücher.example/straße?q=ü#süß").unwrap();
//! assert_eq!(iri.authority().unwrap().host().as_str(), "bücher.example");
//! assert_eq!(iri.path().as_str(), "/straße");
//! assert_eq!(rfc3987::iri_to_uri("https://bücher.example/straße").unwrap(), "https://b%C3%BCcher.example/stra%C3%9Fe");
//!
//! let error = rfc3987::parse_iri_reference("http://example.org/\u{FFFD}").unwrap_err();
//! assert_eq!(error.span(), urigram::Span::new(19, 22));
//! assert_eq!(
//!     error.to_string(),
//!     "U+FFFD REPLACEMENT CHARACTER is not a ucschar, so no part of an IRI may hold it (RFC 3987 \u{a7}2.2); \
//!      percent-encode its UTF-8 bytes as %EF%BF%BD (RFC 3987 \u{a7}2.2, ipath-abempty)"
//! );
//! ```

mod characters;
mod diagnose;
mod map;
mod problem;
mod rule;
mod rules;

pub use characters::{
    BIDI_FORMATTING, iprivate, is_bidi_formatting, is_iprivate, is_iquery_char, is_ucschar, iunreserved, ucschar,
};
pub use diagnose::Reading;
pub use map::{encode_to_uri, equivalent, iri_to_uri, normalize, resolve, resolve_with, uri_to_iri};
pub use problem::{CodePoint, Problem};
pub use rule::{Rule, from_rfc3986, rfc3986_rule, rule_tree};
pub use rules::{
    absolute_iri, dec_octet, gen_delims, h16, iauthority, ifragment, ihier_part, ihost, ip_literal, ipath,
    ipath_abempty, ipath_absolute, ipath_empty, ipath_noscheme, ipath_rootless, ipchar, ipv_future, ipv4_address,
    ipv6_address, ipv6_addrz, iquery, ireg_name, irelative_part, irelative_ref, iri, iri_reference, isegment,
    isegment_nz, isegment_nz_nc, iuserinfo, ls32, pct_encoded, port, reserved, scheme, sub_delims, unreserved, zone_id,
};

use crate::Span;
use crate::grammar::{PResult, Reporting, Widening, input};
use crate::rfc3986::ast::{AbsoluteUri, RelativeRef, Uri, UriReference};
use rule::run_rule;

/// A variant of the RFC 3987 grammar: [`Rfc3987`] as published, or [`Rfc3987Rfc6874`] with RFC 6874's zone
/// identifiers in IPv6 literals. The rules that reach `IP-literal` are generic over it.
///
/// ```
/// use urigram::grammar::input;
/// use urigram::rfc3987::{Rfc3987, Rfc3987Rfc6874, ihost};
/// assert!(ihost::<Rfc3987>(input("[fe80::a%25en1]")).is_err());
/// assert!(ihost::<Rfc3987Rfc6874>(input("[fe80::a%25en1]")).is_ok());
/// ```
pub trait Variant: crate::rfc3986::Variant + sealed::Sealed {}

/// Only RFC 3986's IRI variants are RFC 3987's.
mod sealed {
    /// Implemented by [`super::Rfc3987`] and [`super::Rfc3987Rfc6874`] alone.
    pub trait Sealed {}
    impl Sealed for super::Rfc3987 {}
    impl Sealed for super::Rfc3987Rfc6874 {}
}

impl Variant for Rfc3987 {}
impl Variant for Rfc3987Rfc6874 {}

/// RFC 3986's rules with RFC 3987's characters: the grammar of IRIs (`Options::RFC3987`). RFC 3987's rules
/// are RFC 3986's read with this variant, which is RFC 3986's too ([`crate::rfc3986::Variant`]): it carries
/// what RFC 3987 adds to RFC 3986's classes ([`crate::rfc3986::Variant::WIDE`]: `ucschar`, and `iprivate` in
/// the query), so that RFC 3986's module, which RFC 3987 amends, need not know it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc3987;

impl crate::rfc3986::sealed::Sealed for Rfc3987 {}
impl Reporting<crate::rfc3986::Rule> for Rfc3987 {}
impl crate::rfc3986::Variant for Rfc3987 {
    const OPTIONS: crate::rfc3986::Options = crate::rfc3986::Options::RFC3987;
    const WIDE: Option<&'static Widening> = Some(&characters::IRI_CHARACTERS);
}

/// RFC 3986's rules with RFC 3987's characters and RFC 6874's zone identifiers
/// (`Options::RFC3987.rfc6874(true)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc3987Rfc6874;

impl crate::rfc3986::sealed::Sealed for Rfc3987Rfc6874 {}
impl Reporting<crate::rfc3986::Rule> for Rfc3987Rfc6874 {}
impl crate::rfc3986::Variant for Rfc3987Rfc6874 {
    const OPTIONS: crate::rfc3986::Options = crate::rfc3986::Options::RFC3987.with_rfc6874(true);
    const WIDE: Option<&'static Widening> = Some(&characters::IRI_CHARACTERS);
}

/// How to read RFC 3987: as published with §4.1 enforced (the default), with RFC 6874's zone identifiers, or
/// as the bare language of §2.2.
///
/// ```
/// use urigram::rfc3987::{Options, parse_iri_reference_with};
/// assert!(parse_iri_reference_with("http://a/\u{200E}b", Options::default()).is_err());
/// assert!(parse_iri_reference_with("http://a/\u{200E}b", Options::default().forbid_bidi_formatting(false)).is_ok());
/// assert!(parse_iri_reference_with("http://[fe80::a%25en1]/", Options::default().rfc6874(true)).is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// RFC 6874's zone identifiers in IPv6 literals (`IPv6addrz`). Off by default.
    pub zone_ids_rfc6874: bool,
    /// RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO,
    /// RLO, and PDF)" ([`BIDI_FORMATTING`]). On by default; off, the `parse_*` functions read the language of
    /// §2.2 alone, as the rule functions do.
    pub forbid_bidi_formatting: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options::RFC3987
    }
}

impl Options {
    /// RFC 3987 as published, with §4.1 enforced.
    pub const RFC3987: Options = Options { zone_ids_rfc6874: false, forbid_bidi_formatting: true };

    /// These options with RFC 6874's zone identifiers on or off.
    #[must_use]
    pub const fn rfc6874(self, enabled: bool) -> Options {
        Options { zone_ids_rfc6874: enabled, ..self }
    }

    /// These options with §4.1's rule on bidirectional formatting characters on or off.
    #[must_use]
    pub const fn forbid_bidi_formatting(self, enabled: bool) -> Options {
        Options { forbid_bidi_formatting: enabled, ..self }
    }

    /// RFC 3986's options that read RFC 3986's rules as RFC 3987's.
    #[must_use]
    pub const fn grammar(self) -> crate::rfc3986::Options {
        crate::rfc3986::Options::RFC3987.with_rfc6874(self.zone_ids_rfc6874)
    }
}

/// The result of an RFC 3987 rule function.
pub type Res<'a, O> = PResult<'a, O, Rule>;

/// Why a text is not in the language of an RFC 3987 rule.
pub type Error = crate::grammar::Error<Rule>;

/// An RFC 3986 rule function's result, its failure told in RFC 3987's names.
#[inline]
pub(crate) fn rename<O>(result: crate::rfc3986::Res<'_, O>) -> Res<'_, O> {
    result.map_err(|error| error.map(diagnose::from_uri_rule_error))
}

/// Parses all of `text` as an `IRI-reference` (§2.2): an IRI or a relative IRI reference, with §4.1 enforced.
///
/// ```
/// let reference = urigram::rfc3987::parse_iri_reference("../résumé?q").unwrap();
/// assert!(reference.is_relative());
/// assert_eq!(reference.path().as_str(), "../résumé");
/// ```
#[inline]
pub fn parse_iri_reference(text: &str) -> Result<UriReference<'_>, Error> {
    parse_iri_reference_with(text, Options::RFC3987)
}

/// [`parse_iri_reference`] under `options`.
#[inline]
pub fn parse_iri_reference_with(text: &str, options: Options) -> Result<UriReference<'_>, Error> {
    whole(text, options, crate::rfc3986::parse_uri_reference_with(text, options.grammar()))
}

/// Parses all of `text` as an `IRI` (§2.2): a scheme is required, a fragment allowed.
#[inline]
pub fn parse_iri(text: &str) -> Result<Uri<'_>, Error> {
    parse_iri_with(text, Options::RFC3987)
}

/// [`parse_iri`] under `options`.
#[inline]
pub fn parse_iri_with(text: &str, options: Options) -> Result<Uri<'_>, Error> {
    whole(text, options, crate::rfc3986::parse_uri_with(text, options.grammar()))
}

/// Parses all of `text` as an `absolute-IRI` (§2.2): a scheme is required, a fragment is not allowed.
#[inline]
pub fn parse_absolute_iri(text: &str) -> Result<AbsoluteUri<'_>, Error> {
    parse_absolute_iri_with(text, Options::RFC3987)
}

/// [`parse_absolute_iri`] under `options`.
#[inline]
pub fn parse_absolute_iri_with(text: &str, options: Options) -> Result<AbsoluteUri<'_>, Error> {
    whole(text, options, crate::rfc3986::parse_absolute_uri_with(text, options.grammar()))
}

/// Parses all of `text` as an `irelative-ref` (§2.2): no scheme.
#[inline]
pub fn parse_irelative_ref(text: &str) -> Result<RelativeRef<'_>, Error> {
    parse_irelative_ref_with(text, Options::RFC3987)
}

/// [`parse_irelative_ref`] under `options`.
#[inline]
pub fn parse_irelative_ref_with(text: &str, options: Options) -> Result<RelativeRef<'_>, Error> {
    whole(text, options, crate::rfc3986::parse_relative_ref_with(text, options.grammar()))
}

/// Checks that all of `text` is in the language of `rule`, and returns its span. §4.1 is enforced as the
/// default [`Options`] say.
///
/// ```
/// use urigram::rfc3987::{Rule, parse_rule};
/// assert!(parse_rule(Rule::IregName, "bücher.example").is_ok());
/// assert!(parse_rule(Rule::Ucschar, "\u{E000}").is_err());
/// assert!(parse_rule(Rule::Iprivate, "\u{E000}").is_ok());
/// ```
pub fn parse_rule(rule: Rule, text: &str) -> Result<Span, Error> {
    parse_rule_with(rule, text, Options::RFC3987)
}

/// [`parse_rule`] under `options`.
pub fn parse_rule_with(rule: Rule, text: &str, options: Options) -> Result<Span, Error> {
    let parsed = match rfc3986_rule(rule) {
        Some(uri_rule) => crate::rfc3986::parse_rule_with(uri_rule, text, options.grammar()),
        None => return own_rule(rule, text, options),
    };
    whole(text, options, parsed)
}

/// [`parse_rule_with`] for the rules that RFC 3987 adds, which read one character.
fn own_rule(rule: Rule, text: &str, options: Options) -> Result<Span, Error> {
    let parsed = match run_rule::<Rfc3987>(rule, input(text)) {
        Ok((rest, span)) if rest.fragment().is_empty() => Ok(span),
        Ok((rest, _)) => {
            let error = crate::grammar::RuleError {
                offset: rest.location_offset(),
                within: Some(rule),
                expected: crate::grammar::Expected::NOTHING.token(crate::grammar::Token::End),
                problem: None,
            };
            Err(diagnose::own_rule_error(text, rule, error, true))
        }
        Err(error) => Err(diagnose::own_rule_error(text, rule, crate::grammar::failure_of(error, text, rule), false)),
    };
    bidi_checked(text, options, parsed)
}

/// The length of the prefix of `text` that `rule`'s function reads, or the error when it reads none. §4.1 is
/// not enforced: this is the rule's own language.
pub fn match_prefix(rule: Rule, text: &str) -> Result<usize, Error> {
    match_prefix_with(rule, text, Options::RFC3987)
}

/// [`match_prefix`] under `options` (of which only [`Options::zone_ids_rfc6874`] matters here).
pub fn match_prefix_with(rule: Rule, text: &str, options: Options) -> Result<usize, Error> {
    let run = if options.zone_ids_rfc6874 {
        run_rule::<Rfc3987Rfc6874>(rule, input(text))
    } else {
        run_rule::<Rfc3987>(rule, input(text))
    };
    run.map(|(_, span)| span.len()).map_err(|error| {
        let error = crate::grammar::failure_of(error, text, rule);
        match rfc3986_rule(rule) {
            Some(uri_rule) => {
                let uri_error = crate::grammar::RuleError {
                    offset: error.offset,
                    within: error.within.and_then(rfc3986_rule),
                    expected: error.expected.map(|rule| rfc3986_rule(rule).unwrap_or(crate::rfc3986::Rule::Unreserved)),
                    problem: error.problem,
                };
                let grammar = options.grammar();
                diagnose::from_uri_error(crate::rfc3986::diagnose::build(text.as_bytes(), uri_error, uri_rule, grammar))
            }
            _ => diagnose::own_rule_error(text, rule, error, false),
        }
    })
}

/// RFC 3986's verdict on `text` read with RFC 3987's characters, told in RFC 3987's names, with §4.1 as
/// `options` say.
#[inline]
fn whole<T>(text: &str, options: Options, parsed: Result<T, crate::rfc3986::Error>) -> Result<T, Error> {
    match parsed {
        Ok(node) => match first_bidi_formatting(text, options) {
            None => Ok(node),
            Some((offset, c)) => Err(diagnose::bidi_error(text, offset, c)),
        },
        Err(error) => bidi_checked(text, options, Err(diagnose::from_uri_error(error))),
    }
}

/// `parsed`, unless `options` forbid bidirectional formatting characters and one stands in `text` before the
/// place where the parse failed: the first problem in the text is the one reported.
fn bidi_checked<T>(text: &str, options: Options, parsed: Result<T, Error>) -> Result<T, Error> {
    match (first_bidi_formatting(text, options), parsed) {
        (Some((offset, c)), Ok(_)) => Err(diagnose::bidi_error(text, offset, c)),
        (Some((offset, c)), Err(error)) if offset < error.span().start => Err(diagnose::bidi_error(text, offset, c)),
        (_, parsed) => parsed,
    }
}

/// The first bidirectional formatting character of `text` and its offset, when `options` forbid them.
#[inline]
fn first_bidi_formatting(text: &str, options: Options) -> Option<(usize, char)> {
    // Most IRIs in the wild are ASCII, and ASCII holds none; each of the seven is E2 80 xx in UTF-8.
    if !options.forbid_bidi_formatting || text.is_ascii() {
        return None;
    }
    memchr::memchr_iter(0xE2, text.as_bytes()).find_map(|offset| {
        text.get(offset..).and_then(|rest| rest.chars().next()).filter(|&c| is_bidi_formatting(c)).map(|c| (offset, c))
    })
}
