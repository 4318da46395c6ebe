//! No input makes the reader, the oracle or the generator panic.

mod support;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::Config;
use urigram_abnf::{Grammar, SplitMix64};

/// Text made mostly of ABNF's own characters, so that many samples get far
/// into the reader and some read as grammars.
fn abnf_like() -> impl Strategy<Value = String> {
    "(r = |s =/ |[a-c]|[ =/*()\\[\\]\"%xdb0-9<>;\\n\\t.-]|\u{e9}){0,60}"
}

/// Well-formed rules over the names r, s and t, so that most samples read
/// as grammars: recursive, left-recursive, empty and prose-using ones
/// included.
fn rule_like() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("r"),
        Just("s"),
        Just("t"),
        Just("\"a\""),
        Just("\"\""),
        Just("%x61-62"),
        Just("%x63"),
        Just("<p>"),
    ]
    .prop_map(String::from);
    let element = leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 1..4).prop_map(|items| items.join(" ")),
            vec(inner.clone(), 2..4).prop_map(|items| format!("( {} )", items.join(" / "))),
            inner.clone().prop_map(|item| format!("[ {item} ]")),
            (0u32..3, 0u32..3, inner.clone()).prop_map(|(low, more, item)| format!("{low}*{}( {item} )", low + more)),
            inner.prop_map(|item| format!("*( {item} )")),
        ]
    });
    vec(element, 1..4).prop_map(|bodies| {
        bodies.iter().zip(["r", "s", "t"]).map(|(body, name)| format!("{name} = {body}\n")).collect()
    })
}

fn rfc3986() -> &'static Grammar {
    static GRAMMAR: std::sync::LazyLock<Grammar> = std::sync::LazyLock::new(|| support::read("rfc3986.abnf"));
    &GRAMMAR
}

proptest! {
    #![proptest_config(Config::with_cases(1000))]

    #[test]
    fn reader_errors_point_into_the_text(text in abnf_like()) {
        if let Err(error) = Grammar::parse(&text) {
            prop_assert!(error.span.start <= error.span.end);
            prop_assert!(error.span.end <= text.len());
            prop_assert!(error.line >= 1 && error.column >= 1);
            prop_assert!(!error.message.is_empty());
        }
    }

    #[test]
    fn grammars_that_read_can_be_asked_anything(
        text in prop_oneof![abnf_like(), rule_like()],
        input in vec(any::<u8>(), 0..40),
        seed in any::<u64>(),
    ) {
        if let Ok(grammar) = Grammar::parse(&text) {
            for rule in grammar.rules() {
                if let Ok(oracle) = grammar.oracle(rule.name()) {
                    let _ = oracle.match_lengths(&input);
                }
                if let Ok(generator) = grammar.generator(rule.name()) {
                    let text = generator.generate(&mut SplitMix64::new(seed), 20);
                    if let Ok(oracle) = grammar.oracle(rule.name()) {
                        // The generated string is in the language, but the
                        // oracle explores every alternative and refuses to
                        // guess when one reaches a prose value.
                        match oracle.matches(&text) {
                            Ok(found) => prop_assert!(found, "{:?} rejects {:?}", text, rule.name()),
                            Err(error) => prop_assert!(
                                matches!(error, urigram_abnf::GrammarError::ProseValue { .. }),
                                "{}", error
                            ),
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn any_bytes_get_an_answer_from_rfc3986(input in vec(any::<u8>(), 0..64)) {
        prop_assert!(rfc3986().match_lengths("URI-reference", &input).is_ok());
    }
}

#[test]
fn rule_like_text_often_reads() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = rule_like();
    let read = (0..300)
        .filter(|_| {
            let text = strategy.new_tree(&mut runner).unwrap().current();
            Grammar::parse(&text).is_ok()
        })
        .count();
    assert!(read == 300, "only {read} of 300 samples read");
}

/// A second, deliberately plain reading of ABNF over the public syntax
/// tree: no memo, no work stack, repetition counts spelled out. It is slow
/// and only meant for tiny grammars and inputs, to cross-check the oracle.
mod plain {
    use std::collections::BTreeSet;

    use urigram_abnf::{Alternation, Element, Grammar, NumberKind};

    pub struct Plain<'g> {
        pub grammar: &'g Grammar,
        pub input: &'g [u8],
        /// Rule calls left before giving up (None means "gave up").
        pub fuel: usize,
    }

    impl Plain<'_> {
        pub fn rule(&mut self, name: &str, at: usize) -> Option<BTreeSet<usize>> {
            self.fuel = self.fuel.checked_sub(1)?;
            let rule = self.grammar.resolve(name)?;
            let mut ends = BTreeSet::new();
            for definition in rule.definitions() {
                ends.extend(self.alternation(&definition.elements, at)?);
            }
            Some(ends)
        }

        fn alternation(&mut self, alternation: &Alternation, at: usize) -> Option<BTreeSet<usize>> {
            let mut ends = BTreeSet::new();
            for concatenation in &alternation.alternatives {
                let mut here = BTreeSet::from([at]);
                for item in &concatenation.items {
                    let mut next = BTreeSet::new();
                    for &start in &here {
                        next.extend(self.repetition(item.min, item.max, &item.element, start)?);
                    }
                    here = next;
                }
                ends.extend(here);
            }
            Some(ends)
        }

        fn repetition(&mut self, min: u32, max: Option<u32>, element: &Element, at: usize) -> Option<BTreeSet<usize>> {
            // Counts above min + input length add nothing new: a longer
            // sequence must repeat an empty match, which can be dropped.
            let top = max.unwrap_or(u32::MAX).min(min + self.input.len() as u32 + 1);
            let mut ends = BTreeSet::new();
            let mut level = BTreeSet::from([at]);
            for count in 0..=top {
                if count >= min {
                    ends.extend(level.iter().copied());
                }
                if count == top {
                    break;
                }
                let mut next = BTreeSet::new();
                for &start in &level {
                    next.extend(self.element(element, start)?);
                }
                level = next;
            }
            Some(ends)
        }

        fn element(&mut self, element: &Element, at: usize) -> Option<BTreeSet<usize>> {
            let input = self.input;
            Some(match element {
                Element::Rule(reference) => self.rule(&reference.name, at)?,
                Element::Group(inner) => self.alternation(inner, at)?,
                Element::Optional(inner) => {
                    let mut ends = self.alternation(inner, at)?;
                    ends.insert(at);
                    ends
                }
                Element::Text(text) => {
                    let end = at + text.text.len();
                    match input.get(at..end) {
                        Some(found) if found.eq_ignore_ascii_case(text.text.as_bytes()) => BTreeSet::from([end]),
                        _ => BTreeSet::new(),
                    }
                }
                Element::Number(number) => match &number.kind {
                    NumberKind::Range { low, high } => match input.get(at) {
                        Some(&byte) if (*low..=*high).contains(&u32::from(byte)) => BTreeSet::from([at + 1]),
                        _ => BTreeSet::new(),
                    },
                    NumberKind::Sequence(values) => {
                        let end = at + values.len();
                        let matched = input
                            .get(at..end)
                            .is_some_and(|found| found.iter().zip(values).all(|(&b, &v)| u32::from(b) == v));
                        if matched { BTreeSet::from([end]) } else { BTreeSet::new() }
                    }
                },
                Element::Prose(_) => return None,
            })
        }
    }
}

proptest! {
    #![proptest_config(Config::with_cases(1500))]

    #[test]
    fn oracle_agrees_with_a_plain_reading(
        text in rule_like(),
        input in vec(prop_oneof![Just(b'a'), Just(b'b'), Just(b'c'), Just(b'A')], 0..6),
    ) {
        let grammar = Grammar::parse(&text).unwrap();
        let Ok(oracle) = grammar.oracle("r") else { return Ok(()) };
        let Ok(found) = oracle.match_lengths(&input) else { return Ok(()) };
        let mut plain = plain::Plain { grammar: &grammar, input: &input, fuel: 200_000 };
        if let Some(expected) = plain.rule("r", 0) {
            prop_assert_eq!(found, expected, "{}", text);
        }
    }
}
