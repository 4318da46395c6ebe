//! The grammars the playground compares, and what each makes of a text under a rule.

use crate::rules::{self, Style};
use urigram::{Component, Error, Grammar as _, Span, rfc1808, rfc2396, rfc3986, rfc3987, rfc8089};

/// A grammar of the library: its list of grammars, [`urigram::Dialect`], read as the playground reads them
/// (through [`GrammarExt`]).
pub use urigram::Dialect as Grammar;

/// What the playground does with each of the library's grammars.
pub trait GrammarExt: Copy + Sized {
    /// The grammar an `rfc` parameter names: its key, or the label's numbers (`2396+2732`, `1808 2068`).
    fn from_key(key: &str) -> Option<Self>;
    /// The rule a reference of this grammar is: `URI-reference`, or RFC 1808's `URL`.
    fn top_rule(self) -> &'static str;
    /// Every rule of the grammar: its name as the RFC spells it and its section (`"3.2.2"`, or a section of the
    /// amending RFC, `"RFC 2732 §3"`).
    fn rule_sections(self) -> Vec<(&'static str, &'static str)>;
    /// The rule of this grammar named `name` (RFC 5234 names are case-insensitive), as the RFC spells it.
    fn rule_spelled(self, name: &str) -> Option<&'static str>;
    /// Matches all of `text` against the rule named `rule` (which must be one of [`GrammarExt::rule_sections`]).
    fn outcome(self, rule: &str, text: &str) -> Option<Outcome>;
}

impl GrammarExt for Grammar {
    fn from_key(key: &str) -> Option<Grammar> {
        let digits: String = key.chars().filter(char::is_ascii_digit).collect();
        Grammar::ALL.into_iter().find(|grammar| {
            grammar.key() == digits
                || grammar.label().chars().filter(char::is_ascii_digit).collect::<String>() == digits
        })
    }

    fn top_rule(self) -> &'static str {
        self.reference_rule()
    }

    fn rule_sections(self) -> Vec<(&'static str, &'static str)> {
        fn all<R: urigram::Grammar>(keep: impl Fn(&R) -> bool) -> Vec<(&'static str, &'static str)> {
            R::ALL.iter().filter(|rule| keep(rule)).map(|rule| (rule.name(), rule.section())).collect()
        }
        match self {
            Grammar::Rfc3986 => all::<rfc3986::Rule>(|rule| rule.amendment().is_none()),
            Grammar::Rfc3986Rfc6874 => all::<rfc3986::Rule>(|_| true),
            Grammar::Rfc3987 => all::<rfc3987::Rule>(|rule| rule.amendment().is_none()),
            Grammar::Rfc3987Rfc6874 => all::<rfc3987::Rule>(|_| true),
            Grammar::Rfc2396 => all::<rfc2396::Rule>(|rule| rule.amendment().is_none()),
            Grammar::Rfc2396Rfc2732 => all::<rfc2396::Rule>(|_| true),
            Grammar::Rfc1808 => all::<rfc1808::Rule>(|rule| rule.amendment().is_none()),
            Grammar::Rfc1808Rfc2068 => {
                let mut rules = all::<rfc1808::Rule>(|_| true);
                rules.extend(RFC2068_NAMES.iter().map(|(name, _)| (*name, "RFC 2068 §3.2.1")));
                rules
            }
            // RFC 8089's own rules; those it imports are RFC 3986's, under RFC 3986.
            Grammar::Rfc8089 => all::<rfc8089::Rule>(|rule| rule.amendment().is_none()),
            Grammar::Rfc8089AppendixF => all::<rfc8089::Rule>(|_| true),
        }
    }

    fn rule_spelled(self, name: &str) -> Option<&'static str> {
        self.rule_sections().into_iter().map(|(rule, _)| rule).find(|rule| rule.eq_ignore_ascii_case(name))
    }

    fn outcome(self, rule: &str, text: &str) -> Option<Outcome> {
        let rule = self.rule_spelled(rule)?;
        let outcome = match self {
            Grammar::Rfc3986 | Grammar::Rfc3986Rfc6874 => {
                let options = rfc3986::Options::rfc6874(self == Grammar::Rfc3986Rfc6874);
                let parsed: rfc3986::Rule = rule.parse().ok()?;
                let tree = || rfc3986_tree(parsed, text, options);
                outcome(rfc3986::parse_rule_with(parsed, text, options), tree)
            }
            Grammar::Rfc3987 | Grammar::Rfc3987Rfc6874 => {
                let options = rfc3987::Options::RFC3987.rfc6874(self == Grammar::Rfc3987Rfc6874);
                let parsed: rfc3987::Rule = rule.parse().ok()?;
                let tree = || rfc3987_tree(parsed, text, options);
                outcome(rfc3987::parse_rule_with(parsed, text, options), tree)
            }
            Grammar::Rfc2396 | Grammar::Rfc2396Rfc2732 => {
                let options = rfc2396::Options::rfc2732(self == Grammar::Rfc2396Rfc2732);
                let parsed: rfc2396::Rule = rule.parse().ok()?;
                let tree = || rfc2396_tree(parsed, text, options);
                outcome(rfc2396::parse_rule_with(parsed, text, options), tree)
            }
            Grammar::Rfc1808 | Grammar::Rfc1808Rfc2068 => {
                let options =
                    if self == Grammar::Rfc1808 { rfc1808::Options::RFC1808 } else { rfc1808::Options::RFC2068 };
                let parsed = RFC2068_NAMES
                    .iter()
                    .find(|(name, _)| *name == rule)
                    .map(|(_, rule)| *rule)
                    .or_else(|| rule.parse().ok())?;
                let tree = || rfc1808_tree(parsed, text, options);
                outcome(rfc1808::parse_rule_with(parsed, text, options), tree)
            }
            Grammar::Rfc8089 | Grammar::Rfc8089AppendixF => {
                let options =
                    if self == Grammar::Rfc8089 { rfc8089::Options::RFC8089 } else { rfc8089::Options::APPENDIX_F };
                let parsed: rfc8089::Rule = rule.parse().ok()?;
                let tree = || rfc8089_tree(parsed, text, options);
                outcome(rfc8089::parse_rule_with(parsed, text, options), tree)
            }
        };
        Some(outcome)
    }
}

/// RFC 2068 §3.2.1 renames three of RFC 1808's rules.
const RFC2068_NAMES: [(&str, rfc1808::Rule); 3] = [
    ("URI", rfc1808::Rule::Url),
    ("absoluteURI", rfc1808::Rule::AbsoluteUrl),
    ("relativeURI", rfc1808::Rule::RelativeUrl),
];

/// What a grammar made of a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The rule derives all of the text.
    Valid {
        /// The span the rule matched (all of the text).
        span: Span,
        /// For the rules whose function builds a tree, the tree, and for the reference rules (the RFC's top
        /// rules) the components too.
        tree: Option<Tree>,
    },
    /// It does not: the library's diagnostic.
    Invalid(Diagnostic),
}

/// The components and the syntax tree of a text that a reference rule matched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// For a reference, every component the RFC defines, present or absent, in order; empty for other rules.
    pub components: Vec<Part>,
    /// The syntax tree as the library's pretty `Debug` prints it.
    pub debug: String,
}

/// One component of a reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The component's name as the RFC writes it (`scheme`, `host`, `net_loc`, ...).
    pub name: &'static str,
    /// Its text and span, or `None` when it is absent.
    pub part: Option<(String, Span)>,
    /// Which alternative matched, where the component has several (`reg-name`, `ipv4`, `path-abempty`, ...).
    pub kind: Option<&'static str>,
}

/// The library's error, with the parts the page shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The offending bytes (empty at the end of the input).
    pub span: Span,
    /// The 1-based line and column (in characters) of the span's start.
    pub line: usize,
    /// The 1-based column in characters.
    pub column: usize,
    /// The rule that was being parsed.
    pub rule: &'static str,
    /// The RFC section, without `§`.
    pub section: &'static str,
    /// What the grammar would have accepted there, as the library lists it.
    pub expected: String,
    /// The library's sentence.
    pub message: String,
    /// The whole error as the library displays it (sentence, RFC, section, rule).
    pub display: String,
}

impl<R: urigram::Grammar> From<&Error<R>> for Diagnostic {
    fn from(error: &Error<R>) -> Diagnostic {
        Diagnostic {
            span: error.span(),
            line: error.line(),
            column: error.column(),
            rule: error.rule().name(),
            section: error.section(),
            expected: error.expected().to_string(),
            message: error.message(),
            display: error.to_string(),
        }
    }
}

fn outcome<R: urigram::Grammar>(result: Result<Span, Error<R>>, tree: impl FnOnce() -> Option<Tree>) -> Outcome {
    match result {
        Ok(span) => Outcome::Valid { span, tree: tree() },
        Err(error) => Outcome::Invalid(Diagnostic::from(&error)),
    }
}

fn tree_of<'a>(reference: &impl urigram::Components<'a>, debug: String) -> Tree {
    let components = reference
        .components()
        .into_iter()
        .map(|Component { name, part }| Part {
            name,
            kind: part.as_ref().and_then(|part| part.kind),
            part: part.map(|part| (part.text.to_owned(), part.span)),
        })
        .collect();
    Tree { components, debug }
}

impl Tree {
    /// The tree of a rule that is not a reference: no components.
    fn of_rule(debug: String) -> Tree {
        Tree { components: Vec::new(), debug }
    }
}

/// The tree of an RFC 3986 rule. Each reference rule's language is part of `URI-reference`'s, with the same
/// components, so their components come from `parse_uri_reference` and the tree from the rule's own parser;
/// the other rules that build a tree have no components.
fn rfc3986_tree(rule: rfc3986::Rule, text: &str, options: rfc3986::Options) -> Option<Tree> {
    let debug = match rule {
        rfc3986::Rule::UriReference => format!("{:#?}", rfc3986::parse_uri_reference_with(text, options).ok()?),
        rfc3986::Rule::Uri => format!("{:#?}", rfc3986::parse_uri_with(text, options).ok()?),
        rfc3986::Rule::AbsoluteUri => format!("{:#?}", rfc3986::parse_absolute_uri_with(text, options).ok()?),
        rfc3986::Rule::RelativeRef => format!("{:#?}", rfc3986::parse_relative_ref_with(text, options).ok()?),
        _ => return rules::rfc3986_tree(rule, options, text, Style::Pretty).map(Tree::of_rule),
    };
    Some(tree_of(&rfc3986::parse_uri_reference_with(text, options).ok()?, debug))
}

/// The tree of an RFC 3987 rule, as [`rfc3986_tree`]: an IRI's tree is RFC 3986's.
fn rfc3987_tree(rule: rfc3987::Rule, text: &str, options: rfc3987::Options) -> Option<Tree> {
    let debug = match rule {
        rfc3987::Rule::IriReference => format!("{:#?}", rfc3987::parse_iri_reference_with(text, options).ok()?),
        rfc3987::Rule::Iri => format!("{:#?}", rfc3987::parse_iri_with(text, options).ok()?),
        rfc3987::Rule::AbsoluteIri => format!("{:#?}", rfc3987::parse_absolute_iri_with(text, options).ok()?),
        rfc3987::Rule::IrelativeRef => format!("{:#?}", rfc3987::parse_irelative_ref_with(text, options).ok()?),
        _ => return rules::rfc3987_tree(rule, options, text, Style::Pretty).map(Tree::of_rule),
    };
    Some(tree_of(&rfc3987::parse_iri_reference_with(text, options).ok()?, debug))
}

/// The tree of an RFC 2396 rule; the reference rules' components from `parse_uri_reference_with`.
fn rfc2396_tree(rule: rfc2396::Rule, text: &str, options: rfc2396::Options) -> Option<Tree> {
    let debug = match rule {
        rfc2396::Rule::UriReference => format!("{:#?}", rfc2396::parse_uri_reference_with(text, options).ok()?),
        rfc2396::Rule::AbsoluteUri => format!("{:#?}", rfc2396::parse_absolute_uri_with(text, options).ok()?),
        rfc2396::Rule::RelativeUri => format!("{:#?}", rfc2396::parse_relative_uri_with(text, options).ok()?),
        _ => return rules::rfc2396_tree(rule, options, text, Style::Pretty).map(Tree::of_rule),
    };
    Some(tree_of(&rfc2396::parse_uri_reference_with(text, options).ok()?, debug))
}

/// The tree of an RFC 1808 rule; the reference rules' components from `parse_url_with`.
fn rfc1808_tree(rule: rfc1808::Rule, text: &str, options: rfc1808::Options) -> Option<Tree> {
    let debug = match rule {
        rfc1808::Rule::Url => format!("{:#?}", rfc1808::parse_url_with(text, options).ok()?),
        rfc1808::Rule::AbsoluteUrl => format!("{:#?}", rfc1808::parse_absolute_url_with(text, options).ok()?),
        rfc1808::Rule::RelativeUrl => format!("{:#?}", rfc1808::parse_relative_url_with(text, options).ok()?),
        _ => return rules::rfc1808_tree(rule, options, text, Style::Pretty).map(Tree::of_rule),
    };
    Some(tree_of(&rfc1808::parse_url_with(text, options).ok()?, debug))
}

/// The tree of an RFC 8089 rule; `file-URI`'s components from `parse_file_uri_with`.
fn rfc8089_tree(rule: rfc8089::Rule, text: &str, options: rfc8089::Options) -> Option<Tree> {
    match rule {
        rfc8089::Rule::FileUri => {
            let uri = rfc8089::parse_file_uri_with(text, options).ok()?;
            Some(tree_of(&uri, format!("{uri:#?}")))
        }
        _ => rules::rfc8089_tree(rule, options, text, Style::Pretty).map(Tree::of_rule),
    }
}
