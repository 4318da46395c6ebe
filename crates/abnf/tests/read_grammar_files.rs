//! The reader on urigram's grammar files and on malformed text.

use std::path::PathBuf;

use urigram_abnf::{DefinedAs, Element, Grammar, NumberKind, ReadError};

fn grammar_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../grammar")
}

fn read(name: &str) -> Grammar {
    let path = grammar_dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Grammar::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_grammar_file_reads_and_every_rule_names_its_source() {
    let mut files = 0;
    for entry in std::fs::read_dir(grammar_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) != Some("abnf") {
            continue;
        }
        files += 1;
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        let grammar = read(&name);
        assert!(grammar.rules().count() > 0, "{name} has no rules");
        for rule in grammar.rules() {
            let section =
                rule.section().unwrap_or_else(|| panic!("{name}: rule {} has no section comment", rule.name()));
            // A section (`§3.3`), another RFC's (`RFC 5234 Appendix B.1`), or an appendix of the file's own RFC
            // (RFC 8089's `Appendix E.2.2`).
            assert!(
                section.starts_with('§') || section.starts_with("RFC ") || section.starts_with("Appendix "),
                "{name}: rule {} has section comment {section:?}",
                rule.name()
            );
            assert!(rule.source().starts_with(rule.name()));
        }
    }
    assert_eq!(files, 9);
}

#[test]
fn rfc3986_has_appendix_a_and_the_core_rules_it_uses() {
    let grammar = read("rfc3986.abnf");
    assert_eq!(grammar.rules().count(), 36 + 3);
    let dec_octet = grammar.rule("DEC-OCTET").expect("names are case-insensitive");
    assert_eq!(dec_octet.name(), "dec-octet");
    assert_eq!(dec_octet.section(), Some("§3.2.2"));
    assert_eq!(dec_octet.source().lines().count(), 5);
    assert!(dec_octet.source().ends_with("\"25\" %x30-35          ; 250-255"));
    let nc = grammar.rule("segment-nz-nc").unwrap();
    assert!(nc.source().ends_with("; non-zero-length segment without any colon \":\""));
    assert_eq!(nc.section(), Some("§3.3"));
    let path_empty = grammar.rule("path-empty").unwrap();
    assert_eq!(path_empty.comment(), Some("§3.3\nZero repetitions of a prose value: the empty string."));
    assert_eq!(grammar.rule("HEXDIG").unwrap().section(), Some("RFC 5234 Appendix B.1"));
    assert_eq!(grammar.rule("uri").unwrap().section(), Some("§3"));
}

#[test]
fn rule_sections_follow_the_rfc_bodies() {
    let expectations = [
        ("rfc2396.abnf", "hostname", "§3.2.2"),
        ("rfc2396.abnf", "URI-reference", "§4"),
        ("rfc2396.abnf", "rel_segment", "§5"),
        ("rfc2396.abnf", "alphanum", "§1.6"),
        ("rfc2396.abnf", "escaped", "§2.4.1"),
        ("rfc1808.abnf", "generic-RL", "§2.2"),
        ("rfc2732.abnf", "IPv6reference", "§3 (1)"),
        ("rfc2732.abnf", "hexpart", "RFC 2373 Appendix B"),
        ("rfc2068.abnf", "national", "§3.2.1"),
        ("rfc2068.abnf", "HEX", "§2.2"),
        ("rfc6874.abnf", "IPv6addrz", "§2"),
        ("rfc3987.abnf", "iquery", "§2.2"),
        ("rfc3987.abnf", "ALPHA", "RFC 5234 Appendix B.1"),
        ("rfc6874.abnf", "ZoneID", "§2"),
    ];
    for (file, rule, section) in expectations {
        let grammar = read(file);
        let found = grammar.rule(rule).unwrap_or_else(|| panic!("{file}: no {rule}"));
        assert_eq!(found.section(), Some(section), "{file}: {rule}");
    }
}

#[test]
fn rfc2396_letters_are_exact_ranges() {
    let grammar = read("rfc2396.abnf");
    let lowalpha = grammar.rule("lowalpha").unwrap();
    let definition = &lowalpha.definitions()[0];
    assert_eq!(definition.defined_as, DefinedAs::Basic);
    let item = &definition.elements.alternatives[0].items[0];
    match &item.element {
        Element::Number(number) => {
            assert_eq!(number.kind, NumberKind::Range { low: 0x61, high: 0x7a })
        }
        other => panic!("lowalpha is {other:?}"),
    }
    assert!(lowalpha.comment().unwrap().contains("Not one-to-one"));
}

#[test]
fn every_rule_of_the_complete_grammars_resolves() {
    let mut rfc2396_with_2732 = read("rfc2396.abnf");
    rfc2396_with_2732.amend(&read("rfc2732.abnf"));
    let mut rfc1808_with_2068 = read("rfc1808.abnf");
    rfc1808_with_2068.amend(&read("rfc2068.abnf"));
    let mut rfc3986_with_6874 = read("rfc3986.abnf");
    rfc3986_with_6874.amend(&read("rfc6874.abnf"));
    let mut rfc3987_with_6874 = read("rfc3987.abnf");
    rfc3987_with_6874.amend(&read("rfc6874.abnf"));
    let grammars = [
        ("rfc3986", read("rfc3986.abnf")),
        ("rfc2396", read("rfc2396.abnf")),
        ("rfc1808", read("rfc1808.abnf")),
        ("rfc2396+2732", rfc2396_with_2732),
        ("rfc1808+2068", rfc1808_with_2068),
        ("rfc3986+6874", rfc3986_with_6874),
        ("rfc3987", read("rfc3987.abnf")),
        ("rfc3987+6874", rfc3987_with_6874),
    ];
    for (label, grammar) in &grammars {
        for rule in grammar.rules() {
            grammar.oracle(rule.name()).unwrap_or_else(|e| panic!("{label}: {}: {e}", rule.name()));
            grammar.generator(rule.name()).unwrap_or_else(|e| panic!("{label}: {}: {e}", rule.name()));
        }
    }
}

#[test]
fn core_rules_read() {
    let core = Grammar::core_rules();
    let names: Vec<&str> = core.rules().map(|rule| rule.name()).collect();
    assert_eq!(
        names,
        [
            "ALPHA", "BIT", "CHAR", "CR", "CRLF", "CTL", "DIGIT", "DQUOTE", "HEXDIG", "HTAB", "LF", "LWSP", "OCTET",
            "SP", "VCHAR", "WSP"
        ]
    );
}

#[test]
fn incremental_alternatives_join_their_rule() {
    let text = "a = \"x\"\n; first\nb = \"y\"\na =/ \"z\"\n; second\n";
    let grammar = Grammar::parse(text).unwrap();
    let rule = grammar.rule("A").unwrap();
    assert_eq!(rule.definitions().len(), 2);
    assert_eq!(rule.definitions()[1].defined_as, DefinedAs::Incremental);
    assert_eq!(rule.definitions()[1].line, 4);
    assert_eq!(rule.source(), "a = \"x\"\na =/ \"z\"");
    assert_eq!(rule.comment(), Some("first"));
    assert_eq!(rule.definitions()[1].comment.as_deref(), Some("second"));
}

#[test]
fn crlf_tabs_continuations_and_a_missing_final_line_end_are_read() {
    let text = "; header\r\nrule\t=  \"a\"\r\n\t/ %d98 ; b\r\n   / %b1100011\r\n\r\nlast = rule";
    let grammar = Grammar::parse(text).unwrap();
    assert_eq!(grammar.rule("rule").unwrap().source(), "rule\t=  \"a\"\r\n\t/ %d98 ; b\r\n   / %b1100011");
    assert_eq!(grammar.rule("rule").unwrap().comment(), None);
    assert_eq!(grammar.rule("last").unwrap().source(), "last = rule");
}

/// Reads `text`, which must fail, and returns the error.
fn reject(text: &str) -> ReadError {
    match Grammar::parse(text) {
        Ok(grammar) => panic!("{text:?} was read as {grammar:?}"),
        Err(error) => error,
    }
}

#[test]
fn malformed_text_is_rejected_with_its_place() {
    // (text, span, line, column, words the message must contain)
    let cases: &[(&str, std::ops::Range<usize>, usize, usize, &str)] = &[
        ("a = \"abc\n", 4..8, 1, 5, "unterminated quoted string"),
        ("a = b\nc d\n", 8..9, 2, 3, "expected \"=\" or \"=/\""),
        ("a = ( b / c\n", 11..12, 1, 12, "expected ')' to close the \"(\" at line 1, column 5"),
        ("a = [ b\n  c\n", 11..12, 2, 4, "expected ']' to close the \"[\" at line 1, column 5"),
        ("a = %q41\n", 4..5, 1, 5, "expected b, d or x"),
        ("a = %x\n", 6..7, 1, 7, "expected a hexadecimal digit"),
        ("a = %x5A-41\n", 4..11, 1, 5, "empty range"),
        ("a = %x41.\n", 9..10, 1, 10, "expected a hexadecimal digit"),
        ("a = %d99999999999\n", 6..17, 1, 7, "too large"),
        ("a = 3*2b\n", 4..7, 1, 5, "minimum is above its maximum"),
        ("a = 3*\n", 6..7, 1, 7, "expected an element after the repeat prefix"),
        ("a = b /\n", 7..8, 1, 8, "expected an element after \"/\""),
        ("a = b )\n", 6..7, 1, 7, "unexpected ')'"),
        ("a = <prose\n", 4..10, 1, 5, "unterminated prose value"),
        ("a = \"caf\u{e9}\"\n", 8..10, 1, 9, "cannot be in a quoted string"),
        ("a = b\n\n  c\n", 9..10, 3, 3, "indented text with no rule to continue"),
        ("  a = b\n", 2..7, 1, 3, "indented text"),
        ("1a = b\n", 0..1, 1, 1, "expected a rule name"),
        ("a = b\na = c\n", 6..7, 2, 1, "already defined on line 1"),
        ("a =/ b\n", 0..1, 1, 1, "\"=/\" adds alternatives"),
        ("a = b\r c\n", 5..6, 1, 6, "unexpected '\\r'"),
        ("\u{e9}t\u{e9} = b\n", 0..2, 1, 1, "expected a rule name"),
        ("a =\n", 3..4, 1, 4, "expected an element after \"=\" in rule \"a\""),
    ];
    let mut wrong = Vec::new();
    for (text, span, line, column, words) in cases {
        let error = reject(text);
        if !error.message.contains(words) || (&error.span, error.line, error.column) != (span, *line, *column) {
            wrong.push(format!("{text:?}: got {:?} {}:{} {:?}", error.span, error.line, error.column, error.message));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn error_display_shows_line_and_column() {
    let error = reject("ok = \"x\"\nbad = %x\n");
    assert_eq!(error.to_string(), "2:9: expected a hexadecimal digit");
}
