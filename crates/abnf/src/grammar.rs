//! A grammar: rules by case-insensitive name, each with its source text and
//! the comment that follows it.

use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

use crate::ast::{Alternation, Span};
use crate::error::{GrammarError, ReadError, line_and_column};
use crate::generate::{ChoiceSource, Generator};
use crate::oracle::Oracle;
use crate::reader::{DefinedAs, read_definitions};

/// The core rules of RFC 5234 Appendix B.1, which every grammar may use
/// without defining them. A grammar that defines a rule of the same name
/// (RFC 2396's `digit`, say: names are case-insensitive) uses its own.
const CORE_RULES: &str = "\
ALPHA = %x41-5A / %x61-7A
BIT = \"0\" / \"1\"
CHAR = %x01-7F
CR = %x0D
CRLF = CR LF
CTL = %x00-1F / %x7F
DIGIT = %x30-39
DQUOTE = %x22
HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"
HTAB = %x09
LF = %x0A
LWSP = *(WSP / CRLF WSP)
OCTET = %x00-FF
SP = %x20
VCHAR = %x21-7E
WSP = SP / HTAB
";

/// One `name = elements` or `name =/ elements` of a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition {
    /// `=` or `=/`.
    pub defined_as: DefinedAs,
    /// What the definition says, with spans into the text it was read from.
    pub elements: Alternation,
    /// The bytes of the definition in the text it was read from.
    pub span: Span,
    /// The 1-based line the definition starts on.
    pub line: usize,
    /// The exact lines of the definition, from its name to the end of its
    /// last line (its own comments included, the line end excluded).
    pub source: String,
    /// The comment lines in column 1 right after the definition, each
    /// without its `;` and surrounding blanks, joined by `\n`. In urigram's
    /// grammar files its first line names the section defining the rule.
    pub comment: Option<String>,
}

/// A rule: its name and its definitions (one `=`, then any `=/`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    name: String,
    definitions: Vec<Definition>,
}

impl Rule {
    /// The name as spelled in its first definition.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The definitions, in the order they were read.
    pub fn definitions(&self) -> &[Definition] {
        &self.definitions
    }

    /// The exact source lines of the rule: of its one definition, or of all
    /// of them joined by `\n`.
    pub fn source(&self) -> Cow<'_, str> {
        match self.definitions.as_slice() {
            [only] => Cow::Borrowed(&only.source),
            all => Cow::Owned(all.iter().map(|definition| definition.source.as_str()).collect::<Vec<_>>().join("\n")),
        }
    }

    /// The comment after the rule's first definition (see
    /// [`Definition::comment`]).
    pub fn comment(&self) -> Option<&str> {
        self.definitions.first()?.comment.as_deref()
    }

    /// The first line of [`Rule::comment`]: in urigram's grammar files, the
    /// section that defines the rule, such as `§3.2.2`.
    pub fn section(&self) -> Option<&str> {
        self.comment()?.lines().next()
    }
}

/// A set of ABNF rules, looked up by case-insensitive name (RFC 5234 §2.1).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Grammar {
    rules: Vec<Rule>,
    /// Lowercase name to index in `rules`.
    index: HashMap<String, usize>,
}

/// The key a rule name is looked up by.
pub(crate) fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

impl Grammar {
    /// Reads a grammar from RFC 5234 ABNF text (see the [crate] docs for the
    /// accepted relaxations).
    ///
    /// A second `=` for a name already defined, and a `=/` for a name not
    /// defined above it, are errors.
    pub fn parse(text: &str) -> Result<Grammar, ReadError> {
        let mut grammar = Grammar::default();
        for read in read_definitions(text)? {
            let key = name_key(&read.name);
            let (line, _) = line_and_column(text, read.span.start);
            let definition = Definition {
                defined_as: read.defined_as,
                elements: read.elements,
                source: text[read.span.clone()].to_owned(),
                span: read.span,
                line,
                comment: read.comment,
            };
            match (read.defined_as, grammar.index.get(&key)) {
                (DefinedAs::Basic, None) => {
                    grammar.index.insert(key, grammar.rules.len());
                    grammar.rules.push(Rule { name: read.name, definitions: vec![definition] });
                }
                (DefinedAs::Incremental, Some(&position)) => {
                    grammar.rules[position].definitions.push(definition);
                }
                (DefinedAs::Basic, Some(&position)) => {
                    let first = grammar.rules[position].definitions[0].line;
                    return Err(ReadError::at(
                        text,
                        read.name_span,
                        format!(
                            "rule {:?} is already defined on line {first}; \
                             \"=/\" adds alternatives to it",
                            read.name
                        ),
                    ));
                }
                (DefinedAs::Incremental, None) => {
                    return Err(ReadError::at(
                        text,
                        read.name_span,
                        format!(
                            "\"=/\" adds alternatives to a rule defined above, \
                             and {:?} is not",
                            read.name
                        ),
                    ));
                }
            }
        }
        Ok(grammar)
    }

    /// The core rules of RFC 5234 Appendix B.1 (ALPHA, BIT, CHAR, CR, CRLF,
    /// CTL, DIGIT, DQUOTE, HEXDIG, HTAB, LF, LWSP, OCTET, SP, VCHAR, WSP).
    pub fn core_rules() -> &'static Grammar {
        static CORE: OnceLock<Grammar> = OnceLock::new();
        // The text is fixed and a test reads it, so the fallback is never
        // used; it only spares a panic path.
        CORE.get_or_init(|| Grammar::parse(CORE_RULES).unwrap_or_default())
    }

    /// The rule of this name defined in this grammar (core rules excluded).
    pub fn rule(&self, name: &str) -> Option<&Rule> {
        self.index.get(&name_key(name)).map(|&i| &self.rules[i])
    }

    /// The rule this grammar uses for `name`: its own, or else the core rule.
    pub fn resolve(&self, name: &str) -> Option<&Rule> {
        self.rule(name).or_else(|| Grammar::core_rules().rule(name))
    }

    /// This grammar's own rules, in the order they were first defined.
    pub fn rules(&self) -> impl Iterator<Item = &Rule> {
        self.rules.iter()
    }

    /// Applies an overlay such as `rfc2732.abnf` over `rfc2396.abnf`: each
    /// rule of `overlay` replaces the rule of the same name, or is added
    /// after the others when there is none.
    pub fn amend(&mut self, overlay: &Grammar) {
        for rule in &overlay.rules {
            let key = name_key(&rule.name);
            match self.index.get(&key) {
                Some(&position) => self.rules[position] = rule.clone(),
                None => {
                    self.index.insert(key, self.rules.len());
                    self.rules.push(rule.clone());
                }
            }
        }
    }

    /// A matcher for `rule`, which can be asked about many inputs.
    pub fn oracle(&self, rule: &str) -> Result<Oracle, GrammarError> {
        Oracle::new(self, rule)
    }

    /// Whether the whole of `input` is in the language of `rule`.
    pub fn matches(&self, rule: &str, input: &[u8]) -> Result<bool, GrammarError> {
        self.oracle(rule)?.matches(input)
    }

    /// Every `n` such that `rule` derives `input[..n]`.
    pub fn match_lengths(&self, rule: &str, input: &[u8]) -> Result<BTreeSet<usize>, GrammarError> {
        self.oracle(rule)?.match_lengths(input)
    }

    /// A generator of strings in the language of `rule`.
    pub fn generator(&self, rule: &str) -> Result<Generator, GrammarError> {
        Generator::new(self, rule)
    }

    /// One string of the language of `rule`, shaped by the choices `source`
    /// makes; `budget` bounds the optional repetitions and rule expansions,
    /// and so the length.
    pub fn generate(&self, rule: &str, source: &mut impl ChoiceSource, budget: usize) -> Result<Vec<u8>, GrammarError> {
        Ok(self.generator(rule)?.generate(source, budget))
    }

    /// The rules by key, for compiling.
    pub(crate) fn rule_by_key(&self, key: &str) -> Option<&Rule> {
        self.index.get(key).map(|&i| &self.rules[i]).or_else(|| {
            let core = Grammar::core_rules();
            core.index.get(key).map(|&i| &core.rules[i])
        })
    }
}
