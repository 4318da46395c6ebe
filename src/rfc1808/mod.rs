//! RFC 1808 (1995), Relative Uniform Resource Locators, and the HTTP/1.1 variant of its grammar in RFC 2068
//! §3.2.1.
//!
//! Every production of §2.2 is one function here, named after its rule (`net_loc` → [`net_loc`],
//! `generic-RL` → [`generic_rl`]), with the rule quoted above it, grouped by grammar area:
//!
//! | area | module | rules |
//! |---|---|---|
//! | characters | `characters` | [`pchar`], [`uchar`], [`unreserved`], [`escape`], [`hex`], [`alpha`], [`lowalpha`], [`hialpha`], [`digit`], [`safe`], [`extra`], [`national`], [`reserved`], [`punctuation`], `unsafe` |
//! | scheme | `scheme` | [`scheme`] |
//! | network location | `net_loc` | [`net_loc`] |
//! | path and params | `path` | [`path`], [`fsegment`], [`segment`], [`params`], [`param`] |
//! | query and fragment | `query` | [`query`], [`fragment`] |
//! | the URL | `url` | [`url`], [`absolute_url`], [`generic_rl`], [`relative_url`], [`net_path`], [`abs_path`], [`rel_path`] |
//!
//! # The order of §2.4 and the grammar
//!
//! §2.4 parses a URL by splitting a "parse string": (1) the fragment after the first `#`, (2) the scheme before
//! a colon that follows a run of scheme characters, (3) after `//`, the `net_loc` up to the next `/`, (4) the
//! query after the first `?`, (5) the params after the first `;`, and (6) the path is what is left. [`url`] and
//! the rules under it do exactly that, in that order, and then read each piece with its own rule; the parse
//! string is the input up to the first byte that no URL can hold (§2.4 assumes "the URL has already been
//! separated from any surrounding text").
//!
//! The split derives the grammar's language exactly, because each delimiter is one that the components before
//! it cannot hold: `#` is in no rule but `URL`; `/` is in no `net_loc`; `?` in no `path` or `params`; `;` in no
//! `path`. So each first occurrence is the only split the grammar allows, with one exception, where the two
//! disagree on the tree but not on the language: the grammar derives a text such as `g:h` both as an
//! `absoluteURL` and as a `relativeURL` whose path holds `:`. §2.4.2 takes the scheme whenever there is one,
//! and so does [`url`]. That loses nothing: every character of a `relativeURL` is a `uchar` or `reserved`, so
//! when `scheme ":" rest` is a `relativeURL` it is also the second form of `absoluteURL`.
//!
//! §2.4 splits any string; the grammar does not accept every split. A piece that its rule does not read to the
//! end ends the URL there, so the functions read a prefix, as nom parsers do, and the top-level `parse_*`
//! functions report the rest. Two such cases exist: a second `#` (a `fragment` cannot hold `#`), and a path
//! that would begin with an empty segment (`//a//b`: `abs_path = "/" rel_path`, and a `rel_path` cannot start
//! with `/`). Under a scheme the second case is still an `absoluteURL`, by its second form.
//!
//! # Use
//!
//! Every rule function is public so that it can be embedded in another grammar: each is a nom 8 parser
//! `fn(Input) -> Res<Node>` over [`crate::grammar::Input`] (make one with [`crate::grammar::input`]), whose error is
//! a [`crate::grammar::RuleError`]; see the crate documentation, "Embed a rule in your own grammar".
//!
//! RFC 2068 §3.2.1 restates this grammar with other character classes, and that variant is a type: the rules
//! whose classes it changes (`national`, `unreserved` and every rule built on them) are generic over a
//! [`Variant`], [`Rfc1808`] as published or [`Rfc2068`], so each rule is one function in both
//! (`pchar::<Rfc1808>`, `pchar::<Rfc2068>`). The rules it leaves alone take no parameter.
//!
//! The rule functions read a prefix of their input, as nom parsers do. The `parse_*` functions read a whole
//! string and return its [`ast`]; [`parse_rule`] and [`match_prefix`] do the same for any rule named by a
//! [`Rule`]. The `_with` forms take [`Options`], the same choice of variant made at run time.
//!
//! ```
//! use urigram::rfc1808;
//!
//! let url = rfc1808::parse_url("http://a/b/c/d;p?q#f").unwrap();
//! assert_eq!(url.scheme().unwrap().as_str(), "http");
//! assert_eq!(url.net_loc().unwrap().as_str(), "a");
//! assert_eq!(url.path().unwrap().as_str(), "b/c/d");
//! assert_eq!(url.params().unwrap().span(), urigram::Span::new(15, 16));
//! assert_eq!(url.query().unwrap().as_str(), "q");
//! assert_eq!(url.fragment().unwrap().as_str(), "f");
//!
//! let error = rfc1808::parse_url("http://a/~b").unwrap_err();
//! assert_eq!(error.span(), urigram::Span::new(9, 10));
//! assert!(rfc1808::parse_url_with("http://a/~b", rfc1808::Options::RFC2068).is_ok());
//! ```

pub mod ast;
mod characters;
mod diagnose;
mod last_component;
mod net_loc;
mod owned;
mod path;
mod problem;
mod query;
mod rule;
mod scheme;
mod url;

/// The syntax tree's top-level nodes, also here beside the `parse_*` functions (each has `parse` too).
pub use ast::{AbsoluteUrl, RelativeUrl, Url};
pub use characters::{
    alpha, digit, escape, extra, hex, hialpha, lowalpha, national, pchar, punctuation, reserved, safe, uchar,
    unreserved, r#unsafe,
};
pub use net_loc::net_loc;
pub use owned::{AbsoluteUrlBuf, RelativeUrlBuf, UrlBuf};
pub use path::{fsegment, param, params, path, segment};
pub use problem::Problem;
pub use query::{fragment, query};
use rule::run_rule;
pub use rule::{Rule, rule_tree};
pub use scheme::scheme;
pub use url::{abs_path, absolute_url, generic_rl, net_path, rel_path, relative_url, url};

use crate::Span;
pub(crate) use crate::grammar::Diagnosing;
use crate::grammar::Reporting;
use crate::grammar::{Entry, PResult, input};
use characters::Charset;
use last_component::LastComponent;

/// A variant of the RFC 1808 grammar, as a type: [`Rfc1808`] as published, or [`Rfc2068`] with the classes
/// of RFC 2068 §3.2.1 (see [`Options`]). The rules whose classes RFC 2068 changes are generic over it
/// (`url::<Rfc2068>`); the others are the same in both and take no parameter. [`Options`] is the same
/// choice made at run time.
///
/// ```
/// use urigram::grammar::input;
/// use urigram::rfc1808::{Rfc1808, Rfc2068, Variant, pchar};
///
/// assert!(pchar::<Rfc1808>(input("~")).is_err());
/// assert!(pchar::<Rfc2068>(input("~")).is_ok());
/// assert!(Rfc2068::OPTIONS.rfc2068_national);
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

/// RFC 1808 §2.2 as published (`Options::RFC1808`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc1808;

impl sealed::Sealed for Rfc1808 {}
impl Reporting<Rule> for Rfc1808 {}
impl Variant for Rfc1808 {
    const OPTIONS: Options = Options::RFC1808;
}

/// The HTTP/1.1 variant of RFC 2068 §3.2.1 (`Options::RFC2068`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc2068;

impl sealed::Sealed for Rfc2068 {}
impl Reporting<Rule> for Rfc2068 {}
impl Variant for Rfc2068 {
    const OPTIONS: Options = Options::RFC2068;
}

impl<V: Variant> sealed::Sealed for Diagnosing<V> {}
impl<V: Variant> Variant for Diagnosing<V> {
    const OPTIONS: Options = V::OPTIONS;
}

/// Runs `$body` with the type `$variant` standing for the variant that the [`Options`] value `$options` names.
///
/// `with_variant!(options, |V| url::<V>(input))` expands to
///
/// ```text
/// if options.rfc2068_national {
///     type V = Rfc2068;
///     url::<V>(input)
/// } else {
///     type V = Rfc1808;
///     url::<V>(input)
/// }
/// ```
macro_rules! with_variant {
    ($options:expr, |$variant:ident| $body:expr) => {
        if $options.rfc2068_national {
            type $variant = Rfc2068;
            $body
        } else {
            type $variant = Rfc1808;
            $body
        }
    };
}

/// The result of an RFC 1808 rule function.
pub type Res<'a, O> = PResult<'a, O, Rule>;

/// Why a text is not in the language of an RFC 1808 rule.
pub type Error = crate::grammar::Error<Rule>;

/// Which grammar to parse with: RFC 1808 §2.2 (the default) or the HTTP/1.1 variant of RFC 2068 §3.2.1.
///
/// RFC 2068 restates RFC 1808's grammar with `national = <any OCTET excluding ALPHA, DIGIT, reserved, extra,
/// safe, and unsafe>`, where `unsafe = CTL | SP | <"> | "#" | "%" | "<" | ">"`, and puts `national` in
/// `unreserved`, "since HTTP servers are not restricted in the set of unreserved characters allowed". So
/// `{ } | \ ^ ~ [ ]` and `` ` ``, which RFC 1808 defines as `national` but allows nowhere, are allowed in every
/// component, and so is every octet 0x80-0xFF.
///
/// The input is a `&str`, so those octets arrive as whole UTF-8 characters: every non-ASCII character is
/// accepted, and since a class that admits one of 0x80-0xFF admits all of them, no component boundary ever
/// falls inside a character. The text of each component is the UTF-8 text as given, never decoded or
/// re-encoded; a byte sequence that is not UTF-8 cannot be passed at all.
///
/// RFC 2068 also moves `+` from `safe` to `reserved` and adds it to `pchar`, which changes the rules `safe`,
/// `reserved`, `unreserved` and `uchar` but no rule built from them; and its `absoluteURI` is only
/// `scheme ":" *( uchar | reserved )`, the second form of RFC 1808's `absoluteURL`, which derives the same
/// language. The [`ast`] still says when the text is a `generic-RL`, which RFC 2068 leaves to RFC 1808.
///
/// ```
/// use urigram::rfc1808::{Options, parse_url_with};
/// let url = parse_url_with("http://ü.example/~ä{x}", Options::RFC2068).unwrap();
/// assert_eq!(url.path().unwrap().as_str(), "~ä{x}");
/// assert!(parse_url_with("http://a/b c", Options::RFC2068).is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// Whether `national` is RFC 2068's (every octet not in another class and not `unsafe`, part of
    /// `unreserved`) rather than RFC 1808's (nine characters that no rule uses).
    pub rfc2068_national: bool,
}

impl Options {
    /// RFC 1808 §2.2 as written; the default.
    pub const RFC1808: Options = Options { rfc2068_national: false };
    /// The HTTP/1.1 variant of RFC 2068 §3.2.1.
    pub const RFC2068: Options = Options { rfc2068_national: true };

    pub(crate) const fn charset(self) -> &'static Charset {
        if self.rfc2068_national { &characters::HTTP } else { &characters::STRICT }
    }
}

/// Parses all of `text` as a `URL` (§2.2), in the order of §2.4.
///
/// ```
/// let url = urigram::rfc1808::parse_url("g;x?y#s").unwrap();
/// assert!(url.is_relative());
/// assert_eq!(url.path().unwrap().as_str(), "g");
/// assert_eq!(url.params().unwrap().as_str(), "x");
/// ```
pub fn parse_url(text: &str) -> Result<Url<'_>, Error> {
    parse_url_with(text, Options::RFC1808)
}

/// Parses all of `text` as a `URL` with the grammar `options` select.
pub fn parse_url_with(text: &str, options: Options) -> Result<Url<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as an `absoluteURL` (§2.2): a scheme is required, and there is no fragment.
pub fn parse_absolute_url(text: &str) -> Result<AbsoluteUrl<'_>, Error> {
    parse_absolute_url_with(text, Options::RFC1808)
}

/// [`parse_absolute_url`] with the grammar `options` select.
pub fn parse_absolute_url_with(text: &str, options: Options) -> Result<AbsoluteUrl<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as a `relativeURL` (§2.2): no fragment, and no scheme is looked for, so `g:h` is a
/// `rel_path` whose path holds `:`.
pub fn parse_relative_url(text: &str) -> Result<RelativeUrl<'_>, Error> {
    parse_relative_url_with(text, Options::RFC1808)
}

/// [`parse_relative_url`] with the grammar `options` select.
pub fn parse_relative_url_with(text: &str, options: Options) -> Result<RelativeUrl<'_>, Error> {
    with_variant!(options, |V| whole::<V, _>(text))
}

/// Parses all of `text` as the top rule of `T` in the variant `V`, which errors name. Where it reads a prefix
/// only, the rules read the text again in [`Diagnosing`] for what they report where it stopped (see `diagnose`):
/// from within the prefix's last component, which `T` finds with the byte where the prefix ends (see
/// `last_component::read_last_component`), or with the same top rule in [`Diagnosing`] from the start.
#[cfg_attr(not(debug_assertions), inline(always))]
fn whole<'a, V, T>(text: &'a str) -> Result<T, Error>
where
    V: Variant,
    T: Entry<'a, V, Rule = Rule, Last = (usize, LastComponent)> + Entry<'a, Diagnosing<V>>,
{
    diagnose::whole(text, <T as Entry<'a, V>>::RULE, V::OPTIONS.charset(), <T as Entry<'a, V>>::read, |prefix| {
        let (end, last) = <T as Entry<'a, V>>::last(prefix);
        last_component::read_last_component::<Diagnosing<V>>(input(text), end, last, |input| {
            let _ = <T as Entry<'a, Diagnosing<V>>>::read(input);
        });
    })
}

crate::grammar::entries! {
    last: (usize, LastComponent);
    Url by url: |prefix| (prefix.span().end, LastComponent::of_url(prefix));
    AbsoluteUrl by absolute_url: |prefix| (prefix.span().end, LastComponent::of_absolute(prefix));
    RelativeUrl by relative_url: |prefix| (prefix.span().end, LastComponent::of_relative(prefix));
}

/// Checks that all of `text` is in the language of `rule`, and returns its span.
///
/// ```
/// use urigram::rfc1808::{Rule, parse_rule};
/// assert!(parse_rule(Rule::Scheme, "1ab").is_ok());
/// assert!(parse_rule(Rule::Path, "/g").is_err());
/// ```
pub fn parse_rule(rule: Rule, text: &str) -> Result<Span, Error> {
    parse_rule_with(rule, text, Options::RFC1808)
}

/// [`parse_rule`] with the grammar `options` select.
pub fn parse_rule_with(rule: Rule, text: &str, options: Options) -> Result<Span, Error> {
    match rule {
        Rule::Url => parse_url_with(text, options).map(|node| node.span()),
        Rule::AbsoluteUrl => parse_absolute_url_with(text, options).map(|node| node.span()),
        Rule::RelativeUrl => parse_relative_url_with(text, options).map(|node| node.span()),
        _ => with_variant!(options, |V| {
            let run = |input| run_rule::<V>(rule, input);
            // A rule read alone is followed by the end of the text, which is what its error expects.
            diagnose::whole(text, rule, options.charset(), run, |_| {})
        }),
    }
}

/// The length of the prefix of `text` that `rule`'s function reads, or the error when it reads none.
pub fn match_prefix(rule: Rule, text: &str) -> Result<usize, Error> {
    match_prefix_with(rule, text, Options::RFC1808)
}

/// [`match_prefix`] with the grammar `options` select.
pub fn match_prefix_with(rule: Rule, text: &str, options: Options) -> Result<usize, Error> {
    let run = with_variant!(options, |V| run_rule::<V>(rule, input(text)));
    run.map(|(_, span)| span.len())
        .map_err(|error| diagnose::build(text.as_bytes(), crate::grammar::failure_of(error, text, rule), rule))
}
