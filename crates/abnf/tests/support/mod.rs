//! Loading urigram's grammar files in tests.

#![allow(dead_code)]

use std::path::PathBuf;

use urigram_abnf::Grammar;

/// Reads `grammar/<name>` of the repository.
pub fn read(name: &str) -> Grammar {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../grammar").join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Grammar::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// RFC 2396 as amended by RFC 2732.
pub fn rfc2396_with_2732() -> Grammar {
    let mut grammar = read("rfc2396.abnf");
    grammar.amend(&read("rfc2732.abnf"));
    grammar
}

/// RFC 3986 as updated by RFC 6874.
pub fn rfc3986_with_6874() -> Grammar {
    let mut grammar = read("rfc3986.abnf");
    grammar.amend(&read("rfc6874.abnf"));
    grammar
}

/// RFC 3987 with RFC 6874's zone identifiers in its `IP-literal`.
pub fn rfc3987_with_6874() -> Grammar {
    let mut grammar = read("rfc3987.abnf");
    grammar.amend(&read("rfc6874.abnf"));
    grammar
}

/// RFC 1808 as changed by RFC 2068 §3.2.1.
pub fn rfc1808_with_2068() -> Grammar {
    let mut grammar = read("rfc1808.abnf");
    grammar.amend(&read("rfc2068.abnf"));
    grammar
}

/// Asserts that `rule` accepts every input of `accepted` and rejects every
/// input of `rejected`, listing all the wrong answers at once.
pub fn check(grammar: &Grammar, rule: &str, accepted: &[&str], rejected: &[&str]) {
    let oracle = grammar.oracle(rule).unwrap_or_else(|e| panic!("{rule}: {e}"));
    let mut wrong = Vec::new();
    for input in accepted {
        if !oracle.matches(input.as_bytes()).unwrap() {
            wrong.push(format!("{rule} should accept {input:?}"));
        }
    }
    for input in rejected {
        if oracle.matches(input.as_bytes()).unwrap() {
            wrong.push(format!("{rule} should reject {input:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
