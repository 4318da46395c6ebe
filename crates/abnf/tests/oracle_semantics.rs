//! ABNF meaning, bounds and errors of the oracle, on small grammars.

use urigram_abnf::{Grammar, GrammarError};

fn grammar(text: &str) -> Grammar {
    Grammar::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn lengths(grammar: &Grammar, rule: &str, input: &str) -> Vec<usize> {
    grammar.match_lengths(rule, input.as_bytes()).unwrap().into_iter().collect()
}

#[test]
fn alternation_is_unordered() {
    // A PEG would commit to "a" and then fail on "bc".
    let g = grammar("r = ( \"a\" / \"ab\" ) \"c\"\n");
    assert!(g.matches("r", b"abc").unwrap());
    assert!(g.matches("r", b"ac").unwrap());
}

#[test]
fn repetition_is_not_greedy() {
    // A greedy *"a" would leave nothing for the final "a".
    let g = grammar("r = *\"a\" \"a\"\ns = 1*3( \"ab\" / \"a\" ) \"b\"\n");
    assert!(g.matches("r", b"aaaa").unwrap());
    assert!(!g.matches("r", b"").unwrap());
    assert_eq!(lengths(&g, "r", "aaa"), [1, 2, 3]);
    assert!(g.matches("s", b"abab").unwrap());
    assert!(g.matches("s", b"aab").unwrap());
}

#[test]
fn repeat_counts() {
    let g = grammar(
        "exact = 3\"x\"\nrange = 2*3\"x\"\natleast = 2*\"x\"\natmost = *2\"x\"\nnone = 0\"x\"\n\
         opt = [\"x\"]\n",
    );
    assert_eq!(lengths(&g, "exact", "xxxxx"), [3]);
    assert_eq!(lengths(&g, "range", "xxxxx"), [2, 3]);
    assert_eq!(lengths(&g, "atleast", "xxxx"), [2, 3, 4]);
    assert_eq!(lengths(&g, "atmost", "xxxx"), [0, 1, 2]);
    assert_eq!(lengths(&g, "none", "xx"), [0]);
    assert_eq!(lengths(&g, "opt", "xx"), [0, 1]);
}

#[test]
fn repetitions_of_empty_matches_end() {
    let g = grammar("r = *( *\"a\" ) \"b\"\ns = 1000000*( [\"a\"] )\nt = 5*( \"\" / \"a\" )\n");
    assert!(g.matches("r", b"aab").unwrap());
    assert_eq!(lengths(&g, "s", "aa"), [0, 1, 2]);
    assert_eq!(lengths(&g, "t", "aa"), [0, 1, 2]);
    // A large minimum of a non-empty element fails fast on a short input.
    let big = grammar("r = 4000000000\"a\"\n");
    assert!(!big.matches("r", b"aaa").unwrap());
}

#[test]
fn quoted_strings_fold_case_and_numeric_values_do_not() {
    let g = grammar(
        "text = \"aBc\"\nexact = %s\"aBc\"\ninsensitive = %i\"aBc\"\nnum = %x61.42.63\n\
         range = %d97-99\nbin = %b1000001\nwide = %x100-10FFFF / %x41\n",
    );
    for input in ["abc", "ABC", "aBc", "AbC"] {
        assert!(g.matches("text", input.as_bytes()).unwrap());
        assert!(g.matches("insensitive", input.as_bytes()).unwrap());
    }
    assert!(g.matches("exact", b"aBc").unwrap());
    assert!(!g.matches("exact", b"abc").unwrap());
    assert!(g.matches("num", b"aBc").unwrap());
    assert!(!g.matches("num", b"abc").unwrap());
    assert!(g.matches("range", b"b").unwrap());
    assert!(!g.matches("range", b"B").unwrap());
    assert!(g.matches("bin", b"A").unwrap());
    // A range above 255 names code points, in UTF-8: no single octet matches it.
    assert!(g.matches("wide", b"A").unwrap());
    assert!(!g.matches("wide", &[0xff]).unwrap());
    assert!(g.matches("wide", "\u{100}".as_bytes()).unwrap());
}

#[test]
fn grammar_rules_shadow_core_rules_and_core_rules_see_them() {
    // HEXDIG (core) refers to DIGIT; the grammar's own digit replaces it.
    let g = grammar("digit = \"0\" / \"1\"\nr = HEXDIG\n");
    assert!(g.matches("r", b"1").unwrap());
    assert!(!g.matches("r", b"7").unwrap());
    assert!(g.matches("r", b"f").unwrap());
    assert!(Grammar::default().matches("LWSP", b" \r\n\t").unwrap());
}

#[test]
fn left_recursion_is_reported() {
    let direct = grammar("list = list \",\" item / item\nitem = \"x\"\n");
    assert_eq!(
        direct.oracle("list").unwrap_err(),
        GrammarError::LeftRecursion { cycle: vec!["list".into(), "list".into()] }
    );
    // Through a nullable prefix and another rule.
    let hidden = grammar("a = [\"x\"] b\nb = *\"y\" a \"z\" / \"w\"\n");
    match hidden.oracle("a") {
        Err(GrammarError::LeftRecursion { cycle }) => {
            assert_eq!(cycle.first(), cycle.last());
            assert!(cycle.len() == 3, "{cycle:?}");
        }
        other => panic!("{other:?}"),
    }
    // Right recursion is fine.
    let right = grammar("list = item [\",\" list]\nitem = \"x\"\n");
    assert!(right.matches("list", b"x,x,x").unwrap());
}

#[test]
fn deep_right_recursion_does_not_grow_the_stack() {
    // Each "(" nests a rule call: 20,000 levels would overflow the stack if
    // every call recursed.
    let g = grammar("nest = \"(\" [ nest ] \")\"\n");
    let depth = 20_000;
    let mut input = "(".repeat(depth);
    input.push_str(&")".repeat(depth));
    assert!(g.matches("nest", input.as_bytes()).unwrap());
    input.pop();
    assert!(!g.matches("nest", input.as_bytes()).unwrap());
}

#[test]
fn unusable_questions_are_errors() {
    let g = grammar("a = b\nc = \"x\" <some prose>\nd = 0<none> \"y\"\n");
    assert_eq!(g.oracle("zzz").unwrap_err(), GrammarError::UnknownRule { name: "zzz".into() });
    assert_eq!(
        g.oracle("a").unwrap_err(),
        GrammarError::UndefinedReference { name: "b".into(), referenced_from: "a".into() }
    );
    // The prose is only reached after an "x".
    assert!(!g.matches("c", b"y").unwrap());
    assert_eq!(
        g.matches("c", b"xy").unwrap_err(),
        GrammarError::ProseValue { rule: "c".into(), prose: "some prose".into() }
    );
    assert!(g.matches("d", b"y").unwrap());
    assert!(g.generator("c").is_err());
    assert!(g.generator("d").is_ok());
}

#[test]
fn memory_limit_is_an_error() {
    let g = grammar("r = *( \"a\" / \"aa\" / s )\ns = \"b\"\n");
    let input = vec![b'b'; 1000];
    let oracle = g.oracle("r").unwrap().with_memory_limit(10);
    assert_eq!(oracle.matches(&input).unwrap_err(), GrammarError::MemoryLimit { limit: 10 });
    assert!(g.oracle("r").unwrap().matches(&input).unwrap());
}

#[test]
fn hostile_grammars_are_refused_not_crashed_on() {
    let deep = format!("r = {}\"a\"{}\n", "(".repeat(10_000), ")".repeat(10_000));
    let error = Grammar::parse(&deep).unwrap_err();
    assert!(error.message.contains("nest deeper"), "{error}");
    let g = grammar("huge = 4000000000\"a\"\nsome = \"b\" / 3000000\"a\"\n");
    assert!(matches!(g.generator("huge"), Err(GrammarError::DerivationTooLarge { .. })));
    let some = g.generator("some").unwrap();
    for seed in 0..20 {
        let text = some.generate(&mut urigram_abnf::SplitMix64::new(seed), 50);
        assert!(text.eq_ignore_ascii_case(b"b"), "{text:?}");
    }
}

/// The longest viable prefix of `input` under `rule`.
fn viable(grammar: &Grammar, rule: &str, input: &str) -> usize {
    grammar.oracle(rule).unwrap().viable_prefix_length(input.as_bytes()).unwrap()
}

#[test]
fn a_viable_prefix_is_a_beginning_of_some_text_of_the_language() {
    let g = grammar("r = \"ab\" \"c\" / 1*\"x\" \"y\"\ns = \"A\" *( \"-\" \"b\" )\n");
    let oracle = g.oracle("r").unwrap();
    for text in ["", "a", "ab", "abc", "x", "xxx", "xxxy", "A"] {
        assert!(oracle.is_viable_prefix(text.as_bytes()).unwrap(), "{text:?}");
    }
    for text in ["b", "abd", "abcx", "y", "xyx", "xa"] {
        assert!(!oracle.is_viable_prefix(text.as_bytes()).unwrap(), "{text:?}");
    }
    // Quoted strings compare case-insensitively, even when the input ends inside one.
    assert!(oracle.is_viable_prefix(b"A").unwrap() && oracle.is_viable_prefix(b"AB").unwrap());
    assert_eq!(viable(&g, "r", "abdc"), 2);
    assert_eq!(viable(&g, "r", "xxz"), 2);
    assert_eq!(viable(&g, "r", "abc"), 3);
    assert_eq!(viable(&g, "r", "q"), 0);
    // A whole text followed by what cannot follow it: the text is the viable prefix.
    assert_eq!(viable(&g, "s", "a-b-bx"), 5);
    assert_eq!(viable(&g, "s", "a-b-"), 4);
    assert_eq!(viable(&g, "s", "a--"), 2);
}

/// A range or value above 0xFF names Unicode code points, matched in UTF-8 (RFC 3987 §2.2 writes `ucschar` so);
/// one within 0x00-0xFF stays an octet, as RFC 5234 reads it.
#[test]
fn code_points_above_0xff_are_matched_as_utf8() {
    let grammar = urigram_abnf::Grammar::parse(
        "ucschar = %xA0-D7FF / %xF900-FDCF / %x10000-1FFFD\noctet = %x80-FF\nsnowman = %x2603\n",
    )
    .unwrap();
    let ucschar = grammar.oracle("ucschar").unwrap();
    for accepted in ["\u{a0}", "é", "ü", "\u{d7ff}", "\u{f900}", "\u{10000}", "\u{1fffd}"] {
        assert!(ucschar.matches(accepted.as_bytes()).unwrap(), "{accepted:?}");
    }
    for rejected in ["a", "\u{9f}", "\u{e000}", "\u{fffd}", "\u{1fffe}", "éé"] {
        assert!(!ucschar.matches(rejected.as_bytes()).unwrap(), "{rejected:?}");
    }
    // Bytes that are not UTF-8 are no code point, and a lone lead byte may still begin one.
    assert!(!ucschar.matches(&[0xC3]).unwrap());
    assert!(!ucschar.matches(&[0xE9]).unwrap());
    assert!(ucschar.is_viable_prefix(&[0xC3]).unwrap());
    assert!(!ucschar.is_viable_prefix(&[0xFF]).unwrap());
    let octet = grammar.oracle("octet").unwrap();
    assert!(octet.matches(&[0xE9]).unwrap() && !octet.matches("é".as_bytes()).unwrap());
    assert!(grammar.oracle("snowman").unwrap().matches("\u{2603}".as_bytes()).unwrap());
}
