//! The command's words for the library's grammars: `--rfc` and its amendment flags, the diagnostic every format
//! prints, and the parse, verdict and resolution of any rule of the chosen [`Dialect`], through the library's one
//! entry point for every grammar ([`urigram::dialect`]).
//!
//! Adding a grammar to the command is its value of [`RfcArg`] and its flags in [`Flags::of`]: every command and
//! format then reads it as it reads the others.

use std::fmt;

use urigram::dialect::{self, Fault};
use urigram::normalize::NormalizeError;
use urigram::resolve::Side;
use urigram::{Dialect, Position, Rfc, Span, rfc3986};

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

/// The grammars a user can ask for with `--grammar`: an RFC's, or the WHATWG URL Standard's, whose parser is no
/// rule grammar (`parse` reads by it; see the `whatwg` module).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GrammarArg {
    /// An RFC's grammar.
    Rfc(RfcArg),
    /// The WHATWG URL Standard's URL parser.
    Whatwg,
}

impl clap::ValueEnum for GrammarArg {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            GrammarArg::Rfc(RfcArg::Rfc3986),
            GrammarArg::Rfc(RfcArg::Rfc3987),
            GrammarArg::Rfc(RfcArg::Rfc2396),
            GrammarArg::Rfc(RfcArg::Rfc1808),
            GrammarArg::Rfc(RfcArg::Rfc8089),
            GrammarArg::Whatwg,
        ]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        match self {
            GrammarArg::Rfc(rfc) => rfc.to_possible_value(),
            GrammarArg::Whatwg => Some(
                clap::builder::PossibleValue::new("whatwg")
                    .help("The WHATWG URL Standard: the URL parser of browsers, Node.js and Deno (not for `check`)"),
            ),
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
pub fn dialect_of(rfc: RfcArg, amendments: Amendments) -> Result<Dialect, Mismatch> {
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
        Some(dialect) => Ok(dialect),
        None => Err(Mismatch { flag: asked.last().map_or("--rfc", |(flag, _)| flag), amends: rfc, also: None, rfc }),
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

/// How `resolve` resolves, where the RFCs leave a choice: the library's one shape for every grammar.
pub use urigram::dialect::Resolution;

/// A rule of the chosen grammar: the library's `Copy` rule of any grammar.
pub use urigram::dialect::Rule;

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
    /// The tree of a parsed reference of any grammar: its components and its pretty tree; `None` for a rule
    /// without a tree.
    pub fn of(parsed: &dialect::Parsed<'_>) -> Option<Tree> {
        let components = parsed
            .components()?
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
        Some(Tree { components, debug: format!("{:#?}", parsed.tree?) })
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
    pub fn of(error: &dialect::Error) -> Diagnostic {
        let rule = error.rule();
        Diagnostic {
            rfc: error.rfc(),
            span: error.span(),
            rule: rule.name(),
            meaning: rule.meaning(),
            expected: error.expected(),
            section: error.section(),
            message: error.message_in(&Flags),
            position: error.position(),
            code: format!("rfc{}/{}", number(error.rfc()), rule.name()),
        }
    }

    /// The diagnostic of a normalization error: the parser's, or for a relative reference, which has no normal
    /// form of its own (RFC 3986 §6.1), one that names the rule `URI` and the code `rfc3986/relative-reference`.
    pub fn of_normalize(error: &NormalizeError) -> Diagnostic {
        let (message, code) = match error {
            NormalizeError::Syntax(error) => return Diagnostic::of(&dialect::Error::Rfc3986(error.clone())),
            NormalizeError::Relative { .. } => (
                "a relative reference has no normal form of its own: resolve it against its base first".to_owned(),
                "relative-reference",
            ),
            _ => (error.to_string(), "not-normalizable"),
        };
        let rule = Rule::Rfc3986(rfc3986::Rule::Uri);
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

    /// The error for an input of `rule` that is not UTF-8, whose first bad byte is at `offset`.
    pub fn not_utf8(rule: Rule, bytes: &[u8], offset: usize) -> Diagnostic {
        let byte = bytes.get(offset).copied().unwrap_or_default();
        Diagnostic {
            rfc: rule.rfc(),
            span: urigram::grammar::char_span_at(bytes, offset),
            rule: rule.name(),
            meaning: rule.meaning(),
            expected: Vec::new(),
            section: rule.section(),
            message: format!(
                "byte 0x{byte:02X} is not UTF-8, so it is no character of a URI; percent-encode it as %{byte:02X}"
            ),
            position: Position::of(bytes, offset),
            code: format!("rfc{}/not-utf8", number(rule.rfc())),
        }
    }

    /// The message with the RFC, section and rule after it, as the library's `Display` of the error writes it.
    pub fn full_message(&self) -> String {
        format!("{} ({} \u{a7}{}, {})", self.message, self.rfc, self.section, self.rule)
    }
}

/// Whether all of `text` is in the language of `rule` of `dialect`, and why not: the verdict alone, the leanest
/// call there is, for the lines of `check` (the valid ones, nearly all of them, cost the parse and nothing more).
#[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
pub fn verdict(dialect: Dialect, rule: Rule, text: &str) -> Result<(), Diagnostic> {
    dialect.check(rule, text).map(|_| ()).map_err(|error| Diagnostic::of(&error))
}

/// Parses all of `text` as `rule` of `dialect`, once, building what `need` asks for: with [`Need::Json`] the
/// components as the JSON object the command prints (`null` for a rule without a tree), with [`Need::Tree`]
/// the components and the pretty tree.
#[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
pub fn parse(dialect: Dialect, rule: Rule, text: &str, need: Need) -> Result<Parsed, Diagnostic> {
    if need == Need::Verdict {
        // The verdict alone needs no tree, so the plain rule parser serves.
        return dialect
            .check(rule, text)
            .map(|span| Parsed { span, tree: None, json: None })
            .map_err(|error| Diagnostic::of(&error));
    }
    let parsed = dialect.parse(rule, text).map_err(|error| Diagnostic::of(&error))?;
    Ok(match need {
        Need::Json => {
            let mut json = Vec::new();
            write_components(&parsed, &mut json);
            Parsed { span: parsed.span, tree: None, json: Some(json) }
        }
        _ => Parsed { span: parsed.span, tree: Tree::of(&parsed), json: None },
    })
}

/// Parses all of `text` as `rule` of `dialect` and appends its components to `json`, as [`parse`] with
/// [`Need::Json`] does, with no buffer of its own: for the lines of `parse`, whose objects are written as they
/// are read.
#[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
pub fn parse_into_json(dialect: Dialect, rule: Rule, text: &str, json: &mut Vec<u8>) -> Result<(), Diagnostic> {
    let parsed = dialect.parse(rule, text).map_err(|error| Diagnostic::of(&error))?;
    write_components(&parsed, json);
    Ok(())
}

/// The components of `parsed` as the JSON object the command prints, `{"scheme": {...} | null, ...}`, each
/// present one in the library's `serde` shape of a [`urigram::Part`], the absent ones `null`; `null` for a rule
/// without a tree. An IRI's (RFC 3987) is followed by the URI it maps to.
fn write_components(parsed: &dialect::Parsed<'_>, json: &mut Vec<u8>) {
    let Some(components) = parsed.components() else {
        json.extend_from_slice(b"null");
        return;
    };
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
    // A valid IRI's record also says the URI it maps to (RFC 3987 §3.1), after its components: `"uri": "..."`.
    if parsed.rule.rfc() == Rfc::Rfc3987 {
        json.extend_from_slice(b",\"uri\":");
        // Writing to a vector cannot fail, and strings always serialize.
        let _ = serde_json::to_writer(&mut *json, urigram::rfc3987::encode_to_uri(parsed.text).as_ref());
    }
}

/// The target of `reference` against `base` by `dialect`'s RFC's own algorithm, or which of the two is at fault
/// and why.
///
/// A parse error is the parser's diagnostic. The other errors say why a text in the grammar's language is no
/// base: their span is the library's, their rule is the one the base must match (`absolute-URI`; RFC 2396's
/// `hier_part`, RFC 1808's `generic-RL` when the base is the wrong kind), they expect nothing, and their code
/// names the error (`rfc3986/relative-base`). An error that names no input (RFC 1808's empty base) is about the
/// whole reference, which must then be absolute.
#[allow(clippy::result_large_err, reason = "one result per reference, and errors are no rare path here")]
pub fn resolve(dialect: Dialect, base: &str, reference: &str, how: Resolution) -> Result<String, (Side, Diagnostic)> {
    dialect.resolve(base, reference, how).map_err(|error| match error.fault() {
        Fault::Syntax(side, error) => (side, Diagnostic::of(&error)),
        Fault::Unresolvable(fault) => {
            let span = fault.span.unwrap_or(Span::new(0, reference.len()));
            let text = if fault.side == Side::Base { base } else { reference };
            let rfc = fault.rule.rfc();
            let diagnostic = Diagnostic {
                rfc,
                span,
                rule: fault.rule.name(),
                meaning: fault.rule.meaning(),
                expected: Vec::new(),
                section: fault.section,
                message: fault.message,
                position: Position::of(text.as_bytes(), span.start),
                code: format!("rfc{}/{}", number(rfc), fault.code),
            };
            (fault.side, diagnostic)
        }
    })
}
#[cfg(test)]
mod tests {
    use super::*;

    /// Every grammar the command offers, each with no amendment.
    fn every_rfc() -> impl Iterator<Item = Dialect> {
        <RfcArg as clap::ValueEnum>::value_variants().iter().map(|&rfc| dialect_of(rfc, Amendments::default()).unwrap())
    }

    fn rule(dialect: Dialect, name: &str) -> Rule {
        dialect.rule_named(name).unwrap()
    }

    #[test]
    fn diagnostics_keep_the_library_span_and_words() {
        for text in ["http://a/%zz", "http://[::1", "a:b c", "http://a/😀", "http://a\tb", ":"] {
            let error = rfc3986::parse_uri_reference(text).unwrap_err();
            let diagnostic = verdict(Dialect::Rfc3986, Dialect::Rfc3986.reference(), text).unwrap_err();
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
        let dialects =
            [Dialect::Rfc3986, Dialect::Rfc3987, Dialect::Rfc2396, Dialect::Rfc2396Rfc2732, Dialect::Rfc1808];
        for dialect in dialects.into_iter().chain([Dialect::Rfc1808Rfc2068]) {
            for name in ["URI-reference", "IRI-reference", "URL", "URI", "absolute-URI", "absoluteURI", "absoluteURL"] {
                let Some(rule) = dialect.rule_named(name) else { continue };
                let parsed = parse(dialect, rule, "http://a/b;p?q", Need::Verdict).unwrap();
                assert!(parsed.tree.is_none() && parsed.json.is_none(), "{dialect} {rule}");
                assert_eq!(parsed.span, Span::new(0, 14));
                let tree = parse(dialect, rule, "http://a/b;p?q", Need::Tree).unwrap();
                assert!(tree.tree.is_some_and(|tree| !tree.debug.is_empty()), "{dialect} {rule}");
                let json = parse(dialect, rule, "http://a/b;p?q", Need::Json).unwrap().json.unwrap();
                // The components come first (an IRI's record goes on with its URI).
                let mut values = serde_json::Deserializer::from_slice(&json).into_iter::<serde_json::Value>();
                let components = values.next().unwrap().unwrap();
                assert_eq!(components["scheme"]["text"], "http", "{dialect} {rule}");
                let mut streamed = Vec::new();
                parse_into_json(dialect, rule, "http://a/b;p?q", &mut streamed).unwrap();
                assert_eq!(streamed, json);
            }
        }
    }

    /// The components are the library's `serde` shapes of its parts.
    #[test]
    fn components_are_the_library_serde_shapes() {
        let text = "foo://u@[::1]:8042/over/there?name=ferret#nose";
        let json = parse(Dialect::Rfc3986, Dialect::Rfc3986.reference(), text, Need::Json).unwrap().json.unwrap();
        let components: serde_json::Value = serde_json::from_slice(&json).unwrap();
        let reference = rfc3986::parse_uri_reference(text).unwrap();
        for component in urigram::Components::components(&reference) {
            assert_eq!(components[component.name], serde_json::to_value(component.part).unwrap(), "{}", component.name);
        }
    }

    #[test]
    fn rules_are_named_case_insensitively() {
        assert_eq!(Dialect::Rfc3986.rule_named("ipv6ADDRESS").map(Rule::name), Some("IPv6address"));
        assert_eq!(Dialect::Rfc3986.rule_named("nope"), None);
        assert_eq!(Dialect::Rfc3986.reference().name(), "URI-reference");
    }

    #[test]
    fn only_reference_rules_have_trees() {
        let tree = |name, text| parse(Dialect::Rfc3986, rule(Dialect::Rfc3986, name), text, Need::Tree).unwrap().tree;
        assert!(tree("URI", "http://a").is_some());
        assert!(tree("absolute-URI", "http://a").is_some());
        assert!(tree("relative-ref", "//a").is_some());
        assert!(tree("host", "a").is_none());
        let json = parse(Dialect::Rfc3986, rule(Dialect::Rfc3986, "host"), "a", Need::Json).unwrap().json;
        assert_eq!(json.as_deref(), Some(&b"null"[..]));
    }

    #[test]
    fn every_rfc_is_built() {
        for (dialect, rfc) in every_rfc().zip(<RfcArg as clap::ValueEnum>::value_variants()) {
            assert_eq!(dialect.rfc(), rfc.rfc());
            // RFC 8089 reads `file:` URIs alone.
            let text = if rfc == &RfcArg::Rfc8089 { "file://a/b;p" } else { "http://a/b;p?q" };
            let parsed = parse(dialect, dialect.reference(), text, Need::Tree).unwrap();
            assert!(parsed.tree.is_some(), "{dialect}");
        }
        assert_eq!(Dialect::Rfc2396.reference().name(), "URI-reference");
        assert_eq!(Dialect::Rfc1808.reference().name(), "URL");
        let rejected = verdict(Dialect::Rfc2396, Dialect::Rfc2396.reference(), "http:").unwrap_err();
        assert_eq!(rejected.full_message(), urigram::rfc2396::parse_uri_reference("http:").unwrap_err().to_string());
    }

    #[test]
    fn amendments_need_their_rfc() {
        let accepts = |rfc, amendments, text| {
            let dialect = dialect_of(rfc, amendments).unwrap();
            verdict(dialect, dialect.reference(), text).is_ok()
        };
        let rfc2732 = Amendments { rfc2732: true, ..Amendments::default() };
        let rfc2068 = Amendments { rfc2068: true, ..Amendments::default() };
        assert!(accepts(RfcArg::Rfc2396, rfc2732, "http://[::1]/"));
        assert!(!accepts(RfcArg::Rfc2396, Amendments::default(), "http://[::1]/"));
        assert!(accepts(RfcArg::Rfc1808, rfc2068, "http://a/~"));
        assert!(!accepts(RfcArg::Rfc1808, Amendments::default(), "http://a/~"));
        for rfc in [RfcArg::Rfc3986, RfcArg::Rfc1808] {
            let mismatch = dialect_of(rfc, rfc2732).expect_err("RFC 2732 amends RFC 2396 only");
            assert_eq!((mismatch.flag, mismatch.amends), ("--rfc2732", RfcArg::Rfc2396));
        }
        let both = Amendments { rfc2732: true, rfc2068: true, ..Amendments::default() };
        assert!(<RfcArg as clap::ValueEnum>::value_variants().iter().all(|&rfc| dialect_of(rfc, both).is_err()));
        let rfc6874 = Amendments { rfc6874: true, ..Amendments::default() };
        let zoned = "http://[fe80::a%25en1]/";
        assert!(accepts(RfcArg::Rfc3986, rfc6874, zoned));
        assert!(accepts(RfcArg::Rfc3987, rfc6874, "http://[fe80::a%25en1]/é"));
        assert!(!accepts(RfcArg::Rfc3987, Amendments::default(), zoned));
        assert!(!accepts(RfcArg::Rfc3986, Amendments::default(), zoned));
        for rfc in [RfcArg::Rfc2396, RfcArg::Rfc1808] {
            let mismatch = dialect_of(rfc, rfc6874).expect_err("RFC 6874 updates RFC 3986, and so RFC 3987, only");
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

    #[test]
    fn resolve_faults_name_their_side_and_keep_the_library_span() {
        let how = Resolution::default();
        let (side, diagnostic) = resolve(Dialect::Rfc3986, "http://a/b#frag", "g", how).unwrap_err();
        assert_eq!(
            (side, diagnostic.span, diagnostic.code.as_str()),
            (Side::Base, Span::new(10, 15), "rfc3986/base-fragment")
        );
        assert_eq!(
            diagnostic.full_message(),
            "a base URI has no fragment: strip it before resolving (RFC 3986 \u{a7}5.1, absolute-URI)"
        );
        let (side, diagnostic) = resolve(Dialect::Rfc3986, "http://a/", "%", how).unwrap_err();
        assert_eq!((side, diagnostic.code.as_str()), (Side::Reference, "rfc3986/pct-encoded"));
        let (side, diagnostic) = resolve(Dialect::Rfc1808, "", "g/h", how).unwrap_err();
        assert_eq!((side, diagnostic.span, diagnostic.rule), (Side::Reference, Span::new(0, 3), "absoluteURL"));
        let (_, diagnostic) = resolve(Dialect::Rfc2396, "mailto:a@b", "g", how).unwrap_err();
        assert_eq!((diagnostic.rule, diagnostic.section), ("hier_part", "5"));
        let (_, diagnostic) = resolve(Dialect::Rfc1808, "http://a//b", "g", how).unwrap_err();
        assert_eq!((diagnostic.rule, diagnostic.code.as_str()), ("generic-RL", "rfc1808/not-generic-base"));
        assert_eq!(resolve(Dialect::Rfc3986, "http://a/b/c/d;p?q", "http:g", how).unwrap(), "http:g");
        let non_strict = Resolution { non_strict: true, ..how };
        assert_eq!(resolve(Dialect::Rfc3986, "http://a/b/c/d;p?q", "http:g", non_strict).unwrap(), "http://a/b/c/g");
        assert_eq!(resolve(Dialect::Rfc2396, "http://a/b/c/d;p?q", "http:g", non_strict).unwrap(), "http://a/b/c/g");
        assert!(!Dialect::Rfc1808.resolves_non_strict());
    }

    /// RFC 8089 with `--appendix-f`, which amends it alone; its `file-URI` builds the tree, and it resolves
    /// nothing.
    #[test]
    fn rfc8089_and_its_appendix_f() {
        let appendix_f = Amendments { appendix_f: true, ..Amendments::default() };
        let dos = "file:///c|/path/to/file";
        let file_uri = |amendments| {
            let dialect = dialect_of(RfcArg::Rfc8089, amendments).unwrap();
            (dialect, dialect.reference())
        };
        let (appendix, rule) = file_uri(appendix_f);
        assert!(verdict(appendix, rule, dos).is_ok());
        let (plain, rule) = file_uri(Amendments::default());
        assert!(verdict(plain, rule, dos).is_err());
        let tree = parse(plain, rule, "file://host.example.com/path/to/file", Need::Tree).unwrap().tree;
        assert!(tree.is_some());
        assert_eq!(rule.name(), "file-URI");
        let mismatch = dialect_of(RfcArg::Rfc3986, appendix_f).expect_err("Appendix F amends RFC 8089 only");
        assert_eq!(
            mismatch.to_string(),
            "--appendix-f amends the grammar of RFC 8089 only, not RFC 3986: add --rfc 8089"
        );
        let rfc6874 = Amendments { rfc6874: true, ..Amendments::default() };
        assert!(dialect_of(RfcArg::Rfc8089, rfc6874).is_err());
        let (side, diagnostic) = resolve(plain, "file:///a", "b", Resolution::default()).unwrap_err();
        assert_eq!((side, diagnostic.code.as_str()), (Side::Base, "rfc8089/no-resolution"));
        assert!(compares(plain, b"FILE:///x") && !compares(plain, b"http://a") && compares(Dialect::Rfc3986, b"x"));
    }
}
