//! Coverage, both ways: every rule of each grammar of `grammar/` has exactly one registered combinator, every
//! registered combinator has a rule, and each combinator's documentation quotes its rule exactly as the
//! `.abnf` file writes it (white space aside). Each test fails with the whole list of mismatches.

use std::collections::BTreeMap;

use urigram_reference::docs::{code_spans, item_docs, normalize, repository};
use urigram_reference::{Combinator, Variant, VariantExt as _};

#[test]
fn every_rule_has_exactly_one_combinator_and_every_combinator_a_rule() {
    let mut mismatches = Vec::new();
    for variant in Variant::ALL {
        let grammar = variant.grammar();
        let entries = variant.entries();
        for rule in grammar.rules() {
            let count = entries.iter().filter(|entry| entry.name.eq_ignore_ascii_case(rule.name())).count();
            if count != 1 {
                mismatches.push(format!("{}: rule {} has {count} combinators", variant.label(), rule.name()));
            }
        }
        for entry in &entries {
            if grammar.rule(entry.name).is_none() {
                mismatches.push(format!(
                    "{}: combinator {} is registered as {}, which the grammar does not define",
                    variant.label(),
                    entry.combinator.path(),
                    entry.name
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
}

#[test]
fn every_combinator_quotes_its_rule_as_the_abnf_file_writes_it() {
    let mut sources: BTreeMap<&str, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for module in ["rfc3986", "rfc3987", "rfc2396", "rfc1808", "rfc8089", "grammar"] {
        let dir = repository().join("src").join(module);
        sources.insert(module, item_docs(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())));
    }
    let mut mismatches = Vec::new();
    for variant in Variant::ALL {
        let grammar = variant.grammar();
        for entry in variant.entries() {
            let Some(rule) = grammar.rule(entry.name) else { continue };
            let combinator = entry.combinator;
            let wanted = normalize(&rule.source());
            let docs = sources[combinator.module()].get(combinator.function().trim_start_matches("r#"));
            let Some([doc]) = docs.map(Vec::as_slice) else {
                mismatches.push(format!(
                    "{}: {} (for {}) is not one documented top-level item in src/{}",
                    variant.label(),
                    combinator.function(),
                    entry.name,
                    combinator.module()
                ));
                continue;
            };
            if !code_spans(doc).iter().any(|code| normalize(code) == wanted) {
                mismatches.push(format!(
                    "{}: the documentation of {} does not quote\n    {wanted}",
                    variant.label(),
                    combinator.path()
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
}

/// The section the `.abnf` file gives a rule (the first line of its comment) is the section of the library's
/// `Rule`, for the rules of the base RFCs.
#[test]
fn each_rule_has_the_section_its_abnf_file_gives() {
    let mut mismatches = Vec::new();
    let rfc6874 = urigram_abnf::Grammar::parse(include_str!("../../../grammar/rfc6874.abnf")).expect("valid ABNF");
    for variant in Variant::ALL {
        let grammar = variant.grammar();
        let overlay = variant.overlay();
        for entry in variant.entries() {
            let Some(rule) = grammar.rule(entry.name) else { continue };
            let from_overlay = overlay.as_ref().is_some_and(|overlay| overlay.rule(entry.name).is_some());
            if from_overlay || matches!(entry.combinator, Combinator::Core(_)) {
                continue;
            }
            // RFC 6874's rules in a grammar that reads rfc6874.abnf between its base and its own file (RFC 8089's):
            // the file gives RFC 6874's section, the library "3.2.2 as updated by RFC 6874 §2", as for RFC 3986
            // with RFC 6874, where they are the overlay's.
            if variant.files().contains(&"rfc6874.abnf") && rfc6874.rule(entry.name).is_some() {
                continue;
            }
            // RFC 3987's file adds where a rule is "the same as" RFC 3986's: "§2.2, the same as RFC 3986 §3.1".
            let abnf = rule.section().unwrap_or_default().split(',').next().unwrap_or_default();
            let ours = entry.combinator.section();
            let ours_section = ours.split_once(' ').map_or("", |(_, rest)| rest);
            let ours_section = ours_section.split_once(' ').map_or("", |(_, rest)| rest);
            if abnf != ours_section {
                mismatches.push(format!(
                    "{}: {} is {abnf} in the .abnf file, {ours} in the library",
                    variant.label(),
                    entry.name
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
}

#[test]
fn the_doc_reader_finds_spans_and_blocks() {
    let doc = "`a = b` (RFC)\n\n```abnf\nx = y /\n    z\n```\n``n = \"`\"`` and `c`";
    assert_eq!(code_spans(doc), ["x = y /\n    z", "a = b", "n = \"`\"", "c"]);
    assert_eq!(normalize("  x =  y /\n    z "), "x = y / z");
}
