//! Generated strings are in the language they were generated from.

mod support;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::Config;
use support::{read, rfc1808_with_2068, rfc2396_with_2732};
use urigram_abnf::{ChoiceTape, Generator, Grammar, Oracle, SplitMix64};

/// A generator and an oracle for every rule of `grammar`.
fn every_rule(grammar: &Grammar) -> Vec<(String, Generator, Oracle)> {
    grammar
        .rules()
        .map(|rule| {
            (rule.name().to_owned(), grammar.generator(rule.name()).unwrap(), grammar.oracle(rule.name()).unwrap())
        })
        .collect()
}

/// Property: for any rule and any choices, the oracle accepts the string.
fn generated_strings_are_accepted(grammar: &Grammar) {
    let rules = every_rule(grammar);
    proptest!(Config::with_cases(400), |(
        pick in 0..rules.len(),
        choices in vec(any::<u32>(), 0..96),
        budget in 0usize..48,
    )| {
        let (name, generator, oracle) = &rules[pick];
        let text = generator.generate(&mut ChoiceTape::new(&choices), budget);
        prop_assert!(
            oracle.matches(&text).unwrap(),
            "{} rejects its own string {:?}",
            name,
            String::from_utf8_lossy(&text)
        );
    });
}

#[test]
fn rfc3986_strings_are_accepted() {
    generated_strings_are_accepted(&read("rfc3986.abnf"));
}

#[test]
fn rfc2396_strings_are_accepted() {
    generated_strings_are_accepted(&read("rfc2396.abnf"));
}

#[test]
fn rfc2396_with_2732_strings_are_accepted() {
    generated_strings_are_accepted(&rfc2396_with_2732());
}

#[test]
fn rfc1808_strings_are_accepted() {
    generated_strings_are_accepted(&read("rfc1808.abnf"));
}

#[test]
fn rfc1808_with_2068_strings_are_accepted() {
    generated_strings_are_accepted(&rfc1808_with_2068());
}

#[test]
fn seeded_generation_reaches_every_alternative_of_ipv6address() {
    let grammar = read("rfc3986.abnf");
    let generator = grammar.generator("IPv6address").unwrap();
    let oracle = grammar.oracle("IPv6address").unwrap();
    let (mut compressed, mut full, mut with_ipv4, mut only_colons) = (0, 0, 0, 0);
    for seed in 0..600 {
        let text = generator.generate(&mut SplitMix64::new(seed), 40);
        assert!(oracle.matches(&text).unwrap());
        let text = String::from_utf8(text).unwrap();
        if text == "::" {
            only_colons += 1;
        } else if text.contains("::") {
            compressed += 1;
        } else {
            full += 1;
        }
        if text.contains('.') {
            with_ipv4 += 1;
        }
    }
    assert!(compressed > 0 && full > 0 && with_ipv4 > 0 && only_colons > 0);
}

#[test]
fn generation_ends_on_recursive_grammars() {
    let grammar =
        Grammar::parse("nest = \"(\" *nest \")\"\nexpr = expr \"+\" term / term\nterm = \"x\" / \"(\" expr \")\"\n")
            .unwrap();
    let nest = grammar.generator("nest").unwrap();
    let nest_oracle = grammar.oracle("nest").unwrap();
    // expr is left-recursive: the oracle refuses it, the generator does not.
    let expr = grammar.generator("expr").unwrap();
    assert!(grammar.oracle("expr").is_err());
    for seed in 0..200 {
        let text = nest.generate(&mut SplitMix64::new(seed), 200);
        assert!(nest_oracle.matches(&text).unwrap());
        let text = expr.generate(&mut SplitMix64::new(seed), 200);
        assert!(!text.is_empty() && text.len() < 100_000);
    }
}

#[test]
fn an_empty_choice_list_gives_the_smallest_string() {
    let grammar = read("rfc3986.abnf");
    let generate =
        |rule: &str| String::from_utf8(grammar.generate(rule, &mut ChoiceTape::new(&[]), 100).unwrap()).unwrap();
    assert_eq!(generate("URI"), "A:");
    assert_eq!(generate("dec-octet"), "0");
    assert_eq!(generate("IPv6address"), "::");
    assert_eq!(generate("IPv4address"), "0.0.0.0");
}

#[test]
fn rules_without_finite_strings_cannot_be_generated() {
    // A surrogate is no Unicode scalar value, so no UTF-8 text holds it.
    let grammar = Grammar::parse("loop = \"a\" loop\nsurrogate = %xD800\nwide = %x100\n").unwrap();
    assert!(grammar.generator("loop").is_err());
    assert!(grammar.generator("surrogate").is_err());
    let wide = grammar.generate("wide", &mut ChoiceTape::new(&[]), 10).unwrap();
    assert_eq!(wide, "\u{100}".as_bytes(), "a value above 255 is a code point, written in UTF-8");
}

#[test]
fn rfc3986_with_6874_strings_are_accepted() {
    generated_strings_are_accepted(&support::rfc3986_with_6874());
}

#[test]
fn rfc3987_strings_are_accepted() {
    generated_strings_are_accepted(&read("rfc3987.abnf"));
}

#[test]
fn rfc3987_with_6874_strings_are_accepted() {
    generated_strings_are_accepted(&support::rfc3987_with_6874());
}
