//! The registry: for each grammar of `grammar/`, which combinator implements each of its rules.
//!
//! It is derived from the `Rule` enums of the library, not written out again: every `Rule` of an RFC module
//! is registered under its RFC name (`Rule::name`), for the grammar variants it belongs to:
//!
//! - RFC 3986: every `rfc3986::Rule`, and the three RFC 5234 core rules that `rfc3986.abnf` transcribes
//!   (`ALPHA`, `DIGIT`, `HEXDIG`), registered as the library's `ByteClass` tables
//!   `urigram::grammar::ALPHA`, `DIGIT` and `HEXDIG`, which
//!   every module matches them with. The core rules that a grammar uses without defining them (`HEXDIG` in
//!   `rfc2732.abnf`, `CTL` in `rfc2068.abnf`) are not its rules and are not registered.
//! - RFC 2396: every `rfc2396::Rule` that no amendment adds (`Grammar::amendment` is `None`), under
//!   `Options::RFC2396`. RFC 2396's own `alpha` and `digit` are rules of its grammar (RFC 5234 names are
//!   case-insensitive, so they stand for the core `ALPHA` and `DIGIT` wherever those are referred to) and are
//!   its own combinators.
//! - RFC 2396 with RFC 2732: every `rfc2396::Rule`, under `Options::rfc2732(true)`, with the grammar of
//!   `rfc2396.abnf` amended by `rfc2732.abnf`. Its `IPv4address` is the function `ipv4_address_rfc2373`.
//! - RFC 1808: every `rfc1808::Rule` that no amendment adds, under `Options::RFC1808`.
//! - RFC 1808 with RFC 2068: every `rfc1808::Rule` under `Options::RFC2068`, with the grammar of
//!   `rfc1808.abnf` amended by `rfc2068.abnf`; RFC 2068 §3.2.1 renames three rules, which are registered under
//!   both names: `URI` is `URL`, `absoluteURI` is `absoluteURL`, `relativeURI` is `relativeURL`. Its `HEX`
//!   replaces `hex` (the same name in ABNF).

use urigram::grammar::{ALPHA, ByteClass, DIGIT, HEXDIG};
use urigram::{Grammar as _, Span, rfc1808, rfc2396, rfc3986};
use urigram_abnf::Grammar;
use urigram_playground::rules::{self, Style};

/// A grammar of `grammar/`: an RFC, or an RFC with the amendment that urigram implements as an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// `rfc3986.abnf`, module `urigram::rfc3986`.
    Rfc3986,
    /// `rfc2396.abnf`, module `urigram::rfc2396` with `Options::RFC2396`.
    Rfc2396,
    /// `rfc2396.abnf` amended by `rfc2732.abnf`, module `urigram::rfc2396` with `Options::rfc2732(true)`.
    Rfc2396Rfc2732,
    /// `rfc1808.abnf`, module `urigram::rfc1808` with `Options::RFC1808`.
    Rfc1808,
    /// `rfc1808.abnf` amended by `rfc2068.abnf`, module `urigram::rfc1808` with `Options::RFC2068`.
    Rfc1808Rfc2068,
}

const RFC3986_ABNF: &str = include_str!("../../../grammar/rfc3986.abnf");
const RFC2396_ABNF: &str = include_str!("../../../grammar/rfc2396.abnf");
const RFC2732_ABNF: &str = include_str!("../../../grammar/rfc2732.abnf");
const RFC1808_ABNF: &str = include_str!("../../../grammar/rfc1808.abnf");
const RFC2068_ABNF: &str = include_str!("../../../grammar/rfc2068.abnf");

impl Variant {
    /// Every variant, base RFCs before their amendments, newest RFC first.
    pub const ALL: [Variant; 5] =
        [Variant::Rfc3986, Variant::Rfc2396, Variant::Rfc2396Rfc2732, Variant::Rfc1808, Variant::Rfc1808Rfc2068];

    /// How people name it: `"RFC 2396 + RFC 2732"`.
    pub fn label(self) -> &'static str {
        match self {
            Variant::Rfc3986 => "RFC 3986",
            Variant::Rfc2396 => "RFC 2396",
            Variant::Rfc2396Rfc2732 => "RFC 2396 + RFC 2732",
            Variant::Rfc1808 => "RFC 1808",
            Variant::Rfc1808Rfc2068 => "RFC 1808 + RFC 2068",
        }
    }

    /// The variant this one amends, if it is an amendment.
    pub fn base(self) -> Option<Variant> {
        match self {
            Variant::Rfc2396Rfc2732 => Some(Variant::Rfc2396),
            Variant::Rfc1808Rfc2068 => Some(Variant::Rfc1808),
            _ => None,
        }
    }

    /// The files of `grammar/` it reads, the base first.
    pub fn files(self) -> &'static [&'static str] {
        match self {
            Variant::Rfc3986 => &["rfc3986.abnf"],
            Variant::Rfc2396 => &["rfc2396.abnf"],
            Variant::Rfc2396Rfc2732 => &["rfc2396.abnf", "rfc2732.abnf"],
            Variant::Rfc1808 => &["rfc1808.abnf"],
            Variant::Rfc1808Rfc2068 => &["rfc1808.abnf", "rfc2068.abnf"],
        }
    }

    /// The library module that implements it.
    pub fn module(self) -> &'static str {
        match self {
            Variant::Rfc3986 => "rfc3986",
            Variant::Rfc2396 | Variant::Rfc2396Rfc2732 => "rfc2396",
            Variant::Rfc1808 | Variant::Rfc1808Rfc2068 => "rfc1808",
        }
    }

    /// The grammar: the base file, amended by the overlay if there is one.
    pub fn grammar(self) -> Grammar {
        let read = |text: &str, name: &str| {
            Grammar::parse(text).unwrap_or_else(|error| panic!("grammar/{name} is valid ABNF: {error}"))
        };
        match self {
            Variant::Rfc3986 => read(RFC3986_ABNF, "rfc3986.abnf"),
            Variant::Rfc2396 => read(RFC2396_ABNF, "rfc2396.abnf"),
            Variant::Rfc1808 => read(RFC1808_ABNF, "rfc1808.abnf"),
            Variant::Rfc2396Rfc2732 => {
                let mut grammar = read(RFC2396_ABNF, "rfc2396.abnf");
                grammar.amend(&read(RFC2732_ABNF, "rfc2732.abnf"));
                grammar
            }
            Variant::Rfc1808Rfc2068 => {
                let mut grammar = read(RFC1808_ABNF, "rfc1808.abnf");
                grammar.amend(&read(RFC2068_ABNF, "rfc2068.abnf"));
                grammar
            }
        }
    }

    /// The overlay alone (`rfc2732.abnf`, `rfc2068.abnf`), for an amendment.
    pub fn overlay(self) -> Option<Grammar> {
        let text = match self {
            Variant::Rfc2396Rfc2732 => RFC2732_ABNF,
            Variant::Rfc1808Rfc2068 => RFC2068_ABNF,
            _ => return None,
        };
        Some(Grammar::parse(text).unwrap_or_else(|error| panic!("the overlay is valid ABNF: {error}")))
    }

    /// The registered combinators, one per rule name (see the [module](self) documentation).
    pub fn entries(self) -> Vec<Entry> {
        let strict_2396 = rfc2396::Options::RFC2396;
        let with_2732 = rfc2396::Options::rfc2732(true);
        let mut entries: Vec<Entry> = match self {
            Variant::Rfc3986 => {
                let mut entries: Vec<Entry> = rfc3986::Rule::ALL
                    .iter()
                    .filter(|rule| rule.amendment().is_none())
                    .map(|&rule| Entry::new(rule.name(), Combinator::Rfc3986(rule)))
                    .collect();
                for core in CoreRule::ALL {
                    entries.push(Entry::new(core.name(), Combinator::Core(core)));
                }
                entries
            }
            Variant::Rfc2396 => rfc2396::Rule::ALL
                .iter()
                .filter(|rule| rule.amendment().is_none())
                .map(|&rule| Entry::new(rule.name(), Combinator::Rfc2396(rule, strict_2396)))
                .collect(),
            Variant::Rfc2396Rfc2732 => rfc2396::Rule::ALL
                .iter()
                .map(|&rule| Entry::new(rule.name(), Combinator::Rfc2396(rule, with_2732)))
                .collect(),
            Variant::Rfc1808 => rfc1808::Rule::ALL
                .iter()
                .filter(|rule| rule.amendment().is_none())
                .map(|&rule| Entry::new(rule.name(), Combinator::Rfc1808(rule, rfc1808::Options::RFC1808)))
                .collect(),
            Variant::Rfc1808Rfc2068 => rfc1808::Rule::ALL
                .iter()
                .map(|&rule| Entry::new(rule.name(), Combinator::Rfc1808(rule, rfc1808::Options::RFC2068)))
                .collect(),
        };
        if self == Variant::Rfc1808Rfc2068 {
            let http = rfc1808::Options::RFC2068;
            for (name, rule) in [
                ("URI", rfc1808::Rule::Url),
                ("absoluteURI", rfc1808::Rule::AbsoluteUrl),
                ("relativeURI", rfc1808::Rule::RelativeUrl),
            ] {
                entries.push(Entry::new(name, Combinator::Rfc1808(rule, http)));
            }
        }
        entries
    }

    /// The entry registered under `name` (compared as RFC 5234 compares rule names), if exactly one is.
    pub fn entry(self, name: &str) -> Option<Entry> {
        let mut found = self.entries().into_iter().filter(|entry| entry.name.eq_ignore_ascii_case(name));
        let first = found.next()?;
        found.next().is_none().then_some(first)
    }
}

/// One registered combinator: the ABNF rule name it is registered under, and the combinator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The rule's name as the registry spells it (the RFC's spelling; ABNF compares names case-insensitively).
    pub name: &'static str,
    /// The combinator.
    pub combinator: Combinator,
}

impl Entry {
    fn new(name: &'static str, combinator: Combinator) -> Entry {
        Entry { name, combinator }
    }
}

/// The RFC 5234 core rules that `rfc3986.abnf` defines, matched with the library's core class tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CoreRule {
    /// `ALPHA`, [`urigram::grammar::ALPHA`].
    Alpha,
    /// `DIGIT`, [`urigram::grammar::DIGIT`].
    Digit,
    /// `HEXDIG`, [`urigram::grammar::HEXDIG`].
    Hexdig,
}

impl CoreRule {
    /// The three, in the order of RFC 5234 Appendix B.1.
    pub const ALL: [CoreRule; 3] = [CoreRule::Alpha, CoreRule::Digit, CoreRule::Hexdig];

    /// The rule name.
    pub fn name(self) -> &'static str {
        match self {
            CoreRule::Alpha => "ALPHA",
            CoreRule::Digit => "DIGIT",
            CoreRule::Hexdig => "HEXDIG",
        }
    }

    /// The class table.
    pub fn class(self) -> &'static ByteClass {
        match self {
            CoreRule::Alpha => &ALPHA,
            CoreRule::Digit => &DIGIT,
            CoreRule::Hexdig => &HEXDIG,
        }
    }
}

/// A combinator of the library, with the options it runs under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combinator {
    /// An RFC 3986 rule.
    Rfc3986(rfc3986::Rule),
    /// An RFC 2396 rule under these options.
    Rfc2396(rfc2396::Rule, rfc2396::Options),
    /// An RFC 1808 rule under these options.
    Rfc1808(rfc1808::Rule, rfc1808::Options),
    /// An RFC 5234 core rule, matched with its class table.
    Core(CoreRule),
}

impl Combinator {
    /// Checks that all of `text` is in the rule's language (`parse_rule_with`); the error's message otherwise.
    pub fn parse(self, text: &str) -> Result<Span, String> {
        self.diagnose(text).map_err(|(_, message)| message)
    }

    /// Like [`Combinator::parse`], with the error's span: the bytes the library's diagnostic points at.
    pub fn diagnose(self, text: &str) -> Result<Span, (Span, String)> {
        match self {
            Combinator::Rfc3986(rule) => rfc3986::parse_rule(rule, text).map_err(|e| (e.span, e.to_string())),
            Combinator::Rfc2396(rule, options) => {
                rfc2396::parse_rule_with(rule, text, options).map_err(|e| (e.span, e.to_string()))
            }
            Combinator::Rfc1808(rule, options) => {
                rfc1808::parse_rule_with(rule, text, options).map_err(|e| (e.span, e.to_string()))
            }
            Combinator::Core(core) => {
                let mut characters = text.char_indices();
                let problem = match (characters.next(), characters.next()) {
                    (Some((_, first)), None) if first.is_ascii() && core.class().contains(first as u8) => {
                        return Ok(Span::new(0, 1));
                    }
                    (None, _) => Span::new(0, 0),
                    (Some((_, first)), None) => Span::new(0, first.len_utf8()),
                    (Some((_, first)), Some((at, second)))
                        if first.is_ascii() && core.class().contains(first as u8) =>
                    {
                        Span::new(at, at + second.len_utf8())
                    }
                    (Some((_, first)), Some(_)) => Span::new(0, first.len_utf8()),
                };
                Err((problem, format!("expected one character of {} (RFC 5234 Appendix B.1)", core.name())))
            }
        }
    }

    /// The length of the prefix of `text` the combinator reads (`match_prefix_with`); the error's message
    /// when it reads none.
    pub fn prefix(self, text: &str) -> Result<usize, String> {
        match self {
            Combinator::Rfc3986(rule) => rfc3986::match_prefix(rule, text).map_err(|e| e.to_string()),
            Combinator::Rfc2396(rule, options) => {
                rfc2396::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
            }
            Combinator::Rfc1808(rule, options) => {
                rfc1808::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
            }
            Combinator::Core(core) => match text.as_bytes().first() {
                Some(byte) if core.class().contains(*byte) => Ok(1),
                _ => Err(format!("expected one character of {} (RFC 5234 Appendix B.1)", core.name())),
            },
        }
    }

    /// The name of the function (or, for a core rule, of the class table) that implements the rule.
    pub fn function(self) -> &'static str {
        match self {
            Combinator::Rfc3986(rule) => urigram_playground::rules::rfc3986_function(rule),
            Combinator::Rfc2396(rfc2396::Rule::Ipv4Address, options) if options.ipv6_literals_rfc2732 => {
                "ipv4_address_rfc2373"
            }
            Combinator::Rfc2396(rule, _) => urigram_playground::rules::rfc2396_function(rule),
            Combinator::Rfc1808(rule, _) => urigram_playground::rules::rfc1808_function(rule),
            Combinator::Core(core) => core.name(),
        }
    }

    /// The library module the function is in: `rfc3986`, `rfc2396`, `rfc1808` or `grammar`.
    pub fn module(self) -> &'static str {
        match self {
            Combinator::Rfc3986(_) => "rfc3986",
            Combinator::Rfc2396(..) => "rfc2396",
            Combinator::Rfc1808(..) => "rfc1808",
            Combinator::Core(_) => "grammar",
        }
    }

    /// The path of the function, and the options it runs under: `urigram::rfc2396::host` with
    /// `Options::rfc2732(true)`.
    pub fn path(self) -> String {
        let path = format!("urigram::{}::{}", self.module(), self.function());
        match self {
            Combinator::Rfc2396(_, options) if options.ipv6_literals_rfc2732 => {
                format!("{path} (with `rfc2396::Options::rfc2732(true)`)")
            }
            Combinator::Rfc1808(_, options) if options.rfc2068_national => {
                format!("{path} (with `rfc1808::Options::RFC2068`)")
            }
            _ => path,
        }
    }

    /// The section of the library's `Rule` (`"RFC 3986 §3.2.2"`).
    pub fn section(self) -> String {
        match self {
            Combinator::Rfc3986(rule) => format!("RFC 3986 §{}", rule.section()),
            Combinator::Rfc2396(rule, _) => format!("RFC 2396 §{}", rule.section()),
            Combinator::Rfc1808(rule, _) => format!("RFC 1808 §{}", rule.section()),
            Combinator::Core(_) => "RFC 5234 Appendix B.1".to_owned(),
        }
    }

    /// What the combinator makes of all of `text`: the debug form of the syntax tree it returns, or the
    /// error. The tree is the rule function's own where a public function runs under these options; for the
    /// few rules whose amended form has no public function of its own, it is the span.
    pub fn describe(self, text: &str) -> Result<String, String> {
        let span = self.parse(text)?;
        let tree = match self {
            Combinator::Rfc3986(rule) => rules::rfc3986_tree(rule, rfc3986::Options::RFC3986, text, Style::Compact),
            Combinator::Rfc2396(rule, options) => rules::rfc2396_tree(rule, options, text, Style::Compact),
            Combinator::Rfc1808(rule, options) => rules::rfc1808_tree(rule, options, text, Style::Compact),
            Combinator::Core(_) => None,
        };
        Ok(tree.unwrap_or_else(|| format!("{:?}", span)))
    }
}
