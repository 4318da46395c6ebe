//! Each RFC 3986 combinator accepts exactly the language of its rule in `grammar/rfc3986.abnf`.
//!
//! The oracle is a full-backtracking ABNF matcher (crate `urigram-abnf`), so it reads the grammar as the RFC
//! means it: unordered alternatives, repetitions that give back. For every rule, strings generated from the
//! rule (valid by construction) and mutations of them (a character from the rule's neighbourhood inserted,
//! deleted or replaced) are judged by both; they must agree on whether the whole string is in the language,
//! and the prefix the combinator reads must be one the rule derives.
//!
//! `cargo test` runs `URIGRAM_ORACLE_CASES` cases per rule (256 by default); set it higher for long runs.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use urigram::Grammar as _;
use urigram::rfc3986::{Rule, match_prefix, parse_rule};
use urigram_abnf::{ChoiceTape, Grammar};

fn grammar() -> Grammar {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/rfc3986.abnf");
    let text = std::fs::read_to_string(path).expect("grammar/rfc3986.abnf is part of the repository");
    Grammar::parse(&text).expect("grammar/rfc3986.abnf is valid ABNF")
}

fn cases() -> u32 {
    std::env::var("URIGRAM_ORACLE_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(256)
}

/// Characters that sit on the edges of the rules: delimiters, `%`, hex digits, brackets, dots, and a few that
/// are never allowed.
const NEIGHBOURHOOD: &[u8] = b":/?#[]@%.vV0189aAfFgG!$&'()*+,;=-_~ \"<>\\";

/// A string and one edit of it.
#[derive(Clone, Debug)]
enum Edit {
    None,
    Insert(usize, u8),
    Delete(usize),
    Replace(usize, u8),
}

fn apply(text: &[u8], edit: &Edit) -> Vec<u8> {
    let mut out = text.to_vec();
    match *edit {
        Edit::None => {}
        Edit::Insert(at, byte) => out.insert(at.min(out.len()), byte),
        Edit::Delete(at) if !out.is_empty() => {
            out.remove(at % out.len());
        }
        Edit::Replace(at, byte) if !out.is_empty() => {
            let index = at % out.len();
            out[index] = byte;
        }
        Edit::Delete(_) | Edit::Replace(..) => {}
    }
    out
}

fn edit() -> impl Strategy<Value = Edit> {
    let byte = prop::sample::select(NEIGHBOURHOOD.to_vec());
    prop_oneof![
        1 => Just(Edit::None),
        2 => (any::<usize>(), byte.clone()).prop_map(|(at, b)| Edit::Insert(at, b)),
        1 => any::<usize>().prop_map(Edit::Delete),
        2 => (any::<usize>(), byte).prop_map(|(at, b)| Edit::Replace(at, b)),
    ]
}

#[test]
fn every_combinator_agrees_with_the_abnf_oracle() {
    let grammar = grammar();
    let mut disagreements = Vec::new();
    for &rule in Rule::ALL {
        let name = rule.name();
        let generator = grammar.generator(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let oracle = grammar.oracle(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut runner = TestRunner::new(Config { cases: cases(), failure_persistence: None, ..Config::default() });
        let strategy = (prop::collection::vec(any::<u32>(), 0..64), 0usize..24, edit());
        let result = runner.run(&strategy, |(choices, budget, edit)| {
            let generated = generator.generate(&mut ChoiceTape::new(&choices), budget);
            let bytes = apply(&generated, &edit);
            let Ok(text) = std::str::from_utf8(&bytes) else { return Ok(()) };
            let expected = oracle.matches(text.as_bytes()).expect("the oracle answers");
            let actual = parse_rule(rule, text).is_ok();
            prop_assert_eq!(actual, expected, "{} on {:?}", name, text);
            if let Ok(length) = match_prefix(rule, text) {
                let lengths = oracle.match_lengths(text.as_bytes()).expect("the oracle answers");
                prop_assert!(
                    lengths.contains(&length),
                    "{} read {} bytes of {:?}; the rule derives {:?}",
                    name,
                    length,
                    text,
                    lengths
                );
            }
            Ok(())
        });
        if let Err(failure) = result {
            disagreements.push(format!("{name}: {failure}"));
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}

/// Every count of groups before and after `::` (or without it), with and without a final IPv4 address, and with
/// a stray `:` at either end: the counting in IPv6address's nine forms is where random strings rarely reach.
#[test]
fn ipv6address_agrees_with_the_oracle_on_every_group_count() {
    let grammar = grammar();
    let oracle = grammar.oracle("IPv6address").expect("IPv6address is in the grammar");
    let groups = |count: usize| vec!["1"; count].join(":");
    let mut checked = 0usize;
    for before in 0..=9 {
        for compressed in [false, true] {
            for after in 0..=9 {
                for ipv4 in [false, true] {
                    let (left, right) = (groups(before), groups(after));
                    let mut text = if compressed {
                        format!("{left}::{right}")
                    } else if !left.is_empty() && !right.is_empty() {
                        format!("{left}:{right}")
                    } else {
                        format!("{left}{right}")
                    };
                    if ipv4 {
                        if !text.is_empty() && !text.ends_with(':') {
                            text.push(':');
                        }
                        text.push_str("1.2.3.4");
                    }
                    for candidate in [text.clone(), format!(":{text}"), format!("{text}:")] {
                        let expected = oracle.matches(candidate.as_bytes()).expect("the oracle answers");
                        let actual = parse_rule(Rule::Ipv6Address, &candidate).is_ok();
                        assert_eq!(actual, expected, "IPv6address on {candidate:?}");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert_eq!(checked, 10 * 2 * 10 * 2 * 3);
}
