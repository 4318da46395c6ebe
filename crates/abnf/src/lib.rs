//! `urigram-abnf`: reads RFC 5234 ABNF, answers whether inputs are in a
//! rule's language, and generates strings that are.
//!
//! It exists to check urigram's hand-written combinators against the RFC
//! grammars in `grammar/*.abnf`: the [`Oracle`] gives the grammar's exact
//! answer (slowly, by backtracking over sets of positions) and the
//! [`Generator`] produces valid inputs for property tests.
//!
//! ```
//! use urigram_abnf::{Grammar, SplitMix64};
//!
//! let grammar = Grammar::parse("octet = DIGIT / %x31-39 DIGIT\n")?;
//! assert!(grammar.matches("octet", b"42")?);
//! assert!(!grammar.matches("octet", b"042")?);
//! assert_eq!(grammar.match_lengths("octet", b"42")?.into_iter().collect::<Vec<_>>(), [1, 2]);
//!
//! let generated = grammar.generate("octet", &mut SplitMix64::new(7), 10)?;
//! assert!(grammar.matches("octet", &generated)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What the reader accepts
//! RFC 5234 §4's ABNF of ABNF, plus RFC 7405's `%s"..."` and `%i"..."`, with
//! these relaxations: lines may end in LF as well as CRLF and the last line
//! needs no end; rule names may contain `_` (RFC 2396 and RFC 1808 spell
//! names so); comments may hold any character but CR and LF. A rule starts
//! in column 1, continuation lines are indented. The core rules of RFC 5234
//! Appendix B.1 are available to every grammar ([`Grammar::core_rules`]).
//!
//! # Octets
//! Grammars are matched against bytes: a numeric value up to 255 is one
//! octet, as RFC 5234 reads it. A value or range reaching above 255 can name
//! no octet, so it names Unicode code points, matched as their UTF-8
//! encoding (RFC 3987 §2.2 writes `ucschar = %xA0-D7FF / ...` so); a value
//! that is no scalar value (a surrogate) matches nothing. Quoted strings
//! match ASCII letters of either case unless marked `%s`.

#![warn(missing_docs)]

mod ast;
mod compile;
mod error;
mod generate;
mod grammar;
mod oracle;
mod reader;

pub use ast::{
    Alternation, Base, Concatenation, Element, NumberKind, NumberValue, ProseValue, Repetition, RuleRef, Span,
    TextValue,
};
pub use error::{GrammarError, ReadError};
pub use generate::{ChoiceSource, ChoiceTape, Generator, MAX_DERIVATION_SIZE, MAX_FREE_DEPTH, SplitMix64};
pub use grammar::{Definition, Grammar, Rule};
pub use oracle::{DEFAULT_MEMORY_LIMIT, MAX_NESTED_CALLS, Oracle};
pub use reader::{DefinedAs, MAX_GROUP_NESTING};
