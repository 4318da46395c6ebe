//! What the command needs from each RFC module of the library, behind one object-safe trait, so that each
//! command and format is written once for all three grammars.
//!
//! Adding an RFC is two small steps in this file: a `static` [`Module`] naming its functions (like [`RFC3986`])
//! and its arm in [`syntax`], the one function that says which RFCs this build has.

use std::fmt;

use urigram::{Error, Grammar, Rfc, Span, rfc1808, rfc2396, rfc3986};

/// The RFCs a user can ask for with `--rfc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RfcArg {
    /// RFC 3986 (2005, STD 66)
    #[value(name = "3986")]
    Rfc3986,
    /// RFC 2396 (1998)
    #[value(name = "2396")]
    Rfc2396,
    /// RFC 1808 (1995)
    #[value(name = "1808")]
    Rfc1808,
}

impl RfcArg {
    /// Every RFC, newest first, as `explain` lists them.
    pub const ALL: [RfcArg; 3] = [RfcArg::Rfc3986, RfcArg::Rfc2396, RfcArg::Rfc1808];

    /// The library's name for the RFC.
    pub fn rfc(self) -> Rfc {
        match self {
            RfcArg::Rfc3986 => Rfc::Rfc3986,
            RfcArg::Rfc2396 => Rfc::Rfc2396,
            RfcArg::Rfc1808 => Rfc::Rfc1808,
        }
    }
}

/// The RFC's number, as JSON and error codes write it.
pub fn number(rfc: Rfc) -> u16 {
    match rfc {
        Rfc::Rfc3986 => 3986,
        Rfc::Rfc2396 => 2396,
        Rfc::Rfc1808 => 1808,
    }
}

/// The RFCs this build can parse with: the one place that wires an RFC module into the command.
///
/// # Errors
///
/// [`NotBuilt`] for an RFC whose module this build does not have yet.
pub fn syntax(rfc: RfcArg) -> Result<&'static dyn Syntax, NotBuilt> {
    match rfc {
        RfcArg::Rfc3986 => Ok(&RFC3986),
        RfcArg::Rfc2396 => Ok(&RFC2396),
        RfcArg::Rfc1808 => Ok(&RFC1808),
    }
}

/// An RFC the command knows but this build cannot parse with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotBuilt(pub Rfc);

impl fmt::Display for NotBuilt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} support is not built into this version", self.0)
    }
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
    /// Parses all of `text` as the rule named `rule` (a name from [`Syntax::rules`]).
    #[allow(clippy::result_large_err, reason = "one result per input, and for a linter the error is no rare path")]
    fn parse(&self, rule: &str, text: &str) -> Result<Parsed, Diagnostic>;
    /// The error for an input that is not UTF-8, whose first bad byte is at `offset`.
    fn not_utf8(&self, rule: &str, bytes: &[u8], offset: usize) -> Diagnostic;
}

/// What a valid input parsed to.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The span the rule matched (the whole input).
    pub span: Span,
    /// The components and the syntax tree, for the rules that build one (the RFC's reference rules).
    pub tree: Option<Tree>,
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
    /// The tree of a parsed reference of any RFC.
    pub fn new<'a>(reference: &impl urigram::Components<'a>, debug: String) -> Tree {
        let components = reference
            .components()
            .into_iter()
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
    /// A stable identifier for the kind of error: `rfc3986/pct-encoded`, or `rfc3986/not-utf8` for bytes that
    /// are not text.
    pub code: String,
}

impl Diagnostic {
    /// The diagnostic of a library error, its span kept as is.
    pub fn of<R: Grammar>(error: &Error<R>) -> Diagnostic {
        Diagnostic {
            rfc: R::RFC,
            span: error.span,
            rule: error.rule.name(),
            meaning: error.rule.meaning(),
            expected: error.expected.names().collect(),
            section: error.section,
            message: error.message.clone(),
            code: format!("rfc{}/{}", number(R::RFC), error.rule.name()),
        }
    }

    /// The message with the RFC, section and rule after it, as the library's `Display` of the error writes it.
    pub fn full_message(&self) -> String {
        format!("{} ({} \u{a7}{}, {})", self.message, self.rfc, self.section, self.rule)
    }
}

/// An RFC module of the library, described by its functions.
pub struct Module<R: Grammar> {
    /// The reference rule, used when no rule is named.
    pub default_rule: R,
    /// `parse_rule` of the module.
    pub parse_rule: fn(R, &str) -> Result<Span, Error<R>>,
    /// The components and syntax tree of a text that `rule` matched, for the rules that have a tree.
    pub tree: fn(R, &str) -> Option<Tree>,
}

impl<R: Grammar + Sync> Syntax for Module<R> {
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

    fn parse(&self, rule: &str, text: &str) -> Result<Parsed, Diagnostic> {
        let rule = R::from_name(rule).unwrap_or(self.default_rule);
        match (self.parse_rule)(rule, text) {
            Ok(span) => Ok(Parsed { span, tree: (self.tree)(rule, text) }),
            Err(error) => Err(Diagnostic::of(&error)),
        }
    }

    fn not_utf8(&self, rule: &str, bytes: &[u8], offset: usize) -> Diagnostic {
        let rule = R::from_name(rule).unwrap_or(self.default_rule);
        let byte = bytes.get(offset).copied().unwrap_or_default();
        Diagnostic {
            rfc: R::RFC,
            span: urigram::core::char_span_at(bytes, offset),
            rule: rule.name(),
            meaning: rule.meaning(),
            expected: Vec::new(),
            section: rule.section(),
            message: format!(
                "byte 0x{byte:02X} is not UTF-8, so it is no character of a URI; percent-encode it as %{byte:02X}"
            ),
            code: format!("rfc{}/not-utf8", number(R::RFC)),
        }
    }
}

/// RFC 3986 as the command sees it.
pub static RFC3986: Module<rfc3986::Rule> =
    Module { default_rule: rfc3986::Rule::UriReference, parse_rule: rfc3986::parse_rule, tree: rfc3986_tree };

/// The tree of the four RFC 3986 rules that build one. Each of their languages is part of `URI-reference`'s, with
/// the same components, so the components come from `parse_uri_reference` and the tree from the rule's own
/// parser.
fn rfc3986_tree(rule: rfc3986::Rule, text: &str) -> Option<Tree> {
    use rfc3986::Rule;
    let reference = rfc3986::parse_uri_reference(text).ok()?;
    let debug = match rule {
        Rule::UriReference => format!("{reference:#?}"),
        Rule::Uri => format!("{:#?}", rfc3986::parse_uri(text).ok()?),
        Rule::AbsoluteUri => format!("{:#?}", rfc3986::parse_absolute_uri(text).ok()?),
        Rule::RelativeRef => format!("{:#?}", rfc3986::parse_relative_ref(text).ok()?),
        _ => return None,
    };
    Some(Tree::new(&reference, debug))
}

/// RFC 2396 as the command sees it.
pub static RFC2396: Module<rfc2396::Rule> =
    Module { default_rule: rfc2396::Rule::UriReference, parse_rule: rfc2396::parse_rule, tree: rfc2396_tree };

/// The tree of the three RFC 2396 rules that build one; the components come from `parse_uri_reference`, whose
/// language holds theirs.
fn rfc2396_tree(rule: rfc2396::Rule, text: &str) -> Option<Tree> {
    use rfc2396::Rule;
    let reference = rfc2396::parse_uri_reference(text).ok()?;
    let debug = match rule {
        Rule::UriReference => format!("{reference:#?}"),
        Rule::AbsoluteUri => format!("{:#?}", rfc2396::parse_absolute_uri(text).ok()?),
        Rule::RelativeUri => format!("{:#?}", rfc2396::parse_relative_uri(text).ok()?),
        _ => return None,
    };
    Some(Tree::new(&reference, debug))
}

/// RFC 1808 as the command sees it.
pub static RFC1808: Module<rfc1808::Rule> =
    Module { default_rule: rfc1808::Rule::Url, parse_rule: rfc1808::parse_rule, tree: rfc1808_tree };

/// The tree of the three RFC 1808 rules that build one; the components come from `parse_url`, whose language
/// holds theirs.
fn rfc1808_tree(rule: rfc1808::Rule, text: &str) -> Option<Tree> {
    use rfc1808::Rule;
    let url = rfc1808::parse_url(text).ok()?;
    let debug = match rule {
        Rule::Url => format!("{url:#?}"),
        Rule::AbsoluteUrl => format!("{:#?}", rfc1808::parse_absolute_url(text).ok()?),
        Rule::RelativeUrl => format!("{:#?}", rfc1808::parse_relative_url(text).ok()?),
        _ => return None,
    };
    Some(Tree::new(&url, debug))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostics_keep_the_library_span_and_words() {
        for text in ["http://a/%zz", "http://[::1", "a:b c", "http://a/😀", "http://a\tb", ":"] {
            let error = rfc3986::parse_uri_reference(text).unwrap_err();
            let diagnostic = RFC3986.parse("URI-reference", text).unwrap_err();
            assert_eq!(diagnostic.span, error.span, "{text}");
            assert_eq!(diagnostic.full_message(), error.to_string(), "{text}");
            assert_eq!(diagnostic.rule, error.rule.to_string());
            assert_eq!(diagnostic.section, error.section);
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
        for rfc in RfcArg::ALL {
            assert_eq!(syntax(rfc).map(|syntax| syntax.rfc()).ok(), Some(rfc.rfc()));
        }
        assert_eq!(RFC2396.default_rule(), "URI-reference");
        assert_eq!(RFC1808.default_rule(), "URL");
        assert!(RFC2396.parse("URI-reference", "http://a/b;p").unwrap().tree.is_some());
        assert!(RFC1808.parse("URL", "http://a/b;p?q").unwrap().tree.is_some());
        let rejected = RFC2396.parse("URI-reference", "http:").unwrap_err();
        assert_eq!(rejected.full_message(), rfc2396::parse_uri_reference("http:").unwrap_err().to_string());
    }
}
