//! The comparison of a combinator with the ABNF oracle on one text.
//!
//! The oracle (crate `urigram-abnf`) reads the grammar as the RFC means it: unordered alternatives, repetitions
//! that give back, and it answers with the set of every prefix length the rule derives. For a text, the
//! combinator must:
//!
//! 1. accept all of the text (`parse_rule_with`) exactly when the oracle derives all of it;
//! 2. when it reads a prefix (`match_prefix_with`), read one that the rule derives;
//! 3. and, except for the rules listed by [`longest_exception`], read the longest prefix the rule derives.
//!
//! The combinators read `&str`, so they see characters where the oracle sees octets. In every grammar of
//! `grammar/`, the octets 0x80-0xFF are alike: each range holds all of them or none (a test checks it), so the
//! oracle is given each non-ASCII character as the one octet 0x80 ([`octets`]), and its lengths are turned back
//! into byte offsets. A combinator that takes a whole character where the grammar takes one octet is then read
//! the way the grammar would read it.
//!
//! RFC 3987's grammars are the exception: "Terminals in the ABNF are characters, not bytes" (§2.2), and
//! `ucschar` and `iprivate` tell code points apart. The oracle reads a range above 0xFF as code points in
//! UTF-8, so for those grammars ([`reads_code_points`]) it is given the text's own bytes.

use std::collections::BTreeSet;

use urigram_abnf::{GrammarError, Oracle};

use crate::registry::{Entry, Variant, VariantExt as _};

/// One combinator and the oracle for its rule.
#[derive(Debug, Clone)]
pub struct Checker {
    /// The grammar.
    pub variant: Variant,
    /// The rule's registered combinator.
    pub entry: Entry,
    oracle: Oracle,
    longest: bool,
}

impl Checker {
    /// The checker of `entry`, a rule of `variant`; fails when the grammar has no such rule.
    pub fn new(variant: Variant, entry: Entry) -> Result<Checker, GrammarError> {
        let oracle = variant.grammar().oracle(entry.name)?;
        let longest = longest_exception(variant, entry.name).is_none();
        Ok(Checker { variant, entry, oracle, longest })
    }

    /// A checker for every rule of `variant`'s registry.
    pub fn all(variant: Variant) -> Result<Vec<Checker>, GrammarError> {
        let grammar = variant.grammar();
        variant
            .entries()
            .into_iter()
            .map(|entry| {
                let oracle = grammar.oracle(entry.name)?;
                let longest = longest_exception(variant, entry.name).is_none();
                Ok(Checker { variant, entry, oracle, longest })
            })
            .collect()
    }

    /// The prefix lengths, in bytes of `text`, that the rule derives.
    pub fn oracle_lengths(&self, text: &str) -> Result<BTreeSet<usize>, GrammarError> {
        if reads_code_points(self.variant) {
            let lengths = self.oracle.match_lengths(text.as_bytes())?;
            return Ok(lengths.into_iter().filter(|&n| text.is_char_boundary(n)).collect());
        }
        let (view, offsets) = octets(text);
        let lengths = self.oracle.match_lengths(&view)?;
        Ok(lengths.into_iter().filter_map(|n| offsets.get(n).copied()).collect())
    }

    /// Whether the rule derives all of `text`.
    pub fn oracle_accepts(&self, text: &str) -> Result<bool, GrammarError> {
        Ok(self.oracle_lengths(text)?.contains(&text.len()))
    }

    /// Compares the combinator with the oracle on `text`: `Err` says how they disagree. An input the oracle
    /// cannot judge within its memory bound is skipped.
    pub fn check(&self, text: &str) -> Result<(), String> {
        let Ok(lengths) = self.oracle_lengths(text) else { return Ok(()) };
        let who = format!("{} {}", self.variant.label(), self.entry.name);
        let expected = lengths.contains(&text.len());
        let parsed = self.entry.combinator.parse(text);
        if parsed.is_ok() != expected {
            let verdict = if expected { "derives" } else { "does not derive" };
            return Err(format!("{who} on {text:?}: the grammar {verdict} it, the combinator says {parsed:?}"));
        }
        if self.entry.combinator.verdict(text).is_some_and(|accepted| accepted != expected) {
            return Err(format!("{who} on {text:?}: the verdict alone says {}, the parse {parsed:?}", !expected));
        }
        if let Ok(length) = self.entry.combinator.prefix(text) {
            if !lengths.contains(&length) {
                return Err(format!(
                    "{who} on {text:?}: the combinator reads {length} bytes, the grammar derives prefixes of {lengths:?}"
                ));
            }
            let longest = lengths.last().copied().unwrap_or(0);
            if self.longest && length != longest {
                return Err(format!(
                    "{who} on {text:?}: the combinator reads {length} bytes, the longest prefix the grammar derives is {longest}"
                ));
            }
        }
        Ok(())
    }
}

/// Why the combinator of rule `name` of `variant` does not always read the longest prefix its rule derives,
/// or `None` when it does.
pub fn longest_exception(variant: Variant, name: &str) -> Option<&'static str> {
    let _ = (variant, name);
    None
}

/// Whether the grammar of `variant` is written over code points (RFC 3987's), so that the oracle reads the
/// text's UTF-8 as it is.
pub fn reads_code_points(variant: Variant) -> bool {
    variant.rfc() == urigram::Rfc::Rfc3987
}

/// The generator's octets as the text of `variant`'s grammar: for a grammar over code points, the UTF-8 they
/// are; otherwise [`text_of`].
pub fn text_in(variant: Variant, generated: &[u8]) -> String {
    if reads_code_points(variant) { String::from_utf8_lossy(generated).into_owned() } else { text_of(generated) }
}

/// `text` as the oracle reads it: each non-ASCII character becomes the one octet 0x80. Also, for each octet
/// position of that view (and its end), the byte offset in `text`.
pub fn octets(text: &str) -> (Vec<u8>, Vec<usize>) {
    let mut view = Vec::with_capacity(text.len());
    let mut offsets = Vec::with_capacity(text.len() + 1);
    for (offset, character) in text.char_indices() {
        offsets.push(offset);
        view.push(if character.is_ascii() { character as u8 } else { 0x80 });
    }
    offsets.push(text.len());
    (view, offsets)
}

/// Octets from the generator as text: each octet 0x80-0xFF becomes a non-ASCII character (of two, three or
/// four bytes in UTF-8), which [`octets`] gives back to the oracle as one octet again.
pub fn text_of(generated: &[u8]) -> String {
    generated
        .iter()
        .map(|&octet| match octet {
            0..0x80 => char::from(octet),
            _ => ['é', '€', '😀'][usize::from(octet % 3)],
        })
        .collect()
}

/// Characters on the edges of the rules, for mutations: delimiters, `%`, hex digits, brackets, dots, the
/// characters RFC 2396 and RFC 1808 treat differently, a few never allowed, and non-ASCII ones.
pub const NEIGHBOURHOOD: &[char] = &[
    ':', '/', '?', '#', '[', ']', '@', '%', '.', 'v', 'V', '0', '1', '8', '9', 'a', 'A', 'f', 'F', 'g', 'G', '!', '$',
    '&', '\'', '(', ')', '*', '+', ',', ';', '=', '-', '_', '~', ' ', '"', '<', '>', '\\', '{', '}', '|', '^', '`',
    '\u{7f}', 'é', '😀',
];

/// One edit of a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// No change.
    None,
    /// Insert the character before the character at this index (modulo the length plus one).
    Insert(usize, char),
    /// Delete the character at this index (modulo the length).
    Delete(usize),
    /// Replace the character at this index (modulo the length).
    Replace(usize, char),
    /// Swap the character at this index with the next one (modulo the length).
    Swap(usize),
}

impl Edit {
    /// `text` with this edit applied.
    pub fn apply(self, text: &str) -> String {
        let mut characters: Vec<char> = text.chars().collect();
        let count = characters.len();
        match self {
            Edit::None => {}
            Edit::Insert(at, character) => characters.insert(at % (count + 1), character),
            Edit::Delete(at) if count > 0 => {
                characters.remove(at % count);
            }
            Edit::Replace(at, character) if count > 0 => characters[at % count] = character,
            Edit::Swap(at) if count > 1 => characters.swap(at % count, (at + 1) % count),
            Edit::Delete(_) | Edit::Replace(..) | Edit::Swap(_) => {}
        }
        characters.into_iter().collect()
    }
}

thread_local! {
    /// Every checker of every variant, built once per thread.
    static CHECKERS: Vec<Checker> = Variant::ALL
        .iter()
        .flat_map(|&variant| Checker::all(variant).unwrap_or_default())
        .collect();
}

/// The longest text [`fuzz_one`] compares, in characters: the oracle's work grows with the length.
pub const FUZZ_TEXT_LIMIT: usize = 96;

/// The body of the `grammar_oracle` fuzz target: the first two bytes of `data` pick a rule of one of the
/// variants, the rest (as UTF-8, invalid sequences replaced by U+FFFD, cut to [`FUZZ_TEXT_LIMIT`] characters)
/// is the text; panics when the combinator and the oracle disagree on it.
pub fn fuzz_one(data: &[u8]) {
    let (pick, text) = match data {
        [high, low, text @ ..] => (usize::from(u16::from_be_bytes([*high, *low])), text),
        _ => return,
    };
    let text: String = String::from_utf8_lossy(text).chars().take(FUZZ_TEXT_LIMIT).collect();
    CHECKERS.with(|checkers| {
        if let Some(checker) = checkers.get(pick % checkers.len().max(1))
            && let Err(disagreement) = checker.check(&text)
        {
            panic!("{disagreement}");
        }
    });
}
