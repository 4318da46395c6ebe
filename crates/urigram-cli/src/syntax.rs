//! What the command needs from each RFC module of the library, behind one object-safe trait, so that each
//! command and format is written once for all three grammars.
//!
//! Adding an RFC is two small steps in this file: a `static` [`Module`] naming its functions (like [`RFC3986`])
//! and its arm in [`syntax`], the one function that says which RFCs, and which amendments of them, this build
//! has. A grammar amended by a later RFC (RFC 2396 with RFC 2732's IPv6 literals, RFC 1808 with RFC 2068's
//! characters) is one more `static` of the same module with other options.

use std::fmt;

use urigram::normalize::NormalizeError;
use urigram::resolve::{ResolveError, Side};
use urigram::{
    Component, Components, Dialect, Error, Grammar, Position, Rfc, Span, resolve, rfc1808, rfc2396, rfc3986, rfc3987,
    rfc8089,
};

/// The RFCs a user can ask for with `--rfc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RfcArg {
    /// RFC 3986 (2005, STD 66)
    #[value(name = "3986")]
    Rfc3986,
    /// RFC 3987 (2005), IRIs: RFC 3986 with characters beyond ASCII
    #[value(name = "3987")]
    Rfc3987,
    /// RFC 2396 (1998)
    #[value(name = "2396")]
    Rfc2396,
    /// RFC 1808 (1995)
    #[value(name = "1808")]
    Rfc1808,
    /// RFC 8089 (2017), the `file` URI scheme: `file:` URIs only
    #[value(name = "8089")]
    Rfc8089,
}

impl RfcArg {
    /// The argument whose number is `number` (`"3987"`), as `--rfc`, the project file and the editor's settings
    /// spell it.
    pub fn from_number(number: &str) -> Option<RfcArg> {
        <RfcArg as clap::ValueEnum>::from_str(number, false).ok()
    }

    /// Every number `--rfc` takes, quoted, as a sentence lists them: `"3986", "3987", "2396", "1808" or "8089"`.
    pub fn numbers_listed() -> String {
        let numbers: Vec<String> = <RfcArg as clap::ValueEnum>::value_variants()
            .iter()
            .map(|rfc| format!("\"{}\"", number(rfc.rfc())))
            .collect();
        match numbers.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }

    /// The argument that names `rfc`.
    pub fn of(rfc: Rfc) -> RfcArg {
        match rfc {
            Rfc::Rfc3986 => RfcArg::Rfc3986,
            Rfc::Rfc3987 => RfcArg::Rfc3987,
            Rfc::Rfc2396 => RfcArg::Rfc2396,
            Rfc::Rfc1808 => RfcArg::Rfc1808,
            Rfc::Rfc8089 => RfcArg::Rfc8089,
        }
    }

    /// The library's name for the RFC.
    pub fn rfc(self) -> Rfc {
        match self {
            RfcArg::Rfc3986 => Rfc::Rfc3986,
            RfcArg::Rfc3987 => Rfc::Rfc3987,
            RfcArg::Rfc2396 => Rfc::Rfc2396,
            RfcArg::Rfc1808 => Rfc::Rfc1808,
            RfcArg::Rfc8089 => Rfc::Rfc8089,
        }
    }
}

/// The RFC's number, as JSON and error codes write it.
pub fn number(rfc: Rfc) -> u16 {
    match rfc {
        Rfc::Rfc3986 => 3986,
        Rfc::Rfc3987 => 3987,
        Rfc::Rfc2396 => 2396,
        Rfc::Rfc1808 => 1808,
        Rfc::Rfc8089 => 8089,
    }
}

/// The amendments of a later RFC to the grammar of `--rfc`, as `--rfc2732` and `--rfc2068` ask for them, and
/// RFC 8089's own optional extension, Appendix F, as `--appendix-f` does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Amendments {
    /// RFC 2732's IPv6 literals in RFC 2396's grammar.
    pub rfc2732: bool,
    /// RFC 2068's `national` characters in RFC 1808's grammar.
    pub rfc2068: bool,
    /// RFC 6874's zone identifiers in the IPv6 literals of RFC 3986 and RFC 3987.
    pub rfc6874: bool,
    /// RFC 8089 Appendix F's nonstandard forms of `file:` URIs (drive letters, UNC strings, user information).
    pub appendix_f: bool,
}

/// The grammars this build can parse with: the one place that wires an RFC module, and each amendment of it,
/// into the command.
///
/// # Errors
///
/// [`Mismatch`] for an amendment asked of an RFC it does not amend.
pub fn syntax(rfc: RfcArg, amendments: Amendments) -> Result<&'static dyn Syntax, Mismatch> {
    let asked: Vec<(&'static str, &'static str)> = [
        (amendments.rfc2732, "--rfc2732", "RFC 2732"),
        (amendments.rfc2068, "--rfc2068", "RFC 2068"),
        (amendments.rfc6874, "--rfc6874", "RFC 6874"),
        (amendments.appendix_f, "--appendix-f", "RFC 8089 Appendix F"),
    ]
    .into_iter()
    .filter(|(on, ..)| *on)
    .map(|(_, flag, amendment)| (flag, amendment))
    .collect();
    for (flag, amendment) in &asked {
        let mut amended = Dialect::ALL.into_iter().filter(|dialect| dialect.amendment() == Some(amendment));
        if !amended.clone().any(|dialect| dialect.rfc() == rfc.rfc()) {
            if let Some(amends) = amended.next().map(Dialect::rfc) {
                let also = amended.next().map(|dialect| RfcArg::of(dialect.rfc()));
                return Err(Mismatch { flag, amends: RfcArg::of(amends), also, rfc });
            }
        }
    }
    let names: Vec<&str> = asked.iter().map(|(_, amendment)| *amendment).collect();
    // Each flag amends one RFC, and the library has that RFC with each of its amendments; two amendments of
    // one RFC together would be a grammar it does not have.
    match Dialect::of(rfc.rfc(), &names) {
        Some(dialect) => Ok(syntax_of(dialect)),
        None => Err(Mismatch { flag: asked.last().map_or("--rfc", |(flag, _)| flag), amends: rfc, also: None, rfc }),
    }
}

/// The command's view of each of the library's grammars.
pub fn syntax_of(dialect: Dialect) -> &'static dyn Syntax {
    match dialect {
        Dialect::Rfc3986 => &RFC3986,
        Dialect::Rfc3986Rfc6874 => &RFC3986_RFC6874,
        Dialect::Rfc3987 => &RFC3987,
        Dialect::Rfc3987Rfc6874 => &RFC3987_RFC6874,
        Dialect::Rfc2396 => &RFC2396,
        Dialect::Rfc2396Rfc2732 => &RFC2396_RFC2732,
        Dialect::Rfc1808 => &RFC1808,
        Dialect::Rfc1808Rfc2068 => &RFC1808_RFC2068,
        Dialect::Rfc8089 => &RFC8089,
        Dialect::Rfc8089AppendixF => &RFC8089_APPENDIX_F,
    }
}

/// Whether `explain` (and the editor's hover) compares `text` under `dialect`: every generic syntax always, and
/// RFC 8089's syntax of the `file` scheme only for a text whose scheme is `file` (in any case, as RFC 3986 §3.1
/// compares schemes), since it rejects every URI of another scheme and would make every other URI "disagree".
pub fn compares(dialect: Dialect, text: &[u8]) -> bool {
    dialect.rfc() != Rfc::Rfc8089 || text.get(..5).is_some_and(|scheme| scheme.eq_ignore_ascii_case(b"file:"))
}

/// An amendment asked of an RFC that it does not amend: a usage error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The option that asks for the amendment.
    pub flag: &'static str,
    /// The RFC it amends.
    pub amends: RfcArg,
    /// The other RFC it amends, if there is one (RFC 6874 amends RFC 3986 and so RFC 3987's IRIs).
    pub also: Option<RfcArg>,
    /// The RFC that was chosen.
    pub rfc: RfcArg,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = |rfc: RfcArg| number(rfc.rfc());
        write!(f, "{} amends the grammar of RFC {}", self.flag, number(self.amends))?;
        if let Some(also) = self.also {
            write!(f, " and RFC {}", number(also))?;
        }
        write!(f, " only, not RFC {}: add --rfc {}", number(self.rfc), number(self.amends))
    }
}

/// How `resolve` resolves, where the RFCs leave a choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Resolution {
    /// Ignore a reference's scheme when it equals the base's: RFC 3986 §5.2.2's non-strict parser, RFC 2396
    /// §5.2 step 3's backward-compatible one. RFC 1808 has no such choice.
    pub non_strict: bool,
    /// Write what the algorithm produces, without the guards that keep a path from being read back as an
    /// authority.
    pub literal: bool,
}

/// One RFC's grammar, seen by the command.
pub trait Syntax: Sync {
    /// The RFC.
    fn rfc(&self) -> Rfc;
    /// The rule `parse` and `check` use when none is named: the RFC's URI reference.
    fn default_rule(&self) -> &'static str;
    /// Every rule: name, section, meaning.
    fn rules(&self) -> Vec<(&'static str, &'static str, &'static str)>;
    /// The RFC's own spelling of the rule named `name` (compared case-insensitively), if it has one.
    fn rule_named(&self, name: &str) -> Option<&'static str>;
    /// Parses all of `text` as the rule named `rule` (a name from [`Syntax::rules`]), once, building only what
    /// `need` asks for: with [`Need::Json`] the components of a valid input are appended to `json` as the
    /// library's `serde` shapes write them (or `null` for a rule without a tree).
    #[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
    fn parse_with(&self, rule: &str, text: &str, need: Need, json: &mut Vec<u8>) -> Result<Parsed, Diagnostic>;
    /// Whether all of `text` is in the language of the rule named `rule`, and why not: the verdict alone, the
    /// leanest call there is, for the lines of `check` (the valid ones, nearly all of them, cost the parse and
    /// nothing more).
    #[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
    fn verdict(&self, rule: &str, text: &str) -> Result<(), Diagnostic>;
    /// Parses all of `text` as `rule`, with its tree when the rule has one.
    #[cfg(test)]
    #[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
    fn parse(&self, rule: &str, text: &str) -> Result<Parsed, Diagnostic> {
        self.parse_with(rule, text, Need::Tree, &mut Vec::new())
    }
    /// The error for an input that is not UTF-8, whose first bad byte is at `offset`.
    fn not_utf8(&self, rule: &str, bytes: &[u8], offset: usize) -> Diagnostic;
    /// Whether the RFC lets a resolver ignore a reference's scheme equal to the base's
    /// ([`Resolution::non_strict`]).
    fn resolves_non_strict(&self) -> bool;
    /// Whether the RFC defines a resolution of references (RFC 8089, a scheme's syntax, defines none: its
    /// references resolve by RFC 3986 §5).
    fn resolves(&self) -> bool;
    /// The target of `reference` against `base` by the RFC's own algorithm, or which of the two is at fault and
    /// why.
    #[allow(clippy::result_large_err, reason = "one result per reference, and errors are no rare path here")]
    fn resolve(&self, base: &str, reference: &str, how: Resolution) -> Result<String, (Side, Diagnostic)>;
}

/// What a parse builds beside the verdict: each output format asks for what it prints, and no more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// The verdict and the error alone (`check` in every format but JSON).
    Verdict,
    /// The components as JSON, in the library's `serde` shapes.
    Json,
    /// The components and the pretty syntax tree (`parse` in the human format).
    Tree,
}

/// What a valid input parsed to.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The span the rule matched (the whole input).
    pub span: Span,
    /// The components and the syntax tree, for the rules that build one (the RFC's reference rules), when asked
    /// for ([`Need::Tree`]).
    pub tree: Option<Tree>,
    /// The components as JSON, when asked for ([`Need::Json`]) of a report: `null` for a rule without a tree.
    pub json: Option<Vec<u8>>,
}

/// A parsed reference: its components, the same for every RFC, and its syntax tree, the RFC's own.
#[derive(Clone, Debug)]
pub struct Tree {
    /// Every component the RFC defines, in order, absent ones included.
    pub components: Vec<ComponentView>,
    /// The syntax tree with spans, as the library's pretty `Debug` prints it.
    pub debug: String,
}

/// One component of a parsed reference, owned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentView {
    /// The RFC's name for it.
    pub name: &'static str,
    /// Its text, span and kind, or `None` when absent.
    pub part: Option<PartView>,
}

/// The text of a present component, owned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartView {
    /// The text exactly as the RFC's rule matches it.
    pub text: String,
    /// Where it is in the input.
    pub span: Span,
    /// Which alternative matched (`host`: `ipv4`, `ipv6`, `ipvfuture`, `reg-name`, `hostname`; `path`: its rule).
    pub kind: Option<&'static str>,
}

impl Tree {
    /// The tree of a parsed reference of any RFC, from its components.
    pub fn new(components: &[Component<'_>], debug: String) -> Tree {
        let components = components
            .iter()
            .map(|component| ComponentView {
                name: component.name,
                part: component.part.map(|part| PartView {
                    text: part.text.to_owned(),
                    span: part.span,
                    kind: part.kind,
                }),
            })
            .collect();
        Tree { components, debug }
    }
}

/// Why an input is not in a rule's language, owned and independent of the RFC: everything every format needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The RFC whose grammar rejected the input.
    pub rfc: Rfc,
    /// The offending bytes, relative to the input: a whole character, or empty at the end of the input.
    pub span: Span,
    /// The rule being parsed where the input went wrong.
    pub rule: &'static str,
    /// What that rule matches, in words.
    pub meaning: &'static str,
    /// What the grammar would have accepted there.
    pub expected: Vec<&'static str>,
    /// The section of the RFC that says what is allowed there.
    pub section: &'static str,
    /// The library's sentence.
    pub message: String,
    /// Where the span starts in the input, as the library counted it (line 1 unless the input holds a line
    /// break).
    pub position: Position,
    /// A stable identifier for the kind of error: `rfc3986/pct-encoded`, or `rfc3986/not-utf8` for bytes that
    /// are not text.
    pub code: String,
}

/// The command's words for what a sentence advises: its flags (`--rfc 2396 --rfc2732`), where the library names
/// its options.
pub struct Flags;

impl Flags {
    /// The flags that choose `dialect`.
    pub const fn of(dialect: urigram::Dialect) -> &'static str {
        use urigram::Dialect;
        match dialect {
            Dialect::Rfc3986 => "--rfc 3986",
            Dialect::Rfc3986Rfc6874 => "--rfc 3986 --rfc6874",
            Dialect::Rfc3987 => "--rfc 3987",
            Dialect::Rfc3987Rfc6874 => "--rfc 3987 --rfc6874",
            Dialect::Rfc2396 => "--rfc 2396",
            Dialect::Rfc2396Rfc2732 => "--rfc 2396 --rfc2732",
            Dialect::Rfc1808 => "--rfc 1808",
            Dialect::Rfc1808Rfc2068 => "--rfc 1808 --rfc2068",
            Dialect::Rfc8089 => "--rfc 8089",
            Dialect::Rfc8089AppendixF => "--rfc 8089 --appendix-f",
        }
    }
}

impl urigram::grammar::Wording for Flags {
    fn choose(&self, dialect: urigram::Dialect) -> &str {
        Flags::of(dialect)
    }
}

impl Diagnostic {
    /// The diagnostic of a library error, its span kept as is, its sentence in the command's words ([`Flags`]).
    pub fn of<R: Grammar>(error: &Error<R>) -> Diagnostic {
        Diagnostic {
            rfc: R::RFC,
            span: error.span(),
            rule: error.rule().name(),
            meaning: error.rule().meaning(),
            expected: error.expected().names().collect(),
            section: error.section(),
            message: error.message_in(&Flags),
            position: error.position(),
            code: format!("rfc{}/{}", number(R::RFC), error.rule().name()),
        }
    }

    /// The diagnostic of a normalization error: the parser's, or for a relative reference, which has no normal
    /// form of its own (RFC 3986 §6.1), one that names the rule `URI` and the code `rfc3986/relative-reference`.
    pub fn of_normalize(error: &NormalizeError) -> Diagnostic {
        let (message, code) = match error {
            NormalizeError::Syntax(error) => return Diagnostic::of(error),
            NormalizeError::Relative { .. } => (
                "a relative reference has no normal form of its own: resolve it against its base first".to_owned(),
                "relative-reference",
            ),
            _ => (error.to_string(), "not-normalizable"),
        };
        let rule = rfc3986::Rule::Uri;
        Diagnostic {
            rfc: Rfc::Rfc3986,
            span: error.span(),
            rule: rule.name(),
            meaning: rule.meaning(),
            expected: Vec::new(),
            section: "6.1",
            message,
            position: Position::of(&[], 0),
            code: format!("rfc3986/{code}"),
        }
    }

    /// The message with the RFC, section and rule after it, as the library's `Display` of the error writes it.
    pub fn full_message(&self) -> String {
        format!("{} ({} \u{a7}{}, {})", self.message, self.rfc, self.section, self.rule)
    }
}

/// A resolver of the library: base, reference, the grammar's options and the command's choices give the target.
pub type Resolver<R, O> = fn(&str, &str, O, Resolution) -> Result<String, ResolveError<R>>;

/// An RFC module of the library, described by its functions, and the options its grammar is read with.
pub struct Module<R: Grammar, O> {
    /// The reference rule, used when no rule is named.
    pub default_rule: R,
    /// The rule a base URI must match, named by errors about a base that is not one.
    pub base_rule: R,
    /// The grammar's options (`()` for RFC 3986, which has none).
    pub options: O,
    /// `parse_rule_with` of the module.
    pub parse_rule: fn(R, &str, O) -> Result<Span, Error<R>>,
    /// The parse of a reference rule (one that builds a tree): the span, and what `need` asks for, from the one
    /// parse; `None` for the other rules, which [`Module::parse_rule`] parses.
    #[allow(clippy::type_complexity, reason = "a plain function pointer, named by its role")]
    pub parse_tree: fn(R, &str, O, Need, &mut Vec<u8>) -> Option<Result<Parsed, Error<R>>>,
    /// The module's resolver, given the grammar's options; `None` for an RFC that defines no resolution.
    pub resolve: Option<Resolver<R, O>>,
    /// Whether the resolver has a non-strict mode.
    pub non_strict: bool,
}

impl<R: Grammar, O> Module<R, O> {
    /// The rule named `name` (a name from [`Syntax::rules`]), or the reference rule.
    fn rule(&self, name: &str) -> R {
        // The rule of nearly every call, named by the very string `default_rule` gave: no lookup by name.
        if std::ptr::eq(name, self.default_rule.name()) {
            self.default_rule
        } else {
            R::from_name(name).unwrap_or(self.default_rule)
        }
    }
}

impl<R: Grammar + Sync, O: Copy + Sync> Syntax for Module<R, O> {
    fn rfc(&self) -> Rfc {
        R::RFC
    }

    fn default_rule(&self) -> &'static str {
        self.default_rule.name()
    }

    fn rules(&self) -> Vec<(&'static str, &'static str, &'static str)> {
        R::ALL.iter().map(|rule| (rule.name(), rule.section(), rule.meaning())).collect()
    }

    fn rule_named(&self, name: &str) -> Option<&'static str> {
        R::from_name(name).map(R::name)
    }

    fn verdict(&self, rule: &str, text: &str) -> Result<(), Diagnostic> {
        match (self.parse_rule)(self.rule(rule), text, self.options) {
            Ok(_) => Ok(()),
            Err(error) => Err(Diagnostic::of(&error)),
        }
    }

    fn parse_with(&self, rule: &str, text: &str, need: Need, json: &mut Vec<u8>) -> Result<Parsed, Diagnostic> {
        let rule = self.rule(rule);
        if need == Need::Verdict {
            // The verdict alone needs no tree, so the plain rule parser serves, with one call less.
            return match (self.parse_rule)(rule, text, self.options) {
                Ok(span) => Ok(Parsed { span, tree: None, json: None }),
                Err(error) => Err(Diagnostic::of(&error)),
            };
        }
        let result = match (self.parse_tree)(rule, text, self.options, need, json) {
            Some(result) => result,
            None => (self.parse_rule)(rule, text, self.options).map(|span| {
                if need == Need::Json {
                    json.extend_from_slice(b"null");
                }
                Parsed { span, tree: None, json: None }
            }),
        };
        result.map_err(|error| Diagnostic::of(&error))
    }

    fn not_utf8(&self, rule: &str, bytes: &[u8], offset: usize) -> Diagnostic {
        let rule = R::from_name(rule).unwrap_or(self.default_rule);
        let byte = bytes.get(offset).copied().unwrap_or_default();
        Diagnostic {
            rfc: R::RFC,
            span: urigram::grammar::char_span_at(bytes, offset),
            rule: rule.name(),
            meaning: rule.meaning(),
            expected: Vec::new(),
            section: rule.section(),
            message: format!(
                "byte 0x{byte:02X} is not UTF-8, so it is no character of a URI; percent-encode it as %{byte:02X}"
            ),
            position: Position::of(bytes, offset),
            code: format!("rfc{}/not-utf8", number(R::RFC)),
        }
    }

    fn resolves_non_strict(&self) -> bool {
        self.non_strict
    }

    fn resolves(&self) -> bool {
        self.resolve.is_some()
    }

    fn resolve(&self, base: &str, reference: &str, how: Resolution) -> Result<String, (Side, Diagnostic)> {
        let Some(resolve) = self.resolve else {
            // The command refuses before asking ([`Syntax::resolves`]); the answer stays a diagnostic all the same.
            let diagnostic = Diagnostic {
                rfc: R::RFC,
                span: Span::new(0, base.len()),
                rule: self.base_rule.name(),
                meaning: self.base_rule.meaning(),
                expected: Vec::new(),
                section: self.base_rule.section(),
                message: format!("{} defines no resolution of references", R::RFC),
                position: Position::of(base.as_bytes(), 0),
                code: format!("rfc{}/no-resolution", number(R::RFC)),
            };
            return Err((Side::Base, diagnostic));
        };
        resolve(base, reference, self.options, how)
            .map_err(|error| resolve_fault(&error, self.base_rule, base, reference))
    }
}

/// Which input of a resolution is at fault, and the diagnostic of a resolver's error.
///
/// A parse error is the parser's diagnostic. The other errors say why a text in the grammar's language is no
/// base: their span is the library's, their rule is the one the base must match (`absolute-URI`; RFC 2396's
/// `hier_part`, RFC 1808's `generic-RL` when the base is the wrong kind), they expect nothing, and their code
/// names the error (`rfc3986/relative-base`). An error that names no input (RFC 1808's empty base) is about the
/// whole reference, which must then be absolute.
fn resolve_fault<R: Grammar>(error: &ResolveError<R>, base_rule: R, base: &str, reference: &str) -> (Side, Diagnostic) {
    let rule_named = |name: &str| R::from_name(name).unwrap_or(base_rule);
    let (kind, rule, section, message) = match error {
        ResolveError::Base(error) => return (Side::Base, Diagnostic::of(error)),
        ResolveError::Reference(error) => return (Side::Reference, Diagnostic::of(error)),
        ResolveError::RelativeBase { section, .. } => (
            "relative-base",
            base_rule,
            *section,
            "the base is a relative reference: a base must be absolute, with a scheme".to_owned(),
        ),
        ResolveError::BaseFragment { section, .. } => {
            ("base-fragment", base_rule, *section, "a base URI has no fragment: strip it before resolving".to_owned())
        }
        ResolveError::OpaqueBase { .. } => (
            "opaque-base",
            rule_named("hier_part"),
            "5",
            "the base's part after the scheme is opaque: a relative reference resolves only against a base with a \
             hier_part"
                .to_owned(),
        ),
        ResolveError::NotGenericBase { .. } => (
            "not-generic-base",
            rule_named("generic-RL"),
            "2.2",
            "the base's path starts with \"//\", so it is no generic-RL, the only form of base URL RFC 1808 \
             resolves against"
                .to_owned(),
        ),
        ResolveError::EmptyBase => (
            "empty-base",
            base_rule,
            "4",
            "the base is empty (unknown), so the reference must be an absolute URL".to_owned(),
        ),
        ResolveError::AboveRoot { .. } => {
            ("above-root", rule_named("path_segments"), "5.2", "\"..\" climbs above the root of the path".to_owned())
        }
        _ => ("unresolvable", base_rule, base_rule.section(), error.to_string()),
    };
    let side = error.side().unwrap_or(Side::Reference);
    let span = error.span().unwrap_or(Span::new(0, reference.len()));
    let diagnostic = Diagnostic {
        rfc: R::RFC,
        span,
        rule: rule.name(),
        meaning: rule.meaning(),
        expected: Vec::new(),
        section,
        message,
        position: Position::of(if side == Side::Base { base } else { reference }.as_bytes(), span.start),
        code: format!("rfc{}/{kind}", number(R::RFC)),
    };
    (side, diagnostic)
}

/// RFC 3986 as the command sees it.
pub static RFC3986: Module<rfc3986::Rule, rfc3986::Options> = Module {
    default_rule: rfc3986::Rule::UriReference,
    base_rule: rfc3986::Rule::AbsoluteUri,
    options: rfc3986::Options::RFC3986,
    parse_rule: rfc3986::parse_rule_with,
    parse_tree: rfc3986_parse_tree,
    resolve: Some(rfc3986_resolve),
    non_strict: true,
};

/// RFC 3986 with RFC 6874's zone identifiers (`--rfc6874`).
pub static RFC3986_RFC6874: Module<rfc3986::Rule, rfc3986::Options> =
    Module { options: rfc3986::Options::rfc6874(true), ..RFC3986 };

/// RFC 3987 as the command sees it: IRIs.
pub static RFC3987: Module<rfc3987::Rule, rfc3987::Options> = Module {
    default_rule: rfc3987::Rule::IriReference,
    base_rule: rfc3987::Rule::AbsoluteIri,
    options: rfc3987::Options::RFC3987,
    parse_rule: rfc3987::parse_rule_with,
    parse_tree: rfc3987_parse_tree,
    resolve: Some(rfc3987_resolve),
    non_strict: true,
};

/// RFC 3987 with RFC 6874's zone identifiers (`--rfc 3987 --rfc6874`).
pub static RFC3987_RFC6874: Module<rfc3987::Rule, rfc3987::Options> =
    Module { options: rfc3987::Options::RFC3987.rfc6874(true), ..RFC3987 };

/// The parse of the four RFC 3987 rules that build a tree, as [`rfc3986_parse_tree`]: an IRI's tree is RFC
/// 3986's.
fn rfc3987_parse_tree(
    rule: rfc3987::Rule,
    text: &str,
    options: rfc3987::Options,
    need: Need,
    json: &mut Vec<u8>,
) -> Option<Result<Parsed, rfc3987::Error>> {
    use rfc3987::Rule;
    use urigram::rfc3986::ast::UriReference;
    let debug = |tree: &dyn fmt::Debug| (need == Need::Tree).then(|| format!("{tree:#?}"));
    let parsed = match rule {
        Rule::IriReference => rfc3987::parse_iri_reference_with(text, options)
            .map(|reference| built(text, &reference, debug(&reference), need, json)),
        Rule::Iri => rfc3987::parse_iri_with(text, options)
            .map(|iri| built(text, &UriReference::Uri(iri), debug(&iri), need, json)),
        Rule::IrelativeRef => rfc3987::parse_irelative_ref_with(text, options)
            .map(|relative| built(text, &UriReference::RelativeRef(relative), debug(&relative), need, json)),
        Rule::AbsoluteIri => rfc3987::parse_absolute_iri_with(text, options).map(|absolute| match need {
            Need::Verdict => verdict(text),
            Need::Json | Need::Tree => match rfc3987::parse_iri_reference_with(text, options) {
                Ok(reference) => built(text, &reference, debug(&absolute), need, json),
                Err(_) => verdict(text),
            },
        }),
        _ => return None,
    };
    // A valid IRI's record also says the URI it maps to (§3.1), after its components: `"uri": "..."`.
    if need == Need::Json && parsed.is_ok() {
        json.extend_from_slice(b",\"uri\":");
        // Writing to a vector cannot fail, and strings always serialize.
        let _ = serde_json::to_writer(&mut *json, rfc3987::encode_to_uri(text).as_ref());
    }
    Some(parsed)
}

/// RFC 3987 §6.5: RFC 3986's resolution over IRIs, strict unless asked.
#[allow(clippy::result_large_err, reason = "the library's error, passed on as it is")]
fn rfc3987_resolve(
    base: &str,
    reference: &str,
    grammar: rfc3987::Options,
    how: Resolution,
) -> Result<String, resolve::ResolveError<rfc3987::Rule>> {
    let options = resolve::rfc3986::Options { strict: !how.non_strict, literal: how.literal };
    if grammar.zone_ids_rfc6874 {
        // Zone identifiers: the resolution of RFC 3986 + RFC 6874 over IRIs, with RFC 3987's names.
        rfc3987::resolve_with(base, reference, options, grammar)
    } else {
        rfc3987::resolve(base, reference, options)
    }
}

/// The parse of the four RFC 3986 rules that build a tree. Each of their languages is part of `URI-reference`'s,
/// with the same components: a `URI` or `relative-ref` is one of its two alternatives, so its components are
/// those of the reference it makes; an `absolute-URI`'s are those of its parse as a `URI-reference` (a second
/// parse, for that rule only, and only when the components are printed).
fn rfc3986_parse_tree(
    rule: rfc3986::Rule,
    text: &str,
    options: rfc3986::Options,
    need: Need,
    json: &mut Vec<u8>,
) -> Option<Result<Parsed, rfc3986::Error>> {
    use rfc3986::Rule;
    use rfc3986::ast::UriReference;
    let debug = |tree: &dyn fmt::Debug| (need == Need::Tree).then(|| format!("{tree:#?}"));
    Some(match rule {
        Rule::UriReference => rfc3986::parse_uri_reference_with(text, options)
            .map(|reference| built(text, &reference, debug(&reference), need, json)),
        Rule::Uri => rfc3986::parse_uri_with(text, options)
            .map(|uri| built(text, &UriReference::Uri(uri), debug(&uri), need, json)),
        Rule::RelativeRef => rfc3986::parse_relative_ref_with(text, options)
            .map(|relative| built(text, &UriReference::RelativeRef(relative), debug(&relative), need, json)),
        Rule::AbsoluteUri => rfc3986::parse_absolute_uri_with(text, options).map(|absolute| match need {
            Need::Verdict => verdict(text),
            Need::Json | Need::Tree => match rfc3986::parse_uri_reference_with(text, options) {
                Ok(reference) => built(text, &reference, debug(&absolute), need, json),
                Err(_) => verdict(text),
            },
        }),
        _ => return None,
    })
}

/// A valid input of which only the verdict is needed.
fn verdict(text: &str) -> Parsed {
    Parsed { span: Span::new(0, text.len()), tree: None, json: None }
}

/// What `need` asks of `text` parsed as `reference`, whose pretty tree is `debug` when asked for.
fn built<'a>(
    text: &str,
    reference: &impl Components<'a>,
    debug: Option<String>,
    need: Need,
    json: &mut Vec<u8>,
) -> Parsed {
    if need == Need::Verdict {
        return verdict(text);
    }
    let components = reference.components();
    if need == Need::Json {
        components_json(&components, json);
    }
    Parsed { span: Span::new(0, text.len()), tree: debug.map(|debug| Tree::new(&components, debug)), json: None }
}

/// The components as the JSON object the command prints, `{"scheme": {...} | null, ...}`, each present one in
/// the library's `serde` shape of a [`urigram::Part`], the absent ones `null`.
fn components_json(components: &[Component<'_>], json: &mut Vec<u8>) {
    json.push(b'{');
    for (index, component) in components.iter().enumerate() {
        if index > 0 {
            json.push(b',');
        }
        // Writing to a vector cannot fail, and names and parts always serialize.
        let _ = serde_json::to_writer(&mut *json, component.name);
        json.push(b':');
        let _ = serde_json::to_writer(&mut *json, &component.part);
    }
    json.push(b'}');
}

/// RFC 3986 §5.2: strict unless asked (§5.2.2).
#[allow(clippy::result_large_err, reason = "the library's error, passed on as it is")]
fn rfc3986_resolve(
    base: &str,
    reference: &str,
    grammar: rfc3986::Options,
    how: Resolution,
) -> Result<String, resolve::rfc3986::Error> {
    resolve::rfc3986::resolve_with(
        base,
        reference,
        resolve::rfc3986::Options { strict: !how.non_strict, literal: how.literal },
        grammar,
    )
}

/// RFC 2396 as the command sees it.
pub static RFC2396: Module<rfc2396::Rule, rfc2396::Options> = Module {
    default_rule: rfc2396::Rule::UriReference,
    base_rule: rfc2396::Rule::AbsoluteUri,
    options: rfc2396::Options::RFC2396,
    parse_rule: rfc2396::parse_rule_with,
    parse_tree: rfc2396_parse_tree,
    resolve: Some(rfc2396_resolve),
    non_strict: true,
};

/// RFC 2396 with RFC 2732's IPv6 literals (`--rfc2732`).
pub static RFC2396_RFC2732: Module<rfc2396::Rule, rfc2396::Options> =
    Module { options: rfc2396::Options::rfc2732(true), ..RFC2396 };

/// The parse of the three RFC 2396 rules that build a tree; the components of an `absoluteURI` or a
/// `relativeURI` are those of its parse as a `URI-reference`, whose language holds theirs (a second parse, for
/// those rules only, and only when the components are printed).
fn rfc2396_parse_tree(
    rule: rfc2396::Rule,
    text: &str,
    options: rfc2396::Options,
    need: Need,
    json: &mut Vec<u8>,
) -> Option<Result<Parsed, rfc2396::Error>> {
    use rfc2396::Rule;
    let debug = |tree: &dyn fmt::Debug| (need == Need::Tree).then(|| format!("{tree:#?}"));
    let as_reference =
        |debug: Option<String>, json: &mut Vec<u8>| match (need, rfc2396::parse_uri_reference_with(text, options)) {
            (Need::Json | Need::Tree, Ok(reference)) => built(text, &reference, debug, need, json),
            _ => verdict(text),
        };
    Some(match rule {
        Rule::UriReference => rfc2396::parse_uri_reference_with(text, options)
            .map(|reference| built(text, &reference, debug(&reference), need, json)),
        Rule::AbsoluteUri => rfc2396::parse_absolute_uri_with(text, options).map(|uri| as_reference(debug(&uri), json)),
        Rule::RelativeUri => rfc2396::parse_relative_uri_with(text, options).map(|uri| as_reference(debug(&uri), json)),
        _ => return None,
    })
}

/// RFC 2396 §5.2, keeping a `..` above the root as Appendix C does; non-strict is step 3's same-scheme
/// workaround.
#[allow(clippy::result_large_err, reason = "the library's error, passed on as it is")]
fn rfc2396_resolve(
    base: &str,
    reference: &str,
    grammar: rfc2396::Options,
    how: Resolution,
) -> Result<String, resolve::rfc2396::Error> {
    let options = resolve::rfc2396::Options {
        grammar,
        same_scheme_is_relative: how.non_strict,
        literal: how.literal,
        ..resolve::rfc2396::Options::default()
    };
    resolve::rfc2396::resolve(base, reference, options)
}

/// RFC 1808 as the command sees it.
pub static RFC1808: Module<rfc1808::Rule, rfc1808::Options> = Module {
    default_rule: rfc1808::Rule::Url,
    base_rule: rfc1808::Rule::AbsoluteUrl,
    options: rfc1808::Options::RFC1808,
    parse_rule: rfc1808::parse_rule_with,
    parse_tree: rfc1808_parse_tree,
    resolve: Some(rfc1808_resolve),
    non_strict: false,
};

/// RFC 1808 with RFC 2068's `national` characters (`--rfc2068`).
pub static RFC1808_RFC2068: Module<rfc1808::Rule, rfc1808::Options> =
    Module { options: rfc1808::Options::RFC2068, ..RFC1808 };

/// The parse of the three RFC 1808 rules that build a tree; the components of an `absoluteURL` or a
/// `relativeURL` are those of its parse as a `URL`, whose language holds theirs (a second parse, for those rules
/// only, and only when the components are printed).
fn rfc1808_parse_tree(
    rule: rfc1808::Rule,
    text: &str,
    options: rfc1808::Options,
    need: Need,
    json: &mut Vec<u8>,
) -> Option<Result<Parsed, rfc1808::Error>> {
    use rfc1808::Rule;
    let debug = |tree: &dyn fmt::Debug| (need == Need::Tree).then(|| format!("{tree:#?}"));
    let as_url = |debug: Option<String>, json: &mut Vec<u8>| match (need, rfc1808::parse_url_with(text, options)) {
        (Need::Json | Need::Tree, Ok(url)) => built(text, &url, debug, need, json),
        _ => verdict(text),
    };
    Some(match rule {
        Rule::Url => rfc1808::parse_url_with(text, options).map(|url| built(text, &url, debug(&url), need, json)),
        Rule::AbsoluteUrl => rfc1808::parse_absolute_url_with(text, options).map(|url| as_url(debug(&url), json)),
        Rule::RelativeUrl => rfc1808::parse_relative_url_with(text, options).map(|url| as_url(debug(&url), json)),
        _ => return None,
    })
}

/// RFC 1808 §4, which has no non-strict mode (the command refuses `--non-strict` before asking).
#[allow(clippy::result_large_err, reason = "the library's error, passed on as it is")]
fn rfc1808_resolve(
    base: &str,
    reference: &str,
    grammar: rfc1808::Options,
    how: Resolution,
) -> Result<String, resolve::rfc1808::Error> {
    resolve::rfc1808::resolve(base, reference, resolve::rfc1808::Options { grammar, literal: how.literal })
}

/// RFC 8089 as the command sees it: the `file` scheme's syntax, which defines no resolution of its own.
pub static RFC8089: Module<rfc8089::Rule, rfc8089::Options> = Module {
    default_rule: rfc8089::Rule::FileUri,
    base_rule: rfc8089::Rule::FileUri,
    options: rfc8089::Options::RFC8089,
    parse_rule: rfc8089::parse_rule_with,
    parse_tree: rfc8089_parse_tree,
    resolve: None,
    non_strict: false,
};

/// RFC 8089 with the nonstandard rules its Appendix F collects (`--appendix-f`).
pub static RFC8089_APPENDIX_F: Module<rfc8089::Rule, rfc8089::Options> =
    Module { options: rfc8089::Options::APPENDIX_F, ..RFC8089 };

/// The parse of `file-URI`, the one RFC 8089 rule that builds a tree.
fn rfc8089_parse_tree(
    rule: rfc8089::Rule,
    text: &str,
    options: rfc8089::Options,
    need: Need,
    json: &mut Vec<u8>,
) -> Option<Result<Parsed, rfc8089::Error>> {
    let debug = |tree: &dyn fmt::Debug| (need == Need::Tree).then(|| format!("{tree:#?}"));
    match rule {
        rfc8089::Rule::FileUri => {
            Some(rfc8089::parse_file_uri_with(text, options).map(|uri| built(text, &uri, debug(&uri), need, json)))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostics_keep_the_library_span_and_words() {
        for text in ["http://a/%zz", "http://[::1", "a:b c", "http://a/😀", "http://a\tb", ":"] {
            let error = rfc3986::parse_uri_reference(text).unwrap_err();
            let diagnostic = RFC3986.parse("URI-reference", text).unwrap_err();
            assert_eq!(diagnostic.span, error.span(), "{text}");
            assert_eq!(diagnostic.full_message(), error.to_string(), "{text}");
            assert_eq!(diagnostic.rule, error.rule().to_string());
            assert_eq!(diagnostic.section, error.section());
        }
    }

    /// `check` in every format but JSON asks for the verdict alone: no tree, no components, whatever the RFC (RFC
    /// 2396's `{:#?}` tree cost eight times its parse).
    #[test]
    fn a_verdict_builds_no_tree() {
        for syntax in [&RFC3986 as &dyn Syntax, &RFC2396, &RFC2396_RFC2732, &RFC1808, &RFC1808_RFC2068] {
            for rule in [syntax.default_rule(), "URI", "absolute-URI", "absoluteURI", "absoluteURL"] {
                let Some(rule) = syntax.rule_named(rule) else { continue };
                let mut json = Vec::new();
                let parsed = syntax.parse_with(rule, "http://a/b;p?q", Need::Verdict, &mut json).unwrap();
                assert!(parsed.tree.is_none() && json.is_empty(), "{} {rule}", syntax.rfc());
                assert_eq!(parsed.span, Span::new(0, 14));
                let tree = syntax.parse_with(rule, "http://a/b;p?q", Need::Tree, &mut json).unwrap();
                assert!(tree.tree.is_some_and(|tree| !tree.debug.is_empty()), "{} {rule}", syntax.rfc());
                syntax.parse_with(rule, "http://a/b;p?q", Need::Json, &mut json).unwrap();
                let components: serde_json::Value = serde_json::from_slice(&json).unwrap();
                assert_eq!(components["scheme"]["text"], "http", "{} {rule}", syntax.rfc());
            }
        }
    }

    /// The components are the library's `serde` shapes of its parts.
    #[test]
    fn components_are_the_library_serde_shapes() {
        let text = "foo://u@[::1]:8042/over/there?name=ferret#nose";
        let mut json = Vec::new();
        RFC3986.parse_with("URI-reference", text, Need::Json, &mut json).unwrap();
        let components: serde_json::Value = serde_json::from_slice(&json).unwrap();
        let reference = rfc3986::parse_uri_reference(text).unwrap();
        for component in reference.components() {
            assert_eq!(components[component.name], serde_json::to_value(component.part).unwrap(), "{}", component.name);
        }
    }

    #[test]
    fn rules_are_named_case_insensitively() {
        assert_eq!(RFC3986.rule_named("ipv6ADDRESS"), Some("IPv6address"));
        assert_eq!(RFC3986.rule_named("nope"), None);
        assert_eq!(RFC3986.default_rule(), "URI-reference");
    }

    #[test]
    fn only_reference_rules_have_trees() {
        assert!(RFC3986.parse("URI", "http://a").unwrap().tree.is_some());
        assert!(RFC3986.parse("absolute-URI", "http://a").unwrap().tree.is_some());
        assert!(RFC3986.parse("relative-ref", "//a").unwrap().tree.is_some());
        assert!(RFC3986.parse("host", "a").unwrap().tree.is_none());
    }

    #[test]
    fn every_rfc_is_built() {
        for rfc in <RfcArg as clap::ValueEnum>::value_variants().iter().copied() {
            assert_eq!(syntax(rfc, Amendments::default()).map(|syntax| syntax.rfc()).ok(), Some(rfc.rfc()));
        }
        assert_eq!(RFC2396.default_rule(), "URI-reference");
        assert_eq!(RFC1808.default_rule(), "URL");
        assert!(RFC2396.parse("URI-reference", "http://a/b;p").unwrap().tree.is_some());
        assert!(RFC1808.parse("URL", "http://a/b;p?q").unwrap().tree.is_some());
        let rejected = RFC2396.parse("URI-reference", "http:").unwrap_err();
        assert_eq!(rejected.full_message(), rfc2396::parse_uri_reference("http:").unwrap_err().to_string());
    }

    #[test]
    fn amendments_need_their_rfc() {
        let rfc2732 = Amendments { rfc2732: true, ..Amendments::default() };
        let rfc2068 = Amendments { rfc2068: true, ..Amendments::default() };
        assert!(syntax(RfcArg::Rfc2396, rfc2732).unwrap().parse("URI-reference", "http://[::1]/").is_ok());
        assert!(
            syntax(RfcArg::Rfc2396, Amendments::default()).unwrap().parse("URI-reference", "http://[::1]/").is_err()
        );
        assert!(syntax(RfcArg::Rfc1808, rfc2068).unwrap().parse("URL", "http://a/~").is_ok());
        assert!(syntax(RfcArg::Rfc1808, Amendments::default()).unwrap().parse("URL", "http://a/~").is_err());
        for rfc in [RfcArg::Rfc3986, RfcArg::Rfc1808] {
            let mismatch = syntax(rfc, rfc2732).err().expect("RFC 2732 amends RFC 2396 only");
            assert_eq!((mismatch.flag, mismatch.amends), ("--rfc2732", RfcArg::Rfc2396));
        }
        let both = Amendments { rfc2732: true, rfc2068: true, ..Amendments::default() };
        assert!(<RfcArg as clap::ValueEnum>::value_variants().iter().all(|&rfc| syntax(rfc, both).is_err()));
        let rfc6874 = Amendments { rfc6874: true, ..Amendments::default() };
        let zoned = "http://[fe80::a%25en1]/";
        assert!(syntax(RfcArg::Rfc3986, rfc6874).unwrap().parse("URI-reference", zoned).is_ok());
        assert!(syntax(RfcArg::Rfc3987, rfc6874).unwrap().parse("IRI-reference", "http://[fe80::a%25en1]/é").is_ok());
        assert!(syntax(RfcArg::Rfc3987, Amendments::default()).unwrap().parse("IRI-reference", zoned).is_err());
        assert!(syntax(RfcArg::Rfc3986, Amendments::default()).unwrap().parse("URI-reference", zoned).is_err());
        for rfc in [RfcArg::Rfc2396, RfcArg::Rfc1808] {
            let mismatch = syntax(rfc, rfc6874).err().expect("RFC 6874 updates RFC 3986, and so RFC 3987, only");
            assert_eq!(
                (mismatch.flag, mismatch.amends, mismatch.also),
                ("--rfc6874", RfcArg::Rfc3986, Some(RfcArg::Rfc3987))
            );
            assert_eq!(
                mismatch.to_string(),
                format!(
                    "--rfc6874 amends the grammar of RFC 3986 and RFC 3987 only, not RFC {}: add --rfc 3986",
                    number(rfc.rfc())
                )
            );
        }
    }

    /// RFC 8089 with `--appendix-f`, which amends it alone; its `file-URI` builds the tree, and it resolves
    /// nothing.
    #[test]
    fn rfc8089_and_its_appendix_f() {
        let appendix_f = Amendments { appendix_f: true, ..Amendments::default() };
        let dos = "file:///c|/path/to/file";
        assert!(syntax(RfcArg::Rfc8089, appendix_f).unwrap().parse("file-URI", dos).is_ok());
        assert!(syntax(RfcArg::Rfc8089, Amendments::default()).unwrap().parse("file-URI", dos).is_err());
        assert!(RFC8089.parse("file-URI", "file://host.example.com/path/to/file").unwrap().tree.is_some());
        assert_eq!(RFC8089.default_rule(), "file-URI");
        let mismatch = syntax(RfcArg::Rfc3986, appendix_f).err().expect("Appendix F amends RFC 8089 only");
        assert_eq!(
            mismatch.to_string(),
            "--appendix-f amends the grammar of RFC 8089 only, not RFC 3986: add --rfc 8089"
        );
        let rfc6874 = Amendments { rfc6874: true, ..Amendments::default() };
        assert!(syntax(RfcArg::Rfc8089, rfc6874).is_err());
        assert!(!RFC8089.resolves() && RFC3986.resolves() && RFC1808.resolves());
        let (side, diagnostic) = RFC8089.resolve("file:///a", "b", Resolution::default()).unwrap_err();
        assert_eq!((side, diagnostic.code.as_str()), (Side::Base, "rfc8089/no-resolution"));
    }

    /// `explain` compares RFC 8089's grammars for a `file:` text alone, its scheme in any case.
    #[test]
    fn rfc8089_is_compared_for_file_uris() {
        for text in ["file:///a", "FILE:/a", "File:c:/a", "file:"] {
            assert!(Dialect::ALL.iter().all(|&dialect| compares(dialect, text.as_bytes())), "{text}");
        }
        for text in ["http://a/", "files:/a", "fil:/a", "file", "", "/file:/a", "\u{e9}\u{e9}\u{e9}"] {
            let compared: Vec<Dialect> =
                Dialect::ALL.into_iter().filter(|&dialect| compares(dialect, text.as_bytes())).collect();
            assert!(compared.iter().all(|dialect| dialect.rfc() != Rfc::Rfc8089), "{text}");
            assert_eq!(compared.len(), 8, "{text}");
        }
    }

    #[test]
    fn resolve_faults_name_their_side_and_keep_the_library_span() {
        let how = Resolution::default();
        let (side, diagnostic) = RFC3986.resolve("http://a/b#frag", "g", how).unwrap_err();
        assert_eq!(
            (side, diagnostic.span, diagnostic.code.as_str()),
            (Side::Base, Span::new(10, 15), "rfc3986/base-fragment")
        );
        assert_eq!(
            diagnostic.full_message(),
            "a base URI has no fragment: strip it before resolving (RFC 3986 \u{a7}5.1, absolute-URI)"
        );
        let (side, diagnostic) = RFC3986.resolve("http://a/", "%", how).unwrap_err();
        assert_eq!((side, diagnostic.code.as_str()), (Side::Reference, "rfc3986/pct-encoded"));
        let (side, diagnostic) = RFC1808.resolve("", "g/h", how).unwrap_err();
        assert_eq!((side, diagnostic.span, diagnostic.rule), (Side::Reference, Span::new(0, 3), "absoluteURL"));
        let (_, diagnostic) = RFC2396.resolve("mailto:a@b", "g", how).unwrap_err();
        assert_eq!((diagnostic.rule, diagnostic.section), ("hier_part", "5"));
        let (_, diagnostic) = RFC1808.resolve("http://a//b", "g", how).unwrap_err();
        assert_eq!((diagnostic.rule, diagnostic.code.as_str()), ("generic-RL", "rfc1808/not-generic-base"));
        assert_eq!(RFC3986.resolve("http://a/b/c/d;p?q", "http:g", how).unwrap(), "http:g");
        let non_strict = Resolution { non_strict: true, ..how };
        assert_eq!(RFC3986.resolve("http://a/b/c/d;p?q", "http:g", non_strict).unwrap(), "http://a/b/c/g");
        assert_eq!(RFC2396.resolve("http://a/b/c/d;p?q", "http:g", non_strict).unwrap(), "http://a/b/c/g");
        assert!(!RFC1808.resolves_non_strict());
    }
}
