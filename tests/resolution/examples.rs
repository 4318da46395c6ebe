//! Every resolution example printed in RFC 3986 (§5.4.1, §5.4.2), RFC 2396 (Appendix C.1, C.2) and RFC 1808
//! (§5.1, §5.2), resolved by that RFC's resolver, each table checked against the RFC text; then the pairs on
//! which the three RFCs disagree, side by side.

#[path = "../support/rfc1808_section_5.rs"]
mod rfc1808_section_5;
#[path = "../support/shared.rs"]
mod shared;

use urigram::resolve::{rfc1808, rfc2396, rfc3986};

/// The RFC text, or `None` (with a message) when the shared folder is absent.
fn rfc_text(name: &str) -> Option<String> {
    shared::read(&format!("rfc/{name}"))
}

/// The lines of `text` from the line starting with `from` up to the line starting with `to`.
fn section<'a>(text: &'a str, from: &str, to: &str) -> Vec<&'a str> {
    text.lines().skip_while(|line| !line.starts_with(from)).take_while(|line| !line.starts_with(to)).collect()
}

/// The pairs that `pair` captures (groups 1 and 2) on the `lines` that it matches, in order.
fn printed_pairs(lines: &[&str], pair: &regex::Regex) -> Vec<(String, String)> {
    lines
        .iter()
        .filter_map(|line| pair.captures(line))
        .map(|groups| (groups[1].to_string(), groups[2].to_string()))
        .collect()
}

/// The first group that `alternative` captures on each of the `lines` that it matches, in order.
fn printed_alternatives<'a>(lines: &[&'a str], alternative: &regex::Regex) -> Vec<&'a str> {
    lines.iter().filter_map(|line| alternative.captures(line)).map(|groups| groups.get(1).unwrap().as_str()).collect()
}

/// A table's pairs, the normal examples and then the abnormal ones, as owned strings.
fn our_pairs(normal: &[(&str, &str)], abnormal: &[(&str, &str)]) -> Vec<(String, String)> {
    normal.iter().chain(abnormal).map(|(r, t)| (r.to_string(), t.to_string())).collect()
}

/// RFC 3986 §5.4: the base of every example.
const BASE_3986: &str = "http://a/b/c/d;p?q";

/// RFC 3986 §5.4.1 Normal Examples, as printed.
const RFC3986_NORMAL: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// RFC 3986 §5.4.2 Abnormal Examples, as printed; `http:g` is the strict parser's answer.
const RFC3986_ABNORMAL: &[(&str, &str)] = &[
    ("../../../g", "http://a/g"),
    ("../../../../g", "http://a/g"),
    ("/./g", "http://a/g"),
    ("/../g", "http://a/g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
];

/// §5.4.2: `"http:g" = "http:g" ; for strict parsers / "http://a/b/c/g" ; for backward compatibility`.
const RFC3986_BACKWARD_COMPATIBLE: (&str, &str) = ("http:g", "http://a/b/c/g");

#[test]
fn rfc3986_section_5_4_examples() {
    for (reference, target) in RFC3986_NORMAL.iter().chain(RFC3986_ABNORMAL) {
        let resolved = rfc3986::resolve(BASE_3986, reference, rfc3986::Options::STRICT);
        assert_eq!(resolved.as_deref(), Ok(*target), "{reference:?}");
    }
    let (reference, target) = RFC3986_BACKWARD_COMPATIBLE;
    assert_eq!(rfc3986::resolve(BASE_3986, reference, rfc3986::Options::NON_STRICT).as_deref(), Ok(target));
    // Non-strict changes nothing else.
    for (reference, target) in RFC3986_NORMAL.iter().chain(&RFC3986_ABNORMAL[..RFC3986_ABNORMAL.len() - 1]) {
        assert_eq!(rfc3986::resolve(BASE_3986, reference, rfc3986::Options::NON_STRICT).as_deref(), Ok(*target));
    }
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn rfc3986_tables_are_the_rfc_text() {
    let Some(text) = rfc_text("rfc3986.txt") else { return };
    let pair = regex::Regex::new(r#"^\s+"([^"]*)"\s+=\s+"([^"]*)""#).unwrap();
    let alternative = regex::Regex::new(r#"^\s+/\s+"([^"]*)"\s+; for backward compatibility"#).unwrap();
    let lines = section(&text, "5.4.1.", "6.  Normalization");
    assert_eq!(printed_pairs(&lines, &pair), our_pairs(RFC3986_NORMAL, RFC3986_ABNORMAL));
    assert_eq!(printed_alternatives(&lines, &alternative), [RFC3986_BACKWARD_COMPATIBLE.1]);
}

/// RFC 2396 Appendix C: the base of every example.
const BASE_2396: &str = "http://a/b/c/d;p?q";

/// What RFC 2396 Appendix C prints for a reference to the current document.
const CURRENT_DOCUMENT: &str = "(current document)";

/// RFC 2396 C.1 Normal Examples, as printed.
const RFC2396_NORMAL: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "(current document)#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// RFC 2396 C.2 Abnormal Examples, as printed (`<>` is the empty reference); `http:g` is the validating
/// parser's answer.
const RFC2396_ABNORMAL: &[(&str, &str)] = &[
    ("<>", "(current document)"),
    ("../../../g", "http://a/../g"),
    ("../../../../g", "http://a/../../g"),
    ("/./g", "http://a/./g"),
    ("/../g", "http://a/../g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
];

/// C.2: `http:g = http:g ; for validating parsers | http://a/b/c/g ; for backwards compatibility`.
const RFC2396_BACKWARD_COMPATIBLE: (&str, &str) = ("http:g", "http://a/b/c/g");

/// C.2: "some implementations strip leading relative symbolic elements", so that `../../../g` and
/// `../../../../g` "will be interpreted as "http://a/g"": step 6g's choice to remove them.
const RFC2396_STRIPPED: &[(&str, &str)] = &[("../../../g", "http://a/g"), ("../../../../g", "http://a/g")];

/// Appendix C's notation: `<>` is the empty reference, and `(current document)` is the base, which is how the
/// resolver writes it (see `urigram::resolve::rfc2396::resolve`).
fn appendix_c(reference: &str, target: &str) -> (String, String) {
    let reference = if reference == "<>" { "" } else { reference };
    (reference.to_string(), target.replace(CURRENT_DOCUMENT, BASE_2396))
}

#[test]
fn rfc2396_appendix_c_examples() {
    for (reference, target) in RFC2396_NORMAL.iter().chain(RFC2396_ABNORMAL) {
        let (reference, target) = appendix_c(reference, target);
        let resolved = rfc2396::resolve(BASE_2396, &reference, rfc2396::Options::default());
        assert_eq!(resolved, Ok(target), "{reference:?}");
    }
    let compatible = rfc2396::Options { same_scheme_is_relative: true, ..Default::default() };
    let (reference, target) = RFC2396_BACKWARD_COMPATIBLE;
    assert_eq!(rfc2396::resolve(BASE_2396, reference, compatible).as_deref(), Ok(target));
    let remove = rfc2396::Options { above_root: rfc2396::AboveRoot::Remove, ..Default::default() };
    let refuse = rfc2396::Options { above_root: rfc2396::AboveRoot::Refuse, ..Default::default() };
    for (reference, target) in RFC2396_STRIPPED {
        assert_eq!(rfc2396::resolve(BASE_2396, reference, remove).as_deref(), Ok(*target));
        let error = rfc2396::resolve(BASE_2396, reference, refuse).unwrap_err();
        assert_eq!(error.span(), Some(urigram::Span::new(6, 8)), "the first `..` left over is the third");
    }
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn rfc2396_tables_are_the_rfc_text() {
    let Some(text) = rfc_text("rfc2396.txt") else { return };
    let pair = regex::Regex::new(r"^      (\S+)\s+=  (.+?)\s*(; for validating parsers)?$").unwrap();
    let alternative = regex::Regex::new(r"^\s+\|  (\S+)\s+; for backwards compatibility$").unwrap();
    let lines = section(&text, "C.1.  Normal Examples", "D. ");
    assert_eq!(printed_pairs(&lines, &pair), our_pairs(RFC2396_NORMAL, RFC2396_ABNORMAL));
    assert_eq!(printed_alternatives(&lines, &alternative), [RFC2396_BACKWARD_COMPATIBLE.1]);
    let stripped =
        lines.iter().any(|line| line.contains(r#"will be interpreted as "http://a/g" by some implementations"#));
    assert!(stripped, "C.2 names the stripping choice");
}

#[test]
fn rfc1808_section_5_examples() {
    for (reference, target) in rfc1808_section_5::all() {
        let resolved = rfc1808::resolve(rfc1808_section_5::BASE, reference, rfc1808::Options::default());
        assert_eq!(resolved.as_deref(), Ok(target), "{reference:?}");
        let http = rfc1808::Options { grammar: urigram::rfc1808::Options::RFC2068, ..Default::default() };
        assert_eq!(
            rfc1808::resolve(rfc1808_section_5::BASE, reference, http).as_deref(),
            Ok(target),
            "RFC 2068: {reference:?}"
        );
    }
}

#[test]
#[ignore = "needs the shared folder (URIGRAM_SHARED); CI runs it with --include-ignored"]
fn rfc1808_tables_are_the_rfc_text() {
    let Some(text) = rfc_text("rfc1808.txt") else { return };
    let pair = regex::Regex::new(r"^\s+(\S+)\s+= <URL:(.*)>$").unwrap();
    let printed = printed_pairs(&section(&text, "5.1.  Normal Examples", "5.3."), &pair);
    // The RFC writes the empty reference `<>`.
    let ours: Vec<(String, String)> = rfc1808_section_5::all()
        .map(|(r, t)| (if r.is_empty() { "<>" } else { r }.to_string(), t.to_string()))
        .collect();
    assert_eq!(printed, ours);
    let base = section(&text, "5.  Examples", "5.1.").into_iter().find(|line| line.contains("Base: <URL:"));
    assert_eq!(base.map(str::trim), Some(format!("Base: <URL:{}>", rfc1808_section_5::BASE).as_str()));
}

/// Every pair (against `http://a/b/c/d;p?q`, the base of RFC 3986 and RFC 2396) on which the three resolvers
/// do not all agree, with each one's answer under its default options; `—` where the RFC's grammar rejects
/// the reference.
const DISAGREEMENTS: &[(&str, &str, &str, &str)] = &[
    ("?y", "http://a/b/c/d;p?y", "http://a/b/c/?y", "http://a/b/c/d;p?y"),
    ("?", "http://a/b/c/d;p?", "http://a/b/c/?", "http://a/b/c/d;p?q"),
    (";x", "http://a/b/c/;x", "http://a/b/c/;x", "http://a/b/c/d;x"),
    (";", "http://a/b/c/;", "http://a/b/c/;", "http://a/b/c/d;p?q"),
    ("../../../g", "http://a/g", "http://a/../g", "http://a/../g"),
    ("../../../../g", "http://a/g", "http://a/../../g", "http://a/../../g"),
    ("/./g", "http://a/g", "http://a/./g", "http://a/./g"),
    ("/../g", "http://a/g", "http://a/../g", "http://a/../g"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y", "http://a/b/c/g;x=1/y", "http://a/b/c/g;x=1/./y"),
    ("g;x=1/../y", "http://a/b/c/y", "http://a/b/c/y", "http://a/b/c/g;x=1/../y"),
    ("//", "http://", "http://", "http://a/b/c/d;p?q"),
    ("///g", "http:///g", "http:///g", "http://a/g"),
    ("http:", "http:", "—", "http:"),
];

fn answer<E: std::fmt::Display>(result: Result<String, E>) -> String {
    result.unwrap_or_else(|_| "—".to_string())
}

#[test]
fn where_the_rfcs_disagree() {
    let mut table = String::from("| reference | RFC 3986 | RFC 2396 | RFC 1808 |\n|---|---|---|---|\n");
    for (reference, by_3986, by_2396, by_1808) in DISAGREEMENTS {
        let base = BASE_3986;
        let answers = [
            answer(rfc3986::resolve(base, reference, Default::default())),
            answer(rfc2396::resolve(base, reference, Default::default())),
            answer(rfc1808::resolve(base, reference, Default::default())),
        ];
        assert_eq!(answers, [*by_3986, *by_2396, *by_1808], "{reference:?}");
        assert!(answers.iter().any(|a| a != &answers[0]), "{reference:?} is a disagreement");
        let cell = |text: &str| if text == "—" { text.to_string() } else { format!("`{text}`") };
        table +=
            &format!("| `{reference}` | {} | {} | {} |\n", cell(&answers[0]), cell(&answers[1]), cell(&answers[2]));
    }
    insta::with_settings!({snapshot_path => "../../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("resolve_disagreements", table);
    });
}

/// Every printed example on which all three RFCs agree, resolved by each against the common base.
#[test]
fn the_rfcs_agree_elsewhere() {
    for (reference, target) in RFC3986_NORMAL.iter().chain(RFC3986_ABNORMAL) {
        if DISAGREEMENTS.iter().any(|row| row.0 == *reference) {
            continue;
        }
        assert_eq!(rfc2396::resolve(BASE_3986, reference, Default::default()).as_deref(), Ok(*target), "{reference}");
        assert_eq!(rfc1808::resolve(BASE_3986, reference, Default::default()).as_deref(), Ok(*target), "{reference}");
    }
}

/// Each RFC's `http:g` loophole, where it has one: RFC 1808 has none ("should be avoided by future parsers").
#[test]
fn the_same_scheme_loophole_side_by_side() {
    let loose3986 = rfc3986::resolve(BASE_3986, "http:g", rfc3986::Options::NON_STRICT).unwrap();
    let loose2396 =
        rfc2396::resolve(BASE_2396, "http:g", rfc2396::Options { same_scheme_is_relative: true, ..Default::default() })
            .unwrap();
    let only1808 = rfc1808::resolve(BASE_3986, "http:g", Default::default()).unwrap();
    assert_eq!(
        [loose3986.as_str(), loose2396.as_str(), only1808.as_str()],
        ["http://a/b/c/g", "http://a/b/c/g", "http:g"]
    );
}

/// A base with an authority and no path: RFC 3986 §5.2.3 merges with a `/`; the older RFCs' steps, taken
/// literally, do not.
#[test]
fn a_base_without_a_path_side_by_side() {
    let base = "http://a";
    assert_eq!(rfc3986::resolve(base, "g", Default::default()).unwrap(), "http://a/g");
    assert_eq!(rfc2396::resolve(base, "g", Default::default()).unwrap(), "http://a/g");
    assert_eq!(rfc1808::resolve(base, "g", Default::default()).unwrap(), "http://a/g");
    let literal2396 = rfc2396::Options { literal: true, ..Default::default() };
    let literal1808 = rfc1808::Options { literal: true, ..Default::default() };
    assert_eq!(rfc2396::resolve(base, "g", literal2396).unwrap(), "http://ag");
    assert_eq!(rfc1808::resolve(base, "g", literal1808).unwrap(), "http://ag");
}

/// The texts that §5.2, applied literally, would turn into a different URI, and what each resolver writes by
/// default and under `literal`: (RFC, base, reference, default, literal).
const HAZARDS: &[(&str, &str, &str, &str, &str)] = &[
    // An empty authority appears.
    ("3986", "a:/", "/.//.", "a:/.//", "a://"),
    // A path segment becomes a host.
    ("3986", "scheme:foo1/foo2", "./..//bar", "scheme:/.//bar", "scheme://bar"),
    ("3986", "a:b", "a:/.//b", "a:/.//b", "a://b"),
    ("2396", "a:/b", ".//g", "a:/.//g", "a://g"),
    ("2396", "a:/b/c", "..//g", "a:/.//g", "a://g"),
    // The merged path runs into the authority.
    ("2396", "http://a", "g", "http://a/g", "http://ag"),
    ("1808", "a:/b", ".//g", "a:/.//g", "a://g"),
    ("1808", "foo:x", "x/..///y", "foo:/.//y", "foo://y"),
    ("1808", "http://a", "g", "http://a/g", "http://ag"),
    // The query or params become part of the net_loc.
    ("1808", "http://a", "?y", "http://a/?y", "http://a?y"),
    ("1808", "http://a", ";x", "http://a/;x", "http://a;x"),
];

#[test]
fn no_invented_authorities() {
    for &(rfc, base, reference, guarded, literal) in HAZARDS {
        let (by_default, by_the_letter) = match rfc {
            "3986" => (
                rfc3986::resolve(base, reference, rfc3986::Options::default()).unwrap(),
                rfc3986::resolve(base, reference, rfc3986::Options { literal: true, ..Default::default() }).unwrap(),
            ),
            "2396" => (
                rfc2396::resolve(base, reference, rfc2396::Options::default()).unwrap(),
                rfc2396::resolve(base, reference, rfc2396::Options { literal: true, ..Default::default() }).unwrap(),
            ),
            _ => (
                rfc1808::resolve(base, reference, rfc1808::Options::default()).unwrap(),
                rfc1808::resolve(base, reference, rfc1808::Options { literal: true, ..Default::default() }).unwrap(),
            ),
        };
        assert_eq!(
            (by_default.as_str(), by_the_letter.as_str()),
            (guarded, literal),
            "RFC {rfc}: {base} + {reference}"
        );
    }
    // The guarded texts keep the components: no authority where the algorithm assigns none.
    for text in ["a:/.//", "scheme:/.//bar", "a:/.//b"] {
        assert!(urigram::rfc3986::parse_uri(text).unwrap().authority().is_none(), "{text}");
    }
    for text in ["a:/.//g", "http://a/g"] {
        assert!(urigram::rfc2396::parse_uri_reference(text).unwrap().authority().map(|a| a.as_str()) != Some("g"));
    }
    for text in ["a:/.//g", "foo:/.//y", "http://a/?y", "http://a/;x"] {
        let url = urigram::rfc1808::parse_url(text).unwrap();
        assert!(url.net_loc().is_none_or(|net_loc| net_loc.as_str() == "a"), "{text}");
    }
}

/// §6.2.2.3's dot-segment removal has the same hazard as resolution.
#[test]
fn normalization_invents_no_authority() {
    use urigram::normalize::{Normalization, normalize};
    assert_eq!(normalize("a:/.//b", Normalization::SYNTAX_BASED).unwrap(), "a:/.//b");
    assert_eq!(normalize("a:/x/..//b", Normalization::SYNTAX_BASED).unwrap(), "a:/.//b");
    let literal = Normalization { literal: true, ..Normalization::SYNTAX_BASED };
    assert_eq!(normalize("a:/.//b", literal).unwrap(), "a://b");
}

/// Found by the resolve_normalize fuzz target: the literal RFC 3986 output for `a:/` + `/.//:.` is `a://:.`,
/// which is not a URI at all (its "authority" has the port `.`); the default output keeps the path a path.
#[test]
fn the_literal_output_may_not_reparse_and_the_default_does() {
    use urigram::resolve::rfc3986::{Options, resolve};
    let literal = resolve("a:/", "/.//:.", Options { literal: true, ..Options::default() }).unwrap();
    assert_eq!(literal, "a://:.");
    assert!(urigram::rfc3986::parse_uri(&literal).is_err());
    let guarded = resolve("a:/", "/.//:.", Options::default()).unwrap();
    assert_eq!(guarded, "a:/.//:.");
    assert!(urigram::rfc3986::parse_uri(&guarded).unwrap().authority().is_none());
}
