//! Every grammar behind one door: any rule of any [`Dialect`], named by a `Copy` [`Rule`], parsed into its span,
//! its components and its tree, with one error type and one resolver's options for all of them.
//!
//! The RFC modules are the grammars; this module is for a program that lets its user choose among them at run
//! time (a command's `--rfc`, an editor's setting, a SQL function's argument) and then treats every grammar
//! alike. It adds no reading of its own: each function calls the chosen module's.
//!
//! ```
//! use urigram::Dialect;
//! use urigram::dialect::Resolution;
//!
//! let dialect = Dialect::Rfc2396Rfc2732;
//! let rule = dialect.rule_named("uri-reference").unwrap();
//! assert_eq!((rule, rule.name()), (dialect.reference(), "URI-reference"));
//!
//! let parsed = dialect.parse(rule, "http://[::1]/a?b").unwrap();
//! let host = parsed.components().unwrap().into_iter().find(|c| c.name == "host").unwrap();
//! assert_eq!(host.part.unwrap().text, "[::1]");
//!
//! let error = Dialect::Rfc2396.check(rule, "http://[::1]/").unwrap_err();
//! assert_eq!((error.span().start, error.rule().name()), (7, "host"));
//!
//! let target = dialect.resolve("http://a/b/c", "../d", Resolution::default()).unwrap();
//! assert_eq!(target, "http://a/d");
//! ```

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

pub use crate::grammar::Dialect;
use crate::grammar::{Component, Components, Grammar, Position, Rfc, Span, Wording};
use crate::resolve::{ResolveError as ResolveErrorOf, Side};
use crate::{resolve, rfc1808, rfc2396, rfc3986, rfc3987, rfc8089};

/// A rule of one of the grammars: which RFC's rule enum, and which of its rules. `Copy`, compared by value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// A rule of RFC 3986 (and of RFC 6874, which amends it).
    Rfc3986(rfc3986::Rule),
    /// A rule of RFC 3987.
    Rfc3987(rfc3987::Rule),
    /// A rule of RFC 2396 (and of RFC 2732, which amends it).
    Rfc2396(rfc2396::Rule),
    /// A rule of RFC 1808 (and of RFC 2068, which amends it).
    Rfc1808(rfc1808::Rule),
    /// A rule of RFC 8089 (and of its Appendix F).
    Rfc8089(rfc8089::Rule),
}

impl Rule {
    /// The rule's name exactly as its RFC writes it (`IPv6address`, `hier_part`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Rule::Rfc3986(rule) => rule.name(),
            Rule::Rfc3987(rule) => rule.name(),
            Rule::Rfc2396(rule) => rule.name(),
            Rule::Rfc1808(rule) => rule.name(),
            Rule::Rfc8089(rule) => rule.name(),
        }
    }

    /// The section that defines the rule, without the `§` (`"3.2.2"`).
    #[must_use]
    pub fn section(self) -> &'static str {
        match self {
            Rule::Rfc3986(rule) => rule.section(),
            Rule::Rfc3987(rule) => rule.section(),
            Rule::Rfc2396(rule) => rule.section(),
            Rule::Rfc1808(rule) => rule.section(),
            Rule::Rfc8089(rule) => rule.section(),
        }
    }

    /// One line saying what the rule matches, for people.
    #[must_use]
    pub fn meaning(self) -> &'static str {
        match self {
            Rule::Rfc3986(rule) => rule.meaning(),
            Rule::Rfc3987(rule) => rule.meaning(),
            Rule::Rfc2396(rule) => rule.meaning(),
            Rule::Rfc1808(rule) => rule.meaning(),
            Rule::Rfc8089(rule) => rule.meaning(),
        }
    }

    /// The RFC that defines the rule.
    #[must_use]
    pub fn rfc(self) -> Rfc {
        match self {
            Rule::Rfc3986(_) => Rfc::Rfc3986,
            Rule::Rfc3987(_) => Rfc::Rfc3987,
            Rule::Rfc2396(_) => Rfc::Rfc2396,
            Rule::Rfc1808(_) => Rfc::Rfc1808,
            Rule::Rfc8089(_) => Rfc::Rfc8089,
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text is not in the language of a rule of one of the grammars: the RFC module's error, as it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// An RFC 3986 error.
    #[error(transparent)]
    Rfc3986(rfc3986::Error),
    /// An RFC 3987 error.
    #[error(transparent)]
    Rfc3987(rfc3987::Error),
    /// An RFC 2396 error.
    #[error(transparent)]
    Rfc2396(rfc2396::Error),
    /// An RFC 1808 error.
    #[error(transparent)]
    Rfc1808(rfc1808::Error),
    /// An RFC 8089 error.
    #[error(transparent)]
    Rfc8089(rfc8089::Error),
}

impl Error {
    /// The offending bytes: a whole character, or empty at the end of the text.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            Error::Rfc3986(error) => error.span(),
            Error::Rfc3987(error) => error.span(),
            Error::Rfc2396(error) => error.span(),
            Error::Rfc1808(error) => error.span(),
            Error::Rfc8089(error) => error.span(),
        }
    }

    /// Where the span starts: line and columns.
    #[must_use]
    pub fn position(&self) -> Position {
        match self {
            Error::Rfc3986(error) => error.position(),
            Error::Rfc3987(error) => error.position(),
            Error::Rfc2396(error) => error.position(),
            Error::Rfc1808(error) => error.position(),
            Error::Rfc8089(error) => error.position(),
        }
    }

    /// The rule being read where the text went wrong.
    #[must_use]
    pub fn rule(&self) -> Rule {
        match self {
            Error::Rfc3986(error) => Rule::Rfc3986(error.rule()),
            Error::Rfc3987(error) => Rule::Rfc3987(error.rule()),
            Error::Rfc2396(error) => Rule::Rfc2396(error.rule()),
            Error::Rfc1808(error) => Rule::Rfc1808(error.rule()),
            Error::Rfc8089(error) => Rule::Rfc8089(error.rule()),
        }
    }

    /// The names of what the grammar would have accepted there: rules, then literal tokens.
    #[must_use]
    pub fn expected(&self) -> Vec<&'static str> {
        match self {
            Error::Rfc3986(error) => error.expected().names().collect(),
            Error::Rfc3987(error) => error.expected().names().collect(),
            Error::Rfc2396(error) => error.expected().names().collect(),
            Error::Rfc1808(error) => error.expected().names().collect(),
            Error::Rfc8089(error) => error.expected().names().collect(),
        }
    }

    /// The section of the RFC that says what is allowed there, without the `§`.
    #[must_use]
    pub fn section(&self) -> &'static str {
        match self {
            Error::Rfc3986(error) => error.section(),
            Error::Rfc3987(error) => error.section(),
            Error::Rfc2396(error) => error.section(),
            Error::Rfc1808(error) => error.section(),
            Error::Rfc8089(error) => error.section(),
        }
    }

    /// The sentence alone, naming what the reader can do in `wording`'s words (a command's flags).
    #[must_use]
    pub fn message_in(&self, wording: &dyn Wording) -> String {
        match self {
            Error::Rfc3986(error) => error.message_in(wording),
            Error::Rfc3987(error) => error.message_in(wording),
            Error::Rfc2396(error) => error.message_in(wording),
            Error::Rfc1808(error) => error.message_in(wording),
            Error::Rfc8089(error) => error.message_in(wording),
        }
    }

    /// The RFC whose grammar rejected the text.
    #[must_use]
    pub fn rfc(&self) -> Rfc {
        self.rule().rfc()
    }
}

/// The tree of a text read as one of the rules that build one: a grammar's reference rules.
///
/// RFC 3987's IRIs have RFC 3986's tree. Its `Debug` is the module's tree's, pretty with `{:#?}`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Tree<'a> {
    /// An RFC 3986 or RFC 3987 reference.
    UriReference(rfc3986::UriReference<'a>),
    /// An RFC 3986 `URI` or RFC 3987 `IRI`.
    Uri(rfc3986::Uri<'a>),
    /// An RFC 3986 `absolute-URI` or RFC 3987 `absolute-IRI`.
    AbsoluteUri(rfc3986::AbsoluteUri<'a>),
    /// An RFC 3986 `relative-ref` or RFC 3987 `irelative-ref`.
    RelativeRef(rfc3986::RelativeRef<'a>),
    /// An RFC 2396 `URI-reference`.
    Rfc2396UriReference(rfc2396::UriReference<'a>),
    /// An RFC 2396 `absoluteURI`.
    Rfc2396AbsoluteUri(rfc2396::AbsoluteUri<'a>),
    /// An RFC 2396 `relativeURI`.
    Rfc2396RelativeUri(rfc2396::RelativeUri<'a>),
    /// An RFC 1808 `URL`.
    Rfc1808Url(rfc1808::Url<'a>),
    /// An RFC 1808 `absoluteURL`.
    Rfc1808AbsoluteUrl(rfc1808::AbsoluteUrl<'a>),
    /// An RFC 1808 `relativeURL`.
    Rfc1808RelativeUrl(rfc1808::RelativeUrl<'a>),
    /// An RFC 8089 `file-URI`.
    Rfc8089FileUri(rfc8089::FileUri<'a>),
}

impl fmt::Debug for Tree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tree::UriReference(tree) => fmt::Debug::fmt(tree, f),
            Tree::Uri(tree) => fmt::Debug::fmt(tree, f),
            Tree::AbsoluteUri(tree) => fmt::Debug::fmt(tree, f),
            Tree::RelativeRef(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc2396UriReference(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc2396AbsoluteUri(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc2396RelativeUri(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc1808Url(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc1808AbsoluteUrl(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc1808RelativeUrl(tree) => fmt::Debug::fmt(tree, f),
            Tree::Rfc8089FileUri(tree) => fmt::Debug::fmt(tree, f),
        }
    }
}

/// A text that is in the language of a rule: where, and its tree when the rule builds one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parsed<'a> {
    /// The grammar that read it.
    pub dialect: Dialect,
    /// The rule it was read as.
    pub rule: Rule,
    /// The text.
    pub text: &'a str,
    /// The span the rule matched: the whole text.
    pub span: Span,
    /// The tree, for the rules that build one (the grammar's reference rules); `None` for the others.
    pub tree: Option<Tree<'a>>,
}

impl<'a> Parsed<'a> {
    /// Every component the grammar defines for a reference, in order, absent ones included; `None` for a rule
    /// without a tree.
    ///
    /// A tree that is not the grammar's reference (an `absolute-URI`, RFC 2396's `relativeURI`) gives the
    /// components of the same text read as a reference, whose language holds its rule's: one more parse, made
    /// only here.
    #[must_use]
    pub fn components(&self) -> Option<Vec<Component<'a>>> {
        let text = self.text;
        match self.tree? {
            Tree::UriReference(tree) => Some(tree.components()),
            Tree::Uri(tree) => Some(rfc3986::UriReference::Uri(tree).components()),
            Tree::RelativeRef(tree) => Some(rfc3986::UriReference::RelativeRef(tree).components()),
            Tree::Rfc2396UriReference(tree) => Some(tree.components()),
            Tree::Rfc1808Url(tree) => Some(tree.components()),
            Tree::Rfc8089FileUri(tree) => Some(tree.components()),
            Tree::AbsoluteUri(_) => match self.dialect.options() {
                Options::Rfc3986(options) => rfc3986::parse_uri_reference_with(text, options).ok(),
                Options::Rfc3987(options) => rfc3987::parse_iri_reference_with(text, options).ok(),
                Options::Rfc2396(_) | Options::Rfc1808(_) | Options::Rfc8089(_) => None,
            }
            .map(|reference| reference.components()),
            Tree::Rfc2396AbsoluteUri(_) | Tree::Rfc2396RelativeUri(_) => match self.dialect.options() {
                Options::Rfc2396(options) => rfc2396::parse_uri_reference_with(text, options).ok(),
                _ => None,
            }
            .map(|reference| reference.components()),
            Tree::Rfc1808AbsoluteUrl(_) | Tree::Rfc1808RelativeUrl(_) => match self.dialect.options() {
                Options::Rfc1808(options) => rfc1808::parse_url_with(text, options).ok(),
                _ => None,
            }
            .map(|url| url.components()),
        }
    }
}

/// The module options that read a grammar.
#[derive(Clone, Copy)]
enum Options {
    Rfc3986(rfc3986::Options),
    Rfc3987(rfc3987::Options),
    Rfc2396(rfc2396::Options),
    Rfc1808(rfc1808::Options),
    Rfc8089(rfc8089::Options),
}

/// How to resolve where an RFC leaves the choice, the same for every grammar.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Resolution {
    /// Take a reference whose scheme equals the base's as the relative reference after its `:`: RFC 3986
    /// §5.2.2's non-strict parser, RFC 2396 §5.2 step 3's backward-compatible one. RFC 1808 has no such choice
    /// ([`Dialect::resolves_non_strict`]), and resolves strictly.
    pub non_strict: bool,
    /// Write what the algorithm produces, without the guards that keep a path from being read back as an
    /// authority.
    pub literal: bool,
}

/// Why a reference could not be resolved against a base, in any grammar.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResolveError {
    /// An RFC 3986 resolution's error.
    #[error(transparent)]
    Rfc3986(resolve::rfc3986::Error),
    /// An RFC 3987 resolution's error.
    #[error(transparent)]
    Rfc3987(ResolveErrorOf<rfc3987::Rule>),
    /// An RFC 2396 resolution's error.
    #[error(transparent)]
    Rfc2396(resolve::rfc2396::Error),
    /// An RFC 1808 resolution's error.
    #[error(transparent)]
    Rfc1808(resolve::rfc1808::Error),
    /// The grammar defines no resolution of references: RFC 8089's `file:` URIs resolve by RFC 3986 §5
    /// ([`Dialect::resolves`]).
    #[error("{0} defines no resolution of references; resolve with RFC 3986's algorithm (\u{a7}5)")]
    NoResolution(Rfc),
}

/// A resolution's error told apart: a text that does not parse, or a base the algorithm cannot use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The base or the reference is not in the grammar's language.
    Syntax(Side, Error),
    /// Both parse, but the algorithm cannot resolve against this base (or, for a `..` above the root, with
    /// this path).
    Unresolvable(Unresolvable),
}

/// Why a resolution stopped on texts that parse: which text, where, the rule and section that say why, a
/// stable code and a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unresolvable {
    /// The text at fault; the reference for an error that names none (RFC 1808's empty base, which requires an
    /// absolute reference).
    pub side: Side,
    /// Where in that text, when the error says.
    pub span: Option<Span>,
    /// The rule the text at fault must match: the grammar's base rule, or the rule the problem is about
    /// (RFC 2396's `hier_part`, RFC 1808's `generic-RL`).
    pub rule: Rule,
    /// The section that says why, without the `§`.
    pub section: &'static str,
    /// A stable name for the problem: `relative-base`, `base-fragment`, `opaque-base`, `not-generic-base`,
    /// `empty-base`, `above-root`, `no-resolution` (a grammar without one), or `unresolvable`.
    pub code: &'static str,
    /// The sentence, for a person.
    pub message: String,
}

impl ResolveError {
    /// The error told apart: a parse error with the text it is about, or why the algorithm stopped.
    #[must_use]
    pub fn fault(&self) -> Fault {
        match self {
            ResolveError::Rfc3986(error) => fault_of(error, rfc3986::Rule::AbsoluteUri, Rule::Rfc3986, Error::Rfc3986),
            ResolveError::Rfc3987(error) => fault_of(error, rfc3987::Rule::AbsoluteIri, Rule::Rfc3987, Error::Rfc3987),
            ResolveError::Rfc2396(error) => fault_of(error, rfc2396::Rule::AbsoluteUri, Rule::Rfc2396, Error::Rfc2396),
            ResolveError::Rfc1808(error) => fault_of(error, rfc1808::Rule::AbsoluteUrl, Rule::Rfc1808, Error::Rfc1808),
            ResolveError::NoResolution(rfc) => Fault::Unresolvable(Unresolvable {
                side: Side::Base,
                span: None,
                rule: Rule::Rfc8089(rfc8089::Rule::FileUri),
                section: "2",
                code: "no-resolution",
                message: alloc::format!("{rfc} defines no resolution of references"),
            }),
        }
    }
}

/// [`ResolveError::fault`] of one grammar's error, whose base must match `base_rule`, its rules made [`Rule`]s by
/// `rule` and its parse errors [`Error`]s by `error`.
fn fault_of<R: Grammar>(
    resolve_error: &ResolveErrorOf<R>,
    base_rule: R,
    rule: fn(R) -> Rule,
    error: fn(crate::grammar::Error<R>) -> Error,
) -> Fault {
    let named = |name: &str| R::from_name(name).unwrap_or(base_rule);
    let (code, at_fault, section, message): (_, _, _, &str) = match resolve_error {
        ResolveErrorOf::Base(parse) => return Fault::Syntax(Side::Base, error((**parse).clone())),
        ResolveErrorOf::Reference(parse) => return Fault::Syntax(Side::Reference, error((**parse).clone())),
        ResolveErrorOf::RelativeBase { section, .. } => (
            "relative-base",
            base_rule,
            *section,
            "the base is a relative reference: a base must be absolute, with a scheme",
        ),
        ResolveErrorOf::BaseFragment { section, .. } => {
            ("base-fragment", base_rule, *section, "a base URI has no fragment: strip it before resolving")
        }
        ResolveErrorOf::OpaqueBase { .. } => (
            "opaque-base",
            named("hier_part"),
            "5",
            "the base's part after the scheme is opaque: a relative reference resolves only against a base with a \
             hier_part",
        ),
        ResolveErrorOf::NotGenericBase { .. } => (
            "not-generic-base",
            named("generic-RL"),
            "2.2",
            "the base's path starts with \"//\", so it is no generic-RL, the only form of base URL RFC 1808 \
             resolves against",
        ),
        ResolveErrorOf::EmptyBase => {
            ("empty-base", base_rule, "4", "the base is empty (unknown), so the reference must be an absolute URL")
        }
        ResolveErrorOf::AboveRoot { .. } => {
            ("above-root", named("path_segments"), "5.2", "\"..\" climbs above the root of the path")
        }
        #[allow(unreachable_patterns, reason = "the resolver's error is non-exhaustive")]
        _ => {
            return Fault::Unresolvable(Unresolvable {
                side: resolve_error.side().unwrap_or(Side::Reference),
                span: resolve_error.span(),
                rule: rule(base_rule),
                section: base_rule.section(),
                code: "unresolvable",
                message: resolve_error.to_string(),
            });
        }
    };
    Fault::Unresolvable(Unresolvable {
        side: resolve_error.side().unwrap_or(Side::Reference),
        span: resolve_error.span(),
        rule: rule(at_fault),
        section,
        code,
        message: message.to_string(),
    })
}

impl Dialect {
    fn options(self) -> Options {
        match self {
            Dialect::Rfc3986 => Options::Rfc3986(rfc3986::Options::RFC3986),
            Dialect::Rfc3986Rfc6874 => Options::Rfc3986(rfc3986::Options::rfc6874(true)),
            Dialect::Rfc3987 => Options::Rfc3987(rfc3987::Options::RFC3987),
            Dialect::Rfc3987Rfc6874 => Options::Rfc3987(rfc3987::Options::RFC3987.rfc6874(true)),
            Dialect::Rfc2396 => Options::Rfc2396(rfc2396::Options::RFC2396),
            Dialect::Rfc2396Rfc2732 => Options::Rfc2396(rfc2396::Options::rfc2732(true)),
            Dialect::Rfc1808 => Options::Rfc1808(rfc1808::Options::RFC1808),
            Dialect::Rfc1808Rfc2068 => Options::Rfc1808(rfc1808::Options::RFC2068),
            Dialect::Rfc8089 => Options::Rfc8089(rfc8089::Options::RFC8089),
            Dialect::Rfc8089AppendixF => Options::Rfc8089(rfc8089::Options::APPENDIX_F),
        }
    }

    /// Every rule of the grammar's RFC, in the order of its collected grammar (an amendment's own rules
    /// included: [`Grammar::amendment`] names them).
    pub fn rules(self) -> impl Iterator<Item = Rule> {
        let rules: Vec<Rule> = match self.rfc() {
            Rfc::Rfc3986 => rfc3986::Rule::ALL.iter().copied().map(Rule::Rfc3986).collect(),
            Rfc::Rfc3987 => rfc3987::Rule::ALL.iter().copied().map(Rule::Rfc3987).collect(),
            Rfc::Rfc2396 => rfc2396::Rule::ALL.iter().copied().map(Rule::Rfc2396).collect(),
            Rfc::Rfc1808 => rfc1808::Rule::ALL.iter().copied().map(Rule::Rfc1808).collect(),
            Rfc::Rfc8089 => rfc8089::Rule::ALL.iter().copied().map(Rule::Rfc8089).collect(),
        };
        rules.into_iter()
    }

    /// The rule whose RFC name is `name`, compared case-insensitively as RFC 5234 compares rule names.
    #[must_use]
    pub fn rule_named(self, name: &str) -> Option<Rule> {
        match self.rfc() {
            Rfc::Rfc3986 => rfc3986::Rule::from_name(name).map(Rule::Rfc3986),
            Rfc::Rfc3987 => rfc3987::Rule::from_name(name).map(Rule::Rfc3987),
            Rfc::Rfc2396 => rfc2396::Rule::from_name(name).map(Rule::Rfc2396),
            Rfc::Rfc1808 => rfc1808::Rule::from_name(name).map(Rule::Rfc1808),
            Rfc::Rfc8089 => rfc8089::Rule::from_name(name).map(Rule::Rfc8089),
        }
    }

    /// The rule a reference of the grammar is: `URI-reference`, `IRI-reference`, RFC 1808's `URL`, or RFC
    /// 8089's `file-URI`.
    #[must_use]
    pub fn reference(self) -> Rule {
        match self.rfc() {
            Rfc::Rfc3986 => Rule::Rfc3986(rfc3986::Rule::UriReference),
            Rfc::Rfc3987 => Rule::Rfc3987(rfc3987::Rule::IriReference),
            Rfc::Rfc2396 => Rule::Rfc2396(rfc2396::Rule::UriReference),
            Rfc::Rfc1808 => Rule::Rfc1808(rfc1808::Rule::Url),
            Rfc::Rfc8089 => Rule::Rfc8089(rfc8089::Rule::FileUri),
        }
    }

    /// The rule a base of a resolution must match: `absolute-URI`, `absolute-IRI`, `absoluteURI` or
    /// `absoluteURL`; RFC 8089's `file-URI`, though it resolves nothing ([`Dialect::resolves`]).
    #[must_use]
    pub fn base_uri(self) -> Rule {
        match self.rfc() {
            Rfc::Rfc3986 => Rule::Rfc3986(rfc3986::Rule::AbsoluteUri),
            Rfc::Rfc3987 => Rule::Rfc3987(rfc3987::Rule::AbsoluteIri),
            Rfc::Rfc2396 => Rule::Rfc2396(rfc2396::Rule::AbsoluteUri),
            Rfc::Rfc1808 => Rule::Rfc1808(rfc1808::Rule::AbsoluteUrl),
            Rfc::Rfc8089 => Rule::Rfc8089(rfc8089::Rule::FileUri),
        }
    }

    /// Whether all of `text` is in the language of `rule`, and why not: the verdict alone, which builds no tree.
    ///
    /// A rule of another grammar is read as the grammar's reference rule.
    ///
    /// # Errors
    ///
    /// Why the text is not in the rule's language.
    pub fn check(self, rule: Rule, text: &str) -> Result<Span, Error> {
        match (self.options(), rule) {
            (Options::Rfc3986(options), Rule::Rfc3986(rule)) => {
                rfc3986::parse_rule_with(rule, text, options).map_err(Error::Rfc3986)
            }
            (Options::Rfc3987(options), Rule::Rfc3987(rule)) => {
                rfc3987::parse_rule_with(rule, text, options).map_err(Error::Rfc3987)
            }
            (Options::Rfc2396(options), Rule::Rfc2396(rule)) => {
                rfc2396::parse_rule_with(rule, text, options).map_err(Error::Rfc2396)
            }
            (Options::Rfc1808(options), Rule::Rfc1808(rule)) => {
                rfc1808::parse_rule_with(rule, text, options).map_err(Error::Rfc1808)
            }
            (Options::Rfc8089(options), Rule::Rfc8089(rule)) => {
                rfc8089::parse_rule_with(rule, text, options).map_err(Error::Rfc8089)
            }
            _ => self.check(self.reference(), text),
        }
    }

    /// Parses all of `text` as `rule`, with its tree when the rule builds one (the grammar's reference rules).
    ///
    /// A rule of another grammar is read as the grammar's reference rule.
    ///
    /// # Errors
    ///
    /// Why the text is not in the rule's language.
    pub fn parse(self, rule: Rule, text: &str) -> Result<Parsed<'_>, Error> {
        let tree = match (self.options(), rule) {
            (Options::Rfc3986(options), Rule::Rfc3986(rule)) => {
                rfc3986_tree(rule, text, options).map_err(Error::Rfc3986)?
            }
            (Options::Rfc3987(options), Rule::Rfc3987(rule)) => {
                rfc3987_tree(rule, text, options).map_err(Error::Rfc3987)?
            }
            (Options::Rfc2396(options), Rule::Rfc2396(rule)) => {
                rfc2396_tree(rule, text, options).map_err(Error::Rfc2396)?
            }
            (Options::Rfc1808(options), Rule::Rfc1808(rule)) => {
                rfc1808_tree(rule, text, options).map_err(Error::Rfc1808)?
            }
            (Options::Rfc8089(options), Rule::Rfc8089(rfc8089::Rule::FileUri)) => {
                Some(Tree::Rfc8089FileUri(rfc8089::parse_file_uri_with(text, options).map_err(Error::Rfc8089)?))
            }
            (Options::Rfc8089(_), Rule::Rfc8089(_)) => None,
            _ => return self.parse(self.reference(), text),
        };
        let span = match tree {
            Some(_) => Span::new(0, text.len()),
            None => self.check(rule, text)?,
        };
        Ok(Parsed { dialect: self, rule, text, span, tree })
    }

    /// Whether the grammar defines a resolution of references: every generic syntax does; RFC 8089, a
    /// scheme's syntax, does not (its `file:` URIs resolve by RFC 3986 §5).
    #[must_use]
    pub const fn resolves(self) -> bool {
        !matches!(self.rfc(), Rfc::Rfc8089)
    }

    /// Whether the grammar's resolver has a non-strict mode ([`Resolution::non_strict`]): RFC 1808's has not.
    #[must_use]
    pub const fn resolves_non_strict(self) -> bool {
        !matches!(self.rfc(), Rfc::Rfc1808 | Rfc::Rfc8089)
    }

    /// The target of `reference` resolved against `base` by the grammar's RFC's own algorithm (RFC 3986 §5.2,
    /// RFC 3987 §6.5 through it, RFC 2396 §5.2 keeping a `..` above the root as its Appendix C does, RFC 1808
    /// §4), both texts read in this grammar.
    ///
    /// # Errors
    ///
    /// A text that does not parse, or a base the algorithm cannot use ([`ResolveError::fault`] tells which);
    /// [`ResolveError::NoResolution`] for a grammar that defines none.
    pub fn resolve(self, base: &str, reference: &str, how: Resolution) -> Result<String, ResolveError> {
        let rfc3986_options = resolve::rfc3986::Options { strict: !how.non_strict, literal: how.literal };
        match self.options() {
            Options::Rfc3986(grammar) => {
                resolve::rfc3986::resolve_with(base, reference, rfc3986_options, grammar).map_err(ResolveError::Rfc3986)
            }
            Options::Rfc3987(grammar) => {
                rfc3987::resolve_with(base, reference, rfc3986_options, grammar).map_err(ResolveError::Rfc3987)
            }
            Options::Rfc2396(grammar) => {
                let options = resolve::rfc2396::Options {
                    grammar,
                    same_scheme_is_relative: how.non_strict,
                    literal: how.literal,
                    ..resolve::rfc2396::Options::default()
                };
                resolve::rfc2396::resolve(base, reference, options).map_err(ResolveError::Rfc2396)
            }
            Options::Rfc1808(grammar) => {
                resolve::rfc1808::resolve(base, reference, resolve::rfc1808::Options { grammar, literal: how.literal })
                    .map_err(ResolveError::Rfc1808)
            }
            Options::Rfc8089(_) => Err(ResolveError::NoResolution(self.rfc())),
        }
    }
}

/// The tree of an RFC 3986 reference rule, or `None` for a rule without one.
fn rfc3986_tree(
    rule: rfc3986::Rule,
    text: &str,
    options: rfc3986::Options,
) -> Result<Option<Tree<'_>>, rfc3986::Error> {
    use rfc3986::Rule;
    Ok(Some(match rule {
        Rule::UriReference => Tree::UriReference(rfc3986::parse_uri_reference_with(text, options)?),
        Rule::Uri => Tree::Uri(rfc3986::parse_uri_with(text, options)?),
        Rule::AbsoluteUri => Tree::AbsoluteUri(rfc3986::parse_absolute_uri_with(text, options)?),
        Rule::RelativeRef => Tree::RelativeRef(rfc3986::parse_relative_ref_with(text, options)?),
        _ => return Ok(None),
    }))
}

/// The tree of an RFC 3987 reference rule (RFC 3986's tree), or `None` for a rule without one.
fn rfc3987_tree(
    rule: rfc3987::Rule,
    text: &str,
    options: rfc3987::Options,
) -> Result<Option<Tree<'_>>, rfc3987::Error> {
    use rfc3987::Rule;
    Ok(Some(match rule {
        Rule::IriReference => Tree::UriReference(rfc3987::parse_iri_reference_with(text, options)?),
        Rule::Iri => Tree::Uri(rfc3987::parse_iri_with(text, options)?),
        Rule::AbsoluteIri => Tree::AbsoluteUri(rfc3987::parse_absolute_iri_with(text, options)?),
        Rule::IrelativeRef => Tree::RelativeRef(rfc3987::parse_irelative_ref_with(text, options)?),
        _ => return Ok(None),
    }))
}

/// The tree of an RFC 2396 reference rule, or `None` for a rule without one.
fn rfc2396_tree(
    rule: rfc2396::Rule,
    text: &str,
    options: rfc2396::Options,
) -> Result<Option<Tree<'_>>, rfc2396::Error> {
    use rfc2396::Rule;
    Ok(Some(match rule {
        Rule::UriReference => Tree::Rfc2396UriReference(rfc2396::parse_uri_reference_with(text, options)?),
        Rule::AbsoluteUri => Tree::Rfc2396AbsoluteUri(rfc2396::parse_absolute_uri_with(text, options)?),
        Rule::RelativeUri => Tree::Rfc2396RelativeUri(rfc2396::parse_relative_uri_with(text, options)?),
        _ => return Ok(None),
    }))
}

/// The tree of an RFC 1808 reference rule, or `None` for a rule without one.
fn rfc1808_tree(
    rule: rfc1808::Rule,
    text: &str,
    options: rfc1808::Options,
) -> Result<Option<Tree<'_>>, rfc1808::Error> {
    use rfc1808::Rule;
    Ok(Some(match rule {
        Rule::Url => Tree::Rfc1808Url(rfc1808::parse_url_with(text, options)?),
        Rule::AbsoluteUrl => Tree::Rfc1808AbsoluteUrl(rfc1808::parse_absolute_url_with(text, options)?),
        Rule::RelativeUrl => Tree::Rfc1808RelativeUrl(rfc1808::parse_relative_url_with(text, options)?),
        _ => return Ok(None),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_grammar_parses_its_reference_and_names_its_rules() {
        for dialect in Dialect::ALL {
            let reference = dialect.reference();
            assert_eq!(reference.name(), dialect.reference_rule());
            assert_eq!(dialect.rule_named(&reference.name().to_ascii_lowercase()), Some(reference));
            assert!(dialect.rules().all(|rule| rule.rfc() == dialect.rfc()));
            // RFC 8089 reads `file:` URIs alone.
            let scheme = if dialect.rfc() == Rfc::Rfc8089 { "file" } else { "http" };
            let text = alloc::format!("{scheme}://a/b;p");
            let parsed = dialect.parse(reference, &text).unwrap();
            let components = parsed.components().unwrap();
            assert_eq!(components[0].part.unwrap().text, scheme, "{dialect}");
            let base = dialect.parse(dialect.base_uri(), &text).unwrap();
            assert_eq!(base.components().unwrap()[0].part.unwrap().text, scheme, "{dialect}");
        }
    }

    #[test]
    fn rules_without_trees_give_a_span_and_no_components() {
        let host = Dialect::Rfc3986.rule_named("host").unwrap();
        let parsed = Dialect::Rfc3986.parse(host, "example.com").unwrap();
        assert_eq!((parsed.span, parsed.tree, parsed.components()), (Span::new(0, 11), None, None));
        assert_eq!(Dialect::Rfc3986.check(host, "a b").unwrap_err().span(), Span::new(1, 2));
    }

    #[test]
    fn errors_are_the_modules_errors() {
        let text = "http://a/%zz";
        let error = Dialect::Rfc3986.check(Dialect::Rfc3986.reference(), text).unwrap_err();
        let module = rfc3986::parse_uri_reference(text).unwrap_err();
        assert_eq!(error.to_string(), module.to_string());
        assert_eq!((error.span(), error.section(), error.rfc()), (module.span(), module.section(), Rfc::Rfc3986));
        assert_eq!(error.expected(), module.expected().names().collect::<Vec<_>>());
    }

    #[test]
    fn resolution_faults_are_told_apart() {
        let how = Resolution::default();
        let error = Dialect::Rfc3986.resolve("http://a/b#frag", "g", how).unwrap_err();
        let Fault::Unresolvable(fault) = error.fault() else { panic!("{error}") };
        assert_eq!((fault.side, fault.span, fault.code), (Side::Base, Some(Span::new(10, 15)), "base-fragment"));
        assert_eq!(fault.rule.name(), "absolute-URI");
        let error = Dialect::Rfc2396.resolve("mailto:a@b", "g", how).unwrap_err();
        let Fault::Unresolvable(fault) = error.fault() else { panic!("{error}") };
        assert_eq!((fault.rule.name(), fault.section), ("hier_part", "5"));
        let error = Dialect::Rfc1808.resolve("http://a/", "%", how).unwrap_err();
        assert!(matches!(error.fault(), Fault::Syntax(Side::Reference, Error::Rfc1808(_))));
        let non_strict = Resolution { non_strict: true, ..how };
        assert_eq!(Dialect::Rfc3987.resolve("http://a/b/c/d;p?q", "http:g", non_strict).unwrap(), "http://a/b/c/g");
        assert!(!Dialect::Rfc1808Rfc2068.resolves_non_strict());
        let error = Dialect::Rfc8089.resolve("file:///a/b", "c", how).unwrap_err();
        let Fault::Unresolvable(fault) = error.fault() else { panic!("{error}") };
        assert_eq!((fault.code, fault.rule.name()), ("no-resolution", "file-URI"));
        assert!(!Dialect::Rfc8089AppendixF.resolves() && Dialect::Rfc1808.resolves());
    }
}
