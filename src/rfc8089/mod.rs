//! RFC 8089 (2017), The "file" URI Scheme: the syntax of `file:` URIs, as a grammar of its own over RFC 3986's
//! rules.
//!
//! Every production of §2, and every production that Appendix F collects from Appendix E's nonstandard syntax
//! variations, is one function here, named after its rule, with the rule quoted above it:
//!
//! | section | rules |
//! |---|---|
//! | [§2](https://www.rfc-editor.org/rfc/rfc8089#section-2) Syntax | [`file_uri`], [`file_scheme`], [`file_hier_part`], [`auth_path`], [`local_path`], [`file_auth`] |
//! | [Appendix E.1](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.1) User Information | [`file_auth`] (replaced) |
//! | [Appendix E.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2), [E.2.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.2.2) Drive Letters | [`local_path`], [`auth_path`] (replaced), [`file_absolute`], [`drive_letter`] |
//! | [Appendix E.3.2](https://www.rfc-editor.org/rfc/rfc8089#appendix-E.3.2) UNC Path | [`auth_path`] (replaced), [`unc_authority`], [`file_host`], [`inline_ip`] |
//!
//! §2 imports RFC 3986's `host` and `path-absolute` "(as updated by \[RFC6874\])", and Appendix F RFC 3986's
//! `userinfo`, `IPv4address`, `IPv6address`, `IPvFuture` and `reg-name`: those are [`crate::rfc3986`]'s
//! functions, with RFC 6874's zone identifiers, and their nodes are RFC 3986's.
//!
//! Appendix E is "not normative", "variations \[that\] may be encountered by existing usages of the file URI
//! scheme but are not supported by the normative syntax of Section 2"; its rules are RFC 8089's own optional
//! extension, a variant of the grammar ([`Rfc8089AppendixF`], [`Options::APPENDIX_F`]), as an amending RFC is
//! one of the other grammars. Appendix E.4 (backslashes) adds no rule.
//!
//! ```
//! use urigram::rfc8089::{self, Options};
//!
//! let uri = rfc8089::parse_file_uri("file://host.example.com/path/to/file")?;
//! assert_eq!(uri.authority().unwrap().as_str(), "host.example.com");
//! assert_eq!(uri.path().as_str(), "/path/to/file");
//! assert!(rfc8089::parse_file_uri("file:///path/to/file")?.is_local());
//! assert!(rfc8089::parse_file_uri("file:c:/path/to/file").is_err()); // Appendix E.2 alone
//! let dos = rfc8089::parse_file_uri_with("file:///c|/path/to/file", Options::APPENDIX_F)?;
//! assert_eq!(dos.drive_letter().unwrap().letter(), 'c');
//! let error = rfc8089::parse_file_uri("file:///a?b").unwrap_err(); // no query in a file URI
//! assert_eq!(error.span(), urigram::Span::new(9, 10));
//! # Ok::<(), urigram::rfc8089::Error>(())
//! ```

pub mod ast;
pub(crate) mod diagnose;
mod problem;
mod rule;
mod rules;

pub use ast::FileUri;
use diagnose::Reading;
pub use problem::Problem;
use rule::run_rule;
pub use rule::{Rule, rule_tree};
pub use rules::{
    auth_path, drive_letter, file_absolute, file_auth, file_hier_part, file_host, file_scheme, file_uri, inline_ip,
    local_path, unc_authority,
};

use crate::Span;
use crate::grammar::{Expected, PResult, RuleError, Token, failure_of, input};

/// The result of an RFC 8089 rule function.
pub type Res<'a, O> = PResult<'a, O, Rule>;

/// An RFC 8089 parse error.
pub type Error = crate::grammar::Error<Rule>;

/// Which of RFC 8089's grammars to read: §2's, or with Appendix F's collected nonstandard rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Appendix F: the syntax variations of Appendix E (user information, DOS and Windows drive letters with
    /// `:` or `|`, UNC strings in the path). Off by default.
    pub appendix_f: bool,
    /// Whether a rule with alternatives fails where one of them failed farther than the longest reading went:
    /// the second run of the rules that an error takes, to point where the text went wrong. Never set in the
    /// public options.
    farthest_failure: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options::RFC8089
    }
}

impl Options {
    /// §2, the normative syntax.
    pub const RFC8089: Options = Options { appendix_f: false, farthest_failure: false };
    /// §2 with Appendix F's collected nonstandard rules.
    pub const APPENDIX_F: Options = Options { appendix_f: true, farthest_failure: false };
}

/// The variant `V` read for an error: see `Options::farthest_failure`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Farthest<V>(core::marker::PhantomData<V>);

impl<V: Variant> sealed::Sealed for Farthest<V> {}

impl<V: Variant> Variant for Farthest<V> {
    const OPTIONS: Options = Options { farthest_failure: true, ..V::OPTIONS };
}

/// A variant of the RFC 8089 grammar, as a type: [`Rfc8089`], §2 as published, or [`Rfc8089AppendixF`] with
/// Appendix F's rules. The rules that Appendix F replaces (`auth-path`, `local-path`, `file-auth`, and those
/// that reach them) are generic over it. [`Options`] is the same choice made at run time.
///
/// ```
/// use urigram::grammar::input;
/// use urigram::rfc8089::{Rfc8089, Rfc8089AppendixF, local_path};
///
/// assert!(local_path::<Rfc8089>(input("c:/x")).is_err());
/// assert!(local_path::<Rfc8089AppendixF>(input("c:/x")).is_ok());
/// ```
pub trait Variant: crate::grammar::Marker + sealed::Sealed {
    /// The same variant as a value, for the functions that choose it at run time.
    const OPTIONS: Options;
}

/// Only this module's marker types, and the reading for an error over them, are variants of its grammar.
mod sealed {
    /// Implemented by the variants of the module alone.
    pub trait Sealed {}
}

/// RFC 8089 §2 (`Options::RFC8089`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc8089;

impl sealed::Sealed for Rfc8089 {}
impl Variant for Rfc8089 {
    const OPTIONS: Options = Options::RFC8089;
}

/// RFC 8089 §2 with Appendix F's collected nonstandard rules (`Options::APPENDIX_F`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rfc8089AppendixF;

impl sealed::Sealed for Rfc8089AppendixF {}
impl Variant for Rfc8089AppendixF {
    const OPTIONS: Options = Options::APPENDIX_F;
}

/// Parses all of `text` as a `file-URI` (§2).
///
/// # Errors
///
/// When `text` is not a `file-URI`: the error's span is where the reading stopped.
pub fn parse_file_uri(text: &str) -> Result<FileUri<'_>, Error> {
    parse_file_uri_with(text, Options::RFC8089)
}

/// [`parse_file_uri`] under `options`.
///
/// # Errors
///
/// As [`parse_file_uri`].
pub fn parse_file_uri_with(text: &str, options: Options) -> Result<FileUri<'_>, Error> {
    if options.appendix_f { whole_file_uri::<Rfc8089AppendixF>(text) } else { whole_file_uri::<Rfc8089>(text) }
}

/// [`parse_file_uri`] in the variant `V`; an error is read again with the farthest failures.
fn whole_file_uri<V: Variant>(text: &str) -> Result<FileUri<'_>, Error> {
    whole(text, Rule::FileUri, file_uri::<V>(input(text)), || {
        file_uri::<Farthest<V>>(input(text)).map(|(rest, node)| (rest, node.span()))
    })
}

/// Checks that all of `text` is in the language of `rule` (§2's grammar); the span read.
///
/// ```
/// use urigram::rfc8089::{Rule, parse_rule};
/// assert!(parse_rule(Rule::FileAuth, "localhost").is_ok());
/// assert!(parse_rule(Rule::LocalPath, "/a/b").is_ok());
/// ```
///
/// # Errors
///
/// When `text` is not in the language of `rule`.
pub fn parse_rule(rule: Rule, text: &str) -> Result<Span, Error> {
    parse_rule_with(rule, text, Options::RFC8089)
}

/// [`parse_rule`] under `options`.
///
/// # Errors
///
/// As [`parse_rule`].
pub fn parse_rule_with(rule: Rule, text: &str, options: Options) -> Result<Span, Error> {
    let farthest = Options { farthest_failure: true, ..options };
    whole(text, rule, run(rule, text, options), || run(rule, text, farthest))
}

/// The length of the longest prefix of `text` that `rule` reads, under `options`.
///
/// # Errors
///
/// When `rule` reads no prefix of `text`.
pub fn match_prefix_with(rule: Rule, text: &str, options: Options) -> Result<usize, Error> {
    run(rule, text, options)
        .map(|(_, span)| span.len())
        .map_err(|error| build(text, rule, failure_of(error, text, rule)))
}

/// Runs the function of `rule` on `text` in the variant `options` names.
fn run(rule: Rule, text: &str, options: Options) -> Res<'_, Span> {
    match (options.appendix_f, options.farthest_failure) {
        (false, false) => run_rule::<Rfc8089>(rule, input(text)),
        (true, false) => run_rule::<Rfc8089AppendixF>(rule, input(text)),
        (false, true) => run_rule::<Farthest<Rfc8089>>(rule, input(text)),
        (true, true) => run_rule::<Farthest<Rfc8089AppendixF>>(rule, input(text)),
    }
}

/// The node when `result` read all of `text` as `rule`, else the error: where `again` (the rules read for an
/// error) failed, or where the reading ended.
fn whole<'a, O>(
    text: &'a str,
    rule: Rule,
    result: Res<'a, O>,
    again: impl FnOnce() -> Res<'a, Span>,
) -> Result<O, Error> {
    let ended = match result {
        Ok((rest, node)) if rest.fragment().is_empty() => return Ok(node),
        Ok((rest, _)) => rest.location_offset(),
        Err(error) => return Err(build(text, rule, failure_of(error, text, rule))),
    };
    if let Err(error) = again() {
        let error = failure_of(error, text, rule);
        if error.offset > ended {
            return Err(build(text, rule, error));
        }
    }
    let error = RuleError::expecting(ended, Expected::NOTHING.token(Token::End));
    Err(Error::build(text.as_bytes(), error, rule, |_, found, rule| Reading::RuleEnds { rule, found }))
}

/// The error for `text` where the rule functions failed with `error`.
fn build(text: &str, rule: Rule, error: RuleError<Rule>) -> Error {
    Error::build(text.as_bytes(), error, rule, |_, found, _| Reading::Unexpected { found })
}
