//! The registry: for each grammar of `grammar/`, which combinator implements each of its rules.
//!
//! It is derived from the `Rule` enums of the library, not written out again: every `Rule` of an RFC module
//! is registered under its RFC name (`Rule::name`), for the grammar variants it belongs to:
//!
//! - RFC 3986: every `rfc3986::Rule`, and the three RFC 5234 core rules that `rfc3986.abnf` transcribes
//!   (`ALPHA`, `DIGIT`, `HEXDIG`), registered as the library's `ByteClass` tables
//!   `urigram::grammar::ALPHA`, `DIGIT` and `HEXDIG`, which
//!   every module matches them with. The core rules that a grammar uses without defining them (`HEXDIG` in
//!   `rfc2732.abnf`, `CTL` in `rfc2068.abnf`) are not its rules and are not registered. RFC 3986 alone has
//!   no rule that an amendment adds (`Grammar::amendment` is `None`), under `Options::RFC3986`.
//! - RFC 3986 with RFC 6874: every `rfc3986::Rule` and the core rules, under `Options::rfc6874(true)`, with the
//!   grammar of `rfc3986.abnf` amended by `rfc6874.abnf`.
//! - RFC 3987: every `rfc3987::Rule` that no amendment adds, and the core rules, under
//!   `rfc3987::Options::RFC3987` without §4.1 (the language of §2.2 alone); RFC 3987 with RFC 6874: every `rfc3987::Rule`, with `rfc3987.abnf` amended by
//!   `rfc6874.abnf`.
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
//! - RFC 8089: every `rfc3986::Rule` under `Options::rfc6874(true)` and the core rules (§2 imports `host` and
//!   `path-absolute` "from \[RFC3986\] (as updated by \[RFC6874\])", which reach most of RFC 3986's rules; the
//!   grammar is `rfc3986.abnf` amended by `rfc6874.abnf`, then by `rfc8089.abnf`), and every `rfc8089::Rule`
//!   that Appendix F does not add, under `rfc8089::Options::RFC8089`. RFC 8089 with Appendix F: the same, with
//!   every `rfc8089::Rule`, under `Options::APPENDIX_F`, and `rfc8089-appendix-f.abnf` over the grammar.

use urigram::grammar::{ALPHA, ByteClass, DIGIT, HEXDIG};
use urigram::{Grammar as _, Span, rfc1808, rfc2396, rfc3986, rfc3987, rfc8089};
use urigram_abnf::Grammar;
use urigram_playground::rules::{self, Style};

/// A grammar of `grammar/`: the library's list of its grammars, [`urigram::Dialect`], read as the reference
/// reads them (through [`VariantExt`]).
pub use urigram::Dialect as Variant;

/// The files of `grammar/`, by name.
const ABNF_FILES: [(&str, &str); 9] = [
    ("rfc3986.abnf", include_str!("../../../grammar/rfc3986.abnf")),
    ("rfc3987.abnf", include_str!("../../../grammar/rfc3987.abnf")),
    ("rfc6874.abnf", include_str!("../../../grammar/rfc6874.abnf")),
    ("rfc2396.abnf", include_str!("../../../grammar/rfc2396.abnf")),
    ("rfc2732.abnf", include_str!("../../../grammar/rfc2732.abnf")),
    ("rfc1808.abnf", include_str!("../../../grammar/rfc1808.abnf")),
    ("rfc2068.abnf", include_str!("../../../grammar/rfc2068.abnf")),
    ("rfc8089.abnf", include_str!("../../../grammar/rfc8089.abnf")),
    ("rfc8089-appendix-f.abnf", include_str!("../../../grammar/rfc8089-appendix-f.abnf")),
];

/// The ABNF of the file of `grammar/` named `name`.
fn read_abnf(name: &str) -> Grammar {
    let text = ABNF_FILES
        .iter()
        .find(|(file, _)| *file == name)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("grammar/{name} is one of the files the reference reads"));
    Grammar::parse(text).unwrap_or_else(|error| panic!("grammar/{name} is valid ABNF: {error}"))
}

/// What the reference knows of each of the library's grammars: their ABNF and their registered combinators.
pub trait VariantExt: Copy {
    /// The files of `grammar/` it reads, the base first.
    fn files(self) -> &'static [&'static str];
    /// The grammar: the base file, amended by the overlay if there is one.
    fn grammar(self) -> Grammar;
    /// The overlay alone (`rfc2732.abnf`, `rfc2068.abnf`), for an amendment.
    fn overlay(self) -> Option<Grammar>;
    fn entries(self) -> Vec<Entry>;
    /// The entry registered under `name` (compared as RFC 5234 compares rule names), if exactly one is.
    fn entry(self, name: &str) -> Option<Entry>;
}

impl VariantExt for Variant {
    fn files(self) -> &'static [&'static str] {
        self.abnf_files()
    }

    fn grammar(self) -> Grammar {
        let (base, overlays) = self.abnf_files().split_first().unwrap_or((&"rfc3986.abnf", &[]));
        let mut grammar = read_abnf(base);
        for overlay in overlays {
            grammar.amend(&read_abnf(overlay));
        }
        grammar
    }

    fn overlay(self) -> Option<Grammar> {
        self.base().and_then(|_| self.abnf_files().last()).map(|name| read_abnf(name))
    }

    /// The registered combinators, one per rule name (see the [module](self) documentation).
    fn entries(self) -> Vec<Entry> {
        let strict_2396 = rfc2396::Options::RFC2396;
        let with_2732 = rfc2396::Options::rfc2732(true);
        let mut entries: Vec<Entry> = match self {
            Variant::Rfc3986 | Variant::Rfc3986Rfc6874 => {
                let options = rfc3986::Options::rfc6874(self == Variant::Rfc3986Rfc6874);
                let mut entries: Vec<Entry> = rfc3986::Rule::ALL
                    .iter()
                    .filter(|rule| options.zone_ids_rfc6874 || rule.amendment().is_none())
                    .map(|&rule| Entry::new(rule.name(), Combinator::Rfc3986(rule, options)))
                    .collect();
                for core in CoreRule::ALL {
                    entries.push(Entry::new(core.name(), Combinator::Core(core)));
                }
                entries
            }
            Variant::Rfc3987 | Variant::Rfc3987Rfc6874 => {
                // The language of §2.2 alone: §4.1's rule on bidirectional formatting characters is no
                // production of the grammar.
                let options =
                    rfc3987::Options::RFC3987.forbid_bidi_formatting(false).rfc6874(self == Variant::Rfc3987Rfc6874);
                let mut entries: Vec<Entry> = rfc3987::Rule::ALL
                    .iter()
                    .filter(|rule| options.zone_ids_rfc6874 || rule.amendment().is_none())
                    .map(|&rule| Entry::new(rule.name(), Combinator::Rfc3987(rule, options)))
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
            Variant::Rfc8089 | Variant::Rfc8089AppendixF => {
                // RFC 3986's rules, as updated by RFC 6874, which §2 imports, and RFC 8089's own.
                let imported = rfc3986::Options::rfc6874(true);
                let options =
                    if self == Variant::Rfc8089 { rfc8089::Options::RFC8089 } else { rfc8089::Options::APPENDIX_F };
                let mut entries: Vec<Entry> = rfc3986::Rule::ALL
                    .iter()
                    .map(|&rule| Entry::new(rule.name(), Combinator::Rfc3986(rule, imported)))
                    .collect();
                for core in CoreRule::ALL {
                    entries.push(Entry::new(core.name(), Combinator::Core(core)));
                }
                entries.extend(
                    rfc8089::Rule::ALL
                        .iter()
                        .filter(|rule| options.appendix_f || rule.amendment().is_none())
                        .map(|&rule| Entry::new(rule.name(), Combinator::Rfc8089(rule, options))),
                );
                entries
            }
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

    fn entry(self, name: &str) -> Option<Entry> {
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
    /// An RFC 3986 rule under these options.
    Rfc3986(rfc3986::Rule, rfc3986::Options),
    /// An RFC 3987 rule under these options.
    Rfc3987(rfc3987::Rule, rfc3987::Options),
    /// An RFC 2396 rule under these options.
    Rfc2396(rfc2396::Rule, rfc2396::Options),
    /// An RFC 1808 rule under these options.
    Rfc1808(rfc1808::Rule, rfc1808::Options),
    /// An RFC 8089 rule under these options.
    Rfc8089(rfc8089::Rule, rfc8089::Options),
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
            Combinator::Rfc3986(rule, options) => {
                rfc3986::parse_rule_with(rule, text, options).map_err(|e| (e.span(), e.to_string()))
            }
            Combinator::Rfc3987(rule, options) => {
                rfc3987::parse_rule_with(rule, text, options).map_err(|e| (e.span(), e.to_string()))
            }
            Combinator::Rfc2396(rule, options) => {
                rfc2396::parse_rule_with(rule, text, options).map_err(|e| (e.span(), e.to_string()))
            }
            Combinator::Rfc1808(rule, options) => {
                rfc1808::parse_rule_with(rule, text, options).map_err(|e| (e.span(), e.to_string()))
            }
            Combinator::Rfc8089(rule, options) => {
                rfc8089::parse_rule_with(rule, text, options).map_err(|e| (e.span(), e.to_string()))
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

    /// Whether all of `text` is in the rule's language, asked of the library's verdict alone where it has one
    /// (`rfc3986::accepts_with`, which skips the second run of the rules that a rejection's error takes);
    /// `None` for the grammars without one.
    pub fn verdict(self, text: &str) -> Option<bool> {
        match self {
            Combinator::Rfc3986(rule, options) => Some(rfc3986::accepts_with(rule, text, options)),
            _ => None,
        }
    }

    /// The length of the prefix of `text` the combinator reads (`match_prefix_with`); the error's message
    /// when it reads none.
    pub fn prefix(self, text: &str) -> Result<usize, String> {
        match self {
            Combinator::Rfc3986(rule, options) => {
                rfc3986::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
            }
            Combinator::Rfc3987(rule, options) => {
                rfc3987::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
            }
            Combinator::Rfc2396(rule, options) => {
                rfc2396::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
            }
            Combinator::Rfc1808(rule, options) => {
                rfc1808::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
            }
            Combinator::Rfc8089(rule, options) => {
                rfc8089::match_prefix_with(rule, text, options).map_err(|e| e.to_string())
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
            Combinator::Rfc3986(rule, _) => rule.function(),
            Combinator::Rfc3987(rule, _) => rule.function(),
            Combinator::Rfc2396(rfc2396::Rule::Ipv4Address, options) if options.ipv6_literals_rfc2732 => {
                "ipv4_address_rfc2373"
            }
            Combinator::Rfc2396(rule, _) => rule.function(),
            Combinator::Rfc1808(rule, _) => rule.function(),
            Combinator::Rfc8089(rule, _) => rule.function(),
            Combinator::Core(core) => core.name(),
        }
    }

    /// The library module the function is in: `rfc3986`, `rfc2396`, `rfc1808` or `grammar`.
    pub fn module(self) -> &'static str {
        match self {
            Combinator::Rfc3986(..) => "rfc3986",
            Combinator::Rfc3987(..) => "rfc3987",
            Combinator::Rfc2396(..) => "rfc2396",
            Combinator::Rfc1808(..) => "rfc1808",
            Combinator::Rfc8089(..) => "rfc8089",
            Combinator::Core(_) => "grammar",
        }
    }

    /// The path of the function, and the options it runs under: `urigram::rfc2396::host` with
    /// `Options::rfc2732(true)`.
    pub fn path(self) -> String {
        let path = format!("urigram::{}::{}", self.module(), self.function());
        match self {
            Combinator::Rfc3986(_, options) if options.zone_ids_rfc6874 => {
                format!("{path} (with `rfc3986::Options::rfc6874(true)`)")
            }
            Combinator::Rfc3987(_, options) if options.zone_ids_rfc6874 => {
                format!("{path} (with `rfc3987::Options::RFC3987.rfc6874(true)`)")
            }
            Combinator::Rfc2396(_, options) if options.ipv6_literals_rfc2732 => {
                format!("{path} (with `rfc2396::Options::rfc2732(true)`)")
            }
            Combinator::Rfc1808(_, options) if options.rfc2068_national => {
                format!("{path} (with `rfc1808::Options::RFC2068`)")
            }
            Combinator::Rfc8089(_, options) if options.appendix_f => {
                format!("{path} (with `rfc8089::Options::APPENDIX_F`)")
            }
            _ => path,
        }
    }

    /// The section of the library's `Rule` (`"RFC 3986 §3.2.2"`).
    pub fn section(self) -> String {
        match self {
            Combinator::Rfc3986(rule, _) => format!("RFC 3986 §{}", rule.section()),
            Combinator::Rfc3987(rule, _) => format!("RFC 3987 §{}", rule.section()),
            Combinator::Rfc2396(rule, _) => format!("RFC 2396 §{}", rule.section()),
            Combinator::Rfc1808(rule, _) => format!("RFC 1808 §{}", rule.section()),
            Combinator::Rfc8089(rule, _) if rule.amendment().is_some() => {
                format!("RFC 8089 Appendix {}", rule.section())
            }
            Combinator::Rfc8089(rule, _) => format!("RFC 8089 §{}", rule.section()),
            Combinator::Core(_) => "RFC 5234 Appendix B.1".to_owned(),
        }
    }

    /// What the combinator makes of all of `text`: the debug form of the syntax tree it returns, or the
    /// error. The tree is the rule function's own where a public function runs under these options; for the
    /// few rules whose amended form has no public function of its own, it is the span.
    pub fn describe(self, text: &str) -> Result<String, String> {
        let span = self.parse(text)?;
        let tree = match self {
            Combinator::Rfc3986(rule, options) => rules::rfc3986_tree(rule, options, text, Style::Compact),
            Combinator::Rfc3987(rule, options) => rules::rfc3987_tree(rule, options, text, Style::Compact),
            Combinator::Rfc2396(rule, options) => rules::rfc2396_tree(rule, options, text, Style::Compact),
            Combinator::Rfc1808(rule, options) => rules::rfc1808_tree(rule, options, text, Style::Compact),
            Combinator::Rfc8089(rule, options) => rules::rfc8089_tree(rule, options, text, Style::Compact),
            Combinator::Core(_) => None,
        };
        Ok(tree.unwrap_or_else(|| format!("{:?}", span)))
    }
}
