//! Every combinator of every grammar agrees with the ABNF oracle.
//!
//! For each rule of each [`Variant`], strings are generated from the rule's ABNF (valid by construction) and
//! then, most of the time, edited once (a character of the rules' neighbourhood inserted or put in place of
//! one, a character deleted, two swapped); [`Checker::check`] then requires the combinator to accept exactly
//! what the oracle accepts and to read a prefix the rule derives, the longest one except where
//! `compare::longest_exception` says why not.
//!
//! `cargo test` runs `URIGRAM_ORACLE_CASES` cases per rule and variant (256 by default, about 45 000 in all);
//! set it higher for long runs, or run the ignored `long_run` test (4096 cases per rule).

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use urigram_abnf::{ChoiceTape, Definition, Element, NumberKind};
use urigram_reference::compare::{Edit, NEIGHBOURHOOD, reads_code_points, text_in, text_of};
use urigram_reference::{Checker, Variant, VariantExt as _};

fn cases() -> u32 {
    std::env::var("URIGRAM_ORACLE_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(256)
}

fn edit() -> impl Strategy<Value = Edit> {
    let character = prop::sample::select(NEIGHBOURHOOD.to_vec());
    prop_oneof![
        2 => Just(Edit::None),
        3 => (any::<usize>(), character.clone()).prop_map(|(at, c)| Edit::Insert(at, c)),
        2 => any::<usize>().prop_map(Edit::Delete),
        3 => (any::<usize>(), character).prop_map(|(at, c)| Edit::Replace(at, c)),
        1 => any::<usize>().prop_map(Edit::Swap),
    ]
}

/// Runs `cases` generated cases for every rule of every variant; returns the disagreements, one per rule.
fn disagreements(cases: u32) -> Vec<String> {
    let mut found = Vec::new();
    let mut total = 0u64;
    for variant in Variant::ALL {
        for checker in Checker::all(variant).expect("every registered rule is in its grammar") {
            let generator = variant.grammar().generator(checker.entry.name).expect("every rule generates");
            let mut runner = TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() });
            let strategy = (prop::collection::vec(any::<u32>(), 0..64), 0usize..24, edit());
            let result = runner.run(&strategy, |(choices, budget, edit)| {
                let generated = text_in(variant, &generator.generate(&mut ChoiceTape::new(&choices), budget));
                let text = edit.apply(&generated);
                checker.check(&text).map_err(TestCaseError::fail)
            });
            total += u64::from(cases);
            if let Err(failure) = result {
                found.push(format!("{}", failure));
            }
        }
    }
    eprintln!("{total} generated cases compared");
    found
}

#[test]
fn every_combinator_agrees_with_the_abnf_oracle() {
    let found = disagreements(cases());
    assert!(found.is_empty(), "{} disagreements:\n{}", found.len(), found.join("\n"));
}

#[test]
#[ignore = "long run: 4096 cases per rule and variant"]
fn long_run() {
    let found = disagreements(4096);
    assert!(found.is_empty(), "{} disagreements:\n{}", found.len(), found.join("\n"));
}

/// Texts that random generation rarely reaches, checked for every rule of every variant.
#[test]
fn every_combinator_agrees_on_edge_texts() {
    let texts = [
        "",
        "%",
        "%4",
        "%41",
        "%g1",
        "[",
        "]",
        "[]",
        "[::1]",
        "[v1.x]",
        "::",
        ":::",
        "1.2.3.4",
        "1.2.3.256",
        "255.255.255.255",
        "01.2.3.4",
        "a.b.",
        "a.1b",
        "-a",
        "a-",
        "http:",
        "http://",
        "//",
        "///",
        "a:b",
        ":a",
        "?",
        "#",
        "a#b#c",
        "//a//b",
        "a;b;c",
        "é",
        "a/é",
        "\u{7f}",
        " ",
        "~",
        "{}",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7:8:9",
        "::1.2.3.4",
        "::ffff:1.2.3.4",
        "1::2::3",
        "12345::",
        "http://[::1]:80/p?q#f",
    ];
    let mut found = Vec::new();
    for variant in Variant::ALL {
        for checker in Checker::all(variant).expect("every registered rule is in its grammar") {
            for text in texts {
                if let Err(disagreement) = checker.check(text) {
                    found.push(disagreement);
                }
            }
        }
    }
    assert!(found.is_empty(), "{} disagreements:\n{}", found.len(), found.join("\n"));
}

/// Every count of groups before and after `::` (or without it), with and without a final IPv4 address, and
/// with a stray `:` at either end: the counting in IPv6 addresses is where random strings rarely reach. For
/// RFC 3986's `IPv6address` and RFC 2373's (with RFC 2732).
#[test]
fn ipv6address_agrees_with_the_oracle_on_every_group_count() {
    let checkers: Vec<Checker> = [Variant::Rfc3986, Variant::Rfc2396Rfc2732]
        .into_iter()
        .map(|variant| Checker::new(variant, variant.entry("IPv6address").expect("registered")).expect("a rule"))
        .collect();
    let groups = |count: usize| vec!["1"; count].join(":");
    let mut checked = 0usize;
    let mut found = Vec::new();
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
                        for checker in &checkers {
                            if let Err(disagreement) = checker.check(&candidate) {
                                found.push(disagreement);
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{} disagreements:\n{}", found.len(), found.join("\n"));
    assert_eq!(checked, 10 * 2 * 10 * 2 * 3 * 2);
}

/// The comparison gives the oracle each non-ASCII character as the octet 0x80; that is exact only if no
/// grammar tells the octets 0x80-0xFF apart. RFC 3987's grammars do (they are written over code points), and
/// the comparison gives their oracle the text's UTF-8 instead.
#[test]
fn no_grammar_tells_the_octets_above_0x7f_apart() {
    fn ranges(element: &Element, out: &mut Vec<(u32, u32)>) {
        match element {
            Element::Number(number) => match &number.kind {
                NumberKind::Range { low, high } => out.push((*low, *high)),
                NumberKind::Sequence(values) => out.extend(values.iter().map(|&v| (v, v))),
            },
            Element::Group(alternation) | Element::Optional(alternation) => {
                for concatenation in &alternation.alternatives {
                    for repetition in &concatenation.items {
                        ranges(&repetition.element, out);
                    }
                }
            }
            Element::Text(text) => assert!(text.text.is_ascii()),
            Element::Rule(_) | Element::Prose(_) => {}
        }
    }
    for variant in Variant::ALL.into_iter().filter(|&variant| !reads_code_points(variant)) {
        let grammar = variant.grammar();
        for rule in grammar.rules() {
            let mut found = Vec::new();
            for Definition { elements, .. } in rule.definitions() {
                for concatenation in &elements.alternatives {
                    for repetition in &concatenation.items {
                        ranges(&repetition.element, &mut found);
                    }
                }
            }
            for (low, high) in found {
                let high_part = (low.max(0x80), high.min(0xFF));
                let alike = high_part.0 > high_part.1 || high_part == (0x80, 0xFF);
                assert!(alike, "{}: {} tells %x{low:X}-{high:X} apart from other octets", variant.label(), rule.name());
            }
        }
    }
}

#[test]
fn edits_work_on_characters() {
    assert_eq!(Edit::Insert(1, 'é').apply("ab"), "aéb");
    assert_eq!(Edit::Delete(1).apply("aéb"), "ab");
    assert_eq!(Edit::Replace(4, '%').apply("ab"), "%b");
    assert_eq!(Edit::Swap(1).apply("abc"), "acb");
    assert_eq!(text_of(&[b'a', 0x80, 0x81, 0x82]), "a😀é€");
}

/// The comparison catches a combinator that is not its rule's: on the whole text, and on the prefix read.
#[test]
fn a_wrong_combinator_is_caught() {
    use urigram::rfc3986::Rule;
    use urigram_reference::{Combinator, Entry};
    let wrong = |name: &'static str, rule: Rule| {
        Checker::new(
            Variant::Rfc3986,
            Entry { name, combinator: Combinator::Rfc3986(rule, urigram::rfc3986::Options::RFC3986) },
        )
        .expect("a rule")
    };
    // segment-nz rejects the empty segment.
    assert!(wrong("segment", Rule::SegmentNz).check("").is_err());
    // pchar reads ":", which unreserved does not hold.
    assert!(wrong("unreserved", Rule::Pchar).check(":").is_err());
    // Both reject "ab/" as a whole, but pchar reads 1 byte where segment derives 2.
    let error = wrong("segment", Rule::Pchar).check("ab/").unwrap_err();
    assert!(error.contains("the longest prefix the grammar derives is 2"), "{error}");
    // And the right combinator passes.
    assert_eq!(wrong("segment", Rule::Segment).check("ab/"), Ok(()));
}

/// The fuzz target's body runs on stable too: arbitrary bytes for every rule of every variant.
#[test]
fn the_fuzz_target_body_agrees_on_arbitrary_bytes() {
    let mut random = urigram_abnf::SplitMix64::new(7);
    for pick in 0u16..400 {
        let length = (random.next_u64() % 24) as usize;
        let mut data = pick.to_be_bytes().to_vec();
        data.extend((0..length).map(|_| {
            let byte = random.next_u64() as u8;
            // Mostly the characters URIs are made of, sometimes anything.
            if byte < 0xC0 { b"a1:/?#[]@%.;=&+-_~!$'()*,F"[usize::from(byte) % 26] } else { byte }
        }));
        urigram_reference::compare::fuzz_one(&data);
    }
}
