//! `grammar/` as an executable reference.
//!
//! urigram's grammar files (`grammar/*.abnf`) are the RFC grammars in RFC 5234 ABNF; its modules implement them
//! as nom combinators, one per rule. This crate ties the two together:
//!
//! - [`registry`]: for each grammar ([`Variant`]: RFC 3986, RFC 2396, RFC 2396 + RFC 2732, RFC 1808, RFC 1808 +
//!   RFC 2068), the combinator registered for each rule, derived from the library's `Rule` enums;
//! - [`compare`]: the comparison of a combinator with the ABNF oracle of `urigram-abnf` on one text, which the
//!   tests drive with generated strings and their mutations, and the `grammar_oracle` fuzz target with
//!   arbitrary bytes;
//! - [`docs`]: reading the library's doc comments, to check that each combinator quotes its rule;
//! - [`reference`](mod@reference): the generated reference `grammar/REFERENCE.md`;
//! - [`site`]: the reference as a static web site with railroad diagrams and the playground
//!   (`cargo run -p urigram-reference -- site OUT/`).
//!
//! The tests of this crate check the reference against the code: `tests/coverage.rs` (every rule has exactly one
//! combinator and every combinator a rule, and each combinator's documentation quotes its rule),
//! `tests/reference.rs` (the checked-in reference is what the generator writes). The test that every combinator
//! agrees with the oracle is the library's own (`tests/oracle/` at the repository's root), which reads
//! [`registry`] and [`compare`] from here. Regenerate the reference with
//!
//! ```text
//! cargo run -p urigram-reference
//! ```

pub mod compare;
pub mod docs;
pub mod reference;
pub mod registry;
pub mod site;

pub use compare::Checker;
pub use registry::{Combinator, CoreRule, Entry, Variant, VariantExt};
